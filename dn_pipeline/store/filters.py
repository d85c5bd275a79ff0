"""Filters and values as PocketBase takes them: ``bind`` (the one way a value gets into a filter),
record and timestamp types, and the server's datetime format.
"""

from __future__ import annotations

import math
import re
from datetime import UTC, datetime
from typing import Any

from dn_pipeline.errors import (
    UnsafeFilterValue,
)

Record = dict[str, Any]


FilterValue = str | int | float | bool | None


_PARAM = re.compile(r"\{:([A-Za-z_][A-Za-z0-9_]*)\}")


def pb_datetime(dt: datetime) -> str:
    """Format an aware datetime the way PocketBase stores dates (UTC, ms, ``Z``)."""
    if dt.tzinfo is None:
        raise ValueError("pb_datetime needs a timezone-aware datetime")
    dt = dt.astimezone(UTC)
    return dt.strftime("%Y-%m-%d %H:%M:%S.") + f"{dt.microsecond // 1000:03d}Z"


def parse_pb_datetime(value: str) -> datetime | None:
    """Parse a PocketBase date string (``2026-11-30 08:00:00.123Z``); None for ``""``."""
    if not value:
        return None
    return datetime.fromisoformat(value.replace(" ", "T").replace("Z", "+00:00"))


def _quote(value: FilterValue) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if not math.isfinite(value):
            raise UnsafeFilterValue(f"cannot bind non-finite number {value!r}")
        return repr(value)
    if not isinstance(value, str):
        raise UnsafeFilterValue(f"cannot bind a {type(value).__name__} into a filter")
    # PocketBase's filter scanner unescapes backslash sequences inside a literal (verified
    # on 0.40.6), so backslashes are doubled first, then the quote is escaped.
    if "\x00" in value:
        raise UnsafeFilterValue("a filter value may not contain NUL")
    return "'" + value.replace("\\", "\\\\").replace("'", "\\'") + "'"


def bind(expr: str, **params: FilterValue) -> str:
    """Substitute ``{:name}`` placeholders in a filter with safely quoted values.

    Values can never end the literal early, so quotes, ``||``, ``&&`` and unicode in a
    value match only themselves. Unknown or unused placeholders are an error.
    """
    used: set[str] = set()

    def sub(m: re.Match[str]) -> str:
        name = m.group(1)
        if name not in params:
            raise UnsafeFilterValue(f"filter placeholder {{:{name}}} has no value")
        used.add(name)
        return _quote(params[name])

    out = _PARAM.sub(sub, expr)
    if unused := set(params) - used:
        raise UnsafeFilterValue(f"unused filter values: {sorted(unused)}")
    return out
