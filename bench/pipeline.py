"""Read-and-assemble benchmark (on demand, not a test): ``python bench/pipeline.py``.

A 100-page batch whose pages are already stored, a fake reader of fixed latency (200 ms)
that asks for each page's image bytes as a vision reader does (``--text-layer-reader``: one
that never does), at read concurrency K = 1, 4, 8, each K on a fresh batch of its own
images and a reader model of its own, so every read is a miss and no page a duplicate.
The worker's own lease timings (heartbeat 15 s). Measured in one run, against a real
PocketBase:

- read-and-assemble wall time against the ideal ceil(pages / K) x latency;
- PocketBase round trips per page on the first run (``Store.requests``), of which reads;
- the rerun's time (everything read: 0 reader calls) against the first run's.

``--first-run``: a real first run instead (upload, then one run that prepares the batch,
renders and stores its page PNGs, and reads them): preparing is timed and counted apart
(its own columns), and the reads use the PNGs that run kept from preparing, so they
download nothing. The read-and-assemble columns keep their meaning in both modes.

Targets (issue 7): <= 1.25x ideal at K = 8; <= 6 requests a page; rerun <= 0.2x first.
Issue 20: <= 1.1x ideal at K = 8; <= 2 requests a page.
"""

from __future__ import annotations

import argparse
import io
import math
import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PIL import Image

from dn_pipeline.leasing.acquire import with_batch_lease
from dn_pipeline.operator import uploads as batches
from dn_pipeline.readers.base import PageInput
from dn_pipeline.run.assembling import pages_in_order, stage_candidates
from dn_pipeline.run.lookups import Ahead
from dn_pipeline.run.runner import read_cache
from dn_pipeline.run.worker import Worker
from dn_pipeline.settings import LeaseTimings
from dn_pipeline.stages.normalise import NormaliseOptions
from dn_pipeline.stages.prepare import prepare_sources
from dn_pipeline.store.client import Store
from dn_pipeline.testing import FakeReader, TestServer, wipe


def _answer_for(k: int, needs_bytes: bool) -> Callable[[PageInput], dict[str, Any]]:
    return lambda page: _answer(k, page, needs_bytes)


def _answer(k: int, page: PageInput, needs_bytes: bool) -> dict[str, Any]:
    if needs_bytes:
        assert page.png.startswith(b"\x89PNG")  # as a vision reader, which sends the image
    return {
        "doc_type": "delivery_note",
        "document_number": f"B{k}-{page.width}",  # unique per K: no cross-batch duplicates
        "supplier_name": "Bench Supplies Ltd",
        "supplier_tax_id": "11 111 111 111",
        "delivery_date": "2026-11-03",
        "po_number": "9000001",
        "items": [{"product_code": "X", "description": "bench item", "quantity": 1.0}],
    }


def _images(folder: Path, pages: int, k: int) -> list[Path]:
    """Pages of their own for each K (a first upload, not a re-upload of the last K's)."""
    out = []
    for i in range(pages):
        img = Image.new("L", (300 + i, 200), 255)
        img.paste(0, (10, 10, 100 + k, 30))
        buf = io.BytesIO()
        img.save(buf, format="PNG")
        path = folder / f"k{k}-p{i:03d}.png"
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


def _read_and_assemble(
    worker: Worker, batch_id: str, *, prepare: bool = False, after: bool = False
) -> tuple[float, int, int, str, float, int]:
    """One timed read-and-assemble under the batch lease: (seconds, round trips of the
    whole, of the reads alone, status, and with ``prepare`` the seconds and round trips of
    preparing the batch first in the same run). ``after``: assembly makes its look-ups
    after the reads, as before #20's overlap (``--look-ups-after``)."""
    store = worker.store

    def due(_: Any) -> bool:
        return True

    with with_batch_lease(store, batch_id, "analysis", due, worker.settings.lease) as lease:
        cache = read_cache(worker, lease, batch_id)
        prep_s, prep_requests = 0.0, 0
        if prepare:
            requests, started = store.requests, time.perf_counter()
            prepare_sources(store, lease, batch_id, NormaliseOptions(), keep=cache.prepared)
            prep_s = time.perf_counter() - started
            prep_requests = store.requests - requests
        requests = store.requests
        started = time.perf_counter()
        pages, order = pages_in_order(store, batch_id)
        with Ahead(store, batch_id, order) as ahead:
            # As the runner does (``read_and_assemble``, less its stage-transition write):
            # assembly's look-ups go out once the last image is taken, unless told not to.
            cache.on_last_image = None if after else ahead.start
            cache.read_pages(pages)
            read_s = time.perf_counter() - started
            read_requests = store.requests - requests
            if after:
                status = stage_candidates(worker, lease, store.get("dn_batches", batch_id))
            else:
                status = stage_candidates(worker, lease, ahead.result().batch, ahead=ahead)
        total = time.perf_counter() - started
        print(f"  read {read_s:.2f} s + assemble {total - read_s:.2f} s ({status})", flush=True)
        return total, store.requests - requests, read_requests, status, prep_s, prep_requests


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=100)
    parser.add_argument("--latency", type=float, default=0.2)
    parser.add_argument("--k", type=int, nargs="+", default=[1, 4, 8])
    parser.add_argument(
        "--text-layer-reader",
        action="store_true",
        help="a reader that never asks for the image bytes (default: it does, as a vision "
        "reader: every read downloads its page image)",
    )
    parser.add_argument(
        "--no-read-ahead",
        action="store_true",
        help="DN_READ_AHEAD=false: a lane's next call waits for its last call's record "
        "(default: it goes out while that record is written)",
    )
    parser.add_argument(
        "--first-run",
        action="store_true",
        help="upload, then prepare and read in one run (the reads use the PNGs it kept from "
        "preparing); default: the pages are stored beforehand, untimed",
    )
    parser.add_argument(
        "--look-ups-after",
        action="store_true",
        help="assembly makes all its look-ups after the last read (default: those no read "
        "changes go out while the last reads are in flight, as the runner does)",
    )
    args = parser.parse_args()
    rows = []
    with TestServer() as pb, tempfile.TemporaryDirectory(prefix="dn-bench-") as tmp:
        folder = Path(tmp)
        store = pb.store()
        wipe(store)
        _host(store)
        for k in args.k:
            # A worker's own lease timings (a heartbeat every 15 s), not the tests' 1 s.
            settings = pb.settings(
                read_concurrency=k, lease=LeaseTimings(), read_ahead=not args.no_read_ahead
            )
            images = _images(folder, args.pages, k)
            reader = FakeReader(
                answer=_answer_for(k, not args.text_layer_reader),
                model=f"fake-k{k}",
                latency_s=args.latency,
            )
            worker = Worker(store=store, settings=settings, reader=reader, worker_id="bench")
            batch_id = batches.create_batch(store, "BENCH", images, label=f"bench K={k}")
            if not args.first_run:
                with with_batch_lease(
                    store, batch_id, "analysis", lambda _: True, settings.lease
                ) as ls:
                    prepare_sources(store, ls, batch_id, NormaliseOptions())  # untimed
            first_s, first_req, read_req, status, prep_s, prep_req = _read_and_assemble(
                worker, batch_id, prepare=args.first_run, after=args.look_ups_after
            )
            calls = reader.calls
            rerun_s, rerun_req, *_ = _read_and_assemble(worker, batch_id, after=args.look_ups_after)
            ideal = math.ceil(args.pages / k) * args.latency
            rows.append(
                (
                    k,
                    first_s,
                    ideal,
                    first_req / args.pages,
                    read_req / args.pages,
                    rerun_s,
                    rerun_req,
                    calls,
                    status,
                    prep_s,
                    prep_req / args.pages,
                )
            )
            assert reader.calls == calls, "the rerun must make no reader call"
    print(
        f"cores: {os.cpu_count()}; reader needs the image bytes: {not args.text_layer_reader}; "
        f"pages {'prepared in the same run' if args.first_run else 'stored beforehand'}; "
        f"read-ahead {'off' if args.no_read_ahead else 'on'}; assembly's look-ups "
        f"{'after the reads' if args.look_ups_after else 'during the last reads'}"
    )
    prep_head = f" {'prep s':>7} {'prep req/p':>10}" if args.first_run else ""
    print(
        f"{'K':>2} {'first s':>8} {'ideal s':>8} {'x ideal':>8} {'req/page':>9} {'of reads':>9} "
        f"{'rerun s':>8} {'rerun/1st':>9} {'rerun req':>9} {'reads':>6}{prep_head}  status"
    )
    for k, first_s, ideal, rpp, read_rpp, rerun_s, rerun_req, calls, status, ps, prpp in rows:
        prep = f" {ps:>7.2f} {prpp:>10.2f}" if args.first_run else ""
        print(
            f"{k:>2} {first_s:>8.2f} {ideal:>8.2f} {first_s / ideal:>8.2f} {rpp:>9.2f} "
            f"{read_rpp:>9.2f} {rerun_s:>8.2f} {rerun_s / first_s:>9.2f} {rerun_req:>9} "
            f"{calls:>6}{prep}  {status}"
        )


if __name__ == "__main__":
    main()
