"""Sixteenth held-out sample: delivery paperwork as it arrives on construction sites.

Ready-mix tickets, weighbridge tickets, rebar, scaffold and plant hire, builders' merchants,
blocks on pallets, roofing, timber, drainage, skips — in English (UK, IE, US, AU, NZ, CA),
German, French, Dutch, Italian and Spanish; printed with a text layer ("digital", one entry
per word) or scanned / photographed (one entry per printed line run, with an OCR engine's
faults and the page's skew).

``generate(seed, count)`` yields ``(truth, page)``; see the module's tests for the contract.
"""

from __future__ import annotations

import datetime as dt
import math
import random
import re
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import sixteenth_lex as lex

A4 = (595.0, 842.0)
LETTER = (612.0, 792.0)
A5L = (595.0, 420.0)
A5P = (420.0, 595.0)
ROLL = 226.0

LONG_TRADES = (
    "merchant",
    "rebar",
    "scaffold",
    "plant hire",
    "blocks",
    "roofing",
    "timber",
    "drainage",
)
WEIGH_TRADES = ("aggregates", "asphalt", "waste")


# --------------------------------------------------------------------------- canvas


def text_width(s: str, size: float, bold: bool = False) -> float:
    """A proportional font's width estimate of ``s`` at ``size`` points."""
    w = 0.0
    for ch in s:
        if ch == " ":
            w += 0.28
        elif ch in "il.,:;'|!()[]/·":
            w += 0.3
        elif ch in "mwMW@":
            w += 0.84
        elif ch.isupper():
            w += 0.67
        elif ch.isdigit():
            w += 0.556
        else:
            w += 0.5
    return w * size * (1.06 if bold else 1.0)


@dataclass
class Run:
    text: str
    x: float
    y: float
    size: float
    bold: bool = False
    hand: bool = False

    @property
    def x1(self) -> float:
        return self.x + text_width(self.text, self.size, self.bold)


class Canvas:
    def __init__(self, w: float, h: float) -> None:
        self.w = w
        self.h = h
        self.runs: list[Run] = []

    def text(
        self,
        x: float,
        y: float,
        s: str,
        size: float = 8.5,
        bold: bool = False,
        align: str = "l",
        hand: bool = False,
    ) -> float:
        """Print ``s`` with its top at ``y``; ``align`` l/r/c about ``x``. Returns the right
        edge."""
        s = " ".join(s.split())
        if not s:
            return x
        width = text_width(s, size, bold)
        room = self.w - 12
        if width > room:
            size *= room / width
            width = text_width(s, size, bold)
        if align == "r":
            x -= width
        elif align == "c":
            x -= width / 2
        x = min(max(x, 6.0), self.w - 6 - width)
        y = min(max(y, 4.0), self.h - size - 4)
        self.runs.append(Run(s, x, y, size, bold, hand))
        return x + width

    def lines(
        self,
        x: float,
        y: float,
        rows: list[str],
        size: float = 8.0,
        lh: float = 1.3,
        bold_first: bool = False,
        align: str = "l",
    ) -> float:
        for k, row in enumerate(rows):
            self.text(x, y, row, size, bold_first and k == 0, align)
            y += size * lh
        return y

    def bottom(self) -> float:
        return max((r.y + r.size for r in self.runs), default=0.0)


def wrap(s: str, width: float, size: float) -> list[str]:
    out: list[str] = []
    cur = ""
    for word in s.split():
        cand = f"{cur} {word}".strip()
        if cur and text_width(cand, size) > width:
            out.append(cur)
            cur = word
        else:
            cur = cand
    if cur:
        out.append(cur)
    return out


# --------------------------------------------------------------------------- rendering


def render_digital(c: Canvas) -> dict[str, Any]:
    words: list[dict[str, Any]] = []
    for r in c.runs:
        pos = 0
        for word in r.text.split(" "):
            start = pos
            pos += len(word) + 1
            if not word:
                continue
            x0 = r.x + text_width(r.text[:start], r.size, r.bold)
            x1 = x0 + text_width(word, r.size, r.bold)
            box = _clamp(x0, r.y, x1, r.y + r.size, c.w, c.h)
            if box:
                words.append({"t": word, **box, "c": 1.0})
    return {"words": words, "width": c.w, "height": c.h}


def _clamp(
    x0: float, y0: float, x1: float, y1: float, w: float, h: float
) -> dict[str, float] | None:
    x0, x1 = max(0.0, min(x0, w - 1)), max(0.0, min(x1, w))
    y0, y1 = max(0.0, min(y0, h - 1)), max(0.0, min(y1, h))
    if x1 - x0 < 0.5 or y1 - y0 < 0.5:
        return None
    return {"x0": round(x0, 2), "y0": round(y0, 2), "x1": round(x1, 2), "y1": round(y1, 2)}


CONFUSIONS: dict[str, list[str]] = {
    "0": ["O", "o", "D"],
    "O": ["0", "D"],
    "o": ["0", "a"],
    "1": ["l", "I", "i", "7"],
    "l": ["1", "I", "|"],
    "I": ["1", "l"],
    "5": ["S", "s"],
    "S": ["5", "$"],
    "8": ["B", "3"],
    "B": ["8", "E"],
    "2": ["Z"],
    "Z": ["2"],
    "6": ["G", "b"],
    "G": ["6", "C"],
    "e": ["c", "o"],
    "c": ["e"],
    "u": ["v", "n"],
    "n": ["h", "u"],
    "h": ["b", "n"],
    ",": ["."],
    ".": [","],
    ":": [";", "."],
    "/": ["l", "1"],
    "3": ["8"],
    "4": ["A"],
    "7": ["1", "T"],
    "g": ["9", "q"],
    "a": ["o", "e"],
    "t": ["f", "l"],
    "f": ["t"],
    "r": ["t"],
    "E": ["F"],
    "D": ["O", "0"],
}


def strip_accent(ch: str) -> str:
    base = unicodedata.normalize("NFKD", ch)
    return "".join(b for b in base if not unicodedata.combining(b)) or ch


def corrupt(s: str, rng: random.Random, rate: float, accent_p: float) -> tuple[str, int]:
    """``s`` as an OCR engine might read it, and how many faults went in."""
    out: list[str] = []
    faults = 0
    i = 0
    while i < len(s):
        ch = s[i]
        r = rng.random()
        if ch == "r" and s[i + 1 : i + 2] == "n" and r < rate * 6:
            out.append("m")
            faults += 1
            i += 2
            continue
        if ch == "m" and r < rate * 1.5:
            out.append("rn")
            faults += 1
        elif strip_accent(ch) != ch:
            if r < accent_p:
                out.append(strip_accent(ch))
                faults += 1
            else:
                out.append(ch)
        elif ch == " " and r < rate * 3:
            faults += 1  # dropped space
        elif ch == "." and r < rate * 8:
            faults += 1  # dropped dot
        elif ch in CONFUSIONS and r < rate:
            out.append(rng.choice(CONFUSIONS[ch]))
            faults += 1
        elif ch.isalnum() and r < rate * 0.12:
            out.append(rng.choice("~'`;:|*^"))
            faults += 1
        elif ch.isalnum() and r < rate * 0.2:
            out.append(ch + " ")  # a space split into a word
            faults += 1
        else:
            out.append(ch)
        i += 1
    return "".join(out).strip(), faults


Point = tuple[float, float]


def render_ocr(c: Canvas, rng: random.Random, kind: str) -> dict[str, Any]:
    """The page as an OCR engine returns it: one entry per printed line run."""
    # 1. line runs: runs on one baseline close enough together read as one
    runs = sorted(c.runs, key=lambda r: (round(r.y / 3), r.x))
    merged: list[tuple[str, float, float, float, float, bool, float]] = []
    for r in runs:
        gap_ok = False
        if merged:
            t, x0, y0, x1, y1, hand, size = merged[-1]
            same_line = abs(y0 - r.y) < 0.45 * max(size, r.size)
            gap = r.x - x1
            limit = max(size, r.size) * (2.6 if rng.random() < 0.15 else 1.3)
            gap_ok = same_line and -2 < gap < limit and hand == r.hand
        if gap_ok:
            t, x0, y0, x1, y1, hand, size = merged[-1]
            merged[-1] = (
                f"{t} {r.text}",
                x0,
                min(y0, r.y),
                r.x1,
                max(y1, r.y + r.size),
                hand,
                max(size, r.size),
            )
        else:
            merged.append((r.text, r.x, r.y, r.x1, r.y + r.size, r.hand, r.size))
    # 2. some runs split at a space
    pieces: list[tuple[str, float, float, float, float, bool, float]] = []
    for t, x0, y0, x1, y1, hand, size in merged:
        if " " in t and len(t) > 14 and rng.random() < 0.07:
            cut = rng.choice([k for k, ch in enumerate(t) if ch == " "])
            xm = x0 + text_width(t[:cut], size)
            pieces.append((t[:cut], x0, y0, xm, y1, hand, size))
            pieces.append((t[cut + 1 :], xm + size * 0.3, y0, x1, y1, hand, size))
        else:
            pieces.append((t, x0, y0, x1, y1, hand, size))
    # 3. geometry
    if kind == "scan":
        scale, margin = 1.0, 0.0
        angle = math.radians(rng.uniform(-0.7, 0.7))
        keystone, slant = 0.0, 0.0
        dx, dy = rng.uniform(-4, 4), rng.uniform(-4, 4)
        rate, accent_p, base = 0.011, 0.35, (0.86, 0.995)
    else:
        scale = rng.uniform(1.7, 2.6)
        margin = rng.uniform(18, 40) * scale
        angle = math.radians(rng.choice([-1, 1]) * rng.uniform(0.7, 2.2))
        keystone, slant = rng.uniform(-0.05, 0.05), rng.uniform(-0.006, 0.006)
        dx, dy = rng.uniform(-8, 8), rng.uniform(-8, 8)
        rate, accent_p, base = 0.02, 0.5, (0.78, 0.985)
    pw, ph = c.w * scale + 2 * margin, c.h * scale + 2 * margin
    cx, cy = c.w / 2, c.h / 2
    cos_a, sin_a = math.cos(angle), math.sin(angle)

    def tf(x: float, y: float) -> Point:
        x1 = cx + (x - cx) * (1 + keystone * (y - cy) / c.h)
        y1 = y + slant * (x - cx)
        xr = cx + (x1 - cx) * cos_a - (y1 - cy) * sin_a
        yr = cy + (x1 - cx) * sin_a + (y1 - cy) * cos_a
        return margin + xr * scale + dx, margin + yr * scale + dy

    words: list[dict[str, Any]] = []
    for t, x0, y0, x1, y1, hand, _size in pieces:
        mult = 3.0 if hand else 1.0
        text, faults = corrupt(t, rng, rate * mult, min(0.9, accent_p * mult))
        if not text:
            continue
        corners = [tf(x0, y0), tf(x1, y0), tf(x0, y1), tf(x1, y1)]
        xs = [p[0] for p in corners]
        ys = [p[1] for p in corners]
        box = _clamp(min(xs), min(ys), max(xs), max(ys), pw, ph)
        if not box:
            continue
        conf = rng.uniform(*base) - faults * rng.uniform(0.05, 0.14) - (0.12 if hand else 0.0)
        words.append({"t": text, **box, "c": round(min(0.99, max(0.6, conf)), 3)})
    return {"words": words, "width": round(pw, 2), "height": round(ph, 2)}


# --------------------------------------------------------------------------- the document


def rdig(rng: random.Random, n: int) -> str:
    return str(rng.randint(10 ** (n - 1), 10**n - 1))


def rlet(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTVWXYZ") for _ in range(n))


@dataclass
class LayoutSpec:
    name: str
    family: str
    fn: Callable[[Doc], list[Canvas]]
    trades: tuple[str, ...] | None = None
    regions: tuple[str, ...] | None = None
    doc_types: tuple[str, ...] = ("delivery_note",)
    kinds: tuple[str, ...] = ("digital", "scan", "photo")
    multipage: bool = False


@dataclass
class Doc:
    i: int
    rng: random.Random
    kind: str
    region: str
    sup: lex.Supplier
    trade: str
    doc_type: str
    cust: lex.Company
    spec: LayoutSpec | None = None
    number: str = ""
    date: dt.date = dt.date(2024, 1, 1)
    date_raw: str = ""
    date_style: str = ""
    po: str = ""
    pages: int = 1
    f: dict[str, tuple[str, str]] = field(default_factory=dict)
    opts: dict[str, str] = field(default_factory=dict)
    items: list[dict[str, str]] = field(default_factory=list)
    site: list[str] = field(default_factory=list)
    phone: str = ""

    @property
    def lang(self) -> str:
        return lex.REGION_LANG[self.region]

    @property
    def country(self) -> str:
        return self.region.split("-")[0]

    def pick(self, key: str, options: list[str]) -> str:
        if key not in self.opts:
            self.opts[key] = self.rng.choice(options)
        return self.opts[key]

    def chance(self, key: str, p: float) -> bool:
        return self.pick(key, ["1"] if self.rng.random() < p else ["0"]) == "1"

    def lab(self, key: str) -> str:
        return self.pick("lab:" + key, lex.LABELS[self.lang][key])

    def col(self, key: str) -> str:
        return lex.COLUMNS[self.lang][key]

    def ex(self, key: str) -> str:
        return lex.EXTRA[self.lang][key]

    @property
    def colon(self) -> str:
        return self.pick("colon", [" :", ":"] if self.lang == "fr" else [":", ":", ""])

    def lc(self, label: str) -> str:
        """``label`` with the document's colon."""
        if label.endswith(":") or not self.colon:
            return label
        return label + self.colon

    def has(self, key: str) -> bool:
        return key in self.f

    def v(self, key: str) -> str:
        return self.f[key][1] if key in self.f else ""

    def meta(self, keys: list[str]) -> list[tuple[str, str]]:
        return [self.f[k] for k in keys if k in self.f]

    def num(self, s: str) -> float:
        """A number this document printed with ``dec``, read back."""
        s = s.replace("'", "").replace(" ", "")
        if self.lang == "en" or self.region.startswith("CH"):
            s = s.replace(",", "")
        else:
            s = s.replace(".", "").replace(",", ".")
        try:
            return float(s)
        except ValueError:
            return 1.0

    def dec(self, x: float, nd: int = 2) -> str:
        s = f"{x:,.{nd}f}"
        if self.lang == "en":
            return s
        if self.region.startswith("CH"):
            return s.replace(",", "'")
        sep = {"fr": " ", "de": ".", "nl": ".", "it": ".", "es": "."}[self.lang]
        return s.replace(",", "#").replace(".", ",").replace("#", sep)

    @property
    def logo(self) -> str:
        return self.sup.aliases[0]

    @property
    def short(self) -> str:
        return self.sup.aliases[-1]

    def title(self) -> str:
        if self.doc_type != "delivery_note":
            return self.pick("title", lex.TITLES[self.lang][self.doc_type])
        trade = self.trade if self.trade in lex.TRADE_TITLES[self.lang] else "merchant"
        opts = lex.TRADE_TITLES[self.lang][trade] + lex.TITLES[self.lang]["delivery_note"][:2]
        return self.pick("title", opts)

    def page_marker(self, p: int) -> str:
        tpl = self.lab("page")
        return tpl.format(p=p, n=self.pages)

    def fmt_time(self, h: int, m: int) -> str:
        if self.country == "US":
            return f"{(h - 1) % 12 + 1}:{m:02d} {'AM' if h < 12 else 'PM'}"
        if self.lang == "fr" and self.chance("hfmt", 0.5):
            return f"{h:02d}h{m:02d}"
        return f"{h:02d}:{m:02d}"

    def fdate(self, d: dt.date) -> str:
        return fmt_date(d, self.lang, self.region, self.date_style)

    def tax_line(self) -> str:
        return f"{self.vat_label()} {self.sup.tax_id}"

    def vat_label(self) -> str:
        by_region = {
            "AU": ["ABN"],
            "NZ": ["GST No.", "GST Reg No."],
            "US": ["EIN", "Fed. Tax ID"],
            "CA": ["GST/HST No.", "BN"],
            "DE": ["USt-IdNr.", "USt-ID"],
            "AT": ["UID-Nr.", "UID"],
            "CH-de": ["MWST-Nr.", "UID"],
            "CH-fr": ["N° TVA", "IDE"],
            "BE-fr": ["TVA", "N° TVA"],
            "BE-nl": ["BTW", "Ondernemingsnr."],
        }
        return self.pick("vatlab", by_region.get(self.region, lex.LABELS[self.lang]["vat"]))

    def titled_number(self) -> str:
        """The number after the title, without saying the title twice."""
        label = self.f["number"][0]
        head = label.split()[0].split("-")[0].casefold()
        if head[:5] in self.title().casefold():
            return (
                f"{self.title()} {self.number}"
                if self.chance("tn_bare", 0.5)
                else (f"{label} {self.number}")
            )
        return f"{self.title()} {label} {self.number}"


# --------------------------------------------------------------------------- dates


def date_styles(lang: str, region: str) -> list[tuple[str, float]]:
    if region == "US":
        return [
            ("mm/dd/yyyy", 5),
            ("m/d/yyyy", 2),
            ("mm/dd/yy", 2),
            ("Mon d, yyyy", 1),
            ("Month d, yyyy", 0.6),
            ("mm-dd-yyyy", 0.6),
        ]
    if region == "CA":
        return [("yyyy-mm-dd", 5), ("dd/mm/yyyy", 2), ("Mon d, yyyy", 1.5), ("d Month yyyy", 1)]
    if lang == "en":
        return [
            ("dd/mm/yyyy", 5),
            ("dd/mm/yy", 2),
            ("d Mon yyyy", 1),
            ("dd-Mon-yyyy", 1),
            ("d Month yyyy", 0.8),
            ("dd.mm.yy", 0.4),
            ("Wday d Month yyyy", 0.3),
            ("dd-MON-yy", 0.4),
        ]
    if lang == "de":
        return [
            ("dd.mm.yyyy", 6),
            ("dd.mm.yy", 2),
            ("d. Month yyyy", 1),
            ("yyyy-mm-dd", 0.3),
            ("d.m.yyyy", 0.5),
        ]
    if lang == "fr":
        if region == "CH-fr":
            return [("dd.mm.yyyy", 5), ("dd/mm/yyyy", 2), ("d month yyyy", 1)]
        return [
            ("dd/mm/yyyy", 6),
            ("dd/mm/yy", 2),
            ("d month yyyy", 1),
            ("Wday d month yyyy", 0.4),
            ("dd.mm.yyyy", 0.3),
        ]
    if lang == "nl":
        if region == "BE-nl":
            return [("dd/mm/yyyy", 5), ("dd-mm-yyyy", 2), ("d month yyyy", 1)]
        return [
            ("dd-mm-yyyy", 6),
            ("d-m-yyyy", 2),
            ("dd-mm-yy", 1),
            ("d month yyyy", 1),
            ("dd-mon-yyyy", 0.5),
        ]
    if lang == "it":
        return [
            ("dd/mm/yyyy", 6),
            ("dd/mm/yy", 2),
            ("dd.mm.yyyy", 1),
            ("d month yyyy", 1),
            ("dd-mm-yyyy", 0.5),
        ]
    return [
        ("dd/mm/yyyy", 6),
        ("dd-mm-yyyy", 1.5),
        ("dd/mm/yy", 1.5),
        ("d de month de yyyy", 1),
        ("dd-mon-yyyy", 0.5),
    ]


def fmt_date(d: dt.date, lang: str, region: str, style: str) -> str:
    dd, mm, yyyy, yy = f"{d.day:02d}", f"{d.month:02d}", str(d.year), f"{d.year % 100:02d}"
    month = lex.MONTHS[lang][d.month - 1]
    mon = lex.MONTHS_SHORT[lang][d.month - 1]
    wday = lex.WEEKDAYS[lang][d.weekday()]
    table = {
        "mm/dd/yyyy": f"{mm}/{dd}/{yyyy}",
        "m/d/yyyy": f"{d.month}/{d.day}/{yyyy}",
        "mm/dd/yy": f"{mm}/{dd}/{yy}",
        "mm-dd-yyyy": f"{mm}-{dd}-{yyyy}",
        "Mon d, yyyy": f"{mon} {d.day}, {yyyy}",
        "Month d, yyyy": f"{month} {d.day}, {yyyy}",
        "yyyy-mm-dd": f"{yyyy}-{mm}-{dd}",
        "dd/mm/yyyy": f"{dd}/{mm}/{yyyy}",
        "dd/mm/yy": f"{dd}/{mm}/{yy}",
        "dd.mm.yyyy": f"{dd}.{mm}.{yyyy}",
        "dd.mm.yy": f"{dd}.{mm}.{yy}",
        "d.m.yyyy": f"{d.day}.{d.month}.{yyyy}",
        "dd-mm-yyyy": f"{dd}-{mm}-{yyyy}",
        "dd-mm-yy": f"{dd}-{mm}-{yy}",
        "d-m-yyyy": f"{d.day}-{d.month}-{yyyy}",
        "d Mon yyyy": f"{d.day} {mon} {yyyy}",
        "dd-Mon-yyyy": f"{dd}-{mon}-{yyyy}",
        "dd-MON-yy": f"{dd}-{mon.upper()}-{yy}",
        "d Month yyyy": f"{d.day} {month} {yyyy}",
        "Wday d Month yyyy": f"{wday} {d.day} {month} {yyyy}",
        "d. Month yyyy": f"{d.day}. {month} {yyyy}",
        "d month yyyy": f"{d.day} {month} {yyyy}",
        "Wday d month yyyy": f"{wday} {d.day} {month} {yyyy}",
        "dd-mon-yyyy": f"{dd}-{mon.rstrip('.')}-{yyyy}",
        "d de month de yyyy": f"{d.day} de {month} de {yyyy}",
    }
    return table[style]


def weighted(rng: random.Random, pairs: list[tuple[str, float]]) -> str:
    total = sum(w for _, w in pairs)
    r = rng.uniform(0, total)
    for name, w in pairs:
        r -= w
        if r <= 0:
            return name
    return pairs[-1][0]


# --------------------------------------------------------------------------- values

DN_PREFIX = {"en": "DN", "de": "LS", "fr": "BL", "nl": "PB", "it": "D", "es": "ALB"}
TYPE_PREFIX: dict[str, dict[str, str]] = {
    "invoice": {"en": "INV", "de": "RE", "fr": "FA", "nl": "F", "it": "FT", "es": "FV"},
    "order_confirmation": {
        "en": "SO",
        "de": "AB",
        "fr": "CDE",
        "nl": "OB",
        "it": "OC",
        "es": "PED",
    },
    "credit_note": {"en": "CN", "de": "GS", "fr": "AV", "nl": "CR", "it": "NC", "es": "AB"},
    "quotation": {"en": "Q", "de": "ANG", "fr": "DEV", "nl": "OFF", "it": "PRV", "es": "PRE"},
    "statement": {"en": "ST", "de": "KA", "fr": "REL", "nl": "RO", "it": "EC", "es": "EXT"},
}


def make_number(d: Doc) -> str:
    r, s = d.rng, d.sup.num_style
    yy = f"{d.date.year % 100:02d}"
    if d.doc_type != "delivery_note":
        p = TYPE_PREFIX[d.doc_type][d.lang]
        return r.choice(
            [
                f"{p}{rdig(r, 6)}",
                f"{p}-{yy}-{rdig(r, 5)}",
                f"{p} {rdig(r, 5)}",
                f"{rdig(r, 4)}/{yy}" if d.lang == "it" else f"{p}{yy}{rdig(r, 5)}",
            ]
        )
    p = DN_PREFIX[d.lang]
    styles = [
        rdig(r, 7),
        f"{p}{rdig(r, 6)}",
        f"{p}-{yy}-{rdig(r, 5)}",
        f"{rdig(r, 4)}/{yy}",
        rdig(r, 8),
        f"{rlet(r, 1)}{rdig(r, 6)}",
        f"{yy}{rdig(r, 6)}",
        f"{r.randint(1, 60):03d}-{rdig(r, 6)}",
        f"{p} {rdig(r, 6)}",
        f"{rdig(r, 6)}-{r.randint(1, 9)}",
    ]
    return styles[s]


def fill(rng: random.Random, tpl: str) -> str:
    """``tpl`` with each ``#`` a digit, each ``@`` a letter and each ``[a|b]`` one choice."""
    out: list[str] = []
    i = 0
    while i < len(tpl):
        ch = tpl[i]
        if ch == "[":
            j = tpl.index("]", i)
            out.append(rng.choice(tpl[i + 1 : j].split("|")))
            i = j + 1
            continue
        if ch == "#":
            out.append(rng.choice("0123456789"))
        elif ch == "@":
            out.append(rng.choice("ABCDEFGHJKLMNPRSTVWXYZ"))
        else:
            out.append(ch)
        i += 1
    return "".join(out)


PO_TEMPLATES = [
    "PO-#####",
    "[1|2|3|4|5|6|7|8|9]#####",
    "4500######",
    "PO######",
    "#####-[0|1|2|3]#",
    "@@####-PO-###",
    "P#######",
    "BST-{year}-####",
    "B#####/{yy}",
    "[1|2|3]######",
    "CDE######",
    "BC #####",
    "IO######",
    "####.###",
    "ODA ####/{yy}",
    "###/{yy}",
    "PED-#####",
    "OC{yy}####",
]


def make_po(rng: random.Random, style: int, year: int) -> str:
    tpl = PO_TEMPLATES[style % len(PO_TEMPLATES)]
    return fill(rng, tpl.replace("{year}", str(year)).replace("{yy}", f"{year % 100:02d}"))


VEHICLES: dict[str, str] = {
    "UK": "@@[18|19|20|21|22|23|68|69|70|71|72|73] @@@",
    "IE": "[181|191|202|221|232]-[D|KE|WW|G|C]-####",
    "US": "[1|2|4|6|7|8]@@@###",
    "AU": "### @@@",
    "NZ": "@@@###",
    "CA": "@@@ ###",
    "DE": "[MA|HD|WÜ|KA|N|M]-@@ [1|2|3|4|5|6|7|8|9]##",
    "AT": "[FR|LL|GU|W|PE]-[1|2|3|4|5|6|7|8|9]##@@",
    "CH": "[BE|VD|ZH|FR] [1|2|3|4|5|6|7|8|9]#####",
    "FR": "@@-###-@@",
    "BE": "[1|2]-@@@-###",
    "NL": "@@-###-@",
    "IT": "@@ ### @@",
    "ES": "#### @@@",
}

PHONES: dict[str, str] = {
    "UK": "01### ######",
    "IE": "+353 (0)## ### ####",
    "US": "([2|3|4|5|6|7|8|9]##) ###-####",
    "AU": "(07) #### ####",
    "NZ": "0[3|4|6|7|9]-### ####",
    "CA": "([2|4|5|6|7]##) ###-####",
    "DE": "0### ####-0",
    "AT": "+43 #### #####",
    "CH": "0## ### ## ##",
    "FR": "0[1|2|3|4|5] ## ## ## ##",
    "BE": "0## ## ## ##",
    "NL": "0##-#######",
    "IT": "0### ######",
    "ES": "9## ### ###",
}


def vehicle_reg(rng: random.Random, region: str) -> str:
    return fill(rng, VEHICLES[region.split("-")[0]])


def phone(rng: random.Random, region: str) -> str:
    return fill(rng, PHONES[region.split("-")[0]])


def reg_line(d: Doc) -> str:
    r = random.Random(d.sup.name)  # the same registration line every time
    c = d.country
    city = d.sup.city.split(" ")[-1] if c not in ("UK", "IE") else d.sup.city.split(" ")[0]
    return {
        "UK": f"Registered in England & Wales No. {rdig(r, 8)}",
        "IE": f"Registered in Ireland No. {rdig(r, 6)}",
        "US": f"Incorporated in {d.sup.city.split(', ')[-1][:2]}",
        "AU": f"ACN {d.sup.tax_id[3:]}",
        "NZ": f"NZBN 9429{rdig(r, 9)}",
        "CA": f"NEQ {rdig(r, 10)}" if "QC" in d.sup.city else f"BC{rdig(r, 7)}",
        "DE": f"Amtsgericht {city} HRB {rdig(r, 5)}",
        "AT": f"FN {rdig(r, 6)}{rlet(r, 1).lower()}, Landesgericht Linz",
        "CH": f"Handelsregister CH-{rdig(r, 3)}.{r.randint(1, 9)}.{rdig(r, 3)}.{rdig(r, 3)}-"
        f"{r.randint(1, 9)}",
        "FR": f"RCS {city} {rdig(r, 3)} {rdig(r, 3)} {rdig(r, 3)} - APE {rdig(r, 4)}Z",
        "BE": f"RPM/RPR {rdig(r, 4)}.{rdig(r, 3)}.{rdig(r, 3)}",
        "NL": f"KvK {rdig(r, 8)}",
        "IT": f"R.E.A. {rlet(r, 2)}-{rdig(r, 6)} - Cap. Soc. € 100.000 i.v.",
        "ES": f"Inscrita en el R.M. de {city}, Tomo {rdig(r, 4)}, Hoja {rlet(r, 1)}-{rdig(r, 5)}",
    }[c]


def bank_line(d: Doc) -> str:
    r = random.Random("bank" + d.sup.name)
    cc = {"UK": "GB", "IE": "IE", "CH": "CH", "BE": "BE"}.get(d.country, d.country)
    if d.country in ("US", "AU", "NZ", "CA"):
        return f"BSB {rdig(r, 3)}-{rdig(r, 3)} Acc {rdig(r, 8)}" if d.country == "AU" else ""
    return f"IBAN {cc}{rdig(r, 2)} {rdig(r, 4)} {rdig(r, 4)} {rdig(r, 4)} {rdig(r, 4)}"


# --------------------------------------------------------------------------- items


def resize(desc: str, turn: int, rng: random.Random) -> str:
    """``desc`` with its first size changed, for a further line of the same product."""
    m = re.search(r"\d+(?:[.,]\d+)?", desc)
    if not m:
        return f"{desc} ({turn + 1})"
    raw = m.group()
    sep = "," if "," in raw else "."
    value = float(raw.replace(",", "."))
    factor = rng.choice([0.5, 0.75, 1.25, 1.5, 2.0, 3.0])
    if sep in raw:
        nd = len(raw.split(sep)[1])
        new = f"{value * factor:.{nd}f}".replace(".", sep)
    else:
        new = str(max(1, round(value * factor)))
    return desc[: m.start()] + new + desc[m.end() :]


def make_items(d: Doc, n: int) -> None:
    r = d.rng
    base = lex.ITEMS[d.trade][d.lang]
    items: list[dict[str, str]] = []
    for k in range(n):
        code, desc, unit = base[k % len(base)]
        if k >= len(base):
            desc = resize(desc, k // len(base), d.rng)
            code += f"-{k // len(base)}"
        it: dict[str, str] = {"pos": str(k + 1), "code": code, "desc": desc, "unit": unit}
        if d.trade in ("ready-mix",):
            q = r.choice([6.0, 7.0, 7.5, 8.0, 4.5, 5.0, 3.0, 9.0])
            it["qty"] = d.dec(q, r.choice([1, 2]))
        elif d.trade in WEIGH_TRADES and unit in ("t", "ton"):
            it["qty"] = d.dec(r.uniform(8, 29), 2)
        elif d.trade in WEIGH_TRADES:
            it["qty"] = str(r.randint(1, 2))
        elif d.trade == "rebar":
            dia = r.choice([8, 10, 12, 16, 20, 25])
            nb = r.randint(2, 120)
            ln = r.choice(range(600, 12000, 25))
            wt = nb * ln / 1000 * dia * dia * 0.00617
            it.update(
                mark=f"{k + 1:02d}",
                member=r.choice(["B1", "C2", "S1", "W3", "F1", "GB"]),
                type=f"{r.choice(['H', 'B', 'Ø'])}{dia}",
                nbars=str(nb),
                length=str(ln),
                shape=r.choice(["00", "11", "21", "38", "41", "51", "99"]),
                weight=d.dec(wt, 1),
                qty=d.dec(wt, 1),
            )
        elif d.trade in ("plant hire",):
            it["qty"] = str(r.randint(1, 2))
            it["fleet"] = f"{rlet(r, 2)}{rdig(r, 4)}"
            it["serial"] = rdig(r, 7)
        else:
            it["qty"] = str(r.choice([1, 2, 4, 5, 6, 10, 12, 20, 24, 25, 40, 48, 50, 72, 100]))
        price = r.uniform(0.8, 1.6) if unit in ("kg", "lb") else r.uniform(2, 180)
        it["price"] = d.dec(price)
        it["amount"] = d.dec(price * d.num(it["qty"]))
        it["delivered"] = it["qty"]
        it["ordered"] = it["qty"]
        it["shipped"] = it["qty"]
        it["bo"] = "0"
        it["returned"] = ""
        it["loc"] = f"{rlet(r, 1)}{r.randint(1, 30):02d}"
        it["rate"] = d.dec(r.uniform(15, 400))
        it["period"] = unit
        items.append(it)
    d.items = items


# --------------------------------------------------------------------------- blocks


def sup_block(
    c: Canvas,
    d: Doc,
    x: float,
    y: float,
    size: float = 7.5,
    align: str = "l",
    legal: bool = True,
    tax: bool = True,
) -> float:
    rows = [d.sup.name] if legal else []
    rows += [d.sup.street, d.sup.city, f"{d.lab('tel')} {d.phone}"]
    if tax and d.chance("print_tax", 0.75):
        rows.append(d.tax_line())
    return c.lines(x, y, rows, size, 1.28, bold_first=legal, align=align)


def addr_block(
    c: Canvas, d: Doc, x: float, y: float, head: str, rows: list[str], size: float = 8.5
) -> float:
    if head:
        c.text(x, y, head, size - 1, bold=True)
        y += size * 1.35
    return c.lines(x, y, rows, size, 1.3)


def cust_rows(d: Doc) -> list[str]:
    rows = [d.cust.name, d.cust.street, d.cust.city]
    if d.chance("cust_vat", 0.25) and d.country not in ("US", "AU", "NZ", "CA"):
        rows.append(f"{d.vat_label()} {lex.tax_id_for(d.cust.name, d.region)}")
    return rows


def meta_tab(
    c: Canvas,
    d: Doc,
    pairs: list[tuple[str, str]],
    x: float,
    y: float,
    lw: float,
    size: float = 8.5,
    lh: float = 1.45,
    bold_val: bool = False,
) -> float:
    for label, value in pairs:
        c.text(x, y, d.lc(label), size)
        c.text(x + lw, y, value, size, bold=bold_val)
        y += size * lh
    return y


def meta_inline(
    c: Canvas,
    d: Doc,
    pairs: list[tuple[str, str]],
    x: float,
    y: float,
    size: float = 8.5,
    lh: float = 1.45,
    align: str = "l",
) -> float:
    for label, value in pairs:
        c.text(x, y, f"{d.lc(label)} {value}", size, align=align)
        y += size * lh
    return y


def meta_right(
    c: Canvas,
    d: Doc,
    pairs: list[tuple[str, str]],
    x: float,
    y: float,
    size: float = 9.0,
    lh: float = 1.6,
) -> float:
    """Values right-aligned at ``x``, each label to the right of its value."""
    for label, value in pairs:
        c.text(x, y, value, size, bold=True, align="r")
        c.text(x + 8, y + 1.5, label, size - 2)
        y += size * lh
    return y


def cells(
    c: Canvas,
    d: Doc,
    pairs: list[tuple[str, str]],
    x: float,
    y: float,
    w: float,
    size: float = 8.5,
    hand: bool = False,
    label_size: float = 6.2,
) -> float:
    """A row of boxed cells: the label small in the top corner, the value under it."""
    if not pairs:
        return y
    cw = w / len(pairs)
    for k, (label, value) in enumerate(pairs):
        cx = x + k * cw
        lsize = label_size
        if text_width(label, lsize) > cw - 6:
            lsize = max(4.5, lsize * (cw - 6) / text_width(label, lsize))
        c.text(cx + 3, y + 2.5, label, lsize)
        vsize = size
        if value and text_width(value, size, not hand) > cw - 6:
            vsize = size * (cw - 6) / text_width(value, size, not hand)
        c.text(cx + 3, y + 4 + label_size * 1.3, value, vsize, bold=not hand, hand=hand)
    return y + label_size * 1.3 + size * 1.5 + 6


def page_cols(d: Doc, narrow: bool = False) -> list[tuple[str, str, float, str]]:
    """(item key, header, relative width, align) for the item table."""
    L = d.lab
    if d.trade == "rebar":
        cols = [
            ("member", d.col("member"), 1.0, "l"),
            ("mark", d.col("mark"), 0.8, "l"),
            ("type", d.col("type"), 1.0, "l"),
            ("nbars", d.col("nbars"), 0.9, "r"),
            ("length", d.col("length"), 1.2, "r"),
            ("shape", d.col("shape"), 0.9, "r"),
            ("weight", L("weight") + " (kg)", 1.1, "r"),
        ]
    elif d.trade == "plant hire":
        cols = [
            ("fleet", d.col("fleet"), 1.0, "l"),
            ("desc", L("desc"), 3.2, "l"),
            ("qty", L("qty"), 0.6, "r"),
            ("period", d.col("period"), 0.8, "l"),
            ("serial", d.col("serial"), 1.1, "l"),
        ]
    elif d.trade == "scaffold":
        cols = [
            ("code", L("code"), 0.9, "l"),
            ("desc", L("desc"), 3.0, "l"),
            ("delivered", d.col("delivered"), 0.9, "r"),
            ("returned", d.col("returned"), 0.9, "r"),
        ]
    else:
        cols = [
            ("code", L("code"), 1.0, "l"),
            ("desc", L("desc"), 3.4, "l"),
            ("qty", L("qty"), 0.8, "r"),
            ("unit", L("unit"), 0.6, "l"),
        ]
        if d.pick("poscol", ["1", "0"]) == "1" and not narrow:
            cols.insert(0, ("pos", d.col("pos"), 0.5, "l"))
    if d.doc_type in ("invoice", "credit_note", "quotation", "order_confirmation"):
        cols = [k for k in cols if k[0] not in ("returned", "serial", "shape", "member")]
        cols += [("price", L("price"), 1.0, "r"), ("amount", L("amount"), 1.1, "r")]
    return cols


def table(
    c: Canvas,
    d: Doc,
    rows: list[dict[str, str]],
    x: float,
    y: float,
    w: float,
    size: float = 8.0,
    row_h: float = 13.0,
    header: bool = True,
) -> float:
    cols = page_cols(d, narrow=w < 300)
    total = sum(k[2] for k in cols)
    xs: list[tuple[str, float, float, str]] = []
    cx = x
    for key, _head, rel, al in cols:
        cw = w * rel / total
        xs.append((key, cx, cw, al))
        cx += cw
    if header:
        for (_key, cx0, cw, al), (_, head, _, _) in zip(xs, cols, strict=True):
            c.text(cx0 + cw - 3 if al == "r" else cx0 + 2, y, head, size - 0.5, True, align=al)
        y += row_h * 1.25
    for it in rows:
        for key, cx0, cw, al in xs:
            val = it.get(key, "")
            if val:
                c.text(cx0 + cw - 3 if al == "r" else cx0 + 2, y, val, size, align=al)
        y += row_h
    return y


def footer(
    c: Canvas, d: Doc, y: float | None = None, size: float = 6.4, style: str = "line"
) -> None:
    y = c.h - 34 if y is None else y
    reg = reg_line(d)
    bank = bank_line(d)
    if style == "columns":
        cols = [
            [d.sup.name, d.sup.street, d.sup.city],
            [f"{d.lab('tel')} {d.phone}", f"{d.ex('email')} info@{_dom(d)}", f"www.{_dom(d)}"],
            [bank, reg] if bank else [reg],
            [d.tax_line()],
        ]
        cw = (c.w - 80) / len(cols)
        for k, rows in enumerate(cols):
            c.lines(40 + k * cw, y - 10, [r for r in rows if r], size, 1.3)
        return
    first = f"{d.sup.name} · {d.sup.street} · {d.sup.city}"
    second = " · ".join(p for p in [reg, d.tax_line(), bank] if p)
    c.text(c.w / 2, y, first, size, align="c")
    c.text(c.w / 2, y + size * 1.35, second, size, align="c")


def _dom(d: Doc) -> str:
    word = "".join(ch for ch in strip_accents(d.short).lower() if ch.isalnum())
    tld = {
        "UK": "co.uk",
        "IE": "ie",
        "US": "com",
        "AU": "com.au",
        "NZ": "co.nz",
        "CA": "ca",
        "DE": "de",
        "AT": "at",
        "CH": "ch",
        "FR": "fr",
        "BE": "be",
        "NL": "nl",
        "IT": "it",
        "ES": "es",
    }[d.country]
    return f"{word}.{tld}"


def strip_accents(s: str) -> str:
    return "".join(strip_accent(ch) for ch in s)


def sign_block(c: Canvas, d: Doc, x: float, y: float, w: float, size: float = 7.5) -> float:
    c.text(x, y, d.lab("sign_note"), size)
    y += size * 2.2
    c.text(x, y, f"{d.lc(d.lab('sign'))} ____________________", size)
    if d.has("driver"):
        c.text(x + w * 0.55, y, f"{d.lc(d.f['driver'][0])} {d.v('driver')}", size)
    return y + size * 2


def totals_block(c: Canvas, d: Doc, x: float, y: float, size: float = 8.5) -> float:
    total = sum(d.num(it["amount"]) for it in d.items)
    c.text(x, y, d.lc(d.lab("total")), size, True, align="r")
    c.text(
        x + 80, y, d.dec(total * (1.2 if d.doc_type != "quotation" else 1.0)), size, True, align="r"
    )
    return y + size * 1.6


def stamp(c: Canvas, d: Doc, x: float, y: float, size: float = 13.0, align: str = "c") -> None:
    c.text(x, y, d.pick("stamp", lex.COPY_STAMPS[d.lang]), size, True, align=align)


# --------------------------------------------------------------------------- paging


def paged(
    d: Doc,
    size: tuple[float, float],
    head: Callable[[Canvas], float],
    tail: Callable[[Canvas, float], float],
    foot: Callable[[Canvas, int], None],
    x: float = 40.0,
    w: float | None = None,
    row_h: float = 13.0,
    tsize: float = 8.0,
    bottom: float | None = None,
    tail_h: float = 70.0,
    make: Callable[[Doc, int], None] = make_items,
) -> list[Canvas]:
    """Pages of an item table: the first page's header, continuation pages, the tail."""
    if d.country in ("US", "CA") and size == A4:
        size = LETTER
        x = min(x, 36.0)
    pw, ph = size
    w = pw - 2 * x if w is None else w
    bottom = ph - 60 if bottom is None else bottom
    y_first = head(Canvas(pw, ph))
    y_cont = cont_head(Canvas(pw, ph), d, 2)
    cap_first = max(1, int((bottom - y_first) / row_h) - 2)
    maxrows = int(d.pick("maxrows", ["14", "18", "22", "26"]))
    cap_first = min(cap_first, maxrows)
    cap_cont = max(2, min(int((bottom - y_cont) / row_h) - 2, maxrows + 10))
    tail_rows = int(tail_h / row_h) + 1
    lo, hi = {
        "merchant": (3, 12),
        "rebar": (4, 14),
        "scaffold": (4, 11),
        "plant hire": (1, 4),
        "blocks": (2, 5),
        "roofing": (3, 8),
        "timber": (3, 9),
        "drainage": (3, 9),
        "ready-mix": (1, 2),
        "waste": (1, 2),
    }.get(d.trade, (1, 1))
    if d.doc_type == "statement":
        lo, hi = 4, 12
    if d.pages == 1:
        n = d.rng.randint(lo, max(lo, min(hi, cap_first - tail_rows)))
        if n > cap_first - tail_rows:
            n = max(1, cap_first - tail_rows)
    else:
        last = d.rng.randint(1, max(1, cap_cont - tail_rows))
        n = cap_first + cap_cont * (d.pages - 2) + last
    if not d.items:
        make(d, n)
    chunks: list[list[dict[str, str]]] = []
    k = 0
    for p in range(d.pages):
        cap = cap_first if p == 0 else cap_cont
        take = cap if p < d.pages - 1 else len(d.items) - k
        chunks.append(d.items[k : k + take])
        k += take
    out: list[Canvas] = []
    for p, chunk in enumerate(chunks, start=1):
        c = Canvas(pw, ph)
        y = head(c) if p == 1 else cont_head(c, d, p)
        y = table(c, d, chunk, x, y, w, tsize, row_h)
        if p < d.pages:
            c.text(x + w, y + 4, d.lab("carried").format(r=p + 1), 7.5, align="r")
        else:
            tail(c, y + 8)
        foot(c, p)
        out.append(c)
    return out


def cont_head(c: Canvas, d: Doc, p: int) -> float:
    """A continuation page's header: the logo word or short name, the marker, sometimes the
    number."""
    style = d.pick("cont_style", ["logo", "short", "title"])
    name = d.logo if style != "short" else d.short
    c.text(40, 34, name, 15 if style == "logo" else 11, True)
    if d.chance("cont_marker_top", 0.5) or (d.spec is not None and d.spec.name == "letter-ddt"):
        c.text(c.w - 40, 34, d.page_marker(p), 8.5, align="r")
    y = 60.0
    title = d.pick("cont_title", lex.CONTINUED_PAGE_TITLE[d.lang])
    if d.doc_type != "delivery_note":
        title = f"{d.title()} ({d.lab('continued').format(q=p - 1)})"
    if d.chance("cont_num", 0.6):
        c.text(40, y, f"{title} - {d.f['number'][0]} {d.number}", 10, True)
    else:
        c.text(40, y, title, 10, True)
    y += 16
    if d.chance("cont_date", 0.35):
        c.text(40, y, f"{d.lc(d.f['date'][0])} {d.date_raw}", 8)
        y += 14
    return y + 10


# --------------------------------------------------------------------------- layouts


def _roll_pairs(
    c: Canvas, d: Doc, pairs: list[tuple[str, str]], y: float, size: float = 7.8
) -> float:
    for label, value in pairs:
        if text_width(f"{label} {value}", size) > c.w - 30:
            c.text(10, y, d.lc(label), size)
            y += size * 1.3
            c.text(c.w - 10, y, value, size, align="r")
        else:
            c.text(10, y, d.lc(label), size)
            c.text(c.w - 10, y, value, size, align="r")
        y += size * 1.45
    return y


def _dashes(c: Canvas, d: Doc, y: float) -> float:
    if d.chance("dashes", 0.6):
        c.text(c.w / 2, y, "-" * 38, 7, align="c")
        return y + 11
    return y + 5


def _roll_head(c: Canvas, d: Doc, y: float = 16.0) -> float:
    c.text(c.w / 2, y, d.logo, 17, True, align="c")
    y += 24
    y = sup_block(c, d, c.w / 2, y, 6.8, align="c")
    y = _dashes(c, d, y + 2)
    c.text(c.w / 2, y, d.title(), 9.5, True, align="c")
    return _dashes(c, d, y + 14)


def _roll_finish(c: Canvas, d: Doc, y: float) -> None:
    y = _dashes(c, d, y)
    for line in wrap(d.lab("sign_note"), c.w - 24, 6.8):
        c.text(10, y, line, 6.8)
        y += 9
    y += 8
    c.text(10, y, f"{d.lc(d.lab('sign'))} ______________", 7.5)
    y += 22
    if d.chance("roll_stamp", 0.6):
        stamp(c, d, c.w / 2, y, 10)
        y += 18
    for line in wrap(d.pick("terms", lex.LABELS[d.lang]["terms"]), c.w - 24, 6):
        c.text(10, y, line, 6)
        y += 8
    c.h = y + 24


def lay_rmx_roll(d: Doc) -> list[Canvas]:
    c = Canvas(ROLL, 2000)
    y = _roll_head(c, d)
    y = _roll_pairs(c, d, d.meta(["number", "date", "time", "po", "account", "our_order"]), y)
    y = _dashes(c, d, y)
    c.text(10, y, d.lc(d.lab("customer")), 7.5, True)
    y = c.lines(10, y + 10, [d.cust.name], 7.5) + 2
    c.text(10, y, d.lc(d.lab("site")), 7.5, True)
    y = c.lines(10, y + 10, d.site[:3], 7.5) + 2
    y = _dashes(c, d, y)
    it = d.items[0]
    y = _roll_pairs(c, d, [(d.lab("mix"), it["code"])], y)
    c.text(10, y, it["desc"], 7.5)
    y += 12
    y = _roll_pairs(
        c,
        d,
        [
            (d.lab("load"), f"{it['qty']} {it['unit']}"),
            *d.meta(
                [
                    "cum",
                    "slump",
                    "plant",
                    "truck",
                    "vehicle",
                    "driver",
                    "batched",
                    "arrived",
                    "discharged",
                ]
            ),
        ],
        y,
    )
    c.text(10, y, f"{d.lc(d.lab('water'))} ______", 7.8)
    y += 13
    _roll_finish(c, d, y)
    return [c]


def lay_weigh_roll(d: Doc) -> list[Canvas]:
    c = Canvas(ROLL, 2000)
    y = _roll_head(c, d)
    y = _roll_pairs(
        c,
        d,
        d.meta(["weighbridge", "number", "date", "vehicle", "carrier", "po", "account", "job"]),
        y,
    )
    y = _dashes(c, d, y)
    c.text(10, y, d.lc(d.lab("customer")), 7.5, True)
    y = c.lines(10, y + 10, [d.cust.name], 7.5) + 2
    c.text(10, y, d.lc(d.lab("site")), 7.5, True)
    y = c.lines(10, y + 10, d.site[:2], 7.5) + 2
    y = _dashes(c, d, y)
    it = d.items[0]
    c.text(10, y, f"{it['code']}  {it['desc']}", 7.8, True)
    y += 14
    y = _roll_pairs(c, d, d.meta(["gross", "tare", "net", "ewc"]), y, 8.5)
    _roll_finish(c, d, y)
    return [c]


def lay_roll_copy(d: Doc) -> list[Canvas]:
    c = Canvas(ROLL + 14, 2000)
    stamp(c, d, c.w / 2, 10, 11)
    y = _roll_head(c, d, 30)
    y = _roll_pairs(c, d, d.meta(["number", "date", "po", "our_order", "vehicle", "driver"]), y)
    y = _dashes(c, d, y)
    c.text(10, y, d.lc(d.lab("site")), 7.5, True)
    y = c.lines(10, y + 10, [d.cust.name, *d.site[:2]], 7.3) + 4
    for it in d.items:
        c.text(10, y, it["desc"], 7.5)
        c.text(c.w - 10, y, f"{it['qty']} {it['unit']}", 7.5, align="r")
        y += 11
    y = _roll_pairs(c, d, d.meta(["gross", "tare", "net", "ewc"]), y + 2)
    _roll_finish(c, d, y)
    return [c]


def lay_skip_roll(d: Doc) -> list[Canvas]:
    c = Canvas(ROLL + 20, 2000)
    y = _roll_head(c, d)
    y = _roll_pairs(c, d, d.meta(["number", "date", "time", "po", "vehicle"]), y)
    r = random.Random(d.sup.name + "carrier")
    y = _roll_pairs(
        c,
        d,
        [
            (d.ex("carrier_reg"), f"{rlet(r, 4)}{rdig(r, 6)}"),
            (d.ex("permit"), f"{rlet(r, 3)}/{rlet(r, 2)}{rdig(r, 4)}"),
        ],
        y,
    )
    y = _dashes(c, d, y)
    c.text(10, y, d.lc(d.ex("producer")), 7.5, True)
    y = c.lines(10, y + 10, [d.cust.name, *d.site[:2]], 7.3) + 4
    for it in d.items:
        for line in wrap(it["desc"], c.w - 24, 7.5):
            c.text(10, y, line, 7.5)
            y += 10
        c.text(c.w - 10, y, f"{it['qty']} {it['unit']}", 7.5, align="r")
        y += 12
    y = _roll_pairs(c, d, d.meta(["gross", "tare", "net"]), y)
    _roll_finish(c, d, y)
    return [c]


def lay_rmx_docket_grid(d: Doc) -> list[Canvas]:
    c = Canvas(*A5L)
    c.text(24, 18, d.logo, 18, True)
    sup_block(c, d, 24, 42, 6.6)
    c.text(c.w - 24, 18, d.title(), 11, True, align="r")
    c.text(c.w - 24, 34, f"{d.f['number'][0]} {d.number}", 10, True, align="r")
    it = d.items[0]
    y = 96.0
    w = c.w - 48
    y = cells(c, d, d.meta(["date", "po", "account", "our_order"]), 24, y, w)
    y = cells(
        c,
        d,
        [
            (d.lab("mix"), it["code"]),
            (d.lab("load"), f"{it['qty']} {it['unit']}"),
            *d.meta(["cum", "slump"]),
        ],
        24,
        y,
        w,
    )
    y = cells(c, d, d.meta(["plant", "truck", "vehicle", "driver"]), 24, y, w)
    y = cells(
        c,
        d,
        [*d.meta(["batched", "arrived", "discharged"]), (d.lab("water"), "")],
        24,
        y,
        w,
        hand=True,
    )
    c.text(24, y + 4, it["desc"], 8.5, True)
    y += 22
    addr_block(c, d, 24, y, d.lc(d.lab("customer")), [d.cust.name, d.cust.city], 8)
    addr_block(c, d, 300, y, d.lc(d.lab("site")), d.site[:3], 8)
    c.text(24, c.h - 52, f"{d.lc(d.lab('sign'))} ______________________", 8)
    if d.chance("docket_stamp", 0.5):
        stamp(c, d, c.w - 30, c.h - 54, 11, align="r")
    c.text(c.w / 2, c.h - 24, d.pick("terms", lex.LABELS[d.lang]["terms"]), 6, align="c")
    return [c]


def lay_weigh_docket_grid(d: Doc) -> list[Canvas]:
    c = Canvas(*A5P)
    c.text(20, 16, d.logo, 16, True)
    c.text(c.w - 20, 18, d.title(), 10, True, align="r")
    y = sup_block(c, d, 20, 38, 6.5) + 6
    w = c.w - 40
    y = cells(c, d, d.meta(["number", "weighbridge", "date"]), 20, y, w, 9.5)
    y = cells(c, d, d.meta(["po", "account", "job"]), 20, y, w)
    y = cells(c, d, d.meta(["vehicle", "carrier", "driver"]), 20, y, w)
    it = d.items[0]
    y = cells(c, d, [(d.lab("desc"), it["desc"])], 20, y, w, 9)
    y = cells(c, d, d.meta(["gross", "tare", "net"]), 20, y, w, 11)
    y = cells(c, d, d.meta(["time_in", "time_out", "ewc"]), 20, y, w)
    y = addr_block(c, d, 20, y + 4, d.lc(d.lab("customer")), [d.cust.name, *d.site[:2]], 8)
    c.text(20, y + 16, f"{d.lc(d.lab('sign'))} ________________", 8)
    c.text(c.w / 2, c.h - 22, d.pick("terms", lex.LABELS[d.lang]["terms"]), 5.8, align="c")
    return [c]


def _doc_tail(d: Doc) -> Callable[[Canvas, float], float]:
    def tail(c: Canvas, y: float) -> float:
        if d.doc_type == "delivery_note":
            return sign_block(c, d, 40, y + 6, c.w - 80)
        return totals_block(c, d, c.w - 130, y + 6)

    return tail


def _foot_line(d: Doc, marker: bool = True) -> Callable[[Canvas, int], None]:
    def foot(c: Canvas, p: int) -> None:
        footer(c, d)
        if marker and (d.pages > 1 or d.chance("p1of1", 0.3)):
            c.text(c.w - 40, c.h - 52, d.page_marker(p), 7.5, align="r")

    return foot


def lay_letter_classic(d: Doc) -> list[Canvas]:
    def head(c: Canvas) -> float:
        c.text(40, 38, d.logo, 22, True)
        c.text(40, 64, d.pick("tag", lex.TAGLINES[d.lang]), 7.5)
        sup_block(c, d, 40, 80)
        c.text(c.w - 40, 40, d.title(), 15, True, align="r")
        meta_tab(
            c,
            d,
            d.meta(["number", "date", "po", "our_order", "account", "job", "order_date"]),
            340,
            76,
            100,
        )
        y = 190.0
        addr_block(c, d, 40, y, d.lc(d.lab("customer")), cust_rows(d))
        addr_block(c, d, 310, y, d.lc(d.lab("site")), d.site)
        y += 72
        y = meta_inline(c, d, d.meta(["vehicle", "carrier"]), 40, y, 8)
        return y + 12

    return paged(d, A4, head, _doc_tail(d), _foot_line(d))


def lay_letter_meta_left(d: Doc) -> list[Canvas]:
    def head(c: Canvas) -> float:
        c.text(40, 36, d.title(), 18, True)
        c.text(c.w - 40, 32, d.logo, 20, True, align="r")
        sup_block(c, d, c.w - 40, 58, 7.2, align="r")
        y = meta_inline(
            c,
            d,
            d.meta(["number", "date", "po", "account", "our_order", "vehicle", "print_date"]),
            40,
            70,
            9,
        )
        y = max(y, 140.0) + 10
        y2 = addr_block(c, d, 330, y, d.lc(d.lab("customer")), cust_rows(d), 8.5)
        addr_block(c, d, 330, y2 + 8, d.lc(d.lab("site")), d.site, 8.5)
        return y2 + 80

    return paged(d, A4, head, _doc_tail(d), _foot_line(d))


def lay_letter_footer_legal(d: Doc) -> list[Canvas]:
    def head(c: Canvas) -> float:
        c.text(c.w / 2, 30, d.logo, 28, True, align="c")
        c.text(c.w / 2, 64, d.pick("tag", lex.TAGLINES[d.lang]), 8, align="c")
        c.text(40, 100, d.title(), 13, True)
        y = meta_tab(c, d, d.meta(["number", "date", "po"]), 40, 122, 110, 9)
        meta_tab(c, d, d.meta(["account", "our_order", "vehicle"]), 320, 122, 90, 8.5)
        y = max(y, 170.0) + 8
        addr_block(c, d, 40, y, d.lc(d.lab("customer")), [d.cust.name, d.cust.city], 8.5)
        addr_block(c, d, 320, y, d.lc(d.lab("site")), d.site, 8.5)
        return y + 70

    def foot(c: Canvas, p: int) -> None:
        y = c.h - 44
        c.text(c.w / 2, y, d.sup.name, 7, True, align="c")
        c.text(
            c.w / 2,
            y + 10,
            f"{d.sup.street}, {d.sup.city} · {d.lab('tel')} {d.phone}",
            6.4,
            align="c",
        )
        c.text(c.w / 2, y + 19, f"{reg_line(d)} · {d.tax_line()}", 6.4, align="c")
        if d.pages > 1:
            c.text(c.w - 40, 20, d.page_marker(p), 7.5, align="r")

    return paged(d, A4, head, _doc_tail(d), foot)


def lay_letter_label_right(d: Doc) -> list[Canvas]:
    def head(c: Canvas) -> float:
        c.text(40, 34, d.logo, 20, True)
        sup_block(c, d, 40, 60, 7.2)
        c.text(40, 140, d.title(), 14, True)
        meta_right(
            c, d, d.meta(["number", "date", "po", "account", "our_order", "job"]), 430, 40, 9.5
        )
        y = 172.0
        addr_block(c, d, 40, y, "", cust_rows(d), 8.5)
        addr_block(c, d, 320, y, d.lc(d.lab("site")), d.site, 8.5)
        return y + 76

    return paged(d, A4, head, _doc_tail(d), _foot_line(d))


def lay_letter_din(d: Doc) -> list[Canvas]:
    def head(c: Canvas) -> float:
        c.text(c.w - 50, 40, d.logo, 20, True, align="r")
        c.text(c.w - 50, 64, d.pick("tag", lex.TAGLINES[d.lang]), 7, align="r")
        c.text(70, 128, f"{d.sup.name} · {d.sup.street} · {d.sup.city}", 6.2)
        c.lines(70, 145, cust_rows(d), 9, 1.3)
        meta_tab(
            c, d, d.meta(["po", "order_date", "our_order", "account", "date"]), 360, 128, 95, 8, 1.5
        )
        y = 262.0
        c.text(70, y, d.titled_number(), 12, True)
        y += 22
        c.text(70, y, f"{d.lc(d.lab('site'))} {', '.join(d.site)}", 8.5)
        y += 14
        y = meta_inline(c, d, d.meta(["vehicle", "carrier", "job"]), 70, y, 8.2)
        return y + 10

    def foot(c: Canvas, p: int) -> None:
        footer(c, d, c.h - 40, 6.2, style="columns")
        if d.pages > 1:
            c.text(c.w - 50, c.h - 64, d.page_marker(p), 7.5, align="r")

    return paged(d, A4, head, _doc_tail(d), foot, x=70, w=A4[0] - 120)


def lay_letter_us_slip(d: Doc) -> list[Canvas]:
    def head(c: Canvas) -> float:
        c.text(36, 30, d.logo, 20, True)
        sup_block(c, d, 36, 56, 7.5)
        c.text(c.w - 36, 30, d.title().upper(), 15, True, align="r")
        meta_inline(c, d, d.meta(["number", "date"]), c.w - 36, 54, 9.5, align="r")
        y = 132.0
        addr_block(c, d, 36, y, "SOLD TO:", [d.cust.name, d.cust.street, d.cust.city], 8.5)
        addr_block(c, d, 320, y, "SHIP TO:", [d.cust.name, *d.site], 8.5)
        y += 74
        pairs = d.meta(["order_date", "po", "carrier", "account", "job"])
        pairs = [(lab.upper().rstrip(":"), val) for lab, val in pairs]
        return cells(c, d, pairs, 36, y, c.w - 72, 8.5) + 12

    return paged(d, LETTER, head, _doc_tail(d), _foot_line(d), x=36)


def lay_letter_ddt(d: Doc) -> list[Canvas]:
    r = random.Random(d.number)

    def head(c: Canvas) -> float:
        c.text(36, 30, d.logo, 20, True)
        sup_block(c, d, 36, 56, 7.2)
        addr_block(c, d, 320, 36, d.lc(d.lab("customer")), cust_rows(d), 8.5)
        addr_block(c, d, 320, 104, d.lc(d.lab("site")), d.site, 8.5)
        y = 170.0
        c.text(36, y, f"{d.title()} (D.P.R. 472/96)", 9, True)
        y += 14
        y = cells(
            c, d, [*d.meta(["number", "date"]), ("Pag.", f"{1}/{d.pages}")], 36, y, c.w - 72, 9.5
        )
        return (
            cells(c, d, d.meta(["account", "po", "order_date", "our_order"]), 36, y, c.w - 72) + 8
        )

    def tail(c: Canvas, y: float) -> float:
        boxes = [(lab, r.choice(vals)) for lab, vals in lex.DDT_BOXES]
        y = cells(c, d, boxes, 36, y, c.w - 72, 8)
        y = cells(
            c,
            d,
            [*d.meta(["carrier", "vehicle", "print_date"]), ("N. colli", str(r.randint(1, 12)))],
            36,
            y,
            c.w - 72,
            8,
        )
        c.text(36, y + 6, "Firma conducente ____________", 7.5)
        c.text(220, y + 6, "Firma vettore ____________", 7.5)
        c.text(400, y + 6, "Firma destinatario ____________", 7.5)
        return y + 20

    return paged(d, A4, head, tail, _foot_line(d, marker=False), x=36, tail_h=110)


def lay_letter_albaran(d: Doc) -> list[Canvas]:
    def head(c: Canvas) -> float:
        c.text(40, 30, d.logo, 20, True)
        sup_block(c, d, 40, 56, 7.2)
        addr_block(c, d, 320, 40, d.lc(d.lab("customer")), cust_rows(d), 8.5)
        y = 130.0
        c.text(40, y, d.title(), 13, True)
        y += 20
        y = cells(
            c, d, d.meta(["number", "date", "account", "po", "our_order"]), 40, y, c.w - 80, 9
        )
        y = addr_block(c, d, 40, y + 6, d.lc(d.lab("site")), d.site, 8.5)
        y = meta_inline(c, d, d.meta(["vehicle", "carrier", "driver"]), 320, y - 36, 8)
        return max(y, 250.0) + 12

    return paged(d, A4, head, _doc_tail(d), _foot_line(d))


def lay_letter_bl_fr(d: Doc) -> list[Canvas]:
    def head(c: Canvas) -> float:
        c.text(40, 30, d.logo, 20, True)
        c.text(40, 54, d.pick("tag", lex.TAGLINES[d.lang]), 7.5)
        sup_block(c, d, 40, 68, 7.2)
        c.text(300, 44, d.titled_number(), 12, True)
        meta_inline(
            c, d, d.meta(["date", "po", "account", "our_order", "order_date"]), 300, 66, 8.5
        )
        y = 170.0
        addr_block(c, d, 40, y, d.lc(d.lab("customer")), cust_rows(d), 8.5)
        addr_block(c, d, 300, y, d.lc(d.lab("site")), d.site, 8.5)
        y += 74
        return meta_inline(c, d, d.meta(["vehicle", "carrier", "job"]), 40, y, 8) + 10

    def tail(c: Canvas, y: float) -> float:
        if d.doc_type != "delivery_note":
            return totals_block(c, d, c.w - 130, y + 6)
        c.text(40, y + 4, d.lc(d.ex("reserves")), 8, True)
        return sign_block(c, d, 40, y + 40, c.w - 80)

    return paged(d, A4, head, tail, _foot_line(d), tail_h=96)


def lay_letter_pakbon(d: Doc) -> list[Canvas]:
    def head(c: Canvas) -> float:
        c.text(c.w - 40, 30, d.logo, 20, True, align="r")
        sup_block(c, d, c.w - 40, 56, 7.2, align="r")
        c.lines(60, 130, cust_rows(d), 9, 1.3)
        c.text(60, 210, d.title(), 14, True)
        y = meta_tab(
            c, d, d.meta(["number", "date", "account", "po", "our_order"]), 60, 234, 110, 8.5
        )
        addr_block(c, d, 330, 234, d.lc(d.lab("site")), d.site, 8.5)
        return y + 12

    def foot(c: Canvas, p: int) -> None:
        footer(c, d, c.h - 40, 6.2, style="columns")
        if d.pages > 1:
            c.text(c.w - 40, c.h - 60, d.page_marker(p), 7.5, align="r")

    return paged(d, A4, head, _doc_tail(d), foot)


def lay_merchant_multi(d: Doc) -> list[Canvas]:
    def head(c: Canvas) -> float:
        c.text(40, 28, d.logo, 24, True)
        c.text(40, 56, f"{d.ex('branch')}: {d.sup.city}", 8)
        c.text(c.w - 40, 30, d.title(), 13, True, align="r")
        c.text(c.w - 40, 48, f"{d.f['number'][0]} {d.number}", 11, True, align="r")
        meta_inline(
            c,
            d,
            d.meta(["date", "po", "our_order", "account", "print_date"]),
            c.w - 40,
            66,
            8,
            align="r",
        )
        y = 140.0
        addr_block(c, d, 40, y, d.lc(d.lab("customer")), cust_rows(d), 8)
        addr_block(c, d, 300, y, d.lc(d.lab("site")), d.site, 8)
        return y + 76

    def tail(c: Canvas, y: float) -> float:
        if d.doc_type != "delivery_note":
            return totals_block(c, d, c.w - 130, y + 6)
        c.text(40, y + 4, f"{d.ex('picked')}: ______  {d.ex('checked')}: ______", 7.5)
        return sign_block(c, d, 40, y + 22, c.w - 80)

    def foot(c: Canvas, p: int) -> None:
        c.text(c.w / 2, c.h - 30, f"{d.sup.name} · {d.tax_line()} · {reg_line(d)}", 6.2, align="c")
        c.text(c.w - 40, c.h - 48, d.page_marker(p), 7.5, align="r")

    return paged(d, A4, head, tail, foot, row_h=12, tsize=7.6, tail_h=80)


def lay_hire_note(d: Doc) -> list[Canvas]:
    def head(c: Canvas) -> float:
        c.text(40, 30, d.logo, 22, True)
        sup_block(c, d, 40, 58, 7.2)
        c.text(c.w - 40, 30, d.title(), 13, True, align="r")
        c.text(c.w - 40, 50, f"{d.f['contract'][0]} {d.v('contract')}", 11, True, align="r")
        meta_inline(c, d, d.meta(["number", "date", "po", "account"]), c.w - 40, 68, 8.5, align="r")
        is_coll = d.chance("collection", 0.3)
        y = 142.0
        c.text(
            40,
            y,
            f"[{'X' if not is_coll else ' '}] {d.ex('delivery')}   "
            f"[{'X' if is_coll else ' '}] {d.ex('collection')}",
            9,
            True,
        )
        y += 18
        y = cells(c, d, d.meta(["hire_start", "off_hire", "job", "vehicle"]), 40, y, c.w - 80)
        addr_block(c, d, 40, y + 4, d.lc(d.lab("customer")), cust_rows(d), 8.5)
        addr_block(c, d, 310, y + 4, d.lc(d.lab("site")), d.site, 8.5)
        return y + 80

    def tail(c: Canvas, y: float) -> float:
        if d.doc_type != "delivery_note":
            return totals_block(c, d, c.w - 130, y + 6)
        c.text(40, y + 4, f"{d.ex('hours')}: ______   {d.ex('fuel')}: ¼ ½ ¾ 1", 7.5)
        return sign_block(c, d, 40, y + 22, c.w - 80)

    return paged(d, A4, head, tail, _foot_line(d), tail_h=80)


def lay_scaffold_hire(d: Doc) -> list[Canvas]:
    def head(c: Canvas) -> float:
        c.text(40, 30, d.logo, 20, True)
        c.text(40, 54, d.sup.name, 9, True)
        c.lines(40, 66, [d.sup.street, d.sup.city, f"{d.lab('tel')} {d.phone}"], 7.2)
        c.text(c.w - 40, 30, d.title(), 13, True, align="r")
        meta_tab(c, d, d.meta(["number", "date", "contract", "po", "hire_start"]), 360, 52, 95, 8.5)
        y = 150.0
        addr_block(c, d, 40, y, d.lc(d.lab("customer")), cust_rows(d), 8.5)
        addr_block(c, d, 310, y, d.lc(d.lab("site")), d.site, 8.5)
        y += 72
        return meta_inline(c, d, d.meta(["vehicle", "driver"]), 40, y, 8) + 10

    def tail(c: Canvas, y: float) -> float:
        if d.doc_type != "delivery_note":
            return totals_block(c, d, c.w - 130, y + 6)
        wt = sum(int(it["delivered"]) for it in d.items) * 11.3
        c.text(c.w - 40, y + 2, f"{d.lab('weight')}: {d.dec(wt, 0)} kg", 8, True, align="r")
        return sign_block(c, d, 40, y + 20, c.w - 80)

    def foot(c: Canvas, p: int) -> None:
        c.text(c.w / 2, c.h - 30, f"{reg_line(d)} · {d.tax_line()}", 6.3, align="c")
        if d.pages > 1:
            c.text(c.w - 40, c.h - 48, d.page_marker(p), 7.5, align="r")

    return paged(d, A4, head, tail, foot, tail_h=76)


def lay_rebar_schedule(d: Doc) -> list[Canvas]:
    r = random.Random(d.number + "bbs")

    def head(c: Canvas) -> float:
        c.text(40, 30, d.logo, 20, True)
        sup_block(c, d, 40, 56, 7.2)
        c.text(c.w - 40, 30, d.title(), 12, True, align="r")
        meta_tab(c, d, d.meta(["number", "date", "po", "our_order", "bending"]), 350, 50, 100, 8.5)
        y = 140.0
        addr_block(c, d, 40, y, d.lc(d.lab("customer")), [d.cust.name, d.cust.city], 8.5)
        addr_block(c, d, 310, y, d.lc(d.lab("site")), d.site, 8.5)
        y += 64
        pairs = [
            (d.ex("drawing"), f"{rlet(r, 2)}-{rdig(r, 3)}-{r.choice('ABC')}"),
            (d.ex("bundle"), str(r.randint(2, 24))),
            *d.meta(["vehicle", "batch"]),
        ]
        return cells(c, d, pairs, 40, y, c.w - 80, 8.5) + 8

    def tail(c: Canvas, y: float) -> float:
        if d.doc_type != "delivery_note":
            return totals_block(c, d, c.w - 130, y + 6)
        total = sum(d.num(it["weight"]) for it in d.items)
        c.text(c.w - 40, y + 2, f"{d.lab('weight')}: {d.dec(total, 1)} kg", 8.5, True, align="r")
        return sign_block(c, d, 40, y + 22, c.w - 80)

    return paged(d, A4, head, tail, _foot_line(d), row_h=12.5, tsize=7.6, tail_h=76)


def lay_pallet_note(d: Doc) -> list[Canvas]:
    r = random.Random(d.number + "pal")
    pal = r.randint(2, 12)

    def head(c: Canvas) -> float:
        c.text(40, 32, d.logo, 22, True)
        sup_block(c, d, 40, 60, 7.2)
        c.text(c.w - 40, 34, d.title(), 14, True, align="r")
        meta_tab(c, d, d.meta(["number", "date", "po", "account", "vehicle"]), 350, 56, 95)
        y = 150.0
        addr_block(c, d, 40, y, d.lc(d.lab("customer")), cust_rows(d), 8.5)
        addr_block(c, d, 310, y, d.lc(d.lab("site")), d.site, 8.5)
        return y + 80

    def tail(c: Canvas, y: float) -> float:
        if d.doc_type != "delivery_note":
            return totals_block(c, d, c.w - 130, y + 6)
        y = cells(
            c,
            d,
            [
                (d.ex("pallets"), str(pal)),
                (d.ex("ret"), ""),
                (d.lab("deposit"), f"{pal} x {d.dec(r.choice([8.0, 10.0, 12.5, 15.0]))}"),
            ],
            40,
            y,
            330,
            9,
        )
        return sign_block(c, d, 40, y + 8, c.w - 80)

    return paged(d, A4, head, tail, _foot_line(d), tail_h=90)


def lay_banner_band(d: Doc) -> list[Canvas]:
    def head(c: Canvas) -> float:
        c.text(40, 26, d.logo, 30, True)
        c.text(c.w - 40, 34, d.pick("tag", lex.TAGLINES[d.lang]), 8, align="r")
        c.text(40, 76, d.title().upper(), 13, True)
        c.text(c.w - 40, 76, d.number, 13, True, align="r")
        y = meta_tab(c, d, d.meta(["date", "po", "account", "our_order", "vehicle"]), 40, 104, 100)
        addr_block(c, d, 320, 104, d.lc(d.lab("site")), [d.cust.name, *d.site], 8.5)
        return max(y, 180.0) + 10

    def foot(c: Canvas, p: int) -> None:
        footer(c, d)
        if d.pages > 1:
            c.text(c.w - 40, c.h - 50, d.page_marker(p), 7.5, align="r")

    return paged(d, A4, head, _doc_tail(d), foot)


def lay_grid_boxed(d: Doc) -> list[Canvas]:
    def head(c: Canvas) -> float:
        c.text(40, 30, d.logo, 22, True)
        sup_block(c, d, 40, 58, 7.2)
        c.text(c.w - 40, 32, d.title(), 15, True, align="r")
        y = 140.0
        y = cells(
            c, d, d.meta(["number", "date", "account", "po", "our_order"]), 40, y, c.w - 80, 9
        )
        addr_block(c, d, 40, y + 8, d.lc(d.lab("customer")), cust_rows(d), 8.5)
        addr_block(c, d, 310, y + 8, d.lc(d.lab("site")), d.site, 8.5)
        return y + 84

    return paged(d, A4, head, _doc_tail(d), _foot_line(d))


def lay_grid_two_row(d: Doc) -> list[Canvas]:
    def head(c: Canvas) -> float:
        c.text(c.w - 40, 30, d.logo, 22, True, align="r")
        c.text(40, 30, d.title(), 16, True)
        sup_block(c, d, 40, 54, 7.2)
        y = 130.0
        y = cells(c, d, d.meta(["number", "date", "po", "order_date"]), 40, y, c.w - 80, 9)
        y = cells(
            c, d, d.meta(["account", "vehicle", "driver", "carrier", "job"]), 40, y, c.w - 80, 8.5
        )
        addr_block(c, d, 40, y + 8, d.lc(d.lab("customer")), cust_rows(d), 8.5)
        addr_block(c, d, 310, y + 8, d.lc(d.lab("site")), d.site, 8.5)
        return y + 84

    return paged(d, A4, head, _doc_tail(d), _foot_line(d))


def lay_grid_carbonless(d: Doc) -> list[Canvas]:
    c = Canvas(*A5P) if d.chance("a5", 0.5) else Canvas(*A4)
    w = c.w - 48
    stamp(c, d, c.w - 24, 14, 10, align="r")
    c.text(24, 24, d.logo, 18, True)
    y = sup_block(c, d, 24, 48, 6.5)
    c.text(c.w - 24, 36, d.title(), 10, True, align="r")
    c.text(c.w - 24, 52, f"No {d.number}", 14, True, align="r")
    y = max(y, 78.0) + 6
    y = cells(c, d, d.meta(["date", "po", "account"]), 24, y, w, 10, hand=True)
    y = cells(c, d, [(d.lab("customer"), d.cust.name)], 24, y, w, 10, hand=True)
    y = cells(c, d, [(d.lab("site"), ", ".join(d.site[:2]))], 24, y, w, 10, hand=True)
    c.text(24, y + 4, d.lab("qty"), 7, True)
    c.text(80, y + 4, d.lab("desc"), 7, True)
    y += 18
    for it in d.items:
        c.text(24, y, f"{it['qty']} {it['unit']}", 10, hand=True)
        c.text(80, y, it["desc"], 10, hand=True)
        y += 18
    y = cells(c, d, d.meta(["vehicle", "driver"]), 24, y + 8, w, 10, hand=True)
    c.text(24, y + 10, f"{d.lc(d.lab('sign'))} ________________", 8)
    c.text(c.w / 2, c.h - 20, f"{d.sup.name} · {reg_line(d)}", 5.8, align="c")
    return [c]


def lay_twocol_header(d: Doc) -> list[Canvas]:
    def head(c: Canvas) -> float:
        c.text(40, 30, d.logo, 20, True)
        sup_block(c, d, 40, 56, 7.5)
        c.text(320, 30, d.title(), 14, True)
        meta_inline(
            c, d, d.meta(["number", "date", "po", "account", "our_order", "job"]), 320, 54, 8.5
        )
        y = 160.0
        addr_block(c, d, 40, y, d.lc(d.lab("customer")), cust_rows(d), 8.5)
        addr_block(c, d, 320, y, d.lc(d.lab("site")), d.site, 8.5)
        return y + 80

    return paged(d, A4, head, _doc_tail(d), _foot_line(d))


def lay_twocol_stacked(d: Doc) -> list[Canvas]:
    def head(c: Canvas) -> float:
        c.text(40, 28, d.logo, 18, True)
        c.text(40, 50, d.sup.name, 8.5, True)
        c.text(40, 62, f"{d.sup.street} · {d.sup.city} · {d.lab('tel')} {d.phone}", 7.2)
        c.text(40, 92, d.title(), 14, True)
        y1 = meta_tab(c, d, d.meta(["number", "date", "po", "order_date"]), 40, 116, 105, 8.5)
        y2 = meta_tab(
            c, d, d.meta(["account", "our_order", "vehicle", "driver"]), 320, 116, 90, 8.5
        )
        y = max(y1, y2) + 10
        addr_block(c, d, 40, y, d.lc(d.lab("customer")), cust_rows(d), 8.5)
        addr_block(c, d, 320, y, d.lc(d.lab("site")), d.site, 8.5)
        return y + 76

    return paged(d, A4, head, _doc_tail(d), _foot_line(d))


def lay_a5_compact(d: Doc) -> list[Canvas]:
    c = Canvas(*A5L)
    c.text(24, 18, d.logo, 16, True)
    c.text(24, 38, f"{d.sup.name} · {d.sup.city} · {d.lab('tel')} {d.phone}", 6.6)
    c.text(c.w - 24, 18, d.title(), 11, True, align="r")
    meta_inline(c, d, d.meta(["number", "date", "po"]), c.w - 24, 36, 8.5, align="r")
    y = 86.0
    addr_block(c, d, 24, y, d.lc(d.lab("customer")), [d.cust.name, *d.site[:2]], 8)
    meta_inline(c, d, d.meta(["account", "vehicle", "our_order"]), 330, y, 8)
    y += 56
    if not d.items:
        make_items(d, d.rng.randint(1, 5))
    y = table(c, d, d.items[:6], 24, y, c.w - 48, 8, 12)
    c.text(24, c.h - 50, f"{d.lc(d.lab('sign'))} ________________", 8)
    c.text(c.w / 2, c.h - 22, f"{reg_line(d)} · {d.tax_line()}", 6, align="c")
    return [c]


def lay_statement(d: Doc) -> list[Canvas]:
    r = random.Random(d.number + "st")

    def head(c: Canvas) -> float:
        c.text(40, 30, d.logo, 22, True)
        sup_block(c, d, 40, 58, 7.2)
        c.text(c.w - 40, 32, d.title(), 15, True, align="r")
        meta_tab(c, d, d.meta(["number", "date", "account"]), 350, 56, 95)
        addr_block(c, d, 40, 150, "", cust_rows(d), 9)
        return 230.0

    def make(d: Doc, n: int) -> None:
        rows: list[dict[str, str]] = []
        day = d.date - dt.timedelta(days=62 + 3 * n)
        for k in range(n):
            day += dt.timedelta(days=r.randint(1, 3))
            amt = r.uniform(80, 4800)
            ref = make_number_like(d, r)
            rows.append(
                {
                    "pos": str(k + 1),
                    "code": d.fdate(day),
                    "desc": f"{d.ex('inv_ref')} {ref}",
                    "qty": "",
                    "unit": "",
                    "price": d.dec(amt),
                    "amount": d.dec(amt),
                }
            )
        d.items = rows

    def tail(c: Canvas, y: float) -> float:
        return totals_block(c, d, c.w - 130, y + 6)

    return paged(d, A4, head, tail, _foot_line(d), make=make)


def make_number_like(d: Doc, r: random.Random) -> str:
    p = TYPE_PREFIX["invoice"][d.lang]
    return f"{p}{rdig(r, 6)}"


def lay_invoice_classic(d: Doc) -> list[Canvas]:
    r = random.Random(d.number + "inv")

    def head(c: Canvas) -> float:
        c.text(40, 30, d.logo, 22, True)
        sup_block(c, d, 40, 58, 7.2)
        c.text(c.w - 40, 32, d.title(), 16, True, align="r")
        refs = d.meta(["number", "date", "po", "account", "due_date"])
        if d.doc_type in ("invoice", "credit_note"):
            refs.append((d.ex("dn_ref"), f"{DN_PREFIX[d.lang]}{rdig(r, 6)}"))
        if d.doc_type == "quotation":
            refs.append((d.ex("valid"), d.fdate(d.date + dt.timedelta(days=30))))
        meta_tab(c, d, refs, 340, 60, 100)
        y = 170.0
        addr_block(c, d, 40, y, d.lc(d.lab("customer")), cust_rows(d), 8.5)
        addr_block(c, d, 320, y, d.lc(d.lab("site")), d.site, 8.5)
        return y + 80

    def tail(c: Canvas, y: float) -> float:
        y = totals_block(c, d, c.w - 130, y + 6)
        c.text(40, y + 6, d.ex("terms_pay"), 7.5)
        return y + 20

    return paged(d, A4, head, tail, _foot_line(d))


LAYOUTS: list[LayoutSpec] = [
    LayoutSpec("rmx-roll", "ticket", lay_rmx_roll, ("ready-mix",)),
    LayoutSpec("weigh-roll", "ticket", lay_weigh_roll, ("aggregates", "asphalt")),
    LayoutSpec(
        "roll-copy",
        "ticket",
        lay_roll_copy,
        ("aggregates", "asphalt", "waste", "blocks", "drainage"),
    ),
    LayoutSpec("skip-roll", "ticket", lay_skip_roll, ("waste",)),
    LayoutSpec("rmx-docket-grid", "grid", lay_rmx_docket_grid, ("ready-mix",)),
    LayoutSpec("weigh-docket-grid", "grid", lay_weigh_docket_grid, WEIGH_TRADES),
    LayoutSpec(
        "letter-classic",
        "letter",
        lay_letter_classic,
        None,
        doc_types=lex.DOC_TYPES[:5],
        multipage=True,
    ),
    LayoutSpec("letter-meta-left", "letter", lay_letter_meta_left, None, multipage=True),
    LayoutSpec(
        "letter-footer-legal",
        "letter",
        lay_letter_footer_legal,
        None,
        doc_types=("delivery_note", "invoice", "order_confirmation"),
        multipage=True,
    ),
    LayoutSpec("letter-label-right", "letter", lay_letter_label_right, None, multipage=True),
    LayoutSpec(
        "letter-din",
        "letter",
        lay_letter_din,
        None,
        regions=("DE", "AT", "CH-de"),
        doc_types=lex.DOC_TYPES[:5],
        multipage=True,
    ),
    LayoutSpec(
        "letter-us-slip",
        "letter",
        lay_letter_us_slip,
        None,
        regions=("US",),
        doc_types=("delivery_note", "order_confirmation"),
        multipage=True,
    ),
    LayoutSpec("letter-ddt", "grid", lay_letter_ddt, None, regions=("IT",), multipage=True),
    LayoutSpec(
        "letter-albaran",
        "grid",
        lay_letter_albaran,
        None,
        regions=("ES",),
        doc_types=("delivery_note", "invoice"),
        multipage=True,
    ),
    LayoutSpec(
        "letter-bl-fr",
        "letter",
        lay_letter_bl_fr,
        None,
        regions=("FR", "BE-fr", "CH-fr"),
        doc_types=("delivery_note", "invoice"),
        multipage=True,
    ),
    LayoutSpec(
        "letter-pakbon",
        "letter",
        lay_letter_pakbon,
        None,
        regions=("NL", "BE-nl"),
        doc_types=("delivery_note", "invoice", "credit_note"),
        multipage=True,
    ),
    LayoutSpec(
        "merchant-multi",
        "letter",
        lay_merchant_multi,
        ("merchant", "timber", "drainage", "roofing", "blocks"),
        doc_types=("delivery_note", "invoice"),
        multipage=True,
    ),
    LayoutSpec(
        "hire-note",
        "form",
        lay_hire_note,
        ("plant hire",),
        doc_types=("delivery_note", "quotation"),
        multipage=True,
    ),
    LayoutSpec("scaffold-hire", "form", lay_scaffold_hire, ("scaffold",), multipage=True),
    LayoutSpec("rebar-schedule", "form", lay_rebar_schedule, ("rebar",), multipage=True),
    LayoutSpec("pallet-note", "letter", lay_pallet_note, ("blocks", "roofing"), multipage=True),
    LayoutSpec(
        "banner-band",
        "letter",
        lay_banner_band,
        None,
        doc_types=("delivery_note", "credit_note"),
        multipage=True,
    ),
    LayoutSpec(
        "grid-boxed", "grid", lay_grid_boxed, None, doc_types=lex.DOC_TYPES[:5], multipage=True
    ),
    LayoutSpec("grid-two-row", "grid", lay_grid_two_row, None, multipage=True),
    LayoutSpec(
        "grid-carbonless",
        "grid",
        lay_grid_carbonless,
        ("merchant", "blocks", "timber", "drainage", "roofing", "aggregates", "waste"),
        kinds=("scan", "photo"),
    ),
    LayoutSpec(
        "twocol-header",
        "twocol",
        lay_twocol_header,
        None,
        doc_types=lex.DOC_TYPES[:5],
        multipage=True,
    ),
    LayoutSpec("twocol-stacked", "twocol", lay_twocol_stacked, None, multipage=True),
    LayoutSpec(
        "a5-compact",
        "compact",
        lay_a5_compact,
        (
            "merchant",
            "blocks",
            "drainage",
            "timber",
            "roofing",
            "plant hire",
            "waste",
            "aggregates",
        ),
    ),
    LayoutSpec(
        "statement-list", "letter", lay_statement, None, doc_types=("statement",), multipage=True
    ),
    LayoutSpec(
        "invoice-classic",
        "letter",
        lay_invoice_classic,
        None,
        doc_types=("invoice", "credit_note", "quotation", "order_confirmation"),
        multipage=True,
    ),
]


# --------------------------------------------------------------------------- building a note


def _fits(spec: LayoutSpec, d: Doc) -> bool:
    return (
        (spec.trades is None or d.trade in spec.trades)
        and (spec.regions is None or d.region in spec.regions)
        and d.doc_type in spec.doc_types
        and d.kind in spec.kinds
    )


def build_fields(d: Doc) -> None:
    r = d.rng
    lang = d.lang
    f = d.f
    ticketish = d.trade in ("ready-mix", "aggregates", "asphalt", "waste")
    assert d.spec is not None
    if d.doc_type == "delivery_note":
        key = "ticket" if ticketish and d.spec.family in ("ticket", "grid") else "delivery_note"
        if d.trade == "ready-mix" and lang != "en":
            key = "delivery_note"
        if d.spec.name == "weigh-roll" or d.spec.name == "weigh-docket-grid":
            key = "delivery_note"
        num_label = d.pick("numlab", lex.NUM_LABELS[lang][key])
        date_label = d.lab("date")
    else:
        num_label = d.pick("numlab", lex.NUM_LABELS[lang][d.doc_type])
        date_label = d.lab("doc_date")
    f["number"] = (num_label, d.number)
    f["date"] = (date_label, d.date_raw)
    if d.po:
        f["po"] = (d.lab("po"), d.po)
    time_h, time_m = r.randint(6, 15), r.randint(0, 59)
    if r.random() < 0.55:
        f["our_order"] = (
            d.lab("our_order"),
            r.choice(
                [
                    f"{r.choice(['SO', 'A', 'AU', 'OR', ''])}{rdig(r, 6)}",
                    rdig(r, 7),
                    f"{rdig(r, 5)}/{d.date.year % 100:02d}",
                ]
            ),
        )
    if r.random() < 0.7:
        f["account"] = (
            d.lab("account"),
            r.choice([rdig(r, 5), f"C{rdig(r, 5)}", f"{rlet(r, 3)}{rdig(r, 3)}", rdig(r, 6)]),
        )
    if d.doc_type == "delivery_note" or r.random() < 0.2:
        f["vehicle"] = (d.lab("vehicle"), vehicle_reg(r, d.region))
        if r.random() < 0.6:
            f["driver"] = (d.lab("driver"), r.choice(lex.DRIVERS[lang]))
        if r.random() < 0.4:
            f["carrier"] = (d.lab("carrier"), r.choice(lex.HAULIERS[lang]))
    f["time"] = (d.lab("time"), d.fmt_time(time_h, time_m))
    if r.random() < 0.4:
        f["job"] = (
            d.lab("job"),
            r.choice([f"{rlet(r, 1)}{rdig(r, 4)}", rdig(r, 5), f"{rdig(r, 2)}-{rdig(r, 3)}"]),
        )
    if r.random() < 0.35:
        f["order_date"] = (
            d.lab("order_date"),
            d.fdate(d.date - dt.timedelta(days=r.randint(1, 12))),
        )
    if r.random() < 0.25:
        pd = d.date + dt.timedelta(days=r.choice([0, 0, 1]))
        f["print_date"] = (
            d.lab("print_date"),
            f"{d.fdate(pd)} {d.fmt_time(r.randint(5, 17), r.randint(0, 59))}",
        )
    if d.doc_type in ("invoice", "statement", "credit_note"):
        f["due_date"] = (d.lab("due_date"), d.fdate(d.date + dt.timedelta(days=30)))
    if d.trade in ("plant hire", "scaffold"):
        f["contract"] = (
            d.lab("contract"),
            r.choice([f"H{rdig(r, 6)}", f"C-{rdig(r, 6)}", rdig(r, 7)]),
        )
        f["hire_start"] = (d.lab("hire_start"), d.fdate(d.date))
        f["off_hire"] = (d.lab("off_hire"), d.fdate(d.date + dt.timedelta(days=r.randint(5, 40))))
    if d.trade == "ready-mix":
        m = time_h * 60 + time_m
        t2, t3 = m + r.randint(20, 55), m + r.randint(60, 110)
        f["batched"] = (d.lab("batched"), d.fmt_time(time_h, time_m))
        f["arrived"] = (d.lab("arrived"), d.fmt_time(t2 // 60 % 24, t2 % 60))
        f["discharged"] = (d.lab("discharged"), d.fmt_time(t3 // 60 % 24, t3 % 60))
        f["slump"] = (d.lab("slump"), r.choice(lex.SLUMPS[lang]))
        f["plant"] = (d.lab("plant"), f"{r.randint(1, 40):02d} {d.sup.city.split()[-1]}")
        f["truck"] = (d.lab("truck"), str(r.randint(100, 989)))
        f["cum"] = (
            d.lab("cum"),
            f"{d.dec(r.choice([6, 12, 18, 24, 36, 48]), 1)} m³"
            if lang != "en"
            else f"{r.choice([6, 12, 18, 24, 36, 48])}.0 m3",
        )
        f["batch"] = (d.lab("batch"), rdig(r, 6))
    if d.trade in WEIGH_TRADES:
        gross = r.uniform(26.0, 44.0)
        tare = r.uniform(11.0, 15.5)
        unit = "t" if d.country != "US" else "tn"
        nd = r.choice([2, 3])
        f["gross"] = (d.lab("gross"), f"{d.dec(gross, nd)} {unit}")
        f["tare"] = (d.lab("tare"), f"{d.dec(tare, nd)} {unit}")
        f["net"] = (d.lab("net"), f"{d.dec(gross - tare, nd)} {unit}")
        f["weighbridge"] = (
            d.lab("weighbridge"),
            r.choice([rdig(r, 6), f"W{rdig(r, 6)}", rdig(r, 5)]),
        )
        f["time_in"] = (d.ex("in"), d.fmt_time(time_h, time_m))
        t2 = time_h * 60 + time_m + r.randint(8, 30)
        f["time_out"] = (d.ex("out"), d.fmt_time(t2 // 60 % 24, t2 % 60))
    if d.trade == "waste":
        f["ewc"] = (d.lab("ewc"), r.choice(["17 09 04", "17 01 07", "17 05 04", "17 08 02"]))
    if d.trade == "rebar":
        f["bending"] = (d.lab("bending"), f"{rlet(r, 2)}/{rdig(r, 3)}/{r.randint(1, 9):02d}")
        f["batch"] = (d.lab("batch"), f"{rlet(r, 1)}{rdig(r, 6)}")


def choose_pages(d: Doc) -> int:
    assert d.spec is not None
    long = d.trade in LONG_TRADES or d.doc_type == "statement"
    if not d.spec.multipage or not long:
        return 1
    p2 = 0.5
    r = d.rng.random()
    if r < p2 * 0.2:
        return 3
    if r < p2:
        return 2
    return 1


def host_data(d: Doc, po: str) -> tuple[list[dict[str, Any]], list[dict[str, str]]]:
    r = d.rng
    siblings = [s for s in lex.SUPPLIERS if s.group == d.sup.group and s.name != d.sup.name]
    same_lang = [s for s in lex.SUPPLIERS if s.lang == d.lang and s.group != d.sup.group]
    others = [s for s in lex.SUPPLIERS if s.lang != d.lang and s.group != d.sup.group]
    n = r.randint(2, 4)
    chosen: list[lex.Supplier] = []
    if siblings and r.random() < 0.5:
        chosen.append(r.choice(siblings))
    pool = same_lang[:] if len(same_lang) >= n else same_lang + others
    r.shuffle(pool)
    for s in pool:
        if len(chosen) >= n:
            break
        if s not in chosen:
            chosen.append(s)
    extra = [
        {"supplier": s.name, "supplier_aliases": list(s.aliases), "supplier_tax_id": s.tax_id}
        for s in chosen
    ]
    pos: list[dict[str, str]] = []
    k = r.randint(1, 3)
    if po and r.random() < 0.4:
        digits = [i for i, ch in enumerate(po) if ch.isdigit()]
        i = r.choice(digits)
        ch = r.choice([x for x in "0123456789" if x != po[i]])
        pos.append({"po_number": po[:i] + ch + po[i + 1 :], "supplier": chosen[0].name})
    guard = 0
    while len(pos) < k and guard < 20:
        guard += 1
        cand = make_po(r, d.cust.po_style if r.random() < 0.7 else r.randint(0, 17), d.date.year)
        if cand != po and cand not in {p["po_number"] for p in pos}:
            pos.append({"po_number": cand, "supplier": r.choice(chosen).name})
    return extra, pos


REGION_WEIGHTS: list[tuple[str, float]] = [
    ("UK", 9),
    ("IE", 4),
    ("US", 6),
    ("AU", 4),
    ("NZ", 3),
    ("CA", 3),
    ("DE", 9),
    ("AT", 4),
    ("CH-de", 3),
    ("FR", 9),
    ("BE-fr", 3),
    ("CH-fr", 2),
    ("NL", 9),
    ("BE-nl", 4),
    ("IT", 12),
    ("ES", 12),
]


def build_doc(rng: random.Random, i: int) -> Doc:
    kind = weighted(rng, [("digital", 45), ("scan", 35), ("photo", 20)])
    region = weighted(rng, REGION_WEIGHTS)
    sups = [s for s in lex.SUPPLIERS if s.region == region]
    random.Random(region).shuffle(sups)  # the region's favourites, the same every time
    # a site's regular suppliers come up again and again
    sup = (
        sups[min(int(rng.expovariate(0.8)), len(sups) - 1)]
        if rng.random() < 0.5
        else rng.choice(sups)
    )
    trade = rng.choice(sup.trades)
    doc_type = "delivery_note"
    if rng.random() < 0.12:
        doc_type = weighted(
            rng,
            [
                ("invoice", 4),
                ("order_confirmation", 2),
                ("credit_note", 2),
                ("quotation", 1.5),
                ("statement", 1.5),
            ],
        )
    cust = rng.choice(lex.CUSTOMERS[region])
    d = Doc(i, rng, kind, region, sup, trade, doc_type, cust)
    fits = [s for s in LAYOUTS if _fits(s, d)]
    if not fits:
        d.doc_type = "delivery_note"
        fits = [s for s in LAYOUTS if _fits(s, d)]
    # the trade's and the country's own forms more often than the all-purpose ones
    weights = [
        6.0 if s.family == "ticket" else 4.0 if s.regions else 3.0 if s.trades else 1.0
        for s in fits
    ]
    d.spec = rng.choices(fits, weights)[0]
    d.date = dt.date(2023, 1, 2) + dt.timedelta(days=rng.randint(0, 900))
    if d.date.weekday() == 6:
        d.date += dt.timedelta(days=1)
    d.date_style = weighted(rng, date_styles(d.lang, region))
    d.date_raw = d.fdate(d.date)
    d.number = make_number(d)
    po_p = {
        "delivery_note": 0.75,
        "invoice": 0.8,
        "order_confirmation": 0.9,
        "credit_note": 0.5,
        "quotation": 0.1,
        "statement": 0.0,
    }[d.doc_type]
    d.po = make_po(rng, cust.po_style, d.date.year) if rng.random() < po_p else ""
    d.phone = phone(random.Random("tel" + sup.name), region)
    site_name = rng.choice(lex.SITES[d.lang])
    d.site = [site_name, rng.choice(lex.SITE_STREETS[region]), rng.choice(lex.SITE_CITIES[region])]
    d.pages = choose_pages(d)
    build_fields(d)
    if d.spec.family in ("ticket", "grid") and not d.spec.multipage:
        lo_hi = {"ready-mix": (1, 1), "waste": (1, 2)}.get(trade, (1, 3))
        make_items(d, rng.randint(*lo_hi))
    return d


def truth_of(d: Doc, extra: list[dict[str, Any]], pos: list[dict[str, str]]) -> dict[str, Any]:
    assert d.spec is not None
    return {
        "file": f"sixteenth-{d.i:03d}-{d.spec.name}-{d.lang}-{d.kind}",
        "kind": d.kind,
        "layout": d.spec.name,
        "language": d.lang,
        "family": d.spec.family,
        "doc_type": d.doc_type,
        "document_number": d.number,
        "date": d.date.isoformat(),
        "date_raw": d.date_raw,
        "date_order": "mdy" if d.region == "US" else "dmy",
        "po_number": d.po,
        "supplier": d.sup.name,
        "supplier_aliases": list(d.sup.aliases),
        "supplier_tax_id": d.sup.tax_id,
        "pages": d.pages,
        "trade": d.trade,
        "host_extra_suppliers": extra,
        "host_extra_pos": pos,
    }


def generate(seed: int = 171, count: int = 120) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    """``count`` notes as ``(truth, first page)``; later pages in ``page["next_pages"]``."""
    rng = random.Random(seed)
    for i in range(count):
        d = build_doc(random.Random(rng.getrandbits(64)), i)
        assert d.spec is not None
        canvases = d.spec.fn(d)
        d.pages = len(canvases)
        extra, pos = host_data(d, d.po)
        ocr_rng = random.Random(d.rng.getrandbits(64))
        rendered: list[dict[str, Any]] = []
        for c in canvases:
            if d.kind == "digital":
                rendered.append(render_digital(c))
            else:
                rendered.append(render_ocr(c, ocr_rng, d.kind))
        page = rendered[0]
        if len(rendered) > 1:
            page["next_pages"] = rendered[1:]
        yield truth_of(d, extra, pos), page
