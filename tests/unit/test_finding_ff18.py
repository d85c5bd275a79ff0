"""ff-18, read from realdocs photographed (seeds 4, 8 and 9, after the embedded reader's
re-read budget): an OCR model trained on CJK print reads a Latin page's colon as the
fullwidth "：" (U+FF1A), and a label whose value followed such a colon found nothing. The
fullwidth forms of ASCII are read as what they stand for.

Every name and number here is invented (no test copies a real document)."""

from __future__ import annotations

import pytest

from dn_pipeline.finding import FINDER_VERSION
from dn_pipeline.finding.layout import tokens_of
from tests.unit.finding_words import find, words


def test_the_finder_version_names_these_rules() -> None:
    assert FINDER_VERSION == "ff-18"


@pytest.mark.parametrize("value", ["： R40817263500112", "：R40817263500112"])
def test_a_number_after_a_fullwidth_colon_is_the_labels(value: str) -> None:
    page = words((40, 40, "Kelterei Brunnhalde GmbH"), (70, 40, "Obstweg 7, 71334 Waiblingen"),
                 (300, 40, "WARENRECHNUNG"), (340, 40, "Beleg-Nr"), (370, 40, "Beleg-Datum"),
                 (370, 260, ": 05.08.2013"), ocr=True)  # fmt: skip
    page += words((340, 260, value), ocr=True)
    assert find(page).result["document_number"] == "R40817263500112"


def test_a_po_after_a_fullwidth_colon_is_the_labels() -> None:
    page = words((40, 40, "Kelterei Brunnhalde GmbH"), (300, 40, "Lieferschein-Nr. LS-20931"),
                 (330, 40, "Ihre Bestellung"), ocr=True)  # fmt: skip
    page += words((330, 260, "： 4500172"), ocr=True)
    assert find(page).result["po_number"] == "4500172"


def test_fullwidth_forms_are_read_one_character_for_one() -> None:
    page = words((40, 40, "ＰＯ　Ｎｏ：４５００１２"), ocr=True)
    tokens = tokens_of(page)
    assert [t.t for t in tokens] == ["PO", "No:450012"]
    # The box is spread over the same number of characters: offsets stay where they were.
    assert tokens[0].x0 == 40 and tokens[1].x1 == page[0]["x1"]
