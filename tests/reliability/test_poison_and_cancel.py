"""Scenarios 7 and 8: a crash loop parked as poison, and cancels of queued, running and
orphaned batches."""

from __future__ import annotations

import signal

import pytest

from dn_pipeline.store.filters import bind
from tests.reliability.conftest import (
    Harness,
    snapshot,
    tagged_pdf,
    wait_for,
)

pytestmark = pytest.mark.reliability

BUDGET = {"DN_POISON_REDRIVES": "2", "DN_READ_CONCURRENCY": "1"}


def crash_loop(rel: Harness, batch: str, n: int, cycles: int) -> list[str]:
    """Tick with a crash after write ``n`` until the batch is parked or ``cycles`` ran out;
    returns the batch status after each cycle."""
    seen = []
    for _ in range(cycles):
        code, _ = rel.tick(DN_TEST_CRASH_AFTER_WRITE=str(n), **BUDGET)
        assert code in (0, 86)
        status = rel.store.get("dn_batches", batch)["status"]
        seen.append(status)
        if status == "failed":
            break
        rel.wait_leases_lapsed([batch])  # the dead worker's lease, before the next re-drive
    return seen


def events(rel: Harness, batch: str, kind: str) -> int:
    return rel.store.count("dn_batch_events", bind("batch = {:b} && kind = {:k}", b=batch, k=kind))


def test_a_batch_that_crashes_its_worker_at_the_same_point_every_time_is_parked_as_poison(
    rel: Harness,
) -> None:
    """Trials: a batch whose worker dies right after its claim write, every run; budget 2
    re-drives. Pass: parked ``failed`` with a poison reason after 3 re-drives (within 6
    cycles), never re-driven after that; ``batch redrive`` queues it with counters reset and,
    the fault gone, one tick finishes it."""
    batch = rel.upload([("a.pdf", tagged_pdf("P100")), ("b.pdf", tagged_pdf("P200"))])
    seen = crash_loop(rel, batch, 1, cycles=6)
    row = rel.store.get("dn_batches", batch)
    assert row["status"] == "failed", seen
    assert "poison" in row["last_error"]
    assert events(rel, batch, "redriven") == 2 and events(rel, batch, "parked_poison") == 1
    rel.wait_leases_lapsed([batch])  # nothing holds it: a tick could take it, and must not
    code, summary = rel.tick(**BUDGET)
    assert code == 0 and summary is not None and summary["claimed"] == 0
    code, out = rel.cli("batch", "redrive", batch)
    assert code == 0 and "queued" in out
    row = rel.store.get("dn_batches", batch)
    assert (row["status"], row["attempts"], row["redrives"]) == ("queued", 0, 0)
    rel.tick_until_settled([batch], deadline_s=30, **BUDGET)
    state = rel.state(batch)
    assert state["status"] == "staged"
    assert [c["number"] for c in state["candidates"]] == ["P100", "P200"]


def test_a_worker_dying_at_the_same_page_read_every_time_is_parked_as_poison(
    rel: Harness,
) -> None:
    """Trials: a 1-page batch whose worker dies right after its 3rd write every run (from
    the second run on that is the claim of the page's read); budget 2. Pass: parked
    ``failed`` as poison within 8 cycles: retiring the abandoned pending read of the dead
    predecessor is no progress (regression test for the bug fixed in 531eae7)."""
    batch = rel.upload([("a.pdf", tagged_pdf("Q100"))])
    seen = crash_loop(rel, batch, 3, cycles=8)
    redrives = rel.store.list(
        "dn_batch_events", bind("batch = {:b} && kind = 'redriven'", b=batch), sort="created"
    )
    assert seen[-1] == "failed", (seen, [e["detail"] for e in redrives])


def test_cancelling_a_queued_batch_cancels_it_at_once_and_no_tick_touches_it(
    rel: Harness,
) -> None:
    """Trials: 1. Pass: ``batch cancel`` prints ``cancelled``; the batch is ``cancelled`` with
    no page made; two later ticks claim nothing and change no row."""
    batch = rel.upload([("a.pdf", tagged_pdf("C100"))])
    code, out = rel.cli("batch", "cancel", batch)
    assert code == 0 and out.strip().endswith("cancelled")
    before = snapshot(rel.store, batch)
    assert rel.store.get("dn_batches", batch)["status"] == "cancelled"
    assert before["dn_batch_pages"] == []
    for _ in range(2):
        code, summary = rel.tick()
        assert code == 0 and summary is not None and summary["claimed"] == 0
    assert snapshot(rel.store, batch) == before


def five_page_batch(rel: Harness) -> str:
    return rel.upload([(f"{i}.pdf", tagged_pdf(f"R{i}00")) for i in range(1, 6)])


def test_cancelling_a_running_batch_stops_its_worker_and_it_is_never_re_driven(
    rel: Harness,
) -> None:
    """Trials: 1, cancel requested while the worker reads the 2nd of 5 pages, whose answer
    the fake holds until the worker's heartbeat has seen the request (its
    ``lease_cancel_requested`` log line): deterministic under any load. Pass: the worker
    sends no read after the 2nd (it stops at that page boundary) and ends the batch
    ``cancelled`` itself; later ticks (past the TTL) change no row; no ``redriven`` event."""
    batch = five_page_batch(rel)
    rel.hold_from, rel.answered = 2, 0
    rel.gate.clear()
    worker = rel.spawn("-v", "tick", label="tick-cancelled", DN_READ_CONCURRENCY="1")
    try:
        wait_for(lambda: sum(rel.calls_per_image().values()) >= 2, 60, "the second read")
        code, out = rel.cli("batch", "cancel", batch)
        assert code == 0 and "cancel requested" in out
        wait_for(lambda: "lease_cancel_requested" in worker.output(), 60, "the worker seeing it")
        rel.gate.set()
        assert worker.wait(60) == 0
    finally:
        rel.gate.set()
        rel.hold_from = 0
        worker.kill()
    assert sum(rel.calls_per_image().values()) == 2
    assert rel.store.get("dn_batches", batch)["status"] == "cancelled"
    before = snapshot(rel.store, batch)
    rel.wait_leases_lapsed([batch])  # nothing holds it: a tick could take it, and must not
    rel.tick()
    assert snapshot(rel.store, batch) == before
    assert events(rel, batch, "redriven") == 0


def test_cancelling_a_batch_whose_worker_was_killed_settles_it_and_never_re_drives_it(
    rel: Harness,
) -> None:
    """Trials: 1, the worker SIGKILLed mid-read, then ``batch cancel`` (its lease still
    live: only requested). Pass: the next tick past the TTL settles it ``cancelled`` (the
    reconciler's cancellation pass comes before orphans); no ``redriven`` event; no read
    after the kill; a later tick changes no row."""
    batch = five_page_batch(rel)
    rel.latency_s = 1.0
    worker = rel.spawn("tick", label="tick-killed-then-cancelled", DN_READ_CONCURRENCY="1")
    try:
        wait_for(lambda: sum(rel.calls_per_image().values()) >= 2, 30, "the second read")
        worker.popen.send_signal(signal.SIGKILL)
        worker.wait(10)
    finally:
        worker.kill()
    rel.latency_s = 0.0
    calls = sum(rel.calls_per_image().values())
    code, out = rel.cli("batch", "cancel", batch)
    assert code == 0
    if "cancel requested" in out:  # the killed worker's lease still live: the usual case
        rel.wait_leases_lapsed([batch])
        code, summary = rel.tick()
        assert code == 0 and summary is not None and summary["cancelled"] == 1
    else:  # on a loaded machine the 3 s lease may have lapsed already: settled at once
        assert out.strip() == "cancelled", out
    assert rel.store.get("dn_batches", batch)["status"] == "cancelled"
    before = snapshot(rel.store, batch)
    rel.tick()
    assert snapshot(rel.store, batch) == before
    assert events(rel, batch, "redriven") == 0
    assert sum(rel.calls_per_image().values()) == calls
