"""Apply ``schema/collections.json`` to a PocketBase server, additively.

A collection PATCH replaces the whole field list, and a field resent without its live id
can be silently dropped and recreated (data lost). So: read the live collection, keep every
live field exactly (id included), append only the missing ones, and send the full list.
A desired type change is refused, never applied. Index names are global in PocketBase and
their SQL may be rewritten, so indexes are compared by name.

API rules are null (superuser only) unless a collection is marked ``rules_reviewed``; those
rules are set after every collection exists, since a rule may name another collection
(``purchase_orders_via_supplier``). A host collection's own non-null rule is the host's and
is never replaced; only a null (superuser-only) one is opened to reviewers.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dn_pipeline.errors import SchemaError
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record

log = logging.getLogger(__name__)

SCHEMA_FILE = Path(__file__).resolve().parent / "schema_data" / "collections.json"
RULES = ("listRule", "viewRule", "createRule", "updateRule", "deleteRule")
_COLLECTION_TYPES = {"base", "auth"}
_FIELD_TYPES = {"text", "number", "bool", "date", "select", "json", "file", "relation", "autodate"}
# File/select options that may be tightened or widened on a live field without data loss.
_MUTABLE_OPTIONS = ("protected", "maxSize", "values", "maxSelect", "mimeTypes")


def load_definitions(path: Path = SCHEMA_FILE) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text())
    return data


@dataclass(frozen=True, kw_only=True)
class Change:
    """One change the apply would make, printed one per line in ``--dry-run``."""

    text: str

    def __str__(self) -> str:
        return self.text


@dataclass(kw_only=True)
class Plan:
    changes: list[Change] = field(default_factory=list)

    def add(self, text: str) -> None:
        self.changes.append(Change(text=text))


def self_test(defs: Mapping[str, Any]) -> list[str]:
    """Problems with the definitions themselves, found offline. Empty means fine."""
    problems: list[str] = []
    names = [c["name"] for c in defs["collections"]] + [v["name"] for v in defs.get("views", [])]
    if len(names) != len(set(names)):
        problems.append("duplicate collection names")
    seen_indexes: set[str] = set()
    for coll in defs["collections"]:
        cname = coll["name"]
        if coll.get("type", "base") not in _COLLECTION_TYPES:
            problems.append(f"{cname}: unknown collection type {coll.get('type')}")
        fnames = [f["name"] for f in coll["fields"]]
        for dup in {n for n in fnames if fnames.count(n) > 1}:
            problems.append(f"{cname}: duplicate field {dup}")
        for f in coll["fields"]:
            where = f"{cname}.{f['name']}"
            if f["type"] not in _FIELD_TYPES:
                problems.append(f"{where}: unknown type {f['type']}")
            if f["type"] == "relation" and f.get("collection") not in names:
                problems.append(f"{where}: relation to undefined collection {f.get('collection')}")
            if f["type"] == "select" and not f.get("values"):
                problems.append(f"{where}: select without values")
            if f["type"] == "file" and (not f.get("protected") or not f.get("maxSize")):
                problems.append(f"{where}: file fields must be protected with an explicit maxSize")
        for iname, sql in coll.get("indexes", {}).items():
            if iname in seen_indexes:
                problems.append(f"{cname}: index name {iname} used twice")
            seen_indexes.add(iname)
            if f"`{iname}`" not in sql or f"`{cname}`" not in sql:
                problems.append(f"{cname}: index {iname} SQL must name itself and its table")
        problems += _rule_problems(coll)
        problems += _record_size_problems(coll, defs.get("batch_settings") or {})
    for view in defs.get("views", []):
        problems += _rule_problems(view)
    try:
        _creation_order(defs["collections"])
    except SchemaError as exc:
        problems.append(str(exc))
    return problems


# PocketBase's own defaults: a JSON field without maxSize takes 1 MB, a text field 5000 chars;
# a batch without maxBodySize takes about 128 MB.
_JSON_DEFAULT_MAX, _TEXT_DEFAULT_MAX, _BATCH_DEFAULT_BODY = 1 << 20, 5000, 128 << 20


def _record_size_problems(coll: Mapping[str, Any], batch: Mapping[str, Any]) -> list[str]:
    """One write of the largest record the fields allow must fit one ``/api/batch`` body,
    so splitting a write into single records always yields pieces the server accepts."""
    largest = 0
    for f in coll["fields"]:
        if f["type"] == "file":
            largest += int(f.get("maxSize") or 0) * max(1, int(f.get("maxSelect") or 1))
        elif f["type"] == "json":
            largest += int(f.get("maxSize") or _JSON_DEFAULT_MAX)
        elif f["type"] == "text":
            largest += 6 * int(f.get("max") or _TEXT_DEFAULT_MAX)  # worst-case JSON escaping
    limit = int(batch.get("maxBodySize") or _BATCH_DEFAULT_BODY)
    if largest > limit - (64 << 10):  # room for the fence touch and the multipart framing
        return [f"{coll['name']}: a record of up to {largest} bytes exceeds the batch maxBodySize"]
    return []


def _rule_problems(coll: Mapping[str, Any]) -> list[str]:
    """A non-null rule must be reviewed and must require an authenticated record: an
    anonymous client sees nothing, ever (``""`` would make the collection public)."""
    problems: list[str] = []
    for rule in RULES:
        value = coll.get("rules", {}).get(rule)
        if value is None:
            continue
        if not coll.get("rules_reviewed"):
            problems.append(f"{coll['name']}: {rule} is not null")
        elif not value.lstrip("( ").startswith(("@request.auth.", "id = @request.auth.id")):
            problems.append(f"{coll['name']}: {rule} must start by requiring an auth record")
    return problems


def _desired_rules(coll: Mapping[str, Any]) -> dict[str, str | None]:
    return {r: coll.get("rules", {}).get(r) for r in RULES}


def _creation_order(colls: list[dict[str, Any]]) -> list[dict[str, Any]]:
    by_name = {c["name"]: c for c in colls}
    order: list[dict[str, Any]] = []
    state: dict[str, int] = {}

    def visit(name: str) -> None:
        if state.get(name) == 2:
            return
        if state.get(name) == 1:
            raise SchemaError(f"relation cycle through {name}")
        state[name] = 1
        for f in by_name[name]["fields"]:
            target = f.get("collection")
            if f["type"] == "relation" and target in by_name and target != name:
                visit(target)
        state[name] = 2
        order.append(by_name[name])

    for c in colls:
        visit(c["name"])
    return order


def _field_payload(f: Mapping[str, Any], ids: Mapping[str, str]) -> dict[str, Any]:
    out = {k: v for k, v in f.items() if k != "collection"}
    if f["type"] == "relation":
        out["collectionId"] = ids[f["collection"]]
        out.setdefault("maxSelect", 1)
    if f["type"] == "select":
        out.setdefault("maxSelect", 1)
    if f["type"] == "json":
        out.setdefault("maxSize", 1048576)
    return out


def plan_and_apply(store: Store, defs: Mapping[str, Any], *, dry_run: bool) -> Plan:
    """Compare the live server with ``defs``; apply (unless dry_run) and return the changes.

    Raises SchemaError for a desired type change (naming collection and field) before any
    write is made.
    """
    plan = Plan()
    live: dict[str, Record] = {c["name"]: c for c in store.collections()}
    ids = {name: c["id"] for name, c in live.items()}
    writes: list[tuple[str, str, dict[str, Any]]] = []  # (method, path, body)

    # Refuse type changes up front: nothing is written when any is found.
    for coll in defs["collections"]:
        current = live.get(coll["name"])
        if current is None:
            continue
        live_fields = {f["name"]: f for f in current.get("fields", [])}
        for f in coll["fields"]:
            lf = live_fields.get(f["name"])
            if lf is not None and lf["type"] != f["type"]:
                raise SchemaError(
                    f"refusing type change of {coll['name']}.{f['name']}: "
                    f"live {lf['type']}, desired {f['type']}"
                )

    for coll in _creation_order(list(defs["collections"])):
        name = coll["name"]
        current = live.get(name)
        if current is None:
            plan.add(f"create collection {name} ({len(coll['fields'])} fields)")
            if not dry_run:
                # Relations are resolvable because creation follows dependency order.
                body = {
                    "name": name,
                    "type": coll.get("type", "base"),
                    "fields": [_field_payload(f, ids) for f in coll["fields"]],
                    "indexes": list(coll.get("indexes", {}).values()),
                    **{r: None for r in RULES},
                }
                created = store.send(
                    "/api/collections", {"method": "POST", "body": body}, f"create {name}"
                )
                ids[name] = created["id"]
                rules = _desired_rules(coll)
                if any(v is not None for v in rules.values()):
                    # After the loop: a rule may name a collection created later.
                    writes.append(("PATCH", f"/api/collections/{created['id']}", rules))
            else:
                ids[name] = f"<new:{name}>"
            continue
        _plan_update(store, plan, coll, current, ids, writes, dry_run)

    for view in defs.get("views", []):
        current = live.get(view["name"])
        if current is None:
            plan.add(f"create view {view['name']}")
            writes.append(
                (
                    "POST",
                    "/api/collections",
                    {
                        "name": view["name"],
                        "type": "view",
                        "viewQuery": view["query"],
                        **_desired_rules(view),
                    },
                )
            )
            continue
        patch: dict[str, Any] = {}
        if current.get("viewQuery") != view["query"]:
            plan.add(f"update view {view['name']} query")
            patch["viewQuery"] = view["query"]
        for rule, want_rule in _desired_rules(view).items():
            if current.get(rule) != want_rule:
                plan.add(f"set {view['name']}.{rule} = {json.dumps(want_rule)}")
                patch[rule] = want_rule
        if patch:
            writes.append(("PATCH", f"/api/collections/{current['id']}", patch))

    settings = store.settings().get("batch") or {}
    want = defs["batch_settings"]
    if any(settings.get(k) != v for k, v in want.items()):
        plan.add(f"set batch API settings {json.dumps(want, sort_keys=True)}")
        writes.append(("PATCH", "/api/settings", {"batch": dict(want)}))

    if not dry_run:
        for method, path, body in writes:
            store.send(path, {"method": method, "body": body}, f"{method} {path}")
    return plan


def _plan_update(
    store: Store,
    plan: Plan,
    coll: Mapping[str, Any],
    current: Record,
    ids: Mapping[str, str],
    writes: list[tuple[str, str, dict[str, Any]]],
    dry_run: bool,
) -> None:
    name = coll["name"]
    fields: list[dict[str, Any]] = [dict(f) for f in current.get("fields", [])]
    by_name = {f["name"]: f for f in fields}
    changed = False
    for f in coll["fields"]:
        lf = by_name.get(f["name"])
        if lf is None:
            plan.add(f"add field {name}.{f['name']} ({f['type']})")
            fields.append(_field_payload(f, ids))
            changed = True
            continue
        for opt in _MUTABLE_OPTIONS:
            if opt not in f:
                continue
            want = f[opt]
            if opt == "values":  # select values only grow: live ones are kept
                want = list(lf.get("values") or []) + [
                    v for v in f["values"] if v not in (lf.get("values") or [])
                ]
            if lf.get(opt) != want:
                plan.add(f"set {name}.{f['name']} {opt} = {json.dumps(want)}")
                lf[opt] = want
                changed = True
    live_index_names = {_index_name(sql) for sql in current.get("indexes", [])}
    indexes = list(current.get("indexes", []))
    for iname, sql in coll.get("indexes", {}).items():
        if iname not in live_index_names:
            plan.add(f"add index {iname} on {name}")
            indexes.append(sql)
            changed = True
    rules: dict[str, str | None] = {}
    for rule, want_rule in _desired_rules(coll).items():
        if current.get(rule) == want_rule:
            continue
        if coll.get("host") and (current.get(rule) is not None or want_rule is None):
            continue  # the host's own rule stays; only superuser-only is opened to reviewers
        plan.add(f"set {name}.{rule} = {json.dumps(want_rule)}")
        rules[rule] = want_rule
    if changed or rules:
        body: dict[str, Any] = {"fields": fields, "indexes": indexes, **rules}
        writes.append(("PATCH", f"/api/collections/{current['id']}", body))


def _index_name(sql: str) -> str:
    # "CREATE [UNIQUE] INDEX `name` ON ..." -- PocketBase may rewrite quoting, not the name.
    words = sql.replace("`", " ").replace('"', " ").split()
    upper = [w.upper() for w in words]
    i = upper.index("INDEX") + 1
    if upper[i : i + 3] == ["IF", "NOT", "EXISTS"]:
        i += 3
    return words[i]
