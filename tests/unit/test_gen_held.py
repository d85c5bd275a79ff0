"""The held-out generator (bench/gen_held.py): deterministic, findable truth, its spread."""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from typing import Any

import pytest

from tests.unit.bench_path import bench_on_path


@pytest.fixture(scope="module")
def gen_held() -> Iterator[Any]:
    with bench_on_path():
        yield importlib.import_module("gen_held")


@pytest.fixture(scope="module")
def default_sample(gen_held: Any) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    return list(gen_held.generate())


def test_every_truth_value_is_printed_in_the_digital_text_layer(
    default_sample: list[tuple[dict[str, Any], dict[str, Any]]],
) -> None:
    checked = 0
    for truth, page in default_sample:
        if truth["kind"] != "digital":
            continue
        text = " ".join(word["t"] for word in page["words"])
        values = [truth["document_number"], truth["date_raw"], truth["supplier"]]
        values += [truth["po_number"], truth["supplier_tax_id"], *truth["supplier_aliases"]]
        for value in filter(None, values):
            assert value in text, (truth["file"], truth["layout"], value)
        checked += 1
    assert checked >= 50


def test_the_default_sample_spans_thirty_layouts_six_languages_and_three_kinds(
    default_sample: list[tuple[dict[str, Any], dict[str, Any]]],
) -> None:
    truths = [truth for truth, _ in default_sample]
    assert len(truths) == 180
    assert len({t["file"] for t in truths}) == 180
    assert len({t["layout"] for t in truths}) >= 30
    assert {t["language"] for t in truths} == {"en", "de", "fr", "it", "es", "nl"}
    assert {t["kind"] for t in truths} == {"digital", "scan", "photo"}
    for truth, page in default_sample:
        if truth["kind"] != "digital":  # OCR gives one entry per line segment, not per word
            assert any(" " in word["t"] for word in page["words"])
        assert all(w["x0"] < w["x1"] and w["y0"] < w["y1"] for w in page["words"])
