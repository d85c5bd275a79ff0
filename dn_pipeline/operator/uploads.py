"""Uploading a batch and showing one: what an operator (or the host application) does.

``create_batch`` refuses up front only what it can tell is unusable (no files, a missing
or zero-byte file, an unknown site) and creates nothing then. Everything else is uploaded
as it is: judging the content is the pipeline's job (SPEC §10). A half-made batch is never
``queued``: it stays ``uploading`` while files arrive and is removed if an upload fails.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from dn_pipeline.errors import DnError, NotFound, StoreError, UsageError
from dn_pipeline.operator.terminal import clip
from dn_pipeline.stages.mime import sniff_mime
from dn_pipeline.store import pagemarks
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record, bind
from dn_pipeline.store.names import BATCHES, ERRORS, EVENTS, NOTES, PAGES, SOURCES, TOTALS
from dn_pipeline.store.ops import FilePart

log = logging.getLogger(__name__)

MAX_SOURCE_BYTES = 50 * 1024 * 1024  # the dn_batch_sources.file maxSize


def site_by_code(store: Store, code: str) -> Record:
    site = store.first("sites", bind("code = {:c}", c=code))
    if site is None:
        raise UsageError(f"unknown site code {code!r}")
    return site


def _check_files(files: Sequence[Path], max_sources: int) -> None:
    if not files:
        raise UsageError("no files given: a batch needs at least one source")
    if len(files) > max_sources:
        raise UsageError(
            f"{len(files)} files: a batch holds at most {max_sources} (DN_MAX_SOURCES_PER_BATCH)"
        )
    for path in files:
        if path.is_dir():
            raise UsageError(f"{path}: is a directory; give the files in it (e.g. {path}/*)")
        if not path.is_file():
            raise UsageError(f"{path}: no such file")
        size = path.stat().st_size
        if size == 0:
            raise UsageError(f"{path}: the file is empty (0 bytes)")
        if size > MAX_SOURCE_BYTES:
            raise UsageError(f"{path}: {size} bytes is over the {MAX_SOURCE_BYTES} byte limit")


def create_batch(
    store: Store,
    site_code: str,
    files: Sequence[Path],
    *,
    label: str = "",
    read_mode: str = "",
    actor: str = "cli",
    max_sources: int = 100,
    on_uploading: Callable[[Path, int], None] | None = None,
) -> str:
    """Upload ``files`` as a new batch of the site; return the batch id once it is queued.

    ``on_uploading(path, size)`` is called as each file starts uploading and once more
    with ``(path, 0)`` when it is stored (for a progress display)."""
    _check_files(files, max_sources)
    site = site_by_code(store, site_code)
    batch = store.create(
        BATCHES,
        {"site": site["id"], "status": "uploading", "label": label, "read_mode": read_mode},
    )
    try:
        for position, path in enumerate(files):
            if on_uploading is not None:
                on_uploading(path, path.stat().st_size)
            data = path.read_bytes()
            mime = sniff_mime(data)
            store.create(
                SOURCES,
                {
                    "batch": batch["id"],
                    "sha256": hashlib.sha256(data).hexdigest(),
                    "mime": mime,
                    "original_name": path.name,
                    "position": position,
                    "size": len(data),
                },
                files=[
                    FilePart(field="file", name=_safe_name(path.name), data=data, content_type=mime)
                ],
            )
            if on_uploading is not None:
                on_uploading(path, 0)
        store.update(BATCHES, batch["id"], {"status": "queued", "next_attempt_at": ""})
        store.create(
            EVENTS,
            {
                "batch": batch["id"],
                "kind": "batch_created",
                "detail": {"sources": len(files), "site": site_code},
                "actor": actor,
                "actor_kind": "operator",
            },
        )
    except (DnError, OSError) as exc:
        _remove_half_made(store, batch["id"])
        if isinstance(exc, OSError):
            raise UsageError(f"could not read a file: {exc}") from exc
        raise
    log.info("batch_created batch=%s site=%s sources=%d", batch["id"], site_code, len(files))
    return str(batch["id"])


def _safe_name(name: str) -> str:
    # PocketBase renames files anyway; keep an extension-ish tail and nothing hostile.
    stem = "".join(ch if ch.isalnum() or ch in "._-" else "_" for ch in name)[-80:]
    return stem or "source"


def _remove_half_made(store: Store, batch_id: str) -> None:
    try:
        store.delete(BATCHES, batch_id)  # cascades to its sources
    except StoreError:
        # Left 'uploading': no tick processes it and the reconciler removes it later.
        log.warning("batch_upload_abandoned batch=%s (left uploading for cleanup)", batch_id)


def show_batch(store: Store, batch_id: str) -> dict[str, Any]:
    """One batch as the operator sees it; totals come from the rows (the totals view)."""
    try:
        batch = store.get(BATCHES, batch_id)
    except NotFound as exc:
        raise UsageError(f"no batch {batch_id!r}") from exc
    site = store.find("sites", batch["site"]) or {}
    totals = store.find(TOTALS, batch_id) or {}
    where = bind("batch = {:b}", b=batch_id)
    sources = {s["id"]: s for s in store.list(SOURCES, where, sort="position")}
    pages = store.list(PAGES, where, sort="created")
    order = {sid: i for i, sid in enumerate(sources)}
    pages.sort(key=lambda p: (order.get(p["source"], 0), p["page"], p["region"]))
    errors = store.list(ERRORS, where)
    notes = store.list(NOTES, where, sort="note_index")
    page_names = {p["id"]: _page_label(p, sources) for p in pages}
    finished = store.first(
        EVENTS, bind("batch = {:b} && kind = 'finished'", b=batch_id), sort="-created"
    )
    open_reasons = {
        o.get("page"): o.get("reason")
        for o in ((finished or {}).get("detail") or {}).get("open") or []
        if isinstance(o, dict)
    }
    # Open pages a reviewer marked "not a delivery note" need nobody's attention (#19).
    listed = pagemarks.in_notes(notes)
    still_open = [pid for pid in pagemarks.open_ids_of(finished) if pid not in listed]
    marked = pagemarks.marked_open(pages, still_open, listed)
    return {
        "id": batch["id"],
        "status": batch["status"],
        "stage": batch.get("stage", ""),
        "site": site.get("code", batch["site"]),
        "label": batch.get("label", ""),
        "attempts": batch.get("attempts", 0),
        "last_error": batch.get("last_error", ""),
        "page_count": batch.get("page_count", 0),
        "open_pages": batch.get("open_pages", 0),
        "open_pages_marked": len(marked),
        "open_pages_still_open": len(still_open) - len(marked),
        "created": batch.get("created", ""),
        "totals": {
            **{
                k: v for k, v in totals.items() if k not in ("id", "collectionId", "collectionName")
            },
            "site_code": site.get("code", ""),
        },
        "sources": [
            {
                "id": s["id"],
                "original_name": s["original_name"],
                "mime": s["mime"],
                "sha256": s["sha256"],
                "size": s.get("size", 0),
            }
            for s in sources.values()
        ],
        "pages": [
            {
                "id": p["id"],
                "source": p["source"],
                "source_name": sources.get(p["source"], {}).get("original_name", ""),
                "page": p["page"],
                "region": p["region"],
                "read_status": p.get("read_status", ""),
                "read_error": p.get("read_error", ""),
                "open_reason": open_reasons.get(p["id"], ""),
                # A reviewer's mark on an open page: not_a_delivery_note, or "".
                "mark": pagemarks.MARK if p["id"] in marked else "",
                "marked_by": p.get("marked_by", "") if p["id"] in marked else "",
                "marked_at": p.get("marked_at", "") if p["id"] in marked else "",
                # Found at the last assembly: fields, and per field its rule, host match and
                # word boxes (``pagefields``).
                "found": p.get("found") or {},
            }
            for p in pages
        ],
        "source_errors": [
            {
                "source": e["source"],
                "original_name": sources.get(e["source"], {}).get("original_name", ""),
                "code": e["code"],
                "detail": e["detail"],
            }
            for e in errors
        ],
        "candidates": [
            {
                "id": n["id"],
                "key": n.get("candidate_key", ""),
                "note_index": n.get("note_index", 0),
                "number": n.get("document_number", ""),
                "supplier": n.get("supplier", ""),
                "supplier_name": n.get("supplier_name", ""),
                "po": n.get("purchase_order", ""),
                "po_number": n.get("po_number", ""),
                "delivery_date": n.get("delivery_date", ""),
                "status": n["status"],
                "reasons": n.get("review_reasons") or [],
                "pages": [page_names.get(pid, pid) for pid in n.get("pages") or []],
            }
            for n in notes
        ],
    }


def _page_label(page: Record, sources: dict[str, Record]) -> str:
    name = sources.get(page["source"], {}).get("original_name", page["source"])
    return f"{name}#{page['page']}"


def render_batch(shown: dict[str, Any]) -> str:
    """A readable summary of ``batches.show_batch`` for a terminal."""
    t = shown["totals"]
    opened = f"open {shown['open_pages']}"
    if shown.get("open_pages_marked"):
        opened += (
            f": {shown['open_pages_marked']} marked not a delivery note, "
            f"{shown['open_pages_still_open']} still open"
        )
    lines = [
        f"batch {shown['id']}  site {shown['site']}  status {shown['status']}"
        f"  pages {shown['page_count']} ({opened})",
        f"reads made {t.get('reads_made', 0)}, reused {t.get('reads_reused', 0)}, "
        f"cost ${t.get('cost_usd', 0):.4f} (spent ${t.get('spent_usd', 0):.4f}), "
        f"escalations {t.get('escalations', 0)}, calls in doubt {t.get('calls_in_doubt', 0)}",
    ]
    for e in shown["source_errors"]:
        lines.append(f"  source error  {e['original_name']}: {e['code']} {e['detail']}")
    for p in shown["pages"]:
        if p.get("open_reason"):
            mark = "  (marked not a delivery note)" if p.get("mark") else ""
            lines.append(
                f"  open page     {p['source_name']}#{p['page']}: {p['open_reason']}{mark}"
            )
    if shown["candidates"]:
        lines.append(f"  {'number':<14} {'supplier':<32} {'po':<12} {'status':<14} reasons")
    for c in shown["candidates"]:
        # A cut is marked with an ellipsis; `batch show --json` has every full value.
        lines.append(
            f"  {clip(c['number'] or '-', 14)} {clip(c['supplier_name'] or '-', 32)} "
            f"{clip(c['po_number'] or '-', 12)} {c['status']:<14} {', '.join(c['reasons'])}"
        )
    return "\n".join(lines)
