"""Supplier memory against a real PocketBase: a reviewer's fix teaches the supplier's
profile (under a batch lease, idempotently), the next note of that supplier is found with
evidence ``supplier_profile``, ``supplier forget`` undoes it; reviewers only read profiles."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
import pytest

from dn_pipeline.finding import HostData, HostSupplier, find_fields
from dn_pipeline.leasing.acquire import with_batch_lease
from dn_pipeline.operator import uploads as batches
from dn_pipeline.run import supplier_memory
from dn_pipeline.run.runner import run_batch
from dn_pipeline.run.worker import Worker
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import bind
from dn_pipeline.testing import TestServer
from tests.integration import test_reviewer_rules
from tests.integration.test_reviewer_rules import World, ids, status_of
from tests.unit.finding_words import PAGE_H, PAGE_W
from tests.unit.test_finding_profiles import note

PROFILES = supplier_memory.PROFILES
world = test_reviewer_rules.world  # the reviewer-rules fixture: two sites, one reviewer


def fix_number_as_reviewer(world: World, store: Store, number: str) -> None:
    """The first note's page holds Kestrel's words; the reviewer fixes its number."""
    page = world.mine.page
    words = note(number, "B10442", "03/04/2026")
    store.update(
        "dn_batch_pages", page["id"], {"text_layer": words, "width": PAGE_W, "height": PAGE_H}
    )
    fixed = {
        "document_number": number,
        "supplier": world.mine.supplier["id"],
        "supplier_name": world.mine.supplier["name"],
    }
    world.client.collection("dn_batch_notes").update(
        world.mine.note["id"],
        {
            "supplier": world.mine.supplier["id"],
            "supplier_name": world.mine.supplier["name"],
            "reviewed_fields": fixed,
            "status": "ready_to_post",
        },
    )


def learn(pb: TestServer, store: Store, world: World) -> int:
    batch = world.mine.batch["id"]
    if store.find("dn_batch_locks", world.mine.lock["id"]):  # the fixture's stale lock row
        store.delete("dn_batch_locks", world.mine.lock["id"])
    with with_batch_lease(store, batch, "test", lambda _b: True, pb.settings().lease) as lease:
        return supplier_memory.learn_site(store, lease, world.mine.site["id"], store.server_now())


def second_note(store: Store, world: World) -> Any:
    sid = world.mine.supplier["id"]
    host = HostData(suppliers=(HostSupplier(id=sid, name="Kestrel Timber Ltd"),))
    return find_fields(
        note("KS-204117", "B20771", "11/05/2026"),
        page_width=PAGE_W,
        page_height=PAGE_H,
        host=host,
        profiles=supplier_memory.profiles_for(store, [sid]),
    )


def test_a_reviewers_fix_teaches_the_next_note_and_forget_undoes_it(
    pb: TestServer, store: Store, world: World
) -> None:
    assert second_note(store, world).result.get("document_number") != "KS-204117"
    fix_number_as_reviewer(world, store, "KS-104233")
    assert learn(pb, store, world) == 1
    row = store.get(PROFILES, supplier_memory.profile_id(world.mine.supplier["id"]))
    assert row["notes_learned"] == 1
    assert learn(pb, store, world) == 0  # re-running changes nothing
    assert store.get(PROFILES, row["id"])["facts"] == row["facts"]

    found = second_note(store, world)
    assert found.result["document_number"] == "KS-204117"
    assert (found.evidence["document_number"].rule, found.evidence["document_number"].support) == (
        "supplier_profile",
        1,
    )
    shown = supplier_memory.show(store, world.mine.supplier["name"])
    assert shown["notes_learned"] == 1 and "document_number.shape" in shown["facts"]

    supplier_memory.forget_supplier(store, world.mine.supplier["id"], "document_number")
    assert second_note(store, world).result.get("document_number") != "KS-204117"
    assert learn(pb, store, world) == 0  # the note stays learned: forgetting sticks


def test_a_candidate_without_a_recorded_decision_teaches_nothing(
    pb: TestServer, store: Store, world: World
) -> None:
    store.update("dn_batch_notes", world.mine.note["id"], {"supplier": world.mine.supplier["id"]})
    assert learn(pb, store, world) == 0  # needs_review: nobody decided anything
    assert store.find(PROFILES, supplier_memory.profile_id(world.mine.supplier["id"])) is None


def test_a_reviewer_reads_its_own_suppliers_profile_and_cannot_write_any(
    pb: TestServer, store: Store, world: World
) -> None:
    mine, theirs = (
        supplier_memory.upsert_op(
            supplier_memory.load_profile(store, site.supplier["id"]), "2026-01-01 00:00:00.000Z"
        )
        for site in (world.mine, world.theirs)
    )
    store.batch([mine, theirs])
    site_profiles = supplier_memory.profiles_of_site(store, world.mine.site["id"])
    assert [p.supplier_id for p in site_profiles] == [world.mine.supplier["id"]]
    profiles = world.client.collection(PROFILES)
    assert ids(world.client, PROFILES) == {mine.id}
    assert status_of(lambda: profiles.get_one(str(theirs.id))) == 404
    body = {"supplier": world.mine.supplier["id"], "facts": {}}
    assert status_of(lambda: profiles.create(body)) in (400, 403)
    assert status_of(lambda: profiles.update(str(mine.id), {"facts": {"x": 1}})) in (403, 404)
    assert status_of(lambda: profiles.delete(str(mine.id))) in (403, 404)
    assert store.get(PROFILES, str(mine.id))["facts"] == mine.body["facts"]
    anonymous = httpx.get(f"{pb.url}/api/collections/{PROFILES}/records")
    assert anonymous.status_code == 403 or anonymous.json()["items"] == []


@pytest.fixture(autouse=True)
def _no_profiles(store: Store) -> None:
    for row in store.list(PROFILES, fields="id"):
        store.delete(PROFILES, row["id"])


def test_a_batch_run_learns_from_the_sites_confirmed_candidates_once(
    pb: TestServer, store: Store, tmp_path: Path
) -> None:
    from tests.integration.test_runner import ANSWER, png, worker

    store.create("sites", {"code": "MEM-1", "name": "Memory yard"})
    supplier = store.create("suppliers", {"name": "Kestrel Timber Ltd"})
    paths = []
    for seed in (1, 2):
        paths.append(tmp_path / f"p{seed}.png")
        paths[-1].write_bytes(png(seed))
    first, second = (batches.create_batch(store, "MEM-1", [p]) for p in paths)
    w = worker(pb, store, lambda _p: dict(ANSWER))
    run_batch(w, first, staged=True)
    candidate = store.list("dn_batch_notes", bind("batch = {:b}", b=first))[0]
    page = store.get("dn_batch_pages", candidate["pages"][0])
    words = note("KS-104233", "B10442", "03/04/2026")
    store.update(
        "dn_batch_pages", page["id"], {"text_layer": words, "width": PAGE_W, "height": PAGE_H}
    )
    store.update(
        "dn_batch_notes",
        candidate["id"],
        {
            "supplier": supplier["id"],
            "status": "ready_to_post",
            "reviewed_by": "a-reviewer",
            "reviewed_fields": {"document_number": "KS-104233"},
        },
    )
    run_batch(w, second, staged=True)
    row = store.get(PROFILES, supplier_memory.profile_id(supplier["id"]))
    assert row["notes_learned"] == 1 and row["supplier"] == supplier["id"]
    requeue = {"status": "queued", "next_attempt_at": ""}
    store.update("dn_batches", second, requeue)
    run_batch(w, second, staged=True)  # a re-run learns nothing new
    again = store.get(PROFILES, row["id"])
    assert (again["facts"], again["updated"]) == (row["facts"], row["updated"])


def test_a_reviewers_fix_makes_the_next_batch_of_that_supplier_come_out_right(
    pb: TestServer, store: Store, tmp_path: Path
) -> None:
    """End to end (issue #14): a real reviewer token fixes the number of a note the finder
    could not read (a label no lexicon knows); the next batch from that supplier is found
    right at assembly with evidence ``supplier_profile``; ``forget`` makes it wrong again."""
    from pocketbase import PocketBase

    from dn_pipeline.operator import reviewers
    from dn_pipeline.testing import FakeReader
    from tests.integration.test_runner import png

    site = store.create("sites", {"code": "MEM-2", "name": "Memory quay"})
    supplier = store.create("suppliers", {"name": "Kestrel Timber Ltd", "tax_id": "GB123456789"})
    # Only the first note's PO is on file: the later notes stay needs_review, so nothing
    # but the reviewer's fix teaches the profile (and `forget` is not undone by a re-learn).
    store.create(
        "purchase_orders",
        {"number": "B10442", "site": site["id"], "supplier": supplier["id"], "status": "open"},
    )
    # One image per batch, read in this order (the stored PNG is the normalised one, so
    # the words are handed out by call, not looked up by the uploaded bytes).
    notes = iter(
        [
            note("KS-104233", "B10442", "03/04/2026"),
            note("KS-204117", "B20771", "11/05/2026"),
            note("KS-305550", "B20771", "12/05/2026"),
        ]
    )
    reader = FakeReader(
        answer=lambda _p: {"doc_type": "delivery_note"}, words=lambda _p: next(notes), paid=False
    )
    w = Worker(store=store, settings=pb.settings(), reader=reader, worker_id="test-worker")

    def run(seed: int) -> Any:
        path = tmp_path / f"k{seed}.png"
        path.write_bytes(png(seed))
        batch_id = batches.create_batch(store, "MEM-2", [path])
        run_batch(w, batch_id, staged=True)
        (candidate,) = store.list("dn_batch_notes", bind("batch = {:b}", b=batch_id))
        return candidate

    first = run(11)
    assert first["document_number"] != "KS-104233"  # the finder alone cannot read this layout

    reviewers.add_reviewer(store, "memory@example.test", ["MEM-2"], "memory-password-1")
    client = PocketBase(pb.url)
    client.collection("reviewers").auth_with_password("memory@example.test", "memory-password-1")
    client.collection("dn_batch_notes").update(
        first["id"],
        {
            "reviewed_fields": {
                "document_number": "KS-104233",
                "supplier": supplier["id"],
                "supplier_name": supplier["name"],
            },
            "status": "ready_to_post",
        },
    )

    second = run(12)  # learns from the fix (under this batch's lease), then finds with it
    assert second["document_number"] == "KS-204117"
    page = store.get("dn_batch_pages", second["pages"][0])
    assert page["found"]["evidence"]["document_number"]["rule"] == "supplier_profile"
    assert reader.calls == 2  # one read per image, nothing read again

    supplier_memory.forget_supplier(store, supplier["id"], "document_number")
    assert run(13)["document_number"] != "KS-305550"


def test_learning_looks_up_the_pages_and_reads_of_many_notes_in_a_few_queries(
    pb: TestServer, store: Store
) -> None:
    """Six confirmed notes of two suppliers (three with a stored read, three with only a text
    layer): learning reads the notes, the profiles, the pages and the reads in one query
    each, and writes once; one look-up a page and a read was 13 round trips here."""
    site = store.create("sites", {"code": "MEM-3", "name": "Memory lane"})
    suppliers = [store.create("suppliers", {"name": f"Kestrel {i} Ltd"})["id"] for i in (1, 2)]
    taught = store.create("dn_batches", {"site": site["id"], "status": "needs_review"})["id"]
    source = store.create("dn_batch_sources", {"batch": taught})["id"]
    for i in range(6):
        number = f"KS-10{i}233"
        words = note(number, "B10442", "03/04/2026")
        read = (
            store.create("dn_page_reads", {"status": "ok", "words": words})["id"] if i % 2 else ""
        )
        page = store.create(
            "dn_batch_pages",
            {
                "batch": taught,
                "source": source,
                "page": i + 1,
                "width": PAGE_W,
                "height": PAGE_H,
                "read": read,
                "text_layer": [] if read else words,
            },
        )
        store.create(
            "dn_batch_notes",
            {
                "batch": taught,
                "status": "ready_to_post",
                "supplier": suppliers[i % 2],
                "pages": [page["id"]],
                "reviewed_by": "a-reviewer",
                "reviewed_fields": {"document_number": number},
            },
        )
    running = store.create("dn_batches", {"site": site["id"], "status": "queued"})["id"]
    with with_batch_lease(store, running, "test", lambda _b: True, pb.settings().lease) as lease:
        before = store.requests
        now = store.server_now()
        learned = supplier_memory.learn_site(store, lease, site["id"], now, exclude_batch=running)
        made = store.requests - before
    assert learned == 6
    assert made <= 7, made  # notes, profiles, pages, reads, the write (+ a lease renewal)
    for sid in suppliers:
        shown = supplier_memory.show(store, sid)
        assert shown["notes_learned"] == 3
        assert shown["facts"]["document_number.shape"][0]["support"] == 3
