"""An eleventh held-out generator of delivery-note pages (``--corpus eleventh``), written
without sight of the finder, its tests or the other generators: bulk materials, transport and
the small print of forms, in English, German, French, Italian, Spanish and Dutch.

Paperwork (``LAYOUTS``, 22): weighbridge and quarry tickets, ready-mix concrete tickets,
skip / waste transfer notes, fuel and bulk-liquid (tanker) delivery tickets, plant and
scaffold off-hire returns; carriers' consignment notes (CMR boxes, a forwarder's own
Frachtbrief / lettre de voiture, a shipper's note with a carrier block); forms with dotted
leaders, abbreviated lower-case labels, a boxed header row over one row of values, values
printed before their label in a right-hand column; letterheads in spaced capitals, with a
slogan, with the legal name only in the footer, two firms "in partnership". Some notes have
two pages: the second carries the letterhead and lines, a continuation marker or none, and
never the number, the date or the PO. Each page is digital (a text layer: one entry per
word), scanned or photographed (OCR-like: one entry per printed run, character confusions,
runs merged or split, dots and colons dropped, skew; a photo also a keystone).

What the truth says (one judgement for every layout):

- ``document_number``: the number the issuing business gave this note or ticket (ticket no.,
  docket no., delivery-note no., return-note no.). On a consignment note it is the shipper's
  delivery-note number (printed in "documents attached" or as the sender's reference), never
  the carrier's own consignment number, which is a distractor.
- ``po_number``: the customer's purchase-order reference (``Your order``, ``v/réf.``,
  ``rif.``...); None when none is printed (some notes print "by phone" there instead).
- ``date``: the day the goods were delivered (or collected, for an off-hire return), as the
  note prints it; a time of day may follow it. Order dates, hire-start dates, stored-tare
  dates, print dates and a later signature date are distractors.
- ``supplier``: the business that sold the goods or service and issued the note: the quarry
  or plant operating the weighbridge, the concrete, fuel, skip, hire or materials firm; on a
  consignment note the sender (shipper / seller), not the carrier, even when the carrier's
  letterhead heads the page. ``supplier_aliases`` holds another name of the same business
  printed on the page (the brand of a trading name, the spaced-capitals brand). Its tax id
  is ``supplier_tax_id`` (printed on most digital pages, ``tax_id_printed``).
- ``doc_type``: ``delivery_note``; an off-hire return is ``return`` (a note or not, as the
  finder decides).

Distractors on the page (``distractors`` per note, never the truth's number or PO):
customer and account numbers, contract and sales-order references, the carrier's
consignment number, vehicle and trailer registrations, seal numbers, meter and hour-meter
readings, weights, times, EWC codes and permit numbers, VAT ids, IBAN / BIC, phone and fax
lines printed next to the number's label; the haulier, the consignee (the customer) and the
partner firm are named as well. Host data per note (``host_extra_suppliers`` /
``host_extra_pos``): the haulier (a family firm that shares the supplier's name stem when
``look_alike``), other suppliers of the site, and the site's other POs, one a digit away from
the note's own.
"""

from __future__ import annotations

import datetime as dt
import random
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from eleventh_lex import (
    GOODS,
    LANGS,
    LEGAL,
    LEX,
    MONTHS,
    PEOPLE,
    SLOGANS,
    STEMS,
    STREETS,
    TOWNS,
    TRADES,
)

KINDS = ("digital", "scan", "photo")
W, H = 1240, 1754  # an A4 page at 150 dpi
_COUNTRY = {"en": "GB", "de": "DE", "fr": "FR", "it": "IT", "es": "ES", "nl": "NL"}
Run = tuple[float, float, str, float]  # x, y (top), text, text height in px


# --- firms and notes -------------------------------------------------------------------------


@dataclass(frozen=True)
class Firm:
    name: str
    stem: str
    trade: str
    lang: str
    tax_id: str
    town: str
    phone: str
    iban: str

    @property
    def brand(self) -> str:
        return self.stem.upper()

    def entry(self) -> dict[str, Any]:
        """The firm as host data has it."""
        return {"supplier": self.name, "supplier_tax_id": self.tax_id, "supplier_aliases": []}


def _firm(rng: random.Random, lang: str, stem: str, trade: str, taken: set[str]) -> Firm:
    i = LANGS.index(lang)
    word = TRADES[trade][i]
    legal = rng.choice(LEGAL[lang])
    name = f"{stem} {word} {legal}" if lang in ("en", "de", "nl") else f"{word} {stem} {legal}"
    if trade == "haulage" and lang == "de":
        name = f"Spedition {stem} {legal}"
    while True:
        country = _COUNTRY[lang]
        digits = "".join(rng.choice("0123456789") for _ in range(11 if lang in "fr it" else 9))
        tax = {"es": f"ESB{digits[:8]}", "nl": f"NL{digits}B01"}.get(lang, country + digits)
        if tax not in taken:
            taken.add(tax)
            break
    code = {"en": 44, "de": 49, "fr": 33, "it": 39, "es": 34, "nl": 31}[lang]
    phone = f"+{code} {rng.randint(10, 99)} {rng.randint(100, 999)} {rng.randint(1000, 9999)}"
    iban = f"{_COUNTRY[lang]}{rng.randint(10, 99)} " + " ".join(
        f"{rng.randint(0, 9999):04d}" for _ in range(4)
    )
    return Firm(name, stem, trade, lang, tax, rng.choice(TOWNS[lang]), phone, iban)


@dataclass
class Pool:
    """Per language: the selling firms by trade, the hauliers, the customers (builders)."""

    sellers: dict[tuple[str, str], list[Firm]]
    hauliers: dict[str, list[Firm]]
    family: dict[str, Firm]  # a seller's name -> the haulier sharing its stem
    builders: dict[str, list[Firm]]


def _pool(rng: random.Random) -> Pool:
    taken: set[str] = set()
    sellers: dict[tuple[str, str], list[Firm]] = {}
    hauliers: dict[str, list[Firm]] = {}
    family: dict[str, Firm] = {}
    builders: dict[str, list[Firm]] = {}
    for lang in LANGS:
        stems = list(STEMS[lang])
        rng.shuffle(stems)
        trades = ("aggregates", "concrete", "waste", "fuel", "plant", "scaffold", "merchant")
        k = 0
        for trade in trades:
            firms = []
            for _ in range(3 if trade == "merchant" else 1):
                firms.append(_firm(rng, lang, stems[k % 9], trade, taken))
                k += 1
            sellers[(lang, trade)] = firms
        hauliers[lang] = [_firm(rng, lang, s, "haulage", taken) for s in stems[9:11]]
        for firms in [sellers[(lang, t)] for t in trades]:
            for seller in firms:
                if rng.random() < 0.6 and seller.stem not in {h.stem for h in hauliers[lang]}:
                    hauliers[lang].append(_firm(rng, lang, seller.stem, "haulage", taken))
                    family[seller.name] = hauliers[lang][-1]
        builders[lang] = [_firm(rng, lang, s, "builder", taken) for s in stems[11:14]]
    return Pool(sellers, hauliers, family, builders)


_NUMBER_STYLES = ("slash_yy", "suffix", "path", "plain", "dash", "letters")


def _number(rng: random.Random, style: str, year: int, lang: str) -> str:
    n = rng.randint(1000, 99999)
    if style == "slash_yy":
        return f"{n}/{year % 100:02d}"
    if style == "suffix":
        return f"{rng.randint(1000, 9999)}/{rng.choice('ABCDK')}"
    if style == "path":
        prefix = {"en": "DN", "de": "LS", "fr": "BL", "it": "DDT", "es": "ALB", "nl": "PB"}[lang]
        return f"{prefix}/{year}/{rng.randint(1, 9999):04d}"
    if style == "plain":
        return f"{rng.randint(0, 9)}{rng.randint(100000, 999999)}"
    if style == "dash":
        return f"{rng.choice(['T', 'W', 'B'])}{year % 100:02d}-{n:05d}"
    return f"{rng.choice(['WB', 'TK', 'RM', 'FT'])}{rng.randint(100000, 999999)}"


def _po(rng: random.Random) -> str:
    style = rng.randrange(5)
    if style == 0:
        return f"45{rng.randint(10000000, 99999999)}"
    if style == 1:
        return f"PO-{rng.randint(10000, 99999)}"
    if style == 2:
        return f"BST/{rng.randint(20, 29)}/{rng.randint(100, 9999):04d}"
    if style == 3:
        return f"C{rng.randint(1000, 9999)}-{rng.randint(1, 99):02d}"
    return f"OA {rng.randint(10000, 99999)}"


def _one_digit_away(rng: random.Random, po: str) -> str:
    spots = [i for i, ch in enumerate(po) if ch.isdigit()]
    i = rng.choice(spots)
    digit = rng.choice([d for d in "0123456789" if d != po[i]])
    return po[:i] + digit + po[i + 1 :]


_DATE_STYLES = ("dmy_slash", "dmy_dot", "dmy_dash", "dmy2", "dot2", "iso", "mon", "named")


def _fmt_date(day: dt.date, lang: str, style: str) -> str:
    d, m, y = day.day, day.month, day.year
    if style == "dmy_slash":
        return f"{d:02d}/{m:02d}/{y}"
    if style == "dmy_dot":
        return f"{d:02d}.{m:02d}.{y}"
    if style == "dmy_dash":
        return f"{d:02d}-{m:02d}-{y}"
    if style == "dmy2":
        return f"{d:02d}/{m:02d}/{y % 100:02d}"
    if style == "dot2":
        return f"{d:02d}.{m:02d}.{y % 100:02d}"
    if style == "iso":
        return day.isoformat()
    month = MONTHS[lang].split()[m - 1]
    if style == "mon":
        return f"{d:02d}-{month[:3].title()}-{y}"
    return f"{d}. {month} {y}" if lang == "de" else f"{d} {month} {y}"


@dataclass
class Note:
    rng: random.Random
    lang: str
    kind: str
    layout: str
    seller: Firm
    carrier: Firm
    customer: Firm
    partner: Firm | None
    number: str
    po: str | None
    day: dt.date
    date_style: str
    time: str
    pages: int
    show_tax: bool
    distractors: dict[str, str] = field(default_factory=dict)
    brand_printed: bool = False

    @property
    def vat(self) -> str:
        """The seller's tax id with its label, or nothing when this note prints none."""
        return f"{self.lex['vat']} {self.seller.tax_id}" if self.show_tax else ""

    @property
    def lex(self) -> dict[str, str]:
        return LEX[self.lang]

    def d(self, offset: int = 0, style: str | None = None) -> str:
        """The note's date (``offset`` days on) as the note prints dates."""
        day = self.day + dt.timedelta(days=offset)
        return _fmt_date(day, self.lang, style or self.date_style)

    @property
    def goods(self) -> str:
        return GOODS[_GOODS_OF.get(self.layout, "merchant")][LANGS.index(self.lang)]


# --- sheets ----------------------------------------------------------------------------------


@dataclass
class Sheet:
    runs: list[Run] = field(default_factory=list)

    def put(self, x: float, y: float, text: str, size: float = 20) -> None:
        self.runs.append((x, y, text, size))

    def right(self, x: float, y: float, text: str, size: float = 20) -> None:
        self.put(x - len(text) * size * 0.52, y, text, size)


def _spaced(text: str) -> str:
    return " ".join(text.replace(" ", ""))


def _head(s: Sheet, n: Note, style: str, y: float = 60) -> float:
    """The letterhead; the y below it."""
    f, lx = n.seller, n.lex
    n.brand_printed = n.brand_printed or style in ("spaced", "trading")
    if style == "spaced":
        s.put(70, y, _spaced(f.brand), 40)
        s.put(70, y + 56, n.rng.choice(SLOGANS[n.lang]), 18)
        s.put(70, y + 84, f"{STREETS[n.lang]} {n.rng.randint(2, 90)}, {f.town}", 16)
        return y + 130
    if style == "trading":
        s.put(70, y, f.brand.title(), 44)
        s.put(70, y + 60, f"{f.town} - {lx['customer']} service {f.phone}", 16)
        return y + 110
    if style == "partner":
        assert n.partner is not None
        s.put(70, y, f.name, 32)
        s.put(70, y + 46, f"{lx['partner']} {n.partner.name}", 18)
        s.put(70, y + 72, f"{STREETS[n.lang]} {n.rng.randint(2, 90)}, {f.town}", 16)
        return y + 120
    s.put(70, y, f.name, 32)
    if style == "slogan":
        s.put(70, y + 44, n.rng.choice(SLOGANS[n.lang]), 18)
        y += 26
    s.put(70, y + 46, f"{STREETS[n.lang]} {n.rng.randint(2, 90)} - {f.town}", 16)
    s.put(70, y + 68, f"Tel {f.phone}   {n.vat}".strip(), 16)
    n.distractors["phone"] = f.phone
    return y + 110


def _footer(s: Sheet, n: Note, style: str = "plain") -> None:
    f, lx = n.seller, n.lex
    y = H - 120
    if style == "trading":
        s.put(70, y - 26, lx["trading"].format(brand=f.brand.title(), legal=f.name), 15)
    s.put(70, y, f"{f.name} - {STREETS[n.lang]} - {f.town} {n.vat}", 15)
    bic = f"{f.stem[:4].upper()}{_COUNTRY[n.lang]}{n.rng.choice(['2L', '33', 'MM'])}"
    s.put(70, y + 24, f"IBAN {f.iban}  BIC {bic}", 15)


def _fields(
    s: Sheet, x: float, y: float, rows: list[tuple[str, str]], style: str, gap: float = 32
) -> float:
    """Label / value rows in ``style``: colon, dots (dotted leaders), rtl (the value first,
    right-aligned, its label after it), stack (the label above its value). The y below."""
    for label, value in rows:
        if style == "colon":
            s.put(x, y, f"{label}:", 19)
            s.put(x + 230, y, value, 19)
        elif style == "dots":
            dots = "." * max(4, 24 - len(label))
            s.put(x, y, f"{label} {dots} {value}", 19)
        elif style == "rtl":
            s.right(x + 260, y, value, 19)
            s.put(x + 280, y, label, 17)
        else:
            s.put(x, y, label, 14)
            s.put(x, y + 18, value, 20)
            y += 18
        y += gap
    return y


def _boxes(s: Sheet, y: float, heads: list[str], values: list[str]) -> float:
    """A header row of boxed cells over one row of values."""
    width = (W - 140) / len(heads)
    for i, (head, value) in enumerate(zip(heads, values, strict=True)):
        s.put(74 + i * width, y, head, 15)
        s.put(74 + i * width, y + 28, value, 20)
    return y + 70


def _lines(s: Sheet, n: Note, y: float, count: int, unit: str = "t") -> float:
    lx = n.lex
    s.put(70, y, lx["descr"], 17)
    s.put(800, y, lx["qty"], 17)
    y += 30
    other = GOODS.get(_GOODS_OF.get(n.layout, "merchant") + "2", ())
    for k in range(count):
        code = f"{n.rng.randint(100, 999)}-{n.rng.randint(1000, 9999)}"
        goods = other[LANGS.index(n.lang)] if other and k % 3 == 1 else n.goods
        s.put(70, y, f"{code}  {goods}", 18)
        s.put(800, y, f"{n.rng.randint(1, 40)},{n.rng.randint(0, 99):02d} {unit}", 18)
        y += 28 + (k % 2)
    return y + 20


def _addr(s: Sheet, x: float, y: float, title: str, firm: Firm, n: Note) -> float:
    s.put(x, y, title, 15)
    s.put(x, y + 22, firm.name, 19)
    s.put(x, y + 46, f"{STREETS[firm.lang]} {n.rng.randint(2, 99)}", 16)
    s.put(x, y + 68, firm.town, 16)
    return y + 100


def _time(n: Note, minutes: int) -> str:
    h, m = map(int, n.time.split(":"))
    total = (h * 60 + m + minutes) % (24 * 60)
    return f"{total // 60:02d}:{total % 60:02d}"


def _reg(n: Note) -> str:
    r = n.rng
    letters = "ABCDEFGHKLMNPRSTVWXYZ"
    pick = "".join(r.choice(letters) for _ in range(3))
    return {
        "en": f"{pick[:2]}{r.randint(51, 75)} {pick}",
        "de": f"{pick[:2]}-{pick[2]}{pick[0]} {r.randint(100, 9999)}",
        "fr": f"{pick[:2]}-{r.randint(100, 999)}-{pick[1:]}",
        "it": f"{pick[:2]} {r.randint(100, 999)}{pick[1:]}",
        "es": f"{r.randint(1000, 9999)} {pick}",
        "nl": f"{r.randint(10, 99)}-{pick[:3]}-{r.randint(1, 9)}",
    }[n.lang]


def _page_mark(n: Note, page: int) -> str:
    return f"{n.lex['page']} {page} {n.lex['of']} {n.pages}"


def _second(n: Note, head: str = "plain") -> Sheet:
    """A continued page: the letterhead (or its short form), lines, the signature box;
    a continuation marker or none; never the number, the date or the PO."""
    s = Sheet()
    f = n.seller
    if head == "spaced":
        s.put(70, 60, _spaced(f.brand), 34)
    elif head == "trading":
        s.put(70, 60, f.brand.title(), 34)
    else:
        s.put(70, 60, f.name, 26)
    if n.rng.random() < 0.6:
        s.right(W - 70, 64, f"{n.lex['cont']} - {_page_mark(n, 2)}", 17)
    y = _lines(s, n, 200, n.rng.randint(6, 14))
    s.put(70, y + 30, f"{n.lex['total']}: {n.rng.randint(20, 300)}", 20)
    s.put(70, y + 120, n.lex["received"], 17)
    s.put(70, y + 150, "_" * 24, 17)
    _footer(s, n, "trading" if head == "trading" else "plain")
    return s


# --- the meta block a layout prints ---------------------------------------------------------


def _meta(n: Note, number_label: str, abbr: bool = False) -> list[tuple[str, str]]:
    """The number, date, PO and their neighbours (distractors) as label / value rows."""
    lx, r = n.lex, n.rng
    rows = [(lx["abbr_no"] if abbr else number_label, n.number)]
    date_value = n.d() + (f" {n.time}" if r.random() < 0.5 else "")
    rows.append((lx["abbr_date"] if abbr else lx["date"], date_value))
    cust = f"{r.randint(10000, 99999)}"
    n.distractors["customer_no"] = cust
    extra = [(lx["customer_no"], cust)]
    if r.random() < 0.5:
        n.distractors["our_ref"] = f"SO{r.randint(100000, 999999)}"
        extra.append((lx["our_ref"], n.distractors["our_ref"]))
    if r.random() < 0.4:
        extra.append((lx["order_date"], n.d(-r.randint(2, 20))))
    if n.po:
        extra.append((lx["abbr_po"] if abbr else lx["po"], n.po))
    elif r.random() < 0.5:
        extra.append((lx["abbr_po"] if abbr else lx["po"], lx["po_none"]))
    r.shuffle(extra)
    if r.random() < 0.4:  # phone and fax right under the number's label
        fax = f"{n.seller.phone[:-4]}{r.randint(1000, 9999)}"
        n.distractors["fax"] = fax
        rows.insert(1, ("Tel / Fax", f"{n.seller.phone} / {fax}"))
    return rows + extra


def _weights(s: Sheet, n: Note, y: float, style: str = "colon") -> float:
    lx, r = n.lex, n.rng
    tare = r.randint(11000, 16000)
    net = r.randint(8000, 29000)
    n.distractors.update(gross=str(tare + net), tare=str(tare), net=str(net))
    rows = [
        (f"{lx['gross']} {_time(n, 0)}", f"{tare + net} kg"),
        (f"{lx['tare']} {_time(n, -14)}", f"{tare} kg"),
        (lx["net"], f"{net} kg"),
    ]
    return _fields(s, 70, y, rows, style)


def _transport(s: Sheet, n: Note, y: float, style: str = "colon") -> float:
    lx = n.lex
    reg = _reg(n)
    n.distractors["vehicle"] = reg
    rows = [(lx["vehicle"], reg), (lx["haulier"], n.carrier.name)]
    rows.append((lx["driver"], n.rng.choice(PEOPLE)))
    if n.rng.random() < 0.5:
        trailer = _reg(n)
        n.distractors["trailer"] = trailer
        rows.append((lx["trailer"], trailer))
    return _fields(s, 640, y, rows, style)


# --- layouts ---------------------------------------------------------------------------------


def _weighbridge(n: Note) -> list[Sheet]:
    s, lx = Sheet(), n.lex
    y = _head(s, n, n.rng.choice(["plain", "slogan"]))
    s.put(70, y, lx["weigh"].upper(), 28)
    rows = _meta(n, lx["ticket_no"])
    _transport(s, n, y + 60)
    y = _fields(s, 70, y + 60, rows, "colon")
    y = _addr(s, 70, y + 10, lx["customer"], n.customer, n)
    s.put(70, y, f"{lx['product']}: {n.goods}", 20)
    y = _weights(s, n, y + 50)
    s.put(70, y + 30, f"{lx['received']}  ____________", 17)
    _footer(s, n)
    return [s]


def _quarry_dotted(n: Note) -> list[Sheet]:
    s, lx = Sheet(), n.lex
    y = _head(s, n, "spaced")
    s.put(70, y, lx["weigh"], 26)
    rows = _meta(n, lx["ticket_no"], abbr=True)
    y = _fields(s, 70, y + 50, rows, "dots")
    reg = _reg(n)
    n.distractors["vehicle"] = reg
    y = _fields(s, 70, y, [(lx["vehicle"], reg), (lx["haulier"], n.carrier.name),
                           (lx["product"], n.goods)], "dots")  # fmt: skip
    stored = n.d(-n.rng.randint(20, 90))
    s.put(640, y - 96, f"{lx['stored_tare']} {stored}", 16)
    y = _weights(s, n, y + 10, "dots")
    _addr(s, 70, y + 20, lx["customer"], n.customer, n)
    _footer(s, n)
    return [s]


def _readymix(n: Note) -> list[Sheet]:
    s, lx, r = Sheet(), n.lex, n.rng
    y = _head(s, n, "plain")
    s.put(70, y, lx["concrete"], 28)
    heads = [lx["no"], lx["date"], lx["load"], lx["batch"]]
    load = f"{r.randint(1, 4)}/{r.randint(5, 9)}"
    values = [n.number, n.d(), load, n.time]
    y = _boxes(s, y + 50, heads, values)
    rows = [(lx["customer_no"], f"{r.randint(10000, 99999)}")]
    n.distractors["customer_no"] = rows[0][1]
    if n.po:
        rows.append((lx["po"], n.po))
    rows.append((lx["arrive"], _time(n, r.randint(25, 70))))
    rows.append((lx["water"], f"{r.randint(0, 40)} l"))
    rows.append(("m³", f"{r.randint(4, 8)},{r.choice(['0', '5'])} / {r.randint(20, 60)},0"))
    y = _fields(s, 70, y + 10, rows, "colon")
    _transport(s, n, y - 150)
    y = _addr(s, 70, y + 10, lx["site"], n.customer, n)
    s.put(70, y, f"{lx['product']}: {n.goods}", 20)
    s.put(70, y + 60, f"{lx['received']}  ____________  {lx['time_out']} ____", 17)
    _footer(s, n)
    return [s]


def _waste(n: Note) -> list[Sheet]:
    s, lx, r = Sheet(), n.lex, n.rng
    y = _head(s, n, r.choice(["plain", "slogan"]))
    s.put(70, y, lx["waste"], 26)
    rows = _meta(n, lx["no"])
    permit = f"{r.choice(['EPR/', 'CBDU', 'E-'])}{r.randint(100000, 999999)}"
    ewc = f"17 0{r.randint(1, 9)} 0{r.randint(1, 9)}"
    n.distractors.update(permit=permit, ewc=ewc)
    y = _fields(s, 70, y + 50, rows, "colon")
    skip = f"{r.choice([6, 8, 12, 20])} yd / m³"
    rows = [(lx["ewc"], ewc), (lx["permit"], permit), (lx["skip"], skip)]
    rows.append((lx["time_in"], _time(n, -10)))
    y = _fields(s, 70, y, rows, "colon")
    _addr(s, 70, y + 10, lx["customer"], n.customer, n)
    _addr(s, 640, y + 10, lx["haulier"], n.carrier, n)
    s.put(70, y + 140, f"{lx['goods']}: {n.goods}", 19)
    signed = n.d(0, "dmy2") if r.random() < 0.3 else ""  # the customer's own hand
    s.put(70, y + 200, f"{lx['received']} ____________ {signed}", 17)
    _footer(s, n)
    return [s]


def _fuel(n: Note) -> list[Sheet]:
    s, lx, r = Sheet(), n.lex, n.rng
    y = _head(s, n, r.choice(["plain", "slogan", "spaced"]))
    s.put(70, y, lx["fuel"], 26)
    y = _fields(s, 70, y + 50, _meta(n, lx["no"]), r.choice(["colon", "dots"]))
    start = r.randint(100000, 900000)
    litres = r.randint(500, 9000)
    n.distractors.update(meter_start=str(start), meter_end=str(start + litres))
    rows = [(lx["meter_start"], str(start)), (lx["meter_end"], str(start + litres))]
    rows += [(lx["product"], n.goods), (lx["qty"], f"{litres} L @15°C")]
    rows.append((lx["time_out"], _time(n, 25)))
    y = _fields(s, 70, y + 10, rows, "colon")
    density = f"{r.randint(820, 845)},{r.randint(0, 9)}"
    s.put(640, y - 150, f"Temp {r.randint(2, 18)}°C  Dens {density}", 17)
    _transport(s, n, y + 10)
    _addr(s, 70, y + 10, lx["site"], n.customer, n)
    _footer(s, n)
    return [s]


def _bulk(n: Note) -> list[Sheet]:
    s, lx, r = Sheet(), n.lex, n.rng
    y = _head(s, n, "plain")
    s.put(70, y, lx["bulk"], 28)
    rows = _meta(n, lx["no"])
    rows_y = _fields(s, 70, y + 50, rows, "rtl")
    seals = [f"{r.randint(1000000, 9999999)}" for _ in range(r.randint(2, 4))]
    n.distractors["seal"] = seals[0]
    sy = y + 50
    for k, seal in enumerate(seals, 1):
        s.put(700, sy, f"{lx['compartment']} {k}  {lx['seal']} {seal}", 17)
        sy += 28
    ty = _transport(s, n, sy + 10)
    y = _weights(s, n, max(rows_y, ty) + 10)
    _addr(s, 70, y + 20, lx["consignee"], n.customer, n)
    s.put(70, y + 140, f"{lx['product']}: {n.goods}", 20)
    _footer(s, n)
    return [s]


def _plant_return(n: Note) -> list[Sheet]:
    s, lx, r = Sheet(), n.lex, n.rng
    y = _head(s, n, r.choice(["plain", "slogan"]))
    s.put(70, y, lx["ret"], 28)
    contract = f"HC{r.randint(100000, 999999)}"
    n.distractors["contract"] = contract
    rows = _meta(n, lx["no"])
    rows.insert(2, (lx["contract"], contract))
    rows.insert(3, (lx["hire_start"], n.d(-r.randint(10, 60))))
    y = _fields(s, 70, y + 50, rows, "colon")
    hours = r.randint(200, 4000)
    n.distractors["hours"] = str(hours)
    serial = f"SN {r.randint(10000000, 99999999)}"
    n.distractors["serial"] = serial
    y = _fields(s, 70, y + 10, [(lx["product"], n.goods), ("S/N", serial),
                                (lx["hours"], f"{hours},{r.randint(0, 9)} h"),
                                (lx["collected"], f"{n.d()} {n.time}")], "colon")  # fmt: skip
    _addr(s, 640, 220, lx["customer"], n.customer, n)
    s.put(70, y + 30, f"{lx['received']} ____________", 17)
    _footer(s, n)
    return [s]


def _scaffold_return(n: Note) -> list[Sheet]:
    s, lx, r = Sheet(), n.lex, n.rng
    y = _head(s, n, "plain")
    s.put(70, y, lx["scaf"], 28)
    contract = f"{r.randint(10, 99)}-{r.randint(1000, 9999)}"
    n.distractors["contract"] = contract
    heads = [lx["no"], lx["date"], lx["abbr_po"], lx["contract"]]
    y = _boxes(s, y + 50, heads, [n.number, n.d(), n.po or "-", contract])
    y = _addr(s, 70, y + 10, lx["site"], n.customer, n)
    s.put(70, y, lx["descr"], 17)
    y += 30
    for key in ("scaffold", "scaffold2"):
        for _ in range(r.randint(2, 4)):
            s.put(70, y, GOODS[key][LANGS.index(n.lang)], 18)
            s.put(800, y, f"{r.randint(4, 120)} pcs", 18)
            y += 28
    s.put(70, y + 30, f"{lx['received']} ____________", 17)
    _footer(s, n)
    sheets = [s]
    if n.pages == 2:
        sheets.append(_second(n))
    return sheets


def _cmr(n: Note) -> list[Sheet]:
    """A CMR: numbered boxes; the carrier's consignment number top right, the shipper's
    delivery-note number in box 5."""
    s, lx, r = Sheet(), n.lex, n.rng
    cons = f"{r.choice(['CMR', 'N°', 'Nr'])} {r.randint(1000000, 9999999)}"
    n.distractors["consignment"] = cons
    s.put(70, 50, f"{lx['cmr']} / CMR", 26)
    s.right(W - 70, 50, cons, 24)
    _addr(s, 70, 110, f"1  {lx['shipper']}", n.seller, n)
    s.put(640, 110, f"16  {lx['haulier']}", 15)
    s.put(640, 132, n.carrier.name, 19)
    s.put(640, 156, f"{lx['vehicle']} {_reg(n)}", 16)
    _addr(s, 70, 240, f"2  {lx['consignee']}", n.customer, n)
    s.put(70, 370, f"3  {lx['site']}", 15)
    s.put(70, 392, f"{n.customer.town}", 19)
    s.put(70, 440, f"4  {lx['taking_over']}", 15)
    s.put(70, 462, f"{n.seller.town}  {n.d()}", 19)
    s.put(70, 510, f"5  {lx['attached']}", 15)
    s.put(70, 532, f"{lx['dn']} {n.number}", 19)
    if n.po:
        s.put(640, 510, f"{lx['po']}", 15)
        s.put(640, 532, n.po, 19)
    s.put(70, 590, f"6-9  {lx['goods']}", 15)
    y = _lines(s, n, 620, r.randint(2, 5), "kg")
    s.put(640, 380, n.vat or "-", 15)
    s.put(70, y + 20, f"21  {lx['established']} {n.seller.town} {lx['on']} {n.d()}", 17)
    signs = (f"{k}  {lx[key]}" for k, key in ((22, "shipper"), (23, "haulier"), (24, "consignee")))
    s.put(70, y + 60, "      ".join(signs), 15)
    s.put(640, y + 100, f"{n.d(r.randint(1, 2))} {_time(n, 300)}", 17)  # received on site
    sheets = [s]
    if n.pages == 2:
        sheets.append(_second(n))
    return sheets


def _forwarder(n: Note) -> list[Sheet]:
    """The carrier's own consignment note: its letterhead on top, the shipper (the supplier)
    and the consignee as blocks, the shipper's delivery-note number as the sender's ref."""
    s, lx, r = Sheet(), n.lex, n.rng
    c = n.carrier
    s.put(70, 60, c.name, 32)
    s.put(70, 104, f"{STREETS[n.lang]} {r.randint(2, 90)} - {c.town} - Tel {c.phone}", 16)
    s.put(70, 126, f"{lx['vat']} {c.tax_id}", 16)
    cons = f"{r.randint(10, 99)}{r.randint(1000000, 9999999)}"
    n.distractors["consignment"] = cons
    s.put(70, 190, lx["cmr"], 30)
    s.right(W - 70, 190, f"{lx['consignment']} {cons}", 20)
    _addr(s, 70, 260, lx["shipper"], n.seller, n)
    s.put(70, 366, n.vat or n.seller.phone, 16)
    _addr(s, 640, 260, lx["consignee"], n.customer, n)
    rows = [(f"{lx['shipper']} - {lx['no']}", n.number), (lx["date"], n.d())]
    if n.po:
        rows.append((lx["po"], n.po))
    rows.append((lx["vehicle"], _reg(n)))
    y = _fields(s, 70, 420, rows, "stack", 24)
    y = _lines(s, n, max(y, 420) + 20, r.randint(2, 5), "kg")
    s.put(70, y + 20, f"{lx['established']} {c.town} {lx['on']} {n.d()}", 17)
    s.put(70, H - 120, f"{c.name} - {c.town} - IBAN {c.iban}", 15)
    return [s]


def _shipper_carrier(n: Note) -> list[Sheet]:
    s, lx, r = Sheet(), n.lex, n.rng
    y = _head(s, n, "plain")
    s.put(70, y, lx["dn"], 30)
    y = _fields(s, 70, y + 56, _meta(n, lx["no"]), "colon")
    track = f"{r.randint(100000000000, 999999999999)}"
    n.distractors["consignment"] = track
    s.put(640, 230, f"{lx['haulier']}: {n.carrier.name}", 18)
    s.put(640, 256, f"{lx['consignment']} {track}", 18)
    _addr(s, 640, 300, lx["consignee"], n.customer, n)
    y = _lines(s, n, max(y, 420) + 20, r.randint(3, 8), "pcs")
    s.put(70, y + 20, lx["received"], 17)
    _footer(s, n)
    sheets = [s]
    if n.pages == 2:
        sheets.append(_second(n))
    return sheets


def _dotted_form(n: Note) -> list[Sheet]:
    s, lx = Sheet(), n.lex
    y = _head(s, n, "plain")
    s.put(440, y, lx["dn"].upper(), 30)
    y = _fields(s, 70, y + 60, _meta(n, lx["no"]), "dots", 36)
    y = _addr(s, 70, y + 10, lx["customer"], n.customer, n)
    y = _lines(s, n, y, n.rng.randint(2, 6), "pcs")
    s.put(70, y + 20, f"{lx['driver']} .................  {lx['received']} .................", 17)
    _footer(s, n)
    sheets = [s]
    if n.pages == 2:
        sheets.append(_second(n))
    return sheets


def _abbrev_form(n: Note) -> list[Sheet]:
    s, lx = Sheet(), n.lex
    y = _head(s, n, n.rng.choice(["plain", "slogan"]))
    s.put(70, y, lx["dn"], 28)
    rows = _meta(n, lx["no"], abbr=True)
    y = _fields(s, 640, y - 10, rows, n.rng.choice(["colon", "stack"]), 26)
    _addr(s, 70, 290, lx["customer"], n.customer, n)
    y = _lines(s, n, max(y, 420) + 20, n.rng.randint(2, 7), "pcs")
    s.put(70, y + 20, lx["received"], 17)
    _footer(s, n)
    return [s]


def _boxed_header(n: Note) -> list[Sheet]:
    s, lx, r = Sheet(), n.lex, n.rng
    y = _head(s, n, r.choice(["plain", "slogan", "partner" if n.partner else "plain"]))
    s.put(70, y, lx["dn"], 30)
    cust = f"{r.randint(10000, 99999)}"
    n.distractors["customer_no"] = cust
    heads = [f"Doc {lx['abbr_no']}", lx["date"], lx["abbr_po"], lx["customer_no"], lx["page"]]
    values = [n.number, n.d(), n.po or "-", cust, f"1/{n.pages}"]
    if r.random() < 0.5:
        n.distractors["fax"] = f"{n.seller.phone[:-4]}{r.randint(1000, 9999)}"
        s.put(640, y - 40, f"Fax {n.distractors['fax']}", 16)
    y = _boxes(s, y + 56, heads, values)
    y = _addr(s, 70, y + 10, lx["consignee"], n.customer, n)
    y = _lines(s, n, y, r.randint(3, 9), "pcs")
    s.put(70, y + 20, lx["received"], 17)
    _footer(s, n)
    sheets = [s]
    if n.pages == 2:
        sheets.append(_second(n))
    return sheets


def _rtl_column(n: Note) -> list[Sheet]:
    s, lx = Sheet(), n.lex
    y = _head(s, n, n.rng.choice(["plain", "slogan"]))
    s.put(70, y, lx["dn"], 30)
    ry = _fields(s, 640, y + 60, _meta(n, lx["no"]), "rtl", 30)
    y = max(ry, _addr(s, 70, y + 60, lx["customer"], n.customer, n))
    y = _lines(s, n, max(y, 420) + 40, n.rng.randint(3, 8), "pcs")
    s.put(70, y + 20, lx["received"], 17)
    _footer(s, n)
    return [s]


def _spaced_caps(n: Note) -> list[Sheet]:
    s, lx = Sheet(), n.lex
    y = _head(s, n, "spaced")
    s.put(70, y, lx["dn"], 30)
    y = _fields(s, 70, y + 56, _meta(n, lx["no"]), "colon")
    _addr(s, 640, 220, lx["customer"], n.customer, n)
    y = _lines(s, n, max(y, 420) + 20, n.rng.randint(3, 8), "pcs")
    s.put(70, y + 20, lx["received"], 17)
    _footer(s, n)
    sheets = [s]
    if n.pages == 2:
        sheets.append(_second(n, "spaced"))
    return sheets


def _trading_name(n: Note) -> list[Sheet]:
    s, lx = Sheet(), n.lex
    y = _head(s, n, "trading")
    s.put(70, y, lx["dn"], 30)
    y = _fields(s, 70, y + 56, _meta(n, lx["no"]), n.rng.choice(["colon", "dots"]))
    y = _addr(s, 70, y + 10, lx["customer"], n.customer, n)
    y = _lines(s, n, max(y, 420) + 20, n.rng.randint(3, 8), "pcs")
    s.put(70, y + 20, lx["received"], 17)
    _footer(s, n, "trading")
    sheets = [s]
    if n.pages == 2:
        sheets.append(_second(n, "trading"))
    return sheets


def _partnership(n: Note) -> list[Sheet]:
    s, lx = Sheet(), n.lex
    y = _head(s, n, "partner")
    s.put(70, y, lx["dn"], 30)
    y = _fields(s, 70, y + 56, _meta(n, lx["no"]), "colon")
    _addr(s, 640, 230, lx["customer"], n.customer, n)
    y = _lines(s, n, max(y, 420) + 20, n.rng.randint(3, 8))
    s.put(70, y + 20, f"{lx['supplied_by']}: {n.seller.name}", 17)
    s.put(70, y + 60, lx["received"], 17)
    _footer(s, n)
    return [s]


def _datetime_docket(n: Note) -> list[Sheet]:
    """A small-format docket: date and time printed together, a print stamp of its own."""
    s, lx, r = Sheet(), n.lex, n.rng
    s.put(70, 60, n.seller.name, 26)
    s.put(70, 96, f"Tel {n.seller.phone}", 16)
    s.put(70, 140, f"{lx['dn']} {n.number}", 24)
    s.put(70, 180, f"{n.d()} {n.time}", 20)
    if n.po:
        s.put(70, 214, f"{lx['abbr_po']} {n.po}", 20)
    reg = _reg(n)
    n.distractors["vehicle"] = reg
    s.put(70, 250, f"{lx['vehicle']} {reg}  {lx['driver']} {r.choice(PEOPLE)}", 18)
    s.put(70, 284, f"{lx['customer']}: {n.customer.name}", 18)
    y = _lines(s, n, 330, r.randint(1, 4))
    s.put(70, y + 10, f"{lx['printed']} {n.d(r.randint(1, 3))} {_time(n, 200)}", 15)
    s.put(70, y + 40, n.vat or n.seller.town, 15)
    return [s]


def _words_date(n: Note) -> list[Sheet]:
    """The date printed in digits and again in words at the signature line."""
    s, lx = Sheet(), n.lex
    y = _head(s, n, "plain")
    s.put(70, y, lx["dn"], 30)
    y = _fields(s, 70, y + 56, _meta(n, lx["no"]), "colon")
    _addr(s, 640, 220, lx["consignee"], n.customer, n)
    y = _lines(s, n, max(y, 420) + 20, n.rng.randint(2, 6))
    s.put(70, y + 30, f"{lx['done_at']} {n.seller.town}, {lx['on']} {n.d(0, 'named')}", 18)
    s.put(70, y + 80, lx["received"], 17)
    _footer(s, n)
    return [s]


def _bulk_bags(n: Note) -> list[Sheet]:
    """A merchant's note for bulk bags: IBAN / BIC and phone lines around the number."""
    s, lx, r = Sheet(), n.lex, n.rng
    y = _head(s, n, "slogan")
    s.put(70, y, lx["dn"], 30)
    s.put(640, y, f"IBAN {n.seller.iban}", 16)
    s.put(640, y + 24, f"Tel {n.seller.phone}", 16)
    y = _fields(s, 640, y + 60, _meta(n, lx["no"], abbr=r.random() < 0.5), "colon", 28)
    _addr(s, 70, 260, lx["site"], n.customer, n)
    y = _lines(s, n, max(y, 420) + 20, r.randint(2, 6), "pcs")
    s.put(70, y + 20, lx["received"], 17)
    _footer(s, n)
    sheets = [s]
    if n.pages == 2:
        sheets.append(_second(n))
    return sheets


def _quarry_two(n: Note) -> list[Sheet]:
    """A quarry's delivery note listing several weighed loads, over two pages."""
    s, lx, r = Sheet(), n.lex, n.rng
    y = _head(s, n, "slogan")
    s.put(70, y, lx["dn"], 30)
    y = _fields(s, 70, y + 56, _meta(n, lx["no"]), "colon")
    for k in range(r.randint(3, 6)):
        ticket, weight = r.randint(100000, 999999), f"{r.randint(18, 29)},{r.randint(10, 99)}"
        s.put(70, y, f"{lx['ticket_no']} {ticket}  {_reg(n)}  {_time(n, 40 * k)}  {weight} t", 17)
        y += 28
    _footer(s, n)
    sheets = [s]
    if n.pages == 2:
        sheets.append(_second(n))
    return sheets


@dataclass(frozen=True)
class Layout:
    draw: Callable[[Note], list[Sheet]]
    family: str
    trade: str
    two_pages: bool = False
    doc_type: str = "delivery_note"


_LAYOUTS: dict[str, Layout] = {
    "weighbridge": Layout(_weighbridge, "ticket", "aggregates"),
    "quarry_dotted": Layout(_quarry_dotted, "ticket", "aggregates"),
    "quarry_two": Layout(_quarry_two, "ticket", "aggregates", True),
    "readymix": Layout(_readymix, "ticket", "concrete"),
    "waste_transfer": Layout(_waste, "ticket", "waste"),
    "fuel_ticket": Layout(_fuel, "ticket", "fuel"),
    "bulk_tanker": Layout(_bulk, "ticket", "fuel"),
    "plant_return": Layout(_plant_return, "return", "plant", doc_type="return"),
    "scaffold_return": Layout(_scaffold_return, "return", "scaffold", True, "return"),
    "cmr_boxes": Layout(_cmr, "consignment", "merchant", True),
    "forwarder_note": Layout(_forwarder, "consignment", "merchant"),
    "shipper_carrier": Layout(_shipper_carrier, "consignment", "merchant", True),
    "dotted_form": Layout(_dotted_form, "form", "merchant", True),
    "abbrev_form": Layout(_abbrev_form, "form", "merchant"),
    "boxed_header": Layout(_boxed_header, "form", "merchant", True),
    "rtl_column": Layout(_rtl_column, "form", "merchant"),
    "datetime_docket": Layout(_datetime_docket, "form", "merchant"),
    "spaced_caps": Layout(_spaced_caps, "letterhead", "merchant", True),
    "trading_name": Layout(_trading_name, "letterhead", "merchant", True),
    "partnership": Layout(_partnership, "letterhead", "aggregates"),
    "words_date": Layout(_words_date, "letterhead", "merchant"),
    "bulk_bags": Layout(_bulk_bags, "letterhead", "merchant", True),
}
LAYOUTS = tuple(_LAYOUTS)
_GOODS_OF = {"weighbridge": "aggregates", "quarry_dotted": "aggregates", "quarry_two":
             "aggregates", "partnership": "aggregates", "readymix": "concrete",
             "waste_transfer": "waste", "fuel_ticket": "fuel", "bulk_tanker": "bulk",
             "plant_return": "plant", "scaffold_return": "scaffold"}  # fmt: skip
_TAX_ON_PAGE = {"forwarder_note", "cmr_boxes", "datetime_docket"}  # others: letterhead/footer


# --- words -----------------------------------------------------------------------------------

_CONFUSE = {"0": "O", "O": "0", "1": "l", "l": "1", "I": "1", "5": "S", "S": "5", "8": "B",
            "B": "8", "Z": "2", "2": "Z", "6": "G", "é": "e", "è": "e", "ü": "u", "ö": "o",
            "ä": "a", "ñ": "n", "º": "o", "°": "o", "ß": "B", ",": "."}  # fmt: skip


def _box(box: tuple[float, float, float, float]) -> dict[str, float]:
    return dict(zip(("x0", "y0", "x1", "y1"), (round(v, 1) for v in box), strict=True))


def _digital_words(sheet: Sheet) -> list[dict[str, Any]]:
    words = []
    for x, y, text, size in sheet.runs:
        cw = size * 0.52
        pos = 0
        for token in text.split(" "):
            if token:
                x0 = min(max(x + pos * cw, 0.0), W - len(token) * cw - 2)
                x1 = x0 + len(token) * cw
                box = (max(x0, 0.0), y, min(x1, W - 1.0), y + size * 1.15)
                words.append({"t": token, **_box(box)})
            pos += len(token) + 1
    return words


def _noisy(rng: random.Random, text: str, rate: float) -> str:
    out = []
    for ch in text:
        if ch in ":;" and rng.random() < rate * 6:
            continue
        if ch == "." and rng.random() < rate * 3:
            continue
        if ch in _CONFUSE and rng.random() < rate:
            out.append(_CONFUSE[ch])
        else:
            out.append(ch)
    noisy = "".join(out)
    if "...." in noisy:  # a dotted leader reads as fewer dots, dashes or nothing
        noisy = re.sub(r"\.{4,}", rng.choice(["....", "-----", "", ",,,,", "……"]), noisy)
    if rng.random() < rate * 2:
        noisy = noisy.replace("rn", "m").replace(" :", ":")
    return noisy


def _ocr_words(
    rng: random.Random, sheet: Sheet, kind: str
) -> tuple[list[dict[str, Any]], int, int]:
    """Runs as an OCR engine returns them: a box per run (runs close on one line merged,
    a run with a wide gap split), noisy text, the page skewed; a photo smaller, tilted and
    keystoned. Returns the words and the page's size."""
    rate = 0.02 if kind == "scan" else 0.045
    if kind == "scan":
        scale, width, height, ox, oy = 1654 / W, 1654, 2339, 0.0, 0.0
    else:
        scale, width, height, ox, oy = 0.8, 1125, 1500, rng.uniform(30, 90), rng.uniform(40, 120)
    tilt = rng.uniform(-0.012, 0.012) if kind == "scan" else rng.uniform(-0.03, 0.03)
    keystone = 0.0 if kind == "scan" else rng.uniform(0.0, 0.06)
    runs = sorted(sheet.runs, key=lambda r: (round(r[1] / 8), r[0]))
    boxes: list[list[Any]] = []  # [x0, y, x1, text, size]
    for x, y, text, size in runs:
        cw = size * 0.52
        if "  " in text.strip() and rng.random() < 0.7:  # a wide gap: two boxes
            pos = 0.0
            for part in re.split(r"(\s{2,})", text):
                if part.strip():
                    boxes.append([x + pos * cw, y, x + (pos + len(part)) * cw, part, size])
                pos += len(part)
            continue
        last = boxes[-1] if boxes else None
        if (last and abs(last[1] - y) < size * 0.4 and 0 <= x - last[2] < cw * 1.6
                and rng.random() < 0.8):  # fmt: skip
            last[2], last[3] = x + len(text) * cw, f"{last[3]} {text}"
            continue
        boxes.append([x, y, x + len(text) * cw, text, size])
    words = []
    for x0, y, x1, text, size in boxes:
        spaced = text.replace(" ", "").isalpha() and text.count(" ") * 2 + 1 == len(text) > 8
        if spaced and rng.random() < 0.5:  # spaced capitals read as one word
            text = text.replace(" ", "")
        noisy = _noisy(rng, text, rate)
        if not noisy.strip():
            continue
        xs, ys = [], []
        for px, py in ((x0, y), (x1, y), (x0, y + size * 1.15), (x1, y + size * 1.15)):
            sx = W / 2 + (px - W / 2) * (1 - keystone * (1 - py / H))  # narrower far away
            xs.append(ox + sx * scale)
            ys.append(oy + (py + (px - W / 2) * tilt) * scale)  # skewed
        wx0, wx1, wy0, wy1 = min(xs), max(xs), min(ys), max(ys)
        wx0, wx1 = max(0.0, min(wx0, width - 2.0)), min(float(width) - 1, max(wx1, wx0 + 2.0))
        wy0, wy1 = max(0.0, min(wy0, height - 2.0)), min(float(height) - 1, max(wy1, wy0 + 2.0))
        conf = rng.uniform(0.86, 0.99) if noisy == text else rng.uniform(0.45, 0.8)
        words.append({"t": noisy, **_box((wx0, wy0, wx1, wy1)), "c": round(conf, 3)})
    return words, width, height


def _page(rng: random.Random, sheet: Sheet, kind: str) -> dict[str, Any]:
    if kind == "digital":
        return {"words": _digital_words(sheet), "width": W, "height": H, "path": "text layer"}
    words, width, height = _ocr_words(rng, sheet, kind)
    return {"words": words, "width": width, "height": height, "path": "ocr"}


# --- notes -----------------------------------------------------------------------------------


def _note(rng: random.Random, pool: Pool, layout: str, lang: str, kind: str) -> Note:
    spec = _LAYOUTS[layout]
    seller = rng.choice(pool.sellers[(lang, spec.trade)])
    family = pool.family.get(seller.name)
    others = [h for h in pool.hauliers[lang] if h.stem != seller.stem]
    carrier = family if family and rng.random() < 0.6 else rng.choice(others)
    partner = None
    if layout in ("partnership", "boxed_header"):
        partner = rng.choice([f for f in pool.sellers[(lang, "merchant")] if f != seller]
                             + [h for h in others if h != carrier])  # fmt: skip
    year = 2026
    day = dt.date(year, 1, 5) + dt.timedelta(days=rng.randint(0, 345))
    style = rng.choice(_DATE_STYLES[:6] + (("mon",) if lang == "en" else ()))
    number = _number(rng, rng.choice(_NUMBER_STYLES), year, lang)
    po = _po(rng) if rng.random() < 0.8 else None
    pages = 2 if spec.two_pages and rng.random() < 0.45 else 1
    time = f"{rng.randint(5, 17):02d}:{rng.randint(0, 59):02d}"
    return Note(rng, lang, kind, layout, seller, carrier, pool.builders[lang][rng.randrange(3)],
                partner, number, po, day, style, time, pages, rng.random() < 0.8)  # fmt: skip


def _truth(n: Note, file: str, pool: Pool) -> dict[str, Any]:
    spec, r = _LAYOUTS[n.layout], n.rng
    aliases = [n.seller.brand.title()] if n.brand_printed else []
    hosts = [n.carrier]
    if n.partner:
        hosts.append(n.partner)
    candidates = [f for (lang, _), firms in pool.sellers.items() if lang == n.lang
                  for f in firms if f != n.seller and f not in hosts]  # fmt: skip
    hosts += r.sample(candidates, 3)
    pos = [{"po_number": _po(r), "supplier": h.name} for h in hosts[:3]]
    if n.po:
        pos.append({"po_number": _one_digit_away(r, n.po), "supplier": hosts[-1].name})
    pos = [p for p in pos if p["po_number"] != n.po]
    look_alike = n.carrier.name if n.carrier.stem == n.seller.stem else ""
    return {
        "file": file,
        "kind": n.kind,
        "doc_type": spec.doc_type,
        "layout": n.layout,
        "family": spec.family,
        "language": n.lang,
        "document_number": n.number,
        "date": n.day.isoformat(),
        "date_raw": n.d(),
        "date_style": n.date_style,
        "date_order": "dmy",
        "po_number": n.po,
        "supplier": n.seller.name,
        "supplier_aliases": aliases,
        "supplier_tax_id": n.seller.tax_id,
        "tax_id_printed": n.show_tax,
        "carrier": n.carrier.name,
        "look_alike": look_alike,
        "accept": {},
        "pages": n.pages,
        "distractors": dict(n.distractors),
        "host_extra_suppliers": [h.entry() for h in hosts],
        "host_extra_pos": pos,
    }


def generate(seed: int = 121, count: int = 120) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    """``count`` notes as (truth, first page); a note of two pages carries its second page
    in ``page["next_pages"]``. Deterministic per ``seed``."""
    rng = random.Random(seed)
    pool = _pool(rng)
    order = list(LAYOUTS)
    rng.shuffle(order)
    shift = rng.randrange(6)
    for i in range(count):
        layout = order[i % len(order)]
        lang = LANGS[(i + shift) % 6]
        kind = KINDS[(i // 6 + i // len(order)) % 3]
        note_rng = random.Random(f"{seed}/{i}")
        note = _note(note_rng, pool, layout, lang, kind)
        sheets = _LAYOUTS[layout].draw(note)
        file = f"eleventh-{i:03d}-{layout}-{lang}-{kind}"
        truth = _truth(note, file, pool)
        pages = [_page(note_rng, sheet, kind) for sheet in sheets]
        first = pages[0]
        if len(pages) > 1:
            first["next_pages"] = pages[1:]
        yield truth, first
