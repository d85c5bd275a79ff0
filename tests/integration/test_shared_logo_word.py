"""A logo word two suppliers of the site share, end to end against a real PocketBase: the
staged run (FakeReader words, the finder at assembly) makes one candidate of a note whose
second page prints only that word, with the supplier its first page names; a note that
prints nothing but the shared word goes to review as ``supplier_ambiguous`` instead of to
whichever supplier came first; the page's evidence names both host records.

Every name and number here is invented (no test copies a real document)."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from PIL import Image, ImageDraw

from dn_pipeline.cli.app import make_worker
from dn_pipeline.operator import uploads as batches
from dn_pipeline.readers.base import PageInput, Word
from dn_pipeline.run.tick import tick
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import bind
from dn_pipeline.testing import FakeReader, TestServer
from tests.unit.finding_words import PAGE_H, PAGE_W, words

LOGO = "NAVALMORAL"
FIRST = words(
    (40, 60, "Navalmoral Eléctrica S.L."), (80, 60, "ALBARÁN DE ENTREGA"),
    (120, 60, "Número: A24-591212"), (160, 60, "Fecha: 03/04/2026"),
    (200, 60, "Página 1 de 2"), (300, 60, "Ref.  Descripción  Cant."),
    (330, 60, "K790767  Bandeja de cable 300mm  27 uds"),
)  # fmt: skip
SECOND = words(
    (40, 60, LOGO), (44, 680, "Número: A24-591212"), (80, 1080, "Página 2 de 2"),
    (140, 60, "Ref.  Descripción  Cant."), (170, 60, "M127998  Caja estanca IP65  4 uds"),
)  # fmt: skip
ALONE = words(
    (40, 60, LOGO), (80, 60, "ALBARÁN"), (120, 60, "Número: B25-100412"),
    (160, 60, "Fecha: 05/04/2026"), (300, 60, "K790767  Bandeja de cable 300mm  8 uds"),
)  # fmt: skip


def _batch(store: Store, folder: Path, pages: list[list[Word]]) -> tuple[str, FakeReader]:
    """A batch of one image a page; the fake reader answers each image with its words,
    told apart by a black square at ``x = 100 * k`` (whatever order reads run in)."""
    paths = []
    for k in range(len(pages)):
        image = Image.new("L", (int(PAGE_W), int(PAGE_H)), 255)
        ImageDraw.Draw(image).rectangle((100 * k + 20, 20, 100 * k + 80, 80), fill=0)
        path = folder / f"page-{k}.png"
        image.save(path)
        paths.append(path)

    def words_of(page: PageInput) -> list[Word]:
        image = Image.open(io.BytesIO(page.png)).convert("L")
        row = round(50 * image.height / PAGE_H)  # the squares' middle, however stored
        dark = next(x for x in range(image.width) if image.getpixel((x, row)) < 128)
        return pages[round(dark * PAGE_W / image.width) // 100]

    reader = FakeReader(answer=lambda _p: {"doc_type": "delivery_note"}, words=words_of, paid=False)
    return batches.create_batch(store, "NAV-1", paths), reader


def _host(store: Store) -> tuple[dict[str, Any], dict[str, Any]]:
    store.create("sites", {"code": "NAV-1", "name": "Navalmoral works"})
    plain = store.create("suppliers", {"name": "Navalmoral Eléctrica S.L.", "aliases": [LOGO]})
    twin = store.create(
        "suppliers", {"name": "Navalmoral Eléctrica Distribuciones S.L.", "aliases": [LOGO]}
    )
    return plain, twin


def test_a_second_page_of_a_shared_logo_word_stays_with_its_note(
    pb: TestServer, store: Store, tmp_path: Path
) -> None:
    plain, twin = _host(store)
    batch_id, reader = _batch(store, tmp_path, [FIRST, SECOND])
    tick(make_worker(pb.settings(), store, reader=reader))

    (note,) = store.list("dn_batch_notes", bind("batch = {:b}", b=batch_id))
    assert len(note["pages"]) == 2
    assert (note["document_number"], note["supplier"]) == ("A24-591212", plain["id"])
    assert "supplier_ambiguous" not in (note["review_reasons"] or [])
    second = store.get("dn_batch_pages", note["pages"][1])["found"]["evidence"]["supplier_name"]
    assert {second["host_id"], *second["host_ties"]} == {plain["id"], twin["id"]}


def test_a_note_only_a_shared_logo_word_names_goes_to_review_as_ambiguous(
    pb: TestServer, store: Store, tmp_path: Path
) -> None:
    _host(store)
    batch_id, reader = _batch(store, tmp_path, [ALONE])
    tick(make_worker(pb.settings(), store, reader=reader))

    (note,) = store.list("dn_batch_notes", bind("batch = {:b}", b=batch_id))
    assert note["document_number"] == "B25-100412"
    assert (note["supplier"], note["supplier_name"]) == ("", LOGO)  # what the page prints
    assert "supplier_ambiguous" in note["review_reasons"]
