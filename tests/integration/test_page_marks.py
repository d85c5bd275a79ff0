"""A reviewer marks an open page "not a delivery note" (#19), with a real reviewer token
against the review guard's route (``pb_hooks``): direct REST calls, as a reviewer could make
them without the review page.
"""

from __future__ import annotations

from typing import Any

import httpx
from pocketbase import PocketBase

from dn_pipeline.operator import control as operations
from dn_pipeline.operator import uploads as batches
from dn_pipeline.store import pagemarks
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record, bind
from dn_pipeline.store.ops import FilePart
from dn_pipeline.testing import TestServer
from tests.integration.test_reviewer_rules import Site, World, png, status_of, world

__all__ = ["world"]  # the fixture, shared with the reviewer-rules tests

MARK = pagemarks.MARK


def mark(client: PocketBase, page_id: str, body: dict[str, Any]) -> Any:
    """The review guard's route: POST /api/dn-pipeline/pages/{id}/mark."""
    return client.send(pagemarks.route(page_id), {"method": "POST", "body": body})


def open_page(store: Store, site: Site) -> Record:
    """A second page of the site's batch, in no note, that the batch's last run left open."""
    page = store.create(
        "dn_batch_pages",
        {
            "batch": site.batch["id"],
            "source": site.source["id"],
            "page": 2,
            "region": "full",
            "read_status": "ok",
            "found": {"doc_type": "invoice"},
        },
        files=[FilePart(field="image", name="page.png", data=png(), content_type="image/png")],
    )
    store.create(
        "dn_batch_events",
        {
            "batch": site.batch["id"],
            "kind": "finished",
            "actor_kind": "worker",
            "detail": {
                "status": "needs_review",
                "open_pages": 1,
                "open": [{"page": page["id"], "reason": "not_a_delivery_note"}],
            },
        },
    )
    store.update("dn_batches", site.batch["id"], {"open_pages": 1})
    return page


def marks(store: Store, batch_id: str) -> list[tuple[str, str, str, Any]]:
    rows = store.list(
        "dn_batch_events", bind("batch = {:b} && kind ~ 'page_'", b=batch_id), sort="created"
    )
    return [(e["kind"], e["actor"], e["actor_kind"], e["detail"]) for e in rows]


def test_a_reviewer_marks_an_open_page_of_its_site_and_takes_the_mark_off(
    world: World, store: Store
) -> None:
    page = open_page(store, world.mine)
    answer = mark(world.client, page["id"], {"review_mark": MARK})
    assert (answer["review_mark"], answer["marked_by"]) == (MARK, world.reviewer_id)
    row = store.get("dn_batch_pages", page["id"])
    assert row["review_mark"] == MARK
    assert row["marked_by"] == world.reviewer_id
    assert row["marked_at"]
    # The worker's fields are as the worker wrote them.
    assert row["read_status"] == "ok" and row["found"] == {"doc_type": "invoice"}
    assert row["image"] == page["image"]
    mark(world.client, page["id"], {"review_mark": ""})
    mark(world.client, page["id"], {"review_mark": ""})  # nothing to undo: no second event
    row = store.get("dn_batch_pages", page["id"])
    assert (row["review_mark"], row["marked_by"], row["marked_at"]) == ("", "", "")
    me = world.reviewer_id
    assert marks(store, world.mine.batch["id"]) == [
        ("page_marked", me, "reviewer", {"page": page["id"], "mark": MARK}),
        ("page_unmarked", me, "reviewer", {"page": page["id"], "mark": MARK}),
    ]


def test_every_page_mark_the_guard_does_not_allow_is_refused_and_changes_nothing(
    pb: TestServer, world: World, store: Store
) -> None:
    mine, theirs = open_page(store, world.mine), open_page(store, world.theirs)
    # The last run left the note's page open too; a reviewer has moved it into the note since.
    store.create(
        "dn_batch_events",
        {
            "batch": world.mine.batch["id"],
            "kind": "finished",
            "actor_kind": "worker",
            "detail": {
                "open": [
                    {"page": mine["id"], "reason": "not_a_delivery_note"},
                    {"page": world.mine.page["id"], "reason": "page_unreadable"},
                ]
            },
        },
    )
    pages = world.client.collection("dn_batch_pages")

    def patch(page_id: str, body: dict[str, Any]) -> int:
        return status_of(lambda: mark(world.client, page_id, body))

    # Another site's open page: not even visible; a page that does not exist; an id that is
    # not one.
    assert patch(theirs["id"], {"review_mark": MARK}) == 404
    assert patch("nosuchpage0000x", {"review_mark": MARK}) == 404
    assert patch("..%2Fx", {"review_mark": MARK}) == 404
    # A page that is in a note, and a page the last run did not leave open (a blank page).
    assert patch(world.mine.page["id"], {"review_mark": MARK}) == 400
    blank = store.create(
        "dn_batch_pages",
        {"batch": world.mine.batch["id"], "source": world.mine.source["id"], "page": 3},
    )
    assert patch(blank["id"], {"review_mark": MARK}) == 400
    # Only the mark, only its allowed values; the stamps and the worker's fields are the server's.
    forged: list[dict[str, Any]] = [
        {"review_mark": "posted"},
        {"review_mark": MARK, "marked_by": "someone-else"},
        {"review_mark": MARK, "marked_at": "2020-01-01 00:00:00.000Z"},
        {"review_mark": MARK, "read_status": "failed"},
        {"review_mark": MARK, "found": {}},
        {"review_mark": MARK, "batch": theirs["batch"]},
        {"review_mark": MARK, "page": 9},
        {"read_status": "failed"},
        {"marked_by": world.reviewer_id},
    ]
    for body in forged:
        assert patch(mine["id"], body) == 400, body
    # A file cannot ride along (multipart, as the SDK sends a file).
    refused = httpx.post(
        f"{pb.url}{pagemarks.route(mine['id'])}",
        headers={"Authorization": world.client.auth_store.token},
        data={"review_mark": MARK},
        files={"image": ("x.png", png(), "image/png")},
        timeout=30,
    )
    assert refused.status_code == 400, refused.text
    # The record API stays closed to a reviewer's write of a page, with the mark or without.
    for body in ({"review_mark": MARK}, {"review_mark": MARK, "marked_by": world.reviewer_id}):
        assert status_of(lambda body=body: pages.update(mine["id"], body)) == 403
    # An anonymous client, and a reviewer while a worker holds the batch.
    assert (
        status_of(lambda: mark(PocketBase(pb.url, timeout=30), mine["id"], {"review_mark": MARK}))
        == 401
    )
    lock = store.create(
        "dn_batch_locks", {"batch": world.mine.batch["id"], "owner": "w", "purpose": "t"}
    )
    assert patch(mine["id"], {"review_mark": MARK}) == 409
    store.delete("dn_batch_locks", lock["id"])
    row = store.get("dn_batch_pages", mine["id"])
    assert (row["review_mark"], row["marked_by"], row["marked_at"]) == ("", "", "")
    assert (row["read_status"], row["found"], row["page"]) == ("ok", {"doc_type": "invoice"}, 2)
    assert row["image"] == mine["image"]
    assert store.get("dn_batch_pages", theirs["id"])["review_mark"] == ""
    assert store.get("dn_batch_pages", world.mine.page["id"])["review_mark"] == ""
    assert marks(store, world.mine.batch["id"]) == []
    assert marks(store, world.theirs.batch["id"]) == []


def test_batch_show_and_health_count_a_marked_open_page_apart(world: World, store: Store) -> None:
    page = open_page(store, world.mine)
    batch_id = world.mine.batch["id"]
    before = batches.show_batch(store, batch_id)
    assert (before["open_pages_marked"], before["open_pages_still_open"]) == (0, 1)
    health = operations.health(store, max_wait_s=3600).counts
    assert (health["open_pages"], health["open_pages_marked"]) == (1, 0)

    mark(world.client, page["id"], {"review_mark": MARK})
    shown = batches.show_batch(store, batch_id)
    assert (shown["open_pages_marked"], shown["open_pages_still_open"]) == (1, 0)
    (entry,) = [p for p in shown["pages"] if p["id"] == page["id"]]
    assert (entry["mark"], entry["marked_by"]) == (MARK, world.reviewer_id)
    text = batches.render_batch(shown)
    assert "open 1: 1 marked not a delivery note, 0 still open" in text
    assert "(marked not a delivery note)" in text
    health = operations.health(store, max_wait_s=3600).counts
    assert (health["open_pages"], health["open_pages_marked"]) == (0, 1)

    # A mark on a page that is in a note again counts for nothing.
    store.update("dn_batch_notes", world.mine.note["id"], {"pages+": [page["id"]]})
    shown = batches.show_batch(store, batch_id)
    assert (shown["open_pages_marked"], shown["open_pages_still_open"]) == (0, 0)
