"""How close the OCR networks run to this CPU's float speed (on demand, not a test):
``./dev bench ocr_ceiling``.

An OCR page's CPU is mostly the detection and recognition networks (``ocr_stages``). This
bench asks whether what is left is overhead or arithmetic. It reads the OCR pages of the
reader set, or of ``--corpus DIR`` (``--page TEXT`` keeps the pages whose name holds TEXT),
once with the default embedded reader, keeping every input its two networks were given;
then, per network:

- the multiply-adds those inputs cost: each convolution's and matrix product's, from the
  shapes a run on each input shape really has (``_Arithmetic``);
- the CPU seconds (``time.process_time``) the reader's own session (one thread, as the
  reader runs it) takes to run them all again, best and median of ``--repeat``;
- the baseline, measured in the same run: a float32 matrix product (1024³, NumPy's BLAS on
  one thread) — about the fastest float arithmetic one core of this machine does.

It prints each network's GFLOP/s, its share of the baseline's, and the CPU the same
arithmetic would take at the baseline's speed; then the pages' whole reads (best and median
of ``--repeat``), what they spend besides the two networks, and what they would cost with
both networks at the baseline's speed: the floor for these models, in float, on this
machine. Needs ``onnx`` in the venv (``.venv/bin/pip install onnx``; the project does
not depend on it). Nothing read from ``--corpus`` is written anywhere.
"""

from __future__ import annotations

import os

# One BLAS thread, set before NumPy loads its BLAS: the baseline is one core's speed, as is
# the reader's session.
for _name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ[_name] = "1"

import argparse  # noqa: E402
import importlib  # noqa: E402
import statistics  # noqa: E402
import time  # noqa: E402
from collections.abc import Callable  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import numpy as np  # noqa: E402
from ocr_stages import READER_SET, _ocr_pages, network_inputs  # noqa: E402

from dn_pipeline.readers.embedded import EmbeddedReader, _model_path  # noqa: E402
from dn_pipeline.readers.latinhead import latin_head  # noqa: E402
from dn_pipeline.readers.subnormal import without_subnormals  # noqa: E402


class _Arithmetic:
    """Multiply-adds of one run of a model (its Conv, ConvTranspose, MatMul and Gemm nodes)
    for a given input shape. The shapes are the real ones: the model is run once per input
    shape on zeros, with every counted node's input and output as extra graph outputs (a
    copy of the model made with ``onnx``, run on onnxruntime). ONNX shape inference is not
    enough: it leaves the recogniser's attention, reshaped by computed shapes, unresolved."""

    COUNTED = ("Conv", "ConvTranspose", "MatMul", "Gemm")

    def __init__(self, model: bytes) -> None:
        from onnxruntime import InferenceSession

        onnx = importlib.import_module("onnx")  # not a project dependency (module docstring)
        proto = onnx.load_from_string(model)
        self._nodes = [n for n in proto.graph.node if n.op_type in self.COUNTED]
        self._weights = {t.name: list(t.dims) for t in proto.graph.initializer}
        wanted = {name for n in self._nodes for name in (n.input[0], n.output[0])}
        # Weights that are not initializers (Constant nodes, as some exports make) are probed.
        wanted |= {n.input[1] for n in self._nodes if n.input[1] not in self._weights}
        self._names = sorted(wanted)
        known = {o.name for o in proto.graph.output}
        proto.graph.output.extend(
            onnx.helper.make_tensor_value_info(name, onnx.TensorProto.FLOAT, None)
            for name in self._names
            if name not in known
        )
        self._probe = InferenceSession(
            proto.SerializeToString(), providers=["CPUExecutionProvider"]
        )
        self._input = self._probe.get_inputs()[0].name
        self._seen: dict[tuple[int, ...], int] = {}

    def of(self, shape: tuple[int, ...]) -> int:
        if shape not in self._seen:
            feed = {self._input: np.zeros(shape, dtype=np.float32)}
            values = self._probe.run(self._names, feed)
            shapes = {n: list(v.shape) for n, v in zip(self._names, values, strict=True)}
            shapes.update(self._weights)
            total = 0
            for node in self._nodes:
                source, out = shapes[node.input[0]], shapes[node.output[0]]
                if node.op_type == "Conv":  # weight [out, in / group, kh, kw]
                    total += int(np.prod(out)) * int(np.prod(shapes[node.input[1]][1:]))
                elif node.op_type == "ConvTranspose":  # an input value meets [out / group, kh, kw]
                    total += int(np.prod(source)) * int(np.prod(shapes[node.input[1]][1:]))
                else:
                    total += int(np.prod(out)) * source[-1]
            self._seen[shape] = total
        return self._seen[shape]


def _seconds(run: Callable[[], object], repeat: int) -> list[float]:
    times = []
    for _ in range(repeat):
        started = time.process_time()
        run()
        times.append(time.process_time() - started)
    return times


def _baseline(repeat: int) -> float:
    """GFLOP/s of a 1024³ float32 matrix product on one BLAS thread, best of ``repeat``."""
    rng = np.random.default_rng(0)
    a, b = (rng.standard_normal((1024, 1024), dtype=np.float32) for _ in range(2))
    a @ b  # warm-up
    best = min(_seconds(lambda: [a @ b for _ in range(4)], repeat))
    return 4 * 2 * 1024**3 / best / 1e9


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=READER_SET, help="a folder of documents")
    parser.add_argument("--page", default="", help="only pages whose name holds this text")
    parser.add_argument("--repeat", type=int, default=3, help="timed runs per network")
    args = parser.parse_args()
    try:
        importlib.import_module("onnx")
    except ImportError:
        raise SystemExit("needs onnx: .venv/bin/pip install onnx") from None
    pages = [page for name, page in _ocr_pages(args.corpus) if args.page in name]
    if not pages:
        raise SystemExit(f"{args.corpus}: no OCR page matching {args.page!r}")
    reader = EmbeddedReader(
        recogniser="small", detector="small"
    )  # the small recogniser on every crop
    inputs = network_inputs(reader, pages)
    engine = reader.engine()
    # The models as the reader runs them (its sessions are built from these bytes).
    models = {
        "det": without_subnormals(_model_path(engine.cfg.Det).read_bytes())[0],
        "rec": latin_head(_model_path(engine.cfg.Rec).read_bytes())[0],
    }
    sessions = {"det": engine._load_det_model().session.session,
                "rec": engine._load_rec_model().session.session}  # fmt: skip
    baseline = _baseline(max(args.repeat, 3))
    print(f"{reader.model}; corpus {args.corpus.name}: {len(pages)} OCR pages")
    print(f"baseline: float32 matrix product on one thread, {baseline:.1f} GFLOP/s")
    print(f"{'network':<9}{'runs':>6}{'GMAC':>9}{'CPU best':>10}{'median':>8}"
          f"{'GFLOP/s':>9}{'of base':>9}{'at base':>9}")  # fmt: skip
    reads = _seconds(lambda: [reader.read(page) for page in pages], args.repeat)
    networks = {"best": 0.0, "at base": 0.0}
    for which, feeds in inputs.items():
        session = sessions[which]
        name = session.get_inputs()[0].name
        arithmetic = _Arithmetic(models[which])
        macs = sum(arithmetic.of(tuple(feed.shape)) for feed in feeds)

        def run_all(s: Any = session, f: list[np.ndarray] = feeds, n: str = name) -> None:
            for x in f:
                s.run(None, {n: x})

        times = _seconds(run_all, args.repeat)
        best, median = min(times), statistics.median(times)
        speed, at_base = 2 * macs / best / 1e9, 2 * macs / baseline / 1e9
        print(f"{which:<9}{len(feeds):>6}{macs / 1e9:>9.1f}{best:>10.2f}{median:>8.2f}"
              f"{speed:>9.1f}{speed / baseline:>9.2f}{at_base:>9.2f}")  # fmt: skip
        networks["best"] += best
        networks["at base"] += at_base
    rest = max(min(reads) - networks["best"], 0.0)
    print(f"the reads: CPU best {min(reads):.2f} s, median {statistics.median(reads):.2f} s; "
          f"besides the networks {rest:.2f} s; with both networks at the baseline's speed "
          f"{networks['at base'] + rest:.2f} s")  # fmt: skip


if __name__ == "__main__":
    main()
