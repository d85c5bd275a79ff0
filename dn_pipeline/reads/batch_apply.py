"""Message Batches, apply: one submission's results recorded, each a guarded, fenced,
idempotent transition (the design is in ``message_batches.py``).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from dn_pipeline.errors import (
    DuplicateRecord,
)
from dn_pipeline.ids import derive_id
from dn_pipeline.lazy import LazyModule
from dn_pipeline.leasing.leases import Lease
from dn_pipeline.readers.anthropic_reader import AnthropicReader
from dn_pipeline.readers.base import Usage
from dn_pipeline.reads.message_batches import (
    ResultHook,
    Worker,
    _batch_cost,
    _event,
    _fence,
    _outcome,
    _pages_by_key,
    _reader,
    _reads_by_id,
    _translate,
    _write_twice,
    log,
)
from dn_pipeline.reads.rows import SUBMISSION_LOCK, completion_op, page_link_ops
from dn_pipeline.store.events import own_write_landed
from dn_pipeline.store.filters import Record, bind
from dn_pipeline.store.names import EVENTS, SUBMISSIONS
from dn_pipeline.store.ops import Op
from dn_pipeline.store.writes import singles

if TYPE_CHECKING:
    import anthropic
    from anthropic.types.messages import MessageBatchIndividualResponse
else:
    anthropic = LazyModule("anthropic")  # imported on first use: see dn_pipeline.lazy


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
        self.escalate_if = worker.escalation_trigger(self.batch_id)
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
