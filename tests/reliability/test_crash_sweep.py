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

from typing import Any

import pytest

from dn_pipeline.app import connect, make_worker
from dn_pipeline.leases import Lease
from dn_pipeline.settings import from_env
from dn_pipeline.store import Op
from dn_pipeline.tick import tick
from tests.reliability.conftest import Harness, ref_sources

pytestmark = pytest.mark.reliability

# One read at a time: a crash right after a write then never has another call in flight,
# so "each image sent exactly once" is a fair criterion (kill -9 covers in-flight calls).
SWEEP_ENV = {"DN_READ_CONCURRENCY": "1"}
_reference: dict[str, Any] = {}


def clean_run(rel: Harness, monkeypatch: pytest.MonkeyPatch) -> tuple[dict[str, Any], int]:
    """The reference state and W, the number of data-carrying fenced writes of a clean run."""
    if not _reference:
        writes = []
        original = Lease.write

        def counting(self: Lease, ops: list[Op]) -> Any:
            result = original(self, ops)
            if ops:  # heartbeats carry no ops, as in the crash hook
                writes.append(len(ops))
            return result

        with monkeypatch.context() as m:
            m.setattr(Lease, "write", counting)
            settings = from_env(rel.env(**SWEEP_ENV))
            batch = rel.upload(ref_sources())
            summary = tick(make_worker(settings, connect(settings)))
        assert summary.claimed == 1
        state = rel.state(batch)
        assert state["status"] == "needs_review"
        assert state["reads_paid"] == state["unique_images"] == 5
        assert set(rel.calls_per_image().values()) == {1}
        _reference.update(state=state, writes=len(writes))
        rel.reset()
    return _reference["state"], _reference["writes"]


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


@pytest.mark.parametrize("where", [0.0, 0.3, 0.5, 0.75, 1.0], ids=lambda f: f"at_{f:.0%}_of_W")
def test_a_tick_crashing_after_a_sampled_write_leaves_the_same_final_state_as_a_clean_run(
    rel: Harness, monkeypatch: pytest.MonkeyPatch, where: float
) -> None:
    reference, writes = clean_run(rel, monkeypatch)
    n = max(1, round(where * writes))
    assert crash_trial(rel, n, writes) == reference


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
