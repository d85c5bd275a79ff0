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

The messages route behaves like today's API where a reader can get it wrong
(``check_request``): a forced ``tool_choice`` on a model that refuses it, ``thinking``
disabled on a model whose thinking is always on, and a structured-output schema with
keywords the feature refuses are each a 400 ``invalid_request_error``. Answers take the
form the request asked for: ``tool_answer(read)`` is a ``tool_use`` block, or the JSON text
of ``read`` when the request carries ``output_config.format``; a model that thinks by
default (its row of ``prices.MODELS``) and was not told otherwise answers a thinking block
first. Every response has ``usage.cache_creation`` (5-minute / 1-hour split) and
``service_tier``; every error body has a top-level ``request_id`` equal to the
``request-id`` header. ``refusal()``, ``billing_error()`` (402) and
``spend_limit_reached()`` script the other outcomes.

``FakeAnthropic(count_tokens=True)`` makes the default answers' usage measured rather than
fixed: text at ``CHARS_PER_TOKEN`` characters a token (times the model's tokenizer factor),
images by the model's own rule, and a prompt cache per model that writes the prefix up to
the ``cache_control`` mark when it reaches the model's minimum and reads it afterwards.

Message Batches (``fake.batches``, a ``FakeMessageBatches``) answer create, retrieve, cancel
and the JSONL results in the real shapes, so ``client.messages.batches.*`` works unchanged.
A created message batch stays ``in_progress`` until the test ends it:

    fake.batches.end()                                  # every request answered as usual
    fake.batches.end(results={1: batch_errored()}, custom_ids={2: "bogus"})
    fake.batches.forget(batch_id)                       # 404 from now on
    fake.batches.process(batch_id, [0, 2])              # those answered, the batch goes on

A cancelled message batch is ``canceling`` until the next retrieve, which finds it ``ended``
as the real API does: requests answered before the cancel (``process``) ``succeeded`` (and
billed), the others ``canceled``. With ``fake.batches.hold_cancels = True`` a cancelled
batch stays ``canceling`` (as a real one does while its in-flight requests finish) until
``fake.batches.finish_cancel(batch_id)``. ``fake.batches.drop_results(batch_id)`` makes an ended
batch's ``results_url`` null (the SDK's ``results()`` then raises a plain ``AnthropicError``).
"""

from __future__ import annotations

import contextlib
import json
import re
import socket
import threading
from collections import deque
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any, Self

from dn_pipeline.testing.fake_batches import FakeMessageBatches
from dn_pipeline.testing.fake_replies import (
    _REDACTED,
    DEFAULT_READ,
    MESSAGES_PATH,
    Handler,
    RecordedRequest,
    Reply,
    _request_ids,
    check_request,
    error_reply,
    model_info,
    tool_answer,
)
from dn_pipeline.testing.fake_usage import TokenCounter


class FakeAnthropic:
    """The fake server; a context manager. Thread-safe: the SDK may call from many threads."""

    def __init__(self, *, default: Handler | None = None, count_tokens: bool = False) -> None:
        self.tokens = TokenCounter() if count_tokens else None
        self.default: Handler = default or self._default_answer
        self._lock = threading.Lock()
        self._closing = threading.Event()
        self._queue: deque[Reply] = deque()
        self._requests: list[RecordedRequest] = []
        self._routes: list[tuple[str, re.Pattern[str], Handler]] = []
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None
        self.route("POST", re.escape(MESSAGES_PATH), self._messages)
        self.route("GET", r"/v1/models/([A-Za-z0-9._-]+)", model_info)
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
        refused = check_request(request)
        if refused is not None:
            return refused
        with self._lock:
            queued = self._queue.popleft() if self._queue else None
        return queued if queued is not None else self.default(request)

    def _default_answer(self, request: RecordedRequest) -> Reply:
        if self.tokens is None:
            return tool_answer()
        return tool_answer(usage=self.tokens.usage(request, json.dumps(DEFAULT_READ)))

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

"""Makes the ``result`` object of one batch line from the request's params (as a request)."""


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
            request_id = f"req_fake{next(_request_ids):06d}"
            if isinstance(payload, dict) and payload.get("type") == "error":
                payload = {**payload, "request_id": request_id}
            if isinstance(payload, bytes):
                data, ctype = payload, "application/octet-stream"
            else:
                data, ctype = json.dumps(payload).encode(), "application/json"
            self.send_response(reply.status)
            if not any(name.lower() == "content-type" for name in reply.headers):
                self.send_header("content-type", ctype)
            self.send_header("content-length", str(len(data)))
            self.send_header("request-id", request_id)
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
