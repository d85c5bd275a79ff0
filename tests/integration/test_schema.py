"""The schema as data, applied additively to a real PocketBase."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import httpx
import pytest

from dn_pipeline.errors import SchemaError
from dn_pipeline.store import reviewguard, schema
from dn_pipeline.store.client import Store
from dn_pipeline.store.localserver import LocalServer
from dn_pipeline.testing import TestServer


def _snapshot(store: Store) -> str:
    colls = sorted(store.collections(), key=lambda c: c["name"])
    return json.dumps([colls, store.settings().get("batch")], sort_keys=True)


def test_the_definitions_pass_the_offline_self_test() -> None:
    assert schema.self_test(schema.load_definitions()) == []


def test_the_self_test_finds_a_relation_to_an_undefined_collection() -> None:
    defs = copy.deepcopy(schema.load_definitions())
    defs["collections"][0]["fields"].append(
        {"name": "bad", "type": "relation", "collection": "nowhere"}
    )
    assert any("nowhere" in p for p in schema.self_test(defs))


def test_the_self_test_finds_an_unprotected_file_field_and_a_duplicate_index_name() -> None:
    defs = copy.deepcopy(schema.load_definitions())
    sources = next(c for c in defs["collections"] if c["name"] == "dn_batch_sources")
    next(f for f in sources["fields"] if f["name"] == "file")["protected"] = False
    sources["indexes"]["idx_sites_code"] = (
        "CREATE INDEX `idx_sites_code` ON `dn_batch_sources` (`sha256`)"
    )
    problems = schema.self_test(defs)
    assert any("protected" in p for p in problems)
    assert any("idx_sites_code" in p for p in problems)


def test_a_second_apply_finds_no_changes(store: Store) -> None:
    plan = schema.plan_and_apply(store, schema.load_definitions(), dry_run=False)
    assert [str(c) for c in plan.changes] == []


def test_dry_run_on_a_fresh_server_lists_changes_and_writes_nothing() -> None:
    # A brand-new server without the schema: started by hand, not by TestServer.start().
    server = TestServer()
    server.server.start(detach=False)
    server.server.ensure_superuser(server.email, server.password)
    try:
        store = server.store()
        before = _snapshot(store)
        plan = schema.plan_and_apply(store, schema.load_definitions(), dry_run=True)
        assert _snapshot(store) == before
        texts = [str(c) for c in plan.changes]
        assert "create collection dn_batches (16 fields)" in texts
        assert any(t.startswith("set batch API settings") for t in texts)
        assert "create view dn_batch_totals" in texts
        applied = schema.plan_and_apply(store, schema.load_definitions(), dry_run=False)
        assert [str(c) for c in applied.changes] == texts
    finally:
        server.stop()
    assert not server.root.exists()  # a test server leaves no dn-pb-* folder behind


def test_a_missing_field_is_added_keeping_the_data_of_the_others(store: Store) -> None:
    defs = copy.deepcopy(schema.load_definitions())
    site = store.create("sites", {"code": "KEEP-1", "name": "kept"})
    sites = next(c for c in defs["collections"] if c["name"] == "sites")
    sites["fields"].append({"name": "region_hint", "type": "text", "max": 50})
    plan = schema.plan_and_apply(store, defs, dry_run=False)
    assert [str(c) for c in plan.changes] == ["add field sites.region_hint (text)"]
    assert store.get("sites", site["id"])["name"] == "kept"
    assert "region_hint" in store.get("sites", site["id"])


def test_a_desired_type_change_is_refused_naming_collection_and_field(store: Store) -> None:
    defs = copy.deepcopy(schema.load_definitions())
    sites = next(c for c in defs["collections"] if c["name"] == "sites")
    next(f for f in sites["fields"] if f["name"] == "name")["type"] = "number"
    sites["fields"].append({"name": "never_added", "type": "text"})
    with pytest.raises(SchemaError, match=r"sites\.name"):
        schema.plan_and_apply(store, defs, dry_run=False)
    live = next(c for c in store.collections() if c["name"] == "sites")
    assert "never_added" not in {f["name"] for f in live["fields"]}


def test_every_collection_refuses_an_anonymous_client(pb: TestServer, store: Store) -> None:
    names = [c["name"] for c in schema.load_definitions()["collections"]] + ["dn_batch_totals"]
    for name in names:
        r = httpx.get(f"{pb.url}/api/collections/{name}/records")
        # Null rule: 403. A reviewer rule (issue 10) answers 200 with nothing in it.
        assert r.status_code == 403 or (r.status_code == 200 and r.json()["items"] == []), name


def test_every_file_field_is_protected_on_the_live_server(store: Store) -> None:
    ours = {c["name"] for c in schema.load_definitions()["collections"]}
    files = [
        (c["name"], f)
        for c in store.collections()
        if c["name"] in ours
        for f in c.get("fields", [])
        if f["type"] == "file"
    ]
    assert {name for name, _ in files} >= {"dn_batch_sources", "dn_batch_pages"}
    assert all(f["protected"] and f["maxSize"] > 0 for _, f in files)


def test_the_self_test_finds_a_record_that_would_not_fit_one_batch_body() -> None:
    # Issue 21: splitting a write down to single records must always yield pieces the
    # server accepts, so the largest record the fields allow fits maxBodySize.
    defs = schema.load_definitions()
    defs["batch_settings"] = {**defs["batch_settings"], "maxBodySize": 40 << 20}
    found = schema.self_test(defs)
    assert any(p.startswith("dn_batch_sources:") and "maxBodySize" in p for p in found), found


def test_a_server_without_the_review_guard_is_reported_until_the_hook_is_installed(
    tmp_path: Path,
) -> None:
    hooks = tmp_path / "pb_hooks"
    hooks.mkdir()
    server = TestServer()
    server.server = LocalServer(root=server.root, port=server.port, hooks_dir=hooks)
    server.start()
    try:
        store = server.store()
        assert reviewguard.installed_version(store) is None
        assert sorted(Path(p).name for p in reviewguard.install(hooks)) == sorted(reviewguard.FILES)
        assert reviewguard.install(hooks) == []  # idempotent
        server.restart()
        assert reviewguard.installed_version(server.store()) == reviewguard.VERSION
    finally:
        server.stop()
