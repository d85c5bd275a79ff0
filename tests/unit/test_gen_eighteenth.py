"""The eighteenth held-out generator: deterministic, well-formed, spread over kinds,
languages, layouts, trades and document types, with its truth printed on its digital pages
and an OCR engine's faults on its scanned and photographed ones."""

from __future__ import annotations

import functools
import re
from collections import Counter

import pytest

from tests.unit.bench_path import (
    TRUTH_KEYS,
    Notes,
    all_pages,
    bench_on_path,
    check_continuation_pages,
    check_ocr_confusions,
    check_suppliers,
    check_truth_printed,
    digital,
    host_distractors,
    page_text,
    printed_dates,
    sisters,
)

SEEDS = (191, 192, 193)
KEYS = TRUTH_KEYS
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
    for i, (truth, page) in enumerate(sample(seed)):
        assert set(truth) == set(KEYS), truth["file"]
        for key, kind in KEYS.items():
            assert isinstance(truth[key], kind), (truth["file"], key)
        assert truth["kind"] in ("digital", "scan", "photo")
        assert truth["language"] in ("en", "de", "fr", "nl", "it", "es")
        assert truth["date_order"] in ("mdy", "dmy")
        assert truth["date_order"] == "dmy" or truth["language"] == "en"
        assert truth["doc_type"] in DOC_TYPES
        assert truth["file"] == (
            f"eighteenth-{i:03d}-{truth['layout']}-{truth['language']}-{truth['kind']}"
        )
        assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", truth["date"]), truth["file"]
        assert truth["document_number"] and truth["supplier"] and truth["supplier_tax_id"]
        assert truth["date_raw"] and truth["family"] and truth["trade"]
        assert truth["supplier"] not in truth["supplier_aliases"]
        assert all(isinstance(a, str) and a for a in truth["supplier_aliases"])
        assert truth["pages"] == len(all_pages(page))
        assert all("next_pages" not in p for p in page.get("next_pages", []))
        if truth["doc_type"] in ("quotation", "statement"):
            assert truth["po_number"] == "", truth["file"]
        assert 2 <= len(truth["host_extra_suppliers"]) <= 4
        assert 1 <= len(truth["host_extra_pos"]) <= 3
        for entry in truth["host_extra_suppliers"]:
            assert set(entry) == {"supplier", "supplier_aliases", "supplier_tax_id"}
            assert entry["supplier"] != truth["supplier"]
            assert entry["supplier"] not in entry["supplier_aliases"]
        extra = {s["supplier"] for s in truth["host_extra_suppliers"]}
        for entry in truth["host_extra_pos"]:
            assert set(entry) == {"po_number", "supplier"}
            assert entry["supplier"] in extra
            assert entry["po_number"] and entry["po_number"] != truth["po_number"]


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
