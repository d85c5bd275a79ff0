"""Output hygiene (issue 15, point 6): the decisions themselves, no server, no network."""

from __future__ import annotations

import csv
import io

import pytest

from dn_pipeline.errors import ConfigError, UsageError
from dn_pipeline.hygiene import (
    REDACTED,
    checked_id,
    csv_cell,
    redact,
    redact_body,
    register_secret,
    terminal_safe,
)
from dn_pipeline.settings import from_env, is_loopback_url


@pytest.mark.parametrize(
    ("url", "local"),
    [
        ("http://127.0.0.1:8090", True),
        ("http://localhost:8090/", True),
        ("http://[::1]:8090", True),
        ("http://127.9.9.9", True),
        ("http://192.0.2.2:8090", False),
        ("https://pb.example.com", False),
        ("http://127.0.0.1.example.com", False),
        ("http://localhost.example.com:8090", False),
    ],
)
def test_the_host_alone_decides_whether_pb_url_is_local(url: str, local: bool) -> None:
    assert is_loopback_url(url) is local


@pytest.mark.parametrize(
    "url",
    [
        "http://127.0.0.1:@192.0.2.2",  # the issue's: userinfo "127.0.0.1:", host 192.0.2.2
        "http://127.0.0.1@192.0.2.2:8090",
        "http://admin:pw@127.0.0.1:8090",
        "http://192.0.2.2#@127.0.0.1",
        "http://192.0.2.2?@127.0.0.1",
        "not-a-url",
        "ftp://127.0.0.1",
        "http://127.0.0.1:99999",
        "http://",
    ],
)
def test_a_pb_url_that_is_not_a_plain_http_url_is_refused(url: str) -> None:
    """Without a password a loopback PB_URL gets the documented default: none of these may."""
    with pytest.raises(ConfigError, match="PB_URL"):
        from_env({"PB_URL": url})


def test_terminal_output_loses_escapes_bells_and_overrides_but_keeps_lines() -> None:
    hostile = "a\x1b]0;pwn\x07b\x1b[2Jc\rd\u202eе\x9bf\x00"
    assert terminal_safe(hostile) == "a]0;pwnb[2Jcdеf"
    assert terminal_safe("x\ty\r\nz\n") == "x\ty\r\nz\n"


def test_csv_cells_that_would_be_formulas_are_quoted() -> None:
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(
        [csv_cell(v) for v in ["=HYPERLINK(1)", "+1", "-2+3", "@SUM(A1)", "\t=1", "DN-1", 5, -5]]
    )
    assert buf.getvalue().strip() == "'=HYPERLINK(1),'+1,'-2+3,'@SUM(A1),'\t=1,DN-1,5,-5"


def test_registered_secrets_are_redacted_from_text_and_bodies() -> None:
    register_secret("sk-ant-test-SECRET-123456")
    assert redact("bad key sk-ant-test-SECRET-123456!") == f"bad key {REDACTED}!"
    body = {"a": ["x sk-ant-test-SECRET-123456"], "b": {"c": "sk-ant-test-SECRET-123456"}, "n": 1}
    assert redact_body(body) == {"a": [f"x {REDACTED}"], "b": {"c": REDACTED}, "n": 1}


@pytest.mark.parametrize("bad", ["../../../settings", "abc/def", "a?b=1", "a%2Fb", "", "a" * 65])
def test_only_record_ids_reach_a_url(bad: str) -> None:
    with pytest.raises(UsageError):
        checked_id(bad)
    assert checked_id("abc123def456ghi") == "abc123def456ghi"
