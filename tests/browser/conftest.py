"""What every browser test module shares: its own PocketBase serving the review page."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from dn_pipeline.store.localserver import LocalServer
from dn_pipeline.testing import TestServer
from tests.browser.test_review_page import ROOT, require_browser


@pytest.fixture(scope="module")
def served() -> Iterator[TestServer]:
    """A PocketBase on a free port, serving ``pb_public`` (one per test module)."""
    require_browser()
    server = TestServer()
    server.server = LocalServer(root=server.root, port=server.port, public_dir=ROOT / "pb_public")
    server.start()
    try:
        yield server
    finally:
        server.stop()
