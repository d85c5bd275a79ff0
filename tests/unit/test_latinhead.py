"""The recogniser's Latin-script head (``readers/latinhead.py``, ``readers/onnxwire.py``): the
output layer cut to the kept classes in memory, each kept class's logit unchanged, the
declared shapes and the character list cut with it, and the engine decoding with that list.
No timing here (the CPU it saves is in ``./dev bench ocr_stages``)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import onnxruntime as ort
import pytest
from PIL import Image, ImageDraw, ImageFont

from dn_pipeline.readers import onnxwire as w
from dn_pipeline.readers.embedded import EmbeddedReader
from dn_pipeline.readers.latinhead import is_latin_class, latin_head

FEATURES = 3
RNG = np.random.default_rng(13)
WEIGHT = RNG.normal(size=(FEATURES, 6)).astype(np.float32)  # blank, 4 characters, space
BIAS = RNG.normal(size=6).astype(np.float32)


def _value_info(name: str, last: int) -> bytes:
    dims = w.len_field(1, w.len_field(2, b"N")) + w.len_field(1, w.len_field(2, b"T"))
    dims += w.len_field(1, w.varint_field(1, last))
    tensor = w.varint_field(1, 1) + w.len_field(2, dims)  # elem_type float, shape
    return w.len_field(1, name.encode()) + w.len_field(2, w.len_field(1, tensor))


def _node(op: str, inputs: list[str], output: str, axis: int | None = None) -> bytes:
    body = b"".join(w.len_field(1, i.encode()) for i in inputs) + w.len_field(2, output.encode())
    body += w.len_field(4, op.encode())
    if axis is not None:  # AttributeProto: name, i, type INT
        body += w.len_field(
            5, w.len_field(1, b"axis") + w.varint_field(3, axis) + w.varint_field(20, 2)
        )
    return body


def _initializer(name: str, values: np.ndarray) -> bytes:
    dims = b"".join(w.varint_field(1, d) for d in values.shape)
    return (
        dims
        + w.varint_field(2, 1)
        + w.len_field(8, name.encode())
        + w.len_field(9, values.astype("<f4").tobytes())
    )


def _model(characters: str, *, softmax: bool = True) -> bytes:
    """x [N, T, 3] → MatMul → Add → Identity (→ Softmax, axis 2): y [N, T, 6] (opset 11)."""
    nodes = [_node("MatMul", ["x", "W"], "m"), _node("Add", ["m", "b"], "a"),
             _node("Identity", ["a"], "i")]  # fmt: skip
    if softmax:
        nodes.append(_node("Softmax", ["i"], "y", axis=2))
    out = "y" if softmax else "i"
    x = _value_info("x", FEATURES)
    graph = b"".join(w.len_field(1, n) for n in nodes) + w.len_field(2, b"head")
    graph += w.len_field(5, _initializer("W", WEIGHT)) + w.len_field(5, _initializer("b", BIAS))
    graph += w.len_field(11, x) + w.len_field(12, _value_info(out, 6))
    graph += b"".join(w.len_field(13, _value_info(v, 6)) for v in ("m", "a", "i"))
    opset = w.len_field(8, w.len_field(1, b"") + w.varint_field(2, 11))
    meta = w.len_field(14, w.len_field(1, b"character") + w.len_field(2, characters.encode()))
    return w.varint_field(1, 7) + opset + w.len_field(7, graph) + meta


def _session(model: bytes) -> ort.InferenceSession:
    options = ort.SessionOptions()
    options.intra_op_num_threads = options.inter_op_num_threads = 1
    return ort.InferenceSession(model, sess_options=options, providers=["CPUExecutionProvider"])


def _softmax(logits: np.ndarray) -> np.ndarray:
    shifted = np.exp(logits - logits.max(axis=-1, keepdims=True))
    return shifted / shifted.sum(axis=-1, keepdims=True)


def test_a_rewritten_field_re_encodes_the_length_of_each_message_around_it() -> None:
    # A string of 100 bytes (one length byte) inside a message, grown to 200 (two bytes).
    inner = w.len_field(1, b"x" * 100) + w.varint_field(2, 7)
    outer = w.len_field(3, inner) + w.varint_field(4, 9)

    def grow(f: int, _wire: int, start: int, end: int) -> bytes | None:
        return w.len_field(f, b"y" * 200) if f == 1 else None

    def into_inner(f: int, _wire: int, start: int, end: int) -> bytes | None:
        return w.len_field(f, w.rewrite(outer, start, end, grow)) if f == 3 else None

    out = w.rewrite(outer, 0, len(outer), into_inner)

    top = list(w.fields(out, 0, len(out)))
    assert [(f, wire) for f, wire, _, _ in top] == [(3, w.LEN), (4, w.VARINT)]
    assert w.varint(out, top[1][2])[0] == 9
    nested = list(w.fields(out, top[0][2], top[0][3]))
    assert out[nested[0][2] : nested[0][3]] == b"y" * 200 and w.varint(out, nested[1][2])[0] == 7
    assert len(out) == len(outer) + 102  # 100 more bytes, one more length byte at each level


def test_a_hand_built_head_keeps_only_the_latin_classes_and_their_logits() -> None:
    model = _model("a\n中\nb\nあ")
    assert _session(model).get_outputs()[0].shape[-1] == 6  # the premise: six classes

    cut, kept = latin_head(model)

    session = _session(cut)
    assert kept == ["a", "b"]
    assert session.get_modelmeta().custom_metadata_map["character"] == "a\nb"
    # Declared and actual: blank, a, b, space.
    assert session.get_outputs()[0].shape == ["N", "T", 4]
    x = RNG.normal(size=(2, 5, FEATURES)).astype(np.float32)
    expected = _softmax((x @ WEIGHT + BIAS)[..., [0, 1, 3, 5]])
    np.testing.assert_allclose(session.run(None, {"x": x})[0], expected, rtol=1e-5, atol=1e-6)


def test_a_model_with_only_cjk_characters_is_refused() -> None:
    with pytest.raises(ValueError, match="no Latin-script character"):
        latin_head(_model("中\nあ\n漢\nカ"))


@pytest.mark.parametrize(
    ("model", "message"),
    [
        (_model("a\n中\nb\nあ", softmax=False), "not a softmax"),
        (_model("a\nb\nc"), "metadata names 5 classes"),
        (_model("a\nb\nc\nd")[:-5], "not an ONNX model"),
    ],
    ids=["no-softmax", "classes-unlike-metadata", "truncated"],
)
def test_a_model_the_cut_does_not_fit_is_refused_with_a_clear_error(
    model: bytes, message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        latin_head(model)


def _shipped_recogniser() -> bytes:
    import rapidocr

    return (Path(rapidocr.__file__).parent / "models" / "PP-OCRv6_rec_small.onnx").read_bytes()


def test_the_shipped_recogniser_keeps_each_kept_class_logit() -> None:
    shipped = _shipped_recogniser()
    cut, kept = latin_head(shipped)
    full_session, cut_session = _session(shipped), _session(cut)
    characters = full_session.get_modelmeta().custom_metadata_map["character"].splitlines()
    columns = [0] + [i + 1 for i, c in enumerate(characters) if is_latin_class(c)]
    columns.append(len(characters) + 1)
    # The premise: 18,710 classes, about a tenth of them Latin-script.
    assert full_session.get_outputs()[0].shape[-1] == len(characters) + 2 == 18_710
    assert cut_session.get_outputs()[0].shape[-1] == len(kept) + 2 == len(columns) == 1_889
    assert "A" in kept and "é" in kept and "€" in kept and "中" not in kept

    line = np.random.default_rng(0).uniform(-1, 1, size=(1, 3, 48, 240)).astype(np.float32)
    full = full_session.run(None, {"x": line})[0]
    latin = cut_session.run(None, {"x": line})[0]
    assert latin.shape == (*full.shape[:2], 1_889)
    # Same logits, one softmax over fewer classes: log-probabilities differ by a constant
    # per time step (the kept classes' share of the full softmax).
    gap = np.log(latin) - np.log(full[..., columns])
    np.testing.assert_allclose(gap, gap[..., :1].repeat(gap.shape[-1], axis=-1), atol=1e-4)


def _line_crop(text: str) -> np.ndarray:
    font = ImageFont.load_default(size=30)
    image = Image.new("RGB", (int(font.getlength(text)) + 24, 48), "white")
    ImageDraw.Draw(image).text((12, 6), text, fill="black", font=font)
    return np.asarray(image)[:, :, ::-1].copy()  # rapidocr's crops are BGR


def test_the_engine_recognises_with_the_latin_head_and_its_characters() -> None:
    from rapidocr.ch_ppocr_rec import TextRecInput
    from rapidocr.ch_ppocr_rec.main import TextRecognizer

    # The small recogniser alone: with ``tiny-first`` the tiny model reads sure lines.
    reader = EmbeddedReader(recogniser="small")
    engine = reader.engine()
    recogniser = engine._load_rec_model()
    decoder = recogniser.postprocess_op.character
    assert "+latin+" in reader.model
    assert recogniser.session.session.get_outputs()[0].shape[-1] == len(decoder) == 1_889
    assert decoder[0] == "blank" and decoder[-1] == " "
    assert all(is_latin_class(c) for c in decoder[1:-1])

    # rapidocr's own recogniser on the shipped model, built from the same settings.
    full = TextRecognizer(engine.cfg.Rec)
    crops = [_line_crop("Lieferschein Nr. 4711 Menge 12,50 EUR"), _line_crop("Bon de livraison")]
    ours = engine.recognize_txt(crops)
    theirs = full(TextRecInput(img=crops))
    assert ours.txts == theirs.txts and "4711" in ours.txts[0]
    np.testing.assert_allclose(ours.scores, theirs.scores, atol=1e-3)
