"""ff-6: a clerk's rules for hire, returns and site paperwork — the own number of hire and
returns notes, a document number with its date on one line ("DDT n. 123 del 12/03/2026"),
the supplier's own order numbers never the PO, an empty PO cell never the next label's
value, a courier's collection date never the delivery's.

Every name, number and domain here is invented (no test copies a real document)."""

from __future__ import annotations

import pytest

from tests.unit.finding_words import find, words

LETTERHEAD = (60, 80, "Brindlecombe Geräteverleih GmbH")


# --- the own number of hire and returns paperwork ------------------------------------------------


@pytest.mark.parametrize(
    ("line", "number"),
    [
        ("Off-hire No. OH-55120", "OH-55120"),
        ("On-hire note no: ON-30417", "ON-30417"),
        ("Collection Note No. CN-88120", "CN-88120"),
        ("Mietschein-Nr. MS-20418", "MS-20418"),
        ("Rücklieferschein-Nr. RL-7731", "RL-7731"),
        ("Nº Hoja 069886", "069886"),
        ("N° bon de retour BR-41177", "BR-41177"),
        ("Buono di reso n. BR-2291", "BR-2291"),
        ("Albarán de devolución nº AD-5510", "AD-5510"),
        ("Retourbonnummer RB-55102", "RB-55102"),
    ],
)
def test_hire_and_returns_paperwork_is_numbered_by_its_own_label(line: str, number: str) -> None:
    page = words(LETTERHEAD, (400, 80, line), (440, 80, "Customer No. 55812"))
    assert find(page).result["document_number"] == number


@pytest.mark.parametrize(
    ("own", "contract"),
    [
        ("Off-hire No. OH-55120", "Hire Contract No. HC-12007"),
        ("Mietschein-Nr. MS-20418", "Mietvertrag-Nr. MV-3390"),
        ("Leverbon LB-44120", "Huurcontract nr. HC-90112"),
    ],
)
def test_a_hire_contract_number_is_below_the_notes_own(own: str, contract: str) -> None:
    page = words(LETTERHEAD, (400, 80, contract), (440, 80, own))
    assert find(page).result["document_number"] == own.split()[-1]
    alone = find(words(LETTERHEAD, (400, 80, contract)))
    assert alone.result["document_number"] == contract.split()[-1]


# --- a document number with its date ---------------------------------------------------------


@pytest.mark.parametrize(
    ("other", "line", "raw"),
    [
        ("Data: 10/03/2026", "D.D.T. n. 1234 del 12/03/2026", "12/03/2026"),
        ("Data conferma 02/03/2026", "Documento di trasporto nr. 45/A del 3 marzo 2026",
         "3 marzo 2026"),
        ("Datum: 01.07.2026", "Lieferschein 4711 vom 03.07.2026", "03.07.2026"),
        ("Date : 01/07/2026", "BL n° 8812 du 03/07/2026", "03/07/2026"),
        ("Datum 01-07-2026", "Pakbon 55210 van 03-07-2026", "03-07-2026"),
    ],
)  # fmt: skip
def test_the_date_after_a_documents_number_is_its_date(other: str, line: str, raw: str) -> None:
    page = words(LETTERHEAD, (300, 80, other), (400, 80, line))
    assert find(page).result["delivery_date_raw"] == raw


def test_in_a_header_row_the_date_under_del_is_the_documents() -> None:
    page = words(
        LETTERHEAD,
        (300, 80, "Documento n."), (300, 300, "del"), (300, 500, "Ns. conferma"),
        (330, 80, "V7-40215"), (330, 300, "25/01/2026"), (330, 500, "ORD296722"),
        (380, 80, "Data conferma"), (380, 300, "Cliente"),
        (410, 80, "19/01/2026"), (410, 300, "C22030"),
    )  # fmt: skip
    finding = find(page)
    assert finding.result["delivery_date_raw"] == "25/01/2026"
    assert finding.result["document_number"] == "V7-40215"
    assert finding.result.get("po_number") is None


def test_an_invoices_date_after_its_number_is_not_the_notes() -> None:
    page = words(
        LETTERHEAD, (300, 80, "Lieferdatum: 04.07.2026"), (400, 80, "Rechnung 8812 vom 30.07.2026")
    )
    assert find(page).result["delivery_date_raw"] == "04.07.2026"


# --- the supplier's own order numbers are never the PO -------------------------------------------


@pytest.mark.parametrize(
    ("own", "value"),
    [
        ("Auftrags-Nr.", "ORD394463"),
        ("Auftragsbestätigung", "AB-55120"),
        ("Order Confirmation No.", "OC-44712"),
        ("Ns. conferma", "ORD296722"),
        ("Conferma d'ordine n.", "CO-3312"),
        ("Pedido interno", "PI-55123"),
        ("Ons ordernummer", "ON-88123"),
        ("Web Order", "W-771204"),
    ],
)
def test_the_suppliers_own_order_is_never_the_po(own: str, value: str) -> None:
    page = words(
        LETTERHEAD, (300, 80, "Your Order No"), (300, 400, own), (330, 400, value)
    )  # an empty PO cell beside the supplier's own order
    assert find(page).result.get("po_number") is None
    assert find(words(LETTERHEAD, (400, 80, f"{own} {value}"))).result.get("po_number") is None


@pytest.mark.parametrize(
    ("shop", "customer", "po"),
    [
        ("Bestellnummer AB 744932", "Ihre Bestell-Nr. BE-519687", "BE-519687"),
        ("Order No. SO-460814", "Your Reference R-2207", "R-2207"),
        ("Nº pedido 77120", "Su pedido P-7484", "P-7484"),
    ],
)
def test_an_order_word_beside_the_customers_order_label_is_the_shops(
    shop: str, customer: str, po: str
) -> None:
    page = words(LETTERHEAD, (400, 80, shop), (440, 80, customer))
    assert find(page).result["po_number"] == po


@pytest.mark.parametrize(
    ("empty", "shop"),
    [
        ("Ihre Bestellung:", "Auftrags-Nr.: ORD394463"),
        ("Your Reference:", "Order Number SO-460814"),
        ("Uw referentie:", "Ordernummer ORD183503"),
        ("Ihre Bestell-Nr.:", "Bestellnummer AB 744932"),
    ],
)
def test_an_empty_customer_order_label_makes_the_order_word_the_shops(
    empty: str, shop: str
) -> None:
    page = words(LETTERHEAD, (400, 80, empty), (430, 80, shop))
    assert find(page).result.get("po_number") is None


def test_an_empty_po_cell_in_a_header_row_takes_no_neighbours_value() -> None:
    page = words(
        LETTERHEAD,
        (300, 80, "Slip #"), (300, 300, "Date"), (300, 560, "P.O. #"), (300, 700, "Customer #"),
        (300, 900, "Sales Order #"),
        (330, 80, "PS-02098"), (330, 300, "November 2, 2026"), (330, 700, "K21159"),
        (330, 900, "SO-787362"),
    )  # fmt: skip
    finding = find(page)
    assert finding.result["document_number"] == "PS-02098"
    assert finding.result.get("po_number") is None
    filled = page + words((330, 560, "PO-5521"))
    assert find(filled).result["po_number"] == "PO-5521"


def test_a_branch_cell_misread_beside_the_po_label_is_no_po() -> None:
    page = words(
        LETTERHEAD,
        (300, 80, "Account No  Delivery Note No  Date  Your Order No 8ranch"),
        (330, 80, "C90993"), (330, 200, "D900548"), (330, 400, "22/05/2026"),
        (330, 490, "PO72835"), (330, 640, "Stockport"),
    )  # fmt: skip
    assert find(page).result["po_number"] == "PO72835"


# --- a courier's collection date -------------------------------------------------------------


@pytest.mark.parametrize(
    ("collected", "delivered", "raw"),
    [
        ("Collected: 15 Mar 2026", "27 Mar 2026", "27 Mar 2026"),
        ("Abgeholt am: 15.03.2026", "27.03.2026", "27.03.2026"),
        ("Date d'enlèvement : 15/03/2026", "27/03/2026", "27/03/2026"),
        ("Data ritiro: 15/03/2026", "27/03/2026", "27/03/2026"),
        ("Fecha de recogida: 15/03/2026", "27/03/2026", "27/03/2026"),
        ("Opgehaald op: 15-03-2026", "27-03-2026", "27-03-2026"),
    ],
)
def test_a_collection_date_is_not_the_delivery_date(
    collected: str, delivered: str, raw: str
) -> None:
    page = words(LETTERHEAD, (300, 80, collected), (340, 80, f"Signed {delivered}"))
    assert find(page).result["delivery_date_raw"] == raw


def test_a_year_misread_after_a_month_name_is_read() -> None:
    page = words(LETTERHEAD, (300, 80, "Delivered: 27 Mar 2O26 12:04"))
    assert find(page).result["delivery_date"] == "2026-03-27"


def test_a_spaced_out_title_names_no_customer_order() -> None:
    page = words(
        LETTERHEAD,
        (200, 80, "D O C U M E N T O D I T R A S P O R T O"),
        (300, 80, "Ordine n."),
        (330, 80, "OR599661"),
    )
    assert find(page).result["po_number"] == "OR599661"


def test_an_empty_po_cell_takes_no_value_from_the_cell_beside_it() -> None:
    page = words(
        LETTERHEAD,
        (300, 80, "Customer Order Ref"), (300, 640, "Sales Order"),
        (330, 640, "986194"),
    )  # fmt: skip
    assert find(page).result.get("po_number") is None
    filled = page + words((330, 80, "CO-55120"))
    assert find(filled).result["po_number"] == "CO-55120"


def test_an_empty_po_label_takes_no_value_another_label_names() -> None:
    page = words(
        LETTERHEAD,
        (300, 80, "Order No.:"),
        (330, 80, "Schedule Ref:"), (330, 330, "742422"),
    )  # fmt: skip
    assert find(page).result.get("po_number") is None


@pytest.mark.parametrize(
    "started",
    [
        "On hire from: 15/10/2026",
        "Mietbeginn: 15.10.2026",
        "Début de location : 15/10/2026",
        "Inizio noleggio: 15/10/2026",
        "Fin previsto: 15/10/2026",
        "Huur vanaf: 15-10-2026",
    ],
)
def test_a_hires_start_or_end_is_not_the_notes_date(started: str) -> None:
    page = words(LETTERHEAD, (300, 80, "Off-hire No.: OH/75616"), (340, 80, started))
    # ff-9: a hire's start is the note's date when the page prints no other date (test_finding_ff9)
    taken = None if started.startswith("Fin previsto") else started.split()[-1]
    assert find(page).result.get("delivery_date_raw") == taken
    dated = page + words((380, 80, "Signed 19/10/2026"))
    assert find(dated).result["delivery_date"] == "2026-10-19"


def test_a_date_separator_misread_as_a_letter_is_read() -> None:
    page = words(LETTERHEAD, (300, 80, "Date: 05/10l2026"))
    finding = find(page)
    assert finding.result["delivery_date_raw"] == "05/10/2026"
    assert finding.result["delivery_date"] is None  # day or month first: the site decides
    assert find(page, date_order="mdy").result["delivery_date_raw"] == "05/10/2026"
