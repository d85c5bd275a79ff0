"""The thirteenth held-out generator: delivery notes (and some other documents) as positioned
words, written without sight of the field finder or of the earlier generators.

Trades: glazing and windows, doors and joinery, HVAC / plumbing merchants, roofing, nurseries
and landscaping (botanical names, pot sizes), furniture and office fit-out, IT equipment
(serial numbers, asset tags, MAC addresses), print and signage, equipment hire. 24 layouts in
six languages (US-letter notes with month-first dates among the English ones): letterheads,
notes printed from the customer's procurement portal or from a marketplace (the seller named
by a ``Supplier:`` / ``Sold by`` label), boxed grid headers, numbers printed only beside a
barcode or split over two lines of a narrow column, numbers with internal spaces, long
textual dates beside order, install, warranty and hire-period dates, item lines full of
code-like tokens, 80-mm thermal slips, notes of two pages and distractor documents.

``generate(seed, count)`` yields ``(truth, page)``; a note's second page is in
``page["next_pages"]``. ``digital`` pages are one entry a word with the exact text; ``scan``
and ``photo`` pages are one entry a printed run (an OCR line box) with this module's own
noise: merged and split runs, character confusions, lost spaces and dots, skew, and for a
photo a close shot with perspective drift.
"""

from __future__ import annotations

import datetime as dt
import math
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import thirteenth_lex as lx

Word = dict[str, Any]
Page = dict[str, Any]

SIZES: dict[str, tuple[float, float]] = {
    "a4": (1240.0, 1754.0),
    "a5": (874.0, 1240.0),
    "letter": (1275.0, 1650.0),
    "thermal": (472.0, 1900.0),
}
CHAR_W = 0.52  # mean advance of a character, in font sizes
SPACE_W = 0.3

DISTRACTOR_TYPES = (
    "invoice",
    "order_confirmation",
    "credit_note",
    "quotation",
    "statement",
    "collection_note",
    "return_note",
)


# --- the page as words --------------------------------------------------------------------


class Canvas:
    """Words placed on a page; each ``put`` is one printed run."""

    def __init__(self, width: float, height: float) -> None:
        self.width = width
        self.height = height
        self.runs: list[list[Word]] = []
        self.bars: list[tuple[float, float, float, float]] = []  # barcodes: no text

    def measure(self, text: str, size: float) -> float:
        words = text.split()
        return sum(len(w) for w in words) * size * CHAR_W + max(len(words) - 1, 0) * (
            size * SPACE_W
        )

    def put(self, x: float, y: float, text: str, size: float = 18.0, align: str = "l") -> float:
        """``text`` at ``x`` (its left, right or centre: ``align`` l / r / c), top ``y``;
        returns the run's right edge."""
        words = text.split()
        if not words:
            return x
        total = self.measure(text, size)
        if align == "r":
            x -= total
        elif align == "c":
            x -= total / 2
        x = max(x, 4.0)
        run: list[Word] = []
        for w in words:
            width = len(w) * size * CHAR_W
            run.append({"t": w, "x0": x, "y0": y, "x1": x + width, "y1": y + size})
            x += width + size * SPACE_W
        self.runs.append(run)
        return run[-1]["x1"]  # type: ignore[no-any-return]

    def fit(self) -> None:
        """Shrink the content into the page, as a printer's fit-to-page does."""
        words = [w for run in self.runs for w in run]
        if not words:
            return
        max_x = max(w["x1"] for w in words)
        max_y = max(w["y1"] for w in words)
        fx = min(1.0, (self.width - 6) / max_x)
        fy = min(1.0, (self.height - 6) / max_y)
        if fx < 1.0 or fy < 1.0:
            for w in words:
                w["x0"] *= fx
                w["x1"] *= fx
                w["y0"] *= fy
                w["y1"] *= fy


def _digital(cv: Canvas) -> Page:
    cv.fit()
    words = [
        {k: (round(v, 1) if k != "t" else v) for k, v in w.items()} for run in cv.runs for w in run
    ]
    return {"words": words, "width": cv.width, "height": cv.height}


# --- OCR noise ----------------------------------------------------------------------------

_LOOKALIKE = {
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
    "é": "e",
    "ü": "u",
    "ä": "a",
    "ö": "o",
    "è": "e",
    "à": "a",
    "ñ": "n",
}


def _confuse(text: str, rng: random.Random) -> str:
    """One OCR fault in ``text``."""
    roll = rng.random()
    if roll < 0.1 and "rn" in text:
        return text.replace("rn", "m", 1)
    if roll < 0.18 and "m" in text:
        i = text.index("m")
        return text[:i] + "rn" + text[i + 1 :]
    if roll < 0.3 and "." in text:
        i = rng.choice([i for i, ch in enumerate(text) if ch == "."])
        return text[:i] + text[i + 1 :]
    if roll < 0.42 and " " in text:
        i = rng.choice([i for i, ch in enumerate(text) if ch == " "])
        return text[:i] + text[i + 1 :]
    spots = [i for i, ch in enumerate(text) if ch in _LOOKALIKE]
    if not spots:
        return text
    i = rng.choice(spots)
    return text[:i] + _LOOKALIKE[text[i]] + text[i + 1 :]


def _ocr(cv: Canvas, rng: random.Random, photo: bool) -> Page:
    """The page as an OCR engine returns it: one entry a run, some merged or split,
    characters confused, a small skew; a photo a close shot, drifting in perspective."""
    cv.fit()
    runs = [list(r) for r in cv.runs]
    runs.sort(key=lambda r: (round(r[0]["y0"] / 6), r[0]["x0"]))
    merged: list[list[Word]] = []
    for run in runs:
        last = merged[-1] if merged else None
        if (
            last
            and abs(last[-1]["y0"] - run[0]["y0"]) < 4
            and 0 < run[0]["x0"] - last[-1]["x1"] < (run[0]["y1"] - run[0]["y0"]) * 1.6
            and rng.random() < 0.55
        ):
            last.extend(run)
        else:
            merged.append(run)
    lines: list[list[Word]] = []
    for run in merged:
        if len(run) >= 3 and rng.random() < 0.1:
            cut = rng.randrange(1, len(run))
            lines.extend([run[:cut], run[cut:]])
        else:
            lines.append(run)
    fault = 0.3 if photo else 0.14
    entries: list[Word] = []
    for line in lines:
        text = " ".join(w["t"] for w in line)
        conf = rng.uniform(0.88, 0.995)
        if rng.random() < fault:
            text = _confuse(text, rng)
            conf = rng.uniform(0.45, 0.82)
            if photo and rng.random() < 0.3:
                text = _confuse(text, rng)
        pad = rng.uniform(0.5, 3.0)
        entries.append(
            {
                "t": text,
                "x0": min(w["x0"] for w in line) - pad,
                "y0": min(w["y0"] for w in line) - pad,
                "x1": max(w["x1"] for w in line) + pad,
                "y1": max(w["y1"] for w in line) + pad,
                "c": round(conf, 3),
            }
        )
    width, height = cv.width, cv.height
    angle = math.radians(rng.uniform(-1.6, 1.6) if photo else rng.uniform(-0.6, 0.6))
    scale, dx, dy, keystone = 1.0, 0.0, 0.0, 0.0
    if photo:
        scale = rng.uniform(1.25, 1.45)
        width, height = round(cv.width * scale * 1.04), round(cv.height * scale * 1.04)
        dx, dy = width * 0.015, height * 0.012
        keystone = rng.uniform(-0.05, 0.05)
    cx, cy = cv.width / 2, cv.height / 2
    out: list[Word] = []
    for e in entries:
        xs, ys = [], []
        for px, py in (
            (e["x0"], e["y0"]),
            (e["x1"], e["y0"]),
            (e["x0"], e["y1"]),
            (e["x1"], e["y1"]),
        ):
            rx = cx + (px - cx) * math.cos(angle) - (py - cy) * math.sin(angle)
            ry = cy + (px - cx) * math.sin(angle) + (py - cy) * math.cos(angle)
            # A phone held at a slant: rows drift down towards one side, more lower down.
            ry += keystone * (rx - cx) * (ry / cv.height)
            xs.append(rx * scale + dx)
            ys.append(ry * scale + dy)
        x0 = min(max(min(xs), 0.0), width - 2)
        y0 = min(max(min(ys), 0.0), height - 2)
        x1 = min(max(max(xs), x0 + 1), float(width))
        y1 = min(max(max(ys), y0 + 1), float(height))
        out.append(
            {
                "t": e["t"],
                "x0": round(x0, 1),
                "y0": round(y0, 1),
                "x1": round(x1, 1),
                "y1": round(y1, 1),
                "c": e["c"],
            }
        )
    # A real engine reads a barcode's bars as a run of strokes, now and then.
    if cv.bars and not photo and rng.random() < 0.5:
        bx0, by0, bx1, by1 = cv.bars[0]
        out.append({"t": "IIlIlIIlI", "x0": bx0, "y0": by0, "x1": bx1, "y1": by1, "c": 0.31})
    return {"words": out, "width": float(width), "height": float(height)}


# --- the world: suppliers, customers ------------------------------------------------------


@dataclass
class Supplier:
    name: str
    trading: str
    aliases: list[str]
    tax_id: str
    trade: str
    region: str  # a language, or "us"
    street: str
    place: str
    phone: str
    num_style: str
    lookalikes: list[Supplier] = field(default_factory=list)

    def host(self) -> dict[str, Any]:
        return {
            "supplier": self.name,
            "supplier_tax_id": self.tax_id,
            "supplier_aliases": list(self.aliases),
        }


def _tax_id(region: str, rng: random.Random) -> str:
    def d(n: int) -> str:
        return "".join(str(rng.randrange(10)) for _ in range(n))

    if region == "en":
        return f"GB {d(3)} {d(4)} {d(2)}"
    if region == "us":
        return f"{d(2)}-{d(7)}"
    if region == "de":
        return f"DE{d(9)}"
    if region == "fr":
        return f"FR{d(2)} {d(9)}"
    if region == "it":
        return f"IT{d(11)}"
    if region == "es":
        return f"ES{rng.choice('ABF')}{d(8)}"
    return f"NL{d(9)}B01"


NUM_STYLES = ("digits", "dash_dot", "spaced", "slash", "prefixed", "year_seq")


class World:
    """The site's suppliers: a few per trade and region, each with look-alikes."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.taxes: set[str] = set()
        self.names: set[str] = set()
        self.by_key: dict[tuple[str, str], list[Supplier]] = {}
        for trade in lx.TRADES:
            for region in (*lx.LANGS, "us"):
                self.by_key[(trade, region)] = [self._supplier(trade, region) for _ in range(3)]

    def _unique_tax(self, region: str) -> str:
        while True:
            tax = _tax_id(region, self.rng)
            if tax not in self.taxes:
                self.taxes.add(tax)
                return tax

    def _supplier(self, trade: str, region: str) -> Supplier:
        rng = self.rng
        lang = "en" if region == "us" else region
        surname = rng.choice(lx.US_SURNAMES if region == "us" else lx.SURNAMES[lang])
        place = rng.choice(lx.US_PLACES if region == "us" else lx.PLACES[lang])
        town = place.split(",")[0]
        pattern = rng.choice(
            lx.US_TRADE_NAMES[trade] if region == "us" else lx.TRADE_NAMES[trade][lang]
        )
        trading = pattern.format(n=surname, p=town)
        legal = rng.choice(lx.US_LEGAL if region == "us" else lx.LEGAL[lang])
        name = f"{trading} {legal}"
        if name in self.names:
            return self._supplier(trade, region)
        self.names.add(name)
        aliases = [trading]
        street_no = rng.randrange(2, 180)
        street = (
            f"{street_no} {rng.choice(('Commerce Dr', 'Industrial Blvd', 'Main St'))}"
            if region == "us"
            else f"{rng.choice(lx.STREETS[lang])} {street_no}"
        )
        phone = "".join(str(rng.randrange(10)) for _ in range(9))
        phone = f"{phone[:3]} {phone[3:6]} {phone[6:]}"
        sup = Supplier(
            name=name,
            trading=trading,
            aliases=aliases,
            tax_id=self._unique_tax(region),
            trade=trade,
            region=region,
            street=street,
            place=place,
            phone=phone,
            num_style=rng.choice(NUM_STYLES),
        )
        # Look-alikes the site also buys from: another legal form, a sister company, a
        # name one letter off.
        alt_legal = [x for x in (lx.US_LEGAL if region == "us" else lx.LEGAL[lang]) if x != legal]
        variants = [
            f"{trading} {rng.choice(alt_legal)}" if alt_legal else f"{trading} Group",
            f"{trading} {'Services' if lang == 'en' else 'Service'} {legal}",
        ]
        one_off = list(trading)
        spots = [i for i, ch in enumerate(one_off) if ch.isalpha() and ch.islower()]
        i = rng.choice(spots)
        one_off[i] = "e" if one_off[i] != "e" else "a"
        variants.append("".join(one_off) + f" {legal}")
        for v in variants:
            if v not in self.names:
                self.names.add(v)
                sup.lookalikes.append(
                    Supplier(
                        name=v,
                        trading=v,
                        aliases=[],
                        tax_id=self._unique_tax(region),
                        trade=trade,
                        region=region,
                        street=street,
                        place=place,
                        phone=phone,
                        num_style="digits",
                    )
                )
        return sup


# --- values -------------------------------------------------------------------------------


def _digits(rng: random.Random, n: int) -> str:
    return str(rng.randrange(1, 10)) + "".join(str(rng.randrange(10)) for _ in range(n - 1))


_PREFIX = {
    "en": ("DN", "AN", "DD"),
    "de": ("LS", "LA"),
    "fr": ("BL", "BR"),
    "it": ("DT", "BC"),
    "es": ("AE", "AL"),
    "nl": ("PB", "LB"),
}


def _doc_number(style: str, lang: str, day: dt.date, rng: random.Random) -> str:
    yy, yyyy = f"{day.year % 100:02d}", str(day.year)
    pre = rng.choice(_PREFIX[lang])
    if style == "digits":
        return _digits(rng, rng.choice((6, 7, 8)))
    if style == "dash_dot":
        return f"{pre}-{yy}.{_digits(rng, 5)}"
    if style == "spaced":
        return rng.choice(
            (f"{pre} {yyyy} {_digits(rng, 4)}", f"{_digits(rng, 3)} {_digits(rng, 4)}")
        )
    if style == "slash":
        return f"{_digits(rng, rng.choice((4, 5)))}/{yy}"
    if style == "prefixed":
        return f"{pre}{_digits(rng, 6)}"
    return f"{pre}/{yy}/{_digits(rng, 5)}"


def _other_number(doc_type: str, day: dt.date, rng: random.Random) -> str:
    pre = {
        "invoice": "INV",
        "order_confirmation": "OC",
        "credit_note": "CN",
        "quotation": "Q",
        "statement": "ST",
        "collection_note": "COL",
        "return_note": "RET",
    }[doc_type]
    return rng.choice((f"{pre}-{day.year % 100}{_digits(rng, 5)}", _digits(rng, 7)))


def _po_number(rng: random.Random) -> str:
    return rng.choice(
        (
            f"4500{_digits(rng, 6)}",
            f"PO-{_digits(rng, 5)}",
            f"B-{rng.choice(('2025', '2026'))}-{_digits(rng, 4)}",
            f"BE26/{_digits(rng, 4)}",
            f"P{_digits(rng, 6)}",
            f"ORD {_digits(rng, 5)}",
        )
    )


def _one_off(value: str, rng: random.Random) -> str:
    spots = [i for i, ch in enumerate(value) if ch.isdigit()]
    i = rng.choice(spots)
    new = str((int(value[i]) + rng.randrange(1, 9)) % 10)
    return value[:i] + new + value[i + 1 :]


def _ordinal(n: int) -> str:
    if 10 < n % 100 < 14:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"


def _format_date(day: dt.date, lang: str, us: bool, style: str) -> str:
    """``day`` as the template prints it: ``style`` numeric, iso, long or weekday."""
    d, m, y = day.day, day.month, day.year
    if us:
        mon = lx.MONTHS["en"][m - 1]
        return {
            "numeric": f"{m:02d}/{d:02d}/{y}",
            "iso": f"{m}/{d}/{y}",
            "long": f"{mon} {d}, {y}",
            "weekday": f"{lx.WEEKDAYS['en'][day.weekday()]}, {mon} {d}, {y}",
        }[style]
    if style == "numeric":
        sep = {"de": ".", "nl": "-", "it": "/", "es": "/", "fr": "/", "en": "/"}[lang]
        return f"{d:02d}{sep}{m:02d}{sep}{y}"
    if style == "iso":
        return day.isoformat()
    mon = lx.MONTHS[lang][m - 1]
    wd = lx.WEEKDAYS[lang][day.weekday()]
    long = {
        "en": f"{_ordinal(d)} {mon} {y}",
        "de": f"{d}. {mon} {y}",
        "fr": f"{d} {mon} {y}" if d != 1 else f"1er {mon} {y}",
        "it": f"{d} {mon} {y}",
        "es": f"{d} de {mon} de {y}",
        "nl": f"{d} {mon} {y}",
    }[lang]
    if style == "long":
        return long
    return {
        "en": f"{wd} {d} {mon} {y}",
        "de": f"{wd}, {long}",
        "fr": f"{wd} {long}",
        "it": f"{wd} {long}",
        "es": f"{wd}, {long}",
        "nl": f"{wd} {long}",
    }[lang]


# --- items ------------------------------------------------------------------------------


def _mac(rng: random.Random) -> str:
    return ":".join(f"{rng.randrange(256):02X}" for _ in range(6))


def _serial(rng: random.Random) -> str:
    alnum = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"
    return rng.choice(("C02", "5CG", "PF3", "SN8")) + "".join(
        rng.choice(alnum) for _ in range(rng.choice((7, 9)))
    )


def _items(trade: str, lang: str, n: int, rng: random.Random) -> list[list[str]]:
    """Item rows: [code, description, qty, unit] and sub-lines ["", text, "", ""]."""
    rows: list[list[str]] = []
    unit = {"en": "ea", "de": "Stk", "fr": "pce", "it": "pz", "es": "ud", "nl": "st"}[lang]
    for _ in range(n):
        qty = str(rng.choice((1, 1, 2, 3, 4, 6, 10, 12, 20, 25, 50)))
        if trade == "nursery":
            plant = rng.choice(lx.PLANTS)
            pot = rng.choice(lx.POTS)
            code = f"{plant.split()[0][:3].upper()}{_digits(rng, 4)}"
            rows.append([code, f"{plant} {pot}", qty, unit])
            continue
        noun = rng.choice(lx.ITEMS.get(trade, lx.ITEMS["furniture"])[lang])
        if trade == "glazing":
            w, h = rng.choice((600, 900, 1200, 1500)), rng.choice((1200, 1500, 2100))
            u = rng.choice(("1.1", "1.0", "0.8", "1.3"))
            u = u.replace(".", ",") if lang != "en" else u
            label = "U-value" if lang == "en" else "Ug"
            code = f"GL-{rng.choice(('4164', '4204', '6166'))}-{_digits(rng, 4)}"
            rows.append([code, f"{noun} {w}x{h} mm {label} {u}", qty, unit])
        elif trade == "joinery":
            size = rng.choice(("826x2040 mm", "726x1981 mm", "926x2040 mm", "1200x2100 mm"))
            wood = rng.choice(("OAK", "WH", "ASH"))
            code = f"{rng.choice(('FD30', 'DL', 'IT'))}-{_digits(rng, 3)}-{wood}"
            rows.append([code, f"{noun} {size}", qty, unit])
        elif trade == "it":
            code = f"{rng.choice(('NB', 'DS', 'SW'))}{_digits(rng, 5)}-{rng.choice('ABX')}"
            rows.append([code, noun, qty, unit])
            for _ in range(min(int(qty), 2)):
                rows.append(["", f"SN: {_serial(rng)}", "", ""])
                sub = rng.random()
                if sub < 0.5:
                    rows.append(["", f"Asset tag: AT-{_digits(rng, 6)}", "", ""])
                if sub > 0.3:
                    rows.append(["", f"MAC {_mac(rng)}", "", ""])
        elif trade == "rental":
            code = f"{rng.choice(('MX', 'SL', 'HT'))}{_digits(rng, 4)}"
            rows.append([code, noun, "1", unit])
            rows.append(["", f"{lx.FLEET[lang]} {rng.choice('EHP')}{_digits(rng, 5)}", "", ""])
        elif trade == "roofing":
            code = f"R{_digits(rng, 6)}"
            rows.append([code, noun, qty, rng.choice(("m2", "pal", unit, "roll"))])
        elif trade == "signage":
            size = rng.choice(("2440x1220 mm", "1000x3000 mm", "594x841 mm"))
            code = f"J{_digits(rng, 5)}/{rng.randrange(1, 9)}"
            rows.append([code, f"{noun} {size}", qty, unit])
        elif trade == "hvac":
            code = f"{_digits(rng, 3)}-{_digits(rng, 4)}"
            rows.append([code, noun, qty, rng.choice((unit, "m", "bx"))])
        else:
            size = rng.choice(("1600x800 mm", "1400x700 mm", "H 720 mm"))
            code = f"F{_digits(rng, 2)}-{_digits(rng, 4)}"
            rows.append([code, f"{noun} {size}", qty, unit])
    return rows


# --- the document -------------------------------------------------------------------------


@dataclass
class Doc:
    lang: str
    us: bool
    supplier: Supplier
    customer: str
    doc_type: str
    title: str
    number: str
    number_label: str
    day: dt.date
    date_raw: str
    date_label: str
    date_style: str
    po: str | None
    po_label: str
    extra_rows: list[tuple[str, str]]
    items: list[list[str]]
    items2: list[list[str]]
    cont_marker: str | None
    cont_top: str | None
    portal: str  # "", "portal" or "market"
    platform: str

    @property
    def two_pages(self) -> bool:
        return bool(self.items2)


@dataclass
class Layout:
    name: str
    trades: tuple[str, ...]
    langs: tuple[str, ...]  # "us" for US-letter, month-first notes
    size: str
    header: str
    meta: str
    extras: tuple[str, ...] = ()
    portal: str = ""
    upper: bool = False


ALL = lx.LANGS
LAYOUTS: tuple[Layout, ...] = (
    Layout("glaze_letter", ("glazing",), ALL, "a4", "left", "kv_right", ("order", "install")),
    Layout("glaze_grid", ("glazing", "joinery"), ALL, "a4", "center", "grid", ("order",)),
    Layout("joinery_inline", ("joinery",), ALL, "a4", "left", "inline", ("install",)),
    Layout("fitout_table", ("joinery", "furniture"), ALL, "a4", "left", "table2", ("install",)),
    Layout("hvac_counter", ("hvac",), ALL, "a5", "compact", "kv_left", ("order",)),
    Layout("hvac_slip", ("hvac", "it"), ALL, "thermal", "thermal", "stacked", ()),
    Layout("roof_barcode", ("roofing",), ALL, "a4", "left", "barcode", ("shipby",)),
    Layout("roof_narrow", ("roofing", "hvac"), ALL, "a4", "center", "narrow", ("order",)),
    Layout("nursery_plants", ("nursery",), ALL, "a4", "left", "kv_right", ("order",)),
    Layout("nursery_docket", ("nursery",), ALL, "a5", "compact", "grid", ()),
    Layout(
        "fitout_portal",
        ("furniture", "joinery", "glazing"),
        ALL,
        "a4",
        "portal",
        "kv_left",
        ("install",),
        portal="portal",
    ),
    Layout(
        "market_slip",
        ("it", "furniture", "signage"),
        ALL,
        "a4",
        "market",
        "kv_right",
        ("order",),
        portal="market",
    ),
    Layout("it_serials", ("it",), ALL, "a4", "left", "table2", ("order", "warranty")),
    Layout(
        "us_packing",
        ("it", "furniture"),
        ("us",),
        "letter",
        "left",
        "kv_right",
        ("order", "shipby", "warranty"),
    ),
    Layout(
        "us_millwork",
        ("joinery", "glazing", "roofing"),
        ("us",),
        "letter",
        "center",
        "grid",
        ("order", "install"),
    ),
    Layout("sign_job", ("signage",), ALL, "a4", "left", "kv_left", ("order",)),
    Layout("sign_proof", ("signage",), ALL, "a5", "compact", "barcode", ()),
    Layout("hire_delivery", ("rental",), ALL, "a4", "left", "kv_right", ("rent",)),
    Layout("hire_slip", ("rental",), ALL, "thermal", "thermal", "stacked", ("rent",)),
    Layout(
        "erp_matrix",
        ("furniture", "hvac", "roofing"),
        ALL,
        "a4",
        "plain",
        "kv_left",
        ("order", "shipby"),
        upper=True,
    ),
    Layout("footer_legal", ("glazing", "hvac", "it"), ALL, "a4", "footer", "table2", ("order",)),
    Layout("us_hire", ("rental",), ("us",), "letter", "left", "kv_left", ("rent",)),
    Layout("landscape_a5", ("nursery", "roofing"), ALL, "a5", "center", "inline", ()),
    Layout("it_asset_grid", ("it",), ALL, "a4", "center", "grid", ("warranty",)),
)


def _extra_rows(lay: Layout, doc: Doc, rng: random.Random, fmt: Callable[[dt.date], str]) -> None:
    lang = doc.lang
    for kind in lay.extras:
        if kind == "order":
            label, day = (
                rng.choice(lx.ORDER_DATE[lang]),
                doc.day - dt.timedelta(rng.randrange(3, 40)),
            )
            doc.extra_rows.append((label, fmt(day)))
        elif kind == "install":
            label, day = (
                rng.choice(lx.INSTALL_DATE[lang]),
                doc.day + dt.timedelta(rng.randrange(2, 21)),
            )
            doc.extra_rows.append((label, fmt(day)))
        elif kind == "shipby":
            label, day = rng.choice(lx.SHIP_BY[lang]), doc.day + dt.timedelta(rng.randrange(-4, 6))
            if day != doc.day:
                doc.extra_rows.append((label, fmt(day)))
        elif kind == "warranty":
            label = rng.choice(lx.WARRANTY[lang])
            doc.extra_rows.append((label, fmt(doc.day.replace(year=doc.day.year + 3))))
        elif kind == "rent":
            start = doc.day + dt.timedelta(rng.choice((0, 1)))
            if start == doc.day:
                start += dt.timedelta(1)
            end = start + dt.timedelta(rng.choice((7, 14, 28)))
            period = f"{fmt(start)} {rng.choice(lx.RENT_TO[lang])} {fmt(end)}"
            doc.extra_rows.append((rng.choice(lx.RENT_FROM[lang]), period))


# --- rendering ----------------------------------------------------------------------------


def _u(text: str, lay: Layout) -> str:
    return text.upper() if lay.upper else text


def _header(cv: Canvas, doc: Doc, lay: Layout, rng: random.Random, s: float) -> float:
    """The top of the first page; returns the y below it."""
    sup, lang, w = doc.supplier, doc.lang, cv.width
    tax_line = f"{'EIN' if doc.us else lx.TAX_LABEL[lang]} {sup.tax_id}"
    addr = f"{sup.street} · {sup.place} · {lx.PHONE[lang]} {sup.phone}"
    y = 50 * s
    if lay.header in ("left", "compact", "plain"):
        big = 20 if lay.header == "plain" else (34 if lay.header == "left" else 28)
        name = sup.trading if rng.random() < 0.5 else sup.name
        cv.put(60 * s, y, _u(name, lay), big * s)
        y += (big + 10) * s
        cv.put(60 * s, y, _u(addr, lay), 15 * s)
        y += 22 * s
        if rng.random() < 0.6:
            cv.put(60 * s, y, tax_line, 15 * s)
            y += 22 * s
        cv.put(w - 60 * s, 50 * s, _u(doc.title, lay), 30 * s, "r")
    elif lay.header == "center":
        cv.put(w / 2, y, sup.trading, 32 * s, "c")
        y += 42 * s
        cv.put(w / 2, y, addr, 15 * s, "c")
        y += 40 * s
        cv.put(w / 2, y, doc.title, 28 * s, "c")
        y += 40 * s
    elif lay.header == "footer":
        cv.put(60 * s, y, sup.trading.upper(), 36 * s)
        y += 50 * s
        cv.put(w - 60 * s, y, doc.title, 28 * s, "r")
        y += 40 * s
    else:  # portal / market: the customer's or the platform's name first
        top = doc.customer if doc.portal == "portal" else doc.platform
        cv.put(60 * s, y, top, 30 * s)
        cv.put(w - 60 * s, y + 6 * s, doc.platform if doc.portal == "portal" else "", 15 * s, "r")
        y += 46 * s
        cv.put(60 * s, y, doc.title, 26 * s)
        y += 44 * s
        end = cv.put(60 * s, y, rng.choice(lx.VENDOR_LABELS[lang]), 18 * s)
        cv.put(end + 14 * s, y, sup.name, 18 * s)
        y += 26 * s
        cv.put(60 * s, y, f"{sup.street}, {sup.place}", 15 * s)
        y += 22 * s
        if rng.random() < 0.5:
            cv.put(60 * s, y, tax_line, 15 * s)
            y += 22 * s
        y += 10 * s
    return y + 14 * s


def _address(cv: Canvas, doc: Doc, lay: Layout, rng: random.Random, y: float, s: float) -> float:
    lang = doc.lang
    cv.put(60 * s, y, _u(rng.choice(lx.DELIVER_TO[lang]), lay), 15 * s)
    y += 22 * s
    cv.put(60 * s, y, _u(doc.customer, lay), 18 * s)
    y += 24 * s
    site = rng.choice(lx.US_PLACES if doc.us else lx.PLACES[lang])
    number = rng.randrange(1, 90)
    street = (
        f"{number * 10 + 5} {rng.choice(('Oak Ave', 'W 3rd St', 'Harbor Blvd'))}"
        if doc.us
        else f"{rng.choice(lx.STREETS[lang])} {number}"
    )
    cv.put(60 * s, y, _u(f"{street}, {site}", lay), 16 * s)
    return y + 34 * s


def _meta_rows(doc: Doc, rng: random.Random) -> list[tuple[str, str]]:
    """Every labelled reference of the header, the note's own number first."""
    lang = doc.lang
    rows = [(doc.number_label, doc.number), (doc.date_label, doc.date_raw)]
    if doc.po:
        rows.append((doc.po_label, doc.po))
    rows.append((rng.choice(lx.CUST_LABELS[lang]), _digits(rng, rng.choice((5, 6)))))
    if rng.random() < 0.6:
        rows.append(
            (rng.choice(lx.SO_LABELS[lang]), f"{rng.choice(('SO', 'A', 'J'))}{_digits(rng, 6)}")
        )
    if doc.portal:
        rows.append(
            (
                rng.choice(lx.PORTAL_ID_LABELS[lang][:2])
                if doc.portal == "portal"
                else lx.PORTAL_ID_LABELS[lang][2],
                f"{'ASN' if doc.portal == 'portal' else 'MP'}-{_digits(rng, 8)}",
            )
        )
    rows.extend(doc.extra_rows)
    head, tail = rows[:2], rows[2:]
    rng.shuffle(tail)
    if rng.random() < 0.3:
        head.reverse()
    return head + tail


def _kv(
    cv: Canvas,
    rows: list[tuple[str, str]],
    x: float,
    y: float,
    col: float,
    lay: Layout,
    s: float,
    colon: bool,
) -> float:
    for label, value in rows:
        lab = label if label.endswith(":") or not colon else f"{label}:"
        cv.put(x, y, _u(lab, lay), 16 * s)
        cv.put(x + col, y, value, 17 * s)
        y += 26 * s
    return y


def _meta(cv: Canvas, doc: Doc, lay: Layout, rng: random.Random, y: float, s: float) -> float:
    """The references block; returns the y below everything above the items."""
    w = cv.width
    rows = _meta_rows(doc, rng)
    colon = rng.random() < 0.6
    if lay.meta == "kv_right":
        top = y
        y_addr = _address(cv, doc, lay, rng, y, s)
        y_kv = _kv(cv, rows, w * 0.56, top, w * 0.2, lay, s, colon)
        return max(y_addr, y_kv) + 10 * s
    if lay.meta == "kv_left":
        y = _kv(cv, rows, 60 * s, y, w * 0.24, lay, s, colon) + 16 * s
        return _address(cv, doc, lay, rng, y, s)
    if lay.meta == "inline":
        conn = {
            "en": ("No.", "dated"),
            "de": ("Nr.", "vom"),
            "fr": ("n°", "du"),
            "it": ("n.", "del"),
            "es": ("nº", "de fecha"),
            "nl": ("nr.", "d.d."),
        }[doc.lang]
        cv.put(60 * s, y, f"{doc.title} {conn[0]} {doc.number} {conn[1]} {doc.date_raw}", 22 * s)
        y += 44 * s
        y = _kv(cv, rows[2:], 60 * s, y, w * 0.24, lay, s, colon) + 14 * s
        return _address(cv, doc, lay, rng, y, s)
    if lay.meta in ("grid", "table2"):
        y = _address(cv, doc, lay, rng, y, s)
        cells = rows[:5] if lay.meta == "grid" else rows
        if lay.meta == "grid":
            rng.shuffle(cells)
            per = len(cells)
        else:
            per = 3
        width = (w - 120 * s) / per
        for start in range(0, len(cells), per):
            for i, (label, value) in enumerate(cells[start : start + per]):
                x = 60 * s + i * width + 8 * s
                cv.put(x, y, _u(label, lay), 13 * s)
                cv.put(x, y + 26 * s, value, 15 * s)
            y += 64 * s
        # The rest of a grid's references go under it, labelled.
        if lay.meta == "grid" and len(rows) > 5:
            y = _kv(cv, rows[5:], 60 * s, y + 6 * s, w * 0.24, lay, s, colon)
        return y + 16 * s
    if lay.meta == "barcode":
        # A barcode box at the right, its number printed beside it, no label anywhere.
        bx, by = w - 420 * s, y
        cv.bars.append((bx, by, bx + 300 * s, by + 60 * s))
        cv.put(bx + 150 * s, by + 66 * s, doc.number, 20 * s, "c")
        rest = [r for r in rows if r[1] != doc.number]
        y = _kv(cv, rest, 60 * s, y, w * 0.24, lay, s, colon) + 16 * s
        y = max(y, by + 110 * s)
        return _address(cv, doc, lay, rng, y, s)
    if lay.meta == "narrow":
        # A narrow column at the right edge: label over value, the number broken in two.
        x = w - 200 * s
        yy = y
        for label, value in rows[:4]:
            cv.put(x, yy, _u(label, lay), 13 * s)
            yy += 20 * s
            if value == doc.number and len(value) > 5:
                cut = len(value) - rng.choice((2, 3))
                cv.put(x, yy, value[:cut], 17 * s)
                yy += 22 * s
                cv.put(x, yy, value[cut:], 17 * s)
            else:
                cv.put(x, yy, value, 17 * s)
            yy += 30 * s
        y = _address(cv, doc, lay, rng, y, s)
        if len(rows) > 4:
            y = _kv(cv, rows[4:], 60 * s, y, w * 0.24, lay, s, colon)
        return max(y, yy) + 10 * s
    raise ValueError(lay.meta)


def _item_table(
    cv: Canvas,
    doc: Doc,
    lay: Layout,
    items: list[list[str]],
    y: float,
    s: float,
    narrow_to: float | None = None,
) -> float:
    w = narrow_to or cv.width
    cols = lx.COLS[doc.lang]
    xs = (60 * s, 60 * s + w * 0.17, w - 200 * s, w - 110 * s)
    for x, head in zip(xs, cols, strict=True):
        cv.put(x, y, _u(head, lay), 15 * s)
    y += 30 * s
    for row in items:
        for x, cell in zip(xs, row, strict=True):
            if cell:
                cv.put(x, y, _u(cell, lay) if x != xs[0] else cell, 15 * s)
        y += 24 * s
    return y + 14 * s


def _footer(
    cv: Canvas,
    doc: Doc,
    lay: Layout,
    rng: random.Random,
    y: float,
    s: float,
    page: int,
    pages: int,
    last: bool,
) -> None:
    lang, sup, w, h = doc.lang, doc.supplier, cv.width, cv.height
    if last:
        rec = lx.RECEIVED[lang]
        cv.put(60 * s, y + 20 * s, _u(f"{rec[0]}:", lay), 15 * s)
        cv.put(60 * s, y + 60 * s, _u(f"{rec[1]} ____________", lay), 15 * s)
        cv.put(w / 2, y + 60 * s, _u(f"{rec[2]} ____________", lay), 15 * s)
    elif doc.cont_marker:
        cv.put(w - 60 * s, y + 10 * s, doc.cont_marker, 15 * s, "r")
    tax = f"{'EIN' if doc.us else lx.TAX_LABEL[lang]} {sup.tax_id}"
    line = f"{sup.name} · {sup.street} · {sup.place} · {tax}"
    fy = max(h - 90 * s, y + 100 * s)
    cv.put(w / 2, fy, line, 12 * s, "c")
    if pages > 1 or rng.random() < 0.4:
        cv.put(w - 60 * s, fy + 24 * s, lx.PAGE_OF[lang].format(a=page, b=pages), 12 * s, "r")


def _thermal(doc: Doc, lay: Layout, rng: random.Random) -> Canvas:
    w, h = SIZES["thermal"]
    cv = Canvas(w, h)
    sup = doc.supplier
    y = 20.0
    cv.put(w / 2, y, sup.trading.upper(), 20, "c")
    y += 28
    cv.put(w / 2, y, sup.street, 13, "c")
    y += 18
    cv.put(w / 2, y, sup.place, 13, "c")
    y += 18
    cv.put(w / 2, y, f"{'EIN' if doc.us else lx.TAX_LABEL[doc.lang]} {sup.tax_id}", 13, "c")
    y += 30
    cv.put(w / 2, y, doc.title.upper(), 18, "c")
    y += 32
    for label, value in _meta_rows(doc, rng):
        cv.put(12, y, f"{label}{':' if not label.endswith(':') else ''}", 13)
        cv.put(w - 12, y, value, 13, "r")
        y += 20
    y += 10
    cv.put(12, y, "-" * 40, 13)
    y += 20
    for row in doc.items:
        if row[0]:
            cv.put(12, y, f"{row[2]} x {row[0]}", 13)
            y += 18
        cv.put(24, y, row[1][:38], 13)
        y += 20
    y += 10
    rec = lx.RECEIVED[doc.lang]
    cv.put(12, y, f"{rec[1]}: ______________", 13)
    y += 40
    cv.put(w / 2, y, sup.name, 12, "c")
    cv.height = max(y + 60, 900.0)
    return cv


def _pages(doc: Doc, lay: Layout, rng: random.Random) -> list[Canvas]:
    if lay.size == "thermal":
        return [_thermal(doc, lay, rng)]
    w, h = SIZES[lay.size]
    s = w / 1240 if lay.size != "a5" else 0.8
    cv = Canvas(w, h)
    y = _header(cv, doc, lay, rng, s)
    y = _meta(cv, doc, lay, rng, y, s)
    if doc.doc_type == "statement":
        lines = [
            [
                f"{rng.choice(('INV', 'RE', 'F'))}{_digits(rng, 6)}",
                _format_date(
                    doc.day - dt.timedelta(rng.randrange(5, 60)), doc.lang, doc.us, doc.date_style
                ),
                f"{rng.randrange(80, 9000)}.{rng.randrange(100):02d}",
                "",
            ]
            for _ in range(rng.randrange(3, 8))
        ]
        y = _item_table(cv, doc, lay, lines, y, s)
    else:
        y = _item_table(cv, doc, lay, doc.items, y, s)
    pages = 2 if doc.two_pages else 1
    _footer(cv, doc, lay, rng, y, s, 1, pages, last=pages == 1)
    out = [cv]
    if doc.two_pages:
        cv2 = Canvas(w, h)
        y = 50 * s
        cv2.put(60 * s, y, doc.supplier.trading, 24 * s)
        y += 40 * s
        if doc.cont_top:
            cv2.put(60 * s, y, doc.cont_top, 16 * s)
            y += 30 * s
        y = _item_table(cv2, doc, lay, doc.items2, y, s)
        _footer(cv2, doc, lay, rng, y, s, 2, 2, last=True)
        out.append(cv2)
    return out


# --- the sample ---------------------------------------------------------------------------


def _make(i: int, world: World, rng: random.Random) -> tuple[dict[str, Any], Page]:
    lay = LAYOUTS[i % len(LAYOUTS)] if i < len(LAYOUTS) else rng.choice(LAYOUTS)
    region = rng.choice(lay.langs)
    us = region == "us"
    lang = "en" if us else region
    trade = rng.choice(lay.trades)
    sup = rng.choice(world.by_key[(trade, region)])
    kind = rng.choices(("digital", "scan", "photo"), (0.45, 0.35, 0.2))[0]
    doc_type = "delivery_note"
    if rng.random() < 0.12 and not lay.portal:
        doc_type = rng.choice(DISTRACTOR_TYPES)
    day = dt.date(2026, 1, 1) + dt.timedelta(rng.randrange(0, 360))
    # The supplier's template: its own title, label wording and date form on every note.
    tpl = random.Random(f"{sup.name}|{lay.name}|{doc_type}")
    date_style = tpl.choice(("numeric", "numeric", "iso", "long", "weekday"))
    if lay.name == "landscape_a5" or (lang != "en" and tpl.random() < 0.2):
        date_style = tpl.choice(("long", "weekday"))

    def fmt(d: dt.date) -> str:
        return _format_date(d, lang, us, date_style)

    if doc_type == "delivery_note":
        title = tpl.choice(lx.DN_TITLES[lang])
        if us and tpl.random() < 0.5:
            title = tpl.choice(("Packing Slip", "Delivery Ticket", "Bill of Materials Delivered"))
        number = _doc_number(sup.num_style, lang, day, rng)
        number_label = tpl.choice(lx.NUM_LABELS[lang])
        if lay.portal:
            number_label = tpl.choice(lx.SUPPLIER_DN_LABELS[lang])
    else:
        title = tpl.choice(lx.OTHER_TITLES[doc_type][lang])
        number = _other_number(doc_type, day, rng)
        number_label = lx.OTHER_NUM[doc_type][lang]
    po = _po_number(rng) if rng.random() < 0.75 else None
    platform = (
        rng.choice(lx.PORTAL_NAMES[lang]) if lay.portal == "portal" else rng.choice(lx.MARKETPLACES)
    )
    customer = rng.choice(lx.US_CUSTOMERS if us else lx.CUSTOMERS[lang])
    n_items = rng.randrange(2, 9)
    two = doc_type == "delivery_note" and lay.size != "thermal" and rng.random() < 0.17
    if two:
        n_items = rng.randrange(16, 26)
    items = _items(trade, lang, n_items, rng)
    items2: list[list[str]] = []
    if two:
        cut = len(items) * 3 // 5
        while cut < len(items) and not items[cut][0]:
            cut += 1  # a serial or fleet line stays with its item
        items, items2 = items[:cut], items[cut:]
        if not items2:
            items2 = _items(trade, lang, 4, rng)
    doc = Doc(
        lang=lang,
        us=us,
        supplier=sup,
        customer=customer,
        doc_type=doc_type,
        title=title,
        number=number,
        number_label=number_label,
        day=day,
        date_raw=fmt(day),
        date_label=tpl.choice(lx.DATE_LABELS[lang]),
        date_style=date_style,
        po=po,
        po_label=tpl.choice(lx.PO_LABELS[lang])
        if not us
        else tpl.choice(("PO #", "Customer PO", "P.O. No.")),
        extra_rows=[],
        items=items,
        items2=items2,
        cont_marker=rng.choice(lx.CONT_MARKERS[lang]) if two and rng.random() < 0.65 else None,
        cont_top=rng.choice(lx.CONT_TOP[lang]) if two and rng.random() < 0.5 else None,
        portal=lay.portal,
        platform=platform,
    )
    _extra_rows(lay, doc, rng, fmt)
    if doc_type in ("invoice", "credit_note", "return_note") and rng.random() < 0.7:
        # The document refers to a delivery note it is not.
        ref = _doc_number(sup.num_style, lang, day - dt.timedelta(rng.randrange(1, 20)), rng)
        doc.extra_rows.append((lx.DN_REF[lang], ref))
    canvases = _pages(doc, lay, rng)
    if kind == "digital":
        pages = [_digital(cv) for cv in canvases]
    else:
        pages = [_ocr(cv, rng, kind == "photo") for cv in canvases]
    page = pages[0]
    if len(pages) > 1:
        page["next_pages"] = pages[1:]
    # The site's other suppliers of the trade: its neighbours, one from abroad, look-alikes.
    near = [s for s in world.by_key[(trade, region)] if s is not sup]
    far = [s for key, group in world.by_key.items() if key[0] == trade for s in group]
    far = [s for s in far if s.region != region]
    extra = near + rng.sample(far, rng.randrange(0, 2))
    if sup.lookalikes:
        extra += rng.sample(sup.lookalikes, rng.randrange(1, min(2, len(sup.lookalikes)) + 1))
    extra_pos = [
        {"po_number": _po_number(rng), "supplier": rng.choice(extra).name}
        for _ in range(rng.randrange(2, 5))
    ]
    if po:
        extra_pos.append({"po_number": _one_off(po, rng), "supplier": rng.choice(extra).name})
        extra_pos = [p for p in extra_pos if p["po_number"] != po]
    truth = {
        "file": f"thirteenth-{i:03d}-{lay.name}-{lang}-{kind}",
        "kind": kind,
        "layout": lay.name,
        "language": lang,
        "doc_type": doc_type,
        "document_number": number,
        "date": day.isoformat(),
        "date_raw": doc.date_raw,
        "date_order": "mdy" if us else "dmy",
        "po_number": po,
        "supplier": sup.name,
        "supplier_aliases": list(sup.aliases),
        "supplier_tax_id": sup.tax_id,
        "pages": len(pages),
        "trade": trade,
        "host_extra_suppliers": [s.host() for s in extra],
        "host_extra_pos": extra_pos,
    }
    return truth, page


def generate(seed: int = 141, count: int = 120) -> Iterator[tuple[dict[str, Any], Page]]:
    """``count`` documents as (truth, first page), deterministic per ``seed``."""
    rng = random.Random(seed * 7919 + 13)
    world = World(rng)
    for i in range(count):
        yield _make(i, world, rng)


if __name__ == "__main__":
    for t, p in generate(count=4):
        print(t["file"], t["document_number"], t["date_raw"], t["po_number"], t["supplier"])
        print(" ".join(w["t"] for w in p["words"])[:600])
