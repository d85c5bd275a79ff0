"""The fifth held-out generator (bench/gen_fifth.py): deterministic, findable truth, its spread."""

from __future__ import annotations

import importlib
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from tests.unit.bench_path import bench_on_path, page_text, printed_dates

Notes = list[tuple[dict[str, Any], dict[str, Any]]]


@pytest.fixture(scope="module")
def gen_fifth() -> Iterator[Any]:
    with bench_on_path():
        yield importlib.import_module("gen_fifth")


@pytest.fixture(scope="module")
def default_sample(gen_fifth: Any) -> Notes:
    return list(gen_fifth.generate())


def test_every_truth_value_is_printed_on_the_digital_pages(default_sample: Notes) -> None:
    checked = 0
    for truth, page in default_sample:
        if truth["kind"] != "digital":
            continue
        text = page_text(page)
        values = [truth["document_number"], truth["date_raw"], truth["po_number"]]
        values += truth["supplier_aliases"]
        if truth["tax_id_printed"]:
            values.append(truth["supplier_tax_id"])
        for value in filter(None, values):
            assert value in text, (truth["file"], value)
        # The legal name is printed (a brand letterhead prints it only in the footer).
        assert truth["supplier"] in text, truth["file"]
        checked += 1
    assert checked >= 50


def test_the_truth_date_is_the_printed_date(default_sample: Notes) -> None:
    numeric, named = printed_dates(default_sample)
    assert numeric >= 50 and named >= 25
    assert any(t["date_order"] == "mdy" for t, _ in default_sample)


def test_the_default_sample_spans_twenty_layouts_six_languages_and_three_kinds(
    gen_fifth: Any, default_sample: Notes
) -> None:
    truths = [truth for truth, _ in default_sample]
    assert len(truths) == 150
    assert len({t["file"] for t in truths}) == 150
    assert len({t["layout"] for t in truths}) >= 20
    languages = Counter(t["language"] for t in truths)
    assert set(languages) == {"en", "de", "fr", "it", "es", "nl"}
    assert min(languages.values()) >= 12
    assert {"UK", "IE", "US", "AU"} <= {t["country"] for t in truths if t["language"] == "en"}
    kinds = Counter(t["kind"] for t in truths)
    assert set(kinds) == {"digital", "scan", "photo"} and min(kinds.values()) >= 20
    assert {"delivery_note", "off_hire", "on_hire", "ticket", "pod"} <= {
        t["doc_type"] for t in truths
    }
    paper = {layout.name for layout in gen_fifth.LAYOUTS if layout.paper}
    for truth, page in default_sample:
        if truth["kind"] != "digital":  # OCR gives one entry per printed run
            assert any(" " in word["t"] for word in page["words"])
            assert all("c" in word for word in page["words"])
        words = page["words"]
        assert all(w["x0"] < w["x1"] and w["y0"] < w["y1"] for w in words)
        assert all(w["x1"] <= page["width"] and w["y1"] <= page["height"] for w in words)
        if truth["layout"] in paper:
            assert truth["kind"] != "digital"


def test_suppliers_recur_and_host_data_carries_distractors(default_sample: Notes) -> None:
    truths = [truth for truth, _ in default_sample]
    per_supplier = Counter(t["supplier"] for t in truths)
    assert sum(1 for n in per_supplier.values() if n >= 3) >= 20
    suppliers = set(per_supplier)
    for truth in truths:
        extra = {s["supplier"] for s in truth["host_extra_suppliers"]}
        assert len(extra) >= 3 and not extra & suppliers
        assert all(p["po_number"] != truth["po_number"] for p in truth["host_extra_pos"])
        # The site's other open POs with the same supplier are in host data too.
        assert any(p["supplier"] == truth["supplier"] for p in truth["host_extra_pos"])
    no_po = [t for t in truths if not t["po_number"]]
    assert 10 <= len(no_po) <= 40


def test_pages_carry_the_distractors_of_real_paperwork(
    gen_fifth: Any, default_sample: Notes
) -> None:
    """The customer's company name on every page, more than one date on some."""
    digital = [(t, p) for t, p in default_sample if t["kind"] == "digital"]
    for truth, page in digital:
        customers = gen_fifth.CUSTOMERS[truth["language"]]
        assert any(name in page_text(page) for name in customers), truth["file"]
    several_dates = [t for t, _ in digital if {"odate", "pdate"} & set(dict(
        gen_fifth._LAYOUTS[t["layout"]].fields))]  # fmt: skip
    assert len(several_dates) >= 10
    # Brand letterheads print only the alias at the top, the legal name in the footer.
    brands = [t for t, p in digital if p["words"][0]["t"] not in t["supplier"]]
    assert len(brands) >= 5


def test_ocr_pages_carry_the_confusions_of_a_real_engine(default_sample: Notes) -> None:
    ocr_pages = [(t, p) for t, p in default_sample if t["kind"] != "digital"]
    exact = 0
    for truth, page in ocr_pages:
        text = page_text(page)
        exact += truth["supplier"] in text and truth["document_number"] in text
    assert 0.3 * len(ocr_pages) < exact < len(ocr_pages)
    assert any(w["c"] < 0.7 for _, p in ocr_pages for w in p["words"])


def test_no_two_printed_words_overlap_on_a_digital_page(default_sample: Notes) -> None:
    checked = 0
    for truth, page in default_sample:
        if truth["kind"] != "digital":
            continue
        words = page["words"]
        for i, a in enumerate(words):
            for b in words[i + 1 :]:
                apart = (
                    a["x1"] <= b["x0"] + 1
                    or b["x1"] <= a["x0"] + 1
                    or a["y1"] <= b["y0"] + 1
                    or b["y1"] <= a["y0"] + 1
                )
                assert apart, (truth["file"], a["t"], b["t"])
        checked += 1
    assert checked >= 50
