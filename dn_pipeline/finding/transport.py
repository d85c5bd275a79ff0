"""Transport paperwork (ff-4): consignment notes / CMR / bills of lading, weighbridge and
batch tickets, couriers' proofs of delivery, in six languages (en, de, fr, it, es, nl).

Such a document is numbered by its own kind's number: "CMR-Nr.", "Frachtbrief-Nr.", "B/L
No.", "lettre de voiture n°" on a consignment note; "Ticket No.", "Wiegeschein-Nr.", "N° de
pesée", "Nº pesada", "Weegbonnummer" on a weighbridge ticket; the tracking / shipment number
("Track & trace", "N° de suivi", "Sendungsnummer") on a courier's proof of delivery. Those
labels are the document number's only when the page's title says it is of that kind: on a
delivery note, a tracking or CMR number is a reference to another document.

Stamps that say which copy a sheet is ("SUPPLIER COPY", "Original", "Durchschlag",
"Exemplaar klant") are never a company name nor a party's label; a numbered box of a CMR
("1 Expéditeur", "16 Transporteur") is labelled by its words, not its box number.
"""

from __future__ import annotations

import re

from dn_pipeline.finding import lexicon as lx
from dn_pipeline.finding import phrases as ph

# --- the kinds of transport paperwork, by title ----------------------------------------------

CONSIGNMENT_TITLES: tuple[tuple[str, ...], ...] = (
    ("cmr",), ("frachtbrief",), ("ladeschein",), ("lettre", "de", "voiture"),
    ("lettera", "di", "vettura"), ("carta", "de", "porte"), ("vrachtbrief",),
    ("consignment", "note"), ("waybill",), ("way", "bill"), ("air", "waybill"),
    ("bill", "of", "lading"), ("connote",),
)  # fmt: skip
WEIGH_TITLES: tuple[tuple[str, ...], ...] = (
    ("weighbridge", "ticket"), ("weighbridge", "docket"), ("weigh", "ticket"),
    ("weighing", "ticket"), ("weight", "ticket"), ("scale", "ticket"), ("batch", "ticket"),
    ("concrete", "docket"), ("concrete", "ticket"), ("wiegeschein",), ("wageschein",),
    ("wiegekarte",), ("wiegenote",), ("ticket", "de", "pesee"), ("bon", "de", "pesee"),
    ("ticket", "de", "pesage"), ("bon", "de", "pesage"), ("scontrino", "di", "pesata"),
    ("ticket", "di", "pesata"), ("bolla", "di", "pesata"), ("scontrino", "di", "pesatura"),
    ("ticket", "di", "pesatura"), ("ticket", "de", "bascula"),
    ("ticket", "de", "pesada"), ("vale", "de", "bascula"), ("weegbon",), ("weegbrief",),
    ("weegticket",), ("betonbon",),
)  # fmt: skip
POD_TITLES: tuple[tuple[str, ...], ...] = (
    ("proof", "of", "delivery"), ("delivery", "receipt"), ("delivery", "confirmation"),
    ("zustellnachweis",), ("ablieferbeleg",), ("abliefernachweis",), ("zustellbeleg",),
    ("empfangsbestatigung",), ("lieferbestatigung",), ("preuve", "de", "livraison"),
    ("recepisse", "de", "livraison"), ("recepisse",), ("accuse", "de", "livraison"),
    ("prova", "di", "consegna"), ("ricevuta", "di", "consegna"), ("conferma", "di", "consegna"),
    ("justificante", "de", "entrega"), ("comprobante", "de", "entrega"),
    ("acuse", "de", "entrega"), ("recibo", "de", "entrega"), ("prueba", "de", "entrega"),
    ("afleverbewijs",), ("ontvangstbewijs",),
    ("bewijs", "van", "aflevering"), ("afleverbevestiging",), ("ontvangstbevestiging",),
)  # fmt: skip
_TITLES: dict[tuple[str, ...], str] = {
    **{t: "consignment" for t in CONSIGNMENT_TITLES},
    **{t: "weigh" for t in WEIGH_TITLES},
    **{t: "pod" for t in POD_TITLES},
}

# --- each kind's own number -----------------------------------------------------------------

_CONSIGNMENT_HEADS: tuple[tuple[str, ...], ...] = (
    *CONSIGNMENT_TITLES, ("b", "l"), ("bol",), ("awb",), ("lading",), ("lv",), ("ldv",),
    ("consignment",), ("con", "note"), ("vettura",), ("porte",),
)  # fmt: skip
_WEIGH_HEADS: tuple[tuple[str, ...], ...] = (
    *WEIGH_TITLES, ("ticket",), ("docket",), ("weighbridge",), ("weighing",), ("wiegung",),
    ("wagung",), ("pesee",), ("pesage",), ("pesata",), ("pesatura",), ("scontrino",),
    ("pesada",), ("bascula",), ("weging",),
)  # fmt: skip
_TRACKING_HEADS: tuple[tuple[str, ...], ...] = (
    ("tracking",), ("track", "trace"), ("track", "and", "trace"), ("sendung",),
    ("sendungsverfolgung",), ("suivi",), ("envoi",), ("expedition",), ("colis",),
    ("tracciamento",), ("spedizione",), ("seguimiento",), ("expedicion",), ("envio",),
    ("zending",), ("verzending",), ("shipment",), ("parcel",), ("consignment",), ("waybill",),
)  # fmt: skip
# Heads that name an identifier on their own ("Track & trace  9551/D", "Tracking: 1Z…").
_TRACKING_ALONE: tuple[tuple[str, ...], ...] = (
    ("tracking",), ("track", "trace"), ("track", "and", "trace"), ("tracking", "code"),
    ("tracking", "id"), ("sendungsverfolgung",),
)  # fmt: skip

FAMILY_LABELS: dict[str, dict[tuple[str, ...], str]] = {
    "consignment": lx.with_numbers(_CONSIGNMENT_HEADS, "consignment"),
    "weigh": lx.with_numbers(_WEIGH_HEADS, "weigh"),
    "pod": {
        **lx.with_numbers(_TRACKING_HEADS, "pod"),
        **{head: "pod" for head in _TRACKING_ALONE},
    },
}
# Every family's labels: a line holding one is a label line, not a value line.
EVERY_LABEL: dict[tuple[str, ...], str] = {
    k: v for labels in FAMILY_LABELS.values() for k, v in labels.items()
}

# Transport titles that name a delivery document (doc_type): not the short codes ("CMR",
# "AWB"), which a delivery note prints beside a reference.
DN_TITLES: tuple[tuple[str, ...], ...] = tuple(t for t in _TITLES if len(t) > 1 or len(t[0]) >= 7)


def family(title: str) -> str:
    """The transport kind the page's title line names ("" for none)."""
    toks = ph.tokens(title)
    hits = ph.find_phrases(toks, _TITLES) if toks else []
    return hits[0][2] if hits else ""


# --- copy stamps ----------------------------------------------------------------------------

_COPY_WORDS = frozenset(
    {
        "copy", "copies", "original", "duplicate", "triplicate", "kopie", "durchschlag",
        "ausfertigung", "zweitschrift", "copie", "duplicata", "exemplaire", "copia",
        "originale", "duplicato", "duplicado", "ejemplar", "exemplaar", "afschrift",
        "origineel", "doorslag", "exemplar",
    }
)  # fmt: skip
# Whose copy a stamp names, and other words a stamp is made of.
_STAMP_WORDS = frozenset(
    {
        "supplier", "customer", "client", "driver", "office", "file", "accounts", "account",
        "carrier", "consignee", "sender", "shipper", "receiver", "recipient", "vendor", "buyer",
        "white", "yellow", "pink", "blue", "green", "for", "the", "de", "du", "la", "le", "del",
        "di", "per", "il", "el", "les", "des", "het", "der", "die", "das", "van", "pour",
        "para", "voor", "fur", "und", "and", "lieferant", "kunde", "kunden", "fahrer",
        "empfanger", "absender", "buchhaltung", "fournisseur", "chauffeur", "transporteur",
        "destinataire", "expediteur", "fornitore", "cliente", "autista", "vettore",
        "destinatario", "mittente", "proveedor", "conductor", "transportista", "remitente",
        "leverancier", "klant", "vervoerder", "afzender", "ontvanger", "copy",
        "1", "2", "3", "4", "i", "ii", "iii", "no", "nr", "n",
    }
)  # fmt: skip


def is_copy_stamp(text: str) -> bool:
    """``text`` is a stamp naming which copy the sheet is ("SUPPLIER COPY", "Original",
    "Exemplaire client", "Copia per il vettore"), not a name or a party's label."""
    toks = [t.t for t in ph.tokens(text)]
    if not toks or len(toks) > 5:
        return False
    toks = [_copy_compound(t) for t in toks]
    return any(t in _COPY_WORDS for t in toks) and all(
        t in _COPY_WORDS or t in _STAMP_WORDS for t in toks
    )


def _copy_compound(word: str) -> str:
    """ff-13: a copy word with whose copy it is in front, one word ("Kundenexemplar",
    "Fahrerkopie", "Lieferantenexemplar"), as the copy word."""
    for copy in ("exemplar", "kopie", "durchschlag", "ausfertigung"):
        if word.endswith(copy) and word[: -len(copy)] in _STAMP_WORDS | _COMPOUND_HEADS:
            return copy
    return word


_COMPOUND_HEADS = frozenset({"lieferanten", "empfangers", "absenders", "fahrer", "buro"})


# --- numbered boxes -------------------------------------------------------------------------

_BOX_NUMBER = re.compile(r"^\s*(?=[0-9lI]{0,1}[0-9])[0-9lI]{1,2}[.)]?\s+(?=[^\W\d_])")


def box_label_start(text: str) -> int:
    """Where a numbered box's label starts ("1 Expéditeur", "16 Transporteur", OCR's "l6"),
    0 when the text does not start with a box number."""
    m = _BOX_NUMBER.match(text)
    return m.end() if m else 0


def box_tokens(text: str, toks: list[ph.Tok]) -> int:
    """How many of ``toks`` (``text``'s) are a numbered box's number ("16 Transporteur": one)."""
    start = box_label_start(text)
    return sum(1 for t in toks if t.end <= start) if start else 0
