"""The eighth held-out generator (bench/gen_eighth.py): deterministic, findable truth."""

from __future__ import annotations

import importlib
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from tests.unit.bench_path import bench_on_path, host_distractors, page_text, printed_dates, tax_ids

Notes = list[tuple[dict[str, Any], dict[str, Any]]]


@pytest.fixture(scope="module")
def gen_eighth() -> Iterator[Any]:
    with bench_on_path():
        yield importlib.import_module("gen_eighth")


@pytest.fixture(scope="module")
def default_sample(gen_eighth: Any) -> Notes:
    return list(gen_eighth.generate())


def test_every_truth_value_is_printed_on_the_digital_first_page(default_sample: Notes) -> None:
    checked = 0
    for truth, page in default_sample:
        if truth["kind"] != "digital":
            continue
        text = page_text(page)
        values = [truth["document_number"], truth["date_raw"], truth["po_number"], truth["job"]]
        values += [truth["supplier"], truth["tracking"]]
        if truth["tax_id_printed"]:
            values.append(truth["supplier_tax_id"])
        for value in filter(None, values):
            if truth["caps"]:  # a dot-matrix print in capitals
                assert value.casefold() in text.casefold(), (truth["file"], value)
            else:
                assert value in text, (truth["file"], value)
        checked += 1
    assert checked >= 40


def test_the_truth_date_is_the_printed_date(default_sample: Notes) -> None:
    numeric, named = printed_dates(default_sample)
    assert numeric >= 60 and named >= 10
    assert any(t["date_order"] == "mdy" for t, _ in default_sample)


def test_the_default_sample_spans_layouts_languages_kinds_and_trades(
    gen_eighth: Any, default_sample: Notes
) -> None:
    truths = [truth for truth, _ in default_sample]
    assert len(truths) == 120
    assert len({t["file"] for t in truths}) == 120
    assert len(gen_eighth.LAYOUTS) >= 20 and len({t["layout"] for t in truths}) >= 20
    languages = Counter(t["language"] for t in truths)
    assert set(languages) == {"en", "de", "fr", "it", "es", "nl"}
    assert min(languages.values()) >= 12
    kinds = Counter(t["kind"] for t in truths)
    assert set(kinds) == {"digital", "scan", "photo"} and min(kinds.values()) >= 15
    families = Counter(t["family"] for t in truths)
    assert set(families) == {"freight", "counter", "shop", "forwarded", "ordinary"}
    assert min(families.values()) >= 10
    assert len({t["trade"] for t in truths}) >= 8
    assert sum(1 for t in truths if t["pages"] == 2) >= 8
    for truth, page in default_sample:
        if truth["kind"] != "digital":  # OCR gives one entry per printed run
            assert any(" " in word["t"] for word in page["words"])
            assert all("c" in word for word in page["words"])
        if gen_eighth._LAYOUTS[truth["layout"]].paper:
            assert truth["kind"] != "digital"
        for sheet in [page, *page.get("next_pages", [])]:
            words = sheet["words"]
            assert all(w["x0"] < w["x1"] and w["y0"] < w["y1"] for w in words)
            assert all(w["x0"] >= 0 and w["x1"] <= sheet["width"] for w in words)
            assert all(w["y0"] >= 0 and w["y1"] <= sheet["height"] for w in words)


def test_thermal_slips_are_narrow_and_counter_prints_short(default_sample: Notes) -> None:
    slips = [p for t, p in default_sample if t["layout"].startswith("thermal")]
    assert len(slips) >= 6
    assert all(p["width"] <= 1000 and p["height"] > 1.4 * p["width"] for p in slips)
    languages = {t["language"] for t, _ in default_sample if t["layout"].startswith("thermal")}
    assert len(languages) >= 4


def test_carrier_papers_print_their_own_numbers_beside_the_shippers_note(
    default_sample: Notes,
) -> None:
    freight = [(t, p) for t, p in default_sample if t["family"] == "freight"]
    assert len(freight) >= 20
    carriers_printed = 0
    for truth, page in freight:
        assert truth["tracking"] and truth["tracking"] != truth["document_number"]
        if truth["kind"] == "digital":
            text = page_text(page)
            hosts = [e["supplier"] for e in truth["host_extra_suppliers"]]
            carriers_printed += any(name in text for name in hosts)
    assert carriers_printed >= 3  # the carrier is one of the site's suppliers too


def test_forwarded_notes_start_with_another_companys_header(default_sample: Notes) -> None:
    forwarded = [(t, p) for t, p in default_sample if t["family"] == "forwarded"]
    assert len(forwarded) >= 12
    assert sum(1 for t, _ in forwarded if t["kind"] == "digital") >= 3
    for truth, page in forwarded:
        assert truth["forwarder"] and truth["forwarder"] != truth["supplier"]
        if truth["kind"] != "digital":
            continue
        top_y = min(w["y0"] for w in page["words"])
        top = " ".join(w["t"] for w in page["words"] if w["y0"] - top_y < 30)
        assert truth["forwarder"].casefold() in top.casefold(), truth["file"]
        assert truth["supplier"] not in top


def test_second_pages_continue_without_a_number_of_their_own(default_sample: Notes) -> None:
    seconds = [(t, p["next_pages"]) for t, p in default_sample if t["pages"] == 2]
    for truth, rest in seconds:
        assert len(rest) == 1
        if truth["kind"] == "digital":
            text = page_text(rest[0])
            assert truth["document_number"] not in text
            assert truth["supplier"] in text
            assert not truth["po_number"] or truth["po_number"] not in text


def test_a_job_is_never_the_po_and_a_shop_slip_without_po_accepts_its_order(
    default_sample: Notes,
) -> None:
    with_job = [t for t, _ in default_sample if t["job"]]
    assert len(with_job) >= 30
    assert all(t["job"] != t["po_number"] for t in with_job)
    assert sum(1 for t in with_job if not t["po_number"]) >= 5
    shops = [(t, p) for t, p in default_sample if t["family"] == "shop" and not t["po_number"]]
    assert len(shops) >= 3
    for truth, page in shops:
        if truth["layout"] == "distributor_slip":  # its sales order is the supplier's own
            assert "po_number" not in truth["accept"]
        else:  # the shop's order number stands for the missing PO
            (order,) = truth["accept"]["po_number"]
            assert truth["kind"] != "digital" or order in page_text(page)
    labelled = [t for t, _ in default_sample if t["document_number"].startswith("DDT ")]
    assert labelled and all(t["document_number"][4:] in t["accept"]["document_number"]
                            for t in labelled)  # fmt: skip


def test_host_data_carries_look_alikes_and_the_sites_other_orders(default_sample: Notes) -> None:
    one_digit_away, no_po = host_distractors(default_sample, suppliers=3)
    assert one_digit_away >= 50 and 15 <= no_po <= 60


def test_a_supplier_has_one_tax_id_and_a_tax_id_one_supplier(default_sample: Notes) -> None:
    ids = tax_ids(default_sample)
    assert len(ids) == len(set(ids)) >= 30
    suppliers = Counter(t["supplier"] for t, _ in default_sample)
    assert suppliers.most_common(1)[0][1] >= 3  # suppliers recur


def test_ocr_pages_carry_the_confusions_of_a_real_engine(default_sample: Notes) -> None:
    ocr_pages = [(t, p) for t, p in default_sample if t["kind"] != "digital"]
    exact = sum(
        t["supplier"].casefold() in page_text(p).casefold()
        and t["document_number"] in page_text(p).upper()
        for t, p in ocr_pages
    )
    assert 0.3 * len(ocr_pages) < exact < len(ocr_pages)
    assert any(w["c"] < 0.7 for _, p in ocr_pages for w in p["words"])
    photos = [p for t, p in default_sample if t["kind"] == "photo"]
    assert any(w["y1"] - w["y0"] > 24 for p in photos for w in p["words"])
