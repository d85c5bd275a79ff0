"""An ONNX model's protobuf wire format, read and rewritten in memory: no ``onnx`` package.

An ONNX file is one serialised ``ModelProto``. Its messages are fields one after another,
each a key (field number and wire type), then a varint, a fixed 4 or 8 bytes, or a length
and that many bytes (a string, packed numbers or a nested message). ``fields`` walks one
message; ``rewrite`` copies one, replacing the fields an edit names and re-encoding the
length of every message it rebuilds, so a tensor may change size (``latinhead``). Field
numbers are onnx.proto3's; only those this package touches are named here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

VARINT, I64, LEN, I32 = 0, 1, 2, 5

# ModelProto
MODEL_GRAPH = 7
MODEL_METADATA = 14
# GraphProto
GRAPH_NODE = 1
GRAPH_INITIALIZER = 5
GRAPH_OUTPUT = 12
GRAPH_VALUE_INFO = 13
# NodeProto
NODE_INPUT = 1
NODE_OUTPUT = 2
NODE_OP_TYPE = 4
NODE_ATTRIBUTE = 5
ATTRIBUTE_NAME, ATTRIBUTE_INT = 1, 3
# TensorProto
TENSOR_DIMS = 1
TENSOR_DATA_TYPE = 2
TENSOR_FLOAT_DATA = 4
TENSOR_NAME = 8
TENSOR_RAW_DATA = 9
FLOAT = 1  # TensorProto.DataType
# ValueInfoProto.name / .type; TypeProto.tensor_type; TypeProto.Tensor.shape;
# TensorShapeProto.dim; Dimension.dim_value; StringStringEntryProto.key / .value
VALUE_NAME, VALUE_TYPE = 1, 2
TYPE_TENSOR = 1
TENSOR_SHAPE = 2
SHAPE_DIM = 1
DIM_VALUE = 1
ENTRY_KEY, ENTRY_VALUE = 1, 2

# An edit of one field: (field number, wire type, value start, value end) → the bytes that
# replace the whole field (key included; b"" drops it), or None to keep it as it is.
Edit = Callable[[int, int, int, int], "bytes | None"]


def fields(buf: bytes | bytearray, start: int, end: int) -> Iterator[tuple[int, int, int, int]]:
    """(field number, wire type, value start, value end) of each field in buf[start:end].
    ValueError when those bytes are not a well-formed message."""
    i = start
    while i < end:
        key, i = varint(buf, i)
        field, wire = key >> 3, key & 7
        if wire == VARINT:
            _, j = varint(buf, i)
        elif wire == I64:
            j = i + 8
        elif wire == I32:
            j = i + 4
        elif wire == LEN:
            length, i = varint(buf, i)
            j = i + length
        else:
            raise ValueError(f"not an ONNX model: protobuf wire type {wire} at byte {i}")
        if j > end:
            raise ValueError(f"not an ONNX model: field {field} runs past its message")
        yield field, wire, i, j
        i = j


def varint(buf: bytes | bytearray, i: int) -> tuple[int, int]:
    """The varint at ``buf[i]`` and the index after it."""
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


def encode_varint(value: int) -> bytes:
    if value < 0:
        raise ValueError("negative varint")
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def varint_field(field: int, value: int) -> bytes:
    return encode_varint(field << 3 | VARINT) + encode_varint(value)


def len_field(field: int, payload: bytes) -> bytes:
    """A length-delimited field: a string, packed numbers or a nested message."""
    return encode_varint(field << 3 | LEN) + encode_varint(len(payload)) + payload


def rewrite(buf: bytes | bytearray, start: int, end: int, edit: Edit) -> bytes:
    """The message buf[start:end] copied field by field, each field replaced by what ``edit``
    returns for it (None: its bytes as they are). An edit rebuilding a nested message calls
    ``rewrite`` on it and wraps the result with ``len_field``: the new length is encoded."""
    out = bytearray()
    field_start = start
    for field, wire, value_start, value_end in fields(buf, start, end):
        replaced = edit(field, wire, value_start, value_end)
        out += buf[field_start:value_end] if replaced is None else replaced
        field_start = value_end
    return bytes(out)


def text(buf: bytes | bytearray, start: int, end: int) -> str:
    return bytes(buf[start:end]).decode("utf-8")


def int_values(buf: bytes | bytearray, wire: int, start: int, end: int) -> list[int]:
    """A repeated integer field's values in this occurrence: one varint, or packed."""
    if wire == VARINT:
        return [varint(buf, start)[0]]
    values, i = [], start
    while i < end:
        value, i = varint(buf, i)
        values.append(value)
    return values
