"""The Anthropic vision reader: one Messages call per page, answer forced into the read schema.

Request (``build_params``, reused as-is by Message Batches mode): the stored PNG downscaled to
the model's image limits (``prices.ModelFacts``), the PDF text layer as compact lines when the
page has one, a system prompt marked ``cache_control: ephemeral``, and one tool whose
``input_schema`` is ``READ_SCHEMA``, forced with ``tool_choice`` where the model allows it.

Outcomes of ``read`` (``parse_message`` does the answer half, also for batch results):

- a ``tool_use`` input valid against the schema -> ``ReadOutput`` with tokens and cost;
- ``stop_reason == "max_tokens"`` -> ``PaidReadError("truncated")``; no tool_use block, a
  refusal, or an input the schema refuses -> ``PaidReadError("invalid_answer")``. Both are
  page failures (``ReadError`` subclasses) that carry the ``Usage`` the failed call cost;
- 429, 529, other 5xx, 408/409, timeouts and connection errors, after the SDK's own retries
  -> ``ReaderUnavailable`` (retryable batch error; nothing is recorded on the page);
- 401 (bad key), 403 (key not allowed), 404 (unknown model / wrong base URL) ->
  ``ConfigError``. Deliberately not a page error and not retryable: a bad API key would
  otherwise mark every page of every batch failed, or requeue batches until they are parked.
  The error propagates to the CLI, which stops the tick with one clear line (exit 1); pages
  stay pending and finished reads are kept;
- 400 saying the credit balance is too low -> ``BudgetExhausted`` (the batch waits, as at the
  spend cap); any other 400 or 413 -> ``ReadError("request_rejected")``: the request for this
  page was refused as sent, and retrying the same bytes cannot help.

The API key is handed to the SDK and never logged, printed or put in an error message.
"""

from __future__ import annotations

import base64
import io
import json
import math
from typing import Any

import anthropic
from anthropic.types import Message
from PIL import Image

from dn_pipeline.errors import BudgetExhausted, ConfigError, ReadError, ReaderUnavailable
from dn_pipeline.readers import prices
from dn_pipeline.readers.base import PageInput, ReadOutput, Usage, Word
from dn_pipeline.readschema import READ_SCHEMA, validate_read

# Sonnet 4.6 is the newest Sonnet that accepts forced tool use (Sonnet 5.5 answers 400 to it).
DEFAULT_MODEL = prices.DEFAULT_MODEL
TOOL_NAME = "record_page"
# A dense page with 40 item lines answers in ~2,000 tokens; 4,096 leaves room without waste.
MAX_TOKENS = 4096
# Bounds the text-layer tokens of a pathological PDF (e.g. a page of tiny repeated text).
MAX_TEXT_LAYER_CHARS = 6000

SYSTEM_PROMPT = """\
You read one scanned or photographed page from a construction company's incoming paperwork \
and record what is printed on it by calling the record_page tool exactly once.

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


class PaidReadError(ReadError):
    """The page's answer is unusable, and the call that produced it was paid for."""

    def __init__(self, code: str, detail: str = "", *, usage: Usage) -> None:
        super().__init__(code, detail)
        self.usage = usage


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
    ) -> None:
        """Check the configuration now (unknown model, empty key -> ConfigError); no network."""
        if not api_key:
            raise ConfigError("ANTHROPIC_API_KEY is empty: the anthropic reader needs a key")
        self._facts = prices.facts(model)
        self._model = model
        self._timeout_s = timeout_s
        self._max_retries = max_retries
        self._client = anthropic.Anthropic(
            api_key=api_key, base_url=base_url, timeout=timeout_s, max_retries=max_retries
        )

    @property
    def model(self) -> str:
        """The model id; part of the read-cache key."""
        return self._model

    def __repr__(self) -> str:
        return f"AnthropicReader(model={self._model!r})"  # never the key

    # -- request -----------------------------------------------------------------------------

    def build_params(self, page: PageInput) -> dict[str, Any]:
        """The exact, JSON-serialisable Messages request params for ``page``."""
        png, width, height = fit_image(page.png, self._facts)
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
        content.append(
            {
                "type": "text",
                "text": f"Page image {width}x{height} px. Record it with {TOOL_NAME}.",
            }
        )
        tool_choice: dict[str, Any] = (
            {"type": "tool", "name": TOOL_NAME}
            if self._facts.forced_tool_choice
            else {"type": "auto"}  # models that think by default refuse forced tool use
        )
        return {
            "model": self._model,
            "max_tokens": MAX_TOKENS,
            "system": [
                {"type": "text", "text": SYSTEM_PROMPT, "cache_control": {"type": "ephemeral"}}
            ],
            "tools": [tool_definition()],
            "tool_choice": tool_choice,
            "messages": [{"role": "user", "content": content}],
        }

    # -- call --------------------------------------------------------------------------------

    def read(self, page: PageInput) -> ReadOutput:
        """One Messages call (plus the SDK's retries) for ``page``; errors as documented above."""
        params = self.build_params(page)
        try:
            message: Message = self._client.messages.create(**params)
        except anthropic.APITimeoutError as exc:
            raise ReaderUnavailable(
                f"Anthropic API timed out ({self._timeout_s:g}s, {self._max_retries} retries)"
            ) from exc
        except anthropic.APIConnectionError as exc:
            raise ReaderUnavailable(
                f"cannot reach the Anthropic API after {self._max_retries} retries: {exc}"
            ) from exc
        except anthropic.APIStatusError as exc:
            raise self._translate(exc) from exc
        return self.parse_message(message)

    def _translate(self, exc: anthropic.APIStatusError) -> Exception:
        status = exc.status_code
        what = f"Anthropic API {status}: {_api_message(exc)}"
        if status == 401:
            return ConfigError(f"{what} (the API key was refused: check ANTHROPIC_API_KEY)")
        if status == 403:
            return ConfigError(f"{what} (the API key may not use model {self._model!r})")
        if status == 404:
            return ConfigError(f"{what} (unknown model {self._model!r} or wrong base URL)")
        if status == 400 and "credit balance" in what.lower():
            return BudgetExhausted(what)
        if status in (400, 413):
            return ReadError("request_rejected", what[:300])
        # 408, 409, 429, 529, 5xx (after the SDK's retries) and anything unexpected: retry the
        # batch later rather than fail a page for something the page did not cause.
        return ReaderUnavailable(f"{what} (after {self._max_retries} retries)")

    # -- answer ------------------------------------------------------------------------------

    def parse_message(self, message: Message) -> ReadOutput:
        """Turn a Messages response into a validated ``ReadOutput`` or a ``PaidReadError``."""
        u = message.usage
        usage = Usage(
            input_tokens=u.input_tokens,
            output_tokens=u.output_tokens,
            cache_read_tokens=u.cache_read_input_tokens or 0,
            cache_creation_tokens=u.cache_creation_input_tokens or 0,
            cost_usd=prices.cost_usd(
                self._model,
                input_tokens=u.input_tokens,
                output_tokens=u.output_tokens,
                cache_read_tokens=u.cache_read_input_tokens or 0,
                cache_creation_tokens=u.cache_creation_input_tokens or 0,
            ),
        )
        if message.stop_reason == "max_tokens":
            raise PaidReadError(
                "truncated",
                f"answer cut off at max_tokens={MAX_TOKENS} ({u.output_tokens} output tokens)",
                usage=usage,
            )
        calls = [b for b in message.content if b.type == "tool_use" and b.name == TOOL_NAME]
        if not calls:
            texts = " ".join(b.text for b in message.content if b.type == "text")
            raise PaidReadError(
                "invalid_answer",
                f"no {TOOL_NAME} tool_use (stop_reason={message.stop_reason}): {texts}"[:300],
                usage=usage,
            )
        try:
            result = validate_read(calls[0].input)
        except ReadError as exc:
            raise PaidReadError(exc.code, exc.detail, usage=usage) from exc
        return ReadOutput(result=result, usage=usage)


def tool_definition() -> dict[str, Any]:
    """The one tool the model must call; its input schema is the read schema."""
    return {
        "name": TOOL_NAME,
        "description": "Record what is printed on this page, following the read schema.",
        "input_schema": READ_SCHEMA,
    }


def target_size(width: int, height: int, facts: prices.ModelFacts) -> tuple[int, int]:
    """The largest size within the model's long-edge and pixel limits, aspect kept."""
    scale = min(
        1.0,
        facts.max_long_edge_px / max(width, height),
        math.sqrt(facts.max_pixels / (width * height)),
    )
    w, h = max(1, math.floor(width * scale)), max(1, math.floor(height * scale))
    while w * h > facts.max_pixels:  # float rounding can overshoot by a pixel row
        w, h = (w - 1, h) if w >= h else (w, h - 1)
    return w, h


def fit_image(png: bytes, facts: prices.ModelFacts) -> tuple[bytes, int, int]:
    """``png`` downscaled (Lanczos, deterministic) to the model's limits, as PNG.

    A page already within the limits is sent byte for byte as stored.
    """
    with Image.open(io.BytesIO(png)) as stored:
        width, height = stored.size
        w, h = target_size(width, height, facts)
        if (w, h) == (width, height):
            return png, width, height
        img: Image.Image = stored
        if img.mode not in ("L", "RGB"):
            # Lanczos needs a continuous-tone mode; canonical pages are L or RGB already.
            img = img.convert("L" if img.mode in ("1", "I;16", "I") else "RGB")
        small = img.resize((w, h), Image.Resampling.LANCZOS)
    out = io.BytesIO()
    small.save(out, format="PNG")
    return out.getvalue(), w, h


def text_layer_lines(words: list[Word], max_chars: int = MAX_TEXT_LAYER_CHARS) -> str:
    """The text layer as reading-order lines: words whose vertical centres are close join."""
    if not words:
        return ""
    ordered = sorted(words, key=lambda w: ((w["y0"] + w["y1"]) / 2, w["x0"]))
    lines: list[list[Word]] = []
    line_mid = -1e9
    for word in ordered:
        mid = (word["y0"] + word["y1"]) / 2
        half = max(1.0, (word["y1"] - word["y0"]) / 2)
        if not lines or abs(mid - line_mid) > half:
            lines.append([])
            line_mid = mid
        lines[-1].append(word)
    text = "\n".join(" ".join(w["t"] for w in sorted(ln, key=lambda w: w["x0"])) for ln in lines)
    return text if len(text) <= max_chars else text[:max_chars] + " …"


def _api_message(exc: anthropic.APIStatusError) -> str:
    body = exc.body
    if isinstance(body, dict):
        err = body.get("error")
        if isinstance(err, dict) and err.get("message"):
            return f"{err.get('type', 'error')}: {err['message']}"
    return str(exc.message)


def prompt_prefix_chars() -> int:
    """Characters of the cacheable prefix (tool definition + system prompt), for sizing."""
    return len(json.dumps([tool_definition()], separators=(",", ":"))) + len(SYSTEM_PROMPT)
