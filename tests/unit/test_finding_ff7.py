"""ff-7: a clerk's rules for values under their labels at the right margin, the customer's
reference as the PO, and OCR damage a clerk reads through.

Every name, number and domain here is invented (no test copies a real document)."""

from __future__ import annotations

import pytest

from tests.unit.finding_words import find, words

LETTERHEAD = (60, 80, "Quillmoor Fixings Ltd")


def _beside_a_customer(label: str, value: str, *, between: str = "") -> list:  # type: ignore[type-arg]
    """A customer block at the left; ``label`` ends the first line at x=680, ``value``
    stands alone at the right margin of the next line (its left column an address)."""
    rows = [
        LETTERHEAD,
        (240, 80, "Brackwater Civils Ltd"),
        (240, 680, label),
        (264, 80, "Fennick 3380"),
        (264, 1400 - 10 * len(value), value),
    ]
    if between:
        rows.append((264, 680, between))
    return words(*rows)


# --- a value on the next line, at the right margin ------------------------------------------


@pytest.mark.parametrize(
    ("label", "value"),
    [
        ("Consignment No.", "BL2647143"),
        ("Lieferschein-Nr.", "LS-2026-05964"),
        ("Nr.", "R894392"),
        ("N° BL", "DN-714641"),
        ("Bon n°:", "30-25328"),
        ("DDT n.", "3549/26"),
        ("Nº Albarán", "28709"),
        ("Número", "PD 6166"),
        ("Pakbon nr.", "PB-77120"),
    ],
)
def test_a_number_alone_at_the_right_of_the_next_line_is_the_labels(label: str, value: str) -> None:
    finding = find(_beside_a_customer(label, value))
    assert finding.result["document_number"] == value
    assert finding.evidence["document_number"].rule == "label_next_line"


@pytest.mark.parametrize(
    ("label", "value"),
    [
        ("Your Ref:", "AR/6365"),
        ("Nº pedido cliente", "PED-68154"),
        ("Ihre Bestellung", "4576612176"),
        ("Rif. cliente", "OA43/1289"),
        ("Votre commande", "CMD824882"),
        ("Uw ref.", "INK978153"),
    ],
)
def test_a_po_alone_at_the_right_of_the_next_line_is_the_labels(label: str, value: str) -> None:
    assert find(_beside_a_customer(label, value)).result["po_number"] == value


def test_the_next_line_is_not_taken_when_it_is_not_one_value_alone() -> None:
    # a label of its own beside the number: the number is that label's
    assert (
        find(_beside_a_customer("Delivery No.", "4471", between="Acc No")).result.get(
            "document_number"
        )
        != "4471"
    )
    # two things in the right part: not a value alone
    page = words(
        LETTERHEAD,
        (240, 80, "Brackwater Civils Ltd"), (240, 680, "Delivery No."),
        (264, 80, "Fennick 3380"), (264, 1100, "Unit 4471 Harbour"),
    )  # fmt: skip
    assert find(page).result.get("document_number") is None


def test_a_label_with_its_value_on_its_own_line_keeps_it() -> None:
    page = words(
        LETTERHEAD,
        (240, 80, "Brackwater Civils Ltd"), (240, 680, "Delivery No. DN-5501"),
        (264, 80, "Fennick 3380"), (264, 1300, "DN-9999"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "DN-5501"


# --- the customer's reference is the PO, the supplier's own is not ----------------------------


@pytest.mark.parametrize(
    ("customer", "own"),
    [
        ("Your ref no: CR-50417", "Our ref no: SO-88120"),
        ("Kunden-Ref.: KR-50417", "Unser Zeichen: AB-88120"),
        ("Ihre Ref.: 4500123417", "Unsere Ref.: AB-88120"),
        ("Rif. cliente: OA34/1926", "Ns. rif.: 95492951"),
        ("Vs. rif.: OA35/1927", "Nostro rif.: 95492952"),
        ("Su referencia: 26/8139", "Ntra. ref.: SO486155"),
        ("Votre réf.: CMD824882", "Notre réf.: CV62850"),
        ("Uw kenmerk: INK978153", "Ons kenmerk: VK-20331"),
    ],
)
def test_the_customers_reference_is_the_po_and_the_suppliers_is_not(
    customer: str, own: str
) -> None:
    for rows in ((customer, own), (own, customer)):
        page = words(LETTERHEAD, (300, 80, "Delivery Note No. DN-66120"), (340, 80, rows[0]),
                     (380, 80, rows[1]))  # fmt: skip
        assert find(page).result["po_number"] == customer.split()[-1]
    alone = words(LETTERHEAD, (300, 80, "Delivery Note No. DN-66120"), (340, 80, own))
    assert find(alone).result.get("po_number") is None


def test_a_warehouses_client_ref_is_not_the_customers_order() -> None:
    # a logistics firm's "client" is the supplier it ships for: its reference is no PO
    page = words(LETTERHEAD, (300, 80, "Despatched on behalf of Tarnwick Homewares Ltd"),
                 (340, 900, "Client Ref DN26-8280"),
                 (380, 900, "Customer PO BST-3697"))  # fmt: skip
    assert find(page).result["po_number"] == "BST-3697"
    alone = words(LETTERHEAD, (340, 900, "Client Ref DN26-8280"))
    assert find(alone).result.get("po_number") is None


def test_the_suppliers_own_ref_in_a_header_row_is_not_the_bare_numbers_value() -> None:
    page = words(
        LETTERHEAD,
        (230, 80, "Número"), (230, 350, "Fecha albarán"), (230, 630, "Ntra. ref."),
        (230, 910, "Su referencia"),
        (252, 80, "WL/2026/21374"), (252, 350, "07.07.2026"), (252, 630, "SO486155"),
        (252, 910, "26/8139"),
    )  # fmt: skip
    finding = find(page)
    assert finding.result["document_number"] == "WL/2026/21374"
    assert finding.result["po_number"] == "26/8139"


@pytest.mark.parametrize(
    ("label", "value"),
    [("Pedido", "PED-53541"), ("Commande", "CMD824882"), ("Ordine", "OA07/5165")],
)
def test_an_order_word_alone_heading_a_cell_labels_the_value_under_it(
    label: str, value: str
) -> None:
    page = words(LETTERHEAD, (300, 80, "Ticket nº"), (300, 400, label),
                 (330, 80, "26546664"), (330, 400, value))  # fmt: skip
    assert find(page).result["po_number"] == value
    # in a list of fields it may be either side's order (a supplier's "Pedido: 794136")
    listed = words(LETTERHEAD, (300, 80, "Ticket nº: 26546664"), (330, 80, f"{label}: {value}"))
    assert find(listed).result.get("po_number") is None
    sales = {"Pedido": "Pedido de venta", "Commande": "Commande de vente"}.get(label)
    own = words(LETTERHEAD, (300, 80, "Ticket nº"), (300, 400, sales or "Ordine di vendita"),
                (330, 80, "26546664"), (330, 400, value))  # fmt: skip
    assert find(own).result.get("po_number") is None


@pytest.mark.parametrize(
    "line", ["Obra: OB-2026-942", "Kostenstelle: KST-9128", "Commessa: C-2231", "Job No: J-0759"]
)
def test_site_and_cost_centre_references_stay_no_po(line: str) -> None:
    page = words(LETTERHEAD, (300, 80, "Delivery Note No. DN-66120"), (340, 80, line))
    assert find(page).result.get("po_number") is None


# --- OCR damage a clerk reads through -------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "field", "value"),
    [
        ("Supedido: PED-86950", "po_number", "PED-86950"),  # "Su pedido", its space lost
        ("Uwordernr INK978153", "po_number", "INK978153"),  # "Uw ordernr"
        ("CustomerPO FE/09001/26", "po_number", "FE/09001/26"),
        ("5u ref. PED-88242", "po_number", "PED-88242"),  # an S read as 5
        ("Número5417945", "document_number", "5417945"),  # the label glued to its value
    ],
)
def test_a_label_ocr_glued_or_misread_is_still_read(line: str, field: str, value: str) -> None:
    page = words(LETTERHEAD, (300, 680, line))
    assert find(page).result[field] == value


def test_a_delivery_date_label_ocr_glued_is_still_read() -> None:
    page = words(
        LETTERHEAD, (120, 80, "Valencia, 01-10-2026"), (300, 680, "Fechaentrega 09-10-2026")
    )
    assert find(page).result["delivery_date_raw"] == "09-10-2026"


@pytest.mark.parametrize("word", ["8ezeichnung", "K1inikum", "0rdinato", "c1ient", "C0de"])
def test_a_word_with_one_look_alike_digit_is_no_value(word: str) -> None:
    page = words(LETTERHEAD, (300, 80, "Ihre Bestellung"), (300, 400, "Lieferschein-Nr."),
                 (330, 80, word), (330, 400, "LS-40017"))  # fmt: skip
    finding = find(page)
    assert finding.result.get("po_number") is None
    assert finding.result["document_number"] == "LS-40017"


def test_a_lower_case_b_in_a_dates_year_is_a_six() -> None:
    finding = find(words(LETTERHEAD, (300, 80, "Lieferdatum: 23.07.202b")))
    assert finding.result["delivery_date"] == "2026-07-23"
    assert finding.result["delivery_date_raw"] == "23.07.2026"


def test_a_number_glued_to_the_next_labels_word_is_cut_at_it() -> None:
    page = words(LETTERHEAD, (300, 80, "Ticket No 26839276Date 26/09/2026"))
    assert find(page).result["document_number"] == "26839276"


@pytest.mark.parametrize(
    "line",
    ["DDT n. DDT26-83251del venerdì 17 luglio 2026", "Lieferschein Nr. DDT26-83251vom 17.07.2026"],
)
def test_a_number_glued_to_the_word_that_brings_its_date_is_cut_at_it(line: str) -> None:
    # ff-9: OCR lost the space before "del" / "vom"; the next page prints the number alone.
    assert find(words(LETTERHEAD, (300, 80, line))).result["document_number"] == "DDT26-83251"


def test_an_o_before_the_zeros_of_a_number_is_a_zero() -> None:
    page = words(LETTERHEAD, (300, 80, "Delivery Note No. O0403429"))
    assert find(page).result["document_number"] == "00403429"
    letters = words(LETTERHEAD, (300, 80, "Delivery Note No. SO2144882"))
    assert find(letters).result["document_number"] == "SO2144882"


# --- a legal name with the rest of its footer line --------------------------------------------


@pytest.mark.parametrize(
    "footer",
    [
        "Tarnwick Muebles S.L.U. · Zaragoza",
        "Tarnwick Muebles S.L.U. CIF B16943178",
        "Tarnwick Mobili S.r.l. Partita IVA IT65978559122",
    ],
)
def test_a_legal_name_is_cut_from_the_rest_of_its_footer_line(footer: str) -> None:
    page = words((60, 80, "TARNWICK"), (300, 80, "Albarán nº 4471"), (1640, 80, footer))
    name = footer.split(" S.")[0] + " S." + footer.split(" S.")[1].split()[0]
    assert find(page).result["supplier_name"] == name
