"""Host data: the company's sites, suppliers and purchase orders, as resolution sees them,
and the idempotent CSV import that keeps them current (upsert by natural key)."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dn_pipeline.docnum import normalise_document_number, normalise_po_number
from dn_pipeline.entities import Host, KnownNote, PurchaseOrder, Supplier
from dn_pipeline.errors import UsageError
from dn_pipeline.store import Op, Record, Store, bind
from dn_pipeline.writes import singles, store_units


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
    one of the normalised ``numbers`` (for ``possible_duplicate``).

    A candidate's number and supplier are the ones a reviewer fixed, when they did: a note
    the reader found no number on and a reviewer typed one into is a note like any other
    (its re-upload is a possible duplicate, not a second note to post)."""
    site = batch["site"]
    wanted = sorted({n for n in numbers if n})
    known: list[KnownNote] = []
    earlier = bind("batch != {:b} && batch.created < {:c}", b=batch["id"], c=batch["created"])
    fields = "id,supplier,document_number_norm,status,created,reviewed_fields"
    rows = {
        r["id"]: r
        for r in store.list_in(
            "dn_batch_notes", "document_number_norm", wanted, where=earlier, fields=fields
        )
    }
    if wanted:
        # Bounded by the site: a number typed in cannot be looked up by its normalised form.
        fixed = f"({earlier}) && " + bind(
            "batch.site = {:s} && reviewed_fields.document_number != ''", s=site
        )
        rows.update((r["id"], r) for r in store.list("dn_batch_notes", fixed, fields=fields))
    wanted_set = set(wanted)
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
                collection="dn_batch_notes",
                record_id=row["id"],
                created=row.get("created", ""),
            )
        )
    if wanted:
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


# -- CSV import ---------------------------------------------------------------------

KINDS = ("sites", "suppliers", "purchase_orders")
# Each kind's CSV columns, required first: a header with a column outside them, or
# without a required one, is the wrong file and is refused before anything is written.
COLUMNS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "sites": (("code",), ("name", "address", "aliases")),
    "suppliers": (("name",), ("tax_id", "aliases")),
    "purchase_orders": (("number", "site_code"), ("supplier_name", "status")),
}


@dataclass(frozen=True, kw_only=True)
class Imported:
    created: int
    updated: int
    unchanged: int
    # Sites whose resolution this import may change: None = every site (suppliers are
    # global), an empty set = none (sites' own fields never change a resolution).
    sites: frozenset[str] | None = frozenset()
    # One line per record it creates or updates (what ``--dry-run`` prints).
    changes: tuple[str, ...] = ()


def import_csv(store: Store, kind: str, path: Path, *, dry_run: bool = False) -> Imported:
    """Upsert rows of ``path`` into ``kind`` by natural key; re-importing changes nothing.

    sites: code,name,address,aliases; suppliers: name,tax_id,aliases (key: tax id, else
    name); purchase_orders: number,site_code,supplier_name,status (key: number + site).
    ``aliases`` is a JSON list or ``;``-separated. The header must fit the kind
    (``COLUMNS``), else UsageError naming the expected columns. ``dry_run`` writes nothing
    and returns what it would change.
    """
    if kind not in KINDS:
        raise UsageError(f"unknown host data kind {kind!r}: one of {', '.join(KINDS)}")
    try:
        reader = csv.DictReader(io.StringIO(path.read_text(encoding="utf-8-sig")))
        check_header(kind, path, reader.fieldnames)
        rows = list(reader)
    except OSError as exc:
        raise UsageError(f"cannot read {path}: {exc}") from exc
    live = _Live.load(store, kind)
    wanted: list[tuple[Record | None, dict[str, Any]]] = []
    for n, row in enumerate(rows, start=2):
        body = _body(live, kind, row, n)
        wanted.append((live.existing(kind, body), body))
    ops: list[Op] = []
    created = updated = unchanged = 0
    touched: set[str] = set()
    changes: list[str] = []
    for current, body in wanted:
        if current is None:
            ops.append(Op(method="POST", collection=kind, body=body))
            created += 1
            changes.append(f"create {kind} {json.dumps(body, ensure_ascii=False)}")
        elif _differs(current, body):
            ops.append(Op(method="PATCH", collection=kind, id=current["id"], body=body))
            updated += 1
            diff = {k: v for k, v in body.items() if _differs(current, {k: v})}
            changes.append(f"update {kind} {current['id']} {json.dumps(diff, ensure_ascii=False)}")
        else:
            unchanged += 1
            continue
        if kind == "purchase_orders":  # a moved PO changes both sites' resolution
            touched.update(s for s in (body["site"], (current or {}).get("site")) if s)
    if not dry_run:
        store_units(store, singles(ops))  # idempotent upserts, as many per batch as allowed
    sites: frozenset[str] | None = frozenset(touched)
    if kind == "suppliers" and ops:
        sites = None
    return Imported(
        created=created,
        updated=updated,
        unchanged=unchanged,
        sites=sites,
        changes=tuple(changes),
    )


def check_header(kind: str, path: Path, header: Sequence[str] | None) -> None:
    """Refuse a CSV whose columns are not ``kind``'s (e.g. sites.csv given as suppliers)."""
    required, optional = COLUMNS[kind]
    have = [h.strip() for h in header or []]
    missing = [c for c in required if c not in have]
    unknown = [c for c in have if c not in required + optional]
    if not missing and not unknown:
        return
    problems = []
    if missing:
        problems.append(f"missing {', '.join(missing)}")
    if unknown:
        problems.append(f"unexpected {', '.join(unknown)}")
    raise UsageError(
        f"{path.name} does not look like a {kind} file ({'; '.join(problems)}): "
        f"expected columns {','.join(required + optional)} ({', '.join(required)} required)"
    )


def _split(value: str | None) -> list[str]:
    """Aliases as a JSON list (``["a", "b"]``) or ``;``-separated text."""
    text = (value or "").strip()
    if text.startswith("["):
        try:
            parsed = json.loads(text)
        except ValueError as exc:
            raise UsageError(f"aliases {text[:60]!r} is not a JSON list") from exc
        return [str(v).strip() for v in parsed if str(v).strip()]
    return [v.strip() for v in text.split(";") if v.strip()]


def _need(row: Mapping[str, str | None], name: str, line: int) -> str:
    value = (row.get(name) or "").strip()
    if not value:
        raise UsageError(f"line {line}: column {name!r} is empty")
    return value


@dataclass(frozen=True, kw_only=True)
class _Live:
    """The host records an import matches against, listed once (not a query per CSV row).
    Where a natural key is not unique on the server, the first record by id wins."""

    sites: Mapping[str, Record]  # by code
    suppliers_by_tax: Mapping[str, Record]
    suppliers_by_name: Mapping[str, Record]
    purchase_orders: Mapping[tuple[str, str], Record]  # by (number, site id)

    @classmethod
    def load(cls, store: Store, kind: str) -> _Live:
        def first_by(rows: Iterable[Record], key: Callable[[Record], Any]) -> dict[Any, Record]:
            out: dict[Any, Record] = {}
            for row in rows:
                if key(row):
                    out.setdefault(key(row), row)
            return out

        suppliers = store.list("suppliers") if kind != "sites" else []
        pos = store.list("purchase_orders") if kind == "purchase_orders" else []
        return cls(
            sites=first_by(store.list("sites"), lambda r: r.get("code")),
            suppliers_by_tax=first_by(suppliers, lambda r: r.get("tax_id")),
            suppliers_by_name=first_by(suppliers, lambda r: r.get("name")),
            purchase_orders=first_by(
                pos, lambda r: (r["number"], r["site"]) if r.get("number") else None
            ),
        )

    def existing(self, kind: str, body: Mapping[str, Any]) -> Record | None:
        if kind == "sites":
            return self.sites.get(body["code"])
        if kind == "suppliers":
            found = self.suppliers_by_tax.get(body["tax_id"]) if body["tax_id"] else None
            return found or self.suppliers_by_name.get(body["name"])
        return self.purchase_orders.get((body["number"], body["site"]))


def _body(live: _Live, kind: str, row: Mapping[str, str | None], line: int) -> dict[str, Any]:
    if kind == "sites":
        return {
            "code": _need(row, "code", line),
            "name": (row.get("name") or "").strip(),
            "address": (row.get("address") or "").strip(),
            "aliases": _split(row.get("aliases")),
        }
    if kind == "suppliers":
        return {
            "name": _need(row, "name", line),
            "tax_id": (row.get("tax_id") or "").strip(),
            "aliases": _split(row.get("aliases")),
        }
    site = live.sites.get(_need(row, "site_code", line))
    if site is None:
        raise UsageError(f"line {line}: unknown site code {row.get('site_code')!r}")
    supplier_name = (row.get("supplier_name") or "").strip()
    supplier = live.suppliers_by_name.get(supplier_name) if supplier_name else None
    if supplier_name and supplier is None:
        raise UsageError(f"line {line}: unknown supplier {supplier_name!r}")
    status = (row.get("status") or "open").strip()
    if status not in ("open", "closed"):
        raise UsageError(f"line {line}: status must be open or closed, not {status!r}")
    return {
        "number": _need(row, "number", line),
        "site": site["id"],
        "supplier": supplier["id"] if supplier else "",
        "status": status,
    }


def _differs(current: Mapping[str, Any], body: Mapping[str, Any]) -> bool:
    return any(
        json.dumps(current.get(k), sort_keys=True) != json.dumps(v, sort_keys=True)
        for k, v in body.items()
    )
