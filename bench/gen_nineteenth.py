"""The nineteenth held-out generator: supplier delivery notes (and some invoices, credit notes,
order confirmations, quotations and statements) as they reach an accounts office *after the
gate* - handled on a construction site and then scanned, photographed or forwarded as PDFs.
Besides the supplier's own print (letterhead forms, ERP prints, thermal receipts, boxed grids,
duplicate-book pads, label-left forms, web-shop prints and plant tickets, in English, German,
French, Italian, Spanish and Dutch), a note may carry a site's goods-in stamp with its own date
and receipt number, handwriting (a PO by the order label, "checked", corrected quantities, a
driver's signature and its date), a site sticker with a job number, cost code and barcode
digits, a carrier's consignment or a weighbridge ticket number, a strip of another paper
stapled at an edge, punched holes and fold lines splitting runs, a cut corner, copy labels and
faint carbon print, and several dates (note, delivery, order, print, due) of which the truth is
the one the note is filed under: the delivery date when printed, else the note's own date."""

from __future__ import annotations

import random
import unicodedata
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any, TypeVar

import nineteenth_lex as lex

Rng = random.Random
T = TypeVar("T")
NON_NOTES = ("invoice", "credit_note", "order_confirmation", "quotation", "statement")
A4 = (595.0, 842.0)
LETTER = (612.0, 792.0)


def lang_of(loc: str) -> str:
    return loc.split("-")[0]


def choice(rng: Rng, seq: Sequence[T]) -> T:
    return seq[rng.randrange(len(seq))]


# --------------------------------------------------------------------------- dates

NUMERIC_DMY: dict[str, tuple[str, ...]] = {
    "en": ("dd/mm/yyyy", "dd/mm/yy", "dd/mm/yyyy", "yyyy-mm-dd", "dd.mm.yyyy"),
    "de": ("dd.mm.yyyy", "dd.mm.yyyy", "dd.mm.yy", "d.m.yyyy", "yyyy-mm-dd"),
    "fr": ("dd/mm/yyyy", "dd/mm/yyyy", "dd/mm/yy", "dd.mm.yyyy"),
    "it": ("dd/mm/yyyy", "dd/mm/yyyy", "dd/mm/yy", "dd-mm-yyyy", "dd.mm.yyyy"),
    "es": ("dd/mm/yyyy", "dd/mm/yyyy", "dd-mm-yyyy", "d/m/yyyy", "dd/mm/yy"),
    "nl": ("dd-mm-yyyy", "dd-mm-yyyy", "d-m-yyyy", "dd/mm/yyyy", "yyyy-mm-dd"),
}
NUMERIC_MDY = ("mm/dd/yyyy", "mm/dd/yyyy", "mm/dd/yy", "m/d/yyyy", "yyyy-mm-dd")
NAMED = ("long", "long", "short", "m3", "weekday")


def numeric(d: date, form: str) -> str:
    """``d`` in a numeric ``form`` ("dd.mm.yyyy", "m/d/yyyy", "yyyy-mm-dd", ...)."""
    if form == "yyyy-mm-dd":
        return d.isoformat()
    sep = next(ch for ch in form if ch in "./-")
    parts = form.split(sep)
    out = []
    for part in parts:
        if part == "dd":
            out.append(f"{d.day:02d}")
        elif part == "d":
            out.append(str(d.day))
        elif part == "mm":
            out.append(f"{d.month:02d}")
        elif part == "m":
            out.append(str(d.month))
        elif part == "yyyy":
            out.append(str(d.year))
        else:
            out.append(f"{d.year % 100:02d}")
    return sep.join(out)


def named(d: date, form: str, loc: str) -> str:
    """``d`` with its month's name, as printed in ``loc``."""
    lang = lang_of(loc)
    months = lex.pick(lex.MONTHS, loc)
    short = lex.pick(lex.MONTHS_SHORT, loc)
    m, day, y = months[d.month - 1], d.day, d.year
    if form == "m3":
        sep = "-" if lang in ("en", "de", "nl") else " "
        return f"{day:02d}{sep}{lex.MONTHS_3[lang][d.month - 1]}{sep}{y}"
    if loc == "en-US":
        if form == "short":
            return f"{short[d.month - 1]} {day}, {y % 100:02d}"
        text = f"{m} {day}, {y}"
    elif lang == "de":
        text = f"{day}. {short[d.month - 1] if form == 'short' else m} {y}"
    elif lang == "es":
        text = f"{day} {short[d.month - 1]} {y}" if form == "short" else f"{day} de {m} de {y}"
    else:
        text = f"{day} {short[d.month - 1] if form == 'short' else m} {y}"
    if form == "weekday":
        wd = lex.WEEKDAYS[lang][d.weekday()]
        text = f"{wd}, {text}" if lang in ("de", "en") else f"{wd} {text}"
    return text


@dataclass
class DateStyle:
    """How a note prints its dates: one form for all of them."""

    form: str
    loc: str

    def fmt(self, d: date) -> str:
        if self.form in NAMED:
            return named(d, self.form, self.loc)
        return numeric(d, self.form)


def date_style(rng: Rng, loc: str, named_share: float) -> DateStyle:
    if rng.random() < named_share:
        return DateStyle(choice(rng, NAMED), loc)
    forms = NUMERIC_MDY if loc == "en-US" else NUMERIC_DMY[lang_of(loc)]
    return DateStyle(choice(rng, forms), loc)


# --------------------------------------------------------------------------- OCR faults

SWAPS: dict[str, tuple[str, ...]] = {
    "O": ("0",),
    "0": ("O", "o"),
    "o": ("0",),
    "l": ("1", "I", "|"),
    "1": ("l", "I", "7"),
    "I": ("1", "l"),
    "S": ("5", "$"),
    "5": ("S",),
    "B": ("8",),
    "8": ("B", "3"),
    "e": ("c",),
    "a": ("o",),
    "2": ("Z",),
    "6": ("b",),
    "Z": ("2",),
    ".": (",", ""),
    ",": (".",),
    "/": ("l", "1"),
    "-": ("~", ""),
}


def strip_accents(text: str) -> str:
    return "".join(
        ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch)
    )


def fault(rng: Rng, text: str) -> str:
    """``text`` with one of an OCR engine's faults in it (always changed when it can be)."""
    for _ in range(8):
        op = rng.random()
        i = rng.randrange(len(text))
        ch = text[i]
        if op < 0.45 and ch in SWAPS:
            new = text[:i] + choice(rng, SWAPS[ch]) + text[i + 1 :]
        elif op < 0.55 and "m" in text:
            j = text.index("m")
            new = text[:j] + "rn" + text[j + 1 :]
        elif op < 0.6 and "rn" in text:
            new = text.replace("rn", "m", 1)
        elif op < 0.68 and " " in text:
            j = choice(rng, [k for k, c in enumerate(text) if c == " "])
            new = text[:j] + ("  " if rng.random() < 0.3 else "") + text[j + 1 :]
        elif op < 0.76 and strip_accents(text) != text:
            new = strip_accents(text)
        elif op < 0.84 and 0 < i < len(text) - 1:
            new = text[:i] + choice(rng, (".", ",", "'", "|", ":", "`")) + text[i:]
        elif op < 0.92 and 0 < i < len(text) - 1 and ch != " " and text[i - 1] != " ":
            new = text[:i] + " " + text[i:]
        elif len(text) > 3:
            new = text[:i] + text[i + 1 :]
        else:
            continue
        new = " ".join(new.split()) if "  " not in new else new.strip()
        if new and new != text:
            return new
    return text + "." if len(text) < 3 else text[:-1]


def faults(rng: Rng, text: str, count: int) -> str:
    for _ in range(count):
        text = fault(rng, text)
    return text


# --------------------------------------------------------------------------- suppliers


@dataclass
class Supplier:
    """A supplier of the site: its legal name, the forms it trades under, where it prints."""

    name: str
    aliases: list[str]
    tax_id: str
    loc: str
    trade: str
    stem: str
    shape: int
    prefix: int
    street: str
    town: str
    phone: str
    counter: int

    def host_entry(self) -> dict[str, Any]:
        return {
            "supplier": self.name,
            "supplier_aliases": list(self.aliases),
            "supplier_tax_id": self.tax_id,
        }


def digits(rng: Rng, n: int) -> str:
    return "".join(str(rng.randrange(10)) for _ in range(n))


def tax_id(rng: Rng, loc: str) -> str:
    """A tax id in the form printed in ``loc``."""

    def d(n: int) -> str:
        return digits(rng, n)

    forms = {
        "en-UK": lambda: f"GB {d(3)} {d(4)} {d(2)}",
        "en-IE": lambda: f"IE{d(7)}{choice(rng, 'ABCDHKTW')}",
        "en-US": lambda: f"{d(2)}-{d(7)}",
        "en-AU": lambda: f"{d(2)} {d(3)} {d(3)} {d(3)}",
        "en-NZ": lambda: f"{d(3)}-{d(3)}-{d(3)}",
        "de-DE": lambda: f"DE{d(9)}",
        "de-AT": lambda: f"ATU{d(8)}",
        "de-CH": lambda: f"CHE-{d(3)}.{d(3)}.{d(3)} MWST",
        "fr-FR": lambda: f"FR{d(2)}{d(9)}",
        "fr-BE": lambda: f"BE0{d(9)}",
        "fr-CH": lambda: f"CHE-{d(3)}.{d(3)}.{d(3)} TVA",
        "it-IT": lambda: f"IT{d(11)}",
        "es-ES": lambda: f"{choice(rng, 'ABE')}{d(8)}",
        "nl-NL": lambda: f"NL{d(9)}B0{rng.randrange(1, 4)}",
        "nl-BE": lambda: f"BE0{d(3)}.{d(3)}.{d(3)}",
    }
    return forms[loc]()


def phone(rng: Rng, loc: str) -> str:
    lead = {
        "en-UK": "01",
        "en-IE": "045 ",
        "en-US": "(614) ",
        "en-AU": "(03) ",
        "en-NZ": "09 ",
        "de-DE": "0711 ",
        "de-AT": "0732 ",
        "de-CH": "044 ",
        "fr-FR": "04 ",
        "fr-BE": "02 ",
        "fr-CH": "021 ",
        "it-IT": "02 ",
        "es-ES": "91 ",
        "nl-NL": "030 ",
        "nl-BE": "09 ",
    }[loc]
    return f"{lead}{digits(rng, 3)} {digits(rng, 4)}"


def make_supplier(
    rng: Rng, loc: str, stem: str, trade: str, stem_first: bool, used_ids: set[str]
) -> Supplier:
    lang = lang_of(loc)
    tw = choice(rng, lex.TRADE_WORDS[trade][lang])
    legal = choice(rng, lex.LEGAL[loc])
    trading = f"{stem} {tw}" if stem_first else f"{tw} {stem}"
    name = f"{trading} {legal}"
    aliases = [trading]
    if rng.random() < 0.5:
        aliases.append(stem.upper() if rng.random() < 0.5 else f"{stem} {legal}")
    aliases = [a for a in aliases if a != name]
    tid = tax_id(rng, loc)
    while tid in used_ids:
        tid = tax_id(rng, loc)
    used_ids.add(tid)
    return Supplier(
        name=name,
        aliases=aliases,
        tax_id=tid,
        loc=loc,
        trade=trade,
        stem=stem,
        shape=rng.randrange(7),
        prefix=rng.randrange(3),
        street=choice(rng, lex.pick(lex.STREETS, loc)),
        town=choice(rng, lex.pick(lex.TOWNS, loc)),
        phone=phone(rng, loc),
        counter=rng.randrange(1000, 90000),
    )


def registry(rng: Rng, size: int = 70) -> list[Supplier]:
    """The suppliers of one sample: about half of them with a sister firm (same stem)."""
    locs = list(lex.LOCALES)
    weights = [lex.LOCALES[loc] for loc in locs]
    used_ids: set[str] = set()
    used_stems: set[tuple[str, str]] = set()
    out: list[Supplier] = []
    trades = list(lex.TRADES)
    rng.shuffle(trades)
    k = 0
    while len(out) < size:
        loc = rng.choices(locs, weights)[0]
        stems = [s for s in lex.STEMS[loc] if (loc, s) not in used_stems]
        if not stems:
            continue
        stem = choice(rng, stems)
        used_stems.add((loc, stem))
        trade = trades[k % len(trades)]
        k += 1
        sister = rng.random() < 0.6
        stem_first = sister or lang_of(loc) not in ("fr", "it", "es") or rng.random() < 0.5
        out.append(make_supplier(rng, loc, stem, trade, stem_first, used_ids))
        if sister:
            other = choice(rng, [t for t in lex.TRADES if t != trade])
            out.append(make_supplier(rng, loc, stem, other, True, used_ids))
    rng.shuffle(out)
    return out


# --------------------------------------------------------------------------- numbers

DOC_PREFIX: dict[str, dict[str, tuple[str, ...]]] = {
    "delivery_note": {
        "en": ("DN", "D", "DEL"),
        "de": ("LS", "L", "LI"),
        "fr": ("BL", "L", "BLV"),
        "it": ("DDT", "D", "B"),
        "es": ("ALB", "A", "AL"),
        "nl": ("PB", "LB", "AF"),
    },
    "invoice": {
        "en": ("INV", "IN", "SI"),
        "de": ("RE", "R", "RG"),
        "fr": ("FA", "F", "FAC"),
        "it": ("FT", "F", "FV"),
        "es": ("FAC", "F", "FV"),
        "nl": ("FA", "F", "INV"),
    },
    "credit_note": {
        "en": ("CN", "CR", "C"),
        "de": ("GS", "G", "GU"),
        "fr": ("AV", "AVO", "A"),
        "it": ("NC", "N", "NCR"),
        "es": ("AB", "R", "ABO"),
        "nl": ("CF", "CN", "C"),
    },
    "order_confirmation": {
        "en": ("SO", "OC", "ACK"),
        "de": ("AB", "A", "AU"),
        "fr": ("CC", "ARC", "CDE"),
        "it": ("OC", "CO", "OV"),
        "es": ("PED", "CP", "PV"),
        "nl": ("OB", "VO", "ORD"),
    },
    "quotation": {
        "en": ("Q", "QT", "QUO"),
        "de": ("AN", "ANG", "A"),
        "fr": ("DV", "D", "DEV"),
        "it": ("PR", "OF", "P"),
        "es": ("PRE", "P", "PR"),
        "nl": ("OF", "OFF", "O"),
    },
    "statement": {
        "en": ("ST", "S", "STM"),
        "de": ("KA", "KTO", "OP"),
        "fr": ("RC", "REL", "R"),
        "it": ("EC", "E", "EST"),
        "es": ("EX", "E", "EXT"),
        "nl": ("RO", "SO", "R"),
    },
}


def doc_number(rng: Rng, sup: Supplier, doc_type: str, year: int) -> str:
    """The supplier's own number of a document, in the supplier's shape."""
    sup.counter += rng.randrange(1, 400)
    n = sup.counter
    p = DOC_PREFIX[doc_type][lang_of(sup.loc)][sup.prefix]
    yy = f"{year % 100:02d}"
    shape = sup.shape
    if doc_type != "delivery_note" and shape == 1:
        shape = 0
    return (
        f"{p}{n:06d}",
        f"{7 if doc_type == 'delivery_note' else 9}{n:07d}",
        f"{p}-{year}-{n % 100000:05d}",
        f"{n % 100000:05d}/{yy}",
        f"{p}{yy}{n % 100000:05d}",
        f"{p} {n:06d}",
        f"{yy}-{n:06d}",
    )[shape]


PO_PREFIX = {
    "en": ("PO", "P", "ORD"),
    "de": ("BE", "B", "BS"),
    "fr": ("CDE", "BC", "C"),
    "it": ("ODA", "ORD", "OA"),
    "es": ("PED", "PC", "OC"),
    "nl": ("IO", "INK", "PO"),
}


def po_number(rng: Rng, lang: str, shape: int, year: int) -> str:
    """A site's purchase order number in one of its buyers' shapes."""
    p = PO_PREFIX[lang][shape % 3]
    yy = f"{year % 100:02d}"
    return (
        f"{p}-{digits(rng, 5)}",
        f"{p}{digits(rng, 6)}",
        f"45{digits(rng, 8)}",
        f"{yy}-{rng.randrange(1000, 9999)}",
        f"{p}/{yy}/{rng.randrange(100, 999)}",
        f"{rng.randrange(100000, 999999)}",
    )[shape]


def near(rng: Rng, po: str) -> str:
    """``po`` with one character changed (a digit for a digit, a letter for a letter)."""
    spots = [i for i, ch in enumerate(po) if ch.isalnum()]
    i = choice(rng, spots)
    pool = "0123456789" if po[i].isdigit() else "ABCDEFGHKLMNPRSTUVWXYZ"
    new = choice(rng, [c for c in pool if c != po[i]])
    return po[:i] + new + po[i + 1 :]


# --------------------------------------------------------------------------- layouts

# name -> (family, options). Options steer the shared composers below.
LAYOUTS: dict[str, tuple[str, dict[str, Any]]] = {
    "lh-classic": ("letterhead", {"logo": "left", "meta": "right", "sep": ":"}),
    "lh-centred": ("letterhead", {"logo": "center", "meta": "under", "sep": ":"}),
    "lh-banner": ("letterhead", {"logo": "right", "meta": "left", "sep": ""}),
    "lh-sidebar": ("letterhead", {"logo": "left", "meta": "right", "sep": "", "terms": 1}),
    "lh-compact": ("letterhead", {"logo": "left", "meta": "inline", "sep": ":", "size": 8}),
    "erp-sap": ("erp", {"logo": "left", "meta": "right", "sep": ":", "printed": "top"}),
    "erp-nav": ("erp", {"logo": "right", "meta": "left", "sep": ":", "printed": "bottom"}),
    "erp-sage": ("erp", {"logo": "left", "meta": "inline", "sep": "", "printed": "bottom"}),
    "erp-oracle": ("erp", {"logo": "center", "meta": "right", "sep": ":", "prices": 1}),
    "erp-matrix": ("erp", {"logo": "left", "meta": "right", "sep": ":", "caps": 1, "cw": 0.6}),
    "rc-58": ("receipt", {"paper": 165.0, "sep": ":"}),
    "rc-80": ("receipt", {"paper": 226.0, "sep": ":"}),
    "rc-80-pos": ("receipt", {"paper": 226.0, "sep": "", "prices": 1}),
    "rc-58-term": ("receipt", {"paper": 165.0, "sep": ":", "caps": 1}),
    "rc-80-counter": ("receipt", {"paper": 220.0, "sep": ":", "prices": 1}),
    "grid-4x2": ("grid", {"logo": "left", "meta": "cells", "cells": 4}),
    "grid-header": ("grid", {"logo": "right", "meta": "cells", "cells": 5, "size": 8}),
    "grid-right": ("grid", {"logo": "left", "meta": "cells", "cells": 2, "at": "right"}),
    "grid-full": ("grid", {"logo": "center", "meta": "cells", "cells": 3, "prices": 1}),
    "grid-strip": ("grid", {"logo": "left", "meta": "cells", "cells": 6, "size": 7.5}),
    "pad-carbon": ("pad", {"logo": "center", "faint": 1}),
    "pad-triplicate": ("pad", {"logo": "left", "faint": 1}),
    "pad-book": ("pad", {"logo": "left"}),
    "pad-docket": ("pad", {"logo": "right"}),
    "ll-wide": ("labelleft", {"logo": "left", "meta": "leftcol", "sep": "", "lw": 130}),
    "ll-narrow": ("labelleft", {"logo": "left", "meta": "leftcol", "sep": ":", "lw": 95}),
    "ll-colon": ("labelleft", {"logo": "right", "meta": "leftcol", "sep": ":", "lw": 110}),
    "ll-dotted": ("labelleft", {"logo": "center", "meta": "leftcol", "sep": "..", "lw": 120}),
    "web-account": ("webshop", {"logo": "left", "meta": "right", "sep": ":"}),
    "web-market": ("webshop", {"logo": "left", "meta": "inline", "sep": ":", "sold": 1}),
    "web-collect": ("webshop", {"logo": "center", "meta": "under", "sep": ":"}),
    "web-email": ("webshop", {"logo": "left", "meta": "inline", "sep": "", "mail": 1}),
    "tk-readymix": ("ticket", {"logo": "left", "meta": "right", "sep": ":", "batch": 1}),
    "tk-weigh": ("ticket", {"logo": "center", "meta": "leftcol", "sep": ":", "lw": 120}),
    "tk-hire": ("ticket", {"logo": "right", "meta": "cells", "cells": 3, "hire": 1}),
}
FAMILY_WEIGHTS = {
    "letterhead": 5,
    "erp": 5,
    "receipt": 3,
    "grid": 4,
    "pad": 2.5,
    "labelleft": 3,
    "webshop": 2,
    "ticket": 2,
}
TICKET_TRADES = ("concrete_aggregates", "plant_hire", "landscaping", "scaffolding")


@dataclass
class Item:
    """One printed (or written, or stamped) line piece: its text, where, how big, by whom."""

    text: str
    x: float
    y: float
    size: float
    role: str
    block: int
    cw: float
    tilt: float = 0.0
    key: str = ""

    @property
    def x1(self) -> float:
        return self.x + len(self.text) * self.size * self.cw


class Canvas:
    """A page being laid out, in points, y downwards."""

    def __init__(self, w: float, h: float, cw: float = 0.53, caps: bool = False) -> None:
        self.w, self.h, self.cw, self.caps = w, h, cw, caps
        self.items: list[Item] = []
        self.block = 0
        self.margin = 8.0 if w < 300 else 28.0
        self.spots: dict[str, Any] = {}

    def new_block(self) -> None:
        self.block += 1

    def width(self, text: str, size: float) -> float:
        return len(text) * size * self.cw

    def put(
        self,
        x: float,
        y: float,
        text: str,
        size: float = 9.0,
        role: str = "print",
        align: str = "l",
        key: str = "",
        tilt: float = 0.0,
        caps: bool | None = None,
    ) -> float:
        """Place ``text`` (left, right or centre aligned at ``x``); returns its right edge."""
        text = " ".join(text.split())
        if not text:
            return x
        if (self.caps if caps is None else caps) and role == "print" and key == "":
            text = text.upper()
        cw = self.cw if role != "hand" else 0.62
        room = self.w - 2 * self.margin
        while len(text) * size * cw > room and size > 5:
            size -= 0.5
        wd = len(text) * size * cw
        if align == "r":
            x -= wd
        elif align == "c":
            x -= wd / 2
        x = max(self.margin, min(x, self.w - self.margin - wd))
        self.items.append(Item(text, x, y, size, role, self.block, cw, tilt, key))
        return x + wd


def wrap(text: str, chars: int) -> list[str]:
    lines: list[str] = []
    line = ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > chars:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    if line:
        lines.append(line)
    return lines


def fmt_qty(q: float, lang: str) -> str:
    text = f"{q:.2f}" if q != int(q) else str(int(q))
    return text.replace(".", ",") if lang != "en" else text


def fmt_money(v: float, lang: str, loc: str) -> str:
    text = f"{v:,.2f}"
    if lang in ("de", "it", "es", "nl") or (lang == "fr" and loc != "fr-CH"):
        text = text.replace(",", "_").replace(".", ",").replace("_", ".")
        if lang == "fr":
            text = text.replace(".", " ")
    return text


# --------------------------------------------------------------------------- a note


@dataclass
class Note:
    """Everything one document says (and what the site did to it), before it is laid out."""

    i: int
    sup: Supplier
    doc_type: str
    layout: str
    family: str
    opts: dict[str, Any]
    kind: str
    number: str
    style: DateStyle
    doc_date: date
    truth: date
    delivery: date | None
    order_date: date | None
    print_date: date | None
    due: date | None
    ret: date | None
    po: str
    po_hand: bool
    customer: str
    site: str
    account: str
    our_order: str
    contact: str
    carrier: tuple[str, str, str] | None
    weigh: tuple[str, str] | None
    vehicle: str
    driver: str
    lines: list[tuple[str, str, str, str, float]]
    pages: int
    title: str
    copy: str
    header_name: str
    footer_legal: bool
    repeat_number: bool
    gate: dict[str, Any] = field(default_factory=dict)

    @property
    def loc(self) -> str:
        return self.sup.loc

    @property
    def lang(self) -> str:
        return lang_of(self.sup.loc)


def lbl(rng: Rng, table: dict[str, tuple[str, ...]], loc: str) -> str:
    return choice(rng, lex.pick(table, loc))


def pick_family(rng: Rng, doc_type: str, trade: str) -> str:
    fams = list(FAMILY_WEIGHTS)
    while True:
        fam = rng.choices(fams, [FAMILY_WEIGHTS[f] for f in fams])[0]
        if fam == "ticket" and (trade not in TICKET_TRADES or doc_type != "delivery_note"):
            continue
        if fam == "pad" and doc_type != "delivery_note":
            continue
        if fam == "receipt" and doc_type not in ("delivery_note", "invoice"):
            continue
        return fam


def pick_kind(rng: Rng, family: str) -> str:
    r = rng.random()
    if family == "pad":
        return "scan" if r < 0.55 else "photo"
    if family == "receipt":
        return "digital" if r < 0.35 else "scan" if r < 0.55 else "photo"
    if family == "webshop":
        return "digital" if r < 0.75 else "scan" if r < 0.9 else "photo"
    return "digital" if r < 0.5 else "scan" if r < 0.82 else "photo"


def make_lines(rng: Rng, trade: str, lang: str, n: int) -> list[tuple[str, str, str, str, float]]:
    items = lex.ITEMS[trade][lang]
    out = []
    for _ in range(n):
        desc, unit = choice(rng, items).split("|")
        q = float(rng.choice((1, 2, 3, 4, 5, 6, 10, 12, 20, 24, 40, 50)))
        if unit in ("t", "m3", "m³", "ton", "m2", "m²", "ml", "lfm", "m"):
            q = round(rng.uniform(0.5, 30), 2)
        code = choice(
            rng,
            (
                f"{digits(rng, 6)}",
                f"{choice(rng, 'ABKMPTX')}{digits(rng, 5)}",
                f"{digits(rng, 3)}-{digits(rng, 3)}",
            ),
        )
        out.append((code, desc, fmt_qty(q, lang), unit, round(rng.uniform(0.8, 420), 2)))
    return out


def stamp_number(rng: Rng, lang: str, year: int) -> str:
    form = choice(rng, lex.STAMP_NUMBERS[lang])
    form = form.replace("{yyyy}", str(year)).replace("{yy}", f"{year % 100:02d}")
    return "".join(str(rng.randrange(10)) if ch == "#" else ch for ch in form)


def make_gate(rng: Rng, note: Note, suppliers: list[Supplier]) -> dict[str, Any]:
    """What happened to the paper on site and in the scanner."""
    lang, loc = note.lang, note.loc
    ocr = note.kind != "digital"
    gate: dict[str, Any] = {}
    if rng.random() < (0.55 if ocr else 0.2):
        offsets = [k for k in range(1, 6) if note.doc_date + timedelta(k) != note.truth]
        when = note.doc_date + timedelta(choice(rng, offsets))
        if rng.random() < 0.3:
            text = f"{when.day:02d} {lex.MONTHS_3[lang][when.month - 1]} {when.year}"
        else:
            forms = ("mm/dd/yy", "mm/dd/yyyy") if loc == "en-US" else ("dd.mm.yy", "dd/mm/yyyy")
            text = numeric(when, choice(rng, forms))
        initials = "".join(choice(rng, "ABDGHJKLMPRSTW") for _ in range(2))
        gate["stamp"] = {
            "head": choice(rng, lex.STAMP_WORDS[lang]),
            "date": text,
            "number": stamp_number(rng, lang, when.year),
            "init": f"{choice(rng, lex.STAMP_INITIALS[lang])} {initials}",
            "tilt": rng.uniform(-0.08, 0.08),
        }
    if ocr and rng.random() < 0.65:
        hand = [choice(rng, lex.HAND_NOTES[lang])]
        if rng.random() < 0.6:
            hand.append(choice(rng, lex.HAND_SCRIBBLES))
        gate["hand"] = hand
        if rng.random() < 0.5:
            sig = note.truth + timedelta(rng.choice((0, 0, 1)))
            gate["sig_date"] = (
                f"{sig.month}/{sig.day}" if loc == "en-US" else f"{sig.day}/{sig.month}"
            )
        gate["ticks"] = rng.random() < 0.5
        if rng.random() < 0.3:
            gate["site_hand"] = note.site.split(",")[0][:22]
    if ocr and rng.random() < 0.3:
        gate["sticker"] = {
            "job": f"{lbl(rng, lex.STICKER_JOB, loc)} {choice(rng, ('J-', 'P', ''))}"
            f"{digits(rng, 4)}",
            "cost": f"{lbl(rng, lex.STICKER_COST, loc)} {digits(rng, 3)}.{digits(rng, 2)}",
            "barcode": f"{digits(rng, 1)} {digits(rng, 6)} {digits(rng, 6)}",
        }
    if ocr and rng.random() < 0.15:
        other = choice(rng, suppliers)
        odate = note.doc_date - timedelta(rng.randrange(3, 40))
        gate["strip"] = [
            other.name[rng.randrange(3, 8) :],
            f"{lbl(rng, lex.NUMBER_LABELS['invoice'], other.loc)} {digits(rng, 6)}",
            numeric(odate, "yyyy-mm-dd" if rng.random() < 0.3 else "dd/mm/yyyy"),
        ]
    if ocr:
        gate["holes"] = rng.random() < 0.3
        gate["fold"] = rng.random() < 0.35
        gate["corner"] = rng.random() < 0.1
        gate["faint"] = bool(note.opts.get("faint")) or rng.random() < 0.1
        gate["damage"] = rng.choice(("number", "supplier")) if rng.random() < 0.22 else ""
    return gate


def make_note(
    rng: Rng, i: int, sup: Supplier, suppliers: list[Supplier], other: bool = False
) -> Note:
    loc, lang = sup.loc, lang_of(sup.loc)
    doc_type = "delivery_note"
    if other:
        doc_type = rng.choices(NON_NOTES, (3, 1.5, 2, 1.5, 1.2))[0]
    family = pick_family(rng, doc_type, sup.trade)
    layout = choice(rng, [name for name, (fam, _) in LAYOUTS.items() if fam == family])
    opts = LAYOUTS[layout][1]
    kind = pick_kind(rng, family)
    pages = 1
    if doc_type == "delivery_note" and family not in ("receipt", "pad", "ticket"):
        r = rng.random()
        pages = 2 if r < 0.14 else 3 if r < 0.19 else 1
    doc_date = date(2023, 1, 2) + timedelta(rng.randrange(900))
    style = date_style(rng, loc, 0.0 if family == "pad" else 0.3)
    if family == "pad":
        style = DateStyle("dd/mm/yy" if loc != "en-US" else "mm/dd/yy", loc)
    delivery = None
    if doc_type == "delivery_note" and family != "pad" and rng.random() < 0.45:
        delivery = doc_date + timedelta(rng.choice((0, 0, 1, 1, 2, 3)))
    truth = delivery or doc_date
    order_date = doc_date - timedelta(rng.randrange(1, 26)) if rng.random() < 0.45 else None
    print_date = None
    if family in ("erp", "webshop") or rng.random() < 0.35:
        print_date = doc_date if doc_date != truth else doc_date + timedelta(rng.randrange(1, 5))
    due = doc_date + timedelta(30) if doc_type in ("invoice", "statement") else None
    if doc_type == "quotation":
        due = doc_date + timedelta(30)
    ret = None
    if sup.trade == "plant_hire" and doc_type == "delivery_note" and rng.random() < 0.6:
        ret = doc_date + timedelta(rng.randrange(7, 29))
    no_po = 0.26 if doc_type == "delivery_note" else 0.15
    po = ""
    if doc_type not in ("quotation", "statement") and rng.random() >= no_po:
        po = po_number(rng, lang, rng.randrange(6), doc_date.year)
    po_hand = bool(po) and (family == "pad" or (kind != "digital" and rng.random() < 0.2))
    carrier = None
    if doc_type == "delivery_note" and family != "pad" and rng.random() < 0.28:
        ref = choice(
            rng,
            (
                f"{digits(rng, 12)}",
                f"JD{digits(rng, 14)}",
                f"{digits(rng, 3)}-{digits(rng, 7)}",
                f"CN{digits(rng, 8)}",
            ),
        )
        carrier = (choice(rng, lex.pick(lex.CARRIERS, loc)), lbl(rng, lex.CARRIER_LABELS, loc), ref)
    weigh = None
    if doc_type == "delivery_note" and (
        layout == "tk-weigh"
        or (sup.trade in ("concrete_aggregates", "landscaping") and rng.random() < 0.5)
    ):
        weigh = (
            lbl(rng, lex.WEIGH_LABELS, loc),
            choice(rng, (f"W{digits(rng, 6)}", digits(rng, 7))),
        )
    n_lines = rng.randrange(2, 8) if pages == 1 else 12 + 15 * (pages - 2) + rng.randrange(3, 9)
    if family == "receipt":
        n_lines = rng.randrange(1, 5)
    if doc_type == "delivery_note":
        title = lbl(rng, lex.NOTE_TITLES, loc)
    else:
        title = lbl(rng, lex.OTHER_TITLES[doc_type], loc)
    header_name = sup.aliases[0] if sup.aliases and rng.random() < 0.5 else sup.name
    first = choice(rng, lex.FIRST_NAMES[lang])
    note = Note(
        i=i,
        sup=sup,
        doc_type=doc_type,
        layout=layout,
        family=family,
        opts=opts,
        kind=kind,
        number=doc_number(rng, sup, doc_type, doc_date.year),
        style=style,
        doc_date=doc_date,
        truth=truth,
        delivery=delivery,
        order_date=order_date,
        print_date=print_date,
        due=due,
        ret=ret,
        po=po,
        po_hand=po_hand,
        customer=choice(rng, lex.CUSTOMERS[loc]),
        site=lbl(rng, lex.SITES, loc),
        account=choice(
            rng, (digits(rng, 5), f"{sup.stem[:3].upper()}{digits(rng, 3)}", f"K{digits(rng, 6)}")
        ),
        our_order=f"{choice(rng, ('SO', 'A', 'K', ''))}{digits(rng, 6)}"
        if rng.random() < 0.5
        else "",
        contact=f"{first} {choice(rng, lex.LAST_NAMES[lang])}",
        carrier=carrier,
        weigh=weigh,
        vehicle=f"{choice(rng, 'ABKLMSW')}{choice(rng, 'ABKLMSW')}{digits(rng, 2)} "
        f"{choice(rng, 'CDFHJNRTX')}{digits(rng, 3)}",
        driver=f"{choice(rng, lex.FIRST_NAMES[lang])} {choice(rng, lex.LAST_NAMES[lang])[0]}.",
        lines=make_lines(rng, sup.trade, lang, n_lines),
        pages=pages,
        title=title,
        copy=lbl(rng, lex.COPY_LABELS, loc) if rng.random() < 0.3 else "",
        header_name=header_name,
        footer_legal=header_name != sup.name or rng.random() < 0.8,
        repeat_number=rng.random() < 0.6,
    )
    note.gate = make_gate(rng, note, suppliers)
    return note


def meta_fields(rng: Rng, note: Note) -> list[tuple[str, str, str]]:
    """The note's references and dates as (key, label, value), in a printed order."""
    loc, st = note.loc, note.style
    dt = note.doc_type
    nl = lbl(rng, lex.NUMBER_LABELS[dt], loc)
    if dt == "delivery_note":
        dl = lbl(rng, lex.DATE_LABELS, loc)
    else:
        dl = lbl(rng, lex.DOC_DATE_LABELS["invoice" if dt == "invoice" else "other"], loc)
    out = [("number", nl, note.number), ("date", dl, st.fmt(note.doc_date))]
    if note.delivery:
        out.append(("delivery", lbl(rng, lex.DELIVERY_LABELS, loc), st.fmt(note.delivery)))
    if note.po or (note.doc_type not in ("quotation", "statement") and rng.random() < 0.5):
        out.append(("po", lbl(rng, lex.PO_LABELS, loc), "" if note.po_hand else note.po))
    if note.order_date:
        out.append(("order", lbl(rng, lex.ORDER_DATE_LABELS, loc), st.fmt(note.order_date)))
    if note.account:
        out.append(("account", lbl(rng, lex.ACCOUNT_LABELS, loc), note.account))
    if note.our_order:
        out.append(("ours", lbl(rng, lex.OUR_ORDER_LABELS, loc), note.our_order))
    if note.carrier:
        out.append(("carrier", note.carrier[1], note.carrier[2]))
    if note.weigh:
        out.append(("weigh", note.weigh[0], note.weigh[1]))
    if note.due:
        table = lex.VALID_LABELS if dt == "quotation" else lex.DUE_LABELS
        out.append(("due", lbl(rng, table, loc), st.fmt(note.due)))
    if note.ret:
        out.append(("ret", lbl(rng, lex.RETURN_LABELS, loc), st.fmt(note.ret)))
    if rng.random() < 0.4:
        out.append(("contact", lbl(rng, lex.CONTACT_LABELS, loc), note.contact))
    head, tail = out[:2], out[2:]
    rng.shuffle(tail)
    if rng.random() < 0.3:
        head.reverse()
    return head + tail


# --------------------------------------------------------------------------- composing forms


def paper(note: Note) -> tuple[float, float]:
    return LETTER if note.loc == "en-US" else A4


def extra_fields(rng: Rng, note: Note) -> list[tuple[str, str, str]]:
    """References a look-alike document prints to other documents (never its own number)."""
    loc, year = note.loc, note.doc_date.year
    if note.doc_type == "invoice":
        other = doc_number(rng, note.sup, "delivery_note", year)
        return [("dnref", lbl(rng, lex.DN_REF_LABELS, loc), other)]
    if note.doc_type == "credit_note":
        other = doc_number(rng, note.sup, "invoice", year)
        return [("invref", lbl(rng, lex.INV_REF_LABELS, loc), other)]
    return []


def header(rng: Rng, cv: Canvas, note: Note, y: float, size: float) -> float:
    sup = note.sup
    logo = note.opts.get("logo", "left")
    x, align = {"left": (40.0, "l"), "right": (cv.w - 40, "r"), "center": (cv.w / 2, "c")}[logo]
    cv.new_block()
    cv.put(x, y, note.header_name, size + 7, key="name", align=align)
    y += size + 11
    tel = f"{lex.PHONE_LABEL[note.lang]} {sup.phone}"
    for line in (sup.street, sup.town, tel):
        cv.put(x, y, line, size - 1, align=align, key="addr")
        y += size + 2
    if rng.random() < 0.6:
        cv.put(
            x,
            y,
            f"{lbl(rng, lex.TAX_LABEL, note.loc)} {sup.tax_id}",
            size - 1,
            align=align,
            key="tax",
        )
        y += size + 2
    return y


def put_meta(
    rng: Rng,
    cv: Canvas,
    note: Note,
    fields: list[tuple[str, str, str]],
    x: float,
    y: float,
    style: str,
    size: float,
    right: float,
) -> float:
    """Lay the references and dates out in one of the families' ways; returns the next y."""
    sep = note.opts.get("sep", ":")
    cv.new_block()
    labels = [f"{label}{sep}" if sep in (":", "") else f"{label} {sep}" for _, label, _ in fields]
    if style in ("right", "left", "leftcol", "under", "stack"):
        lw = max(cv.width(t, size) for t in labels) + 8
        lw = min(lw, note.opts.get("lw", 150))
        for (key, _, value), label in zip(fields, labels, strict=True):
            end = cv.put(x, y, label, size)
            vx = max(x + lw, end + 5) if style != "under" else end + 5
            if style == "stack" and vx + cv.width(value, size) > right:
                y += size * 1.35
                vx = x + 10
            if value:
                cv.put(vx, y, value, size, key=key)
            elif key == "po":
                cv.spots["po"] = (end + 8, y)
            y += size * (1.9 if style == "leftcol" else 1.55)
        return y
    if style == "inline":
        col = (right - x) / 2
        for n, ((key, _, value), label) in enumerate(zip(fields, labels, strict=True)):
            cx = x + col * (n % 2)
            end = cv.put(cx, y, label, size)
            if value:
                cv.put(end + 4, y, value, size, key=key)
            elif key == "po":
                cv.spots["po"] = (end + 8, y)
            if n % 2:
                y += size * 1.6
        return y + size * 1.6
    # cells: label above value, ``cells`` to a row
    per = int(note.opts.get("cells", 4))
    cell = (right - x) / per
    for n, ((key, _, value), label) in enumerate(zip(fields, labels, strict=True)):
        cx = x + cell * (n % per) + 3
        cv.put(cx, y, label.rstrip(":"), size - 1.5)
        if value:
            cv.put(cx, y + size + 1, value, size, key=key)
        elif key == "po":
            cv.spots["po"] = (cx, y + size + 1)
        if n % per == per - 1:
            y += size * 2.9
    return y + (size * 2.9 if len(fields) % per else 0)


def put_table(
    rng: Rng,
    cv: Canvas,
    note: Note,
    lines: list[tuple[str, str, str, str, float]],
    y: float,
    size: float,
    prices: bool,
) -> float:
    lang, loc = note.lang, note.loc
    w = cv.w
    code_x, desc_x = 40.0, 40.0 + size * cv.cw * 9
    qty_r = w - (205 if prices else 110)
    unit_x = qty_r + 8
    cv.new_block()
    heads = {k: choice(rng, v[lang]) for k, v in lex.HEADS.items()}
    cv.put(code_x, y, heads["code"], size)
    cv.put(desc_x, y, heads["desc"], size)
    cv.put(qty_r, y, heads["qty"], size, align="r")
    cv.put(unit_x, y, heads["unit"], size)
    if prices:
        cv.put(w - 110, y, heads["price"], size, align="r")
        cv.put(w - 40, y, heads["amount"], size, align="r")
    y += size * 1.8
    room = int((qty_r - 40 - desc_x) / (size * cv.cw))
    for code, desc, qty, unit, price in lines:
        if y > cv.h - 120:
            break
        if rng.random() < 0.15:
            cv.new_block()
        cv.put(code_x, y, code, size, key="code")
        cv.put(desc_x, y, desc[:room], size)
        cv.put(qty_r, y, qty, size, align="r", key="qty")
        cv.spots.setdefault("qty", []).append((qty_r + 30, y))
        cv.put(unit_x, y, unit, size, key="unit")
        if prices:
            q = float(qty.replace(",", "."))
            cv.put(w - 110, y, fmt_money(price, lang, loc), size, align="r", key="p")
            cv.put(w - 40, y, fmt_money(price * q, lang, loc), size, align="r", key="p")
        y += size * 1.55
    return y + size


def put_totals(rng: Rng, cv: Canvas, note: Note, y: float, size: float) -> float:
    net = sum(float(q.replace(",", ".")) * p for _, _, q, _, p in note.lines)
    rate = {"en": 0.2, "de": 0.19, "fr": 0.2, "it": 0.22, "es": 0.21, "nl": 0.21}[note.lang]
    cur = lex.CURRENCY.get(note.loc, "€")
    cv.new_block()
    for label, value in zip(
        lex.pick(lex.TOTALS, note.loc), (net, net * rate, net * (1 + rate)), strict=True
    ):
        cv.put(cv.w - 170, y, label, size)
        cv.put(
            cv.w - 40, y, f"{cur} {fmt_money(value, note.lang, note.loc)}", size, align="r", key="p"
        )
        y += size * 1.5
    return y + size


def put_statement(rng: Rng, cv: Canvas, note: Note, y: float, size: float) -> float:
    cv.new_block()
    bal = 0.0
    for k in range(rng.randrange(3, 7)):
        when = note.doc_date - timedelta(rng.randrange(5, 60) + 9 * k)
        ref = doc_number(rng, note.sup, "invoice", when.year)
        amount = round(rng.uniform(40, 3000), 2)
        bal += amount
        cv.put(40, y, note.style.fmt(when), size, key="d")
        cv.put(160, y, ref, size, key="ref")
        cv.put(cv.w - 130, y, fmt_money(amount, note.lang, note.loc), size, align="r", key="p")
        cv.put(cv.w - 40, y, fmt_money(bal, note.lang, note.loc), size, align="r", key="p")
        y += size * 1.55
    cv.put(cv.w - 170, y + 4, lbl(rng, lex.BALANCE, note.loc), size)
    return y + size * 3


def page_label(rng: Rng, note: Note, k: int, n: int) -> str:
    return choice(rng, lex.PAGE_FORMS[note.lang]).format(k=k, n=n)


def footer(rng: Rng, cv: Canvas, note: Note, k: int, n: int, size: float) -> None:
    cv.new_block()
    y = cv.h - 40
    if note.footer_legal:
        text = f"{note.sup.name} · {lbl(rng, lex.TAX_LABEL, note.loc)} {note.sup.tax_id}"
        cv.put(cv.w / 2, y, text, size - 2, align="c", key="legal")
    if n > 1 or rng.random() < 0.25:
        cv.put(cv.w - 40, y + size, page_label(rng, note, k, n), size - 1.5, align="r", key="pg")
    if note.family == "webshop":
        host = f"www.{strip_accents(note.sup.stem).lower().replace(' ', '')}.com"
        url = f"https://{host}/account/orders/{digits(rng, 7)}/print"
        cv.put(30, cv.h - 18, url, 6.5, key="url")


def compose_form(
    rng: Rng, note: Note, k: int, n: int, lines: list[tuple[str, str, str, str, float]]
) -> Canvas:
    """One page of a letterhead, ERP, grid, label-left, web-shop or ticket form."""
    opts = note.opts
    w, h = paper(note)
    cv = Canvas(w, h, float(opts.get("cw", rng.uniform(0.5, 0.56))), bool(opts.get("caps")))
    size = float(opts.get("size", 9))
    loc, lang = note.loc, note.lang
    y = 34.0
    if note.family == "webshop" and k == 1 and note.print_date:
        stamp = f"{note.style.fmt(note.print_date)}, {rng.randrange(7, 19)}:{rng.randrange(60):02d}"
        cv.put(30, 14, stamp, 6.5, key="printed")
        cv.put(w / 2, 14, f"{note.title} - {note.header_name}", 6.5, align="c")
    if opts.get("printed") == "top" and note.print_date:
        label = lbl(rng, lex.PRINT_DATE_LABELS, loc)
        cv.put(
            w - 40, 20, f"{label} {note.style.fmt(note.print_date)}", 6.5, align="r", key="printed"
        )
    if k > 1:
        cv.new_block()
        cv.put(40, y, note.header_name, size + 3, key="name")
        head = f"{note.title} {note.number}" if note.repeat_number else note.title
        cv.put(w - 40, y, head, size + 2, align="r", key="title")
        y += size * 2.2
        cv.put(40, y, choice(rng, lex.CONTINUED[lang]), size - 1)
        cv.put(w - 40, y, page_label(rng, note, k, n), size - 1, align="r", key="pg")
        y += size * 2.5
    else:
        y = header(rng, cv, note, y, size) + 8
        cv.new_block()
        tx = w - 40 if opts.get("logo", "left") != "right" else 40.0
        ta = "r" if opts.get("logo", "left") != "right" else "l"
        ty = 40.0 if opts.get("logo") != "center" else y
        cv.put(tx, ty, note.title, size + 6, align=ta, key="title")
        if note.copy:
            cv.put(tx, ty + size + 10, note.copy, size, align=ta, key="copy")
        y = max(y, ty + size * 3.2)
        if note.family == "webshop":
            web = f"{lbl(rng, lex.WEB_ORDER, loc)} {digits(rng, 3)}-{digits(rng, 7)}"
            cv.put(40, y, web, size, key="web")
            if opts.get("sold"):
                cv.put(
                    w / 2,
                    y,
                    f"{lex.SOLD_BY[lang]} {(note.sup.aliases or [note.sup.name])[0]}",
                    size,
                    key="sold",
                )
            y += size * 2
        fields = meta_fields(rng, note) + extra_fields(rng, note)
        style = str(opts.get("meta", "right"))
        mx, right = 40.0, w - 40
        if style in ("right", "left"):
            mx = w / 2 + 20 if style == "right" else 40.0
            right = w - 40 if style == "right" else w / 2 - 10
        if style == "cells" and opts.get("at") == "right":
            mx = w / 2
        meta_y = y
        y_end = put_meta(rng, cv, note, fields, mx, y, style, size, right)
        ax = 40.0 if style != "left" else w / 2 + 20
        ay = meta_y if style in ("right", "left") or opts.get("at") == "right" else y_end + 6
        cv.new_block()
        cv.put(ax, ay, lbl(rng, lex.DELIVER_TO, loc), size - 0.5)
        cv.put(ax, ay + size * 1.4, note.customer, size, key="cust")
        cv.put(ax, ay + size * 2.7, note.site, size, key="site")
        cv.spots["site"] = (ax, ay + size * 4.0)
        y = max(y_end, ay + size * 4.2) + size
        if opts.get("batch") or opts.get("hire") or note.weigh:
            y = put_ticket_extras(rng, cv, note, y, size)
    if note.doc_type == "statement":
        y = put_statement(rng, cv, note, y, size)
    else:
        prices = bool(opts.get("prices")) or note.doc_type != "delivery_note"
        y = put_table(rng, cv, note, lines, y, size, prices)
        if k == n and prices:
            y = put_totals(rng, cv, note, y, size)
    if k == n:
        if note.doc_type == "order_confirmation":
            plan = choice(rng, lex.PLANNED_LABELS[lang]).format(w=rng.randrange(1, 53))
            cv.put(40, y, plan, size)
            y += size * 2
        if note.doc_type == "delivery_note":
            cv.new_block()
            labels = lex.SIGN_LABELS[lang]
            cv.put(40, y + 6, labels[0], size)
            cv.put(w / 2, y + 6, labels[1], size)
            cv.spots["sign"] = (w / 2 + 60, y + 2)
            if rng.random() < 0.5:
                cv.put(
                    40,
                    y + 6 + size * 1.8,
                    f"{lbl(rng, lex.DRIVER_LABELS, loc)} {note.driver}",
                    size - 1,
                )
                cv.put(
                    w / 2,
                    y + 6 + size * 1.8,
                    f"{lbl(rng, lex.VEHICLE_LABELS, loc)} {note.vehicle}",
                    size - 1,
                )
            y += size * 5
        if opts.get("terms") or rng.random() < 0.4:
            cv.new_block()
            for line in wrap(choice(rng, lex.TERMS[lang]), int((w - 80) / (7 * cv.cw))):
                cv.put(40, min(y, h - 70), line, 7)
                y += 9
    if opts.get("printed") == "bottom" and note.print_date and k == 1:
        label = lbl(rng, lex.PRINT_DATE_LABELS, loc)
        cv.put(
            40,
            h - 24,
            f"{label}: {note.style.fmt(note.print_date)} "
            f"{rng.randrange(6, 19)}:{rng.randrange(60):02d}",
            6.5,
            key="printed",
        )
    footer(rng, cv, note, k, n, size)
    return cv


def put_ticket_extras(rng: Rng, cv: Canvas, note: Note, y: float, size: float) -> float:
    lang = note.lang
    cv.new_block()
    if note.opts.get("batch"):
        words = lex.BATCH_WORDS[lang]
        vals = (
            str(rng.randrange(1, 9)),
            f"{rng.randrange(6, 16)}:{rng.randrange(60):02d}",
            choice(rng, ("S3", "S4", "F4")),
            f"{rng.randrange(6, 16)}:{rng.randrange(60):02d}",
        )
        for n, (word, val) in enumerate(zip(words, vals, strict=True)):
            cv.put(40 + 130 * n, y, f"{word}: {val}", size)
        y += size * 2
    if note.weigh:
        gross = rng.uniform(18, 44)
        tare = rng.uniform(9, 15)
        weights: tuple[float, float, float] = (gross, tare, gross - tare)
        for n, (label, weight) in enumerate(zip(lex.WEIGHTS[lang], weights, strict=True)):
            cv.put(40 + 150 * n, y, f"{label} {fmt_qty(round(weight, 2), lang)} t", size)
        y += size * 2
    return y


def compose_receipt(rng: Rng, note: Note) -> Canvas:
    """A thermal till or terminal slip, 58 or 80 mm wide."""
    opts = note.opts
    w = float(opts["paper"])
    cv = Canvas(w, 800.0, 0.55 if w > 200 else 0.52, bool(opts.get("caps")))
    size = 7.5 if w > 200 else 6.5
    lang, loc = note.lang, note.loc
    mid = w / 2
    y = 14.0
    cv.new_block()
    cv.put(mid, y, note.header_name, size + 3, align="c", key="name")
    y += size + 8
    for line in (note.sup.street, note.sup.town, f"{lex.PHONE_LABEL[lang]} {note.sup.phone}"):
        cv.put(mid, y, line, size - 0.5, align="c", key="addr")
        y += size + 2
    cv.put(
        mid,
        y,
        f"{lbl(rng, lex.TAX_LABEL, loc)} {note.sup.tax_id}",
        size - 0.5,
        align="c",
        key="tax",
    )
    y += size * 2.2
    cv.new_block()
    cv.put(mid, y, note.title, size + 2, align="c", key="title")
    y += size * 2
    if note.copy:
        cv.put(mid, y, note.copy, size, align="c", key="copy")
        y += size * 1.8
    fields = [f for f in meta_fields(rng, note) if f[0] in ("number", "date", "delivery", "po")]
    fields += [
        f for f in meta_fields(rng, note) if f[0] not in ("number", "date", "delivery", "po")
    ][:3]
    y = put_meta(rng, cv, note, fields, 8.0, y, "stack", size, w - 8) + size
    cv.new_block()
    chars = int((w - 16) / (size * cv.cw))
    for code, desc, qty, unit, price in note.lines:
        for line in wrap(f"{code} {desc}", chars)[:2]:
            cv.put(8, y, line, size)
            y += size * 1.4
        cv.put(w - 8, y, f"{qty} {unit}", size, align="r", key="qty")
        cv.spots.setdefault("qty", []).append((w - 8 - 50, y))
        if opts.get("prices"):
            cv.put(8, y, fmt_money(price, lang, loc), size, key="p")
        y += size * 1.6
    if opts.get("prices") or note.doc_type == "invoice":
        net = sum(float(q.replace(",", ".")) * p for _, _, q, _, p in note.lines)
        cv.put(8, y, lex.pick(lex.TOTALS, loc)[2], size + 1)
        cv.put(w - 8, y, fmt_money(net * 1.2, lang, loc), size + 1, align="r", key="p")
        y += size * 2.2
    cv.new_block()
    cv.put(8, y, lex.SIGN_LABELS[lang][0], size)
    cv.spots["sign"] = (w / 2, y + size * 1.5)
    y += size * 4.5
    if note.footer_legal:
        for line in wrap(note.sup.name, chars):
            cv.put(mid, y, line, size - 0.5, align="c", key="legal")
            y += size * 1.4
    for line in wrap(choice(rng, lex.THANKS[lang]), chars):
        cv.put(mid, y, line, size, align="c")
        y += size * 1.4
    if note.print_date and rng.random() < 0.6:
        printed = f"{lbl(rng, lex.PRINT_DATE_LABELS, loc)} {note.style.fmt(note.print_date)}"
        for line in wrap(printed, chars):
            cv.put(8, y, line, size - 1, key="printed")
            y += size * 1.4
    cv.h = max(500.0, min(800.0, round(y + 30 + rng.uniform(0, 60))))
    return cv


def compose_pad(rng: Rng, note: Note) -> Canvas:
    """A leaf of a carbon duplicate book: printed headings, values written by hand."""
    opts = note.opts
    cv = Canvas(420.0, 595.0, 0.54)
    lang, loc = note.lang, note.loc
    size = 8.5
    y = header(rng, cv, note, 26.0, size) + 6
    cv.new_block()
    cv.put(cv.w - 30, 30, note.title, size + 4, align="r", key="title")
    cv.put(cv.w - 30, 52, f"No {note.number}", size + 3, align="r", key="number")
    if note.copy:
        cv.put(cv.w - 30, 70, note.copy, size - 1, align="r", key="copy")
    rows = [
        (lbl(rng, lex.DATE_LABELS, loc), note.style.fmt(note.doc_date), "date"),
        (lbl(rng, lex.PO_LABELS, loc), note.po, "po"),
        (lbl(rng, lex.INVOICE_TO, loc), note.customer, "cust"),
        (lbl(rng, lex.DELIVER_TO, loc), note.site, "site"),
    ]
    if rng.random() < 0.5:
        rows[1], rows[2] = rows[2], rows[1]
    for label, value, key in rows:
        cv.new_block()
        end = cv.put(30, y, f"{label}:", size)
        if value:
            cv.put(max(end + 8, 120), y - 3, value, size + 3, role="hand", key=key)
        y += size * 2.6
    cv.new_block()
    heads = {k: choice(rng, v[lang]) for k, v in lex.HEADS.items()}
    cv.put(30, y, heads["qty"], size)
    cv.put(90, y, heads["desc"], size)
    y += size * 2
    for _, desc, qty, unit, _ in note.lines:
        cv.new_block()
        cv.put(34, y, f"{qty} {unit}", size + 2, role="hand", key="qty")
        cv.put(90, y, desc[:34], size + 2, role="hand", key="desc")
        y += size * 2.4
    cv.new_block()
    cv.put(30, cv.h - 80, lex.SIGN_LABELS[lang][0], size)
    cv.spots["sign"] = (150, cv.h - 84)
    if opts.get("faint") or rng.random() < 0.3:
        cv.put(30, cv.h - 40, choice(rng, lex.TERMS[lang])[:70], 6)
    return cv


# --------------------------------------------------------------------------- after the gate


def overlay(rng: Rng, cv: Canvas, note: Note) -> None:
    """The site's marks on a first page: stamp, handwriting, sticker, a stapled strip."""
    gate, lang, w, h = note.gate, note.lang, cv.w, cv.h
    narrow = w < 300
    stamp = gate.get("stamp")
    if stamp:
        cv.new_block()
        sx = rng.uniform(10, 30) if narrow else rng.uniform(w * 0.42, w - 170)
        sy = rng.uniform(h * 0.25, h * 0.55) if narrow else rng.uniform(h * 0.12, h * 0.55)
        t = stamp["tilt"]
        for n, (text, size) in enumerate(
            (
                (stamp["head"], 11.0),
                (stamp["date"], 10.0),
                (stamp["number"], 8.0),
                (stamp["init"], 8.0),
            )
        ):
            cv.put(sx + 4, sy + n * 15, text, size, role="stamp", key="stamp", tilt=t)
    if note.kind == "digital":
        return
    if note.po_hand and note.family != "pad":
        px, py = cv.spots.get("po", (w * 0.55, 120.0))
        prefix = choice(rng, lex.HAND_PO_PREFIX[lang]) if note.po[0].isdigit() else ""
        cv.new_block()
        cv.put(px, py - 4, f"{prefix} {note.po}".strip(), 12, role="hand", key="po")
    hand = gate.get("hand", [])
    if hand:
        cv.new_block()
        sx, sy = cv.spots.get("sign", (w * 0.5, h - 120))
        cv.put(rng.uniform(20, w * 0.5), min(sy + 26, h - 60), hand[0], 11, role="hand", key="hand")
        if len(hand) > 1:
            cv.new_block()
            cv.put(sx, sy, hand[1], 14, role="hand", key="scribble")
        if gate.get("sig_date"):
            cv.put(
                sx + (40 if narrow else 90),
                sy + 2,
                gate["sig_date"],
                11,
                role="hand",
                key="sigdate",
            )
    if gate.get("ticks"):
        for qx, qy in cv.spots.get("qty", [])[:8]:
            if rng.random() < 0.7:
                cv.new_block()
                mark = choice(rng, ("v", "✓", "/", "ok")) if rng.random() < 0.85 else "2"
                cv.put(qx, qy - 1, mark, 10, role="hand", key="tick")
    if gate.get("site_hand"):
        x, y = cv.spots.get("site", (40.0, 200.0))
        cv.new_block()
        cv.put(x + 10, y + 2, gate["site_hand"], 11, role="hand", key="sitehand")
    sticker = gate.get("sticker")
    if sticker:
        cv.new_block()
        x = rng.uniform(10, 30) if narrow else rng.uniform(40, w - 200)
        y = rng.uniform(h * 0.65, h * 0.8)
        for n, key in enumerate(("job", "cost", "barcode")):
            cv.put(x, y + n * 12, sticker[key], 8, role="sticker", key=key)
    strip = gate.get("strip")
    if strip and not narrow:
        cv.new_block()
        for n, text in enumerate(strip):
            cv.put(2 + n * 6, 2 + n * 9, text, 7, role="strip", key="strip")


# --------------------------------------------------------------------------- rendering


def words_digital(cv: Canvas) -> list[dict[str, Any]]:
    """A PDF's text layer: one word per token, where it is printed, exact."""
    out = []
    for it in cv.items:
        if it.role in ("hand", "sticker", "strip"):
            continue
        x = it.x
        step = it.size * it.cw
        for tok in it.text.split(" "):
            if not tok:
                x += step
                continue
            x0 = min(x, cv.w - 1)
            x1 = min(x + len(tok) * step, cv.w)
            dy = it.tilt * (x - it.x)
            y0 = max(0.0, min(it.y + dy, cv.h - it.size))
            out.append(
                {
                    "t": tok,
                    "x0": round(x0, 2),
                    "y0": round(y0, 2),
                    "x1": round(max(x1, x0 + 0.5), 2),
                    "y1": round(y0 + it.size, 2),
                    "c": 1.0,
                }
            )
            x += (len(tok) + 1) * step
    return out


@dataclass
class Run:
    """What an OCR engine reports for one piece of a line, before it is placed on the image."""

    t: str
    x0: float
    y0: float
    x1: float
    y1: float
    role: str
    block: int
    size: float
    key: str
    tilt: float = 0.0

    def cut(self, at: float, gap: int = 0) -> tuple[Run, Run] | None:
        """This run broken at ``at`` (losing ``gap`` characters there), or None."""
        n = len(self.t)
        step = (self.x1 - self.x0) / n
        i = int((at - self.x0) / step)
        if not 0 < i < n - gap:
            return None
        left, right = self.t[:i].rstrip(), self.t[i + gap :].lstrip()
        if not left or not right:
            return None
        a = Run(
            left,
            self.x0,
            self.y0,
            self.x0 + i * step,
            self.y1,
            self.role,
            self.block,
            self.size,
            self.key,
            self.tilt,
        )
        b = Run(
            right,
            self.x0 + (i + gap) * step,
            self.y0,
            self.x1,
            self.y1,
            self.role,
            self.block,
            self.size,
            self.key,
            self.tilt,
        )
        return a, b


def to_runs(cv: Canvas) -> list[Run]:
    runs = []
    for it in cv.items:
        h = it.size * 1.2
        rise = it.tilt * (it.x1 - it.x)
        y0 = it.y + min(0.0, rise)
        runs.append(
            Run(
                it.text,
                it.x,
                y0,
                it.x1,
                it.y + h + max(0.0, rise),
                it.role,
                it.block,
                it.size,
                it.key,
                it.tilt,
            )
        )
    return runs


def paper_damage(rng: Rng, runs: list[Run], gate: dict[str, Any], w: float, h: float) -> list[Run]:
    """Fold lines and punched holes break runs in two; a cut corner loses what was on it."""
    cuts: list[tuple[float, float, float, int]] = []  # x, y from, y to, characters lost
    if gate.get("fold") and w > 300:  # a slip is folded across, which breaks no line
        cuts.append((w / 2 + rng.uniform(-15, 15), 0.0, h, 0))
    if gate.get("holes") and w > 300:
        hx = rng.uniform(25, 45)
        for hy in (h * 0.36, h * 0.64):
            cuts.append((hx, hy - 9, hy + 9, 2))
    out = []
    for run in runs:
        pieces = [run]
        for x, ya, yb, gap in cuts:
            nxt: list[Any] = []
            for p in pieces:
                if p.x0 < x < p.x1 and p.y0 < yb and p.y1 > ya:
                    parts = p.cut(x, gap)
                    nxt.extend(parts if parts else [p])
                else:
                    nxt.append(p)
            pieces = nxt
        out.extend(pieces)
    if gate.get("corner"):
        cx, cy = w - rng.uniform(70, 110), rng.uniform(50, 80)
        kept = []
        for run in out:
            if run.y0 < cy and run.x1 > cx:
                parts = run.cut(cx)
                if parts:
                    kept.append(parts[0])
                elif run.x0 < cx - 5:
                    kept.append(run)
                continue
            kept.append(run)
        out = kept
    return out


def merge_split(rng: Rng, runs: list[Run]) -> list[Run]:
    """Neighbouring runs on a line are sometimes read as one; a long one sometimes as two."""
    runs = sorted(runs, key=lambda r: (r.block, round(r.y0 / 3), r.x0))
    out: list[Run] = []
    for run in runs:
        prev = out[-1] if out else None
        if (
            prev is not None
            and prev.role == run.role == "print"
            and prev.block == run.block
            and abs(prev.y0 - run.y0) < 2
            and 0 <= run.x0 - prev.x1 < 3 * run.size
            and rng.random() < 0.22
        ):
            glue = "" if rng.random() < 0.12 else " "
            prev.t = f"{prev.t}{glue}{run.t}"
            prev.x1, prev.y1 = run.x1, max(prev.y1, run.y1)
            prev.key = prev.key or run.key
            continue
        if run.role == "print" and len(run.t) > 26 and " " in run.t and rng.random() < 0.12:
            mid = run.x0 + (run.x1 - run.x0) * (
                run.t.index(" ", len(run.t) // 2 - 1)
                if " " in run.t[len(run.t) // 2 - 1 :]
                else run.t.index(" ")
            ) / len(run.t)
            parts = run.cut(mid + 0.01)
            if parts:
                out.extend(parts)
                continue
        out.append(run)
    return out


CONF = {
    "print": (0.88, 0.99, 0.07),
    "faint": (0.65, 0.86, 0.25),
    "hand": (0.6, 0.72, 0.55),
    "stamp": (0.6, 0.8, 0.35),
    "sticker": (0.8, 0.97, 0.1),
    "strip": (0.6, 0.8, 0.5),
}


def read_runs(rng: Rng, runs: list[Run], note: Note) -> list[tuple[Run, float]]:
    """An engine's reading of each run: its faults and its confidence."""
    gate = note.gate
    damage = gate.get("damage", "")
    target = note.number if damage == "number" else note.sup.name if damage == "supplier" else ""
    out = []
    photo = note.kind == "photo"
    for run in runs:
        role = "faint" if run.role == "print" and gate.get("faint") else run.role
        lo, hi, p = CONF[role]
        if photo:
            p += 0.04
        c = rng.uniform(lo, hi)
        if target and target in run.t:
            run.t = run.t.replace(target, fault(rng, target))
            c = min(c, rng.uniform(0.7, 0.9))
        elif rng.random() < p:
            run.t = faults(rng, run.t, 1 if role in ("print", "sticker") else rng.randrange(1, 3))
            if role in ("print", "sticker"):
                c = rng.uniform(0.72, 0.9)
        run.t = run.t.strip()
        if run.t:
            out.append((run, round(min(0.99, max(0.6, c)), 3)))
    return out


def ocr_page(rng: Rng, cv: Canvas, note: Note, first: bool) -> dict[str, Any]:
    """A scanned or photographed page as an OCR engine reports it, block by block."""
    gate = note.gate if first else {k: v for k, v in note.gate.items() if k in ("fold", "holes")}
    runs = paper_damage(rng, to_runs(cv), gate, cv.w, cv.h)
    read = read_runs(rng, merge_split(rng, runs), note)
    tops: dict[int, float] = {}
    for run, _ in read:
        tops[run.block] = min(tops.get(run.block, 1e9), run.y0)
    read.sort(key=lambda rc: (tops[rc[0].block], rc[0].block, round(rc[0].y0 / 3), rc[0].x0))
    if note.kind == "scan":
        big_w, big_h = paper(note)
        if cv.w < 500:
            oy = rng.uniform(20, 60)
            s = min(1.0, (big_h - oy - 10) / cv.h)
            ox = rng.uniform(30, big_w - cv.w * s - 30)
        else:
            s = rng.uniform(0.96, 1.0)
            ox, oy = rng.uniform(0, 8), rng.uniform(0, 10)
        slope = rng.uniform(-0.005, 0.005)
    else:
        big_w, big_h = choice(
            rng,
            ((1200, 1600), (1500, 2000), (1536, 2048), (2250, 3000), (3024, 4032), (1600, 1200)),
        )
        s = min(big_w * rng.uniform(0.75, 0.95) / cv.w, big_h * rng.uniform(0.8, 0.95) / cv.h)
        ox = rng.uniform(0, big_w - s * cv.w)
        oy = rng.uniform(0, big_h - s * cv.h)
        slope = rng.uniform(-0.035, 0.035)
    words = []
    for run, c in read:
        x0, x1 = ox + s * run.x0, ox + s * run.x1
        a, b = slope * (x0 - ox), slope * (x1 - ox)
        y0 = max(0.0, oy + s * run.y0 + min(a, b))
        y1 = min(float(big_h), oy + s * run.y1 + max(a, b))
        x0, x1 = max(0.0, x0), min(float(big_w), x1)
        if x1 - x0 < 0.5 or y1 - y0 < 0.5:
            continue
        words.append(
            {
                "t": run.t,
                "x0": round(x0, 2),
                "y0": round(y0, 2),
                "x1": round(x1, 2),
                "y1": round(y1, 2),
                "c": c,
            }
        )
    return {"words": words, "width": float(big_w), "height": float(big_h)}


# --------------------------------------------------------------------------- the sample


def compose(rng: Rng, note: Note) -> list[Canvas]:
    if note.family == "receipt":
        return [compose_receipt(rng, note)]
    if note.family == "pad":
        return [compose_pad(rng, note)]
    chunks = [note.lines[:12]]
    rest = note.lines[12:]
    while len(chunks) < note.pages:
        take = 15 if len(chunks) < note.pages - 1 else len(rest)
        chunks.append(rest[:take])
        rest = rest[take:]
    return [compose_form(rng, note, k + 1, note.pages, chunk) for k, chunk in enumerate(chunks)]


def host(
    rng: Rng, note: Note, suppliers: list[Supplier]
) -> tuple[list[dict[str, Any]], list[dict[str, str]]]:
    """The site's other suppliers (often a sister firm) and other open POs (one often a
    character away from the note's)."""
    stem = note.sup.name.split()[0]
    others = [s for s in suppliers if s.name != note.sup.name]
    sisters = [s for s in others if s.name.split()[0] == stem]
    chosen: list[Supplier] = []
    if sisters and rng.random() < 0.65:
        chosen.append(choice(rng, sisters))
    want = rng.randrange(2, 5)
    while len(chosen) < want:
        s = choice(rng, others)
        if s not in chosen:
            chosen.append(s)
    rng.shuffle(chosen)
    pos: list[dict[str, str]] = []
    numbers = {note.po}
    for j in range(rng.randrange(1, 4)):
        if j == 0 and note.po and rng.random() < 0.4:
            num = near(rng, note.po)
        else:
            num = po_number(rng, note.lang, rng.randrange(6), note.doc_date.year)
        if num in numbers:
            continue
        numbers.add(num)
        pos.append({"po_number": num, "supplier": choice(rng, chosen).name})
    if not pos:
        pos.append({"po_number": f"PO-{digits(rng, 6)}", "supplier": chosen[0].name})
    rng.shuffle(pos)
    return [s.host_entry() for s in chosen], pos


def generate(seed: int = 201, count: int = 120) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    """``count`` notes as (truth, first page); the same notes for the same ``seed``."""
    rng = random.Random(seed)
    suppliers = registry(rng)
    weights = [1 / (r + 1) ** 0.75 for r in range(len(suppliers))]
    # a share of look-alikes (invoices, credit notes, ...) among the notes: 9-15 %
    others = set(rng.sample(range(count), round(count * rng.uniform(0.09, 0.15))))
    for i in range(count):
        sup = rng.choices(suppliers, weights)[0]
        note = make_note(rng, i, sup, suppliers, i in others)
        canvases = compose(rng, note)
        overlay(rng, canvases[0], note)
        pages = []
        for k, cv in enumerate(canvases):
            if note.kind == "digital":
                pages.append({"words": words_digital(cv), "width": cv.w, "height": cv.h})
            else:
                pages.append(ocr_page(rng, cv, note, k == 0))
        page = pages[0]
        if len(pages) > 1:
            page["next_pages"] = pages[1:]
        extra_suppliers, extra_pos = host(rng, note, suppliers)
        truth = {
            "file": f"nineteenth-{i:03d}-{note.layout}-{note.lang}-{note.kind}",
            "kind": note.kind,
            "layout": note.layout,
            "language": note.lang,
            "family": note.family,
            "doc_type": note.doc_type,
            "document_number": note.number,
            "date": note.truth.isoformat(),
            "date_raw": note.style.fmt(note.truth),
            "date_order": "mdy" if note.loc == "en-US" else "dmy",
            "po_number": note.po,
            "supplier": sup.name,
            "supplier_aliases": list(sup.aliases),
            "supplier_tax_id": sup.tax_id,
            "pages": len(pages),
            "trade": sup.trade,
            "host_extra_suppliers": extra_suppliers,
            "host_extra_pos": extra_pos,
        }
        yield truth, page
