"""The twentieth held-out generator ("what the ERP printed"): deterministic, well-formed,
spread over kinds, languages, layouts, families, trades and document types, with its truth
printed on its digital pages and an OCR engine's faults on its scanned and photographed ones;
and what business software adds to a note: a print timestamp and order dates that are not
the document's date, several labelled numbers per page, label pairs in two languages, two
copies on one sheet, the number again under a barcode, page headers with "Page 2 of 3"."""

from __future__ import annotations

import functools
import re
import time
from collections import Counter
from typing import Any

import pytest

from dn_pipeline.stages.resolve import parse_date
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

SEEDS = (211, 212, 213)
DOC_TYPES = {
    "delivery_note",
    "invoice",
    "order_confirmation",
    "credit_note",
    "quotation",
    "statement",
}
LANGS = {"en", "de", "fr", "nl", "it", "es"}
PORTRAIT = ((595.0, 842.0), (612.0, 792.0))
LANDSCAPE = ((842.0, 595.0), (792.0, 612.0))
OWN = ("po", "own")  # a note's own number and its PO, among the labelled fields


@functools.cache
def sample(seed: int) -> Notes:
    with bench_on_path():
        import gen_twentieth

        return list(gen_twentieth.generate(seed=seed))


@functools.cache
def lexicon() -> Any:
    with bench_on_path():
        import twentieth_lex

        return twentieth_lex


def every_note() -> Notes:
    return [note for seed in SEEDS for note in sample(seed)]


def labelled(text: str, fields: dict[str, set[str]]) -> dict[str, list[str]]:
    """The token printed after each label of each field in ``text`` (a colon allowed); a
    label inside a longer one found at the same place ("Order" in "Customer Order") does
    not count."""
    found: list[tuple[int, int, str, str]] = []
    for name, labels in fields.items():
        for label in labels:
            pattern = r"(?<!\w)" + re.escape(label) + r":?\s+(\S+)"
            for m in re.finditer(pattern, text):
                found.append((m.start(), m.start() + len(label), name, m.group(1)))
    out: dict[str, list[str]] = {name: [] for name in fields}
    for start, end, name, value in found:
        if not any(s <= start and end <= e and (s, e) != (start, end) for s, e, _, _ in found):
            out[name].append(value)
    return out


def after(text: str, labels: set[str]) -> list[str]:
    """The token printed after each of ``labels`` (a colon allowed) in ``text``."""
    out: list[str] = []
    for label in labels:
        pattern = r"(?<!\w)" + re.escape(label) + r":?\s+(\S+)"
        out.extend(m.group(1) for m in re.finditer(pattern, text))
    return out


# ------------------------------------------------------------------ shape and spread


@pytest.mark.parametrize("seed", SEEDS)
def test_deterministic(seed: int) -> None:
    with bench_on_path():
        import gen_twentieth

        again = list(gen_twentieth.generate(seed=seed))
    assert again == sample(seed)
    assert len(again) == 120


def test_seeds_differ() -> None:
    assert [t["file"] for t, _ in sample(211)] != [t["file"] for t, _ in sample(212)]
    assert [t["supplier"] for t, _ in sample(211)] != [t["supplier"] for t, _ in sample(213)]
    assert [t["document_number"] for t, _ in sample(212)] != [
        t["document_number"] for t, _ in sample(213)
    ]


def test_count_is_honoured() -> None:
    with bench_on_path():
        import gen_twentieth

        assert len(list(gen_twentieth.generate(seed=7, count=24))) == 24
        assert len(list(gen_twentieth.generate(seed=8, count=3))) == 3


def test_quick() -> None:
    with bench_on_path():
        import gen_twentieth

        start = time.perf_counter()
        notes = list(gen_twentieth.generate(seed=214))
    assert len(notes) == 120
    assert time.perf_counter() - start < 5.0


@pytest.mark.parametrize("seed", SEEDS)
def test_truth_shape(seed: int) -> None:
    check_truth_shape(sample(seed), "twentieth", DOC_TYPES)
    for truth, page in sample(seed):
        assert set(page) <= {"words", "width", "height", "next_pages"}
        assert truth["trade"] == truth["trade"].lower() and " " not in truth["trade"]


@pytest.mark.parametrize("seed", SEEDS)
def test_boxes_inside_pages(seed: int) -> None:
    for truth, first in sample(seed):
        for page in all_pages(first):
            assert page["words"], truth["file"]
            for w in page["words"]:
                assert set(w) == {"t", "x0", "y0", "x1", "y1", "c"}
                assert w["t"] and w["t"] == w["t"].strip(), truth["file"]
                assert 0 <= w["x0"] < w["x1"] <= page["width"], (truth["file"], w)
                assert 0 <= w["y0"] < w["y1"] <= page["height"], (truth["file"], w)
                if truth["kind"] == "digital":
                    assert w["c"] == 1.0 and " " not in w["t"]
                else:
                    assert 0.6 <= w["c"] <= 0.99


@pytest.mark.parametrize("seed", SEEDS)
def test_paper_sizes(seed: int) -> None:
    lex = lexicon()
    for truth, first in digital(sample(seed)):
        paper = lex.LAYOUTS[truth["layout"]].paper
        for page in all_pages(first):
            size = (page["width"], page["height"])
            if paper == "thermal":
                assert 165 <= size[0] <= 226 and 500 <= size[1] <= 800, truth["file"]
            elif paper in ("landscape", "two_up_side"):
                assert size in LANDSCAPE, truth["file"]
            else:
                assert size in PORTRAIT, truth["file"]
            if truth["family"] == "us_packing":
                assert 612.0 in size, truth["file"]  # US letter
    photos = [p for t, p in sample(seed) if t["kind"] == "photo"]
    assert photos and all(p["width"] > 400 for p in photos)
    for truth, first in sample(seed):
        if truth["kind"] == "scan":  # pixels at 150 dpi or more
            points = 165 if truth["layout"] in lex.THERMAL else 595
            assert first["width"] >= points * 150 / 72 - 2, truth["file"]


def test_spread() -> None:
    notes = every_note()
    kinds = Counter(t["kind"] for t, _ in notes)
    assert set(kinds) == {"digital", "scan", "photo"}
    assert 0.35 < kinds["digital"] / len(notes) < 0.55
    assert {t["language"] for t, _ in notes} == LANGS
    assert len({t["layout"] for t, _ in notes}) >= 30
    assert len({t["family"] for t, _ in notes}) >= 6
    doc_types = Counter(t["doc_type"] for t, _ in notes)
    assert set(doc_types) == DOC_TYPES
    assert 0.06 < 1 - doc_types["delivery_note"] / len(notes) < 0.2
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
    several = sum(t["pages"] >= 2 for t, _ in notes)
    assert 0.07 * len(notes) <= several <= 0.25 * len(notes)
    assert {t["kind"] for t, _ in notes} == {"digital", "scan", "photo"}
    assert {t["language"] for t, _ in notes} == LANGS
    assert len({t["layout"] for t, _ in notes}) >= 30
    assert len({t["family"] for t, _ in notes}) >= 6
    assert len({t["trade"] for t, _ in notes}) >= 12


@pytest.mark.parametrize("seed", SEEDS)
def test_mdy_only_on_us_forms(seed: int) -> None:
    lex = lexicon()
    for truth, _ in sample(seed):
        countries = {place[0] for place in lex.LAYOUTS[truth["layout"]].places}
        if truth["date_order"] == "mdy":
            assert countries == {"US"} and truth["language"] == "en", truth["file"]
        elif countries == {"US"}:
            pytest.fail(f"{truth['file']}: a US form read day first")


# ------------------------------------------------------------- the truth on the page


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
def test_named_dates_in_the_notes_language(seed: int) -> None:
    """A date printed with a month name names the truth's month in the note's language, with
    its day and year."""
    lex = lexicon()
    for truth, _ in sample(seed):
        raw = truth["date_raw"]
        if not any(ch.isalpha() for ch in raw):
            continue
        year, month, day = (int(x) for x in truth["date"].split("-"))
        lang = truth["language"]
        names = {lex.MONTHS[lang][month - 1], lex.MONTHS_SHORT[lang][month - 1].rstrip(".")}
        assert any(n.casefold() in raw.casefold() for n in names), (truth["file"], raw)
        assert str(year) in raw or f"{year % 100:02d}" in raw, (truth["file"], raw)
        assert re.search(rf"(?<!\d)0?{day}(?!\d)", raw), (truth["file"], raw)


@pytest.mark.parametrize("seed", SEEDS)
def test_hosts_and_suppliers(seed: int) -> None:
    notes = sample(seed)
    near, no_po = host_distractors(notes, 2)
    with_po = len(notes) - no_po
    assert 0.2 * with_po < near < 0.6 * with_po
    check_suppliers(notes)
    assert 0.3 * len(notes) < sisters(notes) < 0.8 * len(notes)
    for truth, _ in notes:  # a sister firm is told apart by its other names too
        stem = truth["supplier"].split()[0]
        for entry in truth["host_extra_suppliers"]:
            if entry["supplier"].split()[0] == stem:
                assert not set(entry["supplier_aliases"]) & set(truth["supplier_aliases"])


@pytest.mark.parametrize("seed", SEEDS)
def test_ocr_faults(seed: int) -> None:
    notes = sample(seed)
    check_ocr_confusions(notes)
    ocr = [(t, p) for t, p in notes if t["kind"] != "digital"]
    faulty = sum(
        t["document_number"] not in page_text(p) or t["supplier"] not in page_text(p)
        for t, p in ocr
    )
    assert 0.1 * len(ocr) < faulty < 0.7 * len(ocr)
    runs = [w["t"] for _, p in ocr for w in p["words"]]
    assert sum(" " in r for r in runs) > 0.3 * len(runs)  # runs, not words
    unsure = [w for _, p in ocr for w in p["words"] if w["c"] < 0.8]
    assert 0 < len(unsure) < 0.3 * len(runs)  # some damaged runs, not all


# ---------------------------------------------------------------- what the ERP adds


@pytest.mark.parametrize("seed", SEEDS)
def test_print_timestamp_is_not_the_documents_date(seed: int) -> None:
    labels = lexicon().field_labels("printed")
    notes = digital(sample(seed))
    stamped = 0
    for truth, page in notes:
        found = [parse_date(v, truth["date_order"]) for v in after(page_text(page), labels)]
        found = [d for d in found if d]
        stamped += bool(found)
        assert truth["date"] not in found, truth["file"]
    assert stamped >= 0.9 * len(notes)


@pytest.mark.parametrize("seed", SEEDS)
def test_order_dates_are_not_the_documents_date(seed: int) -> None:
    lex = lexicon()
    labels = lex.field_labels("order_date")
    joins = {
        p.split("{date}")[0].split("{po}")[1].strip() for r in lex.PO_WITH_DATE.values() for p in r
    }
    ordered = 0
    for truth, page in digital(sample(seed)):
        if lex.LAYOUTS[truth["layout"]].info == "grid":
            continue  # a label over its value: the next word is another cell's
        text = page_text(page)
        values = after(text, labels)
        if truth["po_number"]:
            values += after(text, {f"{truth['po_number']} {j}" for j in joins})
        found = [d for d in (parse_date(v, truth["date_order"]) for v in values) if d]
        ordered += bool(found)
        assert truth["date"] not in found, truth["file"]
    assert ordered >= 6, ordered


@pytest.mark.parametrize("seed", SEEDS)
def test_several_labelled_numbers_per_page(seed: int) -> None:
    """Customer, order, shipment, route and picking numbers beside the note's own: three or
    more labelled numbers on most first pages, none of them the note's number or PO."""
    lex = lexicon()
    # (a delivery note refers to no delivery note or invoice - those labels are its own -
    # and has no statement's account)
    fields = {
        f: lex.field_labels(f)
        for f in lex.NUMBER_FIELDS
        if f not in ("delivery_ref", "invoice_ref", "account_no")
    }
    fields["carrier_refs"] = {
        label
        for rows in lex.EXTRAS.values()
        for label, kind in rows
        if kind in lex.NUMBER_EXTRA_KINDS
    }
    fields["po"] = lex.field_labels("po")
    fields["own"] = {lb for by in lex.NUMBER_LABELS.values() for row in by.values() for lb in row}
    fields["own"] |= {lb for row in lex.FAMILY_DN.values() for lb in row[1]}
    notes = [
        n
        for n in digital(sample(seed))
        if n[0]["doc_type"] == "delivery_note" and lex.LAYOUTS[n[0]["layout"]].info != "grid"
    ]
    many = 0
    for truth, page in notes:
        text = page_text(page)
        seen = 0
        for name, found in labelled(text, fields).items():
            values = [v for v in found if any(ch.isdigit() for ch in v)]
            seen += bool(values) and name not in OWN
            if name in OWN:
                continue
            for value in values:
                assert value not in (truth["document_number"], truth["po_number"]), truth["file"]
        many += seen >= 3
    assert many >= 0.8 * len(notes)


@pytest.mark.parametrize("seed", SEEDS)
def test_document_date_follows_its_label(seed: int) -> None:
    """On forms that print a label beside its value, the date printed is the one labelled as
    the document's (delivery, dispatch, document) date."""
    lex = lexicon()
    labels = {lb for by_type in lex.DATE_LABELS.values() for row in by_type.values() for lb in row}
    labels |= {lb for row in lex.FAMILY_DN.values() for lb in row[2]}
    checked = 0
    for truth, page in digital(sample(seed)):
        if lex.LAYOUTS[truth["layout"]].info == "grid":
            continue
        text = page_text(page)
        at = text.find(f" {truth['date_raw']}")
        before = text[:at].rstrip().rstrip(":")
        assert any(before.endswith(label) for label in labels), (truth["file"], before[-40:])
        checked += 1
    assert checked >= 20


@pytest.mark.parametrize("seed", SEEDS)
def test_bilingual_label_pairs(seed: int) -> None:
    lex = lexicon()
    notes = [n for n in digital(sample(seed)) if n[0]["layout"] in lex.BILINGUAL]
    for truth, page in notes:
        text = page_text(page)
        assert text.count(" / ") >= 4, truth["file"]
    every = [n for n in every_note() if n[0]["layout"] in lex.BILINGUAL]
    assert {t["language"] for t, _ in every} >= {"de", "fr", "nl", "en"}


def test_two_copies_on_one_sheet() -> None:
    lex = lexicon()
    notes = [n for n in digital(every_note()) if n[0]["layout"] in lex.TWO_UP]
    assert len(notes) >= 3
    for truth, page in notes:
        text = page_text(page)
        assert text.count(truth["document_number"]) >= 2, truth["file"]
        assert text.count(truth["date_raw"]) >= 2, truth["file"]
        words = lex.WORDS[truth["language"]]
        assert any(w in text for w in words["original"]), truth["file"]
        assert any(w in text for w in words["copy"]), truth["file"]


def test_barcode_repeats_the_number() -> None:
    lex = lexicon()
    notes = [n for n in digital(every_note()) if n[0]["layout"] in lex.BARCODED]
    assert len(notes) >= 10
    starred = 0
    for truth, page in notes:
        text = page_text(page)
        assert text.count(truth["document_number"]) >= 2, truth["file"]
        starred += f"*{truth['document_number']}*" in text
    assert 0 < starred < len(notes)


def test_page_headers_on_later_pages() -> None:
    lex = lexicon()
    notes = [n for n in digital(every_note()) if n[0]["pages"] >= 2]
    assert len(notes) >= 6
    for truth, first in notes:
        pages = all_pages(first)
        m = len(pages)
        for n, page in enumerate(pages, start=1):
            labels = {f.format(n=n, m=m) for f in lex.WORDS[truth["language"]]["page"]}
            assert any(label in page_text(page) for label in labels), (truth["file"], n)
        for page in pages[1:]:
            assert truth["supplier"] in page_text(page), truth["file"]  # the footer


@pytest.mark.parametrize("seed", SEEDS)
def test_family_rows(seed: int) -> None:
    """What a family of forms adds: an Italian DDT's transport box, a US packing list's
    carrier numbers, a Spanish albarán's portes."""
    wanted = {
        "ddt_it": ("Causale del trasporto", "Porto", "Aspetto esteriore dei beni"),
        "us_packing": ("BOL #", "PRO #", "Ship Via", "Customer PO", "Sales Order"),
        "albaran_es": ("Portes", "Forma de envío", "Bultos"),
    }
    for family, labels in wanted.items():
        notes = [n for n in digital(sample(seed), family) if n[0]["doc_type"] == "delivery_note"]
        for truth, page in notes:
            assert any(label in page_text(page) for label in labels), truth["file"]
