"""Pages turned a quarter: a phone photo taken sideways whose EXIF orientation was lost, a
page fed into the scanner sideways. Pure geometry, used by the embedded reader's OCR pass.

The detector finds such a page's text lines as tall boxes; RapidOCR turns every crop at
least 1.5 times as tall as wide a quarter anticlockwise before recognising it, so the
page-level 180° vote that follows tells the two quarter turns apart: crops read upright
mean the text ran downwards (the page must turn 270° clockwise to stand upright), crops
read turned mean it ran upwards (90°). The words are then given in the upright page's
frame, so the field finder sees lines and columns as a clerk would.
"""

from __future__ import annotations

from collections.abc import Sequence

# At least this many clearly elongated boxes, and this share of them standing tall.
MIN_TALL = 3
TALL_SHARE = 0.6
_ELONGATED = 2.0  # long side over short side for a box to count either way


def is_sideways(quads: Sequence[Sequence[Sequence[float]]]) -> bool:
    """True when most clearly elongated text boxes stand tall (text running up or down)."""
    tall = wide = 0
    for quad in quads:
        xs = [float(p[0]) for p in quad]
        ys = [float(p[1]) for p in quad]
        w, h = max(xs) - min(xs), max(ys) - min(ys)
        if h >= _ELONGATED * w:
            tall += 1
        elif w >= _ELONGATED * h:
            wide += 1
    return tall >= MIN_TALL and tall >= TALL_SHARE * (tall + wide)


def quarter_turn(crops_flipped: bool) -> int:
    """Degrees clockwise the image turns to stand upright, from the 180° vote on its
    (already quarter-turned) crops."""
    return 90 if crops_flipped else 270


def upright_quad(
    quad: Sequence[Sequence[float]], rotation: int, width: float, height: float
) -> list[list[float]]:
    """``quad`` (a box of an image ``width`` x ``height``) in the frame of that image turned
    ``rotation`` (90 or 270) degrees clockwise, corners in reading order (top-left first,
    clockwise), as ``wordlines.words_from_quads`` expects."""
    if rotation == 90:
        points = [(height - float(p[1]), float(p[0])) for p in quad]
    elif rotation == 270:
        points = [(float(p[1]), width - float(p[0])) for p in quad]
    else:
        raise ValueError(f"a quarter turn is 90 or 270, not {rotation}")
    top_left = min(points, key=lambda p: p[0] + p[1])
    top_right = max(points, key=lambda p: p[0] - p[1])
    bottom_right = max(points, key=lambda p: p[0] + p[1])
    bottom_left = max(points, key=lambda p: p[1] - p[0])
    return [list(top_left), list(top_right), list(bottom_right), list(bottom_left)]


def image_box(box: Sequence[float], rotation: int, width: float, height: float) -> list[float]:
    """A box ``[x0, y0, x1, y1]`` of the upright frame back in the stored image's frame
    (``width`` x ``height``) for ``rotation`` 90, 180 or 270; any other rotation: as is."""
    u0, v0, u1, v1 = (float(v) for v in box)
    if rotation == 90:  # upright (u, v) is image (v, height - u)
        out = [v0, height - u1, v1, height - u0]
    elif rotation == 180:
        out = [width - u1, height - v1, width - u0, height - v0]
    elif rotation == 270:  # upright (u, v) is image (width - v, u)
        out = [width - v1, u0, width - v0, u1]
    else:
        out = [u0, v0, u1, v1]
    return [round(v, 1) for v in out]
