"""A logo region's lines of letters, found from its marks instead of the detection network.

A text-layer page whose company name is only a logo has that logo OCR'd (``letterhead``);
the detection network was most of that page's cost (53 of 132 ms on a real page with two
lines of small image text; README, "Round fifteen"). A logo's letters are usually apart
from each other and from its graphic, so the lines the detector would find are the lines
``printsize`` already groups its marks into. They are used only when every mark of the
region is accounted for:
- a letter of a line;
- an accent or the dot of an i beside a line (smaller than its letters, within one letter
  height of it);
- a graphic: ``GRAPHIC`` times as tall as the region's tallest letters or more, no wider
  than ``_GRAPHIC_ASPECT`` times its height (a word whose letters run together is wider),
  its bottom not on a line's baseline (a large initial letter sits on its line's baseline
  and is text), and any mark inside it (a line inside it sends the region to the
  detector: letters on a banner, or a pattern that only looks like them);
- a rule: ``_RULE_ASPECT`` times as wide as tall and at most half as tall as the letters;
- a piece of an emblem drawn in pieces (cubes, tiles, dots) in a colour of its own
  (``_emblem``): ``_PIECES`` marks or more of one colour no other mark shares, together as
  large as a graphic, no line of another colour inside them, and any row they form among
  themselves one of solid shapes (``_SOLID_PIECES``: letters leave paper in their boxes).
  They leave the lines (cubes of about the letters' size beside a name line up with it)
  and are one graphic.
Any other mark (a script face whose letters run together, an emblem of about the letters'
size, a lone letter or two) sends the region to the detector, as does a "line" of solid
shapes (``_SOLID``: a graphic of tiles or cubes) and a line the recogniser is less than
``letterhead.LINES_SURE`` sure of (``letterhead``). Pure (numpy).
"""

from __future__ import annotations

import numpy as np

from dn_pipeline.readers.printsize import Marks, letter_groups

# A mark this many times as tall as the region's tallest letters is a graphic, not text.
GRAPHIC = 2.5
_GRAPHIC_ASPECT = 1.5
# A mark whose bottom is within this share of a line's height of its baseline is on it.
_BASELINE = 0.25
_RULE_ASPECT = 8
# A line every mark of which fills this share of its box is a graphic's pieces (cubes,
# tiles), not letters: a letter's strokes leave paper in its box.
_SOLID = 0.8
# Lines on the same rows this many of their heights apart or less are one line's words.
_WORD_GAP = 1.5
# An emblem in pieces has this many marks or more; two marks are of one colour when their
# tones (colour less the paper's) point the same way this closely (cosine): a letter's
# anti-aliased edge lightens its tone, not its hue.
_PIECES = 3
SAME_HUE = 0.95
# An emblem's pieces in a row fill this share of their boxes (median) or more: a cube's
# face, a tile, a disc (0.79); a row of letters in the emblem's colour stays letters.
_SOLID_PIECES = 0.75


def letter_lines(found: Marks) -> list[tuple[int, int, int, int]] | None:
    """The boxes (left, top, right, bottom, region pixels) of ``found``'s lines of letters,
    top to bottom, their accents and dots included; None when a mark is neither a letter,
    an accent nor a graphic (or there is no line)."""
    if not found.lines:
        return None
    found, graphics = _emblem(found)
    if not found.lines:
        return None
    if any(bool((found.fill[group] >= _SOLID).all()) for group in found.lines):
        return None  # a row of solid shapes (a graphic's pieces), read as letters unsure
    boxes = found.boxes
    lines = [_box(boxes[group]) for group in found.lines]
    tallest = _tallest(found)
    lettered = {int(i) for group in found.lines for i in group}
    rest = [box for index, box in enumerate(boxes.tolist()) if index not in lettered]
    graphics += [
        (x, y, x + width, y + height)
        for x, y, width, height in rest
        if height >= GRAPHIC * tallest
        and width <= _GRAPHIC_ASPECT * height
        and not _on_a_baseline(y + height, lines)
    ]
    if any(_inside(line, graphic) for line in lines for graphic in graphics):
        return None  # letters on a graphic (a banner, a pattern): the detector's to find
    for x, y, width, height in rest:
        if any(_inside((x, y, x + width, y + height), graphic) for graphic in graphics):
            continue
        if width >= _RULE_ASPECT * height and 2 * height <= tallest:
            continue
        near = [k for k, line in enumerate(lines) if _beside(x, y, width, height, line)]
        if not near:
            return None
        # The line nearest it across (an i's dot over its own line, not the one above).
        middle = y + height / 2
        k = min(near, key=lambda n: max(lines[n][1] - middle, middle - lines[n][3], 0))
        left, top, right, bottom = lines[k]
        lines[k] = (min(left, x), min(top, y), max(right, x + width), max(bottom, y + height))
    return _joined(sorted(lines, key=lambda box: (box[0], box[1])))


def _emblem(found: Marks) -> tuple[Marks, list[tuple[int, int, int, int]]]:
    """``found`` less the pieces of an emblem drawn in a colour of its own, and that
    emblem's box as a graphic (none when there is no such emblem, or no colour known)."""
    if found.tone is None:
        return found, []
    for members in _by_hue(found.tone):
        if len(members) < _PIECES or len(members) == len(found.boxes):
            continue
        rest = found.without(set(members))
        if not rest.lines:
            continue
        pieces = found.boxes[members]
        fill = found.fill[members]
        if any(float(np.median(fill[row])) < _SOLID_PIECES for row in letter_groups(pieces)):
            continue  # letters in a colour of their own (a stamp, a two-colour name)
        box = _box(pieces)
        width, height = box[2] - box[0], box[3] - box[1]
        if height < GRAPHIC * _tallest(rest) or width > _GRAPHIC_ASPECT * height:
            continue
        if any(_inside(_box(rest.boxes[group]), box) for group in rest.lines):
            continue
        return rest, [box]
    return found, []


def _by_hue(tone: np.ndarray) -> list[list[int]]:
    """The marks grouped by hue: each joins the first group whose first mark's tone points
    within ``SAME_HUE`` (cosine) of its own."""
    norms = np.maximum(np.linalg.norm(tone, axis=1), 1e-9)
    unit = tone / norms[:, None]
    groups: list[list[int]] = []
    for index in range(len(unit)):
        for group in groups:
            if float(unit[group[0]] @ unit[index]) >= SAME_HUE:
                group.append(index)
                break
        else:
            groups.append([index])
    return groups


def _tallest(found: Marks) -> float:
    """The median letter height of ``found``'s tallest line."""
    return max(float(np.median(found.boxes[group][:, 3])) for group in found.lines)


def _joined(lines: list[tuple[int, int, int, int]]) -> list[tuple[int, int, int, int]]:
    """Lines (left to right) side by side on the same rows, no further apart than
    ``_WORD_GAP`` times the taller one's height, made one: the words of a line set wide
    apart (a monospaced face's spaces are wider than its letters are tall). Top to bottom."""
    out: list[tuple[int, int, int, int]] = []
    for line in lines:
        for k, other in enumerate(out):
            shared = min(line[3], other[3]) - max(line[1], other[1])
            small = min(line[3] - line[1], other[3] - other[1])
            tall = max(line[3] - line[1], other[3] - other[1])
            if 2 * shared >= small and line[0] - other[2] <= _WORD_GAP * tall:
                out[k] = (other[0], min(line[1], other[1]), max(line[2], other[2]),
                          max(line[3], other[3]))  # fmt: skip
                break
        else:
            out.append(line)
    return sorted(out, key=lambda box: (box[1], box[0]))


def _box(group: np.ndarray) -> tuple[int, int, int, int]:
    left, top = int(group[:, 0].min()), int(group[:, 1].min())
    return left, top, int((group[:, 0] + group[:, 2]).max()), int((group[:, 1] + group[:, 3]).max())


def _inside(box: tuple[int, int, int, int], outer: tuple[int, int, int, int]) -> bool:
    return outer[0] <= box[0] and outer[1] <= box[1] and box[2] <= outer[2] and box[3] <= outer[3]


def _on_a_baseline(bottom: int, lines: list[tuple[int, int, int, int]]) -> bool:
    return any(abs(bottom - line[3]) <= _BASELINE * (line[3] - line[1]) for line in lines)


def _beside(x: int, y: int, width: int, height: int, line: tuple[int, int, int, int]) -> bool:
    """A mark smaller than ``line``'s letters within one line height of it across and half
    of one above or below: an accent, a dot, a hyphen, a full stop."""
    left, top, right, bottom = line
    tall = bottom - top
    return (
        height < tall
        and x >= left - tall
        and x + width <= right + tall
        and y + height >= top - tall // 2
        and y <= bottom + tall // 2
    )
