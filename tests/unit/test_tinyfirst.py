"""Recognition with the tiny model first (``readers/tinyfirst.py``): which crops keep the tiny
read and which the small model reads again, the tiny read handed to rapidocr's decoder as
the small head's classes, the shipped model checked, and the engine and read key using it.
No timing here (the CPU it saves is in ``./dev bench ocr_tiny``)."""

from __future__ import annotations

import shutil
import threading
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFilter, ImageFont
from rapidocr.ch_ppocr_rec.utils import CTCLabelDecode

from dn_pipeline.cli.app import make_reader
from dn_pipeline.errors import ConfigError
from dn_pipeline.readers import tinyfirst
from dn_pipeline.readers.embedded import EmbeddedReader
from dn_pipeline.readers.tinyfirst import LONG_COLUMNS, REREAD_COLUMNS, SURE, TinyFirst
from dn_pipeline.settings import Settings, from_env

SMALL_CHARS = ["a", "b", "1", "é"]
TINY_CHARS = ["1", "a", "字", "b"]  # another order, and a character the small head lacks
SHORT, LONG = LONG_COLUMNS // 4, LONG_COLUMNS + 8


class _Tiny:
    """An onnxruntime-shaped session answering with given class probabilities: the i-th
    crop of a batch gets the i-th row of steps (the last row for the rest)."""

    def __init__(self, *rows: list[tuple[str, float]]) -> None:
        self.rows = rows

    def get_inputs(self) -> list[Any]:
        return [type("Input", (), {"name": "x"})()]

    def run(self, _names: Any, feed: dict[str, np.ndarray]) -> list[np.ndarray]:
        classes = ["blank", *TINY_CHARS, " "]
        crops, steps = feed["x"].shape[0], len(self.rows[0])
        probs = np.full((crops, steps, len(classes)), 1e-4, np.float32)
        for row in range(crops):
            for t, (char, p) in enumerate(self.rows[min(row, len(self.rows) - 1)]):
                probs[row, t, classes.index(char)] = p
        return [probs]


class _Small:
    """rapidocr's session wrapper, shaped: called with a batch, it gives its own answer."""

    def __init__(self, steps: int) -> None:
        self.session = object()
        self.calls = 0
        self.answer = np.zeros((2, steps, len(SMALL_CHARS) + 2), np.float32)
        self.answer[:, :, SMALL_CHARS.index("é") + 1] = 0.5  # "é", whatever the crop

    def get_character_list(self, _key: str = "character") -> list[str]:
        return list(SMALL_CHARS)

    def __call__(self, batch: np.ndarray) -> np.ndarray:
        self.calls += 1
        return self.answer[: batch.shape[0]]


def _read(steps: list[tuple[str, float]], width: int) -> tuple[tuple[str, float], int]:
    """The decoded text and confidence of one crop, and how often the small model ran."""
    small = _Small(len(steps))
    cascade = TinyFirst(small, _Tiny(steps), TINY_CHARS)
    probs = cascade(np.zeros((1, 3, 48, width), np.float32))
    (text, conf), *_ = CTCLabelDecode(character=list(SMALL_CHARS))(probs)[0]
    return (text, round(conf, 4)), small.calls


def test_a_sure_read_is_decoded_as_the_small_heads_characters_without_the_small_model() -> None:
    sure = [("a", 0.99), ("a", 0.99), ("blank", 0.9), ("a", 0.995), (" ", 0.99), ("1", 0.999)]
    assert _read(sure, SHORT) == (("aa 1", 0.9935), 0)


def test_an_unsure_short_line_is_read_by_the_small_model() -> None:
    unsure = [("b", 0.9), ("a", 0.99), ("1", 0.99)]
    assert _read(unsure, SHORT) == (("é", 0.5), 1)


def test_an_unsure_long_line_keeps_the_tiny_read_unless_it_has_a_digit() -> None:
    prose = [("b", 0.9), ("a", 0.99), (" ", 0.99), ("a", 0.95)]
    assert _read(prose, LONG) == (("ba a", 0.9575), 0)
    with_digit = [("b", 0.9), ("a", 0.99), (" ", 0.99), ("1", 0.95)]
    assert _read(with_digit, LONG)[1] == 1


@pytest.mark.parametrize("width", [SHORT, LONG])
def test_a_character_the_small_head_lacks_sends_the_line_to_the_small_model(width: int) -> None:
    assert _read([("a", 0.999), ("字", 0.999)], width)[1] == 1


def test_an_empty_tiny_read_is_read_by_the_small_model() -> None:
    assert _read([("blank", 0.99), ("blank", 0.99)], SHORT)[1] == 1


def test_in_a_batch_only_the_unsure_crop_takes_the_small_models_read() -> None:
    tiny = _Tiny([("a", 0.99), ("b", 0.99)], [("a", 0.5), ("b", 0.99)])
    small = _Small(2)
    probs = TinyFirst(small, tiny, TINY_CHARS)(np.zeros((2, 3, 48, SHORT), np.float32))
    decoded = CTCLabelDecode(character=list(SMALL_CHARS))(probs)[0]
    assert [text for text, _ in decoded] == ["ab", "é"] and small.calls == 1


def test_the_threshold_is_the_mean_of_the_characters_the_decoder_takes() -> None:
    # A long run of one character is one character: its first step's probability counts.
    at = [("a", SURE), ("a", 0.1), ("blank", 0.2), ("b", SURE)]
    assert _read(at, SHORT)[1] == 0
    under = [("a", SURE - 0.01), ("a", 1.0), ("blank", 0.2), ("b", SURE)]
    assert _read(under, SHORT)[1] == 1


def test_a_read_sure_at_0975_keeps_the_tiny_read_and_one_at_0965_does_not() -> None:
    # Photographed pages (README, "Round thirteen"): re-reading lines the tiny model read at
    # a mean of 0.97-0.98 changed no field, and was a sixth of the small model's columns.
    assert _read([("a", 0.96), ("b", 0.99), ("1", 0.975)], SHORT) == (("ab1", 0.975), 0)
    assert _read([("a", 0.94), ("b", 0.99), ("1", 0.965)], SHORT)[1] == 1


def test_in_logo_reads_an_unsure_line_keeps_the_tiny_read_in_that_thread_only() -> None:
    unsure = [("b", 0.5), ("a", 0.6), ("1", 0.7)]
    assert _read(unsure, SHORT)[1] == 1
    with tinyfirst.logo_reads():
        assert _read(unsure, SHORT) == (("ba1", 0.6), 0)
        # A character the small head lacks, or nothing read, still goes to the small model.
        assert _read([("a", 0.999), ("字", 0.999)], SHORT)[1] == 1
        assert _read([("blank", 0.99), ("blank", 0.99)], SHORT)[1] == 1
        # Another thread reading at the same time (the read pool) keeps SURE.
        elsewhere: list[int] = []
        thread = threading.Thread(target=lambda: elsewhere.append(_read(unsure, SHORT)[1]))
        thread.start()
        thread.join()
        assert elsewhere == [1]
    assert _read(unsure, SHORT)[1] == 1


@pytest.mark.parametrize(
    ("name", "load", "size"),
    [("TINY_MODEL", "tiny_model", 4_462_639), ("TINY_DETECTOR", "tiny_detector", 1_780_590)],
    ids=["recogniser", "detector"],
)
def test_a_shipped_tiny_model_is_checked_and_a_changed_byte_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, load: str, size: int
) -> None:
    assert len(getattr(tinyfirst, load)()) == size
    changed = tmp_path / "tiny.onnx"
    shutil.copy(getattr(tinyfirst, name), changed)
    data = bytearray(changed.read_bytes())
    data[len(data) // 2] ^= 0x01
    changed.write_bytes(bytes(data))
    monkeypatch.setattr(tinyfirst, name, changed)
    with pytest.raises(ValueError, match="sha256"):
        getattr(tinyfirst, load)()


def test_the_characters_file_names_every_class_of_the_tiny_model() -> None:
    import onnxruntime as ort

    session = ort.InferenceSession(tinyfirst.tiny_model(), providers=["CPUExecutionProvider"])
    chars = tinyfirst.tiny_characters()
    assert session.get_outputs()[0].shape[-1] == len(chars) + 2 == 6_906
    assert all(len(c) == 1 for c in chars) and len(set(chars)) == len(chars)
    assert {"A", "z", "0", "é", "ß", "€", "Ñ", "œ"} <= set(chars)


def _crop(text: str, blur: float = 0.0) -> np.ndarray:
    font = ImageFont.load_default(size=30)
    image = Image.new("RGB", (int(font.getlength(text)) + 24, 48), "white")
    ImageDraw.Draw(image).text((12, 6), text, fill="black", font=font)
    if blur:
        image = image.filter(ImageFilter.GaussianBlur(blur))
    return np.asarray(image)[:, :, ::-1].copy()  # rapidocr's crops are BGR


def test_the_engine_reads_tiny_first_and_the_small_model_only_where_tiny_is_unsure() -> None:
    tiny_first, small = EmbeddedReader().engine(), EmbeddedReader(recogniser="small").engine()
    cascade = tiny_first._load_rec_model().session
    assert isinstance(cascade, TinyFirst)
    # A clean short line the tiny model is sure of; one it is not (the small model's read,
    # to the digit); long prose it is unsure of, kept.
    sure, unsure = _crop("Delivery Docket No: 557120"), _crop("Qty 12 Terry Hill", blur=3.0)
    prose = _crop("regarding your bill, individual service charge details, and your account")
    assert prose.shape[1] * 48 // prose.shape[0] > LONG_COLUMNS
    before = cascade.small_reads
    ours = tiny_first.recognize_txt([sure, unsure, prose])
    assert cascade.small_reads - before == 1
    theirs = small.recognize_txt([sure, unsure, prose])
    assert ours.txts[:2] == theirs.txts[:2] and ours.txts[0] == "Delivery Docket No: 557120"
    assert ours.scores[1] == theirs.scores[1] and ours.scores[0] >= SURE > ours.scores[2]
    assert "individual service" in ours.txts[2]


def test_the_read_key_names_the_recogniser_and_the_setting_chooses_it() -> None:
    default, small = EmbeddedReader(), EmbeddedReader(recogniser="small")
    assert f"+PP-OCRv6-tiny{SURE:g}w{LONG_COLUMNS}d+r{REREAD_COLUMNS}+" in default.model
    assert "PP-OCRv6-tiny" not in small.model and small.model != default.model
    assert make_reader(Settings(ocr_recogniser="small")).model == small.model
    assert make_reader(Settings()).model == default.model


def test_the_re_read_budget_is_a_setting_and_in_the_read_key() -> None:
    assert Settings().ocr_reread_columns == REREAD_COLUMNS
    ours = make_reader(from_env({"DN_OCR_REREAD_COLUMNS": "50000"}))
    assert "d+r50000+" in ours.model and ours.model != EmbeddedReader().model
    assert ours.model == EmbeddedReader(reread_columns=50_000).model
    with pytest.raises(ConfigError, match="DN_OCR_REREAD_COLUMNS"):
        from_env({"DN_OCR_REREAD_COLUMNS": "-1"})
    with pytest.raises(ValueError, match="reread_columns"):
        EmbeddedReader(reread_columns=-1)
    # The small model alone has no budget to name.
    small = EmbeddedReader(recogniser="small", reread_columns=0)
    assert small.model == EmbeddedReader(recogniser="small").model
    with pytest.raises(ValueError, match="recogniser"):
        EmbeddedReader(recogniser="large")


# --- a page's re-reads within ``REREAD_COLUMNS`` (``recognise``) ----------------------------


class _TinyByWidth(_Tiny):
    """The fake tiny model, answering each crop by its columns (``recognise`` feeds one crop
    a call): ``reads[columns]`` is that crop's steps."""

    def __init__(self, reads: dict[int, list[tuple[str, float]]]) -> None:
        super().__init__([])
        self.reads = reads

    def run(self, names: Any, feed: dict[str, np.ndarray]) -> list[np.ndarray]:
        self.rows = (self.reads[feed["x"].shape[3]],)
        return super().run(names, feed)


@pytest.fixture(scope="module")
def fake_engine() -> Any:
    """A rapidocr engine of the reader's settings whose recogniser is ``TinyFirst`` over the
    fake models, decoding with ``SMALL_CHARS`` (the small model reads every crop as "é")."""
    from dn_pipeline.readers.embedded import new_engine

    engine = new_engine(1800)
    recogniser = engine._load_rec_model()
    recogniser.postprocess_op = CTCLabelDecode(character=list(SMALL_CHARS))
    return engine


# Crops 48 px high, so each is its width in columns; the tiny model's read of each.
_PAGE = {
    100: [("a", 0.5), ("b", 0.5)],  # least sure
    200: [("a", 0.9), ("b", 0.9)],
    300: [("a", 0.6), ("b", 0.6)],
    400: [("a", 0.99), ("b", 0.99)],  # sure: never re-read
    500: [("a", 0.8), ("b", 0.8)],
    250: [("a", 0.99), ("字", 0.99)],  # a character the small head lacks: re-read first
}


def _page_read(engine: Any, budget: int, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    recogniser = engine._load_rec_model()
    recogniser.session = TinyFirst(_Small(2), _TinyByWidth(_PAGE), TINY_CHARS)
    crops = [np.zeros((48, width, 3), np.uint8) for width in (300, 100, 400, 500, 250, 200)]
    out = tinyfirst.recognise(engine, crops, budget)
    assert len(out.txts) == len(out.scores) == len(crops)
    return list(out.txts)


def test_a_page_whose_unsure_crops_fit_reads_as_crop_by_crop(
    fake_engine: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    everything = _page_read(fake_engine, 10_000, monkeypatch)
    # Every unsure crop read by the small model ("é"), the sure one kept: rapidocr's own
    # recognition with the cascade deciding crop by crop gives the same.
    assert everything == ["é", "é", "ab", "é", "é", "é"]
    streamed = fake_engine.recognize_txt(
        [np.zeros((48, width, 3), np.uint8) for width in (300, 100, 400, 500, 250, 200)]
    )
    assert list(streamed.txts) == everything


def test_over_the_budget_the_least_sure_crops_are_read_again_and_the_rest_keep_the_tiny_read(
    fake_engine: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Queue: 250 (a character the small head lacks), 100 (0.5), 300 (0.6), 500 (0.8), 200
    # (0.9). 850 columns: 250 + 100 + 300 = 650, 500 does not fit, 200 does (850).
    order = (300, 100, 400, 500, 250, 200)
    read = dict(zip(order, _page_read(fake_engine, 850, monkeypatch), strict=True))
    assert read == {250: "é", 100: "é", 300: "é", 200: "é", 500: "ab", 400: "ab"}
    # 649: 300 no longer fits, 200 still does (550); 549: neither.
    read = dict(zip(order, _page_read(fake_engine, 649, monkeypatch), strict=True))
    assert read == {250: "é", 100: "é", 300: "ab", 500: "ab", 200: "é", 400: "ab"}
    read = dict(zip(order, _page_read(fake_engine, 549, monkeypatch), strict=True))
    assert read == {250: "é", 100: "é", 300: "ab", 500: "ab", 200: "ab", 400: "ab"}
    # No budget: every tiny read stands, the one the small head cannot spell without its
    # unknown character.
    read = dict(zip(order, _page_read(fake_engine, 0, monkeypatch), strict=True))
    assert read == {250: "a", 100: "ab", 300: "ab", 500: "ab", 200: "ab", 400: "ab"}


def test_crops_fed_in_an_order_other_than_rapidocrs_are_refused(
    fake_engine: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tinyfirst, "_call_order", lambda crops: np.arange(len(crops)))
    with pytest.raises(RuntimeError, match="order"):
        _page_read(fake_engine, 850, monkeypatch)


def test_a_photographed_page_over_the_budget_re_reads_only_what_fits(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The real models on a reader-set photo: with room for every unsure line the page reads
    as crop by crop; with none, the small model never runs; with room for half the unsure
    columns it reads at most that many, and every line is the full read's or the tiny one's."""
    engine = EmbeddedReader().engine()
    cascade = engine._load_rec_model().session
    crops = _photo_crops(engine)
    full = engine.recognize_txt(crops)  # crop by crop, no budget
    reread: list[int] = []
    small = cascade._small

    def counted(batch: np.ndarray) -> Any:
        reread.append(batch.shape[3])
        return small(batch)

    monkeypatch.setattr(cascade, "_small", counted)
    assert tinyfirst.recognise(engine, crops, 10**9).txts == full.txts
    unsure = list(reread)
    assert len(unsure) >= 4  # the photo has lines the tiny model is unsure of
    reread.clear()
    none = tinyfirst.recognise(engine, crops, 0)
    assert reread == [] and none.txts != full.txts
    budget = sum(unsure) // 2
    reread.clear()
    half = tinyfirst.recognise(engine, crops, budget)
    assert 0 < len(reread) < len(unsure) and sum(reread) <= budget
    assert all(half.txts[i] in (full.txts[i], none.txts[i]) for i in range(len(crops)))


def _photo_crops(engine: Any) -> list[np.ndarray]:
    """The line crops of a reader-set photo (upright), as ``_ocr_pass`` makes them."""
    from dn_pipeline.readers.embedded import _decode
    from dn_pipeline.stages.normalise import NormalisedPage, NormaliseOptions, iter_pages

    path = Path(__file__).parents[2] / "fixtures" / "reader_set" / "18-photo-B.jpg"
    (page,) = [p for p in iter_pages(path.read_bytes(), NormaliseOptions())
               if isinstance(p, NormalisedPage)]  # fmt: skip
    prepared, op_record = engine.preprocess_img(engine.load_img(_decode(page.png)))
    crops, _ = engine.detect_and_crop(prepared, op_record)
    return list(crops)
