"""Dates: six languages, the site's order, real calendar dates, the delivery date preferred."""

from __future__ import annotations

import pytest

from dn_pipeline.finding.dates import dates_in
from dn_pipeline.stages.resolve import parse_date
from tests.unit.finding_words import find, words


@pytest.mark.parametrize(
    ("printed", "iso"),
    [
        ("March 9 , 2016", "2016-03-09"),  # a stray space before the comma
        ("14 Juillet 2016", "2016-07-14"),
        ("9. Mai 2016", "2016-05-09"),
        ("17 oktober 2016", "2016-10-17"),
        ("12 dicembre 2023", "2023-12-12"),
        ("3 de marzo de 2021", "2021-03-03"),
        ("1er février 2020", "2020-02-01"),
        ("21st Sept 2022", "2022-09-21"),
        ("5-Mar-24", "2024-03-05"),  # two-digit year with a month abbreviation
        ("2021-06-14", "2021-06-14"),
        ("19/11/2018 09:41", "2018-11-19"),
        ("06/11/19", "2019-11-06"),
        ("23.02.2019", "2019-02-23"),
    ],
)
def test_printed_forms_resolve_to_the_calendar_date(printed: str, iso: str) -> None:
    hits = dates_in(printed)
    assert [h.iso for h in hits] == [iso]


def test_numeric_dates_follow_the_site_order_unless_a_part_settles_it() -> None:
    assert dates_in("03/04/2024", "dmy")[0].iso == "2024-04-03"
    assert dates_in("03/04/2024", "mdy")[0].iso == "2024-03-04"
    assert not dates_in("03/04/2024")[0].certain
    assert dates_in("05/21/2024", "dmy")[0].iso == "2024-05-21"  # only month-first fits


@pytest.mark.parametrize("printed", ["31/02/2024", "30 February 2023", "2023-13-01", "45.12.2020"])
def test_a_form_that_is_not_a_real_date_is_no_date(printed: str) -> None:
    assert dates_in(printed) == []


def test_the_delivery_date_beats_the_document_date_and_order_or_due_dates_never_count() -> None:
    page = words(
        (300, 80, "Bestelldatum: 21.07.2013"),
        (330, 80, "Beleg-Datum: 26.08.2013"),
        (360, 80, "Leistungs-Datum: 25.08.2013"),
        (390, 80, "Fällig am: 30.08.2013"),
    )
    finding = find(page)
    assert finding.result["delivery_date"] == "2013-08-25"
    assert finding.evidence["delivery_date"].label == "Leistungs-Datum"


def test_a_due_date_alone_is_not_taken_but_an_unlabelled_date_is() -> None:
    page = words(
        (300, 80, "TOTAL AMOUNT DUE ON March 9 , 2016"),
        (600, 80, "Printed 01 Jan 2015"),
        (900, 80, "Sydney, 12 May 2014"),
    )
    finding = find(page)
    assert finding.result["delivery_date"] == "2014-05-12"


def test_a_date_under_its_header_cell() -> None:
    page = words(
        (586, 70, "Invoice Date: Due Date: Reference:"),
        (623, 70, "05/21/2024 06/05/2024 REFKD4471"),
    )
    finding = find(page, date_order="mdy")
    assert finding.result["delivery_date"] == "2024-05-21"


def test_a_label_without_a_value_never_borrows_the_next_labels_date() -> None:
    page = words((486, 898, "Date: 9-Jui-2020"), (520, 898, "Date limite: 14 novembre 2023"))
    assert "delivery_date_raw" not in find(page).result


_AS_DIGIT = str.maketrans("OIl", "011")


@pytest.mark.parametrize(
    ("printed", "iso"),
    [
        ("11/06/2O", "2020-06-11"),  # O for 0
        ("01/01/2l", "2021-01-01"),  # l for 1
        ("O5.11.2024", "2024-11-05"),
        ("2024-O3-15", "2024-03-15"),
        ("3I/12/2023", "2023-12-31"),
        ("l1 février 2020", "2020-02-11"),  # a day before a month name
        ("O3 March 2021", "2021-03-03"),
    ],
)
def test_a_numeric_date_with_an_ocr_lookalike_letter_reads_as_digits(
    printed: str, iso: str
) -> None:
    hits = dates_in(f"Delivered {printed}")
    # The raw form reads the look-alike as its digit, so the site's date order resolves it.
    assert [(h.iso, h.raw) for h in hits] == [(iso, printed.translate(_AS_DIGIT))]


@pytest.mark.parametrize(
    "text",
    ["so/lo/bool", "Lot 1l/Ol/SO", "ab/cd/2024", "IS/IO/lOl", "ll mai 2020", "AB12 Mai 2020"],
)
def test_no_date_from_too_few_real_digits_or_a_day_glued_to_a_word(text: str) -> None:
    assert dates_in(text) == []


def test_a_delivery_date_misread_by_ocr_is_still_the_delivery_date() -> None:
    page = words(
        (100, 80, "Solent Aggregates Ltd"),
        (418, 88, "Delivered on"), (418, 668, "Order date"),
        (452, 88, "11/06/2O"), (452, 668, "22/10/24"),
    )  # fmt: skip
    finding = find(page)
    assert finding.result["delivery_date_raw"] == "11/06/20"
    assert parse_date(finding.result["delivery_date_raw"]) == "2020-06-11"
    assert finding.evidence["delivery_date"].words  # the printed word is its evidence


@pytest.mark.parametrize(
    ("printed", "iso"),
    [("4 avgustus 2023", "2023-08-04"), ("12 dezemher 2024", "2024-12-12"),
     ("20Z3-03-26", "2023-03-26")],
)  # fmt: skip
def test_a_month_name_or_a_digit_misread_by_one_letter_still_reads(printed: str, iso: str) -> None:
    assert [h.iso for h in dates_in(f"Datum: {printed}")] == [iso]


# ("12 marco 2024" was here until ff-12: "março", folded, is Portuguese for March.)
@pytest.mark.parametrize("text", ["Mario 12 2024", "12 Mario 2024", "x25.05.25", "AB2024-03-26"])
def test_short_names_are_no_months_and_a_date_glued_to_a_word_is_none(text: str) -> None:
    assert dates_in(text) == []


@pytest.mark.parametrize(
    "label", ["Geliefert am", "Data inizio trasporto", "Fecha de salida", "Geleverd op", "Shipped"]
)
def test_more_delivery_date_labels_win_over_the_document_date(label: str) -> None:
    page = words(
        (100, 80, "Acme Widgets Ltd"),
        (300, 600, "Date: 25.05.2025"), (330, 600, f"{label}: 27.05.2025"),
        (360, 600, "Date ordered: 13.05.2025"),
    )  # fmt: skip
    assert find(page).result["delivery_date_raw"] == "27.05.2025"


@pytest.mark.parametrize("label", ["Liefertermin", "Versandtag", "Date of Supply"])
def test_delivery_term_and_shipping_day_labels_win_over_the_document_date(label: str) -> None:
    page = words(
        (100, 80, "Acme Widgets Ltd"),
        (300, 600, "Belegdatum: 25.05.2025"), (330, 600, f"{label}: 27.05.2025"),
    )  # fmt: skip
    assert find(page).result["delivery_date_raw"] == "27.05.2025"


@pytest.mark.parametrize(
    "printed",
    [
        "Fecha impresión 08/09/2025 18:40",
        "Data stampa 08.09.2025 10:04",
        "Édité le 8 septembre 2025 9:39",
        "Printdatum 08-09-2025 10:22",
        "Bestellung vom: 08.09.2025",
        "Fecha pedido: 8 sep. 2025",
        "Order Placed: 08/09/2025",
        "Ordine del: 08/09/2025",
    ],
)
def test_print_and_order_dates_are_never_the_delivery_date(printed: str) -> None:
    # Above the page's only other date, which has no label at all.
    page = words((20, 900, printed), (100, 80, "Acme Widgets Ltd"), (300, 80, "07.09.2025"))
    assert find(page).result["delivery_date_raw"] == "07.09.2025"


@pytest.mark.parametrize(
    ("line", "raw"),
    [
        ("Leeds, 3 March 2025", "3 March 2025"),
        ("München, den 3. März 2025", "3. März 2025"),
        ("Lyon, le 03/03/25", "03/03/25"),
        ("Padova, lì 3-mar-2025", "3-mar-2025"),
    ],
)
def test_a_place_and_date_line_is_the_documents_date(line: str, raw: str) -> None:
    # Over a date printed above it with no label (a run date in the page's corner) ...
    page = words((20, 900, "05.03.2025 10:04"), (100, 80, "Acme Widgets Ltd"), (200, 900, line))
    assert find(page).result["delivery_date_raw"] == raw
    # ... but a labelled delivery date still wins over it.
    page = words(
        (100, 80, "Acme Widgets Ltd"), (200, 900, line), (300, 80, "Delivery date: 04.03.2025")
    )
    assert find(page).result["delivery_date_raw"] == "04.03.2025"


@pytest.mark.parametrize("number", ["DT-26.32318", "DD-26.4100G"])
def test_a_code_that_starts_like_a_date_abbreviation_labels_no_date(number: str) -> None:
    # ff-11 reads "dt" / "dd" as the document's date; "DT-26.32318" is a number whose prefix
    # they are: neither the date after it nor the header cell over it is its date.
    page = words(
        (100, 80, "Vetreria Marchetti S.r.l."),
        (300, 80, "Numero documento    Data ordine          Data documento"),
        (330, 80, f"{number}          14/10/2026           21/11/2026"),
    )
    assert find(page).result["delivery_date"] == "2026-11-21"
