"""Scenario 10: the soak. Three worker loops tick (a fresh ``dn-pipeline tick`` process
each time, as cron would), new batches arrive every few seconds, and a killer SIGKILLs a
random running tick every few seconds. Then the faults stop and the queue drains.
"""

from __future__ import annotations

import random
import threading
import time

import pytest

from dn_pipeline.readers import prices
from tests.reliability.conftest import TERMINAL, Harness, Proc, tagged_pdf

pytestmark = pytest.mark.reliability

# One fake read (1,800 input, 220 output tokens) at the default model's price.
PRICE = prices.cost_usd(prices.DEFAULT_MODEL, input_tokens=1800, output_tokens=220)
# What one SIGKILL can cut off: a tick reads one batch at a time, here of 3 page images,
# with 2 lanes and read-ahead (the default), so its window claims all three. At most those
# three are left claimed (calls in doubt) and at most those three are sent again. Most
# kills land outside a read and cut off nothing.
CUT_OFF_PER_KILL = 3


def soak(rel: Harness, seconds: float, seed: int) -> None:
    """Trials: ``seconds`` of 3 worker loops, a batch of 2 notes (3 pages) every 3 s, a
    SIGKILL of a random running tick every 2-5 s; then drain. Pass: every batch reaches a
    terminal status (``staged``: its two notes, nothing else); no duplicate rows; recorded
    cost = one price per page image read; vision calls made = recorded reads + at most the
    calls a killed tick had cut off (``CUT_OFF_PER_KILL``)."""
    rng = random.Random(seed)
    rel.latency_s = 0.2
    stop = threading.Event()
    running: list[Proc] = []
    lock = threading.Lock()
    kills = 0

    def worker_loop(i: int) -> None:
        while not stop.is_set():
            proc = rel.spawn("tick", label=f"soak-w{i}")
            with lock:
                running.append(proc)
            try:
                proc.wait(120)
            finally:
                with lock:
                    running.remove(proc)
                proc.kill()
            time.sleep(0.3)

    loops = [threading.Thread(target=worker_loop, args=(i,), daemon=True) for i in range(3)]
    batches: list[str] = []
    try:
        for t in loops:
            t.start()
        end = time.monotonic() + seconds
        next_batch = next_kill = time.monotonic()
        while time.monotonic() < end:
            now = time.monotonic()
            if now >= next_batch:
                n = len(batches)
                batches.append(
                    rel.upload(
                        [
                            (f"s{n}a.pdf", tagged_pdf(f"S{n}A", pages=2)),
                            (f"s{n}b.pdf", tagged_pdf(f"S{n}B", sup=1, po="4500102")),
                        ]
                    )
                )
                next_batch = now + 3.0
            if now >= next_kill:
                with lock:
                    alive = [p for p in running if p.popen.poll() is None]
                if alive:
                    rng.choice(alive).popen.kill()
                    kills += 1
                next_kill = now + rng.uniform(2.0, 5.0)
            time.sleep(0.1)
    finally:
        stop.set()
        for t in loops:
            t.join(150)
    rel.latency_s = 0.0
    rel.tick_until_settled(batches, deadline_s=180)
    # A batch whose ticks were killed four times running before any read was recorded is
    # parked as poison, by design (budget: 3 re-drives); the long soak sees it now and then.
    # An operator re-drives it, and it must then settle like any other.
    parked = [b for b in batches if rel.store.get("dn_batches", b)["status"] == "failed"]
    for b in parked:
        assert rel.store.get("dn_batches", b)["last_error"].startswith("poison:"), b
        code, out = rel.cli("batch", "redrive", b)
        assert code == 0, out
    rel.tick_until_settled(parked, deadline_s=120)
    print(f"soak: {len(batches)} batches, {kills} kills, {len(parked)} parked as poison")
    statuses = {b: rel.store.get("dn_batches", b)["status"] for b in batches}
    assert all(s in TERMINAL for s in statuses.values()), statuses
    assert set(statuses.values()) == {"staged"}, {
        b: (s, rel.store.get("dn_batches", b)["last_error"])
        for b, s in statuses.items()
        if s != "staged"
    }
    recorded = 0.0
    for n, b in enumerate(batches):
        state = rel.state(b)
        assert [c["number"] for c in state["candidates"]] == [f"S{n}A", f"S{n}B"]
        assert state["reads_paid"] == state["unique_images"] == 3
        recorded += rel.totals(b)["cost_usd"]
    assert recorded == pytest.approx(PRICE * 3 * len(batches))
    reads = rel.store.count("dn_page_reads", "cost_usd > 0")
    assert reads == 3 * len(batches)
    calls = sum(rel.calls_per_image().values())
    assert reads <= calls <= reads + CUT_OFF_PER_KILL * kills, (calls, reads, kills)
    # No bound per image beyond that: a take-over of an image whose holder was killed can
    # itself be killed mid-call (seen once in a fresh-clone run: one image called 3 times,
    # the total still within one repeat per kill).
    # No live claim is left; attempts abandoned by killed workers stay retired as calls in
    # doubt (key freed, still pending), at most the images a killed tick had claimed, and
    # every one of them counted.
    assert rel.store.count("dn_page_reads", "status = 'pending' && key != ''") == 0
    abandoned = rel.store.count("dn_page_reads", "status = 'pending' && key = ''")
    assert abandoned <= CUT_OFF_PER_KILL * kills, (abandoned, kills)
    assert sum(rel.totals(b)["calls_in_doubt"] for b in batches) == abandoned


def test_a_twenty_second_soak_with_random_kills_settles_every_batch_once(rel: Harness) -> None:
    soak(rel, 20, seed=8)  # the default suite's time; ./dev test-slow soaks for five minutes


@pytest.mark.slow
def test_a_five_minute_soak_with_random_kills_settles_every_batch_once(rel: Harness) -> None:
    soak(rel, 300, seed=88)
