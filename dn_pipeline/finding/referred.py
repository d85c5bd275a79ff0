"""Whose number a labelled number is, when it is another's than the page's own document: a
courier's consignment number on a supplier's note, the delivery note an invoice prints, the
invoices a credit note or a statement refers to, an original document named as such ("Orig.
Packing Slip"), a weighbridge ticket's number on a delivery ticket, the receiving site's
goods-received number stamped on a note. ``core._number`` drops or
re-kinds these candidates; the rules are ff-14's to ff-16's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dn_pipeline.finding import phrases as ph
from dn_pipeline.finding.labels import Candidate

# ff-14: the kinds of a delivery note's number: on an invoice, the note it refers to
NOTE_REFS = frozenset({"delivery_note", "title_delivery_note", "title_number"})
# ff-15: the numbers of the documents another document (a credit note, a statement) refers to
REFERRED = NOTE_REFS | {"invoice", "title_invoice"}
# ff-15: a label after one of these names the document this one refers back to ("Orig.
# Packing Slip 1664230" on a return authorisation, "Ursprüngliche Rechnung" on a credit note)
_ORIGINAL = frozenset(
    {"orig", "original", "originale", "ursprunglich", "ursprungliche", "ursprunglicher",
     "originele", "oorspronkelijke", "originario", "originaria"}
)  # fmt: skip


def consignment(candidate: Candidate) -> bool:
    """A delivery note's number by the English "Consignment No." / "Con Note" label."""
    toks = [t.t for t in ph.tokens(candidate.label)]
    return candidate.kind == "delivery_note" and (
        toks[:1] == ["consignment"] or toks[:2] == ["con", "note"]
    )


def received(candidate: Candidate, title: str) -> bool:
    """ff-16: a goods-received number ("GRN No. 11462", "Goods Received Note 2177") on a page
    whose title is no goods received note: the receiving site's stamp, not the page's number."""
    return _receipt(ph.tokens(candidate.label)) and not _receipt(ph.tokens(title))


def _receipt(toks: Sequence[ph.Tok]) -> bool:
    words = [t.t for t in toks]
    return "grn" in words or any(
        words[i : i + 2] in (["goods", "received"], ["goods", "receipt"])
        for i in range(len(words) - 1)
    )


def original(candidate: Candidate, lines: Sequence[Any]) -> bool:
    """The candidate's label follows a word that says it names the original document."""
    return _word_before(candidate, lines) in _ORIGINAL


def weighbridge(candidate: Candidate, lines: Sequence[Any]) -> bool:
    """The candidate's label is a ticket's or docket's after "WB" / "weighbridge"."""
    label = ph.tokens(candidate.label)
    ticket = bool(label) and label[0].t in ("ticket", "docket", "tkt")
    return ticket and _word_before(candidate, lines) in ("wb", "weighbridge")


def _word_before(candidate: Candidate, lines: Sequence[Any]) -> str:
    """The label word printed right before the candidate's label on its line ("" if none)."""
    if not candidate.label or not candidate.rule.startswith(("label", "value_prefix")):
        return ""  # (a title's number counts its line among the segments, not the lines)
    text = lines[candidate.line].text
    at = text.find(candidate.label)
    before = ph.tokens(text[:at]) if at > 0 else []
    return before[-1].t if before else ""
