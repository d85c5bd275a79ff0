"""The read cache: each page image is read once, ever, and paid for once.

The key is a hash of the page's recorded ``image_sha256`` and text layer, the reader, its
model and ``PROMPT_VERSION`` — never of a re-normalised image. ``dn_page_reads`` holds one
live row per key (``key`` is UNIQUE where non-empty) with a deterministic id per attempt.

For a page without a read:
- a live ``ok`` row is linked to the page: no reader call;
- a ``failed`` row whose key has used up its failure budget is linked as the page's
  failure: no call. The budget (``DN_READ_FAILURE_BUDGET``) counts the key's attempts whose
  answer was unusable (``counts_against_budget``), never a failure of the machinery: a
  Message Batches result that errored, expired or was cancelled, a submission that was lost,
  forgotten or cancelled, a result that never came (``MACHINERY_FAILURES``), nor an attempt
  abandoned by a dead worker. Those keep the key's row ``failed`` (or ``pending``) with the
  reason, and the next run reads the image again;
- otherwise this worker claims the next attempt with one fenced batch that retires the old
  row (its key cleared, its cost kept) and creates ``id(key, attempt)`` as ``pending``.
  Two workers racing for it create the same id: PocketBase lets exactly one through, so
  exactly one pays. A ``pending`` row whose creator's lease still exists belongs to a
  live worker and is waited on, never read twice. A ``pending`` row whose ``lock`` is
  ``sub:<submission id>`` belongs to a Message Batches submission (``message_batches.py``): it is
  held while that submission is unsettled and somebody polls it, its batch or the tick's
  sweep (``submission_holds``), and is never waited on here (hours, not seconds);
- then the reader is called once and the row completed with tokens and cost, together with
  the page link and a ``read_paid`` event (actual spend, a call a crash repeated included).

**Escalation (the cascade).** A reader may name a stronger ``escalation`` reader (the
Anthropic reader does when ``DN_ESCALATION_MODEL`` is set). A page whose read by the first
reader is refused, cut off or invalid (codes in ``ESCALATE_CODES``), or whose good answer
``escalate_if`` objects to (a predicate of the answer and the page: the runner wires
``disagreement.py``, an answer that disagrees with the page's words and the site's host data,
the check assembly records), is read again by the escalation reader under that reader's own
key, once: the escalation reader has no escalation of its own. The reason is in its
``read_paid`` event (``escalation_reason``). That is its own paid read: a row with its
model and cost, a ``read_paid`` event marked ``escalation``, cached and reused like any other
read; the page links to it. A failure that escalates is not retried on the first model.

The API being unavailable (``ReaderUnavailable``) is not a page failure: the claimed row is
given back (deleted, and the row it retired made live again, so the attempt count and its
failure budget carry on) and the error goes up, so the batch returns to the queue with its
finished reads.

Requests per image on a first run: about one, and well under one with several lanes. The
keys of the whole batch are looked up in a few queries; ``concurrency`` lanes then read the
misses, each lane's first claims going out together in one fenced write (``_claim_window``);
on a first read of the images that write goes out while the keys are looked up.
A lane records each finished read (the completion, its ``read_paid`` event, the page links)
and claims its next miss in ONE fenced write, the claim last (``_write_chained``): a claim
still lands before its call leaves, and a crash after the call but before that write leaves
the row ``pending``, one call in doubt, as before. The lanes share those writes: the run's
one writer sends the records of every lane that finished within ``gather_s`` of each other
in one ``/api/batch`` (``group_commit.py``: what a refused or lost shared write does, and
what a crash leaves). The page image is downloaded only when the reader asks for its bytes
(``PageInput.fetch``), and not at all when this run prepared it (``prepared``: the PNGs
preparing kept): a reader answering from the text layer never downloads it. So on a run
over pages stored earlier a vision read costs one download and a share of one write; on a
first run (upload, then one tick) only its share of a write.

**Read-ahead** (``read_ahead``, ``DN_READ_AHEAD``, on by default). A lane does not wait for
its last call's record before its next call: the window claims two images a lane, each
record claims the image after next, and the record is written in the background
(``_record_soon``) while the lane calls on the claim that landed with the record before
(``_next_of``). Every call still goes out only once its claim has landed. What it costs: a
crash may now land while a record is being written during the next call, so it can cut off
(and the next run repeat) up to two calls a lane instead of one, and each lane may leave one
more image claimed and never sent, which the totals count as a call in doubt (an upper
bound, over by at most one a lane). Off, no write of the run lands while one of its calls is
in flight, and the calls in doubt are exact. On a 200 ms reader at K = 8 it takes the reads
from about 1.27x the ideal to 1.04x (``bench/pipeline.py``); on vision calls of seconds
either way costs under 2 %.

A spend cap adds one look-up of spend per ``read_pages`` call and every ``SPEND_REFRESH_S``
after, not one per page; between look-ups our own spend is added locally, so concurrent
workers can overshoot a cap by the calls in flight.
"""

from __future__ import annotations

import logging
import threading
import time
from collections import deque
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_EXCEPTION, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from typing import Any

from dn_pipeline.errors import (
    BudgetExhausted,
    DuplicateRecord,
)
from dn_pipeline.leasing.leases import Lease
from dn_pipeline.readers.base import PreparedImages, Reader
from dn_pipeline.reads.budget import Budget, ReadStats, _Spend
from dn_pipeline.reads.group_commit import GATHER_S, GroupCommit
from dn_pipeline.reads.lanes import Lanes
from dn_pipeline.reads.recording import FoundFor, Next, _Item
from dn_pipeline.reads.rows import (
    SUBMISSION_LOCK,
    HeldBySubmission,
    SharedReadBusy,
    budget_used,
    claim_ops,
    holder_alive,
    read_key,
    reads_without_words,
)
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record, bind
from dn_pipeline.store.names import READS
from dn_pipeline.store.ops import Op

log = logging.getLogger(__name__)

_MAX_LOST_CLAIMS = 5
# Read failures a stronger model may fix: escalated rather than retried on the same model.
ESCALATE_CODES = frozenset({"invalid_answer", "refused", "truncated"})

# (answer, first page of the image) -> a reason to escalate, or None to keep the answer.
EscalateIf = Callable[[dict[str, Any], Record], str | None]


@dataclass
class ReadCache(Lanes):
    """Reads the pages of one batch under its lease."""

    store: Store
    lease: Lease
    reader: Reader
    batch_id: str
    failure_budget: int = 2
    budget: Budget = field(default_factory=Budget)
    concurrency: int = 4
    gather_s: float = GATHER_S
    # A lane's next call goes out while its last record is written (``_next_of``).
    read_ahead: bool = True
    wait_for_others_s: float = 30.0
    poll_s: float = 0.5
    actor: str = ""
    progress: Callable[[str], None] = lambda _: None
    escalate_if: EscalateIf | None = None
    # Page PNGs this run prepared itself: a read of one of them downloads nothing.
    prepared: PreparedImages | None = None
    # Each page's fields, found as its read is linked (``recording.FoundFor``).
    found_for: FoundFor | None = None
    # Called once per ``read_pages``, from a lane, when it has taken the last image: every
    # call still to come is in flight or about to go out (the runner starts assembly's
    # look-ups there, ``run/lookups.py``). It must not block.
    on_last_image: Callable[[], None] | None = None
    stats: ReadStats = field(default_factory=ReadStats)
    _spend: _Spend | None = field(default=None, init=False, repr=False)
    _spend_lock: threading.Lock = field(default_factory=threading.Lock, init=False, repr=False)
    # Set by the first image that fails the run: queued images must not start a paid call
    # (a pool worker picks the next one up before the caller can cancel it).
    _halt: threading.Event = field(default_factory=threading.Event, init=False, repr=False)
    # The images of the running ``read_pages`` not yet taken by a lane: the misses of the
    # batch-wide look-up (claimable at once, so a lane chains them) and the rest.
    _misses: deque[_Item] = field(default_factory=deque, init=False, repr=False)
    _others: deque[_Item] = field(default_factory=deque, init=False, repr=False)
    _ready: deque[_Item] = field(default_factory=deque, init=False, repr=False)
    _queue_lock: threading.Lock = field(default_factory=threading.Lock, init=False, repr=False)
    _done: int = field(default=0, init=False, repr=False)
    _taken: int = field(default=0, init=False, repr=False)
    _images: int = field(default=0, init=False, repr=False)
    # The run's one writer of read records, shared by its lanes (``group_commit.py``).
    _commit: GroupCommit | None = field(default=None, init=False, repr=False)
    _recorder: ThreadPoolExecutor | None = field(default=None, init=False, repr=False)
    _fetcher: ThreadPoolExecutor | None = field(default=None, init=False, repr=False)
    _prefetched: dict[str, Future[bytes]] = field(default_factory=dict, init=False, repr=False)
    _fetch_lock: threading.Lock = field(default_factory=threading.Lock, init=False, repr=False)
    _wants_bytes: bool = field(default=False, init=False, repr=False)

    def read_pages(self, pages: Sequence[Record]) -> ReadStats:
        """Give every page a read (or its recorded failure). Pages sharing an image share
        one read. Raises ReaderUnavailable / BudgetExhausted / LeaseLost / Stopped."""
        groups: dict[str, list[Record]] = {}
        stale = reads_without_words(self.store, self.reader, pages)
        for page in pages:
            if not page.get("image"):
                continue
            if page.get("read_status") == "ok" and page.get("read") not in stale:
                continue
            key = read_key(
                page["image_sha256"], page.get("text_layer"), self.reader.name, self.reader.model
            )
            groups.setdefault(key, []).append(page)
        if not groups:
            return self.stats
        with self._spend_lock:
            self._spend = None  # a fresh look at spend for every call
        self._halt.clear()
        # ``concurrency`` lanes, each taking the next image when its last one is recorded
        # (a miss is claimed in the very write that records the lane's last read).
        lanes = max(1, min(self.concurrency, len(groups)))
        # One query per few dozen keys instead of one per image: most first looks end here.
        # Images no page has a read of yet have their window claimed meanwhile: a claim
        # lands only where no live read holds the key (its unique index), so what lands
        # are misses; refused (another batch read one of them first), the window is
        # claimed after the look-up, as it always was.
        first = [_Item(k, g, None) for k, g in groups.items() if not any(p.get("read") for p in g)]
        width = self._window_width(lanes, len(first))
        with ThreadPoolExecutor(1, thread_name_prefix="keys") as pool:
            looking = pool.submit(self.store.list_in, READS, "key", list(groups))
            early = self._claim_items(first[:width]) if width >= 2 else []
            rows = looking.result()
        early_keys = {item.key for item in early}
        known = {r["key"]: r for r in rows if r["key"] not in early_keys}
        with self._queue_lock:
            fresh = (k for k in groups if k not in known and k not in early_keys)
            self._misses = deque(_Item(k, groups[k], None) for k in fresh)
            self._others = deque(_Item(k, g, known[k]) for k, g in groups.items() if k in known)
            self._done = 0
            self._taken, self._images = 0, len(groups)
            self._ready = deque(early)
        self._commit = GroupCommit(self.lease, self.gather_s) if lanes > 1 else None
        if early:
            log.debug("read_window_claimed batch=%s claimed=%d early=1", self.batch_id, len(early))
        else:
            self._claim_window(lanes)
        self._fetcher = ThreadPoolExecutor(max_workers=lanes, thread_name_prefix="fetch")
        if self.read_ahead:  # up to two records of each lane in flight (``_next_of``)
            self._recorder = ThreadPoolExecutor(2 * lanes, thread_name_prefix="record")
        try:
            with ThreadPoolExecutor(max_workers=lanes, thread_name_prefix="read") as pool:
                futures = [pool.submit(self._lane, len(groups)) for _ in range(lanes)]
                finished, _ = wait(futures, return_when=FIRST_EXCEPTION)
                for fut in finished:
                    exc = fut.exception()
                    if exc is not None:
                        self._halt.set()  # reads already running finish and are recorded
                        raise exc
        finally:
            # Every record of a paid call is written before anything else (lanes drain
            # their own; this waits for any a lane could not).
            if self._recorder is not None:
                self._recorder.shutdown(wait=True)
                self._recorder = None
            self._fetcher.shutdown(wait=True, cancel_futures=True)
            self._fetcher = None
            with self._fetch_lock:
                self._prefetched.clear()  # images whose claim went to another worker
            while self._ready:  # window claims no lane was left to call: no call was made
                claimed = self._ready.popleft().claimed
                if claimed is not None:
                    self._give_back(claimed, None)
            if self._commit is not None:
                log.info(
                    "read_group_commit batch=%s lanes=%d writes=%d records=%d",
                    self.batch_id,
                    lanes,
                    self._commit.writes,
                    self._commit.records,
                )
        return self.stats

    # -- one image ---------------------------------------------------------------

    def _guarded(self, item: _Item) -> Next:
        """Read one image; the next image when its claim was chained onto this one's record."""
        with self._queue_lock:
            self._taken += 1
            last = self._taken == self._images
        if last and self.on_last_image is not None:
            try:
                self.on_last_image()
            except Exception as exc:  # a convenience: never the reads' trouble
                log.warning("on_last_image_failed batch=%s error=%s", self.batch_id, exc)
        if self._halt.is_set():
            # The run already failed; this image waits for the next one. A chained claim
            # is handed back: no call was made under it.
            if item.claimed is not None:
                self._give_back(item.claimed, None)
            return None
        try:
            if item.claimed is not None and self.reader.paid:
                try:
                    # Claimed a call ahead: a spend cap reached since holds it back.
                    self._check_budget()
                except BudgetExhausted:
                    self._give_back(item.claimed, None)
                    raise
            return self._read_group(item.key, item.pages, item.first_look, claimed=item.claimed)
        except BaseException:
            self._halt.set()
            raise

    def _read_group(
        self,
        key: str,
        pages: list[Record],
        first_look: Record | None,
        reader: Reader | None = None,
        escalated_for: str = "",
        *,
        claimed: Record | None = None,
    ) -> Next:
        """``first_look`` is the key's live row from the batch-wide look-up (None: none
        then); every later look asks the server again. ``reader`` is the escalation reader
        when this is an escalation (default: the cache's reader), ``escalated_for`` why.
        ``claimed``: the attempt was claimed already (chained onto the previous read's
        record): call at once. Returns the next image when its claim was chained onto this
        one's record."""
        reader = reader or self.reader
        if claimed is not None:
            why, chained = self._call_and_record(claimed, None, pages, reader, escalated_for)
            if why:
                self._escalate(reader, pages, why)
            return chained
        deadline = time.monotonic() + self.wait_for_others_s
        lost_claims = 0
        looked = False
        gone: tuple[str, Any] | None = None  # a pending attempt whose holder was found gone
        while True:
            self.lease.checkpoint()
            if looked:
                row = self.store.first(READS, bind("key = {:k}", k=key))
            else:
                row, looked = first_look, True
            if row is not None and row["status"] in ("ok", "failed"):
                why = self._escalation_reason(reader, row, pages)
                if why:
                    self._escalate(reader, pages, why)
                    return None
            if row is not None and row["status"] == "ok":
                self._link(pages, row)
                return None
            if row is not None and budget_used(self.store, row, self.failure_budget):
                self._link(pages, row)
                return None
            if row is not None and row["status"] == "pending" and holder_alive(self.store, row):
                if str(row.get("lock") or "").startswith(SUBMISSION_LOCK):
                    self.stats.add(waiting=1)
                    raise HeldBySubmission(f"image {key[:12]} awaits a Message Batches result")
                if time.monotonic() > deadline:
                    self.stats.add(waiting=1)
                    raise SharedReadBusy(f"image {key[:12]} is being read by another worker")
                time.sleep(self.poll_s)
                continue
            if (
                row is not None
                and row["status"] == "pending"
                and (row["id"], row.get("lock")) != gone
            ):
                # Its holder is gone, but this look came before that finding: it may have
                # finished and released its lease in between. Look again before taking the
                # image over (``still_abandoned``): the same attempt then is abandoned.
                gone = (row["id"], row.get("lock"))
                continue
            if self._halt.is_set():
                return None
            claimed = self._claim(key, row, reader)
            if claimed is None:
                # Lost the claim race: the winner's row is live now. A refusal with no live
                # row to show for it would mean a broken attempt chain: never spin on that.
                lost_claims += 1
                if lost_claims > _MAX_LOST_CLAIMS:
                    raise SharedReadBusy(f"image {key[:12]}: claim refused {lost_claims} times")
                continue
            why, chained = self._call_and_record(claimed, row, pages, reader, escalated_for)
            if why:
                self._escalate(reader, pages, why)
            return chained

    def _escalation_reason(self, reader: Reader, row: Record, pages: list[Record]) -> str:
        """Why ``row`` (a finished read by ``reader``) should be read again by ``reader``'s
        escalation reader; "" to keep it."""
        if getattr(reader, "escalation", None) is None:
            return ""
        if row["status"] == "failed":
            code = str(row.get("error") or "").split(":", 1)[0].strip()
            return code if code in ESCALATE_CODES else ""
        if self.escalate_if is not None and isinstance(row.get("result"), dict):
            return self.escalate_if(row["result"], pages[0]) or ""
        return ""

    def _escalate(self, reader: Reader, pages: list[Record], why: str) -> None:
        stronger: Reader = reader.escalation  # type: ignore[attr-defined]
        page = pages[0]
        key = read_key(page["image_sha256"], page.get("text_layer"), stronger.name, stronger.model)
        log.info(
            "read_escalated batch=%s from=%s to=%s why=%s",
            self.batch_id,
            reader.model,
            stronger.model,
            why,
        )
        known = self.store.first(READS, bind("key = {:k}", k=key))  # e.g. another batch's
        self._read_group(key, pages, known, stronger, why)

    def _claim(self, key: str, old: Record | None, reader: Reader) -> Record | None:
        """Create attempt ``old.attempts + 1`` as ``pending`` (retiring ``old``); None when a
        racing worker created that attempt first."""
        if reader.paid:
            self._check_budget()
        try:
            return self.lease.write(self._claim_ops(key, old, reader))[-1]
        except DuplicateRecord:
            return None

    def _claim_ops(self, key: str, old: Record | None, reader: Reader) -> list[Op]:
        """Retire ``old`` (if any) and create the next attempt as ``pending`` under our lease."""
        return claim_ops(key, old, reader, lock=self.lease.id, batch_id=self.batch_id)
