"""ff-12: a number whose sequence stands before a month and a year ("1486/11/2026", Polish
"WZ 433/07/2026") is a number, not a date, while dates printed day-first or year-first are
never taken for a number; a PO whose code follows a year ("2024-PO-1524") is read whole; Polish
and Portuguese notes ("Dowód wydania WZ", "Nr zamówienia klienta", "Guia de remessa",
"Requisição n.º", their months and date labels); "ł", "ø", "đ" fold to their base letters; of
two host suppliers a line matches as well, the one whose name the line is most like.

Every name and number here is invented (no test copies a real document)."""

from __future__ import annotations

import pytest

from dn_pipeline.finding import HostData, HostSupplier
from dn_pipeline.finding.phrases import fold
from dn_pipeline.finding.values import is_id
from tests.unit.finding_words import find, words

LETTERHEAD = (60, 80, "Brackenfold Piastrelle S.r.l.")


@pytest.mark.parametrize("value", ["1486/11/2026", "433/07/2026", "5184-11-2026"])
def test_a_sequence_before_a_month_and_a_year_is_a_number(value: str) -> None:
    assert is_id(value)


@pytest.mark.parametrize("value", ["12/11/2026", "1/2/26", "2026/11/12", "2026-03-07", "07.03.26"])
def test_a_date_is_never_a_number(value: str) -> None:
    assert not is_id(value)


def test_a_grid_headers_number_with_its_month_and_year() -> None:
    page = words(
        LETTERHEAD, (120, 80, "Documento di trasporto (DDT)"),
        (300, 80, "Numero DDT"), (300, 300, "Data consegna"), (300, 520, "Rif. ordine cliente"),
        (330, 80, "1486/11/2026"), (330, 300, "01/11/2026"), (330, 520, "4500361450"),
    )  # fmt: skip
    result = find(page).result
    assert result["document_number"] == "1486/11/2026"
    assert result["delivery_date_raw"] == "01/11/2026"
    assert result["po_number"] == "4500361450"


def test_a_labelled_number_with_its_month_and_year() -> None:
    page = words(
        LETTERHEAD, (120, 80, "DELIVERY NOTE"), (200, 80, "Delivered: 12.11.26"),
        (240, 80, "DN No.: 5184/11/2026"),
    )  # fmt: skip
    result = find(page).result
    assert result["document_number"] == "5184/11/2026"
    assert result["delivery_date_raw"] == "12.11.26"


def test_a_po_whose_code_follows_a_year_is_read_whole() -> None:
    page = words(
        LETTERHEAD, (120, 80, "BON DE LIVRAISON"), (200, 80, "N° BL"), (225, 80, "BL24-67767"),
        (260, 80, "N° de commande"), (285, 80, "2024-PO-1524"),
    )  # fmt: skip
    assert find(page).result["po_number"] == "2024-PO-1524"


def test_a_polish_delivery_note() -> None:
    page = words(
        (40, 80, "Wisłok Elementy Złączne Sp. z o.o."), (40, 900, "Dowód wydania WZ"),
        (100, 80, "Zamówienie nr: KR/0412/25"), (126, 80, "WZ nr: WZ25-33985"),
        (152, 80, "Zlecenie nr: SO523046"), (178, 80, "Data dostawy: 4 grudnia 2025 r."),
        (240, 680, "Odbiorca"), (263, 680, "Budostal Oddział Rzeszów"),
    )  # fmt: skip
    result = find(page).result
    assert result["document_number"] == "WZ25-33985"
    assert result["po_number"] == "KR/0412/25"
    assert result["delivery_date"] == "2025-12-04"
    assert result["doc_type"] == "delivery_note"


def test_a_polish_buyers_order_number_first() -> None:
    page = words(
        (40, 80, "Wisłok Elementy Złączne Sp. z o.o."), (40, 900, "Dowód wydania WZ"),
        (90, 880, "Nr WZ"), (112, 880, "WZ040820"), (145, 880, "Nr zamówienia klienta"),
        (166, 880, "OSL70-0066"),
    )  # fmt: skip
    result = find(page).result
    assert result["document_number"] == "WZ040820"
    assert result["po_number"] == "OSL70-0066"


def test_a_portuguese_guia_de_remessa() -> None:
    page = words(
        (100, 460, "Tintas Carvalhido Lda."), (170, 500, "Guia de remessa"),
        (224, 360, "Guia n.º: 0063748-A"), (250, 360, "Requisição n.º: 4500185446"),
        (276, 360, "Data da encomenda: 23 de outubro de 2024"),
        (302, 360, "Data: 2 de novembro de 2024"),
    )  # fmt: skip
    result = find(page).result
    assert result["document_number"] == "0063748-A"
    assert result["po_number"] == "4500185446"
    assert result["delivery_date"] == "2024-11-02"
    assert result["doc_type"] == "delivery_note"


def test_letters_with_no_accent_to_take_off_fold_to_their_base_letter() -> None:
    assert (
        fold("Termin płatności · Złączne · Søren · Đorđe")
        == "termin platnosci · zlaczne · soren · dorde"
    )


def test_a_polish_order_and_due_date_are_not_the_delivery_date() -> None:
    page = words(
        (40, 80, "Wisłok Elementy Złączne Sp. z o.o."), (40, 900, "Dowód wydania WZ"),
        (100, 80, "Data zamówienia: 10.05.2024"), (126, 80, "Termin płatności: 30.06.2024"),
        (152, 80, "Data wysyłki: 14.05.2024"),
    )  # fmt: skip
    assert find(page).result["delivery_date_raw"] == "14.05.2024"


@pytest.mark.parametrize(("plain_id", "nord_id"), [("s-b", "s-a"), ("s-a", "s-b")])
def test_of_two_host_names_a_line_matches_as_well_the_one_it_is_most_like(
    plain_id: str, nord_id: str
) -> None:
    host = HostData(
        suppliers=(
            HostSupplier(id=nord_id, name="Farbenwerk Kessler Nord GmbH & Co. KG"),
            HostSupplier(id=plain_id, name="Farbenwerk Kessler GmbH & Co. KG"),
        )
    )
    page = words(
        (40, 80, "Farbenwerk Kessler GmbH & Co. KG"), (40, 900, "Nummer: LS0206037"),
        (70, 900, "Seite 2 von 2"), (120, 80, "Art.-Nr.  Bezeichnung  Menge"),
    )  # fmt: skip
    finding = find(page, host)
    assert finding.evidence["supplier_name"].host_id == plain_id
