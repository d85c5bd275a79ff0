"""One cron tick: a bounded reconciler pass, then the due batches, oldest first.

Only when ``DN_STAGED_INGESTION_ENABLED`` is exactly ``true`` does a batch go through the
staged runner; otherwise the legacy runner (same lease, same read cache). A lease loser is
``not_claimed``, not an error. ``max_seconds`` makes the tick hand its batch back at a page
boundary so cron ticks never pile up. The summary is one JSON line of integer counts and
a cost. ``reads_made``, ``reads_reused`` and ``cost_usd`` are the change each run made to
its batch's row-derived totals (the ``dn_batch_totals`` view), so the summaries of all ticks
add up to what ``batch show`` reports: a re-run of a read batch reuses nothing *new* and
says 0, a re-upload of the same images says every page reused.

One batch's failure never aborts a tick: the runner charges it to that batch (retry
accounting), anything that escapes even that is logged and counted ``failed``, and the other
due batches still run. Only "could not work at all" (configuration, credentials, the server
unreachable) ends the tick early, as exit 1.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import asdict, dataclass

from dn_pipeline.errors import AuthFailed, ConfigError, StoreUnavailable
from dn_pipeline.reconciler import reconcile_pass
from dn_pipeline.runner import Worker, run_batch

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
    reads_made: int = 0
    reads_reused: int = 0
    escalations: int = 0
    cost_usd: float = 0.0

    def as_dict(self) -> dict[str, int | float]:
        out: dict[str, int | float] = asdict(self)
        out["cost_usd"] = round(self.cost_usd, 6)
        return out


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
        due = worker.store.list("dn_batches", DUE, sort="created", limit=limit, fields="id")
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
    finally:
        if timer is not None:
            timer.cancel()
    return summary
