"""``dn-pipeline demo`` as a subprocess on its own local server (issue 19 point 2).

Slow: the demo reads its pages with the embedded OCR reader, twice (a fresh server each
time the data is reset). Its supplier-memory part (issue #14) is checked on each run."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from dn_pipeline.store.localserver import free_port
from tests.acceptance.conftest import DN, clean_environ

ID = re.compile(r"\b[a-z0-9]{15}\b")


def demo(tmp_path: Path, port: int, *args: str) -> str:
    env = {
        **clean_environ(),
        "PB_URL": f"http://127.0.0.1:{port}",
        "DN_LOCAL_DIR": str(tmp_path / ".pb"),
        "DN_LOCAL_PORT": str(port),
    }
    done = subprocess.run(
        [DN, "demo", *args], env=env, cwd=tmp_path, capture_output=True, text=True, timeout=900
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def candidates_and_reupload(text: str) -> list[str]:
    """The lines a run's reader compares: the candidate table and the re-upload story."""
    keep = [
        line
        for line in text.splitlines()
        if line.startswith("  ") or line.startswith("re-upload") or line.startswith("tick")
    ]
    return [ID.sub("<id>", line) for line in keep]


@pytest.mark.slow
def test_demo_reset_shows_the_same_as_the_first_run_and_a_plain_rerun_says_why_it_differs(
    tmp_path: Path,
) -> None:
    port = free_port()
    try:
        first = demo(tmp_path, port)
        assert "possible_duplicate" in first and "already holds" not in first
        # Supplier memory (issue #14): a reviewer fixes note 1's number, note 2 comes out right.
        memory = first[first.index("supplier memory:") :]
        assert "read as no number (needs_review)" in memory
        assert "a reviewer fixes its number to RF-118204" in memory
        assert (
            "comes out right: number RF-118377, found where the fixed note had it "
            "(learned from 1 confirmed note), ready_to_post" in memory
        )
        assert "review page:" in memory  # the rest of the demo's output follows as before
        again = demo(tmp_path, port)
        assert "already holds 2 demo batch(es)" in again and "demo --reset" in again
        assert "already learned on an earlier run" in again and "comes out right" in again
        fresh = demo(tmp_path, port, "--reset")
        assert "reset: local server stopped" in fresh and "already holds" not in fresh
        assert candidates_and_reupload(fresh) == candidates_and_reupload(first)
        assert candidates_and_reupload(again) != candidates_and_reupload(first)
    finally:
        subprocess.run(
            [DN, "local", "down"],
            env={
                **clean_environ(),
                "DN_LOCAL_DIR": str(tmp_path / ".pb"),
                "DN_LOCAL_PORT": str(port),
            },
            cwd=tmp_path,
            capture_output=True,
            timeout=60,
        )
