"""The worker a run is given, and how one batch's turn ended (its ``Outcome``).

Kept apart from the run itself so every module that takes a worker (the tick, the recovery
sweep, operator commands, Message Batches) imports this small module, not the run.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from dataclasses import dataclass, field

from dn_pipeline.readers.base import Reader
from dn_pipeline.reads.budget import ReadStats
from dn_pipeline.reads.cache import EscalateIf
from dn_pipeline.settings import Settings
from dn_pipeline.stages.normalise import NormaliseOptions
from dn_pipeline.store.client import Store


@dataclass(kw_only=True)
class Worker:
    """What a run needs: the store, settings, the reader, who we are, how to stop."""

    store: Store
    settings: Settings
    reader: Reader
    worker_id: str = field(default_factory=lambda: f"{os.uname().nodename}:{os.getpid()}")
    stop: threading.Event | None = None
    progress: Callable[[str], None] = lambda _: None
    normalise: NormaliseOptions = field(default_factory=NormaliseOptions)
    # The cascade's "this answer disagrees with the page's words / host data" trigger (issue
    # #17 point 3): (answer, page) -> reason to escalate, or None. None = the built-in check
    # (``disagreement.py``, when DN_ESCALATE_ON_DISAGREEMENT is on).
    escalate_if: EscalateIf | None = None
    # Test-only: crash the process right after the N-th fenced write landed (issue 8 sweep).
    crash_after_write: int | None = None
    # ...after holding this long: calls other threads already started reach the server.
    crash_hold_s: float = 0.0

    def escalation_trigger(self, batch_id: str) -> EscalateIf | None:
        """The trigger a run of ``batch_id`` escalates on (``disagreement.escalate_if_for``),
        asked through the worker so Message Batches reading imports nothing of the run."""
        from dn_pipeline.run.disagreement import escalate_if_for

        return escalate_if_for(self, batch_id)


@dataclass(frozen=True, kw_only=True)
class Outcome:
    """How one batch's turn ended, for the tick's summary."""

    batch_id: str
    status: str  # staged, needs_review, cancelled, queued, failed, parked, not_claimed, lost
    reads: ReadStats = field(default_factory=ReadStats)
