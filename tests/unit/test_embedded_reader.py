"""The embedded reader over the project's own fixture documents (no server needed).

The reader set is read once per module (OCR is ~1 s a page); the accuracy test prints
field-level precision and recall and fails below the floors. Reading the whole set is slow
by nature (~45 s on the shared 2-core machine at load ~3), so its two tests are ``slow``:
run them with ``./dev test-slow`` or ``.venv/bin/pytest -m slow
tests/unit/test_embedded_reader.py``. The demo pages (a few seconds of OCR) stay in the
default run.
"""

from __future__ import annotations

import csv
import io
import json
import re
import socket
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from PIL import Image, ImageDraw, ImageFont
from rapidfuzz import fuzz

from dn_pipeline.finding import FINDER_VERSION, HostData
from dn_pipeline.readers import embedded, letterhead, logolines, tinyfirst
from dn_pipeline.readers.base import PageInput, Word
from dn_pipeline.readers.embedded import EmbeddedReader
from dn_pipeline.readers.schema import has_note_fields, validate_read
from dn_pipeline.stages import assemble as assembly
from dn_pipeline.stages import resolve as entities
from dn_pipeline.stages.docnum import normalise_document_number
from dn_pipeline.stages.fields import find_page
from dn_pipeline.stages.normalise import NormalisedPage, NormaliseOptions, iter_pages

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
READER_SET = FIXTURES / "reader_set"
DEMO = FIXTURES / "demo"

# Floors: the issue asks 0.9 recall on number, date and PO. Supplier names come from OCR'd
# letterheads and are matched fuzzily downstream; 0.85 is what we can honestly promise.
RECALL_FLOOR = {"document_number": 0.9, "delivery_date": 0.9, "po_number": 0.9,
                "supplier_name": 0.85}  # fmt: skip
PRECISION_FLOOR = 0.9


def _pages(path: Path) -> Iterator[PageInput]:
    """The pages of a source exactly as the pipeline stores them."""
    for page in iter_pages(path.read_bytes(), NormaliseOptions()):
        assert isinstance(page, NormalisedPage), page
        yield PageInput(
            png=page.png, width=page.width, height=page.height, text_layer=list(page.text_layer)
        )


def _page_input(image: Image.Image, words: list[Word]) -> PageInput:
    buffer = io.BytesIO()
    image.save(buffer, "PNG")
    return PageInput(png=buffer.getvalue(), width=image.width, height=image.height,
                     text_layer=words)  # fmt: skip


@pytest.fixture(scope="module")
def reader() -> EmbeddedReader:
    return EmbeddedReader()


def _fields(reader: EmbeddedReader, page: PageInput) -> dict[str, Any]:
    """Read the page's words, then find its fields as assembly does (no host data)."""
    out = reader.read(page)
    return find_page(read=out.result, words=out.words, text_layer=page.text_layer,
                     width=page.width, height=page.height, host=HostData(),
                     date_order="dmy").result  # fmt: skip


@pytest.fixture(scope="module")
def reader_set_reads(reader: EmbeddedReader) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    truth = json.loads((READER_SET / "truth.json").read_text())

    def read(case: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
        page = list(_pages(READER_SET / case["file"]))[case["page"] - 1]
        return case, _fields(reader, page)

    # Two at a time, as the pipeline's read pool does: one OCR session thread each.
    with ThreadPoolExecutor(max_workers=2) as pool:
        return list(pool.map(read, truth))


def _norm_id(value: object) -> str:
    return re.sub(r"[^0-9A-Z]", "", str(value or "").upper())


def _field_correct(field: str, truth: dict[str, Any], read: dict[str, Any]) -> bool | None:
    """None when the reader gave nothing for the field; else whether it is right."""
    if field == "delivery_date":
        if not read.get("delivery_date_raw"):
            return None
        same_raw = _norm_id(read["delivery_date_raw"]) == _norm_id(truth["delivery_date_raw"])
        return same_raw and read.get("delivery_date") == truth["delivery_date"]
    value = read.get(field)
    if not value:
        return None
    if field == "supplier_name":
        return fuzz.ratio(str(value).casefold(), truth[field].casefold()) >= 90
    return _norm_id(value) == _norm_id(truth[field])


def accuracy(reads: list[tuple[dict[str, Any], dict[str, Any]]]) -> dict[str, tuple[float, float]]:
    """Field -> (precision, recall) over the reader set."""
    table = {}
    for field in RECALL_FLOOR:
        outcomes = [_field_correct(field, truth, read) for truth, read in reads]
        answered = [o for o in outcomes if o is not None]
        correct = sum(1 for o in answered if o)
        table[field] = (correct / max(len(answered), 1), correct / max(len(outcomes), 1))
    return table


@pytest.mark.slow
def test_reader_set_field_accuracy_meets_the_floors(
    reader_set_reads: list[tuple[dict[str, Any], dict[str, Any]]],
) -> None:
    table = accuracy(reader_set_reads)
    print(f"\nembedded reader over {len(reader_set_reads)} notes")
    print(f"{'field':<18}{'precision':>10}{'recall':>8}")
    for field, (precision, recall) in table.items():
        print(f"{field:<18}{precision:>10.2f}{recall:>8.2f}")
    for truth, read in reader_set_reads:
        wrong = [f for f in RECALL_FLOOR if not _field_correct(f, truth, read)]
        if wrong:
            got = {f: read.get(f) for f in [*wrong, "delivery_date_raw"]}
            print(f"  {truth['file']}: missed {wrong} got {got}")
    for field, (precision, recall) in table.items():
        assert recall >= RECALL_FLOOR[field], f"{field} recall {recall:.2f}"
        assert precision >= PRECISION_FLOOR, f"{field} precision {precision:.2f}"


@pytest.mark.slow
def test_every_read_of_the_reader_set_is_a_valid_delivery_note_read(
    reader_set_reads: list[tuple[dict[str, Any], dict[str, Any]]],
) -> None:
    for _, read in reader_set_reads:
        assert validate_read(read)["doc_type"] == "delivery_note"


def test_the_model_string_names_the_engine_and_word_versions_never_the_finder(
    reader: EmbeddedReader,
) -> None:
    from rapidocr._version import __version__

    from dn_pipeline.readers.fieldparse import PARSER_VERSION

    assert __version__ in reader.model and f"words-{embedded.WORDS_VERSION}" in reader.model
    # The scale a logo region is detected at, how sure a tiny read of its lines must be and
    # when an emblem's pieces are told from letters by their colour change what a text-layer
    # page reads.
    lines = f"L{letterhead.LINES_SURE:g}h{logolines.SAME_HUE:g}+"
    assert f"+logo{letterhead.GLYPH_DET}t{tinyfirst.LOGO_SURE:g}{lines}" in reader.model
    assert f"+logo{letterhead.GLYPH_DET}{lines}" in EmbeddedReader(recogniser="small").model
    assert PARSER_VERSION not in reader.model and FINDER_VERSION not in reader.model
    assert (reader.name, reader.paid) == ("embedded", False)


def test_detection_runs_at_its_own_side_and_the_read_key_names_it(reader: EmbeddedReader) -> None:
    detection = reader.engine().cfg.Det
    assert (detection.limit_type, detection.limit_side_len) == ("max", embedded.DET_SIDE)
    assert f"+max1800+det{embedded.DET_SIDE}+" in reader.model
    # Another setting is another key: reads made one way are never reused for the other.
    assert EmbeddedReader(det_side=0).model != reader.model
    assert "+det" not in EmbeddedReader(det_side=0).model


def test_the_detector_runs_its_model_without_subnormal_weights(reader: EmbeddedReader) -> None:
    """The shipped detection model's subnormal weights cost two thirds of its CPU on x86;
    the engine's detector runs the same model with them zeroed (``readers/subnormal.py``)."""
    from dn_pipeline.readers.subnormal import subnormal_count

    session = reader.engine()._load_det_model().session.session
    model = session._model_bytes  # onnxruntime keeps the bytes a session was made from
    assert model is not None and subnormal_count(model) == 0
    # Still rapidocr's single-threaded session: a page's CPU is not spread over a pool.
    assert session.get_session_options().intra_op_num_threads == 1
    assert reader.read(_typed_page(["Delivery Docket No: 557120"])).words


def test_each_line_is_recognised_alone_padded_only_to_its_own_width(
    reader: EmbeddedReader, monkeypatch: pytest.MonkeyPatch
) -> None:
    """rapidocr padded a batch of six crops to the widest and to at least 320 px: a third of
    recognition's CPU went on padding. Each crop now goes alone, at its own width."""
    assert f"+rec{embedded.REC_BATCH}x{embedded.REC_MIN_WIDTH}+" in reader.model
    session = reader.engine()._load_rec_model().session
    shapes: list[tuple[int, ...]] = []
    for model in (session.session, session.tiny):  # both recognisers (``tinyfirst``)

        def run(names: Any, feed: dict[str, Any], _run: Any = model.run) -> Any:
            shapes.extend(tuple(v.shape) for v in feed.values())
            return _run(names, feed)

        monkeypatch.setattr(model, "run", run)
    out = reader.read(_typed_page(["PO", "Delivery Docket No: 557120 for the yard at gate 4"]))
    assert any(w["t"] == "PO" for w in out.words or []), out.words
    assert shapes and all(shape[0] == 1 for shape in shapes), shapes
    # The two-letter line (about 1.5 times as wide as high) is not padded out to 320 px.
    assert min(shape[3] for shape in shapes) < 160, shapes


def test_a_read_is_the_words_with_confidences_and_no_fields(reader: EmbeddedReader) -> None:
    out = reader.read(_typed_page(["Delivery Docket No: 557120", "PO: 4500777"]))
    assert out.result == {"doc_type": "delivery_note"} and out.rotation == 0
    assert any("557120" in w["t"] for w in out.words or [])
    assert all(0.0 < w.get("c", 0.0) <= 1.0 for w in out.words or [])


def test_an_upright_page_is_recognised_once(
    reader: EmbeddedReader, monkeypatch: pytest.MonkeyPatch
) -> None:
    engine = reader.engine()
    calls: list[int] = []
    original = engine.recognize_txt
    monkeypatch.setattr(engine, "recognize_txt", lambda crops: calls.append(1) or original(crops))
    # Few fields on the page: the old reader turned it 180° and OCR'd it again for that.
    out = reader.read(_typed_page(["Thank you for your business"]))
    assert (len(calls), out.rotation) == (1, 0)


def test_an_upright_read_is_never_replaced_by_a_less_confident_turned_one(
    reader: EmbeddedReader, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(embedded, "_turn_vote", lambda engine, crops: 1.0)  # a wrong vote
    page = _typed_page(["Delivery Note No: DN-40211", "Order No: 4500123"])
    assert reader.read(page).rotation == 0
    assert _fields(reader, page)["document_number"] == "DN-40211"


def test_a_page_whose_text_layer_holds_its_text_is_not_ocrd(
    reader: EmbeddedReader, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_ocr(*_: object) -> None:
        raise AssertionError("OCR of a page with a complete text layer")

    monkeypatch.setattr(embedded, "_engine", no_ocr)
    page = next(_pages(READER_SET / "01-digital-A.pdf"))
    out = reader.read(page)
    assert out.words == [w for w in page.text_layer if w["t"].strip()]


def test_a_logo_letterhead_adds_only_the_words_the_text_layer_lacks(
    reader: EmbeddedReader,
) -> None:
    page = next(_pages(READER_SET / "29-logo-A.pdf"))  # the company name is only an image
    out = reader.read(page)
    added = [w["t"] for w in out.words or [] if w not in page.text_layer]
    assert len(added) == 1 and "Blue Metal" in added[0], added
    assert _fields(reader, page)["document_number"] == "D2877163"


def test_a_logo_letterhead_ocrs_only_the_part_of_the_strip_no_text_layer_word_covers(
    reader: EmbeddedReader, monkeypatch: pytest.MonkeyPatch
) -> None:
    page = next(_pages(READER_SET / "29-logo-A.pdf"))  # logo top left, address lines below it
    seen: list[tuple[int, int]] = []
    original = letterhead._lines_pass  # its lines are read from its marks (test_letterhead)

    def lines_pass(engine: Any, region: Image.Image, *args: Any) -> list[Word] | None:
        seen.append(region.size)
        return original(engine, region, *args)

    monkeypatch.setattr(letterhead, "_lines_pass", lines_pass)
    out = reader.read(page)
    strip_height = page.height * letterhead.SHARE
    assert len(seen) == 1 and seen[0][0] < page.width / 2 and seen[0][1] < strip_height / 3, seen
    logo = [w for w in out.words or [] if w not in page.text_layer]
    # Back in page pixels: the logo's name sits above the text layer's address line.
    address = min(w["y0"] for w in page.text_layer)
    assert len(logo) == 1 and logo[0]["y1"] <= address and logo[0]["x0"] > 50, logo


def test_ocr_runs_with_the_network_unreachable(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise OSError("network disabled by the test")

    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)
    page = _typed_page(["Delivery Docket No: 557120", "PO: 4500777", "Date: 23/11/2026"])
    result = _fields(EmbeddedReader(max_side=1200), page)  # a fresh engine size: a new load
    assert (result["document_number"], result["po_number"]) == ("557120", "4500777")


def test_a_white_page_reads_as_blank(reader: EmbeddedReader) -> None:
    result = _fields(reader, _page_input(Image.new("RGB", (1240, 1754), "white"), []))
    assert result["doc_type"] == "blank"


def test_an_upside_down_page_is_read_after_turning_it(reader: EmbeddedReader) -> None:
    page = _typed_page(["Delivery Note No: DN-40211", "Order No: 4500123", "Date: 3 Nov 2026"],
                       turn=True)  # fmt: skip
    out = reader.read(page)
    result = _fields(reader, page)
    assert (result["document_number"], result["po_number"]) == ("DN-40211", "4500123")
    assert out.rotation == 180


@pytest.mark.parametrize(("turned", "rotation"), [(90, 90), (270, 270)])
def test_a_page_lying_on_its_side_gives_its_words_upright(
    reader: EmbeddedReader, turned: int, rotation: int
) -> None:
    # A phone photo taken sideways whose EXIF orientation was lost: lines run up or down.
    page = _typed_page(["Delivery Note No: DN-40211", "Order No: 4500123", "Date: 3 Nov 2026"],
                       quarter=turned)  # fmt: skip
    out = reader.read(page)
    assert out.rotation == rotation
    upright = find_page(
        read=out.result, words=out.words, text_layer=[], width=page.width,
        height=page.height, host=HostData(), date_order="dmy", rotation=out.rotation,
    )  # fmt: skip
    assert upright.result["document_number"] == "DN-40211"
    assert upright.result["po_number"] == "4500123"
    assert upright.result["supplier_name"] == "Westside Aggregates Pty Ltd"
    # Words stand upright: the supplier's line is above the number's, left to right.
    name = next(w for w in out.words if "Westside" in w["t"])
    number = next(w for w in out.words if "DN-40211" in w["t"])
    assert name["y1"] < number["y0"] and name["x1"] - name["x0"] > name["y1"] - name["y0"]
    # The evidence box lies on the stored (sideways) image, around the printed number.
    box = upright.found["evidence"]["document_number"]["boxes"][0]
    assert 0 <= box[0] < box[2] <= page.width and 0 <= box[1] < box[3] <= page.height
    assert box[3] - box[1] > box[2] - box[0]  # a tall box: the text runs up or down there


@pytest.fixture(scope="module")
def demo_pages(reader: EmbeddedReader) -> list[tuple[str, NormalisedPage, dict[str, Any]]]:
    """Every page of the demo batch, in upload order, with its read (read once per module)."""
    expected = json.loads((DEMO / "expected.json").read_text())
    out = []
    for source in expected["sources"]:
        for page in iter_pages((DEMO / source["file"]).read_bytes(), NormaliseOptions()):
            assert isinstance(page, NormalisedPage), page
            read = _fields(reader, PageInput(png=page.png, width=page.width,
                                             height=page.height,
                                             text_layer=list(page.text_layer)))  # fmt: skip
            out.append((source["file"], page, read))
    return out


def _demo_read(
    demo_pages: list[tuple[str, NormalisedPage, dict[str, Any]]], source: str, page_no: int
) -> dict[str, Any]:
    return next(read for name, page, read in demo_pages if (name, page.page) == (source, page_no))


def test_a_dark_blurred_photo_is_not_blank_and_has_no_note_fields(
    demo_pages: list[tuple[str, NormalisedPage, dict[str, Any]]],
) -> None:
    result = _demo_read(demo_pages, "IMG_2047.jpg", 1)
    assert result["doc_type"] != "blank"
    assert not has_note_fields(result)


@pytest.mark.parametrize(
    ("source", "page_no"),
    [
        pytest.param("delivery-notes-nov.pdf", 1, id="digital-first-note"),
        pytest.param("delivery-notes-nov.pdf", 2, id="digital-two-page-note-page-1"),
        pytest.param("delivery-notes-nov.pdf", 4, id="digital-other-site-po"),
        pytest.param("scan-southern-cross.pdf", 1, id="skewed-noisy-scan"),
        pytest.param("IMG_2041.jpg", 1, id="phone-photo-exif-rotated"),
    ],
)
def test_the_demo_notes_read_as_expected(
    demo_pages: list[tuple[str, NormalisedPage, dict[str, Any]]], source: str, page_no: int
) -> None:
    expected = json.loads((DEMO / "expected.json").read_text())
    truth = next(n for n in expected["notes"] if n["source"] == source and page_no in n["pages"])
    result = _demo_read(demo_pages, source, page_no)
    assert _norm_id(result.get("document_number")) == _norm_id(truth["document_number"])
    assert _norm_id(result.get("po_number")) == _norm_id(truth["po_number"])
    assert _norm_id(result.get("delivery_date_raw")) == _norm_id(truth["delivery_date_raw"])
    assert fuzz.ratio(result.get("supplier_name") or "", truth["supplier_name"]) >= 90


def test_the_demo_continuation_page_and_invoice_page_are_told_apart(
    demo_pages: list[tuple[str, NormalisedPage, dict[str, Any]]],
) -> None:
    second = _demo_read(demo_pages, "delivery-notes-nov.pdf", 3)
    invoice = _demo_read(demo_pages, "delivery-notes-nov.pdf", 5)
    assert (second["page_number"], second["page_total"], second["continuation"]) == (2, 2, True)
    assert second["document_number"] == "DN-20931"
    assert invoice["doc_type"] == "invoice"


def test_the_demo_batch_assembles_and_resolves_to_its_expected_candidates(
    demo_pages: list[tuple[str, NormalisedPage, dict[str, Any]]],
) -> None:
    """The pure stages (assembly, resolution, duplicates) over the embedded reads agree with
    expected.json: which pages make which note, its reasons, and the open pages."""
    expected = json.loads((DEMO / "expected.json").read_text())
    pages = [
        assembly.Page(page_id=f"{name}#{page.page}", source_id=name, page=page.page,
                      image_sha256=page.sha256, read_status="ok", read=read)
        for name, page, read in demo_pages
    ]  # fmt: skip
    assembled = assembly.assemble(pages)
    host = _demo_host(expected["site"])
    resolutions = [entities.resolve(note, host) for note in assembled.notes]
    duplicates = entities.find_duplicates(assembled.notes, resolutions, host)
    got = [
        (list(note.page_ids), sorted([*res.reasons, *(["possible_duplicate"] if dup else [])]))
        for note, res, dup in zip(assembled.notes, resolutions, duplicates, strict=True)
    ]
    want = [
        ([f"{n['source']}#{p}" for p in n["pages"]], sorted(n["expected_reasons"]))
        for n in expected["notes"]
    ]
    assert got == want
    assert assembled.page_count == expected["page_count"]
    assert sorted((o.page_id, o.reason) for o in assembled.open_pages) == sorted(
        (f"{o['source']}#{o['page']}", o["reason"]) for o in expected["open_pages"]
    )


def _demo_host(site: str) -> entities.Host:
    """The fixture host data as resolution sees it for ``site``."""
    hostdata = FIXTURES / "hostdata"
    with (hostdata / "suppliers.csv").open(encoding="utf-8") as f:
        suppliers = tuple(
            entities.Supplier(id=row["name"], name=row["name"], tax_id=row["tax_id"],
                              aliases=tuple(json.loads(row["aliases"])))
            for row in csv.DictReader(f)
        )  # fmt: skip
    with (hostdata / "purchase_orders.csv").open(encoding="utf-8") as f:
        orders = list(csv.DictReader(f))
    return entities.Host(
        suppliers=suppliers,
        purchase_orders=tuple(
            entities.PurchaseOrder(
                id=o["number"], number=o["number"], supplier=o["supplier_name"], status=o["status"]
            )
            for o in orders
            if o["site_code"] == site
        ),
        po_numbers_elsewhere=frozenset(
            normalise_document_number(o["number"]) for o in orders if o["site_code"] != site
        ),
    )


def _typed_page(lines: list[str], *, turn: bool = False, quarter: int = 0) -> PageInput:
    image = Image.new("RGB", (1240, 1754), "white")
    draw = ImageDraw.Draw(image)
    font = ImageFont.load_default(size=34)
    draw.text(
        (120, 90), "Westside Aggregates Pty Ltd", fill="black", font=ImageFont.load_default(size=52)
    )
    for i, line in enumerate(lines):
        draw.text((120, 260 + 70 * i), line, fill="black", font=font)
    if turn:
        image = image.rotate(180)
    if quarter:
        image = image.rotate(quarter, expand=True)  # PIL turns anticlockwise
    return _page_input(image, [])
