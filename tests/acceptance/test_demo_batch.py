"""The demo batch end to end through the CLI, with the embedded reader (OCR, ~1.5 s a page).

The batch is read once per module (one fixture); the tests then run in file order over
that one batch, each leaving it as the next expects: a rerun, a manual assembly, fixing a
purchase order (assemble), host data changes re-resolved by the tick, export.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from dn_pipeline.store.client import Store
from dn_pipeline.testing import TestServer, wipe
from tests.acceptance.conftest import FIXTURES, Cli, events, make_cli, rows, summary_of

EXPECTED = json.loads((FIXTURES / "demo" / "expected.json").read_text())
HOST = FIXTURES / "hostdata"
NOTE_FIELDS = (
    "id",
    "candidate_key",
    "note_index",
    "document_number",
    "supplier",
    "purchase_order",
    "status",
    "review_reasons",
    "pages",
    "items",
    "delivery_date",
)


@dataclass
class Demo:
    cli: Cli
    store: Store
    batch_id: str
    first_tick: dict[str, Any]

    def show(self) -> dict[str, Any]:
        shown: dict[str, Any] = json.loads(self.cli.ok("batch", "show", self.batch_id, "--json"))
        return shown

    def notes(self) -> list[dict[str, Any]]:
        return [
            {k: n.get(k) for k in NOTE_FIELDS}
            for n in rows(self.store, "dn_batch_notes", self.batch_id)
        ]

    def candidate(self, number: str) -> dict[str, Any]:
        [found] = [c for c in self.show()["candidates"] if c["number"] == number]
        return found


@pytest.fixture(scope="module")
def demo(pb: TestServer, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Demo]:
    store = pb.store()
    wipe(store)
    cli = make_cli(pb, tmp_path_factory.mktemp("demo"))
    for kind in ("sites", "suppliers", "purchase_orders"):
        cli.ok("hostdata", "import", kind, str(HOST / f"{kind}.csv"))
    files = [str(FIXTURES / "demo" / s["file"]) for s in EXPECTED["sources"]]
    batch_id = json.loads(cli.ok("batch", "create", "--site", EXPECTED["site"], "--json", *files))[
        "id"
    ]
    first = summary_of(cli.ok("tick"))
    yield Demo(cli=cli, store=store, batch_id=batch_id, first_tick=first)
    wipe(store)


def _expected_candidates() -> set[tuple[str, str, tuple[str, ...], tuple[str, ...]]]:
    return {
        (
            n["document_number"],
            n["expected_status"],
            tuple(n["expected_reasons"]),
            tuple(f"{n['source']}#{p}" for p in n["pages"]),
        )
        for n in EXPECTED["notes"]
    }


def _candidates(shown: dict[str, Any]) -> set[tuple[str, str, tuple[str, ...], tuple[str, ...]]]:
    return {
        (c["number"], c["status"], tuple(c["reasons"]), tuple(c["pages"]))
        for c in shown["candidates"]
    }


def test_the_demo_batch_gives_exactly_the_expected_candidates_and_open_pages(demo: Demo) -> None:
    shown = demo.show()
    assert demo.first_tick["claimed"] == 1 and demo.first_tick["needs_review"] == 1
    assert demo.first_tick["reads_made"] == 8 and demo.first_tick["reads_reused"] == 1
    assert shown["status"] == EXPECTED["batch_status"]
    assert shown["page_count"] == EXPECTED["page_count"]
    assert shown["open_pages"] == len(EXPECTED["open_pages"])
    assert _candidates(shown) == _expected_candidates()
    assert len(shown["candidates"]) == len(EXPECTED["notes"])
    labels = {p["id"]: f"{p['source_name']}#{p['page']}" for p in shown["pages"]}
    [finished] = events(demo.store, demo.batch_id, "finished")
    open_pages = {(labels[o["page"]], o["reason"]) for o in finished["detail"]["open"]}
    assert open_pages == {
        (f"{o['source']}#{o['page']}", o["reason"]) for o in EXPECTED["open_pages"]
    }
    shown_open = {(labels[p["id"]], p["open_reason"]) for p in shown["pages"] if p["open_reason"]}
    assert shown_open == open_pages  # `batch show` tells the operator why a page is open
    assert shown["totals"]["reads_made"] == 8 and shown["source_errors"] == []


def test_the_continuation_that_reprints_page_1s_lines_counts_them_once_and_says_so(
    demo: Demo,
) -> None:
    """DN-20931's page 2 of 2 reprints both lines of page 1: 40 sheets, not 80 (issue 19)."""
    [note] = [n for n in demo.notes() if n["document_number"] == "DN-20931"]
    lines = sorted((i.get("product_code"), i.get("quantity")) for i in note["items"])
    assert lines == [("N12-6", 120), ("SL82", 40)]
    assert note["status"] == "needs_review" and note["review_reasons"] == ["items_reprinted"]


def test_every_stage_transition_is_an_event_carrying_the_worker_id(demo: Demo) -> None:
    kinds = [e["kind"] for e in events(demo.store, demo.batch_id)]
    run = [k for k in kinds if k.startswith("stage_") or k == "finished"]
    assert run == ["stage_preparing", "stage_reading", "stage_assembling", "finished"]
    for e in events(demo.store, demo.batch_id):
        if e["kind"].startswith("stage_") or e["kind"] == "finished":
            assert e["actor"] and e["actor_kind"] == "worker"


def test_a_forced_redrive_then_tick_makes_no_reads_and_leaves_identical_rows(demo: Demo) -> None:
    before = demo.notes()
    pages_before = rows(demo.store, "dn_batch_pages", demo.batch_id)
    reads_before = len(rows(demo.store, "dn_page_reads"))
    assert demo.cli.ok("batch", "redrive", "--force", demo.batch_id).strip() == "queued"
    summary = summary_of(demo.cli.ok("tick"))
    assert summary["claimed"] == 1 and summary["reads_made"] == 0
    assert demo.notes() == before
    assert rows(demo.store, "dn_batch_pages", demo.batch_id) == pages_before
    assert len(rows(demo.store, "dn_page_reads")) == reads_before


def test_assemble_makes_no_reads_and_leaves_identical_rows(demo: Demo) -> None:
    before = demo.notes()
    reads_before = len(rows(demo.store, "dn_page_reads"))
    out = demo.cli.ok("assemble", demo.batch_id)
    assert out.strip() == f"batch {demo.batch_id}: needs_review"
    assert demo.notes() == before
    assert len(rows(demo.store, "dn_page_reads")) == reads_before


def _po_csv(folder: Path, status: str) -> Path:
    path = folder / f"po-{status}.csv"
    path.write_text(
        "number,site_code,supplier_name,status\n"
        f"4500105,SYD-01,Southern Cross Concrete Pty Ltd,{status}\n"
    )
    return path


def test_reopening_a_closed_po_then_assemble_makes_the_candidate_ready_with_the_same_key(
    demo: Demo,
) -> None:
    before = demo.candidate("884530")
    assert (before["status"], before["reasons"]) == ("needs_review", ["po_closed"])
    said = demo.cli.ok("hostdata", "import", "purchase_orders", str(_po_csv(demo.cli.cwd, "open")))
    assert "0 created, 1 updated" in said
    demo.cli.ok("assemble", demo.batch_id)
    after = demo.candidate("884530")
    assert (after["status"], after["reasons"]) == ("ready_to_post", [])
    assert (after["id"], after["key"]) == (before["id"], before["key"])
    assert after["po_number"] == "4500105" and after["po"]
    assert demo.show()["totals"]["reads_made"] == 8


def test_host_data_changes_are_re_resolved_by_the_next_tick_without_new_reads(demo: Demo) -> None:
    before = demo.candidate("884530")
    # Closing the PO again: the import queues the site's batch (its other candidate,
    # po_not_on_site, is held back only by host data); the tick re-resolves it.
    said = demo.cli.ok("hostdata", "import", "purchase_orders", str(HOST / "purchase_orders.csv"))
    assert "1 batch(es) queued" in said
    assert demo.store.get("dn_batches", demo.batch_id)["status"] == "queued"
    summary = summary_of(demo.cli.ok("tick"))
    assert summary["claimed"] == 1 and summary["reads_made"] == 0
    closed = demo.candidate("884530")
    assert (closed["status"], closed["reasons"]) == ("needs_review", ["po_closed"])
    demo.cli.ok("hostdata", "import", "purchase_orders", str(_po_csv(demo.cli.cwd, "open")))
    summary = summary_of(demo.cli.ok("tick"))
    assert summary["claimed"] == 1 and summary["reads_made"] == 0
    reopened = demo.candidate("884530")
    assert reopened["status"] == "ready_to_post"
    assert (reopened["id"], reopened["key"]) == (before["id"], before["key"])
    # An import that changes nothing queues nothing.
    said = demo.cli.ok("hostdata", "import", "purchase_orders", str(_po_csv(demo.cli.cwd, "open")))
    assert "0 batch(es) queued" in said
    assert summary_of(demo.cli.ok("tick"))["claimed"] == 0
    # Three imports changed the PO: the reopening before `assemble`, then close and reopen.
    assert len(events(demo.store, demo.batch_id, "host_data_changed")) == 3


def test_export_gives_the_ready_candidates_as_csv_and_json(demo: Demo) -> None:
    ready = {c["number"] for c in demo.show()["candidates"] if c["status"] == "ready_to_post"}
    assert ready == {"884512", "CPH-30418", "884530"}
    as_json = json.loads(demo.cli.ok("export", "--format", "json", "--site", "SYD-01"))
    assert sorted(r["document_number"] for r in as_json) == sorted(ready)
    assert all(r["status"] == "ready_to_post" and r["site"] == "SYD-01" for r in as_json)
    as_csv = list(csv.DictReader(io.StringIO(demo.cli.ok("export", "--format", "csv"))))
    assert sorted(r["document_number"] for r in as_csv) == sorted(ready)
    assert all(json.loads(r["items"]) for r in as_csv)
    assert json.loads(demo.cli.ok("export", "--format", "json", "--site", "MEL-02")) == []
