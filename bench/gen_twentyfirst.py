"""The twenty-first held-out generator: the world's paperwork in six languages.

Delivery notes (and some invoices, order confirmations, credit notes, quotations and
statements) as suppliers around the world print them: Latin-American fiscal forms with the
number in a box top right (Argentine remitos with their CAI, Chilean guías de despacho with
the SII box, Mexican remisiones, Peruvian guías de remisión, Colombian remisiones), Indian
delivery challans with their two-column header grid (e-way bill, LR and vehicle numbers),
Gulf and Asian delivery orders, African and Australian dockets, US packing lists, European
delivery notes and their bilingual neighbours (South Tyrol, Belgium, Switzerland, Quebec),
thermal receipts, dot-matrix continuous forms, two-up copies, handwritten pads and
carrier-style forms. Each note comes as positioned words: a PDF's text layer (``digital``)
or an OCR engine's runs of a scan or a photo, with the engine's faults.

``generate(seed, count)`` yields ``(truth, page)`` per note; stdlib only, deterministic.
"""

from __future__ import annotations

import math
import random
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any

import twentyfirst_lex as lex

Page = dict[str, Any]
Truth = dict[str, Any]
Region = lex.Region

A4 = (595.0, 842.0)
LETTER = (612.0, 792.0)
Day = date
SII_OFFICES = ("SANTIAGO CENTRO", "SANTIAGO ORIENTE", "CONCEPCIÓN", "ANTOFAGASTA")
LATIN_AMERICA = ("MX", "CL", "AR", "CO", "PE")
ENGLISH_WORLD = ("IN", "SG", "MY", "PH", "ZA", "KE", "NG", "AE", "US", "AU", "NZ", "UK", "IE")
REGION_BY_CODE: dict[str, Region] = {r.code: r for r in lex.ALL_REGIONS}
COPY_WORDS = {
    "en": ("ORIGINAL", "DUPLICATE", "Customer Copy", "Office Copy"),
    "de": ("ORIGINAL", "KOPIE", "Kundenexemplar", "Fahrerkopie"),
    "fr": ("ORIGINAL", "DUPLICATA", "Exemplaire client", "Copie chauffeur"),
    "it": ("ORIGINALE", "COPIA", "Copia destinatario", "Copia vettore"),
    "es": ("ORIGINAL", "DUPLICADO", "Original cliente", "Copia emisor"),
    "nl": ("ORIGINEEL", "KOPIE", "Exemplaar klant", "Kopie chauffeur"),
}
ARABIC = {"title": "إشعار تسليم", "no": "رقم", "date": "التاريخ", "customer": "العميل"}


def fill(rng: random.Random, pattern: str) -> str:
    """A pattern's '#' as digits, 'A' as capitals, 'X' as either; the rest as it is."""
    out = []
    for ch in pattern:
        if ch == "#":
            out.append(str(rng.randint(0, 9)))
        elif ch == "A":
            out.append(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ"))
        elif ch == "X":
            out.append(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789"))
        else:
            out.append(ch)
    return "".join(out)


def rut(rng: random.Random) -> str:
    """A Chilean RUT with its mod-11 check digit, as printed: 76.123.456-K."""
    body = rng.randint(76_000_000, 77_999_999)
    total, factor = 0, 2
    for d in reversed(str(body)):
        total += int(d) * factor
        factor = 2 if factor == 7 else factor + 1
    check = 11 - total % 11
    dv = {10: "K", 11: "0"}.get(check, str(check))
    s = f"{body:,}".replace(",", ".")
    return f"{s}-{dv}"


def cuit(rng: random.Random) -> str:
    """An Argentine CUIT of a company (30-/33-) with its check digit."""
    prefix = rng.choice(("30", "33"))
    body = f"{rng.randint(50_000_000, 71_999_999)}"
    digits = prefix + body
    weights = (5, 4, 3, 2, 7, 6, 5, 4, 3, 2)
    check = 11 - sum(int(d) * w for d, w in zip(digits, weights, strict=True)) % 11
    check = 0 if check == 11 else 9 if check == 10 else check
    return f"{prefix}-{body}-{check}"


def nit(rng: random.Random) -> str:
    """A Colombian company NIT as printed: 900.123.456-7."""
    body = rng.randint(800_000_000, 901_999_999)
    return f"{body:,}".replace(",", ".") + f"-{rng.randint(0, 9)}"


STATE_CODES = ("27", "24", "33", "29", "36", "07", "09")
IN_CITIES = {
    "27": ("Pune", "411 ###"),
    "24": ("Ahmedabad", "380 ###"),
    "33": ("Chennai", "600 ###"),
    "29": ("Bengaluru", "560 ###"),
    "36": ("Hyderabad", "500 ###"),
    "07": ("New Delhi", "110 ###"),
    "09": ("Noida", "201 ###"),
}
IN_STATES = {
    "27": "Maharashtra",
    "24": "Gujarat",
    "33": "Tamil Nadu",
    "29": "Karnataka",
    "36": "Telangana",
    "07": "Delhi",
    "09": "Uttar Pradesh",
}


def gstin(rng: random.Random, pan: str) -> str:
    """An Indian GSTIN: state code, the firm's PAN, entity number, 'Z', a check character."""
    return f"{rng.choice(STATE_CODES)}{pan}{rng.randint(1, 3)}Z{rng.choice('0123456789ABCDEFGH')}"


def tax_id(rng: random.Random, region: Region, pan: str) -> str:
    if region.tax_fmt == "RUT":
        return rut(rng)
    if region.tax_fmt == "CUIT":
        return cuit(rng)
    if region.tax_fmt == "NIT":
        return nit(rng)
    if region.tax_fmt == "GSTIN":
        return gstin(rng, pan)
    return fill(rng, region.tax_fmt)


def money(value: float, decimal: str) -> str:
    """An amount with the region's separators: 1.234,50 or 1,234.50."""
    text = f"{value:,.2f}"
    if decimal == ",":
        text = text.replace(",", " ").replace(".", ",").replace(" ", ".")
    return text


def qty_text(value: float, decimal: str) -> str:
    text = f"{value:g}" if value == int(value) else f"{value:.2f}"
    return text.replace(".", ",") if decimal == "," else text


# ----------------------------------------------------------------------------- dates


def date_text(
    d: date, style: str, lang: str, rng: random.Random | None = None, order: str = "dmy"
) -> str:
    """A date as a region prints it (``style`` from ``Region.date_styles``)."""
    pad = rng is None or rng.random() > 0.15
    dd = f"{d.day:02d}" if pad else str(d.day)
    mm = f"{d.month:02d}" if pad else str(d.month)
    yy = f"{d.year % 100:02d}"
    y4 = str(d.year)
    abbr = lex.MONTHS_ABBR[lang][d.month - 1]
    month = lex.MONTHS[lang][d.month - 1]
    simple = {
        "d/m/Y": f"{dd}/{mm}/{y4}",
        "d-m-Y": f"{dd}-{mm}-{y4}",
        "d.m.Y": f"{dd}.{mm}.{y4}",
        "d/m/y": f"{dd}/{mm}/{yy}",
        "d.m.y": f"{dd}.{mm}.{yy}",
        "Y-m-d": f"{y4}-{d.month:02d}-{d.day:02d}",
        "Y/m/d": f"{y4}/{d.month:02d}/{d.day:02d}",
        "m/d/Y": f"{mm}/{dd}/{y4}",
        "m/d/y": f"{mm}/{dd}/{yy}",
        "m-d-Y": f"{mm}-{dd}-{y4}",
        "d/mon/Y": f"{d.day:02d}/{abbr.upper() if lang == 'en' else abbr}/{y4}",
        "d-Mon-y": f"{d.day}-{abbr}-{yy}",
        "d-Mon-Y": f"{d.day:02d}-{abbr}-{y4}",
        "d Mon Y": f"{d.day} {abbr} {y4}",
        "Mon d, Y": f"{abbr} {d.day}, {y4}",
    }
    if style in simple:
        return simple[style]
    # "long": the month written out, as each language writes it
    day = d.day
    if lang == "es":
        return f"{day} de {month} de {y4}"
    if lang == "de":
        return f"{day}. {month} {y4}"
    if lang == "fr":
        return f"{'1er' if day == 1 else day} {month} {y4}"
    if lang == "en":
        return f"{month} {day}, {y4}" if order == "mdy" else f"{day} {month} {y4}"
    return f"{day} {month} {y4}"


def weekday_prefix(d: date, lang: str) -> str:
    wd = lex.WEEKDAYS[lang][d.weekday()]
    return f"{wd.capitalize() if lang in ('de', 'en') else wd}, "


# ----------------------------------------------------------------------------- parties


@dataclass
class Supplier:
    name: str  # the legal name as printed
    base: str  # the name without its legal form (printed as a short name)
    logo: str  # a trading name or initials printed as a logo ("" when none)
    tax_id: str
    region: Region
    trade: str
    street: str
    city: str
    phone: str
    email: str
    web: str
    second: str  # another registration, printed in the footer
    bank: str

    @property
    def aliases(self) -> list[str]:
        return [a for a in dict.fromkeys([self.base, self.logo]) if a and a != self.name]

    def host(self) -> dict[str, Any]:
        return {
            "supplier": self.name,
            "supplier_aliases": self.aliases,
            "supplier_tax_id": self.tax_id,
        }


@dataclass
class Customer:
    name: str
    tax_id: str
    street: str
    city: str
    account: str
    sites: list[tuple[str, str, str]]  # (site name, street, city)
    po_style: str
    contact: str


def lang_words(region: Region) -> str:
    return region.lang


def city_line(rng: random.Random, region: Region) -> str:
    city, post = rng.choice(region.cities)
    code = fill(rng, post) if post else ""
    if not code:
        return city
    if region.code in ("UK", "IE", "US", "AU", "QC", "IN", "PH", "KE", "NG", "MY", "SG"):
        return f"{city} {code}" if region.code != "SG" else f"Singapore {code}"
    return f"{code} {city}"


def street_line(rng: random.Random, region: Region, names: tuple[str, ...]) -> str:
    template = rng.choice(region.streets)
    return template.format(
        s=rng.choice(names), n=rng.randint(2, 980), m=rng.randint(10, 99), k=rng.randint(1, 12)
    )


def supplier_base(rng: random.Random, region: Region, trade: str) -> tuple[str, str]:
    """A supplier's name without its legal form, and a logo word (or "")."""
    lang = region.lang
    words = lex.TRADE_WORDS[lang][trade]
    word = rng.choice(words)
    surname = rng.choice(lex.SURNAMES[region.names])
    surname2 = rng.choice(lex.SURNAMES[region.names])
    place = rng.choice(region.places) if region.places else surname
    brand = rng.choice(lex.BRANDS)
    family = {
        "es": f"{surname} Hermanos",
        "de": f"Gebr. {surname}",
        "fr": f"{surname} & Fils",
        "it": f"Fratelli {surname}",
        "nl": f"{surname} & Zonen",
        "en": f"{surname} & Sons",
    }[lang]
    pick = rng.randrange(7)
    if lang == "en" and region.code == "IN":
        pick = rng.choice((5, 6, 2))
    if pick == 0:
        base = f"{word} {surname}" if lang in ("es", "fr", "it") else f"{surname} {word}"
        logo = ""
    elif pick == 1:
        base = (
            f"{word} {place}"
            if lang in ("es", "fr", "it") or "del " in place
            else f"{place} {word}"
        )
        logo = "".join(w[0] for w in base.replace("&", " ").split() if w[0].isupper())
        logo = logo if len(logo) >= 2 else ""
    elif pick == 2:
        base = f"{brand} {word}"
        logo = brand.upper()
    elif pick == 3:
        base = family
        logo = ""
    elif pick == 4:
        base = f"{surname} & {surname2}" if surname != surname2 else f"{surname} {word}"
        logo = ""
    elif pick == 5:
        base = f"Shree {place} {word}" if region.code == "IN" else f"{brand} {place} {word}"
        logo = ""
    else:
        base = (
            f"{surname} {word}" if region.code != "IN" else f"{rng.choice(lex.GIVEN['in'])} {word}"
        )
        logo = ""
    return base, logo


def make_supplier(
    rng: random.Random, region: Region, trade: str, used: set[str], ids: set[str]
) -> Supplier:
    for _ in range(50):
        base, logo = supplier_base(rng, region, trade)
        suffix = rng.choice(region.suffixes)
        name = f"{base} {suffix}"
        if name not in used and base not in used:
            break
    used.update((name, base))
    pan = fill(rng, "AAAAA####A")
    pan = pan[:3] + "C" + base[0].upper() + pan[5:]
    while True:
        tid = tax_id(rng, region, pan)
        if tid not in ids:
            break
    ids.add(tid)
    return finish_supplier(rng, region, trade, name, base, logo, tid)


def finish_supplier(
    rng: random.Random, region: Region, trade: str, name: str, base: str, logo: str, tid: str
) -> Supplier:
    plain = unicodedata.normalize("NFKD", base.lower())
    slug = "".join(ch for ch in plain if ch.isascii() and ch.isalnum())[:14] or "info"
    tld = {
        "MX": "com.mx",
        "CL": "cl",
        "AR": "com.ar",
        "CO": "com.co",
        "PE": "pe",
        "ES": "es",
        "FR": "fr",
        "BEF": "be",
        "BEN": "be",
        "CHF": "ch",
        "CHD": "ch",
        "TI": "ch",
        "QC": "ca",
        "LU": "lu",
        "MA": "ma",
        "SN": "sn",
        "DE": "de",
        "AT": "at",
        "BZ": "it",
        "IT": "it",
        "NL": "nl",
        "SR": "sr",
        "IN": "in",
        "SG": "com.sg",
        "MY": "com.my",
        "PH": "ph",
        "ZA": "co.za",
        "KE": "co.ke",
        "NG": "com.ng",
        "AE": "ae",
        "US": "com",
        "AU": "com.au",
        "NZ": "co.nz",
        "UK": "co.uk",
        "IE": "ie",
    }[region.code]
    city = city_line(rng, region)
    if region.code == "IN":
        town, post = IN_CITIES.get(tid[:2], ("Pune", "411 ###"))
        city = f"{town} {fill(rng, post)}"
    label, pattern = region.second_id
    second = f"{label} {fill(rng, pattern)}" if label and pattern else ""
    if region.decimal == "," or region.code in ("CHF", "CHD", "TI"):
        cc = {"BZ": "IT", "BEF": "BE", "BEN": "BE", "CHF": "CH", "CHD": "CH", "TI": "CH"}.get(
            region.code, region.code[:2]
        )
        bank = f"IBAN {cc}{fill(rng, '## #### #### #### #### ##')}"
    elif region.code == "IN":
        bank = f"A/c No. {fill(rng, '############')}  IFSC {fill(rng, 'AAAA0######')}"
    else:
        bank = f"Acct {fill(rng, '### ### ####')}"
    bank = {
        "MX": "CLABE 012 180 ########### #",
        "AR": "CBU 0170###############",
        "CL": "Cta. Cte. N° ##-#####-##",
        "CO": "Cuenta corriente N° ###-######-##",
        "PE": "Cta. Cte. S/ ###-#######-#-##",
        "QC": "Transit ##### Inst. 815 Folio #######",
        "MA": "RIB ### ### ################ ##",
        "SR": "Rek. nr. ########",
    }.get(region.code, bank)
    bank = fill(rng, bank) if "#" in bank else bank
    return Supplier(
        name=name,
        base=base,
        logo=logo,
        tax_id=tid,
        region=region,
        trade=trade,
        street=street_line(rng, region, lex.SURNAMES[region.names] + region.places),
        city=city,
        phone=fill(rng, region.phone),
        email=f"{rng.choice(('ventas', 'info', 'sales', 'dispatch', 'office'))}@{slug}.{tld}",
        web=f"www.{slug}.{tld}",
        second=second,
        bank=bank,
    )


def sister_of(
    rng: random.Random, first: Supplier, used: set[str], ids: set[str], trade: str
) -> Supplier:
    """A sister firm: its name starts with the same word as ``first``'s."""
    region = first.region
    qualifier = {
        "es": ("Logística", "Industrial", "Servicios", "Norte"),
        "de": ("Logistik", "Mietservice", "Handel", "Ost"),
        "fr": ("Services", "Location", "Négoce", "Sud"),
        "it": ("Servizi", "Noleggi", "Trasporti", "Nord"),
        "nl": ("Logistiek", "Verhuur", "Handel", "Zuid"),
        "en": ("Logistics", "Services", "Industries", "North"),
    }[region.lang]
    for q in qualifier:
        base = f"{first.base} {q}"
        name = f"{base} {rng.choice(region.suffixes)}"
        if name not in used:
            break
    used.update((name, base))
    pan = fill(rng, "AAAAC####A")
    while True:
        tid = tax_id(rng, region, pan)
        if tid not in ids:
            break
    ids.add(tid)
    return finish_supplier(rng, region, trade, name, base, "", tid)


def make_customer(rng: random.Random, region: Region, used: set[str]) -> Customer:
    lang = region.lang
    word = rng.choice(lex.BUILDER_WORDS[lang])
    surname = rng.choice(lex.SURNAMES[region.names])
    base = f"{word} {surname}" if lang in ("es", "fr", "it") else f"{surname} {word}"
    if rng.random() < 0.3:
        base = f"{rng.choice(lex.BRANDS)} {word}"
    name = f"{base} {rng.choice(region.suffixes)}"
    while name in used:
        name = f"{rng.choice(lex.BRANDS)} {name}"
    used.add(name)
    names = lex.SURNAMES[region.names] + region.places
    sites = []
    for _ in range(rng.randint(1, 3)):
        site_word = rng.choice(lex.SITE_WORDS[lang])
        site = f"{site_word} {rng.choice(names)}"
        sites.append((site, street_line(rng, region, names), city_line(rng, region)))
    pan = fill(rng, "AAAAC####A")
    contact = f"{rng.choice(lex.GIVEN[region.names])} {rng.choice(lex.SURNAMES[region.names])}"
    return Customer(
        name=name,
        tax_id=tax_id(rng, region, pan),
        street=street_line(rng, region, names),
        city=city_line(rng, region),
        account=fill(rng, rng.choice(("#####", "C-####", "1####", "D######"))),
        sites=sites,
        po_style=rng.choice(
            ("4500######", "PO-#####", "OC-####", "####/##", "P0######", "######", "AB-####-##")
        ),
        contact=contact,
    )


@dataclass
class World:
    """A seed's regions with their suppliers (recurring across notes) and customers."""

    suppliers: dict[str, list[Supplier]]
    customers: dict[str, list[Customer]]


def make_world(rng: random.Random) -> World:
    used: set[str] = set()
    ids: set[str] = set()
    trades = list(lex.TRADES)
    weights = [5, 3, 2, 2, 2, 1, 3, 2, 1, 3, 1, 1]
    suppliers: dict[str, list[Supplier]] = {}
    customers: dict[str, list[Customer]] = {}
    for region in lex.ALL_REGIONS:
        pool: list[Supplier] = []
        region_trades = rng.choices(trades, weights=weights, k=5)
        region_trades[rng.randrange(5)] = rng.choice(("fuel", "aggregates"))
        for trade in region_trades:
            pool.append(make_supplier(rng, region, trade, used, ids))
        if rng.random() < 0.6:
            first = pool[rng.randrange(2)]
            pool.append(sister_of(rng, first, used, ids, rng.choice(trades)))
        suppliers[region.code] = pool
        customers[region.code] = [make_customer(rng, region, used) for _ in range(2)]
    return World(suppliers, customers)


# ----------------------------------------------------------------------------- a note

PLATES = {
    "MX": "##-AA-#A",
    "CL": "AAAA-##",
    "AR": "AA ### AA",
    "CO": "AAA ###",
    "PE": "A#A-###",
    "ES": "#### AAA",
    "FR": "AA-###-AA",
    "BEF": "#-AAA-###",
    "CHF": "VD ######",
    "QC": "L######",
    "LU": "AA ####",
    "MA": "#####-A-#",
    "SN": "DK-####-AA",
    "DE": "M-AA ####",
    "AT": "G-###AA",
    "CHD": "ZH ######",
    "BZ": "BZ #####",
    "IT": "AA ###AA",
    "TI": "TI ######",
    "NL": "##-AAA-#",
    "BEN": "#-AAA-###",
    "SR": "PB ##-##",
    "IN": "MH ## AA ####",
    "SG": "XD #### A",
    "MY": "WAA ####",
    "PH": "AAA ####",
    "ZA": "ND ###-###",
    "KE": "KAA ###A",
    "NG": "LSR ### AA",
    "AE": "Dubai A #####",
    "US": "TX #AA####",
    "AU": "XQ##AA",
    "NZ": "AAA###",
    "UK": "AA## AAA",
    "IE": "##-D-#####",
}


def doc_number(rng: random.Random, region: Region, doc_type: str, d: date) -> str:
    """The document's own number as the region's systems print it."""
    y, yy = d.year, d.year % 100
    fy = f"{yy:02d}-{yy + 1:02d}" if d.month >= 4 else f"{yy - 1:02d}-{yy:02d}"
    code = region.code
    if doc_type != "delivery_note":
        if code == "AR":
            return f"{rng.randint(1, 12):04d}-{rng.randint(1, 99999):08d}"
        if code == "PE":
            return f"{rng.choice(('F001', 'E001', 'FC01'))}-{rng.randint(1, 99999):08d}"
        if code == "IN":
            return f"{rng.choice(('INV', 'SI', 'TI'))}/{fy}/{rng.randint(1, 2999):04d}"
        prefix = {
            "invoice": ("INV-", "RE", "FA", "FT", "FAC-", "F"),
            "credit_note": ("CN-", "GS", "AV", "NC", "NC-", "CF"),
            "quotation": ("QT-", "AN", "DEV", "PREV", "COT-", "OFF"),
            "order_confirmation": ("SO-", "AB", "CC", "OV", "PED-", "OB"),
            "statement": ("ST-", "KA", "RC", "EC", "EC-", "RO"),
        }[doc_type][lex.LANGS.index(region.lang)]
        return f"{prefix}{rng.choice((str(y), f'{yy:02d}', ''))}{rng.randint(100, 99999):05d}"
    forms: dict[str, tuple[str, ...]] = {
        "MX": ("A-#####", "R######", "#####", "REM-####"),
        "CL": ("#####", "######", "####"),
        "AR": ("000#-000#####",),
        "CO": ("REM-#####", "######", "RM####"),
        "PE": ("T001-000#####", "T002-0000####", "EG01-000#####"),
        "ES": (f"A{yy:02d}/######", f"ALB-{y}-#####", "#######"),
        "FR": (f"BL{yy:02d}#####", f"BL-{y}-#####", "######"),
        "BEF": (f"BL/{y}/####", "######"),
        "LU": (f"BL{yy:02d}-####", "#####"),
        "MA": (f"BL{y}/####", "BL-#####"),
        "SN": (f"BL{yy:02d}/#####", "#####"),
        "CHF": ("######", "BL-######"),
        "CHD": ("######", "LS-######"),
        "TI": ("######",),
        "QC": ("######", "BE-#####"),
        "DE": ("8#######", f"LS-{y}-#####", "########"),
        "AT": (f"LS{yy:02d}-#####", "#######"),
        "BZ": (f"####/{y}", "LS #####"),
        "IT": ("####", f"####/{y}", "###/A"),
        "NL": ("######", "PB######", f"{yy:02d}-#####"),
        "BEN": (f"{y}/#####", "######"),
        "SR": ("#####", "AB-####"),
        "IN": (f"DC/{fy}/####", f"SE/DC/{fy}/###", "###", "DC-####"),
        "SG": ("DO######", f"DO-{yy:02d}####", "#####"),
        "MY": ("DO-#####", "######"),
        "PH": ("######", "DR-#####"),
        "ZA": ("DN######", "######"),
        "KE": ("#####", "DN/####"),
        "NG": ("######", "WB/####"),
        "AE": (f"DN-{y}-####", "DN#####"),
        "US": ("PL-######", "######", "SO#####-1"),
        "AU": ("######", "D######"),
        "NZ": ("######", "PS#####"),
        "UK": ("DN######", "#####"),
        "IE": ("######", "D#####"),
    }
    number = fill(rng, rng.choice(forms[code]))
    if set(number) <= set("0-/"):
        number = number[:-1] + "7"
    return number


def po_number(rng: random.Random, customer: Customer) -> str:
    return fill(rng, customer.po_style)


def clock(rng: random.Random) -> str:
    return f"{rng.randint(7, 18):02d}:{rng.randint(0, 59):02d}"


def one_digit_away(rng: random.Random, po: str) -> str:
    spots = [i for i, ch in enumerate(po) if ch.isdigit()]
    i = rng.choice(spots)
    digit = str((int(po[i]) + rng.randint(1, 9)) % 10)
    return po[:i] + digit + po[i + 1 :]


@dataclass
class Note:
    i: int
    rng: random.Random
    region: Region
    layout: str
    family: str
    kind: str
    doc_type: str
    supplier: Supplier
    customer: Customer
    site: tuple[str, str, str]
    title: str
    number: str
    num_label: str
    date: Day
    date_style: str
    date_raw: str
    date_label: str
    po: str
    po_label: str
    order_date: Day
    items: list[tuple[str, str, float, str, float]]
    pages: int
    repeat_number: bool
    host_suppliers: list[Supplier]
    host_pos: list[tuple[str, str]]
    # other numbers (key, label, value) and other dates (key, label, raw, date)
    others: list[tuple[str, str, str]] = field(default_factory=list)
    other_dates: list[tuple[str, str, str, Day]] = field(default_factory=list)
    page_items: list[list[tuple[str, str, float, str, float]]] = field(default_factory=list)
    done: set[str] = field(default_factory=set)  # the other numbers and dates printed
    prices: bool = False
    paper: tuple[float, float] = A4

    @property
    def lang(self) -> str:
        return self.region.lang

    def pick(self, table: dict[str, tuple[str, ...]]) -> str:
        return self.rng.choice(table[self.lang])

    def d(self, d: Day) -> str:
        """Another date, printed as the note prints its own."""
        style = self.date_style
        return date_text(d, style, self.lang, None, self.region.order)

    def money(self, value: float) -> str:
        return money(value, self.region.decimal)

    def other(self, key: str) -> str:
        return next((v for k, _, v in self.others if k == key), "")

    def other_date(self, key: str) -> str:
        return next((raw for k, _, raw, _ in self.other_dates if k == key), "")

    def total(self) -> float:
        return round(sum(q * p for _, _, q, _, p in self.items), 2)

    def page_of(self, k: int) -> str:
        return self.rng.choice(lex.PAGE_OF[self.lang]).format(k=k, n=self.pages)


def make_items(
    rng: random.Random, trade: str, lang: str, count: int
) -> list[tuple[str, str, float, str, float]]:
    table = lex.ITEMS[trade]
    li = lex.LANGS.index(lang)
    out = []
    for j in range(count):
        entry = table[j % len(table)] if j < len(table) else rng.choice(table)
        desc = str(entry[li])
        unit = lex.UNITS[str(entry[6])][lang]
        price = float(entry[7]) * rng.uniform(0.8, 1.3)
        if unit in ("t", "MT", "ton"):
            qty = round(rng.uniform(2, 28), 2)
        elif str(entry[6]) in ("m3", "l"):
            qty = float(rng.choice((6, 7, 8, 9.5, 250, 500, 1200)))
        else:
            qty = float(rng.choice((1, 2, 4, 5, 10, 12, 20, 25, 40, 50, 100)))
        code = fill(rng, rng.choice(("####-##", "A####", "###.###", "AA-####", "#####")))
        out.append((code, desc, qty, unit, round(price, 2)))
    return out


# ----------------------------------------------------------------------------- the sheet


@dataclass
class Seg:
    """A run of text as the paper prints it (points, y down; x, y its top left)."""

    t: str
    x: float
    y: float
    size: float
    mono: bool = False
    hand: bool = False
    bold: bool = False


NARROW = set("il.,:;'|!")
SEMI = set("ftrjI()-/ ")
WIDE = set("mwMW@%")


def text_width(t: str, size: float, mono: bool = False, bold: bool = False) -> float:
    if mono:
        return 0.6 * size * len(t)
    w = 0.0
    for ch in t:
        if ch in NARROW:
            w += 0.26
        elif ch in SEMI:
            w += 0.32
        elif ch in WIDE or ch.isupper():
            w += 0.68
        elif ch.isdigit():
            w += 0.556
        else:
            w += 0.52
    return w * size * (1.06 if bold else 1.0)


class Sheet:
    """A page being drawn: its segments and ruled lines, in points. A view of a sheet draws
    into it at an offset and a scale (two copies on one sheet)."""

    def __init__(
        self,
        w: float,
        h: float,
        mono: bool = False,
        segs: list[Seg] | None = None,
        rules: list[tuple[float, float, float, float]] | None = None,
        ox: float = 0.0,
        oy: float = 0.0,
        k: float = 1.0,
    ) -> None:
        self.w, self.h, self.mono = w, h, mono
        self.segs: list[Seg] = [] if segs is None else segs
        self.rules: list[tuple[float, float, float, float]] = [] if rules is None else rules
        self.ox, self.oy, self.k = ox, oy, k

    def view(self, dx: float, dy: float, k: float = 1.0) -> Sheet:
        return Sheet(
            self.w, self.h, self.mono, self.segs, self.rules,
            self.ox + dx * self.k, self.oy + dy * self.k, self.k * k,
        )  # fmt: skip

    def text(
        self,
        x: float,
        y: float,
        t: str,
        size: float = 8.5,
        bold: bool = False,
        mono: bool | None = None,
        hand: bool = False,
    ) -> float:
        """Prints ``t`` at (x, y); returns where it ends."""
        m = self.mono if mono is None else mono
        if t.strip():
            self.segs.append(
                Seg(
                    t.strip(),
                    self.ox + x * self.k,
                    self.oy + y * self.k,
                    size * self.k,
                    m,
                    hand,
                    bold,
                )
            )
        return x + text_width(t, size, m, bold)

    def right(self, x1: float, y: float, t: str, size: float = 8.5, bold: bool = False) -> None:
        self.text(x1 - text_width(t, size, self.mono, bold), y, t, size, bold)

    def center(self, cx: float, y: float, t: str, size: float = 8.5, bold: bool = False) -> None:
        self.text(cx - text_width(t, size, self.mono, bold) / 2, y, t, size, bold)

    def box(self, x0: float, y0: float, x1: float, y1: float) -> None:
        k = self.k
        self.rules.append((self.ox + x0 * k, self.oy + y0 * k, self.ox + x1 * k, self.oy + y1 * k))

    def hline(self, x0: float, x1: float, y: float) -> None:
        self.box(x0, y, x1, y)


# ----------------------------------------------------------------------------- rendering


def r2(v: float) -> float:
    return round(v, 2)


def render_digital(sheet: Sheet) -> Page:
    """A PDF's text layer: one word per entry, in points, in drawing order."""
    words: list[dict[str, Any]] = []
    for s in sheet.segs:
        x = s.x
        space = text_width(" ", s.size, s.mono)
        for w in s.t.split(" "):
            if not w:
                x += space
                continue
            wd = text_width(w, s.size, s.mono, s.bold)
            words.append(
                {
                    "t": w,
                    "x0": r2(x),
                    "y0": r2(s.y),
                    "x1": r2(x + wd),
                    "y1": r2(s.y + s.size),
                    "c": 1.0,
                }
            )
            x += wd + space
    return {"words": words, "width": sheet.w, "height": sheet.h}


CONFUSE = {"O": "0", "0": "O", "I": "1", "l": "1", "1": "l", "S": "5", "5": "S", "B": "8", "8": "B"}
ACCENTS = dict(zip("áéíóúñüöäèàçëôêâîûïÉÓÁÍÚÖÜÄ°º", "aeiounuoaeaceoeaiuiEOAIUOUAoo", strict=True))


def ocr_text(t: str, rng: random.Random, rate: float, hand: bool) -> str:
    """What an engine reads of ``t``: confusions, lost accents, lost or extra spaces."""
    out = []
    for ch in t:
        if ch in CONFUSE and rng.random() < rate:
            ch = CONFUSE[ch] if ch not in "1l" else rng.choice(("I", "l", "1", "|"))
        elif ch in ACCENTS and rng.random() < rate * 12:
            ch = ACCENTS[ch]
        elif ch == "ß" and rng.random() < 0.3:
            ch = "B"
        elif ch == " " and rng.random() < rate * (3.5 if hand else 2.5):
            ch = ""
        elif ch == "," and rng.random() < rate:
            ch = "."
        out.append(ch)
        if ch and ch != " " and rng.random() < rate * 0.15:
            out.append(" ")
    return "".join(out).strip()


@dataclass
class Run:
    t: str
    x0: float
    y0: float
    x1: float
    y1: float
    hand: bool


def runs_of(sheet: Sheet, rng: random.Random) -> list[Run]:
    """The sheet's segments grouped as an engine groups them: words close on a line make one
    run; a wide gap (a column) starts another; now and then a run splits."""
    segs = sorted(sheet.segs, key=lambda s: (round(s.y), s.x))
    lines: list[list[Seg]] = []
    for s in segs:
        for line in lines:
            if abs(line[0].y - s.y) < 0.4 * s.size and abs(line[0].size - s.size) < 3:
                line.append(s)
                break
        else:
            lines.append([s])
    runs: list[Run] = []
    for line in lines:
        line.sort(key=lambda s: s.x)
        current: Run | None = None
        for s in line:
            width = text_width(s.t, s.size, s.mono, s.bold)
            if s.hand:
                jx, jy = rng.uniform(-2, 2), rng.uniform(-2.5, 2.5)
                runs.append(
                    Run(
                        s.t,
                        s.x + jx,
                        s.y + jy,
                        s.x + jx + width * 1.15,
                        s.y + jy + s.size * 1.3,
                        True,
                    )
                )
                current = None
                continue
            gap_limit = s.size * rng.uniform(0.7, 1.4)
            if current is not None and not current.hand and s.x - current.x1 < gap_limit:
                current.t = f"{current.t} {s.t}"
                current.x1 = s.x + width
                current.y1 = max(current.y1, s.y + s.size)
            else:
                current = Run(s.t, s.x, s.y, s.x + width, s.y + s.size, False)
                runs.append(current)
    out: list[Run] = []
    for run in runs:
        if " " in run.t and rng.random() < 0.06:
            words = run.t.split(" ")
            cut = rng.randint(1, len(words) - 1)
            left = " ".join(words[:cut])
            frac = len(left) / max(1, len(run.t))
            mid = run.x0 + (run.x1 - run.x0) * frac
            out.append(Run(left, run.x0, run.y0, mid, run.y1, run.hand))
            out.append(Run(" ".join(words[cut:]), mid + 2, run.y0, run.x1, run.y1, run.hand))
        else:
            out.append(run)
    return out


Transform = Callable[[float, float], tuple[float, float]]


def render_ocr(sheet: Sheet, rng: random.Random, kind: str) -> Page:
    """An engine's reading of a scan or a photo of the sheet: runs in pixels, with faults."""
    if kind == "scan":
        dpi = rng.choice((150, 200, 200, 300))
        scale = dpi / 72
        bed_w, bed_h = max(sheet.w, A4[0]), max(sheet.h, A4[1])
        if sheet.w > sheet.h:
            bed_w, bed_h = max(sheet.w, A4[1]), max(sheet.h, A4[0])
        width, height = round(bed_w * scale), round(bed_h * scale)
        angle = math.radians(rng.uniform(-1.2, 1.2))
        ox = rng.uniform(0, 14) * scale + (bed_w - sheet.w) * scale * rng.uniform(0, 0.3)
        oy = rng.uniform(0, 14) * scale
        cos, sin = math.cos(angle), math.sin(angle)

        def tf(x: float, y: float) -> tuple[float, float]:
            return ox + (x * cos - y * sin) * scale, oy + (x * sin + y * cos) * scale

        rate = 0.012
    else:
        portrait = sheet.h >= sheet.w
        long_side, short_side = rng.choice(((4032, 3024), (4000, 3000), (3264, 2448)))
        width, height = (short_side, long_side) if portrait else (long_side, short_side)
        fill_w = rng.uniform(0.72, 0.9) if sheet.w > 300 else rng.uniform(0.45, 0.6)
        doc_w = width * fill_w
        doc_h = doc_w * sheet.h / sheet.w
        if doc_h > height * 0.95:
            doc_h = height * 0.95
            doc_w = doc_h * sheet.w / sheet.h
        left, top = (width - doc_w) / 2, (height - doc_h) / 2
        j = 0.045

        def jitter(px: float, py: float) -> tuple[float, float]:
            return px + rng.uniform(-j, j) * doc_w, py + rng.uniform(-j, j) * doc_h

        tl, tr = jitter(left, top), jitter(left + doc_w, top)
        br, bl = jitter(left + doc_w, top + doc_h), jitter(left, top + doc_h)

        def tf(x: float, y: float) -> tuple[float, float]:
            u, v = x / sheet.w, y / sheet.h
            px = (
                (1 - u) * (1 - v) * tl[0]
                + u * (1 - v) * tr[0]
                + u * v * br[0]
                + (1 - u) * v * bl[0]
            )
            py = (
                (1 - u) * (1 - v) * tl[1]
                + u * (1 - v) * tr[1]
                + u * v * br[1]
                + (1 - u) * v * bl[1]
            )
            return px, py

        rate = 0.02
    words: list[dict[str, Any]] = []
    for run in runs_of(sheet, rng):
        if any(ord(ch) > 0x58F for ch in run.t):
            if rng.random() < 0.5:
                continue
            run.t = "".join(ch if ord(ch) < 0x590 else rng.choice("~=-") for ch in run.t)
        text = ocr_text(run.t, rng, rate * (4 if run.hand else 1), run.hand)
        if not text:
            continue
        corners = [tf(run.x0, run.y0), tf(run.x1, run.y0), tf(run.x1, run.y1), tf(run.x0, run.y1)]
        xs, ys = [c[0] for c in corners], [c[1] for c in corners]
        c = rng.uniform(0.86, 0.995)
        if text != run.t:
            c -= rng.uniform(0.05, 0.3)
        if run.hand:
            c = rng.uniform(0.3, 0.85)
        elif rng.random() < 0.06:
            c = rng.uniform(0.45, 0.69)
        words.append(
            {
                "t": text,
                "x0": r2(min(xs)),
                "y0": r2(min(ys)),
                "x1": r2(max(xs)),
                "y1": r2(max(ys)),
                "c": round(c, 3),
            }
        )
    junk = 0
    for rule in sheet.rules:
        if junk >= 6 or rng.random() > 0.12:
            continue
        junk += 1
        x, y = tf(rule[0] + rng.uniform(0, max(1.0, rule[2] - rule[0])), rule[1])
        size = rng.uniform(8, 20)
        words.append(
            {"t": rng.choice(("|", "I", "_", "—", "~", ".:", "l", "[")),
             "x0": r2(x), "y0": r2(y - size / 2),
             "x1": r2(x + size / 2), "y1": r2(y + size / 2), "c": round(rng.uniform(0.2, 0.6), 3)}
        )  # fmt: skip
    return {"words": words, "width": float(width), "height": float(height)}


# ----------------------------------------------------------------------------- blocks

TAX_RATES = {
    "MX": 16,
    "CL": 19,
    "AR": 21,
    "CO": 19,
    "PE": 18,
    "ES": 21,
    "FR": 20,
    "BEF": 21,
    "CHF": 8.1,
    "QC": 14.975,
    "LU": 17,
    "MA": 20,
    "SN": 18,
    "DE": 19,
    "AT": 20,
    "CHD": 8.1,
    "BZ": 22,
    "IT": 22,
    "TI": 8.1,
    "NL": 21,
    "BEN": 21,
    "SR": 10,
    "IN": 18,
    "SG": 9,
    "MY": 8,
    "PH": 12,
    "ZA": 15,
    "KE": 16,
    "NG": 7.5,
    "AE": 5,
    "US": 8.25,
    "AU": 10,
    "NZ": 15,
    "UK": 20,
    "IE": 23,
}
CUSTOMER_TAX_LABEL = {
    "MX": "RFC",
    "CL": "RUT",
    "AR": "CUIT",
    "CO": "NIT",
    "PE": "RUC",
    "IN": "GSTIN",
    "AE": "TRN",
    "ES": "CIF",
    "IT": "P.IVA",
    "BZ": "MwSt.-Nr.",
    "SN": "NINEA",
    "MA": "ICE",
    "ZA": "VAT No.",
    "KE": "PIN",
    "NG": "TIN",
    "PH": "TIN",
    "SG": "GST Reg",
    "MY": "SST No.",
}


def letterhead(
    n: Note, sh: Sheet, x: float, y: float, align: str = "left", big: float = 15, legal: bool = True
) -> float:
    """The supplier's letterhead: a logo or short name, the legal name, address, contacts
    and tax id. Returns the y under it."""
    s = n.supplier
    lines: list[tuple[str, float, bool]] = []
    if s.logo and n.rng.random() < 0.85:
        lines.append((s.logo, big + 4, True))
    elif not legal or n.rng.random() < 0.3:
        lines.append((s.base, big, True))
    if legal:
        lines.append((s.name, 10.5 if lines else big - 2, True))
    lines.append((s.street, 8, False))
    lines.append((s.city if n.rng.random() < 0.6 else f"{s.city} - {s.region.country}", 8, False))
    lines.append(
        (
            f"Tel. {s.phone}  {s.email}" if n.rng.random() < 0.5 else f"{s.phone} · {s.web}",
            7.5,
            False,
        )
    )
    lines.append((f"{s.region.tax_label}: {s.tax_id}", 8, True))
    for text, size, bold in lines:
        if align == "center":
            sh.center(x, y, text, size, bold)
        elif align == "right":
            sh.right(x, y, text, size, bold)
        else:
            sh.text(x, y, text, size, bold)
        y += size + 3.5
    return y + 4


def customer_lines(n: Note) -> list[str]:
    c = n.customer
    lines = [c.name, c.street, c.city]
    label = CUSTOMER_TAX_LABEL.get(n.region.code)
    if label and (
        n.region.code in LATIN_AMERICA or n.region.code in ("IN", "AE") or n.rng.random() < 0.4
    ):
        lines.append(f"{label}: {c.tax_id}")
    return lines


def site_lines(n: Note) -> list[str]:
    site, street, city = n.site
    contact = {
        "en": "Attn",
        "de": "z. Hd.",
        "fr": "Contact",
        "it": "Rif.",
        "es": "Atn.",
        "nl": "T.a.v.",
    }
    lines = [site, street, city]
    if n.rng.random() < 0.5:
        lines.append(f"{contact[n.lang]}: {n.customer.contact}")
    return lines


def block(
    sh: Sheet,
    x: float,
    y: float,
    label: str,
    lines: list[str],
    w: float = 230,
    boxed: bool = False,
    size: float = 8.5,
) -> float:
    """A labelled address block; returns the y under it."""
    top = y
    sh.text(x + (4 if boxed else 0), y + (3 if boxed else 0), label, size - 0.5, True)
    y += size + 5
    for j, line in enumerate(lines):
        sh.text(x + (4 if boxed else 0), y + (3 if boxed else 0), line, size, j == 0)
        y += size + 3
    if boxed:
        sh.box(x, top, x + w, y + 6)
        y += 6
    return y + 6


def customer_block(
    n: Note, sh: Sheet, x: float, y: float, w: float = 230, boxed: bool = False
) -> float:
    return block(sh, x, y, n.pick(lex.CUSTOMER_LABELS), customer_lines(n), w, boxed)


def ship_block(
    n: Note, sh: Sheet, x: float, y: float, w: float = 230, boxed: bool = False
) -> float:
    return block(sh, x, y, n.pick(lex.SHIP_LABELS), site_lines(n), w, boxed)


def meta_pairs(
    n: Note, number: bool = True, when: bool = True, po: bool = True, rest: bool = True
) -> list[tuple[str, str]]:
    """The note's label/value pairs: its number, date, PO, then other numbers and dates."""
    pairs: list[tuple[str, str]] = []
    if number:
        pairs.append((n.num_label or n.pick(lex.NUM_LABELS), n.number))
    if when:
        pairs.append((n.date_label, n.date_raw))
    if po and n.po:
        pairs.append((n.po_label, n.po))
        n.done.add("po")
    if rest:
        pairs.extend(rest_pairs(n))
    return pairs


def rest_pairs(
    n: Note, skip: tuple[str, ...] = ("print",), limit: int = 99
) -> list[tuple[str, str]]:
    """The other numbers and dates not printed yet (at most ``limit``), now marked printed."""
    pairs: list[tuple[str, str]] = []
    entries = [(k, lab, v) for k, lab, v in n.others]
    entries += [(k, lab, raw) for k, lab, raw, _ in n.other_dates]
    for key, label, value in entries:
        if key not in n.done and key not in skip and len(pairs) < limit:
            pairs.append((label, value))
            n.done.add(key)
    return pairs


def kv_column(
    sh: Sheet,
    x: float,
    y: float,
    pairs: list[tuple[str, str]],
    lw: float = 85,
    size: float = 8.5,
    colon: bool = True,
    step: float = 0.0,
) -> float:
    for label, value in pairs:
        shown = label if not colon or label.endswith((":", ".", "#")) else f"{label}:"
        sh.text(x, y, shown, size)
        sh.text(x + lw, y, value, size, True)
        y += step or size + 4
    return y + 4


def kv_grid(
    sh: Sheet,
    x: float,
    y: float,
    pairs: list[tuple[str, str]],
    cols: int,
    cw: float,
    ch: float = 24,
    size: float = 8,
) -> float:
    """Boxed cells, the label small on top, the value under it."""
    for j, (label, value) in enumerate(pairs):
        cx, cy = x + (j % cols) * cw, y + (j // cols) * ch
        sh.box(cx, cy, cx + cw, cy + ch)
        sh.text(cx + 3, cy + 2, label, size - 1.5)
        sh.text(cx + 3, cy + 3 + size, value, size, True)
    rows = (len(pairs) + cols - 1) // cols
    return y + rows * ch + 8


def kv_header_row(
    sh: Sheet, x: float, y: float, pairs: list[tuple[str, str]], x1: float, size: float = 8
) -> float:
    """A row of column heads with the values under them (US forms' order info bar)."""
    if not pairs:
        return y
    cw = (x1 - x) / len(pairs)
    for j, (label, value) in enumerate(pairs):
        sh.box(x + j * cw, y, x + (j + 1) * cw, y + 28)
        sh.center(x + j * cw + cw / 2, y + 3, label.rstrip(":"), size - 0.5, True)
        sh.center(x + j * cw + cw / 2, y + 15, value, size)
    return y + 36


def kv_inline(
    sh: Sheet, x: float, y: float, pairs: list[tuple[str, str]], x1: float, size: float = 8
) -> float:
    cx = x
    for label, value in pairs:
        text = f"{label.rstrip(':')}: {value}"
        w = text_width(text, size)
        if cx > x and cx + w > x1:
            cx, y = x, y + size + 5
        sh.text(cx, y, text, size)
        cx += w + 18
    return y + size + 8


def prices_shown(n: Note) -> bool:
    return n.doc_type != "delivery_note" or n.number.startswith("9") or n.rng.random() < 0.35


def items_table(
    n: Note,
    sh: Sheet,
    x0: float,
    x1: float,
    y: float,
    items: list[tuple[str, str, float, str, float]],
    prices: bool = True,
    size: float = 8,
    ruled: bool = True,
    numbered: bool = False,
) -> float:
    heads = n.rng.choice(lex.TABLE_HEADS[n.lang])
    code_x, desc_x = x0 + 2, x0 + (62 if not numbered else 86)
    qty_r = x1 - (150 if prices else 48)
    unit_x = qty_r + 6
    price_r, amount_r = x1 - 62, x1 - 2
    if ruled:
        sh.box(x0, y - 3, x1, y + size + 4)
    if numbered:
        sh.text(x0 + 2, y, "#", size, True)
        code_x = x0 + 20
    sh.text(code_x, y, heads[0], size, True)
    sh.text(desc_x, y, heads[1], size, True)
    sh.right(qty_r, y, heads[2], size, True)
    sh.text(unit_x, y, heads[3], size, True)
    if prices:
        sh.right(price_r, y, heads[4], size, True)
        sh.right(amount_r, y, heads[5], size, True)
    y += size + 9
    for j, (code, desc, qty, unit, price) in enumerate(items, start=1):
        if numbered:
            sh.text(x0 + 2, y, str(j), size)
        sh.text(code_x, y, code, size)
        sh.text(desc_x, y, desc, size)
        sh.right(qty_r, y, qty_text(qty, n.region.decimal), size)
        sh.text(unit_x, y, unit, size)
        if prices:
            sh.right(price_r, y, n.money(price), size)
            sh.right(amount_r, y, n.money(qty * price), size)
        y += size + 6
    if ruled:
        sh.hline(x0, x1, y)
    return y + 8


def totals(n: Note, sh: Sheet, x1: float, y: float, size: float = 8.5) -> float:
    sub = n.total()
    rate = TAX_RATES[n.region.code]
    tax = round(sub * rate / 100, 2)
    labels = lex.TOTAL_LABELS[n.lang]
    rows = [(labels[0], n.money(sub)), (f"{labels[1]} {rate:g}%", n.money(tax))]
    if n.region.code == "IN":
        half = rate / 2
        rows = [
            (labels[0], n.money(sub)),
            (f"CGST @ {half:g}%", n.money(tax / 2)),
            (f"SGST @ {half:g}%", n.money(tax / 2)),
        ]
    rows.append((f"{labels[2]} {n.region.currency}", n.money(sub + tax)))
    for label, value in rows:
        sh.right(x1 - 90, y, label, size, True)
        sh.right(x1, y, value, size, True)
        y += size + 5
    return y + 6


def sign_block(n: Note, sh: Sheet, x: float, y: float, w: float = 200) -> float:
    sh.hline(x, x + w, y + 22)
    sh.text(x, y + 26, n.pick(lex.SIGN_LABELS), 7.5)
    blank = {
        "en": "Name / Date",
        "de": "Name / Datum",
        "fr": "Nom / Date",
        "it": "Nome / Data",
        "es": "Nombre / Fecha",
        "nl": "Naam / Datum",
    }
    sh.text(x, y + 36, f"{blank[n.lang]}: ____________", 7.5)
    return y + 50


def footer(
    n: Note, sh: Sheet, y: float, x0: float = 40, x1: float = 555, legal: bool = True
) -> float:
    s = n.supplier
    sh.hline(x0, x1, y - 4)
    parts = [s.name] if legal else [s.base]
    parts += [p for p in (s.second, f"{s.region.tax_label} {s.tax_id}") if p]
    sh.text(x0, y, " · ".join(parts), 6.5)
    y += 9
    line = f"{s.bank}  ·  {s.web}" if n.rng.random() < 0.6 else s.web
    sh.text(x0, y, line, 6.5)
    y += 9
    if n.rng.random() < 0.5:
        sh.text(x0, y, n.pick(lex.THANKS), 6.5)
        y += 9
    return print_stamp(n, sh, x0, y)


def print_stamp(n: Note, sh: Sheet, x: float, y: float) -> float:
    raw = n.other_date("print")
    if raw and "print" not in n.done:
        label = next(lab for k, lab, _, _ in n.other_dates if k == "print")
        sh.text(x, y, f"{label}: {raw} {n.rng.randint(6, 19):02d}:{n.rng.randint(0, 59):02d}", 6.5)
        n.done.add("print")
        y += 9
    return y


def page_mark(n: Note, sh: Sheet, x1: float, y: float) -> None:
    if n.pages > 1:
        sh.right(x1, y, n.page_of(1), 7.5)


def leftovers(n: Note, sh: Sheet, x: float, y: float, x1: float) -> float:
    """Whatever other numbers and dates the layout did not place, in a small info line."""
    pairs = rest_pairs(n, ())
    return kv_inline(sh, x, y, pairs, x1, 7) if pairs else y


def continuation(n: Note, w: float, h: float, mono: bool, k: int) -> Sheet:
    """A later page: the supplier, the title (with the number on some), 'Page k of n', the
    items carried on; totals and signatures on the last."""
    sh = Sheet(w, h, mono)
    x0, x1 = 40.0, w - 40
    s = n.supplier
    name = s.name if n.rng.random() < 0.5 or not s.aliases else s.aliases[0]
    sh.text(x0, 34, name, 11, True)
    title = n.title
    if n.repeat_number:
        title = f"{n.title} {n.num_label} {n.number}".replace("  ", " ")
    sh.right(x1, 34, title, 10, True)
    sh.right(x1, 50, n.page_of(k), 8)
    sh.text(x0, 50, f"{s.street}, {s.city}", 7)
    sh.text(x0, 68, n.pick(lex.CONTINUED), 8)
    y = items_table(n, sh, x0, x1, 88, n.page_items[k - 1], n.prices)
    if k == n.pages:
        if n.prices:
            y = totals(n, sh, x1, y)
        sign_block(n, sh, x0, y + 10)
    sh.text(x0, h - 34, f"{s.name} · {s.web}" if n.rng.random() < 0.5 else s.web, 6.5)
    return sh


def is_last(n: Note) -> bool:
    return n.pages == 1


def close_page(n: Note, sh: Sheet, x0: float, x1: float, y: float, sign: bool = True) -> float:
    """Totals (when prices show) and signatures on the note's last page."""
    if is_last(n):
        if n.prices:
            y = totals(n, sh, x1, y)
        if sign:
            y = sign_block(n, sh, x0, y + 4)
    return y


# ----------------------------------------------------------------------------- layouts:
# letterhead forms


def lay_lh_classic(n: Note) -> Sheet:
    sh = Sheet(*n.paper)
    x0, x1 = 40.0, sh.w - 40
    y = letterhead(n, sh, x0, 40)
    sh.right(x1, 42, n.title, 16, True)
    page_mark(n, sh, x1, 24)
    ty = kv_column(sh, x1 - 200, 70, meta_pairs(n, rest=False), lw=95)
    y = max(y, ty) + 8
    y = max(customer_block(n, sh, x0, y), ship_block(n, sh, x0 + 270, y))
    y = kv_inline(sh, x0, y, rest_pairs(n), x1)
    y = items_table(n, sh, x0, x1, y + 6, n.page_items[0], n.prices)
    close_page(n, sh, x0, x1, y)
    footer(n, sh, sh.h - 60, x0, x1)
    return sh


def lay_lh_centered(n: Note) -> Sheet:
    sh = Sheet(*n.paper)
    x0, x1, cx = 40.0, sh.w - 40, sh.w / 2
    y = letterhead(n, sh, cx, 34, "center")
    sh.hline(x0, x1, y)
    sh.center(cx, y + 8, n.title, 15, True)
    page_mark(n, sh, x1, y + 8)
    y = kv_header_row(sh, x0, y + 34, meta_pairs(n, rest=False), x1)
    y = max(customer_block(n, sh, x0, y, 250, True), ship_block(n, sh, x0 + 265, y, 250, True))
    rest = rest_pairs(n)
    if rest:
        y = kv_grid(sh, x0, y, rest, 4, (x1 - x0) / 4)
    y = items_table(n, sh, x0, x1, y + 4, n.page_items[0], n.prices)
    close_page(n, sh, x0, x1, y)
    footer(n, sh, sh.h - 56, x0, x1)
    return sh


def lay_lh_sidebar(n: Note) -> Sheet:
    sh = Sheet(*n.paper)
    side = sh.w - 185
    sh.box(side - 10, 30, sh.w - 24, sh.h - 40)
    y = letterhead(n, sh, side, 44, big=13)
    y = kv_column(sh, side, y + 10, meta_pairs(n), lw=78, size=8, step=22)
    x0, x1 = 36.0, side - 24
    sh.text(x0, 44, n.title, 18, True)
    page_mark(n, sh, x1, 30)
    y = customer_block(n, sh, x0, 84)
    y = ship_block(n, sh, x0, y)
    y = items_table(n, sh, x0, x1, y + 6, n.page_items[0], n.prices, size=7.5)
    close_page(n, sh, x0, x1, y)
    print_stamp(n, sh, x0, sh.h - 30)
    sh.text(x0, sh.h - 50, f"{n.supplier.bank} · {n.supplier.second}", 6.5)
    return sh


def lay_lh_logo_footer(n: Note) -> Sheet:
    sh = Sheet(*n.paper)
    x0, x1 = 40.0, sh.w - 40
    s = n.supplier
    sh.text(x0, 36, s.logo or s.base, 24, True)
    sh.text(x0, 66, f"{s.street} · {s.city} · {s.phone}", 7.5)
    title = f"{n.title} {n.num_label} {n.number}".replace("  ", " ")
    sh.right(x1, 40, title, 12, True)
    page_mark(n, sh, x1, 24)
    y = max(customer_block(n, sh, x1 - 240, 70), 90)
    pairs = meta_pairs(n, number=False)
    y = kv_grid(sh, x0, y + 4, pairs, 3, (x1 - x0) / 3)
    y = ship_block(n, sh, x0, y)
    y = items_table(n, sh, x0, x1, y + 4, n.page_items[0], n.prices)
    close_page(n, sh, x0, x1, y)
    footer(n, sh, sh.h - 58, x0, x1, legal=True)
    return sh


def lay_lh_us_packing(n: Note) -> Sheet:
    sh = Sheet(*n.paper)
    x0, x1 = 36.0, sh.w - 36
    y = letterhead(n, sh, x0, 36, big=14)
    sh.right(x1, 38, n.title, 18, True)
    ship = {"en": "Ship Date"}.get(n.lang, n.date_label)
    if n.lang == "en" and n.rng.random() < 0.6:
        n.date_label = ship
    kv_column(sh, x1 - 180, 66, meta_pairs(n, po=False, rest=False), lw=80)
    page_mark(n, sh, x1, 24)
    y = max(y, 110)
    bill = {"en": "Bill To"}.get(n.lang, n.pick(lex.CUSTOMER_LABELS))
    y1 = block(sh, x0, y, bill, customer_lines(n), 260, True)
    y2 = block(
        sh,
        x0 + 275,
        y,
        {"en": "Ship To"}.get(n.lang, n.pick(lex.SHIP_LABELS)),
        site_lines(n),
        264,
        True,
    )
    y = max(y1, y2)
    bar: list[tuple[str, str]] = []
    if n.po:
        bar.append((n.po_label, n.po))
        n.done.add("po")
    bar += rest_pairs(n, limit=5)
    bar.append(
        (
            "Ship Via" if n.lang == "en" else n.pick(lex.CARRIER_LABELS),
            n.rng.choice(lex.CARRIERS[n.lang]),
        )
    )
    y = kv_header_row(sh, x0, y, bar, x1)
    y = items_table(n, sh, x0, x1, y + 4, n.page_items[0], n.prices)
    y = leftovers(n, sh, x0, y, x1)
    close_page(n, sh, x0, x1, y)
    footer(n, sh, sh.h - 50, x0, x1)
    return sh


# fiscal grid forms (Latin America): the number in a box top right


def fiscal_box(
    n: Note, sh: Sheet, x0: float, x1: float, y: float, lines: list[tuple[str, float]]
) -> float:
    """The boxed top-right panel of a fiscal form: tax id, title, number."""
    top = y
    for text, size in lines:
        sh.center((x0 + x1) / 2, y + 6, text, size, True)
        y += size + 7
    sh.box(x0, top, x1, y + 6)
    return y + 14


def lay_fg_ar_remito(n: Note) -> Sheet:
    sh = Sheet(*n.paper)
    x0, x1, cx = 30.0, sh.w - 30, sh.w / 2
    sh.box(x0, 28, x1, 170)
    y = letterhead(n, sh, x0 + 8, 36, big=13)
    sh.text(x0 + 8, y - 2, "IVA Responsable Inscripto", 7.5, True)
    sh.box(cx - 22, 28, cx + 22, 74)
    sh.center(cx, 32, "R", 28, True)
    sh.center(cx, 62, "COD. 91", 6.5)
    if n.doc_type == "delivery_note":
        sh.center(cx, 78, "Documento no válido", 5.5)
        sh.center(cx, 85, "como factura", 5.5)
    rx = cx + 60
    sh.text(rx, 36, n.title.upper(), 15, True)
    sh.text(rx, 58, f"N° {n.number}", 12, True)
    kv_column(
        sh,
        rx,
        80,
        [
            (n.date_label, n.date_raw),
            ("CUIT", n.supplier.tax_id),
            ("Ing. Brutos", n.other("iibb")),
            ("Inicio de Actividades", n.other_date("activity")),
        ],
        lw=92,
        size=8,
    )
    n.done.update(("iibb", "activity"))
    page_mark(n, sh, x1 - 4, 160)
    y = 180
    sh.box(x0, y, x1, y + 70)
    c = n.customer
    kv_column(
        sh,
        x0 + 6,
        y + 6,
        [
            ("Señor(es)", c.name),
            ("Domicilio", f"{c.street}, {c.city}"),
            ("IVA", "Responsable Inscripto"),
            ("CUIT", c.tax_id),
        ],
        lw=70,
        size=8,
    )
    ks = [("Cond. de venta", n.rng.choice(("Cuenta corriente", "Contado")))]
    if n.po:
        ks.append((n.po_label, n.po))
        n.done.add("po")
    kv_column(sh, cx + 30, y + 6, [*ks, ("Entregar en", n.site[0])], lw=80, size=8)
    y = kv_inline(sh, x0 + 4, y + 78, rest_pairs(n, ("print", "cai", "cai_exp")), x1)
    y = items_table(n, sh, x0, x1, y + 4, n.page_items[0], n.prices)
    close_page(n, sh, x0, x1, y)
    yb = sh.h - 70
    sh.box(x0, yb, x1, yb + 22)
    cai = next(lab for k, lab, _ in n.others if k == "cai")
    vto = next(lab for k, lab, _, _ in n.other_dates if k == "cai_exp")
    sh.text(x0 + 6, yb + 6, f"{cai}: {n.other('cai')}", 8.5, True)
    sh.text(cx + 20, yb + 6, f"{vto}: {n.other_date('cai_exp')}", 8.5, True)
    n.done.update(("cai", "cai_exp"))
    sh.text(x0, yb + 30, "ORIGINAL: Blanco  -  DUPLICADO: Color", 6.5)
    print_stamp(n, sh, x0, yb + 40)
    return sh


def lay_fg_cl_guia(n: Note) -> Sheet:
    sh = Sheet(*n.paper)
    x0, x1 = 30.0, sh.w - 30
    s = n.supplier
    y = fiscal_box(
        n,
        sh,
        x1 - 200,
        x1,
        30,
        [(f"R.U.T.: {s.tax_id}", 10), (n.title, 9.5), (f"{n.num_label} {n.number}", 12)],
    )
    sh.center(
        x1 - 100,
        y - 4,
        f"S.I.I. - {n.rng.choice(SII_OFFICES)}",
        8,
        True,
    )
    sh.text(x0, 34, s.name, 13, True)
    sh.text(x0, 52, f"Giro: {s.second.removeprefix('Giro ')}", 7.5)
    sh.text(x0, 63, f"{s.street}, {s.city}", 7.5)
    sh.text(x0, 74, f"Fono: {s.phone}  {s.email}", 7.5)
    page_mark(n, sh, x0, 88)
    y = 122
    sh.box(x0, y, x1, y + 84)
    c = n.customer
    rows = [
        ("Fecha Emisión", n.date_raw),
        ("Señor(es)", c.name),
        ("R.U.T.", c.tax_id),
        ("Giro", "Construcción"),
        ("Dirección", n.site[1]),
        ("Comuna", n.site[2]),
    ]
    kv_column(sh, x0 + 6, y + 5, rows, lw=80, size=8, step=13)
    right = [("Tipo de traslado", "Operación constituye venta")]
    if n.po:
        right.append((n.po_label, n.po))
        n.done.add("po")
    kv_column(
        sh,
        x0 + 300,
        y + 5,
        right + rest_pairs(n, ("print", "sii_res", "sii_date"), 3),
        lw=88,
        size=8,
        step=13,
    )
    y = items_table(n, sh, x0, x1, y + 98, n.page_items[0], n.prices)
    close_page(n, sh, x0, x1, y, sign=False)
    yb = sh.h - 150
    sh.text(x0 + 20, yb, "Timbre Electrónico SII", 8, True)
    res = f"Res. Ex. N° {n.other('sii_res')} del {n.other_date('sii_date')}"
    res += " - Verifique documento: www.sii.cl"
    sh.text(x0, yb + 70, res, 7)
    n.done.update(("sii_res", "sii_date"))
    ax = x1 - 250
    sh.box(ax, yb - 6, x1, yb + 80)
    sh.text(ax + 6, yb, "ACUSE DE RECIBO", 8, True)
    for j, lab in enumerate(("Nombre:", "R.U.T.:", "Fecha:", "Recinto:", "Firma:")):
        sh.text(ax + 6, yb + 12 + j * 11, f"{lab} ________________", 7.5)
    leftovers(n, sh, x0, yb + 84, x1)
    print_stamp(n, sh, x0, sh.h - 40)
    return sh


def lay_fg_mx(n: Note) -> Sheet:
    sh = Sheet(*n.paper)
    x0, x1 = 32.0, sh.w - 32
    s = n.supplier
    y = letterhead(n, sh, x0, 32, big=14)
    sh.text(x0, y - 2, s.second, 7)
    lugar = next((ch for ch in s.city.split() if ch.isdigit()), "")
    sh.text(x0, y + 8, f"Lugar de expedición: {lugar or s.city}", 7)
    bx = x1 - 170
    sh.box(bx, 30, x1, 104)
    sh.center(bx + 85, 36, n.title, 13, True)
    sh.text(bx + 8, 58, f"{n.num_label}: {n.number}", 10, True)
    sh.text(bx + 8, 76, f"{n.date_label}: {n.date_raw}", 8.5)
    page_mark(n, sh, x1, 110)
    y = max(y + 24, 124)
    y = max(customer_block(n, sh, x0, y, 260, True), ship_block(n, sh, x0 + 275, y, 248, True))
    pairs: list[tuple[str, str]] = []
    if n.po:
        pairs.append((n.po_label, n.po))
        n.done.add("po")
    pairs.append(("Condiciones", n.pick(lex.PAYMENT_TERMS)))
    pairs += rest_pairs(n, ("print", "uuid", "sat_cert"), 6)
    y = kv_grid(sh, x0, y, pairs, 4, (x1 - x0) / 4)
    y = items_table(n, sh, x0, x1, y + 2, n.page_items[0], n.prices)
    close_page(n, sh, x0, x1, y)
    yb = sh.h - 96
    if n.other("uuid"):
        sh.text(x0, yb, f"Folio Fiscal: {n.other('uuid')}", 7)
        sh.text(x0, yb + 10, f"No. de Serie del Certificado del SAT: {n.other('sat_cert')}", 7)
        sh.text(
            x0,
            yb + 20,
            f"Fecha y hora de certificación: {n.date.isoformat()}T{clock(n.rng)}:12",
            7,
        )
        sh.text(x0, yb + 30, "Este documento es una representación impresa de un CFDI", 7)
        n.done.update(("uuid", "sat_cert"))
    leftovers(n, sh, x0, yb + 42, x1)
    footer(n, sh, sh.h - 36, x0, x1)
    return sh


def lay_fg_pe_guia(n: Note) -> Sheet:
    sh = Sheet(*n.paper)
    x0, x1 = 30.0, sh.w - 30
    s = n.supplier
    fiscal_box(
        n,
        sh,
        x1 - 210,
        x1,
        30,
        [(f"R.U.C. N° {s.tax_id}", 10), (n.title, 8.5), (f"{n.num_label} {n.number}".strip(), 12)],
    )
    y = letterhead(n, sh, x0, 32, big=13)
    page_mark(n, sh, x1, 118)
    y = max(y, 128)
    c = n.customer
    rows = [
        (n.date_label, n.date_raw),
        ("Fecha de inicio de traslado", n.date_raw),
        ("Motivo de traslado", n.pick(lex.TRANSFER_REASONS)),
        ("Modalidad de transporte", n.rng.choice(("Transporte privado", "Transporte público"))),
        ("Punto de partida", f"{s.street} - {s.city}"),
        ("Punto de llegada", f"{n.site[1]} - {n.site[2]}"),
        ("Destinatario", c.name),
        ("R.U.C. destinatario", c.tax_id),
    ]
    if n.po:
        rows.append((n.po_label, n.po))
        n.done.add("po")
    sh.box(x0, y - 4, x1, y + len(rows) * 12 + 4)
    y = kv_column(sh, x0 + 6, y, rows, lw=130, size=8, step=12)
    y = kv_grid(sh, x0, y + 2, rest_pairs(n, ("print",)), 3, (x1 - x0) / 3)
    y = items_table(n, sh, x0, x1, y, n.page_items[0], n.prices, numbered=True)
    weight = sum(q for _, _, q, _, _ in n.items) * 25
    sh.text(x0, y, f"Peso bruto total (KGM): {weight:.2f}", 8)
    close_page(n, sh, x0, x1, y + 14)
    sh.text(
        x0, sh.h - 60, "Representación impresa de la Guía de Remisión Electrónica Remitente.", 7
    )
    sh.text(x0, sh.h - 50, "Consulte su documento en www.sunat.gob.pe", 7)
    print_stamp(n, sh, x0, sh.h - 38)
    return sh


def lay_fg_co(n: Note) -> Sheet:
    sh = Sheet(*n.paper)
    x0, x1 = 32.0, sh.w - 32
    s = n.supplier
    y = letterhead(n, sh, x0, 32, big=14)
    sh.text(x0, y - 2, s.second, 7)
    fiscal_box(
        n,
        sh,
        x1 - 180,
        x1,
        30,
        [(n.title, 11), (f"{n.num_label} {n.number}", 12), (f"{n.date_label}: {n.date_raw}", 8.5)],
    )
    page_mark(n, sh, x1, 108)
    y = max(y + 14, 124)
    c = n.customer
    sh.box(x0, y, x1, y + 62)
    kv_column(
        sh,
        x0 + 6,
        y + 5,
        [
            ("Cliente", c.name),
            ("NIT", c.tax_id),
            ("Dirección", f"{c.street}, {c.city}"),
            ("Obra", f"{n.site[0]}, {n.site[1]}"),
        ],
        lw=62,
        size=8,
        step=13,
    )
    right = [("Forma de pago", n.pick(lex.PAYMENT_TERMS))]
    if n.po:
        right.append((n.po_label, n.po))
        n.done.add("po")
    kv_column(
        sh,
        x0 + 330,
        y + 5,
        right + rest_pairs(n, ("print", "dian", "dian_date", "cufe"), 2),
        lw=80,
        size=8,
        step=13,
    )
    y = kv_inline(sh, x0, y + 70, rest_pairs(n, ("print", "dian", "dian_date", "cufe")), x1)
    y = items_table(n, sh, x0, x1, y + 2, n.page_items[0], n.prices)
    close_page(n, sh, x0, x1, y)
    yb = sh.h - 80
    if n.other("dian"):
        sh.text(
            x0,
            yb,
            f"Resolución DIAN No. {n.other('dian')} de {n.other_date('dian_date')} "
            "Prefijo FE del 1 al 50000 - Vigencia 24 meses",
            6.8,
        )
        sh.text(x0, yb + 10, f"CUFE: {n.other('cufe')}", 6.5)
        n.done.update(("dian", "dian_date", "cufe"))
    else:
        sh.text(x0, yb, "Este documento no es una factura de venta", 7)
    footer(n, sh, sh.h - 52, x0, x1)
    return sh


# Indian delivery challans: the two-column header grid


def grid_cells(
    sh: Sheet, x: float, y: float, cells: list[tuple[str, str]], cw: float, ch: float = 26
) -> float:
    """Two cells a row, each a label with its value under it (Tally's header grid)."""
    for j, (label, value) in enumerate(cells):
        cx, cy = x + (j % 2) * cw, y + (j // 2) * ch
        sh.box(cx, cy, cx + cw, cy + ch)
        sh.text(cx + 3, cy + 3, label, 7)
        sh.text(cx + 3, cy + 13, value, 8.5, True)
    return y + ((len(cells) + 1) // 2) * ch


def india_cells(n: Note) -> list[tuple[str, str]]:
    cells = [(n.num_label, n.number), (n.date_label, n.date_raw)]
    order = next((lab for k, lab, _, _ in n.other_dates if k == "order"), "Dated")
    if n.po:
        cells += [(n.po_label, n.po), (order, n.other_date("order") or "")]
        n.done.update(("po", "order"))
    labels = {k: lab for k, lab, _ in n.others} | {k: lab for k, lab, _, _ in n.other_dates}
    for key in ("lr", "vehicle", "eway", "eway_valid"):
        value = n.other(key) or n.other_date(key)
        if value and key not in n.done:
            cells.append((labels[key], value))
            n.done.add(key)
    cells.append((n.pick(lex.CARRIER_LABELS), n.rng.choice(lex.CARRIERS["en"])))
    cells.append(("Terms of Delivery", n.pick(lex.FREIGHT_TERMS)))
    return cells


def lay_ch_tally(n: Note) -> Sheet:
    sh = Sheet(*n.paper)
    x0, x1, cx = 30.0, sh.w - 30, sh.w / 2
    sh.center(cx, 26, n.title, 13, True)
    page_mark(n, sh, x1, 26)
    s = n.supplier
    top = 44
    lines = [
        s.name,
        s.street,
        s.city,
        f"GSTIN/UIN: {s.tax_id}",
        f"State Name : {IN_STATES.get(s.tax_id[:2], 'Maharashtra')}, Code : {s.tax_id[:2]}",
        f"E-Mail : {s.email}",
    ]
    y = float(top)
    for j, line in enumerate(lines):
        sh.text(x0 + 4, y + 4, line, 9 if j == 0 else 7.5, j == 0)
        y += 11
    sh.box(x0, top, cx, y + 6)
    y = block(sh, x0, y + 8, "Consignee (Ship to)", site_lines(n), cx - x0, True, 7.5)
    y = block(sh, x0, y, "Buyer (Bill to)", customer_lines(n), cx - x0, True, 7.5)
    gy = grid_cells(sh, cx, top, india_cells(n), (x1 - cx) / 2)
    y = max(y, gy) + 6
    y = items_table(n, sh, x0, x1, y, n.page_items[0], n.prices, numbered=True)
    y = leftovers(n, sh, x0, y, x1)
    if is_last(n):
        sh.text(x0, y, f"Company's PAN : {s.second.removeprefix('PAN ')}", 7.5)
        sh.right(x1, y + 14, f"for {s.name}", 8, True)
        sh.right(x1, y + 46, "Authorised Signatory", 7.5)
        sh.text(x0, y + 30, "Recd. in Good Condition", 7.5)
    sh.center(cx, sh.h - 40, "This is a Computer Generated Document", 7)
    print_stamp(n, sh, x0, sh.h - 28)
    return sh


def lay_ch_classic(n: Note) -> Sheet:
    sh = Sheet(*n.paper)
    x0, x1, cx = 36.0, sh.w - 36, sh.w / 2
    s = n.supplier
    sh.center(cx, 28, s.name.upper() if n.rng.random() < 0.5 else s.name, 15, True)
    sh.center(cx, 48, f"{s.street}, {s.city}", 8)
    sh.center(cx, 59, f"Ph: {s.phone}  Email: {s.email}", 7.5)
    sh.center(cx, 71, f"GSTIN: {s.tax_id}", 8.5, True)
    sh.box(cx - 90, 86, cx + 90, 104)
    sh.center(cx, 90, n.title, 11, True)
    page_mark(n, sh, x1, 90)
    cells = india_cells(n)
    left, right = cells[0::2], cells[1::2]
    y = 114.0
    sh.box(x0, y - 4, x1, y + max(len(left), len(right)) * 13 + 2)
    kv_column(sh, x0 + 4, y, left, lw=100, size=8, step=13)
    yk = kv_column(sh, cx + 4, y, right, lw=100, size=8, step=13)
    y = block(sh, x0, yk + 4, "To, M/s.", customer_lines(n), x1 - x0, False)
    y = kv_inline(sh, x0, y, [(n.pick(lex.SHIP_LABELS), ", ".join(n.site)), *rest_pairs(n)], x1)
    y = items_table(n, sh, x0, x1, y + 4, n.page_items[0], n.prices, numbered=True)
    if is_last(n):
        sh.text(x0, y + 8, "Received the above goods in good condition", 8)
        sh.text(x0, y + 40, "Receiver's Signature", 8)
        sh.right(x1, y + 8, f"For {s.name}", 8.5, True)
        sh.right(x1, y + 40, "Authorised Signatory", 8)
    footer(n, sh, sh.h - 44, x0, x1)
    return sh


def lay_ch_eway(n: Note) -> Sheet:
    sh = Sheet(*n.paper)
    x0, x1, cx = 32.0, sh.w - 32, sh.w / 2
    eway_label = next(lab for k, lab, _ in n.others if k == "eway")
    valid_label = next(lab for k, lab, _, _ in n.other_dates if k == "eway_valid")
    sh.box(x0, 24, x1, 44)
    sh.text(x0 + 6, 30, f"{eway_label}: {n.other('eway')}", 8.5, True)
    sh.text(
        cx, 30, f"Generated: {n.date_raw} {n.rng.randint(8, 11)}:{n.rng.randint(10, 59)} AM", 7.5
    )
    sh.right(x1 - 6, 30, f"{valid_label}: {n.other_date('eway_valid')}", 8, True)
    n.done.update(("eway", "eway_valid"))
    y = letterhead(n, sh, x0, 56, big=14)
    sh.right(x1, 58, n.title, 14, True)
    page_mark(n, sh, x1, 76)
    cells = india_cells(n)
    y = max(y, grid_cells(sh, cx, 90, cells, (x1 - cx) / 2, 24)) + 6
    y = max(customer_block(n, sh, x0, y, 250, True), ship_block(n, sh, cx, y, x1 - cx, True))
    y = kv_inline(sh, x0, y, rest_pairs(n), x1)
    y = items_table(n, sh, x0, x1, y + 4, n.page_items[0], n.prices)
    close_page(n, sh, x0, x1, y)
    footer(n, sh, sh.h - 46, x0, x1)
    return sh


def lay_ch_returnable(n: Note) -> Sheet:
    sh = Sheet(*n.paper)
    x0, x1, cx = 36.0, sh.w - 36, sh.w / 2
    y = letterhead(n, sh, cx, 28, "center", big=14)
    sh.box(x0, y, x1, y + 34)
    sh.center(cx, y + 4, n.title, 12, True)
    sh.center(cx, y + 20, "RETURNABLE  (Not for Sale)", 8.5, True)
    page_mark(n, sh, x1, y + 4)
    y += 44
    cells = india_cells(n)
    ret = next(((lab, raw) for k, lab, raw, _ in n.other_dates if k == "return"), None)
    if ret:
        cells.append(ret)
        n.done.add("return")
    cells.append(
        ("Purpose", n.rng.choice(("On Hire Basis", "For Site Use - Returnable", "Job Work")))
    )
    y = grid_cells(sh, x0, y, cells, (x1 - x0) / 2, 24) + 8
    y = max(customer_block(n, sh, x0, y), ship_block(n, sh, cx, y))
    y = kv_inline(sh, x0, y, rest_pairs(n), x1)
    y = items_table(n, sh, x0, x1, y + 4, n.page_items[0], n.prices, numbered=True)
    close_page(n, sh, x0, x1, y)
    footer(n, sh, sh.h - 46, x0, x1)
    return sh


# thermal receipts (only ever scanned or photographed)

WEIGH_WORDS = {
    "en": "Weighbridge Ticket",
    "de": "Wiegeschein",
    "fr": "Bon de pesée",
    "it": "Scontrino di pesata",
    "es": "Ticket de báscula",
    "nl": "Weegbon",
}
FUEL_WORDS = {
    "en": "Fuel Delivery",
    "de": "Betankung",
    "fr": "Livraison carburant",
    "it": "Rifornimento",
    "es": "Despacho de combustible",
    "nl": "Brandstoflevering",
}


def receipt_head(n: Note, sh: Sheet, y: float, sub: str = "") -> float:
    s = n.supplier
    cx = sh.w / 2
    if s.logo:
        sh.center(cx, y, s.logo, 13, True)
        y += 17
    sh.center(cx, y, s.name, 8.5, True)
    y += 11
    for line in (s.street, s.city, f"{s.region.tax_label}: {s.tax_id}", s.phone):
        sh.center(cx, y, line, 7)
        y += 9
    sh.center(cx, y + 2, "-" * 30, 7)
    sh.center(cx, y + 12, n.title, 9.5, True)
    y += 24
    if sub:
        sh.center(cx, y, sub, 8, True)
        y += 11
    return y + 2


def receipt_pairs(sh: Sheet, y: float, pairs: list[tuple[str, str]], size: float = 7.5) -> float:
    for label, value in pairs:
        sh.text(8, y, f"{label.rstrip(':')}:", size)
        sh.right(sh.w - 8, y, value, size, True)
        y += size + 3.5
    return y + 2


def lay_th_pos(n: Note) -> Sheet:
    sh = Sheet(216, 560 + 22 * len(n.items), mono=True)
    y = receipt_head(n, sh, 12)
    t = f"{n.rng.randint(7, 18):02d}:{n.rng.randint(0, 59):02d}"
    y = receipt_pairs(
        sh, y, [(n.num_label or "No.", n.number), (n.date_label, f"{n.date_raw} {t}")]
    )
    y = receipt_pairs(
        sh,
        y,
        [
            (n.pick(lex.CUSTOMER_LABELS), n.customer.name[:26]),
            *meta_pairs(n, number=False, when=False),
        ],
    )
    sh.text(8, y, n.site[0][:30], 7)
    y += 12
    sh.text(8, y, "-" * 34, 7)
    y += 10
    for _, desc, qty, unit, price in n.items:
        sh.text(8, y, desc[:32], 7)
        y += 9
        sh.text(16, y, f"{qty_text(qty, n.region.decimal)} {unit} x {n.money(price)}", 7)
        sh.right(sh.w - 8, y, n.money(qty * price), 7)
        y += 11
    sh.text(8, y, "-" * 34, 7)
    sh.text(8, y + 10, "TOTAL", 9, True)
    sh.right(sh.w - 8, y + 10, f"{n.region.currency} {n.money(n.total())}", 9, True)
    y += 30
    sh.center(sh.w / 2, y, n.pick(lex.THANKS)[:34], 7)
    print_stamp(n, sh, 8, y + 12)
    sh.center(sh.w / 2, y + 26, f"*{n.number}*", 9)
    return sh


def lay_th_fuel(n: Note) -> Sheet:
    sh = Sheet(204, 470, mono=True)
    y = receipt_head(n, sh, 10, FUEL_WORDS[n.lang])
    start = n.rng.randint(100000, 900000) + n.rng.randint(0, 9) / 10
    litres = n.items[0][2]
    pairs = [(n.num_label or "No.", n.number), (n.date_label, n.date_raw)]
    pairs += [
        ("Start", f"{start:.1f}"),
        ("End", f"{start + litres:.1f}"),
        (lex.UNITS["l"][n.lang], qty_text(litres, n.region.decimal)),
    ]
    y = receipt_pairs(sh, y, pairs)
    y = receipt_pairs(
        sh,
        y,
        [
            (n.pick(lex.CUSTOMER_LABELS), n.customer.name[:24]),
            (n.pick(lex.SHIP_LABELS), n.site[0][:24]),
        ],
    )
    y = receipt_pairs(sh, y, meta_pairs(n, number=False, when=False))
    sh.text(8, y + 20, "_" * 30, 7)
    sh.text(8, y + 30, n.pick(lex.SIGN_LABELS)[:34], 6.5)
    print_stamp(n, sh, 8, y + 44)
    return sh


def lay_th_weighbridge(n: Note) -> Sheet:
    sh = Sheet(216, 500, mono=True)
    y = receipt_head(n, sh, 10, WEIGH_WORDS[n.lang])
    tare = n.rng.randint(9000, 15000)
    net = int(n.items[0][2] * 1000)
    h1 = n.rng.randint(6, 15)
    pairs = [
        (n.num_label or "No.", n.number),
        (n.date_label, n.date_raw),
        ("IN", f"{h1:02d}:{n.rng.randint(0, 59):02d}"),
        ("OUT", f"{h1 + 1:02d}:{n.rng.randint(0, 59):02d}"),
        ("Material", n.items[0][1][:22]),
        ("Gross kg", f"{tare + net}"),
        ("Tare kg", f"{tare}"),
        ("Net kg", f"{net}"),
    ]
    y = receipt_pairs(sh, y, pairs)
    y = receipt_pairs(
        sh,
        y,
        [
            (n.pick(lex.CUSTOMER_LABELS), n.customer.name[:24]),
            (n.pick(lex.SHIP_LABELS), n.site[0][:24]),
        ],
    )
    y = receipt_pairs(sh, y, meta_pairs(n, number=False, when=False))
    sh.text(8, y + 18, "_" * 30, 7)
    sh.text(8, y + 28, n.pick(lex.DRIVER_LABELS), 6.5)
    print_stamp(n, sh, 8, y + 42)
    return sh


# dot-matrix continuous forms: fixed-width columns, capitals


def mono_line(
    sh: Sheet, x: float, y: float, line: str, size: float = 8.5, bold: bool = False
) -> None:
    """A fixed-width line: each stretch between wide gaps printed at its column."""
    cw = 0.6 * size
    j = 0
    while j < len(line):
        if line[j] == " ":
            j += 1
            continue
        end = line.find("  ", j)
        end = len(line) if end < 0 else end
        sh.text(x + j * cw, y, line[j:end], size, bold, mono=True)
        j = end


def upper_note(n: Note) -> None:
    """A dot-matrix system prints its values in capitals: the truth is what it prints."""
    n.date_raw = n.date_raw.upper()
    n.number = n.number.upper()
    n.po = n.po.upper()


def lay_dm_continuous(n: Note) -> Sheet:
    sh = Sheet(*n.paper)
    x0, x1 = 48.0, sh.w - 40
    upper_note(n)
    y = letterhead(n, sh, x0, 36, big=14)
    sh.right(x1, 38, n.title, 15, True)
    page_mark(n, sh, x1, 24)
    dy = n.rng.uniform(1.5, 4.5)  # the printer's values sit off the form's lines
    labels = [(n.num_label or "No.", n.number), (n.date_label, n.date_raw)]
    if n.po:
        labels.append((n.po_label, n.po))
        n.done.add("po")
    ly = 64
    for label, value in labels:
        sh.text(x1 - 210, ly, label, 8)
        sh.hline(x1 - 120, x1, ly + 10)
        sh.text(x1 - 116, ly + dy - 3, value, 9, mono=True)
        ly += 18
    y = max(y, ly) + 10
    sh.text(x0, y, n.pick(lex.CUSTOMER_LABELS), 8, True)
    sh.box(x0, y + 10, x0 + 250, y + 60)
    for j, line in enumerate(customer_lines(n)[:4]):
        sh.text(x0 + 6, y + 14 + dy + j * 11, line.upper(), 8.5, mono=True)
    sh.text(x0 + 270, y, n.pick(lex.SHIP_LABELS), 8, True)
    sh.box(x0 + 270, y + 10, x1, y + 60)
    for j, line in enumerate(site_lines(n)[:4]):
        sh.text(x0 + 276, y + 14 + dy + j * 11, line.upper()[:40], 8.5, mono=True)
    y += 72
    for label, value in rest_pairs(n):
        mono_line(sh, x0, y, f"{label.upper():<24}{value}", 8.5)
        y += 12
    heads = n.rng.choice(lex.TABLE_HEADS[n.lang])
    sh.box(x0, y + 4, x1, y + 18)
    mono_line(sh, x0 + 4, y + 7, f"{heads[0]:<12}{heads[1]:<44}{heads[2]:>8}  {heads[3]}", 8, True)
    y += 26
    for code, desc, qty, unit, _ in n.page_items[0]:
        mono_line(
            sh,
            x0 + 4,
            y + dy,
            f"{code:<12}{desc.upper()[:42]:<44}{qty_text(qty, n.region.decimal):>8}"
            f"  {unit.upper()}",
            8.5,
        )
        y += 13
    close_page(n, sh, x0, x1, y + 10)
    footer(n, sh, sh.h - 56, x0, x1)
    return sh


def lay_dm_erp(n: Note) -> Sheet:
    sh = Sheet(*n.paper, mono=True)
    upper_note(n)
    x0, size = 36.0, 8.5
    s = n.supplier
    width = 88
    lines: list[str] = []
    meta = [(n.num_label or "NO.", n.number), (n.date_label, n.date_raw)]
    meta += [(lab, v) for lab, v in meta_pairs(n, number=False, when=False)]
    left = [s.name, s.street, s.city, f"{s.region.tax_label} {s.tax_id}", s.phone, ""]
    title_line = f"{'':<50}{n.title.upper()}"
    lines.append(title_line)
    lines.append("")
    for j in range(max(len(left), len(meta))):
        lt = left[j] if j < len(left) else ""
        if j < len(meta):
            label, value = meta[j]
            rt = f"{label.upper().rstrip(':')[:16]:<17}: {value}"
        else:
            rt = ""
        lines.append(f"{lt[:48]:<50}{rt}")
    if n.pages > 1:
        lines.append(f"{'':<50}{n.page_of(1).upper()}")
    lines.append("")
    for a, b in zip(customer_lines(n) + [""] * 3, site_lines(n) + [""] * 3, strict=False):
        lines.append(f"{a.upper()[:46]:<50}{b.upper()[:38]}")
    lines.append("")
    heads = n.rng.choice(lex.TABLE_HEADS[n.lang])
    lines.append(
        f"{'POS':<5}{heads[0].upper():<12}{heads[1].upper():<46}"
        f"{heads[2].upper():>9} {heads[3].upper()}"
    )
    lines.append(f"{'-' * 4:<5}{'-' * 10:<12}{'-' * 44:<46}{'-' * 9:>9} {'-' * 5}")
    for j, (code, desc, qty, unit, _) in enumerate(n.page_items[0], start=1):
        lines.append(
            f"{j * 10:<5}{code:<12}{desc.upper()[:44]:<46}"
            f"{qty_text(qty, n.region.decimal):>9} {unit.upper()}"
        )
    lines.append("=" * width)
    y = 36.0
    for line in lines:
        mono_line(sh, x0, y, line, size, line is title_line)
        y += size + 4.5
    if is_last(n):
        y += 10
        mono_line(sh, x0, y, f"{n.pick(lex.SIGN_LABELS).upper()}:  ______________________", size)
    print_stamp(n, sh, x0, sh.h - 40)
    return sh


def lay_dm_dashes(n: Note) -> Sheet:
    sh = Sheet(*n.paper, mono=True)
    upper_note(n)
    x0, size = 40.0, 8.0
    s = n.supplier
    cw = 0.6 * size
    cols = int((sh.w - 2 * x0) / cw)
    y = 34.0

    def put(line: str, bold: bool = False, center: bool = False) -> None:
        nonlocal y
        if center:
            line = line.center(cols)
        mono_line(sh, x0, y, line, size, bold)
        y += size + 4

    put(s.name, True, True)
    put(f"{s.street}, {s.city}", center=True)
    put(f"{s.region.tax_label}: {s.tax_id}   TEL {s.phone}", center=True)
    put("-" * cols)
    put(n.title.upper(), True, True)
    put("-" * cols)
    pairs = meta_pairs(n)
    half = (len(pairs) + 1) // 2
    for j in range(half):
        a = pairs[j]
        b = pairs[j + half] if j + half < len(pairs) else ("", "")
        left = f"{a[0].upper().rstrip(':')[:18]:.<19}: {a[1]}"
        right = f"{b[0].upper().rstrip(':')[:18]:.<19}: {b[1]}" if b[0] else ""
        put(f"{left:<{cols // 2 + 2}}{right}")
    if n.pages > 1:
        put(n.page_of(1).upper().rjust(cols))
    put("-" * cols)
    put(n.pick(lex.CUSTOMER_LABELS).upper() + ":")
    for line in customer_lines(n)[:3]:
        put("  " + line.upper())
    put(n.pick(lex.SHIP_LABELS).upper() + ":")
    for line in site_lines(n)[:3]:
        put("  " + line.upper())
    put("=" * cols)
    for code, desc, qty, unit, price in n.page_items[0]:
        amount = n.money(qty * price) if n.prices else ""
        put(
            f"{code:<10}{desc.upper()[:40]:<42}{qty_text(qty, n.region.decimal):>8}"
            f" {unit.upper():<6}{amount:>14}"
        )
    put("=" * cols)
    if is_last(n) and n.prices:
        put(
            f"{lex.TOTAL_LABELS[n.lang][2].upper()} {n.region.currency} {n.money(n.total())}".rjust(
                cols
            ),
            True,
        )
    if is_last(n):
        y += 20
        put(f"{n.pick(lex.SIGN_LABELS).upper()}: __________________")
    print_stamp(n, sh, x0, sh.h - 40)
    return sh


# two-language forms

SECOND_DN_TITLE = {
    "BEN": "BON DE LIVRAISON", "BEF": "LEVERINGSBON", "CHD": "BULLETIN DE LIVRAISON",
    "CHF": "LIEFERSCHEIN", "QC": "PACKING SLIP", "AE": "",
}  # fmt: skip
SECOND_LANG = {
    "BZ": "it",
    "BEN": "fr",
    "BEF": "nl",
    "CHD": "fr",
    "CHF": "de",
    "QC": "en",
    "AE": "ar",
}


def both(n: Note, table: dict[str, tuple[str, ...]], other: str, j: int = 0) -> str:
    first = table[n.lang][j % len(table[n.lang])]
    if other == "ar":
        return first
    return f"{first} / {table[other][j % len(table[other])]}"


def lay_bilingual(n: Note) -> Sheet:
    """A form printed in two languages: each label in both, the title in both."""
    sh = Sheet(*n.paper)
    x0, x1 = 38.0, sh.w - 38
    other = SECOND_LANG[n.region.code]
    if other == "ar":
        n.title = f"{n.title}  {ARABIC['title']}"
    elif n.region.code != "BZ":
        dn = n.doc_type == "delivery_note"
        own = n.region.dn_titles[0] if dn else n.title
        second = SECOND_DN_TITLE[n.region.code] if dn else lex.TITLES[other][n.doc_type][0]
        n.title = f"{own} / {second}"
    j = n.rng.randrange(2)
    n.date_label = both(n, lex.DATE_LABELS, other, j)
    if other != "ar" and n.region.code != "BZ":
        n.num_label = f"{n.num_label or 'No.'} / {lex.NUM_LABELS[other][0]}"
    if n.po:
        n.po_label = both(n, lex.PO_LABELS, other, j)
    style = n.layout
    y = letterhead(
        n,
        sh,
        x0 if style != "bi_ch" else sh.w / 2,
        36,
        "left" if style != "bi_ch" else "center",
        big=13,
    )
    if style == "bi_ch":
        sh.hline(x0, x1, y)
        sh.center(sh.w / 2, y + 8, n.title, 13, True)
        y += 30
        y = kv_grid(sh, x0, y, meta_pairs(n, rest=False), 3, (x1 - x0) / 3, 26)
    elif style == "bi_be":
        sh.right(x1, 38, n.title, 12, True)
        y = kv_grid(sh, x0, max(y, 70), meta_pairs(n, rest=False), 4, (x1 - x0) / 4, 26)
    elif style == "bi_qc":
        sh.right(x1, 38, n.title, 12, True)
        y = kv_header_row(sh, x0, max(y, 70), meta_pairs(n, rest=False), x1)
    else:
        sh.right(x1, 38, n.title, 12, True)
        if other == "ar":
            sh.right(x1, 80, f"{ARABIC['no']} {n.number}", 9)
        y = max(y, kv_column(sh, x1 - 230, 60, meta_pairs(n, rest=False), lw=120, size=8))
    page_mark(n, sh, x1, 24)
    cust = both(n, lex.CUSTOMER_LABELS, other)
    ship = both(n, lex.SHIP_LABELS, other)
    y = max(
        block(sh, x0, y, cust, customer_lines(n), 250, True),
        block(sh, x0 + 270, y, ship, site_lines(n), x1 - x0 - 270, True),
    )
    if style == "bi_bz":
        reason = f"{lex.TRANSFER_REASONS['de'][0]} / {lex.TRANSFER_REASONS['it'][0]}"
        y = kv_inline(sh, x0, y, [("Transportgrund / Causale del trasporto", reason)], x1)
    y = kv_inline(sh, x0, y, rest_pairs(n), x1)
    y = items_table(n, sh, x0, x1, y + 4, n.page_items[0], n.prices)
    close_page(n, sh, x0, x1, y)
    footer(n, sh, sh.h - 56, x0, x1)
    return sh


# landscape


def lay_ls_wide(n: Note) -> Sheet:
    sh = Sheet(n.paper[1], n.paper[0])
    x0, x1 = 36.0, sh.w - 36
    y = letterhead(n, sh, x0, 30, big=13)
    sh.center(sh.w / 2, 34, n.title, 17, True)
    kv_column(sh, x1 - 220, 34, meta_pairs(n, rest=False), lw=100, size=8.5)
    page_mark(n, sh, x1, 18)
    y = max(y, 118)
    third = (x1 - x0) / 3
    y1 = customer_block(n, sh, x0, y, third - 10, True)
    y2 = ship_block(n, sh, x0 + third, y, third - 10, True)
    y3 = kv_column(sh, x0 + 2 * third, y + 4, rest_pairs(n), lw=110, size=8, step=12)
    y = max(y1, y2, y3)
    y = items_table(n, sh, x0, x1, y + 4, n.page_items[0], n.prices)
    close_page(n, sh, x0, x1, y)
    footer(n, sh, sh.h - 44, x0, x1)
    return sh


def lay_ls_split(n: Note) -> Sheet:
    sh = Sheet(n.paper[1], n.paper[0])
    x0, mid, x1 = 30.0, 300.0, sh.w - 30
    sh.box(x0 - 6, 24, mid - 8, sh.h - 30)
    y = letterhead(n, sh, x0, 32, big=12)
    sh.text(x0, y, n.title, 14, True)
    y = kv_column(sh, x0, y + 24, meta_pairs(n), lw=100, size=8, step=12)
    y = customer_block(n, sh, x0, y)
    y = ship_block(n, sh, x0, y)
    page_mark(n, sh, x1, 20)
    yt = items_table(n, sh, mid, x1, 36, n.page_items[0], n.prices)
    if is_last(n):
        yt = totals(n, sh, x1, yt) if n.prices else yt
        sign_block(n, sh, mid, max(yt, sh.h - 120))
    print_stamp(n, sh, x0, sh.h - 44)
    return sh


# two copies on one sheet


def compact(
    n: Note, sh: Sheet, w: float, h: float, copy: str, pairs: list[tuple[str, str]]
) -> None:
    x0, x1 = 18.0, w - 18
    s = n.supplier
    sh.box(8, 8, w - 8, h - 8)
    sh.text(x0, 18, s.logo or s.base, 12, True)
    sh.text(x0, 34, s.name, 8, True)
    sh.text(x0, 44, f"{s.street}, {s.city}", 6.5)
    sh.text(x0, 53, f"{s.region.tax_label}: {s.tax_id}", 6.5)
    sh.right(x1, 18, n.title, 10, True)
    sh.right(x1, 32, copy, 7.5, True)
    y = kv_column(sh, x1 - 170, 46, pairs, lw=80, size=7.5, step=10)
    y = max(y, 70)
    y = block(sh, x0, y, n.pick(lex.CUSTOMER_LABELS), customer_lines(n)[:3], w / 2 - 24, False, 7.5)
    block(sh, w / 2, y - 50, n.pick(lex.SHIP_LABELS), site_lines(n)[:2], w / 2 - 24, False, 7.5)
    y = items_table(n, sh, x0, x1, y + 2, n.items[:6], False, 7)
    sh.hline(x0, x0 + 150, h - 34)
    sh.text(x0, h - 30, n.pick(lex.SIGN_LABELS), 6.5)


def lay_tu_side(n: Note) -> Sheet:
    sh = Sheet(842, 595)
    pairs = meta_pairs(n)
    words = COPY_WORDS[n.lang]
    compact(n, sh.view(0, 0), 421, 595, words[0], pairs)
    compact(n, sh.view(421, 0), 421, 595, words[1], pairs)
    print_stamp(n, sh, 20, 580)
    return sh


def lay_tu_stacked(n: Note) -> Sheet:
    sh = Sheet(595, 842)
    pairs = meta_pairs(n)
    words = COPY_WORDS[n.lang]
    compact(n, sh.view(0, 0), 595, 415, words[2], pairs)
    sh.text(20, 418, "- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -", 6)
    compact(n, sh.view(0, 427), 595, 415, words[3], pairs)
    print_stamp(n, sh, 20, 826)
    return sh


# handwritten values on a pre-printed pad (scanned or photographed)


def hand_date(n: Note) -> None:
    """People write dates short: 12/3/24."""
    d = n.date
    sep = n.rng.choice(("/", "/", ".", "-"))
    yy = f"{d.year % 100:02d}" if n.rng.random() < 0.6 else str(d.year)
    if n.region.order == "mdy":
        n.date_raw = f"{d.month}{sep}{d.day}{sep}{yy}"
    else:
        n.date_raw = f"{d.day}{sep}{d.month}{sep}{yy}"


def pad_field(sh: Sheet, x: float, y: float, label: str, value: str, w: float) -> float:
    sh.text(x, y, f"{label.rstrip(':')}:", 8)
    lx = x + text_width(f"{label.rstrip(':')}: ", 8)
    sh.text(lx, y + 1, "." * int((w - (lx - x)) / 2.3), 6)
    if value:
        sh.text(lx + 6, y - 4, value, 10, hand=True)
    return y + 20


def lay_handwritten(n: Note) -> Sheet:
    landscape = n.layout == "hw_grid"
    sh = Sheet(595, 420) if landscape else Sheet(420, 595)
    x0, x1 = 24.0, sh.w - 24
    s = n.supplier
    hand_date(n)
    if n.layout == "hw_docket":
        sh.text(x0, 22, s.logo or s.base, 14, True)
        sh.text(x0, 40, s.name, 8, True)
        sh.text(x0, 50, f"{s.street}, {s.city} · {s.phone}", 6.5)
        sh.text(x0, 59, f"{s.region.tax_label} {s.tax_id}", 6.5)
        sh.right(x1, 22, n.title, 12, True)
        sh.right(x1, 40, f"{n.num_label or 'No'} {n.number}", 13, True)
    else:
        sh.center(sh.w / 2, 20, s.name, 12, True)
        sh.center(sh.w / 2, 36, f"{s.street} - {s.city} - {s.phone}", 6.5)
        sh.center(sh.w / 2, 45, f"{s.region.tax_label}: {s.tax_id}", 7)
        sh.text(x0, 60, n.title, 12, True)
        sh.right(x1, 60, f"{n.num_label or 'N°'} {n.number}", 13, True)
    y = 84.0
    half = (x1 - x0) / 2 if landscape else x1 - x0
    y = pad_field(sh, x0, y, n.date_label, n.date_raw, half - 10)
    c = n.customer
    name = c.name if n.rng.random() < 0.5 else c.name.upper()
    y = pad_field(sh, x0, y, n.pick(lex.CUSTOMER_LABELS), name, x1 - x0)
    y = pad_field(sh, x0, y, n.pick(lex.SHIP_LABELS), n.site[0], x1 - x0)
    if n.po:
        y = pad_field(sh, x0, y, n.po_label, n.po, half - 10)
        n.done.add("po")
    for label, value in rest_pairs(n, limit=2):
        y = pad_field(sh, x0, y, label, value, half - 10)
    heads = n.rng.choice(lex.TABLE_HEADS[n.lang])
    sh.box(x0, y, x1, y + 14)
    sh.text(x0 + 4, y + 3, heads[2], 8, True)
    sh.text(x0 + 60, y + 3, heads[1], 8, True)
    y += 18
    for _, desc, qty, unit, _ in n.items[:7]:
        sh.hline(x0, x1, y + 14)
        sh.text(x0 + 6, y, f"{qty_text(qty, n.region.decimal)} {unit}", 10, hand=True)
        sh.text(x0 + 60, y, desc, 10, hand=True)
        y += 18
    y = max(y + 10, sh.h - 70)
    sh.hline(x0, x0 + 150, y + 20)
    sh.text(x0, y + 24, n.pick(lex.SIGN_LABELS), 7)
    rest = rest_pairs(n)
    if rest:
        kv_inline(sh, x0, y + 40, rest, x1, 7)
    print_stamp(n, sh, x0, sh.h - 14)
    return sh


# carrier-style forms

POD_WORDS = {
    "en": "Proof of Delivery",
    "de": "Lieferquittung",
    "fr": "Preuve de livraison",
    "it": "Prova di consegna",
    "es": "Comprobante de entrega",
    "nl": "Afleverbewijs",
}
BOX_CAPTIONS = {
    "en": (
        "Sender",
        "Consignee",
        "Place of delivery",
        "Place and date of taking over the goods",
        "Carrier",
        "Goods",
    ),
    "de": (
        "Absender",
        "Empfänger",
        "Auslieferungsort",
        "Ort und Tag der Übernahme",
        "Frachtführer",
        "Ware",
    ),
    "fr": (
        "Expéditeur",
        "Destinataire",
        "Lieu de livraison",
        "Lieu et date de prise en charge",
        "Transporteur",
        "Marchandise",
    ),
    "it": (
        "Mittente",
        "Destinatario",
        "Luogo di consegna",
        "Luogo e data di presa in carico",
        "Vettore",
        "Merce",
    ),
    "es": (
        "Remitente",
        "Destinatario",
        "Lugar de entrega",
        "Lugar y fecha de carga",
        "Transportista",
        "Mercancía",
    ),
    "nl": (
        "Afzender",
        "Geadresseerde",
        "Plaats van aflevering",
        "Plaats en datum van inontvangstneming",
        "Vervoerder",
        "Goederen",
    ),
}


def lay_ca_boxes(n: Note) -> Sheet:
    sh = Sheet(*n.paper)
    x0, x1, cx = 30.0, sh.w - 30, sh.w / 2
    cap = BOX_CAPTIONS[n.lang]
    s, c = n.supplier, n.customer
    sh.box(cx + 6, 28, x1, 92)
    sh.text(cx + 14, 34, n.title, 13, True)
    kv_column(sh, cx + 14, 54, meta_pairs(n, po=False, rest=False), lw=86, size=8.5)
    page_mark(n, sh, x1, 16)
    y = block(
        sh,
        x0,
        28,
        f"1  {cap[0]}",
        [s.name, s.street, s.city, f"{s.region.tax_label}: {s.tax_id}"],
        cx - x0 - 6,
        True,
    )
    y = max(y, 100)
    y2 = block(sh, x0, y, f"2  {cap[1]}", [c.name, c.street, c.city], cx - x0 - 6, True)
    carrier = [n.rng.choice(lex.CARRIERS[n.lang])]
    for key in ("waybill", "vehicle", "driver"):
        if n.other(key):
            label = next(lab for k, lab, _ in n.others if k == key)
            carrier.append(f"{label}: {n.other(key)}")
            n.done.add(key)
    y3 = block(sh, cx + 6, y, f"16  {cap[4]}", carrier, x1 - cx - 6, True)
    y = max(y2, y3)
    y2 = block(sh, x0, y, f"3  {cap[2]}", list(n.site), cx - x0 - 6, True)
    y3 = block(
        sh,
        cx + 6,
        y,
        f"4  {cap[3]}",
        [f"{s.city.split(' - ')[0]}, {n.date_raw}"],
        x1 - cx - 6,
        True,
    )
    y = max(y2, y3)
    pairs: list[tuple[str, str]] = []
    if n.po:
        pairs.append((n.po_label, n.po))
        n.done.add("po")
    y = kv_inline(sh, x0, y, pairs + rest_pairs(n), x1)
    sh.text(x0, y, f"6-12  {cap[5]}", 8, True)
    y = items_table(n, sh, x0, x1, y + 14, n.page_items[0], n.prices)
    if is_last(n):
        third = (x1 - x0) / 3
        for j, cap_text in enumerate(("22", "23", "24")):
            sh.box(x0 + j * third, y + 6, x0 + (j + 1) * third, y + 70)
            sh.text(
                x0 + j * third + 4, y + 10, f"{cap_text}  {(cap[0], cap[4], cap[1])[j]}", 7.5, True
            )
    print_stamp(n, sh, x0, sh.h - 36)
    return sh


def lay_ca_bol(n: Note) -> Sheet:
    sh = Sheet(*n.paper)
    x0, x1, cx = 32.0, sh.w - 32, sh.w / 2
    s = n.supplier
    y = letterhead(n, sh, x0, 30, big=13)
    sh.right(x1, 30, n.title, 16, True)
    kv_column(sh, x1 - 200, 54, meta_pairs(n, po=False, rest=False), lw=92, size=8.5)
    page_mark(n, sh, x1, 16)
    y = max(y, 116)
    y = max(
        block(sh, x0, y, "SHIPPER", [s.name, s.street, s.city], cx - x0 - 6, True),
        block(sh, cx, y, "CONSIGNEE", [n.customer.name, *n.site[1:]], x1 - cx, True),
    )
    carrier_rows = [
        ("CARRIER NAME", n.rng.choice(lex.CARRIERS["en"])),
        ("TRAILER NUMBER", fill(n.rng, "TR-####")),
        ("SEAL NUMBER(S)", fill(n.rng, "#######")),
        ("SCAC", fill(n.rng, "AAAA")),
    ]
    for key in ("bol", "pro", "vehicle"):
        if n.other(key):
            label = next(lab for k, lab, _ in n.others if k == key)
            carrier_rows.append((label, n.other(key)))
            n.done.add(key)
    y = kv_grid(sh, x0, y, carrier_rows, 4, (x1 - x0) / 4)
    sh.text(x0, y, "CUSTOMER ORDER INFORMATION", 8.5, True)
    order_rows: list[tuple[str, str]] = []
    if n.po:
        order_rows.append((n.po_label, n.po))
        n.done.add("po")
    order_rows += [
        ("# PKGS", str(len(n.items) + n.rng.randint(0, 4))),
        ("WEIGHT", f"{n.rng.randint(200, 9000)} lbs"),
    ]
    y = kv_header_row(sh, x0, y + 12, order_rows + rest_pairs(n, limit=2), x1)
    y = leftovers(n, sh, x0, y, x1)
    y = items_table(n, sh, x0, x1, y + 2, n.page_items[0], n.prices)
    close_page(n, sh, x0, x1, y)
    footer(n, sh, sh.h - 46, x0, x1)
    return sh


def lay_ca_pod(n: Note) -> Sheet:
    sh = Sheet(*n.paper)
    x0, x1 = 36.0, sh.w - 36
    y = letterhead(n, sh, x0, 34, big=13)
    sh.right(x1, 36, n.title, 14, True)
    sh.right(x1, 54, POD_WORDS[n.lang], 10, True)
    kv_column(sh, x1 - 200, 74, meta_pairs(n, rest=False), lw=90, size=8.5)
    page_mark(n, sh, x1, 20)
    y = max(y, 130)
    y = max(
        customer_block(n, sh, x0, y, 250, True), ship_block(n, sh, x0 + 265, y, x1 - x0 - 265, True)
    )
    y = items_table(n, sh, x0, x1, y + 4, n.page_items[0], n.prices)
    y = kv_grid(
        sh,
        x0,
        y,
        [*rest_pairs(n), ("Time in", "____:____"), ("Time out", "____:____")],
        4,
        (x1 - x0) / 4,
    )
    if is_last(n):
        cells = [
            (n.pick(lex.DRIVER_LABELS), ""),
            ("Received by (print name)" if n.lang == "en" else n.pick(lex.SIGN_LABELS), ""),
            ("Signature", ""),
        ]
        kv_grid(sh, x0, y + 6, cells, 3, (x1 - x0) / 3, 44)
    footer(n, sh, sh.h - 50, x0, x1)
    return sh


# European boxed forms


def lay_eu_ddt(n: Note) -> Sheet:
    sh = Sheet(*n.paper)
    x0, x1, cx = 30.0, sh.w - 30, sh.w / 2
    y = letterhead(n, sh, x0, 30, big=13)
    y2 = block(
        sh,
        cx + 10,
        30,
        "Spett.le" if n.lang == "it" else n.pick(lex.CUSTOMER_LABELS),
        customer_lines(n),
        x1 - cx - 10,
        True,
    )
    y3 = block(sh, cx + 10, y2, n.pick(lex.SHIP_LABELS), site_lines(n), x1 - cx - 10, True)
    y = max(y, y3) + 4
    dpr = next((lab for k, lab, _, _ in n.other_dates if k == "dpr"), "")
    head = f"{n.title} (D.P.R. 472 del {n.other_date('dpr')})" if dpr else n.title
    n.done.add("dpr")
    sh.box(x0, y, x1, y + 18)
    sh.text(x0 + 4, y + 4, head, 10, True)
    page_mark(n, sh, x1 - 4, y + 5)
    cells = [
        (n.num_label or "N.", n.number),
        (n.date_label, n.date_raw),
        ("Cod. cliente" if n.lang == "it" else "Kunden-Nr.", n.customer.account),
    ]
    if n.po:
        cells.append((n.po_label, n.po))
        n.done.add("po")
    n.done.add("custno")
    y = kv_grid(sh, x0, y + 22, cells, 4, (x1 - x0) / 4)
    reason = n.pick(lex.TRANSFER_REASONS)
    y = kv_grid(
        sh,
        x0,
        y - 6,
        [
            ("Causale del trasporto", reason),
            ("Pagamento", n.pick(lex.PAYMENT_TERMS)),
            *rest_pairs(n, limit=2),
        ],
        4,
        (x1 - x0) / 4,
    )
    y = kv_inline(sh, x0, y, rest_pairs(n), x1)
    y = items_table(n, sh, x0, x1, y + 2, n.page_items[0], n.prices)
    if is_last(n):
        bottom = [
            ("Trasporto a cura del", n.rng.choice(("Mittente", "Destinatario", "Vettore"))),
            (
                "Aspetto esteriore dei beni",
                n.rng.choice(("Sfuso", "Bancali", "Scatole", "A vista")),
            ),
            ("N. colli", str(n.rng.randint(1, 30))),
            ("Porto", n.pick(lex.FREIGHT_TERMS)),
            (
                "Data e ora inizio trasporto",
                f"{n.date_raw} {n.rng.randint(6, 16):02d}:{n.rng.choice(('00', '15', '30', '45'))}",
            ),
            ("Firma conducente", ""),
            ("Firma vettore", ""),
            ("Firma destinatario", ""),
        ]
        y = kv_grid(sh, x0, max(y, sh.h - 190), bottom, 4, (x1 - x0) / 4, 30)
    footer(n, sh, sh.h - 44, x0, x1)
    return sh


def lay_eu_din(n: Note) -> Sheet:
    sh = Sheet(*A4)
    s, c = n.supplier, n.customer
    sh.right(555, 40, s.logo or s.base, 22, True)
    sh.right(555, 68, s.name, 8.5, True)
    sh.right(555, 78, f"{s.street} · {s.city}", 7)
    sh.text(70, 128, f"{s.name} · {s.street} · {s.city}", 6.5)
    for j, line in enumerate(
        [c.name, f"z. Hd. {c.contact}" if n.lang == "de" else "", c.street, c.city]
    ):
        sh.text(70, 142 + j * 12, line, 9.5)
    pairs = [(n.date_label, n.date_raw), (n.pick(lex.CUSTNO_LABELS), c.account)]
    n.done.add("custno")
    if n.po:
        pairs.append((n.po_label, n.po))
        n.done.add("po")
    pairs += rest_pairs(n, limit=4)
    y = kv_column(sh, 360, 128, pairs, lw=95, size=8, step=11)
    y = max(y, 215) + 20
    sh.text(70, y, f"{n.title} {n.num_label} {n.number}".replace("  ", " "), 12, True)
    page_mark(n, sh, 555, y)
    y += 20
    lab = n.pick(lex.SHIP_LABELS)
    sh.text(70, y, f"{lab}: {', '.join(n.site)}", 8.5)
    y = kv_inline(sh, 70, y + 16, rest_pairs(n), 555)
    y = items_table(n, sh, 70, 555, y + 6, n.page_items[0], n.prices)
    close_page(n, sh, 70, 555, y)
    fy = sh.h - 62
    sh.hline(70, 555, fy - 6)
    cols = [
        [s.name, s.street, s.city],
        [f"Tel. {s.phone}", s.email, s.web],
        [s.bank],
        [
            f"{s.region.tax_label} {s.tax_id}",
            s.second,
            f"GF: {n.rng.choice(lex.GIVEN['de'])} {s.base.split()[-1]}",
        ],
    ]
    for j, col in enumerate(cols):
        for k, line in enumerate(col):
            sh.text(70 + j * 125, fy + k * 8.5, line, 6)
    print_stamp(n, sh, 70, sh.h - 28)
    return sh


def lay_eu_pakbon(n: Note) -> Sheet:
    sh = Sheet(*A4)
    x0, x1 = 40.0, 555.0
    s = n.supplier
    sh.text(x0, 36, s.logo or s.base, 20, True)
    for j, line in enumerate([s.name, s.street, s.city, s.phone, s.email]):
        sh.right(x1, 36 + j * 10, line, 7.5, j == 0)
    sh.text(x0, 100, n.title, 18, True)
    page_mark(n, sh, x1, 100)
    cells = [
        (n.num_label or "Nr.", n.number),
        (n.date_label, n.date_raw),
        (n.pick(lex.CUSTNO_LABELS), n.customer.account),
    ]
    n.done.add("custno")
    if n.po:
        cells.append((n.po_label, n.po))
        n.done.add("po")
    y = kv_grid(sh, x0, 128, cells + rest_pairs(n, limit=4), 4, (x1 - x0) / 4)
    y = max(ship_block(n, sh, x0, y, 240, True), customer_block(n, sh, x0 + 260, y, 255, True))
    y = kv_inline(sh, x0, y, rest_pairs(n), x1)
    y = items_table(n, sh, x0, x1, y + 4, n.page_items[0], n.prices)
    close_page(n, sh, x0, x1, y)
    footer(n, sh, sh.h - 50, x0, x1)
    return sh


def lay_eu_bl(n: Note) -> Sheet:
    sh = Sheet(*n.paper)
    x0, x1, cx = 36.0, sh.w - 36, sh.w / 2
    y = letterhead(n, sh, x0, 32, big=14)
    y2 = customer_block(n, sh, cx + 20, 60, x1 - cx - 20, True)
    y = max(y, y2) + 6
    title = f"{n.title} {n.num_label} {n.number}".replace("  ", " ")
    sh.text(x0, y, title, 13, True)
    page_mark(n, sh, x1, y)
    cells = [(n.date_label, n.date_raw), (n.pick(lex.CUSTNO_LABELS), n.customer.account)]
    n.done.add("custno")
    if n.po:
        cells.append((n.po_label, n.po))
        n.done.add("po")
    y = kv_grid(sh, x0, y + 22, cells + rest_pairs(n, limit=3), 3, (x1 - x0) / 3)
    y = ship_block(n, sh, x0, y)
    y = kv_inline(sh, x0, y, rest_pairs(n), x1)
    y = items_table(n, sh, x0, x1, y + 4, n.page_items[0], n.prices)
    if is_last(n):
        sh.text(
            x0,
            y + 6,
            "Date et signature du client précédées de la mention « Bon pour réception »"
            if n.lang == "fr"
            else n.pick(lex.SIGN_LABELS),
            7.5,
        )
        sh.box(x0, y + 16, x0 + 240, y + 70)
    footer(n, sh, sh.h - 52, x0, x1)
    return sh


# ----------------------------------------------------------------------------- the catalogue


@dataclass(frozen=True)
class Layout:
    name: str
    family: str
    draw: Callable[[Note], Sheet]
    regions: tuple[str, ...] = ()  # the regions that print it (all when empty)
    digital: bool = True  # False: only ever scanned or photographed
    multipage: bool = True
    trade: str = ""
    max_items: int = 8
    dn_only: bool = False


ANY: tuple[str, ...] = ()
LAYOUTS: tuple[Layout, ...] = (
    Layout("lh_classic", "letterhead", lay_lh_classic),
    Layout("lh_centered", "letterhead", lay_lh_centered),
    Layout("lh_sidebar", "letterhead", lay_lh_sidebar),
    Layout("lh_logo_footer", "letterhead", lay_lh_logo_footer),
    Layout(
        "lh_us_packing",
        "letterhead",
        lay_lh_us_packing,
        ("US", "PH", "AU", "NZ", "ZA", "UK", "IE", "SG", "MY"),
    ),
    Layout("fg_ar_remito", "fiscal_grid", lay_fg_ar_remito, ("AR",)),
    Layout("fg_cl_guia", "fiscal_grid", lay_fg_cl_guia, ("CL",)),
    Layout("fg_mx", "fiscal_grid", lay_fg_mx, ("MX",)),
    Layout("fg_pe_guia", "fiscal_grid", lay_fg_pe_guia, ("PE",), dn_only=True),
    Layout("fg_co", "fiscal_grid", lay_fg_co, ("CO",)),
    Layout("ch_tally", "challan", lay_ch_tally, ("IN",)),
    Layout("ch_classic", "challan", lay_ch_classic, ("IN",)),
    Layout("ch_eway", "challan", lay_ch_eway, ("IN",), dn_only=True),
    Layout("ch_returnable", "challan", lay_ch_returnable, ("IN",), trade="hire", dn_only=True),
    Layout("th_pos", "thermal", lay_th_pos, ANY, False, False, max_items=6),
    Layout("th_fuel", "thermal", lay_th_fuel, ANY, False, False, "fuel", 1, True),
    Layout(
        "th_weighbridge", "thermal", lay_th_weighbridge, ANY, False, False, "aggregates", 1, True
    ),
    Layout("dm_continuous", "dotmatrix", lay_dm_continuous),
    Layout("dm_erp", "dotmatrix", lay_dm_erp),
    Layout("dm_dashes", "dotmatrix", lay_dm_dashes),
    Layout("bi_bz", "bilingual", lay_bilingual, ("BZ",)),
    Layout("bi_be", "bilingual", lay_bilingual, ("BEN", "BEF")),
    Layout("bi_ch", "bilingual", lay_bilingual, ("CHD", "CHF")),
    Layout("bi_qc", "bilingual", lay_bilingual, ("QC",)),
    Layout("bi_ae", "bilingual", lay_bilingual, ("AE",)),
    Layout("ls_wide", "landscape", lay_ls_wide),
    Layout("ls_split", "landscape", lay_ls_split, max_items=10),
    Layout("tu_side", "twoup", lay_tu_side, ANY, True, False, max_items=5),
    Layout("tu_stacked", "twoup", lay_tu_stacked, ANY, True, False, max_items=4),
    Layout("hw_pad", "handwritten", lay_handwritten, ANY, False, False, max_items=6),
    Layout("hw_grid", "handwritten", lay_handwritten, ANY, False, False, max_items=5),
    Layout(
        "hw_docket",
        "handwritten",
        lay_handwritten,
        (*ENGLISH_WORLD, "ES", "MX", "FR", "NL", "DE", "IT"),
        False,
        False,
        max_items=6,
    ),
    Layout("ca_boxes", "carrier", lay_ca_boxes, ANY, True, False, dn_only=True),
    Layout(
        "ca_bol",
        "carrier",
        lay_ca_bol,
        ("US", "PH", "AU", "NZ", "UK", "IE", "ZA", "KE", "NG", "SG", "MY", "AE"),
        True,
        False,
        dn_only=True,
    ),
    Layout("ca_pod", "carrier", lay_ca_pod, ANY, True, False, dn_only=True),
    Layout("eu_ddt", "euro_form", lay_eu_ddt, ("IT", "TI", "BZ")),
    Layout("eu_din", "euro_form", lay_eu_din, ("DE", "AT", "CHD")),
    Layout("eu_pakbon", "euro_form", lay_eu_pakbon, ("NL", "BEN", "SR")),
    Layout("eu_bl", "euro_form", lay_eu_bl, ("FR", "BEF", "CHF", "LU", "MA", "SN", "QC")),
)
OTHER_DOCS = ("invoice", "order_confirmation", "credit_note", "quotation", "statement")


def uuid_text(rng: random.Random) -> str:
    h = "".join(rng.choice("0123456789ABCDEF") for _ in range(32))
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def add_distractors(n: Note, spec: Layout) -> None:
    """The note's other numbers and dates, as its region's paper prints them."""
    rng, lang, code, d = n.rng, n.lang, n.region.code, n.date
    others, dates = n.others, n.other_dates

    def num(key: str, table: dict[str, tuple[str, ...]], value: str) -> None:
        others.append((key, rng.choice(table[lang]), value))

    def when(key: str, label: str, day: date) -> None:
        dates.append((key, label, n.d(day), day))

    if rng.random() < 0.7 or spec.family == "euro_form":
        num("custno", lex.CUSTNO_LABELS, n.customer.account)
    if n.doc_type == "delivery_note" and rng.random() < 0.25:
        num(
            "invoice",
            lex.INVOICE_REF_LABELS,
            fill(rng, rng.choice(("F-#####", "######", "RE#######"))),
        )
    if (
        code == "IN"
        or spec.family == "carrier"
        or ("plates" in n.region.extras and rng.random() < 0.5)
    ):
        num("vehicle", lex.VEHICLE_LABELS, fill(rng, PLATES[code]))
    if rng.random() < 0.25 or spec.family == "carrier":
        given = rng.choice(lex.GIVEN[n.region.names])
        num("driver", lex.DRIVER_LABELS, f"{given} {rng.choice(lex.SURNAMES[n.region.names])}")
    if rng.random() < 0.2:
        num("route", lex.ROUTE_LABELS, fill(rng, rng.choice(("R##", "T-###", "##"))))
    if n.supplier.trade in ("cement", "steel", "aggregates", "paint") and rng.random() < 0.35:
        num("batch", lex.BATCH_LABELS, fill(rng, rng.choice(("L####-##", "CH######", "##A###"))))
    if rng.random() < 0.12 or spec.name == "ca_boxes":
        num(
            "waybill",
            lex.WAYBILL_LABELS,
            fill(rng, rng.choice(("#########", "CMR ######", "WB-#######"))),
        )
    if code == "AR":
        others.append(
            ("cai", rng.choice(("C.A.I. N°", "CAI N°", "C.A.I.")), fill(rng, "7#############"))
        )
        others.append(("iibb", "Ing. Brutos", n.supplier.second.removeprefix("Ingresos Brutos ")))
        when(
            "cai_exp",
            rng.choice(("Fecha Vto. CAI", "Vto. CAI", "Fecha de Vto.")),
            d + timedelta(days=rng.randint(20, 240)),
        )
        when(
            "activity",
            "Inicio de Actividades",
            date(rng.randint(1985, 2015), rng.randint(1, 12), rng.randint(1, 28)),
        )
    if code == "CL":
        others.append(("sii_res", "Res. Ex. SII", "80"))
        when("sii_date", "del", date(2014, 8, 22))
    if code == "MX" and n.doc_type in ("invoice", "credit_note"):
        others.append(("uuid", "Folio Fiscal", uuid_text(rng)))
        others.append(("sat_cert", "No. Certificado SAT", fill(rng, "0000100000050#######")))
    if code == "CO" and n.doc_type in ("invoice", "credit_note"):
        others.append(("dian", "Resolución DIAN", fill(rng, "187640000#####")))
        others.append(("cufe", "CUFE", "".join(rng.choice("0123456789abcdef") for _ in range(48))))
        when("dian_date", "Fecha resolución", d - timedelta(days=rng.randint(90, 600)))
    if code == "PE":
        others.append(("license", "Licencia de conducir", fill(rng, "Q########")))
        others.append(("carrier_ruc", "RUC transportista", fill(rng, "20#########")))
    if code == "IN":
        if rng.random() < 0.8 or spec.name == "ch_eway":
            others.append(
                (
                    "eway",
                    rng.choice(("E-way Bill No.", "E-Way Bill No", "EWB No.")),
                    fill(rng, "#### #### ####"),
                )
            )
            when(
                "eway_valid",
                rng.choice(("Valid Upto", "EWB Valid Till")),
                d + timedelta(days=rng.randint(1, 4)),
            )
        if rng.random() < 0.6:
            others.append(
                (
                    "lr",
                    rng.choice(("LR No.", "L.R. No.", "Bill of Lading/LR-RR No.")),
                    fill(rng, rng.choice(("LR-#####", "######", "GR####"))),
                )
            )
    if code == "US" or spec.name == "ca_bol":
        others.append(
            ("bol", rng.choice(("BOL #", "B/L No.", "Bill of Lading No.")), fill(rng, "##########"))
        )
        others.append(("pro", "PRO #", fill(rng, "#########")))
    if spec.name == "eu_ddt":
        when("dpr", "D.P.R. 472 del", date(1996, 8, 14))
    if spec.name == "ch_returnable":
        when("return", "Expected Date of Return", d + timedelta(days=rng.randint(7, 60)))
    if n.po and (rng.random() < 0.55 or code == "IN"):
        when("order", rng.choice(lex.ORDER_DATE_LABELS[lang]), n.order_date)
    if n.doc_type in ("invoice", "statement", "credit_note"):
        when(
            "due",
            rng.choice(lex.DUE_LABELS[lang][:2]),
            d + timedelta(days=rng.choice((15, 30, 45, 60, 90))),
        )
    if n.doc_type == "quotation":
        when("valid", lex.DUE_LABELS[lang][2], d + timedelta(days=rng.choice((15, 30, 60))))
    if rng.random() < 0.3:
        when("print", rng.choice(lex.PRINTED_LABELS[lang]), d + timedelta(days=rng.randint(1, 40)))


# ----------------------------------------------------------------------------- building


def pick_region(rng: random.Random, world: World, spec: Layout) -> Region:
    codes = spec.regions or tuple(REGION_BY_CODE)
    if spec.trade:
        codes = (
            tuple(c for c in codes if any(s.trade == spec.trade for s in world.suppliers[c]))
            or codes
        )
    return REGION_BY_CODE[rng.choice(codes)]


def build_note(
    i: int, rng: random.Random, world: World, spec: Layout, kind: str, repeat: bool
) -> Note:
    region = pick_region(rng, world, spec)
    lang = region.lang
    pool = world.suppliers[region.code]
    cands = [s for s in pool if s.trade == spec.trade] or pool if spec.trade else pool
    supplier = rng.choices(cands, weights=[8, 4, 3, 2, 1.5, 1, 1][: len(cands)])[0]
    customer = rng.choice(world.customers[region.code])
    site = rng.choice(customer.sites)
    doc_type = "delivery_note"
    if not spec.dn_only and rng.random() < 0.2:
        doc_type = rng.choices(OTHER_DOCS, weights=(3, 2, 2, 2, 1.5))[0]
    d = date(2023, 1, 2) + timedelta(days=rng.randrange(1090))
    style = rng.choice(region.date_styles)
    if spec.family in ("dotmatrix", "thermal") and style == "long":
        style = region.date_styles[0]
    raw = date_text(d, style, lang, rng, region.order)
    if style == "long" and rng.random() < 0.25:
        raw = weekday_prefix(d, lang) + raw
    if doc_type == "delivery_note":
        title = rng.choice(region.dn_titles or lex.TITLES[lang][doc_type])
        num_label = rng.choice(region.dn_num_labels)
        date_label = rng.choice(lex.DATE_LABELS[lang])
    else:
        title = rng.choice(
            lex.REGION_TITLES.get(region.code, {}).get(doc_type) or lex.TITLES[lang][doc_type]
        )
        num_label = rng.choice(lex.NUM_LABELS[lang])
        date_label = rng.choice(lex.DATE_LABELS[lang][:2])
    if region.code == "IN":
        date_label = rng.choice(
            ("Dated", "Date", "Challan Date" if doc_type == "delivery_note" else "Invoice Date")
        )
    if region.code == "MX" and rng.random() < 0.4:
        date_label = "Fecha de expedición"
    has_po = doc_type not in ("quotation", "statement") and rng.random() < (
        0.72 if doc_type == "delivery_note" else 0.85
    )
    po = po_number(rng, customer) if has_po else ""
    pages = 1
    if spec.multipage and doc_type == "delivery_note" and rng.random() < 0.2:
        pages = rng.choice((2, 2, 3))
    if pages == 1:
        counts = [rng.randint(1, spec.max_items)]
    else:
        counts = [rng.randint(9, 13)] + [rng.randint(4, 12) for _ in range(pages - 1)]
    items = make_items(rng, supplier.trade, lang, sum(counts))
    page_items, start = [], 0
    for c in counts:
        page_items.append(items[start : start + c])
        start += c
    others = [s for s in pool if s is not supplier]
    chosen = rng.sample(others, rng.randint(2, min(4, len(others))))
    stem = supplier.name.split()[0]
    sisters = [s for s in others if s.name.split()[0] == stem and s not in chosen]
    if sisters and rng.random() < 0.8:
        chosen[0] = sisters[0]
    host_pos: list[tuple[str, str]] = []
    for j in range(rng.randint(1, 3)):
        number = (
            one_digit_away(rng, po)
            if j == 0 and po and rng.random() < 0.35
            else po_number(rng, customer)
        )
        if number != po and number not in [p for p, _ in host_pos]:
            host_pos.append((number, rng.choice(chosen).name))
    if not host_pos:
        host_pos.append((po_number(rng, customer) + "1", chosen[0].name))
    if region.code in ("US", "PH", "QC", "CO") or (
        region.code in ("MX", "CL") and rng.random() < 0.6
    ):
        paper = LETTER
    else:
        paper = A4
    n = Note(
        i=i, rng=rng, region=region, layout=spec.name, family=spec.family, kind=kind,
        doc_type=doc_type, supplier=supplier, customer=customer, site=site, title=title,
        number=doc_number(rng, region, doc_type, d), num_label=num_label, date=d,
        date_style=style, date_raw=raw, date_label=date_label, po=po,
        po_label=rng.choice(region.po_labels or lex.PO_LABELS[lang]),
        order_date=d - timedelta(days=rng.randint(1, 25)), items=items, pages=pages,
        repeat_number=repeat, host_suppliers=chosen, host_pos=host_pos,
        page_items=page_items, paper=paper,
    )  # fmt: skip
    n.prices = prices_shown(n)
    add_distractors(n, spec)
    return n


def ensure_printed(n: Note, sh: Sheet) -> int:
    """The safety net: anything the layout did not print goes on a small line at the foot."""
    missing = rest_pairs(n, ())
    if n.po and "po" not in n.done:
        missing.insert(0, (n.po_label, n.po))
        n.done.add("po")
    if missing:
        kv_inline(sh, 30, sh.h - 16, missing, sh.w - 30, 6)
    return len(missing)


def truth_of(n: Note) -> Truth:
    s = n.supplier
    return {
        "file": f"twentyfirst-{n.i:03d}-{n.layout}-{n.lang}-{n.kind}",
        "kind": n.kind,
        "layout": n.layout,
        "language": n.lang,
        "family": n.family,
        "doc_type": n.doc_type,
        "document_number": n.number,
        "date": n.date.isoformat(),
        "date_raw": n.date_raw,
        "date_order": n.region.order,
        "po_number": n.po,
        "supplier": s.name,
        "supplier_aliases": s.aliases,
        "supplier_tax_id": s.tax_id,
        "pages": n.pages,
        "trade": s.trade,
        "host_extra_suppliers": [h.host() for h in n.host_suppliers],
        "host_extra_pos": [{"po_number": p, "supplier": name} for p, name in n.host_pos],
    }


@dataclass
class Made:
    """A generated note with what the bench never sees: the distractors it printed."""

    truth: Truth
    page: Page
    other_numbers: list[tuple[str, str, str]]
    other_dates: list[tuple[str, str, str, str]]
    patched: int


def notes(seed: int = 221, count: int = 120) -> Iterator[Made]:
    rng = random.Random(seed)
    world = make_world(rng)
    deck: list[Layout] = []
    digital_multi = 0
    for i in range(count):
        if not deck:
            deck = list(LAYOUTS)
            rng.shuffle(deck)
        spec = deck.pop()
        if spec.digital:
            kind = rng.choices(("digital", "scan", "photo"), weights=(0.5, 0.32, 0.18))[0]
        else:
            kind = rng.choices(("scan", "photo"), weights=(0.62, 0.38))[0]
        note_rng = random.Random(rng.getrandbits(64))
        repeat = digital_multi % 2 == 0 if kind == "digital" else note_rng.random() < 0.5
        n = build_note(i, note_rng, world, spec, kind, repeat)
        first = spec.draw(n)
        patched = ensure_printed(n, first)
        sheets = [first] + [
            continuation(n, first.w, first.h, first.mono, k) for k in range(2, n.pages + 1)
        ]
        if n.pages > 1 and kind == "digital":
            digital_multi += 1
        if kind == "digital":
            pages = [render_digital(s) for s in sheets]
        else:
            pages = [render_ocr(s, note_rng, kind) for s in sheets]
        page = pages[0]
        if len(pages) > 1:
            page["next_pages"] = pages[1:]
        yield Made(
            truth_of(n),
            page,
            list(n.others),
            [(k, lab, raw, day.isoformat()) for k, lab, raw, day in n.other_dates],
            patched,
        )


def generate(seed: int = 221, count: int = 120) -> Iterator[tuple[Truth, Page]]:
    """``(truth, page)`` per note, the same for the same seed."""
    for made in notes(seed, count):
        yield made.truth, made.page


if __name__ == "__main__":
    from collections import Counter

    sample = list(notes())
    print(Counter(m.truth["family"] for m in sample))
    print(Counter(m.truth["kind"] for m in sample))
    print(Counter(m.truth["doc_type"] for m in sample))
    print("patched", sum(m.patched > 0 for m in sample))
