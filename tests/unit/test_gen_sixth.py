"""The sixth held-out generator (bench/gen_sixth.py): deterministic, findable truth, its spread."""

from __future__ import annotations

import importlib
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from tests.unit.bench_path import bench_on_path, host_distractors, page_text, printed_dates, tax_ids

Notes = list[tuple[dict[str, Any], dict[str, Any]]]


@pytest.fixture(scope="module")
def gen_sixth() -> Iterator[Any]:
    with bench_on_path():
        yield importlib.import_module("gen_sixth")


@pytest.fixture(scope="module")
def default_sample(gen_sixth: Any) -> Notes:
    return list(gen_sixth.generate())


def test_every_truth_value_is_printed_on_the_digital_pages(
    gen_sixth: Any, default_sample: Notes
) -> None:
    checked = 0
    for truth, page in default_sample:
        if truth["kind"] != "digital":
            continue
        text = page_text(page)
        values = [truth["document_number"], truth["date_raw"], truth["po_number"]]
        values.append(truth["supplier"])  # the legal name: letterhead or footer
        if truth["tax_id_printed"]:
            values.append(truth["supplier_tax_id"])
        if gen_sixth._LAYOUTS[truth["layout"]].letter == "brand":
            values += truth["supplier_aliases"]  # the brand is the letterhead
        for value in filter(None, values):
            assert value in text, (truth["file"], value)
        checked += 1
    assert checked >= 40


def test_the_truth_date_is_the_printed_date(default_sample: Notes) -> None:
    numeric, named = printed_dates(default_sample)
    assert numeric >= 50 and named >= 20


def test_the_default_sample_spans_twenty_five_layouts_six_languages_and_three_kinds(
    gen_sixth: Any, default_sample: Notes
) -> None:
    truths = [truth for truth, _ in default_sample]
    assert len(truths) == 150
    assert len({t["file"] for t in truths}) == 150
    assert len(gen_sixth.LAYOUTS) >= 25 and len({t["layout"] for t in truths}) >= 25
    assert len({layout.head for layout in gen_sixth.LAYOUTS}) == 6
    languages = Counter(t["language"] for t in truths)
    assert set(languages) == {"en", "de", "fr", "it", "es", "nl"}
    assert min(languages.values()) >= 12
    assert {"UK", "IE", "ZA", "NZ", "SG"} <= {t["country"] for t in truths if t["language"] == "en"}
    kinds = Counter(t["kind"] for t in truths)
    assert set(kinds) == {"digital", "scan", "photo"} and min(kinds.values()) >= 20
    assert {"delivery_note", "ticket", "waste", "pump", "fuel", "return"} == {
        t["doc_type"] for t in truths
    }
    assert len({t["trade"] for t in truths}) >= 14
    paper = {layout.name for layout in gen_sixth.LAYOUTS if layout.paper}
    for truth, page in default_sample:
        if truth["kind"] != "digital":  # OCR gives one entry per printed run
            assert any(" " in word["t"] for word in page["words"])
            assert all("c" in word for word in page["words"])
        for one in (page, *page.get("next_pages", [])):
            words = one["words"]
            assert all(w["x0"] < w["x1"] and w["y0"] < w["y1"] for w in words)
            assert all(w["x1"] <= one["width"] and w["y1"] <= one["height"] for w in words)
        if truth["layout"] in paper:
            assert truth["kind"] != "digital"


def test_some_notes_have_a_second_page_that_says_so(gen_sixth: Any, default_sample: Notes) -> None:
    two = [(t, p) for t, p in default_sample if t["pages"] == 2]
    assert len(two) >= 4
    assert all(len(p["next_pages"]) == 1 for _, p in two)
    assert all("next_pages" not in p for t, p in default_sample if t["pages"] == 1)
    for truth, page in two:
        if truth["kind"] == "digital":
            second = page_text(page["next_pages"][0])
            marks = gen_sixth.LABELS[truth["language"]]["page"]
            assert any(mark.format(i=2, n=2) in second for mark in marks), truth["file"]
            assert truth["supplier"] in second or truth["supplier_aliases"][0] in second


def test_host_data_carries_look_alikes_and_the_sites_other_orders(default_sample: Notes) -> None:
    truths = [truth for truth, _ in default_sample]
    one_digit_away, no_po = host_distractors(default_sample, suppliers=2)
    assert one_digit_away >= 30 and 15 <= no_po <= 60
    # Some of the site's other POs are the same supplier's.
    assert all(any(p["supplier"] == t["supplier"] for p in t["host_extra_pos"]) for t in truths)


def test_a_supplier_has_one_tax_id_and_a_tax_id_one_supplier(default_sample: Notes) -> None:
    """Across the sample's host data (Belgium prints in French and in Dutch: two suppliers)."""
    ids = tax_ids(default_sample)
    assert len(ids) == len(set(ids)) >= 60


def test_a_job_or_site_reference_is_printed_but_is_not_the_po(
    gen_sixth: Any, default_sample: Notes
) -> None:
    """Job / cost-centre / chantier references sit beside the PO or alone; never the PO."""
    job_labels = {label for labels in gen_sixth.LABELS.values() for label in labels["job"]}
    with_job = 0
    for truth, page in default_sample:
        if truth["kind"] != "digital":
            continue
        text = page_text(page)
        if any(f" {label} " in f" {text} " or f" {label}: " in f" {text} " for label in job_labels):
            with_job += 1
    assert with_job >= 10
    jobs_without_po = [
        t
        for t, p in default_sample
        if not t["po_number"] and "job" in gen_sixth._LAYOUTS[t["layout"]].extras
    ]
    assert len(jobs_without_po) >= 5


def test_ocr_pages_carry_the_confusions_of_a_real_engine(default_sample: Notes) -> None:
    ocr_pages = [(t, p) for t, p in default_sample if t["kind"] != "digital"]
    exact = 0
    for truth, page in ocr_pages:
        text = page_text(page)
        exact += truth["supplier"] in text and truth["document_number"] in text
    assert 0.3 * len(ocr_pages) < exact < len(ocr_pages)
    assert any(w["c"] < 0.7 for _, p in ocr_pages for w in p["words"])
    # Photos are skewed: a run's words do not sit on one level line.
    photos = [p for t, p in default_sample if t["kind"] == "photo"]
    assert any(w["y1"] - w["y0"] > 24 for p in photos for w in p["words"])
