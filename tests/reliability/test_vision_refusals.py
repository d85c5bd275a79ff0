"""Vision answers today's API can give besides faults (issue #17): a 402 billing error, a
refusal, and a 400 for a request the model refuses (forced ``tool_choice``).

Like ``test_vision_faults.py``, the worker runs in this process with one read at a time,
against a real PocketBase and the real SDK pointed at the loopback fake; the third call is
the first read of ``steel.pdf``.
"""

from __future__ import annotations

import dataclasses

import pytest

from dn_pipeline.cli.app import make_worker
from dn_pipeline.readers import prices
from dn_pipeline.readers.anthropic_reader import AnthropicReader, BillingError
from dn_pipeline.run.tick import Summary, tick
from dn_pipeline.settings import from_env
from dn_pipeline.store.connect import connect
from dn_pipeline.store.filters import bind
from dn_pipeline.testing.fake_replies import billing_error, refusal
from tests.reliability.conftest import Harness, ref_sources, reference_state

pytestmark = pytest.mark.reliability


def reader(rel: Harness, model: str = prices.DEFAULT_MODEL) -> AnthropicReader:
    return AnthropicReader(
        api_key=rel.guard.api_key,
        model=model,
        base_url=rel.fake.base_url,
        timeout_s=2.0,
        max_retries=2,
        retry_base_s=0.01,
    )


def run_tick(rel: Harness, first: AnthropicReader) -> Summary:
    settings = from_env(rel.env(DN_READ_CONCURRENCY="1"))
    return tick(make_worker(settings, connect(settings), reader=first))


def test_a_402_stops_the_tick_and_hands_the_batch_back_without_spending_an_attempt(
    rel: Harness,
) -> None:
    """Trials: 1, a 402 at the third call. Pass: the tick stops with the billing error; the
    batch is ``queued`` with no attempt spent and its two finished reads kept, nothing
    pending; once billing is fixed the next tick ends as a clean run, each image paid once."""
    expected = reference_state(rel)
    batch = rel.upload(ref_sources())
    rel.script = [None, None, billing_error()]
    with pytest.raises(BillingError, match="402 billing_error"):
        run_tick(rel, reader(rel))
    row = rel.store.get("dn_batches", batch)
    assert (row["status"], row["attempts"]) == ("queued", 0)
    reads = rel.store.list("dn_page_reads", bind("batch = {:b}", b=batch))
    assert sorted(r["status"] for r in reads) == ["ok", "ok"]
    assert run_tick(rel, reader(rel)).needs_review == 1
    assert rel.state(batch) == expected
    assert sorted(rel.calls_per_image().values()) == [1, 1, 1, 1, 2]
    assert rel.totals(batch)["paid_calls"] == 5


def test_a_refusal_escalates_that_page_and_the_batch_ends_as_a_clean_run(rel: Harness) -> None:
    """Trials: 1, a refusal at the third call, escalation to Sonnet 5.5 configured. Pass:
    the refused page is read again by the escalation model (its own paid read, counted in
    ``escalations``); the batch ends as a clean run but for that one more paid read;
    nothing is read a third time."""
    expected = reference_state(rel)
    batch = rel.upload(ref_sources())
    rel.script = [None, None, refusal()]
    first = reader(rel)
    first.escalation = reader(rel, prices.DEFAULT_ESCALATION_MODEL)
    summary = run_tick(rel, first)
    assert (summary.needs_review, summary.escalations) == (1, 1)
    assert rel.state(batch) == {**expected, "reads_paid": expected["reads_paid"] + 1}
    assert sorted(rel.calls_per_image().values()) == [1, 1, 1, 1, 2]
    t = rel.totals(batch)
    assert (t["paid_calls"], t["escalations"], t["reads_made"]) == (6, 1, 6)
    models = [r.json["model"] for r in rel.fake.requests if r.path == "/v1/messages"]
    assert models.count(prices.DEFAULT_ESCALATION_MODEL) == 1


def test_a_request_the_model_refuses_fails_each_page_with_its_request_id_not_the_batch(
    rel: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Trials: 1, a stale table row that makes the reader force tool use on Sonnet 5.5,
    which answers 400 to it. Pass: every page fails ``request_rejected`` with the API's
    request id recorded, once each (a 400 is never retried); the batch ends
    ``needs_review`` instead of being retried or parked."""
    model = "claude-sonnet-5-5"
    stale = dataclasses.replace(
        prices.facts(model), structured_outputs=False, forced_tool_choice=True
    )
    monkeypatch.setitem(prices.MODELS, model, stale)
    batch = rel.upload(ref_sources())
    summary = run_tick(rel, reader(rel, model))
    assert (summary.needs_review, summary.failed) == (1, 0)
    pages = rel.store.list("dn_batch_pages", bind("batch = {:b}", b=batch))
    assert {p["read_status"] for p in pages} == {"failed"}
    assert all("request_rejected" in p["read_error"] for p in pages)
    assert all("request_id req_fake" in p["read_error"] for p in pages)
    assert sorted(rel.calls_per_image().values()) == [1, 1, 1, 1, 1]
