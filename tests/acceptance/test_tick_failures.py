"""A tick as cron runs it (issue 16 finding 3): an answer that does not fit the store fails
its page, and the tick still exits 0 with its one JSON line and runs the other due batch."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PIL import Image

from dn_pipeline.operator import uploads as batches
from dn_pipeline.store.client import Store
from tests.acceptance.conftest import (
    SUPPLIER,
    Cli,
    PerImageApi,
    import_hostdata,
    note_images,
    number_for,
    rows,
    summary_of,
)


def test_a_schema_valid_answer_too_long_for_the_store_fails_its_page_not_the_tick(
    cli: Cli, store: Store, api: PerImageApi, tmp_path: Path
) -> None:
    import_hostdata(store)
    [long_image] = note_images(tmp_path / "a", 41, 1)
    first = batches.create_batch(store, "SYD-01", [long_image])
    second = batches.create_batch(store, "SYD-01", note_images(tmp_path / "b", 42, 1))
    with_long = {"document_number": "N" * 500}

    def answers(w: int, h: int) -> dict[str, Any]:
        read = {
            "doc_type": "delivery_note",
            "document_number": number_for(w, h),
            **SUPPLIER,
            "delivery_date": "2026-11-03",
            "po_number": "4500101",
        }
        return {**read, **with_long} if (w, h) == _size(long_image) else read

    api.answers = answers
    done = cli.run("tick", env=api.env)
    assert done.returncode == 0, done.stderr
    summary = summary_of(done.stdout)
    assert (summary["claimed"], summary["failed"], summary["parked"]) == (2, 0, 0)
    assert "Traceback" not in done.stderr
    [page] = rows(store, "dn_batch_pages", first)
    assert page["read_status"] == "failed" and "invalid_answer" in page["read_error"]
    assert store.get("dn_batches", first)["status"] == "needs_review"
    assert store.get("dn_batches", second)["status"] == "staged"


def _size(path: Path) -> tuple[int, int]:
    with Image.open(path) as img:
        return img.size
