"""Scenario 6 (the bad-input corpus through the whole pipeline) and the reconciler races:
two reconcilers on the same orphans, and a completion racing reconcilers."""

from __future__ import annotations

import pytest

from dn_pipeline.store.filters import bind
from tests import corpus
from tests.reliability.conftest import Harness, tagged_pdf

pytestmark = pytest.mark.reliability


def test_the_bad_input_corpus_records_every_error_with_its_reason_and_stages_every_good_page(
    rel: Harness,
) -> None:
    """Trials: every corpus case in one batch with two good tagged sources (the zero-byte
    file added by the host application's way, as ``batch create`` refuses it). Pass: the
    batch settles ``needs_review``; each bad case has its reason code on a source error or
    on a failed page of its source; every page of a good source is read ``ok``; the good
    tagged notes are candidates."""
    cases = corpus.bad_input_corpus()
    uploadable = [c for c in cases if c.data]
    sources = [(c.filename, c.data) for c in uploadable]
    sources += [("good-1.pdf", tagged_pdf("G100")), ("good-2.pdf", tagged_pdf("G200", pages=2))]
    batch = rel.upload(sources)
    for c in cases:
        if not c.data:
            rel.store.create(
                "dn_batch_sources",
                {"batch": batch, "original_name": c.filename, "position": 999, "sha256": ""},
            )
    rel.tick_until_settled([batch], deadline_s=120)
    where = bind("batch = {:b}", b=batch)
    srcs = rel.store.list("dn_batch_sources", where, sort="position,created")
    errors = {e["source"]: e["code"] for e in rel.store.list("dn_source_errors", where)}
    pages = rel.store.list("dn_batch_pages", where)
    by_source: dict[str, list[dict[str, object]]] = {}
    for p in pages:
        by_source.setdefault(p["source"], []).append(p)
    at = {int(s.get("position") or 0): s for s in srcs}
    placed = [(c, at[i]) for i, c in enumerate(uploadable)]
    placed += [(c, at[999]) for c in cases if not c.data]
    wrong = {}
    for case, src in placed:
        mine = by_source.get(src["id"], [])
        if case.expected_code is None:
            if src["id"] in errors or not mine or any(p["read_status"] != "ok" for p in mine):
                wrong[case.case_id] = (errors.get(src["id"]), [p["read_status"] for p in mine])
            continue
        on_pages = [str(p.get("read_error", "")) for p in mine if p["read_status"] == "failed"]
        if errors.get(src["id"]) != case.expected_code and not any(
            e.startswith(case.expected_code) for e in on_pages
        ):
            wrong[case.case_id] = (errors.get(src["id"]), on_pages)
    assert not wrong, wrong
    row = rel.store.get("dn_batches", batch)
    assert row["status"] == "needs_review"
    numbers = {n["document_number"] for n in rel.store.list("dn_batch_notes", where)}
    assert {"G100", "G200"} <= numbers


def make_orphans(rel: Harness, n: int) -> list[str]:
    """``n`` batches left ``analysing`` by a worker that died before taking a lease row."""
    ids = [rel.upload([(f"o{i}.pdf", tagged_pdf(f"O{i}00"))]) for i in range(n)]
    for b in ids:
        rel.store.update("dn_batches", b, {"status": "analysing", "stage": "preparing"})
    return ids


def test_two_reconcilers_at_once_re_drive_each_orphan_exactly_once(rel: Harness) -> None:
    """Trials: 8 orphans, two ``tick`` processes started together (each runs the reconciler
    first), 2 rounds. Pass: exactly one ``redriven`` event per orphan; every batch then
    settles ``staged`` with its one candidate."""
    for _ in range(2):
        rel.reset()
        ids = make_orphans(rel, 8)
        procs = [rel.spawn("tick", label=f"tick-reconciler-{i}") for i in range(2)]
        try:
            for p in procs:
                assert p.wait(90) == 0
        finally:
            for p in procs:
                p.kill()
        for b in ids:
            kinds = [
                e["kind"]
                for e in rel.store.list("dn_batch_events", bind("batch = {:b}", b=b))
                if e["kind"] in ("redriven", "parked_poison")
            ]
            assert kinds == ["redriven"], (b, kinds)
        rel.tick_until_settled(ids, deadline_s=60)
        assert {rel.store.get("dn_batches", b)["status"] for b in ids} == {"staged"}


def test_a_batch_finishing_while_reconcilers_run_stays_finished(rel: Harness) -> None:
    """Trials: 1 batch read slowly (0.5 s a page, 5 pages) by one tick while other ticks
    (reconcilers) run back to back, plus two more past the TTL. Pass: the batch ends
    ``staged`` once: one ``finished`` event, no ``redriven`` event, status unchanged."""
    batch = rel.upload([(f"{i}.pdf", tagged_pdf(f"F{i}00")) for i in range(5)])
    rel.latency_s = 0.5
    worker = rel.spawn("tick", label="tick-finisher", DN_READ_CONCURRENCY="1")
    try:
        while worker.popen.poll() is None:
            rel.tick()
        assert worker.wait(10) == 0
    finally:
        worker.kill()
    rel.latency_s = 0.0
    rel.wait_leases_lapsed([batch])  # no lease left that could keep the next ticks off it
    rel.tick()
    rel.tick()
    where = bind("batch = {:b}", b=batch)
    kinds = [e["kind"] for e in rel.store.list("dn_batch_events", where)]
    assert rel.store.get("dn_batches", batch)["status"] == "staged"
    assert kinds.count("finished") == 1 and "redriven" not in kinds, kinds
