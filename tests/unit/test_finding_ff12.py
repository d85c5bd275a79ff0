"""ff-12: a number whose sequence stands before a month and a year ("1486/11/2026", Polish
"WZ 433/07/2026") is a number, not a date; dates printed day-first or year-first are still
never taken for a number.

Every name and number here is invented (no test copies a real document)."""

from __future__ import annotations

import pytest

from dn_pipeline.finding import FINDER_VERSION
from dn_pipeline.finding.values import is_id
from tests.unit.finding_words import find, words

LETTERHEAD = (60, 80, "Brackenfold Piastrelle S.r.l.")


@pytest.mark.parametrize("value", ["1486/11/2026", "433/07/2026", "5184-11-2026"])
def test_a_sequence_before_a_month_and_a_year_is_a_number(value: str) -> None:
    assert is_id(value)


@pytest.mark.parametrize("value", ["12/11/2026", "1/2/26", "2026/11/12", "2026-03-07", "07.03.26"])
def test_a_date_is_never_a_number(value: str) -> None:
    assert not is_id(value)


def test_a_grid_headers_number_with_its_month_and_year() -> None:
    page = words(
        LETTERHEAD, (120, 80, "Documento di trasporto (DDT)"),
        (300, 80, "Numero DDT"), (300, 300, "Data consegna"), (300, 520, "Rif. ordine cliente"),
        (330, 80, "1486/11/2026"), (330, 300, "01/11/2026"), (330, 520, "4500361450"),
    )  # fmt: skip
    result = find(page).result
    assert result["document_number"] == "1486/11/2026"
    assert result["delivery_date_raw"] == "01/11/2026"
    assert result["po_number"] == "4500361450"


def test_a_labelled_number_with_its_month_and_year() -> None:
    page = words(
        LETTERHEAD, (120, 80, "DELIVERY NOTE"), (200, 80, "Delivered: 12.11.26"),
        (240, 80, "DN No.: 5184/11/2026"),
    )  # fmt: skip
    result = find(page).result
    assert result["document_number"] == "5184/11/2026"
    assert result["delivery_date_raw"] == "12.11.26"


def test_the_finder_version_names_these_rules() -> None:
    assert FINDER_VERSION == "ff-12"
