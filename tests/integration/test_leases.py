"""Leases against a real PocketBase with real processes (SPEC §4, issue 3).

Each test's docstring states its trials and what passing means. Lease TTLs are at least
2 s: shorter ones expire for real on a loaded 2-core machine.
"""

from __future__ import annotations

import json
import logging
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from datetime import timedelta
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from dn_pipeline.errors import LeaseLost, NotClaimed
from dn_pipeline.leasing.acquire import acquire, with_batch_lease
from dn_pipeline.leasing.leases import Lease, lease_record_id
from dn_pipeline.settings import LeaseTimings
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import bind, parse_pb_datetime, pb_datetime
from dn_pipeline.store.names import LOCKS
from dn_pipeline.store.ops import Op
from dn_pipeline.testing import TestServer

WORKER = Path(__file__).with_name("lease_worker.py")
REPO = Path(__file__).resolve().parents[2]
FAST = LeaseTimings(ttl_s=3.0, heartbeat_s=1.0, grace_s=1.0, fence_margin_s=1.0)
LONG = LeaseTimings(ttl_s=30.0, heartbeat_s=10.0, grace_s=5.0, fence_margin_s=5.0)


# -- helpers ----------------------------------------------------------------------------


class Worker:
    """A lease_worker.py process whose JSON stdout lines are collected by a thread."""

    def __init__(self, pb: TestServer, *args: str, env: dict[str, str] | None = None) -> None:
        full_env = {**os.environ, **pb.env(), "PYTHONPATH": str(REPO), **(env or {})}
        self.proc = subprocess.Popen(
            [sys.executable, str(WORKER), *args],
            stdout=subprocess.PIPE,
            env=full_env,
            cwd=REPO,
            text=True,
        )
        self.events: queue.Queue[dict[str, Any]] = queue.Queue()
        self.seen: list[dict[str, Any]] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            if line.strip():
                self.events.put(json.loads(line))

    def wait_for(self, event: str, timeout: float = 20.0) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no {event!r} from worker; saw {self.seen[-5:]}")
            try:
                item = self.events.get(timeout=left)
            except queue.Empty:
                continue
            self.seen.append(item)
            if item.get("event") == event:
                return item

    def drain(self) -> list[dict[str, Any]]:
        while True:
            try:
                self.seen.append(self.events.get_nowait())
            except queue.Empty:
                return self.seen

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGCONT)
            self.proc.kill()
        self.proc.wait()


@pytest.fixture
def workers() -> Iterator[list[Worker]]:
    started: list[Worker] = []
    yield started
    for w in started:
        w.kill()


def timing_env(t: LeaseTimings) -> dict[str, str]:
    return {
        "DN_TEST_TTL_S": str(t.ttl_s),
        "DN_TEST_HEARTBEAT_S": str(t.heartbeat_s),
        "DN_TEST_GRACE_S": str(t.grace_s),
        "DN_TEST_FENCE_MARGIN_S": str(t.fence_margin_s),
    }


def new_batch(store: Store, status: str = "queued") -> str:
    site = store.first("sites", "") or store.create("sites", {"code": "S1", "name": "Site 1"})
    batch: str = store.create("dn_batches", {"site": site["id"], "status": status})["id"]
    return batch


def locks_of(store: Store, batch_id: str) -> list[dict[str, Any]]:
    return store.list(LOCKS, bind("batch = {:b}", b=batch_id))


def plant_expired_lock(store: Store, batch_id: str, owner: str = "dead-worker") -> str:
    """A lock row whose reclaim time passed 30 s ago by the server's clock."""
    past = store.server_now() - timedelta(seconds=30)
    row = store.create(
        LOCKS,
        {
            "id": lease_record_id(batch_id, owner),
            "batch": batch_id,
            "owner": owner,
            "purpose": "test",
            "expires_at": pb_datetime(past),
            "reclaim_at": pb_datetime(past),
        },
    )
    lock_id: str = row["id"]
    return lock_id


def expire(store: Store, lease: Lease) -> None:
    """Make a held lease look abandoned to the server (as if its worker paused past TTL)."""
    past = pb_datetime(store.server_now() - timedelta(seconds=30))
    store.update(LOCKS, lease.id, {"expires_at": past, "reclaim_at": past})


def event_op(batch_id: str, owner: str, seq: int) -> Op:
    return Op(
        method="POST",
        collection="dn_batch_events",
        body={
            "batch": batch_id,
            "kind": "zombie_test",
            "detail": {"owner": owner, "seq": seq},
            "actor": owner,
            "actor_kind": "worker",
        },
    )


def seqs_of(store: Store, owner: str) -> list[int]:
    rows = store.list("dn_batch_events", bind("actor = {:o}", o=owner))
    return sorted(int(r["detail"]["seq"]) for r in rows)


def wait_until(check: Callable[[], bool], timeout: float, what: str, poll: float = 0.05) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(poll)


def all_exist(paths: list[Path]) -> bool:
    return all(p.exists() for p in paths)


def run_race(
    pb: TestServer, workers: list[Worker], folder: Path, batches: list[str], n_workers: int
) -> Iterator[tuple[str, list[dict[str, Any]]]]:
    """Start ``n_workers`` race processes once; release each batch to all of them at once
    (a go-file barrier) and yield every trial's outcomes before releasing the next."""
    for w in range(n_workers):
        args = ("race", str(folder), str(w), str(len(batches)))
        workers.append(Worker(pb, *args, env=timing_env(LONG)))
    for worker in workers:
        worker.wait_for("ready")
    for i, batch_id in enumerate(batches):
        (folder / f".go-{i}").write_text(batch_id)
        (folder / f".go-{i}").rename(folder / f"go-{i}")  # atomic: all see the whole id
        results = [folder / f"res-{i}-{w}" for w in range(n_workers)]
        wait_until(partial(all_exist, results), 30, f"trial {i}", poll=0.003)
        yield batch_id, [json.loads(p.read_text()) for p in results]


# -- exclusion --------------------------------------------------------------------------


def test_exactly_one_of_ten_processes_claims_a_batch_in_every_one_of_100_trials(
    pb: TestServer, store: Store, workers: list[Worker], tmp_path: Path
) -> None:
    """10 processes x 100 trials, each trial a fresh batch released to all workers at once
    (a go-file barrier). Pass: every trial has exactly one claimer, and the database holds
    exactly one lock row per batch, owned by that claimer."""
    n_workers, trials = 10, 100
    batches = [new_batch(store) for _ in range(trials)]
    winners: dict[str, str] = {}
    for batch_id, outcomes in run_race(pb, workers, tmp_path, batches, n_workers):
        claimed = [o for o in outcomes if o["claimed"]]
        assert len(claimed) == 1, f"batch {batch_id}: {len(claimed)} claimers"
        winners[batch_id] = claimed[0]["owner"]
    rows = store.list(LOCKS)
    assert len(rows) == trials
    assert {r["batch"]: r["owner"] for r in rows} == winners


def test_exactly_one_of_six_processes_takes_over_an_expired_lease_in_each_of_25_trials(
    pb: TestServer, store: Store, workers: list[Worker], tmp_path: Path
) -> None:
    """6 processes x 25 trials; each trial's batch starts with an expired lock row and all
    workers try to take it over at once. Pass: exactly one new holder per trial, the expired
    row is gone and the only row left is the winner's."""
    n_workers, trials = 6, 25
    batches = [new_batch(store) for _ in range(trials)]
    stale = {b: plant_expired_lock(store, b) for b in batches}
    for batch_id, outcomes in run_race(pb, workers, tmp_path, batches, n_workers):
        claimed = [o for o in outcomes if o["claimed"]]
        assert len(claimed) == 1, f"batch {batch_id}: {len(claimed)} new holders"
        rows = locks_of(store, batch_id)
        assert [(r["id"], r["owner"]) for r in rows] == [(claimed[0]["id"], claimed[0]["owner"])]
        assert rows[0]["id"] != stale[batch_id]


def test_a_live_holder_is_never_taken_over(store: Store) -> None:
    """1 trial. Pass: a second acquire of a held, unexpired batch is NotClaimed and the
    holder's row is untouched."""
    batch_id = new_batch(store)
    holder = acquire(store, batch_id, "test", FAST)
    with pytest.raises(NotClaimed):
        acquire(store, batch_id, "test", FAST)
    assert [r["id"] for r in locks_of(store, batch_id)] == [holder.id]


# -- the predecessor's broken interleavings, driven step by step -------------------------


@pytest.mark.parametrize("replacement", ["take_over", "release_and_acquire"])
def test_a_replacement_made_after_the_expired_lookup_survives_the_stale_take_over(
    store: Store, replacement: str, caplog: pytest.LogCaptureFixture
) -> None:
    """Interleaving (a), 1 deterministic trial per kind of replacement: worker A sees the
    expired row X; before A deletes X, another worker replaces X with Y. Pass: A is
    NotClaimed and Y survives as the only row."""
    batch_id = new_batch(store)
    stale_id = plant_expired_lock(store, batch_id)
    made: list[Lease] = []

    def replace_now(step: str) -> None:
        assert step == "expired_holder_found"
        if replacement == "release_and_acquire":
            store.delete(LOCKS, stale_id)
        made.append(acquire(store, batch_id, "replacement", FAST))

    with pytest.raises(NotClaimed):
        acquire(store, batch_id, "late", FAST, step_hook=replace_now)
    (y,) = made
    assert [(r["id"], r["owner"]) for r in locks_of(store, batch_id)] == [(y.id, y.owner)]
    y.write([])  # and Y is still a working lease


def test_a_replacement_made_after_the_final_ownership_read_survives_the_old_release(
    store: Store,
) -> None:
    """Interleaving (b), 1 deterministic trial: old worker A verifies it owns X; before A's
    delete, another worker takes X over as Y. Pass: A's release deletes nothing of Y's."""
    batch_id = new_batch(store)
    a = acquire(store, batch_id, "old", FAST)
    expire(store, a)
    made: list[Lease] = []
    a.step_hook = lambda step: made.append(acquire(store, batch_id, "new", FAST))
    assert a.release() is False
    (y,) = made
    assert [(r["id"], r["owner"]) for r in locks_of(store, batch_id)] == [(y.id, y.owner)]


def test_a_release_after_a_take_over_leaves_the_new_holders_row_alone(
    store: Store, caplog: pytest.LogCaptureFixture
) -> None:
    """1 trial. Pass: after B took A's expired lease over, A's release (twice: it is
    idempotent) deletes nothing, B's row remains, and the events are logged with fields."""
    caplog.set_level(logging.INFO, logger="dn_pipeline.leasing.leases")
    batch_id = new_batch(store)
    a = acquire(store, batch_id, "old", FAST)
    expire(store, a)
    b = acquire(store, batch_id, "new", FAST)
    assert b.id != a.id
    assert a.release() is False
    assert a.release() is False
    assert [r["id"] for r in locks_of(store, batch_id)] == [b.id]
    text = caplog.text
    assert f"lease_acquired batch={batch_id} owner={a.owner}" in text
    assert f"lease_taken_over batch={batch_id} owner={b.owner}" in text
    assert f"lease_released batch={batch_id} owner={a.owner} id={a.id} deleted=false" in text
    assert b.release() is True
    assert locks_of(store, batch_id) == []


def test_a_fenced_write_after_a_take_over_raises_lease_lost_and_lands_nothing(
    store: Store,
) -> None:
    """1 trial, in-process. Pass: A's write after B's take-over raises LeaseLost, marks A
    lost, and none of its ops landed."""
    batch_id = new_batch(store)
    a = acquire(store, batch_id, "old", FAST)
    a.write([event_op(batch_id, a.owner, 1)])
    expire(store, a)
    acquire(store, batch_id, "new", FAST)
    with pytest.raises(LeaseLost):
        a.write([event_op(batch_id, a.owner, 2), event_op(batch_id, a.owner, 3)])
    assert a.lost and a.lost_reason == "taken_over"
    assert seqs_of(store, a.owner) == [1]


def test_the_self_fence_refuses_a_write_without_sending_once_the_lease_is_too_old(
    store: Store,
) -> None:
    """1 trial with a fake monotonic clock. Pass: a write just inside ttl - margin is sent;
    one just past it raises LeaseLost and makes no request at all."""
    now = [1000.0]
    batch_id = new_batch(store)
    lease = acquire(store, batch_id, "test", FAST, clock=lambda: now[0])
    now[0] += FAST.ttl_s - FAST.fence_margin_s - 0.1
    lease.write([])
    now[0] += FAST.ttl_s - FAST.fence_margin_s + 0.1
    before = store.requests
    with pytest.raises(LeaseLost):
        lease.write([event_op(batch_id, lease.owner, 1)])
    assert store.requests == before
    assert lease.lost and lease.lost_reason == "self_fence"


# -- zombie writer and its negative control ---------------------------------------------


def _pause_and_take_over(
    store: Store, zombie: Worker, batch_id: str
) -> tuple[dict[str, Any], Lease, list[int]]:
    acquired = zombie.wait_for("acquired")
    for _ in range(3):
        zombie.wait_for("wrote")
    zombie.proc.send_signal(signal.SIGSTOP)
    expired = bind("id = {:id} && reclaim_at < @now", id=acquired["id"])
    wait_until(lambda: store.first(LOCKS, expired) is not None, 20, "the zombie's lease to expire")
    taker = acquire(store, batch_id, "taker", FAST)
    taker.write([event_op(batch_id, taker.owner, s) for s in (1, 2, 3)])
    return acquired, taker, seqs_of(store, acquired["owner"])


@pytest.mark.parametrize(
    "fences",
    [
        pytest.param({"DN_TEST_HEARTBEAT": "1"}, id="self-fence-and-server-fence"),
        pytest.param({"DN_TEST_DISABLE_SELF_FENCE": "1"}, id="server-fence-alone"),
    ],
)
def test_a_paused_zombie_lands_nothing_after_another_worker_took_its_lease_over(
    pb: TestServer, store: Store, workers: list[Worker], tmp_path: Path, fences: dict[str, str]
) -> None:
    """1 trial per fence configuration (TTL 3 s, grace 1 s). A real process writes numbered
    events through its lease, is SIGSTOPped past its TTL, another worker takes over and
    writes, then SIGCONT. Pass: the zombie's next write raises LeaseLost (with the self-fence
    off it is the server that refuses it), it exits 0, the zombie's rows are exactly those
    before the take-over, and the new holder's rows all landed."""
    batch_id = new_batch(store)
    stop = tmp_path / "stop"
    zombie = Worker(pb, "zombie", batch_id, str(stop), env={**timing_env(FAST), **fences})
    workers.append(zombie)
    acquired, taker, before = _pause_and_take_over(store, zombie, batch_id)
    zombie.proc.send_signal(signal.SIGCONT)
    lost = zombie.wait_for("lost")
    assert zombie.proc.wait(timeout=10) == 0
    if "DN_TEST_DISABLE_SELF_FENCE" in fences:
        assert lost["reason"] == "taken_over" and lost["sent"] is True
    assert seqs_of(store, acquired["owner"]) == before
    assert lost["seq"] not in before
    wrote = {e["seq"] for e in zombie.drain() if e.get("event") == "wrote"}
    assert set(before) == wrote
    assert seqs_of(store, taker.owner) == [1, 2, 3]


def test_with_the_fence_switched_off_the_zombies_stale_write_lands(
    pb: TestServer, store: Store, workers: list[Worker], tmp_path: Path
) -> None:
    """Negative control, 1 trial: the zombie scenario with DN_TEST_DISABLE_FENCE=1 (both
    fences off, test-only). Pass: rows of the zombie DO land after the take-over, which
    proves the zombie test above can fail."""
    batch_id = new_batch(store)
    stop = tmp_path / "stop"
    env = {**timing_env(FAST), "DN_TEST_DISABLE_FENCE": "1"}
    zombie = Worker(pb, "zombie", batch_id, str(stop), env=env)
    workers.append(zombie)
    acquired, _, before = _pause_and_take_over(store, zombie, batch_id)
    zombie.proc.send_signal(signal.SIGCONT)
    wait_until(lambda: len(seqs_of(store, acquired["owner"])) > len(before), 10, "a stale write")
    stop.touch()
    assert zombie.proc.wait(timeout=10) == 0
    assert max(seqs_of(store, acquired["owner"])) > max(before)


# -- the server goes away -----------------------------------------------------------------


def test_a_holder_whose_server_stopped_self_fences_within_the_ttl_and_exits_cleanly(
    workers: list[Worker],
) -> None:
    """1 trial on a PocketBase of this test's own (TTL 3 s, margin 1 s). The server is
    stopped while a process holds a lease and heartbeats. Pass: its write raises LeaseLost
    without sending a request, at most TTL after its last successful touch, and the process
    (whose release cannot reach the server) exits 0."""
    with TestServer() as own:
        batch_id = new_batch(own.store())
        holder = Worker(own, "until_lost", batch_id, env=timing_env(FAST))
        workers.append(holder)
        holder.wait_for("acquired")
        time.sleep(0.5)
        own.stop()
        holder.wait_for("server_gone")
        lost = holder.wait_for("lost", timeout=FAST.ttl_s + 2)
        assert lost["reason"] == "self_fence"
        assert lost["sent"] is False
        assert lost["since_last_ok_s"] <= FAST.ttl_s
        assert holder.proc.wait(timeout=10) == 0


# -- with_batch_lease and SIGTERM ----------------------------------------------------------


@pytest.mark.parametrize("error", [RuntimeError, KeyboardInterrupt])
def test_with_batch_lease_releases_the_lease_when_the_block_raises(
    store: Store, error: type[BaseException]
) -> None:
    """1 trial per exception type. Pass: the exception propagates and no lock row remains."""
    batch_id = new_batch(store)
    with (
        pytest.raises(error),
        with_batch_lease(store, batch_id, "t", lambda b: True, FAST) as lease,
    ):
        assert [r["id"] for r in locks_of(store, batch_id)] == [lease.id]
        raise error("boom")
    assert locks_of(store, batch_id) == []


def test_with_batch_lease_refuses_a_batch_that_is_no_longer_due(store: Store) -> None:
    """1 trial: the batch is already staged when re-read. Pass: NotClaimed('no longer due'),
    the block never runs, and no lock row remains."""
    batch_id = new_batch(store, status="staged")
    ran = False
    with (
        pytest.raises(NotClaimed, match="no longer due"),
        with_batch_lease(store, batch_id, "t", lambda b: b["status"] == "queued", FAST),
    ):
        ran = True
    assert not ran
    assert locks_of(store, batch_id) == []


def test_sigterm_hands_the_lease_back_at_once_so_another_worker_acquires_immediately(
    pb: TestServer, store: Store, workers: list[Worker]
) -> None:
    """1 trial with a 30 s TTL (so only a release, not expiry, can free the batch). A real
    process holds the batch via with_batch_lease and the SIGTERM stop flag. Pass: after
    SIGTERM it exits 0 within 5 s, and a plain acquire succeeds right away."""
    batch_id = new_batch(store)
    holder = Worker(pb, "sigterm", batch_id, env=timing_env(LONG))
    workers.append(holder)
    holder.wait_for("acquired")
    holder.proc.send_signal(signal.SIGTERM)
    assert holder.proc.wait(timeout=5) == 0
    holder.wait_for("released")
    lease = acquire(store, batch_id, "next", LONG)
    assert [r["id"] for r in locks_of(store, batch_id)] == [lease.id]


def test_the_background_heartbeat_keeps_a_lease_alive_past_its_ttl_and_notices_a_cancel(
    store: Store,
) -> None:
    """1 trial, TTL 3 s, heartbeat 1 s, grace 0.5 s, held until the server's clock is past
    the first reclaim_at (TTL + grace: without a heartbeat a rival could take it over).
    Pass: the row's reclaim_at moved forward, a rival is still NotClaimed, the lease is not
    lost, and the batch's cancel_requested flag reached ``lease.cancel_requested``."""
    short = LeaseTimings(ttl_s=3.0, heartbeat_s=1.0, grace_s=0.5, fence_margin_s=1.0)
    batch_id = new_batch(store)
    lease = acquire(store, batch_id, "hb", short)
    first = store.get(LOCKS, lease.id)["reclaim_at"]
    lease.start_heartbeat()
    store.update("dn_batches", batch_id, {"cancel_requested": True})
    expiry = parse_pb_datetime(first)
    assert expiry is not None
    # server_now() never runs ahead of the server (its Date header is truncated to the s).
    wait_until(
        lambda: store.server_now() > expiry and lease.cancel_requested,
        timeout=60,
        what="the server's clock past the first reclaim_at and the cancel seen",
        poll=0.2,
    )
    with pytest.raises(NotClaimed):
        acquire(store, batch_id, "rival", short)
    assert store.get(LOCKS, lease.id)["reclaim_at"] > first
    assert not lease.lost
    assert lease.cancel_requested
    lease.write([event_op(batch_id, lease.owner, 1)])
    assert lease.release() is True
