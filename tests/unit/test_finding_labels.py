"""Document number and PO from labels in six languages: right of, under, or a line below."""

from __future__ import annotations

import pytest

from tests.unit.finding_words import find, words


@pytest.mark.parametrize(
    ("label", "value"),
    [
        ("Invoice No.:", "51730942"),
        ("Involce No.:", "RM58214"),  # OCR noise in the label
        ("Rechnungsnr.", "40075218"),  # German compound
        ("Lieferschein-Nr:", "L56473829"),
        ("Facture n°", "FA-2019-0427"),
        ("Factuurnummer:", "7461220950038"),
        ("Factuumummer:", "7461220950038"),  # OCR's "m" for the "rn" where the words meet
        ("Numero DDT", "DDT-4411"),
        ("Albarán n.º", "A-20931"),
        ("Pakbon nr.", "PB77120"),
        ("DELIVERY #", "D5835441"),
        ("Bon de livraison n°", "BL-1241439"),  # a value starting with a document code
    ],
)
def test_a_document_number_is_taken_right_of_its_label(label: str, value: str) -> None:
    finding = find(words((100, 80, "Acme Widgets Ltd"), (400, 80, f"{label} {value}")))
    assert finding.result["document_number"] == value
    evidence = finding.evidence["document_number"]
    assert evidence.rule == "label_right" and evidence.words


def test_values_in_a_header_row_are_taken_from_under_their_own_label() -> None:
    page = words(
        (100, 80, "Acme Widgets Ltd"),
        (400, 80, "Klant"), (400, 300, "Order"), (400, 520, "Factuur datum"),
        (400, 760, "Factuur"), (400, 980, "Vervaldatum"),
        (430, 80, "KLNT0417"), (430, 300, "ORDNL000812"), (430, 520, "14-3-2023"),
        (430, 760, "VF2208114527"), (430, 980, "28-3-2023"),
    )  # fmt: skip
    finding = find(page)
    assert finding.result["document_number"] == "VF2208114527"
    assert finding.result["po_number"] == "ORDNL000812"
    assert finding.evidence["document_number"].rule == "label_below"
    assert finding.result["delivery_date_raw"] == "14-3-2023"  # the "Factuur datum" column


def test_a_value_right_aligned_on_the_next_line_belongs_to_the_label_above() -> None:
    page = words(
        (100, 80, "Acme Widgets Ltd"),
        (400, 900, "Delivery Note No"), (426, 1420, "4149286"),
        (484, 900, "Your Order"), (510, 1410, "PO590925"),
    )  # fmt: skip
    finding = find(page)
    assert finding.result["document_number"] == "4149286"
    assert finding.result["po_number"] == "PO590925"


@pytest.mark.parametrize(
    "label",
    ["Your order", "Ihre Bestellung", "votre commande", "vs. ordine", "su pedido", "uw order",
     "P.O.#", "P.O./S.O. Number", "Bestell-Nr.", "Purchase Order No:"],
)  # fmt: skip
def test_po_labels_in_six_languages(label: str) -> None:
    finding = find(words((100, 80, "Acme Widgets Ltd"), (400, 80, f"{label} KX584")))
    assert finding.result["po_number"] == "KX584"
    assert finding.evidence["po_number"].label


def test_an_order_date_label_is_not_a_po_label() -> None:
    finding = find(words((400, 80, "Order Date: 12.03.2024"), (430, 80, "Docket No: 5512")))
    assert "po_number" not in finding.result
    assert finding.result["document_number"] == "5512"


def test_an_invoice_keeps_its_own_number_over_the_delivery_note_number_it_prints() -> None:
    page = words(
        (80, 80, "NORDHOLZ HANDELS GMBH"), (80, 900, "W A R E N R E C H N U N G"),
        (200, 900, "Lieferschein-Nr : L56473829104512"),
        (240, 900, "Beleg-Nr : R56473829104512"),
    )  # fmt: skip
    finding = find(page)
    assert finding.result["doc_type"] == "invoice"
    assert finding.result["document_number"] == "R56473829104512"


def test_ocr_letters_between_digits_are_read_as_digits() -> None:
    finding = find(words((400, 80, "Docket No: 45O0923l90")))
    assert finding.result["document_number"] == "4500923190"


def test_a_customer_number_or_a_money_amount_is_not_a_document_number() -> None:
    page = words((400, 80, "Kundennr. 58213"), (430, 80, "Invoice total 1,234.50"))
    assert "document_number" not in find(page).result


def test_a_value_right_aligned_far_along_its_label_line() -> None:
    finding = find(words((298, 649, "Invoice Number:"), (298, 1352, "51730942")))
    assert finding.result["document_number"] == "51730942"


@pytest.mark.parametrize(
    ("line", "tax_id"),
    [
        ("ABN 53 004 085 616 Phone (02) 9631 4400", "53 004 085 616"),
        ("BTW nr.: NL853027194B01", "NL853027194B01"),
        ("TVA : FR47381920654 - SIRET : 38192065400027", "FR47381920654"),
        ("UStId DE 318 552 907 SWIFT KSSLDEM1XXX", "DE 318 552 907"),
        ("P.IVA 01234567890", "01234567890"),
    ],
)
def test_the_supplier_tax_id_in_six_languages_with_its_words(line: str, tax_id: str) -> None:
    finding = find(words((100, 80, line)))
    assert finding.result["supplier_tax_id"] == tax_id
    assert finding.evidence["supplier_tax_id"].words


def test_a_tax_id_in_the_customer_block_is_not_the_suppliers() -> None:
    page = words((300, 80, "Customer:"), (330, 80, "N° TVA client FR62491837205"))
    assert "supplier_tax_id" not in find(page).result


def test_a_label_never_runs_across_a_column_gap() -> None:
    # "Purchase Order" and "Date" head two columns: not one "Order Date" label, which would
    # call the date under "Date" an order date and lose the PO label with it.
    page = words(
        (100, 80, "Acme Widgets Ltd"),
        (440, 90, "Docket No."), (440, 380, "Purchase Order"), (440, 670, "Date"),
        (440, 960, "Printed"),
        (472, 90, "KW4401822"), (472, 380, "PO77120"), (472, 670, "26-Dec-2021"),
        (472, 960, "28/12/23"),
    )  # fmt: skip
    finding = find(page)
    assert finding.result["po_number"] == "PO77120"
    assert finding.evidence["po_number"].label == "Purchase Order"
    assert finding.result["delivery_date"] == "2021-12-26"
    assert finding.result["document_number"] == "KW4401822"


def test_a_label_with_a_misread_digit_is_not_the_value_of_the_label_before_it() -> None:
    # A header row "Beleg-Nr.  Bestel1nummer" (OCR read an l as 1): the next column's label
    # is no document number; the number is the value under "Beleg-Nr.".
    page = words(
        (100, 80, "Kranich Baustoffe GmbH"),
        (640, 90, "Beleg-Nr."), (640, 380, "Bestel1nummer"), (640, 670, "Leistungsdatum"),
        (672, 90, "BL-3309127"), (672, 380, "4500990012"), (672, 670, "10-Jul-2024"),
    )  # fmt: skip
    finding = find(page)
    assert finding.result["document_number"] == "BL-3309127"
    assert finding.result["po_number"] == "4500990012"


@pytest.mark.parametrize(
    ("label", "value"),
    [
        ("N° de bon", "BL8810452"),
        ("Bolla n°", "771204"),
        ("Slip No.", "PS-440193"),
        ("Ticket #", "WB-20931"),
        ("LS-Nr.", "LS-2024-11873"),
        ("N.º documento", "A24/55120"),
        ("Bonnr.", "330912"),
        ("Nr.:", "4471-22"),
    ],
)
def test_short_delivery_document_words_and_a_bare_number_word_label_the_number(
    label: str, value: str
) -> None:
    page = words((100, 80, "Acme Widgets Ltd"), (400, 600, f"{label} {value}"))
    assert find(page).result["document_number"] == value


def test_a_bare_number_word_labels_nothing_inside_a_line_or_under_it() -> None:
    # "Kunden-Nr." is the customer's number: a number word labels alone only from the start
    # of its column, and never a value under it (a table's "No." column).
    page = words(
        (100, 80, "Acme Widgets Ltd"),
        (400, 600, "Kunden-Nr. 4471"),
        (500, 80, "No."), (500, 200, "Description"),
        (530, 80, "A490513"), (530, 200, "Copy paper"),
    )  # fmt: skip
    assert "document_number" not in find(page).result


def test_the_suppliers_own_order_number_is_not_the_customers_po() -> None:
    page = words(
        (100, 80, "Acme Widgets Ltd"),
        (300, 600, "Our Order No."), (300, 850, "AB-950650"),
        (330, 600, "Customer PO"), (330, 850, "2024-6303"),
    )  # fmt: skip
    assert find(page).result["po_number"] == "2024-6303"


def test_a_label_inside_a_longer_label_of_another_kind_is_not_that_label() -> None:
    # "N° de bon de commande" is the order form's number (a PO), not a "N° de bon".
    page = words((100, 80, "Acme Widgets Ltd"), (400, 600, "N° de bon de commande: 4500771"))
    result = find(page).result
    assert result["po_number"] == "4500771"
    assert result.get("document_number") != "4500771"


@pytest.mark.parametrize(
    ("printed", "read"),
    [("PB375B016", "PB3758016"), ("A23/o3937", "A23/03937"), ("418122b8", "41812268"),
     ("CO-4825l", "CO-48251"), ("INV-12B45", "INV-12845")],
)  # fmt: skip
def test_ocr_lookalikes_of_digits_in_a_value_are_read_as_digits(printed: str, read: str) -> None:
    page = words((100, 80, "Acme Widgets Ltd"), (400, 600, f"Delivery Note No: {printed}"))
    assert find(page).result["document_number"] == read


@pytest.mark.parametrize("kept", ["81537/A", "ALB24-1200A", "Rechnung12"])
def test_letters_that_belong_to_a_value_are_kept(kept: str) -> None:
    page = words((100, 80, "Acme Widgets Ltd"), (400, 600, f"Delivery Note No: {kept}"))
    assert find(page).result["document_number"] == kept


# --- ff-3: labels above their values, title lines, the customer's reference -----------------


def test_a_number_word_alone_in_its_cell_labels_the_value_in_the_cell_under_it() -> None:
    stacked = words(
        (100, 80, "Acme Widgets Ltd"),
        (300, 80, "Nummer"), (326, 80, "0949/2026"),
        (360, 80, "Kunden-Nr."), (386, 80, "C-4471"),
    )  # fmt: skip
    assert find(stacked).result["document_number"] == "0949/2026"
    grid = words(
        (100, 80, "Acme Widgets Ltd"),
        (300, 80, "NÚMERO"), (300, 400, "FECHA"), (300, 700, "PEDIDO CLIENTE"),
        (326, 80, "3211/2026"), (326, 400, "13/10/2026"), (326, 700, "162-790"),
    )  # fmt: skip
    finding = find(grid)
    assert finding.result["document_number"] == "3211/2026"
    assert finding.evidence["document_number"].rule == "label_below"
    assert finding.result["po_number"] == "162-790"


def test_a_number_word_heading_an_items_column_labels_nothing() -> None:
    page = words(
        (100, 80, "Acme Widgets Ltd"),
        (500, 80, "Nr."), (500, 200, "Artikel"), (500, 600, "Menge"),
        (530, 80, "AR-4471"), (530, 200, "Copy paper"), (530, 600, "4"),
    )  # fmt: skip
    assert "document_number" not in find(page).result


def test_a_document_word_alone_labels_the_number_right_of_it_or_under_its_cell() -> None:
    right = words((100, 80, "Acme Widgets Ltd"), (300, 80, "Documento A101153"))
    assert find(right).result["document_number"] == "A101153"
    cell = words(
        (100, 80, "Acme Widgets Ltd"),
        (300, 80, "DOCUMENTO"), (300, 400, "PEDIDO Nº"),
        (326, 80, "DN355320"), (326, 400, "AB-740169"),
    )  # fmt: skip
    assert find(cell).result["document_number"] == "DN355320"


def test_the_value_under_a_label_beats_an_address_line_beside_it_on_the_next_line() -> None:
    page = words(
        (100, 80, "Acme Widgets Ltd"),
        (300, 80, "Número de factura"), (312, 700, "50012 Zaragoza"),
        (330, 80, "RE5972380"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "RE5972380"


def test_the_number_after_a_spaced_out_title() -> None:
    page = words(
        (100, 80, "Acme Widgets Ltd"), (400, 300, "B O N D E L I V R A I S O N ALB-142936")
    )
    assert find(page).result["document_number"] == "ALB-142936"


def test_a_delivery_note_never_takes_the_invoice_number_printed_on_it() -> None:
    page = words(
        (60, 800, "Lieferschein 489562-01"),
        (200, 80, "Rechnungs-Nr.: INV-580719"),
        (230, 80, "Liefertermin: 25.04.2025"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "489562-01"
    only_invoice = words((60, 800, "Carta de porte"), (200, 80, "Nº factura: RE8371634"))
    assert "document_number" not in find(only_invoice).result


def test_a_title_size_label_line_is_the_title() -> None:
    # "FACTUUR No. INV-446701" printed as the title: an invoice, whose own number it is,
    # not the delivery note number printed under it.
    page = [
        *words((60, 80, "FACTUUR No. INV-446701"), size=36),
        *words((200, 700, "Leverbonnr.: VL-130481"), (230, 700, "Uw bestelnr.: ORD/25/5988")),
    ]
    finding = find(page)
    assert finding.result["doc_type"] == "invoice"
    assert finding.result["document_number"] == "INV-446701"


@pytest.mark.parametrize(
    "label",
    [
        "Vostro ordine n.:",
        "Rif. ordine cliente:",
        "Uw ordernummer:",
        "Réf. client:",
        "Your Order No.:",
        "Cust. Order Ref:",
        "Bestellnummer Kunde:",
        "Ihre Bestellung Nr.",
        "Referencia cliente:",
        "Klantreferentie:",
    ],
)
def test_the_customers_reference_in_six_languages_is_the_po(label: str) -> None:
    page = words((100, 80, "Acme Widgets Ltd"), (400, 600, f"{label} K7024/25"))
    assert find(page).result["po_number"] == "K7024/25"


def test_a_label_that_says_the_order_is_the_customers_beats_a_bare_order_label() -> None:
    page = words(
        (100, 80, "Acme Widgets Ltd"),
        (300, 80, "PEDIDO Nº"), (300, 400, "PEDIDO CLIENTE"),
        (326, 80, "AB-740169"), (326, 400, "K8378/25"),
        (400, 80, "ORDER NR."), (426, 80, "AB-671857"),
    )  # fmt: skip
    assert find(page).result["po_number"] == "K8378/25"


def test_an_exact_label_beats_one_an_ocr_letter_away() -> None:
    # "Vostro" (yours) is one letter from "Nostro" (ours): the exact reading decides.
    page = words(
        (100, 80, "Acme Widgets Ltd"),
        (300, 600, "Ns. ordine: AB-078239"),
        (330, 600, "Vostro ordine n.: 825-639"),
    )  # fmt: skip
    assert find(page).result["po_number"] == "825-639"


def test_a_value_that_names_its_kind_is_the_value_not_a_label() -> None:
    labelled = words((100, 80, "Acme Widgets Ltd"), (300, 80, "Réf. client: PO-70604"))
    assert find(labelled).result["po_number"] == "PO-70604"
    alone = words((100, 80, "Acme Widgets Ltd"), (300, 700, "PO-57551"))
    finding = find(alone)
    assert finding.result["po_number"] == "PO-57551"
    assert finding.evidence["po_number"].rule == "value_prefix"


@pytest.mark.parametrize(
    ("line", "field", "value"),
    [
        ("Consignment N0.: 285273-01", "document_number", "285273-01"),
        ("P0 # 64221", "po_number", "64221"),
        ("Votre N° de comrnande: 15197", "po_number", "15197"),
    ],
)
def test_ocr_zero_for_o_and_rn_for_m_in_labels(line: str, field: str, value: str) -> None:
    page = words((100, 80, "Acme Widgets Ltd"), (300, 600, line))
    assert find(page).result[field] == value


@pytest.mark.parametrize("item", ["Socket 2-gang", "Pocket 3-ring", "Rocket 10-pack"])
def test_a_word_one_first_letter_from_a_label_is_another_word(item: str) -> None:
    # An electrician's "Socket 2-gang" is no "Docket 2-gang": OCR misreads a first letter
    # only as one of its shape ("Iieferschein", "0rder"), and the rest spelt right is a word.
    page = words(
        (100, 80, "Acme Widgets Ltd"),
        (300, 80, "Nummer 80785527"),
        (600, 80, f"89969 {item} 33"),
    )
    assert find(page).result["document_number"] == "80785527"


def test_a_first_letter_of_its_shape_is_still_a_misread_label() -> None:
    page = words((100, 80, "Acme Widgets Ltd"), (300, 80, "Iieferschein-Nr. 4711-22"))
    assert find(page).result["document_number"] == "4711-22"


@pytest.mark.parametrize("label", ["Our ref.", "Our reference:"])
def test_our_ref_numbers_an_english_note_that_labels_no_number(label: str) -> None:
    head = words((100, 80, "Whitcombe Signs Ltd"), (200, 700, "Goods Delivery"))
    page = head + words((300, 80, f"{label} AN-26.47596"), (340, 80, "Despatch date 07/02/2026"))
    assert find(page).result["document_number"] == "AN-26.47596"
    # A number the page labels as its own comes first; "Ns. rif." stays the supplier's order.
    labelled = page + words((380, 80, "Delivery note no. 4711-22"))
    assert find(labelled).result["document_number"] == "4711-22"
    italian = head + words((300, 80, "Ns. rif.: AB-937915"))
    assert find(italian).result.get("document_number") != "AB-937915"


@pytest.mark.parametrize(
    "label", ["Nº albarán proveedor:", "Bon de livraison vendeur :", "Lieferschein-Nr. Lieferant:"]
)
def test_a_number_label_naming_the_seller_labels_the_sellers_number(label: str) -> None:
    # A marketplace's or procurement portal's print: "the seller's delivery-note number".
    page = words(
        (100, 80, "OfficeHub Pro"),
        (300, 80, f"{label} BR/26/79919"),
        (340, 80, "Commande marketplace: MP-89112001"),
    )
    assert find(page).result["document_number"] == "BR/26/79919"
