"""How small the print of an image region is: the height of its smallest line of text.

The logo region of a text-layer page is detected at a scale set by its smallest print
(``letterhead``): shrunk as far as that print allows, and no further. Measured on the
region at full size, against the region's own background (its median), so dark letters on
paper and light letters on a dark banner alike are marks. A line is three or more marks of
about one size side by side (sharing rows, a gap no wider than the taller one, heights
within a factor of two): the letters of a name or of a tag line, never a dot, an accent, a
trade-mark sign or a graphic beside them. Pure (numpy and one connected-component pass).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

# A pixel is a mark's when it differs from the region's background by this much (0-255).
CONTRAST = 40
# Marks less tall than this are rules, dashes and specks, never a letter worth reading.
_MIN_MARK = 4
# Letters of one line: heights within this factor, at least this many side by side.
_SIZE_RATIO = 2.0
_MIN_LETTERS = 3
# Past this many marks the pairwise look (n²) is not made: the smallest mark answers.
_MAX_MARKS = 2000
# The paper's colour is taken from every this-many-th pixel of a region each way.
_SAMPLE = 4


def ink(grey: np.ndarray) -> np.ndarray:
    """The pixels of ``grey`` (a 2-D array) that differ from its background (its median) by
    ``CONTRAST`` or more: dark marks on paper and light marks on a dark banner alike."""
    return np.abs(grey.astype(np.int16) - int(np.median(grey))) >= CONTRAST


@dataclass(frozen=True)
class Marks:
    """The marks of a region (cv2 stats rows: left, top, width, height; ``_MIN_MARK`` tall or
    more), the share of its box each fills (``fill``) and ``lines``, the marks grouped into
    lines of ``_MIN_LETTERS`` letters or more (indices into ``boxes``); ``lines`` is empty
    past ``_MAX_MARKS`` marks. ``tone``: each mark's mean colour less the region's background
    colour (RGB, one row a mark), when the region's colour was given."""

    boxes: np.ndarray
    fill: np.ndarray
    lines: list[list[int]]
    tone: np.ndarray | None = None

    def without(self, gone: set[int]) -> Marks:
        """These marks less the ``gone`` ones (indices), their lines grouped again."""
        kept = np.array([i for i in range(len(self.boxes)) if i not in gone], dtype=np.int64)
        boxes = self.boxes[kept].reshape(-1, 4)
        tone = None if self.tone is None else self.tone[kept]
        return Marks(boxes, self.fill[kept], letter_groups(boxes), tone)


def marks_of(
    grey: np.ndarray, blanks: list[tuple[int, int, int, int]], colour: np.ndarray | None = None
) -> Marks | None:
    """The marks of ``grey`` (a 2-D array) and their lines, the ``blanks`` boxes (left, top,
    right, bottom: text a text layer holds) left out; None when there is no mark at all.
    With ``colour`` (the same region, RGB), each mark's ``tone`` too."""
    import cv2  # rapidocr's own dependency; imported late (building a reader stays cheap)

    if grey.size == 0:
        return None
    marked = ink(grey)
    for left, top, right, bottom in blanks:
        marked[max(top, 0) : max(bottom, 0), max(left, 0) : max(right, 0)] = False
    count, labels, stats, _ = cv2.connectedComponentsWithStats(
        marked.astype(np.uint8), connectivity=8
    )
    kept = np.flatnonzero(stats[1:, 3] >= _MIN_MARK) + 1
    if len(kept) == 0:
        return None
    rows = stats[kept].astype(np.int64)
    boxes, fill = rows[:, :4], rows[:, 4] / (rows[:, 2] * rows[:, 3])
    tone = None if colour is None else _tones(colour, labels, count)[kept]
    if len(boxes) > _MAX_MARKS:
        return Marks(boxes, fill, [], tone)
    return Marks(boxes, fill, letter_groups(boxes), tone)


def letter_groups(boxes: np.ndarray) -> list[list[int]]:
    """The marks (left, top, width, height) grouped into lines of ``_MIN_LETTERS`` or more."""
    return [group for group in _lines(boxes) if len(group) >= _MIN_LETTERS]


def _tones(colour: np.ndarray, labels: np.ndarray, count: int) -> np.ndarray:
    """Each label's mean colour in ``colour`` (RGB) less the paper's (the median of every
    ``_SAMPLE``-th pixel each way: most of a logo region is paper)."""
    inked = np.flatnonzero(labels.ravel())
    owner = labels.ravel()[inked]
    picked = colour.reshape(-1, 3)[inked].astype(np.float64)
    sizes = np.maximum(np.bincount(owner, minlength=count), 1)
    sums = np.stack(
        [np.bincount(owner, weights=picked[:, c], minlength=count) for c in range(3)], axis=1
    )
    paper: np.ndarray = np.median(colour[::_SAMPLE, ::_SAMPLE].reshape(-1, 3), axis=0)
    tones: np.ndarray = sums / sizes[:, None] - paper
    return tones


def smallest_print(grey: np.ndarray, blanks: list[tuple[int, int, int, int]]) -> int | None:
    """The height in pixels of the smallest line of text in ``grey`` (a 2-D array), the
    ``blanks`` boxes (left, top, right, bottom: text a text layer holds) left out: the median
    height of its letters. With no line of three letters, the smallest mark's height; None
    when there is no mark at all."""
    found = marks_of(grey, blanks)
    return None if found is None else print_height(found)


def print_height(found: Marks) -> int:
    """The median letter height of ``found``'s smallest line; with no line, its smallest
    mark's height."""
    heights = found.boxes[:, 3]
    if not found.lines:
        return int(heights.min())
    return int(min(np.median(heights[group]) for group in found.lines))


def _lines(marks: np.ndarray) -> list[list[int]]:
    """Marks (left, top, width, height) grouped into lines: joined when they share rows
    (half the smaller one's height), are no further apart than the taller one is tall, and
    are of about one size."""
    x0, y0, width, height = marks[:, 0], marks[:, 1], marks[:, 2], marks[:, 3]
    x1, y1 = x0 + width, y0 + height
    small = np.minimum(height[:, None], height[None, :])
    tall = np.maximum(height[:, None], height[None, :])
    overlap = np.minimum(y1[:, None], y1[None, :]) - np.maximum(y0[:, None], y0[None, :])
    gap = np.maximum(x0[None, :] - x1[:, None], x0[:, None] - x1[None, :])
    joined = (2 * overlap >= small) & (gap <= tall) & (tall <= _SIZE_RATIO * small)
    parent = list(range(len(marks)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, j in zip(*np.nonzero(np.triu(joined, 1)), strict=True):
        parent[root(int(i))] = root(int(j))
    groups: dict[int, list[int]] = {}
    for i in range(len(marks)):
        groups.setdefault(root(i), []).append(i)
    return list(groups.values())
