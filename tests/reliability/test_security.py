"""Scenario 9: nobody in who doesn't belong, no hostile value widens a query, no secret in
any output.

The leak guard (conftest) checks every subprocess output of the whole suite as it ends and
once more, with the PocketBase logs, at the end of the session; the last tests here also
drive the commands most likely to leak (``--debug``, refused credentials, a refused API
key) and check their output directly.
"""

from __future__ import annotations

import secrets as pysecrets

import httpx
import pytest

from dn_pipeline.fake_anthropic import error_reply
from dn_pipeline.store import bind
from tests.reliability.conftest import Harness, ref_sources, snapshot, tagged_pdf

pytestmark = pytest.mark.reliability

HOSTILE = [
    'DN-1"\' || id != "',
    "DN-2\\\" && 1=1 || \\'",
    "' || batch != '' || '",
    '" && status = "ready_to_post',
]


def settled_batch(rel: Harness) -> str:
    batch = rel.upload(ref_sources())
    rel.tick_until_settled([batch], deadline_s=60)
    return batch


def test_an_anonymous_client_gets_no_record_of_any_collection_and_no_file(rel: Harness) -> None:
    """Trials: every collection (and the totals view) with a settled batch in the store;
    every source file and page image of it. Pass: each list is refused or empty, each
    record by id refused, each file refused (never 200 with bytes)."""
    batch = settled_batch(rel)
    names = [c["name"] for c in rel.store.collections() if not c["name"].startswith("_")]
    assert "dn_batch_notes" in names and "dn_batch_totals" in names
    with httpx.Client(base_url=rel.pb.url, timeout=10) as anon:
        for name in names:
            listed = anon.get(f"/api/collections/{name}/records")
            assert listed.status_code in (400, 401, 403, 404) or listed.json()["items"] == [], name
            any_row = rel.store.list(name, fields="id", limit=1)
            if any_row:
                got = anon.get(f"/api/collections/{name}/records/{any_row[0]['id']}")
                assert got.status_code != 200, name
        where = bind("batch = {:b}", b=batch)
        files = [
            ("dn_batch_sources", s["id"], s["file"])
            for s in rel.store.list("dn_batch_sources", where)
        ]
        files += [
            ("dn_batch_pages", p["id"], p["image"]) for p in rel.store.list("dn_batch_pages", where)
        ]
        assert len(files) == 11
        for collection, record, name in files:
            got = anon.get(f"/api/files/{collection}/{record}/{name}")
            assert got.status_code != 200, (collection, name)
            got = anon.get(f"/api/files/{collection}/{record}/{name}", params={"token": "x"})
            assert got.status_code != 200, (collection, name)


def test_hostile_numbers_and_supplier_names_change_no_other_record_and_widen_no_query(
    rel: Harness,
) -> None:
    """Trials: 4 pages whose reads carry quotes, backslashes, ``||`` and ``&&`` in the document
    number, supplier name and PO number, next to an already settled batch. Pass: the batch
    settles; each value is stored verbatim on its own candidate; no supplier or PO is linked
    from them; the other batch's rows and the host data are untouched."""
    other = settled_batch(rel)
    before = snapshot(rel.store, other)
    host = {c: rel.store.list(c) for c in ("sites", "suppliers", "purchase_orders")}
    sources = []
    for i, value in enumerate(HOSTILE):
        marker = f"HOSTILE{i}X"
        rel.special[marker] = {
            "doc_type": "delivery_note",
            "document_number": value,
            "supplier_name": value,
            "po_number": value,
            "items": [],
        }
        sources.append((f"h{i}.pdf", tagged_pdf(marker)))
    batch = rel.upload(sources)
    rel.tick_until_settled([batch], deadline_s=60)
    notes = rel.store.list("dn_batch_notes", bind("batch = {:b}", b=batch))
    assert sorted(n["document_number"] for n in notes) == sorted(HOSTILE)
    for n in notes:
        assert n["supplier_name"] == n["po_number"] == n["document_number"]
        assert not n["supplier"] and not n["purchase_order"]
        assert n["status"] == "needs_review"
    assert snapshot(rel.store, other) == before
    assert {c: rel.store.list(c) for c in host} == host
    code, out = rel.cli("batch", "show", batch, "--json")
    assert code == 0 and all(v.replace("\\", "\\\\").replace('"', '\\"') in out for v in HOSTILE)


def test_no_secret_appears_in_the_output_of_debug_runs_or_refused_credentials(
    rel: Harness,
) -> None:
    """Trials: ``tick --debug`` with a batch to read; ``tick --debug`` against a vision API
    that refuses the key (401); ``tick --debug`` and ``batch show`` with a wrong superuser
    password. Pass: the expected exit codes, and neither the superuser password, the API
    key nor the wrong password anywhere in their stdout or stderr."""
    wrong = "wrong-" + pysecrets.token_urlsafe(12)
    rel.guard.values.append(wrong)
    rel.upload([("a.pdf", tagged_pdf("S100"))])
    code, out = rel.cli("--debug", "tick")
    assert code == 0 and '"claimed": 1' in out
    rel.upload([("b.pdf", tagged_pdf("S200"))])
    rel.fake.enqueue(error_reply(401, "authentication_error", "invalid x-api-key"))
    code, out = rel.cli("--debug", "tick")
    assert code == 1 and "401" in out
    code, out = rel.cli("--debug", "tick", PB_SUPERUSER_PASSWORD=wrong)
    assert code == 1
    code, out = rel.cli("batch", "list", PB_SUPERUSER_PASSWORD=wrong)
    assert code == 1 and "Traceback" not in out
    for path in rel.guard.files:
        rel.guard.check(path)
