"""The worker's own deterministic events: telling its earlier write from anybody else's.

A fenced write that records a paid call carries an event under a deterministic id, so a
repeated write (a lost response, a retry) is refused as a duplicate. That refusal means
"already recorded" only when the event under that id is the worker's own: a worker event
of the same batch and kind about the same read. Anything else there (clients cannot choose
ids since the review guard, but an old or hand-made row can) is not taken as our write:
the caller raises instead of silently dropping a paid call's record.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from dn_pipeline.store.client import Store
from dn_pipeline.store.names import EVENTS
from dn_pipeline.store.ops import Op

# Detail keys that name what an event is about; the rest (cost, tokens) may differ between
# a first attempt and its repetition only in ways that do not change whose write it is.
_SUBJECT_KEYS = ("read", "key", "submission", "custom_id")


def is_own(existing: Mapping[str, Any], wanted: Mapping[str, Any]) -> bool:
    """True when ``existing`` is the event ``wanted`` describes, written by a worker."""
    if existing.get("actor_kind") != "worker" or wanted.get("actor_kind") != "worker":
        return False
    if (existing.get("batch"), existing.get("kind")) != (wanted.get("batch"), wanted.get("kind")):
        return False
    have, want = existing.get("detail") or {}, wanted.get("detail") or {}
    if not isinstance(have, Mapping) or not isinstance(want, Mapping):
        return False
    return all(have.get(k) == want.get(k) for k in _SUBJECT_KEYS if k in want)


def own_write_landed(store: Store, ops: Iterable[Op]) -> bool:
    """After a duplicate refusal of ``ops``: did our own earlier write of them land?

    True when every event with a deterministic id in ``ops`` exists as our own; False when
    one is missing or somebody else's (or ``ops`` has none to tell by).
    """
    named = [op for op in ops if op.method == "POST" and op.collection == EVENTS]
    named = [op for op in named if op.body.get("id")]
    if not named:
        return False
    for op in named:
        existing = store.find(EVENTS, str(op.body["id"]))
        if existing is None or not is_own(existing, op.body):
            return False
    return True
