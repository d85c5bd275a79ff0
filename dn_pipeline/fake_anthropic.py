"""A loopback fake of the Anthropic Messages API, for our tests and for users' own.

``FakeAnthropic`` runs a ``ThreadingHTTPServer`` on 127.0.0.1 in a thread; point the real
``anthropic`` SDK at ``fake.base_url``. Every HTTP request is recorded (parsed JSON and
headers, API keys redacted) and answered by a route. The ``POST /v1/messages`` route answers
from a FIFO queue of scripted ``Reply`` values (``fake.enqueue(...)``), then from the default
responder (a function request -> Reply). One HTTP attempt consumes one reply, so SDK retries
are visible as extra calls.

    with FakeAnthropic() as fake:
        fake.enqueue(rate_limited(), tool_answer({"doc_type": "blank"}))
        reader = AnthropicReader(api_key="test-key", model=M, base_url=fake.base_url)
        reader.read(page)
        assert fake.calls() == 2

More endpoints are added with ``fake.route(method, pattern, handler)``, where
``handler(request) -> Reply``; a Reply can carry any JSON or raw bytes.

Message Batches (``fake.batches``, a ``FakeMessageBatches``) answer create, retrieve, cancel
and the JSONL results in the real shapes, so ``client.messages.batches.*`` works unchanged.
A created message batch stays ``in_progress`` until the test ends it:

    fake.batches.end()                                  # every request answered as usual
    fake.batches.end(results={1: batch_errored()}, custom_ids={2: "bogus"})
    fake.batches.forget(batch_id)                       # 404 from now on
    fake.batches.process(batch_id, [0, 2])              # those answered, the batch goes on

A cancelled message batch is ``canceling`` until the next retrieve, which finds it ``ended``
as the real API does: requests answered before the cancel (``process``) ``succeeded`` (and
billed), the others ``canceled``. ``fake.batches.drop_results(batch_id)`` makes an ended
batch's ``results_url`` null (the SDK's ``results()`` then raises a plain ``AnthropicError``).
"""

from __future__ import annotations

import contextlib
import itertools
import json
import re
import socket
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any, Literal, Self

MESSAGES_PATH = "/v1/messages"
BATCHES_PATH = "/v1/messages/batches"
_REDACTED = ("x-api-key", "authorization")

DEFAULT_READ: dict[str, Any] = {
    "doc_type": "delivery_note",
    "document_number": "DN-1001",
    "supplier_name": "Acme Concrete Ltd",
    "delivery_date": "2026-11-03",
    "po_number": "PO-42",
    "items": [{"product_code": "C32", "description": "Concrete 32MPa", "quantity": 6.0}],
}
DEFAULT_USAGE: dict[str, int] = {
    "input_tokens": 1800,
    "output_tokens": 220,
    "cache_creation_input_tokens": 0,
    "cache_read_input_tokens": 0,
}


@dataclass(frozen=True)
class RecordedRequest:
    """One HTTP request as the fake saw it."""

    method: str
    path: str
    headers: dict[str, str]  # lower-cased names; API keys redacted
    body: bytes
    json: Any  # parsed body, or None when it is not JSON


Body = Any | Callable[[RecordedRequest], Any]


@dataclass(frozen=True)
class Reply:
    """What the fake does with one request.

    ``action``: ``respond`` (status, headers, body), ``drop`` (close the socket without an
    answer) or ``hang`` (say nothing for ``hang_s`` seconds, then close). ``body`` is JSON
    data, raw ``bytes``, or a function of the request returning either.
    """

    status: int = 200
    body: Body = None
    headers: dict[str, str] = field(default_factory=dict)
    action: Literal["respond", "drop", "hang"] = "respond"
    hang_s: float = 30.0


Handler = Callable[[RecordedRequest], Reply]

_ids = itertools.count(1)


def message_json(
    request: RecordedRequest,
    content: list[dict[str, Any]],
    *,
    stop_reason: str,
    usage: dict[str, int] | None = None,
) -> dict[str, Any]:
    """A Messages API response body shaped like the real one (the SDK parses it)."""
    data = request.json if isinstance(request.json, dict) else {}
    model = data.get("model", "claude-fake")
    return {
        "id": f"msg_fake{next(_ids):06d}",
        "type": "message",
        "role": "assistant",
        "model": model,
        "content": content,
        "stop_reason": stop_reason,
        "stop_sequence": None,
        "usage": {**DEFAULT_USAGE, **(usage or {})},
    }


def requested_tool(request: RecordedRequest) -> str:
    """The tool the request forces, else its first tool's name."""
    data = request.json or {}
    choice = data.get("tool_choice") or {}
    if choice.get("type") == "tool":
        return str(choice["name"])
    tools = data.get("tools") or [{"name": "tool"}]
    return str(tools[0]["name"])


def tool_answer(
    read: dict[str, Any] | None = None,
    *,
    usage: dict[str, int] | None = None,
    stop_reason: str = "tool_use",
) -> Reply:
    """A good answer: one tool_use block calling the requested tool with ``read``."""
    tool_input = DEFAULT_READ if read is None else read

    def body(req: RecordedRequest) -> dict[str, Any]:
        block = {
            "type": "tool_use",
            "id": f"toolu_fake{next(_ids):06d}",
            "name": requested_tool(req),
            "input": tool_input,
        }
        return message_json(req, [block], stop_reason=stop_reason, usage=usage)

    return Reply(body=body)


def malformed_tool_answer(tool_input: Any = "not an object", **kw: Any) -> Reply:
    """A tool_use whose input does not fit the read schema (default: a bare string)."""
    return tool_answer(tool_input, **kw)


def truncated_answer(usage: dict[str, int] | None = None) -> Reply:
    """The answer cut off: ``stop_reason: max_tokens`` with a partial tool input."""
    return tool_answer({"doc_type": "delivery_note"}, usage=usage, stop_reason="max_tokens")


def text_answer(text: str = "I cannot read this page.") -> Reply:
    """No tool_use at all: one text block, ``end_turn``."""
    return Reply(
        body=lambda req: message_json(req, [{"type": "text", "text": text}], stop_reason="end_turn")
    )


def error_reply(
    status: int, kind: str, message: str, headers: dict[str, str] | None = None
) -> Reply:
    """An API error in the real shape ``{"type": "error", "error": {...}}``."""
    return Reply(
        status=status,
        body={"type": "error", "error": {"type": kind, "message": message}},
        headers=headers or {},
    )


def rate_limited(retry_after_s: float = 0.01) -> Reply:
    """429 with ``retry-after`` (whole seconds, rounded up) and the precise ``retry-after-ms``."""
    headers = {
        "retry-after": str(max(1, int(retry_after_s + 0.999))),
        "retry-after-ms": str(int(retry_after_s * 1000)),
    }
    return error_reply(429, "rate_limit_error", "Number of request tokens exceeded.", headers)


def overloaded(retry_after_s: float = 0.01) -> Reply:
    """529 overloaded; a short ``retry-after-ms`` keeps SDK retries fast in tests."""
    headers = {"retry-after-ms": str(int(retry_after_s * 1000))}
    return error_reply(529, "overloaded_error", "Overloaded", headers)


def server_error(status: int = 500, retry_after_s: float = 0.01) -> Reply:
    """A 5xx ``api_error``."""
    headers = {"retry-after-ms": str(int(retry_after_s * 1000))}
    return error_reply(status, "api_error", "Internal server error", headers)


def drop_connection() -> Reply:
    """Close the socket without answering."""
    return Reply(action="drop")


def hang(seconds: float = 30.0) -> Reply:
    """Answer nothing for ``seconds`` (longer than the client's timeout), then close."""
    return Reply(action="hang", hang_s=seconds)


class FakeAnthropic:
    """The fake server; a context manager. Thread-safe: the SDK may call from many threads."""

    def __init__(self, *, default: Handler | None = None) -> None:
        self.default: Handler = default or (lambda _req: tool_answer())
        self._lock = threading.Lock()
        self._closing = threading.Event()
        self._queue: deque[Reply] = deque()
        self._requests: list[RecordedRequest] = []
        self._routes: list[tuple[str, re.Pattern[str], Handler]] = []
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None
        self.route("POST", re.escape(MESSAGES_PATH), self._messages)
        self.batches = FakeMessageBatches(self)

    # -- scripting -------------------------------------------------------------------------

    def enqueue(self, *replies: Reply) -> None:
        """Queue replies for the next ``POST /v1/messages`` attempts, in order."""
        with self._lock:
            self._queue.extend(replies)

    def route(self, method: str, pattern: str, handler: Handler) -> None:
        """Answer ``method`` requests whose path fully matches regex ``pattern``.

        Later routes win, so a test can override the messages route too.
        """
        with self._lock:
            self._routes.insert(0, (method.upper(), re.compile(pattern), handler))

    def _messages(self, request: RecordedRequest) -> Reply:
        with self._lock:
            queued = self._queue.popleft() if self._queue else None
        return queued if queued is not None else self.default(request)

    # -- inspection ------------------------------------------------------------------------

    @property
    def requests(self) -> list[RecordedRequest]:
        """Every request so far, oldest first (a copy)."""
        with self._lock:
            return list(self._requests)

    def calls(self, path: str = MESSAGES_PATH, method: str = "POST") -> int:
        """How many requests hit ``method path`` (query string ignored)."""
        with self._lock:
            return sum(
                1 for r in self._requests if r.method == method and r.path.split("?")[0] == path
            )

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:PORT``, for ``anthropic.Anthropic(base_url=...)``."""
        if self._server is None:
            raise RuntimeError("FakeAnthropic is not started")
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}"

    # -- lifecycle -------------------------------------------------------------------------

    def start(self) -> Self:
        """Bind 127.0.0.1 on a free port and serve from a daemon thread."""
        server = ThreadingHTTPServer(("127.0.0.1", 0), _make_handler(self))
        server.daemon_threads = True
        self._server = server
        # A short poll interval keeps close() (and so each test's teardown) fast.
        self._thread = threading.Thread(
            target=server.serve_forever, kwargs={"poll_interval": 0.02}, name="fake-anthropic"
        )
        self._thread.daemon = True
        self._thread.start()
        return self

    def close(self) -> None:
        """Stop serving; wakes hanging handlers so nothing lingers."""
        self._closing.set()
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    # -- request handling (server threads) -------------------------------------------------

    def _handle(
        self, method: str, path: str, headers: dict[str, str], body: bytes
    ) -> tuple[Reply, RecordedRequest]:
        try:
            parsed: Any = json.loads(body) if body else None
        except ValueError:
            parsed = None
        request = RecordedRequest(method, path, headers, body, parsed)
        with self._lock:
            self._requests.append(request)
            routes = list(self._routes)
        bare = path.split("?")[0]
        for route_method, pattern, handler in routes:
            if route_method == method and pattern.fullmatch(bare):
                return handler(request), request
        return error_reply(404, "not_found_error", f"fake: no route for {method} {bare}"), request

    def _wait_closing(self, seconds: float) -> None:
        self._closing.wait(seconds)


# -- Message Batches --------------------------------------------------------------------------

BatchResult = Callable[[RecordedRequest], dict[str, Any]]
"""Makes the ``result`` object of one batch line from the request's params (as a request)."""


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
            if batch is not None and batch.status == "canceling":
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


def _make_handler(fake: FakeAnthropic) -> type[BaseHTTPRequestHandler]:
    class _Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def _serve(self) -> None:
            length = int(self.headers.get("content-length") or 0)
            body = self.rfile.read(length) if length else b""
            headers = {
                k.lower(): ("***" if k.lower() in _REDACTED else v) for k, v in self.headers.items()
            }
            reply, request = fake._handle(self.command, self.path, headers, body)
            if reply.action == "drop":
                self._abort()
                return
            if reply.action == "hang":
                fake._wait_closing(reply.hang_s)
                self._abort()
                return
            payload = reply.body(request) if callable(reply.body) else reply.body
            self._respond(reply, payload)

        def _respond(self, reply: Reply, payload: Any) -> None:
            if isinstance(payload, bytes):
                data, ctype = payload, "application/octet-stream"
            else:
                data, ctype = json.dumps(payload).encode(), "application/json"
            self.send_response(reply.status)
            if not any(name.lower() == "content-type" for name in reply.headers):
                self.send_header("content-type", ctype)
            self.send_header("content-length", str(len(data)))
            self.send_header("request-id", f"req_fake{next(_ids):06d}")
            for name, value in reply.headers.items():
                self.send_header(name, value)
            self.end_headers()
            with contextlib.suppress(OSError):  # the client gave up: nothing to tell it
                self.wfile.write(data)

        def _abort(self) -> None:
            # Close without a byte of answer: the client sees a dropped connection.
            self.close_connection = True
            with contextlib.suppress(OSError):
                self.connection.shutdown(socket.SHUT_RDWR)

        do_GET = _serve
        do_POST = _serve
        do_DELETE = _serve

        def log_message(self, format: str, *args: Any) -> None:
            pass  # quiet: tests assert on fake.requests instead

    return _Handler
