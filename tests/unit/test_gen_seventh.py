"""The seventh held-out generator (bench/gen_seventh.py): deterministic, findable truth."""

from __future__ import annotations

import importlib
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from tests.unit.bench_path import bench_on_path, host_distractors, page_text, printed_dates, tax_ids

Notes = list[tuple[dict[str, Any], dict[str, Any]]]


@pytest.fixture(scope="module")
def gen_seventh() -> Iterator[Any]:
    with bench_on_path():
        yield importlib.import_module("gen_seventh")


@pytest.fixture(scope="module")
def default_sample(gen_seventh: Any) -> Notes:
    return list(gen_seventh.generate())


def test_every_truth_value_is_printed_on_the_digital_pages(
    gen_seventh: Any, default_sample: Notes
) -> None:
    checked = 0
    for truth, page in default_sample:
        if truth["kind"] != "digital":
            continue
        text = page_text(page)
        values = [truth["document_number"], truth["date_raw"], truth["po_number"], truth["job"]]
        values.append(truth["supplier"])  # the legal name: letterhead or footer
        if truth["tax_id_printed"]:
            values.append(truth["supplier_tax_id"])
        if gen_seventh._LAYOUTS[truth["layout"]].letter == "brand":
            values += truth["supplier_aliases"]  # the brand is the letterhead
        for value in filter(None, values):
            assert value in text, (truth["file"], value)
        checked += 1
    assert checked >= 40


def test_the_truth_date_is_the_printed_date(default_sample: Notes) -> None:
    numeric, named = printed_dates(default_sample)
    assert numeric >= 50 and named >= 10
    assert any(t["date_order"] == "mdy" for t, _ in default_sample)


def test_the_default_sample_spans_twenty_layouts_six_languages_and_three_kinds(
    gen_seventh: Any, default_sample: Notes
) -> None:
    truths = [truth for truth, _ in default_sample]
    assert len(truths) == 120
    assert len({t["file"] for t in truths}) == 120
    assert len(gen_seventh.LAYOUTS) >= 20 and len({t["layout"] for t in truths}) >= 20
    languages = Counter(t["language"] for t in truths)
    assert set(languages) == {"en", "de", "fr", "it", "es", "nl"}
    assert min(languages.values()) >= 12
    kinds = Counter(t["kind"] for t in truths)
    assert set(kinds) == {"digital", "scan", "photo"} and min(kinds.values()) >= 15
    assert set(Counter(t["style"] for t in truths)) == {"erp", "erpcol", "firm", "docket"}
    assert len({t["trade"] for t in truths}) >= 10
    for truth, page in default_sample:
        if truth["kind"] != "digital":  # OCR gives one entry per printed run
            assert any(" " in word["t"] for word in page["words"])
            assert all("c" in word for word in page["words"])
        words = page["words"]
        assert all(w["x0"] < w["x1"] and w["y0"] < w["y1"] for w in words)
        assert all(w["y0"] >= 0 and w["x1"] <= page["width"] for w in words)
        assert all(w["y1"] <= page["height"] for w in words)
        if gen_seventh._LAYOUTS[truth["layout"]].paper:
            assert truth["kind"] != "digital"


def test_erp_notes_print_the_suppliers_own_order_and_other_dates_beside_the_truth(
    gen_seventh: Any, default_sample: Notes
) -> None:
    own_labels = {label for labels in gen_seventh.LABELS.values() for label in labels["own"]}
    erp = [(t, p) for t, p in default_sample if t["style"] in ("erp", "erpcol")]
    assert len(erp) >= 30
    for truth, page in erp:
        if truth["kind"] != "digital":
            continue
        text = page_text(page)
        assert any(label in text for label in own_labels), truth["file"]
        assert text.count(truth["date_raw"]) >= 1 and len(truth["date_raw"]) > 5


def test_a_job_or_site_reference_is_never_the_po(default_sample: Notes) -> None:
    with_job = [t for t, _ in default_sample if t["job"]]
    assert len(with_job) >= 30
    assert all(t["job"] != t["po_number"] for t in with_job)
    assert sum(1 for t in with_job if not t["po_number"]) >= 5


def test_host_data_carries_look_alikes_and_the_sites_other_orders(default_sample: Notes) -> None:
    one_digit_away, no_po = host_distractors(default_sample, suppliers=2)
    assert one_digit_away >= 30 and 10 <= no_po <= 60


def test_a_supplier_has_one_tax_id_and_a_tax_id_one_supplier(default_sample: Notes) -> None:
    ids = tax_ids(default_sample)
    assert len(ids) == len(set(ids)) >= 30


def test_ocr_pages_carry_the_confusions_of_a_real_engine(default_sample: Notes) -> None:
    ocr_pages = [(t, p) for t, p in default_sample if t["kind"] != "digital"]
    exact = sum(
        t["supplier"] in page_text(p) and t["document_number"] in page_text(p) for t, p in ocr_pages
    )
    assert 0.3 * len(ocr_pages) < exact < len(ocr_pages)
    assert any(w["c"] < 0.7 for _, p in ocr_pages for w in p["words"])
    photos = [p for t, p in default_sample if t["kind"] == "photo"]
    assert any(w["y1"] - w["y0"] > 24 for p in photos for w in p["words"])
