"""The review page end to end in headless Chromium (Debian's ``chromium``, driven by
Playwright), against a real PocketBase serving ``pb_public/``.

A batch is uploaded and run through the real pipeline with a FakeReader; a reviewer signs
in, fixes a supplier, accepts, dismisses and sees the events; a later re-assembly keeps
every decision.

Without Chromium (or Playwright) the tests skip with a message on a developer's machine;
in CI (``CI=true``) they fail instead, so a run that could not check the page is never green.
"""

from __future__ import annotations

import importlib.util
import os
import re
from pathlib import Path
from typing import Any

import pytest
from PIL import Image, ImageDraw, ImageFont

from dn_pipeline.cli.app import make_worker
from dn_pipeline.operator import control as operations
from dn_pipeline.operator import hostdata, reviewers
from dn_pipeline.operator import uploads as batches
from dn_pipeline.readers.base import PageInput, Word
from dn_pipeline.run.tick import tick
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import bind
from dn_pipeline.testing import FakeReader, TestServer, wipe

pytestmark = pytest.mark.browser

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
PASSWORD = "browser-test-password"

# The notes of the batch, one page each; the FakeReader tells them apart by page width.
NOTES: list[dict[str, Any]] = [
    {
        "doc_type": "delivery_note",
        "document_number": "884512",
        "supplier_name": "Southern Cross Concrete Pty Ltd",
        "supplier_tax_id": "53 004 085 616",
        "delivery_date": "2026-11-03",
        "po_number": "4500101",
        "items": [
            {"product_code": "N32", "description": "Concrete 32 MPa", "quantity": 6.4, "unit": "m3"}
        ],
    },
    {
        "doc_type": "delivery_note",
        "document_number": "77120",
        "supplier_name": "I.B. Steel",
        "delivery_date": "2026-11-04",
        "po_number": "4500102",
        "items": [
            {
                "product_code": "SL82",
                "description": "Mesh SL82 6x2.4",
                "quantity": 40,
                "unit": "sheet",
            }
        ],
    },
    {
        "doc_type": "delivery_note",
        "document_number": "5531",
        "supplier_name": "Acme Party Hire",
        "delivery_date": "2026-11-05",
        "items": [{"description": "Marquee 6x6", "quantity": 1, "unit": "ea"}],
    },
    {"doc_type": "invoice", "document_number": "INV-99", "supplier_name": "Acme Party Hire"},
]
BASE_WIDTH = 1000
# Word boxes of each note's title line as drawn, by page width: what a reader that keeps
# words stores with its answer, so the review page can show where the number was read.
TITLE_WORDS: dict[int, list[Word]] = {}


def _drawn_words(draw: ImageDraw.ImageDraw, xy: tuple[int, int], text: str,
                 font: ImageFont.FreeTypeFont) -> list[Word]:  # fmt: skip
    words = []
    for match in re.finditer(r"\S+", text):
        x = xy[0] + draw.textlength(text[: match.start()], font=font)
        x0, y0, x1, y1 = draw.textbbox((x, xy[1]), match.group(), font=font)
        words.append(Word(t=match.group(), x0=x0, y0=y0, x1=x1, y1=y1))
    return words


def note_image(i: int, note: dict[str, Any], path: Path) -> Path:
    image = Image.new("RGB", (BASE_WIDTH + i, 1300), "white")
    draw = ImageDraw.Draw(image)
    big, small = ImageFont.load_default(size=40), ImageFont.load_default(size=26)
    title = "TAX INVOICE" if note["doc_type"] == "invoice" else "DELIVERY DOCKET"
    draw.rectangle((0, 0, image.width, 120), fill=(28, 52, 96))
    draw.text((50, 38), note.get("supplier_name") or "", font=big, fill="white")
    heading = f"{title}   No. {note.get('document_number') or ''}"
    draw.text((50, 170), heading, font=big, fill="black")
    TITLE_WORDS[image.width] = _drawn_words(draw, (50, 170), heading, big)
    lines = [
        f"Date: {note.get('delivery_date') or ''}",
        f"Your order: {note.get('po_number') or '-'}",
        "Deliver to: 61 Church Street, Parramatta NSW",
    ]
    for n, item in enumerate(note.get("items") or []):
        lines.append(
            f"{item.get('product_code') or '':8} {item['description']:32} "
            f"{item['quantity']} {item['unit']}"
        )
        del n
    for n, line in enumerate(lines):
        draw.text((50, 270 + 50 * n), line, font=small, fill="black")
    draw.line((50, 1150, 450, 1150), fill="black", width=2)
    draw.text((50, 1160), "Received by", font=small, fill="gray")
    image.save(path)
    return path


def answer(page: PageInput) -> dict[str, Any]:
    return dict(NOTES[page.width - BASE_WIDTH])


def cannot_run(reason: str) -> None:
    """Skip on a developer's machine; fail in CI, where the page must be checked."""
    if os.environ.get("CI") == "true":
        pytest.fail(f"{reason} (CI=true: the browser tests must run, not skip)", pytrace=False)
    pytest.skip(reason)


def require_browser() -> None:
    """Chromium and Playwright are there, or ``cannot_run`` says which is missing."""
    if not CHROMIUM.exists():
        cannot_run(f"no {CHROMIUM}: install Debian's chromium to run the browser tests")
    if importlib.util.find_spec("playwright") is None:
        cannot_run("playwright is not installed (pip install -e .[test])")


@pytest.fixture(scope="module")
def batch(served: TestServer, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    store = served.store()
    wipe(store)
    for kind in hostdata.KINDS:
        hostdata.import_csv(store, kind, ROOT / "fixtures" / "hostdata" / f"{kind}.csv")
    folder = tmp_path_factory.mktemp("notes")
    files = [note_image(i, n, folder / f"IMG_{2040 + i}.png") for i, n in enumerate(NOTES)]
    batch_id = batches.create_batch(store, "SYD-01", files, label="Parramatta gate 2 dockets")
    reader = FakeReader(answer=answer, words=lambda page: TITLE_WORDS.get(page.width))
    worker = make_worker(served.settings(), store, reader=reader)
    tick(worker)
    reviewers.add_reviewer(store, "clerk@example.test", ["SYD-01"], PASSWORD)
    return {"id": batch_id, "worker": worker, "store": store, "files": files}


def note(store: Store, batch_id: str, number: str) -> dict[str, Any]:
    found = store.first(
        "dn_batch_notes", bind("batch = {:b} && document_number = {:n}", b=batch_id, n=number)
    )
    assert found is not None, number
    return found


def test_a_reviewer_fixes_accepts_and_dismisses_and_a_rerun_keeps_it(
    served: TestServer, batch: dict[str, Any]
) -> None:
    from playwright.sync_api import expect, sync_playwright

    store: Store = batch["store"]
    batch_id = batch["id"]
    assert note(store, batch_id, "77120")["status"] == "needs_review"
    ironbark = store.first("suppliers", bind("name = {:n}", n="Ironbark Steel & Mesh Pty Ltd"))
    assert ironbark is not None

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1440, "height": 1000})
        page.set_default_timeout(15000)
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        blocked: list[str] = []  # CSP violations are reported on the console
        page.on("console", lambda m: "Content Security Policy" in m.text and blocked.append(m.text))

        page.goto(served.url + "/")
        # The CSP (issue 15): an injected inline script does not run, the page's own code does.
        page.evaluate(
            "() => { const s = document.createElement('script');"
            " s.textContent = 'window.__injected = 1'; document.head.appendChild(s); }"
        )
        assert page.evaluate("() => window.__injected") is None
        assert blocked, "the injected inline script was not refused by a CSP"
        blocked.clear()
        page.fill("#email", "clerk@example.test")
        page.fill("#password", PASSWORD)
        page.click("button[type=submit]")

        row = page.locator(f"tr.row[data-id='{batch_id}']")
        expect(row).to_contain_text("Parramatta gate 2 dockets")
        expect(row).to_contain_text("needs review")
        row.click()

        page.locator(".cands li", has_text="77120").click()
        expect(page.locator("#candidate h2")).to_have_text("77120")
        expect(page.locator(".reasons")).to_contain_text("does not match any known supplier")
        expect(page.locator("#candidate .pagebox img")).to_have_count(1)
        # Where the number was read: a box over its word on the page image.
        number_box = page.locator("#candidate .pagebox .hl[data-field=document_number]")
        expect(number_box).to_have_count(1)
        expect(number_box).to_have_attribute("title", re.compile(r"Number: 77120"))
        box = number_box.bounding_box()
        image = page.locator("#candidate .pagebox img").bounding_box()
        assert box and image and box["width"] > 0 and box["x"] > image["x"]
        page.select_option("#f-supplier", label="Ironbark Steel & Mesh Pty Ltd")
        expect(page.locator("#toast")).to_contain_text("Supplier set")
        expect(page.locator("label[for=f-supplier] .fixed")).to_be_visible()
        page.keyboard.press("a")
        expect(page.locator("#events")).to_contain_text("candidate accepted")

        page.locator(".cands li", has_text="5531").click()
        expect(page.locator("#candidate h2")).to_have_text("5531")
        page.keyboard.press("d")
        page.locator("dialog label", has_text="Not for this site").click()
        page.click("#confirm-dismiss")
        expect(page.locator("#events")).to_contain_text("candidate dismissed")
        expect(page.locator(".cands li", has_text="5531")).to_contain_text("dismissed")

        kinds = page.locator("#events tr").evaluate_all("rows => rows.map(r => r.dataset.kind)")
        assert {"candidate_field_fixed", "candidate_accepted", "candidate_dismissed"} <= set(kinds)

        # The picture for the record: the fixed, accepted note beside its page.
        page.locator(".cands li", has_text="77120").click()
        expect(page.locator("#candidate .decision")).to_contain_text("Accepted")
        page.locator("#candidate .pagebox img").evaluate("img => img.decode()")
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "review-batch.png"), full_page=True)

        # j/k move between candidates.
        page.keyboard.press("k")
        expect(page.locator("#candidate h2")).to_have_text("884512")

        page.goto(served.url + "/#/")
        expect(row).to_contain_text("1 dismissed")
        page.screenshot(path=str(ARTIFACTS / "review-list.png"))

        # Upload a new batch from the page.
        page.goto(served.url + "/#/upload")
        page.set_input_files("#files", str(batch["files"][0]))
        page.fill("#label", "from the page")
        page.click("button[type=submit]")
        page.wait_for_url(re.compile(r"#/batch/[a-z0-9]+$"))
        uploaded = page.url.rsplit("/", 1)[1]
        browser.close()
    assert errors == []
    assert blocked == [], blocked  # nothing of the page's own was refused by its CSP

    fixed = note(store, batch_id, "77120")
    dismissed = note(store, batch_id, "5531")
    events = store.list("dn_batch_events", bind("batch = {:b}", b=batch_id))
    reviewer_events = [e for e in events if e["actor_kind"] == "reviewer"]
    reviewer_id = reviewers.list_reviewers(store)[0].id
    assert {e["actor"] for e in reviewer_events} == {reviewer_id}
    assert len(reviewer_events) == 3
    up = store.get("dn_batches", uploaded)
    assert (up["status"], up["label"]) == ("queued", "from the page")
    assert store.count("dn_batch_sources", bind("batch = {:b}", b=uploaded)) == 1

    # A later pipeline run (manual assembly under the lease) keeps every decision.
    operations.assemble(batch["worker"], batch_id)
    after_fixed = note(store, batch_id, "77120")
    after_dismissed = note(store, batch_id, "5531")
    for field in (
        "status",
        "supplier",
        "supplier_name",
        "reviewed_fields",
        "reviewed_by",
        "reviewed_at",
        "pages",
    ):
        assert after_fixed[field] == fixed[field], field
    assert after_fixed["status"] == "ready_to_post"
    assert after_fixed["supplier"] == ironbark["id"]
    for field in ("status", "dismiss_reason", "reviewed_at", "supplier", "pages"):
        assert after_dismissed[field] == dismissed[field], field
    assert after_dismissed["dismiss_reason"] == "Not for this site"
    assert note(store, batch_id, "884512")["status"] == "ready_to_post"


def test_an_open_page_says_why_and_what_to_do_and_a_duplicate_opens_the_note_it_duplicates(
    served: TestServer, batch: dict[str, Any]
) -> None:
    """Issue 19 on a small screen (1024 x 640): the invoice page's dialog gives its reason in
    plain words and the three things a reviewer can do, fits the viewport with its Close
    button in view, closes with Esc and with the button; marking the page "not a delivery
    note" is recorded by the server and shown, and undone; a re-upload's possible duplicate
    shows the note it duplicates side by side and opens it."""
    from playwright.sync_api import expect, sync_playwright

    store: Store = batch["store"]
    first_id = batch["id"]
    again_id = batches.create_batch(store, "SYD-01", [batch["files"][0]], label="again")
    tick(batch["worker"])
    original = note(store, first_id, "884512")
    copy = note(store, again_id, "884512")
    assert "possible_duplicate" in copy["review_reasons"]
    assert copy["duplicate_of"] == f"dn_batch_notes:{original['id']}"

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1024, "height": 640})
        page.set_default_timeout(15000)
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        page.goto(served.url + "/")
        page.fill("#email", "clerk@example.test")
        page.fill("#password", PASSWORD)
        page.click("button[type=submit]")
        expect(page.locator(f"tr.row[data-id='{first_id}']")).to_be_visible()

        page.goto(served.url + f"/#/batch/{first_id}")
        dialog = page.locator("dialog")

        def open_invoice_page() -> None:
            page.locator(".sidebar button.link", has_text="IMG_2043").click()
            expect(dialog).to_be_visible()

        open_invoice_page()
        expect(dialog.locator(".open-reason")).to_contain_text("another kind of document")
        actions = dialog.locator(".open-actions")
        for words in ("Move it into a note", "Leave it", "not a delivery note"):
            expect(actions).to_contain_text(words)
        page.locator("dialog img").first.evaluate("img => img.decode()")
        box = dialog.bounding_box()
        assert box is not None
        assert box["y"] >= 0 and box["y"] + box["height"] <= 640, box
        assert box["x"] >= 0 and box["x"] + box["width"] <= 1024, box
        expect(dialog.locator(".dialog-close")).to_be_in_viewport()
        page.keyboard.press("Escape")
        expect(dialog).to_be_hidden()
        open_invoice_page()
        dialog.locator(".dialog-close").click()
        expect(dialog).to_be_hidden()

        # Mark it not a delivery note: the server records the mark, the page shows it, and
        # the reviewer can take it off again.
        sources = store.list("dn_batch_sources", bind("batch = {:b}", b=first_id))
        (scan,) = [s for s in sources if "IMG_2043" in s["original_name"]]
        (invoice,) = store.list("dn_batch_pages", bind("source = {:s}", s=scan["id"]))
        open_invoice_page()
        dialog.locator("#mark-not-dn").click()
        expect(page.locator(".sidebar .marked")).to_contain_text("not a delivery note")
        expect(page.locator("#events tr[data-kind='page_marked']")).to_have_count(1)
        marked = store.get("dn_batch_pages", invoice["id"])
        clerk = store.first("reviewers", bind("email = {:e}", e="clerk@example.test"))
        assert clerk is not None
        assert (marked["review_mark"], marked["marked_by"]) == ("not_a_delivery_note", clerk["id"])
        shown = batches.show_batch(store, first_id)
        assert shown["open_pages_marked"] == 1
        open_invoice_page()
        expect(dialog.locator(".open-mark")).to_contain_text("Marked not a delivery note by you")
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "review-open-page-marked.png"))
        dialog.locator("#unmark-page").click()
        expect(page.locator(".sidebar .marked")).to_have_count(0)
        expect(page.locator("#events tr[data-kind='page_unmarked']")).to_have_count(1)
        assert store.get("dn_batch_pages", invoice["id"])["review_mark"] == ""

        page.goto(served.url + f"/#/batch/{again_id}")
        page.locator(".cands li", has_text="884512").click()
        expect(page.locator(".reasons")).to_contain_text("duplicate")
        page.click("#show-duplicate")
        other = dialog.locator("#dup-other")
        expect(other).to_contain_text("884512")
        expect(other).to_contain_text("Parramatta gate 2 dockets")
        expect(dialog.locator("img")).to_have_count(2)  # side by side: both pages
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "review-duplicate.png"))
        dialog.locator("#dup-link").click()
        page.wait_for_url(re.compile(rf"#/batch/{first_id}/{original['id']}$"))
        expect(page.locator("#candidate h2")).to_have_text("884512")
        expect(page.locator(".batchhead h1")).to_have_text("Parramatta gate 2 dockets")
        browser.close()
    assert errors == []
