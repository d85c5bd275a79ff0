"""Assembly of a note's next page that the reader saw otherwise than its first: a logo word
two host suppliers share (the finder's ties), the note's number spelled with OCR's letters
for digits or with a document-type prefix, the supplier's name in a short form. And what
stays apart: another number, another supplier, a number alike only far from its note.

Every name and number here is invented (no test copies a real document)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from dn_pipeline.stages.assemble import assemble
from dn_pipeline.stages.docnum import normalise_document_number, ocr_alike_numbers
from dn_pipeline.stages.resolve import SUPPLIER_AMBIGUOUS, Host, Supplier, resolve
from tests.unit.test_assembly import groups, page

PLAIN, TWIN = "s-plain", "s-twin"
FIRST = {"document_number": "A24-591212", "page_number": 1, "page_total": 2}


def test_a_next_page_whose_logo_word_two_suppliers_share_joins_its_note() -> None:
    pages = [
        page("p1", **FIRST, supplier_name="Navalmoral Eléctrica S.L.", supplier_host=PLAIN),
        page("p2", document_number="A24-591212", page_number=2, page_total=2,
             supplier_name="Navalmoral Eléctrica Distribuciones S.L.", supplier_host=TWIN,
             supplier_host_ties=[PLAIN]),
    ]  # fmt: skip
    (note,) = assemble(pages).notes
    assert note.page_ids == ("p1", "p2")
    assert (note.supplier_host, note.supplier_host_ties) == (PLAIN, ())


def test_a_next_page_of_another_host_supplier_still_starts_a_note() -> None:
    pages = [
        page("p1", **FIRST, supplier_host=PLAIN),
        page("p2", document_number="A24-591212", supplier_host=TWIN, supplier_host_ties=["s-x"]),
    ]
    assert groups(pages) == [("p1",), ("p2",)]


def test_a_later_page_names_the_one_supplier_a_first_pages_logo_word_left_open() -> None:
    pages = [
        page("p1", **FIRST, supplier_name="Navalmoral Eléctrica S.L.", supplier_host=PLAIN,
             supplier_host_ties=[TWIN]),
        page("p2", document_number="A24-591212", page_number=2, page_total=2,
             supplier_name="Navalmoral Eléctrica Distribuciones S.L.", supplier_host=TWIN),
    ]  # fmt: skip
    (note,) = assemble(pages).notes
    assert (note.supplier_host, note.supplier_host_ties) == (TWIN, ())
    assert note.supplier_name == "Navalmoral Eléctrica Distribuciones S.L."


def test_a_note_only_a_shared_logo_word_names_is_ambiguous_to_resolution() -> None:
    (note,) = assemble(
        [page("p1", **FIRST, supplier_name="X", supplier_host=PLAIN, supplier_host_ties=[TWIN])]
    ).notes
    assert note.supplier_host_ties == (TWIN,)
    host = Host(suppliers=(Supplier(id=PLAIN, name="X"), Supplier(id=TWIN, name="X Nord")))
    resolution = resolve(note, host)
    assert resolution.supplier == "" and SUPPLIER_AMBIGUOUS in resolution.reasons
    assert resolve(replace(note, supplier_host_ties=()), host).supplier == PLAIN


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("DNO2567O", "DN025670"),  # O for 0 beside digits
        ("6144/10/2025", "6144llOl202S"),  # "/" read as "l", O, S
        ("433/07/2026", "43310712026"),  # "/" read as "1"
        ("BL 80423052", "80423052"),  # a document-type prefix on one page
    ],
)
def test_the_next_page_of_the_note_may_spell_its_number_as_ocr_read_it(
    first: str, second: str
) -> None:
    assert normalise_document_number(first) != normalise_document_number(second)
    assert ocr_alike_numbers(first, second) and ocr_alike_numbers(second, first)
    pages = [
        page("p1", document_number=first, supplier_name="Trentvale Electrical Ltd"),
        page("p2", document_number=second, supplier_name="Trentvale Electrical Ltd"),
    ]
    assert groups(pages) == [("p1", "p2")]


@pytest.mark.parametrize(
    ("first", "second"), [("DN25-12637", "DN2S"), ("80423052", "80423053"), ("A1", "1")]
)
def test_another_number_is_another_note(first: str, second: str) -> None:
    assert not ocr_alike_numbers(first, second)
    pages = [
        page("p1", document_number=first, supplier_name="Trentvale Electrical Ltd"),
        page("p2", document_number=second, supplier_name="Trentvale Electrical Ltd"),
    ]
    assert groups(pages) == [("p1",), ("p2",)]


def test_a_number_alike_only_far_from_its_note_does_not_join_it() -> None:
    pages = [
        page("p1", document_number="DNO2567O", page_number=1, page_total=2),
        page("p2", document_number="DN-88", page_number=1, page_total=1),
        page("p3", document_number="DN025670", page_number=2, page_total=2),
    ]
    assert groups(pages) == [("p1",), ("p2",), ("p3",)]


def test_the_note_number_under_a_short_form_of_its_suppliers_name_joins() -> None:
    pages = [
        page("p1", document_number="8672033", supplier_name="Holzhandel Pfau GmbH"),
        page("p2", document_number="8672033", supplier_name="PFAU HOLZ"),
    ]
    assert groups(pages) == [("p1", "p2")]


def test_the_same_number_under_another_suppliers_name_is_another_note() -> None:
    pages = [
        page("p1", document_number="8672033", supplier_name="Holzhandel Pfau GmbH"),
        page("p2", document_number="8672033", supplier_name="Fliesen Obermaier KG"),
    ]
    assert groups(pages) == [("p1",), ("p2",)]


@pytest.mark.parametrize(
    ("first", "second"),
    [("DE437804741", "DF437804741"), ("FR72 592616915", "592616915")],
)
def test_a_tax_id_read_otherwise_on_the_next_page_is_no_other_supplier(
    first: str, second: str
) -> None:
    pages = [
        page("p1", document_number="72074278", page_number=1, page_total=2,
             supplier_name="Gerüstbau Lindau GmbH", supplier_tax_id=first),
        page("p2", document_number="72074278", page_number=2, page_total=2,
             supplier_name="Gerüstbau Lindau GmbH", supplier_tax_id=second),
    ]  # fmt: skip
    assert groups(pages) == [("p1", "p2")]


def test_another_tax_id_is_another_supplier() -> None:
    pages = [
        page("p1", document_number="72074278", supplier_name="Gerüstbau Lindau GmbH",
             supplier_tax_id="DE437804741"),
        page("p2", document_number="72074278", supplier_name="Gerüstbau Lindau GmbH",
             supplier_tax_id="DE437811741"),
    ]  # fmt: skip
    assert groups(pages) == [("p1",), ("p2",)]


def test_an_item_line_guessed_as_the_next_pages_supplier_under_the_notes_number() -> None:
    weak = {"confidence": {"supplier_name": 0.6}}
    pages = [
        page("p1", document_number="2973/25", supplier_name="Andamios Cantabrico S.L."),
        page("p2", document_number="2973/25", supplier_name="Husillo nivelador (5)", **weak),
    ]
    assert groups(pages) == [("p1", "p2")]
    other = [
        pages[0],
        page("p2", document_number="2974/25", supplier_name="Husillo nivelador (5)", **weak),
    ]
    assert groups(other) == [("p1",), ("p2",)]


def test_after_a_page_that_goes_on_a_short_form_of_the_name_with_a_date_joins() -> None:
    pages = [
        page("p1", document_number="7323/23", supplier_name="RIBERA", continues=True),
        page("p2", supplier_name="Almacenes Ribera", delivery_date_raw="27/10/2023"),
    ]
    assert groups(pages) == [("p1", "p2")]
    unsaid = [page("p1", document_number="7323/23", supplier_name="RIBERA"), pages[1]]
    assert groups(unsaid) == [("p1",), ("p2",)]


def test_a_name_sharing_a_word_alone_does_not_make_a_bare_page_the_notes() -> None:
    pages = [
        page("p1", document_number="7323/23", supplier_name="Almacenes Ribera S.L."),
        page("p2", supplier_name="Transportes Ribera Hermanos S.A.", items=[{"description": "x"}]),
    ]
    assert groups(pages) == [("p1",), ("p2",)]


def test_the_word_two_names_share_may_be_spelt_as_ocr_read_it() -> None:
    pages = [
        page("p1", document_number="LS-2024-36519", supplier_name="Kesslcr", continues=True),
        page("p2", document_number="LS-2024-36519", supplier_name="Farbwerk Kessler GmbH & Co. KG"),
    ]
    assert groups(pages) == [("p1", "p2")]
    other = [pages[0], page("p2", document_number="LS-2024-36519", supplier_name="Kastler AG")]
    assert groups(other) == [("p1",), ("p2",)]


def test_the_notes_supplier_name_comes_from_a_page_that_matched_it_alone() -> None:
    pages = [
        page("p1", **FIRST, supplier_name="NAVALMORAL", supplier_host=PLAIN,
             supplier_host_ties=[TWIN]),
        page("p2", document_number="A24-591212", page_number=2, page_total=2,
             supplier_name="Navalmoral Eléctrica S.L.", supplier_host=PLAIN),
    ]  # fmt: skip
    (note,) = assemble(pages).notes
    assert (note.supplier_host, note.supplier_host_ties) == (PLAIN, ())
    assert note.supplier_name == "Navalmoral Eléctrica S.L."
