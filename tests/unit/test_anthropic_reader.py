"""The Anthropic reader through the real SDK against the loopback FakeAnthropic (no mocks)."""

from __future__ import annotations

import base64
import dataclasses
import io
import json
import re
import socket
from collections.abc import Iterator
from typing import Any

import anthropic
import pytest
from PIL import Image

from dn_pipeline.errors import BudgetExhausted, ConfigError, ReadError, ReaderUnavailable
from dn_pipeline.readers import prices
from dn_pipeline.readers.anthropic_reader import (
    DEFAULT_MODEL,
    MAX_TOKENS,
    THINKING_ALLOWANCE,
    TOOL_NAME,
    AnthropicReader,
    BillingError,
    CallsInDoubt,
    PaidReadError,
    tool_definition,
)
from dn_pipeline.readers.base import PageInput, Reader, Word
from dn_pipeline.readers.schema import OUTPUT_SCHEMA, READ_SCHEMA
from dn_pipeline.readers.vision_input import text_layer_lines
from dn_pipeline.testing.fake_anthropic import FakeAnthropic
from dn_pipeline.testing.fake_replies import (
    DEFAULT_READ,
    RecordedRequest,
    Reply,
    billing_error,
    drop_connection,
    error_reply,
    hang,
    malformed_tool_answer,
    overloaded,
    rate_limited,
    refusal,
    schema_problem,
    server_error,
    spend_limit_reached,
    text_answer,
    tool_answer,
    truncated_answer,
)

MODEL = DEFAULT_MODEL


def png_page(
    width: int = 600, height: int = 800, text_layer: list[Word] | None = None
) -> PageInput:
    img = Image.new("L", (width, height), 255)
    img.paste(0, (50, 50, width // 2, 80))  # a dark bar: something to downscale
    buf = io.BytesIO()
    img.save(buf, format="PNG")
    return PageInput(png=buf.getvalue(), width=width, height=height, text_layer=text_layer or [])


@pytest.fixture
def fake() -> Iterator[FakeAnthropic]:
    with FakeAnthropic() as server:
        yield server


def make_reader(fake: FakeAnthropic, **kw: Any) -> AnthropicReader:
    opts: dict[str, Any] = {"timeout_s": 5.0, "max_retries": 2, "retry_base_s": 0.01, **kw}
    return AnthropicReader(api_key="test-key", model=MODEL, base_url=fake.base_url, **opts)


def sent_image(request: RecordedRequest) -> Image.Image:
    content = request.json["messages"][0]["content"]
    block = next(b for b in content if b["type"] == "image")
    assert block["source"]["media_type"] == "image/png"
    data = base64.b64decode(block["source"]["data"])
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return Image.open(io.BytesIO(data))


def test_the_reader_satisfies_the_reader_protocol(fake: FakeAnthropic) -> None:
    reader: Reader = make_reader(fake)
    assert (reader.name, reader.model, reader.paid) == ("anthropic", MODEL, True)


def test_a_good_tool_answer_gives_a_validated_read_with_usage_and_cost(
    fake: FakeAnthropic,
) -> None:
    usage = {
        "input_tokens": 1500,
        "output_tokens": 250,
        "cache_creation_input_tokens": 0,
        "cache_read_input_tokens": 1200,
    }
    fake.enqueue(tool_answer(DEFAULT_READ, usage=usage))
    out = make_reader(fake).read(png_page())
    assert out.result == DEFAULT_READ
    assert (out.usage.input_tokens, out.usage.output_tokens) == (1500, 250)
    assert (out.usage.cache_read_tokens, out.usage.cache_creation_tokens) == (1200, 0)
    expected = prices.cost_usd(MODEL, input_tokens=1500, output_tokens=250, cache_read_tokens=1200)
    assert out.usage.cost_usd == pytest.approx(expected)
    assert fake.calls() == 1


def test_the_default_model_is_asked_for_structured_output_without_thinking(
    fake: FakeAnthropic,
) -> None:
    make_reader(fake).read(png_page())
    body = fake.requests[0].json
    assert body["model"] == MODEL == "claude-haiku-5-5"
    assert body["output_config"] == {"format": {"type": "json_schema", "schema": OUTPUT_SCHEMA}}
    assert "tools" not in body and "tool_choice" not in body
    assert body["thinking"] == {"type": "disabled"}
    assert body["system"][-1]["cache_control"] == {"type": "ephemeral"}


def test_a_model_without_structured_outputs_is_forced_to_the_read_tool(
    fake: FakeAnthropic, monkeypatch: pytest.MonkeyPatch
) -> None:
    legacy = dataclasses.replace(prices.facts("claude-sonnet-4-6"), structured_outputs=False)
    monkeypatch.setitem(prices.MODELS, "claude-sonnet-4-6", legacy)
    reader = AnthropicReader(api_key="test-key", model="claude-sonnet-4-6", base_url=fake.base_url)
    assert reader.read(png_page()).result == DEFAULT_READ
    body = fake.requests[0].json
    assert body["tool_choice"] == {"type": "tool", "name": TOOL_NAME}
    assert body["tools"][0]["input_schema"] == READ_SCHEMA
    assert "thinking" not in body and "output_config" not in body


def test_a_model_that_always_thinks_gets_low_effort_and_room_for_thinking(
    fake: FakeAnthropic,
) -> None:
    reader = AnthropicReader(api_key="test-key", model="claude-opus-5-5", base_url=fake.base_url)
    assert reader.read(png_page()).result == DEFAULT_READ  # the fake 400s what Opus refuses
    body = fake.requests[0].json
    assert "thinking" not in body
    assert body["output_config"]["effort"] == "low"
    assert body["max_tokens"] == MAX_TOKENS + THINKING_ALLOWANCE


def test_message_batches_requests_mark_the_cache_with_the_one_hour_ttl(
    fake: FakeAnthropic,
) -> None:
    params = make_reader(fake).build_params(png_page(), batch=True)
    assert params["system"][-1]["cache_control"] == {"type": "ephemeral", "ttl": "1h"}


def test_a_large_page_is_sent_as_a_png_within_the_model_image_limits(
    fake: FakeAnthropic,
) -> None:
    make_reader(fake).read(png_page(3000, 4000))
    img = sent_image(fake.requests[0])
    f = prices.facts(MODEL)
    assert max(img.size) <= f.max_long_edge_px
    assert img.width * img.height <= f.max_pixels
    assert img.width / img.height == pytest.approx(3000 / 4000, rel=0.01)


def test_a_page_within_the_limits_is_sent_byte_for_byte(fake: FakeAnthropic) -> None:
    page = png_page(600, 800)
    params = make_reader(fake).build_params(page)
    data = params["messages"][0]["content"][0]["source"]["data"]
    assert base64.b64decode(data) == page.png


def test_the_same_page_always_builds_the_same_request(fake: FakeAnthropic) -> None:
    reader = make_reader(fake)
    page = png_page(2480, 3508)
    assert json.dumps(reader.build_params(page)) == json.dumps(reader.build_params(page))


def test_the_text_layer_is_sent_as_compact_lines_when_present(fake: FakeAnthropic) -> None:
    words: list[Word] = [
        {"t": "No:", "x0": 10, "y0": 10, "x1": 40, "y1": 20},
        {"t": "Delivery", "x0": 100, "y0": 11, "x1": 160, "y1": 21},
        {"t": "DN-7", "x0": 50, "y0": 10, "x1": 90, "y1": 20},
        {"t": "PO-9", "x0": 10, "y0": 40, "x1": 50, "y1": 50},
    ]
    assert text_layer_lines(words) == "No: DN-7 Delivery\nPO-9"
    make_reader(fake).read(png_page(text_layer=words))
    texts = [b["text"] for b in fake.requests[0].json["messages"][0]["content"] if "text" in b]
    assert any("No: DN-7 Delivery\nPO-9" in t for t in texts)


def test_a_page_without_a_text_layer_sends_no_text_layer_block(fake: FakeAnthropic) -> None:
    make_reader(fake).read(png_page())
    texts = [b["text"] for b in fake.requests[0].json["messages"][0]["content"] if "text" in b]
    assert not any("Text layer" in t for t in texts)


def test_a_429_with_retry_after_is_retried_and_then_succeeds(fake: FakeAnthropic) -> None:
    fake.enqueue(rate_limited(0.01), tool_answer())
    assert make_reader(fake).read(png_page()).result == DEFAULT_READ
    assert fake.calls() == 2


def test_529_until_the_retries_run_out_is_reader_unavailable(fake: FakeAnthropic) -> None:
    fake.default = lambda _req: overloaded()
    with pytest.raises(ReaderUnavailable, match="529") as info:
        make_reader(fake, max_retries=2).read(png_page())
    assert fake.calls() == 2 + 1
    assert info.value.__cause__ is not None


def test_a_500_until_the_retries_run_out_is_reader_unavailable(fake: FakeAnthropic) -> None:
    fake.default = lambda _req: server_error(500)
    with pytest.raises(ReaderUnavailable, match="500"):
        make_reader(fake, max_retries=1).read(png_page())
    assert fake.calls() == 2


def test_a_500_then_a_good_answer_succeeds(fake: FakeAnthropic) -> None:
    fake.enqueue(server_error(500), tool_answer())
    assert make_reader(fake).read(png_page()).result == DEFAULT_READ
    assert fake.calls() == 2


def test_a_dropped_connection_is_retried_then_reader_unavailable(fake: FakeAnthropic) -> None:
    fake.default = lambda _req: drop_connection()
    with pytest.raises(ReaderUnavailable, match="failed"):
        make_reader(fake, max_retries=1).read(png_page())
    assert fake.calls() == 2


def test_a_dropped_connection_then_a_good_answer_succeeds(fake: FakeAnthropic) -> None:
    fake.enqueue(drop_connection(), tool_answer())
    assert make_reader(fake).read(png_page()).result == DEFAULT_READ
    assert fake.calls() == 2


def test_a_hang_longer_than_the_timeout_is_reader_unavailable(fake: FakeAnthropic) -> None:
    fake.default = lambda _req: hang(10)
    with pytest.raises(ReaderUnavailable, match="timed out"):
        make_reader(fake, timeout_s=0.5, max_retries=1).read(png_page())
    assert fake.calls() == 2


def test_malformed_tool_input_is_an_invalid_answer_that_was_paid(fake: FakeAnthropic) -> None:
    fake.enqueue(malformed_tool_answer({"doc_type": "receipt", "surprise": 1}))
    with pytest.raises(PaidReadError) as info:
        make_reader(fake).read(png_page())
    assert info.value.code == "invalid_answer"
    assert info.value.usage.cost_usd > 0


def test_a_tool_input_that_is_not_an_object_is_an_invalid_answer(fake: FakeAnthropic) -> None:
    fake.enqueue(malformed_tool_answer("not json at all"))
    with pytest.raises(ReadError) as info:
        make_reader(fake).read(png_page())
    assert info.value.code == "invalid_answer"


def test_an_answer_cut_off_at_max_tokens_is_truncated(fake: FakeAnthropic) -> None:
    fake.enqueue(truncated_answer())
    with pytest.raises(ReadError) as info:
        make_reader(fake).read(png_page())
    assert info.value.code == "truncated"
    assert fake.calls() == 1  # never retried: the same request would be cut off again


def test_an_answer_without_tool_use_is_an_invalid_answer(fake: FakeAnthropic) -> None:
    fake.enqueue(text_answer("Sorry, this is blurry."))
    with pytest.raises(ReadError, match="no JSON answer") as info:
        make_reader(fake).read(png_page())
    assert info.value.code == "invalid_answer"


@pytest.mark.parametrize(
    ("status", "kind"),
    [(401, "authentication_error"), (403, "permission_error"), (404, "not_found_error")],
    ids=["bad-key", "forbidden", "unknown-model"],
)
def test_a_refused_key_or_model_stops_as_a_config_error_not_a_page_failure(
    fake: FakeAnthropic, status: int, kind: str
) -> None:
    fake.enqueue(error_reply(status, kind, "nope"))
    with pytest.raises(ConfigError, match=str(status)) as info:
        make_reader(fake).read(png_page())
    assert not isinstance(info.value, ReadError)
    assert "test-key" not in str(info.value)
    assert fake.calls() == 1


def test_a_400_for_this_page_is_a_page_failure_with_the_api_request_id(
    fake: FakeAnthropic,
) -> None:
    fake.enqueue(error_reply(400, "invalid_request_error", "Could not process image"))
    with pytest.raises(ReadError, match="invalid_request_error") as info:
        make_reader(fake).read(png_page())
    assert info.value.code == "request_rejected"
    assert re.search(r"request_id req_fake\d+", str(info.value))
    assert fake.calls() == 1


def test_error_classes_never_depend_on_message_text(fake: FakeAnthropic) -> None:
    # The old code matched "credit balance" in a 400's text; the SDK says wording changes.
    msg = "Your credit balance is too low to access the Anthropic API."
    fake.enqueue(error_reply(400, "invalid_request_error", msg))
    with pytest.raises(ReadError) as info:
        make_reader(fake).read(png_page())
    assert info.value.code == "request_rejected"


@pytest.mark.parametrize("status", [400, 429], ids=["400", "429"])
def test_a_spend_limit_is_budget_exhausted_by_its_error_code(
    fake: FakeAnthropic, status: int
) -> None:
    fake.enqueue(spend_limit_reached(status))
    with pytest.raises(BudgetExhausted, match="enforced_spend_limit_reached"):
        make_reader(fake).read(png_page())
    assert fake.calls() == 1  # waits like an outage: not retried against the limit


def test_a_402_billing_error_stops_as_a_config_error_not_retried(fake: FakeAnthropic) -> None:
    fake.enqueue(billing_error())
    with pytest.raises(BillingError, match="402 billing_error") as info:
        make_reader(fake).read(png_page())
    assert isinstance(info.value, ConfigError) and not isinstance(info.value, ReadError)
    assert fake.calls() == 1


def test_a_refusal_is_a_paid_page_failure_with_its_own_code(fake: FakeAnthropic) -> None:
    fake.enqueue(refusal("general_harms"))
    with pytest.raises(PaidReadError, match="general_harms") as info:
        make_reader(fake).read(png_page())
    assert info.value.code == "refused"
    assert info.value.usage.cost_usd > 0
    assert fake.calls() == 1


def test_a_thinking_block_before_the_answer_is_skipped(fake: FakeAnthropic) -> None:
    reader = AnthropicReader(api_key="test-key", model="claude-opus-5-5", base_url=fake.base_url)
    message = reader._client.messages.create(**reader.build_params(png_page()))
    assert [b.type for b in message.content] == ["thinking", "text"]
    assert reader.parse_message(message).result == DEFAULT_READ


def test_a_structured_answer_past_our_length_caps_is_an_invalid_answer(
    fake: FakeAnthropic,
) -> None:
    fake.enqueue(tool_answer({**DEFAULT_READ, "document_number": "7" * 501}))
    with pytest.raises(PaidReadError, match="document_number") as info:
        make_reader(fake).read(png_page())
    assert info.value.code == "invalid_answer"


def test_the_output_schema_is_one_structured_outputs_accept() -> None:
    assert schema_problem(OUTPUT_SCHEMA) == ""
    assert "maxLength" in schema_problem(READ_SCHEMA)  # the caps stay ours


def test_one_hour_cache_writes_and_the_batch_tier_are_priced_as_such(
    fake: FakeAnthropic,
) -> None:
    usage = {
        "input_tokens": 1000,
        "output_tokens": 100,
        "cache_creation_input_tokens": 3000,
        "cache_read_input_tokens": 0,
        "cache_creation": {"ephemeral_5m_input_tokens": 0, "ephemeral_1h_input_tokens": 3000},
        "service_tier": "batch",
    }
    fake.enqueue(tool_answer(usage=usage))
    out = make_reader(fake).read(png_page())
    f = prices.facts(MODEL)
    expected = 1000 * f.input_per_mtok + 100 * f.output_per_mtok + 3000 * f.cache_write_1h_per_mtok
    assert out.usage.cost_usd == pytest.approx(expected / 1e6 * f.batch_discount)


def test_a_timed_out_attempt_before_an_answer_is_counted_as_a_call_in_doubt(
    fake: FakeAnthropic,
) -> None:
    fake.enqueue(hang(10), tool_answer())
    out = make_reader(fake, timeout_s=0.5, max_retries=1).read(png_page())
    assert fake.calls() == 2  # both attempts reached the API; one answer was seen
    assert out.usage.calls_in_doubt == 1


def test_attempts_that_all_time_out_report_every_call_in_doubt(fake: FakeAnthropic) -> None:
    fake.default = lambda _req: hang(10)
    with pytest.raises(CallsInDoubt) as info:
        make_reader(fake, timeout_s=0.5, max_retries=1).read(png_page())
    assert info.value.calls_in_doubt == fake.calls() == 2


def test_a_refused_connection_is_not_a_call_in_doubt() -> None:
    with socket.socket() as sock:  # a port nobody listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    reader = AnthropicReader(
        api_key="test-key",
        model=MODEL,
        base_url=f"http://127.0.0.1:{port}",
        max_retries=1,
        retry_base_s=0.01,
    )
    with pytest.raises(CallsInDoubt) as info:
        reader.read(png_page())
    assert info.value.calls_in_doubt == 0


def test_the_sdk_never_retries_behind_our_back(fake: FakeAnthropic) -> None:
    fake.default = lambda _req: rate_limited(0.01)
    with pytest.raises(ReaderUnavailable):
        make_reader(fake, max_retries=0).read(png_page())
    assert fake.calls() == 1


def test_a_legacy_model_warns_once_with_its_status(caplog: pytest.LogCaptureFixture) -> None:
    prices._warned.discard("claude-sonnet-4-6")
    with caplog.at_level("WARNING", logger="dn_pipeline.readers.prices"):
        AnthropicReader(api_key="k", model="claude-sonnet-4-6", base_url="http://127.0.0.1:9")
        AnthropicReader(api_key="k", model="claude-sonnet-4-6", base_url="http://127.0.0.1:9")
        AnthropicReader(api_key="k", model=MODEL, base_url="http://127.0.0.1:9")
    lines = [r.getMessage() for r in caplog.records]
    assert len(lines) == 1 and "model_legacy model=claude-sonnet-4-6" in lines[0]


def test_the_api_key_is_sent_but_never_recorded_or_shown(fake: FakeAnthropic) -> None:
    reader = make_reader(fake)
    reader.read(png_page())
    headers = fake.requests[0].headers
    assert "***" in (headers.get("x-api-key"), headers.get("authorization"))
    assert not any("test-key" in v for v in headers.values())
    assert "test-key" not in repr(reader)


def test_an_empty_api_key_is_refused_at_construction() -> None:
    with pytest.raises(ConfigError, match="ANTHROPIC_API_KEY"):
        AnthropicReader(api_key="", model=MODEL)


def test_the_fake_refuses_forced_tool_use_on_a_model_that_refuses_it(
    fake: FakeAnthropic,
) -> None:
    reader = AnthropicReader(api_key="test-key", model="claude-sonnet-5-5", base_url=fake.base_url)
    params = reader.build_params(png_page())
    forced = {
        **params,
        "tools": [tool_definition()],
        "tool_choice": {"type": "tool", "name": TOOL_NAME},
    }
    forced.pop("output_config")
    with pytest.raises(anthropic.BadRequestError, match="tool_choice"):
        reader._client.messages.create(**forced)
    assert reader.read(png_page()).result == DEFAULT_READ  # what the reader sends is accepted


def test_a_default_responder_can_answer_per_image(fake: FakeAnthropic) -> None:
    def by_width(req: RecordedRequest) -> Reply:
        width = sent_image(req).width
        return tool_answer({"doc_type": "blank" if width < 700 else "other"})

    fake.default = by_width
    reader = make_reader(fake)
    assert reader.read(png_page(600, 800)).result["doc_type"] == "blank"
    assert reader.read(png_page(900, 800)).result["doc_type"] == "other"


def test_parse_message_is_reusable_on_a_message_the_sdk_parsed(fake: FakeAnthropic) -> None:
    # Batch mode gets Message objects from results; parse_message must not need read().
    reader = make_reader(fake)
    message = reader._client.messages.create(**reader.build_params(png_page()))
    assert reader.parse_message(message).result == DEFAULT_READ


@pytest.mark.parametrize("model", sorted(prices.MODELS))
def test_what_the_reader_sends_each_listed_model_is_accepted(
    fake: FakeAnthropic, model: str
) -> None:
    # The fake refuses what the API refuses per model (forced tool use, disabled thinking,
    # the output schema's keywords): not one 400 for any row of the table.
    reader = AnthropicReader(api_key="test-key", model=model, base_url=fake.base_url)
    assert reader.read(png_page()).result == DEFAULT_READ
    assert fake.calls() == 1


def test_the_api_s_word_on_a_model_is_checked_against_its_table_row(
    fake: FakeAnthropic, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert make_reader(fake).check_capabilities() == []
    stale = dataclasses.replace(prices.facts(MODEL), structured_outputs=False)
    monkeypatch.setitem(prices.MODELS, MODEL, stale)  # the API (the fake) keeps the truth
    problems = make_reader(fake).check_capabilities()
    assert problems == ["structured outputs: the API says True, the table False"]
