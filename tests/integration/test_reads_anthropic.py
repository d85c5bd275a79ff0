"""Reads through the whole pipeline with the real ``anthropic`` SDK against ``FakeAnthropic``,
and ten real processes racing on one cache key.

Nothing is mocked: ``runner.run_batch`` drives a real PocketBase, ``AnthropicReader`` uses the
SDK, and the loopback fake answers HTTP. A reply is "paid" when the fake answered it with a
message (status 200); the fake counts those per image, so "no page paid twice" is checked
where the money would be spent.
"""

from __future__ import annotations

import base64
import hashlib
import io
import json
import os
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from dn_pipeline.errors import ConfigError
from dn_pipeline.readers import prices
from dn_pipeline.readers.anthropic_reader import DEFAULT_MODEL, AnthropicReader
from dn_pipeline.readers.vision_input import target_size
from dn_pipeline.run.assembling import pages_of
from dn_pipeline.run.worker import Worker
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import bind
from dn_pipeline.store.ops import FilePart
from dn_pipeline.testing import TestServer
from dn_pipeline.testing.fake_anthropic import FakeAnthropic
from dn_pipeline.testing.fake_replies import (
    RecordedRequest,
    Reply,
    drop_connection,
    error_reply,
    hang,
    malformed_tool_answer,
    overloaded,
    rate_limited,
    server_error,
    tool_answer,
    truncated_answer,
)
from tests.integration import test_reads
from tests.integration.test_reads import png, run, totals

# The cache tests' fixtures, shared by name.
site = test_reads.site
make_batch = test_reads.make_batch

READS, PAGES, EVENTS = "dn_page_reads", "dn_batch_pages", "dn_batch_events"
GOOD_COST = prices.cost_usd(DEFAULT_MODEL, input_tokens=1800, output_tokens=220)


def image_of(request: RecordedRequest) -> str:
    """sha256 of the PNG a Messages request carries (= the stored page's, when not resized)."""
    for block in request.json["messages"][0]["content"]:
        if block["type"] == "image":
            return hashlib.sha256(base64.b64decode(block["source"]["data"])).hexdigest()
    return ""


class Api:
    """The fake's messages route: scripted replies first, then ``default``; counts the
    answered (paid) calls per image."""

    def __init__(self, fake: FakeAnthropic) -> None:
        self.fake = fake
        self.paid: Counter[str] = Counter()
        fake.route("POST", "/v1/messages", self)

    def __call__(self, request: RecordedRequest) -> Reply:
        reply = self.fake._messages(request)
        if reply.action == "respond" and reply.status == 200:
            self.paid[image_of(request)] += 1
        return reply


@pytest.fixture
def fake() -> Iterator[FakeAnthropic]:
    with FakeAnthropic() as server:
        yield server


@pytest.fixture
def api(fake: FakeAnthropic) -> Api:
    return Api(fake)


def anthropic_worker(
    pb: TestServer,
    store: Store,
    fake: FakeAnthropic,
    *,
    timeout_s: float = 2.0,
    max_retries: int = 2,
    **settings: Any,
) -> Worker:
    reader = AnthropicReader(
        api_key="test-key", base_url=fake.base_url, timeout_s=timeout_s, max_retries=max_retries
    )
    base: dict[str, Any] = {
        "extractor": "anthropic",
        "anthropic_api_key": "test-key",
        "anthropic_base_url": fake.base_url,
        "read_concurrency": 1,
    }
    base.update(settings)
    return Worker(store=store, settings=pb.settings(**base), reader=reader, worker_id="test")


# -- good answers, and what the request carries ----------------------------------------------


def test_a_good_answer_per_page_and_the_totals_equal_what_the_api_saw(
    pb: TestServer, store: Store, fake: FakeAnthropic, api: Api, make_batch: Callable[..., str]
) -> None:
    batch = make_batch(png(101), png(102), png(103))
    outcome = run(anthropic_worker(pb, store, fake, read_concurrency=3), batch)
    assert outcome.status == "needs_review"
    pages = pages_of(store, batch)
    assert all(p["read_status"] == "ok" for p in pages)
    assert sorted(api.paid.values()) == [1, 1, 1]
    assert set(api.paid) == {p["image_sha256"] for p in pages}
    t = totals(store, batch)
    calls = fake.calls()
    assert (t["reads_made"], t["reads_reused"], t["reads_failed"], t["paid_calls"]) == (3, 0, 0, 3)
    assert (t["input_tokens"], t["output_tokens"]) == (1800 * calls, 220 * calls)
    assert t["cost_usd"] == pytest.approx(GOOD_COST * calls)
    assert t["spent_usd"] == pytest.approx(t["cost_usd"])  # no call was repeated


def test_the_request_carries_a_png_within_the_model_limits_and_the_cache_mark(
    pb: TestServer, store: Store, fake: FakeAnthropic, make_batch: Callable[..., str]
) -> None:
    big = Image.linear_gradient("L").resize((2400, 3200))  # a 7.7 MP scan
    out = io.BytesIO()
    big.save(out, format="PNG")
    batch = make_batch(out.getvalue())
    run(anthropic_worker(pb, store, fake), batch)
    [request] = fake.requests
    body = request.json
    [image] = [b for b in body["messages"][0]["content"] if b["type"] == "image"]
    assert image["source"]["media_type"] == "image/png"
    data = base64.b64decode(image["source"]["data"])
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    facts = prices.facts(DEFAULT_MODEL)
    with Image.open(io.BytesIO(data)) as sent:
        w, h = sent.size
    assert max(w, h) <= facts.max_long_edge_px and w * h <= facts.max_pixels
    # Fitted to the model's own limits from the stored page, no smaller than needed.
    [page] = pages_of(store, batch)
    assert (w, h) == target_size(int(page["width"]), int(page["height"]), facts)
    assert body["system"][-1]["cache_control"] == {"type": "ephemeral"}
    assert body["output_config"]["format"]["type"] == "json_schema"  # structured outputs
    assert "test-key" not in json.dumps(request.headers)  # the fake redacts the key


# -- the API having a bad moment ---------------------------------------------------------------


@pytest.mark.parametrize(
    "trouble",
    [
        pytest.param(lambda: rate_limited(0.05), id="429-retry-after"),
        pytest.param(lambda: overloaded(), id="529"),
        pytest.param(lambda: server_error(500), id="500"),
        pytest.param(drop_connection, id="dropped-connection"),
        pytest.param(lambda: hang(5), id="timeout"),
    ],
)
def test_a_transient_api_error_is_retried_by_the_sdk_and_the_page_paid_once(
    pb: TestServer,
    store: Store,
    fake: FakeAnthropic,
    api: Api,
    make_batch: Callable[..., str],
    trouble: Callable[[], Reply],
) -> None:
    fake.enqueue(trouble())
    batch = make_batch(png(111))
    w = anthropic_worker(pb, store, fake, timeout_s=1.0, max_retries=2)
    assert run(w, batch).status == "needs_review"
    assert fake.calls() == 2
    [page] = pages_of(store, batch)
    assert page["read_status"] == "ok" and api.paid == {page["image_sha256"]: 1}
    assert totals(store, batch)["paid_calls"] == 1


@pytest.mark.parametrize(
    "down",
    [pytest.param(overloaded, id="529"), pytest.param(drop_connection, id="dropped-connection")],
)
def test_an_api_down_past_the_sdk_retries_requeues_the_batch_and_a_later_run_pays_nothing_twice(
    pb: TestServer,
    store: Store,
    fake: FakeAnthropic,
    api: Api,
    make_batch: Callable[..., str],
    down: Callable[[], Reply],
) -> None:
    batch = make_batch(png(121), png(122), png(123))
    fake.enqueue(tool_answer())  # the first page reads; then the API goes down
    fake.default = lambda _req: down()
    w = anthropic_worker(pb, store, fake, max_retries=2)
    assert run(w, batch).status == "failed"  # = errored and rescheduled this turn
    assert fake.calls() == 1 + 3  # one good call, then one call plus two SDK retries
    row = store.get("dn_batches", batch)
    assert row["status"] == "queued" and row["attempts"] == 1 and row["last_error"]
    pages = pages_of(store, batch)
    assert [p["read_status"] for p in pages] == ["ok", "pending", "pending"]
    assert not [r for r in store.list(READS) if r["status"] == "pending"], "claim not given back"
    fake.default = lambda _req: tool_answer()
    assert run(w, batch).status == "needs_review"
    pages = pages_of(store, batch)
    assert all(p["read_status"] == "ok" for p in pages)
    assert api.paid == {p["image_sha256"]: 1 for p in pages}, "a page was paid twice"
    t = totals(store, batch)
    assert (t["reads_made"], t["paid_calls"]) == (3, 3)
    assert t["spent_usd"] == pytest.approx(t["cost_usd"]) == pytest.approx(3 * GOOD_COST)


@pytest.mark.parametrize(
    ("bad", "reason"),
    [
        pytest.param(lambda: malformed_tool_answer(), "invalid", id="malformed-tool-input"),
        pytest.param(lambda: truncated_answer(), "truncated", id="max-tokens"),
    ],
)
def test_an_unusable_answer_fails_that_page_with_a_reason_and_its_cost_is_recorded(
    pb: TestServer,
    store: Store,
    fake: FakeAnthropic,
    api: Api,
    make_batch: Callable[..., str],
    bad: Callable[[], Reply],
    reason: str,
) -> None:
    batch = make_batch(png(131), png(132))
    fake.enqueue(tool_answer(), bad())
    assert run(anthropic_worker(pb, store, fake), batch).status == "needs_review"
    good, failed = pages_of(store, batch)
    assert good["read_status"] == "ok"
    assert failed["read_status"] == "failed" and reason in failed["read_error"]
    row = store.get("dn_batches", batch)
    assert row["open_pages"] >= 1 and row["page_count"] == 2
    t = totals(store, batch)
    assert (t["reads_made"], t["reads_failed"], t["paid_calls"]) == (2, 1, 2)
    assert t["cost_usd"] == pytest.approx(2 * GOOD_COST) == pytest.approx(t["spent_usd"])


def test_a_refused_api_key_stops_the_run_with_a_clear_error_and_fails_no_page(
    pb: TestServer, store: Store, fake: FakeAnthropic, make_batch: Callable[..., str]
) -> None:
    fake.default = lambda _req: error_reply(401, "authentication_error", "invalid x-api-key")
    batch = make_batch(png(141), png(142))
    with pytest.raises(ConfigError, match="API key was refused"):
        run(anthropic_worker(pb, store, fake), batch)
    assert fake.calls() == 1, "a 401 must not be retried"
    assert all(p["read_status"] == "pending" for p in pages_of(store, batch))
    assert store.count(READS) == 0, "the claim was not given back"
    assert store.count("dn_batch_locks") == 0, "the lease was not released"


def test_a_refused_api_key_hands_the_batch_back_to_the_queue_without_spending_an_attempt(
    pb: TestServer, store: Store, fake: FakeAnthropic, make_batch: Callable[..., str]
) -> None:
    fake.default = lambda _req: error_reply(401, "authentication_error", "invalid x-api-key")
    batch = make_batch(png(151))
    with pytest.raises(ConfigError):
        run(anthropic_worker(pb, store, fake), batch)
    row = store.get("dn_batches", batch)
    assert (row["status"], row["attempts"], row["claimed_at"]) == ("queued", 0, "")
    assert "API key" in row["last_error"]


# -- ten processes racing on one key -----------------------------------------------------------

RACERS = 10


# 3 trials in the default run (about 12 s each on 2 cores), 20 in ./dev test-slow: the
# default suite must stay within CI's time.
@pytest.mark.parametrize(
    "trials",
    [pytest.param(3, id="3_trials"), pytest.param(20, id="20_trials", marks=pytest.mark.slow)],
)
def test_ten_processes_racing_on_one_key_make_one_row_and_one_paid_call_in_every_trial(
    pb: TestServer,
    store: Store,
    fake: FakeAnthropic,
    api: Api,
    site: str,
    tmp_path: Path,
    trials: int,
) -> None:
    """Each racer holds its own lease on its own batch; every trial gives all ten batches a
    page of the same new image, so the only thing shared is the cache key."""

    def slow_answer(_req: RecordedRequest) -> Reply:
        time.sleep(0.2)  # a paid call in flight while the losers look
        return tool_answer()

    fake.default = slow_answer
    site_id = store.first("sites", bind("code = {:c}", c=site))["id"]  # type: ignore[index]
    batches, sources = [], []
    for _ in range(RACERS):
        b = store.create("dn_batches", {"site": site_id, "status": "analysing"})
        src = store.create(
            "dn_batch_sources",
            {"batch": b["id"], "original_name": "x.png", "mime": "image/png"},
            files=[FilePart(field="file", name="x.png", data=png(0), content_type="image/png")],
        )
        batches.append(b["id"])
        sources.append(src["id"])
    env = {**os.environ, **pb.env()}
    script, url = Path(__file__).with_name("read_race_worker.py"), fake.base_url
    procs = [
        subprocess.Popen(
            [sys.executable, str(script), str(tmp_path), str(w), batches[w], str(trials), url],
            env=env,
            stdout=subprocess.PIPE,
            text=True,
            cwd=Path(__file__).parents[2],
        )
        for w in range(RACERS)
    ]
    try:
        for p in procs:
            assert p.stdout is not None
            assert json.loads(p.stdout.readline())["event"] == "ready"
        results: list[dict[str, Any]] = []
        for trial in range(trials):
            image = png(5000 + trial, size=(64, 64))
            sha = hashlib.sha256(image).hexdigest()
            go: dict[str, str] = {}
            for w in range(RACERS):
                page = store.create(
                    PAGES,
                    {
                        "batch": batches[w],
                        "source": sources[w],
                        "page": trial + 1,
                        "region": "full",
                        "image_sha256": sha,
                        "width": 64,
                        "height": 64,
                        "read_status": "pending",
                    },
                    files=[
                        FilePart(field="image", name="p.png", data=image, content_type="image/png")
                    ],
                )
                go[str(w)] = page["id"]
            calls_before = fake.calls()
            (tmp_path / f".go-{trial}").write_text(json.dumps(go))
            (tmp_path / f".go-{trial}").rename(tmp_path / f"go-{trial}")
            outs = [_result(tmp_path, trial, w) for w in range(RACERS)]
            assert all(o["ok"] for o in outs), outs
            rows = [r for r in store.list(READS) if r["key"] and r["model"] == DEFAULT_MODEL]
            linked = {store.get(PAGES, pid)["read"] for pid in go.values()}
            results.append(
                {
                    "trial": trial,
                    "calls": fake.calls() - calls_before,
                    "made": sum(o["made"] for o in outs),
                    "reads_rows": store.count(READS),
                    "linked": len(linked),
                    # Why a second call, should one happen: the retired attempt's fate.
                    "odd_rows": [
                        (r.get("attempts"), r["status"], str(r.get("error") or "")[:120])
                        for r in store.list(READS)
                        if r["status"] != "ok" or int(r.get("attempts") or 1) > 1
                    ],
                    "outs": outs,
                }
            )
            # A string, not the dict (pytest cuts a dict's repr), with what the racers logged.
            assert fake.calls() - calls_before == 1, json.dumps(
                {**results[-1], "logs": _logs(tmp_path)}, default=str
            )
            assert api.paid[sha] == 1
            assert sum(o["made"] for o in outs) == 1
            assert len(rows) == trial + 1 and store.count(READS) == trial + 1
            assert len(linked) == 1
        paid = store.list(EVENTS, "kind = 'read_paid'")
        assert len(paid) == trials
    finally:
        for p in procs:
            try:
                p.wait(timeout=30)
            except subprocess.TimeoutExpired:
                p.kill()
    print(f"read race: {RACERS} processes x {trials} trials: {results}")
    assert all(p.returncode == 0 for p in procs)


def _logs(folder: Path) -> dict[str, list[str]]:
    """The read cache's log lines of each racer (``read_race_worker.py`` writes them)."""
    return {
        p.name: [line for line in p.read_text().splitlines() if "dn_pipeline" in line][-40:]
        for p in sorted(folder.glob("log-*"))
    }


def _result(folder: Path, trial: int, worker: int, timeout_s: float = 60.0) -> dict[str, Any]:
    path = folder / f"res-{trial}-{worker}"
    deadline = time.monotonic() + timeout_s
    while not path.exists():
        if time.monotonic() > deadline:
            raise AssertionError(f"racer {worker} gave no result for trial {trial}")
        time.sleep(0.01)
    out: dict[str, Any] = json.loads(path.read_text())
    return out
