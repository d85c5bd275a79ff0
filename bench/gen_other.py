"""A fourth held-out generator of delivery-note pages for ``bench/finding.py --corpus other``.

Written for issue #13 without sight of the field finder, its tests or the other generators,
from what supplier paperwork does (templates in ``other_layouts.py``, wording and date forms
in ``other_lexicon.py``, text layer and OCR words in ``other_canvas.py``). ``generate`` yields
``(truth, page)``: ``truth`` in the realdocs format plus what the bench's host data needs
(the supplier's tax id and aliases, the site's other suppliers and POs as distractors) and
what the tests check (layout, language, kind, the printed date); ``page`` is
``{words, width, height, path}``, and a note of several pages carries the pages after its
first in ``page["next_pages"]``. Deterministic per seed; standard library only.
"""

from __future__ import annotations

import datetime as dt
import random
import string
import unicodedata
from collections.abc import Iterator
from typing import Any

from other_canvas import Customer, Note, Supplier, digital_words, ocr_words
from other_layouts import LAYOUTS, Layout
from other_lexicon import format_date

LANG = {"UK": "en", "AU": "en", "NZ": "en", "US": "en", "IE": "en", "IN": "en", "ZA": "en"}
LANG |= {"DE": "de", "FR": "fr", "IT": "it", "ES": "es", "NL": "nl"}

ROOTS = {
    "en": "Kestrel Bramblewood Harbourline Ironbark Kowhai Corrib Wexmoor Saltash Tolland "
    "Oakhurst Redgum Marlow Penrose Calder Hawkesdale Ashby Thornbury Kilbarry Drakensfield "
    "Umhlanga Narmada Mistral Larchmont Greystone Wattlebank Tussock Blackthorn Carrowmore "
    "Stonebridge Fernvale Kingsmead Pemberton Ravensworth Silverdale Glenrowan Moorfield "
    "Bellbird Quenby Ardmore Tarrant",
    "de": "Brenntal Auwald Lindenhof Kranich Eschberg Mühlbach Rabenau Tannfeld Eichwerder "
    "Birkenried Falkenstein Hohenau",
    "fr": "Belcourt Vauclair Rocheval Montferrand Sablière Chanteloup Beaulieu Clairval "
    "Rivesaltes Fontenelle",
    "it": "Valbruna Montecastello Ferrandi Borgorosso Castelnuovo Ripalta Valtellina Sassoferro "
    "Pontelungo Roccabella",
    "es": "Valdemora Riosequillo Peñalba Monteagudo Sierrablanca Almadén Torrealta Villaverde "
    "Campoamor Puertollano",
    "nl": "Vlietland Zandhoven Oosterweel Waalkant Kempenaar Hoogeveld Dijkstra Lindewaard "
    "Molenbeek Rietveld",
}
SECTOR = {
    "en": {
        "food": ["Fresh Foods", "Provisions"],
        "building": ["Building Supplies", "Trade Centre"],
        "timber": ["Timber", "Sawmills"],
        "pharma": ["Pharmaceuticals", "Medical Supply"],
        "industrial": ["Engineering", "Industrial Supplies"],
        "steel": ["Steel", "Metals"],
        "electrical": ["Electrical Wholesale", "Electrical"],
        "concrete": ["Readymix", "Concrete"],
        "waste": ["Skip Hire", "Waste Services"],
        "fuel": ["Fuels", "Petroleum"],
        "furniture": ["Furniture", "Interiors"],
        "consumer": ["Homewares", "Brands"],
        "roofing": ["Roofing", "Plumbing"],
        "haulage": ["Logistics", "Distribution"],
    },
    "de": {
        "pharma": ["Pharmagroßhandel", "Arzneimittel"],
        "industrial": ["Maschinenbau", "Technik"],
        "concrete": ["Transportbeton", "Betonwerk"],
        "electrical": ["Elektrogroßhandel", "Elektro"],
        "consumer": ["Haushaltswaren", "Markenvertrieb"],
        "roofing": ["Dachbaustoffe", "Sanitär"],
        "haulage": ["Logistik", "Spedition"],
    },
    "fr": {
        "building": ["Matériaux", "Négoce Bâtiment"],
        "consumer": ["Maison", "Diffusion"],
        "industrial": ["Industrie", "Équipements"],
        "food": ["Distribution Alimentaire", "Frais"],
        "roofing": ["Couverture", "Sanitaire"],
        "haulage": ["Logistique", "Transports"],
    },
    "it": {
        "industrial": ["Forniture Industriali", "Meccanica"],
        "steel": ["Acciai", "Siderurgica"],
        "electrical": ["Materiale Elettrico", "Elettroforniture"],
        "roofing": ["Coperture", "Idraulica"],
        "haulage": ["Logistica", "Trasporti"],
    },
    "es": {
        "building": ["Materiales de Construcción", "Suministros"],
        "fuel": ["Gasóleos", "Combustibles"],
        "consumer": ["Hogar", "Distribuciones"],
        "roofing": ["Cubiertas", "Fontanería"],
        "haulage": ["Logística", "Transportes"],
    },
    "nl": {
        "consumer": ["Huishoudartikelen", "Merken"],
        "building": ["Bouwmaterialen", "Bouwmarkt"],
        "electrical": ["Elektrotechniek", "Elektro Groothandel"],
        "roofing": ["Dakmaterialen", "Sanitair"],
        "haulage": ["Logistiek", "Transport"],
    },
}
HOLDING = {
    "en": ["Holdings", "Group", "Trading"],
    "de": ["Handelsgesellschaft", "Holding"],
    "fr": ["Groupe", "Participations"],
    "it": ["Holding", "Commerciale"],
    "es": ["Grupo", "Comercial"],
    "nl": ["Holding", "Groep"],
}
SUFFIX = {
    "UK": ["Ltd", "Limited"],
    "AU": ["Pty Ltd", "Pty. Limited"],
    "NZ": ["Limited", "Ltd"],
    "US": ["Inc.", "LLC"],
    "IE": ["Limited", "Ltd."],
    "IN": ["Pvt. Ltd.", "Private Limited"],
    "ZA": ["(Pty) Ltd", "(Pty) Limited"],
    "DE": ["GmbH", "GmbH & Co. KG"],
    "FR": ["SAS", "SARL"],
    "IT": ["S.r.l.", "S.p.A."],
    "ES": ["S.L.", "S.A."],
    "NL": ["B.V.", "B.V."],
}
TLD = {"UK": "co.uk", "AU": "com.au", "NZ": "co.nz", "US": "com", "IE": "ie", "IN": "in"}
TLD |= {"ZA": "co.za", "DE": "de", "FR": "fr", "IT": "it", "ES": "es", "NL": "nl"}
PLACES = {
    "UK": ["Unit 4, Quarry Lane|Bristol BS3 4QT", "12 Mill Road|Leeds LS9 8AB"],
    "AU": ["27 Kembla St|Wollongong NSW 2500", "5 Boundary Rd|Laverton VIC 3028"],
    "NZ": ["88 Carbine Rd|Mt Wellington, Auckland 1060", "3 Sawmill Lane|Rotorua 3010"],
    "US": ["1450 Commerce Pkwy|Columbus, OH 43219", "220 Harbor Blvd|Tacoma, WA 98421"],
    "IE": [
        "Unit 9, Ballymount Ind. Est.|Dublin 12 D12 X2E1",
        "Kilbarry Business Park|Cork T23 F6K2",
    ],
    "IN": ["Plot 14, MIDC Bhosari|Pune 411026", "B-42 Sector 63|Noida 201301"],
    "ZA": ["18 Steel Road, Wadeville|Germiston 1422", "7 Bofors Circle, Epping 2|Cape Town 7460"],
    "DE": ["Industriestraße 14|74523 Schwäbisch Hall", "Am Güterbahnhof 3|04347 Leipzig"],
    "FR": ["ZI des Bruyères, 12 rue Ampère|69200 Vénissieux", "3 allée des Tanneurs|44000 Nantes"],
    "IT": ["Via dell'Artigianato 22|25030 Castel Mella (BS)", "Via Emilia Est 145|41122 Modena"],
    "ES": [
        "Polígono Las Arenas, nave 7|28830 San Fernando de Henares",
        "C/ de la Ferrería 12|46980 Paterna",
    ],
    "NL": ["Havenweg 21|3542 AD Utrecht", "Industrieweg 8|5683 CG Best"],
}
PHONE = {
    "UK": "01632 96{0} {1}",
    "AU": "(02) 55{0} {1}0",
    "NZ": "09 55{0} {1}",
    "US": "(555) 01{0}-{1}0",
    "IE": "+353 1 55{0} {1}",
    "IN": "+91 20 55{0} {1}0",
    "ZA": "011 55{0} {1}",
    "DE": "+49 30 55{0} {1}0",
    "FR": "04 55 {0} {1}",
    "IT": "+39 02 55{0} {1}0",
    "ES": "91 55{0} {1}",
    "NL": "030 55{0} {1}",
}
TAX_LABEL = {
    "UK": "VAT Reg No.",
    "AU": "ABN",
    "NZ": "GST No.",
    "US": "EIN",
    "IE": "VAT No.",
    "IN": "GSTIN",
    "ZA": "VAT No.",
    "DE": "USt-IdNr.",
    "FR": "TVA intracom.",
    "IT": "P.IVA",
    "ES": "CIF",
    "NL": "BTW-nr.",
}
CUSTOMERS = {
    "en": [
        "Northgate Foodstores",
        "Harcourt Civil",
        "St Brendan's Hospital Pharmacy",
        "Riverbend Homes",
        "Cobalt Mining Services",
        "Wayland Fit-Out",
    ],
    "de": ["Bauunternehmung Weißhaupt", "Stadtwerke Lindau", "Marktkauf Eberle"],
    "fr": ["Constructions Morvan", "Clinique des Alpilles", "Supermarché Gauthier"],
    "it": ["Impresa Edile Santoro", "Officine Brambilla", "Farmacia Comunale 3"],
    "es": ["Construcciones Iriarte", "Hostelería Saavedra", "Talleres Gandía"],
    "nl": ["Bouwbedrijf Verhoeven", "Zorggroep De Linde", "Supermarkt Kuiper"],
}
STREETS = {"en": "Station Road", "de": "Hauptstraße", "fr": "avenue de la Gare"}
STREETS |= {"it": "Via Roma", "es": "Calle Mayor", "nl": "Stationsweg"}
PRODUCTS = {
    "food": [
        "Free range eggs 15x12",
        "Cheddar mature 5kg",
        "Chicken fillets 2kg",
        "Baby spinach 1kg",
    ],
    "building": ["Cement 25kg bag", "Plasterboard 12.5mm", "Sand bulk bag", "Blockwork 440x215"],
    "timber": ["Framing pine", "Plywood 17mm", "Decking 140x32"],
    "pharma": ["Amoxicillin 500mg caps", "Paracetamol 500mg tabs", "Saline 0.9% 500ml"],
    "industrial": [
        "Bearing 6205-2RS",
        "Hex bolt M12x60",
        "V-belt SPA 1250",
        "Hydraulic hose 1/2in",
    ],
    "steel": ["Flat bar 50x6", "RHS 100x50x3", "Plate 10mm"],
    "electrical": ["Cable 2.5mm T&E 100m", "RCBO 32A Type A", "LED panel 600x600", "Conduit 20mm"],
    "furniture": ["3 seater sofa", "Oak dining table", "Dining chair pair", "Wardrobe 2 door"],
    "consumer": ["Kettle 1.7L", "Towel set grey", "Storage box 30L", "Desk lamp"],
    "concrete": ["Concrete"],
    "waste": ["Skip"],
    "fuel": ["Diesel"],
}


def _digits(rng: random.Random, k: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(k))


def _letters(rng: random.Random, k: int) -> str:
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(k))


def _ascii(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if ch.isalnum() and ch.isascii()).lower()


def _tax_id(rng: random.Random, country: str) -> str:
    def d(k: int) -> str:
        return _digits(rng, k)

    return {
        "UK": f"GB {d(3)} {d(4)} {d(2)}",
        "AU": f"{d(2)} {d(3)} {d(3)} {d(3)}",
        "NZ": f"{d(3)}-{d(3)}-{d(3)}",
        "US": f"{d(2)}-{d(7)}",
        "IE": f"IE{d(7)}{_letters(rng, 1)}",
        "IN": f"{d(2)}{_letters(rng, 5)}{d(4)}{_letters(rng, 1)}1Z{d(1)}",
        "ZA": f"4{d(9)}",
        "DE": f"DE{d(9)}",
        "FR": f"FR{d(11)}",
        "IT": f"IT{d(11)}",
        "ES": f"B{d(8)}",
        "NL": f"NL{d(9)}B01",
    }[country]


def _supplier(rng: random.Random, root: str, country: str, sector: str) -> Supplier:
    lang = LANG[country]
    words = SECTOR[lang].get(sector) or SECTOR["en"][sector]
    suffix = rng.choice(SUFFIX[country])
    trade = f"{root} {rng.choice(words)}"
    trading = ""
    if rng.random() < 0.35:
        legal = f"{root} {rng.choice(HOLDING[lang])} {suffix}"
        trading = trade
    else:
        legal = f"{trade} {suffix}"
    street, city = rng.choice(PLACES[country]).split("|")
    return Supplier(
        legal=legal,
        trading=trading,
        tax_label=TAX_LABEL[country],
        tax_id=_tax_id(rng, country),
        domain=f"{_ascii(root)}-{_ascii(words[0])[:8]}.{TLD[country]}",
        phone=PHONE[country].format(_digits(rng, 2), _digits(rng, 3)),
        street=street,
        city=city,
        number_form=rng.randrange(8),
        date_style=rng.randrange(7),
    )


def _number(rng: random.Random, form: int, lang: str, day: dt.date) -> str:
    prefix = {"en": "DN", "de": "LS", "fr": "BL", "it": "DDT", "es": "ALB", "nl": "PB"}[lang]
    yy = day.year % 100
    return [
        f"{prefix}{_digits(rng, 6)}",
        f"{rng.randint(1, 9)}{_digits(rng, 6)}",
        f"{prefix}-{day.year}-{_digits(rng, 5)}",
        f"{_letters(rng, 2)}{_digits(rng, 6)}",
        f"{rng.randint(1, 9)}{_digits(rng, 3)}/{yy}",
        f"{rng.randint(1, 9)}{_digits(rng, 2)} {_digits(rng, 3)}",
        f"{prefix}{yy}-{_digits(rng, 5)}",
        f"{_letters(rng, 1)}{_digits(rng, 5)}-{_digits(rng, 2)}",
    ][form]


def _po(rng: random.Random, form: int, day: dt.date) -> str:
    yy = day.year % 100
    return [
        f"4500{_digits(rng, 6)}",
        f"PO-{_digits(rng, 5)}-{_letters(rng, 1)}",
        f"PO {rng.randint(1, 9)}{_digits(rng, 3)} {_digits(rng, 4)}",
        f"{_letters(rng, 2)}/{_digits(rng, 5)}/{yy}",
        f"{rng.randint(1, 9)}{_digits(rng, 5)}-01",
        f"ORD {rng.randint(1, 9)}{_digits(rng, 2)} {_digits(rng, 3)}",
        f"BST{_digits(rng, 6)}",
        f"{_letters(rng, 1)}{_digits(rng, 4)}-{yy}",
    ][form]


def _neighbour(po: str) -> str:
    """The site's next PO with the same supplier: the last digit moved by one."""
    for i in range(len(po) - 1, -1, -1):
        if po[i].isdigit():
            return po[:i] + str((int(po[i]) + 1) % 10) + po[i + 1 :]
    return po + "1"


class _World:
    """Suppliers per template (they recur), logistics firms, customers, distractors."""

    def __init__(self, rng: random.Random) -> None:
        roots = {
            lang: rng.sample(words.split(), len(words.split())) for lang, words in ROOTS.items()
        }
        self.suppliers: dict[str, list[Supplier]] = {}
        for layout in LAYOUTS:
            count = 2 if layout.lang != "en" else rng.choice([1, 2])
            self.suppliers[layout.name] = [
                _supplier(rng, roots[layout.lang].pop(), layout.country, layout.sector)
                for _ in range(count)
            ]
        self.agents = {
            country: _supplier(rng, roots[LANG[country]].pop(), country, "haulage")
            for country in ("IE", "DE", "FR", "ES")
        }
        self.distractors = [
            _supplier(rng, roots[lang].pop(), country, "roofing")
            for lang, country in (
                ("en", "UK"),
                ("en", "AU"),
                ("de", "DE"),
                ("fr", "FR"),
                ("it", "IT"),
                ("es", "ES"),
                ("nl", "NL"),
                ("en", "US"),
            )
        ]
        self.customers: dict[str, list[tuple[Customer, int]]] = {}
        for country, lang in LANG.items():
            names = rng.sample(CUSTOMERS[lang], 2)
            self.customers[country] = []
            for name in names:
                city = rng.choice(PLACES[country]).split("|")[1]
                street = f"{rng.randint(2, 180)} {STREETS[lang]}"
                po_form = rng.randrange(8)
                account = rng.choice(
                    [
                        f"C{_digits(rng, 5)}",
                        f"{rng.randint(1, 9)}{_digits(rng, 5)}",
                        f"45{_digits(rng, 5)}",
                        f"{_letters(rng, 3)}{_digits(rng, 3)}",
                    ]
                )
                store = f"{rng.randint(1, 999):04d}"
                self.customers[country].append(
                    (Customer(name, street, city, account, store), po_form)
                )


def _host_entry(s: Supplier) -> dict[str, Any]:
    return {
        "supplier": s.legal,
        "supplier_tax_id": s.tax_id,
        "supplier_aliases": [s.trading] if s.trading else [],
        "supplier_email_domain": s.domain,
        "supplier_phone": s.phone,
    }


def _sister(rng: random.Random, s: Supplier) -> dict[str, Any]:
    """A look-alike of ``s`` in host data: the same family name, another trade."""
    root = s.shown.split()[0]
    legal = f"{root} Roofing & Drainage {s.legal.split()[-1]}"
    return {
        "supplier": legal,
        "supplier_tax_id": s.tax_id[:-3] + _digits(rng, 3),
        "supplier_aliases": [],
    }


def _items(rng: random.Random, sector: str) -> list[tuple[str, str, str, str]]:
    names = PRODUCTS[sector]
    picked = rng.sample(names, min(len(names), rng.randint(2, 4)))
    return [
        (_digits(rng, 6), name, str(rng.randint(1, 48)), rng.choice(["EA", "BX", "PK"]))
        for name in picked
    ]


def _kind(rng: random.Random, layout: Layout) -> str:
    if layout.paper:
        return "scan" if rng.random() < 0.55 else "photo"
    roll = rng.random()
    return "digital" if roll < 0.45 else "scan" if roll < 0.77 else "photo"


def _note(rng: random.Random, world: _World, layout: Layout) -> Note:
    sup = rng.choice(world.suppliers[layout.name])
    cust, po_form = rng.choice(world.customers[layout.country])
    day = dt.date(2025, 6, 1) + dt.timedelta(days=rng.randrange(540))
    style = sup.date_style if rng.random() < 0.8 else rng.randrange(7)

    def fmt(when: dt.date) -> str:
        return format_date(when, layout.lang, style, layout.order)

    note = Note(
        rng=rng,
        lang=layout.lang,
        country=layout.country,
        order=layout.order,
        sup=sup,
        cust=cust,
        number=_number(rng, sup.number_form, layout.lang, day),
        po=_po(rng, po_form, day) if rng.random() < 0.85 else "",
        date=day,
        date_raw=fmt(day),
        odate_raw=fmt(day - dt.timedelta(days=rng.randint(1, 12))),
        later_raw=fmt(day + dt.timedelta(days=rng.randint(1, 30))),
        items=_items(rng, layout.sector),
        doc_type=layout.doc_type,
        tax_printed=rng.random() < (0.3 if layout.country == "US" else 0.85),
    )
    if layout.name.endswith("3pl"):
        note.agent = world.agents[{"en": "IE"}.get(layout.lang, layout.country)]
    return note


def generate(seed: int = 51, count: int = 180) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    rng = random.Random(seed)
    world = _World(rng)
    order = list(LAYOUTS)
    for i in range(count):
        if i % len(order) == 0:
            rng.shuffle(order)
        layout = order[i % len(order)]
        nrng = random.Random(rng.randrange(2**32))
        note = _note(nrng, world, layout)
        layout.draw(note)
        kind = _kind(nrng, layout)
        pages = []
        for canvas in note.canvases:
            if kind == "digital":
                words, width, height = digital_words(canvas, 1240, 1754), 1240, 1754
            else:
                words, width, height = ocr_words(canvas, kind, nrng)
            path = "text layer" if kind == "digital" else "ocr"
            pages.append({"words": words, "width": width, "height": height, "path": path})
        extra = [_sister(nrng, note.sup), _host_entry(nrng.choice(world.distractors))]
        if note.agent is not None and nrng.random() < 0.5:
            extra.append(_host_entry(note.agent))  # the site buys from the carrier too
        cust_form = next(f for c, f in world.customers[layout.country] if c is note.cust)
        extra_pos = [
            {"po_number": _po(nrng, cust_form, note.date), "supplier": extra[0]["supplier"]}
        ]
        if note.po:
            extra_pos.append({"po_number": _neighbour(note.po), "supplier": note.sup.legal})
        else:
            extra_pos.append(
                {"po_number": _po(nrng, cust_form, note.date), "supplier": note.sup.legal}
            )
        truth: dict[str, Any] = {
            "file": f"other-{seed}-{i:03d}-{layout.name}-{kind}",
            "kind": kind,
            "doc_type": note.doc_type,
            "layout": layout.name,
            "language": layout.lang,
            "country": layout.country,
            "date_order": layout.order,
            "document_number": note.number,
            "date": note.date.isoformat(),
            "date_raw": note.date_raw,
            "po_number": note.po or None,
            **_host_entry(note.sup),
            "tax_id_printed": note.tax_printed,
            "accept": note.accept,
            "pages": len(pages),
            "host_extra_suppliers": extra,
            "host_extra_pos": extra_pos,
        }
        first = pages[0]
        if len(pages) > 1:
            first["next_pages"] = pages[1:]
        yield truth, first
