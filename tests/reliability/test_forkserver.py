"""The harness's fork server (``forkserver.py``): each ``dn-pipeline`` process it starts is a
real process of its own, with the environment, folder and output file it was given, whose
exit code, SIGKILL and SIGSTOP/SIGCONT behave as a fresh ``python -m`` process's would."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest

from tests.reliability.conftest import Harness, tagged_pdf, wait_for
from tests.reliability.forkserver import ForkedProcess

pytestmark = pytest.mark.reliability


def _stat(pid: int) -> tuple[str, int]:
    """A process's state letter and parent pid, from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return fields[0], int(fields[1])


def test_a_forked_command_exits_with_its_own_code_and_output_and_no_warning(
    rel: Harness,
) -> None:
    """Trials: ``batch show`` of a path-like id (exit 2 before any request) and ``batch
    list`` (exit 0). Pass: each code and output as the CLI gives them, nothing else in the
    output (no runpy warning about the preloaded module)."""
    if rel.forks is None:
        pytest.skip("DN_TEST_FORKSERVER=0: plain processes")
    code, out = rel.cli("batch", "show", "../../../settings")
    assert code == 2 and "not a record id" in out
    batch = rel.upload([("a.pdf", tagged_pdf("K100"))])
    code, out = rel.cli("batch", "list")
    assert code == 0 and batch in out
    assert "Warning" not in out and "Traceback" not in out


def test_a_forked_tick_is_its_own_process_and_takes_sigstop_sigcont_and_sigkill(
    rel: Harness,
) -> None:
    """Trials: 1 tick held in its first vision call. Pass: it is a child of the fork server
    (not of this process), in its own working folder; SIGSTOP stops it (state ``T``) and
    SIGCONT resumes it; SIGKILL ends it with ``-9``, as ``Popen.returncode`` says it."""
    if rel.forks is None:
        pytest.skip("DN_TEST_FORKSERVER=0: plain processes")
    rel.upload([("a.pdf", tagged_pdf("K200"))])
    rel.hold_from, rel.answered = 1, 0
    rel.gate.clear()
    proc = rel.spawn("tick", label="tick-forked")
    try:
        assert isinstance(proc.popen, ForkedProcess)
        pid = proc.popen.pid
        wait_for(lambda: rel.answered >= 1, 60, "the first vision call")
        state, parent = _stat(pid)
        assert state != "T" and parent == rel.forks.proc.pid and pid not in (os.getpid(), parent)
        assert os.readlink(f"/proc/{pid}/cwd") == str(rel.work)
        proc.signal(signal.SIGSTOP)
        wait_for(lambda: _stat(pid)[0] == "T", 10, "the stopped state")
        proc.signal(signal.SIGCONT)
        wait_for(lambda: _stat(pid)[0] != "T", 10, "the resumed state")
        assert proc.popen.poll() is None
        proc.popen.kill()
        assert proc.popen.wait(10) == -signal.SIGKILL
    finally:
        rel.gate.set()
        rel.hold_from = 0
        proc.kill()
