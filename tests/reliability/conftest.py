"""The reliability harness (issue 8): real `dn-pipeline` processes against a real PocketBase.

- ``rel``: a clean store with the fixture host data, a loopback ``FakeAnthropic`` whose
  answers are a pure function of the page (so every run of a batch reads the same), and
  helpers to upload batches, run ``tick`` subprocesses, and read a batch's final state.
- Every subprocess's stdout and stderr goes to a file in a session folder; each one is
  checked for the superuser password and the API key as it ends, and the whole folder
  (plus the PocketBase server logs) once more at the end of the session.
- ``dn-pipeline`` processes are forked from a per-session fork server that has the CLI and
  the ``anthropic`` SDK imported already (``forkserver.py``: each still a real process of
  its own); ``DN_TEST_FORKSERVER=0`` starts each with a fresh ``python -m`` instead.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import re
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from dn_pipeline.operator import hostdata
from dn_pipeline.operator import uploads as batches
from dn_pipeline.stages.reconcile import candidate_key
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import bind
from dn_pipeline.store.names import LOCKS
from dn_pipeline.testing import TestServer, wipe
from dn_pipeline.testing.fake_anthropic import FakeAnthropic
from dn_pipeline.testing.fake_replies import RecordedRequest, Reply, tool_answer
from tests import corpus
from tests.reliability.forkserver import ForkedProcess, ForkServer

HOSTDATA = Path(__file__).resolve().parents[2] / "fixtures" / "hostdata"
TERMINAL = ("staged", "needs_review", "failed", "cancelled")
SUPPLIERS = (
    ("Southern Cross Concrete Pty Ltd", "53 004 085 616"),
    ("Ironbark Steel & Mesh Pty Ltd", "21 611 482 907"),
    ("Blue Metal Quarries Ltd", "68 009 273 551"),
)
# Lease timings for every worker the suite starts: 3 s TTL (never below 2 s on 2 cores).
LEASE_ENV = {
    "DN_LEASE_TTL_S": "3",
    "DN_LEASE_HEARTBEAT_S": "1",
    "DN_LEASE_GRACE_S": "1",
    "DN_LEASE_FENCE_MARGIN_S": "1",
}
# A dead holder's lease may be taken over once the server's clock passes its lock row's
# ``reclaim_at`` (its last touch + TTL + grace, leasing/acquire.py). Tests wait for exactly
# that (``Harness.wait_leases_lapsed``), never a fixed time: under load a fixed sleep is
# either too short (the take-over refused) or longer than needed.
LIVE_LOCK = "reclaim_at = '' || reclaim_at >= @now"  # the negation of the take-over rule


# -- secrets ---------------------------------------------------------------------------------


@dataclass
class Secrets:
    """What must never appear in any output, and every output captured so far."""

    api_key: str = field(default_factory=lambda: "sk-ant-test-" + secrets.token_urlsafe(24))
    values: list[str] = field(default_factory=list)
    folder: Path = field(default_factory=lambda: Path(tempfile.mkdtemp(prefix="dn-rel-logs-")))
    files: list[Path] = field(default_factory=list)
    _n: int = 0

    def new_log(self, label: str) -> Path:
        self._n += 1
        path = self.folder / f"{self._n:04d}-{label}.log"
        self.files.append(path)
        return path

    def leaks(self, text: str) -> list[str]:
        return [f"secret #{i}" for i, v in enumerate(self.values) if v and v in text]

    def check(self, path: Path) -> None:
        found = self.leaks(path.read_text(errors="replace")) if path.exists() else []
        assert not found, f"{found} leaked into {path.name}"


@pytest.fixture(scope="session")
def leak_guard(pb: TestServer) -> Iterator[Secrets]:
    guard = Secrets()
    guard.values = [pb.password, guard.api_key]
    yield guard
    # The end-of-session sweep: every captured output and the server's own log.
    leaked = []
    for path in [*guard.folder.glob("*.log"), *Path(pb.root).rglob("*.log")]:
        if guard.leaks(path.read_text(errors="replace")):
            leaked.append(str(path))
    assert not leaked, f"a secret leaked into: {leaked}"  # the folder is kept to look at
    shutil.rmtree(guard.folder, ignore_errors=True)


# -- the fake vision API ---------------------------------------------------------------------

MARK = re.compile(r"REF NOTE=(\S+) PAGE=(\d+) OF=(\d+) SUP=(\d+) PO=(\S+)")


def request_text(req: RecordedRequest) -> str:
    content = ((req.json or {}).get("messages") or [{}])[0].get("content") or []
    return "\n".join(b.get("text", "") for b in content if b.get("type") == "text")


def image_of(req: RecordedRequest) -> str:
    """A stable id of the page a request reads: its image and its text."""
    content = ((req.json or {}).get("messages") or [{}])[0].get("content") or []
    data = "".join(b["source"]["data"] for b in content if b.get("type") == "image")
    return hashlib.sha256((data + "\x1f" + request_text(req)).encode()).hexdigest()[:16]


def answer_for(req: RecordedRequest, special: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The read of a page, a pure function of the page (same page, same answer, any run)."""
    text = request_text(req)
    for marker, read in special.items():
        if marker in text:
            return read
    m = MARK.search(text)
    if m:
        number, page, total, sup, po = m.groups()
        name, tax = SUPPLIERS[int(sup)]
        return {
            "doc_type": "delivery_note",
            "document_number": number,
            "supplier_name": name,
            "supplier_tax_id": tax,
            "delivery_date": "2026-11-03",
            "po_number": po,
            "page_number": int(page),
            "page_total": int(total),
            "continuation": int(page) > 1,
            # Each page lists its own load: a continuation carries the list on (the same
            # lines again on page 2 would be a reprint, counted once and flagged).
            "items": [
                {"product_code": "C32", "description": f"Concrete, load {page}", "quantity": 6.0}
            ],
        }
    h = image_of(req)
    return {
        "doc_type": "delivery_note",
        "document_number": f"IMG-{h[:6].upper()}",
        "supplier_name": "Unknown Haulage Co",
        "delivery_date": "2026-11-04",
        "po_number": None,
        "items": [],
    }


# -- the harness -----------------------------------------------------------------------------


def ref_sources() -> list[tuple[str, bytes]]:
    """The reference batch: 6 pages, 5 distinct images; a 2-page note, a foreign PO, a
    photo uploaded twice (one shared read, a possible duplicate)."""
    photo = corpus.photo_jpeg()
    return [
        (
            "two-pages.pdf",
            corpus.text_pdf(["REF NOTE=A100 PAGE={page} OF=2 SUP=0 PO=4500101"], pages=2),
        ),
        ("steel.pdf", corpus.text_pdf(["REF NOTE=B200 PAGE=1 OF=1 SUP=1 PO=4500102"])),
        ("foreign-po.pdf", corpus.text_pdf(["REF NOTE=C300 PAGE=1 OF=1 SUP=2 PO=7700202"])),
        ("IMG_1.jpg", photo),
        ("IMG_1 (1).jpg", photo),
    ]


def tagged_pdf(tag: str, *, pages: int = 1, sup: int = 0, po: str = "4500101") -> bytes:
    """A small text PDF whose pages the fake reads as note ``tag`` of supplier ``sup``."""
    line = f"REF NOTE={tag} PAGE={{page}} OF={pages} SUP={sup} PO={po}"
    return corpus.text_pdf([line], pages=pages)


@pytest.fixture(scope="session")
def fork_server() -> Iterator[ForkServer | None]:
    """The session's fork server (None with ``DN_TEST_FORKSERVER=0``)."""
    if os.environ.get("DN_TEST_FORKSERVER", "1") == "0":
        yield None
        return
    server = ForkServer()
    try:
        yield server
    finally:
        server.close()


@dataclass
class Proc:
    """A running subprocess whose output goes to a log file."""

    popen: subprocess.Popen[bytes] | ForkedProcess
    log: Path
    guard: Secrets

    def wait(self, timeout: float) -> int:
        try:
            return self.popen.wait(timeout=timeout)
        finally:
            self.guard.check(self.log)

    def output(self) -> str:
        return self.log.read_text(errors="replace")

    def kill(self) -> None:
        if self.popen.poll() is None:
            self.popen.kill()
            self.popen.wait(timeout=10)
        self.guard.check(self.log)

    def signal(self, sig: signal.Signals) -> None:
        if self.popen.poll() is None:
            self.popen.send_signal(sig)


@dataclass
class Harness:
    pb: TestServer
    store: Store
    fake: FakeAnthropic
    guard: Secrets
    work: Path
    forks: ForkServer | None = None  # None: each process a fresh ``python -m``
    special: dict[str, dict[str, Any]] = field(default_factory=dict)
    latency_s: float = 0.0
    procs: list[Proc] = field(default_factory=list)
    mark: int = 0  # fake requests before this index belong to an earlier trial
    # Scripted answers for the next calls, in order: a Reply, or None for the page's answer.
    script: list[Reply | None] = field(default_factory=list)
    # Scripted answers for the calls reading a page whose text holds the key, in order (taken
    # before ``script``): a fault aimed at one page, whatever order the reads go out in.
    script_for: dict[str, list[Reply]] = field(default_factory=dict)
    # Hold every answer from the ``hold_from``-th call on (1-based) until ``gate`` is set.
    gate: threading.Event = field(default_factory=threading.Event)
    hold_from: int = 0
    answered: int = 0
    _count_lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    # -- fake reader -------------------------------------------------------------------

    def respond(self, req: RecordedRequest) -> Reply:
        with self._count_lock:
            self.answered += 1
            n = self.answered
        if self.hold_from and n >= self.hold_from:
            self.gate.wait(timeout=120)  # bounded: a test that forgets to open it still ends
        if self.latency_s:
            time.sleep(self.latency_s)
        text = request_text(req)
        aimed = next((q for key, q in self.script_for.items() if q and key in text), None)
        if aimed is not None:
            return aimed.pop(0)
        scripted = self.script.pop(0) if self.script else None
        return scripted or tool_answer(answer_for(req, self.special))

    def calls_per_image(self) -> Counter[str]:
        """Messages calls per page image since the last ``reset``."""
        return Counter(
            image_of(r)
            for r in self.fake.requests[self.mark :]
            if r.path.split("?")[0] == "/v1/messages"
        )

    def reset(self) -> None:
        """A fresh store (host data only) and a fresh call count: a new trial."""
        self.cleanup()
        wipe(self.store)
        import_hostdata(self.store)
        self.mark = len(self.fake.requests)

    # -- uploads -----------------------------------------------------------------------

    def upload(self, sources: list[tuple[str, bytes]], site: str = "SYD-01") -> str:
        folder = Path(tempfile.mkdtemp(dir=self.work))
        paths = []
        for i, (name, data) in enumerate(sources):
            (folder / str(i)).mkdir()
            path = folder / str(i) / name
            path.write_bytes(data)
            paths.append(path)
        return batches.create_batch(self.store, site, paths, label="reliability", actor="test")

    # -- processes ---------------------------------------------------------------------

    def env(self, **extra: str) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("DN_", "PB_", "ANTHROPIC"))}
        env.update(self.pb.env())
        env.update(LEASE_ENV)
        env.update(
            DN_STAGED_INGESTION_ENABLED="true",
            DN_EXTRACTOR="anthropic",
            ANTHROPIC_API_KEY=self.guard.api_key,
            ANTHROPIC_BASE_URL=self.fake.base_url,
            DN_BACKOFF_BASE_S="0",
            DN_BACKOFF_CAP_S="0",
            DN_READ_CONCURRENCY="2",
            PYTHONUNBUFFERED="1",
        )
        env.update(extra)
        return env

    def spawn(self, *args: str, label: str = "cli", **extra: str) -> Proc:
        log = self.guard.new_log(label)
        popen: subprocess.Popen[bytes] | ForkedProcess
        if self.forks is not None:
            # cwd: no stray .env is picked up
            popen = self.forks.spawn(list(args), self.env(**extra), cwd=self.work, log=log)
        else:
            with log.open("wb") as out:
                popen = subprocess.Popen(
                    [sys.executable, "-m", "dn_pipeline.cli.main", *args],
                    env=self.env(**extra),
                    cwd=self.work,  # no stray .env is picked up
                    stdout=out,
                    stderr=subprocess.STDOUT,
                )
        proc = Proc(popen, log, self.guard)
        self.procs.append(proc)
        return proc

    def cli(self, *args: str, timeout: float = 60, **extra: str) -> tuple[int, str]:
        proc = self.spawn(*args, label=args[0], **extra)
        try:
            code = proc.wait(timeout)
        finally:
            proc.kill()
        return code, proc.output()

    def tick(self, timeout: float = 90, **extra: str) -> tuple[int, dict[str, Any] | None]:
        code, out = self.cli("tick", timeout=timeout, **extra)
        lines = [ln for ln in out.splitlines() if ln.startswith("{")]
        return code, json.loads(lines[-1]) if lines else None

    def tick_until_settled(
        self, batch_ids: list[str], deadline_s: float = 90, **extra: str
    ) -> None:
        """Tick (a fresh process each time) until every batch is terminal. An ``analysing``
        batch is an orphan (its worker died): the next tick is started once its lease may
        be taken over, not before (a tick before that could only find it held)."""
        end = time.monotonic() + deadline_s
        while True:
            rows = [self.store.get("dn_batches", b) for b in batch_ids]
            if all(r["status"] in TERMINAL for r in rows):
                return
            assert time.monotonic() < end, f"not settled: {[(r['id'], r['status']) for r in rows]}"
            orphans = [r["id"] for r in rows if r["status"] == "analysing"]
            if orphans:
                self.wait_leases_lapsed(orphans, timeout=max(1.0, end - time.monotonic()))
            code, _ = self.tick(**extra)
            assert code == 0

    # -- leases ------------------------------------------------------------------------

    def live_leases(self, batch_ids: list[str]) -> list[dict[str, Any]]:
        """The lock rows of ``batch_ids`` that no taker may take over yet, by the server's
        clock (``reclaim_at`` not passed): what a tick started now would find held."""
        return self.store.list_in(
            LOCKS, "batch", batch_ids, where=LIVE_LOCK, fields="id,batch,owner,reclaim_at"
        )

    def wait_leases_lapsed(self, batch_ids: list[str], timeout: float = 30.0) -> None:
        """Wait until no lease on ``batch_ids`` is live: each holder released its lock row,
        or the server's time passed its ``reclaim_at``. A killed or paused holder's lease
        lapses TTL + grace after its last touch; a running holder's never does (until it
        releases): ``timeout`` bounds the wait."""
        end = time.monotonic() + timeout
        while live := self.live_leases(batch_ids):
            assert time.monotonic() < end, f"leases still live after {timeout:.0f} s: {live}"
            time.sleep(0.05)

    def cleanup(self) -> None:
        for proc in self.procs:
            if proc.popen.poll() is None:
                proc.signal(signal.SIGCONT)
                proc.kill()

    # -- state -------------------------------------------------------------------------

    def state(self, batch_id: str) -> dict[str, Any]:
        return final_state(self.store, batch_id)

    def totals(self, batch_id: str) -> dict[str, Any]:
        """The row-derived totals view (reads made, cost, actual spend, paid calls)."""
        return self.store.get("dn_batch_totals", batch_id)


def final_state(store: Store, batch_id: str) -> dict[str, Any]:
    """A batch's outcome, comparable across batches and runs (ids replaced by names).

    Asserts the no-duplicate invariants on the way.
    """
    batch = store.get("dn_batches", batch_id)
    where = bind("batch = {:b}", b=batch_id)
    sources = {s["id"]: s["original_name"] for s in store.list("dn_batch_sources", where)}
    pages = store.list("dn_batch_pages", where)
    by_id = {p["id"]: p for p in pages}
    slots = [(p["source"], p["page"], p["region"]) for p in pages]
    assert len(slots) == len(set(slots)), "a page row is doubled"
    suppliers = {s["id"]: s["name"] for s in store.list("suppliers", fields="id,name")}
    pos = {p["id"]: p["number"] for p in store.list("purchase_orders", fields="id,number")}
    notes = store.list("dn_batch_notes", where)
    keys = [n["candidate_key"] for n in notes]
    assert len(keys) == len(set(keys)), "a candidate key is doubled"
    page_sets = [tuple(sorted(n.get("pages") or [])) for n in notes]
    assert len(page_sets) == len(set(page_sets)), "two candidates hold the same pages"

    def label(pid: str) -> str:
        p = by_id[pid]
        return f"{sources[p['source']]}#{p['page']}"

    candidates = []
    for n in notes:
        mine = [by_id[p] for p in n.get("pages") or []]
        derived = {
            candidate_key(batch_id, p["source"], p["page"], p["region"], n["document_number_norm"])
            for p in mine
        }
        assert n["candidate_key"] in derived, f"candidate {n['id']}: key not derived from its pages"
        candidates.append(
            {
                "number": n.get("document_number", ""),
                "supplier": suppliers.get(n.get("supplier") or "", n.get("supplier_name", "")),
                "po": pos.get(n.get("purchase_order") or "", ""),
                "po_number": n.get("po_number", ""),
                "status": n["status"],
                "reasons": sorted(n.get("review_reasons") or []),
                "pages": sorted(label(p) for p in n.get("pages") or []),
            }
        )
    candidates.sort(key=lambda c: c["pages"])
    reads = store.list("dn_page_reads", where)
    live = [r["key"] for r in reads if r.get("key")]
    assert len(live) == len(set(live)), "a read key is doubled"
    images = {
        (p["image_sha256"], json.dumps(p.get("text_layer") or [])) for p in pages if p.get("image")
    }
    paid = [r for r in reads if float(r.get("cost_usd") or 0) > 0]
    errors = sorted(
        (sources[e["source"]], e["code"]) for e in store.list("dn_source_errors", where)
    )
    return {
        "status": batch["status"],
        "page_count": batch.get("page_count"),
        "open_pages": batch.get("open_pages"),
        "pages": sorted((label(p["id"]), p.get("read_status")) for p in pages),
        "source_errors": errors,
        "candidates": candidates,
        "reads_paid": len(paid),
        "unique_images": len(images),
    }


_reference: dict[str, Any] = {}


def reference_state(rel: Harness) -> dict[str, Any]:
    """The reference batch's final state after one clean tick (computed once a session)."""
    if not _reference:
        batch = rel.upload(ref_sources())
        code, _ = rel.tick()
        assert code == 0
        _reference.update(rel.state(batch))
        rel.reset()
    return dict(_reference)


def snapshot(store: Store, batch_id: str) -> dict[str, list[tuple[str, str]]]:
    """Every row of a batch (and every lock) as (id, updated): any write changes it."""
    where = bind("batch = {:b}", b=batch_id)
    out = {
        c: sorted((r["id"], r["updated"]) for r in store.list(c, where, fields="id,updated"))
        for c in (
            "dn_batch_pages",
            "dn_page_reads",
            "dn_batch_notes",
            "dn_batch_events",
            "dn_source_errors",
            "dn_batch_locks",
        )
    }
    batch = store.get("dn_batches", batch_id)
    out["dn_batches"] = [(batch["id"], batch["updated"])]
    return out


def import_hostdata(store: Store) -> None:
    for kind in hostdata.KINDS:
        hostdata.import_csv(store, kind, HOSTDATA / f"{kind}.csv")


@pytest.fixture
def rel(
    pb: TestServer, leak_guard: Secrets, fork_server: ForkServer | None, tmp_path: Path
) -> Iterator[Harness]:
    store = pb.store()
    wipe(store)
    import_hostdata(store)
    harness: Harness | None = None
    fake = FakeAnthropic(default=lambda req: harness.respond(req) if harness else tool_answer())
    with fake:
        harness = Harness(
            pb=pb, store=store, fake=fake, guard=leak_guard, work=tmp_path, forks=fork_server
        )
        try:
            yield harness
        finally:
            harness.cleanup()


def wait_for(check: Callable[[], Any], timeout: float, what: str, every: float = 0.1) -> Any:
    end = time.monotonic() + timeout
    while True:
        value = check()
        if value:
            return value
        assert time.monotonic() < end, f"timed out waiting for {what}"
        time.sleep(every)


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode()
