"""Small positioned word lists for the finder's unit tests (no images, no OCR)."""

from __future__ import annotations

from dn_pipeline.finding import Finding, HostData, find_fields
from dn_pipeline.readers.base import Word

CHAR = 10.0  # pixels per character
HEIGHT = 20.0
PAGE_W, PAGE_H = 1600.0, 2200.0


def words(*rows: tuple[float, float, str], ocr: bool = False, size: float = HEIGHT) -> list[Word]:
    """``(y, x, text)`` rows as words: one per space-separated word (a text layer), or one
    box per row (``ocr=True``, as RapidOCR gives a text line)."""
    out: list[Word] = []
    for y, x, text in rows:
        if ocr:
            out.append(Word(t=text, x0=x, y0=y, x1=x + len(text) * CHAR, y1=y + size))
            continue
        pos = 0
        for part in text.split():
            start = text.index(part, pos)
            pos = start + len(part)
            x0 = x + start * CHAR
            out.append(Word(t=part, x0=x0, y0=y, x1=x0 + len(part) * CHAR, y1=y + size))
    return out


def find(word_list: list[Word], host: HostData | None = None, date_order: str = "dmy") -> Finding:
    return find_fields(
        word_list, page_width=PAGE_W, page_height=PAGE_H, host=host, date_order=date_order
    )
