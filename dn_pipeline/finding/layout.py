"""Words to tokens, lines and segments, and the neighbours of a label (right, below).

A text layer gives one word per box; OCR gives one text line per box. Both are split into
whitespace-free tokens (an OCR box's width spread by character count), each remembering the
index of the input word it came from, so every value found can name its words (evidence).
Tokens whose vertical centres are close form lines; a line is cut at wide gaps into
segments, so a letterhead and a customer block side by side stay apart.
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Sequence
from dataclasses import dataclass

from dn_pipeline.readers.base import Word

MAX_LINE_CHARS = 2000  # hostile input: regexes only ever see bounded text
# ff-18: OCR models trained on CJK print read a colon on a Latin page as the fullwidth "："
# ("Beleg-Nr ： R87654321012345", "GST Number：000048898048"): the fullwidth forms of ASCII
# (U+FF01-U+FF5E) and the ideographic space are read as what they stand for, one character
# for one.
_FULLWIDTH = {0x3000: " ", **{code: chr(code - 0xFEE0) for code in range(0xFF01, 0xFF5F)}}
MAX_TOKENS = 20000


@dataclass(frozen=True, slots=True)
class Token:
    t: str
    x0: float
    y0: float
    x1: float
    y1: float
    word: int  # index of the input word the token came from

    @property
    def height(self) -> float:
        return max(self.y1 - self.y0, 1.0)


@dataclass(frozen=True, slots=True)
class Line:
    tokens: tuple[Token, ...]
    text: str
    x0: float
    y0: float
    x1: float
    y1: float
    starts: tuple[int, ...]  # character offset of each token in ``text``

    @property
    def height(self) -> float:
        return max(self.y1 - self.y0, 1.0)

    def token_at(self, offset: int) -> int:
        """Index of the token holding character ``offset`` of ``text`` (or the next one)."""
        for index, start in enumerate(self.starts):
            if offset < start + len(self.tokens[index].t):
                return index
        return len(self.tokens) - 1

    def words_between(self, start: int, end: int) -> tuple[int, ...]:
        """Input-word indices of the tokens overlapping characters ``start:end``."""
        out: list[int] = []
        for token, offset in zip(self.tokens, self.starts, strict=True):
            if offset < end and start < offset + len(token.t) and token.word not in out:
                out.append(token.word)
        return tuple(out)

    def x_at(self, offset: int) -> float:
        token = self.tokens[self.token_at(offset)]
        start = self.starts[self.token_at(offset)]
        frac = min(max((offset - start) / max(len(token.t), 1), 0.0), 1.0)
        return token.x0 + (token.x1 - token.x0) * frac


def _finite(*values: float) -> bool:
    return all(math.isfinite(v) for v in values)


def tokens_of(words: Sequence[Word]) -> list[Token]:
    """Split every word box into tokens, spreading the box width by character count."""
    out: list[Token] = []
    for index, word in enumerate(words):
        try:
            text = str(word["t"])[:MAX_LINE_CHARS].translate(_FULLWIDTH)
            x0, y0 = float(word["x0"]), float(word["y0"])
            x1, y1 = float(word["x1"]), float(word["y1"])
        except (KeyError, TypeError, ValueError):
            continue
        if not _finite(x0, y0, x1, y1) or x1 < x0 or y1 < y0:
            continue
        per_char = (x1 - x0) / max(len(text), 1)
        pos = 0
        for part in text.split():
            start = text.index(part, pos)
            pos = start + len(part)
            out.append(Token(part, x0 + start * per_char, y0, x0 + pos * per_char, y1, index))
            if len(out) >= MAX_TOKENS:
                return out
    return out


def line_of(tokens: Sequence[Token]) -> Line:
    starts: list[int] = []
    pos = 0
    for token in tokens:
        starts.append(pos)
        pos += len(token.t) + 1
    return Line(
        tokens=tuple(tokens),
        text=" ".join(t.t for t in tokens)[:MAX_LINE_CHARS],
        x0=min(t.x0 for t in tokens),
        y0=min(t.y0 for t in tokens),
        x1=max(t.x1 for t in tokens),
        y1=max(t.y1 for t in tokens),
        starts=tuple(starts),
    )


def group_lines(tokens: Sequence[Token]) -> list[Line]:
    """Tokens whose vertical centres are close form a line; lines run top to bottom. A token
    under one the line already holds (the same columns, a lower centre) starts the next
    line: OCR boxes are taller than their letters, and two tight rows side by side with a
    block whose rows fall between them would otherwise chain into one line."""
    slope = page_slope(tokens)
    spans: dict[int, tuple[float, float]] = {}
    for t in tokens:  # a word's tokens share its box: levelled as one, by its middle
        a, b = spans.get(t.word, (t.x0, t.x1))
        spans[t.word] = (min(a, t.x0), max(b, t.x1))
    level = {id(t): (t.y0 + t.y1) / 2 - slope * sum(spans[t.word]) / 2 for t in tokens}
    ordered = sorted(tokens, key=lambda t: (level[id(t)], t.x0, t.word))
    rows: list[list[Token]] = []
    centres: list[float] = []
    for token in ordered:
        centre = level[id(token)]
        if rows:
            last = rows[-1]
            row_height = max(t.height for t in last)
            if abs(centre - centres[-1]) <= 0.5 * min(token.height, row_height) and not any(
                _stacked(other, token) for other in last
            ):
                last.append(token)
                centres[-1] += (centre - centres[-1]) / len(last)
                continue
        rows.append([token])
        centres.append(centre)
    lines = []
    for row in rows:
        row.sort(key=lambda t: (t.x0, t.word))
        lines.append(line_of(row))
    return lines


# ff-17: a page is levelled before its rows are grouped when its words slope by more than
# this (rise over run, ~0.3°): a scan fed in askew, where a form's two columns of label rows
# interleave ("Delivery Note No." on the left a row under its value's neighbour on the right)
_MIN_SLOPE = 0.005
_MIN_PAIRS = 10
_SPREAD = 0.5  # the middle half of the pairs' slopes within this share of the median's
_PAIR_GAP = 12.0  # heights between a token and its neighbour on the same row


def page_slope(tokens: Sequence[Token]) -> float:
    """The page's slope (rise over run), the median of neighbouring tokens' on one row:
    each token and the nearest one to its right within ``_PAIR_GAP`` heights whose centre is
    within half a height. 0.0 when fewer than ``_MIN_PAIRS`` pairs, under ``_MIN_SLOPE`` (a
    text layer is level; a levelled read stays as it is) or when the pairs disagree by more
    than ``_SPREAD`` of it (a photo's rows bent by its perspective)."""
    order = sorted(range(len(tokens)), key=lambda i: tokens[i].y0 + tokens[i].y1)
    mids = [(tokens[i].y0 + tokens[i].y1) / 2 for i in order]
    slopes: list[float] = []
    for left in tokens:
        mid_y = (left.y0 + left.y1) / 2
        lo = bisect.bisect_left(mids, mid_y - 0.5 * left.height)
        hi = bisect.bisect_right(mids, mid_y + 0.5 * left.height)
        best: tuple[float, int] | None = None
        for k in range(lo, hi):  # the tokens of its band: the nearest one to its right
            j = order[k]
            right = tokens[j]
            gap = right.x0 - left.x1
            if not 0.5 * left.height < gap <= _PAIR_GAP * left.height or right.word == left.word:
                continue  # a word's own tokens share its box: no slope in them
            if abs(mids[k] - mid_y) <= 0.5 * min(left.height, right.height):
                best = min(best, (right.x0, j)) if best else (right.x0, j)
        if best is not None:
            right = tokens[best[1]]
            run = (right.x0 + right.x1 - left.x0 - left.x1) / 2
            slopes.append(((right.y0 + right.y1) / 2 - mid_y) / run)
    if len(slopes) < _MIN_PAIRS:
        return 0.0
    slopes.sort()
    median = slopes[len(slopes) // 2]
    spread = slopes[3 * len(slopes) // 4] - slopes[len(slopes) // 4]
    if abs(median) < _MIN_SLOPE or spread > _SPREAD * abs(median):
        return 0.0  # level, or a photo's slope changing across it: no one slope to trust
    return median


def _stacked(upper: Token, lower: Token) -> bool:
    """``lower`` sits under ``upper``: they share most of the narrower one's columns and its
    centre is a quarter of a height or more lower (a token printed twice in one place, as
    some text layers do, is not)."""
    shared = min(upper.x1, lower.x1) - max(upper.x0, lower.x0)
    narrower = min(upper.x1 - upper.x0, lower.x1 - lower.x0)
    drop = (lower.y0 + lower.y1 - upper.y0 - upper.y1) / 2
    return shared > 0.5 * narrower and drop >= 0.25 * min(upper.height, lower.height)


def segments(lines: Sequence[Line]) -> list[Line]:
    """Lines cut where the gap between tokens is wider than ~1.5 text heights (columns), or
    wider than half a height where the text size jumps between two boxes (a large letterhead
    and a small "Customer" block beside it that OCR put on one line)."""
    out: list[Line] = []
    for line in lines:
        run: list[Token] = [line.tokens[0]]
        for token in line.tokens[1:]:
            if apart(run[-1], token):
                out.append(line_of(run))
                run = []
            run.append(token)
        out.append(line_of(run))
    return out


def column_breaks(line: Line) -> frozenset[int]:
    """Character offsets in ``line.text`` of the tokens a column gap separates from the one
    before (the cut ``segments`` makes): a label never runs across one."""
    return frozenset(
        start
        for left, right, start in zip(line.tokens, line.tokens[1:], line.starts[1:], strict=False)
        if apart(left, right)
    )


def apart(left: Token, right: Token) -> bool:
    gap = right.x0 - left.x1
    small, large = sorted((left.height, right.height))
    if gap > 1.5 * small:
        return True
    return left.word != right.word and large > 1.5 * small and gap > 0.5 * small


def below(
    lines: Sequence[Line], line: Line, x0: float, x1: float, reach: float = 2.6
) -> list[Token]:
    """Tokens of the nearest line under ``line`` whose boxes overlap the span ``x0..x1``.

    The span is widened by a text height each side; the search stops ``reach`` line heights
    down. Used for values under a label and for boxed header cells.
    """
    slack = line.height
    top = line.y0 + 0.5 * line.height
    for other in lines:
        if other.y0 <= top and (other is line or other.y1 <= line.y1):
            continue
        if other.y0 - line.y1 > reach * line.height:
            break
        # ff-13: of a slanting row that starts beside the label (a photo's), only the tokens
        # that stand under it
        hits = [
            t
            for t in other.tokens
            if t.x1 >= x0 - slack and t.x0 <= x1 + slack and (other.y0 > top or t.y0 > top)
        ]
        if hits:
            return hits
    return []
