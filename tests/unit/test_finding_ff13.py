"""ff-13: a host match the page cannot tell from another (a logo word two suppliers of the
site share, "NAVARRO" for "Suministros Eléctricos Navarro S.L." and its look-alike "…
Navarro Distribuciones S.L.") names the others as ties in its evidence, in the page's
fields for assembly and in the stored JSON a reviewer sees; a Polish "Strona 2 z 2" is a
page marker, not a supplier. From the sixteenth generator's construction-site paperwork: a
number after its label's own code ("N° BL BL-24-91908"), "D/N No.", a value of one capital
and digits before its label ("D 816327  N. documento"), a weighbridge ticket's number on a
note that labels no other, a number alone at the far end of its title's band; a copy stamp
of one word ("KUNDENEXEMPLAR"), a registry's line ("RCS Nantes 824 368 523") and a street
with its number and no town ("Linzer Straße 88") are never the supplier. A code and its
number after a title and its subject ("LIEFERSCHEIN ASPHALTMISCHGUT LS 614629"), a number
plate's town letter is no number word ("N-PS 762"), and a photographed value row that starts
beside its labels is still under them.

Every name and number here is invented (no test copies a real document)."""

from __future__ import annotations

import pytest

from dn_pipeline.finding import HostData, HostSupplier
from dn_pipeline.finding.headwords import not_a_name
from dn_pipeline.finding.transport import is_copy_stamp
from dn_pipeline.readers.base import Word
from dn_pipeline.stages.fields import find_page
from tests.unit.finding_words import PAGE_H, PAGE_W, find, words

PLAIN, TWIN, OTHER = "s-plain", "s-twin", "s-other"
HOST = HostData(
    suppliers=(
        HostSupplier(
            id=PLAIN,
            name="Suministros Eléctricos Nadalvarro S.L.",
            aliases=("NADALVARRO", "Suministros Eléctricos Nadalvarro"),
        ),
        HostSupplier(
            id=TWIN,
            name="Suministros Eléctricos Nadalvarro Distribuciones S.L.",
            aliases=("NADALVARRO", "Suministros Eléctricos Nadalvarro Distribuciones"),
        ),
        HostSupplier(id=OTHER, name="Ferretería Quintanal S.A.", aliases=("QUINTANAL",)),
    )
)
# A continuation page: the logo word both suppliers go by, the note's number, "page 2 of 2".
LOGO_ONLY = words(
    (40, 60, "NADALVARRO"), (44, 680, "Número: A24-591212"), (80, 1080, "Página 2 de 2"),
    (140, 60, "Ref.  Descripción  Cant."), (170, 60, "K790767  RCBO 30mA B32  27 pcs"),
)  # fmt: skip


def test_a_logo_word_two_host_suppliers_share_names_both() -> None:
    found = find(LOGO_ONLY, HOST)
    evidence = found.evidence["supplier_name"]
    assert {evidence.host_id, *evidence.ties} == {PLAIN, TWIN}
    # What the page prints, not one of the two names picked by chance
    assert found.result["supplier_name"] == "NADALVARRO"


def test_a_legal_name_one_host_supplier_has_ties_with_none() -> None:
    page = words(
        (40, 60, "Suministros Eléctricos Nadalvarro S.L."), (80, 60, "ALBARÁN"),
        (120, 60, "Número: A24-591212"), (160, 60, "Fecha: 03/04/2025"),
    )  # fmt: skip
    evidence = find(page, HOST).evidence["supplier_name"]
    assert (evidence.host_id, evidence.ties) == (PLAIN, ())


def test_the_ties_reach_assembly_and_the_reviewer() -> None:
    fields = find_page(
        read={"doc_type": "delivery_note"}, words=LOGO_ONLY, text_layer=[], width=PAGE_W,
        height=PAGE_H, host=HOST, date_order="dmy",
    )  # fmt: skip
    chosen = fields.result["supplier_host"]
    assert {chosen, *fields.result["supplier_host_ties"]} == {PLAIN, TWIN}
    shown = fields.found["evidence"]["supplier_name"]
    assert (shown["host_id"], set(shown["host_ties"])) == (chosen, {PLAIN, TWIN} - {chosen})


def test_a_polish_page_marker_is_no_supplier() -> None:
    page = words(
        (40, 60, "Strona 2 z 2"), (44, 680, "Nr WZ: WZ/2025/08841"),
        (140, 60, "Indeks  Nazwa  Ilość"), (170, 60, "K790767  Wkręt 4x40  200 szt"),
    )  # fmt: skip
    result = find(page).result
    assert (result.get("page_number"), result.get("page_total")) == (2, 2)
    assert "Strona" not in (result.get("supplier_name") or "")


def test_a_number_after_the_code_its_label_ends_in() -> None:
    page = words(
        (40, 60, "Quentrec Bois SAS"), (80, 300, "BON DE LIVRAISON N° BL BL-24-91908"),
        (120, 60, "Livré le: 04/05/2024"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "BL-24-91908"


def test_a_delivery_notes_abbreviation_with_its_slash_labels_a_number() -> None:
    page = words(
        (40, 60, "Kilbarra Plant Hire Ltd"), (40, 500, "HIRE CONTRACT NOTE"),
        (80, 500, "D/N No. 451573-9"), (120, 500, "Date of Delivery 06/12/2023"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "451573-9"


def test_a_value_of_one_capital_and_digits_before_its_label() -> None:
    page = words(
        (40, 60, "Bitumi Valsassina S.p.A."), (80, 380, "D 816327"), (80, 440, "N. documento"),
        (110, 380, "03/11/2023"), (110, 440, "Data consegna"),
        (200, 60, "DOCUMENTO DI TRASPORTO"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "D 816327"


def test_a_weighbridge_tickets_number_numbers_a_note_that_labels_no_other() -> None:
    page = words(
        (40, 60, "Contenedores Albufera S.L."), (100, 60, "ALBARÁN DE CONTENEDOR"),
        (140, 10, "Nº pesada"), (140, 180, "ALB-23-72997"),
        (170, 10, "Fecha entrega"), (170, 180, "31/05/23"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "ALB-23-72997"


def test_a_weighbridge_tickets_number_is_not_the_number_a_note_labels() -> None:
    page = words(
        (40, 60, "Ghiaie Brembane S.r.l."), (100, 60, "DOCUMENTO DI TRASPORTO"),
        (140, 10, "Scontrino n.: 4471/23"), (170, 10, "DDT n.: 1633/23"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "1633/23"


def test_a_number_alone_at_the_far_end_of_its_titles_band() -> None:
    page = words(
        (24, 40, "VERHUUR KEMPENLAND"), (78, 40, "LEVERBON"), (78, 1300, "48471334"),
        (102, 40, "Datum levering: 30-08-2024"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "48471334"


def test_a_title_with_more_than_a_number_in_its_band_numbers_nothing_from_it() -> None:
    page = words(
        (24, 40, "VERHUUR KEMPENLAND"), (78, 40, "LEVERBON"), (78, 700, "Tel. 040 2213344"),
        (78, 1300, "48471334"), (102, 40, "Datum levering: 30-08-2024"),
    )  # fmt: skip
    assert find(page).result.get("document_number") != "48471334"


def test_a_copy_stamp_of_one_word_is_no_supplier() -> None:
    assert is_copy_stamp("KUNDENEXEMPLAR") and is_copy_stamp("Fahrerkopie")
    page = words(
        (20, 60, "KUNDENEXEMPLAR"), (60, 60, "Entsorgung Pfaffenhofer GmbH"),
        (100, 60, "LIEFERSCHEIN Nr. 447120"),
    )  # fmt: skip
    assert find(page).result["supplier_name"] == "Entsorgung Pfaffenhofer GmbH"


@pytest.mark.parametrize(
    "text", ["RCS Saint-Herblain 824 368 523", "HRB 4711 Amtsgericht Kassel", "Linzer Straße 88"]
)
def test_a_registrys_line_or_a_street_and_its_number_is_no_name(text: str) -> None:
    assert not_a_name(text)


@pytest.mark.parametrize("text", ["Rcs Logistics", "Straßenbau Kessler", "Via Lattea 7 S.r.l."])
def test_names_that_begin_like_them_still_are(text: str) -> None:
    assert not not_a_name(text)


def test_a_sender_line_that_starts_with_its_street_names_no_supplier() -> None:
    page = words(
        (40, 60, "Mühlbacher Transportbeton GmbH"),
        (80, 60, "Linzer Straße 88 · 4209 Engerwitzdorf · Telefon +43 2346 00987"),
        (120, 60, "LIEFERSCHEIN Nr. 447120"),
    )  # fmt: skip
    assert find(page).result["supplier_name"] == "Mühlbacher Transportbeton GmbH"


def test_a_code_and_its_number_after_a_title_and_its_subject() -> None:
    page = words(
        (24, 40, "MWT"), (40, 40, "Mischwerke Taunusblick GmbH"),
        (78, 40, "LIEFERSCHEIN ASPHALTMISCHGUT LS 614629"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "LS 614629"


def test_a_code_that_is_none_before_the_number_after_a_title() -> None:
    page = words((40, 60, "Loca-Pro SAS"), (108, 540, "Bon de livraison BLn° 82374688"))
    assert find(page).result["document_number"] == "82374688"


def test_a_code_and_its_number_across_the_titles_band() -> None:
    page = words(
        (40, 40, "Mischwerke Taunusblick GmbH"), (78, 40, "LIEFERSCHEIN ASPHALTMISCHGUT"),
        (78, 1300, "LS 614629"), (102, 40, "Lieferdatum 12.01.24"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "LS 614629"


def test_a_ticket_code_under_the_title_is_the_label_not_the_number() -> None:
    page = words((30, 39, "*** METER TICKET ***"), (84, 39, "TKT 655824"), ocr=True)
    assert find(page).result["document_number"] == "655824"


def test_a_number_plates_town_letter_is_no_number_word() -> None:
    page = words(
        (40, 40, "Mischwerke Taunusblick GmbH"), (78, 40, "LIEFERSCHEIN"),
        (156, 40, "Kennzeichen"), (156, 300, "N-PS 762"),
    )  # fmt: skip
    assert find(page).result.get("document_number") is None


def test_a_photographed_value_row_that_starts_beside_its_labels_is_under_them() -> None:
    # A slanting photo: the label row's right end and the value row's right end are higher
    # than their left ends, so the value row begins beside the first label.
    page = [
        Word(t="YARRABEE", x0=118, y0=132, x1=200, y1=152),
        Word(t="Yarrabee Quarries Pty Ltd", x0=120, y0=186, x1=300, y1=204),
        Word(t="Del. Note No:", x0=133, y0=315.8, x1=226.6, y1=333.5),
        Word(t="Weighbridge No.", x0=450.7, y0=307.3, x1=563, y1=325.5),
        Word(t="Date Delivered", x0=768.3, y0=299.5, x1=873.1, y1=317.5),
        Word(t="549791-1", x0=134.1, y0=339.1, x1=245.8, y1=365.5),
        Word(t="42419", x0=451.5, y0=332.1, x1=522.4, y1=357.5),
        Word(t="21/04/2025", x0=768.9, y0=322.7, x1=896.9, y1=349.5),
    ]
    assert find(page).result["document_number"] == "549791-1"


def test_a_delivery_dates_abbreviation_over_a_ship_date() -> None:
    page = words(
        (30, 40, "RIDGEWELL"), (54, 375, "Delivery Note No.: 806203365"),
        (66, 375, "Del. Date: 6/11/2024"), (78, 375, "Ship Date: 4/11/2024"),
        (84, 375, "Print date: 5/11/2024 06:52"),
    )  # fmt: skip
    assert find(page).result["delivery_date_raw"] == "6/11/2024"
