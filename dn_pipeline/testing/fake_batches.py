"""The fake Message Batches API (``fake.batches``): batches created from recorded requests,
processed when a test says so, with results per request (``batch_succeeded``, ...).
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any

from dn_pipeline.testing.fake_replies import (
    BATCHES_PATH,
    MESSAGES_PATH,
    RecordedRequest,
    Reply,
    _ids,
    error_reply,
    tool_answer,
)

BatchResult = Callable[[RecordedRequest], dict[str, Any]]

if TYPE_CHECKING:
    from dn_pipeline.testing.fake_anthropic import FakeAnthropic


def batch_succeeded(reply: Reply | None = None) -> BatchResult:
    """``{"type": "succeeded", "message": ...}`` from a Messages reply (default: a good answer)."""
    chosen = reply or tool_answer()

    def result(req: RecordedRequest) -> dict[str, Any]:
        body = chosen.body(req) if callable(chosen.body) else chosen.body
        return {"type": "succeeded", "message": body}

    return result


def batch_errored(
    kind: str = "invalid_request_error", message: str = "Invalid request"
) -> BatchResult:
    """``{"type": "errored", "error": <an API error response>}``."""
    error = {"type": "error", "error": {"type": kind, "message": message}}
    return lambda _req: {"type": "errored", "error": error}


def batch_expired() -> BatchResult:
    return lambda _req: {"type": "expired"}


def batch_canceled() -> BatchResult:
    return lambda _req: {"type": "canceled"}


def _rfc3339(dt: datetime | None) -> str | None:
    return None if dt is None else dt.isoformat().replace("+00:00", "Z")


@dataclass
class FakeBatch:
    """One message batch as the fake holds it."""

    id: str
    requests: list[dict[str, Any]]  # each {"custom_id": ..., "params": {...}}
    created_at: datetime
    status: str = "in_progress"  # in_progress, canceling, ended
    ended_at: datetime | None = None
    cancel_initiated_at: datetime | None = None
    lines: list[dict[str, Any]] = field(default_factory=list)
    processed: dict[int, dict[str, Any]] = field(default_factory=dict)  # index -> its line
    results_gone: bool = False

    @property
    def expires_at(self) -> datetime:
        return self.created_at + timedelta(hours=24)


class FakeMessageBatches:
    """``/v1/messages/batches``: create, retrieve, cancel, results (JSONL), in the real shapes.

    ``default`` makes each request's result when a batch is ended (a good answer, through the
    fake's Messages default responder). Thread-safe.
    """

    def __init__(self, fake: FakeAnthropic) -> None:
        self.fake = fake
        self.default: BatchResult = lambda req: batch_succeeded(fake.default(req))(req)
        self._lock = threading.Lock()
        self._batches: dict[str, FakeBatch] = {}
        self.result_fetches = 0
        self.hold_cancels = False  # True: a cancelled batch ends only at ``finish_cancel``
        base = re.escape(BATCHES_PATH)
        fake.route("POST", base, self._create)
        fake.route("GET", base + r"/([A-Za-z0-9_]+)", self._retrieve)
        fake.route("POST", base + r"/([A-Za-z0-9_]+)/cancel", self._cancel)
        fake.route("GET", base + r"/([A-Za-z0-9_]+)/results", self._results)

    # -- scripting ----------------------------------------------------------------------------

    def ids(self) -> list[str]:
        with self._lock:
            return list(self._batches)

    def get(self, batch_id: str) -> FakeBatch:
        with self._lock:
            return self._batches[batch_id]

    def end(
        self,
        batch_id: str | None = None,
        *,
        results: dict[int, BatchResult] | None = None,
        custom_ids: dict[int, str] | None = None,
    ) -> None:
        """End ``batch_id`` (default: every in-progress batch). Request ``i`` (0-based) gets
        ``results[i]`` (else ``default``) and is reported under ``custom_ids[i]`` when given
        (a custom_id we never sent, for orphan tests)."""
        for batch in self._pick(batch_id):
            lines = []
            for i, item in enumerate(batch.requests):
                req = RecordedRequest("POST", MESSAGES_PATH, {}, b"", item.get("params") or {})
                make = (results or {}).get(i, self.default)
                cid = (custom_ids or {}).get(i, item["custom_id"])
                lines.append({"custom_id": cid, "result": make(req)})
            with self._lock:
                batch.lines, batch.status = lines, "ended"
                batch.ended_at = datetime.now(UTC)

    def process(
        self, batch_id: str, indices: list[int], *, results: dict[int, BatchResult] | None = None
    ) -> None:
        """Requests ``indices`` are answered (``results[i]``, else ``default``) while the batch
        stays in progress: a cancel now ends it with those ``succeeded``, the rest
        ``canceled``."""
        batch = self.get(batch_id)
        for i in indices:
            item = batch.requests[i]
            req = RecordedRequest("POST", MESSAGES_PATH, {}, b"", item.get("params") or {})
            line = {
                "custom_id": item["custom_id"],
                "result": (results or {}).get(i, self.default)(req),
            }
            with self._lock:
                batch.processed[i] = line

    def finish_cancel(self, batch_id: str) -> None:
        """The cancelled batch ``batch_id`` ends now (``hold_cancels`` kept it canceling)."""
        with self._lock:
            batch = self._batches[batch_id]
            if batch.status == "canceling":
                self._end_cancelled(batch)

    def drop_results(self, batch_id: str) -> None:
        """The ended batch's ``results_url`` is null from now on."""
        with self._lock:
            self._batches[batch_id].results_gone = True

    def forget(self, batch_id: str) -> None:
        """Anthropic no longer knows ``batch_id``: every endpoint answers 404 for it."""
        with self._lock:
            self._batches.pop(batch_id, None)

    def _pick(self, batch_id: str | None) -> list[FakeBatch]:
        with self._lock:
            if batch_id is not None:
                return [self._batches[batch_id]]
            return [b for b in self._batches.values() if b.status != "ended"]

    # -- shapes -------------------------------------------------------------------------------

    def _json(self, batch: FakeBatch) -> dict[str, Any]:
        counts = {"processing": 0, "succeeded": 0, "errored": 0, "canceled": 0, "expired": 0}
        if batch.status == "ended":
            for line in batch.lines:
                counts[line["result"]["type"]] += 1
        else:
            counts["processing"] = len(batch.requests)
        ended = batch.status == "ended"
        return {
            "id": batch.id,
            "type": "message_batch",
            "processing_status": batch.status,
            "request_counts": counts,
            "created_at": _rfc3339(batch.created_at),
            "expires_at": _rfc3339(batch.expires_at),
            "ended_at": _rfc3339(batch.ended_at),
            "cancel_initiated_at": _rfc3339(batch.cancel_initiated_at),
            "archived_at": None,
            "results_url": f"{self.fake.base_url}{BATCHES_PATH}/{batch.id}/results"
            if ended and not batch.results_gone
            else None,
        }

    @staticmethod
    def _not_found(batch_id: str) -> Reply:
        return error_reply(404, "not_found_error", f"message batch {batch_id} not found")

    @staticmethod
    def _id_of(request: RecordedRequest) -> str:
        return request.path.split("?")[0][len(BATCHES_PATH) + 1 :].split("/")[0]

    # -- routes (server threads) --------------------------------------------------------------

    def _create(self, request: RecordedRequest) -> Reply:
        data = request.json if isinstance(request.json, dict) else {}
        items = data.get("requests")
        if not isinstance(items, list) or not items:
            return error_reply(400, "invalid_request_error", "requests: must be a non-empty list")
        seen: set[str] = set()
        for item in items:
            cid = item.get("custom_id") if isinstance(item, dict) else None
            if not isinstance(cid, str) or not re.fullmatch(r"[a-zA-Z0-9_-]{1,64}", cid):
                return error_reply(400, "invalid_request_error", f"bad custom_id {cid!r}")
            if cid in seen:
                return error_reply(400, "invalid_request_error", f"duplicate custom_id {cid}")
            seen.add(cid)
        batch = FakeBatch(
            id=f"msgbatch_fake{next(_ids):06d}", requests=items, created_at=datetime.now(UTC)
        )
        with self._lock:
            self._batches[batch.id] = batch
        return Reply(body=self._json(batch))

    def _retrieve(self, request: RecordedRequest) -> Reply:
        batch_id = self._id_of(request)
        with self._lock:
            batch = self._batches.get(batch_id)
            if batch is not None and batch.status == "canceling" and not self.hold_cancels:
                self._end_cancelled(batch)
            return Reply(body=self._json(batch)) if batch else self._not_found(batch_id)

    @staticmethod
    def _end_cancelled(batch: FakeBatch) -> None:
        """A cancelled batch ends: what was answered before the cancel stands (billed)."""
        batch.lines = [
            batch.processed.get(i)
            or {"custom_id": item["custom_id"], "result": {"type": "canceled"}}
            for i, item in enumerate(batch.requests)
        ]
        batch.status, batch.ended_at = "ended", datetime.now(UTC)

    def _cancel(self, request: RecordedRequest) -> Reply:
        batch_id = self._id_of(request)
        with self._lock:
            batch = self._batches.get(batch_id)
            if batch is None:
                return self._not_found(batch_id)
            if batch.status == "in_progress":
                batch.status = "canceling"
                batch.cancel_initiated_at = datetime.now(UTC)
            return Reply(body=self._json(batch))

    def _results(self, request: RecordedRequest) -> Reply:
        batch_id = self._id_of(request)
        with self._lock:
            batch = self._batches.get(batch_id)
            if batch is None:
                return self._not_found(batch_id)
            if batch.status != "ended":
                return error_reply(400, "invalid_request_error", "batch has not ended")
            self.result_fetches += 1
            data = "".join(json.dumps(line) + "\n" for line in batch.lines).encode()
        return Reply(body=data, headers={"content-type": "application/binary"})
