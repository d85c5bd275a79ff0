"""Backoff with full jitter: uniform in [0, min(cap, base * 2^(attempt-1))]."""

from __future__ import annotations

import random

import pytest

from dn_pipeline.run.retry import backoff_s


@pytest.mark.parametrize(("attempt", "ceiling"), [(1, 30.0), (2, 60.0), (3, 120.0), (10, 600.0)])
def test_backoff_stays_within_the_exponential_ceiling_and_the_cap(
    attempt: int, ceiling: float
) -> None:
    rng = random.Random(attempt)
    draws = [backoff_s(attempt, 30.0, 600.0, rng) for _ in range(500)]
    assert all(0.0 <= d <= ceiling for d in draws)
    assert max(draws) > 0.8 * ceiling  # full jitter spreads over the whole range


def test_backoff_with_a_zero_base_is_always_zero() -> None:
    assert backoff_s(5, 0.0, 0.0) == 0.0
