"""A cancel that lands while a real ``tick`` process applies Message Batches results (#16,
findings 4 and 9): the worker settles the batch ``cancelled`` itself, keeps the results
Anthropic billed, and the tick ends with its JSON line."""

from __future__ import annotations

import re

from dn_pipeline.store.filters import bind
from dn_pipeline.testing.fake_replies import BATCHES_PATH, RecordedRequest, Reply
from tests.reliability.conftest import Harness, tagged_pdf, wait_for

BATCH_ENV = {"DN_READ_MODE": "batch", "DN_BATCH_POLL_S": "0"}


def test_a_cancel_seen_while_a_tick_applies_results_settles_the_batch_with_its_billed_reads(
    rel: Harness,
) -> None:
    """Trials: 1. Tick 1 submits two pages; the message batch ends; tick 2 asks for the
    results and, while its request is held, the batch's cancel is requested and the worker's
    heartbeat is seen to beat twice (so it has read the cancel). Pass: tick 2 exits 0 with
    ``cancelled: 1``; the batch is ``cancelled``; both billed answers are recorded (two paid
    reads at the batch price, no synchronous call); a later tick changes nothing."""
    batch = rel.upload([(f"{i}.pdf", tagged_pdf(f"C{i}00")) for i in range(1, 3)])
    code, summary = rel.tick(**BATCH_ENV)
    assert code == 0 and rel.store.get("dn_batches", batch)["status"] == "awaiting_reads"
    rel.fake.batches.end()
    results = rel.fake.batches._results

    def cancel_then_answer(request: RecordedRequest) -> Reply:
        rel.store.update("dn_batches", batch, {"cancel_requested": True})
        beats: set[str] = set()

        def beaten_twice() -> bool:
            lock = rel.store.first("dn_batch_locks", bind("batch = {:b}", b=batch))
            if lock is not None:
                beats.add(lock["updated"])
            return len(beats) >= 3  # the touch seen now, then two more: a cancel poll between

        wait_for(beaten_twice, 60, "two heartbeats after the cancel request")
        return results(request)

    rel.fake.route("GET", re.escape(BATCHES_PATH) + r"/[A-Za-z0-9_]+/results", cancel_then_answer)
    code, summary = rel.tick(**BATCH_ENV)
    assert code == 0 and summary is not None and summary["cancelled"] == 1
    assert rel.store.get("dn_batches", batch)["status"] == "cancelled"
    reads = rel.store.list("dn_page_reads", bind("batch = {:b}", b=batch))
    assert [r["status"] for r in reads] == ["ok", "ok"]
    totals = rel.totals(batch)
    assert totals["paid_calls"] == 2
    assert sum(rel.calls_per_image().values()) == 0  # nothing read again at full price
    before = rel.store.get("dn_batches", batch)
    rel.tick(**BATCH_ENV)
    assert rel.store.get("dn_batches", batch) == before
