"""The ceiling of one PocketBase (on demand, not a test): ``./dev bench capacity``.

For each reader latency (0 ms and 200 ms, the loopback fake Anthropic API answering every
call after that delay) and each number W of worker processes (1, 2, 4, 8), a fresh queue
of batches totalling ``--pages`` pages (default 2,000, in batches of ``--batch-pages``) is
uploaded to one local PocketBase; W real ``dn-pipeline tick`` loops (what cron runs) then
work until every batch is settled. Printed per run:

- pages/s, and its ratio to W = 1 at the same latency (the baseline of the same run);
- PocketBase CPU seconds per page (utime + stime of the server from /proc/PID/stat);
- p95 server time of a fenced write (``POST /api/batch`` in PocketBase's request log);
- lease take-overs (``lease_taken_over`` lines of the ticks) and not-claimed counts (the
  ticks' JSON summaries);
- the machine's core count.

A worker host is a loop of ticks; after a tick that found every due batch held by others
it pauses ``--idle-s`` (cron would wait a minute), and it stops when nothing is due.

Pages are uploaded as small PNG sources and prepared by the ticks themselves.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from PIL import Image

from dn_pipeline.operator import uploads as batches
from dn_pipeline.store.client import Store
from dn_pipeline.testing import TestServer, wipe
from dn_pipeline.testing.fake_anthropic import FakeAnthropic
from dn_pipeline.testing.fake_replies import RecordedRequest, Reply, tool_answer

SETTLED = ("staged", "needs_review", "failed", "cancelled")
_TICKS = 1_000_000


def _images(folder: Path, count: int, tag: int) -> list[Path]:
    out = []
    for i in range(count):
        img = Image.new("L", (200 + i % 997, 40 + tag % 50 + i // 997), 255)
        img.paste(0, (10, 10, 100, 30))
        buf = io.BytesIO()
        img.save(buf, format="PNG")
        path = folder / f"c{tag}-{i:05d}.png"
        path.write_bytes(buf.getvalue())
        out.append(path)
    return out


def _cpu_s(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _batch_write_ms(store: Store, since: str) -> list[float]:
    """Server-side times of ``POST /api/batch`` from PocketBase's own request log."""
    where = f"data.url = '/api/batch' && data.method = 'POST' && created >= '{since}'"
    times: list[float] = []
    page = 1
    while True:
        body = store.send(
            "/api/logs",
            {"method": "GET", "params": {"filter": where, "perPage": 500, "page": page}},
        )
        times += [float(i.get("data", {}).get("execTime") or 0) for i in body["items"]]
        if page >= int(body.get("totalPages") or 1):
            return times
        page += 1


def _worker_loop(env: dict[str, str], deadline: float, out: dict[str, Any], idle_s: float) -> None:
    """One worker host: tick after tick until the queue is empty (or the deadline)."""
    while time.monotonic() < deadline:
        done = subprocess.run(
            [str(Path(sys.executable).parent / "dn-pipeline"), "-v", "tick", "--max-seconds", "50"],
            env=env,
            capture_output=True,
            text=True,
        )
        out["takeovers"] += done.stderr.count("lease_taken_over")
        summary: dict[str, Any] = {}
        for line in done.stdout.splitlines():
            if line.startswith("{"):
                summary = json.loads(line)
        out["not_claimed"] += int(summary.get("not_claimed") or 0)
        if not summary.get("claimed") and not summary.get("not_claimed"):
            return  # nothing due: this host's cron would idle
        if not summary.get("claimed"):
            time.sleep(idle_s)  # every batch held by others: cron would wait a minute


def _run(
    pb: TestServer, store: Store, fake: FakeAnthropic, args: Any, workers: int
) -> dict[str, Any]:
    wipe(store)
    store.create("sites", {"code": "CAP", "name": "Capacity site"})
    per = args.batch_pages
    count = max(1, args.pages // per)
    with tempfile.TemporaryDirectory(prefix="dn-bench-cap-") as tmp:  # uploaded, then gone
        for b in range(count):
            batches.create_batch(store, "CAP", _images(Path(tmp), per, b + workers * 100))
    env = {
        **os.environ,
        **pb.env(),
        "DN_STAGED_INGESTION_ENABLED": "true",
        "DN_EXTRACTOR": "anthropic",
        "ANTHROPIC_API_KEY": "sk-fake-capacity",
        "ANTHROPIC_BASE_URL": fake.base_url,
    }
    pid = pb.server.pid()
    assert pid is not None
    since = store.server_now().strftime("%Y-%m-%d %H:%M:%S")
    cpu0, started = _cpu_s(pid), time.perf_counter()
    out = {"takeovers": 0, "not_claimed": 0}
    threads = [
        threading.Thread(target=_worker_loop, args=(env, time.monotonic() + 3600, out, args.idle_s))
        for _ in range(workers)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    wall, cpu = time.perf_counter() - started, _cpu_s(pid) - cpu0
    unsettled = [
        b["id"] for b in store.list("dn_batches", fields="id,status") if b["status"] not in SETTLED
    ]
    pages = store.count("dn_batch_pages")
    times = sorted(_batch_write_ms(store, since)) or [0.0]
    return {
        "pages": pages,
        "wall": wall,
        "pps": pages / wall,
        "cpu_per_page": cpu / max(1, pages),
        "p95_ms": times[min(len(times) - 1, int(0.95 * len(times)))],
        "unsettled": len(unsettled),
        **out,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=2000)
    parser.add_argument("--batch-pages", type=int, default=50)
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2, 4, 8])
    parser.add_argument("--latency", type=float, nargs="+", default=[0.0, 0.2])
    parser.add_argument(
        "--idle-s", type=float, default=5.0, help="pause after a tick that won nothing"
    )
    args = parser.parse_args()
    rows = []
    with TestServer() as pb:
        store = pb.store()
        for latency in args.latency:

            def answer(_req: RecordedRequest, delay: float = latency) -> Reply:
                time.sleep(delay)
                return tool_answer()

            with FakeAnthropic(default=answer) as fake:
                for w in args.workers:
                    r = _run(pb, store, fake, args, w)
                    print(f"latency {latency * 1000:.0f} ms, {w} workers: {r}", flush=True)
                    rows.append((latency, w, r))
    print(f"\ncores: {os.cpu_count()}; load average at the end: {os.getloadavg()}")
    print(
        f"{'reader':>6} {'W':>2} {'pages':>6} {'pages/s':>8} {'x W=1':>6} {'pb cpu ms/pg':>12} "
        f"{'p95 write ms':>12} {'take-overs':>10} {'not claimed':>11} {'unsettled':>9}"
    )
    base: dict[float, float] = {}
    for latency, w, r in rows:
        base.setdefault(latency, r["pps"])
        print(
            f"{latency * 1000:>4.0f}ms {w:>2} {r['pages']:>6} {r['pps']:>8.1f} "
            f"{r['pps'] / base[latency]:>6.2f} {r['cpu_per_page'] * 1000:>12.2f} "
            f"{r['p95_ms']:>12.1f} {r['takeovers']:>10} {r['not_claimed']:>11} "
            f"{r['unsettled']:>9}"
        )


if __name__ == "__main__":
    main()
