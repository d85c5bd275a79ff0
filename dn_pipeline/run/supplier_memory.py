"""Supplier memory in the store: profiles learned from recorded decisions, loaded for finding.

A candidate is *confirmed* when a decision is recorded on it, never from a guess: it went
``ready_to_post`` (or on to ``posted`` / ``promoted``) and either a reviewer accepted or
fixed it (``reviewed_by`` set; a fixed number or date is in ``reviewed_fields``), or it got
there with no review reason and both its supplier and PO matched host data. Its words are
the first page's stored read (``dn_page_reads.words``), else the page's text layer.

``learn_site(store, lease, site_id, now)`` runs inside a batch run, under that batch's
lease: every profile write is fenced, upserted at an id derived from the supplier id, and
a note already learned is skipped, so re-running it changes nothing. The batch being run
never teaches itself (``exclude_batch``): its own candidates are learned by the site's
next run of another batch, so re-running a batch finds its fields exactly as before. Two
workers learning the same supplier at once can overwrite each other's last note; the note
left out is not in the stored profile's note list, so the next run learns it again.
"""

from __future__ import annotations

import argparse
import json
import logging
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from dn_pipeline.errors import LeaseLost, StoreError, UsageError
from dn_pipeline.finding.profiles import SupplierProfile, forget, learn
from dn_pipeline.ids import derive_id
from dn_pipeline.readers.base import Word
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record, bind, pb_datetime
from dn_pipeline.store.names import NOTES, PAGES, PROFILES, READS
from dn_pipeline.store.ops import Op
from dn_pipeline.store.writes import singles, write_units

if TYPE_CHECKING:
    from dn_pipeline.leasing.leases import Lease
    from dn_pipeline.settings import Settings

log = logging.getLogger(__name__)

CONFIRMED = ("ready_to_post", "posted", "promoted")
LEARN_LIMIT = 50  # confirmed candidates looked at per run (newest first)
_PAGE = "id,read,text_layer,width,height"  # what learning reads of a note's first page


def profile_id(supplier_id: str) -> str:
    """The one profile row of a supplier: its id derived from the supplier's."""
    return derive_id("supplier_profile", supplier_id)


def load_profile(store: Store, supplier_id: str) -> SupplierProfile:
    row = store.find(PROFILES, profile_id(supplier_id))
    if row is None:
        return SupplierProfile(supplier_id=supplier_id)
    data = dict(row.get("facts") or {})
    return SupplierProfile.from_json({**data, "supplier_id": supplier_id})


def profiles_for(store: Store, supplier_ids: Iterable[str]) -> list[SupplierProfile]:
    """The stored profiles of ``supplier_ids`` (the ``profiles`` argument of find_fields)."""
    ids = sorted({profile_id(s) for s in supplier_ids if s})
    rows = store.list_in(PROFILES, "id", ids) if ids else []
    return [
        SupplierProfile.from_json({**dict(r.get("facts") or {}), "supplier_id": r["supplier"]})
        for r in rows
    ]


def profiles_of_site(store: Store, site_id: str) -> list[SupplierProfile]:
    """The profiles of the suppliers a site deals with (a PO or a candidate of the site
    names them): what an assembly of one of the site's batches passes to find_fields."""
    where = bind(
        "supplier.purchase_orders_via_supplier.site ?= {:s}"
        " || supplier.dn_batch_notes_via_supplier.batch.site ?= {:s}",
        s=site_id,
    )
    return [
        SupplierProfile.from_json({**dict(r.get("facts") or {}), "supplier_id": r["supplier"]})
        for r in store.list(PROFILES, where)
    ]


def upsert_op(profile: SupplierProfile, now: str) -> Op:
    row_id = profile_id(profile.supplier_id)
    body = {
        "id": row_id,
        "supplier": profile.supplier_id,
        "facts": profile.to_json(),
        "notes_learned": profile.learned,
        "learned_at": now,
    }
    return Op(method="PUT", collection=PROFILES, id=row_id, body=body)


def is_confirmed(note: Record) -> bool:
    if note.get("status") not in CONFIRMED or not note.get("supplier") or not note.get("pages"):
        return False
    if note.get("reviewed_by"):
        return True
    return not (note.get("review_reasons") or []) and bool(note.get("purchase_order"))


def confirmed_values(note: Record) -> dict[str, Any]:
    """The fields as decided: a reviewer's fixed values over the candidate's own."""
    fixed = note.get("reviewed_fields")
    fixed = fixed if isinstance(fixed, dict) else {}
    return {
        "document_number": fixed.get("document_number") or note.get("document_number") or "",
        "delivery_date": fixed.get("delivery_date") or note.get("delivery_date") or "",
        "po_number": fixed.get("po_number") or note.get("po_number") or "",
        "supplier_name": note.get("supplier_name") or "",
    }


def page_words(page: Record, read: Record | None) -> list[Word]:
    """The words of a page: the stored read's ``words`` (``dn_page_reads.words``) when it
    has them, else the text layer the page was stored with (empty for a scan without a read
    of words)."""
    found = (read or {}).get("words")
    words = found if isinstance(found, list) and found else page.get("text_layer") or []
    return [w for w in words if isinstance(w, dict) and "t" in w]  # type: ignore[misc]


def learn_site(
    store: Store, lease: Lease, site_id: str, now: datetime, *, exclude_batch: str = ""
) -> int:
    """Learn from the site's newest confirmed candidates not learned yet (none of
    ``exclude_batch``, the batch being run); notes learned.

    Never fails the run for the memory's sake: a store error is logged and skipped (a
    lost lease still stops the run).
    """
    return plan_site(store, site_id, now, exclude_batch=exclude_batch).write(lease)


@dataclass(frozen=True)
class Learning:
    """What one run learns: the profile upserts (``ops``) and the notes they learn from.
    Planned from reads alone (``plan_site``), written under the lease (``write``)."""

    site_id: str
    ops: list[Op]
    learned: int

    def write(self, lease: Lease) -> int:
        """The upserts, fenced; notes learned (0 when a store error skipped them)."""
        try:
            write_units(lease, singles(self.ops))  # as few transactions as the limits allow
        except LeaseLost:
            raise
        except StoreError as exc:
            log.warning(
                "supplier_learning_skipped site=%s error=%s", self.site_id, type(exc).__name__
            )
            return 0
        if self.learned:
            log.info(
                "supplier_profiles_learned site=%s notes=%d suppliers=%d",
                self.site_id,
                self.learned,
                len(self.ops),
            )
        return self.learned


def plan_site(store: Store, site_id: str, now: datetime, *, exclude_batch: str = "") -> Learning:
    """What ``learn_site`` would write, looked up and computed with no write: nothing to
    learn (or a store error, logged) is a ``Learning`` with no ops."""
    try:
        return _plan_site(store, site_id, pb_datetime(now), exclude_batch)
    except StoreError as exc:
        log.warning("supplier_learning_skipped site=%s error=%s", site_id, type(exc).__name__)
        return Learning(site_id=site_id, ops=[], learned=0)


def _plan_site(store: Store, site_id: str, now: str, exclude_batch: str) -> Learning:
    statuses = " || ".join(f"status = '{s}'" for s in CONFIRMED)
    where = bind("batch.site = {:s} && batch != {:b} && supplier != ''", s=site_id, b=exclude_batch)
    where += f" && ({statuses})"
    notes = store.list(NOTES, where, sort="-updated", limit=LEARN_LIMIT)
    notes = [n for n in notes if is_confirmed(n)]
    profiles = {p.supplier_id: p for p in profiles_for(store, [n["supplier"] for n in notes])}
    for sid in {n["supplier"] for n in notes} - profiles.keys():
        profiles[sid] = SupplierProfile(supplier_id=sid)
    new = [
        n
        for n in sorted(notes, key=lambda n: n["id"])
        if n["id"] not in profiles[n["supplier"]].notes and n.get("pages")
    ]
    # Their first pages and those pages' reads: two queries for all of them, not two a note.
    first_pages = sorted({n["pages"][0] for n in new})
    pages = {p["id"]: p for p in store.list_in(PAGES, "id", first_pages, fields=_PAGE)}
    read_ids = sorted({str(p["read"]) for p in pages.values() if p.get("read")})
    reads = {r["id"]: r for r in store.list_in(READS, "id", read_ids, fields="id,words")}
    learned = 0
    changed: set[str] = set()
    for note in new:
        profile = profiles[note["supplier"]]
        page = pages.get(note["pages"][0])
        if page is None:
            continue
        read = reads.get(page.get("read") or "")
        profiles[note["supplier"]] = learn(
            profile,
            page_words(page, read),
            confirmed_values(note),
            now,
            note_id=note["id"],
            page_width=float(page.get("width") or 0),
            page_height=float(page.get("height") or 0),
        )
        changed.add(note["supplier"])
        learned += 1
    ops = [upsert_op(profiles[sid], now) for sid in sorted(changed)]
    return Learning(site_id=site_id, ops=ops, learned=learned)


# --- operators --------------------------------------------------------------------------------


def supplier_of(store: Store, ref: str) -> Record:
    """A supplier by id, else by exact name (case-insensitive); one or a UsageError."""
    found = store.find("suppliers", ref) if len(ref) == 15 and ref.isalnum() else None
    if found is not None:
        return found
    rows = store.list("suppliers", bind("name ~ {:n}", n=ref), limit=20)
    exact = [r for r in rows if str(r.get("name", "")).casefold() == ref.casefold()]
    if len(exact) == 1:
        return exact[0]
    if not exact and len(rows) == 1:
        return rows[0]
    raise UsageError(f"no single supplier named {ref!r} ({len(exact or rows)} match)")


def show(store: Store, ref: str) -> dict[str, Any]:
    """What was learned about a supplier, from how many confirmed notes."""
    supplier = supplier_of(store, ref)
    profile = load_profile(store, supplier["id"])
    facts = {
        kind: [
            {"value": f.value, "support": f.support, "last_seen": f.last_seen, "used": f == won}
            for f in sorted(items, key=lambda f: (-f.support, f.value))
        ]
        for kind, items in sorted(profile.facts.items())
        for won in [profile.winner(kind)]
    }
    return {
        "supplier": supplier["id"],
        "name": supplier.get("name", ""),
        "notes_learned": profile.learned,
        "facts": facts,
    }


def forget_supplier(store: Store, ref: str, field: str = "") -> dict[str, Any]:
    """Drop what was learned (of one field with ``field``). An operator's write: the notes
    stay recorded as learned, so forgetting is not undone by the next run."""
    supplier = supplier_of(store, ref)
    profile = load_profile(store, supplier["id"])
    left = forget(profile, field)
    store.batch([upsert_op(left, pb_datetime(store.server_now()))])
    dropped = sum(len(v) for v in profile.facts.values()) - sum(len(v) for v in left.facts.values())
    return {"supplier": supplier["id"], "field": field or "*", "facts_dropped": dropped}


FORGETTABLE = (
    "document_number",
    "po_number",
    "delivery_date",
    "name",
    "tax_id",
    "email_domain",
    "phone",
)


def describe(shown: dict[str, Any]) -> list[str]:
    """``supplier show`` as lines: each fact with its support; ``*`` marks the one used."""
    notes = shown["notes_learned"]
    lines = [f"{shown['name']} ({shown['supplier']}): learned from {notes} confirmed notes"]
    for kind, facts in shown["facts"].items():
        cells = [
            f"{'*' if f['used'] else ' '}{f['value']!r} x{f['support']} ({f['last_seen'][:10]})"
            for f in facts
        ]
        lines.append(f"  {kind:<24}" + "  ".join(cells))
    return lines


def cmd_supplier(args: argparse.Namespace, settings: Settings) -> int:
    from dn_pipeline.store.connect import connect

    store = connect(settings)
    if args.action == "show":
        shown = show(store, args.ref)
        print(json.dumps(shown, sort_keys=True) if args.json else "\n".join(describe(shown)))
    else:
        done = forget_supplier(store, args.ref, args.field or "")
        print(
            f"forgot {done['facts_dropped']} facts ({done['field']}) of supplier {done['supplier']}"
        )
    return 0


def add_cli(subparsers: Any) -> None:
    """Register ``dn-pipeline supplier show|forget`` on the CLI's subparsers."""
    p = subparsers.add_parser("supplier", help="what supplier memory learned, and forgetting it")
    ssub = p.add_subparsers(dest="action", required=True)
    sh = ssub.add_parser("show", help="what was learned about a supplier, from how many notes")
    sh.add_argument("ref", metavar="NAME|ID")
    sh.add_argument("--json", action="store_true")
    fg = ssub.add_parser("forget", help="drop what was learned (of one field with --field)")
    fg.add_argument("ref", metavar="NAME|ID")
    fg.add_argument("--field", choices=FORGETTABLE)
    p.set_defaults(handler=cmd_supplier)
