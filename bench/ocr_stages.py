"""Where an OCR page's CPU goes (on demand, not a test): ``./dev bench ocr_stages``.

Reads every OCR page (a page whose text layer has too few words) of the reader set, or of
``--corpus DIR`` (any folder of PDFs / images, e.g. ``../shared/realdocs``; nothing from it
is written anywhere), with the default embedded reader, and prints per page the CPU seconds
(``time.process_time``, all threads) of each stage of the one OCR pass: decoding the PNG,
the blank check, loading / resizing, the detection network and the rest of detection
(pre-/post-processing, crop extraction), the angle vote, the recognition network and the
rest of recognition (resizing / normalising crops, CTC decoding), building the output and
the words. With the default recogniser (``tiny-first``) "tiny net" is the tiny recognition
network and "rec net" the small one on the crops it reads again; ``--recogniser small``
reads with the small one alone, ``--detector`` picks the page detector
(``DN_OCR_DETECTOR``). Also: line count and the recognisers' input columns (48-px-high
columns actually fed to the networks). Stages are timed by wrapping the reader's own
functions in this process; the page total is the read's.

``--page TEXT`` keeps the pages whose name holds TEXT (e.g. one dense page); ``--repeat N``
reads each page N times in turn and prints every read, then each page's fastest read (CPU
seconds at a shared machine's load vary more than most changes measured here).

``--full-head`` reads each OCR page ``--repeat`` times (at least 5) with two engines in this
process, alternating which goes first: one whose recogniser is rapidocr's own (the shipped
model, all 18,710 output classes, its decoder) and the reader's (the Latin-script head,
``readers/latinhead.py``); it prints per page each engine's best and median page CPU and
recognition-network CPU, every read, and whether the two read the same lines.

``--text-layer`` reads the text-layer pages instead, each the best of three reads (a page
costs milliseconds, so one read is mostly noise): decoding the top strip, the ink map, the
detection network's input (the region's detection size) and CPU, the rest of detection,
recognition, and the words; pages whose text layer names their company cost ~0 and are
listed as such.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import numpy as np

from dn_pipeline.readers import embedded, letterhead
from dn_pipeline.readers.base import PageInput
from dn_pipeline.readers.embedded import DETECTORS, MIN_TEXT_LAYER_WORDS, EmbeddedReader
from dn_pipeline.stages.normalise import NormalisedPage, NormaliseOptions, iter_pages

READER_SET = Path(__file__).resolve().parents[1] / "fixtures" / "reader_set"
STAGES = ("decode", "blank", "load", "det net", "det rest", "vote", "tiny net", "rec net",
          "rec rest", "output", "words")  # fmt: skip
_SUFFIXES = {".pdf", ".png", ".jpg", ".jpeg", ".tif", ".tiff", ".webp", ".heic"}


class _Clock:
    """Accumulates CPU seconds per stage for the page being read."""

    def __init__(self) -> None:
        self.seconds: dict[str, float] = defaultdict(float)
        self.columns = 0

    def wrap(self, owner: Any, name: str, stage: str, *, minus: tuple[str, ...] = ()) -> None:
        """Time ``owner.name`` as ``stage``; ``minus``: stages timed inside it, taken off."""
        original: Callable[..., Any] = getattr(owner, name)

        def timed(*args: Any, **kwargs: Any) -> Any:
            inner = sum(self.seconds[m] for m in minus)
            started = time.process_time()
            try:
                return original(*args, **kwargs)
            finally:
                spent = time.process_time() - started
                self.seconds[stage] += spent - (sum(self.seconds[m] for m in minus) - inner)

        setattr(owner, name, timed)

    def wrap_recognition(self, engine: Any) -> None:
        """Time the recognition networks ("tiny net" when the recogniser is ``tiny-first``,
        "rec net" the small one) and the rest of recognition, and count the columns of every
        crop (the first network each crop meets)."""
        session = engine._load_rec_model().session
        self.wrap(session.session, "run", "rec net")
        tiny = getattr(session, "tiny", None)
        if tiny is not None:
            self.wrap(tiny, "run", "tiny net")
        self.count_columns(tiny if tiny is not None else session.session)
        nets = ("rec net", "tiny net") if tiny is not None else ("rec net",)
        self.wrap(engine, "recognize_txt", "rec rest", minus=nets)

    def count_columns(self, session: Any) -> None:
        run = session.run

        def counted(names: Any, feed: dict[str, Any]) -> Any:
            for value in feed.values():
                self.columns += int(value.shape[0]) * int(value.shape[3])
            return run(names, feed)

        session.run = counted


def _text_layer_pages(folder: Path) -> Iterator[tuple[str, PageInput]]:
    for path in sorted(p for p in folder.iterdir() if p.suffix.lower() in _SUFFIXES):
        for number, page in enumerate(iter_pages(path.read_bytes(), NormaliseOptions()), 1):
            if not isinstance(page, NormalisedPage):
                continue
            layer = [w for w in page.text_layer if w["t"].strip()]
            if len(layer) >= MIN_TEXT_LAYER_WORDS:
                yield (
                    f"{path.name}#{number}",
                    PageInput(png=page.png, width=page.width, height=page.height, text_layer=layer),
                )


TEXT_STAGES = ("strip", "ink", "det net", "det rest", "tiny net", "rec net", "rec rest", "words")


def text_layer_main(corpus: Path, recogniser: str) -> None:
    """Per text-layer page: CPU ms of each stage of its letterhead OCR (best of 3 reads)."""
    from rapidocr.ch_ppocr_det.main import TextDetector

    reader = EmbeddedReader(recogniser=recogniser)
    engine = reader.engine()
    pages = list(_text_layer_pages(corpus))
    if not pages:
        raise SystemExit(f"{corpus}: no text-layer page")
    for _, page in pages:
        reader.read(page)  # warm-up: models, imports, first-call allocations
    clock = _Clock()
    detector = letterhead.strip_detector(engine)
    det_inputs: list[tuple[int, ...]] = []
    session = detector.session.session
    run = session.run

    def det_run(names: Any, feed: dict[str, Any]) -> Any:
        det_inputs.extend(tuple(v.shape[2:]) for v in feed.values())
        return run(names, feed)

    session.run = det_run
    clock.wrap(session, "run", "det net")
    clock.wrap(TextDetector, "__call__", "det rest", minus=("det net",))
    clock.wrap_recognition(engine)
    clock.wrap(letterhead, "top_strip", "strip")
    clock.wrap(letterhead, "uncovered", "ink")
    clock.wrap(letterhead, "words_from_quads", "words")
    print(f"embedded reader: {reader.model}; corpus {corpus.name}: {len(pages)} text-layer pages")
    print(f"{'page':<28}{'total':>7}" + "".join(f"{s:>9}" for s in TEXT_STAGES)
          + f"{'lines':>7}{'columns':>9}  detected at")  # fmt: skip
    totals: list[float] = []
    for name, page in pages:
        best: tuple[float, dict[str, float], int, list[tuple[int, ...]], int] | None = None
        for _ in range(3):
            clock.seconds.clear()
            clock.columns = 0
            det_inputs.clear()
            started = time.process_time()
            out = reader.read(page)
            total = time.process_time() - started
            lines = sum(1 for w in out.words or [] if "c" in w)
            if best is None or total < best[0]:
                best = (total, dict(clock.seconds), clock.columns, list(det_inputs), lines)
        assert best is not None
        total, seconds, columns, inputs, lines = best
        totals.append(total)
        print(f"{name[:27]:<28}{total * 1000:>7.1f}"
              + "".join(f"{seconds.get(s, 0.0) * 1000:>9.1f}" for s in TEXT_STAGES)
              + f"{lines:>7}{columns:>9}  {inputs or '-'}")  # fmt: skip
    print(f"{'mean':<28}{sum(totals) / len(totals) * 1000:>7.1f} ms; max "
          f"{max(totals) * 1000:.1f} ms (CPU ms, best of 3 reads per page)")  # fmt: skip


def network_inputs(reader: EmbeddedReader, pages: list[PageInput]) -> dict[str, list[np.ndarray]]:
    """Every input the reader's detection (``det``) and recognition (``rec``) networks are
    given while it reads ``pages`` (its own sessions, wrapped for the reads and restored)."""
    engine = reader.engine()
    seen: dict[str, list[np.ndarray]] = {"det": [], "rec": []}
    sessions = {"det": engine._load_det_model().session.session,
                "rec": engine._load_rec_model().session.session}  # fmt: skip
    for which, session in sessions.items():

        def run(names: Any, feed: dict[str, Any], _run: Any = session.run, _w: str = which) -> Any:
            seen[_w].extend(np.array(v) for v in feed.values())
            return _run(names, feed)

        session.run = run
    try:
        for page in pages:
            reader.read(page)
    finally:
        for session in sessions.values():
            del session.run  # the instance attribute: the class's method again
    return seen


def timed_lines(reader: EmbeddedReader, page: PageInput) -> tuple[float, list[str]]:
    """CPU seconds of one read and its lines (an OCR read's word is one detected line)."""
    started = time.process_time()
    out = reader.read(page)
    return time.process_time() - started, [w["t"] for w in out.words or []]


def _ocr_pages(folder: Path) -> Iterator[tuple[str, PageInput]]:
    for path in sorted(p for p in folder.iterdir() if p.suffix.lower() in _SUFFIXES):
        for number, page in enumerate(iter_pages(path.read_bytes(), NormaliseOptions()), 1):
            if not isinstance(page, NormalisedPage):
                continue
            layer = [w for w in page.text_layer if w["t"].strip()]
            if len(layer) < MIN_TEXT_LAYER_WORDS:
                yield (
                    f"{path.name}#{number}",
                    PageInput(png=page.png, width=page.width, height=page.height, text_layer=layer),
                )


def full_head_main(pages: list[tuple[str, PageInput]], repeat: int) -> None:
    """Per OCR page: the full recogniser against the Latin-script head, alternating."""
    from rapidocr.ch_ppocr_rec.main import TextRecognizer

    full, latin = (embedded.new_engine(1800, recogniser="small") for _ in range(2))
    full.text_rec = TextRecognizer(full.cfg.Rec)  # rapidocr's own: shipped model, its decoder
    engines = {"full": full, "latin": latin}
    clocks = {label: _Clock() for label in engines}
    for label, engine in engines.items():
        clocks[label].wrap(engine._load_rec_model().session.session, "run", "rec net")
        classes = engine._load_rec_model().session.session.get_outputs()[0].shape[-1]
        print(f"{label}: recogniser with {classes} output classes")
    print(f"{'page':<28}{'engine':>7}{'best':>7}{'median':>8}{'rec net best':>14}{'median':>8}"
          "  reads (CPU s)")  # fmt: skip
    for name, page in pages:
        image = embedded._decode(page.png)
        lines = {label: embedded._ocr_pass(e, image)[0] for label, e in engines.items()}  # warm
        reads: dict[str, list[float]] = defaultdict(list)
        nets: dict[str, list[float]] = defaultdict(list)
        for turn in range(max(repeat, 5)):
            for label in list(engines)[:: 1 if turn % 2 == 0 else -1]:
                clocks[label].seconds.clear()
                started = time.process_time()
                embedded._ocr_pass(engines[label], image)
                reads[label].append(time.process_time() - started)
                nets[label].append(clocks[label].seconds["rec net"])
        for label in engines:
            page_s, net_s = reads[label], nets[label]
            print(f"{name[:27]:<28}{label:>7}{min(page_s):>7.2f}{statistics.median(page_s):>8.2f}"
                  f"{min(net_s):>14.2f}{statistics.median(net_s):>8.2f}  "
                  + " ".join(f"{s:.2f}" for s in page_s))  # fmt: skip
        same = [w["t"] for w in lines["full"]] == [w["t"] for w in lines["latin"]]
        print(f"{'':<28}same lines: {same}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=READER_SET, help="a folder of documents")
    parser.add_argument("--text-layer", action="store_true", help="text-layer pages' letterheads")
    parser.add_argument("--page", default="", help="only pages whose name holds this text")
    parser.add_argument("--repeat", type=int, default=1, help="read each page N times")
    parser.add_argument("--full-head", action="store_true", help="full recogniser vs Latin head")
    parser.add_argument("--recogniser", default="tiny-first", choices=("tiny-first", "small"))
    parser.add_argument("--detector", default=DETECTORS[0], choices=DETECTORS)
    args = parser.parse_args()
    if args.text_layer:
        text_layer_main(args.corpus, args.recogniser)  # logo strips: the small detector
        return
    pages = [(n, p) for n, p in _ocr_pages(args.corpus) if args.page in n]
    if not pages:
        named = f" named *{args.page}*" if args.page else ""
        raise SystemExit(f"{args.corpus}: no OCR page{named}")
    if args.full_head:
        full_head_main(pages, args.repeat)
        return
    reader = EmbeddedReader(recogniser=args.recogniser, detector=args.detector)
    engine = reader.engine()
    reader.read(pages[0][1])  # warm-up: the engine's models load once per process
    clock = _Clock()
    clock.wrap(engine._load_det_model().session.session, "run", "det net")
    clock.wrap(engine, "detect_and_crop", "det rest", minus=("det net",))
    clock.wrap_recognition(engine)
    for module_name, stage in (("_decode", "decode"), ("_is_blank", "blank"),
                               ("_turn_vote", "vote"), ("words_from_quads", "words")):  # fmt: skip
        clock.wrap(embedded, module_name, stage)
    clock.wrap(engine, "load_img", "load")
    clock.wrap(engine, "preprocess_img", "load")
    clock.wrap(engine, "build_final_output", "output")
    print(f"embedded reader: {reader.model}; corpus {args.corpus.name}: {len(pages)} OCR pages")
    print(f"{'page':<28}{'total':>7}" + "".join(f"{s:>9}" for s in STAGES) + f"{'lines':>7}"
          f"{'columns':>9}")  # fmt: skip
    totals: dict[str, list[float]] = defaultdict(list)
    best: dict[str, str] = {}
    fastest: dict[str, float] = {}
    for _ in range(max(args.repeat, 1)):
        for name, page in pages:
            clock.seconds.clear()
            clock.columns = 0
            started = time.process_time()
            out = reader.read(page)
            total = time.process_time() - started
            totals["total"].append(total)
            for stage in STAGES:
                totals[stage].append(clock.seconds[stage])
            row = (f"{name[:27]:<28}{total:>7.2f}"
                   + "".join(f"{clock.seconds[s]:>9.3f}" for s in STAGES)
                   + f"{len(out.words or []):>7}{clock.columns:>9}")  # fmt: skip
            print(row)
            if total < fastest.get(name, float("inf")):
                fastest[name], best[name] = total, row
    for label, pick in (("mean", lambda v: sum(v) / len(v)), ("max", max)):
        print(f"{label:<28}{pick(totals['total']):>7.2f}"
              + "".join(f"{pick(totals[s]):>9.3f}" for s in STAGES))  # fmt: skip
    if args.repeat > 1:
        print(f"fastest of {args.repeat} reads per page:")
        for name, _ in pages:
            print(best[name])


if __name__ == "__main__":
    main()
