"""How small a region's print is (``readers/printsize.py``): the median letter height of its
smallest line of three or more letters. Drawn images, no OCR."""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw

from dn_pipeline.readers.printsize import smallest_print


def _grey(image: Image.Image) -> np.ndarray:
    return np.asarray(image.convert("L"))


def _region(paper: str = "white") -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image = Image.new("RGB", (900, 200), paper)
    return image, ImageDraw.Draw(image)


def test_a_tag_line_beside_a_large_graphic_is_the_smallest_print() -> None:
    image, draw = _region()
    draw.polygon([(10, 190), (60, 10), (110, 190)], fill=(200, 70, 30))  # the logo mark
    draw.text((120, 20), "Ironbark Steel", fill=(20, 40, 90), font_size=80)
    alone = smallest_print(_grey(image), [])
    assert alone is not None and alone >= 40, alone
    # The tag line starts a few pixels right of the mark, on the mark's rows.
    draw.text((120, 150), "ABN 51 824 753 556", fill=(20, 40, 90), font_size=20)
    tagged = smallest_print(_grey(image), [])
    assert tagged is not None and tagged <= 16, tagged


def test_dots_accents_and_a_trade_mark_sign_are_not_a_line() -> None:
    image, draw = _region()
    draw.text((20, 40), "Élite Filing™", fill="black", font_size=80)
    found = smallest_print(_grey(image), [])
    assert found is not None and found >= 40, found


def test_light_letters_on_a_dark_banner_are_measured_too() -> None:
    image, draw = _region(paper=(30, 60, 120))
    draw.text((20, 20), "Harbour Freight", fill="white", font_size=80)
    draw.text((20, 140), "since 1952 in Newcastle", fill="white", font_size=20)
    found = smallest_print(_grey(image), [])
    assert found is not None and found <= 16, found


def test_text_a_text_layer_holds_does_not_count() -> None:
    image, draw = _region()
    draw.text((20, 20), "Harbour Freight", fill="black", font_size=80)
    draw.text((20, 150), "12 Wharf Road Newcastle", fill="black", font_size=20)
    assert (smallest_print(_grey(image), []) or 0) <= 16
    found = smallest_print(_grey(image), [(15, 145, 400, 185)])
    assert found is not None and found >= 40, found


def test_a_region_without_marks_has_no_print() -> None:
    assert smallest_print(_grey(Image.new("RGB", (50, 50), "white")), []) is None
    assert smallest_print(np.zeros((0, 0), dtype=np.uint8), []) is None
