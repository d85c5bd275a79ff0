"""ff-4: transport paperwork (consignment notes / CMR / bills of lading, weighbridge tickets,
proofs of delivery), copy stamps, numbered boxes, OCR look-alikes inside a labelled number,
fill-in lines, and more address / sender / consignee words.

Every name, number and place here is invented (no test copies a real document)."""

from __future__ import annotations

import pytest

from dn_pipeline.finding.values import clean_id
from tests.unit.finding_words import find, words

# --- a transport document's own number ------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "label", "value"),
    [
        ("Straight Bill of Lading", "B/L No.", "7730418"),
        ("FRACHTBRIEF", "CMR-Nr.", "CM-55102"),
        ("LETTRE DE VOITURE", "Lettre de voiture n°", "LV882041"),
        ("Weighbridge Ticket", "Docket No.", "WB-40917"),
        ("TICKET DE PESÉE", "N° de pesée", "PS771203"),
        ("Ticket de báscula", "Nº pesada", "PE-2031-118"),
        ("Wiegeschein", "Wägung Nr.", "88120"),
        ("WEEGBON", "Weegbonnummer", "WG-2207-31"),
        ("Proof of Delivery", "Tracking No.", "TR55810342"),
        ("Ontvangstbewijs", "Track & trace", "8812/K"),
        ("Justificante de entrega", "Nº expedición", "611402"),
        ("Récépissé de livraison", "N° de suivi", "3318/B"),
        ("SCONTRINO DI PESATURA", "Scontrino n.", "2207731"),
    ],
)
def test_a_transport_document_is_numbered_by_its_own_kinds_label(
    title: str, label: str, value: str
) -> None:
    page = words(
        (60, 80, "Quorvin Haulage Ltd"),
        (140, 80, title),
        (200, 80, f"{label} {value}"),
        (240, 80, "Colli: 3"),
    )  # fmt: skip
    finding = find(page)
    assert finding.result["document_number"] == value
    assert finding.evidence["document_number"].rule == "label_right"


def test_a_transport_label_on_a_delivery_note_is_a_reference_not_its_number() -> None:
    page = words(
        (60, 80, "Brellway Timber Ltd"),
        (140, 80, "DELIVERY NOTE"),
        (200, 80, "Tracking No. TR55810342"),
        (230, 80, "CMR-Nr. 2207-31"),
    )  # fmt: skip
    assert "document_number" not in find(page).result


def test_a_weighbridge_ticket_number_numbers_a_note_only_weakly_and_only_with_no_other() -> None:
    # ff-13: a site's aggregate, concrete or skip note is often numbered by the ticket it was
    # weighed on; with no number of its own labelled, that one, at the lowest confidence.
    page = words(
        (60, 80, "Brellway Timber Ltd"),
        (140, 80, "DELIVERY NOTE"),
        (200, 80, "Tracking No. TR55810342"),
        (230, 80, "Weegbonnummer WG-2207-31"),
    )  # fmt: skip
    found = find(page)
    assert found.result["document_number"] == "WG-2207-31"
    assert found.evidence["document_number"].confidence == 0.5
    numbered = [*page, *words((260, 80, "Delivery Note No. DN-66120"))]
    assert find(numbered).result["document_number"] == "DN-66120"


def test_the_own_kinds_number_comes_before_the_delivery_note_it_refers_to() -> None:
    page = words(
        (60, 80, "Vardell Sand & Gravel Ltd"),
        (140, 80, "Weighbridge Ticket"),
        (200, 80, "Delivery Note No. DN-66120"),
        (230, 80, "Ticket No. 4471092"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "4471092"


def test_the_family_is_named_by_the_title_not_by_a_short_code() -> None:
    from dn_pipeline.finding.transport import family

    assert family("Lettera di vettura internazionale CMR") == "consignment"
    assert family("TICKET DE BASCULA") == "weigh"
    assert family("Proof of delivery") == "pod"
    assert family("Lieferschein") == ""


# --- the supplier of transport paperwork ----------------------------------------------------


def test_a_cmrs_numbered_boxes_name_the_sender_not_the_carrier_or_consignee() -> None:
    page = words(
        (40, 80, "LETTRE DE VOITURE"), (40, 1200, "Nr. 551820"),
        (100, 80, "1 Expéditeur"), (100, 800, "16 Transporteur"),
        (126, 90, "Pierrox Granulats SA"), (126, 810, "Transports Lemaudit SAS"),
        (152, 90, "12 rue des Carriers"), (152, 810, "4 quai du Port"),
        (240, 80, "2 Destinataire"),
        (266, 90, "Bâtiments Orvelle SARL"),
        (292, 90, "8 chemin Vert"),
    )  # fmt: skip
    finding = find(page)
    assert finding.result["supplier_name"] == "Pierrox Granulats SA"
    assert finding.evidence["supplier_name"].rule == "supplier_label"


def test_a_proof_of_delivery_names_the_sender_under_its_label_not_the_couriers_letterhead() -> None:
    page = words(
        (30, 80, "Veloxa Courier S.L."), (30, 1000, "Justificante de entrega"),
        (160, 80, "Cargador"), (160, 700, "Consignatario"),
        (186, 80, "Suministros Tarvel S.L."), (186, 700, "Obras Benlloch S.L."),
        (212, 80, "46001 Valencia"), (212, 700, "41007 Sevilla"),
    )  # fmt: skip
    assert find(page).result["supplier_name"] == "Suministros Tarvel S.L."


@pytest.mark.parametrize(
    "stamp", ["SUPPLIER COPY", "Customer copy", "ORIGINAL", "Durchschlag", "Exemplaar klant"]
)
def test_a_copy_stamp_is_never_the_supplier(stamp: str) -> None:
    page = words((30, 80, stamp), size=40) + words(
        (90, 80, "Harlen Building Supplies"),
        (116, 80, "Unit 4 Mill Lane, Leeds"),
        (200, 80, "Delivery Note No. 55120"),
    )  # fmt: skip
    assert find(page).result["supplier_name"] == "Harlen Building Supplies"


def test_copy_stamps_and_box_numbers_are_recognised_as_such() -> None:
    from dn_pipeline.finding.transport import box_label_start, is_copy_stamp

    assert is_copy_stamp("SUPPLIER COPY") and is_copy_stamp("Copia per il vettore")
    assert not is_copy_stamp("Copyright Supplies Ltd") and not is_copy_stamp("Kopie GmbH Nord")
    assert box_label_start("16 Transporteur") == 3 and box_label_start("l6 Transporteur") == 3
    assert box_label_start("Transporteur") == 0 and box_label_start("2024 Ltd") == 0


def test_an_address_with_a_comma_before_its_number_is_no_supplier() -> None:
    page = words(
        (40, 500, "Poligono Industrial El Soto, 117 · Teruel · +34 91 555 0101"),
        (120, 80, "Albarán n.º A-20931"),
    )  # fmt: skip
    assert "supplier_name" not in find(page).result


def test_a_tax_label_after_the_legal_form_is_cut_from_the_name() -> None:
    page = words((40, 80, "Shipper: Darnell Freight Inc. EIN 61-0000007"))
    assert find(page).result["supplier_name"] == "Darnell Freight Inc."


# --- OCR look-alikes inside a labelled number -----------------------------------------------


@pytest.mark.parametrize(
    ("printed", "meant"),
    [
        ("QRS-2026-O041", "QRS-2026-0041"),  # a later run of digits: O is 0
        ("LS-2026-0617S", "LS-2026-06175"),
        ("BST-202S-0655", "BST-2025-0655"),
        ("A2S-S63909", "A25-563909"),  # after a run's first digit, when another run is a number
        ("8ST-2026-4471", "BST-2026-4471"),  # a letter prefix ahead of a number
        ("458612Bl15", "4586128115"),  # two look-alikes side by side between digits
    ],
)
def test_ocr_look_alikes_are_repaired_where_the_values_shape_says_digit_or_letter(
    printed: str, meant: str
) -> None:
    assert clean_id(printed) == meant
    page = words((100, 80, "Acme Widgets Ltd"), (400, 80, f"Delivery Note No: {printed}"))
    assert find(page).result["document_number"] == meant


@pytest.mark.parametrize("kept", ["SO2144882", "S162-40", "BOL-2207", "AB-740169", "81537/B"])
def test_a_code_whose_letters_could_be_digits_is_kept(kept: str) -> None:
    assert clean_id(kept) == kept


def test_a_fill_in_line_between_a_label_and_its_value_is_skipped() -> None:
    page = words(
        (40, 80, "Brellway Timber Ltd"),
        (120, 80, "Lieferschein Nr ________________ A26-203355"),
        (160, 80, "Bestell-Nr. ________________ BST-2024-0581"),
    )  # fmt: skip
    finding = find(page)
    assert finding.result["document_number"] == "A26-203355"
    assert finding.result["po_number"] == "BST-2024-0581"


def test_more_labels_a_clerk_reads_schein_nr_orden_de_compra_and_an_ocr_rn_for_m() -> None:
    page = words(
        (40, 80, "Brellway Beton AG"),
        (100, 80, "BETON-LIEFERSCHEIN"),
        (160, 80, "Schein-Nr. LB0980072"),
        (190, 80, "Orden de compra OC-4471/26"),
    )  # fmt: skip
    finding = find(page)
    assert finding.result["document_number"] == "LB0980072"
    assert finding.result["po_number"] == "OC-4471/26"
    rn = words((40, 80, "Acme Widgets Ltd"), (120, 80, "Núrn. A26-670861"))
    assert find(rn).result["document_number"] == "A26-670861"


def test_a_day_misread_before_a_hyphenated_month_is_read() -> None:
    page = words((40, 80, "Acme Widgets Ltd"), (120, 80, "FECHA:3l-ene-25"))
    assert find(page).result["delivery_date"] == "2025-01-31"
