"""The part of a page's top strip worth OCR'ing for a logo letterhead: the ink no text-layer
word covers (``readers/uncovered.py``). Drawn images, no OCR."""

from __future__ import annotations

from PIL import Image, ImageDraw

from dn_pipeline.readers.base import Word
from dn_pipeline.readers.uncovered import uncovered


def _strip(width: int = 1400, height: int = 440, paper: str = "white") -> Image.Image:
    return Image.new("RGB", (width, height), paper)


def _word(x0: float, y0: float, x1: float, y1: float) -> Word:
    return Word(t="w", x0=x0, y0=y0, x1=x1, y1=y1)


def uncovered_box(strip: Image.Image, layer: list[Word]) -> tuple[int, int, int, int] | None:
    """The box ``uncovered`` finds (None: nothing left to OCR)."""
    found = uncovered(strip, layer)
    return found.box if found is not None else None


def test_a_strip_whose_only_marks_are_text_layer_words_needs_no_ocr() -> None:
    strip = _strip()
    draw = ImageDraw.Draw(strip)
    boxes = [(100, 180, 500, 204), (100, 212, 540, 236), (990, 274, 1306, 313)]
    for box in boxes:
        draw.rectangle(box, fill="black")  # the glyphs, filling their font boxes
    assert uncovered_box(strip, [_word(*b) for b in boxes]) is None
    assert uncovered_box(_strip(), []) is None  # a blank strip


def test_the_box_holds_the_logo_and_leaves_out_the_text_layer_lines() -> None:
    strip = _strip()
    draw = ImageDraw.Draw(strip)
    draw.polygon([(110, 150), (150, 90), (180, 150)], fill=(200, 80, 40))  # the logo mark
    draw.text((200, 95), "Logo Name Ltd", fill=(20, 40, 90), font_size=50)
    layer = [(100, 180, 500, 204), (990, 274, 1306, 313)]
    for box in layer:
        draw.rectangle(box, fill="black")
    box = uncovered_box(strip, [_word(*b) for b in layer])
    assert box is not None
    left, top, right, bottom = box
    # Around the logo (with a margin for the detector), clear of the address line and title.
    assert left <= 110 and top <= 90 and right >= 500 and bottom >= 150, box
    assert right < 990 and bottom < 190 and left >= 80 and top >= 60, box


def test_light_text_on_a_dark_banner_counts_as_ink() -> None:
    strip = _strip(paper="white")
    draw = ImageDraw.Draw(strip)
    draw.rectangle((0, 0, 1399, 439), fill=(25, 25, 60))  # a dark letterhead banner
    draw.text((600, 200), "Banner Co", fill="white", font_size=48)
    box = uncovered_box(strip, [])
    assert box is not None
    left, top, right, bottom = box
    assert 560 <= left <= 600 and 160 <= top <= 215 and 780 <= right <= 880, box
    assert bottom <= 290, box


def test_a_word_box_in_page_pixels_is_blanked_even_off_the_reduced_grid() -> None:
    strip = _strip(width=1001, height=301)
    draw = ImageDraw.Draw(strip)
    draw.rectangle((403, 101, 597, 127), fill="black")
    assert uncovered_box(strip, [_word(403.4, 101.2, 597.6, 127.9)]) is None
    # Without its word the same mark is ink to read.
    assert uncovered_box(strip, []) is not None


def test_a_thin_rule_under_the_header_does_not_stretch_the_region_across_the_page() -> None:
    strip = _strip()
    draw = ImageDraw.Draw(strip)
    draw.text((80, 60), "logo", fill="black", font_size=40)
    draw.rectangle((60, 130, 1340, 131), fill="black")  # a two-pixel rule, page wide
    box = uncovered_box(strip, [])
    assert box is not None and box[0] <= 80 and 120 < box[2] < 300 and box[3] < 150, box


def test_a_thick_rule_and_a_banner_whose_text_the_layer_holds_do_not_stretch_the_region() -> None:
    strip = _strip()
    draw = ImageDraw.Draw(strip)
    draw.text((80, 40), "logo", fill="black", font_size=40)
    draw.rectangle((60, 150, 1340, 157), fill=(120, 120, 120))  # an 8-px rule, page wide
    draw.rectangle((60, 300, 1340, 330), fill=(200, 200, 200))  # a grey title banner
    draw.rectangle((600, 306, 800, 324), fill="black")  # its title, a text-layer word
    box = uncovered_box(strip, [_word(600, 306, 800, 324)])
    assert box is not None and box[2] < 300 and box[3] < 150, box


def test_a_banner_holding_image_text_is_kept_whole() -> None:
    strip = _strip()
    draw = ImageDraw.Draw(strip)
    draw.rectangle((60, 300, 1340, 322), fill=(25, 25, 60))  # a thin dark banner...
    draw.text((500, 301), "ACME WIDGETS", fill="white", font_size=18)  # ...its name in it
    box = uncovered_box(strip, [])
    assert box is not None and box[0] <= 60 and box[2] >= 1340 and box[1] <= 300, box


def test_the_smallest_print_is_a_tag_line_not_the_dot_of_an_i() -> None:
    strip = _strip()
    draw = ImageDraw.Draw(strip)
    draw.text((80, 40), "Nimbling", fill="black", font_size=64)  # letters ~45 px, two dots
    found = uncovered(strip, [])
    assert found is not None and found.glyph >= 30, found
    draw.text((80, 130), "tools and fixings since 1921", fill="black", font_size=14)
    found = uncovered(strip, [])
    assert found is not None and found.glyph <= 16, found


def test_a_logo_of_light_letters_on_a_dark_block_is_measured_by_its_letters() -> None:
    strip = _strip()
    draw = ImageDraw.Draw(strip)
    draw.rectangle((60, 40, 700, 200), fill=(30, 60, 120))  # the logo: a dark block...
    draw.text((80, 60), "Harbour Freight", fill="white", font_size=72)  # ...its name...
    draw.text((80, 160), "since 1952 in Newcastle", fill="white", font_size=18)  # ...a tag
    found = uncovered(strip, [])
    assert found is not None and found.box[0] <= 60 and found.box[2] >= 700, found
    # The tag line sets the detection scale, not the block's 160-px height.
    assert found.glyph <= 16, found


def test_a_tiled_emblem_in_its_own_colour_beside_a_word_mark_leaves_its_lines_to_marks() -> None:
    # The strip's colours reach the marks (``logolines``): the tiles are one graphic, the
    # word mark and its tag line are the lines, and the text-layer line right of them none.
    strip = _strip()
    draw = ImageDraw.Draw(strip)
    for row in range(3):
        for col in range(3):
            x, y = 60 + 34 * col, 60 + 34 * row
            draw.rectangle((x, y, x + 30, y + 30), fill=(240, 150, 20))
    draw.text((180, 64), "amberline", fill="black", font_size=44)
    draw.text((180, 116), "cloud services", fill="black", font_size=30)
    title = (700, 80, 1100, 120)
    draw.rectangle(title, fill="black")
    found = uncovered(strip, [_word(*title), _word(100, 1200, 400, 1230)])  # one far below
    assert found is not None and found.lines is not None, found
    assert len(found.lines) == 2 and all(line[0] + found.box[0] >= 175 for line in found.lines)
    assert found.box[2] < 700  # the text-layer title is no part of the region
