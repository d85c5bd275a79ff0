"""The embedded reader: offline, free, the default (SPEC §2).

A page with a usable PDF text layer is parsed from that layer; any other page is OCR'd with
rapidocr on onnxruntime, whose default models ship inside the wheel (no download, no
network). Both paths end in ``fieldparse.parse_words``.
"""

from __future__ import annotations

import importlib.metadata
import io
import logging
import threading
from typing import Any

from PIL import Image, ImageOps

from dn_pipeline.errors import ReadError
from dn_pipeline.readers.base import PageInput, ReadOutput, Usage, Word
from dn_pipeline.readers.fieldparse import PARSER_VERSION, parse_words, words_from_quads
from dn_pipeline.readschema import validate_read

# A text layer with fewer real words is a scan with a stray OCR layer or a logo: OCR instead.
MIN_TEXT_LAYER_WORDS = 8
# Below this many recognised characters (or this mean score) OCR is "poor": try 180°.
_POOR_CHARS = 25
_POOR_SCORE = 0.75
# Share of clearly dark pixels under which a light page counts as blank paper.
_BLANK_INK = 0.0015
# Top share of the page OCR'd for a letterhead a digital PDF shows only as a logo.
_LETTERHEAD_SHARE = 0.22
# Below this parser confidence (no company suffix) the letterhead may be a logo: OCR it too.
_SURE_SUPPLIER = 0.9

_ENGINE_LOCK = threading.Lock()
_ENGINES: dict[int, Any] = {}


def _rapidocr_version() -> str:
    # Package metadata, not ``import rapidocr``: building a reader must stay cheap.
    return importlib.metadata.version("rapidocr")


def _engine(max_side: int) -> Any:
    """The process's rapidocr engine for ``max_side``: built once, lazily, under a lock."""
    engine = _ENGINES.get(max_side)
    if engine is not None:
        return engine
    with _ENGINE_LOCK:
        engine = _ENGINES.get(max_side)
        if engine is None:
            from rapidocr import RapidOCR  # imported late: ~1 s of onnxruntime start-up

            engine = RapidOCR(
                params={
                    # Upside-down pages are handled by one whole-page retry instead: the
                    # per-line classifier costs time on every page and flips good lines.
                    "Global.use_cls": False,
                    "Global.max_side_len": max_side,
                    "Global.log_level": "warning",
                }
            )
            # "The text detection result is empty" on a blank strip is not news: errors only.
            logging.getLogger("RapidOCR").setLevel(logging.ERROR)
            _ENGINES[max_side] = engine
    return engine


class EmbeddedReader:
    """Reads a page offline: text layer when it has one, OCR otherwise. Never paid.

    Safe to call from several threads: the one rapidocr engine per ``max_side`` is built
    lazily under a lock and is only read afterwards (no per-call parameters are set on it).
    """

    def __init__(self, *, max_side: int = 1800) -> None:
        self._max_side = max_side
        self._model = (
            f"rapidocr-{_rapidocr_version()}+PP-OCRv6-small+max{max_side}+{PARSER_VERSION}"
        )

    @property
    def name(self) -> str:
        return "embedded"

    @property
    def model(self) -> str:
        return self._model

    @property
    def paid(self) -> bool:
        return False

    def read(self, page: PageInput) -> ReadOutput:
        """Return a schema-valid read; ReadError('bad_image') when the PNG cannot be decoded."""
        words = [w for w in page.text_layer if w["t"].strip()]
        if len(words) >= MIN_TEXT_LAYER_WORDS:
            result = parse_words(words, page_height=float(page.height))
            if result.get("confidence", {}).get("supplier_name", 0.0) < _SURE_SUPPLIER:
                result = self._letterhead_from_image(page, words, result)
            return ReadOutput(result=validate_read(result), usage=Usage())
        image = _decode(page.png)
        if _is_blank(image):
            result = parse_words([], page_height=float(page.height))
            return ReadOutput(result=validate_read(result), usage=Usage())
        result = self._ocr_best(image)
        if result["doc_type"] == "blank":
            # Ink but nothing legible: not blank paper; an unreadable page (SPEC §10).
            result["doc_type"] = "delivery_note"
        return ReadOutput(result=validate_read(result), usage=Usage())

    def ocr_words(self, image: Image.Image) -> tuple[list[Word], float, int]:
        """OCR ``image`` once: de-rotated words, mean score and recognised character count."""
        output = _engine(self._max_side)(image)
        boxes = getattr(output, "boxes", None)
        texts = getattr(output, "txts", None)
        scores = getattr(output, "scores", None)
        if boxes is None or texts is None or len(texts) == 0:
            return [], 0.0, 0
        words = words_from_quads(boxes.tolist(), list(texts))
        mean = float(sum(scores or ())) / max(len(texts), 1)
        chars = sum(sum(c.isalnum() for c in t) for t in texts)
        return words, mean, chars

    def _ocr_best(self, image: Image.Image) -> dict[str, Any]:
        """OCR the page; when the text comes out poor, once more turned 180°, keep the better.

        "Poor" is few characters, low scores, or no number, date or PO found: an upside-down
        page can come back as confident nonsense, so the fields are the real test.
        """
        height = float(image.height)
        words, score, chars = self.ocr_words(image)
        result = parse_words(words, page_height=height)
        found = _found(result)
        if chars >= _POOR_CHARS and score >= _POOR_SCORE and found >= 2:
            return result
        words_180, score_180, chars_180 = self.ocr_words(image.rotate(180))
        result_180 = parse_words(words_180, page_height=height)
        if (_found(result_180), chars_180 * score_180) > (found, chars * score):
            return result_180
        return result

    def _letterhead_from_image(
        self, page: PageInput, words: list[Word], result: dict[str, Any]
    ) -> dict[str, Any]:
        """A digital PDF whose supplier name is only a logo: OCR the top strip for it."""
        image = _decode(page.png)
        strip = image.crop((0, 0, image.width, int(image.height * _LETTERHEAD_SHARE)))
        if _is_blank(strip):
            return result
        top_words, _, _ = self.ocr_words(strip)
        if not top_words:
            return result
        merged = parse_words(words + top_words, page_height=float(page.height))
        better = merged["confidence"].get("supplier_name", 0.0) > result["confidence"].get(
            "supplier_name", 0.0
        )
        if merged.get("supplier_name") and better:
            result = dict(result)
            result["supplier_name"] = merged["supplier_name"]
            confidence = dict(result.get("confidence", {}))
            confidence["supplier_name"] = merged["confidence"]["supplier_name"]
            result["confidence"] = confidence
        return result


def _found(result: dict[str, Any]) -> int:
    """How many of number, date and PO a read found."""
    return sum(1 for f in ("document_number", "delivery_date_raw", "po_number") if result.get(f))


def _decode(png: bytes) -> Image.Image:
    try:
        with Image.open(io.BytesIO(png)) as opened:
            return opened.convert("RGB")
    except (OSError, ValueError, Image.DecompressionBombError) as exc:
        raise ReadError("bad_image", str(exc)[:200]) from exc


def _is_blank(image: Image.Image) -> bool:
    """Light paper with almost no dark pixels. A very dark photo is not blank: it is unreadable."""
    grey = ImageOps.grayscale(image)
    grey.thumbnail((400, 400))
    histogram = grey.histogram()
    total = max(sum(histogram), 1)
    mean = sum(i * n for i, n in enumerate(histogram)) / total
    dark = sum(histogram[: max(int(mean) - 80, 0)]) / total
    return mean > 180 and dark < _BLANK_INK
