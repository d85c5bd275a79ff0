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
  ``sub:<submission id>`` belongs to a Message Batches submission (``batchreads.py``): it is
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

Requests per image on a first run: two. The keys of the whole batch are looked up in a few
queries; ``concurrency`` lanes then read the misses, each lane's first claims going out
together in one fenced write (``_claim_window``). A lane records each finished read (the
completion, its ``read_paid`` event, the page links) and claims its next miss in ONE fenced
write, the claim last (``_write_chained``): a claim still lands before its call leaves, and
a crash after the call but before that write leaves the row ``pending``, one call in doubt,
as before. The page image is downloaded only when the reader asks for its bytes
(``PageInput.fetch``): a reader answering from the text layer never downloads it. So a
vision read costs one download and one write; a text-layer read one write.

A spend cap adds one look-up of spend per ``read_pages`` call and every ``SPEND_REFRESH_S``
after, not one per page; between look-ups our own spend is added locally, so concurrent
workers can overshoot a cap by the calls in flight.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from collections import deque
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_EXCEPTION, ThreadPoolExecutor, wait
from dataclasses import dataclass, field, replace
from datetime import timedelta
from typing import Any

from dn_pipeline.errors import (
    BudgetExhausted,
    DuplicateRecord,
    ReadError,
    ReaderUnavailable,
    StoreUnavailable,
)
from dn_pipeline.events import own_write_landed
from dn_pipeline.ids import derive_id, sha256_hex
from dn_pipeline.leases import Lease
from dn_pipeline.readers.base import PageInput, Reader, ReadOutput, Usage
from dn_pipeline.readschema import PROMPT_VERSION
from dn_pipeline.store import Op, Record, Store, bind, parse_pb_datetime
from dn_pipeline.writes import limits_of, singles, write_units

log = logging.getLogger(__name__)

READS, PAGES, EVENTS, LOCKS = "dn_page_reads", "dn_batch_pages", "dn_batch_events", "dn_batch_locks"
BATCHES = "dn_batches"
SUBMISSIONS = "dn_read_submissions"
SUBMISSION_LOCK = "sub:"
SPEND_REFRESH_S = 10.0
# In the model string of a reader whose reads keep the page's words (``ReadOutput.words``).
WORDS_MARK = "+words-"
_MAX_LOST_CLAIMS = 5
# Failure codes (the ``error`` prefix) of our own or the API's outages: they never count
# against an image's failure budget.
MACHINERY_FAILURES = frozenset(
    {
        "batch_errored",
        "batch_expired",
        "batch_canceled",
        "batch_cancelled",
        "batch_missing",
        "batch_unknown",
        "batch_results_gone",
        "batch_submission_lost",
    }
)
# A batch in one of these will poll its Message Batches submissions again; any other
# (parked ``failed``, ``cancelled``, done) never will.
POLLING_STATUSES = ("queued", "analysing", "awaiting_reads")
# How long after submitting a ``cancelling`` submission may hold its images (batchreads'
# give-up point: past it the submission is settled without results).
CANCELLING_HOLD = timedelta(hours=48)
# How long after submitting a ``submitted`` submission of a batch that polls nothing holds
# its images (Anthropic's 24 h expiry plus grace: ``batchreads.EXPIRY``).
SWEPT_HOLD = timedelta(hours=24, minutes=30)
# Read failures a stronger model may fix: escalated rather than retried on the same model.
ESCALATE_CODES = frozenset({"invalid_answer", "refused", "truncated"})

# (answer, first page of the image) -> a reason to escalate, or None to keep the answer.
EscalateIf = Callable[[dict[str, Any], Record], str | None]


def read_key(image_sha256: str, text_layer: object, reader: str, model: str) -> str:
    """The cache key of one read (64 hex chars)."""
    layer = json.dumps(text_layer or [], sort_keys=True, separators=(",", ":"))
    return sha256_hex(
        "\x1f".join(["dn-read-v1", image_sha256, sha256_hex(layer), reader, model, PROMPT_VERSION])
    )


def retire_op(old: Record, why: str) -> Op:
    """Retire a key's live row for its next attempt: the key is freed, the cost kept.

    An abandoned ``pending`` attempt stays ``pending`` (with the reason): its call may or
    may not have been made and its cost is unknown, so it is neither a read made nor a
    failed one; the totals view counts it as a call in doubt.
    """
    body: dict[str, Any] = {"key": ""}
    if old["status"] == "pending":
        body["error"] = f"abandoned: {why}"
    return Op(method="PATCH", collection=READS, id=old["id"], body=body)


def completion_op(
    read: str, status: str, result: ReadOutput | None, usage: Usage, error: str
) -> Op:
    """Complete a claimed read row with its outcome, tokens and cost."""
    body: dict[str, Any] = {
        "status": status,
        "result": result.result if result else None,
        "error": error[:2000],
        "input_tokens": usage.input_tokens,
        "output_tokens": usage.output_tokens,
        "cache_read_tokens": usage.cache_read_tokens,
        "cache_creation_tokens": usage.cache_creation_tokens,
        "cost_usd": usage.cost_usd,
    }
    if result is not None and result.words is not None:
        body["words"] = result.words  # the read is the words: fields are found at assembly
        body["rotation"] = result.rotation
    return Op(method="PATCH", collection=READS, id=read, body=body)


def page_link_ops(pages: Sequence[Record], read: str, status: str, error: str) -> list[Op]:
    """Link pages to their read (or its recorded failure)."""
    return [
        Op(
            method="PATCH",
            collection=PAGES,
            id=p["id"],
            body={"read": read, "read_status": status, "read_error": error[:2000]},
        )
        for p in pages
    ]


def read_id(key: str, attempt: int) -> str:
    return derive_id("dn-read", key, attempt)


def lease_alive(store: Store, lock: str) -> bool:
    """The lease row ``lock`` exists and has not passed its reclaim time (server time)."""
    if not lock:
        return False
    alive = bind("id = {:l} && (reclaim_at = '' || reclaim_at >= @now)", l=lock)
    return store.first(LOCKS, alive) is not None


def submission_holds(store: Store, submission_id: str) -> bool:
    """A submission holds its pending reads while it is unsettled (Anthropic has it,
    ``submitted`` / ``ended``, or it is ``submitting`` under a live lease) and somebody will
    poll it: its batch (``POLLING_STATUSES``), or, for a batch that polls nothing (parked,
    cancelled, finished), the tick's sweep (``batchsweep``), which applies the results it
    was billed for into the read cache. So no image is paid twice while its answer is on its
    way, and none is held by a poll that never comes:

    - ``submitted`` (Anthropic still working) holds, for a batch that polls nothing until
      ``SWEPT_HOLD`` after submitting (Anthropic ends every message batch within 24 h);
    - ``cancelling`` (cancelled, not yet ended) holds until ``CANCELLING_HOLD``;
    - ``ended`` holds only while its batch polls it: results that could not be fetched for a
      parked batch (finding 1 of #16) must not keep another batch waiting; that batch takes
      the image over (the pending row retired as abandoned, a call in doubt).
    """
    row = store.find(SUBMISSIONS, submission_id)
    if row is None:
        return False
    if row["status"] not in ("submitted", "ended", "submitting", "cancelling"):
        return False
    if row["status"] == "submitting" and not lease_alive(store, row.get("lock") or ""):
        return False
    batch = store.find(BATCHES, str(row.get("batch") or ""))
    if batch is not None and batch.get("status") in POLLING_STATUSES:
        return True
    limit = {"submitted": SWEPT_HOLD, "cancelling": CANCELLING_HOLD}.get(row["status"])
    if limit is None:
        return False
    at = parse_pb_datetime(str(row.get("submitted_at") or row.get("created") or ""))
    return at is None or store.server_now() <= at + limit


def counts_against_budget(row: Record) -> bool:
    """A failed attempt whose answer was unusable (not an outage: ``MACHINERY_FAILURES``)."""
    code = str(row.get("error") or "").split(":", 1)[0].strip()
    return row.get("status") == "failed" and code not in MACHINERY_FAILURES


def budget_used(store: Store, row: Record, budget: int) -> bool:
    """The key of live row ``row`` has had ``budget`` unusable answers: it is not read again.

    Attempts are counted from the key's rows by their deterministic ids (retired rows keep
    theirs), so an outage or a dead worker's abandoned claim never uses up the budget. One
    query, only for a failed row whose attempt number reached the budget.
    """
    attempts = int(row.get("attempts") or 0)
    if row.get("status") != "failed" or attempts < budget:
        return False
    if not counts_against_budget(row):
        return False  # the last attempt was an outage: read again
    ids = [read_id(str(row["key"]), i) for i in range(1, attempts + 1)]
    rows = store.list_in(READS, "id", ids, fields="id,status,error")
    return sum(1 for r in rows if counts_against_budget(r)) >= budget


@dataclass(frozen=True, kw_only=True)
class Budget:
    """Spend caps; None means no cap."""

    per_batch_usd: float | None = None
    per_day_usd: float | None = None


@dataclass(kw_only=True)
class ReadStats:
    made: int = 0
    reused: int = 0
    failed: int = 0
    waiting: int = 0
    escalated: int = 0
    cost_usd: float = 0.0
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def add(self, **counts: float) -> None:
        with self._lock:
            for name, value in counts.items():
                setattr(self, name, getattr(self, name) + value)


class SharedReadBusy(ReaderUnavailable):
    """Another live worker is reading the same image; try this batch again shortly."""


class HeldBySubmission(SharedReadBusy):
    """The image's read was submitted to the Message Batches API; it lands when that is polled."""


@dataclass(kw_only=True)
class _Spend:
    """Spend as last looked up (plus our own calls since), for the caps."""

    batch_usd: float
    day_usd: float
    at: float  # monotonic time of the look-up


@dataclass(frozen=True)
class _Item:
    """One image to read: its key, the pages sharing it, the key's row from the batch-wide
    look-up (None: no live row then) and, for a chained claim, the claimed attempt."""

    key: str
    pages: list[Record]
    first_look: Record | None
    claimed: Record | None = None


@dataclass
class ReadCache:
    """Reads the pages of one batch under its lease."""

    store: Store
    lease: Lease
    reader: Reader
    batch_id: str
    failure_budget: int = 2
    budget: Budget = field(default_factory=Budget)
    concurrency: int = 4
    wait_for_others_s: float = 30.0
    poll_s: float = 0.5
    actor: str = ""
    progress: Callable[[str], None] = lambda _: None
    escalate_if: EscalateIf | None = None
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

    def read_pages(self, pages: Sequence[Record]) -> ReadStats:
        """Give every page a read (or its recorded failure). Pages sharing an image share
        one read. Raises ReaderUnavailable / BudgetExhausted / LeaseLost / Stopped."""
        groups: dict[str, list[Record]] = {}
        stale = self._reads_without_words(pages)
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
        # One query per few dozen keys instead of one per image: most first looks end here.
        known = {r["key"]: r for r in self.store.list_in(READS, "key", list(groups))}
        with self._queue_lock:
            self._misses = deque(_Item(k, g, None) for k, g in groups.items() if k not in known)
            self._others = deque(_Item(k, g, known[k]) for k, g in groups.items() if k in known)
            self._done = 0
            self._ready = deque()
        # ``concurrency`` lanes, each taking the next image when its last one is recorded
        # (a miss is claimed in the very write that records the lane's last read).
        lanes = max(1, min(self.concurrency, len(groups)))
        self._claim_window(lanes)
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
            while self._ready:  # window claims no lane was left to call: no call was made
                claimed = self._ready.popleft().claimed
                if claimed is not None:
                    self._give_back(claimed, None)
        return self.stats

    def _lane(self, total: int) -> None:
        item = self._next_item()
        while item is not None:
            chained = self._guarded(item)
            with self._queue_lock:
                self._done += 1
                self.progress(f"read {self._done}/{total} images")
            item = chained or self._next_item()

    def _claim_window(self, lanes: int) -> None:
        """Claim the first miss of every lane in one fenced write, instead of one write per
        lane. Refused (another worker claimed one of them first: the transaction rolled
        back) or of unknown fate, the lanes claim for themselves after adopting any claim
        found under our lease."""
        width = min(lanes, len(self._misses), limits_of(self.store).max_requests - 1)
        if width < 2:
            return
        if self.reader.paid:
            try:
                self._check_budget()
            except BudgetExhausted:
                return  # the lanes' own claims raise it, as without a window
        items = [self._misses.popleft() for _ in range(width)]
        ops = [self._claim_ops(item.key, None, self.reader)[-1] for item in items]
        try:
            rows = self.lease.write(ops)
        except DuplicateRecord:
            rows = []
        except StoreUnavailable:
            ids = [str(op.body["id"]) for op in ops]
            found = {r["id"]: r for r in self.store.list_in(READS, "id", ids)}
            rows = [found.get(i) or {} for i in ids]
        for item, row in zip(items, rows or [{}] * width, strict=True):
            if row.get("lock") == self.lease.id and row.get("status") == "pending":
                self._ready.append(replace(item, claimed=row))
            else:
                self._misses.appendleft(item)  # order does not matter
        log.debug("read_window_claimed batch=%s claimed=%d", self.batch_id, len(self._ready))

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

    def _reads_without_words(self, pages: Sequence[Record]) -> set[str]:
        """Linked reads this (free, word-keeping) reader reads once more: ``ok`` reads made by
        the embedded engine before reads kept their words. Paid reads are never redone."""
        if self.reader.paid or WORDS_MARK not in self.reader.model:
            return set()
        linked = sorted(
            {p["read"] for p in pages if p.get("read_status") == "ok" and p.get("read")}
        )
        rows = self.store.list_in(READS, "id", linked, fields="id,reader,model") if linked else []
        return {
            r["id"]
            for r in rows
            if r.get("reader") == self.reader.name and WORDS_MARK not in str(r.get("model"))
        }

    # -- one image ---------------------------------------------------------------

    def _guarded(self, item: _Item) -> _Item | None:
        """Read one image; the next image when its claim was chained onto this one's record."""
        if self._halt.is_set():
            # The run already failed; this image waits for the next one. A chained claim
            # is handed back: no call was made under it.
            if item.claimed is not None:
                self._give_back(item.claimed, None)
            return None
        try:
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
    ) -> _Item | None:
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
            if row is not None and row["status"] == "pending" and self._holder_alive(row):
                if str(row.get("lock") or "").startswith(SUBMISSION_LOCK):
                    self.stats.add(waiting=1)
                    raise HeldBySubmission(f"image {key[:12]} awaits a Message Batches result")
                if time.monotonic() > deadline:
                    self.stats.add(waiting=1)
                    raise SharedReadBusy(f"image {key[:12]} is being read by another worker")
                time.sleep(self.poll_s)
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

    def _holder_alive(self, row: Record) -> bool:
        """The pending row's claimer still holds it: a lease that has not run out (server
        time), or an unsettled Message Batches submission."""
        lock = str(row.get("lock") or "")
        if lock.startswith(SUBMISSION_LOCK):
            return submission_holds(self.store, lock[len(SUBMISSION_LOCK) :])
        return lease_alive(self.store, lock)

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
        attempt = int(old.get("attempts") or 0) + 1 if old else 1
        new = {
            "id": read_id(key, attempt),
            "key": key,
            "reader": reader.name,
            "model": reader.model,
            "prompt_version": PROMPT_VERSION,
            "status": "pending",
            "attempts": attempt,
            "lock": self.lease.id,
            "batch": self.batch_id,
        }
        ops = [] if old is None else [retire_op(old, "its worker's lease ended")]
        ops.append(Op(method="POST", collection=READS, body=new))
        return ops

    # -- spend caps --------------------------------------------------------------

    def check_budget(self) -> None:
        """BudgetExhausted when a spend cap is reached (no new paid call may start)."""
        self._check_budget()

    def _check_budget(self) -> None:
        if self.budget.per_batch_usd is None and self.budget.per_day_usd is None:
            return
        spend = self._current_spend()
        cap = self.budget.per_batch_usd
        if cap is not None and spend.batch_usd >= cap:
            raise BudgetExhausted(
                f"budget: batch spend ${spend.batch_usd:.4f} reached its cap ${cap:.4f}"
            )
        cap = self.budget.per_day_usd
        if cap is not None and spend.day_usd >= cap:
            raise BudgetExhausted(
                f"budget: today's spend ${spend.day_usd:.4f} reached the daily cap ${cap:.4f}"
            )

    def _current_spend(self) -> _Spend:
        with self._spend_lock:
            spend = self._spend
            if spend is not None and time.monotonic() - spend.at < SPEND_REFRESH_S:
                return spend
        # Rows keep their cost when retired, so summing rows is what was really paid.
        batch_usd = (
            self._spent(bind("batch = {:b}", b=self.batch_id))
            if self.budget.per_batch_usd is not None
            else 0.0
        )
        day_usd = (
            self._spent("created >= @todayStart") if self.budget.per_day_usd is not None else 0.0
        )
        fresh = _Spend(batch_usd=batch_usd, day_usd=day_usd, at=time.monotonic())
        with self._spend_lock:
            self._spend = fresh
        return fresh

    def _spent(self, where: str) -> float:
        return sum(
            float(r.get("cost_usd") or 0) for r in self.store.list(READS, where, fields="cost_usd")
        )

    def _add_spend(self, usd: float) -> None:
        with self._spend_lock:
            if self._spend is not None:
                self._spend.batch_usd += usd
                self._spend.day_usd += usd

    # -- the paid call -----------------------------------------------------------

    def _call_and_record(
        self,
        claimed: Record,
        old: Record | None,
        pages: list[Record],
        reader: Reader,
        escalated_for: str = "",
    ) -> tuple[str, _Item | None]:
        """Call ``reader`` once and record the outcome. Returns the escalation reason when
        the pages are left for the escalation reader to link ("" when linked here) and the
        next image when its claim was chained onto this record."""
        page = pages[0]
        # The image is downloaded only if the reader asks for its bytes (one that answers
        # from the text layer never does).
        inp = PageInput(
            fetch=lambda: self.store.download(PAGES, page["id"], page["image"]),
            width=int(page.get("width") or 0),
            height=int(page.get("height") or 0),
            text_layer=list(page.get("text_layer") or []),
        )
        try:
            self.lease.checkpoint()  # never pay for a read we could not record
            try:
                out = reader.read(inp)
            finally:
                if inp.fetch_error is not None:
                    # The download failed, not the page, whatever the reader made of it.
                    raise inp.fetch_error
        except ReadError as exc:
            usage = getattr(exc, "usage", None) or Usage()
            failed = {"status": "failed", "error": str(exc)}
            why = self._escalation_reason(reader, failed, pages)
            chained = self._complete(
                claimed,
                pages,
                status="failed",
                result=None,
                usage=usage,
                error=str(exc),
                reader=reader,
                link=not why,
                escalated_for=escalated_for,
            )
            return why, chained
        except BaseException as exc:
            # ReaderUnavailable, BudgetExhausted, ConfigError, LeaseLost, Stopped, a bug:
            # nothing was learnt about the page, so the claim is handed back.
            self._record_in_doubt(claimed, int(getattr(exc, "calls_in_doubt", 0) or 0))
            self._give_back(claimed, old)
            raise
        done = {"status": "ok", "result": out.result}
        try:
            why = self._escalation_reason(reader, done, pages)
        except BaseException:
            # The trigger could not be asked (a store blip loading the site's host data):
            # the paid answer is recorded first, unlinked, so nothing is paid twice; the
            # next run finds it cached and asks again.
            self._complete(
                claimed,
                pages,
                status="ok",
                result=out,
                usage=out.usage,
                error="",
                reader=reader,
                link=False,
                escalated_for=escalated_for,
            )
            raise
        chained = self._complete(
            claimed,
            pages,
            status="ok",
            result=out,
            usage=out.usage,
            error="",
            reader=reader,
            link=not why,
            escalated_for=escalated_for,
        )
        return why, chained

    def _record_in_doubt(self, claimed: Record, calls: int) -> None:
        """Attempts of a call that gave up which may have reached the API: an event the
        totals count in ``calls_in_doubt`` (their cost is unknown)."""
        if calls <= 0:
            return
        event = {
            "id": derive_id("dn-read-in-doubt", claimed["id"]),
            "batch": self.batch_id,
            "kind": "read_in_doubt",
            "actor": self.actor,
            "actor_kind": "worker",
            "detail": {"read": claimed["id"], "key": claimed["key"], "calls_in_doubt": calls},
        }
        try:
            self._write_result([[Op(method="POST", collection=EVENTS, body=event)]])
        except Exception as exc:  # never hide the error that stopped the call
            log.warning("read_in_doubt_unrecorded read=%s calls=%d: %s", claimed["id"], calls, exc)

    def _give_back(self, claimed: Record, old: Record | None) -> None:
        """Delete our claim and make the row it retired live again, in one fenced write."""
        ops = [Op(method="DELETE", collection=READS, id=claimed["id"])]
        if old is not None:
            # Exactly as it was (a pending row whose worker died stays one to take over).
            restored = {"key": old["key"], "status": old["status"], "error": old.get("error", "")}
            ops.append(Op(method="PATCH", collection=READS, id=old["id"], body=restored))
        try:
            self.lease.write(ops)
        except Exception as exc:  # the next run takes the pending row over instead
            log.warning("read_give_back_failed read=%s error=%s", claimed["id"], exc)

    def _complete(
        self,
        claimed: Record,
        pages: list[Record],
        *,
        status: str,
        result: ReadOutput | None,
        usage: Usage,
        error: str,
        reader: Reader | None = None,
        link: bool = True,
        escalated_for: str = "",
    ) -> _Item | None:
        """Record a finished call. When the pages are linked here and another miss waits,
        its claim goes last in the same fenced write (``_write_chained``); that image is
        returned, claimed, for this lane to read next."""
        reader = reader or self.reader
        escalation = reader is not self.reader
        # The completion and its paid event land together, first; the page links follow
        # (split only when they exceed the batch limits: see ``writes.py``); a chained
        # claim comes last, so a crash never leaves it without this completion.
        ops = [completion_op(claimed["id"], status, result, usage, error)]
        links = page_link_ops(pages, claimed["id"], status, error) if link else []
        if reader.paid:
            ops.append(
                Op(
                    method="POST",
                    collection=EVENTS,
                    body={
                        "id": derive_id("dn-read-paid", claimed["id"]),
                        "batch": self.batch_id,
                        "kind": "read_paid",
                        "actor": self.actor,
                        "actor_kind": "worker",
                        "detail": {
                            "read": claimed["id"],
                            "key": claimed["key"],
                            "status": status,
                            "cost_usd": usage.cost_usd,
                            "input_tokens": usage.input_tokens,
                            "output_tokens": usage.output_tokens,
                            "model": reader.model,
                            "escalation": escalation,
                            # why the first model's read was not kept ("refused",
                            # "disagrees: document_number", ...); "" for a first read
                            "escalation_reason": escalated_for if escalation else "",
                            "calls_in_doubt": usage.calls_in_doubt,
                        },
                    },
                )
            )
        self._add_spend(usage.cost_usd)
        chain = self._chain_next() if link and not escalation else None
        chained: _Item | None = None
        try:
            if chain is None:
                self._write_result([ops, *singles(links)])
            else:
                item, claim = chain
                row = self._write_chained([ops, *singles(links)], claim)
                if row is not None:
                    chained = replace(item, claimed=row)
                else:  # another worker claimed it first (or the claim's fate is unknown)
                    again = self.store.first(READS, bind("key = {:k}", k=item.key))
                    chained = replace(item, first_look=again)
        except Exception:
            # Paid but not recorded: the next run takes the pending row over and pays again.
            log.warning(
                "read_paid_unrecorded batch=%s read=%s cost_usd=%.6f",
                self.batch_id,
                claimed["id"],
                usage.cost_usd,
            )
            raise
        log.info(
            "read_made batch=%s read=%s status=%s cost_usd=%.6f pages=%d",
            self.batch_id,
            claimed["id"],
            status,
            usage.cost_usd,
            len(pages),
        )
        self.stats.add(
            made=1,
            failed=1 if status == "failed" and link else 0,
            escalated=1 if escalation else 0,
            cost_usd=usage.cost_usd,
        )
        if link and len(pages) > 1:
            self.stats.add(reused=len(pages) - 1)
        return chained

    def _write_chained(self, units: list[list[Op]], claim: Op) -> Record | None:
        """Record a finished call and claim the next miss in one fenced write (the claim
        last); the claimed row, or None when the claim did not land.

        A refused claim (another worker created that attempt) rolls the whole piece back,
        and a blip leaves its fate unknown: the record is then written alone exactly as an
        unchained one (``_write_result``), and the claim counts as ours only if its row
        exists under our lease (it landed with a write whose answer was lost).
        """
        try:
            return write_units(self.lease, [*units, [claim]])[-1]
        except (DuplicateRecord, StoreUnavailable) as exc:
            log.info("read_chain_fallback batch=%s error=%s", self.batch_id, type(exc).__name__)
        self._write_result(units)
        row = self.store.find(READS, str(claim.body["id"]))
        if row is not None and row.get("lock") == self.lease.id and row["status"] == "pending":
            return row
        return None

    def _write_result(self, units: list[list[Op]]) -> None:
        """Record a finished call; a blip is retried once, since a paid call cannot be unpaid.

        The first unit (completion and paid event) comes first; the rest are page links.
        The ops are idempotent but for the event's create, whose deterministic id makes a
        duplicate refusal mean an earlier write landed -- when the event there is our own
        (``events.own_write_landed``); anything else under that id is raised, never taken
        for our record. When ours landed, only the idempotent links are written again.
        """
        try:
            try:
                write_units(self.lease, units)
            except StoreUnavailable:
                time.sleep(1.0)
                write_units(self.lease, units)
        except DuplicateRecord:
            if not own_write_landed(self.store, units[0]):
                raise
            log.info("read_paid_already_recorded batch=%s", self.batch_id)
            write_units(self.lease, units[1:])

    def _link(self, pages: list[Record], row: Record) -> None:
        status = "ok" if row["status"] == "ok" else "failed"
        write_units(
            self.lease, singles(page_link_ops(pages, row["id"], status, row.get("error") or ""))
        )
        self.stats.add(reused=len(pages), failed=len(pages) if status == "failed" else 0)
