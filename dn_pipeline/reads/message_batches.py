"""Half-price reads: a batch's cache misses go through Anthropic's Message Batches API.

The design, and what its three parts share (ids, limits, the client, event and cost
helpers); the parts are ``batch_submit.py``, ``batch_poll.py`` and ``batch_apply.py``.

Two entry points for the runner, each called under the batch lease, every write fenced:

- ``submit_misses`` claims the misses as ``pending`` reads whose ``lock`` is
  ``sub:<submission id>``, sends them as one message batch per chunk (split at the API's
  100,000 requests / 256 MB) and records each as a ``dn_read_submissions`` row; the batch
  becomes ``awaiting_reads`` with ``next_attempt_at`` one poll interval away and the caller
  releases the lease while Anthropic works. ``cache.py`` treats those rows as held.
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

import logging
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from datetime import timedelta
from typing import TYPE_CHECKING, Any, Literal, Protocol

from dn_pipeline.errors import (
    BudgetExhausted,
    ConfigError,
    DuplicateRecord,
    LeaseLost,
    ReaderUnavailable,
    StoreUnavailable,
)
from dn_pipeline.ids import derive_id, sha256_hex
from dn_pipeline.lazy import LazyModule
from dn_pipeline.leasing.leases import Lease
from dn_pipeline.readers import prices
from dn_pipeline.readers.anthropic_reader import AnthropicReader, PaidReadError
from dn_pipeline.readers.base import Reader, ReadOutput, Usage
from dn_pipeline.reads.cache import EscalateIf
from dn_pipeline.reads.rows import CANCELLING_HOLD, SWEPT_HOLD, read_key
from dn_pipeline.settings import Settings
from dn_pipeline.store.client import Store
from dn_pipeline.store.events import own_write_landed
from dn_pipeline.store.filters import Record, bind, pb_datetime
from dn_pipeline.store.names import BATCHES, EVENTS, PAGES, READS, SUBMISSIONS
from dn_pipeline.store.ops import Op
from dn_pipeline.store.writes import write_units

if TYPE_CHECKING:
    import anthropic
    from anthropic.types.messages import MessageBatchIndividualResponse
else:
    anthropic = LazyModule("anthropic")  # imported on first use: see dn_pipeline.lazy

log = logging.getLogger(__name__)


class Worker(Protocol):
    """What Message Batches reading needs of the run's worker (``run.worker.Worker``): declared
    here so reading imports nothing of the run (the layers in pyproject.toml)."""

    store: Store
    settings: Settings
    reader: Reader
    worker_id: str
    escalate_if: EscalateIf | None

    def escalation_trigger(self, batch_id: str) -> EscalateIf | None: ...


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


# -- poll ---------------------------------------------------------------------------------


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


def _fence(lease: Lease) -> None:
    """LeaseLost when the lease is gone; a stop request (or a cancel) does not interrupt."""
    if lease.lost:
        raise LeaseLost(f"lease on batch {lease.batch_id} lost ({lease.lost_reason})")


def _unsettled(store: Store, batch_id: str) -> list[Record]:
    where = bind(
        "batch = {:b} && (status = 'submitting' || status = 'submitted' || status = 'ended'"
        " || status = 'cancelling')",
        b=batch_id,
    )
    return store.list(SUBMISSIONS, where, sort="created", fields="id,status,request_count")


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
