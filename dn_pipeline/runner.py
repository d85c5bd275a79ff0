"""The staged run of one batch (SPEC §5), and the legacy single-pass runner (SPEC §7).

The run is a visible, ordered list of stages, each under the batch lease, every write fenced:

    claim      claimed_at, status analysing, stage preparing
    preparing  sources -> persisted pages, or one recorded source error each
    reading    each page read once (or reused), concurrently, lease heartbeating
    assembling pages -> notes -> candidates, reconciled with existing rows, applied
    done       status staged / needs_review, page_count, open_pages; lease released

In Message Batches mode the reading stage submits the misses and the batch waits
``awaiting_reads`` with no lease held; a later tick polls, applies the results and goes on
from reading.

Data problems become data (source errors, failed pages, reason codes). Broken machinery
raises: a retryable error requeues the batch with backoff (retry.py); a lost lease stops
all writing at once; a stop request (SIGTERM, --max-seconds) hands the batch back. Any
other error is charged to its batch the same way (an attempt, ``last_error``, parked after
the maximum), so one batch's failure never aborts the tick.
"""

from __future__ import annotations

import contextlib
import dataclasses
import logging
import os
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from dn_pipeline import batchreads, pagemarks, retry, supplier_memory
from dn_pipeline.assembly import Assembly, Page, assemble
from dn_pipeline.disagreement import escalate_if_for
from dn_pipeline.errors import (
    BudgetExhausted,
    ConfigError,
    LeaseLost,
    NotClaimed,
    RetryableError,
    Stopped,
    StoreError,
    StoreUnavailable,
)
from dn_pipeline.hostdata import load_host, load_known
from dn_pipeline.ids import derive_id
from dn_pipeline.leases import Lease, with_batch_lease
from dn_pipeline.pagefields import fields_of_pages
from dn_pipeline.pages import NormaliseOptions
from dn_pipeline.preparing import InputLimits, prepare_sources, sources_of
from dn_pipeline.readers.base import Reader
from dn_pipeline.reads import (
    Budget,
    EscalateIf,
    HeldBySubmission,
    ReadCache,
    ReadStats,
    SharedReadBusy,
)
from dn_pipeline.reconcile import (
    Candidate,
    apply_plan,
    batch_status,
    commercial_fields,
    is_terminal,
    propose,
    reconcile,
)
from dn_pipeline.settings import Settings
from dn_pipeline.store import Op, Record, Store, bind, pb_datetime
from dn_pipeline.writes import singles, write_units

log = logging.getLogger(__name__)

BATCHES, PAGES, NOTES, READS = "dn_batches", "dn_batch_pages", "dn_batch_notes", "dn_page_reads"
TOTALS = "dn_batch_totals"


@dataclass(kw_only=True)
class Worker:
    """What a run needs: the store, settings, the reader, who we are, how to stop."""

    store: Store
    settings: Settings
    reader: Reader
    worker_id: str = field(default_factory=lambda: f"{os.uname().nodename}:{os.getpid()}")
    stop: threading.Event | None = None
    progress: Callable[[str], None] = lambda _: None
    normalise: NormaliseOptions = field(default_factory=NormaliseOptions)
    # The cascade's "this answer disagrees with the page's words / host data" trigger (issue
    # #17 point 3): (answer, page) -> reason to escalate, or None. None = the built-in check
    # (``disagreement.py``, when DN_ESCALATE_ON_DISAGREEMENT is on).
    escalate_if: EscalateIf | None = None
    # Test-only: crash the process right after the N-th fenced write landed (issue 8 sweep).
    crash_after_write: int | None = None


@dataclass(frozen=True, kw_only=True)
class Outcome:
    """How one batch's turn ended, for the tick's summary."""

    batch_id: str
    status: str  # staged, needs_review, cancelled, queued, failed, parked, not_claimed, lost
    reads: ReadStats = field(default_factory=ReadStats)


class _Cancelled(Exception):
    """A cancel request was seen at a unit boundary."""


class _RunStop(threading.Event):
    """The stop flag one run hands its lease: set when the worker must stop (SIGTERM,
    ``--max-seconds``) or once the heartbeat has seen the batch's cancel request, so
    ``lease.checkpoint()`` ends the run at the next page boundary in every stage."""

    def __init__(self, outer: threading.Event | None) -> None:
        super().__init__()
        self.outer = outer
        self.lease: Lease | None = None

    def is_set(self) -> bool:
        if super().is_set() or (self.outer is not None and self.outer.is_set()):
            return True
        return self.lease is not None and self.lease.cancel_requested


def _due(batch: Record) -> bool:
    due = batch.get("status") in ("queued", "awaiting_reads")
    return due and not batch.get("cancel_requested")


def _batch_mode(worker: Worker, batch: Record) -> bool:
    """Half-price reads through Message Batches: per batch, or DN_READ_MODE=batch."""
    mode = batch.get("read_mode") or worker.settings.read_mode
    return mode == "batch" and worker.reader.paid and worker.reader.name == "anthropic"


def run_batch(worker: Worker, batch_id: str, *, staged: bool) -> Outcome:
    """One turn of a due batch under its lease: staged or legacy, with retry accounting.

    The outcome's read counts are the change this turn made to the batch's totals view
    (rows, not memory), so a tick's summary adds up to what ``batch show`` reports.
    """
    store, settings = worker.store, worker.settings
    run_stop = _RunStop(worker.stop)
    before: Record = {}
    try:
        with with_batch_lease(
            store, batch_id, "analysis", _due, settings.lease, stop=run_stop
        ) as lease:
            run_stop.lease = lease
            _arm_crash_hook(worker, lease)
            before = totals_of(store, batch_id)
            batch = store.get(BATCHES, batch_id)
            cache = read_cache(worker, lease, batch_id, legacy=not staged)
            try:
                status = _run(worker, lease, batch, cache, staged=staged)
            except _Cancelled:
                status = finish_cancelled(worker, lease, batch_id, during="running")
            except Stopped as exc:
                if lease.cancel_requested:
                    status = finish_cancelled(worker, lease, batch_id, during="running")
                else:
                    _hand_back(worker, lease, batch_id, str(exc))
                    status = "queued"
            except ConfigError as exc:
                # Nothing can work until an operator fixes the configuration (a refused API
                # key): give the batch back untouched, no attempt spent, and stop the tick.
                _hand_back(worker, lease, batch_id, str(exc), last_error=str(exc))
                raise
            except HeldBySubmission:
                batchreads.await_reads(worker, lease, batch_id)
                status = "awaiting_reads"
            except SharedReadBusy as exc:
                # Another live worker is paying for the same image: no attempt spent.
                _hand_back(worker, lease, batch_id, str(exc))
                status = "queued"
            except BudgetExhausted as exc:
                retry.wait_for_budget(store, lease, batch, str(exc), settings, worker.worker_id)
                status = "queued"
            except (RetryableError, StoreUnavailable) as exc:
                log.warning("batch_retry batch=%s error=%s", batch_id, exc)
                status = retry.schedule_retry(
                    store, lease, store.get(BATCHES, batch_id), str(exc), settings, worker.worker_id
                )
                status = "parked" if status == "failed" else "failed"
            except (LeaseLost, NotClaimed):
                raise
            except Exception as exc:
                # A surprise (a bug, a refused write) is this batch's trouble only: it is
                # charged to the batch through retry accounting and the tick goes on.
                log.error(  # one line; the traceback only with --debug
                    "batch_error batch=%s worker=%s error=%s: %s",
                    batch_id,
                    worker.worker_id,
                    type(exc).__name__,
                    exc,
                    exc_info=log.isEnabledFor(logging.DEBUG),
                )
                status = retry.schedule_retry(
                    store,
                    lease,
                    store.get(BATCHES, batch_id),
                    f"unexpected {type(exc).__name__}: {exc}",
                    settings,
                    worker.worker_id,
                )
                status = "parked" if status == "failed" else "failed"
        return Outcome(batch_id=batch_id, status=status, reads=_delta(store, batch_id, before))
    except NotClaimed:
        return Outcome(batch_id=batch_id, status="not_claimed")
    except LeaseLost as exc:
        log.warning("batch_lease_lost batch=%s worker=%s: %s", batch_id, worker.worker_id, exc)
        return Outcome(batch_id=batch_id, status="lost", reads=_delta(store, batch_id, before))


def totals_of(store: Store, batch_id: str) -> Record:
    """The batch's row-derived totals (the ``dn_batch_totals`` view); {} if unreadable."""
    with contextlib.suppress(StoreError):
        return store.find(TOTALS, batch_id) or {}
    return {}


def _delta(store: Store, batch_id: str, before: Record) -> ReadStats:
    if not before:
        return ReadStats()
    after = totals_of(store, batch_id)
    if not after:
        return ReadStats()

    def diff(name: str) -> float:
        return max(0.0, float(after.get(name) or 0) - float(before.get(name) or 0))

    return ReadStats(
        made=int(diff("reads_made")),
        reused=int(diff("reads_reused")),
        failed=int(diff("reads_failed")),
        escalated=int(diff("escalations")),
        cost_usd=diff("cost_usd"),
    )


def read_cache(worker: Worker, lease: Lease, batch_id: str, *, legacy: bool = False) -> ReadCache:
    """The batch's read cache; the legacy path reads one page at a time, as it always did."""
    s = worker.settings
    return ReadCache(
        store=worker.store,
        lease=lease,
        reader=worker.reader,
        batch_id=batch_id,
        failure_budget=s.read_failure_budget,
        budget=Budget(per_batch_usd=s.max_cost_usd_per_batch, per_day_usd=s.max_cost_usd_per_day),
        concurrency=1 if legacy else s.read_concurrency,
        actor=worker.worker_id,
        progress=worker.progress,
        escalate_if=escalate_if_for(worker, batch_id),
    )


def _checkpoint(lease: Lease) -> None:
    lease.checkpoint()
    if lease.cancel_requested:
        raise _Cancelled()


def stage_transition(
    worker: Worker,
    lease: Lease,
    batch_id: str,
    stage: str,
    extra: Mapping[str, Any] | None = None,
    detail: Mapping[str, Any] | None = None,
) -> None:
    """A stage transition: the batch's stage and its event (with the worker id), fenced."""
    _checkpoint(lease)
    lease.write(
        [
            Op(
                method="PATCH",
                collection=BATCHES,
                id=batch_id,
                body={"stage": stage, **(extra or {})},
            ),
            retry.event(
                batch_id,
                f"stage_{stage}",
                worker.worker_id,
                {"stage": stage, "lease": lease.id, "purpose": lease.purpose, **(detail or {})},
            ),
        ]
    )
    worker.progress(f"batch {batch_id}: {stage}")


def _claim(worker: Worker, lease: Lease, batch: Record, *, path: str) -> None:
    """The first write of a run, before any source is listed: the claim itself."""
    stage_transition(
        worker,
        lease,
        batch["id"],
        "preparing",
        {"status": "analysing", "claimed_at": pb_datetime(worker.store.server_now())},
        {"claimed": True, "path": path, "attempt": int(batch.get("attempts") or 0) + 1},
    )


def _run(worker: Worker, lease: Lease, batch: Record, cache: ReadCache, *, staged: bool) -> str:
    if not staged:
        return _run_legacy(worker, lease, batch, cache)
    store, batch_id = worker.store, batch["id"]
    if batch.get("status") == "awaiting_reads":
        # Reads were submitted as a message batch: apply them once ended, then go on.
        if batchreads.poll(worker, lease, batch) == "waiting":
            return "awaiting_reads"
        _claim(worker, lease, batch, path="staged")
        stage_transition(worker, lease, batch_id, "reading", detail={"reads": "batch_applied"})
    else:
        _claim(worker, lease, batch, path="staged")
        prepare_sources(
            store,
            lease,
            batch_id,
            worker.normalise,
            progress=worker.progress,
            limits=InputLimits.of(worker.settings),
        )
        stage_transition(worker, lease, batch_id, "reading")
        if _batch_mode(worker, batch) and batchreads.submit_misses(
            worker, lease, store.get(BATCHES, batch_id), pages_of(store, batch_id)
        ):
            return "awaiting_reads"  # the lease is released; a later tick polls
    # Reuses applied reads; retries failed ones synchronously within the budget.
    cache.read_pages(pages_of(store, batch_id))
    stage_transition(worker, lease, batch_id, "assembling")
    return stage_candidates(worker, lease, store.get(BATCHES, batch_id))


def _run_legacy(worker: Worker, lease: Lease, batch: Record, cache: ReadCache) -> str:
    """The predecessor's single pass: source by source, each page stored then read at once
    (one at a time), then candidates keyed by ``note_index``. Same lease, same fenced
    writes, same read cache and retry accounting as the staged path: only the shape and
    the keying are old."""
    store, batch_id = worker.store, batch["id"]
    _claim(worker, lease, batch, path="legacy")
    stage_transition(worker, lease, batch_id, "reading", detail={"single_pass": True})
    for source in sources_of(store, batch_id):
        prepare_sources(
            store,
            lease,
            batch_id,
            worker.normalise,
            progress=worker.progress,
            only=source["id"],
            limits=InputLimits.of(worker.settings),
        )
        cache.read_pages(
            store.list(PAGES, bind("source = {:s}", s=source["id"]), sort="page,region")
        )
    stage_transition(worker, lease, batch_id, "assembling")
    return stage_candidates(worker, lease, store.get(BATCHES, batch_id), legacy=True)


def pages_of(store: Store, batch_id: str) -> list[Record]:
    """The batch's pages in batch order: sources in upload order, then page, then region."""
    where = bind("batch = {:b}", b=batch_id)
    order = {
        s["id"]: (int(s.get("position") or 0), s.get("created", ""))
        for s in store.list("dn_batch_sources", where, fields="id,position,created")
    }
    pages = store.list(PAGES, where)
    pages.sort(key=lambda p: (order.get(p["source"], (0, "")), p["page"], p["region"]))
    return pages


@dataclass(frozen=True, kw_only=True)
class Planned:
    """What assembling a batch would write: candidate ops and the batch's terminal fields."""

    ops: list[Op]
    status: str
    assembly: Assembly
    candidates: int

    def terminal(self) -> dict[str, Any]:
        open_pages = len(self.assembly.open_pages)
        return {
            "status": self.status,
            "stage": "done",
            "page_count": self.assembly.page_count,
            "open_pages": open_pages,
            "claimed_at": "",
            "last_error": "",
        }

    def changes(self, batch: Record) -> bool:
        """True unless every candidate row and the batch already hold these values."""
        return bool(self.ops) or any(batch.get(k) != v for k, v in self.terminal().items())


def plan_candidates(
    worker: Worker, batch: Record, *, legacy: bool = False, rows: list[Record] | None = None
) -> Planned:
    """Assemble, resolve and reconcile from the stored reads (``rows``: the batch's pages,
    if the caller has just listed them): reads only, nothing written."""
    store, batch_id = worker.store, batch["id"]
    rows = pages_of(store, batch_id) if rows is None else rows
    linked = sorted({p["read"] for p in rows if p.get("read")})
    fields = "id,status,result,words,rotation"
    reads = {r["id"]: r for r in store.list_in(READS, "id", linked, fields=fields)}
    # Fields are found from the stored words at every assembly (no read, no paid call).
    host = load_host(store, batch, ())
    profiles = supplier_memory.profiles_of_site(store, batch.get("site") or "")
    found = fields_of_pages(rows, reads, host, worker.settings.date_order, profiles)
    pages = [
        Page(
            page_id=p["id"],
            source_id=p["source"],
            page=int(p["page"]),
            region=p.get("region") or "full",
            image_sha256=p.get("image_sha256") or "",
            read_status=p.get("read_status") or "pending",
            read=found[p["id"]].result if p["id"] in found else None,
            read_error=p.get("read_error") or "",
        )
        for p in rows
    ]
    assembly = assemble(pages)
    host = replace(
        host, known_notes=load_known(store, batch, [n.number_norm for n in assembly.notes])
    )
    candidates = [
        fit_to_store(c) for c in propose(batch_id, assembly, host, worker.settings.date_order)
    ]
    existing = store.list(NOTES, bind("batch = {:b}", b=batch_id))
    if legacy:
        ops, after = _legacy_ops(batch_id, candidates, existing)
    else:
        plan = reconcile(batch_id, candidates, existing)
        ops = [Op(method="POST", collection=NOTES, body=c) for c in plan.creates]
        ops += [Op(method="PATCH", collection=NOTES, id=i, body=b) for i, b in plan.updates.items()]
        after = apply_plan(existing, plan)
    ops += [
        Op(method="PATCH", collection=PAGES, id=p["id"], body={"found": found[p["id"]].found})
        for p in rows
        if p["id"] in found and p.get("found") != found[p["id"]].found
    ]
    errors = store.count("dn_source_errors", bind("batch = {:b}", b=batch_id))
    # An open page a reviewer marked "not a delivery note" holds the batch for nobody.
    marked = pagemarks.marked_ids(rows)
    waiting = [o for o in assembly.open_pages if o.page_id not in marked]
    status = batch_status(after, len(waiting), errors)
    return Planned(ops=ops, status=status, assembly=assembly, candidates=len(candidates))


def stage_candidates(worker: Worker, lease: Lease, batch: Record, *, legacy: bool = False) -> str:
    """Learn supplier profiles, then assemble, resolve, reconcile and apply; then the
    terminal update. Returns the status."""
    store, batch_id = worker.store, batch["id"]
    # Supplier memory learns from the site's recorded decisions first (fenced, idempotent).
    supplier_memory.learn_site(
        store, lease, batch.get("site") or "", store.server_now(), exclude_batch=batch_id
    )
    planned = plan_candidates(worker, batch, legacy=legacy)
    _checkpoint(lease)
    assembly, status = planned.assembly, planned.status
    open_pages = len(assembly.open_pages)
    # Creates (deterministic ids), updates and page evidence, as many per write as the
    # server takes; the terminal update below is its own write after all of them
    # (``writes.py``).
    write_units(lease, singles(planned.ops))
    lease.write(
        [
            Op(
                method="PATCH",
                collection=BATCHES,
                id=batch_id,
                body=planned.terminal(),
            ),
            retry.event(
                batch_id,
                "finished",
                worker.worker_id,
                {
                    "status": status,
                    "candidates": planned.candidates,
                    "open_pages": open_pages,
                    "page_count": assembly.page_count,
                    "legacy": legacy,
                    "open": [{"page": o.page_id, "reason": o.reason} for o in assembly.open_pages],
                },
            ),
        ]
    )
    log.info(
        "batch_finished batch=%s status=%s candidates=%d open_pages=%d",
        batch_id,
        status,
        planned.candidates,
        open_pages,
    )
    return status


# dn_batch_notes' capped text fields (schema/collections.json ``max``; a test compares).
NOTE_CAPS = {
    "document_number": 200,
    "document_number_norm": 200,
    "supplier_name": 300,
    "po_number": 200,
    "delivery_date": 10,
}
FIELD_TOO_LONG = "field_too_long"


def fit_to_store(cand: Candidate) -> Candidate:
    """Validate before writing: a text longer than its field holds (from a reader that did
    not validate, or a finder) is cut to fit and the note held for review with
    ``field_too_long``, so the write never fails and the note is never ready as it stands."""
    cut = {f: getattr(cand, f)[:cap] for f, cap in NOTE_CAPS.items() if len(getattr(cand, f)) > cap}
    if not cut:
        return cand
    return dataclasses.replace(cand, **cut, reasons=(*cand.reasons, FIELD_TOO_LONG))


def _legacy_ops(
    batch_id: str, candidates: Any, existing: list[Record]
) -> tuple[list[Op], list[dict[str, Any]]]:
    """The predecessor's shape: rows keyed by ``note_index`` only, no durable keys.

    Safe where the predecessor was not: ids are deterministic (a racing or repeated run
    cannot add a row), terminal rows are never touched, and a surplus row no note has any
    more is ``blocked``, never deleted or left claiming to be ready.
    """
    by_index = {int(r.get("note_index") or 0): r for r in existing}
    ops: list[Op] = []
    after = {r["id"]: dict(r) for r in existing}
    seen: set[str] = set()
    for cand in candidates:
        # The predecessor knew no duplicate pointer: the reason code alone says it.
        body = commercial_fields(cand, cand.reasons)
        del body["duplicate_of"]
        row = by_index.get(cand.note_index)
        if row is None:
            new = {
                "id": derive_id("dn-legacy-note", batch_id, cand.note_index),
                "batch": batch_id,
                "note_index": cand.note_index,
                **body,
            }
            ops.append(Op(method="POST", collection=NOTES, body=new))
            after[new["id"]] = new
            continue
        seen.add(row["id"])
        if not is_terminal(row):
            ops.append(Op(method="PATCH", collection=NOTES, id=row["id"], body=body))
            after[row["id"]] = {**row, **body}
    for row in existing:
        if row["id"] in seen or is_terminal(row) or row.get("status") == "blocked":
            continue
        body = {"status": "blocked", "stage": "needs_review"}
        body["review_reasons"] = ["no_matching_note"]
        ops.append(Op(method="PATCH", collection=NOTES, id=row["id"], body=body))
        after[row["id"]] = {**row, **body}
    return ops, list(after.values())


def finish_cancelled(
    worker: Worker, lease: Lease, batch_id: str, *, during: str, actor_kind: str = "worker"
) -> str:
    """Settle a cancel under the lease: submissions settled, the batch ``cancelled``."""
    batchreads.cancel_submissions(worker, lease, batch_id)
    lease.write(
        [
            Op(
                method="PATCH",
                collection=BATCHES,
                id=batch_id,
                body={"status": "cancelled", "claimed_at": ""},
            ),
            retry.event(
                batch_id, "cancelled", worker.worker_id, {"while": during}, actor_kind=actor_kind
            ),
        ]
    )
    return "cancelled"


def _hand_back(
    worker: Worker, lease: Lease, batch_id: str, why: str, *, last_error: str | None = None
) -> None:
    """A graceful stop: the batch goes back to the queue at once, no attempt spent."""
    body: dict[str, Any] = {"status": "queued", "claimed_at": "", "next_attempt_at": ""}
    if last_error is not None:
        body["last_error"] = last_error[:1900]
    with contextlib.suppress(LeaseLost):
        lease.write(
            [
                Op(
                    method="PATCH",
                    collection=BATCHES,
                    id=batch_id,
                    body=body,
                ),
                retry.event(batch_id, "handed_back", worker.worker_id, {"why": why[:500]}),
            ]
        )


def arm_crash_hook(worker: Worker, lease: Lease) -> None:
    """Test hook (``DN_TEST_CRASH_AFTER_WRITE``): exit right after the lease's N-th write."""
    _arm_crash_hook(worker, lease)


def _arm_crash_hook(worker: Worker, lease: Lease) -> None:
    if worker.crash_after_write is None:
        return
    original = lease.write
    count = {"n": 0}
    limit = worker.crash_after_write

    def write(ops: Any) -> list[Record]:
        result = original(ops)
        if not ops:  # heartbeats are timing-dependent: only the run's own writes count
            return result
        count["n"] += 1
        if count["n"] >= limit:
            os._exit(86)  # a crash right after a write landed, before its effects are used
        return result

    lease.write = write  # type: ignore[method-assign]
