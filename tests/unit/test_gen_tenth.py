"""The tenth held-out generator (bench/gen_tenth.py): deterministic, findable truth, and the
distractors it promises (other numbers and dates, brands, platforms, the customer first)."""

from __future__ import annotations

import datetime as dt
import importlib
import random
import re
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from dn_pipeline.stages.resolve import parse_date
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
def gen_tenth() -> Iterator[Any]:
    with bench_on_path():
        yield importlib.import_module("gen_tenth")


@pytest.fixture(scope="module")
def default_sample(gen_tenth: Any) -> Notes:
    return list(gen_tenth.generate())


def test_every_truth_value_is_printed_on_the_digital_first_page(default_sample: Notes) -> None:
    checked = with_tax = 0
    for truth, page in default_sample:
        if truth["kind"] != "digital":
            continue
        text = page_text(page)
        for value in filter(None, [truth["document_number"], truth["date_raw"],
                                   truth["po_number"], truth["supplier"]]):  # fmt: skip
            assert value in text, (truth["file"], value)
        if truth["tax_id_printed"]:
            assert truth["supplier_tax_id"] in text, truth["file"]
            with_tax += 1
        checked += 1
    assert checked >= 30 and with_tax >= 15


def test_the_truth_date_is_the_printed_date(default_sample: Notes) -> None:
    numeric, named = printed_dates(default_sample)
    assert numeric >= 60 and named >= 10
    styles = Counter(t["date_style"] for t, _ in default_sample)
    assert {"iso", "weekday", "ordinal", "upper", "named", "num2"} <= set(styles)


def test_the_default_sample_spans_layouts_languages_kinds_and_families(
    gen_tenth: Any, default_sample: Notes
) -> None:
    truths = [truth for truth, _ in default_sample]
    assert len(truths) == 120 and len({t["file"] for t in truths}) == 120
    assert len(gen_tenth.LAYOUTS) >= 20 and len({t["layout"] for t in truths}) >= 20
    languages = Counter(t["language"] for t in truths)
    assert set(languages) == {"en", "de", "fr", "it", "es", "nl"}
    assert min(languages.values()) >= 12
    kinds = Counter(t["kind"] for t in truths)
    assert set(kinds) == {"digital", "scan", "photo"} and min(kinds.values()) >= 20
    families = Counter(t["family"] for t in truths)
    assert set(families) == {
        "merchant", "wholesale", "invoice", "stamped", "indirect", "marketplace",
        "customer_first", "form",
    }  # fmt: skip
    assert min(families.values()) >= 8
    assert sum(1 for t in truths if t["pages"] == 2) >= 6
    assert sum(1 for t in truths if not t["po_number"]) >= 10
    for truth, page in default_sample:
        if truth["kind"] != "digital":  # OCR gives one entry per printed run
            assert any(" " in word["t"] for word in page["words"])
            assert all("c" in word for word in page["words"])
        if gen_tenth._LAYOUTS[truth["layout"]].paper:  # stamps and ink are on paper
            assert truth["kind"] != "digital"
        for sheet in [page, *page.get("next_pages", [])]:
            words = sheet["words"]
            assert all(w["x0"] < w["x1"] and w["y0"] < w["y1"] for w in words)
            assert all(w["x0"] >= 0 and w["x1"] <= sheet["width"] for w in words)
            assert all(w["y0"] >= 0 and w["y1"] <= sheet["height"] for w in words)


def test_a_supplier_under_a_brand_a_group_or_a_platform_is_the_legal_seller(
    default_sample: Notes,
) -> None:
    indirect = digital(default_sample, "indirect", "marketplace")
    assert len({t["layout"] for t, _ in indirect}) >= 5
    for truth, page in indirect:
        text = page_text(page)
        hosts = [e["supplier"] for e in truth["host_extra_suppliers"]]
        if truth["layout"] in ("division_of", "trading_as", "footer_legal"):
            (brand,) = truth["supplier_aliases"]
            assert brand.casefold() in text.casefold() and brand != truth["supplier"]
        if truth["layout"] in ("footer_legal", "group_member"):  # the legal name in small print
            first = truth["supplier"].split()[0]
            spots = [w for w in page["words"] if w["t"] == first]
            assert spots and all(w["y0"] > page["height"] * 0.85 for w in spots), truth["file"]
        if truth["family"] == "marketplace":  # the vendor sold it; the platform is named too
            sold_by = "Sold by|Verkauf durch|Vendu par|Venduto da|Vendido por|Verkocht door"
            assert re.search(f"({sold_by}):? {re.escape(truth['supplier'])}", text)
            platform = [h for h in hosts if h.split()[0] in text.split()]
            assert platform, truth["file"]
        if truth["layout"] in ("group_member", "franchise_branch"):
            assert any(h.split()[0] in text for h in hosts if "Holding" in h or "Franchise" in h)


def test_the_customer_is_printed_before_and_larger_than_the_supplier(
    default_sample: Notes,
) -> None:
    notes = digital(default_sample, "customer_first")
    assert notes
    for truth, page in notes:
        words = page["words"]
        supplier = [w for w in words if w["t"] == truth["supplier"].split()[0]]
        top = min(words, key=lambda w: (w["y0"], w["x0"]))
        tallest = max(words, key=lambda w: w["y1"] - w["y0"])
        assert supplier and top not in supplier
        assert tallest not in supplier
        assert all(w["y1"] - w["y0"] < tallest["y1"] - tallest["y0"] for w in supplier)


def test_distractor_numbers_and_dates_are_not_the_truth(
    gen_tenth: Any, default_sample: Notes
) -> None:
    named: Counter[str] = Counter()
    for truth, page in default_sample:
        distractors = truth["distractors"]
        assert truth["document_number"] not in distractors.values()
        assert truth["po_number"] not in distractors.values()
        named.update(distractors.keys())
        if truth["kind"] == "digital" and truth["layout"] in ("dn_invoice", "tax_invoice_panel"):
            day = dt.date.fromisoformat(truth["date"])
            due = [gen_tenth._fmt_date(day + dt.timedelta(days=n), truth["language"],
                                       truth["date_style"]) for n in (14, 30)]  # fmt: skip
            assert any(d in page_text(page) for d in due) and truth["date_raw"] not in due
    assert {"account", "sales_order", "back_order", "platform_order", "tracking"} <= set(named)
    # EAN digits printed under barcodes: thirteen digits with a valid check digit.
    eans = [m for t, p in default_sample if t["kind"] == "digital"
            for m in re.findall(r"\b\d \d{6} \d{6}\b", page_text(p))]  # fmt: skip
    assert len(eans) >= 50
    for ean in eans:
        digits = ean.replace(" ", "")
        assert gen_tenth._check_digit(digits[:12]) == int(digits[12])


def test_a_received_stamp_carries_a_later_date_of_its_own(gen_tenth: Any) -> None:
    pool = gen_tenth._pool(random.Random(3))
    for lang in ("en", "de", "fr", "it", "es", "nl"):
        for name in ("stamp_received", "signed_pod", "stamp_two_pages"):
            note = gen_tenth._note(random.Random(f"{lang}{name}"), pool, name, lang, "scan")
            sheets = gen_tenth._LAYOUTS[name].draw(note)
            runs = [text for sheet in sheets for _, _, text, _ in sheet.runs]
            label = gen_tenth.LEX[lang]["received"]
            (stamp,) = [text for text in runs if text.startswith(label)]
            stamped = parse_date(stamp[len(label) :].removeprefix(" am").strip())
            assert stamped and stamped > note.day.isoformat(), stamp
            assert any(note.d(0) in text for text in runs)  # the supplier's own date too


def test_second_pages_continue_without_a_number_of_their_own(default_sample: Notes) -> None:
    seconds = [(t, p["next_pages"]) for t, p in default_sample if t["pages"] == 2]
    assert seconds
    for truth, rest in seconds:
        assert len(rest) == 1
        if truth["kind"] == "digital":
            text = page_text(rest[0])
            assert truth["document_number"] not in text
            assert truth["date_raw"] not in text
            assert not truth["po_number"] or truth["po_number"] not in text
            assert any(n in text for n in [truth["supplier"], *truth["supplier_aliases"]])


def test_host_data_carries_look_alikes_and_the_sites_other_orders(default_sample: Notes) -> None:
    one_digit_away, no_po = host_distractors(default_sample, suppliers=3)
    assert one_digit_away >= 60 and 10 <= no_po <= 45
    look_alikes = [t for t, _ in default_sample if t["look_alike"]]
    assert len(look_alikes) >= 60  # another trade's supplier with the same name stem
    for truth in look_alikes:
        assert truth["look_alike"] in [e["supplier"] for e in truth["host_extra_suppliers"]]
        assert set(truth["look_alike"].split()) & set(truth["supplier"].split())


def test_a_supplier_has_one_tax_id_and_a_tax_id_one_supplier(default_sample: Notes) -> None:
    check_suppliers(default_sample)


def test_ocr_pages_carry_the_confusions_of_a_real_engine(default_sample: Notes) -> None:
    check_ocr_confusions(default_sample)
