"""Operator commands (SPEC §8): list, cancel, redrive, manual assembly, health, export.

Each change to a batch is made under its lease, like every other writer's. Manual
``assemble`` prepares any source still without pages before it settles a batch (a
``queued`` or ``failed`` one may be half-prepared), never settling a batch half-done.
"""

from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import Any

from dn_pipeline.errors import LeaseLost, NotClaimed, NotFound, UsageError
from dn_pipeline.hygiene import csv_cell
from dn_pipeline.leasing.acquire import with_batch_lease
from dn_pipeline.operator import hostdata
from dn_pipeline.operator.uploads import site_by_code
from dn_pipeline.reads import batch_poll
from dn_pipeline.reads.rows import budget_used, read_key
from dn_pipeline.run import retry
from dn_pipeline.run.assembling import pages_of, plan_candidates, stage_candidates
from dn_pipeline.run.recovery import cancel_now
from dn_pipeline.run.runner import read_cache, stage_transition
from dn_pipeline.run.worker import Worker
from dn_pipeline.stages.prepare import prepare_sources
from dn_pipeline.store import pagemarks, schema
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record, bind, pb_datetime
from dn_pipeline.store.names import BATCHES, EVENTS, NOTES, READS, TOTALS
from dn_pipeline.store.ops import Op


def statuses(collection: str) -> tuple[str, ...]:
    """The values the schema allows for ``collection``'s ``status``."""
    for coll in schema.load_definitions()["collections"]:
        if coll["name"] == collection:
            for f in coll["fields"]:
                if f["name"] == "status":
                    return tuple(f["values"])
    return ()


def check_status(collection: str, status: str) -> None:
    """A status filter that can match nothing is a usage error (exit 2), not an empty list."""
    allowed = statuses(collection)
    if status and status not in allowed:
        raise UsageError(f"unknown status {status!r}: one of {', '.join(allowed)}")


def list_batches(
    store: Store, *, status: str = "", site: str = "", older_than_s: float | None = None
) -> list[dict[str, Any]]:
    check_status(BATCHES, status)
    parts, values = [], {}
    if status:
        parts.append("status = {:st}")
        values["st"] = status
    if site:
        parts.append("site = {:si}")
        values["si"] = site_by_code(store, site)["id"]
    if older_than_s is not None:
        parts.append("created < {:c}")
        values["c"] = pb_datetime(store.server_now() - timedelta(seconds=older_than_s))
    where = bind(" && ".join(parts), **values) if parts else ""
    sites = {s["id"]: s.get("code", "") for s in store.list("sites", fields="id,code")}
    rows = store.list(BATCHES, where, sort="-created")
    all_totals = {t["id"]: t for t in store.list_in(TOTALS, "id", [b["id"] for b in rows])}
    out = []
    for b in rows:
        totals = all_totals.get(b["id"], {})
        out.append(
            {
                "id": b["id"],
                "site": sites.get(b["site"], b["site"]),
                "label": b.get("label", ""),
                "status": b["status"],
                "stage": b.get("stage", ""),
                "pages": totals.get("pages", 0),
                "open_pages": b.get("open_pages", 0),
                "candidates": totals.get("candidates", 0),
                "cost_usd": totals.get("cost_usd", 0),
                "attempts": b.get("attempts", 0),
                "last_error": b.get("last_error", ""),
                "created": b.get("created", ""),
            }
        )
    return out


def _batch(store: Store, batch_id: str) -> Record:
    try:
        return store.get(BATCHES, batch_id)
    except NotFound as exc:
        raise UsageError(f"no batch {batch_id!r}") from exc


def cancel(worker: Worker, batch_id: str) -> str:
    """Request a cancel and settle it now if nobody is running the batch."""
    store = worker.store
    batch = _batch(store, batch_id)
    if batch["status"] == "cancelled":
        return "already cancelled"
    store.update(BATCHES, batch_id, {"cancel_requested": True})
    store.create(
        EVENTS,
        {
            "batch": batch_id,
            "kind": "cancel_requested",
            "detail": {},
            "actor": worker.worker_id,
            "actor_kind": "operator",
        },
    )
    if cancel_now(worker, batch_id, actor_kind="operator"):
        return "cancelled"
    return "cancel requested: the running worker stops at its next page boundary"


def redrive(worker: Worker, batch_id: str, *, force: bool = False) -> str:
    """Put a parked (or, with force, any settled) batch back in the queue, counters reset."""
    allowed = {"failed"} | ({"needs_review", "staged", "cancelled", "queued"} if force else set())
    batch = _batch(worker.store, batch_id)
    if batch["status"] not in allowed:
        raise UsageError(
            f"batch {batch_id} is {batch['status']}: "
            + (
                "redrive --force takes settled batches only"
                if force
                else "only a failed batch is re-driven (use --force for others)"
            )
        )
    try:
        with with_batch_lease(
            worker.store,
            batch_id,
            "redrive",
            lambda b: b["status"] in allowed,
            worker.settings.lease,
        ) as lease:
            lease.write(
                [
                    Op(
                        method="PATCH",
                        collection=BATCHES,
                        id=batch_id,
                        body={
                            "status": "queued",
                            "attempts": 0,
                            "redrives": 0,
                            "last_error": "",
                            "next_attempt_at": "",
                            "claimed_at": "",
                            "cancel_requested": False,
                        },
                    ),
                    retry.event(
                        batch_id,
                        "redriven_by_operator",
                        worker.worker_id,
                        {"from": batch["status"]},
                        actor_kind="operator",
                    ),
                ]
            )
    except NotClaimed as exc:
        raise NotClaimed(f"batch {batch_id} is busy: {exc}") from exc
    return "queued"


# Reasons that only host data decides: a changed supplier or purchase order may settle them.
HOST_DATA_REASONS = frozenset(
    {
        "supplier_unknown",
        "supplier_ambiguous",
        "po_unknown",
        "po_not_on_site",
        "po_closed",
        "po_ambiguous",
    }
)


def import_host_data(
    worker: Worker, kind: str, path: Path, *, dry_run: bool = False
) -> tuple[hostdata.Imported, int]:
    """Upsert host data, then queue the affected sites' settled batches that have a
    candidate held back only by host data, so the next tick re-resolves them from their
    stored reads (no page is re-read). Returns the import and how many batches were queued
    (with ``dry_run``: nothing written, how many would be).
    """
    result = hostdata.import_csv(worker.store, kind, path, dry_run=dry_run)
    if result.sites is not None and not result.sites:
        return result, 0
    if dry_run:
        return result, len(host_data_batches(worker.store, result.sites))
    queued = 0
    for batch_id in host_data_batches(worker.store, result.sites):
        if requeue(worker, batch_id, "host_data_changed", {"kind": kind}):
            queued += 1
    return result, queued


def host_data_batches(store: Store, sites: frozenset[str] | None) -> list[str]:
    """``needs_review`` batches (of ``sites``; None = all) with at least one open candidate
    whose reasons are all about host data, oldest first."""
    where = "status = 'needs_review' && batch.status = 'needs_review'"
    if sites is not None:
        ors = " || ".join(f"batch.site = {{:s{i}}}" for i in range(len(sites)))
        where += bind(f" && ({ors})", **{f"s{i}": s for i, s in enumerate(sorted(sites))})
    found: dict[str, None] = {}
    for note in store.list(
        NOTES, where, fields="batch,review_reasons,delivery_note", sort="created"
    ):
        reasons = set(note.get("review_reasons") or [])
        if reasons and reasons <= HOST_DATA_REASONS and not note.get("delivery_note"):
            found.setdefault(note["batch"], None)
    return list(found)


def requeue(worker: Worker, batch_id: str, kind: str, detail: dict[str, Any]) -> bool:
    """Queue a settled batch again, due now, without spending an attempt. False if busy."""

    def settled(b: Record) -> bool:
        return b["status"] in ("needs_review", "staged") and not b.get("cancel_requested")

    try:
        with with_batch_lease(
            worker.store, batch_id, "redrive", settled, worker.settings.lease
        ) as lease:
            lease.write(
                [
                    Op(
                        method="PATCH",
                        collection=BATCHES,
                        id=batch_id,
                        body={"status": "queued", "next_attempt_at": "", "claimed_at": ""},
                    ),
                    retry.event(batch_id, kind, worker.worker_id, detail, actor_kind="operator"),
                ]
            )
            return True
    except (NotClaimed, LeaseLost):
        return False


def assemble(worker: Worker, batch_id: str) -> str:
    """Re-assemble, re-resolve and reconcile from persisted reads under the lease, reading
    only pages that have no read (e.g. after an operator fixed a purchase order).

    A ``queued`` or parked ``failed`` batch may be half-prepared (a run stopped between
    sources): assembly prepares every source first, under the same lease, so a batch it
    settles never leaves a source without its pages or its source error. For a prepared
    batch that step writes nothing.
    """
    batch = _batch(worker.store, batch_id)

    def settled(b: Record) -> bool:
        return b["status"] in ("staged", "needs_review", "failed", "queued")

    # A re-assembly that would change nothing writes nothing: not even the lease (#20).
    # Only a batch a run settled qualifies: a queued or failed one may be half-prepared.
    if batch["status"] in ("staged", "needs_review") and _nothing_to_do(worker, batch):
        return str(batch["status"])
    try:
        with with_batch_lease(
            worker.store, batch_id, "assembly", settled, worker.settings.lease
        ) as lease:
            cache = read_cache(worker, lease, batch_id)
            stage_transition(worker, lease, batch_id, "preparing", detail={"manual": True})
            prepare_sources(
                worker.store, lease, batch_id, worker.normalise, progress=worker.progress
            )
            stage_transition(worker, lease, batch_id, "reading", detail={"manual": True})
            cache.read_pages(pages_of(worker.store, batch_id))
            stage_transition(worker, lease, batch_id, "assembling", detail={"manual": True})
            return stage_candidates(worker, lease, worker.store.get(BATCHES, batch_id))
    except NotClaimed as exc:
        raise NotClaimed(f"batch {batch_id} is busy or not settled: {exc}") from exc


def _nothing_to_do(worker: Worker, batch: Record) -> bool:
    """Reads only: every page holds its final read, and the candidate rows and the batch
    already hold what assembling would write. Any doubt answers False (the full run)."""
    store, reader = worker.store, worker.reader
    pages = pages_of(store, batch["id"])
    # A page read under another key than this reader's (an old embedded read without
    # words, another model's read) may be read again or relinked: not a no-op.
    linked = sorted({p["read"] for p in pages if p.get("read_status") == "ok" and p.get("read")})
    keys = {r["id"]: r["key"] for r in store.list_in(READS, "id", linked, fields="id,key")}
    for page in pages:
        if page.get("read_status") == "ok" and page.get("image"):
            mine = read_key(page["image_sha256"], page.get("text_layer"), reader.name, reader.model)
            if keys.get(page.get("read") or "") != mine:
                return False
    failed: dict[str, Record] = {}
    for page in pages:
        if page.get("read_status") == "ok" or not page.get("image"):
            continue
        if page.get("read_status") != "failed":
            return False
        sha, layer = page["image_sha256"], page.get("text_layer")
        failed[read_key(sha, layer, reader.name, reader.model)] = page
    if failed:
        live = {r["key"]: r for r in store.list_in(READS, "key", list(failed))}
        for key, page in failed.items():
            row = live.get(key)
            if row is None or row["id"] != page.get("read"):
                return False  # another read of the image since: the page is linked anew
            if not budget_used(store, row, worker.settings.read_failure_budget):
                return False  # the page would be read again
    return not plan_candidates(worker, batch, rows=pages).changes(batch)


@dataclass(frozen=True, kw_only=True)
class Health:
    healthy: bool
    problems: tuple[str, ...]
    counts: dict[str, int]


def health(store: Store, *, max_wait_s: float) -> Health:
    problems = []
    counts = {
        s: store.count(BATCHES, bind("status = {:s}", s=s))
        for s in ("queued", "analysing", "awaiting_reads", "failed", "needs_review")
    }
    # Open pages waiting for a reviewer; one a reviewer marked "not a delivery note" waits
    # for nobody (``pagemarks``) and is counted apart.
    waiting = store.list(
        BATCHES, "status = 'needs_review' && open_pages > 0", fields="id,open_pages"
    )
    marked = pagemarks.marked_open_counts(store, [b["id"] for b in waiting])
    counts["open_pages"] = sum(
        max(0, int(b.get("open_pages") or 0) - marked.get(b["id"], 0)) for b in waiting
    )
    counts["open_pages_marked"] = sum(marked.values())
    if counts["failed"]:
        problems.append(f"{counts['failed']} batch(es) parked as failed")
    # Lateness counts from when the batch became due: the later of its last write (a
    # queued batch is written when it is queued, re-queued or handed back, and not while
    # it waits) and its next attempt; never from ``created`` (a re-queue is not late).
    cutoff = pb_datetime(store.server_now() - timedelta(seconds=max_wait_s))
    late = store.first(
        BATCHES,
        bind(
            "status = 'queued' && updated < {:c}"
            " && (next_attempt_at = '' || next_attempt_at < {:c})",
            c=cutoff,
        ),
        sort="created",
    )
    if late:
        problems.append(f"batch {late['id']} has waited more than {max_wait_s:.0f} s")
    problems += [f"batch {b} awaits reads nobody holds" for b in batch_poll.stuck_awaiting(store)]
    return Health(healthy=not problems, problems=tuple(problems), counts=counts)


EXPORT_FIELDS = (
    "batch",
    "candidate",
    "site",
    "document_number",
    "supplier",
    "supplier_name",
    "purchase_order",
    "po_number",
    "delivery_date",
    "status",
    "items",
)


def effective(note: Record, name: str) -> Any:
    """A candidate's value as finance should see it: what a reviewer set wins over the read
    (the review page keeps a fixed number or date in ``reviewed_fields`` only)."""
    reviewed = note.get("reviewed_fields")
    if isinstance(reviewed, dict) and reviewed.get(name) not in (None, ""):
        return reviewed[name]
    return note.get(name, "")


def export(store: Store, *, status: str, site: str = "", fmt: str = "csv") -> str:
    """What finance takes: candidates of a status (with their items)."""
    check_status(NOTES, status)
    where = bind("status = {:s}", s=status)
    if site:
        where += bind(" && batch.site = {:si}", si=site_by_code(store, site)["id"])
    notes = store.list(NOTES, where, sort="batch,note_index")
    sites = {s["id"]: s.get("code", "") for s in store.list("sites", fields="id,code")}
    batch_site = {
        b["id"]: sites.get(b["site"], "")
        for b in store.list_in(BATCHES, "id", [n["batch"] for n in notes], fields="id,site")
    }
    rows = [
        {
            "batch": n["batch"],
            "candidate": n["id"],
            "site": batch_site.get(n["batch"], ""),
            "document_number": effective(n, "document_number"),
            "supplier": effective(n, "supplier"),
            "supplier_name": effective(n, "supplier_name"),
            "purchase_order": effective(n, "purchase_order"),
            "po_number": effective(n, "po_number"),
            "delivery_date": effective(n, "delivery_date"),
            "status": n["status"],
            "items": n.get("items") or [],
        }
        for n in notes
    ]
    if fmt == "json":
        return json.dumps(rows, indent=2)
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=EXPORT_FIELDS)
    writer.writeheader()
    for r in rows:
        # No cell may start a formula in the spreadsheet finance opens this in.
        writer.writerow({k: csv_cell(v) for k, v in {**r, "items": json.dumps(r["items"])}.items()})
    return buf.getvalue()
