"""Invented parties, identifiers, reference numbers and printed dates for ``gen_held``.

Company names are built from syllables, so none is a real firm; legal forms, tax-id
shapes, phone and IBAN forms follow each country's real conventions.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field

from held_lexicon import MONTHS, MONTHS_SHORT, WEEKDAYS, WEEKDAYS_SHORT

COUNTRIES: dict[str, tuple[str, ...]] = {
    "en": ("GB", "IE", "US", "AU", "MY"),
    "de": ("DE", "AT", "CH"),
    "fr": ("FR", "BE", "CH"),
    "it": ("IT",),
    "es": ("ES",),
    "nl": ("NL", "BE"),
}
FORMS: dict[str, tuple[str, ...]] = {
    "GB": ("Ltd", "Limited", "plc", "LLP"), "IE": ("Ltd", "Limited", "DAC"),
    "US": ("Inc.", "LLC", "Corp.", "Co."), "AU": ("Pty Ltd", "Pty. Limited"),
    "MY": ("Sdn Bhd", "Sdn. Bhd.", "Bhd"), "DE": ("GmbH", "GmbH & Co. KG", "AG", "KG", "e.K."),
    "AT": ("GmbH", "Ges.m.b.H.", "KG"), "CH": ("AG", "GmbH", "SA", "Sàrl"),
    "FR": ("SARL", "SAS", "SA", "EURL"), "BE": ("SRL", "NV", "BV", "SA"),
    "IT": ("S.r.l.", "S.p.A.", "S.n.c.", "S.a.s.", "srl"), "ES": ("S.L.", "S.A.", "S.L.U.", "SL"),
    "NL": ("B.V.", "N.V.", "V.O.F.", "BV"),
}  # fmt: skip
TRADES: dict[str, tuple[str, ...]] = {
    "en": ("Timber Supplies", "Building Products", "Hardware", "Plant Hire", "Foodservice",
           "Electrical Wholesale", "Office Supplies", "Fixings", "Aggregates", "Trade Centre"),
    "de": ("Baustoffe", "Holzhandel", "Eisenwaren", "Baumaschinen", "Großküchenbedarf",
           "Elektrogroßhandel", "Bürobedarf", "Befestigungstechnik", "Gastro-Service"),
    "fr": ("Matériaux", "Quincaillerie", "Location", "Distribution", "Fournitures de Bureau",
           "Négoce Bois", "Électricité", "Restauration"),
    "it": ("Edilizia", "Ferramenta", "Noleggi", "Forniture Alberghiere", "Elettroforniture",
           "Cancelleria", "Legnami", "Materiali Edili"),
    "es": ("Materiales de Construcción", "Ferretería", "Alquiler de Maquinaria", "Suministros",
           "Hostelería", "Material Eléctrico", "Papelería", "Maderas"),
    "nl": ("Bouwmaterialen", "IJzerwaren", "Verhuur", "Horecagroothandel", "Elektrotechniek",
           "Kantoorartikelen", "Houthandel", "Bevestigingsmiddelen"),
}  # fmt: skip
_SYLLABLES = "bran kel mor vist tal rud os fen quar lin dor hal mer sel tor wen gra bel cor dun vel"
_HEAD = (*_SYLLABLES.split(), "nor", "ash", "pel")
_TAIL: dict[str, tuple[str, ...]] = {
    "en": ("wick", "ford", "ley", "mere", "stone", "by", "hurst"),
    "de": ("berg", "mann", "hof", "feld", "bach", "stedt", "ling"),
    "fr": ("ac", "ière", "eau", "ville", "ot", "in"),
    "it": ("etti", "ini", "ano", "ello", "azzi", "one"),
    "es": ("ez", "ada", "ejo", "illa", "ero", "al"),
    "nl": ("huis", "dijk", "veld", "hout", "kamp", "stra"),
}
STREETS: dict[str, tuple[str, ...]] = {
    "en": ("{n} Station Road", "Unit {n}, Riverside Ind. Est.", "{n} Mill Lane", "{n} Quarry Rd"),
    "de": ("Hafenstraße {n}", "Industriestr. {n}", "Am Sägewerk {n}", "Gewerbepark {n}"),
    "fr": ("{n} rue des Artisans", "ZI des Prés, {n} avenue du Port", "{n} chemin du Moulin"),
    "it": ("Via dell'Industria, {n}", "Viale Europa {n}", "Zona Artigianale, Lotto {n}"),
    "es": ("Polígono Industrial Sur, Nave {n}", "C/ Mayor, {n}", "Avda. de la Estación {n}"),
    "nl": ("Industrieweg {n}", "Havenstraat {n}", "Bedrijvenpark {n}"),
}
CITIES: dict[str, tuple[str, ...]] = {
    "GB": ("Leeds LS9 4QT", "Bristol BS3 2NU", "Ipswich IP2 8SB"),
    "IE": ("Athlone, Co. Westmeath", "Naas, Co. Kildare"), "US": ("Dayton, OH 45402",
    "Fresno, CA 93721"), "AU": ("Geelong VIC 3220", "Toowoomba QLD 4350"),
    "MY": ("40150 Shah Alam, Selangor", "81200 Johor Bahru"), "DE": ("34117 Kassel",
    "93047 Regensburg", "49074 Osnabrück"), "AT": ("4020 Linz", "8010 Graz"),
    "CH": ("6003 Luzern", "1004 Lausanne"), "FR": ("69007 Lyon", "44300 Nantes"),
    "BE": ("9000 Gent", "4000 Liège"), "IT": ("25121 Brescia (BS)", "35131 Padova (PD)"),
    "ES": ("46015 Valencia", "50012 Zaragoza"), "NL": ("3542 AB Utrecht", "5611 ZT Eindhoven"),
}  # fmt: skip
PHONE: dict[str, str] = {
    "GB": "+44 113 {a} {b}", "IE": "+353 90 {a} {b}", "US": "(937) {a}-{b}",
    "AU": "(03) 5{a} {b}", "MY": "+603-5{a} {b}", "DE": "+49 561 {a}{b}",
    "AT": "+43 732 {a}-{b}", "CH": "+41 41 {a} {b}", "FR": "04 7{a} {b}",
    "BE": "+32 9 {a} {b}", "IT": "030 {a}{b}", "ES": "96 {a} {b}", "NL": "030 - {a} {b}",
}  # fmt: skip


def _d(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


@dataclass
class Party:
    """A company on the page: its printed legal name and the lines that go with it."""

    name: str
    brand: str
    street: str
    city: str
    country: str
    phone: str
    email: str
    tax_label: str = ""
    tax_id: str = ""
    extra: list[str] = field(default_factory=list)


def company(rng: random.Random, lang: str, country: str, vat_label: str) -> Party:
    """An invented company of ``country`` writing in ``lang``."""
    stem = (rng.choice(_HEAD) + rng.choice(_HEAD[::-1]) + rng.choice(_TAIL[lang])).capitalize()
    trade = rng.choice(TRADES[lang])
    form = rng.choice(FORMS[country])
    shape = rng.randrange(4)
    if shape == 0:
        name = f"{stem} {trade} {form}"
    elif shape == 1:
        name = f"{stem} & {rng.choice(_HEAD).capitalize()}{rng.choice(_TAIL[lang])} {form}"
    elif shape == 2:
        name = f"{trade} {stem} {form}" if lang in ("fr", "it", "es") else f"{stem} {form}"
    else:
        name = f"{stem} {trade} {form}"
    brand = stem.upper() if rng.random() < 0.6 else stem
    domain = stem.lower() + rng.choice(("", "-" + trade.split()[0].lower()))
    tld = {"GB": "co.uk", "US": "com", "AU": "com.au", "MY": "com.my"}.get(country)
    domain = domain.translate(str.maketrans("äöüéèàìíáóñç", "aoueeaiiaonc"))
    email = f"{rng.choice(('sales', 'info', 'orders', 'despatch', 'admin'))}@{domain}." + (
        tld or country.lower()
    )
    a, b = _d(rng, 3), _d(rng, 4)
    party = Party(
        name=name,
        brand=brand,
        street=rng.choice(STREETS[lang]).format(n=rng.randint(2, 180)),
        city=rng.choice(CITIES[country]),
        country=country,
        phone=PHONE[country].format(a=a, b=b),
        email=email,
    )
    party.tax_label, party.tax_id = tax_id(rng, country, vat_label)
    return party


def tax_id(rng: random.Random, country: str, label: str) -> tuple[str, str]:
    """(label, value as printed) of a VAT / tax number in ``country``'s own shape."""
    shapes = {
        "GB": lambda: f"GB {_d(rng, 3)} {_d(rng, 4)} {_d(rng, 2)}",
        "IE": lambda: f"IE{_d(rng, 7)}{rng.choice('ABCDW')}",
        "US": lambda: f"{_d(rng, 2)}-{_d(rng, 7)}",
        "AU": lambda: f"{_d(rng, 2)} {_d(rng, 3)} {_d(rng, 3)} {_d(rng, 3)}",
        "MY": lambda: f"W10-{_d(rng, 4)}-{_d(rng, 8)}",
        "DE": lambda: f"DE{_d(rng, 9)}",
        "AT": lambda: f"ATU{_d(rng, 8)}",
        "CH": lambda: f"CHE-{_d(rng, 3)}.{_d(rng, 3)}.{_d(rng, 3)}",
        "FR": lambda: f"FR{_d(rng, 2)} {_d(rng, 9)}",
        "BE": lambda: f"BE 0{_d(rng, 3)}.{_d(rng, 3)}.{_d(rng, 3)}",
        "IT": lambda: f"IT{_d(rng, 11)}" if rng.random() < 0.5 else _d(rng, 11),
        "ES": lambda: f"{rng.choice('ABG')}{_d(rng, 8)}",
        "NL": lambda: f"NL{_d(rng, 9)}B0{rng.randint(1, 9)}",
    }
    if country == "AU":
        label = "ABN"
    elif country == "MY":
        label = "SST Reg. No."
    elif country == "US":
        label = "EIN"
    elif country == "CH":
        label = "MWST-Nr." if label.startswith(("USt", "UID")) else label
    return label, shapes[country]()


def reference(rng: random.Random, kind: str, year: int) -> str:
    """A document / order / account number in one of the shapes ERP systems print."""
    yy = f"{year % 100:02d}"
    shapes = {
        "num": (f"LS-{yy}-{_d(rng, 5)}", f"8{_d(rng, 7)}", f"DN{_d(rng, 6)}", f"{yy}/{_d(rng, 5)}",
                f"BL{yy}{_d(rng, 5)}", f"{_d(rng, 4)}/{year}", f"A{_d(rng, 6)}", f"00{_d(rng, 6)}",
                f"PS-{_d(rng, 5)}", f"{rng.choice(['VL', 'ALB', 'PB'])}-{_d(rng, 6)}",
                f"{_d(rng, 6)}-01", f"{year}-{_d(rng, 5)}"),
        "po": (f"PO-{_d(rng, 5)}", f"4500{_d(rng, 6)}", _d(rng, 5), f"BST-{_d(rng, 4)}",
               f"ORD/{yy}/{_d(rng, 4)}", f"P{_d(rng, 6)}", f"{_d(rng, 3)}-{_d(rng, 3)}",
               f"K{_d(rng, 4)}/{yy}"),
        "our": (f"AB-{_d(rng, 6)}", f"SO{_d(rng, 6)}", f"{_d(rng, 7)}", f"J{_d(rng, 5)}"),
        "cust": (_d(rng, 5), f"C{_d(rng, 5)}", f"{_d(rng, 3)}.{_d(rng, 3)}", f"D-{_d(rng, 6)}"),
        "inv": (f"RE{_d(rng, 7)}", f"INV-{_d(rng, 6)}", f"{yy}{_d(rng, 6)}",
                f"F{year}-{_d(rng, 4)}"),
    }  # fmt: skip
    return rng.choice(shapes[kind])


def iban(rng: random.Random, country: str) -> str:
    cc = country if country not in ("US", "AU", "MY") else "GB"
    digits = _d(rng, 20)
    return f"{cc}{_d(rng, 2)} " + " ".join(digits[i : i + 4] for i in range(0, 20, 4))


def _ordinal(day: int) -> str:
    if 10 <= day % 100 <= 20:
        return f"{day}th"
    return f"{day}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(day % 10, 'th') }"


def printed_date(rng: random.Random, day: dt.date, lang: str, country: str) -> str:
    """``day`` as a document from ``country`` prints it (US numeric dates are month first)."""
    d, m, y = day.day, day.month, day.year
    yy = f"{y % 100:02d}"
    mon, mon3 = MONTHS[lang][m - 1], MONTHS_SHORT[lang][m - 1]
    wd, wd3 = WEEKDAYS[lang][day.weekday()], WEEKDAYS_SHORT[lang][day.weekday()]
    iso = day.isoformat()
    if lang == "en" and country == "US":
        forms = [
            f"{m:02d}/{d:02d}/{y}",
            f"{m}/{d}/{yy}",
            f"{mon} {d}, {y}",
            f"{mon3} {d}, {y}",
            f"{wd}, {mon} {_ordinal(d)}, {y}",
            f"{m}/{d}/{y}",
            f"{mon3}. {d} , {y}",
        ]
    elif lang == "en":
        forms = [
            f"{d:02d}/{m:02d}/{y}",
            f"{d}/{m}/{yy}",
            f"{d} {mon} {y}",
            f"{_ordinal(d)} {mon} {y}",
            f"{d:02d}-{mon3}-{y}",
            f"{d}-{mon3}-{yy}",
            f"{wd}, {d} {mon} {y}",
            f"{wd3} {d:02d}/{m:02d}/{y}",
            iso,
            f"{d:02d}.{m:02d}.{yy}",
        ]
    elif lang == "de":
        forms = [
            f"{d:02d}.{m:02d}.{y}",
            f"{d}.{m}.{yy}",
            f"{d:02d}.{m:02d}.{yy}",
            f"{d}. {mon} {y}",
            f"{wd3}, {d:02d}.{m:02d}.{y}",
            f"{wd}, {d}. {mon} {y}",
            iso,
            f"{d:02d}. {mon3} {y}",
        ]
    elif lang == "fr":
        first = "1er" if d == 1 else str(d)
        forms = [
            f"{d:02d}/{m:02d}/{y}",
            f"{first} {mon} {y}",
            f"{wd} {first} {mon} {y}",
            f"{d:02d}/{m:02d}/{yy}",
            f"{d} {mon3} {y}",
            f"{d:02d}.{m:02d}.{y}",
            f"{wd3} {d:02d}/{m:02d}/{y}",
        ]
    elif lang == "it":
        forms = [
            f"{d:02d}/{m:02d}/{y}",
            f"{d} {mon} {y}",
            f"{d:02d}-{m:02d}-{y}",
            f"{wd} {d} {mon} {y}",
            f"{d:02d}/{m:02d}/{yy}",
            f"{d}-{mon3}-{y}",
            f"{d:02d}.{m:02d}.{y}",
        ]
    elif lang == "es":
        forms = [
            f"{d:02d}/{m:02d}/{y}",
            f"{d} de {mon} de {y}",
            f"{wd}, {d} de {mon} de {y}",
            f"{d:02d}-{m:02d}-{y}",
            f"{d}-{mon3}-{yy}",
            f"{d:02d}/{m:02d}/{yy}",
            f"{d} {mon3}. {y}",
        ]
    else:
        forms = [f"{d:02d}-{m:02d}-{y}", f"{d} {mon} {y}", f"{wd} {d} {mon} {y}", f"{d}-{m}-{y}",
                 f"{d:02d}-{m:02d}-{yy}", f"{d} {mon3}. {y}", f"{d:02d}.{m:02d}.{y}",
                 f"{wd3} {d:02d}-{m:02d}-{y}"]  # fmt: skip
    return rng.choice(forms)
