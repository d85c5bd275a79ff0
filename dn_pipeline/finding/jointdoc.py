"""ff-10: a delivery note that is also its invoice ("Lieferschein / Rechnung", "Albarán /
Factura", "DDT / Fattura accompagnatoria"): the goods came with it, so it is a delivery
note, and a number label that names both documents ("N.º factura / albarán:", "N. fattura /
DDT:", "Lieferschein / Rechnung Nr.") numbers the note. A plain invoice that prints its
delivery note's number stays an invoice: its number label names one document only.
"""

from __future__ import annotations

import re

from dn_pipeline.finding import lexicon as lx
from dn_pipeline.finding import phrases as ph
from dn_pipeline.finding.carriage import CARRIER_HEADS

BOTH = frozenset({"delivery_note", "invoice"})
_RECEIPTS = frozenset(
    {("receipt",), ("quittung",), ("recu",), ("ricevuta",), ("recibo",), ("kassabon",)}
)
# after a stroke the short codes too ("N° facture / BL:"); not a receipt's words
_DOC_WORDS = {
    **{t: "delivery_note" for t in lx.DN_TITLES if t not in CARRIER_HEADS},
    **{t: "invoice" for t in lx.INVOICE_TITLES if t not in _RECEIPTS},
}
# The stroke between two names of one label (OCR may read a thin "/" as "1", "l" or "I").
_STROKE = re.compile(r"[\s.:°º'’-]*(?:[/|]|\s[1lI]\s)[\s.:°º'’-]*")


def doc_word_after(text: str, toks: list[ph.Tok], last: int) -> tuple[int, str] | None:
    """The other document's word chained by a stroke after a number label that ends at
    token ``last`` ("N.º factura / albarán"): the token index it ends at and its kind."""
    if last >= len(toks) or not _STROKE.fullmatch(text[toks[last - 1].end : toks[last].start]):
        return None
    hits = ph.find_phrases(toks[last : last + 4], _DOC_WORDS)
    if not hits or hits[0][0] != 0:
        return None
    return last + hits[0][1], hits[0][2]


def doc_word_before(text: str, toks: list[ph.Tok], first: int) -> tuple[int, str] | None:
    """The other document's word chained by a stroke before a number label that starts at
    token ``first`` ("Lieferschein / Rechnung Nr."): the token index it starts at, its kind."""
    if first == 0 or not _STROKE.fullmatch(text[toks[first - 1].end : toks[first].start]):
        return None
    lo = max(0, first - 4)
    hits = [h for h in ph.find_phrases(toks[lo:first], _DOC_WORDS) if h[1] == first - lo]
    return (lo + hits[0][0], hits[0][2]) if hits else None


def both_kind(kind: str, other: str) -> str:
    """A label naming a delivery note and an invoice numbers the delivery note."""
    return "delivery_note" if {kind, other} == BOTH else kind


def joint_title(title: str) -> bool:
    """The page's title names a delivery note and an invoice ("Delivery note / Tax invoice",
    "Pakbon / Factuur"): a note that is its invoice, whose invoice number numbers it."""
    toks = ph.tokens(title)
    return bool(toks) and {k for _, _, k in ph.find_phrases(toks, _DOC_WORDS)} == BOTH
