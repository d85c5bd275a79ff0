"""Leases: one worker per batch, and a worker that lost its lease can write nothing (SPEC §4).

The promise:

- **Exclusion.** A lease is a ``dn_batch_locks`` row; UNIQUE(batch) lets exactly one of any
  number of simultaneous creators win. Each acquisition has its own record id, hashed from
  the batch and a fresh random owner token, so no two acquisitions ever share an id.
- **Take-over** of an expired holder happens once, in one ``/api/batch`` that deletes exactly
  the observed acquisition id and creates ours. If anyone replaced that row in between, the
  delete finds nothing, the whole batch rolls back, and we are ``NotClaimed``.
- **Fencing.** Every write through ``Lease.write`` travels in one ``/api/batch`` together with
  a touch (PATCH) of our own lock row. A taken-over row no longer exists, so the touch gets a
  404, the whole batch rolls back and ``LeaseLost`` is raised: a paused worker that wakes up
  after a take-over lands nothing.
- **Release** deletes only our own acquisition id, after checking the owner token on it; a
  late release can never delete a newer holder's row (different id by construction).

Timing model (which clock decides what):

- Expiry is judged on the **server's** clock only. ``expires_at`` = the server's time (as
  estimated by ``Store.server_now()``: its last ``updated`` stamp plus monotonic time since)
  plus the TTL; ``reclaim_at`` = ``expires_at`` + grace. A taker asks the server whether
  ``reclaim_at < @now``; it never compares a local time with a server time.
- The holder fences itself on its own **monotonic** clock: once the last successful touch was
  *sent* more than ``ttl - fence_margin`` seconds ago, ``write`` raises ``LeaseLost`` without
  sending anything. (The server-side fence is what makes a stale write impossible; the
  self-fence only stops a cut-off worker early and cleanly.)
- The wall clock is used for one thing: logging the skew between it and the server.

Test-only switch: ``acquire(..., fenced=False)`` (and ``self_fence=False``) turn the fences
off for the negative-control tests. Nothing in ``Settings`` or the environment reaches them;
only the lease tests' worker script passes them, from its own command line.
"""

from __future__ import annotations

import contextlib
import logging
import os
import secrets
import signal
import socket
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

from dn_pipeline.errors import (
    BatchFailed,
    DuplicateRecord,
    LeaseLost,
    NotClaimed,
    NotFound,
    Stopped,
    StoreError,
    StoreUnavailable,
)
from dn_pipeline.ids import hashed_id
from dn_pipeline.settings import LeaseTimings
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record, bind, parse_pb_datetime, pb_datetime
from dn_pipeline.store.ops import Op

log = logging.getLogger(__name__)

LOCKS = "dn_batch_locks"
BATCHES = "dn_batches"
SKEW_WARNING_S = 5.0

Clock = Callable[[], float]
"""A monotonic clock in seconds (``time.monotonic`` in production, a fake in unit tests)."""

StepHook = Callable[[str], None]
"""Called at named points inside acquire/release, so tests can drive interleavings."""


def new_owner() -> str:
    """A fresh owner token: host and pid for operators, 96 random bits for uniqueness."""
    return f"{socket.gethostname()[:40]}/{os.getpid()}/{secrets.token_hex(12)}"


def lease_record_id(batch_id: str, owner: str) -> str:
    """A valid PocketBase id (15 chars of ``[a-z0-9]``) hashed from the batch and owner."""
    return hashed_id(f"{batch_id}\0{owner}")


def _deadlines(store: Store, timings: LeaseTimings) -> dict[str, str]:
    """``expires_at`` and ``reclaim_at`` from the server's clock (never the wall clock)."""
    expires = store.server_now() + timedelta(seconds=timings.ttl_s)
    return {
        "expires_at": pb_datetime(expires),
        "reclaim_at": pb_datetime(expires + timedelta(seconds=timings.grace_s)),
    }


class Lease:
    """Our hold on one batch. Write through ``write``; check ``lost`` / ``checkpoint()`` at
    unit boundaries; ``release()`` when done (``with_batch_lease`` does all of that)."""

    def __init__(
        self,
        store: Store,
        *,
        id: str,
        owner: str,
        batch_id: str,
        purpose: str,
        timings: LeaseTimings,
        clock: Clock = time.monotonic,
        acquired_at: float,
        stop: threading.Event | None = None,
        fenced: bool = True,
        self_fence: bool = True,
    ) -> None:
        self.store = store
        self.id = id
        self.owner = owner
        self.batch_id = batch_id
        self.purpose = purpose
        self.timings = timings
        self.stop = stop
        self.cancel_requested = False
        self.lost_reason: str | None = None
        self.step_hook: StepHook | None = None
        self._clock = clock
        self._fenced = fenced  # test-only when False: see the module docstring
        self._self_fence = self_fence and fenced
        self._state = threading.Lock()
        self._last_ok = acquired_at  # monotonic send time of the last successful touch
        self._lost = False
        self._released = False
        self._skew_warned = False
        self._hb_stop = threading.Event()
        self._hb_thread: threading.Thread | None = None

    def __repr__(self) -> str:
        return f"Lease(batch={self.batch_id!r}, id={self.id!r}, owner={self.owner!r})"

    # -- state ------------------------------------------------------------------

    @property
    def lost(self) -> bool:
        """True once the lease is known lost: taken over, or past the self-fence."""
        with self._state:
            if self._lost:
                return True
        return self._self_fence and self._fence_passed()

    @property
    def stop_requested(self) -> bool:
        return self.stop is not None and self.stop.is_set()

    def checkpoint(self) -> None:
        """At a unit boundary: raise LeaseLost if the lease is gone, Stopped on a stop request.

        ``cancel_requested`` is left to the runner, which settles a cancel as data.
        """
        if self.lost:
            self._mark_lost(self.lost_reason or "self_fence")
            raise LeaseLost(f"lease on batch {self.batch_id} lost ({self.lost_reason})")
        if self.stop_requested:
            raise Stopped("stop requested")

    def _fence_passed(self) -> bool:
        with self._state:
            last = self._last_ok
        return self._clock() - last > self.timings.ttl_s - self.timings.fence_margin_s

    def _mark_lost(self, reason: str) -> None:
        with self._state:
            first = not self._lost
            self._lost = True
            if self.lost_reason is None:
                self.lost_reason = reason
        if first:
            log.warning(
                "lease_lost batch=%s owner=%s id=%s reason=%s",
                self.batch_id,
                self.owner,
                self.id,
                reason,
            )

    # -- fenced writes ------------------------------------------------------------

    def write(self, ops: Sequence[Op]) -> list[Record]:
        """Apply ``ops`` in one transaction together with a touch of our lock row.

        Returns the results of ``ops`` (without the touch). Raises LeaseLost when the lease
        is gone — before sending when the self-fence has passed, or when the server reports
        our row missing (then nothing of the batch landed). Other store errors pass through
        with the lease intact. One transaction: a write that grows with the batch goes
        through ``writes.write_units``, which calls this once per piece that fits.
        """
        if self._released:
            raise LeaseLost(f"lease on batch {self.batch_id} was released")
        if not self._fenced:
            return self.store.batch(ops)  # negative-control tests only
        if self.lost:
            self._mark_lost(self.lost_reason or "self_fence")
            raise LeaseLost(f"lease on batch {self.batch_id} lost ({self.lost_reason})")
        touch = Op(
            method="PATCH", collection=LOCKS, id=self.id, body=_deadlines(self.store, self.timings)
        )
        sent_at = self._clock()
        try:
            results = self.store.batch([touch, *ops])
        except BatchFailed as exc:
            if exc.index == 0 and exc.inner_status == 404:
                self._mark_lost("taken_over")
                raise LeaseLost(f"lease on batch {self.batch_id} was taken over") from exc
            raise
        with self._state:
            self._last_ok = max(self._last_ok, sent_at)
        self._observe(results[0])
        return results[1:]

    def heartbeat(self) -> None:
        """A fenced touch: extends the lease on the server's clock; LeaseLost if it is gone."""
        self.write([])

    def _observe(self, row: Record) -> None:
        updated = parse_pb_datetime(str(row.get("updated") or ""))
        if updated is None:
            return
        self.store.observe_server_time(updated)
        # Logged only: no decision ever compares the wall clock with a server time.
        skew = (datetime.now(UTC) - updated).total_seconds()
        if abs(skew) > SKEW_WARNING_S and not self._skew_warned:
            self._skew_warned = True
            log.warning("lease_clock_skew batch=%s skew_s=%.3f", self.batch_id, skew)
        else:
            log.debug("lease_clock_skew batch=%s skew_s=%.3f", self.batch_id, skew)

    # -- background heartbeat -----------------------------------------------------

    @property
    def heartbeat_interval_s(self) -> float:
        return min(self.timings.heartbeat_s, self.timings.ttl_s / 3)

    def start_heartbeat(self) -> None:
        """Touch the lease every ``heartbeat_interval_s`` from a daemon thread until stopped,
        lost or released; also refresh ``cancel_requested`` from the batch."""
        if self._hb_thread is not None:
            return
        self._hb_stop.clear()
        self._hb_thread = threading.Thread(
            target=self._heartbeat_loop, name=f"lease-heartbeat-{self.batch_id}", daemon=True
        )
        self._hb_thread.start()

    def stop_heartbeat(self) -> None:
        """Stop the heartbeat thread and wait for it (at most one TTL)."""
        thread, self._hb_thread = self._hb_thread, None
        self._hb_stop.set()
        if thread is not None and thread is not threading.current_thread():
            # Bounded: a hung request must not hold up the release; the thread is a daemon.
            thread.join(timeout=self.timings.ttl_s)

    def _heartbeat_loop(self) -> None:
        while not self._hb_stop.wait(self.heartbeat_interval_s):
            try:
                self.heartbeat()
            except LeaseLost:
                return
            except StoreError as exc:
                # The self-fence decides when this stops mattering; keep trying meanwhile.
                log.warning("lease_heartbeat_failed batch=%s error=%s", self.batch_id, exc)
                continue
            self._poll_cancel()

    def _poll_cancel(self) -> None:
        try:
            row = self.store.get(BATCHES, self.batch_id, fields="cancel_requested")
        except StoreError:
            return  # cheap signal only; the next beat tries again
        if row.get("cancel_requested") and not self.cancel_requested:
            self.cancel_requested = True
            log.info("lease_cancel_requested batch=%s owner=%s", self.batch_id, self.owner)

    # -- release ------------------------------------------------------------------

    def release(self) -> bool:
        """Delete our own acquisition row if it is still ours. Idempotent; never raises for
        a missing row or an unreachable server (the row then simply expires).

        Returns True when this call deleted the row.
        """
        self.stop_heartbeat()
        with self._state:
            if self._released:
                return False
            self._released = True
        deleted = False
        try:
            row = self.store.find(LOCKS, self.id)
            # Taken over (or never landed): whatever holds the batch now is not ours.
            if row is not None and row.get("owner") == self.owner:
                if self.step_hook is not None:
                    self.step_hook("release_owner_verified")
                self.store.delete(LOCKS, self.id)  # our id only: a newer holder's row differs
                deleted = True
        except NotFound:
            pass  # gone between the read and the delete: not ours to delete any more
        except StoreError as exc:
            log.warning(
                "lease_release_failed batch=%s owner=%s id=%s error=%s",
                self.batch_id,
                self.owner,
                self.id,
                exc,
            )
            return False
        log.info(
            "lease_released batch=%s owner=%s id=%s deleted=%s",
            self.batch_id,
            self.owner,
            self.id,
            "true" if deleted else "false",
        )
        return deleted


# -- acquire ----------------------------------------------------------------------


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


# -- the one way code takes a lease -------------------------------------------------


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


# -- graceful stop ------------------------------------------------------------------

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
