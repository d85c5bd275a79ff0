"""Invented parties, numbers and dates of the ``fresh`` generator (bench/gen_fresh.py).

Every name, street, tax id and number is made up from the parts below; none is a real firm.
A supplier keeps its template, its number format and its date form across documents, as
real suppliers do, so host data can learn its aliases and tax id."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass

from fresh_lexicon import MONTHS, MONTHS_SHORT

_STEMS = (
    "Corvane",
    "Haldrin",
    "Brask",
    "Meltor",
    "Quenby",
    "Ostrava",
    "Tilwick",
    "Varnel",
    "Ferrow",
    "Grenlo",
    "Mardyke",
    "Pellin",
    "Rostam",
    "Sablon",
    "Turvey",
    "Ulmark",
    "Wendrel",
    "Yarrow",
    "Zelter",
    "Arbeck",
    "Bellam",
    "Cortis",
    "Dunmere",
    "Elsdon",
    "Falgar",
    "Gorvin",
    "Hesket",
    "Ilvern",
    "Jastro",
    "Kelmor",
    "Lornac",
    "Mivane",
    "Norlett",
    "Orsino",
    "Prenton",
    "Quarle",
    "Risbeck",
    "Stavro",
    "Trenor",
    "Vellaro",
    "Wixom",
    "Zandel",
)

_TRADE_WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    "merchant": {
        "en": ("Builders Merchants", "Building Supplies", "Timber & Building"),
        "de": ("Baustoffhandel", "Baustoffe", "Bauzentrum"),
        "fr": ("Matériaux", "Négoce Matériaux", "Bois et Matériaux"),
        "it": ("Edilizia", "Materiali Edili", "Forniture Edili"),
        "es": ("Materiales de Construcción", "Suministros", "Almacenes"),
        "nl": ("Bouwmaterialen", "Bouwmarkt", "Bouwstoffen"),
    },
    "bulk": {
        "en": ("Aggregates", "Quarries", "Readymix"),
        "de": ("Kieswerk", "Transportbeton", "Steinbruch"),
        "fr": ("Granulats", "Carrières", "Béton"),
        "it": ("Inerti", "Calcestruzzi", "Cave"),
        "es": ("Áridos", "Hormigones", "Canteras"),
        "nl": ("Zand en Grind", "Betoncentrale", "Grondstoffen"),
    },
    "hire": {
        "en": ("Plant Hire", "Scaffolding", "Tool Hire"),
        "de": ("Gerüstbau", "Baumaschinen Vermietung", "Mietpark"),
        "fr": ("Location", "Échafaudages", "Loc Matériel"),
        "it": ("Noleggi", "Ponteggi", "Noleggio Macchine"),
        "es": ("Alquiler de Maquinaria", "Andamios", "Alquileres"),
        "nl": ("Verhuur", "Steigerbouw", "Materieelverhuur"),
    },
    "parcel": {
        "en": ("Logistics", "Distribution", "Fixings"),
        "de": ("Logistik", "Befestigungstechnik", "Großhandel"),
        "fr": ("Logistique", "Distribution", "Fixations"),
        "it": ("Logistica", "Distribuzione", "Ferramenta"),
        "es": ("Logística", "Distribuciones", "Ferretería Industrial"),
        "nl": ("Logistiek", "Groothandel", "Bevestigingsmiddelen"),
    },
}

_SUFFIX: dict[str, tuple[str, ...]] = {
    "en": ("Ltd", "Limited", "Ltd.", "PLC", "& Sons Ltd"),
    "de": ("GmbH", "GmbH & Co. KG", "AG", "KG"),
    "fr": ("SARL", "SAS", "SA"),
    "it": ("S.r.l.", "S.p.A.", "Srl"),
    "es": ("S.L.", "S.A.", "S.L.U."),
    "nl": ("B.V.", "BV", "N.V."),
}

_STREETS: dict[str, tuple[str, ...]] = {
    "en": ("Mill Lane", "Station Road", "Harbour Way", "Quarry Road", "Kiln Street"),
    "de": ("Industriestraße", "Am Hafen", "Gewerbering", "Mühlenweg", "Ziegeleistraße"),
    "fr": ("rue de la Gare", "avenue des Tilleuls", "ZI Les Sablons", "chemin du Moulin"),
    "it": ("Via dell'Industria", "Via Roma", "Strada Provinciale", "Via dei Mulini"),
    "es": ("Calle Mayor", "Polígono Industrial El Prado", "Avenida de la Estación", "Calle Real"),
    "nl": ("Industrieweg", "Havenstraat", "Molenweg", "Stationsplein"),
}

_TOWNS: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (
        ("LS9 4QT", "Leeds"),
        ("BS3 2HN", "Bristol"),
        ("D12 X4R2", "Dublin"),
        ("NG7 1FB", "Nottingham"),
    ),
    "de": (("44147", "Dortmund"), ("90431", "Nürnberg"), ("28197", "Bremen"), ("04129", "Leipzig")),
    "fr": (("69007", "Lyon"), ("44300", "Nantes"), ("31200", "Toulouse"), ("59000", "Lille")),
    "it": (("20156", "Milano"), ("40131", "Bologna"), ("10156", "Torino"), ("37135", "Verona")),
    "es": (("28021", "Madrid"), ("46014", "Valencia"), ("41007", "Sevilla"), ("50014", "Zaragoza")),
    "nl": (
        ("3045 AP", "Rotterdam"),
        ("5651 GH", "Eindhoven"),
        ("9723 JA", "Groningen"),
        ("3542 DA", "Utrecht"),
    ),
}

_CUSTOMERS = (
    "Harrowgate Construction",
    "Kestrel Build",
    "Lindqvist Bau",
    "Nordwand Hochbau",
    "Bâtiments Ferlac",
    "Constructions Rivaux",
    "Costruzioni Talamo",
    "Impresa Vedrani",
    "Construcciones Albarel",
    "Obras Montejo",
    "Bouwbedrijf Kerstens",
    "Aannemer Van Duijl",
)
_CARRIERS = (
    "Trans-Valdor Spedition",
    "Kurier Ostwind",
    "Transports Garnaud",
    "Autotrasporti Bellini",
    "Transportes Ruzafa",
    "Vervoer De Wielen",
    "Swiftline Haulage",
)


@dataclass(frozen=True)
class Party:
    name: str
    street: str
    postcode: str
    town: str
    phone: str

    def lines(self) -> list[str]:
        return [self.name, self.street, f"{self.postcode} {self.town}"]


@dataclass(frozen=True)
class Supplier:
    """A supplier of the site, with the template it always prints."""

    legal: str  # the name on its paperwork (truth)
    brand: str  # the trading / logo name (an alias)
    language: str
    trade: str
    tax_id: str
    party: Party
    email: str
    web: str
    layout: str
    number_format: int
    date_form: int
    label_pick: int
    mdy: bool = False


def _phone(rng: random.Random, language: str) -> str:
    prefix = {
        "en": "+44 113",
        "de": "+49 231",
        "fr": "+33 4 72",
        "it": "+39 02",
        "es": "+34 91",
        "nl": "+31 10",
    }[language]
    return f"{prefix} {rng.randint(100, 999)} {rng.randint(1000, 9999)}"


def tax_id(rng: random.Random, language: str) -> str:
    digits = "".join(str(rng.randint(0, 9)) for _ in range(11))
    if language == "en":
        return f"GB {digits[:3]} {digits[3:7]} {digits[7:9]}"
    if language == "de":
        return f"DE{digits[:9]}"
    if language == "fr":
        return f"FR{digits[:2]} {digits[2:11]}"
    if language == "it":
        return f"IT{digits}"
    if language == "es":
        return f"B{digits[:8]}"
    return f"NL{digits[:9]}B01"


def party(rng: random.Random, language: str, name: str) -> Party:
    street = f"{rng.choice(_STREETS[language])} {rng.randint(2, 140)}"
    if language in ("fr", "it", "es"):
        street = f"{rng.randint(2, 140)} {rng.choice(_STREETS[language])}"
        if language != "fr":
            street = street.split(" ", 1)[1] + f", {rng.randint(2, 140)}"
    postcode, town = rng.choice(_TOWNS[language])
    return Party(name, street, postcode, town, _phone(rng, language))


def supplier(rng: random.Random, stem: str, language: str, trade: str, layout: str) -> Supplier:
    trade_word = rng.choice(_TRADE_WORDS[trade][language])
    suffix = rng.choice(_SUFFIX[language])
    if language in ("fr", "it", "es") and rng.random() < 0.5:
        legal = f"{trade_word} {stem} {suffix}"
    else:
        legal = f"{stem} {trade_word} {suffix}"
    brand = stem.upper() if rng.random() < 0.5 else stem
    domain = (
        stem.lower()
        + {"en": ".co.uk", "de": ".de", "fr": ".fr", "it": ".it", "es": ".es", "nl": ".nl"}[
            language
        ]
    )
    return Supplier(
        legal=legal,
        brand=brand,
        language=language,
        trade=trade,
        tax_id=tax_id(rng, language),
        party=party(rng, language, legal),
        email=rng.choice(("sales", "info", "orders", "despatch")) + "@" + domain,
        web="www." + domain,
        layout=layout,
        number_format=rng.randrange(8),
        date_form=rng.randrange(5),
        label_pick=rng.randrange(5),
        mdy=language == "en" and layout == "us_bol",
    )


def customer(rng: random.Random, language: str) -> Party:
    base = rng.choice(_CUSTOMERS)
    suffix = rng.choice(_SUFFIX[language])
    return party(rng, language, f"{base} {suffix}")


def carrier(rng: random.Random, language: str) -> Party:
    return party(rng, language, f"{rng.choice(_CARRIERS)} {rng.choice(_SUFFIX[language])}")


def document_number(rng: random.Random, form: int, year: int) -> str:
    """A supplier's note number in one of its usual forms."""
    n = rng.randint(1000, 999999)
    yy = year % 100
    return (
        f"{n:06d}",
        f"DN{n:07d}",
        f"LS-{year}-{n % 100000:05d}",
        f"{yy}/{n % 100000:05d}",
        f"A{yy}-{n:06d}",
        f"{rng.randint(1, 9)}{n:06d}",
        f"BL{yy}{n % 10000:04d}",
        f"{n % 10000:04d}/{rng.choice('ABCDE')}",
    )[form]


def po_number(rng: random.Random, style: int) -> str:
    """The site's purchase-order numbers: SAP style, prefixed, cost-centre or site codes."""
    return (
        f"45{rng.randint(0, 99999999):08d}",
        f"PO-{rng.randint(10000, 99999)}",
        f"BST-{rng.randint(2024, 2026)}-{rng.randint(1, 999):04d}",
        f"K{rng.randint(1000, 9999)}",
        f"S{rng.randint(100, 999)}-{rng.randint(1, 99):02d}",
        f"{rng.randint(100000, 999999)}",
    )[style % 6]


def format_date(day: dt.date, language: str, form: int, mdy: bool = False) -> str:
    """``day`` in one of the common printed forms of ``language``'s countries."""
    d, m, y = day.day, day.month, day.year
    long, short = MONTHS[language][m - 1], MONTHS_SHORT[language][m - 1]
    if mdy:
        return (
            f"{m:02d}/{d:02d}/{y}",
            f"{MONTHS['en'][m - 1]} {d}, {y}",
            f"{m}/{d}/{y % 100:02d}",
            f"{short} {d}, {y}",
            f"{m:02d}/{d:02d}/{y}",
        )[form % 5]
    forms: dict[str, tuple[str, ...]] = {
        "en": (
            f"{d:02d}/{m:02d}/{y}",
            f"{d} {long} {y}",
            f"{d:02d}-{short}-{y}",
            f"{d:02d}/{m:02d}/{y % 100:02d}",
            f"{d}{_ordinal(d)} {long} {y}",
        ),
        "de": (
            f"{d:02d}.{m:02d}.{y}",
            f"{d}. {long} {y}",
            f"{d:02d}.{m:02d}.{y % 100:02d}",
            f"{d}.{m}.{y}",
            f"{y}-{m:02d}-{d:02d}",
        ),
        "fr": (
            f"{d:02d}/{m:02d}/{y}",
            f"{_fr_day(d)} {long} {y}",
            f"{d:02d}/{m:02d}/{y % 100:02d}",
            f"{d:02d}-{m:02d}-{y}",
            f"{d:02d}.{m:02d}.{y}",
        ),
        "it": (
            f"{d:02d}/{m:02d}/{y}",
            f"{d} {long} {y}",
            f"{d:02d}-{m:02d}-{y % 100:02d}",
            f"{d}/{m}/{y}",
            f"{d:02d}.{m:02d}.{y}",
        ),
        "es": (
            f"{d:02d}/{m:02d}/{y}",
            f"{d} de {long} de {y}",
            f"{d:02d}-{m:02d}-{y}",
            f"{d:02d}-{short}-{y % 100:02d}",
            f"{d}/{m}/{y % 100:02d}",
        ),
        "nl": (
            f"{d:02d}-{m:02d}-{y}",
            f"{d} {long} {y}",
            f"{d}-{m}-{y}",
            f"{d} {short} {y}",
            f"{d:02d}.{m:02d}.{y}",
        ),
    }
    return forms[language][form % 5]


def _ordinal(day: int) -> str:
    if 10 <= day % 100 <= 20:
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")


def _fr_day(day: int) -> str:
    return "1er" if day == 1 else str(day)


def vehicle(rng: random.Random, language: str) -> str:
    letters = "ABCDEFGHJKLMNPRSTVWXYZ"
    pick = "".join(rng.choice(letters) for _ in range(3))
    n = rng.randint(10, 999)
    return {
        "en": f"{pick[:2]}{n % 100:02d} {pick}",
        "de": f"DO-{pick[:2]} {n}",
        "fr": f"{pick[:2]}-{n:03d}-{pick[1:]}",
        "it": f"{pick[:2]} {n:03d}{pick[1:]}",
        "es": f"{n:04d} {pick}",
        "nl": f"{pick[:2]}-{n:03d}-{pick[2]}",
    }[language]
