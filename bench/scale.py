"""Cost against batch size (on demand, not a test): ``./dev bench scale``.

One batch of 10, 100 and 1,000 stored pages (preparation untimed), a fake reader at 0 ms so
only our own cost shows, against one real PocketBase. For each size:

- the first run (read + assemble under the batch lease): seconds and requests per page;
- assembly alone (``stage_candidates`` on the read batch): seconds and requests per page;
- a no-op ``assemble`` (``operations.assemble`` of the settled batch): requests per page and
  how many of them write.

Requests are counted by an httpx event hook on the store's client (``testing.RequestLog``).
Every per-page figure is also printed as a ratio against the 100-page batch of the same run.
Target (issue 20): per-page cost at 1,000 within 1.3x of that at 100.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from PIL import Image

from dn_pipeline.leasing.acquire import with_batch_lease
from dn_pipeline.operator import control as operations
from dn_pipeline.operator import uploads as batches
from dn_pipeline.readers.base import PageInput
from dn_pipeline.run.assembling import pages_of, stage_candidates
from dn_pipeline.run.runner import read_cache
from dn_pipeline.run.worker import Worker
from dn_pipeline.settings import LeaseTimings
from dn_pipeline.stages.normalise import NormaliseOptions
from dn_pipeline.stages.prepare import InputLimits, prepare_sources
from dn_pipeline.store.client import Store
from dn_pipeline.testing import FakeReader, RequestLog, TestServer, wipe


def _answer(page: PageInput) -> dict[str, Any]:
    """One note per page, numbered from the image itself (every image is distinct)."""
    return {
        "doc_type": "delivery_note",
        "document_number": "S-" + hashlib.sha256(page.png).hexdigest()[:10],
        "supplier_name": "Bench Supplies Ltd",
        "supplier_tax_id": "11 111 111 111",
        "delivery_date": "2026-11-03",
        "po_number": "9000001",
        "items": [{"product_code": "X", "description": "bench item", "quantity": 1.0}],
    }


def _images(folder: Path, pages: int, tag: int) -> list[Path]:
    """``pages`` distinct images: page i carries i (and the batch's tag) as black squares."""
    out = []
    for i in range(pages):
        img = Image.new("L", (300, 120), 255)
        for bit in range(12):
            if (i >> bit) & 1:
                img.paste(0, (10 + bit * 20, 20, 24 + bit * 20, 34))
            if (tag >> bit) & 1:
                img.paste(0, (10 + bit * 20, 60, 24 + bit * 20, 74))
        buf = io.BytesIO()
        img.save(buf, format="PNG")
        path = folder / f"s{tag}-{i:04d}.png"
        path.write_bytes(buf.getvalue())
        out.append(path)
    return out


def _host(store: Store) -> None:
    site = store.create("sites", {"code": "BENCH", "name": "Bench site"})
    sup = store.create("suppliers", {"name": "Bench Supplies Ltd", "tax_id": "11 111 111 111"})
    store.create(
        "purchase_orders",
        {"number": "9000001", "site": site["id"], "supplier": sup["id"], "status": "open"},
    )


def _measure(worker: Worker, batch_id: str) -> dict[str, float]:
    store = worker.store
    out: dict[str, float] = {}
    with with_batch_lease(store, batch_id, "analysis", lambda _: True, worker.settings.lease) as ls:
        with RequestLog(store) as log:
            started = time.perf_counter()
            read_cache(worker, ls, batch_id).read_pages(pages_of(store, batch_id))
            status = stage_candidates(worker, ls, store.get("dn_batches", batch_id))
            out["first_s"] = time.perf_counter() - started
        out["first_req"] = len(log.requests)
        with RequestLog(store) as log:
            started = time.perf_counter()
            stage_candidates(worker, ls, store.get("dn_batches", batch_id))
            out["asm_s"] = time.perf_counter() - started
        out["asm_req"] = len(log.requests)
    with RequestLog(store) as log:
        operations.assemble(worker, batch_id)
    out["noop_req"], out["noop_writes"] = len(log.requests), len(log.writes)
    print(f"  {status}", flush=True)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[10, 100, 1000])
    args = parser.parse_args()
    results: dict[int, dict[str, float]] = {}
    with TestServer() as pb, tempfile.TemporaryDirectory(prefix="dn-bench-scale-") as tmp:
        folder = Path(tmp)
        store = pb.store()
        wipe(store)
        _host(store)
        settings = pb.settings(lease=LeaseTimings())
        for n in args.sizes:
            reader = FakeReader(answer=_answer, model="fake-scale", latency_s=0.0)
            worker = Worker(store=store, settings=settings, reader=reader, worker_id="bench")
            files = _images(folder, n, n)
            # One image a source: an operator who raised the caps of 100 sources and 500
            # pages a batch (DN_MAX_SOURCES_PER_BATCH, DN_MAX_PAGES_PER_BATCH).
            caps = InputLimits(max_sources_per_batch=n, max_pages_per_batch=n)
            batch_id = batches.create_batch(store, "BENCH", files, max_sources=n)
            started = time.perf_counter()
            with with_batch_lease(
                store, batch_id, "analysis", lambda _: True, settings.lease
            ) as ls:
                prepare_sources(store, ls, batch_id, NormaliseOptions(), limits=caps)  # untimed
            print(f"{n} pages stored in {time.perf_counter() - started:.1f} s", flush=True)
            results[n] = {k: v / n for k, v in _measure(worker, batch_id).items()}
            assert reader.calls == n, f"{reader.calls} reader calls for {n} pages"
    base = results.get(100) or next(iter(results.values()))
    print(f"\ncores: {os.cpu_count()}; per page; 'x100' = ratio to the 100-page batch")
    print(
        f"{'pages':>6} {'first ms':>9} {'x100':>5} {'req':>6} {'x100':>5} "
        f"{'asm ms':>7} {'x100':>5} {'asm req':>8} {'x100':>5} {'noop req':>9} {'noop wr':>8}"
    )
    for n, r in results.items():
        print(
            f"{n:>6} {r['first_s'] * 1000:>9.2f} {r['first_s'] / base['first_s']:>5.2f} "
            f"{r['first_req']:>6.2f} {r['first_req'] / base['first_req']:>5.2f} "
            f"{r['asm_s'] * 1000:>7.2f} {r['asm_s'] / base['asm_s']:>5.2f} "
            f"{r['asm_req']:>8.3f} {r['asm_req'] / base['asm_req']:>5.2f} "
            f"{r['noop_req']:>9.3f} {r['noop_writes'] * n:>8.0f}"
        )


if __name__ == "__main__":
    main()
