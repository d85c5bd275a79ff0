"""ff-11: a clerk's rules for forms and bulk-materials paperwork — a value printed before its
label, abbreviated lower-case labels, a boxed header row, the customer's number never the PO,
a PO's letter prefix, the sender (not the carrier) on a consignment note, a letterhead in
spaced capitals, a slogan or an address never the name.

Every name, number and domain here is invented (no test copies a real document)."""

from __future__ import annotations

import pytest

from dn_pipeline.finding import HostData, HostSupplier
from tests.unit.finding_words import find, words

LETTERHEAD = (60, 80, "Quillmoor Baumaterial GmbH")

# (title, number label, date label, PO label, customer number label) in the six languages
LANGS = [
    ("Delivery Note", "Delivery note no.", "Date", "Your order no.", "Customer no."),
    ("Lieferschein", "Lieferschein-Nr.", "Datum", "Ihre Bestellung", "Kunden-Nr."),
    ("Bon de livraison", "N° BL", "Date", "Votre commande", "N° client"),
    ("Documento di trasporto", "DDT n.", "Data", "Vs. ordine", "Cod. cliente"),
    ("Albarán", "N.º albarán", "Fecha", "Su pedido", "N.º cliente"),
    ("Pakbon", "Pakbonnr.", "Datum", "Uw bestelling", "Klantnr."),
]


def _rtl(rows: list[tuple[str, str]], y: float = 200) -> list[tuple[float, float, str]]:
    """Label rows printed right to left: the value right-aligned, its label after it."""
    out = []
    for value, label in rows:
        out += [(y, 900 - 10 * len(value), value), (y, 920, label)]
        y += 30
    return out


# --- a value printed before its label -------------------------------------------------------


@pytest.mark.parametrize(("title", "number", "date", "po", "customer"), LANGS)
def test_a_value_printed_before_its_label(
    title: str, number: str, date: str, po: str, customer: str
) -> None:
    rows = [("B26-47453", number), ("12.03.2026", date), ("70431", customer), ("PO-80906", po)]
    page = words(LETTERHEAD, (120, 80, title), (200, 80, "Kestrel Hochbau AG"), *_rtl(rows))
    result = find(page).result
    assert result["document_number"] == "B26-47453"
    assert result["po_number"] == "PO-80906"
    assert result["delivery_date_raw"] == "12.03.2026"


def test_a_tanker_tickets_number_before_its_label() -> None:
    page = words(
        LETTERHEAD, (120, 80, "Bulk Delivery Ticket"), (200, 80, "4711 : Ticket no"),
        (230, 80, "Product: Gas oil"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "4711"


@pytest.mark.parametrize(("title", "number", "date", "po", "customer"), LANGS)
def test_no_value_before_a_label_that_is_a_date_a_quantity_or_another_text(
    title: str, number: str, date: str, po: str, customer: str
) -> None:
    del date, customer
    rows = [("12.03.2026", number), ("25 kg", po)]
    page = words(LETTERHEAD, (120, 80, title), *_rtl(rows))
    result = find(page).result
    assert not result.get("document_number")
    assert not result.get("po_number")
    # the tail of a phone number is no value of the label after it
    tail = words(LETTERHEAD, (120, 80, title), (200, 80, f"Tel +49 30 4711 {number}"))
    assert not find(tail).result.get("document_number")


@pytest.mark.parametrize(("title", "number", "date", "po", "customer"), LANGS)
def test_a_value_before_its_label_is_never_the_value_of_the_label_above(
    title: str, number: str, date: str, po: str, customer: str
) -> None:
    del date
    # the PO row prints no value: the customer's number under it is its own label's
    page = words(
        LETTERHEAD, (120, 80, title),
        *_rtl([("4711/A", number)]), (230, 920, po), *_rtl([("70431", customer)], y=260),
    )  # fmt: skip
    result = find(page).result
    assert result["document_number"] == "4711/A"
    assert not result.get("po_number")


@pytest.mark.parametrize(("title", "number", "date", "po", "customer"), LANGS)
def test_a_customers_number_is_never_the_po(
    title: str, number: str, date: str, po: str, customer: str
) -> None:
    del number, date
    # the customer's number in its own column, the PO label after it printing no value
    page = words(
        LETTERHEAD, (120, 80, title), (200, 80, f"{customer}:"), (200, 400, "70431"),
        (200, 480, po),
    )  # fmt: skip
    assert not find(page).result.get("po_number")


@pytest.mark.parametrize(("title", "number", "date", "po", "customer"), LANGS)
def test_a_dotted_leader_read_as_commas_and_a_stored_tare_date(
    title: str, number: str, date: str, po: str, customer: str
) -> None:
    del customer
    tare = ["Stored tare", "Gespeicherte Tara", "Tare enregistrée", "Tara memorizzata",
            "Tara memorizada", "Opgeslagen tarra"][[r[0] for r in LANGS].index(title)]  # fmt: skip
    page = words(
        LETTERHEAD, (120, 80, title), (200, 80, f"{number} ,,,, 6417494"),
        (230, 80, f"{po} ,,,, 4597238324"), (260, 80, f"{tare} 18.03.2026"),
        (290, 80, f"{date} ,,,, 27.05.2026"),
    )  # fmt: skip
    result = find(page).result
    assert result["document_number"] == "6417494"
    assert result["po_number"] == "4597238324"
    assert result["delivery_date_raw"] == "27.05.2026"
    alone = words(LETTERHEAD, (120, 80, title), (260, 80, f"{tare} 18.03.2026"))
    assert not find(alone).result.get("delivery_date_raw")


# --- abbreviated lower-case labels, a boxed header row --------------------------------------

ABBREVIATED = [
    ("Delivery Note", "no", "dt", "yr ref"),
    ("Lieferschein", "nr", "dat.", "ihr zeichen"),
    ("Bon de livraison", "n°", "dt", "v/réf."),
    ("Documento di trasporto", "n.", "dt", "rif."),
    ("Albarán", "nº", "fch.", "s/ref."),
    ("Pakbon", "nr", "dd", "uw ref."),
]


@pytest.mark.parametrize(("title", "number", "date", "po"), ABBREVIATED)
def test_abbreviated_lower_case_labels(title: str, number: str, date: str, po: str) -> None:
    page = words(
        LETTERHEAD, (120, 80, title),
        (200, 600, number), (220, 600, "7950929"), (260, 600, date), (280, 600, "22.02.2026"),
        (320, 600, po), (340, 600, "C3575-95"),
        (380, 600, "Date commande"), (400, 600, "12.02.2026"),
    )  # fmt: skip
    result = find(page).result
    assert result["document_number"] == "7950929"
    assert result["po_number"] == "C3575-95"
    assert result["delivery_date_raw"] == "22.02.2026"


@pytest.mark.parametrize(("title", "number", "date", "po"), ABBREVIATED)
def test_a_boxed_header_row_over_one_row_of_values(
    title: str, number: str, date: str, po: str
) -> None:
    del date
    heads = [f"Doc {number}", "Data", po, "Cod. cliente", "Pagina"]
    values = ["B26-48508", "08-09-2026", "BST/22/5563", "92329", "1/1"]
    page = words(
        LETTERHEAD, (120, 80, title),
        *[(250, 80 + 220 * k, head) for k, head in enumerate(heads)],
        *[(280, 80 + 220 * k, value) for k, value in enumerate(values)],
    )  # fmt: skip
    result = find(page).result
    assert result["document_number"] == "B26-48508"
    assert result["po_number"] == "BST/22/5563"


def test_the_suppliers_own_abbreviated_reference_is_not_the_po() -> None:
    page = words(LETTERHEAD, (120, 80, "Albarán"), (200, 80, "N/ref.: SO629035"))
    assert not find(page).result.get("po_number")


# --- a PO's letter prefix -------------------------------------------------------------------


@pytest.mark.parametrize(("title", "number", "date", "po", "customer"), LANGS)
def test_a_pos_letter_prefix_is_part_of_it(
    title: str, number: str, date: str, po: str, customer: str
) -> None:
    del number, date, customer
    page = words(LETTERHEAD, (120, 80, title), *_rtl([("OA 38148", po)]))
    assert find(page).result["po_number"] == "OA 38148"
    after = words(LETTERHEAD, (120, 80, title), (200, 80, f"{po}: BE-20931"))
    assert find(after).result["po_number"] == "BE-20931"


# --- the supplier: the sender, not the carrier; spaced capitals; slogans --------------------

CONSIGNMENT = [
    ("Consignment Note", "Sender", "Consignee"),
    ("Frachtbrief", "Absender", "Empfänger"),
    ("Lettre de voiture", "Expéditeur", "Destinataire"),
    ("Lettera di vettura", "Mittente", "Destinatario"),
    ("Carta de porte", "Remitente", "Destinatario"),
    ("Vrachtbrief", "Afzender", "Geadresseerde"),
]


@pytest.mark.parametrize(("title", "sender", "consignee"), CONSIGNMENT)
def test_the_sender_not_the_carrier_on_a_consignment_note(
    title: str, sender: str, consignee: str
) -> None:
    page = words(
        (60, 80, "Oosterwold Transport GmbH"), (100, 80, "Hafenweg 49 - 12345 Heeswaarde"),
        (190, 80, title), (260, 80, sender), (260, 640, consignee),
        (282, 80, "Ruysdael Baustoffe GmbH"), (282, 640, "Dijkstra Bau AG"),
        (1634, 80, "Oosterwold Transport GmbH - Heeswaarde"),
    )  # fmt: skip
    finding = find(page)
    assert finding.result["supplier_name"] == "Ruysdael Baustoffe GmbH"
    both = HostData(
        suppliers=(
            HostSupplier(id="carrier", name="Oosterwold Transport GmbH"),
            HostSupplier(id="sender", name="Ruysdael Baustoffe GmbH"),
        )
    )
    assert find(page, host=both).evidence["supplier_name"].host_id == "sender"
    # found by their tax ids (the carrier's first on the page): the sender's still wins
    taxed = words(
        (60, 80, "Oosterwold Transport GmbH"), (100, 80, "VAT DE111222333"),
        (190, 80, title), (260, 80, sender), (260, 640, consignee),
        (282, 80, "Ruysdael Baustoffe GmbH"), (282, 640, "Dijkstra Bau AG"),
        (310, 80, "VAT DE444555666"),
    )  # fmt: skip
    by_tax = HostData(
        suppliers=(
            HostSupplier(id="carrier", name="Oosterwold Transport GmbH", tax_id="DE111222333"),
            HostSupplier(id="sender", name="Ruysdael Baustoffe GmbH", tax_id="DE444555666"),
        )
    )
    assert find(taxed, host=by_tax).evidence["supplier_name"].host_id == "sender"


@pytest.mark.parametrize(("title", "sender", "consignee"), CONSIGNMENT)
def test_the_senders_note_number_not_the_carriers_on_a_consignment_note(
    title: str, sender: str, consignee: str
) -> None:
    del consignee
    label = dict(LANGS_NUMBER)[title]
    page = words(
        (60, 80, "Oosterwold Transport GmbH"),
        (190, 80, title), (190, 900, "Consignment no. 129380532"),
        (260, 80, sender), (282, 80, "Ruysdael Baustoffe GmbH"),
        (420, 80, f"{sender} - {label}"), (446, 80, "DN/2026/3146"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "DN/2026/3146"


LANGS_NUMBER = [
    ("Consignment Note", "Delivery note no."), ("Frachtbrief", "Lieferschein-Nr."),
    ("Lettre de voiture", "N° BL"), ("Lettera di vettura", "DDT n."),
    ("Carta de porte", "N.º albarán"), ("Vrachtbrief", "Pakbonnr."),
]  # fmt: skip


@pytest.mark.parametrize("carrier", ["Haulier", "Frachtführer", "Transporteur", "Vettore"])
def test_a_carrier_after_a_dotted_leader_is_not_the_supplier(carrier: str) -> None:
    page = words(
        (60, 80, "Kiesbrook Aggregates"), (190, 80, "Weighbridge Ticket"),
        (240, 80, "no ........ 8480981"),
        (280, 80, f"{carrier} ........ Transports Verlinde SAS"),
    )  # fmt: skip
    assert find(page).result["supplier_name"] == "Kiesbrook Aggregates"


@pytest.mark.parametrize(
    ("slogan", "address"),
    [
        ("Building the region, load by load", "Quarry Lane 24, Pennington"),
        ("Ihr Partner am Bau", "Industriestraße 45, Brunnstadt"),
        ("Votre partenaire chantier", "Rue des Carrières 7, Saint-Orbin"),
        ("Il vostro partner in cantiere", "Via dell'Industria 63, Pietrafonda"),
        ("Su socio en la obra", "Calle Mayor 12, Villaverde"),
        ("Kwaliteit sinds 1949", "Industrieweg 79, Lindeveen"),
    ],
)
def test_spaced_capitals_are_one_word_and_a_slogan_or_address_no_name(
    slogan: str, address: str
) -> None:
    page = words(
        (60, 80, " ".join("BRICKWORX")), (116, 80, slogan), (144, 80, address),
        (190, 80, "Delivery Note"), (240, 80, "Delivery note no.: 4711"),
        size=40,
    )  # fmt: skip
    assert find(page).result["supplier_name"] == "BRICKWORX"
