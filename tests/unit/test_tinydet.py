"""The page detector (``DN_OCR_DETECTOR``): PP-OCRv6 tiny finds a page's lines by default,
rapidocr's small detector still finds a logo strip's, and the read key and the setting name
the choice (the shipped model's checksum: ``test_tinyfirst``). No timing here (the CPU it
saves is in ``./dev bench ocr_tiny --detectors``)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from dn_pipeline.cli.app import make_reader
from dn_pipeline.errors import ConfigError
from dn_pipeline.readers import letterhead, tinyfirst
from dn_pipeline.readers.embedded import EmbeddedReader, _model_path
from dn_pipeline.readers.subnormal import without_subnormals
from dn_pipeline.settings import Settings, from_env

LOCAL = {"PB_URL": "http://127.0.0.1:8090"}


def _detector_input() -> np.ndarray:
    """A normalised detector input (1, 3, H, W) of a few printed lines."""
    font = ImageFont.load_default(size=22)
    image = Image.new("RGB", (640, 320), "white")
    draw = ImageDraw.Draw(image)
    for row, text in enumerate(("DELIVERY DOCKET", "Docket No: 557120", "Date: 03/07/2026")):
        draw.text((24, 24 + 70 * row), text, font=font, fill="black")
    pixels = np.asarray(image, dtype=np.float32) / 255.0
    mean, std = np.array([0.485, 0.456, 0.406]), np.array([0.229, 0.224, 0.225])
    return ((pixels - mean) / std).transpose(2, 0, 1)[None].astype(np.float32)


def _map(session: Any, feed: np.ndarray) -> np.ndarray:
    return np.asarray(session.run(None, {session.get_inputs()[0].name: feed})[0])


def test_the_engine_detects_pages_with_the_tiny_model_and_logo_strips_with_the_small_one() -> None:
    engine = EmbeddedReader().engine()
    page = engine._load_det_model().session.session
    strip = letterhead.strip_detector(engine).session.session
    tiny = without_subnormals(tinyfirst.tiny_detector())[0]
    small = without_subnormals(_model_path(engine.cfg.Det).read_bytes())[0]
    # onnxruntime keeps the bytes a session was made from.
    assert page._model_bytes == tiny and strip._model_bytes == small != tiny
    feed = _detector_input()
    assert not np.array_equal(_map(page, feed), _map(strip, feed))  # two models, two maps
    # The small setting: one detector for pages and strips, the small one.
    small_engine = EmbeddedReader(detector="small").engine()
    assert letterhead.strip_detector(small_engine) is small_engine._load_det_model()
    assert small_engine._load_det_model().session.session._model_bytes == small


def test_a_page_read_with_the_tiny_detector_keeps_its_lines() -> None:
    font = ImageFont.load_default(size=28)
    image = Image.new("RGB", (900, 500), "white")
    draw = ImageDraw.Draw(image)
    lines = ("Delivery Docket No: 557120", "Purchase Order: PO-88231", "Date: 03/07/2026")
    for row, text in enumerate(lines):
        draw.text((40, 60 + 120 * row), text, font=font, fill="black")
    engine = EmbeddedReader().engine()
    read = engine(np.asarray(image)[:, :, ::-1].copy())
    assert list(read.txts) == list(lines)


def test_the_read_key_names_the_detector_and_the_setting_chooses_it() -> None:
    default, small = EmbeddedReader(), EmbeddedReader(detector="small")
    assert "+tinydet+" in default.model and "tinydet" not in small.model
    assert make_reader(Settings(ocr_detector="small")).model == small.model
    assert make_reader(Settings()).model == default.model
    with pytest.raises(ValueError, match="detector"):
        EmbeddedReader(detector="large")


def test_the_setting_is_tiny_unless_told_small_and_anything_else_is_a_config_error() -> None:
    assert from_env(dict(LOCAL)).ocr_detector == "tiny"
    assert from_env({**LOCAL, "DN_OCR_DETECTOR": "small"}).ocr_detector == "small"
    with pytest.raises(ConfigError, match="DN_OCR_DETECTOR"):
        from_env({**LOCAL, "DN_OCR_DETECTOR": "large"})
