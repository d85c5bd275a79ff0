"""The model table: per-model prices, image limits, caching, thinking and answer-format rules.

This is data, and the one place to update when Anthropic changes a price or ships a model.
Prices are USD per million tokens as stored on ``PRICES_AS_OF``; every row names where its
figures came from (``source``) and which of them are our assumption (``assumed``). A model
that is not in ``MODELS`` is refused with a ``ConfigError`` when the reader is built, so a
typo in ``DN_MODEL`` stops the run before anything is paid, never at the first page. A
``legacy`` or ``deprecated`` row is still usable; ``warn_if_old`` logs it once per process,
with its retirement date.

Column meanings:

- ``cache_write_5m`` / ``cache_write_1h``: a cache write with the 5-minute (default) or the
  1-hour TTL; ``cache_read``: a cache hit. The batch discount applies to every token class.
- ``max_long_edge_px`` / ``max_pixels``: the API downsizes anything larger, so sending more
  only costs upload bytes. ``image_tokens``: ``"area750"`` (tokens = w*h/750, up to the 4.6
  models) or ``"patch28"`` (one token per started 28x28 patch, newer models).
- ``min_cacheable_tokens``: below this prefix length a ``cache_control`` mark is ignored.
- ``thinking``: ``"none"`` (no thinking unless asked), ``"adaptive"`` (on by default, can be
  turned off) or ``"always"`` (cannot be turned off: ``max_tokens`` must leave room for it).
- ``structured_outputs``: accepts ``output_config.format`` (the answer comes back as JSON
  text); ``forced_tool_choice``: accepts ``tool_choice {"type": "tool"}`` (the fallback).
"""

from __future__ import annotations

import logging
import math
import threading
from dataclasses import dataclass
from typing import Literal

from dn_pipeline.errors import ConfigError

log = logging.getLogger(__name__)

# The reader's defaults: DN_MODEL and DN_ESCALATION_MODEL override them.
DEFAULT_MODEL = "claude-haiku-5-5"
DEFAULT_ESCALATION_MODEL = "claude-sonnet-5-5"
PRICES_AS_OF = "2026-11-30"

# Message Batches: half price on every token class (input, output, cache read and write).
BATCH_DISCOUNT = 0.5

_MTOK = 1_000_000

_PRICING = "platform.claude.com/docs/en/about-claude/pricing"
_DEPRECATIONS = "platform.claude.com/docs/en/about-claude/model-deprecations"


@dataclass(frozen=True, kw_only=True)
class ModelFacts:
    """What the reader must know about one model id (see the module docstring)."""

    model: str
    status: Literal["active", "legacy", "deprecated"]
    retires: str  # ISO date, or "" when none is announced
    input_per_mtok: float
    output_per_mtok: float
    cache_write_5m_per_mtok: float
    cache_write_1h_per_mtok: float
    cache_read_per_mtok: float
    batch_discount: float = BATCH_DISCOUNT
    max_long_edge_px: int
    max_pixels: int
    image_tokens: Literal["area750", "patch28"]
    min_cacheable_tokens: int
    thinking: Literal["none", "adaptive", "always"]
    structured_outputs: bool
    forced_tool_choice: bool
    # The newer tokenizer (4.7 and later) counts about 30 % more tokens for the same text.
    text_token_factor: float = 1.0
    source: str
    assumed: str = ""

    @property
    def cache_write_per_mtok(self) -> float:
        """The 5-minute write price (the default TTL)."""
        return self.cache_write_5m_per_mtok

    def image_token_count(self, width: int, height: int) -> int:
        """Visual tokens the API counts for an image already within this model's limits."""
        if self.image_tokens == "patch28":
            return math.ceil(width / 28) * math.ceil(height / 28)
        return math.ceil(width * height / 750)


_OLD_IMAGES = {"max_long_edge_px": 1568, "max_pixels": 1_150_000, "image_tokens": "area750"}
# 2576 px long edge, ~3.75 MP, 28x28 patches: models after 4.6 (issue #17, vision docs).
_NEW_IMAGES = {"max_long_edge_px": 2576, "max_pixels": 3_750_000, "image_tokens": "patch28"}


def _row(
    model: str,
    *,
    status: Literal["active", "legacy", "deprecated"],
    retires: str = "",
    price: tuple[float, float, float, float, float],
    images: dict[str, object],
    min_cache: int,
    thinking: Literal["none", "adaptive", "always"],
    structured: bool,
    forced_tool: bool,
    new_tokenizer: bool,
    source: str,
    assumed: str = "",
) -> ModelFacts:
    inp, out, w5m, w1h, read = price
    return ModelFacts(
        model=model,
        status=status,
        retires=retires,
        input_per_mtok=inp,
        output_per_mtok=out,
        cache_write_5m_per_mtok=w5m,
        cache_write_1h_per_mtok=w1h,
        cache_read_per_mtok=read,
        min_cacheable_tokens=min_cache,
        thinking=thinking,
        structured_outputs=structured,
        forced_tool_choice=forced_tool,
        text_token_factor=1.3 if new_tokenizer else 1.0,
        source=source,
        assumed=assumed,
        **images,  # type: ignore[arg-type]
    )


_ROWS = (
    # -- current family (5.5), released 2026-10-07 -----------------------------------------
    _row(
        "claude-haiku-5-5",
        status="active",
        # Prompts up to 100k tokens (a page is ~3-6k); over 100k every rate is 5x.
        price=(0.10, 0.50, 0.125, 0.20, 0.01),
        images=_NEW_IMAGES,
        min_cache=4096,
        thinking="adaptive",
        structured=True,
        forced_tool=True,  # with thinking turned off
        new_tokenizer=True,
        source=f"{_PRICING}; models/haiku-5-5/overview (prices, adaptive thinking, tokenizer)",
        assumed="min_cacheable_tokens (Haiku 4.5's 4,096; not published for 5.5 in what we "
        "read); forced_tool_choice with thinking off",
    ),
    _row(
        "claude-sonnet-5-5",
        status="active",
        # Cache read cut from $0.20 to $0.10 on 2026-10-07 (pricing page, release notes).
        price=(2.0, 10.0, 2.50, 4.0, 0.10),
        images=_NEW_IMAGES,
        min_cache=1024,
        thinking="adaptive",
        structured=True,
        forced_tool=False,  # "forced tool use returns an error" (Sonnet 5.5 breaking changes)
        new_tokenizer=True,
        source=f"{_PRICING}; models/sonnet-5-5/overview (breaking changes: forced tool use)",
        assumed="min_cacheable_tokens (Sonnet 5's 1,024)",
    ),
    _row(
        "claude-opus-5-5",
        status="active",
        price=(4.0, 20.0, 5.0, 8.0, 0.20),
        images=_NEW_IMAGES,
        min_cache=512,
        thinking="always",  # "thinking cannot be disabled"
        structured=True,
        forced_tool=False,
        new_tokenizer=True,
        source=f"{_PRICING}; models/opus-5-5/overview (always-on thinking, forced tool error)",
        assumed="min_cacheable_tokens (Opus 5's 512)",
    ),
    # -- legacy: still served, no longer updated -------------------------------------------
    _row(
        "claude-sonnet-5",
        status="legacy",
        price=(2.0, 10.0, 2.50, 4.0, 0.20),
        images=_NEW_IMAGES,
        min_cache=1024,
        thinking="adaptive",
        structured=True,
        forced_tool=False,
        new_tokenizer=True,
        source=f"{_PRICING}; {_DEPRECATIONS}",
    ),
    _row(
        "claude-sonnet-4-6",
        status="legacy",
        price=(3.0, 15.0, 3.75, 6.0, 0.30),
        images=_OLD_IMAGES,
        min_cache=1024,  # the caching docs; the README said 2,048
        thinking="none",
        structured=True,
        forced_tool=True,
        new_tokenizer=False,
        source=f"{_PRICING}; build-with-claude/prompt-caching (1,024 minimum); {_DEPRECATIONS}",
    ),
    _row(
        "claude-haiku-4-5",
        status="legacy",
        price=(1.0, 5.0, 1.25, 2.0, 0.10),
        images=_OLD_IMAGES,
        min_cache=4096,
        thinking="none",
        structured=True,
        forced_tool=True,
        new_tokenizer=False,
        source=f"{_PRICING}; build-with-claude/prompt-caching (4,096 minimum); {_DEPRECATIONS}",
    ),
    _row(
        "claude-opus-4-6",
        status="legacy",
        price=(5.0, 25.0, 6.25, 10.0, 0.50),
        images=_OLD_IMAGES,
        min_cache=4096,
        thinking="none",
        structured=True,
        forced_tool=True,
        new_tokenizer=False,
        source=f"{_PRICING}; build-with-claude/prompt-caching (4,096 minimum); {_DEPRECATIONS}",
    ),
)

MODELS: dict[str, ModelFacts] = {f.model: f for f in _ROWS}
# Dated snapshot ids resolve to the same row.
MODELS["claude-haiku-4-5-20251001"] = MODELS["claude-haiku-4-5"]

_warned: set[str] = set()
_warn_lock = threading.Lock()


def facts(model: str) -> ModelFacts:
    """The facts of ``model``; ConfigError naming the known models when it is not listed."""
    try:
        return MODELS[model]
    except KeyError:
        known = ", ".join(sorted(MODELS))
        raise ConfigError(
            f"unknown Anthropic model {model!r}: no price or image limits on file "
            f"(known: {known}); add it to dn_pipeline/readers/prices.py"
        ) from None


def warn_if_old(model: str) -> bool:
    """Log once per process that ``model`` is legacy or deprecated (with its retirement
    date); True when this call logged."""
    f = facts(model)
    if f.status == "active":
        return False
    with _warn_lock:
        if model in _warned:
            return False
        _warned.add(model)
    when = f"retires {f.retires}" if f.retires else "no retirement date announced yet"
    log.warning(
        "model_%s model=%s (%s); current models: %s",
        f.status,
        model,
        when,
        ", ".join(m.model for m in _ROWS if m.status == "active"),
    )
    return True


def cost_usd(
    model: str,
    *,
    input_tokens: int = 0,
    output_tokens: int = 0,
    cache_read_tokens: int = 0,
    cache_creation_tokens: int = 0,
    cache_creation_1h_tokens: int = 0,
    batch: bool = False,
) -> float:
    """USD for one call's usage. ``input_tokens`` are the uncached ones, as the API reports;
    ``cache_creation_tokens`` are all cache writes, of which ``cache_creation_1h_tokens``
    were written with the 1-hour TTL (the rest at the 5-minute price)."""
    f = facts(model)
    one_hour = min(cache_creation_1h_tokens, cache_creation_tokens)
    total = (
        input_tokens * f.input_per_mtok
        + output_tokens * f.output_per_mtok
        + cache_read_tokens * f.cache_read_per_mtok
        + (cache_creation_tokens - one_hour) * f.cache_write_5m_per_mtok
        + one_hour * f.cache_write_1h_per_mtok
    ) / _MTOK
    if batch:
        total *= f.batch_discount
    # Rounded so sums over many rows do not drift in the last float digits.
    return round(total, 9)


def markdown_table() -> str:
    """The model table as the README shows it (a test keeps the two equal)."""
    head = (
        "| model | status | in / out $/MTok | cache write 5m / 1h | cache read | batch |"
        " image limit | caching min | thinking | answer format |\n"
        "|---|---|---|---|---|---|---|---|---|---|"
    )
    rows = [head]
    for f in _ROWS:
        fmt = "structured outputs" if f.structured_outputs else "tool"
        if not f.forced_tool_choice:
            fmt += " (forced tool refused)"
        status = f.status + (f", retires {f.retires}" if f.retires else "")
        rows.append(
            f"| `{f.model}` | {status} | {f.input_per_mtok:g} / {f.output_per_mtok:g}"
            f" | {f.cache_write_5m_per_mtok:g} / {f.cache_write_1h_per_mtok:g}"
            f" | {f.cache_read_per_mtok:g} | {1 - f.batch_discount:.0%} off"
            f" | {f.max_long_edge_px} px, {f.max_pixels / 1e6:.2f} MP ({f.image_tokens})"
            f" | {f.min_cacheable_tokens:,} | {f.thinking} | {fmt} |"
        )
    return "\n".join(rows)
