"""Message Batches, poll: a batch's unsettled submissions settled, cancelled or found stuck
(the design is in ``message_batches.py``).
"""

from __future__ import annotations

import time
from datetime import timedelta

import anthropic

from dn_pipeline.errors import (
    BudgetExhausted,
    ConfigError,
    ReaderUnavailable,
)
from dn_pipeline.leasing.leases import Lease
from dn_pipeline.readers.anthropic_reader import AnthropicReader
from dn_pipeline.reads.batch_apply import _apply, _settle
from dn_pipeline.reads.batch_submit import _await
from dn_pipeline.reads.message_batches import (
    BATCHES,
    CANCEL_POLL_S,
    CANCEL_WAIT_S,
    EXPIRY,
    PAGES,
    READS,
    SUBMISSIONS,
    PollState,
    ResultHook,
    Worker,
    _fence,
    _translate,
    _unsettled,
    client_for,
    log,
)
from dn_pipeline.reads.rows import SUBMISSION_LOCK, holder_alive, lease_alive, read_key
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record, bind, parse_pb_datetime, pb_datetime
from dn_pipeline.store.ops import Op


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
    """For a cancelled batch: cancel its message batches at Anthropic and settle every
    unsettled submission, so no image stays held by a batch nobody polls. Returns how many
    were settled.

    Requests Anthropic finished before the cancel are billed: a message batch that has ended
    (it moves from ``canceling`` to ``ended`` once its in-flight requests finish; waited on
    for up to ``wait_s``) has its results applied like any other, so those reads are recorded
    and paid once, the others settled ``batch_canceled``. One that has not ended by then is
    settled ``failed`` (``batch_cancelled``), logged as ``read_submission_results_dropped``.

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
                    ended = {"status": "ended", "ended_at": pb_datetime(worker.store.server_now())}
                    lease.write(
                        [Op(method="PATCH", collection=SUBMISSIONS, id=sub["id"], body=ended)]
                    )
                try:
                    _apply(worker, lease, api, {**sub, "status": "ended"}, None, stoppable=False)
                    continue
                except (ReaderUnavailable, ConfigError, BudgetExhausted) as exc:
                    log.warning(
                        "read_submission_results_dropped submission=%s error=%s", sub["id"], exc
                    )
            else:
                log.warning(
                    "read_submission_results_dropped submission=%s message_batch=%s "
                    "error=not ended %.0f s after the cancel",
                    sub["id"],
                    mbid,
                    wait_s,
                )
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
) -> PollState:
    store = worker.store
    sub = store.get(SUBMISSIONS, head["id"])
    if sub["status"] == "submitting":
        if sub.get("lock") != lease.id and not lease_alive(store, sub.get("lock") or ""):
            why = "its worker stopped before the message batch id was recorded"
            _settle(worker, lease, sub, "failed", "batch_submission_lost", why)
            return "applied"
        return "waiting"
    if sub["status"] == "submitted":
        mbid = sub["message_batch_id"]
        try:
            remote = api.messages.batches.retrieve(mbid)
        except anthropic.NotFoundError:
            why = f"message batch {mbid} is unknown to Anthropic"
            _settle(worker, lease, sub, "failed", "batch_unknown", why)
            return "applied"
        except anthropic.APIError as exc:
            if _overdue(store, sub):
                _settle(worker, lease, sub, "expired", "batch_expired", f"no answer: {exc}")
                return "applied"
            error = _translate(exc, "retrieve")
            if isinstance(error, ConfigError):
                raise error from exc
            log.warning("read_submission_poll_failed submission=%s error=%s", sub["id"], error)
            return "waiting"
        if remote.processing_status != "ended":
            if _overdue(store, sub):
                _cancel_quietly(api, mbid)
                why = f"message batch {mbid} did not end within 24 h"
                _settle(worker, lease, sub, "expired", "batch_expired", why)
                return "applied"
            due = store.server_now() + timedelta(seconds=worker.settings.batch_poll_s)
            lease.write(
                [
                    Op(
                        method="PATCH",
                        collection=SUBMISSIONS,
                        id=sub["id"],
                        body={"next_poll_at": pb_datetime(due)},
                    )
                ]
            )
            return "waiting"
        ended = {"status": "ended", "ended_at": pb_datetime(store.server_now())}
        lease.write([Op(method="PATCH", collection=SUBMISSIONS, id=sub["id"], body=ended)])
        sub = {**sub, **ended}
    _apply(worker, lease, api, sub, on_result)
    return "applied"


def _overdue(store: Store, sub: Record) -> bool:
    """Past Anthropic's 24 h (plus grace) since submitting, on PocketBase's clock."""
    at = parse_pb_datetime(str(sub.get("submitted_at") or sub.get("created") or ""))
    return at is not None and store.server_now() > at + EXPIRY


def _cancel_quietly(api: anthropic.Anthropic, mbid: str) -> None:
    try:
        api.messages.batches.cancel(mbid)
    except anthropic.APIError as exc:
        log.info("read_submission_cancel_failed message_batch=%s error=%s", mbid, exc)
