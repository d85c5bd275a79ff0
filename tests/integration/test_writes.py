"""``writes``: the limits come from the server, and split writes land whole (issue 21)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from dn_pipeline.store import writes
from dn_pipeline.store.client import Store
from dn_pipeline.store.ops import Op
from dn_pipeline.testing import TestServer


@pytest.fixture
def batch_settings(store: Store) -> Iterator[Any]:
    """Change the server's batch settings for one test; the schema's come back."""
    before = dict(store.settings()["batch"])

    def change(**values: int) -> None:
        body = {"batch": {**before, **values}}
        store.send("/api/settings", {"method": "PATCH", "body": body})

    yield change
    store.send("/api/settings", {"method": "PATCH", "body": {"batch": before}})
    writes.load_limits(store)


def suppliers(n: int, pad: int = 0) -> list[Op]:
    return [
        Op(method="POST", collection="suppliers", body={"name": f"S{i}", "aliases": ["a" * pad]})
        for i in range(n)
    ]


def test_the_limits_are_the_servers_batch_settings(store: Store, batch_settings: Any) -> None:
    schema, limits = writes.schema_limits(), writes.load_limits(store)
    assert (limits.max_requests, limits.max_body_size) == (
        schema.max_requests,
        schema.max_body_size,
    )
    batch_settings(maxRequests=7, maxBodySize=70_000)
    limits = writes.load_limits(store)
    assert (limits.max_requests, limits.max_body_size, limits.source) == (7, 70_000, "settings")


def test_without_access_to_settings_the_schema_values_are_used(pb: TestServer) -> None:
    stranger = Store(pb.url, "nobody@example.invalid", "not-the-password")
    limits = writes.load_limits(stranger)
    assert limits == writes.schema_limits() and limits.source == "schema"
    assert limits.max_requests == 200


def test_a_write_over_max_requests_lands_in_pieces(store: Store, batch_settings: Any) -> None:
    batch_settings(maxRequests=5)
    writes.load_limits(store)
    before = store.requests
    results = writes.store_units(store, writes.singles(suppliers(12)))
    assert len(results) == 12 and store.requests - before == 3  # 5 + 5 + 2
    assert store.count("suppliers") == 12


def test_a_write_over_max_body_size_lands_in_pieces(store: Store, batch_settings: Any) -> None:
    # 6 ops of ~12 KB: 72 KB in one body is refused by a 64 KB limit; the pieces are not.
    batch_settings(maxBodySize=64 * 1024)
    writes.load_limits(store)
    results = writes.store_units(store, writes.singles(suppliers(6, pad=12_000)))
    assert len(results) == 6 and store.count("suppliers") == 6


def test_a_limit_lowered_while_running_is_read_again_and_the_rest_replanned(
    store: Store, batch_settings: Any
) -> None:
    writes.load_limits(store)  # 200, remembered
    batch_settings(maxRequests=4)  # lowered behind the worker's back
    results = writes.store_units(store, writes.singles(suppliers(10)))
    assert len(results) == 10 and store.count("suppliers") == 10
    assert writes.limits_of(store).max_requests == 4
