"""Retry accounting shared by the staged and the legacy runner.

A retryable batch-level error puts the batch back to ``queued`` with ``attempts + 1``, the
error and a next attempt after an exponential backoff with full jitter (cron-started workers
herd otherwise); after the maximum it is parked ``failed`` with its reason. Finished pages
and reads stay. Bad input never comes here: it is recorded on the source or the page.
"""

from __future__ import annotations

import random
from datetime import timedelta
from typing import Any

from dn_pipeline.leasing.leases import Lease
from dn_pipeline.settings import Settings
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record, pb_datetime
from dn_pipeline.store.names import BATCHES, EVENTS
from dn_pipeline.store.ops import Op


def backoff_s(attempt: int, base_s: float, cap_s: float, rng: random.Random | None = None) -> float:
    """Full jitter: uniform in [0, min(cap, base * 2^(attempt-1))]."""
    ceiling = min(cap_s, base_s * (2 ** max(0, attempt - 1)))
    return (rng or random).uniform(0, ceiling)


def event(
    batch_id: str, kind: str, actor: str, detail: dict[str, Any], actor_kind: str = "worker"
) -> Op:
    """An append-only audit row, to ride along in a fenced write."""
    return Op(
        method="POST",
        collection=EVENTS,
        body={
            "batch": batch_id,
            "kind": kind,
            "detail": detail,
            "actor": actor,
            "actor_kind": actor_kind,
        },
    )


def next_attempt_at(store: Store, delay_s: float) -> str:
    # The server's clock (estimated from its stamps), never this machine's wall clock.
    return pb_datetime(store.server_now() + timedelta(seconds=delay_s))


def schedule_retry(
    store: Store, lease: Lease, batch: Record, error: str, settings: Settings, actor: str
) -> str:
    """Requeue with backoff, or park as ``failed`` after the maximum. Returns the status."""
    attempts = int(batch.get("attempts") or 0) + 1
    reason = error[:1900]
    if attempts >= settings.max_attempts:
        body: dict[str, Any] = {
            "status": "failed",
            "attempts": attempts,
            "claimed_at": "",
            "last_error": f"parked after {attempts} attempts: {reason}",
        }
        kind = "parked"
    else:
        delay = backoff_s(attempts, settings.backoff_base_s, settings.backoff_cap_s)
        body = {
            "status": "queued",
            "attempts": attempts,
            "claimed_at": "",
            "last_error": reason,
            "next_attempt_at": next_attempt_at(store, delay),
        }
        kind = "retry_scheduled"
    lease.write(
        [
            Op(method="PATCH", collection=BATCHES, id=batch["id"], body=body),
            event(batch["id"], kind, actor, {"attempts": attempts, "error": reason}),
        ]
    )
    return str(body["status"])


def wait_for_budget(
    store: Store, lease: Lease, batch: Record, error: str, settings: Settings, actor: str
) -> None:
    """The spend cap is reached: wait without spending an attempt; nothing is lost."""
    lease.write(
        [
            Op(
                method="PATCH",
                collection=BATCHES,
                id=batch["id"],
                body={
                    "status": "queued",
                    "claimed_at": "",
                    "last_error": error[:1900],
                    "next_attempt_at": next_attempt_at(store, max(settings.backoff_cap_s, 60.0)),
                },
            ),
            event(batch["id"], "budget_wait", actor, {"error": error[:500]}),
        ]
    )
