"""A number in the title with no label (ff-9): "Betonlieferschein 1021877", "DELIVERY TICKET
004512", "Bon de livraison 88231", "Bolla calcestruzzo D824870", or a pre-numbered pad's
number printed alone directly under its title ("Albarán de contenedor" over "830242").

A document-type word in any of the six languages (a delivery note's, a weighbridge or batch
ticket's, a hire or returns note's; a compound ending in one: "Tanklieferschein",
"Containerbon") followed in its column by a number-shaped token, with at most one word of
what the document is about between ("béton", "calcestruzzo", "de contenedor"), is the
document's number when no label numbers the note: ranked below a number word alone ("Nr."),
above a hire contract's number. Not a date, a phone number, a postcode before its town or a
quantity before its unit; five digits or more.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from dn_pipeline.finding import lexicon as lx
from dn_pipeline.finding import phrases as ph
from dn_pipeline.finding.labels import Candidate
from dn_pipeline.finding.layout import Line
from dn_pipeline.finding.paperwork import HIRE_HEADS, OFF_HIRE_TITLES
from dn_pipeline.finding.transport import WEIGH_TITLES
from dn_pipeline.finding.values import (
    EVERY,
    VALUE,
    clean_id,
    is_id,
    join_groups,
    right_value,
    unit_after,
)

RANK = 2.35
_SHORT_CODES = {("dn",), ("bl",), ("ddt",), ("d", "d", "t")}  # they begin values: "BL-1241"
# A short document word that names a document only with what it is about: "Bon de benne",
# "Bolla cassone", "Vale de entrega".
_HEADS = (("bon",), ("bolla",), ("buono",), ("albaran",), ("vale",), ("ticket",), ("docket",))
_TITLES: dict[tuple[str, ...], str] = {
    **{t: "title" for t in lx.DN_TITLES if t not in _SHORT_CODES},
    **{t: "title" for t in WEIGH_TITLES},
    **{t: "title" for t in HIRE_HEADS if len(t) > 1 or len(t[0]) > 7},
    **{t: "title" for t in OFF_HIRE_TITLES},
    **{t: "title" for t in _HEADS},
}
_WEIGH = frozenset(WEIGH_TITLES)
WEIGHED = "title_weigh"  # the kind of a number after a weighbridge ticket's title
# Compounds of a document word ("Betonlieferschein", "Tankschein", "Containerbon"), but not
# a driving licence, a voucher or a ticket to ride ("Führerschein", "Gutschein", "Fahrschein").
_SUFFIXES = ("lieferschein", "schein", "bon", "bolla", "ticket", "docket")
_NOT_DOCS = frozenset(
    {
        "fuhrerschein", "gutschein", "fahrschein", "anschein", "sonnenschein", "augenschein",
        "erbschein", "waffenschein", "jagdschein", "angelschein", "krankenschein",
        "carbon", "charbon", "bonbon", "lisbon", "kassabon",
    }
)  # fmt: skip
# Words between a document word and what it is about: "Bon de benne", "Albarán de obra".
_LINKS = frozenset({"de", "di", "du", "des", "del", "d", "van", "of", "for", "fur", "per"})
_PHONE_WORDS = frozenset({"tel", "fax", "phone", "telefon", "telefono", "tlf", "mob"})
_MIN_DIGITS = 5
_MAX_BELOW = 2.0  # line heights between a title and the number alone under it
# ff-14: title heights below its title a number may stand with nothing between but a barcode
# (drawn, or read as bars): in the title's column, or a barcode's caption on its side
_MAX_GAP = 3.5
_BARS = re.compile(r"[|!lI1¦:]+(?:\s+[|!lI1¦:]+)*")
_ALIGN = 1.5  # its own heights the number's edge may stand off the title's
_BAND = 1.0  # heights the middle of a number beside a title may stand off the title's


def title_numbers(segs: Sequence[Line]) -> list[Candidate]:
    """Numbers a document title prints after it, or alone directly under it."""
    out: list[Candidate] = []
    for index, seg in enumerate(segs):
        toks = ph.tokens(seg.text)
        if not toks:
            continue
        alone = tuple(t.t for t in toks) in lx.ALONE_TITLES  # ff-17: "Sales - Shipment"
        for first, last in [(0, len(toks))] if alone else _titles(toks):
            if any(t.t in _PHONE_WORDS for t in toks[:first]):
                continue
            end = _after_subject(toks, last)
            if _aside(seg.text, toks[last - 1].end):
                end = len(toks)  # ff-17: "DOCUMENTO DI TRASPORTO (D.P.R. 472/96)"
            if end is None:
                continue
            if end < len(toks):
                found = _value_at(seg, toks, end)
            else:
                found = _value_under(segs, index, seg.x_at(toks[first].start))
                found = found or _value_beside(segs, index) or _caption_below(segs, index)
            if found is not None:
                label = seg.text[toks[first].start : toks[last - 1].end]
                # ff-13: a weighbridge ticket's title ("Weegbonnummer WG-2207-31") numbers only
                # a weighbridge ticket (``WEIGHED``): on a delivery note it is a reference
                weighed = tuple(t.t for t in toks[first:last]) in _WEIGH
                kind = WEIGHED if weighed else "title_number"
                out.append(Candidate(*found, RANK, label, kind, index, "title_number"))
    return out


def _aside(text: str, at: int) -> bool:
    """ff-17: what follows a title at ``at`` is an aside in brackets and nothing else (an
    Italian DDT's legal reference, "(D.P.R. 472/96)"; "(Original)"): the title still ends
    its column, so its number may stand under it."""
    rest = text[at:].strip()
    return len(rest) > 2 and rest[0] == "(" and rest[-1] == ")" and rest.count("(") == 1


def title_only(text: str) -> bool:
    """A document's title and nothing else ("*** METER TICKET ***", "Ticket de pesée /
    Weegbon", "Delivery Ticket"): at most three words, the last of them a title's."""
    toks, spans = _text_titles(text)
    if not 0 < len(toks) <= 4 or not spans or spans[-1][1] != len(toks):
        return False
    if len(toks) - len(spans) > 2:
        return False
    a, b = spans[-1]
    return (toks[a].t,) not in _HEADS[:5] or b - a > 1 or a == 0  # "Café Bon" is a name


def title_after(text: str) -> int | None:
    """Where a document title printed after a name begins ("... GmbH & Co. KG
    Flaschenlieferschein"), when the text ends in one; else None."""
    toks, spans = _text_titles(text)
    if spans and spans[-1][1] == len(toks) and spans[-1][0] > 0:
        return toks[spans[-1][0]].start
    return None


@lru_cache(maxsize=4096)
def _text_titles(text: str) -> tuple[list[ph.Tok], list[tuple[int, int]]]:
    toks = ph.tokens(text)
    return toks, _titles(toks)


def _titles(toks: list[ph.Tok]) -> list[tuple[int, int]]:
    spans = [(a, b) for a, b, _ in ph.find_phrases(toks, _TITLES)]
    taken = {k for a, b in spans for k in range(a, b)}
    for at, tok in enumerate(toks):
        if at not in taken and _compound(tok.t):
            spans.append((at, at + 1))
    return sorted(spans)


def _compound(word: str) -> bool:
    if not word.isalpha() or word in _NOT_DOCS:
        return False
    return any(word.endswith(s) and len(word) - len(s) >= 3 for s in _SUFFIXES)


def _after_subject(toks: list[ph.Tok], last: int) -> int | None:
    """The token after a title and what it is about (at most one word, and its links)."""
    at, words = last, 0
    while at < len(toks) and toks[at].t.isalpha():
        word = toks[at].t
        if word in lx.NUMBER_WORD_SET and at == last:  # "Tankschein-Nr. LS916552"
            at += 1
            continue
        if ph.find_phrases(toks[at : at + 1], EVERY):
            break  # a label: "Lieferschein Datum", "Bon de commande"
        if (
            len(word) <= 3
            and word not in _LINKS
            and at + 1 < len(toks)
            and toks[at + 1].t.isdigit()
        ):
            break  # ff-13: a code the number starts with ("… Asphaltmischgut LS 614629")
        if word not in _LINKS:
            words += 1
            if words > 1 or len(word) < 3:
                return None
        at += 1
    return at


def _value_at(seg: Line, toks: list[ph.Tok], at: int) -> tuple[str, tuple[int, ...]] | None:
    start = toks[at].start
    m = VALUE.match(seg.text, start)
    if not m or m.start() != start:
        return None
    if m[0].isalpha() and len(m[0]) <= 3:
        # ff-13: a code and its number ("Lieferschein Asphaltmischgut LS 614629"), else the
        # number after a code that is none ("Bon de livraison BLn° 82374688")
        coded = right_value(seg, start) if m[0].isupper() else None
        if coded is not None and _number_shaped(coded[0]):
            return coded
        return _value_at(seg, toks, at + 1) if at + 1 < len(toks) else None
    joined, stop = join_groups(seg, m[0], m.end())  # ff-10: "Lieferschein 26 754005"
    value = clean_id(joined)
    if not _number_shaped(value) or unit_after(seg.text, stop):
        return None
    rest = ph.tokens(seg.text[stop:])
    if value.isdigit() and rest and rest[0].t.isalpha() and not ph.find_phrases(rest, EVERY):
        return None  # a postcode and its town: "88231 Hollbrook"
    return value, seg.words_between(m.start(), stop)


def _value_under(segs: Sequence[Line], index: int, x0: float) -> tuple[str, tuple[int, ...]] | None:
    """A number alone in its column directly under a title that ends its column, its left
    or right edge under the title's."""
    seg = segs[index]
    for other in segs[index + 1 :]:
        if other.y0 - seg.y1 > _MAX_GAP * seg.height:
            break
        if other.y0 < seg.y0 + 0.5 * seg.height or other.x1 < x0 or other.x0 > seg.x1:
            continue
        if _bars(other.text):
            continue  # ff-14: a barcode between, read as bars
        left, right = abs(other.x0 - min(x0, seg.x0)), abs(other.x1 - seg.x1)
        if min(left, right) > _ALIGN * other.height:
            return None  # not in the title's column: another field's value
        return _number_alone(other)
    return None


def _caption_below(segs: Sequence[Line], index: int) -> tuple[str, tuple[int, ...]] | None:
    """ff-14: a number alone in its band under a title, on the title's side of the page and
    not in its column: a barcode's caption ("Delivery Docket" top right, the barcode under
    it, "DEL738286" centred under the barcode). The first thing below the title on its side
    of the page, with nothing beside it anywhere across the page."""
    seg = segs[index]
    middle = max(s.x1 for s in segs) / 2
    right = (seg.x0 + seg.x1) / 2 > middle
    for other in segs[index + 1 :]:
        if other.y0 - seg.y1 > _MAX_GAP * seg.height:
            break
        if other.y0 < seg.y1 or ((other.x0 + other.x1) / 2 > middle) != right:
            continue
        if _bars(other.text):
            continue
        if any(o is not other and o.y0 < (other.y0 + other.y1) / 2 < o.y1 for o in segs):
            return None  # a row of other things: a field's value
        return _number_alone(other)
    return None


def _bars(text: str) -> bool:
    """A barcode read as text: bars and nothing else ("! | |l| |I||! l||| l||l")."""
    return text.count("|") >= 3 and _BARS.fullmatch(text.strip()) is not None


def _value_beside(segs: Sequence[Line], index: int) -> tuple[str, tuple[int, ...]] | None:
    """ff-13: a number alone at the far end of the title's band ("HUURBON" at the left,
    "48471334" at the right; a pad's printed number across from its title): the one thing
    beside the title in its band, and a number."""
    seg = segs[index]
    middle = (seg.y0 + seg.y1) / 2
    beside = [
        other
        for other in segs
        if other.x0 > seg.x1
        and abs((other.y0 + other.y1) / 2 - middle) <= _BAND * max(seg.height, other.height)
    ]
    if len(beside) != 1:
        return None
    return _number_alone(beside[0], coded=2)  # "LS 614629" across the band


def _number_alone(seg: Line, coded: int = 3) -> tuple[str, tuple[int, ...]] | None:
    """The number ``seg`` holds and nothing else (one token, or digit groups; a code of
    capitals before them in a segment of ``coded`` tokens or more), or None."""
    if len(seg.tokens) != 1:
        return _grouped_under(seg, coded)
    value = clean_id(seg.text.strip())
    if VALUE.fullmatch(seg.text.strip()) and _number_shaped(value):
        return value, (seg.tokens[0].word,)
    return None


def _grouped_under(seg: Line, coded: int = 3) -> tuple[str, tuple[int, ...]] | None:
    """ff-10: a number printed in digit groups alone under the title ("26 238809", "DN
    2026 852785"): every token of the segment one number."""
    first = seg.tokens[0].t
    value, end = first, len(first)
    if first.isalpha() and first.isupper() and len(first) <= 3 and len(seg.tokens) >= coded:
        value, end = f"{first} {seg.tokens[1].t}", seg.starts[1] + len(seg.tokens[1].t)
    value, end = join_groups(seg, value, end)
    value = clean_id(value)
    if end != len(seg.text.rstrip()) or not _number_shaped(value):
        return None
    return value, tuple(t.word for t in seg.tokens)


def _number_shaped(value: str) -> bool:
    return is_id(value) and sum(c.isdigit() for c in value) >= _MIN_DIGITS
