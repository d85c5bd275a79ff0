"""Scenario 5: vision API faults through the real ``anthropic`` SDK against the loopback fake.

The worker runs in this process (so the SDK's timeout can be 1 s and its retries 2) with
one read at a time. A fault scripted by call number hits the third call, whichever page it
reads (the first run claims its reads while it looks their keys up, so which page goes
third is not fixed); a fault aimed at one page (``Harness.script_for``) hits that page.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from dn_pipeline.cli.app import make_worker
from dn_pipeline.readers.anthropic_reader import AnthropicReader
from dn_pipeline.run.tick import Summary, tick
from dn_pipeline.settings import from_env
from dn_pipeline.store.connect import connect
from dn_pipeline.store.filters import bind
from dn_pipeline.testing.fake_replies import (
    Reply,
    drop_connection,
    hang,
    malformed_tool_answer,
    overloaded,
    rate_limited,
    server_error,
    truncated_answer,
)
from tests.reliability.conftest import Harness, ref_sources, reference_state

pytestmark = pytest.mark.reliability

SDK_RETRIES = 2  # so a fault answered 3 times in a row exhausts the SDK
FAULTS: dict[str, Callable[[], Reply]] = {
    "429_with_retry_after": lambda: rate_limited(0.05),
    "529_overloaded": lambda: overloaded(0.05),
    "500_server_error": lambda: server_error(500, 0.05),
    "connection_reset": drop_connection,
    "timeout": lambda: hang(3.0),
}


def run_tick(rel: Harness) -> Summary:
    settings = from_env(rel.env(DN_READ_CONCURRENCY="1"))
    reader = AnthropicReader(
        api_key=settings.anthropic_api_key,
        model=settings.model,
        base_url=rel.fake.base_url,
        timeout_s=1.0,
        max_retries=SDK_RETRIES,
    )
    return tick(make_worker(settings, connect(settings), reader=reader))


def reads_of(rel: Harness, batch: str) -> list[dict[str, Any]]:
    return rel.store.list("dn_page_reads", bind("batch = {:b}", b=batch))


@pytest.mark.parametrize("fault", list(FAULTS), ids=list(FAULTS))
def test_a_vision_fault_the_sdk_retries_away_costs_nothing_extra(rel: Harness, fault: str) -> None:
    """Trials: 1 per fault, answered twice at the third call, then a good answer. Pass: the
    batch finishes in one tick with a clean run's final state; the faulted image took 3 HTTP
    attempts; every image is paid once."""
    expected = reference_state(rel)
    batch = rel.upload(ref_sources())
    rel.script = [None, None, FAULTS[fault](), FAULTS[fault]()]
    summary = run_tick(rel)
    assert (summary.failed, summary.needs_review) == (0, 1)
    assert rel.state(batch) == expected
    assert sorted(rel.calls_per_image().values()) == [1, 1, 1, 1, 3]
    assert rel.totals(batch)["paid_calls"] == 5


@pytest.mark.parametrize("fault", list(FAULTS), ids=list(FAULTS))
def test_a_vision_outage_requeues_the_batch_with_its_reads_kept_until_the_api_recovers(
    rel: Harness, fault: str
) -> None:
    """Trials: 1 per fault, answered at every SDK attempt of the third call. Pass: the tick
    puts the batch back to ``queued`` with an attempt counted and the error recorded, the two
    finished reads kept and no read left pending; the next tick (API recovered) re-reads
    none of them and ends with a clean run's final state, each image paid once."""
    expected = reference_state(rel)
    batch = rel.upload(ref_sources())
    rel.script = [None, None] + [FAULTS[fault]() for _ in range(SDK_RETRIES + 1)]
    summary = run_tick(rel)
    assert summary.failed == 1
    row = rel.store.get("dn_batches", batch)
    assert (row["status"], row["attempts"]) == ("queued", 1)
    assert row["last_error"]
    assert sorted(r["status"] for r in reads_of(rel, batch)) == ["ok", "ok"]
    assert run_tick(rel).needs_review == 1
    assert rel.state(batch) == expected
    assert sorted(rel.calls_per_image().values()) == [1, 1, 1, 1, 1 + SDK_RETRIES + 1]
    assert rel.totals(batch)["paid_calls"] == 5


@pytest.mark.parametrize(
    ("answer", "code"),
    [(malformed_tool_answer, "invalid_answer"), (truncated_answer, "truncated")],
    ids=["malformed_tool_input", "stop_reason_max_tokens"],
)
def test_an_unusable_answer_fails_its_page_with_a_reason_and_the_batch_needs_review(
    rel: Harness, answer: Callable[[], Reply], code: str
) -> None:
    """Trials: 1 per kind, aimed at steel.pdf's read. Pass: that page is ``failed`` with
    the reason, counted in ``open_pages``; its note is missing but every other note is as in
    a clean run; the batch ends ``needs_review``; the bad answer is paid and recorded once
    and a later tick calls nothing again."""
    expected = reference_state(rel)
    batch = rel.upload(ref_sources())
    rel.script_for = {"NOTE=B200": [answer()]}  # steel.pdf (ref_sources)
    assert run_tick(rel).needs_review == 1
    state = rel.state(batch)
    assert state["status"] == "needs_review"
    assert state["open_pages"] == 1
    assert ("steel.pdf#1", "failed") in state["pages"]
    page = rel.store.first(
        "dn_batch_pages", bind("batch = {:b} && page = 1", b=batch) + " && read_status = 'failed'"
    )
    assert page is not None and code in page["read_error"]
    others = [c for c in expected["candidates"] if c["pages"] != ["steel.pdf#1"]]
    assert state["candidates"] == others
    assert run_tick(rel).claimed == 0
    assert sorted(rel.calls_per_image().values()) == [1, 1, 1, 1, 1]
    totals = rel.totals(batch)
    assert (totals["paid_calls"], totals["reads_failed"]) == (5, 1)
