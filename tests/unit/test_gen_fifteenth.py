"""The fifteenth held-out generator (``bench/gen_fifteenth.py``): trade wholesalers' notes in
seven languages, digital, scanned and photographed, whose truth is what they print."""

from __future__ import annotations

import importlib
import re
from collections import Counter
from functools import cache
from typing import Any

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

SEEDS = (161, 162, 163)


@cache
def _sample(seed: int) -> Notes:
    with bench_on_path():
        generate = importlib.import_module("gen_fifteenth").generate
    return list(generate(seed=seed, count=120))


def _all() -> Notes:
    return [note for seed in SEEDS for note in _sample(seed)]


def _text(page: dict[str, Any]) -> str:
    """A document's words over all its pages."""
    return " ".join(page_text(p) for p in [page, *page.get("next_pages", [])])


def test_the_same_seed_gives_the_same_documents() -> None:
    with bench_on_path():
        generate = importlib.import_module("gen_fifteenth").generate
    assert list(generate(seed=161, count=30)) == _sample(161)[:30]
    assert [t for t, _ in generate(seed=164, count=30)] != [t for t, _ in _sample(161)[:30]]


def test_truth_has_the_promised_keys_and_file_names() -> None:
    keys = {"file", "kind", "layout", "language", "family", "doc_type", "document_number",
            "date", "date_raw", "date_order", "po_number", "supplier", "supplier_aliases",
            "supplier_tax_id", "pages", "trade", "host_extra_suppliers",
            "host_extra_pos"}  # fmt: skip
    for i, (truth, page) in enumerate(_sample(162)):
        assert set(truth) == keys
        want = f"fifteenth-{i:03d}-{truth['layout']}-{truth['language']}-{truth['kind']}"
        assert truth["file"] == want
        assert len(page.get("next_pages", [])) == truth["pages"] - 1


def test_digital_pages_print_number_po_supplier_and_date_exactly() -> None:
    sample = digital(_all())
    assert len(sample) > 100
    for truth, page in sample:
        words = [w for p in [page, *page.get("next_pages", [])] for w in p["words"]]
        assert all(w["c"] == 1.0 and " " not in w["t"] for w in words)
        text = _text(page)
        for key in ("document_number", "po_number", "date_raw"):
            assert truth[key] in text, (truth["file"], key)
        # An ERP print has the name in capitals; the scorer compares names without case.
        assert truth["supplier"].casefold() in text.casefold(), truth["file"]


def test_kinds_doc_types_and_languages_spread() -> None:
    sample = _all()
    kinds = Counter(t["kind"] for t, _ in sample)
    assert 0.35 < kinds["digital"] / len(sample) < 0.55
    assert 0.25 < kinds["scan"] / len(sample) < 0.45
    assert 0.12 < kinds["photo"] / len(sample) < 0.28
    others = [t for t, _ in sample if t["doc_type"] != "delivery_note"]
    assert 0.07 < len(others) / len(sample) < 0.2
    assert len({t["doc_type"] for t in others}) >= 5
    assert {t["language"] for t, _ in sample} >= {"en", "de", "fr", "nl", "it", "es"}
    assert len({t["trade"] for t, _ in sample}) >= 6


def test_at_least_fourteen_layouts_each_used() -> None:
    for seed in SEEDS:
        layouts = Counter(t["layout"] for t, _ in _sample(seed))
        assert len(layouts) >= 14, layouts


def test_some_notes_have_two_pages_and_some_no_po() -> None:
    notes = [t for t, _ in _all() if t["doc_type"] == "delivery_note"]
    two = sum(t["pages"] == 2 for t in notes)
    assert 0.1 < two / len(notes) < 0.25
    no_po = sum(not t["po_number"] for t in notes)
    assert 0.15 < no_po / len(notes) < 0.32
    assert {t["pages"] for t, _ in _sample(162)} == {1, 2}


def test_month_first_dates_only_on_us_documents() -> None:
    for truth, _ in _all():
        us = truth["supplier_tax_id"][2:3] == "-"  # an EIN
        assert (truth["date_order"] == "mdy") == us, truth["file"]


def test_numeric_dates_parse_to_the_truth() -> None:
    numeric, named = printed_dates(_all())
    assert numeric > 200 and named > 60


def test_host_data_names_other_suppliers_and_pos() -> None:
    one_away, no_po = host_distractors(_all(), 2)
    assert one_away > 40 and no_po > 40
    check_suppliers(_all())
    for truth, _ in _all():
        stem = truth["supplier"].split()[0]
        assert any(s["supplier"].startswith(stem) for s in truth["host_extra_suppliers"])


def test_ocr_pages_carry_an_engines_faults() -> None:
    for seed in SEEDS:
        check_ocr_confusions(_sample(seed))
    ocr = [(t, p) for t, p in _all() if t["kind"] != "digital"]
    assert any(t["document_number"] not in _text(p) for t, p in ocr)


def test_documents_other_than_notes_print_their_own_type_words() -> None:
    words = {"invoice": r"invoice|rechnung|factu|fattura|faktura",
             "order_confirmation": r"ack|bestätigung|accusé|bevestiging|conf|potwierdz",
             "credit_note": r"credit|gutschrift|avoir|nota|rectificativa|abono|korygu",
             "quotation": r"quot|angebot|devis|offert|preventivo|presupuesto|oferta",
             "statement": r"statement|auszug|relev|overzicht|estratto|extracto|wyciąg",
             "proof_of_delivery": r"proof|ablieferbeleg|preuve|bewijs|prova|justificante|potwierdz",
             "pick_list": r"pick|kommission|préparation|prelievo|preparaci|kompletac"}  # fmt: skip
    for truth, page in digital(_all()):
        if truth["doc_type"] != "delivery_note":
            assert re.search(words[truth["doc_type"]], _text(page), re.I), truth["file"]


def test_pages_have_a_sane_size_and_words_on_them() -> None:
    for truth, page in _all():
        for p in [page, *page.get("next_pages", [])]:
            assert p["words"]
            for w in p["words"]:
                assert 0 <= w["x0"] < w["x1"] <= p["width"] + 1, (truth["file"], w)
                assert 0 <= w["y0"] < w["y1"] <= p["height"] + 40, (truth["file"], w)
