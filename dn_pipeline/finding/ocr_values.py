"""OCR's look-alikes inside a labelled number (ff-4): O / 0, I / l / 1, S / 5, B / 8.

Only a value a label has already made a document / PO number is repaired, and only where
its own shape says which a character is. The value is cut into runs of letters and digits
at its separators ("BST-2026-O041": BST, 2026, O041); a value of one run is left alone
(a single code may begin with any letter: "S162", "SO2144882"). Then:

- a later run that is digits but for one or two look-alikes is all digits ("O041" ->
  "0041", "0617S" -> "06175", "202S" -> "2025");
- in any run, a look-alike after the run's first digit is a digit when another run of the
  value is a number ("A2S-…" -> "A25-…");
- a first run of letters but for one 0 / 1 / 5 / 8 (two letters at least) ahead of a
  number is letters ("8ST-2026-…" -> "BST-2026-…");
- two look-alikes side by side between digits are digits ("458612Bl15" -> "4586128115");
- ff-7: an O before a 0 that begins a number of digits is a 0 ("O0403429" -> "00403429").
"""

from __future__ import annotations

import re

_AS_DIGIT = str.maketrans("OoIlSsBZG", "001155826")
_AS_LETTER = str.maketrans("0158", "OISB")
_DIGIT_LIKE = frozenset("OoIlSsBZG")
_RUN = re.compile(r"[A-Za-z0-9]+")
_PAIR_BETWEEN_DIGITS = re.compile(r"(?<=\d)[OoIlSBZG]{2}(?=\d)")
_O_BEFORE_ZEROS = re.compile(r"O0\d{3,}$")
_MAX_LOOKALIKES = 2
_NUMBER_RUN = 3  # digits a run needs to be "a number" of the value


def _is_number(run: str) -> bool:
    return run.isdigit() and len(run) >= _NUMBER_RUN


def _digit_run(run: str) -> str:
    """A run of digits and at most two look-alikes (fewer than its digits), as digits."""
    looks = sum(c in _DIGIT_LIKE for c in run)
    digits = sum(c.isdigit() for c in run)
    if not looks or looks > _MAX_LOOKALIKES or digits <= looks or looks + digits != len(run):
        return run
    return run.translate(_AS_DIGIT)


def _digit_tail(run: str) -> str:
    """The look-alikes after a run's first digit, as digits, when nothing else follows."""
    first = next((i for i, c in enumerate(run) if c.isdigit()), -1)
    if first < 0:
        return run
    tail = run[first:]
    if not all(c.isdigit() or c in _DIGIT_LIKE for c in tail):
        return run
    if sum(c in _DIGIT_LIKE for c in tail) > _MAX_LOOKALIKES:
        return run
    return run[:first] + tail.translate(_AS_DIGIT)


def _letter_run(run: str) -> str:
    """A run of letters but for one 0 / 1 / 5 / 8, as letters ("8ST" -> "BST")."""
    digits = [c for c in run if c.isdigit()]
    letters = sum(c.isalpha() for c in run)
    if len(digits) != 1 or digits[0] not in "0158" or letters < 2 or not run.isupper():
        return run
    return run.translate(_AS_LETTER)


def repair(value: str) -> str:
    """``value`` with look-alikes read as its shape says (same length: offsets hold)."""
    value = _PAIR_BETWEEN_DIGITS.sub(lambda m: m[0].translate(_AS_DIGIT), value)
    if _O_BEFORE_ZEROS.match(value):
        value = "0" + value[1:]  # ff-7: "O0403429", a series of zeros' first read as an O
    runs = list(_RUN.finditer(value))
    if len(runs) < 2:
        return value
    texts = [m[0] for m in runs]
    texts = [texts[0], *(_digit_run(t) for t in texts[1:])]
    for i, text in enumerate(texts):
        if any(_is_number(t) for j, t in enumerate(texts) if j != i):
            texts[i] = _digit_tail(text)
    if any(_is_number(t) for t in texts[1:]):
        texts[0] = _letter_run(texts[0])
    out = list(value)
    for m, text in zip(runs, texts, strict=True):
        out[m.start() : m.end()] = text
    return "".join(out)
