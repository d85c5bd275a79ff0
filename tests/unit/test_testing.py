"""The shipped test helpers."""

from __future__ import annotations

from dn_pipeline.testing import test_password as make_password


def test_a_test_servers_password_never_reads_as_a_command_line_flag() -> None:
    # token_urlsafe starts with "-" once in 64 draws: 2,000 draws catch it (1 - (63/64)^2000).
    assert not any(make_password().startswith("-") for _ in range(2000))
