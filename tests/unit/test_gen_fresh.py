"""The third held-out generator (bench/gen_fresh.py): deterministic, findable truth, its spread."""

from __future__ import annotations

import importlib
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from tests.unit.bench_path import bench_on_path, printed_dates


@pytest.fixture(scope="module")
def gen_fresh() -> Iterator[Any]:
    with bench_on_path():
        yield importlib.import_module("gen_fresh")


@pytest.fixture(scope="module")
def default_sample(gen_fresh: Any) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    return list(gen_fresh.generate())


def test_every_truth_value_is_printed_in_the_digital_text_layer(
    default_sample: list[tuple[dict[str, Any], dict[str, Any]]],
) -> None:
    checked = 0
    for truth, page in default_sample:
        if truth["kind"] != "digital":
            continue
        text = " ".join(word["t"] for word in page["words"])
        values = [truth["document_number"], truth["date_raw"], truth["supplier"]]
        values += [truth["po_number"]]
        if truth["tax_id_printed"]:
            values.append(truth["supplier_tax_id"])
        for value in filter(None, values):
            assert value in text, (truth["file"], value)
        for alias in truth["supplier_aliases"]:  # a logo prints it in its own case
            assert alias.casefold() in text.casefold(), (truth["file"], alias)
        checked += 1
    assert checked >= 50


def test_the_truth_date_is_the_printed_date(
    gen_fresh: Any, default_sample: list[tuple[dict[str, Any], dict[str, Any]]]
) -> None:
    numeric, _ = printed_dates(default_sample)
    assert numeric >= 60
    assert all(truth["date"] not in truth["accept"]["date"] for truth, _ in default_sample)


def test_the_default_sample_spans_thirty_layouts_six_languages_and_three_kinds(
    gen_fresh: Any, default_sample: list[tuple[dict[str, Any], dict[str, Any]]]
) -> None:
    truths = [truth for truth, _ in default_sample]
    assert len(truths) == 180
    assert len({t["file"] for t in truths}) == 180
    assert len({t["layout"] for t in truths}) >= 30
    languages = Counter(t["language"] for t in truths)
    assert set(languages) == {"en", "de", "fr", "it", "es", "nl"}
    assert min(languages.values()) >= 12
    kinds = Counter(t["kind"] for t in truths)
    assert set(kinds) == {"digital", "scan", "photo"} and min(kinds.values()) >= 30
    assert {t["doc_type"] for t in truths} == {"delivery_note", "invoice"}
    assert any(t["date_order"] == "mdy" for t in truths)
    for truth, page in default_sample:
        if truth["kind"] != "digital":  # OCR gives one entry per line segment, not per word
            assert any(" " in word["t"] for word in page["words"])
            assert all("c" in word for word in page["words"])
        assert all(w["x0"] < w["x1"] and w["y0"] < w["y1"] for w in page["words"])
        if truth["kind"] == "digital":
            assert all(w["x1"] <= page["width"] + 1 for w in page["words"])
        if truth["layout"] in gen_fresh.PAPER:
            assert truth["kind"] != "digital"


def test_suppliers_recur_and_host_data_carries_distractors(
    default_sample: list[tuple[dict[str, Any], dict[str, Any]]],
) -> None:
    truths = [truth for truth, _ in default_sample]
    per_supplier = Counter(t["supplier"] for t in truths)
    assert sum(1 for n in per_supplier.values() if n >= 3) >= 10
    suppliers = set(per_supplier)
    for truth in truths:
        extra = {s["supplier"] for s in truth["host_extra_suppliers"]}
        assert extra and not extra & suppliers
        assert all(p["po_number"] != truth["po_number"] for p in truth["host_extra_pos"])
    assert sum(1 for t in truths if not t["po_number"]) >= 10


def test_ocr_pages_carry_the_confusions_of_a_real_engine(
    default_sample: list[tuple[dict[str, Any], dict[str, Any]]],
) -> None:
    ocr_pages = [(t, p) for t, p in default_sample if t["kind"] != "digital"]
    exact = 0
    for truth, page in ocr_pages:
        text = " ".join(word["t"] for word in page["words"])
        exact += truth["supplier"] in text and truth["document_number"] in text
    # Noise touches some pages' values, not all of them.
    assert 0.3 * len(ocr_pages) < exact < len(ocr_pages)
    assert any(w["c"] < 0.7 for _, p in ocr_pages for w in p["words"])
