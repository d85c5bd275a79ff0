"""Items of multi-page notes: a continuation carries the list on; a reprint of an earlier
page's whole block is counted once and flags the note (issue 19)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from dn_pipeline.stages.assemble import assemble, merge_items
from dn_pipeline.stages.resolve import ITEMS_REPRINTED, Host, resolve
from tests.unit.test_assembly import page

MESH = {"product_code": "SL82", "description": "Mesh SL82 6x2.4", "quantity": 40.0, "unit": "sheet"}
BAR = {"product_code": "N12-6", "description": "Reo bar N12 6m", "quantity": 120.0, "unit": "ea"}
TIE = {"product_code": "TW", "description": "Tie wire", "quantity": 5.0, "unit": "roll"}


def two_pages(first: list[dict[str, Any]], second: list[dict[str, Any]]) -> Any:
    pages = [
        page("p1", document_number="DN-20931", page_number=1, page_total=2, items=first),
        page("p2", document_number="DN-20931", page_number=2, page_total=2, items=second),
    ]
    [note] = assemble(pages).notes
    return note


def test_a_continuation_page_reprinting_the_first_pages_lines_counts_them_once_and_is_flagged() -> (
    None
):
    # The demo's DN-20931: page 2 of 2 reprints both lines, in another order.
    note = two_pages(
        [MESH, BAR], [dict(BAR), {**MESH, "quantity": 40, "description": "MESH SL82 6x2.4 "}]
    )
    assert list(note.items) == [MESH, BAR]  # 40 sheets, not 80
    assert note.reprinted_items_pages == ("p2",)
    assert ITEMS_REPRINTED in resolve(note, Host()).reasons


def test_a_continuation_carrying_the_list_on_keeps_every_line_and_is_not_flagged() -> None:
    note = two_pages([MESH, BAR], [TIE])
    assert list(note.items) == [MESH, BAR, TIE]
    assert note.reprinted_items_pages == ()
    assert ITEMS_REPRINTED not in resolve(note, Host()).reasons


def test_a_reprinted_block_followed_by_new_lines_keeps_only_the_new_lines_and_is_flagged() -> None:
    note = two_pages([MESH, BAR], [BAR, MESH, TIE])
    assert list(note.items) == [MESH, BAR, TIE]
    assert note.reprinted_items_pages == ("p2",)


def test_one_equal_line_is_not_a_reprint_of_a_longer_block_and_is_kept() -> None:
    # The same product again on the next page is a real line unless the whole block repeats.
    note = two_pages([MESH, BAR], [MESH, TIE])
    assert list(note.items) == [MESH, BAR, MESH, TIE]
    assert note.reprinted_items_pages == ()


def test_a_different_quantity_is_a_different_line() -> None:
    note = two_pages([MESH, BAR], [BAR, {**MESH, "quantity": 20.0}])
    assert len(note.items) == 4 and note.reprinted_items_pages == ()


def lines(items: list[dict[str, Any]]) -> Counter[tuple[tuple[str, Any], ...]]:
    return Counter(tuple(sorted(i.items())) for i in items)


LINES = st.lists(
    st.sampled_from([MESH, BAR, TIE, {**MESH, "quantity": 1.0}]), min_size=0, max_size=4
)


@settings(max_examples=200, deadline=None)
@given(st.lists(LINES, min_size=1, max_size=4))
def test_no_line_is_ever_doubled_or_lost_without_the_page_being_named(
    blocks: list[list[dict[str, Any]]],
) -> None:
    """For any pages' item lists: pages not named as reprints contribute every line; a named
    page starts with a whole earlier block (as a multiset) and contributes only the rest."""
    items, reprinted = merge_items(blocks)
    expected: list[dict[str, Any]] = []
    for k, block in enumerate(blocks):
        sizes = [len(e) for e in blocks[:k] if e and lines(block[: len(e)]) == lines(e)]
        if k not in reprinted:
            assert not sizes, f"page {k} repeats an earlier block but is not named"
            expected.extend(block)
            continue
        assert sizes, f"page {k} named as a reprint but starts with no earlier block"
        expected.extend(block[max(sizes) :])
    assert items == expected
    # Without a reprint the merge is a plain concatenation.
    if not reprinted:
        assert items == [i for block in blocks for i in block]
