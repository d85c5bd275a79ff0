"""ff-16, read from the nineteenth generator (paperwork after the gate) once its blind figures
were taken: a Spanish credit note by its own word ("Abono", "Factura rectificativa") and its
"Nº abono"; a statement's "Relevé n°"; an order confirmation's own number being the order it
confirms ("SO No.", "Ordernummer"), never the customer's PO; a goods-received number stamped
on a delivery note being the site's, not the note's.

Every name and number here is invented (no test copies a real document)."""

from __future__ import annotations

import pytest

from tests.unit.finding_words import find, words

# --- credit notes and statements ------------------------------------------------------------


@pytest.mark.parametrize("title", ["Abono", "Factura rectificativa"])
def test_a_spanish_credit_notes_own_number_not_the_invoice_it_corrects(title: str) -> None:
    page = words(
        (30, 40, "Quillay Sistemas"), (60, 40, "NIF B16028611"), (100, 40, title),
        (140, 40, "Nº abono .. 24-081236"), (170, 40, "Emitido el .. 14/09/2024"),
        (200, 40, "Sobre factura .. 24-081303"), (230, 40, "Su ref. .. PED-18966"),
    )  # fmt: skip
    found = find(page).result
    assert found["doc_type"] == "other"
    assert found["document_number"] == "24-081236"


def test_an_abono_header_row_names_the_credit_note() -> None:
    page = words((30, 40, "Abono Quillay Ferretería S.L."), size=40) + words(
        (80, 40, "NIF A30413842"),
        (120, 40, "Fecha     Abono nº    Sobre factura"),
        (145, 40, "2/7/2023  R 013618    F 013843"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "R 013618"


def test_a_statements_own_number_by_its_first_word() -> None:
    page = words(
        (30, 40, "Vireau Signalétique Sàrl"), (100, 40, "RELEVÉ DE COMPTE"),
        (140, 40, "Relevé n° .. R083703"), (170, 40, "Date .. mardi 3 janvier 2023"),
        (200, 40, "N° client .. CUE075"), (260, 40, "17 novembre 2022 FAC083737 1,150.71"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "R083703"


# --- order confirmations ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "label"),
    [
        ("Sales Order Acknowledgement", "SO No.:"),
        ("ORDERBEVESTIGING", "Ordernummer:"),
        ("Auftragsbestätigung", "AB-Nr.:"),
        ("Confirmation de commande", "N° de commande :"),
    ],
)
def test_an_order_confirmations_number_is_the_order_it_confirms(title: str, label: str) -> None:
    page = words(
        (30, 40, "Quenby Electrical Supplies Limited"), (70, 40, title),
        (120, 40, f"{label} 88335/25"), (150, 40, "Our ref: A064923"),
        (180, 40, "Customer No.: K204197"), (210, 40, "Your order: PO-4471"),
    )  # fmt: skip
    found = find(page).result
    assert found["doc_type"] == "other"
    assert found["document_number"] == "88335/25"
    assert found["po_number"] == "PO-4471"


@pytest.mark.parametrize(
    ("title", "own", "order"),
    [
        ("Sales Order Acknowledgement", "Acknowledgement No.: ABZ4-23714", "Order No.: AB24-48407"),
        ("AUFTRAGSBESTÄTIGUNG", "AB-Nr. AB2385379", "Auftrags-Nr.: A819637"),
        ("Auftragsbestätigung", "Nr. OC2388391", "Auftragsnr. OC2322495"),
    ],
)
def test_a_confirmations_own_number_before_the_order_it_confirms(
    title: str, own: str, order: str
) -> None:
    page = words(
        (30, 40, "Quenby Insulation Ltd."), (70, 40, title), (120, 40, own),
        (150, 40, order), (180, 40, "Your Order No.: PR-108701"),
    )  # fmt: skip
    found = find(page).result
    assert found["document_number"] == own.split()[-1]
    assert found["po_number"] == "PR-108701"


def test_the_customers_order_is_never_the_confirmations_number() -> None:
    page = words(
        (30, 40, "Quenby Verf BV"), (70, 40, "ORDERBEVESTIGING"),
        (120, 40, "Inkoopordernr.: 4544048809"), (150, 40, "Klantnr.: K325211"),
    )  # fmt: skip
    assert "document_number" not in find(page).result
    # the customer's order number echoed by an order label: the PO, not the number
    page = words(
        (30, 40, "Quenby Verf BV"), (70, 40, "ORDERBEVESTIGING"),
        (120, 40, "Uw bestelling: 4544048809"), (150, 40, "Ordernr.: 4544048809"),
    )  # fmt: skip
    found = find(page).result
    assert found["po_number"] == "4544048809"
    assert "document_number" not in found


def test_an_order_label_on_a_delivery_note_is_still_the_suppliers_order() -> None:
    page = words(
        (30, 40, "Quenby Electrical Supplies Limited"), (70, 40, "DELIVERY NOTE"),
        (120, 40, "Delivery Note No.: DN-30417"), (150, 40, "SO No.: 88335/25"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "DN-30417"


# --- goods received stamps --------------------------------------------------------------


@pytest.mark.parametrize("stamp", ["GRN No. 11462", "GRN 11462", "Goods Received No. 11462"])
def test_a_goods_received_number_stamped_on_a_note_is_not_its_number(stamp: str) -> None:
    page = words(
        (30, 40, "Quenby Insulation Supplies Ltd"), (30, 900, "DELIVERY DOCKET"),
        (100, 40, "Docket date 25/02/2024"), (130, 900, "No. 70048609"),
        (400, 900, "GOODS IN"), (430, 900, "01/03/2024"), (460, 900, stamp),
    )  # fmt: skip
    assert find(page).result["document_number"] == "70048609"


def test_a_goods_received_notes_own_number_stays_its_number() -> None:
    page = words(
        (30, 40, "Quenby Insulation Supplies Ltd"), (70, 40, "GOODS RECEIVED NOTE"),
        (120, 40, "GRN No.: 11462"), (150, 40, "Date: 01/03/2024"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "11462"


# --- values that are dates --------------------------------------------------------------


@pytest.mark.parametrize("value", ["MAR 2024", "März 2024", "juin '24", "Mar-2024"])
def test_a_month_and_its_year_is_no_number(value: str) -> None:
    page = words(
        (30, 40, "Quintana Materiales SL"), (30, 900, "ALBARÁN"),
        (100, 40, "Núm. albarán:"), (130, 40, value), (160, 40, "Fecha: 25/03/2024"),
    )  # fmt: skip
    assert "document_number" not in find(page).result


def test_a_code_with_a_month_in_it_stays_a_number() -> None:
    page = words(
        (30, 40, "Quintana Materiales SL"), (30, 900, "ALBARÁN"),
        (100, 40, "Núm. albarán: MAR2024-118"), (160, 40, "Fecha: 25/03/2024"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "MAR2024-118"


# --- dates ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("printed", "iso"),
    [
        ("jueves 28 de rnarzo de 2024", "2024-03-28"),
        ("12 Decernber 2023", "2023-12-12"),
        ("3 novernbre 2023", "2023-11-03"),
        ("14. Rnärz 2024", "2024-03-14"),
    ],
)
def test_a_month_name_whose_m_ocr_read_as_rn(printed: str, iso: str) -> None:
    page = words(
        (30, 40, "Quintana Materiales SL"), (70, 40, "ALBARÁN 060143"),
        (120, 40, f"Entregado el: {printed}"),
        ocr=True,
    )  # fmt: skip
    assert find(page).result["delivery_date"] == iso


# --- suppliers --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "rows",
    [
        [(300, 40, "Chantier: Chantier Groupe scolaire Pasteur")],
        [(300, 40, "Chantier:"), (300, 400, "Chantier Groupe scolaire Pasteur")],
        [(300, 40, "Baustelle:"), (300, 400, "Baustelle Neubau Kita Lindenweg")],
        [(300, 40, "Obra: Obra Residencial Los Olivos")],
    ],
)
def test_a_sites_caption_and_its_value_are_never_the_supplier(
    rows: list[tuple[float, float, str]],
) -> None:
    page = words(
        (30, 40, "BON DE LIVRAISON"), (60, 40, "ZI des Glaisins"), (90, 40, "1950 Sion"),
        (120, 40, "Date du bon: 10/04/23"), (150, 40, "N° 23-080833"), *rows,
        ocr=True,
    )  # fmt: skip
    name = find(page).result.get("supplier_name") or ""
    assert not any(w in name for w in ("Chantier", "Baustelle", "Obra", "Pasteur", "Kita"))


@pytest.mark.parametrize("line", ["Industriestraße 12", "Havenstraat 4", "Artikelbezeichnung"])
def test_a_compound_street_or_column_head_is_no_name(line: str) -> None:
    page = words(
        (30, 40, "Lieferschein"), (60, 40, line), (90, 40, "70565 Stuttgart"),
        (130, 40, "Lieferschein-Nr.: LS-2023-118"), (160, 40, "Datum: 24.03.2023"),
        ocr=True,
    )  # fmt: skip
    assert find(page).result.get("supplier_name") in (None, "")


# --- a warehouse's picking list and a shipment's own number ------------------------------


@pytest.mark.parametrize(
    "pick", ["Picking List No.: 2788982", "Pick Ticket: 2788982", "Picking List 2788982"]
)
def test_a_picking_lists_number_is_the_warehouses(pick: str) -> None:
    page = words(
        (30, 40, "Quarrington Motor Parts LLC"), (70, 40, "DELIVERY NOTE"),
        (120, 40, "Our ref: 30417"), (150, 40, pick),
    )  # fmt: skip
    assert find(page).result["document_number"] == "30417"
    page = words(
        (30, 40, "Quarrington Motor Parts LLC"), (70, 40, "DELIVERY NOTE"), (150, 40, pick),
    )  # fmt: skip
    assert find(page).result["document_number"] == "2788982"  # when nothing else numbers it


@pytest.mark.parametrize("label", ["Shipment #:", "Shipment No."])
def test_a_packing_slips_shipment_number_is_its_own(label: str) -> None:
    page = words(
        (30, 40, "Quarrington Motor Parts LLC"), (70, 40, "PACKING SLIP"),
        (120, 40, "Consignment No.: EXP-114010"), (150, 40, f"{label} PS-002650"),
        (180, 40, "Pick Ticket: PK130784"), (210, 40, "Cust PO #: PED-197977"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "PS-002650"


def test_a_shipment_reference_stays_a_carriers() -> None:
    page = words(
        (30, 40, "Quarrington Timber Ltd"), (70, 40, "DELIVERY NOTE"),
        (120, 40, "No. DN-2023-1904"), (150, 40, "Shipment Ref. 20623310"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "DN-2023-1904"


@pytest.mark.parametrize(
    "asked",
    ["Requested Date 16/09/2025", "Requested Delivery: 16/09/2025", "Wunschtermin: 16.09.2025",
     "Date souhaitée : 16/09/2025", "Fecha solicitada: 16/09/2025"],
)  # fmt: skip
def test_a_date_asked_for_is_not_the_delivery(asked: str) -> None:
    page = words(
        (30, 40, "Quarrington Climate Ltd"), (70, 40, "DESPATCH NOTE"),
        (120, 40, "Despatch Note No.: D065081"), (150, 40, asked),
        (180, 40, "Despatch Date 13/09/2025"),
    )  # fmt: skip
    assert find(page).result["delivery_date"] == "2025-09-13"


def test_a_pick_tickets_own_number_on_a_page_that_is_one() -> None:
    page = words(
        (30, 40, "Quarrington Workwear LLC"), (70, 40, "Pick Ticket"),
        (120, 40, "Pick Ticket #"), (150, 40, "PK26-48646"),
        (400, 40, "Packing Slip: DN26-48675"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "PK26-48646"
