"""The twentieth held-out generator: "what the ERP printed".

Supplier paperwork as business software prints it and sends it on - delivery notes mostly,
and some invoices, credit notes, order confirmations, quotations and statements - in the
styles of many systems: forms with a right-hand block of label/value rows, ledger-style
shipments with "No." / "Document Date" / "External Document No.", small-business slips,
German forms with a window address, Italian DDTs with their transport box, Spanish
albaranes, Dutch pakbonnen, French BLs, US packing lists with BOL and PRO numbers,
Australian and New Zealand delivery dockets (one on a thermal roll), UK and Irish despatch
notes, and Canadian, Belgian and Swiss forms with label pairs in two languages. What such
prints add is here too: numbers with prefixes and years, the number again under a barcode,
page headers repeated on later pages with "Page 1 of 2", a print timestamp that is not the
document's date, order, requested, promised and due dates, several labelled numbers per page
(customer, order, shipment, route, picking list), item tables with articles, EANs and
batches, footers with register, bank and directors, two A5 copies on one sheet and landscape
prints.

Each note is yielded as ``(truth, page)``: a page is ``{"words", "width", "height"}`` with
``"next_pages"`` on the first page of a note of several; a PDF's words are single words in
points, a scan's or photo's are an OCR engine's runs in pixels, with its faults."""

from __future__ import annotations

import math
import random
import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any

import twentieth_lex as lex

Page = dict[str, Any]
Truth = dict[str, Any]

PAPER = {"a4": (595.0, 842.0), "letter": (612.0, 792.0)}
TWO_UP_SCALE = 595.0 / 842.0
LANG_INDEX = {lang: i for i, lang in enumerate(lex.LANGS)}
NON_DN = ("invoice", "order_confirmation", "credit_note", "quotation", "statement")

# ------------------------------------------------------------------------ small helpers


def fill(pattern: str, rng: random.Random, year: int = 2024) -> str:
    """``pattern`` with {y4}/{y2} the year and {dN} N digits (a counter, zero padded)."""

    def sub(m: re.Match[str]) -> str:
        key = m.group(1)
        if key == "y4":
            return f"{year}"
        if key == "y2":
            return f"{year % 100:02d}"
        n = int(key[1:])
        if n <= 2:
            return "".join(rng.choice("0123456789") for _ in range(n))
        return f"{rng.randint(1, 10**n // 3):0{n}d}"

    return re.sub(r"\{(y4|y2|d\d+)\}", sub, pattern)


def ordinal(day: int) -> str:
    if 11 <= day % 100 <= 13:
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")


def format_date(d: date, form: str, lang: str) -> str:
    """``d`` in ``form`` (a NUMERIC_FORMS or NAMED_FORMS entry), month names in ``lang``."""
    month = lex.MONTHS[lang][d.month - 1]
    mon = lex.MONTHS_SHORT[lang][d.month - 1]
    values = {
        "d": str(d.day),
        "d2": f"{d.day:02d}",
        "d1": "1er" if d.day == 1 else str(d.day),
        "o": ordinal(d.day),
        "m": str(d.month),
        "m2": f"{d.month:02d}",
        "y4": f"{d.year}",
        "y2": f"{d.year % 100:02d}",
        "month": month,
        "mon": mon,
        "Month": month[:1].upper() + month[1:],
        "Mon": mon[:1].upper() + mon[1:],
        "MON": mon.upper().rstrip("."),
    }
    return re.sub(r"\{(\w+)\}", lambda m: values[m.group(1)], form)


def format_time(rng: random.Random, us: bool) -> str:
    hour, minute, second = rng.randint(6, 19), rng.randint(0, 59), rng.randint(0, 59)
    form = rng.choice(lex.US_TIMES if us else lex.TIMES)
    values = {
        "H": f"{hour:02d}",
        "h": str(hour % 12 or 12),
        "M": f"{minute:02d}",
        "S": f"{second:02d}",
        "ampm": "PM" if hour >= 12 else "AM",
    }
    return re.sub(r"\{(\w+)\}", lambda m: values[m.group(1)], form)


@dataclass(frozen=True)
class DateStyle:
    """How a note prints its dates: a numeric form, or a form with month names."""

    form: str
    lang: str
    numeric_form: str

    def __call__(self, d: date) -> str:
        return format_date(d, self.form, self.lang)

    def numeric(self, d: date) -> str:
        return format_date(d, self.numeric_form, self.lang)


def amount(value: float, country: str, lang: str) -> str:
    """A money amount as the country writes it."""
    whole, cents = f"{value:,.2f}".split(".")
    if country in ("US", "GB", "IE", "AU", "NZ") or (country == "CA" and lang == "en"):
        return f"{whole}.{cents}"
    if country == "CH":
        return f"{whole.replace(',', chr(39))}.{cents}"
    sep = " " if lang == "fr" else "."
    return f"{whole.replace(',', sep)},{cents}"


def decimal(value: float, lang: str, places: int = 1) -> str:
    text = f"{value:.{places}f}"
    return text if lang == "en" else text.replace(".", ",")


def strip_accents(text: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFD", text) if not unicodedata.combining(ch))


def ascii_slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", strip_accents(text).lower())


def ean13(rng: random.Random, prefix: str) -> str:
    body = prefix + "".join(rng.choice("0123456789") for _ in range(12 - len(prefix)))
    total = sum(int(ch) * (3 if i % 2 else 1) for i, ch in enumerate(body))
    return body + str((10 - total % 10) % 10)


def one_digit_away(a: str, b: str) -> bool:
    return len(a) == len(b) and sum(x != y for x, y in zip(a, b, strict=True)) == 1


# --------------------------------------------------------------------------- the canvas

_NARROW = set("iljtfrI.,:;'!|/()[]- ")
_WIDE = set("mwMWOQGDHNU@%&")


def text_width(text: str, size: float, bold: bool = False) -> float:
    """A Helvetica-like estimate of ``text``'s width at ``size`` points."""
    units = 0.0
    for ch in text:
        if ch in _NARROW:
            units += 0.3
        elif ch in _WIDE:
            units += 0.8
        elif ch.isupper():
            units += 0.66
        elif ch.isdigit():
            units += 0.556
        else:
            units += 0.52
    return units * size * (1.06 if bold else 1.0)


@dataclass
class Text:
    """One printed string: left edge, baseline, size."""

    x: float
    base: float
    text: str
    size: float
    bold: bool = False


@dataclass
class Canvas:
    """A page being drawn, in points."""

    width: float
    height: float
    items: list[Text] = field(default_factory=list)

    def put(
        self,
        x: float,
        base: float,
        text: str,
        size: float,
        bold: bool = False,
        align: str = "left",
        maxw: float | None = None,
        cut: bool = False,
    ) -> float:
        """Draw ``text``; shrink it (or ``cut`` it) to ``maxw`` and keep it on the page.
        Returns its right edge."""
        text = " ".join(text.split())
        if not text:
            return x
        limit = min(maxw if maxw is not None else self.width, self.width - 2.0)
        width = text_width(text, size, bold)
        if width > limit and cut:
            while len(text) > 1 and text_width(text, size, bold) > limit:
                text = text[:-1].rstrip()
            width = text_width(text, size, bold)
        if width > limit:
            size = max(3.0, size * limit / width)
            width = text_width(text, size, bold)
        if align == "right":
            x -= width
        elif align == "center":
            x -= width / 2
        x = max(1.0, min(x, self.width - 1.0 - width))
        base = max(size, min(base, self.height - size * 0.3))
        self.items.append(Text(x, base, text, size, bold))
        return x + width


@dataclass
class Frame:
    """A region of a canvas drawn in a design space (a whole page's coordinates), scaled:
    one copy of a two-up sheet, or the whole page."""

    canvas: Canvas
    width: float
    height: float
    ox: float = 0.0
    oy: float = 0.0
    scale: float = 1.0

    def put(
        self,
        x: float,
        base: float,
        text: str,
        size: float = 8.0,
        bold: bool = False,
        align: str = "left",
        maxw: float | None = None,
        cut: bool = False,
    ) -> float:
        s = self.scale
        end = self.canvas.put(
            self.ox + x * s,
            self.oy + base * s,
            text,
            size * s,
            bold,
            align,
            None if maxw is None else maxw * s,
            cut,
        )
        return (end - self.ox) / s

    def width_of(self, text: str, size: float, bold: bool = False) -> float:
        return text_width(text, size, bold)


# ---------------------------------------------------------------------------- the world

TLD = {
    "DE": "de",
    "AT": "at",
    "CH": "ch",
    "FR": "fr",
    "BE": "be",
    "IT": "it",
    "ES": "es",
    "NL": "nl",
    "GB": "co.uk",
    "IE": "ie",
    "US": "com",
    "CA": "ca",
    "AU": "com.au",
    "NZ": "co.nz",
}
EAN_PREFIX = {
    "DE": "40",
    "AT": "90",
    "CH": "76",
    "FR": "30",
    "BE": "54",
    "IT": "80",
    "ES": "84",
    "NL": "87",
    "GB": "50",
    "IE": "539",
    "US": "0",
    "CA": "06",
    "AU": "93",
    "NZ": "94",
}
COUNTRY_LANGS = {
    "BE": ("nl", "fr"),
    "CH": ("de", "fr", "it"),
    "CA": ("en", "fr"),
    "GB": ("en",),
    "IE": ("en",),
    "US": ("en",),
    "AU": ("en",),
    "NZ": ("en",),
}
BANK_WORDS = {
    "en": "Bank",
    "de": "Bank",
    "fr": "Banque",
    "it": "Banca",
    "es": "Banco",
    "nl": "Bank",
}
ARTICLE_STYLES = ("{d6}", "A-{d5}", "{d3}.{d3}.{d2}", "{d2}-{d4}-{d2}", "{d7}", "{d4}/{d3}")


@dataclass
class Supplier:
    """A firm that sends paperwork, with everything its letterhead and footer print."""

    name: str
    stem: str
    country: str
    lang: str
    trade: str
    aliases: list[str]
    tax_id: str
    street: str
    town: tuple[str, str]
    phone: str
    email: str
    web: str
    bank: str
    iban: str
    bic: str
    register: str
    directors: list[str]
    article_style: str
    group: int

    @property
    def brand(self) -> str:
        return self.aliases[-1]

    @property
    def short(self) -> str:
        return self.aliases[0]

    def host_entry(self) -> dict[str, Any]:
        return {
            "supplier": self.name,
            "supplier_aliases": list(self.aliases),
            "supplier_tax_id": self.tax_id,
        }


def digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def shape(rng: random.Random, pattern: str) -> str:
    """``pattern`` with {dN} N random digits, {pN} N digits the first not 0, {c:XYZ} one of
    X, Y, Z and {lN} N capital letters."""

    def sub(m: re.Match[str]) -> str:
        kind, arg = str(m.group(1)), str(m.group(2))
        if kind == "c":
            return rng.choice(arg)
        n = int(arg)
        if kind == "l":
            return "".join(rng.choice("ABCDEFGHKLMNPRSTUVWXZ") for _ in range(n))
        text = digits(rng, n)
        return rng.choice("123456789") + text[1:] if kind == "p" else text

    return re.sub(r"\{([dplc]):?([^}]*)\}", sub, pattern)


TAX_IDS = {
    "DE": "DE{p9}",
    "AT": "ATU{p8}",
    "CH": "CHE-{p3}.{d3}.{d3} MWST",
    "FR": "FR{d2}{p9}",
    "BE": "BE0{p9}",
    "IT": "IT{d11}",
    "ES": "ES{c:ABG}{d8}",
    "NL": "NL{p9}B0{c:123}",
    "GB": "GB{p9}",
    "IE": "IE{p7}{c:ABCDHKLMPRTW}",
    "US": "{p2}-{d7}",
    "CA": "{p9}RT0001",
    "AU": "{p2} {d3} {d3} {d3}",
    "NZ": "{p2}-{d3}-{d3}",
}
IBAN_BODIES = {
    "DE": "{d18}",
    "AT": "{d16}",
    "CH": "{d17}",
    "FR": "{d23}",
    "BE": "{d12}",
    "IT": "{l1}{d22}",
    "ES": "{d20}",
    "NL": "{l4}{d10}",
    "GB": "{l4}{d14}",
    "IE": "{l4}{d14}",
}
ACCOUNTS = {
    "US": "ABA {d9} Acct {d10}",
    "CA": "Transit {d5} Inst. {d3} Acct {d7}",
    "AU": "BSB {d3}-{d3} Acc {d8}",
    "NZ": "{d2}-{d4}-{d7}-{d2}",
}


def tax_id(rng: random.Random, country: str) -> str:
    """A VAT / tax id as the country writes it."""
    return shape(rng, TAX_IDS[country])


def bank_account(rng: random.Random, country: str) -> tuple[str, str]:
    """(IBAN or account as printed, BIC or "")."""
    if country not in IBAN_BODIES:
        return shape(rng, ACCOUNTS[country]), ""
    iban = f"{country}{digits(rng, 2)}{shape(rng, IBAN_BODIES[country])}"
    bic = shape(rng, f"{{l4}}{country}{{l2}}") + rng.choice(("", "XXX"))
    return " ".join(iban[i : i + 4] for i in range(0, len(iban), 4)), bic


ZIP_LAST = ("US", "CA", "AU", "NZ")
MAILBOXES = ("info", "sales", "orders", "dispatch")


def town_name(country: str, town: tuple[str, str]) -> str:
    return town[0] if country in ZIP_LAST else town[1]


def town_line(country: str, town: tuple[str, str]) -> str:
    """The town line of an address: postcode first, or last where the country puts it so."""
    if country in ZIP_LAST or country in ("GB", "IE"):
        first, second = (town[0], town[1]) if country in ZIP_LAST else (town[1], town[0])
        return f"{first} {second}"
    return f"{town[0]} {town[1]}"


def person(rng: random.Random, lang: str) -> str:
    return f"{rng.choice(lex.FIRST_NAMES[lang])} {rng.choice(lex.LAST_NAMES[lang])}"


def make_brand(rng: random.Random, stem: str, suffix: str) -> str:
    plain = strip_accents(stem)
    return rng.choice(
        (f"{plain.upper()}-{suffix}", f"{plain}{suffix.lower()}", f"{plain.upper()} {suffix}")
    )


@dataclass
class World:
    """A seed's suppliers, by country, with the tax ids they hold."""

    by_country: dict[str, list[Supplier]]
    everyone: list[Supplier]

    def sisters(self, s: Supplier) -> list[Supplier]:
        return [o for o in self.everyone if o.group == s.group and o is not s]


def build_world(rng: random.Random) -> World:
    trades = list(lex.TRADES)
    countries = list(lex.COUNTRIES)
    rng.shuffle(trades)
    taken: set[str] = set()
    by_country: dict[str, list[Supplier]] = {}
    everyone: list[Supplier] = []
    group = 0
    for ci, country in enumerate(countries):
        info = lex.COUNTRIES[country]
        stems = list(lex.STEMS[country])
        rng.shuffle(stems)
        sizes = [rng.choice((2, 3)), *(rng.choice((1, 2, 2, 3)) for _ in range(rng.randint(2, 3)))]
        found: list[Supplier] = []
        for gi, size in enumerate(sizes):
            stem = stems[gi]
            group += 1
            offset = rng.randint(1, len(trades) - 1)
            for k in range(size):
                # the first firm of a country's first family: the country's own trade
                trade = trades[(ci + (0 if k == 0 and gi == 0 else offset + k * 3)) % len(trades)]
                langs = COUNTRY_LANGS.get(country, (info.numeric,))
                lang = rng.choice(langs)
                words = lex.TRADES[trade].word.split("|")
                word = words[LANG_INDEX[lang]]
                if any(s.stem == stem and s.trade == trade for s in found):
                    continue
                legal = f"{stem} {word} {rng.choice(info.forms)}"
                tid = tax_id(rng, country)
                while tid in taken:
                    tid = tax_id(rng, country)
                taken.add(tid)
                iban, bic = bank_account(rng, country)
                town = rng.choice(lex.TOWNS[country])
                slug = ascii_slug(stem) + ascii_slug(word)[:6]
                reg = fill(rng.choice(lex.REGISTERS[country]), rng).replace("{city}", town[1])
                supplier = Supplier(
                    name=legal,
                    stem=stem,
                    country=country,
                    lang=lang,
                    trade=trade,
                    aliases=[f"{stem} {word}", make_brand(rng, stem, lex.TRADES[trade].suffix)],
                    tax_id=tid,
                    street=f"{rng.choice(lex.STREETS[country])} {rng.randint(1, 180)}",
                    town=town,
                    phone=f"{info.phone} {rng.randint(20, 99)} {digits(rng, 3)} {digits(rng, 4)}",
                    email=f"{rng.choice(MAILBOXES)}@{slug}.{TLD[country]}",
                    web=f"www.{slug}.{TLD[country]}",
                    bank=f"{BANK_WORDS[lang]} {town_name(country, rng.choice(lex.TOWNS[country]))}",
                    iban=iban,
                    bic=bic,
                    register=reg,
                    directors=[person(rng, lang) for _ in range(rng.randint(1, 2))],
                    article_style=rng.choice(ARTICLE_STYLES),
                    group=group,
                )
                found.append(supplier)
        by_country[country] = found
        everyone.extend(found)
    return World(by_country, everyone)


# ------------------------------------------------------------------------------ planning


@dataclass
class Plan:
    """What a note will be, decided for the whole seed first so its shares hold."""

    i: int
    doc_type: str = "delivery_note"
    pages: int = 1
    has_po: bool = True
    kind: str = "digital"
    repeat: bool = False
    layout: lex.Layout = field(default_factory=lambda: lex.LAYOUTS["infoblock_rows_de"])
    place: tuple[str, str, str] = ("DE", "de", "")
    supplier: Supplier | None = None
    sister: bool = False
    near: bool = False


def single_only(layout: lex.Layout) -> bool:
    return layout.paper in ("two_up_side", "two_up_stacked", "thermal")


def make_plans(rng: random.Random, count: int, world: World) -> list[Plan]:
    plans = [Plan(i) for i in range(count)]
    order = list(range(count))
    rng.shuffle(order)
    k_other = max(1, round(count * rng.uniform(0.09, 0.16)))
    types = list(NON_DN)
    rng.shuffle(types)
    for j, i in enumerate(order[:k_other]):
        plans[i].doc_type = types[j % len(types)]
    k_multi = max(1, round(count * rng.uniform(0.11, 0.18)))
    multi = order[k_other : k_other + k_multi]
    k_three = max(1, k_multi // 3)
    multi_kinds = ("digital", "scan", "digital", "photo", "digital", "scan")
    shown = 0
    for j, i in enumerate(multi):
        p = plans[i]
        p.pages = 3 if j < k_three else 2
        p.kind = multi_kinds[j % len(multi_kinds)]
        if p.kind == "digital":
            p.repeat = shown % 3 != 1
            shown += 1
        else:
            p.repeat = rng.random() < 0.6
    rest = [i for i in range(count) if plans[i].pages == 1]
    rng.shuffle(rest)
    n_digital = round(count * rng.uniform(0.42, 0.5)) - sum(
        plans[i].kind == "digital" for i in multi
    )
    for j, i in enumerate(rest):
        plans[i].kind = "digital" if j < n_digital else ("scan" if rng.random() < 0.6 else "photo")
    ocr = [i for i in rest[n_digital:]]
    for kind in ("scan", "photo"):
        if ocr and not any(plans[i].kind == kind for i in range(count)):
            plans[ocr.pop()].kind = kind
    forced = [p for p in plans if p.doc_type in ("quotation", "statement")]
    for p in forced:
        p.has_po = False
    target = round(count * rng.uniform(0.21, 0.29)) - len(forced)
    for i in rng.sample(range(count), count):
        if target <= 0:
            break
        if plans[i].has_po:
            plans[i].has_po = False
            target -= 1
    # layouts: the least used that fits, the constrained notes first
    usage = {name: 0 for name in lex.LAYOUTS}
    for p in sorted(plans, key=lambda p: (p.doc_type == "delivery_note" and p.pages == 1, p.i)):
        options = [
            lay
            for lay in lex.LAYOUTS.values()
            if not (single_only(lay) and (p.doc_type != "delivery_note" or p.pages > 1))
        ]
        low = min(usage[lay.name] for lay in options)
        p.layout = rng.choice([lay for lay in options if usage[lay.name] == low])
        usage[p.layout.name] += 1
        p.place = rng.choice(p.layout.places)
        pool = world.by_country[p.place[0]]
        weights = [6, 3, 2][: len(pool)] + [1] * max(0, len(pool) - 3)
        p.supplier = rng.choices(pool, weights=weights)[0]
    with_sisters = [p for p in plans if p.supplier and world.sisters(p.supplier)]
    want = min(len(with_sisters), round(count * rng.uniform(0.45, 0.6)))
    for p in rng.sample(with_sisters, want):
        p.sister = True
    with_po = [p for p in plans if p.has_po]
    for p in rng.sample(with_po, round(len(with_po) * rng.uniform(0.32, 0.46))):
        p.near = True
    return plans


# ------------------------------------------------------------------------------ the note


@dataclass
class Item:
    article: str
    desc: str
    qty: str
    unit: str
    batch: str
    ean: str
    ordered: str
    backorder: str
    price: str
    total: str


@dataclass
class Note:
    """Everything a note prints, before it is drawn."""

    plan: Plan
    layout: lex.Layout
    country: str
    lang: str
    lang2: str
    supplier: Supplier
    number: str
    po: str
    day: date
    date_raw: str
    date_order: str
    title: str
    number_label: str
    date_label: str
    printed: str
    page_form: str
    customer: list[str]
    ship_to: list[str]
    fields: list[tuple[str, str, str]]
    items: list[Item]
    totals: list[tuple[str, str]]
    statement: list[list[str]]
    words: dict[str, str]
    chunks: list[int]

    @property
    def family(self) -> str:
        return self.layout.family

    @property
    def doc_type(self) -> str:
        return self.plan.doc_type

    def page_label(self, n: int, m: int) -> str:
        return self.page_form.format(n=n, m=m)


class Wording:
    """A note's choice of words: one language, or a pair joined " / " on a bilingual form."""

    def __init__(self, rng: random.Random, family: str, lang: str, lang2: str) -> None:
        self.rng, self.family, self.lang, self.lang2 = rng, family, lang, lang2

    def _one(self, lang: str, table: dict[str, dict[str, tuple[str, ...]]], key: str) -> str:
        prefs = lex.FAMILY_LABELS.get(f"{self.family}:{lang}", {})
        if table is lex.LABELS and key in prefs:
            return self.rng.choice(prefs[key])
        return self.rng.choice(table[key][lang])

    def _pair(self, pick: Any) -> str:
        first = str(pick(self.lang))
        if not self.lang2:
            return first
        second = str(pick(self.lang2))
        return first if first == second else f"{first} / {second}"

    def label(self, key: str) -> str:
        return self._pair(lambda lang: self._one(lang, lex.LABELS, key))

    def _aligned(self, table: dict[str, dict[str, tuple[str, ...]]], key: str, first: bool) -> str:
        """One of ``table``'s wordings of ``key``; on a bilingual form the same one (by
        position) in both languages, so the pair says the same thing."""
        k = 0 if first else self.rng.randrange(len(table[self.lang][key]))
        return self._pair(lambda lang: table[lang][key][k % len(table[lang][key])])

    def word(self, key: str) -> str:
        return self._aligned(lex.WORDS, key, False)

    def column(self, key: str, first: bool = False) -> str:
        return self._aligned(lex.COLUMNS, key, first)

    def doc(self, doc_type: str) -> tuple[str, str, str]:
        """Title, number label and date label of the document."""

        def one(lang: str) -> tuple[str, str, str]:
            own = lex.FAMILY_DN.get(f"{self.family}:{lang}")
            if doc_type == "delivery_note" and own:
                return (self.rng.choice(own[0]), self.rng.choice(own[1]), self.rng.choice(own[2]))
            return (
                self.rng.choice(lex.TITLES[lang][doc_type]),
                self.rng.choice(lex.NUMBER_LABELS[lang][doc_type]),
                self.rng.choice(lex.DATE_LABELS[lang][doc_type]),
            )

        a = one(self.lang)
        if not self.lang2:
            return a
        b = one(self.lang2)
        joined = [x if x == y else f"{x} / {y}" for x, y in zip(a, b, strict=True)]
        return joined[0], joined[1], joined[2]


VAT_RATES = {
    "DE": 19,
    "AT": 20,
    "CH": 8.1,
    "FR": 20,
    "BE": 21,
    "IT": 22,
    "ES": 21,
    "NL": 21,
    "GB": 20,
    "IE": 23,
    "US": 0,
    "CA": 5,
    "AU": 10,
    "NZ": 15,
}


class NoteMaker:
    """Builds a seed's notes from their plans; remembers what a site and a supplier keep
    (customer numbers, a buyer's PO style)."""

    def __init__(self, rng: random.Random, world: World) -> None:
        self.rng = rng
        self.world = world
        self.customer_numbers: dict[tuple[str, str], str] = {}
        self.po_styles: dict[str, str] = {}

    def fresh(self, pattern: str, year: int, taken: list[str]) -> str:
        """A number of ``pattern`` that neither is nor holds nor sits in any of ``taken``."""
        value = fill(pattern, self.rng, year)
        for _ in range(40):
            if all(value != t and value not in t and t not in value for t in taken if t):
                break
            value = fill(pattern, self.rng, year)
        return value

    def make(self, plan: Plan) -> Note:
        rng = self.rng
        layout = plan.layout
        country, lang, lang2 = plan.place
        supplier = plan.supplier
        assert supplier is not None
        family = layout.family
        say = Wording(rng, family, lang, lang2)
        info = lex.COUNTRIES[country]
        day = date(2023, 1, 9) + timedelta(days=rng.randint(0, 1050))
        order_day = day - timedelta(days=rng.randint(2, 35))
        numeric_form = rng.choice(lex.NUMERIC_FORMS[info.numeric])
        named_key = "us" if country == "US" else lang
        form = rng.choice(lex.NAMED_FORMS[named_key]) if rng.random() < 0.36 else numeric_form
        style = DateStyle(form, lang, numeric_form)
        date_raw = style(day)
        doc_type = plan.doc_type
        number = fill(rng.choice(lex.DOC_NUMBERS[family][doc_type]), rng, day.year)
        customer = rng.choice(lex.CUSTOMERS[country])
        po = ""
        if plan.has_po:
            po_style = self.po_styles.setdefault(customer, rng.choice(lex.PO_STYLES))
            po = self.fresh(po_style, order_day.year, [number])
        taken = [number, po]
        key = (supplier.name, customer)
        if key not in self.customer_numbers:
            style_no = rng.choice(("{d5}", "K{d5}", "10{d4}", "C{d6}", "D{d5}", "{d6}"))
            self.customer_numbers[key] = self.fresh(style_no, day.year, taken)
        customer_no = self.customer_numbers[key]
        taken.append(customer_no)
        title, number_label, date_label = say.doc(doc_type)
        printed_day = day + timedelta(days=rng.choice((1, 1, 2, 3, 5, 8, 13, 21, -1)))
        clock = format_time(rng, country == "US")
        printed = f"{say.label('printed')}: {style.numeric(printed_day)} {clock}"

        rows: list[tuple[str, str, str]] = []

        def add(k: str, value: str, label: str | None = None) -> None:
            rows.append((k, label if label is not None else say.label(k), value))

        def number_of(k: str) -> str:
            patterns = {
                "sales_order": lex.DOC_NUMBERS[family]["order_confirmation"],
                "shipment_no": ("SH{d6}", "{d8}", "V{d7}", "EXP-{d6}"),
                "route": ("R{d3}", "{d3}", "T{d2}", "Z{d2}"),
                "picking": ("PK{d6}", "{d7}", "WH/PICK/{d5}", "KOM{d6}"),
                "delivery_ref": lex.DOC_NUMBERS[family]["delivery_note"],
                "invoice_ref": lex.DOC_NUMBERS[family]["invoice"],
                "account_no": ("{d8}", "1{d5}", "D{d5}"),
                "bol": ("{d10}", "{d12}", "BOL{d7}"),
                "pro": ("{d9}", "PRO{d8}", "{d3}-{d6}"),
                "consignment": ("CN{d8}", "{d10}", "{d4}-{d6}"),
            }[k]
            value = self.fresh(rng.choice(patterns), day.year, taken)
            taken.append(value)
            return value

        if not layout.title_number or rng.random() < 0.5 or layout.paper == "thermal":
            add("number", number, number_label)
        add("date", date_raw, date_label)
        add("customer_no", customer_no)
        order_shown = False
        if po:
            if rng.random() < 0.3 and doc_type != "credit_note":
                with_date = rng.choice(lex.PO_WITH_DATE[lang]).format(po=po, date=style(order_day))
                add("po", with_date)
                order_shown = True
            else:
                add("po", po)
        dated = doc_type in ("delivery_note", "invoice", "order_confirmation")
        if not order_shown and dated and rng.random() < 0.6:
            add("order_date", style(order_day))
        if doc_type == "delivery_note":
            keys = ["sales_order", "shipment_no", "route", "picking"]
            chosen = sorted(rng.sample(range(4), rng.randint(2, 3)))
            for k in (keys[j] for j in chosen):
                add(k, number_of(k))
            if rng.random() < 0.3:
                shift = rng.choice((-3, -2, -1, 1, 2, 3, 5, 7))
                add("requested_date", style(day + timedelta(days=shift)))
        elif doc_type == "invoice":
            if rng.random() < 0.6:
                add("sales_order", number_of("sales_order"))
            if rng.random() < 0.85:
                add("delivery_ref", number_of("delivery_ref"))
            if rng.random() < 0.5:
                add("service_date", style(day - timedelta(days=rng.randint(1, 9))))
            add("payment_terms", rng.choice(lex.PAYMENT_TERMS[lang]))
            add("due_date", style(day + timedelta(days=rng.choice((14, 30, 45, 60)))))
        elif doc_type == "credit_note":
            add("invoice_ref", number_of("invoice_ref"))
            if rng.random() < 0.4:
                add("sales_order", number_of("sales_order"))
        elif doc_type == "order_confirmation":
            add("promised_date", style(day + timedelta(days=rng.randint(3, 30))))
            if rng.random() < 0.5:
                add("requested_date", style(day + timedelta(days=rng.randint(2, 20))))
            add("payment_terms", rng.choice(lex.PAYMENT_TERMS[lang]))
        elif doc_type == "quotation":
            add("valid_until", style(day + timedelta(days=rng.choice((14, 30, 60, 90)))))
            add("payment_terms", rng.choice(lex.PAYMENT_TERMS[lang]))
        else:
            add("account_no", number_of("account_no"))
        if rng.random() < 0.5:
            add("contact", person(rng, lang))
        if doc_type in ("delivery_note", "invoice") and rng.random() < 0.35:
            add("carrier", rng.choice(lex.CARRIERS[country]))
        if rng.random() < 0.3 and doc_type != "statement":
            add("terms", rng.choice(lex.INCOTERMS))
        if rng.random() < 0.2:
            add("customer_vat", tax_id(rng, country))
        extras = lex.EXTRAS.get(f"{family}:{lang}") or lex.EXTRAS.get(family) or ()
        if extras and doc_type == "delivery_note":
            n = rng.randint(min(2, len(extras)), len(extras))
            for label, kind in extras[:n]:
                add(f"extra:{kind}", self.extra_value(kind, country, lang, number_of), label)
        items, totals, statement, chunks = self.goods(plan, say, supplier, country, lang, day)
        return Note(
            plan=plan,
            layout=layout,
            country=country,
            lang=lang,
            lang2=lang2,
            supplier=supplier,
            number=number,
            po=po,
            day=day,
            date_raw=date_raw,
            date_order="mdy" if country == "US" else "dmy",
            title=title,
            number_label=number_label,
            date_label=date_label,
            printed=printed,
            page_form=rng.choice(lex.WORDS[lang]["page"]),
            customer=self.address(customer, country, lang, say),
            ship_to=self.site(customer, country, lang, say) if rng.random() < 0.4 else [],
            fields=rows,
            items=items,
            totals=totals,
            statement=statement,
            words={
                k: say.word(k)
                for k in (
                    "original",
                    "copy",
                    "continued",
                    "total_qty",
                    "received",
                    "signature",
                    "ship_to",
                    "bill_to",
                    "phone",
                    "vat",
                    "directors",
                    "bank",
                    "net",
                    "tax",
                    "total",
                    "balance",
                    "thanks",
                    "claims",
                )
            },
            chunks=chunks,
        )

    def extra_value(self, kind: str, country: str, lang: str, number_of: Any) -> str:
        rng = self.rng
        if kind.startswith("choice:"):
            return rng.choice(kind[7:].split("|"))
        if kind in lex.NUMBER_EXTRA_KINDS:
            return str(number_of(kind))
        if kind == "packages":
            return str(rng.randint(1, 24))
        if kind == "weight":
            if country == "US":
                return str(rng.randint(12, 2400))
            return f"{decimal(rng.uniform(3, 900), lang)} kg"
        if kind == "rego":
            letters = "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(3))
            return f"{letters}{rng.choice(('-', ' ', ''))}{rng.randint(100, 999)}"
        return person(rng, lang)

    def address(self, name: str, country: str, lang: str, say: Wording) -> list[str]:
        rng = self.rng
        town = rng.choice(lex.TOWNS[country])
        lines = [name]
        roll = rng.random()
        if roll < 0.35:
            lines.append(rng.choice(lex.WORDS[lang]["goods_in"]))
        elif roll < 0.6:
            attn = {
                "en": "Attn:",
                "de": "z. Hd.",
                "fr": "À l'att. de",
                "it": "Alla c.a.",
                "es": "A la atención de",
                "nl": "T.a.v.",
            }[lang]
            lines.append(f"{attn} {person(rng, lang)}")
        lines.append(f"{rng.choice(lex.STREETS[country])} {rng.randint(1, 240)}")
        lines.append(town_line(country, town))
        if rng.random() < 0.25:
            lines.append(lex.COUNTRIES[country].name[lang].upper())
        return lines

    def site(self, name: str, country: str, lang: str, say: Wording) -> list[str]:
        rng = self.rng
        town = rng.choice(lex.TOWNS[country])
        return [
            name,
            rng.choice(lex.SITE_POINTS[lang]),
            f"{rng.choice(lex.STREETS[country])} {rng.randint(1, 240)}",
            town_line(country, town),
        ]

    def goods(
        self, plan: Plan, say: Wording, supplier: Supplier, country: str, lang: str, day: date
    ) -> tuple[list[Item], list[tuple[str, str]], list[list[str]], list[int]]:
        rng = self.rng
        layout = plan.layout
        if plan.pages == 2:
            chunks = [rng.randint(8, 12), rng.randint(5, 14)]
        elif plan.pages == 3:
            chunks = [rng.randint(8, 12), rng.randint(16, 22), rng.randint(3, 9)]
        elif layout.paper.startswith("two_up"):
            chunks = [rng.randint(2, 4)]
        elif layout.paper == "thermal":
            chunks = [rng.randint(2, 5)]
        elif layout.paper == "landscape":
            chunks = [rng.randint(2, 7)]
        else:
            chunks = [rng.randint(2, 9)]
        if plan.doc_type == "statement":
            balance = 0.0
            forms = lex.NUMERIC_FORMS[lex.COUNTRIES[country].numeric]
            form = rng.choice(forms)
            dated: list[tuple[date, list[str]]] = []
            for _ in range(rng.randint(3, 8)):
                when = day - timedelta(days=rng.choice((*range(5, 30), *range(31, 91))))
                value = round(rng.uniform(40, 6000), 2)
                balance += value
                pattern = rng.choice(lex.DOC_NUMBERS[layout.family]["invoice"])
                row = [
                    format_date(when, form, lang),
                    lex.TITLES[lang]["invoice"][0],
                    fill(pattern, rng, when.year),
                    format_date(when + timedelta(days=30), form, lang),
                    amount(value, country, lang),
                ]
                dated.append((when, row))
            rows = [row for _, row in sorted(dated, key=lambda pair: pair[0])]
            total = [
                (
                    say.word("balance"),
                    f"{amount(balance, country, lang)} {lex.COUNTRIES[country].currency}",
                )
            ]
            return [], total, rows, [0]
        trade = lex.TRADES[supplier.trade]
        descs = [s.split("|")[LANG_INDEX[lang]] for s in trade.items]
        priced = plan.doc_type != "delivery_note"
        items: list[Item] = []
        net = 0.0
        quantity = 0
        for k in range(sum(chunks)):
            desc = descs[k % len(descs)]
            if k >= len(descs):
                desc = f"{desc} {rng.choice(lex.VARIANTS)}"
            unit = rng.choice(trade.units).split("|")[LANG_INDEX[lang]]
            qty = rng.choice((1, 2, 4, 5, 6, 10, 12, 20, 24, 25, 50, 100, 200))
            ordered = qty + (rng.choice((0, 0, 0, 2, 5, 10)) if rng.random() < 0.3 else 0)
            price = round(rng.uniform(0.4, 380), 2)
            net += price * qty
            quantity += qty
            items.append(
                Item(
                    article=fill(supplier.article_style, rng, day.year),
                    desc=desc,
                    qty=str(qty),
                    unit=unit,
                    batch=fill(
                        rng.choice(("L{y2}{d4}", "CH{d6}", "{y2}{d2}-{d3}", "LOT{d5}")),
                        rng,
                        day.year,
                    ),
                    ean=ean13(rng, EAN_PREFIX[country]),
                    ordered=str(ordered),
                    backorder=str(ordered - qty),
                    price=amount(price, country, lang) if priced else "",
                    total=amount(price * qty, country, lang) if priced else "",
                )
            )
        if priced:
            rate = VAT_RATES[country]
            tax = net * rate / 100
            cur = lex.COUNTRIES[country].currency
            totals = [
                (say.word("net"), amount(net, country, lang)),
                (
                    f"{say.word('tax')} {decimal(rate, lang, 1 if rate % 1 else 0)} %",
                    amount(tax, country, lang),
                ),
                (say.word("total"), f"{amount(net + tax, country, lang)} {cur}"),
            ]
        else:
            totals = [(say.word("total_qty"), str(quantity))]
        return items, totals, [], chunks


# ----------------------------------------------------------------------------- drawing

M = 40.0
TABLES: dict[str, tuple[tuple[str, float, str], ...]] = {
    "std": (
        ("pos", 0, "l"),
        ("article", 0.07, "l"),
        ("desc", 0.25, "l"),
        ("qty", 0.86, "r"),
        ("unit", 0.88, "l"),
    ),
    "batch": (
        ("pos", 0, "l"),
        ("article", 0.07, "l"),
        ("desc", 0.24, "l"),
        ("batch", 0.64, "l"),
        ("qty", 0.86, "r"),
        ("unit", 0.88, "l"),
    ),
    "ean": (
        ("article", 0, "l"),
        ("ean", 0.15, "l"),
        ("desc", 0.36, "l"),
        ("qty", 0.86, "r"),
        ("unit", 0.88, "l"),
    ),
    "us": (
        ("pos", 0, "l"),
        ("article", 0.06, "l"),
        ("desc", 0.24, "l"),
        ("ordered", 0.70, "r"),
        ("shipped", 0.80, "r"),
        ("backorder", 0.89, "r"),
        ("unit", 0.91, "l"),
    ),
    "priced": (
        ("pos", 0, "l"),
        ("article", 0.06, "l"),
        ("desc", 0.22, "l"),
        ("qty", 0.64, "r"),
        ("unit", 0.66, "l"),
        ("price", 0.86, "r"),
        ("amount", 1.0, "r"),
    ),
    "statement": (
        ("c0", 0, "l"),
        ("c1", 0.16, "l"),
        ("c2", 0.36, "l"),
        ("c3", 0.58, "l"),
        ("c4", 1.0, "r"),
    ),
}
TAX_WORDS = {"US": "Fed. Tax ID", "AU": "ABN", "NZ": "GST No.", "CA": "GST/HST"}


class Drawer:
    """Draws a note's pages: its style choices are made once, so every page agrees."""

    def __init__(self, rng: random.Random, note: Note) -> None:
        self.rng = rng
        self.note = note
        self.colon = rng.random() < 0.5
        self.pos_step = rng.choice((1, 1, 10))
        self.page_on_single = rng.random() < 0.6
        self.barcode = rng.choice((f"*{note.number}*", note.number, f"*{note.number}*"))
        lang = note.lang
        self.heads: dict[str, str] = {}
        say = Wording(rng, note.family, note.lang, note.lang2)
        for key in (
            "pos",
            "article",
            "desc",
            "qty",
            "unit",
            "batch",
            "ean",
            "ordered",
            "shipped",
            "backorder",
            "price",
            "amount",
        ):
            self.heads[key] = say.column(key)
        if note.doc_type != "delivery_note":  # a quantity, not one delivered
            self.heads["qty"] = say.column("qty", first=True)
        for j, head in enumerate(rng.choice(lex.WORDS[lang]["stmt_cols"]).split("|")):
            self.heads[f"c{j}"] = head
        self.tax_word = TAX_WORDS.get(note.country, note.words["vat"])
        self.alias = rng.choice(note.supplier.aliases)

    def lab(self, text: str) -> str:
        return f"{text}:" if self.colon and not text.endswith(":") else text

    # -- blocks ---------------------------------------------------------------------

    def stamp(self, f: Frame, page: int, pages: int) -> None:
        note = self.note
        label = note.page_label(page, pages) if pages > 1 or self.page_on_single else ""
        if note.layout.stamp == "top":
            f.put(f.width - M, 22, note.printed, 6.5, align="right")
            if label:
                f.put(f.width - M, 31, label, 6.5, align="right")
        else:
            f.put(M, f.height - 14, note.printed, 6.5)
            if label:
                f.put(f.width - M, f.height - 14, label, 6.5, align="right")

    def head(self, f: Frame) -> float:
        """The letterhead and title; returns where the page goes on."""
        note, s = self.note, self.note.supplier
        W = f.width
        style = note.layout.head
        town = town_line(s.country, s.town)
        phone = f"{note.words['phone']} {s.phone}"
        if style == "left":
            f.put(M, 56, s.brand, 17, True)
            f.put(M, 70, s.name, 8.5, True)
            f.put(M, 80, s.street, 7.5)
            f.put(M, 89, town, 7.5)
            f.put(M, 98, f"{phone} · {s.email}", 7)
            f.put(W - M, 56, note.title, 15, True, "right", maxw=W * 0.42)
            if note.layout.title_number:
                f.put(W - M, 72, note.number, 11, True, "right")
            if note.layout.barcode:
                f.put(W - M, 88, self.barcode, 9, align="right")
            return 108
        if style == "right":
            f.put(W - M, 56, s.brand, 17, True, "right")
            f.put(W - M, 70, s.name, 8.5, True, "right")
            f.put(W - M, 80, s.street, 7.5, align="right")
            f.put(W - M, 89, town, 7.5, align="right")
            f.put(W - M, 98, phone, 7, align="right")
            if note.layout.barcode:
                f.put(M, 60, self.barcode, 9)
            return 108
        if style == "center":
            f.put(W / 2, 52, s.brand, 16, True, "center")
            f.put(W / 2, 65, f"{s.name} · {s.street} · {town}", 8, align="center", maxw=W - 2 * M)
            f.put(W / 2, 75, f"{phone} · {s.email} · {s.web}", 7, align="center", maxw=W - 2 * M)
            if note.layout.title_number:
                f.put(W / 2 - 4, 98, note.title, 14, True, "right")
                f.put(W / 2 + 4, 98, note.number, 14, True)
            else:
                f.put(W / 2, 98, note.title, 14, True, "center")
            if note.layout.barcode:
                f.put(W - M, 44, self.barcode, 9, align="right")
            return 112
        f.put(M, 46, s.name, 13, True, maxw=W * 0.55)
        f.put(M, 58, f"{s.street} · {town} · {phone} · {self.tax_word} {s.tax_id}", 7, maxw=W * 0.6)
        f.put(W - M, 46, note.title, 14, True, "right", maxw=W * 0.36)
        if note.layout.title_number:
            f.put(W - M, 61, note.number, 11, True, "right")
        if note.layout.barcode:
            f.put(W - M, 74, self.barcode, 9, align="right")
        return 80

    def addresses(self, f: Frame, top: float, beside: bool) -> float:
        """The recipient (and a delivery address, beside it or under it)."""
        note, s = self.note, self.note.supplier
        y = top + 20
        if note.layout.window:
            sender = f"{s.name} · {s.street} · {town_line(s.country, s.town)}"
            f.put(M, y - 9, sender, 6, maxw=f.width * 0.42)
        if note.ship_to:
            f.put(M, y, note.words["bill_to"], 7, True)
            y += 11
        for line in note.customer:
            f.put(M, y, line, 9, maxw=f.width * 0.4)
            y += 10.5
        if not note.ship_to:
            return y
        if beside:
            x, y2 = f.width * 0.36, top + 20
        else:
            x, y2 = M, y + 8
        f.put(x, y2, note.words["ship_to"], 7, True)
        y2 += 11
        for line in note.ship_to:
            f.put(x, y2, line, 9, maxw=f.width * 0.3)
            y2 += 10.5
        return max(y, y2)

    def rows(self, f: Frame, top: float) -> float:
        """A right-hand block of label / value rows."""
        W = f.width
        fields = self.note.fields
        label_w = max(text_width(self.lab(lb), 7.5) for _, lb, _ in fields)
        value_w = max(text_width(v, 8) for _, _, v in fields)
        x_l = W * (0.6 if f.height < W else 0.54)
        if x_l + label_w + 10 + value_w > W - M:
            x_l = max(W * 0.4, W - M - value_w - label_w - 10)
        x_v = x_l + label_w + 10
        y = top
        for _, label, value in fields:
            f.put(x_l, y, self.lab(label), 7.5, maxw=x_v - x_l - 4)
            f.put(x_v, y, value, 8, maxw=W - M - x_v)
            y += 11.5
        return y

    def grid(self, f: Frame, top: float) -> float:
        """A band of boxed cells: the label small on top, the value under it."""
        W = f.width
        ncols = 6 if f.height < W else 4
        cw = (W - 2 * M) / ncols
        y = top
        for j, (_, label, value) in enumerate(self.note.fields):
            col = j % ncols
            if col == 0 and j:
                y += 27
            x = M + col * cw
            f.put(x + 3, y + 8, label, 6.5, maxw=cw - 6)
            f.put(x + 3, y + 20, value, 8.5, True, maxw=cw - 6)
        return y + 30

    def twocol(self, f: Frame, top: float) -> float:
        """Two columns of "label: value" under the title."""
        W = f.width
        fields = self.note.fields
        half = (len(fields) + 1) // 2
        y_end = top
        for c, part in enumerate((fields[:half], fields[half:])):
            if not part:
                continue
            x = M if c == 0 else W / 2 + 10
            label_w = max(text_width(self.lab(lb), 7.5) for _, lb, _ in part)
            x_v = x + label_w + 8
            right = (W / 2 - 6) if c == 0 else W - M
            y = top
            for _, label, value in part:
                f.put(x, y, self.lab(label), 7.5)
                f.put(x_v, y, value, 8.5, maxw=right - x_v)
                y += 11
            y_end = max(y_end, y)
        return y_end

    def inline(self, f: Frame, top: float) -> float:
        """Lines of "Label: value" pairs, wrapped."""
        W = f.width
        x, y = M, top
        for _, label, value in self.note.fields:
            lab = self.lab(label)
            need = text_width(lab, 7.5) + 4 + text_width(value, 8.5, True)
            if x > M and x + need > W - M:
                x, y = M, y + 12
            end = f.put(x, y, lab, 7.5)
            x = f.put(end + 4, y, value, 8.5, True, maxw=W - M - end - 4) + 22
        return y + 12

    def table(self, f: Frame, top: float, items: list[Item], start: int, bottom: float) -> float:
        """The item table (or a statement's open items) from ``top``; rows squeezed to end
        above ``bottom``."""
        note = self.note
        W = f.width
        tw = W - 2 * M
        if note.doc_type == "statement":
            kind = "statement"
        elif note.doc_type != "delivery_note":
            kind = "priced"
        else:
            kind = note.layout.table
        cols = TABLES[kind]
        xs = [M + frac * tw for _, frac, _ in cols]
        for j, (key, _, align) in enumerate(cols):
            right = align == "r"
            nxt = xs[j + 1] if j + 1 < len(xs) else W - M
            maxw = (xs[j] - xs[j - 1] - 4) if right and j else max(20.0, nxt - xs[j] - 6)
            f.put(xs[j], top, self.heads[key], 7.5, True, "right" if right else "left", maxw=maxw)
        rows: list[list[str]] = []
        if kind == "statement":
            rows = note.statement
        else:
            for k, it in enumerate(items):
                n = (start + k + 1) * self.pos_step
                values = {
                    "pos": str(n),
                    "article": it.article,
                    "desc": it.desc,
                    "qty": it.qty,
                    "unit": it.unit,
                    "batch": it.batch,
                    "ean": it.ean,
                    "ordered": it.ordered,
                    "shipped": it.qty,
                    "backorder": it.backorder,
                    "price": it.price,
                    "amount": it.total,
                }
                rows.append([values[key] for key, _, _ in cols])
        rh = min(13.0, (bottom - top - 16) / max(1, len(rows)))
        y = top + 14
        for row in rows:
            for j, (_, _, align) in enumerate(cols):
                right = align == "r"
                nxt = xs[j + 1] if j + 1 < len(xs) else W - M
                maxw = (xs[j] - xs[j - 1] - 4) if right and j else max(20.0, nxt - xs[j] - 6)
                f.put(
                    xs[j],
                    y,
                    row[j],
                    min(8.0, rh * 0.7),
                    align="right" if right else "left",
                    maxw=maxw,
                    cut=cols[j][0] == "desc",
                )
            y += rh
        return y

    def closing(self, f: Frame, y: float) -> None:
        """Totals, and on a delivery note the receipt lines."""
        note = self.note
        W = f.width
        y += 8
        for label, value in note.totals:
            f.put(W * 0.78, y, self.lab(label), 8, True, "right")
            f.put(W - M, y, value, 8.5, True, "right")
            y += 12
        if note.doc_type == "delivery_note":
            y_sig = max(y + 12, f.height - 118)
            f.put(M, y_sig, self.lab(note.words["received"]), 7.5)
            f.put(M, y_sig + 20, self.lab(note.words["signature"]), 7.5)
            f.put(W * 0.55, y_sig + 20, note.words["claims"], 6, maxw=W * 0.45 - M)
        elif self.rng.random() < 0.5:
            f.put(M, f.height - 96, note.words["thanks"], 7)

    def footer(self, f: Frame) -> None:
        note, s = self.note, self.note.supplier
        W, H = f.width, f.height
        words = note.words
        directors = f"{words['directors']}: {', '.join(s.directors)}"
        bic = f"BIC {s.bic}" if s.bic else ""
        if note.layout.footer == "cols":
            cols = [
                [s.name, s.street, town_line(s.country, s.town)],
                [f"{words['phone']} {s.phone}", s.email, s.web],
                [s.bank, s.iban, bic],
                [s.register, f"{self.tax_word}: {s.tax_id}", directors],
            ]
            cw = (W - 2 * M) / 4
            for c, col in enumerate(cols):
                for j, line in enumerate(col):
                    if line:
                        f.put(M + c * cw, H - 58 + j * 8.5, line, 6.3, maxw=cw - 6)
            return
        parts = [
            s.name,
            s.street,
            town_line(s.country, s.town),
            f"{words['phone']} {s.phone}",
            s.email,
            s.register,
            f"{self.tax_word}: {s.tax_id}",
            f"{s.bank} {s.iban}",
            bic,
            directors,
        ]
        lines: list[str] = []
        line = ""
        for part in (p for p in parts if p):
            joined = f"{line} · {part}" if line else part
            if line and text_width(joined, 6.3) > W - 2 * M:
                lines.append(line)
                line = part
            else:
                line = joined
        lines.append(line)
        for j, text in enumerate(lines[-3:]):
            f.put(W / 2, H - 46 + j * 9, text, 6.3, align="center", maxw=W - 2 * M)

    # -- pages ----------------------------------------------------------------------

    def first(self, f: Frame, pages: int, mark: str = "") -> None:
        note = self.note
        lay = note.layout
        W = f.width
        self.stamp(f, 1, pages)
        if mark:
            f.put(W / 2, 32, mark, 10, True, "center")
        top = self.head(f)
        title_low = lay.head == "right"
        info_top = top + 20
        if lay.info == "rows":
            rows_end = self.rows(f, info_top if not title_low else top + 14)
            addr_end = self.addresses(f, top, beside=False)
            y = max(rows_end, addr_end)
            if title_low:
                y = self.title_low(f, y + 16)
        else:
            addr_end = self.addresses(f, top, beside=True)
            y = addr_end
            if title_low:
                y = self.title_low(f, y + 18)
            y += 14
            if lay.info == "grid":
                y = self.grid(f, y)
            elif lay.info == "twocol":
                y = self.twocol(f, y)
            else:
                y = self.inline(f, y)
        bottom = f.height - (150 if pages == 1 else 90)
        chunk = note.chunks[0]
        y = self.table(f, y + 18, note.items[:chunk], 0, bottom)
        if pages == 1:
            self.closing(f, y)
        else:
            f.put(f.width - M, y + 10, note.words["continued"].format(n=2), 7.5, align="right")
        self.footer(f)

    def title_low(self, f: Frame, y: float) -> float:
        note = self.note
        end = f.put(M, y, note.title, 14, True)
        if note.layout.title_number:
            f.put(end + 10, y, note.number, 14, True)
        return y + 6

    def next_page(self, f: Frame, page: int, pages: int) -> None:
        note, s = self.note, self.note.supplier
        W = f.width
        self.stamp(f, page, pages)
        y = 64.0
        f.put(M, 50, self.alias, 12, True, maxw=W * 0.5)
        if self.rng.random() < 0.5:
            f.put(M, 62, s.name, 7.5)
        f.put(W - M, 50, note.title, 11, True, "right", maxw=W * 0.4)
        if note.plan.repeat:
            f.put(W - M, y, f"{self.lab(note.number_label)} {note.number}", 8.5, align="right")
            y += 12
        f.put(W - M, y, note.page_label(page, pages), 8, align="right")
        f.put(M, 76, note.customer[0], 7.5)
        y = 100.0
        start = sum(note.chunks[: page - 1])
        items = note.items[start : start + note.chunks[page - 1]]
        bottom = f.height - (150 if page == pages else 90)
        y = self.table(f, y, items, start, bottom)
        if page == pages:
            self.closing(f, y)
        else:
            text = note.words["continued"].format(n=page + 1)
            f.put(W - M, y + 10, text, 7.5, align="right")
        self.footer(f)

    def thermal(self, width: float) -> Canvas:
        """A delivery docket on a thermal roll: centred head, label left / value right."""
        note, s = self.note, self.note.supplier
        canvas = Canvas(width, 800.0)
        f = Frame(canvas, width, 800.0)
        m = 8.0
        mid = width / 2
        y = 22.0

        def line(text: str, size: float = 7, bold: bool = False, step: float = 9.5) -> None:
            nonlocal y
            f.put(mid, y, text, size, bold, "center", maxw=width - 2 * m)
            y += step

        def pair(label: str, value: str) -> None:
            nonlocal y
            end = f.put(m, y, self.lab(label), 7)
            f.put(width - m, y, value, 7.5, True, "right", maxw=width - m - end - 4)
            y += 10

        line(s.brand, 11, True, 13)
        line(s.name, 7)
        line(s.street)
        line(town_line(s.country, s.town))
        line(f"{self.tax_word} {s.tax_id}")
        line(s.phone, step=16)
        line(note.title, 10, True, 15)
        for _, label, value in note.fields:
            pair(label, value)
        y += 6
        line(note.customer[0], 7.5, True)
        for text in note.customer[1:]:
            line(text)
        y += 8
        for it in note.items[: note.chunks[0]]:
            f.put(m, y, f"{it.qty} {it.unit}", 7)
            f.put(width - m, y, it.article, 7, align="right")
            y += 9
            f.put(m + 6, y, it.desc, 6.5, maxw=width - 2 * m - 6, cut=True)
            y += 11
        for label, value in note.totals:
            pair(label, value)
        y += 10
        f.put(m, y, self.lab(note.words["received"]), 6.5, maxw=width - 2 * m)
        y += 24
        f.put(m, y, self.lab(note.words["signature"]), 6.5)
        y += 18
        f.put(m, y, note.printed, 6.5, maxw=width - 2 * m)
        y += 20
        height = float(min(800, max(500, math.ceil(y + 16))))
        canvas.height = height
        return canvas


def render(rng: random.Random, note: Note) -> list[Canvas]:
    """A note's pages, drawn in points."""
    drawer = Drawer(rng, note)
    paper = note.layout.paper
    if paper == "thermal":
        return [drawer.thermal(rng.choice((204.0, 216.0, 226.0)))]
    base = PAPER[lex.COUNTRIES[note.country].paper]
    if paper == "two_up_side":
        sheet = Canvas(842.0, 595.0)
        marks = (note.words["original"], note.words["copy"])
        for j in range(2):
            f = Frame(sheet, 595.0, 842.0, ox=j * 421.0, scale=TWO_UP_SCALE)
            drawer.first(f, 1, marks[j])
        return [sheet]
    if paper == "two_up_stacked":
        sheet = Canvas(595.0, 842.0)
        marks = (note.words["original"], note.words["copy"])
        for j in range(2):
            f = Frame(sheet, 842.0, 595.0, oy=j * 421.0, scale=TWO_UP_SCALE)
            drawer.first(f, 1, marks[j])
        return [sheet]
    width, height = base if paper == "portrait" else (base[1], base[0])
    pages = note.plan.pages
    out = []
    for page in range(1, pages + 1):
        canvas = Canvas(width, height)
        f = Frame(canvas, width, height)
        if page == 1:
            drawer.first(f, pages)
        else:
            drawer.next_page(f, page, pages)
        out.append(canvas)
    return out


# ------------------------------------------------------------------ what a reader gives


def _r(value: float) -> float:
    return round(value, 2)


def digital_page(canvas: Canvas) -> Page:
    """A PDF's text layer: one entry per word, in points, sure of itself."""
    words = []
    for item in sorted(canvas.items, key=lambda t: (round(t.base, 1), t.x)):
        x = item.x
        space = text_width(" ", item.size)
        for word in item.text.split(" "):
            width = text_width(word, item.size, item.bold)
            words.append(
                {
                    "t": word,
                    "x0": _r(x),
                    "y0": _r(max(0.0, item.base - 0.78 * item.size)),
                    "x1": _r(min(x + width, canvas.width)),
                    "y1": _r(min(canvas.height, item.base + 0.22 * item.size)),
                    "c": 1.0,
                }
            )
            x += width + space
    return {"words": words, "width": canvas.width, "height": canvas.height}


@dataclass
class Run:
    """A run of words on a line as an OCR engine finds it, in points until mapped."""

    text: str
    x0: float
    x1: float
    base: float
    size: float
    damaged: bool = False


def runs_of(canvas: Canvas) -> list[Run]:
    """Printed strings joined into runs: neighbours on a line with a narrow gap merge."""
    runs: list[Run] = []
    for item in sorted(canvas.items, key=lambda t: (round(t.base, 1), t.x)):
        x1 = item.x + text_width(item.text, item.size, item.bold)
        last = runs[-1] if runs else None
        if (
            last is not None
            and abs(last.base - item.base) < 0.6
            and 0 <= item.x - last.x1 < 0.9 * max(last.size, item.size)
        ):
            last.text = f"{last.text} {item.text}"
            last.x1 = x1
            last.size = max(last.size, item.size)
            continue
        runs.append(Run(item.text, item.x, x1, item.base, item.size))
    return runs


CONFUSE = {
    "O": "0",
    "0": "O",
    "I": "1",
    "1": "l",
    "l": "1",
    "S": "5",
    "5": "S",
    "B": "8",
    "8": "B",
    "o": "0",
}


def confuse(rng: random.Random, text: str, lo: int, hi: int) -> str:
    """One O/0, I/1/l, S/5 or B/8 confusion in ``text[lo:hi]``; a lost or doubled
    character when there is none to confuse."""
    spots = [i for i in range(lo, hi) if text[i] in CONFUSE]
    if spots:
        i = rng.choice(spots)
        return text[:i] + CONFUSE[text[i]] + text[i + 1 :]
    spots = [i for i in range(lo, hi) if not text[i].isspace()]
    if not spots:
        return text
    i = rng.choice(spots)
    if rng.random() < 0.5 and hi - lo > 1:
        return text[:i] + text[i + 1 :]
    return text[:i] + text[i] + text[i:]


def misread_name(rng: random.Random, text: str, lo: int, hi: int) -> str:
    """A name read wrong: "rn" for "m", a lost accent, a confusion, a lost letter."""
    part = text[lo:hi]
    if "m" in part and rng.random() < 0.6:
        i = lo + rng.choice([j for j, ch in enumerate(part) if ch == "m"])
        return text[:i] + "rn" + text[i + 1 :]
    if strip_accents(part) != part and rng.random() < 0.7:
        return text[:lo] + strip_accents(part) + text[hi:]
    return confuse(rng, text, lo, hi)


def fault(rng: random.Random, runs: list[Run]) -> None:
    """One random fault of an engine on one of ``runs``."""
    if not runs:
        return
    j = rng.randrange(len(runs))
    run = runs[j]
    roll = rng.random()
    if roll < 0.4:
        run.text = confuse(rng, run.text, 0, len(run.text))
    elif roll < 0.55:
        run.text = (
            strip_accents(run.text)
            if strip_accents(run.text) != run.text
            else confuse(rng, run.text, 0, len(run.text))
        )
    elif roll < 0.75 and j + 1 < len(runs) and abs(runs[j + 1].base - run.base) < 0.6:
        after = runs.pop(j + 1)
        run.text = f"{run.text} {after.text}"
        run.x1 = after.x1
    elif len(run.text) >= 6:
        spots = [i for i in range(2, len(run.text) - 2) if run.text[i - 1 : i + 1].isalnum()]
        if spots:
            k = rng.choice(spots)
            split = run.x0 + (run.x1 - run.x0) * k / len(run.text)
            right = Run(run.text[k:].strip(), split, run.x1, run.base, run.size, True)
            run.text, run.x1 = run.text[:k].strip(), split
            if right.text:
                runs.insert(j + 1, right)
    else:
        run.text = confuse(rng, run.text, 0, len(run.text))
    run.damaged = True


def target(rng: random.Random, runs: list[Run], needle: str, name: bool) -> None:
    """Every run holding ``needle`` (the number or the supplier's name) read wrong."""
    for run in runs:
        at = run.text.find(needle)
        if at < 0:
            continue
        hi = at + len(needle)
        if name:
            run.text = misread_name(rng, run.text, at, hi)
        else:
            run.text = confuse(rng, run.text, at, hi)
        run.damaged = True


@dataclass
class Mapper:
    """Points to pixels: a scan (dpi, a slight skew) or a photo (larger, rotated, the top
    edge farther from the lens)."""

    scale: float
    dx: float
    dy: float
    tilt: float
    persp: float
    pw: float
    ph: float
    width: float
    height: float
    pad: float

    @classmethod
    def scan(cls, rng: random.Random, pw: float, ph: float) -> Mapper:
        s = rng.choice((150, 200, 240, 300)) / 72
        return cls(
            s,
            rng.uniform(-4, 4),
            rng.uniform(-4, 4),
            math.tan(math.radians(rng.uniform(-0.5, 0.5))),
            0.0,
            pw,
            ph,
            float(round(pw * s)),
            float(round(ph * s)),
            0.05,
        )

    @classmethod
    def photo(cls, rng: random.Random, pw: float, ph: float) -> Mapper:
        wide = float(rng.choice((1600, 2000, 2448, 3024)))
        high = round(wide * 4 / 3) if ph >= pw else round(wide * 3 / 4)
        s = min(rng.uniform(0.78, 0.92) * wide / pw, 0.94 * high / ph)
        dx = (wide - pw * s) / 2 + rng.uniform(-0.02, 0.02) * wide
        dy = (high - ph * s) / 2 + rng.uniform(-0.02, 0.02) * high
        return cls(
            s,
            dx,
            dy,
            math.tan(math.radians(rng.uniform(-2, 2))),
            rng.uniform(0.0, 0.05),
            pw,
            ph,
            wide,
            float(high),
            0.14,
        )

    def point(self, x: float, y: float) -> tuple[float, float]:
        k = 1 - self.persp * (1 - y / self.ph)
        xc = (x - self.pw / 2) * k + self.pw / 2
        return (
            xc * self.scale + self.dx - y * self.scale * self.tilt,
            y * self.scale + self.dy + xc * self.scale * self.tilt,
        )

    def box(self, run: Run) -> tuple[float, float, float, float]:
        pad = self.pad * run.size
        y0, y1 = run.base - 0.8 * run.size - pad, run.base + 0.25 * run.size + pad
        xs, ys = zip(*(self.point(x, y) for x in (run.x0, run.x1) for y in (y0, y1)), strict=True)
        x0 = min(max(0.0, min(xs)), self.width - 2)
        y0p = min(max(0.0, min(ys)), self.height - 2)
        x1 = max(min(self.width, max(xs)), x0 + 1)
        y1p = max(min(self.height, max(ys)), y0p + 1)
        return round(x0, 1), round(y0p, 1), round(x1, 1), round(y1p, 1)


def ocr_page(rng: random.Random, canvas: Canvas, note: Note, kind: str) -> Page:
    """What an OCR engine returns for a scan or photo of ``canvas``."""
    runs = runs_of(canvas)
    if rng.random() >= 0.4:
        for _ in range(rng.randint(1, 6)):
            fault(rng, runs)
        if rng.random() < 0.6:
            if rng.random() < 0.5:
                target(rng, runs, note.number, False)
            else:
                target(rng, runs, note.supplier.name, True)
    mapper = (Mapper.photo if kind == "photo" else Mapper.scan)(rng, canvas.width, canvas.height)
    words = []
    for run in runs:
        text = " ".join(run.text.split())
        if not text:
            continue
        if run.damaged:
            c = rng.uniform(0.6, 0.8)
        else:
            c = rng.uniform(0.82, 0.98) if kind == "photo" else rng.uniform(0.87, 0.99)
            if run.size < 6.2:
                c -= 0.06
        x0, y0, x1, y1 = mapper.box(run)
        words.append(
            {
                "t": text,
                "x0": x0,
                "y0": y0,
                "x1": x1,
                "y1": y1,
                "c": round(min(0.99, max(0.6, c)), 3),
            }
        )
    return {"words": words, "width": mapper.width, "height": mapper.height}


# ------------------------------------------------------------------------ the site's data


def near_po(rng: random.Random, po: str) -> str:
    spots = [i for i, ch in enumerate(po) if ch.isdigit()]
    i = rng.choice(spots)
    digit = rng.choice([d for d in "0123456789" if d != po[i]])
    return po[:i] + digit + po[i + 1 :]


def host_data(
    rng: random.Random, plan: Plan, po: str, world: World
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The site's other suppliers (a sister firm among them when planned) and other POs
    (one a digit away from the note's when planned)."""
    s = plan.supplier
    assert s is not None
    others = [o for o in world.everyone if o.group != s.group]
    chosen: list[Supplier] = []
    sisters = world.sisters(s)
    if plan.sister and sisters:
        chosen.append(rng.choice(sisters))
    chosen += rng.sample(others, rng.randint(2, 4) - len(chosen))
    rng.shuffle(chosen)
    numbers: list[str] = []
    pos = []
    for j in range(rng.randint(1, 3)):
        owner = rng.choice(chosen)
        if j == 0 and plan.near and po:
            number = near_po(rng, po)
        else:
            year = rng.choice((2023, 2024, 2025))
            number = fill(rng.choice(lex.PO_STYLES), rng, year)
            while number == po or number in numbers or (po and one_digit_away(number, po)):
                number = fill(rng.choice(lex.PO_STYLES), rng, year)
        numbers.append(number)
        pos.append({"po_number": number, "supplier": owner.name})
    return [o.host_entry() for o in chosen], pos


# ---------------------------------------------------------------------------- generate


def generate(seed: int = 211, count: int = 120) -> Iterator[tuple[Truth, Page]]:
    """``count`` notes of seed ``seed``: ``(truth, first page)`` each."""
    rng = random.Random(seed)
    world = build_world(rng)
    plans = make_plans(rng, count, world)
    maker = NoteMaker(rng, world)
    for plan in plans:
        note = maker.make(plan)
        canvases = render(rng, note)
        if not plan.repeat:
            for canvas in canvases[1:]:
                canvas.items = [t for t in canvas.items if note.number not in t.text]
        if plan.kind == "digital":
            pages = [digital_page(c) for c in canvases]
        else:
            pages = [ocr_page(rng, c, note, plan.kind) for c in canvases]
        first = pages[0]
        if len(pages) > 1:
            first["next_pages"] = pages[1:]
        extra_suppliers, extra_pos = host_data(rng, plan, note.po, world)
        s = note.supplier
        truth: Truth = {
            "file": f"twentieth-{plan.i:03d}-{note.layout.name}-{note.lang}-{plan.kind}",
            "kind": plan.kind,
            "layout": note.layout.name,
            "language": note.lang,
            "family": note.family,
            "doc_type": plan.doc_type,
            "document_number": note.number,
            "date": note.day.isoformat(),
            "date_raw": note.date_raw,
            "date_order": note.date_order,
            "po_number": note.po,
            "supplier": s.name,
            "supplier_aliases": list(s.aliases),
            "supplier_tax_id": s.tax_id,
            "pages": len(pages),
            "trade": s.trade,
            "host_extra_suppliers": extra_suppliers,
            "host_extra_pos": extra_pos,
        }
        yield truth, first
