"""Where a value stands on a page: its label words, its relation to the label (``right`` /
``below``), its cell on the page, its shape; every id-like run and printed date of a page.
What supplier profiles learn from and look for (``profiles``, ``profile_use``).
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from dn_pipeline.finding import phrases as ph
from dn_pipeline.finding.dates import dates_in
from dn_pipeline.finding.layout import Line, Token, group_lines, tokens_of
from dn_pipeline.finding.values import clean_id, is_id
from dn_pipeline.readers.base import Word

GRID = 40  # page position cells per side
_MAX_LABEL_TOKENS = 4


def shape(value: str) -> str:
    """Letters as ``A``, digits as ``9``, every other character kept: ``DN-123456`` ->
    ``AA-999999``."""
    return "".join("9" if c.isdigit() else "A" if c.isalpha() else c for c in value)


def date_form(raw: str) -> str:
    """A printed date's form: digit runs as ``9``, letter runs as ``A`` (``3 Mar 2026`` ->
    ``9 A 9``, ``03.03.2026`` -> ``9.9.9``)."""
    return re.sub(r"[^\W\d_]+", "A", re.sub(r"\d+", "9", ph.fold(raw.strip())))


_AS_DIGIT = str.maketrans("OoIlSBZG", "00115826")
_AS_LETTER = str.maketrans("0158", "OISB")


def fit(text: str, learned: str) -> str | None:
    """``text`` read in the learned shape (OCR look-alikes put right), or None if it is not
    of that shape: ``DN-12O4S6`` in ``AA-999999`` is ``DN-120456``."""
    if len(text) != len(learned):
        return None
    out = []
    for char, want in zip(text, learned, strict=True):
        if want == "9":
            char = char.translate(_AS_DIGIT)
            ok = char.isdigit()
        elif want == "A":
            char = char.translate(_AS_LETTER) if char.isdigit() else char
            ok = char.isalpha()
        else:
            ok = char == want
        if not ok:
            return None
        out.append(char)
    return "".join(out)


@dataclass(frozen=True, slots=True)
class Spot:
    """A value found among the words: text, word indices, label, relation, page cell."""

    text: str
    words: tuple[int, ...]
    label: str
    place: str  # "right" (label on its line), "below" (label above it) or "none"
    cell: str  # "col,row" on a GRID x GRID page
    line: int


def page_lines(words: Sequence[Word]) -> list[Line]:
    return group_lines(tokens_of(words))


def label_key(text: str) -> str:
    """Label words as compared: folded alphabetic tokens, digits dropped."""
    return " ".join(t.t for t in ph.tokens(text) if t.t.isalpha())[:80]


def spot(lines: Sequence[Line], at: int, first: int, last: int, size: tuple[float, float]) -> Spot:
    """Describe tokens ``first..last`` of line ``at``: its label, relation and page cell."""
    line = lines[at]
    toks = line.tokens
    height = line.height
    label: list[Token] = []
    k = first - 1
    while k >= 0 and len(label) < _MAX_LABEL_TOKENS:
        gap = (label[0] if label else toks[first]).x0 - toks[k].x1
        if gap > 1.5 * height or any(c.isdigit() for c in toks[k].t):
            break
        label.insert(0, toks[k])
        k -= 1
    key, place = label_key(" ".join(t.t for t in label)), "right"
    if not key:
        key, place = _label_above(lines, at, toks[first].x0, toks[last].x1), "below"
    if not key:
        place = "none"
    width, page_height = size
    x = (toks[first].x0 + toks[last].x1) / 2 / max(width, 1.0)
    y = (line.y0 + line.y1) / 2 / max(page_height, 1.0)
    cell = f"{_grid(x)},{_grid(y)}"
    text = " ".join(t.t for t in toks[first : last + 1])
    words = tuple(dict.fromkeys(t.word for t in toks[first : last + 1]))
    return Spot(text, words, key, place, cell, at)


def _grid(fraction: float) -> int:
    if not math.isfinite(fraction):  # boxes at 1e308 are words too (hostile input)
        return 0 if fraction < 0 else GRID - 1
    return min(max(int(fraction * GRID), 0), GRID - 1)


def _label_above(lines: Sequence[Line], at: int, x0: float, x1: float) -> str:
    line = lines[at]
    for index in range(at - 1, max(at - 3, -1), -1):
        other = lines[index]
        if line.y0 - other.y1 > 2.6 * line.height:
            return ""
        slack = line.height
        over = [t for t in other.tokens if t.x0 <= x1 + slack and t.x1 >= x0 - slack]
        if not over:
            # a value right-aligned under its label: the label line ends left of it
            if index != at - 1 or len(other.tokens) > _MAX_LABEL_TOKENS or other.x1 > x1:
                continue
            over = list(other.tokens)
        start = other.tokens.index(over[0])
        run = [other.tokens[start]]
        for token in other.tokens[start + 1 :]:
            if token.x0 - run[-1].x1 > 1.5 * other.height or len(run) >= _MAX_LABEL_TOKENS:
                break
            run.append(token)
        return label_key(" ".join(t.t for t in run if not any(c.isdigit() for c in t.t)))
    return ""


def id_spans(lines: Sequence[Line]) -> list[tuple[int, int, int, str]]:
    """Every one- or two-token run that reads as an id: (line, first, last, cleaned text)."""
    out = []
    for at, line in enumerate(lines):
        for first in range(len(line.tokens)):
            for last in (first, first + 1):
                if last >= len(line.tokens):
                    continue
                text = clean_id(" ".join(t.t for t in line.tokens[first : last + 1]))
                if is_id(text):
                    out.append((at, first, last, text))
    return out


_GLUED = re.compile(r"([^\W\d_]{2,}[.:#\-]*)(\w.*)")


def glued_spans(lines: Sequence[Line], size: tuple[float, float]) -> list[tuple[Spot, str]]:
    """Values a photo's OCR glued to their label (``Projekt5382``, ``Ref.DN-5697``): each
    with the label part as its label, ``right`` of it."""
    out = []
    for at, line in enumerate(lines):
        for index, token in enumerate(line.tokens):
            m = _GLUED.fullmatch(token.t)
            if m and any(c.isdigit() for c in m[2]) and is_id(value := clean_id(m[2])):
                where = spot(lines, at, index, index, size)
                out.append((replace(where, label=label_key(m[1]), place="right"), value))
    return out


_NEAR_DIGIT = re.compile(r"(?<=[\d/.\-])[OoIlSB]|[OoIlSB](?=[\d/.\-])")


def ocr_digits(text: str) -> str:
    """OCR look-alikes touching a digit or a date separator read as digits, one character
    for one (offsets stay valid): ``0l/25/2O25`` -> ``01/25/2025``."""
    return _NEAR_DIGIT.sub(lambda m: m[0].translate(_AS_DIGIT), text)


def date_spans(lines: Sequence[Line], order: str) -> list[tuple[int, int, int, str, str]]:
    """Every printed date, OCR look-alikes read as digits: (line, first token, last token,
    raw, iso in ``order``)."""
    out = []
    for at, line in enumerate(lines):
        for hit in dates_in(ocr_digits(line.text), order):
            out.append((at, line.token_at(hit.start), line.token_at(hit.end - 1), hit.raw, hit.iso))
    return out


def order_of(raw: str, iso: str) -> str:
    """``dmy`` / ``mdy``: the order a numeric printed date wrote ``iso`` in, else ``""``."""
    m = re.fullmatch(r"\D*(\d{1,2})\D+(\d{1,2})\D+\d{2,4}\D*", raw.strip())
    if not m or len(iso) != 10 or m[1] == m[2]:
        return ""
    a, b, month, day = int(m[1]), int(m[2]), int(iso[5:7]), int(iso[8:10])
    if (a, b) == (day, month):
        return "dmy"
    return "mdy" if (a, b) == (month, day) else ""
