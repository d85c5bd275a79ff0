"""Recognition, the tiny model first: a line the small recogniser would read the same is read
for a fifth of its CPU.

The embedded reader's recogniser (PP-OCRv6 small with the Latin-script head, ``latinhead``)
is 3.16 million multiply-adds per 48-px column, and on a dense A4 scan its 24,000 columns
were three quarters of the page's CPU (README, "Round ten: the tiny recogniser first").
PP-OCRv6 tiny (``models/``, Apache-2.0, 4.5 MB) reads the same crop for about a fifth of
that, and most lines the same, but not all: on short lines its doubled letters and stray
punctuation are less sure. So each crop goes to the tiny model first; its read is kept when

- every character it read is one the small head has, and
- it is sure (mean character confidence at least ``SURE``), or the line is long (wider than
  ``LONG_COLUMNS`` at 48 px, about fifty characters) and has no digit in it: prose, where
  re-reading would be most of the cost and a field seldom is;

otherwise the small recogniser reads the crop, exactly as it did before. Numbers, dates, POs,
tax ids and phone numbers have digits, and labels and names sit on short lines: there the
small model still decides whenever the tiny one is unsure.

The tiny read is handed to rapidocr's own CTC decoder as if the small model had made it: at
each time step, the small head's class for the tiny model's best character gets the tiny
model's probability, every other class 0 — so the decoder yields the tiny model's text and
confidence, and nothing downstream knows which model read a line. Both settings are in the
read key (``EmbeddedReader.model``).

A logo letterhead's lines (``letterhead``) keep the tiny read however sure it is
(``logo_reads``, ``LOGO_SURE``): a logo is a name in display type, where the tiny model's
confidence is lower (0.77-0.98 on realdocs' logos) but its text was the small model's on
every realdocs logo line and on 238 of 240 generated ones (README, "Round twelve: logo lines
read by the tiny model"); the small model would cost a text-layer page 20-70 ms more.

The shipped models are loaded here, each checked against its sha256: the tiny recogniser and
PP-OCRv6 tiny's detector (``tiny_detector``: the embedded reader's default page detector,
``DN_OCR_DETECTOR``; README, "Round eleven: the tiny detector").
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import Any

import numpy as np

MODELS = Path(__file__).with_name("models")
TINY_MODEL = MODELS / "PP-OCRv6_tiny_rec.onnx"
TINY_CHARACTERS = MODELS / "PP-OCRv6_tiny_rec_dict.txt"
# The shipped bytes (models/NOTICE.md says where they come from); checked when loaded.
TINY_SHA256 = "9ef676d6ed3c88256a2d92c640c44f25b0c40947e111b14b8be8f594091563e6"
# PP-OCRv6 tiny's detector, from the same wheel (``DN_OCR_DETECTOR=tiny``).
TINY_DETECTOR = MODELS / "PP-OCRv6_tiny_det.onnx"
TINY_DETECTOR_SHA256 = "193bab7a04fca699a6c82e6abb5b81bdb28177f0abd4062552b04908dafb19f8"
# A tiny read at least this sure is kept (a clean line reads about 0.99). 0.98 until round
# thirteen: on photographed pages the small model's re-reads of lines at 0.97-0.98 were a
# sixth of its columns and changed no field; at 0.96 fields were lost (README).
SURE = 0.97
# A line wider than this at 48 px keeps the tiny read however sure it is.
LONG_COLUMNS = 600
# A logo letterhead's line keeps a tiny read this sure (``logo_reads``): any.
LOGO_SURE = 0.0

# The threshold in force in this thread (``logo_reads`` changes it for its block).
_SURE_NOW: ContextVar[float] = ContextVar("tinyfirst_sure", default=SURE)


@contextmanager
def logo_reads() -> Iterator[None]:
    """Within the block, a crop keeps the tiny read when it is at least ``LOGO_SURE`` sure
    (characters the small head lacks still send it to the small model). Per thread: the
    read pool's other threads keep ``SURE``."""
    token = _SURE_NOW.set(LOGO_SURE)
    try:
        yield
    finally:
        _SURE_NOW.reset(token)


def tiny_characters() -> list[str]:
    """The tiny model's characters in class order (blank and space not included). The file
    has one per CRLF-ended line; a character may be any code point but a line break."""
    text = TINY_CHARACTERS.read_text(encoding="utf-8")
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return [line[:-1] if line.endswith("\r") else line for line in lines]


def tiny_model() -> bytes:
    """The tiny model's bytes, checked against ``TINY_SHA256`` (ValueError on a mismatch: a
    damaged or swapped file would change every read without changing the read key)."""
    return shipped(TINY_MODEL, TINY_SHA256)


def tiny_detector() -> bytes:
    """The tiny detector's bytes, checked against ``TINY_DETECTOR_SHA256`` (as ``tiny_model``)."""
    return shipped(TINY_DETECTOR, TINY_DETECTOR_SHA256)


def shipped(path: Path, sha256: str) -> bytes:
    """A shipped model's bytes; ValueError when their sha256 is not ``sha256``."""
    data = path.read_bytes()
    digest = hashlib.sha256(data).hexdigest()
    if digest != sha256:
        raise ValueError(f"{path.name}: sha256 {digest}, expected {sha256}")
    return data


class TinyFirst:
    """rapidocr's recognition session, the tiny model first (module docstring).

    Called as rapidocr calls its session: a batch of normalised crops (N, 3, 48, W) in, the
    small head's class probabilities (N, T, classes) out. ``session`` is the small model's
    onnxruntime session (what benches and tests wrap), ``tiny`` the tiny model's.
    ``small_reads`` / ``crops`` count what each read."""

    def __init__(self, small: Any, tiny: Any, tiny_chars: list[str]) -> None:
        self._small = small
        self.session = small.session
        self.tiny = tiny
        small_chars = small.get_character_list()
        classes = len(small_chars) + 2  # blank first, space last (rapidocr's decoder)
        index = {c: i + 1 for i, c in enumerate(small_chars)}
        index.setdefault(" ", classes - 1)
        # The small head's class of each tiny class; -1 where the small head has none.
        self._to_small = np.array(
            [0] + [index.get(c, -1) for c in tiny_chars] + [classes - 1], dtype=np.int64
        )
        self._digit = np.array([False] + [c.isdigit() for c in tiny_chars] + [False])
        self._classes = classes
        self._tiny_input = tiny.get_inputs()[0].name
        self.crops = 0
        self.small_reads = 0

    def get_character_list(self, key: str = "character") -> list[str]:
        chars: list[str] = self._small.get_character_list(key)
        return chars

    def __call__(self, batch: np.ndarray) -> np.ndarray:
        probs = np.asarray(self.tiny.run(None, {self._tiny_input: batch})[0])
        best, best_p = probs.argmax(axis=2), probs.max(axis=2)
        if best.shape[1] == 0:
            return self._small(batch)  # type: ignore[no-any-return]
        mapped = self._to_small[best]
        long_line = batch.shape[3] > LONG_COLUMNS
        redo = [
            not self._keep(best[row], best_p[row], mapped[row], long_line)
            for row in range(batch.shape[0])
        ]
        self.crops += batch.shape[0]
        self.small_reads += sum(redo)
        small = np.asarray(self._small(batch)) if any(redo) else None
        if small is not None and (all(redo) or small.shape[1] != best.shape[1]):
            return small  # every crop unsure, or other time steps than the tiny model's
        out = np.zeros((*best.shape, self._classes), dtype=np.float32)
        steps = np.arange(best.shape[1])
        for row, again in enumerate(redo):
            if small is not None and again:
                out[row] = small[row]
            else:
                out[row, steps, np.maximum(mapped[row], 0)] = best_p[row]
        return out

    def _keep(
        self, best: np.ndarray, best_p: np.ndarray, mapped: np.ndarray, long_line: bool
    ) -> bool:
        """Whether a crop keeps the tiny read: its characters as rapidocr's decoder takes
        them (not blank, not a repeat of the step before) all in the small head, and the read
        sure (``SURE``, ``LOGO_SURE`` in ``logo_reads``), or long without a digit."""
        taken = (best != 0) & np.concatenate(([True], best[1:] != best[:-1]))
        if not taken.any() or (mapped[taken] < 0).any():
            return False
        if float(best_p[taken].mean()) >= _SURE_NOW.get():
            return True
        return long_line and not self._digit[best[taken]].any()
