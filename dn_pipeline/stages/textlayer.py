"""A PDF page's text layer as words: PDFium's characters joined into words, mapped from PDF
points to the rendered image's pixels and clamped to it.
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

from dn_pipeline.readers.base import Word


def _text_layer(
    page: pdfium.PdfPage, textpage: pdfium.PdfTextPage, scale: float, size: tuple[int, int]
) -> list[Word]:
    """Group PDFium's characters into words, boxes in PNG pixels (origin top-left)."""
    bbox = pdfium_c.FS_RECTF()
    if not pdfium_c.FPDF_GetPageBoundingBox(page, bbox):
        return []
    to_pixels = _point_mapper(bbox, page.get_rotation(), scale)
    words: list[Word] = []
    text: list[str] = []
    box = [0.0, 0.0, 0.0, 0.0]  # left, bottom, right, top in PDF points
    rect = pdfium_c.FS_RECTF()

    def flush() -> None:
        if text:
            xa, ya = to_pixels(box[0], box[1])
            xb, yb = to_pixels(box[2], box[3])
            corners = [min(xa, xb), min(ya, yb), max(xa, xb), max(ya, yb)]
            words.append(_clamped_word("".join(text), corners, size))
            text.clear()

    for i in range(textpage.count_chars()):
        char = _char(pdfium_c.FPDFText_GetUnicode(textpage, i))
        if not char or pdfium_c.FPDFText_IsGenerated(textpage, i) == 1:
            flush()
            continue
        if not pdfium_c.FPDFText_GetLooseCharBox(textpage, i, ctypes.byref(rect)):
            continue
        # Group in page space, where text runs left to right whatever the page's /Rotate.
        left, bottom, right, top = rect.left, rect.bottom, rect.right, rect.top
        if text and not _continues(box, left, bottom, right, top):
            flush()
        if not text:
            box[:] = [left, bottom, right, top]
        box[:] = [min(box[0], left), min(box[1], bottom), max(box[2], right), max(box[3], top)]
        text.append(char)
    flush()
    return [w for w in words if w["x1"] > w["x0"] and w["y1"] > w["y0"]]


def _char(code: int) -> str:
    """The printable, non-space character for a code point, or '' for a word separator."""
    if code > 0x10FFFF or 0xD800 <= code <= 0xDFFF:
        return ""
    char = chr(code)
    return "" if char.isspace() or not char.isprintable() else char


def _continues(box: list[float], left: float, bottom: float, right: float, top: float) -> bool:
    """Does a character box extend the current word (same line, small gap, moving right)?"""
    height = max(box[3] - box[1], top - bottom, 1e-6)
    same_line = abs((bottom + top) - (box[1] + box[3])) / 2 < height / 2
    return same_line and box[0] <= left and left - box[2] < 0.2 * height


def _point_mapper(
    bbox: pdfium_c.FS_RECTF, rotation: int, scale: float
) -> Callable[[float, float], tuple[float, float]]:
    """Map PDF points (origin bottom-left of the unrotated page) to pixels of the rendered page."""
    left, bottom, right, top = bbox.left, bbox.bottom, bbox.right, bbox.top
    maps: dict[int, Callable[[float, float], tuple[float, float]]] = {
        0: lambda x, y: (x - left, top - y),
        90: lambda x, y: (y - bottom, x - left),
        180: lambda x, y: (right - x, y - bottom),
        270: lambda x, y: (top - y, right - x),
    }
    rotate = maps[rotation]

    def to_pixels(x: float, y: float) -> tuple[float, float]:
        u, v = rotate(x, y)
        return u * scale, v * scale

    return to_pixels


def _clamped_word(text: str, box: list[float], size: tuple[int, int]) -> Word:
    width, height = size
    return Word(
        t=text,
        x0=round(min(max(box[0], 0.0), width), 1),
        y0=round(min(max(box[1], 0.0), height), 1),
        x1=round(min(max(box[2], 0.0), width), 1),
        y1=round(min(max(box[3], 0.0), height), 1),
    )
