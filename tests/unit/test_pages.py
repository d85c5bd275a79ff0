"""The page normaliser: sources in, canonical PNG pages (or reason codes) out. No server."""

from __future__ import annotations

import hashlib
import io
import struct
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pillow_heif
import pypdfium2 as pdfium
import pytest
from PIL import Image, ImageDraw, ImageFile

from dn_pipeline.errors import SourceError
from dn_pipeline.stages import normalise as pages
from dn_pipeline.stages.mime import sniff
from dn_pipeline.stages.normalise import (
    NORMALISER_VERSION,
    PDFIUM_LOCK,
    NormalisedPage,
    NormaliseOptions,
    PageFailure,
    iter_pages,
    page_count,
)
from tests.corpus import CorpusCase, bad_input_corpus, scan_jpeg, text_pdf

OPTIONS = NormaliseOptions()
REPO = Path(__file__).resolve().parents[2]


def outcome(data: bytes, options: NormaliseOptions = OPTIONS) -> list[NormalisedPage | PageFailure]:
    """What the runner does: count (validate), then iterate."""
    page_count(data, options)
    return list(iter_pages(data, options))


def first_code(data: bytes) -> str | None:
    try:
        results = outcome(data)
    except SourceError as exc:
        return exc.code
    return next((r.code for r in results if isinstance(r, PageFailure)), None)


def only_page(data: bytes, options: NormaliseOptions = OPTIONS) -> NormalisedPage:
    (page,) = outcome(data, options)
    assert isinstance(page, NormalisedPage)
    return page


def decoded(page: NormalisedPage) -> Image.Image:
    image = Image.open(io.BytesIO(page.png))
    image.load()
    return image


def image_bytes(image: Image.Image, format: str, **params: object) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format=format, **params)
    return buffer.getvalue()


def png_chunk_types(png: bytes) -> list[bytes]:
    types, at = [], 8
    while at < len(png):
        (length,) = struct.unpack(">I", png[at : at + 4])
        types.append(png[at + 4 : at + 8])
        at += 12 + length
    return types


def rotated_pdf(data: bytes, degrees: int) -> bytes:
    with PDFIUM_LOCK:
        doc = pdfium.PdfDocument(data)
        doc[0].set_rotation(degrees)
        buffer = io.BytesIO()
        doc.save(buffer)
        doc.close()
    return buffer.getvalue()


# --- bad input ------------------------------------------------------------------------------

CORPUS = bad_input_corpus()


@pytest.mark.filterwarnings("error::PIL.Image.DecompressionBombWarning")  # as in production
@pytest.mark.parametrize("case", CORPUS, ids=[case.case_id for case in CORPUS])
def test_each_corpus_source_yields_its_reason_code_or_pages(case: CorpusCase) -> None:
    assert first_code(case.data) == case.expected_code


def test_the_good_pages_of_a_source_with_a_bad_page_still_render() -> None:
    cases = {case.case_id: case for case in CORPUS}
    mixed = outcome(cases["pdf_with_one_absurd_page_among_good_ones"].data)
    tiff = outcome(cases["tiff_with_a_broken_frame"].data)

    assert [type(r).__name__ for r in mixed] == ["NormalisedPage", "PageFailure"]
    assert [type(r).__name__ for r in tiff] == ["NormalisedPage", "PageFailure", "NormalisedPage"]
    assert [r.page for r in tiff] == [1, 2, 3]


def test_a_source_error_carries_a_detail_without_memory_addresses() -> None:
    with pytest.raises(SourceError) as raised:
        page_count(b"\xff\xd8\xff\xe0" + b"junk" * 20, OPTIONS)

    assert raised.value.code == "truncated_or_corrupt"
    assert "0x" not in raised.value.detail


def test_a_pdf_page_over_the_pixel_budget_is_refused_before_rendering(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(pdfium.PdfPage, "render", _fail)
    data = text_pdf(["big"], page_size=(3000, 3000))  # 8334 x 8334 px at 200 dpi

    with pytest.raises(SourceError, match="decompression_bomb"):
        list(iter_pages(data, NormaliseOptions(max_pixels=50_000_000)))


def _fail(*args: object, **kwargs: object) -> None:
    raise AssertionError("must not be called")


# --- sniffing -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("format", "params", "expected"),
    [
        ("JPEG", {}, "jpeg"),
        ("PNG", {}, "png"),
        ("TIFF", {}, "tiff"),
        ("WEBP", {}, "webp"),
        ("BMP", {}, "bmp"),
        ("GIF", {}, "gif"),
    ],
    ids=["jpeg", "png", "tiff", "webp", "bmp", "gif"],
)
def test_sniff_names_the_format_from_the_bytes(
    format: str, params: dict[str, object], expected: str
) -> None:
    assert sniff(image_bytes(Image.new("RGB", (8, 8)), format, **params)) == expected


def test_sniff_finds_a_pdf_header_after_leading_junk() -> None:
    assert sniff(b"\r\n junk from a mail gateway\n" + text_pdf(["x"])) == "pdf"


# --- determinism and the PNG itself ---------------------------------------------------------


@pytest.mark.parametrize(
    "data",
    [text_pdf(["DN-7 Cement 25kg x 40"]), scan_jpeg(size=(800, 1100))],
    ids=["pdf", "jpeg"],
)
def test_the_same_input_twice_gives_the_same_sha256(data: bytes) -> None:
    first, second = only_page(data), only_page(data)

    assert first.sha256 == second.sha256 == hashlib.sha256(first.png).hexdigest()


def test_the_png_carries_no_metadata_even_when_the_source_does() -> None:
    source = Image.new("RGB", (120, 90), (10, 120, 200))
    data = image_bytes(source, "PNG", dpi=(300, 300), icc_profile=b"fake-profile")

    assert png_chunk_types(only_page(data).png) == [b"IHDR", b"IDAT", b"IEND"]


def test_the_normaliser_version_names_the_libraries_that_shape_the_bytes() -> None:
    assert NORMALISER_VERSION.startswith("norm-1/pdfium-")
    assert "/pillow-" in NORMALISER_VERSION
    assert "/zlib-" in NORMALISER_VERSION


# --- images ---------------------------------------------------------------------------------


def test_a_jpeg_with_exif_orientation_6_comes_out_upright() -> None:
    upright = Image.new("RGB", (300, 400), "white")
    ImageDraw.Draw(upright).rectangle((0, 0, 59, 59), fill="black")  # mark the top-left corner
    stored = upright.rotate(90, expand=True)  # what the camera wrote: sideways
    exif = Image.Exif()
    exif[0x0112] = 6  # "rotate 90 clockwise to display"
    page = only_page(image_bytes(stored, "JPEG", exif=exif, quality=95))
    image = decoded(page)

    assert (page.width, page.height) == (300, 400)
    assert image.getpixel((20, 20)) in (0, 1, 2, 3, 4, 5)
    assert image.getpixel((280, 380)) == 255


def test_a_three_frame_tiff_gives_three_pages() -> None:
    frames = [Image.new("L", (200, 100), shade) for shade in (0, 120, 240)]
    data = image_bytes(frames[0], "TIFF", save_all=True, append_images=frames[1:])
    results = outcome(data)

    assert page_count(data, OPTIONS) == 3
    assert [r.page for r in results] == [1, 2, 3]
    assert [decoded(r).getpixel((5, 5)) for r in results if isinstance(r, NormalisedPage)] == [
        0,
        120,
        240,
    ]


def _cmyk() -> bytes:
    return image_bytes(Image.new("CMYK", (64, 48), (0, 255, 255, 0)), "JPEG")


def _i16() -> bytes:
    image = Image.new("I;16", (64, 48), 65535)
    image.paste(Image.new("I;16", (32, 48), 32768), (32, 0))
    return image_bytes(image, "PNG")


def _palette() -> bytes:
    image = Image.new("P", (64, 48), 1)
    image.putpalette([255, 255, 255, 200, 30, 30] + [0] * 762)
    return image_bytes(image, "PNG")


def _la() -> bytes:
    return image_bytes(Image.new("LA", (64, 48), (0, 0)), "PNG")  # black but fully transparent


def _rgba() -> bytes:
    image = Image.new("RGBA", (64, 48), (0, 0, 0, 0))
    image.paste((200, 30, 30, 255), (0, 0, 32, 48))
    return image_bytes(image, "PNG")


def _bilevel() -> bytes:
    return image_bytes(Image.new("1", (64, 48), 1), "TIFF", compression="group4")


@pytest.mark.parametrize(
    ("make", "mode", "probe", "expected"),
    [
        (_cmyk, "RGB", (10, 10), (255, 0, 0)),
        (_i16, "L", (10, 10), 255),
        (_i16, "L", (50, 10), 128),  # scaled from 16 bits, not clipped
        (_palette, "RGB", (10, 10), (200, 30, 30)),
        (_la, "L", (10, 10), 255),  # transparent flattens to white
        (_rgba, "RGB", (50, 10), (255, 255, 255)),
        (_bilevel, "L", (10, 10), 255),
    ],
    ids=["cmyk", "16-bit", "16-bit-half", "palette", "la", "rgba", "bilevel"],
)
def test_every_input_mode_comes_out_as_8_bit_rgb_or_l(
    make: object, mode: str, probe: tuple[int, int], expected: object
) -> None:
    assert callable(make)
    image = decoded(only_page(make()))

    assert image.mode == mode
    pixel = image.getpixel(probe)
    if isinstance(expected, tuple):
        assert all(abs(a - b) <= 3 for a, b in zip(pixel, expected, strict=True))  # type: ignore[arg-type]
    else:
        assert pixel == expected


def test_a_colourless_scan_becomes_grayscale() -> None:
    assert decoded(only_page(scan_jpeg(size=(800, 1100)))).mode == "L"


def test_a_scan_with_a_coloured_stamp_stays_colour() -> None:
    image = Image.open(io.BytesIO(scan_jpeg(size=(800, 1100)))).convert("RGB")
    ImageDraw.Draw(image).ellipse((500, 800, 700, 1000), outline=(40, 60, 200), width=12)

    assert decoded(only_page(image_bytes(image, "JPEG", quality=85))).mode == "RGB"


def test_the_long_edge_is_capped_keeping_the_aspect_ratio() -> None:
    photo = only_page(image_bytes(Image.new("RGB", (4032, 3024), (90, 140, 60)), "JPEG"))
    a4 = only_page(text_pdf(["x"]))

    assert (photo.width, photo.height) == (2000, 1500)
    assert max(a4.width, a4.height) == 2000
    assert abs(a4.width / a4.height - 595.28 / 841.89) < 0.002


def test_a_heif_photo_round_trips() -> None:
    if not pillow_heif.libheif_info()["encoders"]:
        pytest.skip("this libheif cannot encode")
    source = Image.new("RGB", (320, 240), (180, 40, 40))
    heif = pillow_heif.from_pillow(source)
    buffer = io.BytesIO()
    heif.save(buffer, quality=90)
    page = only_page(buffer.getvalue())

    assert sniff(buffer.getvalue()) == "heif"
    assert (page.width, page.height, decoded(page).mode) == (320, 240, "RGB")


# --- PDFs -----------------------------------------------------------------------------------


def test_the_text_layer_has_the_words_where_they_are_drawn() -> None:
    page = only_page(text_pdf(["Delivery note DN-4411", "Rebar 16mm qty 12"]))
    scale = page.width / 595.28
    words = {word["t"]: word for word in page.text_layer}

    assert list(words) == ["Delivery", "note", "DN-4411", "Rebar", "16mm", "qty", "12"]
    for word in page.text_layer:
        assert 0 <= word["x0"] < word["x1"] <= page.width
        assert 0 <= word["y0"] < word["y1"] <= page.height
    # fpdf2 draws line 1's baseline at (72, 100) pt from the top-left, line 2 20 pt lower.
    assert abs(words["Delivery"]["x0"] - 72 * scale) < 2 * scale
    assert words["Delivery"]["y0"] < 100 * scale < words["Delivery"]["y1"]
    assert words["Rebar"]["y0"] < 120 * scale < words["Rebar"]["y1"]
    assert words["note"]["x0"] > words["Delivery"]["x1"]


@pytest.mark.parametrize("degrees", [0, 90, 180, 270], ids=["upright", "r90", "r180", "r270"])
def test_every_text_layer_word_box_covers_ink_on_a_rotated_page(degrees: int) -> None:
    page = only_page(rotated_pdf(text_pdf(["Ticket 5521 Gravel 20mm"]), degrees))
    image = decoded(page)

    assert len(page.text_layer) == 4
    for word in page.text_layer:
        box = (word["x0"], word["y0"], word["x1"], word["y1"])
        darkest, _ = image.crop(box).getextrema()
        assert isinstance(darkest, int) and darkest < 100, word


def test_an_image_only_pdf_page_has_an_empty_text_layer() -> None:
    from tests.corpus import scan_pdf

    assert only_page(scan_pdf(1)).text_layer == []


def test_skipped_pdf_pages_are_never_rendered(monkeypatch: pytest.MonkeyPatch) -> None:
    rendered: list[object] = []
    real_render = pdfium.PdfPage.render

    def counting_render(self: pdfium.PdfPage, *args: object, **kwargs: object) -> object:
        rendered.append(self)
        return real_render(self, *args, **kwargs)

    monkeypatch.setattr(pdfium.PdfPage, "render", counting_render)
    data = text_pdf(["page {page}"], pages=5)
    results = list(iter_pages(data, OPTIONS, skip={1, 2, 4, 5}))

    assert [r.page for r in results] == [3]
    assert len(rendered) == 1


def test_skipped_tiff_frames_are_never_decoded(monkeypatch: pytest.MonkeyPatch) -> None:
    frames = [Image.new("L", (200, 100), shade) for shade in (0, 120, 240)]
    data = image_bytes(frames[0], "TIFF", save_all=True, append_images=frames[1:])
    loads: list[int] = []
    real_load = ImageFile.ImageFile.load

    def counting_load(self: ImageFile.ImageFile) -> object:
        loads.append(self.tell())
        return real_load(self)

    monkeypatch.setattr(ImageFile.ImageFile, "load", counting_load)
    results = list(iter_pages(data, OPTIONS, skip={1, 3}))

    assert [r.page for r in results] == [2]
    assert set(loads) == {1}


def test_page_count_decodes_no_pixels(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pdfium.PdfPage, "render", _fail)
    monkeypatch.setattr(ImageFile.ImageFile, "load", _fail)

    assert page_count(text_pdf(["x"], pages=4), OPTIONS) == 4
    assert page_count(scan_jpeg(size=(400, 500)), OPTIONS) == 1


def test_an_abandoned_iteration_closes_the_pdf_and_releases_the_lock() -> None:
    iterator = iter_pages(text_pdf(["page {page}"], pages=3), OPTIONS)
    next(iterator)
    iterator.close()

    assert not PDFIUM_LOCK.locked()


def test_pdfs_normalised_on_several_threads_match_the_sequential_result() -> None:
    sources = [text_pdf([f"Thread source {n}", "line two {page}"], pages=3) for n in range(4)]
    expected = [[p.sha256 for p in outcome(s) if isinstance(p, NormalisedPage)] for s in sources]
    got: list[list[str]] = [[] for _ in sources]

    def work(index: int) -> None:
        got[index] = [
            p.sha256 for p in iter_pages(sources[index], OPTIONS) if isinstance(p, NormalisedPage)
        ]

    threads = [threading.Thread(target=work, args=(i,)) for i in range(len(sources))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert got == expected


_RSS_SCRIPT = textwrap.dedent(
    """
    import sys
    from dn_pipeline.stages.normalise import NormaliseOptions, NormalisedPage, iter_pages
    data = open(sys.argv[1], "rb").read()
    options = NormaliseOptions(dpi=int(sys.argv[2]))
    pages = sum(isinstance(p, NormalisedPage) for p in iter_pages(data, options))
    # VmHWM belongs to this process image; ru_maxrss survives execve and would report a
    # big parent's (pytest with OCR models loaded) peak instead.
    hwm = next(l for l in open("/proc/self/status") if l.startswith("VmHWM:"))
    print(pages, int(hwm.split()[1]))
    """
)


def _peak_rss_mb(tmp_path: Path, pages_: int, dpi: int) -> tuple[int, float]:
    source = tmp_path / "long.pdf"
    source.write_bytes(
        text_pdf([f"Delivery note DN-{{page}} line {i}" for i in range(30)], pages=pages_)
    )
    result = subprocess.run(
        [sys.executable, "-c", _RSS_SCRIPT, str(source), str(dpi)],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=True,
        timeout=600,
    )
    count, rss_kib = result.stdout.split()
    return int(count), int(rss_kib) / 1024


def test_a_300_page_pdf_normalises_in_bounded_memory(tmp_path: Path) -> None:
    # 72 dpi keeps this test to seconds; the slow variant below runs the default 200 dpi.
    count, peak_mb = _peak_rss_mb(tmp_path, 300, 72)

    assert count == 300
    assert peak_mb < 500


@pytest.mark.slow
def test_a_300_page_pdf_normalises_in_bounded_memory_at_200_dpi(tmp_path: Path) -> None:
    count, peak_mb = _peak_rss_mb(tmp_path, 300, 200)

    assert count == 300
    assert peak_mb < 500


def test_the_module_sets_pillows_bomb_limit() -> None:
    assert pages.__name__ == "dn_pipeline.stages.normalise"
    assert Image.MAX_IMAGE_PIXELS == 100_000_000
