"""What the fourteenth held-out generator (``bench/gen_fourteenth.py``) promises of its
paperwork: the truth is printed on the page, its spread of kinds, documents, languages and
layouts, its dates, its host data and its OCR faults."""

from __future__ import annotations

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

SEEDS = (151, 152, 153)


@cache
def sample(seed: int) -> Notes:
    with bench_on_path():
        from gen_fourteenth import generate

        return list(generate(seed=seed, count=120))


def every() -> Notes:
    return [note for seed in SEEDS for note in sample(seed)]


def all_pages(page: dict[str, Any]) -> list[dict[str, Any]]:
    return [page, *page.get("next_pages", [])]


def test_the_same_seed_gives_the_same_documents() -> None:
    with bench_on_path():
        from gen_fourteenth import generate

        assert list(generate(seed=151, count=30)) == sample(151)[:30]
        assert list(generate(seed=152, count=30)) != sample(151)[:30]


def test_truth_has_exactly_the_promised_keys_and_file_names() -> None:
    keys = {
        "file", "kind", "layout", "language", "family", "doc_type", "document_number", "date",
        "date_raw", "date_order", "po_number", "supplier", "supplier_aliases",
        "supplier_tax_id", "pages", "trade", "host_extra_suppliers", "host_extra_pos",
    }  # fmt: skip
    for i, (truth, page) in enumerate(sample(151)):
        assert set(truth) == keys
        layout, lang, kind = truth["layout"], truth["language"], truth["kind"]
        assert truth["file"] == f"fourteenth-{i:03d}-{layout}-{lang}-{kind}"
        assert truth["pages"] == len(all_pages(page))
        assert re.fullmatch(r"\d{4}-\d\d-\d\d", truth["date"])


def test_digital_pages_print_the_number_po_supplier_and_date_exactly() -> None:
    notes = digital(every())
    assert len(notes) > 100
    for truth, page in notes:
        text = page_text(page)
        assert truth["document_number"] in text, truth["file"]
        assert truth["supplier"] in text, truth["file"]
        assert truth["date_raw"] in text, truth["file"]
        if truth["po_number"]:
            assert truth["po_number"] in text, truth["file"]


def test_digital_pages_are_one_entry_per_word() -> None:
    for _, page in digital(every()):
        for p in all_pages(page):
            assert all(" " not in w["t"] and w["x0"] < w["x1"] for w in p["words"])


def test_ocr_pages_are_runs_with_confidences() -> None:
    ocr = [(t, p) for t, p in every() if t["kind"] != "digital"]
    words = [w for _, p in ocr for w in p["words"]]
    assert all(0 < w["c"] <= 1 for w in words)
    assert sum(" " in w["t"] for w in words) > len(words) / 3  # lines, not words
    assert sum(w["c"] >= 0.9 for w in words) > 0.6 * len(words)


def test_ocr_pages_carry_confusions_and_some_print_the_truth_exactly() -> None:
    for seed in SEEDS:
        check_ocr_confusions(sample(seed))


def test_all_three_kinds_in_their_shares() -> None:
    kinds = Counter(t["kind"] for t, _ in every())
    total = sum(kinds.values())
    assert 0.35 < kinds["digital"] / total < 0.55
    assert 0.25 < kinds["scan"] / total < 0.45
    assert 0.12 < kinds["photo"] / total < 0.3


def test_every_document_type_and_a_distractor_share() -> None:
    types = Counter(t["doc_type"] for t, _ in every())
    assert set(types) == {
        "delivery_note", "invoice", "order_confirmation", "credit_note", "quotation",
        "statement", "proof_of_delivery", "pick_list", "return_note",
    }  # fmt: skip
    share = 1 - types["delivery_note"] / sum(types.values())
    assert 0.09 < share < 0.2


def test_non_notes_print_their_own_title_and_a_number_unlike_a_notes() -> None:
    words = {
        "invoice": r"invoice|rechnung|factu|fattura|faktura|fatura",
        "order_confirmation": r"confirm|acknowledg|accusé|bestätigung|bevestiging|conferma|"
        r"potwierdzenie",
        "credit_note": r"credit|gutschrift|avoir|abono|rectificativa|korygująca|crédito|korekta",
        "quotation": r"quot|angebot|devis|offert|preventivo|presupuesto|oferta|orçamento|propost",
        "statement": r"statement|konto|relevé|overzicht|posten|estratto|extracto|estado|"
        r"zestawienie|wyciąg|extrato",
        "proof_of_delivery": r"proof|nachweis|preuve|récépissé|bewijs|prova|ricevuta|"
        r"justificante|prueba|potwierdzenie|dowód|comprovativo",
        "pick_list": r"pick|kommission|préparation|prélèvement|prelievo|kompletac|separação",
        "return_note": r"return|rücksende|retour|reso|devolución|devolução|zwrot",
    }
    others = [(t, p) for t, p in digital(every()) if t["doc_type"] != "delivery_note"]
    assert len(others) >= 8
    for truth, page in others:
        assert re.search(words[truth["doc_type"]], page_text(page), re.I), truth["file"]
        assert not re.match(r"(DN|LS|BL|PB|DDT|AL|WZ|GR)\d", truth["document_number"])


def test_languages_trades_and_at_least_twenty_layouts() -> None:
    notes = every()
    assert len({t["language"] for t, _ in notes}) >= 10
    assert len({t["trade"] for t, _ in notes}) >= 12
    for seed in SEEDS:
        assert len({t["layout"] for t, _ in sample(seed)}) >= 20
    assert len({t["family"] for t, _ in notes}) >= 14


def test_month_first_dates_only_on_us_documents() -> None:
    for truth, _ in every():
        assert (truth["date_order"] == "mdy") == (truth["language"] == "en-us"), truth["file"]


def test_numeric_dates_parse_to_the_truth_and_named_ones_are_common() -> None:
    numeric, named = printed_dates(every())
    assert numeric > 150 and named > 60


def test_named_dates_carry_the_day_and_the_year() -> None:
    for truth, _ in every():
        raw = truth["date_raw"]
        if any(ch.isalpha() for ch in raw):
            year, _, day = truth["date"].split("-")
            assert str(int(day)) in raw and (year in raw or year[2:] in raw), raw


def test_two_page_notes_and_notes_without_a_po() -> None:
    notes = [(t, p) for t, p in every() if t["doc_type"] == "delivery_note"]
    two = sum(t["pages"] == 2 for t, _ in notes)
    assert 0.12 < two / len(notes) < 0.24
    no_po = sum(not t["po_number"] for t, _ in notes)
    assert 0.16 < no_po / len(notes) < 0.3
    assert all(t["doc_type"] == "delivery_note" for t, _ in every() if t["pages"] == 2)


def test_page_two_continues_the_table_and_says_which_page_it_is() -> None:
    for truth, page in digital(every()):
        if truth["pages"] == 2:
            second = page_text(page["next_pages"][0])
            assert re.search(r"2\s*(of|von|sur|van|di|de|z|/)\s*2", second), truth["file"]


def test_host_distractors_and_suppliers() -> None:
    for seed in SEEDS:
        notes = sample(seed)
        one_away, no_po = host_distractors(notes, 2)
        assert one_away >= 10 and no_po >= 15
        check_suppliers(notes)
        for truth, _ in notes:
            for extra in truth["host_extra_pos"]:
                assert extra["supplier"] != truth["supplier"]


def test_customer_names_and_carriers_are_printed_beside_the_supplier() -> None:
    with bench_on_path():
        import fourteenth_lex as lex
    customers = [c for names in lex.CUSTOMERS.values() for c in names]
    notes = digital(every())
    with_customer = sum(any(c in page_text(p) for c in customers) for _, p in notes)
    assert with_customer > 0.9 * len(notes)
