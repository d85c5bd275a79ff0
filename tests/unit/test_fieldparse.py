"""The field parser over hand-placed words: labels, dates, pages, supplier, doc type."""

from __future__ import annotations

import math
import time
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dn_pipeline.readers.base import Word
from dn_pipeline.readers.fieldparse import parse_words
from dn_pipeline.readers.schema import validate_read
from dn_pipeline.readers.wordlines import words_from_quads

PAGE_HEIGHT = 1754.0
LETTERHEAD = (120.0, 80.0, "Westside Aggregates Pty Ltd", 44.0)


def _words(*placed: tuple[float, float, str] | tuple[float, float, str, float]) -> list[Word]:
    """Text-layer words: each (x, y, text[, size]) becomes one word per token, left to right."""
    words: list[Word] = []
    for spec in placed:
        x, y, text = spec[0], spec[1], spec[2]
        size = spec[3] if len(spec) == 4 else 24.0
        for token in text.split():
            width = 0.55 * size * len(token)
            words.append(Word(t=token, x0=x, y0=y, x1=x + width, y1=y + size))
            x += width + 0.3 * size
    return words


def _parse(*placed: tuple[float, float, str] | tuple[float, float, str, float]) -> dict[str, Any]:
    return validate_read(parse_words(_words(LETTERHEAD, *placed), page_height=PAGE_HEIGHT))


@pytest.mark.parametrize(
    ("text", "number"),
    [
        pytest.param("Delivery Note No: 884512", "884512", id="delivery-note-no"),
        pytest.param("Delivery Docket 77120", "77120", id="delivery-docket"),
        pytest.param("Docket No. D-4411", "D-4411", id="docket-no"),
        pytest.param("DN No: DN-20931", "DN-20931", id="dn-no"),
        pytest.param("DN# 55012", "55012", id="dn-hash"),
        pytest.param("Lieferschein-Nr.: LS-2026-0412", "LS-2026-0412", id="lieferschein-nr"),
        pytest.param("Note No 3301/A", "3301/A", id="note-no"),
        pytest.param("Docket N0: 77812", "77812", id="ocr-zero-for-o"),
    ],
)
def test_each_document_number_label_yields_its_value(text: str, number: str) -> None:
    assert _parse((120, 300, text))["document_number"] == number


@pytest.mark.parametrize(
    ("text", "po"),
    [
        pytest.param("PO: 4500123", "4500123", id="po"),
        pytest.param("P.O. 4500124", "4500124", id="p.o."),
        pytest.param("Order No: HC-1182", "HC-1182", id="order-no"),
        pytest.param("Purchase Order 4500125", "4500125", id="purchase-order"),
        pytest.param("Your Ref: PO-88120", "PO-88120", id="your-ref"),
        pytest.param("Customer Order: 7700201", "7700201", id="customer-order"),
        pytest.param("PO Number: HC908595", "HC908595", id="po-number"),
    ],
)
def test_each_purchase_order_label_yields_its_value(text: str, po: str) -> None:
    assert _parse((120, 300, "Docket No: 1234"), (120, 360, text))["po_number"] == po


def test_a_po_box_in_an_address_is_not_a_purchase_order() -> None:
    assert "po_number" not in _parse((120, 130, "PO Box 1182, Botany NSW 2019", 14))


def test_an_order_date_is_not_read_as_a_purchase_order_nor_the_delivery_date() -> None:
    result = _parse((120, 300, "Order Date: 01/10/2026"), (120, 360, "Date: 23/11/2026"))
    assert "po_number" not in result
    assert result["delivery_date"] == "2026-11-23"


@pytest.mark.parametrize(
    ("printed", "iso"),
    [
        pytest.param("3 Nov 2026", "2026-11-03", id="d-mon-yyyy"),
        pytest.param("3rd November 2026", "2026-11-03", id="ordinal-month-name"),
        pytest.param("Nov 3, 2026", "2026-11-03", id="mon-d-yyyy"),
        pytest.param("2026-11-03", "2026-11-03", id="iso"),
        pytest.param("23/11/2026", "2026-11-23", id="day-over-12"),
        pytest.param("23.11.2026", "2026-11-23", id="dotted-day-over-12"),
        pytest.param("11/23/2026", "2026-11-23", id="only-fits-month-first"),
        pytest.param("03/11/2026", None, id="ambiguous-slashes"),
        pytest.param("03.11.2026", None, id="ambiguous-dots"),
        pytest.param("05/05/2026", "2026-05-05", id="same-day-and-month"),
        pytest.param("3. Okt. 2026", "2026-10-03", id="german-month"),
    ],
)
def test_each_date_form_keeps_the_raw_text_and_is_iso_only_when_unambiguous(
    printed: str, iso: str | None
) -> None:
    result = _parse((120, 300, f"Date: {printed}"))
    assert result["delivery_date_raw"] == printed
    assert result["delivery_date"] == iso


def test_an_impossible_date_is_not_turned_into_an_iso_date() -> None:
    result = _parse((120, 300, "Date: 31/02/2026"))
    assert result.get("delivery_date") is None


def test_labels_above_their_values_in_a_boxed_header_are_read() -> None:
    result = _parse(
        (120, 300, "Delivery Note No"),
        (520, 300, "Date"),
        (900, 300, "Your Ref"),
        (120, 340, "DN-55120"),
        (520, 340, "4 Nov 2026"),
        (900, 340, "4500109"),
    )
    assert (result["document_number"], result["po_number"]) == ("DN-55120", "4500109")
    assert result["delivery_date"] == "2026-11-04"


def test_page_n_of_m_sets_page_number_and_total() -> None:
    result = _parse((120, 300, "Docket No: 1234"), (900, 1650, "Page 2 of 3"))
    assert (result["page_number"], result["page_total"]) == (2, 3)


@pytest.mark.parametrize(
    ("text", "continuation"),
    [
        pytest.param("(continued)", True, id="continued"),
        pytest.param("Continuation sheet", True, id="continuation"),
        pytest.param("Continued overleaf", False, id="continues-later"),
        pytest.param("Thank you", False, id="no-mention"),
    ],
)
def test_continuation_means_this_page_continues_an_earlier_one(
    text: str, continuation: bool
) -> None:
    assert _parse((120, 300, "Docket No: 1234"), (120, 400, text))["continuation"] is continuation


def test_a_later_page_without_a_number_is_a_continuation() -> None:
    assert _parse((900, 1650, "Page 2 of 2"))["continuation"] is True


def test_the_supplier_is_the_largest_letterhead_text_not_the_customer_block() -> None:
    words = _words(
        (120, 60, "Deliver to:", 20),
        (120, 90, "Harbour Civil Constructions Pty Ltd", 30),
        (900, 60, "Ironbark Steel & Mesh Pty Ltd", 26),
        (900, 100, "ABN 21 611 482 907", 16),
        (900, 200, "DELIVERY DOCKET", 40),
    )
    result = parse_words(words, page_height=PAGE_HEIGHT)
    assert result["supplier_name"] == "Ironbark Steel & Mesh Pty Ltd"
    assert result["supplier_tax_id"] == "21 611 482 907"


def test_a_customer_block_beside_the_letterhead_on_the_same_line_is_kept_apart() -> None:
    words = _words(
        (120, 60, "Coastal Plant Hire Pty Ltd", 34),
        (900, 62, "Customer", 20),
        (900, 90, "Harbour Civil Constructions Pty Ltd", 20),
    )
    assert parse_words(words, page_height=PAGE_HEIGHT)["supplier_name"] == (
        "Coastal Plant Hire Pty Ltd"
    )


@pytest.mark.parametrize(
    ("label", "value"),
    [
        pytest.param("ABN", "53 004 085 616", id="abn"),
        pytest.param("VAT No:", "GB 123 4567 89", id="vat"),
        pytest.param("Tax ID:", "98-7654321", id="tax-id"),
        pytest.param("USt-IdNr.", "DE 281 447 903", id="ust-idnr"),
    ],
)
def test_each_tax_id_label_yields_the_supplier_tax_id(label: str, value: str) -> None:
    result = _parse((120, 130, f"{label} {value}", 16))
    assert result["supplier_tax_id"].replace(" ", "").replace("-", "") == (
        value.replace(" ", "").replace("-", "")
    )


def test_a_tax_invoice_page_is_an_invoice() -> None:
    assert _parse((900, 200, "TAX INVOICE"), (900, 260, "Invoice No: 5512"))["doc_type"] == (
        "invoice"
    )


def test_a_delivery_note_mentioning_an_invoice_stays_a_delivery_note() -> None:
    result = _parse((900, 200, "DELIVERY NOTE"), (120, 900, "Invoice to follow"))
    assert result["doc_type"] == "delivery_note"


def test_no_words_is_a_blank_page() -> None:
    assert parse_words([], page_height=PAGE_HEIGHT)["doc_type"] == "blank"


def test_line_items_are_read_from_the_table_under_its_header() -> None:
    result = _parse(
        (120, 500, "Code"),
        (300, 500, "Description"),
        (900, 500, "Qty"),
        (1050, 500, "Unit"),
        (120, 540, "N32-20"),
        (300, 540, "Concrete N32 20mm agg"),
        (900, 540, "6.4"),
        (1050, 540, "m3"),
        (120, 575, "PUMP"),
        (300, 575, "Pump hire"),
        (900, 575, "1"),
        (1050, 575, "hr"),
        (120, 620, "Total"),
    )
    assert result["items"] == [
        {"product_code": "N32-20", "description": "Concrete N32 20mm agg", "quantity": 6.4,
         "unit": "m3"},
        {"product_code": "PUMP", "description": "Pump hire", "quantity": 1, "unit": "hr"},
    ]  # fmt: skip


def test_an_item_cell_too_long_for_the_schema_is_cut_and_the_read_stays_valid() -> None:
    long_unit = "x" * 80  # READ_SCHEMA allows 50 for a unit (what delivery_note_items holds)
    result = _parse(
        (120, 500, "Code"),
        (300, 500, "Description"),
        (900, 500, "Qty"),
        (1050, 500, "Unit"),
        (120, 540, "N32-20"),
        (300, 540, "Concrete"),
        (900, 540, "6"),
        (1050, 540, long_unit),
    )
    assert result["items"][0]["unit"] == long_unit[:50]
    validate_read(result)


def test_skewed_ocr_quads_are_de_rotated_into_their_lines() -> None:
    angle = math.radians(3.0)

    def quad(x: float, y: float, w: float, h: float) -> list[list[float]]:
        corners = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
        return [
            [
                cx * math.cos(angle) - cy * math.sin(angle),
                cx * math.sin(angle) + cy * math.cos(angle),
            ]
            for cx, cy in corners
        ]

    quads = [quad(100, 300, 300, 30), quad(800, 300, 200, 30), quad(100, 345, 300, 30)]
    words = words_from_quads(quads, ["Docket No:", "D-7781", "PO: 4500321"])
    result = parse_words(words, page_height=PAGE_HEIGHT)
    assert (result["document_number"], result["po_number"]) == ("D-7781", "4500321")


@pytest.mark.parametrize(
    "text",
    [
        pytest.param("Docket No: " + "9" * 5000, id="huge-number"),
        pytest.param("Page 99999 of 99999", id="page-beyond-schema"),
        pytest.param("Page 3 of 2", id="page-beyond-total"),
        pytest.param("DN No: ((((((((((" * 300, id="regex-bait"),
        pytest.param("Date: 99/99/9999 00.00.0000", id="nonsense-dates"),
        pytest.param("\x00\u202e\ufeff Docket No: 12\u0663", id="control-and-bidi"),
    ],
)
def test_hostile_strings_still_give_a_valid_read_quickly(text: str) -> None:
    started = time.perf_counter()
    validate_read(parse_words(_words((120, 300, text)), page_height=PAGE_HEIGHT))
    assert time.perf_counter() - started < 1.0


@settings(max_examples=150, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.text(min_size=0, max_size=40),
            st.floats(-1e4, 1e4),
            st.floats(-1e4, 1e4),
            st.floats(0, 500),
            st.floats(0, 200),
        ),
        max_size=40,
    )
)
def test_any_words_give_a_schema_valid_read(
    raw: list[tuple[str, float, float, float, float]],
) -> None:
    words = [Word(t=t, x0=x, y0=y, x1=x + w, y1=y + h) for t, x, y, w, h in raw]
    validate_read(parse_words(words, page_height=PAGE_HEIGHT))
