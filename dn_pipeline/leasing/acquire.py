"""Taking a batch's lease: ``acquire`` (claim a free batch, or take over one whose holder's lease
ran out), ``with_batch_lease`` (the one way code takes a lease), and the SIGTERM stop.
The lease itself (heartbeat, fenced writes, release) is ``leases.py``.
"""

from __future__ import annotations

import contextlib
import signal
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

from dn_pipeline.errors import (
    BatchFailed,
    DuplicateRecord,
    NotClaimed,
    StoreError,
    StoreUnavailable,
)
from dn_pipeline.leasing.leases import (
    Clock,
    Lease,
    StepHook,
    _deadlines,
    lease_record_id,
    log,
    new_owner,
)
from dn_pipeline.settings import LeaseTimings
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record, bind
from dn_pipeline.store.names import BATCHES, LOCKS
from dn_pipeline.store.ops import Op


def acquire(
    store: Store,
    batch_id: str,
    purpose: str,
    timings: LeaseTimings,
    *,
    clock: Clock = time.monotonic,
    stop: threading.Event | None = None,
    step_hook: StepHook | None = None,
    fenced: bool = True,
    self_fence: bool = True,
) -> Lease:
    """Take the lease on ``batch_id`` or raise ``NotClaimed``.

    One create; on a UNIQUE refusal, one look-up of an expired holder (by the server's
    ``@now``) and at most one take-over batch. Never loops. ``StoreUnavailable`` passes
    through when the server cannot be reached even to settle an ambiguous create.
    ``step_hook`` (tests) is called with ``"expired_holder_found"`` between the look-up and
    the take-over batch, and (from ``release``) with ``"release_owner_verified"`` between
    the ownership read and the delete: the two gaps the predecessor's interleavings hit.
    ``fenced``/``self_fence`` are test-only switches (module docstring).
    """
    owner = new_owner()
    lease_id = lease_record_id(batch_id, owner)
    body: dict[str, Any] = {
        "id": lease_id,
        "batch": batch_id,
        "owner": owner,
        "purpose": purpose,
        **_deadlines(store, timings),
    }

    def made(row: Record, sent_at: float, how: str, previous: Record | None = None) -> Lease:
        lease = Lease(
            store,
            id=lease_id,
            owner=owner,
            batch_id=batch_id,
            purpose=purpose,
            timings=timings,
            clock=clock,
            acquired_at=sent_at,
            stop=stop,
            fenced=fenced,
            self_fence=self_fence,
        )
        lease.step_hook = step_hook
        lease._observe(row)
        if not fenced:
            log.warning("lease_unfenced batch=%s owner=%s (tests only)", batch_id, owner)
        extra = ""
        if previous is not None:
            extra = f" previous_owner={previous.get('owner', '')} previous_id={previous['id']}"
        log.info(
            "%s batch=%s owner=%s id=%s purpose=%s%s",
            how,
            batch_id,
            owner,
            lease_id,
            purpose,
            extra,
        )
        return lease

    sent_at = clock()
    try:
        row = store.create(LOCKS, body)
        return made(row, sent_at, "lease_acquired")
    except DuplicateRecord:
        pass  # held: see whether the holder expired
    except StoreUnavailable:
        # Ambiguous: the create may have landed. Our id is deterministic, so read it back.
        row = _read_back(store, lease_id, owner)
        return made(row, sent_at, "lease_acquired")

    holder = _expired_holder(store, batch_id)
    if step_hook is not None:
        step_hook("expired_holder_found")
    sent_at = clock()
    try:
        results = store.batch(
            [
                Op(method="DELETE", collection=LOCKS, id=holder["id"]),
                Op(method="POST", collection=LOCKS, body={**body, **_deadlines(store, timings)}),
            ]
        )
    except (BatchFailed, DuplicateRecord) as exc:
        # The observed row was already replaced or removed: somebody else won.
        raise NotClaimed(f"batch {batch_id}: lost the take-over race") from exc
    except StoreUnavailable:
        row = _read_back(store, lease_id, owner)
    else:
        row = results[1]
    return made(row, sent_at, "lease_taken_over", holder)


def _expired_holder(store: Store, batch_id: str) -> Record:
    """The current holder if its reclaim time has passed by the server's clock, else
    NotClaimed (a live holder, no holder any more, or one that cannot be read)."""
    try:
        holder = store.first(
            LOCKS,
            bind("batch = {:b} && reclaim_at != '' && reclaim_at < @now", b=batch_id),
        )
    except StoreError as exc:
        raise NotClaimed(f"batch {batch_id}: the holder cannot be read") from exc
    if holder is None:
        raise NotClaimed(f"batch {batch_id} is held by a live lease")
    return holder


def _read_back(store: Store, lease_id: str, owner: str) -> Record:
    """Settle an ambiguous write: our row by its deterministic id, or NotClaimed."""
    try:
        row = store.find(LOCKS, lease_id)
    except StoreUnavailable:
        raise
    if row is None or row.get("owner") != owner:
        raise NotClaimed(f"lease {lease_id} did not land")
    return row


@contextlib.contextmanager
def with_batch_lease(
    store: Store,
    batch_id: str,
    purpose: str,
    still_due: Callable[[Record], bool],
    timings: LeaseTimings,
    *,
    stop: threading.Event | None = None,
) -> Iterator[Lease]:
    """Hold the lease on ``batch_id`` for the block, heartbeating in the background.

    Acquires (``NotClaimed`` if held), re-reads the batch and raises
    ``NotClaimed("no longer due")`` — after releasing — unless ``still_due(batch)`` holds,
    so a claimer that saw a stale status never processes a finished batch. The heartbeat
    stops and the lease is released on every exit: return, exception, KeyboardInterrupt.
    ``stop`` is handed to the lease: ``lease.checkpoint()`` raises ``Stopped`` once it is set.
    """
    lease = acquire(store, batch_id, purpose, timings, stop=stop)
    try:
        batch = store.get(BATCHES, batch_id)
        if not still_due(batch):
            raise NotClaimed(f"batch {batch_id} is no longer due (status {batch.get('status')})")
        lease.start_heartbeat()
        yield lease
    finally:
        lease.release()


_stop_event: threading.Event | None = None


def install_sigterm_handler() -> threading.Event:
    """Make SIGTERM set (and return) the process's stop flag; call once from the main thread.

    The lease's ``checkpoint()`` and the runner check the flag at unit boundaries, so a
    terminated worker hands its lease back at once instead of letting it expire.
    """
    global _stop_event
    if threading.current_thread() is not threading.main_thread():
        raise RuntimeError("install_sigterm_handler must be called from the main thread")
    if _stop_event is None:
        _stop_event = threading.Event()
    event = _stop_event

    def on_sigterm(signum: int, frame: object) -> None:
        log.warning("stop_requested signal=SIGTERM")
        event.set()

    signal.signal(signal.SIGTERM, on_sigterm)
    return event
