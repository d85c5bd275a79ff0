"""``dn-pipeline batch watch`` follows a batch live through PocketBase's realtime
subscription while a ``tick`` runs: real processes, 1 trial each."""

from __future__ import annotations

import subprocess
import threading

from dn_pipeline.operator import uploads as batches
from dn_pipeline.store.client import Store
from tests.acceptance.conftest import (
    FIXTURES,
    Cli,
    import_hostdata,
    summary_of,
    wait_for,
)

DEMO = [FIXTURES / "demo" / n for n in ("delivery-notes-nov.pdf", "IMG_2041.jpg")]


def follow(proc: subprocess.Popen[str]) -> list[str]:
    """The lines ``proc`` prints, collected as they come."""
    lines: list[str] = []

    def read() -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            lines.append(line.rstrip("\n"))

    threading.Thread(target=read, daemon=True).start()
    return lines


def test_batch_watch_follows_a_demo_batch_from_queued_to_settled_while_a_tick_runs(
    cli: Cli, store: Store
) -> None:
    """The demo's PDF and phone photo, read by the embedded reader (the photo's OCR takes a
    second or more, so the batch is seen analysing). The fallback poll is set to an hour:
    every line after the first comes from a realtime event. Pass: queued first, pages
    prepared and read never going down, the settled status last with the demo's four
    candidates, exit 5 (needs_review: a PO of another site, the reprinted lines, the
    invoice page), the tick's line unchanged."""
    import_hostdata(store)
    batch_id = batches.create_batch(store, "SYD-01", DEMO, label="demo")
    watch = cli.popen("batch", "watch", batch_id, "--poll", "3600", "--timeout", "600")
    lines = follow(watch)
    wait_for(lambda: bool(lines), timeout=60, what="the watcher's first line")
    assert "status queued" in lines[0] and "pages prepared 0, read 0" in lines[0]
    summary = summary_of(cli.ok("tick"))
    assert summary["batches_needs_review"] == 1
    assert watch.wait(timeout=120) == 5, (lines, watch.stderr.read() if watch.stderr else "")
    assert any("status analysing" in line for line in lines), lines
    prepared = [int(line.split("pages prepared ")[1].split(",")[0]) for line in lines]
    read = [int(line.split(", read ")[1].split()[0]) for line in lines]
    assert prepared == sorted(prepared) and read == sorted(read) and read[-1] == 6
    assert "status needs_review" in lines[-1] and "candidates 4" in lines[-1]


def test_batch_watch_of_a_settled_batch_exits_with_its_outcome_at_once(
    cli: Cli, store: Store
) -> None:
    import_hostdata(store)
    batch_id = batches.create_batch(store, "SYD-01", DEMO[1:], label="done")
    for status, code in (("staged", 0), ("needs_review", 5), ("cancelled", 7)):
        store.update("dn_batches", batch_id, {"status": status})
        done = cli.run("batch", "watch", batch_id, timeout=60)
        assert done.returncode == code, done.stderr
        assert done.stdout.splitlines()[-1].startswith(f"batch {batch_id}: status {status} ")
    unknown = cli.run("batch", "watch", "nosuchbatch0000", timeout=60)
    assert unknown.returncode == 2 and "no batch" in unknown.stderr
