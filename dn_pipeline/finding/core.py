"""The finder: words (+ host data) -> a read-shaped result with evidence per field.

Order of decisions: lines and segments; customer blocks; the document type (titles);
the supplier (host data first, else the letterhead); the PO (a host PO found anywhere
first, else labels); the document number (labels, preferring the document type's own; a
carrier's number only when no label numbers the supplier's note, ff-8); the date (arrival >
delivery > document > first date > a carrier's collection, never order / due / print /
expiry dates); page markers. Items, delivery address and tax id come from the embedded
parser's rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from dn_pipeline.finding import (
    Evidence,
    Finding,
    HostData,
    carriage,
    names,
    notnames,
    orderside,
    referred,
    transport,
)
from dn_pipeline.finding import jointdoc as jd
from dn_pipeline.finding import lexicon as lx
from dn_pipeline.finding.datepick import find_date
from dn_pipeline.finding.host import HostHit, match_orders, match_suppliers, named_hit
from dn_pipeline.finding.labels import (
    Candidate,
    best,
    labelled,
    spaced_title_values,
)
from dn_pipeline.finding.layout import group_lines, segments, tokens_of
from dn_pipeline.finding.paperwork import ACCOUNT_LABELS, TICKET_LABELS
from dn_pipeline.finding.supplier import customer_zone, guess, sender_cells
from dn_pipeline.finding.taxid import tax_id
from dn_pipeline.finding.titlenum import WEIGHED, title_numbers
from dn_pipeline.finding.titles import (
    confirmation_title,
    doc_type,
    goes_on,
    packing_title,
    page_marker,
)
from dn_pipeline.finding.values import barcode_captions, clean_id, is_id
from dn_pipeline.readers.base import Word
from dn_pipeline.readers.fieldparse import parse_words

_MAX_STR = 500
_NUMBER_RANKS = {
    "delivery_note": 3.0,
    "invoice": 3.0,
    "document": 3.2,
    "generic": 2.6,
    "bare": 2.4,
    # ff-6: a hire / returns note's own number, just below the page's own kind's label; a
    # hire contract's, below every document label
    "hire": 3.9,
    "hire_contract": 2.2,
    # ff-8: a carrier's number (CMR, consignment, tracking, bill of lading) as a delivery
    # note's, but only when the page prints no number of the supplier's note (below); the
    # shipper's reference on a carrier's paper is the supplier's note
    "carrier": 3.0,
    "shipper_ref": 3.5,
    # ff-9: a ticket's short word alone ("TKT 655824", "Ticket: 004512"): above a hire
    # contract's, below a number word alone
    "ticket": 2.3,
}
_OWN_RANK = 4.3  # above any number label of the page's own kind (3.0 + 1.0)
# ff-16: an order confirmation's order number: below a number word alone ("Nr. OC2388391
# ... Auftragsnr. OC2322495"), above "Our ref"
_CONFIRMED_RANK = 2.1
_PICKING_RANK = 0.42  # ff-16: a picking list's number: below "Our ref", above a weighing's
# ff-8: the numbers of the supplier's note, and a carrier's: the carrier's number is taken
# only when the page prints none of the note's (a haulier's own consignment note has none)
_NOTE_KINDS = frozenset({"delivery_note", "shipper_ref", "title_delivery_note"})
_CARRIER_KINDS = frozenset({"carrier", "title_carrier", "consignment", "pod"})
_CAPTION_RANK = 0.5  # below every labelled number
# "Our ref." on an English note: its number when it labels none (below a barcode's caption).
# Only the English words: an Italian "Ns. rif." is as often the supplier's order.
_OUR_REF: dict[tuple[str, ...], str] = {("our", "ref"): "our_ref", ("our", "reference"): "our_ref"}
_OUR_REF_RANK = 0.45
_WEIGHED_RANK = 0.4  # ff-13: a weighbridge ticket's number, only when nothing else numbers
# ff-7: a customer's reference ("Client Ref", "Kunden-Ref.") below a label naming the
# customer's order: a warehouse's "client" may be the supplier it ships for.
_PO_RANKS = {
    "po": 3.2,
    "buyer_order": 3.1,
    "po_ref": 3.05,
    "order_no": 3.0,
    "po_abbr": 2.0,  # ff-11: "rif." alone
    "order": 1.0,
    "order_word": 1.0,
}
# Order words that may be either side's order ("Order No.", "Bestellnummer", "Pedido"):
# the supplier's own when the page prints a label that names the customer's order.
_EITHER_SIDE = frozenset({"buyer_order", "order_no", "order", "order_word"})
_TITLES = {k: f"title_{v}" for k, v in lx.TITLE_LABELS.items()}
_NUMBER_PHRASES = {**lx.NUMBER_LABELS, **lx.BARE_NUMBER_LABELS, **lx.GENERIC_LABELS}
_NUMBER_PHRASES.update(TICKET_LABELS)  # ff-9: "TKT 655824"


def find(
    words: Sequence[Word],
    *,
    page_width: float,
    page_height: float,
    host: HostData,
    date_order: str,
) -> Finding:
    del page_width
    tokens = tokens_of(words)
    lines = group_lines(tokens)
    if not lines:
        blank = {"doc_type": "blank", "continuation": False, "items": [], "confidence": {}}
        return Finding(result=blank)
    page_height = page_height if page_height > 0 else max(line.y1 for line in lines)
    segs = segments(lines)
    # A name under a "Shipper" / "Absender" cell is the sender's, whatever else is near it.
    senders = sender_cells(segs)
    customer = customer_zone(segs) - set(senders)
    evidence: dict[str, Evidence] = {}
    confidence: dict[str, float] = {}
    base = parse_words([w for w in words if _usable(w)], page_height=page_height)
    result: dict[str, Any] = {
        "items": base.get("items", []),
        "continuation": False,
    }
    if base.get("delivery_address"):
        result["delivery_address"] = base["delivery_address"]

    kind, kind_conf, title_at = doc_type(segs, page_height)
    result["doc_type"] = kind
    titled = kind_conf >= 0.9

    # ff-9: a forwarded e-mail's header never names the supplier, nor an items table's rows
    no_name = customer | notnames.mail_header(segs)
    title = segs[title_at].text if title_at >= 0 else ""
    own = transport.family(title) if title else ""
    # ff-11: on a carrier's consignment note the sender is the supplier, not the carrier
    shipper = frozenset(senders) if own in _CARRIER_KINDS else None
    supplier_id = _supplier(segs, page_height, no_name, host, shipper, result, evidence)
    packing = packing_title(title)
    _po(lines, host, supplier_id, packing, result, evidence)
    _number(lines, segs, kind, titled, own, packing, title, result, evidence)
    po, number = str(result.get("po_number") or ""), str(result.get("document_number") or "")
    if po and number and _same_id(po, number):
        if evidence["po_number"].host_id:
            del result["document_number"], evidence["document_number"]
        else:
            del result["po_number"], evidence["po_number"]

    number_ev = evidence.get("document_number")
    date = find_date(lines, date_order, frozenset(number_ev.words) if number_ev else frozenset())
    if date is not None:
        # ISO only when the printed form has one reading (as every read): the site's
        # order is applied to the raw form by entities.parse_date, as for any reader.
        result["delivery_date"] = date.hit.iso if date.hit.certain else None
        result["delivery_date_raw"] = date.hit.raw[:_MAX_STR]
        conf = {3.2: 0.95, 3.0: 0.95, 2.5: 0.9, 2.0: 0.9}.get(date.rank, 0.6)
        evidence["delivery_date"] = Evidence(
            rule="date_label" if date.label else "first_date",
            words=date.words,
            label=date.label,
            confidence=conf,
        )

    tax = tax_id(segs, customer)
    if tax is not None:
        result["supplier_tax_id"] = tax[0]
        evidence["supplier_tax_id"] = Evidence(
            rule="tax_label", words=tax[1], label=tax[2], confidence=0.85
        )

    page, total, backward, _ = page_marker(lines)
    if page:
        result["page_number"], result["page_total"] = page, total
    later_page = page > 1
    result["continuation"] = backward or (later_page and not result.get("document_number"))
    for name, ev in evidence.items():
        confidence[name] = ev.confidence
    confidence["doc_type"] = kind_conf
    result["confidence"] = {k: v for k, v in confidence.items() if k in _CONFIDENCE_KEYS}
    return Finding(result=result, evidence=evidence, continues=goes_on(lines))


_CONFIDENCE_KEYS = frozenset(
    {"document_number", "supplier_name", "delivery_date", "po_number", "supplier_tax_id"}
)


def _usable(word: Word) -> bool:
    try:
        return bool(str(word["t"]).strip()) and all(
            float(word[k]) == float(word[k]) and abs(float(word[k])) < 1e12
            for k in ("x0", "y0", "x1", "y1")
        )
    except (KeyError, TypeError, ValueError):
        return False


def _same_id(a: str, b: str) -> bool:
    from dn_pipeline.finding.host import ocr_fold

    return ocr_fold(a) == ocr_fold(b)


def _host_hit(
    field: str,
    hit: HostHit,
    lines: Sequence[Any],
    confidence: float,
    result: dict[str, Any],
    evidence: dict[str, Evidence],
) -> None:
    """A host-data match taken as ``field``: its value, and evidence naming the host record
    and the words of the line it was found on. ff-13: words that match other host records as
    well (``hit.ties``) give what the page prints, not one record's name picked by chance."""
    value = names.trim(lines[hit.line].text) if hit.ties else ""
    result[field] = (value or hit.value)[:_MAX_STR]
    evidence[field] = Evidence(
        rule=hit.rule,
        words=tuple(t.word for t in lines[hit.line].tokens),
        host_id=hit.id,
        confidence=confidence,
        ties=hit.ties,
    )


def _supplier(
    segs: Sequence[Any],
    page_height: float,
    customer: set[int],
    host: HostData,
    shipper: frozenset[int] | None,
    result: dict[str, Any],
    evidence: dict[str, Evidence],
) -> str:
    hits = match_suppliers(host.suppliers, segs, customer) if host.suppliers else []
    if hits:
        # ff-11: the carrier and the sender both suppliers of the site: the sender
        hit = named_hit(hits, segs, shipper) if shipper else hits[0]
        sure = 0.97 if hit.rule == "host_tax_id" else 0.9
        _host_hit("supplier_name", hit, segs, sure, result, evidence)
        return hit.id
    found = guess(segs, page_height, customer | notnames.item_rows(segs), shipper is not None)
    if found is not None:
        result["supplier_name"] = found.name[:_MAX_STR]
        sure = found.score >= 4.0 or found.rule in ("supplier_label", "sender_line")
        evidence["supplier_name"] = Evidence(
            rule=found.rule,
            words=found.words,
            label=found.label,
            confidence=0.85 if sure else 0.6,
        )
    return ""


# The order labels, as the PO's rules read them: on a packing slip that prints no number of
# its own, the shop's order number it packs ("Order No.", "Bestellung Nr.") is its number.
_ORDER_ARGS: dict[str, Any] = {
    "header_only": frozenset({"order", "order_word"}),
    "colon_only": frozenset({"order"}),
    "below_only": frozenset({"order_word"}),
}
_PACKED_ORDER_RANK = 0.4  # below every other number, a barcode's caption too


def _po(
    lines: Sequence[Any],
    host: HostData,
    supplier_id: str,
    packing: bool,
    result: dict[str, Any],
    evidence: dict[str, Evidence],
) -> None:
    hits = match_orders(host.purchase_orders, lines, supplier_id) if host.purchase_orders else []
    if hits:
        _host_hit("po_number", hits[0], lines, 0.95, result, evidence)
        return
    candidates = labelled(
        lines, lx.PO_LABELS, _PO_RANKS, placeholders=True, before=True, **_ORDER_ARGS
    )
    candidates = [c for c in candidates if c.kind != "own"]
    if candidates:  # ff-11: a customer's or account number is never the PO
        account = labelled(lines, ACCOUNT_LABELS, {"account": 1.0}, before=True)
        taken = [c.value for c in account]  # by value: an OCR box may hold both
        candidates = [c for c in candidates if not any(_same_id(c.value, t) for t in taken)]
    if orderside.names_customer_order(lines):
        # "Ihre Bestell-Nr." beside a shop's "Bestellnummer", "Your Reference" (even empty)
        # beside "Order Number": the order word is the supplier's own order.
        candidates = [c for c in candidates if c.kind not in _EITHER_SIDE]
    elif packing:
        # ff-8: a shop's packing slip numbers the shop's order ("Order No.", "Pedido #",
        # "Commande N°"): the supplier's order, not the PO ("Order Ref." may be the buyer's)
        candidates = [c for c in candidates if not orderside.shop_order(c)]
    found = best(candidates)
    if found is not None and found.value:  # "PO: TBC" is no PO, nor the number near it
        result["po_number"] = found.value[:_MAX_STR]
        evidence["po_number"] = Evidence(
            rule=found.rule,
            words=found.words,
            label=found.label,
            confidence=0.85 if found.rank >= 3 else 0.6,
        )


def _number(
    lines: Sequence[Any],
    segs: Sequence[Any],
    kind: str,
    titled: bool,
    own: str,
    packing: bool,
    title: str,
    result: dict[str, Any],
    evidence: dict[str, Evidence],
) -> None:
    ranks = dict(_NUMBER_RANKS)
    if kind in ranks:
        ranks[kind] += 1.0  # the document's own number before one it refers to
    ranks["carrier"] = ranks["delivery_note"]  # ff-8: as before, when no note's number
    candidates = labelled(lines, _NUMBER_PHRASES, ranks, before=True)
    candidates += labelled(lines, lx.ALB_LABELS, ranks, colon_only=frozenset(ranks))  # ff-15
    titles = _TITLES
    title_ranks = {f"title_{k}": 2.0 + (0.5 if k == kind else 0.0) for k in ranks}
    title_ranks["title_carrier"] = title_ranks["title_delivery_note"]  # ff-8: as before
    candidates += labelled(lines, titles, title_ranks, header_only=frozenset(title_ranks))
    candidates += spaced_title_values(lines, title_ranks)
    titled_numbers = title_numbers(segs)  # ff-9: "Betonlieferschein 1021877"
    candidates += [c for c in titled_numbers if own == "weigh" or c.kind != WEIGHED]
    # A barcode's caption ("*DN26-03496*"): the number, when no label names one.
    candidates += [
        Candidate(clean_id(value), (word,), _CAPTION_RANK, "", "barcode", at, "barcode_caption")
        for value, at, word in barcode_captions(lines)
        if is_id(clean_id(value))
    ]
    candidates += labelled(lines, _OUR_REF, {"our_ref": _OUR_REF_RANK})
    if own:
        # A consignment note's, weighbridge ticket's or proof of delivery's own number
        # ("CMR-Nr.", "N° de pesée", "Track & trace"), on a page titled as one: before a
        # delivery note's number it refers to.
        candidates += labelled(lines, transport.FAMILY_LABELS[own], {own: _OWN_RANK})
        if own in _CARRIER_KINDS:  # "Reference 1" on a parcel receipt: the shipper's
            candidates += labelled(lines, carriage.FIRST_REFERENCE, _NUMBER_RANKS)
    elif not candidates:
        # ff-13: a weighbridge ticket's number ("Nº pesada", "Weegbonnr.", "Scontrino n.")
        # on a note that labels no number of its own: a site's aggregate, concrete or skip
        # note is numbered by the ticket it was weighed on
        candidates = labelled(lines, transport.FAMILY_LABELS["weigh"], {"weigh": _WEIGHED_RANK})
    # ff-16: "Picking List No.", "Pick Ticket": the warehouse's, taken only when alone
    candidates = referred.picking_ranked(candidates, lines, segs, _PICKING_RANK)
    if own in _CARRIER_KINDS:  # ff-11: the carrier's own number, whatever word labels it
        theirs = {c.value for c in candidates if c.kind == own}
        if any(c.kind in _NOTE_KINDS and c.value not in theirs for c in candidates):
            candidates = [c for c in candidates if c.value not in theirs]
    notes = _NOTE_KINDS
    if own not in _CARRIER_KINDS:
        # ff-14: a number a delivery note's title prints (beside it, under it, under its
        # barcode) is the note's own too, when the page is no carrier's
        notes = notes | {"title_number"}
    if titled and kind == "delivery_note" and own not in _CARRIER_KINDS:
        # ff-14: on a supplier's titled delivery note, "Consignment No." is the courier's
        # ("Courier: DPD  Consignment No: JD0146…"), and a number word alone at the head of
        # its column ("No.", "Nr") numbers the note itself; ff-15: so does a document word's
        # number ("Document No.", "Beleg-Nr.", "Documento A101153")
        candidates = [
            replace(c, kind="carrier") if referred.consignment(c) else c for c in candidates
        ]
        candidates = [  # ff-16: "Shipment #: PS-002650" on a packing slip
            replace(c, kind="delivery_note") if referred.shipment(c, lines) else c
            for c in candidates
        ]
        notes = notes | {"bare", "document", "generic"}
    if any(c.kind in notes for c in candidates):
        candidates = [c for c in candidates if c.kind not in _CARRIER_KINDS]
    if titled and kind == "delivery_note" and not jd.joint_title(title):
        # A delivery note that prints the invoice's number ("Rechnung Nr.", "Nº factura")
        # refers to the invoice: that number is not the note's own.
        candidates = [c for c in candidates if c.kind not in ("invoice", "title_invoice")]
    if titled and kind == "invoice" and not jd.joint_title(title):
        # ff-14: and an invoice that prints its delivery note's number ("DN Ref", "Pakbonnr",
        # "Lieferschein 80012345") refers to the note: that number is not the invoice's own
        candidates = [c for c in candidates if c.kind not in referred.NOTE_REFS]
    po = result.get("po_number")
    if titled and kind == "other":
        # ff-15: a credit note's, quotation's, order confirmation's or statement's own
        # number ("Gutschrift-Nr.", "Conferma n."); the invoices and notes it lists or
        # refers to ("Ursprüngliche Rechnung: INV-…") are not its own
        candidates = [c for c in candidates if c.kind not in referred.REFERRED]
        candidates += labelled(lines, lx.OTHER_NUMBER_LABELS, {"other": _OWN_RANK})
        if confirmation_title(title):  # ff-16: "SO No.: 88335/25" on an order acknowledgement
            confirmed = labelled(lines, lx.CONFIRMED_ORDER_LABELS, {"confirmed": _CONFIRMED_RANK})
            candidates += [c for c in confirmed if not _same_id(c.value, po or "")]
    # an original's, a site's goods-received stamp's, a weighbridge's (ff-15, ff-16)
    candidates = referred.without_others(candidates, lines, title, titled, own)
    candidates = [c for c in candidates if not (po and _same_id(c.value, po))] or candidates
    if packing:  # not the order the page's PO is: that is the customer's
        ranks_packed = dict.fromkeys(_EITHER_SIDE, _PACKED_ORDER_RANK)
        candidates += [
            c
            for c in labelled(lines, lx.PO_LABELS, ranks_packed, **_ORDER_ARGS)
            if c.kind in _EITHER_SIDE and not (po and _same_id(c.value, po))
        ]
    found = best(candidates)
    if found is not None:
        result["document_number"] = found.value[:_MAX_STR]
        evidence["document_number"] = Evidence(
            rule=found.rule,
            words=found.words,
            label=found.label,
            confidence=0.9 if found.rank >= 3 else 0.7 if found.rank >= 1 else 0.5,
        )
