"""A fifth held-out generator of delivery-note pages (``./dev bench finding --corpus fifth``).

The paperwork a general contractor's site office receives: builders' merchants, plant and
tool hire (on-hire / off-hire notes), scaffolding, ready-mix tickets, precast, glazing,
sanitary wholesalers, rebar, roofing, paint, office supplies, PPE and couriers' proofs of
delivery, in English (UK, IE, US, AU), German, French, Italian, Spanish and Dutch. 27
templates; each supplier always sends its own template, so suppliers recur with their own
number series and the site's open POs. Written without sight of the field finder or of the
project's other generators.

``generate(seed, count)`` yields ``(truth, page)``: the truth in the realdocs format plus
host-data distractors (``host_extra_suppliers``, ``host_extra_pos``), the page as
``{words, width, height, path}``. A digital page's words are its text layer (one entry per
word); a scan's or photo's are OCR lines (one entry per printed run, with a confidence and
the confusions of a real engine; a photo is skewed).
"""

from __future__ import annotations

import datetime as dt
import random
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from fifth_data import (
    CUSTOMERS,
    DISTRACTORS,
    ITEMS,
    SITE_STREETS,
    SITES,
    SUPPLIERS,
    Supplier,
    format_date,
)

WIDTH, HEIGHT = 1240, 1754
CHAR = 0.55  # mean glyph width per font size


@dataclass(frozen=True)
class Layout:
    name: str
    lang: str
    title: str
    head: str  # left | center | right | brand (the alias as a logo) | din (window letter)
    style: str  # right | left | rightalign | boxes | above | next | oneline
    fields: tuple[tuple[str, str], ...]  # (role, label)
    forms: tuple[str, ...]  # date forms
    doc_type: str = "delivery_note"
    paper: bool = False  # printed on the spot (a truck's printer): never a digital PDF
    footer_tax: bool = True
    blocks: tuple[str, ...] = ("deliver", "items", "sign")


# fmt: off
LAYOUTS: tuple[Layout, ...] = (
    Layout("uk_merchant", "en", "DELIVERY NOTE", "brand", "boxes",
           (("acct", "Account No"), ("doc", "Delivery Note No"), ("date", "Date"),
            ("po", "Your Order No"), ("branch", "Branch")), ("num", "num2"),
           blocks=("deliver", "invoice", "items", "sign")),
    Layout("uk_offhire", "en", "OFF-HIRE NOTE", "left", "right",
           (("doc", "Off-hire No."), ("date", "Date"), ("contract", "Contract No."),
            ("pdate", "On hire from"), ("po", "Site ref / Job No.")), ("num", "long"),
           doc_type="off_hire"),
    Layout("uk_readymix", "en", "DELIVERY TICKET", "center", "left",
           (("doc", "Ticket No"), ("date", "Date"), ("truck", "Truck"), ("time", "Time loaded"),
            ("po", "Site Ref"), ("acct", "Customer No")), ("abbr", "num"), doc_type="ticket",
           paper=True, footer_tax=False),
    Layout("uk_despatch", "en", "DESPATCH NOTE", "left", "next",
           (("doc", "Despatch Note Number"), ("date", "Despatch Date"),
            ("po", "Customer Order Ref"), ("sorder", "Sales Order"), ("odate", "Order Date")),
           ("long", "num"), blocks=("deliver", "invoice", "items")),
    Layout("uk_rebar", "en", "DELIVERY NOTE", "right", "left",
           (("doc", "Delivery No."), ("date", "Delivery Date"), ("po", "Order No."),
            ("sorder", "Schedule Ref"), ("ticket", "Cert No."), ("weight", "Total weight")),
           ("num", "short")),
    Layout("uk_office", "en", "Delivery Note", "left", "rightalign",
           (("doc", "Delivery Note"), ("date", "Date"), ("sorder", "Web Order"),
            ("po", "Your PO"), ("acct", "Account")), ("num", "weekday"),
           blocks=("invoice", "deliver", "items")),
    Layout("en_pod", "en", "PROOF OF DELIVERY", "brand", "left",
           (("doc", "Consignment No"), ("pdate", "Collected"), ("date", "Delivered"),
            ("po", "Customer Ref"), ("driver", "Driver"), ("pieces", "Pieces")),
           ("num", "short"), doc_type="pod", blocks=("deliver", "sign")),
    Layout("us_lumber", "en", "PACKING SLIP", "left", "boxes",
           (("doc", "Slip #"), ("date", "Date"), ("po", "P.O. #"), ("acct", "Customer #"),
            ("sorder", "Sales Order #")), ("num", "short", "long"),
           blocks=("deliver", "invoice", "items", "sign")),
    Layout("au_scaffold", "en", "DELIVERY DOCKET", "center", "right",
           (("doc", "Docket No"), ("date", "Date"), ("po", "Job No"), ("truck", "Truck Rego"),
            ("time", "Time out")), ("bare", "num")),
    Layout("ie_sanitary", "en", "Delivery Note", "left", "above",
           (("doc", "Docket Number"), ("date", "Date"), ("po", "Your Reference"),
            ("acct", "Account"), ("sorder", "Order Number"), ("odate", "Order Date")),
           ("num", "long")),
    Layout("de_baustoff", "de", "Lieferschein", "din", "right",
           (("doc", "Lieferschein-Nr."), ("date", "Datum"), ("acct", "Kunden-Nr."),
            ("po", "Ihre Bestellung"), ("sorder", "Auftrags-Nr."), ("page", "Seite")),
           ("num", "num2"), blocks=("items", "sign")),
    Layout("de_fertigteile", "de", "LIEFERSCHEIN", "center", "boxes",
           (("doc", "Lieferschein"), ("date", "Lieferdatum"), ("po", "Bestell-Nr."),
            ("sorder", "Auftrag"), ("truck", "Fahrzeug")), ("long", "num")),
    Layout("de_miete", "de", "Mietlieferschein", "left", "left",
           (("doc", "Mietschein-Nr."), ("date", "Datum"), ("contract", "Mietvertrag"),
            ("pdate", "Mietbeginn"), ("po", "Kostenstelle"), ("acct", "Kunde")),
           ("weekday", "num"), doc_type="on_hire"),
    Layout("de_ppe", "de", "Lieferschein", "right", "rightalign",
           (("sorder", "Bestellnummer"), ("odate", "Bestelldatum"),
            ("doc", "Lieferscheinnummer"), ("date", "Lieferdatum"), ("po", "Ihre Bestell-Nr."),
            ("acct", "Kundennummer")), ("num", "bare"), blocks=("invoice", "deliver", "items")),
    Layout("fr_negoce", "fr", "BON DE LIVRAISON", "left", "boxes",
           (("doc", "N° BL"), ("date", "Date"), ("acct", "Code client"),
            ("po", "Votre commande"), ("sorder", "Notre réf.")), ("num", "long"),
           blocks=("deliver", "invoice", "items", "sign")),
    Layout("fr_vitrage", "fr", "Bon de livraison", "center", "next",
           (("doc", "Numéro"), ("date", "Date de livraison"), ("po", "Chantier / réf."),
            ("odate", "Date de commande")), ("weekday", "long")),
    Layout("fr_beton", "fr", "BON DE LIVRAISON BÉTON", "left", "left",
           (("doc", "N° BL"), ("date", "Date"), ("time", "Heure chargement"),
            ("truck", "Toupie"), ("po", "N° chantier"), ("volume", "Volume")), ("num", "dash"),
           doc_type="ticket", paper=True, footer_tax=False),
    Layout("it_ddt", "it", "DOCUMENTO DI TRASPORTO (D.D.T.)", "left", "boxes",
           (("doc", "Numero"), ("date", "Data"), ("acct", "Cod. cliente"),
            ("po", "Vs. ordine n."), ("page", "Pag.")), ("num", "num2"),
           blocks=("deliver", "invoice", "items", "transport", "sign")),
    Layout("it_ferro", "it", "D.D.T.", "brand", "oneline",
           (("doc", "n."), ("date", "del"), ("po", "Rif. commessa"), ("acct", "Cod. cli."),
            ("weight", "Peso netto kg")), ("num", "num2"),
           blocks=("deliver", "items", "transport", "sign")),
    Layout("it_boxes", "it", "DDT", "right", "above",
           (("doc", "Documento n."), ("date", "del"), ("po", "Commessa"),
            ("sorder", "Ns. conferma"), ("odate", "Data conferma"), ("acct", "Cliente")),
           ("num", "long")),
    Layout("es_albaran", "es", "ALBARÁN DE ENTREGA", "left", "right",
           (("doc", "Nº Albarán"), ("date", "Fecha"), ("acct", "Cliente"),
            ("po", "Su pedido"), ("sorder", "Pedido interno")), ("num", "dash")),
    Layout("es_pintura", "es", "Albarán", "center", "left",
           (("doc", "Albarán nº"), ("date", "Fecha"), ("po", "Ref. obra"),
            ("acct", "Cód. cliente"), ("sorder", "Pedido")), ("long", "weekday")),
    Layout("es_alquiler", "es", "ALBARÁN DE ALQUILER", "right", "next",
           (("doc", "Albarán"), ("date", "Fecha de entrega"), ("contract", "Contrato"),
            ("po", "Obra nº"), ("pdate", "Fin previsto")), ("num", "num2"),
           doc_type="on_hire"),
    Layout("es_hormigon", "es", "HOJA DE SUMINISTRO", "left", "boxes",
           (("doc", "Nº Hoja"), ("date", "Fecha"), ("time", "Hora carga"),
            ("truck", "Matrícula"), ("po", "Obra")), ("num", "dash"), doc_type="ticket",
           paper=True),
    Layout("nl_pakbon", "nl", "PAKBON", "din", "rightalign",
           (("doc", "Pakbonnummer"), ("date", "Datum"), ("acct", "Debiteurnr."),
            ("po", "Uw referentie"), ("sorder", "Ordernummer")), ("num", "long"),
           blocks=("items", "sign")),
    Layout("nl_afleverbon", "nl", "Afleverbon", "left", "above",
           (("doc", "Bonnummer"), ("date", "Leverdatum"), ("po", "Werknummer"),
            ("acct", "Klantnr."), ("odate", "Orderdatum"), ("truck", "Kenteken")),
           ("long", "weekday")),
    Layout("nl_steiger", "nl", "LEVERBON STEIGERMATERIAAL", "brand", "left",
           (("doc", "Leverbon"), ("date", "Datum"), ("po", "Projectnr."),
            ("contract", "Huurcontract"), ("pdate", "Huur vanaf")), ("num", "bare"),
           doc_type="on_hire"),
)

LEX: dict[str, dict[str, str]] = {
    "en": {"deliver": "Deliver to:", "invoice": "Invoice to:", "qty": "Qty", "desc": "Description",
           "code": "Code", "unit": "Unit", "received": "Received in good order",
           "name": "Print name", "sign": "Signature", "date": "Date", "tel": "Tel",
           "page": "Page 1 of 1", "transport": "Carrier: own vehicle",
           "tax": "VAT Reg. No.", "reg": "Registered in England No."},
    "de": {"deliver": "Lieferanschrift:", "invoice": "Rechnungsanschrift:", "qty": "Menge",
           "desc": "Bezeichnung", "code": "Art.-Nr.", "unit": "ME",
           "received": "Ware vollständig erhalten", "name": "Name", "sign": "Unterschrift",
           "date": "Datum", "tel": "Tel.", "page": "Seite 1 von 1",
           "transport": "Versand: eigener Lkw", "tax": "USt-IdNr.", "reg": "Amtsgericht HRB"},
    "fr": {"deliver": "Adresse de livraison :", "invoice": "Adresse de facturation :",
           "qty": "Qté", "desc": "Désignation", "code": "Réf.", "unit": "U",
           "received": "Marchandise reçue conforme", "name": "Nom", "sign": "Signature",
           "date": "Date", "tel": "Tél.", "page": "Page 1/1", "transport": "Transport : nos soins",
           "tax": "TVA intracom.", "reg": "SIRET"},
    "it": {"deliver": "Luogo di destinazione:", "invoice": "Destinatario:", "qty": "Q.tà",
           "desc": "Descrizione", "code": "Codice", "unit": "UM",
           "received": "Firma del destinatario", "name": "Firma conducente", "sign": "Firma",
           "date": "Data ritiro", "tel": "Tel.", "page": "Pag. 1 di 1",
           "transport": "Causale del trasporto: VENDITA - Trasporto a cura del: MITTENTE",
           "tax": "P.IVA", "reg": "REA"},
    "es": {"deliver": "Dirección de entrega:", "invoice": "Cliente:", "qty": "Cant.",
           "desc": "Descripción", "code": "Código", "unit": "Ud.", "received": "Recibí conforme",
           "name": "Nombre y DNI", "sign": "Firma", "date": "Fecha", "tel": "Tel.",
           "page": "Página 1 de 1", "transport": "Transportista: medios propios", "tax": "CIF",
           "reg": "Reg. Merc. T"},
    "nl": {"deliver": "Afleveradres:", "invoice": "Factuuradres:", "qty": "Aantal",
           "desc": "Omschrijving", "code": "Artikelnr.", "unit": "Eenh.",
           "received": "Goederen in goede staat ontvangen", "name": "Naam",
           "sign": "Handtekening", "date": "Datum", "tel": "Tel.", "page": "Pagina 1 van 1",
           "transport": "Vervoer: eigen wagen", "tax": "BTW-nr.", "reg": "KvK"},
}
# fmt: on

CONFUSIONS = {
    "0": "O", "O": "0", "1": "l", "l": "1", "I": "1", "5": "S", "S": "5", "8": "B", "B": "8",
    "e": "c", "é": "e", "è": "e", "à": "a", "ä": "a", "ö": "o", "ü": "u", "ß": "B", "2": "Z",
    "6": "b", ".": ",", ",": ".", "/": "l", "-": "~", "º": "o", "°": "o", "ñ": "n",
}  # fmt: skip

_LAYOUTS = {layout.name: layout for layout in LAYOUTS}


@dataclass
class _Item:
    x: float
    y: float
    text: str
    size: float


class _Canvas:
    def __init__(self) -> None:
        self.items: list[_Item] = []

    def put(self, x: float, y: float, text: str, size: float = 20) -> None:
        if text.strip():
            self.items.append(_Item(x, y, text, size))

    def put_right(self, x1: float, y: float, text: str, size: float = 20) -> None:
        self.put(x1 - _width(text, size), y, text, size)

    def put_center(self, y: float, text: str, size: float = 20) -> None:
        self.put((WIDTH - _width(text, size)) / 2, y, text, size)


def _width(text: str, size: float) -> float:
    return len(text) * size * CHAR


def _pattern(rng: random.Random, pattern: str, year: int) -> str:
    text = pattern.replace("{Y}", str(year)).replace("{y}", f"{year % 100:02d}")
    out = []
    for ch in text:
        if ch == "#":
            out.append(str(rng.randint(0, 9)))
        elif ch == "@":
            out.append(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ"))
        else:
            out.append(ch)
    return "".join(out)


def _other_value(rng: random.Random, role: str, lang: str, day: dt.date, form: str) -> str:
    """A value of one of a page's other fields (the distractors around the truth)."""
    if role in ("odate", "pdate"):
        back = day - dt.timedelta(days=rng.randint(1, 21))
        return format_date(back, lang, form if form != "weekday" else "num")
    if role == "acct":
        return rng.choice(("C", "K", "", "")) + str(rng.randint(10000, 99999))
    if role == "sorder":
        return rng.choice(("SO-", "AB ", "", "ORD")) + str(rng.randint(100000, 999999))
    if role == "contract":
        return f"{rng.choice(('HC', 'MV', 'CT', ''))}{rng.randint(20000, 89999)}"
    if role == "ticket":
        return str(rng.randint(3000000, 3999999))
    if role == "time":
        return f"{rng.randint(6, 15):02d}:{rng.randint(0, 59):02d}"
    if role == "truck":
        plates = {"en": "@@## @@@", "de": "@-@@ ####", "fr": "@@-###-@@", "it": "@@ ###@@",
                  "es": "#### @@@", "nl": "@@-###-@"}  # fmt: skip
        return _pattern(rng, plates[lang], day.year)
    if role == "weight":
        return f"{rng.randint(800, 24000)}"
    if role == "volume":
        return f"{rng.choice((4, 6, 7, 8, 9))},0 m³"
    if role == "pieces":
        return str(rng.randint(1, 14))
    if role == "branch":
        return f"{rng.randint(10, 99)} Stockport"
    if role == "driver":
        return rng.choice(("D. Okafor", "M. Hughes", "P. Nowak", "S. Ahmed"))
    if role == "page":
        return "1/1"
    raise ValueError(role)


def _ocr_noise(rng: random.Random, text: str, rate: float) -> str:
    out = []
    for ch in text:
        roll = rng.random()
        if roll < rate and ch in CONFUSIONS:
            out.append(CONFUSIONS[ch])
        elif roll < rate * 0.25 and ch == " ":
            continue  # a space lost
        else:
            out.append(ch)
    return "".join(out) or text


def _words(rng: random.Random, canvas: _Canvas, kind: str) -> list[dict[str, Any]]:
    words: list[dict[str, Any]] = []
    if kind == "digital":
        for item in canvas.items:
            x = item.x
            for token in item.text.split(" "):
                if token:
                    x1 = x + _width(token, item.size)
                    words.append(
                        {
                            "t": token,
                            "x0": round(x, 1),
                            "y0": round(item.y, 1),
                            "x1": round(x1, 1),
                            "y1": round(item.y + item.size, 1),
                        }
                    )
                x += _width(token + " ", item.size)
        return words
    rate = 0.012 if kind == "scan" else 0.03
    slope = rng.uniform(-0.02, 0.02) if kind == "photo" else rng.uniform(-0.003, 0.003)
    scale = rng.uniform(0.86, 0.97) if kind == "photo" else 1.0
    dx, dy = (rng.uniform(10, 60), rng.uniform(10, 60)) if kind == "photo" else (0.0, 0.0)
    # OCR reads a run of words as one line; items close together on a row merge.
    items = sorted(canvas.items, key=lambda i: (round(i.y), i.x))
    merged: list[_Item] = []
    for item in items:
        last = merged[-1] if merged else None
        if (
            last
            and abs(last.y - item.y) < 2
            and item.x - (last.x + _width(last.text, last.size)) < item.size * 1.2
        ):
            last.text = f"{last.text} {item.text}"
            continue
        merged.append(_Item(item.x, item.y, item.text, item.size))
    for item in merged:
        if kind == "photo" and rng.random() < 0.015:
            continue  # glare or a fold: the run is not read
        text = _ocr_noise(rng, item.text, rate)
        conf = rng.uniform(0.86, 0.99) if text == item.text else rng.uniform(0.55, 0.85)
        x0, x1 = item.x, item.x + _width(item.text, item.size)
        y0, y1 = item.y, item.y + item.size
        cx = WIDTH / 2
        tx0, tx1 = dx + x0 * scale, dx + x1 * scale
        ty0 = dy + (y0 + slope * (x0 - cx)) * scale
        ty1 = dy + (y1 + slope * (x1 - cx)) * scale
        top, bottom = min(ty0, ty1 - item.size * scale), max(ty1, ty0 + item.size * scale)
        box = {
            "x0": round(max(0.0, min(tx0, WIDTH - 2)), 1),
            "y0": round(max(0.0, min(top, HEIGHT - 2)), 1),
            "x1": round(min(float(WIDTH), tx1), 1),
            "y1": round(min(float(HEIGHT), bottom), 1),
        }
        if box["x1"] <= box["x0"] or box["y1"] <= box["y0"]:
            continue
        words.append({"t": text, **box, "c": round(conf, 3)})
    return words


def _header(c: _Canvas, layout: Layout, sup: Supplier, lex: dict[str, str]) -> float:
    """The letterhead and the title; returns the y where the fields start."""
    contact = f"{lex['tel']} {sup.phone} · www.{sup.web}"
    if layout.head == "brand":
        c.put(80, 60, sup.alias, 46)
        c.put(80, 124, f"{sup.street}, {sup.town}", 18)
        c.put(80, 150, contact, 18)
    elif layout.head == "din":
        c.put_right(1160, 60, sup.alias, 40)
        c.put_right(1160, 116, sup.street, 18)
        c.put_right(1160, 140, sup.town, 18)
        c.put_right(1160, 164, contact, 16)
    else:
        # The brand mark beside the legal name (a logo's text).
        if layout.head == "left":
            c.put_right(1160, 20, sup.alias, 22)
        else:
            c.put(80, 20, sup.alias, 22)
        for y, text, size in ((60, sup.name, 32), (106, f"{sup.street} · {sup.town}", 18),
                              (132, contact, 18)):  # fmt: skip
            if layout.head == "left":
                c.put(80, y, text, size)
            elif layout.head == "right":
                c.put_right(1160, y, text, size)
            else:
                c.put_center(y, text, size)
    title_size = 34 if _width(layout.title, 34) < 900 else 28
    if layout.head == "center":
        c.put_center(210, layout.title, title_size)
    else:
        c.put(80, 210, layout.title, title_size)
    return 280


def _fields(
    c: _Canvas, layout: Layout, y: float, values: dict[str, str], blank_po: bool
) -> tuple[float, bool]:
    """The labelled fields; returns the y below them and whether the left column is free
    beside them (for the address blocks)."""
    fields = [(r, lbl) for r, lbl in layout.fields if r in values or (r == "po" and blank_po)]
    style = layout.style
    if style == "oneline":
        c.put(80, y, f"{layout.title} n. {values['doc']} del {values['date']}", 24)
        y += 50
        fields = [(r, lbl) for r, lbl in fields if r not in ("doc", "date")]
        style = "left"
    if style in ("right", "left", "rightalign"):
        for role, label in fields:
            value = values.get(role, "")
            if style == "right":
                c.put(660, y, f"{label}:", 20)
                c.put(900, y, value, 20)
            elif style == "left":
                c.put(80, y, f"{label}:" if layout.lang != "fr" else f"{label} :", 20)
                c.put(330, y, value, 20)
            else:
                c.put(640, y, label, 20)
                c.put_right(1160, y, value, 20)
            y += 36
        return y + 20, style != "left"
    if style == "next":
        for i, (role, label) in enumerate(fields):
            x = 80.0 if i % 2 == 0 else 640.0
            row = y + (i // 2) * 70
            c.put(x, row, label, 18)
            c.put(x, row + 28, values.get(role, ""), 20)
        return y + ((len(fields) + 1) // 2) * 70 + 20, False
    per_row = len(fields) if style == "boxes" else 3
    cell = 1080 / per_row
    for i, (role, label) in enumerate(fields):
        x = 80 + (i % per_row) * cell
        row = y + (i // per_row) * 76
        c.put(x + 8, row, label, 16)
        c.put(x + 8, row + 30, values.get(role, ""), 20)
    return y + ((len(fields) + per_row - 1) // per_row) * 76 + 20, False


def _address(c: _Canvas, x: float, y: float, label: str, lines: list[str]) -> float:
    if label:
        c.put(x, y, label, 18)
        y += 28
    for line in lines:
        c.put(x, y, line, 20)
        y += 30
    return y


def _page(
    rng: random.Random, layout: Layout, sup: Supplier, values: dict[str, str], blank_po: bool
) -> _Canvas:
    lex = LEX[layout.lang]
    c = _Canvas()
    lang = layout.lang
    customer = rng.choice(CUSTOMERS[lang])
    site = rng.choice(SITES[lang])
    street = f"{rng.randint(2, 140)} {rng.choice(SITE_STREETS[lang])}"
    if lang in ("de", "it", "es", "nl", "fr"):
        street = f"{rng.choice(SITE_STREETS[lang])} {rng.randint(2, 140)}"
    deliver = [customer, site, street]
    office = {"en": "Head Office", "de": "Zentrale", "fr": "Siège social", "it": "Sede legale",
              "es": "Oficinas centrales", "nl": "Hoofdkantoor"}  # fmt: skip
    invoice = [customer, office[lang], f"{rng.choice(SITE_STREETS[lang])} {rng.randint(1, 99)}"]
    y = _header(c, layout, sup, lex)
    if layout.head == "din":  # the sender line over an unlabelled window address
        c.put(80, 250, f"{sup.name} · {sup.street} · {sup.town}", 13)
        _address(c, 80, 280, "", [customer, site, street])
        y, _ = _fields(c, layout, 280, values, blank_po)
        y = max(y, 400)
    else:
        y, _ = _fields(c, layout, y, values, blank_po)
    blocks = layout.blocks
    if "deliver" in blocks or "invoice" in blocks:
        bottom = y
        # The first block listed goes left, the second right.
        listed = [b for b in blocks if b in ("deliver", "invoice")]
        for x, block in zip((80, 640), listed, strict=False):
            lines = deliver if block == "deliver" else invoice
            bottom = max(bottom, _address(c, x, y, lex[block], lines))
        y = bottom + 30
    if "items" in blocks:
        c.put(80, y, lex["code"], 18)
        c.put(240, y, lex["desc"], 18)
        c.put(900, y, lex["qty"], 18)
        c.put(1040, y, lex["unit"], 18)
        y += 34
        for desc in rng.sample(ITEMS[lang], rng.randint(1, 4)):
            c.put(80, y, str(rng.randint(100000, 999999)), 18)
            c.put(240, y, desc, 18)
            c.put(900, y, str(rng.randint(1, 60)), 18)
            c.put(1040, y, rng.choice(("EA", "PCE", "m²", "t", "m³")), 18)
            y += 30
        y += 30
    if "transport" in blocks:
        c.put(80, y, lex["transport"], 16)
        y += 40
    if "sign" in blocks:
        c.put(80, y, lex["received"], 18)
        y += 36
        c.put(80, y, f"{lex['name']}: ____________", 18)
        c.put(520, y, f"{lex['sign']}: ____________", 18)
        c.put(920, y, f"{lex['date']}: ________", 18)
    # Footer: the legal name (a brand letterhead prints it only here), tax and company ids.
    footer_y = HEIGHT - 130
    c.put(80, footer_y, f"{sup.name} · {sup.street} · {sup.town}", 15)
    ids = [f"{lex['tel']} {sup.phone}"]
    if layout.footer_tax:
        ids.insert(0, sup.tax_id if sup.country in ("US", "AU") else f"{lex['tax']} {sup.tax_id}")
        reg = {"IE": "CRO No.", "US": "", "AU": ""}.get(sup.country, lex["reg"])
        if reg:
            ids.append(f"{reg} {rng.randint(1000000, 9999999)}")
    c.put(80, footer_y + 26, " · ".join(ids), 15)
    if lang != "en" and layout.footer_tax:
        iban = f"IBAN {sup.country}{rng.randint(10, 99)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)} {rng.randint(10, 99)}"  # noqa: E501
        c.put(80, footer_y + 52, iban, 15)
    c.put_right(1160, footer_y + 52, lex["page"], 15)
    return c


def _supplier_truth(name: str, alias: str, tax_id: str) -> dict[str, Any]:
    return {"supplier": name, "supplier_aliases": [alias], "supplier_tax_id": tax_id}


def generate(seed: int = 61, count: int = 150) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    rng = random.Random(seed)
    # Each supplier's open POs with the site and the start of its number series.
    open_pos = {s.name: sorted({_pattern(rng, s.po, 2026) for _ in range(3)}) for s in SUPPLIERS}
    series = {s.name: rng.randint(0, 10**9) for s in SUPPLIERS}
    order: list[Supplier] = []
    while len(order) < count:
        round_ = list(SUPPLIERS)
        rng.shuffle(round_)
        order += round_
    for index, sup in enumerate(order[:count]):
        layout = _LAYOUTS[sup.layout]
        lang = layout.lang
        mdy = sup.country == "US"
        day = dt.date(2026, 1, 1) + dt.timedelta(days=rng.randint(0, 330))
        kind = rng.choices(("digital", "scan", "photo"), (0.5, 0.3, 0.2))[0]
        if layout.paper and kind == "digital":
            kind = rng.choice(("scan", "photo"))
        form = rng.choice(layout.forms)
        date_raw = format_date(day, lang, form, mdy)
        series[sup.name] += rng.randint(1, 40)
        num_rng = random.Random(series[sup.name])
        number = _pattern(num_rng, sup.number, day.year)
        has_po = rng.random() < 0.85
        po = rng.choice(open_pos[sup.name]) if has_po else None
        values = {"doc": number, "date": date_raw}
        if layout.name == "en_pod":
            values["date"] = f"{date_raw} {_other_value(rng, 'time', lang, day, form)}"
        if po:
            values["po"] = po
        for role, _ in layout.fields:
            if role not in ("doc", "date", "po"):
                values[role] = _other_value(rng, role, lang, day, form)
        blank_po = not po and rng.random() < 0.5
        canvas = _page(rng, layout, sup, values, blank_po)
        words = _words(rng, canvas, kind)
        extras = rng.sample(DISTRACTORS[lang], min(3, len(DISTRACTORS[lang])))
        foreign = rng.choice([d for other, ds in DISTRACTORS.items() if other != lang for d in ds])
        host_extra_suppliers = [_supplier_truth(*d) for d in [*extras, foreign]]
        host_extra_pos = [
            {"po_number": p, "supplier": sup.name} for p in open_pos[sup.name] if p != po
        ]
        for name, _, _ in extras[:2]:
            near = _pattern(rng, sup.po, 2026)
            if near not in open_pos[sup.name]:
                host_extra_pos.append({"po_number": near, "supplier": name})
        truth: dict[str, Any] = {
            "file": f"fifth-{seed}-{index:03d}-{layout.name}-{kind}",
            "kind": kind,
            "doc_type": layout.doc_type,
            "language": lang,
            "country": sup.country,
            "layout": layout.name,
            "document_number": number,
            "date": day.isoformat(),
            "date_raw": date_raw,
            "date_order": "mdy" if mdy else "dmy",
            "po_number": po,
            **_supplier_truth(sup.name, sup.alias, sup.tax_id),
            "tax_id_printed": layout.footer_tax,
            "accept": {},
            "host_extra_suppliers": host_extra_suppliers,
            "host_extra_pos": host_extra_pos,
        }
        path = "text layer" if kind == "digital" else "ocr"
        page = {"words": words, "width": WIDTH, "height": HEIGHT, "path": path}
        yield truth, page
