"""ff-9: a clerk's rules for site paperwork whose identity is not labelled as on a delivery
note — a hire note's on-hire / off-hire date, one label printed in several languages, a
number in the title with no label, a ticket's short word, and what never names the supplier
(a forwarded e-mail's header, an items table's rows, a title alone).

Every name, number and domain here is invented (no test copies a real document)."""

from __future__ import annotations

import pytest

from tests.unit.finding_words import find, words

LETTERHEAD = (60, 80, "Quillmoor Plant Hire Ltd")

# --- a hire note's date ---------------------------------------------------------------------

# (on-hire label, off-hire label, an off-hire note's title) in the six languages
HIRE = [
    ("On hire:", "Off hire:", "Off-Hire Collection Note"),
    ("Mietbeginn:", "Mietende:", "Rücknahmeschein"),
    ("Début de location :", "Fin de location :", "Bon de retour"),
    ("Inizio noleggio:", "Fine noleggio:", "Buono di ritiro"),
    ("Inicio alquiler:", "Fin alquiler:", "Albarán de recogida"),
    ("Huur vanaf:", "Huur tot:", "Retourbon"),
]


@pytest.mark.parametrize(("start", "end", "title"), HIRE)
def test_an_off_hire_notes_date_is_the_hires_end(start: str, end: str, title: str) -> None:
    page = words(
        LETTERHEAD, (100, 80, title), (150, 80, "No.: OH-40871"),
        (200, 80, f"{start} 14.03.2026"), (240, 80, f"{end} 17.03.2026"),
    )  # fmt: skip
    assert find(page).result["delivery_date"] == "2026-03-17"


@pytest.mark.parametrize(("start", "end", "title"), HIRE)
def test_a_hire_delivery_notes_date_is_the_hires_start(start: str, end: str, title: str) -> None:
    del title
    page = words(
        LETTERHEAD, (100, 80, "Hire Delivery Note"), (150, 80, "No.: HD-40871"),
        (200, 80, f"{start} 14.03.2026"), (240, 80, f"{end} 17.03.2026"),
    )  # fmt: skip
    assert find(page).result["delivery_date"] == "2026-03-14"
    # the label over its value, a cell of its own
    stacked = words(
        LETTERHEAD, (100, 80, "Hire Delivery Note"), (150, 80, "No.: HD-40871"),
        (200, 80, start), (224, 80, "14.03.2026"),
    )  # fmt: skip
    assert find(stacked).result["delivery_date"] == "2026-03-14"


def test_a_hire_date_gives_way_to_the_notes_own_date() -> None:
    page = words(
        LETTERHEAD, (100, 80, "Off-Hire Collection Note"), (150, 80, "Date: 19.03.2026"),
        (200, 80, "On hire: 14.03.2026"), (240, 80, "Off hire: 17.03.2026"),
    )  # fmt: skip
    assert find(page).result["delivery_date"] == "2026-03-19"


def test_an_off_hire_notes_collection_comes_before_its_start() -> None:
    page = words(
        LETTERHEAD, (100, 80, "Off-Hire Collection Note"),
        (200, 80, "On hire: 14.03.2026"), (240, 80, "Off hire: ____"),
        (300, 80, "Collected 17.03.2026 14:20"),
    )  # fmt: skip
    assert find(page).result["delivery_date"] == "2026-03-17"


# --- one label in several languages ---------------------------------------------------------


@pytest.mark.parametrize(
    ("number", "date", "order"),
    [
        ("Nr. / N°:", "Datum / Date:", "Bestelling / Commande:"),
        ("N° / Nr.:", "Date / Datum:", "Commande / Bestellung:"),
        ("N. / Nr. / N°:", "Data / Datum / Date:", "Ordine / Bestellung / Commande:"),
        ("Nº / No.:", "Fecha / Date:", "Pedido / Order:"),
        ("Leveringsbon nr. / Bon de livraison n°:", "Datum / Date:", "Bestelling / Commande:"),
    ],
)
def test_one_label_in_several_languages_labels_its_value(
    number: str, date: str, order: str
) -> None:
    page = words(
        (60, 80, "Hollbrook Granulats SRL"), (100, 80, "Leveringsbon / Bon de livraison"),
        (150, 80, f"{number} KP-552081"), (190, 80, f"{date} 14-05-2026"),
        (230, 80, f"{order} PO-77120"), ocr=True,
    )  # fmt: skip
    result = find(page).result
    assert result["document_number"] == "KP-552081"
    assert result["delivery_date_raw"] == "14-05-2026"
    assert result["po_number"] == "PO-77120"


def test_a_stroke_read_as_a_one_still_joins_the_labels() -> None:
    page = words((60, 80, "Hollbrook Granulats SRL"), (150, 80, "Nr. 1 N°: KP552081"),
                 (190, 80, "Klantnummer / N° client: ACC7074"), ocr=True)  # fmt: skip
    assert find(page).result["document_number"] == "KP552081"


@pytest.mark.parametrize("code", ["WTN-2026-96720", "LS-552081", "DN-2026-1147"])
def test_a_code_after_a_number_word_is_the_values(code: str) -> None:
    page = words((60, 80, "Sandwijk Afvalservice B.V."), (60, 760, f"Nr.: {code}"),
                 (100, 760, "Datum: 17-08-2026"))  # fmt: skip
    assert find(page).result["document_number"] == code


def test_a_label_in_two_languages_over_its_value() -> None:
    page = words(
        (60, 80, "Hollbrook Granulats SRL"), (100, 80, "Bon de livraison"),
        (150, 80, "N° / Nr."), (150, 400, "Date / Datum"),
        (175, 80, "KP-552081"), (175, 400, "14-05-2026"),
    )  # fmt: skip
    result = find(page).result
    assert result["document_number"] == "KP-552081"
    assert result["delivery_date_raw"] == "14-05-2026"


# --- a number in the title with no label ----------------------------------------------------


@pytest.mark.parametrize(
    "title",
    [
        "Betonlieferschein 1021877",
        "DELIVERY TICKET 004512",
        "Bon de livraison 88231",
        "Bon de livraison béton 1254125",
        "Bolla calcestruzzo D824870",
        "Albarán de hormigón 7730415",
        "Betonbon D473161",
        "Tankschein-Nr. LS916552",
    ],
)
def test_a_number_in_the_title_numbers_the_note(title: str) -> None:
    page = words(
        LETTERHEAD, (120, 80, title), (170, 80, "Date: 03.03.2026"),
        (210, 80, "Hire Contract: 185617"),
    )  # fmt: skip
    assert find(page).result["document_number"] == title.split()[-1]


def test_a_number_alone_under_its_title_numbers_a_pre_numbered_pad() -> None:
    page = words(
        (40, 80, "Tarnwick Containers S.L."), (40, 800, "Albarán de contenedor"),
        (80, 80, "Autorización transportista REC/3318/2026"), (80, 800, "830242"),
        (180, 80, "Fecha: 23/02/2026"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "830242"


@pytest.mark.parametrize(
    "title",
    [
        "Lieferschein 12.03.2026",  # a date
        "Bolla calcestruzzo 75001 Roma",  # a postcode and its town
        "Betonlieferschein 12500 kg",  # a quantity
        "Delivery note 2/3",  # too short to be a note's number
    ],
)
def test_a_title_does_not_number_the_note_with_what_is_no_number(title: str) -> None:
    page = words(LETTERHEAD, (120, 80, title))
    assert find(page).result.get("document_number") is None


def test_a_labelled_note_number_beats_the_titles() -> None:
    page = words(LETTERHEAD, (120, 80, "Betonlieferschein 1021877"),
                 (170, 80, "Lieferschein-Nr.: LS-30412"))  # fmt: skip
    assert find(page).result["document_number"] == "LS-30412"


# --- a ticket's short word ------------------------------------------------------------------


@pytest.mark.parametrize("label", ["TKT", "Tkt No", "Ticket:", "Bon", "Beleg"])
def test_a_tickets_short_word_labels_its_number(label: str) -> None:
    page = words(
        (40, 80, "*** METER TICKET ***"), (90, 80, f"{label} 655824"),
        (130, 80, "DATE 30/03/2026"), (180, 80, "PRODUCT ADBLUE"),
    )  # fmt: skip
    assert find(page).result["document_number"] == "655824"


def test_a_loads_count_after_ticket_is_no_number() -> None:
    page = words(LETTERHEAD, (120, 80, "Vehicle DX24 KLM"), (120, 600, "Ticket: 727"))
    assert find(page).result.get("document_number") is None


# --- what never names the supplier ----------------------------------------------------------

MAIL = [
    ("From: J. Brill <j.brill@buildco.example>", "Sent: 26 March 2026 16:34",
     "To: accounts@buildco.example", "Subject: FW: Delivery note"),
    ("Von: J. Brill <j.brill@buildco.example>", "Gesendet: 26. März 2026 16:34",
     "An: accounts@buildco.example", "Betreff: WG: Lieferschein"),
    ("De : J. Brill <j.brill@buildco.example>", "Envoyé : 26 mars 2026 16:34",
     "À : accounts@buildco.example", "Objet : TR: Bon de livraison"),
    ("Da: J. Brill <j.brill@buildco.example>", "Inviato: 26 marzo 2026 16:34",
     "A: accounts@buildco.example", "Oggetto: I: Documento di trasporto"),
    ("De: J. Brill <j.brill@buildco.example>", "Enviado: 26 de marzo de 2026 16:34",
     "Para: accounts@buildco.example", "Asunto: RV: Albarán"),
    ("Van: J. Brill <j.brill@buildco.example>", "Verzonden: 26 maart 2026 16:34",
     "Aan: accounts@buildco.example", "Onderwerp: FW: Pakbon"),
]  # fmt: skip


@pytest.mark.parametrize("header", MAIL)
def test_a_forwarded_mails_header_never_names_the_supplier(header: tuple[str, ...]) -> None:
    page = words(
        *((40 + 30 * k, 80, line) for k, line in enumerate(header)),
        (170, 80, "Please see the note attached."),
        (210, 80, "-----------------------------------------"),
        (260, 80, "Quenby Noleggi S.r.1."), (300, 80, "DDT n. DN111488"),
    )  # fmt: skip
    assert find(page).result.get("supplier_name") == "Quenby Noleggi S.r.1."


def test_an_items_tables_rows_never_name_the_supplier() -> None:
    page = words(
        (60, 80, "LEVERINGSBON"), (140, 80, "Klant: Bouwbedrijf Tarnhout B.V."),
        (280, 80, "Aantal"), (280, 300, "Omschrijving"),
        (310, 80, "14"), (310, 300, "Towable Generator"), (343, 80, "20"),
        (343, 300, "Site Lighting Tower"),
        (1700, 80, "Fenmarsh Verhuur B.V. · Statutair gevestigd: Zandwijk"),
    )  # fmt: skip
    assert find(page).result["supplier_name"] == "Fenmarsh Verhuur B.V."
    heads = words(
        (60, 80, "LIEFERSCHEIN"), (140, 80, "Kunde: Bauunternehmung Tarnholz GmbH"),
        (280, 80, "Menge"), (280, 300, "Bezeichnung"), (310, 80, "14"),
        (310, 300, "Rüttelplatte 400kg"),
        (1700, 80, "Vosselaar Baumaschinen GmbH · Sitz der Gesellschaft: Obernfeld"),
    )  # fmt: skip
    assert find(heads).result["supplier_name"] == "Vosselaar Baumaschinen GmbH"
    rows = words(
        (50, 80, "ALBARÁN DE ENTREGA"), (128, 80, "Cliente: Construcciones Tarnal S.A."),
        (266, 80, "Cant."), (266, 300, "Descripción"),
        (300, 80, "18"), (300, 300, "Towable Generator 20kVA"),
        (334, 80, "32"), (334, 300, "Towable Generator 20kVA"),
        (1692, 80, "Maquinaria Tarnwell S.A. · Villaverde del Río"), ocr=True,
    )  # fmt: skip
    assert find(rows).result["supplier_name"] == "Maquinaria Tarnwell S.A."


def test_a_title_alone_or_after_the_name_is_no_name() -> None:
    page = words((40, 80, "*** METER TICKET ***"), (90, 80, "TKT 655824"),
                 (600, 80, "BELCASTRA FUELS LIMITED"))  # fmt: skip
    assert find(page).result["supplier_name"] == "BELCASTRA FUELS LIMITED"
    glued = words((40, 80, "Ostergas Technik GmbH & Co. KG Flaschenlieferschein"))
    assert find(glued).result["supplier_name"] == "Ostergas Technik GmbH & Co. KG"


def test_a_firm_under_the_customers_block_is_no_customer() -> None:
    page = words(
        (30, 40, "DELIVERY TICKET"), (85, 40, "TKT 655824"), (130, 40, "DATE 30/03/2026"),
        (520, 40, "PO No.: PO811749"), (574, 40, "Customer Tarnal Construction Ltd"),
        (662, 40, "BELCASTRA FUELS LIMITED"), (698, 40, "Depot Ashby Vale"), ocr=True, size=28,
    )  # fmt: skip
    assert find(page).result["supplier_name"] == "BELCASTRA FUELS LIMITED"


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("Tarnholt Online GmbHIndustriestr. 25 · 80331 Lindau", "Tarnholt Online GmbH"),
        ("Quenby Outils SARLRue des Forges 12", "Quenby Outils SARL"),
        ("Wexmoor Fixings Ltd.Harbour Road 7", "Wexmoor Fixings Ltd."),
    ],
)
def test_a_legal_form_glued_to_its_street_ends_the_name(line: str, name: str) -> None:
    page = words((60, 80, line), (120, 80, "Lieferschein Nr. 4471-22"), ocr=True)
    assert find(page).result["supplier_name"] == name
