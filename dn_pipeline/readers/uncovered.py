"""Where a page's top strip holds ink that its PDF text layer does not account for.

A digital PDF whose company name is only a logo gets its letterhead OCR'd (``embedded``);
OCR'ing the whole strip read again every text-layer line in it and cost about a second. The
region worth reading is the ink left once every text-layer word's box is blanked out: the
logo, or nothing at all. Pure and cheap (a quarter-size grey copy and numpy).
"""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageOps

from dn_pipeline.readers.base import Word

# The ink map is made at this reduction of the page (a 1415-px strip: 354 px wide).
_REDUCE = 4
# A pixel is ink when it differs from the paper (the strip's median) by this much (0-255):
# dark on light and light on a dark banner alike; anti-aliased one-pixel strokes still count.
_INK_CONTRAST = 40
# Ink that is not this many reduced rows tall anywhere is a rule (a line under the header),
# not text: a full-width rule would otherwise stretch the region across the page.
_MIN_INK_ROWS = 2
# Page pixels blanked around each text-layer word (glyph edges past the font box) and added
# around the region handed to OCR (the detector needs some paper around a line).
_WORD_MARGIN = 4
_REGION_MARGIN = 16


def uncovered_box(strip: Image.Image, layer: list[Word]) -> tuple[int, int, int, int] | None:
    """The (left, top, right, bottom) box, in ``strip`` pixels, around the strip's ink that
    no word of ``layer`` (page pixels, the strip being the page's top) covers; None when
    every mark in the strip is a text-layer word's."""
    grey = np.asarray(ImageOps.grayscale(strip).reduce(_REDUCE), dtype=np.int16)
    if grey.size == 0:
        return None
    ink = np.abs(grey - int(np.median(grey))) >= _INK_CONTRAST
    rows, cols = ink.shape
    for word in layer:
        x0 = max(int((word["x0"] - _WORD_MARGIN) // _REDUCE), 0)
        y0 = max(int((word["y0"] - _WORD_MARGIN) // _REDUCE), 0)
        x1 = min(int(-(-(word["x1"] + _WORD_MARGIN) // _REDUCE)), cols)
        y1 = min(int(-(-(word["y1"] + _WORD_MARGIN) // _REDUCE)), rows)
        if x0 < x1 and y0 < y1:
            ink[y0:y1, x0:x1] = False
    ys, xs = np.nonzero(_without_rules(ink))
    if ys.size == 0:
        return None
    left = max(int(xs.min()) * _REDUCE - _REGION_MARGIN, 0)
    top = max(int(ys.min()) * _REDUCE - _REGION_MARGIN, 0)
    right = min((int(xs.max()) + 1) * _REDUCE + _REGION_MARGIN, strip.width)
    bottom = min((int(ys.max()) + 1) * _REDUCE + _REGION_MARGIN, strip.height)
    return left, top, right, bottom


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
