"""The reconciler, run by every tick (bounded): cancellations, then orphans, then stale
uploads. Every change is made under the batch's lease, so two reconcilers at once
partition the work instead of doubling it, and a cancelled batch is never re-driven.

- Cancellations: ``cancel_requested`` on a batch no live worker holds -> ``cancelled``.
  A running holder sees the flag at its next heartbeat and stops at a page boundary.
- Orphans: ``analysing`` with no live lease (its worker died). Re-driven with backoff; after
  ``poison_redrives`` re-drives in a row that committed no new page or read, parked
  ``failed`` as poison. A batch that keeps making progress is never poisoned.
- Stale uploads: ``uploading`` for longer than ``stale_uploading_s`` -> removed.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from dn_pipeline.errors import LeaseLost, NotClaimed
from dn_pipeline.leasing.acquire import with_batch_lease
from dn_pipeline.run import retry
from dn_pipeline.run.runner import finish_cancelled
from dn_pipeline.run.worker import Worker
from dn_pipeline.store.filters import Record, bind, pb_datetime
from dn_pipeline.store.names import BATCHES, TOTALS
from dn_pipeline.store.ops import Op

log = logging.getLogger(__name__)

ACTIVE = ("queued", "analysing", "awaiting_reads", "uploading", "needs_review", "staged", "failed")


@dataclass(kw_only=True)
class Reconciled:
    cancelled: int = 0
    redriven: int = 0
    parked: int = 0
    removed: int = 0


def reconcile_pass(worker: Worker, *, limit: int = 20) -> Reconciled:
    out = Reconciled()
    store = worker.store
    for batch in store.list(
        BATCHES, "cancel_requested = true && status != 'cancelled'", sort="updated", limit=limit
    ):
        if cancel_now(worker, batch["id"]):
            out.cancelled += 1
    for batch in store.list(BATCHES, "status = 'analysing'", sort="updated", limit=limit):
        result = _settle_orphan(worker, batch["id"])
        if result == "parked":
            out.parked += 1
        elif result == "queued":
            out.redriven += 1
    cutoff = pb_datetime(store.server_now() - timedelta(seconds=worker.settings.stale_uploading_s))
    for batch in store.list(
        BATCHES, bind("status = 'uploading' && created < {:c}", c=cutoff), limit=limit
    ):
        if _remove_stale(worker, batch["id"]):
            out.removed += 1
    return out


def cancel_now(worker: Worker, batch_id: str, *, actor_kind: str = "worker") -> bool:
    """Settle a cancel request if no live worker holds the batch. True when cancelled."""

    def due(b: Record) -> bool:
        return bool(b.get("cancel_requested")) and b.get("status") != "cancelled"

    try:
        with with_batch_lease(
            worker.store, batch_id, "cancel", due, worker.settings.lease
        ) as lease:
            finish_cancelled(worker, lease, batch_id, during="idle", actor_kind=actor_kind)
            return True
    except (NotClaimed, LeaseLost):
        return False


def _progress(worker: Worker, batch_id: str) -> int:
    """Committed progress: pages stored plus pages settled (a read linked, or failed).

    Read rows are not counted: a re-drive retiring its predecessor's abandoned ``pending``
    read marks that row failed, which is no progress of the batch's own pages.
    """
    totals = worker.store.find(TOTALS, batch_id) or {}
    pages = int(totals.get("pages") or 0)
    return pages + pages - int(totals.get("pages_unread") or 0)


def _settle_orphan(worker: Worker, batch_id: str) -> str:
    settings = worker.settings

    def orphaned(b: Record) -> bool:
        return b.get("status") == "analysing"

    try:
        with with_batch_lease(
            worker.store, batch_id, "reconcile", orphaned, settings.lease
        ) as lease:
            batch = worker.store.get(BATCHES, batch_id)
            progress = _progress(worker, batch_id)
            stalled = progress <= int(batch.get("progress_mark") or 0)
            redrives = int(batch.get("redrives") or 0) + 1 if stalled else 1
            body: dict[str, Any] = {
                "redrives": redrives,
                "progress_mark": progress,
                "claimed_at": "",
            }
            if stalled and redrives > settings.poison_redrives:
                body.update(
                    status="failed",
                    last_error=(
                        f"poison: re-driven {redrives - 1} times without progress; "
                        "fix the cause, then `dn-pipeline batch redrive`"
                    ),
                )
                kind = "parked_poison"
            else:
                delay = retry.backoff_s(redrives, settings.backoff_base_s, settings.backoff_cap_s)
                body.update(
                    status="queued",
                    next_attempt_at=retry.next_attempt_at(worker.store, delay),
                    last_error="re-driven: its worker stopped without finishing",
                )
                kind = "redriven"
            lease.write(
                [
                    Op(method="PATCH", collection=BATCHES, id=batch_id, body=body),
                    retry.event(
                        batch_id,
                        kind,
                        worker.worker_id,
                        {"redrives": redrives, "progress": progress},
                    ),
                ]
            )
            log.info("orphan_%s batch=%s redrives=%d", kind, batch_id, redrives)
            return "parked" if kind == "parked_poison" else "queued"
    except (NotClaimed, LeaseLost):
        return "held"


def _remove_stale(worker: Worker, batch_id: str) -> bool:
    def stale(b: Record) -> bool:
        return b.get("status") == "uploading"

    try:
        with with_batch_lease(
            worker.store, batch_id, "cleanup", stale, worker.settings.lease
        ) as lease:
            # Cascades to its sources, events and our own lock row, in one transaction.
            lease.write([Op(method="DELETE", collection=BATCHES, id=batch_id)])
            log.info("stale_upload_removed batch=%s", batch_id)
            return True
    except (NotClaimed, LeaseLost):
        return False
