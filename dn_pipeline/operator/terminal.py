"""What a person at a terminal sees: text fitted to a column without silent cuts.

Every cut is marked with an ellipsis, so a supplier name shortened to fit a table still
says it was shortened; the ``--json`` outputs always carry the full values.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from rich.console import Console
from rich.progress import BarColumn, DownloadColumn, Progress, TextColumn

ELLIPSIS = "…"


def clip(text: str, width: int) -> str:
    """``text`` padded to ``width``; a longer one cut to ``width`` ending in an ellipsis."""
    if width <= 0:
        return ""
    if len(text) <= width:
        return text.ljust(width)
    return text[: width - 1] + ELLIPSIS


@contextlib.contextmanager
def upload_progress(
    files: Sequence[Path], *, enabled: bool
) -> Iterator[Callable[[Path, int], None] | None]:
    """A per-file upload bar on stderr (rich) while the block runs, or None when disabled.

    The callback follows ``batches.create_batch``'s ``on_uploading``: ``(path, size)`` as a
    file starts, ``(path, 0)`` once it is stored."""
    if not enabled:
        yield None
        return
    console = Console(stderr=True)
    columns = (
        TextColumn("{task.description}"),
        BarColumn(),
        DownloadColumn(),
        TextColumn("file {task.fields[n]}/{task.fields[of]}"),
    )
    total = sum(p.stat().st_size for p in files if p.is_file())
    with Progress(*columns, console=console, transient=False) as bar:
        task = bar.add_task("uploading", total=total or None, n=0, of=len(files))
        sizes: dict[Path, int] = {}

        def on_uploading(path: Path, size: int) -> None:
            if size:
                sizes[path] = size
                done = bar.tasks[0].fields["n"] + 1
                bar.update(task, description=f"uploading {clip(path.name, 30)}", n=done)
            else:
                bar.advance(task, sizes.pop(path, 0))

        yield on_uploading
        bar.update(task, description="uploaded")


def stderr_lines(enabled: bool) -> Callable[[str], None]:
    """Progress lines on stderr when enabled, else silence (stdout stays machine-readable)."""
    if enabled:
        return lambda text: print(f"  {text}", file=sys.stderr, flush=True)
    return lambda text: None
