"""ONNX weights without subnormal floats (``readers/subnormal.py``): only those values change,
and the shipped detector's output stays the same. No timing here (the CPU it saves is in
``./dev bench ocr_stages``)."""

from __future__ import annotations

import struct
from pathlib import Path

import numpy as np
import onnxruntime as ort
import pytest

from dn_pipeline.readers.subnormal import subnormal_count, without_subnormals

SUBNORMAL = 1e-39  # below float32's smallest normal (~1.18e-38)


def _varint(value: int) -> bytes:
    out = bytearray()
    while True:
        byte, value = value & 0x7F, value >> 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)


def _field(number: int, wire: int, payload: bytes) -> bytes:
    key = _varint(number << 3 | wire)
    if wire == 2:
        return key + _varint(len(payload)) + payload
    return key + payload


def _tensor(name: str, data_type: int, *, raw: bytes = b"", packed_floats: bytes = b"") -> bytes:
    body = _field(2, 0, _varint(data_type)) + _field(8, 2, name.encode())
    if raw:
        body += _field(9, 2, raw)
    if packed_floats:
        body += _field(4, 2, packed_floats)
    return body


def _model(*tensors: bytes) -> bytes:
    graph = _field(2, 2, b"g") + b"".join(_field(5, 2, t) for t in tensors)
    return _field(1, 0, _varint(8)) + _field(7, 2, graph)  # ir_version, graph


def _floats(*values: float) -> bytes:
    return struct.pack(f"<{len(values)}f", *values)


def _shipped_detector() -> bytes:
    import rapidocr

    return (Path(rapidocr.__file__).parent / "models" / "PP-OCRv6_det_small.onnx").read_bytes()


def test_only_subnormal_float_weights_become_zero() -> None:
    raw = _floats(0.5, SUBNORMAL, -SUBNORMAL, 0.0, 1e-30, -2.0)
    packed = _floats(SUBNORMAL, 3.0)
    # An int32 tensor whose bits read as a subnormal float must be left alone.
    ints = struct.pack("<2i", 1, 700)
    model = _model(
        _tensor("w", 1, raw=raw), _tensor("v", 1, packed_floats=packed), _tensor("i", 6, raw=ints)
    )
    assert subnormal_count(model) == 3

    flushed, count = without_subnormals(model)

    assert count == 3 and subnormal_count(flushed) == 0 and len(flushed) == len(model)
    assert _floats(0.5, 0.0, 0.0, 0.0, 1e-30, -2.0) in flushed
    assert _floats(0.0, 3.0) in flushed and ints in flushed
    # Nothing else moved: the bytes differ exactly where the three subnormals were.
    changed = [i for i, (a, b) in enumerate(zip(model, flushed, strict=True)) if a != b]
    assert len(changed) <= 12 and changed


def test_the_shipped_detector_loses_its_subnormal_weights_and_nothing_else() -> None:
    shipped = _shipped_detector()
    flushed, count = without_subnormals(shipped)
    # The premise of the change: this model carries a quarter of a million of them.
    assert count == subnormal_count(shipped) > 100_000
    assert subnormal_count(flushed) == 0 and len(flushed) == len(shipped)
    assert without_subnormals(flushed) == (flushed, 0)  # same file, same result
    # At most the four bytes of each flushed value differ.
    diff = np.frombuffer(shipped, dtype=np.uint8) != np.frombuffer(flushed, dtype=np.uint8)
    assert 0 < int(np.count_nonzero(diff)) <= 4 * count


def test_the_detector_gives_the_same_map_without_its_subnormal_weights() -> None:
    shipped = _shipped_detector()
    flushed, _ = without_subnormals(shipped)
    options = ort.SessionOptions()
    options.intra_op_num_threads = options.inter_op_num_threads = 1
    sessions = [
        ort.InferenceSession(model, sess_options=options, providers=["CPUExecutionProvider"])
        for model in (shipped, flushed)
    ]
    # A small page: dark strokes on paper, normalised as rapidocr feeds the detector.
    page = np.full((1, 3, 128, 256), 0.9, dtype=np.float32)
    page[:, :, 40:52, 20:200] = -1.5
    page[:, :, 80:90, 30:120] = -1.5
    maps = [s.run(None, {s.get_inputs()[0].name: page})[0] for s in sessions]
    np.testing.assert_allclose(maps[1], maps[0], rtol=0, atol=1e-6)


@pytest.mark.parametrize(
    "model",
    [_model(_tensor("w", 1, raw=_floats(SUBNORMAL)))[:-3], b"\x3f\xff", b"\x80"],
    ids=["truncated", "bad-wire-type", "unterminated-varint"],
)
def test_bytes_that_are_not_a_model_are_refused_with_a_clear_error(model: bytes) -> None:
    with pytest.raises(ValueError, match="not an ONNX model"):
        without_subnormals(model)
