"""The Anthropic reader through the real SDK against the loopback FakeAnthropic (no mocks)."""

from __future__ import annotations

import base64
import io
import json
from collections.abc import Iterator
from typing import Any

import pytest
from PIL import Image

from dn_pipeline.errors import BudgetExhausted, ConfigError, ReadError, ReaderUnavailable
from dn_pipeline.fake_anthropic import (
    DEFAULT_READ,
    FakeAnthropic,
    RecordedRequest,
    Reply,
    drop_connection,
    error_reply,
    hang,
    malformed_tool_answer,
    overloaded,
    rate_limited,
    server_error,
    text_answer,
    tool_answer,
    truncated_answer,
)
from dn_pipeline.readers import prices
from dn_pipeline.readers.anthropic_reader import (
    DEFAULT_MODEL,
    TOOL_NAME,
    AnthropicReader,
    PaidReadError,
    text_layer_lines,
)
from dn_pipeline.readers.base import PageInput, Reader, Word
from dn_pipeline.readschema import READ_SCHEMA

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
    opts: dict[str, Any] = {"timeout_s": 5.0, "max_retries": 2, **kw}
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


def test_the_request_forces_the_read_tool_and_marks_the_system_prompt_for_caching(
    fake: FakeAnthropic,
) -> None:
    make_reader(fake).read(png_page())
    body = fake.requests[0].json
    assert body["model"] == MODEL
    assert body["tool_choice"] == {"type": "tool", "name": TOOL_NAME}
    assert body["tools"][0]["input_schema"] == READ_SCHEMA
    assert body["system"][-1]["cache_control"] == {"type": "ephemeral"}


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
    with pytest.raises(ReaderUnavailable, match="cannot reach"):
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
    with pytest.raises(ReadError, match="no record_page tool_use") as info:
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


def test_a_400_for_this_page_is_a_page_failure(fake: FakeAnthropic) -> None:
    fake.enqueue(error_reply(400, "invalid_request_error", "Could not process image"))
    with pytest.raises(ReadError, match="Could not process image") as info:
        make_reader(fake).read(png_page())
    assert info.value.code == "request_rejected"


def test_an_empty_credit_balance_is_budget_exhausted(fake: FakeAnthropic) -> None:
    msg = "Your credit balance is too low to access the Anthropic API."
    fake.enqueue(error_reply(400, "invalid_request_error", msg))
    with pytest.raises(BudgetExhausted):
        make_reader(fake).read(png_page())


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


def test_a_model_that_refuses_forced_tools_is_asked_with_tool_choice_auto(
    fake: FakeAnthropic,
) -> None:
    reader = AnthropicReader(api_key="test-key", model="claude-sonnet-5-5", base_url=fake.base_url)
    assert reader.read(png_page()).result == DEFAULT_READ
    assert fake.requests[0].json["tool_choice"] == {"type": "auto"}


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
