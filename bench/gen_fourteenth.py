"""The fourteenth held-out generator of the finding bench, written without sight of the
finder or of the other generators.

It prints the paperwork of twelve trades the earlier generators left out: electrical
wholesale, paint and coatings (tint formulas), PPE and workwear (wearer issues and sizes),
laboratory chemicals (UN numbers and dangerous-goods lines), fleet parts (thermal counter
slips), ceramic tiles (shade, calibre and batch), insulation and drylining (pallet
deposits), catering and cleaning supplies (route drops), industrial gases (cylinder
exchange with serials out and in), fasteners (kanban bins), pipes and valves (heat numbers
and certificates) and architectural ironmongery (door schedules), in eleven language
variants (English of the UK, US, Ireland and Australia, German, French, Dutch, Italian,
Spanish, Polish, Portuguese).

Each supplier prints one of 22 layouts every time, with its own number shape and date
format; suppliers recur. The note's own number and date sit in a labelled grid, a box,
beside a barcode, in a footer strip, in a narrow side column, in a sentence, or under their
labels; around them are order dates, print and due dates, customer accounts, the supplier's
own order numbers, routes, lot and heat numbers, cylinder serials, carriers and the
customer's and delivery-site names. About one document in eight is no note (invoice, order
confirmation, credit note, quotation, statement, proof of delivery, pick list, return
note) with its own number, often citing a delivery note's. About a sixth of the notes run
to two pages; about a fifth carry no PO.

Pages are digital (one entry per word), scanned or photographed (one entry per printed
run, with merged and split runs, character confusions, lost spaces and dots, low
confidence on faulted runs, skew; photos a close, drifting shot that loses edge lines).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any

import fourteenth_lex as lex

A4 = (1240.0, 1754.0)
A5 = (874.0, 1240.0)
LETTER = (1275.0, 1650.0)
THERMAL_W = 472.0
NON_NOTES = (
    "invoice",
    "order_confirmation",
    "credit_note",
    "quotation",
    "statement",
    "proof_of_delivery",
    "pick_list",
    "return_note",
)

# --- the page canvas ----------------------------------------------------------------------


@dataclass
class Run:
    """One printed run: what an OCR engine returns as one line box."""

    x0: float
    y0: float
    text: str
    size: float

    @property
    def x1(self) -> float:
        return self.x0 + width(self.text, self.size)

    @property
    def y1(self) -> float:
        return self.y0 + self.size


def width(text: str, size: float) -> float:
    return len(text) * size * 0.52


@dataclass
class Canvas:
    w: float
    h: float
    runs: list[Run] = field(default_factory=list)

    def put(self, x: float, y: float, text: str, size: float = 20, align: str = "l") -> float:
        """Prints ``text`` at ``x`` (its left, centre or right edge); returns the next line."""
        text = text.strip()
        if text:
            wd = width(text, size)
            x0 = x - wd if align == "r" else x - wd / 2 if align == "c" else x
            self.runs.append(Run(max(4.0, x0), y, text, size))
        return y + size * 1.45


# --- the world: suppliers, customers, numbers, dates ----------------------------------------


@dataclass
class Supplier:
    name: str
    aliases: list[str]
    logo: str
    tax_id: str
    lang: str
    trade: str
    layout: str
    number_shape: int
    date_style: int
    street: str
    city: str
    seq: int


@dataclass
class Customer:
    name: str
    lang: str
    po_shape: int
    account: str
    site: str
    city: str


def _digits(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randrange(10)) for _ in range(n))


def _make_supplier(
    rng: random.Random, lang: str, trade: str, layout: str, stem: str, taken: set[str]
) -> Supplier:
    base = lex.BASE[lang]
    word = rng.choice(lex.TRADE_WORDS[trade][base])
    form = rng.choice(lex.LEGAL_FORMS[lang])
    if base in ("fr", "it", "es", "pt") and rng.random() < 0.6:
        trading = f"{word} {stem}"
    else:
        trading = f"{stem} {word}"
    name = f"{trading} {form}"
    letters = "".join(p[0] for p in trading.replace("&", " ").split() if p[0].isalpha())
    logo = rng.choice([stem.split()[0].upper(), letters.upper(), trading.upper()])
    aliases = [trading]
    if rng.random() < 0.4:
        aliases.append(f"{letters.upper()} {rng.choice(['Direct', 'Trade', 'Pro', 'Express'])}")
    tid = lex.tax_id(rng, lang)
    while tid in taken:
        tid = lex.tax_id(rng, lang)
    taken.add(tid)
    return Supplier(
        name=name,
        aliases=aliases,
        logo=logo,
        tax_id=tid,
        lang=lang,
        trade=trade,
        layout=layout,
        number_shape=rng.randrange(8),
        date_style=rng.randrange(4),
        street=f"{rng.randrange(2, 180)} {rng.choice(lex.STREETS.get(base, lex.STREETS['en']))}"
        if lang != "en-us"
        else rng.choice(lex.STREETS["us"]),
        city=rng.choice(lex.CITIES[lang]),
        seq=rng.randrange(1000, 90000),
    )


def _look_alike(rng: random.Random, s: Supplier, taken: set[str]) -> Supplier:
    """Another real supplier whose name is close to ``s``'s: a sister firm, a namesake."""
    forms = [f for f in lex.LEGAL_FORMS[s.lang] if not s.name.endswith(f)]
    trading = s.aliases[0]
    variant = rng.choice(
        [
            f"{trading} {rng.choice(['Holdings', 'Group', 'North', 'Services', 'Trade'])}",
            trading.replace(trading.split()[0], trading.split()[0] + "s", 1),
            f"{trading} & Partners",
        ]
    )
    tid = lex.tax_id(rng, s.lang)
    while tid in taken:
        tid = lex.tax_id(rng, s.lang)
    taken.add(tid)
    return Supplier(
        name=f"{variant} {rng.choice(forms or ['Ltd'])}",
        aliases=[variant],
        logo=s.logo,
        tax_id=tid,
        lang=s.lang,
        trade=s.trade,
        layout=s.layout,
        number_shape=s.number_shape,
        date_style=s.date_style,
        street=s.street,
        city=s.city,
        seq=0,
    )


def _number(rng: random.Random, s: Supplier, d: date, prefix: str = "") -> str:
    s.seq += rng.randrange(1, 40)
    n, yy, yyyy = s.seq, d.strftime("%y"), d.year
    shape = s.number_shape
    pre = prefix or {
        "de": "LS",
        "fr": "BL",
        "nl": "PB",
        "it": "DDT",
        "es": "AL",
        "pl": "WZ",
        "pt": "GR",
    }.get(lex.BASE[s.lang], "DN")
    if shape == 0:
        return f"{pre}{n:06d}"
    if shape == 1:
        return f"{80000000 + n * 7}"
    if shape == 2:
        return f"{yyyy}/{n:05d}"
    if shape == 3:
        return f"{pre}-{yyyy}-{n:05d}"
    if shape == 4:
        return f"{n % 9000 + 100}/{d.month:02d}/{yyyy}"
    if shape == 5:
        return f"{pre}{yy}{n:05d}"
    if shape == 6:
        return f"{n:07d}-{rng.choice('ABC')}"
    return f"{pre} {yy}-{n:05d}".replace(" ", "")


def _po(rng: random.Random, c: Customer, d: date) -> str:
    shape = c.po_shape
    if shape == 0:
        return f"4500{_digits(rng, 6)}"
    if shape == 1:
        return f"PO-{_digits(rng, 5)}"
    if shape == 2:
        return f"P{_digits(rng, 6)}"
    if shape == 3:
        return f"{d.year}-PO-{_digits(rng, 4)}"
    if shape == 4:
        return f"BST{_digits(rng, 6)}"
    if shape == 5:
        return f"ORD/{_digits(rng, 4)}/{d.strftime('%y')}"
    return f"{c.site}-{_digits(rng, 4)}"


def _one_off(rng: random.Random, po: str) -> str:
    spots = [i for i, ch in enumerate(po) if ch.isdigit()]
    i = rng.choice(spots)
    new = str((int(po[i]) + rng.randrange(1, 10)) % 10)
    return po[:i] + new + po[i + 1 :]


def _date_text(rng: random.Random, lang: str, d: date, style: int, numeric: bool) -> str:
    """``d`` as the supplier prints it: style picks its habit, ``numeric`` drops names."""
    base = lex.BASE[lang]
    months = lex.MONTHS[base].split()
    short = lex.MONTHS_SHORT[base].split()
    day, mon, yr = d.day, d.month, d.year
    m = months[mon - 1]
    if lang == "en-us":
        forms = [
            f"{mon:02d}/{day:02d}/{yr}",
            f"{mon}/{day}/{yr % 100:02d}",
            f"{m} {day}, {yr}",
            f"{short[mon - 1]} {day}, {yr}",
        ]
        nums = forms[:2]
    else:
        nums = {
            "en": [f"{day:02d}/{mon:02d}/{yr}", f"{day:02d}.{mon:02d}.{yr % 100:02d}"],
            "de": [f"{day:02d}.{mon:02d}.{yr}", f"{day:02d}.{mon:02d}.{yr % 100:02d}"],
            "fr": [f"{day:02d}/{mon:02d}/{yr}", f"{day:02d}/{mon:02d}/{yr % 100:02d}"],
            "nl": [f"{day:02d}-{mon:02d}-{yr}", f"{day}-{mon}-{yr}"],
            "it": [f"{day:02d}/{mon:02d}/{yr}", f"{day:02d}.{mon:02d}.{yr}"],
            "es": [f"{day:02d}/{mon:02d}/{yr}", f"{day:02d}-{mon:02d}-{yr % 100:02d}"],
            "pl": [f"{day:02d}.{mon:02d}.{yr}", f"{yr}-{mon:02d}-{day:02d}"],
            "pt": [f"{day:02d}/{mon:02d}/{yr}", f"{day:02d}-{mon:02d}-{yr}"],
        }[base]
        wd = lex.WEEKDAYS[base].split()[d.weekday()]
        named = {
            "en": [f"{day} {m} {yr}", f"{day:02d}-{short[mon - 1]}-{yr % 100:02d}",
                   f"{wd} {day} {short[mon - 1]} {yr}"],
            "de": [f"{day}. {m} {yr}", f"{day:02d}. {short[mon - 1]} {yr}"],
            "fr": [f"{day} {m} {yr}", f"{wd} {day} {m} {yr}"],
            "nl": [f"{day} {m} {yr}", f"{day} {short[mon - 1]} {yr}"],
            "it": [f"{day} {m} {yr}", f"{day:02d}-{short[mon - 1]}-{yr}"],
            "es": [f"{day} de {m} de {yr}", f"{day:02d}-{short[mon - 1]}-{yr}"],
            "pl": [f"{day} {m} {yr} r.", f"{day:02d}.{mon:02d}.{yr} r."],
            "pt": [f"{day} de {m} de {yr}", f"{day:02d}-{short[mon - 1]}-{yr}"],
        }[base]  # fmt: skip
        forms = [*nums, *named]
    if numeric:
        return nums[style % len(nums)]
    return forms[style % len(forms)]


# --- one document's content ------------------------------------------------------------------


@dataclass
class Doc:
    rng: random.Random
    s: Supplier
    c: Customer
    doc_type: str
    title: str
    num_label: str
    number: str
    date_label: str
    date_raw: str
    po_label: str
    po: str
    extras: list[tuple[str, str]]  # other labelled references and dates
    items: list[list[str]]
    cols: list[str]
    notes: list[str]  # trade lines under the table
    pages: int
    dn_ref: str  # a non-note's cited delivery-note number ("" for notes)

    def lab(self, key: str) -> str:
        return lex.pick(self.rng, lex.LABELS[key], self.s.lang)

    def meta(self, with_po: bool = True) -> list[tuple[str, str]]:
        """The header's labelled values: the number and date first, then the rest."""
        pairs = [(self.num_label, self.number), (self.date_label, self.date_raw)]
        if self.po and with_po:
            pairs.append((self.po_label, self.po))
        rest = list(self.extras)
        self.rng.shuffle(rest)
        if self.rng.random() < 0.5:
            return pairs + rest
        mixed = pairs + rest[:1]
        self.rng.shuffle(mixed)
        return mixed + rest[2:]


# --- blocks ---------------------------------------------------------------------------------


def letterhead(
    c: Canvas, d: Doc, x: float, y: float, align: str = "l", legal: bool = True
) -> float:
    s = d.s
    y = c.put(x, y, s.logo, 40, align)
    if legal:
        y = c.put(x, y, s.name, 19, align)
    y = c.put(x, y, f"{s.street}, {s.city}", 15, align)
    tel = f"Tel. +{d.rng.randrange(30, 49)} {_digits(d.rng, 3)} {_digits(d.rng, 6)}"
    return c.put(x, y, tel, 15, align)


def footer(c: Canvas, d: Doc, y: float, align: str = "c") -> float:
    s = d.s
    x = c.w / 2 if align == "c" else 40.0
    y = c.put(x, y, f"{s.name} · {s.street} · {s.city}", 14, align)
    reg = f"{d.lab('vat')}: {s.tax_id}" if lex.BASE[s.lang] != "pl" else f"NIP: {s.tax_id}"
    bank = f"IBAN {s.tax_id[:2]}{_digits(d.rng, 2)} {_digits(d.rng, 4)} {_digits(d.rng, 4)}"
    return c.put(x, y, f"{reg} · {bank}", 13, align)


def address(c: Canvas, d: Doc, x: float, y: float, label: str, name: str) -> float:
    y = c.put(x, y, label, 16)
    y = c.put(x, y, name, 19)
    street = d.rng.choice(lex.STREETS.get(lex.BASE[d.c.lang], lex.STREETS["en"]))
    y = c.put(x, y, f"{street} {d.rng.randrange(1, 200)}", 17)
    return c.put(x, y, d.c.city, 17)


def both_addresses(c: Canvas, d: Doc, x: float, y: float, gap: float = 420) -> float:
    y1 = address(c, d, x, y, d.lab("invoice_to"), d.c.name)
    y2 = address(c, d, x + gap, y, d.lab("deliver_to"), d.c.name)
    return max(y1, y2)


def kv_lines(c: Canvas, x: float, y: float, pairs: list[tuple[str, str]], lw: float = 0) -> float:
    for label, value in pairs:
        if lw:
            c.put(x, y, label + ":", 18)
            y = c.put(x + lw, y, value, 18)
        else:
            y = c.put(x, y, f"{label}: {value}", 18)
    return y


def kv_below(c: Canvas, x: float, y: float, pairs: list[tuple[str, str]]) -> float:
    for label, value in pairs:
        y = c.put(x, y, label, 15)
        y = c.put(x, y, value, 20) + 4
    return y


def kv_grid(c: Canvas, x: float, y: float, pairs: list[tuple[str, str]], cw: float) -> float:
    """Labels on one row, their values on the row below, in ruled cells."""
    per = max(1, int((c.w - x - 30) // cw))
    for start in range(0, len(pairs), per):
        row = pairs[start : start + per]
        for i, (label, _) in enumerate(row):
            c.put(x + i * cw, y, label, 14)
        for i, (_, value) in enumerate(row):
            c.put(x + i * cw, y + 24, value, 19)
        y += 62
    return y


def table(c: Canvas, d: Doc, x: float, y: float, rows: list[list[str]], size: float = 17) -> float:
    widths = [0.06, 0.2, 0.5, 0.09, 0.07, 0.08]
    span = c.w - x - 30
    cols = d.cols
    pos = [x]
    for w in widths[:-1]:
        pos.append(pos[-1] + w * span)
    if c.w < 600:  # a till slip: quantity and code, the description on its own line
        y = c.put(x, y, f"{cols[3]} {cols[1]}", size - 1) + 4
        for row in rows:
            y = c.put(x, y, f"{row[3]} x {row[1]}", size)
            y = c.put(x + 14, y, row[2], size - 1)
        return y
    for i, head in enumerate(cols):
        c.put(pos[i], y, head, size - 1)
    y += size * 1.8
    for row in rows:
        for i, cell in enumerate(row):
            c.put(pos[i], y, cell, size)
        y += size * 1.6
    return y


def trade_notes(c: Canvas, d: Doc, x: float, y: float) -> float:
    for line in d.notes:
        y = c.put(x, y, line, 15)
    return y


def sign(c: Canvas, d: Doc, x: float, y: float) -> float:
    y = c.put(x, y, f"{d.lab('received')}: ____________", 17)
    if d.rng.random() < 0.5:
        y = c.put(x, y, f"{d.lab('carrier')}: {d.rng.choice(lex.CARRIERS[d.s.lang])}", 16)
    if d.rng.random() < 0.4:
        y = c.put(x, y, d.rng.choice(lex.DRIVERS), 22)
    return y


def barcode(c: Canvas, d: Doc, x: float, y: float, value: str) -> float:
    c.put(x, y, "|| ||| | |||| || | ||| ||", 22)
    return c.put(x, y + 34, f"*{value}*", 16)


def title_block(c: Canvas, d: Doc, x: float, y: float, align: str = "l", size: float = 34) -> float:
    return c.put(x, y, d.title, size, align)


# --- the layouts ----------------------------------------------------------------------------

Layout = Callable[[Canvas, Doc], float]  # draws page 1, returns where its table starts


def lay_erp_grid(c: Canvas, d: Doc) -> float:
    letterhead(c, d, 40, 40)
    title_block(c, d, c.w - 40, 50, "r")
    y = kv_grid(c, 40, 230, d.meta(), 230)
    y = both_addresses(c, d, 40, y + 20)
    return y + 30


def lay_tint_counter(c: Canvas, d: Doc) -> float:
    y = c.put(c.w / 2, 30, d.s.logo, 38, "c")
    y = c.put(c.w / 2, y, d.title, 26, "c")
    barcode(c, d, c.w - 330, y + 10, d.number)
    m = d.meta()
    y = kv_lines(c, 40, y + 10, m[:3], 0)
    y = kv_lines(c, 40, y, m[3:], 0)
    y = c.put(40, y + 10, d.c.name, 18)
    return y + 20


def lay_issue_box(c: Canvas, d: Doc) -> float:
    letterhead(c, d, 40, 40, legal=False)
    c.put(c.w - 330, 40, d.title, 24)
    c.put(c.w - 330, 80, d.num_label, 15)
    c.put(c.w - 330, 104, d.number, 30)
    y = kv_lines(c, c.w - 330, 160, [p for p in d.meta() if p[1] != d.number], 0)
    y = address(c, d, 40, max(y, 260) + 10, d.lab("deliver_to"), d.c.name)
    return y + 30


def lay_dg_chem(c: Canvas, d: Doc) -> float:
    letterhead(c, d, 40, 40)
    title_block(c, d, 40, 230)
    c.put(c.w - 40, 232, "ADR 1.1.3.6 — UN packaged goods", 15, "r")
    y = kv_grid(c, 40, 300, d.meta(), 260)
    y = address(c, d, 40, y + 10, d.lab("deliver_to"), d.c.name)
    y = c.put(40, y + 6, "Emergency tel. +44 1235 239 670 (24h)", 15)
    return y + 20


def lay_thermal(c: Canvas, d: Doc) -> float:
    y = c.put(c.w / 2, 20, d.s.logo, 30, "c")
    y = c.put(c.w / 2, y, d.s.name, 15, "c")
    y = c.put(c.w / 2, y, d.s.city, 14, "c")
    y = c.put(c.w / 2, y + 6, d.title, 22, "c")
    for label, value in d.meta():
        y = c.put(10, y, label, 14)
        y = c.put(c.w - 10, y - 20, value, 17, "r") + 2
    y = c.put(10, y, d.c.name, 16)
    return y + 10


def lay_batch_row(c: Canvas, d: Doc) -> float:
    letterhead(c, d, c.w - 40, 40, "r")
    title_block(c, d, 40, 60)
    y = address(c, d, 40, 130, d.lab("deliver_to"), d.c.name)
    y = kv_grid(c, 40, max(y, 250) + 20, d.meta(), 200)
    return y + 20


def lay_footer_box(c: Canvas, d: Doc) -> float:
    c.put(40, 40, d.s.logo, 44)
    title_block(c, d, c.w - 40, 50, "r", 28)
    y = both_addresses(c, d, 40, 150)
    y = kv_lines(c, 40, y + 20, [p for p in d.extras][:3], 260)
    # number, date and PO in a box at the page foot
    by = c.h - 330
    kv_lines(c, c.w - 520, by, d.meta()[:4], 250)
    return y + 20


def lay_route(c: Canvas, d: Doc) -> float:
    letterhead(c, d, 40, 40)
    c.put(
        c.w - 40,
        40,
        f"{d.lab('route')} {d.rng.randrange(1, 40)} / Drop {d.rng.randrange(1, 25)}",
        22,
        "r",
    )
    title_block(c, d, c.w - 40, 90, "r", 30)
    m = d.meta()
    for i, (label, value) in enumerate(m):
        c.put(c.w - 40, 150 + i * 28, f"{label} {value}", 18, "r")
    y = address(c, d, 40, 240, d.lab("deliver_to"), d.c.name)
    return max(y, 160 + 28 * len(m)) + 20


def lay_cylinder(c: Canvas, d: Doc) -> float:
    letterhead(c, d, 40, 40)
    y = title_block(c, d, 40, 220, size=28)
    y = kv_lines(c, 40, y, [p for p in d.meta() if p[1] != d.number], 300)
    y = address(c, d, c.w / 2 + 40, 220, d.lab("deliver_to"), d.c.name)
    # the number beside a barcode low on the page
    c.put(c.w - 460, c.h - 360, d.num_label, 16)
    c.put(c.w - 460, c.h - 336, d.number, 26)
    barcode(c, d, c.w - 460, c.h - 300, d.number)
    return max(y, 420) + 20


def lay_drum(c: Canvas, d: Doc) -> float:
    letterhead(c, d, c.w / 2, 30, "c")
    y = title_block(c, d, c.w / 2, 200, "c", 30)
    y = kv_lines(c, c.w / 2 - 250, y + 10, d.meta(), 260)
    y = address(c, d, 40, y + 10, d.lab("deliver_to"), d.c.name)
    return y + 20


def lay_kanban(c: Canvas, d: Doc) -> float:
    c.put(40, 40, d.s.logo, 36)
    c.put(40, 90, d.s.name, 17)
    title_block(c, d, c.w - 40, 40, "r", 26)
    y = kv_below(c, c.w - 360, 90, d.meta()[:4])
    y2 = address(c, d, 40, 160, "", d.c.name)
    y2 = c.put(
        40, y2 + 10, f"Kanban loop {d.rng.randrange(10, 99)} · bins {d.rng.randrange(2, 30)}", 16
    )
    return max(y, y2) + 20


def lay_certs(c: Canvas, d: Doc) -> float:
    letterhead(c, d, 40, 40)
    title_block(c, d, c.w - 40, 40, "r", 26)
    y = kv_lines(c, c.w - 560, 100, d.meta(), 280)
    y = both_addresses(c, d, 40, max(y, 230) + 20)
    y = c.put(
        40,
        y + 10,
        f"EN 10204 3.1 certificates enclosed · heat no. {d.rng.randrange(10, 99)}H"
        f"{_digits(d.rng, 5)}",
        15,
    )
    return y + 20


def lay_schedule(c: Canvas, d: Doc) -> float:
    letterhead(c, d, 40, 40)
    y = title_block(c, d, 40, 230, size=26)
    m = d.meta()
    y = kv_lines(c, 40, y, m[:3], 0)
    rev = f"Door schedule rev. {d.rng.choice('ABCD')} · Levels 0-{d.rng.randrange(4, 9)}"
    c.put(c.w / 2, 230, rev, 16)
    y = kv_lines(c, c.w / 2, 260, m[3:], 0)
    y = address(c, d, 40, max(y, 360), d.lab("deliver_to"), d.c.name)
    return y + 20


def lay_smallprint(c: Canvas, d: Doc) -> float:
    # no letterhead: the supplier is named only in the footer
    y = title_block(c, d, c.w / 2, 50, "c", 34)
    y = both_addresses(c, d, 40, y + 20)
    y = kv_grid(c, 40, y + 20, d.meta(), 240)
    footer(c, d, c.h - 90)
    return y + 10


def lay_strip(c: Canvas, d: Doc) -> float:
    letterhead(c, d, 40, 30)
    title_block(c, d, c.w - 40, 30, "r", 30)
    pairs = [*d.meta(), (d.lab("page").split()[0], f"1/{d.pages}")]
    y = kv_grid(c, 30, 220, pairs[:5], (c.w - 60) / 5)
    y = kv_grid(c, 30, y, pairs[5:], (c.w - 60) / 5) if pairs[5:] else y
    y = both_addresses(c, d, 40, y + 20)
    return y + 20


def lay_letter(c: Canvas, d: Doc) -> float:
    letterhead(c, d, c.w - 40, 40, "r")
    y = address(c, d, 40, 220, "", d.c.name)
    y = c.put(40, y + 30, d.title, 26)
    sentence = {
        "en": "Please find below the goods delivered under our note",
        "de": "Hiermit liefern wir Ihnen unter Lieferschein",
        "fr": "Veuillez trouver ci-dessous les marchandises livrées, bon",
        "nl": "Hierbij leveren wij u onder pakbon",
        "it": "Vi consegniamo la merce seguente con documento",
        "es": "Les entregamos la mercancía siguiente con albarán",
        "pl": "Wydajemy towar zgodnie z dokumentem",
        "pt": "Entregamos a mercadoria abaixo com a guia",
    }[lex.BASE[d.s.lang]]
    y = c.put(40, y + 6, f"{sentence} {d.number} — {d.date_label.lower()} {d.date_raw}.", 18)
    y = kv_lines(c, 40, y + 6, [p for p in d.meta() if p[1] not in (d.number, d.date_raw)], 0)
    return y + 20


def lay_mirror(c: Canvas, d: Doc) -> float:
    letterhead(c, d, c.w - 40, 40, "r")
    y = title_block(c, d, 40, 40, size=30)
    y = kv_lines(c, 40, y + 10, d.meta(), 250)
    y2 = address(c, d, c.w / 2 + 60, 240, d.lab("deliver_to"), d.c.name)
    return max(y, y2) + 30


def lay_banner(c: Canvas, d: Doc) -> float:
    y = c.put(c.w / 2, 30, d.s.logo, 48, "c")
    y = c.put(c.w / 2, y, d.s.name, 20, "c")
    y = c.put(c.w / 2, y, f"{d.s.street} · {d.s.city}", 15, "c")
    y = title_block(c, d, c.w / 2, y + 20, "c", 30)
    y = kv_lines(c, c.w / 2 - 260, y + 10, d.meta(), 270)
    y = both_addresses(c, d, 40, y + 20)
    return y + 20


def lay_sidebar(c: Canvas, d: Doc) -> float:
    letterhead(c, d, 300, 40)
    y = title_block(c, d, 300, 210, size=28)
    side = kv_below(c, 20, 230, d.meta())
    y = both_addresses(c, d, 300, y + 10, 400)
    return max(y, side) + 20


def lay_docket(c: Canvas, d: Doc) -> float:
    c.put(40, 30, d.s.logo, 36)
    c.put(40, 76, d.s.name, 16)
    c.put(c.w - 40, 30, "Nº " + d.number, 30, "r")
    y = title_block(c, d, c.w / 2, 110, "c", 24)
    y = c.put(40, y + 10, f"{d.date_label}: {d.date_raw}      {d.c.name}", 19)
    rest = [p for p in d.meta() if p[1] not in (d.number, d.date_raw)]
    y = kv_lines(c, 40, y, rest, 0)
    y = c.put(40, y, "[x] COD  [ ] Account  [ ] Collected", 15)
    return y + 20


def lay_packing_us(c: Canvas, d: Doc) -> float:
    letterhead(c, d, 40, 40)
    title_block(c, d, c.w - 40, 40, "r", 32)
    y = kv_lines(c, c.w - 520, 100, d.meta()[:5], 260)
    bol = f"BOL # {_digits(d.rng, 9)}"
    c.put(c.w - 520, y, bol, 17)
    y = both_addresses(c, d, 40, max(y, 230) + 30, 480)
    return y + 20


def lay_label_below(c: Canvas, d: Doc) -> float:
    letterhead(c, d, 40, 40)
    title_block(c, d, 40, 220, size=26)
    m = d.meta()
    kv_below(c, c.w - 380, 60, m[:4])
    y = kv_below(c, 40, 280, m[4:])
    y = address(c, d, c.w / 2, 300, d.lab("deliver_to"), d.c.name)
    return max(y, 420) + 20


def lay_twocol_ie(c: Canvas, d: Doc) -> float:
    c.put(40, 40, d.s.logo, 42)
    y = c.put(40, 100, f"t/a {d.s.aliases[0]}", 16)
    y = title_block(c, d, c.w - 40, 40, "r", 28)
    meta = d.meta()
    half = (len(meta) + 1) // 2
    kv_lines(c, 40, 170, meta[:half], 240)
    y = kv_lines(c, c.w / 2, 170, meta[half:], 240)
    y = both_addresses(c, d, 40, max(y, 170 + 28 * half) + 20)
    return y + 20


LAYOUTS: dict[str, tuple[str, Layout]] = {
    "erp-grid": ("erp", lay_erp_grid),
    "tint-counter": ("counter", lay_tint_counter),
    "issue-box": ("boxed", lay_issue_box),
    "dg-chem": ("dangerous-goods", lay_dg_chem),
    "thermal": ("thermal", lay_thermal),
    "batch-row": ("grid", lay_batch_row),
    "footer-box": ("footer", lay_footer_box),
    "route-drop": ("route", lay_route),
    "cylinder-barcode": ("barcode", lay_cylinder),
    "drum-centre": ("centred", lay_drum),
    "kanban": ("below", lay_kanban),
    "certs": ("columns", lay_certs),
    "door-schedule": ("columns", lay_schedule),
    "smallprint": ("footer", lay_smallprint),
    "strip": ("grid", lay_strip),
    "letter": ("sentence", lay_letter),
    "mirror": ("mirror", lay_mirror),
    "banner": ("centred", lay_banner),
    "sidebar": ("sidebar", lay_sidebar),
    "docket": ("docket", lay_docket),
    "packing-us": ("packing", lay_packing_us),
    "label-below": ("below", lay_label_below),
    "two-column": ("columns", lay_twocol_ie),
}

TRADE_LAYOUTS = {
    "electrical wholesale": ["erp-grid", "strip", "mirror"],
    "paint and coatings": ["tint-counter", "banner"],
    "PPE and workwear": ["issue-box", "label-below"],
    "lab chemicals": ["dg-chem", "sidebar"],
    "fleet parts": ["thermal", "docket"],
    "ceramic tiles": ["batch-row", "letter"],
    "insulation and drylining": ["footer-box", "smallprint"],
    "catering and cleaning supplies": ["route-drop", "two-column"],
    "industrial gases": ["cylinder-barcode", "drum-centre"],
    "fasteners": ["kanban", "packing-us"],
    "pipes and valves": ["certs", "erp-grid"],
    "architectural ironmongery": ["door-schedule", "mirror"],
}


RETENTION = {
    "en": "Goods remain the property of {name} until paid for in full.",
    "de": "Die Ware bleibt bis zur vollständigen Bezahlung Eigentum der {name}.",
    "fr": "Marchandise restant la propriété de {name} jusqu'au paiement intégral.",
    "nl": "Goederen blijven eigendom van {name} tot volledige betaling.",
    "it": "La merce resta di proprietà di {name} fino al completo pagamento.",
    "es": "La mercancía es propiedad de {name} hasta su completo pago.",
    "pl": "Towar pozostaje własnością {name} do czasu pełnej zapłaty.",
    "pt": "A mercadoria é propriedade de {name} até ao pagamento integral.",
}


def _page_size(layout: str, rng: random.Random, lang: str) -> tuple[float, float]:
    if layout == "thermal":
        return THERMAL_W, float(rng.randrange(1300, 1700))
    if layout in ("tint-counter", "docket"):
        return A5
    return LETTER if lang == "en-us" else A4


# --- trade lines ----------------------------------------------------------------------------


def _items(rng: random.Random, s: Supplier, n: int) -> tuple[list[list[str]], list[str]]:
    rows, notes = [], []
    pool = lex.ITEMS[s.trade]
    for i in range(n):
        code, desc, unit = rng.choice(pool)
        qty = rng.choice([1, 2, 3, 4, 5, 6, 10, 12, 20, 25, 40, 50, 100])
        lot = ""
        if s.trade in ("lab chemicals", "ceramic tiles", "paint and coatings", "pipes and valves"):
            lot = f"{rng.choice('ABCDKLM')}{_digits(rng, 5)}"
        rows.append([str(i + 1), code, desc, str(qty), unit, lot])
    if s.trade == "paint and coatings":
        notes.append(
            f"Tint formula: Y {rng.randrange(1, 9)}.{rng.randrange(10)} / R 0.{rng.randrange(10)}"
            f" / B 0.{rng.randrange(10)} shots · base {rng.choice(['P', 'M', 'D'])}"
        )
    if s.trade == "ceramic tiles":
        notes.append(
            f"Shade {rng.randrange(1, 20):02d}  Cal. {rng.randrange(1, 5)}  Batch"
            f" {rng.randrange(2301, 2512)}-{rng.choice('ABC')}"
        )
    if s.trade == "industrial gases":
        out = " ".join(_digits(rng, 7) for _ in range(rng.randrange(2, 5)))
        back = " ".join(_digits(rng, 7) for _ in range(rng.randrange(1, 4)))
        notes.append(f"Full out: {out}")
        notes.append(f"Empty in: {back}")
    if s.trade == "lab chemicals":
        notes.append(
            f"Dangerous goods: {rng.randrange(1, 6)} packages, LQ · tunnel code (D/E) · "
            f"ADR points {rng.randrange(20, 900)}"
        )
    if s.trade == "PPE and workwear":
        notes.append(f"Issued to: {rng.choice(lex.DRIVERS)} (staff {_digits(rng, 5)})")
    if s.trade == "insulation and drylining":
        notes.append(f"Pallets: {rng.randrange(1, 9)} on deposit · pallet ref PAL{_digits(rng, 6)}")
    if s.trade == "pipes and valves":
        notes.append(f"Heat no. {_digits(rng, 6)} · cert 3.1 no. C{_digits(rng, 7)}")
    if s.trade == "fleet parts":
        notes.append(
            f"Reg: {rng.choice(['KX19', 'BF70', 'YR21'])} {rng.choice(['ABC', 'LMN', 'TTR'])}"
            f" · VIN WDB{_digits(rng, 8)}"
        )
    return rows, notes


# --- OCR --------------------------------------------------------------------------------------

CONFUSE = {
    "0": "O", "O": "0", "1": "l", "l": "1", "I": "1", "5": "S", "S": "5", "8": "B", "B": "8",
    "é": "e", "è": "e", "ä": "a", "ö": "o", "ü": "u", "ß": "B", "ç": "c", "ñ": "n", "à": "a",
    "ó": "o", "í": "i", "ł": "l", "ą": "a", "ę": "e", "ś": "s", "ż": "z", "ã": "a", "º": "o",
    "°": "o", "²": "2", "/": "l", "-": "~",
}  # fmt: skip


def _fault(rng: random.Random, text: str, rate: float) -> str:
    out = []
    for ch in text:
        r = rng.random()
        if ch in CONFUSE and r < rate:
            out.append(CONFUSE[ch])
        elif ch in " ." and r < rate * 0.5:
            continue
        else:
            out.append(ch)
    return "".join(out)


def ocr_words(
    c: Canvas, rng: random.Random, kind: str, protect: list[str], force: str
) -> tuple[list[dict[str, Any]], float, float]:
    """The page as an OCR engine returns it: runs, some merged or split, with faults."""
    runs = sorted(c.runs, key=lambda r: (round(r.y0 / 8), r.x0))
    merged: list[tuple[float, float, float, float, str]] = []
    for r in runs:
        box = (r.x0, r.y0, r.x1, r.y1, r.text)
        if merged:
            px0, py0, px1, py1, pt = merged[-1]
            if abs(py0 - r.y0) < 6 and 0 < r.x0 - px1 < 60 and rng.random() < 0.35:
                merged[-1] = (px0, min(py0, r.y0), r.x1, max(py1, r.y1), f"{pt} {r.text}")
                continue
        parts = r.text.split(" ")
        if len(parts) >= 4 and rng.random() < 0.1:
            k = rng.randrange(1, len(parts))
            left = " ".join(parts[:k])
            lx1 = r.x0 + width(left, r.size)
            merged.append((r.x0, r.y0, lx1, r.y1, left))
            merged.append((lx1 + r.size * 0.5, r.y0, r.x1, r.y1, " ".join(parts[k:])))
            continue
        merged.append(box)
    rate = 0.02 if kind == "scan" else 0.035
    faulted = _fault(rng, force, 1.0) if force else ""
    if force and faulted == force:
        faulted = f"{force[:2]} {force[2:]}"
    angle = math.radians(rng.uniform(-0.9, 0.9))
    w, h = c.w, c.h
    scale, drift, ox, oy = 1.0, 0.0, 0.0, 0.0
    if kind == "photo":  # a close, slightly drifting shot that loses some edge lines
        scale = rng.uniform(1.2, 1.5)
        drift = rng.uniform(-0.06, 0.06)
        cut_w, cut_h = rng.uniform(0, 70), rng.uniform(0, 110)
        w, h = round(c.w * scale - cut_w), round(c.h * scale - cut_h)
        ox, oy = -rng.uniform(0, cut_w), -rng.uniform(0, cut_h)
    words: list[dict[str, Any]] = []
    for x0, y0, x1, y1, text in merged:
        safe = any(p and p in text for p in protect)
        t = text
        if force and force in text:
            t = text.replace(force, faulted)
        elif not safe:
            t = _fault(rng, text, rate)
        conf = rng.uniform(0.9, 0.995) if t == text else rng.uniform(0.45, 0.82)
        dy = (x0 - c.w / 2) * math.tan(angle)
        nx0 = ox + x0 * scale * (1 + drift * y0 / c.h)
        nx1 = ox + x1 * scale * (1 + drift * y0 / c.h)
        ny0 = oy + (y0 + dy) * scale
        ny1 = oy + (y1 + dy) * scale
        if kind == "photo" and (nx0 < 0 or nx1 > w or ny0 < 0 or ny1 > h):
            continue  # out of the shot
        words.append(
            {"t": t, "x0": round(nx0, 1), "y0": round(ny0, 1), "x1": round(nx1, 1),
             "y1": round(ny1, 1), "c": round(conf, 3)}
        )  # fmt: skip
    return words, w, h


def digital_words(c: Canvas) -> list[dict[str, Any]]:
    words = []
    for r in c.runs:
        x = r.x0
        for part in r.text.split(" "):
            if part:
                x1 = x + width(part, r.size)
                words.append(
                    {"t": part, "x0": round(x, 1), "y0": round(r.y0, 1), "x1": round(x1, 1),
                     "y1": round(r.y1, 1), "c": 1.0}
                )  # fmt: skip
            x += width(part + " ", r.size)
    return words


# --- generation -----------------------------------------------------------------------------


def _world(rng: random.Random) -> tuple[list[Supplier], dict[str, list[Supplier]], list[Customer]]:
    taken: set[str] = set()
    suppliers: list[Supplier] = []
    layouts = [name for name in LAYOUTS if name != "packing-us"]
    rng.shuffle(layouts)
    j = 0
    for lang in lex.LANGS:
        stems = list(lex.STEMS[lang])
        rng.shuffle(stems)
        count = 6 if lang in ("en-gb", "de", "fr", "nl") else 4
        for k in range(count):
            if lang == "en-us" and k == 0:
                layout = "packing-us"
                trade = "fasteners"
            elif j < len(layouts):
                layout = layouts[j]
                trade = next(t for t, names in TRADE_LAYOUTS.items() if layout in names)
                j += 1
            else:
                trade = lex.TRADES[(j + k) % len(lex.TRADES)]
                layout = rng.choice(TRADE_LAYOUTS[trade])
                j += 1
            suppliers.append(_make_supplier(rng, lang, trade, layout, stems[k], taken))
    twins = {s.name: [_look_alike(rng, s, taken)] for s in suppliers}
    customers: list[Customer] = []
    for lang in lex.LANGS:
        for name in lex.CUSTOMERS[lang]:
            site = "".join(p[0] for p in name.split()[:3]).upper() + str(rng.randrange(10, 99))
            customers.append(
                Customer(
                    name=name,
                    lang=lang,
                    po_shape=rng.randrange(7),
                    account=f"{rng.choice(['C', 'K', 'D', ''])}{_digits(rng, rng.choice([5, 6]))}",
                    site=site,
                    city=rng.choice(lex.CITIES[lang]),
                )
            )
    return suppliers, twins, customers


def _extras(d: Doc, rng: random.Random, when: date, doc_type: str) -> list[tuple[str, str]]:
    lang = d.s.lang
    style = d.s.date_style + 1
    out: list[tuple[str, str]] = []
    out.append((d.lab("account"), d.c.account))
    if rng.random() < 0.7:
        od = when - timedelta(days=rng.randrange(1, 21))
        out.append((d.lab("order_date"), _date_text(rng, lang, od, style, rng.random() < 0.7)))
    if rng.random() < 0.6:
        out.append((d.lab("our_order"), f"{rng.choice(['SO', 'A', 'VK', ''])}{_digits(rng, 6)}"))
    if rng.random() < 0.3:
        pd = when - timedelta(days=rng.randrange(0, 2))
        out.append((d.lab("print_date"), _date_text(rng, lang, pd, style, True)))
    if doc_type in ("invoice", "credit_note", "statement") or rng.random() < 0.15:
        dd = when + timedelta(days=30)
        out.append((d.lab("due_date"), _date_text(rng, lang, dd, style, True)))
    if rng.random() < 0.3:
        out.append((d.lab("route"), f"{rng.randrange(1, 60):02d}"))
    if rng.random() < 0.35:
        out.append((d.lab("carrier"), rng.choice(lex.CARRIERS[lang])))
    if rng.random() < 0.3:
        out.append((d.lab("weight"), f"{rng.randrange(3, 900)} kg"))
    if rng.random() < 0.25:
        out.append((d.lab("packages"), str(rng.randrange(1, 12))))
    return out


def _pages(d: Doc, rng: random.Random, layout: str) -> tuple[list[Canvas], tuple[float, float]]:
    size = _page_size(layout, rng, d.s.lang)
    c = Canvas(*size)
    ty = LAYOUTS[layout][1](c, d)
    n_first = len(d.items) if d.pages == 1 else max(6, len(d.items) - rng.randrange(4, 9))
    y = table(
        c, d, 40 if layout != "thermal" else 10, ty, d.items[:n_first], 17 if c.w > 600 else 14
    )
    y = trade_notes(c, d, 40 if c.w > 600 else 10, y + 10)
    page_word = lex.pick(rng, lex.LABELS["page"], d.s.lang)
    if d.dn_ref:
        y = c.put(40 if c.w > 600 else 10, y + 10, f"{d.lab('dn_ref')}: {d.dn_ref}", 17)
    canvases = [c]
    if d.pages == 1:
        if layout not in ("smallprint",):
            y = sign(c, d, 40 if c.w > 600 else 10, y + 30)
            if layout not in ("thermal",) and rng.random() < 0.8:
                footer(c, d, c.h - 90)
            elif layout != "thermal":
                clause = RETENTION[lex.BASE[d.s.lang]].format(name=d.s.name)
                c.put(40, c.h - 70, clause, 13)
            elif layout == "thermal":
                footer(c, d, y + 20)
    else:
        c.put(c.w - 40, c.h - 130, lex.pick(rng, lex.LABELS["continued"], d.s.lang), 15, "r")
        c.put(c.w - 40, c.h - 110, page_word.format(p=1, n=2), 15, "r")
        if layout != "smallprint":
            footer(c, d, c.h - 90)
        c2 = Canvas(*size)
        yy = c2.put(40, 40, d.s.logo, 26)
        c2.put(c2.w - 40, 40, page_word.format(p=2, n=2), 16, "r")
        if rng.random() < 0.6:
            yy = c2.put(40, yy, f"{d.title} · {d.num_label} {d.number}", 18)
        else:
            yy = c2.put(40, yy, d.title, 18)
        yy = table(c2, d, 40, yy + 20, d.items[n_first:])
        yy = sign(c2, d, 40, yy + 40)
        footer(c2, d, c2.h - 90)
        canvases.append(c2)
    return canvases, size


def generate(seed: int = 151, count: int = 120) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    """``count`` documents (truth, first page) of the fourteenth corpus, the same for a seed."""
    rng = random.Random(seed * 7919 + 14)
    suppliers, twins, customers = _world(rng)
    by_trade: dict[str, list[Supplier]] = {}
    for s in suppliers:
        by_trade.setdefault(s.trade, []).append(s)
    order = list(suppliers)
    rng.shuffle(order)
    weights = [1.0 / (1 + k % 9) for k in range(len(suppliers))]
    others = list(NON_NOTES)
    rng.shuffle(others)
    other_i = 0
    block: list[bool] = []
    for i in range(count):
        s = order[i] if i < len(order) else rng.choices(suppliers, weights)[0]
        own = [cu for cu in customers if cu.lang == s.lang]
        cu = rng.choice(own) if rng.random() < 0.85 else rng.choice(customers)
        doc_type = "delivery_note"
        if i % 50 == 0:  # seven documents in fifty are no note, spread through each fifty
            block = [k < 7 for k in range(50)]
            rng.shuffle(block)
        if block[i % 50]:
            doc_type = others[other_i % len(others)]
            other_i += 1
        kind = rng.choices(["digital", "scan", "photo"], [45, 35, 20])[0]
        when = date(2024, 1, 2) + timedelta(days=rng.randrange(0, 1050))
        layout = s.layout
        base = lex.BASE[s.lang]
        if doc_type == "delivery_note":
            title = rng.choice(lex.NOTE_TITLES[s.lang])
            num_label = lex.pick(rng, lex.LABELS["number"], s.lang)
            date_label = lex.pick(rng, lex.LABELS["date"], s.lang)
            number = _number(rng, s, when)
            dn_ref = ""
        else:
            title = rng.choice(lex.OTHER_TITLES[doc_type][base])
            no = lex.pick(rng, lex.LABELS["other_number"], s.lang)
            num_label = f"{title} {no}" if len(title) <= 22 else no
            date_label = lex.pick(rng, lex.LABELS["other_date"], s.lang)
            prefix = {"invoice": "INV", "credit_note": "CN", "order_confirmation": "OC",
                      "quotation": "Q", "statement": "ST", "proof_of_delivery": "POD",
                      "pick_list": "PK", "return_note": "RN"}[doc_type]  # fmt: skip
            number = _number(rng, s, when, prefix)
            dn_ref = ""
            if doc_type in (
                "invoice",
                "credit_note",
                "proof_of_delivery",
                "pick_list",
                "return_note",
            ):
                dn_ref = _number(rng, s, when) if rng.random() < 0.8 else ""
        no_po = rng.random() < (0.22 if doc_type == "delivery_note" else 0.35)
        po = "" if no_po or doc_type == "statement" else _po(rng, cu, when)
        numeric = rng.random() < 0.6
        date_raw = _date_text(rng, s.lang, when, s.date_style, numeric)
        two = doc_type == "delivery_note" and rng.random() < 0.16
        n_items = rng.randrange(14, 24) if two else rng.randrange(2, 9)
        items, notes = _items(rng, s, n_items)
        d = Doc(
            rng=rng, s=s, c=cu, doc_type=doc_type, title=title, num_label=num_label,
            number=number, date_label=date_label, date_raw=date_raw,
            po_label=lex.pick(rng, lex.LABELS["po"], s.lang), po=po, extras=[],
            items=items, cols=lex.pick_list(lex.LABELS["cols"], s.lang), notes=notes,
            pages=2 if two else 1, dn_ref=dn_ref,
        )  # fmt: skip
        d.extras = _extras(d, rng, when, doc_type)
        canvases, _ = _pages(d, rng, layout)
        pages: list[dict[str, Any]] = []
        protect = rng.random() < 0.6
        for cv in canvases:
            if kind == "digital":
                pages.append({"words": digital_words(cv), "width": cv.w, "height": cv.h})
            else:
                force = "" if protect or rng.random() < 0.4 else number
                words, w, h = ocr_words(cv, rng, kind, [s.name, number] if protect else [], force)
                pages.append({"words": words, "width": w, "height": h})
        page = pages[0]
        if len(pages) > 1:
            page["next_pages"] = pages[1:]
        # host data: neighbours of the trade, a look-alike, other open POs of the site
        same = [x for x in suppliers if x.name != s.name and x.lang == s.lang]
        near = [x for x in same if x.trade == s.trade] + [
            x for x in by_trade[s.trade] if x.name != s.name
        ]
        near += rng.sample(same, min(3, len(same)))
        extra_sup = list({x.name: x for x in near}.values())[: rng.randrange(2, 5)]
        if rng.random() < 0.6:
            extra_sup.append(twins[s.name][0])
        extra_pos = []
        for _ in range(rng.randrange(1, 4)):
            other = rng.choice(extra_sup)
            extra_pos.append({"po_number": _po(rng, cu, when), "supplier": other.name})
        if po and rng.random() < 0.35:
            extra_pos.append(
                {"po_number": _one_off(rng, po), "supplier": rng.choice(extra_sup).name}
            )
        extra_pos = [p for p in extra_pos if p["po_number"] != po]
        if not extra_pos:
            extra_pos.append({"po_number": f"X{_digits(rng, 7)}", "supplier": extra_sup[0].name})
        truth = {
            "file": f"fourteenth-{i:03d}-{layout}-{s.lang}-{kind}",
            "kind": kind,
            "layout": layout,
            "language": s.lang,
            "family": LAYOUTS[layout][0],
            "doc_type": doc_type,
            "document_number": number,
            "date": when.isoformat(),
            "date_raw": date_raw,
            "date_order": "mdy" if s.lang == "en-us" else "dmy",
            "po_number": po,
            "supplier": s.name,
            "supplier_aliases": list(s.aliases),
            "supplier_tax_id": s.tax_id,
            "pages": len(pages),
            "trade": s.trade,
            "host_extra_suppliers": [
                {
                    "supplier": x.name,
                    "supplier_aliases": list(x.aliases),
                    "supplier_tax_id": x.tax_id,
                }
                for x in extra_sup
            ],
            "host_extra_pos": extra_pos,
        }
        yield truth, page
