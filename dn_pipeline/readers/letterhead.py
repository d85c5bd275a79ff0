"""The letterhead of a digital page whose text layer names no company: its logo, OCR'd.

A text-layer page must cost at most 50 ms (issue #13); OCR'ing its logo is most of that.
What is paid for, and only that:
- the PNG is decoded down to the bottom of the top strip, not the whole page (``top_strip``);
- OCR sees only the ink no text-layer word covers (``uncovered``);
- its lines of letters are taken from its marks, without the detection network, when
  every mark is accounted for and the recogniser is ``LINES_SURE`` sure of every line
  (``logolines``): the detector was most of a logo's cost;
- else that region is detected at a scale set by its smallest print (``detection_side``,
  ``printsize``): a logo's letters are large, and the detector's cost grows with its
  input's pixels;
- no angle vote: a region of a digital page is upright by construction;
- a detected line the text layer already holds is dropped before it is recognised;
- its lines are read by the tiny recogniser however unsure it is (``tinyfirst.logo_reads``).
"""

from __future__ import annotations

import copy
import io
from collections.abc import Callable
from typing import Any

import numpy as np
from PIL import Image

from dn_pipeline.errors import ReadError
from dn_pipeline.readers.base import Word
from dn_pipeline.readers.tinyfirst import logo_reads
from dn_pipeline.readers.uncovered import uncovered
from dn_pipeline.readers.wordlines import words_from_quads

# Top share of the page OCR'd for a letterhead.
SHARE = 0.22
# A region's smallest print (the median letter height of its smallest line) is this many
# pixels tall once scaled for detection: about twice a body-text letter's height when a
# whole page is detected (DET_SIDE), which every OCR page of the reader set and realdocs is
# read at. Never enlarged.
GLYPH_DET = 16
# Lines found from the marks are kept when the recogniser is this sure of every one of them
# (a read below it, a graphic taken for letters or letters run together, goes to the
# detector).
LINES_SURE = 0.9
# A line's word box is its ink's box grown by this share of its height on every side: about
# what the detector's boxes hold around the same ink (on realdocs' logos), so a logo's words
# keep the size the finder compares with the text layer's.
_SPREAD = 0.2


def top_strip(png: bytes, share: float = SHARE) -> Image.Image:
    """The top ``share`` of the page PNG as RGB, decoding only the rows it needs.

    A PNG's rows are compressed in order, so the decoder stops at the strip's last row: a
    page 2000 px tall costs a fifth of its full decode. A PNG Pillow does not read as one
    run of rows (interlaced, or another layout) is decoded whole, then cut."""
    try:
        with Image.open(io.BytesIO(png)) as opened:
            rows = max(int(opened.height * share), 1)
            tiles = opened.tile
            if (
                opened.format == "PNG"
                and "interlace" not in opened.info
                and len(tiles) == 1
                and tiles[0].codec_name == "zip"
                and tiles[0].extents == (0, 0, opened.width, opened.height)
            ):
                opened._size = (opened.width, rows)  # what load() allocates and fills
                opened.tile = [tiles[0]._replace(extents=(0, 0, opened.width, rows))]
                return opened.convert("RGB")
            return opened.convert("RGB").crop((0, 0, opened.width, rows))
    except (OSError, ValueError, Image.DecompressionBombError) as exc:
        raise ReadError("bad_image", str(exc)[:200]) from exc


def detection_side(side: int, glyph: float) -> int:
    """The longest side, in pixels, a region whose longest side is ``side`` and whose
    smallest print is ``glyph`` pixels tall is detected at: shrunk until that print is
    ``GLYPH_DET`` tall, never enlarged."""
    scale = min(1.0, GLYPH_DET / max(glyph, 1))
    return max(round(side * scale), 1)


def letterhead_words(engine: Callable[[], Any], png: bytes, layer: list[Word]) -> list[Word]:
    """The words, in page pixels, of the top strip's ink that no word of ``layer`` covers
    (a logo), with their confidences; [] when the text layer covers every mark there.
    ``engine`` gives the rapidocr engine, asked for only when there is something to read."""
    strip = top_strip(png)
    found = uncovered(strip, layer)
    if found is None:
        return []
    left, top = found.box[0], found.box[1]
    region = strip.crop(found.box)
    words = None
    if found.lines:
        words = _lines_pass(engine(), region, found.lines, (left, top), layer)
    if words is None:
        words = _region_pass(engine(), region, found.glyph, (left, top), layer)
    return [
        Word(
            t=w["t"], x0=w["x0"] + left, y0=w["y0"] + top, x1=w["x1"] + left, y1=w["y1"] + top,
            c=w["c"],
        )
        for w in words
    ]  # fmt: skip


def covered(box: Word, layer: list[Word]) -> bool:
    """A box (page pixels) a third of which lies under ``layer`` words: a line the text
    layer already holds, never read twice."""
    area = max((box["x1"] - box["x0"]) * (box["y1"] - box["y0"]), 1.0)
    under = 0.0
    for other in layer:
        w = min(box["x1"], other["x1"]) - max(box["x0"], other["x0"])
        h = min(box["y1"], other["y1"]) - max(box["y0"], other["y0"])
        if w > 0 and h > 0:
            under += w * h
    return under >= area / 3


def strip_detector(engine: Any) -> Any:
    """The detector that finds a logo strip's lines: the engine's own, or the small one an
    engine detecting pages with the tiny detector keeps for this
    (``embedded._detectors``)."""
    return getattr(engine, "letterhead_detector", None) or engine._load_det_model()


def _lines_pass(
    engine: Any,
    region: Image.Image,
    lines: list[tuple[int, int, int, int]],
    offset: tuple[int, int],
    layer: list[Word],
) -> list[Word] | None:
    """``region``'s lines of letters (boxes in region pixels, ``logolines``) recognised
    without detection, each cut with a margin of a third of its height, the lines ``layer``
    already holds left out. Words in region pixels with their confidences; None when the
    recogniser is less than ``LINES_SURE`` sure of a line (the detector reads it then)."""
    from rapidocr.main import RapidOCRError

    kept = [box for box in lines if not covered(_page_box(_quad(box), offset), layer)]
    if not kept:
        return []
    pixels = np.asarray(region.convert("RGB"))[:, :, ::-1]  # BGR, as rapidocr's crops
    crops = []
    for left, top, right, bottom in kept:
        pad = max((bottom - top) // 3, 2)
        crop = pixels[max(top - pad, 0) : bottom + pad, max(left - pad, 0) : right + pad]
        crops.append(np.ascontiguousarray(crop))
    try:
        with logo_reads():
            recognised = engine.recognize_txt(crops)
    except RapidOCRError:
        return None
    reads = list(zip(kept, recognised.txts, recognised.scores, strict=True))
    if any(float(score) < LINES_SURE for _, _, score in reads):
        return None
    reads = [(box, text, score) for box, text, score in reads if text.strip()]
    return _scored_words(
        [_quad(box, round(_SPREAD * (box[3] - box[1]))) for box, _, _ in reads],
        [(text, float(score)) for _, text, score in reads],
    )


def _scored_words(quads: list[Any], reads: list[tuple[str, float]]) -> list[Word]:
    """One word per quad and its read, carrying the read's confidence."""
    words = words_from_quads(quads, [text for text, _ in reads])
    for word, (_, score) in zip(words, reads, strict=True):
        word["c"] = round(score, 4)
    return words


def _quad(box: tuple[int, int, int, int], spread: int = 0) -> list[list[float]]:
    """A box as a quad, grown by ``spread`` on every side (never past the region's top
    left)."""
    left, top = float(max(box[0] - spread, 0)), float(max(box[1] - spread, 0))
    right, bottom = float(box[2] + spread), float(box[3] + spread)
    return [[left, top], [right, top], [right, bottom], [left, bottom]]


def _region_pass(
    engine: Any, region: Image.Image, glyph: int, offset: tuple[int, int], layer: list[Word]
) -> list[Word]:
    """One OCR pass over ``region`` (upright): detection at ``detection_side``, the lines
    ``layer`` does not already hold recognised from the full-resolution region. Words in
    region pixels with their confidences."""
    from rapidocr.ch_ppocr_cls import TextClsOutput
    from rapidocr.main import RapidOCRError
    from rapidocr.utils.process_img import apply_vertical_padding, map_boxes_to_original

    original = engine.load_img(region)
    prepared, record = engine.preprocess_img(original)
    # In the prepared image's pixels (a region wider than max_side was shrunk to it).
    print_px = glyph * prepared.shape[1] / max(original.shape[1], 1)
    if engine.cfg.Global.use_vertical_padding:  # what rapidocr's own detect_and_crop does
        prepared, record = apply_vertical_padding(
            prepared, record, engine.width_height_ratio, engine.min_height
        )
    else:
        record["padding_1"] = {"top": 0, "left": 0}
    # A copy of the strip detector with this region's side: the shared one is used by other
    # threads at the page side; the copy shares its session (thread-safe).
    detector = copy.copy(strip_detector(engine))
    detector.limit_type = "max"
    detector.limit_side_len = detection_side(max(prepared.shape[:2]), print_px)
    detected = detector(prepared)
    if detected.boxes is None or len(detected.boxes) == 0:
        return []
    height, width = original.shape[:2]
    in_region = map_boxes_to_original(detected.boxes.copy(), record, height, width)
    kept = [
        i
        for i, quad in enumerate(in_region.tolist())
        if not covered(_page_box(quad, offset), layer)
    ]
    if not kept:
        return []
    detected.boxes = detected.boxes[kept]
    detected.scores = [detected.scores[i] for i in kept]
    crops = engine.crop_text_regions(prepared, detected.boxes)
    try:
        with logo_reads():
            recognised = engine.recognize_txt(crops)
    except RapidOCRError:
        return []
    output = engine.build_final_output(
        original, detected, TextClsOutput(), recognised, crops, record
    )
    boxes, texts, scores = getattr(output, "boxes", None), output.txts, output.scores
    if boxes is None or not texts:
        return []
    lines = [(q, t, float(c)) for q, t, c in zip(boxes.tolist(), texts, scores, strict=False)
             if t.strip()]  # fmt: skip
    return _scored_words([q for q, _, _ in lines], [(t, c) for _, t, c in lines])


def _page_box(quad: list[list[float]], offset: tuple[int, int]) -> Word:
    xs, ys = [p[0] + offset[0] for p in quad], [p[1] + offset[1] for p in quad]
    return Word(t="", x0=min(xs), y0=min(ys), x1=max(xs), y1=max(ys))
