"""Message Batches reads (``message_batches.py``) through the real ``anthropic`` SDK against the
loopback fake, with a real PocketBase.

Each test drives the entry points the runner calls, under ``with_batch_lease``: submit the
misses, poll (any number of times, killed, raced), then finish the run as the runner does
(the read cache for what is left, then ``stage_candidates``). "Paid once" is checked where
the money is: one ``read_paid`` event per read row, cost at the batch price, and no call to
the synchronous Messages endpoint.
"""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Callable, Iterator
from datetime import timedelta
from typing import Any

import anthropic
import pytest

from dn_pipeline.errors import NotClaimed, ReaderUnavailable
from dn_pipeline.leasing.acquire import acquire, with_batch_lease
from dn_pipeline.readers import prices
from dn_pipeline.readers.anthropic_reader import DEFAULT_MODEL
from dn_pipeline.readers.schema import PROMPT_VERSION
from dn_pipeline.reads import batch_poll, batch_submit
from dn_pipeline.reads import message_batches as batchreads
from dn_pipeline.reads.message_batches import Limits, Submitted
from dn_pipeline.reads.rows import (
    SUBMISSION_LOCK,
    HeldBySubmission,
    read_id,
    read_key,
)
from dn_pipeline.run.assembling import pages_of, stage_candidates
from dn_pipeline.run.runner import read_cache
from dn_pipeline.run.worker import Worker
from dn_pipeline.stages.normalise import NormaliseOptions
from dn_pipeline.stages.prepare import prepare_sources
from dn_pipeline.store import writes
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record, bind, pb_datetime
from dn_pipeline.testing import TestServer
from dn_pipeline.testing.fake_anthropic import FakeAnthropic
from dn_pipeline.testing.fake_batches import batch_errored, batch_expired
from dn_pipeline.testing.fake_replies import BATCHES_PATH, drop_connection
from tests.integration import test_reads
from tests.integration.test_reads import finish_before_the_check, png, run, totals
from tests.integration.test_reads_anthropic import anthropic_worker

site = test_reads.site
make_batch = test_reads.make_batch

READS, PAGES, EVENTS = "dn_page_reads", "dn_batch_pages", "dn_batch_events"
BATCHES, SUBMISSIONS = "dn_batches", "dn_read_submissions"
SYNC_COST = prices.cost_usd(DEFAULT_MODEL, input_tokens=1800, output_tokens=220)
BATCH_COST = prices.cost_usd(DEFAULT_MODEL, input_tokens=1800, output_tokens=220, batch=True)


@pytest.fixture
def fake() -> Iterator[FakeAnthropic]:
    with FakeAnthropic() as server:
        yield server


@pytest.fixture
def worker(pb: TestServer, store: Store, fake: FakeAnthropic) -> Worker:
    return anthropic_worker(pb, store, fake, read_mode="batch", batch_poll_s=60.0)


@pytest.fixture
def batch_of(store: Store, worker: Worker, make_batch: Callable[..., str]) -> Callable[..., str]:
    """A batch of ``n`` distinct images (or the given ones), pages persisted, no reads."""

    def make(*images: bytes, n: int = 0, seed: int = 500) -> str:
        batch_id = make_batch(*(images or tuple(png(seed + i) for i in range(n))))
        with with_batch_lease(store, batch_id, "test", _any, worker.settings.lease) as lease:
            prepare_sources(store, lease, batch_id, NormaliseOptions())
        return batch_id

    return make


def _any(_batch: Record) -> bool:
    return True


def _awaiting(batch: Record) -> bool:
    return batch.get("status") == "awaiting_reads"


def submit(worker: Worker, batch_id: str, **kw: Any) -> Submitted | None:
    store = worker.store
    with with_batch_lease(store, batch_id, "analysis", _any, worker.settings.lease) as lease:
        batch = store.get(BATCHES, batch_id)
        return batch_submit.submit_misses(worker, lease, batch, pages_of(store, batch_id), **kw)


def poll(worker: Worker, batch_id: str, **kw: Any) -> str:
    store = worker.store
    with with_batch_lease(store, batch_id, "poll", _awaiting, worker.settings.lease) as lease:
        return batch_poll.poll(worker, lease, store.get(BATCHES, batch_id), **kw)


def finish(worker: Worker, batch_id: str) -> str:
    """The rest of the run once every submission is settled, as the runner does it."""
    store = worker.store
    with with_batch_lease(store, batch_id, "analysis", _any, worker.settings.lease) as lease:
        read_cache(worker, lease, batch_id).read_pages(pages_of(store, batch_id))
        return stage_candidates(worker, lease, store.get(BATCHES, batch_id))


def reads_of(store: Store, batch_id: str) -> list[Record]:
    return store.list(READS, bind("batch = {:b}", b=batch_id), sort="id")


def events_of(store: Store, batch_id: str, kind: str) -> list[Record]:
    return store.list(EVENTS, bind("batch = {:b} && kind = {:k}", b=batch_id, k=kind), sort="id")


def submissions_of(store: Store, batch_id: str) -> list[Record]:
    return store.list(SUBMISSIONS, bind("batch = {:b}", b=batch_id), sort="created")


def snapshot(store: Store, batch_id: str) -> dict[str, Any]:
    """Every row a poll may write, as it is now (``updated`` included: untouched means it)."""
    return {
        "reads": reads_of(store, batch_id),
        "pages": store.list(PAGES, bind("batch = {:b}", b=batch_id), sort="id"),
        "events": [
            e
            for e in store.list(EVENTS, bind("batch = {:b}", b=batch_id), sort="id")
            if e["kind"] in ("read_paid", "read_unpaid", "orphan_result")
        ],
        "totals": totals(store, batch_id),
    }


# -- the happy path -----------------------------------------------------------------------


def test_a_batch_waits_while_anthropic_works_and_is_staged_once_its_results_are_applied(
    store: Store, worker: Worker, fake: FakeAnthropic, batch_of: Callable[..., str]
) -> None:
    batch = batch_of(n=3)
    sub = submit(worker, batch)
    assert sub is not None and len(sub.new) == 1 and sub.requests == 3
    row = store.get(BATCHES, batch)
    assert (row["status"], row["stage"]) == ("awaiting_reads", "reading")
    assert row["next_attempt_at"] > pb_datetime(store.server_now() + timedelta(seconds=50))
    pending = reads_of(store, batch)
    assert [r["status"] for r in pending] == ["pending"] * 3
    assert {r["lock"] for r in pending} == {SUBMISSION_LOCK + sub.new[0]}
    (mbid,) = fake.batches.ids()
    sent = fake.batches.get(mbid).requests
    assert all(re.fullmatch(r"[a-zA-Z0-9_-]{1,64}", r["custom_id"]) for r in sent)
    assert submissions_of(store, batch)[0]["message_batch_id"] == mbid

    assert poll(worker, batch) == "waiting"  # Anthropic is still at it: nothing changes
    assert [r["status"] for r in reads_of(store, batch)] == ["pending"] * 3
    assert fake.batches.result_fetches == 0

    fake.batches.end()
    assert poll(worker, batch) == "applied"
    reads = reads_of(store, batch)
    assert [r["status"] for r in reads] == ["ok"] * 3
    assert all(r["cost_usd"] == pytest.approx(BATCH_COST) for r in reads)
    (settled,) = submissions_of(store, batch)
    assert settled["status"] == "applied"
    assert settled["counts"]["ok"] == 3 and settled["counts"]["failed"] == 0

    assert finish(worker, batch) == "needs_review"
    assert store.count("dn_batch_notes", bind("batch = {:b}", b=batch)) >= 1
    t = totals(store, batch)
    assert (t["reads_made"], t["reads_failed"], t["paid_calls"]) == (3, 0, 3)
    assert t["cost_usd"] == pytest.approx(3 * BATCH_COST)
    assert t["spent_usd"] == pytest.approx(t["cost_usd"])
    assert fake.calls() == 0  # not one synchronous (full-price) call


def test_a_batch_whose_pages_are_all_cached_submits_nothing(
    store: Store, worker: Worker, fake: FakeAnthropic, batch_of: Callable[..., str]
) -> None:
    first = batch_of(png(900))
    assert submit(worker, first) is not None
    fake.batches.end()
    poll(worker, first)
    again = batch_of(png(900))
    assert submit(worker, again) is None
    assert [p["read_status"] for p in pages_of(store, again)] == ["ok"]
    assert len(fake.batches.ids()) == 1


# -- safe to repeat, to kill, to race ---------------------------------------------------


def test_applying_the_same_results_again_changes_no_row(
    store: Store, worker: Worker, fake: FakeAnthropic, batch_of: Callable[..., str]
) -> None:
    batch = batch_of(n=4)
    submit(worker, batch)
    fake.batches.end()
    assert poll(worker, batch) == "applied"
    before = snapshot(store, batch)
    assert poll(worker, batch) == "applied"  # settled: nothing left to do
    # A poll that died before its final write: the submission is still 'ended'.
    (sub,) = submissions_of(store, batch)
    store.update(SUBMISSIONS, sub["id"], {"status": "ended"})
    assert poll(worker, batch) == "applied"
    assert fake.batches.result_fetches == 2  # the results really were streamed again
    assert snapshot(store, batch) == before
    t = totals(store, batch)
    assert (t["paid_calls"], t["cost_usd"]) == (4, pytest.approx(4 * BATCH_COST))


class Crash(Exception):
    """Raised by a test hook: the poll dies mid-stream."""


def test_a_poll_killed_after_k_of_n_results_resumes_to_the_same_rows_with_each_key_paid_once(
    store: Store, worker: Worker, fake: FakeAnthropic, batch_of: Callable[..., str]
) -> None:
    batch = batch_of(n=5)
    submit(worker, batch)
    fake.batches.end()

    def die_after_two(applied: int) -> None:
        if applied == 2:
            raise Crash()

    with pytest.raises(Crash):
        poll(worker, batch, on_result=die_after_two)
    assert sorted(r["status"] for r in reads_of(store, batch)) == ["ok"] * 2 + ["pending"] * 3
    assert poll(worker, batch) == "applied"
    reads = reads_of(store, batch)
    assert [r["status"] for r in reads] == ["ok"] * 5
    paid = events_of(store, batch, "read_paid")
    assert sorted(e["detail"]["read"] for e in paid) == sorted(r["id"] for r in reads)
    t = totals(store, batch)
    assert (t["reads_made"], t["paid_calls"]) == (5, 5)
    assert t["cost_usd"] == pytest.approx(5 * BATCH_COST) == t["spent_usd"]
    assert submissions_of(store, batch)[0]["counts"]["ok"] == 5


def test_two_workers_polling_the_same_submission_at_once_apply_each_result_once(
    pb: TestServer, store: Store, worker: Worker, fake: FakeAnthropic, batch_of: Callable[..., str]
) -> None:
    batch = batch_of(n=4)
    submit(worker, batch)
    fake.batches.end()
    start = threading.Barrier(2)
    outcomes: list[str] = []

    def one() -> None:
        own = anthropic_worker(pb, pb.store(), fake, read_mode="batch")
        start.wait()
        try:
            outcomes.append(poll(own, batch, on_result=lambda _n: threading.Event().wait(0.1)))
        except NotClaimed:
            outcomes.append("not_claimed")

    threads = [threading.Thread(target=one) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert sorted(outcomes) in (["applied", "not_claimed"], ["applied", "applied"])
    assert [r["status"] for r in reads_of(store, batch)] == ["ok"] * 4
    t = totals(store, batch)
    assert (t["paid_calls"], t["cost_usd"]) == (4, pytest.approx(4 * BATCH_COST))
    assert t["spent_usd"] == pytest.approx(t["cost_usd"])


# -- every result recorded --------------------------------------------------------------


def test_an_unknown_custom_id_an_errored_and_an_expired_result_are_each_recorded(
    store: Store, worker: Worker, fake: FakeAnthropic, batch_of: Callable[..., str]
) -> None:
    batch = batch_of(n=4)
    submit(worker, batch)
    fake.batches.end(results={1: batch_errored(), 2: batch_expired()}, custom_ids={3: "bogus-id"})
    assert poll(worker, batch) == "applied"
    errors = sorted(r["error"].split(":")[0] for r in reads_of(store, batch) if r["error"])
    assert errors == ["batch_errored", "batch_expired", "batch_missing"]
    (orphan,) = events_of(store, batch, "orphan_result")
    assert orphan["detail"]["custom_id"] == "bogus-id"
    assert orphan["detail"]["cost_usd"] == pytest.approx(BATCH_COST)  # it was paid for
    (sub,) = submissions_of(store, batch)
    c = sub["counts"]
    assert c["ok"] + c["failed"] == c["requests"] == 4  # every submitted key settled
    results = c["ok"] + c["failed_batch_errored"] + c["failed_batch_expired"] + c["orphans"]
    assert results == 4  # every result line accounted for
    assert events_of(store, batch, "read_paid")[0]["detail"]["cost_usd"] == pytest.approx(
        BATCH_COST
    )

    # The failed reads are retried by the synchronous path, within the failure budget.
    assert finish(worker, batch) == "needs_review"
    assert fake.calls() == 3
    assert all(p["read_status"] == "ok" for p in pages_of(store, batch))


def test_a_result_for_a_key_read_synchronously_meanwhile_is_skipped_and_that_read_untouched(
    pb: TestServer,
    store: Store,
    worker: Worker,
    fake: FakeAnthropic,
    batch_of: Callable[..., str],
    make_batch: Callable[..., str],
) -> None:
    image = png(777)
    batch = batch_of(image)
    submit(worker, batch)
    (claim,) = reads_of(store, batch)
    # The claim's holder vanished (e.g. an operator removed the submission's lock), so a
    # synchronous run elsewhere took the key over and read it at full price.
    store.update(READS, claim["id"], {"lock": ""})
    other = make_batch(image)
    assert run(anthropic_worker(pb, store, fake), other).status == "needs_review"
    (sync_read,) = [r for r in store.list(READS, "key != ''") if r["status"] == "ok"]
    assert sync_read["cost_usd"] == pytest.approx(SYNC_COST)

    fake.batches.end()
    assert poll(worker, batch) == "applied"
    assert store.get(READS, sync_read["id"]) == sync_read  # untouched, its cost stands
    retired = store.get(READS, claim["id"])
    assert (retired["status"], retired["key"], retired["cost_usd"]) == ("pending", "", 0)
    (paid,) = events_of(store, batch, "read_paid")  # the answer was paid: spend, not cost
    assert paid["detail"]["skipped"] is True
    assert paid["detail"]["cost_usd"] == pytest.approx(BATCH_COST)
    assert finish(worker, batch) == "needs_review"
    assert [p["read"] for p in pages_of(store, batch)] == [sync_read["id"]]
    assert fake.calls() == 1  # the synchronous read of the other batch only


# -- settled, never waited on forever ---------------------------------------------------


def test_an_expired_submission_and_an_unknown_message_batch_are_settled(
    store: Store, worker: Worker, fake: FakeAnthropic, batch_of: Callable[..., str]
) -> None:
    old, lost = batch_of(n=2, seed=600), batch_of(n=2, seed=700)
    submit(worker, old)
    submit(worker, lost)
    (old_sub,), (lost_sub,) = submissions_of(store, old), submissions_of(store, lost)
    long_ago = pb_datetime(store.server_now() - timedelta(hours=25))
    store.update(SUBMISSIONS, old_sub["id"], {"submitted_at": long_ago})
    fake.batches.forget(lost_sub["message_batch_id"])

    assert poll(worker, old) == "applied"
    assert poll(worker, lost) == "applied"
    assert store.get(SUBMISSIONS, old_sub["id"])["status"] == "expired"
    # Cancelled past its 24 h, then its (here: no) answers fetched before settling.
    assert fake.batches.get(old_sub["message_batch_id"]).status == "ended"
    assert store.get(SUBMISSIONS, lost_sub["id"])["status"] == "failed"
    for batch, code in ((old, "batch_expired"), (lost, "batch_unknown")):
        reads = reads_of(store, batch)
        assert [(r["status"], r["error"].split(":")[0]) for r in reads] == [("failed", code)] * 2
        assert totals(store, batch)["cost_usd"] == 0
    # And the pages are read after all, synchronously, within the budget.
    assert finish(worker, old) == "needs_review"
    assert all(p["read_status"] == "ok" for p in pages_of(store, old))


def test_a_submitter_that_died_before_recording_its_message_batch_is_settled_by_the_poll(
    store: Store, worker: Worker, fake: FakeAnthropic, batch_of: Callable[..., str]
) -> None:
    batch = batch_of(n=2)
    submit(worker, batch)
    (sub,) = submissions_of(store, batch)
    # As if the create had landed but the write recording it had not: 'submitting', no id.
    store.update(SUBMISSIONS, sub["id"], {"status": "submitting", "message_batch_id": ""})
    assert poll(worker, batch) == "applied"
    assert store.get(SUBMISSIONS, sub["id"])["status"] == "failed"
    assert {r["error"].split(":")[0] for r in reads_of(store, batch)} == {"batch_submission_lost"}


def test_a_refused_create_gives_every_claim_back_and_holds_nothing(
    pb: TestServer, store: Store, worker: Worker, fake: FakeAnthropic, batch_of: Callable[..., str]
) -> None:
    batch = batch_of(n=2)
    fake.route("POST", re.escape(BATCHES_PATH), lambda _req: drop_connection())
    client = anthropic.Anthropic(api_key="test-key", base_url=fake.base_url, max_retries=0)
    with pytest.raises(ReaderUnavailable):
        submit(worker, batch, client=client)
    assert reads_of(store, batch) == []
    (sub,) = submissions_of(store, batch)
    assert (sub["status"], sub["request_count"]) == ("failed", 0)
    assert store.get(BATCHES, batch)["status"] != "awaiting_reads"


def test_cancelling_a_batch_settles_its_submissions_so_no_image_stays_held(
    pb: TestServer,
    store: Store,
    worker: Worker,
    fake: FakeAnthropic,
    batch_of: Callable[..., str],
    make_batch: Callable[..., str],
) -> None:
    image = png(808)
    batch = batch_of(image)
    submit(worker, batch)
    with with_batch_lease(store, batch, "cancel", _any, worker.settings.lease) as lease:
        assert batch_poll.cancel_submissions(worker, lease, batch) == 1
    (sub,) = submissions_of(store, batch)
    # Cancelled at Anthropic, ended, its (all cancelled) results applied: nothing stays held.
    assert sub["status"] == "applied"
    assert fake.batches.get(sub["message_batch_id"]).status == "ended"
    assert [r["error"].split(":")[0] for r in reads_of(store, batch)] == ["batch_canceled"]
    other = make_batch(image)  # the same image elsewhere is read at once, not held
    assert run(anthropic_worker(pb, store, fake), other).status == "needs_review"
    assert fake.calls() == 1


def test_an_image_held_by_another_batchs_submission_is_not_waited_on_nor_read_again(
    store: Store, worker: Worker, fake: FakeAnthropic, batch_of: Callable[..., str]
) -> None:
    image = png(818)
    submit(worker, batch_of(image))
    other = batch_of(image)
    started = time.monotonic()
    with (
        with_batch_lease(store, other, "analysis", _any, worker.settings.lease) as lease,
        pytest.raises(HeldBySubmission),
    ):
        read_cache(worker, lease, other).read_pages(pages_of(store, other))
    assert time.monotonic() - started < 10  # not the 30 s wait for a live worker
    assert fake.calls() == 0


def test_a_holder_that_finishes_and_releases_between_the_look_and_the_check_is_not_submitted(
    pb: TestServer,
    store: Store,
    worker: Worker,
    fake: FakeAnthropic,
    batch_of: Callable[..., str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The submitter sees the key's row ``pending``; its holder then completes it and
    releases its lease before the liveness check. Submitting on that earlier view would pay
    for the image twice; the read is linked by the run's sync pass instead."""
    image = png(819)
    batch, other = batch_of(image), batch_of(png(820))
    holder = acquire(store, other, "test", worker.settings.lease)
    [page] = pages_of(store, batch)
    key = read_key(page["image_sha256"], page.get("text_layer"), "anthropic", DEFAULT_MODEL)
    row = store.create(
        READS,
        {
            "id": read_id(key, 1),
            "key": key,
            "reader": "anthropic",
            "model": DEFAULT_MODEL,
            "prompt_version": PROMPT_VERSION,
            "status": "pending",
            "attempts": 1,
            "lock": holder.id,
            "batch": other,
        },
    )
    checks = finish_before_the_check(monkeypatch, batch_submit, store, row, holder)
    assert submit(worker, batch) is None
    assert checks == [False], "the holder was not gone when looked at"
    assert submissions_of(store, batch) == [] and fake.calls() == 0, "the image was submitted"
    finish(worker, batch)
    assert store.get(PAGES, page["id"])["read"] == row["id"] and fake.calls() == 0
    assert store.count(READS) == 1


# -- limits -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "limits, expected",
    [(Limits(max_requests=2), 3), (Limits(max_bytes=1), 5)],
    ids=["by-request-count", "by-size"],
)
def test_misses_are_split_into_several_message_batches_at_the_api_limits(
    store: Store,
    worker: Worker,
    fake: FakeAnthropic,
    batch_of: Callable[..., str],
    limits: Limits,
    expected: int,
) -> None:
    batch = batch_of(n=5)
    sub = submit(worker, batch, limits=limits)
    assert sub is not None and len(sub.new) == expected == len(fake.batches.ids())
    assert poll(worker, batch) == "waiting"
    fake.batches.end()
    assert poll(worker, batch) == "applied"
    assert [r["status"] for r in reads_of(store, batch)] == ["ok"] * 5
    assert totals(store, batch)["paid_calls"] == 5


def test_custom_ids_are_short_distinct_digests_of_the_read_key() -> None:
    keys = [f"{i:064x}" for i in range(1000)]
    ids = {batchreads.custom_id(k) for k in keys}
    assert len(ids) == 1000
    assert all(re.fullmatch(r"[a-zA-Z0-9_-]{1,64}", i) for i in ids)


def test_the_tick_submits_a_batch_mode_batch_then_polls_it_to_staged_at_half_price(
    pb: TestServer, store: Store, fake: FakeAnthropic, make_batch: Callable[..., str]
) -> None:
    """Wired end to end: tick 1 submits and parks the batch awaiting_reads (lease released),
    a tick before the message batch ends changes nothing, a tick after it applies the
    results and stages the batch. No synchronous Messages call is made."""
    from dn_pipeline.run.tick import tick

    worker = anthropic_worker(pb, store, fake, read_mode="batch", batch_poll_s=0.0)
    batch_id = make_batch(png(901), png(902))
    first = tick(worker)
    assert store.get(BATCHES, batch_id)["status"] == "awaiting_reads"
    assert store.count("dn_batch_locks") == 0
    assert first.claimed == 1
    time.sleep(0.1)
    tick(worker)
    assert store.get(BATCHES, batch_id)["status"] == "awaiting_reads"
    fake.batches.end()
    time.sleep(0.1)
    tick(worker)
    row = store.get(BATCHES, batch_id)
    assert row["status"] == "needs_review"
    assert fake.calls() == 0  # nothing went through the full-price endpoint
    assert totals(store, batch_id)["cost_usd"] == pytest.approx(2 * BATCH_COST)


def test_results_for_a_read_many_pages_share_are_linked_in_pieces_within_the_batch_limit(
    store: Store, worker: Worker, fake: FakeAnthropic, batch_of: Callable[..., str]
) -> None:
    # Issue 21: the server's batch.maxRequests is lowered to 5 for this test only, so the
    # one result that 12 identical pages share is linked in several fenced pieces (and the
    # claims are sized to the limit too).
    before = dict(store.settings()["batch"])
    low = {"batch": {**before, "maxRequests": 5}}
    store.send("/api/settings", {"method": "PATCH", "body": low})
    try:
        writes.load_limits(store)
        batch = batch_of(*([png(910)] * 12 + [png(911), png(912), png(913)]))
        sub = submit(worker, batch)
        assert sub is not None and sub.requests == 4
        fake.batches.end()
        assert poll(worker, batch) == "applied"
        pages = pages_of(store, batch)
        assert len(pages) == 15
        assert [p["read_status"] for p in pages] == ["ok"] * 15  # linked by the poll itself
        assert len({p["read"] for p in pages}) == 4
        assert finish(worker, batch) in ("staged", "needs_review")
        t = totals(store, batch)
        assert (t["reads_made"], t["paid_calls"]) == (4, 4)
        assert len(events_of(store, batch, "read_paid")) == 4
    finally:
        store.send("/api/settings", {"method": "PATCH", "body": {"batch": before}})
        writes.load_limits(store)
