"""Usage as the API would count it, for the loopback fake (``FakeAnthropic(count_tokens=True)``).

Text is counted at ``CHARS_PER_TOKEN`` characters a token (Anthropic's rule of thumb for
English on the older tokenizer) times the model's tokenizer factor (about 1.3 for the 4.7 and
later tokenizer); images by the model's own rule (``ModelFacts.image_token_count``). A prompt
cache per model and prefix writes the prefix up to the last ``cache_control`` mark when it
reaches the model's minimum (``min_cacheable_tokens``), at the mark's TTL, and reads it on
every later request with the same prefix. Below the minimum the mark is ignored, as the API
does silently.
"""

from __future__ import annotations

import base64
import io
import json
import math
import threading
from typing import TYPE_CHECKING, Any

from PIL import Image

from dn_pipeline.readers import prices

if TYPE_CHECKING:
    from dn_pipeline.testing.fake_replies import RecordedRequest

CHARS_PER_TOKEN = 3.5
# Thinking tokens a model that thinks by default spends on a page (an assumption).
THINKING_TOKENS = 200


# What "the API" knows of each model: the table as it was at import, so that a test can make
# the reader's table stale (a row that lies) while the fake keeps the truth.
API_MODELS: dict[str, prices.ModelFacts] = dict(prices.MODELS)


def model_facts(data: dict[str, Any]) -> prices.ModelFacts | None:
    """The API's facts for the request's model (None for a model the table lacks)."""
    return API_MODELS.get(str(data.get("model", "")))


def thinks(data: dict[str, Any]) -> bool:
    """The model thinks by default and the request did not turn it off."""
    facts = model_facts(data)
    if facts is None or facts.thinking == "none":
        return False
    return (data.get("thinking") or {}).get("type") != "disabled"


class TokenCounter:
    """Usage the way the API would count it (see the module docstring); thread-safe.

    The cacheable prefix is the tools and the system blocks up to the last one carrying
    ``cache_control`` (the API's order: tools, system, messages). The structured-output
    schema is counted as uncached input: whether the API caches or bills it is not in
    what we could read, so the fake takes the dearer assumption.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._cached: set[tuple[str, str]] = set()

    @staticmethod
    def text_tokens(text: str, facts: prices.ModelFacts | None) -> int:
        factor = facts.text_token_factor if facts else 1.0
        return math.ceil(len(text) / CHARS_PER_TOKEN * factor) if text else 0

    def usage(self, request: RecordedRequest, answer_text: str) -> dict[str, Any]:
        data = request.json if isinstance(request.json, dict) else {}
        facts = model_facts(data)
        prefix_parts = [json.dumps(data.get("tools") or [], separators=(",", ":"))]
        rest_parts: list[str] = []
        system = data.get("system") or []
        if isinstance(system, str):
            system = [{"type": "text", "text": system}]
        marked = [i for i, b in enumerate(system) if b.get("cache_control")]
        last_mark = marked[-1] if marked else -1
        for i, block in enumerate(system):
            (prefix_parts if i <= last_mark else rest_parts).append(block.get("text", ""))
        fmt = (data.get("output_config") or {}).get("format")
        if fmt:
            rest_parts.append(json.dumps(fmt.get("schema"), separators=(",", ":")))
        image_tokens = 0
        for message in data.get("messages") or []:
            for block in message.get("content") or []:
                if block.get("type") == "text":
                    rest_parts.append(block["text"])
                elif block.get("type") == "image":
                    image_tokens += self.image_tokens(block, facts)
        prefix = self.text_tokens("".join(prefix_parts), facts) if last_mark >= 0 else 0
        rest = self.text_tokens("".join(rest_parts), facts) + image_tokens
        if last_mark < 0:
            rest += self.text_tokens("".join(prefix_parts), facts)
        ttl = (system[last_mark].get("cache_control") or {}).get("ttl", "5m") if marked else ""
        minimum = facts.min_cacheable_tokens if facts else 1024
        written = read = 0
        if prefix and prefix >= minimum:
            key = (str(data.get("model")), "".join(prefix_parts))
            with self._lock:
                hit = key in self._cached
                self._cached.add(key)
            written, read = (0, prefix) if hit else (prefix, 0)
        else:
            rest += prefix
        thinking = THINKING_TOKENS if thinks(data) else 0
        return {
            "input_tokens": rest,
            "output_tokens": self.text_tokens(answer_text, facts) + thinking,
            "cache_creation_input_tokens": written,
            "cache_read_input_tokens": read,
            "cache_creation": {
                "ephemeral_5m_input_tokens": written if ttl != "1h" else 0,
                "ephemeral_1h_input_tokens": written if ttl == "1h" else 0,
            },
        }

    @staticmethod
    def image_tokens(block: dict[str, Any], facts: prices.ModelFacts | None) -> int:
        data = base64.b64decode((block.get("source") or {}).get("data") or b"")
        with Image.open(io.BytesIO(data)) as img:
            width, height = img.size
        if facts is None:
            return math.ceil(width * height / 750)
        return facts.image_token_count(width, height)
