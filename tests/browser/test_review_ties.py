"""A logo word two suppliers of the site share, on the review page, in headless Chromium
against a real PocketBase serving ``pb_public/`` (the helpers of ``test_review_page``): the
note that only that word names says the supplier matches more than one known supplier, and
the box over the word says it matches two host suppliers equally, so the reviewer knows why
the supplier is left to them."""

from __future__ import annotations

from pathlib import Path

import pytest

from dn_pipeline.cli.app import make_worker
from dn_pipeline.operator import reviewers
from dn_pipeline.run.tick import tick
from dn_pipeline.store.filters import bind
from dn_pipeline.testing import TestServer, wipe
from tests.browser.test_review_page import ARTIFACTS, CHROMIUM, CHROMIUM_ARGS
from tests.integration.test_shared_logo_word import ALONE, _batch, _host

pytestmark = pytest.mark.browser

EMAIL, PASSWORD = "ties-clerk@example.test", "ties-browser-password"


def test_a_shared_logo_word_says_it_matches_two_suppliers_and_leaves_the_choice(
    served: TestServer, tmp_path: Path
) -> None:
    from playwright.sync_api import expect, sync_playwright

    store = served.store()
    wipe(store)
    _host(store)
    batch_id, reader = _batch(store, tmp_path, [ALONE])
    tick(make_worker(served.settings(), store, reader=reader))
    (note,) = store.list("dn_batch_notes", bind("batch = {:b}", b=batch_id))
    assert "supplier_ambiguous" in note["review_reasons"]
    reviewers.add_reviewer(store, EMAIL, ["NAV-1"], PASSWORD)

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
        expect(page.locator(f"tr.row[data-id='{batch_id}']")).to_be_visible()

        page.goto(f"{served.url}/#/batch/{batch_id}")
        expect(page.locator("#candidate h2")).to_have_text("B25-100412")
        expect(page.locator(".reasons")).to_contain_text("more than one known supplier")
        logo = page.locator("#candidate .pagebox .hl[data-field=supplier_name]")
        expect(logo).to_have_count(1)
        expect(logo).to_have_attribute(
            "title", "Supplier: NAVALMORAL (host_name, matches 2 host suppliers equally)"
        )
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "review-ties.png"))
        browser.close()
    assert errors == []
