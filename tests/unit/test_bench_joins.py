"""The joins bench (``bench/joins.py``): where assembly puts each document's pages, counted
from the real page step and ``assemble`` on small invented word lists."""

from __future__ import annotations

from typing import Any

from dn_pipeline.finding import HostData
from dn_pipeline.stages.assemble import assemble
from tests.unit.bench_path import bench_on_path
from tests.unit.finding_words import PAGE_H, PAGE_W, words

with bench_on_path():
    import joins

FIRST = (
    (100, 100, "Harrowgate Timber Ltd"),
    (200, 100, "DELIVERY NOTE"),
    (300, 100, "Delivery note no: HT-40711"),
    (340, 100, "Date: 03/11/2026"),
    (2000, 100, "Page 1 of 2"),
)
SECOND = ((100, 100, "Harrowgate Timber Ltd"), (200, 100, "Page 2 of 2 (continued)"))
OTHER = (
    (100, 100, "Kelsey Aggregates Ltd"),
    (200, 100, "DELIVERY NOTE"),
    (300, 100, "Delivery note no: KA-5512"),
)


def _page(*rows: tuple[float, float, str]) -> dict[str, Any]:
    return {"words": words(*rows), "width": PAGE_W, "height": PAGE_H}


def _outcomes(*docs: list[dict[str, Any]]) -> list[str]:
    corpus = [({"file": f"doc{i}"}, pages) for i, pages in enumerate(docs)]
    return joins.outcomes(corpus, assemble(joins.batch_pages(corpus, HostData())))


def test_a_continued_second_page_joins_its_note_and_the_next_note_stands_alone() -> None:
    assert _outcomes([_page(*FIRST), _page(*SECOND)], [_page(*OTHER)]) == ["one note"] * 2


def test_a_second_page_read_as_another_note_is_a_split() -> None:
    restarted = ((100, 100, "Harrowgate Timber Ltd"), (300, 100, "Delivery note no: HT-40712"))
    assert _outcomes([_page(*FIRST), _page(*restarted)]) == ["split"]


def test_an_invoice_is_open_and_two_documents_in_one_note_are_merged() -> None:
    invoice = ((100, 100, "Harrowgate Timber Ltd"), (200, 100, "INVOICE"),
               (300, 100, "Invoice no: 88121"))  # fmt: skip
    assert _outcomes([_page(*invoice)]) == ["open"]
    # The same note number uploaded as two documents: assembly makes one note of them.
    assert _outcomes([_page(*FIRST)], [_page(*SECOND)]) == ["merged", "merged"]
