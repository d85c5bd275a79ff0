"""A reviewer's mark on an open page: "not a delivery note" (#19).

An open page (a page of a batch in no candidate: an invoice, a statement, a cover sheet) can
be marked ``not_a_delivery_note`` by a reviewer of the batch's site, and the mark taken off
again. Only the review guard writes it, through its own route (``route``; no API rule lets
a client write a page): ``pb_hooks/dn_review_lib.js`` ``markPage`` sets the field
``dn_batch_pages.review_mark``, stamped with ``marked_by`` / ``marked_at`` and recorded
by a ``page_marked`` / ``page_unmarked`` event in the same transaction, and only on a page
that the batch's last run left open and that no candidate lists.

A marked page is still an open page (it is in no candidate, so it is never posted or
exported) but it no longer needs anyone's attention: ``batch show`` counts it apart,
``health`` leaves it out of the open pages waiting for review, and a run's batch status does
not hold a batch in ``needs_review`` for it. A mark on a page that is in a candidate again
(a reviewer moved it into a note) counts for nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record, bind
from dn_pipeline.store.names import EVENTS, NOTES, PAGES

MARK = "not_a_delivery_note"


def route(page_id: str) -> str:
    """The review guard's route a reviewer marks a page through (POST {"review_mark": ...})."""
    return f"/api/dn-pipeline/pages/{page_id}/mark"


def is_marked(page: Mapping[str, Any]) -> bool:
    return page.get("review_mark") == MARK


def marked_ids(pages: Iterable[Mapping[str, Any]]) -> set[str]:
    return {p["id"] for p in pages if is_marked(p)}


def in_notes(notes: Iterable[Mapping[str, Any]]) -> set[str]:
    """Every page some candidate lists (a dismissed one too, as the review page counts)."""
    return {pid for n in notes for pid in n.get("pages") or []}


def marked_open(
    pages: Iterable[Mapping[str, Any]], open_ids: Iterable[str], listed: set[str]
) -> set[str]:
    """The open pages (``open_ids``, less those a candidate ``listed``) marked by a reviewer."""
    marked = marked_ids(pages)
    return {pid for pid in open_ids if pid in marked and pid not in listed}


def open_ids_of(finished: Mapping[str, Any] | None) -> list[str]:
    """The pages a batch's last run left open, from its ``finished`` event."""
    detail = (finished or {}).get("detail") or {}
    opened = detail.get("open") if isinstance(detail, dict) else None
    return [o["page"] for o in opened or [] if isinstance(o, dict) and o.get("page")]


def marked_open_counts(store: Store, batch_ids: Sequence[str]) -> dict[str, int]:
    """Per batch of ``batch_ids``, how many of its open pages a reviewer has marked. Reads
    only the batches that hold a marked page (usually none)."""
    marked_rows = store.list_in(
        PAGES,
        "batch",
        list(batch_ids),
        where=bind("review_mark = {:m}", m=MARK),
        fields="id,batch,review_mark",
    )
    out: dict[str, int] = {}
    for batch_id in sorted({p["batch"] for p in marked_rows}):
        where = bind("batch = {:b}", b=batch_id)
        notes = store.list(NOTES, where, fields="pages")
        finished = store.first(
            EVENTS,
            bind("batch = {:b} && kind = 'finished'", b=batch_id),
            sort="-created",
        )
        rows: list[Record] = [p for p in marked_rows if p["batch"] == batch_id]
        out[batch_id] = len(marked_open(rows, open_ids_of(finished), in_notes(notes)))
    return out
