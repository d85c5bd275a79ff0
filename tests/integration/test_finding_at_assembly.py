"""Fields are found at assembly from the stored words (issue #13), against a real PocketBase:
re-assembly after a finder change reads nothing, old stores keep working, and each page
carries its found fields with their evidence for ``batch show --json`` and the review page.

The page is a digital PDF of the reader set: the embedded reader takes its text layer (free,
no OCR), so these tests run the real reader in a fraction of a second per read.
"""

from __future__ import annotations

import dataclasses
import shutil
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest

from dn_pipeline import finding
from dn_pipeline.finding import Finding
from dn_pipeline.operator import control as operations
from dn_pipeline.operator import uploads as batches
from dn_pipeline.readers.base import PageInput, ReadOutput, Word
from dn_pipeline.readers.embedded import EmbeddedReader
from dn_pipeline.run.runner import run_batch
from dn_pipeline.run.worker import Worker
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record, bind
from dn_pipeline.testing import FakeReader, TestServer

PDF = Path(__file__).resolve().parents[2] / "fixtures" / "reader_set" / "01-digital-A.pdf"
NUMBER, PO, SUPPLIER = "DN-74267", "4546959", "Southern Cross Concrete Pty Ltd"


class CountingEmbedded(EmbeddedReader):
    """The real embedded reader, counting its calls."""

    calls = 0

    def read(self, page: PageInput) -> ReadOutput:
        self.calls += 1
        return super().read(page)


@pytest.fixture
def batch_of_one(store: Store, tmp_path: Path) -> Callable[[], str]:
    store.create("sites", {"code": "SYD-01", "name": "Sydney yard"})

    def make() -> str:
        path = tmp_path / "docket.pdf"
        shutil.copy(PDF, path)
        return batches.create_batch(store, "SYD-01", [path])

    return make


def _worker(pb: TestServer, store: Store, reader: Any) -> Worker:
    return Worker(store=store, settings=pb.settings(), reader=reader, worker_id="test-worker")


def _rows(store: Store, collection: str, batch_id: str) -> list[Record]:
    return store.list(collection, bind("batch = {:b}", b=batch_id))


def _candidate(store: Store, batch_id: str) -> Record:
    (note,) = _rows(store, "dn_batch_notes", batch_id)
    return note


def test_reassembly_after_a_finder_change_refinds_fields_with_no_read_and_no_new_read_row(
    pb: TestServer, store: Store, batch_of_one: Callable[[], str], monkeypatch: pytest.MonkeyPatch
) -> None:
    batch_id = batch_of_one()
    reader = CountingEmbedded()
    worker = _worker(pb, store, reader)
    run_batch(worker, batch_id, staged=True)
    assert (reader.calls, _candidate(store, batch_id)["document_number"]) == (1, NUMBER)
    reads_before = {r["id"] for r in store.list("dn_page_reads")}

    real = finding.find_fields

    def upgraded(words: Sequence[Word], **kw: Any) -> Finding:
        found = real(words, **kw)
        result = {**found.result, "po_number": "PO-" + found.result["po_number"]}
        return dataclasses.replace(found, result=result, version="ff-test")

    monkeypatch.setattr(finding, "find_fields", upgraded)
    operations.assemble(worker, batch_id)

    assert reader.calls == 1  # no read
    assert {r["id"] for r in store.list("dn_page_reads")} == reads_before  # no new read row
    assert _candidate(store, batch_id)["po_number"] == "PO-" + PO  # re-found
    (page,) = _rows(store, "dn_batch_pages", batch_id)
    assert page["found"]["finder"] == "ff-test"
    assert page["found"]["fields"]["po_number"] == "PO-" + PO


def test_each_page_reports_its_found_fields_with_their_word_boxes(
    pb: TestServer, store: Store, batch_of_one: Callable[[], str]
) -> None:
    batch_id = batch_of_one()
    run_batch(_worker(pb, store, CountingEmbedded()), batch_id, staged=True)
    (page,) = batches.show_batch(store, batch_id)["pages"]
    found = page["found"]
    assert (found["from"], found["fields"]["po_number"]) == ("words", PO)
    assert found["finder"] == finding.FINDER_VERSION
    number = found["evidence"]["document_number"]
    assert number["rule"] and number["boxes"], number


class OldEmbedded:
    """The embedded reader as it was before reads kept words: its answer was the fields, the
    parser's version was in its model (so in its cache key)."""

    name, model, paid = "embedded", "rapidocr-3.10.0+PP-OCRv6-small+max1800+fp-2026-12.1", False

    def read(self, page: PageInput) -> ReadOutput:
        return ReadOutput(result={"doc_type": "delivery_note", "document_number": NUMBER,
                                  "po_number": "OLD-1"})  # fmt: skip


def test_an_old_embedded_read_without_words_is_read_once_more_free_under_a_new_key(
    pb: TestServer, store: Store, batch_of_one: Callable[[], str]
) -> None:
    batch_id = batch_of_one()
    run_batch(_worker(pb, store, OldEmbedded()), batch_id, staged=True)
    (page,) = _rows(store, "dn_batch_pages", batch_id)
    old = store.get("dn_page_reads", page["read"])
    assert (old["words"], _candidate(store, batch_id)["po_number"]) == (None, "OLD-1")
    reader = CountingEmbedded()

    operations.assemble(_worker(pb, store, reader), batch_id)  # after the upgrade

    assert reader.calls == 1  # read once more, by the free engine
    page = store.get("dn_batch_pages", page["id"])
    new = store.get("dn_page_reads", page["read"])
    assert new["id"] != old["id"] and new["key"] != old["key"] and new["words"]
    assert store.get("dn_page_reads", old["id"])["status"] == "ok"  # kept, not rewritten
    assert _candidate(store, batch_id)["po_number"] == PO
    operations.assemble(_worker(pb, store, reader), batch_id)
    assert reader.calls == 1  # once: the new read has its words


def test_a_paid_read_is_kept_and_its_disagreement_with_the_words_recorded(
    pb: TestServer, store: Store, batch_of_one: Callable[[], str]
) -> None:
    batch_id = batch_of_one()
    answer = {"doc_type": "delivery_note", "document_number": "DN-99999",
              "supplier_name": SUPPLIER, "po_number": PO}  # fmt: skip
    vision = FakeReader(answer=lambda _page: dict(answer))
    run_batch(_worker(pb, store, vision), batch_id, staged=True)
    embedded = CountingEmbedded()

    operations.assemble(_worker(pb, store, embedded), batch_id)  # an old store, a new reader

    assert (vision.calls, embedded.calls) == (1, 0)  # the paid read is reused
    note = _candidate(store, batch_id)
    assert (note["document_number"], note["po_number"]) == ("DN-99999", PO)  # never overwritten
    (page,) = _rows(store, "dn_batch_pages", batch_id)
    found = page["found"]
    assert found["from"] == "read"
    assert found["disagreements"] == [
        {"field": "document_number", "read": "DN-99999", "words": NUMBER}
    ]
    assert found["evidence"]["po_number"]["boxes"]  # located in the words it agrees with
