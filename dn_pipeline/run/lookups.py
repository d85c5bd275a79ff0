"""Assembly's look-ups that no read changes, and a run's way of making them while its last
reads are in flight (#20).

Assembling a batch needs, beside its pages and their reads, things no read of this run
changes: the batch row, what supplier memory would learn from the site's recorded decisions,
the site's host data and supplier profiles, the batch's existing candidates, its source error
count and the site's notes that ``load_known`` reads whatever the numbers are. A run fetches
them once its read cache has handed its last image to a lane (``ReadCache.on_last_image``),
so they go out while the run's last calls are in flight instead of after them; only the page
listing, the reads it links and the known notes by number wait for the last record.

Why this keeps assembly's promises:

- host data and profiles are still read by this run, a call's latency earlier (one round of
  reads); an operator's fix that lands later is seen by the next assembly, as one landing
  just after the look-up always was;
- the batch's candidates cannot change meanwhile: only the holder of its lease writes them
  and the review guard refuses a reviewer's change while a worker holds the batch;
- supplier memory is planned ahead but written where it always was (after the reads, first
  in the assembling stage, fenced), and when it writes, the profiles are looked up again
  after its write, so the run finds with what it just learnt;
- ``dn-pipeline assemble`` makes the same look-ups itself, beside the page listing.
"""

from __future__ import annotations

import logging
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, replace
from datetime import datetime
from types import TracebackType
from typing import Any

from dn_pipeline.leasing.leases import Lease
from dn_pipeline.run import supplier_memory
from dn_pipeline.run.host import SiteNotes, load_host, site_notes
from dn_pipeline.stages.resolve import Host
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record, bind
from dn_pipeline.store.names import BATCHES, ERRORS, NOTES, SOURCES

log = logging.getLogger(__name__)


@dataclass(frozen=True, kw_only=True)
class Lookups:
    """What assembly reads that does not depend on the pages' reads."""

    batch: Record
    # What supplier memory learns before assembling (None: learnt already by the caller).
    learning: supplier_memory.Learning | None
    host: Host  # known notes by number come later (they need the notes' numbers)
    profiles: list[Any]
    existing: list[Record]
    errors: int
    site: SiteNotes
    # The batch's sources in upload order (``source_order``), when looked up ahead.
    order: dict[str, tuple[int, str]] | None = None

    def learn(self, store: Store, lease: Lease) -> Lookups:
        """Supplier memory's planned write, fenced; then, when it wrote, the profiles again
        (the run finds with what it just learnt)."""
        if self.learning is None or not self.learning.write(lease):
            return self
        profiles = supplier_memory.profiles_of_site(store, self.batch.get("site") or "")
        return replace(self, profiles=profiles)


def source_order(store: Store, batch_id: str) -> dict[str, tuple[int, str]]:
    """Source id -> its place in the batch (upload position, then creation)."""
    listing = store.list(SOURCES, bind("batch = {:b}", b=batch_id), fields="id,position,created")
    return {s["id"]: (int(s.get("position") or 0), s.get("created", "")) for s in listing}


def look_up(
    store: Store,
    batch: Record,
    *,
    learn_at: datetime | None = None,
    order: dict[str, tuple[int, str]] | None = None,
) -> Lookups:
    """The look-ups, all at once; with ``learn_at`` (ahead of assembly), supplier memory's
    plan and the sources' order too (``order``, when the caller listed it already)."""
    batch_id, site = batch["id"], batch.get("site") or ""
    where = bind("batch = {:b}", b=batch_id)
    with ThreadPoolExecutor(4, thread_name_prefix="lookup") as pool:
        learning = (
            pool.submit(supplier_memory.plan_site, store, site, learn_at, exclude_batch=batch_id)
            if learn_at is not None
            else None
        )
        listing = (
            pool.submit(source_order, store, batch_id)
            if learn_at is not None and order is None
            else None
        )
        host = pool.submit(load_host, store, batch, ())
        profiles = pool.submit(supplier_memory.profiles_of_site, store, site)
        existing = pool.submit(store.list, NOTES, where)
        errors = pool.submit(store.count, ERRORS, where)
        notes = site_notes(store, batch)
        return Lookups(
            batch=batch,
            learning=None if learning is None else learning.result(),
            host=host.result(),
            profiles=profiles.result(),
            existing=existing.result(),
            errors=errors.result(),
            site=notes,
            order=order if listing is None else listing.result(),
        )


class Ahead:
    """A run's look-ups for its assembly, started once (``start``: the read cache's
    ``on_last_image`` hook, or at the latest when the result is wanted) on a thread of its
    own. Use as a context manager: leaving waits for a look-up still running."""

    def __init__(
        self, store: Store, batch_id: str, order: dict[str, tuple[int, str]] | None = None
    ) -> None:
        """``order``: the sources' order, when the run listed it with its pages."""
        self.store = store
        self.batch_id = batch_id
        self.order = order
        self._lock = threading.Lock()
        self._pool = ThreadPoolExecutor(1, thread_name_prefix="ahead")
        self._future: Future[Lookups] | None = None

    def start(self) -> None:
        with self._lock:
            if self._future is None:
                self._future = self._pool.submit(self._look_up)

    @property
    def started(self) -> bool:
        with self._lock:
            return self._future is not None

    def _look_up(self) -> Lookups:
        batch = self.store.get(BATCHES, self.batch_id)
        return look_up(self.store, batch, learn_at=self.store.server_now(), order=self.order)

    def result(self) -> Lookups:
        self.start()
        assert self._future is not None
        return self._future.result()

    def __enter__(self) -> Ahead:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self._pool.shutdown(wait=True, cancel_futures=True)
