"""Assembly: pages of a batch become notes, open pages and blank pages."""

from __future__ import annotations

from typing import Any

from dn_pipeline.stages.assemble import (
    NOT_A_DELIVERY_NOTE,
    PAGE_UNREADABLE,
    READ_FAILED,
    READ_PENDING,
    Page,
    assemble,
)


def page(pid: str, source: str = "s1", no: int | None = None, sha: str = "", **read: Any) -> Page:
    """A read page; ``no`` is the page position in its source (defaults to the id's digits)."""
    number = no if no is not None else int("".join(c for c in pid if c.isdigit()) or "1")
    return Page(
        page_id=pid,
        source_id=source,
        page=number,
        image_sha256=sha or f"sha-{source}-{number}",
        read_status="ok",
        read={"doc_type": "delivery_note", **read},
    )


def failed(pid: str, source: str = "s1", no: int = 1) -> Page:
    return Page(page_id=pid, source_id=source, page=no, read_status="failed", read_error="x")


def groups(pages: list[Page]) -> list[tuple[str, ...]]:
    return [n.page_ids for n in assemble(pages).notes]


def test_adjacent_pages_with_the_same_number_are_one_note() -> None:
    pages = [page("p1", document_number="DN-1"), page("p2", document_number="dn 0001")]
    assert groups(pages) == [("p1", "p2")]


def test_a_new_number_starts_a_new_note() -> None:
    pages = [page("p1", document_number="DN-1"), page("p2", document_number="DN-2")]
    assert groups(pages) == [("p1",), ("p2",)]


def test_a_continuation_without_a_number_attaches_to_the_note_before_it() -> None:
    pages = [page("p1", document_number="DN-1"), page("p2", continuation=True, items=[{}])]
    assert groups(pages) == [("p1", "p2")]


def test_page_n_of_m_attaches_the_next_page_without_a_number() -> None:
    pages = [
        page("p1", document_number="DN-1", page_number=1, page_total=2),
        page("p2", page_number=2, page_total=2),
    ]
    assert groups(pages) == [("p1", "p2")]


def test_a_supplier_change_starts_a_new_note_even_with_the_same_number() -> None:
    pages = [
        page("p1", document_number="7", supplier_name="Acme Concrete"),
        page("p2", document_number="7", supplier_name="Boral Steel"),
    ]
    assert groups(pages) == [("p1",), ("p2",)]


def test_one_letterhead_read_with_its_spaces_lost_is_no_supplier_change() -> None:
    pages = [
        page("p1", document_number="7", supplier_name="OBERKAMMER ELEKTROGROSSHANDEL"),
        page("p2", document_number="7", supplier_name="OberkammerElektrogroßhandel"),
        page("p3", continuation=True, supplier_name="Mar1owEngineeringPty. Limited"),
        page("p4", continuation=True, supplier_name="Marlow Engineering Pty Limited"),
        page("p5", continuation=True, supplier_name="Acme Steel Ltd"),
        page("p6", continuation=True, supplier_name="AcmeTimber Ltd"),
    ]
    assert groups(pages) == [("p1", "p2"), ("p3", "p4"), ("p5",), ("p6",)]


def test_the_next_page_of_m_joins_whatever_name_its_letterhead_was_read_as() -> None:
    # A second page's "letterhead" is often a page marker or an item line the finder took
    # for a name; the page numbering says whose page it is. Tax ids still part two firms.
    pages = [
        page("p1", document_number="7", supplier_name="Acme Concrete", page_number=1,
             page_total=2),
        page("p2", supplier_name="Plaque BA13", page_number=2, page_total=2),
        page("p3", document_number="8", supplier_name="Acme Concrete", supplier_tax_id="DE1",
             page_number=1, page_total=2),
        page("p4", supplier_name="Boral Steel", supplier_tax_id="DE2", page_number=2,
             page_total=2),
        page("p5", document_number="9", supplier_name="Acme Concrete", page_number=1,
             page_total=3),
        page("p6", supplier_name="Boral Steel", page_number=3, page_total=3),
    ]  # fmt: skip
    assert groups(pages) == [("p1", "p2"), ("p3",), ("p4",), ("p5",), ("p6",)]


def test_a_bare_page_under_the_note_s_letterhead_in_the_same_file_joins_it() -> None:
    # Page 2 of a scanned note with no marker: the same letterhead, the rest of the items,
    # no number, date, order or page number of its own.
    note = {"document_number": "DN-7", "supplier_name": "Acme Concrete Pty Ltd",
            "delivery_date": "2026-11-03", "po_number": "4500123"}  # fmt: skip
    rest = {"supplier_name": "ACME CONCRETE PTY. LTD.", "items": [{"description": "Sand"}]}
    assert groups([page("p1", **note), page("p2", **rest)]) == [("p1", "p2")]
    # A host-data or tax-id match alone says the same.
    host = {**note, "supplier_host": "sup-1"}
    assert groups([page("p1", **host), page("p2", supplier_host="sup-1")]) == [("p1", "p2")]


def test_a_numberless_page_is_its_own_note_when_it_prints_its_own_date_or_order() -> None:
    # Another note of the same supplier whose number was not read: its own date or PO says
    # so, and it is never hidden inside the note before it.
    note = {"document_number": "DN-7", "supplier_name": "Acme Concrete"}
    for own in ({"delivery_date": "2026-11-04"}, {"delivery_date_raw": "04/11/26"},
                {"po_number": "4500999"}, {"page_number": 1}):  # fmt: skip
        pages = [page("p1", **note), page("p2", supplier_name="Acme Concrete", **own)]
        assert groups(pages) == [("p1",), ("p2",)], own


def test_a_bare_page_joins_only_a_note_of_its_own_file_and_its_own_supplier() -> None:
    note = {"document_number": "DN-7", "supplier_name": "Acme Concrete"}
    other_file = [page("p1", **note), page("p2", source="s2", supplier_name="Acme Concrete")]
    assert groups(other_file) == [("p1",), ("p2",)]  # a separate photo: say so, not merge
    other_firm = [page("p1", **note), page("p2", supplier_name="Boral Steel")]
    assert groups(other_firm) == [("p1",), ("p2",)]
    # No supplier read on it: nothing says whose page it is (open, as before).
    unnamed = assemble([page("p1", **note), page("p2", items=[{"description": "Sand"}])])
    assert [n.page_ids for n in unnamed.notes] == [("p1",)]
    assert [o.reason for o in unnamed.open_pages] == [PAGE_UNREADABLE]


def test_a_second_page_one_of_the_same_number_is_a_new_note_not_merged() -> None:
    pages = [
        page("p1", document_number="DN-1", page_number=1, page_total=1),
        page("p2", document_number="DN-1", page_number=1, page_total=1),
    ]
    assert groups(pages) == [("p1",), ("p2",)]


def test_a_page_completing_page_n_of_m_joins_its_note_across_a_failed_page() -> None:
    pages = [
        page("p1", document_number="DN-1", page_number=1, page_total=3),
        failed("p2", no=2),
        page("p3", document_number="DN-1", page_number=3, page_total=3),
    ]
    result = assemble(pages)
    assert [n.page_ids for n in result.notes] == [("p1", "p3")]
    assert result.notes[0].touches_unreadable
    assert [(o.page_id, o.reason) for o in result.open_pages] == [("p2", READ_FAILED)]


def test_a_failed_page_is_an_open_page_and_its_neighbours_still_assemble() -> None:
    pages = [
        page("p1", document_number="DN-1", page_number=1, page_total=1),
        failed("p2", no=2),
        page("p3", document_number="DN-2", page_number=1, page_total=1),
    ]
    result = assemble(pages)
    assert [n.page_ids for n in result.notes] == [("p1",), ("p3",)]
    assert [o.page_id for o in result.open_pages] == ["p2"]
    # Both notes are provably complete, so the failed page is not theirs.
    assert not any(n.touches_unreadable for n in result.notes)


def test_a_failed_page_is_never_merged_even_between_pages_of_one_number() -> None:
    pages = [page("p1", document_number="DN-1"), failed("p2", no=2), page("p3", continuation=True)]
    result = assemble(pages)
    assert [n.page_ids for n in result.notes] == [("p1",)]
    assert {o.page_id: o.reason for o in result.open_pages} == {
        "p2": READ_FAILED,
        "p3": PAGE_UNREADABLE,
    }
    assert result.notes[0].touches_unreadable


def test_blank_pages_count_but_make_nothing_and_do_not_break_adjacency() -> None:
    pages = [
        page("p1", document_number="DN-1"),
        Page(page_id="p2", source_id="s1", page=2, read_status="ok", read={"doc_type": "blank"}),
        page("p3", continuation=True, items=[{"description": "x"}]),
    ]
    result = assemble(pages)
    assert [n.page_ids for n in result.notes] == [("p1", "p3")]
    assert result.blank_pages == ("p2",) and result.open_pages == ()
    assert result.page_count == 3


def test_an_invoice_page_is_an_open_page_not_a_delivery_note() -> None:
    pages = [
        Page(page_id="p1", source_id="s", page=1, read_status="ok", read={"doc_type": "invoice"})
    ]
    result = assemble(pages)
    assert result.notes == () and result.open_pages[0].reason == NOT_A_DELIVERY_NOTE


def test_a_page_with_no_delivery_note_field_at_all_is_unreadable_never_a_candidate() -> None:
    result = assemble([page("p1", items=[{"description": "rebar"}])])
    assert result.notes == () and result.open_pages[0].reason == PAGE_UNREADABLE


def test_a_pending_page_is_open_until_it_is_read() -> None:
    result = assemble([Page(page_id="p1", source_id="s", page=1)])
    assert result.open_pages[0].reason == READ_PENDING


def test_merged_fields_come_from_the_first_page_that_has_them_and_items_concatenate() -> None:
    pages = [
        page("p1", document_number="N/A", supplier_name="Acme", items=[{"description": "a"}]),
        page(
            "p2",
            document_number="DN-9",
            po_number="PO-1",
            continuation=True,
            items=[{"description": "b"}],
        ),
    ]
    (note,) = assemble(pages).notes
    assert (note.document_number, note.number_norm, note.po_number) == ("DN-9", "9", "PO-1")
    assert [i["description"] for i in note.items] == ["a", "b"]
    assert (note.source_id, note.page, note.region) == ("s1", 1, "full")


def test_pages_of_two_sources_join_when_the_second_continues_the_first() -> None:
    pages = [
        page("a1", source="A", no=1, document_number="DN-1"),
        page("b1", source="B", no=1, document_number="DN-1"),
    ]
    assert groups(pages) == [("a1", "b1")]


def test_the_same_pdf_uploaded_twice_assembles_twice_with_the_same_images() -> None:
    def doc(source: str) -> list[Page]:
        return [
            page(
                f"{source}1",
                source=source,
                no=1,
                sha="img1",
                document_number="DN-1",
                page_number=1,
                page_total=2,
            ),
            page(f"{source}2", source=source, no=2, sha="img2", page_number=2, page_total=2),
        ]

    notes = assemble(doc("A") + doc("B")).notes
    assert [n.page_ids for n in notes] == [("A1", "A2"), ("B1", "B2")]
    assert notes[0].image_sha256s == notes[1].image_sha256s


def test_the_same_image_uploaded_twice_makes_two_notes_not_one() -> None:
    pages = [
        page("a1", source="photo", sha="same", document_number="CPH-1"),
        page("b1", source="photo-copy", sha="same", document_number="CPH-1"),
    ]
    assert groups(pages) == [("a1",), ("b1",)]


def test_an_unreadable_page_of_another_file_does_not_flag_a_note() -> None:
    pages = [
        page("a1", source="photo", document_number="CPH-1"),
        failed("b1", source="other-photo"),
    ]
    [note] = assemble(pages).notes
    assert note.touches_unreadable is False


def test_an_unreadable_page_of_the_same_file_flags_its_neighbour() -> None:
    pages = [page("p1", document_number="DN-7"), failed("p2", no=2)]
    [note] = assemble(pages).notes
    assert note.touches_unreadable is True


def test_the_page_after_one_that_says_the_note_goes_on_joins_it_whatever_date_it_prints() -> None:
    # Page 1 ends "continúa"; page 2 carries the items on, and a best-before date of one of
    # them was read as its date: the page before says whose page it is.
    note = {"document_number": "0675844", "supplier_name": "Frescos Ribera S.L.",
            "delivery_date": "2026-11-16", "continuation": True}  # fmt: skip
    rest = {"supplier_name": "Frescos Ribera S.L", "delivery_date": "2026-11-28"}
    assert groups([page("p1", **note), page("p2", **rest)]) == [("p1", "p2")]
    # Not its own number, not another supplier, not another file.
    own = {**rest, "document_number": "0675845"}
    assert groups([page("p1", **note), page("p2", **own)]) == [("p1",), ("p2",)]
    other = {**rest, "supplier_name": "Lacteos Norte S.A."}
    assert groups([page("p1", **note), page("p2", **other)]) == [("p1",), ("p2",)]
    apart = [page("p1", **note), page("p2", source="s2", **rest)]
    assert groups(apart) == [("p1",), ("p2",)]
    # Without the marker the page's own date still starts a note of its own.
    plain = {k: v for k, v in note.items() if k != "continuation"}
    assert groups([page("p1", **plain), page("p2", **rest)]) == [("p1",), ("p2",)]
    # "Continued overleaf" at the foot of page 1 (the finder's ``continues``) says the same.
    overleaf = {**plain, "continues": True}
    assert groups([page("p1", **overleaf), page("p2", **rest)]) == [("p1", "p2")]
