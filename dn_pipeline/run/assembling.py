"""The assembling stage of a run: the batch's pages and reads become notes (field finding,
assembly, resolution against the site's host data), then candidates reconciled with the
batch's existing rows and applied in fenced writes. Also what the legacy path writes.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from typing import Any

from dn_pipeline.ids import derive_id
from dn_pipeline.leasing.leases import Lease
from dn_pipeline.run import retry, supplier_memory
from dn_pipeline.run.host import load_known
from dn_pipeline.run.lookups import Ahead, Lookups, look_up, source_order
from dn_pipeline.run.worker import Worker
from dn_pipeline.stages.assemble import Assembly, Page, assemble
from dn_pipeline.stages.docnum import normalise_document_number
from dn_pipeline.stages.fields import PageFields, fields_of_pages, host_data
from dn_pipeline.stages.reconcile import (
    Candidate,
    apply_plan,
    batch_status,
    commercial_fields,
    is_terminal,
    propose,
    reconcile,
)
from dn_pipeline.store import pagemarks
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record, bind
from dn_pipeline.store.names import BATCHES, NOTES, PAGES, READS
from dn_pipeline.store.ops import Op
from dn_pipeline.store.writes import singles, write_units

log = logging.getLogger(__name__)


class _Cancelled(Exception):
    """A cancel request was seen at a unit boundary."""


def _checkpoint(lease: Lease) -> None:
    lease.checkpoint()
    if lease.cancel_requested:
        raise _Cancelled()


def pages_of(
    store: Store, batch_id: str, order: dict[str, tuple[int, str]] | None = None
) -> list[Record]:
    """The batch's pages in batch order (``pages_in_order``)."""
    return pages_in_order(store, batch_id, order)[0]


def pages_in_order(
    store: Store, batch_id: str, order: dict[str, tuple[int, str]] | None = None
) -> tuple[list[Record], dict[str, tuple[int, str]]]:
    """The batch's pages in batch order: sources in upload order, then page, then region;
    and that order of the sources. ``order``: the sources' order, listed earlier
    (``lookups.source_order``); listed beside the pages when not given, or when a page's
    source is not in it."""
    where = bind("batch = {:b}", b=batch_id)
    if order is None:
        with ThreadPoolExecutor(1, thread_name_prefix="pages") as pool:
            listing = pool.submit(source_order, store, batch_id)
            pages = store.list(PAGES, where)
            order = listing.result()
    else:
        pages = store.list(PAGES, where)
        if any(p["source"] not in order for p in pages):
            order = source_order(store, batch_id)
    pages.sort(key=lambda p: (order.get(p["source"], (0, "")), p["page"], p["region"]))
    return pages, order


_READ_FIELDS = "id,status,result,words,rotation"


def _pages_and_reads(
    store: Store,
    batch_id: str,
    rows: list[Record] | None,
    order: dict[str, tuple[int, str]] | None = None,
) -> tuple[list[Record], dict[str, Record]]:
    """The batch's pages (``rows`` when given) and the reads they link. Listed together: the
    reads any page of the batch links (one query beside the page listing, not one per 40
    pages after it); a link the two listings disagree on is looked up by id."""
    fields = _READ_FIELDS
    reads: dict[str, Record] = {}
    if rows is None:
        with ThreadPoolExecutor(1, thread_name_prefix="reads") as pool:
            where = bind("dn_batch_pages_via_read.batch ?= {:b}", b=batch_id)
            listing = pool.submit(store.list, READS, where, fields=fields)
            rows = pages_of(store, batch_id, order)
            reads = {r["id"]: r for r in listing.result()}
    linked = {p["read"] for p in rows if p.get("read")}
    missing = sorted(linked - reads.keys())
    reads.update((r["id"], r) for r in store.list_in(READS, "id", missing, fields=fields))
    return rows, {i: r for i, r in reads.items() if i in linked}


def _pages(rows: list[Record], found: dict[str, PageFields]) -> list[Page]:
    """The listed pages as assembly takes them, each with its read's fields as found."""
    return [
        Page(
            page_id=p["id"],
            source_id=p["source"],
            page=int(p["page"]),
            region=p.get("region") or "full",
            image_sha256=p.get("image_sha256") or "",
            read_status=p.get("read_status") or "pending",
            read=found[p["id"]].result if p["id"] in found else None,
            read_error=p.get("read_error") or "",
        )
        for p in rows
    ]


@dataclass(frozen=True, kw_only=True)
class Planned:
    """What assembling a batch would write: candidate ops and the batch's terminal fields."""

    ops: list[Op]
    status: str
    assembly: Assembly
    candidates: int

    def terminal(self) -> dict[str, Any]:
        open_pages = len(self.assembly.open_pages)
        return {
            "status": self.status,
            "stage": "done",
            "page_count": self.assembly.page_count,
            "open_pages": open_pages,
            "claimed_at": "",
            "last_error": "",
        }

    def changes(self, batch: Record) -> bool:
        """True unless every candidate row and the batch already hold these values."""
        return bool(self.ops) or any(batch.get(k) != v for k, v in self.terminal().items())


def plan_candidates(
    worker: Worker,
    batch: Record,
    *,
    legacy: bool = False,
    rows: list[Record] | None = None,
    looked: Callable[[], Lookups] | None = None,
    order: dict[str, tuple[int, str]] | None = None,
) -> Planned:
    """Assemble, resolve and reconcile from the stored reads (``rows``: the batch's pages,
    if the caller has just listed them; ``looked``: the look-ups no read changes, when the
    caller made them ahead, ``order`` the sources' order among them): reads only, nothing
    written but what ``looked`` writes."""
    store, batch_id = worker.store, batch["id"]
    with ThreadPoolExecutor(1, thread_name_prefix="plan") as pool:
        # The look-ups that need nothing else go out together (or are waited for, when made
        # ahead), beside the page listing.
        looking = pool.submit(looked or (lambda: look_up(store, batch)))
        rows, reads = _pages_and_reads(store, batch_id, rows, order)
        got = looking.result()
    host, profiles, existing, errors = got.host, got.profiles, got.existing, got.errors
    # Fields are found from the stored words at every assembly (no read, no paid call).
    found = fields_of_pages(rows, reads, host_data(host), worker.settings.date_order, profiles)
    # A note's number is one of its pages' numbers: the earlier notes with any page's number
    # are looked up while the pages are assembled, then kept to the notes' numbers.
    page_numbers = {
        normalise_document_number(f.result.get("document_number"))
        for f in found.values()
        if f.result
    }
    with ThreadPoolExecutor(1, thread_name_prefix="known") as pool:
        knowing = pool.submit(load_known, store, batch, page_numbers, site=got.site)
        assembly = assemble(_pages(rows, found))
        numbers = {n.number_norm for n in assembly.notes if n.number_norm}
        known = knowing.result()
    if not numbers <= page_numbers:  # never expected: the notes' numbers looked up alone
        known = load_known(store, batch, numbers, site=got.site)
    notes_known = tuple(k for k in known if k.number_norm in numbers)
    host = replace(host, known_notes=notes_known)
    candidates = [
        fit_to_store(c) for c in propose(batch_id, assembly, host, worker.settings.date_order)
    ]
    if legacy:
        ops, after = _legacy_ops(batch_id, candidates, existing)
    else:
        plan = reconcile(batch_id, candidates, existing)
        ops = [Op(method="POST", collection=NOTES, body=c) for c in plan.creates]
        ops += [Op(method="PATCH", collection=NOTES, id=i, body=b) for i, b in plan.updates.items()]
        after = apply_plan(existing, plan)
    ops += [
        Op(method="PATCH", collection=PAGES, id=p["id"], body={"found": found[p["id"]].found})
        for p in rows
        if p["id"] in found and p.get("found") != found[p["id"]].found
    ]
    # An open page a reviewer marked "not a delivery note" holds the batch for nobody.
    marked = pagemarks.marked_ids(rows)
    waiting = [o for o in assembly.open_pages if o.page_id not in marked]
    status = batch_status(after, len(waiting), errors)
    return Planned(ops=ops, status=status, assembly=assembly, candidates=len(candidates))


def stage_candidates(
    worker: Worker,
    lease: Lease,
    batch: Record,
    *,
    legacy: bool = False,
    ahead: Ahead | None = None,
) -> str:
    """Learn supplier profiles, then assemble, resolve, reconcile and apply; then the
    terminal update. Returns the status. ``ahead``: the run's look-ups made while its last
    reads were in flight (``lookups.py``); ``batch`` is then the row they read."""
    store, batch_id = worker.store, batch["id"]
    # Supplier memory learns from the site's recorded decisions first (fenced, idempotent).
    if ahead is None:
        supplier_memory.learn_site(
            store, lease, batch.get("site") or "", store.server_now(), exclude_batch=batch_id
        )
        planned = plan_candidates(worker, batch, legacy=legacy)
    else:
        # Supplier memory was planned ahead; it writes here (where it always did), and the
        # pages are listed meanwhile.
        # Made during the reads (the usual case), the look-ups are done by now: the pages
        # are sorted by the sources' order they hold. Started only now (the run had nothing
        # to read), the sources are listed beside the pages instead of waiting for them.
        order = ahead.result().order if ahead.started else None
        planned = plan_candidates(
            worker,
            batch,
            legacy=legacy,
            looked=lambda: ahead.result().learn(store, lease),
            order=order,
        )
    _checkpoint(lease)
    assembly, status = planned.assembly, planned.status
    open_pages = len(assembly.open_pages)
    terminal = [
        Op(method="PATCH", collection=BATCHES, id=batch_id, body=planned.terminal()),
        retry.event(
            batch_id,
            "finished",
            worker.worker_id,
            {
                "status": status,
                "candidates": planned.candidates,
                "open_pages": open_pages,
                "page_count": assembly.page_count,
                "legacy": legacy,
                "open": [{"page": o.page_id, "reason": o.reason} for o in assembly.open_pages],
            },
        ),
    ]
    # Creates (deterministic ids), updates and page evidence, as many per write as the
    # server takes, the terminal update the last unit: it lands in the same transaction as
    # the last of them, never before one (``writes.py``).
    write_units(lease, [*singles(planned.ops), terminal])
    log.info(
        "batch_finished batch=%s status=%s candidates=%d open_pages=%d",
        batch_id,
        status,
        planned.candidates,
        open_pages,
    )
    return status


# dn_batch_notes' capped text fields (schema/collections.json ``max``; a test compares).
NOTE_CAPS = {
    "document_number": 200,
    "document_number_norm": 200,
    "supplier_name": 300,
    "po_number": 200,
    "delivery_date": 10,
}


FIELD_TOO_LONG = "field_too_long"


def fit_to_store(cand: Candidate) -> Candidate:
    """Validate before writing: a text longer than its field holds (from a reader that did
    not validate, or a finder) is cut to fit and the note held for review with
    ``field_too_long``, so the write never fails and the note is never ready as it stands."""
    cut = {f: getattr(cand, f)[:cap] for f, cap in NOTE_CAPS.items() if len(getattr(cand, f)) > cap}
    if not cut:
        return cand
    return dataclasses.replace(cand, **cut, reasons=(*cand.reasons, FIELD_TOO_LONG))


def _legacy_ops(
    batch_id: str, candidates: Any, existing: list[Record]
) -> tuple[list[Op], list[dict[str, Any]]]:
    """The predecessor's shape: rows keyed by ``note_index`` only, no durable keys.

    Safe where the predecessor was not: ids are deterministic (a racing or repeated run
    cannot add a row), terminal rows are never touched, and a surplus row no note has any
    more is ``blocked``, never deleted or left claiming to be ready.
    """
    by_index = {int(r.get("note_index") or 0): r for r in existing}
    ops: list[Op] = []
    after = {r["id"]: dict(r) for r in existing}
    seen: set[str] = set()
    for cand in candidates:
        # The predecessor knew no duplicate pointer: the reason code alone says it.
        body = commercial_fields(cand, cand.reasons)
        del body["duplicate_of"]
        row = by_index.get(cand.note_index)
        if row is None:
            new = {
                "id": derive_id("dn-legacy-note", batch_id, cand.note_index),
                "batch": batch_id,
                "note_index": cand.note_index,
                **body,
            }
            ops.append(Op(method="POST", collection=NOTES, body=new))
            after[new["id"]] = new
            continue
        seen.add(row["id"])
        if not is_terminal(row):
            ops.append(Op(method="PATCH", collection=NOTES, id=row["id"], body=body))
            after[row["id"]] = {**row, **body}
    for row in existing:
        if row["id"] in seen or is_terminal(row) or row.get("status") == "blocked":
            continue
        body = {"status": "blocked", "stage": "needs_review"}
        body["review_reasons"] = ["no_matching_note"]
        ops.append(Op(method="PATCH", collection=NOTES, id=row["id"], body=body))
        after[row["id"]] = {**row, **body}
    return ops, list(after.values())
