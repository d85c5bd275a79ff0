"""The price table: cost math, the batch discount, and refusing models we know nothing about."""

from __future__ import annotations

import pytest

from dn_pipeline.errors import ConfigError
from dn_pipeline.readers import prices
from dn_pipeline.readers.anthropic_reader import DEFAULT_MODEL, AnthropicReader


def test_cost_of_a_known_usage_adds_every_token_class_at_its_price() -> None:
    # Sonnet 4.6: $3 in, $15 out, $3.75 cache write, $0.30 cache read per million tokens.
    cost = prices.cost_usd(
        "claude-sonnet-4-6",
        input_tokens=1_000,
        output_tokens=200,
        cache_creation_tokens=2_000,
        cache_read_tokens=10_000,
    )
    assert cost == pytest.approx(0.003 + 0.003 + 0.0075 + 0.003)


def test_message_batches_halve_the_price() -> None:
    def cost(batch: bool) -> float:
        return prices.cost_usd(
            "claude-sonnet-4-6",
            input_tokens=1_600,
            output_tokens=300,
            cache_read_tokens=900,
            batch=batch,
        )

    assert cost(batch=True) == pytest.approx(cost(batch=False) / 2)


def test_zero_usage_costs_nothing() -> None:
    assert prices.cost_usd(DEFAULT_MODEL) == 0.0


def test_an_unknown_model_is_a_config_error_naming_the_known_ones() -> None:
    with pytest.raises(ConfigError, match="claude-sonnet-4-6"):
        prices.facts("claude-sonet-4-6")


def test_the_reader_refuses_an_unknown_model_when_built_not_at_the_first_call() -> None:
    with pytest.raises(ConfigError, match="unknown Anthropic model"):
        AnthropicReader(api_key="test-key", model="gpt-4o", base_url="http://127.0.0.1:9")


def test_the_default_model_is_priced_and_accepts_forced_tool_use() -> None:
    assert prices.facts(DEFAULT_MODEL).forced_tool_choice


@pytest.mark.parametrize("model", sorted(prices.MODELS))
def test_every_listed_model_has_sane_facts(model: str) -> None:
    f = prices.facts(model)
    assert 0 < f.cache_read_per_mtok < f.input_per_mtok < f.cache_write_per_mtok
    assert f.input_per_mtok < f.output_per_mtok
    assert f.max_long_edge_px == 1568 and 1_000_000 < f.max_pixels <= 1_200_000
    assert f.min_cacheable_tokens >= 1024
