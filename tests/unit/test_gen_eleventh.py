"""The eleventh held-out generator (bench/gen_eleventh.py): deterministic, findable truth,
and the distractors it promises (tickets' weights, times and registrations, carriers on
consignment notes, forms' leaders, boxes and right-hand columns)."""

from __future__ import annotations

import importlib
import re
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from tests.unit.bench_path import (
    Notes,
    bench_on_path,
    check_ocr_confusions,
    check_suppliers,
    digital,
    host_distractors,
    page_text,
    printed_dates,
)


@pytest.fixture(scope="module")
def gen_eleventh() -> Iterator[Any]:
    with bench_on_path():
        yield importlib.import_module("gen_eleventh")


@pytest.fixture(scope="module")
def default_sample(gen_eleventh: Any) -> Notes:
    return list(gen_eleventh.generate())


def _line(page: dict[str, Any], word: dict[str, Any]) -> list[dict[str, Any]]:
    """The words on ``word``'s line, left to right."""
    mid = (word["y0"] + word["y1"]) / 2
    same = [w for w in page["words"] if w["y0"] < mid < w["y1"]]
    return sorted(same, key=lambda w: w["x0"])


def test_every_truth_value_is_printed_on_the_digital_first_page(default_sample: Notes) -> None:
    checked = with_tax = 0
    for truth, page in default_sample:
        if truth["kind"] != "digital":
            continue
        text = page_text(page)
        values = [truth["document_number"], truth["date_raw"], truth["po_number"]]
        for value in filter(None, [*values, truth["supplier"], *truth["supplier_aliases"]]):
            assert value in text, (truth["file"], value)
        if truth["tax_id_printed"]:
            assert truth["supplier_tax_id"] in text, truth["file"]
            with_tax += 1
        checked += 1
    assert checked >= 30 and 15 <= with_tax < checked


def test_the_truth_date_is_the_printed_date(default_sample: Notes) -> None:
    numeric, _ = printed_dates(default_sample)
    assert numeric >= 100
    styles = Counter(t["date_style"] for t, _ in default_sample)
    assert len(styles) >= 6
    # A time of day printed right after the date on some notes.
    with_time = sum(
        bool(re.search(re.escape(t["date_raw"]) + r" \d\d:\d\d\b", page_text(p)))
        for t, p in default_sample
        if t["kind"] == "digital"
    )
    assert with_time >= 10


def test_the_default_sample_spans_layouts_languages_kinds_and_families(
    gen_eleventh: Any, default_sample: Notes
) -> None:
    truths = [truth for truth, _ in default_sample]
    assert len(truths) == 120 and len({t["file"] for t in truths}) == 120
    assert len(gen_eleventh.LAYOUTS) >= 20 and len({t["layout"] for t in truths}) >= 20
    languages = Counter(t["language"] for t in truths)
    assert set(languages) == {"en", "de", "fr", "it", "es", "nl"}
    assert min(languages.values()) >= 12
    kinds = Counter(t["kind"] for t in truths)
    assert set(kinds) == {"digital", "scan", "photo"} and min(kinds.values()) >= 20
    families = Counter(t["family"] for t in truths)
    assert set(families) == {"ticket", "return", "consignment", "form", "letterhead"}
    assert min(families.values()) >= 8
    assert Counter(t["doc_type"] for t in truths).keys() == {"delivery_note", "return"}
    assert sum(1 for t in truths if t["pages"] == 2) >= 6
    assert sum(1 for t in truths if not t["po_number"]) >= 10
    for truth, page in default_sample:
        if truth["kind"] != "digital":  # OCR gives one entry per printed run
            assert any(" " in word["t"] for word in page["words"])
            assert all("c" in word for word in page["words"])
        for sheet in [page, *page.get("next_pages", [])]:
            words = sheet["words"]
            assert all(w["x0"] < w["x1"] and w["y0"] < w["y1"] for w in words)
            assert all(w["x0"] >= 0 and w["x1"] <= sheet["width"] for w in words)
            assert all(w["y0"] >= 0 and w["y1"] <= sheet["height"] for w in words)


def test_a_consignment_note_names_the_carrier_but_the_sender_is_the_supplier(
    default_sample: Notes,
) -> None:
    notes = digital(default_sample, "consignment")
    assert len({t["layout"] for t, _ in notes}) == 3
    for truth, page in notes:
        text = page_text(page)
        assert truth["carrier"] in text and truth["carrier"] != truth["supplier"]
        consignment = truth["distractors"]["consignment"]
        assert consignment in text and consignment != truth["document_number"]
        if truth["layout"] == "forwarder_note":  # the carrier's letterhead heads the page
            top = min(page["words"], key=lambda w: (w["y0"], w["x0"]))
            assert top["t"] == truth["carrier"].split()[0]
            assert truth["supplier"].split()[0] != top["t"]


def test_tickets_print_weights_times_and_registrations_as_distractors(
    default_sample: Notes,
) -> None:
    tickets = digital(default_sample, "ticket")
    assert tickets
    named: Counter[str] = Counter()
    for truth, page in tickets:
        text = page_text(page)
        for key, value in truth["distractors"].items():
            if key in ("vehicle", "gross", "tare", "net", "meter_start", "seal", "ewc"):
                assert value in text, (truth["file"], key)
                named[key] += 1
        assert re.search(r"\b\d\d:\d\d\b", text), truth["file"]  # a time of day
    assert {"vehicle", "net", "meter_start"} <= set(named)


def test_distractor_numbers_are_not_the_truth(default_sample: Notes) -> None:
    named: Counter[str] = Counter()
    for truth, _ in default_sample:
        distractors = truth["distractors"]
        assert truth["document_number"] not in distractors.values()
        assert not truth["po_number"] or truth["po_number"] not in distractors.values()
        named.update(distractors.keys())
    assert {"customer_no", "consignment", "contract", "vehicle", "seal", "fax", "permit"} <= set(
        named
    )


def test_forms_put_dots_boxes_and_values_before_labels(default_sample: Notes) -> None:
    dotted = boxed = rtl = 0
    for truth, page in digital(default_sample, "form", "ticket", "letterhead", "return"):
        words = page["words"]
        (number,) = [w for w in words if w["t"] == truth["document_number"]][:1]
        line = _line(page, number)
        before = [w for w in line if w["x1"] <= number["x0"]]
        after = [w for w in line if w["x0"] >= number["x1"]]
        if before and re.fullmatch(r"\.{4,}", before[-1]["t"]):
            dotted += 1
        if truth["layout"] in ("boxed_header", "readymix", "scaffold_return"):
            # The value sits under its head, alone on its line with the other values.
            above = [
                w for w in words if abs(w["x0"] - number["x0"]) < 1 and w["y1"] <= number["y0"]
            ]
            assert above and number["y0"] - max(w["y1"] for w in above) < 20, truth["file"]
            boxed += 1
        if truth["layout"] == "rtl_column":  # its label comes after it, in the right column
            assert after and not [w for w in before if w["x0"] > 600], truth["file"]
            rtl += 1
    assert dotted >= 3 and boxed >= 3 and rtl >= 1


def test_letterheads_in_spaced_capitals_name_the_brand_an_alias(default_sample: Notes) -> None:
    spaced = 0
    for truth, page in default_sample:
        if truth["kind"] != "digital" or not truth["supplier_aliases"]:
            continue
        (brand,) = truth["supplier_aliases"]
        assert brand != truth["supplier"] and brand.casefold() in truth["supplier"].casefold()
        letters = " ".join(brand.upper())
        spaced += letters in page_text(page)
    assert spaced >= 3


def test_second_pages_continue_without_a_number_of_their_own(default_sample: Notes) -> None:
    seconds = [(t, p["next_pages"]) for t, p in default_sample if t["pages"] == 2]
    assert seconds
    marked = 0
    for truth, rest in seconds:
        assert len(rest) == 1
        if truth["kind"] == "digital":
            text = page_text(rest[0])
            assert truth["document_number"] not in text
            assert truth["date_raw"] not in text
            assert not truth["po_number"] or truth["po_number"] not in text
            names = [truth["supplier"], " ".join(truth["supplier"].split()[0].upper())]
            assert any(n in text for n in [*names, *truth["supplier_aliases"]])
        marked += any(" 2 " in w["t"] or w["t"] == "2" for w in rest[0]["words"])
    assert 0 < marked < len(seconds)


def test_host_data_carries_the_carrier_look_alikes_and_the_sites_other_orders(
    default_sample: Notes,
) -> None:
    one_digit_away, no_po = host_distractors(default_sample, suppliers=3)
    assert one_digit_away >= 60 and 10 <= no_po <= 45
    for truth, _ in default_sample:
        assert truth["carrier"] in [e["supplier"] for e in truth["host_extra_suppliers"]]
    look_alikes = [t for t, _ in default_sample if t["look_alike"]]
    assert len(look_alikes) >= 20  # the haulier of the supplier's family
    for truth in look_alikes:
        shared = set(truth["look_alike"].split()) & set(truth["supplier"].split())
        assert any(len(word) > 4 for word in shared), truth["file"]  # the family's name


def test_a_supplier_has_one_tax_id_and_a_tax_id_one_supplier(default_sample: Notes) -> None:
    check_suppliers(default_sample)


def test_ocr_pages_carry_the_confusions_of_a_real_engine(default_sample: Notes) -> None:
    check_ocr_confusions(default_sample)
