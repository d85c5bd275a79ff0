"""Settings from the environment: the staged flag is exactly "true"; bad values are errors."""

from __future__ import annotations

import pytest

from dn_pipeline.errors import ConfigError
from dn_pipeline.settings import from_env

LOCAL = {"PB_URL": "http://127.0.0.1:8090"}


@pytest.mark.parametrize(
    ("value", "staged"),
    [(None, False), ("true", True), ("TRUE", False), ("1", False), ("True", False), ("yes", False)],
    ids=["unset", "true", "TRUE", "1", "True", "yes"],
)
def test_only_the_exact_string_true_enables_the_staged_runner(
    value: str | None, staged: bool
) -> None:
    env = dict(LOCAL)
    if value is not None:
        env["DN_STAGED_INGESTION_ENABLED"] = value
    assert from_env(env).staged is staged


def test_lease_timings_and_backoff_come_from_the_environment() -> None:
    s = from_env(
        {
            **LOCAL,
            "DN_LEASE_TTL_S": "6",
            "DN_LEASE_HEARTBEAT_S": "1",
            "DN_LEASE_FENCE_MARGIN_S": "2",
            "DN_BACKOFF_BASE_S": "2",
        }
    )
    assert (s.lease.ttl_s, s.lease.heartbeat_s, s.backoff_base_s) == (6.0, 1.0, 2.0)


@pytest.mark.parametrize(
    "env",
    [
        {"DN_LEASE_TTL_S": "6", "DN_LEASE_HEARTBEAT_S": "3"},
        {"DN_EXTRACTOR": "magic"},
        {"DN_READ_CONCURRENCY": "0"},
        {"DN_READ_GATHER_MS": "-1"},
        {"DN_LEASE_TTL_S": "soon"},
        {"PB_URL": "https://pb.example.com"},
        {"DN_OCR_RECOGNISER": "large"},
    ],
    ids=[
        "heartbeat-over-ttl/3",
        "unknown-extractor",
        "zero-concurrency",
        "negative-gather",
        "not-a-number",
        "remote-without-password",
        "unknown-recogniser",
    ],
)
def test_bad_configuration_is_a_config_error(env: dict[str, str]) -> None:
    with pytest.raises(ConfigError):
        from_env({**LOCAL, **env})


def test_the_escalation_model_defaults_to_sonnet_5_5_and_empty_turns_it_off() -> None:
    assert from_env({}).escalation_model == "claude-sonnet-5-5"
    assert from_env({"DN_ESCALATION_MODEL": ""}).escalation_model == ""
    assert from_env({"DN_ESCALATION_MODEL": "claude-opus-5-5"}).escalation_model == (
        "claude-opus-5-5"
    )
    assert from_env({}).model == "claude-haiku-5-5"


def test_without_pb_url_commands_talk_to_the_local_port() -> None:
    """`DN_LOCAL_PORT=8123 dn-pipeline demo` starts the local server on 8123 and must then
    talk to it there, not to the default 8090."""
    moved = from_env({"DN_LOCAL_PORT": "8123"})
    assert (moved.local_port, moved.pb_url) == (8123, "http://127.0.0.1:8123")
    assert moved.is_local
    both = from_env({"DN_LOCAL_PORT": "8123", "PB_URL": "http://127.0.0.1:9000"})
    assert both.pb_url == "http://127.0.0.1:9000"
    assert from_env({}).pb_url == "http://127.0.0.1:8090"


def test_escalating_on_disagreement_is_on_by_default_and_false_turns_it_off() -> None:
    assert from_env({}).escalate_on_disagreement is True
    assert from_env({"DN_ESCALATE_ON_DISAGREEMENT": "true"}).escalate_on_disagreement is True
    for off in ("false", "0", "no", "OFF"):
        assert from_env({"DN_ESCALATE_ON_DISAGREEMENT": off}).escalate_on_disagreement is False


def test_the_embedded_reader_recognises_tiny_first_unless_told_small() -> None:
    assert from_env(dict(LOCAL)).ocr_recogniser == "tiny-first"
    assert from_env({**LOCAL, "DN_OCR_RECOGNISER": "small"}).ocr_recogniser == "small"
