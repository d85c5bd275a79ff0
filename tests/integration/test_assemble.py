"""Manual ``assemble`` on a half-prepared batch (issue 16 finding 6): it prepares every
source first under its lease, so no source is left behind by a settled batch."""

from __future__ import annotations

import pytest

from dn_pipeline.leasing.acquire import acquire
from dn_pipeline.operator import control as operations
from dn_pipeline.run.assembling import pages_of
from dn_pipeline.run.worker import Worker
from dn_pipeline.stages.normalise import NormaliseOptions
from dn_pipeline.stages.prepare import prepare_sources, sources_of
from dn_pipeline.store.client import Store
from dn_pipeline.testing import FakeReader, TestServer
from tests.integration.test_reads import ANSWER, make_batch, png, site

__all__ = ["make_batch", "site"]  # fixtures shared by name


@pytest.mark.parametrize("status", ["queued", "failed"])
def test_assemble_on_a_half_prepared_batch_prepares_every_source_before_it_settles(
    pb: TestServer, store: Store, make_batch: object, status: str
) -> None:
    assert callable(make_batch)
    batch_id = make_batch(png(701), png(702))
    first, second = sources_of(store, batch_id)
    lease = acquire(store, batch_id, "test", pb.settings().lease)
    try:
        prepare_sources(store, lease, batch_id, NormaliseOptions(), only=first["id"])
    finally:
        lease.release()
    store.update("dn_batches", batch_id, {"status": status})
    assert {p["source"] for p in pages_of(store, batch_id)} == {first["id"]}
    reader = FakeReader(answer=lambda _page: dict(ANSWER))
    worker = Worker(store=store, settings=pb.settings(), reader=reader, worker_id="operator")

    settled = operations.assemble(worker, batch_id)

    pages = pages_of(store, batch_id)
    assert {p["source"] for p in pages} == {first["id"], second["id"]}
    assert all(p["read_status"] == "ok" for p in pages) and reader.calls == 2
    assert store.get("dn_batches", batch_id)["status"] == settled == "needs_review"
