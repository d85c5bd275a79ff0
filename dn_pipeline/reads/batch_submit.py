"""Message Batches, submit: a batch's cache misses claimed under a submission lock and sent
as message batches (the design is in ``message_batches.py``).
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import timedelta
from typing import TYPE_CHECKING, Any

from dn_pipeline.errors import (
    DuplicateRecord,
)
from dn_pipeline.ids import derive_id
from dn_pipeline.lazy import LazyModule
from dn_pipeline.leasing.leases import Lease
from dn_pipeline.readers.anthropic_reader import AnthropicReader
from dn_pipeline.readers.base import PageInput
from dn_pipeline.reads.batch_poll import _poll_one
from dn_pipeline.reads.budget import Budget
from dn_pipeline.reads.cache import EscalateIf, ReadCache
from dn_pipeline.reads.message_batches import (
    _CLAIMS_PER_WRITE,
    Limits,
    Submitted,
    Worker,
    _await,
    _event,
    _fresh_submission_id,
    _reader,
    _translate,
    _unsettled,
    _write_twice,
    client_for,
    custom_id,
    log,
)
from dn_pipeline.reads.rows import (
    SUBMISSION_LOCK,
    budget_used,
    claim_ops,
    give_back_ops,
    holder_alive,
    page_link_ops,
    read_id,
    read_key,
    still_abandoned,
)
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record, pb_datetime
from dn_pipeline.store.names import PAGES, READS, SUBMISSIONS
from dn_pipeline.store.ops import Op
from dn_pipeline.store.writes import limits_of, singles, write_units

if TYPE_CHECKING:
    import anthropic
else:
    anthropic = LazyModule("anthropic")  # imported on first use: see dn_pipeline.lazy


@dataclass(frozen=True, kw_only=True)
class _Miss:
    key: str
    old: Record | None
    pages: list[Record]

    @property
    def attempt(self) -> int:
        return int(self.old.get("attempts") or 0) + 1 if self.old else 1

    @property
    def read(self) -> str:
        return read_id(self.key, self.attempt)


def submit_misses(
    worker: Worker,
    lease: Lease,
    batch: Record,
    pages: Sequence[Record],
    *,
    client: anthropic.Anthropic | None = None,
    limits: Limits = Limits(),
) -> Submitted | None:
    """Send the batch's cache misses as message batches; None when nothing is (or remains)
    submitted, so the run goes on synchronously. Hits are linked on the way."""
    store, batch_id = worker.store, batch["id"]
    reader = _reader(worker)
    api: anthropic.Anthropic | None = client
    earlier = _unsettled(store, batch_id)
    if earlier:
        # Handed back (or requeued) while a submission was out: whatever has ended is applied
        # now, by this run, rather than one poll interval later.
        api = api or client_for(worker)
        for sub in earlier:
            lease.checkpoint()
            _poll_one(worker, lease, api, sub, None)
    groups: dict[str, list[Record]] = {}
    for page in pages:
        if page.get("read_status") == "ok" or not page.get("image"):
            continue
        key = read_key(page["image_sha256"], page.get("text_layer"), reader.name, reader.model)
        groups.setdefault(key, []).append(page)
    misses = _misses(worker, lease, groups, worker.escalation_trigger(batch_id))
    new: list[str] = []
    if misses:
        cache = ReadCache(
            store=store,
            lease=lease,
            reader=reader,
            batch_id=batch_id,
            budget=Budget(
                per_batch_usd=worker.settings.max_cost_usd_per_batch,
                per_day_usd=worker.settings.max_cost_usd_per_day,
            ),
        )
        cache.check_budget()
        api = api or client_for(worker)
        for chunk in _chunks(store, reader, misses, limits):
            made = _submit_chunk(worker, lease, batch_id, reader, api, chunk)
            if made is not None:
                new.append(made)
    unsettled = tuple(r["id"] for r in _unsettled(store, batch_id))
    if not unsettled:
        return None
    _await(worker, lease, batch_id, detail={"new": new, "unsettled": list(unsettled)})
    requests = sum(
        int(r.get("request_count") or 0) for r in _unsettled(store, batch_id) if r["id"] in new
    )
    return Submitted(new=tuple(new), unsettled=unsettled, requests=requests)


def _misses(
    worker: Worker,
    lease: Lease,
    groups: dict[str, list[Record]],
    escalate_if: EscalateIf | None = None,
) -> list[_Miss]:
    """Keys with no usable read: absent, failed within the budget, or pending with a dead
    holder. Hits and final failures are linked to their pages here, but for a hit the
    cascade's ``escalate_if`` objects to: left to the sync path, which escalates it."""
    store = worker.store
    live = {r["key"]: r for r in store.list_in(READS, "key", list(groups))}
    misses: list[_Miss] = []
    links: list[Op] = []
    for key, group in groups.items():
        row = live.get(key)
        if (
            row is not None
            and row["status"] == "ok"
            and escalate_if is not None
            and isinstance(row.get("result"), dict)
            and escalate_if(row["result"], group[0])
        ):
            continue
        if row is not None and (
            row["status"] == "ok" or budget_used(store, row, worker.settings.read_failure_budget)
        ):
            links += page_link_ops(group, row["id"], row["status"], row.get("error") or "")
            continue
        if row is not None and row["status"] == "pending":
            if holder_alive(store, row):
                continue  # another worker or submission reads it; the sync path waits for it
            if not still_abandoned(store, row):
                continue  # finished or taken over since the look: the sync path links it
        misses.append(_Miss(key=key, old=row, pages=group))
    write_units(lease, singles(links))
    return misses


def _chunks(
    store: Store, reader: AnthropicReader, misses: list[_Miss], limits: Limits
) -> Iterator[list[tuple[_Miss, dict[str, Any]]]]:
    """The misses with their request, cut where a message batch would pass the limits."""
    chunk: list[tuple[_Miss, dict[str, Any]]] = []
    size = len('{"requests":[]}')
    for miss in misses:
        page = miss.pages[0]
        png = store.download(PAGES, page["id"], page["image"])
        params = reader.build_params(
            PageInput(
                png=png,
                width=int(page.get("width") or 0),
                height=int(page.get("height") or 0),
                text_layer=list(page.get("text_layer") or []),
            ),
            batch=True,  # the 1-hour cache TTL: a 5-minute entry expires before most run
        )
        request = {"custom_id": custom_id(miss.key), "params": params}
        length = len(json.dumps(request, separators=(",", ":"))) + 1
        if chunk and (len(chunk) >= limits.max_requests or size + length > limits.max_bytes):
            yield chunk
            chunk, size = [], len('{"requests":[]}')
        chunk.append((miss, request))
        size += length
    if chunk:
        yield chunk


def _submit_chunk(
    worker: Worker,
    lease: Lease,
    batch_id: str,
    reader: AnthropicReader,
    api: anthropic.Anthropic,
    chunk: list[tuple[_Miss, dict[str, Any]]],
) -> str | None:
    """Claim, create, record: one submission. Its id, or None when nothing was claimed."""
    store = worker.store
    sub_id = _fresh_submission_id(store, batch_id, [m.read for m, _ in chunk])
    lock = SUBMISSION_LOCK + sub_id

    def mapping(items: list[tuple[_Miss, dict[str, Any]]]) -> dict[str, dict[str, str]]:
        return {req["custom_id"]: {"key": m.key, "read": m.read} for m, req in items}

    try:
        lease.write(
            [
                Op(
                    method="POST",
                    collection=SUBMISSIONS,
                    body={
                        "id": sub_id,
                        "batch": batch_id,
                        "status": "submitting",
                        "requests": mapping(chunk),
                        "request_count": len(chunk),
                        "model": reader.model,
                        "lock": lease.id,
                    },
                )
            ]
        )
    except DuplicateRecord:
        return None  # the very same claims were submitted by a racing run
    claimed = _claim(lease, batch_id, reader, lock, chunk)
    if len(claimed) < len(chunk):
        body: dict[str, Any] = {"requests": mapping(claimed), "request_count": len(claimed)}
        if not claimed:
            body.update(status="failed", error="every read was claimed by another worker")
        lease.write([Op(method="PATCH", collection=SUBMISSIONS, id=sub_id, body=body)])
        if not claimed:
            return None
    lease.checkpoint()  # never create a message batch we could not record
    try:
        created = api.messages.batches.create(requests=[req for _, req in claimed])  # type: ignore[misc]
    except anthropic.APIError as exc:
        _give_back(lease, sub_id, claimed, f"create refused: {exc}")
        raise _translate(exc, "create") from exc
    except BaseException:
        _give_back(lease, sub_id, claimed, "create interrupted")
        raise
    now = store.server_now()
    ops = [
        Op(
            method="PATCH",
            collection=SUBMISSIONS,
            id=sub_id,
            body={
                "status": "submitted",
                "message_batch_id": created.id,
                "submitted_at": pb_datetime(now),
                "next_poll_at": pb_datetime(now + timedelta(seconds=worker.settings.batch_poll_s)),
            },
        ),
        _event(
            derive_id("dn-reads-submitted", sub_id),
            batch_id,
            "reads_submitted",
            worker.worker_id,
            {"submission": sub_id, "message_batch": created.id, "requests": len(claimed)},
        ),
    ]
    try:
        _write_twice(lease, [ops])
    except Exception:
        log.warning(
            "read_submission_unrecorded batch=%s submission=%s message_batch=%s requests=%d",
            batch_id,
            sub_id,
            created.id,
            len(claimed),
        )
        raise
    log.info(
        "reads_submitted batch=%s submission=%s message_batch=%s requests=%d",
        batch_id,
        sub_id,
        created.id,
        len(claimed),
    )
    return sub_id


def _claim(
    lease: Lease,
    batch_id: str,
    reader: AnthropicReader,
    lock: str,
    chunk: list[tuple[_Miss, dict[str, Any]]],
) -> list[tuple[_Miss, dict[str, Any]]]:
    """Create each miss's next attempt as ``pending`` under ``lock`` (retiring the old row,
    its cost kept); a key a racing worker claimed first is left out."""

    def ops_of(miss: _Miss) -> list[Op]:
        return claim_ops(miss.key, miss.old, reader, lock=lock, batch_id=batch_id)

    claimed: list[tuple[_Miss, dict[str, Any]]] = []
    # A part is one transaction on purpose (a refusal names none of its claims as ours),
    # so it is sized to the server's limits rather than split by ``write_units``.
    per = max(1, min(_CLAIMS_PER_WRITE, (limits_of(lease.store).max_requests - 1) // 2))
    for i in range(0, len(chunk), per):
        part = chunk[i : i + per]
        try:
            lease.write([op for miss, _ in part for op in ops_of(miss)])
            claimed += part
        except DuplicateRecord:
            for item in part:  # somebody claimed one of them: take the others one by one
                try:
                    lease.write(ops_of(item[0]))
                    claimed.append(item)
                except DuplicateRecord:
                    continue
    return claimed


def _give_back(
    lease: Lease, sub_id: str, claimed: list[tuple[_Miss, dict[str, Any]]], why: str
) -> None:
    """Nothing was sent: delete the claims, make the rows they retired live again, and settle
    the submission ``failed``. Best effort: what stays behind is taken over later."""
    try:
        # one unit per claim: its delete and its restore together
        units: list[list[Op]] = [give_back_ops(miss.read, miss.old) for miss, _ in claimed]
        write_units(lease, units)
        body = {"status": "failed", "error": why[:2000], "requests": {}, "request_count": 0}
        lease.write([Op(method="PATCH", collection=SUBMISSIONS, id=sub_id, body=body)])
    except Exception as exc:
        log.warning("read_submission_give_back_failed submission=%s error=%s", sub_id, exc)
