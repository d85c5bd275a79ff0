"""CI cannot be green without the review page's browser tests (issue 16): with ``CI=true``
a missing Chromium fails the run; elsewhere it skips with a message. Each case runs pytest
on the browser module in a subprocess, pointed at a Chromium that does not exist."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run_browser_tests(tmp_path: Path, ci: str | None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "CI"}
    env["DN_TEST_CHROMIUM"] = str(tmp_path / "no-such-chromium")
    if ci is not None:
        env["CI"] = ci
    return subprocess.run(
        [sys.executable, "-m", "pytest", "tests/browser", "-q", "-p", "no:cacheprovider", "-rs"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_in_ci_a_missing_chromium_fails_the_browser_tests(tmp_path: Path) -> None:
    done = run_browser_tests(tmp_path, "true")
    assert done.returncode == 1, done.stdout[-2000:]
    assert "CI=true: the browser tests must run" in done.stdout
    assert " skipped" not in done.stdout


def test_outside_ci_a_missing_chromium_skips_with_a_message(tmp_path: Path) -> None:
    done = run_browser_tests(tmp_path, None)
    assert done.returncode == 0, done.stdout[-2000:]
    assert "install Debian's chromium" in done.stdout and " skipped" in done.stdout
