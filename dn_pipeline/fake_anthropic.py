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

More endpoints (e.g. ``/v1/messages/batches``) are added with ``fake.route(method, pattern,
handler)``, where ``handler(request) -> Reply``; a Reply can carry any JSON or raw bytes.
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
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any, Literal, Self

MESSAGES_PATH = "/v1/messages"
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
