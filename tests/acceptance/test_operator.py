"""Operator commands as subprocesses: busy assembly, health, batch list filters."""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path

from dn_pipeline.leasing.acquire import with_batch_lease
from dn_pipeline.operator import uploads as batches
from dn_pipeline.settings import LeaseTimings
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import parse_pb_datetime
from tests.acceptance.conftest import Cli, import_hostdata, note_images, wait_for


def test_assemble_on_a_busy_batch_exits_3_with_one_clear_line(
    cli: Cli, store: Store, tmp_path: Path
) -> None:
    import_hostdata(store)
    batch_id = batches.create_batch(store, "SYD-01", note_images(tmp_path, 7, 1))
    timings = LeaseTimings(ttl_s=6.0, heartbeat_s=1.0, grace_s=1.0, fence_margin_s=2.0)
    with with_batch_lease(store, batch_id, "analysis", lambda _: True, timings):
        done = cli.run("assemble", batch_id)
    assert done.returncode == 3
    [line] = done.stderr.splitlines()
    assert "busy" in line and batch_id in line and "Traceback" not in done.stderr


def test_health_exits_4_while_a_batch_is_parked_and_0_once_it_is_redriven(
    cli: Cli, store: Store, tmp_path: Path
) -> None:
    import_hostdata(store)
    batch_id = batches.create_batch(store, "SYD-01", note_images(tmp_path, 8, 1))
    healthy = cli.run("health")
    assert healthy.returncode == 0, healthy.stderr
    assert json.loads(healthy.stdout)["healthy"] is True
    store.update("dn_batches", batch_id, {"status": "failed", "last_error": "parked after 5"})
    sick = cli.run("health")
    assert sick.returncode == 4
    report = json.loads(sick.stdout)
    assert report["healthy"] is False and "parked" in report["problems"][0]
    assert cli.ok("batch", "redrive", batch_id).strip() == "queued"
    assert cli.run("health").returncode == 0


def test_health_exits_4_when_the_oldest_due_batch_waits_too_long(
    cli: Cli, store: Store, tmp_path: Path
) -> None:
    import_hostdata(store)
    batch_id = batches.create_batch(store, "SYD-01", note_images(tmp_path, 9, 1))
    due = parse_pb_datetime(store.get("dn_batches", batch_id)["updated"])
    assert due is not None
    # A fresh process knows the server's clock to the second (its Date header): wait until
    # even that truncated clock is past the moment the batch became due.
    later = due + timedelta(seconds=1)
    wait_for(lambda: store.server_now() > later, timeout=60, what="server time past due + 1 s")
    done = cli.run("health", env={"DN_HEALTH_MAX_WAIT_S": "0"})
    assert done.returncode == 4 and "waited" in json.loads(done.stdout)["problems"][0]


def test_batch_list_filters_by_status_site_and_age(cli: Cli, store: Store, tmp_path: Path) -> None:
    import_hostdata(store)
    syd = batches.create_batch(store, "SYD-01", note_images(tmp_path / "a", 10, 1))
    mel = batches.create_batch(store, "MEL-02", note_images(tmp_path / "b", 11, 1))
    store.update("dn_batches", mel, {"status": "needs_review"})

    def listed(*args: str) -> list[str]:
        return [r["id"] for r in json.loads(cli.ok("batch", "list", "--json", *args))]

    assert sorted(listed()) == sorted([syd, mel])
    assert listed("--status", "queued") == [syd]
    assert listed("--site", "MEL-02") == [mel]
    assert listed("--site", "MEL-02", "--status", "queued") == []
    assert listed("--older-than", "1h") == []
    assert sorted(listed("--older-than", "0s")) == sorted([syd, mel])
    text = cli.ok("batch", "list", "--site", "SYD-01")
    assert syd in text and mel not in text
    bad = cli.run("batch", "list", "--older-than", "soon")
    assert bad.returncode == 2 and len(bad.stderr.splitlines()) == 1
