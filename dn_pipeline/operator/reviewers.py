"""Reviewers: the people who use the review page (``pb_public/``), one record each in the
``reviewers`` auth collection, scoped to one or more sites.

Managed here with the superuser ``Store``; the API rules in ``schema/collections.json`` give
a reviewer its own sites' batches, pages and candidates and nothing else. A password is read,
never printed -- except the local demo's documented default (``ensure_demo_reviewer``).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, TextIO

from dn_pipeline.errors import UsageError
from dn_pipeline.operator.uploads import site_by_code
from dn_pipeline.settings import Settings
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record, bind

REVIEWERS = "reviewers"
MIN_PASSWORD = 8  # PocketBase's own minimum for auth passwords
# The local demo's login, printed by `dn-pipeline demo` and documented in the README. Local only.
DEMO_EMAIL = "reviewer@dn-pipeline.local"
DEMO_PASSWORD = "review-the-demo"


@dataclass(frozen=True, kw_only=True)
class Reviewer:
    id: str
    email: str
    sites: tuple[str, ...]  # site codes


def _find(store: Store, email: str) -> Record | None:
    return store.first(REVIEWERS, bind("email = {:e}", e=email.strip().lower()))


def _site_ids(store: Store, site_codes: Sequence[str]) -> list[str]:
    if not site_codes:
        raise UsageError("a reviewer needs at least one --site")
    return [str(site_by_code(store, code)["id"]) for code in dict.fromkeys(site_codes)]


def add_reviewer(store: Store, email: str, site_codes: Sequence[str], password: str) -> bool:
    """Create the reviewer, or set an existing one's sites and password. True if created."""
    email = email.strip().lower()
    if "@" not in email:
        raise UsageError(f"{email!r} is not an email address")
    if len(password) < MIN_PASSWORD:
        raise UsageError(f"the password must have at least {MIN_PASSWORD} characters")
    body: dict[str, Any] = {
        "sites": _site_ids(store, site_codes),
        "password": password,
        "passwordConfirm": password,
    }
    existing = _find(store, email)
    if existing is not None:
        store.update(REVIEWERS, existing["id"], body)
        return False
    store.create(REVIEWERS, {"email": email, "verified": True, **body})
    return True


def list_reviewers(store: Store) -> list[Reviewer]:
    codes = {s["id"]: s.get("code") or s["id"] for s in store.list("sites", fields="id,code")}
    return [
        Reviewer(
            id=r["id"],
            email=r["email"],
            sites=tuple(codes.get(s, s) for s in r.get("sites") or []),
        )
        for r in store.list(REVIEWERS, sort="email", fields="id,email,sites")
    ]


def remove_reviewer(store: Store, email: str) -> None:
    existing = _find(store, email)
    if existing is None:
        raise UsageError(f"no reviewer {email!r}")
    store.delete(REVIEWERS, existing["id"])


def ensure_demo_reviewer(store: Store, site_code: str) -> tuple[str, str]:
    """The local demo's reviewer for ``site_code`` with its documented default login."""
    add_reviewer(store, DEMO_EMAIL, [site_code], DEMO_PASSWORD)
    return DEMO_EMAIL, DEMO_PASSWORD


def read_password(stream: TextIO) -> str:
    """The first line of ``stream`` (``--password-stdin``), without its line ending."""
    return stream.readline().rstrip("\r\n")


def cmd_reviewer(args: argparse.Namespace, settings: Settings) -> int:
    from dn_pipeline.store.connect import connect

    store = connect(settings)
    if args.action == "add":
        if not args.password_stdin:
            raise UsageError("give the password on stdin with --password-stdin")
        created = add_reviewer(store, args.email, args.site, read_password(sys.stdin))
        sites = ", ".join(dict.fromkeys(args.site))
        print(f"{'added' if created else 'updated'} reviewer {args.email} for {sites}")
    elif args.action == "list":
        found = list_reviewers(store)
        for r in found:
            print(f"{r.email}\t{','.join(r.sites)}")
        if not found:
            print("no reviewers")
    else:
        remove_reviewer(store, args.email)
        print(f"removed reviewer {args.email}")
    return 0


def add_cli(subparsers: Any) -> None:
    """Register ``dn-pipeline reviewer add|list|remove`` on the CLI's subparsers."""
    p = subparsers.add_parser("reviewer", help="people who use the review page")
    rsub = p.add_subparsers(dest="action", required=True)
    add = rsub.add_parser("add", help="add a reviewer for one or more sites (or update one)")
    add.add_argument("email")
    add.add_argument("--site", action="append", required=True, metavar="CODE")
    add.add_argument(
        "--password-stdin", action="store_true", help="read the password from stdin's first line"
    )
    rsub.add_parser("list", help="every reviewer with the codes of its sites")
    rm = rsub.add_parser("remove", help="remove a reviewer")
    rm.add_argument("email")
    p.set_defaults(handler=cmd_reviewer)
