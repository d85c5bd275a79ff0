"""ff-17, read from the twentieth generator (what the ERP printed) once ff-16's figures on it
were taken: a delivery print titled by an ERP's "Sales - Shipment" (or "Shipment" alone), and
an Italian DDT whose title carries its legal reference in brackets, "(D.P.R. 472/96)", with
the number under it.

Every name and number here is invented (no test copies a real document)."""

from __future__ import annotations

import pytest

from dn_pipeline.finding.layout import group_lines, page_slope, segments, tokens_of
from dn_pipeline.finding.titles import doc_type
from dn_pipeline.readers.base import Word
from tests.unit.finding_words import PAGE_H, find, words


def _kind(page: list[Word]) -> tuple[str, float]:
    kind, confidence, _ = doc_type(segments(group_lines(tokens_of(page))), PAGE_H)
    return kind, confidence


# --- an ERP's shipment print ----------------------------------------------------------------


@pytest.mark.parametrize(
    "title",
    ["Sales - Shipment", "Shipment", "Posted Sales Shipment", "Verkoopverzending",
     "Verkaufslieferung", "Expédition vente", "Envío venta", "Spedizione vendita"],
)  # fmt: skip
def test_a_shipment_print_is_a_titled_delivery_note_numbered_by_its_shipment(title: str) -> None:
    page = words((40, 1100, title), size=32) + words(
        (40, 40, "TARNBY PACK"), (80, 40, "Tarnby Packaging Ltd"), (110, 40, "Dock Road 51"),
        (300, 40, "Shipment No.      VLS285180"), (330, 40, "Document Date     27-May-2024"),
        (360, 40, "External Document No.   4530904378"),
        (390, 40, "Consignment No.   EXP-114010"),
    )  # fmt: skip
    assert _kind(page) == ("delivery_note", 0.9)
    found = find(page).result
    assert found["document_number"] == "VLS285180"  # not the carrier's consignment


def test_the_number_under_a_shipment_title_is_the_prints_own() -> None:
    page = words((40, 1100, "Shipment"), size=32) + words(
        (90, 1100, "PS-028936"), (40, 40, "Whitman Electrical Inc."), (200, 40, "Document Date"),
        (225, 40, "8/19/2024"), (200, 400, "Consignment No."), (225, 400, "V3062968"),
    )  # fmt: skip
    assert find(page, date_order="mdy").result["document_number"] == "PS-028936"


@pytest.mark.parametrize("text", ["Shipment Method: EXW", "Shipment Date 12/10/2024", "Shipments"])
def test_shipment_words_in_a_label_title_nothing(text: str) -> None:
    page = words((40, 40, "Tarnby Packaging Ltd"), (300, 40, text), (330, 40, "Ref. A-2291"))
    assert _kind(page)[1] < 0.9


# --- an Italian DDT's legal reference ------------------------------------------------------


def _ddt(title: str) -> list[Word]:
    return words((40, 900, title), size=28) + words(
        (90, 1450, "0324/2024"), (40, 40, "Vitale Imballaggi S.p.A."),
        (80, 40, "Zona Industriale 81"), (300, 40, "Data        Cod. cliente    Ordine cliente n."),
        (325, 40, "12/10/2024  C253800         P2156663"),
    )  # fmt: skip


@pytest.mark.parametrize(
    "title", ["DOCUMENTO DI TRASPORTO (D.P.R. 472/96)", "DOCUMENTO DI TRASPORTO (art. 21)"]
)
def test_a_ddt_title_with_its_legal_reference_still_numbers_the_note_under_it(title: str) -> None:
    found = find(_ddt(title)).result
    assert found["document_number"] == "0324/2024"
    assert found["po_number"] == "P2156663"


@pytest.mark.parametrize(
    "title",
    [
        "DOCUMENTO DI TRASPORTO (D.P.R. 472/96) Mittente",
        "DOCUMENTO DI TRASPORTO Mittente (copia)",
        "DOCUMENTO DI TRASPORTO (copia) (bis)",
    ],
)
def test_a_title_with_more_than_an_aside_after_it_takes_no_number_from_under_it(title: str) -> None:
    found = find(_ddt(title)).result
    assert found.get("document_number") != "0324/2024"


# --- an ERP's info block --------------------------------------------------------------------


def _info_block(title: str, head: str = "Lieferung", value: str = "84248204") -> list[Word]:
    return words((40, 1100, title), size=32) + words(
        (40, 40, "Kranich Sanitär AG"), (80, 40, "Industriestraße 10 · 28197 Bremen"),
        (340, 40, f"{head:<14}Lieferdatum     Warenempfänger  Bestelldatum"),
        (365, 40, f"{value:<14}5. Mai 2023     C076438         16. April 2023"),
        (400, 40, "Tour          Pickliste       Versandstelle"),
        (425, 40, "207           WH/PICK/12908   2000"),
    )  # fmt: skip


def test_a_delivery_word_heading_its_cell_numbers_a_titled_delivery_note() -> None:
    assert find(_info_block("Lieferschein")).result["document_number"] == "84248204"


def test_a_delivery_cell_on_an_invoice_is_the_delivery_it_bills_not_its_number() -> None:
    assert find(_info_block("Rechnung")).result.get("document_number") != "84248204"


def test_a_delivery_cell_over_no_number_gives_none() -> None:
    found = find(_info_block("Lieferschein", value="Lager 3")).result
    assert found.get("document_number") in (None, "")


@pytest.mark.parametrize("head", ["Delivery", "Levering", "Entrega", "Livraison", "Consegna"])
def test_the_delivery_cell_in_other_languages(head: str) -> None:
    assert find(_info_block("Packing Slip", head=head)).result["document_number"] == "84248204"


@pytest.mark.parametrize("label", ["Liefer-Nr.:", "Verzendnr."])
def test_liefer_nr_is_the_deliverys_number(label: str) -> None:
    page = words((40, 1100, "Verkoopverzending"), size=32) + words(
        (40, 40, "Gruber Laborbedarf GmbH & Co KG"), (300, 600, f"{label}   0080089919"),
        (330, 600, "Ihre Bestellung:   INK242514"), (360, 600, "Verkaufsbeleg:   0022382773"),
    )  # fmt: skip
    found = find(page).result
    assert (found["document_number"], found["po_number"]) == ("0080089919", "INK242514")


@pytest.mark.parametrize("title", ["Entrega", "Levering", "Lieferung", "Delivery"])
def test_a_delivery_word_alone_at_the_top_titles_the_print_and_numbers_it(title: str) -> None:
    page = words((40, 1100, title), size=32) + words(
        (90, 1100, "0082058792"), (40, 40, "Castillo Seguridad S.L."),
        (300, 600, "Nº pedido cliente   INK240728"), (330, 600, "Zending-ID:   V3262697"),
    )  # fmt: skip
    assert _kind(page) == ("delivery_note", 0.9)
    assert find(page).result["document_number"] == "0082058792"


# --- another paper's number with its date ---------------------------------------------------


def _ledger(value: str) -> list[Word]:
    return words((40, 1100, "Sales - Shipment"), size=32) + words(
        (90, 1100, "VLS211927"), (40, 40, "Carver Packaging LLC"),
        (300, 40, "Document Date   Customer No.   External Document No.   Order Ref."),
        (325, 40, f"28-Jul-23       K02345         {value:<27}SO-032218"),
    )  # fmt: skip


@pytest.mark.parametrize("dated", ["dated", "of", "dtd"])
def test_a_number_dated_in_its_cell_is_the_po_and_its_date_the_orders(dated: str) -> None:
    found = find(_ledger(f"P1227601 {dated} 26-Jul-23"), date_order="mdy").result
    assert found["po_number"] == "P1227601"
    assert found["delivery_date_raw"] == "28-Jul-23"


def test_the_documents_own_number_dated_gives_its_own_date() -> None:
    page = words(
        (40, 40, "Carver Packaging LLC"), (100, 40, "DELIVERY NOTE"),
        (300, 40, "Delivery Note No. DN-55120 dated 26-Jul-23"), (330, 40, "Printed 30-Jul-23"),
    )  # fmt: skip
    found = find(page, date_order="mdy").result
    assert (found["document_number"], found["delivery_date_raw"]) == ("DN-55120", "26-Jul-23")


def test_a_date_word_heading_a_cell_of_its_own_still_dates_the_page() -> None:
    page = words(
        (120, 80, "PACKLISTE"), (40, 80, "Elektro-Versand Brandauer GmbH"),
        (170, 80, "Auftrags-Nr.             WEB-7149206              Nummer    80785527"),
        (200, 80, "Rechnungs-Nr.            RE2894917                vom       12.12.2026"),
    )  # fmt: skip
    assert find(page).result["delivery_date_raw"] == "12.12.2026"


# --- read from the twenty-first (the world's paperwork), after its blind figures -------------


def test_an_indian_challans_dc_number_not_the_e_way_bill() -> None:
    page = words((40, 1100, "Delivery Challan"), size=28) + words(
        (30, 40, "E-Way Bill No: 1750 4662 8715   Valid Upto: 11/04/2023"),
        (70, 40, "Primatec Energy Pvt. Ltd."), (110, 40, "GSTIN: 07SCECP7310R1Z1"),
        (200, 40, "D.C. No.          SE/DC/23-24/657"), (230, 40, "LR No.            585757"),
        (260, 40, "P.O. No.          P0396518"), (290, 40, "Date              07/04/2023"),
    )  # fmt: skip
    found = find(page).result
    assert (found["document_number"], found["po_number"]) == ("SE/DC/23-24/657", "P0396518")


@pytest.mark.parametrize("label", ["E-Way Bill No:", "EWAY BILL No."])
def test_an_e_way_bill_is_a_carriers_number_not_an_invoices(label: str) -> None:
    page = words((40, 1100, "DELIVERY CHALLAN"), size=28) + words(
        (80, 1100, "DC-706412"), (70, 40, "Primatec Energy Pvt. Ltd."),
        (200, 40, f"{label}   1750 4662 8715"), (230, 40, "Dated   07/04/2023"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "DC-706412"


# A scan fed in askew (rising 1 in 45 to the right): a form's left column of labels and its
# right column interleave by row, each value a little higher than its label.
_SLOPE = -1 / 45


def _askew(*rows: tuple[float, float, str]) -> list[Word]:
    out = []
    for y, x, text in rows:
        for w in words((y + _SLOPE * x, x, text), ocr=True):
            out.append(w)
    return out


def _challan() -> list[Word]:
    return _askew(
        (60, 90, "Primatec Energy Pvt. Ltd."), (190, 90, "DELIVERY CHALLAN"),
        (252, 90, "Delivery Note No."), (252, 300, "DC/23-24/7833"),
        (252, 640, "Challan Date:"), (252, 845, "12.11.2023"),
        (280, 90, "Buyer's Order No."), (280, 300, "P0614215"),
        (280, 640, "Ordered:"), (280, 845, "27.10.2023"),
        (308, 90, "Truck Reg."), (308, 300, "MH 31 WE 7954"),
        (308, 640, "Valid Upto:"), (308, 845, "15.11.2023"),
        (336, 90, "Customer No."), (336, 300, "C-4486"),
        (336, 640, "Terms:"), (336, 845, "Ex-Works"),
    )  # fmt: skip


def test_the_page_slope_is_the_rows_slope() -> None:
    tokens = tokens_of(_challan())
    assert page_slope(tokens) == pytest.approx(_SLOPE, abs=0.003)
    level = words((100, 90, "Delivery Note No."), (100, 300, "DC/23-24/7833"), ocr=True) * 6
    assert page_slope(tokens_of(level)) == 0.0


def test_an_askew_scans_labels_meet_their_values_on_one_row() -> None:
    texts = [line.text for line in group_lines(tokens_of(_challan()))]
    assert "Delivery Note No. DC/23-24/7833 Challan Date: 12.11.2023" in texts
    found = find(_challan()).result
    assert found["document_number"] == "DC/23-24/7833"
    assert found["delivery_date_raw"] == "12.11.2023"


def test_a_words_tokens_are_levelled_as_one() -> None:
    footer = [
        Word(
            t="Inscrita en el R.M. de Santander, Tomo 7686, Hoja B-45342, Folio 112, "
            "Inscripción 1ª · C.I.F. B71780070",
            x0=90,
            y0=2080,
            x1=1500,
            y1=2100,
        )
    ]
    lines = group_lines(tokens_of(_challan() + footer))
    assert lines[-1].text == footer[0]["t"]


def test_a_photos_slope_changing_across_it_is_not_trusted() -> None:
    boxes = []
    for k in range(12):
        slope = 0.05 if k % 2 else 0.005  # a photo's rows bent unevenly
        for x in (90.0, 250.0, 410.0):
            y = 200 + 60 * k + slope * x
            boxes.append(Word(t=f"A{k}{int(x)}", x0=x, y0=y, x1=x + 120, y1=y + 20))
    assert page_slope(tokens_of(boxes)) == 0.0
    even = [b for b in boxes if (int(b["t"][1 : -len(str(int(b["x0"])))] or 0) % 2) == 1]
    assert page_slope(tokens_of(even)) == pytest.approx(0.05, abs=0.002)


def _remision(head: str = "No. de O.C.") -> list[Word]:
    return words((30, 1000, "REMISION"), size=28) + words(
        (30, 40, "Morales Hermanos S.A. de C.V."), (60, 40, "64549 Monterrey, N.L."),
        (60, 900, "No.: F-22293"), (90, 900, "Fecha de emisión: 16 de mayo de 2024"),
        (300, 40, f"{head:<18}Condiciones   Cuenta"),
        (325, 40, "754461            Contado       50818"),
    )  # fmt: skip


def test_a_state_after_a_town_is_no_number_word_chained_to_the_next() -> None:
    assert find(_remision()).result["document_number"] == "F-22293"  # not "N.L. No." as one


@pytest.mark.parametrize("head", ["No. de O.C.", "O.C. No.", "OC N°", "Nº de OC"])
def test_an_orden_de_compra_is_the_po(head: str) -> None:
    assert find(_remision(head)).result["po_number"] == "754461"


def test_a_number_word_before_a_code_of_c_is_no_orden_de_compra() -> None:
    page = words(
        (30, 40, "ALBARÁN DE ENTREGA"), (70, 40, "Maquinaria Brackwell S.A."),
        (400, 600, "N.º: C-234473"), (430, 600, "Fecha: 31/01/2026"),
    )  # fmt: skip
    found = find(page).result
    assert found["document_number"] == "C-234473" and not found.get("po_number")


@pytest.mark.parametrize("box", ["P.O. Box 690, Al Quoz Industrial Area 9", "PO Box 4471"])
def test_a_post_office_box_is_an_address_not_the_po(box: str) -> None:
    page = words(
        (30, 40, "Fernandes & Sons Building Materials Trading LLC"), (60, 40, box),
        (100, 40, "DELIVERY NOTE"), (140, 40, "DN No.: DN-2024-0331"),
    )  # fmt: skip
    assert not find(page).result.get("po_number")
    with_po = page + words((170, 40, "P.O. No.: LPO-55120"))
    assert find(with_po).result["po_number"] == "LPO-55120"


def test_a_swiss_bulletins_own_number_not_the_carriers() -> None:
    page = words(
        (90, 700, "BULLETIN DE LIVRAISON"), (130, 90, "Location Romande Sàrl"),
        (130, 700, "Bulletin n°:   195855"), (160, 700, "Date :   12.10.2024"),
        (420, 90, "Conducteur: Karim Chevalier    Lettre de voiture n°: WB-8581949"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "195855"


@pytest.mark.parametrize("label", ["O.C.:", "N° O.C.:", "Uw bestelbon:", "Bestelbon nr."])
def test_an_orden_de_compra_or_a_bestelbon_alone_labels_the_po(label: str) -> None:
    page = words(
        (30, 40, "Combustibles Andinos S.A."), (70, 40, "GUIA DE DESPACHO"),
        (110, 40, "N° 76159"), (300, 40, f"{label}   918420"),
    )  # fmt: skip
    assert find(page).result["po_number"] == "918420"


def test_spaced_capitals_are_no_orden_de_compra() -> None:
    page = [
        Word(t="R U D D O C K F I E L D", x0=96, y0=120, x1=478, y1=165),
        Word(t="Serving the trade since 19S2", x0=96, y0=165, x1=306, y1=186),
        *words((300, 40, "Delivery Note"), (340, 40, "Delivery note no. W26-72611"), ocr=True),
    ]
    assert not find(page).result.get("po_number")
