"""A document's number with its date (ff-6): "DDT n. 123 del 12/03/2026", "Documento di
trasporto nr. 45/A del 3 marzo 2026", "Lieferschein 4711 vom 03.07.2026", "BL n° 88 du
03/07/2026", "Pakbon 5521 van 03-07-2026", "Delivery Note 4711 dated 3 July 2026".

The date after the number's "del" / "vom" / "du" / "van" / "dated" is the document's own:
above a bare "Date" label's (and an order or confirmation date is never taken). In a header
row of cells ("Documento n. | del"), the date under the "del" cell is the same date.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from dn_pipeline.finding import lexicon as lx
from dn_pipeline.finding import phrases as ph
from dn_pipeline.finding.dates import DateHit
from dn_pipeline.finding.layout import Line, column_breaks
from dn_pipeline.finding.values import EVERY

# The word that joins a number to its date, in the six languages.
OF_DATE = frozenset({"del", "dd", "vom", "du", "van", "dated"})
# Labels that name a document's number: "DDT n.", "Lieferschein", "BL n°", "Documento n.".
_NUMBER_LABELS: dict[tuple[str, ...], str] = {
    **lx.NUMBER_LABELS,
    **lx.BARE_NUMBER_LABELS,
    **lx.GENERIC_LABELS,
    **lx.TITLE_LABELS,
}
_MAX_VALUE_TOKENS = 3

DateBelow = Callable[
    [Sequence[Line], list[list[DateHit]], int, float, float], tuple[int, DateHit] | None
]


def numbered_dates(
    lines: Sequence[Line],
    per_line: list[list[DateHit]],
    date_below: DateBelow,
    number_words: frozenset[int],
) -> tuple[list[tuple[int, DateHit, str]], list[tuple[int, DateHit]]]:
    """(date's line, date, label) of the document number's own date (the number found,
    ``number_words``), and (line, date) of every order's date ("Vs. ordine n. 4711 del
    13/01/2026": the order's, never the delivery's)."""
    out: list[tuple[int, DateHit, str]] = []
    orders: list[tuple[int, DateHit]] = []
    for index, line in enumerate(lines):
        toks = ph.tokens(line.text)
        if not toks or not any(t.t in OF_DATE for t in toks):
            continue
        breaks = column_breaks(line)
        every = ph.find_phrases(toks, EVERY, breaks)
        for first, last, kind in ph.find_phrases(toks, _NUMBER_LABELS, breaks):
            if ph.inside_longer(first, last, every):
                continue  # a part of a longer label: the "n." of "Vs. ordine n."
            if (
                kind in ("bare", "generic")
                and first > 0
                and not ph.break_before(toks, first, breaks)
            ):
                continue  # a number word alone labels only from the start of its column
            if kind in ("invoice", "hire_contract"):
                continue  # an invoice's or a contract's date is not the note's
            found = _after(line, toks, last, per_line[index], breaks)
            label = line.text[toks[first].start : toks[last - 1].end]
            if found is not None:
                value = line.words_between(toks[last].start, found.start)
                if number_words & set(value):
                    out.append((index, found, label))
                continue
            # A header row: the number's cell, then a cell "del" with the date under it.
            if last < len(toks) and toks[last].t in OF_DATE and _alone(toks, last, breaks):
                word = toks[last]
                x0, x1 = line.x_at(word.start), line.x_at(word.end - 1)
                below = date_below(lines, per_line, index, x0, x1 + line.height)
                row = {t.word for t in lines[below[0]].tokens} if below is not None else set()
                if below is not None and number_words & row:
                    out.append((below[0], below[1], label))
        for _, last, _kind in ph.find_phrases(toks, lx.PO_LABELS, breaks):
            found = _after(line, toks, last, per_line[index], breaks)
            if found is not None:
                orders.append((index, found))
        if number_words:
            orders += [
                (index, hit)
                for hit in _others_dates(line, toks, per_line[index], number_words, breaks)
            ]
    return out, orders


def _others_dates(
    line: Line,
    toks: list[ph.Tok],
    hits: list[DateHit],
    number_words: frozenset[int],
    breaks: frozenset[int],
) -> list[DateHit]:
    """ff-17: the dates of another paper's number in a cell ("P1227601 dated 26-Jul-23"
    under "External Document No."): "<number> dated <date>" where the number is not the
    document's own (``number_words``), so the date is that paper's."""
    out = []
    for at in range(1, len(toks) - 1):
        if toks[at].t not in OF_DATE or not any(c.isdigit() for c in toks[at - 1].t):
            continue
        if ph.break_before(toks, at, breaks):
            continue  # "RE2894917      vom  12.12.2026": "vom" heads a cell of its own
        if number_words & set(line.words_between(toks[at - 1].start, toks[at - 1].end)):
            continue
        end = toks[at].end
        out += [h for h in hits if h.start >= end and not line.text[end : h.start].strip(" .:,")]
    return out


def _after(
    line: Line, toks: list[ph.Tok], last: int, hits: list[DateHit], breaks: frozenset[int]
) -> DateHit | None:
    """The date right after "<number> del" on the label's line."""
    for at in range(last + 1, min(last + 1 + _MAX_VALUE_TOKENS, len(toks))):
        if toks[at].t not in OF_DATE:
            continue
        value = toks[last:at]
        if not any(c.isdigit() for t in value for c in t.t):
            return None  # "Lieferschein vom ...": a date label, no number
        if any(ph.break_before(toks, k, breaks) for k in range(last + 1, at + 1)):
            return None  # a column gap between the number and "del": another field
        end = toks[at].end
        for hit in hits:
            if hit.start >= end:
                gap = line.text[end : hit.start]
                return hit if not gap.strip(" .:,") else None
        return None
    return None


def _alone(toks: list[ph.Tok], at: int, breaks: frozenset[int]) -> bool:
    """Token ``at`` is a cell of its own: a column gap before it, and after it the line ends
    or another gap follows."""
    return ph.break_before(toks, at, breaks) and (
        at + 1 == len(toks) or ph.break_before(toks, at + 1, breaks)
    )
