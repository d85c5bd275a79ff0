"""ff-5: a clerk's reading of values — spaced digit groups are one number, a placeholder
after a PO label is no PO, the party a note was printed "on behalf of" is the supplier, more
number / PO labels, a barcode's caption as the number when no label names one.

Every name, number and domain here is invented (no test copies a real document)."""

from __future__ import annotations

import pytest

from tests.unit.finding_words import find, words

LETTERHEAD = (60, 80, "Quellbrunn Armaturen GmbH")


# --- spaced digit groups ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "field", "value"),
    [
        ("Purchase Order No: 3426 7379", "po_number", "3426 7379"),
        ("Your Order: ORD 566 388", "po_number", "ORD 566 388"),
        ("Lieferschein-Nr. 179 440", "document_number", "179 440"),
        ("Bon de livraison n° 4521 8830 12", "document_number", "4521 8830 12"),
    ],
)
def test_a_number_printed_in_spaced_digit_groups_is_one_number(
    line: str, field: str, value: str
) -> None:
    finding = find(words(LETTERHEAD, (400, 80, line)))
    assert finding.result[field] == value


@pytest.mark.parametrize(
    "line",
    [
        "Delivery Note No. 4711 25 kg",  # a quantity follows
        "Delivery Note No. 4711 12 3 pcs",
        "Delivery Note No. 4711 12 03 2026",  # a date follows
    ],
)
def test_spaced_groups_never_take_a_quantity_or_a_date(line: str) -> None:
    assert find(words(LETTERHEAD, (400, 80, line))).result["document_number"] == "4711"


def test_spaced_groups_stop_at_a_column_gap() -> None:
    page = words(LETTERHEAD, (400, 80, "Delivery Note No. 4711"), (400, 700, "25"))
    assert find(page).result["document_number"] == "4711"


# --- a placeholder after a PO label -------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Your Order: as per phone",
        "Cust PO: TBC",
        "ORDER REF: VERBAL",
        "PO No.: -",
        "Ihre Bestellung: telefonisch",
        "Votre commande : par téléphone",
        "Rif. ordine cliente: verbale",
        "Su pedido: por teléfono",
        "Uw bestelling: n.v.t.",
    ],
)
def test_a_placeholder_after_a_po_label_means_no_po(line: str) -> None:
    page = words(LETTERHEAD, (400, 80, line), (430, 80, "Job No 86231"), (460, 80, "A-77120"))
    assert find(page).result.get("po_number") is None


@pytest.mark.parametrize(
    ("line", "value"), [("PO - 4500123", "4500123"), ("PO: NA-4471", "NA-4471")]
)
def test_a_value_that_starts_like_a_placeholder_is_a_value(line: str, value: str) -> None:
    # A dash before a value is a separator; "NA-4471" is a value, not "n/a".
    assert find(words(LETTERHEAD, (400, 80, line))).result["po_number"] == value


# --- on behalf of -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Despatched on behalf of Tollmere Homeware Ltd",
        "Versandt im Auftrag von Tollmere Homeware GmbH",
        "Expédié pour le compte de : Tollmere Homeware SARL",
        "Spedito per conto di Tollmere Homeware S.r.l.",
        "Por cuenta de Tollmere Homeware S.A.",
        "Namens Tollmere Homeware B.V.",
    ],
)
def test_the_party_a_note_is_printed_on_behalf_of_is_the_supplier(line: str) -> None:
    page = words((60, 80, "Kestrel Freight Logistics Ltd"), size=36) + words(
        (130, 80, line), (400, 80, "Delivery Note No: 55102")
    )
    finding = find(page)
    assert finding.result["supplier_name"].startswith("Tollmere Homeware")
    assert finding.evidence["supplier_name"].rule == "on_behalf"


def test_fuer_after_a_title_is_not_on_behalf() -> None:
    # "Lieferschein für X" may name the customer: only "versandt für" / "im Auftrag" say it.
    page = words((60, 80, "Kestrel Logistik GmbH"), size=36) + words(
        (130, 80, "Lieferschein für Tollmere Bau GmbH")
    )
    assert find(page).result["supplier_name"] == "Kestrel Logistik GmbH"


# --- more labels, and a barcode's caption ---------------------------------------------------


@pytest.mark.parametrize(
    ("line", "field", "value"),
    [
        ("WTN No. 8571/25", "document_number", "8571/25"),
        ("Waste Transfer Note No: 4410", "document_number", "4410"),
        ("Challan No.: 7764/26 Date: 21/03/26", "document_number", "7764/26"),
        ("Best.-Nr. Kunde BST379515", "po_number", "BST379515"),
        ("P.O. No. & Date: PO-82307-C dt. 14/03/26", "po_number", "PO-82307-C"),
        ("Vos réf. : CX-4471", "po_number", "CX-4471"),
    ],
)
def test_more_number_and_po_labels(line: str, field: str, value: str) -> None:
    assert find(words(LETTERHEAD, (400, 80, line))).result[field] == value


def test_a_pedido_label_is_read_as_the_same_order_label_in_english() -> None:
    # "Pedido" alone is as often the supplier's own order as the customer's (an albarán's
    # "Nº pedido" is the seller's): no stronger than "Order" alone.
    for bare in ("Pedido 346559", "Nº pedido: 346559"):
        page = words(LETTERHEAD, (400, 80, bare))
        english = words(
            LETTERHEAD, (400, 80, bare.replace("pedido", "order").replace("Pedido", "Order"))
        )
        assert find(page).result.get("po_number") == find(english).result.get("po_number")
    assert find(words(LETTERHEAD, (400, 80, "Su pedido: P-7484"))).result["po_number"] == "P-7484"


def test_a_barcode_caption_is_the_number_only_when_no_label_names_one() -> None:
    page = words(LETTERHEAD, (400, 80, "DELIVERY NOTE"), (2000, 80, "*DN26-03496*"))
    finding = find(page)
    assert finding.result["document_number"] == "DN26-03496"
    assert finding.evidence["document_number"].rule == "barcode_caption"
    labelled = page + words((450, 80, "Delivery Note No: 77120"))
    assert find(labelled).result["document_number"] == "77120"


def test_in_a_header_row_spaced_groups_join_and_a_placeholder_is_no_po() -> None:
    page = words(
        LETTERHEAD,
        (400, 80, "Despatch No"), (400, 300, "Date"), (400, 560, "Your Ref"),
        (400, 760, "Our Ref"),
        (430, 80, "431 551"), (430, 300, "15 September 2025"), (430, 560, "TBC"),
        (430, 760, "SO/438095"),
    )  # fmt: skip
    finding = find(page)
    assert finding.result["document_number"] == "431 551"
    assert finding.result.get("po_number") is None
