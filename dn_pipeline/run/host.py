"""The host data a run resolves against: the confirmed site's suppliers and purchase orders,
other sites' PO numbers and earlier notes with the same numbers (read from the host
collections; the CSV import that fills them is ``operator/hostdata.py``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from dn_pipeline.stages.docnum import normalise_document_number, normalise_po_number
from dn_pipeline.stages.resolve import Host, KnownNote, PurchaseOrder, Supplier
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record, bind


def _aliases(value: Any) -> tuple[str, ...]:
    if isinstance(value, list):
        return tuple(str(v) for v in value if v)
    return ()


def load_host(store: Store, batch: Record, numbers: Iterable[str]) -> Host:
    """Everything resolution may see for one batch: suppliers, the site's purchase orders,
    PO numbers of other sites (for ``po_not_on_site``), and earlier notes with the same
    normalised numbers (for ``possible_duplicate``)."""
    site = batch["site"]
    suppliers = tuple(
        Supplier(
            id=s["id"],
            name=s.get("name", ""),
            tax_id=s.get("tax_id", ""),
            aliases=_aliases(s.get("aliases")),
        )
        for s in store.list("suppliers", fields="id,name,tax_id,aliases")
    )
    site_pos = tuple(
        PurchaseOrder(
            id=p["id"],
            number=p.get("number", ""),
            supplier=p.get("supplier", ""),
            status=p.get("status") or "open",
        )
        for p in store.list("purchase_orders", bind("site = {:s}", s=site))
    )
    elsewhere = frozenset(
        normalise_po_number(p.get("number", ""))
        for p in store.list("purchase_orders", bind("site != {:s}", s=site), fields="number")
    )
    return Host(
        suppliers=suppliers,
        purchase_orders=site_pos,
        po_numbers_elsewhere=elsewhere,
        known_notes=load_known(store, batch, numbers),
    )


def load_known(store: Store, batch: Record, numbers: Iterable[str]) -> tuple[KnownNote, ...]:
    """Notes outside this batch (earlier batches' candidates, posted notes of the site) with
    one of the normalised ``numbers`` (for ``possible_duplicate``)."""
    site = batch["site"]
    wanted = sorted({n for n in numbers if n})
    known: list[KnownNote] = []
    earlier = bind("batch != {:b} && batch.created < {:c}", b=batch["id"], c=batch["created"])
    for row in store.list_in(
        "dn_batch_notes",
        "document_number_norm",
        wanted,
        where=earlier,
        fields="id,supplier,document_number_norm,status,created",
    ):
        if row.get("status") in ("blocked", "dismissed") or not row.get("supplier"):
            continue
        known.append(
            KnownNote(
                supplier=row["supplier"],
                number_norm=row["document_number_norm"],
                collection="dn_batch_notes",
                record_id=row["id"],
                created=row.get("created", ""),
            )
        )
    if wanted:
        wanted_set = set(wanted)
        for row in store.list(
            "delivery_notes", bind("site = {:s}", s=site), fields="id,supplier,document_number"
        ):
            norm = normalise_document_number(row.get("document_number", ""))
            if norm in wanted_set and row.get("supplier"):
                known.append(
                    KnownNote(
                        supplier=row["supplier"],
                        number_norm=norm,
                        collection="delivery_notes",
                        record_id=row["id"],
                    )
                )
    return tuple(known)
