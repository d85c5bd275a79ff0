"""Test doubles and helpers shipped with the package, so our tests and users' share them.

- ``TestServer``: a real PocketBase from the wheel on a free loopback port in a temporary
  folder (removed again by ``stop()``), with a random superuser password and the schema
  applied.
- ``wipe``: delete every record the pipeline or the host data holds, between tests.
- ``FakeReader``: a Reader that answers from a function and counts its calls.

The loopback fake of the Anthropic API lives in ``dn_pipeline.testing.fake_anthropic``.
"""

from __future__ import annotations

import secrets
import shutil
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dn_pipeline.readers.base import PageInput, ReadOutput, Usage, Word
from dn_pipeline.settings import LeaseTimings, Settings
from dn_pipeline.store import schema
from dn_pipeline.store.client import Store
from dn_pipeline.store.localserver import LocalServer, free_port
from dn_pipeline.store.names import BATCHES, ERRORS, EVENTS, LOCKS, NOTES, PAGES, READS, SOURCES
from dn_pipeline.store.ops import Op
from dn_pipeline.store.writes import load_limits, singles, store_units

# Children first, so cascades and required relations never block a delete.
WIPE_ORDER = (
    EVENTS,
    LOCKS,
    NOTES,
    PAGES,
    READS,
    ERRORS,
    SOURCES,
    BATCHES,
    "delivery_note_items",
    "delivery_notes",
    "purchase_orders",
    "suppliers",
    "sites",
)


def test_password() -> str:
    """A random superuser password that never starts with ``-``: it is passed on the
    ``pocketbase superuser upsert`` command line, where ``-x...`` reads as a flag."""
    return "p" + secrets.token_urlsafe(18)


test_password.__test__ = False  # type: ignore[attr-defined]  # not a pytest test


@dataclass
class TestServer:
    """A throwaway PocketBase with the schema applied. Use as a context manager."""

    __test__ = False  # not a pytest test class

    root: Path = field(default_factory=lambda: Path(tempfile.mkdtemp(prefix="dn-pb-")))
    port: int = field(default_factory=free_port)
    email: str = "superuser@dn-pipeline.test"
    password: str = field(default_factory=lambda: test_password(), repr=False)
    keep_root: bool = False  # True: leave the folder (data, log) behind for a post-mortem

    def __post_init__(self) -> None:
        self.server = LocalServer(root=self.root, port=self.port)

    @property
    def url(self) -> str:
        return self.server.url

    def start(self) -> TestServer:
        self.server.start(detach=False)
        self.server.ensure_superuser(self.email, self.password)
        schema.plan_and_apply(self.store(), schema.load_definitions(), dry_run=False)
        return self

    def restart(self) -> None:
        self.server.stop()
        self.server.start(detach=False)

    def stop(self) -> None:
        self.server.stop()
        if not self.keep_root:
            shutil.rmtree(self.root, ignore_errors=True)

    def store(self) -> Store:
        store = Store(self.url, self.email, self.password)
        store.authenticate()
        load_limits(store)  # at start, as ``store.connect`` does
        return store

    def env(self) -> dict[str, str]:
        """Environment for a subprocess that should talk to this server."""
        return {
            "PB_URL": self.url,
            "PB_SUPERUSER_EMAIL": self.email,
            "PB_SUPERUSER_PASSWORD": self.password,
        }

    def settings(self, **overrides: Any) -> Settings:
        base: dict[str, Any] = {
            "pb_url": self.url,
            "pb_email": self.email,
            "pb_password": self.password,
            "staged": True,
            "lease": LeaseTimings(ttl_s=6.0, heartbeat_s=1.0, grace_s=1.0, fence_margin_s=2.0),
            "backoff_base_s": 0.0,
            "backoff_cap_s": 0.0,
        }
        base.update(overrides)
        return Settings(**base)

    def __enter__(self) -> TestServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def wipe(store: Store) -> None:
    """Delete every record of the pipeline and host collections (tests only)."""
    for collection in WIPE_ORDER:
        while True:
            rows = store.list(collection, fields="id", limit=200)
            if not rows:
                break
            ops = [Op(method="DELETE", collection=collection, id=r["id"]) for r in rows]
            store_units(store, singles(ops))


@dataclass
class FakeReader:
    """A Reader answering from ``answer(page)``; counts calls; optional fixed latency.

    ``answer`` may raise ReadError or ReaderUnavailable to script failures.
    """

    answer: Callable[[PageInput], dict[str, Any]]
    name: str = "fake"
    model: str = "fake-1"
    paid: bool = True
    latency_s: float = 0.0
    cost_usd: float = 0.001
    calls: int = 0
    # The words a reader that keeps them would store with its answer (None: none kept).
    words: Callable[[PageInput], list[Word] | None] = lambda _page: None
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def read(self, page: PageInput) -> ReadOutput:
        with self._lock:
            self.calls += 1
        if self.latency_s:
            time.sleep(self.latency_s)
        result = self.answer(page)
        return ReadOutput(
            result=result,
            usage=Usage(input_tokens=1000, output_tokens=100, cost_usd=self.cost_usd),
            words=self.words(page),
        )


@dataclass
class RequestLog:
    """The HTTP requests a ``Store`` sends, counted by an httpx event hook on its client
    (so nothing is guessed): ``with RequestLog(store) as log: ...``, then ``log.reads``,
    ``log.writes`` (anything but GET: ``/api/batch``, creates, updates, deletes)."""

    store: Store
    requests: list[tuple[str, str]] = field(default_factory=list)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def _hook(self, request: Any) -> None:
        with self._lock:
            self.requests.append((request.method, request.url.path))

    def __enter__(self) -> RequestLog:
        hooks = self.store.pb.http_client.event_hooks
        hooks["request"] = [*hooks.get("request", []), self._hook]
        self.store.pb.http_client.event_hooks = hooks
        return self

    def __exit__(self, *exc: object) -> None:
        hooks = self.store.pb.http_client.event_hooks
        # ``!=``, not ``is not``: each ``self._hook`` is a new bound-method object.
        hooks["request"] = [h for h in hooks.get("request", []) if h != self._hook]
        self.store.pb.http_client.event_hooks = hooks

    @property
    def reads(self) -> list[tuple[str, str]]:
        return [r for r in self.requests if r[0] == "GET"]

    @property
    def writes(self) -> list[tuple[str, str]]:
        return [r for r in self.requests if r[0] != "GET"]
