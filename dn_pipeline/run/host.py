"""The host data a run resolves against: the confirmed site's suppliers and purchase orders,
other sites' PO numbers and earlier notes with the same numbers (read from the host
collections; the CSV import that fills them is ``operator/hostdata.py``).
"""

from __future__ import annotations

from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from dn_pipeline.stages.docnum import normalise_document_number, normalise_po_number
from dn_pipeline.stages.resolve import Host, KnownNote, PurchaseOrder, Supplier
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record, bind
from dn_pipeline.store.names import NOTES


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


@dataclass(frozen=True)
class SiteNotes:
    """What ``load_known`` looks up whatever the numbers are: earlier notes of the site whose
    number a reviewer typed in (``fixed``), and the site's posted notes (``posted``)."""

    fixed: list[Record]
    posted: list[Record]


_KNOWN_FIELDS = "id,supplier,document_number_norm,status,created,reviewed_fields"


def _earlier(batch: Record) -> str:
    return bind("batch != {:b} && batch.created < {:c}", b=batch["id"], c=batch["created"])


def _fixed(store: Store, batch: Record) -> list[Record]:
    # Bounded by the site: a number typed in cannot be looked up by its normalised form.
    where = f"({_earlier(batch)}) && " + bind(
        "batch.site = {:s} && reviewed_fields.document_number != ''", s=batch["site"]
    )
    return store.list(NOTES, where, fields=_KNOWN_FIELDS)


def _posted(store: Store, batch: Record) -> list[Record]:
    where = bind("site = {:s}", s=batch["site"])
    return store.list("delivery_notes", where, fields="id,supplier,document_number")


def site_notes(store: Store, batch: Record) -> SiteNotes:
    """The number-independent part of ``load_known``, looked up ahead (two queries at once)."""
    with ThreadPoolExecutor(1, thread_name_prefix="known") as pool:
        posted = pool.submit(_posted, store, batch)
        return SiteNotes(fixed=_fixed(store, batch), posted=posted.result())


def load_known(
    store: Store, batch: Record, numbers: Iterable[str], *, site: SiteNotes | None = None
) -> tuple[KnownNote, ...]:
    """Notes outside this batch (earlier batches' candidates, posted notes of the site) with
    one of the normalised ``numbers`` (for ``possible_duplicate``). ``site``: the site's part
    looked up ahead (``site_notes``); without it, it is looked up beside the numbers.

    A candidate's number and supplier are the ones a reviewer fixed, when they did: a note
    the reader found no number on and a reviewer typed one into is a note like any other
    (its re-upload is a possible duplicate, not a second note to post)."""
    wanted = sorted({n for n in numbers if n})
    if not wanted:
        return ()
    with ThreadPoolExecutor(1, thread_name_prefix="known") as pool:
        looking = None if site is not None else pool.submit(site_notes, store, batch)
        by_number = store.list_in(
            NOTES, "document_number_norm", wanted, where=_earlier(batch), fields=_KNOWN_FIELDS
        )
        notes = site if looking is None else looking.result()
    assert notes is not None
    rows = {r["id"]: r for r in by_number}
    rows.update((r["id"], r) for r in notes.fixed)
    wanted_set = set(wanted)
    known: list[KnownNote] = []
    for row in rows.values():
        reviewed = row.get("reviewed_fields")
        reviewed = reviewed if isinstance(reviewed, dict) else {}
        number = row.get("document_number_norm", "")
        if reviewed.get("document_number"):
            number = normalise_document_number(str(reviewed["document_number"]))
        supplier = reviewed.get("supplier") or row.get("supplier")
        if (
            row.get("status") in ("blocked", "dismissed")
            or not supplier
            or number not in wanted_set
        ):
            continue
        known.append(
            KnownNote(
                supplier=supplier,
                number_norm=number,
                collection=NOTES,
                record_id=row["id"],
                created=row.get("created", ""),
            )
        )
    for row in notes.posted:
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
