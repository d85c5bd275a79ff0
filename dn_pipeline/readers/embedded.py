"""The embedded reader: offline, free, the default (SPEC §2).

Its read is the page's words (issue #13): a page whose PDF text layer holds its text gives
that layer; any other page gives ONE OCR pass with rapidocr on onnxruntime (default models
ship inside the wheel: no download, no network), each line with its box and confidence.
Fields are not the reader's business: they are found from the words at every assembly
(``pagefields``), so the read-cache key (``model``) names the OCR engine, its settings and
``WORDS_VERSION``, never the field finder.

Orientation is decided once per image from rapidocr's own angle classifier, run on the
detected line crops: a page most of whose text the classifier sees at 180° is recognised
turned (same detection, no second pass); when its vote is split, or the turned text
comes out unsure, both turns are recognised and the higher mean confidence wins, upright
on a tie. An upright read is never replaced by a lower-confidence one, and missing fields
never cause a re-read.
"""

from __future__ import annotations

import copy
import importlib.metadata
import io
import logging
import re
import threading
from pathlib import Path
from typing import Any

import numpy as np
from PIL import Image, ImageOps

from dn_pipeline.errors import ReadError
from dn_pipeline.readers import sideways
from dn_pipeline.readers.base import PageInput, ReadOutput, Usage, Word
from dn_pipeline.readers.latinhead import latin_head
from dn_pipeline.readers.letterhead import GLYPH_DET, LINES_SURE, letterhead_words
from dn_pipeline.readers.logolines import SAME_HUE
from dn_pipeline.readers.schema import validate_read
from dn_pipeline.readers.subnormal import without_subnormals
from dn_pipeline.readers.tinyfirst import (
    LOGO_SURE,
    LONG_COLUMNS,
    REREAD_COLUMNS,
    SURE,
    TinyFirst,
    recognise,
    tiny_characters,
    tiny_detector,
    tiny_model,
)
from dn_pipeline.readers.wordlines import words_from_quads

# Our word extraction (text layer / OCR pass / orientation / letterhead); part of the key.
# 2: a logo letterhead OCR'd only where no text-layer word covers it; a page lying on its
# side gives its words upright. 3: the logo region detected at a scale set by its smallest
# print, without the angle vote, solid bars left out of it (``letterhead``, ``printsize``).
# 4: OCR quads levelled by the slant of the long lines at their height, not one angle for
# the page (a photo's keystone; ``wordlines``).
WORDS_VERSION = "4"
# A text layer with fewer real words is a scan with a stray OCR layer or a logo: OCR instead.
MIN_TEXT_LAYER_WORDS = 8
# Share of clearly dark pixels under which a light page counts as blank paper.
_BLANK_INK = 0.0015
# A digital PDF whose top names no company (its name is a logo) gets its letterhead's
# uncovered ink OCR'd (``letterhead``).
_NAMED_SHARE = 0.12  # where a letterhead's company name sits, above any customer block
_COMPANY = re.compile(
    r"(?i)(?<![a-z])(pty|ltd|limited|inc|llc|corp|gmbh|ag|kg|bv|b\.v|nv|n\.v|s\.?r\.?l|sarl|sas"
    r"|s\.?a|s\.?p\.?a|s\.?l|sdn|bhd|plc|oy|ab|as|aps|co)(?![a-z])"
)
# Share of line width the angle classifier must see at 180° to turn the page without
# comparing; under _SPLIT_VOTE the page is upright; in between both turns are recognised.
_TURN_VOTE = 0.75
_SPLIT_VOTE = 0.25
# A turned read less confident than this is compared with the upright one (text read the
# wrong way up scores about 0.65; a clean page about 0.99).
_SURE_MEAN = 0.85

# Detection runs on the page scaled to this longest side; recognition still reads its crops
# from the ``max_side`` image (boxes are scaled back), so small print keeps its pixels.
# Detection at ``max_side`` was three quarters of an OCR page's CPU (bench/reads.py).
DET_SIDE = 1024
# Recognition: each line crop alone (batch 1), at its own width. rapidocr pads every crop
# of a batch to the batch's widest and to at least 320 px (its ``rec_img_shape`` width);
# the recogniser's cost is linear in the padded width, and on our pages a third of it was
# padding. ``REC_MIN_WIDTH`` is the floor instead of 320 (the crops are 48 px high).
REC_BATCH = 1
REC_MIN_WIDTH = 48
# Which recogniser reads the crops: PP-OCRv6 tiny first, the small one where tiny is unsure
# (``tinyfirst``: the default), or the small one alone (``DN_OCR_RECOGNISER=small``).
RECOGNISERS = ("tiny-first", "small")
# Which detector finds a page's lines: PP-OCRv6 tiny (``models/``: the default) or
# rapidocr's PP-OCRv6 small one (``DN_OCR_DETECTOR=small``); logo strips always use the
# small one (README, "Round eleven: the tiny detector").
DETECTORS = ("tiny", "small")

_ENGINE_LOCK = threading.Lock()
_ENGINES: dict[tuple[int, int, str, str], Any] = {}


def _rapidocr_version() -> str:
    # Package metadata, not ``import rapidocr``: building a reader must stay cheap.
    return importlib.metadata.version("rapidocr")


def _engine(
    max_side: int,
    det_side: int = DET_SIDE,
    recogniser: str = RECOGNISERS[0],
    detector: str = DETECTORS[0],
) -> Any:
    """The process's rapidocr engine for ``max_side`` / ``det_side`` / ``recogniser`` /
    ``detector``: built once, lazily, under a lock. ``det_side`` 0 detects at ``max_side``
    (rapidocr's own default)."""
    key = (max_side, det_side, recogniser, detector)
    engine = _ENGINES.get(key)
    if engine is not None:
        return engine
    with _ENGINE_LOCK:
        engine = _ENGINES.get(key)
        if engine is None:
            engine = new_engine(max_side, det_side, recogniser, detector)
            _ENGINES[key] = engine
    return engine


def new_engine(
    max_side: int,
    det_side: int = DET_SIDE,
    recogniser: str = RECOGNISERS[0],
    detector: str = DETECTORS[0],
) -> Any:
    """A rapidocr engine with this reader's settings, not shared (``bench/ocr_int8.py``
    swaps its sessions); readers use the process's shared one (``_engine``)."""
    from rapidocr import RapidOCR  # imported late: ~1 s of onnxruntime start-up

    engine = RapidOCR(
        params={
            # Per-line turning flips good lines: the classifier votes for the page
            # instead (``_ocr_pass``).
            "Global.use_cls": False,
            "Global.max_side_len": max_side,
            "Global.log_level": "warning",
            # Pages are read in parallel by the read pool: one thread per session
            # avoids onnxruntime's spinning pool doubling the CPU a page costs.
            "EngineConfig.onnxruntime.intra_op_num_threads": 1,
            "EngineConfig.onnxruntime.inter_op_num_threads": 1,
            "Rec.rec_batch_num": REC_BATCH,
            "Rec.rec_img_shape": [3, 48, REC_MIN_WIDTH],
            **(
                {"Det.limit_type": "max", "Det.limit_side_len": det_side}
                if 0 < det_side < max_side
                else {}
            ),
        }
    )
    # "The text detection result is empty" on a blank strip is not news: errors only.
    logging.getLogger("RapidOCR").setLevel(logging.ERROR)
    _detectors(engine, detector)
    _latin_recogniser(engine)
    if recogniser == "tiny-first":
        _tiny_first(engine)
    return engine


def _detectors(engine: Any, detector: str = DETECTORS[0]) -> None:
    """Set the engine's detectors: a page's, ``detector`` (tiny or small), and a logo
    strip's, always the small one (``letterhead.strip_detector``: with the tiny one realdocs
    lost a logo's supplier; README, "Round eleven: the tiny detector"). Each runs its model
    with the subnormal weights zeroed (``subnormal``): the same output at about a third of
    the CPU, so not in the read key (README, "Where an OCR page's CPU goes"). rapidocr's own
    session options and providers; models are changed in memory, so nothing is written and
    nothing can be half-made. A model that cannot be read or parsed fails the engine's
    build."""
    loaded = engine._load_det_model()  # first: it fills the config the lines below read
    model, _ = without_subnormals(_model_path(engine.cfg.Det).read_bytes())
    loaded.session.session = _session(model, engine.cfg.Det)
    if detector == "tiny":
        engine.letterhead_detector = copy.copy(loaded)
        engine.letterhead_detector.session = copy.copy(loaded.session)
        tiny, _ = without_subnormals(tiny_detector())
        loaded.session.session = _session(tiny, engine.cfg.Det)


def _latin_recogniser(engine: Any) -> None:
    """Run the recogniser with its output layer cut to the Latin-script classes
    (``latinhead``: 1,889 of 18,710, about a fifth less recognition CPU), and decode with
    the characters the cut model names, built as rapidocr builds its decoder (blank first,
    space last). In the read key (``+latin``): some lines' confidences rise (most by under
    0.001), and where a CJK class had won a time step the best Latin-script one is read (README,
    "The Latin-script head"). A model that cannot be read, parsed or cut fails the build."""
    from rapidocr.ch_ppocr_rec.utils import CTCLabelDecode

    recogniser = engine._load_rec_model()
    model, _ = latin_head(_model_path(engine.cfg.Rec).read_bytes())
    recogniser.session.session = _session(model, engine.cfg.Rec)
    recogniser.postprocess_op = CTCLabelDecode(character=recogniser.session.get_character_list())


def _tiny_first(engine: Any) -> None:
    """Recognise with PP-OCRv6 tiny first, the small recogniser (Latin-script head) where the
    tiny read is unsure (``tinyfirst``). The tiny model runs with rapidocr's session options
    and providers, as the small one does. A model whose bytes are not the shipped ones fails
    the engine's build."""
    recogniser = engine._load_rec_model()
    tiny = _session(tiny_model(), engine.cfg.Rec)
    recogniser.session = TinyFirst(recogniser.session, tiny, tiny_characters())


def _model_path(cfg: Any) -> Path:
    """The model file rapidocr loaded for this stage's config: its own path, or the model
    shipped in the wheel, found the way rapidocr finds it."""
    from rapidocr.inference_engine.base import FileInfo
    from rapidocr.inference_engine.onnxruntime import OrtInferSession

    if cfg.model_path is not None:
        return Path(cfg.model_path)
    shipped = OrtInferSession.get_model_url(
        FileInfo(engine_type=cfg.engine_type, ocr_version=cfg.ocr_version,
                 task_type=cfg.task_type, lang_type=cfg.lang_type, model_type=cfg.model_type)
    )  # fmt: skip
    return Path(cfg.model_root_dir) / Path(shipped["model_dir"]).name


def _session(model: bytes, cfg: Any) -> Any:
    """An onnxruntime session on ``model`` with rapidocr's session options and providers."""
    from onnxruntime import InferenceSession
    from rapidocr.inference_engine.onnxruntime import OrtInferSession
    from rapidocr.inference_engine.onnxruntime.provider_config import ProviderConfig

    return InferenceSession(
        model,
        sess_options=OrtInferSession._init_sess_opts(cfg.engine_cfg),
        providers=ProviderConfig(engine_cfg=cfg.engine_cfg).get_ep_list(),
    )


class EmbeddedReader:
    """Reads a page's words offline: text layer when it has one, one OCR pass otherwise.

    Never paid. Safe to call from several threads: the one rapidocr engine per setting is
    built lazily under a lock, and each pass keeps its state in locals. The read-cache key
    (``model``) names the recogniser's Latin-script head (``latinhead``), the image side, the
    detection side, the recognition batch and width floor, the logo region's detection scale
    (``letterhead.GLYPH_DET``), the recogniser (``tiny-first`` with its two thresholds and
    its re-read budget, or ``small``), the page detector (``+tinydet``, or none for the small
    one) and ``WORDS_VERSION``: reads made with other OCR settings are never mixed with these (a
    store's older reads are read again once, free). ValueError for a recogniser not in
    ``RECOGNISERS``, a detector not in ``DETECTORS`` or a negative ``reread_columns``.
    """

    def __init__(
        self,
        *,
        max_side: int = 1800,
        det_side: int = DET_SIDE,
        recogniser: str = RECOGNISERS[0],
        detector: str = DETECTORS[0],
        reread_columns: int = REREAD_COLUMNS,
    ) -> None:
        if recogniser not in RECOGNISERS:
            raise ValueError(f"recogniser must be one of {', '.join(RECOGNISERS)}: {recogniser!r}")
        if detector not in DETECTORS:
            raise ValueError(f"detector must be one of {', '.join(DETECTORS)}: {detector!r}")
        self._max_side = max_side
        self._det_side = det_side if 0 < det_side < max_side else 0
        self._recogniser = recogniser
        self._detector = detector
        if reread_columns < 0:
            raise ValueError(f"reread_columns must be at least 0: {reread_columns}")
        self._reread = reread_columns
        det = f"+det{self._det_side}" if self._det_side else ""
        tiny_first = recogniser == "tiny-first"
        tiny = f"PP-OCRv6-tiny{SURE:g}w{LONG_COLUMNS}d+r{reread_columns}+" if tiny_first else ""
        logo_tiny = f"t{LOGO_SURE:g}" if tiny_first else ""
        tiny_det = "+tinydet" if detector == "tiny" else ""
        self._model = (
            f"rapidocr-{_rapidocr_version()}+{tiny}PP-OCRv6-small+latin+max{max_side}{det}"
            f"{tiny_det}+rec{REC_BATCH}x{REC_MIN_WIDTH}+logo{GLYPH_DET}{logo_tiny}"
            f"L{LINES_SURE:g}h{SAME_HUE:g}"
            f"+words-{WORDS_VERSION}"
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
        """The page's words; ``result`` says only whether the paper is blank (``doc_type``
        ``blank``, else ``delivery_note`` until the finder says otherwise). ReadError
        ('bad_image') when the PNG cannot be decoded."""
        layer = [w for w in page.text_layer if w["t"].strip()]
        if len(layer) >= MIN_TEXT_LAYER_WORDS:
            words = list(layer)
            top = [w for w in layer if w["y0"] < page.height * _NAMED_SHARE]
            if not any(_COMPANY.search(w["t"]) for w in top):
                words = letterhead_words(self.engine, page.png, layer) + words
            return _output("delivery_note", words)
        image = _decode(page.png)
        if _is_blank(image):
            return _output("blank", [])
        words, _, rotation = _ocr_pass(self.engine(), image, self._reread)
        return _output("delivery_note", words, rotation=rotation)

    def engine(self) -> Any:
        """This reader's rapidocr engine (shared by every reader of the same settings)."""
        return _engine(self._max_side, self._det_side, self._recogniser, self._detector)


def _output(doc_type: str, words: list[Word], *, rotation: int = 0) -> ReadOutput:
    result = validate_read({"doc_type": doc_type})
    return ReadOutput(result=result, usage=Usage(), words=words, rotation=rotation)


def _ocr_pass(
    engine: Any, image: Image.Image, reread: int = REREAD_COLUMNS
) -> tuple[list[Word], float, int]:
    """Detect once, let the angle classifier vote on the page's turn, recognise the crops
    (the small model re-reading at most ``reread`` columns: ``tinyfirst.recognise``).

    Uses rapidocr's stages (pinned version, part of the read key) so that orientation costs
    one small classifier run instead of a second full OCR pass. Returns the words in the
    upright page's frame, their mean confidence and the degrees (clockwise) the image turns
    to stand upright: 180 for a page upside down, 90 / 270 for one lying on its side
    (``sideways``: its lines are tall boxes, which rapidocr quarter-turns before the vote).
    """
    from rapidocr.ch_ppocr_cls import TextClsOutput
    from rapidocr.main import RapidOCRError

    original = engine.load_img(image)
    prepared, op_record = engine.preprocess_img(original)
    try:
        crops, detected = engine.detect_and_crop(prepared, op_record)
    except RapidOCRError:
        return [], 0.0, 0
    if not crops:
        return [], 0.0, 0
    turned = [np.ascontiguousarray(c[::-1, ::-1]) for c in crops]
    side = _vote_side(_turn_vote(engine, crops))
    try:
        if side == 2:
            chosen, flip = recognise(engine, turned, reread), True
            if _mean(chosen.scores) < _SURE_MEAN:
                # Never trade an upright read for a less confident turned one.
                upright = recognise(engine, crops, reread)
                if _mean(upright.scores) >= _mean(chosen.scores):
                    chosen, flip = upright, False
        else:
            chosen, flip = recognise(engine, crops, reread), False
            if side == 1:
                other = recognise(engine, turned, reread)
                if _mean(other.scores) > _mean(chosen.scores):
                    chosen, flip = other, True
    except RapidOCRError:
        return [], 0.0, 0
    output = engine.build_final_output(
        original, detected, TextClsOutput(), chosen, turned if flip else crops, op_record
    )
    boxes, texts, scores = getattr(output, "boxes", None), output.txts, output.scores
    if boxes is None or not texts:
        return [], 0.0, 0
    height, width = original.shape[:2]
    quads = []
    found = boxes.tolist()
    rotation = 180 if flip else 0
    if sideways.is_sideways(found):
        rotation = sideways.quarter_turn(flip)
    for quad in found:
        if rotation in (90, 270):
            quad = sideways.upright_quad(quad, rotation, width, height)
        elif flip:
            # A turned line's text reads from its far corner: upright page frame, same order.
            quad = [[width - x, height - y] for x, y in (quad[2], quad[3], quad[0], quad[1])]
        quads.append(quad)
    kept = [(q, t, float(c)) for q, t, c in zip(quads, texts, scores, strict=False) if t.strip()]
    words = words_from_quads([q for q, _, _ in kept], [t for _, t, _ in kept])
    for word, (_, _, score) in zip(words, kept, strict=True):
        word["c"] = round(score, 4)
    return words, _mean([c for _, _, c in kept]), rotation


def _turn_vote(engine: Any, crops: list[Any]) -> float:
    """Share of the line width the angle classifier confidently sees at 180° — or, once the
    lines classified so far settle which side of ``_SPLIT_VOTE`` / ``_TURN_VOTE`` the share
    falls on whatever the rest say, a share on that same side (all ``_ocr_pass`` asks).

    The widest lines go first, a classifier batch at a time (``Cls.cls_batch_num``), so an
    upright page stops once three quarters of its line width is seen: about half its lines
    (a line costs the classifier the same at any width, and is resized and padded to the
    classifier's fixed input, so its label does not depend on the lines batched with it)."""
    classifier = engine._load_cls_model()  # rapidocr's angle classifier
    threshold = float(engine.cfg.Cls.cls_thresh)
    widths = [float(crop.shape[1]) for crop in crops]
    total = sum(widths)
    if not total:
        return 0.0
    order = sorted(range(len(crops)), key=lambda i: -widths[i])
    step = max(int(engine.cfg.Cls.cls_batch_num), 1)
    seen = turned = 0.0
    for start in range(0, len(order), step):
        batch = order[start : start + step]
        classified = classifier([crops[i] for i in batch])
        for i, (label, score) in zip(batch, classified.cls_res or (), strict=False):
            seen += widths[i]
            if "180" in str(label) and float(score) >= threshold:
                turned += widths[i]
        # Widths are whole pixels: these sums are exact, so the bounds are the full vote's.
        if _vote_side(turned / total) == _vote_side((turned + total - seen) / total):
            break
    return turned / total


def _vote_side(vote: float) -> int:
    """0: upright; 1: split, both turns recognised; 2: turned (``_ocr_pass``)."""
    return 2 if vote >= _TURN_VOTE else 1 if vote > _SPLIT_VOTE else 0


def _mean(scores: Any) -> float:
    values = [float(s) for s in scores or ()]
    return sum(values) / len(values) if values else 0.0


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
