"""Writes that fit ``/api/batch`` by construction: the one place a growing write is split.

PocketBase refuses a batch of more than ``maxRequests`` operations (``400 requests:
validation_length_too_long``) or a body over ``maxBodySize``. A write whose size grows with
the batch (page links of a read many pages share, duplicate flags, candidate creates and
updates, Message Batches results, claims, host data) is therefore given here as a list of
**units** — each unit a short list of ops that must land together — and ``write_units``
packs whole units, in order, into as few transactions as the limits allow. A write that
fits is one transaction, exactly as before; only a write that would be refused is split.

**Fencing.** Every piece goes through ``Lease.write``, so every piece carries the touch of
our lock row: a worker that lost its lease between two pieces lands nothing more. (Host
data import, the only unfenced caller, uses ``store_units`` with the same packing.) Each
piece is one "fenced write" for the crash sweep's counter, so a crash *between* two
pieces is one of the swept crash points.

**Order and idempotency of split pieces** (what a crash between two pieces leaves):

- Pieces land in the order of the units and a piece only after the previous one landed;
  a failing piece raises and nothing after it is sent. So what landed is always a prefix.
- Callers put first the unit that makes a result durable and last what may be re-derived:
  a read's completion (with its ``read_paid`` event, deterministic id) is the first unit,
  its page links follow one per unit (so in the sync read cache and in Message Batches
  results alike). A crash after the first piece leaves a live ``ok`` read row with some
  pages still unlinked; the next run's read cache finds the live row by key and links
  the rest without a call: paid once, recorded once. (A ``failed`` row is linked, or
  retried within its failure budget, exactly as a failed read of a clean run is.)
- Every later unit is idempotent or made so by a deterministic id: page links are PATCHes
  of fixed values; candidate creates carry ids derived from their durable key, so the next
  run's reconcile finds the rows that landed and plans updates for them and creates only
  for the rest; updates are PATCHes of values computed from the rows. A rerun recomputes
  the whole list and writes what is missing.
- The terminal update (``status`` staged/needs_review) is always the *last* unit: it lands
  in the last piece, in the same transaction as the last candidates, never before any of
  them. Until it lands the batch is still ``analysing`` under a lease, so a crash anywhere
  before it makes the reconciler re-drive the batch, and the rerun completes it.

**The limits** are read once per store from the server's ``batch`` settings (the worker
is a superuser) the first time they are needed — ``store.connect`` asks at start — or,
when settings cannot be read, taken from the values the schema script configures
(``schema_data/collections.json``). If the server refuses a piece for its size anyway (an
operator lowered the limit while we ran), the limits are read again and the rest of the
write re-planned once: the refused piece rolled back, so nothing was half-written.
"""

from __future__ import annotations

import json
import logging
import weakref
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from dn_pipeline.errors import StoreError
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record
from dn_pipeline.store.ops import Op

if TYPE_CHECKING:
    from dn_pipeline.leasing.leases import Lease

log = logging.getLogger(__name__)

# PocketBase's own fallback when ``maxBodySize`` is 0 ("If not set, fallbacks to ~128MB").
PB_DEFAULT_MAX_BODY = 128 << 20
# Room left in a body for the fence touch, the multipart framing and JSON separators.
_BODY_RESERVE = 16 << 10
_FILE_PART_OVERHEAD = 512

Unit = Sequence[Op]


class WriteTooLarge(StoreError):
    """One unit alone exceeds the server's batch limits: a bug in how the unit was built."""


@dataclass(frozen=True)
class BatchLimits:
    """What one ``/api/batch`` may hold: operations and body bytes."""

    max_requests: int
    max_body_size: int
    source: str = "settings"  # or "schema" when the settings could not be read

    @classmethod
    def from_settings(cls, batch: dict[str, Any], source: str = "settings") -> BatchLimits:
        requests = int(batch.get("maxRequests") or 0)
        body = int(batch.get("maxBodySize") or 0)
        return cls(
            max_requests=max(1, requests),
            max_body_size=body if body > 0 else PB_DEFAULT_MAX_BODY,
            source=source,
        )


_known: weakref.WeakKeyDictionary[Store, BatchLimits] = weakref.WeakKeyDictionary()


def schema_limits() -> BatchLimits:
    """The batch settings the schema script applies."""
    from dn_pipeline.store.schema import load_definitions

    return BatchLimits.from_settings(dict(load_definitions()["batch_settings"]), "schema")


def load_limits(store: Store) -> BatchLimits:
    """Read the limits from the server's settings (again), remember them for ``store``."""
    try:
        batch = store.settings().get("batch") or {}
        limits = BatchLimits.from_settings(batch)
    except StoreError as exc:
        limits = schema_limits()
        log.warning("batch_limits_unreadable error=%s using=schema", type(exc).__name__)
    _known[store] = limits
    log.info(
        "batch_limits max_requests=%d max_body_size=%d source=%s",
        limits.max_requests,
        limits.max_body_size,
        limits.source,
    )
    return limits


def limits_of(store: Store) -> BatchLimits:
    """The limits known for ``store``, read from the server the first time."""
    return _known.get(store) or load_limits(store)


def op_size(op: Op) -> int:
    """Bytes one op adds to a batch body (its JSON request, plus any file parts)."""
    req: dict[str, Any] = {"method": op.method, "url": op.url()}
    if op.method != "DELETE":
        req["body"] = dict(op.body)
    size = len(json.dumps(req, default=str).encode()) + 2
    for part in op.files:
        size += len(part.data) + len(part.name) + len(part.field) + _FILE_PART_OVERHEAD
    return size


def capacity(limits: BatchLimits, *, reserved: int = 1) -> tuple[int, int]:
    """The ops and body bytes (as ``op_size`` counts them) one piece may hold."""
    return limits.max_requests - reserved, limits.max_body_size - _BODY_RESERVE


def plan(units: Sequence[Unit], limits: BatchLimits, *, reserved: int = 1) -> list[list[Op]]:
    """Pack whole units, in order, into pieces of at most ``max_requests - reserved`` ops
    and a body within ``max_body_size`` (``reserved`` ops are left for the fence touch).

    Raises WriteTooLarge when one unit alone cannot fit.
    """
    cap_n, cap_b = capacity(limits, reserved=reserved)
    pieces: list[list[Op]] = []
    current: list[Op] = []
    n = size = 0
    for unit in units:
        if not unit:
            continue
        un, ub = len(unit), sum(op_size(op) for op in unit)
        if un > cap_n or ub > cap_b:
            raise WriteTooLarge(
                f"a unit of {un} ops and {ub} bytes exceeds the batch limits "
                f"({limits.max_requests} requests, {limits.max_body_size} bytes)"
            )
        if current and (n + un > cap_n or size + ub > cap_b):
            pieces.append(current)
            current, n, size = [], 0, 0
        current.extend(unit)
        n += un
        size += ub
    if current:
        pieces.append(current)
    return pieces


def singles(ops: Sequence[Op]) -> list[list[Op]]:
    """Every op its own unit (ops each of which is idempotent on its own)."""
    return [[op] for op in ops]


def write_units(lease: Lease, units: Sequence[Unit]) -> list[Record]:
    """Write ``units`` through ``lease.write`` in as few fenced pieces as the limits allow.

    Returns the results of every op, in order. A unit never straddles two pieces.
    """
    return _write(lease.store, units, lease.write, reserved=1)


def store_units(store: Store, units: Sequence[Unit]) -> list[Record]:
    """The same packing for the few writes made without a lease (host data import)."""
    return _write(store, units, store.batch, reserved=0)


def _write(store: Store, units: Sequence[Unit], send: Any, *, reserved: int) -> list[Record]:
    results: list[Record] = []
    pending = [u for u in units if u]
    replanned = False
    while pending:
        pieces = plan(pending, limits_of(store), reserved=reserved)
        done = 0  # units written so far
        try:
            for piece in pieces:
                results += send(piece)
                done += _units_in(pending[done:], len(piece))
        except StoreError as exc:
            if replanned or not _refused_for_size(exc):
                raise
            replanned = True
            log.warning("batch_refused_for_size re-reading limits; %d units left", len(pending))
            load_limits(store)
            pending = pending[done:]
            continue
        return results
    return results


def _units_in(units: Sequence[Unit], ops: int) -> int:
    """How many leading units make up ``ops`` operations."""
    count = total = 0
    for unit in units:
        if total >= ops:
            break
        total += len(unit)
        count += 1
    return count


def _refused_for_size(exc: StoreError) -> bool:
    if exc.status == 413:
        return True
    data = exc.data if isinstance(exc.data, dict) else {}
    requests = (data.get("data") or {}).get("requests")
    return isinstance(requests, dict) and requests.get("code") == "validation_length_too_long"
