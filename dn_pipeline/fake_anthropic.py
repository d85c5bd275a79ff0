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

from dn_pipeline.fake_usage import TokenCounter, model_facts, thinks

MESSAGES_PATH = "/v1/messages"
BATCHES_PATH = "/v1/messages/batches"
_REDACTED = ("x-api-key", "authorization")
UNSUPPORTED_SCHEMA_KEYWORDS = frozenset(
    {"maxLength", "minLength", "minimum", "maximum", "maxItems", "minItems"}
)

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
_request_ids = itertools.count(1)


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
    usage: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """A Messages API response body shaped like the real one (the SDK parses it)."""
    data = request.json if isinstance(request.json, dict) else {}
    model = data.get("model", "claude-fake")
    full: dict[str, Any] = {**DEFAULT_USAGE, **(usage or {})}
    full.setdefault(
        "cache_creation",
        {
            "ephemeral_5m_input_tokens": full["cache_creation_input_tokens"],
            "ephemeral_1h_input_tokens": 0,
        },
    )
    full.setdefault("service_tier", "standard")
    if thinks(data):
        content = [{"type": "thinking", "thinking": "", "signature": "fake-signature"}, *content]
    return {
        "id": f"msg_fake{next(_ids):06d}",
        "type": "message",
        "role": "assistant",
        "model": model,
        "content": content,
        "stop_reason": stop_reason,
        "stop_sequence": None,
        "usage": full,
    }


def model_info(request: RecordedRequest) -> Reply:
    """``GET /v1/models/{id}``: lifecycle and the capabilities the reader relies on, from the
    API's facts (the table as imported); 404 for a model it does not know."""
    model = request.path.split("?")[0].rsplit("/", 1)[-1]
    facts = model_facts({"model": model})
    if facts is None:
        return error_reply(404, "not_found_error", f"model: {model}")
    lifecycle = "deprecated" if facts.status == "deprecated" else "active"
    return Reply(
        body={
            "type": "model",
            "id": model,
            "display_name": model,
            "created_at": "2026-10-07T00:00:00Z",
            "lifecycle": lifecycle,
            "deprecated_at": None,
            "capabilities": {
                "structured_outputs": {"supported": facts.structured_outputs},
                "image_input": {"supported": True},
                "batch": {"supported": True},
            },
        }
    )


def wants_json(request: RecordedRequest) -> bool:
    """The request asked for structured outputs (the answer is JSON text)."""
    data = request.json if isinstance(request.json, dict) else {}
    fmt = (data.get("output_config") or {}).get("format") or {}
    return fmt.get("type") == "json_schema"


def check_request(request: RecordedRequest) -> Reply | None:
    """The 400 today's API gives a request a model refuses; None when it would be accepted."""
    data = request.json if isinstance(request.json, dict) else {}
    facts = model_facts(data)
    choice = (data.get("tool_choice") or {}).get("type")
    if facts is not None and choice in ("tool", "any") and not facts.forced_tool_choice:
        return error_reply(
            400, "invalid_request_error", f"tool_choice {choice} is not supported by this model"
        )
    if facts is not None and thinks(data) and choice in ("tool", "any"):
        return error_reply(400, "invalid_request_error", "thinking may not force tool use")
    thinking = (data.get("thinking") or {}).get("type")
    if facts is not None and facts.thinking == "always" and thinking == "disabled":
        return error_reply(400, "invalid_request_error", "thinking cannot be disabled")
    fmt = (data.get("output_config") or {}).get("format")
    if fmt is not None:
        if facts is not None and not facts.structured_outputs:
            return error_reply(400, "invalid_request_error", "output_config.format unsupported")
        problem = schema_problem(fmt.get("schema"))
        if problem:
            return error_reply(400, "invalid_request_error", f"output_config.format: {problem}")
    return None


def schema_problem(schema: Any, where: str = "schema") -> str:
    """Why structured outputs would refuse ``schema`` ("" when it would accept it)."""
    if not isinstance(schema, dict):
        return f"{where}: not an object"
    for key in UNSUPPORTED_SCHEMA_KEYWORDS & set(schema):
        return f"{where}: {key} is not supported"
    kind = schema.get("type")
    if isinstance(kind, list) and len(kind) > 1:
        return f"{where}: use anyOf for a type union"
    if kind == "object" and schema.get("additionalProperties") is not False:
        return f"{where}: additionalProperties must be false"
    subs: list[tuple[str, Any]] = [
        (f"{where}.{k}", v) for k, v in (schema.get("properties") or {}).items()
    ]
    if isinstance(schema.get("items"), dict):
        subs.append((f"{where}[]", schema["items"]))
    subs += [(f"{where}|{i}", v) for i, v in enumerate(schema.get("anyOf") or [])]
    for path, sub in subs:
        problem = schema_problem(sub, path)
        if problem:
            return problem
    return ""


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
    usage: dict[str, Any] | None = None,
    stop_reason: str = "tool_use",
) -> Reply:
    """A good answer in the form the request asked for: the JSON text of ``read`` when it
    carries ``output_config.format`` (structured outputs), else one tool_use block calling
    the requested tool with ``read``."""
    tool_input = DEFAULT_READ if read is None else read

    def body(req: RecordedRequest) -> dict[str, Any]:
        if wants_json(req):
            text = json.dumps(tool_input)
            if stop_reason == "max_tokens":
                text = text[: len(text) // 2]  # cut off mid-answer
            stop = stop_reason if stop_reason != "tool_use" else "end_turn"
            return message_json(
                req, [{"type": "text", "text": text}], stop_reason=stop, usage=usage
            )
        block = {
            "type": "tool_use",
            "id": f"toolu_fake{next(_ids):06d}",
            "name": requested_tool(req),
            "input": tool_input,
        }
        return message_json(req, [block], stop_reason=stop_reason, usage=usage)

    return Reply(body=body)


def malformed_tool_answer(tool_input: Any = "not an object", **kw: Any) -> Reply:
    """An answer that does not fit the read schema (default: a bare string), in the form the
    request asked for (see ``tool_answer``)."""
    return tool_answer(tool_input, **kw)


def truncated_answer(usage: dict[str, Any] | None = None) -> Reply:
    """The answer cut off: ``stop_reason: max_tokens`` with a partial tool input (or half
    of the JSON text, for structured outputs)."""
    return tool_answer({"doc_type": "delivery_note"}, usage=usage, stop_reason="max_tokens")


def text_answer(text: str = "I cannot read this page.") -> Reply:
    """Prose instead of an answer: one text block, ``end_turn`` (not JSON, no tool_use)."""
    return Reply(
        body=lambda req: message_json(req, [{"type": "text", "text": text}], stop_reason="end_turn")
    )


def refusal(category: str | None = "general_harms") -> Reply:
    """The model declined: ``stop_reason: refusal``, no answer, paid like any call."""

    def body(req: RecordedRequest) -> dict[str, Any]:
        out = message_json(req, [], stop_reason="refusal")
        out["stop_details"] = {"type": "refusal", "category": category, "explanation": None}
        return out

    return Reply(body=body)


def error_reply(
    status: int,
    kind: str,
    message: str,
    headers: dict[str, str] | None = None,
    *,
    error_code: str | None = None,
) -> Reply:
    """An API error in the real shape ``{"type": "error", "error": {...}, "request_id": ...}``
    (the request id is filled in when it is answered, equal to the ``request-id`` header)."""
    error: dict[str, Any] = {"type": kind, "message": message}
    if error_code:
        error["details"] = {"error_code": error_code}
    return Reply(status=status, body={"type": "error", "error": error}, headers=headers or {})


def billing_error() -> Reply:
    """402 ``billing_error``: the account cannot be billed (e.g. no credit left)."""
    return error_reply(402, "billing_error", "Your credit balance is too low.")


def spend_limit_reached(status: int = 400) -> Reply:
    """A spend limit reached, recognised by ``error.details.error_code`` only."""
    return error_reply(
        status,
        "invalid_request_error",
        "You have reached your specified API usage limits.",
        error_code="enforced_spend_limit_reached",
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
