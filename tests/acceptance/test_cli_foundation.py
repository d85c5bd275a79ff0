"""The foundation's commands as an operator runs them: local server, schema script, batch
upload and show, and the configuration errors that must be one clear line."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
from pathlib import Path

from dn_pipeline.store import reviewguard
from dn_pipeline.store.client import Store
from dn_pipeline.store.localserver import free_port
from dn_pipeline.testing import TestServer
from tests.acceptance.conftest import ROOT, Cli, clean_environ

SCHEMA_SCRIPT = str(ROOT / "scripts" / "pb-add-dn-staged-ingestion.py")


def test_local_up_is_idempotent_and_down_stops_it(tmp_path: Path) -> None:
    port = free_port()
    local = Cli(
        env={
            **clean_environ(),
            "DN_LOCAL_DIR": str(tmp_path / "pb"),
            "DN_LOCAL_PORT": str(port),
            "PB_URL": f"http://127.0.0.1:{port}",
        },
        cwd=tmp_path,
    )
    try:
        assert "running at" in local.ok("local", "up")
        assert "already running" in local.ok("local", "up")
        assert f"url=http://127.0.0.1:{port}" in local.ok("local", "status")
        assert (tmp_path / "pb" / "pocketbase.pid").exists()
    finally:
        assert local.ok("local", "down").strip() == "stopped"
    status = local.run("local", "status")
    assert status.returncode == 1 and status.stdout.startswith("stopped")


def test_local_up_on_a_port_someone_else_holds_is_one_clear_error(tmp_path: Path) -> None:
    with socket.socket() as other:
        other.bind(("127.0.0.1", 0))
        other.listen()
        port = other.getsockname()[1]
        local = Cli(
            env={
                **clean_environ(),
                "DN_LOCAL_DIR": str(tmp_path / "pb"),
                "DN_LOCAL_PORT": str(port),
                "PB_URL": f"http://127.0.0.1:{port}",
            },
            cwd=tmp_path,
        )
        done = local.run("local", "up")
    assert done.returncode == 1
    assert done.stderr.strip().splitlines() == [
        f"dn-pipeline: port {port} on 127.0.0.1 is already in use by another program"
    ]


def _script(pb: TestServer, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, SCHEMA_SCRIPT, *args],
        env={**clean_environ(), **pb.env()},
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_schema_script_self_tests_offline_and_finds_no_change_on_an_applied_server(
    pb: TestServer,
) -> None:
    offline = subprocess.run(
        [sys.executable, SCHEMA_SCRIPT, "--self-test"],
        env={**clean_environ(), "PB_URL": "http://127.0.0.1:9"},  # nothing listens there
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert (offline.returncode, offline.stdout.strip()) == (0, "self-test ok")
    guard = f"review guard hook: running (version {reviewguard.VERSION})"
    dry = _script(pb, "--dry-run")
    assert (dry.returncode, dry.stdout.strip()) == (0, f"no changes\n{guard}")
    again = _script(pb)
    assert (again.returncode, again.stdout.strip()) == (0, f"no changes\n{guard}")


def test_batch_create_prints_its_id_and_show_gives_the_contract_shape(
    cli: Cli, store: Store, tmp_path: Path
) -> None:
    store.create("sites", {"code": "CLI-1"})
    pdf = tmp_path / "a.pdf"
    pdf.write_bytes((ROOT / "fixtures" / "demo" / "delivery-notes-nov.pdf").read_bytes())
    batch = json.loads(cli.ok("batch", "create", "--site", "CLI-1", "--json", str(pdf)))
    shown = json.loads(cli.ok("batch", "show", batch["id"], "--json"))
    assert {
        "id",
        "status",
        "site",
        "page_count",
        "open_pages",
        "totals",
        "pages",
        "source_errors",
        "candidates",
    } <= set(shown)
    assert (shown["id"], shown["status"], shown["site"]) == (batch["id"], "queued", "CLI-1")


def test_unusable_uploads_are_exit_2_with_one_line_naming_the_file(
    cli: Cli, store: Store, tmp_path: Path
) -> None:
    store.create("sites", {"code": "CLI-2"})
    empty = tmp_path / "empty.jpg"
    empty.write_bytes(b"")
    photo = tmp_path / "photo.jpg"
    photo.write_bytes(b"\xff\xd8\xff\xe0 a photo")
    for args, needle in [
        (["--site", "CLI-2", str(empty)], "empty.jpg: the file is empty"),
        (["--site", "CLI-2", str(tmp_path / "gone.pdf")], "gone.pdf: no such file"),
        (["--site", "NOPE", str(photo)], "unknown site code 'NOPE'"),
        (["--site", "CLI-2"], "no files given"),
    ]:
        done = cli.run("batch", "create", *args)
        assert done.returncode == 2, done.stderr
        [line] = done.stderr.strip().splitlines()
        assert needle in line
    assert store.count("dn_batches") == 0


def test_the_anthropic_reader_without_a_key_is_exit_1_with_one_line(cli: Cli) -> None:
    done = cli.run("tick", env={"DN_EXTRACTOR": "anthropic", "ANTHROPIC_API_KEY": None})
    assert done.returncode == 1
    assert done.stderr.strip().splitlines() == [
        "dn-pipeline: DN_EXTRACTOR=anthropic needs ANTHROPIC_API_KEY"
    ]
    assert "Traceback" not in done.stderr
