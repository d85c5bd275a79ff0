"""The thirteenth held-out generator (bench/gen_thirteenth.py): deterministic, findable truth
in the bench's format, and the paperwork it promises (portal and marketplace prints, numbers
in a grid, beside a barcode or split in a narrow column, month-first and long dates, two-page
notes, documents that are not delivery notes)."""

from __future__ import annotations

import importlib
import re
from collections import Counter
from collections.abc import Iterator
from difflib import SequenceMatcher
from typing import Any

import pytest

from tests.unit.bench_path import (
    Notes,
    bench_on_path,
    check_ocr_confusions,
    check_suppliers,
    host_distractors,
    page_text,
    printed_dates,
)

SEEDS = (141, 142, 143)
DOC_TYPES = {
    "delivery_note",
    "invoice",
    "order_confirmation",
    "credit_note",
    "quotation",
    "statement",
    "collection_note",
    "return_note",
}


@pytest.fixture(scope="module")
def gen() -> Iterator[Any]:
    with bench_on_path():
        yield importlib.import_module("gen_thirteenth")


@pytest.fixture(scope="module")
def samples(gen: Any) -> dict[int, Notes]:
    return {seed: list(gen.generate(seed)) for seed in SEEDS}


@pytest.fixture(scope="module")
def every(samples: dict[int, Notes]) -> Notes:
    return [note for seed in SEEDS for note in samples[seed]]


def _pages(page: dict[str, Any]) -> list[dict[str, Any]]:
    return [page, *page.get("next_pages", [])]


def test_deterministic_per_seed_and_seeds_differ(gen: Any, samples: dict[int, Notes]) -> None:
    assert list(gen.generate(141)) == samples[141]
    assert [t for t, _ in samples[141]] != [t for t, _ in samples[142]]
    assert len(samples[141]) == 120
    assert len(list(gen.generate(7, count=5))) == 5


def test_truth_format(every: Notes) -> None:
    files = [t["file"] for t, _ in every[:120]]
    assert len(set(files)) == 120
    for truth, page in every:
        assert re.fullmatch(r"thirteenth-\d{3}-[a-z0-9_]+-(en|de|fr|it|es|nl)-\w+", truth["file"])
        assert truth["file"].endswith(f"-{truth['layout']}-{truth['language']}-{truth['kind']}")
        assert truth["kind"] in {"digital", "scan", "photo"}
        assert truth["doc_type"] in DOC_TYPES
        assert truth["date_order"] in {"dmy", "mdy"}
        assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", truth["date"])
        assert truth["document_number"] and truth["supplier"] and truth["supplier_tax_id"]
        assert isinstance(truth["supplier_aliases"], list)
        assert truth["pages"] == len(_pages(page))
        assert truth["po_number"] is None or truth["po_number"].strip()


def test_truth_is_printed_on_digital_pages(every: Notes) -> None:
    checked = 0
    for truth, page in every:
        if truth["kind"] != "digital":
            continue
        text = page_text(page)
        flat = "".join(w["t"] for w in page["words"])
        for key in ("document_number", "po_number", "supplier", "date_raw"):
            value = truth[key]
            if value:
                # A narrow column breaks the number over two lines: its parts, run together.
                assert value in text or value.replace(" ", "") in flat, (truth["file"], key)
        checked += 1
    assert checked > 100


def test_languages_layouts_and_page_sizes_spread(gen: Any, every: Notes) -> None:
    assert {t["language"] for t, _ in every} == {"en", "de", "fr", "it", "es", "nl"}
    layouts = Counter(t["layout"] for t, _ in every)
    assert len(gen.LAYOUTS) == 24
    assert set(layouts) == {lay.name for lay in gen.LAYOUTS}
    widths = {p["width"] for t, p in every if t["kind"] == "digital"}
    assert {1240.0, 874.0, 1275.0, 472.0} <= widths
    assert {t["trade"] for t, _ in every} == set(gen.lx.TRADES)
    assert {t["kind"] for t, _ in every} == {"digital", "scan", "photo"}


def test_two_page_notes_carry_no_number_date_or_po_on_page_two(every: Notes) -> None:
    notes = [(t, p) for t, p in every if t["doc_type"] == "delivery_note"]
    two = [(t, p) for t, p in notes if t["pages"] == 2]
    assert 0.08 * len(notes) < len(two) < 0.25 * len(notes)
    for truth, page in two:
        for second in page["next_pages"]:
            text = page_text(second)
            for key in ("document_number", "po_number", "date_raw"):
                assert not truth[key] or truth[key] not in text, (truth["file"], key)
    assert all(t["pages"] == 1 for t, _ in every if t["doc_type"] != "delivery_note")


def test_two_page_notes_some_with_a_continuation_marker_some_without(gen: Any) -> None:
    markers = {m for ms in gen.lx.CONT_MARKERS.values() for m in ms}
    with_marker = without = 0
    for seed in SEEDS:
        for truth, page in gen.generate(seed):
            if truth["pages"] == 2 and truth["kind"] == "digital":
                text = page_text(page)
                if any(m in text for m in markers):
                    with_marker += 1
                else:
                    without += 1
    assert with_marker and without


def test_distractor_documents(every: Notes) -> None:
    others = [t for t, _ in every if t["doc_type"] != "delivery_note"]
    assert 0.06 * len(every) < len(others) < 0.2 * len(every)
    assert len({t["doc_type"] for t in others}) >= 5


def test_word_boxes_inside_their_page(every: Notes) -> None:
    for truth, page in every:
        for p in _pages(page):
            for w in p["words"]:
                assert w["t"], truth["file"]
                assert 0 <= w["x0"] < w["x1"] <= p["width"], (truth["file"], w)
                assert 0 <= w["y0"] < w["y1"] <= p["height"], (truth["file"], w)


def test_dates_numeric_named_and_month_first(every: Notes) -> None:
    numeric, named = printed_dates(every)
    assert numeric > 60 and named > 60
    mdy = [t for t, _ in every if t["date_order"] == "mdy"]
    assert mdy and all(t["language"] == "en" for t in mdy)
    # Month-first notes whose date would read otherwise day-first.
    assert any(
        re.fullmatch(r"\d\d/\d\d/\d{4}", t["date_raw"]) and int(t["date_raw"][3:5]) <= 12
        for t in mdy
    )
    # The note's own date among other dates on the same page.
    digital = [(t, p) for t, p in every if t["kind"] == "digital"]
    crowded = sum(
        len(re.findall(r"\b20(?:25|26|27|28|29)\b", page_text(p))) >= 3 for _, p in digital
    )
    assert crowded > len(digital) // 4


def test_host_data_and_suppliers(every: Notes) -> None:
    for seed in SEEDS:
        sample = every[(seed - SEEDS[0]) * 120 : (seed - SEEDS[0] + 1) * 120]
        one_away, no_po = host_distractors(sample, 3)
        assert one_away > 40 and 10 < no_po < 60
        check_suppliers(sample)
    for truth, _ in every:
        assert len(truth["host_extra_suppliers"]) <= 5
        # A look-alike of the note's supplier among the site's others.
        names = [s["supplier"] for s in truth["host_extra_suppliers"]]
        trading = truth["supplier_aliases"][0]
        assert any(
            SequenceMatcher(None, n[: len(trading)], trading).ratio() >= 0.85 for n in names
        ), truth["file"]


def test_ocr_pages(every: Notes) -> None:
    check_ocr_confusions(every)
    scans = [p for t, p in every if t["kind"] != "digital"]
    assert all("c" in w for p in scans for w in p["words"])


def test_portal_and_marketplace_prints_name_the_seller_by_a_label(gen: Any, every: Notes) -> None:
    labels = {lab for ls in gen.lx.VENDOR_LABELS.values() for lab in ls}
    seen = 0
    for truth, page in every:
        if truth["layout"] not in ("fitout_portal", "market_slip") or truth["kind"] != "digital":
            continue
        text = page_text(page)
        assert any(f"{lab} {truth['supplier']}" in text for lab in labels), truth["file"]
        # The customer's or the platform's name comes first, not the seller's.
        assert not text.startswith(truth["supplier_aliases"][0])
        seen += 1
    assert seen >= 5


def test_item_lines_carry_code_like_tokens(every: Notes) -> None:
    text = " ".join(page_text(p) for t, p in every if t["kind"] == "digital")
    assert re.search(r"SN: [A-Z0-9]{10,}", text)
    assert re.search(r"MAC (?:[0-9A-F]{2}:){5}[0-9A-F]{2}", text)
    assert re.search(r"Asset tag: AT-\d{6}", text)
    assert re.search(r"\d{3,4}x\d{4} mm", text)
    assert re.search(r"\b(?:P9|C3|C5|C10)\b", text)
    assert "U-value" in text
