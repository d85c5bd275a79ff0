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

import logging
import os
import secrets
import socket
import threading
import time
from collections.abc import Callable, Sequence
from datetime import UTC, datetime, timedelta

from dn_pipeline.errors import (
    BatchFailed,
    LeaseLost,
    NotFound,
    Stopped,
    StoreError,
)
from dn_pipeline.ids import hashed_id
from dn_pipeline.settings import LeaseTimings
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record, parse_pb_datetime, pb_datetime
from dn_pipeline.store.names import BATCHES, LOCKS
from dn_pipeline.store.ops import Op

log = logging.getLogger(__name__)

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
