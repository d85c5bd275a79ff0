"""The delivery date among a page's dates (moved out of ``labels.py`` in ff-9, for its size):
an arrival or delivery label, the date after the document's number, the document's date, the
first date; never an order, due, print or expiry date. ff-9: a hire's start or end is the
note's date when the page prints no other date (the end on an off-hire, collection or return
note, the start on a delivery note), before a carrier's collection. ff-14: a dispatch date
below a delivery date, a delivery date asked for below both, and the note's own date when it
is a few days after its dispatch date.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import date

from dn_pipeline.finding import lexicon as lx
from dn_pipeline.finding import phrases as ph
from dn_pipeline.finding.dates import DateHit, dates_in, place_date
from dn_pipeline.finding.labels import value_line_right
from dn_pipeline.finding.latedates import late_dates
from dn_pipeline.finding.layout import Line, column_breaks
from dn_pipeline.finding.numbered import numbered_dates
from dn_pipeline.finding.paperwork import OFF_HIRE_TITLES

# ff-8: an arrival ("Delivered:") above a dispatch date; a collection below every other
# date (ff-6 never took it), but the page's date when it prints no other
_DATE_RANK = {
    "arrival": 3.2,
    "delivery": 3.0,
    "dispatch": 2.9,  # ff-14
    "wished": 2.8,  # ff-14: a delivery date the customer asked for, below the dispatch date
    "document": 2.0,
    "collection": 0.5,
}
# ff-14: the words that make a delivery date the one asked for, not the one the goods came
_WISHED = frozenset(
    {
        "requested", "required", "planned", "expected", "estimated", "gewenste", "gewenst",
        "beoogde", "gewunscht", "gewunschter", "gewunschtes", "geplant", "geplanter",
        "voraussichtlicher", "souhaitee", "souhaite", "prevue", "prevu", "richiesta",
        "prevista", "solicitada", "deseada",
    }
)  # fmt: skip
_NUMBERED_RANK = 2.5
_IN_TRANSIT = 14  # days a note's own date may follow its dispatch date (ff-14)
_LATE_RANK = 0.3  # ff-10: below an unlabelled date
# A one-word label joined by a hyphen to a code is the code's prefix, no label: the "DT" of
# "DT-26.32318", the "DD" of "DD-26.4100G" (ff-11's "dt" / "dd" abbreviations).
# ff-14: or a space and a number that is no date's ("Advice note no.: DD 2026 8392")
_CODE_AFTER = re.compile(r"-\w*\d|\s+\d{3,}(?=\s)")


@dataclass(frozen=True, slots=True)
class DateCandidate:
    hit: DateHit
    words: tuple[int, ...]
    rank: float
    label: str
    line: int  # the label's line (reading order)
    at: int = -1  # the date's own line
    kind: str = ""  # the label's kind ("delivery", "dispatch", "document" …), "numbered"


def find_date(
    lines: Sequence[Line], date_order: str, number_words: frozenset[int] = frozenset()
) -> DateCandidate | None:
    """The delivery date: delivery label, dispatch label (or the note's own date a few days
    after it), then the date printed after the document's number (its ``number_words``),
    then document date, then the first date; never a date labelled as order, due, print or
    expiry date."""
    found: list[DateCandidate] = []
    collected: list[DateCandidate] = []  # ff-8: the page's date only when it has no other
    hired: dict[str, list[DateCandidate]] = {"hire_start": [], "hire_end": []}  # ff-9
    excluded: set[tuple[int, int]] = set()
    per_line = [dates_in(line.text, date_order) for line in lines]
    for index, line in enumerate(lines):
        toks = ph.tokens(line.text)
        labels = _date_labels(line.text, toks, column_breaks(line))
        labels = ph.chained(line.text, toks, labels, _DATE_RANK)  # ff-9: "Datum / Date"
        for n, (first, last, kind) in enumerate(labels):
            if kind == "delivery" and _wished(toks, first, last):
                kind = "wished"  # "Gewenste leverdatum", "Date de livraison souhaitée"
            end = toks[last - 1].end
            stop = toks[labels[n + 1][0]].start if n + 1 < len(labels) else len(line.text)
            label = line.text[toks[first].start : end]
            right = [h for h in per_line[index] if end <= h.start < stop]
            chosen: tuple[int, DateHit] | None = (index, right[0]) if right else None
            if chosen is None:
                x0 = line.x_at(toks[first].start)
                # ff-15: short of the next label by the slack ``_date_below`` allows: a date
                # under the next label's first letter is that label's, not this one's
                x1 = (
                    line.x_at(stop) - 2 * line.height
                    if stop < len(line.text)
                    else x0 + 8 * line.height
                )
                chosen = _date_below(lines, per_line, index, x0, max(x1, line.x_at(end)))
            if chosen is None and kind == "other":  # ff-11: "14.03.2026  Order date"
                before = _date_before(line, per_line[index], toks[first].start)
                chosen = (index, before) if before is not None else None
            if chosen is None:
                continue
            at, hit = chosen
            if kind in ("other", "collection", *hired):
                excluded.add((at, hit.start))
                if kind == "other":
                    continue
            words = lines[at].words_between(hit.start, hit.end)
            rank = _DATE_RANK.get(kind, 1.5)
            candidate = DateCandidate(hit, words, rank, label, index, at, kind)
            target = collected if kind == "collection" else found
            hired.get(kind, target).append(candidate)
    numbered, orders = numbered_dates(lines, per_line, _date_below, number_words)
    excluded.update((at, hit.start) for at, hit in orders)
    for at, hit, label in numbered:
        # "DDT n. 123 del 12/03/2026": the document's own date, above a bare "Date"
        if (at, hit.start) not in excluded:
            words = lines[at].words_between(hit.start, hit.end)
            found.append(DateCandidate(hit, words, _NUMBERED_RANK, label, at, at, "numbered"))
    for index, hits in enumerate(per_line):
        breaks = column_breaks(lines[index])  # ff-15: else the date's column, from its start
        place = place_date(lines[index].text, hits) or (
            place_date(lines[index].text, hits, max(breaks)) if breaks else None
        )
        if place is not None and (index, place.start) not in excluded:
            words = lines[index].words_between(place.start, place.end)
            label = lines[index].text[: place.start].strip()
            rank = _DATE_RANK["document"]
            found.append(DateCandidate(place, words, rank, label, index, index, "place"))
        for hit in hits:
            if (index, hit.start) not in excluded:
                words = lines[index].words_between(hit.start, hit.end)
                found.append(DateCandidate(hit, words, 1.0, "", index, index))
    # A date another label calls an order / due / print date is nobody's delivery date.
    found = [c for c in found if (c.at, c.hit.start) not in excluded]
    late = late_dates(lines, per_line)  # ff-10: a received stamp's, a signature's
    found = [replace(c, rank=_LATE_RANK) if (c.at, c.hit.start) in late else c for c in found]
    if any(hired.values()) and not found:
        # ff-9: no other date (a collection's aside): the hire's, the end's on an off-hire note
        # (on an off-hire note a collection's date, when no end is read, before the start)
        ends = _off_hire(lines)
        order: tuple[list[DateCandidate], ...] = (
            (hired["hire_end"], collected, hired["hire_start"])
            if ends
            else (hired["hire_start"], hired["hire_end"])
        )
        dates = next(c for c in order if c)
        return min(dates, key=lambda c: (c.line, c.hit.start))
    found = found or collected
    if not found:
        return None
    best = max(found, key=lambda c: (c.rank, -c.line, -c.hit.start))
    if best.kind == "dispatch":
        return _dated_after(best, found) or best
    return best


def _dated_after(dispatch: DateCandidate, found: Sequence[DateCandidate]) -> DateCandidate | None:
    """ff-14: the note's own date (its "Date", the date after its number; ff-15: a letter's
    place and date above the dispatch date, "Tullamore, Tue 30/05/2023") a few days after its
    dispatch date: the goods cannot come before they left, and a note dated after they left
    was dated the day they came. A note dated on or before the dispatch came with them."""
    left = date.fromisoformat(dispatch.hit.iso)
    later = [
        c
        for c in found
        if (c.kind in ("document", "numbered") or (c.kind == "place" and c.at < dispatch.at))
        and c.rank >= _DATE_RANK["document"]  # not a signature's or a stamp's (``late``)
        and 0 < (date.fromisoformat(c.hit.iso) - left).days <= _IN_TRANSIT
    ]
    return min(later, key=lambda c: (c.line, c.hit.start)) if later else None


def _wished(toks: list[ph.Tok], first: int, last: int) -> bool:
    """The label at ``toks[first:last]`` names the delivery date asked for."""
    before = toks[first - 1].t if first > 0 else ""
    after = toks[last].t if last < len(toks) else ""
    return before in _WISHED or after in _WISHED


def _date_labels(
    text: str, toks: list[ph.Tok], breaks: frozenset[int] = frozenset()
) -> list[tuple[int, int, str]]:
    """The date labels among ``toks`` of ``text`` (``phrases.find_phrases``), less a one-word
    label that is a code's prefix ("DT-26.32318")."""
    labels = ph.find_phrases(toks, lx.DATE_LABELS, breaks) if toks else []
    return [
        (a, b, k) for a, b, k in labels if b - a > 1 or not _CODE_AFTER.match(text, toks[a].end)
    ]


def _date_below(
    lines: Sequence[Line], per_line: list[list[DateHit]], index: int, x0: float, x1: float
) -> tuple[int, DateHit] | None:
    line = lines[index]
    for at in range(index + 1, min(index + 4, len(lines))):
        other = lines[at]
        if other.y0 - line.y1 > 2.6 * line.height:
            break
        if _date_labels(other.text, ph.tokens(other.text)):
            break  # the next line has a date label of its own: its date is its own
        slack = line.height
        under = [h for h in per_line[at] if x0 - slack <= other.x_at(h.start) <= x1 + slack]
        if under:
            return at, min(under, key=lambda h: abs(other.x_at(h.start) - x0))
    right = value_line_right(lines, index, x0, x1)
    if right is not None and per_line[right]:
        return right, per_line[right][0]
    return None


def _date_before(line: Line, hits: list[DateHit], start: int) -> DateHit | None:
    """ff-11: the date printed right before a label at ``start`` (a right-to-left column's
    "14.03.2026  Order date"): nothing but a colon, a dash or a small gap between them, a
    column gap (or the line's start) before it ("Issued: 1 May 2026  Order date" is not)."""
    before = [h for h in hits if h.end <= start and not line.text[h.end : start].strip(" :-")]
    if not before:
        return None
    hit, breaks = before[-1], column_breaks(line)
    near = line.x_at(start) - line.x_at(max(hit.end - 1, 0)) <= _BEFORE_GAP * line.height
    return hit if near and (hit.start == 0 or hit.start in breaks) else None  # its own cell


_BEFORE_GAP = 3.0  # line heights between a date and the label printed after it


def _off_hire(lines: Sequence[Line]) -> bool:
    """ff-9: the page calls itself an off-hire, collection or returns note."""
    for line in lines:
        toks = ph.tokens(line.text)
        if toks and ph.find_phrases(toks, OFF_HIRE_TITLES, column_breaks(line)):
            return True
    return False
