"""The eighteenth held-out generator: deterministic, well-formed, spread over kinds,
languages, layouts, trades and document types, with its truth printed on its digital pages
and an OCR engine's faults on its scanned and photographed ones."""

from __future__ import annotations

import functools
from collections import Counter

import pytest

from tests.unit.bench_path import (
    Notes,
    all_pages,
    bench_on_path,
    check_continuation_pages,
    check_ocr_confusions,
    check_suppliers,
    check_truth_printed,
    check_truth_shape,
    digital,
    host_distractors,
    page_text,
    printed_dates,
    sisters,
)

SEEDS = (191, 192, 193)
DOC_TYPES = {
    "delivery_note",
    "invoice",
    "order_confirmation",
    "credit_note",
    "quotation",
    "statement",
}


@functools.cache
def sample(seed: int) -> Notes:
    with bench_on_path():
        import gen_eighteenth

        return list(gen_eighteenth.generate(seed=seed))


def every_note() -> Notes:
    return [note for seed in SEEDS for note in sample(seed)]


@pytest.mark.parametrize("seed", SEEDS)
def test_deterministic(seed: int) -> None:
    with bench_on_path():
        import gen_eighteenth

        again = list(gen_eighteenth.generate(seed=seed))
    assert again == sample(seed)
    assert len(again) == 120


def test_seeds_differ() -> None:
    assert [t["file"] for t, _ in sample(191)] != [t["file"] for t, _ in sample(192)]
    assert [t["supplier"] for t, _ in sample(191)] != [t["supplier"] for t, _ in sample(193)]


def test_count_is_honoured() -> None:
    with bench_on_path():
        import gen_eighteenth

        assert len(list(gen_eighteenth.generate(seed=7, count=24))) == 24


@pytest.mark.parametrize("seed", SEEDS)
def test_truth_shape(seed: int) -> None:
    check_truth_shape(sample(seed), "eighteenth", DOC_TYPES)


@pytest.mark.parametrize("seed", SEEDS)
def test_boxes_inside_pages(seed: int) -> None:
    for truth, first in sample(seed):
        for page in all_pages(first):
            assert page["words"], truth["file"]
            for w in page["words"]:
                assert w["t"] and w["t"] == w["t"].strip(), truth["file"]
                assert 0 <= w["x0"] < w["x1"] <= page["width"], (truth["file"], w)
                assert 0 <= w["y0"] < w["y1"] <= page["height"], (truth["file"], w)
                if truth["kind"] == "digital":
                    assert w["c"] == 1.0 and " " not in w["t"]
                else:
                    assert 0.6 <= w["c"] <= 0.99


@pytest.mark.parametrize("seed", SEEDS)
def test_paper_sizes(seed: int) -> None:
    for truth, page in digital(sample(seed)):
        size = (page["width"], page["height"])
        if truth["family"] == "receipt":
            assert 165 <= size[0] <= 226 and 500 <= size[1] <= 800, truth["file"]
        else:
            assert size in ((595.0, 842.0), (612.0, 792.0)), truth["file"]


def test_spread() -> None:
    notes = every_note()
    kinds = Counter(t["kind"] for t, _ in notes)
    assert set(kinds) == {"digital", "scan", "photo"}
    assert 0.35 < kinds["digital"] / len(notes) < 0.55
    assert {t["language"] for t, _ in notes} == {"en", "de", "fr", "nl", "it", "es"}
    assert len({t["layout"] for t, _ in notes}) >= 30
    assert len({t["family"] for t, _ in notes}) >= 6
    doc_types = Counter(t["doc_type"] for t, _ in notes)
    assert 0.06 < 1 - doc_types["delivery_note"] / len(notes) < 0.2
    assert len(doc_types) >= 4
    several = sum(t["pages"] >= 2 for t, _ in notes)
    assert 0.07 * len(notes) < several < 0.25 * len(notes)
    no_po = sum(not t["po_number"] for t, _ in notes)
    assert 0.15 * len(notes) < no_po < 0.4 * len(notes)
    assert {"mdy", "dmy"} <= {t["date_order"] for t, _ in notes}
    assert len({t["trade"] for t, _ in notes}) >= 12


@pytest.mark.parametrize("seed", SEEDS)
def test_truth_printed_on_digital_pages(seed: int) -> None:
    check_truth_printed(sample(seed))


def test_continuation_pages() -> None:
    check_continuation_pages(every_note())


@pytest.mark.parametrize("seed", SEEDS)
def test_dates_parse(seed: int) -> None:
    numeric, named = printed_dates(sample(seed))
    assert numeric > 30 and named > 10


@pytest.mark.parametrize("seed", SEEDS)
def test_hosts_and_suppliers(seed: int) -> None:
    notes = sample(seed)
    near, no_po = host_distractors(notes, 2)
    with_po = len(notes) - no_po
    assert 0.2 * with_po < near < 0.6 * with_po
    check_suppliers(notes)
    assert 0.3 * len(notes) < sisters(notes) < 0.8 * len(notes)


@pytest.mark.parametrize("seed", SEEDS)
def test_ocr_faults(seed: int) -> None:
    notes = sample(seed)
    check_ocr_confusions(notes)
    ocr = [(t, p) for t, p in notes if t["kind"] != "digital"]
    faulty = sum(
        t["document_number"] not in page_text(p) or t["supplier"] not in page_text(p)
        for t, p in ocr
    )
    assert faulty > 0.1 * len(ocr)
    photos = [p for t, p in notes if t["kind"] == "photo"]
    assert all(p["width"] > 400 for p in photos)
