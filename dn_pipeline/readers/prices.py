"""Per-model facts for the Anthropic reader: prices, image limits, caching and tool-choice rules.

This is the one place to update when Anthropic changes a price or ships a model. Prices are
USD per million tokens, from Anthropic's pricing and model pages as stored on ``PRICES_AS_OF``.
A model that is not in ``MODELS`` is refused with a ``ConfigError`` when the reader is built,
so a typo in ``DN_MODEL`` stops the run before anything is paid, never at the first page.
"""

from __future__ import annotations

from dataclasses import dataclass

from dn_pipeline.errors import ConfigError

# The reader's default model; DN_MODEL overrides it.
DEFAULT_MODEL = "claude-sonnet-4-6"
PRICES_AS_OF = "2026-11-30"

# Message Batches: half price on every token class (input, output, cache read and write).
BATCH_DISCOUNT = 0.5

_MTOK = 1_000_000


@dataclass(frozen=True, kw_only=True)
class ModelFacts:
    """What the reader must know about one model id."""

    model: str
    input_per_mtok: float
    output_per_mtok: float
    cache_write_per_mtok: float  # 5-minute ephemeral cache write
    cache_read_per_mtok: float
    # The API downsizes anything larger; sending more pixels only costs upload bytes.
    max_long_edge_px: int = 1568
    max_pixels: int = 1_150_000
    # Below this prompt-prefix length a cache_control mark is silently ignored.
    min_cacheable_tokens: int
    # False where the model answers 400 to tool_choice {"type": "tool"} (always-on thinking).
    forced_tool_choice: bool


def _facts(
    model: str,
    inp: float,
    out: float,
    *,
    read: float,
    min_cache: int,
    forced_tool: bool,
) -> ModelFacts:
    # Cache writes (5 min) cost 1.25x input on every current model.
    return ModelFacts(
        model=model,
        input_per_mtok=inp,
        output_per_mtok=out,
        cache_write_per_mtok=inp * 1.25,
        cache_read_per_mtok=read,
        min_cacheable_tokens=min_cache,
        forced_tool_choice=forced_tool,
    )


MODELS: dict[str, ModelFacts] = {
    f.model: f
    for f in (
        # Sonnet 4.6: newest Sonnet that accepts forced tool use; our default.
        _facts("claude-sonnet-4-6", 3.0, 15.0, read=0.30, min_cache=2048, forced_tool=True),
        # Sonnet 5 / 5.5 think by default and 5.5 rejects forced tool choice: the reader sends
        # tool_choice "auto" for them. Cache-read cut to $0.10 for 5.5 on 2026-10-07. Their
        # minimum cacheable length is not published in what we could read; 2048 is assumed.
        _facts("claude-sonnet-5-5", 2.0, 10.0, read=0.10, min_cache=2048, forced_tool=False),
        _facts("claude-sonnet-5", 2.0, 10.0, read=0.20, min_cache=2048, forced_tool=False),
        _facts("claude-haiku-4-5", 1.0, 5.0, read=0.10, min_cache=4096, forced_tool=True),
        _facts("claude-haiku-4-5-20251001", 1.0, 5.0, read=0.10, min_cache=4096, forced_tool=True),
        _facts("claude-opus-4-6", 5.0, 25.0, read=0.50, min_cache=4096, forced_tool=True),
    )
}


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


def cost_usd(
    model: str,
    *,
    input_tokens: int = 0,
    output_tokens: int = 0,
    cache_read_tokens: int = 0,
    cache_creation_tokens: int = 0,
    batch: bool = False,
) -> float:
    """USD for one call's usage; ``input_tokens`` are the uncached ones, as the API reports."""
    f = facts(model)
    total = (
        input_tokens * f.input_per_mtok
        + output_tokens * f.output_per_mtok
        + cache_read_tokens * f.cache_read_per_mtok
        + cache_creation_tokens * f.cache_write_per_mtok
    ) / _MTOK
    if batch:
        total *= BATCH_DISCOUNT
    # Rounded so sums over many rows do not drift in the last float digits.
    return round(total, 9)
