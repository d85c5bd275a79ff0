"""The twelfth held-out generator of the finding bench: ``--corpus twelfth``.

Written without sight of the finder or of the other generators, from what real supplier
paperwork does, in the trades none of them covered: food and drink distribution (cold chain
temperatures, best-before and use-by dates, lot codes, crates, pallets and returned
empties), pharmacy and medical supplies (expiry dates, lots, PZN / CIP / AIC / C.N. / ZI /
PIP codes), steel and timber merchants (heat and mill-certificate numbers, lengths and
weights) and the packing lists of electrical and office-supply web shops (order, invoice,
tracking and customer numbers printed round the delivery-note number). 24 layouts in six
languages (EN DE FR IT ES NL), each page with a text layer (``digital``, one word per
entry) or read by OCR (``scan``, ``photo``: one entry per printed run, some runs merged or
split, characters confused, punctuation dropped, the page skewed; a photo is a closer shot).
Each supplier's template labels its number, PO and date its own way (``twelfth_lex.VARIANTS``:
``Despatch note``, ``Beleg-Nr.``, ``Ihr Zeichen``, ``Réf. client``, ``d.d.``, ...); a
tradesman's note prints the date as a letter does (``Fulda, 03.12.2026``, no label).
Some notes have two pages; the second carries the items on, with or without a continuation
marker, and has no number, date or PO of its own.

What the truth says:

- ``document_number``: the number the issuer gave this document, printed by its title label
  (the delivery note's own number; on a distractor document its own number: the order
  confirmation's, the credit note's, the pro-forma's, the collection note's). Never the
  customer, order, invoice, tracking, lot, heat, certificate or product-code numbers around
  it; a barcode's human-readable line (``*DN0047110*``) is the number itself.
- ``po_number``: the customer's own purchase-order reference (``Your order ref.``, ``Ihre
  Bestellung``, ...); None when none is printed. A web shop's own order number is not the
  PO; where a packing list prints no customer reference, its order number is accepted
  (``accept``), as the realdocs truth does.
- ``date``: the document's own date (the delivery note's date); never the order date, the
  delivery window (``03.12.–05.12.2026``), a reprint date, a best-before, use-by or expiry
  date (some printed larger than the note's date). Printed in the site's order: a numeric
  date whose day and month could swap is read in the note's ``date_order`` (``mdy`` for
  some English notes, ``dmy`` otherwise); ISO and weekday forms too (``date_style``).
- ``supplier``: the business that issued the document and sold the goods, by its legal
  name. A note whose letterhead is a logo image (no words) names it only in the footer's
  legal line and its e-mail / web address. A franchisee's note under a national brand:
  the supplier is the franchisee (its legal name, in the footer's legal line), the brand
  with its outlet (``FrischPunkt Kassel-Ost``) is the alias; the bare brand is no name of
  it (another outlet of the same brand is in the site's host data). A tradesman named after
  the owner (``Jürgen Haller Haustechnik``) is the supplier by that whole name.
- ``doc_type``: ``delivery_note``, or a distractor document of the same trades:
  ``order_confirmation``, ``credit_note`` (goods returned), ``invoice`` (a pro-forma
  invoice, which ``bench/joins.py`` counts as an invoice) and ``collection_note`` (the
  supplier collects returned empties or goods). The distractors' fields are their own.

Host data per note (``bench/finding.py``'s ``_host``): the site's other suppliers (three to
five of the same trades with their tax ids, the other outlet of a franchise brand) and the
site's other POs (many one digit from the note's own, some the same supplier's).
Deterministic per seed; stdlib only.
"""

from __future__ import annotations

import datetime
import random
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from twelfth_lex import (
    CARRIERS,
    CITIES,
    ITEMS,
    LANGS,
    LEGAL,
    MONTHS_DE,
    MONTHS_EN,
    STREETS,
    SUPPLIERS,
    TAX,
    VARIANTS,
    WEEKDAYS,
    label,
)

__all__ = ["LAYOUTS", "VARIANTS", "generate"]

W, H = 1240, 1754
KINDS = ("scan", "photo")
_TAX_FORMAT = {
    "en": "GB{:09d}",
    "de": "DE{:09d}",
    "fr": "FR{:011d}",
    "it": "IT{:011d}",
    "es": "ESB{:08d}",
    "nl": "NL{:09d}B01",
}
_DOC_FORMATS = {
    "en": ("DN{n:07d}", "{n:06d}", "SD-{yy}-{n:05d}"),
    "de": ("LS{n:07d}", "LS-20{yy}-{n:05d}", "8{n:07d}"),
    "fr": ("BL{n:06d}", "BL-{yy}-{n:05d}", "{n:07d}"),
    "it": ("{n}/{yy}", "DDT{n:06d}", "V{n:07d}"),
    "es": ("ALB{n:06d}", "A{yy}-{n:05d}", "{n:07d}"),
    "nl": ("PB{n:06d}", "{n:08d}", "PK-{yy}{n:05d}"),
}
_OTHER_PREFIX = {
    "order_confirmation": {"en": "OC", "de": "AB", "fr": "CC", "it": "CO", "es": "CP", "nl": "OB"},
    "credit_note": {"en": "CN", "de": "GS", "fr": "AV", "it": "NC", "es": "AB", "nl": "CR"},
    "invoice": {lang: "PF" for lang in LANGS},
    "collection_note": {"en": "COL", "de": "AH", "fr": "BE", "it": "RT", "es": "RC", "nl": "AF"},
}
_PO_FORMATS = (
    "PO-{yy}{n:05d}",
    "45{n:08d}",
    "BE{n:06d}",
    "{n:06d}",
    "ORD/{yy}/{n:04d}",
    "KST-{n:06d}",
)
_CUSTOMERS = {
    "en": ("Westbury General Hospital, Main Kitchen", "Riverside Lofts Block C site office"),
    "de": ("Klinikum Hameln-Süd, Zentralküche", "Baustelle Quartier Mühlenkamp"),
    "fr": ("Restaurant scolaire Jean Moulin", "Chantier Les Terrasses du Parc"),
    "it": ("Ospedale San Rocco, Farmacia", "Cantiere Residenza I Tigli"),
    "es": ("Residencia Los Almendros", "Obra Edificio Mirador Norte"),
    "nl": ("Zorgcentrum De Linde", "Bouwplaats Kade Oost"),
}
# OCR's confusions of one character (or two) for another.
_CONFUSE = (
    ("0", "O"),
    ("O", "0"),
    ("1", "l"),
    ("l", "1"),
    ("5", "S"),
    ("S", "5"),
    ("8", "B"),
    ("B", "8"),
    ("rn", "m"),
    ("é", "e"),
    ("ü", "u"),
    ("I", "1"),
    ("2", "Z"),
    ("6", "b"),
)


@dataclass
class Sheet:
    """One printed page as runs of text: (text, x, y, size) in page pixels."""

    runs: list[tuple[str, float, float, float]] = field(default_factory=list)

    def put(self, text: str, x: float, y: float, size: float = 19.0) -> None:
        self.runs.append((text, x, y, size))

    def rows(
        self, rows: list[tuple[str, str]], x: float, y: float, col: float = 230, size: float = 19
    ) -> float:
        """Label / value rows, the value at ``x + col``; the y under the last."""
        for lab, value in rows:
            self.put(lab, x, y, size)
            self.put(value, x + col, y, size)
            y += size * 1.6
        return y


@dataclass
class Note:
    """One document being made: what is printed and what the truth says."""

    rng: random.Random
    lang: str
    doc_type: str
    supplier: tuple[str, str, str, tuple[str, ...], str]
    tax_id: str
    reg: str
    city: str
    number: str
    date: datetime.date
    date_raw: str
    date_style: str
    date_order: str
    po: str | None
    tax_printed: bool
    template: int = 0  # the supplier's labels (``twelfth_lex.VARIANTS``)
    identity: str = "letterhead"
    distractors: dict[str, str] = field(default_factory=dict)
    accept_po: str = ""

    @property
    def name(self) -> str:
        return self.supplier[2]

    @property
    def alias(self) -> str:
        return self.supplier[3][0] if self.supplier[3] else ""

    @property
    def domain(self) -> str:
        return self.supplier[4]

    def l(self, key: str) -> str:  # noqa: E743 - a label, as the templates read it
        return label(key, self.lang, self.template)

    def fmt(self, day: datetime.date, style: str | None = None) -> str:
        return _fmt_date(day, style or self.date_style, self.lang)


# --- dates ------------------------------------------------------------------------------------


def _fmt_date(day: datetime.date, style: str, lang: str) -> str:
    d, m, y = day.day, day.month, day.year
    if style == "iso":
        return day.isoformat()
    if style == "mdy":
        return f"{m:02d}/{d:02d}/{y}"
    if style == "weekday":
        wd = WEEKDAYS[lang][day.weekday()]
        if lang == "en":
            return f"{wd} {d} {MONTHS_EN[m - 1]} {y}"
        if lang == "de":
            return f"{wd}, {d:02d}.{m:02d}.{y}"
        if lang == "nl":
            return f"{wd} {d:02d}-{m:02d}-{y}"
        return f"{wd} {d:02d}/{m:02d}/{y}"
    if style == "named":
        if lang == "de":
            return f"{d}. {MONTHS_DE[m - 1]} {y}"
        return f"{d} {MONTHS_EN[m - 1]} {y}"
    if style == "dots":
        return f"{d:02d}.{m:02d}.{y}"
    if style == "dashes":
        return f"{d:02d}-{m:02d}-{y}"
    return f"{d:02d}/{m:02d}/{y}"  # slash, day first


def _date_style(lang: str, rng: random.Random) -> tuple[str, str]:
    """A date style of ``lang`` and the site's date order."""
    if lang == "en" and rng.random() < 0.4:
        return "mdy", "mdy"
    native = {
        "en": "slash",
        "de": "dots",
        "fr": "slash",
        "it": "slash",
        "es": "slash",
        "nl": "dashes",
    }[lang]
    styles = [native, native, native, "iso", "weekday"]
    if lang in ("en", "de"):
        styles.append("named")
    return rng.choice(styles), "dmy"


# --- numbers ----------------------------------------------------------------------------------


def _po(rng: random.Random, yy: int) -> str:
    return rng.choice(_PO_FORMATS).format(n=rng.randint(1000, 99999), yy=yy)


def _one_digit_away(value: str, rng: random.Random) -> str:
    spots = [i for i, ch in enumerate(value) if ch.isdigit()]
    i = rng.choice(spots[-4:])
    digit = rng.choice([d for d in "0123456789" if d != value[i]])
    return value[:i] + digit + value[i + 1 :]


def _tracking(rng: random.Random) -> str:
    style = rng.randrange(3)
    if style == 0:
        return f"1Z{rng.randint(10**5, 10**6 - 1)}68{rng.randint(10**7, 10**8 - 1)}"
    if style == 1:
        return f"JJD{rng.randint(10**13, 10**14 - 1)}"
    return f"3S{''.join(rng.choice('ABCDEFGHKLMNPRSTUVWXYZ') for _ in range(4))}" + str(
        rng.randint(10**6, 10**7 - 1)
    )


def _code(n: Note) -> str:
    """A pharmacy product code of the note's country."""
    r = n.rng
    return {
        "en": f"{r.randint(100, 999)}-{r.randint(1000, 9999)}",
        "de": f"{r.randint(10**7, 10**8 - 1)}",
        "fr": f"34009{r.randint(10**7, 10**8 - 1)}",
        "it": f"0{r.randint(10**7, 10**8 - 1)}",
        "es": f"{r.randint(100000, 999999)}.{r.randint(0, 9)}",
        "nl": f"{r.randint(10**7, 10**8 - 1)}",
    }[n.lang]


def _lot(n: Note) -> str:
    r = n.rng
    return r.choice(["L{}{:03d}{}", "{}{:03d}-{}", "LOT{}{:03d}{}"]).format(
        n.date.year % 100, r.randint(1, 365), r.choice("ABCDEFGH")
    )


# --- blocks -----------------------------------------------------------------------------------


def _head(n: Note, s: Sheet, x: float = 80, y: float = 60) -> None:
    """The letterhead: the name, the brand with its outlet, or a logo image (no words)."""
    address = f"{STREETS[n.lang]} · {n.city} · www.{n.domain}"
    if n.identity == "logo":
        return
    if n.identity == "brand":
        s.put(n.alias, x, y, 36)
        s.put(address, x, y + 46, 15)
    elif n.identity == "person":
        first, last, *trade = n.name.split()
        s.put(f"{first} {last}", x, y, 34)
        s.put(" ".join(trade), x, y + 42, 22)
        s.put(address, x, y + 72, 15)
    else:
        s.put(n.name, x, y, 32)
        s.put(address, x, y + 42, 15)


def _foot(n: Note, s: Sheet, y: float = 1640) -> None:
    """The small print: the legal line (where the issuer's legal name always is) and contacts."""
    tax = f" · {TAX[n.lang]} {n.tax_id}" if n.tax_printed else ""
    legal = LEGAL[n.lang].format(name=n.name, reg=n.reg, city=n.city, tax=tax)
    if n.identity == "brand":
        brand = n.alias.rsplit(" ", 1)[0]
        s.put(f"{n.alias}: {n.name}, {n.l('franchise')} {brand}", 80, y - 22, 13)
    s.put(legal, 80, y, 13)
    s.put(
        f"Tel. +{n.rng.randint(30, 49)} {n.rng.randint(100, 999)} {n.rng.randint(10**5, 10**6 - 1)}"
        f" · orders@{n.domain} · www.{n.domain}",
        80,
        y + 20,
        13,
    )


def _customer(n: Note, s: Sheet, x: float, y: float) -> None:
    s.put(n.l("deliver_to"), x, y, 15)
    s.put(n.rng.choice(_CUSTOMERS[n.lang]), x, y + 24, 19)
    s.put(STREETS[n.lang].replace("1", "3"), x, y + 50, 19)


def _items(
    n: Note,
    s: Sheet,
    y: float,
    count: int,
    extra: Callable[[Note], list[str]] | None = None,
    heads: tuple[str, ...] = (),
) -> float:
    """An item table with the trade's goods; ``extra`` gives each row's further columns."""
    xs = [80, 220, 700, 860, 1010]
    cols = [n.l("item"), n.l("desc"), n.l("qty"), *heads]
    for x, head in zip(xs, cols, strict=False):
        s.put(head, x, y, 17)
    y += 34
    goods = ITEMS[n.supplier[0]]
    for _ in range(count):
        cells = [
            f"{n.rng.randint(10000, 99999)}",
            n.rng.choice(goods),
            f"{n.rng.randint(1, 60)}",
            *(extra(n) if extra else []),
        ]
        for x, cell in zip(xs, cells, strict=False):
            s.put(cell, x, y, 18)
        y += 30
    return y


def _second(
    n: Note,
    marker: bool,
    numbered: bool,
    extra: Callable[[Note], list[str]] | None,
    heads: tuple[str, ...] = (),
) -> Sheet:
    """A second page: the items carried on, the issuer named, no number, date or PO."""
    s = Sheet()
    if n.identity != "logo":
        s.put(n.alias if n.identity == "brand" else n.name, 80, 60, 22)
    y = 120.0
    if marker:
        s.put(f"— {n.l('cont2')} —", 80, y, 18)
        y += 40
    y = _items(n, s, y, n.rng.randint(4, 9), extra, heads)
    s.put(f"{n.l('total')}: {n.rng.randint(20, 400)}", 860, y + 20, 19)
    s.put(n.l("received"), 80, y + 120, 17)
    if numbered:
        s.put(f"{n.l('page')} 2/2", 1060, 1600, 15)
    _foot(n, s)
    return s


# --- layouts ----------------------------------------------------------------------------------
# Each fills the first page and returns a second one, or None.

Layout = Callable[[Note, Sheet], Sheet | None]


def _title_rows(
    n: Note, *extra: tuple[str, str], number_label: str = "dn_no"
) -> list[tuple[str, str]]:
    rows = [(n.l(number_label), n.number), (n.l("date"), n.date_raw)]
    if n.po:
        rows.append((n.l("po"), n.po))
    return [*rows, *extra]


def _note(n: Note, key: str, value: str) -> str:
    n.distractors[key] = value
    return value


def _food_lot(n: Note) -> list[str]:
    later = n.date + datetime.timedelta(days=n.rng.randint(5, 40))
    return [_lot(n), n.fmt(later, "dots" if n.date_style != "mdy" else "mdy")]


def food_coldchain(n: Note, s: Sheet) -> Sheet | None:
    _head(n, s)
    s.put(n.l("dn"), 760, 60, 30)
    s.rows(
        _title_rows(n, (n.l("cust"), _note(n, "customer_no", f"{n.rng.randint(10000, 99999)}"))),
        700,
        120,
        220,
    )
    _customer(n, s, 80, 200)
    temp = _note(n, "temp", f"+{n.rng.randint(1, 6)},{n.rng.randint(0, 9)} °C")
    s.put(f"{n.l('temp')}: {temp}", 80, 340, 18)
    y = _items(n, s, 400, n.rng.randint(5, 9), _food_lot, (n.l("lot"), n.l("useby")))
    crates = _note(n, "crates", str(n.rng.randint(12, 60)))
    s.put(f"{n.l('crates')}: {crates}   {n.l('pallets')}: {n.rng.randint(1, 4)}", 80, y + 30, 19)
    two = n.rng.random() < 0.3
    if two:
        s.put(n.l("cont"), 80, y + 70, 17)
    _foot(n, s)
    return (
        _second(n, n.rng.random() < 0.5, False, _food_lot, (n.l("lot"), n.l("useby")))
        if two
        else None
    )


def food_logo_footer(n: Note, s: Sheet) -> Sheet | None:
    n.identity = "logo"  # the letterhead is an image: no words
    s.put(n.l("dn"), 80, 200, 28)
    s.rows(_title_rows(n), 80, 250, 250)
    _customer(n, s, 760, 200)
    y = _items(n, s, 420, n.rng.randint(4, 8), _food_lot, (n.l("lot"), n.l("bbd")))
    s.put(n.l("received"), 80, y + 60, 17)
    _foot(n, s)
    return None


def drinks_deposit(n: Note, s: Sheet) -> Sheet | None:
    _head(n, s)
    s.put(f"{n.l('dn')} {n.l('nr')} {n.number}", 80, 190, 26)
    rows = [(n.l("date"), n.date_raw)] + ([(n.l("po"), n.po)] if n.po else [])
    s.rows(rows, 80, 240, 220)
    _customer(n, s, 760, 190)
    y = _items(n, s, 380, n.rng.randint(4, 7), _deposit_row, (n.l("deposit").split()[0],))
    crates = _note(n, "crates", str(n.rng.randint(10, 80)))
    returned = _note(n, "empties", str(n.rng.randint(5, 70)))
    s.rows(
        [
            (n.l("crates"), crates),
            (n.l("deposit"), returned),
            (n.l("pallets"), str(n.rng.randint(1, 6))),
        ],
        80,
        y + 30,
        260,
    )
    _foot(n, s)
    return None


def food_bbd_big(n: Note, s: Sheet) -> Sheet | None:
    _head(n, s)
    s.put(n.l("dn"), 80, 180, 22)
    s.rows(_title_rows(n), 80, 220, 250, 17)
    best = n.date + datetime.timedelta(days=n.rng.randint(20, 200))
    big = _note(n, "best_before", n.fmt(best, "dots" if n.date_style != "mdy" else "mdy"))
    s.put(f"{n.l('bbd')} {big}", 640, 200, 44)  # larger than the note's own date
    s.put(f"{n.l('lot')} {_note(n, 'lot', _lot(n))}", 640, 260, 30)
    _items(n, s, 420, n.rng.randint(3, 6))
    _foot(n, s)
    return None


def food_window(n: Note, s: Sheet) -> Sheet | None:
    _head(n, s)
    s.put(n.l("dn"), 760, 60, 28)
    start = n.date + datetime.timedelta(days=n.rng.randint(1, 3))
    end = start + datetime.timedelta(days=2)
    if n.date_style == "mdy":
        window = f"{start.month:02d}/{start.day:02d}–{end.month:02d}/{end.day:02d}/{end.year}"
    else:
        window = f"{start.day:02d}.{start.month:02d}.–{end.day:02d}.{end.month:02d}.{end.year}"
    ordered = n.date - datetime.timedelta(days=n.rng.randint(1, 6))
    s.rows(
        [
            (n.l("orderdate"), _note(n, "order_date", n.fmt(ordered))),
            *_title_rows(n),
            (n.l("window"), _note(n, "window", window)),
        ],
        700,
        120,
        240,
    )
    _customer(n, s, 80, 200)
    _items(n, s, 420, n.rng.randint(4, 8), _food_lot, (n.l("lot"), n.l("bbd")))
    _foot(n, s)
    return None


def _pharma_row(n: Note) -> list[str]:
    expiry = n.date + datetime.timedelta(days=n.rng.randint(300, 1100))
    return [_lot(n), f"{expiry.month:02d}/{expiry.year}"]


def pharma_wholesale(n: Note, s: Sheet) -> Sheet | None:
    _head(n, s)
    s.put(n.l("copy"), 900, 30, 16)
    s.put(n.l("dn"), 80, 170, 26)
    code = _note(n, "code", _code(n))
    s.rows(
        _title_rows(n, (n.l("cust"), _note(n, "customer_no", f"{n.rng.randint(100000, 999999)}"))),
        700,
        170,
        220,
    )
    _customer(n, s, 80, 230)
    y = _items(n, s, 420, n.rng.randint(5, 9), _pharma_row, (n.l("lot"), n.l("exp")))
    s.put(f"{n.l('code')} {code}", 80, y + 20, 17)
    two = n.rng.random() < 0.35
    _foot(n, s)
    return (
        _second(n, n.rng.random() < 0.5, True, _pharma_row, (n.l("lot"), n.l("exp")))
        if two
        else None
    )


def pharma_reprint(n: Note, s: Sheet) -> Sheet | None:
    _head(n, s)
    later = n.date + datetime.timedelta(days=n.rng.randint(1, 30))
    stamp = _note(n, "reprint_date", n.fmt(later, "dots" if n.date_style != "mdy" else "mdy"))
    marker = n.l("dup") if n.rng.random() < 0.5 else n.l("reprint")
    s.put(f"{marker} {stamp} {n.rng.randint(7, 18):02d}:{n.rng.randint(0, 59):02d}", 720, 30, 22)
    s.put(n.l("dn"), 80, 170, 26)
    s.rows(_title_rows(n), 80, 220, 260)
    _customer(n, s, 760, 200)
    _items(n, s, 420, n.rng.randint(4, 7), _pharma_row, (n.l("lot"), n.l("exp")))
    _foot(n, s)
    return None


def _code_row(n: Note) -> list[str]:
    return [_code(n), _lot(n)]


def _deposit_row(n: Note) -> list[str]:
    return [f"{n.rng.randint(1, 9)},{n.rng.randint(10, 99)}"]


def pharma_barcode(n: Note, s: Sheet) -> Sheet | None:
    _head(n, s)
    s.put(n.l("dn"), 700, 60, 26)
    s.rows(_title_rows(n), 700, 110, 230)
    s.put(f"*{re.sub(r'[^0-9A-Z]', '', n.number)}*", 700, 230, 16)  # the barcode's text line
    _customer(n, s, 80, 200)
    _items(n, s, 400, n.rng.randint(4, 8), _code_row, (n.l("code"), n.l("lot")))
    _foot(n, s)
    return None


def medical_logo(n: Note, s: Sheet) -> Sheet | None:
    n.identity = "logo"
    s.put(n.l("dn"), 700, 80, 26)
    s.rows(
        _title_rows(n, (n.l("cust"), _note(n, "customer_no", f"KD{n.rng.randint(10000, 99999)}"))),
        700,
        130,
        230,
    )
    _customer(n, s, 80, 240)
    y = _items(n, s, 430, n.rng.randint(5, 8), _pharma_row, (n.l("lot"), n.l("exp")))
    two = n.rng.random() < 0.3
    if two:
        s.put(f"{n.l('page')} 1/2", 1060, 1600, 15)
    s.put(n.l("received"), 80, y + 60, 17)
    _foot(n, s)
    return _second(n, False, True, _pharma_row, (n.l("lot"), n.l("exp"))) if two else None


def _steel_row(n: Note) -> list[str]:
    return [f"{n.rng.choice([6000, 12000, 3000, 4800])} mm", f"{n.rng.randint(40, 2400)} kg"]


def steel_mill_cert(n: Note, s: Sheet) -> Sheet | None:
    _head(n, s)
    s.put(n.l("dn"), 760, 60, 28)
    heat = _note(n, "heat", f"{n.rng.choice(['H', '', 'C'])}{n.rng.randint(100000, 999999)}")
    cert = _note(n, "cert", f"{n.rng.randint(10, 99)}-{n.rng.randint(100000, 999999)}")
    s.rows(_title_rows(n), 700, 120, 230)
    _customer(n, s, 80, 200)
    s.rows([(n.l("heat"), heat), (n.l("cert"), cert)], 80, 330, 260)
    y = _items(n, s, 430, n.rng.randint(4, 8), _steel_row, (n.l("length"), n.l("weight")))
    s.put(f"{n.l('total')} {n.l('weight')}: {n.rng.randint(800, 24000)} kg", 700, y + 20, 20)
    two = n.rng.random() < 0.3
    _foot(n, s)
    return (
        _second(
            n,
            n.rng.random() < 0.5,
            n.rng.random() < 0.5,
            _steel_row,
            (n.l("length"), n.l("weight")),
        )
        if two
        else None
    )


def _timber_row(n: Note) -> list[str]:
    length = n.rng.choice(["2,40", "3,00", "4,80", "5,40"])
    return [f"{length} m", f"{n.rng.randint(1, 9)},{n.rng.randint(100, 999)} m³"]


def timber_lengths(n: Note, s: Sheet) -> Sheet | None:
    _head(n, s)
    s.put(f"{n.l('dn')}  {n.number}", 80, 190, 26)
    s.rows([(n.l("date"), n.date_raw)] + ([(n.l("po"), n.po)] if n.po else []), 80, 240, 220)
    fsc = _note(n, "cert", f"FSC-C{n.rng.randint(100000, 199999)}")
    s.put(fsc, 800, 190, 17)
    _customer(n, s, 760, 240)
    _items(n, s, 420, n.rng.randint(4, 8), _timber_row, (n.l("length"), "m³"))
    _foot(n, s)
    return None


def steel_copy_corner(n: Note, s: Sheet) -> Sheet | None:
    _head(n, s)
    two = n.rng.random() < 0.5
    s.put(f"{1}/{2 if two else 1}", 1150, 24, 15)  # the page number in the corner
    s.put(n.l("copy"), 80, 150, 18)
    s.put(n.l("dn"), 700, 150, 26)
    s.rows(_title_rows(n), 700, 200, 230)
    _customer(n, s, 80, 200)
    heat = _note(
        n, "heat", f"{n.rng.randint(10, 99)}{n.rng.choice('ABCDE')}{n.rng.randint(1000, 9999)}"
    )
    s.put(f"{n.l('heat')} {heat}", 80, 330, 18)
    _items(n, s, 420, n.rng.randint(4, 8), _steel_row, (n.l("length"), n.l("weight")))
    _foot(n, s)
    return (
        _second(n, n.rng.random() < 0.5, False, _steel_row, (n.l("length"), n.l("weight")))
        if two
        else None
    )


def _shop_numbers(n: Note) -> list[tuple[str, str]]:
    order = _note(
        n, "order_no", f"{n.rng.choice(['', 'WEB-', '30'])}{n.rng.randint(10**6, 10**7 - 1)}"
    )
    invoice = _note(n, "invoice_no", f"RE{n.rng.randint(10**6, 10**7 - 1)}")
    customer = _note(n, "customer_no", f"{n.rng.randint(100000, 999999)}")
    if not n.po:
        n.accept_po = order
    return [(n.l("order"), order), (n.l("inv"), invoice), (n.l("cust"), customer)]


def webshop_packing(n: Note, s: Sheet) -> Sheet | None:
    _head(n, s)
    s.put(n.l("packing"), 80, 170, 26)
    numbers = _shop_numbers(n)
    rows = [
        numbers[0],
        (n.l("dn_no"), n.number),
        numbers[1],
        (n.l("date"), n.date_raw),
        numbers[2],
    ] + ([(n.l("po"), n.po)] if n.po else [])
    tracking = _note(n, "tracking", _tracking(n.rng))
    rows.append((n.l("track"), tracking))
    s.rows(rows, 640, 170, 250, 18)
    _customer(n, s, 80, 240)
    y = _items(n, s, 480, n.rng.randint(4, 9))
    s.put(n.l("thanks"), 80, y + 40, 20)
    two = n.rng.random() < 0.3
    _foot(n, s)
    return _second(n, n.rng.random() < 0.5, True, None) if two else None


def office_webshop(n: Note, s: Sheet) -> Sheet | None:
    _head(n, s)
    s.put(n.l("dn"), 80, 170, 26)
    ordered = n.date - datetime.timedelta(days=n.rng.randint(1, 4))
    shipped = n.date + datetime.timedelta(days=n.rng.randint(1, 2))
    numbers = _shop_numbers(n)
    s.rows(
        [(n.l("orderdate"), _note(n, "order_date", n.fmt(ordered))), *numbers[:2]],
        80,
        210,
        250,
        18,
    )
    s.rows(
        [*_title_rows(n), numbers[2], (n.l("shipdate"), _note(n, "ship_date", n.fmt(shipped)))],
        660,
        170,
        250,
        18,
    )
    s.put(
        f"{n.l('ship_by')} {n.rng.choice(CARRIERS)} {_note(n, 'tracking', _tracking(n.rng))}",
        80,
        330,
        17,
    )
    _items(n, s, 440, n.rng.randint(4, 9))
    s.put(n.l("thanks"), 80, 1560, 20)
    _foot(n, s)
    return None


def electrical_counter(n: Note, s: Sheet) -> Sheet | None:
    _head(n, s)
    branch = n.city
    s.put(f"{n.l('dn')} — {branch}", 80, 170, 24)
    s.rows(
        [
            (n.l("cust"), _note(n, "customer_no", f"C{n.rng.randint(10000, 99999)}")),
            *_title_rows(n),
        ],
        80,
        215,
        250,
    )
    s.put(f"*{re.sub(r'[^0-9A-Z]', '', n.number)}*", 700, 215, 16)
    s.put(n.l("copy"), 700, 250, 17)
    _items(n, s, 430, n.rng.randint(3, 8))
    _foot(n, s)
    return None


def webshop_two_col(n: Note, s: Sheet) -> Sheet | None:
    n.identity = "logo"
    numbers = _shop_numbers(n)
    s.put(n.l("packing"), 80, 120, 24)
    s.rows(
        [numbers[0], numbers[1], (n.l("track"), _note(n, "tracking", _tracking(n.rng)))],
        80,
        170,
        240,
        18,
    )
    s.rows(
        [(n.l("dn_no"), n.number), (n.l("date"), n.date_raw), numbers[2]]
        + ([(n.l("po"), n.po)] if n.po else []),
        660,
        170,
        250,
        18,
    )
    _customer(n, s, 80, 330)
    _items(n, s, 480, n.rng.randint(3, 8))
    _foot(n, s)
    return None


def person_trade_plain(n: Note, s: Sheet) -> Sheet | None:
    n.identity = "person"
    _head(n, s)
    s.put(n.l("dn"), 760, 70, 26)
    s.put(f"{n.city}, {n.date_raw}", 760, 30, 18)  # a letter's date line: no label
    rows = [(n.l("dn_no"), n.number)] + ([(n.l("po"), n.po)] if n.po else [])
    s.rows(rows, 760, 120, 220, 18)
    _customer(n, s, 80, 220)
    _items(n, s, 400, n.rng.randint(2, 6))
    s.put(n.l("received"), 80, 1400, 17)
    _foot(n, s)
    return None


def person_trade_stamp(n: Note, s: Sheet) -> Sheet | None:
    n.identity = "logo"  # a drawn mark at the top; the name is in the stamp and the footer
    s.put(f"{n.l('dn')} {n.l('nr')} {n.number}", 80, 120, 26)
    s.rows([(n.l("date"), n.date_raw)] + ([(n.l("po"), n.po)] if n.po else []), 80, 170, 220)
    _customer(n, s, 760, 120)
    y = _items(n, s, 330, n.rng.randint(2, 6))
    s.put(n.name, 700, y + 120, 22)  # the company stamp
    s.put(f"{STREETS[n.lang]} · {n.city}", 700, y + 150, 15)
    _foot(n, s)
    return None


def franchise_food(n: Note, s: Sheet) -> Sheet | None:
    n.identity = "brand"
    _head(n, s)
    s.put(n.l("dn"), 760, 60, 26)
    s.rows(_title_rows(n), 700, 110, 240)
    _customer(n, s, 80, 200)
    _items(n, s, 400, n.rng.randint(4, 8), _food_lot, (n.l("lot"), n.l("bbd")))
    _foot(n, s)
    return None


def franchise_office(n: Note, s: Sheet) -> Sheet | None:
    n.identity = "brand"
    _head(n, s)
    s.put(n.l("packing"), 80, 170, 24)
    numbers = _shop_numbers(n)
    s.rows(
        [(n.l("dn_no"), n.number), numbers[0], (n.l("date"), n.date_raw), numbers[2]]
        + ([(n.l("po"), n.po)] if n.po else [])
        + [numbers[1]],
        640,
        170,
        250,
        18,
    )
    _customer(n, s, 80, 240)
    two = n.rng.random() < 0.25
    _items(n, s, 440, n.rng.randint(4, 9))
    _foot(n, s)
    return _second(n, True, True, None) if two else None


def _paper(title: str) -> Layout:
    """A distractor document of the same trades: its own title, number, date, PO."""

    def layout(n: Note, s: Sheet) -> Sheet | None:
        _head(n, s)
        s.put(n.l(title), 80, 180, 28)
        extra: list[tuple[str, str]] = []
        later = n.date + datetime.timedelta(days=n.rng.randint(3, 30))
        if title == "oc":
            extra.append((n.l("shipdate"), _note(n, "ship_date", n.fmt(later))))
        elif title == "pf":
            extra.append((n.l("valid"), _note(n, "valid_until", n.fmt(later))))
        elif title == "col":
            extra.append((n.l("collect"), _note(n, "collect_date", n.fmt(later))))
        elif title == "cn":
            extra.append(
                (n.l("dn_no"), _note(n, "original_dn", f"{n.rng.randint(10**5, 10**6 - 1)}"))
            )
        rows = [
            (f"{n.l(title).split()[0].title()} {n.l('nr')}", n.number),
            (label("date", n.lang), n.date_raw),
        ]
        rows += [(n.l("po"), n.po)] if n.po else []
        s.rows([*rows, *extra], 700, 230, 250)
        _customer(n, s, 80, 240)
        y = _items(n, s, 440, n.rng.randint(2, 6))
        if title in ("cn", "col"):
            s.put(n.l("returned" if title == "cn" else "deposit"), 80, y + 30, 19)
        _foot(n, s)
        return None

    return layout


# name: (family, doc_type, layout, supplier trades)
LAYOUTS: dict[str, tuple[str, str, Layout, tuple[str, ...]]] = {
    "food_coldchain": ("food", "delivery_note", food_coldchain, ("food",)),
    "food_logo_footer": ("food", "delivery_note", food_logo_footer, ("food",)),
    "drinks_deposit": ("food", "delivery_note", drinks_deposit, ("food",)),
    "food_bbd_big": ("food", "delivery_note", food_bbd_big, ("food",)),
    "food_window": ("food", "delivery_note", food_window, ("food",)),
    "pharma_wholesale": ("pharma", "delivery_note", pharma_wholesale, ("pharma",)),
    "pharma_reprint": ("pharma", "delivery_note", pharma_reprint, ("pharma",)),
    "pharma_barcode": ("pharma", "delivery_note", pharma_barcode, ("pharma",)),
    "medical_logo": ("pharma", "delivery_note", medical_logo, ("pharma",)),
    "steel_mill_cert": ("metals", "delivery_note", steel_mill_cert, ("metals",)),
    "timber_lengths": ("metals", "delivery_note", timber_lengths, ("metals",)),
    "steel_copy_corner": ("metals", "delivery_note", steel_copy_corner, ("metals",)),
    "webshop_packing": ("webshop", "delivery_note", webshop_packing, ("webshop",)),
    "office_webshop": ("webshop", "delivery_note", office_webshop, ("webshop",)),
    "electrical_counter": ("webshop", "delivery_note", electrical_counter, ("webshop",)),
    "webshop_two_col": ("webshop", "delivery_note", webshop_two_col, ("webshop",)),
    "person_trade_plain": ("person", "delivery_note", person_trade_plain, ("person",)),
    "person_trade_stamp": ("person", "delivery_note", person_trade_stamp, ("person",)),
    "franchise_food": ("franchise", "delivery_note", franchise_food, ("franchise",)),
    "franchise_office": ("franchise", "delivery_note", franchise_office, ("franchise",)),
    "order_confirmation": (
        "paperwork",
        "order_confirmation",
        _paper("oc"),
        ("food", "webshop", "metals"),
    ),
    "credit_note": ("paperwork", "credit_note", _paper("cn"), ("pharma", "webshop", "food")),
    "proforma_invoice": ("paperwork", "invoice", _paper("pf"), ("metals", "pharma")),
    "collection_note": ("paperwork", "collection_note", _paper("col"), ("food", "metals")),
}


# --- words ------------------------------------------------------------------------------------


def _width(text: str, size: float) -> float:
    return len(text) * size * 0.52


def _digital_words(sheet: Sheet) -> list[dict[str, Any]]:
    """A text layer: one entry per word."""
    words: list[dict[str, Any]] = []
    for text, x, y, size in sheet.runs:
        x = max(4.0, min(x, W - 8 - _width(text, size)))
        for token in text.split(" "):
            if token:
                words.append(
                    {
                        "t": token,
                        "x0": round(x, 1),
                        "y0": round(y, 1),
                        "x1": round(x + _width(token, size), 1),
                        "y1": round(y + size, 1),
                    }
                )
            x += _width(token, size) + size * 0.3
    return words


def _confuse(text: str, rng: random.Random) -> str:
    for _ in range(rng.randint(1, 2)):
        options = [(a, b) for a, b in _CONFUSE if a in text]
        if not options:
            break
        a, b = rng.choice(options)
        spots = [m.start() for m in re.finditer(re.escape(a), text)]
        i = rng.choice(spots)
        text = text[:i] + b + text[i + len(a) :]
    return text


def _ocr_words(
    sheet: Sheet, rng: random.Random, photo: bool
) -> tuple[list[dict[str, Any]], float, float]:
    """OCR's reading of a page: one entry per run; some neighbours merged, some runs split,
    characters confused, punctuation dropped, the page skewed; a photo a closer shot."""
    scale = rng.uniform(1.25, 1.4) if photo else 1.0
    width, height = W * scale, H * scale
    tilt = rng.uniform(-0.03, 0.03) if photo else rng.uniform(-0.012, 0.012)
    noisy = 0.25 if photo else 0.14
    runs = sorted(sheet.runs, key=lambda r: (round(r[2]), r[1]))
    merged: list[tuple[str, float, float, float]] = []
    for run in runs:
        if merged:
            text, x, y, size = merged[-1]
            gap = run[1] - (x + _width(text, size))
            if abs(run[2] - y) < 2 and 0 <= gap < 80 and rng.random() < 0.5:
                merged[-1] = (f"{text} {run[0]}", x, y, max(size, run[3]))
                continue
        merged.append(run)
    pieces: list[tuple[str, float, float, float]] = []
    for text, x, y, size in merged:
        spaces = [i for i, ch in enumerate(text) if ch == " "]
        if spaces and rng.random() < 0.12:
            i = rng.choice(spaces)
            pieces.append((text[:i], x, y, size))
            pieces.append((text[i + 1 :], x + _width(text[: i + 1], size), y, size))
        else:
            pieces.append((text, x, y, size))
    words: list[dict[str, Any]] = []
    for text, x, y, size in pieces:
        conf = rng.uniform(0.86, 0.995)
        if rng.random() < noisy:
            text, conf = _confuse(text, rng), rng.uniform(0.45, 0.8)
        if rng.random() < noisy / 2:
            text = re.sub(r"(?<=\w)[.:](?=\s|$)", "", text)
        text = text.strip()
        if not text or not re.search(r"\w", text):
            continue
        x = max(4.0, min(x, W - 8 - _width(text, size)))
        x0, y0 = x * scale, (y - 2) * scale + (x - W / 2) * tilt * scale
        x1, y1 = (x + _width(text, size)) * scale, y0 + (size + 4) * scale
        y0, y1 = max(0.0, y0), min(height - 1, y1)
        if y0 >= y1:
            continue
        words.append(
            {
                "t": text,
                "x0": round(x0, 1),
                "y0": round(y0, 1),
                "x1": round(min(x1, width - 1), 1),
                "y1": round(y1, 1),
                "c": round(conf, 3),
            }
        )
    return words, round(width), round(height)


def _page(sheet: Sheet, kind: str, rng: random.Random) -> dict[str, Any]:
    if kind == "digital":
        return {"words": _digital_words(sheet), "width": W, "height": H}
    words, width, height = _ocr_words(sheet, rng, kind == "photo")
    return {"words": words, "width": width, "height": height}


# --- notes ------------------------------------------------------------------------------------


def _supplier_facts(index: int) -> tuple[str, str, str]:
    """A supplier's tax id, register number and city: fixed per supplier, whatever the seed."""
    lang = SUPPLIERS[index][1]
    r = random.Random(1200 + index)
    tax = _TAX_FORMAT[lang].format(r.randint(10**7, 10**8 - 1) * 10 + index % 10)
    return tax, str(r.randint(10000, 99999)), r.choice(CITIES[lang])


def _host_entry(index: int) -> dict[str, Any]:
    tax, _, _ = _supplier_facts(index)
    return {
        "supplier": SUPPLIERS[index][2],
        "supplier_tax_id": tax,
        "supplier_aliases": list(SUPPLIERS[index][3]),
    }


def generate(seed: int = 131, count: int = 120) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    """``count`` documents as (truth, first page); a page of two carries ``next_pages``."""
    rng = random.Random(seed)
    names = list(LAYOUTS)
    order: list[str] = []
    taken: set[str] = set()
    counts: dict[str, int] = {}
    # Each supplier trade's site: the few suppliers of each language it buys from, so they recur.
    favourites = {
        i for i in range(len(SUPPLIERS)) if rng.random() < 0.7 or SUPPLIERS[i][0] == "franchise"
    }
    for i in range(count):
        if not order:
            order = rng.sample(names, len(names))
        layout = order.pop()
        family, doc_type, make, trades = LAYOUTS[layout]
        lang = LANGS[(i + i // len(LANGS)) % len(LANGS)]
        pool = [k for k, s in enumerate(SUPPLIERS) if s[0] in trades and s[1] == lang]
        pool = [k for k in pool if k in favourites] or pool
        index = rng.choice(pool)
        supplier = SUPPLIERS[index]
        tax, reg, city = _supplier_facts(index)
        day = datetime.date(2026, 10, 1) + datetime.timedelta(days=rng.randint(0, 120))
        style, date_order = _date_style(lang, rng)
        if style in ("slash", "mdy", "dashes", "dots") and rng.random() < 0.6:
            day = day.replace(day=rng.randint(1, 12))  # day and month could swap
        yy = day.year % 100
        number = ""
        while not number or number in taken:
            n_ = rng.randint(10000, 999999)
            if doc_type == "delivery_note":
                number = _DOC_FORMATS[lang][index % 3].format(n=n_, yy=yy)
            else:
                number = f"{_OTHER_PREFIX[doc_type][lang]}{rng.choice(['', '-'])}{n_:06d}"
        taken.add(number)
        po: str | None = None
        if rng.random() < 0.8:
            while po is None or po in taken:
                po = _po(rng, yy)
            taken.add(po)
        note = Note(
            rng=rng,
            lang=lang,
            doc_type=doc_type,
            supplier=supplier,
            tax_id=tax,
            reg=reg,
            city=city,
            number=number,
            date=day,
            date_raw=_fmt_date(day, style, lang),
            date_style=style,
            date_order=date_order,
            po=po,
            tax_printed=rng.random() < 0.6,
            template=index * 7 % 5,
        )
        if family == "person":
            note.identity = "person"
        first = Sheet()
        second = make(note, first)
        # Each layout's notes come digital, scanned and photographed alike.
        occurrence = counts[layout] = counts.get(layout, 0) + 1
        kind = "digital" if occurrence % 5 in (1, 3) else rng.choice(KINDS)
        page = _page(first, kind, rng)
        if second is not None:
            page["next_pages"] = [_page(second, kind, rng)]
        # Host data: the site's other suppliers of these trades, the brand's other outlet.
        others = [
            k for k, s in enumerate(SUPPLIERS) if k != index and s[0] in (*trades, supplier[0])
        ]
        extra = rng.sample(others, rng.randint(3, 5))
        if supplier[0] == "franchise":
            brand = supplier[3][0].rsplit(" ", 1)[0]
            sibling = [
                k
                for k, s in enumerate(SUPPLIERS)
                if k != index and s[3] and s[3][0].startswith(brand)
            ]
            extra = [*sibling, *[k for k in extra if k not in sibling]][:5]
        extra_pos = []
        for k in extra[:3]:
            other = ""
            while not other or other in taken:
                other = _po(rng, yy)
            taken.add(other)
            extra_pos.append({"po_number": other, "supplier": SUPPLIERS[k][2]})
        if po and rng.random() < 0.75:  # an older order of the same supplier, one digit away
            near = _one_digit_away(po, rng)
            if near not in taken:
                taken.add(near)
                extra_pos.append({"po_number": near, "supplier": supplier[2]})
        truth: dict[str, Any] = {
            "file": f"twelfth-{i:03d}-{layout}-{lang}-{kind}",
            "kind": kind,
            "layout": layout,
            "family": family,
            "language": lang,
            "doc_type": doc_type,
            "identity": note.identity,
            "document_number": number,
            "date": day.isoformat(),
            "date_raw": note.date_raw,
            "date_style": style,
            "date_order": date_order,
            "po_number": po,
            "supplier": supplier[2],
            "supplier_aliases": list(supplier[3]),
            "supplier_tax_id": tax,
            "tax_id_printed": note.tax_printed,
            "pages": 1 + (second is not None),
            "distractors": dict(note.distractors),
            "host_extra_suppliers": [_host_entry(k) for k in extra],
            "host_extra_pos": extra_pos,
        }
        if note.accept_po:
            truth["accept"] = {"po_number": [note.accept_po]}
        yield truth, page
