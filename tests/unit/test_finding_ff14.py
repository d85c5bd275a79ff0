"""ff-14, read from the seventeenth generator (the lighter trades) once its blind figures
were taken: a number printed under a barcode under the title (no label, the barcode drawn
or read as bars), the number a delivery note's title prints keeps a carrier's number out, a
"Consignment No." beside the courier on a supplier's note is the courier's, and a number
word alone numbers such a note before it; an invoice that prints its delivery note's number
refers to it; Latin America's "Remisión" / "Remito" and "Folio"; a label OCR glued and put a
one in ("Del1veryNote No."); a code OCR put a digit in, under its label ("0RD 48809"); never
the part of a value before a mark OCR read for one of its characters ("DEL5;85~5"); dates
printed "11/jul/2025"; a dispatch date below the delivery date the page also prints, and a
delivery date asked for ("Gewenste leverdatum") below the dispatch date.

Every name and number here is invented (no test copies a real document)."""

from __future__ import annotations

import pytest

from dn_pipeline.finding.dates import dates_in
from dn_pipeline.finding.names import trim
from dn_pipeline.readers.base import Word
from tests.unit.finding_words import find, words


# The seventeenth's "barcode dispatch" head: the title top right, a barcode under it, the
# number centred under the barcode, three title heights below the title.
def _barcode_head(*bars: tuple[float, float, str]) -> list[Word]:
    return words(
        (30, 40, "Quillmere Electrical Limited"), (30, 900, "Delivery Docket"),
        (60, 40, "Unit 4, Brunel Way"), (90, 40, "Leeds LS11 5QR"), *bars,
        (120, 830, "DEL738286"),
        (200, 40, "Ship To"), (200, 700, "Date: 12 May 2024"),
        (230, 40, "Harrowgate Construction Ltd"),
    )  # fmt: skip


def test_a_number_under_a_barcode_under_the_title() -> None:
    assert find(_barcode_head()).result["document_number"] == "DEL738286"


def test_a_number_under_a_barcode_read_as_bars() -> None:
    page = _barcode_head((75, 800, "! | |l| |I||! l||| l||l | | !|"))
    assert find(page).result["document_number"] == "DEL738286"


def test_a_number_beside_something_else_in_its_band_is_no_barcodes_caption() -> None:
    page = words(
        (30, 40, "Quillmere Electrical Limited"), (30, 900, "Delivery Docket"),
        (120, 40, "Account"), (120, 830, "DEL738286"),
    )  # fmt: skip
    assert find(page).result.get("document_number") != "DEL738286"


def test_a_titles_number_keeps_a_couriers_number_out() -> None:
    page = _barcode_head((400, 40, "Courier: DPD   Shipment No.: 00340434161094042557"))
    assert find(page).result["document_number"] == "DEL738286"


def test_a_consignment_number_beside_the_courier_is_the_couriers() -> None:
    page = words(
        (30, 40, "Quillmere Electrical Limited"), (30, 900, "DELIVERY NOTE"),
        (150, 40, "Number"), (180, 40, "DN133293"),
        (400, 40, "Courier: DPD"), (400, 400, "Consignment No: JD0146000070072785"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "DN133293"


def test_a_consignment_number_alone_still_numbers_a_note() -> None:
    page = words(
        (30, 40, "Quillmere Haulage Limited"), (30, 900, "DELIVERY NOTE"),
        (150, 40, "Consignment No: 0047125"), (180, 40, "Date: 03/04/2025"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "0047125"


def test_an_invoice_refers_to_its_delivery_notes_number() -> None:
    page = words(
        (30, 40, "Quillmere Nurseries Pty Limited"), (100, 40, "INVOICE RE2523869"),
        (130, 40, "DN Ref: SD/506064"), (160, 40, "Date: 9 Mar 2025"),
    )  # fmt: skip
    found = find(page).result
    assert (found["doc_type"], found["document_number"]) == ("invoice", "RE2523869")


@pytest.mark.parametrize(
    ("title", "number"), [("Remisión", "W23-29340"), ("REMITO", "0001-00012345")]
)
def test_latin_americas_delivery_notes_number_after_their_title(title: str, number: str) -> None:
    page = words(
        (30, 40, "Cerramientos Quillay S.A."), (60, 40, "Av. de la Industria 32"),
        (120, 40, f"{title} {number}"), (150, 40, "Fecha: 10/08/2023"),
    )  # fmt: skip
    found = find(page).result
    assert (found["doc_type"], found["document_number"]) == ("delivery_note", number)


def test_folio_numbers_a_mexican_document() -> None:
    page = words(
        (30, 40, "Señalización Quillay S. de R.L. de C.V."), (30, 700, "Remisión / Packing list"),
        (70, 700, "Folio / No."), (70, 950, "R-19212"), (100, 700, "Fecha / Date"),
        (100, 950, "12/02/2025"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "R-19212"


def test_a_label_ocr_glued_and_put_a_one_in() -> None:
    page = words(
        (30, 40, "QUILLMERE"), (60, 40, "Delivery Ticket"),
        (100, 40, "Del1veryNote No.:"), (100, 300, "D0544220"), (100, 700, "Deliver To"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "D0544220"


def test_a_code_ocr_put_a_digit_in_under_its_label_is_not_the_value() -> None:
    page = words(
        (30, 40, "Glas Quillmer KG"), (60, 40, "Lieferschein LS/26/13525"),
        (100, 600, "Ihr Zeichen"), (130, 600, "0RD 48809"),
    )  # fmt: skip
    assert find(page).result.get("po_number") == "48809"


@pytest.mark.parametrize("value", ["DEL5;85~5", "D427'375", "SD/828`97", "LS4^0888"])
def test_no_part_of_a_value_before_a_mark_ocr_read_for_a_character(value: str) -> None:
    page = words(
        (30, 40, "QUILLMERE"), (60, 40, "DESPATCH NOTE"),
        (100, 40, "Delivery Note No."), (130, 40, value),
    ocr=True)  # fmt: skip
    assert find(page).result.get("document_number") is None


@pytest.mark.parametrize(
    ("text", "iso"),
    [("11/jul/2025", "2025-07-11"), ("03/Nov/2023", "2023-11-03"), ("12/dic/2025", "2025-12-12")],
)
def test_a_month_abbreviation_between_slashes(text: str, iso: str) -> None:
    assert [hit.iso for hit in dates_in(f"Entregado el {text}")] == [iso]


@pytest.mark.parametrize(
    ("dispatch", "delivery"),
    [("Despatch Date: 29/01/2024", "Del. Date: 30/01/2024"),
     ("Verzenddatum: 29-01-2024", "Leverdatum: 30-01-2024"),
     ("Versandtag: 29.01.2024", "Liefertermin: 30.01.2024")],
)  # fmt: skip
def test_the_delivery_date_before_the_dispatch_date(dispatch: str, delivery: str) -> None:
    page = words(
        (30, 40, "Quillmere Glas BV"), (60, 40, "DELIVERY NOTE"), (100, 40, "No. DN-16431"),
        (130, 40, dispatch), (160, 40, delivery),
    )  # fmt: skip
    assert find(page).result["delivery_date"] == "2024-01-30"


def test_a_dispatch_date_when_no_other_date_is_printed() -> None:
    page = words(
        (30, 40, "Quillmere Glas BV"), (60, 40, "DELIVERY NOTE"), (100, 40, "No. DN-16431"),
        (130, 40, "Despatch Date: 29/01/2024"), (160, 40, "Order Date: 20/01/2024"),
    )  # fmt: skip
    assert find(page).result["delivery_date"] == "2024-01-29"


@pytest.mark.parametrize(
    "wished", ["Gewenste leverdatum 6 september 2026", "Date de livraison souhaitée 06/09/2026"]
)
def test_a_delivery_date_asked_for_is_below_the_dispatch_date(wished: str) -> None:
    page = words(
        (30, 40, "Dakwerken Quillmere"), (60, 40, "PAKBON 88231"),
        (100, 40, "Verzenddatum 10 september 2026"), (130, 40, wished),
    )  # fmt: skip
    assert find(page).result["delivery_date"] == "2026-09-10"


def test_a_number_under_its_title_with_a_barcode_between() -> None:
    page = words(
        (30, 40, "Quillmere Electrical Limited"), (30, 900, "Delivery Note"),
        (60, 40, "Unit 4, Brunel Way"), (75, 900, "||| | || |||| | |||"),
        (105, 900, "DN-16431"), (105, 1200, "Page 1"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "DN-16431"


def _dispatched(document_date: str) -> list[Word]:
    return words(
        (30, 40, "Quillmere Timber Ltd"), (60, 40, "DELIVERY NOTE"), (100, 40, "No. DN-5521"),
        (130, 40, document_date), (160, 40, "Despatch Date: 26/09/2025"),
    )  # fmt: skip


@pytest.mark.parametrize(
    ("document_date", "iso"),
    [("Date: 29/09/2025", "2025-09-29"),  # dated the day the goods came
     ("Date: 24/09/2025", "2025-09-26"),  # dated before they left: they came with the note
     ("Date: 26/11/2025", "2025-09-26")],  # months later: no delivery's date
)  # fmt: skip
def test_a_notes_own_date_a_few_days_after_its_dispatch_date(document_date: str, iso: str) -> None:
    assert find(_dispatched(document_date)).result["delivery_date"] == iso


@pytest.mark.parametrize(
    "stamp",
    ["Received by: J. Quill   Signature: ________   Date: 30/04/2025",  # a signature's
     "Kassel, den 30.04.2025"],  # a place's
)  # fmt: skip
def test_a_signatures_date_after_the_dispatch_date_is_not_the_notes(stamp: str) -> None:
    page = words(
        (30, 40, "Quillmere Holz GmbH"), (60, 40, "DELIVERY NOTE DN-2505818"),
        (100, 40, "Despatch Date: 29/04/2025"), (130, 40, "Item  Description  Qty"),
        (160, 40, "1  Sawn timber 60x80  12"), (1900, 40, stamp),
    )  # fmt: skip
    assert find(page).result["delivery_date"] == "2025-04-29"


def test_a_date_abbreviation_that_begins_a_numbers_value_labels_no_date() -> None:
    page = words(
        (30, 40, "Quillmere Supply LLC"), (60, 40, "PACKING LIST"),
        (100, 40, "Despatch date: 05/05/2026"), (130, 40, "Advice note no.: DD 2026 8392"),
        (160, 300, "05/08/2026"), (190, 40, "Ordered: 04/09/2026"),
    )  # fmt: skip
    assert find(page, date_order="mdy").result["delivery_date"] == "2026-05-05"


@pytest.mark.parametrize(
    ("line", "name"),
    [("Lefèvre Quincaillerie SARL www.lefevrequincaillerie.fr", "Lefèvre Quincaillerie SARL"),
     ("Hartley Bathrooms Limited · sales@hartleybathrooms.example", "Hartley Bathrooms Limited"),
     ("Amazon.com Services LLC", "Amazon.com Services LLC")],
)  # fmt: skip
def test_a_web_or_mail_address_after_a_name_is_no_part_of_it(line: str, name: str) -> None:
    assert trim(line) == name


def test_a_continuation_pages_footer_names_its_supplier_without_its_web_address() -> None:
    page = words(
        (30, 40, "LEFÈVRE"), (30, 900, "Page 2/2"), (60, 40, "Liste de colisage (suite)"),
        (100, 40, "Réf.  Désignation  Qté"), (130, 40, "BM-7927  Cylindre européen 30/30  6"),
        (2000, 300, "Lefèvre Quincaillerie SARL www.lefevrequincaillerie.fr"),
    ocr=True)  # fmt: skip
    assert find(page).result.get("supplier_name") in ("LEFÈVRE", "Lefèvre Quincaillerie SARL")


def test_a_value_a_dotted_leader_leads_to_however_far() -> None:
    page = words(
        (30, 40, "Bradmoor Interiors Co."), (30, 900, "DELIVERY NOTE"),
        (200, 40, "Delivery No. .............................."), (200, 1500, "WD-254573"),
    size=8.0)  # fmt: skip
    assert find(page).result["document_number"] == "WD-254573"


def test_a_value_far_right_of_its_label_with_no_leader_is_another_columns() -> None:
    page = words(
        (30, 40, "Bradmoor Interiors Co."), (30, 900, "DELIVERY NOTE"),
        (200, 40, "Delivery No."), (200, 1500, "WD-254573"),
    size=8.0)  # fmt: skip
    assert find(page).result.get("document_number") != "WD-254573"


def test_fec_is_a_documents_date_after_its_dispatch_date() -> None:
    page = words(
        (30, 40, "Villalta Madera S.A. de C.V."), (30, 900, "NOTA DE ENTREGA"),
        (80, 40, "NUM. ALBARÁN: LS-23-84367"), (110, 40, "FEC...........: 22/3/2023"),
        (140, 40, "FECHA DE ENVÍO: 21/3/2023"),
    )  # fmt: skip
    assert find(page).result["delivery_date"] == "2023-03-22"


@pytest.mark.parametrize(
    ("printed", "number"),
    [("Bolla n.: ALB-24- 13356", "ALB-24-13356"), ("DDT n.: PB23 -07241", "PB23-07241")],
)
def test_a_number_ocr_broke_at_its_hyphen(printed: str, number: str) -> None:
    page = words((30, 40, "Idrosanitari Quillari S.r.l."), (80, 40, printed), ocr=True)
    assert find(page).result["document_number"] == number


def test_a_hyphen_a_column_gap_away_is_another_columns() -> None:
    page = words(
        (30, 40, "Idrosanitari Quillari S.r.l."), (80, 40, "DDT n.: PB23"), (80, 900, "-07241"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "PB23"
