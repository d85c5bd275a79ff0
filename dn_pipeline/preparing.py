"""Preparing: every source of a batch becomes persisted pages, or one recorded source error.

Pages are persisted and reused by (source, page, region) under deterministic record ids: a
re-run lists what exists and never re-normalises a stored page, so a changed normaliser can
never change the input of a cached read. A source whose pages are all stored is not even
downloaded. Sources are read-only: a bad one gets a ``dn_source_errors`` row, never an edit.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from dn_pipeline.errors import SourceError
from dn_pipeline.ids import derive_id
from dn_pipeline.leases import Lease
from dn_pipeline.pages import (
    NORMALISER_VERSION,
    NormalisedPage,
    NormaliseOptions,
    PageFailure,
    iter_pages,
    page_count,
)
from dn_pipeline.store import FilePart, Op, Record, Store, bind

log = logging.getLogger(__name__)

PAGES, SOURCES, ERRORS = "dn_batch_pages", "dn_batch_sources", "dn_source_errors"


def page_id(source_id: str, page: int, region: str) -> str:
    return derive_id("dn-page", source_id, page, region)


def source_error_id(source_id: str) -> str:
    return derive_id("dn-source-error", source_id)


@dataclass(frozen=True, kw_only=True)
class Prepared:
    """What preparing found or made: counts for events and progress."""

    sources: int
    pages_created: int
    pages_reused: int
    source_errors: int


def sources_of(store: Store, batch_id: str) -> list[Record]:
    return store.list(SOURCES, bind("batch = {:b}", b=batch_id), sort="position,created")


def prepare_sources(
    store: Store,
    lease: Lease,
    batch_id: str,
    options: NormaliseOptions,
    *,
    progress: Callable[[str], None] = lambda _: None,
    only: str | None = None,
) -> Prepared:
    """Turn every source without pages or an error into page rows (fenced, one per page);
    with ``only``, just that source (the legacy runner's single pass goes source by source).

    Checks the lease (and a stop request) at every page boundary.
    """
    sources = sources_of(store, batch_id)
    where = bind("batch = {:b}", b=batch_id)
    if only is not None:
        sources = [s for s in sources if s["id"] == only]
        where = bind("source = {:s}", s=only)
    existing: dict[str, list[Record]] = {}
    for row in store.list(PAGES, where, fields="id,source,page,region,source_pages"):
        existing.setdefault(row["source"], []).append(row)
    errored = {row["source"] for row in store.list(ERRORS, where, fields="source")}
    created = reused = 0
    for source in sources:
        have = existing.get(source["id"], [])
        total = max((int(p.get("source_pages") or 0) for p in have), default=0)
        if source["id"] in errored or (have and len(have) >= total):
            reused += len(have)
            continue
        lease.checkpoint()
        data = store.download(SOURCES, source["id"], source["file"]) if source.get("file") else b""
        try:
            made = _persist_pages(lease, batch_id, source, data, options, have, progress)
        except SourceError as exc:
            _record_source_error(lease, batch_id, source, exc)
            errored.add(source["id"])
            continue
        created += made
        reused += len(have)
    return Prepared(
        sources=len(sources),
        pages_created=created,
        pages_reused=reused,
        source_errors=len(errored),
    )


def _persist_pages(
    lease: Lease,
    batch_id: str,
    source: Record,
    data: bytes,
    options: NormaliseOptions,
    have: list[Record],
    progress: Callable[[str], None],
) -> int:
    if not data:
        raise SourceError("empty_file", "the file has no bytes")
    total = page_count(data, options)
    done = {int(p["page"]) for p in have}
    made = 0
    for item in iter_pages(data, options, skip=done):
        lease.checkpoint()  # a page boundary: stop here if the lease or the worker must stop
        lease.write([_page_op(batch_id, source, item, total)])
        made += 1
        progress(f"page {item.page}/{total} of {source.get('original_name', source['id'])}")
    return made


def _page_op(batch_id: str, source: Record, item: NormalisedPage | PageFailure, total: int) -> Op:
    body: dict[str, Any] = {
        "id": page_id(source["id"], item.page, item.region),
        "batch": batch_id,
        "source": source["id"],
        "page": item.page,
        "region": item.region,
        "source_pages": total,
        "normaliser": NORMALISER_VERSION,
    }
    if isinstance(item, PageFailure):
        body.update(read_status="failed", read_error=f"{item.code}: {item.detail}"[:2000])
        return Op(method="POST", collection=PAGES, body=body)
    body.update(
        image_sha256=item.sha256,
        text_layer=item.text_layer,
        width=item.width,
        height=item.height,
        read_status="pending",
    )
    name = f"p{item.page:04d}.png"
    return Op(
        method="POST",
        collection=PAGES,
        body=body,
        files=[FilePart(field="image", name=name, data=item.png, content_type="image/png")],
    )


def _record_source_error(lease: Lease, batch_id: str, source: Record, exc: SourceError) -> None:
    log.info(
        "source_error batch=%s source=%s code=%s detail=%s",
        batch_id,
        source["id"],
        exc.code,
        exc.detail,
    )
    lease.write(
        [
            Op(
                method="PUT",
                collection=ERRORS,
                body={
                    "id": source_error_id(source["id"]),
                    "batch": batch_id,
                    "source": source["id"],
                    "code": exc.code,
                    "detail": exc.detail[:2000],
                },
            )
        ]
    )
