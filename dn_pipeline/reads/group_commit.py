"""Group commit: the read lanes of one run share their fenced writes (#20 point 1).

A lane that finished a read hands its record (completion, ``read_paid`` event, page links)
and, when it has one, the claim of its next image to ``GroupCommit.write`` and waits. One
lane at a time is the writer: it waits (at most ``gather_s``, ``DN_READ_GATHER_MS``) for
the lanes whose calls began within ``gather_s`` of its own and are still in them, then
takes every record waiting (in arrival order, as many whole lanes' ops as fit one
``/api/batch`` under the limits of ``store/writes.py``), sends them in ONE fenced write and
wakes each lane with its own results. Lanes that finish while that write is in flight
queue up, and the next writer takes them all together. So lanes that began together (a
cohort) end together and share one write, not K, and begin their next calls together
again; a lane whose call began at another time is never waited for.

Order within one write: each lane's ops stay together and in their order (its completion
and event first, its page links, its claim last), lanes one after the other. The write is
one transaction, so what a crash leaves is exactly what it left before grouping: all of it
or none of it. Every claim in it lands before its call leaves (a lane calls on a claim only
once the write carrying it returned), and the calls in doubt are the calls whose record had
not landed, each with its row ``pending`` under the dead lease. With read-ahead
(``cache.py``) a record is written by a background thread while its lane makes its next
call, so the writer gathers by call (``Turn``: the lane and when that call started), not by
lane.

**Refused or lost.** A transaction is all-or-nothing, so one lane's reason (its next image
already claimed by another worker, a page deleted under it) would roll back everybody's
record. Any refusal of a write of several lanes (any ``StoreError``), and a lost answer
(``StoreUnavailable``: its fate unknown), therefore raise ``GroupFailed`` in every lane of
it, and each lane then writes its own ops alone exactly as before group commit existed
(``Recording._write_chained`` / ``_write_result``): a lost answer that had landed is found
by those paths (the event's deterministic id, the claim under our lease), so a claim is
kept and each call made once; a refusal lands the others' records and only the lane whose
reason it was meets it. ``LeaseLost`` (the fence) is every lane's reason: raised in each.
"""

from __future__ import annotations

import logging
import threading
import time
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field

from dn_pipeline.errors import LeaseLost, StoreError
from dn_pipeline.leasing.leases import Lease
from dn_pipeline.store.filters import Record
from dn_pipeline.store.ops import Op
from dn_pipeline.store.writes import capacity, limits_of, op_size

log = logging.getLogger(__name__)

# How long a write waits for the records of the lanes whose calls started within as long
# of its own (``DN_READ_GATHER_MS``): at most 5 % of a 200 ms call, under 1 % of a vision
# call's seconds, and nothing once they have all queued.
GATHER_S = 0.01


class GroupFailed(StoreError):
    """A shared write of several lanes was refused or its answer lost: write alone."""


@dataclass(frozen=True)
class Turn:
    """One call of one lane: the lane's thread id and when the call started."""

    lane: int
    started: float


@dataclass
class _Request:
    ops: list[Op]
    size: int  # body bytes, as ``writes.op_size`` counts them
    lane: int  # the lane's thread id
    done: bool = False
    rows: list[Record] = field(default_factory=list)
    error: BaseException | None = None


class GroupCommit:
    """The one writer of a run's read records: see the module docstring."""

    def __init__(self, lease: Lease, gather_s: float = GATHER_S) -> None:
        self.lease = lease
        self.gather_s = gather_s
        self.writes = 0  # fenced writes sent, and the lanes' records they carried
        self.records = 0
        self._cond = threading.Condition()
        self._queue: deque[_Request] = deque()
        self._busy = False
        # The calls made and not yet queued for a write (a lane's record is written while
        # it makes its next call, so a lane may have two).
        self._open: set[Turn] = set()

    def call_started(self) -> Turn:
        """The calling lane is about to send a call (a writer may wait for its record).
        Returns the call's turn, which its record passes to ``write`` when another thread
        writes it (the lane has begun its next call by then)."""
        turn = Turn(lane=threading.get_ident(), started=time.monotonic())
        with self._cond:
            self._open.add(turn)
        return turn

    def lane_ended(self) -> None:
        """A lane has nothing more to read: no writer waits for it any more."""
        lane = threading.get_ident()
        with self._cond:
            self._open = {t for t in self._open if t.lane != lane}
            self._cond.notify_all()

    def write(self, units: Sequence[Sequence[Op]], turn: Turn) -> list[Record] | None:
        """Write the record of call ``turn`` (``units``), shared with every lane waiting;
        returns the results of its ops, in order, or None (nothing sent) when they do not
        fit one write: the lane writes alone, split (``writes.write_units``). Raises
        ``GroupFailed`` when a shared write of several lanes failed (write alone then), the
        error itself for a write of this lane alone, ``LeaseLost`` always as itself."""
        ops = [op for unit in units for op in unit]
        req = _Request(ops=ops, size=sum(op_size(op) for op in ops), lane=turn.lane)
        cap_n, cap_b = capacity(limits_of(self.lease.store))
        if len(ops) > cap_n or req.size > cap_b:
            return None
        with self._cond:
            self._open.discard(turn)  # its call has ended and its record is queued
            self._queue.append(req)
            self._cond.notify_all()
            while not req.done and self._busy:
                self._cond.wait()
            writer = not req.done
            self._busy = self._busy or writer  # this lane writes, for itself and who waits
        if writer:
            try:
                with self._cond:
                    self._gather(turn)
                while not req.done:
                    self._send(self._take())
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()
        if req.error is not None:
            raise req.error
        return req.rows

    def _gather(self, turn: Turn) -> None:
        """Wait (lock held, at most ``gather_s``) for the other lanes' calls that started
        within ``gather_s`` of ``turn`` and whose records are not queued yet: lanes that
        began together end together and share one write (and begin their next calls
        together again); a call that began earlier or later is not waited for."""
        if self.gather_s <= 0:
            return
        deadline = time.monotonic() + self.gather_s

        def cohort() -> bool:
            return any(
                abs(t.started - turn.started) <= self.gather_s
                for t in self._open
                if t.lane != turn.lane
            )

        while cohort():
            left = deadline - time.monotonic()
            if left <= 0:
                return
            self._cond.wait(left)

    def _take(self) -> list[_Request]:
        """The waiting lanes, oldest first, as many whole as fit one write."""
        cap_n, cap_b = capacity(limits_of(self.lease.store))
        with self._cond:
            group = [self._queue.popleft()]
            n, size = len(group[0].ops), group[0].size
            while self._queue:
                nxt = self._queue[0]
                if n + len(nxt.ops) > cap_n or size + nxt.size > cap_b:
                    break  # one write, within the batch limits
                group.append(self._queue.popleft())
                n, size = n + len(nxt.ops), size + nxt.size
        return group

    def _send(self, group: list[_Request]) -> None:
        ops = [op for r in group for op in r.ops]
        try:
            rows = self.lease.write(ops)
        except LeaseLost as exc:
            self._finish(group, error=exc)
            return
        except StoreError as exc:
            if len(group) == 1:
                self._finish(group, error=exc)
            else:
                log.info("read_group_write_failed lanes=%d error=%s", len(group), exc)
                self._finish(group, error=GroupFailed(f"shared write of {len(group)} lanes: {exc}"))
            return
        except BaseException as exc:
            self._finish(group, error=exc)
            raise
        at = 0
        for r in group:
            r.rows = rows[at : at + len(r.ops)]
            at += len(r.ops)
        self.writes += 1
        self.records += len(group)
        self._finish(group)

    def _finish(self, group: list[_Request], *, error: BaseException | None = None) -> None:
        with self._cond:
            for r in group:
                r.error, r.done = error, True
            self._cond.notify_all()
