"""Read-and-assemble benchmark (on demand, not a test): ``python bench/pipeline.py``.

A 100-page batch whose pages are already stored, a fake reader of fixed latency (200 ms),
at read concurrency K = 1, 4, 8, each K on a fresh batch (same images, a reader model of
its own, so every read is a miss). Measured in one run, against a real PocketBase:

- read-and-assemble wall time against the ideal ceil(pages / K) x latency;
- PocketBase round trips per page on the first run (``Store.requests``);
- the rerun's time (everything read: 0 reader calls) against the first run's.

Targets (issue 7): <= 1.25x ideal at K = 8; <= 6 requests a page; rerun <= 0.2x first.
"""

from __future__ import annotations

import argparse
import io
import math
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PIL import Image

from dn_pipeline.leasing.acquire import with_batch_lease
from dn_pipeline.operator import uploads as batches
from dn_pipeline.readers.base import PageInput
from dn_pipeline.run.assembling import pages_of, stage_candidates
from dn_pipeline.run.runner import read_cache
from dn_pipeline.run.worker import Worker
from dn_pipeline.stages.normalise import NormaliseOptions
from dn_pipeline.stages.prepare import prepare_sources
from dn_pipeline.store.client import Store
from dn_pipeline.testing import FakeReader, TestServer, wipe


def _answer_for(k: int) -> Callable[[PageInput], dict[str, Any]]:
    return lambda page: _answer(k, page)


def _answer(k: int, page: PageInput) -> dict[str, Any]:
    return {
        "doc_type": "delivery_note",
        "document_number": f"B{k}-{page.width}",  # unique per K: no cross-batch duplicates
        "supplier_name": "Bench Supplies Ltd",
        "supplier_tax_id": "11 111 111 111",
        "delivery_date": "2026-11-03",
        "po_number": "9000001",
        "items": [{"product_code": "X", "description": "bench item", "quantity": 1.0}],
    }


def _images(folder: Path, pages: int) -> list[Path]:
    out = []
    for i in range(pages):
        img = Image.new("L", (300 + i, 200), 255)
        img.paste(0, (10, 10, 100, 30))
        buf = io.BytesIO()
        img.save(buf, format="PNG")
        path = folder / f"p{i:03d}.png"
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


def _read_and_assemble(worker: Worker, batch_id: str) -> tuple[float, int, str]:
    """One timed read-and-assemble under the batch lease: (seconds, round trips, status)."""
    store = worker.store

    def due(_: Any) -> bool:
        return True

    with with_batch_lease(store, batch_id, "analysis", due, worker.settings.lease) as lease:
        requests = store.requests
        started = time.perf_counter()
        cache = read_cache(worker, lease, batch_id)
        cache.read_pages(pages_of(store, batch_id))
        read_s = time.perf_counter() - started
        status = stage_candidates(worker, lease, store.get("dn_batches", batch_id))
        total = time.perf_counter() - started
        print(f"  read {read_s:.2f} s + assemble {total - read_s:.2f} s ({status})", flush=True)
        return total, store.requests - requests, status


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=100)
    parser.add_argument("--latency", type=float, default=0.2)
    parser.add_argument("--k", type=int, nargs="+", default=[1, 4, 8])
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="dn-bench-"))
    images = _images(folder, args.pages)
    rows = []
    with TestServer() as pb:
        store = pb.store()
        wipe(store)
        _host(store)
        for k in args.k:
            settings = pb.settings(read_concurrency=k)
            reader = FakeReader(answer=_answer_for(k), model=f"fake-k{k}", latency_s=args.latency)
            worker = Worker(store=store, settings=settings, reader=reader, worker_id="bench")
            batch_id = batches.create_batch(store, "BENCH", images, label=f"bench K={k}")
            with with_batch_lease(
                store, batch_id, "analysis", lambda _: True, settings.lease
            ) as ls:
                prepare_sources(store, ls, batch_id, NormaliseOptions())  # untimed: pages stored
            first_s, first_req, status = _read_and_assemble(worker, batch_id)
            calls = reader.calls
            rerun_s, rerun_req, _ = _read_and_assemble(worker, batch_id)
            ideal = math.ceil(args.pages / k) * args.latency
            rows.append(
                (k, first_s, ideal, first_req / args.pages, rerun_s, rerun_req, calls, status)
            )
            assert reader.calls == calls, "the rerun must make no reader call"
    print(
        f"{'K':>2} {'first s':>8} {'ideal s':>8} {'x ideal':>8} {'req/page':>9} "
        f"{'rerun s':>8} {'rerun/1st':>9} {'rerun req':>9} {'reads':>6}  status"
    )
    for k, first_s, ideal, rpp, rerun_s, rerun_req, calls, status in rows:
        print(
            f"{k:>2} {first_s:>8.2f} {ideal:>8.2f} {first_s / ideal:>8.2f} {rpp:>9.2f} "
            f"{rerun_s:>8.2f} {rerun_s / first_s:>9.2f} {rerun_req:>9} {calls:>6}  {status}"
        )


if __name__ == "__main__":
    main()
