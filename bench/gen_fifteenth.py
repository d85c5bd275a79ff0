"""A fifteenth held-out generator for the finding bench, written without sight of the finder:
delivery notes of trade wholesalers (electrical, paint and coatings, PPE and workwear, lab
chemicals, fleet parts, ceramic tiles with shade and batch codes, insulation and drylining,
catering supplies, industrial gases with cylinder exchange, fasteners, pipes and valves,
timber) in English (UK, US, IE), German, French, Dutch, Italian, Spanish and Polish.

Each note is a page of positioned words: digital pages one word per entry, exact; scanned
and photographed pages one run per printed line with an OCR engine's faults (0/O, 1/l/I,
5/S, 8/B, lost accents, spaces and dots, merged and split runs, skew, a photo's scale and
perspective). The number sits in a box, a grid header, a footer, beside a barcode or under
its label; the supplier sometimes only as a logo word with the legal name in the footer;
customer, site and carrier blocks name other companies; order, dispatch, print and due
dates and account, order, route and lot numbers stand around the fields. About one in eight
documents is not a delivery note (invoice, order confirmation, credit note, quotation,
statement, proof of delivery, pick list) and some notes run to two pages."""

from __future__ import annotations

import datetime as dt
import random
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from fifteenth_lex import CARRIERS, CUSTOMERS, ITEMS, LABELS, MONTHS, NOTE_WORD, OTHER, SUPPLIERS

Page = dict[str, Any]
LANGUAGE = {"us": "en"}  # label set -> truth language
FORMS = ("GmbH & Co. KG", "Sp. z o.o.", "GmbH", "SARL", "SAS", "B.V.", "S.r.l.", "S.p.A.",
         "S.L.", "S.A.", "Ltd", "Inc.")  # fmt: skip
TWIN_WORD = {"GB": "Trade Supplies", "IE": "Distribution", "US": "Supply Co", "DE": "Nord",
             "FR": "Distribution", "NL": "Groothandel", "IT": "Forniture", "ES": "Distribuciones",
             "PL": "Handel"}  # fmt: skip


@dataclass(frozen=True)
class Supplier:
    lang: str
    country: str
    name: str
    logo: str
    trade: str
    tax_id: str

    @property
    def short(self) -> str:
        for form in FORMS:
            if self.name.endswith(" " + form):
                return self.name[: -len(form) - 1]
        return self.name

    @property
    def aliases(self) -> list[str]:
        return sorted({self.logo, self.short} - {self.name})

    def host(self) -> dict[str, Any]:
        return {"supplier": self.name, "supplier_aliases": self.aliases,
                "supplier_tax_id": self.tax_id}  # fmt: skip


def _tax_id(country: str, rng: random.Random) -> str:
    def digits(k: int) -> str:
        return "".join(str(rng.randrange(10)) for _ in range(k))

    return {
        "GB": lambda: "GB" + digits(9),
        "IE": lambda: "IE" + digits(7) + rng.choice("ABCDEFW"),
        "US": lambda: digits(2) + "-" + digits(7),
        "DE": lambda: "DE" + digits(9),
        "FR": lambda: "FR" + digits(2) + digits(9),
        "NL": lambda: "NL" + digits(9) + "B01",
        "IT": lambda: "IT" + digits(11),
        "ES": lambda: "ESB" + digits(8),
        "PL": lambda: "PL" + digits(10),
    }[country]()


def _suppliers() -> tuple[list[Supplier], list[Supplier]]:
    """The site's suppliers (fixed, whatever the seed) and a look-alike of each."""
    own, twins = [], []
    for i, (lang, country, name, logo, trade) in enumerate(SUPPLIERS):
        own.append(
            Supplier(lang, country, name, logo, trade, _tax_id(country, random.Random(7000 + i)))
        )
        form = next((f for f in FORMS if name.endswith(" " + f)), "")
        stem = name[: -len(form) - 1] if form else name
        twin = f"{stem} {TWIN_WORD[country]} {form}".strip()
        twins.append(
            Supplier(lang, country, twin, logo, trade, _tax_id(country, random.Random(8000 + i)))
        )
    return own, twins


OWN, TWINS = _suppliers()


# ----------------------------------------------------------------------------- the canvas
@dataclass
class Run:
    text: str
    x0: float
    y0: float
    h: float

    @property
    def x1(self) -> float:
        return self.x0 + _width(self.text, self.h)


def _width(text: str, h: float) -> float:
    return max(1.0, len(text)) * h * 0.52


@dataclass
class Canvas:
    width: float
    height: float
    runs: list[Run] = field(default_factory=list)

    def put(self, x: float, y: float, text: str, h: float = 18.0, align: str = "l") -> float:
        """Prints ``text`` with its top at ``y``; ``x`` is its left, right or centre edge."""
        if not text:
            return x
        w = _width(text, h)
        x0 = x - w if align == "r" else x - w / 2 if align == "c" else x
        x0 = max(4.0, min(x0, self.width - w - 4.0))
        self.runs.append(Run(text, x0, y, h))
        return x0 + w

    def pair(
        self, x: float, y: float, label: str, value: str, h: float = 18.0, gap: float = 12
    ) -> float:
        """A label and its value on one line, as two runs."""
        end = self.put(x, y, label if label.endswith((":", "#", ".", "°", "º")) else label + ":", h)
        return self.put(end + gap, y, value, h)


def _digital(cv: Canvas) -> list[dict[str, Any]]:
    words: list[dict[str, Any]] = []
    for run in cv.runs:
        offset = 0
        for part in run.text.split(" "):
            if part:
                x0 = run.x0 + _width(" " * offset, run.h) if offset else run.x0
                words.append({"t": part, "x0": round(x0, 1), "y0": round(run.y0, 1),
                              "x1": round(x0 + _width(part, run.h), 1),
                              "y1": round(run.y0 + run.h, 1), "c": 1.0})  # fmt: skip
            offset += len(part) + 1
    return words


CONFUSE = {"0": "O", "O": "0", "1": "l", "l": "1", "I": "1", "5": "S", "S": "5", "8": "B",
           "B": "8", "o": "0", "i": "l", "6": "G", "2": "Z", "e": "c", "rn": "m"}  # fmt: skip


def _damage(text: str, rng: random.Random) -> str:
    """One or two faults of an OCR engine in ``text``."""
    for _ in range(rng.choice((1, 1, 2))):
        fault = rng.random()
        if fault < 0.5:
            spots = [i for i, ch in enumerate(text) if ch in CONFUSE]
            if spots:
                i = rng.choice(spots)
                text = text[:i] + CONFUSE[text[i]] + text[i + 1 :]
        elif fault < 0.7:
            text = "".join(
                c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c)
            )
            text = text.replace("ß", "B") if rng.random() < 0.5 else text
        elif fault < 0.85 and " " in text:
            spaces = [i for i, ch in enumerate(text) if ch == " "]
            i = rng.choice(spaces)
            text = text[:i] + text[i + 1 :]
        else:
            spots = [i for i, ch in enumerate(text) if ch in ".:-/"]
            if spots:
                i = rng.choice(spots)
                text = text[:i] + (" " if rng.random() < 0.3 else "") + text[i + 1 :]
    return text


def _ocr(cv: Canvas, rng: random.Random, photo: bool) -> tuple[list[dict[str, Any]], float, float]:
    """The runs as an OCR engine returns them, and the page's size."""
    runs = sorted(cv.runs, key=lambda r: (round(r.y0 / 6), r.x0))
    merged: list[Run] = []
    for run in runs:  # neighbours on a line sometimes come back as one run
        last = merged[-1] if merged else None
        if (last and abs(last.y0 - run.y0) < 4 and 0 < run.x0 - last.x1 < 30
                and rng.random() < 0.35):  # fmt: skip
            merged[-1] = Run(last.text + " " + run.text, last.x0, last.y0, max(last.h, run.h))
        else:
            merged.append(run)
    split: list[Run] = []
    for run in merged:  # and a long one as two
        if run.text.count(" ") >= 2 and rng.random() < 0.12:
            parts = run.text.split(" ")
            k = rng.randrange(1, len(parts))
            left = " ".join(parts[:k])
            split.append(Run(left, run.x0, run.y0, run.h))
            split.append(
                Run(" ".join(parts[k:]), run.x0 + _width(left + "  ", run.h), run.y0, run.h)
            )
        else:
            split.append(run)
    scale = rng.uniform(1.35, 1.8) if photo else rng.uniform(0.97, 1.03)
    slope = rng.uniform(-0.012, 0.012)
    keystone = rng.uniform(-0.06, 0.06) if photo else 0.0
    width, height = cv.width * scale, cv.height * scale
    damage = rng.uniform(0.06, 0.2) if not photo else rng.uniform(0.1, 0.26)
    words: list[dict[str, Any]] = []
    for run in split:
        text, c = run.text, rng.uniform(0.9, 1.0)
        if rng.random() < damage:
            text, c = _damage(text, rng), rng.uniform(0.42, 0.86)
        x0, x1 = run.x0, run.x1
        if text != run.text:
            x1 = x0 + _width(text, run.h)
        y = run.y0 + (x0 - cv.width / 2) * slope
        stretch = 1 + keystone * (y / cv.height - 0.5)
        cx = cv.width / 2
        sx0 = (cx + (x0 - cx) * stretch) * scale
        sx1 = (cx + (x1 - cx) * stretch) * scale
        sy0 = y * scale + rng.uniform(-1.5, 1.5)
        words.append({"t": text, "x0": round(max(0.0, sx0), 1), "y0": round(max(0.0, sy0), 1),
                      "x1": round(min(width, sx1), 1), "y1": round(sy0 + run.h * scale, 1),
                      "c": round(c, 3)})  # fmt: skip
    return words, width, height


def _page(cv: Canvas, kind: str, rng: random.Random) -> Page:
    if kind == "digital":
        return {"words": _digital(cv), "width": cv.width, "height": cv.height}
    words, width, height = _ocr(cv, rng, kind == "photo")
    return {"words": words, "width": round(width, 1), "height": round(height, 1)}


# ----------------------------------------------------------------------------- the note
@dataclass
class Note:
    rng: random.Random
    lab: str  # label set: en, us, de, fr, nl, it, es, pl
    sup: Supplier
    doc_type: str
    number: str
    date: dt.date
    date_raw: str
    po: str
    pages: int
    customer: tuple[str, str]
    site: tuple[str, str]
    items: list[tuple[str, str, str]]

    def label(self, key: str) -> str:
        return self.rng.choice(LABELS[self.lab][key])

    @property
    def title(self) -> str:
        if self.doc_type == "delivery_note":
            return self.label("title")
        return self.rng.choice(OTHER[self.lab][self.doc_type][0])

    @property
    def number_label(self) -> str:
        if self.doc_type == "delivery_note":
            return self.label("number")
        return self.rng.choice(OTHER[self.lab][self.doc_type][1])

    def other_date(self, back: int) -> str:
        """Another date of the note's (order, print, due), printed numerically."""
        day = self.date + dt.timedelta(days=back)
        return _numeric(day, self.lab, self.rng)

    def ref(self, prefix: str = "") -> str:
        """A number-like reference that is none of the fields."""
        return prefix + str(self.rng.randrange(10000, 9999999))


def _numeric(day: dt.date, lab: str, rng: random.Random) -> str:
    d, m, y = day.day, day.month, day.year
    if lab == "us":
        return rng.choice(
            [f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{m:02d}/{d:02d}/{y % 100:02d}"]
        )
    sep = {"de": ".", "pl": ".", "nl": "-", "fr": "/", "it": "/", "es": "/", "en": "/"}[lab]
    sep = rng.choice([sep, sep, ".", "-", "/"])
    year = str(y) if rng.random() < 0.7 else f"{y % 100:02d}"
    return f"{d:02d}{sep}{m:02d}{sep}{year}" if rng.random() < 0.85 else f"{d}{sep}{m}{sep}{year}"


SHORT = {
    "fr": ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.",
           "nov.", "déc."],
    "de": ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sep.", "Okt.", "Nov.",
           "Dez."],
    "nl": ["jan.", "feb.", "mrt.", "apr.", "mei", "jun.", "jul.", "aug.", "sep.", "okt.", "nov.",
           "dec."],
}  # fmt: skip


def _textual(day: dt.date, lab: str, rng: random.Random) -> str:
    d, y = day.day, day.year
    lang = LANGUAGE.get(lab, lab)
    month = MONTHS[lang][day.month - 1]
    short = SHORT[lang][day.month - 1] if lang in SHORT else month[:3]
    name = month if rng.random() < 0.6 else short
    if lab == "us":
        return f"{name} {d}, {y}"
    if lang == "en":
        return rng.choice([f"{d} {name} {y}", f"{d}-{month[:3]}-{y % 100:02d}"])
    if lang == "de":
        return f"{d}. {name} {y}"
    if lang == "es":
        return rng.choice([f"{d} de {month} de {y}", f"{d}-{month[:3]}-{y}"])
    return f"{d} {name} {y}"


def _number(lab: str, doc_type: str, rng: random.Random) -> str:
    n = rng.randrange(1000, 999999)
    year = rng.choice((24, 25))
    if doc_type != "delivery_note":
        prefix = rng.choice("RFIC")
        return rng.choice([f"{prefix}{year}-{n:06d}", f"{2000 + year}{n % 100000:05d}", f"{n}"])
    forms = {
        "en": [f"DN{n:07d}", f"D{n:06d}", f"{n}/{year}", f"DEL-{n:06d}"],
        "us": [f"PS-{n}", f"{n:07d}", f"SH{n}"],
        "de": [f"LS-20{year}-{n % 100000:05d}", f"8{n:06d}", f"LS{n:07d}"],
        "fr": [f"BL{year}{n:06d}", f"BL-{n:06d}", f"{n:07d}"],
        "nl": [f"PB{n:06d}", f"{year}{n:06d}", f"L-{n}"],
        "it": [f"{n % 10000}/{year}", f"{n % 100000}/20{year}", f"DDT{n:06d}"],
        "es": [f"A{year}-{n:06d}", f"ALB/{n:06d}", f"{n:07d}"],
        "pl": [f"WZ/{n % 10000:04d}/20{year}", f"WZ-{n:06d}"],
    }[lab]
    return rng.choice(forms)


def _po(rng: random.Random) -> str:
    n = rng.randrange(10000, 999999)
    return rng.choice([f"4500{n:06d}", f"PO-{n}", f"B25-{n % 10000:04d}", f"ORD{n:06d}",
                       f"PO/2025/{n % 1000:04d}", f"K{n}", f"{n}"])  # fmt: skip


def _one_away(po: str, rng: random.Random) -> str:
    spots = [i for i, ch in enumerate(po) if ch.isdigit()]
    i = rng.choice(spots)
    digit = rng.choice([d for d in "0123456789" if d != po[i]])
    return po[:i] + digit + po[i + 1 :]


# ----------------------------------------------------------------------------- blocks
STREETS = {"GB": "12 Station Road, Wakefield WF1 5QT", "IE": "Unit 9, Naas Road, Dublin 12",
           "US": "900 Lake Ave, Cleveland, OH 44113", "DE": "Gewerbepark 7, 33719 Bielefeld",
           "FR": "ZI Nord, rue Ampère, 38100 Grenoble", "NL": "Industrieweg 40, 4104 AK Culemborg",
           "IT": "Via Roma 18, 42013 Casalgrande (RE)", "ES": "Polígono Norte 4, 12006 Castellón",
           "PL": "ul. Składowa 11, 61-897 Poznań"}  # fmt: skip


def _letterhead(cv: Canvas, n: Note, y: float, align: str) -> float:
    """The supplier's name, address line and tax id; returns the y below it."""
    x = {"l": 60.0, "c": cv.width / 2, "r": cv.width - 60}[align]
    if n.rng.random() < 0.4:
        cv.put(x, y, n.sup.logo, 34, align)
        y += 44
    cv.put(x, y, n.sup.name, 24, align)
    street = STREETS[n.sup.country]
    cv.put(x, y + 32, f"{street} · Tel. +{n.rng.randrange(30, 49)} {n.rng.randrange(100, 999)} "
           f"{n.rng.randrange(100000, 999999)}", 15, align)  # fmt: skip
    cv.put(x, y + 54, f"{n.label('tax')} {n.sup.tax_id}", 15, align)
    return y + 84


def _addresses(cv: Canvas, n: Note, y: float, x: float = 60.0) -> float:
    """The customer's block and the delivery site's, both other companies."""
    x2 = cv.width * 0.52
    cv.put(x, y, n.label("customer"), 16)
    cv.put(x, y + 24, n.customer[0], 18)
    cv.put(x, y + 46, n.customer[1], 16)
    cv.put(x2, y, n.label("deliver"), 16)
    cv.put(x2, y + 24, n.site[0], 18)
    cv.put(x2, y + 46, n.site[1], 16)
    return y + 90


def _extras(cv: Canvas, n: Note, x: float, y: float, k: int = 3) -> float:
    """Order date, our order no., account, carrier, route: other dates and numbers."""
    rows = [
        (n.label("order_date"), n.other_date(-n.rng.randrange(1, 20))),
        (n.label("our_order"), n.ref("SO") if n.rng.random() < 0.5 else n.ref()),
        (n.label("account"), n.ref("K")[:7]),
        (n.label("carrier"), n.rng.choice(CARRIERS)),
        (n.label("route"), f"{n.rng.randrange(1, 40):02d}"),
        (
            n.label("printed"),
            n.other_date(0) + f" {n.rng.randrange(6, 18):02d}:{n.rng.randrange(60):02d}",
        ),
    ]
    n.rng.shuffle(rows)
    if n.doc_type in ("invoice", "statement", "credit_note"):  # a due date, 30 days on
        rows.insert(0, (DUE[n.lab], n.other_date(30)))
    if not n.po and n.rng.random() < 0.35:  # a contact where the PO would be: no PO
        rows.insert(0, (CONTACT[n.lab], n.rng.choice(PEOPLE)))
    for label, value in rows[:k]:
        cv.pair(x, y, label, value, 16)
        y += 24
    return y


def _table(cv: Canvas, n: Note, y: float, items: list[tuple[str, str, str]]) -> float:
    if cv.width < 600:  # a slip: one item on two lines
        for code, desc, qty in items:
            cv.put(16, y, f"{qty} x {desc}"[:42], 13)
            cv.put(16, y + 18, code, 12)
            y += 42
        return y
    cv.put(60, y, n.label("code"), 16)
    cv.put(260, y, n.label("desc"), 16)
    cv.put(cv.width - 200, y, n.label("qty"), 16)
    y += 30
    for code, desc, qty in items:
        cv.put(60, y, code, 16)
        cv.put(260, y, desc, 16)
        cv.put(cv.width - 200, y, qty, 16)
        if n.sup.trade in ("tiles", "lab", "paint") and n.rng.random() < 0.5:
            y += 22
            cv.put(
                260,
                y,
                f"{n.label('batch')} {n.rng.choice('ABCDKL')}{n.rng.randrange(100, 9999)}",
                14,
            )
        y += 28
    return y + 10


def _sign(cv: Canvas, n: Note, y: float) -> None:
    if cv.width < 600:
        cv.put(16, y, n.label("sign") + ":", 13)
        return
    cv.put(60, y, n.label("sign") + ": ____________________", 16)
    cv.put(cv.width - 360, y, "Name / " + n.label("date") + ": ______", 16)


def _cite(cv: Canvas, n: Note, x: float, y: float) -> None:
    """A non-note document cites a delivery note of its own supplier."""
    if n.doc_type not in ("delivery_note", "quotation", "pick_list"):
        cv.pair(x, y, NOTE_WORD[n.lab], _number(n.lab, "delivery_note", n.rng), 16)


DOC_DATE = {"en": "Date", "us": "Date", "de": "Datum", "fr": "Date", "nl": "Datum",
            "it": "Data", "es": "Fecha", "pl": "Data"}  # fmt: skip
CONTACT = {
    "en": "Contact",
    "us": "Attn",
    "de": "Ansprechpartner",
    "fr": "Contact",
    "nl": "Contactpersoon",
    "it": "Referente",
    "es": "Contacto",
    "pl": "Osoba kontaktowa",
}
PEOPLE = ["M. Keller", "J. Byrne", "S. Dubois", "P. de Graaf", "L. Rossi", "A. Ruiz",
          "K. Nowak", "T. Wright"]  # fmt: skip


DUE = {"en": "Due date", "us": "Due", "de": "Fällig am", "fr": "Échéance", "nl": "Vervaldatum",
       "it": "Scadenza", "es": "Vencimiento", "pl": "Termin płatności"}  # fmt: skip
RECEIVED = {"en": "RECEIVED", "us": "RECEIVED", "de": "EINGEGANGEN", "fr": "REÇU LE",
            "nl": "ONTVANGEN", "it": "RICEVUTO", "es": "RECIBIDO", "pl": "OTRZYMANO"}  # fmt: skip


def _stamp(cv: Canvas, n: Note) -> None:
    """The site's goods-in stamp: a later date and the site's own receipt number."""
    x, y = cv.width * n.rng.uniform(0.45, 0.6), cv.height * n.rng.uniform(0.55, 0.75)
    day = n.date + dt.timedelta(days=n.rng.randrange(0, 4))
    cv.put(x, y, RECEIVED[n.lab], 22)
    cv.put(x, y + 30, _textual(day, n.lab, n.rng).upper(), 20)
    cv.put(x, y + 58, f"GRN {n.rng.randrange(10000, 99999)}", 18)


def _fields(n: Note) -> list[tuple[str, str]]:
    date_label = n.label("date") if n.doc_type == "delivery_note" else DOC_DATE[n.lab]
    rows = [(n.number_label, n.number), (date_label, n.date_raw)]
    if n.po:
        rows.append((n.label("po"), n.po))
    return rows


# ----------------------------------------------------------------------------- layouts
Items = list[tuple[str, str, str]]


def lay_classic(cv: Canvas, n: Note, items: Items) -> None:
    """Letterhead left, title and label: value pairs in a right column."""
    y = _letterhead(cv, n, 50, "l")
    cv.put(cv.width - 60, 50, n.title, 30, "r")
    fy = 100.0
    for label, value in _fields(n):
        cv.pair(cv.width * 0.58, fy, label, value)
        fy += 26
    y = _addresses(cv, n, max(y, fy) + 30)
    y = _extras(cv, n, 60, y + 10)
    _cite(cv, n, 60, y)
    y = _table(cv, n, y + 40, items)
    _sign(cv, n, y + 30)


def lay_centre(cv: Canvas, n: Note, items: Items) -> None:
    """Centred letterhead and title; the fields in one row of pairs."""
    y = _letterhead(cv, n, 40, "c")
    cv.put(cv.width / 2, y + 10, n.title, 28, "c")
    y += 60
    x = 60.0
    for label, value in _fields(n):
        if x > cv.width * 0.6:
            x, y = 60.0, y + 26
        x = cv.pair(x, y, label, value, 17) + 40
    y = _addresses(cv, n, y + 50)
    y = _extras(cv, n, cv.width * 0.52, y + 10, 2)
    _cite(cv, n, 60, y)
    y = _table(cv, n, y + 30, items)
    _sign(cv, n, y + 30)


def lay_right(cv: Canvas, n: Note, items: Items) -> None:
    """Letterhead right; the customer's window-envelope block first, top left."""
    cv.put(60, 60, n.customer[0], 18)
    cv.put(60, 84, n.customer[1], 16)
    y = _letterhead(cv, n, 50, "r")
    cv.put(60, y + 30, n.title, 28)
    y += 80
    for label, value in _fields(n):
        cv.pair(60, y, label, value)
        y += 26
    y = _extras(cv, n, cv.width * 0.52, y - 78, 3) + 60
    cv.pair(60, y, n.label("deliver"), f"{n.site[0]}, {n.site[1]}", 16)
    _cite(cv, n, 60, y + 26)
    y = _table(cv, n, y + 60, items)
    _sign(cv, n, y + 30)


def lay_grid(cv: Canvas, n: Note, items: Items) -> None:
    """A boxed grid header: a row of labels above a row of values."""
    y = _letterhead(cv, n, 40, n.rng.choice("lc"))
    cv.put(60, y + 10, n.title, 28)
    y += 60
    account = (n.label("account"), n.ref("")[:6])
    cols = [*_fields(n), account, (n.label("order_date"), n.other_date(-n.rng.randrange(2, 15)))]
    n.rng.shuffle(cols)
    step = (cv.width - 120) / len(cols)
    for k, (label, value) in enumerate(cols):
        cv.put(60 + k * step, y, label, 14)
        cv.put(60 + k * step, y + 24, value, 17)
    y = _addresses(cv, n, y + 80)
    y = _extras(cv, n, 60, y, 2)
    _cite(cv, n, 60, y)
    y = _table(cv, n, y + 40, items)
    _sign(cv, n, y + 30)


def lay_box(cv: Canvas, n: Note, items: Items) -> None:
    """The number large in a box top right; date and PO as pairs on the left."""
    y = _letterhead(cv, n, 40, "l")
    bx = cv.width - 380
    cv.put(bx, 50, n.title, 22)
    cv.put(bx, 86, n.number_label, 15)
    cv.put(bx + 20, 110, n.number, 30)
    fields = _fields(n)[1:]
    for label, value in fields:
        cv.pair(60, y, label, value)
        y += 26
    y = _addresses(cv, n, y + 30)
    y = _extras(cv, n, 60, y, 3)
    _cite(cv, n, 60, y)
    y = _table(cv, n, y + 40, items)
    _sign(cv, n, y + 30)


def lay_footer(cv: Canvas, n: Note, items: Items) -> None:
    """Only the logo word at the top; the legal name and the number in the footer."""
    cv.put(60, 50, n.sup.logo, 40)
    cv.put(cv.width - 60, 56, n.title, 28, "r")
    y = _addresses(cv, n, 140)
    if n.po:
        cv.pair(60, y + 10, n.label("po"), n.po)
    y = _extras(cv, n, cv.width * 0.52, y + 10, 3)
    _cite(cv, n, 60, y + 10)
    y = _table(cv, n, y + 50, items)
    _sign(cv, n, y + 30)
    fy = cv.height - 150
    end = cv.pair(60, fy, n.number_label, n.number, 18)
    cv.pair(end + 60, fy, n.label("date"), n.date_raw, 18)
    cv.put(60, fy + 50, f"{n.sup.name} · {n.label('tax')} {n.sup.tax_id}", 14)
    iban = " ".join(str(n.rng.randrange(1000, 9999)) for _ in range(4))
    cv.put(60, fy + 72, f"IBAN {n.sup.country}{n.rng.randrange(10, 99)} {iban}", 14)


def lay_barcode(cv: Canvas, n: Note, items: Items) -> None:
    """The number beside a barcode, its human-readable line under the bars."""
    y = _letterhead(cv, n, 40, n.rng.choice("lr"))
    cv.put(60, y + 10, n.title, 28)
    bx = cv.width * 0.55
    cv.put(bx, y + 10, "".join(n.rng.choice("|Il") for _ in range(22)), 34)
    cv.put(bx, y + 50, f"*{n.number}*", 15)
    cv.pair(bx, y + 80, n.number_label, n.number)
    fy = y + 60
    for label, value in _fields(n)[1:]:
        cv.pair(60, fy, label, value)
        fy += 26
    y = _addresses(cv, n, max(fy, y + 110) + 20)
    y = _extras(cv, n, 60, y, 3)
    _cite(cv, n, 60, y)
    y = _table(cv, n, y + 40, items)
    _sign(cv, n, y + 30)


def lay_under(cv: Canvas, n: Note, items: Items) -> None:
    """Each value on the line under its label, in a block on the right."""
    y = _letterhead(cv, n, 40, "l")
    cv.put(cv.width - 60, 40, n.title, 26, "r")
    fy = 90.0
    for label, value in _fields(n):
        cv.put(cv.width * 0.6, fy, label, 15)
        cv.put(cv.width * 0.6, fy + 22, value, 18)
        fy += 54
    y = _addresses(cv, n, max(y, fy) + 20)
    y = _extras(cv, n, 60, y, 3)
    _cite(cv, n, 60, y)
    y = _table(cv, n, y + 40, items)
    _sign(cv, n, y + 30)


def lay_thermal(cv: Canvas, n: Note, items: Items) -> None:
    """An 80-mm counter slip: everything stacked in one narrow column."""
    x, y = cv.width / 2, 30.0
    cv.put(x, y, n.sup.logo, 26, "c")
    cv.put(x, y + 36, n.sup.name, 14, "c")
    cv.put(x, y + 56, STREETS[n.sup.country], 12, "c")
    cv.put(x, y + 74, f"{n.label('tax')} {n.sup.tax_id}", 12, "c")
    cv.put(x, y + 104, n.title, 18, "c")
    y += 140
    rows = [
        *_fields(n),
        (n.label("account"), n.ref("")[:6]),
        (n.label("route"), "T" + n.ref("")[:2]),
    ]
    n.rng.shuffle(rows)
    for label, value in rows:
        if n.rng.random() < 0.5 and _width(label + value, 14) < cv.width - 50:
            cv.put(16, y, label, 13)
            cv.put(cv.width - 16, y, value, 14, "r")
        else:
            cv.put(16, y, label, 13)
            cv.put(16, y + 18, value, 14)
            y += 18
        y += 24
    cv.put(16, y, "-" * 40, 12)
    y = _table(cv, n, y + 20, items)
    cv.put(16, y + 10, "-" * 40, 12)
    _cite(cv, n, 16, y + 30)
    cv.put(16, y + 60, n.label("printed") + " " + n.other_date(0), 12)
    _sign(cv, n, y + 90)


def lay_us_slip(cv: Canvas, n: Note, items: Items) -> None:
    """An American packing slip: Ship To / Bill To, a row of P.O. #, Ship Via, Ship Date."""
    cv.put(60, 50, n.sup.logo, 36)
    cv.put(60, 96, n.sup.name, 18)
    cv.put(60, 120, STREETS[n.sup.country], 15)
    cv.put(cv.width - 60, 50, n.title, 30, "r")
    cv.pair(cv.width * 0.6, 100, n.number_label, n.number, 17)
    cv.pair(cv.width * 0.6, 126, n.label("order_date"), n.other_date(-n.rng.randrange(1, 9)), 17)
    _addresses(cv, n, 180)
    y = 300.0
    cols = [(n.label("po"), n.po or "N/A" if n.rng.random() < 0.5 else n.po),
            (n.label("carrier"), n.rng.choice(CARRIERS[9:])),
            (n.label("date"), n.date_raw),
            (n.label("our_order"), n.ref("SO-")),
            ("Terms", n.rng.choice(["Net 30", "Net 45", "COD"]))]  # fmt: skip
    step = (cv.width - 120) / len(cols)
    for k, (label, value) in enumerate(cols):
        cv.put(60 + k * step, y, label, 14)
        cv.put(60 + k * step, y + 24, value, 16)
    _cite(cv, n, 60, y + 60)
    y = _table(cv, n, y + 100, items)
    cv.put(60, y + 20, "Back-ordered items will ship separately.", 14)
    _sign(cv, n, y + 60)


PACKS = {"en": ("Packages", "Gross weight", "Terms"), "us": ("Pieces", "Weight", "Freight"),
         "de": ("Packstücke", "Gewicht", "Lieferbedingung"), "fr": ("Colis", "Poids", "Incoterm"),
         "nl": ("Colli", "Gewicht", "Leveringscond."), "it": ("Colli", "Peso", "Porto"),
         "es": ("Bultos", "Peso", "Portes"), "pl": ("Opakowania", "Waga", "Warunki")}  # fmt: skip
CONNECT = {"en": "of", "us": "of", "de": "vom", "fr": "du", "nl": "van", "it": "del",
           "es": "de", "pl": "z dnia"}  # fmt: skip


def lay_transport(cv: Canvas, n: Note, items: Items) -> None:
    """A transport document: number and date in one line ("DDT n. 123/25 del 14/03/2025"),
    then sender, consignee, carrier, packages and weight boxes."""
    y = _letterhead(cv, n, 40, n.rng.choice("lc"))
    cv.put(60, y + 10, n.title, 26)
    line = f"{n.number_label} {n.number} {CONNECT[n.lab]} {n.date_raw}"
    cv.put(60, y + 50, line, 19)
    y += 90
    if n.po:
        cv.pair(60, y, n.label("po"), f"{n.po} {CONNECT[n.lab]} {n.other_date(-5)}", 16)
    y = _addresses(cv, n, y + 40)
    boxes = [(n.label("carrier"), n.rng.choice(CARRIERS)),
             (PACKS[n.lab][0], str(n.rng.randrange(1, 30))),
             (PACKS[n.lab][1], f"{n.rng.randrange(20, 2000)} kg"),
             (PACKS[n.lab][2], n.rng.choice(["EXW", "DAP", "FCA", "CPT"])),
             (n.label("route"), f"{n.rng.randrange(1, 99):02d}")]  # fmt: skip
    step = (cv.width - 120) / len(boxes)
    for k, (label, value) in enumerate(boxes):
        cv.put(60 + k * step, y, label, 13)
        cv.put(60 + k * step, y + 20, value, 15)
    _cite(cv, n, 60, y + 54)
    y = _table(cv, n, y + 90, items)
    cv.put(60, y + 10, f"{n.label('printed')} {n.other_date(0)} 07:30", 14)
    _sign(cv, n, y + 50)


def lay_cylinders(cv: Canvas, n: Note, items: Items) -> None:
    """Industrial gases: cylinders delivered full and collected empty, serials, a balance."""
    y = _letterhead(cv, n, 40, "l")
    cv.put(cv.width - 60, 40, n.title, 26, "r")
    fy = 90.0
    for label, value in _fields(n):
        cv.pair(cv.width * 0.55, fy, label, value, 16)
        fy += 24
    y = _addresses(cv, n, max(y, fy) + 20)
    y = _extras(cv, n, 60, y, 2)
    heads = ["Gas", "Full", "Empty", "Cyl. No.", "Balance"]
    xs = [60, 400, 520, 640, 900]
    for x, head in zip(xs, heads, strict=True):
        cv.put(x, y + 20, head, 15)
    y += 50
    for _code, desc, _qty in items:
        full, empty = n.rng.randrange(0, 12), n.rng.randrange(0, 12)
        serial = f"{n.rng.choice('ACKMR')}{n.rng.randrange(100000, 999999)}"
        values = [desc, str(full), str(empty), serial, str(n.rng.randrange(0, 40))]
        for x, value in zip(xs, values, strict=True):
            cv.put(x, y, value, 15)
        y += 26
    cv.pair(60, y + 20, "Rental period", f"{n.other_date(-30)} - {n.other_date(0)}", 14)
    _cite(cv, n, 60, y + 44)
    _sign(cv, n, y + 90)


def lay_tiles(cv: Canvas, n: Note, items: Items) -> None:
    """Ceramic tiles: shade, calibre and batch per line, pallets, the fields under a logo."""
    cv.put(cv.width / 2, 40, n.sup.logo, 38, "c")
    cv.put(cv.width / 2, 90, n.sup.name, 18, "c")
    cv.put(
        cv.width / 2, 114, f"{STREETS[n.sup.country]} · {n.label('tax')} {n.sup.tax_id}", 14, "c"
    )
    cv.put(60, 160, n.title, 26)
    y = 206.0
    for label, value in _fields(n):
        cv.put(60, y, label, 14)
        cv.put(300, y, value, 17)
        y += 26
    y = _addresses(cv, n, y + 20)
    heads = ["Art.", "Descr.", "Tono/Shade", "Cal.", "Lotto/Batch", "m2", "Pallet"]
    xs = [60, 200, 560, 700, 790, 960, 1060]
    for x, head in zip(xs, heads, strict=True):
        cv.put(x * cv.width / 1240, y + 10, head, 14)
    y += 40
    for code, desc, _qty in items:
        shade = f"T{n.rng.randrange(1, 9)}{n.rng.choice('ABC')}"
        batch = f"{n.rng.randrange(10, 52)}{n.rng.randrange(100, 999)}"
        m2 = f"{n.rng.randrange(10, 300)},{n.rng.randrange(10, 99)}"
        pallet = f"P{n.rng.randrange(1000, 9999)}"
        values = [code, desc[:22], shade, str(n.rng.choice([7, 8, 9, 10])), batch, m2, pallet]
        for x, value in zip(xs, values, strict=True):
            cv.put(x * cv.width / 1240, y, value, 14)
        y += 26
    _cite(cv, n, 60, y + 20)
    cv.put(60, y + 50, "Shade and calibre must match within one installation.", 13)
    _sign(cv, n, y + 90)


def lay_logo(cv: Canvas, n: Note, items: Items) -> None:
    """Only a logo word at the top; the number right-aligned under its label; the legal name
    only in the small print at the foot, after the customer's and the carrier's names."""
    cv.put(n.rng.choice([60.0, cv.width / 2]), 46, n.sup.logo, 44, "l")
    cv.put(60, 110, n.title, 24)
    fy = 60.0
    for label, value in _fields(n):
        cv.put(cv.width - 60, fy, label, 14, "r")
        cv.put(cv.width - 60, fy + 20, value, 18, "r")
        fy += 50
    y = _addresses(cv, n, max(fy, 160.0) + 20)
    y = _extras(cv, n, 60, y, 4)
    _cite(cv, n, 60, y)
    y = _table(cv, n, y + 40, items)
    _sign(cv, n, y + 30)
    fy = cv.height - 120
    cv.put(60, fy, f"{n.sup.name} · {STREETS[n.sup.country]}", 13)
    cv.put(60, fy + 20, f"{n.label('tax')} {n.sup.tax_id} · Reg. {n.ref('')}", 13)


def lay_sidebar(cv: Canvas, n: Note, items: Items) -> None:
    """A grey left sidebar of stacked labels and values; addresses and items to its right."""
    side = cv.width * 0.26
    y = 50.0
    cv.put(20, y, n.sup.logo, 26)
    y += 50
    rows = [*_fields(n), (n.label("account"), n.ref("")[:6]),
            (n.label("order_date"), n.other_date(-n.rng.randrange(1, 12))),
            (n.label("carrier"), n.rng.choice(CARRIERS))]  # fmt: skip
    for label, value in rows:
        cv.put(20, y, label, 13)
        cv.put(20, y + 18, value, 15)
        y += 48
    cv.put(20, y + 20, n.sup.name, 12)
    cv.put(20, y + 38, n.sup.tax_id, 12)
    cv.put(side + 30, 50, n.title, 30)
    cv.put(side + 30, 110, n.label("customer"), 15)
    cv.put(side + 30, 132, n.customer[0], 17)
    cv.put(side + 30, 154, n.customer[1], 15)
    cv.put(side + 30, 196, n.label("deliver"), 15)
    cv.put(side + 30, 218, n.site[0], 17)
    cv.put(side + 30, 240, n.site[1], 15)
    _cite(cv, n, side + 30, 280)
    ty = 330.0
    for code, desc, qty in items:
        cv.put(side + 30, ty, code, 15)
        cv.put(side + 180, ty, desc, 15)
        cv.put(cv.width - 60, ty, qty, 15, "r")
        ty += 28
    _sign(cv, n, max(ty, y + 80) + 40)


def lay_erp(cv: Canvas, n: Note, items: Items) -> None:
    """An ERP or dot-matrix print in capitals: several label-value pairs run together on one
    line, the supplier's name among the header lines."""
    up = str.upper
    cv.put(40, 40, up(n.sup.name), 16)
    cv.put(40, 60, up(STREETS[n.sup.country]), 16)
    cv.put(cv.width - 40, 40, f"{up(n.label('printed'))} {n.other_date(0)}", 16, "r")
    cv.put(40, 110, up(n.title), 22)
    line = f"{up(n.number_label)} {n.number}   {up(n.label('date'))} {n.date_raw}"
    cv.put(40, 150, line, 16)
    second = f"{up(n.label('account'))} {n.ref('')[:6]}   {up(n.label('our_order'))} {n.ref('')}"
    if n.po:
        second += f"   {up(n.label('po'))} {n.po}"
    cv.put(40, 172, second, 16)
    cv.put(40, 220, up(n.customer[0]), 16)
    cv.put(40, 240, up(n.customer[1]), 16)
    cv.put(cv.width * 0.55, 220, up(n.site[0]), 16)
    cv.put(cv.width * 0.55, 240, up(n.site[1]), 16)
    cv.put(40, 280, "=" * 100, 12)
    y = 300.0
    for code, desc, qty in items:
        cv.put(40, y, f"{code}  {up(desc)}", 16)
        cv.put(cv.width - 40, y, qty, 16, "r")
        y += 22
    cv.put(40, y + 10, "=" * 100, 12)
    _cite(cv, n, 40, y + 30)
    cv.put(40, y + 60, f"{up(n.label('tax'))} {n.sup.tax_id}", 14)
    _sign(cv, n, y + 100)


SENDER = {"en": ("Consignor", "Consignee"), "us": ("Shipper", "Consignee"),
          "de": ("Absender", "Empfänger"), "fr": ("Expéditeur", "Destinataire"),
          "nl": ("Afzender", "Ontvanger"), "it": ("Mittente", "Destinatario"),
          "es": ("Remitente", "Destinatario"), "pl": ("Nadawca", "Odbiorca")}  # fmt: skip


def lay_sender(cv: Canvas, n: Note, items: Items) -> None:
    """No letterhead: a sender block naming the supplier beside a consignee block, the
    number right-aligned at the top, the title under the blocks."""
    fy = 40.0
    for label, value in _fields(n):
        cv.put(cv.width - 60, fy, f"{label} {value}", 17, "r")
        fy += 26
    y = max(fy, 120.0) + 20
    sender, consignee = SENDER[n.lab]
    cv.put(60, y, sender, 15)
    cv.put(60, y + 24, n.sup.name, 19)
    cv.put(60, y + 48, STREETS[n.sup.country], 15)
    cv.put(60, y + 70, f"{n.label('tax')} {n.sup.tax_id}", 15)
    cv.put(cv.width * 0.52, y, consignee, 15)
    cv.put(cv.width * 0.52, y + 24, n.site[0], 19)
    cv.put(cv.width * 0.52, y + 48, n.site[1], 15)
    cv.pair(cv.width * 0.52, y + 70, n.label("customer"), n.customer[0], 15)
    y += 120
    cv.put(60, y, n.title, 26)
    y = _extras(cv, n, 60, y + 50, 3)
    _cite(cv, n, 60, y)
    y = _table(cv, n, y + 40, items)
    _sign(cv, n, y + 30)


Layout = Callable[[Canvas, Note, Items], None]
LAYOUTS: dict[str, tuple[str, Layout]] = {
    "classic": ("letterhead", lay_classic),
    "centre": ("letterhead", lay_centre),
    "right": ("letterhead", lay_right),
    "grid": ("grid", lay_grid),
    "box": ("box", lay_box),
    "footer": ("footer", lay_footer),
    "barcode": ("barcode", lay_barcode),
    "under": ("stacked", lay_under),
    "thermal": ("slip", lay_thermal),
    "us_slip": ("slip", lay_us_slip),
    "transport": ("transport", lay_transport),
    "cylinders": ("trade", lay_cylinders),
    "tiles": ("trade", lay_tiles),
    "logo": ("footer", lay_logo),
    "sidebar": ("sidebar", lay_sidebar),
    "erp": ("print", lay_erp),
    "sender": ("consignment", lay_sender),
}
ONLY = {"us_slip": lambda n: n.lab == "us", "cylinders": lambda n: n.sup.trade == "gases",
        "tiles": lambda n: n.sup.trade == "tiles"}  # fmt: skip


def _allowed(name: str, n: Note) -> bool:
    return name not in ONLY or ONLY[name](n)


def _continuation(cv: Canvas, n: Note, items: Items) -> None:
    """A second page: a short header, the rest of the items, the signature."""
    cv.put(16 if cv.width < 600 else 60, 40, n.sup.logo if n.rng.random() < 0.5 else n.sup.name, 22)
    if cv.width < 600:
        cv.pair(16, 76, n.number_label, n.number, 14)
    else:
        cv.pair(cv.width * 0.55, 44, n.number_label, n.number, 16)
    cv.put(cv.width - 60, 80, LABELS[n.lab]["page"][0].format(p=2, n=2), 15, "r")
    y = _table(cv, n, 140, items)
    _sign(cv, n, y + 40)


# ----------------------------------------------------------------------------- the generator
DOC_TYPES = ("invoice", "order_confirmation", "credit_note", "quotation", "statement",
             "proof_of_delivery", "pick_list")  # fmt: skip
SIZES = {"A4": (1240.0, 1754.0), "A5": (874.0, 1240.0), "letter": (1275.0, 1650.0)}


def _items(n_items: int, trade: str, rng: random.Random) -> Items:
    out = []
    for _ in range(n_items):
        code = f"{rng.choice('ABCDEHKMPRST')}{rng.randrange(10000, 999999)}"
        qty = f"{rng.randrange(1, 60)} {rng.choice(['pc', 'pcs', 'ea', 'm', 'kg', 'box'])}"
        out.append((code, rng.choice(ITEMS[trade]), qty))
    return out


def _one(i: int, rng: random.Random) -> tuple[dict[str, Any], Page]:
    sup = rng.choice(OWN)
    lab = sup.lang
    doc_type = rng.choice(DOC_TYPES) if rng.random() < 0.13 else "delivery_note"
    day = dt.date(2024, 1, 2) + dt.timedelta(days=rng.randrange(700))
    raw = _textual(day, lab, rng) if rng.random() < 0.3 else _numeric(day, lab, rng)
    customers = CUSTOMERS[lab]
    n = Note(
        rng=rng,
        lab=lab,
        sup=sup,
        doc_type=doc_type,
        number=_number(lab, doc_type, rng),
        date=day,
        date_raw=raw,
        po="" if rng.random() < 0.23 else _po(rng),
        pages=2 if rng.random() < 0.16 else 1,
        customer=rng.choice(customers),
        site=rng.choice(customers),
        items=[],
    )
    if rng.random() < 0.7:
        n.site = rng.choice([c for c in customers if c != n.customer])  # fmt: skip
    names = [k for k in LAYOUTS if _allowed(k, n)]
    special = [k for k in names if k in ONLY]
    if special and rng.random() < 0.55:
        layout = rng.choice(special)
    else:
        layout = names[i % len(names)] if rng.random() < 0.5 else rng.choice(names)
    family, draw = LAYOUTS[layout]
    kind = rng.choices(["digital", "scan", "photo"], [45, 35, 20])[0]
    size = "letter" if lab == "us" else "A5" if rng.random() < 0.12 and n.pages == 1 else "A4"
    if layout in ("thermal", "tiles", "cylinders"):
        size = "A4"
    width, height = SIZES[size]
    if layout == "thermal":
        width, height = 472.0, 1500.0
    first = _items(rng.randrange(2, 5) if size == "A5" else rng.randrange(3, 9), sup.trade, rng)
    cv = Canvas(width, height)
    draw(cv, n, first)
    if n.pages == 2:
        cv.put(width - 60, height - 60, LABELS[lab]["page"][0].format(p=1, n=2), 15, "r")
        cv.put(60, height - 60, LABELS[lab]["cont"][0], 15)
    if kind != "digital" and rng.random() < 0.3:
        _stamp(cv, n)
    page = _page(cv, kind, rng)
    if n.pages == 2:
        cv2 = Canvas(width, height)
        _continuation(cv2, n, _items(rng.randrange(6, 16), sup.trade, rng))
        page["next_pages"] = [_page(cv2, kind, rng)]
    twin = TWINS[OWN.index(sup)]
    others = [s for s in OWN + TWINS if s not in (sup, twin)]
    extra = [twin, *rng.sample(others, rng.randrange(2, 4))]
    rng.shuffle(extra)
    pos = [_po(rng) for _ in range(rng.randrange(1, 4))]
    if n.po and rng.random() < 0.45:
        pos.insert(rng.randrange(len(pos) + 1), _one_away(n.po, rng))
    pos = [p for p in pos if p != n.po]
    language = LANGUAGE.get(lab, lab)
    truth = {
        "file": f"fifteenth-{i:03d}-{layout}-{language}-{kind}",
        "kind": kind,
        "layout": layout,
        "language": language,
        "family": family,
        "doc_type": doc_type,
        "document_number": n.number,
        "date": day.isoformat(),
        "date_raw": raw,
        "date_order": "mdy" if lab == "us" else "dmy",
        "po_number": n.po,
        "supplier": sup.name,
        "supplier_aliases": sup.aliases,
        "supplier_tax_id": sup.tax_id,
        "pages": n.pages,
        "trade": sup.trade,
        "host_extra_suppliers": [s.host() for s in extra],
        "host_extra_pos": [{"po_number": p, "supplier": rng.choice(extra).name} for p in pos],
    }
    return truth, page


def generate(seed: int = 161, count: int = 120) -> Iterator[tuple[dict[str, Any], Page]]:
    """``count`` documents, the same for the same seed: (truth, first page)."""
    rng = random.Random(seed * 104729 + 14)
    for i in range(count):
        yield _one(i, rng)
