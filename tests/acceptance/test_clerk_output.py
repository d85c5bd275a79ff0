"""What an operator reads: `batch list` and `batch show` as subprocesses (issue 19)."""

from __future__ import annotations

import json
import os
import pty
import subprocess
from pathlib import Path
from typing import Any

from PIL import Image
from pocketbase import PocketBase

from dn_pipeline.operator import reviewers
from dn_pipeline.operator import uploads as batches
from dn_pipeline.store import pagemarks
from dn_pipeline.store.client import Store
from dn_pipeline.testing import TestServer
from tests.acceptance.conftest import (
    DN,
    SUPPLIER,
    Cli,
    PerImageApi,
    import_hostdata,
    note_images,
    summary_of,
)


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


def test_batch_show_and_health_tell_a_marked_open_page_apart_and_a_rerun_stages_the_batch(
    cli: Cli, store: Store, api: PerImageApi, pb: TestServer, tmp_path: Path
) -> None:
    """#19: an invoice page is an open page; once a reviewer marks it "not a delivery note"
    (a direct REST call with the reviewer's token), `batch show` (text and JSON) and
    `health` count it apart, and a re-assembly no longer holds the batch for it."""
    import_hostdata(store)
    files = note_images(tmp_path, 43, 2)
    with Image.open(files[1]) as img:
        invoice_size = img.size

    def answers(w: int, h: int) -> dict[str, Any]:
        read: dict[str, Any] = {
            "doc_type": "delivery_note",
            "document_number": f"AT-{w}-{h}",
            **SUPPLIER,
            "delivery_date": "2026-11-03",
            "po_number": "4500101",
            "items": [{"product_code": "C32", "description": "Concrete 32MPa", "quantity": 6.0}],
        }
        if (w, h) == invoice_size:
            read = {"doc_type": "invoice", "document_number": "INV-77", **SUPPLIER}
        return read

    api.answers = answers
    batch_id = batches.create_batch(store, "SYD-01", files, label="with an invoice")
    cli.tick(env=api.env)
    shown = json.loads(cli.ok("batch", "show", batch_id, "--json"))
    assert shown["status"] == "needs_review"
    assert (shown["open_pages"], shown["open_pages_marked"], shown["open_pages_still_open"]) == (
        1,
        0,
        1,
    )
    (invoice,) = [p for p in shown["pages"] if p["open_reason"]]
    assert invoice["open_reason"] == "not_a_delivery_note" and invoice["mark"] == ""
    health = json.loads(cli.ok("health"))["counts"]
    assert (health["open_pages"], health["open_pages_marked"]) == (1, 0)

    reviewers.add_reviewer(store, "clerk@example.test", ["SYD-01"], "a-clerk-password")
    client = PocketBase(pb.url, timeout=30)
    client.collection("reviewers").auth_with_password("clerk@example.test", "a-clerk-password")
    client.send(
        pagemarks.route(invoice["id"]),
        {"method": "POST", "body": {"review_mark": "not_a_delivery_note"}},
    )

    text = cli.ok("batch", "show", batch_id)
    assert "open 1: 1 marked not a delivery note, 0 still open" in text
    assert "not_a_delivery_note  (marked not a delivery note)" in text
    shown = json.loads(cli.ok("batch", "show", batch_id, "--json"))
    assert (shown["open_pages_marked"], shown["open_pages_still_open"]) == (1, 0)
    (marked,) = [p for p in shown["pages"] if p["id"] == invoice["id"]]
    assert marked["mark"] == "not_a_delivery_note" and marked["marked_by"]
    health = json.loads(cli.ok("health"))["counts"]
    assert (health["open_pages"], health["open_pages_marked"]) == (0, 1)

    # The page is still open (in no note, never exported), but holds the batch for nobody.
    assert cli.ok("assemble", batch_id, env=api.env).strip() == f"batch {batch_id}: staged"
    shown = json.loads(cli.ok("batch", "show", batch_id, "--json"))
    assert shown["open_pages"] == 1 and shown["open_pages_marked"] == 1
    exported = json.loads(cli.ok("export", "--status", "ready_to_post", "--format", "json"))
    assert all(
        invoice["id"] not in store.get("dn_batch_notes", r["candidate"])["pages"] for r in exported
    )
    assert len(exported) == 1
