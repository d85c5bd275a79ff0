"""Acceptance helpers: the ``dn-pipeline`` CLI as a subprocess against the session's
PocketBase, and a loopback fake of the Anthropic API that answers per image.

Every subprocess gets a clean environment (no inherited ``PB_``/``DN_``/``ANTHROPIC_``
variables), runs in its own empty folder (no stray ``.env``), uses the staged path and
short lease timings (TTL 6 s, heartbeat 1 s) unless a test says otherwise.
"""

from __future__ import annotations

import base64
import io
import json
import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import bind
from dn_pipeline.testing import TestServer
from dn_pipeline.testing.fake_anthropic import FakeAnthropic
from dn_pipeline.testing.fake_replies import RecordedRequest, Reply, tool_answer

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "fixtures"
DN = str(Path(sys.executable).parent / "dn-pipeline")

FAST = {
    "DN_STAGED_INGESTION_ENABLED": "true",
    "DN_LEASE_TTL_S": "6",
    "DN_LEASE_HEARTBEAT_S": "1",
    "DN_LEASE_GRACE_S": "1",
    "DN_LEASE_FENCE_MARGIN_S": "2",
    "DN_BACKOFF_BASE_S": "0",
    "DN_BACKOFF_CAP_S": "0",
}
# The first release's bare batch counts, kept (deprecated) for one release beside the
# unambiguous ``batches_*`` names.
OLD_BATCH_KEYS = {
    "claimed",
    "not_claimed",
    "staged",
    "needs_review",
    "failed",
    "parked",
    "cancelled",
}
SUMMARY_KEYS = {
    *(f"batches_{k}" for k in OLD_BATCH_KEYS),
    "notes_ready",
    "notes_needs_review",
    "reads_made",
    "reads_reused",
    "escalations",
    "cost_usd",
    *OLD_BATCH_KEYS,
}
SUPPLIER = {"supplier_name": "Southern Cross Concrete Pty Ltd", "supplier_tax_id": "53 004 085 616"}


def clean_environ() -> dict[str, str]:
    keep = ("PATH", "HOME", "LANG", "LC_ALL", "TMPDIR", "SYSTEMROOT")
    return {k: v for k, v in os.environ.items() if k in keep}


@dataclass
class Cli:
    """Runs ``dn-pipeline`` against one server with a fixed base environment."""

    env: dict[str, str]
    cwd: Path

    def _env(self, extra: Mapping[str, str | None] | None) -> dict[str, str]:
        env = dict(self.env)
        for k, v in (extra or {}).items():
            if v is None:
                env.pop(k, None)
            else:
                env[k] = v
        return env

    def run(
        self, *args: str, env: Mapping[str, str | None] | None = None, timeout: float = 180
    ) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [DN, *args],
            env=self._env(env),
            cwd=self.cwd,
            capture_output=True,
            text=True,
            timeout=timeout,
        )

    def ok(self, *args: str, env: Mapping[str, str | None] | None = None) -> str:
        done = self.run(*args, env=env)
        assert done.returncode == 0, f"{args}: rc={done.returncode} stderr={done.stderr}"
        return done.stdout

    def popen(
        self, *args: str, env: Mapping[str, str | None] | None = None
    ) -> subprocess.Popen[str]:
        return subprocess.Popen(
            [DN, *args],
            env=self._env(env),
            cwd=self.cwd,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )

    def tick(self, *args: str, env: Mapping[str, str | None] | None = None) -> dict[str, Any]:
        return summary_of(self.ok("tick", *args, env=env))


def summary_of(stdout: str) -> dict[str, Any]:
    """The tick's one JSON line (and nothing else on stdout)."""
    lines = stdout.splitlines()
    assert len(lines) == 1, f"expected one line on stdout, got {stdout!r}"
    summary: dict[str, Any] = json.loads(lines[0])
    assert set(summary) == SUMMARY_KEYS
    return summary


def make_cli(pb: TestServer, cwd: Path, **extra: str) -> Cli:
    return Cli(env={**clean_environ(), **pb.env(), **FAST, **extra}, cwd=cwd)


@pytest.fixture
def cli(pb: TestServer, tmp_path: Path) -> Cli:
    return make_cli(pb, tmp_path)


# -- a fake vision API that answers per image -------------------------------------------


def image_size(request: RecordedRequest) -> tuple[int, int]:
    """The (width, height) of the page image a Messages request carries."""
    for message in (request.json or {}).get("messages", []):
        for block in message.get("content", []):
            if isinstance(block, dict) and block.get("type") == "image":
                png = base64.b64decode(block["source"]["data"])
                with Image.open(io.BytesIO(png)) as img:
                    return img.size
    raise AssertionError("no image in the request")


def number_for(width: int, height: int) -> str:
    return f"AT-{width}-{height}"


@dataclass
class PerImageApi:
    """A running FakeAnthropic: each image's size names its note (``AT-w-h``); one note a
    page, supplier and open PO of SYD-01, so every note is clear. ``delay_s`` slows it."""

    fake: FakeAnthropic
    delay_s: float = 0.0
    answers: Callable[[int, int], dict[str, Any]] | None = None
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def respond(self, request: RecordedRequest) -> Reply:
        if self.delay_s:
            time.sleep(self.delay_s)
        w, h = image_size(request)
        read = {
            "doc_type": "delivery_note",
            "document_number": number_for(w, h),
            **SUPPLIER,
            "delivery_date": "2026-11-03",
            "po_number": "4500101",
            "items": [{"product_code": "C32", "description": "Concrete 32MPa", "quantity": 6.0}],
        }
        if self.answers is not None:
            read = self.answers(w, h)
        reply = tool_answer(read)
        assert callable(reply.body)
        return Reply(body=reply.body(request))

    @property
    def env(self) -> dict[str, str]:
        return {
            "DN_EXTRACTOR": "anthropic",
            "ANTHROPIC_BASE_URL": self.fake.base_url,
            "ANTHROPIC_API_KEY": "test-key",
        }

    def calls(self) -> int:
        return self.fake.calls()


@pytest.fixture
def api() -> Iterator[PerImageApi]:
    holder: dict[str, PerImageApi] = {}
    with FakeAnthropic(default=lambda req: holder["api"].respond(req)) as fake:
        holder["api"] = PerImageApi(fake=fake)
        yield holder["api"]


def note_images(folder: Path, tag: int, pages: int) -> list[Path]:
    """``pages`` distinct PNGs (sizes unique per tag and page: the fake's note numbers)."""
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for p in range(pages):
        path = folder / f"note-{tag}-{p}.png"
        img = Image.new("L", (400 + tag, 300 + p), 255)
        img.paste(0, (20, 20, 200, 40))
        img.save(path)
        out.append(path)
    return out


def import_hostdata(store: Store) -> None:
    from dn_pipeline.operator import hostdata

    for kind in hostdata.KINDS:
        hostdata.import_csv(store, kind, FIXTURES / "hostdata" / f"{kind}.csv")


def rows(store: Store, collection: str, batch_id: str | None = None) -> list[dict[str, Any]]:
    where = bind("batch = {:b}", b=batch_id) if batch_id else ""
    return store.list(collection, where, sort="created")


def events(store: Store, batch_id: str, kind: str | None = None) -> list[dict[str, Any]]:
    return [e for e in rows(store, "dn_batch_events", batch_id) if kind in (None, e["kind"])]


def wait_for(check: Callable[[], bool], timeout: float = 30.0, what: str = "") -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if check():
            return
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what or check}")
