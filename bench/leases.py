"""Lease costs on a throwaway local PocketBase (run on demand, not in CI).

    .venv/bin/python bench/leases.py [--n 20] [--reps 50]

Prints one table: an uncontended acquire + release (round trips and ms), and a fenced
write of N records against N plain creates and against one unfenced batch of N, all in the
same run on the same server, with the ratios.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

from dn_pipeline.leasing.acquire import acquire
from dn_pipeline.settings import LeaseTimings
from dn_pipeline.store.client import Store
from dn_pipeline.store.ops import Op
from dn_pipeline.testing import TestServer

TIMINGS = LeaseTimings(ttl_s=60.0, heartbeat_s=15.0, grace_s=15.0, fence_margin_s=15.0)


def measure(store: Store, reps: int, fn: Callable[[], object]) -> tuple[float, float]:
    """Median ms and round trips per call of ``fn`` over ``reps`` calls (after a warm-up)."""
    fn()
    times: list[float] = []
    before = store.requests
    for _ in range(reps):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times), (store.requests - before) / reps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=20, help="records per write")
    parser.add_argument("--reps", type=int, default=50, help="repetitions per measurement")
    args = parser.parse_args()

    with TestServer() as server:
        store = server.store()
        site = store.create("sites", {"code": "BENCH", "name": "Bench"})

        def new_batch() -> str:
            batch_id: str = store.create("dn_batches", {"site": site["id"], "status": "queued"})[
                "id"
            ]
            return batch_id

        batches = [new_batch() for _ in range(args.reps + 1)]
        it = iter(batches)

        def acquire_release() -> None:
            acquire(store, next(it), "bench", TIMINGS).release()

        acq_ms, acq_rt = measure(store, args.reps, acquire_release)

        batch_id = new_batch()
        lease = acquire(store, batch_id, "bench", TIMINGS)

        def events() -> list[Op]:
            return [
                Op(
                    method="POST",
                    collection="dn_batch_events",
                    body={"batch": batch_id, "kind": "bench", "detail": {"i": i}},
                )
                for i in range(args.n)
            ]

        def plain() -> None:
            for op in events():
                store.create(op.collection, op.body)

        # Interleaved, so server warm-up and table growth weigh on all three alike.
        samples: dict[str, list[float]] = {"fenced": [], "plain": [], "batch": []}
        trips: dict[str, int] = dict.fromkeys(samples, 0)
        work: dict[str, Callable[[], object]] = {
            "fenced": lambda: lease.write(events()),
            "plain": plain,
            "batch": lambda: store.batch(events()),
        }
        for fn in work.values():
            fn()  # warm-up
        for _ in range(args.reps):
            for name, fn in work.items():
                before = store.requests
                t0 = time.perf_counter()
                fn()
                samples[name].append((time.perf_counter() - t0) * 1000)
                trips[name] += store.requests - before
        fenced_ms, plain_ms, batch_ms = (statistics.median(samples[k]) for k in work)
        fenced_rt, plain_rt, batch_rt = (trips[k] / args.reps for k in work)
        lease.release()

    n = args.n
    rows = [
        ("acquire + release (uncontended)", acq_ms, acq_rt, ""),
        (f"fenced write of {n} (lease.write)", fenced_ms, fenced_rt, "1.00"),
        (f"{n} plain creates", plain_ms, plain_rt, f"{fenced_ms / plain_ms:.2f}"),
        (f"one unfenced batch of {n}", batch_ms, batch_rt, f"{fenced_ms / batch_ms:.2f}"),
    ]
    print(f"PocketBase on loopback, median of {args.reps} runs")
    print(f"{'operation':<36} {'ms':>8} {'round trips':>12} {'fenced / this':>14}")
    for name, ms, rt, ratio in rows:
        print(f"{name:<36} {ms:>8.2f} {rt:>12.1f} {ratio:>14}")


if __name__ == "__main__":
    main()
