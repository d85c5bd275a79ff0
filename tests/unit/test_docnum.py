"""Document and PO number normalisation: what counts as the same number."""

from __future__ import annotations

import pytest

from dn_pipeline.stages.docnum import (
    fuzzy_name,
    normalise_document_number,
    normalise_name,
    normalise_po_number,
    normalise_tax_id,
)


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        pytest.param("DN-0042", "42", id="dn-prefix-and-leading-zeros"),
        pytest.param("dn 42", "42", id="case-and-space"),
        pytest.param("No. 0042", "42", id="no-dot-label"),
        pytest.param("Delivery Note No. DN-0042", "42", id="stacked-labels"),
        pytest.param("#42", "42", id="hash"),
        pytest.param("Docket: 1002", "1002", id="inner-zeros-stay"),
        pytest.param("D/N 77", "77", id="d-slash-n"),
        pytest.param("12 345", "12345", id="spaces-are-separators"),
        pytest.param("12-345", "12345", id="dashes-are-separators"),
        pytest.param("A-0042", "A42", id="zeros-after-letters"),
        pytest.param("A0042", "A42", id="zeros-glued-to-letters"),
        pytest.param("000", "0", id="only-zeros"),
        pytest.param("DNA12", "DNA12", id="label-glued-to-letters-is-kept"),
        pytest.param("NOVA-1", "NOVA1", id="no-inside-a-word-is-kept"),
        pytest.param("ｄｎ－００４２", "42", id="full-width"),
    ],
)
def test_document_numbers_normalise_to_one_comparable_form(raw: str, expected: str) -> None:
    assert normalise_document_number(raw) == expected


@pytest.mark.parametrize("raw", ["", "  ", "N/A", "unknown", "?", "-", "No.", None, 3.5, True])
def test_blank_or_placeholder_numbers_are_unknown(raw: object) -> None:
    assert normalise_document_number(raw) == ""


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        pytest.param("PO-00123", "123", id="po-dash"),
        pytest.param("P.O. 123", "123", id="p-dot-o"),
        pytest.param("Purchase Order #123", "123", id="long-label"),
        pytest.param("Order No. 123", "123", id="order-no"),
        pytest.param("PO123", "123", id="glued-to-digits"),
        pytest.param("POL-5", "POL5", id="po-inside-a-word-is-kept"),
        pytest.param(4711, "4711", id="an-integer"),
    ],
)
def test_po_numbers_normalise_with_their_own_labels(raw: object, expected: str) -> None:
    assert normalise_po_number(raw) == expected


def test_normalisation_is_idempotent_on_its_own_output() -> None:
    for raw in ("DN-0042", "A-0042", "No. 7", "12 345", "DNA12"):
        once = normalise_document_number(raw)
        assert normalise_document_number(once) == once


def test_tax_ids_compare_on_letters_and_digits_only() -> None:
    assert normalise_tax_id("12 345-678 ab") == "12345678AB"


def test_names_collapse_case_punctuation_and_ampersands() -> None:
    assert normalise_name("Smith & Sons, Pty. Ltd.") == "SMITH AND SONS PTY LTD"
    assert fuzzy_name("Acme Concrete Pty. Ltd.") == "ACME CONCRETE"
