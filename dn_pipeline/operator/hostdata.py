"""Host data import: the company's sites, suppliers and purchase orders from CSV, idempotent
(upsert by natural key). What a run reads of them is ``run/host.py``."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dn_pipeline.errors import UsageError
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record
from dn_pipeline.store.ops import Op
from dn_pipeline.store.writes import singles, store_units

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
