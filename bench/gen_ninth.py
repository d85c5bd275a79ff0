"""The ninth held-out generator: heavy-materials and site-services paperwork, and notes whose
identity is not at the top (``./dev bench finding --corpus ninth``).

Written without sight of the field finder or of the other generators. 23 layouts in six
languages (Belgian FR/NL and Swiss DE/FR/IT forms print every label in two or three):
weighbridge tickets for aggregates, asphalt and spoil, a hand-filled carbon weighbridge
ticket, ready-mix concrete dockets, plant and scaffold hire delivery and off-hire
(collection) notes, fuel tickets and a tanker's meter slip, gas cylinder notes, waste
transfer notes and skip tickets, forms with the number and date in a box at the bottom
right or in a side column (the supplier's name only in the footer's legal line or in the
column), and notes forwarded by e-mail and printed (an e-mail header block above the note).
Words as a digital text layer gives them (one entry per word), or as OCR gives them from a
scan or a photo (one entry per printed run, confidences, character confusions, merged and
split runs, dropped punctuation, skew on photos). Some notes have a second page that
continues the first with no number of its own. Deterministic per seed.

What the truth holds:
- ``document_number``: the note's own number. On a weighbridge ticket the ticket number,
  on a concrete docket the docket number, on a fuel delivery the driver's ticket number, on
  a waste transfer note or skip ticket the note's / ticket's number, on a hire delivery or
  collection note the note's number (not the hire contract). Distractors printed beside it:
  the hire contract number, the customer's account number with the supplier, the vehicle
  registration, the waste carrier's licence number, the EWC code, meter readings, weights,
  the plant's or weighbridge's number, the load number.
- ``po_number``: the customer's purchase-order reference ("Order No", "Cust. Order",
  "Bestell-Nr.", "Réf. commande client", ...); empty when none is printed.
- ``date``: the delivery date (a weighbridge ticket's weighing date, a docket's batching
  date); on an off-hire collection note the off-hire date (the day the kit was collected;
  the on-hire date printed beside it is a distractor). A forwarded note's e-mail "Sent"
  date and a print date are distractors.
- ``supplier``: the issuer: the quarry, plant, hire company, fuel or gas distributor, or the
  waste contractor issuing the transfer note (not the producer or the consignee), never
  the haulier nor the customer; ``supplier_aliases``: its name without the legal form.
- ``host_extra_suppliers`` / ``host_extra_pos``: the site's other suppliers (one sharing the
  supplier's name stem in another trade when the pool has one, the haulier when it is one)
  and other POs (often one digit away from the note's), as ``bench/finding.py``'s ``_host``
  reads them.
"""

from __future__ import annotations

import datetime as dt
import math
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from ninth_lex import (
    EWC,
    FORMS,
    LABELS,
    LANGS,
    MATERIALS,
    MONTHS,
    NAMED,
    NUMERIC,
    PO_LABELS,
    STEMS,
    TOWNS,
    TRADES,
    registration,
    tax_id,
)

A4 = (1240, 1754)
SLIP = (800, 1900)
CUSTOMERS = {
    "en": "Corran Construction Ltd", "de": "Bauunternehmung Wielant GmbH",
    "fr": "Bâtiments Orcel SAS", "it": "Edil Marrone S.r.l.",
    "es": "Construcciones Ibarlo S.A.", "nl": "Bouwbedrijf Kampert B.V.",
}  # fmt: skip
SITES = {
    "en": "Plot 4 Millbrook Lane", "de": "Baufeld Lindenhof 3", "fr": "ZAC des Prés lot 7",
    "it": "Via dei Tigli 12 lotto B", "es": "Parcela 9 Camino Real", "nl": "Kavel 12 Dijkweg",
}  # fmt: skip
HAULAGE = {
    "en": "{s} Haulage Ltd", "de": "{s} Transporte GmbH", "fr": "Transports {s} SARL",
    "it": "Autotrasporti {s} S.r.l.", "es": "Transportes {s} S.L.", "nl": "Transport {s} B.V.",
}  # fmt: skip
_DIAL = {"en": 44, "de": 49, "fr": 33, "it": 39, "es": 34, "nl": 31, "be": 32, "ch": 41}
PEOPLE = ("J. Harding", "M. Krüger", "S. Lefèvre", "G. Bassi", "L. Prieto", "R. de Wit",
          "A. Novak", "P. Quint")  # fmt: skip


@dataclass(frozen=True)
class Supplier:
    name: str
    stem: str
    trade: str
    country: str
    tax: str

    @property
    def alias(self) -> str:
        return self.name.rsplit(" ", 1)[0] if " & " not in self.name else self.name[:-14]

    def entry(self) -> dict[str, Any]:
        return {"supplier": self.name, "supplier_tax_id": self.tax,
                "supplier_aliases": [self.alias]}  # fmt: skip


def _pool() -> tuple[list[Supplier], list[Supplier]]:
    """The suppliers every sample draws from (the same for every seed) and the hauliers."""
    rng = random.Random(9009)
    suppliers: list[Supplier] = []
    taxes: set[str] = set()

    def tax(country: str) -> str:
        while (value := tax_id(country, rng)) in taxes:
            pass
        taxes.add(value)
        return value

    index = 0
    for trade, words in TRADES.items():
        for lang in LANGS:
            stem = STEMS[index % len(STEMS)]
            index += 3 if index % 2 else 1  # some stems return in other trades
            word = rng.choice(words[lang])
            form = rng.choice(FORMS[lang])
            name = f"{stem} {word} {form}" if lang in ("en", "nl") else f"{word} {stem} {form}"
            suppliers.append(Supplier(name, stem, trade, lang, tax(lang)))
    for country, langs in (("be", ("fr", "nl")), ("ch", ("de", "fr"))):
        for trade in ("quarry", "concrete", "hire"):
            stem = STEMS[index % len(STEMS)]
            index += 5
            word = TRADES[trade][rng.choice(langs)][0]
            name = f"{word} {stem} {rng.choice(FORMS[country])}"
            suppliers.append(Supplier(name, stem, trade, country, tax(country)))
    hauliers = [
        Supplier(HAULAGE[lang].format(s=STEMS[(7 * i + 11) % len(STEMS)] + "s"[: i % 2]),
                 "", "haulage", lang, tax(lang))
        for i, lang in enumerate(LANGS * 2)
    ]  # fmt: skip
    return suppliers, hauliers


SUPPLIERS, HAULIERS = _pool()


# --- the page ------------------------------------------------------------------------------


@dataclass
class Run:
    x: float
    y: float
    text: str
    size: float
    stamp: bool = False


@dataclass
class Sheet:
    width: int
    height: int
    runs: list[Run] = field(default_factory=list)


class Canvas:
    """Printed runs on one or two sheets; ``oy`` shifts everything down (a block above)."""

    def __init__(self, size: tuple[int, int]) -> None:
        self.sheets = [Sheet(*size)]
        self.oy = 0.0

    @property
    def width(self) -> int:
        return self.sheets[-1].width

    def put(self, x: float, y: float, text: str, size: float = 20, stamp: bool = False) -> float:
        text = " ".join(text.split())
        if not text:
            return x
        sheet = self.sheets[-1]
        size = min(size, (sheet.width - 24) / (len(text) * 0.52))  # a long line set smaller
        width = len(text) * size * 0.52
        x = max(12.0, min(x, sheet.width - 12 - width))
        y = min(y + self.oy, sheet.height - size - 8)
        sheet.runs.append(Run(x, y, text, size, stamp))
        return x + width

    def kv(self, x: float, y: float, label: str, value: str, size: float = 20,
           colon: bool = True, below: bool = False) -> None:  # fmt: skip
        label = f"{label}:" if colon and not label.endswith(":") else label
        if below:
            self.put(x, y, label, size * 0.8)
            self.put(x, y + size * 1.1, value, size)
        else:
            end = self.put(x, y, label, size)
            self.put(end + size * 0.9, y, value, size)

    def new_page(self) -> None:
        self.sheets.append(Sheet(self.sheets[-1].width, self.sheets[-1].height))
        self.oy = 0.0


# --- one note ------------------------------------------------------------------------------


@dataclass
class Note:
    rng: random.Random
    lang: str
    langs: tuple[str, ...]
    country: str
    sup: Supplier
    number: str
    po: str
    po_label: str
    date: dt.date
    date_raw: str
    items: list[tuple[str, str]]
    vehicle: str
    haulier: Supplier
    customer: str
    site: str
    account: str
    contract: str
    two_pages: bool
    extra: dict[str, Any] = field(default_factory=dict)

    def t(self, key: str) -> str:
        """The label, in every language the form prints."""
        return " / ".join(LABELS[key][LANGS.index(lang)] for lang in self.langs)

    def fmt(self, day: dt.date, named: bool = False) -> str:
        if named:
            month = MONTHS[self.lang].split()[day.month - 1]
            return NAMED[self.lang].format(d=day.day, m=month, y=day.year)
        return day.strftime(NUMERIC[self.lang][0])

    def town(self) -> str:
        return TOWNS[self.sup.country][len(self.sup.stem) % len(TOWNS[self.sup.country])]

    def time(self, hour: int) -> str:
        return f"{hour:02d}:{self.rng.randrange(60):02d}"


def letterhead(c: Canvas, n: Note, x: float = 60, y: float = 50, caps: bool = False) -> float:
    name = n.sup.name.upper() if caps else n.sup.name
    c.put(x, y, name, 34)
    c.put(x, y + 46, f"{n.town()} · {n.t('tel')} +{_DIAL[n.sup.country]} "
          f"{n.rng.randrange(100, 999)} {n.rng.randrange(100000, 999999)}", 18)  # fmt: skip
    if n.extra["tax_printed"]:
        c.put(x, y + 72, f"{n.t('tax')} {n.sup.tax}", 18)
    return y + 110


def stamp(c: Canvas, n: Note, x: float, y: float) -> float:
    """A stamp-like boxed header: the quarry's name in capitals, its site, the weighbridge."""
    c.put(x, y, "+" + "-" * 30 + "+", 18, stamp=True)
    c.put(x + 14, y + 28, n.sup.name.upper(), 26, stamp=True)
    c.put(x + 14, y + 62, f"{n.town().upper()} {n.t('plant').upper()}", 20, stamp=True)
    c.put(x + 14, y + 90, n.t("weighbridge_n"), 18, stamp=True)
    c.put(x, y + 116, "+" + "-" * 30 + "+", 18, stamp=True)
    return y + 150


def parties(c: Canvas, n: Note, x: float, y: float, size: float = 20) -> float:
    c.kv(x, y, n.t("customer"), n.customer, size)
    c.kv(x, y + size * 1.6, n.t("site"), n.site, size)
    return y + size * 3.4


def po_line(c: Canvas, n: Note, x: float, y: float, size: float = 20) -> None:
    if n.po:
        c.kv(x, y, n.po_label, n.po, size)


def weights(c: Canvas, n: Note, x: float, y: float, size: float = 22) -> float:
    net = n.extra["net"]
    tare = round(n.rng.uniform(11.0, 15.5), 2)
    for i, (key, value) in enumerate((("gross", net + tare), ("tare", tare), ("net", net))):
        c.kv(x, y + i * size * 1.5, n.t(key), f"{value:.2f} t", size)
    return y + 3 * size * 1.5


def item_table(c: Canvas, n: Note, y: float, rows: list[tuple[str, str]]) -> float:
    c.put(60, y, n.t("qty"), 20)
    c.put(220, y, n.t("desc"), 20)
    for i, (qty, desc) in enumerate(rows):
        c.put(60, y + 34 * (i + 1), qty, 20)
        c.put(220, y + 34 * (i + 1), desc, 20)
    return y + 34 * (len(rows) + 1) + 20


def sign(c: Canvas, n: Note, y: float) -> None:
    c.put(60, y, f"{n.t('received')}: ______________", 18)
    c.put(700, y, f"{n.t('driver')}: {PEOPLE[len(n.number) % len(PEOPLE)]}", 18)


def legal_line(c: Canvas, n: Note, y: float | None = None) -> None:
    sheet = c.sheets[-1]
    y = sheet.height - 60 if y is None else y
    tax = f" · {n.t('tax')} {n.sup.tax}" if n.extra["tax_printed"] else ""
    c.put(60, y - c.oy, f"{n.sup.name} · {n.t('registered')}: {n.town()}{tax}", 15)


def maybe_second_page(c: Canvas, n: Note, y: float) -> float:
    """A long list continues on a second page: its own header (the supplier), no number."""
    if not n.two_pages:
        return item_table(c, n, y, n.items)
    first, rest = n.items[: len(n.items) // 2], n.items[len(n.items) // 2 :]
    y = item_table(c, n, y, first)
    c.put(60, y + 10, n.t("continued"), 18)
    c.new_page()
    c.put(60, 50, n.sup.name, 28)
    c.put(60, 96, n.t("page2"), 20)
    c.kv(60, 140, n.t("customer"), n.customer)
    y = item_table(c, n, 200, rest)
    c.kv(60, y + 10, n.t("total"), f"{len(n.items)} {n.t('items')}")
    sign(c, n, y + 80)
    return y


# --- layouts -------------------------------------------------------------------------------


def wb_stamp(c: Canvas, n: Note) -> None:
    y = stamp(c, n, 50, 40)
    c.put(720, 60, n.t("wb"), 30)
    c.kv(720, 110, n.t("ticket_no"), n.number, 26)
    c.kv(720, 150, n.t("date"), n.date_raw)
    c.kv(60, y + 20, n.t("vehicle"), n.vehicle)
    c.kv(60, y + 52, n.t("haulier"), n.haulier.name)
    c.kv(700, y + 20, n.t("time_in"), n.time(7))
    c.kv(700, y + 52, n.t("time_out"), n.time(8))
    y = parties(c, n, 60, y + 110)
    po_line(c, n, 60, y)
    c.kv(60, y + 50, n.t("product"), n.items[0][1], 22)
    weights(c, n, 60, y + 100)
    c.put(700, y + 100, f"{n.t('account')} {n.account}", 18)
    sign(c, n, 1500)


def wb_slip(c: Canvas, n: Note) -> None:
    y = 40.0
    for text, size in ((n.sup.name, 26), (f"{n.town()} {n.t('plant')}", 20), ("", 0),
                       (n.t("wb").upper(), 24)):  # fmt: skip
        if text:
            c.put(60, y, text, size)
        y += 44
    rows = [(n.t("ticket_no"), n.number), (n.t("date"), n.date_raw),
            (n.t("time_in"), n.time(9)), (n.t("time_out"), n.time(10)),
            (n.t("vehicle"), n.vehicle), (n.t("haulier"), n.haulier.name),
            (n.t("product"), n.items[0][1]), (n.t("customer"), n.customer)]  # fmt: skip
    if n.po:
        rows.insert(3 if n.rng.random() < 0.5 else 8, (n.po_label, n.po))
    for label, value in rows:
        c.kv(40, y, label, value, 20)
        y += 38
    y = weights(c, n, 40, y + 20, 24)
    c.put(40, y + 40, f"{n.t('account')}: {n.account}", 18)
    c.put(40, y + 80, f"{n.t('signature')} ____________", 18)


def wb_asphalt(c: Canvas, n: Note) -> None:
    y = letterhead(c, n)
    c.put(60, y, f"{n.t('plant')}: {n.town()} · {n.t('weighbridge_n')}", 18)
    c.put(760, 60, n.t("wb"), 28)
    c.kv(760, 110, n.t("ticket_no"), n.number, 24)
    c.kv(760, 150, n.t("date"), n.date_raw)
    c.kv(760, 185, "Load", str(n.rng.randrange(2, 14)))
    y = parties(c, n, 60, y + 60)
    po_line(c, n, 60, y)
    c.kv(60, y + 50, n.t("mix"), n.items[0][1], 22)
    c.kv(60, y + 90, "Temp", f"{n.rng.randrange(145, 185)} °C")
    c.kv(600, y + 90, n.t("vehicle"), n.vehicle)
    c.kv(600, y + 125, n.t("time_out"), n.time(6))
    weights(c, n, 60, y + 150)
    sign(c, n, 1480)
    legal_line(c, n)


def wb_spoil(c: Canvas, n: Note) -> None:
    y = letterhead(c, n, caps=n.rng.random() < 0.5)
    c.put(60, y, n.t("wb"), 30)
    c.kv(60, y + 50, n.t("ticket_no"), n.number, 24)
    c.kv(600, y + 50, n.t("date"), n.date_raw, 22)
    c.kv(60, y + 100, n.t("producer"), f"{n.customer}, {n.site}")
    c.kv(60, y + 135, n.t("consignee"), f"{n.extra['tip']} {n.town()}")
    c.kv(60, y + 170, n.t("ewc"), "17 05 04")
    c.kv(600, y + 170, n.t("licence"), n.extra["licence"])
    c.kv(60, y + 210, n.t("vehicle"), n.vehicle)
    c.kv(600, y + 210, n.t("time_in"), n.time(10))
    po_line(c, n, 60, y + 250)
    c.kv(60, y + 300, n.t("product"), n.items[0][1])
    weights(c, n, 60, y + 350)
    sign(c, n, 1450)


def wb_carbon(c: Canvas, n: Note) -> None:
    """A pre-printed carbon ticket filled by hand at the weighbridge hut."""
    c.put(300, 40, n.sup.name.upper(), 30, stamp=True)
    c.put(300, 84, n.t("wb"), 22)
    c.put(900, 40, f"{n.t('number')} {n.number}", 30)  # numbered by the printer, in red
    for i, (key, value) in enumerate(((n.t("date"), n.date_raw), (n.t("vehicle"), n.vehicle),
                                      (n.t("customer"), n.customer),
                                      (n.t("product"), n.items[0][1]),
                                      (n.po_label, n.po))):  # fmt: skip
        if value:
            c.kv(60, 200 + 60 * i, key, value, 24, below=True)
    weights(c, n, 700, 200, 26)
    c.put(700, 430, f"{n.t('haulier')}: {n.haulier.name}", 20)


def rmc_docket(c: Canvas, n: Note) -> None:
    y = letterhead(c, n)
    c.put(60, y, f"{n.t('plant')}: {n.town()}", 20)
    c.put(760, 50, n.t("rmc"), 26)
    c.kv(760, 100, n.t("docket_no"), n.number, 26)
    c.kv(760, 140, n.t("date"), n.date_raw)
    y = parties(c, n, 60, y + 50)
    po_line(c, n, 60, y)
    c.kv(600, y, n.t("account"), n.account)
    y += 60
    grid = [(n.t("mix"), n.items[0][1]), (n.t("slump"), f"S{n.rng.randrange(2, 5)}"),
            (n.t("volume"), f"{n.extra['m3']:.1f}"), (n.t("cum"), f"{n.extra['cum']:.1f}"),
            (n.t("batch"), n.time(7)), (n.t("arrival"), n.time(8)),
            (n.t("discharge"), n.time(9)), (n.t("water"), "0 L"),
            (n.t("vehicle"), n.vehicle), (n.t("driver"), PEOPLE[n.rng.randrange(8)])]  # fmt: skip
    for i, (label, value) in enumerate(grid):
        c.kv(60 + 560 * (i % 2), y + 40 * (i // 2), label, value)
    c.put(60, y + 240, "EN 206 · CE", 16)
    sign(c, n, 1450)


def rmc_batchprint(c: Canvas, n: Note) -> None:
    """A batch plant computer's print: a grid of fields, the plant's order next to the PO."""
    c.put(60, 40, f"{n.sup.name} - {n.t('plant')} {n.town()}", 24)
    c.put(60, 80, "=" * 60, 18)
    c.kv(60, 120, n.t("rmc"), n.number, 26, colon=False)
    c.kv(760, 120, n.t("date"), n.date_raw, 22)
    c.kv(60, 170, f"{n.t('plant')} Ord.", f"{n.rng.randrange(20000, 99999)}")
    po_line(c, n, 600, 170)
    c.kv(60, 210, n.t("customer"), f"{n.account} {n.customer}")
    c.kv(60, 250, n.t("site"), n.site)
    c.put(60, 300, "=" * 60, 18)
    c.kv(60, 340, n.t("mix"), n.items[0][1])
    c.kv(60, 380, n.t("volume"), f"{n.extra['m3']:.2f}")
    c.kv(600, 380, n.t("cum"), f"{n.extra['cum']:.2f}")
    c.kv(60, 420, n.t("batch"), f"{n.date_raw} {n.time(6)}")
    c.kv(60, 460, n.t("vehicle"), n.vehicle)
    c.kv(600, 460, "Ticket", f"{n.rng.randrange(100, 999)}")
    if n.extra["tax_printed"]:
        c.put(60, 520, f"{n.t('tax')} {n.sup.tax}", 18)
    sign(c, n, 1300)


def hire_delivery(c: Canvas, n: Note) -> None:
    y = letterhead(c, n)
    c.put(60, y, f"{n.t('depot')}: {n.town()}", 20)
    c.put(760, 50, n.t("hire"), 26)
    c.kv(760, 100, n.t("note_no"), n.number, 24)
    c.kv(760, 140, n.t("contract"), n.contract)
    c.kv(760, 175, n.t("account"), n.account)
    y = parties(c, n, 60, y + 50)
    po_line(c, n, 60, y)
    c.kv(600, y, n.t("on_hire"), n.date_raw)
    maybe_second_page(c, n, y + 70)
    if not n.two_pages:
        sign(c, n, 1400)
    legal_line(c, n)


def hire_offhire(c: Canvas, n: Note) -> None:
    y = letterhead(c, n)
    c.put(60, y, f"{n.t('depot')}: {n.town()}", 20)
    c.put(700, 50, n.t("offhire"), 26)
    c.kv(700, 100, n.t("number"), n.number, 24)
    c.kv(700, 140, n.t("contract"), n.contract)
    y = parties(c, n, 60, y + 50)
    c.kv(60, y, n.t("account"), n.account)
    po_line(c, n, 600, y)
    c.kv(60, y + 50, n.t("on_hire"), n.fmt(n.extra["on_hire"]))
    c.kv(600, y + 50, n.t("off_hire"), n.date_raw)
    y = item_table(c, n, y + 120, n.items)
    c.put(60, y, f"{n.t('collected')} {n.date_raw} {n.time(14)}", 18)
    sign(c, n, y + 60)


def scaffold_delivery(c: Canvas, n: Note) -> None:
    c.put(60, 50, n.t("note"), 32)
    c.kv(60, 100, n.t("number"), n.number, 24)
    c.kv(60, 140, n.t("date"), n.date_raw)
    c.put(720, 50, n.sup.name, 24)
    c.put(720, 86, n.town(), 18)
    if n.extra["tax_printed"]:
        c.put(720, 112, f"{n.t('tax')} {n.sup.tax}", 16)
    c.kv(720, 150, n.t("contract"), n.contract)
    y = parties(c, n, 60, 220)
    po_line(c, n, 60, y)
    maybe_second_page(c, n, y + 60)
    if not n.two_pages:
        sign(c, n, 1450)


def scaffold_return(c: Canvas, n: Note) -> None:
    """A narrow collection slip printed in the van."""
    c.put(40, 40, n.sup.name, 24)
    c.put(40, 80, n.t("offhire"), 22)
    rows = [(n.t("number"), n.number), (n.t("contract"), n.contract),
            (n.t("account"), n.account), (n.t("on_hire"), n.fmt(n.extra["on_hire"])),
            (n.t("off_hire"), n.date_raw), (n.t("site"), n.site)]  # fmt: skip
    if n.po:
        rows.append((n.po_label, n.po))
    for i, (label, value) in enumerate(rows):
        c.kv(40, 140 + 70 * i, label, value, 20, below=True)
    y = 140 + 70 * len(rows) + 20
    for i, (qty, desc) in enumerate(n.items):
        c.put(40, y + 32 * i, f"{qty} x {desc}", 18)
    c.put(40, y + 32 * len(n.items) + 40, f"{n.t('signature')} ________", 18)


def fuel_ticket(c: Canvas, n: Note) -> None:
    y = letterhead(c, n)
    c.put(760, 50, n.t("fuel"), 26)
    c.kv(760, 100, n.t("fuel_no"), n.number, 24)
    c.kv(760, 140, n.t("ddate"), n.date_raw)
    y = parties(c, n, 60, y + 40)
    c.kv(60, y, n.t("account"), n.account)
    po_line(c, n, 600, y)
    start = n.rng.randrange(100000, 900000)
    litres = n.extra["litres"]
    rows = [(n.t("product"), n.items[0][1]), (n.t("meter_start"), f"{start:07d}"),
            (n.t("meter_end"), f"{start + litres:07d}"), (n.t("litres"), str(litres)),
            ("Temp", f"{n.rng.randrange(4, 18)} °C"), (n.t("vehicle"), n.vehicle),
            (n.t("time_in"), n.time(11))]  # fmt: skip
    for i, (label, value) in enumerate(rows):
        c.kv(60, y + 60 + 36 * i, label, value)
    sign(c, n, y + 400)
    legal_line(c, n)


def fuel_meter(c: Canvas, n: Note) -> None:
    """The tanker meter's own slip: a narrow print with the supplier's stamp at the end."""
    c.put(40, 40, "*** METER TICKET ***", 22)
    start = n.rng.randrange(10000, 90000)
    litres = n.extra["litres"]
    rows = [("TKT", n.number), ("DATE", n.date_raw), ("START", n.time(12)),
            ("END", n.time(13)), ("REG", n.vehicle), ("PRODUCT", n.items[0][1].upper()),
            ("TOTALISER", f"{start}.{n.rng.randrange(10)}"), ("GROSS L", str(litres + 12)),
            ("NET L @15C", str(litres))]  # fmt: skip
    for i, (label, value) in enumerate(rows):
        c.kv(40, 100 + 44 * i, label, value, 22, colon=False)
    y = 100 + 44 * len(rows) + 40
    if n.po:
        c.kv(40, y, n.po_label, n.po, 22)
    c.kv(40, y + 50, n.t("customer"), n.customer, 18)
    c.put(60, y + 140, n.sup.name.upper(), 24, stamp=True)
    c.put(60, y + 176, f"{n.t('depot')} {n.town()}", 18, stamp=True)


def gas_cylinders(c: Canvas, n: Note) -> None:
    y = letterhead(c, n)
    c.put(760, 50, n.t("gas"), 24)
    c.kv(760, 100, n.t("note_no"), n.number, 24)
    c.kv(760, 140, n.t("date"), n.date_raw)
    c.kv(760, 175, n.t("account"), n.account)
    y = parties(c, n, 60, y + 40)
    po_line(c, n, 60, y)
    y += 60
    c.put(60, y, n.t("product"), 20)
    c.put(600, y, n.t("full"), 20)
    c.put(850, y, n.t("empty"), 20)
    for i, (qty, desc) in enumerate(n.items):
        c.put(60, y + 34 * (i + 1), desc, 20)
        c.put(600, y + 34 * (i + 1), qty, 20)
        c.put(850, y + 34 * (i + 1), str(n.rng.randrange(0, 4)), 20)
    sign(c, n, y + 260)


def waste_transfer(c: Canvas, n: Note) -> None:
    y = letterhead(c, n)
    c.put(60, y, n.t("waste"), 28)
    c.kv(760, 50, n.t("number"), n.number, 24)
    c.kv(760, 90, n.t("date"), n.date_raw)
    po_line(c, n, 760, 125)
    y += 60
    c.put(60, y, f"A · {n.t('desc')}", 20)
    c.kv(60, y + 34, n.t("ewc"), EWC[n.items[0][1]])
    c.kv(500, y + 34, n.t("product"), n.items[0][1])
    c.kv(60, y + 68, n.t("container"), f"{n.items[0][0]} yd³")
    blocks = [(f"B · {n.t('producer')}", n.customer, n.site),
              (f"C · {n.t('carrier')}", n.sup.name, f"{n.t('licence')} {n.extra['licence']}"),
              (f"D · {n.t('consignee')}", f"{n.extra['tip']}", n.extra["permit"])]  # fmt: skip
    for i, (head, name, more) in enumerate(blocks):
        c.put(60, y + 130 + 110 * i, head, 20)
        c.put(80, y + 160 + 110 * i, name, 20)
        c.put(80, y + 190 + 110 * i, more, 18)
    y += 480
    if n.two_pages:
        c.put(60, y, n.t("continued"), 18)
        c.new_page()
        c.put(60, 50, n.sup.name, 26)
        c.put(60, 90, n.t("page2"), 20)
        c.put(60, 150, "E · Declaration / Duty of care", 20)
        c.put(60, 190, f"{n.t('producer')}: {n.customer}", 18)
        sign(c, n, 300)
    else:
        sign(c, n, y)


def skip_ticket(c: Canvas, n: Note) -> None:
    """A hand-filled skip exchange ticket (carbonless pad)."""
    c.put(60, 40, n.sup.name, 28, stamp=True)
    c.put(60, 80, f"{n.t('licence')} {n.extra['licence']}", 16)
    c.put(800, 40, n.t("skip"), 24)
    c.put(800, 80, n.number, 30)
    rows = [(n.t("date"), n.date_raw), (n.t("site"), n.site),
            (n.t("container"), f"{n.items[0][0]} yd {n.t('exchange')}"),
            (n.t("ewc"), EWC[n.items[0][1]]), (n.t("vehicle"), n.vehicle),
            (n.po_label, n.po)]  # fmt: skip
    for i, (label, value) in enumerate(rows):
        if value:
            c.kv(60, 180 + 56 * i, label, value, 24)
    c.put(60, 560, f"{n.t('signature')}: ______", 20)


def bilingual_note(c: Canvas, n: Note) -> None:
    """A Belgian or Swiss form: every label in two or three languages."""
    y = letterhead(c, n)
    c.put(60, y + 10, n.t("note"), 28)
    c.kv(60, y + 60, n.t("number"), n.number, 24)
    c.kv(60, y + 100, n.t("date"), n.date_raw)
    c.kv(640, y + 60, n.t("account"), n.account)
    c.kv(640, y + 100, n.t("vehicle"), n.vehicle)
    y = parties(c, n, 60, y + 150)
    po_line(c, n, 60, y)
    y = maybe_second_page(c, n, y + 60)
    if not n.two_pages:
        sign(c, n, y + 60)
    legal_line(c, n)


def bilingual_wb(c: Canvas, n: Note) -> None:
    y = stamp(c, n, 50, 40)
    c.put(640, 50, n.t("wb"), 24)
    c.kv(640, 100, n.t("ticket_no"), n.number, 24)
    c.kv(640, 140, n.t("date"), n.date_raw)
    c.kv(60, y + 20, n.t("vehicle"), n.vehicle)
    c.kv(60, y + 55, n.t("haulier"), n.haulier.name)
    y = parties(c, n, 60, y + 100)
    po_line(c, n, 60, y)
    c.kv(60, y + 45, n.t("product"), n.items[0][1])
    weights(c, n, 60, y + 95)
    sign(c, n, 1450)


def footer_box(c: Canvas, n: Note) -> None:
    """A pre-printed form: title and parties on top, the number and date in a box at the
    bottom right, the supplier's name only in the footer's legal line."""
    c.put(60, 50, n.t("note").upper(), 34)
    y = parties(c, n, 60, 130)
    po_line(c, n, 60, y)
    c.kv(640, 130, n.t("vehicle"), n.vehicle)
    c.kv(640, 165, n.t("account"), n.account)
    item_table(c, n, y + 70, n.items)
    c.put(60, 1420, f"{n.t('received')}: ______________", 18)
    c.put(760, 1380, "+" + "-" * 24 + "+", 18)
    c.kv(780, 1420, n.t("number"), n.number, 26)
    c.kv(780, 1465, n.t("date"), n.date_raw, 22)
    c.put(760, 1510, "+" + "-" * 24 + "+", 18)
    legal_line(c, n)


def side_column(c: Canvas, n: Note) -> None:
    """The supplier's details and the note's identity in a left side column."""
    x = 40.0
    c.put(x, 60, n.sup.alias, 22)
    c.put(x, 96, n.town(), 16)
    c.put(x, 560, n.t("number"), 18)
    c.put(x, 590, n.number, 24)
    c.put(x, 650, n.t("date"), 18)
    c.put(x, 680, n.date_raw, 22)
    if n.po:
        c.put(x, 740, n.po_label, 18)
        c.put(x, 770, n.po, 22)
    c.put(x, 1500, n.sup.name, 14)
    if n.extra["tax_printed"]:
        c.put(x, 1525, n.sup.tax, 14)
    c.put(420, 60, n.t(n.extra["title"]), 30)
    y = parties(c, n, 420, 140)
    c.kv(420, y, n.t("account"), n.account)
    c.kv(420, y + 35, n.t("vehicle"), n.vehicle)
    for i, (qty, desc) in enumerate(n.items):
        c.put(420, y + 110 + 34 * i, f"{qty}  {desc}", 20)
    c.put(420, 1400, f"{n.t('received')}: ______________", 18)


def _email(c: Canvas, n: Note) -> float:
    """An e-mail header block: the note forwarded and printed."""
    sent = n.date + dt.timedelta(days=n.rng.choice((0, 1, 1, 3)))
    title = LABELS[n.extra["title"]][LANGS.index(n.lang)]
    lines = [(n.t("from"), n.extra["forwarder_line"]),
             (n.t("sent"), f"{n.fmt(sent, named=True)} {n.time(16)}"),
             (n.t("to"), f"accounts@{n.extra['site_domain']}"),
             (n.t("subject"), f"{n.t('fw')} {title} {n.number}")]  # fmt: skip
    for i, (label, value) in enumerate(lines):
        c.put(60, 40 + 32 * i, label, 18)
        c.put(220, 40 + 32 * i, value, 18)
    c.put(60, 180, n.t("attached"), 18)
    c.put(60, 220, "-" * 90, 14)
    return 250.0


def fw_note(c: Canvas, n: Note) -> None:
    c.oy = _email(c, n)
    y = letterhead(c, n, y=20)
    c.put(760, 20, n.t("note"), 24)
    c.kv(760, 60, n.t("note_no"), n.number, 22)
    c.kv(760, 95, n.t("date"), n.date_raw)
    y = parties(c, n, 60, y + 20)
    po_line(c, n, 60, y)
    item_table(c, n, y + 60, n.items)
    sign(c, n, 1000)


def fw_weighbridge(c: Canvas, n: Note) -> None:
    c.oy = _email(c, n)
    wb_slip_body = stamp(c, n, 50, 20)
    c.kv(700, 30, n.t("ticket_no"), n.number, 24)
    c.kv(700, 70, n.t("date"), n.date_raw)
    c.kv(60, wb_slip_body, n.t("vehicle"), n.vehicle)
    c.kv(600, wb_slip_body, n.t("haulier"), n.haulier.name)
    y = parties(c, n, 60, wb_slip_body + 50)
    po_line(c, n, 60, y)
    c.kv(60, y + 45, n.t("product"), n.items[0][1])
    weights(c, n, 60, y + 90)


@dataclass(frozen=True)
class Layout:
    draw: Callable[[Canvas, Note], None]
    family: str
    trade: str
    title: str
    paper: bool = False  # only ever scanned or photographed
    slip: bool = False
    two_pages: bool = False
    countries: tuple[str, ...] = ()  # a form of these countries only


_LAYOUTS: dict[str, Layout] = {
    "wb_stamp": Layout(wb_stamp, "weighbridge", "quarry", "wb"),
    "wb_slip": Layout(wb_slip, "weighbridge", "quarry", "wb", slip=True),
    "wb_asphalt": Layout(wb_asphalt, "weighbridge", "asphalt", "wb"),
    "wb_spoil": Layout(wb_spoil, "weighbridge", "waste", "wb"),
    "wb_carbon": Layout(wb_carbon, "weighbridge", "quarry", "wb", paper=True),
    "rmc_docket": Layout(rmc_docket, "concrete", "concrete", "rmc"),
    "rmc_batchprint": Layout(rmc_batchprint, "concrete", "concrete", "rmc"),
    "hire_delivery": Layout(hire_delivery, "hire", "hire", "hire", two_pages=True),
    "hire_offhire": Layout(hire_offhire, "hire", "hire", "offhire"),
    "scaffold_delivery": Layout(scaffold_delivery, "hire", "scaffold", "note", two_pages=True),
    "scaffold_return": Layout(scaffold_return, "hire", "scaffold", "offhire", slip=True),
    "fuel_ticket": Layout(fuel_ticket, "fuel", "fuel", "fuel"),
    "fuel_meter": Layout(fuel_meter, "fuel", "fuel", "fuel", paper=True, slip=True),
    "gas_cylinders": Layout(gas_cylinders, "fuel", "gas", "gas"),
    "waste_transfer": Layout(waste_transfer, "waste", "waste", "waste", two_pages=True),
    "skip_ticket": Layout(skip_ticket, "waste", "waste", "skip", paper=True),
    "be_note": Layout(
        bilingual_note,
        "multilingual",
        "quarry",
        "note",
        paper=True,
        two_pages=True,
        countries=("be",),
    ),
    "ch_note": Layout(
        bilingual_note, "multilingual", "concrete", "note", two_pages=True, countries=("ch",)
    ),
    "be_weighbridge": Layout(bilingual_wb, "multilingual", "quarry", "wb", countries=("be",)),
    "footer_box": Layout(footer_box, "displaced", "hire", "note"),
    "side_column": Layout(side_column, "displaced", "concrete", "note"),
    "fw_note": Layout(fw_note, "forwarded", "hire", "note"),
    "fw_weighbridge": Layout(fw_weighbridge, "forwarded", "quarry", "wb"),
}
LAYOUTS = tuple(_LAYOUTS)
_BILINGUAL = {"be": (("nl", "fr"), ("fr", "nl")),
              "ch": (("de", "fr", "it"), ("fr", "de", "it"), ("it", "de", "fr"))}  # fmt: skip


# --- values --------------------------------------------------------------------------------


def _number(rng: random.Random, family: str, year: int) -> str:
    n = rng.randrange(10000, 999999)
    if family == "weighbridge":
        site = f"{rng.choice('ABK')}{rng.randrange(1, 9)}"
        return rng.choice((f"{n:06d}", f"W{n:07d}", f"{site}-{n:06d}"))
    if family == "concrete":
        return rng.choice((f"D{n:06d}", f"{n + 1000000}", f"{rng.randrange(10, 99)}/{n:06d}"))
    if family == "hire":
        return rng.choice((f"DN{n:06d}", f"{n:07d}", f"C-{n:06d}"))
    if family == "waste":
        return rng.choice((f"WTN-{year}-{n % 100000:05d}", f"{n:06d}", f"S{n:06d}"))
    return rng.choice((f"{n:06d}", f"LS{n:06d}", f"{year % 100}-{n:06d}"))


def _po(rng: random.Random, year: int) -> str:
    return rng.choice((f"PO{rng.randrange(10**5, 10**6)}", f"45{rng.randrange(10**7, 10**8)}",
                       f"BC-{year % 100}-{rng.randrange(1000, 9999)}",
                       f"{rng.randrange(1000, 9999)}/{rng.randrange(10, 99)}"))  # fmt: skip


def _one_digit_away(rng: random.Random, value: str) -> str:
    places = [i for i, ch in enumerate(value) if ch.isdigit()]
    i = rng.choice(places[1:] or places)
    digit = str((int(value[i]) + rng.randrange(1, 10)) % 10)
    return value[:i] + digit + value[i + 1 :]


def _note(rng: random.Random, index: int, layout: str, lang: str, kind: str) -> Note:
    spec = _LAYOUTS[layout]
    country = spec.countries[0] if spec.countries else lang
    langs: tuple[str, ...] = (lang,)
    if country in _BILINGUAL:
        langs = rng.choice(_BILINGUAL[country])
        lang = langs[0]
    pool = [s for s in SUPPLIERS if s.trade == spec.trade and s.country == country]
    if not pool or rng.random() < 0.3:  # a neighbour country's supplier of the same trade
        pool = [s for s in SUPPLIERS if s.trade == spec.trade and s.country in (lang, country)]
    sup = rng.choice(pool or [s for s in SUPPLIERS if s.trade == spec.trade])
    day = dt.date(2026, 1, 5) + dt.timedelta(days=rng.randrange(330))
    if day.weekday() == 6:
        day -= dt.timedelta(days=1)
    named = rng.random() < 0.15 and not spec.slip
    fmt = NUMERIC[lang][rng.random() < 0.2]
    po = _po(rng, day.year) if rng.random() < 0.78 else ""
    trade_items = {"quarry": "quarry", "asphalt": "asphalt", "concrete": "concrete",
                   "hire": "hire", "scaffold": "scaffold", "fuel": "fuel", "gas": "gas",
                   "waste": "waste"}  # fmt: skip
    materials = MATERIALS["spoil" if layout == "wb_spoil" else trade_items[spec.trade]]
    two = spec.two_pages and rng.random() < 0.45
    n_items = rng.randrange(8, 13) if two else rng.randrange(1, 5)
    items = [(str(rng.randrange(1, 40)), rng.choice(materials)) for _ in range(n_items)]
    haulier = rng.choice([h for h in HAULIERS if h.country == lang] or HAULIERS)
    note = Note(
        rng=rng, lang=lang, langs=langs, country=country, sup=sup,
        number=_number(rng, spec.family if spec.family in ("weighbridge", "concrete", "hire",
                                                           "waste") else spec.trade, day.year),
        po=po, po_label=" / ".join(rng.choice(PO_LABELS[lg]) for lg in langs),
        date=day, date_raw=NAMED[lang] if named else day.strftime(fmt),
        items=items, vehicle=registration(country, rng), haulier=haulier,
        customer=CUSTOMERS[lang], site=f"{SITES[lang]}, {TOWNS[lang][index % 3]}",
        account=rng.choice((f"{rng.randrange(10000, 99999)}", f"ACC{rng.randrange(1000, 9999)}",
                            f"K-{rng.randrange(100000, 999999)}")),
        contract=f"{rng.choice(('HC', 'MV', 'CL', ''))}{rng.randrange(100000, 999999)}",
        two_pages=two,
    )  # fmt: skip
    if named:
        note.date_raw = note.fmt(day, named=True)
    note.extra.update(
        tax_printed=rng.random() < 0.6,
        net=round(rng.uniform(8.0, 29.5), 2),
        m3=rng.choice((4.0, 6.0, 7.5, 8.0, 2.5)),
        litres=rng.randrange(400, 9000),
        on_hire=day - dt.timedelta(days=rng.randrange(5, 90)),
        licence=rng.choice(
            (
                f"CBDU{rng.randrange(100000, 999999)}",
                f"{rng.randrange(10**6, 10**7)}-{rng.randrange(10, 99)}",
                f"REC/{rng.randrange(1000, 9999)}/{day.year}",
            )
        ),
        tip=f"{rng.choice(STEMS)} {rng.choice(('Landfill', 'Recycling Park', 'Deponie', 'ISDI'))}",
        permit=f"EPR/{rng.choice('ABCDEFG')}{rng.choice('ABCDEFG')}{rng.randrange(1000, 9999)}",
        title=spec.title,
    )
    note.extra["cum"] = note.extra["m3"] * rng.randrange(1, 6)
    if spec.trade == "waste":
        note.items = [(rng.choice(("6", "8", "12", "16")), rng.choice(list(EWC)))]
    site_domain = CUSTOMERS[lang].split()[-2].lower() + ".example"
    note.extra["site_domain"] = site_domain
    if rng.random() < 0.5:  # the supplier's dispatcher sends it
        person = PEOPLE[rng.randrange(len(PEOPLE))]
        note.extra["forwarder"] = f"{person} ({sup.alias})"
        mailbox = sup.stem.lower() + ".example"
    else:  # a colleague at the site forwards it to accounts
        person = PEOPLE[rng.randrange(len(PEOPLE))]
        note.extra["forwarder"] = person
        mailbox = site_domain
    note.extra["forwarder_line"] = (
        f"{note.extra['forwarder']} <{person.split()[-1].lower()}@{mailbox}>"
    )
    return note


def _words(sheet: Sheet, kind: str, rng: random.Random) -> list[dict[str, Any]]:
    """The sheet's words as the reader would give them."""
    words: list[dict[str, Any]] = []
    runs = sorted(sheet.runs, key=lambda r: (round(r.y), r.x))
    if kind == "digital":
        for run in runs:
            cw = run.size * 0.52
            start = 0
            for token in run.text.split(" "):
                x0 = run.x + start * cw
                words.append({"t": token, "x0": round(x0, 1), "y0": round(run.y, 1),
                              "x1": round(x0 + len(token) * cw, 1),
                              "y1": round(run.y + run.size, 1)})  # fmt: skip
                start += len(token) + 1
        return words
    rate = 0.012 if kind == "scan" else 0.03
    boxes: list[tuple[str, float, float, float, float, float]] = []
    i = 0
    while i < len(runs):
        run = runs[i]
        text, x1 = run.text, run.x + len(run.text) * run.size * 0.52
        nxt = runs[i + 1] if i + 1 < len(runs) else None
        if (nxt and abs(nxt.y - run.y) < 4 and nxt.x - x1 < 60
                and rng.random() < (0.25 if kind == "scan" else 0.4)):  # fmt: skip
            text, x1 = f"{text} {nxt.text}", nxt.x + len(nxt.text) * nxt.size * 0.52
            i += 1
        i += 1
        noisy = _noise(text, rate * (2.5 if run.stamp else 1), rng)
        conf = rng.uniform(0.86, 0.99) if noisy == text else rng.uniform(0.5, 0.88)
        if " " in noisy and rng.random() < 0.1:  # one run read as two
            cut = noisy.index(" ")
            mid = run.x + cut * run.size * 0.52
            boxes.append((noisy[:cut], run.x, run.y, mid, run.size, conf))
            boxes.append((noisy[cut + 1 :], mid + run.size * 0.52, run.y, x1, run.size, conf))
        else:
            boxes.append((noisy, run.x, run.y, x1, run.size, conf))
    angle = math.radians(rng.uniform(-2.0, 2.0)) if kind == "photo" else 0.0
    grow = 1.3 if kind == "photo" else 1.05
    for text, x0, y0, x1, size, conf in boxes:
        if not text.strip():
            continue
        dy = (x0 - sheet.width / 2) * math.tan(angle) + rng.uniform(-2, 2)
        top = min(max(1.0, y0 + dy - size * (grow - 1) / 2), sheet.height - size * grow - 2)
        left = max(1.0, x0 + rng.uniform(-3, 3))
        right = min(sheet.width - 1.0, max(left + 4, x1 + rng.uniform(-3, 3)))
        words.append({"t": text, "x0": round(left, 1), "y0": round(top, 1),
                      "x1": round(right, 1), "y1": round(top + size * grow, 1),
                      "c": round(conf, 3)})  # fmt: skip
    return words


_CONFUSE = {"O": "0", "0": "O", "1": "l", "l": "1", "I": "1", "S": "5", "5": "S", "B": "8",
            "8": "B", "G": "6", "Z": "2", "é": "e", "è": "e", "ü": "u", "ö": "o", "ä": "a",
            "/": "1", ",": ".", "°": "o", "³": "3"}  # fmt: skip


def _noise(text: str, rate: float, rng: random.Random) -> str:
    out = []
    for ch in text:
        if ch in ":." and rng.random() < rate * 8:
            continue  # dropped punctuation
        out.append(_CONFUSE.get(ch, ch) if rng.random() < rate else ch)
    noisy = "".join(out)
    if "rn" in noisy and rng.random() < rate * 10:
        noisy = noisy.replace("rn", "m", 1)
    return noisy


def generate(seed: int = 101, count: int = 120) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    """``count`` notes as (truth, page); a page of a two-page note carries ``next_pages``."""
    rng = random.Random(seed)
    order: list[str] = []
    languages: list[str] = []
    for index in range(count):
        if not order:
            order = list(LAYOUTS)
            rng.shuffle(order)
        if not languages:
            languages = list(LANGS)
            rng.shuffle(languages)
        layout = order.pop()
        spec = _LAYOUTS[layout]
        lang = languages.pop()
        roll = rng.random()
        kind = "digital" if roll < 0.42 else "scan" if roll < 0.75 else "photo"
        if spec.paper and kind == "digital":
            kind = rng.choice(("scan", "photo"))
        note = _note(rng, index, layout, lang, kind)
        canvas = Canvas(SLIP if spec.slip else A4)
        spec.draw(canvas, note)
        sheets = [
            {"words": _words(sheet, kind, rng), "width": sheet.width, "height": sheet.height}
            for sheet in canvas.sheets
        ]
        page = sheets[0]
        if len(sheets) > 1:
            page["next_pages"] = sheets[1:]
        yield _truth(rng, note, index, layout, kind, len(sheets)), page


def _truth(rng: random.Random, n: Note, index: int, layout: str, kind: str,
           pages: int) -> dict[str, Any]:  # fmt: skip
    spec = _LAYOUTS[layout]
    others = [s for s in SUPPLIERS if s != n.sup]
    look_alike = [s for s in others if s.stem == n.sup.stem]
    extra = look_alike[:1] + rng.sample([s for s in others if s not in look_alike], 3)
    if spec.family in ("weighbridge", "forwarded") and rng.random() < 0.5:
        extra.append(n.haulier)  # the haulier is one of the site's suppliers too
    pos = [_po(rng, n.date.year) for _ in range(rng.randrange(1, 4))]
    if n.po and rng.random() < 0.7:
        pos.append(_one_digit_away(rng, n.po))
    pos = [p for p in pos if p != n.po]
    owners = [n.sup, *extra]
    return {
        "file": f"{index:03d}_{layout}_{n.lang}_{kind}",
        "kind": kind,
        "layout": layout,
        "family": spec.family,
        "trade": spec.trade,
        "language": n.lang,
        "languages": list(n.langs),
        "country": n.country,
        "pages": pages,
        "document_number": n.number,
        "date": n.date.isoformat(),
        "date_raw": n.date_raw,
        "date_order": "dmy",
        "po_number": n.po,
        "supplier": n.sup.name,
        "supplier_aliases": [n.sup.alias],
        "supplier_tax_id": n.sup.tax,
        "tax_id_printed": n.extra["tax_printed"] and layout not in _NO_TAX,
        "caps": False,
        "forwarder": n.extra["forwarder"] if spec.family == "forwarded" else "",
        "look_alike": look_alike[0].name if look_alike else "",
        "distractors": {"contract": n.contract, "account": n.account, "vehicle": n.vehicle},
        "accept": {},
        "host_extra_suppliers": [s.entry() for s in extra],
        "host_extra_pos": [{"po_number": p, "supplier": rng.choice(owners).name} for p in pos],
    }


# Layouts that never print the supplier's tax id.
_NO_TAX = {"wb_stamp", "wb_slip", "wb_carbon", "scaffold_return", "fuel_meter", "skip_ticket",
           "be_weighbridge", "fw_weighbridge"}  # fmt: skip
