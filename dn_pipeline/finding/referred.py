"""Whose number a labelled number is, when it is another's than the page's own document: a
courier's consignment number on a supplier's note, the delivery note an invoice prints, the
invoices a credit note or a statement refers to, an original document named as such ("Orig.
Packing Slip"), a weighbridge ticket's number on a delivery ticket, the receiving site's
goods-received number stamped on a note, a warehouse's picking list; and a packing slip's
"Shipment No.", which is its own. ``core._number`` drops or re-kinds these candidates; the
rules are ff-14's to ff-16's.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from dn_pipeline.finding import lexicon as lx
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


# ff-16: a warehouse's picking document ("Picking List No.", "Pick Ticket", "Kommissionier-Nr.",
# "Nº picking", "Liste de préparation"): its number is the warehouse's, not the note's
_PICKING = frozenset(
    {"picking", "pick", "pickliste", "picklist", "kommissionier", "kommissionierung",
     "kommissionierliste", "preparation", "preparazione"}
)  # fmt: skip
_SHIPMENT_NUMBER = frozenset({"no", "nr", "number", "#", "num", "numero", "nummer"})


def picking(candidate: Candidate, lines: Sequence[Any], segs: Sequence[Any]) -> bool:
    """The candidate's label, or the word printed right before it, names a picking list."""
    label = {t.t for t in ph.tokens(candidate.label)}
    titled = candidate.rule == "title_number"  # its line is among the segments
    before = _word_before(candidate, segs if titled else lines, titled=titled)
    return bool(label & _PICKING) or before in _PICKING


_PICKING_TITLE = _PICKING | {"list", "liste", "lista", "ticket", "slip", "note"}


def picking_page(segs: Sequence[Any]) -> bool:
    """ff-16: the page is a picking document itself: a segment is its title alone ("Picking
    List", "Pick Ticket"), so its picking number is its own."""
    for seg in segs:
        words = {t.t for t in ph.tokens(seg.text)}
        if words & _PICKING and words <= _PICKING_TITLE:
            return True
    return False


def shipment(candidate: Candidate, lines: Sequence[Any]) -> bool:
    """ff-16: "Shipment No." / "Shipment #": on a titled delivery note or packing slip, the
    number of the shipment the page is (an ERP's or web shop's own), not a carrier's; unless
    its line names the carrier ("Courier: DPD   Shipment No.: 0034…")."""
    toks = [t.t for t in ph.tokens(candidate.label)]
    if not (len(toks) == 2 and toks[0] == "shipment" and toks[1] in _SHIPMENT_NUMBER):
        return False
    if not candidate.rule.startswith(("label", "value_prefix")):
        return True
    line = ph.tokens(lines[candidate.line].text)
    return not ph.find_phrases(line, lx.CARRIER_LABELS)


def without_others(
    candidates: list[Candidate], lines: Sequence[Any], title: str, titled: bool, own: str
) -> list[Candidate]:
    """``candidates`` but the numbers of other papers: an original named as such, a site's
    goods-received stamp (on a ``titled`` page), a weighbridge's (on a page that is no
    weighing's: ``own``)."""
    return [
        c
        for c in candidates
        if not original(c, lines)
        and not (titled and received(c, title))
        and not (own != "weigh" and weighbridge(c, lines))
    ]


def picking_ranked(
    candidates: list[Candidate], lines: Sequence[Any], segs: Sequence[Any], rank: float
) -> list[Candidate]:
    """``candidates`` with a picking list's numbers at ``rank`` as kind "picking", unless the
    page is a picking document itself."""
    if picking_page(segs):
        return candidates
    return [
        replace(c, kind="picking", rank=rank) if picking(c, lines, segs) else c for c in candidates
    ]


def original(candidate: Candidate, lines: Sequence[Any]) -> bool:
    """The candidate's label follows a word that says it names the original document."""
    return _word_before(candidate, lines) in _ORIGINAL


def weighbridge(candidate: Candidate, lines: Sequence[Any]) -> bool:
    """The candidate's label is a ticket's or docket's after "WB" / "weighbridge"."""
    label = ph.tokens(candidate.label)
    ticket = bool(label) and label[0].t in ("ticket", "docket", "tkt")
    return ticket and _word_before(candidate, lines) in ("wb", "weighbridge")


def _word_before(candidate: Candidate, lines: Sequence[Any], *, titled: bool = False) -> str:
    """The label word printed right before the candidate's label on its line ("" if none);
    ``titled``: a title's number, whose line is among the segments ``lines`` then are."""
    rules = ("title_number",) if titled else ("label", "value_prefix")
    if not candidate.label or not candidate.rule.startswith(rules):
        return ""  # (a title's number counts its line among the segments, not the lines)
    text = lines[candidate.line].text
    at = text.find(candidate.label)
    before = ph.tokens(text[:at]) if at > 0 else []
    return before[-1].t if before else ""
