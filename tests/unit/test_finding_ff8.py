"""ff-8: a clerk's rules for carriers' paperwork and packing slips — the supplier's note
number before a carrier's, packing-slip labels, the shipper as the supplier (never a caption,
the consignee, the carrier or a fax header), the arrival date before a dispatch or a
collection date.

Every name, number and domain here is invented (no test copies a real document)."""

from __future__ import annotations

import pytest

from tests.unit.finding_words import find, words

LETTERHEAD = (60, 80, "Quillmoor Fixings Ltd")

# --- the supplier's note number before a carrier's --------------------------------------------

# (carrier's number label, shipper's reference label) in the six languages
CARRIER_AND_SHIPPER = [
    ("Tracking no.", "Shipper's ref.:"),
    ("Sendungsnr.", "Referenz Versender:"),
    ("N° de suivi", "Réf. expéditeur:"),
    ("N. tracking", "Rif. mittente:"),
    ("N.º seguimiento", "Ref. remitente:"),
    ("Track & trace", "Ref. verlader:"),
]


@pytest.mark.parametrize(("carrier", "shipper"), CARRIER_AND_SHIPPER)
def test_the_shippers_reference_beats_the_carriers_number(carrier: str, shipper: str) -> None:
    page = words(
        (60, 80, "Pallet Dash Network"), (100, 80, "PROOF OF DELIVERY"),
        (150, 80, f"{carrier} 771-4420981"), (200, 80, f"{shipper} 52107-33"),
        (250, 80, "Customer PO: KX-30218"),
    )  # fmt: skip
    finding = find(page)
    assert finding.result["document_number"] == "52107-33"
    assert finding.result["po_number"] == "KX-30218"


@pytest.mark.parametrize(
    "label",
    ["CMR-Nr.", "Frachtbrief-Nr.", "Lettre de voiture N°", "Lettera di vettura n.",
     "Carta de porte nº", "Vrachtbrief nr.", "Bill of lading No.", "Waybill No."],
)  # fmt: skip
def test_a_delivery_note_number_beats_a_carriers_number(label: str) -> None:
    page = words(LETTERHEAD, (150, 80, f"{label} 4062102"),
                 (200, 80, "Delivery note No. DN-38815"))  # fmt: skip
    assert find(page).result["document_number"] == "DN-38815"
    reverse = words(LETTERHEAD, (150, 80, "Delivery note No. DN-38815"),
                    (200, 80, f"{label} 4062102"))  # fmt: skip
    assert find(reverse).result["document_number"] == "DN-38815"


def test_a_title_and_its_value_beat_a_carriers_number() -> None:
    page = words(
        (60, 80, "Hollowmere Logistics"), (120, 80, "Warenempfänger Sendungs-Nr. 472873677832"),
        (150, 80, "Baufirma Kesselring Lieferschein LS-151911"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "LS-151911"


def test_a_carriers_number_is_taken_when_nothing_else_numbers_the_page() -> None:
    page = words(LETTERHEAD, (150, 80, "Waybill No. 4062102"), (200, 80, "Date: 03.03.2026"))
    assert find(page).result["document_number"] == "4062102"
    # a carrier's paper: its own number
    cmr = words((60, 80, "Frachtbrief"), (100, 80, "Tarnwick Baustoffe GmbH"),
                (160, 80, "Frachtbrief-Nr. 5274480"))  # fmt: skip
    assert find(cmr).result["document_number"] == "5274480"
    # a haulier's own consignment note is numbered by it, before an invoice it refers to
    own = words(LETTERHEAD, (150, 80, "Consignment No.: 25/53981"), (200, 80, "Inv # RE-32704"))
    assert find(own).result["document_number"] == "25/53981"


def test_a_parcel_receipts_first_reference_is_the_shippers() -> None:
    page = words(
        (60, 80, "Swiftbox Delivery receipt"),
        (150, 80, "Tracking no. JD3001428627239"), (200, 80, "Reference 1: 81592214"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "81592214"
    # not on a supplier's own note
    note = words(LETTERHEAD, (100, 80, "Delivery note"), (200, 80, "Reference 1: 81592214"))
    assert find(note).result.get("document_number") != "81592214"


def test_a_document_code_before_a_number_with_a_stroke_is_read_through() -> None:
    page = words(LETTERHEAD, (150, 80, "Bon de livraison N° DDT 6883/24"),
                 (200, 80, "CMR N° 2574694"))  # fmt: skip
    assert find(page).result["document_number"] == "6883/24"


@pytest.mark.parametrize(
    ("printed", "value"), [("B5T 163435", "163435"), ("0DA 5261/25", "5261/25")]
)
def test_a_code_ocr_put_a_digit_in_is_read_through_to_its_number(printed: str, value: str) -> None:
    page = words(LETTERHEAD, (150, 80, "Delivery note No. DN-38815"), (200, 80, f"PO: {printed}"))
    assert find(page).result["po_number"] == value


# --- packing slips ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "label",
    ["Packing slip no.:", "Packzettel Nr.:", "Bordereau de colisage N°:", "Distinta colli n.:",
     "Lista de empaque Nº:", "Paklijst nr.:", "Liste de colisage n°", "Albarán de embalaje Nº"],
)  # fmt: skip
def test_a_packing_slip_label_numbers_the_note(label: str) -> None:
    page = words(LETTERHEAD, (150, 80, "Ship to"), (150, 700, f"{label} PS-2026-14346"),
                 (175, 80, "Brackwater Civils Ltd"))  # fmt: skip
    assert find(page).result["document_number"] == "PS-2026-14346"


@pytest.mark.parametrize(
    ("title", "order", "ref"),
    [
        ("Packing slip", "Order #: WEB-2076650", "PO / Reference: B752798"),
        ("Packzettel", "Bestellung #: WEB-2076650", "PO / Referenz: B752798"),
        ("Lista de empaque", "Pedido #: WEB-2076650", "PO / Referencia: B752798"),
        ("Paklijst", "Bestelling #: WEB-2076650", "PO / Referentie: B752798"),
    ],
)
def test_po_and_reference_label_the_customers_po_beside_a_shops_order(
    title: str, order: str, ref: str
) -> None:
    page = words((60, 80, "Quillmoor Tools"), (100, 80, title), (150, 700, order),
                 (180, 700, ref))  # fmt: skip
    assert find(page).result["po_number"] == "B752798"


@pytest.mark.parametrize(
    ("title", "order"),
    [("Packing slip · Quillmoor Tools", "Order No. 777-2902683-8724033"),
     ("Distinta colli · Quillmoor Tools", "Ordine N. 777-2902683-8724033"),
     ("Lista de empaque · Quillmoor Tools", "Pedido #: 777-2902683-8724033"),
     ("Bordereau de colisage · Quillmoor Tools", "Commande N° 777-2902683-8724033")],
)  # fmt: skip
def test_a_packing_slip_with_no_number_of_its_own_is_filed_by_its_order(
    title: str, order: str
) -> None:
    page = words((100, 80, title), (150, 80, order), (250, 80, "Buyer note: PO KX-30218"))
    finding = find(page)
    assert finding.result["document_number"] == "777-2902683-8724033"
    assert finding.result["po_number"] == "KX-30218"
    numbered = words((100, 80, title), (150, 80, order), (180, 80, "Packing slip no. PS-41"))
    assert find(numbered).result["document_number"] == "PS-41"
    # the shop's order, not the customer's PO ...
    alone = find(words((100, 80, title), (150, 80, order)))
    assert alone.result["document_number"] == "777-2902683-8724033"
    assert alone.result.get("po_number") is None
    # ... but an order reference may be the buyer's: it stays the PO
    ref = find(words((100, 80, title), (150, 80, "Order Ref.: A-815-688"),
                     (180, 80, "Note No: DN-52520")))  # fmt: skip
    assert ref.result["po_number"] == "A-815-688"
    buyer = find(words((100, 80, "PACKLISTE"), (150, 80, "Bestell-Nr. BST-2025-0383")))
    assert buyer.result["po_number"] == "BST-2025-0383"


def test_a_number_word_heading_a_header_row_labels_the_value_under_it() -> None:
    page = words(
        LETTERHEAD, (190, 80, "Lieferschein"),
        (250, 80, "Nr."), (250, 300, "Datum"), (250, 520, "Ihre Bestellung"),
        (250, 744, "Kunden-Nr."),
        (285, 111, "PK980938"), (285, 330, "27.12.2025"), (285, 550, "IO613409"),
        (285, 770, "77454"),
    )  # fmt: skip
    finding = find(page)
    assert finding.result["document_number"] == "PK980938"
    assert finding.result["po_number"] == "IO613409"


# --- the supplier: the shipper, never a caption, the consignee, the carrier, a fax header -----


@pytest.mark.parametrize(
    ("sender", "consignee", "carrier"),
    [
        ("1 Sender / Expéditeur / Absender", "2 Consignee / Destinataire / Empfänger",
         "16 Carrier / Transporteur / Frachtführer"),
        ("1 Mittente / Sender / Expéditeur", "2 Destinatario / Consignee / Destinataire",
         "16 Vettore / Carrier / Transporteur"),
        ("1 Remitente / Sender / Expéditeur", "2 Destinatario / Consignee / Destinataire",
         "16 Transportista / Carrier / Transporteur"),
        ("1 Afzender / Sender / Absender", "2 Geadresseerde / Consignee / Empfänger",
         "16 Vervoerder / Carrier / Frachtführer"),
    ],
)  # fmt: skip
def test_a_cmrs_sender_box_names_the_supplier(sender: str, consignee: str, carrier: str) -> None:
    page = words(
        (40, 60, "CMR"), (40, 400, "INTERNATIONAL CONSIGNMENT NOTE"),
        (110, 50, sender), (110, 800, carrier),
        (140, 80, "Tarnwick Baustoffe GmbH"), (140, 830, "Rollfix Spedition GmbH"),
        (165, 80, "Mühlweg 7"),
        (230, 50, consignee), (260, 80, "Fennick Bau AG"),
    )  # fmt: skip
    assert find(page).result["supplier_name"] == "Tarnwick Baustoffe GmbH"


@pytest.mark.parametrize(
    ("sender", "consignee"),
    [("Sender:", "Consignee:"), ("Absender:", "Empfänger:"), ("Expéditeur:", "Destinataire:"),
     ("Mittente:", "Destinatario:"), ("Remitente:", "Destinatario:"),
     ("Afzender:", "Geadresseerde:")],
)  # fmt: skip
def test_a_sender_cell_beside_its_value_names_the_supplier(sender: str, consignee: str) -> None:
    page = words(
        (60, 80, "Pallet Dash Network SAS"), (100, 80, "PROOF OF DELIVERY"),
        (200, 80, sender), (200, 300, "Tarnwick Matériaux SAS"),
        (200, 700, consignee), (200, 900, "Fennick Bâtiment SA"),
    )  # fmt: skip
    assert find(page).result["supplier_name"] == "Tarnwick Matériaux SAS"


def test_a_receivers_cell_beside_its_value_is_the_customers() -> None:
    page = words(
        (60, 80, "Tarnwick Turf"), (110, 80, "Mühlweg 46 · Bad Elsing"),
        (200, 80, "Empfänger:"), (200, 400, "Fennick Hochbau GmbH"),
    )  # fmt: skip
    assert find(page).result["supplier_name"] == "Tarnwick Turf"


@pytest.mark.parametrize(
    "title", ["Packzettel", "Paklijst", "Bordereau de colisage", "Lista de empaque",
              "Distinta colli", "PREUVE DE LIVRAISON"],
)  # fmt: skip
def test_a_document_title_is_never_a_name(title: str) -> None:
    page = words(
        (60, 80, "Tarnwick Tools"),
        (110, 80, "www.tarnwick-shop.example"),
        (1600, 80, "Tarnwick Werkzeuge GmbH · Mühlweg 5 · Elsing"),
    ) + words((150, 80, title), size=34)  # a title printed large
    assert find(page).result["supplier_name"] in ("Tarnwick Tools", "Tarnwick Werkzeuge GmbH")


def test_a_fax_header_names_who_sent_the_fax_not_the_supplier() -> None:
    page = words(
        (40, 40, "FAX From: Brookhill Facilities Ltd"), (40, 600, "13/08/25 14:08"),
        (100, 80, "Ashwell Scientific"), (140, 80, "56 Mill Lane · Wexham"),
    )  # fmt: skip
    assert find(page).result["supplier_name"] == "Ashwell Scientific"


def test_a_sender_line_under_a_customer_block_is_not_the_customers() -> None:
    page = words(
        (100, 80, "Ship to"), (130, 80, "Fennick Contractors Ltd"), (160, 80, "Invoice to follow"),
        (190, 80, "Sender Tarnwick Tools Direct Ltd · VAT No. GB808717129"),
    )  # fmt: skip
    assert find(page).result["supplier_name"] == "Tarnwick Tools Direct Ltd"


@pytest.mark.parametrize(
    ("line", "name"),
    [("Tarnwick Bouwmaterialen B.V., Havenweg 56, Elst", "Tarnwick Bouwmaterialen B.V."),
     ("Tarnwick Baustoffe GmbH. Mühlweg 62, Elsing", "Tarnwick Baustoffe GmbH.")],
)  # fmt: skip
def test_an_address_after_a_legal_forms_comma_is_cut(line: str, name: str) -> None:
    page = words((60, 80, "1 Afzender"), (80, 110, line))
    assert find(page).result["supplier_name"] == name


# --- dates -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("shipped", "arrived"),
    [("Ship date: 23/05/2024", "Delivered: 24/05/2024"),
     ("Versanddatum: 23.05.2024", "Zugestellt: 24.05.2024"),
     ("Date d'expédition: 23/05/2024", "Livré le: 24/05/2024"),
     ("Data spedizione 23/05/2024", "Consegnato: 24/05/2024"),
     ("Fecha de envío: 23/05/2024", "Entregado: 24/05/2024"),
     ("Verzenddatum: 23-05-2024", "Afgeleverd: 24-05-2024")],
)  # fmt: skip
def test_the_arrival_beats_the_dispatch_date(shipped: str, arrived: str) -> None:
    page = words(LETTERHEAD, (200, 80, shipped), (240, 80, arrived))
    assert find(page).result["delivery_date"] == "2024-05-24"


@pytest.mark.parametrize(
    "collected",
    ["Collection date: 22/05/2024", "Abholdatum: 22.05.2024", "Date d'enlèvement: 22/05/2024",
     "Data di ritiro: 22/05/2024", "Fecha de recogida: 22/05/2024", "Ophaaldatum: 22-05-2024"],
)  # fmt: skip
def test_a_collection_date_ranks_below_a_document_date_and_is_no_longer_dropped(
    collected: str,
) -> None:
    page = words(LETTERHEAD, (200, 80, collected), (240, 80, "Date: 24/05/2024"))
    assert find(page).result["delivery_date"] == "2024-05-24"
    # the page's date when it prints no other (a CMR's box 4)
    alone = words(LETTERHEAD, (200, 80, collected))
    assert find(alone).result["delivery_date"] == "2024-05-22"


@pytest.mark.parametrize("expiry", ["Verfall 22.10.2028", "Cad. 14/06/2028", "EXP 2028-06-14"])
def test_a_batchs_expiry_date_is_no_delivery_date(expiry: str) -> None:
    page = words(LETTERHEAD, (300, 400, f"Charge 639613 {expiry}"))
    assert find(page).result.get("delivery_date") is None
