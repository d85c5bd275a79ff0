"""``dn-pipeline tick`` as cron runs it: real processes, a real PocketBase, the vision API
faked on loopback (answers per image), short leases (TTL 6 s)."""

from __future__ import annotations

import json
import os
import pty
import subprocess
from collections import Counter
from pathlib import Path

import pytest

from dn_pipeline.operator import uploads as batches
from dn_pipeline.store.client import Store
from dn_pipeline.store.localserver import free_port
from dn_pipeline.testing import TestServer
from tests.acceptance.conftest import (
    DN,
    SUMMARY_KEYS,
    Cli,
    PerImageApi,
    events,
    import_hostdata,
    note_images,
    rows,
    summary_of,
    wait_for,
)

CONCURRENT_TRIALS = 4


def test_tick_prints_exactly_one_json_line_of_zeros_when_nothing_is_due(
    cli: Cli, store: Store
) -> None:
    done = cli.run("tick")
    assert done.returncode == 0, done.stderr
    summary = summary_of(done.stdout)
    assert summary == dict.fromkeys(SUMMARY_KEYS, 0)
    assert done.stderr == ""


def test_tick_line_names_batch_counts_and_note_counts_apart_keeping_the_old_keys(
    cli: Cli, store: Store, api: PerImageApi, tmp_path: Path
) -> None:
    """One batch of three clear notes: one batch staged, three notes ready to post."""
    import_hostdata(store)
    batches.create_batch(store, "SYD-01", note_images(tmp_path, 30, 3))
    summary = cli.tick(env=api.env)
    assert summary["batches_claimed"] == 1 and summary["batches_staged"] == 1
    assert summary["notes_ready"] == 3 and summary["notes_needs_review"] == 0
    assert summary["claimed"] == 1 and summary["staged"] == 1  # deprecated, one release


# One trial in the default run, more in ./dev test-slow (the suite's time).
@pytest.mark.parametrize(
    "trial",
    [pytest.param(0, id="trial0")]
    + [
        pytest.param(t, id=f"trial{t}", marks=pytest.mark.slow) for t in range(1, CONCURRENT_TRIALS)
    ],
)
def test_three_concurrent_ticks_process_each_of_ten_batches_exactly_once(
    cli: Cli, store: Store, api: PerImageApi, tmp_path: Path, trial: int
) -> None:
    import_hostdata(store)
    ids = [
        batches.create_batch(store, "SYD-01", note_images(tmp_path / f"b{b}", 10 * trial + b, 2))
        for b in range(10)
    ]
    procs = [cli.popen("tick", "--limit", "10", env=api.env) for _ in range(3)]
    outs = [p.communicate(timeout=180) for p in procs]
    assert [p.returncode for p in procs] == [0, 0, 0], [e for _, e in outs]
    summaries = [summary_of(out) for out, _ in outs]
    assert sum(s["claimed"] for s in summaries) == 10
    assert sum(s["staged"] for s in summaries) == 10
    assert sum(s["reads_made"] for s in summaries) == 20
    assert api.calls() == 20  # every image paid once, by exactly one worker
    for batch_id in ids:
        claims = events(store, batch_id, "stage_preparing")
        assert len(claims) == 1 and claims[0]["detail"]["claimed"] is True
        assert claims[0]["actor"] and claims[0]["detail"]["lease"]
        assert len(events(store, batch_id, "finished")) == 1
        assert store.get("dn_batches", batch_id)["status"] == "staged"
        notes = rows(store, "dn_batch_notes", batch_id)
        assert len(notes) == 2 and len({n["candidate_key"] for n in notes}) == 2
        assert all(n["status"] == "ready_to_post" for n in notes)
    assert len(rows(store, "dn_batch_pages")) == 20
    reads = rows(store, "dn_page_reads")
    assert len(reads) == 20 and len({r["key"] for r in reads}) == 20
    assert rows(store, "dn_batch_locks") == []


def test_max_seconds_hands_the_batch_back_at_a_page_boundary_and_the_next_tick_finishes_it(
    cli: Cli, store: Store, api: PerImageApi, tmp_path: Path
) -> None:
    import_hostdata(store)
    batch_id = batches.create_batch(store, "SYD-01", note_images(tmp_path, 1, 8))
    api.delay_s = 0.6
    env = {**api.env, "DN_READ_CONCURRENCY": "1"}
    # No wall-clock bound here (a loaded machine makes any bound flaky): that the tick
    # handed back is shown by the batch's state and by reads_made < 8 below.
    first = cli.tick("--max-seconds", "2", env=env)
    batch = store.get("dn_batches", batch_id)
    assert batch["status"] == "queued" and batch["claimed_at"] == ""
    assert batch["attempts"] == 0  # a hand-back spends no attempt
    assert first["claimed"] == 1 and 1 <= first["reads_made"] < 8
    assert [e["detail"]["why"] for e in events(store, batch_id, "handed_back")] == [
        "stop requested"
    ]
    assert rows(store, "dn_batch_locks") == []
    second = cli.tick(env=env)
    assert second["claimed"] == 1 and second["staged"] == 1
    assert first["reads_made"] + second["reads_made"] == 8
    assert api.calls() == 8  # no page read twice across the hand-back


def test_cancel_while_running_ends_cancelled_at_a_page_boundary_and_is_never_redriven(
    cli: Cli, store: Store, api: PerImageApi, tmp_path: Path
) -> None:
    import_hostdata(store)
    batch_id = batches.create_batch(store, "SYD-01", note_images(tmp_path, 2, 8))
    api.delay_s = 0.8
    env = {**api.env, "DN_READ_CONCURRENCY": "1"}
    tick = cli.popen("tick", env=env)
    wait_for(lambda: api.calls() >= 1, what="the first read")
    said = cli.ok("batch", "cancel", batch_id)
    assert "cancel requested" in said
    out, err = tick.communicate(timeout=60)
    assert tick.returncode == 0, err
    summary = summary_of(out)
    assert summary["cancelled"] == 1 and summary["claimed"] == 1
    assert store.get("dn_batches", batch_id)["status"] == "cancelled"
    assert api.calls() < 8
    again = cli.tick(env=env)
    assert again["claimed"] == 0 and again["cancelled"] == 0
    assert store.get("dn_batches", batch_id)["status"] == "cancelled"
    assert len(events(store, batch_id, "stage_preparing")) == 1
    [cancelled] = events(store, batch_id, "cancelled")
    assert cancelled["detail"] == {"while": "running"}


# Unset in the default run; the other spellings in ./dev test-slow (the suite's time).
@pytest.mark.parametrize(
    "flag",
    [
        pytest.param(None, id="unset"),
        pytest.param("TRUE", id="TRUE", marks=pytest.mark.slow),
        pytest.param("1", id="1", marks=pytest.mark.slow),
    ],
)
def test_any_flag_but_exactly_true_uses_the_leased_and_cached_legacy_path(
    cli: Cli, store: Store, api: PerImageApi, tmp_path: Path, flag: str | None
) -> None:
    import_hostdata(store)
    images = note_images(tmp_path, 3, 2)
    first = batches.create_batch(store, "SYD-01", images)
    env = {**api.env, "DN_STAGED_INGESTION_ENABLED": flag}
    summary = cli.tick(env=env)
    assert summary["claimed"] == 1 and summary["reads_made"] == 2
    [claim] = events(store, first, "stage_preparing")
    assert claim["detail"]["path"] == "legacy" and claim["detail"]["purpose"] == "analysis"
    assert claim["detail"]["lease"]  # taken under a lease, like the staged path
    [reading] = events(store, first, "stage_reading")
    assert reading["detail"]["single_pass"] is True
    assert events(store, first, "finished")[0]["detail"]["legacy"] is True
    notes = rows(store, "dn_batch_notes", first)
    assert len(notes) == 2 and len({n["note_index"] for n in notes}) == 2
    assert all(n["candidate_key"] == "" for n in notes)  # keyed by note_index only
    # The read cache is shared: the same images uploaded again are not read again.
    batches.create_batch(store, "SYD-01", images)
    again = cli.tick(env=env)
    assert again["reads_made"] == 0 and again["reads_reused"] == 2
    assert api.calls() == 2
    assert rows(store, "dn_batch_locks") == []


@pytest.mark.parametrize("case", ["unreachable", "bad-credentials"])
def test_tick_that_cannot_work_exits_1_with_one_stderr_line_and_no_traceback(
    cli: Cli, pb: TestServer, case: str
) -> None:
    env = (
        {"PB_URL": f"http://127.0.0.1:{free_port()}"}
        if case == "unreachable"
        else {"PB_SUPERUSER_PASSWORD": "not-the-password"}
    )
    done = cli.run("tick", env=env)
    assert done.returncode == 1
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("dn-pipeline: ")
    assert "Traceback" not in done.stderr and pb.password not in done.stderr


def test_progress_shows_on_a_terminal_and_cron_sees_only_the_json_line(
    cli: Cli, store: Store, api: PerImageApi, tmp_path: Path
) -> None:
    import_hostdata(store)
    batches.create_batch(store, "SYD-01", note_images(tmp_path / "a", 4, 2))
    master, slave = pty.openpty()
    proc = subprocess.Popen(
        [DN, "tick"],
        env={**cli.env, **api.env},
        cwd=cli.cwd,
        stdout=subprocess.PIPE,
        stderr=slave,
        text=True,
    )
    os.close(slave)
    seen = b""
    while True:
        try:
            chunk = os.read(master, 4096)
        except OSError:
            break
        if not chunk:
            break
        seen += chunk
    out, _ = proc.communicate(timeout=60)
    os.close(master)
    text = seen.decode()
    assert "read 2/2 images" in text and "page 1/1 of note-4-0.png" in text
    assert summary_of(out)["claimed"] == 1
    # Under cron stderr is no terminal: nothing but the JSON line.
    batches.create_batch(store, "SYD-01", note_images(tmp_path / "b", 5, 2))
    done = cli.run("tick", env=api.env)
    assert done.returncode == 0 and done.stderr == ""
    assert summary_of(done.stdout)["claimed"] == 1


def test_tick_summaries_add_up_to_the_totals_view(
    cli: Cli, store: Store, api: PerImageApi, tmp_path: Path
) -> None:
    import_hostdata(store)
    images = note_images(tmp_path, 6, 3)
    first = batches.create_batch(store, "SYD-01", [*images, images[0]])  # one image twice
    one = cli.tick(env=api.env)
    second = batches.create_batch(store, "SYD-01", images)
    two = cli.tick(env=api.env)
    cli.ok("batch", "redrive", "--force", first)
    three = cli.tick(env=api.env)
    shown = {b: json.loads(cli.ok("batch", "show", b, "--json"))["totals"] for b in (first, second)}
    assert (one["reads_made"], one["reads_reused"]) == (3, 1)
    assert (two["reads_made"], two["reads_reused"]) == (0, 3)
    assert (three["claimed"], three["reads_made"], three["reads_reused"]) == (1, 0, 0)
    made = Counter({k: v["reads_made"] for k, v in shown.items()})
    reused = Counter({k: v["reads_reused"] for k, v in shown.items()})
    assert sum(made.values()) == one["reads_made"] + two["reads_made"] + three["reads_made"]
    assert sum(reused.values()) == one["reads_reused"] + two["reads_reused"]
    assert round(sum(v["cost_usd"] for v in shown.values()), 6) == round(
        one["cost_usd"] + two["cost_usd"] + three["cost_usd"], 6
    )
