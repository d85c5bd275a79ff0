"""The blocks a delivery note is built from, for ``gen_held``: key/value arrangements,
address blocks and the items table. Each takes a canvas and a top y and returns the y
below what it printed."""

from __future__ import annotations

import random
from dataclasses import dataclass

from held_canvas import Canvas, width
from held_names import Party


@dataclass
class Pair:
    key: str  # num, inv, date, ddate, odate, due, po, our, cust
    label: str  # "" when printed with no label
    value: str


def _lab(label: str, colon: bool) -> str:
    if not label or not colon or label.endswith((":", "#")):
        return label
    return f"{label}:"


def kv(cv: Canvas, x: float, y: float, w: float, pairs: list[Pair], style: str,
       rng: random.Random, size: float = 18.0) -> float:  # fmt: skip
    """Label/value pairs at ``x`` within width ``w``, one of the arrangements real forms use."""
    colon = style not in ("nocolon", "grid", "boxed", "stacked")
    if style in ("colon", "nocolon"):
        col = max(width(_lab(p.label, colon), size) for p in pairs) + size * rng.uniform(1.5, 4)
        for p in pairs:
            cv.put(_lab(p.label, colon), x, y, size)
            y = cv.put(p.value, x + col, y, size)
        return y
    if style == "inline":
        for p in pairs:
            y = cv.put(f"{_lab(p.label, True)} {p.value}".strip(), x, y, size)
        return y
    if style == "far":
        for p in pairs:
            cv.put(_lab(p.label, rng.random() < 0.5), x, y, size)
            y = cv.put(p.value, x + w, y, size, align="r")
        return y
    if style == "stacked":
        for p in pairs:
            if p.label:
                y = cv.put(p.label.upper() if rng.random() < 0.4 else p.label, x, y, size * 0.75)
            y = cv.put(p.value, x, y - size * 0.1, size) + size * 0.4
        return y
    if style == "twocol":
        half = (len(pairs) + 1) // 2
        left = kv(cv, x, y, w / 2 - 10, pairs[:half], "colon", rng, size)
        right = kv(cv, x + w / 2 + 10, y, w / 2 - 10, pairs[half:], "colon", rng, size)
        return max(left, right)
    # grid / boxed: labels in a row of cells, each value under its label
    per_row = max(2, min(3 if style == "grid" else 5, int(w // 190)))
    cell = w / per_row
    for start in range(0, len(pairs), per_row):
        row = pairs[start : start + per_row]
        for i, p in enumerate(row):
            label = p.label.upper() if style == "boxed" else p.label
            cv.put(label, x + i * cell + 6, y, size * (0.7 if style == "boxed" else 0.85))
            cv.put(p.value, x + i * cell + 6, y + size * 1.5, size)
        y += size * 3.4
    return y


def strip(cv: Canvas, y: float, pairs: list[Pair], size: float = 16.0) -> float:
    """Several references side by side across the page, wrapping to a second line."""
    x = 50.0
    for p in pairs:
        text = f"{_lab(p.label, True)} {p.value}".strip()
        if x > 50 and x + width(text, size) > cv.w - 50:
            x, y = 50.0, y + size * 1.6
        cv.put(text, x, y, size)
        x += width(text, size) + size * 3
    return y + size * 2


def address(cv: Canvas, x: float, y: float, party: Party, label: str, rng: random.Random,
            size: float = 18.0, align: str = "l", vat: bool = False) -> float:  # fmt: skip
    """A customer / deliver-to block: optional label, name, contact, street, city."""
    if label:
        y = cv.put(label, x, y, size * 0.8, align) + 2
    y = cv.put(party.name, x, y, size, align)
    if rng.random() < 0.3:
        who = rng.choice(("Attn: Stores", "z. Hd. Lager", "Att. M. Rivière",
                          "c.a. Ufficio acquisti", "A/A Sr. Molina", "t.a.v. inkoop"))  # fmt: skip
        y = cv.put(who, x, y, size, align)
    y = cv.put(party.street, x, y, size, align)
    y = cv.put(party.city, x, y, size, align)
    if vat and party.tax_id:
        y = cv.put(f"{party.tax_label}: {party.tax_id}", x, y, size * 0.85, align)
    return y


def letterhead(cv: Canvas, x: float, y: float, party: Party, rng: random.Random, align: str,
               big: str, tax: bool, size: float = 0.0) -> float:  # fmt: skip
    """The issuer's letterhead: ``big`` in large type, then address and contact lines."""
    y = cv.put(big, x, y, size or rng.choice((34.0, 40.0, 48.0)), align)
    if big == party.brand and rng.random() < 0.5:
        y = cv.put(rng.choice(("Quality since 1987", "Ihr Partner am Bau", "Le pro du chantier",
                               "dal 1962", "Calidad y servicio", "Altijd dichtbij")), x, y, 14,
                   align)  # fmt: skip
    small = rng.choice((14.0, 15.0, 16.0))
    if rng.random() < 0.5:
        y = cv.put(f"{party.street} · {party.city}", x, y, small, align)
    else:
        y = cv.put(party.street, x, y, small, align)
        y = cv.put(party.city, x, y, small, align)
    y = cv.put(f"Tel. {party.phone}   {party.email}", x, y, small, align)
    if tax and party.tax_id:
        y = cv.put(f"{party.tax_label}: {party.tax_id}", x, y, small, align)
    return y


def items(cv: Canvas, y: float, head: tuple[str, ...], rng: random.Random) -> float:
    """The items table: header row then 2-7 lines of codes, descriptions and quantities."""
    cols = (50.0, 130.0, 330.0, cv.w - 300.0, cv.w - 160.0)
    for c, label in zip(cols, head, strict=True):
        cv.put(label, c, y, 16)
    y += 34
    goods = ("Schalungsplatte 21mm", "Galv. screws 5x60 (200)", "Sac ciment CEM II 25kg",
             "Cavo FG16OR16 3G2,5", "Tablero OSB 3 15mm", "Kabelgoot 60x100", "A4 paper 80gsm",
             "Mini digger 1.5t (hire)", "Olio extravergine 5L", "Pallet deposit", "Tubo PVC 110",
             "Hand towel rolls", "Mortier colle C2", "USB-C dock 8-in-1")  # fmt: skip
    for n in range(1, rng.randint(3, 8)):
        dotted = f"{rng.randint(10, 99)}.{rng.randint(100, 999)}.{rng.randint(10, 99)}"
        code = rng.choice(
            (f"{rng.randint(100000, 999999)}", f"AR-{rng.randint(1000, 9999)}", dotted)
        )
        qty = rng.choice(
            (str(rng.randint(1, 60)), f"{rng.randint(1, 40)},00", f"{rng.randint(1, 9)}.5")
        )
        row = (str(n * rng.choice((1, 10))), code, rng.choice(goods), qty, rng.choice(("pcs", "Stk",
               "kg", "m", "pal", "ud", "st", "pz")))  # fmt: skip
        for c, text in zip(cols, row, strict=True):
            cv.put(text, c, y, 16)
        y += 28
    return y + 16
