"""ff-10: a clerk's rules for a trade counter's paperwork — a number printed in digit groups
is one number, a note that is also its invoice is numbered by its joint label.

Every name, number and domain here is invented (no test copies a real document)."""

from __future__ import annotations

import pytest

from dn_pipeline.finding.layout import group_lines, segments, tokens_of
from dn_pipeline.finding.notnames import item_rows
from tests.unit.finding_words import find, words

LETTERHEAD = (60, 80, "Quillmoor Builders Merchants Ltd")

# (title, number label) in the six languages
NUMBER_LABELS = [
    ("Delivery Note", "Delivery note no.:"),
    ("Lieferschein", "Lieferschein-Nr.:"),
    ("Bon de livraison", "N° BL :"),
    ("Documento di trasporto", "N. DDT:"),
    ("Albarán", "N.º albarán:"),
    ("Pakbon", "Pakbonnr.:"),
]

# --- a number printed in digit groups -------------------------------------------------------


@pytest.mark.parametrize(("title", "label"), NUMBER_LABELS)
@pytest.mark.parametrize("printed", ["DN 2026 004711", "26 754005", "2026 0047 11"])
def test_a_number_in_digit_groups_is_one_number(title: str, label: str, printed: str) -> None:
    page = words(LETTERHEAD, (100, 80, title), (150, 80, f"{label} {printed}"))
    finding = find(page)
    assert finding.result["document_number"] == printed
    # the evidence names every word that was joined
    assert len(finding.evidence["document_number"].words) == len(printed.split())


@pytest.mark.parametrize(("title", "label"), NUMBER_LABELS)
def test_a_number_in_digit_groups_under_its_label(title: str, label: str) -> None:
    page = words(
        LETTERHEAD, (100, 80, title),
        (150, 80, f"{label:<24}Datum"), (176, 80, "DN 2026 852785          30.03.2026"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "DN 2026 852785"
    short = words(
        LETTERHEAD, (100, 80, title),
        (150, 80, f"{label:<24}Datum"), (176, 80, "26 802760                30.03.2026"),
    )  # fmt: skip
    assert find(short).result["document_number"] == "26 802760"


@pytest.mark.parametrize(("title", "label"), NUMBER_LABELS)
def test_a_number_in_digit_groups_beside_or_under_the_title(title: str, label: str) -> None:
    del label
    beside = words(LETTERHEAD, (100, 80, f"{title.upper()} 26 238809"))
    assert find(beside).result["document_number"] == "26 238809"
    under = words(
        (60, 80, "Bauunternehmung Kestrel GmbH"), (60, 900, title.upper()),
        (90, 900, "26 238809"), (400, 80, "Quillmoor Holzhandel AG"),
    )  # fmt: skip
    assert find(under).result["document_number"] == "26 238809"


def test_an_ocr_look_alike_in_a_group_is_its_digit() -> None:
    page = words(LETTERHEAD, (100, 80, "Bon de livraison"), (150, 80, "N° BL : DN 202G 707667"))
    assert find(page).result["document_number"] == "DN 2026 707667"


@pytest.mark.parametrize(
    ("printed", "number"),
    [
        ("4711 12 03 2026", "4711"),  # a date
        ("4711 48155 Münster", "4711"),  # a postcode and its town
        ("4711 1234 Zürich", "4711"),
        ("4711 12 25 kg", "4711"),  # a quantity and its unit
        ("4711 12 Stk", "4711"),
    ],
)
def test_what_follows_a_number_is_not_glued_on(printed: str, number: str) -> None:
    page = words(LETTERHEAD, (100, 80, "Delivery Note"), (150, 80, f"Delivery note no.: {printed}"))
    assert find(page).result["document_number"] == number


def test_the_next_columns_value_is_not_glued_on() -> None:
    # a large gap between words is a column boundary, not a space
    page = words(
        LETTERHEAD, (100, 80, "Delivery Note"),
        (150, 80, "Delivery note no.: 26 754005       Account: 448812"),
        (180, 80, "Delivery note no.: 4711       448812"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "26 754005"
    alone = words(
        LETTERHEAD, (100, 80, "Delivery Note"), (150, 80, "Delivery note no.: 4711     448812")
    )
    assert find(alone).result["document_number"] == "4711"


def test_an_iban_or_a_phone_is_no_number() -> None:
    page = words(
        LETTERHEAD, (100, 80, "Delivery Note"),
        (150, 80, "Tel. +49 84 959 3967"), (180, 80, "IBAN DE12 3456 7890 1234 56"),
    )  # fmt: skip
    assert "document_number" not in find(page).result


# --- a note that is also its invoice --------------------------------------------------------

# (joint title, joint number label) in the six languages
JOINT = [
    ("Delivery note / Tax invoice", "Invoice / delivery note no.:"),
    ("Lieferschein / Rechnung", "Lieferschein / Rechnung Nr.:"),
    ("Bon de livraison / Facture", "N° facture / BL :"),
    ("DDT / Fattura accompagnatoria", "N. fattura / DDT:"),
    ("Albarán / Factura", "N.º factura / albarán:"),
    ("Pakbon / Factuur", "Factuurnr. / pakbon:"),
]


@pytest.mark.parametrize(("title", "label"), JOINT)
def test_a_joint_label_numbers_the_note(title: str, label: str) -> None:
    page = words(LETTERHEAD, (100, 80, title), (150, 80, f"{label} A26561889"))
    finding = find(page)
    assert finding.result["doc_type"] == "delivery_note"
    assert finding.result["document_number"] == "A26561889"


@pytest.mark.parametrize(
    "label",
    ["Invoice no.:", "Rechnung Nr.:", "N° facture :", "N. fattura:", "N.º factura:", "Factuurnr.:"],
)
@pytest.mark.parametrize(("title", "joint"), JOINT)
def test_a_joint_notes_invoice_number_numbers_it(title: str, joint: str, label: str) -> None:
    del joint
    page = words(LETTERHEAD, (100, 80, title), (150, 80, f"{label} R-0172946"))
    assert find(page).result["document_number"] == "R-0172946"


def test_a_plain_delivery_note_does_not_take_the_invoices_number() -> None:
    page = words(LETTERHEAD, (100, 80, "Delivery Note"), (150, 80, "Invoice no.: R-0172946"))
    assert "document_number" not in find(page).result


# --- the supplier named indirectly ----------------------------------------------------------

SOLD_BY = ["Sold by", "Verkauf durch", "Vendu par", "Venduto da", "Vendido por", "Verkocht door"]
VENDOR = "Harlowe Plumbing Supplies Ltd"


@pytest.mark.parametrize("sold_by", SOLD_BY)
def test_a_marketplace_notes_supplier_is_its_vendor(sold_by: str) -> None:
    beside = words(
        (60, 80, "Tradeloft Market"), (100, 80, "Delivery Note"),
        (150, 80, "Marketplace order 801-4188934"), (150, 700, f"{sold_by}: {VENDOR}"),
        (2000, 80, "Tradeloft Market · Tradeloft Market Ltd · VAT GB123456789"),
    )  # fmt: skip
    assert find(beside).result["supplier_name"] == VENDOR
    under = words(
        (60, 80, "Tradeloft Market"), (100, 80, "Delivery Note"),
        (150, 80, "Marketplace order 801-4188934"), (150, 700, f"{sold_by}:"),
        (176, 700, VENDOR), (202, 700, "12 Mill Lane"),
    )  # fmt: skip
    assert find(under).result["supplier_name"] == VENDOR


DIVISION = [
    "a division of", "ein Geschäftsbereich der", "une division de", "una divisione di",
    "una división de", "een divisie van",
]  # fmt: skip


@pytest.mark.parametrize("division", DIVISION)
def test_a_brands_supplier_is_the_firm_it_is_a_division_of(division: str) -> None:
    page = words(
        (60, 80, "PIPEWELL"), (100, 80, f"{division} Harlowe Plumbing Supplies Ltd"),
        (150, 80, "Delivery Note"), (200, 80, "No.: DN-40871"),
    )  # fmt: skip
    assert find(page).result["supplier_name"] == VENDOR


TRADING = [
    "trading as", "t/a", "handelnd als", "exerçant sous le nom", "operante come", "operando como",
    "handelend onder de naam",
]  # fmt: skip


@pytest.mark.parametrize("trading", TRADING)
def test_a_firm_trading_as_a_brand_is_the_supplier_not_its_brand(trading: str) -> None:
    page = words(
        (60, 80, f"{VENDOR} {trading} PIPEWELL"), (150, 80, "Delivery Note"),
        (200, 80, "No.: DN-40871"),
    )  # fmt: skip
    assert find(page).result["supplier_name"] == VENDOR


GROUP = [
    "a member of the Corvane group", "ein Unternehmen der Corvane Gruppe",
    "une société du groupe Corvane", "una società del gruppo Corvane",
    "una empresa del grupo Corvane", "onderdeel van de Corvane groep",
    "a member of Corvane Holdings plc", "ein Unternehmen der Corvane Holding GmbH",
    "une société du groupe Corvane SA", "una società del gruppo Corvane S.p.A.",
    "una empresa del grupo Corvane S.A.", "onderdeel van de Corvane Groep B.V.",
]  # fmt: skip


@pytest.mark.parametrize("group", GROUP)
def test_the_group_a_supplier_belongs_to_is_not_the_supplier(group: str) -> None:
    page = words((60, 80, group), size=32) + words(
        (100, 80, "Delivery Note"), (150, 80, "No.: DN-40871"),
        (2000, 80, f"{VENDOR} · Registered office: 12 Mill Lane, Carlisle"),
    )  # fmt: skip
    assert find(page).result["supplier_name"] == VENDOR


# --- a received stamp's or a signature's date -----------------------------------------------

# (the note's date label, a received stamp, goods received by, signature, date)
LATE = [
    ("Delivery date:", "RECEIVED", "Goods received by:", "Signature:", "Date:"),
    ("Liefertermin:", "EINGEGANGEN am", "Ware erhalten von:", "Unterschrift:", "Datum:"),
    ("Date de livraison :", "REÇU LE", "Marchandise reçue par :", "Signature :", "Date :"),
    ("Data consegna:", "RICEVUTO IL", "Merce ricevuta da:", "Firma:", "Data:"),
    ("Fecha de entrega:", "RECIBIDO EL", "Mercancía recibida por:", "Firma:", "Fecha:"),
    ("Leverdatum:", "ONTVANGEN OP", "Goederen ontvangen door:", "Handtekening:", "Datum:"),
]


@pytest.mark.parametrize(("label", "stamp", "received", "signature", "dated"), LATE)
def test_a_received_stamp_or_a_signatures_date_is_not_the_notes(
    label: str, stamp: str, received: str, signature: str, dated: str
) -> None:
    page = words(
        LETTERHEAD, (100, 80, "Delivery Note"), (150, 80, "No.: DN-40871"),
        (200, 700, f"{stamp} 03.12.2026"), (900, 80, f"{received} K. Wolf     {signature}"),
        (940, 600, f"{dated} 04.12.2026"), (60, 900, "29.11.2026"),
    )  # fmt: skip
    assert find(page).result["delivery_date"] == "2026-11-29"
    labelled = words(
        LETTERHEAD, (100, 80, "Delivery Note"), (150, 80, f"{label} 28.11.2026"),
        (200, 700, f"{stamp} 03.12.2026"), (900, 80, f"{received} K. Wolf     {signature}"),
        (940, 600, f"{dated} 04.12.2026"),
    )  # fmt: skip
    assert find(labelled).result["delivery_date"] == "2026-11-28"


def test_a_stamp_date_alone_is_still_the_pages_date() -> None:
    page = words(LETTERHEAD, (100, 80, "Delivery Note"), (200, 700, "RECEIVED 23.12.2026"))
    assert find(page).result["delivery_date"] == "2026-12-23"


# --- the customer's block, an items table -----------------------------------------------------

DELIVERED_TO = ["Delivery to", "Geleverd aan", "LIVRÉ À", "DESTINAZIONE", "Entregado a"]


@pytest.mark.parametrize("caption", DELIVERED_TO)
def test_the_customers_large_block_printed_first_is_not_the_supplier(caption: str) -> None:
    page = words((60, 80, caption)) + words((90, 80, "Brixham Homes Ltd"), size=30) + words(
        (90, 900, VENDOR), (130, 900, "12 Mill Lane, Carlisle"),
        (300, 80, "Delivery Note"), (340, 80, "No.: DN-40871"),
    )  # fmt: skip
    assert find(page).result["supplier_name"] == VENDOR


def test_an_item_line_of_a_skewed_table_is_no_name() -> None:
    # a photo's skew puts the quantity column's head and cells a row under the description's
    rows = [(200, 80, "Code"), (205, 500, "Description"), (230, 1200, "Qty")]
    for n in range(6):
        y = 245 + 56 * n
        rows += [(y, 80, f"SND-5564{n}"), (y + 4, 500, "Sand 0/4 bulk bag")]
        rows += [(y + 28, 1200, f"{n + 2} pcs")]
    segs = segments(group_lines(tokens_of(words(*rows, (2000, 80, VENDOR)))))
    rows_found = {segs[i].text for i in item_rows(segs)}
    assert "Sand 0/4 bulk bag" in " ".join(rows_found)
    assert all(VENDOR not in text for text in rows_found)


@pytest.mark.parametrize(
    "head", ["Montant", "Artikel  Menge  Preis", "Quantity  Amount", "Q.tà  Prezzo  Importo",
             "Cantidad  Importe", "Aantal  Bedrag"],
)  # fmt: skip
def test_a_continued_pages_column_heads_name_no_supplier(head: str) -> None:
    page = words(
        (60, 900, "Page 2 of 2"), (100, 80, head), (140, 80, "CU-4711   Copper pipe 15mm   12"),
    )  # fmt: skip
    assert "supplier_name" not in find(page).result
    name = words((60, 900, "Page 2 of 2"), (100, 80, "Prins"), (140, 80, "CU-4711 Copper pipe"))
    assert find(name).result["supplier_name"] == "Prins"
