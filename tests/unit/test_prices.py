"""The price table: cost math, the batch discount, and refusing models we know nothing about."""

from __future__ import annotations

from pathlib import Path

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


def test_the_default_model_is_a_current_one_with_structured_outputs() -> None:
    f = prices.facts(DEFAULT_MODEL)
    assert (f.model, f.status, f.structured_outputs) == ("claude-haiku-5-5", "active", True)
    assert prices.facts(prices.DEFAULT_ESCALATION_MODEL).status == "active"


def test_every_row_says_where_its_figures_came_from() -> None:
    for f in prices.MODELS.values():
        assert "platform.claude.com" in f.source


def test_one_page_on_the_default_model_in_batch_mode_is_within_the_target() -> None:
    # Issue #17's target: <= $0.50 per 1,000 pages in batch mode with the default model, at
    # a 200-dpi A4 page fitted to the model's limits, the prompt and a 300-token answer.
    f = prices.facts(DEFAULT_MODEL)
    image = f.image_token_count(1626, 2300)
    per_page = prices.cost_usd(
        DEFAULT_MODEL, input_tokens=image + 2500, output_tokens=300, batch=True
    )
    assert per_page * 1000 <= 0.50


def test_the_one_hour_cache_write_is_priced_apart_from_the_five_minute_one() -> None:
    f = prices.facts("claude-sonnet-5-5")
    both = prices.cost_usd(
        "claude-sonnet-5-5", cache_creation_tokens=1_000_000, cache_creation_1h_tokens=400_000
    )
    assert both == pytest.approx(0.6 * f.cache_write_5m_per_mtok + 0.4 * f.cache_write_1h_per_mtok)


def test_image_tokens_follow_each_model_s_own_rule() -> None:
    assert prices.facts("claude-sonnet-4-6").image_token_count(1000, 1000) == 1334  # w*h/750
    assert prices.facts("claude-haiku-5-5").image_token_count(1000, 1000) == 36 * 36  # patches


@pytest.mark.parametrize("model", sorted(prices.MODELS))
def test_every_listed_model_has_sane_facts(model: str) -> None:
    f = prices.facts(model)
    assert 0 < f.cache_read_per_mtok < f.input_per_mtok < f.cache_write_5m_per_mtok
    assert f.cache_write_5m_per_mtok < f.cache_write_1h_per_mtok
    assert f.input_per_mtok < f.output_per_mtok
    assert f.max_long_edge_px in (1568, 2576) and 1_000_000 < f.max_pixels <= 3_750_000
    assert f.min_cacheable_tokens >= 512
    assert f.structured_outputs or f.forced_tool_choice  # some way to hold the answer


def test_the_readme_model_table_is_the_model_table() -> None:
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text()
    shown = readme.split("<!-- model-table -->\n", 1)[1].split("\n<!-- /model-table -->", 1)[0]
    assert shown == prices.markdown_table()
