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
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from dn_pipeline import batches, schema
from dn_pipeline.errors import (
    ConfigError,
    DnError,
    NotClaimed,
    UsageError,
)
from dn_pipeline.localserver import LocalServer
from dn_pipeline.settings import Settings, from_env
from dn_pipeline.store import Store

log = logging.getLogger("dn_pipeline")

EXIT_OK, EXIT_FAIL, EXIT_USAGE, EXIT_BUSY, EXIT_UNHEALTHY = 0, 1, 2, 3, 4

Handler = Callable[[argparse.Namespace, Settings], int]


def connect(settings: Settings) -> Store:
    store = Store(settings.pb_url, settings.pb_email, settings.pb_password)
    store.authenticate()
    return store


def local_server(settings: Settings) -> LocalServer:
    public = Path("pb_public")
    return LocalServer(
        root=settings.local_dir.resolve(),
        port=settings.local_port,
        public_dir=public.resolve() if public.is_dir() else None,
    )


# -- local ---------------------------------------------------------------------


def cmd_local(args: argparse.Namespace, settings: Settings) -> int:
    server = local_server(settings)
    if args.action == "status":
        pid = server.pid()
        print(f"running pid={pid} url={server.url}" if pid else "stopped")
        return EXIT_OK if pid else EXIT_FAIL
    if args.action == "down":
        print("stopped" if server.stop() else "not running")
        return EXIT_OK
    return local_up(settings, server)


def local_up(settings: Settings, server: LocalServer | None = None) -> int:
    server = server or local_server(settings)
    if not settings.is_local:
        raise ConfigError(f"PB_URL {settings.pb_url} is not local: `local up` runs 127.0.0.1 only")
    if server.pid():
        print(f"already running at {server.url}")
        return EXIT_OK
    server.upsert_superuser(settings.pb_email, settings.pb_password)
    server.start()
    print(f"running at {server.url} (data in {server.data_dir})")
    return EXIT_OK


# -- schema --------------------------------------------------------------------


def cmd_schema(args: argparse.Namespace, settings: Settings) -> int:
    defs = schema.load_definitions()
    if args.self_test:
        problems = schema.self_test(defs)
        for p in problems:
            print(f"problem: {p}")
        print("self-test ok" if not problems else f"self-test failed: {len(problems)} problem(s)")
        return EXIT_OK if not problems else EXIT_FAIL
    plan = schema.plan_and_apply(connect(settings), defs, dry_run=args.dry_run)
    for change in plan.changes:
        print(f"would {change}" if args.dry_run else str(change))
    if not plan.changes:
        print("no changes")
    return EXIT_OK


# -- batch ---------------------------------------------------------------------


def cmd_batch(args: argparse.Namespace, settings: Settings) -> int:
    store = connect(settings)
    if args.action == "create":
        batch_id = batches.create_batch(
            store,
            args.site,
            [Path(f) for f in args.files],
            label=args.label,
            read_mode=args.mode or "",
        )
        print(json.dumps({"id": batch_id}) if args.json else batch_id)
        return EXIT_OK
    if args.action == "show":
        shown = batches.show_batch(store, args.id)
        print(json.dumps(shown, indent=2) if args.json else render_batch(shown))
        return EXIT_OK
    raise UsageError(f"unknown batch action {args.action}")


def render_batch(shown: dict[str, Any]) -> str:
    """A readable summary of ``batches.show_batch`` for a terminal."""
    t = shown["totals"]
    lines = [
        f"batch {shown['id']}  site {shown['site']}  status {shown['status']}"
        f"  pages {shown['page_count']} (open {shown['open_pages']})",
        f"reads made {t.get('reads_made', 0)}, reused {t.get('reads_reused', 0)}, "
        f"cost ${t.get('cost_usd', 0):.4f} (spent ${t.get('spent_usd', 0):.4f})",
    ]
    for e in shown["source_errors"]:
        lines.append(f"  source error  {e['original_name']}: {e['code']} {e['detail']}")
    if shown["candidates"]:
        lines.append(f"  {'number':<14} {'supplier':<26} {'po':<12} {'status':<14} reasons")
    for c in shown["candidates"]:
        lines.append(
            f"  {c['number'] or '-':<14} {(c['supplier_name'] or '-')[:26]:<26} "
            f"{c['po_number'] or '-':<12} {c['status']:<14} {', '.join(c['reasons'])}"
        )
    return "\n".join(lines)


# -- parser and main ------------------------------------------------------------


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
    p.set_defaults(handler=cmd_schema)

    p = sub.add_parser("batch", help="upload and inspect batches")
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
    p.set_defaults(handler=cmd_batch)
    return parser


def exit_code_for(exc: BaseException) -> int:
    if isinstance(exc, UsageError):
        return EXIT_USAGE
    if isinstance(exc, NotClaimed):
        return EXIT_BUSY
    return EXIT_FAIL


def main(argv: Sequence[str] | None = None) -> int:
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
