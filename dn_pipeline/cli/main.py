"""The ``dn-pipeline`` command: parse, build settings, call one function, map errors.

Exit codes (SPEC §8): 0 done, 1 could not work (server down, bad credentials, bad
configuration), 2 bad usage, 3 busy (the batch's lease is held), 4 unhealthy. Errors are
one clear line on stderr; a traceback only with ``--debug``. Secrets are never printed.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
import time
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path

from dn_pipeline.cli.app import local_server, local_up, make_worker
from dn_pipeline.errors import DnError, NotClaimed, UsageError
from dn_pipeline.hygiene import SafeStream
from dn_pipeline.leasing.acquire import install_sigterm_handler
from dn_pipeline.operator import control as operations
from dn_pipeline.operator import hostdata, reviewers
from dn_pipeline.operator import uploads as batches
from dn_pipeline.operator.terminal import clip, stderr_lines, upload_progress
from dn_pipeline.run import supplier_memory
from dn_pipeline.run.tick import tick
from dn_pipeline.settings import Settings, from_env
from dn_pipeline.store import reviewguard, schema
from dn_pipeline.store.client import Store
from dn_pipeline.store.connect import connect

log = logging.getLogger("dn_pipeline")

EXIT_OK, EXIT_FAIL, EXIT_USAGE, EXIT_BUSY, EXIT_UNHEALTHY = 0, 1, 2, 3, 4

Handler = Callable[[argparse.Namespace, Settings], int]


def cmd_local(args: argparse.Namespace, settings: Settings) -> int:
    server = local_server(settings)
    if args.action == "status":
        pid = server.pid()
        if pid:
            print(f"running pid={pid} url={server.url}")
            return EXIT_OK
        print(f"stopped: no local PocketBase in {server.root} (start it: dn-pipeline local up)")
        return EXIT_FAIL
    if args.action == "down":
        print("stopped" if server.stop() else "not running")
        return EXIT_OK
    print(local_up(settings, server))
    return EXIT_OK


def cmd_schema(args: argparse.Namespace, settings: Settings) -> int:
    defs = schema.load_definitions()
    if args.self_test:
        problems = schema.self_test(defs)
        for p in problems:
            print(f"problem: {p}")
        print("self-test ok" if not problems else f"self-test failed: {len(problems)} problem(s)")
        return EXIT_OK if not problems else EXIT_FAIL
    store = connect(settings)
    plan = schema.plan_and_apply(store, defs, dry_run=args.dry_run)
    for change in plan.changes:
        print(f"would {change}" if args.dry_run else str(change))
    if args.hooks_dir and not args.dry_run:
        for path in reviewguard.install(Path(args.hooks_dir)):
            print(f"installed review guard hook {path}")
    if not plan.changes:
        print("no changes")
    return _check_review_guard(store, waiting=bool(args.hooks_dir) and not args.dry_run)


def _check_review_guard(store: Store, *, waiting: bool) -> int:
    # PocketBase reloads a changed pb_hooks folder by itself (unless --hooksWatch=false).
    deadline = time.monotonic() + (15.0 if waiting else 0.0)
    while (version := reviewguard.installed_version(store)) is None and time.monotonic() < deadline:
        time.sleep(0.5)
    if version == reviewguard.VERSION:
        print(f"review guard hook: running (version {version})")
        return EXIT_OK
    print(
        "review guard hook: "
        + ("not running" if version is None else f"version {version}, want {reviewguard.VERSION}")
        + " on this server; without it reviewer writes are not validated (README: production)"
    )
    return EXIT_FAIL


def cmd_batch(args: argparse.Namespace, settings: Settings) -> int:
    store = connect(settings)
    if args.action == "create":
        files = [Path(f) for f in args.files]
        shown = not args.json and sys.stderr.isatty()  # never under cron or with --json
        with upload_progress(files, enabled=shown) as on_uploading:
            batch_id = batches.create_batch(
                store,
                args.site,
                files,
                label=args.label,
                read_mode=args.mode or "",
                max_sources=settings.max_sources_per_batch,
                on_uploading=on_uploading,
            )
        print(json.dumps({"id": batch_id}) if args.json else batch_id)
    elif args.action == "show":
        shown = batches.show_batch(store, args.id)
        print(json.dumps(shown, indent=2) if args.json else batches.render_batch(shown))
    elif args.action == "list":
        rows = operations.list_batches(
            store, status=args.status, site=args.site, older_than_s=_duration(args.older_than)
        )
        if args.json:
            print(json.dumps(rows, indent=2))
        for r in [] if args.json else rows:
            # A cut is marked with an ellipsis; `--json` carries every full value.
            print(
                f"{r['id']}  {r['site']:<8} {clip(r['label'] or '-', 20)} {r['status']:<14} "
                f"pages {r['pages']:<4} open {r['open_pages']:<3} "
                f"candidates {r['candidates']:<3} ${r['cost_usd']:.4f}  {r['created']}  "
                f"{clip(r['last_error'], 60).rstrip()}"
            )
    elif args.action == "watch":
        from dn_pipeline.operator.watch import watch_batch

        return watch_batch(
            store,
            args.id,
            lambda text: print(text, flush=True),
            poll_s=args.poll,
            timeout_s=args.timeout,
        )
    elif args.action == "cancel":
        print(operations.cancel(make_worker(settings, store), args.id))
    elif args.action == "redrive":
        print(operations.redrive(make_worker(settings, store), args.id, force=args.force))
    return EXIT_OK


def _duration(text: str | None) -> float | None:
    """'90s', '15m', '2h', '3d' or plain seconds."""
    if not text:
        return None
    units = {"s": 1, "m": 60, "h": 3600, "d": 86400}
    try:
        if text[-1] in units:
            return float(text[:-1]) * units[text[-1]]
        return float(text)
    except ValueError as exc:
        raise UsageError(f"bad duration {text!r}: use e.g. 90s, 15m, 2h, 3d") from exc


def cmd_tick(args: argparse.Namespace, settings: Settings) -> int:
    stop = install_sigterm_handler()
    store = connect(settings)
    worker = make_worker(settings, store, stop=stop)
    if args.progress:  # asked for by a person: progress on stderr even when piped
        worker.progress = stderr_lines(True)
    summary = tick(worker, limit=args.limit, max_seconds=args.max_seconds)
    print(json.dumps(summary.as_dict()), flush=True)
    return EXIT_OK


def cmd_assemble(args: argparse.Namespace, settings: Settings) -> int:
    install_sigterm_handler()
    store = connect(settings)
    status = operations.assemble(make_worker(settings, store), args.batch)
    print(f"batch {args.batch}: {status}")
    return EXIT_OK


def cmd_health(args: argparse.Namespace, settings: Settings) -> int:
    report = operations.health(connect(settings), max_wait_s=settings.health_max_wait_s)
    print(
        json.dumps(
            {"healthy": report.healthy, "problems": list(report.problems), "counts": report.counts}
        )
    )
    return EXIT_OK if report.healthy else EXIT_UNHEALTHY


def cmd_hostdata(args: argparse.Namespace, settings: Settings) -> int:
    store = connect(settings)
    result, queued = operations.import_host_data(
        make_worker(settings, store), args.kind, Path(args.file), dry_run=args.dry_run
    )
    if args.dry_run:
        for change in result.changes:
            print(f"would {change}")
        print(
            f"{args.kind}: would create {result.created}, update {result.updated}, "
            f"leave {result.unchanged} unchanged; would queue {queued} batch(es) to re-resolve"
        )
        return EXIT_OK
    print(
        f"{args.kind}: {result.created} created, {result.updated} updated, "
        f"{result.unchanged} unchanged; {queued} batch(es) queued to re-resolve"
    )
    return EXIT_OK


def cmd_export(args: argparse.Namespace, settings: Settings) -> int:
    sys.stdout.write(
        operations.export(connect(settings), status=args.status, site=args.site, fmt=args.format)
    )
    return EXIT_OK


def cmd_demo(args: argparse.Namespace, settings: Settings) -> int:
    from dn_pipeline.cli.demo import run_demo

    return run_demo(settings, reset=args.reset)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="dn-pipeline", description=__doc__.splitlines()[0])
    parser.add_argument("--debug", action="store_true", help="tracebacks and debug logs")
    parser.add_argument("-v", "--verbose", action="store_true", help="info logs on stderr")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("local", help="run a local PocketBase on 127.0.0.1")
    p.add_argument("action", choices=["up", "down", "status"])
    p.set_defaults(handler=cmd_local)

    p = sub.add_parser("schema", help="apply the schema additively")
    p.add_argument("action", choices=["apply"], nargs="?", default="apply")
    p.add_argument("--dry-run", action="store_true", help="print the changes, write nothing")
    p.add_argument("--self-test", action="store_true", help="check the definitions offline")
    p.add_argument(
        "--hooks-dir", help="copy the review guard hook into this pb_hooks folder of the server"
    )
    p.set_defaults(handler=cmd_schema)

    p = sub.add_parser("batch", help="upload, inspect and steer batches")
    bsub = p.add_subparsers(dest="action", required=True)
    c = bsub.add_parser("create", help="upload files as a new batch; prints its id")
    c.add_argument("--site", required=True, help="site code")
    c.add_argument("--label", default="")
    c.add_argument("--mode", choices=["sync", "batch"], default=None)
    c.add_argument("--json", action="store_true")
    c.add_argument("files", nargs="*")
    s = bsub.add_parser("show", help="one batch with pages, errors, candidates, totals")
    s.add_argument("id")
    s.add_argument("--json", action="store_true")
    ls = bsub.add_parser("list", help="batches, newest first")
    ls.add_argument("--status", default="")
    ls.add_argument("--site", default="")
    ls.add_argument("--older-than", default=None, help="e.g. 2h, 3d")
    ls.add_argument("--json", action="store_true")
    w = bsub.add_parser(
        "watch",
        help="follow a batch live until it settles; exit 0 staged, 5 needs_review, "
        "6 failed, 7 cancelled, 8 still running at --timeout",
    )
    w.add_argument("id")
    w.add_argument("--timeout", type=float, default=None, help="give up after this many seconds")
    w.add_argument(
        "--poll", type=float, default=10.0, help="also look every N seconds (missed events)"
    )
    cn = bsub.add_parser("cancel", help="cancel a batch (a running one at its next page)")
    cn.add_argument("id")
    rd = bsub.add_parser("redrive", help="queue a parked batch again, counters reset")
    rd.add_argument("id")
    rd.add_argument("--force", action="store_true", help="also settled batches")
    p.set_defaults(handler=cmd_batch)

    p = sub.add_parser("tick", help="what cron runs: one JSON summary line")
    p.add_argument("--limit", type=int, default=10, help="batches per tick")
    p.add_argument(
        "--max-seconds",
        type=float,
        default=None,
        help="hand the batch back at a page boundary after this long",
    )
    p.add_argument(
        "--progress",
        action="store_true",
        help="progress lines on stderr (the JSON line on stdout is unchanged)",
    )
    p.set_defaults(handler=cmd_tick)

    p = sub.add_parser("assemble", help="re-assemble one batch from its persisted reads")
    p.add_argument("batch")
    p.set_defaults(handler=cmd_assemble)

    p = sub.add_parser("health", help="exit 4 when a batch is parked or the queue is late")
    p.set_defaults(handler=cmd_health)

    p = sub.add_parser("hostdata", help="import host data from CSV (idempotent upsert)")
    p.add_argument("action", choices=["import"])
    p.add_argument("kind", choices=hostdata.KINDS)
    p.add_argument("file")
    p.add_argument("--dry-run", action="store_true", help="print the changes, write nothing")
    p.set_defaults(handler=cmd_hostdata)

    p = sub.add_parser("export", help="candidates for finance, as CSV or JSON")
    p.add_argument("--status", default="ready_to_post")
    p.add_argument("--site", default="")
    p.add_argument("--format", choices=["csv", "json"], default="csv")
    p.set_defaults(handler=cmd_export)

    reviewers.add_cli(sub)
    supplier_memory.add_cli(sub)

    p = sub.add_parser("demo", help="everything end to end on the shipped fixtures")
    p.add_argument(
        "--reset",
        action="store_true",
        help="stop the local server and remove its data first (a fresh demo)",
    )
    p.set_defaults(handler=cmd_demo)
    return parser


def exit_code_for(exc: BaseException) -> int:
    if isinstance(exc, UsageError):
        return EXIT_USAGE
    if isinstance(exc, NotClaimed):
        return EXIT_BUSY
    return EXIT_FAIL


def main(argv: Sequence[str] | None = None) -> int:
    # Everything printed (results, errors, logs) loses control characters and secrets.
    out, err = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = SafeStream(out), SafeStream(err)
    try:
        return _main(argv)
    finally:
        sys.stdout, sys.stderr = out, err


def _main(argv: Sequence[str] | None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    logging.basicConfig(
        level=logging.DEBUG if args.debug else logging.INFO if args.verbose else logging.WARNING,
        format="%(asctime)s %(levelname)s %(name)s %(message)s",
        stream=sys.stderr,
    )
    try:
        settings = from_env()
        handler: Handler = args.handler
        return handler(args, settings)
    except KeyboardInterrupt:
        print("dn-pipeline: interrupted", file=sys.stderr)
        return 130
    except DnError as exc:
        if args.debug:
            traceback.print_exc()
        print(f"dn-pipeline: {exc}", file=sys.stderr)
        return exit_code_for(exc)
    except Exception as exc:  # the one place a surprise becomes one line, not a traceback
        if args.debug:
            traceback.print_exc()
        print(f"dn-pipeline: internal error: {type(exc).__name__}: {exc}", file=sys.stderr)
        return EXIT_FAIL


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
