"""Preparing: every source of a batch becomes persisted pages, or one recorded source error.

Pages are persisted and reused by (source, page, region) under deterministic record ids: a
re-run lists what exists and never re-normalises a stored page, so a changed normaliser can
never change the input of a cached read. A source whose pages are all stored is not even
downloaded. Sources are read-only: a bad one gets a ``dn_source_errors`` row, never an edit
of its file; its ``sha256``, ``size`` and ``mime`` (set by whoever uploaded it) are computed
again from the downloaded bytes and corrected when they differ.

Bounded input (issue 15): every source is opened and rendered in a child process under a
memory and CPU budget (``rendercage``); caps on sources per batch, pages per source and
pages per batch make a source past them a source error (``too_many_sources``,
``too_many_pages``, ``batch_page_limit``) while the rest of the batch goes on. Sources are
judged in position order, so the same batch always keeps the same sources.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from dn_pipeline.errors import SourceError
from dn_pipeline.ids import derive_id
from dn_pipeline.leasing.leases import Lease
from dn_pipeline.readers.base import PreparedImages
from dn_pipeline.settings import Settings
from dn_pipeline.stages.mime import sniff_mime
from dn_pipeline.stages.normalise import (
    NORMALISER_VERSION,
    NormalisedPage,
    NormaliseOptions,
    PageFailure,
)
from dn_pipeline.stages.rendercage import Cage, RenderLimits
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record, bind
from dn_pipeline.store.names import ERRORS, PAGES, SOURCES
from dn_pipeline.store.ops import FilePart, Op

log = logging.getLogger(__name__)


def page_id(source_id: str, page: int, region: str) -> str:
    return derive_id("dn-page", source_id, page, region)


def source_error_id(source_id: str) -> str:
    return derive_id("dn-source-error", source_id)


@dataclass(frozen=True, kw_only=True)
class InputLimits:
    """Caps a real site never reaches, and the render budget (README: configuration)."""

    max_sources_per_batch: int = 100
    max_pages_per_source: int = 300
    max_pages_per_batch: int = 500
    render: RenderLimits = field(default_factory=RenderLimits)

    @classmethod
    def of(cls, settings: Settings) -> InputLimits:
        return cls(
            max_sources_per_batch=settings.max_sources_per_batch,
            max_pages_per_source=settings.max_pages_per_source,
            max_pages_per_batch=settings.max_pages_per_batch,
            render=RenderLimits(max_mb=settings.render_max_mb, max_cpu_s=settings.render_max_cpu_s),
        )


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
    limits: InputLimits | None = None,
    keep: PreparedImages | None = None,
) -> Prepared:
    """Turn every source without pages or an error into page rows (fenced, one per page);
    with ``only``, just that source (the legacy runner's single pass goes source by source).
    With ``keep``, the PNG of every page stored here is kept there (within its budget) for
    this run's reads, which then download none of them.

    Checks the lease (and a stop request) at every page boundary.
    """
    limits = limits or InputLimits()
    every = sources_of(store, batch_id)
    where = bind("batch = {:b}", b=batch_id)
    existing: dict[str, list[Record]] = {}
    for row in store.list(PAGES, where, fields="id,source,page,region,source_pages"):
        existing.setdefault(row["source"], []).append(row)
    errored = {row["source"] for row in store.list(ERRORS, where, fields="source")}
    created = reused = used = 0  # used: pages of the batch so far, in position order
    with Cage(options, limits.render) as cage:
        for position, source in enumerate(every):
            have = existing.get(source["id"], [])
            total = max((int(p.get("source_pages") or 0) for p in have), default=0)
            if source["id"] in errored or (have and len(have) >= total):
                used += total if source["id"] not in errored else 0
                reused += len(have) if only in (None, source["id"]) else 0
                continue
            if only is not None and source["id"] != only:
                continue
            lease.checkpoint()
            try:
                if position >= limits.max_sources_per_batch:
                    raise SourceError(
                        "too_many_sources",
                        f"source {position + 1} of a batch capped at "
                        f"{limits.max_sources_per_batch} sources",
                    )
                data = (
                    store.download(SOURCES, source["id"], source["file"])
                    if source.get("file")
                    else b""
                )
                _verify(lease, source, data)
                made, total = _persist_pages(
                    lease, cage, batch_id, source, data, limits, used, have, progress, keep
                )
            except SourceError as exc:
                _record_source_error(lease, batch_id, source, exc)
                errored.add(source["id"])
                continue
            used += total
            created += made
            reused += len(have)
    return Prepared(
        sources=len(every) if only is None else 1,
        pages_created=created,
        pages_reused=reused,
        source_errors=len(errored),
    )


def _verify(lease: Lease, source: Record, data: bytes) -> None:
    """The uploader's sha256, size and mime are claims: the worker's own count wins."""
    actual = {
        "sha256": hashlib.sha256(data).hexdigest(),
        "size": len(data),
        "mime": sniff_mime(data) if data else "",
    }
    claimed = {k: source.get(k) for k in actual}
    if claimed != actual:
        log.info("source_corrected source=%s claimed=%s", source["id"], claimed)
        lease.write([Op(method="PATCH", collection=SOURCES, id=source["id"], body=actual)])
        source.update(actual)


def _persist_pages(
    lease: Lease,
    cage: Cage,
    batch_id: str,
    source: Record,
    data: bytes,
    limits: InputLimits,
    used: int,
    have: list[Record],
    progress: Callable[[str], None],
    keep: PreparedImages | None = None,
) -> tuple[int, int]:
    """Store the source's missing pages; returns (pages made, pages of the source)."""
    if not data:
        raise SourceError("empty_file", "the file has no bytes")
    done = {int(p["page"]) for p in have}
    total = cage.open(data, skip=done)
    if total > limits.max_pages_per_source:
        raise SourceError(
            "too_many_pages",
            f"{total} pages: over the cap of {limits.max_pages_per_source} pages per source",
        )
    if used + total > limits.max_pages_per_batch:
        raise SourceError(
            "batch_page_limit",
            f"{total} pages after {used}: over the cap of {limits.max_pages_per_batch} pages "
            "per batch",
        )
    made = 0
    for item in cage.pages():
        lease.checkpoint()  # a page boundary: stop here if the lease or the worker must stop
        lease.write([_page_op(batch_id, source, item, total)])
        if keep is not None and isinstance(item, NormalisedPage):
            keep.keep(item.sha256, item.png)  # stored: the run's read needs no download
        made += 1
        progress(f"page {item.page}/{total} of {source.get('original_name', source['id'])}")
    return made, total


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
