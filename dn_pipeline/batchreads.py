"""Half-price reads: a batch's cache misses go through Anthropic's Message Batches API.

Two entry points for the runner, each called under the batch lease, every write fenced:

- ``submit_misses`` claims the misses as ``pending`` reads whose ``lock`` is
  ``sub:<submission id>``, sends them as one message batch per chunk (split at the API's
  100,000 requests / 256 MB) and records each as a ``dn_read_submissions`` row; the batch
  becomes ``awaiting_reads`` with ``next_attempt_at`` one poll interval away and the caller
  releases the lease while Anthropic works. ``reads.py`` treats those rows as held.
- ``poll`` settles the batch's unsettled submissions: ``"waiting"`` while any is still
  being processed, ``"applied"`` once every one is settled (the run then continues exactly
  as in synchronous mode, failed reads retried by the read cache within its budget).

A submission (id derived from the batch and the read rows it claimed, so a re-run cannot make
a second one for the same claims; after a create that was refused and given back unsent, the
next run derives the next *generation* of that id, so the batch keeps its half-price reads)::

    submitting --created--> submitted --ended--> ended --results applied--> applied
        |                      |  |  \\--404 / null results URL at Anthropic--> failed
        |                      |  \\--batch cancelled, or not ended 24 h + grace after
        |                      |     submitting: cancelled at Anthropic --> cancelling
        |                      |     --ended--> its results applied --> applied / expired
        |                      |     (not ended 48 h after submitting --> expired)
        \\--create refused, or its submitter died before recording the id--> failed

**When a submission holds its images** (``reads.submission_holds``): while it is unsettled
and somebody will poll it. Its batch polls it while ``queued``, ``analysing`` or
``awaiting_reads``; for a batch parked ``failed`` (retries or poison), cancelled or finished,
the tick's sweep does (``batchsweep``): the results Anthropic already billed are fetched and
applied into the read cache when they arrive, never lost, and a later redrive reuses them.
Such a submission holds while its message batch is in flight (``submitted``, at most 24 h)
or ``cancelling``, so another batch needing the image waits for that answer rather than pay
again; once ``ended`` it no longer holds (results that cannot be fetched must not keep
another batch waiting ``awaiting_reads`` forever: that batch takes the image over, and
``health`` flags a batch still waiting on images nobody holds: ``stuck_awaiting``).

**What counts against an image's failure budget** (``reads.budget_used``): only answers that
came back unusable. A result that errored, expired or was cancelled, a submission lost,
forgotten or cancelled, results that are gone, a key with no result: each is our own or the
API's outage, recorded on the read (``failed`` with its code, ``reads.MACHINERY_FAILURES``)
and read again by the next run, however often it happens.

**A cancel keeps what was billed**: ``cancel_submissions`` cancels each message batch, waits
(briefly) for it to end and applies its results, so requests Anthropic finished before the
cancel are recorded and paid once; the rest are settled ``batch_canceled``. One that has
not ended by then stays open as ``cancelling`` (holding its images) and the sweep applies
its results once it has ended. It runs inside the runner's cancel handler, so only a lost
lease interrupts it, never the stop the cancel itself raised.

**Past 24 h** (``EXPIRY``, a message batch that never ended): it is cancelled and, once
ended, what it answered is applied (billed, kept); the rest is settled ``batch_expired``
(an outage: read again) and the submission ``expired``.

Applying results is safe to repeat, to kill midway and to race, by construction:

- each result is one guarded transition: only a read row that is still ``pending`` under this
  submission's lock is completed, in one fenced write with its page links and a ``read_paid``
  event whose id is derived from the read row: a second application of the same result is
  refused by that id, so a key is paid and counted once;
- a key whose read is already terminal is skipped and its recorded cost stands (a paid result
  for a row someone else settled is logged as spend, not as cost: ``skipped`` in the event);
- a ``custom_id`` matching no submitted key is an ``orphan_result`` event (deterministic id),
  never dropped; a submitted key with no result becomes a failed read (``batch_missing``);
- nothing is counted in memory: the submission's ``counts`` are derived from its read rows
  and orphan events when it is settled, so one poll or five, killed or raced, agree.

Only ``submitting`` -> Anthropic's create -> ``submitted`` is not idempotent (the API has no
idempotency key): a worker that dies between the create and the fenced write that records the
message batch id leaves a message batch nobody polls; the next poll settles the submission as
``failed`` and the keys are read again (logged as ``read_submission_unrecorded``). A write
retried after a blip and refused as a duplicate had landed the first time: that is success.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from datetime import timedelta
from typing import TYPE_CHECKING, Any, Literal

from dn_pipeline import disagreement
from dn_pipeline.errors import (
    BudgetExhausted,
    ConfigError,
    DuplicateRecord,
    LeaseLost,
    ReaderUnavailable,
    StoreUnavailable,
)
from dn_pipeline.events import own_write_landed
from dn_pipeline.ids import derive_id, sha256_hex
from dn_pipeline.lazy import LazyModule
from dn_pipeline.leases import Lease
from dn_pipeline.readers import prices
from dn_pipeline.readers.anthropic_reader import AnthropicReader, PaidReadError
from dn_pipeline.readers.base import PageInput, ReadOutput, Usage
from dn_pipeline.reads import (
    CANCELLING_HOLD,
    SUBMISSION_LOCK,
    SWEPT_HOLD,
    Budget,
    EscalateIf,
    ReadCache,
    budget_used,
    completion_op,
    lease_alive,
    page_link_ops,
    read_id,
    read_key,
    retire_op,
    submission_holds,
)
from dn_pipeline.readschema import PROMPT_VERSION
from dn_pipeline.store import Op, Record, Store, bind, parse_pb_datetime, pb_datetime
from dn_pipeline.writes import limits_of, singles, write_units

if TYPE_CHECKING:
    import anthropic
    from anthropic.types.messages import MessageBatchIndividualResponse

    from dn_pipeline.runner import Worker
else:
    anthropic = LazyModule("anthropic")  # imported on first use: see dn_pipeline.lazy

log = logging.getLogger(__name__)

READS, PAGES, EVENTS = "dn_page_reads", "dn_batch_pages", "dn_batch_events"
BATCHES, SUBMISSIONS = "dn_batches", "dn_read_submissions"
UNSETTLED = ("submitting", "submitted", "ended", "cancelling")

# The API's limits per message batch; a little room is left for the envelope.
MAX_REQUESTS = 100_000
MAX_BYTES = 256 * 1024 * 1024 - 64 * 1024
# Anthropic ends a message batch 24 h after creation; past this we stop waiting for it.
EXPIRY = SWEPT_HOLD  # 24 h 30 min
# A cancelled (or overdue) message batch normally ends within minutes; past this since
# submitting, its submission is settled without results (its reads are then read again).
_GIVE_UP = CANCELLING_HOLD
# How long a cancel waits for a message batch to end, so its billed results are kept.
CANCEL_WAIT_S = 10.0
CANCEL_POLL_S = 1.0
_CLAIMS_PER_WRITE = 80  # two ops per claim; fewer when the server's batch limit is lower

PollState = Literal["waiting", "applied"]
ResultHook = Callable[[int], None]


@dataclass(frozen=True, kw_only=True)
class Submitted:
    """What ``submit_misses`` did: the submissions it made now and those still unsettled."""

    new: tuple[str, ...]
    unsettled: tuple[str, ...]
    requests: int


@dataclass(frozen=True, kw_only=True)
class Limits:
    """Where a batch's misses are split into several message batches."""

    max_requests: int = MAX_REQUESTS
    max_bytes: int = MAX_BYTES


def custom_id(key: str) -> str:
    """A ``custom_id`` (``^[a-zA-Z0-9_-]{1,64}$``) for a read key: a short digest of it."""
    return "r" + sha256_hex("dn-custom-id\x1f" + key)[:31]


def submission_id(batch_id: str, reads: Iterable[str], generation: int = 0) -> str:
    """Derived from the batch and the read rows it claims, so racing runs collide on it;
    ``generation`` n > 0 is the n-th retry after earlier ones were given back unsent."""
    parts = sorted(reads)
    if generation:
        parts.append(f"generation-{generation}")
    return derive_id("dn-read-sub", batch_id, *parts)


def _fresh_submission_id(store: Store, batch_id: str, reads: list[str]) -> str:
    """The first generation of the claims' submission id not used by one given back unsent
    (a refused create: ``failed``, no message batch). An id in any other state is returned
    as is, so its create is refused and the run knows another run submitted those claims."""
    given_back = {
        r["id"]
        for r in store.list(
            SUBMISSIONS,
            bind("batch = {:b} && status = 'failed' && message_batch_id = ''", b=batch_id),
            fields="id",
        )
    }
    generation = 0
    while (sub_id := submission_id(batch_id, reads, generation)) in given_back:
        generation += 1
    return sub_id


def client_for(worker: Worker) -> anthropic.Anthropic:
    s = worker.settings
    if not s.anthropic_api_key:
        raise ConfigError("DN_READ_MODE=batch needs ANTHROPIC_API_KEY")
    return anthropic.Anthropic(
        api_key=s.anthropic_api_key, base_url=s.anthropic_base_url, timeout=120.0, max_retries=3
    )


def _reader(worker: Worker) -> AnthropicReader:
    if not isinstance(worker.reader, AnthropicReader):
        raise ConfigError("DN_READ_MODE=batch needs DN_EXTRACTOR=anthropic")
    return worker.reader


def _translate(exc: anthropic.APIError, what: str) -> Exception:
    """An SDK error as ours: configuration, money, or try again later."""
    if isinstance(exc, anthropic.APIStatusError):
        status = exc.status_code
        text = f"Message Batches {what}: Anthropic API {status}"
        if status in (401, 403):
            return ConfigError(f"{text} (the API key was refused: check ANTHROPIC_API_KEY)")
        if status == 400 and "credit balance" in str(exc.message).lower():
            return BudgetExhausted(text)
        return ReaderUnavailable(f"{text}: {str(exc.message)[:200]}")
    return ReaderUnavailable(f"Message Batches {what}: cannot reach the Anthropic API ({exc})")


# -- submit -------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class _Miss:
    key: str
    old: Record | None
    pages: list[Record]

    @property
    def attempt(self) -> int:
        return int(self.old.get("attempts") or 0) + 1 if self.old else 1

    @property
    def read(self) -> str:
        return read_id(self.key, self.attempt)


def submit_misses(
    worker: Worker,
    lease: Lease,
    batch: Record,
    pages: Sequence[Record],
    *,
    client: anthropic.Anthropic | None = None,
    limits: Limits = Limits(),
) -> Submitted | None:
    """Send the batch's cache misses as message batches; None when nothing is (or remains)
    submitted, so the run goes on synchronously. Hits are linked on the way."""
    store, batch_id = worker.store, batch["id"]
    reader = _reader(worker)
    api: anthropic.Anthropic | None = client
    earlier = _unsettled(store, batch_id)
    if earlier:
        # Handed back (or requeued) while a submission was out: whatever has ended is applied
        # now, by this run, rather than one poll interval later.
        api = api or client_for(worker)
        for sub in earlier:
            lease.checkpoint()
            _poll_one(worker, lease, api, sub, None)
    groups: dict[str, list[Record]] = {}
    for page in pages:
        if page.get("read_status") == "ok" or not page.get("image"):
            continue
        key = read_key(page["image_sha256"], page.get("text_layer"), reader.name, reader.model)
        groups.setdefault(key, []).append(page)
    misses = _misses(worker, lease, groups, disagreement.escalate_if_for(worker, batch_id))
    new: list[str] = []
    if misses:
        cache = ReadCache(
            store=store,
            lease=lease,
            reader=reader,
            batch_id=batch_id,
            budget=Budget(
                per_batch_usd=worker.settings.max_cost_usd_per_batch,
                per_day_usd=worker.settings.max_cost_usd_per_day,
            ),
        )
        cache.check_budget()
        api = api or client_for(worker)
        for chunk in _chunks(store, reader, misses, limits):
            made = _submit_chunk(worker, lease, batch_id, reader, api, chunk)
            if made is not None:
                new.append(made)
    unsettled = tuple(r["id"] for r in _unsettled(store, batch_id))
    if not unsettled:
        return None
    _await(worker, lease, batch_id, detail={"new": new, "unsettled": list(unsettled)})
    requests = sum(
        int(r.get("request_count") or 0) for r in _unsettled(store, batch_id) if r["id"] in new
    )
    return Submitted(new=tuple(new), unsettled=unsettled, requests=requests)


def _misses(
    worker: Worker,
    lease: Lease,
    groups: dict[str, list[Record]],
    escalate_if: EscalateIf | None = None,
) -> list[_Miss]:
    """Keys with no usable read: absent, failed within the budget, or pending with a dead
    holder. Hits and final failures are linked to their pages here, but for a hit the
    cascade's ``escalate_if`` objects to: left to the sync path, which escalates it."""
    store = worker.store
    live = {r["key"]: r for r in store.list_in(READS, "key", list(groups))}
    misses: list[_Miss] = []
    links: list[Op] = []
    for key, group in groups.items():
        row = live.get(key)
        if (
            row is not None
            and row["status"] == "ok"
            and escalate_if is not None
            and isinstance(row.get("result"), dict)
            and escalate_if(row["result"], group[0])
        ):
            continue
        if row is not None and (
            row["status"] == "ok" or budget_used(store, row, worker.settings.read_failure_budget)
        ):
            links += page_link_ops(group, row["id"], row["status"], row.get("error") or "")
            continue
        if row is not None and row["status"] == "pending" and _held(store, row):
            continue  # another worker or submission reads it; the sync path waits for it
        misses.append(_Miss(key=key, old=row, pages=group))
    write_units(lease, singles(links))
    return misses


def _held(store: Store, row: Record) -> bool:
    lock = str(row.get("lock") or "")
    if lock.startswith(SUBMISSION_LOCK):
        return submission_holds(store, lock[len(SUBMISSION_LOCK) :])
    return lease_alive(store, lock)


def _chunks(
    store: Store, reader: AnthropicReader, misses: list[_Miss], limits: Limits
) -> Iterator[list[tuple[_Miss, dict[str, Any]]]]:
    """The misses with their request, cut where a message batch would pass the limits."""
    chunk: list[tuple[_Miss, dict[str, Any]]] = []
    size = len('{"requests":[]}')
    for miss in misses:
        page = miss.pages[0]
        png = store.download(PAGES, page["id"], page["image"])
        params = reader.build_params(
            PageInput(
                png=png,
                width=int(page.get("width") or 0),
                height=int(page.get("height") or 0),
                text_layer=list(page.get("text_layer") or []),
            ),
            batch=True,  # the 1-hour cache TTL: a 5-minute entry expires before most run
        )
        request = {"custom_id": custom_id(miss.key), "params": params}
        length = len(json.dumps(request, separators=(",", ":"))) + 1
        if chunk and (len(chunk) >= limits.max_requests or size + length > limits.max_bytes):
            yield chunk
            chunk, size = [], len('{"requests":[]}')
        chunk.append((miss, request))
        size += length
    if chunk:
        yield chunk


def _submit_chunk(
    worker: Worker,
    lease: Lease,
    batch_id: str,
    reader: AnthropicReader,
    api: anthropic.Anthropic,
    chunk: list[tuple[_Miss, dict[str, Any]]],
) -> str | None:
    """Claim, create, record: one submission. Its id, or None when nothing was claimed."""
    store = worker.store
    sub_id = _fresh_submission_id(store, batch_id, [m.read for m, _ in chunk])
    lock = SUBMISSION_LOCK + sub_id

    def mapping(items: list[tuple[_Miss, dict[str, Any]]]) -> dict[str, dict[str, str]]:
        return {req["custom_id"]: {"key": m.key, "read": m.read} for m, req in items}

    try:
        lease.write(
            [
                Op(
                    method="POST",
                    collection=SUBMISSIONS,
                    body={
                        "id": sub_id,
                        "batch": batch_id,
                        "status": "submitting",
                        "requests": mapping(chunk),
                        "request_count": len(chunk),
                        "model": reader.model,
                        "lock": lease.id,
                    },
                )
            ]
        )
    except DuplicateRecord:
        return None  # the very same claims were submitted by a racing run
    claimed = _claim(lease, batch_id, reader, lock, chunk)
    if len(claimed) < len(chunk):
        body: dict[str, Any] = {"requests": mapping(claimed), "request_count": len(claimed)}
        if not claimed:
            body.update(status="failed", error="every read was claimed by another worker")
        lease.write([Op(method="PATCH", collection=SUBMISSIONS, id=sub_id, body=body)])
        if not claimed:
            return None
    lease.checkpoint()  # never create a message batch we could not record
    try:
        created = api.messages.batches.create(requests=[req for _, req in claimed])  # type: ignore[misc]
    except anthropic.APIError as exc:
        _give_back(lease, sub_id, claimed, f"create refused: {exc}")
        raise _translate(exc, "create") from exc
    except BaseException:
        _give_back(lease, sub_id, claimed, "create interrupted")
        raise
    now = store.server_now()
    ops = [
        Op(
            method="PATCH",
            collection=SUBMISSIONS,
            id=sub_id,
            body={
                "status": "submitted",
                "message_batch_id": created.id,
                "submitted_at": pb_datetime(now),
                "next_poll_at": pb_datetime(now + timedelta(seconds=worker.settings.batch_poll_s)),
            },
        ),
        _event(
            derive_id("dn-reads-submitted", sub_id),
            batch_id,
            "reads_submitted",
            worker.worker_id,
            {"submission": sub_id, "message_batch": created.id, "requests": len(claimed)},
        ),
    ]
    try:
        _write_twice(lease, [ops])
    except Exception:
        log.warning(
            "read_submission_unrecorded batch=%s submission=%s message_batch=%s requests=%d",
            batch_id,
            sub_id,
            created.id,
            len(claimed),
        )
        raise
    log.info(
        "reads_submitted batch=%s submission=%s message_batch=%s requests=%d",
        batch_id,
        sub_id,
        created.id,
        len(claimed),
    )
    return sub_id


def _claim(
    lease: Lease,
    batch_id: str,
    reader: AnthropicReader,
    lock: str,
    chunk: list[tuple[_Miss, dict[str, Any]]],
) -> list[tuple[_Miss, dict[str, Any]]]:
    """Create each miss's next attempt as ``pending`` under ``lock`` (retiring the old row,
    its cost kept); a key a racing worker claimed first is left out."""

    def ops_of(miss: _Miss) -> list[Op]:
        ops = [] if miss.old is None else [retire_op(miss.old, "its holder ended")]
        new = {
            "id": miss.read,
            "key": miss.key,
            "reader": reader.name,
            "model": reader.model,
            "prompt_version": PROMPT_VERSION,
            "status": "pending",
            "attempts": miss.attempt,
            "lock": lock,
            "batch": batch_id,
        }
        return [*ops, Op(method="POST", collection=READS, body=new)]

    claimed: list[tuple[_Miss, dict[str, Any]]] = []
    # A part is one transaction on purpose (a refusal names none of its claims as ours),
    # so it is sized to the server's limits rather than split by ``write_units``.
    per = max(1, min(_CLAIMS_PER_WRITE, (limits_of(lease.store).max_requests - 1) // 2))
    for i in range(0, len(chunk), per):
        part = chunk[i : i + per]
        try:
            lease.write([op for miss, _ in part for op in ops_of(miss)])
            claimed += part
        except DuplicateRecord:
            for item in part:  # somebody claimed one of them: take the others one by one
                try:
                    lease.write(ops_of(item[0]))
                    claimed.append(item)
                except DuplicateRecord:
                    continue
    return claimed


def _give_back(
    lease: Lease, sub_id: str, claimed: list[tuple[_Miss, dict[str, Any]]], why: str
) -> None:
    """Nothing was sent: delete the claims, make the rows they retired live again, and settle
    the submission ``failed``. Best effort: what stays behind is taken over later."""
    try:
        units: list[list[Op]] = []
        for miss, _ in claimed:  # one unit per claim: its delete and its restore together
            unit = [Op(method="DELETE", collection=READS, id=miss.read)]
            if miss.old is not None:
                restored = {
                    "key": miss.old["key"],
                    "status": miss.old["status"],
                    "error": miss.old.get("error", ""),
                }
                unit.append(Op(method="PATCH", collection=READS, id=miss.old["id"], body=restored))
            units.append(unit)
        write_units(lease, units)
        body = {"status": "failed", "error": why[:2000], "requests": {}, "request_count": 0}
        lease.write([Op(method="PATCH", collection=SUBMISSIONS, id=sub_id, body=body)])
    except Exception as exc:
        log.warning("read_submission_give_back_failed submission=%s error=%s", sub_id, exc)


def _await(worker: Worker, lease: Lease, batch_id: str, *, detail: dict[str, Any]) -> None:
    """The batch waits for Anthropic: ``awaiting_reads``, polled again one interval from now."""
    due = worker.store.server_now() + timedelta(seconds=worker.settings.batch_poll_s)
    body = {
        "status": "awaiting_reads",
        "stage": "reading",
        "next_attempt_at": pb_datetime(due),
        "claimed_at": "",
    }
    ops = [Op(method="PATCH", collection=BATCHES, id=batch_id, body=body)]
    if detail.get("new"):
        ops.append(_event("", batch_id, "awaiting_reads", worker.worker_id, detail))
    lease.write(ops)


# -- poll ---------------------------------------------------------------------------------


def poll(
    worker: Worker,
    lease: Lease,
    batch: Record,
    *,
    client: anthropic.Anthropic | None = None,
    on_result: ResultHook | None = None,
) -> PollState:
    """Settle what can be settled of the batch's submissions; safe to call any number of
    times, concurrently (the lease admits one), or after a crash at any point.

    ``"waiting"``: some message batch is still being processed (the batch is due again one
    poll interval from now). ``"applied"``: every submission is settled.
    ``on_result(n)`` is called after the n-th result this call applied (tests stop there).
    """
    store, batch_id = worker.store, batch["id"]
    api = client or client_for(worker)
    waiting = False
    for sub in _unsettled(store, batch_id):
        lease.checkpoint()
        if _poll_one(worker, lease, api, sub, on_result) == "waiting":
            waiting = True
    if waiting:
        _await(worker, lease, batch_id, detail={})
        return "waiting"
    return "applied"


def await_reads(worker: Worker, lease: Lease, batch_id: str) -> None:
    """Park the batch ``awaiting_reads`` for one poll interval: for a run whose image is held
    by another batch's submission (``reads.HeldBySubmission``); its poll finds nothing of its
    own and the run goes on, reusing that read, once the submission is applied."""
    _await(worker, lease, batch_id, detail={})


def cancel_submissions(
    worker: Worker,
    lease: Lease,
    batch_id: str,
    *,
    client: anthropic.Anthropic | None = None,
    wait_s: float = CANCEL_WAIT_S,
) -> int:
    """For a cancelled batch: cancel its message batches at Anthropic and settle what can be
    settled now. Returns how many submissions it handled.

    Requests Anthropic finished before the cancel are billed: a message batch that has ended
    (it moves from ``canceling`` to ``ended`` once its in-flight requests finish; waited on
    for up to ``wait_s``) has its results applied like any other, so those reads are recorded
    and paid once, the others settled ``batch_canceled``. One that has not ended by then (or
    whose results cannot be fetched now) stays open, ``cancelling`` (or ``ended``): it holds
    its images, and a later tick's sweep (``batchsweep``) applies its results once it has
    ended, then settles it. Never dropped: every billed answer is kept in the read cache.

    Runs inside the runner's cancel handler, whose stop event is already set by the cancel:
    only a lost lease stops it (``Lease.checkpoint`` would raise ``Stopped``).
    """
    subs = [worker.store.get(SUBMISSIONS, r["id"]) for r in _unsettled(worker.store, batch_id)]
    # Only a batch that really submitted needs the API (and its key): most never did.
    api = client or (client_for(worker) if any(s.get("message_batch_id") for s in subs) else None)
    for sub in subs:
        _fence(lease)
        mbid = sub.get("message_batch_id") or ""
        if sub["status"] != "submitting" and mbid and api is not None:
            if sub["status"] == "ended" or _cancel_until_ended(api, mbid, wait_s):
                if sub["status"] != "ended":
                    _mark(lease, sub, "ended", worker, "the batch was cancelled")
                try:
                    _apply(worker, lease, api, {**sub, "status": "ended"}, None, stoppable=False)
                except (ReaderUnavailable, ConfigError, BudgetExhausted) as exc:
                    log.warning(
                        "read_submission_results_deferred submission=%s error=%s", sub["id"], exc
                    )  # kept ``ended``: the sweep fetches them later
            else:
                why = f"not ended {wait_s:.0f} s after the cancel"
                _mark(lease, sub, "cancelling", worker, why)
            continue
        _settle(
            worker, lease, sub, "failed", "batch_cancelled", "the batch was cancelled",
            stoppable=False,
        )  # fmt: skip
    return len(subs)


def _cancel_until_ended(api: anthropic.Anthropic, mbid: str, wait_s: float) -> bool:
    """Cancel ``mbid`` and wait (up to ``wait_s``) for it to end; True once it has."""
    _cancel_quietly(api, mbid)
    deadline = time.monotonic() + wait_s
    while True:
        try:
            if api.messages.batches.retrieve(mbid).processing_status == "ended":
                return True
        except anthropic.APIError as exc:
            log.info("read_submission_cancel_poll_failed message_batch=%s error=%s", mbid, exc)
            return False
        if time.monotonic() >= deadline:
            return False
        time.sleep(min(CANCEL_POLL_S, max(0.0, deadline - time.monotonic())))


def _fence(lease: Lease) -> None:
    """LeaseLost when the lease is gone; a stop request (or a cancel) does not interrupt."""
    if lease.lost:
        raise LeaseLost(f"lease on batch {lease.batch_id} lost ({lease.lost_reason})")


def stuck_awaiting(store: Store) -> list[str]:
    """Batches ``awaiting_reads`` with no unsettled submission of their own and an unread
    image whose read is ``pending`` under a submission that no longer holds it (its batch
    was parked or cancelled): no poll will ever settle that read for them. For ``health``;
    a batch's next turn takes such an image over, so one listed for long is not turning."""
    stuck: list[str] = []
    for batch in store.list(BATCHES, "status = 'awaiting_reads'", fields="id"):
        if _unsettled(store, batch["id"]):
            continue
        fields = "image,image_sha256,text_layer,read_status"
        pages = [
            p
            for p in store.list(PAGES, bind("batch = {:b}", b=batch["id"]), fields=fields)
            if p.get("image") and p.get("read_status") != "ok"
        ]
        if not pages:
            continue
        # The models recently submitted with (a key depends on the model; health has none).
        recent = store.list(SUBMISSIONS, "", sort="-created", fields="model", limit=200)
        models = {str(r.get("model") or "") for r in recent}
        keys = [
            read_key(p["image_sha256"], p.get("text_layer"), AnthropicReader.name, model)
            for p in pages
            for model in models
        ]
        if any(
            row["status"] == "pending"
            and str(row.get("lock") or "").startswith(SUBMISSION_LOCK)
            and not _held(store, row)
            for row in store.list_in(READS, "key", keys, fields="id,key,status,lock")
        ):
            stuck.append(batch["id"])
    return stuck


def _unsettled(store: Store, batch_id: str) -> list[Record]:
    where = bind(
        "batch = {:b} && (status = 'submitting' || status = 'submitted' || status = 'ended'"
        " || status = 'cancelling')",
        b=batch_id,
    )
    return store.list(SUBMISSIONS, where, sort="created", fields="id,status,request_count")


def _poll_one(
    worker: Worker,
    lease: Lease,
    api: anthropic.Anthropic,
    head: Record,
    on_result: ResultHook | None,
    *,
    stoppable: bool = True,
) -> PollState:
    store = worker.store
    sub = store.get(SUBMISSIONS, head["id"])
    if sub["status"] == "submitting":
        if sub.get("lock") != lease.id and not lease_alive(store, sub.get("lock") or ""):
            why = "its worker stopped before the message batch id was recorded"
            _settle(worker, lease, sub, "failed", "batch_submission_lost", why, stoppable=stoppable)
            return "applied"
        return "waiting"
    if sub["status"] in ("submitted", "cancelling"):
        mbid = sub["message_batch_id"]
        cancelling = sub["status"] == "cancelling"
        try:
            remote = api.messages.batches.retrieve(mbid)
        except anthropic.NotFoundError:
            why = f"message batch {mbid} is unknown to Anthropic"
            _settle(worker, lease, sub, "failed", "batch_unknown", why, stoppable=stoppable)
            return "applied"
        except anthropic.APIError as exc:
            if _gave_up(store, sub):
                why = f"no answer: {exc}"
                _settle(worker, lease, sub, "expired", "batch_expired", why, stoppable=stoppable)
                return "applied"
            if not cancelling and _overdue(store, sub):
                _cancel_quietly(api, mbid)  # its results are fetched once it has ended
                _mark(lease, sub, "cancelling", worker, f"overdue; retrieve failed: {exc}")
                return "waiting"
            error = _translate(exc, "retrieve")
            if isinstance(error, ConfigError):
                raise error from exc
            log.warning("read_submission_poll_failed submission=%s error=%s", sub["id"], error)
            return "waiting"
        if remote.processing_status != "ended":
            if _gave_up(store, sub):
                _cancel_quietly(api, mbid)
                why = f"message batch {mbid} did not end within {_GIVE_UP}"
                _settle(worker, lease, sub, "expired", "batch_expired", why, stoppable=stoppable)
                return "applied"
            if not cancelling and _overdue(store, sub):
                # Past Anthropic's 24 h: cancel it, then fetch what it answered (billed).
                if not _cancel_until_ended(api, mbid, 0.0):
                    why = f"message batch {mbid} did not end within 24 h"
                    _mark(lease, sub, "cancelling", worker, why)
                    return "waiting"
                _mark(lease, sub, "ended", worker, "")
                why = f"message batch {mbid} did not end within 24 h"
                _apply(worker, lease, api, sub, on_result, stoppable=stoppable, expired=why)
                return "applied"
            _mark(lease, sub, sub["status"], worker, str(sub.get("error") or ""))
            return "waiting"
        _mark(lease, sub, "ended", worker, str(sub.get("error") or ""))
        sub = {**sub, "status": "ended"}
    _apply(worker, lease, api, sub, on_result, stoppable=stoppable)
    return "applied"


def poll_submission(
    worker: Worker,
    lease: Lease,
    submission: str,
    *,
    client: anthropic.Anthropic | None = None,
    on_result: ResultHook | None = None,
) -> PollState:
    """Poll one submission of a batch that polls nothing itself (parked, handed back,
    cancelled: ``batchsweep``), under that batch's lease: results applied once its message
    batch has ended, exactly as the batch's own poll would."""
    api = client or client_for(worker)
    return _poll_one(worker, lease, api, {"id": submission}, on_result, stoppable=False)


def _mark(lease: Lease, sub: Record, status: str, worker: Worker, error: str) -> None:
    """The submission's status, polled again one interval from now."""
    now = worker.store.server_now()
    body: dict[str, Any] = {
        "status": status,
        "next_poll_at": pb_datetime(now + timedelta(seconds=worker.settings.batch_poll_s)),
        "error": error[:2000],
    }
    if status == "ended" and sub.get("status") != "ended":
        body["ended_at"] = pb_datetime(now)
    lease.write([Op(method="PATCH", collection=SUBMISSIONS, id=sub["id"], body=body)])
    if status == "cancelling" and sub.get("status") != "cancelling":
        log.warning(
            "read_submission_cancelling submission=%s message_batch=%s why=%s",
            sub["id"],
            sub.get("message_batch_id", ""),
            error,
        )


def _overdue(store: Store, sub: Record) -> bool:
    """Past Anthropic's 24 h (plus grace) since submitting, on PocketBase's clock."""
    return _past(store, sub, EXPIRY)


def _gave_up(store: Store, sub: Record) -> bool:
    """Past the point where we stop waiting even for a cancelled message batch to end."""
    return _past(store, sub, _GIVE_UP)


def _past(store: Store, sub: Record, after: timedelta) -> bool:
    at = parse_pb_datetime(str(sub.get("submitted_at") or sub.get("created") or ""))
    return at is not None and store.server_now() > at + after


def _cancel_quietly(api: anthropic.Anthropic, mbid: str) -> None:
    try:
        api.messages.batches.cancel(mbid)
    except anthropic.APIError as exc:
        log.info("read_submission_cancel_failed message_batch=%s error=%s", mbid, exc)


class _Applier:
    """Applies one ended submission's results; every write fenced, every step guarded."""

    def __init__(
        self, worker: Worker, lease: Lease, sub: Record, *, stoppable: bool = True
    ) -> None:
        self.worker, self.lease, self.sub = worker, lease, sub
        self.stoppable = stoppable
        self.store = worker.store
        self.batch_id: str = sub["batch"]
        self.lock = SUBMISSION_LOCK + sub["id"]
        self.requests: dict[str, dict[str, str]] = sub.get("requests") or {}
        self.rows = _reads_by_id(self.store, [r["read"] for r in self.requests.values()])
        self.pages = _pages_by_key(self.store, self.batch_id, sub.get("model") or "")
        self.model: str = sub.get("model") or ""
        self.expired = ""  # why, when we cancelled the message batch past its 24 h
        # The cascade's disagreement trigger: such a page is left unlinked, so the run that
        # finishes the batch's reads escalates it (as it does a refused result).
        self.escalate_if = disagreement.escalate_if_for(worker, self.batch_id)
        self._last_write = time.monotonic()

    def pending(self, read: str) -> bool:
        row = self.rows.get(read)
        return row is not None and row["status"] == "pending" and row.get("lock") == self.lock

    def heartbeat_if_due(self) -> None:
        if self.stoppable:
            self.lease.checkpoint()
        else:
            _fence(self.lease)
        if time.monotonic() - self._last_write > self.lease.heartbeat_interval_s:
            self.lease.heartbeat()
            self._last_write = time.monotonic()

    def write(self, ops: list[Op], links: Sequence[Op] = ()) -> bool:
        """One fenced write (``ops``, then ``links`` split to fit: ``writes.py``); False
        when a deterministic id says ``ops`` already landed."""
        try:
            _write_twice(self.lease, [ops, *singles(links)])
        except DuplicateRecord:
            if not own_write_landed(self.lease.store, ops):
                raise  # somebody else's row under our id: never taken for our record
            return False
        finally:
            self._last_write = time.monotonic()
        return True

    def apply(self, line: MessageBatchIndividualResponse, reader: AnthropicReader) -> bool:
        """One result as a guarded transition; True when this call changed a read."""
        entry = self.requests.get(line.custom_id)
        if entry is None:
            self.write([self._orphan(line)])
            return False
        status, result, usage, error = _outcome(line, reader, self.model)
        if self.expired and error.startswith("batch_canceled"):
            error = f"batch_expired: {self.expired}"  # our cancel of an overdue batch
        if not self.pending(entry["read"]):
            # Settled by someone else (or by an earlier poll): its cost stands. A paid
            # answer is still spend, recorded once under the same deterministic event id.
            if usage.cost_usd > 0:
                self.write([self._paid(entry, status, usage, skipped=True)])
            return False
        ops = [completion_op(entry["read"], status, result, usage, error)]
        if usage.cost_usd > 0 or status == "ok":
            ops.append(self._paid(entry, status, usage, skipped=False))
        else:
            ops.append(self._settled_event(entry, error))
        links = self._links(entry, status, error)
        if status == "ok" and result is not None and self._disagrees(entry, result.result):
            links = []
        if not self.write(ops, links):
            return False
        self.rows[entry["read"]] = {**self.rows[entry["read"]], "status": status}
        return True

    def settle_missing(self, code: str, why: str) -> None:
        """Every claimed read still pending got no result: failed with the reason."""
        for entry in self.requests.values():
            if self.pending(entry["read"]):
                self.heartbeat_if_due()
                error = f"{code}: {why}"
                ops = [completion_op(entry["read"], "failed", None, Usage(), error)]
                ops.append(self._settled_event(entry, error))
                if self.write(ops, self._links(entry, "failed", error)):
                    self.rows[entry["read"]] = {**self.rows[entry["read"]], "status": "failed"}

    def _disagrees(self, entry: dict[str, str], answer: dict[str, Any]) -> bool:
        pages = self.pages.get(entry["key"], [])
        return bool(pages and self.escalate_if is not None and self.escalate_if(answer, pages[0]))

    def _links(self, entry: dict[str, str], status: str, error: str) -> list[Op]:
        return page_link_ops(self.pages.get(entry["key"], []), entry["read"], status, error)

    def _paid(self, entry: dict[str, str], status: str, usage: Usage, *, skipped: bool) -> Op:
        detail = {
            "read": entry["read"],
            "key": entry["key"],
            "status": status,
            "cost_usd": usage.cost_usd,
            "input_tokens": usage.input_tokens,
            "output_tokens": usage.output_tokens,
            "mode": "batch",
            "submission": self.sub["id"],
            "message_batch": self.sub.get("message_batch_id", ""),
            "skipped": skipped,
        }
        event_id = derive_id("dn-read-paid", entry["read"])
        return _event(event_id, self.batch_id, "read_paid", self.worker.worker_id, detail)

    def _settled_event(self, entry: dict[str, str], error: str) -> Op:
        # An unpaid outcome still gets a deterministic marker, so a repeat is refused whole.
        detail = {"read": entry["read"], "submission": self.sub["id"], "error": error[:500]}
        event_id = derive_id("dn-read-unpaid", entry["read"])
        return _event(event_id, self.batch_id, "read_unpaid", self.worker.worker_id, detail)

    def _orphan(self, line: MessageBatchIndividualResponse) -> Op:
        detail = {
            "custom_id": line.custom_id,
            "result": line.result.type,
            "submission": self.sub["id"],
            "message_batch": self.sub.get("message_batch_id", ""),
        }
        if line.result.type == "succeeded":
            u = line.result.message.usage
            detail["cost_usd"] = _batch_cost(
                self.model, u.input_tokens, u.output_tokens, u.cache_read_input_tokens,
                u.cache_creation_input_tokens,
            )  # fmt: skip
        event_id = derive_id("dn-orphan-result", self.sub["id"], line.custom_id)
        return _event(event_id, self.batch_id, "orphan_result", self.worker.worker_id, detail)


def _apply(
    worker: Worker,
    lease: Lease,
    api: anthropic.Anthropic,
    sub: Record,
    on_result: ResultHook | None,
    *,
    stoppable: bool = True,
    expired: str = "",
) -> None:
    """Apply the ended message batch's results; keys without one are settled. ``expired``
    (why) marks a message batch cancelled past its 24 h: what it answered is kept (billed),
    the rest settled ``batch_expired`` and the submission ``expired``."""
    reader = _reader(worker)
    applier = _Applier(worker, lease, sub, stoppable=stoppable)
    applier.expired = expired
    mbid = sub["message_batch_id"]
    applied = 0
    try:
        stream = api.messages.batches.results(mbid)
        for line in stream:
            applier.heartbeat_if_due()
            if applier.apply(line, reader):
                applied += 1
                if on_result is not None:
                    on_result(applied)
    except anthropic.NotFoundError:
        # Archived or forgotten: whatever did not arrive is settled, not waited on.
        applier.settle_missing("batch_unknown", f"results of {mbid} are gone")
        _finish(worker, lease, sub, applier, "failed", f"results of {mbid} not found")
        return
    except anthropic.APIError as exc:
        raise _translate(exc, "results") from exc
    except anthropic.AnthropicError as exc:
        # The SDK's own refusal: the ended message batch has no results URL (null), so its
        # results cannot be downloaded, now or later. Settled like results that are gone.
        applier.settle_missing("batch_results_gone", f"results of {mbid}: {exc}")
        _finish(worker, lease, sub, applier, "failed", f"results of {mbid} unavailable: {exc}")
        return
    if expired:
        applier.settle_missing("batch_expired", expired)
        _finish(worker, lease, sub, applier, "expired", expired)
        return
    applier.settle_missing("batch_missing", f"no result for it in {mbid}")
    _finish(worker, lease, sub, applier, "applied", "")


def _settle(
    worker: Worker,
    lease: Lease,
    sub: Record,
    status: str,
    code: str,
    why: str,
    *,
    stoppable: bool = True,
) -> None:
    """A submission that will never give results: its pending reads fail with the reason
    (an outage code: it does not count against the images' failure budget)."""
    applier = _Applier(worker, lease, sub, stoppable=stoppable)
    applier.settle_missing(code, why)
    _finish(worker, lease, sub, applier, status, why)


def _finish(
    worker: Worker, lease: Lease, sub: Record, applier: _Applier, status: str, error: str
) -> None:
    """The submission's terminal write; its counts are derived from rows, never carried."""
    store = worker.store
    rows = _reads_by_id(store, [r["read"] for r in applier.requests.values()])
    counts: dict[str, int] = {"requests": len(applier.requests), "ok": 0, "failed": 0}
    for row in rows.values():
        if row["status"] in ("ok", "failed"):
            counts[row["status"]] += 1
            if row["status"] == "failed":
                reason = str(row.get("error") or "").split(":", 1)[0] or "failed"
                counts[f"failed_{reason.replace(' ', '_')}"] = (
                    counts.get(f"failed_{reason.replace(' ', '_')}", 0) + 1
                )
    orphans = store.list(
        EVENTS, bind("batch = {:b} && kind = 'orphan_result'", b=applier.batch_id), fields="detail"
    )
    counts["orphans"] = sum(
        1 for e in orphans if (e.get("detail") or {}).get("submission") == sub["id"]
    )
    body = {"status": status, "counts": counts, "error": error[:2000]}
    lease.write([Op(method="PATCH", collection=SUBMISSIONS, id=sub["id"], body=body)])
    log.info(
        "read_submission_settled submission=%s status=%s ok=%d failed=%d orphans=%d",
        sub["id"],
        status,
        counts["ok"],
        counts["failed"],
        counts["orphans"],
    )


# -- helpers ------------------------------------------------------------------------------


def _outcome(
    line: MessageBatchIndividualResponse, reader: AnthropicReader, model: str
) -> tuple[str, ReadOutput | None, Usage, str]:
    """(status, read, usage at the batch price, error) of one result line."""
    result = line.result
    if result.type == "succeeded":
        try:
            out = reader.parse_message(result.message)
        except PaidReadError as exc:
            return "failed", None, _at_batch_price(exc.usage, model), str(exc)
        out = replace(out, usage=_at_batch_price(out.usage, model))
        return "ok", out, out.usage, ""
    if result.type == "errored":
        err = result.error.error
        return "failed", None, Usage(), f"batch_errored: {err.type}: {err.message}"
    return "failed", None, Usage(), f"batch_{result.type}: the request was not processed"


def _at_batch_price(usage: Usage, model: str) -> Usage:
    cost = prices.cost_usd(
        model,
        input_tokens=usage.input_tokens,
        output_tokens=usage.output_tokens,
        cache_read_tokens=usage.cache_read_tokens,
        cache_creation_tokens=usage.cache_creation_tokens,
        cache_creation_1h_tokens=usage.cache_creation_1h_tokens,  # the 1-hour TTL's price
        batch=True,
    )
    return replace(usage, cost_usd=cost)


def _batch_cost(
    model: str, inp: int, out: int, cache_read: int | None, cache_write: int | None
) -> float:
    return prices.cost_usd(
        model,
        input_tokens=inp,
        output_tokens=out,
        cache_read_tokens=cache_read or 0,
        cache_creation_tokens=cache_write or 0,
        batch=True,
    )


def _write_twice(lease: Lease, units: list[list[Op]]) -> None:
    """A fenced write of ``units`` (the first one carries the deterministic ids; the rest
    are page links, split to fit), retried once on a blip. The ids make the retry refuse
    (DuplicateRecord) when the first unit landed after all: when the event there is our own
    (``events.own_write_landed``) that is success, so only the idempotent links are written
    again. A refusal of the first
    attempt goes up (someone else wrote it)."""
    try:
        write_units(lease, units)
    except StoreUnavailable:
        time.sleep(1.0)
        try:
            write_units(lease, units)
        except DuplicateRecord:
            if not own_write_landed(lease.store, units[0]):
                raise  # somebody else's row under our id: never taken for our record
            log.info("write_landed_before_blip units=%d", len(units))
            write_units(lease, units[1:])


def _event(event_id: str, batch_id: str, kind: str, actor: str, detail: dict[str, Any]) -> Op:
    body: dict[str, Any] = {
        "batch": batch_id,
        "kind": kind,
        "actor": actor,
        "actor_kind": "worker",
        "detail": detail,
    }
    if event_id:
        body["id"] = event_id
    return Op(method="POST", collection=EVENTS, body=body)


def _reads_by_id(store: Store, ids: list[str]) -> dict[str, Record]:
    rows = store.list_in(READS, "id", ids, fields="id,key,status,lock,error,cost_usd")
    return {r["id"]: r for r in rows}


def _pages_by_key(store: Store, batch_id: str, model: str) -> dict[str, list[Record]]:
    """The batch's pages by the read key they would have under ``model``."""
    out: dict[str, list[Record]] = {}
    fields = "id,image,image_sha256,text_layer,width,height,read_status"
    for page in store.list(PAGES, bind("batch = {:b}", b=batch_id), fields=fields):
        if not page.get("image"):
            continue
        key = read_key(page["image_sha256"], page.get("text_layer"), AnthropicReader.name, model)
        out.setdefault(key, []).append(page)
    return out
