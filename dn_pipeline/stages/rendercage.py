"""Rendering a source in a child process under a memory and CPU budget (issue 15, point 5).

A hostile content stream can make PDFium allocate gigabytes or spin for minutes, and PDFium
aborts the whole process when an allocation fails. So every source is opened and rendered
by one long-lived child per source (``python -m dn_pipeline.stages.rendercage``) that limits itself
before it reads a byte of input:

- ``RLIMIT_AS`` (address space) of ``max_mb``: an allocation past it fails, PDFium aborts,
  and only the child dies;
- ``RLIMIT_CPU``, re-armed before each page at the CPU used so far plus ``max_cpu_s``: a page
  that spins past it gets SIGXCPU;
- no core dumps.

The parent also gives each answer a generous wall-clock deadline (for a child stuck without
using CPU) and kills the child past it. A page whose child died of a signal (a limit, an
abort, the deadline) is a ``PageFailure`` with the code ``render_limit``; a fresh child
then goes on with the next page. When the source has one page, or the child dies while
opening it, it is a ``SourceError`` with that code.
A child that exits by itself (it could not start, a bug) is a ``RetryableError``: broken
machinery, never blamed on the input.

The child speaks length-prefixed JSON frames (plus the PNG bytes of a page): no pickle, so
a child subverted by its input cannot run code in the worker.
"""

from __future__ import annotations

import contextlib
import json
import os
import resource
import selectors
import signal
import struct
import subprocess
import sys
import time
from collections.abc import Collection, Generator
from dataclasses import dataclass
from types import TracebackType
from typing import IO, Any

from dn_pipeline.errors import RetryableError, SourceError
from dn_pipeline.stages.normalise import NormalisedPage, NormaliseOptions, PageFailure

RENDER_LIMIT = "render_limit"

_LEN = struct.Struct(">Q")


@dataclass(frozen=True, kw_only=True)
class RenderLimits:
    """The budget of one child: address space in MiB and CPU seconds per page."""

    max_mb: int = 2048
    max_cpu_s: int = 60
    # Wall-clock seconds per answer, far above max_cpu_s: the machine may be busy.
    wall_s: float = 600.0


class _Died(Exception):
    """The child is gone: killed by a limit, aborted, or past its deadline (``by_input``),
    or it exited by itself, which is our machinery failing, not the input."""

    def __init__(self, message: str, *, by_input: bool = True) -> None:
        super().__init__(message)
        self.by_input = by_input


def _check_input(exc: _Died) -> None:
    if not exc.by_input:
        raise RetryableError(f"the render child failed: {exc}") from None


def _describe(code: int | None) -> str:
    if code is None:
        return "no answer in time (killed)"
    if code < 0:
        try:
            name = signal.Signals(-code).name
        except ValueError:
            name = f"signal {-code}"
        reason = {"SIGXCPU": "CPU budget", "SIGABRT": "memory budget (PDFium aborted)"}.get(name)
        return f"killed by {name}" + (f": {reason} exceeded" if reason else "")
    return f"exited with code {code}"


class Cage:
    """One child for a run of sources (spawned at the first, replaced when one dies).

    ``open(data, skip)`` returns the source's page count; ``pages()`` then yields its pages
    not in ``skip``, in order. Close it (or use it as a context manager) when done.
    """

    def __init__(self, options: NormaliseOptions, limits: RenderLimits) -> None:
        self.options, self.limits = options, limits
        self.proc: subprocess.Popen[bytes] | None = None
        self.data, self.skip, self.count = b"", set[int](), 0

    def open(self, data: bytes, *, skip: Collection[int] = ()) -> int:
        self.data, self.skip = data, set(skip)
        try:
            self.count = self._send_source()
        except _Died as exc:
            self.close()
            _check_input(exc)
            raise SourceError(RENDER_LIMIT, f"opening the source: {exc}") from None
        return self.count

    def _spawn(self) -> subprocess.Popen[bytes]:
        self.close()
        # No secret reaches the child: only what Python needs to start.
        env = {k: v for k, v in os.environ.items() if k in ("PATH", "LANG", "LC_ALL", "TMPDIR")}
        proc = subprocess.Popen(
            [sys.executable, "-m", "dn_pipeline.stages.rendercage"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            env={**env, "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)},
            close_fds=True,
        )
        self.proc = proc
        header = {
            "dpi": self.options.dpi,
            "max_long_edge": self.options.max_long_edge,
            "max_pixels": self.options.max_pixels,
            "max_mb": self.limits.max_mb,
            "max_cpu_s": self.limits.max_cpu_s,
        }
        self._send(b"", json.dumps(header).encode())
        return proc

    def _send(self, command: bytes, *frames: bytes) -> None:
        assert self.proc is not None and self.proc.stdin is not None
        try:
            self.proc.stdin.write(command)
            for frame in frames:
                _write_frame(self.proc.stdin, frame)
            self.proc.stdin.flush()
        except OSError:
            raise self._death() from None

    def _send_source(self) -> int:
        if self.proc is None or self.proc.poll() is not None:
            self._spawn()
        self._send(b"s", self.data, json.dumps(sorted(self.skip)).encode())
        answer, _ = self._answer()
        if "error" in answer:
            raise SourceError(str(answer["error"]), str(answer.get("detail", "")))
        return int(answer["count"])

    def pages(self) -> Generator[NormalisedPage | PageFailure, None, None]:
        for number in range(1, self.count + 1):
            if number in self.skip:
                continue
            try:
                item = self._next(number)
            except _Died as exc:
                self.close()
                _check_input(exc)
                if self.count == 1:
                    raise SourceError(RENDER_LIMIT, f"page 1: {exc}") from None
                item = PageFailure(page=number, region="full", code=RENDER_LIMIT, detail=str(exc))
            self.skip.add(number)
            yield item

    def _next(self, number: int) -> NormalisedPage | PageFailure:
        if self.proc is None or self.proc.poll() is not None:
            self._send_source()  # a fresh child goes on after the page that killed the last
        self._send(b"n")
        answer, png = self._answer()
        if answer.get("fatal"):
            self.close()  # the child has exited; the next page gets a fresh one
        if "error" in answer:
            if self.count == 1:
                raise SourceError(str(answer["error"]), str(answer.get("detail", "")))
            code, detail = str(answer["error"]), str(answer.get("detail", ""))
            return PageFailure(page=number, region="full", code=code, detail=detail)
        if int(answer["page"]) != number:
            raise _Died(f"answered page {answer['page']} for page {number}")
        return NormalisedPage(
            page=number,
            region=str(answer["region"]),
            png=png,
            sha256=str(answer["sha256"]),
            width=int(answer["width"]),
            height=int(answer["height"]),
            text_layer=answer["words"],
        )

    def _answer(self) -> tuple[dict[str, Any], bytes]:
        deadline = time.monotonic() + self.limits.wall_s
        head = json.loads(self._read_frame(deadline))
        png = self._read_frame(deadline) if "page" in head else b""
        return head, png

    def _read_frame(self, deadline: float) -> bytes:
        size = _LEN.unpack(self._read_exact(_LEN.size, deadline))[0]
        if size > 1 << 31:
            raise _Died("sent an impossible frame")
        return self._read_exact(size, deadline)

    def _read_exact(self, size: int, deadline: float) -> bytes:
        assert self.proc is not None and self.proc.stdout is not None
        fd = self.proc.stdout.fileno()
        chunks: list[bytes] = []
        left = size
        with selectors.DefaultSelector() as sel:
            sel.register(fd, selectors.EVENT_READ)
            while left:
                if not sel.select(max(0.0, deadline - time.monotonic())):
                    self.proc.kill()
                    self.proc.wait()
                    raise _Died(_describe(None))
                chunk = os.read(fd, min(left, 1 << 20))
                if not chunk:
                    raise self._death()
                chunks.append(chunk)
                left -= len(chunk)
        return b"".join(chunks)

    def _death(self) -> _Died:
        assert self.proc is not None
        try:
            code = self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
            return _Died(_describe(None))
        return _Died(_describe(code), by_input=code < 0)

    def close(self) -> None:
        proc, self.proc = self.proc, None
        if proc is None:
            return
        for stream in (proc.stdin, proc.stdout):
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()

    def __enter__(self) -> Cage:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()


def _write_frame(stream: IO[bytes], payload: bytes) -> None:
    stream.write(_LEN.pack(len(payload)))
    stream.write(payload)


# --- the child ------------------------------------------------------------------------------


def _read_exactly(stream: IO[bytes], size: int) -> bytes:
    data = stream.read(size)
    if data is None or len(data) != size:
        raise SystemExit(0)  # the parent went away
    return data


def _child_frame(stream: IO[bytes]) -> bytes:
    return _read_exactly(stream, _LEN.unpack(_read_exactly(stream, _LEN.size))[0])


def _arm_cpu(budget_s: int) -> None:
    used = resource.getrusage(resource.RUSAGE_SELF)
    spent = int(used.ru_utime + used.ru_stime) + 1
    hard = resource.getrlimit(resource.RLIMIT_CPU)[1]
    soft = spent + budget_s
    if hard != resource.RLIM_INFINITY:
        soft = min(soft, hard)
    resource.setrlimit(resource.RLIMIT_CPU, (soft, hard))


def child_main() -> None:  # pragma: no cover - runs in the child process
    from dn_pipeline.stages.normalise import iter_pages, page_count

    rx, tx = sys.stdin.buffer, sys.stdout.buffer
    header = json.loads(_child_frame(rx))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    limit = int(header["max_mb"]) << 20
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    options = NormaliseOptions(
        dpi=int(header["dpi"]),
        max_long_edge=int(header["max_long_edge"]),
        max_pixels=int(header["max_pixels"]),
    )
    budget = int(header["max_cpu_s"])

    def send(head: dict[str, Any], png: bytes | None = None) -> None:
        _write_frame(tx, json.dumps(head).encode())
        if png is not None:
            _write_frame(tx, png)
        tx.flush()

    pages: Generator[NormalisedPage | PageFailure, None, None] | None = None
    while command := rx.read(1):
        _arm_cpu(budget)
        try:
            if command == b"s":
                if pages is not None:
                    pages.close()
                data, skip = _child_frame(rx), set(json.loads(_child_frame(rx)))
                try:
                    send({"count": page_count(data, options)})
                    pages = iter_pages(data, options, skip=skip)
                except SourceError as exc:
                    send({"error": exc.code, "detail": exc.detail})
                continue
            assert pages is not None
            try:
                item = next(pages)
            except SourceError as exc:
                send({"error": exc.code, "detail": exc.detail})
                continue
        except MemoryError:  # Python's own allocation failed: this child is spent
            send({"error": RENDER_LIMIT, "detail": "memory budget exceeded", "fatal": True})
            return
        if isinstance(item, PageFailure):
            send({"error": item.code, "detail": item.detail})
            continue
        head = {
            "page": item.page,
            "region": item.region,
            "sha256": item.sha256,
            "width": item.width,
            "height": item.height,
            "words": item.text_layer,
        }
        send(head, item.png)


if __name__ == "__main__":  # pragma: no cover
    child_main()
