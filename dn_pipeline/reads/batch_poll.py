"""Message Batches, poll: a batch's unsettled submissions settled, cancelled or found stuck
(the design is in ``message_batches.py``).
"""

from __future__ import annotations

import time
from datetime import timedelta
from typing import TYPE_CHECKING, Any

from dn_pipeline.errors import (
    BudgetExhausted,
    ConfigError,
    ReaderUnavailable,
)
from dn_pipeline.lazy import LazyModule
from dn_pipeline.leasing.leases import Lease
from dn_pipeline.readers.anthropic_reader import AnthropicReader
from dn_pipeline.reads.batch_apply import _apply, _settle
from dn_pipeline.reads.message_batches import (
    _GIVE_UP,
    CANCEL_POLL_S,
    CANCEL_WAIT_S,
    EXPIRY,
    PollState,
    ResultHook,
    Worker,
    _await,
    _fence,
    _translate,
    _unsettled,
    client_for,
    log,
)
from dn_pipeline.reads.rows import SUBMISSION_LOCK, holder_alive, lease_alive, read_key
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record, bind, parse_pb_datetime, pb_datetime
from dn_pipeline.store.names import BATCHES, PAGES, READS, SUBMISSIONS
from dn_pipeline.store.ops import Op

if TYPE_CHECKING:
    import anthropic
else:
    anthropic = LazyModule("anthropic")  # imported on first use: see dn_pipeline.lazy


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
            and not holder_alive(store, row)
            for row in store.list_in(READS, "key", keys, fields="id,key,status,lock")
        ):
            stuck.append(batch["id"])
    return stuck


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
