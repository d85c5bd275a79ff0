"""Message Batches findings of issue #16 (1, 2, 4, 5, 7, 9), each against a real PocketBase
and the loopback fake through the real ``anthropic`` SDK: a parked batch's submission holds
nothing, outages never use up an image's failure budget, a cancel mid-turn is settled (with
the results Anthropic billed before it), a refused create does not end half-price reads, a
write that landed before a blip is not an error, and a null results URL is settled.
"""

from __future__ import annotations

import contextlib
import logging
import re
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import anthropic
import pytest

from dn_pipeline.errors import ReaderUnavailable, StoreUnavailable
from dn_pipeline.leasing.acquire import with_batch_lease
from dn_pipeline.leasing.leases import Lease
from dn_pipeline.operator.control import health
from dn_pipeline.reads import batch_poll
from dn_pipeline.reads import message_batches as batchreads
from dn_pipeline.run import assembling, runner
from dn_pipeline.run.runner import run_batch
from dn_pipeline.run.worker import Worker
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record
from dn_pipeline.store.ops import Op
from dn_pipeline.testing import TestServer
from dn_pipeline.testing.fake_anthropic import FakeAnthropic
from dn_pipeline.testing.fake_replies import (
    BATCHES_PATH,
    RecordedRequest,
    Reply,
    drop_connection,
    error_reply,
    text_answer,
)
from tests.integration import test_batchreads as tb
from tests.integration import test_reads
from tests.integration.test_reads import png, totals
from tests.integration.test_reads_anthropic import anthropic_worker

site, make_batch = test_reads.site, test_reads.make_batch
fake, worker, batch_of = tb.fake, tb.worker, tb.batch_of
submit, poll, finish = tb.submit, tb.poll, tb.finish
reads_of, events_of, submissions_of = tb.reads_of, tb.events_of, tb.submissions_of

BATCHES, READS, SUBMISSIONS = "dn_batches", "dn_page_reads", "dn_read_submissions"


def _any(_batch: Record) -> bool:
    return True


def cancel(worker: Worker, batch_id: str) -> int:
    with with_batch_lease(worker.store, batch_id, "cancel", _any, worker.settings.lease) as lease:
        return batch_poll.cancel_submissions(worker, lease, batch_id)


def stuck(store: Store, batch_id: str) -> bool:
    return f"batch {batch_id} awaits reads nobody holds" in health(store, max_wait_s=900).problems


# -- 1: a parked batch holds its images forever ------------------------------------------


def test_a_parked_batchs_submission_holds_no_image_and_health_flags_the_batch_behind_it(
    pb: TestServer, store: Store, fake: FakeAnthropic, make_batch: Callable[..., str]
) -> None:
    """A's results cannot be downloaded until it is parked; B, waiting on A's image, is
    flagged by ``health`` and on its next turn reads the image itself."""
    w = anthropic_worker(pb, store, fake, read_mode="batch", batch_poll_s=0.0, max_attempts=2)
    image = png(1601)
    a, b = make_batch(image), make_batch(image)
    assert run_batch(w, a, staged=True).status == "awaiting_reads"
    assert run_batch(w, b, staged=True).status == "awaiting_reads"  # held by A's submission
    assert len(fake.batches.ids()) == 1 and not stuck(store, b)
    (mbid,) = fake.batches.ids()
    fake.route(
        "GET",
        re.escape(f"{BATCHES_PATH}/{mbid}/results"),
        lambda _req: error_reply(400, "invalid_request_error", "results unavailable"),
    )
    fake.batches.end()
    statuses = [run_batch(w, a, staged=True).status for _ in range(2)]
    assert statuses == ["failed", "parked"]  # 2 failed downloads (the requeued run retries)
    assert store.get(BATCHES, a)["status"] == "failed"
    assert stuck(store, b)

    # B's next turn takes the image over (A's claim retired as a call in doubt) and goes on.
    assert run_batch(w, b, staged=True).status in ("staged", "needs_review")
    assert [p["read_status"] for p in assembling.pages_of(store, b)] == ["ok"]
    assert fake.calls() == 1
    assert not stuck(store, b)


# -- 2: outages do not use up an image's failure budget --------------------------------


def test_cancelled_submissions_do_not_use_up_the_images_failure_budget(
    pb: TestServer,
    store: Store,
    worker: Worker,
    fake: FakeAnthropic,
    batch_of: Callable[..., str],
    make_batch: Callable[..., str],
) -> None:
    image = png(1602)
    for _ in range(2):  # two batches submit the image and are cancelled: two outages
        batch = batch_of(image)
        submit(worker, batch)
        assert cancel(worker, batch) == 1
        (read,) = [r for r in reads_of(store, batch) if r["key"]]
        assert (read["status"], read["error"].split(":")[0]) == ("failed", "batch_canceled")
    assert read["attempts"] == 2 == worker.settings.read_failure_budget
    other = make_batch(image)
    assert test_reads.run(anthropic_worker(pb, store, fake), other).status in (
        "staged",
        "needs_review",
    )
    assert [p["read_status"] for p in assembling.pages_of(store, other)] == ["ok"]
    assert fake.calls() == 1


def test_unusable_answers_still_use_up_the_budget_outages_between_them_do_not(
    pb: TestServer, store: Store, fake: FakeAnthropic, make_batch: Callable[..., str]
) -> None:
    """Answer, outage, answer: two unusable answers end the image's reads (budget 2)."""
    image = png(1603)
    sync = anthropic_worker(pb, store, fake)
    fake.enqueue(_unusable())
    first = make_batch(image)
    assert test_reads.run(sync, first).status in ("staged", "needs_review")
    batch_worker = anthropic_worker(pb, store, fake, read_mode="batch")
    second = make_batch(image)
    assert run_batch(batch_worker, second, staged=True).status == "awaiting_reads"
    assert cancel(batch_worker, second) == 1
    fake.enqueue(_unusable())
    third = make_batch(image)
    test_reads.run(sync, third)
    assert fake.calls() == 2
    fourth = make_batch(image)
    test_reads.run(sync, fourth)
    assert fake.calls() == 2  # the budget is used: no third paid call
    assert [p["read_status"] for p in assembling.pages_of(store, fourth)] == ["failed"]


def _unusable() -> Reply:
    return text_answer("no tool call here")


# -- 4 and 9: a cancel during a Message Batches turn ------------------------------------


def test_a_cancel_seen_while_applying_results_settles_the_batch_and_keeps_what_was_billed(
    pb: TestServer,
    store: Store,
    fake: FakeAnthropic,
    make_batch: Callable[..., str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The heartbeat sees the cancel while results stream in: the runner's cancel handler
    settles the submission (applying its results: they were paid) and the batch is
    ``cancelled`` — no exception escapes the turn."""
    w = anthropic_worker(pb, store, fake, read_mode="batch", batch_poll_s=0.0)
    batch = make_batch(png(1604), png(1605))
    assert run_batch(w, batch, staged=True).status == "awaiting_reads"
    leases: list[Lease] = []
    real = runner.with_batch_lease

    @contextlib.contextmanager
    def capture(*args: Any, **kw: Any) -> Iterator[Lease]:
        with real(*args, **kw) as lease:
            leases.append(lease)
            yield lease

    monkeypatch.setattr(runner, "with_batch_lease", capture)
    results = fake.batches._results

    def cancel_then_answer(request: RecordedRequest) -> Reply:
        store.update(BATCHES, batch, {"cancel_requested": True})
        deadline = time.monotonic() + 60
        while not leases[-1].cancel_requested and time.monotonic() < deadline:
            time.sleep(0.05)  # until the worker's heartbeat has seen the cancel
        return results(request)

    fake.route("GET", re.escape(BATCHES_PATH) + r"/[A-Za-z0-9_]+/results", cancel_then_answer)
    fake.batches.end()
    outcome = run_batch(w, batch, staged=True)
    assert leases[-1].cancel_requested
    assert outcome.status == "cancelled"
    assert store.get(BATCHES, batch)["status"] == "cancelled"
    (sub,) = submissions_of(store, batch)
    assert sub["status"] not in batchreads.UNSETTLED
    assert [r["status"] for r in reads_of(store, batch)] == ["ok", "ok"]  # billed: recorded
    assert totals(store, batch)["paid_calls"] == 2


def test_cancelling_keeps_the_results_anthropic_finished_before_the_cancel(
    store: Store, worker: Worker, fake: FakeAnthropic, batch_of: Callable[..., str]
) -> None:
    batch = batch_of(n=3, seed=1610)
    submit(worker, batch)
    (mbid,) = fake.batches.ids()
    fake.batches.process(mbid, [1])  # answered (and billed) before the cancel
    assert cancel(worker, batch) == 1
    assert fake.batches.get(mbid).status == "ended"
    reads = reads_of(store, batch)
    assert sorted(r["status"] for r in reads) == ["failed", "failed", "ok"]
    assert {r["error"].split(":")[0] for r in reads if r["status"] == "failed"} == {
        "batch_canceled"
    }
    (paid,) = events_of(store, batch, "read_paid")
    assert paid["detail"]["cost_usd"] == pytest.approx(tb.BATCH_COST)
    t = totals(store, batch)
    assert (t["paid_calls"], t["cost_usd"]) == (1, pytest.approx(tb.BATCH_COST))
    (sub,) = submissions_of(store, batch)
    assert sub["status"] == "applied" and sub["counts"]["ok"] == 1


def test_an_ended_message_batch_with_a_null_results_url_is_settled_not_raised(
    store: Store, worker: Worker, fake: FakeAnthropic, batch_of: Callable[..., str]
) -> None:
    batch = batch_of(n=2, seed=1620)
    submit(worker, batch)
    (mbid,) = fake.batches.ids()
    fake.batches.end()
    fake.batches.drop_results(mbid)
    assert poll(worker, batch) == "applied"
    (sub,) = submissions_of(store, batch)
    assert sub["status"] == "failed"
    assert {r["error"].split(":")[0] for r in reads_of(store, batch)} == {"batch_results_gone"}
    assert finish(worker, batch) in ("staged", "needs_review")  # read again: an outage
    assert fake.calls() == 2


# -- 5: a refused create does not end Message Batches for the batch -----------------------


def test_after_a_refused_create_the_next_run_submits_the_misses_again(
    store: Store, worker: Worker, fake: FakeAnthropic, batch_of: Callable[..., str]
) -> None:
    batch = batch_of(n=2, seed=1630)
    refused = threading.Event()

    def refuse_once(request: RecordedRequest) -> Reply:
        if not refused.is_set():
            refused.set()
            return drop_connection()
        return fake.batches._create(request)

    fake.route("POST", re.escape(BATCHES_PATH), refuse_once)
    client = anthropic.Anthropic(api_key="test-key", base_url=fake.base_url, max_retries=0)
    with pytest.raises(ReaderUnavailable):
        submit(worker, batch, client=client)
    again = submit(worker, batch, client=client)
    assert again is not None and len(again.new) == 1 and again.requests == 2
    assert len(fake.batches.ids()) == 1
    fake.batches.end()
    assert poll(worker, batch) == "applied"
    assert finish(worker, batch) in ("staged", "needs_review")
    assert fake.calls() == 0  # half price after all: nothing read synchronously
    assert totals(store, batch)["cost_usd"] == pytest.approx(2 * tb.BATCH_COST)


# -- 7: a write that landed before a blip ------------------------------------------------


def test_a_submission_record_that_landed_before_a_blip_is_not_reported_unrecorded(
    store: Store,
    worker: Worker,
    fake: FakeAnthropic,
    batch_of: Callable[..., str],
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """The write recording the message batch id lands but its answer is lost: the retry is
    refused as a duplicate, which means it landed."""
    batch = batch_of(n=2, seed=1640)
    real = Lease.write
    blipped = threading.Event()

    def write(self: Lease, ops: list[Op]) -> list[Record]:
        result = real(self, ops)
        recording = any(
            o.collection == SUBMISSIONS and (o.body or {}).get("status") == "submitted" for o in ops
        )
        if recording and not blipped.is_set():
            blipped.set()
            raise StoreUnavailable("the answer was lost on the way back")
        return result

    monkeypatch.setattr(Lease, "write", write)
    with caplog.at_level(logging.INFO, logger="dn_pipeline.reads.message_batches"):
        sub = submit(worker, batch)
    assert blipped.is_set()
    assert sub is not None and len(sub.new) == 1
    assert "read_submission_unrecorded" not in caplog.text
    (row,) = submissions_of(store, batch)
    assert row["status"] == "submitted" and row["message_batch_id"] == fake.batches.ids()[0]
    assert len(events_of(store, batch, "reads_submitted")) == 1
    assert store.get(BATCHES, batch)["status"] == "awaiting_reads"
