"""ff-15, read from the eighteenth generator (the wider supply chain) once its blind figures
were taken: a label word OCR broke with a space ("Nu mero:"), a Spanish form's "N° ALB....:",
a document word's number on a delivery note before a courier's consignment number, a credit
note's, quotation's or order confirmation's own number before the invoices it refers to, a
label after "Orig." naming the document referred back to, a document word inside a sentence
being no title; dates: "Anlieferung am", "FEC ENTR", a "Goods Received Note" title's word
being no received stamp, and a letter's place and date (in its column) a few days after the
dispatch date being the note's.

Every name and number here is invented (no test copies a real document)."""

from __future__ import annotations

import pytest

from dn_pipeline.finding import phrases as ph
from dn_pipeline.finding.names import trim
from tests.unit.finding_words import find, words

# --- numbers ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Nu mero: PB23-19636", [("numero", "Nu mero"), ("pb23", "PB23"), ("19636", "19636")]),
        ("Nu méro:", [("numero", "Nu méro")]),
        ("Liefersch einnummer:", [("lieferschein", "Liefersch ein"), ("nummer", "nummer")]),
        ("Glass mineral wool", [("glass", "Glass"), ("mineral", "mineral"), ("wool", "wool")]),
        ("Lieferschein nummer", [("lieferschein", "Lieferschein"), ("nummer", "nummer")]),
    ],
)
def test_a_label_word_ocr_broke_with_a_space_is_one_word(
    text: str, expected: list[tuple[str, str]]
) -> None:
    assert [(t.t, text[t.start : t.end]) for t in ph.tokens(text)] == expected


@pytest.mark.parametrize("label", ["Nu mero:", "Liefersch einnummer:"])
def test_a_number_after_a_label_ocr_broke(label: str) -> None:
    page = words(
        (30, 40, "Quillmere Gas Tecnici SA"), (30, 900, "DDT"),
        (90, 700, label), (90, 950, "PB23-19636"), (120, 700, "Consegnato il: 24.08.23"),
        ocr=True,
    )  # fmt: skip
    assert find(page).result["document_number"] == "PB23-19636"


@pytest.mark.parametrize("label", ["N° ALB........:", "NRO ALB:", "NUM ALB.......:"])
def test_a_spanish_forms_albaran_abbreviation_with_its_colon(label: str) -> None:
    page = words(
        (30, 40, "Ferretería Quillay S.L."), (60, 800, "ALBARÁN DE ENTREGA"),
        (120, 40, f"{label} PB23-09877"), (150, 40, "FEC ENTR......: 31-AGO-23"),
        ocr=True,
    )  # fmt: skip
    assert find(page).result["document_number"] == "PB23-09877"


def test_alb_without_a_colon_is_a_codes_prefix_not_a_label() -> None:
    page = words(
        (30, 40, "Ferretería Quillay S.L."), (60, 800, "ALBARÁN DE ENTREGA"),
        (120, 40, "Número ALB 858263"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "ALB 858263"  # as before ff-15


def test_a_document_number_before_a_couriers_consignment_number() -> None:
    page = words(
        (30, 40, "Quillmere Insulation Ltd."), (30, 900, "Delivery Slip"),
        (100, 600, "Document No.:"), (100, 850, "LS-25-98846"),
        (130, 600, "Consignment No.:"), (130, 850, "CZ346313782RU"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "LS-25-98846"


def test_a_credit_notes_own_number_not_the_invoice_it_credits() -> None:
    page = words(
        (30, 40, "Quillmere Stahlhandel GmbH"), (30, 900, "Gutschrift"),
        (100, 600, "Gutschrift-Nr.:"), (100, 850, "GS-2024-514"),
        (130, 600, "Datum: 12.03.2024"),
        (160, 600, "Ursprüngliche Rechnung:"), (160, 850, "INV-24-52667"),
    )  # fmt: skip
    found = find(page).result
    assert (found["doc_type"], found["document_number"]) == ("other", "GS-2024-514")


def test_an_order_confirmations_number() -> None:
    page = words(
        (30, 40, "Quillmere Ufficio S.r.l."), (30, 700, "Conferma d'ordine"),
        (100, 700, "Conferma n.:"), (100, 900, "CO259957"),
        (130, 700, "Data documento: 28.7.25"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "CO259957"


def test_a_statement_lists_invoices_that_are_not_its_number() -> None:
    page = words(
        (30, 40, "Quillmere Betonindustrie BV"), (30, 800, "Rekeningoverzicht"),
        (100, 40, "Datum: 17/09/2024"),
        (200, 40, "11/08/2024 Factuur INV-24-32592 1.170,92"),
        (230, 40, "12/08/2024 Factuur INV-24-32586 3.381,63"),
    )  # fmt: skip
    found = find(page).result
    assert found["doc_type"] == "other"
    assert found.get("document_number") in (None, "")


def test_a_label_after_orig_names_the_document_referred_back_to() -> None:
    page = words(
        (30, 40, "Quillmere Electrical Inc."), (30, 900, "RETURN AUTHORIZATION"),
        (60, 900, "RMA # DN-2025-37783"),
        (200, 600, "Orig. Packing Slip 1664230 of September 3, 2025"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "DN-2025-37783"


def test_a_document_word_in_a_sentence_is_no_title() -> None:
    page = words(
        (30, 40, "Quillmere Annonces SAS"), (100, 40, "Facture n° 2022089083"),
        (130, 40, "Date : 28/11/2022"),
        (900, 40, "Vous pouvez régler par l'email d'envoi du devis ou en nous contactant par"
                  " téléphone au 01 71 17 61 67."),
    )  # fmt: skip
    found = find(page).result
    assert (found["doc_type"], found["document_number"]) == ("invoice", "2022089083")


# --- dates ------------------------------------------------------------------------------


def test_anlieferung_am_is_the_delivery_date() -> None:
    page = words(
        (30, 40, "Quillmere Containerdienst AG"), (60, 40, "Lieferschein"),
        (100, 40, "Nummer: 2023/37176   Ausstellungsdatum: 14.4.23   Anlieferung am: 15.4.23"),
    )  # fmt: skip
    assert find(page).result["delivery_date"] == "2023-04-15"


def test_fec_entr_is_the_delivery_date() -> None:
    page = words(
        (30, 40, "Gasóleos Quillay S.A."), (60, 800, "ALBARÁN"),
        (100, 40, "FEC...........: 30-AGO-23"), (130, 40, "FEC ENTR......: 31-AGO-23"),
    )  # fmt: skip
    assert find(page).result["delivery_date"] == "2023-08-31"


def test_a_goods_received_note_titles_date_is_no_received_stamps() -> None:
    page = words(
        (30, 40, "Quillmere Furniture"), (30, 800, "Goods Received Note"),
        (60, 600, "Docket No.:"), (60, 850, "LS-24-11948"),
        (90, 600, "Date:"), (90, 850, "07/12/2024"),
        (150, 600, "Shipped:"), (150, 850, "05/12/2024"),
    )  # fmt: skip
    assert find(page).result["delivery_date_raw"] == "07/12/2024"


def test_a_letters_place_and_date_in_its_column_a_few_days_after_dispatch() -> None:
    page = words(
        (30, 400, "Ferretería Quillay S.L."),
        (150, 40, "Obras Quillay S.A."), (150, 1100, "Barcelona, 09/10/25"),
        (300, 40, "Asunto: Albarán de salida Nº documento 5959497"),
        (330, 40, "Fecha de envío: 08/10/25"),
    )  # fmt: skip
    assert find(page).result["delivery_date_raw"] == "09/10/25"


def test_a_place_and_date_below_the_dispatch_date_is_not_the_notes() -> None:
    page = words(
        (30, 400, "Quillmere & Pelstedt GmbH"),
        (150, 40, "Lieferschein 88812"), (150, 1100, "Versanddatum: 29.4.25"),
        (900, 40, "Kassel, 30. April 2025"),
    )  # fmt: skip
    assert find(page).result["delivery_date_raw"] == "29.4.25"


def test_a_labels_value_in_the_next_column_is_no_place_and_date() -> None:
    page = words(
        (30, 40, "Quillmere Küchen AG"),
        (100, 40, "Rechnungs-Nr.:"), (100, 250, "F2025-4299"), (100, 630, "Zahlbar bis:"),
        (100, 800, "Montag, 12. Januar 2026"),
        (130, 40, "Kd.-Nr.:"), (130, 250, "541.613"), (130, 630, "Datum:"),
        (130, 800, "2025-12-13"),
    )  # fmt: skip
    assert find(page).result["delivery_date"] == "2025-12-13"


def test_a_date_beside_its_box_label_in_a_larger_type() -> None:
    page = words(
        (30, 40, "Aislamientos Quillay S.L.U."), (30, 900, "ALBARÁN"),
        (100, 40, "Fecha de emisión"), (100, 300, "16-ABR-23"),
        (450, 40, "Código cliente"), (450, 300, "157272"),
    )  # fmt: skip
    # the box's caption in small type, its value beside it larger and a little lower
    page += words((300, 40, "Fecha entrega"), size=8) + words((303, 300, "19-ABR-23"), size=16)
    assert find(page).result["delivery_date"] == "2023-04-19"


def test_dte_is_a_dot_matrix_forms_date() -> None:
    page = words(
        (30, 40, "Quillmere Hire (Pty) Ltd"), (30, 800, "HIRE DELIVERY NOTE"),
        (100, 40, "DTE...........: 06-JUN-2023"), (130, 40, "DEL NOTE NO...: PB23-60813"),
        (160, 40, "DESPATCH DATE.: 05-JUN-2023"),
    )  # fmt: skip
    assert find(page).result["delivery_date"] == "2023-06-06"


def test_a_guia_de_despachos_delivery_and_dispatch_dates() -> None:
    page = words(
        (30, 40, "Mobiliario Quillay Ltda."), (30, 800, "GUÍA DE DESPACHO"),
        (100, 40, "FECHA: 02 DIC 2025    F.ENTREGA: 04 DIC 2025"),
        (130, 40, "N° ALB: L243182    FECHA DESPACHO: 02 DIC 2025"),
    )  # fmt: skip
    assert find(page).result["delivery_date"] == "2025-12-04"


# --- POs --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "label", ["CUST ORD NO...:", "Kd.-Bestell-Nr.:", "N° doc. externe:", "External Document No."]
)
def test_more_ways_to_print_the_customers_order(label: str) -> None:
    page = words(
        (30, 40, "Quillmere Béton SARL"), (30, 900, "Bon de livraison"),
        (100, 600, "N° de livraison:"), (100, 850, "L294778"),
        (130, 600, label), (130, 850, "PR-388401"),
        (160, 600, "Commande n°:"), (160, 850, "AB25-34582"),
    )  # fmt: skip
    found = find(page).result
    assert (found["po_number"], found["document_number"]) == ("PR-388401", "L294778")


def test_kd_bestell_nr_is_the_customers_order_beside_a_web_shops_own() -> None:
    page = words(
        (30, 40, "Quillmere Küchenstudio AG"), (30, 900, "Lieferschein"),
        (100, 600, "Lieferschein-Nr.:"), (100, 850, "23-591279"),
        (130, 600, "Bestellung #:"), (130, 850, "WEB-1774350"),
        (160, 600, "Kd.-Bestell-Nr.:"), (160, 850, "BE4136/23"),
    )  # fmt: skip
    assert find(page).result["po_number"] == "BE4136/23"


def test_a_weighbridge_tickets_number_on_a_delivery_ticket_is_not_the_notes() -> None:
    page = words(
        (30, 40, "Quillmere Garden Supplies plc"), (30, 900, "Delivery Ticket"),
        (108, 40, "DELIVERY ADDRESS"), (108, 600, "NUMBER:"), (108, 850, "D 072830"),
        (150, 600, "WB TICKET NO.:"), (150, 850, "4240479"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "D 072830"


def test_a_date_under_the_next_labels_first_letter_is_that_labels() -> None:
    page = words(
        (30, 40, "Quillmere Signs LLC"), (30, 900, "Packing Slip"),
        (100, 40, "Slip No."), (100, 200, "Date"), (100, 400, "Ordered by"),
        (100, 700, "Del. date"),
        (130, 40, "23-048224"), (130, 200, "November 21, 2023"), (130, 400, "Tom Quill"),
        (130, 700, "November 22, 2023"),
    )  # fmt: skip
    assert find(page, date_order="mdy").result["delivery_date"] == "2023-11-22"


def test_lieferscheindatum_is_the_notes_date_below_its_lieferdatum() -> None:
    page = words(
        (30, 40, "Quillmere Eisenwaren AG"), (60, 40, "Lieferschein"),
        (100, 40, "NR.:"), (100, 300, "24-003057"),
        (130, 40, "LIEFERSCHEINDATUM:"), (130, 300, "29.11.2024"),
        (160, 40, "LIEFERDATUM:"), (160, 300, "30.11.2024"),
    )  # fmt: skip
    assert find(page).result["delivery_date"] == "2024-11-30"


def test_ref_commande_is_the_order_a_french_slip_delivers() -> None:
    page = words(
        (30, 40, "Quillmere Matériaux SARL"), (60, 40, "BON DE LIVRAISON"),
        (100, 40, "BL n°:"), (100, 300, "L-2024-11455"),
        (130, 40, "Réf. commande:"), (130, 300, "24-4096"),
        (160, 40, "Code client:"), (160, 300, "01204"),
        # the customer's order named on the page: a "commande" of either side is the
        # supplier's own then, so "Réf. commande" must be read as the customer's
        (600, 40, "Merci pour votre commande"),
    )  # fmt: skip
    assert find(page).result["po_number"] == "24-4096"


# --- names ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("printed", "name"),
    [
        # (a name ending in its legal form was cut there before; OCR split this one's)
        ("López Ferretería S.L. U. · CIF B29986544", "López Ferretería S.L. U."),
        ("Quillmere Hardware | USt-IdNr. DE123456789", "Quillmere Hardware"),
        ("Rossi Quillay, P.IVA 01234567890", "Rossi Quillay"),
        ("Vat Quillmere Ltd", "Vat Quillmere Ltd"),
    ],
)
def test_a_tax_ids_label_after_a_name_is_no_part_of_it(printed: str, name: str) -> None:
    assert trim(printed) == name
