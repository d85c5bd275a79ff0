"""The read rows (``dn_page_reads``): cache keys and attempt ids, the writes that claim,
complete, link, retire and give back an attempt, who holds a pending row, and the failure
budget. Shared by the read cache and Message Batches.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from datetime import timedelta
from typing import Any

from dn_pipeline.errors import (
    ReaderUnavailable,
)
from dn_pipeline.ids import derive_id, sha256_hex
from dn_pipeline.readers.base import Reader, ReadOutput, Usage
from dn_pipeline.readers.schema import PROMPT_VERSION
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record, bind, parse_pb_datetime
from dn_pipeline.store.names import BATCHES, LOCKS, PAGES, READS, SUBMISSIONS
from dn_pipeline.store.ops import Op

# In the model string of a reader whose reads keep the page's words (``ReadOutput.words``).
WORDS_MARK = "+words-"


SUBMISSION_LOCK = "sub:"


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


def claim_ops(
    key: str, old: Record | None, reader: Reader, *, lock: str, batch_id: str
) -> list[Op]:
    """Claim ``key``'s next attempt: create it ``pending`` under ``lock`` (a lease id, or a
    Message Batches submission's) under its deterministic id, retiring ``old`` (its cost
    kept). A racing claimer's identical create is refused as a duplicate."""
    attempt = int(old.get("attempts") or 0) + 1 if old else 1
    new = {
        "id": read_id(key, attempt),
        "key": key,
        "reader": reader.name,
        "model": reader.model,
        "prompt_version": PROMPT_VERSION,
        "status": "pending",
        "attempts": attempt,
        "lock": lock,
        "batch": batch_id,
    }
    ops = [] if old is None else [retire_op(old, "its holder ended")]
    return [*ops, Op(method="POST", collection=READS, body=new)]


def give_back_ops(claimed_id: str, old: Record | None) -> list[Op]:
    """Undo a claim whose call was never sent: delete it and make the row it retired live
    again exactly as it was (a pending row whose worker died stays one to take over)."""
    ops = [Op(method="DELETE", collection=READS, id=claimed_id)]
    if old is not None:
        restored = {"key": old["key"], "status": old["status"], "error": old.get("error", "")}
        ops.append(Op(method="PATCH", collection=READS, id=old["id"], body=restored))
    return ops


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


def page_link_ops(
    pages: Sequence[Record],
    read: str,
    status: str,
    error: str,
    found: Mapping[str, Any] | None = None,
) -> list[Op]:
    """Link pages to their read (or its recorded failure); with ``found`` (page id -> its
    fields, as assembly stores them), each page's fields in the same write."""
    ops = []
    for p in pages:
        body: dict[str, Any] = {"read": read, "read_status": status, "read_error": error[:2000]}
        if found and p["id"] in found:
            body["found"] = found[p["id"]]
        ops.append(Op(method="PATCH", collection=PAGES, id=p["id"], body=body))
    return ops


def read_id(key: str, attempt: int) -> str:
    return derive_id("dn-read", key, attempt)


def lease_alive(store: Store, lock: str) -> bool:
    """The lease row ``lock`` exists and has not passed its reclaim time (server time)."""
    if not lock:
        return False
    alive = bind("id = {:l} && (reclaim_at = '' || reclaim_at >= @now)", l=lock)
    return store.first(LOCKS, alive) is not None


def holder_alive(store: Store, row: Record) -> bool:
    """A pending read row's claimer still holds it: a lease that has not run out (server
    time), or an unsettled Message Batches submission that will be polled again."""
    lock = str(row.get("lock") or "")
    if lock.startswith(SUBMISSION_LOCK):
        return submission_holds(store, lock[len(SUBMISSION_LOCK) :])
    return lease_alive(store, lock)


def still_abandoned(store: Store, row: Record) -> bool:
    """A ``pending`` row whose holder was just found gone is abandoned only if the key's row,
    read again *after* that finding, is still the same attempt under the same lock. The look
    at ``row`` came before the finding: in between, its holder may have finished the read and
    released its lease (the end of its batch), and taking over that earlier view would pay
    for the image twice. A holder that released its lease writes nothing more (its fenced
    touch finds no row), so this second look settles it.
    """
    now = store.first(READS, bind("key = {:k}", k=str(row.get("key") or "")))
    return (
        now is not None
        and now["id"] == row["id"]
        and now["status"] == "pending"
        and now.get("lock") == row.get("lock")
    )


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


class SharedReadBusy(ReaderUnavailable):
    """Another live worker is reading the same image; try this batch again shortly."""


class HeldBySubmission(SharedReadBusy):
    """The image's read was submitted to the Message Batches API; it lands when that is polled."""


def reads_without_words(store: Store, reader: Reader, pages: Sequence[Record]) -> set[str]:
    """Linked reads ``reader`` (free, word-keeping) reads once more: ``ok`` reads made by
    the embedded engine before reads kept their words. Paid reads are never redone."""
    if reader.paid or WORDS_MARK not in reader.model:
        return set()
    linked = sorted({p["read"] for p in pages if p.get("read_status") == "ok" and p.get("read")})
    rows = store.list_in(READS, "id", linked, fields="id,reader,model") if linked else []
    return {
        r["id"]
        for r in rows
        if r.get("reader") == reader.name and WORDS_MARK not in str(r.get("model"))
    }
