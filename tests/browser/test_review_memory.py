"""Supplier memory on the review page (issue #14 point 4), in headless Chromium against a
real PocketBase serving ``pb_public/`` (the helpers and server of ``test_review_page``).

A supplier's first note is read by the real pipeline (FakeReader words, the finder at
assembly) and its number, which the finder alone cannot find, is fixed by a reviewer
through the API; the next batch of that supplier learns from the fix and finds the
number, PO and date with evidence ``supplier_profile``. The page shows "learned from 1
confirmed note" beside each of them, and nothing of the kind beside the reviewer's own
values on the first note.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PIL import Image, ImageDraw

from dn_pipeline.cli.app import make_worker
from dn_pipeline.operator import reviewers
from dn_pipeline.operator import uploads as batches
from dn_pipeline.run.tick import tick
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import bind
from dn_pipeline.testing import FakeReader, TestServer, wipe
from tests.browser.test_review_page import ARTIFACTS, CHROMIUM, CHROMIUM_ARGS
from tests.unit.finding_words import PAGE_H, PAGE_W
from tests.unit.test_finding_profiles import note

pytestmark = pytest.mark.browser

EMAIL, PASSWORD = "memory-clerk@example.test", "memory-browser-password"


def _run(store: Store, worker: Any, folder: Path, name: str) -> dict[str, Any]:
    path = folder / f"{name}.png"
    image = Image.new("L", (int(PAGE_W), int(PAGE_H)), 255)
    seed = sum(map(ord, name))  # images differ, so each is read (once, ever)
    ImageDraw.Draw(image).rectangle((40 + seed % 500, 40, 80 + seed % 500, 80), fill=0)
    image.save(path)
    batch_id = batches.create_batch(store, "MEM-B", [path], label=name)
    tick(worker)
    (candidate,) = store.list("dn_batch_notes", bind("batch = {:b}", b=batch_id))
    return candidate


def test_a_number_found_through_supplier_memory_says_how_many_notes_it_was_learned_from(
    served: TestServer, tmp_path: Path
) -> None:
    from playwright.sync_api import expect, sync_playwright
    from pocketbase import PocketBase

    store = served.store()
    wipe(store)
    site = store.create("sites", {"code": "MEM-B", "name": "Memory yard"})
    kestrel = store.create("suppliers", {"name": "Kestrel Timber Ltd", "tax_id": "GB123456789"})
    store.create(
        "purchase_orders",
        {"number": "B10442", "site": site["id"], "supplier": kestrel["id"], "status": "open"},
    )
    pages = iter(
        [note("KS-104233", "B10442", "03/04/2026"), note("KS-204117", "B20771", "11/05/2026")]
    )
    reader = FakeReader(
        answer=lambda _p: {"doc_type": "delivery_note"}, words=lambda _p: next(pages), paid=False
    )
    worker = make_worker(served.settings(), store, reader=reader)
    first = _run(store, worker, tmp_path, "kestrel one")
    assert first["document_number"] != "KS-104233"  # the finder alone misses this layout

    reviewers.add_reviewer(store, EMAIL, ["MEM-B"], PASSWORD)
    client = PocketBase(served.url)
    client.collection("reviewers").auth_with_password(EMAIL, PASSWORD)
    fixed = {
        "document_number": "KS-104233",
        "supplier": kestrel["id"],
        "supplier_name": kestrel["name"],
    }
    client.collection("dn_batch_notes").update(
        first["id"],
        {"supplier": kestrel["id"], "supplier_name": kestrel["name"], "reviewed_fields": fixed},
    )
    client.collection("dn_batch_notes").update(first["id"], {"status": "ready_to_post"})

    second = _run(store, worker, tmp_path, "kestrel two")
    assert second["document_number"] == "KS-204117"
    evidence = store.get("dn_batch_pages", second["pages"][0])["found"]["evidence"]
    assert evidence["document_number"]["rule"] == "supplier_profile"
    assert evidence["document_number"]["support"] == 1

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1440, "height": 1000})
        page.set_default_timeout(15000)
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        page.goto(served.url + "/")
        page.fill("#email", EMAIL)
        page.fill("#password", PASSWORD)
        page.click("button[type=submit]")
        expect(page.locator(f"tr.row[data-id='{second['batch']}']")).to_be_visible()

        page.goto(f"{served.url}/#/batch/{second['batch']}")
        expect(page.locator("#candidate h2")).to_have_text("KS-204117")
        for field in ("f-number", "f-po", "f-date"):  # each found where note 1 had it
            learned = page.locator(f"label[for={field}] .learned")
            expect(learned).to_have_text("learned from 1 confirmed note")
        expect(page.locator("label[for=f-supplier] .learned")).to_have_count(0)
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "review-learned.png"))

        # The fixed note's number is the reviewer's, not learned: no label there.
        page.goto(f"{served.url}/#/batch/{first['batch']}")
        expect(page.locator("#candidate h2")).to_have_text("KS-104233")
        expect(page.locator("label[for=f-number] .fixed")).to_be_visible()
        expect(page.locator("#candidate .learned")).to_have_count(0)
        browser.close()
    assert errors == []
