"""Label-to-value rules: document number, PO reference, date (the document type and page
markers are ``titles``).

A value is taken to the right of its label on the same line, or under it (the next line,
within the label's column: a boxed header cell, or a header row of several labels). Every
candidate keeps the words it came from and the label that chose it; the caller ranks them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from dn_pipeline.finding import jointdoc as jd
from dn_pipeline.finding import lexicon as lx
from dn_pipeline.finding import nextline as nl
from dn_pipeline.finding import phrases as ph
from dn_pipeline.finding.before import claimed, value_before
from dn_pipeline.finding.layout import Line, Token, below, column_breaks
from dn_pipeline.finding.titles import spaced_titles
from dn_pipeline.finding.values import EVERY as _EVERY
from dn_pipeline.finding.values import (
    VALUE,
    clean_id,
    in_month_year,
    is_id,
    join_groups,
    labels_value,
    nearest_label,
    placeholder_after,
    right_value,
)


@dataclass(frozen=True, slots=True)
class Candidate:
    value: str
    words: tuple[int, ...]
    rank: float
    label: str
    kind: str
    line: int  # index of the label's line (reading order)
    rule: str


def _below_value(
    lines: Sequence[Line],
    index: int,
    x0: float,
    x1: float,
    spans: Sequence[tuple[float, float]] = (),
) -> tuple[str, tuple[int, ...]] | None:
    """The value under a label's column, else alone on the next line to its right. With the
    header row's label ``spans`` (this label's first), only a value under this label's own
    cell; never the value of a label on the line under it."""
    line = lines[index]
    tokens = below(lines, line, x0, x1)
    if len(spans) > 1:
        tokens = [t for t in tokens if nearest_label(t, spans) == 0]
    held = _where(lines, tokens[0]) if tokens else None
    if held is not None:  # ff-11: nor one a label printed after it names ("4711  Ticket no")
        tokens = [t for t in tokens if not labels_value(held[0], t) and not claimed(held[0], t)]
    tokens.sort(key=lambda t: abs(t.x0 - x0))
    tokens = tokens[:3]
    right = value_line_right(lines, index, x0, x1)
    if right is not None:  # after the column's own cell: not an address line beside it
        tokens += [
            t
            for t in lines[right].tokens[:3]
            if (len(spans) < 2 or nearest_label(t, spans) == 0)
            and not labels_value(lines[right], t)
        ]
    for token in tokens:
        found = _token_value(lines, token)
        if found is not None:
            return found
    return None


def _token_value(lines: Sequence[Line], token: Token) -> tuple[str, tuple[int, ...]] | None:
    """The value a token under a label starts, with the digit groups printed after it."""
    m = VALUE.match(token.t)
    if not m:
        return None
    if not is_id(clean_id(m[0])) or _ocr_code(token.t):
        return _grouped(lines, token) if m.end() == len(token.t) else None
    held = _where(lines, token) if m.end() == len(token.t) else None
    if held is not None:
        line, start = held
        if in_month_year(line.text, start, start + len(token.t)):
            return None  # ff-16: the year of "29 MAR 2024"
        end = start + len(token.t)
        value, stop = join_groups(line, m[0], end)  # "179 440" under "Beleg-Nr."
        if stop != end:
            return clean_id(value), line.words_between(start, stop)
    return clean_id(m[0]), (token.word,)


def _grouped(lines: Sequence[Line], token: Token) -> tuple[str, tuple[int, ...]] | None:
    """ff-10: a value under a label that starts with a group or a code too short to be a
    number on its own ("26 802760", "DN 2026 852785", "BST 25-8593"): read as after a label
    (``right_value``: its groups, one space apart, are one number; a code and its number)."""
    held = _where(lines, token)
    code = (token.t.isalpha() and token.t.isupper()) or _ocr_code(token.t)
    if held is None or not (token.t.isdigit() or code):
        return None
    line, start = held
    after = line.tokens.index(token) + 1
    if len(token.t) > 3 or after >= len(line.tokens):
        return None
    nxt = line.tokens[after]
    if nxt.x0 - token.x1 > _GROUP_GAP * line.height:
        return None  # the next column's
    return right_value(line, start)


_GROUP_GAP = 0.9  # a single space, in line heights


def _ocr_code(text: str) -> bool:
    """ff-14: a code of capitals OCR put a digit in ("0RD 48809", "B5T 163435"): read with
    the number after it, never as a value of its own."""
    return (
        len(text) <= 3
        and text.isalnum()
        and not text.isalpha()
        and text.isupper()
        and text.translate(ph.AS_LETTER).isalpha()
    )


def _where(lines: Sequence[Line], token: Token) -> tuple[Line, int] | None:
    """The line of ``lines`` that holds ``token``, and where in its text the token starts."""
    for line in lines:
        if token in line.tokens:
            return line, line.starts[line.tokens.index(token)]
    return None


def _placeholder_below(lines: Sequence[Line], index: int, x0: float, x1: float) -> bool:
    """The value nearest under a label's column is a placeholder ("TBC" in a header row)."""
    tokens = sorted(below(lines, lines[index], x0, x1), key=lambda t: abs(t.x0 - x0))
    held = _where(lines[index + 1 : index + 4], tokens[0]) if tokens else None
    return held is not None and placeholder_after(*held)


def _cell_value(
    lines: Sequence[Line], index: int, x0: float, x1: float
) -> tuple[str, tuple[int, ...]] | None:
    """The value in the cell under a label that is a cell of its own (stacked fields, grids,
    boxed headers): the first token of the next line down whose box overlaps the label's."""
    line = lines[index]
    tokens = [t for t in below(lines, line, x0, x1, reach=1.6) if t.x1 >= x0 and t.x0 <= x1]
    tokens.sort(key=lambda t: t.x0)
    for token in tokens[:1]:
        return _token_value(lines, token)
    return None


def value_line_right(
    lines: Sequence[Line], index: int, x0: float, x1: float | None = None
) -> int | None:
    """The next line, when it holds only a value to the right of the label (no label of its
    own, starting right of the label's left edge): a value right-aligned on the next line.
    With the label's right edge ``x1``, when the label ends its line: also a line beside it
    on its row (ff-15, ``_beside``)."""
    line = lines[index]
    for at in range(index + 1, min(index + 3, len(lines))):
        other = lines[at]
        if other.y0 <= line.y0 + 0.5 * line.height:
            if x1 is not None and line.x1 <= x1 + line.height and _beside(line, other):
                return at  # ff-15: on the label's row in a larger type, a line of its own
            continue
        if other.y0 - line.y1 > 1.6 * line.height:
            return None
        if other.x0 < x0 - line.height or len(other.tokens) > 4:
            return None
        return None if _has_label(other.text) else at
    return None


_BESIDE = 20.0  # label heights from a label to a value beside it in a larger type


def _beside(line: Line, other: Line) -> bool:
    """``other`` (a line of its own: its type is larger) starts on ``line``'s row right of it,
    not far, its first cell no label: "Fecha entrega" in a form's box, "19-ABR-23" beside it."""
    if not (line.x1 < other.x0 <= line.x1 + _BESIDE * line.height and other.y0 < line.y1):
        return False
    breaks = column_breaks(other)
    return not _has_label(other.text[: min(breaks)] if breaks else other.text)


def _has_label(text: str) -> bool:
    """``text`` holds a label of any kind (``values.EVERY``)."""
    toks = ph.tokens(text)
    return bool(toks) and bool(ph.find_phrases(toks, _EVERY))


def _orden_de_compra(text: str, toks: list[ph.Tok], last: int) -> bool:
    """ff-17: a PO label ending in "O.C." / "OC" is Latin America's orden de compra only
    dotted or whole ("O.C.:", "OC N°"), not two letters of spaced capitals ("R U D D O C K")."""
    tail = toks[last - 1].t
    if tail not in ("c", "oc"):
        return True
    return tail == "oc" or "." in text[toks[last - 2].start : toks[last - 1].end]


def labelled(
    lines: Sequence[Line],
    phrases: dict[tuple[str, ...], str],
    ranks: dict[str, float],
    *,
    header_only: frozenset[str] = frozenset(),
    colon_only: frozenset[str] = frozenset(),
    below_only: frozenset[str] = frozenset(),
    placeholders: bool = False,
    before: bool = False,
) -> list[Candidate]:
    """Values of every label of ``phrases`` on the page (right first, else below; kinds of
    ``below_only`` only below). With ``placeholders``, a label followed by one ("TBC", "as
    per phone", "-") gives an empty candidate: the page says it has no such value. With
    ``before``, a label with no value after or under it takes the one printed right before
    it (ff-11, ``before.value_before``)."""
    out: list[Candidate] = []
    every = _EVERY
    table = _table_top(lines)
    for index, line in enumerate(lines):
        toks = ph.tokens(line.text)
        if not toks:
            continue
        breaks = column_breaks(line)
        hits = ph.find_phrases(toks, phrases, breaks)
        if not hits:
            continue
        all_hits = ph.find_phrases(toks, every, breaks)
        header_row = len(all_hits) >= 2 and not any(c.isdigit() for c in line.text)
        all_hits = ph.chained(line.text, toks, all_hits)  # ff-9: "Nr. / N°" is one label
        single = frozenset(hits)
        hits = ph.chained(line.text, toks, hits, ranks)
        for first, last, kind in hits:
            if kind in jd.BOTH:
                # ff-10: "N.º factura / albarán:", "Lieferschein / Rechnung Nr.": one label
                after_doc = jd.doc_word_after(line.text, toks, last)
                before_doc = jd.doc_word_before(line.text, toks, first)
                if after_doc is not None:
                    last, kind = after_doc[0], jd.both_kind(kind, after_doc[1])
                if before_doc is not None:
                    first, kind = before_doc[0], jd.both_kind(kind, before_doc[1])
            if ph.inside_longer(first, last, all_hits):
                continue  # a part of a longer label of another kind: "N° de bon de commande"
            if kind in _CELL_KINDS and first > 0 and not ph.break_before(toks, first, breaks):
                continue  # a number word alone labels only from the start of its column
            glued = line.text[toks[last - 1].end : toks[last - 1].end + 2]
            if kind == "bare" and glued[:1] == "-" and glued[1:].isalpha():
                continue  # ff-13: "N-PS 762", a number plate's town, not "N°"
            start, end = toks[first].start, toks[last - 1].end
            after = toks[last].t if last < len(toks) else ""
            if after == "box" and kind == "po":
                continue  # ff-17: "P.O. Box 690": a post office box, an address
            if kind == "po" and not _orden_de_compra(line.text, toks, last):
                continue
            if after in _SELLER and ph.COLON.match(line.text, toks[last].end):
                # "Nº albarán proveedor:", "Bon de livraison vendeur:": the seller's own
                end, after = toks[last].end, toks[last + 1].t if last + 1 < len(toks) else ""
            both = _AND_DATE.match(ph.fold(line.text), end)
            if both:
                end = both.end()  # "P.O. No. & Date": the number, then its date
            elif after in lx.DATE_WORD_SET and _attached(line, toks, last):
                continue  # "Order Date", "Invoice date": a date label, not a number's
            if line.text[end : end + 1] in ("-", "/") and line.text[end + 1 : end + 2].isdigit():
                # "PO-57551": a value that names its own kind, weaker than a label's value
                # ("Réf. client: PO-70604" is the customer's reference, not a "PO" label).
                # ff-9: after a number word the code is the value's ("Nr.: WTN-2026-96720")
                numbered = toks[first].t in lx.NUMBER_WORD_SET and last - first > 1
                code = line.text[toks[first + 1].start : toks[first + 1].end] if numbered else ""
                if numbered and not code.isalpha():
                    continue  # "Nr. L5-2026-…", "Nr. B1-546070": "LS" or "L5"? not settled
                at = toks[first + 1].start if numbered else start
                if not numbered and start > 1 and line.text[start - 1] in "-/":
                    # ff-12: "2024-PO-1524": the kind's word inside a value, which starts
                    # with the code before it
                    at = _word_start(line.text, start)
                m = VALUE.match(line.text, at)
                value = clean_id(m[0]) if m else ""
                if m and is_id(value):
                    words = line.words_between(m.start(), m.end())
                    rank = ranks.get("bare" if numbered else kind, 1.0) - 0.5
                    label = line.text[start : toks[first].end] if numbered else ""
                    out.append(Candidate(value, words, rank, label, kind, index, "value_prefix"))
                continue
            stop = min((toks[a].start for a, _, _ in all_hits if a >= last), default=len(line.text))
            label = line.text[start:end]
            rank = ranks.get(kind, 1.0)
            if placeholders and (
                placeholder_after(line, end)
                # "Uw bestelling: n.v.t.": the "n" the label ends in is the placeholder's
                or (last - first > 1 and placeholder_after(line, toks[last - 1].start))
            ):
                out.append(Candidate("", (), rank, label, kind, index, "placeholder"))
                continue
            colon = ":" in line.text[end : end + 3] or "#" in line.text[end : end + 3]
            colon = colon or _LEADER_COLON.match(line.text, end) is not None  # "ALB.....:"
            right = not (kind in colon_only and not colon) and kind not in below_only
            found = right_value(line, end) if right else None
            rule = "label_right"
            cell = last == len(toks) or ph.break_before(toks, last, breaks)
            if found is None and kind in _CELL_KINDS and cell and index < table:
                # A number word or document word alone in its cell ("Nummer", "Documento",
                # "N° bordereau" over its value): the value in the cell under it.
                found = _cell_value(lines, index, line.x_at(start), line.x_at(end - 1))
                rule = "label_below"
            if (
                found is None
                # ff-8: a number word heading a header row's first cell ("Nr.  Datum  Ihre
                # Bestellung" over "PK980938  27.12.2025  IO613409")
                and (kind not in _CELL_KINDS or (header_row and first == 0 and index < table))
                and (kind not in header_only or header_row)
            ):
                x0 = line.x_at(start)
                x1 = line.x_at(stop - 1) if stop < len(line.text) else x0 + 8 * line.height
                # (a label in several languages: under its own last letter, not the next word)
                x1 = max(x1, line.x_at(end if (first, last, kind) in single else end - 1))
                if placeholders and _placeholder_below(lines, index, x0, x1):
                    out.append(Candidate("", (), rank, label, kind, index, "placeholder"))
                    continue
                spans = [(x0, line.x_at(end - 1))] + [
                    (line.x_at(toks[a].start), line.x_at(toks[b - 1].end - 1))
                    for a, b, _ in all_hits
                    if (a, b) != (first, last)
                ]
                found = _below_value(lines, index, x0, x1, spans)
                rule = "label_below"
            if (
                found is None
                and index < table
                and (kind not in header_only or header_row)
                and (kind not in colon_only or colon)
                and nl.ends_line(line, end)
            ):
                # ff-7: the label ends its line, its value stands alone on the next one
                found = nl.next_line_value(lines, index, line.x_at(start))
                rule = "label_next_line"
            if (
                found is None
                and before
                and kind not in _CELL_KINDS
                and kind not in header_only
                and kind not in below_only
            ):
                found = value_before(line, start, end)  # ff-11: "68095/26  Delivery note no."
                rule = "label_before"
            if found and (kind != "ticket" or _ticket_number(found[0])):
                out.append(Candidate(found[0], found[1], rank, label, kind, index, rule))
    return out


# ff-15: a dotted leader and a colon after a label ("N° ALB........:"): a colon
_LEADER_COLON = re.compile(r"\s*\.{2,}\s*:")


def _word_start(text: str, at: int) -> int:
    """Where the printed word holding ``at`` starts (after a space or a colon)."""
    while at > 0 and not text[at - 1].isspace() and text[at - 1] != ":":
        at -= 1
    return at


# A number label's seller word before its colon (a marketplace's or portal's print names
# whose number it is): the label goes on to the colon.
_SELLER = frozenset(
    {"supplier", "vendor", "seller", "lieferant", "verkaufer", "fournisseur", "vendeur",
     "fornitore", "venditore", "proveedor", "vendedor", "leverancier", "verkoper"}
)  # fmt: skip
# "No. & Date", "Nr. und Datum", "n° et date", "nº y fecha": one label for two values.
_AND_DATE = re.compile(r"[\s.]*(?:&|\+|and|und|et|e|y|en)[\s.]*(?:date|datum|data|fecha)\b")


# Labels that take a value under them only when they are a cell of their own.
_CELL_KINDS = frozenset({"bare", "generic", "ticket"})  # ff-9: "ticket"
# Column heads of an items table (quantity, description): a line of them, with no digit,
# heads the items.
TABLE_HEADS: dict[tuple[str, ...], str] = {
    k: "column"
    for k in (
        ("qty",), ("quantity",), ("menge",), ("anzahl",), ("qte",), ("quantite",),
        ("quantita",), ("q", "ta"), ("qta",), ("cant",), ("cantidad",), ("aantal",),
        ("hoeveelheid",), ("description",), ("bezeichnung",), ("beschreibung",),
        ("designation",), ("descrizione",), ("descripcion",), ("omschrijving",),
    )
}  # fmt: skip


def _table_top(lines: Sequence[Line]) -> int:
    """The index of the items table's header line, or past the last line: a cell label
    above it heads a field, one in it heads a column of item lines."""
    for index, line in enumerate(lines):
        toks = ph.tokens(line.text)
        if (
            len(toks) >= 2
            and not any(c.isdigit() for c in line.text)
            and ph.find_phrases(toks, TABLE_HEADS)
        ):
            return index
    return len(lines)


def _attached(line: Line, toks: list[ph.Tok], index: int) -> bool:
    """Token ``index`` follows the one before it as a word of the same label (no column gap)."""
    gap = line.x_at(toks[index].start) - line.x_at(max(toks[index - 1].end - 1, 0))
    return gap <= 1.2 * line.height


def _ticket_number(value: str) -> bool:
    """ff-9: a ticket word's value is a ticket's number: four digits or more, at its start or
    after a letter code glued to it ("LS087781"); not a load's count ("Ticket: 727")."""
    head = value.split()[0] if value.split() else ""
    return sum(c.isdigit() for c in head) >= 4 and any(c.isdigit() for c in head[:4])


def best(candidates: Sequence[Candidate]) -> Candidate | None:
    if not candidates:
        return None
    return max(candidates, key=lambda c: (c.rank, -c.line))


def spaced_title_values(lines: Sequence[Line], ranks: dict[str, float]) -> list[Candidate]:
    """The number printed after a spaced-out title ("B O N D E L I V R A I S O N 4711")."""
    out: list[Candidate] = []
    for index, line in enumerate(lines):
        for m, kind in spaced_titles(line.text):
            if kind not in ("delivery_note", "invoice"):
                continue
            found = right_value(line, m.end())
            if found is not None:
                label = f"title_{kind}"
                rank = ranks.get(label, 2.0)
                out.append(Candidate(found[0], found[1], rank, m[0], label, index, "label_right"))
    return out
