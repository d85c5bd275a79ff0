"""Rows of words (``finding.layout.group_lines``): OCR boxes are taller than their letters,
so a block whose tight rows fall between another block's rows beside it must not chain
the two blocks' rows into one line."""

from __future__ import annotations

from dn_pipeline.finding.layout import group_lines, tokens_of
from tests.unit.finding_words import find, words

# Two blocks side by side on a photographed header: the right one's rows 14 px apart, the
# left one's row halfway between them, every OCR box 21 px tall.
HEADER = [
    (300.0, 650.0, "Bestell-Nr"), (300.0, 800.0, ": K7730419"),
    (307.0, 130.0, "USt-IdNr"), (307.0, 230.0, ": DE918273645"),
    (314.0, 650.0, "Bestell-Datum"), (314.0, 800.0, ": 03.02.2026"),
]  # fmt: skip


def test_a_word_under_another_of_the_line_starts_the_next_line() -> None:
    lines = group_lines(tokens_of(words(*HEADER, ocr=True, size=21.0)))
    texts = [line.text for line in lines]
    assert not any("Bestell-Nr" in t and "Bestell-Datum" in t for t in texts), texts


def test_the_order_number_is_read_beside_its_label_between_interleaved_rows() -> None:
    page = words((80.0, 130.0, "Metallbau Kresse GmbH"), *HEADER, ocr=True, size=21.0)
    assert find(page).result["po_number"] == "K7730419"


def test_a_word_printed_twice_in_one_place_stays_one_line() -> None:
    twice = words((300.0, 130.0, "Lot Sommer GmbH"), (300.0, 130.0, "Lot Sommer GmbH"))
    assert len(group_lines(tokens_of(twice))) == 1
