"""Learning from confirmed candidates costs a fixed number of queries, not two per note
(#20: the per-page cost of a first run). Counted on the HTTP client, never timed."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

from dn_pipeline.leasing.acquire import with_batch_lease
from dn_pipeline.operator import uploads as batches
from dn_pipeline.readers.base import PageInput
from dn_pipeline.run import supplier_memory
from dn_pipeline.run.runner import run_batch
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import bind
from dn_pipeline.testing import RequestLog, TestServer
from tests.integration.test_runner import ANSWER, png, worker
from tests.unit.finding_words import PAGE_H, PAGE_W
from tests.unit.test_finding_profiles import note

NOTES = 4


def test_learning_from_several_confirmed_notes_fetches_their_pages_and_reads_in_two_queries(
    pb: TestServer, store: Store, tmp_path: Path
) -> None:
    """Before: one page fetch and one read fetch per newly confirmed note (2 x 4 here)."""
    site = store.create("sites", {"code": "MEM-RT", "name": "Memory round trips"})
    supplier = store.create("suppliers", {"name": "Kestrel Timber Ltd"})
    paths = []
    for seed in range(NOTES):
        paths.append(tmp_path / f"rt{seed}.png")
        paths[-1].write_bytes(png(900 + seed))
    first = batches.create_batch(store, "MEM-RT", paths)
    numbers = itertools.count(1)

    def answer(_page: PageInput) -> dict[str, Any]:
        return {**ANSWER, "document_number": f"DN-{next(numbers)}"}

    run_batch(worker(pb, store, answer), first, staged=True)
    candidates = store.list("dn_batch_notes", bind("batch = {:b}", b=first))
    assert len(candidates) == NOTES
    for i, candidate in enumerate(candidates):
        words = note(f"KS-10423{i}", "B10442", "03/04/2026")
        store.update(
            "dn_batch_pages",
            candidate["pages"][0],
            {"text_layer": words, "width": PAGE_W, "height": PAGE_H},
        )
        store.update(
            "dn_batch_notes",
            candidate["id"],
            {
                "supplier": supplier["id"],
                "status": "ready_to_post",
                "reviewed_by": "a-reviewer",
                "reviewed_fields": {"document_number": f"KS-10423{i}"},
            },
        )
    second = batches.create_batch(store, "MEM-RT", [paths[0]])
    settings = pb.settings()
    with with_batch_lease(store, second, "test", lambda _b: True, settings.lease) as lease:
        lease.stop_heartbeat()  # heartbeats are timing, not learning's cost
        with RequestLog(store) as log:
            learned = supplier_memory.learn_site(
                store, lease, site["id"], store.server_now(), exclude_batch=second
            )
    assert learned == NOTES
    one_by_one = [
        path
        for method, path in log.reads
        if path.startswith(
            ("/api/collections/dn_batch_pages/records/", "/api/collections/dn_page_reads/records/")
        )
    ]
    assert not one_by_one, log.requests
    # the notes, the supplier's profile, their pages, their reads (never the lease's)
    learning = [p for _, p in log.reads if not p.startswith("/api/collections/dn_batch_locks/")]
    assert len(learning) == 4, log.requests
    row = store.get(supplier_memory.PROFILES, supplier_memory.profile_id(supplier["id"]))
    assert row["notes_learned"] == NOTES
