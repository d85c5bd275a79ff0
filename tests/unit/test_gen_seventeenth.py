"""The seventeenth held-out generator: deterministic, well-formed, spread over kinds,
languages, layouts and document types, with its truth printed on its digital pages."""

from __future__ import annotations

import functools
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
    host_distractors,
    page_text,
    printed_dates,
    sisters,
)

SEEDS = (181, 182, 183)
KEYS = TRUTH_KEYS


@functools.cache
def sample(seed: int) -> Notes:
    with bench_on_path():
        import gen_seventeenth

        return list(gen_seventeenth.generate(seed=seed))


@pytest.mark.parametrize("seed", SEEDS)
def test_deterministic(seed: int) -> None:
    with bench_on_path():
        import gen_seventeenth

        again = list(gen_seventeenth.generate(seed=seed))
    assert again == sample(seed)
    assert len(again) == 120


def test_seeds_differ() -> None:
    assert [t["file"] for t, _ in sample(181)] != [t["file"] for t, _ in sample(182)]


@pytest.mark.parametrize("seed", SEEDS)
def test_truth_shape(seed: int) -> None:
    for truth, page in sample(seed):
        assert set(truth) == set(KEYS), truth["file"]
        for key, kind in KEYS.items():
            assert isinstance(truth[key], kind), (truth["file"], key)
        assert truth["kind"] in ("digital", "scan", "photo")
        assert truth["language"] in ("en", "de", "fr", "nl", "it", "es")
        assert truth["date_order"] in ("mdy", "dmy")
        assert truth["date_order"] == "dmy" or truth["language"] == "en"
        assert truth["file"] == (
            f"seventeenth-{truth['file'][12:15]}-{truth['layout']}-{truth['language']}-"
            f"{truth['kind']}"
        )
        assert truth["document_number"] and truth["supplier"] and truth["supplier_tax_id"]
        assert truth["supplier"] not in truth["supplier_aliases"]
        assert truth["pages"] == len(all_pages(page))
        assert 2 <= len(truth["host_extra_suppliers"]) <= 4
        assert 1 <= len(truth["host_extra_pos"]) <= 3
        extra = {s["supplier"] for s in truth["host_extra_suppliers"]}
        assert all(p["supplier"] in extra for p in truth["host_extra_pos"])


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


def test_spread() -> None:
    notes = [n for seed in SEEDS for n in sample(seed)]
    kinds = Counter(t["kind"] for t, _ in notes)
    assert set(kinds) == {"digital", "scan", "photo"}
    assert 0.35 < kinds["digital"] / len(notes) < 0.55
    assert {t["language"] for t, _ in notes} == {"en", "de", "fr", "nl", "it", "es"}
    assert len({t["layout"] for t, _ in notes}) >= 20
    doc_types = Counter(t["doc_type"] for t, _ in notes)
    assert 0.06 < 1 - doc_types["delivery_note"] / len(notes) < 0.2
    assert len(doc_types) >= 4
    two = sum(t["pages"] == 2 for t, _ in notes)
    assert 0.07 * len(notes) < two < 0.25 * len(notes)
    no_po = sum(not t["po_number"] for t, _ in notes)
    assert 0.15 * len(notes) < no_po < 0.4 * len(notes)
    assert {"mdy", "dmy"} <= {t["date_order"] for t, _ in notes}
    assert len({t["trade"] for t, _ in notes}) >= 12


@pytest.mark.parametrize("seed", SEEDS)
def test_truth_printed_on_digital_pages(seed: int) -> None:
    check_truth_printed(sample(seed))


def test_continuation_pages() -> None:
    check_continuation_pages([n for seed in SEEDS for n in sample(seed)])


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
    assert sisters(notes) > 0.3 * len(notes)


def test_tax_ids_across_seeds_per_sample() -> None:
    for seed in SEEDS:
        check_suppliers(sample(seed))


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
