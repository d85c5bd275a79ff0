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

A page's re-reads have a budget (``recognise``; ``REREAD_COLUMNS``, ``DN_OCR_REREAD_COLUMNS``):
the tiny model reads every crop first, then the small one re-reads the unsure crops least
sure first, each that still fits in the budget's columns; the rest keep the tiny read. Where
the unsure crops fit, the read is exactly the crop-by-crop cascade's: every page of the
reader set and every realdocs scan (at most 7,800 unsure columns). Photographed, realdocs'
pages reach it more often: with six seeds, 1-4 of its other 20 documents a seed read 1-3
lines otherwise (a few more only a line's confidence), and the densest, an A4 invoice (75
lines, 54,000 columns, 27,000-34,000 of them unsure), 19-32 of its ~200 lines
(``Bestel1-Nr``, ``2S997``); its CPU falls from 2.5-2.9 s to 1.5-1.6 s, under the 2.5 s an
OCR page may take, and no field of the six seeds changed (README, "Round twenty-three: a
budget for the re-reads").

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
from dataclasses import dataclass, field, replace
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
# The small model re-reads at most this many 48-px columns of a page (``recognise``): about
# 0.5 s of its CPU on an Intel host (~50 us a column; the tiny model ~12 us), 0.8 s on an AMD
# one (~82 us). The default of ``DN_OCR_REREAD_COLUMNS``.
REREAD_COLUMNS = 10_000

# The threshold in force in this thread (``logo_reads`` changes it for its block).
_SURE_NOW: ContextVar[float] = ContextVar("tinyfirst_sure", default=SURE)


@dataclass
class _Pass:
    """How ``TinyFirst`` reads in this thread during ``recognise``: the tiny model alone,
    noting each crop's columns in call order and the rank of each it is unsure of
    (``tiny_only``), or the small model alone (not ``tiny_only``)."""

    tiny_only: bool
    columns: list[int] = field(default_factory=list)
    unsure: dict[int, float] = field(default_factory=dict)


_PASS: ContextVar[_Pass | None] = ContextVar("tinyfirst_pass", default=None)


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
        now = _PASS.get()
        if now is not None and not now.tiny_only:
            self.small_reads += batch.shape[0]
            return self._small(batch)  # type: ignore[no-any-return]
        probs = np.asarray(self.tiny.run(None, {self._tiny_input: batch})[0])
        best, best_p = probs.argmax(axis=2), probs.max(axis=2)
        mapped = self._to_small[best]
        long_line = batch.shape[3] > LONG_COLUMNS
        redo = [
            not self._keep(best[row], best_p[row], mapped[row], long_line)
            for row in range(batch.shape[0])
        ]
        self.crops += batch.shape[0]
        if now is not None:
            for row, again in enumerate(redo):
                if again:
                    now.unsure[len(now.columns)] = _sureness(best[row], best_p[row], mapped[row])
                now.columns.append(batch.shape[3])
            redo = [False] * len(redo)  # ``recognise`` decides which the small model reads
        elif best.shape[1] == 0:
            self.small_reads += batch.shape[0]
            return self._small(batch)  # type: ignore[no-any-return]
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
        sure = _sureness(best, best_p, mapped)
        if sure < 0:
            return False
        if sure >= _SURE_NOW.get():
            return True
        return long_line and not self._digit[best[_taken(best)]].any()


def _taken(best: np.ndarray) -> np.ndarray:
    """The time steps whose character rapidocr's decoder takes: not blank, not a repeat of
    the step before."""
    taken: np.ndarray = (best != 0) & np.concatenate(([True], best[1:] != best[:-1]))
    return taken


def _sureness(best: np.ndarray, best_p: np.ndarray, mapped: np.ndarray) -> float:
    """How sure a tiny read is: the mean confidence of the characters the decoder takes, or
    -1 for a read with nothing in it or a character the small head lacks (it cannot stand).
    Also an unsure crop's place in the small model's queue (``recognise``), lowest first."""
    taken = _taken(best)
    if not taken.any() or (mapped[taken] < 0).any():
        return -1.0
    return float(best_p[taken].mean())


def recognise(engine: Any, crops: list[np.ndarray], budget: int = REREAD_COLUMNS) -> Any:
    """A page's crops recognised (rapidocr's ``TextRecOutput``, in the crops' order), the
    small model re-reading at most ``budget`` columns of them (module docstring).

    The tiny model reads every crop (rapidocr's ``recognize_txt``, so the page is one
    recognition pass for every bench that counts them); the unsure crops go to the small
    model least sure first (ties: rapidocr's order), each that still fits the budget; their
    reads replace the tiny ones. A page whose unsure crops fit reads exactly as with no
    budget. An engine whose recogniser is not ``TinyFirst`` (``DN_OCR_RECOGNISER=small``)
    recognises as rapidocr does. RuntimeError if rapidocr fed the crops in another order
    than the one read here (its version is pinned and in the read key)."""
    from rapidocr.ch_ppocr_rec import TextRecInput

    recogniser = engine._load_rec_model()
    if not isinstance(recogniser.session, TinyFirst):
        return engine.recognize_txt(crops)
    first = _Pass(tiny_only=True)
    token = _PASS.set(first)
    try:
        read = engine.recognize_txt(crops)
    finally:
        _PASS.reset(token)
    order = _call_order(crops)
    _, height, min_width = recogniser.rec_image_shape
    expected = [int(height * max(min_width / height, c.shape[1] / c.shape[0])) for c in crops]
    if first.columns != [expected[i] for i in order]:
        raise RuntimeError("rapidocr fed the recogniser its crops in an unexpected order")
    chosen, spent = [], 0
    for call in sorted(first.unsure, key=lambda k: (first.unsure[k], k)):
        if spent + first.columns[call] <= budget:
            chosen.append(int(order[call]))
            spent += first.columns[call]
    if not chosen:
        return read
    token = _PASS.set(_Pass(tiny_only=False))
    try:
        again = recogniser(
            TextRecInput(img=[crops[i] for i in chosen], return_word_box=engine.return_word_box)
        )
    finally:
        _PASS.reset(token)
    texts, scores, words = list(read.txts), list(read.scores), list(read.word_results)
    for n, i in enumerate(chosen):
        texts[i], scores[i], words[i] = again.txts[n], again.scores[n], again.word_results[n]
    return replace(read, txts=tuple(texts), scores=scores, word_results=tuple(words))


def _call_order(crops: list[np.ndarray]) -> np.ndarray:
    """The order rapidocr's recogniser (pinned) feeds ``crops`` to its session: by width to
    height, as its ``TextRecognizer.__call__`` sorts them."""
    return np.argsort(np.array([c.shape[1] / float(c.shape[0]) for c in crops]))
