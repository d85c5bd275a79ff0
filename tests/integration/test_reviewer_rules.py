"""The API rules a reviewer works under, checked with a real reviewer token.

A reviewer of site A sees and reviews site A's rows and nothing else; anonymous sees nothing.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
from PIL import Image
from pocketbase import PocketBase
from pocketbase.errors import ClientResponseError
from pocketbase.models.file_upload import FileUpload

from dn_pipeline.operator import reviewers
from dn_pipeline.operator import uploads as batches
from dn_pipeline.run import assembling
from dn_pipeline.run.runner import run_batch
from dn_pipeline.run.worker import Worker
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record, bind
from dn_pipeline.store.ops import FilePart, Op
from dn_pipeline.testing import FakeReader, TestServer

PASSWORD = "a-reviewer-password"


def png() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (8, 8), "white").save(out, "PNG")
    return out.getvalue()


@dataclass
class Site:
    site: Record
    supplier: Record
    po: Record
    batch: Record
    source: Record
    page: Record
    note: Record
    lock: Record
    read: Record
    error: Record
    event: Record


def make_site(store: Store, code: str) -> Site:
    site = store.create("sites", {"code": code, "name": f"Site {code}"})
    supplier = store.create("suppliers", {"name": f"Supplier of {code}"})
    po = store.create(
        "purchase_orders",
        {"number": f"PO-{code}", "site": site["id"], "supplier": supplier["id"], "status": "open"},
    )
    batch = store.create("dn_batches", {"site": site["id"], "status": "needs_review"})
    source = store.create(
        "dn_batch_sources",
        {"batch": batch["id"], "original_name": f"{code}.png"},
        files=[FilePart(field="file", name="scan.png", data=png(), content_type="image/png")],
    )
    page = store.create(
        "dn_batch_pages",
        {"batch": batch["id"], "source": source["id"], "page": 1, "region": "full"},
        files=[FilePart(field="image", name="page.png", data=png(), content_type="image/png")],
    )
    note = store.create(
        "dn_batch_notes",
        {
            "batch": batch["id"],
            "document_number": f"DN-{code}",
            "pages": [page["id"]],
            "status": "needs_review",
            "review_reasons": ["supplier_unknown"],
        },
    )
    lock = store.create("dn_batch_locks", {"batch": batch["id"], "owner": "w", "purpose": "t"})
    read = store.create("dn_page_reads", {"key": f"k-{code}", "status": "ok", "batch": batch["id"]})
    error = store.create(
        "dn_source_errors", {"batch": batch["id"], "source": source["id"], "code": "empty_file"}
    )
    event = store.create(
        "dn_batch_events", {"batch": batch["id"], "kind": "staged", "actor_kind": "worker"}
    )
    return Site(site, supplier, po, batch, source, page, note, lock, read, error, event)


@dataclass
class World:
    mine: Site
    theirs: Site
    reviewer_id: str
    client: PocketBase  # authenticated as the reviewer of `mine`


@pytest.fixture
def world(pb: TestServer, store: Store) -> Iterator[World]:
    for r in store.list("reviewers", fields="id"):
        store.delete("reviewers", r["id"])
    mine, theirs = make_site(store, "MINE-1"), make_site(store, "THEIRS-2")
    # A worker holds only the other site's batch: a held batch refuses every review write.
    store.delete("dn_batch_locks", mine.lock["id"])
    reviewers.add_reviewer(store, "rev@example.test", ["MINE-1"], PASSWORD)
    client = PocketBase(pb.url, timeout=30)
    auth = client.collection("reviewers").auth_with_password("rev@example.test", PASSWORD)
    yield World(mine, theirs, auth.record.id, client)


def status_of(call: Callable[[], Any]) -> int:
    try:
        call()
    except ClientResponseError as exc:
        return int(exc.status)
    return 200


def ids(client: PocketBase, collection: str) -> set[str]:
    return {r.id for r in client.collection(collection).get_full_list()}


READABLE = {
    "sites": "site",
    "suppliers": "supplier",
    "purchase_orders": "po",
    "dn_batches": "batch",
    "dn_batch_sources": "source",
    "dn_batch_pages": "page",
    "dn_batch_notes": "note",
    "dn_source_errors": "error",
    "dn_batch_events": "event",
}


@pytest.mark.parametrize("collection", sorted(READABLE), ids=sorted(READABLE))
def test_a_reviewer_sees_its_own_sites_rows_and_not_another_sites(
    world: World, collection: str
) -> None:
    attr = READABLE[collection]
    assert ids(world.client, collection) == {getattr(world.mine, attr)["id"]}
    theirs = getattr(world.theirs, attr)["id"]
    assert status_of(lambda: world.client.collection(collection).get_one(theirs)) == 404


def test_a_reviewer_of_two_sites_sees_both(pb: TestServer, world: World, store: Store) -> None:
    reviewers.add_reviewer(store, "both@example.test", ["MINE-1", "THEIRS-2"], PASSWORD)
    client = PocketBase(pb.url, timeout=30)
    client.collection("reviewers").auth_with_password("both@example.test", PASSWORD)
    assert ids(client, "dn_batches") == {world.mine.batch["id"], world.theirs.batch["id"]}


def test_a_reviewer_sees_the_totals_of_its_own_batches_only(world: World) -> None:
    assert ids(world.client, "dn_batch_totals") == {world.mine.batch["id"]}


@pytest.mark.parametrize("collection", ["dn_batch_locks", "dn_page_reads", "delivery_notes"])
def test_a_reviewer_cannot_see_locks_reads_or_posted_notes(world: World, collection: str) -> None:
    assert status_of(lambda: world.client.collection(collection).get_list()) == 403


def test_a_reviewer_sees_its_own_reviewer_record_only(world: World, store: Store) -> None:
    reviewers.add_reviewer(store, "other@example.test", ["THEIRS-2"], PASSWORD)
    assert ids(world.client, "reviewers") == {world.reviewer_id}


def test_an_anonymous_client_sees_nothing(pb: TestServer, world: World) -> None:
    names = [*READABLE, "dn_batch_totals", "reviewers", "dn_batch_locks", "dn_page_reads"]
    for name in names:
        r = httpx.get(f"{pb.url}/api/collections/{name}/records")
        assert r.status_code == 403 or (r.status_code == 200 and r.json()["items"] == []), name
    page = world.mine.page
    url = f"{pb.url}/api/files/dn_batch_pages/{page['id']}/{page['image']}"
    assert httpx.get(url).status_code == 404


def test_a_reviewer_reads_its_own_page_images_with_a_file_token(
    pb: TestServer, world: World
) -> None:
    token = world.client.files.get_token()
    for site, expected in ((world.mine, 200), (world.theirs, 404)):
        page = site.page
        url = f"{pb.url}/api/files/dn_batch_pages/{page['id']}/{page['image']}"
        assert httpx.get(url, params={"token": token}).status_code == expected


def test_a_reviewer_accepts_dismisses_and_fixes_a_candidate_of_its_site(
    world: World, store: Store
) -> None:
    notes = world.client.collection("dn_batch_notes")
    note_id = world.mine.note["id"]
    fixed = {
        "supplier": world.mine.supplier["id"],
        "supplier_name": world.mine.supplier["name"],
        "purchase_order": world.mine.po["id"],
        "po_number": world.mine.po["number"],
    }
    notes.update(note_id, {**fixed, "reviewed_fields": fixed})
    notes.update(
        note_id,
        {
            "status": "ready_to_post",
            "reviewed_by": world.reviewer_id,
            "reviewed_at": "2026-01-02 03:04:05.000Z",
        },
    )
    row = store.get("dn_batch_notes", note_id)
    assert (row["status"], row["supplier"], row["purchase_order"]) == (
        "ready_to_post",
        world.mine.supplier["id"],
        world.mine.po["id"],
    )
    # The server stamps who and when; the client's date is not taken.
    assert row["reviewed_by"] == world.reviewer_id
    assert row["reviewed_at"] > "2026-01-02 03:04:05.000Z"
    notes.update(note_id, {"status": "dismissed", "dismiss_reason": "a copy"})
    assert store.get("dn_batch_notes", note_id)["status"] == "dismissed"
    assert review_events(store, world) == [
        ("candidate_accepted", world.reviewer_id),
        ("candidate_dismissed", world.reviewer_id),
        ("candidate_field_fixed", world.reviewer_id),
    ]


def review_events(store: Store, world: World) -> list[tuple[str, str]]:
    rows = store.list(
        "dn_batch_events",
        bind("batch = {:b} && actor_kind = 'reviewer'", b=world.mine.batch["id"]),
        sort="created,id",
    )
    return sorted((e["kind"], e["actor"]) for e in rows)


def test_a_dismissed_candidate_is_terminal_for_a_reviewer(world: World) -> None:
    notes = world.client.collection("dn_batch_notes")
    note_id = world.mine.note["id"]
    notes.update(note_id, {"status": "dismissed", "dismiss_reason": "blank"})
    assert status_of(lambda: notes.update(note_id, {"status": "ready_to_post"})) == 404


FORBIDDEN_UPDATES: dict[str, Callable[[World], dict[str, Any]]] = {
    "document_number": lambda w: {"document_number": "X-1"},
    "batch": lambda w: {"batch": w.theirs.batch["id"]},
    "status_posted": lambda w: {"status": "posted"},
    "status_needs_review_text": lambda w: {"status": "blocked"},
    "items": lambda w: {"items": [{"description": "x"}]},
    "review_reasons": lambda w: {"review_reasons": []},
    "candidate_key": lambda w: {"candidate_key": "k"},
    "note_index_increment": lambda w: {"note_index+": 1},
    "delivery_note": lambda w: {"delivery_note": ""},
    "posted_at": lambda w: {"posted_at": "2026-01-01 00:00:00.000Z"},
    "reviewed_by_someone_else": lambda w: {"reviewed_by": "someoneelse1234"},
    "supplier_of_another_site": lambda w: {"supplier": w.theirs.supplier["id"]},
    "po_of_another_site": lambda w: {"purchase_order": w.theirs.po["id"]},
    "supplier_name_not_the_suppliers": lambda w: {
        "supplier": w.mine.supplier["id"],
        "supplier_name": "Anything",
    },
    "page_of_another_batch": lambda w: {"pages": [w.theirs.page["id"]]},
    "page_appended_from_another_batch": lambda w: {"pages+": [w.theirs.page["id"]]},
    "pages_mixed_with_another_batch": lambda w: {"pages": [w.mine.page["id"], w.theirs.page["id"]]},
    # reviewed_fields is what export and later runs take: typed, site-checked, fixable keys only.
    "reviewed_supplier_of_another_site": lambda w: {
        "reviewed_fields": {
            "supplier": w.theirs.supplier["id"],
            "supplier_name": w.theirs.supplier["name"],
        }
    },
    "reviewed_po_of_another_site": lambda w: {
        "reviewed_fields": {"purchase_order": w.theirs.po["id"], "po_number": w.theirs.po["number"]}
    },
    "reviewed_supplier_name_not_the_suppliers": lambda w: {
        "reviewed_fields": {"supplier": w.mine.supplier["id"], "supplier_name": "Evil Pty"}
    },
    "reviewed_supplier_name_alone": lambda w: {"reviewed_fields": {"supplier_name": "Evil Pty"}},
    "reviewed_po_number_alone": lambda w: {"reviewed_fields": {"po_number": "PO-THEIRS-2"}},
    "reviewed_script_number": lambda w: {
        "reviewed_fields": {"document_number": "<script>alert(1)</script>"}
    },
    "reviewed_formula_number": lambda w: {"reviewed_fields": {"document_number": "=HYPERLINK(1)"}},
    "reviewed_number_not_text": lambda w: {"reviewed_fields": {"document_number": 12345}},
    "reviewed_date_not_a_date": lambda w: {"reviewed_fields": {"delivery_date": "next tuesday"}},
    "reviewed_date_impossible": lambda w: {"reviewed_fields": {"delivery_date": "2026-02-30"}},
    "reviewed_unknown_key": lambda w: {"reviewed_fields": {"status": "ready_to_post"}},
    "reviewed_not_an_object": lambda w: {"reviewed_fields": ["document_number"]},
    "reviewed_page_of_another_batch": lambda w: {
        "reviewed_fields": {"pages": [w.theirs.page["id"]]}
    },
    "dismiss_reason_without_dismissal": lambda w: {"dismiss_reason": "x"},
    "dismissal_without_reason": lambda w: {"status": "dismissed"},
    "dismissal_with_markup_reason": lambda w: {"status": "dismissed", "dismiss_reason": "<b>x"},
    "unknown_body_key": lambda w: {"stage_note": "x"},
    "record_id": lambda w: {"id": "abcdefghijklmno"},
}


@pytest.mark.parametrize("case", sorted(FORBIDDEN_UPDATES), ids=sorted(FORBIDDEN_UPDATES))
def test_a_reviewer_cannot_update_a_field_outside_the_review(
    world: World, store: Store, case: str
) -> None:
    note_id = world.mine.note["id"]
    before = store.get("dn_batch_notes", note_id)
    body = FORBIDDEN_UPDATES[case](world)
    call = lambda: world.client.collection("dn_batch_notes").update(note_id, body)  # noqa: E731
    assert status_of(call) in (400, 404)
    assert store.get("dn_batch_notes", note_id) == before


def test_a_blocked_candidate_can_be_dismissed_but_never_accepted(
    world: World, store: Store
) -> None:
    note_id = world.mine.note["id"]
    store.update("dn_batch_notes", note_id, {"status": "blocked"})
    notes = world.client.collection("dn_batch_notes")
    assert status_of(lambda: notes.update(note_id, {"status": "ready_to_post"})) == 400
    assert store.get("dn_batch_notes", note_id)["status"] == "blocked"
    notes.update(note_id, {"status": "dismissed", "dismiss_reason": "a surplus row"})
    assert store.get("dn_batch_notes", note_id)["status"] == "dismissed"


def test_a_fix_keeps_the_fields_a_worker_wrote_since_the_reviewer_loaded_the_row(
    world: World, store: Store
) -> None:
    note_id = world.mine.note["id"]
    store.update("dn_batch_notes", note_id, {"review_reasons": ["po_missing"]})
    world.client.collection("dn_batch_notes").update(
        note_id, {"reviewed_fields": {"delivery_date": "2026-11-03"}}
    )
    row = store.get("dn_batch_notes", note_id)
    assert row["review_reasons"] == ["po_missing"]
    assert row["reviewed_fields"] == {"delivery_date": "2026-11-03"}
    assert review_events(store, world) == [("candidate_field_fixed", world.reviewer_id)]


def test_a_reviewer_cannot_touch_another_sites_candidate(world: World) -> None:
    notes = world.client.collection("dn_batch_notes")
    assert status_of(lambda: notes.update(world.theirs.note["id"], {"status": "dismissed"})) == 404


def test_a_reviewer_moves_a_page_between_candidates_of_one_batch(
    world: World, store: Store
) -> None:
    other = store.create(
        "dn_batch_notes", {"batch": world.mine.batch["id"], "status": "needs_review"}
    )
    notes = world.client.collection("dn_batch_notes")
    notes.update(world.mine.note["id"], {"pages": [], "reviewed_fields": {"pages": []}})
    notes.update(other["id"], {"pages": [world.mine.page["id"]]})
    assert store.get("dn_batch_notes", other["id"])["pages"] == [world.mine.page["id"]]


def test_a_reviewer_uploads_a_batch_for_its_site_only(world: World, store: Store) -> None:
    batches = world.client.collection("dn_batches")
    batch = batches.create({"site": world.mine.site["id"], "status": "uploading"})
    world.client.collection("dn_batch_sources").create(
        {
            "batch": batch.id,
            "original_name": "scan.png",
            "file": FileUpload(("scan.png", png(), "image/png")),
        }
    )
    batches.update(batch.id, {"status": "queued"})
    assert store.get("dn_batches", batch.id)["status"] == "queued"
    # Once queued, no more sources and no more status changes.
    late = {"batch": batch.id, "file": FileUpload(("late.png", png(), "image/png"))}
    assert status_of(lambda: world.client.collection("dn_batch_sources").create(late)) == 400
    assert status_of(lambda: batches.update(batch.id, {"status": "uploading"})) == 404


def test_a_reviewers_upload_past_the_source_cap_is_refused_by_the_server(
    world: World, store: Store
) -> None:
    """Issue 15: sources per batch are bounded at upload where the server can (the review
    guard; 100 = DN_MAX_SOURCES_PER_BATCH's default), not only at preparing."""
    batch = world.client.collection("dn_batches").create(
        {"site": world.mine.site["id"], "status": "uploading"}
    )
    store.batch(
        [
            Op(method="POST", collection="dn_batch_sources", body={"batch": batch.id})
            for _ in range(99)
        ]
    )
    sources = world.client.collection("dn_batch_sources")
    hundredth = {"batch": batch.id, "file": FileUpload(("a.png", png(), "image/png"))}
    sources.create(hundredth)
    late = {"batch": batch.id, "file": FileUpload(("b.png", png(), "image/png"))}
    assert status_of(lambda: sources.create(late)) == 400
    assert store.count("dn_batch_sources", bind("batch = {:b}", b=batch.id)) == 100


@pytest.mark.parametrize(
    "body",
    [
        {"status": "queued"},
        {"status": "uploading", "attempts": 3},
        {"status": "uploading", "page_count": 1},
    ],
    ids=["already_queued", "with_attempts", "with_counts"],
)
def test_a_reviewer_creates_only_an_uploading_batch_without_worker_fields(
    world: World, body: dict[str, Any]
) -> None:
    create = lambda: world.client.collection("dn_batches").create(  # noqa: E731
        {"site": world.mine.site["id"], **body}
    )
    assert status_of(create) == 400


def test_a_reviewer_cannot_create_a_batch_or_source_for_another_site(world: World) -> None:
    create = lambda: world.client.collection("dn_batches").create(  # noqa: E731
        {"site": world.theirs.site["id"], "status": "uploading"}
    )
    assert status_of(create) == 400


def test_a_reviewer_cannot_delete_a_source_or_a_batch(world: World, store: Store) -> None:
    src, batch = world.mine.source["id"], world.mine.batch["id"]
    assert status_of(lambda: world.client.collection("dn_batch_sources").delete(src)) == 403
    assert status_of(lambda: world.client.collection("dn_batches").delete(batch)) == 403
    assert store.find("dn_batch_sources", src) is not None


def test_a_reviewer_creates_no_event_and_its_queued_upload_is_recorded_by_the_server(
    world: World, store: Store
) -> None:
    events = world.client.collection("dn_batch_events")
    batches_ = world.client.collection("dn_batches")
    upload = batches_.create({"site": world.mine.site["id"], "status": "uploading"})
    me = {"batch": upload.id, "actor": world.reviewer_id, "actor_kind": "reviewer"}
    forged = [
        {**me, "kind": "batch_created", "detail": {"sources": 1}},
        {**me, "actor": "worker-1", "actor_kind": "worker", "kind": "staged"},
        {**me, "batch": world.theirs.batch["id"], "kind": "batch_created"},
        {**me, "kind": "candidate_accepted", "detail": {"candidate": world.mine.note["id"]}},
        {**me, "kind": "read_paid", "detail": {"cost_usd": -1000}},
        {**me, "kind": "finished", "detail": {"open": [{"page": "x", "reason": "forged"}]}},
        {**me, "kind": "read_paid", "id": "dnreadpaid00001"},
    ]
    for body in forged:

        def create(body: dict[str, Any] = body) -> Any:
            return events.create(body)

        assert status_of(create) == 403, body
    batches_.update(upload.id, {"status": "queued"})
    assert status_of(lambda: batches_.update(upload.id, {"status": "queued"})) == 404
    rows = store.list("dn_batch_events", bind("batch = {:b}", b=upload.id))
    assert [(e["kind"], e["actor"], e["actor_kind"], e["detail"]) for e in rows] == [
        ("batch_created", world.reviewer_id, "reviewer", {"sources": 0, "via": "review page"})
    ]
    event_id = world.mine.event["id"]
    assert status_of(lambda: events.update(event_id, {"kind": "x"})) == 403
    assert status_of(lambda: events.delete(event_id)) == 403


def test_a_reviewer_cannot_change_host_data_or_reviewers(world: World) -> None:
    site_id = world.mine.site["id"]
    assert status_of(lambda: world.client.collection("sites").update(site_id, {"name": "x"})) == 403
    create_po = lambda: world.client.collection("purchase_orders").create(  # noqa: E731
        {"number": "9", "site": site_id}
    )
    assert status_of(create_po) == 403
    rid = world.reviewer_id
    promote = lambda: world.client.collection("reviewers").update(  # noqa: E731
        rid, {"sites": [site_id, world.theirs.site["id"]]}
    )
    assert status_of(promote) == 403


def test_reviewer_commands_add_list_and_remove(store: Store) -> None:
    store.create("sites", {"code": "S-1", "name": "one"})
    store.create("sites", {"code": "S-2", "name": "two"})
    for r in store.list("reviewers", fields="id"):
        store.delete("reviewers", r["id"])
    assert reviewers.add_reviewer(store, "A@Example.test", ["S-1"], PASSWORD) is True
    assert reviewers.add_reviewer(store, "a@example.test", ["S-1", "S-2"], PASSWORD) is False
    assert [(r.email, r.sites) for r in reviewers.list_reviewers(store)] == [
        ("a@example.test", ("S-1", "S-2"))
    ]
    reviewers.remove_reviewer(store, "a@example.test")
    assert reviewers.list_reviewers(store) == []


ANSWER: dict[str, Any] = {
    "doc_type": "delivery_note",
    "document_number": "DN-7001",
    "supplier_name": "Nobody We Know Ltd",
    "delivery_date": "2026-11-03",
    "po_number": "PO-RUN-1",
}


def test_a_dismissal_landing_during_a_run_is_refused_and_the_run_never_overwrites_it(
    pb: TestServer, store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The issue's interleaving, forced: a run lists the batch's candidates, a reviewer
    dismisses one (real reviewer token), the run writes its plan. The dismissal is refused
    while the run holds the batch, lands once the run is over, and a later run keeps it."""
    site = store.create("sites", {"code": "RUN-1", "name": "Run site"})
    supplier = store.create("suppliers", {"name": "Run Supplier Ltd"})
    po = {"number": "PO-RUN-1", "site": site["id"], "supplier": supplier["id"], "status": "open"}
    store.create("purchase_orders", po)
    path = tmp_path / "note.png"
    path.write_bytes(png())
    batch_id = batches.create_batch(store, "RUN-1", [path])
    reader = FakeReader(answer=lambda _page: dict(ANSWER))
    worker = Worker(store=store, settings=pb.settings(), reader=reader, worker_id="w-test")
    assert run_batch(worker, batch_id, staged=True).status == "needs_review"
    (note,) = store.list("dn_batch_notes", bind("batch = {:b}", b=batch_id))
    assert note["status"] == "needs_review"

    reviewers.add_reviewer(store, "runner@example.test", ["RUN-1"], PASSWORD)
    client = PocketBase(pb.url, timeout=30)
    client.collection("reviewers").auth_with_password("runner@example.test", PASSWORD)
    dismiss = {"status": "dismissed", "dismiss_reason": "not ours"}
    refused: list[int] = []
    real_reconcile = assembling.reconcile

    def reviewer_between_list_and_write(*args: Any, **kwargs: Any) -> Any:
        # The run has listed the candidates; its plan is built from that list.
        refused.append(
            status_of(lambda: client.collection("dn_batch_notes").update(note["id"], dismiss))
        )
        return real_reconcile(*args, **kwargs)

    monkeypatch.setattr(assembling, "reconcile", reviewer_between_list_and_write)
    store.update("dn_batches", batch_id, {"status": "queued", "next_attempt_at": ""})
    run_batch(worker, batch_id, staged=True)
    assert refused == [409]
    assert store.get("dn_batch_notes", note["id"])["status"] == "needs_review"

    monkeypatch.setattr(assembling, "reconcile", real_reconcile)
    client.collection("dn_batch_notes").update(note["id"], dismiss)  # the retry lands
    store.update("dn_batches", batch_id, {"status": "queued", "next_attempt_at": ""})
    run_batch(worker, batch_id, staged=True)
    after = store.get("dn_batch_notes", note["id"])
    assert (after["status"], after["dismiss_reason"]) == ("dismissed", "not ours")


@pytest.mark.parametrize(
    "body",
    [
        {"reviewed_fields": {"pages": []}},
        {"supplier_name": ""},
        {"reviewed_fields": {"document_number": "DN-9"}},
    ],
    ids=["reviewed_pages_only", "top_level_name_cleared", "number"],
)
def test_every_change_a_reviewer_makes_to_a_candidate_leaves_one_event(
    world: World, store: Store, body: dict[str, Any]
) -> None:
    note_id = world.mine.note["id"]
    store.update("dn_batch_notes", note_id, {"supplier_name": "Read Name Ltd"})
    before = store.get("dn_batch_notes", note_id)
    world.client.collection("dn_batch_notes").update(note_id, body)
    assert store.get("dn_batch_notes", note_id) != before
    assert review_events(store, world) == [("candidate_field_fixed", world.reviewer_id)]


def test_a_page_move_over_two_candidates_lands_in_one_batch_with_an_event_each(
    world: World, store: Store
) -> None:
    other = store.create(
        "dn_batch_notes", {"batch": world.mine.batch["id"], "status": "needs_review"}
    )
    page = world.mine.page["id"]
    url = "/api/collections/dn_batch_notes/records/"
    requests = [
        {
            "method": "PATCH",
            "url": url + world.mine.note["id"],
            "body": {"pages": [], "reviewed_fields": {"pages": []}},
        },
        {
            "method": "PATCH",
            "url": url + other["id"],
            "body": {"pages": [page], "reviewed_fields": {"pages": [page]}},
        },
    ]
    world.client.send("/api/batch", {"method": "POST", "body": {"requests": requests}})
    assert store.get("dn_batch_notes", other["id"])["pages"] == [page]
    assert review_events(store, world) == [("page_moved", world.reviewer_id)] * 2


def test_a_fix_to_a_ready_candidate_is_not_taken_for_its_acceptance(
    world: World, store: Store
) -> None:
    note_id = world.mine.note["id"]
    store.update("dn_batch_notes", note_id, {"status": "ready_to_post", "supplier_name": "Read"})
    notes = world.client.collection("dn_batch_notes")
    notes.update(note_id, {"supplier_name": ""})
    assert store.get("dn_batch_notes", note_id)["reviewed_at"] == ""
    notes.update(note_id, {"status": "ready_to_post"})  # the accept button
    assert store.get("dn_batch_notes", note_id)["reviewed_at"] != ""
    assert review_events(store, world) == [
        ("candidate_accepted", world.reviewer_id),
        ("candidate_field_fixed", world.reviewer_id),
    ]
