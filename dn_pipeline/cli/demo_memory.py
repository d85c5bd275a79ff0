"""The demo's supplier-memory part (issue #14): a reviewer fixes one note, and the next note
from that supplier comes out right.

Two digital notes of one supplier (``fixtures/memory``, made by
``fixtures/generate_memory.py``) print their number after a word no lexicon knows. The
first goes through as a batch of its own and comes out without its number; the demo
reviewer fixes the number and accepts the note through the PocketBase API, as the review
page does (the review guard checks and records it like any reviewer's fix). The second
note, as the next batch, is run: the run learns from the recorded fix (under its lease)
and finds the number where the fixed note had it, with evidence ``supplier_profile``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from dn_pipeline.operator import uploads as batches
from dn_pipeline.operator.reviewers import ensure_demo_reviewer
from dn_pipeline.run.tick import tick
from dn_pipeline.run.worker import Worker
from dn_pipeline.settings import Settings
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record, bind
from dn_pipeline.store.names import NOTES, PAGES


def show_supplier_memory(
    settings: Settings, store: Store, worker: Worker, fixtures: Path, say: Callable[[str], None]
) -> bool:
    """Run the two notes and say what happened; True when the second came out right."""
    expected = json.loads((fixtures / "memory" / "expected.json").read_text())
    site, supplier = expected["site"], expected["supplier_name"]
    first, second = expected["notes"]
    note = _run_one(store, worker, site, fixtures / "memory" / first["file"], "demo memory 1")
    read_as = note.get("document_number") or "no number"
    say(
        f"\nsupplier memory: {first['file']} from {supplier} prints its number after "
        f"'Tally', a word the finder does not know: read as {read_as} ({note['status']})"
    )
    if note.get("document_number") == first["document_number"]:
        say("  (already learned on an earlier run of the demo: nothing to fix)")
    else:
        _fix_and_accept(settings, store, site, note, first["document_number"])
        say(
            f"  a reviewer fixes its number to {first['document_number']} and accepts it "
            "(the review page's own request, as the demo reviewer)"
        )
    nxt = _run_one(store, worker, site, fixtures / "memory" / second["file"], "demo memory 2")
    got = nxt.get("document_number") or "no number"
    evidence = _number_evidence(store, nxt)
    right = got == second["document_number"] and evidence.get("rule") == "supplier_profile"
    if right:
        n = int(evidence.get("support") or 0)
        say(
            f"  the next note from {supplier}, {second['file']} (batch {nxt['batch']}), "
            f"comes out right: number {got}, found where the fixed note had it "
            f"(learned from {n} confirmed note{'' if n == 1 else 's'}), {nxt['status']}"
        )
    else:
        say(
            f"  the next note from {supplier}, {second['file']} (batch {nxt['batch']}), "
            f"came out as {got}, not {second['document_number']}: supplier memory did not "
            "find it (see `dn-pipeline supplier show`)"
        )
    return right


def _run_one(store: Store, worker: Worker, site: str, path: Path, label: str) -> Record:
    batch_id = batches.create_batch(store, site, [path], label=label, actor="demo")
    tick(worker)
    notes = store.list(NOTES, bind("batch = {:b}", b=batch_id), sort="note_index")
    if not notes:
        raise RuntimeError(f"the demo's {path.name} made no candidate (batch {batch_id})")
    return notes[0]


def _fix_and_accept(settings: Settings, store: Store, site: str, note: Record, number: str) -> None:
    """As the review page does: the number into ``reviewed_fields``, then accept."""
    from pocketbase import PocketBase

    email, password = ensure_demo_reviewer(store, site)
    client = PocketBase(settings.pb_url)
    client.collection("reviewers").auth_with_password(email, password)
    notes = client.collection(NOTES)
    fixed: dict[str, Any] = {**dict(note.get("reviewed_fields") or {}), "document_number": number}
    notes.update(note["id"], {"reviewed_fields": fixed})
    notes.update(note["id"], {"status": "ready_to_post"})


def _number_evidence(store: Store, note: Record) -> dict[str, Any]:
    page = store.find(PAGES, (note.get("pages") or [""])[0])
    found = (page or {}).get("found") or {}
    return dict((found.get("evidence") or {}).get("document_number") or {})
