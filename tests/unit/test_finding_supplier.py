"""Supplier: host data first (tax id, name / alias, domain), else the letterhead, never the
customer block, a title, a label, a date or an address; a doubled letterhead read once.

Every name, number and domain here is invented (no test copies a real document)."""

from __future__ import annotations

import pytest

from dn_pipeline.finding import HostData, HostPurchaseOrder, HostSupplier, find_fields
from dn_pipeline.readers.base import Word
from tests.unit.finding_words import find, words

HOST = HostData(
    suppliers=(
        HostSupplier(id="s1", name="Kessler Datentechnik GmbH", tax_id="DE 274193658"),
        HostSupplier(id="s2", name="Blauhaus B.V.", aliases=("Blauhaus",)),
        HostSupplier(id="s3", name="Harbour Civil Constructions Pty Ltd"),
        HostSupplier(id="s4", name="Ferrowerk Stahlhandel GmbH"),
    ),
    purchase_orders=(
        HostPurchaseOrder(id="po1", number="PO-44512", supplier="s1"),
        HostPurchaseOrder(id="po2", number="B483920571", supplier="s2"),
    ),
)


def test_a_host_supplier_is_found_by_its_tax_id_anywhere_on_the_page() -> None:
    page = words((100, 80, "LOGO"), (2000, 80, "USt-IdNr. DE274193658 Registergericht Fürth"))
    finding = find(page, HOST)
    assert finding.result["supplier_name"] == "Kessler Datentechnik GmbH"
    assert finding.evidence["supplier_name"].host_id == "s1"
    assert finding.evidence["supplier_name"].rule == "host_tax_id"


def test_a_host_supplier_is_found_by_a_fuzzy_name_or_its_web_domain() -> None:
    by_name = find(words((100, 80, "B1auhaus BV"), (400, 80, "Factuurnummer: 770412863")), HOST)
    assert by_name.evidence["supplier_name"].host_id == "s2"
    by_domain = find(words((1800, 80, "Vragen? www.blauhaus.nl/klantenservice")), HOST)
    assert by_domain.evidence["supplier_name"].host_id == "s2"


def test_the_customer_block_is_never_the_supplier_even_when_the_customer_is_in_host_data() -> None:
    page = words(
        (80, 80, "Southern Cross Concrete Pty Ltd"),
        (300, 80, "Deliver to:"),
        (330, 80, "Harbour Civil Constructions Pty Ltd"),
        (360, 80, "61 Church Street, Parramatta NSW 2150"),
    )
    assert find(page).result["supplier_name"] == "Southern Cross Concrete Pty Ltd"
    hosted = find(page, HOST)
    assert hosted.evidence["supplier_name"].host_id != "s3"


def test_a_host_po_is_found_anywhere_with_ocr_confusions_and_separators() -> None:
    page = words((100, 80, "Kessler Datentechnik GmbH"), (900, 900, "ref P0 44S12 thank you"))
    finding = find(page, HOST)
    assert finding.result["po_number"] == "PO-44512"
    assert finding.evidence["po_number"].host_id == "po1"
    assert finding.evidence["po_number"].rule == "host_po"


def test_a_host_po_inside_a_longer_code_is_not_a_match() -> None:
    page = words((100, 80, "Blauhaus B.V."), (900, 80, "EAN B4839205710123"))
    assert "po_number" not in find(page, HOST).result


def test_the_letterhead_is_the_large_top_text_with_a_company_suffix_not_a_title() -> None:
    page = words(
        (60, 900, "Factuur"),
        (110, 80, "Bouwmaterialen Jansen B.V."),
        (200, 80, "Reference: 445"),
        (230, 80, "Datum: 17 oktober 2016"),
    )
    finding = find(page)
    assert finding.result["supplier_name"] == "Bouwmaterialen Jansen B.V."


@pytest.mark.parametrize("logo", ["⑤Brixa", "Brixa®", "©Brixa™"])
def test_a_logo_graphic_or_trade_mark_read_as_a_character_is_no_part_of_the_name(
    logo: str,
) -> None:
    page = words((40, 80, logo), size=60, ocr=True) + words(
        (200, 80, "Invoice number 4471"),
        (300, 900, "Bakkerij Jansen B.V."),
        (330, 900, "Dorpsstraat 4"),
    )
    assert find(page).result["supplier_name"] == "Brixa"


@pytest.mark.parametrize("notice", ["© 2025", "(c) 2019-2025", "Copyright ©", "©"])
def test_a_copyright_notice_names_the_company_after_it(notice: str) -> None:
    page = words((60, 80, "Invoice number 4471"), (2000, 80, f"{notice} Brixa Bouw B.V."))
    assert find(page).result["supplier_name"] == "Brixa Bouw B.V."


def test_a_sender_line_over_the_address_window_names_the_supplier() -> None:
    page = words(
        (335, 154, "Nordwind Hosting AG - Auenweg 17-19 - D-61234 Birkenau"),
        (485, 154, "Lumora Labs Ltd."),
        (514, 154, "27C Tai Wan Road"),
    )
    finding = find(page)
    assert finding.result["supplier_name"] == "Nordwind Hosting AG"
    assert finding.evidence["supplier_name"].rule == "sender_line"


def test_a_letterhead_the_text_layer_holds_twice_is_read_once() -> None:
    page = words((80, 80, "Lot Lot Sommer Sommer GmbH GmbH"), (400, 80, "Invoice # RE-311"))
    assert find(page).result["supplier_name"] == "Lot Sommer GmbH"


def test_a_sold_by_label_names_the_supplier_and_suffixes_of_other_countries_count() -> None:
    page = words((40, 500, "Retail Invoice"), (130, 13, "Sold By : KP Trade Links Pvt. Ltd.,"))
    assert find(page).result["supplier_name"] == "KP Trade Links Pvt. Ltd."
    receipt = words((100, 60, "TEKLUN HARDWARE SDN BHD"), (140, 60, "271934-K"))
    assert find(receipt).result["supplier_name"] == "TEKLUN HARDWARE SDN BHD"


def test_the_issuer_of_a_legal_line_beats_a_recipient_in_the_address_window() -> None:
    page = words(
        (360, 713, "Morel Camille"),
        (385, 713, "12 RUE des Tilleuls"),
        (410, 713, "38200 VIENNE"),
        (1837, 107, "Lumen SAS au capital de 2.180.400 Euros - RCS Lyon"),
    )
    finding = find(page)
    assert finding.result["supplier_name"] == "Lumen SAS"
    assert finding.evidence["supplier_name"].rule == "legal_line"


def test_a_person_addressed_by_title_is_never_the_supplier() -> None:
    page = words((160, 66, "Dhr. J van Oosterhout"), (184, 66, "Lindenlaan 212"))
    assert "supplier_name" not in find(page).result


def test_codes_after_the_legal_form_and_a_name_broken_after_an_ampersand() -> None:
    codes = words((240, 48, "QUEEN'S BAKERY S/B 918273-X (QBS)"), size=40)
    assert find(codes).result["supplier_name"] == "QUEEN'S BAKERY S/B"
    broken = words((40, 140, "GOLDEN ANCHOR TOOLS &"), (83, 260, "PLUMBING"), size=40)
    assert find(broken).result["supplier_name"] == "GOLDEN ANCHOR TOOLS & PLUMBING"


def test_a_name_that_looks_like_a_label_word_is_still_a_name() -> None:
    page = words((100, 80, "Redgum Formwork Supplies Pty Ltd"), (160, 80, "Baustoffe Keller GmbH"))
    assert find(page).result["supplier_name"] == "Redgum Formwork Supplies Pty Ltd"


def test_an_address_line_over_a_registration_line_in_the_letterhead_is_not_the_issuer() -> None:
    page = words(
        (41, 142, "GOLDEN ANCHOR TOOLS"),
        (196, 170, "47300 TAMAN MEGAH INDAH,"),
        (233, 269, "PERAK."),
        (274, 147, "Company Reg No. :KT0482917x-P"),
        size=42,
    )
    assert find(page).result["supplier_name"] == "GOLDEN ANCHOR TOOLS"


def test_a_web_domain_backs_a_name_it_starts_with_not_one_it_merely_contains() -> None:
    page = words(
        (256, 753, "Rooms"),
        (1080, 139, "Veltara Stays Pvt. Ltd."),
        (1622, 587, "contactus@nuvorooms.com"),
    )
    assert find(page).result["supplier_name"] == "Veltara Stays Pvt. Ltd."


def test_a_customer_block_merged_into_the_letterhead_line_is_cut_off() -> None:
    letterhead = words((134, 80, "Ironbark Steel & Mesh Pty Ltd"), size=36)
    merged = words((132, 700, "Harbour Customer Civil Constructions Pty Ltd"), size=43, ocr=True)
    finding = find(letterhead + merged + words((300, 80, "7 Foundry Street, Smithfield")))
    assert finding.result["supplier_name"] == "Ironbark Steel & Mesh Pty Ltd"


def test_a_host_po_found_anywhere_beats_a_labelled_value_that_is_not_one() -> None:
    page = words(
        (100, 80, "Blauhaus B.V."),
        (400, 80, "Your ref: ZZ-991"),
        (900, 80, "Bestelling B483920571 geleverd"),
    )
    finding = find(page, HOST)
    assert finding.result["po_number"] == "B483920571"
    assert finding.evidence["po_number"].host_id == "po2"
    assert find(page).result["po_number"] == "ZZ-991"  # no host data: the label decides


def test_a_web_domain_spelling_the_first_words_of_a_host_name_finds_the_supplier() -> None:
    page = words((100, 80, "LOGO"), (2000, 80, "Fragen? service@ferrowerk.de"))
    finding = find(page, HOST)
    assert finding.evidence["supplier_name"].host_id == "s4"
    assert finding.evidence["supplier_name"].rule == "host_domain"


def test_a_web_domain_backs_a_letterhead_through_a_service_subdomain() -> None:
    page = words(
        (90, 80, "Nordlicht Logistik GmbH"),
        (100, 900, "Ferrowerk Stahlhandel GmbH"),
        (2000, 80, "Bestellungen: auftrag@shop.ferrowerk.de"),
    )
    assert find(page).result["supplier_name"] == "Ferrowerk Stahlhandel GmbH"


def test_a_small_customer_label_beside_a_large_letterhead_on_one_ocr_line_starts_its_block() -> (
    None
):
    # One OCR pass over fixtures/reader_set/11-photo-D.jpg with detection at 1024 px: the
    # small "Customer" box sits under one letterhead height right of the letterhead's box.
    rows = [  # (y0, x0, x1, y1, text)
        (177, 119, 635, 221, "Redgum Formwork Supplies Pty Ltd"),
        (176, 657, 746, 201, "Customer"),
        (199, 654, 932, 227, "Harbour Civil Constructions Pty Ltd"),
        (217, 121, 415, 245, "5 Timber Lane, Wetherill Park NSW 2164"),
        (227, 654, 946, 253, "61 Church Street, Parramatta NSW 2"),
        (240, 121, 281, 267, "ABN: 84 503 117 260"),
        (318, 122, 274, 347, "Delivery Note"),
        (371, 124, 318, 396, "DN No. LS-2026-4444"),
        (368, 338, 540, 393, "Delivered: 17 Jun 2026"),
        (401, 122, 330, 426, "PO Number: HC908595"),
        (473, 122, 177, 500, "Code"),
        (473, 268, 370, 498, "Description"),
        (470, 721, 762, 498, "Qty"),
        (467, 841, 887, 495, "Unit"),
        (511, 122, 189, 538, "DGB20"),
        (511, 268, 418, 536, "Road base DGB20"),
        (507, 720, 766, 535, "28.5"),
        (513, 842, 855, 530, "t"),
        (543, 122, 190, 570, "AGG10"),
        (543, 268, 408, 568, "Blue metal 10mm"),
    ]
    page = [Word(t=t, x0=x0, y0=y0, x1=x1, y1=y1) for y0, x0, x1, y1, t in rows]
    finding = find_fields(page, page_width=1106, page_height=1500)
    assert finding.result["supplier_name"] == "Redgum Formwork Supplies Pty Ltd"


@pytest.mark.parametrize("reverse", [False, True])
def test_of_two_host_companies_with_one_name_the_printed_legal_form_decides(
    reverse: bool,
) -> None:
    # Sister companies in two countries: the same name, another legal form, no tax id printed.
    suppliers = [
        HostSupplier(id="au", name="Kestrel Paving Pty Ltd"),
        HostSupplier(id="fr", name="Kestrel Paving EURL"),
        HostSupplier(id="it", name="Kestrel Paving S.n.c."),
    ]
    host = HostData(suppliers=tuple(reversed(suppliers) if reverse else suppliers))
    page = words(
        (80, 1000, "Kestrel Paving EURL"),
        (230, 90, "Kestrel Paving EURL - 12 rue des Lilas - 69001 Lyon"),
        (420, 90, "BON DE LIVRAISON"),
    )
    finding = find(page, host)
    assert finding.evidence["supplier_name"].host_id == "fr"
    assert finding.result["supplier_name"] == "Kestrel Paving EURL"


def test_a_name_over_an_attention_line_is_the_recipient_not_the_supplier() -> None:
    # No label on the recipient block, the supplier only in the small print of the footer:
    # the "Attn:" line under the top name says whose name it is.
    page = words(
        (290, 88, "Résidence Les Peupliers SAS"),
        (317, 88, "Attn: K. Vermeer"),
        (344, 88, "12 rue des Lilas"),
        (369, 88, "31200 Toulouse"),
    ) + words(
        (620, 88, "Ligne Réf. Désignation Qté"),
        (653, 88, "1 A490513 Ramette papier 2 u"),
        (683, 88, "2 A777141 Vis à bois 5x60 25 u"),
        (700, 88, "Chantier Résidence Les Peupliers"),
        (1574, 250, "Matériaux Ferrand SAS · ZA des Pins · 31200 Toulouse · RCS B 809 349 576"),
        size=13,
    )  # fmt: skip
    assert find(page).result["supplier_name"] == "Matériaux Ferrand SAS"


def test_a_letterhead_name_stops_at_the_separator_before_its_town() -> None:
    page = words(
        (
            70,
            400,
            "Halcyon Timber Supplies Pte Ltd · Singapore 628134",
        ),
        size=34,
    )
    assert find(page).result["supplier_name"] == "Halcyon Timber Supplies Pte Ltd"


def test_an_item_line_or_a_terms_line_is_never_the_supplier() -> None:
    page = words(
        (300, 100, "Cement 32,5R bag 25 kg"),
        (340, 100, "Goods remain our property"),
        (360, 100, "until paid in full."),
        (1570, 250, "Brackenridge Building Supplies Ltd · 4 Mill Lane · Leeds LS1 4AB"),
    )  # fmt: skip
    assert find(page).result["supplier_name"] == "Brackenridge Building Supplies Ltd"


def test_in_a_shipper_consignee_carrier_row_the_shipper_is_the_supplier() -> None:
    # The column headed "Absender" / "Remitente" / "Shipper" is the sender's, even with an
    # attention line under its name; the consignee and the carrier are never the supplier.
    page = words(
        (60, 900, "Lieferschein"),
        (150, 60, "Absender"), (150, 440, "Warenempfänger"), (150, 820, "Spedition"),
        (170, 60, "Kessler Baustoffe GmbH"), (170, 440, "Nordhaus Handel AG"),
        (170, 820, "Trappe Logistik GmbH"),
        (190, 60, "Attn: Stores"), (190, 440, "Gewerbepark 12"), (190, 820, "Am Hafen 3"),
        (210, 60, "Industriestr. 8"), (210, 440, "49074 Osnabrück"), (210, 820, "8010 Graz"),
        size=14,
    )  # fmt: skip
    assert find(page).result["supplier_name"] == "Kessler Baustoffe GmbH"


def test_a_carrier_line_is_never_the_supplier_but_a_name_starting_with_transport_is() -> None:
    page = words(
        (50, 900, "BRANTOR"),
        (300, 80, "Deliver to"), (330, 80, "Velmar Stores Ltd"),
        (450, 50, "Transport: Corbyn Hardware Ltd"),
        (1600, 400, "Thank you for your business"),
        size=16,
    )  # fmt: skip
    assert find(page).result["supplier_name"] == "BRANTOR"
    named = words((50, 80, "Transport & Logistik Heller GmbH"), (300, 80, "Lieferschein Nr. 4711"))
    assert find(named).result["supplier_name"] == "Transport & Logistik Heller GmbH"


@pytest.mark.parametrize("label", ["Anlieferung an", "Entregar en", "Bezorgadres"])
def test_more_deliver_to_labels_start_the_customer_block(label: str) -> None:
    from dn_pipeline.finding.layout import group_lines, segments, tokens_of
    from dn_pipeline.finding.supplier import customer_zone

    page = words(
        (60, 900, "BRANTOR"),
        (250, 80, label), (275, 80, "Velmar Suministros S.L."), (300, 80, "C/ Mayor 12"),
        size=14,
    )  # fmt: skip
    segs = segments(group_lines(tokens_of(page)))
    zone = {segs[i].text for i in customer_zone(segs)}
    assert "Velmar Suministros S.L." in zone and "BRANTOR" not in zone
