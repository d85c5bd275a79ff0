"""Hypothesis properties of assembly and reconciliation over generated batches and rows."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dn_pipeline.stages.assemble import Page, assemble
from dn_pipeline.stages.reconcile import (
    COMMERCIAL_FIELDS,
    Candidate,
    apply_plan,
    is_terminal,
    propose,
    reconcile,
)
from dn_pipeline.stages.resolve import Host, KnownNote, PurchaseOrder, Supplier

HOST = Host(
    suppliers=(Supplier(id="sa", name="Acme Concrete"), Supplier(id="sb", name="Boral Steel")),
    purchase_orders=(
        PurchaseOrder(id="po1", number="PO-1", supplier="sa"),
        PurchaseOrder(id="po2", number="PO-2", supplier="sb", status="closed"),
    ),
    known_notes=(
        KnownNote(supplier="sb", number_norm="2", collection="delivery_notes", record_id="d"),
    ),
)
SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def reads(draw: st.DrawFn) -> tuple[str, dict[str, Any] | None]:
    status = draw(st.sampled_from(["ok", "ok", "ok", "ok", "failed", "pending"]))
    if status != "ok":
        return status, None
    doc_type = draw(st.sampled_from(["delivery_note"] * 6 + ["blank", "invoice"]))
    read: dict[str, Any] = {"doc_type": doc_type}
    if doc_type == "delivery_note":
        read["document_number"] = draw(st.sampled_from(["DN-1", "dn 0001", "DN-2", "3", None]))
        read["supplier_name"] = draw(st.sampled_from(["Acme Concrete", "Boral Steel", None]))
        read["po_number"] = draw(st.sampled_from(["PO-1", "PO-2", None]))
        read["page_number"] = draw(st.sampled_from([None, 1, 2]))
        read["page_total"] = draw(st.sampled_from([None, 2]))
        read["continuation"] = draw(st.booleans())
    return status, read


@st.composite
def batches(draw: st.DrawFn) -> list[Page]:
    pages = []
    for source in range(draw(st.integers(1, 3))):
        for no in range(1, draw(st.integers(1, 4)) + 1):
            status, read = draw(reads())
            pages.append(
                Page(
                    page_id=f"p{source}{no}",
                    source_id=f"s{source}",
                    page=no,
                    image_sha256=draw(st.sampled_from(["i1", "i2", f"u{source}{no}"])),
                    read_status=status,
                    read=read,
                )
            )
    return pages


def candidates(pages: list[Page]) -> tuple[Candidate, ...]:
    return propose("b1", assemble(pages), HOST)


@st.composite
def histories(draw: st.DrawFn) -> tuple[list[Page], list[dict[str, Any]]]:
    """Rows left by an earlier run over other reads of the same pages, then touched by people."""
    earlier, now = draw(batches()), draw(batches())
    rows = apply_plan([], reconcile("b1", candidates(earlier), []))
    for row in rows:
        touch = draw(st.sampled_from(["none", "none", "terminal", "legacy", "reviewed", "linked"]))
        if touch == "terminal":
            row["status"] = draw(st.sampled_from(["dismissed", "posted", "promoted"]))
        elif touch == "legacy":
            del row["candidate_key"]
            if draw(st.booleans()):
                row.pop("stage")
        elif touch == "reviewed":
            row["reviewed_fields"] = {"supplier": "sb", "document_number": "R-9"}
            row.update(supplier="sb", document_number="R-9", reviewed_at="2026-01-01")
        elif touch == "linked":
            row["delivery_note"] = "dn_x"
    return now, rows


@SETTINGS
@given(batches())
def test_every_page_belongs_to_exactly_one_note_or_is_open_or_blank(pages: list[Page]) -> None:
    result = assemble(pages)
    placed = [p for n in result.notes for p in n.page_ids]
    placed += [o.page_id for o in result.open_pages] + list(result.blank_pages)
    assert Counter(placed) == Counter(p.page_id for p in pages)
    failed = {p.page_id for p in pages if p.read_status == "failed"}
    assert not failed & {p for n in result.notes for p in n.page_ids}


@SETTINGS
@given(histories())
def test_reconciling_the_result_again_changes_nothing(history: Any) -> None:
    pages, rows = history
    cands = candidates(pages)
    after = apply_plan(rows, reconcile("b1", cands, rows))
    again = reconcile("b1", cands, after)
    assert again.empty, (again.creates, again.updates)


@SETTINGS
@given(histories(), st.randoms(use_true_random=False))
def test_the_order_of_existing_rows_does_not_change_the_outcome(
    history: Any, rnd: random.Random
) -> None:
    pages, rows = history
    cands = candidates(pages)
    shuffled = list(rows)
    rnd.shuffle(shuffled)
    assert reconcile("b1", cands, rows) == reconcile("b1", cands, shuffled)


@SETTINGS
@given(histories())
def test_terminal_rows_never_change_commercially(history: Any) -> None:
    pages, rows = history
    plan = reconcile("b1", candidates(pages), rows)
    for row in filter(is_terminal, rows):
        change = plan.updates.get(row["id"], {})
        assert not change.keys() & set(COMMERCIAL_FIELDS)
        assert change.keys() <= {"candidate_key", "note_index"}
        assert "candidate_key" not in change or not row.get("candidate_key")


@SETTINGS
@given(histories())
def test_no_two_candidates_share_a_key_or_an_id(history: Any) -> None:
    pages, rows = history
    after = apply_plan(rows, reconcile("b1", candidates(pages), rows))
    keys = [r["candidate_key"] for r in after if r.get("candidate_key")]
    assert len(keys) == len(set(keys))
    assert len({r["id"] for r in after}) == len(after)


@SETTINGS
@given(histories())
def test_reviewer_set_fields_survive_any_rerun(history: Any) -> None:
    pages, rows = history
    after = apply_plan(rows, reconcile("b1", candidates(pages), rows))
    for before, now in zip(rows, after, strict=False):
        for name in before.get("reviewed_fields") or {}:
            assert now[name] == before[name]


@SETTINGS
@given(histories())
def test_every_row_survives_and_every_note_has_exactly_one_row(history: Any) -> None:
    pages, rows = history
    cands = candidates(pages)
    plan = reconcile("b1", cands, rows)
    after = apply_plan(rows, plan)
    assert [r["id"] for r in after[: len(rows)]] == [r["id"] for r in rows]
    assert sorted(plan.record_ids) == sorted(c.key for c in cands)
    assert len(set(plan.record_ids.values())) == len(cands)
