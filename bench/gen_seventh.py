"""A seventh held-out generator of delivery-note pages (``--corpus seventh``).

Written without sight of the field finder, its tests or the other generators, from the
paperwork of building fit-out and services trades (partitions and ceilings, flooring, doors
and ironmongery, joinery, lifts, fire protection, cable drums, lighting, sanitaryware,
furniture and modular cabins, site-office IT / AV, canteen catering), in two families:

- wholesalers' ERP prints (SAP / Navision style): a dense header table of many label-value
  pairs (our order, customer no., order date, shipping terms, clerk, page), an item table,
  and a footer of registration, VAT and bank data;
- small firms: a letterhead note with inline ``Label: value`` lines, or a pre-numbered
  carbon-copy docket whose printed labels are filled in by hand (paper only: scan / photo).

Truth, per note:
- ``po_number`` is the customer's (the site's) purchase-order reference, printed under a
  customer label ("Your order", "Ihre Bestellung", "Votre commande", "Vs. ordine", "Su
  pedido", "Uw bestelling", a docket's written-in "Order No."). The supplier's own sales-
  order number ("Our order", "Unser Auftrag"...) is printed on ERP notes and is never the PO.
- Job, site, project and cost-centre references are printed beside the PO or alone; they
  are never the PO: a note that prints only those has ``po_number`` None.
- ``document_number`` is the delivery note's own number; ``date`` the delivery / document
  date (ERP notes also print an order date and a print date, which are not it).
- ``supplier`` is the issuer's legal name; ``supplier_aliases`` its trading names (a brand
  letterhead prints the alias, the footer the legal name).

Host data: each note carries look-alike suppliers of the site (same stem, another legal
form or branch) and the site's other open POs, one of them a digit from the printed one.

Pages are word lists ``{"words", "width", "height"}``: a digital page has one word per
text-layer word; a scan or photo has one entry per printed run with a confidence and the
confusions of an OCR engine (photos skewed, handwriting read worse). Stdlib only,
deterministic per seed.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

WIDTH, HEIGHT = 1240, 1754
LANGS = ("en", "de", "fr", "it", "es", "nl")

# Per language: labels of the fields, the distractors and the footer.
LABELS: dict[str, dict[str, Any]] = {
    "en": {
        "title": ["DELIVERY NOTE", "Despatch Note", "DELIVERY DOCKET"],
        "number": ["Delivery Note No.", "Despatch No.", "Docket No."],
        "date": ["Delivery Date", "Date", "Despatch Date"],
        "po": ["Your Order No.", "Customer PO", "Your Ref.", "Order No."],
        "own": ["Our Order No.", "Sales Order", "Our Ref."],
        "orderdate": ["Order Date", "Ordered"],
        "printed": ["Printed", "Print Date"],
        "customer": ["Customer No.", "Account"],
        "job": ["Job No.", "Site", "Project", "Cost Centre"],
        "terms": ["Delivery Terms", "Carrier"],
        "clerk": ["Contact", "Sales Clerk"],
        "deliver": ["Deliver to", "Delivery Address"],
        "vat": ["VAT Reg. No.", "VAT No."],
        "reg": ["Company Reg. No.", "Registered in England No."],
        "page": ["Page {i} of {n}"],
        "cols": ["Item", "Description", "Qty", "Unit"],
        "sign": ["Received in good condition", "Signature"],
        "months": [
            "January",
            "February",
            "March",
            "April",
            "May",
            "June",
            "July",
            "August",
            "September",
            "October",
            "November",
            "December",
        ],
    },
    "de": {
        "title": ["LIEFERSCHEIN", "Lieferschein", "Lieferbeleg"],
        "number": ["Lieferschein-Nr.", "Beleg-Nr.", "Lieferschein Nr."],
        "date": ["Lieferdatum", "Datum", "Belegdatum"],
        "po": ["Ihre Bestellung", "Ihre Bestell-Nr.", "Ihr Zeichen", "Bestell-Nr. Kunde"],
        "own": ["Unser Auftrag", "Auftrags-Nr.", "Unsere Auftragsnummer"],
        "orderdate": ["Bestelldatum", "Auftragsdatum"],
        "printed": ["Druckdatum", "Gedruckt am"],
        "customer": ["Kunden-Nr.", "Debitor"],
        "job": ["Bauvorhaben", "Projekt", "Kostenstelle", "Baustelle"],
        "terms": ["Lieferbedingung", "Versandart"],
        "clerk": ["Sachbearbeiter", "Ansprechpartner"],
        "deliver": ["Lieferanschrift", "Anlieferung"],
        "vat": ["USt-IdNr.", "UID-Nr."],
        "reg": ["Amtsgericht", "Handelsregister"],
        "page": ["Seite {i} von {n}", "Seite {i}/{n}"],
        "cols": ["Pos.", "Bezeichnung", "Menge", "ME"],
        "sign": ["Ware erhalten", "Unterschrift"],
        "months": [
            "Januar",
            "Februar",
            "März",
            "April",
            "Mai",
            "Juni",
            "Juli",
            "August",
            "September",
            "Oktober",
            "November",
            "Dezember",
        ],
    },
    "fr": {
        "title": ["BON DE LIVRAISON", "Bon de livraison", "BL"],
        "number": ["N° BL", "Bon de livraison n°", "Numéro"],
        "date": ["Date de livraison", "Date", "Date BL"],
        "po": ["Votre commande", "Réf. commande client", "Votre réf.", "N° commande"],
        "own": ["Notre commande", "N° de commande interne", "Notre réf."],
        "orderdate": ["Date commande", "Commandé le"],
        "printed": ["Imprimé le", "Édité le"],
        "customer": ["Code client", "N° client"],
        "job": ["Chantier", "Affaire", "Projet", "Lot"],
        "terms": ["Conditions de livraison", "Transporteur"],
        "clerk": ["Interlocuteur", "Commercial"],
        "deliver": ["Adresse de livraison", "Livré à"],
        "vat": ["N° TVA intracom.", "TVA"],
        "reg": ["SIRET", "RCS"],
        "page": ["Page {i}/{n}"],
        "cols": ["Réf.", "Désignation", "Qté", "Unité"],
        "sign": ["Reçu en bon état", "Signature"],
        "months": [
            "janvier",
            "février",
            "mars",
            "avril",
            "mai",
            "juin",
            "juillet",
            "août",
            "septembre",
            "octobre",
            "novembre",
            "décembre",
        ],
    },
    "it": {
        "title": ["DOCUMENTO DI TRASPORTO", "DDT", "Bolla di consegna"],
        "number": ["DDT n.", "Numero documento", "Bolla n."],
        "date": ["Data documento", "Data", "Data consegna"],
        "po": ["Vs. ordine", "Vostro ordine n.", "Rif. ordine cliente", "Ordine n."],
        "own": ["Ns. ordine", "Nostro rif.", "Conferma d'ordine"],
        "orderdate": ["Data ordine", "Ordinato il"],
        "printed": ["Stampato il", "Data stampa"],
        "customer": ["Cod. cliente", "Cliente n."],
        "job": ["Cantiere", "Commessa", "Progetto", "Centro di costo"],
        "terms": ["Porto", "Vettore"],
        "clerk": ["Referente", "Operatore"],
        "deliver": ["Luogo di destinazione", "Destinazione merce"],
        "vat": ["P. IVA", "Partita IVA"],
        "reg": ["REA", "Cod. fiscale"],
        "page": ["Pagina {i} di {n}", "Pag. {i}/{n}"],
        "cols": ["Cod.", "Descrizione", "Q.tà", "UM"],
        "sign": ["Firma destinatario", "Firma conducente"],
        "months": [
            "gennaio",
            "febbraio",
            "marzo",
            "aprile",
            "maggio",
            "giugno",
            "luglio",
            "agosto",
            "settembre",
            "ottobre",
            "novembre",
            "dicembre",
        ],
    },
    "es": {
        "title": ["ALBARÁN DE ENTREGA", "Albarán", "NOTA DE ENTREGA"],
        "number": ["Nº Albarán", "Albarán nº", "Número"],
        "date": ["Fecha entrega", "Fecha", "Fecha albarán"],
        "po": ["Su pedido", "Pedido cliente", "Su referencia", "Nº pedido"],
        "own": ["Nuestro pedido", "Pedido de venta", "Ntra. ref."],
        "orderdate": ["Fecha pedido", "Pedido el"],
        "printed": ["Impreso", "Fecha impresión"],
        "customer": ["Cód. cliente", "Cliente nº"],
        "job": ["Obra", "Proyecto", "Centro de coste", "Expediente"],
        "terms": ["Portes", "Transportista"],
        "clerk": ["Comercial", "Atendido por"],
        "deliver": ["Dirección de entrega", "Entregar en"],
        "vat": ["CIF", "NIF"],
        "reg": ["Reg. Merc.", "Inscrita en el Registro Mercantil"],
        "page": ["Página {i} de {n}", "Pág. {i}/{n}"],
        "cols": ["Ref.", "Descripción", "Cant.", "Ud."],
        "sign": ["Recibí conforme", "Firma"],
        "months": [
            "enero",
            "febrero",
            "marzo",
            "abril",
            "mayo",
            "junio",
            "julio",
            "agosto",
            "septiembre",
            "octubre",
            "noviembre",
            "diciembre",
        ],
    },
    "nl": {
        "title": ["PAKBON", "Afleverbon", "Leveringsbon"],
        "number": ["Pakbonnummer", "Afleverbon nr.", "Bonnummer"],
        "date": ["Leverdatum", "Datum", "Afleverdatum"],
        "po": ["Uw bestelling", "Uw ordernr.", "Uw referentie", "Inkoopordernr."],
        "own": ["Ons ordernr.", "Verkooporder", "Onze ref."],
        "orderdate": ["Orderdatum", "Besteld op"],
        "printed": ["Afgedrukt", "Printdatum"],
        "customer": ["Klantnr.", "Debiteurnr."],
        "job": ["Project", "Werk", "Bouwnummer", "Kostenplaats"],
        "terms": ["Leveringsvoorwaarden", "Vervoerder"],
        "clerk": ["Contactpersoon", "Verkoper"],
        "deliver": ["Afleveradres", "Leveren op"],
        "vat": ["BTW-nr.", "BTW"],
        "reg": ["KvK", "KvK-nr."],
        "page": ["Pagina {i} van {n}", "Blad {i}/{n}"],
        "cols": ["Art.", "Omschrijving", "Aantal", "Eenh."],
        "sign": ["Voor ontvangst", "Handtekening"],
        "months": [
            "januari",
            "februari",
            "maart",
            "april",
            "mei",
            "juni",
            "juli",
            "augustus",
            "september",
            "oktober",
            "november",
            "december",
        ],
    },
}

# Trades: a stem of a firm's name per trade and the items it sends.
TRADES: dict[str, tuple[list[str], list[str]]] = {
    "partitions": (
        ["Drywall", "Trockenbau", "Cloisons", "Pareti", "Tabiques", "Wandbouw"],
        ["Metal stud C75 3000mm", "Plasterboard 12.5mm 1200x2600", "Acoustic ceiling tile 600"],
    ),
    "flooring": (
        ["Floorline", "Bodenwelt", "Sols", "Pavimenti", "Suelos", "Vloer"],
        ["LVT plank oak 1220x180", "Carpet tile 500x500 grey", "Levelling compound 25kg"],
    ),
    "doors": (
        ["Doorset", "Türen", "Portes", "Porte", "Puertas", "Deuren"],
        ["FD30 doorset 926x2040", "Lever handle SSS pair", "Overhead door closer EN3"],
    ),
    "joinery": (
        ["Joinery", "Schreinerei", "Menuiserie", "Falegnameria", "Carpintería", "Timmerwerk"],
        ["MDF skirting 18x119", "Reception counter unit", "Vanity panel oak veneer"],
    ),
    "lifts": (
        ["Lift", "Aufzug", "Ascenseurs", "Ascensori", "Ascensores", "Liften"],
        ["Guide rail T89 5m", "Landing door 900 set", "Controller cabinet MRL"],
    ),
    "fire": (
        ["Firestop", "Brandschutz", "Incendie", "Antincendio", "Incendios", "Brandwerend"],
        ["Fire batt 1200x600x50", "Intumescent sealant 310ml", "Fire damper 300x300"],
    ),
    "cable": (
        ["Cable", "Kabel", "Câbles", "Cavi", "Cables", "Kabel"],
        ["NYM-J 5x2.5 drum 500m", "SWA 4c 16mm drum", "Cable tray 300 wide 3m"],
    ),
    "lighting": (
        ["Lighting", "Licht", "Éclairage", "Illuminazione", "Iluminación", "Verlichting"],
        ["LED panel 600x600 36W", "Emergency bulkhead 3h", "Downlight IP65 4000K"],
    ),
    "sanitary": (
        ["Sanitary", "Sanitär", "Sanitaires", "Sanitari", "Sanitarios", "Sanitair"],
        ["WC pan rimless wall hung", "Basin 550 with overflow", "Concealed cistern frame"],
    ),
    "furniture": (
        ["Office", "Büromöbel", "Mobilier", "Arredi", "Mobiliario", "Kantoor"],
        ["Desk 1600x800 white", "Task chair mesh", "Site cabin 6x3m welfare"],
    ),
    "it": (
        ["Systems", "Systemhaus", "Informatique", "Informatica", "Sistemas", "ICT"],
        ["Laptop 14in i5 16GB", "Wi-Fi access point", "Display 55in with bracket"],
    ),
    "catering": (
        ["Catering", "Großküche", "Restauration", "Ristorazione", "Hostelería", "Catering"],
        ["Sandwich tray mixed 24", "Coffee beans 1kg", "Water 0.5l case of 24"],
    ),
}

COUNTRIES = {
    "en": ("UK", "IE", "US"),
    "de": ("DE", "AT", "CH"),
    "fr": ("FR", "BE"),
    "it": ("IT",),
    "es": ("ES",),
    "nl": ("NL", "BE"),
}
FORMS = {
    "UK": ["Ltd", "Limited", "plc"],
    "IE": ["Ltd", "Teoranta"],
    "US": ["Inc.", "LLC", "Corp."],
    "DE": ["GmbH", "GmbH & Co. KG", "AG"],
    "AT": ["GmbH", "Ges.m.b.H."],
    "CH": ["AG", "GmbH"],
    "FR": ["SAS", "SARL", "SA"],
    "BE": ["SA", "SRL", "BV", "NV"],  # SA / SRL print in French, BV / NV in Dutch
    "IT": ["S.r.l.", "S.p.A.", "S.n.c."],
    "ES": ["S.L.", "S.A.", "S.L.U."],
    "NL": ["B.V.", "N.V.", "V.O.F."],
}
NAMES = {
    "en": ["Harlow", "Kestrel", "Brenton", "Ashdown", "Calder", "Morrow", "Penrose", "Wexley"],
    "de": ["Hallberg", "Kessler", "Brandt", "Vogtland", "Rheintal", "Osterholz", "Lindauer"],
    "fr": ["Duval", "Garonne", "Lemaire", "Morvan", "Beaulieu", "Charente", "Vauclair"],
    "it": ["Bressan", "Colombo", "Valtellina", "Ferraro", "Brenta", "Santoro", "Adige"],
    "es": ["Navarro", "Ebro", "Castillo", "Montes", "Ribera", "Duero", "Salvatierra"],
    "nl": ["Van Dijk", "Brakel", "Zwanenburg", "De Wit", "Hoogeveen", "Meerhof", "Veltman"],
}
TOWNS = {
    "en": ["Reading", "Leeds", "Cork", "Bristol", "Dayton", "Norwich"],
    "de": ["Kassel", "Ulm", "Graz", "Bern", "Essen", "Linz"],
    "fr": ["Lyon", "Nantes", "Liège", "Rennes", "Namur", "Dijon"],
    "it": ["Brescia", "Verona", "Bergamo", "Padova", "Parma"],
    "es": ["Zaragoza", "Valencia", "Burgos", "Vigo", "Murcia"],
    "nl": ["Utrecht", "Zwolle", "Gent", "Breda", "Tilburg"],
}
SITES = {
    "en": ["Riverside Offices L3", "Block C fit-out", "Hospital Wing B", "Library refurb"],
    "de": ["Bürohaus Nord 2.OG", "Klinikum Haus C", "Schule West", "Hotel am Park"],
    "fr": ["Immeuble Lumière", "Lycée Pasteur", "Clinique Est", "Siège social R+4"],
    "it": ["Palazzo Uffici B", "Ospedale Nord", "Scuola Verdi", "Hotel Centrale"],
    "es": ["Torre Norte P5", "Hospital Sur", "Colegio Alameda", "Oficinas Delta"],
    "nl": ["Kantoor Zuidas", "Ziekenhuis Oost", "Scholencampus", "Hotel Centrum"],
}


@dataclass(frozen=True)
class Layout:
    name: str
    lang: str
    style: str  # "erp" (pairs in a grid), "erpcol" (labels over values), "firm", "docket"
    country: str
    trade: str
    number: str  # a format of the note's number
    datefmt: str  # "dmy.", "dmy/", "dmy-", "dmy2", "iso", "text", "mdy"
    po: str  # a format of the PO; "" when the layout never prints one
    job: bool  # prints a job / site reference
    letter: str  # "legal" or "brand" letterhead
    right: bool  # header table at the right

    @property
    def paper(self) -> bool:
        return self.style == "docket"


def _layouts() -> list[Layout]:
    styles = ("erp", "erpcol", "firm", "docket")
    numbers = {
        "erp": ["80{d6}", "LS{d7}", "{y}-{d5}", "DN{d6}"],
        "erpcol": ["{d8}", "WL/{y}/{d5}", "BL{d6}", "{d5}/{y2}"],
        "firm": ["{d4}", "{y2}-{d3}", "N{d4}", "{d5}"],
        "docket": ["{d6}", "{d5}", "{d6}", "{d5}"],
    }
    pos = {
        "erp": ["45{d8}", "PO-{y}-{d4}", "{d7}", "BST{d6}"],
        "erpcol": ["PO{d6}", "{y2}/{d4}", "CMD-{d5}", "45{d8}"],
        "firm": ["{d5}", "P{d4}", "", "OR-{d4}"],
        "docket": ["{d4}", "", "{d5}", "M{d3}"],
    }
    dates = {
        "erp": ["dmy.", "dmy/", "iso", "dmy-"],
        "erpcol": ["dmy/", "dmy.", "text", "dmy2"],
        "firm": ["text", "dmy/", "dmy.", "text"],
        "docket": ["dmy/", "dmy2", "dmy-", "dmy."],
    }
    trades = list(TRADES)
    out = []
    for li, lang in enumerate(LANGS):
        for si, style in enumerate(styles):
            k = (li + si) % 4
            country = COUNTRIES[lang][(si + li) % len(COUNTRIES[lang])]
            datefmt = dates[style][k]
            if country == "US":
                datefmt = "mdy"
            out.append(
                Layout(
                    name=f"{lang}_{style}",
                    lang=lang,
                    style=style,
                    country=country,
                    trade=trades[(li * 4 + si * 5) % len(trades)],
                    number=numbers[style][k],
                    datefmt=datefmt,
                    po=pos[style][(k + li) % 4],
                    job=(li + si) % 3 != 1,
                    letter="brand" if (li + si) % 2 else "legal",
                    right=(li + si) % 2 == 0,
                )
            )
    return out


LAYOUTS = _layouts()
_LAYOUTS = {layout.name: layout for layout in LAYOUTS}


def _fill(fmt: str, rng: random.Random, day: date) -> str:
    out = fmt.replace("{y}", str(day.year)).replace("{y2}", f"{day.year % 100:02d}")
    for n in range(8, 2, -1):
        slot = f"{{d{n}}}"
        while slot in out:
            digits = str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(n - 1))
            out = out.replace(slot, digits, 1)
    return out


def _date_text(day: date, fmt: str, lang: str) -> str:
    if fmt == "dmy.":
        return f"{day.day:02d}.{day.month:02d}.{day.year}"
    if fmt == "dmy/":
        return f"{day.day:02d}/{day.month:02d}/{day.year}"
    if fmt == "dmy-":
        return f"{day.day:02d}-{day.month:02d}-{day.year}"
    if fmt == "dmy2":
        return f"{day.day:02d}/{day.month:02d}/{day.year % 100:02d}"
    if fmt == "iso":
        return day.isoformat()
    if fmt == "mdy":
        return f"{day.month:02d}/{day.day:02d}/{day.year}"
    month = LABELS[lang]["months"][day.month - 1]
    if lang == "en":
        return f"{day.day} {month} {day.year}"
    if lang == "de":
        return f"{day.day}. {month} {day.year}"
    if lang == "es":
        return f"{day.day} de {month} de {day.year}"
    return f"{day.day} {month} {day.year}"


def _tax_id(name: str, country: str) -> str:
    h = int(hashlib.sha1(name.encode()).hexdigest(), 16)
    digits = str(h)[:12]
    return {
        "UK": f"GB{digits[:9]}",
        "IE": f"IE{digits[:7]}W",
        "US": f"{digits[:2]}-{digits[2:9]}",
        "DE": f"DE{digits[:9]}",
        "AT": f"ATU{digits[:8]}",
        "CH": f"CHE-{digits[:3]}.{digits[3:6]}.{digits[6:9]}",
        "FR": f"FR{digits[:11]}",
        "BE": f"BE0{digits[:9]}",
        "IT": f"IT{digits[:11]}",
        "ES": f"B{digits[:8]}",
        "NL": f"NL{digits[:9]}B01",
    }[country]


def _supplier(rng: random.Random, layout: Layout, stem: str | None = None) -> dict[str, Any]:
    stems = TRADES[layout.trade][0]
    trade_word = stems[LANGS.index(layout.lang)]
    # A country has its own stems, so that one name is one firm with one tax id.
    countries = COUNTRIES[layout.lang]
    stem = stem or rng.choice(NAMES[layout.lang][countries.index(layout.country) :: len(countries)])
    forms = FORMS[layout.country]
    if layout.country == "BE":
        forms = forms[:2] if layout.lang == "fr" else forms[2:]
    form = rng.choice(forms)
    legal = f"{stem} {trade_word} {form}"
    brand = f"{stem} {trade_word}"
    return {
        "supplier": legal,
        "supplier_aliases": [brand],
        "supplier_tax_id": _tax_id(legal, layout.country),
    }


class _Canvas:
    """Printed runs: (text, x, y, size, hand)."""

    def __init__(self) -> None:
        self.runs: list[tuple[str, float, float, float, bool]] = []

    def put(self, text: str, x: float, y: float, size: float = 20, hand: bool = False) -> None:
        if text:
            self.runs.append((text, x, y, size, hand))


def _width(text: str, size: float) -> float:
    return len(text) * size * 0.55


_CONFUSE = {"O": "0", "0": "O", "1": "l", "l": "1", "S": "5", "5": "S", "B": "8", "8": "B"}
_CONFUSE.update({"I": "1", "e": "c", "rn": "m", "6": "b", "Z": "2", "2": "Z"})


def _ocr_text(text: str, rng: random.Random, p: float) -> str:
    if rng.random() >= p:
        return text
    spots = [k for k in _CONFUSE if k in text]
    if not spots:
        return text
    key = rng.choice(spots)
    at = [i for i in range(len(text)) if text.startswith(key, i)]
    i = rng.choice(at)
    return text[:i] + _CONFUSE[key] + text[i + len(key) :]


def _words(canvas: _Canvas, kind: str, rng: random.Random) -> list[dict[str, Any]]:
    words: list[dict[str, Any]] = []
    slope = rng.uniform(-0.03, 0.03) if kind == "photo" else 0.0
    for text, x, y, size, hand in canvas.runs:
        if kind == "digital":
            pos = x
            for token in text.split():
                w = _width(token, size)
                x1 = min(pos + w, WIDTH - 1.0)
                words.append(
                    {"t": token, "x0": round(pos, 1), "y0": y, "x1": round(x1, 1), "y1": y + size}
                )
                pos += w + size * 0.55
            continue
        if kind == "photo" and rng.random() < 0.02:
            continue  # lost in glare
        noise = (0.3 if hand else 0.1) * (1.6 if kind == "photo" else 1.0)
        read = _ocr_text(_ocr_text(text, rng, noise), rng, noise / 2)
        w = _width(text, size)
        x1 = min(x + w, WIDTH - 1.0)
        dy = slope * (x - WIDTH / 2)
        rise = abs(slope) * w
        y0 = min(max(1.0, y + dy - (rise if slope < 0 else 0)), HEIGHT - size - rise - 2)
        conf = rng.uniform(0.45, 0.85) if hand else rng.uniform(0.78, 0.99)
        words.append(
            {
                "t": read,
                "x0": round(x, 1),
                "y0": round(y0, 1),
                "x1": round(x1, 1),
                "y1": round(y0 + size + rise, 1),
                "c": round(conf, 3),
            }
        )
    return words


def _note(
    rng: random.Random, layout: Layout, index: int, kind: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    lab = LABELS[layout.lang]
    day = date(2026, 1, 5) + timedelta(days=rng.randint(0, 330))
    supplier = _supplier(rng, layout)
    number = _fill(layout.number, rng, day)
    po = _fill(layout.po, rng, day) if layout.po and rng.random() < 0.8 else ""
    job = _fill(rng.choice(["{d4}", "{y2}-{d3}", "J{d4}"]), rng, day) if layout.job else ""
    site = rng.choice(SITES[layout.lang])
    date_raw = _date_text(day, layout.datefmt, layout.lang)
    order_day = day - timedelta(days=rng.randint(2, 20))
    print_day = day + timedelta(days=rng.randint(0, 2))
    own = _fill(rng.choice(["{d7}", "SO{d6}", "{y2}{d5}"]), rng, day)
    customer = _fill("{d5}", rng, day)
    town = rng.choice(TOWNS[layout.lang])
    pick = rng.randrange(3)
    c = _Canvas()
    hand = layout.paper
    head = supplier["supplier_aliases"][0] if layout.letter == "brand" else supplier["supplier"]
    # Letterhead.
    c.put(head, 70, 60, 34)
    c.put(f"{rng.randint(2, 180)} Industrial Park, {town}", 70, 104, 16)
    if layout.letter == "brand":
        c.put(supplier["supplier"], 70, 126, 14)
    title = lab["title"][pick]
    c.put(title, 760 if layout.right else 70, 170, 30)
    y = 230.0
    if layout.style in ("erp", "erpcol"):
        pairs: list[tuple[str, str]] = [
            (lab["number"][pick], number),
            (lab["date"][pick], date_raw),
            (lab["customer"][pick % 2], customer),
            (lab["own"][pick], own),
            (lab["orderdate"][pick % 2], _date_text(order_day, layout.datefmt, layout.lang)),
        ]
        if po:
            pairs.append((lab["po"][pick], po))
        if job:
            pairs.append((lab["job"][pick], job))
        pairs += [
            (lab["terms"][pick % 2], rng.choice(["DAP", "FCA", "EXW", "CPT"])),
            (lab["clerk"][pick % 2], rng.choice(["M. Keller", "A. Rossi", "J. Smith", "L. Roy"])),
            (lab["printed"][pick % 2], _date_text(print_day, layout.datefmt, layout.lang)),
        ]
        tail = pairs[2:]
        rng.shuffle(tail)  # the ERP's own order past the first two
        pairs = pairs[:2] + tail
        if layout.style == "erp":
            x0 = 640.0 if layout.right else 70.0
            cols = 1 if layout.right else 2
            for i, (label, value) in enumerate(pairs):
                col, row = i % cols, i // cols
                c.put(label, x0 + col * 560, y + row * 30, 16)
                c.put(value, x0 + col * 560 + 230, y + row * 30, 16)
            y += (len(pairs) + cols - 1) // cols * 30 + 30
        else:
            for start in range(0, len(pairs), 4):
                for i, (label, value) in enumerate(pairs[start : start + 4]):
                    c.put(label, 70 + i * 280, y, 14)
                    c.put(value, 70 + i * 280, y + 22, 18)
                y += 64
        c.put(lab["page"][0].format(i=1, n=1), 1000, 130, 14)
    elif layout.style == "firm":
        c.put(f"{lab['number'][pick]} {number}", 70, y, 22)
        c.put(f"{lab['date'][pick]}: {date_raw}", 760, y, 20)
        y += 40
        if po:
            c.put(f"{lab['po'][pick]}: {po}", 70, y, 20)
        if job:
            c.put(f"{lab['job'][pick]}: {job}", 760 if po else 70, y, 20)
        y += 50
    else:  # docket: printed labels, written-in values
        c.put(f"No {number}", 900, 110, 28)  # the pre-printed number, red
        c.put(f"{lab['date'][1]}:", 70, y, 18)
        c.put(date_raw, 240, y - 4, 24, hand)
        c.put(f"{lab['customer'][0]}:", 640, y, 18)
        c.put(rng.choice(["Main contractor", "Site office", "Fit-out team"]), 840, y - 4, 22, hand)
        y += 44
        c.put(f"{lab['po'][3]}:", 70, y, 18)
        c.put(po, 240, y - 4, 24, hand)
        c.put(f"{lab['job'][1]}:", 640, y, 18)
        c.put(f"{site} {job}".strip(), 840, y - 4, 22, hand)
        y += 60
    if layout.style != "docket":
        c.put(f"{lab['deliver'][pick % 2]}: {site}, {town}", 70, y, 18)
        y += 50
    # Items.
    for i, head_text in enumerate(lab["cols"]):
        c.put(head_text, [70, 200, 860, 1000][i], y, 16)
    y += 32
    for n, item in enumerate(rng.sample(TRADES[layout.trade][1], rng.randint(2, 3)), 1):
        qty = str(rng.randint(1, 240))
        code = f"{rng.randint(100000, 999999)}"
        c.put(str(n) if layout.style == "docket" else code, 70, y, 16)
        c.put(item, 200, y, 16, hand)
        c.put(qty, 860, y, 16, hand)
        c.put(rng.choice(["pcs", "m", "box", "set"]), 1000, y, 16)
        y += 30
    c.put(f"{lab['sign'][pick % 2]}: ____________", 70, y + 60, 16)
    # Footer: registration, VAT, bank (a docket prints the name and VAT only).
    tax_printed = rng.random() < 0.85
    vat = f"{lab['vat'][pick % 2]} {supplier['supplier_tax_id']}" if tax_printed else ""
    if layout.style == "docket":
        c.put(f"{supplier['supplier']} {vat}".strip(), 70, 1640, 14)
    else:
        c.put(f"{supplier['supplier']} · {town}", 70, 1620, 13)
        c.put(vat, 70, 1644, 13)
        c.put(f"{lab['reg'][pick % 2]} {_fill('{d6}', rng, day)}", 500, 1644, 13)
        iban = f"IBAN {layout.country[:2]}{rng.randint(10, 99)} {_fill('{d4} {d4} {d4}', rng, day)}"
        c.put(iban, 70, 1668, 13)
    date_order = "mdy" if layout.country == "US" else "dmy"
    truth: dict[str, Any] = {
        "file": f"seventh_{index:03d}_{layout.name}.png",
        "kind": kind,
        "doc_type": "delivery_note",
        "layout": layout.name,
        "style": layout.style,
        "language": layout.lang,
        "country": layout.country,
        "trade": layout.trade,
        "document_number": number,
        "date": day.isoformat(),
        "date_raw": date_raw,
        "date_order": date_order,
        "po_number": po or None,
        "job": job or None,
        **supplier,
        "tax_id_printed": tax_printed,
        "accept": {},
        "pages": 1,
    }
    page = {"words": _words(c, kind, rng), "width": WIDTH, "height": HEIGHT}
    return truth, page


def _host_extras(rng: random.Random, truth: dict[str, Any], layout: Layout) -> None:
    stem = truth["supplier_aliases"][0].split()[0]
    look = _supplier(rng, layout, stem=stem)
    if look["supplier"] == truth["supplier"]:
        look = _supplier(rng, layout, stem=f"{stem} &")
    other = _supplier(rng, layout)
    if other["supplier"] in (truth["supplier"], look["supplier"]):
        other = _supplier(rng, layout, stem=f"{stem} Nord")
    extras = [look, other]
    truth["host_extra_suppliers"] = extras
    pos: list[dict[str, Any]] = []
    if truth["po_number"]:
        po = truth["po_number"]
        digits = [i for i, ch in enumerate(po) if ch.isdigit()]
        i = rng.choice(digits)
        near = po[:i] + str((int(po[i]) + rng.randint(1, 8)) % 10) + po[i + 1 :]
        pos.append({"po_number": near, "supplier": truth["supplier"]})
    pos.append({"po_number": f"PO{rng.randint(100000, 999999)}", "supplier": truth["supplier"]})
    pos.append({"po_number": f"{rng.randint(10000, 99999)}", "supplier": other["supplier"]})
    truth["host_extra_pos"] = [p for p in pos if p["po_number"] != truth["po_number"]]


def generate(seed: int = 81, count: int = 120) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    """``count`` notes as (truth, page), deterministic per seed."""
    rng = random.Random(seed)
    for index in range(count):
        layout = LAYOUTS[(index + seed) % len(LAYOUTS)]
        if layout.paper:
            kind = "scan" if rng.random() < 0.5 else "photo"
        else:
            kind = rng.choices(["digital", "scan", "photo"], [0.55, 0.3, 0.15])[0]
        truth, page = _note(rng, layout, index, kind)
        _host_extras(rng, truth, layout)
        yield truth, page
