"""A module imported on first use, so commands that never call the vision API start fast.

The ``anthropic`` SDK takes about 2 s of CPU to import, more than everything else a
``dn-pipeline`` command loads; ``tick`` with the embedded reader, ``batch show`` or
``health`` never touch it, nor a ``tick`` with the Anthropic reader that finds nothing to
read (the reader makes its SDK client at its first call). ``LazyModule("anthropic")``
stands in for the module: the first attribute looked up imports it through
``importlib.import_module``, which holds the import system's per-module lock, so reader
threads touching it at once import it once (the standard library's ``LazyLoader`` is not
thread-safe before Python 3.12).
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any


class LazyModule:
    """Attribute access on the named module, importing it the first time."""

    def __init__(self, name: str) -> None:
        self._name = name

    def module(self) -> ModuleType:
        return importlib.import_module(self._name)

    def __getattr__(self, attr: str) -> Any:
        return getattr(self.module(), attr)

    def __repr__(self) -> str:
        return f"LazyModule({self._name!r})"
