"""Held-out sample seventeen: delivery paperwork from the lighter trades (electrical, data,
plumbing, HVAC, fire safety, landscaping, welfare and fencing hire, consumables, signage,
lifts, glazing, flooring, paints) in six languages, as digital text layers or simulated OCR
runs of scans and photos. ``generate(seed, count)`` yields ``(truth, page)`` pairs."""

from __future__ import annotations

import datetime as dt
import math
import random
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import seventeenth_lex as lex
from seventeenth_lex import Region

# --------------------------------------------------------------------------- helpers


def fill(rng: random.Random, pattern: str, day: dt.date | None = None) -> str:
    """``#`` a digit, ``A`` a capital letter, ``{yy}``/``{yyyy}`` the year."""
    year = day.year if day else 2024
    pattern = pattern.replace("{yyyy}", str(year)).replace("{yy}", f"{year % 100:02d}")
    out = []
    for ch in pattern:
        if ch == "#":
            out.append(rng.choice("0123456789"))
        elif ch == "A":
            out.append(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ"))
        else:
            out.append(ch)
    return "".join(out)


def near_miss(rng: random.Random, value: str) -> str:
    """``value`` with one character changed (a digit for a digit where there is one)."""
    digits = [i for i, ch in enumerate(value) if ch.isdigit()]
    letters = [i for i, ch in enumerate(value) if ch.isalpha()]
    if digits:
        i = rng.choice(digits)
        new = rng.choice([d for d in "0123456789" if d != value[i]])
    else:
        i = rng.choice(letters or [0])
        new = rng.choice([c for c in "ABCDEFGHKMNPRSTX" if c != value[i].upper()])
    return value[:i] + new + value[i + 1 :]


# --------------------------------------------------------------------------- suppliers


@dataclass(frozen=True)
class Supplier:
    name: str
    logo: str
    short: str
    tax: str
    region: Region
    trade: str
    street: str
    town: str
    phone: str
    fax: str
    web: str
    reg: str
    numfmt: str
    codefmt: str
    sister: str = ""

    def aliases(self) -> list[str]:
        out: list[str] = []
        for alias in (self.logo, self.short):
            if alias and alias != self.name and alias not in out:
                out.append(alias)
        return out

    def host(self) -> dict[str, Any]:
        return {
            "supplier": self.name,
            "supplier_aliases": self.aliases(),
            "supplier_tax_id": self.tax,
        }


NUMFMTS: dict[str, tuple[str, ...]] = {
    "en": (
        "DN######",
        "DN-#####",
        "D#######",
        "PS-######",
        "########",
        "DEL######",
        "SD/######",
        "DD{yy}#####",
        "80#######",
    ),
    "de": ("LS-#######", "LS######", "8#######", "L-{yy}-#####", "#######", "LS {yy}-#####"),
    "fr": ("BL######", "BL-{yy}-#####", "BL{yy}######", "LIV#######", "#######"),
    "nl": ("PB#######", "#######", "AFL-######", "P{yy}-#####"),
    "it": ("####/{yy}", "######", "DDT-#####", "V1/#####", "{yyyy}/####"),
    "es": ("ALB-######", "A{yy}-#####", "######", "R-#####", "AL{yy}/#####"),
}
CODEFMTS = ("AA-#####", "#######", "AAA####", "###-####", "AA####-##", "#####")
OTHER_NUMS: dict[str, tuple[str, ...]] = {
    "invoice": ("INV-######", "RE{yy}#####", "FA######", "F-{yyyy}-#####", "######"),
    "order_confirmation": ("SO-######", "AB-######", "OC{yy}#####", "CDE######"),
    "credit_note": ("CN-#####", "GS-#####", "AV######", "NC/{yy}/####"),
    "quotation": ("Q-#####", "ANG-#####", "DEV{yy}####", "PRE-#####"),
    "statement": ("ST-######", "{yyyy}-####"),
}
PO_FMTS = (
    "PO-#####",
    "45########",
    "P######",
    "PO#####",
    "BST-{yyyy}-####",
    "CMD-######",
    "OdA ####/{yy}",
    "PED-#####",
    "OC-######",
    "####-SITE",
    "HG/####",
    "SC{yy}-###",
)


def make_registry(rng: random.Random) -> dict[str, Supplier]:
    registry: dict[str, Supplier] = {}
    taxes: set[str] = set()

    def new_tax(region: Region) -> str:
        while True:
            tax = fill(rng, region.tax_fmt)
            if tax not in taxes:
                taxes.add(tax)
                return tax

    def web_of(stem: str, region: Region) -> str:
        slug = unicodedata.normalize("NFKD", stem).encode("ascii", "ignore").decode()
        slug = slug.lower().replace(" ", "").replace("&", "")
        tld = {
            "UK": "co.uk",
            "US": "com",
            "AU": "com.au",
            "NZ": "co.nz",
            "ZA": "co.za",
            "SG": "com.sg",
            "MX": "com.mx",
        }.get(region.code, region.code.lower())
        return f"www.{slug}.{tld}"

    for region in lex.REGIONS:
        trades = rng.sample(lex.TRADES, 4)
        stems = rng.sample(lex.STEMS[region.lang], 4)
        for trade, stem in zip(trades, stems, strict=True):
            descs = list(lex.DESCRIPTORS[trade][region.lang])
            rng.shuffle(descs)
            stem_first = region.lang in ("en", "de", "nl") or rng.random() < 0.5
            made: list[Supplier] = []
            for k, desc in enumerate(descs[:2]):
                form = rng.choice(region.forms)
                base = f"{stem} {desc}" if stem_first else f"{desc} {stem}"
                name = f"{base} {form}"
                if name in registry:
                    name = f"{base} ({region.towns[0].split()[-1]}) {form}"
                if k == 0:
                    logo = stem.upper()
                    short = (
                        base
                        if rng.random() < 0.5
                        else (f"{stem} {desc.split()[0]}" if stem_first else stem)
                    )
                else:
                    logo, short = "", base
                sup = Supplier(
                    name=name,
                    logo=logo,
                    short=short,
                    tax=new_tax(region),
                    region=region,
                    trade=trade,
                    street=rng.choice(region.streets),
                    town=rng.choice(region.towns),
                    phone=fill(rng, region.phone),
                    fax=fill(rng, region.phone),
                    web=web_of(stem, region),
                    reg=fill(rng, region.reg_label),
                    numfmt=rng.choice(NUMFMTS[region.lang]),
                    codefmt=rng.choice(CODEFMTS),
                )
                made.append(sup)
            main, sister = made
            main = Supplier(**{**main.__dict__, "sister": sister.name})
            sister = Supplier(**{**sister.__dict__, "sister": main.name})
            registry[main.name] = main
            registry[sister.name] = sister
    return registry


# --------------------------------------------------------------------------- dates


def date_formats(lang: str, region: Region) -> list[tuple[Callable[[dt.date], str], bool]]:
    """(formatter, named) pairs suited to the language and region."""
    mon = lex.MONTHS[lang]
    short = lex.MONTHS_SHORT[lang]
    wd = lex.WEEKDAYS[lang]
    f: list[tuple[Callable[[dt.date], str], bool]] = []
    if region.order == "mdy":
        f += [
            (lambda d: f"{d.month:02d}/{d.day:02d}/{d.year}", False),
            (lambda d: f"{d.month}/{d.day}/{d.year}", False),
            (lambda d: f"{mon[d.month - 1]} {d.day}, {d.year}", True),
            (lambda d: f"{short[d.month - 1]} {d.day}, {d.year}", True),
        ]
        return f
    sep = {"de": ".", "nl": "-", "fr": "/", "it": "/", "es": "/", "en": "/"}[lang]
    f += [
        (lambda d: f"{d.day:02d}{sep}{d.month:02d}{sep}{d.year}", False),
        (lambda d: f"{d.day:02d}{sep}{d.month:02d}{sep}{d.year}", False),
        (lambda d: f"{d.day:02d}.{d.month:02d}.{d.year}", False),
        (lambda d: f"{d.year}-{d.month:02d}-{d.day:02d}", False),
        (lambda d: f"{d.day}/{d.month}/{d.year}", False),
    ]
    if lang == "en":
        f += [
            (lambda d: f"{d.day} {mon[d.month - 1]} {d.year}", True),
            (lambda d: f"{d.day:02d}-{short[d.month - 1]}-{d.year}", True),
            (lambda d: f"{d.day} {short[d.month - 1]} {d.year}", True),
            (lambda d: f"{wd[d.weekday()]}, {d.day} {mon[d.month - 1]} {d.year}", True),
        ]
    elif lang == "de":
        f += [
            (lambda d: f"{d.day}. {mon[d.month - 1]} {d.year}", True),
            (lambda d: f"{d.day:02d}. {short[d.month - 1]} {d.year}", True),
        ]
    elif lang == "fr":
        f += [
            (lambda d: f"{'1er' if d.day == 1 else d.day} {mon[d.month - 1]} {d.year}", True),
            (lambda d: f"{wd[d.weekday()]} {d.day} {mon[d.month - 1]} {d.year}", True),
            (lambda d: f"{d.day:02d} {short[d.month - 1]} {d.year}", True),
        ]
    elif lang == "nl":
        f += [
            (lambda d: f"{d.day} {mon[d.month - 1]} {d.year}", True),
            (lambda d: f"{d.day}-{short[d.month - 1]}-{d.year}", True),
        ]
    elif lang == "it":
        f += [
            (lambda d: f"{d.day} {mon[d.month - 1]} {d.year}", True),
            (lambda d: f"{d.day:02d}-{short[d.month - 1]}-{d.year}", True),
        ]
    else:
        f += [
            (lambda d: f"{d.day} de {mon[d.month - 1]} de {d.year}", True),
            (lambda d: f"{d.day:02d}-{short[d.month - 1]}-{d.year}", True),
            (lambda d: f"{d.day:02d}/{short[d.month - 1]}/{d.year}", True),
        ]
    return f


# --------------------------------------------------------------------------- canvas


@dataclass
class Run:
    x0: float
    y0: float
    x1: float
    y1: float
    t: str
    size: float
    cw: float
    graphic: bool = False


@dataclass
class Canvas:
    w: float
    h: float
    runs: list[Run] = field(default_factory=list)

    def text(
        self, x: float, y: float, s: str, size: float = 8.0, align: str = "l", bold: bool = False
    ) -> float:
        s = " ".join(s.split())
        if not s:
            return x
        cw = 0.56 if bold else 0.5
        width = len(s) * size * cw
        if width > self.w - 10:
            size *= (self.w - 10) / width
            width = self.w - 10
        x0 = x - width if align == "r" else x - width / 2 if align == "c" else x
        x0 = min(max(x0, 5.0), self.w - 5.0 - width)
        y0 = min(max(y, 4.0), self.h - 4.0 - size * 1.2)
        self.runs.append(Run(x0, y0, x0 + width, y0 + size * 1.2, s, size, cw))
        return x0 + width

    def barcode(self, x: float, y: float, w: float, h: float) -> None:
        self.runs.append(Run(x, y, x + w, y + h, "", h, 0.5, graphic=True))

    def kv(
        self,
        x: float,
        y: float,
        pairs: list[tuple[str, str]],
        gap: float,
        size: float = 8.0,
        step: float = 11.0,
        colon: bool = False,
    ) -> float:
        for label, value in pairs:
            if not value:
                continue
            lab = label + (":" if colon and not label.endswith(":") else "")
            self.text(x, y, lab, size)
            self.text(x + gap, y, value, size)
            y += step
        return y


# --------------------------------------------------------------------------- documents


@dataclass
class Item:
    code: str
    desc: str
    qty: int
    unit: str
    ordered: int


@dataclass
class Doc:
    rng: random.Random
    lang: str
    region: Region
    sup: Supplier
    doc_type: str
    number: str
    day: dt.date
    date_raw: str
    fmt: Callable[[dt.date], str]
    po: str
    customer: str
    cust_street: str
    cust_town: str
    site: str
    site_street: str
    site_town: str
    account: str
    our_order: str
    invoice_ref: str
    dn_ref: str
    tracking: str
    carrier: str
    person: str
    driver: str
    vehicle: str
    contract: str
    items: list[Item]
    items2: list[Item]
    pages: int
    repeat_no: bool
    date_key: str
    extra_dates: list[tuple[str, str]]
    labels: dict[str, str] = field(default_factory=dict)

    def L(self, key: str) -> str:
        if key not in self.labels:
            self.labels[key] = self.rng.choice(lex.LABELS[self.lang][key])
        return self.labels[key]

    @property
    def title(self) -> str:
        return self.L(self.doc_type)

    def no_label(self) -> str:
        if self.doc_type == "delivery_note":
            return self.L("no")
        return {"en": "No.", "de": "Nr.", "fr": "N°", "nl": "Nr.", "it": "N.", "es": "Nº"}[
            self.lang
        ]

    def dates(self) -> list[tuple[str, str]]:
        main = (self.L(self.date_key), self.date_raw)
        return [main, *self.extra_dates] if self.rng.random() < 0.6 else [*self.extra_dates, main]

    def refs(self) -> list[tuple[str, str]]:
        pairs = [
            (self.L("po"), self.po),
            (self.L("our_order"), self.our_order),
            (self.L("account"), self.account),
        ]
        if self.invoice_ref:
            pairs.append((self.L("invoice_ref"), self.invoice_ref))
        if self.dn_ref:
            pairs.append((self.L("ref_dn"), self.dn_ref))
        return pairs

    def page_mark(self, p: int) -> str:
        return self.L("page").format(p=p, n=self.pages)


# --------------------------------------------------------------------------- blocks


def letterhead(
    cv: Canvas, d: Doc, x: float, y: float, align: str = "l", logo: bool = True, name: bool = True
) -> float:
    s = d.sup
    if logo:
        cv.text(x, y, s.logo or s.short, 18.0, align, bold=True)
        y += 24
    if name:
        cv.text(x, y, s.name, 10.0, align, bold=True)
        y += 13
    cv.text(x, y, s.street, 7.5, align)
    y += 9.5
    cv.text(x, y, s.town, 7.5, align)
    y += 9.5
    cv.text(x, y, f"{d.L('phone')} {s.phone}  {d.L('fax')} {s.fax}", 7.5, align)
    y += 9.5
    cv.text(x, y, s.web, 7.5, align)
    return y + 12


def address(
    cv: Canvas, d: Doc, x: float, y: float, which: str, label: bool = True, size: float = 8.5
) -> float:
    if label:
        cv.text(x, y, d.L("deliver_to" if which == "site" else "invoice_to"), 7.0, bold=True)
        y += 10
    if which == "site":
        lines = [d.customer, d.site, d.site_street, d.site_town]
    else:
        lines = [d.customer, d.cust_street, d.cust_town]
    for line in lines:
        cv.text(x, y, line, size)
        y += size + 2.5
    return y + 4


def items_table(
    cv: Canvas, d: Doc, y: float, items: list[Item], cols: str = "cdqu", size: float = 8.0
) -> float:
    """Columns: c code, d description, q quantity, u unit, o ordered, b back-order, n pos."""
    xs: dict[str, float] = {}
    x = 40.0 if cv.w > 300 else 8.0
    widths = {"n": 24, "c": 70, "d": 230, "q": 40, "u": 34, "o": 44, "b": 40}
    scale = (cv.w - 2 * x) / sum(widths[c] for c in cols)
    for c in cols:
        xs[c] = x
        x += widths[c] * scale
    heads = {
        "n": "#",
        "c": d.L("code"),
        "d": d.L("desc"),
        "q": d.L("qty"),
        "u": d.L("unit"),
        "o": d.L("ordered"),
        "b": d.L("backorder"),
    }
    for c in cols:
        cv.text(xs[c], y, heads[c], size, bold=True)
    y += size + 6
    for k, it in enumerate(items, 1):
        vals = {
            "n": str(k),
            "c": it.code,
            "d": it.desc,
            "q": str(it.qty),
            "u": it.unit,
            "o": str(it.ordered),
            "b": str(it.ordered - it.qty),
        }
        for c in cols:
            text = vals[c]
            if c == "d":
                limit = int(widths["d"] * scale / (size * 0.5)) - 1
                text = text[: max(limit, 8)]
            cv.text(xs[c], y, text, size)
        y += size + 5
    return y + 6


def footer(cv: Canvas, d: Doc, legal: bool = True) -> None:
    s = d.sup
    y = cv.h - 52
    tax = f"{d.rng.choice(s.region.tax_label)} {s.tax}"
    bits = [s.name if legal else s.short or s.name, s.street, s.town]
    cv.text(cv.w / 2, y, " · ".join(bits), 6.5, "c")
    extra = [tax]
    if s.reg:
        extra.append(s.reg)
    if d.rng.random() < 0.5 and s.region.code not in ("US", "MX", "AU", "NZ", "SG"):
        extra.append("IBAN " + fill(d.rng, s.region.code[:2] + "## #### #### #### ####"))
    cv.text(cv.w / 2, y + 9, " · ".join(extra), 6.5, "c")
    if d.rng.random() < 0.5:
        cv.text(cv.w / 2, y + 18, d.L("terms"), 6.0, "c")


def sign_box(cv: Canvas, d: Doc, y: float) -> float:
    x = 40.0
    cv.text(x, y, d.L("received"), 8.0, bold=True)
    y += 16
    cv.text(x, y, d.L("print_name") + ": ____________________", 8.0)
    cv.text(x + 270, y, d.L("signature") + ": ____________________", 8.0)
    y += 16
    cv.text(x, y, d.L("time") + ": ________", 8.0)
    cv.text(x + 270, y, f"{d.L('driver')}: {d.driver}", 8.0)
    return y + 18


def carrier_line(cv: Canvas, d: Doc, x: float, y: float) -> float:
    cv.text(x, y, f"{d.L('carrier')}: {d.carrier}", 8.0)
    if d.tracking:
        cv.text(x + 200, y, f"{d.L('tracking')}: {d.tracking}", 8.0)
    return y + 12


# --------------------------------------------------------------------------- layouts

Layout = Callable[[Doc, Canvas], None]


def lay_erp_table(d: Doc, cv: Canvas) -> None:
    letterhead(cv, d, 40, 36, logo=d.rng.random() < 0.5)
    cv.text(cv.w - 40, 40, d.title, 16.0, "r", bold=True)
    y = 150.0
    heads = [(d.no_label(), d.number), *d.dates(), *d.refs()[:2]]
    heads = [(k, v) for k, v in heads if v]
    colw = (cv.w - 80) / len(heads)
    for i, (k, v) in enumerate(heads):
        cv.text(40 + i * colw, y, k, 7.0, bold=True)
        cv.text(40 + i * colw, y + 11, v, 8.0)
    y += 36
    address(cv, d, 40, y, "cust")
    y = address(cv, d, cv.w / 2, y, "site")
    y = items_table(cv, d, y + 8, d.items, "ncdqu")
    carrier_line(cv, d, 40, y)
    footer(cv, d)


def lay_erp_sidebar(d: Doc, cv: Canvas) -> None:
    letterhead(cv, d, cv.w - 40, 30, align="r")
    y = address(cv, d, 50, 140, "cust", label=False, size=9.5)
    cv.text(50, y + 14, f"{d.title} {d.number}", 14.0, bold=True)
    pairs = [*d.dates(), *d.refs(), (d.L("rep"), d.person)]
    cv.kv(cv.w - 230, 140, pairs, 95, colon=True)
    y = address(cv, d, 50, y + 42, "site")
    y = items_table(cv, d, y + 6, d.items, "cdoqb")
    sign_box(cv, d, y + 10)
    footer(cv, d)


def lay_din_block(d: Doc, cv: Canvas) -> None:
    s = d.sup
    cv.text(cv.w - 40, 30, s.logo or s.short, 20.0, "r", bold=True)
    cv.text(57, 128, f"{s.name} · {s.street} · {s.town}", 6.0)
    address(cv, d, 57, 142, "cust", label=False, size=9.5)
    pairs = [
        (d.no_label(), d.number),
        *d.dates(),
        *d.refs(),
        (d.L("rep"), d.person),
        (d.L("phone"), s.phone),
    ]
    cv.kv(cv.w - 210, 128, pairs, 88, size=7.5, step=10.5)
    cv.text(57, 262, d.title, 13.0, bold=True)
    y = address(cv, d, 57, 282, "site", size=8.0)
    y = items_table(cv, d, y + 4, d.items, "ncdqu")
    cv.text(57, y, d.L("thanks"), 8.0)
    footer(cv, d)


def lay_web_packing(d: Doc, cv: Canvas) -> None:
    s = d.sup
    cv.text(40, 34, s.logo or s.short, 22.0, bold=True)
    cv.text(cv.w - 40, 40, s.web, 8.0, "r")
    cv.text(40, 80, d.title, 15.0, bold=True)
    pairs = [
        (d.no_label(), d.number),
        (d.L("our_order"), "#" + d.our_order),
        *d.dates(),
        (d.L("po"), d.po),
        (d.L("carrier"), d.carrier),
        (d.L("tracking"), d.tracking),
    ]
    cv.kv(40, 104, pairs, 110, colon=True)
    address(cv, d, 340, 104, "site")
    y = items_table(cv, d, 220, d.items, "cdq")
    cv.text(40, y + 6, d.L("thanks"), 9.0)
    cv.text(40, cv.h - 40, f"{s.name} · {d.rng.choice(s.region.tax_label)} {s.tax}", 6.5)


def lay_receipt_sign(d: Doc, cv: Canvas) -> None:
    letterhead(cv, d, 40, 30)
    cv.text(cv.w - 40, 36, d.title, 15.0, "r", bold=True)
    cv.kv(cv.w - 200, 64, [(d.no_label(), d.number), *d.dates()], 80, colon=True)
    y = address(cv, d, 40, 150, "site")
    cv.kv(320, 150, d.refs(), 90, colon=True)
    y = items_table(cv, d, max(y, 210) + 4, d.items, "cdqu")
    y = sign_box(cv, d, y + 10)
    cv.text(40, y, f"{d.L('vehicle')}: {d.vehicle}", 8.0)
    footer(cv, d)


def lay_barcode_dispatch(d: Doc, cv: Canvas) -> None:
    letterhead(cv, d, 40, 30, logo=False)
    cv.text(cv.w - 40, 32, d.title, 16.0, "r", bold=True)
    cv.barcode(cv.w - 220, 60, 180, 34)
    cv.text(cv.w - 130, 98, d.number, 9.0, "c")
    y = address(cv, d, 40, 140, "site")
    cv.kv(320, 140, [*d.dates(), *d.refs()], 95, colon=True)
    y = items_table(cv, d, max(y, 220), d.items, "cdoq")
    carrier_line(cv, d, 40, y)
    footer(cv, d)


def lay_hire_delivery(d: Doc, cv: Canvas) -> None:
    letterhead(cv, d, 40, 30)
    cv.text(cv.w - 40, 36, d.title, 15.0, "r", bold=True)
    cv.text(cv.w - 40, 56, f"{d.no_label()} {d.number}", 11.0, "r", bold=True)
    mark = {
        "en": ("Delivery", "Collection"),
        "de": ("Lieferung", "Abholung"),
        "fr": ("Livraison", "Reprise"),
        "nl": ("Levering", "Ophalen"),
        "it": ("Consegna", "Ritiro"),
        "es": ("Entrega", "Recogida"),
    }[d.lang]
    cv.text(cv.w - 40, 74, f"[X] {mark[0]}   [ ] {mark[1]}", 9.0, "r")
    pairs = [(d.L("contract"), d.contract), (d.L("on_hire"), d.date_raw), *d.extra_dates, *d.refs()]
    d.labels[d.date_key] = d.L("on_hire")
    cv.kv(320, 150, pairs, 100, colon=True)
    y = address(cv, d, 40, 150, "site")
    y = items_table(cv, d, max(y, 240), d.items, "cdq")
    y = sign_box(cv, d, y + 10)
    footer(cv, d)


def lay_hire_service(d: Doc, cv: Canvas) -> None:
    s = d.sup
    cv.text(40, 30, s.logo or s.short, 20.0, bold=True)
    cv.text(40, 56, s.name, 8.5)
    cv.text(cv.w - 40, 30, d.title, 14.0, "r", bold=True)
    cv.text(cv.w - 40, 50, d.number, 12.0, "r", bold=True)
    cv.text(cv.w - 40, 66, f"{d.L(d.date_key)} {d.date_raw}", 9.0, "r")
    y = address(cv, d, 40, 100, "site")
    cv.kv(320, 100, [(d.L("contract"), d.contract), *d.extra_dates, *d.refs()], 100)
    y = items_table(cv, d, max(y, 190), d.items, "ncdq")
    cv.text(40, y, f"{d.L('driver')}: {d.driver}   {d.L('vehicle')}: {d.vehicle}", 8.0)
    sign_box(cv, d, y + 18)
    footer(cv, d)


def lay_letter(d: Doc, cv: Canvas) -> None:
    y = letterhead(cv, d, 40, 30, logo=False)
    address(cv, d, 40, y + 20, "cust", label=False, size=9.5)
    cv.kv(cv.w / 2 + 30, 40, [(d.no_label(), d.number), *d.dates(), *d.refs()], 95)
    greet = {
        "en": "Dear Sir or Madam,",
        "de": "Sehr geehrte Damen und Herren,",
        "fr": "Madame, Monsieur,",
        "nl": "Geachte heer/mevrouw,",
        "it": "Spett.le Cliente,",
        "es": "Estimado cliente:",
    }[d.lang]
    body = {
        "en": "we deliver the following goods to the above site:",
        "de": "wir liefern Ihnen folgende Waren an o. g. Baustelle:",
        "fr": "nous vous livrons les marchandises suivantes :",
        "nl": "hierbij leveren wij de volgende goederen:",
        "it": "Vi consegniamo la seguente merce:",
        "es": "les entregamos la siguiente mercancía:",
    }[d.lang]
    cv.text(40, 230, d.title, 13.0, bold=True)
    cv.text(40, 250, greet, 9.0)
    cv.text(40, 262, body, 9.0)
    y = address(cv, d, 40, 280, "site", size=8.0)
    y = items_table(cv, d, y, d.items, "cdqu")
    cv.text(40, y + 10, d.person, 9.0)
    footer(cv, d)


def lay_bilingual(d: Doc, cv: Canvas) -> None:
    bi = lex.BILINGUAL[d.lang]

    def b(key: str) -> str:
        return f"{bi[key][0]} / {bi[key][1]}"

    letterhead(cv, d, 40, 30)
    cv.text(cv.w - 40, 40, b("delivery_note"), 14.0, "r", bold=True)
    d.labels["no"] = b("no")
    d.labels[d.date_key] = b("date")
    d.labels["po"] = b("po")
    d.labels["our_order"] = b("our_order")
    d.labels["account"] = b("account")
    pairs = [
        (b("no"), d.number),
        (b("date"), d.date_raw),
        (b("po"), d.po),
        (b("our_order"), d.our_order),
        (b("account"), d.account),
    ]
    cv.kv(cv.w - 260, 70, pairs, 130)
    cv.text(40, 150, b("deliver_to"), 7.0, bold=True)
    y = address(cv, d, 40, 160, "site", label=False)
    y = max(y, 210.0)
    for key, x in (("code", 40.0), ("desc", 120.0), ("qty", 460.0)):
        cv.text(x, y, b(key), 7.5, bold=True)
    y = items_table(cv, d, y + 12, d.items, "cdq")
    cv.text(40, y + 8, f"{b('carrier')}: {d.carrier}", 8.0)
    cv.text(40, y + 30, f"{b('signature')}: ____________________", 8.0)
    footer(cv, d)


def lay_logo_footer(d: Doc, cv: Canvas) -> None:
    s = d.sup
    cv.text(40, 28, s.logo or s.short, 26.0, bold=True)
    cv.text(40, 60, f"{s.street}, {s.town} · {d.L('phone')} {s.phone}", 7.5)
    cv.text(cv.w - 40, 30, d.title, 14.0, "r")
    cv.kv(cv.w - 220, 54, [(d.no_label(), d.number), *d.dates(), *d.refs()], 90, colon=True)
    y = address(cv, d, 40, 150, "cust")
    y = address(cv, d, 40, y + 4, "site")
    y = items_table(cv, d, y + 4, d.items, "cdqu")
    carrier_line(cv, d, 40, y)
    footer(cv, d, legal=True)


def lay_shipto_top(d: Doc, cv: Canvas) -> None:
    y = address(cv, d, 40, 30, "site", size=10.0)
    cv.text(cv.w - 40, 30, d.account, 9.0, "r")
    y = letterhead(cv, d, 40, y + 14, logo=d.rng.random() < 0.4)
    cv.text(cv.w - 40, y - 50, d.title, 15.0, "r", bold=True)
    y = cv.kv(40, y + 6, [(d.no_label(), d.number), *d.dates(), *d.refs()], 100, colon=True)
    y = items_table(cv, d, y + 10, d.items, "cdqu")
    sign_box(cv, d, y + 6)
    footer(cv, d)


def lay_narrow_slip(d: Doc, cv: Canvas) -> None:
    s = d.sup
    c = cv.w / 2
    cv.text(c, 14, s.logo or s.short, 14.0, "c", bold=True)
    y = 34.0
    for line in (
        s.name,
        s.street,
        s.town,
        f"{d.L('phone')} {s.phone}",
        f"{d.rng.choice(s.region.tax_label)} {s.tax}",
    ):
        cv.text(c, y, line, 6.5, "c")
        y += 9
    y += 6
    cv.text(c, y, d.title.upper(), 9.5, "c", bold=True)
    y += 16
    pairs = [(d.no_label(), d.number), *d.dates(), *d.refs(), (d.L("rep"), d.person)]
    y = cv.kv(8, y, pairs, 80, size=6.5, step=9, colon=True)
    y += 6
    for it in d.items:
        cv.text(8, y, it.desc[:38], 6.5)
        cv.text(cv.w - 8, y + 8, f"{it.qty} {it.unit}  {it.code}", 6.5, "r")
        y += 19
    y += 6
    address(cv, d, 8, y, "site", size=6.5)
    cv.text(8, cv.h - 60, d.L("signature") + ": ______________", 7.0)
    cv.text(c, cv.h - 40, d.L("thanks"), 6.5, "c")


def lay_courier_manifest(d: Doc, cv: Canvas) -> None:
    s = d.sup
    cv.text(40, 30, s.short or s.name, 12.0, bold=True)
    cv.text(40, 46, f"{s.street}, {s.town}", 7.5)
    cv.text(cv.w - 40, 30, d.title, 14.0, "r", bold=True)
    cv.text(40, 80, f"{d.L('carrier')}: {d.carrier}", 11.0, bold=True)
    cv.text(40, 98, f"{d.L('tracking')}: {d.tracking}", 11.0, bold=True)
    cv.barcode(cv.w - 240, 76, 200, 30)
    cv.kv(40, 130, [(d.no_label(), d.number), *d.dates(), *d.refs()], 100, colon=True)
    address(cv, d, 330, 130, "site")
    pk = f"{d.L('packages')}: {d.rng.randint(1, 6)}   {d.L('weight')}: {d.rng.randint(4, 400)} kg"
    cv.text(40, 226, pk, 8.0)
    y = items_table(cv, d, 246, d.items, "ncdq")
    cv.text(40, y, d.L("thanks"), 8.0)
    footer(cv, d)


def lay_transport(d: Doc, cv: Canvas) -> None:
    letterhead(cv, d, 40, 30, logo=d.rng.random() < 0.5)
    cv.text(cv.w - 40, 30, d.title, 13.0, "r", bold=True)
    cv.text(cv.w - 40, 50, f"{d.no_label()} {d.number}", 10.0, "r")
    cv.text(cv.w - 40, 64, f"{d.L(d.date_key)} {d.date_raw}", 10.0, "r")
    address(cv, d, 40, 150, "cust")
    address(cv, d, 320, 150, "site")
    y = 220.0
    cells = [
        *d.extra_dates,
        *d.refs(),
        (d.L("carrier"), d.carrier),
        (d.L("packages"), str(d.rng.randint(1, 9))),
        (d.L("weight"), f"{d.rng.randint(10, 900)} kg"),
    ]
    cells = [(k, v) for k, v in cells if v]
    for i, (k, v) in enumerate(cells):
        x = 40 + (i % 3) * 175
        yy = y + (i // 3) * 24
        cv.text(x, yy, k, 6.5)
        cv.text(x, yy + 9, v, 8.5)
    y += ((len(cells) + 2) // 3) * 24 + 10
    y = items_table(cv, d, y, d.items, "cduq")
    cv.text(40, y + 10, f"{d.L('signature')} {d.L('driver').lower()}: __________", 8.0)
    cv.text(320, y + 10, f"{d.L('received')}: __________", 8.0)
    footer(cv, d)


def lay_us_packing(d: Doc, cv: Canvas) -> None:
    letterhead(cv, d, 40, 30, logo=d.rng.random() < 0.6)
    cv.text(cv.w - 40, 30, d.title.upper(), 16.0, "r", bold=True)
    cv.kv(cv.w - 200, 56, [(d.no_label(), d.number), (d.L(d.date_key), d.date_raw)], 70)
    address(cv, d, 40, 150, "cust")
    address(cv, d, 320, 150, "site")
    y = 222.0
    heads = [
        (d.L("po"), d.po),
        *d.extra_dates,
        (d.L("carrier"), d.carrier),
        (d.L("our_order"), d.our_order),
        (d.L("account"), d.account),
    ]
    heads = [(k, v) for k, v in heads if v]
    colw = (cv.w - 80) / len(heads)
    for i, (k, v) in enumerate(heads):
        cv.text(40 + i * colw, y, k, 6.5, bold=True)
        cv.text(40 + i * colw, y + 10, v, 8.0)
    y = items_table(cv, d, y + 34, d.items, "cdoqb")
    if d.tracking:
        cv.text(40, y, f"{d.L('tracking')}: {d.tracking}", 8.0)
    footer(cv, d)


def lay_footer_number(d: Doc, cv: Canvas) -> None:
    letterhead(cv, d, 40, 30)
    cv.text(cv.w - 40, 36, d.title, 16.0, "r", bold=True)
    y = address(cv, d, 40, 150, "site")
    cv.kv(330, 150, [*d.dates(), *d.refs()], 95, colon=True)
    y = items_table(cv, d, max(y, 230), d.items, "cdqu")
    carrier_line(cv, d, 40, y)
    footer(cv, d)
    cv.text(40, cv.h - 24, f"{d.title} {d.no_label()} {d.number}", 8.0, bold=True)


def lay_inline(d: Doc, cv: Canvas) -> None:
    letterhead(cv, d, cv.w / 2, 26, align="c")
    cv.text(cv.w / 2, 122, d.title, 15.0, "c", bold=True)
    line = f"{d.no_label()} {d.number}   {d.L(d.date_key)} {d.date_raw}"
    if d.po:
        line += f"   {d.L('po')} {d.po}"
    cv.text(40, 146, line, 9.0)
    cv.kv(
        40, 164, [*d.extra_dates, (d.L("our_order"), d.our_order), (d.L("account"), d.account)], 95
    )
    y = address(cv, d, 320, 164, "site")
    y = items_table(cv, d, max(y, 220), d.items, "ncdqu")
    sign_box(cv, d, y)
    footer(cv, d)


def lay_weighbridge(d: Doc, cv: Canvas) -> None:
    s = d.sup
    cv.text(40, 30, s.logo or s.short, 20.0, bold=True)
    cv.text(40, 56, s.name, 9.0)
    cv.text(40, 67, f"{s.street}, {s.town}", 7.5)
    cv.text(cv.w - 40, 30, d.title, 14.0, "r", bold=True)
    cv.text(cv.w - 40, 50, f"{d.no_label()} {d.number}", 12.0, "r", bold=True)
    gross = d.rng.randint(18000, 32000)
    tare = d.rng.randint(9000, 12000)
    wl = {
        "en": ("Gross", "Tare", "Net", "Time in", "Time out"),
        "de": ("Brutto", "Tara", "Netto", "Einfahrt", "Ausfahrt"),
        "fr": ("Brut", "Tare", "Net", "Entrée", "Sortie"),
        "nl": ("Bruto", "Tarra", "Netto", "In", "Uit"),
        "it": ("Lordo", "Tara", "Netto", "Entrata", "Uscita"),
        "es": ("Bruto", "Tara", "Neto", "Entrada", "Salida"),
    }[d.lang]
    pairs = [
        *d.dates(),
        (wl[3], "07:42"),
        (wl[4], "08:05"),
        (d.L("vehicle"), d.vehicle),
        (d.L("driver"), d.driver),
        *d.refs(),
    ]
    y = cv.kv(40, 96, pairs, 100, colon=True)
    cv.kv(
        330,
        96,
        [(wl[0], f"{gross} kg"), (wl[1], f"{tare} kg"), (wl[2], f"{gross - tare} kg")],
        60,
        size=10.0,
        step=15,
    )
    y = address(cv, d, 330, 160, "site")
    y = items_table(cv, d, max(y, 240), d.items, "cdqu")
    sign_box(cv, d, y)
    footer(cv, d)


def lay_docket_grid(d: Doc, cv: Canvas) -> None:
    letterhead(cv, d, 40, 30, logo=d.rng.random() < 0.5)
    cv.text(cv.w - 40, 34, d.title.upper(), 15.0, "r", bold=True)
    cells = [
        (d.no_label(), d.number),
        *d.dates(),
        *d.refs(),
        (d.L("carrier"), d.carrier),
        (d.L("rep"), d.person),
    ]
    cells = [(k, v) for k, v in cells if v]
    y0 = 150.0
    for i, (k, v) in enumerate(cells):
        x = 40 + (i % 4) * 130
        y = y0 + (i // 4) * 28
        cv.text(x + 2, y, k, 6.0)
        cv.text(x + 2, y + 10, v, 9.0, bold=(i == 0))
    y = y0 + ((len(cells) + 3) // 4) * 28 + 10
    y = address(cv, d, 40, y, "site")
    y = items_table(cv, d, y, d.items, "cdoqb")
    sign_box(cv, d, y)
    footer(cv, d)


def lay_boxed_title(d: Doc, cv: Canvas) -> None:
    letterhead(cv, d, 40, 30, logo=True, name=d.rng.random() < 0.5)
    x = cv.w - 220
    cv.text(x, 36, d.title, 13.0, bold=True)
    cv.text(x, 56, d.no_label(), 7.0)
    cv.text(x, 65, d.number, 12.0, bold=True)
    cv.text(x + 100, 56, d.L(d.date_key), 7.0)
    cv.text(x + 100, 65, d.date_raw, 9.0)
    address(cv, d, x, 110, "cust")
    cv.kv(40, 150, [*d.extra_dates, *d.refs()], 95, colon=True)
    y = address(cv, d, 40, 230, "site")
    y = items_table(cv, d, y, d.items, "ncdqu")
    carrier_line(cv, d, 40, y)
    legal = d.rng.random() < 0.7
    footer(cv, d, legal=legal)
    if not legal:
        cv.text(40, cv.h - 24, d.sup.name, 6.5)


@dataclass(frozen=True)
class Spec:
    name: str
    family: str
    draw: Layout
    generic: bool  # fit for non-delivery documents too
    trades: frozenset[str] | None = None
    regions: frozenset[str] | None = None
    narrow: bool = False


LAYOUTS: tuple[Spec, ...] = (
    Spec("erp_table", "erp", lay_erp_table, True),
    Spec("erp_sidebar", "erp", lay_erp_sidebar, True),
    Spec("din_block", "erp", lay_din_block, True),
    Spec(
        "web_packing",
        "web",
        lay_web_packing,
        False,
        frozenset({"consumables", "signage", "data", "electrical", "paints", "fire"}),
    ),
    Spec("receipt_sign", "receipt", lay_receipt_sign, False),
    Spec("barcode_dispatch", "dispatch", lay_barcode_dispatch, False),
    Spec("hire_delivery", "hire", lay_hire_delivery, False, lex.HIRE_TRADES),
    Spec("hire_service", "hire", lay_hire_service, False, lex.HIRE_TRADES),
    Spec("letter", "letter", lay_letter, True),
    Spec(
        "bilingual",
        "bilingual",
        lay_bilingual,
        False,
        None,
        frozenset({"DE", "AT", "BE", "CH", "MX", "NL"}),
    ),
    Spec("logo_footer", "logo", lay_logo_footer, True),
    Spec("shipto_top", "shipto", lay_shipto_top, False),
    Spec(
        "narrow_slip",
        "slip",
        lay_narrow_slip,
        False,
        frozenset(
            {
                "electrical",
                "plumbing",
                "paints",
                "consumables",
                "landscaping",
                "glazing",
                "flooring",
            }
        ),
        narrow=True,
    ),
    Spec("courier_manifest", "dispatch", lay_courier_manifest, False),
    Spec(
        "transport_doc",
        "transport",
        lay_transport,
        False,
        None,
        frozenset({"IT", "CH", "ES", "MX", "FR", "BE", "LU"}),
    ),
    Spec("us_packing", "us", lay_us_packing, True, None, frozenset({"US", "MX", "SG", "AU"})),
    Spec("footer_number", "footer", lay_footer_number, False),
    Spec("inline_header", "erp", lay_inline, True),
    Spec(
        "weighbridge",
        "ticket",
        lay_weighbridge,
        False,
        frozenset({"landscaping", "fencing", "welfare"}),
    ),
    Spec("docket_grid", "docket", lay_docket_grid, True),
    Spec("boxed_title", "erp", lay_boxed_title, True),
)


def continuation(d: Doc, cv: Canvas) -> None:
    s = d.sup
    cv.text(40, 30, s.logo or s.short or s.name, 14.0, bold=True)
    cv.text(cv.w - 40, 30, d.page_mark(2), 8.0, "r")
    y = 56.0
    if d.repeat_no:
        cv.text(40, y, f"{d.title} {d.no_label()} {d.number} - {d.L('continued')}", 9.0)
        y += 16
    else:
        cv.text(40, y, d.L("continued"), 9.0)
        y += 16
    y = items_table(cv, d, y + 6, d.items2, "cdqu")
    cv.text(40, y + 10, f"{d.L('signature')}: ____________________", 8.0)
    cv.text(cv.w / 2, cv.h - 30, d.page_mark(2), 7.0, "c")


# --------------------------------------------------------------------------- OCR

CONFUSE: dict[str, str] = {
    "0": "O",
    "O": "0",
    "o": "0",
    "1": "l",
    "l": "1",
    "I": "l",
    "i": "1",
    "5": "S",
    "S": "5",
    "8": "B",
    "B": "8",
    "2": "Z",
    "Z": "2",
    "6": "b",
    "g": "9",
    "e": "c",
    "a": "o",
    "-": "~",
}


def strip_accents(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))


def corrupt(rng: random.Random, s: str) -> str:
    for _ in range(rng.choice((1, 1, 1, 2))):
        op = rng.random()
        if op < 0.4:
            idx = [i for i, ch in enumerate(s) if ch in CONFUSE]
            if idx:
                i = rng.choice(idx)
                s = s[:i] + CONFUSE[s[i]] + s[i + 1 :]
        elif op < 0.5 and ("m" in s or "rn" in s):
            s = s.replace("rn", "m", 1) if "rn" in s else s.replace("m", "rn", 1)
        elif op < 0.6 and s != strip_accents(s):
            s = strip_accents(s)
        elif op < 0.72 and " " in s:
            i = rng.choice([i for i, ch in enumerate(s) if ch == " "])
            s = s[:i] + s[i + 1 :]
        elif op < 0.8 and "." in s:
            i = rng.choice([i for i, ch in enumerate(s) if ch == "."])
            s = s[:i] + s[i + 1 :]
        elif op < 0.9 and len(s) > 3:
            i = rng.randrange(len(s))
            s = s[:i] + rng.choice("~'`^°¦,;") + s[i + 1 :]
        elif len(s) > 4:
            i = rng.randrange(1, len(s) - 1)
            s = s[:i] + " " + s[i:]
    return s


def ocr_runs(rng: random.Random, runs: list[Run]) -> list[Run]:
    """Text runs as an engine reads them: close neighbours on a line merged, some split,
    barcodes read as bars."""
    ordered = sorted(runs, key=lambda r: (round(r.y0 / 3), r.x0))
    out: list[Run] = []
    for r in ordered:
        if r.graphic:
            if rng.random() < 0.5:
                bars = "".join(rng.choice("|| l I!") for _ in range(int((r.x1 - r.x0) / 5)))
                out.append(Run(r.x0, r.y0, r.x1, r.y1, bars.strip() or "|||", r.size * 0.5, 0.5))
            continue
        prev = out[-1] if out else None
        if (
            prev is not None
            and not prev.graphic
            and abs(prev.y0 - r.y0) < 2.0
            and 0 <= r.x0 - prev.x1 < 1.6 * r.size
            and rng.random() < 0.7
        ):
            joiner = "" if rng.random() < 0.1 else " "
            out[-1] = Run(
                prev.x0,
                min(prev.y0, r.y0),
                r.x1,
                max(prev.y1, r.y1),
                prev.t + joiner + r.t,
                max(prev.size, r.size),
                r.cw,
            )
            continue
        if " " in r.t and rng.random() < 0.05:
            cut = rng.choice([i for i, ch in enumerate(r.t) if ch == " "])
            xm = r.x0 + (r.x1 - r.x0) * cut / len(r.t)
            out.append(Run(r.x0, r.y0, xm, r.y1, r.t[:cut], r.size, r.cw))
            out.append(Run(xm + r.size * 0.5, r.y0, r.x1, r.y1, r.t[cut + 1 :], r.size, r.cw))
            continue
        out.append(Run(r.x0, r.y0, r.x1, r.y1, r.t, r.size, r.cw))
    return out


def render(rng: random.Random, cv: Canvas, kind: str) -> dict[str, Any]:
    if kind == "digital":
        words: list[dict[str, Any]] = []
        for r in cv.runs:
            if r.graphic:
                continue
            pos = 0
            step = (r.x1 - r.x0) / len(r.t)
            for w in r.t.split(" "):
                if w:
                    x0 = r.x0 + pos * step
                    words.append(
                        {
                            "t": w,
                            "x0": round(x0, 2),
                            "y0": round(r.y0, 2),
                            "x1": round(x0 + len(w) * step, 2),
                            "y1": round(r.y1, 2),
                            "c": 1.0,
                        }
                    )
                pos += len(w) + 1
        return {"words": words, "width": cv.w, "height": cv.h}
    photo = kind == "photo"
    scale = rng.uniform(1.9, 2.6) if photo else 1.0
    angle = math.radians(rng.uniform(-2.2, 2.2) if photo else rng.uniform(-0.7, 0.7))
    persp = rng.uniform(-0.06, 0.06) if photo else 0.0
    margin = rng.uniform(20, 60) * scale if photo else 0.0
    dx, dy = (rng.uniform(-5, 5), rng.uniform(-5, 5)) if not photo else (0.0, 0.0)
    width, height = cv.w * scale + 2 * margin, cv.h * scale + 2 * margin
    cx, cy = cv.w / 2, cv.h / 2
    ca, sa = math.cos(angle), math.sin(angle)

    def tf(x: float, y: float) -> tuple[float, float]:
        x = cx + (x - cx) * (1 + persp * (y - cy) / cv.h * 2)
        rx = cx + (x - cx) * ca - (y - cy) * sa
        ry = cy + (x - cx) * sa + (y - cy) * ca
        return rx * scale + margin + dx, ry * scale + margin + dy

    fault_rate = 0.4 if photo else 0.28
    out: list[dict[str, Any]] = []
    for r in ocr_runs(rng, cv.runs):
        text = r.t
        faulty = rng.random() < fault_rate
        if faulty:
            text = corrupt(rng, text)
        text = " ".join(text.split())
        if not text:
            continue
        pts = [tf(r.x0, r.y0), tf(r.x1, r.y0), tf(r.x0, r.y1), tf(r.x1, r.y1)]
        x0 = max(0.5, min(p[0] for p in pts))
        x1 = min(width - 0.5, max(p[0] for p in pts))
        y0 = max(0.5, min(p[1] for p in pts))
        y1 = min(height - 0.5, max(p[1] for p in pts))
        if x1 - x0 < 1 or y1 - y0 < 1:
            continue
        conf = rng.uniform(0.6, 0.86) if faulty else rng.uniform(0.84, 0.99)
        if photo:
            conf = max(0.6, conf - 0.03)
        out.append(
            {
                "t": text,
                "x0": round(x0, 2),
                "y0": round(y0, 2),
                "x1": round(x1, 2),
                "y1": round(y1, 2),
                "c": round(conf, 3),
            }
        )
    return {"words": out, "width": round(width, 2), "height": round(height, 2)}


# --------------------------------------------------------------------------- sample


def make_items(rng: random.Random, sup: Supplier, lang: str, n: int) -> list[Item]:
    table = lex.ITEMS[sup.trade]
    li = lex.LANGS.index(lang)
    out = []
    for _ in range(n):
        row = rng.choice(table)
        qty = rng.choice((1, 1, 2, 4, 5, 10, 12, 20, 25, 50, 100))
        ordered = qty + (rng.choice((0, 0, 0, 1, 2, 5)) if qty > 2 else 0)
        out.append(Item(fill(rng, sup.codefmt), row[li], qty, rng.choice(lex.UNITS[lang]), ordered))
    return out


def choose_doc_type(rng: random.Random) -> str:
    if rng.random() < 0.13:
        return rng.choice(
            ("invoice", "invoice", "order_confirmation", "credit_note", "quotation", "statement")
        )
    return "delivery_note"


def generate(seed: int = 181, count: int = 120) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    rng = random.Random(seed)
    registry = make_registry(rng)
    mains = [s for s in registry.values() if s.logo]
    by_region: dict[str, list[Supplier]] = {}
    for s in mains:
        by_region.setdefault(s.region.code, []).append(s)
    po_fmts: dict[str, str] = {}
    kinds = ("digital", "scan", "photo")
    start = dt.date(2023, 1, 2)
    for i in range(count):
        region = rng.choices(lex.REGIONS, weights=[r.weight for r in lex.REGIONS])[0]
        lang = region.lang
        if region.code == "BE" and rng.random() < 0.45:
            lang = "nl"
        sup = rng.choices(by_region[region.code], weights=(5, 3, 2, 1))[0]
        kind = rng.choices(kinds, weights=(45, 35, 20))[0]
        doc_type = choose_doc_type(rng)
        specs = [
            s
            for s in LAYOUTS
            if (s.trades is None or sup.trade in s.trades)
            and (s.regions is None or region.code in s.regions)
            and (doc_type == "delivery_note" or s.generic)
        ]
        spec = rng.choices(
            specs,
            weights=[
                1 if s.generic else 1.5 if s.trades is None and s.regions is None else 4
                for s in specs
            ],
        )[0]
        if spec.name == "bilingual" and lang not in lex.BILINGUAL:
            spec = LAYOUTS[0]
        day = start + dt.timedelta(days=rng.randrange(0, 1080))
        fmts = date_formats(lang, region)
        fmt, _ = rng.choice(fmts)
        customer = rng.choice(lex.CUSTOMERS[region.code])
        if customer not in po_fmts:
            po_fmts[customer] = rng.choice(PO_FMTS)
        po_fmt = po_fmts[customer]
        has_po = rng.random() < 0.78 and doc_type not in ("quotation", "statement")
        po = fill(rng, po_fmt, day) if has_po else ""
        number = fill(
            rng,
            sup.numfmt if doc_type == "delivery_note" else rng.choice(OTHER_NUMS[doc_type]),
            day,
        )
        two_page = doc_type == "delivery_note" and not spec.narrow and rng.random() < 0.16
        pages = 2 if two_page else 1
        n1 = rng.randint(6, 10) if two_page else rng.randint(2, 7)
        date_key = "date" if doc_type != "delivery_note" or rng.random() < 0.5 else "deliv_date"
        extra: list[tuple[str, str]] = []
        lab = lex.LABELS[lang]
        if rng.random() < 0.6:
            extra.append(
                (rng.choice(lab["order_date"]), fmt(day - dt.timedelta(days=rng.randint(1, 21))))
            )
        if date_key == "deliv_date" and rng.random() < 0.5:
            extra.append(
                (rng.choice(lab["ship_date"]), fmt(day - dt.timedelta(days=rng.randint(1, 2))))
            )
        if doc_type in ("invoice", "statement") or rng.random() < 0.15:
            extra.append((rng.choice(lab["due_date"]), fmt(day + dt.timedelta(days=30))))
        if rng.random() < 0.25:
            pday = day - dt.timedelta(days=rng.randint(0, 1))
            extra.append(
                (
                    rng.choice(lab["print_date"]),
                    f"{fmt(pday)} 0{rng.randint(6, 9)}:{rng.randint(10, 59)}",
                )
            )
        people = lex.PEOPLE[lang]
        d = Doc(
            rng=rng,
            lang=lang,
            region=region,
            sup=sup,
            doc_type=doc_type,
            number=number,
            day=day,
            date_raw=fmt(day),
            fmt=fmt,
            po=po,
            customer=customer,
            cust_street=rng.choice(region.streets),
            cust_town=rng.choice(region.towns),
            site=rng.choice(lex.SITES[lang]),
            site_street=rng.choice(lex.SITE_STREETS[lang]),
            site_town=rng.choice(region.towns),
            account=fill(rng, rng.choice(("C#####", "######", "K-#####", "10####", "AAA###"))),
            our_order=fill(rng, rng.choice(OTHER_NUMS["order_confirmation"]), day),
            invoice_ref=fill(rng, rng.choice(OTHER_NUMS["invoice"]), day)
            if rng.random() < 0.25 and doc_type == "delivery_note"
            else "",
            dn_ref=fill(rng, sup.numfmt, day) if doc_type == "invoice" else "",
            tracking=fill(
                rng,
                rng.choice(
                    ("1Z###A##0#########", "JD01460000########", "###########", "AA#########AA")
                ),
            ),
            carrier=rng.choice(region.carriers),
            person=rng.choice(people),
            driver=rng.choice(people),
            vehicle=fill(rng, rng.choice(("AA## AAA", "A-AA ####", "##-AAA-#", "AA###AA"))),
            contract=fill(rng, rng.choice(("HC######", "MV-#####", "##-#####"))),
            items=make_items(rng, sup, lang, n1),
            items2=make_items(rng, sup, lang, rng.randint(3, 8)) if two_page else [],
            pages=pages,
            repeat_no=rng.random() < 0.5,
            date_key=date_key,
            extra_dates=extra,
        )
        if spec.name in ("hire_delivery",):
            d.extra_dates = [
                (d.L("off_hire"), fmt(day + dt.timedelta(days=rng.randint(14, 90)))),
                *[e for e in extra if "due" not in e[0].lower()],
            ]
        w, h = (226.0, 700.0) if spec.narrow else region.paper
        cv = Canvas(w, h)
        spec.draw(d, cv)
        if two_page:
            cv.text(cv.w - 40, cv.h - 30, d.page_mark(1), 7.5, "r")
        page = render(rng, cv, kind)
        if two_page:
            cv2 = Canvas(w, h)
            continuation(d, cv2)
            page["next_pages"] = [render(rng, cv2, kind)]
        extras = host_extras(rng, sup, registry, mains, po, po_fmt, day)
        truth: dict[str, Any] = {
            "file": f"seventeenth-{i:03d}-{spec.name}-{lang}-{kind}",
            "kind": kind,
            "layout": spec.name,
            "language": lang,
            "family": spec.family,
            "doc_type": doc_type,
            "document_number": number,
            "date": day.isoformat(),
            "date_raw": d.date_raw,
            "date_order": region.order,
            "po_number": po,
            "supplier": sup.name,
            "supplier_aliases": sup.aliases(),
            "supplier_tax_id": sup.tax,
            "pages": pages,
            "trade": sup.trade,
            "host_extra_suppliers": extras[0],
            "host_extra_pos": extras[1],
        }
        yield truth, page


def host_extras(
    rng: random.Random,
    sup: Supplier,
    registry: dict[str, Supplier],
    mains: list[Supplier],
    po: str,
    po_fmt: str,
    day: dt.date,
) -> tuple[list[dict[str, Any]], list[dict[str, str]]]:
    n = rng.randint(2, 4)
    chosen: list[Supplier] = []
    if rng.random() < 0.5:
        chosen.append(registry[sup.sister])
    same = [s for s in mains if s.region.code == sup.region.code and s.name != sup.name]
    others = [s for s in mains if s.region.code != sup.region.code]
    rng.shuffle(same)
    pool = same + rng.sample(others, 4)
    for s in pool:
        if len(chosen) >= n:
            break
        if s.name not in (sup.name, *[c.name for c in chosen]):
            chosen.append(s)
    pos: list[dict[str, str]] = []
    numbers: set[str] = {po}
    for _ in range(rng.randint(1, 3)):
        while True:
            other = fill(rng, po_fmt, day)
            if other not in numbers:
                break
        numbers.add(other)
        pos.append({"po_number": other, "supplier": rng.choice(chosen).name})
    if po and rng.random() < 0.4:
        miss = near_miss(rng, po)
        if miss not in numbers:
            pos[0]["po_number"] = miss
    return [s.host() for s in chosen], pos


if __name__ == "__main__":
    for t, p in generate(181, 12):
        print(t["file"], t["document_number"], t["date_raw"], t["po_number"], len(p["words"]))
