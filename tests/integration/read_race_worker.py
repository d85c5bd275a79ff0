"""A read-cache racer run as a real process by ``test_reads_anthropic.py`` (never by production).

    read_race_worker.py DIR WORKER BATCH TRIALS ANTHROPIC_BASE_URL

Talks to the PocketBase named by ``PB_URL`` / ``PB_SUPERUSER_*`` (``TestServer.env()``).
Takes the lease on its own BATCH once and holds it (heartbeating) for every trial, prints
``{"event": "ready"}``, then for each trial i: waits for ``DIR/go-i`` (a JSON map of worker to
page id), reads that one page through ``ReadCache`` with the real ``AnthropicReader`` pointed
at the loopback fake, and writes ``DIR/res-i-WORKER`` atomically with what happened.
"""

from __future__ import annotations

import json
import logging
import os
import sys
import time
from pathlib import Path
from typing import Any

from dn_pipeline.errors import DnError
from dn_pipeline.leasing.acquire import acquire
from dn_pipeline.readers.anthropic_reader import AnthropicReader
from dn_pipeline.reads.cache import ReadCache
from dn_pipeline.settings import LeaseTimings
from dn_pipeline.store.client import Store


def main(folder: Path, worker: str, batch_id: str, trials: int, base_url: str) -> None:
    # What this racer's read cache did, for the test to show should a trial go wrong.
    logging.basicConfig(
        filename=folder / f"log-{worker}",
        level=logging.INFO,
        format="%(relativeCreated)d %(name)s %(message)s",
    )
    for noisy in ("httpx", "httpcore", "anthropic"):
        logging.getLogger(noisy).setLevel(logging.WARNING)
    store = Store(
        os.environ["PB_URL"],
        os.environ["PB_SUPERUSER_EMAIL"],
        os.environ["PB_SUPERUSER_PASSWORD"],
        timeout_s=20.0,
    )
    store.authenticate()
    # The race is on the cache key, not the lease: a long lease, so ten processes starved of
    # CPU on a loaded 2-core machine do not self-fence (seen at load 25 with 6 s).
    timings = LeaseTimings(ttl_s=30.0, heartbeat_s=2.0, grace_s=1.0, fence_margin_s=5.0)
    lease = acquire(store, batch_id, "read-race", timings)
    lease.start_heartbeat()
    reader = AnthropicReader(api_key="test-key", base_url=base_url, timeout_s=10, max_retries=0)
    print(json.dumps({"event": "ready", "worker": worker}), flush=True)
    try:
        for i in range(trials):
            go = folder / f"go-{i}"
            while not go.exists():
                time.sleep(0.002)
            page_id = json.loads(go.read_text())[worker]
            page = store.get("dn_batch_pages", page_id)
            cache = ReadCache(
                store=store,
                lease=lease,
                reader=reader,
                batch_id=batch_id,
                wait_for_others_s=60.0,  # a loaded 2-core machine: losers wait, never give up
                poll_s=0.05,
                actor=f"racer-{worker}",
            )
            out: dict[str, Any]
            try:
                stats = cache.read_pages([page])
                out = {"ok": True, "made": stats.made, "reused": stats.reused}
            except DnError as exc:
                out = {"ok": False, "error": f"{type(exc).__name__}: {exc}"}
            tmp = folder / f".res-{i}-{worker}"
            tmp.write_text(json.dumps(out))
            tmp.rename(folder / f"res-{i}-{worker}")  # atomic: never half a file
    finally:
        lease.release()


if __name__ == "__main__":
    main(Path(sys.argv[1]), sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5])
