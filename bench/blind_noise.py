"""How ``gen_blind`` turns an exact text layer into what OCR gives back.

``ocr_words(words, kind, rng, width, height)``: the words of a digital page (one entry per
word) become line segments — runs of words on one line with no big gap — with character
confusions (O/0, l/1, S/5, B/8, rn/m…), dropped accents and, for a photo, box jitter, a
skew of a few pixels across a line, the page not filling the frame, and segments now and
then merged across a gap or split at a space.
"""

from __future__ import annotations

import random
import unicodedata
from typing import Any

# One character (or pair) read as another, both ways where OCR does it.
_CONFUSE: dict[str, list[str]] = {
    "O": ["0"], "0": ["O", "o"], "o": ["0"], "l": ["1", "I"], "1": ["l", "I"], "I": ["1", "l"],
    "S": ["5"], "5": ["S"], "B": ["8"], "8": ["B", "3"], "Z": ["2"], "2": ["Z"], "G": ["6"],
    "6": ["G", "b"], "e": ["c"], "c": ["e"], "u": ["v"], ".": [",", ""], ",": ["."],
    ":": [";", "."], "-": ["~", ""], "/": ["l", "1"], "g": ["q"], "D": ["0"],
}  # fmt: skip
_PAIRS = {"rn": "m", "m": "rn", "cl": "d", "li": "h", "vv": "w"}

# Per kind: chance a confusable character is misread; chance an accent is dropped.
_RATES = {"scan": (0.015, 0.3), "photo": (0.04, 0.55)}


def _strip_accent(ch: str) -> str:
    base = unicodedata.normalize("NFKD", ch)[0]
    return base if base.isascii() else ch


def garble(text: str, kind: str, rng: random.Random) -> str:
    """The text as OCR under ``kind`` reads it."""
    rate, accent = _RATES[kind]
    out: list[str] = []
    i = 0
    while i < len(text):
        pair = text[i : i + 2]
        if pair in _PAIRS and rng.random() < rate * 2:
            out.append(_PAIRS[pair])
            i += 2
            continue
        ch = text[i]
        if ch in _CONFUSE and rng.random() < rate:
            out.append(rng.choice(_CONFUSE[ch]))
        elif not ch.isascii() and rng.random() < accent:
            out.append(_strip_accent(ch))
        else:
            out.append(ch)
        i += 1
    return "".join(out)


def _segments(words: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """Words grouped into line segments: same baseline, gap under ~1.2 letter heights."""
    rows: dict[int, list[dict[str, Any]]] = {}
    for word in words:
        rows.setdefault(round(word["y1"]), []).append(word)
    segments: list[list[dict[str, Any]]] = []
    for key in sorted(rows):
        row = sorted(rows[key], key=lambda w: w["x0"])
        current = [row[0]]
        for word in row[1:]:
            height = word["y1"] - word["y0"]
            if word["x0"] - current[-1]["x1"] > 1.2 * height:
                segments.append(current)
                current = [word]
            else:
                current.append(word)
        segments.append(current)
    return segments


def ocr_words(
    words: list[dict[str, Any]], kind: str, rng: random.Random, width: int, height: int
) -> tuple[list[dict[str, Any]], int, int]:
    """OCR line segments of a page's words, and the image's width and height."""
    scale, dx, dy, skew, jitter = 1.0, 0.0, 0.0, 0.0, 0.0
    if kind == "scan":
        scale = rng.uniform(0.97, 1.03)
        dx, dy = rng.uniform(-12, 12), rng.uniform(-12, 12)
        skew, jitter = rng.uniform(-0.002, 0.002), 1.0
    elif kind == "photo":
        scale = rng.uniform(0.78, 0.92)
        dx, dy = rng.uniform(20, 90), rng.uniform(30, 140)
        skew, jitter = rng.uniform(-0.007, 0.007), 3.0
    out_w, out_h = width, height
    segments = _segments(words)
    if kind == "photo":  # now and then two segments read as one, or one as two
        merged: list[list[dict[str, Any]]] = []
        for seg in segments:
            if merged and rng.random() < 0.06 and merged[-1][-1]["y1"] == seg[0]["y1"]:
                merged[-1] = merged[-1] + seg
            elif len(seg) > 2 and rng.random() < 0.06:
                cut = rng.randint(1, len(seg) - 1)
                merged.extend([seg[:cut], seg[cut:]])
            else:
                merged.append(seg)
        segments = merged
    out: list[dict[str, Any]] = []
    for seg in segments:
        x0, x1 = seg[0]["x0"], max(w["x1"] for w in seg)
        y0, y1 = min(w["y0"] for w in seg), max(w["y1"] for w in seg)
        text = garble(" ".join(w["t"] for w in seg), kind, rng)
        if not text.strip():
            continue

        def place(x: float, y: float) -> tuple[float, float]:
            return x * scale + dx, y * scale + dy + skew * (x - width / 2) * scale

        ax0, top_left = place(x0, y0)
        ax1, top_right = place(x1, y0)
        bottom = max(place(x0, y1)[1], place(x1, y1)[1])
        j = [rng.uniform(-jitter, jitter) for _ in range(4)]
        out.append({
            "t": text,
            "x0": round(max(0.0, ax0 + j[0]), 1),
            "y0": round(max(0.0, min(top_left, top_right) + j[1]), 1),
            "x1": round(min(float(out_w), ax1 + j[2]), 1),
            "y1": round(min(float(out_h), bottom + j[3]), 1),
            "c": round(rng.uniform(0.86, 0.995) if kind == "photo" else rng.uniform(0.93, 1.0), 3),
        })  # fmt: skip
    return out, out_w, out_h
