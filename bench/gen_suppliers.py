"""Recurring suppliers, each printing the same layout every time: the learning-curve corpus.

``suppliers(seed, count, style)`` gives ``count`` suppliers with six notes each, in order.
Every supplier fixes its language, layout, the shape of its document numbers and PO
references, its date form and day/month order; the values change from note to note, and
each note is a ``digital``, ``scan`` or ``photo`` rendering (``gen_notes._words``).

``style="hard"``: layouts the finder does not read from labels alone: labels no lexicon
has (``Ref.``, ``Kommission``, ``Vår ref``, ``Nota``), numbers printed unlabelled in a
corner, boxed header cells with odd captions, US dates on European pages, and decoy
numbers (phone, account, route, article numbers). ``style="ordinary"``: the labels and
placements of ``gen_notes`` (what the finder already reads), kept fixed per supplier.
"""

from __future__ import annotations

import random
from typing import Any

from gen_notes import _CUSTOMERS, _NAMES, _TRADES, LANGS, _Page, _words

_ODD = {
    "number": ["Ref.", "Kommission", "Vorgang", "Nota", "Bordro", "Unser Zeichen", "Dok.",
               "Sendung", "Pratica", "Expédition", "Zending", "Movimiento"],
    "po": ["Vår ref", "Ihr Zeichen", "Objet", "Commessa", "Projekt", "Obra", "Kenmerk",
           "Auftraggeber-Ref"],
    "date": ["Am", "Le", "Giorno", "Dia", "Ausgabe", "Versand am", "Uitgifte"],
}  # fmt: skip
_LAYOUTS = ("odd_labels", "corner", "boxed", "odd_labels_below")
_PREFIXES = ["", "DN-", "LS", "BL-", "A", "R/", "K-", "S", "VS-", "W"]


class Supplier:
    def __init__(self, rng: random.Random, index: int, style: str) -> None:
        self.index = index
        self.lang = list(LANGS)[index % len(LANGS)]
        words = LANGS[self.lang]
        self.name = f"{_NAMES[index % len(_NAMES)]} {_TRADES[index % len(_TRADES)]} {index}"
        self.name += f" {rng.choice(words['suffix'])}"
        self.tax = f"{self.lang.upper()}{rng.randint(10**8, 10**9 - 1)}"
        self.layout = _LAYOUTS[index % len(_LAYOUTS)] if style == "hard" else ""
        self.placement = index % 3
        self.prefix = rng.choice(_PREFIXES)
        self.digits = rng.randint(5, 8)
        self.po_prefix = rng.choice(["PO", "B", "", "4500", "K"])
        self.po_digits = rng.randint(4, 6)
        self.date_style = rng.randrange(4)
        self.mdy = style == "hard" and index % 5 == 2
        table = _ODD if style == "hard" else words
        self.labels = {k: rng.choice(table[k]) for k in ("number", "po", "date")}
        self.title = rng.choice(words["title"])
        self.x = rng.randint(880, 960)

    def number(self, rng: random.Random) -> str:
        return self.prefix + str(rng.randint(10 ** (self.digits - 1), 10**self.digits - 1))

    def po(self, rng: random.Random) -> str:
        low = 10 ** (self.po_digits - 1)
        return self.po_prefix + str(rng.randint(low, 10 * low - 1))

    def date(self, rng: random.Random) -> tuple[str, str]:
        year, month, day = rng.randint(2022, 2027), rng.randint(1, 12), rng.randint(1, 28)
        iso = f"{year:04d}-{month:02d}-{day:02d}"
        a, b = (month, day) if self.mdy else (day, month)
        months = LANGS[self.lang]["months"]
        printed = [
            f"{a:02d}.{b:02d}.{year}",
            f"{a:02d}/{b:02d}/{year}",
            f"{day} {months[month - 1]} {year}",
            f"{a:02d}-{b:02d}-{str(year)[2:]}",
        ][self.date_style if not self.mdy else 1]
        return iso, printed


def note(sup: Supplier, rng: random.Random, n: int) -> tuple[dict[str, Any], _Page]:
    words = LANGS[sup.lang]
    number, po = sup.number(rng), sup.po(rng)
    iso, printed = sup.date(rng)
    page = _Page()
    page.put(sup.name, 80, 70, 36)
    page.put(f"{rng.choice(words['street']).format(n=sup.index + 3)}, VAT {sup.tax}", 80, 115)
    page.put(f"Tel +49 {sup.index + 30} {5550000 + sup.index}", 80, 145, 18)
    page.put(sup.title, 80, 200, 32)
    top = 300
    page.put(rng.choice(words["to"]), 90, top)
    page.put(rng.choice(_CUSTOMERS), 90, top + 30)
    page.put(rng.choice(words["town"]), 90, top + 60)
    # decoys: numbers a reader sees on every note of this supplier
    page.put(f"Konto {rng.randint(10**7, 10**8 - 1)}", 80, 2150, 16)
    page.put(f"Route {rng.randint(100, 999)}-{rng.randint(10, 99)}", 1200, 2150, 16)
    layout = sup.layout
    labels = sup.labels
    pairs = [(labels["number"], number), (labels["po"], po), (labels["date"], printed)]
    y = top + 160
    if layout == "corner":
        page.right(number, 1520, 60, 30)  # unlabelled, top right
        page.right(printed, 1520, 105, 20)  # unlabelled, under it
        page.put(f"{labels['po']} {po}", sup.x, y)
    elif layout == "boxed":
        for k, (label, value) in enumerate(pairs):
            page.put(label.upper(), 90 + k * 330, y, 16)
            page.put(value, 90 + k * 330, y + 30, 22)
    elif layout == "odd_labels_below":
        for label, value in pairs:
            page.put(label, sup.x, y, 18)
            page.right(value, 1500, y + 26, 20)
            y += 64
    elif layout == "odd_labels" or sup.placement == 0:
        for label, value in pairs:
            page.put(f"{label} {value}" if layout else f"{label}: {value}", sup.x, y)
            y += 34
    elif sup.placement == 1:
        for k, (label, value) in enumerate(pairs):
            page.put(label, 90 + k * 330, y, 18)
            page.put(value, 90 + k * 330, y + 32, 20)
    else:
        for label, value in pairs:
            page.put(label, sup.x, y, 18)
            page.right(value, 1500, y + 26, 20)
            y += 64
    y = top + 420
    page.put("Qty  Description", 90, y)
    for row in range(rng.randint(1, 5)):
        art = f"Art. {rng.randint(10000, 99999)}"
        page.put(f"{rng.randint(1, 40)}  {art} Material", 90, y + 34 * (row + 1))
    truth = {
        "file": f"sup{sup.index:02d}-{sup.lang}-{layout or 'ordinary'}-n{n}",
        "document_number": number,
        "date": iso,
        "po_number": po,
        "supplier": sup.name,
        "supplier_tax_id": sup.tax,
        "date_order": "dmy",
    }
    return truth, page


def suppliers(
    seed: int = 14, count: int = 18, style: str = "hard", per_supplier: int = 6
) -> list[tuple[Supplier, list[tuple[dict[str, Any], dict[str, Any]]]]]:
    """``count`` suppliers, each with ``per_supplier`` (truth, page) notes in order."""
    rng = random.Random(f"{seed}-{style}")
    kinds = ("digital", "scan", "photo")
    out = []
    for index in range(count):
        sup = Supplier(rng, index, style)
        notes = []
        for n in range(per_supplier):
            truth, page = note(sup, rng, n + 1)
            kind = kinds[(index + n) % 3]
            truth["kind"] = kind
            notes.append((truth, {"words": _words(page, kind, rng), "width": 1600,
                                  "height": 2260}))  # fmt: skip
        out.append((sup, notes))
    return out
