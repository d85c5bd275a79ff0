"""``dn-pipeline supplier show|forget`` as an operator runs them."""

from __future__ import annotations

import json

from dn_pipeline.finding.profiles import SupplierProfile, learn
from dn_pipeline.run import supplier_memory
from dn_pipeline.store.client import Store
from tests.acceptance.conftest import Cli
from tests.unit.finding_words import PAGE_H, PAGE_W
from tests.unit.test_finding_profiles import note


def test_supplier_show_prints_what_was_learned_and_forget_drops_one_field(
    cli: Cli, store: Store
) -> None:
    supplier = store.create("suppliers", {"name": "Kestrel Timber Ltd"})
    profile = learn(
        SupplierProfile(supplier_id=supplier["id"]),
        note("KS-104233", "B10442", "03/04/2026"),
        {"document_number": "KS-104233", "po_number": "B10442", "delivery_date": "2026-03-04"},
        "2026-11-30 10:00:00.000Z",
        note_id="n1",
        page_width=PAGE_W,
        page_height=PAGE_H,
    )
    store.batch([supplier_memory.upsert_op(profile, "2026-11-30 10:00:00.000Z")])

    shown = cli.ok("supplier", "show", "Kestrel Timber Ltd")
    assert "learned from 1 confirmed notes" in shown
    assert "'AA-999999' x1" in shown
    as_json = json.loads(cli.ok("supplier", "show", supplier["id"], "--json"))
    assert "document_number.label" in as_json["facts"]

    cli.ok("supplier", "forget", "Kestrel Timber Ltd", "--field", "document_number")
    after = json.loads(cli.ok("supplier", "show", supplier["id"], "--json"))
    assert not any(k.startswith("document_number") for k in after["facts"])
    assert "po_number.shape" in after["facts"] and after["notes_learned"] == 1

    missing = cli.run("supplier", "show", "Nobody Ltd")
    assert missing.returncode == 2 and "no single supplier" in missing.stderr
