"""Where a page's top strip holds ink that its PDF text layer does not account for.

A digital PDF whose company name is only a logo gets its letterhead OCR'd (``embedded``);
OCR'ing the whole strip read again every text-layer line in it and cost about a second. The
region worth reading is the ink left once every text-layer word's box is blanked out: the
logo, or nothing at all. Pure and cheap (a quarter-size grey copy, numpy and one
connected-component pass). Besides the box, the height of the region's smallest print
(``printsize``), which sets the scale the region is detected at (``letterhead``), and its
lines of letters when they can be read without detection (``logolines``).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from PIL import Image, ImageOps

from dn_pipeline.readers.base import Word
from dn_pipeline.readers.logolines import letter_lines
from dn_pipeline.readers.printsize import ink, marks_of, print_height

# The ink map is made at this reduction of the page (a 1415-px strip: 354 px wide).
_REDUCE = 4
# Ink that is not this many reduced rows tall anywhere is a rule (a line under the header),
# not text: a full-width rule would otherwise stretch the region across the page.
_MIN_INK_ROWS = 2
# Page pixels blanked around each text-layer word (glyph edges past the font box) and added
# around the region handed to OCR (the detector needs some paper around a line).
_WORD_MARGIN = 4
_REGION_MARGIN = 16
# A solid bar is not text: a mark at most _BAR_ROWS reduced rows tall, at least _BAR_ASPECT
# times as wide as tall, filled to _BAR_FILL, and one even tone at full size once text-layer
# words are left out (under _BAR_SPECKS of its pixels off that tone): a thick rule, a grey
# banner whose title the text layer holds. A banner holding image text (light letters on
# it, which the quarter-size map blurs away) is not even: it stays.
_BAR_ROWS = 12
_BAR_ASPECT = 8
_BAR_FILL = 0.95
_BAR_SPECKS = 0.005


@dataclass(frozen=True)
class Uncovered:
    """What of a strip no text-layer word covers: ``box`` (left, top, right, bottom, strip
    pixels, a margin included) and ``glyph``, the height in strip pixels of its smallest
    print (``printsize``; the box's height when it holds no mark at full size); ``lines``,
    the boxes of its lines of letters in box pixels when every mark is accounted for
    (``logolines``), else None."""

    box: tuple[int, int, int, int]
    glyph: int
    lines: list[tuple[int, int, int, int]] | None = None


def uncovered(strip: Image.Image, layer: list[Word]) -> Uncovered | None:
    """The box around the ink of ``strip`` that no word of ``layer`` covers (thin rules and
    solid bars left out) and the height of its smallest print; None when nothing is left."""
    import cv2  # rapidocr's own dependency; imported late (building a reader stays cheap)

    layer = [word for word in layer if word["y0"] < strip.height]  # the words in the strip
    full = ImageOps.grayscale(strip)
    # Ink on a quarter-size map (``printsize.ink``: off the paper's tone, dark or light).
    grey = np.asarray(full.reduce(_REDUCE))
    if grey.size == 0:
        return None
    marked = ink(grey)
    rows, cols = marked.shape
    blank = np.zeros_like(marked)
    for word in layer:
        x0 = max(int((word["x0"] - _WORD_MARGIN) // _REDUCE), 0)
        y0 = max(int((word["y0"] - _WORD_MARGIN) // _REDUCE), 0)
        x1 = min(int(-(-(word["x1"] + _WORD_MARGIN) // _REDUCE)), cols)
        y1 = min(int(-(-(word["y1"] + _WORD_MARGIN) // _REDUCE)), rows)
        if x0 < x1 and y0 < y1:
            marked[y0:y1, x0:x1] = False
            blank[y0:y1, x0:x1] = True
    _, _, stats, _ = cv2.connectedComponentsWithStats(
        _without_rules(marked).astype(np.uint8), connectivity=8
    )
    stats = stats[1:]
    # Only a flat wide mark may be a bar (``_is_bar``'s first test, made for all at once).
    flat = (stats[:, 3] <= _BAR_ROWS) & (stats[:, 2] >= _BAR_ASPECT * stats[:, 3])
    kept = [k for k in range(len(stats)) if not (flat[k] and _is_bar(stats[k], blank, full, layer))]
    if not kept:
        return None
    marks = stats[kept]
    left = max(int(marks[:, 0].min()) * _REDUCE - _REGION_MARGIN, 0)
    top = max(int(marks[:, 1].min()) * _REDUCE - _REGION_MARGIN, 0)
    right = min(int((marks[:, 0] + marks[:, 2]).max()) * _REDUCE + _REGION_MARGIN, strip.width)
    bottom = min(int((marks[:, 1] + marks[:, 3]).max()) * _REDUCE + _REGION_MARGIN, strip.height)
    region = np.asarray(full.crop((left, top, right, bottom)))
    blanks = [
        (int(w["x0"]) - _WORD_MARGIN - left, int(w["y0"]) - _WORD_MARGIN - top,
         int(w["x1"]) + _WORD_MARGIN + 1 - left, int(w["y1"]) + _WORD_MARGIN + 1 - top)
        for w in layer
        if w["x1"] > left and w["x0"] < right and w["y1"] > top and w["y0"] < bottom
    ]  # fmt: skip
    colour = np.asarray(strip.crop((left, top, right, bottom)).convert("RGB"))
    found = marks_of(region, blanks, colour)
    if found is None:
        return Uncovered(box=(left, top, right, bottom), glyph=bottom - top, lines=None)
    return Uncovered(
        box=(left, top, right, bottom), glyph=print_height(found), lines=letter_lines(found)
    )


def _is_bar(stat: np.ndarray, blank: np.ndarray, full: Image.Image, layer: list[Word]) -> bool:
    """A connected mark (cv2 stats, reduced pixels: left, top, width, height, area) that is
    a solid bar (``blank``: the reduced pixels blanked for text-layer words, counted as
    filled) of one tone in ``full`` (the strip, grey), ``layer``'s words left out."""
    x, y, width, height = int(stat[0]), int(stat[1]), int(stat[2]), int(stat[3])
    if height > _BAR_ROWS or width < _BAR_ASPECT * height:
        return False
    area = int(stat[4]) + int(blank[y : y + height, x : x + width].sum())
    if area < _BAR_FILL * width * height:
        return False
    # Its inside: a reduced pixel in from each edge, which may hold paper past the bar's own.
    left, top = (x + 1) * _REDUCE, (y + 1) * _REDUCE
    right, bottom = (x + width - 1) * _REDUCE, (y + height - 1) * _REDUCE
    if right <= left or bottom <= top:
        return True
    pixels = np.asarray(full.crop((left, top, right, bottom)), dtype=np.int16)
    kept = np.ones(pixels.shape, dtype=bool)
    for word in layer:
        x0, y0 = int(word["x0"]) - _WORD_MARGIN - left, int(word["y0"]) - _WORD_MARGIN - top
        x1, y1 = int(word["x1"]) + _WORD_MARGIN - left, int(word["y1"]) + _WORD_MARGIN - top
        kept[max(y0, 0) : max(y1, 0), max(x0, 0) : max(x1, 0)] = False
    tones = pixels[kept]
    if tones.size == 0:
        return True
    return float(ink(tones).mean()) < _BAR_SPECKS


def _without_rules(ink: np.ndarray) -> np.ndarray:
    """``ink`` keeping only pixels in a vertical run of ``_MIN_INK_ROWS`` or more: a thin
    horizontal rule goes, letters (whose stems are taller) stay."""
    n = _MIN_INK_ROWS
    if ink.shape[0] < n:
        return np.zeros_like(ink)
    starts = ink[: ink.shape[0] - n + 1].copy()
    for k in range(1, n):
        starts &= ink[k : ink.shape[0] - n + 1 + k]
    kept = np.zeros_like(ink)
    for k in range(n):
        kept[k : k + starts.shape[0]] |= starts
    return kept
