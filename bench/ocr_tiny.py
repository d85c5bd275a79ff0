"""The tiny recogniser first against the small one alone (on demand, not a test):
``./dev bench ocr_tiny``.

Reads every OCR page of the reader set, or of ``--corpus DIR`` (``--page TEXT`` keeps the
pages whose name holds TEXT), with the embedded reader's two recognisers (``DN_OCR_RECOGNISER``:
``tiny-first``, the default, and ``small``), alternating page by page in one process, each
``--repeat`` times. Per page: CPU seconds (``time.process_time``, best of the repeats) of
each, their ratio, the lines whose text is the same in both reads, and the share of crops
and of columns the small model read again inside ``tiny-first``; then the means, the maxima
and the pages over ``--budget`` seconds (2.5: issue #13's target). ``--show`` prints every line
that differs. ``--detectors`` compares the two page detectors instead (``DN_OCR_DETECTOR``:
``tiny``, the default, and ``small``; both with the default recogniser). Nothing read from
``--corpus`` is written anywhere.
"""

from __future__ import annotations

import argparse
from collections import Counter
from pathlib import Path
from typing import Any

from ocr_stages import READER_SET, _ocr_pages, timed_lines

from dn_pipeline.readers.embedded import EmbeddedReader


class _Columns:
    """Crops and columns each recogniser of a ``tiny-first`` engine ran on."""

    def __init__(self, reader: EmbeddedReader) -> None:
        self.seen = {"tiny": [0, 0], "small": [0, 0]}
        cascade = reader.engine()._load_rec_model().session
        for label, session in (("tiny", cascade.tiny), ("small", cascade.session)):
            run = session.run

            def counted(names: Any, feed: dict[str, Any], _run: Any = run, _l: str = label) -> Any:
                for value in feed.values():
                    self.seen[_l][0] += int(value.shape[0])
                    self.seen[_l][1] += int(value.shape[0]) * int(value.shape[3])
                return _run(names, feed)

            session.run = counted

    def take(self) -> dict[str, list[int]]:
        seen, self.seen = self.seen, {"tiny": [0, 0], "small": [0, 0]}
        return seen


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=READER_SET, help="a folder of documents")
    parser.add_argument("--page", default="", help="only pages whose name holds this text")
    parser.add_argument("--repeat", type=int, default=3, help="read each page N times")
    parser.add_argument("--budget", type=float, default=2.5, help="CPU seconds a page may take")
    parser.add_argument("--show", action="store_true", help="print the lines that differ")
    parser.add_argument(
        "--detectors", action="store_true", help="the two page detectors instead (tiny-first)"
    )
    args = parser.parse_args()
    pages = [(n, p) for n, p in _ocr_pages(args.corpus) if args.page in n]
    if not pages:
        raise SystemExit(f"{args.corpus}: no OCR page")
    if args.detectors:
        pair = ("tiny det", "small det")
        readers = {
            pair[0]: EmbeddedReader(detector="tiny"),
            pair[1]: EmbeddedReader(detector="small"),
        }
    else:
        pair = ("tiny-first", "small")
        readers = {pair[0]: EmbeddedReader(), pair[1]: EmbeddedReader(recogniser="small")}
    new, old = pair
    for reader in readers.values():
        reader.read(pages[0][1])  # warm-up: the engines' models load once per process
    columns = None if args.detectors else _Columns(readers[new])
    for label, reader in readers.items():
        print(f"{label + ':':<12}{reader.model}")
    print(f"corpus {args.corpus.name}: {len(pages)} OCR pages, best of {args.repeat} reads each")
    print(f"{'page':<30}{new:>11}{old:>10}{'ratio':>7}{'same lines':>12}"
          + ("" if columns is None else f"{'small re-read crops':>21}{'columns':>9}"))  # fmt: skip
    rows = []
    for name, page in pages:
        best = {label: float("inf") for label in readers}
        lines: dict[str, list[str]] = {}
        for _ in range(max(args.repeat, 1)):
            for label, reader in readers.items():
                spent, lines[label] = timed_lines(reader, page)
                best[label] = min(best[label], spent)
        same = sum((Counter(lines[new]) & Counter(lines[old])).values())
        total = max(len(lines[old]), len(lines[new]))
        rows.append((best[new], best[old]))
        row = (f"{name[:29]:<30}{best[new]:>11.2f}{best[old]:>10.2f}"
               f"{best[new] / best[old]:>7.2f}{f'{same}/{total}':>12}")  # fmt: skip
        if columns is not None:
            seen = columns.take()
            tiny_crops, tiny_cols = (max(v, 1) for v in seen["tiny"])
            small_crops, small_cols = (v / args.repeat for v in seen["small"])
            row += (f"{small_crops / (tiny_crops / args.repeat):>21.2f}"
                    f"{small_cols / (tiny_cols / args.repeat):>9.2f}")  # fmt: skip
        print(row)
        if args.show:
            for line in sorted(set(lines[old]) - set(lines[new])):
                print(f"    {old + ':':<12}{line}")
            for line in sorted(set(lines[new]) - set(lines[old])):
                print(f"    {new + ':':<12}{line}")
    ours, theirs = [r[0] for r in rows], [r[1] for r in rows]
    print(f"{'mean':<30}{sum(ours) / len(ours):>11.2f}{sum(theirs) / len(theirs):>10.2f}"
          f"{sum(ours) / sum(theirs):>7.2f}")  # fmt: skip
    print(f"{'max':<30}{max(ours):>11.2f}{max(theirs):>10.2f}")
    print(
        f"pages over {args.budget:g} s: {new} {sum(t > args.budget for t in ours)}, "
        f"{old} {sum(s > args.budget for s in theirs)} (of {len(rows)})"
    )


if __name__ == "__main__":
    main()
