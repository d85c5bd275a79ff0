"""``dn-pipeline demo``: everything end to end on the shipped fixtures, offline.

Local PocketBase up, schema applied, fixture host data imported, the demo batch uploaded,
one tick with the embedded reader (staged path), the candidates shown, and a second tick
that reads nothing again.
"""

from __future__ import annotations

import json
import sys
from dataclasses import replace
from pathlib import Path
from typing import TextIO

from dn_pipeline import batches, hostdata, schema
from dn_pipeline.app import connect, local_up, make_worker
from dn_pipeline.batches import render_batch
from dn_pipeline.errors import UsageError
from dn_pipeline.reviewers import ensure_demo_reviewer
from dn_pipeline.settings import Settings
from dn_pipeline.tick import tick

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"


def run_demo(settings: Settings, *, fixtures: Path = FIXTURES, out: TextIO = sys.stdout) -> int:
    if not (fixtures / "demo").is_dir():
        raise UsageError(f"no demo fixtures in {fixtures}: run the demo from a checkout")
    settings = replace(settings, staged=True, extractor="embedded")

    def say(text: str) -> None:
        print(text, file=out, flush=True)

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
        f"re-upload of the same files as batch {again}: reads made {third.reads_made}, "
        f"reused {third.reads_reused} (every image is read once, ever)"
    )
    email, password = ensure_demo_reviewer(store, expected["site"])
    say(
        f"\nreview page: {settings.pb_url}/  (local demo login {email} / {password})\n"
        f"`dn-pipeline batch show {batch_id}` shows the batch again; "
        "`dn-pipeline local down` stops the server"
    )
    return 0
