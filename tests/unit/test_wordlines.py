"""OCR quads into words (``wordlines.words_from_quads``): a phone photo's keystone slants the
rows near one edge of the paper more than those near the other, and the detector draws
short lines level whatever their slant; the long lines' slant at each height levels the
words there, so a label and its value across a slanted row stay one line."""

from __future__ import annotations

import math

from dn_pipeline.readers.base import Word
from dn_pipeline.readers.wordlines import words_from_quads

HEIGHT = 20.0


def _quad(x: float, y: float, width: float, degrees: float) -> list[list[float]]:
    rise = width * math.tan(math.radians(degrees))
    return [[x, y], [x + width, y + rise], [x + width, y + rise + HEIGHT], [x, y + HEIGHT]]


Quads = list[list[list[float]]]


def _keystone(top: float, bottom: float, rows: int = 20) -> tuple[Quads, list[str]]:
    """A page whose rows slant ``top`` degrees at the top and ``bottom`` at the bottom: on
    each row a long line of text, and a label at the left with its value 900 px to the
    right, both short boxes drawn level."""
    quads: Quads = []
    texts: list[str] = []
    for row in range(rows):
        y = 100.0 + 60.0 * row
        degrees = top + (bottom - top) * row / (rows - 1)
        rise = math.tan(math.radians(degrees))
        quads += [_quad(100, y, 600, degrees), _quad(100, y + 30, 90, 0.0),
                  _quad(1000, y + 30 + 900 * rise, 70, 0.0)]  # fmt: skip
        texts += [f"long line of text number {row}", f"Label{row}:", f"V{row}"]
    return quads, texts


def _centre(words: list[Word], text: str) -> float:
    word = next(w for w in words if w["t"] == text)
    return (word["y0"] + word["y1"]) / 2


def test_a_keystoned_page_keeps_each_label_level_with_its_value() -> None:
    quads, texts = _keystone(-1.5, 1.5)
    words = words_from_quads(quads, texts)
    for row in range(20):
        assert abs(_centre(words, f"Label{row}:") - _centre(words, f"V{row}")) < 0.25 * HEIGHT
    # One angle for the page (the median quad's, level here) would leave the top row's
    # value 24 px above its label: more than a line.
    assert 900 * math.tan(math.radians(1.5)) > HEIGHT


def test_a_level_page_is_left_as_it_is() -> None:
    quads, texts = _keystone(0.0, 0.0)
    words = words_from_quads(quads, texts)
    for quad, word in zip(quads, words, strict=True):
        assert (word["x0"], word["y0"], word["x1"], word["y1"]) == (
            quad[0][0], quad[0][1], quad[2][0], quad[2][1]
        )  # fmt: skip


def test_a_page_with_few_long_lines_reads_no_slant_from_them() -> None:
    quads, texts = _keystone(-1.5, 1.5, rows=4)  # four long lines: too few to tell
    words = words_from_quads(quads, texts)
    top = next(w for w in words if w["t"] == "V0")
    assert top["y0"] == quads[2][0][1]  # the value's box as drawn


def test_lines_drawn_level_are_no_slant_when_too_short_to_show_one() -> None:
    """A photo whose upper rows slant and whose lower lines the detector drew level, as it
    draws any line that slants less than a pixel at its scale: no slant is made up for the
    lower rows, so a level label and value there stay level."""
    quads = [_quad(100, 100 + 40 * row, 600, -0.5) for row in range(3)]
    quads += [_quad(100, 400 + 40 * row, 200, 0.0) for row in range(6)]
    quads += [_quad(100, 700, 90, 0.0), _quad(1000, 700, 70, 0.0)]
    texts = [f"line {n}" for n in range(9)] + ["Order No:", "K7730419"]
    words = words_from_quads(quads, texts)
    assert _centre(words, "Order No:") == _centre(words, "K7730419")
