"""Round trips against the real server (issue 20): a re-assembly that changes nothing
writes nothing. Requests are counted by an httpx event hook on the store's client."""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from dn_pipeline.errors import ReadError
from dn_pipeline.leasing.leases import Lease
from dn_pipeline.operator import control as operations
from dn_pipeline.operator import uploads as batches
from dn_pipeline.readers.base import PageInput
from dn_pipeline.run.runner import run_batch
from dn_pipeline.run.worker import Worker
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import bind
from dn_pipeline.testing import FakeReader, RequestLog, TestServer

PAGES = 12


def _png(width: int) -> bytes:
    img = Image.new("L", (width, 60), 255)
    img.paste(0, (5, 5, 40, 20))
    out = io.BytesIO()
    img.save(out, format="PNG")
    return out.getvalue()


def _answer(page: PageInput) -> dict[str, Any]:
    """Width 100 + i is page i: a two-page note, a failed page, one note per other page
    (a float quantity and a date, which must read back equal to what was written)."""
    i = page.width - 100
    if i == 5:
        raise ReadError("unusable answer")
    number = "DN-1" if i in (0, 1) else f"DN-{i + 100}"
    return {
        "doc_type": "delivery_note",
        "document_number": number,
        "page_number": 2 if i == 1 else 1,
        "page_total": 2 if i in (0, 1) else 1,
        "supplier_name": "Acme Concrete Ltd",
        "delivery_date": "2026-11-03",
        "po_number": "PO-42" if i % 2 else "PO-43",
        "items": [{"product_code": "X", "description": "sand", "quantity": 1.5}],
    }


@pytest.fixture
def settled(pb: TestServer, store: Store, tmp_path: Path) -> Callable[[], tuple[Worker, str]]:
    site = store.create("sites", {"code": "SYD-01", "name": "Sydney yard"})
    sup = store.create("suppliers", {"name": "Acme Concrete Ltd"})
    store.create(
        "purchase_orders",
        {"number": "PO-42", "site": site["id"], "supplier": sup["id"], "status": "open"},
    )

    def make() -> tuple[Worker, str]:
        files = []
        for i in range(PAGES):
            path = tmp_path / f"p{i}.png"
            path.write_bytes(_png(100 + i))
            files.append(path)
        files.append(files[3])  # the same photo twice: a possible duplicate
        batch_id = batches.create_batch(store, "SYD-01", files)
        settings = pb.settings(read_failure_budget=1)
        w = Worker(store=store, settings=settings, reader=FakeReader(answer=_answer))
        assert run_batch(w, batch_id, staged=True).status == "needs_review"
        return w, batch_id

    return make


def test_a_reassembly_that_changes_nothing_makes_no_write_at_all(
    store: Store, settled: Callable[[], tuple[Worker, str]]
) -> None:
    w, batch_id = settled()
    before = store.list("dn_batch_notes", bind("batch = {:b}", b=batch_id), sort="id")
    with RequestLog(store) as log:
        status = operations.assemble(w, batch_id)
    assert status == "needs_review"
    assert log.writes == []
    assert len(log.reads) <= 0.5 * (PAGES + 1) + 10  # a few listings, never one per page
    after = store.list("dn_batch_notes", bind("batch = {:b}", b=batch_id), sort="id")
    assert after == before


def test_a_reassembly_after_an_operator_fix_still_writes_the_change(
    store: Store, settled: Callable[[], tuple[Worker, str]]
) -> None:
    w, batch_id = settled()
    site = store.first("sites", bind("code = {:c}", c="SYD-01"))
    sup = store.first("suppliers", "")
    assert site is not None and sup is not None
    store.create(
        "purchase_orders",
        {"number": "PO-43", "site": site["id"], "supplier": sup["id"], "status": "open"},
    )
    with RequestLog(store) as log:
        operations.assemble(w, batch_id)
    assert log.writes, "the new PO must reach the candidates that name it"
    linked = store.count(
        "dn_batch_notes",
        bind("batch = {:b} && po_number = 'PO-43' && purchase_order != ''", b=batch_id),
    )
    assert linked > 0


def test_a_first_run_writes_each_pages_found_fields_with_its_read_link_not_again_at_assembly(
    pb: TestServer, store: Store, settled: Callable[[], tuple[Worker, str]]
) -> None:
    """Before: every page was written twice in a first run, linked to its read, then given
    its found fields by assembly (one more op per page). Now the fields go in the link's
    write, found from the read's words with the site's data, so assembly has no page to
    write; and they are what assembly finds (the no-op re-assembly above writes nothing)."""
    page_ops: list[dict[str, Any]] = []
    real_write = Lease.write

    def write(self: Lease, ops: Any) -> Any:
        page_ops.extend(o.body for o in ops if o.collection == "dn_batch_pages")
        return real_write(self, ops)

    with pytest.MonkeyPatch.context() as m:
        m.setattr(Lease, "write", write)
        _, batch_id = settled()
    founds = [b for b in page_ops if "found" in b]
    assert founds and all("read" in b for b in founds), page_ops  # never a write of its own
    pages = store.list("dn_batch_pages", bind("batch = {:b}", b=batch_id))
    ok = [p for p in pages if p["read_status"] == "ok"]
    assert len(founds) == len(ok) and all(p["found"] for p in ok)


def test_a_finder_that_fails_at_read_time_never_keeps_a_paid_read_from_being_recorded(
    pb: TestServer, store: Store, settled: Callable[[], tuple[Worker, str]]
) -> None:
    """The fields found at read time are a convenience: if finding them fails (a bug, a
    store blip), the read is still recorded and linked, and assembly finds and writes the
    fields instead. Before: the error went up through the record's write, leaving a paid
    read unrecorded, to be paid again by the next run."""

    def broken(*_a: Any, **_k: Any) -> Any:
        raise RuntimeError("finder bug")

    with pytest.MonkeyPatch.context() as m:
        m.setattr("dn_pipeline.run.sitedata.fields_of_pages", broken)
        w, batch_id = settled()  # asserts the run ends needs_review
    pages = store.list("dn_batch_pages", bind("batch = {:b}", b=batch_id))
    ok = [p for p in pages if p["read_status"] == "ok"]
    assert ok and all(p["read"] and p["found"] for p in ok)  # found by assembly
    assert isinstance(w.reader, FakeReader) and w.reader.calls == PAGES  # one call per image
