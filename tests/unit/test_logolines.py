"""A logo region's lines of letters from its marks (``readers/logolines.py``): used only when
every mark is a letter, an accent, a rule or a graphic; drawn images, no OCR."""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw, ImageOps

from dn_pipeline.readers.logolines import GRAPHIC, letter_lines
from dn_pipeline.readers.printsize import marks_of


def _lines(image: Image.Image) -> list[tuple[int, int, int, int]] | None:
    found = marks_of(np.asarray(ImageOps.grayscale(image)), [], np.asarray(image))
    assert found is not None
    return letter_lines(found)


def _canvas(width: int = 700, height: int = 260) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image = Image.new("RGB", (width, height), "white")
    return image, ImageDraw.Draw(image)


def test_a_name_and_its_tag_line_are_two_lines_and_an_icon_beside_them_is_left_out() -> None:
    image, draw = _canvas()
    draw.rounded_rectangle((10, 10, 150, 150), radius=20, fill="navy")  # 3.5x the letters
    draw.rectangle((45, 45, 115, 115), fill="white")
    draw.text((180, 30), "Northwind Traders", fill="black", font_size=40)
    draw.text((180, 95), "Building supplies since 1952", fill="black", font_size=18)
    draw.line((180, 85, 600, 85), fill="grey", width=5)  # a rule between them
    lines = _lines(image)
    assert lines is not None and len(lines) == 2, lines
    name, tag = lines
    assert name[0] >= 175 and name[3] <= tag[1], lines  # the icon is in neither
    assert tag[3] - tag[1] < name[3] - name[1]


def test_the_dot_of_an_i_joins_its_own_line_not_the_one_above() -> None:
    image, draw = _canvas()
    draw.text((20, 20), "NORTHWIND", fill="black", font_size=48)
    draw.text((20, 66), "timber milling", fill="black", font_size=36)  # dots near both
    lines = _lines(image)
    assert lines is not None and len(lines) == 2, lines
    assert lines[0][3] < lines[1][1], lines  # the upper line does not reach into the lower


def test_words_set_wide_apart_on_one_line_are_one_line() -> None:
    image, draw = _canvas(900)
    draw.text((20, 20), "ACME", fill="black", font_size=40)
    draw.text((20 + 150, 20), "STEEL", fill="black", font_size=40)  # a gap wider than tall
    lines = _lines(image)
    assert lines is not None and len(lines) == 1, lines


def test_a_mark_that_is_no_letter_accent_rule_or_graphic_sends_the_region_to_the_detector() -> None:
    # A wide mark (letters run together, a script face) taller than the letters beside it.
    image, draw = _canvas()
    draw.ellipse((10, 10, 10 + int(2.5 * 60), 10 + int(GRAPHIC * 24)), fill="black")
    draw.text((200, 40), "Northwind Traders", fill="black", font_size=30)
    assert _lines(image) is None
    # A lone letter-sized mark away from every line: a letter or two nothing grouped.
    image, draw = _canvas()
    draw.text((20, 20), "Northwind Traders", fill="black", font_size=30)
    draw.rectangle((600, 200, 622, 226), fill="black")
    assert _lines(image) is None


def test_a_large_initial_on_its_line_s_baseline_is_text_not_a_graphic() -> None:
    image, draw = _canvas()
    draw.text((20, 20), "K", fill="black", font_size=110)
    bottom = int(draw.textbbox((20, 20), "K", font_size=110)[3])
    top = bottom - int(draw.textbbox((0, 0), "altenbach", font_size=30)[3]) - 2
    draw.text((100, top), "altenbach", fill="black", font_size=30)
    assert _lines(image) is None


def test_letters_on_a_banner_or_a_pattern_are_left_to_the_detector() -> None:
    image, draw = _canvas()
    draw.rounded_rectangle((10, 10, 200, 200), radius=16, outline="darkorange", width=6)
    for row in range(3):  # a pattern of squares in a framed tile
        for col in range(5):
            x, y = 30 + 30 * col, 40 + 40 * row
            draw.rectangle((x, y, x + 20, y + 14), fill="darkorange")
    draw.text((240, 60), "Gnu Books", fill="darkorange", font_size=24)  # the pattern's colour
    assert _lines(image) is None


def test_a_row_of_solid_shapes_is_a_graphic_s_pieces_not_a_line_of_letters() -> None:
    image, draw = _canvas()
    for k in range(4):  # cubes or tiles of the letters' size, side by side
        draw.rectangle((20 + 34 * k, 20, 46 + 34 * k, 50), fill="orange")
    draw.text((20, 80), "Northwind Traders", fill="black", font_size=30)
    assert _lines(image) is None
    # Heavy letters with paper inside them are still letters.
    image, draw = _canvas()
    draw.text((20, 80), "HOLZBAU KERN", fill="black", font_size=40, stroke_width=2)
    assert _lines(image) is not None


def _cubes(draw: ImageDraw.ImageDraw, colour: str, size: int = 30) -> None:
    """An emblem of nine tiles of about a letter's size, in rows beside the name's lines."""
    for row in range(3):
        for col in range(3):
            x, y = 10 + (size + 4) * col, 10 + (size + 4) * row
            draw.rectangle((x, y, x + size, y + size), fill=colour)


def test_an_emblem_in_pieces_of_a_colour_of_its_own_is_one_graphic_beside_the_lines() -> None:
    image, draw = _canvas()
    _cubes(draw, "orange")
    draw.text((130, 14), "amberline", fill="black", font_size=44)
    draw.text((130, 66), "cloud services", fill="black", font_size=30)
    lines = _lines(image)
    assert lines is not None and len(lines) == 2, lines
    assert all(line[0] >= 125 for line in lines), lines  # no tile joined a line
    # Without the colours (a grey region), the tiles in a row are letters unsure: detector.
    found = marks_of(np.asarray(ImageOps.grayscale(image)), [])
    assert found is not None and letter_lines(found) is None
    # Tiles in the letters' own colour: nothing tells them from letters.
    image, draw = _canvas()
    _cubes(draw, "black")
    draw.text((130, 14), "amberline", fill="black", font_size=44)
    draw.text((130, 66), "cloud services", fill="black", font_size=30)
    assert _lines(image) is None


def test_letters_of_another_colour_are_never_taken_for_an_emblem_s_pieces() -> None:
    # A stamp: red letters in a red frame beside a black name: the red rows are letters.
    image, draw = _canvas()
    draw.rectangle((10, 10, 130, 130), outline="red", width=5)
    for k, word in enumerate(("EST", "1952", "OSLO")):
        draw.text((28, 22 + 34 * k), word, fill="red", font_size=26)
    draw.text((160, 30), "Fjordbuild", fill="black", font_size=44)
    assert _lines(image) is None
