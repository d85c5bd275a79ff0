"""The twelfth held-out generator (bench/gen_twelfth.py): deterministic, findable truth, and
the distractors it promises (trade numbers round the note's number, dates that are not the
note's, copy and reprint marks, names only in the small print, documents that are not
delivery notes)."""

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
def gen_twelfth() -> Iterator[Any]:
    with bench_on_path():
        yield importlib.import_module("gen_twelfth")


@pytest.fixture(scope="module")
def default_sample(gen_twelfth: Any) -> Notes:
    return list(gen_twelfth.generate())


def _words_of(page: dict[str, Any], value: str) -> list[dict[str, Any]]:
    """The words that print ``value`` (its first word)."""
    return [w for w in page["words"] if w["t"] == value.split()[0]]


def test_every_truth_value_is_printed_on_the_digital_first_page(default_sample: Notes) -> None:
    checked = with_tax = 0
    for truth, page in digital(default_sample):
        text = page_text(page)
        values = [truth["document_number"], truth["date_raw"], truth["po_number"]]
        for value in filter(None, [*values, truth["supplier"], *truth["supplier_aliases"]]):
            assert value in text, (truth["file"], value)
        for value in (truth.get("accept") or {}).get("po_number", []):
            assert value in text, (truth["file"], value)
        if truth["tax_id_printed"]:
            assert truth["supplier_tax_id"] in text, truth["file"]
            with_tax += 1
        checked += 1
    assert checked >= 30 and 10 <= with_tax < checked


def test_suppliers_label_their_numbers_and_dates_their_own_way(
    gen_twelfth: Any, default_sample: Notes
) -> None:
    variants = gen_twelfth.VARIANTS
    seen: dict[str, set[str]] = {"dn_no": set(), "po": set(), "date": set()}
    by_supplier: dict[str, set[str]] = {}
    for truth, page in digital(default_sample):
        text = page_text(page)
        values = {"dn_no": truth["document_number"], "po": truth["po_number"],
                  "date": truth["date_raw"]}  # fmt: skip
        for key, value in values.items():
            printed = [v for v in variants[key][truth["language"]] if f"{v} {value}" in text]
            seen[key].update(printed[-1:])
            if key == "dn_no" and printed:
                by_supplier.setdefault(truth["supplier"], set()).add(printed[-1])
    assert all(len(labels) >= 10 for labels in seen.values()), seen
    assert all(len(labels) == 1 for labels in by_supplier.values())  # one template each
    # A letter's date line: the town, a comma, the date, no label.
    assert any(
        re.search(r"\w, " + re.escape(t["date_raw"]), page_text(p))
        for t, p in digital(default_sample)
    )


def test_the_truth_date_is_the_printed_date_in_the_sites_order(default_sample: Notes) -> None:
    numeric, named = printed_dates(default_sample)
    assert numeric >= 70 and named >= 10
    styles = Counter(t["date_style"] for t, _ in default_sample)
    assert {"iso", "weekday", "mdy", "slash", "dots", "dashes", "named"} <= set(styles)
    # Dates whose day and month could swap, in both orders: only the site's order is right.
    swappable = Counter(
        t["date_order"]
        for t, _ in default_sample
        if re.fullmatch(r"\d\d[/.-]\d\d[/.-]\d{4}", t["date_raw"])
        and int(t["date_raw"][:2]) <= 12
        and int(t["date_raw"][3:5]) <= 12
        and t["date_raw"][:2] != t["date_raw"][3:5]
    )
    assert swappable["dmy"] >= 10 and swappable["mdy"] >= 1
    for truth, _ in default_sample:
        if truth["date_style"] == "weekday":
            assert re.search(r"[^\W\d]", truth["date_raw"]), truth["file"]


def test_the_default_sample_spans_layouts_languages_kinds_and_documents(
    gen_twelfth: Any, default_sample: Notes
) -> None:
    truths = [truth for truth, _ in default_sample]
    assert len(truths) == 120 and len({t["file"] for t in truths}) == 120
    assert len(gen_twelfth.LAYOUTS) >= 20 and len({t["layout"] for t in truths}) >= 20
    languages = Counter(t["language"] for t in truths)
    assert set(languages) == {"en", "de", "fr", "it", "es", "nl"}
    assert min(languages.values()) >= 12
    kinds = Counter(t["kind"] for t in truths)
    assert set(kinds) == {"digital", "scan", "photo"} and min(kinds.values()) >= 20
    families = Counter(t["family"] for t in truths)
    assert set(families) == {"food", "pharma", "metals", "webshop", "person", "franchise",
                             "paperwork"}  # fmt: skip
    assert min(families.values()) >= 5
    doc_types = Counter(t["doc_type"] for t in truths)
    assert set(doc_types) == {"delivery_note", "order_confirmation", "credit_note", "invoice",
                              "collection_note"}  # fmt: skip
    assert 12 <= sum(doc_types.values()) - doc_types["delivery_note"] <= 40
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


def test_distractors_are_printed_and_are_not_the_truth(default_sample: Notes) -> None:
    named: Counter[str] = Counter()
    for truth, page in default_sample:
        distractors = truth["distractors"]
        assert truth["document_number"] not in distractors.values()
        assert not truth["po_number"] or truth["po_number"] not in distractors.values()
        assert truth["date_raw"] not in distractors.values()
        if truth["kind"] == "digital":
            text = page_text(page)
            assert all(value in text for value in distractors.values()), truth["file"]
        named.update(distractors.keys())
    assert {
        "customer_no",
        "order_no",
        "invoice_no",
        "tracking",
        "lot",
        "heat",
        "cert",
        "code",
        "temp",
        "crates",
        "best_before",
        "reprint_date",
        "window",
        "order_date",
    } <= set(named)


def test_web_shop_numbers_sit_round_the_delivery_note_number(default_sample: Notes) -> None:
    near = 0
    for truth, page in digital(default_sample, "webshop", "franchise"):
        shop = [truth["distractors"][k] for k in ("order_no", "customer_no")
                if k in truth["distractors"]]  # fmt: skip
        if not shop:
            continue
        (number, *_) = _words_of(page, truth["document_number"])
        for value in shop:
            (word, *_) = _words_of(page, value)
            near += abs(word["y0"] - number["y0"]) < 160 and abs(word["x0"] - number["x0"]) < 700
    assert near >= 8


def test_copies_reprints_page_numbers_and_barcodes_are_marked(default_sample: Notes) -> None:
    seen: Counter[str] = Counter()
    marks = ("Copy 2 — customer copy", "Kundenexemplar", "Duplicata", "Copia cliente",
             "Copia para el cliente", "Klantexemplaar")  # fmt: skip
    for truth, page in digital(default_sample):
        text = page_text(page)
        seen["copy"] += any(mark in text for mark in marks)
        if "reprint_date" in truth["distractors"]:
            marker = r"(DUPLI|REPRINT|NACHDRUCK|RÉIMPRESSION|RISTAMPA|REIMPRESIÓN|HERDRUK)\w* "
            assert re.search(marker + re.escape(truth["distractors"]["reprint_date"]), text)
            seen["reprint"] += 1
        barcode = "*" + re.sub(r"[^0-9A-Z]", "", truth["document_number"]) + "*"
        seen["barcode"] += barcode in text.split()
        seen["corner"] += any(
            w["t"] in ("1/1", "1/2") and (w["y1"] < 60 or w["x0"] > 1000) for w in page["words"]
        )
    assert min(seen[k] for k in ("copy", "reprint", "barcode", "corner")) >= 1, seen


def test_a_best_before_date_is_printed_larger_than_the_notes_date(default_sample: Notes) -> None:
    notes = digital(default_sample, "food")
    big = 0
    for truth, page in notes:
        if "best_before" not in truth["distractors"]:
            continue
        (date, *_) = _words_of(page, truth["date_raw"])
        (best, *_) = _words_of(page, truth["distractors"]["best_before"])
        assert best["y1"] - best["y0"] > 1.5 * (date["y1"] - date["y0"]), truth["file"]
        big += 1
    assert big >= 1


def test_identity_in_the_small_print_franchises_and_owners_names(default_sample: Notes) -> None:
    counted: Counter[str] = Counter()
    for truth, page in digital(default_sample):
        top = " ".join(w["t"] for w in page["words"] if w["y0"] < 150)
        bottom = " ".join(w["t"] for w in page["words"] if w["y0"] > 1500)
        assert truth["supplier"] in bottom, truth["file"]  # the legal line
        if truth["identity"] == "logo":  # a logo image heads the page: no name at the top
            assert truth["supplier"].split()[0] not in top, truth["file"]
            counted["logo"] += 1
        if truth["identity"] == "brand":  # the brand's outlet heads it; the franchisee pays tax
            (alias,) = truth["supplier_aliases"]
            assert alias in top and truth["supplier"] not in top, truth["file"]
            brand = alias.rsplit(" ", 1)[0]
            others = [e for e in truth["host_extra_suppliers"] if e["supplier_aliases"]]
            assert any(e["supplier_aliases"][0].startswith(brand) for e in others)
            counted["brand"] += 1
        if truth["identity"] == "person":
            assert " ".join(truth["supplier"].split()[:2]) in top, truth["file"]
            counted["person"] += 1
    assert min(counted[k] for k in ("logo", "brand", "person")) >= 1, counted


def test_second_pages_continue_without_a_number_of_their_own(default_sample: Notes) -> None:
    seconds = [(t, p["next_pages"]) for t, p in default_sample if t["pages"] == 2]
    assert seconds
    marked = 0
    for truth, rest in seconds:
        assert len(rest) == 1
        text = page_text(rest[0])
        if truth["kind"] == "digital":
            assert truth["document_number"] not in text
            assert truth["date_raw"] not in text
            assert not truth["po_number"] or truth["po_number"] not in text
            assert truth["supplier"] in text
        marked += bool(re.search(r"— \w+ —|2/2", text))
    assert 0 < marked < len(seconds)


def test_host_data_carries_the_sites_other_suppliers_and_orders(default_sample: Notes) -> None:
    one_digit_away, no_po = host_distractors(default_sample, suppliers=3)
    assert one_digit_away >= 40 and 10 <= no_po <= 45
    same_supplier = sum(
        any(p["supplier"] == t["supplier"] for p in t["host_extra_pos"]) for t, _ in default_sample
    )
    assert same_supplier >= 30


def test_a_supplier_has_one_tax_id_and_a_tax_id_one_supplier(default_sample: Notes) -> None:
    check_suppliers(default_sample)


def test_ocr_pages_carry_the_confusions_of_a_real_engine(default_sample: Notes) -> None:
    check_ocr_confusions(default_sample)
