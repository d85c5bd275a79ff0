"""The held-out generator of the finding bench (``bench/gen_blind.py``) gives what it promises:
the same notes for a seed, every truth value printed on the page, and the variety asked for."""

from __future__ import annotations

import datetime as dt
import importlib
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from tests.unit.bench_path import page_text

BENCH = Path(__file__).resolve().parents[2] / "bench"


@pytest.fixture(scope="module")
def gen_blind() -> Iterator[ModuleType]:
    with pytest.MonkeyPatch.context() as patch:
        patch.syspath_prepend(str(BENCH))
        yield importlib.import_module("gen_blind")


def test_every_truth_value_is_printed_in_the_words_of_the_digital_page(
    gen_blind: ModuleType,
) -> None:
    checked = 0
    for truth, page in gen_blind.generate(kind="digital"):
        text = page_text(page)
        assert page["path"] == "digital"
        assert all(word["t"] and " " not in word["t"] for word in page["words"])
        for field in ("document_number", "supplier", "po_number", "supplier_tax_id", "date_raw"):
            if truth[field]:
                assert truth[field] in text, (truth["file"], field, truth[field])
                assert not set("#^%") & set(truth[field]), truth[field]  # no shape left over
                checked += 1
        for alias in truth["supplier_aliases"]:
            assert alias in text
        for values in truth.get("accept", {}).values():
            assert all(value in text for value in values)
        day = dt.date.fromisoformat(truth["date"])
        raw = truth["date_raw"]
        assert str(day.day) in raw and f"{day.year % 100:02d}" in raw, (truth["file"], raw)
        if "-" in raw and raw[:4].isdigit():  # an ISO date is printed as the truth says
            assert raw == truth["date"]
    assert checked > 180 * 4


def test_the_default_run_has_thirty_layouts_six_languages_and_three_renderings(
    gen_blind: ModuleType,
) -> None:
    truths = [truth for truth, _ in gen_blind.generate()]
    assert len(truths) == 180
    assert len({t["file"] for t in truths}) == 180
    assert len({t["layout"] for t in truths}) >= 30
    assert {t["language"] for t in truths} == {"en", "de", "fr", "it", "es", "nl"}
    assert {t["kind"] for t in truths} == {"digital", "scan", "photo"}
    assert any(not t["po_number"] for t in truths) and any(t["po_number"] for t in truths)
    assert {t["date_order"] for t in truths} == {"dmy", "mdy"}


def test_a_scan_is_the_same_note_read_as_noisy_line_segments(gen_blind: ModuleType) -> None:
    digital = list(gen_blind.generate(count=40, kind="digital"))
    for kind in ("scan", "photo"):
        ocr = list(gen_blind.generate(count=40, kind=kind))
        assert [t["document_number"] for t, _ in ocr] == [t["document_number"] for t, _ in digital]
        assert all(
            len(p["words"]) < len(d["words"]) for (_, p), (_, d) in zip(ocr, digital, strict=True)
        )
        assert any(" " in word["t"] for _, page in ocr for word in page["words"])
        assert all(0 < word["c"] <= 1 for _, page in ocr for word in page["words"])
        changed = sum(
            sorted(page_text(p).split()) != sorted(page_text(d).split())
            for (_, p), (_, d) in zip(ocr, digital, strict=True)
        )
        assert changed > 30  # character confusions on most pages
