"""Importing the bench's modules from a test: ``bench/`` is a folder of scripts, not a
package, so its modules import while it is on ``sys.path``."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench"


@contextmanager
def bench_on_path() -> Iterator[None]:
    """``bench/`` first on ``sys.path`` while the block runs."""
    sys.path.insert(0, str(BENCH))
    try:
        yield
    finally:
        sys.path.remove(str(BENCH))
