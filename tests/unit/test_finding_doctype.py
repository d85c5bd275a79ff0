"""Document type in six languages, spaced-out titles; page markers and continuation."""

from __future__ import annotations

import pytest

from tests.unit.finding_words import find, words


@pytest.mark.parametrize(
    ("title", "kind"),
    [
        ("DELIVERY DOCKET", "delivery_note"),
        ("Packing Slip", "delivery_note"),
        ("Despatch Note", "delivery_note"),
        ("Goods Received Note", "delivery_note"),
        ("Consignment Note", "delivery_note"),
        ("Bill of Lading", "delivery_note"),
        ("Lieferschein", "delivery_note"),
        ("Bon de livraison", "delivery_note"),
        ("Documento di trasporto", "delivery_note"),
        ("DDT", "delivery_note"),
        ("Albarán", "delivery_note"),
        ("Pakbon", "delivery_note"),
        ("Afleverbon", "delivery_note"),
        ("Facture", "invoice"),
        ("Kopie factuur", "invoice"),
        ("W A R E N R E C H N U N G", "invoice"),
        ("T A X INVOICE", "invoice"),
        ("Fattura", "invoice"),
        ("Quotation", "other"),
    ],
)
def test_the_title_decides_the_document_type(title: str, kind: str) -> None:
    page = words((60, 600, title), (300, 80, "Docket No: 5521"), size=34)
    assert find(page).result["doc_type"] == kind


def test_an_invoice_that_prints_its_delivery_note_number_stays_an_invoice() -> None:
    page = words((60, 600, "RECHNUNG"), (300, 80, "Lieferschein-Nr. L-5521 Rechnungsnr. R-88"))
    finding = find(page)
    assert finding.result["doc_type"] == "invoice"
    assert finding.result["document_number"] == "R-88"


@pytest.mark.parametrize(
    ("marker", "number", "total"),
    [
        ("Page 2 of 3", 2, 3),
        ("Seite 2 von 3", 2, 3),
        ("Pagina 2 van 3", 2, 3),
        ("Page : 2 / 3", 2, 3),
    ],
)
def test_page_markers(marker: str, number: int, total: int) -> None:
    result = find(words((2000, 700, marker), (300, 80, "Widgets 4"))).result
    assert (result["page_number"], result["page_total"]) == (number, total)
    assert result["continuation"] is True  # a later page with no number of its own


def test_continued_from_before_is_a_continuation_but_continued_overleaf_is_not() -> None:
    assert find(words((100, 80, "Lieferschein Fortsetzung"), (300, 80, "x 1"))).result[
        "continuation"
    ]
    overleaf = find(words((100, 80, "Docket No: 77"), (2000, 80, "Continued overleaf")))
    assert overleaf.result["continuation"] is False


def test_no_words_is_a_blank_page() -> None:
    assert find([]).result["doc_type"] == "blank"
