"""Document type in six languages, spaced-out titles; page markers and continuation."""

from __future__ import annotations

import pytest

from tests.unit.finding_words import find, words


@pytest.mark.parametrize(
    ("title", "kind"),
    [
        ("DELIVERY DOCKET", "delivery_note"),
        ("Packing Slip", "delivery_note"),
        ("Despatch Note", "delivery_note"),
        ("Goods Received Note", "delivery_note"),
        ("Consignment Note", "delivery_note"),
        ("Bill of Lading", "delivery_note"),
        ("Lieferschein", "delivery_note"),
        ("Bon de livraison", "delivery_note"),
        ("Documento di trasporto", "delivery_note"),
        ("DDT", "delivery_note"),
        ("Albarán", "delivery_note"),
        ("Pakbon", "delivery_note"),
        ("Afleverbon", "delivery_note"),
        ("Facture", "invoice"),
        ("Kopie factuur", "invoice"),
        ("W A R E N R E C H N U N G", "invoice"),
        ("T A X INVOICE", "invoice"),
        ("Fattura", "invoice"),
        ("Quotation", "other"),
    ],
)
def test_the_title_decides_the_document_type(title: str, kind: str) -> None:
    page = words((60, 600, title), (300, 80, "Docket No: 5521"), size=34)
    assert find(page).result["doc_type"] == kind


@pytest.mark.parametrize(
    "title",
    ["Carta de porte", "Lettre de voiture", "Bon d'expédition", "D.D.T.", "Note d'envoi"],
)
def test_consignment_and_dispatch_note_titles_are_delivery_notes(title: str) -> None:
    # Titled so, a note that prints the invoice's number is still a delivery note.
    page = words((60, 600, title), size=34) + words((300, 80, "Facture n° F-5521"))
    assert find(page).result["doc_type"] == "delivery_note"


def test_an_invoice_that_prints_its_delivery_note_number_stays_an_invoice() -> None:
    page = words((60, 600, "RECHNUNG"), (300, 80, "Lieferschein-Nr. L-5521 Rechnungsnr. R-88"))
    finding = find(page)
    assert finding.result["doc_type"] == "invoice"
    assert finding.result["document_number"] == "R-88"


def test_a_short_word_one_letter_off_a_title_or_a_title_word_as_a_to_label_is_no_title() -> None:
    # "Recibí conforme" (received in good order) is no "Recibo"; "Factuur aan" (invoice to)
    # labels an address, as "Facturé à" does (ff-9): the note's own number label says what
    # it is.
    for line in ("Recibí conforme", "Factuur aan", "Facturé à", "Facturer a"):
        page = words((60, 600, line), size=34) + words((300, 80, "Albarán nº 4471"))
        assert find(page).result["doc_type"] == "delivery_note"


@pytest.mark.parametrize(
    "line",
    [
        "Reçu en bon état: ________",
        "Reçu par / Ontvangen door: ______",
        "Empfangen / Reçu par / Ricevuto da: ______",
        "Merce ricevuta: ______",
        "Marchandise reçue le",
        "Receipt by: ______",
        "Recibido por: ______",
        "Reçu cn bon état: ______",
        "Ricevuto conforme",
        "Recibido conforme",
    ],
)
def test_a_signature_line_that_acknowledges_the_goods_makes_no_receipt(line: str) -> None:
    # A continued page, or a note whose own title is small ("BL"): the signature line that
    # says the goods were received is the largest document word left, and no title.
    page = words((60, 80, "Page 2 of 2 (continued)")) + words((500, 80, line), size=34)
    assert find(page).result["doc_type"] == "delivery_note"


@pytest.mark.parametrize("title", ["Reçu", "RICEVUTA", "Recibo", "Receipt", "Quittung"])
def test_a_receipt_titled_as_one_is_still_no_delivery_note(title: str) -> None:
    page = words((60, 600, title), (300, 80, "Reçu par: ______"), size=34)
    assert find(page).result["doc_type"] == "invoice"


@pytest.mark.parametrize(
    ("marker", "number", "total"),
    [
        ("Page 2 of 3", 2, 3),
        ("Seite 2 von 3", 2, 3),
        ("Pagina 2 van 3", 2, 3),
        ("Page : 2 / 3", 2, 3),
    ],
)
def test_page_markers(marker: str, number: int, total: int) -> None:
    result = find(words((2000, 700, marker), (300, 80, "Widgets 4"))).result
    assert (result["page_number"], result["page_total"]) == (number, total)
    assert result["continuation"] is True  # a later page with no number of its own


@pytest.mark.parametrize(
    "line", ["Lieferschein Nr. P8/2026/9650", "Bon n° p 12/2026", "Seite 1 von 2026", "P3/14-07"]
)
def test_a_number_that_reads_like_page_n_of_m_is_no_page_marker(line: str) -> None:
    # A slashed document number ("P8/2026/9650": page 8 of 2026?) or a year for a total:
    # the note's first page would otherwise refuse its own page 2 ("page 2" after "8").
    result = find(words((300, 80, line), (2000, 700, "Widgets 4"))).result
    assert (result.get("page_number"), result.get("page_total")) == (None, None)


def test_continued_from_before_is_a_continuation_but_continued_overleaf_is_not() -> None:
    assert find(words((100, 80, "Lieferschein Fortsetzung"), (300, 80, "x 1"))).result[
        "continuation"
    ]
    overleaf = find(words((100, 80, "Docket No: 77"), (2000, 80, "Continued overleaf")))
    assert overleaf.result["continuation"] is False


@pytest.mark.parametrize("end", ["Continued overleaf", "P.T.O.", "Fortsetzung folgt", "segue"])
def test_a_page_that_says_its_note_goes_on_says_so(end: str) -> None:
    # Assembly joins the page after it (``continues``); the page itself continues nothing.
    goes_on = find(words((100, 80, "Docket No: 77"), (2000, 80, end)))
    assert (goes_on.continues, goes_on.result["continuation"]) == (True, False)
    assert find(words((100, 80, "Docket No: 77"), (2000, 80, "x 1"))).continues is False


def test_no_words_is_a_blank_page() -> None:
    assert find([]).result["doc_type"] == "blank"


@pytest.mark.parametrize(
    "marker", ["Pagina 2 di 2", "Página 2 de 2", "Seite 2 von 2 (Fortsetzung)"]
)
def test_a_page_marker_alone_in_the_letterhead_zone_names_no_supplier(marker: str) -> None:
    # ff-9: a continued page with no letterhead; its marker is no name (assembly would take
    # it for another supplier's).
    page = words((60, 80, marker), size=34) + words((300, 80, "Qty Description"))
    assert find(page).result.get("supplier_name") is None


@pytest.mark.parametrize(
    ("title", "kind"),
    [
        ("ORDERBEVESTIGING", "other"),
        ("Confirmation de commande", "other"),
        ("CONFERMA D'ORDINE", "other"),
        ("Confirmación de pedido", "other"),
        ("Bestellbestätigung", "other"),
        ("NOTA DI CREDITO", "other"),
        ("Nota de crédito", "other"),
        ("Factura de abono", "other"),
        ("Credit memo", "other"),
        ("Order Acknowledgement", "other"),
        ("Estratto conto", "other"),
        ("Extracto de cuenta", "other"),
        ("Rekeningoverzicht", "other"),
        ("Relevé de compte", "other"),
        ("PROFORMAFACTUUR", "invoice"),
        ("Pro-forma invoice", "invoice"),
        ("Fattura proforma", "invoice"),
    ],
)
def test_an_order_confirmation_a_credit_note_and_a_pro_forma_are_no_delivery_notes(
    title: str, kind: str
) -> None:
    # SPEC §10: open pages (``not_a_delivery_note``), never a candidate.
    page = words((60, 600, title), (300, 80, "Nr: 5521"), size=34)
    assert find(page).result["doc_type"] == kind


@pytest.mark.parametrize(
    "reference",
    [
        ((300, 500, "Conferma d'ordine: 8285135"),),
        ((300, 500, "Conferma d'ordine:"), (300, 1100, "8285135")),  # its value in a cell
        ((300, 500, "Order confirmation: OC-4711"),),
        ((300, 500, "Gutschrift : 5521"),),
    ],
)
def test_another_document_named_with_its_number_is_a_reference_not_the_title(
    reference: tuple[tuple[float, float, str], ...],
) -> None:
    # A delivery note that quotes the order confirmation it fills ("Conferma d'ordine:
    # 8285135") is still a delivery note, whatever size its title label is printed in.
    page = words((60, 400, "Torvistello Forniture srl"), size=34) + words(
        (200, 400, "Documento di Trasporto # A335659"),
        (300, 80, "Cod. cliente: C40064"),
        *reference,
        (330, 80, "Consegnato il: 24/04/26"),
    )
    assert find(page).result["doc_type"] == "delivery_note"
