"""The read cache against a real PocketBase: each image is read once, ever, and paid once.

Pages come from real batches (PNG sources through ``create_batch`` and the normaliser);
the reader is ``testing.FakeReader``, which counts its calls. The racing-processes test is
in ``test_reads_anthropic.py`` (it needs the loopback Anthropic fake to count paid calls).
"""

from __future__ import annotations

import io
import random
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from dn_pipeline.errors import ReaderUnavailable, StoreUnavailable
from dn_pipeline.leasing.acquire import acquire
from dn_pipeline.leasing.leases import Lease
from dn_pipeline.operator import uploads as batches
from dn_pipeline.readers.anthropic_reader import PaidReadError
from dn_pipeline.readers.base import PageInput, Usage
from dn_pipeline.reads import cache as cache_module
from dn_pipeline.reads import rows
from dn_pipeline.reads.cache import ReadCache
from dn_pipeline.reads.rows import SharedReadBusy, read_id, read_key
from dn_pipeline.run.assembling import pages_of
from dn_pipeline.run.runner import run_batch
from dn_pipeline.run.worker import Outcome, Worker
from dn_pipeline.stages.normalise import NormaliseOptions
from dn_pipeline.stages.prepare import prepare_sources
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record, bind
from dn_pipeline.testing import FakeReader, TestServer

READS, PAGES = "dn_page_reads", "dn_batch_pages"
ANSWER: dict[str, Any] = {
    "doc_type": "delivery_note",
    "document_number": "DN-1001",
    "supplier_name": "Acme Concrete Ltd",
    "delivery_date": "2026-11-03",
    "po_number": "PO-42",
}


def png(seed: int, size: tuple[int, int] = (120, 160)) -> bytes:
    """A distinct small page image (noise, so no two seeds share a hash)."""
    rng = random.Random(seed)
    img = Image.frombytes("L", size, bytes(rng.randrange(256) for _ in range(size[0] * size[1])))
    out = io.BytesIO()
    img.save(out, format="PNG")
    return out.getvalue()


@pytest.fixture
def site(store: Store) -> str:
    store.create("sites", {"code": "SYD-01", "name": "Sydney yard"})
    return "SYD-01"


@pytest.fixture
def make_batch(store: Store, site: str, tmp_path: Path) -> Callable[..., str]:
    counter = iter(range(10_000))

    def make(*images: bytes) -> str:
        files = []
        for data in images:
            path = tmp_path / f"photo-{next(counter)}.png"
            path.write_bytes(data)
            files.append(path)
        return batches.create_batch(store, site, files)

    return make


def good_reader(**kw: Any) -> FakeReader:
    return FakeReader(answer=lambda _page: dict(ANSWER), **kw)


def worker_for(pb: TestServer, store: Store, reader: Any, **settings: Any) -> Worker:
    base: dict[str, Any] = {"read_concurrency": 2}
    base.update(settings)
    return Worker(store=store, settings=pb.settings(**base), reader=reader, worker_id="test")


def run(worker: Worker, batch_id: str) -> Outcome:
    """One turn of the batch, made due first (a finished batch is re-run on purpose)."""
    worker.store.update("dn_batches", batch_id, {"status": "queued", "next_attempt_at": ""})
    return run_batch(worker, batch_id, staged=True)


def totals(store: Store, batch_id: str) -> Record:
    return store.get("dn_batch_totals", batch_id)


def reads_of(store: Store, batch_id: str) -> list[Record]:
    return store.list(READS, bind("batch = {:b}", b=batch_id))


@pytest.fixture
def prepared(pb: TestServer, store: Store) -> Iterator[Callable[[str], Lease]]:
    """Pages of a batch persisted under a lease that is handed back; no reads made."""
    leases: list[Lease] = []

    def prepare(batch_id: str) -> Lease:
        lease = acquire(store, batch_id, "test", pb.settings().lease)
        lease.start_heartbeat()
        leases.append(lease)
        prepare_sources(store, lease, batch_id, NormaliseOptions())
        return lease

    yield prepare
    for lease in leases:
        lease.release()


def cache_for(store: Store, lease: Lease, reader: Any, batch_id: str, **kw: Any) -> ReadCache:
    return ReadCache(store=store, lease=lease, reader=reader, batch_id=batch_id, **kw)


# -- hits, keys, sharing ------------------------------------------------------------------


def test_a_second_run_over_the_same_pages_makes_no_reader_call(
    pb: TestServer, store: Store, make_batch: Callable[..., str]
) -> None:
    batch = make_batch(png(1), png(2), png(3))
    reader = good_reader()
    w = worker_for(pb, store, reader)
    assert run(w, batch).status == "needs_review"
    assert reader.calls == 3
    second = run(w, batch)
    assert second.status == "needs_review"
    assert reader.calls == 3
    assert second.reads.made == 0
    t = totals(store, batch)
    assert (t["reads_made"], t["reads_reused"], t["paid_calls"]) == (3, 0, 3)


@pytest.mark.parametrize("change", ["prompt_version", "model"])
def test_a_changed_prompt_version_or_model_makes_a_new_read_under_a_new_key(
    pb: TestServer,
    store: Store,
    make_batch: Callable[..., str],
    monkeypatch: pytest.MonkeyPatch,
    change: str,
) -> None:
    image = png(7)
    first = good_reader()
    run(worker_for(pb, store, first), make_batch(image))
    assert first.calls == 1
    second = good_reader()
    if change == "model":
        second.model = "fake-2"
    else:
        monkeypatch.setattr(rows, "PROMPT_VERSION", "test-next-version")
    batch2 = make_batch(image)
    run(worker_for(pb, store, second), batch2)
    assert second.calls == 1, "a new prompt or model must not reuse the old answer"
    keys = {r["key"] for r in store.list(READS)}
    assert len(keys) == 2
    [row] = reads_of(store, batch2)
    assert row["prompt_version"] == vars(rows)["PROMPT_VERSION"] and row["model"] == second.model


def test_the_same_image_in_two_batches_is_paid_once_and_the_second_links_the_first_read(
    pb: TestServer, store: Store, make_batch: Callable[..., str]
) -> None:
    image = png(11)
    reader = good_reader()
    w = worker_for(pb, store, reader)
    first, second = make_batch(image, png(12)), make_batch(image)
    run(w, first)
    assert reader.calls == 2
    outcome = run(w, second)
    assert reader.calls == 2, "the re-uploaded photo was paid again"
    [page] = pages_of(store, second)
    [paid] = [r for r in reads_of(store, first) if r["id"] == page["read"]]
    assert page["read_status"] == "ok" and paid["status"] == "ok"
    t = totals(store, second)
    assert (t["reads_made"], t["reads_reused"], t["cost_usd"], t["spent_usd"]) == (0, 1, 0, 0)
    assert outcome.reads.reused == 1
    assert totals(store, first)["reads_made"] == 2


def test_a_duplicate_image_within_one_batch_is_read_once(
    pb: TestServer, store: Store, make_batch: Callable[..., str]
) -> None:
    image = png(21)
    reader = good_reader()
    batch = make_batch(image, png(22), image)
    run(worker_for(pb, store, reader), batch)
    assert reader.calls == 2
    pages = pages_of(store, batch)
    assert pages[0]["read"] == pages[2]["read"] != pages[1]["read"]
    assert all(p["read_status"] == "ok" for p in pages)
    t = totals(store, batch)
    assert (t["reads_made"], t["reads_reused"], t["paid_calls"]) == (2, 1, 2)


# -- failures and their budget --------------------------------------------------------------


def test_a_failed_read_is_retried_on_later_runs_only_up_to_the_budget_and_keeps_its_cost(
    pb: TestServer, store: Store, make_batch: Callable[..., str]
) -> None:
    def refuse(_page: PageInput) -> dict[str, Any]:
        raise PaidReadError("invalid_answer", "not a read", usage=Usage(cost_usd=0.002))

    reader = FakeReader(answer=refuse)
    w = worker_for(pb, store, reader, read_failure_budget=2)
    batch = make_batch(png(31))
    for _ in range(4):
        assert run(w, batch).status == "needs_review"
    assert reader.calls == 2, "a failed read is retried only up to read_failure_budget"
    [page] = pages_of(store, batch)
    assert page["read_status"] == "failed" and "invalid_answer" in page["read_error"]
    rows = sorted(reads_of(store, batch), key=lambda r: r["attempts"])
    assert [(r["attempts"], r["status"], bool(r["key"])) for r in rows] == [
        (1, "failed", False),
        (2, "failed", True),
    ]
    t = totals(store, batch)
    assert (t["reads_made"], t["reads_failed"], t["paid_calls"]) == (2, 2, 2)
    assert t["cost_usd"] == pytest.approx(0.004) and t["spent_usd"] == pytest.approx(0.004)
    assert store.get("dn_batches", batch)["open_pages"] == 1


def test_an_unavailable_reader_on_a_retry_gives_the_claim_back_and_keeps_the_attempt_count(
    pb: TestServer, store: Store, make_batch: Callable[..., str]
) -> None:
    answers: list[Callable[[], dict[str, Any]]] = []

    def scripted(_page: PageInput) -> dict[str, Any]:
        return answers.pop(0)()

    def bad() -> dict[str, Any]:
        raise PaidReadError("invalid_answer", usage=Usage(cost_usd=0.002))

    def down() -> dict[str, Any]:
        raise ReaderUnavailable("API overloaded")

    answers += [bad, down, lambda: dict(ANSWER)]
    reader = FakeReader(answer=scripted)
    w = worker_for(pb, store, reader, read_failure_budget=3, max_attempts=5)
    batch = make_batch(png(41))
    assert run(w, batch).status == "needs_review"  # attempt 1: a bad answer
    assert run(w, batch).status == "failed"  # attempt 2 claimed, API down: requeued
    row = store.get("dn_batches", batch)
    assert row["status"] == "queued" and "overloaded" in row["last_error"]
    [live] = [r for r in store.list(READS) if r["key"]]
    assert (live["attempts"], live["status"]) == (1, "failed"), "the claim was not given back"
    assert run(w, batch).status == "needs_review"  # attempt 2 again: good
    assert reader.calls == 3
    [page] = pages_of(store, batch)
    assert page["read_status"] == "ok" and page["read"] == read_id(live["key"], 2)


# -- pending rows: dead owners are taken over, live ones waited on ---------------------------


def _pending_row(store: Store, batch_id: str, key: str, lock: str) -> Record:
    return store.create(
        READS,
        {
            "id": read_id(key, 1),
            "key": key,
            "reader": "fake",
            "model": "fake-1",
            "prompt_version": vars(rows)["PROMPT_VERSION"],
            "status": "pending",
            "attempts": 1,
            "lock": lock,
            "batch": batch_id,
        },
    )


def _key_of(page: Record) -> str:
    return read_key(page["image_sha256"], page.get("text_layer"), "fake", "fake-1")


def test_a_pending_read_whose_owner_lease_is_gone_is_taken_over_as_attempt_2(
    pb: TestServer, store: Store, make_batch: Callable[..., str], prepared: Callable[[str], Lease]
) -> None:
    batch = make_batch(png(51))
    lease = prepared(batch)
    [page] = pages_of(store, batch)
    key = _key_of(page)
    _pending_row(store, batch, key, lock="deadlease000000")  # its worker died, lease gone
    reader = good_reader()
    cache_for(store, lease, reader, batch).read_pages(pages_of(store, batch))
    assert reader.calls == 1
    old, new = store.get(READS, read_id(key, 1)), store.get(READS, read_id(key, 2))
    # Abandoned: its key freed, still pending (a call in doubt), never counted as a failure.
    assert (old["key"], old["status"]) == ("", "pending") and "abandoned" in old["error"]
    assert (new["key"], new["status"], new["attempts"]) == (key, "ok", 2)
    assert store.get(PAGES, page["id"])["read"] == new["id"]


def test_a_pending_read_of_a_live_holder_is_waited_on_then_reported_busy(
    pb: TestServer, store: Store, make_batch: Callable[..., str], prepared: Callable[[str], Lease]
) -> None:
    batch, other = make_batch(png(61)), make_batch(png(62))
    lease = prepared(batch)
    holder = acquire(store, other, "test", pb.settings().lease)  # live, heartbeat-less
    [page] = pages_of(store, batch)
    _pending_row(store, other, _key_of(page), lock=holder.id)
    reader = good_reader()
    cache = cache_for(store, lease, reader, batch, wait_for_others_s=1.5, poll_s=0.2)
    started = time.monotonic()
    with pytest.raises(SharedReadBusy):
        cache.read_pages(pages_of(store, batch))
    assert 1.5 <= time.monotonic() - started < 5
    assert reader.calls == 0
    assert store.get(PAGES, page["id"])["read_status"] == "pending"
    holder.release()


def test_a_live_holder_that_finishes_during_the_wait_is_linked_not_read_again(
    pb: TestServer, store: Store, make_batch: Callable[..., str], prepared: Callable[[str], Lease]
) -> None:
    batch, other = make_batch(png(71)), make_batch(png(72))
    lease = prepared(batch)
    holder = acquire(store, other, "test", pb.settings().lease)
    [page] = pages_of(store, batch)
    row = _pending_row(store, other, _key_of(page), lock=holder.id)
    reader = good_reader()
    cache = cache_for(store, lease, reader, batch, wait_for_others_s=10, poll_s=0.2)

    def finish() -> None:
        time.sleep(1.0)
        store.update(READS, row["id"], {"status": "ok", "result": ANSWER, "cost_usd": 0.01})

    threading.Thread(target=finish).start()
    stats = cache.read_pages(pages_of(store, batch))
    assert reader.calls == 0 and stats.reused == 1
    assert store.get(PAGES, page["id"])["read"] == row["id"]
    holder.release()


def finish_before_the_check(
    monkeypatch: pytest.MonkeyPatch, module: Any, store: Store, row: Record, holder: Lease
) -> list[bool]:
    """Make ``module``'s first liveness check of a pending row find that its holder has just
    completed ``row`` and released its lease (between the look at the row and the check);
    returns the checks' answers as they are made."""
    real = module.holder_alive
    checks: list[bool] = []

    def finish_then_check(store_: Store, seen: Record) -> bool:
        if not checks:
            store.update(READS, row["id"], {"status": "ok", "result": ANSWER, "cost_usd": 0.01})
            holder.release()
        checks.append(real(store_, seen))
        return checks[-1]

    monkeypatch.setattr(module, "holder_alive", finish_then_check)
    return checks


def test_a_holder_that_finishes_and_releases_between_the_look_and_the_liveness_check_is_linked(
    pb: TestServer,
    store: Store,
    make_batch: Callable[..., str],
    prepared: Callable[[str], Lease],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The race a ten-process trial hit under load: the key's row is seen ``pending``, then
    its holder completes it and releases its lease (the end of its batch) before the look at
    the lease. A take-over on that earlier view would pay for the image twice."""
    batch, other = make_batch(png(73)), make_batch(png(74))
    lease = prepared(batch)
    holder = acquire(store, other, "test", pb.settings().lease)
    [page] = pages_of(store, batch)
    row = _pending_row(store, other, _key_of(page), lock=holder.id)
    checks = finish_before_the_check(monkeypatch, cache_module, store, row, holder)
    reader = good_reader()
    stats = cache_for(store, lease, reader, batch, poll_s=0.05).read_pages(pages_of(store, batch))
    assert checks == [False], "the holder was not gone when looked at"
    assert reader.calls == 0 and stats.reused == 1, "the image was paid twice"
    assert store.get(PAGES, page["id"])["read"] == row["id"]
    assert store.count(READS) == 1


# -- cost per page ------------------------------------------------------------------------


def test_reading_a_first_run_costs_about_three_pocketbase_requests_per_image(
    pb: TestServer, store: Store, make_batch: Callable[..., str], prepared: Callable[[str], Lease]
) -> None:
    batch = make_batch(*(png(80 + i) for i in range(8)))
    lease = prepared(batch)
    lease.stop_heartbeat()  # heartbeats are timing, not per-page cost
    pages = pages_of(store, batch)
    counter = pb.store()
    counter.requests = 0  # not the log-in
    lease.store = counter  # fenced writes count on the same session as the reads
    cache = cache_for(counter, lease, good_reader(), batch, concurrency=1)
    cache.read_pages(pages)
    # One file token per two minutes, one batch-wide key look-up per 40 images.
    per_image = (counter.requests - 2) / len(pages)
    print(f"reading: {counter.requests} PocketBase requests for {len(pages)} images")
    assert per_image <= 3  # claim, download, complete (+1 page create = 4)


# -- spend caps ---------------------------------------------------------------------------


@pytest.mark.parametrize("cap", ["per_batch", "per_day"])
def test_a_spend_cap_parks_the_batch_waiting_for_budget_and_a_raised_cap_resumes_it(
    pb: TestServer, store: Store, make_batch: Callable[..., str], cap: str
) -> None:
    setting = f"max_cost_usd_{cap}"
    reader = good_reader(cost_usd=0.001)
    batch = make_batch(*(png(90 + i) for i in range(5)))
    capped = worker_for(pb, store, reader, read_concurrency=1, **{setting: 0.0025})
    assert run(capped, batch).status == "queued"
    assert reader.calls == 3  # 0, 0.001, 0.002 are under the cap; 0.003 is not
    row = store.get("dn_batches", batch)
    assert row["status"] == "queued" and "budget" in row["last_error"]
    assert row["attempts"] == 0, "waiting for budget must not spend a retry attempt"
    kept = [p for p in pages_of(store, batch) if p["read_status"] == "ok"]
    assert len(kept) == 3 and not [r for r in store.list(READS) if r["status"] == "pending"]
    raised = worker_for(pb, store, reader, read_concurrency=1, **{setting: 1.0})
    assert run(raised, batch).status == "needs_review"
    assert reader.calls == 5, "a page was paid twice across the wait"
    t = totals(store, batch)
    assert (t["reads_made"], t["paid_calls"]) == (5, 5)
    assert t["spent_usd"] == pytest.approx(0.005) == t["cost_usd"]


# -- the worker's own deterministic events (issue 15) --------------------------------------


def lose_first_paid_write(
    monkeypatch: pytest.MonkeyPatch, store: Store, *, lands: bool, squat: bool = False
) -> list[str]:
    """Make the first write recording a paid call end in a lost response (StoreUnavailable):
    landed or not, and with somebody else's event put under its id first when ``squat``."""
    real_write = Lease.write
    seen: list[str] = []

    def write(self: Lease, ops: Any) -> Any:
        paid = [o for o in ops if o.collection == "dn_batch_events" and o.body.get("id")]
        if not paid or seen:
            return real_write(self, ops)
        seen.append(str(paid[0].body["id"]))
        if squat:
            store.create(
                "dn_batch_events",
                {
                    "id": paid[0].body["id"],
                    "batch": paid[0].body["batch"],
                    "kind": "read_paid",
                    "actor": "someone",
                    "actor_kind": "reviewer",
                    "detail": {"cost_usd": -1000},
                },
            )
        if lands:
            real_write(self, ops)
        raise StoreUnavailable("connection reset after sending")

    monkeypatch.setattr(Lease, "write", write)
    return seen


def test_a_lost_response_to_the_paid_call_record_is_taken_as_the_workers_own_write(
    pb: TestServer, store: Store, make_batch: Callable[..., str], monkeypatch: pytest.MonkeyPatch
) -> None:
    batch = make_batch(png(71))
    reader = good_reader()
    seen = lose_first_paid_write(monkeypatch, store, lands=True)
    assert run(worker_for(pb, store, reader), batch).status in ("staged", "needs_review")
    assert len(seen) == 1 and reader.calls == 1
    assert store.get("dn_batch_events", seen[0])["actor_kind"] == "worker"
    t = totals(store, batch)
    assert (t["reads_made"], t["paid_calls"]) == (1, 1)


def test_somebody_elses_event_under_the_workers_id_is_never_taken_for_its_record(
    pb: TestServer, store: Store, make_batch: Callable[..., str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before: the retry's duplicate refusal was read as "our first write landed", so the
    paid call was never recorded (read left pending, cost 0, spend -1000)."""
    batch = make_batch(png(72))
    seen = lose_first_paid_write(monkeypatch, store, lands=False, squat=True)
    # The refusal is raised, never swallowed; since #16 the runner charges it to the batch
    # (an attempt and its last_error) instead of letting it abort the tick.
    run(worker_for(pb, store, good_reader()), batch)
    assert len(seen) == 1
    charged = store.get("dn_batches", batch)
    assert charged["attempts"] == 1 and "DuplicateRecord" in charged["last_error"], charged
    assert store.count("dn_page_reads", bind("batch = {:b} && status = 'ok'", b=batch)) == 0
