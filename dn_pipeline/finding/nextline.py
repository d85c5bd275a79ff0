"""A value on the line under its label, at the right (ff-7): a clerk reads "Consignment No."
ending one line (a customer's address at the left of it) and the number standing alone at
the right margin of the next line as that label's value.

Taken only when the label ends its line (nothing on the label's own line is its value), the
next lines' part from the label's left edge on is a cell of its own (a column gap before
it) holding one value and no label, and no line between them prints anything in that part
of the page.
"""

from __future__ import annotations

from collections.abc import Sequence

from dn_pipeline.finding import phrases as ph
from dn_pipeline.finding.layout import Line, apart
from dn_pipeline.finding.values import EVERY, right_value

_REACH = 1.6  # line heights between the label's line and the value's
_MAX_PART_TOKENS = 3
_TRAILER = " :#.-–=_°º*"


def ends_line(line: Line, end: int) -> bool:
    """Nothing but punctuation follows character ``end`` of the label's line."""
    return not line.text[end:].strip(_TRAILER)


def _part_below(lines: Sequence[Line], index: int, x0: float) -> tuple[Line, int, int] | None:
    """The part of the next line under ``lines[index]`` from ``x0`` (a label's left edge) on,
    when it is a cell of its own with at most three tokens and no label: (the line, the
    character offset the part starts at, the number of its tokens). Lines whose part is
    empty are passed over (the left column's address lines); one with a label ends it."""
    line = lines[index]
    bottom = line.y1
    for at in range(index + 1, min(index + 4, len(lines))):
        other = lines[at]
        if other.y0 <= line.y0 + 0.5 * line.height:
            continue  # a box of the label's own row
        if other.y0 - bottom > _REACH * line.height:
            return None
        first = next(
            (k for k, t in enumerate(other.tokens) if t.x0 >= x0 - line.height), len(other.tokens)
        )
        part = other.tokens[first:]
        if not part:
            bottom = max(bottom, other.y1)
            continue
        if first > 0 and not apart(other.tokens[first - 1], part[0]):
            return None  # the left column's text runs on into it
        if len(part) > _MAX_PART_TOKENS:
            return None
        start = other.starts[first]
        toks = ph.tokens(other.text[start:])
        if toks and ph.find_phrases(toks, EVERY):
            return None  # a label of its own: its value is its own
        return other, start, len(part)
    return None


def _covers(line: Line, start: int, words: tuple[int, ...]) -> bool:
    """The value's ``words`` are every word of ``line`` from character ``start`` on."""
    return set(line.words_between(start, len(line.text))) == set(words)


def next_line_value(
    lines: Sequence[Line], index: int, x0: float
) -> tuple[str, tuple[int, ...]] | None:
    """The value alone in the next line's part from the label's left edge ``x0`` on."""
    part = _part_below(lines, index, x0)
    if part is None:
        return None
    found = right_value(part[0], part[1])
    return found if found is not None and _covers(part[0], part[1], found[1]) else None
