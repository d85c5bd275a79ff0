"""The logo letterhead of a text-layer page (``readers/letterhead.py``): only the top strip
decoded, lines read from the region's marks when they explain it, else the region detected
at a scale set by its smallest print, no angle vote, no line the text layer holds
recognised. Drawn images and the reader set's logo page; no timing."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFilter

from dn_pipeline.errors import ReadError
from dn_pipeline.finding.names import unmarked
from dn_pipeline.readers import embedded, letterhead, tinyfirst
from dn_pipeline.readers.base import PageInput, Word
from dn_pipeline.readers.embedded import EmbeddedReader
from dn_pipeline.stages.normalise import NormalisedPage, NormaliseOptions, iter_pages

LOGO_PAGE = Path(__file__).resolve().parents[2] / "fixtures" / "reader_set" / "29-logo-A.pdf"


@pytest.fixture(scope="module")
def reader() -> EmbeddedReader:
    return EmbeddedReader()


def _logo_page() -> PageInput:
    for page in iter_pages(LOGO_PAGE.read_bytes(), NormaliseOptions()):
        assert isinstance(page, NormalisedPage)
        return PageInput(png=page.png, width=page.width, height=page.height,
                         text_layer=list(page.text_layer))  # fmt: skip
    raise AssertionError("no page")


def _noisy_page(width: int = 800, height: int = 2000) -> Image.Image:
    """A page of incompressible pixels: its PNG rows are spread evenly over the file."""
    pixels = np.random.default_rng(7).integers(0, 256, (height, width, 3), dtype=np.uint8)
    return Image.fromarray(pixels, "RGB")


def _png(image: Image.Image, **options: Any) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, "PNG", **options)
    return buffer.getvalue()


def _chunk_ends(png: bytes) -> list[int]:
    """Where each chunk of a PNG file ends (length, type, data, CRC)."""
    ends, at = [], 8
    while at < len(png):
        at += 12 + int.from_bytes(png[at : at + 4], "big")
        ends.append(at)
    return ends


def test_the_top_strip_is_decoded_without_the_rest_of_the_page() -> None:
    page = _noisy_page()
    png = _png(page)
    strip = letterhead.top_strip(png)
    assert strip.size == (800, int(2000 * letterhead.SHARE)) and strip.mode == "RGB"
    assert np.array_equal(np.asarray(strip), np.asarray(page.crop((0, 0, 800, 440))))
    # Cut the file at its first chunk boundary past 40 %: the whole page no longer decodes,
    # its top strip (22 % of the rows) still does, so the decoder never reads past it.
    cut = png[: next(end for end in _chunk_ends(png) if end > len(png) * 2 // 5)]
    with pytest.raises(ReadError):
        embedded._decode(cut)
    assert np.array_equal(np.asarray(letterhead.top_strip(cut)), np.asarray(strip))


def test_a_grey_page_and_an_image_that_is_not_one_run_of_png_rows_give_the_same_strip() -> None:
    grey = _noisy_page(width=300, height=400).convert("L")
    want = np.asarray(grey.crop((0, 0, 300, 88)).convert("RGB"))
    strip = letterhead.top_strip(_png(grey))
    assert strip.mode == "RGB" and np.array_equal(np.asarray(strip), want)
    # Not a PNG Pillow reads row by row (here a BMP; an interlaced PNG alike): decoded whole.
    buffer = io.BytesIO()
    grey.save(buffer, "BMP")
    assert np.array_equal(np.asarray(letterhead.top_strip(buffer.getvalue())), want)
    with pytest.raises(ReadError):
        letterhead.top_strip(b"not a png")


def test_a_region_is_detected_shrunk_until_its_smallest_print_is_glyph_det_tall() -> None:
    assert letterhead.GLYPH_DET == 16
    assert letterhead.detection_side(656, 40) == 262  # logo letters 40 px: 0.4 of the side
    assert letterhead.detection_side(412, 16) == 412  # small print: the region's own size
    assert letterhead.detection_side(80, 8) == 80  # a tiny tag line: never enlarged


def test_the_logo_page_detects_its_logo_at_the_scale_of_its_letters(
    reader: EmbeddedReader, monkeypatch: pytest.MonkeyPatch
) -> None:
    detector = letterhead.strip_detector(reader.engine())
    shapes: list[tuple[int, ...]] = []
    session = detector.session

    class Spy:
        def __call__(self, batch: np.ndarray) -> Any:
            shapes.append(tuple(batch.shape))
            return session(batch)

    monkeypatch.setattr(detector, "session", Spy())
    # Its lines are read from its marks, without the detector (below); when they cannot be:
    monkeypatch.setattr(letterhead, "_lines_pass", lambda *_: None)
    out = reader.read(_logo_page())
    assert [w["t"] for w in out.words or [] if "c" in w] == ["Blue Metal Quarries Ltd"]
    # The region is 656 x 100 px and its letters about 30 px tall: detected at about half
    # size (352 x 64 after rounding to 32), not at its own size (640 x 96).
    assert len(shapes) == 1 and max(shapes[0][2:]) <= 384, shapes


def test_a_region_of_a_digital_page_is_read_upright_without_the_angle_vote(
    reader: EmbeddedReader, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_vote(*_: object) -> float:
        raise AssertionError("angle vote on a region of a digital page")

    monkeypatch.setattr(embedded, "_turn_vote", no_vote)
    out = reader.read(_logo_page())
    assert [unmarked(w["t"]) for w in out.words or [] if "c" in w] == ["Blue Metal Quarries Ltd"]


def test_a_logo_whose_marks_are_letters_and_a_graphic_is_read_without_the_detector(
    reader: EmbeddedReader, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_detector(*_: object) -> None:
        raise AssertionError("the detector ran on a logo its marks explain")

    monkeypatch.setattr(letterhead, "strip_detector", no_detector)
    out = reader.read(_logo_page())  # an emblem beside the name, an address under it
    logo = [w for w in out.words or [] if "c" in w]
    # The emblem, as tall as the letters, is read with them; the finder leaves it out.
    assert [unmarked(w["t"]) for w in logo] == ["Blue Metal Quarries Ltd"], logo
    assert logo[0]["c"] >= letterhead.LINES_SURE


def test_a_logo_whose_marks_are_not_all_letters_or_whose_read_is_unsure_goes_to_the_detector(
    reader: EmbeddedReader, monkeypatch: pytest.MonkeyPatch
) -> None:
    detected: list[int] = []
    original = letterhead._region_pass

    def region_pass(*args: Any) -> list[Word]:
        detected.append(1)
        return original(*args)

    monkeypatch.setattr(letterhead, "_region_pass", region_pass)
    strip = Image.new("RGB", (1000, 1400), "white")
    draw = ImageDraw.Draw(strip)
    draw.text((120, 60), "Northwind Traders", fill="black", font_size=48)
    page = _png(strip)
    assert [w["t"] for w in letterhead.letterhead_words(reader.engine, page, [])] == [
        "Northwind Traders"
    ]
    assert detected == []
    # A mark no line explains (a squiggle of the letters' size far from them): the detector.
    draw.ellipse((700, 200, 740, 236), outline="black", width=4)
    letterhead.letterhead_words(reader.engine, _png(strip), [])
    assert detected == [1]
    # Every mark explained but a line read less sure than LINES_SURE: the detector too.
    monkeypatch.setattr(letterhead, "LINES_SURE", 1.01)
    words = letterhead.letterhead_words(reader.engine, page, [])
    assert [w["t"] for w in words] == ["Northwind Traders"] and detected == [1, 1]


def test_a_detected_line_the_text_layer_holds_is_not_recognised(
    reader: EmbeddedReader, monkeypatch: pytest.MonkeyPatch
) -> None:
    region = Image.new("RGB", (700, 200), "white")
    draw = ImageDraw.Draw(region)
    draw.text((20, 20), "Northwind Traders", fill="black", font_size=40)
    draw.text((20, 120), "Invoice 40211", fill="black", font_size=40)
    held = [Word(t="Invoice", x0=320, y0=415, x1=480, y1=470),  # page pixels: the region
            Word(t="40211", x0=490, y0=415, x1=620, y1=470)]  # fmt: skip  # sits at (300, 300)
    engine = reader.engine()
    recognised: list[int] = []
    original = engine.recognize_txt
    monkeypatch.setattr(engine, "recognize_txt",
                        lambda crops: recognised.append(len(crops)) or original(crops))  # fmt: skip
    words = letterhead._region_pass(engine, region, 40, (300, 300), held)
    assert [w["t"] for w in words] == ["Northwind Traders"] and recognised == [1], words
    # Without the text layer both lines are read.
    recognised.clear()
    words = letterhead._region_pass(engine, region, 40, (300, 300), [])
    assert len(words) == 2 and recognised == [2], words


def test_a_logo_line_keeps_the_tiny_read_where_a_page_line_would_be_read_again(
    reader: EmbeddedReader, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A soft logo: the tiny model reads it right but under SURE, so on an OCR page the small
    # model would read it again.
    region = Image.new("RGB", (700, 120), "white")
    ImageDraw.Draw(region).text((20, 20), "Northwind Traders", fill="black", font_size=56)
    region = region.filter(ImageFilter.GaussianBlur(6))
    engine = reader.engine()
    cascade = engine._load_rec_model().session
    before = cascade.small_reads
    words = letterhead._region_pass(engine, region, 40, (0, 0), [])
    assert [w["t"] for w in words] == ["Northwind Traders"] and words[0]["c"] < tinyfirst.SURE
    assert cascade.small_reads == before
    # The page threshold on logo lines: the small model reads it.
    monkeypatch.setattr(tinyfirst, "LOGO_SURE", tinyfirst.SURE)
    words = letterhead._region_pass(engine, region, 40, (0, 0), [])
    assert [w["t"] for w in words] == ["Northwind Traders"] and cascade.small_reads == before + 1


def test_no_ocr_engine_is_asked_for_when_the_text_layer_covers_the_strip(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def no_engine() -> Any:
        raise AssertionError("OCR engine asked for with nothing to read")

    strip = Image.new("RGB", (1000, 1400), "white")
    draw = ImageDraw.Draw(strip)
    draw.rectangle((100, 100, 400, 130), fill="black")
    layer = [Word(t="Title", x0=100, y0=100, x1=400, y1=130)]
    assert letterhead.letterhead_words(no_engine, _png(strip), layer) == []
