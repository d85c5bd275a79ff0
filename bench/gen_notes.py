"""A generator of delivery notes as positioned words, separate from ``fixtures/reader_set``.

``generate(seed)`` yields (truth, page) pairs: ``page`` is what the read of a page gives
the finder (words with boxes in pixels, page size), ``truth`` is in the realdocs format
(document_number, date, po_number, supplier, supplier_tax_id, kind, layout, language).

Layouts: 5 header arrangements x 3 ways of placing values x 2 title styles = 30, in six
languages (en, de, fr, it, es, nl), each a delivery note or an invoice that prints its
delivery-note number. Conditions: ``digital`` (exact words), ``scan`` (OCR line boxes,
some character confusions), ``photo`` (more confusions, jitter, split and merged words).
Host data for each note: its supplier (name, tax id, alias) and its PO.

Run ``python bench/gen_notes.py`` to print a few; ``./dev bench finding --corpus gen``
scores the finder on them. This generator is for measuring, not for fitting rules to.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

LANGS: dict[str, dict[str, list[str]]] = {
    "en": {
        "title": ["DELIVERY NOTE", "DELIVERY DOCKET", "PACKING SLIP", "DISPATCH NOTE"],
        "invoice": ["TAX INVOICE", "INVOICE"],
        "number": ["Delivery Note No", "Docket No.", "DN #", "Note Number", "Packing Slip No"],
        "inv_number": ["Invoice No.", "Invoice #", "Invoice Number"],
        "po": ["Your Order", "PO Number", "P.O. #", "Purchase Order", "Customer Order No"],
        "date": ["Delivery Date", "Date", "Dispatch Date", "Date Shipped"],
        "other_date": ["Order Date", "Due Date", "Printed"],
        "to": ["Deliver To:", "Ship To:", "Customer:", "Bill To:"],
        "suffix": ["Pty Ltd", "Ltd", "Limited", "Inc.", "LLC", "PLC"],
        "street": ["{n} Harbour Road", "{n} Mill Lane", "{n} Station Street"],
        "town": ["Leeds LS1 4AB", "Botany NSW 2019", "Dublin D02 X285", "Austin TX 78701"],
        "months": ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov",
                   "Dec"],
    },
    "de": {
        "title": ["LIEFERSCHEIN", "Lieferschein"],
        "invoice": ["RECHNUNG", "Warenrechnung"],
        "number": ["Lieferschein-Nr.", "Lieferscheinnummer", "Beleg-Nr.", "Lieferschein Nr:"],
        "inv_number": ["Rechnungsnr.", "Rechnungsnummer"],
        "po": ["Ihre Bestellung", "Bestell-Nr.", "Bestellnummer"],
        "date": ["Lieferdatum", "Datum", "Leistungsdatum"],
        "other_date": ["Bestelldatum", "Fällig am", "Druckdatum"],
        "to": ["Lieferadresse:", "Kunde:", "Warenempfänger:", "Rechnungsempfänger:"],
        "suffix": ["GmbH", "AG", "KG", "GmbH & Co. KG", "UG"],
        "street": ["Hauptstraße {n}", "Industrieweg {n}", "Am Markt {n}"],
        "town": ["10115 Berlin", "80331 München", "50667 Köln"],
        "months": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August",
                   "September", "Oktober", "November", "Dezember"],
    },
    "fr": {
        "title": ["BON DE LIVRAISON", "Bon de livraison", "BORDEREAU DE LIVRAISON"],
        "invoice": ["FACTURE"],
        "number": ["Bon de livraison n°", "N° BL", "N° de bon de livraison", "BL n°"],
        "inv_number": ["Facture n°", "N° facture"],
        "po": ["Votre commande", "N° de commande", "Bon de commande", "Votre référence"],
        "date": ["Date de livraison", "Date", "Livré le"],
        "other_date": ["Date de commande", "Échéance", "Date limite"],
        "to": ["Adresse de livraison :", "Client :", "Destinataire :", "Livrer à :"],
        "suffix": ["SARL", "SAS", "SA", "EURL"],
        "street": ["{n} rue de la Gare", "{n} avenue Jean Jaurès", "{n} chemin des Vignes"],
        "town": ["69001 Lyon", "75008 Paris", "13001 Marseille"],
        "months": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
                   "septembre", "octobre", "novembre", "décembre"],
    },
    "it": {
        "title": ["DOCUMENTO DI TRASPORTO", "DDT", "Documento di trasporto"],
        "invoice": ["FATTURA"],
        "number": ["DDT n.", "Numero DDT", "N. documento", "Documento n."],
        "inv_number": ["Fattura n.", "Numero fattura"],
        "po": ["Vs. ordine", "Vostro ordine n.", "Rif. ordine", "Ordine n."],
        "date": ["Data consegna", "Data", "Data documento"],
        "other_date": ["Data ordine", "Scadenza"],
        "to": ["Destinatario:", "Cliente:", "Indirizzo di consegna:"],
        "suffix": ["S.r.l.", "S.p.A.", "SRL", "S.n.c."],
        "street": ["Via Roma {n}", "Viale Europa {n}", "Corso Italia {n}"],
        "town": ["20121 Milano", "00184 Roma", "10121 Torino"],
        "months": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio",
                   "agosto", "settembre", "ottobre", "novembre", "dicembre"],
    },
    "es": {
        "title": ["ALBARÁN", "Albarán de entrega", "NOTA DE ENTREGA"],
        "invoice": ["FACTURA"],
        "number": ["Albarán n.º", "Nº albarán", "Número de albarán", "Albarán Nº"],
        "inv_number": ["Factura nº", "Número de factura"],
        "po": ["Su pedido", "Nº pedido", "Pedido nº", "Su referencia"],
        "date": ["Fecha de entrega", "Fecha", "Fecha entrega"],
        "other_date": ["Fecha de pedido", "Vencimiento"],
        "to": ["Cliente:", "Dirección de entrega:", "Enviar a:"],
        "suffix": ["S.L.", "S.A.", "SL", "S.L.U."],
        "street": ["Calle Mayor {n}", "Avenida de América {n}", "Paseo del Prado {n}"],
        "town": ["28013 Madrid", "08001 Barcelona", "46001 Valencia"],
        "months": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
                   "septiembre", "octubre", "noviembre", "diciembre"],
    },
    "nl": {
        "title": ["PAKBON", "Afleverbon", "Leveringsbon"],
        "invoice": ["FACTUUR"],
        "number": ["Pakbonnummer", "Pakbon nr.", "Afleverbon nr", "Leveringsbon nummer"],
        "inv_number": ["Factuurnummer", "Factuur nr."],
        "po": ["Uw order", "Uw referentie", "Bestelnummer", "Uw bestelling"],
        "date": ["Leverdatum", "Datum", "Afleverdatum"],
        "other_date": ["Orderdatum", "Vervaldatum"],
        "to": ["Afleveradres:", "Klant:", "Factuuradres:"],
        "suffix": ["B.V.", "BV", "N.V.", "V.O.F."],
        "street": ["Kerkstraat {n}", "Stationsweg {n}", "Marktplein {n}"],
        "town": ["1012 AB Amsterdam", "3011 AA Rotterdam", "3511 AB Utrecht"],
        "months": ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus",
                   "september", "oktober", "november", "december"],
    },
}  # fmt: skip
_NAMES = ["Northgate", "Alpen", "Rivoli", "Castell", "Zuiderzee", "Kestrel", "Brightwater",
          "Montrose", "Valdor", "Eikenhof", "Solana", "Granite Ridge", "Lumen",
          "Tessaro"]  # fmt: skip
_TRADES = ["Timber", "Baustoffe", "Matériaux", "Edilizia", "Suministros", "Bouwmaterialen",
           "Steel", "Concrete", "Logistics", "Hydraulics"]  # fmt: skip
_CUSTOMERS = ["Harbour Civil Works", "Stadtwerke Nord", "Atelier Moreau", "Cantiere Blu",
              "Obras Levante", "Bouwbedrijf De Vries"]  # fmt: skip
_CONFUSE = {"0": "O", "O": "0", "1": "l", "l": "1", "I": "1", "5": "S", "S": "5", "8": "B"}


def _date(rng: random.Random, lang: str) -> tuple[str, str]:
    year, month, day = rng.randint(2019, 2027), rng.randint(1, 12), rng.randint(1, 28)
    iso = f"{year:04d}-{month:02d}-{day:02d}"
    months = LANGS[lang]["months"]
    style = rng.randrange(5)
    if style == 0:
        return iso, f"{day:02d}.{month:02d}.{year}"
    if style == 1:
        return iso, f"{day} {months[month - 1]} {year}"
    if style == 2:
        return iso, f"{day:02d}/{month:02d}/{str(year)[2:]}"
    if style == 3:
        return iso, iso
    short = months[month - 1][:3]
    if sum(m.startswith(short) for m in months) > 1:  # juin / juillet: "juil"
        short = months[month - 1][:4]
    return iso, f"{day}-{short.capitalize()}-{year}"


class _Page:
    def __init__(self) -> None:
        self.items: list[tuple[str, float, float, float]] = []  # text, x, y, size

    def put(self, text: str, x: float, y: float, size: float = 22.0) -> None:
        self.items.append((text, x, y, size))

    def right(self, text: str, x1: float, y: float, size: float = 22.0) -> None:
        self.put(text, x1 - len(text) * 0.55 * size, y, size)


def _note(rng: random.Random, index: int) -> tuple[dict[str, Any], _Page]:
    lang = list(LANGS)[index % 6]
    words = LANGS[lang]
    layout = (index // 6) % 30
    header, placement, spaced = layout // 6, (layout // 2) % 3, layout % 2
    invoice = rng.random() < 0.25
    name = f"{rng.choice(_NAMES)} {rng.choice(_TRADES)} {rng.choice(words['suffix'])}"
    tax = f"{lang.upper()}{rng.randint(10**8, 10**9 - 1)}"
    number = rng.choice(["", "DN-", "LS", "BL-", "A"]) + str(rng.randint(10000, 9999999))
    po = rng.choice(["PO", "B", "", "4500"]) + str(rng.randint(1000, 999999))
    iso, printed = _date(rng, lang)
    page = _Page()
    street = rng.choice(words["street"]).format(n=rng.randint(1, 200))
    town = rng.choice(words["town"])
    title = rng.choice(words["invoice"] if invoice else words["title"])
    if spaced:
        title = " ".join(title.replace(" ", ""))
    customer = rng.choice(_CUSTOMERS)
    # header arrangements
    if header == 0:  # letterhead top left, title top right
        page.put(name, 80, 80, 40)
        page.put(f"{street}, {town}", 80, 130)
        page.put(f"VAT {tax}", 80, 160)
        page.right(title, 1500, 90, 34)
        top = 260
    elif header == 1:  # centred letterhead, title under it
        page.put(name, 500, 60, 44)
        page.put(f"{street} · {town} · VAT {tax}", 420, 115, 20)
        page.put(title, 600, 190, 34)
        top = 280
    elif header == 2:  # sender line over the address window (European letter)
        page.put(f"{name} - {street} - {town}", 90, 230, 16)
        page.right(name, 1500, 70, 30)
        page.right(f"USt/VAT {tax}", 1500, 110, 18)
        top = 480
        page.put(title, 90, top - 60, 34)
    elif header == 3:  # customer block left, letterhead right
        page.right(name, 1500, 70, 38)
        page.right(f"{street}, {town}", 1500, 120)
        page.right(f"Tax ID {tax}", 1500, 150)
        page.put(title, 90, 230, 34)
        top = 300
    else:  # logo only: the name appears in the footer's legal line
        page.put(title, 90, 90, 40)
        page.put(f"{name} · {street} · {town} · {tax}", 200, 2100, 16)
        top = 200
    page.put(rng.choice(words["to"]), 90, top)
    page.put(customer, 90, top + 30)
    page.put(
        f"{rng.randint(1, 99)} {rng.choice(words['street']).format(n='')}".strip(), 90, top + 60
    )
    page.put(rng.choice(words["town"]), 90, top + 90)
    label_no = rng.choice(words["inv_number"] if invoice else words["number"])
    pairs = [
        (label_no, number),
        (rng.choice(words["po"]), po),
        (rng.choice(words["date"]), printed),
    ]
    if invoice:
        pairs.append((rng.choice(words["number"]), "L" + str(rng.randint(10000, 99999))))
    _, other_date = _date(rng, lang)
    pairs.append((rng.choice(words["other_date"]), other_date))
    y = top + 160
    if placement == 0:  # label: value
        for label, value in pairs:
            page.put(f"{label}: {value}", 900, y)
            y += 34
    elif placement == 1:  # header row, values below (boxed cells)
        for n, (label, value) in enumerate(pairs):
            page.put(label, 90 + n * 290, y, 18)
            page.put(value, 90 + n * 290, y + 32, 20)
        y += 70
    else:  # label, value right-aligned on the next line
        for label, value in pairs:
            page.put(label, 900, y, 18)
            page.right(value, 1500, y + 26, 20)
            y += 64
    y += 60
    page.put("Qty  Description", 90, y)
    for row in range(rng.randint(1, 5)):
        page.put(f"{rng.randint(1, 40)}  Article {rng.randint(100, 999)}", 90, y + 34 * (row + 1))
    truth = {
        "file": f"gen-{index:03d}-{lang}-L{layout:02d}",
        "kind": "",
        "language": lang,
        "layout": layout,
        "document_number": number,
        "date": iso,
        "po_number": po,
        "supplier": name,
        "supplier_aliases": [],
        "supplier_tax_id": tax,
    }
    return truth, page


def _words(page: _Page, kind: str, rng: random.Random) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    noise = {"digital": 0.0, "scan": 0.015, "photo": 0.04}[kind]
    for text, x, y, size in page.items:
        width = 0.55 * size
        parts = text.split() if kind == "digital" else [text]  # OCR boxes hold whole runs
        pos = 0
        for part in parts:
            start = text.index(part, pos)
            pos = start + len(part)
            chars = list(part)
            for i, c in enumerate(chars):
                if c in _CONFUSE and rng.random() < noise:
                    chars[i] = _CONFUSE[c]
            t = "".join(chars)
            if kind == "photo" and rng.random() < 0.05 and " " in t:
                t = t.replace(" ", "", 1)  # merged words
            jitter = rng.uniform(-0.15, 0.15) * size if kind == "photo" else 0.0
            x0 = x + start * width + jitter
            out.append({"t": t, "x0": x0, "y0": y + jitter, "x1": x0 + len(t) * width,
                        "y1": y + size + jitter})  # fmt: skip
    return out


def generate(seed: int = 13, count: int = 180) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    """``count`` notes (every layout in every language at 180), deterministic per seed."""
    rng = random.Random(seed)
    kinds = ("digital", "scan", "photo")
    for index in range(count):
        truth, page = _note(rng, index)
        kind = kinds[index % 3]
        truth["kind"] = kind
        words = _words(page, kind, rng)
        yield truth, {"words": words, "width": 1600, "height": 2260, "path": kind}


if __name__ == "__main__":
    for truth, page in generate(count=3):
        print(truth)
        for word in page["words"][:12]:
            print("  ", word["t"])
