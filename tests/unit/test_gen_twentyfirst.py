"""The twenty-first held-out generator (the world's paperwork in six languages): its truths
and pages against the shared checks, and its own promises (layouts, families, languages,
kinds, doc types, the distractors it prints, determinism, speed)."""

from __future__ import annotations

import functools
import importlib
import re
import time
from collections import Counter
from types import ModuleType
from typing import Any

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
    host_distractors,
    page_text,
    printed_dates,
    sisters,
)

SEEDS = (221, 222, 223)
DOC_TYPES = {
    "delivery_note",
    "invoice",
    "order_confirmation",
    "credit_note",
    "quotation",
    "statement",
}


@functools.cache
def module() -> ModuleType:
    with bench_on_path():
        return importlib.import_module("gen_twentyfirst")


@functools.cache
def timed_sample(seed: int) -> tuple[Notes, float]:
    start = time.perf_counter()
    notes = list(module().generate(seed))
    return notes, time.perf_counter() - start


def sample(seed: int) -> Notes:
    return timed_sample(seed)[0]


@functools.cache
def made(seed: int) -> list[Any]:
    """The notes with the distractors each printed (the generator's own record)."""
    return list(module().notes(seed))


def text_of(page: dict[str, Any]) -> str:
    return " ".join(page_text(p) for p in all_pages(page))


@pytest.mark.parametrize("seed", SEEDS)
def test_truth_shape(seed: int) -> None:
    notes = sample(seed)
    assert len(notes) == 120
    check_truth_shape(notes, "twentyfirst", DOC_TYPES)


@pytest.mark.parametrize("seed", SEEDS)
def test_truth_printed(seed: int) -> None:
    check_truth_printed(sample(seed))


@pytest.mark.parametrize("seed", SEEDS)
def test_continuation_pages(seed: int) -> None:
    check_continuation_pages(sample(seed))


@pytest.mark.parametrize("seed", SEEDS)
def test_ocr_confusions(seed: int) -> None:
    check_ocr_confusions(sample(seed))


@pytest.mark.parametrize("seed", SEEDS)
def test_suppliers(seed: int) -> None:
    check_suppliers(sample(seed))


@pytest.mark.parametrize("seed", SEEDS)
def test_printed_dates(seed: int) -> None:
    numeric, named = printed_dates(sample(seed))
    assert numeric >= 60 and named >= 5


@pytest.mark.parametrize("seed", SEEDS)
def test_host_distractors(seed: int) -> None:
    one_digit_away, no_po = host_distractors(sample(seed), 2)
    assert one_digit_away >= 3 and no_po >= 10


@pytest.mark.parametrize("seed", SEEDS)
def test_sisters(seed: int) -> None:
    assert sisters(sample(seed)) >= 2


def test_deterministic() -> None:
    again = list(module().generate(221))
    assert again == sample(221)
    assert [t for t, _ in sample(221)] != [t for t, _ in sample(222)]


def test_spread() -> None:
    truths = [t for seed in SEEDS for t, _ in sample(seed)]
    assert len({t["layout"] for t in truths}) >= 36
    assert len({t["family"] for t in truths}) >= 10
    for seed in SEEDS:
        seeded = [t for t, _ in sample(seed)]
        assert {t["language"] for t in seeded} == {"en", "de", "fr", "it", "es", "nl"}
        kinds = Counter(t["kind"] for t in seeded)
        assert set(kinds) == {"digital", "scan", "photo"}
        assert 0.35 < kinds["digital"] / 120 < 0.58 and kinds["photo"] >= 12
        docs = Counter(t["doc_type"] for t in seeded)
        assert len(docs) >= 4 and 0.08 < 1 - docs["delivery_note"] / 120 < 0.3
        assert any(t["pages"] == 3 for t in seeded)
        assert any(t["date_order"] == "mdy" for t in seeded)


def test_multi_pages_carry_page_words() -> None:
    for seed in SEEDS:
        for truth, page in sample(seed):
            assert ("next_pages" in page) == (truth["pages"] > 1)
            for later in page.get("next_pages", []):
                assert later["words"] and "next_pages" not in later


def test_distractor_dates_printed_and_not_the_date() -> None:
    """Every other date the generator records (order dates, due dates, CAI expiry, e-way bill
    validity, print stamps...) is printed on the digital note and is not the note's date."""
    kinds: Counter[str] = Counter()
    for seed in SEEDS:
        for m in made(seed):
            for key, _, raw, iso in m.other_dates:
                assert iso != m.truth["date"], (m.truth["file"], key)
                kinds[key] += 1
                if m.truth["kind"] == "digital":
                    assert raw in text_of(m.page), (m.truth["file"], key, raw)
    for key in ("order", "due", "print", "cai_exp", "eway_valid", "activity"):
        assert kinds[key] >= 2, (key, kinds)


def test_distractor_numbers_printed() -> None:
    """The other numbers (e-way bills, LR, vehicles, CAI, customer numbers...) are printed on
    digital notes and never equal the note's number or PO."""
    kinds: Counter[str] = Counter()
    for seed in SEEDS:
        for m in made(seed):
            t = m.truth
            for key, _, value in m.other_numbers:
                assert value not in (t["document_number"], t["po_number"]), (t["file"], key)
                kinds[key] += 1
                if t["kind"] == "digital":
                    assert value in text_of(m.page), (t["file"], key, value)
            assert m.patched == 0, t["file"]
    for key in ("eway", "lr", "vehicle", "cai", "custno", "bol"):
        assert kinds[key] >= 2, (key, kinds)


def test_region_papers() -> None:
    """The regions' own papers: Argentine remitos print their CAI and its expiry, Indian
    challans their e-way bill, Chilean guías the SII, Peruvian guías a serie-number."""
    seen: Counter[str] = Counter()
    for seed in SEEDS:
        for truth, page in sample(seed):
            if truth["kind"] != "digital":
                continue
            text = text_of(page)
            layout = truth["layout"]
            if layout == "fg_ar_remito":
                assert "CAI" in text.replace(".", "") and re.search(r"\d{4}-\d{8}", text)
                seen["ar"] += 1
            if layout == "ch_eway":
                assert re.search(r"\d{4} \d{4} \d{4}", text)
                seen["in"] += 1
            if layout == "fg_cl_guia":
                assert "S.I.I." in text and "R.U.T." in text
                seen["cl"] += 1
            if layout == "fg_pe_guia":
                assert re.fullmatch(r"[TE][A-Z0-9]\d{2}-\d{8}", truth["document_number"])
                seen["pe"] += 1
    assert len(seen) >= 3, seen


def test_ocr_pages_in_pixels_with_runs() -> None:
    for seed in SEEDS:
        for truth, page in sample(seed):
            if truth["kind"] == "digital":
                assert page["width"] in (595.0, 612.0, 842.0, 792.0)
                assert all(w["c"] == 1.0 and " " not in w["t"] for w in page["words"])
            else:
                assert page["width"] > 1000
                assert any(" " in w["t"] for w in page["words"])


def test_runtime() -> None:
    total = sum(timed_sample(seed)[1] for seed in SEEDS)
    assert total < 20 * len(SEEDS)
    assert timed_sample(221)[1] < 20
