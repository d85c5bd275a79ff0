"""Preparing against a real PocketBase: sources become page rows once; bad sources become
one recorded error; a re-run neither creates page rows nor downloads or decodes a source."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dn_pipeline.leasing.acquire import with_batch_lease
from dn_pipeline.operator import uploads as batches
from dn_pipeline.stages.normalise import NormaliseOptions
from dn_pipeline.stages.prepare import prepare_sources
from dn_pipeline.stages.rendercage import Cage
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import bind
from dn_pipeline.testing import TestServer
from tests.corpus import bad_input_corpus

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "demo"


def _prepare(pb: TestServer, store: Store, batch_id: str) -> Any:
    with with_batch_lease(store, batch_id, "test", lambda _b: True, pb.settings().lease) as lease:
        return prepare_sources(store, lease, batch_id, NormaliseOptions())


def test_a_rerun_creates_no_page_row_and_neither_downloads_nor_decodes_a_source(
    pb: TestServer, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    store.create("sites", {"code": "PREP-1"})
    batch = batches.create_batch(
        store, "PREP-1", [FIXTURES / "delivery-notes-nov.pdf", FIXTURES / "IMG_2041.jpg"]
    )
    # Probes that record and then do the real work, on the names preparing itself calls.
    downloads: list[Any] = []
    decodes: list[Any] = []
    real_download, real_open = store.download, Cage.open

    def download(*a: Any, **k: Any) -> bytes:
        downloads.append(a)
        return real_download(*a, **k)

    def open_source(self: Cage, *a: Any, **k: Any) -> int:
        decodes.append(a)  # every decode of a source starts with the render child opening it
        return real_open(self, *a, **k)

    monkeypatch.setattr(store, "download", download)
    monkeypatch.setattr(Cage, "open", open_source)
    first = _prepare(pb, store, batch)
    rows = store.list("dn_batch_pages", bind("batch = {:b}", b=batch), sort="id")
    assert first.pages_created == len(rows) == 6
    assert all(r["image_sha256"] and r["image"] and r["normaliser"] for r in rows)
    assert len(downloads) == 2 and decodes  # the probes see the first run's real work

    downloads.clear()
    decodes.clear()
    again = _prepare(pb, store, batch)
    assert (again.pages_created, again.pages_reused) == (0, 6)
    assert downloads == [] and decodes == []
    assert store.list("dn_batch_pages", bind("batch = {:b}", b=batch), sort="id") == rows


def test_each_bad_source_gets_one_recorded_error_and_the_good_ones_still_become_pages(
    pb: TestServer, store: Store, tmp_path: Path
) -> None:
    store.create("sites", {"code": "PREP-2"})
    codes = ("truncated_or_corrupt", "encrypted_pdf", "unsupported_format", "decompression_bomb")
    bad = [c for c in bad_input_corpus() if c.expected_code in codes]
    files = [FIXTURES / "IMG_2047.jpg"]
    for i, case in enumerate(bad):
        path = tmp_path / f"{i}-{case.filename}"
        path.write_bytes(case.data)
        files.append(path)
    batch = batches.create_batch(store, "PREP-2", files)
    _prepare(pb, store, batch)
    _prepare(pb, store, batch)  # a re-run records nothing twice
    errors = store.list("dn_source_errors", bind("batch = {:b}", b=batch))
    sources = {s["id"]: s["original_name"] for s in store.list("dn_batch_sources")}
    got = sorted((sources[e["source"]], e["code"]) for e in errors)
    # A bad frame among good ones fails that page only (recorded on the page row).
    page_level = {f"{i}-{c.filename}" for i, c in enumerate(bad) if c.filename == "fax.tiff"}
    want = sorted(
        (f"{i}-{case.filename}", case.expected_code)
        for i, case in enumerate(bad)
        if f"{i}-{case.filename}" not in page_level
    )
    missing, extra = sorted(set(want) - set(got)), sorted(set(got) - set(want))
    assert (missing, extra) == ([], []), (missing, extra)
    good_pages = store.list("dn_batch_pages", bind("batch = {:b}", b=batch))
    assert len(good_pages) >= 1 and all(
        p["image"] for p in good_pages if p["read_status"] == "pending"
    )
