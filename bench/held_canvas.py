"""Placing text on a page and reading it back as a text layer or as noisy OCR.

A ``Canvas`` holds text runs (one run = words printed together with ordinary spacing).
``digital_words`` splits runs into whitespace words, exact; ``ocr_segments`` gives one
entry per run (a line segment) with the character confusions, dropped accents, box jitter,
skew and merged / split segments of a scanner or a phone camera.
"""

from __future__ import annotations

import random
import unicodedata
from dataclasses import dataclass
from typing import Any

CHAR_W = 0.52  # a glyph's advance as a fraction of the text height


@dataclass
class Run:
    text: str
    x0: float
    y0: float
    size: float

    @property
    def x1(self) -> float:
        return self.x0 + width(self.text, self.size)


def width(text: str, size: float) -> float:
    return len(text) * size * CHAR_W


class Canvas:
    """A page of ``w`` x ``h`` pixels; y grows downward."""

    def __init__(self, w: int, h: int) -> None:
        self.w, self.h = w, h
        self.runs: list[Run] = []

    def put(self, text: str, x: float, y: float, size: float = 18.0, align: str = "l") -> float:
        """Print ``text`` with its left edge (``l``), right edge (``r``) or centre (``c``) at
        ``x`` and its top at ``y``; returns the y below it."""
        text = " ".join(text.split())
        if not text:
            return y
        w = width(text, size)
        x0 = x - w if align == "r" else x - w / 2 if align == "c" else x
        x0 = max(8.0, min(x0, self.w - w - 8.0))
        self.runs.append(Run(text, x0, y, size))
        return y + size * 1.45


def digital_words(canvas: Canvas) -> list[dict[str, Any]]:
    """The PDF text layer: one entry per whitespace-separated word, in drawing order."""
    words: list[dict[str, Any]] = []
    for run in canvas.runs:
        x = run.x0
        for token in run.text.split(" "):
            w = width(token, run.size)
            words.append(_box(token, x, run.y0, x + w, run.y0 + run.size))
            x += w + run.size * CHAR_W
    return words


def _box(text: str, x0: float, y0: float, x1: float, y1: float) -> dict[str, Any]:
    return {"t": text, "x0": round(x0, 1), "y0": round(y0, 1), "x1": round(x1, 1),
            "y1": round(y1, 1)}  # fmt: skip


_CONFUSE = dict(zip("O0olI1S5B8eGZ,.", "0O01ll5S8Bc62.,", strict=True)) | {"m": "rn"}


def _noisy(text: str, rng: random.Random, rate: float, accent_p: float) -> str:
    if rng.random() < accent_p:
        text = "".join(
            c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c)
        )
    out: list[str] = []
    i = 0
    while i < len(text):
        if text.startswith("rn", i) and rng.random() < rate * 3:
            out.append("m")
            i += 2
            continue
        c = text[i]
        out.append(_CONFUSE[c] if c in _CONFUSE and rng.random() < rate else c)
        i += 1
    return "".join(out)


def ocr_segments(canvas: Canvas, rng: random.Random, kind: str) -> list[dict[str, Any]]:
    """What an OCR engine returns for a scan or a photo of the canvas: line segments."""
    photo = kind == "photo"
    rate = 0.03 if photo else 0.015
    slope = rng.uniform(-0.005, 0.005) if photo else rng.uniform(-0.0015, 0.0015)
    jitter = 3.0 if photo else 1.0
    runs = sorted(canvas.runs, key=lambda r: (round(r.y0 / 6), r.x0))
    segments: list[Run] = []
    for run in runs:
        prev = segments[-1] if segments else None
        if (
            photo
            and prev is not None
            and abs(prev.y0 - run.y0) < run.size / 3
            and 0 < run.x0 - prev.x1 < 3 * run.size
            and rng.random() < 0.35
        ):
            segments[-1] = Run(f"{prev.text} {run.text}", prev.x0, prev.y0, prev.size)
            continue
        if photo and " " in run.text and rng.random() < 0.08:
            cut = rng.choice([i for i, c in enumerate(run.text) if c == " "])
            left = run.text[:cut]
            segments.append(Run(left, run.x0, run.y0, run.size))
            segments.append(Run(run.text[cut + 1 :], run.x0 + width(left + "  ", run.size),
                                run.y0, run.size))  # fmt: skip
            continue
        segments.append(run)
    out: list[dict[str, Any]] = []
    for seg in segments:
        text = _noisy(seg.text, rng, rate, 0.5 if photo else 0.25)
        dy = slope * seg.x0
        x0 = seg.x0 + rng.uniform(-jitter, jitter)
        x1 = seg.x0 + width(text, seg.size) + rng.uniform(-jitter, jitter)
        y0 = seg.y0 + dy + rng.uniform(-jitter, jitter)
        y1 = seg.y0 + seg.size + dy + slope * (x1 - x0) + rng.uniform(-jitter, jitter)
        out.append(_box(text, x0, y0, max(x1, x0 + 4), max(y1, y0 + 4)))
    return out
