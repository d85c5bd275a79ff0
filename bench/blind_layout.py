"""Where ``gen_blind`` puts things on a page: a canvas of word boxes and the page's blocks.

A layout is three choices: where the supplier is (``SUPPLIER``), how the header fields are
printed (``FIELDS``) and where the customer block sits (``CUSTOMER``). ``LAYOUTS`` pairs
every supplier placement with every field style (42 layouts), each with one customer place.
"""

from __future__ import annotations

import random
from typing import Any

SUPPLIER = ("lh_left", "lh_right", "lh_centre", "footer_only", "sender_line", "email_only")
FIELDS = ("colon", "nocolon", "boxed", "farright", "twocol", "stacked", "inline")
CUSTOMER = ("left", "right", "above")
LAYOUTS = [
    (SUPPLIER[i % 6], FIELDS[i % 7], CUSTOMER[(i + i // 7) % 3]) for i in range(42)
]  # i % 6 and i % 7 together meet every pair once


def _width(text: str, size: float) -> float:
    units = sum(
        0.66 if ch.isupper() else 0.55 if ch.isalnum() else 0.3 if ch in ".,:;'" else 0.45
        for ch in text
    )
    return units * size


def fit(text: str, size: float, room: float) -> float:
    """``size``, made smaller when ``text`` would be wider than ``room``."""
    return min(size, size * room / max(_width(text, size), 1.0))


class Canvas:
    """Words placed on a page: one entry per whitespace-separated word, like a text layer."""

    def __init__(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        self.words: list[dict[str, Any]] = []

    def text(self, x: float, y: float, s: str, size: float = 20, align: str = "left") -> float:
        """Print ``s`` with its top at ``y``; ``x`` is its left, right or centre edge by
        ``align``. Returns the right edge of the text."""
        parts = s.split()
        space = 0.3 * size
        total = sum(_width(p, size) for p in parts) + space * max(len(parts) - 1, 0)
        left = x if align == "left" else x - total if align == "right" else x - total / 2
        for part in parts:
            right = left + _width(part, size)
            self.words.append({
                "t": part, "x0": round(left, 1), "y0": round(y, 1),
                "x1": round(right, 1), "y1": round(y + size, 1),
            })  # fmt: skip
            left = right + space
        return left - space

    def lines(self, x: float, y: float, rows: list[str], size: float = 20, align: str = "left",
              lead: float = 1.35) -> float:  # fmt: skip
        """Print rows one under another; returns the y under the last."""
        for row in rows:
            if row:
                self.text(x, y, row, size, align)
            y += size * lead
        return y


def letterhead(c: Canvas, d: dict[str, Any], where: str, y: float, rng: random.Random) -> float:
    """The supplier's letterhead at ``where`` (left, right, centre); returns the y under it."""
    sup = d["supplier"]
    x = {"left": d["L"], "right": d["R"], "centre": c.width / 2}[where]
    room = c.width * (0.8 if where == "centre" else 0.48)
    if sup["brand"]:
        c.text(x, y, sup["brand"], fit(sup["brand"], rng.choice([40, 46, 54]), room), where)
        y += 62
    size: float = rng.choice([26, 30, 36]) if not sup["brand"] else rng.choice([20, 22])
    size = fit(sup["name"], size, room)
    c.text(x, y, sup["name"], size, where)
    y += size * 1.45
    rows = [sup["street"], sup["city"]]
    if where == "centre":
        rows = [f"{sup['street']} · {sup['city']}"]
    lex = d["lex"]
    contact = [f"{rng.choice(lex['tel'])} {sup['phone']}", f"{lex['email'][0]}: {sup['email']}"]
    if rng.random() < 0.35:  # a fax number one digit off the phone's: a decoy for both
        fax = sup["phone"][:-1] + str((int(sup["phone"][-1]) + 9) % 10)
        contact.insert(1, f"{rng.choice(lex['fax'])} {fax}")
    rows += [" · ".join(contact)] if where == "centre" or rng.random() < 0.5 else contact
    if sup["tax_at"] == "head":
        rows.append(f"{sup['tax_label']} {sup['tax']}")
    return c.lines(x, y, rows, 16, where, 1.3)


def party(c: Canvas, d: dict[str, Any], x: float, y: float, label: str | None) -> float:
    """The customer block (bill-to / deliver-to), labelled or a bare letter window."""
    cust = d["customer"]
    if label:
        c.text(x, y, label, 16)
        y += 26
    rows = [cust["name"], cust["attn"], cust["street"], cust["city"]]
    if cust["vat"]:
        rows.append(cust["vat"])
    return c.lines(x, y, rows, 20)


def fields_block(
    c: Canvas, pairs: list[tuple[str, str]], x: float, y: float, right: float, style: str,
    rng: random.Random,
) -> float:  # fmt: skip
    """Label-value pairs in ``style`` between ``x`` and ``right``; returns the y under them."""
    size = 19
    if style in ("colon", "nocolon", "inline"):
        col = x + max(_width(lab, size) for lab, _ in pairs) + 28
        for lab, val in pairs:
            c.text(x, y, lab + (":" if style != "nocolon" and not lab.endswith(":") else ""), size)
            c.text(col, y, val, size)
            y += size * 1.45
    elif style == "farright":
        for lab, val in pairs:
            c.text(x, y, lab + rng.choice(["", ":"]) if not lab.endswith(":") else lab, size)
            if rng.random() < 0.3:  # the value alone on the next line, against the margin
                y += size * 1.3
            c.text(right, y, val, size, "right")
            y += size * 1.5
    elif style == "stacked":
        half = (right - x) / 2
        for i, (lab, val) in enumerate(pairs):
            cx = x + (i % 2) * half
            c.text(cx, y, lab.rstrip(":").upper() if rng.random() < 0.4 else lab, 14)
            c.text(cx, y + 20, val, size)
            if i % 2 == 1 or i == len(pairs) - 1:
                y += 54
    elif style == "boxed":
        cells = pairs[:5]
        width = (right - x) / len(cells)
        centred = rng.random() < 0.5
        for i, (lab, val) in enumerate(cells):
            cx = x + i * width + (width / 2 if centred else 8)
            c.text(cx, y, lab.rstrip(":"), 15, "centre" if centred else "left")
            c.text(cx, y + 30, val, size, "centre" if centred else "left")
        y += 70
        if pairs[5:]:
            y = fields_block(c, pairs[5:], x, y + 10, right, "colon", rng)
    elif style == "twocol":
        half = (right - x) / 2
        rows = (len(pairs) + 1) // 2
        for col, chunk in enumerate((pairs[:rows], pairs[rows:])):
            if chunk:
                fields_block(c, chunk, x + col * half, y, x + col * half + half - 20, "colon", rng)
        y += rows * size * 1.45
    return y


def items_table(c: Canvas, d: dict[str, Any], y: float, rng: random.Random) -> float:
    """The line items: codes, descriptions, quantities, units, maybe prices and a total."""
    lex, left, right = d["lex"], d["L"], d["R"]
    priced = d["doc"] == "inv" or rng.random() < 0.3
    heads = lex["items"] if priced else lex["items"][:5]
    span = right - left
    stops = [0.0, 0.07, 0.22, 0.55, 0.65, 0.74, 0.86] if priced else [0.0, 0.08, 0.26, 0.8, 0.9]
    xs = [left + s * span for s in stops] + [right]  # column edges
    aligned = ["left", "left", "left", "right", "left", "right", "right"]
    for i, head in enumerate(heads):
        c.text(xs[i] if aligned[i] == "left" else xs[i + 1] - 12, y, head, 16, aligned[i])
    y += 34
    total = 0.0
    for n in range(rng.randint(2, 7)):
        qty = rng.choice([1, 2, 4, 5, 10, 12, 20, 25, 40, 120])
        price = rng.randint(40, 9000) / 100
        total += qty * price
        code = rng.choice(["", "A", "ART-", "10"]) + str(rng.randint(1000, 999999))
        cells = [str(n + 1), code, rng.choice(d["items"]), _amount(d, qty),
                 rng.choice(_UNITS[d["lang"]]),
                 _amount(d, price), _amount(d, qty * price)]  # fmt: skip
        for i in range(len(heads)):
            c.text(xs[i] if aligned[i] == "left" else xs[i + 1] - 12, y, cells[i], 18, aligned[i])
        y += 30
    if priced:
        y += 12
        c.text(xs[5], y, lex["total"][0], 18)
        c.text(right - 12, y, _amount(d, total), 18, "right")
        y += 30
    return y


_UNITS = {
    "en": ["ea", "pcs", "bag", "m", "kg", "box", "hr"], "de": ["Stk", "Sack", "m", "kg", "Pal"],
    "fr": ["u", "pce", "sac", "m", "kg", "pal"], "it": ["pz", "nr", "sacco", "m", "kg", "conf"],
    "es": ["ud", "uds", "saco", "m", "kg", "caja"], "nl": ["st", "stuks", "zak", "m", "kg"],
}  # fmt: skip


def _amount(d: dict[str, Any], value: float) -> str:
    if float(value).is_integer() and value < 1000:
        return str(int(value))
    text = f"{value:,.2f}"
    if d["lang"] != "en":
        text = text.replace(",", " ").replace(".", ",").replace(" ", ".")
    return text


def footer(c: Canvas, d: dict[str, Any], rng: random.Random) -> None:
    """The legal footer: the supplier's name, register, bank and (maybe) tax id."""
    sup, y = d["supplier"], c.height - 150
    parts = [sup["name"], sup["street"], sup["city"]]
    if sup["reg"]:
        parts.append(sup["reg"])
    bank = [f"IBAN {sup['iban']}", f"BIC {sup['bic']}"] if sup["iban"] else []
    tax = [f"{sup['tax_label']} {sup['tax']}"] if sup["tax_at"] == "foot" else []
    if rng.random() < 0.5:  # one centred legal line (two when long)
        text = " · ".join(parts + tax)
        rows = [text] if len(text) < 110 else [" · ".join(parts), " · ".join(tax + bank)]
        c.lines(c.width / 2, y, rows, 14, "centre")
    else:  # three small columns
        third = (d["R"] - d["L"]) / 3
        c.lines(d["L"], y, parts, 14)
        c.lines(d["L"] + third, y, [f"{d['lex']['tel'][0]} {sup['phone']}", sup["email"], *tax],
                14)  # fmt: skip
        c.lines(d["L"] + 2 * third, y, bank, 14)
