"""Positioned words into lines, for the field parser: OCR quads levelled into words, words
split into sub-words, sub-words grouped into lines and segments. Pure.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from statistics import median

from dn_pipeline.readers.base import Word

_MAX_LINE_CHARS = 2000  # hostile input: regexes only ever see bounded lines


@dataclass(frozen=True, kw_only=True)
class _Sub:
    """One whitespace-free token with its (interpolated) box."""

    t: str
    x0: float
    y0: float
    x1: float
    y1: float


@dataclass(frozen=True, kw_only=True)
class _Line:
    subs: tuple[_Sub, ...]
    text: str
    x0: float
    y0: float
    x1: float
    y1: float

    @property
    def height(self) -> float:
        return max(self.y1 - self.y0, 1.0)

    def char_x(self, index: int) -> float:
        """The x position of the character at ``index`` of ``text`` (via its sub-word)."""
        pos = 0
        for sub in self.subs:
            end = pos + len(sub.t)
            if index <= end:
                frac = (index - pos) / max(len(sub.t), 1)
                return sub.x0 + (sub.x1 - sub.x0) * min(max(frac, 0.0), 1.0)
            pos = end + 1
        return self.x1


def words_from_quads(
    quads: Sequence[Sequence[Sequence[float]]], texts: Sequence[str]
) -> list[Word]:
    """Turn OCR quads (4 corner points each) into axis-aligned words, levelled first.

    A skewed scan gives quads tilted by a common angle; grouping their axis-aligned bounding
    boxes into lines would mix neighbouring lines. The median angle of the wide quads is
    undone around the origin, which keeps relative positions (labels stay left of and above
    their values). A phone photo's keystone tilts the lines near one edge of the paper more
    than those near the other, and the detector draws most short lines level whatever their
    slant, so what slant is left is read from the long lines alone, as a straight function
    of the height on the page (``_slant``), and each quad is sheared level by the slant at
    its centre: a label at the left and its value at the right of a slanted row stay one
    line.
    """
    angles: list[float] = []
    for quad in quads:
        (ax, ay), (bx, by) = quad[0][:2], quad[1][:2]
        if bx - ax > 2 * abs(by - ay) and bx - ax > 20:
            angles.append(math.atan2(by - ay, bx - ax))
    angle = sorted(angles)[len(angles) // 2] if angles else 0.0
    cos_a, sin_a = math.cos(-angle), math.sin(-angle)
    turned = [
        [
            (float(p[0]) * cos_a - float(p[1]) * sin_a, float(p[0]) * sin_a + float(p[1]) * cos_a)
            for p in quad
        ]
        for quad in quads
    ]
    drawn_level = [len(q) >= 2 and float(q[0][1]) == float(q[1][1]) for q in quads]
    slant = _slant(turned, drawn_level)
    words: list[Word] = []
    for quad, text in zip(turned, texts, strict=False):
        if not quad or not text.strip():
            continue
        centre_y = sum(y for _, y in quad) / len(quad)
        pivot, rise = slant(centre_y)
        xs = [x for x, _ in quad]
        ys = [y - rise * (x - pivot) for x, y in quad]
        words.append(Word(t=text, x0=min(xs), y0=min(ys), x1=max(xs), y1=max(ys)))
    return words


# A quad this many pixels wide or more tells its line's slant (one drawn exactly level only
# from _LEVEL_WIDTH: the detector draws a shorter line level when it slants less than a
# pixel at its scale). Fewer than _MIN_SLANTS of them: no slant is read.
_SLANT_WIDTH = 150
_LEVEL_WIDTH = 300
_MIN_SLANTS = 6
# Slants under this (radians, about 0.15 degrees) anywhere on the page are left alone.
_LEVEL = 0.0025
# Past this (about 6 degrees) a long quad's slant is not a row of text's.
_STEEP = 0.1


def _slant(
    quads: Sequence[Sequence[tuple[float, float]]], drawn_level: Sequence[bool]
) -> Callable[[float], tuple[float, float]]:
    """From quads (already turned by the page's median angle): at a height y, the pivot x and
    the slope (rise per pixel) of the rows there. The long quads' slopes are split at their
    median height into an upper and a lower half; the line through each half's median
    (height, slope) is the slope at any height (one half's median alone when the halves
    sit at one height). A quad the detector drew exactly level (``drawn_level``, as read)
    tells a slant only when it is ``_LEVEL_WIDTH`` wide: a shorter line slanted less than a
    pixel at the detector's scale is drawn level. Level everywhere when too few long quads,
    or too little slant."""
    long: list[tuple[float, float, float]] = []  # (centre y, slope, centre x)
    for quad, level in zip(quads, drawn_level, strict=True):
        if len(quad) < 4:
            continue
        (ax, ay), (bx, by) = quad[0], quad[1]
        wide = bx - ax >= (_LEVEL_WIDTH if level else _SLANT_WIDTH)
        if wide and abs(by - ay) <= _STEEP * (bx - ax):
            centre_y = sum(y for _, y in quad) / len(quad)
            long.append((centre_y, (by - ay) / (bx - ax), (ax + bx) / 2))
    if len(long) < _MIN_SLANTS:
        return lambda _: (0.0, 0.0)
    long.sort()
    half = len(long) // 2
    upper, lower = long[:half], long[len(long) - half :]
    y_up, s_up = median([y for y, _, _ in upper]), median([s for _, s, _ in upper])
    y_low, s_low = median([y for y, _, _ in lower]), median([s for _, s, _ in lower])
    pivot = median([x for _, _, x in long])
    gradient = (s_low - s_up) / (y_low - y_up) if y_low - y_up > 1.0 else 0.0
    middle = (y_up + y_low) / 2
    centre = (s_up + s_low) / 2 if gradient else median([s for _, s, _ in long])
    top, bottom = long[0][0], long[-1][0]
    if max(abs(centre + gradient * (y - middle)) for y in (top, bottom)) < _LEVEL:
        return lambda _: (0.0, 0.0)

    def at(y: float) -> tuple[float, float]:
        clamped = min(max(y, top), bottom)  # no slant extrapolated past the long lines
        return pivot, centre + gradient * (clamped - middle)

    return at


def _split(word: Word) -> list[_Sub]:
    """Split an OCR line box into tokens, spreading the box width by character count."""
    text = word["t"][:_MAX_LINE_CHARS]
    parts = text.split()
    if not parts:
        return []
    x0, x1 = float(word["x0"]), float(word["x1"])
    per_char = (x1 - x0) / max(len(text), 1)
    subs: list[_Sub] = []
    pos = 0
    for part in parts:
        start = text.index(part, pos)
        pos = start + len(part)
        subs.append(
            _Sub(
                t=part,
                x0=x0 + start * per_char,
                x1=x0 + pos * per_char,
                y0=float(word["y0"]),
                y1=float(word["y1"]),
            )
        )
    return subs


def _group_lines(words: Sequence[Word]) -> list[_Line]:
    """Group tokens whose vertical centres are close into lines, top to bottom."""
    subs = [s for w in words for s in _split(w) if s.y1 >= s.y0 and s.x1 >= s.x0]
    subs.sort(key=lambda s: ((s.y0 + s.y1) / 2, s.x0))
    rows: list[list[_Sub]] = []
    for sub in subs:
        centre = (sub.y0 + sub.y1) / 2
        height = max(sub.y1 - sub.y0, 1.0)
        if rows:
            last = rows[-1]
            row_centre = sum((s.y0 + s.y1) / 2 for s in last) / len(last)
            row_height = max(max(s.y1 - s.y0 for s in last), 1.0)
            if abs(centre - row_centre) <= 0.5 * min(height, row_height):
                last.append(sub)
                continue
        rows.append([sub])
    for row in rows:
        row.sort(key=lambda s: s.x0)
    return [_line_of(row) for row in rows]


def _segments(lines: Sequence[_Line]) -> list[_Line]:
    """Lines cut at wide gaps: a letterhead and a customer block side by side stay apart."""
    out: list[_Line] = []
    for line in lines:
        run: list[_Sub] = [line.subs[0]]
        for sub in line.subs[1:]:
            # A gap wider than the smaller text's height is a column break, not a space.
            if sub.x0 - run[-1].x1 > 1.5 * min(sub.y1 - sub.y0, run[-1].y1 - run[-1].y0):
                out.append(_line_of(run))
                run = []
            run.append(sub)
        out.append(_line_of(run))
    return out


def _line_of(subs: Sequence[_Sub]) -> _Line:
    return _Line(
        subs=tuple(subs),
        text=" ".join(s.t for s in subs)[:_MAX_LINE_CHARS],
        x0=min(s.x0 for s in subs),
        y0=min(s.y0 for s in subs),
        x1=max(s.x1 for s in subs),
        y1=max(s.y1 for s in subs),
    )
