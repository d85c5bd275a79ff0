"""Output hygiene (issue 15, point 6): what reaches a terminal, a spreadsheet, a URL or a
stored error text is made harmless here.

- ``terminal_safe``: control characters (C0, DEL, C1) and bidirectional overrides removed,
  newlines and tabs kept (and ``\\r`` only as part of ``\\r\\n``, as CSV writes it).
  ``SafeStream`` applies it, and ``redact``, to everything the CLI prints.
- ``csv_cell``: a text cell starting with ``= + - @`` (or a tab or carriage return) gets a
  leading ``'``, as spreadsheet-aware exporters do, so no cell is run as a formula.
- ``register_secret`` / ``redact`` / ``redact_body``: the superuser password and the API key
  are registered when they are first used; any text stored or printed has them replaced.
- ``checked_id``: a record id is letters, digits and ``_`` only before it goes into a path.
"""

from __future__ import annotations

import re
import threading
from typing import Any, TextIO

from dn_pipeline.errors import UsageError

REDACTED = "[redacted]"

_CONTROLS = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]|\r(?!\n)")
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
_ID = re.compile(r"[A-Za-z0-9_]{1,64}")

_secrets: set[str] = set()
_secrets_lock = threading.Lock()


def terminal_safe(text: str) -> str:
    """``text`` without anything a terminal would act on (escapes, bells, overrides)."""
    return _CONTROLS.sub("", text)


def csv_cell(value: Any) -> Any:
    """A CSV cell a spreadsheet shows as text: formula-like text gets a leading quote."""
    if isinstance(value, str) and value.startswith(_FORMULA_START):
        return "'" + value
    return value


def register_secret(value: str) -> None:
    """Remember a secret of this process so that ``redact`` hides it (short values ignored)."""
    if len(value) >= 6:
        with _secrets_lock:
            _secrets.add(value)


def redact(text: str) -> str:
    with _secrets_lock:
        known = sorted(_secrets, key=len, reverse=True)
    for secret in known:
        if secret in text:
            text = text.replace(secret, REDACTED)
    return text


def redact_body(value: Any) -> Any:
    """``value`` (a record body: dicts, lists, strings) with every secret redacted."""
    if isinstance(value, str):
        return redact(value)
    if isinstance(value, dict):
        return {k: redact_body(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [redact_body(v) for v in value]
    return value


def checked_id(record_id: str) -> str:
    """``record_id`` if it can only ever name a record (never ``../settings`` or ``?x=``)."""
    if not isinstance(record_id, str) or not _ID.fullmatch(record_id):
        raise UsageError(f"not a record id: {terminal_safe(repr(record_id))[:80]}")
    return record_id


class SafeStream:
    """A text stream that redacts secrets and strips control characters before writing."""

    def __init__(self, inner: TextIO) -> None:
        self.inner = inner

    def write(self, text: str) -> int:
        self.inner.write(terminal_safe(redact(text)))
        return len(text)

    def flush(self) -> None:
        self.inner.flush()

    def isatty(self) -> bool:
        return self.inner.isatty()

    def fileno(self) -> int:
        return self.inner.fileno()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)
