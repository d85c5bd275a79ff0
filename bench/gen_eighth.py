"""The eighth held-out generator: delivery paperwork whose structure is not a letterhead note.

Written without sight of the field finder or of the other generators (issue #13): CMR
consignment notes, pallet-network proofs of delivery, parcel-carrier receipts and road bills
of lading; narrow thermal slips and dot-matrix prints from trade counters; web-shop and
distributor packing slips; notes that reached the site by fax or as a forwarded e-mail; and
ordinary notes from nurseries (plants, turf, topsoil, bark) and from laboratory and
first-aid suppliers. Six languages (EN DE FR IT ES NL), digital text layers and scans /
photos with OCR noise (character confusions, merged and split runs, dropped punctuation,
skew). Some notes have a second page that carries a continuation marker and no number.

What the truth is:

- ``supplier``: the firm that sold and sent the goods (the CMR's sender in box 1, the
  shipper on a carrier's receipt or bill of lading, the web shop's legal entity, the
  letterhead of a faxed note). Never the carrier, the pallet network, the buyer / consignee
  or the company whose fax or mail header tops a forwarded page. ``supplier_aliases`` is the
  firm's trading name (``{family} {tail}``), printed as the shop's brand on packing slips.
- ``document_number``: the supplier's own delivery-note number. On a CMR it is the note
  listed in box 5 ("documents attached"); on a pallet proof of delivery, a parcel receipt or a
  bill of lading it is the shipper's reference. The CMR number, consignment, tracking and
  bill-of-lading numbers identify the carrier's transport, not the supplier's delivery: the
  site reconciles the delivery with the supplier's invoice, which quotes the supplier's note,
  so they are distractors (``tracking`` in the truth keeps the carrier's number). On a web-shop
  slip the packing-slip number is the truth, the shop's order number a distractor; a
  marketplace slip that prints only the order number has that as its number.
- ``po_number``: the buyer's purchase-order reference (on web-shop slips: what the buyer
  typed at checkout); ``None`` when none is printed. A web-shop or marketplace slip without
  one accepts its shop order number for the PO (``accept``), as the realdocs truth does.
  A number printed after a document type's abbreviation ("DDT 4624/26", "ODA 4148/24",
  "BST 123456") is the truth as printed, and the bare number is accepted too.
- ``date``: the note's own date (ISO): CMR box 4 (taking over, repeated in box 21), the
  delivery date on a proof of delivery or carrier receipt (the collection date is a
  distractor), the date of issue of a bill of lading, the ship date of a packing slip (order
  and print dates are distractors), the printed date of a slip or note (a fax or mail
  header's date, expiry dates and a second box-24 date are distractors). ``date_raw`` is the
  printed form; ``date_order`` is ``mdy`` for the US-style English notes.
- ``job``: a job / commission / project reference printed with its own caption, never the
  PO; site names, customer numbers, CMR, consignment and tracking numbers, plant-passport
  codes, LOT / REF numbers are never a field.

Host data per note (``host_extra_suppliers``, ``host_extra_pos``): same-trade firms of the
same country, a firm that shares the supplier's family name in another trade, sometimes the
carrier itself, and the site's other orders (one a digit away from the truth PO).
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any

from eighth_lex import (
    BRAND_TAIL,
    BUYERS,
    CAPTIONS,
    CARRIERS,
    CITIES,
    FAMILIES,
    FORWARDERS,
    GOODS,
    LANGS,
    LEGAL,
    MONTHS,
    PARCEL,
    PEOPLE,
    SITES,
    STREETS,
    TAX_PREFIX,
    TRADES,
)

A4_W, A4_H = 1240, 1754
SLIP_W = 576  # an 80 mm thermal roll at 203 dpi, 72 mm printable
_CONFUSE = {"O": "0", "0": "O", "l": "1", "1": "l", "I": "1", "S": "5", "5": "S", "B": "8",
            "8": "B", "e": "c", "G": "6", "Z": "2", ",": ".", "u": "v"}  # fmt: skip


# --- the page -------------------------------------------------------------------------------


@dataclass
class Run:
    x: float
    y: float
    text: str
    size: float
    mono: bool


@dataclass
class Sheet:
    """Printed runs at pixel positions; ``line`` prints a row and moves down."""

    width: int = A4_W
    size: float = 20.0
    caps: bool = False
    mono: bool = False
    y: float = 60.0
    runs: list[Run] = field(default_factory=list)

    def at(
        self, fx: float, y: float, text: str, size: float = 0.0, mono: bool | None = None
    ) -> None:
        if text.strip():
            text = text.upper() if self.caps else text
            m = self.mono if mono is None else mono
            self.runs.append(Run(fx * self.width, y, text, size or self.size, m))

    def line(self, *segs: tuple[float, str], size: float = 0.0, gap: float = 1.55) -> None:
        s = size or self.size
        for fx, text in segs:
            self.at(fx, self.y, text, s)
        self.y += s * gap

    def skip(self, lines: float = 1.0) -> None:
        self.y += self.size * lines

    @property
    def height(self) -> int:
        bottom = max((r.y + r.size for r in self.runs), default=0.0) + 60
        return int(bottom) if self.width == SLIP_W else max(A4_H, int(bottom))


def _place(run: Run, width: int) -> tuple[float, float]:
    """The run's left edge and character width, kept inside the page."""
    cw = run.size * (0.6 if run.mono else 0.5)
    span = len(run.text) * cw
    x = run.x
    if x + span > width - 8:
        x = max(8.0, width - 8 - span)
        if x + span > width - 8:
            cw = (width - 16) / len(run.text)
    return x, cw


def _digital(sheet: Sheet) -> list[dict[str, Any]]:
    words = []
    for run in sheet.runs:
        x, cw = _place(run, sheet.width)
        pos = 0
        for token in run.text.split(" "):
            if token:
                x0 = x + pos * cw
                words.append({"t": token, "x0": round(x0, 1), "y0": round(run.y, 1),
                              "x1": round(x0 + len(token) * cw, 1),
                              "y1": round(run.y + run.size, 1)})  # fmt: skip
            pos += len(token) + 1
    return words


def _noisy(text: str, rng: random.Random, rate: float) -> tuple[str, float]:
    out, hits = [], 0
    for ch in text:
        if ch in _CONFUSE and rng.random() < rate:
            out.append(_CONFUSE[ch])
            hits += 1
        elif ch in ".:" and rng.random() < rate * 3:
            hits += 1
        else:
            out.append(ch)
    joined = "".join(out).strip() or text
    return joined, max(0.35, min(0.99, 0.97 - 0.12 * hits - rng.random() * 0.08))


def _ocr(sheet: Sheet, rng: random.Random, kind: str) -> tuple[list[dict[str, Any]], int, int]:
    """One entry per printed run, as an OCR engine returns them: runs merged with a close
    neighbour on the line, split at a space, confused characters, skew on photos."""
    boxes: list[list[Any]] = []
    for run in sorted(sheet.runs, key=lambda r: (round(r.y), r.x)):
        x, cw = _place(run, sheet.width)
        box = [x, run.y, x + len(run.text) * cw, run.y + run.size, run.text]
        last = boxes[-1] if boxes else None
        close = last and abs(last[1] - run.y) < 3 and 0 < x - last[2] < 2.5 * run.size
        if last and close and rng.random() < 0.35:  # one detection box over two printed runs
            last[2], last[4] = box[2], f"{last[4]} {run.text}"
            continue
        cut = run.text.find(" ", len(run.text) // 3)
        if len(run.text) > 12 and cut > 0 and rng.random() < 0.15:  # one printed run, two boxes
            boxes.append([x, run.y, x + cut * cw, box[3], run.text[:cut]])
            box = [x + (cut + 1) * cw, run.y, box[2], box[3], run.text[cut + 1 :]]
        boxes.append(box)
    scale = 1.6 if kind == "photo" else 1.0
    angle = rng.uniform(-0.02, 0.02) if kind == "photo" else rng.uniform(-0.004, 0.004)
    rate = 0.035 if kind == "photo" else 0.02
    width = int(sheet.width * scale)
    pad = abs(angle) * width / 2 + 12
    words = []
    for x0, y0, x1, y1, text in boxes:
        t, c = _noisy(text, rng, rate)
        dy = (x0 * scale - width / 2) * angle + pad
        words.append({"t": t, "x0": round(x0 * scale, 1), "y0": round(y0 * scale + dy, 1),
                      "x1": round(min(x1 * scale, width - 1), 1),
                      "y1": round(y1 * scale + dy + 2, 1), "c": round(c, 3)})  # fmt: skip
    return words, width, int(sheet.height * scale + 2 * pad)


# --- the world ------------------------------------------------------------------------------


@dataclass
class Firm:
    name: str
    alias: str
    tax_id: str
    lang: str
    trade: str
    street: str
    city: str
    phone: str

    def host(self) -> dict[str, Any]:
        return {"supplier": self.name, "supplier_aliases": [self.alias],
                "supplier_tax_id": self.tax_id}  # fmt: skip


def _firm(name: str, lang: str, trade: str, alias: str = "") -> Firm:
    digest = int(hashlib.sha1(name.encode()).hexdigest(), 16)
    digits = str(digest)[-11:]
    tax = {"en": digits[:9], "de": digits[:9], "fr": digits[:11], "it": digits[:11],
           "es": digits[:8], "nl": digits[:9] + "B01"}[lang]  # fmt: skip
    family = name.split()[0]
    return Firm(
        name=name,
        alias=alias or f"{family} {BRAND_TAIL[digest % len(BRAND_TAIL)]}",
        tax_id=TAX_PREFIX[lang] + tax,
        lang=lang,
        trade=trade,
        street=STREETS[lang].format(k=digest % 90 + 2),
        city=CITIES[lang][digest % len(CITIES[lang])],
        phone=f"+{(digest >> 8) % 60 + 30} {(digest >> 16) % 900 + 100} {digest % 9000000 + 10**6}",
    )


def _supplier(lang: str, trade: str, family: str) -> Firm:
    i = LANGS.index(lang)
    name = f"{TRADES[trade][i].format(n=family)} {LEGAL[lang]}"
    return _firm(name, lang, trade, alias=f"{family.split()[-1]} {TRADES[trade][0].split()[1]}")


def _digits(rng: random.Random, n: int) -> str:
    return str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(n - 1))


_DN = ("{6}", "DN{6}", "LS-{Y}-{5}", "{8}", "BL{y}{5}", "8{7}", "{4}/{y}", "ALB-{6}", "PK{6}",
       "{5}-{2}", "DDT {4}/{y}", "L{7}")  # fmt: skip
_PO = ("45{8}", "PO-{5}", "PO{Y}-{4}", "B{6}", "{5}", "BST {6}", "CMD-{5}", "ODA {4}/{y}",
       "PED{6}", "IO{6}", "{3}/{Y}/{3}")  # fmt: skip
_TYPE_LABELS = ("DDT", "ODA", "BST")  # Documento di trasporto, Ordine d'acquisto, Bestellung
_JOB = ("J{4}", "PRJ {y}-{3}", "K{5}", "{3}.{2}", "OBRA {4}", "C{y}/{3}")


def _number(rng: random.Random, pattern: str, year: int) -> str:
    out = pattern.replace("{Y}", str(year)).replace("{y}", str(year)[2:])
    for n in range(9, 0, -1):
        out = out.replace("{" + str(n) + "}", _digits(rng, n) if n > 1 else str(rng.randint(0, 9)))
    return out


def _near(number: str, rng: random.Random) -> str:
    spots = [i for i, ch in enumerate(number) if ch.isdigit()]
    i = rng.choice(spots)
    return number[:i] + str((int(number[i]) + rng.randint(1, 9)) % 10) + number[i + 1 :]


def _fmt_date(d: date, lang: str, style: str, mdy: bool) -> str:
    month = MONTHS[lang][d.month - 1]
    if style == "iso":
        return d.isoformat()
    if style == "named":
        if lang == "en":
            return f"{month} {d.day}, {d.year}" if mdy else f"{d.day} {month} {d.year}"
        if lang == "de":
            return f"{d.day}. {month} {d.year}"
        return f"{d.day} de {month} de {d.year}" if lang == "es" else f"{d.day} {month} {d.year}"
    if style == "short" and mdy:
        return f"{d.month:02d}/{d.day:02d}/{d.year % 100:02d}"
    if style == "short":
        sep = "." if lang == "de" else "-" if lang == "nl" else "/"
        return f"{d.day:02d}{sep}{d.month:02d}{sep}{d.year % 100:02d}"
    if mdy:
        return f"{d.month:02d}/{d.day:02d}/{d.year}"
    sep = "." if lang == "de" else "-" if lang == "nl" else "/"
    return f"{d.day:02d}{sep}{d.month:02d}{sep}{d.year}"


@dataclass
class Note:
    rng: random.Random
    lang: str
    kind: str
    sup: Firm
    dn: str
    po: str | None
    job: str | None
    day: date
    style: str
    mdy: bool
    cust: str
    buyer: str
    site: str
    carrier: str
    tracking: str
    goods: list[tuple[str, str, str]]
    two_pages: bool
    forwarder: str
    shop_order: str = ""

    @property
    def c(self) -> dict[str, str]:
        return CAPTIONS[self.lang]

    def d(self, offset: int = 0) -> str:
        return _fmt_date(self.day + timedelta(days=offset), self.lang, self.style, self.mdy)

    @property
    def date_raw(self) -> str:
        return self.d()

    def time(self) -> str:
        return f"{self.rng.randint(6, 18):02d}:{self.rng.randint(0, 59):02d}"


# --- pieces ---------------------------------------------------------------------------------


def _letterhead(sh: Sheet, n: Note, brand: bool = False) -> None:
    sh.line((0.06, n.sup.alias if brand else n.sup.name), size=sh.size * 1.5)
    sh.line((0.06, f"{n.sup.street} · {n.sup.city}"), (0.62, f"Tel. {n.sup.phone}"),
            size=sh.size * 0.75)  # fmt: skip


def _footer(sh: Sheet, n: Note, y: float = A4_H - 110) -> None:
    sh.at(0.06, y, f"{n.sup.name} · {n.sup.street} · {n.sup.city}", sh.size * 0.7)
    sh.at(0.06, y + 20, f"{n.c['vat']} {n.sup.tax_id} · Tel. {n.sup.phone}", sh.size * 0.7)


def _addressee(sh: Sheet, n: Note, fx: float = 0.06, caption: str = "") -> None:
    if caption:
        sh.line((fx, caption), size=sh.size * 0.7, gap=1.4)
    sh.line((fx, n.buyer))
    sh.line((fx, n.site))
    sh.line((fx, CITIES[n.lang][(len(n.site) + 1) % 4]))


def _fields(
    sh: Sheet, n: Note, fx: float, rows: list[tuple[str, str | None]], vx: float = 0.0
) -> None:
    for label, value in rows:
        if value and label:
            sh.line((fx, f"{label}:"), (vx or fx + 0.17, value))
        elif value:
            sh.line((vx or fx + 0.17, value))


def _head_rows(n: Note, po_key: str = "po") -> list[tuple[str, str | None]]:
    c = n.c
    return [(f"{c['dn']} {c['no']}", n.dn), (c["date"], n.date_raw), (c[po_key], n.po),
            (c["cust"], n.cust), (c["job"], n.job)]  # fmt: skip


def _items(sh: Sheet, n: Note, goods: list[tuple[str, str, str]], extra: str = "") -> None:
    c = n.c
    sh.line((0.06, c["item"]), (0.22, c["desc"]), (0.80, c["qty"]), size=sh.size * 0.85)
    for code, text, qty in goods:
        sh.line((0.06, code), (0.22, text), (0.80, qty))
        if extra == "lab":
            lot = f"{n.c['lot']} {n.rng.randint(20, 26)}{n.rng.choice('ABCK')}{_digits(n.rng, 4)}"
            iso = (n.day + timedelta(days=n.rng.randint(300, 1100))).isoformat()
            sh.line((0.22, f"REF {code}  {lot}  {n.c['exp']} {iso}"), size=sh.size * 0.75)
        if extra == "medical":
            exp = n.day + timedelta(days=n.rng.randint(300, 1100))
            printed = _fmt_date(exp, n.lang, "num", n.mdy)
            sh.line((0.22, f"{n.c['lot']} {_digits(n.rng, 6)}  {n.c['exp']} {printed}"), size=15)
            sh.line((0.22, f"(01)0{_digits(n.rng, 13)}(17){exp:%y%m%d}"), size=sh.size * 0.7)


def _split(n: Note) -> tuple[list[tuple[str, str, str]], list[tuple[str, str, str]]]:
    if not n.two_pages:
        return n.goods, []
    half = max(1, len(n.goods) // 2)
    return n.goods[:half], n.goods[half:]


def _second(n: Note, rest: list[tuple[str, str, str]], extra: str = "", top: str = "") -> Sheet:
    """Page 2: the supplier, a continuation marker, the rest of the goods; no number."""
    sh = Sheet()
    if top:
        sh.line((0.03, top), size=14)
    _letterhead(sh, n)
    sh.skip(1)
    sh.line((0.06, f"{n.c['dn']} ({n.c['cont']})"), (0.75, f"{n.c['page']} 2 {n.c['of']} 2"))
    sh.line((0.06, f"{n.c['cust']}: {n.cust}"))
    sh.skip(1)
    _items(sh, n, rest, extra)
    sh.skip(2)
    sh.line((0.06, f"{n.c['received']}:"), (0.45, "______________________"))
    sh.line((0.06, f"{n.c['sign']} / {n.c['date']}"), size=14)
    _footer(sh, n)
    return sh


def _tri(n: Note, key: str) -> str:
    langs = [n.lang, *[x for x in ("en", "fr", "de") if x != n.lang][:2]]
    return " / ".join(dict.fromkeys(CAPTIONS[x][key] for x in langs))


# --- layouts --------------------------------------------------------------------------------


def _cmr_form(n: Note) -> list[Sheet]:
    """A pre-printed CMR: 24 numbered boxes with trilingual captions."""
    sh, c = Sheet(size=18), n.c
    cmr = n.tracking
    sh.at(0.05, 40, "CMR", 40)
    sh.at(0.2, 44, "INTERNATIONAL CONSIGNMENT NOTE / LETTRE DE VOITURE INTERNATIONALE", 14)
    sh.at(0.72, 44, f"N° {cmr}", 24)
    y0 = 110.0

    def box(num: str, fx: float, y: float, key: str, lines: list[str]) -> None:
        sh.at(fx, y, num, 14)
        sh.at(fx + 0.025, y, _tri(n, key) if key in c else key, 11)
        for k, text in enumerate(lines):
            sh.at(fx + 0.025, y + 24 + k * 24, text)

    box("1", 0.04, y0, "sender", [n.sup.name, n.sup.street, f"{n.sup.city}"])
    box("16", 0.53, y0, "carrier", [n.carrier, CITIES[n.lang][2]])
    box("2", 0.04, y0 + 120, "consignee", [n.buyer, n.site])
    box("17", 0.53, y0 + 120, "Successive carriers / Transporteurs successifs", [])
    box("3", 0.04, y0 + 220, "place", [f"{n.site}, {CITIES[n.lang][3]}"])
    box("18", 0.53, y0 + 220, "Carrier's reservations / Réserves du transporteur", [])
    box("4", 0.04, y0 + 300, "taking", [f"{n.sup.city}, {n.date_raw}"])
    box("5", 0.04, y0 + 380, "docs", [f"{c['dn']} {n.dn}"])
    box("19", 0.53, y0 + 300, "Special agreements / Conventions particulières", [])
    y = y0 + 470
    sh.at(0.04, y, "6-9", 14)
    sh.at(0.08, y, "Marks · Packages · Packing · Nature of goods", 11)
    sh.at(0.62, y, "10", 14)
    sh.at(0.66, y, "11 " + c["weight"], 11)
    for k, (_code, text, qty) in enumerate(n.goods):
        sh.at(0.08, y + 26 + k * 24, f"{qty}  {text}")
        sh.at(0.70, y + 26 + k * 24, str(n.rng.randint(40, 1400)))
    y += 40 + 24 * len(n.goods)
    instr = [f"{c['po2']}: {n.po}"] if n.po else []
    if n.job:
        instr.append(f"{c['job']} {n.job}")
    box("13", 0.04, y, "instr", instr or [c["site"] + ": " + n.site])
    box("14", 0.53, y, "Cash on delivery / Remboursement", [])
    y += 110
    box("21", 0.04, y, "established", [f"{n.sup.city} {c['on']} {n.date_raw}"])
    box("20", 0.53, y, "To be paid by / À payer par", [c["sender"]])
    y += 90
    box("22", 0.04, y, c["sign"] + " " + c["sender"], [])
    box("23", 0.36, y, c["sign"] + " " + c["carrier"], [])
    box("24", 0.68, y, "received", [n.d(1)] if n.kind != "digital" else [])
    return [sh]


def _cmr_software(n: Note) -> list[Sheet]:
    """A CMR printed by the shipper's software: numbered rows, one caption each."""
    sh, c = Sheet(), n.c
    sh.line((0.06, f"CMR · {n.sup.name}"), (0.68, f"CMR {c['no']} {n.tracking}"), size=24)
    sh.skip(1)
    rows = [("1", c["sender"], f"{n.sup.name}, {n.sup.street}, {n.sup.city}"),
            ("2", c["consignee"], f"{n.buyer}, {n.site}"),
            ("3", c["place"], n.site),
            ("4", c["taking"], f"{n.sup.city} {n.date_raw}"),
            ("5", c["docs"], f"{c['dn']} {c['no']} {n.dn}"),
            ("13", c["instr"], f"{c['po']} {n.po}" if n.po else c["site"] + " " + n.site),
            ("16", c["carrier"], n.carrier)]  # fmt: skip
    if n.job:
        rows.insert(6, ("", c["job"], n.job))
    for num, label, value in rows:
        sh.line((0.06, num), (0.09, label), size=14, gap=1.3)
        sh.line((0.09, value))
    sh.skip(1)
    _items(sh, n, n.goods)
    sh.skip(1)
    sh.line((0.06, "21"), (0.09, f"{c['established']} {n.sup.city} {c['on']} {n.date_raw}"))
    sh.line((0.06, "22"), (0.36, "23"), (0.68, "24"), size=14)
    _footer(sh, n)
    return [sh]


def _pallet_pod(n: Note) -> list[Sheet]:
    sh, c = Sheet(), n.c
    sh.line((0.06, n.carrier), size=26)
    sh.line((0.06, c["pod"].upper()), size=30)
    sh.line((0.06, f"Hub {n.rng.randint(2, 40)} > Depot {n.rng.randint(100, 400)}"),
            (0.55, f"{c['tracking']} {n.tracking}"))  # fmt: skip
    sh.skip(1)
    top = sh.y
    _fields(sh, n, 0.06, [(c["sender"], n.sup.name), ("", n.sup.city)])
    sh.y = top
    _fields(sh, n, 0.55, [(c["consignee"], n.buyer), ("", n.site)], vx=0.70)
    sh.skip(1)
    _fields(sh, n, 0.06, [(c["shipper_ref"], n.dn), (c["po2"], n.po), (c["job"], n.job),
                          (c["pallets"], str(n.rng.randint(1, 6))),
                          (c["weight"], str(n.rng.randint(200, 4000))),
                          (c["collected"], n.d(-1)), (c["delivered"], n.date_raw),
                          ("Time", n.time())], vx=0.33)  # fmt: skip
    sh.skip(2)
    sh.line((0.06, f"{c['received']} ({c['sign']}):"), (0.45, "_______________"))
    sh.line((0.06, "Print name: ________________"))
    return [sh]


def _carrier_receipt(n: Note) -> list[Sheet]:
    sh, c = Sheet(), n.c
    parcel = PARCEL[LANGS.index(n.lang)]
    sh.line((0.06, parcel), (0.50, c["receipt"]), size=30)
    sh.line((0.06, f"{c['tracking']}"), (0.30, n.tracking), size=24)
    sh.line((0.30, f"*{n.tracking}*"), size=30)
    sh.skip(1)
    _fields(sh, n, 0.06, [(c["sender"], n.sup.name), ("", f"{n.sup.street}, {n.sup.city}"),
                          (c["consignee"], n.buyer), ("", n.site),
                          (c["ref"] + " 1", n.dn), (c["ref"] + " 2", n.po),
                          ("Service", "Next day 10:00"),
                          (c["shipdate"], n.d(-1)), (c["delivered"], n.date_raw),
                          (c["weight"], f"{n.rng.randint(1, 30)}.{n.rng.randint(0, 9)}")],
            vx=0.30)  # fmt: skip
    sh.skip(2)
    sh.line((0.06, f"{c['sign']}:"), (0.30, n.rng.choice(PEOPLE)), (0.60, n.time()))
    return [sh]


def _bill_of_lading(n: Note) -> list[Sheet]:
    sh, c = Sheet(), n.c
    sh.line((0.06, c["bl"]), (0.60, f"{c['no']} {n.tracking}"), size=30)
    sh.skip(1)
    for key, lines in (("sender", [n.sup.name, n.sup.street, n.sup.city]),
                       ("consignee", [n.buyer, n.site]),
                       ("Notify party", [n.rng.choice(FORWARDERS[n.lang])]),
                       ("carrier", [n.carrier])):  # fmt: skip
        sh.line((0.06, c.get(key, key)), size=14, gap=1.3)
        for text in lines:
            sh.line((0.10, text))
    sh.skip(1)
    _fields(sh, n, 0.06, [(c["shipper_ref"], n.dn), (c["po2"], n.po), (c["job"], n.job)],
            vx=0.36)  # fmt: skip
    sh.skip(1)
    _items(sh, n, n.goods)
    sh.skip(1)
    sh.line((0.06, c["issued"]), size=14, gap=1.3)
    sh.line((0.06, f"{n.sup.city}, {n.date_raw}"))
    sh.line((0.06, "Shipped on board"), (0.36, n.date_raw))
    _footer(sh, n)
    return [sh]


def _thermal(n: Note, stacked: bool) -> list[Sheet]:
    sh, c = Sheet(width=SLIP_W, size=22, mono=True, y=30), n.c
    sh.line((0.12, n.sup.alias.upper()), size=30)
    for text in (n.sup.name, n.sup.street, n.sup.city, f"Tel {n.sup.phone}",
                 f"{c['vat']} {n.sup.tax_id}", "-" * 30, c["dn"].upper()):  # fmt: skip
        sh.line((0.04, text))
    rows = [(c["no"].rstrip("."), n.dn), (c["date"], f"{n.date_raw} {n.time()}"),
            (c["account"], n.cust), (c["po"], n.po), (c["job"], n.job),
            (c["site"], n.site), (c["served"], n.rng.choice(PEOPLE))]  # fmt: skip
    for label, value in rows:
        if not value:
            continue
        if stacked:
            sh.line((0.04, label + ":"))
            sh.line((0.10, value))
        else:
            sh.line((0.04, label + ":"), (0.40, value))
    sh.line((0.04, "-" * 30))
    for _code, text, qty in n.goods:
        sh.line((0.04, f"{qty} x"), (0.22, text[:24]))
    sh.line((0.04, "-" * 30))
    sh.line((0.04, f"{c['sign']}:"))
    sh.skip(2)
    sh.line((0.04, c["thanks"][:30]))
    return [sh]


def _dotmatrix_caps(n: Note) -> list[Sheet]:
    sh, c = Sheet(size=19, caps=True, mono=True), n.c
    sh.line((0.04, n.sup.name), (0.60, f"{c['dn']} {c['no']} {n.dn}"))
    sh.line((0.04, f"{n.sup.street} {n.sup.city}"), (0.60, f"{c['date']} {n.date_raw}"))
    sh.line((0.04, f"TEL {n.sup.phone}"), (0.60, f"{c['page']} 1"))
    sh.skip(2)
    for label, value in ((c["cust"], n.cust), (c["po"], n.po), (c["job"], n.job),
                         (c["site"], n.site), (c["consignee"], n.buyer)):  # fmt: skip
        if value:
            sh.line((0.04, f"{label} ".ljust(18, ".") + f": {value}"))
    sh.skip(1)
    sh.line((0.04, "=" * 80))
    for code, text, qty in n.goods:
        sh.line((0.04, code), (0.20, text), (0.80, qty))
    sh.line((0.04, "=" * 80))
    sh.skip(2)
    sh.line((0.04, f"{c['received']} ...................."))
    sh.line((0.04, f"{c['vat']} {n.sup.tax_id}"))
    return [sh]


def _dotmatrix_form(n: Note) -> list[Sheet]:
    """A pre-printed form with the values printed by a dot-matrix, out of register."""
    sh, c, rng = Sheet(size=16), n.c, n.rng
    dx, dy = rng.uniform(0.005, 0.03), rng.uniform(4, 14)
    _letterhead(sh, n)
    sh.at(0.06, 180, c["dn"], 30)
    cells = [(c["no"], n.dn), (c["date"], n.date_raw), (c["po"], n.po or ""),
             (c["cust"], n.cust), (c["job"], n.job or "")]  # fmt: skip
    for k, (label, value) in enumerate(cells):
        fx = 0.06 + k * 0.18
        sh.at(fx, 240, label, 13)
        sh.at(fx + dx, 262 + dy, value.upper(), 19, mono=True)
    sh.at(0.06, 320, c["consignee"], 13)
    for k, text in enumerate((n.buyer, n.site)):
        sh.at(0.06 + dx, 340 + dy + k * 24, text.upper(), 19, mono=True)
    sh.y = 440
    sh.line((0.06, c["item"]), (0.22, c["desc"]), (0.80, c["qty"]), size=13)
    for code, text, qty in n.goods:
        sh.at(0.06 + dx, sh.y + dy, code, 19, mono=True)
        sh.at(0.22 + dx, sh.y + dy, text.upper(), 19, mono=True)
        sh.at(0.80 + dx, sh.y + dy, qty, 19, mono=True)
        sh.y += 30
    sh.y = 1450
    sh.line((0.06, f"{c['received']} / {c['sign']}"), (0.55, c["driver"]), size=13)
    _footer(sh, n)
    return [sh]


def _webshop(n: Note) -> list[Sheet]:
    sh, c = Sheet(), n.c
    first, rest = _split(n)
    pages = "1/2" if rest else "1/1"
    sh.at(0.66, 30, f"{c['printed']} {n.d(n.rng.randint(0, 1))} {n.time()}", 14)
    sh.line((0.06, n.sup.alias), size=32)
    sh.line((0.06, f"www.{n.sup.alias.split()[0].lower()}-shop.example"), size=14)
    sh.skip(1)
    sh.line((0.06, c["packing"]), (0.72, f"{c['page']} {pages}"), size=26)
    top = sh.y
    _addressee(sh, n, caption=c["ship_to"])
    sh.y = top
    _fields(sh, n, 0.50, [(f"{c['packing']} {c['no']}", n.dn),
                          (f"{c['order']} #", n.shop_order),
                          (c["orderdate"], n.d(-n.rng.randint(1, 6))),
                          (c["shipdate"], n.date_raw),
                          ("PO / " + c["ref"], n.po)], vx=0.76)  # fmt: skip
    sh.skip(2)
    _items(sh, n, first)
    sh.skip(1)
    sh.line((0.06, c["follows"]))
    _footer(sh, n)
    return [sh] + ([_second(n, rest)] if rest else [])


def _distributor(n: Note) -> list[Sheet]:
    sh, c = Sheet(), n.c
    first, rest = _split(n)
    _letterhead(sh, n)
    sh.skip(1)
    sh.line((0.06, f"{c['dn']} / {c['packing']}"), size=28)
    top = sh.y
    _addressee(sh, n, caption=c["ship_to"])
    sh.skip(1)
    _addressee(sh, n, caption=c["bill_to"])
    sh.y = top
    _fields(sh, n, 0.52, [(f"{c['dn']} {c['no']}", n.dn), (c["shipdate"], n.date_raw),
                          (c["sales"], n.shop_order),
                          (c["pick"], f"PL{n.cust}"), (c["po2"], n.po), (c["job"], n.job),
                          (c["orderdate"], n.d(-n.rng.randint(2, 9))),
                          (c["printed"], f"{n.d(0)} {n.time()}")], vx=0.76)  # fmt: skip
    sh.y += 150
    _items(sh, n, first)
    _footer(sh, n)
    return [sh] + ([_second(n, rest)] if rest else [])


def _marketplace(n: Note) -> list[Sheet]:
    """A marketplace seller's slip: the order number is the only number of the paper."""
    sh, c = Sheet(), n.c
    sh.line((0.06, f"{c['packing']} · {n.sup.alias}"), size=26)
    sh.line((0.06, f"{c['order']} {c['no']} {n.dn}"), (0.60, f"{c['orderdate']}: {n.d(-2)}"))
    sh.line((0.60, f"{c['shipdate']}: {n.date_raw}"))
    sh.skip(1)
    _addressee(sh, n, caption=c["ship_to"])
    if n.po:
        sh.line((0.06, f"Buyer note: PO {n.po}"))
    sh.skip(1)
    _items(sh, n, n.goods)
    sh.skip(1)
    sh.line((0.06, c["follows"]))
    sh.line((0.06, f"{c['sender']}: {n.sup.name} · {c['vat']} {n.sup.tax_id}"), size=14)
    return [sh]


def _fax_top(n: Note, page: int, of: int) -> str:
    sent = n.d(n.rng.randint(0, 4))
    return (
        f"{sent} {n.time()}  {n.forwarder.upper()}  +{n.rng.randint(30, 49)} "
        f"{_digits(n.rng, 3)} {_digits(n.rng, 6)}  {n.c['page']} {page}/{of}"
    )


def _fax_letter(n: Note) -> list[Sheet]:
    sh, c = Sheet(), n.c
    first, rest = _split(n)
    of = 2 if rest else n.rng.choice((1, 2))
    sh.line((0.03, _fax_top(n, 1, of)), size=14)
    sh.skip(1)
    _letterhead(sh, n)
    sh.skip(1)
    top = sh.y
    _addressee(sh, n)
    sh.y = top
    _fields(sh, n, 0.55, _head_rows(n), vx=0.76)
    sh.skip(2)
    sh.line((0.06, c["dn"]), size=28)
    _items(sh, n, first)
    _footer(sh, n)
    second = [_second(n, rest, top=_fax_top(n, 2, 2))] if rest else []
    return [sh, *second]


def _fax_table(n: Note) -> list[Sheet]:
    sh, c = Sheet(), n.c
    sh.line((0.03, f"FAX {c['from']}: {n.forwarder}"), (0.55, _fax_top(n, 1, 1)[:40]), size=14)
    sh.skip(1)
    _letterhead(sh, n, brand=True)
    sh.skip(2)
    sh.line((0.06, c["dn"]), size=28)
    heads = [(c["no"], n.dn), (c["date"], n.date_raw), (c["po2"], n.po or "-"),
             (c["cust"], n.cust), (c["job"], n.job or "-")]  # fmt: skip
    sh.line(*[(0.06 + k * 0.18, h) for k, (h, _) in enumerate(heads)], size=14, gap=1.4)
    sh.line(*[(0.06 + k * 0.18, v) for k, (_, v) in enumerate(heads)])
    sh.skip(1)
    _addressee(sh, n, caption=c["consignee"])
    sh.skip(1)
    _items(sh, n, n.goods)
    _footer(sh, n)
    return [sh]


def _email(n: Note) -> list[Sheet]:
    sh, c = Sheet(), n.c
    first, rest = _split(n)
    fwd = n.forwarder.split()[-1].lower()
    mail = [(c["from"], f"{n.rng.choice(PEOPLE)} <orders@{fwd}.example>"),
            (c["sent"], f"{n.d(n.rng.randint(0, 3))} {n.time()}"),
            (c["to"], f"site.office@{n.buyer.split()[0].lower()}.example"),
            (c["subject"], n.rng.choice((f"Fwd: {c['dn']} {n.dn}", f"WG: {n.site}",
                                         f"TR: {c['order']} {n.po or n.cust}")))]  # fmt: skip
    sh.line((0.06, n.forwarder), size=16)
    for label, value in mail:
        sh.line((0.06, f"{label}:"), (0.18, value), size=15)
    sh.line((0.06, "_" * 90), size=12)
    sh.skip(1)
    _letterhead(sh, n)
    sh.skip(1)
    sh.line((0.06, f"{c['dn']} {n.dn}"), size=26)
    _fields(sh, n, 0.06, _head_rows(n, "po2")[1:], vx=0.30)
    sh.skip(1)
    _items(sh, n, first)
    _footer(sh, n)
    return [sh] + ([_second(n, rest)] if rest else [])


def _nursery(n: Note) -> list[Sheet]:
    sh, c, rng = Sheet(), n.c, n.rng
    first, rest = _split(n)
    _letterhead(sh, n)
    sh.skip(1)
    top = sh.y
    _addressee(sh, n, caption=c["ship_to"])
    sh.y = top
    _fields(sh, n, 0.55, _head_rows(n), vx=0.76)
    sh.skip(2)
    sh.line((0.06, c["dn"]), size=28)
    _items(sh, n, first)
    sh.skip(1)
    country = TAX_PREFIX[n.lang][:2]
    sh.line((0.06, c["passport"]), size=16)
    sh.line((0.06, f"A {first[0][1].split()[0]}"), (0.30, f"B {country}-{_digits(rng, 7)}"),
            (0.55, f"C {_digits(rng, 5)}"), (0.75, f"D {country}"))  # fmt: skip
    _footer(sh, n)
    return [sh] + ([_second(n, rest)] if rest else [])


def _turf_ticket(n: Note) -> list[Sheet]:
    sh, c = Sheet(size=22), n.c
    _letterhead(sh, n, brand=True)
    sh.line((0.06, f"{c['dn']} {c['no']}"), (0.45, n.dn), size=30)
    sh.skip(1)
    _fields(sh, n, 0.06, [(c["date"], n.date_raw), (c["consignee"], n.buyer),
                          (c["site"], n.site), (c["po"], n.po), (c["job"], n.job),
                          (c["vehicle"], f"{n.rng.choice('KLMX')}{_digits(n.rng, 3)} ABC"),
                          (c["driver"], n.rng.choice(PEOPLE)),
                          ("Time in / out", f"{n.time()} / {n.time()}")], vx=0.32)  # fmt: skip
    sh.skip(1)
    for _code, text, qty in n.goods[:3]:
        sh.line((0.06, text), (0.70, qty))
    sh.skip(2)
    sh.line((0.06, f"{c['received']}:"), (0.40, "____________"))
    _footer(sh, n, y=sh.y + 60)
    return [sh]


def _lab(n: Note, kind: str) -> list[Sheet]:
    sh, c = Sheet(size=18), n.c
    first, rest = _split(n)
    _letterhead(sh, n)
    sh.skip(1)
    sh.line((0.06, c["dn"]), (0.55, f"{c['no']} {n.dn}"), size=28)
    top = sh.y
    room = "First-aid room" if kind == "medical" else "Lab / QA"
    _addressee(sh, n, caption=f"{c['ship_to']} · {room}")
    sh.y = top
    _fields(sh, n, 0.55, _head_rows(n)[1:], vx=0.76)
    sh.y += 60
    _items(sh, n, first, extra=kind)
    sh.skip(1)
    sh.line((0.06, "Store at 2-8 °C" if kind == "lab" else "CE 0123 · MDR 2017/745"), size=14)
    _footer(sh, n)
    return [sh] + ([_second(n, rest, extra=kind)] if rest else [])


def _boxed(n: Note) -> list[Sheet]:
    sh, c = Sheet(), n.c
    first, rest = _split(n)
    _letterhead(sh, n, brand=n.rng.random() < 0.5)
    sh.skip(1)
    _addressee(sh, n)
    sh.skip(1)
    sh.line((0.06, c["dn"]), size=28)
    heads = [(f"{c['dn']} {c['no']}", n.dn), (c["date"], n.date_raw), (c["po2"], n.po or ""),
             (c["job"], n.job or ""), (c["page"], "1/2" if rest else "1")]  # fmt: skip
    sh.line(*[(0.06 + k * 0.18, h) for k, (h, _) in enumerate(heads)], size=13, gap=1.4)
    sh.line(*[(0.06 + k * 0.18, v) for k, (_, v) in enumerate(heads)])
    sh.skip(1)
    _items(sh, n, first)
    _footer(sh, n)
    return [sh] + ([_second(n, rest)] if rest else [])


def _counter_a5(n: Note) -> list[Sheet]:
    """A trade-counter collection note: a carbon copy with two columns of header."""
    sh, c = Sheet(size=18), n.c
    sh.line((0.05, n.sup.name), (0.62, f"{c['dn']} {n.dn}"), size=24)
    sh.line((0.05, f"{n.sup.street}, {n.sup.city}"), (0.62, f"{c['date']}: {n.date_raw}"))
    sh.line((0.05, f"{c['account']}: {n.cust}"), (0.62, f"{c['po']}: {n.po or '-'}"))
    if n.job:
        sh.line((0.62, f"{c['job']}: {n.job}"))
    sh.line((0.05, f"{c['collected']}: {n.rng.choice(PEOPLE)}"), (0.62, n.time()))
    sh.skip(1)
    for code, text, qty in n.goods:
        sh.line((0.05, code), (0.20, text), (0.82, qty))
    sh.line((0.05, f"{c['vat']} {n.sup.tax_id}"), (0.62, f"{c['sign']}: ________"))
    return [sh]


@dataclass(frozen=True)
class Layout:
    build: Callable[[Note], list[Sheet]]
    family: str  # freight / counter / shop / forwarded / ordinary
    trades: tuple[str, ...]
    paper: bool = False  # only ever a scan or a photo
    two_pages: bool = False
    caps: bool = False
    jobs: bool = True  # prints a job reference when the note has one


_ANY = ("building", "plumbing", "electrical", "tools", "nursery", "lab")
_LAYOUTS: dict[str, Layout] = {
    "cmr_form": Layout(_cmr_form, "freight", ("building", "nursery", "turf", "tools")),
    "cmr_software": Layout(_cmr_software, "freight", ("building", "turf", "lab")),
    "pallet_pod": Layout(_pallet_pod, "freight", ("building", "plumbing", "nursery"), True),
    "carrier_receipt": Layout(
        _carrier_receipt, "freight", ("lab", "medical", "tools", "ppe"), jobs=False
    ),
    "bill_of_lading": Layout(_bill_of_lading, "freight", ("building", "turf", "electrical")),
    "thermal_inline": Layout(lambda n: _thermal(n, False), "counter",
                             ("plumbing", "electrical", "tools")),
    "thermal_stacked": Layout(lambda n: _thermal(n, True), "counter",
                              ("plumbing", "electrical", "building")),
    "dotmatrix_caps": Layout(_dotmatrix_caps, "counter", ("building", "plumbing", "electrical"),
                             True, caps=True),
    "dotmatrix_form": Layout(_dotmatrix_form, "counter", ("building", "tools", "turf"), True),
    "counter_a5": Layout(_counter_a5, "counter", ("plumbing", "electrical", "tools")),
    "webshop_slip": Layout(
        _webshop, "shop", ("tools", "ppe", "lab", "medical"), two_pages=True, jobs=False
    ),
    "distributor_slip": Layout(_distributor, "shop", ("electrical", "lab", "ppe"),
                               two_pages=True),
    "marketplace_slip": Layout(_marketplace, "shop", ("tools", "ppe", "medical"), jobs=False),
    "fax_letter": Layout(_fax_letter, "forwarded", _ANY, True, True),
    "fax_table": Layout(_fax_table, "forwarded", _ANY, True),
    "email_forward": Layout(_email, "forwarded", _ANY, two_pages=True),
    "nursery_note": Layout(_nursery, "ordinary", ("nursery",), two_pages=True),
    "turf_ticket": Layout(_turf_ticket, "ordinary", ("turf",)),
    "lab_supply": Layout(lambda n: _lab(n, "lab"), "ordinary", ("lab",), two_pages=True),
    "firstaid_note": Layout(lambda n: _lab(n, "medical"), "ordinary", ("medical",),
                            two_pages=True),
    "boxed_header": Layout(_boxed, "ordinary", ("nursery", "turf", "lab", "medical"),
                           two_pages=True),
}  # fmt: skip
LAYOUTS = tuple(_LAYOUTS)
_FREIGHT_TRACK = {"cmr_form": "{7}", "cmr_software": "{7}", "pallet_pod": "{3}-{7}",
                  "carrier_receipt": "JD{9}{8}", "bill_of_lading": "BOL{y}{6}"}  # fmt: skip


# --- notes ----------------------------------------------------------------------------------


def _note(
    rng: random.Random, i: int, name: str, lang: str, world: dict[str, Firm]
) -> tuple[dict[str, Any], dict[str, Any]]:
    layout = _LAYOUTS[name]
    trade = rng.choice(layout.trades)
    families = FAMILIES[lang]
    # Suppliers recur: two firms per trade and language in a sample.
    family = families[(hash_index(trade) + rng.randint(0, 1)) % len(families)]
    sup = world.setdefault(f"{lang}/{trade}/{family}", _supplier(lang, trade, family))
    if layout.paper:
        kind = rng.choice(("scan", "scan", "photo"))
    else:
        kind = rng.choices(("digital", "scan", "photo"), (0.6, 0.24, 0.16))[0]
    year = rng.choice((2024, 2025, 2026))
    day = date(year, 1, 1) + timedelta(days=rng.randint(0, 360))
    mdy = lang == "en" and rng.random() < 0.25
    style = rng.choices(("num", "short", "named", "iso"), (0.55, 0.15, 0.2, 0.1))[0]
    if layout.caps and style == "named":
        style = "num"
    po = _number(rng, rng.choice(_PO), year) if rng.random() < 0.72 else None
    job = _number(rng, rng.choice(_JOB), year) if rng.random() < 0.5 else None
    job = job if layout.jobs else None
    track = _FREIGHT_TRACK.get(name, "{9}")
    number = "{3}-{6}{1}-{7}" if name == "marketplace_slip" else rng.choice(_DN)
    unit = CAPTIONS[lang]["pieces"]
    goods = [
        (f"{_digits(rng, 3)}-{_digits(rng, 4)}", text, f"{rng.randint(1, 40)} {unit}")
        for text in rng.sample(GOODS[trade], rng.randint(3, 6))
    ]
    note = Note(
        rng=rng, lang=lang, kind=kind, sup=sup, dn=_number(rng, number, year), po=po,
        job=job, day=day, style=style, mdy=mdy, cust=_digits(rng, 5),
        buyer=rng.choice(BUYERS[lang]), site=rng.choice(SITES[lang]),
        carrier=CARRIERS[lang][name == "pallet_pod" or rng.random() < 0.3],
        tracking=_number(rng, track, year), goods=goods,
        two_pages=layout.two_pages and rng.random() < 0.4 and len(goods) >= 2,
        forwarder=rng.choice(FORWARDERS[lang]), shop_order=f"WEB-{_digits(rng, 7)}",
    )  # fmt: skip
    sheets = layout.build(note)
    accept: dict[str, list[str]] = {}
    if name in ("webshop_slip", "marketplace_slip") and not po:  # the shop's order number
        accept["po_number"] = [note.shop_order if name == "webshop_slip" else note.dn]
    for key, value in (("document_number", note.dn), ("po_number", po)):
        label, _, bare = (value or "").partition(" ")
        if label in _TYPE_LABELS:  # "DDT 4624/26": the document type's abbreviation, a label
            accept.setdefault(key, []).append(bare)
    extras = [_supplier(lang, trade, f) for f in families if f != family][: rng.randint(2, 4)]
    other_trade = rng.choice([t for t in TRADES if t != trade])
    extras.append(_supplier(lang, other_trade, family))  # the same family, another trade
    if layout.family == "freight" and rng.random() < 0.5:
        extras.append(_firm(note.carrier, lang, "freight"))
    pos = [_number(rng, rng.choice(_PO), year) for _ in range(rng.randint(1, 3))]
    if po:
        pos.append(_near(po, rng))
    pos = [p for p in pos if p != po]
    owners = [sup, *extras]
    truth = {
        "file": f"{i:03d}-{name}-{lang}-{kind}",
        "kind": kind,
        "language": lang,
        "layout": name,
        "family": layout.family,
        "trade": trade,
        "document_number": note.dn,
        "date": day.isoformat(),
        "date_raw": note.date_raw,
        "date_order": "mdy" if mdy else "dmy",
        "po_number": po,
        "job": job,
        "tracking": note.tracking if layout.family == "freight" else None,
        "supplier": sup.name,
        "supplier_aliases": [sup.alias],
        "supplier_tax_id": sup.tax_id,
        "tax_id_printed": name not in ("pallet_pod", "carrier_receipt", "cmr_form"),
        "caps": layout.caps,
        "forwarder": note.forwarder if layout.family == "forwarded" else None,
        "pages": len(sheets),
        "accept": accept,
        "host_extra_suppliers": [e.host() for e in extras],
        "host_extra_pos": [{"po_number": p, "supplier": rng.choice(owners).name} for p in pos],
    }  # fmt: skip
    pages = []
    for sheet in sheets:
        if kind == "digital":
            words, width, height = _digital(sheet), sheet.width, sheet.height
        else:
            words, width, height = _ocr(sheet, rng, kind)
        path = "text layer" if kind == "digital" else "ocr"
        pages.append({"words": words, "width": width, "height": height, "path": path})
    page = pages[0]
    if len(pages) > 1:
        page["next_pages"] = pages[1:]
    return truth, page


def hash_index(text: str) -> int:
    return int(hashlib.sha1(text.encode()).hexdigest()[:6], 16)


def generate(seed: int = 91, count: int = 120) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    """``count`` notes as (truth, page); a note of two pages carries ``next_pages``."""
    rng = random.Random(seed)
    order = list(LAYOUTS)
    rng.shuffle(order)
    langs = list(LANGS)
    rng.shuffle(langs)
    world: dict[str, Firm] = {}
    for i in range(count):
        name = order[i % len(order)]
        lang = langs[(i % len(order) + i // len(order)) % len(langs)]  # each layout in each
        yield _note(rng, i, name, lang, world)
