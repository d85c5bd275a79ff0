"""``dn-pipeline demo``: everything end to end on the shipped fixtures, offline.

Local PocketBase up, schema applied, fixture host data imported, the demo batch uploaded,
one tick with the embedded reader (staged path), the candidates shown, a second tick that
reads nothing again, and a re-upload of the same files that reads nothing and shows what a
reviewer sees when the same notes arrive twice, then supplier memory: a reviewer fixes one
note's number and the next note from that supplier comes out right (``demo_memory``).
``reset`` (``demo --reset``) stops the local server and removes its data first, so every
run shows the same thing as the first.
"""

from __future__ import annotations

import json
import shutil
import sys
from dataclasses import replace
from pathlib import Path
from typing import TextIO

from dn_pipeline.cli.app import local_server, local_up, make_worker
from dn_pipeline.errors import UsageError
from dn_pipeline.operator import hostdata
from dn_pipeline.operator import uploads as batches
from dn_pipeline.operator.reviewers import ensure_demo_reviewer
from dn_pipeline.operator.uploads import render_batch
from dn_pipeline.run.tick import tick
from dn_pipeline.settings import Settings
from dn_pipeline.store import schema
from dn_pipeline.store.client import Store
from dn_pipeline.store.connect import connect
from dn_pipeline.store.filters import bind
from dn_pipeline.store.names import BATCHES, NOTES

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"


def run_demo(
    settings: Settings,
    *,
    fixtures: Path = FIXTURES,
    out: TextIO = sys.stdout,
    reset: bool = False,
) -> int:
    if not (fixtures / "demo").is_dir():
        raise UsageError(f"no demo fixtures in {fixtures}: run the demo from a checkout")
    if reset and not settings.is_local:
        raise UsageError(f"--reset only starts a local server afresh; PB_URL {settings.pb_url}")
    settings = replace(settings, staged=True, extractor="embedded")

    def say(text: str) -> None:
        print(text, file=out, flush=True)

    if reset:
        server = local_server(settings)
        server.stop()
        # The server's migrations folder records the old schema apply; replayed on an empty
        # data folder they fail, and the schema step below writes them afresh.
        for folder in (server.data_dir, server.root / "pb_migrations"):
            shutil.rmtree(folder, ignore_errors=True)
        say(f"reset: local server stopped, its data in {server.root} removed")
    if settings.is_local:
        say(f"local PocketBase: {local_up(settings)}")
    store = connect(settings)
    plan = schema.plan_and_apply(store, schema.load_definitions(), dry_run=False)
    say(f"schema: {len(plan.changes)} change(s) applied")
    for kind in hostdata.KINDS:
        result = hostdata.import_csv(store, kind, fixtures / "hostdata" / f"{kind}.csv")
        say(
            f"host data {kind}: {result.created} created, {result.updated} updated, "
            f"{result.unchanged} unchanged"
        )
    expected = json.loads((fixtures / "demo" / "expected.json").read_text())
    files = [fixtures / "demo" / s["file"] for s in expected["sources"]]
    earlier = _earlier_demo_batches(store)
    if earlier:
        say(
            f"note: this server already holds {earlier} demo batch(es) from an earlier run: "
            "the same files again make every note a possible duplicate of the earlier ones. "
            "`dn-pipeline demo --reset` starts afresh."
        )
    batch_id = batches.create_batch(store, expected["site"], files, label="demo", actor="demo")
    say(f"batch {batch_id} uploaded: {len(files)} files for site {expected['site']}")
    worker = make_worker(settings, store)
    say("tick 1 (reading pages offline; OCR takes a few seconds a page) ...")
    first = tick(worker)
    say(f"tick 1: {json.dumps(first.as_dict())}")
    say(render_batch(batches.show_batch(store, batch_id)))
    second = tick(worker)
    say(f"tick 2: {json.dumps(second.as_dict())}  (nothing due: the batch is settled)")
    again = batches.create_batch(
        store, expected["site"], files, label="demo re-upload", actor="demo"
    )
    third = tick(worker)
    say(
        f"re-upload of the same files as batch {again} (label 'demo re-upload'): reads made "
        f"{third.reads_made}, reused {third.reads_reused} (every image is read once, ever)"
    )
    duplicates = _possible_duplicates(store, again)
    say(
        f"  it shows what a reviewer sees when the same notes are uploaded twice: "
        f"{duplicates} of its candidates are `possible_duplicate` of batch {batch_id}'s notes, "
        "held for review, never posted twice"
    )
    if (fixtures / "memory").is_dir():
        from dn_pipeline.cli.demo_memory import show_supplier_memory

        show_supplier_memory(settings, store, worker, fixtures, say)
    email, password = ensure_demo_reviewer(store, expected["site"])
    say(
        f"\nreview page: {settings.pb_url}/  (local demo login {email} / {password})\n"
        f"`dn-pipeline batch show {batch_id}` shows the batch again; "
        "`dn-pipeline local down` stops the server"
    )
    return 0


def _earlier_demo_batches(store: Store) -> int:
    return store.count(BATCHES, "label = 'demo' || label = 'demo re-upload'")


def _possible_duplicates(store: Store, batch_id: str) -> int:
    notes = store.list(NOTES, bind("batch = {:b}", b=batch_id), fields="review_reasons")
    return sum("possible_duplicate" in (n.get("review_reasons") or []) for n in notes)
