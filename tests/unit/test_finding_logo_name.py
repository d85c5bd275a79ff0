"""A logo's one word and the company's name in full beneath it: the supplier is the name in
full, as a clerk writes it down ("azure" over "Azure Interior", a real invoice read from a
photo). No host data here."""

from __future__ import annotations

from dn_pipeline.readers.base import Word
from tests.unit.finding_words import find, words

BODY = [
    (400.0, 900.0, "Delivery Note DN-558120"),
    (440.0, 900.0, "Date: 12.03.2026"),
    (700.0, 100.0, "Qty Description"),
    (740.0, 100.0, "4 Oak door frames"),
]


def _page(*letterhead: tuple[float, float, str]) -> list[Word]:
    return [
        *words((60.0, 100.0, "kestrel"), size=34.0, ocr=True),
        *words(*letterhead, ocr=True),
        *words(*BODY, ocr=True),
    ]


def test_the_logo_word_is_the_first_word_of_the_name_in_full_below_it() -> None:
    page = _page((120.0, 100.0, "Kestrel Joinery"), (150.0, 100.0, "12 Mill Lane"),
                 (180.0, 100.0, "Leeds LS9 8AB"))  # fmt: skip
    assert find(page).result["supplier_name"] == "Kestrel Joinery"


def test_a_logo_word_with_no_name_in_full_stays_the_name() -> None:
    page = _page((120.0, 100.0, "Joinery and Doors"), (150.0, 100.0, "12 Mill Lane"),
                 (180.0, 100.0, "Leeds LS9 8AB"))  # fmt: skip
    assert find(page).result["supplier_name"] == "kestrel"
