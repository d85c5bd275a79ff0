"""The fake Messages API's requests and replies: what a test records and answers with
(``tool_answer``, ``refusal``, ``rate_limited``, ...), and the request checks the real API
makes. The server itself is ``fake_anthropic.py``.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from dn_pipeline.testing.fake_usage import model_facts, thinks

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
