"""One batch's trouble never aborts a tick (issue 16 finding 3, issue 15): a schema-valid
answer that does not fit the store fails its page with a reason, and an unexpected error in
one batch is recorded on that batch through retry accounting while the other due batches
still run. Real PocketBase; the vision API through the real SDK against the loopback fake."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from dn_pipeline.operator import uploads as batches
from dn_pipeline.readers import schema as readschema
from dn_pipeline.readers.anthropic_reader import AnthropicReader
from dn_pipeline.readers.base import PageInput
from dn_pipeline.run import assembling, runner
from dn_pipeline.run.assembling import pages_of
from dn_pipeline.run.tick import tick
from dn_pipeline.run.worker import Worker
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import bind
from dn_pipeline.testing import FakeReader, TestServer
from dn_pipeline.testing.fake_anthropic import FakeAnthropic
from dn_pipeline.testing.fake_replies import DEFAULT_READ, tool_answer
from tests.integration.test_reads import ANSWER, png

SCHEMA_FILE = Path(__file__).resolve().parents[2] / "schema" / "collections.json"


@pytest.fixture
def make_batch(store: Store, tmp_path: Path) -> Callable[[bytes], str]:
    store.create("sites", {"code": "SYD-01", "name": "Sydney yard"})
    counter = iter(range(10_000))

    def make(image: bytes) -> str:
        path = tmp_path / f"photo-{next(counter)}.png"
        path.write_bytes(image)
        return batches.create_batch(store, "SYD-01", [path])

    return make


@pytest.fixture
def fake() -> Iterator[FakeAnthropic]:
    with FakeAnthropic() as server:
        yield server


def test_an_answer_longer_than_the_store_holds_fails_its_page_and_the_tick_goes_on(
    pb: TestServer, store: Store, fake: FakeAnthropic, make_batch: Callable[[bytes], str]
) -> None:
    long_number = {**DEFAULT_READ, "document_number": "N" * 500}
    fake.enqueue(tool_answer(long_number))  # the first batch's one page
    first, second = make_batch(png(601)), make_batch(png(602))
    reader = AnthropicReader(api_key="test-key", base_url=fake.base_url, max_retries=0)
    settings = pb.settings(extractor="anthropic", read_concurrency=1)
    worker = Worker(store=store, settings=settings, reader=reader, worker_id="guard")
    summary = tick(worker)
    assert (summary.claimed, summary.failed, summary.parked) == (2, 0, 0)
    [page] = pages_of(store, first)
    assert page["read_status"] == "failed" and "invalid_answer" in page["read_error"]
    assert "document_number" in page["read_error"]
    assert store.get("dn_batches", first)["status"] == "needs_review"
    assert store.count("dn_batch_notes", bind("batch = {:b}", b=first)) == 0
    # The other batch ran in the same tick (no host data: its note waits for review).
    [page] = pages_of(store, second)
    assert page["read_status"] == "ok"
    [note] = store.list("dn_batch_notes", bind("batch = {:b}", b=second))
    assert note["document_number"] == "DN-1001"
    assert store.get("dn_batches", second)["status"] == "needs_review"


def _caps() -> dict[str, dict[str, int]]:
    defs = json.loads(SCHEMA_FILE.read_text())
    out: dict[str, dict[str, int]] = {}
    for coll in defs["collections"]:
        out[coll["name"]] = {f["name"]: f["max"] for f in coll["fields"] if f.get("max")}
    return out


def test_every_text_the_read_schema_allows_fits_the_field_it_is_stored_in() -> None:
    caps = _caps()
    props = readschema.READ_SCHEMA["properties"]
    items = props["items"]["items"]["properties"]
    for name, (collection, field) in readschema.STORED_AS.items():
        assert props[name]["maxLength"] <= caps[collection][field], name
    for name, (collection, field) in readschema.ITEM_STORED_AS.items():
        assert items[name]["maxLength"] <= caps[collection][field], name


def test_the_note_caps_the_runner_checks_are_the_collection_s() -> None:
    caps = _caps()["dn_batch_notes"]
    assert {f: caps[f] for f in assembling.NOTE_CAPS} == assembling.NOTE_CAPS


@pytest.mark.parametrize("staged", [True, False], ids=["staged", "legacy"])
def test_a_field_too_long_for_its_row_is_cut_and_held_for_review_never_a_failed_write(
    pb: TestServer, store: Store, make_batch: Callable[[bytes], str], staged: bool
) -> None:
    # FakeReader answers are not schema-validated: what a finder or a lax reader could give.
    batch_id = make_batch(png(621))
    answer = {**ANSWER, "document_number": "7" * 500, "supplier_name": "S" * 400}
    worker = Worker(
        store=store,
        settings=pb.settings(),
        reader=FakeReader(answer=lambda _page: dict(answer)),
        worker_id="guard",
    )
    assert runner.run_batch(worker, batch_id, staged=staged).status == "needs_review"
    [note] = store.list("dn_batch_notes", bind("batch = {:b}", b=batch_id))
    assert note["document_number"] == "7" * 200 and note["supplier_name"] == "S" * 300
    assert note["status"] == "needs_review" and "field_too_long" in note["review_reasons"]


def test_an_unexpected_error_in_one_batch_is_retried_on_it_and_the_other_batch_still_runs(
    pb: TestServer, store: Store, make_batch: Callable[[bytes], str]
) -> None:
    broken, good = make_batch(png(611, (130, 170))), make_batch(png(612))

    def answer(page: PageInput) -> dict[str, Any]:
        if page.width == 130:  # the broken batch's page
            raise RuntimeError("a reader bug nobody foresaw")
        return dict(ANSWER)

    worker = Worker(
        store=store,
        settings=pb.settings(max_attempts=5),
        reader=FakeReader(answer=answer),
        worker_id="guard",
    )
    summary = tick(worker)
    # No host data: the good batch's note waits for review, but it ran in this tick.
    assert (summary.claimed, summary.failed, summary.needs_review) == (2, 1, 1)
    row = store.get("dn_batches", broken)
    assert (row["status"], row["attempts"], row["claimed_at"]) == ("queued", 1, "")
    assert "a reader bug nobody foresaw" in row["last_error"]
    kinds = [e["kind"] for e in store.list("dn_batch_events", bind("batch = {:b}", b=broken))]
    assert "retry_scheduled" in kinds
    assert store.get("dn_batches", good)["status"] == "needs_review"
    assert store.count("dn_batch_notes", bind("batch = {:b}", b=good)) == 1
    assert store.count("dn_batch_locks", bind("batch = {:b}", b=broken)) == 0
