"""A fork server for the reliability harness's ``dn-pipeline`` processes.

Every ``dn-pipeline tick`` the harness starts used to pay a fresh interpreter and its imports:
~0.6 s of CPU for the CLI, ~1.9 s more for the ``anthropic`` SDK a reading tick imports on
its first call (of a 5-image tick's ~4.1 s of CPU, ~3 s were imports). On two shared cores
that is most of a tick's wall time. The server below imports those modules once, then forks
a child per command: each child is a real process of its own (its own pid, memory, open
files and lease; SIGKILL, SIGSTOP/SIGCONT and ``os._exit`` act on it alone) that runs
``python -m dn_pipeline.cli.main ARGS`` exactly as before (``runpy``, ``__main__``), with
the environment, working folder and output file it was given, and ends through the normal
interpreter exit (atexit handlers, thread joins, flushed streams).

What differs from a fresh ``python -m``: the modules are already imported (so the SDK's lazy
import costs nothing: ``tests/unit/test_lazy_imports.py`` checks that on fresh processes),
and the children share the server's string hash seed.

Protocol, one JSON object a line: the test process writes ``{"op": "spawn", "id", "argv",
"env", "cwd", "log"}`` or ``{"op": "signal", "pid", "sig"}`` to the server's stdin; the
server answers ``{"spawned": id, "pid"}`` and, when a child ends, ``{"exited": pid,
"code"}`` (``Popen.returncode`` semantics: ``-N`` for signal N). Only the server reaps its
children, and it signals only children it has not reaped, so a signal never reaches a
recycled pid. Run as ``python -u tests/reliability/forkserver.py``.
"""

from __future__ import annotations

import contextlib
import gc
import json
import os
import select
import signal
import subprocess
import sys
import threading
from pathlib import Path
from typing import IO, Any

# -- the server (its own process) -------------------------------------------------------------


def _preload() -> None:
    """What a reading ``tick`` imports (the SDK is imported at the reader's first call)."""
    import anthropic  # noqa: F401

    import dn_pipeline.cli.app
    import dn_pipeline.cli.main
    import dn_pipeline.readers.anthropic_reader
    import dn_pipeline.run.tick  # noqa: F401

    assert threading.active_count() == 1, "a preloaded module started a thread: unsafe to fork"
    # Keep the collector off the preloaded objects: a child's first collection would
    # otherwise touch (copy) every page of them.
    gc.collect()
    gc.freeze()


def _serve() -> dict[str, Any] | None:
    """The server's loop. Returns in a forked child only: the command it is to run."""
    out = sys.stdout
    live: set[int] = set()
    buffered = b""

    def say(message: dict[str, Any]) -> None:
        out.write(json.dumps(message) + "\n")
        out.flush()

    def reap() -> None:
        for pid in list(live):
            done, status = os.waitpid(pid, os.WNOHANG)
            if done:
                live.discard(pid)
                say({"exited": pid, "code": os.waitstatus_to_exitcode(status)})

    while True:
        ready, _, _ = select.select([0], [], [], 0.01)
        reap()
        if not ready:
            continue
        chunk = os.read(0, 65536)
        if not chunk:  # the test process went away: leave nothing running behind
            for pid in live:
                os.kill(pid, signal.SIGKILL)
            return None
        buffered += chunk
        while b"\n" in buffered:
            line, buffered = buffered.split(b"\n", 1)
            request = json.loads(line)
            if request["op"] == "signal":
                if request["pid"] in live:
                    os.kill(request["pid"], request["sig"])
                continue
            out.flush()
            pid = os.fork()
            if pid == 0:
                return request
            live.add(pid)
            say({"spawned": request["id"], "pid": pid})


def _become(request: dict[str, Any]) -> None:
    """In the forked child: take the command's output file, folder and environment."""
    log = os.open(request["log"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.dup2(log, 1)
    os.dup2(log, 2)
    os.close(null)
    os.close(log)
    os.chdir(request["cwd"])
    os.environ.clear()
    os.environ.update(request["env"])


if __name__ == "__main__":
    del sys.path[0]  # this file's folder: nothing is imported from there
    _preload()
    command = _serve()
    if command is None:
        sys.exit(0)
    _become(command)
    import runpy

    # As ``python -m dn_pipeline.cli.main`` would have it: the working folder first on the
    # path, the module run afresh as ``__main__`` (the preloaded copy dropped, as a fresh
    # process has none), ``sys.argv[0]`` its file.
    sys.path.insert(0, os.getcwd())
    sys.modules.pop("dn_pipeline.cli.main", None)
    sys.argv = ["-m", *command["argv"]]
    runpy.run_module("dn_pipeline.cli.main", run_name="__main__", alter_sys=True)
    sys.exit(0)


# -- the client (in the test process) ---------------------------------------------------------


class ForkedProcess:
    """A child of the fork server, with the part of ``subprocess.Popen`` the harness uses."""

    def __init__(self, server: ForkServer, pid: int) -> None:
        self.server = server
        self.pid = pid
        self.returncode: int | None = None
        self._ended = threading.Event()

    def _exited(self, code: int) -> None:
        self.returncode = code
        self._ended.set()

    def poll(self) -> int | None:
        return self.returncode

    def wait(self, timeout: float | None = None) -> int:
        if not self._ended.wait(timeout):
            raise subprocess.TimeoutExpired(f"pid {self.pid}", timeout or 0.0)
        assert self.returncode is not None
        return self.returncode

    def send_signal(self, sig: int) -> None:
        if self.returncode is None:
            self.server.send({"op": "signal", "pid": self.pid, "sig": int(sig)})

    def kill(self) -> None:
        self.send_signal(signal.SIGKILL)

    def terminate(self) -> None:
        self.send_signal(signal.SIGTERM)


class ForkServer:
    """The test process's end: starts the server, spawns children through it."""

    def __init__(self) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-u", str(Path(__file__))],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            cwd=Path(__file__).resolve().parents[2],
        )
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self._stdin: IO[bytes] = self.proc.stdin
        self._lock = threading.Lock()
        self._next = 0
        self._pending: dict[int, tuple[threading.Event, list[ForkedProcess]]] = {}
        self._children: dict[int, ForkedProcess] = {}
        self._early: dict[int, int] = {}  # exits reported before the spawn answer was read
        self._reader = threading.Thread(
            target=self._read, args=(self.proc.stdout,), name="forkserver", daemon=True
        )
        self._reader.start()

    def send(self, message: dict[str, Any]) -> None:
        with self._lock:
            self._stdin.write((json.dumps(message) + "\n").encode())
            self._stdin.flush()

    def spawn(self, argv: list[str], env: dict[str, str], cwd: Path, log: Path) -> ForkedProcess:
        """``python -m dn_pipeline.cli.main *argv`` in a forked child."""
        event: threading.Event = threading.Event()
        box: list[ForkedProcess] = []
        with self._lock:
            self._next += 1
            request_id = self._next
            self._pending[request_id] = (event, box)
        self.send(
            {"op": "spawn", "id": request_id, "argv": argv, "env": env, "cwd": str(cwd),
             "log": str(log)}
        )  # fmt: skip
        if not event.wait(60):
            raise RuntimeError(f"the fork server did not start {argv} (exit {self.proc.poll()})")
        return box[0]

    def _read(self, stream: IO[bytes]) -> None:
        for line in stream:
            message = json.loads(line)
            with self._lock:
                if "spawned" in message:
                    pid = message["pid"]
                    child = ForkedProcess(self, pid)
                    self._children[pid] = child
                    event, box = self._pending.pop(message["spawned"])
                    box.append(child)
                    if pid in self._early:
                        child._exited(self._early.pop(pid))
                    event.set()
                else:
                    pid, code = message["exited"], message["code"]
                    found = self._children.pop(pid, None)
                    if found is None:
                        self._early[pid] = code
                    else:
                        found._exited(code)

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self._stdin.close()
        try:
            self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
