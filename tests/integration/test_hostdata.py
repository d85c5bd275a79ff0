"""Host data as resolution sees it, and the CSV import."""

from __future__ import annotations

from pathlib import Path

from dn_pipeline.operator import hostdata
from dn_pipeline.run.host import load_host, load_known
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


def test_a_number_a_reviewer_typed_in_is_known_to_later_batches(store: Store) -> None:
    """A note read without a number, fixed by a reviewer, then uploaded again: the re-upload
    must find the fixed note (it was missed: the typed number lives only in reviewed_fields)."""
    site = store.create("sites", {"code": "HERE"})
    supplier = store.create("suppliers", {"name": "Redgum"})
    first = store.create("dn_batches", {"site": site["id"], "status": "needs_review"})
    fixed = store.create(
        "dn_batch_notes",
        {
            "batch": first["id"],
            "key": "k-fixed",
            "status": "ready_to_post",
            "supplier": supplier["id"],
            "document_number": "",
            "document_number_norm": "",
            "reviewed_fields": {"document_number": "rf-118377"},
        },
    )
    retyped = store.create(
        "dn_batch_notes",
        {
            "batch": first["id"],
            "key": "k-retyped",
            "status": "ready_to_post",
            "supplier": supplier["id"],
            "document_number": "RF-99",
            "document_number_norm": "RF99",
            "reviewed_fields": {"document_number": "RF-100"},
        },
    )
    later = store.create("dn_batches", {"site": site["id"], "status": "queued"})
    later = store.get("dn_batches", later["id"])
    known = load_known(store, later, ["RF118377", "RF99", "RF100"])
    assert sorted((k.record_id, k.number_norm) for k in known) == sorted(
        [(fixed["id"], "RF118377"), (retyped["id"], "RF100")]
    )
