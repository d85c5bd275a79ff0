"""The fourth held-out generator (bench/gen_other.py): deterministic, findable truth, its spread."""

from __future__ import annotations

import importlib
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from tests.unit.bench_path import bench_on_path, printed_dates


@pytest.fixture(scope="module")
def gen_other() -> Iterator[Any]:
    with bench_on_path():
        yield importlib.import_module("gen_other")


@pytest.fixture(scope="module")
def default_sample(gen_other: Any) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    return list(gen_other.generate())


def _pages(page: dict[str, Any]) -> list[dict[str, Any]]:
    return [page, *page.get("next_pages", [])]


def _text(page: dict[str, Any]) -> str:
    return " ".join(word["t"] for p in _pages(page) for word in p["words"])


def test_every_truth_value_is_printed_in_the_digital_text_layer(
    default_sample: list[tuple[dict[str, Any], dict[str, Any]]],
) -> None:
    checked = 0
    for truth, page in default_sample:
        if truth["kind"] != "digital":
            continue
        text = _text(page)
        values = [truth["document_number"], truth["date_raw"], truth["supplier"]]
        values += [truth["po_number"], *truth["supplier_aliases"]]
        if truth["tax_id_printed"]:
            values.append(truth["supplier_tax_id"])
        for value in filter(None, values):
            assert value in text, (truth["file"], value)
        checked += 1
    assert checked >= 50


def test_the_truth_date_is_the_printed_date(
    default_sample: list[tuple[dict[str, Any], dict[str, Any]]],
) -> None:
    numeric, named = printed_dates(default_sample)
    assert numeric >= 50 and named >= 40
    # Weekday names, month names of each language and two-digit years are all printed.
    raws = [t["date_raw"] for t, _ in default_sample]
    assert any(r.startswith(("Tuesday", "mardi", "Di,", "martes", "dinsdag")) for r in raws)


def test_the_default_sample_spans_thirty_layouts_six_languages_and_three_kinds(
    gen_other: Any, default_sample: list[tuple[dict[str, Any], dict[str, Any]]]
) -> None:
    truths = [truth for truth, _ in default_sample]
    assert len(truths) == 180
    assert len({t["file"] for t in truths}) == 180
    assert len({t["layout"] for t in truths}) >= 30
    languages = Counter(t["language"] for t in truths)
    assert set(languages) == {"en", "de", "fr", "it", "es", "nl"}
    assert min(languages.values()) >= 12
    english = {t["country"] for t in truths if t["language"] == "en"}
    assert {"UK", "AU", "NZ", "US", "IE", "IN", "ZA"} <= english
    kinds = Counter(t["kind"] for t in truths)
    assert set(kinds) == {"digital", "scan", "photo"} and min(kinds.values()) >= 30
    assert {t["doc_type"] for t in truths} == {"delivery_note", "return"}
    assert any(t["date_order"] == "mdy" for t in truths)
    assert sum(1 for t in truths if t["pages"] > 1) >= 5
    paper = {layout.name for layout in gen_other.LAYOUTS if layout.paper}
    for truth, page in default_sample:
        for p in _pages(page):
            if truth["kind"] != "digital":  # OCR gives one entry per line segment
                assert any(" " in word["t"] for word in p["words"])
                assert all("c" in word for word in p["words"])
            assert all(w["x0"] < w["x1"] and w["y0"] < w["y1"] for w in p["words"])
            assert all(w["x1"] <= p["width"] + 1 and w["y1"] <= p["height"] for w in p["words"])
        if truth["layout"] in paper:
            assert truth["kind"] != "digital"


def test_the_hard_cases_are_there(
    default_sample: list[tuple[dict[str, Any], dict[str, Any]]],
) -> None:
    """A logistics firm's letterhead above the supplier, trading names, numbers only under a
    barcode or in the footer, a second page that repeats the number."""
    layouts = Counter(t["layout"] for t, _ in default_sample)
    for name in ("en_3pl", "de_3pl", "fr_3pl", "es_3pl", "uk_barcode", "fr_footer", "en_pages"):
        assert layouts[name] >= 3, name
    for truth, page in default_sample:
        text = _text(page)
        if truth["layout"] == "uk_barcode" and truth["kind"] == "digital":
            assert f"*{truth['document_number']}*" in text
        if truth["layout"].endswith("3pl"):
            first = page["words"][0]["t"]
            assert first not in truth["supplier"]
    assert sum(1 for t, _ in default_sample if t["supplier_aliases"]) >= 20


def test_suppliers_recur_and_host_data_carries_distractors(
    default_sample: list[tuple[dict[str, Any], dict[str, Any]]],
) -> None:
    truths = [truth for truth, _ in default_sample]
    per_supplier = Counter(t["supplier"] for t in truths)
    assert sum(1 for n in per_supplier.values() if n >= 3) >= 10
    suppliers = set(per_supplier)
    for truth in truths:
        extra = {s["supplier"] for s in truth["host_extra_suppliers"]}
        assert len(extra) >= 2 and not extra & suppliers
        assert all(p["po_number"] != truth["po_number"] for p in truth["host_extra_pos"])
    assert sum(1 for t in truths if not t["po_number"]) >= 10


def test_ocr_pages_carry_the_confusions_of_a_real_engine(
    default_sample: list[tuple[dict[str, Any], dict[str, Any]]],
) -> None:
    ocr_pages = [(t, p) for t, p in default_sample if t["kind"] != "digital"]
    exact = 0
    for truth, page in ocr_pages:
        text = _text(page)
        exact += truth["supplier"] in text and truth["document_number"] in text
    # Noise touches some pages' values, not all of them.
    assert 0.3 * len(ocr_pages) < exact < len(ocr_pages)
    assert any(w["c"] < 0.7 for _, p in ocr_pages for w in p["words"])


def test_no_two_printed_words_overlap_on_a_digital_page(
    default_sample: list[tuple[dict[str, Any], dict[str, Any]]],
) -> None:
    checked = 0
    for truth, page in default_sample:
        if truth["kind"] != "digital":
            continue
        for p in _pages(page):
            words = p["words"]
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
