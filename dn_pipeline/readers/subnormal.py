"""ONNX models without subnormal weights: the same detector at a third of its CPU.

rapidocr's PP-OCRv6 detection model ships 255,958 float32 weights below the smallest normal
float (about 1.2e-38), nearly all in two 768 → 384 1x1 convolutions of its last stage. An
x86 core multiplies a subnormal operand through a slow microcode path, so those two layers
cost two thirds of the network's time (~0.65 s of ~1.0 s on an A4 page at 1024 px). Set to
zero, each of them would add under 1e-38 to a sum of activations: the detector's output is
the same (bit-identical on every reader-set and realdocs page measured, README "Where an OCR
page's CPU goes"), at ~0.35 s.

The model is changed in memory, never written: the protobuf's float tensors are found by
walking its wire format (ModelProto.graph → GraphProto.initializer → TensorProto raw_data /
float_data) and the subnormal values are zeroed in place, so every other byte of the shipped
file is kept and the result is the same for the same file. No ``onnx`` package needed.
"""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np

# Protobuf field numbers (onnx.proto3): ModelProto.graph, GraphProto.initializer,
# TensorProto.data_type / float_data / raw_data; TensorProto.DataType.FLOAT.
_MODEL_GRAPH = 7
_GRAPH_INITIALIZER = 5
_TENSOR_DATA_TYPE = 2
_TENSOR_FLOAT_DATA = 4
_TENSOR_RAW_DATA = 9
_FLOAT = 1
_VARINT, _I64, _LEN, _I32 = 0, 1, 2, 5
_TINY = np.finfo(np.float32).tiny


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
    for field, wire, start, end in _fields(buf, 0, len(buf)):
        if field != _MODEL_GRAPH or wire != _LEN:
            continue
        for g_field, g_wire, g_start, g_end in _fields(buf, start, end):
            if g_field != _GRAPH_INITIALIZER or g_wire != _LEN:
                continue
            data_type, payloads = 0, []
            for t_field, t_wire, t_start, t_end in _fields(buf, g_start, g_end):
                if t_field == _TENSOR_DATA_TYPE and t_wire == _VARINT:
                    data_type = _varint(buf, t_start)[0]
                elif t_field in (_TENSOR_RAW_DATA, _TENSOR_FLOAT_DATA) and t_wire in (_LEN, _I32):
                    payloads.append((t_start, t_end))  # float_data: packed, or one by one
            if data_type == _FLOAT:
                yield from payloads


def _fields(buf: bytearray, start: int, end: int) -> Iterator[tuple[int, int, int, int]]:
    """(field number, wire type, value start, value end) of each field in buf[start:end]."""
    i = start
    while i < end:
        key, i = _varint(buf, i)
        field, wire = key >> 3, key & 7
        if wire == _VARINT:
            _, j = _varint(buf, i)
        elif wire == _I64:
            j = i + 8
        elif wire == _I32:
            j = i + 4
        elif wire == _LEN:
            length, i = _varint(buf, i)
            j = i + length
        else:
            raise ValueError(f"not an ONNX model: protobuf wire type {wire} at byte {i}")
        if j > end:
            raise ValueError(f"not an ONNX model: field {field} runs past its message")
        yield field, wire, i, j
        i = j


def _varint(buf: bytearray, i: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        if i >= len(buf):
            raise ValueError("not an ONNX model: truncated varint")
        byte = buf[i]
        i += 1
        value |= (byte & 0x7F) << shift
        if byte < 0x80:
            return value, i
        shift += 7
