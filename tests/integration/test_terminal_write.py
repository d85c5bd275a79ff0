"""The terminal update rides in the same transaction as the last candidates it reports
(#20: one round trip less per run), never before any of them (``store/writes.py``)."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from typing import Any

import pytest

from dn_pipeline.readers.base import PageInput
from dn_pipeline.run.runner import run_batch
from dn_pipeline.run.worker import Worker
from dn_pipeline.store import writes
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record, bind
from dn_pipeline.store.names import BATCHES, EVENTS, NOTES
from dn_pipeline.store.ops import Op
from dn_pipeline.testing import FakeReader, TestServer
from tests.integration import test_runner
from tests.integration.test_runner import ANSWER, png

make_batch = test_runner.make_batch


def _numbered(page: PageInput) -> dict[str, Any]:
    """Each page a note of its own: its number from its image."""
    return {**ANSWER, "document_number": f"DN-{hashlib.sha256(page.png).hexdigest()[:8]}"}


def _run_logging_writes(
    pb: TestServer,
    store: Store,
    batch_id: str,
    monkeypatch: pytest.MonkeyPatch,
) -> list[list[Op]]:
    """Run the batch; every ``/api/batch`` it sent, as its ops."""
    sent: list[list[Op]] = []
    real = Store.batch

    def batch(self: Store, ops: Sequence[Op]) -> list[Record]:
        sent.append(list(ops))
        return real(self, ops)

    monkeypatch.setattr(Store, "batch", batch)
    worker = Worker(
        store=store,
        settings=pb.settings(read_concurrency=2),
        reader=FakeReader(answer=_numbered),
        worker_id="test-worker",
    )
    assert run_batch(worker, batch_id, staged=True).status in {"staged", "needs_review"}
    return sent


def _finished(op: Op) -> bool:
    return op.collection == EVENTS and op.body.get("kind") == "finished"


def _terminal(op: Op) -> bool:
    return op.collection == BATCHES and op.method == "PATCH" and op.body.get("stage") == "done"


def test_the_terminal_update_lands_in_the_same_write_as_the_candidates(
    pb: TestServer,
    store: Store,
    make_batch: Callable[..., str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Three one-page notes: their creates, the batch's terminal update and its
    ``finished`` event go in ONE fenced write, the terminal ops last. Before, the terminal
    update was a write of its own after the candidates': the test failed."""
    batch_id = make_batch(*(png(700 + i) for i in range(3)))
    sent = _run_logging_writes(pb, store, batch_id, monkeypatch)
    last = [ops for ops in sent if any(_finished(op) for op in ops)]
    assert len(last) == 1, "one write carries the finished event"
    ops = last[0]
    creates = [op for op in ops if op.collection == NOTES and op.method == "POST"]
    assert len(creates) == 3
    assert _terminal(ops[-2]) and _finished(ops[-1])  # after every candidate
    notes = store.list(NOTES, bind("batch = {:b}", b=batch_id))
    assert len(notes) == 3


def test_candidates_over_several_writes_put_the_terminal_update_in_the_last(
    pb: TestServer,
    store: Store,
    make_batch: Callable[..., str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With the server taking 4 requests a write (3 after the fence's touch), five
    candidates need several writes: the terminal update is in the last of them, never
    before a create, and no create is written after it."""
    monkeypatch.setattr(
        writes, "limits_of", lambda _store: writes.BatchLimits(4, 1 << 30)
    )  # assembly's packing only: the reads keep the server's own limits
    batch_id = make_batch(*(png(720 + i) for i in range(5)))
    sent = _run_logging_writes(pb, store, batch_id, monkeypatch)
    at = [i for i, ops in enumerate(sent) if any(_terminal(op) for op in ops)]
    assert len(at) == 1
    creating = [i for i, ops in enumerate(sent) if any(op.collection == NOTES for op in ops)]
    assert len(creating) >= 2 and max(creating) <= at[0] == len(sent) - 1
    assert all(len(ops) <= 4 for ops in sent[min(creating) :])
    assert len(store.list(NOTES, bind("batch = {:b}", b=batch_id))) == 5
