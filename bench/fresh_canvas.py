"""The page of the ``fresh`` generator (bench/gen_fresh.py) and how each kind reads it.

A layout writes text segments on a ``Canvas`` (design pixels, A4 at 150 dpi unless the
layout says otherwise). ``digital`` gives one word per space-separated token with exact
boxes, as a PDF text layer does. ``scan`` and ``photo`` give what an OCR engine gives: one
entry per line segment (neighbouring segments merged, long ones split), character
confusions (O/0, l/1, I/1, S/5, B/8, rn/m), dropped accents, jitter, skew, a few
low-confidence entries; a photo also loses a few segments, is framed off-centre and picks up
stray marks."""

from __future__ import annotations

import math
import random
import unicodedata
from dataclasses import dataclass, field
from typing import Any

CHAR_W = 0.55  # mean advance of a character, as a fraction of the type size


@dataclass
class Segment:
    x: float
    y: float
    text: str
    size: float
    hand: bool = False  # a value written by hand on a pre-printed form


@dataclass
class Canvas:
    width: int = 1240
    height: int = 1754
    segments: list[Segment] = field(default_factory=list)

    def text(self, x: float, y: float, text: str, size: float = 15, hand: bool = False) -> float:
        """Writes ``text`` at (x, y) (top left); returns the x where it ends."""
        if text:
            self.segments.append(Segment(x, y, text, size, hand))
        return x + len(text) * size * CHAR_W

    def right(self, x_right: float, y: float, text: str, size: float = 15) -> None:
        self.text(x_right - len(text) * size * CHAR_W, y, text, size)

    def centre(self, x_mid: float, y: float, text: str, size: float = 15) -> None:
        self.text(x_mid - len(text) * size * CHAR_W / 2, y, text, size)

    def lines(self, x: float, y: float, lines: list[str], size: float = 15) -> float:
        """Writes ``lines`` one under another; returns the y under the last."""
        for line in lines:
            self.text(x, y, line, size)
            y += size * 1.45
        return y


def digital(canvas: Canvas) -> list[dict[str, Any]]:
    """The text layer: one word per token, exact boxes, in the order written."""
    words: list[dict[str, Any]] = []
    for seg in canvas.segments:
        advance = seg.size * CHAR_W
        x = seg.x
        for token in seg.text.split(" "):
            if token:
                x1 = x + len(token) * advance
                words.append(_box(token, x, seg.y, x1, seg.y + seg.size))
                x = x1
            x += advance
    return words


_CONFUSIONS = {
    "O": "0",
    "0": "O",
    "l": "1",
    "1": "l",
    "I": "1",
    "S": "5",
    "5": "S",
    "B": "8",
    "8": "B",
    "o": "0",
    "Z": "2",
    "g": "9",
}


def _confuse(text: str, rng: random.Random, rate: float) -> str:
    if "rn" in text and rng.random() < rate * 6:
        text = text.replace("rn", "m", 1)
    elif "m" in text and rng.random() < rate * 3:
        text = text.replace("m", "rn", 1)
    out = []
    for ch in text:
        swap = _CONFUSIONS.get(ch)
        out.append(swap if swap and rng.random() < rate else ch)
    return "".join(out)


def _strip_accents(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def ocr(canvas: Canvas, rng: random.Random, kind: str) -> tuple[list[dict[str, Any]], int, int]:
    """What an OCR pass gives for ``canvas`` scanned (``scan``) or photographed (``photo``):
    its line entries with confidences, and the image's width and height."""
    photo = kind == "photo"
    segments = _merge_and_split(canvas.segments, rng, photo)
    if photo:
        width, height = 1512, 2016
        if canvas.width > canvas.height:
            width, height = height, width
        scale = rng.uniform(0.9, 1.1) * min(width / canvas.width, height / canvas.height)
        dx = rng.uniform(0.0, max(width - canvas.width * scale, 0.0))
        dy = rng.uniform(0.0, max(height - canvas.height * scale, 0.0))
        angle = math.radians(rng.uniform(-3.0, 3.0))
        rate, jitter, accents = 0.03, 4.0, 0.5
    else:
        scale = 200 / 150
        width, height = round(canvas.width * scale), round(canvas.height * scale)
        dx = dy = 0.0
        angle = math.radians(rng.uniform(-0.8, 0.8))
        rate, jitter, accents = 0.012, 1.5, 0.15
    cx, cy = width / 2, height / 2
    cos, sin = math.cos(angle), math.sin(angle)
    words: list[dict[str, Any]] = []
    for seg in segments:
        if photo and rng.random() < 0.015:
            continue  # lost in glare or a fold
        text = seg.text
        hand_rate = rate * (3 if seg.hand else 1)
        text = _confuse(text, rng, hand_rate)
        if rng.random() < accents:
            text = _strip_accents(text)
        confidence = rng.uniform(0.9, 0.999)
        if rng.random() < (0.08 if seg.hand else 0.03):
            confidence = rng.uniform(0.35, 0.65)
            text = _confuse(text, rng, 0.2)
        if not text.strip():
            continue
        x0 = seg.x * scale + dx
        y0 = seg.y * scale + dy
        x1 = x0 + len(seg.text) * seg.size * CHAR_W * scale
        y1 = y0 + seg.size * scale
        corners = [_turn(x, y, cx, cy, cos, sin) for x in (x0, x1) for y in (y0, y1)]
        xs = [p[0] + rng.uniform(-jitter, jitter) for p in corners]
        ys = [p[1] + rng.uniform(-jitter, jitter) for p in corners]
        box = _box(text.strip(), max(min(xs), 0.0), max(min(ys), 0.0), max(xs), max(ys))
        if box["x1"] <= box["x0"] or box["y1"] <= box["y0"]:
            continue
        box["c"] = round(confidence, 3)
        words.append(box)
    if photo:
        for _ in range(rng.randint(1, 3)):  # stray marks: a fold, a staple, the table edge
            x, y = rng.uniform(0, width - 40), rng.uniform(0, height - 30)
            words.append(
                {
                    **_box(rng.choice(("|", "~", "._", "Il", "::")), x, y, x + 20, y + 24),
                    "c": round(rng.uniform(0.3, 0.6), 3),
                }
            )
    return words, width, height


def _turn(x: float, y: float, cx: float, cy: float, cos: float, sin: float) -> tuple[float, float]:
    return cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos


def _merge_and_split(segments: list[Segment], rng: random.Random, photo: bool) -> list[Segment]:
    """Neighbouring segments of one line read as one entry; some long ones as two."""
    ordered = sorted(segments, key=lambda s: (round(s.y / 4), s.x))
    merged: list[Segment] = []
    for seg in ordered:
        last = merged[-1] if merged else None
        if last is not None and abs(last.y - seg.y) < last.size * 0.3:
            end = last.x + len(last.text) * last.size * CHAR_W
            gap = seg.x - end
            if 0 <= gap < last.size * 1.6 and rng.random() < 0.75:
                spaces = max(1, round(gap / (last.size * CHAR_W)))
                merged[-1] = Segment(
                    last.x,
                    last.y,
                    last.text + " " * spaces + seg.text,
                    last.size,
                    last.hand or seg.hand,
                )
                continue
        merged.append(seg)
    out: list[Segment] = []
    for seg in merged:
        tokens = seg.text.split(" ")
        if len(tokens) >= 4 and rng.random() < (0.2 if photo else 0.12):
            cut = rng.randint(1, len(tokens) - 1)
            head = " ".join(tokens[:cut])
            out.append(Segment(seg.x, seg.y, head, seg.size, seg.hand))
            tail_x = seg.x + (len(head) + 1) * seg.size * CHAR_W
            out.append(Segment(tail_x, seg.y, " ".join(tokens[cut:]), seg.size, seg.hand))
        else:
            out.append(
                Segment(
                    seg.x, seg.y, " ".join(t for t in tokens if t) or seg.text, seg.size, seg.hand
                )
            )
    return out


def _box(text: str, x0: float, y0: float, x1: float, y1: float) -> dict[str, Any]:
    return {
        "t": text,
        "x0": round(x0, 1),
        "y0": round(y0, 1),
        "x1": round(x1, 1),
        "y1": round(y1, 1),
    }
