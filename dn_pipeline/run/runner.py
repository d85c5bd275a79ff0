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
import logging
import os
import threading
import time
from collections.abc import Mapping
from typing import Any

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
from dn_pipeline.leasing.acquire import with_batch_lease
from dn_pipeline.leasing.leases import Lease
from dn_pipeline.readers.base import PreparedImages
from dn_pipeline.reads import batch_poll, batch_submit
from dn_pipeline.reads.budget import Budget, ReadStats
from dn_pipeline.reads.cache import ReadCache
from dn_pipeline.reads.rows import HeldBySubmission, SharedReadBusy
from dn_pipeline.run import retry
from dn_pipeline.run.assembling import (
    _Cancelled,
    _checkpoint,
    pages_in_order,
    pages_of,
    stage_candidates,
)
from dn_pipeline.run.disagreement import escalate_if_for
from dn_pipeline.run.lookups import Ahead
from dn_pipeline.run.sitedata import FoundAtRead, SiteData
from dn_pipeline.run.worker import Outcome, Worker
from dn_pipeline.stages.prepare import InputLimits, prepare_sources, sources_of
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record, bind, pb_datetime
from dn_pipeline.store.names import BATCHES, PAGES, TOTALS
from dn_pipeline.store.ops import Op

log = logging.getLogger(__name__)

# Page PNGs a run keeps from preparing for its own reads (no download): at most this many
# bytes (about 250 scanned A4 pages), the rest are downloaded when read.
PREPARED_IMAGES_BYTES = 256 << 20


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
                batch_poll.await_reads(worker, lease, batch_id)
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
    site = SiteData(worker.store, batch_id)  # loaded once, if a read needs it
    return ReadCache(
        store=worker.store,
        lease=lease,
        reader=worker.reader,
        batch_id=batch_id,
        failure_budget=s.read_failure_budget,
        budget=Budget(per_batch_usd=s.max_cost_usd_per_batch, per_day_usd=s.max_cost_usd_per_day),
        concurrency=1 if legacy else s.read_concurrency,
        gather_s=s.read_gather_ms / 1000,
        read_ahead=s.read_ahead and not legacy,
        actor=worker.worker_id,
        progress=worker.progress,
        escalate_if=escalate_if_for(worker, batch_id, site),
        found_for=None if legacy else FoundAtRead(site, s.date_order),
        prepared=PreparedImages(PREPARED_IMAGES_BYTES),
    )


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
        if batch_poll.poll(worker, lease, batch) == "waiting":
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
            keep=cache.prepared,
        )
        stage_transition(worker, lease, batch_id, "reading")
        if _batch_mode(worker, batch) and batch_submit.submit_misses(
            worker, lease, store.get(BATCHES, batch_id), pages_of(store, batch_id)
        ):
            return "awaiting_reads"  # the lease is released; a later tick polls
    # Reuses applied reads; retries failed ones synchronously within the budget.
    return read_and_assemble(worker, lease, batch_id, cache)


def read_and_assemble(worker: Worker, lease: Lease, batch_id: str, cache: ReadCache) -> str:
    """The reading stage's reads, then the assembling stage. Assembly's look-ups that no
    read changes go out once the cache has handed its last image to a lane, while the last
    calls are in flight (``lookups.py``); the page listing waits for the last record."""
    pages, order = pages_in_order(worker.store, batch_id)
    with Ahead(worker.store, batch_id, order) as ahead:  # the sources are listed once
        cache.on_last_image = ahead.start
        try:
            cache.read_pages(pages)
        finally:
            cache.on_last_image = None
        stage_transition(worker, lease, batch_id, "assembling")
        return stage_candidates(worker, lease, ahead.result().batch, ahead=ahead)


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
            keep=cache.prepared,
        )
        cache.read_pages(
            store.list(PAGES, bind("source = {:s}", s=source["id"]), sort="page,region")
        )
    stage_transition(worker, lease, batch_id, "assembling")
    return stage_candidates(worker, lease, store.get(BATCHES, batch_id), legacy=True)


def finish_cancelled(
    worker: Worker, lease: Lease, batch_id: str, *, during: str, actor_kind: str = "worker"
) -> str:
    """Settle a cancel under the lease: submissions settled, the batch ``cancelled``."""
    batch_poll.cancel_submissions(worker, lease, batch_id)
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
    """Test hook (``DN_TEST_CRASH_AFTER_WRITE``): exit right after the lease's N-th write,
    holding ``DN_TEST_CRASH_HOLD_S`` first (the writing thread only: calls other threads
    started go out meanwhile, as in a real crash of a busy process; 0 by default)."""
    _arm_crash_hook(worker, lease)


def _arm_crash_hook(worker: Worker, lease: Lease) -> None:
    if worker.crash_after_write is None:
        return
    original = lease.write
    count = {"n": 0}
    limit, hold_s = worker.crash_after_write, worker.crash_hold_s

    def write(ops: Any) -> list[Record]:
        result = original(ops)
        if not ops:  # heartbeats are timing-dependent: only the run's own writes count
            return result
        count["n"] += 1
        if count["n"] >= limit:
            if hold_s > 0:
                time.sleep(hold_s)
            os._exit(86)  # a crash right after a write landed, before its effects are used
        return result

    lease.write = write  # type: ignore[method-assign]
