"""The cascade and calls in doubt, through the runner, a real PocketBase and the real SDK
against ``FakeAnthropic`` (issue #17 point 3, issue #16 finding 8).

A page the first model answers unusably (invalid, refused, cut off), or whose good answer the
``escalate_if`` hook objects to (by default: the page's words and the site's host data
contradict it), is read again by the escalation model: its own paid read,
recorded with its model and cost, counted in ``escalations``. Attempts that may have reached
the API unanswered are counted in ``calls_in_doubt``.
"""

from __future__ import annotations

import dataclasses
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from dn_pipeline.errors import StoreUnavailable
from dn_pipeline.operator import uploads as batches
from dn_pipeline.readers import prices
from dn_pipeline.readers.anthropic_reader import AnthropicReader
from dn_pipeline.run.assembling import pages_of
from dn_pipeline.run.disagreement import escalate_if_for
from dn_pipeline.run.worker import Worker
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import bind
from dn_pipeline.testing import TestServer
from dn_pipeline.testing.fake_anthropic import FakeAnthropic
from dn_pipeline.testing.fake_batches import batch_succeeded
from dn_pipeline.testing.fake_replies import (
    DEFAULT_READ,
    RecordedRequest,
    Reply,
    hang,
    malformed_tool_answer,
    refusal,
    spend_limit_reached,
    tool_answer,
    truncated_answer,
)
from tests.integration import test_reads
from tests.integration.test_batchreads import finish, poll
from tests.integration.test_reads import png, reads_of, run, totals

site = test_reads.site
make_batch = test_reads.make_batch

CHEAP, STRONG = "claude-haiku-5-5", "claude-sonnet-5-5"
STRONG_READ = {**DEFAULT_READ, "document_number": "DN-STRONG"}


@pytest.fixture
def fake() -> Iterator[FakeAnthropic]:
    """Answers by model: the cheap model from the queue (else a good answer), the strong
    model always with ``STRONG_READ``."""
    with FakeAnthropic() as server:

        def by_model(request: RecordedRequest) -> Reply:
            if request.json.get("model") == STRONG:
                return tool_answer(STRONG_READ)
            return tool_answer()

        server.default = by_model
        yield server


def reader(fake: FakeAnthropic, model: str, **kw: Any) -> AnthropicReader:
    opts: dict[str, Any] = {"timeout_s": 2.0, "max_retries": 1, "retry_base_s": 0.01, **kw}
    return AnthropicReader(api_key="test-key", model=model, base_url=fake.base_url, **opts)


def worker(
    pb: TestServer, store: Store, fake: FakeAnthropic, *, escalate: bool = True, **kw: Any
) -> Worker:
    first = reader(fake, CHEAP, **kw)
    if escalate:
        first.escalation = reader(fake, STRONG)
    settings = pb.settings(extractor="anthropic", anthropic_api_key="k", read_concurrency=1)
    return Worker(store=store, settings=settings, reader=first, worker_id="test")


def models_called(fake: FakeAnthropic) -> list[str]:
    return [r.json["model"] for r in fake.requests if r.path == "/v1/messages"]


@pytest.mark.parametrize(
    ("bad", "code"),
    [
        (lambda: malformed_tool_answer({"doc_type": "receipt"}), "invalid_answer"),
        (refusal, "refused"),
        (truncated_answer, "truncated"),
    ],
    ids=["invalid", "refusal", "max_tokens"],
)
def test_an_unusable_cheap_answer_escalates_to_its_own_paid_recorded_read(
    pb: TestServer,
    store: Store,
    fake: FakeAnthropic,
    make_batch: Callable[..., str],
    bad: Callable[[], Reply],
    code: str,
) -> None:
    batch = make_batch(png(201), png(202))
    fake.enqueue(bad())  # the first page's cheap read
    outcome = run(worker(pb, store, fake), batch)
    assert models_called(fake) == [CHEAP, STRONG, CHEAP]
    assert outcome.reads.escalated == 1
    pages = sorted(pages_of(store, batch), key=lambda p: p["page"])
    assert all(p["read_status"] == "ok" for p in pages)
    rows = {r["id"]: r for r in reads_of(store, batch)}
    escalated = rows[pages[0]["read"]]
    assert (escalated["model"], escalated["status"]) == (STRONG, "ok")
    assert escalated["result"]["document_number"] == "DN-STRONG"
    failed = [r for r in rows.values() if r["status"] == "failed"]
    assert len(failed) == 1 and failed[0]["model"] == CHEAP and code in failed[0]["error"]
    t = totals(store, batch)
    assert (t["reads_made"], t["paid_calls"], t["escalations"]) == (3, 3, 1)
    assert t["cost_usd"] == pytest.approx(sum(r["cost_usd"] for r in rows.values()))
    events = store.list("dn_batch_events", bind("batch = {:b} && kind = 'read_paid'", b=batch))
    assert sorted((e["detail"]["model"], e["detail"]["escalation"]) for e in events) == [
        (CHEAP, False),
        (CHEAP, False),
        (STRONG, True),
    ]
    # Cached like any other read: a re-run calls nothing and escalates nothing.
    again = run(worker(pb, store, fake), batch)
    assert len(models_called(fake)) == 3 and again.reads.escalated == 0


def test_a_re_upload_reuses_both_the_failed_cheap_read_and_the_escalated_one(
    pb: TestServer, store: Store, fake: FakeAnthropic, make_batch: Callable[..., str]
) -> None:
    first = make_batch(png(205))
    fake.enqueue(refusal())
    assert run(worker(pb, store, fake), first).reads.escalated == 1
    second = make_batch(png(205))  # the same image in another batch
    outcome = run(worker(pb, store, fake), second)
    assert models_called(fake) == [CHEAP, STRONG]  # nothing paid again
    assert (outcome.reads.made, outcome.reads.escalated) == (0, 0)
    (page,) = pages_of(store, second)
    assert page["read_status"] == "ok"
    assert store.get("dn_page_reads", page["read"])["model"] == STRONG


def test_without_an_escalation_model_an_unusable_answer_fails_its_page(
    pb: TestServer, store: Store, fake: FakeAnthropic, make_batch: Callable[..., str]
) -> None:
    batch = make_batch(png(211))
    fake.enqueue(refusal())
    outcome = run(worker(pb, store, fake, escalate=False), batch)
    assert models_called(fake) == [CHEAP]
    assert outcome.reads.escalated == 0
    (page,) = pages_of(store, batch)
    assert page["read_status"] == "failed" and page["read_error"].startswith("refused")


def test_the_disagreement_hook_escalates_a_good_answer_it_objects_to(
    pb: TestServer, store: Store, fake: FakeAnthropic, make_batch: Callable[..., str]
) -> None:
    batch = make_batch(png(221), png(222))
    seen: list[str] = []

    def po_not_among_the_words(answer: dict[str, Any], page: dict[str, Any]) -> str | None:
        seen.append(page["id"])
        return "po_not_in_words" if answer.get("document_number") == "DN-1001" else None

    w = worker(pb, store, fake)
    w.escalate_if = po_not_among_the_words
    outcome = run(w, batch)
    # Both cheap answers are objected to; the strong answers are kept (no second escalation).
    assert models_called(fake) == [CHEAP, STRONG, CHEAP, STRONG]
    assert outcome.reads.escalated == 2
    docs = {
        store.get("dn_page_reads", p["read"])["result"]["document_number"]
        for p in pages_of(store, batch)
    }
    assert docs == {"DN-STRONG"}
    assert totals(store, batch)["escalations"] == 2


def test_a_timed_out_attempt_before_the_answer_is_recorded_as_a_call_in_doubt(
    pb: TestServer, store: Store, fake: FakeAnthropic, make_batch: Callable[..., str]
) -> None:
    batch = make_batch(png(231))
    fake.enqueue(hang(5))
    run(worker(pb, store, fake, timeout_s=0.5), batch)
    assert models_called(fake) == [CHEAP, CHEAP]
    t = totals(store, batch)
    assert (t["paid_calls"], t["calls_in_doubt"]) == (1, 1)


def test_attempts_that_all_time_out_are_recorded_in_doubt_and_the_batch_requeued(
    pb: TestServer, store: Store, fake: FakeAnthropic, make_batch: Callable[..., str]
) -> None:
    batch = make_batch(png(241))
    fake.enqueue(hang(5), hang(5))
    outcome = run(worker(pb, store, fake, timeout_s=0.5), batch)
    assert outcome.status == "failed"  # the retryable outcome: requeued with backoff
    assert store.get("dn_batches", batch)["status"] == "queued"
    t = totals(store, batch)
    assert (t["paid_calls"], t["calls_in_doubt"]) == (0, 2)


def test_message_batches_requests_carry_the_one_hour_cache_ttl(
    pb: TestServer, store: Store, fake: FakeAnthropic, make_batch: Callable[..., str]
) -> None:
    batch = make_batch(png(251))
    w = worker(pb, store, fake)
    w.settings = pb.settings(
        extractor="anthropic",
        anthropic_api_key="k",
        anthropic_base_url=fake.base_url,
        read_mode="batch",
    )
    assert run(w, batch).status == "awaiting_reads"
    (submitted,) = [fake.batches.get(i) for i in fake.batches.ids()]
    (request,) = submitted.requests
    cache = request["params"]["system"][-1]["cache_control"]
    assert cache == {"type": "ephemeral", "ttl": "1h"}
    # Its result's 1-hour cache write is recorded at the 1-hour price, halved.
    usage = {
        "input_tokens": 3000,
        "output_tokens": 300,
        "cache_creation_input_tokens": 5000,
        "cache_creation": {"ephemeral_5m_input_tokens": 0, "ephemeral_1h_input_tokens": 5000},
        "service_tier": "batch",
    }
    fake.batches.end(results={0: batch_succeeded(tool_answer(usage=usage))})
    poll(w, batch)
    (row,) = [r for r in reads_of(store, batch) if r["status"] == "ok"]
    f = prices.facts(CHEAP)
    expected = (3000 * f.input_per_mtok + 300 * f.output_per_mtok) + (
        5000 * f.cache_write_1h_per_mtok
    )
    assert row["cost_usd"] == pytest.approx(expected / 1e6 * f.batch_discount)


def test_a_spend_limit_makes_the_batch_wait_without_spending_an_attempt_or_failing_a_page(
    pb: TestServer, store: Store, fake: FakeAnthropic, make_batch: Callable[..., str]
) -> None:
    batch = make_batch(png(261), png(262))
    fake.enqueue(tool_answer(), spend_limit_reached())
    run(worker(pb, store, fake), batch)
    row = store.get("dn_batches", batch)
    assert (row["status"], row["attempts"]) == ("queued", 0)
    assert row["next_attempt_at"]  # waits like at our own cap, not retried at once
    assert "enforced_spend_limit_reached" in row["last_error"]
    assert sorted(p["read_status"] for p in pages_of(store, batch)) == ["ok", "pending"]
    events = store.list("dn_batch_events", bind("batch = {:b} && kind = 'budget_wait'", b=batch))
    assert len(events) == 1


def test_a_refused_message_batches_result_is_escalated_when_the_reads_are_finished(
    pb: TestServer, store: Store, fake: FakeAnthropic, make_batch: Callable[..., str]
) -> None:
    batch = make_batch(png(271))
    w = worker(pb, store, fake)
    w.settings = pb.settings(
        extractor="anthropic",
        anthropic_api_key="k",
        anthropic_base_url=fake.base_url,
        read_mode="batch",
    )
    assert run(w, batch).status == "awaiting_reads"
    fake.batches.end(results={0: batch_succeeded(refusal())})
    poll(w, batch)
    finish(w, batch)
    (page,) = pages_of(store, batch)
    assert page["read_status"] == "ok"
    assert store.get("dn_page_reads", page["read"])["model"] == STRONG
    assert totals(store, batch)["escalations"] == 1


# -- the disagreement trigger: an answer the page's own words contradict ------------------

# A digital delivery note of the reader set: its text layer is the words the answer is
# checked against (``disagreement.py``, the check ``pagefields`` records at assembly).
DIGITAL = Path(__file__).resolve().parents[2] / "fixtures" / "reader_set" / "01-digital-A.pdf"
PRINTED = {
    **DEFAULT_READ,
    "document_number": "DN-74267",
    "supplier_name": "Southern Cross Concrete Pty Ltd",
    "supplier_tax_id": "53 004 085 616",
    "delivery_date": "2026-12-18",
    "po_number": "4546959",
}


@pytest.fixture
def make_pdf_batch(store: Store, site: str, tmp_path: Path) -> Callable[..., str]:
    counter = iter(range(10_000))

    def make(*files: Path) -> str:
        paths = []
        for source in files or (DIGITAL,):
            paths.append(tmp_path / f"docket-{next(counter)}.pdf")
            shutil.copy(source, paths[-1])
        return batches.create_batch(store, site, paths)

    return make


@pytest.fixture
def truthful() -> Iterator[FakeAnthropic]:
    """The cheap model answers from the queue, else what is printed; the strong model
    always answers what is printed."""
    with FakeAnthropic() as server:

        def by_model(request: RecordedRequest) -> Reply:
            return tool_answer(PRINTED)

        server.default = by_model
        yield server


def paid_events(store: Store, batch: str) -> list[tuple[str, bool, str]]:
    events = store.list("dn_batch_events", bind("batch = {:b} && kind = 'read_paid'", b=batch))
    return sorted(
        (
            str(e["detail"].get("model") or ""),
            bool(e["detail"].get("escalation")),
            str(e["detail"].get("escalation_reason") or ""),
        )
        for e in events
    )


def test_an_answer_the_pages_words_contradict_escalates_once_and_the_stronger_answer_is_used(
    pb: TestServer, store: Store, truthful: FakeAnthropic, make_pdf_batch: Callable[..., str]
) -> None:
    batch = make_pdf_batch()
    truthful.enqueue(tool_answer({**PRINTED, "document_number": "DN-74261", "po_number": "45"}))
    outcome = run(worker(pb, store, truthful), batch)
    assert models_called(truthful) == [CHEAP, STRONG]
    assert outcome.reads.escalated == 1
    (page,) = pages_of(store, batch)
    used = store.get("dn_page_reads", page["read"])
    assert (page["read_status"], used["model"]) == ("ok", STRONG)
    assert paid_events(store, batch) == [
        (CHEAP, False, ""),
        (STRONG, True, "disagrees: document_number, po_number"),
    ]
    (note,) = store.list("dn_batch_notes", bind("batch = {:b}", b=batch))
    assert (note["document_number"], note["po_number"]) == ("DN-74267", "4546959")
    rows = reads_of(store, batch)
    t = totals(store, batch)
    assert (t["reads_made"], t["paid_calls"], t["escalations"], t["calls_in_doubt"]) == (2, 2, 1, 0)
    assert t["cost_usd"] == pytest.approx(sum(r["cost_usd"] for r in rows))
    assert t["cost_usd"] > 0
    # Cached like any other read: a re-run calls nothing; the same file in a new batch
    # reuses both reads (the escalated read's key is stable), paying nothing twice.
    assert run(worker(pb, store, truthful), batch).reads.escalated == 0
    again = make_pdf_batch()
    outcome = run(worker(pb, store, truthful), again)
    assert models_called(truthful) == [CHEAP, STRONG]
    assert (outcome.reads.made, outcome.reads.escalated) == (0, 0)
    (page,) = pages_of(store, again)
    assert store.get("dn_page_reads", page["read"])["model"] == STRONG


def test_an_answer_the_words_agree_with_is_kept_and_none_is_escalated_twice(
    pb: TestServer, store: Store, truthful: FakeAnthropic, make_pdf_batch: Callable[..., str]
) -> None:
    """Both models answer what 01-digital-A prints, for both pages: that page agrees and
    keeps its cheap read; 06-digital-D's words contradict it, it is escalated once, and the
    strong answer (contradicted too) is kept: no third read."""
    batch = make_pdf_batch(DIGITAL, DIGITAL.with_name("06-digital-D.pdf"))
    outcome = run(worker(pb, store, truthful), batch)
    assert sorted(models_called(truthful)) == [CHEAP, CHEAP, STRONG]
    assert outcome.reads.escalated == 1
    used = {
        p["source"]: store.get("dn_page_reads", p["read"])["model"] for p in pages_of(store, batch)
    }
    sources = store.list("dn_batch_sources", bind("batch = {:b}", b=batch), sort="position")
    assert [used[src["id"]] for src in sources] == [CHEAP, STRONG]
    reasons = [r for _, esc, r in paid_events(store, batch) if esc]
    assert len(reasons) == 1 and reasons[0].startswith("disagrees: document_number")
    assert totals(store, batch)["escalations"] == 1


def test_with_the_trigger_off_or_no_words_a_contradicted_answer_is_kept(
    pb: TestServer,
    store: Store,
    truthful: FakeAnthropic,
    make_pdf_batch: Callable[..., str],
    make_batch: Callable[..., str],
) -> None:
    wrong = tool_answer({**PRINTED, "document_number": "DN-1"})
    off = make_pdf_batch()
    truthful.enqueue(wrong)
    w = worker(pb, store, truthful)
    w.settings = dataclasses.replace(w.settings, escalate_on_disagreement=False)
    assert run(w, off).reads.escalated == 0
    photo = make_batch(png(281))  # no text layer: no words to disagree with
    truthful.enqueue(wrong)
    assert run(worker(pb, store, truthful), photo).reads.escalated == 0
    assert models_called(truthful) == [CHEAP, CHEAP]
    # The control: the same contradicted file with the trigger on (its default) escalates.
    on = make_pdf_batch()
    assert run(worker(pb, store, truthful), on).reads.escalated == 1
    assert models_called(truthful) == [CHEAP, CHEAP, STRONG]


def test_a_contradicted_message_batches_answer_is_escalated_when_the_reads_are_finished(
    pb: TestServer, store: Store, truthful: FakeAnthropic, make_pdf_batch: Callable[..., str]
) -> None:
    batch = make_pdf_batch()
    w = worker(pb, store, truthful)
    w.settings = dataclasses.replace(w.settings, anthropic_base_url=truthful.base_url,
                                     read_mode="batch")  # fmt: skip
    assert run(w, batch).status == "awaiting_reads"
    wrong = tool_answer({**PRINTED, "document_number": "DN-74261"})
    truthful.batches.end(results={0: batch_succeeded(wrong)})
    poll(w, batch)
    (page,) = pages_of(store, batch)
    assert page["read_status"] != "ok"  # left unlinked for the escalation
    finish(w, batch)
    (page,) = pages_of(store, batch)
    assert store.get("dn_page_reads", page["read"])["model"] == STRONG
    assert models_called(truthful) == [STRONG]
    assert totals(store, batch)["escalations"] == 1
    assert paid_events(store, batch)[-1] == (STRONG, True, "disagrees: document_number")


def test_a_contradicted_message_batches_answer_is_escalated_by_a_retried_run_too(
    pb: TestServer, store: Store, truthful: FakeAnthropic, make_pdf_batch: Callable[..., str]
) -> None:
    """The run that would finish the reads failed and the batch was retried from the queue:
    its submission step finds the cheap answer cached and must not link it either."""
    batch = make_pdf_batch()
    w = worker(pb, store, truthful)
    w.settings = dataclasses.replace(w.settings, anthropic_base_url=truthful.base_url,
                                     read_mode="batch")  # fmt: skip
    assert run(w, batch).status == "awaiting_reads"
    wrong = tool_answer({**PRINTED, "document_number": "DN-74261"})
    truthful.batches.end(results={0: batch_succeeded(wrong)})
    poll(w, batch)
    store.update("dn_batches", batch, {"status": "queued"})
    run(w, batch)
    (page,) = pages_of(store, batch)
    assert store.get("dn_page_reads", page["read"])["model"] == STRONG
    assert models_called(truthful) == [STRONG]
    assert totals(store, batch)["escalations"] == 1


def test_a_trigger_that_cannot_be_asked_never_loses_the_paid_answer(
    pb: TestServer, store: Store, truthful: FakeAnthropic, make_pdf_batch: Callable[..., str]
) -> None:
    """The check fails once (the store blinks while the site's host data load): the cheap
    answer is recorded anyway, the batch is retried, and the retry asks again about the
    cached answer: it escalates, and the cheap read is never paid twice."""
    batch = make_pdf_batch()
    truthful.enqueue(tool_answer({**PRINTED, "document_number": "DN-74261"}))
    w = worker(pb, store, truthful)
    check = escalate_if_for(w, batch)
    assert check is not None
    blinks = [StoreUnavailable("the store blinked")]

    def flaky(answer: dict[str, Any], page: dict[str, Any]) -> str | None:
        if blinks:
            raise blinks.pop()
        return check(answer, page)

    w.escalate_if = flaky
    assert run(w, batch).status == "failed"  # the retryable outcome: requeued
    (row,) = reads_of(store, batch)
    assert (row["model"], row["status"]) == (CHEAP, "ok")
    assert totals(store, batch)["paid_calls"] == 1
    run(w, batch)
    assert models_called(truthful) == [CHEAP, STRONG]
    (page,) = pages_of(store, batch)
    assert store.get("dn_page_reads", page["read"])["model"] == STRONG
    t = totals(store, batch)
    assert (t["paid_calls"], t["escalations"], t["calls_in_doubt"]) == (2, 1, 0)


def test_an_answer_naming_no_host_supplier_while_a_host_suppliers_tax_id_is_printed_escalates(
    pb: TestServer, store: Store, truthful: FakeAnthropic, make_pdf_batch: Callable[..., str]
) -> None:
    """The site's host data reach the trigger: the supplier is registered under its legal
    name with the tax id printed on the page; an answer naming the letterhead's trading name
    matches no host supplier while that one's tax id is printed, so it is escalated (with
    no host data the same answer agrees with the words: see the agreeing test)."""
    store.create("suppliers", {"name": "SCC Holdings Pty Ltd", "tax_id": "53 004 085 616"})
    batch = make_pdf_batch()
    outcome = run(worker(pb, store, truthful), batch)
    assert models_called(truthful) == [CHEAP, STRONG]
    assert outcome.reads.escalated == 1
    assert paid_events(store, batch)[-1] == (STRONG, True, "disagrees: supplier_name")
