"""Uploading and showing batches against a real PocketBase."""

from __future__ import annotations

import hashlib
from pathlib import Path

import httpx
import pytest

from dn_pipeline.errors import UsageError, ValidationFailed
from dn_pipeline.operator import uploads as batches
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import bind
from dn_pipeline.testing import TestServer


@pytest.fixture
def site(store: Store) -> str:
    store.create("sites", {"code": "SYD-01", "name": "Sydney yard"})
    return "SYD-01"


def _pdf(tmp_path: Path, name: str, size: int = 0) -> Path:
    body = b"%PDF-1.4\n%" + b"x" * max(0, size - 10)
    path = tmp_path / name
    path.write_bytes(body)
    return path


def test_create_then_show_round_trips_sources_and_status(
    store: Store, site: str, tmp_path: Path
) -> None:
    a = _pdf(tmp_path, "notes.pdf", 2000)
    b = tmp_path / "photo.jpg"
    b.write_bytes(b"\xff\xd8\xff\xe0" + b"\x00" * 100)
    batch_id = batches.create_batch(store, site, [a, b])
    shown = batches.show_batch(store, batch_id)
    assert shown["status"] == "queued"
    assert shown["site"] == "SYD-01"
    assert [s["original_name"] for s in shown["sources"]] == ["notes.pdf", "photo.jpg"]
    assert [s["mime"] for s in shown["sources"]] == ["application/pdf", "image/jpeg"]
    assert shown["sources"][0]["sha256"] == hashlib.sha256(a.read_bytes()).hexdigest()
    assert shown["totals"]["pages"] == 0 and shown["candidates"] == []
    events = store.list("dn_batch_events", bind("batch = {:b}", b=batch_id))
    assert [e["kind"] for e in events] == ["batch_created"]


def test_content_that_lies_about_its_name_is_uploaded_and_sniffed(
    store: Store, site: str, tmp_path: Path
) -> None:
    liar = tmp_path / "scan.pdf"
    liar.write_bytes(b"this is plain text, not a PDF")
    batch_id = batches.create_batch(store, site, [liar])
    [src] = batches.show_batch(store, batch_id)["sources"]
    assert src["mime"] == "application/octet-stream"


@pytest.mark.parametrize(
    ("case", "message"),
    [("empty-list", "no files"), ("missing", "no such file"), ("zero-bytes", "empty")],
)
def test_unusable_input_is_refused_up_front_and_creates_nothing(
    store: Store, site: str, tmp_path: Path, case: str, message: str
) -> None:
    good = _pdf(tmp_path, "good.pdf", 100)
    files = {
        "empty-list": [],
        "missing": [good, tmp_path / "nope.pdf"],
        "zero-bytes": [good, (tmp_path / "zero.pdf")],
    }[case]
    (tmp_path / "zero.pdf").write_bytes(b"")
    with pytest.raises(UsageError, match=message):
        batches.create_batch(store, site, files)
    assert store.count("dn_batches") == 0


def test_an_unknown_site_code_creates_nothing(store: Store, tmp_path: Path) -> None:
    with pytest.raises(UsageError, match="unknown site code 'NOPE'"):
        batches.create_batch(store, "NOPE", [_pdf(tmp_path, "a.pdf", 100)])
    assert store.count("dn_batches") == 0


def test_a_30_mb_pdf_uploads_whole(store: Store, site: str, tmp_path: Path) -> None:
    big = _pdf(tmp_path, "big.pdf", 30 * 1024 * 1024)
    batch_id = batches.create_batch(store, site, [big])
    [src] = store.list("dn_batch_sources", bind("batch = {:b}", b=batch_id))
    assert store.download("dn_batch_sources", src["id"], src["file"]) == big.read_bytes()


def test_a_failed_upload_midway_leaves_no_batch(
    store: Store, site: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Let the client-side check pass a file the server's 50 MB field limit refuses.
    monkeypatch.setattr(batches, "MAX_SOURCE_BYTES", 60 * 1024 * 1024)
    files = [_pdf(tmp_path, "ok.pdf", 1000), _pdf(tmp_path, "huge.pdf", 51 * 1024 * 1024)]
    with pytest.raises(ValidationFailed):
        batches.create_batch(store, site, files)
    assert store.count("dn_batches") == 0
    assert store.count("dn_batch_sources") == 0


def test_an_anonymous_client_cannot_download_a_source_by_its_url(
    pb: TestServer, store: Store, site: str, tmp_path: Path
) -> None:
    batch_id = batches.create_batch(store, site, [_pdf(tmp_path, "secret.pdf", 500)])
    [src] = store.list("dn_batch_sources", bind("batch = {:b}", b=batch_id))
    url = f"{pb.url}/api/files/dn_batch_sources/{src['id']}/{src['file']}"
    assert httpx.get(url).status_code == 404
    assert httpx.get(url, headers={"Authorization": store.pb.auth_store.token}).status_code == 404
    assert store.download("dn_batch_sources", src["id"], src["file"]).startswith(b"%PDF")
