"""Host data as resolution sees it, and the CSV import."""

from __future__ import annotations

from pathlib import Path

from dn_pipeline.operator import hostdata
from dn_pipeline.run.host import load_host
from dn_pipeline.store.client import Store


def test_a_po_printed_with_its_prefix_on_another_site_is_known_to_be_elsewhere(
    store: Store,
) -> None:
    here = store.create("sites", {"code": "HERE"})
    there = store.create("sites", {"code": "THERE"})
    store.create("purchase_orders", {"number": "PO-7700202", "site": there["id"]})
    batch = store.create("dn_batches", {"site": here["id"], "status": "queued"})
    host = load_host(store, batch, [])
    # PO numbers are normalised the way resolution normalises them ("PO" prefix dropped).
    assert host.po_numbers_elsewhere == frozenset({"7700202"})


def test_importing_the_same_csv_twice_changes_nothing(store: Store, tmp_path: Path) -> None:
    sites = tmp_path / "sites.csv"
    sites.write_text('code,name,address,aliases\nS-1,One,"1 Road",["Yard 1"]\nS-2,Two,,\n')
    first = hostdata.import_csv(store, "sites", sites)
    second = hostdata.import_csv(store, "sites", sites)
    assert (first.created, first.updated, first.unchanged) == (2, 0, 0)
    assert (second.created, second.updated, second.unchanged) == (0, 0, 2)
    [one] = store.list("sites", "code = 'S-1'")
    assert one["aliases"] == ["Yard 1"]
