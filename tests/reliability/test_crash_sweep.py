"""Scenario 1: the crash-point sweep.

A clean run of the reference batch (in this process, counting the fenced writes W that
carry data) gives the reference state. Then, for a crash point N, a ``dn-pipeline tick``
subprocess dies (``os._exit(86)``) right after its N-th fenced write landed; fresh ticks
follow until the batch is settled (the reconciler re-drives the orphan once its 3 s lease
ran out). Pass: the final state equals the clean run's (candidates, pages, statuses,
reasons), no duplicate rows, and every page image was sent to the vision API exactly once
(a crash right *after* a write never repeats a call) with cost recorded once per image.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from dn_pipeline.cli.app import make_worker
from dn_pipeline.leasing.leases import Lease
from dn_pipeline.run.tick import tick
from dn_pipeline.settings import from_env
from dn_pipeline.store import writes
from dn_pipeline.store.connect import connect
from dn_pipeline.store.ops import Op
from tests import corpus
from tests.reliability.conftest import Harness, ref_sources, tagged_pdf

pytestmark = pytest.mark.reliability

# One read at a time, and no read-ahead (DN_READ_AHEAD=false: a lane's next call waits for
# its last record): a crash right after a write then never has a call in flight, so "each
# image sent exactly once" is a fair criterion (kill -9 covers in-flight calls; the
# read-ahead section below covers the default, where a record lands during the next call).
SWEEP_ENV = {"DN_READ_CONCURRENCY": "1", "DN_READ_AHEAD": "false"}
# The clean run crashes nowhere, so nothing waits for its lease: a long one keeps a run
# starved of CPU (a loaded machine) from self-fencing and leaving no reference.
CLEAN_RUN_LEASE = {"DN_LEASE_TTL_S": "60", "DN_LEASE_HEARTBEAT_S": "1"}
_reference: dict[str, Any] = {}


def clean_run(rel: Harness, monkeypatch: pytest.MonkeyPatch) -> tuple[dict[str, Any], int]:
    """The reference state and W, the number of data-carrying fenced writes of a clean run."""
    if not _reference:
        writes = []
        chained: list[int] = []  # the points right after a record-and-claim write
        original = Lease.write

        def counting(self: Lease, ops: list[Op]) -> Any:
            result = original(self, ops)
            if ops:  # heartbeats carry no ops, as in the crash hook
                writes.append(len(ops))
                if _records_and_claims(ops):
                    chained.append(len(writes))
            return result

        with monkeypatch.context() as m:
            m.setattr(Lease, "write", counting)
            settings = from_env(rel.env(**SWEEP_ENV, **CLEAN_RUN_LEASE))
            batch = rel.upload(ref_sources())
            summary = tick(make_worker(settings, connect(settings)))
        assert summary.claimed == 1
        state = rel.state(batch)
        assert state["status"] == "needs_review"
        assert state["reads_paid"] == state["unique_images"] == 5
        assert set(rel.calls_per_image().values()) == {1}
        _reference.update(state=state, writes=len(writes), chained=chained)
        rel.reset()
    return _reference["state"], _reference["writes"]


def _records_and_claims(ops: list[Op]) -> bool:
    """A read's completion with the next image's claim in one fenced write (#20)."""
    reads = [o for o in ops if o.collection == "dn_page_reads"]
    return any(o.method == "PATCH" for o in reads) and any(o.method == "POST" for o in reads)


def crash_trial(rel: Harness, n: int, writes: int) -> dict[str, Any]:
    batch = rel.upload(ref_sources())
    code, _ = rel.tick(DN_TEST_CRASH_AFTER_WRITE=str(n), **SWEEP_ENV)
    assert code == (86 if n <= writes else 0), f"crash point {n}: exit {code}"
    rel.tick_until_settled([batch], deadline_s=60, **SWEEP_ENV)
    calls = rel.calls_per_image()
    assert len(calls) == 5 and set(calls.values()) == {1}, f"crash point {n}: calls {calls}"
    totals = rel.totals(batch)
    assert totals["paid_calls"] == 5 and totals["spent_usd"] == totals["cost_usd"]
    return rel.state(batch)


# Sampled points keep the default suite under its time: the first and last write there, the
# middle one and every other point in ./dev test-slow.
@pytest.mark.parametrize(
    "where",
    [
        pytest.param(0.0, id="at_0%_of_W"),
        pytest.param(0.5, id="at_50%_of_W", marks=pytest.mark.slow),
        pytest.param(1.0, id="at_100%_of_W"),
    ],
)
def test_a_tick_crashing_after_a_sampled_write_leaves_the_same_final_state_as_a_clean_run(
    rel: Harness, monkeypatch: pytest.MonkeyPatch, where: float
) -> None:
    reference, writes = clean_run(rel, monkeypatch)
    n = max(1, round(where * writes))
    assert crash_trial(rel, n, writes) == reference


# The first such write in the default run, the last in ./dev test-slow (the suite's time).
@pytest.mark.parametrize(
    "which", [pytest.param(0, id="first"), pytest.param(-1, id="last", marks=pytest.mark.slow)]
)
def test_a_tick_crashing_right_after_recording_a_read_and_claiming_the_next_ends_as_a_clean_run(
    rel: Harness, monkeypatch: pytest.MonkeyPatch, which: int
) -> None:
    """The crash leaves the next image claimed (pending under a dead lease) but not yet
    sent: the rerun takes it over and sends it once; the recorded read is never redone."""
    reference, writes = clean_run(rel, monkeypatch)
    chained = _reference["chained"]
    assert len(chained) == 4, f"5 images at one lane: 4 record-and-claim writes, {chained}"
    assert crash_trial(rel, chained[which], writes) == reference


@pytest.mark.slow
def test_a_tick_crashing_after_any_of_its_writes_leaves_the_same_final_state_as_a_clean_run(
    rel: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    reference, writes = clean_run(rel, monkeypatch)
    differing = {}
    for n in range(1, writes + 1):
        rel.reset()
        try:
            state = crash_trial(rel, n, writes)
        except AssertionError as exc:
            differing[n] = str(exc)[:300]
            continue
        if state != reference:
            differing[n] = state
    assert not differing, f"W={writes}; differing crash points: {differing}"


# -- issue 21: crash points between the pieces of a split write ------------------------------
#
# The server's batch.maxRequests is lowered to SPLIT_MAX_REQUESTS for these tests only (and
# restored), so a batch of 7 copies of one page plus one other page makes the read's page
# links and the candidate creates each need several fenced pieces. The crash points are the
# writes after which another piece of the same split write was still to come.

SPLIT_MAX_REQUESTS = 4  # the fence touch and 3 ops per piece
_split_reference: dict[str, Any] = {}


def split_sources() -> list[tuple[str, bytes]]:
    same = corpus.text_pdf(["REF NOTE=S500 PAGE=1 OF=1 SUP=0 PO=4500101"], pages=7)
    return [("same-docket-7.pdf", same), ("steel.pdf", tagged_pdf("B200", sup=1, po="4500102"))]


@pytest.fixture
def low_batch_limit(rel: Harness) -> Iterator[None]:
    before = dict(rel.store.settings()["batch"])
    low = {"batch": {**before, "maxRequests": SPLIT_MAX_REQUESTS}}
    rel.store.send("/api/settings", {"method": "PATCH", "body": low})
    writes.load_limits(rel.store)
    try:
        yield
    finally:
        rel.store.send("/api/settings", {"method": "PATCH", "body": {"batch": before}})
        writes.load_limits(rel.store)


def split_clean_run(
    rel: Harness, monkeypatch: pytest.MonkeyPatch
) -> tuple[dict[str, Any], int, list[int]]:
    """The reference state, W, and every N after which a split write had pieces left."""
    if not _split_reference:
        count = {"n": 0}
        between: list[int] = []
        original, original_plan = Lease.write, writes.plan

        def counting(self: Lease, ops: list[Op]) -> Any:
            result = original(self, ops)
            if ops:
                count["n"] += 1
            return result

        def planning(*args: Any, **kwargs: Any) -> list[list[Op]]:
            pieces = original_plan(*args, **kwargs)
            between.extend(count["n"] + i for i in range(1, len(pieces)))
            return pieces

        with monkeypatch.context() as m:
            m.setattr(Lease, "write", counting)
            m.setattr(writes, "plan", planning)
            settings = from_env(rel.env(**SWEEP_ENV))
            batch = rel.upload(split_sources())
            summary = tick(make_worker(settings, connect(settings)))
        assert summary.claimed == 1
        state = rel.state(batch)
        assert state["page_count"] == 8 and state["reads_paid"] == state["unique_images"] == 2
        assert len(between) >= 4, f"expected several split writes, crash points {between}"
        _split_reference.update(state=state, writes=count["n"], between=between)
        print(f"split writes: W={count['n']}, crash points between pieces {between}")
        rel.reset()
    return _split_reference["state"], _split_reference["writes"], _split_reference["between"]


def split_crash_trial(rel: Harness, n: int, writes_total: int) -> dict[str, Any]:
    batch = rel.upload(split_sources())
    code, _ = rel.tick(DN_TEST_CRASH_AFTER_WRITE=str(n), **SWEEP_ENV)
    assert code == 86, f"crash point {n} of {writes_total}: exit {code}"
    rel.tick_until_settled([batch], deadline_s=60, **SWEEP_ENV)
    calls = rel.calls_per_image()
    assert len(calls) == 2 and set(calls.values()) == {1}, f"crash point {n}: calls {calls}"
    totals = rel.totals(batch)
    assert totals["paid_calls"] == 2 and totals["spent_usd"] == totals["cost_usd"]
    return rel.state(batch)


@pytest.mark.usefixtures("low_batch_limit")
def test_a_tick_crashing_between_the_first_two_pieces_of_a_split_write_ends_as_a_clean_run(
    rel: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    # 1 trial: the first split write of the run (the shared read's completion, then links).
    reference, writes_total, between = split_clean_run(rel, monkeypatch)
    assert split_crash_trial(rel, between[0], writes_total) == reference


@pytest.mark.slow
@pytest.mark.usefixtures("low_batch_limit")
def test_a_tick_crashing_between_any_two_pieces_of_a_split_write_ends_as_a_clean_run(
    rel: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    reference, writes_total, between = split_clean_run(rel, monkeypatch)
    differing = {}
    for n in between:
        rel.reset()
        try:
            state = split_crash_trial(rel, n, writes_total)
        except AssertionError as exc:
            differing[n] = str(exc)[:300]
            continue
        if state != reference:
            differing[n] = state
    assert not differing, f"W={writes_total}, split points {between}; differing: {differing}"


# -- issue 20: the window claim (the lanes' first claims in one fenced write) -----------------


def test_a_tick_crashing_right_after_the_window_claim_ends_as_a_clean_run(
    rel: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two lanes with read-ahead (the default): their first two claims each go out in one
    fenced write. A crash right after it leaves four images claimed and none sent (no call
    is in flight yet, so "each image sent exactly once" stays fair): the rerun takes them
    over and sends each once."""
    reference, _ = clean_run(rel, monkeypatch)
    two = {"DN_READ_CONCURRENCY": "2"}

    def window_claim(ops: list[Op]) -> bool:
        claims = [o for o in ops if o.collection == "dn_page_reads" and o.method == "POST"]
        return len(claims) >= 2 and not any(o.method == "PATCH" for o in ops)

    points = write_points(rel, monkeypatch, two, window_claim)
    assert len(points) == 1, f"one window claim expected, at {points}"
    batch = rel.upload(ref_sources())
    code, _ = rel.tick(DN_TEST_CRASH_AFTER_WRITE=str(points[0]), **two)
    assert code == 86, f"crash point {points[0]}: exit {code}"
    rel.tick_until_settled([batch], deadline_s=60, **two)
    calls = rel.calls_per_image()
    assert len(calls) == 5 and set(calls.values()) == {1}, f"calls {calls}"
    totals = rel.totals(batch)
    assert totals["paid_calls"] == 5 and totals["spent_usd"] == totals["cost_usd"]
    assert rel.state(batch) == reference


# -- issue 20: the shared write (several lanes' records and next claims in one fenced write) --

# Two lanes whose records always share a write: the writer waits for every lane in a call
# that started within DN_READ_GATHER_MS of its own (far above a call), and calls last 1 s
# so both lanes have started theirs before either ends: the write points do not depend on
# timing.
SHARED_ENV = {"DN_READ_CONCURRENCY": "2", "DN_READ_GATHER_MS": "30000", "DN_READ_AHEAD": "false"}
SHARED_CALL_S = 1.0
_shared: dict[str, Any] = {}


def _completions(ops: list[Op]) -> int:
    return sum(
        1
        for o in ops
        if o.collection == "dn_page_reads" and o.method == "PATCH" and "status" in o.body
    )


def write_points(
    rel: Harness,
    monkeypatch: pytest.MonkeyPatch,
    env: dict[str, str],
    keep: Callable[[list[Op]], bool],
) -> list[int]:
    """A clean in-process run of the reference batch under ``env``: the N of every fenced
    write whose ops ``keep`` picks (the crash points to aim at); the store is reset after."""
    points: list[int] = []
    count = {"n": 0}
    original = Lease.write

    def counting(self: Lease, ops: list[Op]) -> Any:
        result = original(self, ops)
        if ops:
            count["n"] += 1
            if keep(ops):
                points.append(count["n"])
        return result

    with monkeypatch.context() as m:
        m.setattr(Lease, "write", counting)
        settings = from_env(rel.env(**env))
        rel.upload(ref_sources())
        tick(make_worker(settings, connect(settings)))
    rel.reset()
    return points


def shared_points(rel: Harness, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The N after which a write carrying both lanes' records landed (a clean run)."""
    if not _shared:
        monkeypatch.setattr(rel, "latency_s", SHARED_CALL_S)
        _shared["points"] = write_points(
            rel, monkeypatch, SHARED_ENV, lambda ops: _completions(ops) >= 2
        )
    return list(_shared["points"])


# The first such write in the default run, the last in ./dev test-slow (the suite's time).
@pytest.mark.parametrize(
    "which", [pytest.param(0, id="first"), pytest.param(-1, id="last", marks=pytest.mark.slow)]
)
def test_a_tick_crashing_right_after_a_write_shared_by_two_lanes_ends_as_a_clean_run(
    rel: Harness, monkeypatch: pytest.MonkeyPatch, which: int
) -> None:
    """5 images, two lanes: the records of images 1+2 (with the claims of 3 and 4), then of
    3+4 (with the claim of 5), each in one write. Both lanes wait on that write, so no call
    is in flight when it lands ("each image sent exactly once" stays fair): a crash right
    after it leaves the next images claimed, none sent; the rerun takes them over and
    sends each once, and the recorded reads are never redone. 1 trial each."""
    reference, _ = clean_run(rel, monkeypatch)
    points = shared_points(rel, monkeypatch)
    assert len(points) == 2, f"two shared writes expected, at {points}"
    monkeypatch.setattr(rel, "latency_s", SHARED_CALL_S)
    batch = rel.upload(ref_sources())
    code, _ = rel.tick(DN_TEST_CRASH_AFTER_WRITE=str(points[which]), **SHARED_ENV)
    assert code == 86, f"crash point {points[which]}: exit {code}"
    rel.tick_until_settled([batch], deadline_s=60, **SHARED_ENV)
    calls = rel.calls_per_image()
    assert len(calls) == 5 and set(calls.values()) == {1}, f"calls {calls}"
    totals = rel.totals(batch)
    assert totals["paid_calls"] == 5 and totals["spent_usd"] == totals["cost_usd"]
    assert rel.state(batch) == reference


# -- read-ahead (the default): a record lands while the lane's next call is in flight -------

AHEAD_ENV = {"DN_READ_CONCURRENCY": "1"}  # DN_READ_AHEAD: on, the default
AHEAD_CALL_S = 0.5  # long beside a write: the next call is surely in flight when one lands
# The crash waits this long after the write: the next call, started as the record went out,
# surely reaches the fake meanwhile (CI once crashed before it left: stop 28). Its answer is
# held until the process is gone, so no later record can land during the wait.
AHEAD_HOLD_S = "0.5"


# The first point in the default suite, the fourth too in the slow run (suite time).
@pytest.mark.parametrize(
    "which",
    [pytest.param(0, id="first"), pytest.param(-2, id="before_last", marks=pytest.mark.slow)],
)
def test_a_tick_crashing_right_after_a_record_written_during_the_next_call_repeats_only_it(
    rel: Harness, monkeypatch: pytest.MonkeyPatch, which: int
) -> None:
    """One lane, read-ahead: the record of each read is written while the lane's next call
    is in flight (that call's claim landed with an earlier write). A crash right after such
    a record landed cuts that one call off: the rerun sends that image again, and no image
    whose read was recorded; the repeated call is counted in doubt (with at most one more
    image claimed ahead and never sent); cost is recorded once per image and the final
    state is a clean run's. 1 trial each (the second only in the slow run)."""
    reference, _ = clean_run(rel, monkeypatch)
    monkeypatch.setattr(rel, "latency_s", AHEAD_CALL_S)
    points = write_points(rel, monkeypatch, AHEAD_ENV, lambda ops: _completions(ops) >= 1)
    assert len(points) == 5, f"5 images at one lane: 5 record writes, at {points}"
    batch = rel.upload(ref_sources())
    record = which % len(points) + 1  # the crash lands right after the record of this call
    rel.hold_from, rel.answered = record + 1, 0  # ...the one after it is held in flight
    rel.gate.clear()
    try:
        code, _ = rel.tick(
            DN_TEST_CRASH_AFTER_WRITE=str(points[which]),
            DN_TEST_CRASH_HOLD_S=AHEAD_HOLD_S,
            **AHEAD_ENV,
        )
        in_flight = rel.answered
    finally:
        rel.gate.set()
        rel.hold_from = 0
    assert code == 86, f"crash point {points[which]}: exit {code}"
    assert in_flight == record + 1, f"call {record + 1} in flight at the crash: {in_flight}"
    rel.tick_until_settled([batch], deadline_s=60, **AHEAD_ENV)
    calls = rel.calls_per_image()
    assert sorted(calls.values()) == [1, 1, 1, 1, 2], f"calls {calls}"  # the one in flight
    totals = rel.totals(batch)
    assert totals["paid_calls"] == 5 and totals["spent_usd"] == totals["cost_usd"]
    repeated = sum(calls.values()) - 5
    assert repeated <= totals["calls_in_doubt"] <= repeated + 1, totals
    assert rel.state(batch) == reference
