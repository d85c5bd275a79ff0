"""Pages of the fourth held-out generator (bench/gen_other.py): where text is printed, and
how a text layer or an OCR engine gives it back as words.

A template prints strings at points on an A4 sheet (595 x 842, y down). A ``digital`` page is
its text layer: one word per space-separated token. A ``scan`` or ``photo`` page is what an OCR
engine returns: one entry per printed segment, sometimes two merged or one split, with
character confusions, dropped accents, skew, jitter, low-confidence and lost segments, and
a line or two of garbage.
"""

from __future__ import annotations

import datetime as dt
import math
import random
import unicodedata
from dataclasses import dataclass, field
from typing import Any

A4_W, A4_H = 595.0, 842.0
CHAR = 0.5  # mean glyph width per point of type size


@dataclass
class Item:
    text: str
    x: float
    y: float
    size: float


@dataclass
class Canvas:
    items: list[Item] = field(default_factory=list)

    def put(self, text: str, x: float, y: float, size: float = 9.0, align: str = "l") -> None:
        """``text`` at ``x`` (its left, right or centre edge by ``align``), top at ``y``."""
        text = " ".join(text.split())
        if not text:
            return
        width = len(text) * size * CHAR
        x0 = x - width if align == "r" else x - width / 2 if align == "c" else x
        x0 = max(12.0, min(x0, A4_W - 12.0 - width))
        self.items.append(Item(text, x0, y, size))

    def pairs(
        self, rows: list[tuple[str, str]], x: float, y: float, gap: float = 90, size: float = 9
    ) -> float:
        """Label / value rows, the value to the right; the y under the last row."""
        for label, value in rows:
            if value:
                self.put(label, x, y, size)
                self.put(value, x + gap, y, size)
                y += size * 1.6
        return y

    def under(self, rows: list[tuple[str, str]], x: float, y: float, step: float = 95) -> float:
        """Label cells in a row, each value under its label (a boxed header); a cell that
        would not fit starts a second row."""
        left = x
        for label, value in rows:
            width = max(len(label) * 7.5, len(value) * 9.5) * CHAR + 10
            if left > x and left + width > A4_W - 30:
                left, y = x, y + 32
            self.put(label, left, y, 7.5)
            self.put(value, left, y + 13, 9.5)
            left += max(step, width)
        return y + 30

    def table(self, head: list[str], rows: list[list[str]], xs: list[float], y: float) -> float:
        for label, x in zip(head, xs, strict=False):
            self.put(label, x, y, 8.5)
        y += 16
        for row in rows:
            for cell, x in zip(row, xs, strict=False):
                self.put(cell, x, y, 8.5)
            y += 13
        return y + 6


@dataclass
class Supplier:
    legal: str
    trading: str  # the name on the letterhead when it differs from the legal name, else ""
    tax_label: str
    tax_id: str
    domain: str
    phone: str
    street: str
    city: str
    number_form: int
    date_style: int

    @property
    def shown(self) -> str:
        return self.trading or self.legal


@dataclass
class Customer:
    name: str
    street: str
    city: str
    account: str
    store: str


@dataclass
class Note:
    rng: random.Random
    lang: str
    country: str
    order: str
    sup: Supplier
    cust: Customer
    number: str
    po: str
    date: dt.date
    date_raw: str
    odate_raw: str
    later_raw: str
    items: list[tuple[str, str, str, str]]
    doc_type: str = "delivery_note"
    agent: Supplier | None = None
    accept: dict[str, list[str]] = field(
        default_factory=lambda: {"document_number": [], "date": [], "po_number": []}
    )
    canvases: list[Canvas] = field(default_factory=list)
    tax_printed: bool = True

    def page(self) -> Canvas:
        self.canvases.append(Canvas())
        return self.canvases[-1]


# --- words ---------------------------------------------------------------------------------


def digital_words(canvas: Canvas, width: int, height: int) -> list[dict[str, Any]]:
    sx, sy = width / A4_W, height / A4_H
    words: list[dict[str, Any]] = []
    for item in canvas.items:
        cw = item.size * CHAR
        start = 0
        for token in item.text.split(" "):
            x0 = item.x + start * cw
            x1 = x0 + len(token) * cw
            words.append(
                {
                    "t": token,
                    "x0": round(x0 * sx, 1),
                    "y0": round(item.y * sy, 1),
                    "x1": round(min(x1 * sx, width), 1),
                    "y1": round((item.y + item.size) * sy, 1),
                }
            )
            start += len(token) + 1
    return words


CONFUSIONS = {
    "O": "0",
    "0": "O",
    "l": "1",
    "1": "l",
    "I": "1",
    "S": "5",
    "5": "S",
    "B": "8",
    "8": "B",
    "e": "c",
    "Z": "2",
    "G": "6",
    "g": "q",
}
GARBAGE = ["'.,;:  ii|l", "~ _ -.", "||l1I .", "% ,., '", "=- .-~"]


def _strip_accents(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def _noisy(text: str, rng: random.Random, rate: float) -> str:
    out = []
    i = 0
    while i < len(text):
        ch = text[i]
        if text[i : i + 2] == "rn" and rng.random() < rate * 3:
            out.append("m")
            i += 2
            continue
        if ch in CONFUSIONS and rng.random() < rate:
            out.append(CONFUSIONS[ch])
        elif ch == " " and rng.random() < rate * 2:
            pass  # a lost space
        elif ch in ".,:" and rng.random() < rate * 2:
            out.append("" if rng.random() < 0.5 else ",.:"[rng.randrange(3)])
        else:
            out.append(ch)
        i += 1
    return "".join(out) or text


def ocr_words(
    canvas: Canvas, kind: str, rng: random.Random
) -> tuple[list[dict[str, Any]], int, int]:
    """OCR line segments of ``canvas`` as a ``scan`` or ``photo`` gives them, and the image
    size."""
    photo = kind == "photo"
    width, height = (1654, 2339) if not photo else (rng.choice([1500, 1536]), 2048)
    rate = rng.uniform(0.004, 0.015) if not photo else rng.uniform(0.015, 0.04)
    accents = photo and rng.random() < 0.6
    angle = math.radians(rng.uniform(-0.6, 0.6) if not photo else rng.uniform(-2.2, 2.2))
    if photo:
        fill = rng.uniform(0.78, 0.93)
        sx = sy = width * fill / A4_W
        sy = min(sy, height * 0.95 / A4_H)
        ox, oy = rng.uniform(10, width - A4_W * sx - 10), rng.uniform(10, height - A4_H * sy - 10)
    else:
        sx, sy = width / A4_W, height / A4_H
        ox, oy = rng.uniform(-8, 8), rng.uniform(-8, 8)
    # Segments: printed items, some neighbours on a line merged, some split at a space.
    items = sorted(canvas.items, key=lambda it: (round(it.y), it.x))
    segments: list[Item] = []
    for item in items:
        last = segments[-1] if segments else None
        if (
            last is not None
            and abs(last.y - item.y) < 1.5
            and abs(last.size - item.size) < 1.5
            and 0 < item.x - (last.x + len(last.text) * last.size * CHAR) < 4 * item.size * CHAR
            and rng.random() < 0.55
        ):
            last.text = f"{last.text} {item.text}"
            continue
        segments.append(Item(item.text, item.x, item.y, item.size))
    split: list[Item] = []
    for seg in segments:
        spaces = [i for i, ch in enumerate(seg.text) if ch == " "]
        if spaces and len(seg.text) > 14 and rng.random() < 0.08:
            at = rng.choice(spaces)
            split.append(Item(seg.text[:at], seg.x, seg.y, seg.size))
            split.append(
                Item(seg.text[at + 1 :], seg.x + (at + 1) * seg.size * CHAR, seg.y, seg.size)
            )
        else:
            split.append(seg)
    cx, cy = A4_W / 2, A4_H / 2
    words: list[dict[str, Any]] = []
    lost = 0.01 if not photo else 0.03
    for seg in split:
        if rng.random() < lost:
            continue
        weak = rng.random() < (0.06 if not photo else 0.15)
        text = _noisy(seg.text, rng, rate * (4 if weak else 1))
        if accents:
            text = _strip_accents(text)
        conf = rng.uniform(0.35, 0.72) if weak else rng.uniform(0.86, 0.999)
        x0, y0 = seg.x, seg.y
        x1, y1 = seg.x + len(seg.text) * seg.size * CHAR, seg.y + seg.size
        corners = []
        for px, py in ((x0, y0), (x1, y0), (x0, y1), (x1, y1)):
            dx, dy = px - cx, py - cy
            rx = cx + dx * math.cos(angle) - dy * math.sin(angle)
            ry = cy + dx * math.sin(angle) + dy * math.cos(angle)
            keystone = 1.0 + (0.03 * (ry / A4_H - 0.5) if photo else 0.0)
            corners.append((ox + (cx + (rx - cx) * keystone) * sx, oy + ry * sy))
        jitter = 1.5 if not photo else 4.0
        bx0 = min(p[0] for p in corners) + rng.uniform(-jitter, jitter)
        by0 = min(p[1] for p in corners) + rng.uniform(-jitter, jitter)
        bx1 = max(p[0] for p in corners) + rng.uniform(-jitter, jitter)
        by1 = max(p[1] for p in corners) + rng.uniform(-jitter, jitter)
        bx0, by0 = max(0.0, bx0), max(0.0, by0)
        bx1, by1 = min(float(width), max(bx1, bx0 + 2)), min(float(height), max(by1, by0 + 2))
        words.append(
            {
                "t": text,
                "x0": round(bx0, 1),
                "y0": round(by0, 1),
                "x1": round(bx1, 1),
                "y1": round(by1, 1),
                "c": round(conf, 3),
            }
        )
    for _ in range(rng.randint(0, 2)):
        gx, gy = rng.uniform(0, width * 0.7), rng.choice([rng.uniform(0, 80), height - 90])
        words.append(
            {
                "t": rng.choice(GARBAGE),
                "x0": round(gx, 1),
                "y0": round(gy, 1),
                "x1": round(gx + rng.uniform(40, 300), 1),
                "y1": round(gy + rng.uniform(12, 30), 1),
                "c": round(rng.uniform(0.3, 0.6), 3),
            }
        )
    words.sort(key=lambda w: (w["y0"], w["x0"]))
    return words, width, height
