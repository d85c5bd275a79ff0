"""What an operator reads: `batch list` and `batch show` as subprocesses (issue 19)."""

from __future__ import annotations

import json
import os
import pty
import subprocess
from pathlib import Path

from dn_pipeline.operator import uploads as batches
from dn_pipeline.store.client import Store
from tests.acceptance.conftest import DN, Cli, PerImageApi, import_hostdata, note_images, summary_of


def test_batch_list_has_a_label_column_telling_two_batches_of_the_same_files_apart(
    cli: Cli, store: Store, tmp_path: Path
) -> None:
    import_hostdata(store)
    files = note_images(tmp_path, 40, 1)
    first = batches.create_batch(store, "SYD-01", files, label="demo")
    again = batches.create_batch(store, "SYD-01", files, label="demo re-upload")
    long_label = "November deliveries for the north yard, second half"
    third = batches.create_batch(store, "SYD-01", files, label=long_label)
    lines = {line.split()[0]: line for line in cli.ok("batch", "list").splitlines()}
    assert " demo " in lines[first] and "demo re-upload" in lines[again]
    assert long_label not in lines[third] and "November deliveries…" in lines[third]
    listed = {r["id"]: r for r in json.loads(cli.ok("batch", "list", "--json"))}
    assert listed[third]["label"] == long_label  # the JSON has the full label


def test_batch_show_json_gives_the_totals_site_as_a_code_beside_its_id(
    cli: Cli, store: Store, tmp_path: Path
) -> None:
    import_hostdata(store)
    batch_id = batches.create_batch(store, "SYD-01", note_images(tmp_path, 41, 1))
    shown = json.loads(cli.ok("batch", "show", batch_id, "--json"))
    site = store.get("dn_batches", batch_id)["site"]
    assert shown["site"] == "SYD-01"
    assert shown["totals"]["site"] == site and shown["totals"]["site_code"] == "SYD-01"
    assert site not in cli.ok("batch", "show", batch_id)


def run_on_a_terminal(cli: Cli, *args: str, env: dict[str, str] | None = None) -> tuple[str, str]:
    """Run ``dn-pipeline ARGS`` with stderr on a pseudo-terminal: (stdout, what the
    terminal showed)."""
    master, slave = pty.openpty()
    proc = subprocess.Popen(
        [DN, *args],
        env={**cli.env, **(env or {})},
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
    out, _ = proc.communicate(timeout=120)
    os.close(master)
    assert proc.returncode == 0, seen.decode(errors="replace")
    return out, seen.decode(errors="replace")


def test_batch_create_shows_upload_progress_per_file_on_a_terminal_only(
    cli: Cli, store: Store, tmp_path: Path
) -> None:
    import_hostdata(store)
    files = [str(p) for p in note_images(tmp_path, 42, 2)]
    out, shown = run_on_a_terminal(cli, "batch", "create", "--site", "SYD-01", *files)
    assert "uploaded" in shown and "file 2/2" in shown
    assert len(out.split()) == 1  # stdout: the id alone
    out, shown = run_on_a_terminal(cli, "batch", "create", "--site", "SYD-01", "--json", *files)
    assert shown == "" and json.loads(out)["id"]
    piped = cli.run("batch", "create", "--site", "SYD-01", *files)
    assert piped.returncode == 0 and piped.stderr == ""


def test_tick_progress_prints_progress_on_stderr_and_leaves_the_json_line_alone(
    cli: Cli, store: Store, api: PerImageApi, tmp_path: Path
) -> None:
    import_hostdata(store)
    batch_id = batches.create_batch(store, "SYD-01", note_images(tmp_path, 43, 2))
    done = cli.run("tick", "--progress", env=api.env)  # piped: asked for, so shown
    assert done.returncode == 0, done.stderr
    assert summary_of(done.stdout)["batches_staged"] == 1
    assert "tick: 1 batch(es) due" in done.stderr and "read 2/2 images" in done.stderr
    assert f"batch {batch_id}: staged" in done.stderr
