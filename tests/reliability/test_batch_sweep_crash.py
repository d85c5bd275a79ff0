"""The sweep of a parked batch's Message Batches results, killed mid-way (#16): a real
``tick`` process dies right after a chosen write while it applies the billed answers; the
next ticks fetch the results again and apply them idempotently, each answer paid once."""

from __future__ import annotations

import time

import pytest

from dn_pipeline.store.filters import bind
from tests.reliability.conftest import Harness, tagged_pdf

pytestmark = pytest.mark.reliability

BATCH_ENV = {"DN_READ_MODE": "batch", "DN_BATCH_POLL_S": "0"}


@pytest.mark.parametrize(
    "n",
    [
        pytest.param(2, id="after_the_first_answer"),
        pytest.param(3, id="after_both_answers", marks=pytest.mark.slow),
    ],
)
def test_a_sweep_killed_between_fetching_and_applying_is_finished_by_the_next_tick(
    rel: Harness, n: int
) -> None:
    """Trials: 1 per crash point. Tick 1 submits two pages; the batch is then parked
    (``failed``, as retry parking leaves it) and its message batch ends with both answered.
    Tick 2's sweep writes: 1 the submission ``ended``, 2 and 3 one answer each, 4 the
    submission settled; it dies after write ``n``. Pass: later ticks settle the submission
    ``applied``; both reads ``ok``; two ``read_paid`` events and two paid calls (results
    fetched again, never paid again); no synchronous call at all."""
    batch = rel.upload([(f"{i}.pdf", tagged_pdf(f"S{i}00")) for i in range(1, 3)])
    code, _ = rel.tick(**BATCH_ENV)
    assert code == 0 and rel.store.get("dn_batches", batch)["status"] == "awaiting_reads"
    rel.store.update("dn_batches", batch, {"status": "failed"})
    rel.fake.batches.end()

    code, _ = rel.tick(DN_TEST_CRASH_AFTER_WRITE=str(n), **BATCH_ENV)
    assert code == 86
    reads = rel.store.list("dn_page_reads", bind("batch = {:b}", b=batch))
    assert sorted(r["status"] for r in reads).count("ok") == n - 1

    (sub,) = rel.store.list("dn_read_submissions", bind("batch = {:b}", b=batch))
    end = time.monotonic() + 60
    while rel.store.get("dn_read_submissions", sub["id"])["status"] != "applied":
        assert time.monotonic() < end, "the submission was never settled"
        rel.wait_leases_lapsed([batch], timeout=max(1.0, end - time.monotonic()))
        code, _ = rel.tick(**BATCH_ENV)  # the dead worker's lease lapsed: the sweep takes it
        assert code == 0

    reads = rel.store.list("dn_page_reads", bind("batch = {:b}", b=batch))
    assert [r["status"] for r in reads] == ["ok", "ok"]
    where = bind("batch = {:b} && kind = 'read_paid'", b=batch)
    assert len(rel.store.list("dn_batch_events", where)) == 2
    assert rel.totals(batch)["paid_calls"] == 2
    assert rel.fake.batches.result_fetches >= 2  # fetched again after the crash
    assert sum(rel.calls_per_image().values()) == 0
    assert rel.store.get("dn_batches", batch)["status"] == "failed"  # still parked
