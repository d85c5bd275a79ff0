"""ONNX models without subnormal weights: the same detector at a third of its CPU.

rapidocr's PP-OCRv6 detection model ships 255,958 float32 weights below the smallest normal
float (about 1.2e-38), nearly all in two 768 → 384 1x1 convolutions of its last stage. An
x86 core multiplies a subnormal operand through a slow microcode path, so those two layers
cost two thirds of the network's time (~0.65 s of ~1.0 s on an A4 page at 1024 px). Set to
zero, each of them would add under 1e-38 to a sum of activations: the detector's output is
the same (bit-identical on every reader-set and realdocs page measured, README "Where an OCR
page's CPU goes"), at ~0.35 s.

The model is changed in memory, never written: the protobuf's float tensors are found by
walking its wire format (``onnxwire``; ModelProto.graph → GraphProto.initializer →
TensorProto raw_data / float_data) and the subnormal values are zeroed in place, so every
other byte of the shipped file is kept and the result is the same for the same file. No
``onnx`` package needed.
"""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np

from dn_pipeline.readers import onnxwire as w

_TINY = np.finfo(np.float32).tiny
_PAYLOADS = (w.TENSOR_RAW_DATA, w.TENSOR_FLOAT_DATA)


def without_subnormals(model: bytes) -> tuple[bytes, int]:
    """``model`` (a serialised ONNX ModelProto) with every subnormal float32 weight of its
    main graph's initializers set to 0.0, and how many were. Same length, same bytes
    elsewhere. ValueError when the bytes are not a well-formed protobuf."""
    buf = bytearray(model)
    flushed = 0
    for start, end in _float_payloads(buf):
        values = np.frombuffer(buf, dtype="<f4", count=(end - start) // 4, offset=start)
        subnormal = (values != 0) & (np.abs(values) < _TINY)
        count = int(np.count_nonzero(subnormal))
        if count:
            values[subnormal] = 0.0
            flushed += count
    return bytes(buf), flushed


def subnormal_count(model: bytes) -> int:
    """How many float32 initializer weights of ``model`` are subnormal."""
    total = 0
    for start, end in _float_payloads(bytearray(model)):
        values = np.frombuffer(model, dtype="<f4", count=(end - start) // 4, offset=start)
        total += int(np.count_nonzero((values != 0) & (np.abs(values) < _TINY)))
    return total


def _float_payloads(buf: bytearray) -> Iterator[tuple[int, int]]:
    """Byte ranges holding the little-endian float32 values of float initializers."""
    for field, wire, start, end in w.fields(buf, 0, len(buf)):
        if field != w.MODEL_GRAPH or wire != w.LEN:
            continue
        for g_field, g_wire, g_start, g_end in w.fields(buf, start, end):
            if g_field != w.GRAPH_INITIALIZER or g_wire != w.LEN:
                continue
            data_type, payloads = 0, []
            for t_field, t_wire, t_start, t_end in w.fields(buf, g_start, g_end):
                if t_field == w.TENSOR_DATA_TYPE and t_wire == w.VARINT:
                    data_type = w.varint(buf, t_start)[0]
                elif t_field in _PAYLOADS and t_wire in (w.LEN, w.I32):
                    payloads.append((t_start, t_end))  # float_data: packed, or one by one
            if data_type == w.FLOAT:
                yield from payloads
