"""int8 OCR models measured against the shipped ones (on demand, not a test):
``./dev bench ocr_int8``.

Needs ``onnx`` in the venv (``.venv/bin/pip install onnx``; ``onnxruntime.quantization``
imports it, the project does not depend on it). Makes int8 copies of rapidocr's PP-OCRv6
recognition and / or detection model with onnxruntime's own tooling in a temporary folder
(``--keep DIR`` keeps them; the recogniser's is made from its Latin-script head, as the
reader runs it), then reads every OCR page of the reader set or ``--corpus DIR`` twice,
with the shipped models and with the int8 ones (same process, page by page, so both
see the same load), and prints per page the CPU seconds (``time.process_time``) of each read
and how many of its lines are identical; ``--show`` prints the lines that differ.

- ``--dynamic``: ``quantize_dynamic`` (int8 weights, activations quantized at run time;
  ``--per-tensor`` for one scale per tensor instead of per channel).
- default, static QDQ: the model is moved to opset 13 (per-channel scales need it),
  pre-processed (``quant_pre_process``) and calibrated (MinMax) on the network inputs of the
  reader set's OCR pages, whatever ``--corpus`` is; ``--conv-only`` leaves the MatMuls in
  float, ``--exclude NODE,…`` leaves those nodes (names as in the pre-processed model) in
  float.

Nothing read from ``--corpus`` is written anywhere; the models are calibrated on the
project's own fixtures only.
"""

from __future__ import annotations

import argparse
import difflib
import importlib
import sys
import tempfile
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ocr_stages import READER_SET, _ocr_pages, network_inputs, timed_lines

from dn_pipeline.readers.embedded import EmbeddedReader, new_engine
from dn_pipeline.readers.latinhead import latin_head


def _session(engine: Any, which: str) -> Any:
    """rapidocr's wrapper of the onnxruntime session for ``det`` or ``rec``."""
    model = engine._load_det_model() if which == "det" else engine._load_rec_model()
    return model.session


def _calibration(reader: EmbeddedReader) -> dict[str, list[np.ndarray]]:
    """The detector's and recogniser's inputs while reading the reader set's OCR pages."""
    return network_inputs(reader, [page for _, page in _ocr_pages(READER_SET)])


def _int8_model(which: str, shipped: Path, out: Path, args: argparse.Namespace,
                inputs: list[np.ndarray]) -> Path:  # fmt: skip
    onnx = importlib.import_module("onnx")  # not a project dependency (module docstring)
    version_converter = importlib.import_module("onnx.version_converter")
    from onnxruntime.quantization import (
        CalibrationDataReader,
        CalibrationMethod,
        QuantFormat,
        QuantType,
        quantize_dynamic,
        quantize_static,
    )
    from onnxruntime.quantization.shape_inference import quant_pre_process

    target = out / f"{which}.int8.onnx"
    if args.dynamic:
        quantize_dynamic(
            str(shipped), str(target), weight_type=QuantType.QInt8, per_channel=not args.per_tensor
        )
        return target
    upgraded, prepared = out / f"{which}.op13.onnx", out / f"{which}.pre.onnx"
    onnx.save(version_converter.convert_version(onnx.load(str(shipped)), 13), str(upgraded))
    quant_pre_process(str(upgraded), str(prepared), skip_symbolic_shape=True)

    class Inputs(CalibrationDataReader):  # type: ignore[misc]
        def __init__(self) -> None:
            self._left = iter(inputs)

        def get_next(self) -> dict[str, np.ndarray] | None:
            value = next(self._left, None)
            return None if value is None else {"x": value}

    quantize_static(
        str(prepared), str(target), Inputs(), quant_format=QuantFormat.QDQ,
        activation_type=QuantType.QUInt8, weight_type=QuantType.QInt8,
        per_channel=not args.per_tensor, calibrate_method=CalibrationMethod.MinMax,
        op_types_to_quantize=["Conv"] if args.conv_only else ["Conv", "MatMul"],
        nodes_to_exclude=[n for n in args.exclude.split(",") if n],
    )  # fmt: skip
    return target


class _Int8Reader(EmbeddedReader):
    """The default reader on an engine of its own whose sessions run the int8 models."""

    def __init__(self, models: dict[str, Path]) -> None:
        super().__init__(recogniser="small")
        from onnxruntime import InferenceSession

        self._own = new_engine(1800, recogniser="small", detector="small")
        for which, path in models.items():
            wrapper = _session(self._own, which)
            options = wrapper.session.get_session_options()
            wrapper.session = InferenceSession(str(path), sess_options=options,
                                               providers=["CPUExecutionProvider"])  # fmt: skip

    def engine(self) -> Any:
        return self._own


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=READER_SET, help="a folder of documents")
    parser.add_argument("--models", choices=("rec", "det", "both"), default="rec")
    parser.add_argument("--dynamic", action="store_true", help="quantize_dynamic, not static QDQ")
    parser.add_argument("--per-tensor", action="store_true", help="one scale per tensor")
    parser.add_argument("--conv-only", action="store_true", help="static: leave MatMuls in float")
    parser.add_argument("--exclude", default="", help="static: node names left in float, a,b,…")
    parser.add_argument("--keep", type=Path, help="write the int8 models here (kept)")
    parser.add_argument("--show", action="store_true", help="print the lines that differ")
    args = parser.parse_args()
    try:
        importlib.import_module("onnx")
    except ImportError:
        raise SystemExit("needs onnx: .venv/bin/pip install onnx") from None
    import rapidocr

    shipped = Path(rapidocr.__file__).parent / "models"
    names = {"det": "PP-OCRv6_det_small.onnx", "rec": "PP-OCRv6_rec_small.onnx"}
    chosen = ["det", "rec"] if args.models == "both" else [args.models]
    reader = EmbeddedReader(
        recogniser="small", detector="small"
    )  # int8 of the small recogniser, against it
    inputs = _calibration(reader) if not args.dynamic else {"det": [], "rec": []}
    with tempfile.TemporaryDirectory() as scratch:
        out = args.keep or Path(scratch)
        out.mkdir(parents=True, exist_ok=True)
        sources = {w: shipped / names[w] for w in chosen}
        if "rec" in sources:
            # The reader's recogniser runs the Latin-script head (``readers/latinhead.py``) and
            # decodes its characters: the int8 copy is made of that model too.
            sources["rec"] = out / "rec.latin.onnx"
            sources["rec"].write_bytes(latin_head((shipped / names["rec"]).read_bytes())[0])
        models = {w: _int8_model(w, sources[w], out, args, inputs[w]) for w in chosen}
        int8 = _Int8Reader(models)
        pages = list(_ocr_pages(args.corpus))
        if not pages:
            raise SystemExit(f"{args.corpus}: no OCR page")
        for r in (reader, int8):
            r.read(pages[0][1])  # warm-up
        kind = "dynamic" if args.dynamic else "static QDQ" + (", Conv only" * args.conv_only)
        kind += f", float: {args.exclude}" if args.exclude and not args.dynamic else ""
        scale = "per tensor" if args.per_tensor else "per channel"
        print(f"int8 {'+'.join(chosen)} ({kind}, {scale}) against {reader.model}; "
              f"corpus {args.corpus.name}: {len(pages)} OCR pages")  # fmt: skip
        print(f"{'page':<34}{'shipped':>9}{'int8':>8}  identical lines")
        same = total = 0
        cpu: dict[str, list[float]] = {"shipped": [], "int8": []}
        for name, page in pages:
            base_cpu, base = timed_lines(reader, page)
            new_cpu, new = timed_lines(int8, page)
            cpu["shipped"].append(base_cpu)
            cpu["int8"].append(new_cpu)
            matcher = difflib.SequenceMatcher(a=base, b=new, autojunk=False)
            kept = sum(block.size for block in matcher.get_matching_blocks())
            same, total = same + kept, total + len(base)
            print(f"{name[:33]:<34}{base_cpu:>9.2f}{new_cpu:>8.2f}  {kept} / {len(base)}")
            if args.show:
                for op, a0, a1, b0, b1 in matcher.get_opcodes():
                    if op != "equal":
                        print(f"    {base[a0:a1]} -> {new[b0:b1]}")
        for label, values in cpu.items():
            mean = sum(values) / len(values)
            print(f"{label:<8} CPU s/page mean {mean:.2f}, max {max(values):.2f}")
        print(f"identical lines {same} / {total}")


if __name__ == "__main__":
    main()
