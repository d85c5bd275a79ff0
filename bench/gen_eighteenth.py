"""Eighteenth held-out sample: the wider supply chain's paperwork, on forms old and odd.

Timber yards, roofing, drylining, precast, steel, pallets, tool hire, office deliveries, fuel,
gas, skips, sanitary ware and kitchens, in en/de/fr/it/es/nl across 23 regions; printed by
dot-matrix carbon sets, faxes, ERP prints, handheld terminals and web shops. Each note is a
word list as a reader of the page would get it: exact words for a digital page, OCR runs with
an engine's faults for a scan or a photo. ``generate`` yields ``(truth, page)`` pairs.
"""

from __future__ import annotations

import random
import re
import textwrap
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import date, timedelta
from itertools import accumulate
from math import cos, radians, sin
from typing import Any

import eighteenth_lex as lex

PAPER = {"a4": (595.0, 842.0), "letter": (612.0, 792.0)}
TERM = {key: lex.per_lang(row) for key, row in lex.TERMS.items()}
SITE_WORD = lex.per_lang(lex.SITE_WORD)
LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"
OTHER_DOCS = ("invoice", "order_confirmation", "credit_note", "quotation", "statement")


def fill(pattern: str, rng: random.Random, year: int = 2024, initials: str = "") -> str:
    """A pattern with its ``#`` digits, ``@`` letters and ``{yy}``-style fields filled."""
    text = pattern.replace("{yyyy}", str(year)).replace("{yy}", f"{year % 100:02d}")
    text = text.replace("{I}", initials)

    def one(m: re.Match[str]) -> str:
        return str(rng.randint(0, 9)) if m.group(0) == "#" else rng.choice(LETTERS)

    return re.sub(r"[#@]", one, text)


# --------------------------------------------------------------------------- the world


@dataclass
class Supplier:
    name: str
    aliases: list[str]
    tax_id: str
    region: str
    trade: str
    stem: str
    street: str
    town: str
    phone: str
    fax: str
    web: str
    email: str
    bank: str
    registry: str
    formats: dict[str, str]
    layout: str = ""


@dataclass
class Site:
    firm: str
    project: str
    street: str
    town: str
    office_street: str
    office_town: str
    po_format: str
    initials: str
    contact: str


@dataclass
class World:
    suppliers: list[Supplier]
    by_region: dict[str, list[Supplier]]
    sites: dict[str, list[Site]]
    regular: Supplier


def _unique(rng: random.Random, pattern: str, used: set[str]) -> str:
    while True:
        value = fill(pattern, rng)
        if value not in used:
            used.add(value)
            return value


def _supplier(
    rng: random.Random, region: str, stem: str, trade: str, prefix: bool, used: set[str]
) -> Supplier:
    info = lex.REGIONS[region]
    lang = info["lang"]
    word = rng.choice(lex.split(lex.TRADE_WORDS[trade][lang]))
    legal = rng.choice(lex.split(info["legal"]))
    short = f"{word} {stem}" if prefix else f"{stem} {word}"
    name = f"{short} {legal}"
    aliases = [short]
    roll = rng.random()
    if roll < 0.3:
        aliases.append(stem.upper())
    elif roll < 0.5:
        aliases.append(short.upper())
    elif roll < 0.65:
        initials = "".join(part[0] for part in short.replace("&", "").split()).upper()
        if len(initials) >= 2:
            aliases.append(initials)
    aliases = [a for a in dict.fromkeys(aliases) if a != name]
    plain = unicodedata.normalize("NFKD", stem + word.split()[0]).encode("ascii", "ignore")
    slug = re.sub(r"[^a-z0-9]", "", plain.decode().lower())
    tld = lex.TLD[region]
    phone = fill(rng.choice(lex.split(info["phone"])), rng)
    registry = fill(rng.choice(lex.split(info["registry"])), rng) if info["registry"] else ""
    mailbox = rng.choice(("orders", "sales", "info", "dispatch"))
    return Supplier(
        name, aliases, _unique(rng, info["tax"], used), region, trade, stem,
        _street(rng, info["streets"]), rng.choice(lex.split(info["towns"])), phone,
        phone[:-2] + f"{rng.randint(10, 99)}", f"www.{slug}.{tld}", f"{mailbox}@{slug}.{tld}",
        fill(rng.choice(lex.split(info["bank"])), rng), registry,
        {doc: rng.choice(lex.split(pats)) for doc, pats in lex.NUMBER_FORMATS.items()},
    )  # fmt: skip


def _person(rng: random.Random, lang: str) -> str:
    first = rng.choice(lex.split(lex.FIRST_NAMES[lang]))
    return f"{first} {rng.choice(lex.split(lex.LAST_NAMES[lang]))}"


def _street(rng: random.Random, streets: str) -> str:
    return rng.choice(lex.split(streets)).replace("#", str(rng.randint(1, 240)))


def _site(rng: random.Random, region: str, used_formats: set[str]) -> Site:
    info = lex.REGIONS[region]
    lang = info["lang"]
    stem = rng.choice(lex.split(lex.CONTRACTOR_STEMS[lang]))
    firm = rng.choice(lex.split(lex.CONTRACTORS[lang])).replace("{s}", stem)
    firm = f"{firm} {rng.choice(lex.split(info['legal']))}"
    initials = "".join(w[0] for w in firm.split()[:3] if w[0].isalpha()).upper()[:3]
    formats = [f for f in lex.split(lex.PO_FORMATS) if f not in used_formats]
    po_format = rng.choice(formats or lex.split(lex.PO_FORMATS))
    used_formats.add(po_format)
    towns = lex.split(info["towns"])
    return Site(
        firm, rng.choice(lex.split(lex.PROJECTS[lang])), _street(rng, info["streets"]),
        rng.choice(towns), _street(rng, info["streets"]), rng.choice(towns), po_format,
        initials if len(initials) >= 2 else "ST", _person(rng, lang),
    )  # fmt: skip


def build_world(rng: random.Random) -> World:
    used: set[str] = set()
    formats: set[str] = set()
    suppliers: list[Supplier] = []
    by_region: dict[str, list[Supplier]] = {}
    sites: dict[str, list[Site]] = {}
    for region, info in lex.REGIONS.items():
        stems = rng.sample(lex.split(info["stems"]), 3)
        prefix_ok = info["lang"] in ("fr", "it", "es", "nl")
        for stem in stems:
            size = rng.choices((1, 2, 3), (2, 5, 3))[0]
            prefix = size == 1 and prefix_ok and rng.random() < 0.5
            for trade in rng.sample(lex.TRADES, size):
                sup = _supplier(rng, region, stem, trade, prefix, used)
                suppliers.append(sup)
                by_region.setdefault(region, []).append(sup)
        rng.shuffle(by_region[region])
        sites[region] = [_site(rng, region, formats) for _ in range(2)]
    for sup in suppliers:
        fits = [k for k, lay in LAYOUTS.items() if lay.fits("delivery_note", sup.trade, 1)]
        special = [k for k in fits if LAYOUTS[k].trades]
        sup.layout = rng.choice(special if special and rng.random() < 0.7 else fits)
    heavy = [s for s in suppliers if lex.REGIONS[s.region]["weight"] in ("6", "7", "8")]
    return World(suppliers, by_region, sites, rng.choice(heavy))


# --------------------------------------------------------------------------- the note


@dataclass
class Item:
    code: str
    desc: str
    qty: str
    unit: str
    price: float


@dataclass
class Field:
    key: str
    label: str
    value: str


@dataclass
class Note:
    rng: random.Random
    kind: str
    doc_type: str
    sup: Supplier
    site: Site
    layout: str
    family: str
    caps: bool
    pages: int
    number: str
    po: str
    day: date
    own: date
    scheme: str
    style: str
    raw: str
    title: str
    title_style: str
    logo: str
    page_fmt: str
    repeat_number: bool
    chunks: list[list[Item]]
    order_day: date
    dispatch_day: date
    fax_day: date
    clock: str
    invoice_ref: str
    vehicle: str
    driver: str

    region: str = field(init=False)
    lang: str = field(init=False)
    order: str = field(init=False)

    def __post_init__(self) -> None:
        self.region = self.sup.region
        self.lang = lex.REGIONS[self.region]["lang"]
        self.order = lex.REGIONS[self.region]["order"]

    @property
    def items(self) -> list[Item]:
        return [item for chunk in self.chunks for item in chunk]

    def fmt(self, day: date) -> str:
        text = lex.fmt_date(day, self.style, self.lang)
        return text.upper() if self.caps else text

    def term(self, key: str) -> str:
        return TERM[key][self.lang]

    def lab(self, key: str, abbr: bool = False) -> str:
        if abbr and f"{key}_abbr" in lex.LABELS:
            return self.rng.choice(lex.split(lex.LABELS[f"{key}_abbr"][self.lang]))
        text = self.rng.choice(lex.split(lex.LABELS[key][self.lang]))
        return text.upper() if abbr else text

    def num_label(self, abbr: bool = False) -> str:
        if abbr and self.doc_type == "delivery_note":
            return self.lab("number", abbr=True)
        return self.lab(f"number_{self.doc_type}", abbr)

    def tax_line(self) -> str:
        label = self.rng.choice(lex.split(lex.REGIONS[self.region]["tax_label"]))
        if self.sup.tax_id.startswith("CHE-"):
            return f"{self.sup.tax_id} {label}"
        return f"{label} {self.sup.tax_id}"

    def marker(self, k: int) -> str:
        return self.page_fmt.format(n=k, m=self.pages)

    def money(self, value: float) -> str:
        text = f"{value:,.2f}"
        if self.region.startswith("ch"):
            return text.replace(",", "'")
        if self.lang == "en" or self.region == "mx":
            return text
        return text.replace(",", "§").replace(".", ",").replace("§", ".")

    def up(self, text: str) -> str:
        return text.upper() if self.caps else text


# --------------------------------------------------------------------------- the canvas


def char_w(ch: str, size: float, mono: bool) -> float:
    if mono:
        return 0.6 * size
    if ch == " ":
        return 0.28 * size
    if ch.isupper() or ch in "mwMW@%&":
        return 0.66 * size
    if ch.isdigit():
        return 0.556 * size
    if ch in ".,:;'!|il·/-()":
        return 0.3 * size
    return 0.5 * size


@dataclass
class Cell:
    text: str
    x: float
    y: float
    size: float
    offs: list[float]


class Canvas:
    def __init__(self, width: float, height: float, swiss: bool = False) -> None:
        self.w = width
        self.h = height
        self.swiss = swiss
        self.cells: list[Cell] = []

    def put(
        self, x: float, y: float, text: str, size: float = 8.0, align: str = "l",
        mono: bool = False,
    ) -> float:  # fmt: skip
        """Prints ``text`` (left edge, right edge or centre at ``x``, top at ``y``); returns
        the right edge."""
        text = text.strip().replace("ß", "ss") if self.swiss else text.strip()
        if not text:
            return x
        widths = [char_w(ch, size, mono) for ch in text]
        total = sum(widths)
        room = self.w - 8
        if total > room:
            widths = [w * room / total for w in widths]
            size *= room / total
            total = room
        x0 = x if align == "l" else x - total if align == "r" else x - total / 2
        x0 = min(max(x0, 4.0), self.w - 4 - total)
        y = min(max(y, 3.0), self.h - size - 3)
        self.cells.append(Cell(text, x0, y, size, [0.0, *accumulate(widths)]))
        return x0 + total

    def bottom(self) -> float:
        return max((c.y + c.size for c in self.cells), default=0.0)


# --------------------------------------------------------------------------- building blocks

L = 40.0
Draw = Callable[[Note, Canvas, float], None]


def put_title(c: Canvas, n: Note, x: float, y: float, size: float, align: str = "l") -> float:
    """The title, as printed: plain, s p a c e d out, or split over two lines."""
    title = n.up(n.title)
    words = title.split()
    if n.title_style == "spaced":
        c.put(x, y, " ".join(title.upper().replace(" ", "")), size, align)
    elif n.title_style == "two" and len(words) >= 2:
        half = (len(words) + 1) // 2
        c.put(x, y, " ".join(words[:half]), size, align)
        c.put(x, y + size + 3, " ".join(words[half:]), size, align)
        return y + 2 * size + 9
    else:
        c.put(x, y, title, size, align)
    return y + size + 6


def fields(n: Note, abbr: bool = False, extra: int = 3, nav: bool = False) -> list[Field]:
    """The note's header fields: its number, dates, PO and some of its distractors."""
    rng, lab, doc = n.rng, n.lab, n.doc_type
    head = [Field("number", n.num_label(abbr), n.number)]
    dates = [Field("date", lab("delivery_date" if n.scheme == "delivery" else "date", abbr), n.raw)]
    if n.scheme == "both":
        dates = [
            Field("own", lab("date", abbr), n.fmt(n.own)),
            Field("date", lab("delivery_date", abbr), n.raw),
        ]
    head = dates + head if rng.random() < 0.3 else head + dates
    later = {"invoice": "due_date", "quotation": "valid_until", "order_confirmation": "expected"}
    if doc in later:
        head.append(Field(later[doc], lab(later[doc], abbr), n.fmt(n.day + timedelta(days=30))))
    pool = [
        ("account", fill(rng.choice(("######", "@@####", "K#####", "C-####")), rng)),
        ("our_order", fill(n.sup.formats["order_confirmation"], rng, n.day.year)),
        ("order_date", n.fmt(n.order_day)),
        ("job", fill(rng.choice(("J-####", "####", "P##-###", "BV-##/###")), rng)),
    ]
    if doc == "delivery_note":
        pool += [("dispatch_date", n.fmt(n.dispatch_day)), ("vehicle", n.vehicle)]
        invoice = [("invoice_ref", n.invoice_ref)] if rng.random() < 0.25 else []
        pool += [("driver", n.up(n.driver)), *invoice]
    elif doc == "invoice":
        pool.append(("dn_ref", n.invoice_ref))
    elif doc in ("quotation", "statement"):
        pool = [p for p in pool if p[0] in ("account", "job")]
    out = head + [Field(k, lab(k, abbr), v) for k, v in rng.sample(pool, min(extra, len(pool)))]
    if n.po:
        label = lab("po_nav") if nav else lab("po", abbr)
        out.insert(rng.randint(1, len(out)), Field("po", label, n.po))
    return out


def kv_cols(
    c: Canvas, fs: list[Field], x: float, y: float, lw: float, size: float = 8.0,
    mono: bool = False,
) -> float:  # fmt: skip
    """Labels in a column, values in a column ``lw`` to their right (``lw`` 0: each value
    printed right after its label)."""
    for f in fs:
        if lw:
            c.put(x, y, f.label + ":", size, mono=mono)
            c.put(x + lw, y, f.value, size, mono=mono)
        else:
            c.put(x, y, f"{f.label}: {f.value}", size, mono=mono)
        y += size + 4
    return y


def kv_stacked(
    c: Canvas, fs: list[Field], x: float, y: float, colw: float, cols: int, size: float = 8.0
) -> float:
    """Each label small, its value under it, in a grid of ``cols`` columns."""
    for k, f in enumerate(fs):
        cx, cy = x + (k % cols) * colw, y + (k // cols) * (2 * size + 10)
        c.put(cx, cy, f.label, size - 2)
        c.put(cx, cy + size, f.value, size)
    return y + (len(fs) + cols - 1) // cols * (2 * size + 10)


def kv_boxrow(
    c: Canvas, fs: list[Field], x: float, y: float, width: float, size: float = 7.5,
    per_row: int = 5,
) -> float:  # fmt: skip
    """A row of label cells with the values in a row of boxes under it."""
    for start in range(0, len(fs), per_row):
        row = fs[start : start + per_row]
        colw = width / len(row)
        for k, f in enumerate(row):
            c.put(x + k * colw + 3, y, f.label, size - 1.5)
            c.put(x + k * colw + 3, y + size + 6, f.value, size)
        y += 2 * size + 16
    return y


def letterhead(
    c: Canvas, n: Note, x: float, y: float, align: str = "l", size: float = 7.5,
    logo: bool = True, tax: bool = True,
) -> float:  # fmt: skip
    s = n.sup
    if logo:
        c.put(x, y, n.logo, 17, align)
        y += 23
    c.put(x, y, s.name, size + 2, align)
    lines = [s.street, s.town, f"{n.term('tel')} {s.phone}  Fax {s.fax}"]
    lines += [f"{s.web}  {s.email}"] * (n.rng.random() < 0.6) + [n.tax_line()] * tax
    for k, line in enumerate(lines):
        c.put(x, y + size + 6 + k * (size + 3), line, size, align)
    return y + size + 6 + len(lines) * (size + 3)


def address(
    c: Canvas, n: Note, x: float, y: float, which: str = "deliver", size: float = 8.0,
    label: bool = True, mono: bool = False,
) -> float:  # fmt: skip
    """The site's deliver-to block or its office's invoice-to block."""
    site = n.site
    lines = [site.firm, site.office_street, site.office_town]
    if which == "deliver":
        lines = [site.firm, f"{SITE_WORD[n.lang]} {site.project}", site.street, site.town]
        lines += [f"{n.term('attn')} {site.contact}"] * (n.rng.random() < 0.3)
    if label:
        c.put(x, y, n.lab(f"{which}_to", n.caps) + ":", size - 0.5, mono=mono)
        y += size + 4
    for line in lines:
        c.put(x, y, n.up(line), size, mono=mono)
        y += size + 3
    return y


def table(
    c: Canvas, n: Note, items: list[Item], x: float, y: float, xr: float, size: float = 8.0,
    mono: bool = False, prices: bool = False,
) -> float:  # fmt: skip
    qx = xr - (110 if prices else 40)
    heads = [(x, "code", "l"), (x + 66, "desc", "l"), (qx, "qty", "r"), (qx + 6, "unit", "l")]
    for hx, key, align in heads + [(xr, "total", "r")] * prices:
        c.put(hx, y, n.up(n.term(key)), size, align, mono)
    y += size + 7
    for it in items:
        c.put(x, y, it.code, size, mono=mono)
        c.put(x + 66, y, n.up(it.desc), size, mono=mono)
        c.put(qx, y, it.qty, size, "r", mono)
        c.put(qx + 6, y, it.unit, size, mono=mono)
        if prices:
            c.put(xr, y, n.money(it.price * float(it.qty)), size, "r", mono)
        y += size + 5
    return y + 4


def footer(c: Canvas, n: Note, y: float, size: float = 6.0, center: bool = False) -> None:
    """The company's legal lines: name, address, registry; tax id and bank."""
    s = n.sup
    sep = n.rng.choice((" · ", " | ", " - ", "  "))
    first = sep.join(p for p in (s.name, s.street, s.town, s.registry) if p)
    x, align = (c.w / 2, "c") if center else (L, "l")
    c.put(x, y, first, size, align)
    c.put(x, y + size + 3, f"{n.tax_line()}{sep}{s.bank}", size, align)


def page_mark(c: Canvas, n: Note, y: float, mono: bool = False) -> None:
    if n.pages > 1 or n.rng.random() < 0.3:
        c.put(c.w - L, y, n.marker(1), 7, "r", mono)


def signature(c: Canvas, n: Note, x: float, y: float, mono: bool = False) -> float:
    if n.doc_type != "delivery_note":
        return y
    c.put(x, y, n.up(n.lab("received")) + ": ____________________", 7.5, mono=mono)
    c.put(x, y + 12, n.up(n.lab("driver")) + ": ______________", 7.5, mono=mono)
    return y + 26


def continued(c: Canvas, n: Note, y: float, mono: bool = False) -> None:
    if n.pages > 1:
        c.put(c.w - L, y, n.up(n.lab("continued")) + " ...", 7.5, "r", mono)


def body(
    c: Canvas, n: Note, y: float, x: float = L, size: float = 8.0, sig: float = L,
    foot: str = "l",
) -> float:  # fmt: skip
    """Under a header: the goods, the 'continued' mark, the signature and the footer."""
    y = table(c, n, n.chunks[0], x, y, c.w - L, size)
    continued(c, n, y)
    signature(c, n, sig, y + 20)
    if foot in "lc":
        footer(c, n, c.h - 56, center=foot == "c")
    return y


def continuation(n: Note, k: int, paper: tuple[float, float], mono: bool) -> Canvas:
    """Page ``k`` (2, 3, …) of a note: the supplier's name, a page marker, maybe the number
    again, and more item lines."""
    c = Canvas(*paper, swiss=n.region == "ch_de")
    c.put(L, 34, n.rng.choice([n.sup.name, n.logo]), 10 if mono else 12, mono=mono)
    c.put(c.w - L, 34, n.marker(k), 8, "r", mono)
    head = f"{n.num_label(n.caps)}: {n.number}" if n.repeat_number else f"({n.term('cont_of')})"
    c.put(L, 56, f"{n.up(n.title)}  {head}", 8.5, mono=mono)
    y = table(c, n, n.chunks[k - 1], L, 80, c.w - L, 8.0, mono)
    if k < n.pages:
        c.put(c.w - L, y + 8, n.up(n.lab("continued")) + " ...", 7.5, "r", mono)
    else:
        c.put(L, y + 8, f"{n.up(n.term('total_items'))}: {len(n.items)}", 8, mono=mono)
        signature(c, n, L, y + 34, mono)
    if n.rng.random() < 0.5:
        c.put(c.w / 2, c.h - 30, n.sup.name + "  " + n.sup.web, 6, "c")
    return c


# --------------------------------------------------------------------------- layouts: erp


def lay_erp_sap(n: Note, c: Canvas, top: float) -> None:
    rng, s = n.rng, n.sup
    c.put(L, top + 20, n.logo, 18)
    c.put(L, top + 96, f"{s.name} · {s.street} · {s.town}", 6)
    address(c, n, L, top + 108, "invoice", label=False)
    fs = fields(n, extra=rng.randint(2, 4))
    fs.append(Field("sp", n.term("shipping_point"), str(rng.randint(1000, 9999))))
    y = kv_cols(c, fs, 330, put_title(c, n, 330, top + 20, 14) + 6, 100)
    page_mark(c, n, top + 6)
    if rng.random() < 0.5:
        c.put(L, c.h - 90, f"{n.lab('print')}: {n.fmt(n.dispatch_day)} {n.clock}", 6.5)
    body(c, n, address(c, n, L, max(y, top + 170) + 10, "deliver") + 16)


def lay_erp_nav(n: Note, c: Canvas, top: float) -> None:
    """A Navision-style shipment: the customer's PO is its 'External Document No.'."""
    letterhead(c, n, c.w - L, put_title(c, n, c.w - L, top + 16, 13, "r") + 6, "r", 7.5, False)
    page_mark(c, n, top + 2)
    address(c, n, L, top + 120, "invoice", 8.5, label=False)
    fs = fields(n, extra=3, nav=True)
    carrier = n.rng.choice(("DHL", "DPD", "GLS", "Own truck", "UPS", "Schenker"))
    fs.append(Field("carrier", n.term("carrier"), carrier))
    half = (len(fs) + 1) // 2
    kv_cols(c, fs[:half], L, top + 210, 105, 7.5)
    kv_cols(c, fs[half:], 310, top + 210, 110, 7.5)
    body(c, n, address(c, n, L, top + 222 + half * 11.5, "deliver", 7.5) + 14, size=7.5)


def lay_erp_boxes(n: Note, c: Canvas, top: float) -> None:
    letterhead(c, n, L, top + 20)
    put_title(c, n, c.w - L, top + 24, 15, "r")
    page_mark(c, n, top + 4)
    y = max(kv_stacked(c, fields(n, extra=4), 320, top + 60, 130, 2), top + 170) + 8
    address(c, n, L, y, "invoice", 7.5)
    body(c, n, address(c, n, 320, y, "deliver", 7.5) + 18, size=7.5, sig=320, foot="c")


def lay_erp_window(n: Note, c: Canvas, top: float) -> None:
    """The deliver-to and invoice-to blocks above the supplier's letterhead."""
    s = n.sup
    address(c, n, L, top + 40, "invoice", 8.5)
    address(c, n, 320, top + 40, "deliver", 8.5)
    c.put(L, top + 150, n.logo, 15)
    c.put(c.w - L, top + 152, f"{s.name}, {s.street}, {s.town}", 7, "r")
    c.put(c.w - L, top + 162, f"{n.term('tel')} {s.phone} · {n.tax_line()}", 7, "r")
    y = put_title(c, n, L, top + 184, 13)
    fs = fields(n, extra=n.rng.randint(2, 4))
    page_mark(c, n, top + 8)
    body(c, n, kv_boxrow(c, fs, L, y + 4, c.w - 2 * L, 7.5, n.rng.choice((4, 5))) + 8)


def lay_erp_compact(n: Note, c: Canvas, top: float) -> None:
    s = n.sup
    c.put(L, top + 18, s.name, 11)
    c.put(c.w - L, top + 18, f"{s.street}, {s.town} · {s.phone}", 6.5, "r")
    y = put_title(c, n, L, top + 40, 10)
    x = L
    for f in fields(n, extra=2):
        x = c.put(x, y, f"{f.label}: {f.value}", 7) + 14
        if x > c.w - 150:
            x, y = L, y + 11
    page_mark(c, n, top + 4)
    body(c, n, address(c, n, L, y + 16, "deliver", 7) + 10, size=7, foot="-")
    c.put(L, c.h - 40, n.tax_line() + "  " + s.bank, 6)


def lay_tracked(n: Note, c: Canvas, top: float) -> None:
    """Goods with a line each of what tracks them: serial numbers for IT, casts for steel."""
    rng = n.rng
    steel = n.sup.trade == "steel"
    letterhead(c, n, L, top + 18, size=7)
    kv_cols(c, fields(n, extra=3), 330, put_title(c, n, c.w - L, top + 18, 14, "r") + 4, 100, 7.5)
    page_mark(c, n, top + 4)
    y = address(c, n, L, top + 200, "deliver", 7.5) + 14
    for k, it in enumerate(n.chunks[0]):
        c.put(L, y, f"{it.qty} {it.unit} x {it.desc}", 8)
        c.put(c.w - L, y, f"{rng.randint(120, 2400)} kg" if steel else it.code, 8, "r")
        serials = ", ".join(fill("@@#########", rng) for _ in range(min(3, int(it.qty))))
        line = f"{n.term('serial')}: {serials}"
        if steel:
            line = f"{n.term('bundle')} B{k + 1:02d} · {n.term('heat')} {fill('#######', rng)}"
        c.put(L + 14, y + 11, line, 6.5)
        y += 26
    if steel:
        c.put(L, y, "EN 10204 3.1", 7)
    continued(c, n, y + 4)
    signature(c, n, L, y + 18)
    footer(c, n, c.h - 56)


# --------------------------------------------------------------------------- carbon


def _preprinted(c: Canvas, n: Note, y: float, serial: bool) -> float:
    """The typeset head of a pre-printed carbon set, above the printer's capitals."""
    s = n.sup
    c.put(L, y, s.name, 14)
    c.put(L, y + 18, f"{s.street}, {s.town}", 7)
    c.put(L, y + 27, f"{n.term('tel')} {s.phone}  Fax {s.fax}  {n.tax_line()}", 7)
    if serial:
        c.put(c.w - L, y, f"No {n.number}", 12, "r")
    put_title(c, n, c.w - L, y + 18, 10, "r")
    return y + 48


def lay_carbon_wide(n: Note, c: Canvas, top: float) -> None:
    """A 132-column dot-matrix print: three fields a line, fixed-width goods lines."""
    y = _preprinted(c, n, top + 24, n.rng.random() < 0.6)
    fs = fields(n, abbr=True, extra=4)
    for start in range(0, len(fs), 3):
        line = "".join(f"{f.label}: {f.value}".ljust(38) for f in fs[start : start + 3])
        c.put(L, y, line.rstrip(), 7.5, mono=True)
        y += 11
    page_mark(c, n, top + 6, mono=True)
    y = address(c, n, L, y + 8, "deliver", 7.5, mono=True) + 8
    c.put(L, y, f"{'QTY':>7}  {'UNIT':<5} {n.term('desc').upper():<52} CODE", 7.5, mono=True)
    for it in n.chunks[0]:
        y += 11
        line = f"{it.qty:>7}  {it.unit.upper():<5} {it.desc.upper()[:52]:<52} {it.code}"
        c.put(L, y, line, 7.5, mono=True)
    continued(c, n, y + 14, mono=True)
    signature(c, n, L, y + 34, mono=True)
    c.put(c.w - L, c.h - 50, n.lab("copy"), 10, "r")


def lay_carbon_narrow(n: Note, c: Canvas, top: float) -> None:
    """An 80-column print: one field a line with dot leaders."""
    y = _preprinted(c, n, top + 24, False)
    for f in fields(n, abbr=True, extra=5):
        c.put(L, y, f"{f.label.ljust(14, '.')}: {f.value}", 8, mono=True)
        y += 12
    page_mark(c, n, top + 6, mono=True)
    address(c, n, 330, top + 80, "deliver", 8, mono=True)
    for k, it in enumerate(n.chunks[0]):
        line = f"{k + 1:03d} {it.code:<10} {it.desc.upper()[:40]:<40} {it.qty:>6} {it.unit}"
        c.put(L, y + 10, line, 8, mono=True)
        y += 12
    continued(c, n, y + 14, mono=True)
    signature(c, n, L, y + 32, mono=True)
    c.put(c.w - L, c.h - 60, n.lab("copy"), 9, "r")


def lay_carbon_boxes(n: Note, c: Canvas, top: float) -> None:
    """A pre-printed triplicate with boxes: small printed labels, typed values in them."""
    s = n.sup
    c.put(L, top + 24, n.logo, 16)
    c.put(L, top + 44, s.name, 8)
    c.put(L, top + 54, f"{s.street} · {s.town} · {s.phone}", 6.5)
    c.put(c.w - L, top + 24, f"N° {n.number}", 13, "r")
    put_title(c, n, c.w - L, top + 44, 11, "r")
    y = top + 80
    for f in fields(n, extra=4):
        c.put(L, y, f.label, 6)
        c.put(L + 110, y + 2, f.value.upper(), 8.5, mono=True)
        y += 17
    address(c, n, 330, top + 80, "deliver", 8, mono=True)
    y = table(c, n, n.chunks[0], L, y + 10, c.w - L, 8, mono=True)
    signature(c, n, L, y + 16, mono=True)
    c.put(L, c.h - 40, n.tax_line(), 6)
    c.put(c.w - L, c.h - 40, "WHITE: OFFICE  PINK: CUSTOMER  YELLOW: DRIVER", 6, "r")


def lay_carbon_tally(n: Note, c: Canvas, top: float) -> None:
    """A yard's tally sheet: pieces per length under each line, typed in capitals."""
    y = _preprinted(c, n, top + 24, True)
    for f in fields(n, abbr=True, extra=3):
        c.put(L, y, f"{f.label}: {f.value}", 8, mono=True)
        y += 12
    page_mark(c, n, top + 6, mono=True)
    address(c, n, 340, top + 76, "deliver", 7.5, mono=True)
    for it in n.chunks[0]:
        c.put(L, y + 10, f"{it.desc.upper()[:40]:<40} {it.qty:>6} {it.unit}", 8, mono=True)
        tally = "  ".join(f"{m / 10:.1f}/{n.rng.randint(2, 40)}" for m in (24, 30, 36, 42, 48))
        c.put(L + 20, y + 21, tally, 7, mono=True)
        y += 25
    continued(c, n, y + 14, mono=True)
    signature(c, n, L, y + 30, mono=True)


# --------------------------------------------------------------------------- fax


def fax_header(c: Canvas, n: Note) -> None:
    """The sending machine's line at the very top: its date (not the note's), number, pages."""
    rng = n.rng
    hh = f"{rng.randint(7, 18):02d}:{rng.randint(0, 59):02d}"
    pattern = rng.choice(("{D2}/{M2}/{Y}", "{D2}.{M2}.{Y2}", "{D2}-{MON}-{Y}"))
    stamp = lex.fmt_date(n.fax_day, "{MON}-{D2}-{Y}" if n.order == "mdy" else pattern, n.lang)
    who, pages = n.logo.upper()[:22], rng.choice((1, 2, 2, 3))
    text = rng.choice((
        f"{stamp} {hh}  FROM: {n.sup.fax}  {who}  P.{1:03d}/{pages:03d}",
        f"Fax {n.sup.fax}   {stamp} {hh}   {n.term('fax_pages')} 1/{pages}",
        f"{stamp} {hh}  {who}  {n.sup.fax}  #{rng.randint(100, 999)}  P. 1/{pages}",
    ))  # fmt: skip
    c.put(16, 10, text, 7, mono=True)


def faxed(draw: Draw, shift: float) -> Draw:
    """A layout as it arrives by fax: the fax line on top, the page pushed down."""

    def lay(n: Note, c: Canvas, top: float) -> None:
        fax_header(c, n)
        draw(n, c, top + shift)

    return lay


# --------------------------------------------------------------------------- receipts


class Strip:
    """A narrow thermal roll: lines of fixed-width text."""

    def __init__(self, c: Canvas, size: float) -> None:
        self.c = c
        self.size = size
        self.y = 14.0
        self.cols = int((c.w - 12) / (0.6 * size))

    def line(self, text: str, align: str = "l", size: float | None = None) -> None:
        """Prints ``text``, wrapped at a space when it is wider than the roll."""
        size = size or self.size
        cols = int((self.c.w - 12) / (0.6 * size))
        x = 6.0 if align == "l" else self.c.w / 2 if align == "c" else self.c.w - 6
        while text:
            cut = len(text) if len(text) <= cols else text.rfind(" ", 1, cols + 1)
            cut = cols if cut <= 0 else cut
            self.c.put(x, self.y, text[:cut], size, align, True)
            text = text[cut:].strip()
            self.y += size + 3.5

    def pair(self, left: str, right: str) -> None:
        if len(left) + len(right) + 1 > self.cols:
            self.line(left)
            self.line("  " + right)
        else:
            self.line(left + right.rjust(self.cols - len(left)))

    def rule(self, ch: str = "-") -> None:
        self.line(ch * self.cols)


def _receipt(n: Note, c: Canvas, extra: int) -> Strip:
    """A roll's head: logo, legal lines, title and the note's fields."""
    r = Strip(c, 6.2 if c.w < 190 else 7.2)
    c.put(c.w / 2, r.y, n.logo.upper(), min(13.0, (c.w - 12) / max(4, len(n.logo)) / 0.66), "c")
    r.y += 18
    s = n.sup
    for line in (s.name, s.street, s.town, f"{n.term('tel')} {s.phone}", n.tax_line()):
        r.line(line, "c")
    r.rule("=")
    r.line(n.title.upper(), "c", r.size + 1.5)
    with_clock = n.rng.random() < 0.5
    for f in fields(n, extra=extra):
        r.pair(f.label + ":", f"{f.value} {n.clock}" if f.key == "date" and with_clock else f.value)
    r.rule()
    return r


def _receipt_tail(n: Note, r: Strip) -> None:
    r.rule()
    if n.doc_type == "delivery_note":
        r.line(n.lab("received") + ":")
        r.y += 14
        r.line("X " + "_" * (r.cols - 4))
        r.line(f"{n.lab('driver')}: {n.driver}")
    r.line(n.term("pod"))
    r.line(n.lab("copy"), "c")


def lay_hht(n: Note, c: Canvas, top: float) -> None:
    """A handheld terminal's delivery receipt."""
    r = _receipt(n, c, 3)
    for it in n.chunks[0]:
        r.line(it.desc)
        r.pair(f"  {it.code}", f"{it.qty} {it.unit}")
    r.pair(n.term("total_items") + ":", str(len(n.items)))
    _receipt_tail(n, r)


def lay_fuel(n: Note, c: Canvas, top: float) -> None:
    """A tanker's metered delivery ticket."""
    rng = n.rng
    r = _receipt(n, c, 3)
    it = n.chunks[0][0]
    start, litres = rng.randint(100000, 900000), int(it.qty)
    end = min(59, int(n.clock[3:]) + rng.randint(4, 25))
    rows = [
        (n.term("product"), it.desc), (n.term("meter_start"), str(start)),
        (n.term("meter_end"), str(start + litres)), (n.term("litres"), str(litres)),
        (f"{n.term('litres')} @15°C", str(litres - rng.randint(1, 9))),
        (n.term("temp"), f"{rng.randint(4, 19)}.{rng.randint(0, 9)} °C"),
        (n.term("time"), f"{n.clock} - {n.clock[:3]}{end:02d}"),
        ("Tank", f"T{rng.randint(1, 4)}"),
    ]  # fmt: skip
    for label, value in rows:
        r.pair(label + ":", value)
    _receipt_tail(n, r)


def lay_hire_counter(n: Note, c: Canvas, top: float) -> None:
    """A hire counter's ticket: the contract, the kit, when it is due back."""
    rng = n.rng
    r = _receipt(n, c, 2)
    r.pair(n.term("contract") + ":", fill("HC######", rng))
    r.pair(n.term("off_hire") + ":", n.fmt(n.day + timedelta(days=rng.choice((7, 14, 28)))))
    for it in n.chunks[0]:
        r.line(f"{it.qty} x {it.desc}")
        r.line(f"  {n.term('serial')} {fill('@####', rng)}")
    r.pair(n.term("deposit") + ":", n.money(rng.choice((50, 100, 250))))
    _receipt_tail(n, r)


# --------------------------------------------------------------------------- forms


def lay_form_left(n: Note, c: Canvas, top: float) -> None:
    """Labels in a column at the left, values far to the right."""
    rng = n.rng
    letterhead(c, n, L, top + 20, size=7)
    put_title(c, n, c.w - L, top + 24, 15, "r")
    page_mark(c, n, top + 4)
    y, dots, right = top + 170, rng.random() < 0.5, rng.random() < 0.5
    for f in fields(n, extra=4):
        c.put(L, y, f.label + (" " + "." * 30 if dots else ""), 8.5)
        c.put(c.w - L if right else 360, y, f.value, 8.5, "r" if right else "l")
        y += 15
    body(c, n, address(c, n, L, y + 10, "deliver") + 14)


def lay_form_boxrow(n: Note, c: Canvas, top: float) -> None:
    letterhead(c, n, L, top + 18, size=7)
    put_title(c, n, c.w - L, top + 22, 14, "r")
    address(c, n, 330, top + 60, "invoice", 7.5)
    y = kv_boxrow(c, fields(n, extra=5), L, top + 170, c.w - 2 * L, 7.5)
    body(c, n, address(c, n, L, y + 4, "deliver", 7.5) + 14, size=7.5, foot="c")


def lay_waste(n: Note, c: Canvas, top: float) -> None:
    """A waste transfer note in sections A–D; the carrier is the supplier."""
    rng, s = n.rng, n.sup
    c.put(L, top + 20, n.logo, 16)
    put_title(c, n, c.w - L, top + 20, 13, "r")
    y = max(kv_cols(c, fields(n, extra=2), 330, top + 46, 110, 7.5), top + 110)
    it = n.chunks[0][0]
    c.put(L, y, f"A  {n.term('waste_desc')}", 8.5)
    c.put(L + 14, y + 14, f"{it.desc} · {n.term('ewc')}: {rng.choice(lex.EWC_CODES)}", 8)
    skip = rng.choice(("6yd", "8yd", "12yd", "7 m³"))
    c.put(L + 14, y + 25, f"{it.qty} {it.unit} · {n.term('container')} {skip}", 8)
    c.put(L, y + 44, f"B  {n.term('holder')}", 8.5)
    y = address(c, n, L + 14, y + 58, "deliver", 8, label=False) + 6
    c.put(L, y, f"C  {n.term('collector')}", 8.5)
    c.put(L + 14, y + 14, f"{s.name}, {s.street}, {s.town}", 8)
    c.put(L + 14, y + 25, f"{n.term('carrier_lic')}: {fill('CBDU######', rng)}", 8)
    c.put(L, y + 44, f"D  {n.term('time')}: {n.clock}  {n.lab('vehicle')}: {n.vehicle}", 8.5)
    signature(c, n, L, y + 64)
    c.put(L, c.h - 46, n.tax_line() + "  " + s.registry, 6)


def lay_returnables(n: Note, c: Canvas, top: float) -> None:
    """Pallets (a Palettenschein) or gas cylinders: what came, what went back."""
    rng = n.rng
    pallets = n.sup.trade == "pallets"
    letterhead(c, n, L, top + 18, size=7)
    put_title(c, n, c.w - L, top + 20, 14, "r")
    y = kv_cols(c, fields(n, extra=3), 330, top + 50, 110, 7.5)
    y = address(c, n, L, max(y, top + 160) + 8, "deliver", 8) + 8
    if pallets:
        c.put(L, y, f"{n.lab('dn_ref')}: {fill(n.sup.formats['delivery_note'], rng)}", 8)
        y += 20
    heads = ["pallets_given", "pallets_taken", "balance"] if pallets else ["full", "empty"]
    heads += [] if pallets else ["serial"]
    cols = (L, 280.0, 380.0, 470.0)
    for x, key in zip(cols, ("desc", *heads), strict=True):
        c.put(x, y, n.term(key), 7.5)
    for it in n.chunks[0]:
        y += 13
        back = rng.randint(0, int(it.qty))
        last = f"{int(it.qty) - back:+d}" if pallets else fill("########", rng)
        for x, text in zip(cols, (it.desc, it.qty, str(back), last), strict=True):
            c.put(x, y, text, 8)
    signature(c, n, L, y + 24)
    footer(c, n, c.h - 50)


def lay_cmr(n: Note, c: Canvas, top: float) -> None:
    """A consignment note in numbered boxes; box 21 holds the note's date."""
    s = n.sup
    c.put(L, top + 16, n.up(n.title), 12)
    c.put(c.w - L, top + 16, f"N° {n.number}", 12, "r")
    boxes = [
        (L, 44, f"1  {n.term('consignor')}", [s.name, f"{s.street}, {s.town}"]),
        (310, 44, f"2  {n.term('consignee')}", [n.site.firm, n.site.office_street]),
        (L, 100, f"3  {n.term('place')}", [f"{n.site.street}, {n.site.town}"]),
        (
            310,
            100,
            f"4  {n.lab('dispatch_date')}",
            [f"{lex.city(s.town)}, {n.fmt(n.dispatch_day)}"],
        ),
        (310, 134, f"16  {n.term('carrier')}", [s.name]),
    ]
    if n.po:
        boxes.append((L, 134, "13", [f"{n.lab('po')}: {n.po}"]))
    for x, dy, head, lines in boxes:
        c.put(x, top + dy, head, 6.5)
        for k, line in enumerate(lines):
            c.put(x + 10, top + dy + 10 + 10 * k, line, 8)
    y = table(c, n, n.chunks[0], L, top + 170, c.w - L, 8)
    c.put(L, y + 10, f"21  {lex.city(s.town)}, {n.raw}", 8.5)
    c.put(310, y + 10, f"23  {n.lab('vehicle')}: {n.vehicle}", 8)
    c.put(L, y + 40, f"24  {n.lab('received')}: ____________", 7.5)
    c.put(L, c.h - 40, f"{n.tax_line()}  {fill('@@-####', n.rng)}", 6)


# --------------------------------------------------------------------------- letters


def lay_letter_formal(n: Note, c: Canvas, top: float) -> None:
    """A letter: a place-and-date line, a subject naming the note, the goods, a closing."""
    letterhead(c, n, c.w / 2, top + 20, "c", 7, logo=True, tax=False)
    address(c, n, L + 10, top + 150, "invoice", 9, label=False)
    c.put(c.w - L, top + 150, f"{lex.city(n.sup.town)}, {n.raw}", 9, "r")
    page_mark(c, n, top + 6)
    c.put(L + 10, top + 230, f"{n.term('subject')} {n.title} {n.num_label()} {n.number}", 9.5)
    fs = [f for f in fields(n, extra=2) if f.key not in ("number", "date")]
    y = kv_cols(c, fs, L + 10, top + 246, 0, 8.5)
    c.put(L + 10, y + 8, n.term("dear"), 9)
    c.put(L + 10, y + 22, n.term("body"), 9)
    y = table(c, n, n.chunks[0], L + 10, y + 44, c.w - L, 8.5, prices=n.doc_type != "delivery_note")
    continued(c, n, y)
    c.put(L + 10, y + 16, n.term("regards"), 9)
    c.put(L + 10, y + 30, n.sup.name, 9)
    if n.rng.random() < 0.5:
        signature(c, n, 330, y + 16)
    footer(c, n, c.h - 48, center=True)


def lay_letter_sidebar(n: Note, c: Canvas, top: float) -> None:
    """The company's details down a narrow left column, the note to the right."""
    s = n.sup
    c.put(20, top + 30, n.logo, 12)
    y = top + 50
    for line in (s.name, s.street, s.town, s.phone, s.email, n.tax_line(), s.registry, s.bank):
        for part in textwrap.wrap(line, 26):
            c.put(20, y, part, 6.2)
            y += 9
    x = 170.0
    address(c, n, x, top + 40, "invoice", 8.5, label=False)
    y = kv_cols(c, fields(n, extra=3), x, put_title(c, n, x, top + 130, 14) + 4, 110, 8)
    page_mark(c, n, top + 8)
    body(c, n, address(c, n, x, y + 10, "deliver", 8) + 14, x, 7.5, sig=x, foot="-")


def lay_letter_brandfoot(n: Note, c: Canvas, top: float) -> None:
    """A logo at the top right; the legal details only in a three-column footer band."""
    s = n.sup
    c.put(c.w - L, top + 22, n.logo, 20, "r")
    address(c, n, L, top + 110, "invoice", 9, label=False)
    kv_cols(c, fields(n, extra=3), L, put_title(c, n, L, top + 200, 16) + 2, 0, 8.5)
    page_mark(c, n, top + 8)
    y = address(c, n, 330, top + 110, "deliver", 8)
    body(c, n, max(y, top + 300), size=8.5, foot="-")
    cols = [[s.name, s.street, s.town], [f"{n.term('tel')} {s.phone}", s.email, s.web],
            [n.tax_line(), s.registry, s.bank]]  # fmt: skip
    for k, col in enumerate(cols):
        for j, line in enumerate(col):
            c.put(L + k * 180, c.h - 60 + j * 9, line, 6)


# --------------------------------------------------------------------------- web


def lay_web_packing(n: Note, c: Canvas, top: float) -> None:
    """A web shop's packing slip: its order number, a tracking number, ship-to and bill-to."""
    rng = n.rng
    c.put(L, top + 20, n.logo, 18)
    c.put(L, top + 42, n.sup.web, 8)
    y = put_title(c, n, c.w - L, top + 22, 16, "r")
    fs = fields(n, extra=1)
    fs.insert(1, Field("web", n.term("order_web"), fill("WEB-1######", rng)))
    fs.append(Field("track", n.lab("tracking"), fill(rng.choice(lex.split(lex.TRACKING)), rng)))
    fs.append(Field("ship", n.term("ship_method"), rng.choice(("Standard", "Express", "Pallet"))))
    kv_cols(c, fs, 300, y + 4, 120, 8)
    page_mark(c, n, top + 6)
    address(c, n, L, top + 190, "deliver", 8)
    y = body(c, n, address(c, n, 300, top + 190, "invoice", 8) + 20, size=8.5, foot="-")
    c.put(L, y + 44, n.term("thanks"), 10)
    c.put(L, c.h - 50, f"{n.sup.name} · {n.tax_line()} · {n.sup.email}", 6.5)


def lay_web_market(n: Note, c: Canvas, top: float) -> None:
    """A marketplace's packing slip: the seller named only at the foot."""
    rng = n.rng
    y = put_title(c, n, L, top + 24, 15)
    c.put(L, y, f"{n.term('order_web')} {fill('###-#######-#######', rng)}", 8.5)
    c.put(L, y + 12, f"{n.lab('order_date')}: {n.fmt(n.order_day)}", 8.5)
    y = address(c, n, L, y + 34, "deliver", 8.5)
    kv_cols(c, [f for f in fields(n, extra=1) if f.key != "order_date"], 330, top + 60, 110, 8)
    y = table(c, n, n.chunks[0], L, max(y, top + 200) + 10, c.w - L, 8.5)
    c.put(L, y + 20, n.term("thanks"), 9)
    c.put(L, y + 40, f"Sold by / Verkauf durch / Vendu par: {n.sup.name}", 7.5)
    c.put(L, y + 51, n.tax_line(), 7.5)


# --------------------------------------------------------------------------- tickets


def lay_weighbridge(n: Note, c: Canvas, top: float) -> None:
    """A weighbridge ticket: gross, tare and net, times in and out."""
    rng = n.rng
    c.put(c.w / 2, top + 20, n.logo.upper(), 16, "c")
    c.put(c.w / 2, top + 40, f"{n.sup.name} · {lex.city(n.sup.town)}", 8, "c")
    put_title(c, n, c.w / 2, top + 60, 12, "c")
    y = kv_cols(c, fields(n, extra=4), 120, top + 90, 130, 9)
    gross, tare = rng.randint(18000, 40000), rng.randint(9000, 15000)
    for key, value in (("gross", gross), ("tare", tare), ("net", gross - tare)):
        c.put(120, y + 6, f"{n.term(key)}:", 10)
        c.put(400, y + 6, f"{value:,} kg".replace(",", " "), 10, "r")
        y += 16
    out = f"{int(n.clock[:2]) + 1:02d}{n.clock[2:]}"
    c.put(120, y + 10, f"{n.term('time_in')}: {n.clock}   {n.term('time_out')}: {out}", 8.5)
    y = address(c, n, 120, y + 30, "deliver", 8.5)
    c.put(120, y + 6, f"{n.term('product')}: {n.chunks[0][0].desc}", 8.5)
    signature(c, n, 120, y + 30)
    c.put(c.w / 2, c.h - 40, n.tax_line(), 6.5, "c")


def lay_precast_load(n: Note, c: Canvas, top: float) -> None:
    """A precast works' load ticket: load k of m, unit marks and weights."""
    rng = n.rng
    letterhead(c, n, L, top + 18, size=7)
    put_title(c, n, c.w - L, top + 20, 14, "r")
    total = rng.randint(3, 9)
    load = f"{n.term('load')} {rng.randint(1, total)} {n.term('of')} {total}"
    c.put(c.w - L, top + 42, load, 11, "r")
    y = kv_cols(c, fields(n, extra=3), 330, top + 62, 100, 7.5)
    y = address(c, n, L, max(y, top + 170) + 6, "deliver", 8) + 14
    for it in n.chunks[0]:
        c.put(L, y, f"{n.term('unit_mark')} {fill('@@-##', rng)}", 8)
        c.put(L + 100, y, it.desc, 8)
        c.put(c.w - L, y, f"{rng.randint(800, 9000)} kg", 8, "r")
        y += 13
    c.put(L, y + 10, f"{n.term('time')}: {n.clock}  {n.lab('vehicle')}: {n.vehicle}", 8)
    signature(c, n, L, y + 30)
    footer(c, n, c.h - 50)


def lay_skip(n: Note, c: Canvas, top: float) -> None:
    """A skip collection ticket."""
    rng = n.rng
    c.put(L, top + 20, n.logo, 16)
    c.put(L, top + 40, f"{n.sup.name} · {n.sup.phone}", 7.5)
    put_title(c, n, c.w - L, top + 20, 12, "r")
    y = kv_cols(c, fields(n, extra=3), L, top + 70, 0, 9)
    it = n.chunks[0][0]
    rows = [
        (n.term("container"), rng.choice(("4yd", "8yd", "12yd", "RoRo 40yd", "7 m³", "10 m³"))),
        (n.term("waste_desc"), it.desc), (n.term("ewc"), rng.choice(lex.EWC_CODES)),
        (n.term("weight"), f"{it.qty} t"), (n.term("carrier_lic"), fill("CBDU######", rng)),
    ]  # fmt: skip
    for k, (label, value) in enumerate(rows):
        c.put(L, y + 6 + 13 * k, f"{label}: {value}", 9)
    signature(c, n, L, address(c, n, L, y + 16 + 13 * len(rows), "deliver", 8.5) + 16)
    c.put(L, c.h - 40, n.tax_line(), 6.5)


# --------------------------------------------------------------------------- other documents


def lay_commercial(n: Note, c: Canvas, top: float) -> None:
    """An invoice, credit note, order confirmation or quotation: prices and totals."""
    doc = n.doc_type
    letter = doc in ("order_confirmation", "quotation")
    right = doc == "quotation"
    letterhead(c, n, c.w - L if right else L, top + 18, "r" if right else "l", 7)
    fs = fields(n, extra=2 if letter else 3)
    if doc == "order_confirmation":
        c.put(c.w - L, top + 150, f"{lex.city(n.sup.town)}, {n.raw}", 9, "r")
        fs = [f for f in fs if f.key not in ("date", "order_date")]
        fs.append(Field("order_date", n.lab("order_date"), n.fmt(n.order_day)))
    elif doc == "invoice":
        fs.append(Field("delivered", n.lab("delivery_date"), n.fmt(n.dispatch_day)))
    elif doc == "credit_note":
        original = f"{n.invoice_ref} · {n.fmt(n.order_day)}"
        fs.append(Field("original", n.term("original"), original))
    if letter:
        address(c, n, L, top + 150, "invoice", 9, label=False)
        y = kv_cols(c, fs, L, put_title(c, n, L, top + 230, 14) + 4, 130, 8.5)
        c.put(L, y + 10, n.term("dear"), 9)
        y += 30
    else:
        kv_cols(c, fs, 320, put_title(c, n, c.w - L, top + 20, 16, "r") + 4, 110, 7.5)
        y = address(c, n, L, top + 190, "invoice", 8)
        if doc == "invoice":
            y = max(address(c, n, 320, top + 290, "deliver", 7.5), top + 350)
        else:
            c.put(L, y + 14, n.term("reason"), 8.5)
            y += 34
    y = table(c, n, n.chunks[0], L, y, c.w - L, 8, prices=True)
    net = sum(it.price * float(it.qty) for it in n.items)
    sign = -1.0 if doc == "credit_note" else 1.0
    for key, rate in (("net_amount", 1.0), ("vat_amount", 0.2), ("gross_amount", 1.2)):
        c.put(c.w - 150, y + 6, n.term(key), 8.5)
        c.put(c.w - L, y + 6, n.money(sign * rate * net), 8.5, "r")
        y += 12
    c.put(L, y + 20, n.term("regards" if letter else "terms"), 8.5)
    footer(c, n, c.h - 50, center=letter)


def lay_statement(n: Note, c: Canvas, top: float) -> None:
    """A statement of account: earlier invoices and payments with their dates, aged totals."""
    rng = n.rng
    letterhead(c, n, L, top + 18, size=7)
    kv_cols(c, fields(n, extra=1), 330, put_title(c, n, c.w - L, top + 20, 15, "r") + 4, 100, 8)
    y = address(c, n, L, top + 180, "invoice", 8.5) + 16
    c.put(L, y, n.term("opening"), 8)
    c.put(c.w - L, y, n.money(rng.randint(0, 9000) + 0.5), 8, "r")
    balance = 0.0
    for k in range(rng.randint(4, 9)):
        y += 12
        amount = rng.randint(80, 6000) + rng.randint(0, 99) / 100
        balance += amount if k % 3 else -amount
        kind = n.term("invoice") if k % 3 else n.term("payment")
        c.put(L, y, n.fmt(n.day - timedelta(days=rng.randint(3, 60))), 8)
        c.put(L + 90, y, f"{kind} {fill(n.sup.formats['invoice'], rng)}", 8)
        c.put(c.w - 110, y, n.money(amount), 8, "r")
        c.put(c.w - L, y, n.money(balance), 8, "r")
    for k, key in enumerate(("current", "days30", "days60", "amount_due")):
        c.put(L + k * 120, y + 22, n.term(key), 7.5)
        c.put(L + k * 120, y + 33, n.money(abs(balance) / (k + 1)), 8)
    footer(c, n, c.h - 50)


# --------------------------------------------------------------------------- the registry


@dataclass(frozen=True)
class Layout:
    family: str
    draw: Draw
    docs: tuple[str, ...] = ("delivery_note",)
    trades: tuple[str, ...] = ()
    multi: bool = False
    narrow: float = 0.0
    caps: bool = False
    scheme: str = ""

    def fits(self, doc: str, trade: str, pages: int) -> bool:
        trade_ok = not self.trades or trade in self.trades
        return doc in self.docs and trade_ok and (pages == 1 or self.multi)


DN = ("delivery_note",)
WEBBY = ("office_it", "furniture", "ironmongery", "sanitary", "kitchens", "insulation")
LAYOUTS: dict[str, Layout] = {
    "erp_sap": Layout("erp", lay_erp_sap, (*DN, "invoice", "order_confirmation"), multi=True),
    "erp_nav": Layout("erp", lay_erp_nav, multi=True),
    "erp_boxes": Layout("erp", lay_erp_boxes, multi=True),
    "erp_window": Layout("erp", lay_erp_window, multi=True),
    "erp_compact": Layout("erp", lay_erp_compact, multi=True),
    "it_reseller": Layout("erp", lay_tracked, trades=("office_it", "furniture"), multi=True),
    "steel_casts": Layout("erp", lay_tracked, trades=("steel",), multi=True),
    "carbon_wide": Layout("carbon", lay_carbon_wide, multi=True, caps=True),
    "carbon_narrow": Layout("carbon", lay_carbon_narrow, multi=True, caps=True),
    "carbon_boxes": Layout("carbon", lay_carbon_boxes, caps=True),
    "carbon_tally": Layout("carbon", lay_carbon_tally, trades=("timber", "steel"), multi=True,
                           caps=True),
    "fax_letter": Layout("fax", faxed(lay_letter_formal, 20), scheme="date"),
    "fax_erp": Layout("fax", faxed(lay_erp_sap, 22), (*DN, "invoice")),
    "fax_carbon": Layout("fax", faxed(lay_carbon_narrow, 18), caps=True),
    "hht_58": Layout("receipt", lay_hht, narrow=165),
    "hht_80": Layout("receipt", lay_hht, narrow=226),
    "fuel_ticket": Layout("receipt", lay_fuel, trades=("fuel",), narrow=210),
    "hire_counter": Layout("receipt", lay_hire_counter, trades=("tool_hire",), narrow=220),
    "form_left": Layout("form", lay_form_left, multi=True),
    "form_boxrow": Layout("form", lay_form_boxrow),
    "waste_wtn": Layout("form", lay_waste, trades=("waste",)),
    "pallet_slip": Layout("form", lay_returnables, trades=("pallets",)),
    "gas_cylinders": Layout("form", lay_returnables, trades=("gas",)),
    "cmr": Layout("form", lay_cmr, scheme="date"),
    "letter_formal": Layout("letter", lay_letter_formal, (*DN, "quotation"), multi=True,
                            scheme="date"),
    "letter_sidebar": Layout("letter", lay_letter_sidebar, multi=True),
    "letter_brandfoot": Layout("letter", lay_letter_brandfoot, multi=True),
    "web_packing": Layout("web", lay_web_packing, trades=WEBBY, multi=True),
    "web_market": Layout("web", lay_web_market, trades=WEBBY),
    "weighbridge": Layout("ticket", lay_weighbridge, trades=("steel", "precast", "waste",
                                                            "timber")),
    "precast_load": Layout("ticket", lay_precast_load, trades=("precast",)),
    "skip_ticket": Layout("ticket", lay_skip, trades=("waste",)),
    "invoice_std": Layout("erp", lay_commercial, ("invoice",)),
    "credit_memo": Layout("erp", lay_commercial, ("credit_note",)),
    "order_ack": Layout("letter", lay_commercial, ("order_confirmation",), scheme="date"),
    "quote_letter": Layout("letter", lay_commercial, ("quotation",)),
    "statement_ledger": Layout("ledger", lay_statement, ("statement",)),
}  # fmt: skip


# --------------------------------------------------------------------------- OCR


@dataclass
class Run:
    text: str
    x0: float
    x1: float
    y0: float
    y1: float
    size: float
    fault: bool = False


def fault(text: str, rng: random.Random, kinds: tuple[str, ...] = ()) -> str:
    """``text`` with one OCR fault of one of ``kinds`` (any when empty): a confused letter or
    digit, a dropped or doubled space, a label glued to its value, a lost punctuation mark or
    accent, a broken word; unchanged when none applies."""
    order = list(kinds) or ["confuse", "confuse", "space", "glue", "punct", "accent", "break",
                            "double", "rn"]  # fmt: skip
    rng.shuffle(order)

    def spot(test: Callable[[str], bool]) -> int:
        spots = [k for k, ch in enumerate(text) if test(ch)]
        return rng.choice(spots) if spots else -1

    def base(ch: str) -> str:
        return unicodedata.normalize("NFD", ch)[0]

    for kind in order:
        if kind == "confuse" and (k := spot(lambda ch: ch in lex.CONFUSE)) >= 0:
            return text[:k] + lex.CONFUSE[text[k]] + text[k + 1 :]
        if kind in ("space", "double") and (k := spot(lambda ch: ch == " ")) >= 0:
            return text[:k] + ("  " if kind == "double" else "") + text[k + 1 :]
        punct = kind == "punct" and (k := spot(lambda ch: ch in ".,:-/'")) >= 0
        if punct and (out := (text[:k] + text[k + 1 :]).strip()):
            return out
        if kind == "accent" and (k := spot(lambda ch: base(ch) != ch)) >= 0:
            return text[:k] + base(text[k]) + text[k + 1 :]
        if kind == "break" and (words := list(re.finditer(r"\S{5,}", text))):
            m = rng.choice(words)
            k = rng.randint(m.start() + 2, m.end() - 2)
            return text[:k] + " " + text[k:]
        if kind in ("rn", "glue") and (old := {"rn": "rn", "glue": ": "}[kind]) in text:
            return text.replace(old, {"rn": "m", "glue": ":"}[kind], 1)
    return text


def _runs(c: Canvas) -> list[list[Run]]:
    lines: dict[float, list[Run]] = {}
    for cell in c.cells:
        for m in re.finditer(r"\S+(?: {1,2}\S+)*", cell.text):
            text = " ".join(m.group(0).split())
            x0 = cell.x + cell.offs[m.start()]
            x1 = cell.x + cell.offs[m.end()]
            run = Run(text, x0, x1, cell.y - 0.12 * cell.size, cell.y + 1.08 * cell.size, cell.size)
            lines.setdefault(round(cell.y * 2) / 2, []).append(run)
    return [sorted(lines[y], key=lambda r: r.x0) for y in sorted(lines)]


def _force(runs: list[list[Run]], target: str, rng: random.Random, kinds: tuple[str, ...]) -> None:
    """Every printing of ``target`` (any case) read with one fault."""
    wrong = fault(target, rng, kinds)
    if wrong == target:
        wrong = fault(target, rng)
    for line in runs:
        for run in line:
            k = run.text.casefold().find(target.casefold())
            if k >= 0 and wrong != target:
                seen = run.text[k : k + len(target)]
                bad = wrong.upper() if seen.isupper() and not target.isupper() else wrong
                run.text = run.text[:k] + bad + run.text[k + len(target) :]
                run.fault = True


def ocr_page(n: Note, c: Canvas) -> dict[str, Any]:
    rng = n.rng
    photo = n.kind == "photo"
    lines = _runs(c)
    if rng.random() < (0.3 if photo else 0.22):
        if rng.random() < 0.5:
            _force(lines, n.number, rng, ("confuse", "break", "punct"))
        else:
            _force(lines, n.sup.name, rng, ("space", "accent", "confuse", "rn", "punct"))
    p_merge, p_split, p_fault = (0.25, 0.08, 0.16) if photo else (0.15, 0.06, 0.1)
    runs: list[Run] = []
    for line in lines:
        merged: list[Run] = []
        for run in line:
            prev = merged[-1] if merged else None
            if prev and run.x0 - prev.x1 < 1.6 * run.size and rng.random() < p_merge:
                glue = prev.text.endswith(":") and rng.random() < 0.6
                head = prev.text.replace(" ", "") if glue and rng.random() < 0.4 else prev.text
                prev.text = head + ("" if glue else " ") + run.text
                prev.x1, prev.y1 = run.x1, max(prev.y1, run.y1)
                prev.fault = prev.fault or glue
            else:
                merged.append(run)
        for run in merged:
            if " " in run.text and rng.random() < p_split:
                spaces = [k for k, ch in enumerate(run.text) if ch == " "]
                k = rng.choice(spaces)
                cut = run.x0 + (run.x1 - run.x0) * k / len(run.text)
                runs.append(Run(run.text[:k], run.x0, cut, run.y0, run.y1, run.size, run.fault))
                runs.append(Run(run.text[k + 1 :], cut + 2, run.x1, run.y0, run.y1, run.size,
                                run.fault))  # fmt: skip
            else:
                runs.append(run)
    for run in runs:
        if rng.random() < p_fault:
            new = fault(run.text, rng)
            run.fault = run.fault or new != run.text
            run.text = new
    return _place(n, c, runs)


def _place(n: Note, c: Canvas, runs: list[Run]) -> dict[str, Any]:
    """OCR runs placed as an engine reports them on the image: a scan slightly scaled, skewed
    and offset; a photo 1.9–2.6× larger, turned a couple of degrees, in perspective, with the
    desk around it."""
    rng, w, h = n.rng, c.w, c.h
    photo = n.kind == "photo"
    s = rng.uniform(1.9, 2.6) if photo else rng.uniform(1.0, 1.45)
    angle = radians(rng.uniform(-2.4, 2.4) if photo else rng.uniform(-0.7, 0.7))
    mx = max(rng.uniform(30, 130), (430 - w * s) / 2) if photo else 0.0
    my = rng.uniform(30, 150) if photo else 0.0
    keystone, bow = (rng.uniform(-0.05, 0.05), rng.uniform(-0.03, 0.03)) if photo else (0, 0)
    dx, dy = (0.0, 0.0) if photo else (rng.uniform(-5, 9), rng.uniform(-5, 11))
    width, height = w * s + 2 * mx, h * s + 2 * my
    ca, sa = cos(angle), sin(angle)

    def to_px(x: float, y: float) -> tuple[float, float]:
        x = w / 2 + (x - w / 2) * (1 + keystone * (y - h / 2) / h)
        y = y + bow * (x - w / 2) ** 2 / w
        rx = w / 2 + (x - w / 2) * ca - (y - h / 2) * sa
        ry = h / 2 + (x - w / 2) * sa + (y - h / 2) * ca
        return mx + dx + rx * s, my + dy + ry * s

    words = []
    for run in runs:
        text = run.text.strip()
        if not text:
            continue
        corners = [to_px(x, y) for x in (run.x0, run.x1) for y in (run.y0, run.y1)]
        xs, ys = [p[0] for p in corners], [p[1] for p in corners]
        x0, y0 = min(max(min(xs), 0.0), width - 3), min(max(min(ys), 0.0), height - 3)
        x1, y1 = max(min(max(xs), width), x0 + 2), max(min(max(ys), height), y0 + 2)
        conf = rng.uniform(0.6, 0.84) if run.fault else rng.uniform(0.85, 0.99)
        if n.kind == "photo" and not run.fault and rng.random() < 0.1:
            conf = rng.uniform(0.7, 0.9)
        words.append(_word(text, x0, y0, x1, y1, conf))
    return {"words": words, "width": round(width, 2), "height": round(height, 2)}


def _word(t: str, x0: float, y0: float, x1: float, y1: float, c: float) -> dict[str, Any]:
    return {"t": t, "x0": round(x0, 2), "y0": round(y0, 2), "x1": round(x1, 2),
            "y1": round(y1, 2), "c": round(c, 3)}  # fmt: skip


def digital_page(c: Canvas) -> dict[str, Any]:
    words = []
    for cell in c.cells:
        for m in re.finditer(r"\S+", cell.text):
            x0 = cell.x + cell.offs[m.start()]
            x1 = min(cell.x + cell.offs[m.end()], c.w)
            words.append(_word(m.group(0), x0, cell.y, x1, min(cell.y + cell.size, c.h), 1.0))
    return {"words": words, "width": c.w, "height": c.h}


# --------------------------------------------------------------------------- the notes


def _items(rng: random.Random, n_items: int, sup: Supplier, lang: str) -> list[Item]:
    descs = [lex.split(row)[lex.LANGS.index(lang)] for row in lex.ITEMS[sup.trade]]
    units = lex.split(lex.UNITS.get(sup.trade, "")) or [TERM["pcs"][lang]]
    out = []
    for k in range(n_items):
        lot = f" ({TERM['lot'][lang]} {rng.randint(1000, 9999)})" if rng.random() < 0.6 else ""
        desc = descs[k % len(descs)] + (lot if k >= len(descs) else "")
        unit = rng.choice(units)
        if sup.trade == "fuel":
            qty = str(rng.randint(200, 4000))
        elif sup.trade == "waste":
            qty = f"{rng.randint(1, 9)}.{rng.randint(0, 99):02d}"
        else:
            qty = str(rng.choice((1, 2, 4, 6, 10, 12, 20, 24, 50, 100, 150)))
        code = fill(rng.choice(("@@-####", "######", "@###-##", "#####@")), rng)
        out.append(Item(code, desc, qty, unit, rng.randint(2, 400) + rng.randint(0, 99) / 100))
    return out


def make_note(
    rng: random.Random, world: World, kind: str, doc: str, pages: int, has_po: bool,
    regular: bool,
) -> Note:  # fmt: skip
    regions = list(lex.REGIONS)
    region = rng.choices(regions, [int(lex.REGIONS[r]["weight"]) for r in regions])[0]
    pool = world.by_region[region]  # a region's first suppliers come most often
    sup = rng.choices(pool, [1 / (k + 1) for k in range(len(pool))])[0]
    sup = world.regular if regular else sup
    region = sup.region
    info = lex.REGIONS[region]
    lang = info["lang"]
    site = rng.choice(world.sites[region])
    fits = [k for k, lay in LAYOUTS.items() if lay.fits(doc, sup.trade, pages)]
    layout = rng.choice(fits)
    layout = sup.layout if sup.layout in fits and rng.random() < 0.6 else layout
    lay = LAYOUTS[layout]
    caps = lay.caps
    day = date(2023, 1, 2) + timedelta(days=rng.randint(0, 1070))
    if day.weekday() == 6:
        day += timedelta(days=1)
    scheme = "date"
    if doc == "delivery_note" and not lay.scheme:
        scheme = rng.choices(("date", "both", "delivery"), (5, 3, 2))[0]
    own = day - timedelta(days=rng.choice((0, 1, 1, 2, 3)))
    style = lex.choose_style(rng, region, lay.family, caps)
    raw = lex.fmt_date(day, style, lang)
    raw = raw.upper() if caps else raw
    title = rng.choice(lex.split(lex.TITLES[doc][lang]))
    if doc == "delivery_note":
        trade_titles = lex.TRADE_TITLES.get(sup.trade)
        if trade_titles and rng.random() < 0.8:
            title = rng.choice(lex.split(trade_titles[lang]))
        elif region in lex.REGION_TITLES and rng.random() < 0.6:
            title = rng.choice(lex.split(lex.REGION_TITLES[region]))
    roll = rng.random()
    title_style = "spaced" if roll < 0.1 and " " not in title and len(title) <= 14 else "plain"
    if 0.1 <= roll < 0.2:
        title_style = "two"
    year = day.year
    number = fill(sup.formats[doc], rng, year)
    po = fill(site.po_format, rng, year, site.initials) if has_po else ""
    per_page = {"receipt": 4, "ticket": 3, "form": 5}.get(lay.family, 6)
    if pages == 1:
        n_items = rng.randint(1, per_page)
        chunks = [_items(rng, n_items, sup, lang)]
    else:
        allitems = _items(rng, 12 * pages + rng.randint(0, 6), sup, lang)
        first = rng.randint(14, 18)
        rest = allitems[first:]
        step = (len(rest) + pages - 2) // (pages - 1)
        chunks = [allitems[:first]] + [rest[k : k + step] for k in range(0, len(rest), step)]
        chunks = chunks[:pages]
    logo = sup.aliases[-1] if rng.random() < 0.6 else sup.aliases[0]
    ref_doc = "invoice" if doc != "invoice" else "delivery_note"
    return Note(
        rng=rng, kind=kind, doc_type=doc, sup=sup, site=site, layout=layout,
        family=lay.family, caps=caps, pages=pages, number=number, po=po, day=day, own=own,
        scheme=scheme, style=style, raw=raw, title=title, title_style=title_style, logo=logo,
        page_fmt=rng.choice(lex.split(lex.LABELS["page"][lang])),
        repeat_number=rng.random() < 0.6, chunks=chunks,
        order_day=day - timedelta(days=rng.randint(3, 40)),
        dispatch_day=own - timedelta(days=rng.choice((0, 1, 2))),
        fax_day=day + timedelta(days=rng.randint(1, 9)),
        clock=f"{rng.randint(6, 17):02d}:{rng.randint(0, 59):02d}",
        invoice_ref=fill(sup.formats[ref_doc], rng, year),
        vehicle=fill(rng.choice(lex.split(info["vehicle"])), rng),
        driver=_person(rng, lang),
    )  # fmt: skip


def render(n: Note) -> list[Canvas]:
    lay = LAYOUTS[n.layout]
    paper = PAPER[lex.REGIONS[n.region]["paper"]]
    c = Canvas(lay.narrow or paper[0], 800.0 if lay.narrow else paper[1], n.region == "ch_de")
    lay.draw(n, c, 0.0)
    if lay.narrow:
        c.h = min(800.0, max(500.0, c.bottom() + 24))
    return [c] + [continuation(n, k, paper, lay.caps) for k in range(2, n.pages + 1)]


def host_extras(
    rng: random.Random, world: World, n: Note, near: bool
) -> tuple[list[dict[str, Any]], list[dict[str, str]]]:
    sup = n.sup
    chosen: list[Supplier] = []
    sisters = [s for s in world.suppliers if s.stem == sup.stem and s is not sup]
    if sisters and rng.random() < 0.55:
        chosen.append(rng.choice(sisters))
    want = rng.randint(max(2, len(chosen)), 4)
    local = [s for s in world.by_region[sup.region] if s.stem != sup.stem]
    while len(chosen) < want:
        pool = local if rng.random() < 0.75 else world.suppliers
        cand = rng.choice(pool)
        if cand.stem != sup.stem and cand not in chosen:
            chosen.append(cand)
    extra = [
        {"supplier": s.name, "supplier_aliases": list(s.aliases), "supplier_tax_id": s.tax_id}
        for s in chosen
    ]
    pos: list[str] = []
    if n.po and near:
        spots = [k for k, ch in enumerate(n.po) if ch.isdigit()]
        k = rng.choice(spots)
        digit = rng.choice([d for d in "0123456789" if d != n.po[k]])
        pos.append(n.po[:k] + digit + n.po[k + 1 :])
    want_pos = rng.randint(max(1, len(pos)), 3)
    while len(pos) < want_pos:
        other = fill(n.site.po_format, rng, n.day.year - rng.choice((0, 0, 1)), n.site.initials)
        same_len = len(other) == len(n.po)
        near_miss = same_len and sum(a != b for a, b in zip(other, n.po, strict=True)) < 2
        if other not in pos and not near_miss:
            pos.append(other)
    rng.shuffle(pos)
    return extra, [{"po_number": p, "supplier": rng.choice(chosen).name} for p in pos]


def _plan(rng: random.Random, count: int) -> list[tuple[str, str, int, bool, bool]]:
    """Per note: kind, document type, pages, whether it has a PO, whether its supplier is the
    site's regular one — drawn as quotas so that every sample has its spread."""
    n_digital, n_scan = round(count * 0.45), round(count * 0.35)
    kinds = ["digital"] * n_digital + ["scan"] * n_scan + ["photo"] * (count - n_digital - n_scan)
    rng.shuffle(kinds)
    idx = list(range(count))
    rng.shuffle(idx)
    n_other = max(1, round(count * 0.13))
    others = list(OTHER_DOCS) * (n_other // len(OTHER_DOCS) + 1)
    rng.shuffle(others)
    docs = ["delivery_note"] * count
    for k, doc in zip(idx[:n_other], others, strict=False):
        docs[k] = doc
    dn = idx[n_other:]
    n_multi = max(1, round(count * 0.16))
    pages = [1] * count
    for j, k in enumerate(dn[:n_multi]):
        pages[k] = 3 if j < max(1, n_multi // 9) else 2
    no_po = {k for k in range(count) if docs[k] in ("quotation", "statement")}
    rest = [k for k in idx if k not in no_po]
    rng.shuffle(rest)
    no_po |= set(rest[: max(0, round(count * 0.27) - len(no_po))])
    regular = set(rng.sample(range(count), min(count, max(3, count // 24))))
    return [(kinds[k], docs[k], pages[k], k not in no_po, k in regular) for k in range(count)]


def generate(seed: int = 191, count: int = 120) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    """``count`` notes of the eighteenth sample as ``(truth, page)``; the same seed gives the
    same notes."""
    rng = random.Random(seed)
    world = build_world(rng)
    for i, (kind, doc, pages, has_po, regular) in enumerate(_plan(rng, count)):
        n = make_note(rng, world, kind, doc, pages, has_po, regular)
        canvases = render(n)
        out = [digital_page(c) if kind == "digital" else ocr_page(n, c) for c in canvases]
        page = out[0]
        if len(out) > 1:
            page["next_pages"] = out[1:]
        extra, pos = host_extras(rng, world, n, rng.random() < 0.4)
        truth: dict[str, Any] = {
            "file": f"eighteenth-{i:03d}-{n.layout}-{n.lang}-{kind}", "kind": kind,
            "layout": n.layout, "language": n.lang, "family": n.family, "doc_type": doc,
            "document_number": n.number, "date": n.day.isoformat(), "date_raw": n.raw,
            "date_order": n.order, "po_number": n.po, "supplier": n.sup.name,
            "supplier_aliases": list(n.sup.aliases), "supplier_tax_id": n.sup.tax_id,
            "pages": len(out), "trade": n.sup.trade, "host_extra_suppliers": extra,
            "host_extra_pos": pos,
        }  # fmt: skip
        yield truth, page
