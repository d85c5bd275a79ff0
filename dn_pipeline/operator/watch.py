"""``dn-pipeline batch watch ID``: follow one batch live until it settles.

Changes arrive through PocketBase's realtime subscription (the batch, its pages, its
candidates); each wakes the watcher, which reads a small snapshot from the rows and prints
a line when something moved: status, stage, pages prepared and read, candidates. A lost
stream is made again and the batch read afresh, and the watcher also looks every ``poll_s``
seconds, so a missed event costs nothing. It ends when the batch
settles (or at ``timeout_s``), always unsubscribing so the process can exit.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from dn_pipeline.errors import NotFound, UsageError
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import bind
from dn_pipeline.store.names import BATCHES, NOTES, PAGES

SETTLED = ("staged", "needs_review", "failed", "cancelled")
# Exit codes of `batch watch` (beside the CLI's 1 could not work, 2 bad usage).
EXIT_BY_STATUS = {"staged": 0, "needs_review": 5, "failed": 6, "cancelled": 7}
EXIT_STILL_RUNNING = 8

_COLLECTIONS = (BATCHES, PAGES, NOTES)


@dataclass(frozen=True, kw_only=True)
class Snapshot:
    """What the watcher shows of a batch at one moment."""

    status: str
    stage: str
    pages: int
    pages_read: int
    pages_failed: int
    candidates: int
    open_pages: int

    def line(self) -> str:
        return (
            f"status {self.status:<14} stage {self.stage or '-':<10} "
            f"pages prepared {self.pages}, read {self.pages_read}"
            + (f" ({self.pages_failed} failed)" if self.pages_failed else "")
            + f"  candidates {self.candidates}"
            + (f"  open pages {self.open_pages}" if self.status in SETTLED else "")
        )


def snapshot(store: Store, batch_id: str) -> Snapshot:
    try:
        batch = store.get(BATCHES, batch_id, fields="status,stage,open_pages")
    except NotFound as exc:
        raise UsageError(f"no batch {batch_id!r}") from exc
    mine = bind("batch = {:b}", b=batch_id)
    return Snapshot(
        status=batch.get("status", ""),
        stage=batch.get("stage", ""),
        pages=store.count(PAGES, mine),
        pages_read=store.count(PAGES, f"{mine} && read_status = 'ok'"),
        pages_failed=store.count(PAGES, f"{mine} && read_status = 'failed'"),
        candidates=store.count(NOTES, mine),
        open_pages=int(batch.get("open_pages") or 0),
    )


def watch_batch(
    store: Store,
    batch_id: str,
    say: Callable[[str], None],
    *,
    poll_s: float = 10.0,
    timeout_s: float | None = None,
) -> int:
    """Print the batch's progress until it settles; return the exit code for its outcome."""
    snapshot(store, batch_id)  # an unknown id is a usage error before subscribing
    changed = threading.Event()

    def on_change(collection: str, record_id: str, batch: str) -> None:
        if record_id == batch_id or batch == batch_id:
            changed.set()

    unsubscribe = store.subscribe(_COLLECTIONS, on_change, on_gap=changed.set)
    try:
        # Read once the subscription is live: no change after this read goes unseen.
        shown = snapshot(store, batch_id)
        say(f"batch {batch_id}: {shown.line()}")
        deadline = None if timeout_s is None else time.monotonic() + timeout_s
        while shown.status not in SETTLED:
            left = None if deadline is None else deadline - time.monotonic()
            if left is not None and left <= 0:
                say(f"batch {batch_id}: still {shown.status} after {timeout_s:g} s")
                return EXIT_STILL_RUNNING
            changed.wait(poll_s if left is None else min(poll_s, left))
            changed.clear()
            now = snapshot(store, batch_id)
            if now != shown:
                say(f"batch {batch_id}: {now.line()}")
                shown = now
        return EXIT_BY_STATUS[shown.status]
    finally:
        unsubscribe()
