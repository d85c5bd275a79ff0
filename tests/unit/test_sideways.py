"""A page lying on its side: telling it from its text boxes, and its geometry both ways."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dn_pipeline.readers.sideways import image_box, is_sideways, quarter_turn, upright_quad

W, H = 1754.0, 1240.0  # an A4 page lying on its side


def _box(x0: float, y0: float, x1: float, y1: float) -> list[list[float]]:
    return [[x0, y0], [x1, y0], [x1, y1], [x0, y1]]


def test_tall_text_boxes_make_a_page_sideways_and_wide_ones_do_not() -> None:
    tall = [_box(100 + 60 * i, 200, 130 + 60 * i, 700) for i in range(5)]
    wide = [_box(100, 200 + 60 * i, 700, 230 + 60 * i) for i in range(5)]
    squarish = [_box(100, 100, 130, 130)] * 10  # "23", "No": say nothing either way
    assert is_sideways(tall + squarish)
    assert not is_sideways(wide + squarish)
    assert not is_sideways(tall[:2])  # too few to tell
    assert not is_sideways(tall[:3] + wide)  # mostly upright lines: an upright page


def test_crops_read_upright_mean_the_text_ran_downwards() -> None:
    # rapidocr turns tall crops a quarter anticlockwise: text running down then stands upright.
    assert quarter_turn(crops_flipped=False) == 270
    assert quarter_turn(crops_flipped=True) == 90


def test_a_line_running_upwards_stands_upright_left_to_right() -> None:
    # The image turned 90° anticlockwise: an upright line is now a tall box near the left,
    # its first letter at the bottom. Turned 90° clockwise back, it reads left to right.
    quad = [[100, 900], [100, 300], [130, 300], [130, 900]]  # reading order: start at bottom
    up = upright_quad(quad, 90, W, H)
    xs, ys = [p[0] for p in up], [p[1] for p in up]
    assert max(xs) - min(xs) == 600 and max(ys) - min(ys) == 30  # wide, one line high
    assert up[0] == [H - 900, 100] and up[1] == [H - 300, 100]  # top edge, left to right


def test_an_unknown_turn_is_refused() -> None:
    with pytest.raises(ValueError):
        upright_quad(_box(0, 0, 1, 1), 180, W, H)


@given(
    x0=st.floats(0, W - 10), y0=st.floats(0, H - 10), w=st.floats(1, 10), h=st.floats(1, 10),
    rotation=st.sampled_from([90, 270]),
)  # fmt: skip
def test_an_evidence_box_goes_back_to_where_it_was_on_the_image(
    x0: float, y0: float, w: float, h: float, rotation: int
) -> None:
    quad = _box(x0, y0, x0 + w, y0 + h)
    up = upright_quad(quad, rotation, W, H)
    xs, ys = [p[0] for p in up], [p[1] for p in up]
    back = image_box([min(xs), min(ys), max(xs), max(ys)], rotation, W, H)
    assert back == pytest.approx([x0, y0, x0 + w, y0 + h], abs=0.06)


def test_an_upright_page_box_is_unchanged_and_a_turned_one_mirrored() -> None:
    assert image_box([1, 2, 3, 4], 0, W, H) == [1, 2, 3, 4]
    assert image_box([1, 2, 3, 4], 180, W, H) == [W - 3, H - 4, W - 1, H - 2]
