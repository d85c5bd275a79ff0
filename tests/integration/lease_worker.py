"""A lease worker run as a real process by ``test_leases.py`` (never by production code).

Talks to the server named by ``PB_URL`` / ``PB_SUPERUSER_*`` (from ``TestServer.env()``) and
reports on stdout as one JSON object a line. Modes:

- ``race DIR WORKER TRIALS``: for each trial i, wait for ``DIR/go-i`` (holding a batch id),
  try to acquire it once, and write the outcome to ``DIR/res-i-WORKER``. Never releases.
- ``zombie BATCH STOPFILE``: acquire, then write numbered ``dn_batch_events`` rows (detail
  ``{owner, seq}``) through the lease until LeaseLost or STOPFILE exists.
- ``sigterm BATCH``: hold the batch through ``with_batch_lease`` with the SIGTERM stop flag,
  checking it at unit boundaries; exits 0 after handing the lease back.
- ``until_lost BATCH``: hold the batch with a heartbeat and write until LeaseLost (the test
  stops the server); reports whether the refusing write sent any request.

Lease timings come from ``DN_TEST_TTL_S`` etc. The negative-control switch
``DN_TEST_DISABLE_FENCE=1`` (and ``DN_TEST_DISABLE_SELF_FENCE=1``) is read here and only here,
and handed to ``acquire`` explicitly: no production setting reaches it.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import Any

from dn_pipeline.errors import LeaseLost, NotClaimed, Stopped, StoreError
from dn_pipeline.leasing.acquire import acquire, install_sigterm_handler, with_batch_lease
from dn_pipeline.settings import LeaseTimings
from dn_pipeline.store.client import Store
from dn_pipeline.store.ops import Op


def emit(**fields: Any) -> None:
    print(json.dumps(fields), flush=True)


def timings() -> LeaseTimings:
    env = os.environ
    return LeaseTimings(
        ttl_s=float(env.get("DN_TEST_TTL_S", "3")),
        heartbeat_s=float(env.get("DN_TEST_HEARTBEAT_S", "1")),
        grace_s=float(env.get("DN_TEST_GRACE_S", "1")),
        fence_margin_s=float(env.get("DN_TEST_FENCE_MARGIN_S", "1")),
    )


def connect() -> Store:
    store = Store(
        os.environ["PB_URL"],
        os.environ["PB_SUPERUSER_EMAIL"],
        os.environ["PB_SUPERUSER_PASSWORD"],
        timeout_s=10.0,
    )
    store.authenticate()
    return store


def race(store: Store, folder: Path, worker: str, trials: int) -> None:
    lease_timings = timings()
    emit(event="ready")
    for i in range(trials):
        go = folder / f"go-{i}"
        while not go.exists():
            time.sleep(0.002)
        batch_id = go.read_text().strip()
        try:
            lease = acquire(store, batch_id, "race", lease_timings)
            out: dict[str, Any] = {"claimed": True, "owner": lease.owner, "id": lease.id}
        except NotClaimed as exc:
            out = {"claimed": False, "why": str(exc)}
        tmp = folder / f".res-{i}-{worker}"
        tmp.write_text(json.dumps(out))
        tmp.rename(folder / f"res-{i}-{worker}")  # atomic: the test never reads half a file


def zombie(store: Store, batch_id: str, stop_file: Path) -> None:
    fenced = os.environ.get("DN_TEST_DISABLE_FENCE") != "1"
    self_fence = os.environ.get("DN_TEST_DISABLE_SELF_FENCE") != "1"
    lease = acquire(store, batch_id, "zombie", timings(), fenced=fenced, self_fence=self_fence)
    if os.environ.get("DN_TEST_HEARTBEAT") == "1":
        lease.start_heartbeat()
    emit(event="acquired", owner=lease.owner, id=lease.id)
    seq = 0
    while not stop_file.exists():
        seq += 1
        op = Op(
            method="POST",
            collection="dn_batch_events",
            body={
                "batch": batch_id,
                "kind": "zombie_test",
                "detail": {"owner": lease.owner, "seq": seq},
                "actor": lease.owner,
                "actor_kind": "worker",
            },
        )
        before = store.requests
        try:
            lease.write([op])
        except LeaseLost:
            emit(event="lost", seq=seq, reason=lease.lost_reason, sent=store.requests > before)
            return
        emit(event="wrote", seq=seq)
        time.sleep(0.05)
    emit(event="stopped", seq=seq)


def sigterm(store: Store, batch_id: str) -> None:
    stop = install_sigterm_handler()
    with with_batch_lease(
        store, batch_id, "sigterm", lambda b: True, timings(), stop=stop
    ) as lease:
        emit(event="acquired", owner=lease.owner, id=lease.id)
        try:
            while True:
                lease.checkpoint()  # a unit boundary
                time.sleep(0.02)
        except Stopped:
            emit(event="stopping")
    emit(event="released")


def until_lost(store: Store, batch_id: str) -> None:
    lease_timings = timings()
    lease = acquire(store, batch_id, "until_lost", lease_timings)
    lease.start_heartbeat()
    emit(event="acquired", owner=lease.owner, id=lease.id)
    last_ok = time.monotonic()
    gone = False
    try:
        while True:
            before = store.requests
            sent_at = time.monotonic()
            try:
                lease.heartbeat()
                last_ok = sent_at
            except LeaseLost:
                emit(
                    event="lost",
                    reason=lease.lost_reason,
                    sent=store.requests > before,
                    since_last_ok_s=time.monotonic() - last_ok,
                )
                return
            except StoreError:
                if not gone:
                    gone = True
                    emit(event="server_gone")
            time.sleep(0.1)
    finally:
        lease.release()  # the server is down: must not raise


def main(argv: list[str]) -> int:
    store = connect()
    mode = argv[0]
    if mode == "race":
        race(store, Path(argv[1]), argv[2], int(argv[3]))
    elif mode == "zombie":
        zombie(store, argv[1], Path(argv[2]))
    elif mode == "sigterm":
        sigterm(store, argv[1])
    elif mode == "until_lost":
        until_lost(store, argv[1])
    else:
        print(f"unknown mode {mode!r}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
