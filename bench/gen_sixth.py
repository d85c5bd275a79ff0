"""A sixth held-out generator of delivery-note pages (``--corpus sixth``): the paperwork of
civil-engineering and facilities sites.

Written without sight of the field finder (``dn_pipeline/finding/``), its tests or the other
generators, from what such paperwork prints: weighbridge and asphalt tickets (gross / tare
/ net, times in and out), concrete-pump dockets, skip and waste notes (a waste transfer
note number beside the docket's own), steel, electrical, HVAC, plumbing, fencing, signage
and timber delivery notes, traffic-management sheets, fuel tickets (meter readings),
gas-cylinder and pallet return notes. 31 layouts in English (UK, Ireland, South Africa,
New Zealand, Singapore), German, French, Italian, Spanish and Dutch; labels to the left,
above, in a boxed table header, on the line before a right-aligned value, in a strip of
several pairs on one line, or the number in the title; unlabelled window recipients,
customer / deliver-to / site blocks, hauliers, vehicle registrations, accounts, the
supplier's own order numbers, job and cost-centre references, order and print dates; VAT /
company numbers in footers; brand letterheads with the legal name only in the footer;
some notes of two pages. Kinds: ``digital`` (text-layer words), ``scan`` and ``photo``
(one entry per printed run, OCR confusions O/0 I/1 S/5 B/8, merged and split runs,
dropped punctuation, skewed lines on photos). Printed tickets (``paper`` layouts) are
never digital.

What the truth calls what:
- ``document_number``: the note's own number (delivery note / docket / ticket / DDT /
  albarán / pakbon number) — never the supplier's sales order, the account, the vehicle,
  the waste transfer note or the invoice to follow.
- ``po_number``: the customer's purchase-order reference as the supplier prints it under
  any of the buyer's order labels ("Your order", "PO", "Bestellung", "votre commande",
  "Vs. ordine", "Su pedido", "Uw bestelling", "Your ref", "Customer ref", "Client ref").
  Job, site, contract, cost-centre, "Baustelle", "Chantier", "Commessa", "Obra" and
  "Project" references are NOT the PO: a note that prints only those has no PO (null).
- ``date``: the delivery / ticket date (not the order date, nor the print stamp).
- ``supplier``: the issuer's legal name; its trading name is the alias.

Host data per note: the supplier (name, alias, tax id), its PO, look-alike suppliers of the
site (same place, other trades; never printed on the note) and the site's other open POs,
some of them the same supplier's, some one digit away from the printed one.

Stdlib only; deterministic per seed: ``generate(seed, count)`` yields ``(truth, page)``;
a note of two pages carries its second page in ``page["next_pages"]``.
"""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from sixth_world import (
    COUNTRIES,
    CUSTOMERS,
    EN_SITES,
    HAULIERS,
    LABELS,
    SITES,
    STREETS,
    TITLES,
    Supplier,
    date_forms,
    lookalikes,
    suppliers_for,
)

WIDTH, HEIGHT = 1240, 1754
BODY, SMALL, TITLE, HEAD = 20, 16, 34, 40


@dataclass(frozen=True)
class Layout:
    name: str
    trade: str
    doc_type: str
    languages: tuple[str, ...]
    head: str  # inline / grid / above / boxes / nextline / strip: where labels sit
    letter: str  # left / center / right / brand
    recipient: str  # labelled / window / site
    extras: tuple[str, ...]  # other fields printed beside number, date and PO
    po_rate: float
    paper: bool = False  # a printed ticket: only ever scanned or photographed
    pages: float = 0.0  # the chance of a second page
    no_in_title: bool = False  # "LIEFERSCHEIN Nr. 4471203" as the title


L = Layout
LAYOUTS = (
    L("wb_strip", "quarry", "ticket", ("en",), "strip", "center", "site",
      ("time", "reg", "acct", "job", "carrier"), 0.7, paper=True),
    L("wb_grid", "quarry", "ticket", ("de", "es"), "grid", "left", "window",
      ("reg", "acct", "time"), 0.6, paper=True),
    L("wb_boxes", "quarry", "ticket", ("fr", "nl"), "boxes", "left", "labelled",
      ("reg", "acct", "job"), 0.7),
    L("asphalt_grid", "asphalt", "ticket", ("en", "de", "it"), "grid", "right", "site",
      ("time", "reg", "job"), 0.75),
    L("asphalt_above", "asphalt", "ticket", ("nl", "es"), "above", "left", "labelled",
      ("reg", "ours", "time"), 0.7),
    L("pump_inline", "pump", "pump", ("en", "nl"), "inline", "center", "site",
      ("job", "driver", "time"), 0.6, paper=True),
    L("pump_nextline", "pump", "pump", ("es", "fr"), "nextline", "left", "labelled",
      ("job", "acct"), 0.7),
    L("skip_wtn", "skip", "waste", ("en",), "grid", "brand", "labelled",
      ("wtn", "reg", "acct"), 0.5),
    L("skip_eu", "skip", "waste", ("de", "it", "nl"), "inline", "left", "site", ("reg", "job"), 0.5,
      paper=True),
    L("steel_window", "steel", "delivery_note", ("de", "nl"), "grid", "right", "window",
      ("ours", "odate", "job", "carrier"), 0.85, pages=0.3),
    L("steel_boxes", "steel", "delivery_note", ("en", "fr"), "boxes", "left", "labelled",
      ("ours", "acct", "job"), 0.85, pages=0.3),
    L("elec_boxes", "electrical", "delivery_note", ("en", "de"), "boxes", "brand", "labelled",
      ("acct", "ours", "odate", "inv"), 0.9, pages=0.4),
    L("elec_inline", "electrical", "delivery_note", ("fr", "es"), "inline", "left", "window",
      ("acct", "ours", "inv"), 0.85, pages=0.3),
    L("hvac_above", "hvac", "delivery_note", ("nl", "de"), "above", "brand", "labelled",
      ("acct", "ours", "carrier"), 0.85),
    L("hvac_nextline", "hvac", "delivery_note", ("en", "fr"), "nextline", "right", "labelled",
      ("acct", "job", "carrier"), 0.8),
    L("plumb_counter", "plumbing", "delivery_note", ("en", "fr"), "inline", "center", "labelled",
      ("acct", "ours", "time"), 0.75, paper=True),
    L("plumb_grid", "plumbing", "delivery_note", ("es", "it"), "grid", "left", "window",
      ("acct", "ours", "odate"), 0.8, pages=0.3),
    L("fencing", "fencing", "delivery_note", ("en", "nl"), "grid", "left", "site", ("job", "reg"),
      0.7),
    L("signage", "signage", "delivery_note", ("en", "fr", "de"), "above", "center", "labelled",
      ("job", "ours"), 0.8),
    L("traffic", "traffic", "delivery_note", ("en", "es"), "inline", "brand", "site",
      ("job", "driver", "time"), 0.5, paper=True),
    L("fuel_strip", "fuel", "fuel", ("en", "de", "nl"), "strip", "left", "site",
      ("reg", "driver", "time", "acct"), 0.6, paper=True),
    L("fuel_boxes", "fuel", "fuel", ("it", "fr"), "boxes", "left", "labelled",
      ("reg", "acct"), 0.7),
    L("gas_grid", "gas", "return", ("it", "fr", "en"), "grid", "right", "labelled",
      ("acct", "driver"), 0.6),
    L("gas_nextline", "gas", "return", ("es", "de"), "nextline", "center", "window",
      ("acct", "reg"), 0.6, paper=True),
    L("timber_boxes", "timber", "delivery_note", ("nl", "en"), "boxes", "left", "labelled",
      ("acct", "ours", "carrier", "inv"), 0.85, pages=0.3),
    L("timber_inline", "timber", "delivery_note", ("de", "it"), "inline", "right", "window",
      ("acct", "ours", "odate"), 0.8),
    L("landscape", "landscaping", "delivery_note", ("es", "it", "en"), "above", "left", "site",
      ("job", "reg"), 0.7),
    L("pallets_return", "pallets", "return", ("de", "nl", "fr"), "grid", "brand", "labelled",
      ("acct", "reg"), 0.5),
    L("ddt", "steel", "delivery_note", ("it",), "boxes", "left", "window",
      ("carrier", "ours", "time"), 0.8),
    L("albaran", "electrical", "delivery_note", ("es",), "grid", "left", "labelled",
      ("acct", "ours", "job"), 0.8),
    L("title_no", "plumbing", "delivery_note", ("de", "fr", "nl", "en"), "grid", "left", "window",
      ("acct", "ours"), 0.8, no_in_title=True),
)  # fmt: skip
_LAYOUTS = {layout.name: layout for layout in LAYOUTS}

# --- numbers --------------------------------------------------------------------------------


def _d(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def _doc_number(rng: random.Random, layout: Layout, language: str, year: int) -> str:
    y2 = f"{year % 100:02d}"
    if layout.name == "ddt":
        return rng.choice([f"{rng.randint(100, 4999)}/{y2}", f"A/{_d(rng, 5)}"])
    if layout.name == "albaran":
        return f"A{y2}-{_d(rng, 6)}"
    forms = {
        "ticket": [_d(rng, 6), f"T-{_d(rng, 7)}", f"WB{_d(rng, 5)}", f"{y2}{_d(rng, 6)}"],
        "pump": [f"PD {_d(rng, 4)}", f"{_d(rng, 5)}", f"P{y2}/{_d(rng, 4)}"],
        "waste": [f"D{_d(rng, 6)}", f"{_d(rng, 6)}", f"SK-{_d(rng, 5)}"],
        "fuel": [f"F{_d(rng, 7)}", _d(rng, 7), f"TK-{_d(rng, 5)}"],
        "return": [f"RT-{_d(rng, 5)}", f"R{_d(rng, 6)}", f"{_d(rng, 5)}/{y2}"],
        "delivery_note": [
            f"DN-{_d(rng, 6)}",
            f"LS-{year}-{_d(rng, 5)}",
            _d(rng, 7),
            f"00{_d(rng, 6)}",
            f"BL{y2}{_d(rng, 5)}",
            f"{_d(rng, 2)}-{_d(rng, 5)}",
        ],
    }
    return rng.choice(forms[layout.doc_type])


def _po_number(rng: random.Random, language: str, customer: int) -> str:
    """The buyer's PO: its shape is the customer's (it issues them), not the supplier's."""
    styles = [
        lambda: f"PO-{_d(rng, 5)}",
        lambda: f"45{_d(rng, 8)}",
        lambda: f"{rng.choice(['JH', 'MK', 'SD', 'AR'])}/{_d(rng, 4)}",
        lambda: f"BST-{_d(rng, 2)}-{_d(rng, 4)}",
        lambda: f"CMD{_d(rng, 6)}",
        lambda: f"OA{_d(rng, 2)}/{_d(rng, 4)}",
        lambda: f"PED-{_d(rng, 5)}",
        lambda: f"INK{_d(rng, 6)}",
        lambda: f"P{_d(rng, 6)}",
    ]
    pick = {
        "en": (0, 1, 2, 8),
        "de": (3, 1),
        "fr": (4, 0),
        "it": (5, 1),
        "es": (6, 0),
        "nl": (7, 1),
    }[language]
    return styles[pick[customer % len(pick)]]()


def _neighbour(rng: random.Random, number: str) -> str:
    """Another PO of the same series: one digit changed."""
    spots = [i for i, ch in enumerate(number) if ch.isdigit()]
    i = spots[-1 - rng.randrange(min(3, len(spots)))]
    return number[:i] + str((int(number[i]) + rng.randint(1, 8)) % 10) + number[i + 1 :]


_REG = {
    "UK": lambda r: f"{r.choice(['KX', 'BN', 'YR'])}{_d(r, 2)} {r.choice(['BNE', 'LTP', 'HGV'])}",
    "IE": lambda r: f"{_d(r, 3)}-{r.choice(['KE', 'WX', 'D'])}-{_d(r, 4)}",
    "ZA": lambda r: f"CA {_d(r, 3)}-{_d(r, 3)}",
    "NZ": lambda r: f"{r.choice(['NBH', 'KTR', 'LQE'])}{_d(r, 3)}",
    "SG": lambda r: f"XD {_d(r, 4)} K",
    "DE": lambda r: f"TAN-{r.choice(['KW', 'B', 'LT'])} {_d(r, 3)}",
    "AT": lambda r: f"GB-{_d(r, 4)} K",
    "FR": lambda r: f"FG-{_d(r, 3)}-KP",
    "BE": lambda r: f"1-KPF-{_d(r, 3)}",
    "IT": lambda r: f"FX {_d(r, 3)} KP",
    "ES": lambda r: f"{_d(r, 4)} KPF",
    "NL": lambda r: f"BX-{_d(r, 3)}-K",
}


def _extra_value(rng: random.Random, key: str, country: str, language: str, day: dt.date) -> str:
    if key == "reg":
        return _REG[country](rng)
    if key == "acct":
        return rng.choice([f"C{_d(rng, 5)}", f"K-{_d(rng, 5)}", _d(rng, 6), f"ACC{_d(rng, 4)}"])
    if key == "ours":
        return rng.choice([f"SO-{_d(rng, 6)}", f"AB {_d(rng, 6)}", f"CV{_d(rng, 5)}", _d(rng, 8)])
    if key == "job":
        return rng.choice(
            [
                f"J-{_d(rng, 4)}",
                f"C-{_d(rng, 4)}",
                f"CH-{_d(rng, 3)}",
                f"OB-{day.year}-{_d(rng, 3)}",
                f"KST {_d(rng, 4)}",
                f"P{_d(rng, 2)}-{_d(rng, 3)}",
            ]
        )
    if key == "wtn":
        return f"WTN-{_d(rng, 7)}"
    if key == "driver":
        return rng.choice(
            [
                "D. Murphy",
                "K. Naidoo",
                "T. Ngata",
                "M. Weber",
                "L. Roux",
                "G. Rossi",
                "J. Ortega",
                "P. de Boer",
                "R. Tan",
            ]
        )
    if key == "time":
        return f"{rng.randint(6, 16):02d}:{rng.randint(0, 59):02d}"
    if key == "carrier":
        return rng.choice(HAULIERS[language])
    if key == "odate":
        return rng.choice(
            date_forms(day - dt.timedelta(days=rng.randint(1, 20)), language, country)
        )
    return ""


# --- the page: runs placed on a canvas ------------------------------------------------------


class Canvas:
    """Printed runs (x0, y0, text, size); a run is what an OCR engine reads as one line."""

    def __init__(self) -> None:
        self.runs: list[tuple[float, float, str, int]] = []

    def put(self, x: float, y: float, text: str, size: int = BODY, right: bool = False) -> float:
        width = _width(text, size)
        x0 = x - width if right else x
        x0 = max(20.0, min(x0, WIDTH - 20 - width))
        y = max(10.0, min(y, HEIGHT - size - 10))
        self.runs.append((x0, y, text, size))
        return x0 + width


def _width(text: str, size: int) -> float:
    return len(text) * size * 0.5


def _digital(canvas: Canvas) -> list[dict[str, Any]]:
    words = []
    for x0, y0, text, size in canvas.runs:
        x = x0
        for token in text.split(" "):
            if token:
                w = _width(token, size)
                words.append(
                    {
                        "t": token,
                        "x0": round(x, 1),
                        "y0": round(y0, 1),
                        "x1": round(x + w, 1),
                        "y1": round(y0 + size, 1),
                    }
                )
            x += _width(token + " ", size)
    return words


_CONFUSE = {
    "O": "0",
    "0": "O",
    "I": "1",
    "1": "I",
    "S": "5",
    "5": "S",
    "B": "8",
    "8": "B",
    "l": "1",
    "o": "0",
    "G": "6",
    "Z": "2",
}


def _ocr(canvas: Canvas, rng: random.Random, kind: str) -> list[dict[str, Any]]:
    """One entry per printed run as an OCR engine returns it, with its confusions."""
    rate = 0.018 if kind == "scan" else 0.045
    slope = rng.uniform(-0.025, 0.025) if kind == "photo" else rng.uniform(-0.004, 0.004)
    runs = sorted(canvas.runs, key=lambda r: (round(r[1] / 8), r[0]))
    merged: list[list[Any]] = []
    for x0, y0, text, size in runs:
        last = merged[-1] if merged else None
        if last and abs(last[1] - y0) < 6 and 0 <= x0 - last[4] < 45 and rng.random() < 0.6:
            last[2] = f"{last[2]} {text}"
            last[4] = x0 + _width(text, size)
            continue
        merged.append([x0, y0, text, size, x0 + _width(text, size)])
    words = []
    for x0, y0, text, size, _ in merged:
        pieces = [(x0, text)]
        if " " in text and rng.random() < 0.12:  # a wide gap read as two lines
            cut = rng.choice([i for i, ch in enumerate(text) if ch == " "])
            pieces = [(x0, text[:cut]), (x0 + _width(text[: cut + 1], size), text[cut + 1 :])]
        for px, piece in pieces:
            out, errors = [], 0
            for ch in piece:
                if ch in _CONFUSE and rng.random() < rate:
                    out.append(_CONFUSE[ch])
                    errors += 1
                elif ch in ":.#" and rng.random() < rate * 4:
                    errors += 1
                else:
                    out.append(ch)
            if rng.random() < rate * 2 and " " in piece:  # a space lost
                i = out.index(" ")
                out.pop(i)
            t = "".join(out).strip()
            if not t:
                continue
            w = _width(piece, size)
            dy = (px + w / 2 - WIDTH / 2) * slope
            conf = max(0.35, min(0.999, rng.uniform(0.86, 0.995) - 0.09 * errors))
            y0b = max(1.0, min(y0 + dy, HEIGHT - size - 2))
            words.append(
                {
                    "t": t,
                    "x0": round(px, 1),
                    "y0": round(y0b, 1),
                    "x1": round(min(px + w, WIDTH - 1), 1),
                    "y1": round(y0b + size + abs(w * slope), 1),
                    "c": round(conf, 3),
                }
            )
    return words


# --- drawing one note -----------------------------------------------------------------------


def _label(rng: random.Random, language: str, key: str, colon: bool) -> str:
    text = rng.choice(LABELS[language][key])
    return f"{text}:" if colon and not text.endswith((":", ".")) else text


_TICKET_WORDS = ("Ticket", "Wiege", "Weegbon", "Scontrino")


def _number_label(rng: random.Random, language: str, layout: Layout) -> str:
    """A number label that fits the document: "Ticket No." only on tickets."""
    labels = LABELS[language]["no"]
    if layout.doc_type != "ticket":
        labels = tuple(x for x in labels if not x.startswith(_TICKET_WORDS))
    return rng.choice(labels)


def _letterhead(c: Canvas, rng: random.Random, layout: Layout, s: Supplier) -> None:
    street, town = STREETS[s.country]
    if layout.letter == "brand":
        c.put(80, 60, s.alias.upper() if rng.random() < 0.5 else s.alias, HEAD)
        c.put(80, 110, f"{street} · {town}", SMALL)
        c.put(80, 132, f"{s.phone} · {s.web}", SMALL)
        return
    x: float
    x, right = {"left": (80, False), "right": (1160, True), "center": (620, False)}[layout.letter]
    if layout.letter == "center":
        x = 620 - _width(s.name, HEAD) / 2
    c.put(x, 60, s.name, HEAD, right=right)
    if rng.random() < 0.5:
        c.put(80 if right else 1160, 70, s.alias, BODY, right=not right)
    for i, line in enumerate((street, town, f"Tel {s.phone}", s.web)):
        c.put(x if not right else 1160, 112 + 22 * i, line, SMALL, right=right)


def _blocks(
    c: Canvas,
    rng: random.Random,
    layout: Layout,
    language: str,
    customer: str,
    site: tuple[str, str, str],
    side: bool,
) -> None:
    colon = rng.random() < 0.6
    if layout.recipient == "window":
        c.put(80, 200, f"{customer}", BODY)
        for i, line in enumerate(site[1:]):
            c.put(80, 226 + 26 * i, line, BODY)
        if rng.random() < 0.6:
            c.put(80, 310, _label(rng, language, "deliver", colon), SMALL)
            c.put(80, 332, site[0], BODY)
        return
    if layout.recipient == "site":
        c.put(80, 220, _label(rng, language, "deliver", colon), SMALL)
        for i, line in enumerate((customer, *site)):
            c.put(80, 244 + 24 * i, line, BODY)
        return
    c.put(80, 220, _label(rng, language, "customer", colon), SMALL)
    c.put(80, 244, customer, BODY)
    c.put(80, 268, site[2], BODY)
    x, y = (640, 220) if side else (80, 310)
    c.put(x, y, _label(rng, language, "deliver", colon), SMALL)
    for i, line in enumerate(site):
        c.put(x, y + 24 + 24 * i, line, BODY)


def _fields(
    c: Canvas, rng: random.Random, layout: Layout, pairs: list[tuple[str, str]], top: float
) -> float:
    """Label / value pairs in the layout's head style; the y below them."""
    colon = rng.random() < 0.5
    labels = [f"{k}:" if colon and not k.endswith((":", ".")) else k for k, _ in pairs]
    head = layout.head
    if head in ("inline", "grid", "nextline"):
        y = top
        for label, (_, value) in zip(labels, pairs, strict=True):
            if head == "inline":
                c.put(680, y, f"{label} {value}", BODY)
                y += 28
            elif head == "grid":
                c.put(680, y, label, BODY)
                c.put(930, y, value, BODY)
                y += 28
            else:
                c.put(680, y, label, SMALL)
                c.put(1160, y + 20, value, BODY, right=True)
                y += 50
        return y
    if head == "strip":
        y, x = top, 80.0
        for label, (_, value) in zip(labels, pairs, strict=True):
            need = _width(f"{label} {value}", BODY) + 40
            if x + need > 1180:
                y, x = y + 30, 80.0
            x = c.put(x, y, label, BODY) + 10
            x = c.put(x, y, value, BODY) + 30
        return y + 40
    per_row = 4 if head == "boxes" else 3
    y = top
    for start in range(0, len(pairs), per_row):
        row = list(zip(labels, pairs, strict=True))[start : start + per_row]
        cell = 1080 / per_row
        for i, (label, (_, value)) in enumerate(row):
            x = 80 + i * cell + 8
            c.put(x, y, label.rstrip(":") if head == "boxes" else label, SMALL)
            c.put(x, y + 26, value, BODY)
        y += 66
    return y


_PRODUCTS = {
    "quarry": ("Type 1 Sub-base", "0/32 Mineral", "20mm Clean Stone", "6F2 Recycled", "0/4 Sand"),
    "asphalt": ("AC 11 surf 40/60", "AC 20 dense bin", "SMA 10 surf PMB", "AC 32 base 70/100"),
    "pump": ("Boom pump 36m", "Pumping C30/37", "Line hire 40m", "Washout"),
    "skip": ("Skip 8yd exchange", "RoRo 20m3", "EWC 17 09 04", "EWC 17 05 04"),
    "steel": ("B500B Ø12 bent", "B500B Ø16 straight", "Mesh A393", "HEA 200 S355"),
    "electrical": ("NYM-J 3x1,5 100m", "SWA 4c 16mm", "RCBO 32A B", "LED Panel 600x600"),
    "hvac": ("VRF cassette 5,6kW", "Cu pipe 22mm", "Duct 315 galv", "Condensate pump"),
    "plumbing": ("Cu 15mm 3m", "Push-fit elbow 22", "PPR 32 PN20", 'Ball valve 1"'),
    "fencing": ("Palisade 2.4m", "Mesh panel 3030", "Post 3.0m", "Gate 4m double"),
    "signage": ("Sign 750 TSRGD", "Frame 600", "Hoarding panel A1", "Sandbag x10"),
    "traffic": ("Cones 750mm", "Barrier 2m", "Lamp LED", "TM crew hours"),
    "fuel": ("Diesel B7", "HVO100", "AdBlue", "Gas oil"),
    "gas": ("Propane 47kg", "Argon 20L", "Acetylene 9kg", "Oxygen 10L"),
    "timber": ("C24 47x150 4.8m", "OSB3 18mm", "Ply 2440x1220", "CLS 38x89 2.4m"),
    "landscaping": ("Topsoil bulk bag", "Turf roll", "Bark mulch m3", "Gravel 10mm"),
    "pallets": ("EUR pallet", "Pallet UK 1200x1000", "Chep pallet", "Gitterbox"),
}


def _body(
    c: Canvas, rng: random.Random, layout: Layout, language: str, top: float, rows: int
) -> float:
    lab = LABELS[language]
    y = top + 20
    if layout.doc_type == "ticket":
        c.put(80, y, rng.choice(lab["desc"]), SMALL)
        c.put(80, y + 24, rng.choice(_PRODUCTS[layout.trade]), BODY)
        gross = rng.randint(28000, 44000)
        tare = rng.randint(11000, 15000)
        unit = rng.choice(["kg", "t"])
        for i, (key, value) in enumerate((("gross", gross), ("tare", tare), ("net", gross - tare))):
            shown = f"{value:,} kg" if unit == "kg" else f"{value / 1000:.2f} t"
            c.put(680, y + 30 * i, rng.choice(lab[key]), BODY)
            c.put(1160, y + 30 * i, shown, BODY, right=True)
        return y + 110
    if layout.doc_type == "fuel":
        start = rng.randint(100000, 900000)
        litres = rng.randint(400, 6000)
        for i, (label, reading) in enumerate(
            (
                ("Meter start", f"{start}"),
                ("Meter end", f"{start + litres}"),
                ("Litres @15°C", f"{litres:,}"),
                ("Temp", f"{rng.randint(4, 22)}°C"),
            )
        ):
            c.put(80, y + 28 * i, label, BODY)
            c.put(400, y + 28 * i, reading, BODY)
        c.put(680, y, rng.choice(_PRODUCTS["fuel"]), BODY)
        return y + 120
    c.put(80, y, rng.choice(lab["code"]), SMALL)
    c.put(240, y, rng.choice(lab["desc"]), SMALL)
    c.put(900, y, rng.choice(lab["qty"]), SMALL)
    if layout.doc_type == "return":
        c.put(1040, y, "+/-", SMALL)
    for i in range(rows):
        yy = y + 28 * (i + 1)
        c.put(80, yy, f"{rng.choice('ABCKMRT')}{_d(rng, 5)}", BODY)
        c.put(240, yy, rng.choice(_PRODUCTS[layout.trade]), BODY)
        c.put(900, yy, f"{rng.randint(1, 60)}", BODY)
        if layout.doc_type == "return":
            c.put(1040, yy, f"-{rng.randint(0, 20)}", BODY)
    return y + 28 * (rows + 1) + 10


def _footer(
    c: Canvas,
    rng: random.Random,
    layout: Layout,
    s: Supplier,
    language: str,
    printed_tax: bool,
    page: int,
    pages: int,
    inv: bool,
) -> None:
    c.put(80, 1440, _label(rng, language, "sign", False), SMALL)
    c.put(80, 1490, "_" * 30, SMALL)
    if inv:
        c.put(700, 1440, LABELS[language]["inv"][0], BODY)
    vat = {
        "en": {
            "UK": "VAT Reg No.",
            "IE": "VAT No.",
            "ZA": "VAT No.",
            "NZ": "GST No.",
            "SG": "GST Reg No.",
        }.get(s.country, "VAT No."),
        "de": "USt-IdNr.",
        "fr": "N° TVA",
        "it": "P.IVA",
        "es": "CIF",
        "nl": "BTW-nr.",
    }[language]
    legal = s.name if layout.letter == "brand" or rng.random() < 0.5 else ""
    line = " · ".join(filter(None, (legal, f"{vat} {s.tax_id}" if printed_tax else "", s.reg)))
    c.put(80, 1640, line, SMALL)
    if pages > 1:
        c.put(
            1160,
            1680,
            rng.choice(LABELS[language]["page"]).format(i=page, n=pages),
            SMALL,
            right=True,
        )


def _note(
    rng: random.Random, layout: Layout, language: str, country: str
) -> tuple[dict[str, Any], list[Canvas]]:
    supplier = rng.choice(suppliers_for(layout.trade, country, language))
    if language == "en":
        customer, site = rng.choice(EN_SITES[country])
    else:
        customer, site = rng.choice(
            list(zip(CUSTOMERS[language], SITES[language] * 2, strict=False))
        )
    customer_i = CUSTOMERS[language].index(customer)
    day = dt.date(2026, 1, 1) + dt.timedelta(days=rng.randrange(330))
    forms = date_forms(day, language, country)
    date_raw = rng.choice(forms)
    number = _doc_number(rng, layout, language, day.year)
    po = _po_number(rng, language, customer_i) if rng.random() < layout.po_rate else None
    pages = 2 if rng.random() < layout.pages else 1
    printed_tax = rng.random() < 0.8 or layout.letter == "brand"

    c = Canvas()
    _letterhead(c, rng, layout, supplier)
    title = rng.choice(TITLES[language][layout.doc_type])
    pairs: list[tuple[str, str]] = []
    if layout.no_in_title:
        title = f"{title} {rng.choice(['Nr.', 'No.', 'N°', ''])} {number}".replace("  ", " ")
    else:
        pairs.append((_number_label(rng, language, layout), number))
    time_ = _extra_value(rng, "time", country, language, day)
    date_value = f"{date_raw} {time_}" if rng.random() < 0.25 else date_raw
    pairs.append((rng.choice(LABELS[language]["date"]), date_value))
    if po:
        pairs.append((rng.choice(LABELS[language]["po"]), po))
    inv = False
    for key in layout.extras:
        if key == "inv":
            inv = True
        elif key == "wtn":
            wtn = _extra_value(rng, key, country, language, day)
            pairs.append(("WTN No." if language == "en" else "WTN", wtn))
        elif rng.random() < 0.8:
            pairs.append(
                (rng.choice(LABELS[language][key]), _extra_value(rng, key, country, language, day))
            )
    first, rest = pairs[:2], pairs[2:]
    rng.shuffle(rest)
    pairs = first + rest if rng.random() < 0.7 else rest[:1] + first + rest[1:]
    side = layout.head in ("boxes", "strip", "above")
    if side:
        c.put(
            620 - _width(title, TITLE) / 2, 160 if layout.letter != "center" else 190, title, TITLE
        )
        _blocks(c, rng, layout, language, customer, site, side=True)
        bottom = _fields(c, rng, layout, pairs, 420)
    else:
        c.put(680, 160 if layout.letter == "left" else 200, title, TITLE)
        _blocks(c, rng, layout, language, customer, site, side=False)
        bottom = max(_fields(c, rng, layout, pairs, 250), 420)
    bottom = _body(c, rng, layout, language, bottom + 20, rng.randint(2, 7))
    if pages > 1:
        c.put(1160, bottom + 10, rng.choice(LABELS[language]["cont"]), SMALL, right=True)
    if rng.random() < 0.3:  # the print stamp: another date, later
        stamp = rng.choice(
            date_forms(day + dt.timedelta(days=rng.randint(1, 3)), language, country)
        )
        c.put(80, 1700, f"{stamp} {time_}", SMALL)
    _footer(c, rng, layout, supplier, language, printed_tax, 1, pages, inv)
    canvases = [c]
    if pages > 1:
        c2 = Canvas()
        c2.put(80, 60, supplier.alias if layout.letter == "brand" else supplier.name, BODY)
        c2.put(680, 60, rng.choice(TITLES[language][layout.doc_type]), BODY)
        if rng.random() < 0.5:
            c2.put(680, 90, f"{_number_label(rng, language, layout)} {number}", BODY)
        _body(c2, rng, layout, language, 160, rng.randint(4, 12))
        _footer(c2, rng, layout, supplier, language, printed_tax, 2, pages, inv)
        canvases.append(c2)

    others = lookalikes(supplier)
    extra_pos = []
    seen = {po}
    for owner in (supplier, supplier, *others[:2]):
        base = po or _po_number(rng, language, customer_i)
        value = (
            _neighbour(rng, base) if rng.random() < 0.5 else _po_number(rng, language, customer_i)
        )
        if value not in seen:
            seen.add(value)
            extra_pos.append({"po_number": value, "supplier": owner.name})
    truth: dict[str, Any] = {
        "layout": layout.name,
        "language": language,
        "country": country,
        "doc_type": layout.doc_type,
        "trade": layout.trade,
        "document_number": number,
        "date": day.isoformat(),
        "date_raw": date_raw,
        "date_order": "dmy",
        "po_number": po,
        "supplier": supplier.name,
        "supplier_aliases": [supplier.alias],
        "supplier_tax_id": supplier.tax_id,
        "tax_id_printed": printed_tax,
        "customer": customer,
        "pages": pages,
        "accept": {},
        "host_extra_suppliers": [
            {"supplier": o.name, "supplier_tax_id": o.tax_id, "supplier_aliases": [o.alias]}
            for o in others
        ],
        "host_extra_pos": extra_pos,
    }
    return truth, canvases


def generate(seed: int = 71, count: int = 150) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    """``count`` notes as (truth, first page); a page is {words, width, height, path}."""
    rng = random.Random(seed)
    order = list(LAYOUTS)
    rng.shuffle(order)
    kinds = ("digital", "scan", "photo")
    for i in range(count):
        layout = order[i % len(order)]
        language = layout.languages[(i // len(order)) % len(layout.languages)]
        if rng.random() < 0.3:
            language = rng.choice(layout.languages)
        country = rng.choice(COUNTRIES[language])
        roll = rng.random()
        kind = kinds[1 + (roll < 0.45)] if layout.paper else kinds[(roll > 0.45) + (roll > 0.75)]
        truth, canvases = _note(rng, layout, language, country)
        truth.update(file=f"sixth-{seed}-{i:03d}-{layout.name}-{language}.png", kind=kind)
        pages = []
        for canvas in canvases:
            if kind == "digital":
                pages.append(
                    {
                        "words": _digital(canvas),
                        "width": WIDTH,
                        "height": HEIGHT,
                        "path": "text layer",
                    }
                )
            else:
                pages.append(
                    {
                        "words": _ocr(canvas, rng, kind),
                        "width": WIDTH,
                        "height": HEIGHT,
                        "path": "ocr",
                    }
                )
        first = pages[0]
        if len(pages) > 1:
            first["next_pages"] = pages[1:]
        yield truth, first
