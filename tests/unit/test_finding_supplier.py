"""Supplier: host data first (tax id, name / alias, domain), else the letterhead, never the
customer block, a title, a label, a date or an address; a doubled letterhead read once."""

from __future__ import annotations

from dn_pipeline.finding import HostData, HostPurchaseOrder, HostSupplier
from tests.unit.finding_words import find, words

HOST = HostData(
    suppliers=(
        HostSupplier(id="s1", name="Hetzner Online GmbH", tax_id="DE 812871812"),
        HostSupplier(id="s2", name="Coolblue B.V.", aliases=("Coolblue",)),
        HostSupplier(id="s3", name="Harbour Civil Constructions Pty Ltd"),
    ),
    purchase_orders=(
        HostPurchaseOrder(id="po1", number="PO-44512", supplier="s1"),
        HostPurchaseOrder(id="po2", number="B123456789", supplier="s2"),
    ),
)


def test_a_host_supplier_is_found_by_its_tax_id_anywhere_on_the_page() -> None:
    page = words((100, 80, "LOGO"), (2000, 80, "USt-IdNr. DE812871812 Registergericht Ansbach"))
    finding = find(page, HOST)
    assert finding.result["supplier_name"] == "Hetzner Online GmbH"
    assert finding.evidence["supplier_name"].host_id == "s1"
    assert finding.evidence["supplier_name"].rule == "host_tax_id"


def test_a_host_supplier_is_found_by_a_fuzzy_name_or_its_web_domain() -> None:
    by_name = find(words((100, 80, "C00lblue BV"), (400, 80, "Factuurnummer: 993548900")), HOST)
    assert by_name.evidence["supplier_name"].host_id == "s2"
    by_domain = find(words((1800, 80, "Vragen? www.coolblue.nl/klantenservice")), HOST)
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
    page = words((100, 80, "Hetzner Online GmbH"), (900, 900, "ref P0 44S12 thank you"))
    finding = find(page, HOST)
    assert finding.result["po_number"] == "PO-44512"
    assert finding.evidence["po_number"].host_id == "po1"
    assert finding.evidence["po_number"].rule == "host_po"


def test_a_host_po_inside_a_longer_code_is_not_a_match() -> None:
    page = words((100, 80, "Coolblue B.V."), (900, 80, "EAN B1234567890123"))
    assert "po_number" not in find(page, HOST).result


def test_the_letterhead_is_the_large_top_text_with_a_company_suffix_not_a_title() -> None:
    page = words(
        (60, 900, "Factuur"),
        (110, 80, "Bouwmaterialen Jansen B.V."),
        (200, 80, "Reference: 445"),
        (230, 80, "Datum: 29 oktober 2015"),
    )
    finding = find(page)
    assert finding.result["supplier_name"] == "Bouwmaterialen Jansen B.V."


def test_a_sender_line_over_the_address_window_names_the_supplier() -> None:
    page = words(
        (335, 154, "QualityHosting AG - Uferweg 40-42 - D-63571 Gelnhausen"),
        (485, 154, "iViveLabs Ltd."),
        (514, 154, "93B Sai Yu Chung"),
    )
    finding = find(page)
    assert finding.result["supplier_name"] == "QualityHosting AG"
    assert finding.evidence["supplier_name"].rule == "sender_line"


def test_a_letterhead_the_text_layer_holds_twice_is_read_once() -> None:
    page = words((80, 80, "Bei Bei Spiel Spiel GmbH GmbH"), (400, 80, "Invoice # RE-508"))
    assert find(page).result["supplier_name"] == "Bei Spiel GmbH"


def test_a_sold_by_label_names_the_supplier_and_suffixes_of_other_countries_count() -> None:
    page = words((40, 500, "Retail Invoice"), (130, 13, "Sold By : WS Retail Services Pvt. Ltd.,"))
    assert find(page).result["supplier_name"] == "WS Retail Services Pvt. Ltd."
    receipt = words((100, 60, "WAHIN HARDWARE SDN BHD"), (140, 60, "148481-U"))
    assert find(receipt).result["supplier_name"] == "WAHIN HARDWARE SDN BHD"


def test_the_issuer_of_a_legal_line_beats_a_recipient_in_the_address_window() -> None:
    page = words(
        (360, 713, "de Lattre Alexis"),
        (385, 713, "35 RUE du logiciel libre"),
        (410, 713, "69100 VILLEURBANNE"),
        (1837, 107, "Free SAS au capital de 3.441.812 Euros - RCS Paris"),
    )
    finding = find(page)
    assert finding.result["supplier_name"] == "Free SAS"
    assert finding.evidence["supplier_name"].rule == "legal_line"


def test_a_person_addressed_by_title_is_never_the_supplier() -> None:
    page = words((160, 66, "Dhr. M el Mathari"), (184, 66, "Kapittelweg 409"))
    assert "supplier_name" not in find(page).result


def test_codes_after_the_legal_form_and_a_name_broken_after_an_ampersand() -> None:
    codes = words((240, 48, "KING'S CONFECTIONERY S/B 273500-U (KSB)"), size=40)
    assert find(codes).result["supplier_name"] == "KING'S CONFECTIONERY S/B"
    broken = words((40, 140, "HOME MASTER HARDWARE &"), (83, 260, "ELECTRICAL"), size=40)
    assert find(broken).result["supplier_name"] == "HOME MASTER HARDWARE & ELECTRICAL"


def test_a_name_that_looks_like_a_label_word_is_still_a_name() -> None:
    page = words((100, 80, "Redgum Formwork Supplies Pty Ltd"), (160, 80, "Baustoffe Keller GmbH"))
    assert find(page).result["supplier_name"] == "Redgum Formwork Supplies Pty Ltd"


def test_an_address_line_over_a_registration_line_in_the_letterhead_is_not_the_issuer() -> None:
    page = words(
        (41, 142, "HOME MASTER HARDWARE"),
        (196, 170, "40170 BANDAR SETIA ALAM,"),
        (233, 269, "SELANGOR."),
        (274, 147, "Company Reg No. :SA0371155t-P"),
        size=42,
    )
    assert find(page).result["supplier_name"] == "HOME MASTER HARDWARE"


def test_a_web_domain_backs_a_name_it_starts_with_not_one_it_merely_contains() -> None:
    page = words(
        (256, 753, "Rooms"),
        (1080, 139, "Oravel Stays Pvt. Ltd."),
        (1622, 587, "contactus@oyorooms.com"),
    )
    assert find(page).result["supplier_name"] == "Oravel Stays Pvt. Ltd."


def test_a_customer_block_merged_into_the_letterhead_line_is_cut_off() -> None:
    letterhead = words((134, 80, "Ironbark Steel & Mesh Pty Ltd"), size=36)
    merged = words((132, 700, "Harbour Customer Civil Constructions Pty Ltd"), size=43, ocr=True)
    finding = find(letterhead + merged + words((300, 80, "7 Foundry Street, Smithfield")))
    assert finding.result["supplier_name"] == "Ironbark Steel & Mesh Pty Ltd"


def test_a_host_po_found_anywhere_beats_a_labelled_value_that_is_not_one() -> None:
    page = words(
        (100, 80, "Coolblue B.V."),
        (400, 80, "Your ref: ZZ-991"),
        (900, 80, "Bestelling B123456789 geleverd"),
    )
    finding = find(page, HOST)
    assert finding.result["po_number"] == "B123456789"
    assert finding.evidence["po_number"].host_id == "po2"
    assert find(page).result["po_number"] == "ZZ-991"  # no host data: the label decides
