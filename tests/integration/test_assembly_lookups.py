"""Assembly's look-ups that no read changes go out while a run's last reads are in flight
(#20, ``run/lookups.py``), observed on the store's own request log, never by the clock."""

from __future__ import annotations

import itertools
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from dn_pipeline.operator import uploads as batches
from dn_pipeline.readers.base import PageInput
from dn_pipeline.run import assembling
from dn_pipeline.run.runner import run_batch
from dn_pipeline.run.worker import Worker
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import bind
from dn_pipeline.testing import FakeReader, RequestLog, TestServer
from tests.integration.test_runner import ANSWER, png

IMAGES = 6
ERRORS_PATH = "/api/collections/dn_source_errors/records"  # only assembly's count, in reads
SOURCES_PATH = "/api/collections/dn_batch_sources/records"


def test_assemblys_look_ups_go_out_while_the_last_call_is_in_flight(
    pb: TestServer, store: Store, tmp_path: Path
) -> None:
    """The last call to begin holds on until assembly's error count has gone out (it waits
    for that request on the log, up to 30 s). Before, every look-up came after the last
    record, so the call waited out its 30 s and saw none: the test failed. The sources'
    order is the one listed with the pages before the reads: no source is listed after."""
    site = store.create("sites", {"code": "AHEAD-1", "name": "Ahead yard"})
    supplier = store.create("suppliers", {"name": "Acme Concrete Ltd"})
    store.create(
        "purchase_orders",
        {"number": "PO-42", "site": site["id"], "supplier": supplier["id"], "status": "open"},
    )
    paths = []
    for i in range(IMAGES):
        paths.append(tmp_path / f"p{i}.png")
        paths[-1].write_bytes(png(400 + i))
    batch_id = batches.create_batch(store, "AHEAD-1", paths)
    started = itertools.count(1)
    lock = threading.Lock()
    seen: dict[str, Any] = {}

    def counts(path: str, since: int = 0) -> int:
        return sum(1 for m, p in list(log.requests)[since:] if m == "GET" and p == path)

    def answer(_page: PageInput) -> dict[str, Any]:
        with lock:
            n = next(started)
            if n == 1:  # what preparing and the reading stage looked at
                seen["before"] = (counts(ERRORS_PATH), counts(SOURCES_PATH))
        if n == IMAGES:  # the last call to begin: its image was the last one taken
            deadline = time.monotonic() + 30.0
            while time.monotonic() < deadline and counts(ERRORS_PATH) <= seen["before"][0]:
                time.sleep(0.01)
            seen["during_last_call"] = counts(ERRORS_PATH) - seen["before"][0]
            seen["after_last_call"] = len(log.requests)
        return {**ANSWER, "document_number": f"DN-{n}"}

    reader = FakeReader(answer=answer)
    w = Worker(
        store=store,
        settings=pb.settings(read_concurrency=2),
        reader=reader,
        worker_id="test-worker",
    )
    with RequestLog(store) as log:
        outcome = run_batch(w, batch_id, staged=True)
    assert outcome.status == "staged"
    assert seen["during_last_call"] >= 1, "assembly's look-ups waited for the last record"
    assert counts(SOURCES_PATH) == seen["before"][1]  # sorted by the order listed first
    assert reader.calls == IMAGES
    notes = store.list("dn_batch_notes", bind("batch = {:b}", b=batch_id))
    assert sorted(n["document_number"] for n in notes) == [f"DN-{n}" for n in range(1, 7)]


READS_PATH = "/api/collections/dn_page_reads/records"


def test_assembly_lists_the_reads_beside_the_page_listing_not_after_it(
    pb: TestServer, store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Assembly's page listing, once done, waits (up to 10 s) for the listing of the reads
    its pages link. Before, the reads were listed by id after the page listing returned,
    so it waited out its 10 s and saw none: the test failed."""
    store.create("sites", {"code": "AHEAD-2", "name": "Beside yard"})
    paths = []
    for i in range(3):
        paths.append(tmp_path / f"q{i}.png")
        paths[-1].write_bytes(png(420 + i))
    batch_id = batches.create_batch(store, "AHEAD-2", paths)
    real_plan, real_pages = assembling.plan_candidates, assembling.pages_of
    mark: list[int] = []
    seen: list[int] = []

    def reads_listed(log: RequestLog) -> int:
        return sum(1 for m, p in list(log.requests) if m == "GET" and p == READS_PATH)

    def plan(*args: Any, **kw: Any) -> Any:
        mark.append(reads_listed(log))
        return real_plan(*args, **kw)

    def pages_of(*args: Any) -> Any:
        rows = real_pages(*args)
        deadline = time.monotonic() + 10.0
        while reads_listed(log) <= mark[-1] and time.monotonic() < deadline:
            time.sleep(0.01)
        seen.append(reads_listed(log) - mark[-1])
        return rows

    monkeypatch.setattr(assembling, "plan_candidates", plan)
    monkeypatch.setattr(assembling, "pages_of", pages_of)
    counter = itertools.count(1)
    reader = FakeReader(answer=lambda _p: {**ANSWER, "document_number": f"DN-{next(counter)}"})
    w = Worker(store=store, settings=pb.settings(), reader=reader, worker_id="test-worker")
    with RequestLog(store) as log:
        assert run_batch(w, batch_id, staged=True).status == "needs_review"  # no PO on file
    assert seen and seen[-1] >= 1, seen
    notes = store.list("dn_batch_notes", bind("batch = {:b}", b=batch_id))
    assert sorted(n["document_number"] for n in notes) == ["DN-1", "DN-2", "DN-3"]
    assert all(n["pages"] for n in notes)  # every note found its page's read


NOTES_PATH = "/api/collections/dn_batch_notes/records"


def test_earlier_notes_with_the_same_number_are_looked_up_while_the_pages_are_assembled(
    pb: TestServer, store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A second batch holds the note an earlier batch holds: its candidate is a possible
    duplicate pointing at the earlier one. Assembling its pages waits (up to 10 s) for the
    look-up of earlier notes by number; before, that look-up came after assembling them,
    so the wait ran out and the test failed."""
    site = store.create("sites", {"code": "AHEAD-3", "name": "Known yard"})
    supplier = store.create("suppliers", {"name": "Acme Concrete Ltd"})
    store.create(
        "purchase_orders",
        {"number": "PO-42", "site": site["id"], "supplier": supplier["id"], "status": "open"},
    )
    w = Worker(
        store=store,
        settings=pb.settings(),
        reader=FakeReader(answer=lambda _p: {**ANSWER, "document_number": "DN-77"}),
        worker_id="test-worker",
    )

    def batch_of(seed: int) -> str:
        path = tmp_path / f"k{seed}.png"
        path.write_bytes(png(seed))
        return batches.create_batch(store, "AHEAD-3", [path])

    first = batch_of(440)
    assert run_batch(w, first, staged=True).status == "staged"
    (earlier,) = store.list("dn_batch_notes", bind("batch = {:b}", b=first))

    real_plan, real_assemble = assembling.plan_candidates, assembling.assemble
    mark: list[int] = []
    seen: list[int] = []

    def notes_listed(log: RequestLog) -> int:
        return sum(1 for m, p in list(log.requests) if m == "GET" and p == NOTES_PATH)

    def plan(*args: Any, **kw: Any) -> Any:
        mark.append(notes_listed(log))
        return real_plan(*args, **kw)

    def assemble(*args: Any) -> Any:
        deadline = time.monotonic() + 10.0
        while notes_listed(log) <= mark[-1] and time.monotonic() < deadline:
            time.sleep(0.01)
        seen.append(notes_listed(log) - mark[-1])
        return real_assemble(*args)

    monkeypatch.setattr(assembling, "plan_candidates", plan)
    monkeypatch.setattr(assembling, "assemble", assemble)
    second = batch_of(441)
    with RequestLog(store) as log:
        assert run_batch(w, second, staged=True).status == "needs_review"
    assert seen and seen[-1] >= 1, seen
    (note,) = store.list("dn_batch_notes", bind("batch = {:b}", b=second))
    assert "possible_duplicate" in note["review_reasons"]
    assert note["duplicate_of"] == f"dn_batch_notes:{earlier['id']}"
