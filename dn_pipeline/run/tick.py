"""One cron tick: a bounded reconciler pass, then the due batches, oldest first.

Only when ``DN_STAGED_INGESTION_ENABLED`` is exactly ``true`` does a batch go through the
staged runner; otherwise the legacy runner (same lease, same read cache). A lease loser is
``not_claimed``, not an error. ``max_seconds`` makes the tick hand its batch back at a page
boundary so cron ticks never pile up. The summary is one JSON line of integer counts and
a cost, each named for what it counts: ``batches_*`` count batches by how their turn ended,
``notes_ready`` / ``notes_needs_review`` the candidates of the batches this tick settled.
The bare keys of the first release (``claimed``, ``staged``, ...: batches) are printed too,
for one more release, so existing log parsers keep working. ``reads_made``,
``reads_reused`` and ``cost_usd`` are the change each run made to its batch's row-derived
totals (the ``dn_batch_totals`` view), so the summaries of all ticks add up to what
``batch show`` reports: a re-run of a read batch reuses nothing *new* and says 0, a
re-upload of the same images says every page reused.

One batch's failure never aborts a tick: the runner charges it to that batch (retry
accounting), anything that escapes even that is logged and counted ``failed``, and the other
due batches still run. Only "could not work at all" (configuration, credentials, the server
unreachable) ends the tick early, as exit 1.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass

from dn_pipeline.errors import AuthFailed, ConfigError, StoreError, StoreUnavailable
from dn_pipeline.run import batchsweep
from dn_pipeline.run.recovery import reconcile_pass
from dn_pipeline.run.runner import run_batch
from dn_pipeline.run.worker import Worker
from dn_pipeline.store.filters import bind
from dn_pipeline.store.names import BATCHES, NOTES

log = logging.getLogger(__name__)

DUE = (
    "(status = 'queued' || status = 'awaiting_reads') && cancel_requested = false"
    " && (next_attempt_at = '' || next_attempt_at <= @now)"
)


@dataclass(kw_only=True)
class Summary:
    claimed: int = 0
    not_claimed: int = 0
    staged: int = 0
    needs_review: int = 0
    failed: int = 0
    parked: int = 0
    cancelled: int = 0
    notes_ready: int = 0
    notes_needs_review: int = 0
    reads_made: int = 0
    reads_reused: int = 0
    escalations: int = 0
    cost_usd: float = 0.0

    def as_dict(self) -> dict[str, int | float]:
        """The JSON line: unambiguous names first, then the deprecated bare batch counts."""
        batch_counts = {name: getattr(self, name) for name in BATCH_COUNTS}
        out: dict[str, int | float] = {f"batches_{k}": v for k, v in batch_counts.items()}
        out["notes_ready"] = self.notes_ready
        out["notes_needs_review"] = self.notes_needs_review
        out["reads_made"] = self.reads_made
        out["reads_reused"] = self.reads_reused
        out["escalations"] = self.escalations
        out["cost_usd"] = round(self.cost_usd, 6)
        out.update(batch_counts)  # deprecated: the first release's names, kept one release
        return out


# Batch counts: printed as ``batches_<name>`` and, deprecated, as the bare ``<name>``.
BATCH_COUNTS = ("claimed", "not_claimed", "staged", "needs_review", "failed", "parked", "cancelled")


def _count_notes(worker: Worker, batch_id: str, summary: Summary) -> None:
    """Add the settled batch's candidates to the summary's note counts."""
    try:
        notes = worker.store.list(NOTES, bind("batch = {:b}", b=batch_id), fields="status")
    except StoreError as exc:  # the batch is settled; a count is not worth failing the tick
        log.warning("tick_note_count_failed batch=%s error=%s", batch_id, exc)
        return
    summary.notes_ready += sum(n.get("status") == "ready_to_post" for n in notes)
    summary.notes_needs_review += sum(n.get("status") == "needs_review" for n in notes)


def _sweep(worker: Worker) -> None:
    """Billed Message Batches results of batches that poll nothing (``batchsweep``)."""
    try:
        batchsweep.sweep(worker)
    except (ConfigError, AuthFailed, StoreUnavailable):
        raise
    except Exception as exc:  # a sweep's trouble is retried next tick; the batches go on
        log.error("read_submission_sweep_error error=%s: %s", type(exc).__name__, exc)


def tick(worker: Worker, *, limit: int = 10, max_seconds: float | None = None) -> Summary:
    """Process what is due now. Never raises for a batch's own trouble."""
    summary = Summary()
    stop = worker.stop or threading.Event()
    worker.stop = stop
    timer = None
    if max_seconds is not None:
        timer = threading.Timer(max_seconds, stop.set)
        timer.daemon = True
        timer.start()
    try:
        rec = reconcile_pass(worker)
        summary.cancelled += rec.cancelled
        summary.parked += rec.parked
        _sweep(worker)
        due = worker.store.list(BATCHES, DUE, sort="created", limit=limit, fields="id")
        worker.progress(f"tick: {len(due)} batch(es) due")
        for row in due:
            if stop.is_set():
                break
            try:
                outcome = run_batch(worker, row["id"], staged=worker.settings.staged)
            except (ConfigError, AuthFailed, StoreUnavailable):
                raise  # nothing can work: the tick itself fails (exit 1)
            except Exception as exc:
                # The runner charges a batch's own trouble to it; this is what escaped
                # even that (e.g. its retry write refused). Logged, and the tick goes on.
                log.error(  # one line; the traceback only with --debug
                    "batch_error batch=%s worker=%s error=%s: %s",
                    row["id"],
                    worker.worker_id,
                    type(exc).__name__,
                    exc,
                    exc_info=log.isEnabledFor(logging.DEBUG),
                )
                summary.failed += 1
                continue
            worker.progress(f"batch {row['id']}: {outcome.status}")
            if outcome.status == "not_claimed":
                summary.not_claimed += 1
                continue
            summary.claimed += 1
            summary.reads_made += outcome.reads.made
            summary.reads_reused += outcome.reads.reused
            summary.escalations += outcome.reads.escalated
            summary.cost_usd += outcome.reads.cost_usd
            if outcome.status in ("staged", "needs_review", "failed", "parked", "cancelled"):
                setattr(summary, outcome.status, getattr(summary, outcome.status) + 1)
            if outcome.status in ("staged", "needs_review"):
                _count_notes(worker, row["id"], summary)
    finally:
        if timer is not None:
            timer.cancel()
    return summary
