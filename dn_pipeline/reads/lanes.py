"""How one run's reads are spread over its lanes (``ReadCache``'s other half, beside
``Recording``): the window claim of the lanes' first images, each lane's loop and its deck
(with read-ahead, the records of its last calls still being written, whose chained claims
it reads next), the order in which a lane takes its next image, and what a failed lane
hands back. ``ReadCache`` defines the attributes and the methods declared here for typing.
"""

from __future__ import annotations

import logging
import threading
from collections import deque
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import replace
from typing import TYPE_CHECKING

from dn_pipeline.errors import BudgetExhausted, DuplicateRecord, StoreUnavailable
from dn_pipeline.readers.base import Reader
from dn_pipeline.reads.recording import Next, Recording, _Item
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record
from dn_pipeline.store.names import READS
from dn_pipeline.store.ops import Op
from dn_pipeline.store.writes import limits_of

log = logging.getLogger("dn_pipeline.reads.cache")


class Lanes(Recording):
    """The lanes of ``ReadCache.read_pages`` (see the module docstring)."""

    store: Store
    batch_id: str
    read_ahead: bool
    progress: Callable[[str], None]
    _halt: threading.Event
    _misses: deque[_Item]
    _others: deque[_Item]
    _ready: deque[_Item]
    _queue_lock: threading.Lock
    _done: int
    _recorder: ThreadPoolExecutor | None

    if TYPE_CHECKING:

        def _guarded(self, item: _Item) -> Next: ...

        def _claim_ops(self, key: str, old: Record | None, reader: Reader) -> list[Op]: ...

    def _lane(self, total: int) -> None:
        # What this lane reads next: the records of its last calls, still being written
        # (each may carry the claim of an image), and images already claimed.
        deck: deque[Next] = deque()
        try:
            item = self._next_item()
            while item is not None:
                after = self._guarded(item)
                with self._queue_lock:
                    self._done += 1
                    self.progress(f"read {self._done}/{total} images")
                if after is not None:
                    deck.append(after)
                item = self._next_of(deck)
        except BaseException:
            self._halt.set()
            self._drain(deck)
            raise
        finally:
            if self._commit is not None:
                self._commit.lane_ended()

    def _next_of(self, deck: deque[Next]) -> _Item | None:
        """The lane's next image. With read-ahead the claim that went out with the record
        of the call before last comes first: the last call's record is still being written
        while the next call goes out (a claim always lands before its call, but the call no
        longer waits for the record of the one before). Then a claim of the window, then
        the last record's own claim (waited for), then the next image to look up. Without
        read-ahead the last record's claim comes first: it has landed already."""
        while len(deck) > (1 if self._recorder is not None else 0):
            got = _resolved(deck.popleft())
            if got is not None:
                return got
        with self._queue_lock:
            if self._ready:
                return self._ready.popleft()
        while deck:
            got = _resolved(deck.popleft())
            if got is not None:
                return got
        return self._next_item()

    def _drain(self, deck: deque[Next]) -> None:
        """A lane that failed: wait for its records in flight (paid calls are recorded)
        and hand back the claims no call was made under."""
        while deck:
            try:
                got = _resolved(deck.popleft())
            except Exception as exc:  # the lane's own error is the one raised
                log.warning("read_record_failed batch=%s error=%s", self.batch_id, exc)
                continue
            if got is not None and got.claimed is not None:
                self._give_back(got.claimed, None)

    def _window_width(self, lanes: int, misses: int) -> int:
        """How many images the window claims: each lane's first (with read-ahead its first
        two: its second call goes out while its first one's record is being written)."""
        claims = 2 * lanes if self.read_ahead else lanes
        return min(claims, misses, limits_of(self.store).max_requests - 1)

    def _claim_window(self, lanes: int) -> None:
        """Claim the first miss of every lane in one fenced write, instead of one write per
        lane. Refused (another worker claimed one of them first: the transaction rolled
        back) or of unknown fate, the lanes claim for themselves after adopting any claim
        found under our lease."""
        width = self._window_width(lanes, len(self._misses))
        if width < 2:
            return
        items = [self._misses.popleft() for _ in range(width)]
        claimed = self._claim_items(items)
        self._ready.extend(claimed)
        taken = {item.key for item in claimed}
        for item in items:
            if item.key not in taken:
                self._misses.appendleft(item)  # order does not matter
        log.debug("read_window_claimed batch=%s claimed=%d", self.batch_id, len(self._ready))

    def _claim_items(self, items: list[_Item]) -> list[_Item]:
        """Claim ``items`` in one fenced write; the ones claimed, each with its row ([] when
        the write was refused or a spend cap is reached: the lanes' own claims then raise
        it, as without a window)."""
        if self.reader.paid:
            try:
                self._check_budget()
            except BudgetExhausted:
                return []
        ops = [self._claim_ops(item.key, None, self.reader)[-1] for item in items]
        try:
            rows = self.lease.write(ops)
        except DuplicateRecord:
            return []
        except StoreUnavailable:
            ids = [str(op.body["id"]) for op in ops]
            found = {r["id"]: r for r in self.store.list_in(READS, "id", ids)}
            rows = [found.get(i) or {} for i in ids]
        return [
            replace(item, claimed=row)
            for item, row in zip(items, rows, strict=True)
            if row.get("lock") == self.lease.id and row.get("status") == "pending"
        ]

    def _prefetch_window(self) -> None:
        """The reader has asked for an image's bytes for the first time: the images the
        window claimed and no lane has taken yet (each lane's second, with read-ahead) start
        downloading now, while the first calls are in flight, not when their calls begin.
        Only the first lane to ask does it, registering their downloads while holding the
        queue, so that no lane takes one of them before (it would download it again)."""
        with self._fetch_lock:
            if self._wants_bytes:
                return
            self._wants_bytes = True
        with self._queue_lock:  # only registering: the downloads start after
            reserved = [(self._reserve(item.pages[0]), item.pages[0]) for item in self._ready]
        for future, page in reserved:
            if future is not None:
                self._download_into(future, page)

    def _next_item(self) -> _Item | None:
        with self._queue_lock:
            if self._ready:
                return self._ready.popleft()  # claimed: a halted lane hands it back
            if self._halt.is_set():
                return None
            if self._misses:
                return self._misses.popleft()
            return self._others.popleft() if self._others else None

    def _chain_next(self) -> tuple[_Item, Op] | None:
        """Take the next miss and the op claiming it, to go in the write that records the
        read just made; None when there is none (or a spend cap is reached: the lane's own
        claim then raises it)."""
        if self.reader.paid:
            try:
                self._check_budget()
            except BudgetExhausted:
                return None
        with self._queue_lock:
            if self._halt.is_set() or not self._misses:
                return None
            item = self._misses.popleft()
        return item, self._claim_ops(item.key, None, self.reader)[-1]


def _resolved(entry: Next) -> _Item | None:
    """An entry of a lane's deck as the image it names (waiting for a record in flight;
    its error, if it failed, is raised here)."""
    if isinstance(entry, Future):
        return entry.result()
    return entry
