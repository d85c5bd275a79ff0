"""A tenth held-out generator of delivery-note pages for the finding bench: the paperwork of
trade counters and wholesalers, full of distractors (``./dev bench finding --corpus tenth``).

Written without sight of the finder or of the other generators, from what builders',
timber and steel merchants' and electrical and plumbing wholesalers' paperwork does: long
item tables (product codes, batch / lot / heat numbers, the digits printed under EAN
barcodes, back-order lines), notes that are also the invoice, received stamps and
signatures on the page, suppliers named through a brand, a group, a franchise or a
marketplace, the customer's address printed larger than the supplier's, grid forms and
key / value panels. Six languages; ``digital`` pages are a PDF text layer (one word per
entry), ``scan`` and ``photo`` pages what an OCR engine returns (one entry per printed run,
with a confidence, character confusions, runs merged or split, punctuation dropped, skew;
a photo is larger and leans more). 23 layouts in eight families; some notes have two pages
(the second a continuation with no number, date or PO of its own).

What the truth is:
- ``document_number``: the number the supplier gave this note (labelled delivery note no.
  or, on a note that is also the invoice, the one invoice / delivery-note number), as
  printed (``DN 2026 004711``, ``LS-26-04711``, leading zeros, a check digit after a dash).
  Not the account, sales-order, picking, marketplace-order or tracking numbers, item codes,
  EAN digits, batch / heat numbers or certificate numbers.
- ``po_number``: the customer's purchase-order reference (your order / customer PO), as
  printed; ``None`` when the note prints none (the supplier's own sales order is not one).
- ``date``: the delivery date when the note prints one, else the note's date (ISO;
  ``date_raw`` as printed, weekday included). Distractors: order date, payment due date,
  print date, the back-order's expected date, a received stamp's date, the date written
  on a signature line.
- ``supplier``: the legal business that issued the note and sold the goods: under a brand
  ("a division of", "trading as", group member) the legal entity named in the small print
  (its brand, where it has one, is its alias); on a franchise branch's note the franchisee
  that operates the branch (the chain's name is a distractor); on a marketplace note the
  vendor named after "Sold by", not the platform or the logistics company that shipped it.
  ``supplier_aliases``: the supplier's brand, when it has one (the scorer takes either).
Host data per note: the supplier (tax id, aliases), its PO, and distractors: a supplier
with the same name stem in another trade, two more of the site's suppliers, the platform,
chain or group where the page names one; the site's other POs, one of them a digit away.
Every name, number and address is invented. Deterministic per seed (stdlib only).
"""

from __future__ import annotations

import datetime as dt
import math
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from tenth_lex import (
    BRANDS,
    CUSTOMERS,
    FORMS,
    LANGS,
    LEX,
    LOGISTICS,
    MONTHS_SHORT,
    PLATFORMS,
    PRODUCTS,
    STEMS,
    STREETS,
    TOWNS,
    TRADES,
    UNITS,
    WEEKDAYS,
)

KINDS = ("digital", "scan", "photo")
TRADE_NAMES = tuple(TRADES)
A4 = (210.0, 297.0)  # mm
Run = tuple[float, float, str, float]  # x mm, y mm (top), text, size pt

# --- the world ------------------------------------------------------------------------------


@dataclass
class Supplier:
    legal: str
    lang: str
    trade: str
    tax: str
    street: str
    town: str
    phone: str
    brand: str = ""

    def entry(self) -> dict[str, Any]:
        return {
            "supplier": self.legal,
            "supplier_tax_id": self.tax,
            "supplier_aliases": [self.brand] if self.brand else [],
        }


def _tax_id(rng: random.Random, lang: str, used: set[str]) -> str:
    while True:
        digits = "".join(rng.choice("0123456789") for _ in range(11))
        tax = {
            "en": f"GB{digits[:9]}",
            "de": f"DE{digits[:9]}",
            "fr": f"FR{digits}",
            "it": f"IT{digits}",
            "es": f"ES{rng.choice('ABE')}{digits[:8]}",
            "nl": f"NL{digits[:9]}B01",
        }[lang]
        if tax not in used:
            used.add(tax)
            return tax


def _pool(rng: random.Random) -> dict[str, list[Supplier]]:
    """Ten suppliers per language: two per trade, their name stems shared across trades (a
    site's look-alikes); two of them trade under a brand of their own."""
    used: set[str] = set()
    brands = BRANDS[:]
    rng.shuffle(brands)
    pool: dict[str, list[Supplier]] = {}
    groups: list[Supplier] = []
    for li, lang in enumerate(LANGS):
        stems = rng.sample(STEMS[lang], 5)  # the fifth names the group of group_member notes
        groups.append(
            Supplier(
                legal=f"{stems.pop()} Holding {FORMS[lang][0]}",
                lang=lang,
                trade="builders",
                tax=_tax_id(rng, lang, used),
                street="",
                town="",
                phone="",
            )
        )
        suppliers = []
        for ti, trade in enumerate(TRADE_NAMES):
            for stem in (stems[ti % 4], stems[(ti + 1) % 4]):
                word = TRADES[trade][li]
                form = rng.choice(FORMS[lang])
                legal = (
                    f"{word} {stem} {form}"
                    if lang in ("de", "it", "es") and rng.random() < 0.5
                    else f"{stem} {word} {form}"
                )
                suppliers.append(
                    Supplier(
                        legal=legal,
                        lang=lang,
                        trade=trade,
                        tax=_tax_id(rng, lang, used),
                        street=rng.choice(STREETS[lang]).format(rng.randint(2, 88)),
                        town=rng.choice(TOWNS[lang]),
                        phone=f"+{('44', '49', '33', '39', '34', '31')[li]} {rng.randint(10, 99)} "
                        f"{rng.randint(100, 999)} {rng.randint(1000, 9999)}",
                    )
                )
        for supplier in rng.sample(suppliers, 2):
            supplier.brand = brands.pop()
        pool[lang] = suppliers
    pool["_chains"] = [
        Supplier(
            legal=f"{b} Franchise {FORMS['en'][0]}",
            lang="en",
            trade="builders",
            tax=_tax_id(rng, "en", used),
            street="",
            town="",
            phone="",
        )
        for b in brands
    ]
    pool["_platforms"] = [
        Supplier(
            legal=f"{p} {FORMS[lang][0]}",
            lang=lang,
            trade="builders",
            tax=_tax_id(rng, lang, used),
            street="",
            town="",
            phone="",
        )
        for p, lang in zip(PLATFORMS, LANGS, strict=True)
    ]
    pool["_groups"] = groups
    return pool


# --- numbers and dates ----------------------------------------------------------------------


def _check_digit(digits: str) -> int:
    return (10 - sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(digits)) % 10) % 10


def _ean(rng: random.Random) -> str:
    body = rng.choice(["40", "54", "30", "80", "84", "87", "50"]) + "".join(
        rng.choice("0123456789") for _ in range(10)
    )
    return body + str(_check_digit(body))


def _doc_number(rng: random.Random, year: int) -> str:
    n = rng.randint(1000, 899999)
    yy = year % 100
    return rng.choice(
        [
            f"DN {year} {n:06d}",
            f"LS-{yy}-{n % 100000:05d}",
            f"{n:08d}",
            f"{n}-{_check_digit(str(n))}",
            f"BL{yy}/{n % 100000:05d}",
            f"A{yy}{n:06d}",
            f"{yy} {n:06d}",
            f"R-{n:07d}",
        ]
    )


def _po_number(rng: random.Random, year: int) -> str:
    yy = year % 100
    return rng.choice(
        [
            f"PO-{rng.randint(10000, 99999)}",
            f"4500{rng.randint(100000, 999999)}",
            f"BST {yy}-{rng.randint(1000, 9999)}",
            f"K{rng.randint(100, 999)}/{rng.randint(10, 99):03d}",
            f"OC{rng.randint(100000, 999999)}",
            f"{yy}-PO-{rng.randint(100, 9999):04d}",
        ]
    )


def _one_digit_away(rng: random.Random, value: str) -> str:
    spots = [i for i, ch in enumerate(value) if ch.isdigit()]
    i = rng.choice(spots)
    return value[:i] + str((int(value[i]) + rng.randint(1, 9)) % 10) + value[i + 1 :]


SITES = ("Plot", "Los", "Lot", "Lotto", "Parcela", "Kavel")
_NUM_SEP = {"en": "/", "de": ".", "fr": "/", "it": "/", "es": "/", "nl": "-"}
STYLES = {
    "en": ("num", "iso", "ordinal", "upper", "named", "num"),
    "de": ("num", "weekday", "iso", "named", "num2", "num"),
    "fr": ("num", "named", "weekday", "iso", "num"),
    "it": ("num", "named", "num2", "iso", "num"),
    "es": ("num", "named", "iso", "num2", "num"),
    "nl": ("num", "named", "weekday", "iso", "num"),
}


def _fmt_date(d: dt.date, lang: str, style: str) -> str:
    sep = _NUM_SEP[lang]
    num = f"{d.day:02d}{sep}{d.month:02d}{sep}{d.year}"
    month = MONTHS_SHORT[lang][d.month - 1]
    if style == "iso":
        return d.isoformat()
    if style == "num2":
        return f"{d.day:02d}{sep}{d.month:02d}{sep}{d.year % 100:02d}"
    if style == "weekday":
        return f"{WEEKDAYS[lang][d.weekday()]} {num}"
    if style == "ordinal":
        suffix = (
            "th" if 10 <= d.day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
        )
        return f"{d.day}{suffix} {month}. {d.year % 100:02d}"
    if style == "upper":
        return f"{d.day:02d}-{month.upper()}-{d.year % 100:02d}"
    if style == "named":
        return f"{d.day}. {month} {d.year}" if lang == "de" else f"{d.day} {month} {d.year}"
    return num


# --- a note ---------------------------------------------------------------------------------


@dataclass
class Note:
    rng: random.Random
    lang: str
    kind: str
    layout: str
    family: str
    supplier: Supplier
    customer: str
    site: str
    number: str
    po: str | None
    day: dt.date  # the truth's date
    style: str
    items: list[dict[str, str]]
    tax_printed: bool = True
    two_pages: bool = False
    extra_hosts: list[Supplier] = field(default_factory=list)
    distractors: dict[str, str] = field(default_factory=dict)
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def L(self) -> dict[str, str]:  # the lexicon, as the layouts read it
        return LEX[self.lang]

    def d(self, offset: int) -> str:
        """A date ``offset`` days from the truth's, printed the note's way."""
        return _fmt_date(self.day + dt.timedelta(days=offset), self.lang, self.style)

    def number_of(self, name: str, value: str) -> str:
        self.distractors[name] = value
        return value


def _items(rng: random.Random, lang: str, trade: str, year: int, n: int) -> list[dict[str, str]]:
    li = LANGS.index(lang)
    out = []
    for _ in range(n):
        product = rng.choice(PRODUCTS[trade])
        qty = rng.choice([1, 2, 4, 5, 6, 10, 12, 20, 25, 40, 50, 100])
        out.append(
            {
                "code": f"{product[0]}-{rng.randint(1000, 999999)}",
                "desc": product[1 + li],
                "qty": str(qty),
                "unit": UNITS[li],
                "ean": _ean(rng),
                "batch": rng.choice(
                    [
                        f"L{year % 100}{rng.randint(100, 999)}-{rng.randint(10, 99)}",
                        f"{rng.randint(1000000, 9999999)}",
                        f"CH{rng.randint(10000, 99999)}",
                    ]
                ),
                "heat": f"{rng.choice('ABHK')}{rng.randint(100000, 999999)}",
                "weight": f"{rng.randint(12, 2400)},{rng.randint(0, 9)} kg",
            }
        )
    return out


# --- the sheet ------------------------------------------------------------------------------


def _width(text: str, size: float) -> float:
    return len(text) * size * 0.185


class Sheet:
    def __init__(self) -> None:
        self.runs: list[Run] = []

    def put(self, x: float, y: float, text: str, size: float = 9.0) -> None:
        if text:
            self.runs.append((x, y, text, size))

    def right(self, x_right: float, y: float, text: str, size: float = 9.0) -> None:
        self.put(x_right - _width(text, size), y, text, size)

    def kv(
        self,
        x: float,
        y: float,
        rows: list[tuple[str, str]],
        value_x: float = 0.0,
        far: bool = False,
        size: float = 9.0,
        step: float = 5.0,
    ) -> float:
        """Label / value rows; the value at ``value_x``, right-aligned there when ``far``."""
        for label, value in rows:
            self.put(x, y, f"{label}:", size)
            if far:
                self.right(value_x, y, value, size)
            else:
                self.put(value_x or x + _width(label, size) + 4, y, value, size)
            y += step
        return y

    def grid(self, x: float, y: float, cells: list[tuple[str, str]], width: float) -> float:
        """A ruled row of cells: each label small at the top of its cell, its value below."""
        cell = width / len(cells)
        for i, (label, value) in enumerate(cells):
            self.put(x + i * cell + 1.5, y + 1, label, 6.5)
            self.put(x + i * cell + 1.5, y + 5, value, 9.5)
        return y + 12


# --- blocks ---------------------------------------------------------------------------------


def _letterhead(
    s: Sheet, n: Note, x: float, y: float, size: float = 15.0, right: bool = False, name: str = ""
) -> float:
    sup = n.supplier
    lines = [
        (name or sup.legal, size),
        (sup.street, size * 0.55),
        (sup.town, size * 0.55),
        (f"{n.L['tel']} {sup.phone}", size * 0.5),
    ]
    if n.tax_printed:
        lines.append((f"{n.L['vat']} {sup.tax}", size * 0.5))
    for text, sz in lines:
        (s.right if right else s.put)(x, y, text, sz)
        y += sz * 0.45 + 1.2
    return y


def _deliver_to(s: Sheet, n: Note, x: float, y: float, big: bool = False) -> float:
    size = 13.0 if big else 9.0
    s.put(x, y, n.L["deliver_to"], 8.0 if not big else 10.0)
    y += 5 if not big else 6
    for text in (n.customer, f"{n.L['site']} {n.site}", n.extra["cust_town"]):
        s.put(x, y, text, size)
        y += size * 0.42 + 1.3
    return y


def _table(
    s: Sheet,
    n: Note,
    y: float,
    items: list[dict[str, str]],
    cols: tuple[str, ...],
    ean_under: bool = False,
) -> float:
    xs = {
        "code": 15.0,
        "desc": 48.0,
        "batch": 118.0,
        "heat": 118.0,
        "weight": 148.0,
        "qty": 168.0,
        "unit": 184.0,
    }
    heads = {
        "code": n.L["code"],
        "desc": n.L["desc"],
        "batch": n.L["batch"],
        "heat": n.L["heat"],
        "weight": n.L["weight"],
        "qty": n.L["qty"],
        "unit": "",
    }
    for col in cols:
        s.put(xs[col], y, heads[col], 8.0)
    y += 6
    for item in items:
        for col in cols:
            s.put(xs[col], y, item[col], 8.5)
        y += 4.6
        if ean_under:  # the digits printed under the item's barcode
            e = item["ean"]
            s.put(xs["desc"], y, f"{e[0]} {e[1:7]} {e[7:]}", 6.5)
            y += 3.8
        y += 1.2
    return y


def _back_order(s: Sheet, n: Note, y: float) -> float:
    rng = n.rng
    ref = n.number_of("back_order", f"BO{rng.randint(100000, 999999)}")
    s.put(
        15,
        y,
        f"{n.L['bo']}: {rng.randint(2, 40)} {UNITS[LANGS.index(n.lang)]} "
        f"{rng.choice(PRODUCTS[n.supplier.trade])[1 + LANGS.index(n.lang)]}",
        8.5,
    )
    s.put(120, y, f"{n.L['expected']} {n.d(rng.randint(5, 14))}", 8.5)
    s.put(170, y, ref, 8.5)
    return y + 7


def _stamp(s: Sheet, n: Note, x: float, y: float) -> None:
    """A received stamp: the site's date, not the supplier's."""
    rng = n.rng
    day = n.day + dt.timedelta(days=rng.randint(1, 4))
    label = n.L["received"]
    when = (
        f"{day.day:02d} {MONTHS_SHORT['en'][day.month - 1].upper()} {day.year}"
        if n.lang == "en"
        else _fmt_date(day, n.lang, "num")
    )
    s.put(x, y, n.extra["customer_short"].upper(), 8.0)
    s.put(x, y + 5, f"{label} {when}" if n.lang != "de" else f"{label} am {when}", 11.0)
    s.put(x + 4, y + 11, f"{n.L['initials']}: {rng.choice(['JK', 'MB', 'AR', 'TS', 'PL'])}", 9.0)


def _signature(s: Sheet, n: Note, y: float) -> float:
    rng = n.rng
    s.put(15, y, f"{n.L['grb']}:", 8.5)
    s.put(
        60,
        y - 1,
        rng.choice(["D. Marsh", "K. Wolf", "P. Roux", "G. Neri", "J. Gil", "B. Smit"]),
        11.0,
    )
    s.put(120, y, f"{n.L['sig']}:", 8.5)
    s.put(120, y + 6, f"{n.L['date']}: {n.d(rng.randint(1, 3))}", 9.5)
    return y + 14


def _footer(s: Sheet, n: Note, y: float = 278.0) -> None:
    sup = n.supplier
    name = sup.legal
    s.put(15, y, f"{name} · {n.L['reg']}: {sup.street}, {sup.town}", 6.5)
    tail = f"{n.L['vat']} {sup.tax} · " if n.tax_printed else ""
    s.put(15, y + 3.5, f"{tail}IBAN {n.extra['iban']} · {n.L['terms']}", 6.5)


def _page_two(n: Note, items: list[dict[str, str]], cols: tuple[str, ...], name: str = "") -> Sheet:
    """A continuation page: the supplier's name, the marker and items; no number of its own."""
    s = Sheet()
    s.put(15, 14, name or n.supplier.legal, 10.0)
    s.right(195, 14, f"{n.L['page']} 2 {n.L['of']} 2", 8.5)
    s.put(15, 22, f"{n.L['cont']} …", 9.5)
    y = _table(s, n, 32, items, cols)
    _signature(s, n, y + 10)
    return s


def _split(n: Note, first: int) -> tuple[list[dict[str, str]], list[dict[str, str]]]:
    if not n.two_pages:
        return n.items, []
    return n.items[:first], n.items[first:]


def _finish(
    s: Sheet, n: Note, rest: list[dict[str, str]], cols: tuple[str, ...], name: str = ""
) -> list[Sheet]:
    if not rest:
        return [s]
    s.right(195, 270, f"{n.L['overleaf']} · {n.L['page']} 1 {n.L['of']} 2", 8.0)
    return [s, _page_two(n, rest, cols, name)]


def _acct(n: Note) -> str:
    return n.number_of("account", f"{n.rng.randint(10000, 99999)}")


def _so(n: Note) -> str:
    return n.number_of("sales_order", f"SO{n.rng.randint(1000000, 9999999)}")


def _po_rows(n: Note, label: str = "po") -> list[tuple[str, str]]:
    return [(n.L[label], n.po)] if n.po else []


# --- layouts --------------------------------------------------------------------------------
# Each draws the note's sheets (one or two). Families: merchant, wholesale, invoice,
# stamped, indirect, marketplace, customer_first, form.


def merchant_counter(n: Note) -> list[Sheet]:
    s = Sheet()
    y = _letterhead(s, n, 15, 14)
    s.right(195, 14, n.L["counter"], 9.0)
    s.right(195, 22, n.L["dn"], 14.0)
    s.kv(
        130,
        32,
        [(n.L["doc_no"], n.number), (n.L["date"], n.d(0)), (n.L["acct"], _acct(n)), *_po_rows(n)],
        value_x=195,
        far=True,
    )
    _deliver_to(s, n, 15, max(y, 50) + 4)
    cols = ("code", "desc", "batch", "qty", "unit")
    first, rest = _split(n, 12)
    y = _table(s, n, 90, first, cols, ean_under=True)
    if not rest:
        _signature(s, n, y + 8)
    _footer(s, n)
    return _finish(s, n, rest, cols)


def timber_yard(n: Note) -> list[Sheet]:
    s = Sheet()
    _letterhead(s, n, 195, 14, 13.0, right=True)
    s.put(15, 16, n.L["dn"], 16.0)
    s.put(15, 26, f"{n.L['doc_no']} {n.number}", 10.0)
    s.put(15, 32, f"{n.L['odate']}: {n.d(-n.rng.randint(3, 12))}", 9.0)
    s.put(15, 37, f"{n.L['ddate']}: {n.d(0)}", 9.0)
    if n.po:
        s.put(15, 42, f"{n.L['po_ref']}: {n.po}", 9.0)
    s.put(110, 50, f"FSC® {n.number_of('fsc', f'FSC-C{n.rng.randint(10000, 199999):06d}')}", 7.5)
    _deliver_to(s, n, 15, 52)
    cols = ("code", "desc", "batch", "qty", "unit")
    first, rest = _split(n, 14)
    y = _table(s, n, 82, first, cols)
    if not rest:
        _back_order(s, n, y + 4)
    _footer(s, n)
    return _finish(s, n, rest, cols)


def steel_stockholder(n: Note) -> list[Sheet]:
    s = Sheet()
    y = _letterhead(s, n, 15, 14, 14.0)
    s.right(195, 14, n.L["dn"], 13.0)
    s.kv(
        120,
        24,
        [
            (n.L["doc_no"], n.number),
            (n.L["ddate"], n.d(0)),
            (n.L["so"], _so(n)),
            *_po_rows(n, "po_ref"),
            (n.L["cert"], n.number_of("cert", f"{n.day.year}-{n.rng.randint(1000, 9999)}")),
        ],
        value_x=160,
    )
    _deliver_to(s, n, 15, max(y, 52) + 2)
    cols = ("code", "desc", "heat", "weight", "qty")
    first, rest = _split(n, 10)
    y = _table(s, n, 92, first, cols)
    s.put(120, y + 3, f"{n.L['total']} {n.L['weight']}: {n.rng.randint(800, 9000)} kg", 9.0)
    s.put(
        15,
        y + 12,
        f"{n.L['vehicle']}: {n.number_of('vehicle', 'KX' + str(n.rng.randint(10, 99)) + ' TRL')}",
        8.5,
    )
    _footer(s, n)
    return _finish(s, n, rest, cols)


def merchant_backorder(n: Note) -> list[Sheet]:
    s = Sheet()
    s.put(15, 14, n.supplier.legal, 12.0)
    s.put(15, 20, f"{n.supplier.street} · {n.supplier.town} · {n.L['tel']} {n.supplier.phone}", 7.0)
    s.right(195, 14, f"{n.L['dn']} {n.number}", 12.0)
    s.right(195, 21, f"{n.L['date']} {n.d(0)}", 9.0)
    s.put(15, 30, f"{n.L['so']} {_so(n)}   {n.L['odate']} {n.d(-n.rng.randint(2, 9))}", 8.5)
    if n.po:
        s.put(15, 35, f"{n.L['po']} {n.po}", 8.5)
    _deliver_to(s, n, 120, 32)
    y = _table(s, n, 62, n.items, ("code", "desc", "qty", "unit"))
    for _ in range(n.rng.randint(2, 3)):
        y = _back_order(s, n, y + 2)
    _footer(s, n)
    return [s]


def electrical_wholesale(n: Note) -> list[Sheet]:
    s = Sheet()
    printed = f"{n.d(n.rng.randint(1, 3))} {n.rng.randint(6, 18):02d}:{n.rng.randint(10, 59)}"
    s.put(15, 12, f"{n.L['pdate']} {printed}", 7.0)
    s.right(195, 12, f"{n.L['print_copy']}", 7.0)
    _letterhead(s, n, 15, 20, 12.0)
    s.put(120, 20, n.L["dn"], 13.0)
    s.kv(
        120,
        30,
        [
            (n.L["doc_no"], n.number),
            (n.L["date"], n.d(0)),
            (n.L["acct"], _acct(n)),
            (n.L["picker"], n.number_of("picker", f"{n.rng.randint(100, 999)}")),
            *_po_rows(n, "po_ref"),
        ],
        value_x=158,
        step=4.6,
        size=8.5,
    )
    _deliver_to(s, n, 15, 60)
    cols = ("code", "desc", "batch", "qty", "unit")
    first, rest = _split(n, 13)
    y = _table(s, n, 92, first, cols, ean_under=True)
    if not rest:
        _back_order(s, n, y + 3)
    _footer(s, n)
    return _finish(s, n, rest, cols)


def plumbing_grid(n: Note) -> list[Sheet]:
    s = Sheet()
    _letterhead(s, n, 15, 14, 14.0)
    s.right(195, 16, n.L["dn"], 13.0)
    y = s.grid(
        15,
        52,
        [
            (n.L["doc_no"], n.number),
            (n.L["date"], n.d(0)),
            (n.L["acct"], _acct(n)),
            (n.L["po_ref"], n.po or "—"),
        ],
        180,
    )
    y = s.grid(
        15,
        y,
        [
            (n.L["so"], _so(n)),
            (n.L["odate"], n.d(-n.rng.randint(1, 6))),
            (n.L["driver"], n.rng.choice(["Route 4", "Tour 12", "R-07"])),
        ],
        180,
    )
    _deliver_to(s, n, 15, y + 4)
    y = _table(s, n, y + 32, n.items, ("code", "desc", "batch", "qty", "unit"), ean_under=True)
    _footer(s, n)
    return [s]


def wholesale_pickslip(n: Note) -> list[Sheet]:
    s = Sheet()
    s.put(15, 12, n.supplier.legal.upper(), 11.0)
    s.put(15, 18, f"{n.L['branch']} {n.supplier.town}", 8.0)
    pick = n.number_of("pick_list", f"P{n.rng.randint(1000000, 9999999)}")
    s.right(195, 12, f"{n.L['picker']}: {pick}", 8.0)
    s.right(195, 18, f"{n.L['dn']}: {n.number}", 11.0)
    s.right(195, 25, f"{n.L['ddate']}: {n.d(0)}", 9.0)
    s.right(195, 30, f"{n.L['odate']}: {n.d(-n.rng.randint(1, 5))}", 8.0)
    if n.po:
        s.right(195, 35, f"{n.L['po']}: {n.po}", 9.0)
    _deliver_to(s, n, 15, 30)
    y = _table(s, n, 62, n.items, ("code", "desc", "batch", "qty", "unit"))
    s.put(
        15,
        y + 6,
        f"{n.L['checked']}: ____   {n.L['picker']}: {n.rng.choice(['AB', 'CD', 'EF'])}",
        8.5,
    )
    _footer(s, n)
    return [s]


def dn_invoice(n: Note) -> list[Sheet]:
    s = Sheet()
    y = _letterhead(s, n, 15, 14, 14.0)
    s.right(195, 14, n.L["dn_inv"], 12.0)
    s.kv(
        115,
        26,
        [
            (n.L["inv_no"], n.number),
            (n.L["date"], n.d(0)),
            (n.L["odate"], n.d(-n.rng.randint(2, 14))),
            (n.L["due"], n.d(30)),
            (n.L["acct"], _acct(n)),
            *_po_rows(n),
        ],
        value_x=195,
        far=True,
    )
    s.put(15, max(y, 50) + 2, n.L["invoice_to"], 8.0)
    s.put(15, max(y, 50) + 7, n.customer, 9.0)
    y = _deliver_to(s, n, 15, max(y, 50) + 16)
    y = _table(s, n, y + 8, n.items, ("code", "desc", "qty", "unit"))
    s.right(195, y + 4, f"{n.L['net']} {n.rng.randint(100, 9000)},{n.rng.randint(10, 99)} EUR", 9.0)
    s.right(
        195, y + 9, f"{n.L['total']} {n.rng.randint(100, 9999)},{n.rng.randint(10, 99)} EUR", 10.0
    )
    _footer(s, n)
    return [s]


def tax_invoice_panel(n: Note) -> list[Sheet]:
    s = Sheet()
    s.put(15, 14, n.L["dn_inv"], 14.0)
    _letterhead(s, n, 195, 24, 11.0, right=True)
    y = s.kv(
        15,
        26,
        [
            (n.L["inv_no"], n.number),
            (n.L["ddate"], n.d(0)),
            (n.L["date"], n.d(-1)),
            (n.L["due"], n.d(14)),
            (n.L["so"], _so(n)),
            *_po_rows(n, "po_ref"),
        ],
        value_x=100,
        far=True,
    )
    y = _deliver_to(s, n, 15, y + 6)
    first, rest = _split(n, 12)
    cols = ("code", "desc", "qty", "unit")
    y = _table(s, n, y + 8, first, cols)
    if not rest:
        s.right(
            195, y + 4, f"{n.L['total']} {n.rng.randint(100, 9999)}.{n.rng.randint(10, 99)}", 10.0
        )
    _footer(s, n)
    return _finish(s, n, rest, cols)


def stamp_received(n: Note) -> list[Sheet]:
    s = Sheet()
    y = _letterhead(s, n, 15, 14, 14.0)
    s.right(195, 14, n.L["dn"], 13.0)
    s.kv(125, 24, [(n.L["doc_no"], n.number), (n.L["date"], n.d(0)), *_po_rows(n)], value_x=165)
    _stamp(s, n, 118, 46)
    _deliver_to(s, n, 15, max(y, 50) + 2)
    y = _table(s, n, 84, n.items, ("code", "desc", "batch", "qty", "unit"))
    _signature(s, n, y + 8)
    _footer(s, n)
    return [s]


def signed_pod(n: Note) -> list[Sheet]:
    s = Sheet()
    s.put(15, 14, n.L["dn"], 13.0)
    _letterhead(s, n, 195, 14, 12.0, right=True)
    s.put(15, 24, f"{n.L['doc_no']}: {n.number}", 10.0)
    s.put(15, 30, f"{n.L['ddate']}: {n.d(0)}", 9.0)
    s.put(15, 35, f"{n.L['pdate']}: {n.d(-n.rng.randint(1, 3))}", 7.5)
    if n.po:
        s.put(15, 40, f"{n.L['po']}: {n.po}", 9.0)
    y = _deliver_to(s, n, 15, 52)
    y = _table(s, n, y + 8, n.items, ("code", "desc", "qty", "unit"))
    y = _signature(s, n, y + 10)
    s.put(
        15,
        y,
        f"{n.L['driver']}: {n.rng.choice(['M. Price', 'U. Kahl', 'L. Petit'])}   "
        f"{n.L['vehicle']}: {n.number_of('vehicle', 'VX' + str(n.rng.randint(10, 99)) + 'LKD')}",
        8.5,
    )
    _stamp(s, n, 20, y + 10)
    _footer(s, n)
    return [s]


def stamp_two_pages(n: Note) -> list[Sheet]:
    n.two_pages = True
    s = Sheet()
    _letterhead(s, n, 15, 14, 13.0)
    s.right(195, 14, n.L["dn"], 13.0)
    s.kv(
        125,
        26,
        [(n.L["doc_no"], n.number), (n.L["ddate"], n.d(0)), (n.L["so"], _so(n)), *_po_rows(n)],
        value_x=195,
        far=True,
    )
    _stamp(s, n, 20, 60)
    _deliver_to(s, n, 110, 60)
    cols = ("code", "desc", "batch", "qty", "unit")
    first, rest = _split(n, max(6, len(n.items) // 2))
    _table(s, n, 92, first, cols)
    _footer(s, n)
    return _finish(s, n, rest, cols)


def division_of(n: Note) -> list[Sheet]:
    s = Sheet()
    s.put(15, 12, n.supplier.brand.upper(), 22.0)
    s.put(15, 23, f"{n.L['division']} {n.supplier.legal}", 7.0)
    s.put(15, 27, f"{n.supplier.street}, {n.supplier.town}", 7.0)
    s.right(195, 14, n.L["dn"], 12.0)
    s.kv(
        125,
        24,
        [(n.L["doc_no"], n.number), (n.L["date"], n.d(0)), *_po_rows(n)],
        value_x=195,
        far=True,
    )
    _deliver_to(s, n, 15, 48)
    y = _table(s, n, 80, n.items, ("code", "desc", "batch", "qty", "unit"))
    _signature(s, n, y + 8)
    _footer(s, n)
    return [s]


def trading_as(n: Note) -> list[Sheet]:
    s = Sheet()
    s.right(195, 12, n.supplier.brand, 20.0)
    s.right(
        195,
        22,
        f"{n.supplier.legal} t/a {n.supplier.brand}"
        if n.lang == "en"
        else f"{n.supplier.legal} {n.L['trading']} {n.supplier.brand}",
        7.0,
    )
    s.put(15, 14, n.L["dn"], 13.0)
    y = s.kv(
        15,
        26,
        [
            (n.L["doc_no"], n.number),
            (n.L["odate"], n.d(-n.rng.randint(2, 6))),
            (n.L["ddate"], n.d(0)),
            *_po_rows(n, "po_ref"),
        ],
        value_x=60,
    )
    _deliver_to(s, n, 120, 32)
    first, rest = _split(n, 12)
    cols = ("code", "desc", "qty", "unit")
    _table(s, n, y + 20, first, cols, ean_under=True)
    _footer(s, n)
    return _finish(s, n, rest, cols, name=n.supplier.brand)


def group_member(n: Note) -> list[Sheet]:
    s = Sheet()
    group = n.extra["group"]
    stem = group.legal.split(" Holding")[0]
    s.put(15, 12, stem.upper(), 20.0)
    s.put(15, 21, n.L["group"].format(stem), 8.0)
    s.right(195, 14, n.L["dn"], 12.0)
    s.right(195, 22, f"{n.L['doc_no']} {n.number}", 10.0)
    s.right(195, 28, f"{n.L['date']} {n.d(0)}", 9.0)
    if n.po:
        s.right(195, 34, f"{n.L['po']} {n.po}", 9.0)
    _deliver_to(s, n, 15, 40, big=True)
    y = _table(s, n, 80, n.items, ("code", "desc", "batch", "qty", "unit"))
    _signature(s, n, y + 8)
    # The issuing company only in the small print.
    s.put(15, 272, f"{n.L['group'].format(stem)} · {group.legal}", 6.5)
    _footer(s, n, 278)
    return [s]


def franchise_branch(n: Note) -> list[Sheet]:
    s = Sheet()
    chain = n.extra["chain"]
    brand = chain.legal.split(" Franchise")[0]
    s.put(15, 12, brand, 22.0)
    s.put(15, 22, f"{brand} {n.supplier.town.split()[-1]}", 11.0)
    s.put(15, 28, f"{n.L['franchise']} {n.supplier.legal}", 7.0)
    s.put(15, 32, f"{n.supplier.street}, {n.supplier.town} · {n.L['tel']} {n.supplier.phone}", 7.0)
    s.right(195, 14, n.L["dn"], 12.0)
    s.kv(
        125,
        24,
        [(n.L["doc_no"], n.number), (n.L["date"], n.d(0)), (n.L["acct"], _acct(n)), *_po_rows(n)],
        value_x=195,
        far=True,
    )
    _deliver_to(s, n, 15, 48)
    y = _table(s, n, 80, n.items, ("code", "desc", "qty", "unit"), ean_under=True)
    _signature(s, n, y + 6)
    s.put(15, 272, f"{brand}® · {chain.legal}", 6.0)
    _footer(s, n, 278)
    return [s]


def footer_legal(n: Note) -> list[Sheet]:
    s = Sheet()
    s.put(15, 12, n.supplier.brand, 24.0)
    s.put(15, 24, f"{n.L['tel']} {n.supplier.phone}", 8.0)
    s.right(195, 12, n.L["dn"], 13.0)
    s.grid(100, 22, [(n.L["doc_no"], n.number), (n.L["date"], n.d(0)), (n.L["po"], n.po or "")], 95)
    _deliver_to(s, n, 15, 44)
    y = _table(s, n, 76, n.items, ("code", "desc", "batch", "qty", "unit"))
    _back_order(s, n, y + 4)
    _footer(s, n)  # the legal name only here
    return [s]


def marketplace_slip(n: Note) -> list[Sheet]:
    s = Sheet()
    platform = n.extra["platform"]
    pname = platform.legal.rsplit(" ", 1)[0]
    s.put(15, 12, pname, 20.0)
    s.right(195, 12, n.L["dn"], 12.0)
    order = n.number_of(
        "platform_order",
        f"{n.rng.randint(100, 999)}-{n.rng.randint(1000000, 9999999)}-{n.rng.randint(1000, 9999)}",
    )
    y = s.kv(
        15,
        26,
        [
            (n.L["platform_order"], order),
            (n.L["odate"], n.d(-n.rng.randint(1, 4))),
            (n.L["doc_no"], n.number),
            (n.L["ddate"], n.d(0)),
            *_po_rows(n, "po_ref"),
        ],
        value_x=75,
    )
    s.put(120, 26, f"{n.L['sold_by']}:", 8.5)
    s.put(120, 31, n.supplier.legal, 10.0)
    s.put(120, 36, f"{n.supplier.street}, {n.supplier.town}", 7.5)
    if n.tax_printed:
        s.put(120, 40, f"{n.L['vat']} {n.supplier.tax}", 7.5)
    _deliver_to(s, n, 15, y + 6)
    y = _table(s, n, y + 34, n.items, ("code", "desc", "qty", "unit"))
    s.put(15, 270, f"{pname} · {platform.legal} · {n.L['vat']} {platform.tax}", 6.5)
    s.put(
        15,
        274,
        f"{n.L['tracking']}: {n.number_of('tracking', f'JD{n.rng.randint(10**13, 10**14 - 1)}')}",
        6.5,
    )
    return [s]


def dropship(n: Note) -> list[Sheet]:
    s = Sheet()
    logistics = LOGISTICS[LANGS.index(n.lang)]
    s.put(15, 12, f"{n.L['shipped']} {logistics}", 9.0)
    s.put(
        15,
        18,
        f"{n.L['tracking']} {n.number_of('tracking', str(n.rng.randint(10**11, 10**12 - 1)))}",
        8.0,
    )
    _deliver_to(s, n, 15, 28, big=True)
    s.right(195, 12, n.L["dn"], 13.0)
    s.kv(
        120,
        22,
        [(n.L["doc_no"], n.number), (n.L["date"], n.d(0)), *_po_rows(n)],
        value_x=195,
        far=True,
    )
    s.put(120, 44, f"{n.L['sold_by']}: {n.supplier.legal}", 8.5)
    if n.tax_printed:
        s.put(120, 49, f"{n.L['vat']} {n.supplier.tax}", 7.5)
    _table(s, n, 72, n.items, ("code", "desc", "qty", "unit"), ean_under=True)
    s.put(15, 280, f"{logistics} · {n.extra['platform'].legal}", 6.5)
    return [s]


def customer_top(n: Note) -> list[Sheet]:
    s = Sheet()
    _deliver_to(s, n, 15, 12, big=True)
    _letterhead(s, n, 195, 18, 9.0, right=True)
    s.put(15, 50, n.L["dn"], 12.0)
    s.kv(
        15,
        58,
        [
            (n.L["doc_no"], n.number),
            (n.L["ddate"], n.d(0)),
            (n.L["odate"], n.d(-n.rng.randint(3, 10))),
            *_po_rows(n),
            (n.L["acct"], _acct(n)),
        ],
        value_x=70,
    )
    y = _table(s, n, 90, n.items, ("code", "desc", "batch", "qty", "unit"))
    _signature(s, n, y + 8)
    return [s]


def supplier_bottom(n: Note) -> list[Sheet]:
    s = Sheet()
    s.put(15, 14, n.L["deliver_to"], 11.0)
    s.put(15, 21, n.customer, 15.0)
    s.put(15, 29, f"{n.L['site']} {n.site} · {n.extra['cust_town']}", 10.0)
    s.right(195, 14, n.L["dn"], 11.0)
    s.right(195, 21, n.number, 12.0)
    s.right(195, 28, n.d(0), 10.0)
    if n.po:
        s.right(195, 34, f"{n.L['po']} {n.po}", 9.0)
    first, rest = _split(n, 14)
    cols = ("code", "desc", "qty", "unit")
    y = _table(s, n, 48, first, cols, ean_under=True)
    _letterhead(s, n, 15, max(y + 10, 240), 10.0)
    return _finish(s, n, rest, cols)


def grid_form(n: Note) -> list[Sheet]:
    s = Sheet()
    _letterhead(s, n, 15, 12, 12.0)
    s.right(195, 12, n.L["dn"], 12.0)
    y = s.grid(
        15,
        44,
        [
            (n.L["doc_no"], n.number),
            (n.L["acct"], _acct(n)),
            (n.L["odate"], n.d(-n.rng.randint(1, 8))),
        ],
        180,
    )
    y = s.grid(
        15, y, [(n.L["ddate"], n.d(0)), (n.L["po_ref"], n.po or "—"), (n.L["so"], _so(n))], 180
    )
    y = _deliver_to(s, n, 15, y + 4)
    y = _table(s, n, y + 8, n.items, ("code", "desc", "batch", "qty", "unit"))
    y = s.grid(15, y + 6, [(n.L["driver"], "—"), (n.L["grb"], ""), (n.L["sig"], "")], 180)
    _footer(s, n)
    return [s]


def panel_far(n: Note) -> list[Sheet]:
    s = Sheet()
    _letterhead(s, n, 15, 12, 12.0)
    s.put(15, 44, n.L["dn"], 14.0)
    s.kv(
        15,
        54,
        [
            (n.L["doc_no"], n.number),
            (n.L["date"], n.d(0)),
            (n.L["due"], n.d(n.rng.choice([14, 30]))),
            (n.L["acct"], _acct(n)),
            (n.L["so"], _so(n)),
            *_po_rows(n, "po_ref"),
        ],
        value_x=195,
        far=True,
    )
    y = _deliver_to(s, n, 15, 92)
    y = _table(s, n, y + 8, n.items, ("code", "desc", "qty", "unit"))
    _footer(s, n)
    return [s]


@dataclass(frozen=True)
class Layout:
    draw: Callable[[Note], list[Sheet]]
    family: str
    trades: tuple[str, ...]
    paper: bool = False  # stamps and ink: only ever scanned or photographed
    brand: bool = False  # the supplier trades under a brand of its own
    two_pages: float = 0.0  # the chance of a second page


_B, _T, _S, _E, _P = TRADE_NAMES
_LAYOUTS: dict[str, Layout] = {
    "merchant_counter": Layout(merchant_counter, "merchant", (_B,), two_pages=0.4),
    "timber_yard": Layout(timber_yard, "merchant", (_T,), two_pages=0.3),
    "steel_stockholder": Layout(steel_stockholder, "merchant", (_S,), two_pages=0.3),
    "merchant_backorder": Layout(merchant_backorder, "merchant", (_B, _T)),
    "electrical_wholesale": Layout(electrical_wholesale, "wholesale", (_E,), two_pages=0.4),
    "plumbing_grid": Layout(plumbing_grid, "wholesale", (_P,)),
    "wholesale_pickslip": Layout(wholesale_pickslip, "wholesale", (_E, _P)),
    "dn_invoice": Layout(dn_invoice, "invoice", TRADE_NAMES),
    "tax_invoice_panel": Layout(tax_invoice_panel, "invoice", TRADE_NAMES, two_pages=0.3),
    "stamp_received": Layout(stamp_received, "stamped", TRADE_NAMES, paper=True),
    "signed_pod": Layout(signed_pod, "stamped", TRADE_NAMES, paper=True),
    "stamp_two_pages": Layout(stamp_two_pages, "stamped", (_B, _E, _P), paper=True),
    "division_of": Layout(division_of, "indirect", TRADE_NAMES, brand=True),
    "trading_as": Layout(trading_as, "indirect", TRADE_NAMES, brand=True, two_pages=0.3),
    "group_member": Layout(group_member, "indirect", TRADE_NAMES),
    "franchise_branch": Layout(franchise_branch, "indirect", (_B, _T)),
    "footer_legal": Layout(footer_legal, "indirect", TRADE_NAMES, brand=True),
    "marketplace_slip": Layout(marketplace_slip, "marketplace", TRADE_NAMES),
    "dropship": Layout(dropship, "marketplace", (_E, _P, _B)),
    "customer_top": Layout(customer_top, "customer_first", TRADE_NAMES),
    "supplier_bottom": Layout(supplier_bottom, "customer_first", TRADE_NAMES, two_pages=0.3),
    "grid_form": Layout(grid_form, "form", TRADE_NAMES),
    "panel_far": Layout(panel_far, "form", TRADE_NAMES),
}
LAYOUTS = tuple(_LAYOUTS)


# --- rendering ------------------------------------------------------------------------------

_PX = {"digital": (1240, 1754), "scan": (1654, 2339), "photo": (3024, 4032)}
_CONFUSE = {
    "0": "O",
    "O": "0",
    "1": "l",
    "l": "1",
    "I": "1",
    "5": "S",
    "S": "5",
    "8": "B",
    "B": "8",
    "2": "Z",
    "6": "G",
    "e": "c",
    "a": "o",
    "u": "v",
    "é": "e",
    "ü": "u",
}


def _box(x: float, y: float, text: str, size: float) -> tuple[float, float, float, float]:
    return x, y, x + _width(text, size), y + size * 0.353


def _digital(sheet: Sheet) -> dict[str, Any]:
    width, height = _PX["digital"]
    k = width / A4[0]
    words = []
    for x, y, text, size in sheet.runs:
        for token in text.split(" "):
            if token:
                x0, y0, x1, y1 = _box(x, y, token, size)
                words.append(
                    {
                        "t": token,
                        "x0": round(max(x0 * k, 0.0), 1),
                        "y0": round(max(y0 * k, 0.0), 1),
                        "x1": round(min(x1 * k, width), 1),
                        "y1": round(min(y1 * k, height), 1),
                    }
                )
            x += _width(token + " ", size)
    return {"words": words, "width": width, "height": height, "path": "text layer"}


def _noisy(rng: random.Random, text: str, rate: float) -> tuple[str, int]:
    changes = 0
    if "rn" in text and rng.random() < rate * 8:
        text, changes = text.replace("rn", "m", 1), 1
    out = []
    for ch in text:
        if (ch == ":" and rng.random() < 0.4) or (ch == "." and rng.random() < 0.12):
            changes += 1
            continue
        if ch in _CONFUSE and rng.random() < rate:
            out.append(_CONFUSE[ch])
            changes += 1
        else:
            out.append(ch)
    return "".join(out), changes


def _ocr(sheet: Sheet, kind: str, rng: random.Random) -> dict[str, Any]:
    """What an OCR engine returns for the printed sheet: one entry per run (runs close on a
    line merged, some split at a space), confusions, dropped punctuation, skew."""
    photo = kind == "photo"
    width, height = _PX[kind]
    runs = sorted(sheet.runs, key=lambda r: (round(r[1], 1), r[0]))
    merged: list[Run] = []
    for run in runs:
        if merged:
            px, py, ptext, psize = merged[-1]
            gap = run[0] - (px + _width(ptext, psize))
            if abs(run[1] - py) < 0.8 and 0 <= gap < 6 and rng.random() < (0.3 if photo else 0.2):
                merged[-1] = (px, py, f"{ptext} {run[2]}", max(psize, run[3]))
                continue
        if " " in run[2] and rng.random() < 0.08:
            head, tail = run[2].split(" ", 1)
            merged.append((run[0], run[1], head, run[3]))
            merged.append((run[0] + _width(head + " ", run[3]), run[1], tail, run[3]))
            continue
        merged.append(run)
    angle = math.radians(rng.uniform(-3.5, 3.5) if photo else rng.uniform(-1.2, 1.2))
    k = 13.0 if photo else width / A4[0]
    off_x, off_y = (rng.uniform(60, 140), rng.uniform(40, 110)) if photo else (0.0, 0.0)
    cx, cy = A4[0] / 2, A4[1] / 2
    words = []
    for x, y, text, size in merged:
        noisy, changes = _noisy(rng, text, 0.03 if photo else 0.015)
        if not noisy.strip():
            continue
        x0, y0, x1, y1 = _box(x, y, text, size)
        corners = []
        for px, py in ((x0, y0), (x1, y0), (x0, y1), (x1, y1)):
            rx = cx + (px - cx) * math.cos(angle) - (py - cy) * math.sin(angle)
            ry = cy + (px - cx) * math.sin(angle) + (py - cy) * math.cos(angle)
            if photo:  # the phone held closer to the top of the page
                rx = cx + (rx - cx) * (1.03 - 0.05 * ry / A4[1])
            corners.append((rx * k + off_x, ry * k + off_y))
        bx0 = min(max(min(c[0] for c in corners), 0.0), width - 2)
        by0 = min(max(min(c[1] for c in corners), 0.0), height - 2)
        bx1 = max(min(max(c[0] for c in corners), width), bx0 + 1)
        by1 = max(min(max(c[1] for c in corners), height), by0 + 1)
        conf = max(0.35, rng.uniform(0.8, 0.99) - 0.12 * changes)
        words.append(
            {
                "t": noisy,
                "x0": round(bx0, 1),
                "y0": round(by0, 1),
                "x1": round(bx1, 1),
                "y1": round(by1, 1),
                "c": round(conf, 3),
            }
        )
    return {"words": words, "width": width, "height": height, "path": "ocr"}


# --- the corpus -----------------------------------------------------------------------------


def _note(
    rng: random.Random, pool: dict[str, list[Supplier]], name: str, lang: str, kind: str
) -> Note:
    layout = _LAYOUTS[name]
    candidates = [s for s in pool[lang] if (s.brand if layout.brand else s.trade in layout.trades)]
    supplier = rng.choice(candidates)
    year = rng.choice([2025, 2026, 2026])
    day = dt.date(year, 1, 2) + dt.timedelta(days=rng.randint(0, 350))
    day += dt.timedelta(days=max(0, 7 - day.weekday()) if day.weekday() > 4 else 0)  # a workday
    two = name == "stamp_two_pages" or rng.random() < layout.two_pages
    items = _items(
        rng, lang, supplier.trade, year, rng.randint(18, 26) if two else rng.randint(4, 11)
    )
    customer = rng.choice(CUSTOMERS[lang])
    li = LANGS.index(lang)
    note = Note(
        rng=rng,
        lang=lang,
        kind=kind,
        layout=name,
        family=layout.family,
        supplier=supplier,
        customer=customer,
        site=f"{SITES[li]} {rng.randint(1, 40)}",
        number=_doc_number(rng, year),
        po=None if rng.random() < 0.2 else _po_number(rng, year),
        day=day,
        style=rng.choice(STYLES[lang]),
        items=items,
        tax_printed=rng.random()
        < (0.55 if layout.family in ("marketplace", "customer_first") else 0.85),
        two_pages=two,
    )
    note.extra["customer_short"] = (
        customer.split()[0] if len(customer.split()[0]) > 4 else " ".join(customer.split()[:2])
    )
    note.extra["cust_town"] = rng.choice(TOWNS[lang])
    note.extra["iban"] = (
        f"{['GB', 'DE', 'FR', 'IT', 'ES', 'NL'][li]}{rng.randint(10, 99)} "
        + " ".join(str(rng.randint(1000, 9999)) for _ in range(4))
    )
    note.extra["platform"] = pool["_platforms"][li]
    note.extra["group"] = pool["_groups"][li]
    note.extra["chain"] = rng.choice(pool["_chains"])
    stem_words = set(supplier.legal.split()) - set(FORMS[lang]) - set(TRADES[supplier.trade])
    siblings = [s for s in pool[lang] if s is not supplier and stem_words & set(s.legal.split())]
    note.extra["look_alike"] = rng.choice(siblings) if siblings else None
    others = [
        s
        for s in pool[lang] + pool[LANGS[(li + 1) % 6]]
        if s is not supplier and s is not note.extra["look_alike"]
    ]
    hosts = [h for h in [note.extra["look_alike"], *rng.sample(others, 2)] if h]
    hosts += {
        "marketplace": [note.extra["platform"]],
        "indirect": [note.extra["group"] if name == "group_member" else note.extra["chain"]],
    }.get(layout.family, [])
    note.extra_hosts = list({h.legal: h for h in hosts if h.legal != supplier.legal}.values())
    return note


def _truth(note: Note, file: str, pages: int) -> dict[str, Any]:
    rng = note.rng
    numbers: list[str] = []
    if note.po:
        numbers.append(_one_digit_away(rng, note.po))
    year = note.day.year
    while len(numbers) < 3:
        numbers.append(_po_number(rng, year))
    numbers = [n for n in dict.fromkeys(numbers) if n != note.po]
    owners = [note.supplier, *note.extra_hosts]
    host_pos = [{"po_number": n, "supplier": rng.choice(owners).legal} for n in numbers]
    look_alike = note.extra["look_alike"]
    return {
        "file": file,
        "doc_type": "delivery_note",
        "kind": note.kind,
        "language": note.lang,
        "layout": note.layout,
        "family": note.family,
        "pages": pages,
        "document_number": note.number,
        "date": note.day.isoformat(),
        "date_raw": note.d(0),
        "date_style": note.style,
        "date_order": "dmy",
        "po_number": note.po,
        **note.supplier.entry(),
        "tax_id_printed": note.tax_printed,
        "distractors": dict(note.distractors),
        "look_alike": look_alike.legal if look_alike else "",
        "host_extra_suppliers": [h.entry() for h in note.extra_hosts],
        "host_extra_pos": host_pos,
    }


def generate(seed: int = 111, count: int = 120) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    """``count`` notes as (truth, first page); a note of two pages carries its second page
    under ``next_pages``. The same seed gives the same notes."""
    rng = random.Random(seed)
    pool = _pool(rng)
    order = list(LAYOUTS)
    rng.shuffle(order)
    for i in range(count):
        name = order[i % len(order)]
        lang = LANGS[i % len(LANGS)]
        kind = KINDS[(i // len(LANGS)) % len(KINDS)]
        if _LAYOUTS[name].paper and kind == "digital":
            kind = "scan"
        note_rng = random.Random(f"tenth/{seed}/{i}")
        note = _note(note_rng, pool, name, lang, kind)
        sheets = _LAYOUTS[name].draw(note)
        pages = [_digital(s) if kind == "digital" else _ocr(s, kind, note_rng) for s in sheets]
        truth = _truth(note, f"tenth-{seed}-{i:03d}-{name}", len(pages))
        first = pages[0]
        if len(pages) > 1:
            first["next_pages"] = pages[1:]
        yield truth, first
