"""Nothing Anthropic billed is lost (#16, the Message Batches gaps): a parked batch's
results, a cancel whose message batch ends late, and a message batch past its 24 h are each
fetched and applied, every paid answer recorded once and kept in the read cache. Real
PocketBase, the real ``anthropic`` SDK against the loopback fake.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import timedelta

import pytest

from dn_pipeline.leasing.acquire import with_batch_lease
from dn_pipeline.operator import control as operations
from dn_pipeline.reads import batch_poll
from dn_pipeline.reads.rows import MACHINERY_FAILURES, submission_holds
from dn_pipeline.run import batchsweep, runner
from dn_pipeline.run.runner import run_batch
from dn_pipeline.run.worker import Worker
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record, pb_datetime
from dn_pipeline.testing import TestServer
from dn_pipeline.testing.fake_anthropic import FakeAnthropic
from dn_pipeline.testing.fake_replies import BATCHES_PATH, error_reply
from tests.integration import test_batchreads as tb
from tests.integration import test_reads
from tests.integration.test_reads import png, totals
from tests.integration.test_reads_anthropic import anthropic_worker

site, make_batch = test_reads.site, test_reads.make_batch
fake, batch_of = tb.fake, tb.batch_of
submit, poll, finish = tb.submit, tb.poll, tb.finish
reads_of, events_of, submissions_of = tb.reads_of, tb.events_of, tb.submissions_of

BATCHES, SUBMISSIONS = "dn_batches", "dn_read_submissions"


@pytest.fixture
def worker(pb: TestServer, store: Store, fake: FakeAnthropic) -> Worker:
    """Batch mode, polled at once (``next_poll_at`` is now), two attempts before parking."""
    return anthropic_worker(pb, store, fake, read_mode="batch", batch_poll_s=0.0, max_attempts=2)


def _any(_batch: Record) -> bool:
    return True


def paid(store: Store, batch_id: str) -> list[float]:
    return sorted(float(e["detail"]["cost_usd"]) for e in events_of(store, batch_id, "read_paid"))


def codes(store: Store, batch_id: str) -> list[tuple[str, str]]:
    return sorted((r["status"], r["error"].split(":")[0]) for r in reads_of(store, batch_id))


# -- 1: a parked batch's billed results ---------------------------------------------------


def test_a_parked_batchs_billed_results_are_applied_by_the_sweep_and_reused_on_redrive(
    store: Store, worker: Worker, fake: FakeAnthropic, make_batch: Callable[..., str]
) -> None:
    """A is parked (two failed result downloads) while its message batch has answered; the
    tick's sweep applies both answers once they can be fetched; redriven, A reads nothing."""
    a = make_batch(png(1701), png(1702))
    assert run_batch(worker, a, staged=True).status == "awaiting_reads"
    (mbid,) = fake.batches.ids()
    broken = fake.batches._results
    fake.route(
        "GET",
        re.escape(f"{BATCHES_PATH}/{mbid}/results"),
        lambda _req: error_reply(400, "invalid_request_error", "results unavailable"),
    )
    fake.batches.end()
    statuses = [run_batch(worker, a, staged=True).status for _ in range(2)]
    assert statuses == ["failed", "parked"]  # 2 failed downloads (the requeued run retries)
    assert store.get(BATCHES, a)["status"] == "failed"
    assert batchsweep.sweep(worker) == 0  # still unavailable: tried, left for later
    (sub,) = submissions_of(store, a)
    assert sub["status"] == "ended"

    fake.route("GET", re.escape(f"{BATCHES_PATH}/{mbid}/results"), broken)
    assert batchsweep.sweep(worker) == 1
    assert submissions_of(store, a)[0]["status"] == "applied"
    assert codes(store, a) == [("ok", ""), ("ok", "")]
    assert paid(store, a) == [pytest.approx(tb.BATCH_COST)] * 2
    assert batchsweep.sweep(worker) == 0  # nothing left to sweep

    operations.redrive(worker, a)
    assert run_batch(worker, a, staged=True).status == "needs_review"
    assert fake.calls() == 0  # no page read again, synchronously or otherwise
    assert totals(store, a)["paid_calls"] == 2
    assert all(p["read_status"] == "ok" for p in runner.pages_of(store, a))


def test_an_image_in_flight_for_a_parked_batch_is_waited_on_and_paid_once(
    store: Store, worker: Worker, fake: FakeAnthropic, make_batch: Callable[..., str]
) -> None:
    """A is parked while Anthropic still works on its message batch; B needs the same image:
    B waits for that (billed) answer instead of paying again, and reuses it once the sweep
    has applied it."""
    image = png(1705)
    a = make_batch(image)
    assert run_batch(worker, a, staged=True).status == "awaiting_reads"
    store.update(BATCHES, a, {"status": "failed"})  # parked, as retry or poison parking does
    b = make_batch(image)
    assert run_batch(worker, b, staged=True).status == "awaiting_reads"
    assert len(fake.batches.ids()) == 1 and fake.calls() == 0
    assert batchsweep.sweep(worker) == 0  # still in flight

    fake.batches.end()
    assert batchsweep.sweep(worker) == 1
    assert run_batch(worker, b, staged=True).status == "needs_review"
    assert fake.calls() == 0 and len(fake.batches.ids()) == 1
    assert paid(store, a) == [pytest.approx(tb.BATCH_COST)] and paid(store, b) == []
    assert totals(store, b)["reads_reused"] == 1


def test_a_batch_handed_back_while_its_message_batch_ran_applies_the_results_on_its_next_turn(
    store: Store, worker: Worker, fake: FakeAnthropic, make_batch: Callable[..., str]
) -> None:
    """A stop (SIGTERM, ``--max-seconds``) hands the batch back ``queued`` while Anthropic
    works; the next worker to hold it applies the ended results in that same turn."""
    a = make_batch(png(1706), png(1707))
    assert run_batch(worker, a, staged=True).status == "awaiting_reads"
    store.update(BATCHES, a, {"status": "queued", "next_attempt_at": ""})  # as _hand_back
    fake.batches.end()
    assert run_batch(worker, a, staged=True).status == "needs_review"
    assert fake.calls() == 0 and len(fake.batches.ids()) == 1
    assert paid(store, a) == [pytest.approx(tb.BATCH_COST)] * 2
    assert submissions_of(store, a)[0]["status"] == "applied"


# -- 2: a cancel whose message batch ends late --------------------------------------------


def test_a_cancel_not_ended_in_time_stays_open_and_the_sweep_keeps_every_billed_answer(
    pb: TestServer,
    store: Store,
    worker: Worker,
    fake: FakeAnthropic,
    batch_of: Callable[..., str],
    make_batch: Callable[..., str],
) -> None:
    images = [png(1710 + i) for i in range(3)]
    batch = batch_of(*images)
    submit(worker, batch)
    (mbid,) = fake.batches.ids()
    fake.batches.process(mbid, [0, 2])  # answered (billed) before the cancel
    fake.batches.hold_cancels = True  # the cancel takes longer than the handler waits
    with with_batch_lease(store, batch, "cancel", _any, worker.settings.lease) as lease:
        assert batch_poll.cancel_submissions(worker, lease, batch, wait_s=0.3) == 1
        store.update(BATCHES, batch, {"status": "cancelled"})  # as finish_cancelled does
    (sub,) = submissions_of(store, batch)
    assert sub["status"] == "cancelling"
    assert [r["status"] for r in reads_of(store, batch)] == ["pending"] * 3
    assert submission_holds(store, sub["id"])

    # Another batch needing an answered image waits for it instead of paying again.
    other = make_batch(images[0])
    assert run_batch(worker, other, staged=True).status == "awaiting_reads"
    assert batchsweep.sweep(worker) == 0  # not ended yet: polled again later
    assert submissions_of(store, batch)[0]["status"] == "cancelling"

    fake.batches.finish_cancel(mbid)
    assert batchsweep.sweep(worker) == 1
    (sub,) = submissions_of(store, batch)
    assert (sub["status"], sub["counts"]["ok"]) == ("applied", 2)
    assert codes(store, batch) == [("failed", "batch_canceled"), ("ok", ""), ("ok", "")]
    assert paid(store, batch) == [pytest.approx(tb.BATCH_COST)] * 2
    assert run_batch(worker, other, staged=True).status == "needs_review"
    assert fake.calls() == 0  # the billed answer was reused from the read cache
    assert totals(store, other)["reads_reused"] == 1


# -- 3: a message batch past its 24 h ----------------------------------------------------


def test_an_overdue_message_batch_is_cancelled_and_what_it_answered_is_kept(
    store: Store, worker: Worker, fake: FakeAnthropic, batch_of: Callable[..., str]
) -> None:
    batch = batch_of(n=3, seed=1720)
    submit(worker, batch)
    (mbid,) = fake.batches.ids()
    fake.batches.process(mbid, [1])  # the one request Anthropic answered (billed)
    (sub,) = submissions_of(store, batch)
    long_ago = pb_datetime(store.server_now() - timedelta(hours=25))
    store.update(SUBMISSIONS, sub["id"], {"submitted_at": long_ago})

    assert poll(worker, batch) == "applied"
    (sub,) = submissions_of(store, batch)
    assert (sub["status"], sub["counts"]["ok"]) == ("expired", 1)
    assert codes(store, batch) == [("failed", "batch_expired")] * 2 + [("ok", "")]
    assert "batch_expired" in MACHINERY_FAILURES  # the two are read again, budget untouched
    assert paid(store, batch) == [pytest.approx(tb.BATCH_COST)]
    assert finish(worker, batch) == "needs_review"
    assert fake.calls() == 2  # only the two never answered are read (synchronously)


def test_an_overdue_message_batch_whose_cancel_ends_late_is_applied_when_it_ends(
    store: Store, worker: Worker, fake: FakeAnthropic, batch_of: Callable[..., str]
) -> None:
    batch = batch_of(n=2, seed=1730)
    submit(worker, batch)
    (mbid,) = fake.batches.ids()
    fake.batches.process(mbid, [0])
    fake.batches.hold_cancels = True
    (sub,) = submissions_of(store, batch)
    long_ago = pb_datetime(store.server_now() - timedelta(hours=25))
    store.update(SUBMISSIONS, sub["id"], {"submitted_at": long_ago})

    assert poll(worker, batch) == "waiting"
    assert submissions_of(store, batch)[0]["status"] == "cancelling"
    assert fake.batches.get(mbid).status == "canceling"
    fake.batches.finish_cancel(mbid)
    assert poll(worker, batch) == "applied"
    assert codes(store, batch) == [("failed", "batch_canceled"), ("ok", "")]
    assert paid(store, batch) == [pytest.approx(tb.BATCH_COST)]
