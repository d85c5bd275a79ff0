"""The finding bench's ``--as-photo``: a page turned into a phone photo of itself (the reader
set's imitation, then JPEG), the same for the same seed, read by OCR like any upload."""

from __future__ import annotations

import io

from PIL import Image

from dn_pipeline.stages.normalise import NormalisedPage, NormaliseOptions, iter_pages
from tests.unit.bench_path import bench_on_path

with bench_on_path():
    import finding as bench


def _page() -> bytes:
    image = Image.new("RGB", (700, 990), "white")
    for y in range(100, 900, 40):
        image.paste((20, 20, 20), (80, y, 620, y + 12))  # lines of "text"
    buffer = io.BytesIO()
    image.save(buffer, "PNG")
    return buffer.getvalue()


def test_a_photo_is_a_jpeg_made_the_same_way_for_the_same_seed_and_not_for_another() -> None:
    page = _page()
    shot = bench._as_photo(page, "doc/0/1")
    assert shot[:3] == b"\xff\xd8\xff"  # a JPEG
    assert shot == bench._as_photo(page, "doc/0/1")
    assert shot != bench._as_photo(page, "doc/0/2")


def test_a_photo_normalises_to_one_page_without_text_layer_some_stored_turned() -> None:
    page, turned = _page(), 0
    for n in range(6):
        shot = bench._as_photo(page, f"doc/{n}/1")
        with Image.open(io.BytesIO(shot)) as opened:
            turned += opened.getexif().get(0x0112) == 6
        pages = [p for p in iter_pages(shot, NormaliseOptions()) if isinstance(p, NormalisedPage)]
        assert len(pages) == 1 and not pages[0].text_layer
        assert pages[0].height > pages[0].width  # upright again after its EXIF turn
    assert 0 < turned < 6
