"""Scenario 9: nobody in who doesn't belong, no hostile value widens a query, no secret in
any output; and (9b, issue 15) no review decision overwritten, forged or smuggled.

The leak guard (conftest) checks every subprocess output of the whole suite as it ends and
once more, with the PocketBase logs, at the end of the session; the last tests here also
drive the commands most likely to leak (``--debug``, refused credentials, a refused API
key) and check their output directly.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import secrets as pysecrets
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest
from pocketbase import PocketBase
from pocketbase.errors import ClientResponseError

from dn_pipeline.cli.app import local_server, local_up
from dn_pipeline.cli.main import main as cli_main
from dn_pipeline.hygiene import register_secret
from dn_pipeline.ids import derive_id
from dn_pipeline.operator import reviewers
from dn_pipeline.readers.prices import DEFAULT_MODEL
from dn_pipeline.reads.rows import read_id, read_key
from dn_pipeline.settings import Settings
from dn_pipeline.store.filters import bind
from dn_pipeline.store.localserver import free_port
from dn_pipeline.store.ops import FilePart
from dn_pipeline.testing.fake_replies import error_reply
from tests import corpus
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


def small_settled_batch(rel: Harness) -> str:
    """Two one-page notes, settled: enough for a reviewer to act on, quick to make."""
    batch = rel.upload([("a.pdf", tagged_pdf("S310")), ("b.pdf", tagged_pdf("S320", sup=1))])
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


# --- bounded input (issue 15, point 5) ------------------------------------------------------


def _pages_and_errors(rel: Harness, batch: str) -> tuple[dict[str, Any], dict[str, list[Any]]]:
    where = bind("batch = {:b}", b=batch)
    srcs = {s["original_name"]: s for s in rel.store.list("dn_batch_sources", where)}
    errors = {e["source"]: e for e in rel.store.list("dn_source_errors", where)}
    pages: dict[str, list[Any]] = {}
    for p in rel.store.list("dn_batch_pages", where, sort="page"):
        pages.setdefault(p["source"], []).append(p)
    return {n: errors.get(s["id"]) for n, s in srcs.items()}, {
        n: pages.get(s["id"], []) for n, s in srcs.items()
    }


def test_a_content_stream_bomb_is_one_page_error_and_the_tick_goes_on(rel: Harness) -> None:
    """Trials: 1 batch: an 8 MB PDF whose first page's content stream inflates to 4 GiB
    (its second page ordinary), beside a good source; one tick with a 768 MiB render
    budget. Pass: the tick exits 0 with its JSON line; the bomb page is failed with
    ``render_limit``; the bomb's second page and the good source are read and staged."""
    bomb = corpus.content_bomb_pdf(4096, good_lines=["REF NOTE=B200 PAGE=1 OF=1 SUP=0 PO=4500101"])
    batch = rel.upload([("bomb.pdf", bomb), ("good.pdf", tagged_pdf("B100"))])
    code, summary = rel.tick(timeout=300, DN_RENDER_MAX_MB="768")
    assert code == 0 and summary is not None and summary["claimed"] == 1
    rel.tick_until_settled([batch], deadline_s=120)
    errors, pages = _pages_and_errors(rel, batch)
    assert errors == {"bomb.pdf": None, "good.pdf": None}
    first, second = pages["bomb.pdf"]
    assert first["read_status"] == "failed" and first["read_error"].startswith("render_limit")
    assert second["read_status"] == "ok" and [p["read_status"] for p in pages["good.pdf"]] == ["ok"]
    numbers = {
        n["document_number"]
        for n in rel.store.list("dn_batch_notes", bind("batch = {:b}", b=batch))
    }
    assert {"B100", "B200"} <= numbers


def test_page_and_source_caps_are_source_errors_in_position_order(rel: Harness) -> None:
    """Trials: one batch of a 20,000-page PDF (1.5 MB) then sources of 1, 2, 1 and 1 pages,
    ticked with caps of 3 pages per batch and 5 sources per batch (300 pages per source,
    the default). Pass: the 20,000-page source is ``too_many_pages`` with no page stored;
    the next two are read (1 + 2 pages); the fourth is ``batch_page_limit`` (1 + 2 + 1 > 3);
    the fifth ``too_many_sources``."""
    batch = rel.upload(
        [
            ("huge.pdf", corpus.many_pages_pdf(20_000)),
            ("a.pdf", tagged_pdf("D100")),
            ("b.pdf", tagged_pdf("D200", pages=2)),
            ("c.pdf", tagged_pdf("D300")),
            ("d.pdf", tagged_pdf("D400")),
        ]
    )
    caps = {"DN_MAX_PAGES_PER_BATCH": "3", "DN_MAX_SOURCES_PER_BATCH": "4"}
    rel.tick_until_settled([batch], deadline_s=120, **caps)
    errors, pages = _pages_and_errors(rel, batch)
    assert {n: e and e["code"] for n, e in errors.items()} == {
        "huge.pdf": "too_many_pages",
        "a.pdf": None,
        "b.pdf": None,
        "c.pdf": "batch_page_limit",
        "d.pdf": "too_many_sources",
    }
    assert [len(pages[n]) for n in ("huge.pdf", "a.pdf", "b.pdf", "c.pdf", "d.pdf")] == [
        0,
        1,
        2,
        0,
        0,
    ]
    assert all(p["read_status"] == "ok" for n in ("a.pdf", "b.pdf") for p in pages[n])


def test_a_sources_sha256_size_and_mime_are_the_workers_not_the_uploaders(rel: Harness) -> None:
    """Trials: 1 source created the way a client can, with a false sha256, size and mime.
    Pass: after the tick the row holds the file's real sha256, size and sniffed mime."""
    data = tagged_pdf("E100")
    batch = rel.store.create(
        "dn_batches", {"site": rel.store.list("sites")[0]["id"], "status": "uploading"}
    )
    claims = {"sha256": "0" * 64, "size": 1, "mime": "text/plain", "original_name": "e.pdf"}
    source = rel.store.create(
        "dn_batch_sources",
        {"batch": batch["id"], "position": 0, **claims},
        files=[FilePart(field="file", name="e.pdf", data=data, content_type="application/pdf")],
    )
    rel.store.update("dn_batches", batch["id"], {"status": "queued", "next_attempt_at": ""})
    rel.tick_until_settled([batch["id"]], deadline_s=60)
    row = rel.store.get("dn_batch_sources", source["id"])
    assert (row["sha256"], row["size"], row["mime"]) == (
        hashlib.sha256(data).hexdigest(),
        len(data),
        "application/pdf",
    )


# --- output hygiene (issue 15, point 6) -----------------------------------------------------

HOSTILE_NAME = "evil\x1b]0;owned\x07\x1b[2J\u202egpj.pdf"


def test_control_characters_never_reach_the_terminal_and_no_cell_is_a_formula(
    rel: Harness,
) -> None:
    """Trials: a source named with an OSC title escape, a clear-screen and a bidi override
    (its bytes not a document), beside a note whose number, supplier and PO are formulas;
    ``batch show``, ``batch list`` and ``export --format csv`` as subprocesses. Pass: no
    ESC, BEL or U+202E in any output; every formula cell starts with ``'``."""
    rel.special["FORMULAX"] = {
        "doc_type": "delivery_note",
        "document_number": '=HYPERLINK("http://x.invalid","y")',
        "supplier_name": "+cmd|' /C calc'!A0",
        "po_number": "@SUM(1+1)",
        "items": [],
    }
    batch = rel.upload(
        [(HOSTILE_NAME, b"\x1b[31mnot a document"), ("f.pdf", tagged_pdf("FORMULAX"))]
    )
    rel.tick_until_settled([batch], deadline_s=60)
    outputs = [
        rel.cli("batch", "show", batch),
        rel.cli("batch", "list"),
        rel.cli("export", "--status", "needs_review", "--format", "csv"),
    ]
    for code, out in outputs:
        assert code == 0
        assert not any(ch in out for ch in "\x1b\x07\u202e"), out
    shown = outputs[0][1]
    assert "unsupported_format" in shown and "evil]0;owned[2Jgpj.pdf" in shown
    rows = list(csv.DictReader(io.StringIO(outputs[2][1])))
    mine = [r for r in rows if r["batch"] == batch]
    assert len(mine) == 1
    assert mine[0]["document_number"].startswith("'=HYPERLINK")
    assert mine[0]["supplier_name"].startswith("'+cmd")
    assert mine[0]["po_number"] == "'@SUM(1+1)"


def test_an_api_error_that_echoes_the_key_is_stored_and_printed_redacted(rel: Harness) -> None:
    """Trials: the vision API answers 400 and then 401, each message quoting the API key;
    a tick for each. Pass: the key appears in no field of any row of the batch (batch
    ``last_error``, page ``read_error``, read ``error``, event details) nor in any output.
    Since #17 the reader records errors by type (status, error type, request id), never the
    API's message text, so the key does not even reach the store's redaction; that second
    layer is proved on its own at the end: a worker write quoting the key is stored
    ``[redacted]``."""
    key = rel.guard.api_key
    batch = rel.upload([("k.pdf", tagged_pdf("K100")), ("l.pdf", tagged_pdf("K200"))])
    rel.fake.enqueue(error_reply(400, "invalid_request_error", f"bad request for key {key}"))
    rel.fake.enqueue(error_reply(400, "invalid_request_error", f"bad request for key {key}"))
    rel.tick()
    rel.fake.enqueue(error_reply(401, "authentication_error", f"invalid x-api-key {key}"))
    rel.tick()
    where = bind("batch = {:b}", b=batch)
    stored = [rel.store.get("dn_batches", batch)]
    for name in ("dn_batch_pages", "dn_batch_events", "dn_source_errors", "dn_batch_notes"):
        stored += rel.store.list(name, where)
    stored += rel.store.list("dn_page_reads")
    text = json.dumps(stored)
    assert key not in text
    code, out = rel.cli("batch", "show", batch)
    assert code == 0 and key not in out
    register_secret(key)  # what the worker does when it builds its Anthropic reader
    rel.store.update("dn_batches", batch, {"last_error": f"Anthropic said: bad key {key}"})
    kept = rel.store.get("dn_batches", batch)["last_error"]
    assert key not in kept and "[redacted]" in kept


def test_a_record_id_that_is_a_path_is_refused_before_any_request(
    rel: Harness, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Trials: ``batch show ../../../settings`` as a subprocess (the issue's request for
    ``/api/settings`` with the superuser token); in process, ``batch cancel``, ``batch
    redrive`` and ``assemble`` with it and ``batch show x?filter=1``. Pass: each exits 2
    saying it is not a record id."""
    code, out = rel.cli("batch", "show", "../../../settings")
    assert code == 2 and "not a record id" in out, out
    for key, value in rel.env().items():
        monkeypatch.setenv(key, value)
    monkeypatch.chdir(rel.work)
    bad = "../../../settings"
    for args in (["batch", "cancel", bad], ["batch", "redrive", bad], ["assemble", bad]):
        assert cli_main(args) == 2, args
        assert "not a record id" in capsys.readouterr().err
    assert cli_main(["batch", "show", "x?filter=1"]) == 2


def test_a_pb_url_whose_userinfo_looks_local_gets_no_default_password(rel: Harness) -> None:
    """Trials: ``batch list`` as a subprocess with ``PB_URL=http://127.0.0.1:@192.0.2.2``
    (host 192.0.2.2, TEST-NET, never reached) and no password (``not-a-url`` and the other
    forms are unit cases in ``tests/unit/test_hygiene.py``). Pass: exit 1 with a line naming
    PB_URL, before any connection, so no default password is ever sent."""
    code, out = rel.cli(
        "batch", "list", PB_URL="http://127.0.0.1:@192.0.2.2", PB_SUPERUSER_PASSWORD=""
    )
    assert code == 1 and "PB_URL must not carry a user" in out


# --- production defaults (issue 15) ---------------------------------------------------------


def test_local_up_limits_logins_allows_only_its_origin_and_keeps_the_password_off_argv(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Trials: ``local up`` (in process, the real binary) on a fresh folder with a random
    password, every process it starts recorded; then 6 wrong-password logins; CORS requests
    from a foreign origin and from its own; ``local up`` again after ``down``. Pass: the
    password is on no command line; a login is refused with 429 within the 6; the foreign
    origin gets no ``Access-Control-Allow-Origin``, the own origin gets itself; the second
    ``local up`` finds the superuser and works."""
    port, password = free_port(), "pw-" + pysecrets.token_urlsafe(16)
    settings = Settings(
        pb_url=f"http://127.0.0.1:{port}",
        pb_password=password,
        local_dir=tmp_path / "pb",
        local_port=port,
    )
    seen: list[list[str]] = []

    class Recording(subprocess.Popen):  # type: ignore[type-arg]
        def __init__(self, args: Any, *rest: Any, **kw: Any) -> None:
            seen.append([str(a) for a in args])
            super().__init__(args, *rest, **kw)

    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(subprocess, "Popen", Recording)
    server = local_server(settings)
    try:
        assert "running at" in local_up(settings, server)
        monkeypatch.undo()
        leaked = sum(password in arg for argv in seen for arg in argv)  # never print argv
        assert seen and leaked == 0
        pid = server.pid()
        assert pid and password.encode() not in Path(f"/proc/{pid}/cmdline").read_bytes()
        login = f"{server.url}/api/collections/_superusers/auth-with-password"
        codes = [
            httpx.post(login, json={"identity": settings.pb_email, "password": f"x{i}"}).status_code
            for i in range(6)
        ]
        assert 429 in codes and 200 not in codes, codes
        evil = httpx.get(f"{server.url}/api/health", headers={"Origin": "http://evil.example"})
        assert evil.headers.get("access-control-allow-origin") in (None, "")
        own = httpx.get(f"{server.url}/api/health", headers={"Origin": server.url})
        assert own.headers.get("access-control-allow-origin") == server.url
        server.stop()
        assert "running at" in local_up(settings, server)  # logs in despite the rate limit
    finally:
        server.stop()


# -- review integrity (issue 15, points 1-4): a real reviewer token against the real server --

REVIEWER_PASSWORD = "a-reviewer-password-15"


def reviewer(rel: Harness, email: str) -> PocketBase:
    reviewers.add_reviewer(rel.store, email, ["SYD-01"], REVIEWER_PASSWORD)
    client = PocketBase(rel.pb.url, timeout=30)
    client.collection("reviewers").auth_with_password(email, REVIEWER_PASSWORD)
    return client


def status_of(call: Callable[[], Any]) -> int:
    try:
        call()
    except ClientResponseError as exc:
        return int(exc.status)
    return 200


def test_a_reviewer_cannot_squat_the_workers_event_ids_so_an_image_is_paid_once(
    rel: Harness,
) -> None:
    """Trials: 1 batch of one page; its pages prepared first (a spend cap of 0 stops the
    read), then a reviewer creates events under the ids the worker will use for that read
    (``read_paid``, ``read_unpaid``; computable offline), and a record with a chosen id in
    every collection a reviewer may create in. Pass: every chosen id refused; the batch
    settles with exit 0, one paid call, the spend equal to the cost."""
    client = reviewer(rel, "squat@example.test")
    batch = rel.upload([("a.pdf", tagged_pdf("S150"))])
    code, _ = rel.tick(DN_MAX_COST_USD_PER_BATCH="0")  # prepares, pays nothing
    assert code == 0
    (page,) = rel.store.list("dn_batch_pages", bind("batch = {:b}", b=batch))
    key = read_key(page["image_sha256"], page.get("text_layer"), "anthropic", DEFAULT_MODEL)
    read = read_id(key, 1)
    squats = {derive_id("dn-read-paid", read): "read_paid", derive_id("dn-read-unpaid", read): ""}
    events = client.collection("dn_batch_events")
    mine = {"batch": batch, "actor": client.auth_store.model.id, "actor_kind": "reviewer"}
    tried = [
        lambda i=i, k=k: events.create({**mine, "id": i, "kind": k or "read_unpaid"})
        for i, k in squats.items()
    ]
    upload = client.collection("dn_batches").create({"site": site_id(rel), "status": "uploading"})
    tried += [
        lambda: events.create({**mine, "id": "chosenid0000001", "kind": "batch_created"}),
        lambda: client.collection("dn_batches").create(
            {"id": "chosenid0000002", "site": site_id(rel), "status": "uploading"}
        ),
        lambda: client.collection("dn_batch_sources").create(
            {"id": "chosenid0000003", "batch": upload.id, "original_name": "a.pdf"}
        ),
    ]
    assert [status_of(t) for t in tried] == [403, 403, 403, 400, 400]
    for chosen in [*squats, "chosenid0000001", "chosenid0000002", "chosenid0000003"]:
        for name in ("dn_batch_events", "dn_batches", "dn_batch_sources"):
            assert rel.store.find(name, chosen) is None
    rel.store.update("dn_batches", batch, {"next_attempt_at": ""})
    rel.tick_until_settled([batch], deadline_s=60)
    assert list(rel.calls_per_image().values()) == [1]
    totals = rel.totals(batch)
    assert totals["paid_calls"] == 1
    assert totals["spent_usd"] == pytest.approx(totals["cost_usd"]) and totals["cost_usd"] > 0


def site_id(rel: Harness) -> str:
    site = rel.store.first("sites", bind("code = {:c}", c="SYD-01"))
    assert site is not None
    return str(site["id"])


def test_reviewed_fields_cannot_smuggle_another_sites_data_or_forge_a_decision(
    rel: Harness,
) -> None:
    """Trials: the issue's sequence on a settled batch's candidate: ``reviewed_fields`` with
    another site's supplier and PO, a script-tag number, a non-date date, an unknown key;
    then ``ready_to_post`` as someone else, and with ``reviewed_at`` of 1999 and no
    ``reviewed_by``.
    Pass: each smuggling PATCH refused (400/404) and the row unchanged; the decision lands
    stamped with the reviewer and the server's now, with its event; ``export`` carries
    none of the smuggled values."""
    batch = small_settled_batch(rel)
    rel.store.create("sites", {"code": "MEL-09", "name": "Elsewhere"})
    other_site = rel.store.first("sites", bind("code = {:c}", c="MEL-09"))
    assert other_site is not None
    theirs_supplier = rel.store.create("suppliers", {"name": "Smuggled Supplier Pty"})
    theirs_po = rel.store.create(
        "purchase_orders",
        {"number": "PO-SMUGGLED", "site": other_site["id"], "supplier": theirs_supplier["id"]},
    )
    client = reviewer(rel, "smuggle@example.test")
    note = rel.store.list("dn_batch_notes", bind("batch = {:b}", b=batch))[0]
    notes = client.collection("dn_batch_notes")
    smuggled = [
        {"supplier": theirs_supplier["id"], "supplier_name": "Smuggled Supplier Pty"},
        {"purchase_order": theirs_po["id"], "po_number": "PO-SMUGGLED"},
        {"document_number": "<script>alert(1)</script>"},
        {"delivery_date": "not a date"},
        {"posted_at": "2026-01-01"},
    ]
    for fields in smuggled:
        before = rel.store.get("dn_batch_notes", note["id"])
        code = status_of(lambda f=fields: notes.update(note["id"], {"reviewed_fields": f}))
        assert code in (400, 404), fields
        assert rel.store.get("dn_batch_notes", note["id"]) == before
    forged_by = {"status": "ready_to_post", "reviewed_by": "someoneelse0001"}
    assert status_of(lambda: notes.update(note["id"], forged_by)) == 404
    notes.update(note["id"], {"status": "ready_to_post", "reviewed_at": "1999-01-01 00:00:00Z"})
    row = rel.store.get("dn_batch_notes", note["id"])
    assert row["reviewed_by"] == client.auth_store.model.id
    assert row["reviewed_at"] > "2026-01-01"
    accepted = rel.store.list(
        "dn_batch_events", bind("batch = {:b} && kind = 'candidate_accepted'", b=batch)
    )
    assert [(e["actor"], e["detail"]["candidate"]) for e in accepted] == [
        (row["reviewed_by"], note["id"])
    ]
    code, out = rel.cli("export", "--status", "ready_to_post", "--format", "json")
    assert code == 0 and note["id"] in out
    for value in ("Smuggled", "PO-SMUGGLED", "<script>", "not a date", theirs_po["id"]):
        assert value not in out


def test_a_reviewer_cannot_forge_worker_events_or_change_a_note_without_its_event(
    rel: Harness,
) -> None:
    """Trials: a reviewer creates ``read_paid`` with a negative cost, a ``finished`` event
    with open-page reasons, a ``candidate_accepted`` event for a note it did not accept;
    then makes 3 note changes. Pass: the 3 forgeries refused and ``batch show`` prints
    the same spend; each note change has exactly its one server-written event."""
    batch = small_settled_batch(rel)
    client = reviewer(rel, "forger@example.test")
    before = rel.totals(batch)
    me = {"batch": batch, "actor": client.auth_store.model.id, "actor_kind": "reviewer"}
    events = client.collection("dn_batch_events")
    forged = [
        {**me, "kind": "read_paid", "detail": {"cost_usd": -1000}},
        {**me, "kind": "finished", "detail": {"open": [{"page": "x", "reason": "forged"}]}},
        {**me, "kind": "candidate_accepted", "detail": {"candidate": "x"}},
    ]
    assert [status_of(lambda b=b: events.create(b)) for b in forged] == [403] * 3
    assert rel.totals(batch)["spent_usd"] == before["spent_usd"]
    code, out = rel.cli("batch", "show", batch)
    assert code == 0 and "-1000" not in out and "forged" not in out
    where = bind("batch = {:b} && actor_kind = 'reviewer'", b=batch)
    assert rel.store.count("dn_batch_events", where) == 0
    open_notes = [
        n
        for n in rel.store.list("dn_batch_notes", bind("batch = {:b}", b=batch))
        if n["status"] != "dismissed"
    ]
    note = open_notes[0]
    notes = client.collection("dn_batch_notes")
    notes.update(note["id"], {"reviewed_fields": {"delivery_date": "2026-11-04"}})
    notes.update(note["id"], {"reviewed_fields": {"delivery_date": "2026-11-05"}})
    notes.update(note["id"], {"status": "dismissed", "dismiss_reason": "test"})
    kinds = sorted(e["kind"] for e in rel.store.list("dn_batch_events", where))
    assert kinds == ["candidate_dismissed", "candidate_field_fixed", "candidate_field_fixed"]


@pytest.mark.slow  # real processes, ~45 s on a busy machine; the forced interleaving of
# test_reviewer_rules.py covers the same promise in the bounded run
def test_a_decision_during_a_running_tick_is_refused_then_kept_by_every_later_run(
    rel: Harness,
) -> None:
    """Trials: 1 settled batch of 2 notes re-run by a real ``tick`` process under another
    model, so it reads again with 1 s per call; a reviewer (real token) tries to dismiss a candidate
    every 50 ms while the tick holds the batch. Pass: every try while held is refused with
    409 "being processed"; the dismissal lands once the tick is over; a second re-run keeps
    it dismissed with its reason."""
    batch = small_settled_batch(rel)
    client = reviewer(rel, "during@example.test")
    note = rel.store.list("dn_batch_notes", bind("batch = {:b}", b=batch))[0]
    notes = client.collection("dn_batch_notes")
    dismiss = {"status": "dismissed", "dismiss_reason": "not for this site"}
    rel.store.update("dn_batches", batch, {"status": "queued", "next_attempt_at": ""})
    rel.latency_s = 1.0
    proc = rel.spawn("tick", label="tick", DN_MODEL="claude-haiku-4-5")
    held = bind("batch = {:b}", b=batch)
    refusals: list[str] = []
    while proc.popen.poll() is None:
        if rel.store.first("dn_batch_locks", held) is None:
            time.sleep(0.01)
            continue
        try:
            notes.update(note["id"], dismiss)
        except ClientResponseError as exc:
            refusals.append(f"{exc.status} {exc.data.get('message', '')}")
            time.sleep(0.05)
            continue
        break
    assert proc.wait(90) == 0
    rel.latency_s = 0.0
    assert refusals, "the tick never held the batch while the reviewer tried"
    assert all(r.startswith("409 This batch is being processed") for r in refusals)
    if rel.store.get("dn_batch_notes", note["id"])["status"] != "dismissed":
        notes.update(note["id"], dismiss)  # the reviewer's retry, once the run is over
    rel.store.update("dn_batches", batch, {"status": "queued", "next_attempt_at": ""})
    rel.tick_until_settled([batch], deadline_s=60)
    after = rel.store.get("dn_batch_notes", note["id"])
    assert (after["status"], after["dismiss_reason"]) == ("dismissed", "not for this site")
