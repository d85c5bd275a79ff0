"""The ninth held-out generator (bench/gen_ninth.py): deterministic, findable truth."""

from __future__ import annotations

import importlib
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from tests.unit.bench_path import (
    bench_on_path,
    check_ocr_confusions,
    check_suppliers,
    host_distractors,
    page_text,
    printed_dates,
)

Notes = list[tuple[dict[str, Any], dict[str, Any]]]


@pytest.fixture(scope="module")
def gen_ninth() -> Iterator[Any]:
    with bench_on_path():
        yield importlib.import_module("gen_ninth")


@pytest.fixture(scope="module")
def default_sample(gen_ninth: Any) -> Notes:
    return list(gen_ninth.generate())


def test_every_truth_value_is_printed_on_the_digital_first_page(default_sample: Notes) -> None:
    checked = with_tax = 0
    for truth, page in default_sample:
        if truth["kind"] != "digital":
            continue
        text = page_text(page)
        for value in filter(None, [truth["document_number"], truth["date_raw"],
                                   truth["po_number"]]):  # fmt: skip
            assert value in text, (truth["file"], value)
        # A stamp prints the quarry's name in capitals.
        assert truth["supplier"].casefold() in text.casefold(), truth["file"]
        if truth["tax_id_printed"]:
            assert truth["supplier_tax_id"] in text, truth["file"]
            with_tax += 1
        checked += 1
    assert checked >= 40 and with_tax >= 10


def test_the_truth_date_is_the_printed_date(default_sample: Notes) -> None:
    numeric, named = printed_dates(default_sample)
    assert numeric >= 80 and named >= 8


def test_the_default_sample_spans_layouts_languages_kinds_and_families(
    gen_ninth: Any, default_sample: Notes
) -> None:
    truths = [truth for truth, _ in default_sample]
    assert len(truths) == 120 and len({t["file"] for t in truths}) == 120
    assert len(gen_ninth.LAYOUTS) >= 20 and len({t["layout"] for t in truths}) >= 20
    languages = Counter(t["language"] for t in truths)
    assert set(languages) == {"en", "de", "fr", "it", "es", "nl"}
    assert min(languages.values()) >= 12
    kinds = Counter(t["kind"] for t in truths)
    assert set(kinds) == {"digital", "scan", "photo"} and min(kinds.values()) >= 20
    families = Counter(t["family"] for t in truths)
    assert set(families) == {
        "weighbridge", "concrete", "hire", "fuel", "waste", "multilingual", "displaced",
        "forwarded",
    }  # fmt: skip
    assert min(families.values()) >= 8
    assert sum(1 for t in truths if t["pages"] == 2) >= 6
    for truth, page in default_sample:
        if truth["kind"] != "digital":  # OCR gives one entry per printed run
            assert any(" " in word["t"] for word in page["words"])
            assert all("c" in word for word in page["words"])
        if gen_ninth._LAYOUTS[truth["layout"]].paper:
            assert truth["kind"] != "digital"
        for sheet in [page, *page.get("next_pages", [])]:
            words = sheet["words"]
            assert all(w["x0"] < w["x1"] and w["y0"] < w["y1"] for w in words)
            assert all(w["x0"] >= 0 and w["x1"] <= sheet["width"] for w in words)
            assert all(w["y0"] >= 0 and w["y1"] <= sheet["height"] for w in words)


def test_multilingual_forms_print_every_label_in_two_or_three_languages(
    default_sample: Notes,
) -> None:
    forms = [(t, p) for t, p in default_sample if t["family"] == "multilingual"]
    assert {t["country"] for t, _ in forms} == {"be", "ch"}
    for truth, page in forms:
        assert len(truth["languages"]) == (2 if truth["country"] == "be" else 3)
        if truth["kind"] == "digital":
            words = {word.strip(":") for word in page_text(page).split()}
            assert {"Datum", "Date"} <= words and ("Data" in words) == (truth["country"] == "ch")


def test_displaced_identity_sits_low_or_aside_and_forwarded_notes_start_with_an_email(
    default_sample: Notes,
) -> None:
    digital = [(t, p) for t, p in default_sample if t["kind"] == "digital"]
    displaced = [(t, p) for t, p in digital if t["family"] == "displaced"]
    forwarded = [(t, p) for t, p in digital if t["family"] == "forwarded"]
    assert displaced and forwarded
    for truth, page in displaced:
        (number,) = [w for w in page["words"] if w["t"] == truth["document_number"]]
        if truth["layout"] == "footer_box":  # in the bottom third, right half
            assert number["y0"] > page["height"] * 2 / 3 and number["x0"] > page["width"] / 2
            top = [w["t"] for w in page["words"] if w["y0"] < page["height"] / 2]
            assert truth["supplier"].split()[0] not in top
        else:  # the left column
            assert number["x1"] < page["width"] / 3
    for truth, page in forwarded:
        first = min(page["words"], key=lambda w: (w["y0"], w["x0"]))
        assert first["t"].rstrip(":") in {"From", "Von", "De", "Da", "Van"}
        subject = [w for w in page["words"] if w["t"] == truth["document_number"]]
        assert len(subject) >= 2  # in the subject line and on the note
        assert truth["forwarder"]


def test_distractor_numbers_and_dates_are_not_the_truth(default_sample: Notes) -> None:
    for truth, _ in default_sample:
        distractors = truth["distractors"]
        assert truth["document_number"] not in distractors.values()
        assert truth["po_number"] not in distractors.values()
    off_hire = [(t, p) for t, p in default_sample if t["layout"] == "hire_offhire"]
    assert off_hire
    for truth, page in off_hire:  # the on-hire date is printed too, and earlier
        if truth["kind"] == "digital":
            assert page_text(page).count(truth["date_raw"]) >= 2  # off hire, collected


def test_second_pages_continue_without_a_number_of_their_own(default_sample: Notes) -> None:
    seconds = [(t, p["next_pages"]) for t, p in default_sample if t["pages"] == 2]
    assert seconds
    for truth, rest in seconds:
        assert len(rest) == 1
        if truth["kind"] == "digital":
            text = page_text(rest[0])
            assert truth["document_number"] not in text
            assert truth["supplier"] in text
            assert not truth["po_number"] or truth["po_number"] not in text


def test_host_data_carries_look_alikes_and_the_sites_other_orders(default_sample: Notes) -> None:
    one_digit_away, no_po = host_distractors(default_sample, suppliers=3)
    assert one_digit_away >= 40 and 10 <= no_po <= 45
    look_alikes = [t for t, _ in default_sample if t["look_alike"]]
    assert len(look_alikes) >= 30  # another trade's supplier with the same name stem
    for truth in look_alikes:
        assert truth["look_alike"] in [e["supplier"] for e in truth["host_extra_suppliers"]]
        assert set(truth["look_alike"].split()) & set(truth["supplier"].split())


def test_a_supplier_has_one_tax_id_and_a_tax_id_one_supplier(default_sample: Notes) -> None:
    check_suppliers(default_sample)


def test_ocr_pages_carry_the_confusions_of_a_real_engine(default_sample: Notes) -> None:
    check_ocr_confusions(default_sample)
