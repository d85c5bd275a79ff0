"""Importing the bench's modules from a test: ``bench/`` is a folder of scripts, not a
package, so its modules import while it is on ``sys.path``."""

from __future__ import annotations

import re
import sys
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parents[2] / "bench"
# A generator's sample: (truth, first page) per note.
Notes = list[tuple[dict[str, Any], dict[str, Any]]]
# The truth of a note from the sixteenth generator on (a brief each helper was given): its
# keys and their types.
TRUTH_KEYS: dict[str, type] = {
    "file": str,
    "kind": str,
    "layout": str,
    "language": str,
    "family": str,
    "doc_type": str,
    "document_number": str,
    "date": str,
    "date_raw": str,
    "date_order": str,
    "po_number": str,
    "supplier": str,
    "supplier_aliases": list,
    "supplier_tax_id": str,
    "pages": int,
    "trade": str,
    "host_extra_suppliers": list,
    "host_extra_pos": list,
}


@contextmanager
def bench_on_path() -> Iterator[None]:
    """``bench/`` first on ``sys.path`` while the block runs."""
    sys.path.insert(0, str(BENCH))
    try:
        yield
    finally:
        sys.path.remove(str(BENCH))


def page_text(page: dict[str, Any]) -> str:
    """A generated page's words as one string, as a reader of the page would see them."""
    return " ".join(word["t"] for word in page["words"])


def printed_dates(sample: list[tuple[dict[str, Any], dict[str, Any]]]) -> tuple[int, int]:
    """A generator's dates checked against what it printed: every date printed with no
    letters in it parses (the pipeline's own ``parse_date``, in the note's date order) to the
    truth's date. Returns how many were printed that way and how many with letters (month or
    weekday names), for the caller's spread."""
    from dn_pipeline.stages.resolve import parse_date

    numeric = named = 0
    for truth, _ in sample:
        raw = truth["date_raw"]
        if any(ch.isalpha() for ch in raw):
            named += 1
            continue
        assert parse_date(raw, truth["date_order"]) == truth["date"], (truth["file"], raw)
        numeric += 1
    return numeric, named


def host_distractors(
    sample: list[tuple[dict[str, Any], dict[str, Any]]], suppliers: int
) -> tuple[int, int]:
    """A generator's host data checked: each note's has at least ``suppliers`` other
    suppliers and other POs of the site, never its own. Returns how many notes have a PO
    one digit away from theirs among those, and how many have no PO."""
    one_digit_away = no_po = 0
    for truth, _ in sample:
        extra = {s["supplier"] for s in truth["host_extra_suppliers"]}
        assert len(extra) >= suppliers and truth["supplier"] not in extra, truth["file"]
        numbers = [p["po_number"] for p in truth["host_extra_pos"]]
        assert numbers and truth["po_number"] not in numbers, truth["file"]
        po = truth["po_number"]
        no_po += not po
        one_digit_away += bool(po) and any(
            len(n) == len(po) and sum(a != b for a, b in zip(n, po, strict=True)) == 1
            for n in numbers
        )
    return one_digit_away, no_po


def tax_ids(sample: list[tuple[dict[str, Any], dict[str, Any]]]) -> list[str]:
    """The tax ids of a generator's suppliers (its notes' and their host data's), each
    supplier checked to have one."""
    by_name: dict[str, set[str]] = {}
    for truth, _ in sample:
        for entry in [truth, *truth["host_extra_suppliers"]]:
            by_name.setdefault(entry["supplier"], set()).add(entry["supplier_tax_id"])
    assert all(len(ids) == 1 for ids in by_name.values()), by_name
    return [next(iter(ids)) for ids in by_name.values()]


def check_suppliers(sample: list[tuple[dict[str, Any], dict[str, Any]]]) -> None:
    """A generator's suppliers: one tax id each and each tax id one supplier's (30 or more),
    and suppliers recur across notes, as a site's do."""
    ids = tax_ids(sample)
    assert len(ids) == len(set(ids)) >= 30
    suppliers = Counter(t["supplier"] for t, _ in sample)
    assert suppliers.most_common(1)[0][1] >= 3  # suppliers recur


def check_ocr_confusions(sample: list[tuple[dict[str, Any], dict[str, Any]]]) -> None:
    """A generator's scanned and photographed pages carry a real engine's faults: some, not
    all, print the supplier and number exactly; some words are unsure; a photo's runs are
    tall (a close shot)."""
    ocr_pages = [(t, p) for t, p in sample if t["kind"] != "digital"]
    exact = sum(
        t["supplier"].casefold() in page_text(p).casefold() and t["document_number"] in page_text(p)
        for t, p in ocr_pages
    )
    assert 0.3 * len(ocr_pages) < exact < len(ocr_pages)
    assert any(w["c"] < 0.7 for _, p in ocr_pages for w in p["words"])
    photos = [p for t, p in sample if t["kind"] == "photo"]
    assert any(w["y1"] - w["y0"] > 24 for p in photos for w in p["words"])


def digital(sample: Notes, *families: str) -> Notes:
    """The notes of ``sample`` from ``families`` (all when none) printed with a text layer."""
    return [
        (t, p)
        for t, p in sample
        if t["kind"] == "digital" and (not families or t["family"] in families)
    ]


def sisters(sample: Notes) -> int:
    """How many notes of ``sample`` have, among the site's other suppliers, a sister firm: one
    whose name starts with the same word as the note's supplier's."""
    count = 0
    for truth, _ in sample:
        stem = truth["supplier"].split()[0]
        count += any(s["supplier"].split()[0] == stem for s in truth["host_extra_suppliers"])
    return count


def all_pages(page: dict[str, Any]) -> list[dict[str, Any]]:
    """A generated note's pages: its first and the ones after it."""
    return [page, *page.get("next_pages", [])]


def check_truth_printed(sample: Notes) -> None:
    """On a generator's digital notes the truth is printed as it is: the number, PO and a name
    of the supplier somewhere in the note, the date as printed on its first page."""
    for truth, page in digital(sample):
        text = " ".join(page_text(p) for p in all_pages(page))
        assert truth["document_number"] in text, truth["file"]
        assert truth["date_raw"] in page_text(page), truth["file"]
        assert truth["po_number"] in text, truth["file"]
        names = [truth["supplier"], *truth["supplier_aliases"]]
        assert any(n in text for n in names), truth["file"]


def check_continuation_pages(sample: Notes) -> None:
    """A generator's notes of several pages are delivery notes; each later page prints its
    page number and the supplier, and some (not all) of the second pages repeat the number."""
    notes = [n for n in sample if n[0]["pages"] >= 2]
    assert notes and all(t["doc_type"] == "delivery_note" for t, _ in notes)
    repeated = 0
    for truth, page in digital(notes):
        for k, later in enumerate(page["next_pages"], start=2):
            text = page_text(later)
            assert str(k) in text, truth["file"]
            assert any(a in text for a in [truth["supplier"], *truth["supplier_aliases"]])
        repeated += truth["document_number"] in page_text(page["next_pages"][0])
    assert 0 < repeated < len(digital(notes))


def check_truth_shape(sample: Notes, name: str, doc_types: set[str]) -> None:
    """A generator's truths (the sixteenth's brief on): ``TRUTH_KEYS`` and their types, the
    kinds, languages, date orders and ``doc_types`` it may hold, its file names (``name``,
    the note's index, layout, language and kind), the fields every note has, its pages, and
    host data that never holds the note's own supplier or PO."""
    for i, (truth, page) in enumerate(sample):
        assert set(truth) == set(TRUTH_KEYS), truth["file"]
        for key, kind in TRUTH_KEYS.items():
            assert isinstance(truth[key], kind), (truth["file"], key)
        assert truth["kind"] in ("digital", "scan", "photo")
        assert truth["language"] in ("en", "de", "fr", "nl", "it", "es")
        assert truth["date_order"] in ("mdy", "dmy")
        assert truth["date_order"] == "dmy" or truth["language"] == "en"
        assert truth["doc_type"] in doc_types
        assert truth["file"] == (
            f"{name}-{i:03d}-{truth['layout']}-{truth['language']}-{truth['kind']}"
        )
        assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", truth["date"]), truth["file"]
        assert truth["document_number"] and truth["supplier"] and truth["supplier_tax_id"]
        assert truth["date_raw"] and truth["family"] and truth["trade"]
        assert truth["supplier"] not in truth["supplier_aliases"]
        assert all(isinstance(a, str) and a for a in truth["supplier_aliases"])
        assert truth["pages"] == len(all_pages(page))
        assert all("next_pages" not in p for p in page.get("next_pages", []))
        if truth["doc_type"] in ("quotation", "statement"):
            assert truth["po_number"] == "", truth["file"]
        assert 2 <= len(truth["host_extra_suppliers"]) <= 4
        assert 1 <= len(truth["host_extra_pos"]) <= 3
        for entry in truth["host_extra_suppliers"]:
            assert set(entry) == {"supplier", "supplier_aliases", "supplier_tax_id"}
            assert entry["supplier"] != truth["supplier"]
            assert entry["supplier"] not in entry["supplier_aliases"]
        extra = {s["supplier"] for s in truth["host_extra_suppliers"]}
        for entry in truth["host_extra_pos"]:
            assert set(entry) == {"po_number", "supplier"}
            assert entry["supplier"] in extra
            assert entry["po_number"] and entry["po_number"] != truth["po_number"]
