"""The nineteenth held-out generator: deterministic, well-formed, spread over kinds,
languages, layouts, trades and document types, with its truth printed on its digital pages
and an OCR engine's faults on its scanned and photographed ones; and what happens to paper
after the gate: goods-in stamps with their own date and number, handwriting read with low
confidence, carriers' and weighbridges' numbers, several dates on one note."""

from __future__ import annotations

import functools
import re
from collections import Counter
from datetime import date
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
    digital,
    host_distractors,
    page_text,
    printed_dates,
    sisters,
)

SEEDS = (201, 202, 203)
DOC_TYPES = {
    "delivery_note",
    "invoice",
    "order_confirmation",
    "credit_note",
    "quotation",
    "statement",
}
NUMERIC_DATE = re.compile(r"(?<![\w/.-])(\d{1,4})([./-])(\d{1,2})\2(\d{2,4})(?![\w/-])")


@functools.cache
def sample(seed: int) -> Notes:
    with bench_on_path():
        import gen_nineteenth

        return list(gen_nineteenth.generate(seed=seed))


@functools.cache
def lexicon() -> Any:
    with bench_on_path():
        import nineteenth_lex

        return nineteenth_lex


def every_note() -> Notes:
    return [note for seed in SEEDS for note in sample(seed)]


def read_numeric(text: str, order: str) -> date | None:
    """A numeric date (day first, or month first in "mdy", or ISO) read from ``text``."""
    m = NUMERIC_DATE.search(text)
    if not m:
        return None
    a, _, b, c = m.groups()
    if len(a) == 4:
        y, mo, d = int(a), int(b), int(c)
    else:
        d, mo = (int(b), int(a)) if order == "mdy" else (int(a), int(b))
        y = int(c) + (2000 if len(c) == 2 else 0)
    try:
        return date(y, mo, d)
    except ValueError:
        return None


@pytest.mark.parametrize("seed", SEEDS)
def test_deterministic(seed: int) -> None:
    with bench_on_path():
        import gen_nineteenth

        again = list(gen_nineteenth.generate(seed=seed))
    assert again == sample(seed)
    assert len(again) == 120


def test_seeds_differ() -> None:
    assert [t["file"] for t, _ in sample(201)] != [t["file"] for t, _ in sample(202)]
    assert [t["supplier"] for t, _ in sample(201)] != [t["supplier"] for t, _ in sample(203)]


def test_count_is_honoured() -> None:
    with bench_on_path():
        import gen_nineteenth

        assert len(list(gen_nineteenth.generate(seed=7, count=24))) == 24


@pytest.mark.parametrize("seed", SEEDS)
def test_truth_shape(seed: int) -> None:
    check_truth_shape(sample(seed), "nineteenth", DOC_TYPES)
    for _, page in sample(seed):
        assert set(page) <= {"words", "width", "height", "next_pages"}


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


@pytest.mark.parametrize("seed", SEEDS)
def test_paper_sizes(seed: int) -> None:
    for truth, page in digital(sample(seed)):
        size = (page["width"], page["height"])
        if truth["family"] == "receipt":
            assert 165 <= size[0] <= 226 and 500 <= size[1] <= 800, truth["file"]
        else:
            assert size in ((595.0, 842.0), (612.0, 792.0)), truth["file"]
    photos = [p for t, p in sample(seed) if t["kind"] == "photo"]
    assert photos and all(p["width"] > 400 for p in photos)


def test_spread() -> None:
    notes = every_note()
    kinds = Counter(t["kind"] for t, _ in notes)
    assert set(kinds) == {"digital", "scan", "photo"}
    assert 0.35 < kinds["digital"] / len(notes) < 0.55
    assert {t["language"] for t, _ in notes} == {"en", "de", "fr", "nl", "it", "es"}
    assert len({t["layout"] for t, _ in notes}) >= 30
    assert len({t["family"] for t, _ in notes}) >= 6
    doc_types = Counter(t["doc_type"] for t, _ in notes)
    assert 0.06 < 1 - doc_types["delivery_note"] / len(notes) < 0.2
    assert len(doc_types) >= 5
    several = sum(t["pages"] >= 2 for t, _ in notes)
    assert 0.07 * len(notes) < several < 0.25 * len(notes)
    assert any(t["pages"] == 3 for t, _ in notes)
    no_po = sum(not t["po_number"] for t, _ in notes)
    assert 0.15 * len(notes) < no_po < 0.4 * len(notes)
    assert {"mdy", "dmy"} <= {t["date_order"] for t, _ in notes}
    assert len({t["trade"] for t, _ in notes}) >= 12


@pytest.mark.parametrize("seed", SEEDS)
def test_spread_per_seed(seed: int) -> None:
    notes = sample(seed)
    others = sum(t["doc_type"] != "delivery_note" for t, _ in notes)
    assert 0.06 * len(notes) <= others <= 0.2 * len(notes)
    no_po = sum(not t["po_number"] for t, _ in notes)
    assert 0.15 * len(notes) <= no_po <= 0.4 * len(notes)
    assert {t["kind"] for t, _ in notes} == {"digital", "scan", "photo"}


@pytest.mark.parametrize("seed", SEEDS)
def test_truth_printed_on_digital_pages(seed: int) -> None:
    check_truth_printed(sample(seed))


def test_continuation_pages() -> None:
    check_continuation_pages(every_note())


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
    assert 0.3 * len(notes) < sisters(notes) < 0.8 * len(notes)


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
    runs = [w["t"] for _, p in ocr for w in p["words"]]
    assert sum(" " in r for r in runs) > 0.3 * len(runs)  # runs, not words


def stamp_blocks(truth: dict[str, Any], page: dict[str, Any]) -> list[str]:
    """The text of each goods-in stamp found on a first page: its heading's run and the three
    runs after it on a scan or photo; on a PDF, the words after the heading (a stamp
    annotation comes last in the text layer)."""
    heads = lexicon().STAMP_WORDS[truth["language"]]
    words = [w["t"] for w in page["words"]]
    found = []
    for i in range(len(words)):
        for head in heads:
            if truth["kind"] != "digital":
                if words[i] == head:
                    found.append(" ".join(words[i + 1 : i + 4]))
                continue
            n = len(head.split())
            if " ".join(words[i : i + n]) == head:
                found.append(" ".join(words[i + n :]))
    return found


@pytest.mark.parametrize("seed", SEEDS)
def test_stamps_carry_their_own_date_and_number(seed: int) -> None:
    stamps = dated = 0
    for truth, page in sample(seed):
        for block in stamp_blocks(truth, page):
            stamps += 1
            assert truth["document_number"] not in block, truth["file"]
            assert truth["date_raw"] not in block, truth["file"]
            when = read_numeric(block, truth["date_order"])
            if when is not None:
                dated += 1
                assert when.isoformat() != truth["date"], (truth["file"], block)
    assert stamps >= 15
    assert dated >= 0.4 * stamps


@pytest.mark.parametrize("seed", SEEDS)
def test_handwriting_reads_with_low_confidence(seed: int) -> None:
    lex = lexicon()
    hand = 0
    for truth, page in sample(seed):
        if truth["kind"] == "digital":
            continue
        phrases = {*lex.HAND_NOTES[truth["language"]], *lex.HAND_SCRIBBLES}
        for w in page["words"]:
            if w["t"] in phrases:
                hand += 1
                assert w["c"] <= 0.72, (truth["file"], w)
    assert hand >= 10
    # a PO written by hand beside an empty order label: the note's PO, read unsurely
    written = [
        w
        for t, p in sample(seed)
        if t["kind"] != "digital" and t["po_number"]
        for w in p["words"]
        if t["po_number"] in w["t"] and w["c"] <= 0.72
    ]
    assert written


def labelled_values(text: str, labels: tuple[str, ...]) -> list[str]:
    """The token printed after each of ``labels`` in ``text``."""
    out = []
    for label in labels:
        pattern = re.escape(label) + r"\s*(?::|\.\.)?\s+(\S+)"
        out.extend(m.group(1) for m in re.finditer(pattern, text))
    return out


@pytest.mark.parametrize("seed", SEEDS)
def test_carrier_and_weighbridge_numbers(seed: int) -> None:
    lex = lexicon()
    notes = digital(sample(seed))
    carried = 0
    for truth, page in notes:
        lang = truth["language"]
        labels = tuple(
            label
            for table in (lex.CARRIER_LABELS, lex.WEIGH_LABELS)
            for key, row in table.items()
            if key.split("-")[0] == lang
            for label in row
        )
        values = labelled_values(page_text(page), labels)
        carried += bool(values)
        for value in values:
            assert value != truth["document_number"], truth["file"]
            assert value != truth["po_number"], truth["file"]
    assert carried >= 0.1 * len(notes)


@pytest.mark.parametrize("seed", SEEDS)
def test_several_dates_and_the_filed_one(seed: int) -> None:
    lex = lexicon()
    several = delivered = 0
    notes = digital(sample(seed))
    for truth, page in notes:
        text = page_text(page)
        dates = {m.group(0) for m in NUMERIC_DATE.finditer(text)}
        several += len(dates) >= 3
        labels = lex.DELIVERY_LABELS[truth["language"]]
        for label in labels:
            for m in re.finditer(re.escape(label) + r"\s*(?::|\.\.)?\s+", text):
                delivered += 1
                assert text[m.end() :].startswith(truth["date_raw"]), truth["file"]
    assert several >= 0.1 * len(notes)
    assert delivered >= 5
