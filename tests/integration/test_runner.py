"""The runner against a real PocketBase, in process (the CLI-level tests are acceptance):
retry accounting shared by both paths, the legacy runner's safety, orphans and cancels."""

from __future__ import annotations

import io
import random
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from dn_pipeline.errors import ReaderUnavailable
from dn_pipeline.operator import uploads as batches
from dn_pipeline.readers.base import PageInput
from dn_pipeline.run.recovery import reconcile_pass
from dn_pipeline.run.runner import run_batch
from dn_pipeline.run.worker import Worker
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record, bind
from dn_pipeline.testing import FakeReader, TestServer

ANSWER: dict[str, Any] = {
    "doc_type": "delivery_note",
    "document_number": "DN-1001",
    "supplier_name": "Acme Concrete Ltd",
    "delivery_date": "2026-11-03",
    "po_number": "PO-42",
}


def png(seed: int) -> bytes:
    rng = random.Random(seed)
    img = Image.frombytes("L", (80, 100), bytes(rng.randrange(256) for _ in range(8000)))
    out = io.BytesIO()
    img.save(out, format="PNG")
    return out.getvalue()


@pytest.fixture
def make_batch(store: Store, tmp_path: Path) -> Callable[..., str]:
    store.create("sites", {"code": "SYD-01", "name": "Sydney yard"})
    counter = iter(range(10_000))

    def make(*seeds: int) -> str:
        files = []
        for seed in seeds:
            path = tmp_path / f"p{next(counter)}.png"
            path.write_bytes(png(seed))
            files.append(path)
        return batches.create_batch(store, "SYD-01", files)

    return make


def worker(
    pb: TestServer, store: Store, answer: Callable[[PageInput], dict[str, Any]], **kw: Any
) -> Worker:
    reader = FakeReader(answer=answer)
    return Worker(store=store, settings=pb.settings(**kw), reader=reader, worker_id="test-worker")


def kinds(store: Store, batch_id: str) -> list[str]:
    return [
        e["kind"]
        for e in store.list("dn_batch_events", bind("batch = {:b}", b=batch_id), sort="created")
    ]


def requeue(store: Store, batch_id: str) -> None:
    store.update("dn_batches", batch_id, {"status": "queued", "next_attempt_at": ""})


def down(_page: PageInput) -> dict[str, Any]:
    raise ReaderUnavailable("API overloaded")


@pytest.mark.parametrize("staged", [True, False], ids=["staged", "legacy"])
def test_an_unavailable_reader_requeues_with_an_attempt_then_parks_after_the_maximum(
    pb: TestServer, store: Store, make_batch: Callable[..., str], staged: bool
) -> None:
    batch_id = make_batch(1, 2)
    w = worker(pb, store, down, max_attempts=2, backoff_base_s=30.0, backoff_cap_s=60.0)
    assert run_batch(w, batch_id, staged=staged).status == "failed"
    row = store.get("dn_batches", batch_id)
    assert (row["status"], row["attempts"], row["claimed_at"]) == ("queued", 1, "")
    assert "overloaded" in row["last_error"] and row["next_attempt_at"]
    # Finished pages are kept; the legacy single pass stopped at its first page's read.
    assert store.count("dn_batch_pages", bind("batch = {:b}", b=batch_id)) == (2 if staged else 1)
    requeue(store, batch_id)
    assert run_batch(w, batch_id, staged=staged).status == "parked"
    row = store.get("dn_batches", batch_id)
    assert row["status"] == "failed" and row["last_error"].startswith("parked after 2 attempts")
    assert kinds(store, batch_id).count("retry_scheduled") == 1 and "parked" in kinds(
        store, batch_id
    )


def test_the_legacy_runner_blocks_a_surplus_row_and_never_touches_a_terminal_one(
    pb: TestServer, store: Store, make_batch: Callable[..., str]
) -> None:
    batch_id = make_batch(3)
    w = worker(pb, store, lambda _p: dict(ANSWER))
    extra = store.create(
        "dn_batch_notes", {"batch": batch_id, "note_index": 7, "status": "ready_to_post"}
    )
    posted = store.create(
        "dn_batch_notes",
        {"batch": batch_id, "note_index": 8, "status": "posted", "document_number": "KEEP"},
    )
    run_batch(w, batch_id, staged=False)
    assert store.get("dn_batch_notes", extra["id"])["status"] == "blocked"
    kept = store.get("dn_batch_notes", posted["id"])
    assert (kept["status"], kept["document_number"]) == ("posted", "KEEP")
    notes = store.list(
        "dn_batch_notes",
        bind("batch = {:b} && status != 'blocked' && status != 'posted'", b=batch_id),
    )
    assert len(notes) == 1 and notes[0]["document_number"] == "DN-1001"
    requeue(store, batch_id)
    run_batch(w, batch_id, staged=False)  # a second legacy pass adds no row
    assert store.count("dn_batch_notes", bind("batch = {:b}", b=batch_id)) == 3


def _orphan(store: Store, batch_id: str) -> None:
    store.update(
        "dn_batches", batch_id, {"status": "analysing", "claimed_at": "2026-01-01 00:00:00.000Z"}
    )


def test_two_reconcilers_at_once_redrive_each_orphan_exactly_once(
    pb: TestServer, store: Store, make_batch: Callable[..., str]
) -> None:
    ids = [make_batch(10 + i) for i in range(4)]
    for b in ids:
        _orphan(store, b)
    w1 = worker(pb, store, down)
    w2 = worker(pb, pb.store(), down)
    results: list[Any] = []
    threads = [
        threading.Thread(target=lambda w=w: results.append(reconcile_pass(w))) for w in (w1, w2)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sum(r.redriven for r in results) == 4
    for b in ids:
        assert store.get("dn_batches", b)["status"] == "queued"
        assert kinds(store, b).count("redriven") == 1


def test_an_orphan_that_makes_no_progress_is_parked_as_poison_and_a_cancelled_one_is_not_redriven(
    pb: TestServer, store: Store, make_batch: Callable[..., str]
) -> None:
    poison, cancelled = make_batch(20), make_batch(21)
    w = worker(pb, store, down, poison_redrives=2)
    store.update("dn_batches", cancelled, {"cancel_requested": True})
    _orphan(store, cancelled)
    for _ in range(3):
        _orphan(store, poison)
        reconcile_pass(w)
    row: Record = store.get("dn_batches", poison)
    assert row["status"] == "failed" and row["last_error"].startswith("poison")
    assert kinds(store, poison).count("redriven") == 2 and "parked_poison" in kinds(store, poison)
    assert store.get("dn_batches", cancelled)["status"] == "cancelled"
    assert "redriven" not in kinds(store, cancelled)
