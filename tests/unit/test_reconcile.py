"""Reconciliation of proposed candidates with existing dn_batch_notes rows (SPEC §6)."""

from __future__ import annotations

import re
from typing import Any

from dn_pipeline.stages.assemble import Page, assemble
from dn_pipeline.stages.reconcile import (
    Plan,
    apply_plan,
    batch_status,
    candidate_key,
    propose,
    reconcile,
    record_id,
)
from dn_pipeline.stages.resolve import Host, PurchaseOrder, Supplier

HOST = Host(
    suppliers=(Supplier(id="sup1", name="Acme Concrete"),),
    purchase_orders=(PurchaseOrder(id="po1", number="PO-1", supplier="sup1"),),
)
CLEAR = {"supplier_name": "Acme Concrete", "po_number": "PO-1"}


def ok(pid: str, no: int, **read: Any) -> Page:
    return Page(
        page_id=pid,
        source_id="s1",
        page=no,
        image_sha256=f"img-{pid}",
        read_status="ok",
        read={"doc_type": "delivery_note", **CLEAR, **read},
    )


def failed(pid: str, no: int) -> Page:
    return Page(page_id=pid, source_id="s1", page=no, read_status="failed", read_error="x")


def run(pages: list[Page], rows: list[dict[str, Any]]) -> tuple[Plan, list[dict[str, Any]]]:
    plan = reconcile("b1", propose("b1", assemble(pages), HOST), rows)
    return plan, apply_plan(rows, plan)


def by_number(rows: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {r["document_number"]: r for r in rows}


def test_a_recovered_continuation_stays_one_row() -> None:
    first = [failed("p1", 1), ok("p2", 2, document_number="DN-1", page_number=2, page_total=2)]
    _, rows = run(first, [])
    (row,) = rows
    recovered = [ok("p1", 1, document_number="DN-1", page_number=1, page_total=2), first[1]]
    plan, after = run(recovered, rows)
    assert plan.creates == ()
    (again,) = after
    assert again["id"] == row["id"] and again["candidate_key"] == row["candidate_key"]
    assert again["pages"] == ["p1", "p2"] and again["status"] == "ready_to_post"


def test_a_recovered_continuation_without_a_number_is_matched_by_its_pages() -> None:
    first = [failed("p1", 1), ok("p2", 2, continuation=True)]
    _, rows = run(first, [])
    assert rows[0]["review_reasons"] == ["number_missing", "page_unreadable"]
    plan, after = run([ok("p1", 1, document_number="DN-1"), first[1]], rows)
    assert plan.creates == () and len(after) == 1 and after[0]["pages"] == ["p1", "p2"]


def test_a_recovered_first_page_keeps_dn2_on_its_row_at_index_1_and_creates_dn1() -> None:
    dn2 = ok("p2", 2, document_number="DN-2", page_number=1, page_total=1)
    _, rows = run([failed("p1", 1), dn2], [])
    assert rows[0]["note_index"] == 0
    dn1 = ok("p1", 1, document_number="DN-1", page_number=1, page_total=1)
    plan, after = run([dn1, dn2], rows)
    assert plan.updates == {rows[0]["id"]: {"note_index": 1}}
    assert [(c["document_number"], c["note_index"]) for c in plan.creates] == [("DN-1", 0)]
    assert by_number(after)["DN-2"]["candidate_key"] == rows[0]["candidate_key"]


def test_a_terminal_dn2_in_that_situation_is_reindexed_metadata_only() -> None:
    dn2 = ok("p2", 2, document_number="DN-2", page_number=1, page_total=1)
    _, rows = run([failed("p1", 1), dn2], [])
    posted = {**rows[0], "status": "posted", "delivery_note": "dn_x", "supplier": "someone"}
    dn1 = ok("p1", 1, document_number="DN-1", page_number=1, page_total=1)
    plan, _ = run([dn1, dn2], [posted])
    assert plan.updates == {posted["id"]: {"note_index": 1}}


def test_a_keyless_legacy_row_is_migrated_in_place_not_duplicated() -> None:
    legacy = {
        "id": "legacy000000001",
        "note_index": 0,
        "document_number": "DN-1",
        "status": "needs_review",
        "pages": ["p1"],
    }
    plan, after = run([ok("p1", 1, document_number="DN-1")], [legacy])
    assert plan.creates == () and len(after) == 1
    change = plan.updates["legacy000000001"]
    assert change["candidate_key"] == candidate_key("b1", "s1", 1, "full", "1")
    assert change["status"] == "ready_to_post"


def test_a_keyless_legacy_row_without_pages_is_matched_by_its_note_index() -> None:
    legacy = {"id": "legacy000000001", "note_index": 0, "status": "needs_review"}
    plan, _ = run([ok("p1", 1, document_number="DN-1")], [legacy])
    assert plan.creates == () and "candidate_key" in plan.updates["legacy000000001"]


def test_two_candidates_with_the_same_number_are_surfaced_for_review_not_merged() -> None:
    pages = [
        ok("p1", 1, document_number="DN-5", page_number=1, page_total=1),
        ok("p2", 2, document_number="DN-5", page_number=1, page_total=1),
    ]
    existing = {
        "id": "old000000000001",
        "document_number": "DN-5",
        "document_number_norm": "5",
        "status": "needs_review",
        "candidate_key": "stale",
    }
    plan, after = run(pages, [existing])
    live = [r for r in after if r["status"] != "blocked"]
    assert len(live) == 2 and len(plan.creates) == 2
    first, second = sorted(live, key=lambda r: r["note_index"])
    assert second["status"] == "needs_review" and "possible_duplicate" in second["review_reasons"]
    assert second["duplicate_of"] == f"dn_batch_notes:{first['id']}"
    # The old row is neither merged into nor overwritten: it is only blocked.
    assert plan.updates == {
        "old000000000001": {
            "status": "blocked",
            "stage": "needs_review",
            "review_reasons": ["no_matching_note"],
        }
    }


def test_unmatched_promoted_and_delivery_note_rows_keep_status_stage_and_index() -> None:
    promoted = {
        "id": "prom00000000001",
        "status": "promoted",
        "note_index": 3,
        "document_number": "X-1",
        "pages": ["gone1"],
    }
    linked = {
        "id": "link00000000001",
        "delivery_note": "dn_9",
        "note_index": 4,
        "document_number": "X-2",
        "pages": ["gone2"],
    }
    plan, after = run([ok("p1", 1, document_number="DN-1")], [promoted, linked])
    assert plan.updates == {} and len(plan.creates) == 1
    assert after[0] == promoted and after[1] == linked and "stage" not in after[1]


def test_a_surplus_non_terminal_row_is_blocked_never_deleted() -> None:
    row = {
        "id": "surplus00000001",
        "status": "ready_to_post",
        "document_number": "DN-7",
        "pages": ["gone"],
        "candidate_key": "k",
    }
    plan, after = run([], [row])
    assert plan.updates["surplus00000001"]["status"] == "blocked"
    assert after[0]["document_number"] == "DN-7"


def test_reviewer_set_fields_are_never_overwritten_and_settle_their_reasons() -> None:
    _, rows = run([ok("p1", 1, document_number="DN-1", supplier_name="Unknown Ltd")], [])
    assert rows[0]["review_reasons"] == ["supplier_unknown"]
    reviewed = {
        **rows[0],
        "supplier": "sup1",
        "document_number": "DN-1A",
        "reviewed_fields": {"supplier": "sup1", "document_number": "DN-1A"},
    }
    plan, after = run(
        [ok("p1", 1, document_number="DN-1", supplier_name="Unknown Ltd")], [reviewed]
    )
    change = plan.updates[reviewed["id"]]
    assert not {"supplier", "document_number", "document_number_norm"} & change.keys()
    assert after[0]["status"] == "ready_to_post" and after[0]["document_number"] == "DN-1A"


def test_an_accepted_row_keeps_its_status_unless_its_pages_change() -> None:
    _, rows = run([ok("p1", 1, document_number="DN-1", po_number="")], [])
    accepted = {
        **rows[0],
        "status": "ready_to_post",
        "stage": "ready_to_post",
        "reviewed_at": "2026-11-30 10:00:00.000Z",
    }
    plan, _ = run([ok("p1", 1, document_number="DN-1", po_number="")], [accepted])
    assert plan.empty
    grown = [
        ok("p1", 1, document_number="DN-1", po_number=""),
        ok("p2", 2, continuation=True, po_number=""),
    ]
    plan, after = run(grown, [accepted])
    assert after[0]["status"] == "needs_review" and after[0]["pages"] == ["p1", "p2"]


def test_a_rerun_writes_nothing_and_no_op_updates_are_omitted() -> None:
    pages = [ok("p1", 1, document_number="DN-1"), failed("p2", 2)]
    _, rows = run(pages, [])
    # PocketBase reads a date back with a time part; that is not a change.
    rows = [{**r, "delivery_date": "2026-04-03 00:00:00.000Z"} for r in rows]
    pages[0] = ok("p1", 1, document_number="DN-1", delivery_date_raw="3/4/26")
    assert run(pages, rows)[0].empty


def test_creates_carry_a_valid_pocketbase_id_derived_from_the_key() -> None:
    plan, _ = run([ok("p1", 1, document_number="DN-1")], [])
    (create,) = plan.creates
    assert re.fullmatch(r"[a-z0-9]{15}", create["id"])
    assert create["id"] == record_id(create["candidate_key"])
    assert create["batch"] == "b1" and create["status"] == "ready_to_post"


def test_unknown_numbers_keep_keys_page_specific() -> None:
    assert candidate_key("b", "s", 1, "full", "") != candidate_key("b", "s", 2, "full", "")
    assert candidate_key("b", "s", 1, "full", "") == candidate_key("b", "s", 1, "full", "")


def test_ready_needs_a_number_supplier_open_po_no_failed_page_and_no_duplicate() -> None:
    _, rows = run([ok("p1", 1, document_number="DN-1")], [])
    assert rows[0]["status"] == "ready_to_post" and rows[0]["review_reasons"] == []
    _, rows = run([ok("p1", 1, document_number="", po_number="PO-9")], [])
    assert rows[0]["review_reasons"] == ["number_missing", "po_unknown"]


def test_a_batch_is_staged_only_when_every_live_candidate_is_ready_and_nothing_is_open() -> None:
    ready = {"status": "ready_to_post"}
    dismissed = {"status": "dismissed"}
    assert batch_status([ready, dismissed], 0, 0) == "staged"
    assert batch_status([ready, {"status": "blocked"}], 0, 0) == "needs_review"
    assert batch_status([ready], 1, 0) == "needs_review"
    assert batch_status([ready], 0, 1) == "needs_review"
    assert batch_status([], 0, 0) == "needs_review"


def test_a_reread_without_a_number_never_blanks_the_number_a_row_has() -> None:
    _, rows = run([ok("p1", 1, document_number="DN-1")], [])
    _, after = run([ok("p1", 1, supplier_name="Acme Concrete")], rows)
    assert after[0]["document_number"] == "DN-1" and after[0]["document_number_norm"] == "1"
    assert after[0]["status"] == "needs_review" and "number_missing" in after[0]["review_reasons"]
