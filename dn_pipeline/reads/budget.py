"""Spend caps on paid reads (per batch, per day; ``SpendCaps`` is the read cache's half that
enforces them) and the counts of a run's reads.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field

from dn_pipeline.errors import (
    BudgetExhausted,
)
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import bind
from dn_pipeline.store.names import READS

SPEND_REFRESH_S = 10.0


@dataclass(frozen=True, kw_only=True)
class Budget:
    """Spend caps; None means no cap."""

    per_batch_usd: float | None = None
    per_day_usd: float | None = None


@dataclass(kw_only=True)
class ReadStats:
    made: int = 0
    reused: int = 0
    failed: int = 0
    waiting: int = 0
    escalated: int = 0
    cost_usd: float = 0.0
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def add(self, **counts: float) -> None:
        with self._lock:
            for name, value in counts.items():
                setattr(self, name, getattr(self, name) + value)


@dataclass(kw_only=True)
class _Spend:
    """Spend as last looked up (plus our own calls since), for the caps."""

    batch_usd: float
    day_usd: float
    at: float  # monotonic time of the look-up


class SpendCaps:
    """The spend-cap half of ``ReadCache``: no paid call starts once the batch's or today's
    spend (summed from the read rows, which keep their cost when retired, looked up at most
    every ``SPEND_REFRESH_S`` plus our own calls since) has reached its cap."""

    store: Store
    batch_id: str
    budget: Budget
    _spend: _Spend | None
    _spend_lock: threading.Lock

    def check_budget(self) -> None:
        """BudgetExhausted when a spend cap is reached (no new paid call may start)."""
        self._check_budget()

    def _check_budget(self) -> None:
        if self.budget.per_batch_usd is None and self.budget.per_day_usd is None:
            return
        spend = self._current_spend()
        cap = self.budget.per_batch_usd
        if cap is not None and spend.batch_usd >= cap:
            raise BudgetExhausted(
                f"budget: batch spend ${spend.batch_usd:.4f} reached its cap ${cap:.4f}"
            )
        cap = self.budget.per_day_usd
        if cap is not None and spend.day_usd >= cap:
            raise BudgetExhausted(
                f"budget: today's spend ${spend.day_usd:.4f} reached the daily cap ${cap:.4f}"
            )

    def _current_spend(self) -> _Spend:
        with self._spend_lock:
            spend = self._spend
            if spend is not None and time.monotonic() - spend.at < SPEND_REFRESH_S:
                return spend
        # Rows keep their cost when retired, so summing rows is what was really paid.
        batch_usd = (
            self._spent(bind("batch = {:b}", b=self.batch_id))
            if self.budget.per_batch_usd is not None
            else 0.0
        )
        day_usd = (
            self._spent("created >= @todayStart") if self.budget.per_day_usd is not None else 0.0
        )
        fresh = _Spend(batch_usd=batch_usd, day_usd=day_usd, at=time.monotonic())
        with self._spend_lock:
            self._spend = fresh
        return fresh

    def _spent(self, where: str) -> float:
        return sum(
            float(r.get("cost_usd") or 0) for r in self.store.list(READS, where, fields="cost_usd")
        )

    def _add_spend(self, usd: float) -> None:
        with self._spend_lock:
            if self._spend is not None:
                self._spend.batch_usd += usd
                self._spend.day_usd += usd
