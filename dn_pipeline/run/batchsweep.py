"""The sweep of Message Batches submissions no batch will poll (run by every tick, bounded).

A batch polls its own submissions while it is ``queued``, ``analysing`` or
``awaiting_reads``. One parked ``failed`` (retries or poison), cancelled or finished while a
message batch was in flight polls nothing, yet Anthropic bills every request it answers.
The sweep polls those submissions (``submitted``, ``ended`` or ``cancelling``, due by their
``next_poll_at``) under their batch's lease, exactly as the batch's own poll would: once the
message batch has ended its results are applied, each billed answer recorded once and kept
in the read cache, and the submission settled. A parked batch that is redriven later reuses
those reads; another batch waiting on the image reuses them too.

Safe to kill and to race like any poll (``batchreads``: every result one guarded
transition with a deterministic event id): a worker that dies between fetching and applying
leaves the reads ``pending`` under the submission, and the next sweep fetches and applies
again. Two sweeps partition the work by the batch lease (a loser skips the batch). A fetch
that fails is tried again one poll interval later (``next_poll_at``).
"""

from __future__ import annotations

import logging
from datetime import timedelta

from dn_pipeline.errors import BudgetExhausted, LeaseLost, NotClaimed, ReaderUnavailable, Stopped
from dn_pipeline.leasing.acquire import with_batch_lease
from dn_pipeline.leasing.leases import Lease
from dn_pipeline.readers.anthropic_reader import AnthropicReader
from dn_pipeline.reads import batch_poll
from dn_pipeline.reads import message_batches as batchreads
from dn_pipeline.reads.rows import POLLING_STATUSES
from dn_pipeline.run.runner import arm_crash_hook
from dn_pipeline.run.worker import Worker
from dn_pipeline.store.filters import Record, pb_datetime
from dn_pipeline.store.names import SUBMISSIONS
from dn_pipeline.store.ops import Op

log = logging.getLogger(__name__)

UNPOLLED = (
    "(status = 'submitted' || status = 'ended' || status = 'cancelling')"
    " && (next_poll_at = '' || next_poll_at <= @now)"
    + "".join(f" && batch.status != '{s}'" for s in POLLING_STATUSES)
)


def _not_polling(batch: Record) -> bool:
    return batch.get("status") not in POLLING_STATUSES


def sweep(worker: Worker, *, limit: int = 20) -> int:
    """Poll up to ``limit`` due submissions of batches that poll nothing; how many were
    settled. Does nothing for a worker without the Anthropic reader (it has no key)."""
    if not isinstance(worker.reader, AnthropicReader) or not worker.settings.anthropic_api_key:
        return 0
    store = worker.store
    rows = store.list(SUBMISSIONS, UNPOLLED, sort="next_poll_at", limit=limit, fields="id,batch")
    if not rows:
        return 0
    api = batchreads.client_for(worker)
    settled = 0
    for row in rows:
        if worker.stop is not None and worker.stop.is_set():
            break
        try:
            with with_batch_lease(
                store, row["batch"], "results", _not_polling, worker.settings.lease
            ) as lease:
                arm_crash_hook(worker, lease)
                try:
                    state = batch_poll.poll_submission(worker, lease, row["id"], client=api)
                except (ReaderUnavailable, BudgetExhausted) as exc:
                    log.warning(
                        "read_submission_sweep_failed submission=%s error=%s", row["id"], exc
                    )
                    _later(worker, lease, row["id"])
                    continue
                settled += state == "applied"
        except (NotClaimed, LeaseLost, Stopped) as exc:
            log.info("read_submission_sweep_skipped submission=%s why=%s", row["id"], exc)
    return settled


def _later(worker: Worker, lease: Lease, submission: str) -> None:
    """A fetch that failed is tried again one poll interval from now."""
    due = worker.store.server_now() + timedelta(seconds=worker.settings.batch_poll_s)
    body = {"next_poll_at": pb_datetime(due)}
    lease.write([Op(method="PATCH", collection=SUBMISSIONS, id=submission, body=body)])
