"""The Anthropic vision reader: one Messages call per page, the answer held to the read schema.

Request (``build_params``, reused by Message Batches mode with ``batch=True``): the stored PNG
fitted to the model's image limits (its row of ``prices.MODELS``), the PDF text layer as
compact lines when the page has one, and a system prompt marked for caching (5-minute TTL;
1-hour for Message Batches, whose requests run long after a 5-minute entry would expire). The
answer format follows the model's row:

- ``structured_outputs``: ``output_config.format`` with ``readschema.OUTPUT_SCHEMA`` (the
  answer is JSON text); the length caps are ours, checked by ``validate_read`` afterwards;
- otherwise one tool whose ``input_schema`` is ``READ_SCHEMA``, forced with ``tool_choice``
  only where the model still accepts it.

Thinking is turned off where the model allows it (``thinking: disabled``); where it cannot be
(``always``) effort is ``low`` and ``max_tokens`` adds a thinking allowance to the answer's.

Outcomes of ``read`` (``parse_message`` does the answer half, also for batch results):

- an answer valid against ``READ_SCHEMA`` -> ``ReadOutput`` with tokens and cost (priced by
  the model's row; 1-hour cache writes and the ``batch`` service tier at their own prices);
- ``stop_reason == "refusal"`` -> ``PaidReadError("refused")``; ``"max_tokens"`` ->
  ``PaidReadError("truncated")``; no answer, or one the schema refuses ->
  ``PaidReadError("invalid_answer")``. Page failures that carry the ``Usage`` they cost.

Errors are told apart by HTTP status and the error body's ``type`` / ``details.error_code``,
never by message text (the SDK says its wording changes):

- 401 ``authentication_error``, 403 ``permission_error``, 404 ``not_found_error`` and 402
  ``billing_error`` (``BillingError``) -> ``ConfigError``: not a page error, not retryable.
  The runner hands the batch back without spending an attempt and the tick stops with one
  clear line: an operator must act;
- a spend limit (``details.error_code`` ending ``spend_limit_reached``, whatever the
  status) -> ``BudgetExhausted``: the batch waits, as at our own spend cap;
- 429, 529, other 5xx, 408/409, timeouts and connection errors -> retried here (the SDK's
  own retries are off), then ``ReaderUnavailable``: the batch is requeued, reads kept;
- any other 400 (``invalid_request_error``) or 413 -> ``ReadError("request_rejected")`` with
  the API's ``request_id`` in the detail: this page's request was refused as sent.

**Calls in doubt** (issue #16 finding 8). Retries are ours so that every attempt is counted:
an attempt that timed out or lost its connection after the request was sent may have been
processed and billed although we never saw its answer. ``Usage.calls_in_doubt`` (on an
answer) and ``ReaderUnavailable.calls_in_doubt`` (when the retries run out) carry that count
to the read cache, which records it. A refused connection (nothing sent) is not in doubt.

The API key is handed to the SDK and never logged, printed or put in an error message.
"""

from __future__ import annotations

import base64
import json
import random
import threading
import time
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from dn_pipeline.errors import BudgetExhausted, ConfigError, ReadError, ReaderUnavailable
from dn_pipeline.lazy import LazyModule
from dn_pipeline.readers import prices
from dn_pipeline.readers.base import PageInput, ReadOutput, Usage
from dn_pipeline.readers.schema import OUTPUT_SCHEMA, READ_SCHEMA, validate_read
from dn_pipeline.readers.vision_input import fit_image, text_layer_lines

if TYPE_CHECKING:
    import anthropic
    import httpx2
    from anthropic.types import Message
else:  # imported on first use: see dn_pipeline.lazy
    anthropic = LazyModule("anthropic")
    httpx2 = LazyModule("httpx2")

DEFAULT_MODEL = prices.DEFAULT_MODEL
TOOL_NAME = "record_page"
# A dense page with 40 item lines answers in ~2,000 tokens; 4,096 leaves room without waste.
MAX_TOKENS = 4096
# Added to max_tokens for models whose thinking cannot be turned off (it counts against it).
THINKING_ALLOWANCE = 4096
# Statuses retried here (after which the batch is requeued); 529 is "overloaded".
RETRY_STATUSES = frozenset({408, 409, 429, 500, 502, 503, 504, 529})
SPEND_LIMIT_SUFFIX = "spend_limit_reached"


class BillingError(ConfigError):
    """The API refused to bill this account (402 billing_error): an operator must act."""


class PaidReadError(ReadError):
    """The page's answer is unusable, and the call that produced it was paid for."""

    def __init__(self, code: str, detail: str = "", *, usage: Usage) -> None:
        super().__init__(code, detail)
        self.usage = usage


class CallsInDoubt(ReaderUnavailable):
    """The API stayed unavailable; ``calls_in_doubt`` attempts may have reached it."""

    def __init__(self, message: str, *, calls_in_doubt: int) -> None:
        super().__init__(message)
        self.calls_in_doubt = calls_in_doubt


SYSTEM_PROMPT = """\
You read one scanned or photographed page from a construction company's incoming paperwork \
and record what is printed on it, once, in the answer format you are given.

Classify the page first (doc_type):
- delivery_note: a delivery note, delivery docket, dispatch note, Lieferschein, weighbridge or \
batch ticket that accompanies goods delivered to a site;
- invoice: an invoice, tax invoice or credit note (a request for payment);
- other: any other document (statement, order confirmation, letter, photo of something else);
- blank: an empty page or the blank back of a double-sided scan.

Then fill the fields from what is printed, never from guesses:
- document_number: the delivery note / docket number (labels such as Delivery Note No, Docket \
No, DN, Ticket No, Lieferschein-Nr). Not the invoice, order or customer number.
- supplier_name and supplier_tax_id: the company that delivers, usually in the letterhead or \
logo; never the customer or the delivery site. Tax id as printed (VAT, ABN, GST, USt-IdNr).
- delivery_date: ISO YYYY-MM-DD only when the date is unambiguous; otherwise null. Always copy \
the printed date into delivery_date_raw exactly as printed.
- po_number: the customer's purchase order / order number / your reference.
- delivery_address: the delivery address or site name as printed.
- page_number and page_total: only when the page prints "page N of M" or similar.
- continuation: true when the page continues a note begun on an earlier page (no header, \
carried-forward lines, "continued").
- items: one entry per delivered line: product_code, description, quantity (a number), unit.
- confidence: for each field you filled, a number from 0 to 1.

Use null for anything not printed or not legible. When a text layer is given it comes from the \
PDF itself and is exact, but the image decides layout and what belongs to which label."""


class AnthropicReader:
    """Reads a page with Claude through the official SDK (see the module docstring)."""

    name: str = "anthropic"
    paid: bool = True

    def __init__(
        self,
        *,
        api_key: str,
        model: str = DEFAULT_MODEL,
        base_url: str | None = None,
        timeout_s: float = 60,
        max_retries: int = 3,
        retry_base_s: float = 0.5,
    ) -> None:
        """Check the configuration now (unknown model, empty key -> ConfigError); no network."""
        if not api_key:
            raise ConfigError("ANTHROPIC_API_KEY is empty: the anthropic reader needs a key")
        self._facts = prices.facts(model)
        prices.warn_if_old(model)
        # The cascade: the stronger reader a refused, cut-off or invalid page escalates to
        # (``reads.ReadCache``); None = no escalation.
        self.escalation: AnthropicReader | None = None
        self._model = model
        self._timeout_s = timeout_s
        self._max_retries = max_retries
        self._retry_base_s = retry_base_s
        # Our own retries (see "calls in doubt"): the SDK must not resend behind our back.
        self._client_args: dict[str, Any] = {
            "api_key": api_key,
            "base_url": base_url,
            "timeout": timeout_s,
            "max_retries": 0,
        }
        self._client_made: anthropic.Anthropic | None = None
        self._client_lock = threading.Lock()

    @property
    def _client(self) -> anthropic.Anthropic:
        """The SDK client, made on the first call: importing the SDK costs ~2 s of CPU, which
        a tick that finds nothing to read (a cron tick on an empty queue) never pays."""
        with self._client_lock:
            if self._client_made is None:
                self._client_made = anthropic.Anthropic(**self._client_args)
            return self._client_made

    @property
    def model(self) -> str:
        """The model id; part of the read-cache key."""
        return self._model

    @property
    def facts(self) -> prices.ModelFacts:
        """The model's row of the model table."""
        return self._facts

    def __repr__(self) -> str:
        return f"AnthropicReader(model={self._model!r})"  # never the key

    def check_capabilities(self) -> list[str]:
        """Where the API's own word on this model (``models.retrieve(id)``: lifecycle and
        capabilities) contradicts its row of the model table; [] when they agree. One call,
        no charge; for operators and the bench, not run per tick."""
        info = self._client.models.retrieve(self._model)
        problems = []
        caps = info.capabilities
        if caps is not None and caps.structured_outputs.supported != self._facts.structured_outputs:
            problems.append(
                f"structured outputs: the API says {caps.structured_outputs.supported}, "
                f"the table {self._facts.structured_outputs}"
            )
        if caps is not None and not caps.image_input.supported:
            problems.append("the API says this model takes no image input")
        status = {"active": ("active", "legacy"), "deprecated": ("deprecated",)}
        if info.lifecycle == "retired" or self._facts.status not in status.get(
            info.lifecycle, (info.lifecycle,)
        ):
            problems.append(
                f"lifecycle: the API says {info.lifecycle}, the table {self._facts.status}"
            )
        return problems

    # -- request -----------------------------------------------------------------------------

    def build_params(self, page: PageInput, *, batch: bool = False) -> dict[str, Any]:
        """The exact, JSON-serialisable Messages request params for ``page``."""
        facts = self._facts
        png, width, height = fit_image(page.png, facts)
        content: list[dict[str, Any]] = [
            {
                "type": "image",
                "source": {
                    "type": "base64",
                    "media_type": "image/png",
                    "data": base64.b64encode(png).decode("ascii"),
                },
            }
        ]
        text = text_layer_lines(page.text_layer)
        if text:
            content.append(
                {"type": "text", "text": f"Text layer of this page (from the PDF):\n{text}"}
            )
        how = (
            "Answer in the given JSON format."
            if facts.structured_outputs
            else (f"Record it with {TOOL_NAME}.")
        )
        content.append({"type": "text", "text": f"Page image {width}x{height} px. {how}"})
        # The mark on the last system block caches everything before it (tools + system).
        cache: dict[str, Any] = {"type": "ephemeral"}
        if batch:
            cache["ttl"] = "1h"
        params: dict[str, Any] = {
            "model": self._model,
            "max_tokens": MAX_TOKENS,
            "system": [{"type": "text", "text": SYSTEM_PROMPT, "cache_control": cache}],
            "messages": [{"role": "user", "content": content}],
        }
        output_config: dict[str, Any] = {}
        if facts.structured_outputs:
            output_config["format"] = {"type": "json_schema", "schema": OUTPUT_SCHEMA}
        else:
            params["tools"] = [tool_definition()]
            params["tool_choice"] = (
                {"type": "tool", "name": TOOL_NAME}
                if facts.forced_tool_choice
                else {"type": "auto"}  # models that think refuse forced tool use
            )
        if facts.thinking == "adaptive":
            params["thinking"] = {"type": "disabled"}
        elif facts.thinking == "always":
            output_config["effort"] = "low"
            params["max_tokens"] = MAX_TOKENS + THINKING_ALLOWANCE
        if output_config:
            params["output_config"] = output_config
        return params

    # -- call --------------------------------------------------------------------------------

    def read(self, page: PageInput) -> ReadOutput:
        """One paid answer for ``page``, after up to ``max_retries`` retries of our own."""
        params = self.build_params(page)
        in_doubt = 0
        attempt = 0
        while True:
            try:
                message: Message = self._client.messages.create(**params)
            except anthropic.APIStatusError as exc:
                failure = self._translate(exc)
                delay = _retry_after_s(exc)
            except anthropic.APIConnectionError as exc:  # APITimeoutError included
                if _may_have_been_sent(exc):
                    in_doubt += 1
                what = "timed out" if isinstance(exc, anthropic.APITimeoutError) else "failed"
                failure = ReaderUnavailable(f"Anthropic API call {what}: {type(exc).__name__}")
                delay = None
            else:
                out = self.parse_message(message)
                if in_doubt:
                    out = replace(out, usage=replace(out.usage, calls_in_doubt=in_doubt))
                return out
            if not isinstance(failure, ReaderUnavailable):
                if isinstance(failure, ReadError) and in_doubt:
                    # A failed page records its calls in doubt like an answer would.
                    raise PaidReadError(
                        failure.code, failure.detail, usage=Usage(calls_in_doubt=in_doubt)
                    ) from failure
                raise failure
            if attempt >= self._max_retries:
                raise CallsInDoubt(
                    f"{failure} (after {attempt} retries"
                    + (f"; {in_doubt} call(s) in doubt)" if in_doubt else ")"),
                    calls_in_doubt=in_doubt,
                ) from failure
            attempt += 1
            time.sleep(delay if delay is not None else self._backoff_s(attempt))

    def _backoff_s(self, attempt: int) -> float:
        base = self._retry_base_s * (2 ** (attempt - 1))
        return float(min(8.0, base * (0.75 + random.random() / 2)))

    def _translate(self, exc: anthropic.APIStatusError) -> Exception:
        """The error class by status, ``error.type`` and ``error.details.error_code``."""
        status, kind = exc.status_code, exc.type or ""
        code = exc.error_code or ""
        what = f"Anthropic API {status} {kind or 'error'}"
        if code:
            what += f" ({code})"
        if exc.request_id:
            what += f", request_id {exc.request_id}"
        if code.endswith(SPEND_LIMIT_SUFFIX):
            return BudgetExhausted(f"{what}: a spend limit is reached; reads wait")
        if status == 401 or kind == "authentication_error":
            return ConfigError(f"{what}: the API key was refused (check ANTHROPIC_API_KEY)")
        if status == 402 or kind == "billing_error":
            return BillingError(f"{what}: billing refused (add credit or fix billing)")
        if status == 403 or kind == "permission_error":
            return ConfigError(f"{what}: the API key may not use model {self._model!r}")
        if status == 404 or kind == "not_found_error":
            return ConfigError(f"{what}: unknown model {self._model!r} or wrong base URL")
        if status in RETRY_STATUSES or status >= 500:
            return ReaderUnavailable(what)
        if status in (400, 413) or kind in ("invalid_request_error", "request_too_large"):
            return ReadError("request_rejected", what)
        # Anything unexpected: retry the batch later rather than fail a page for it.
        return ReaderUnavailable(what)

    # -- answer ------------------------------------------------------------------------------

    def usage_of(self, message: Message) -> Usage:
        """Tokens and cost of one response, priced by its service tier."""
        u = message.usage
        one_hour = u.cache_creation.ephemeral_1h_input_tokens if u.cache_creation else 0
        kw = {
            "input_tokens": u.input_tokens,
            "output_tokens": u.output_tokens,
            "cache_read_tokens": u.cache_read_input_tokens or 0,
            "cache_creation_tokens": u.cache_creation_input_tokens or 0,
        }
        cost = prices.cost_usd(
            self._model,
            **kw,
            cache_creation_1h_tokens=one_hour,
            batch=u.service_tier == "batch",
        )
        return Usage(**kw, cache_creation_1h_tokens=one_hour, cost_usd=cost)

    def parse_message(self, message: Message) -> ReadOutput:
        """Turn a Messages response into a validated ``ReadOutput`` or a ``PaidReadError``."""
        usage = self.usage_of(message)
        if message.stop_reason == "refusal":
            why = ""
            details = getattr(message, "stop_details", None)
            if details is not None and getattr(details, "category", None):
                why = f" (category {details.category})"
            raise PaidReadError("refused", f"the model declined this page{why}", usage=usage)
        if message.stop_reason == "max_tokens":
            raise PaidReadError(
                "truncated",
                f"answer cut off at max_tokens ({usage.output_tokens} output tokens)",
                usage=usage,
            )
        calls = [b for b in message.content if b.type == "tool_use" and b.name == TOOL_NAME]
        texts = "".join(b.text for b in message.content if b.type == "text")
        answer: object
        if calls:
            answer = calls[0].input
        else:
            try:
                answer = json.loads(texts)
            except ValueError:
                raise PaidReadError(
                    "invalid_answer",
                    f"no JSON answer (stop_reason={message.stop_reason}): {texts}"[:300],
                    usage=usage,
                ) from None
        try:
            result = validate_read(answer)
        except ReadError as exc:
            raise PaidReadError(exc.code, exc.detail, usage=usage) from exc
        return ReadOutput(result=result, usage=usage)


def _may_have_been_sent(exc: anthropic.APIConnectionError) -> bool:
    """False only when the connection was never made (nothing reached the API)."""
    cause: BaseException | None = exc
    while cause is not None:
        if isinstance(cause, httpx2.ConnectError | httpx2.ConnectTimeout):
            return False
        cause = cause.__cause__ or cause.__context__
    return True


def _retry_after_s(exc: anthropic.APIStatusError) -> float | None:
    """The server's own ``retry-after-ms`` / ``retry-after`` hint, bounded to a minute."""
    headers = exc.response.headers
    for name, scale in (("retry-after-ms", 0.001), ("retry-after", 1.0)):
        value = headers.get(name)
        if value:
            try:
                return min(60.0, max(0.0, float(value) * scale))
            except ValueError:
                continue
    return None


def tool_definition() -> dict[str, Any]:
    """The one tool the model must call; its input schema is the read schema."""
    return {
        "name": TOOL_NAME,
        "description": "Record what is printed on this page, following the read schema.",
        "input_schema": READ_SCHEMA,
    }


def prompt_prefix_chars() -> int:
    """Characters of the cacheable prefix (tool definition + system prompt), for sizing."""
    return len(json.dumps([tool_definition()], separators=(",", ":"))) + len(SYSTEM_PROMPT)
