"""The recogniser with a Latin-script output head: the same network, a tenth of its classes.

rapidocr's PP-OCRv6 recognition model ends in one linear layer from 120 features to 18,710
classes (CTC's blank, the 18,708 characters of its ``character`` metadata, a space), a bias
add and a softmax; on a dense A4 page those three are about a fifth of recognition's CPU.
16,821 of the characters are CJK ideographs, kana, emoji and the like (code point U+2E80 or
above); this reader reads delivery notes in European languages, whose Latin, Greek and
Cyrillic letters, digits, punctuation and currency signs are all below U+2E80. Kept: those,
the fullwidth forms (U+FF00–FFEF, which the model also reads on Latin text), blank and space
— 1,889 classes. The layer's weight columns and bias entries of the other classes are cut,
so their products are never computed.

A kept class's logit is the full model's; the softmax is over the kept classes only, so a
time step's best class is the full model's unless that was a cut class, and its probability
is the full model's divided by the kept classes' share (about 1 on Latin text). rapidocr's
CTC decoder must use the kept characters: ``embedded`` builds it from the cut model's
``character`` metadata, as rapidocr builds it from the shipped model's.

Changed in memory, never written, from the shipped file's bytes (``onnxwire``): the two
initializers, the declared last dimension (18,710 → 1,889) of the graph output and of the
head's intermediate values, and the ``character`` metadata (so the model names the classes
it now has). ValueError when the model is not one linear layer + softmax over its characters.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from dn_pipeline.readers import onnxwire as w

# Code points from here up are CJK ideographs, kana, hangul and emoji, except the fullwidth
# forms (fullwidth Latin letters, digits and punctuation).
CJK_START = 0x2E80
FULLWIDTH = range(0xFF00, 0xFFF0)
_CHARACTER_KEY = "character"
# Nodes between the linear layer's bias add and the softmax / output that keep its shape.
_PASS_THROUGH = {"Identity"}


def is_latin_class(character: str) -> bool:
    """Whether the head keeps this class: every code point below U+2E80 or fullwidth."""
    return bool(character) and all(ord(c) < CJK_START or ord(c) in FULLWIDTH for c in character)


def latin_head(model: bytes) -> tuple[bytes, list[str]]:
    """``model`` (a serialised ONNX recognition model whose metadata lists its characters)
    with its output layer cut to the Latin-script classes, and the kept characters in the
    model's order (blank and space not included, as in the metadata). ValueError when the
    bytes are not such a model or it has no Latin-script character."""
    graph, characters = _parse(model)
    head = _head(graph, len(characters) + 2)
    kept = [c for c in characters if is_latin_class(c)]
    if not kept:
        raise ValueError("the recognition model has no Latin-script character: nothing to keep")
    columns = np.array(
        [0] + [i + 1 for i, c in enumerate(characters) if is_latin_class(c)] + [len(characters) + 1]
    )
    cut = _Cut(model, head, columns, "\n".join(kept))
    return w.rewrite(model, 0, len(model), cut.model), kept


@dataclass
class _Node:
    op: str
    inputs: list[str]
    outputs: list[str]
    axis: int | None  # its ``axis`` attribute, when it has one


@dataclass
class _Graph:
    """What ``latin_head`` needs of a GraphProto."""

    buf: bytes
    nodes: list[_Node] = field(default_factory=list)
    initializers: dict[str, tuple[int, int]] = field(default_factory=dict)  # TensorProto spans
    outputs: dict[str, int] = field(default_factory=dict)  # name → declared rank


@dataclass
class _Head:
    weight: str  # MatMul's [features, classes] initializer
    bias: str  # the Add's [classes] initializer
    values: set[str]  # tensors of shape [..., classes]: MatMul's output down to the graph's
    features: int


def _parse(model: bytes) -> tuple[_Graph, list[str]]:
    graph = _Graph(buf=model)
    characters: list[str] | None = None
    for f, wire, start, end in w.fields(model, 0, len(model)):
        if f == w.MODEL_METADATA and wire == w.LEN:
            entry = {k: (s, e) for k, _, s, e in w.fields(model, start, end)}
            if w.text(model, *entry.get(w.ENTRY_KEY, (0, 0))) == _CHARACTER_KEY:
                characters = w.text(model, *entry.get(w.ENTRY_VALUE, (0, 0))).splitlines()
        elif f == w.MODEL_GRAPH and wire == w.LEN:
            _parse_graph(model, start, end, graph)
    if characters is None:
        raise ValueError("the recognition model lists no characters in its metadata")
    return graph, characters


def _parse_graph(buf: bytes, start: int, end: int, graph: _Graph) -> None:
    for f, wire, g_start, g_end in w.fields(buf, start, end):
        if wire != w.LEN:
            continue
        if f == w.GRAPH_NODE:
            graph.nodes.append(_node(buf, g_start, g_end))
        elif f == w.GRAPH_INITIALIZER:
            for t_f, _, t_start, t_end in w.fields(buf, g_start, g_end):
                if t_f == w.TENSOR_NAME:
                    graph.initializers[w.text(buf, t_start, t_end)] = (g_start, g_end)
        elif f == w.GRAPH_OUTPUT:
            name, rank = "", 0
            for v_f, _, v_start, v_end in w.fields(buf, g_start, g_end):
                if v_f == w.VALUE_NAME:
                    name = w.text(buf, v_start, v_end)
                elif v_f == w.VALUE_TYPE:
                    rank = len(_dim_spans(buf, v_start, v_end))
            graph.outputs[name] = rank


def _node(buf: bytes, start: int, end: int) -> _Node:
    node = _Node(op="", inputs=[], outputs=[], axis=None)
    for f, _, n_start, n_end in w.fields(buf, start, end):
        if f == w.NODE_OP_TYPE:
            node.op = w.text(buf, n_start, n_end)
        elif f == w.NODE_INPUT:
            node.inputs.append(w.text(buf, n_start, n_end))
        elif f == w.NODE_OUTPUT:
            node.outputs.append(w.text(buf, n_start, n_end))
        elif f == w.NODE_ATTRIBUTE:
            attribute = {a: (s, e) for a, _, s, e in w.fields(buf, n_start, n_end)}
            if w.text(buf, *attribute.get(w.ATTRIBUTE_NAME, (0, 0))) == "axis":
                value = w.varint(buf, attribute[w.ATTRIBUTE_INT][0])[0]
                node.axis = value - (1 << 64) if value >= 1 << 63 else value  # int64
    return node


def _dim_spans(buf: bytes, start: int, end: int) -> list[tuple[int, int]]:
    """The Dimension messages of a TypeProto's tensor shape (value spans)."""
    for t_f, _, t_start, t_end in w.fields(buf, start, end):
        if t_f != w.TYPE_TENSOR:
            continue
        for s_f, _, s_start, s_end in w.fields(buf, t_start, t_end):
            if s_f == w.TENSOR_SHAPE:
                return [(s, e) for d, _, s, e in w.fields(buf, s_start, s_end) if d == w.SHAPE_DIM]
    return []


def _head(graph: _Graph, classes: int) -> _Head:
    """The output layer: graph output ← Softmax ← Identity* ← Add(bias) ← MatMul(weight)."""
    if len(graph.outputs) != 1:
        raise ValueError(f"the recognition model has {len(graph.outputs)} outputs, not 1")
    producer = {out: node for node in graph.nodes for out in node.outputs}
    ((name, rank),) = graph.outputs.items()
    softmax = producer.get(name)
    if softmax is None or softmax.op != "Softmax" or softmax.axis not in (-1, rank - 1):
        raise ValueError(
            "the recognition model's output is not a softmax over an explicit last axis"
        )
    values = {name, softmax.inputs[0]}
    add = producer.get(softmax.inputs[0])
    while add is not None and add.op in _PASS_THROUGH:
        values.add(add.inputs[0])
        add = producer.get(add.inputs[0])

    def by_weights(node: _Node | None, op: str) -> _Node:
        if node is None or node.op != op or len(node.inputs) != 2:
            raise ValueError(f"the recognition model's head is not MatMul, Add, Softmax ({op})")
        if node.inputs[1] not in graph.initializers:
            raise ValueError(f"the recognition model's {op} is not by constant weights")
        return node

    add = by_weights(add, "Add")
    values.add(add.inputs[0])
    matmul = by_weights(producer.get(add.inputs[0]), "MatMul")
    weight, bias = _dims(graph, matmul.inputs[1]), _dims(graph, add.inputs[1])
    if len(weight) != 2 or weight[1:] != [classes] or bias != [classes]:
        raise ValueError(
            f"the recognition model's output layer is {weight} + {bias}, its metadata names "
            f"{classes} classes"
        )
    return _Head(weight=matmul.inputs[1], bias=add.inputs[1], values=values, features=weight[0])


def _dims(graph: _Graph, name: str) -> list[int]:
    start, end = graph.initializers[name]
    dims: list[int] = []
    for f, wire, t_start, t_end in w.fields(graph.buf, start, end):
        if f == w.TENSOR_DIMS:
            dims += w.int_values(graph.buf, wire, t_start, t_end)
    return dims


def _floats(buf: bytes, start: int, end: int) -> np.ndarray:
    """A float32 initializer's values (raw_data, or float_data packed or one by one)."""
    data_type, raw, loose = 0, None, bytearray()
    for f, wire, t_start, t_end in w.fields(buf, start, end):
        if f == w.TENSOR_DATA_TYPE and wire == w.VARINT:
            data_type = w.varint(buf, t_start)[0]
        elif f == w.TENSOR_RAW_DATA:
            raw = bytes(buf[t_start:t_end])
        elif f == w.TENSOR_FLOAT_DATA:
            loose += buf[t_start:t_end]
    if data_type != w.FLOAT:
        raise ValueError("the recognition model's output layer is not float32")
    return np.frombuffer(raw if raw is not None else bytes(loose), dtype="<f4")


class _Cut:
    """The edits of ``latin_head``, one method per message level."""

    def __init__(self, buf: bytes, head: _Head, columns: np.ndarray, characters: str) -> None:
        self.buf, self.head, self.columns, self.characters = buf, head, columns, characters

    def model(self, f: int, wire: int, start: int, end: int) -> bytes | None:
        if f == w.MODEL_GRAPH and wire == w.LEN:
            return w.len_field(f, w.rewrite(self.buf, start, end, self.graph))
        if f == w.MODEL_METADATA and wire == w.LEN:
            entry = {k: (s, e) for k, _, s, e in w.fields(self.buf, start, end)}
            if w.text(self.buf, *entry.get(w.ENTRY_KEY, (0, 0))) == _CHARACTER_KEY:
                payload = w.len_field(w.ENTRY_KEY, _CHARACTER_KEY.encode()) + w.len_field(
                    w.ENTRY_VALUE, self.characters.encode()
                )
                return w.len_field(f, payload)
        return None

    def graph(self, f: int, wire: int, start: int, end: int) -> bytes | None:
        if wire != w.LEN:
            return None
        if f == w.GRAPH_INITIALIZER:
            name = self._name(start, end, w.TENSOR_NAME)
            if name == self.head.weight:
                weights = _floats(self.buf, start, end).reshape(self.head.features, -1)
                return w.len_field(f, self._tensor(start, end, weights[:, self.columns]))
            if name == self.head.bias:
                return w.len_field(
                    f, self._tensor(start, end, _floats(self.buf, start, end)[self.columns])
                )
        in_head = f in (w.GRAPH_OUTPUT, w.GRAPH_VALUE_INFO) and (
            self._name(start, end, w.VALUE_NAME) in self.head.values
        )
        if in_head:
            return w.len_field(f, w.rewrite(self.buf, start, end, self._value_info))
        return None

    def _name(self, start: int, end: int, name_field: int) -> str:
        spans = (w.text(self.buf, s, e) for f, _, s, e in w.fields(self.buf, start, end)
                 if f == name_field)  # fmt: skip
        return next(spans, "")

    def _tensor(self, start: int, end: int, values: np.ndarray) -> bytes:
        """The initializer with ``values`` (dims and raw_data replaced, the rest kept)."""
        replaced = (w.TENSOR_DIMS, w.TENSOR_RAW_DATA, w.TENSOR_FLOAT_DATA)
        kept = w.rewrite(self.buf, start, end, lambda f, *_: b"" if f in replaced else None)
        dims = b"".join(w.varint_field(w.TENSOR_DIMS, d) for d in values.shape)
        raw = w.len_field(w.TENSOR_RAW_DATA, np.ascontiguousarray(values, dtype="<f4").tobytes())
        return dims + kept + raw

    def _value_info(self, f: int, wire: int, start: int, end: int) -> bytes | None:
        if f != w.VALUE_TYPE or wire != w.LEN:
            return None
        return w.len_field(f, w.rewrite(self.buf, start, end, self._type))

    def _type(self, f: int, wire: int, start: int, end: int) -> bytes | None:
        if f != w.TYPE_TENSOR or wire != w.LEN:
            return None
        return w.len_field(f, w.rewrite(self.buf, start, end, self._tensor_type))

    def _tensor_type(self, f: int, wire: int, start: int, end: int) -> bytes | None:
        if f != w.TENSOR_SHAPE or wire != w.LEN:
            return None
        dims = [(s, e) for d, _, s, e in w.fields(self.buf, start, end) if d == w.SHAPE_DIM]
        if not dims:  # no shape declared
            return None
        last = dims[-1]

        def last_dim(d: int, _wire: int, s: int, e: int) -> bytes | None:
            if d != w.SHAPE_DIM or (s, e) != last:
                return None
            return w.len_field(d, w.varint_field(w.DIM_VALUE, len(self.columns)))

        return w.len_field(f, w.rewrite(self.buf, start, end, last_dim))
