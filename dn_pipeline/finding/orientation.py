"""Page orientation from the OCR engine's own signals, decided once per image (pure).

For the embedded reader (issue #13, point 3): RapidOCR's text-direction classifier labels
each detected text line "0" or "180" with a score (``engine.text_cls(crops).cls_res``).
A page is turned only when most confident lines say 180, never because fields are
missing; and a re-read never replaces an upright read unless it is clearly better.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

MIN_LINES = 3  # fewer classified lines than this: keep the page as it is
MIN_SCORE = 0.8  # a line's classification counts from this score
TURNED_SHARE = 0.6  # share of confident lines saying 180 that turns the page
BETTER_BY = 0.05  # a turned read must beat the upright one's mean confidence by this


def upside_down(cls_results: Sequence[tuple[str, float]]) -> bool:
    """True when the classifier's confident lines mostly read the page as turned 180°."""
    confident = [label for label, score in cls_results if score >= MIN_SCORE]
    if len(confident) < MIN_LINES:
        return False
    turned = sum(1 for label in confident if str(label).strip() == "180")
    return turned >= TURNED_SHARE * len(confident)


@dataclass(frozen=True, kw_only=True)
class ReadQuality:
    """What one OCR pass says about itself: mean line confidence and legible characters."""

    mean_score: float
    chars: int


def quality(texts: Sequence[str], scores: Sequence[float]) -> ReadQuality:
    pairs = [(t, float(s)) for t, s in zip(texts, scores, strict=False) if str(t).strip()]
    if not pairs:
        return ReadQuality(mean_score=0.0, chars=0)
    chars = sum(sum(c.isalnum() for c in t) for t, _ in pairs)
    mean = sum(s for _, s in pairs) / len(pairs)
    return ReadQuality(mean_score=mean, chars=chars)


def keep_turned(upright: ReadQuality, turned: ReadQuality) -> bool:
    """True only when the turned read is clearly better: a higher mean confidence by
    ``BETTER_BY`` and at least 80 % of the upright read's characters. Ties keep upright."""
    if turned.chars < 0.8 * upright.chars:
        return False
    return turned.mean_score >= upright.mean_score + BETTER_BY
