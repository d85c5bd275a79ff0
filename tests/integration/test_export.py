"""What finance takes: the export of candidates."""

from __future__ import annotations

import json

from dn_pipeline.operator import control as operations
from dn_pipeline.store.client import Store


def test_the_export_shows_what_a_reviewer_set_over_what_was_read(store: Store) -> None:
    site = store.create("sites", {"code": "EXP-1"})
    batch = store.create("dn_batches", {"site": site["id"], "status": "staged"})
    store.create(
        "dn_batch_notes",
        {
            "batch": batch["id"],
            "status": "ready_to_post",
            "document_number": "DN-8",
            "delivery_date": "",
            "reviewed_fields": {"document_number": "DN-9", "delivery_date": "2026-11-03"},
        },
    )
    store.create("dn_batch_notes", {"batch": batch["id"], "status": "needs_review"})
    [row] = json.loads(operations.export(store, status="ready_to_post", fmt="json"))
    assert (row["document_number"], row["delivery_date"]) == ("DN-9", "2026-11-03")
    csv_text = operations.export(store, status="ready_to_post", site="EXP-1", fmt="csv")
    assert csv_text.splitlines()[0].startswith("batch,candidate,site,document_number")
    assert "DN-9" in csv_text and "DN-8" not in csv_text
