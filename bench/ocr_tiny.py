"""The tiny recogniser first against the small one alone (on demand, not a test):
``./dev bench ocr_tiny``.

Reads every OCR page of the reader set, or of ``--corpus DIR`` (``--page TEXT`` keeps the
pages whose name holds TEXT), with the embedded reader's two recognisers (``DN_OCR_RECOGNISER``:
``tiny-first``, the default, and ``small``), alternating page by page in one process, each
``--repeat`` times. Per page: CPU seconds (``time.process_time``, best of the repeats) of
each, their ratio, the lines whose text is the same in both reads, and the share of crops
and of columns the small model read again inside ``tiny-first``; then the means, the maxima
and the pages over ``--budget`` seconds (2.5: issue #13's target). ``--show`` prints every line
that differs. Nothing read from ``--corpus`` is written anywhere.
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
    args = parser.parse_args()
    pages = [(n, p) for n, p in _ocr_pages(args.corpus) if args.page in n]
    if not pages:
        raise SystemExit(f"{args.corpus}: no OCR page")
    readers = {"tiny-first": EmbeddedReader(), "small": EmbeddedReader(recogniser="small")}
    for reader in readers.values():
        reader.read(pages[0][1])  # warm-up: the engines' models load once per process
    columns = _Columns(readers["tiny-first"])
    print(f"tiny-first: {readers['tiny-first'].model}\nsmall:      {readers['small'].model}")
    print(f"corpus {args.corpus.name}: {len(pages)} OCR pages, best of {args.repeat} reads each")
    print(f"{'page':<30}{'tiny-first':>11}{'small':>8}{'ratio':>7}{'same lines':>12}"
          f"{'small re-read crops':>21}{'columns':>9}")  # fmt: skip
    rows = []
    for name, page in pages:
        best = {label: float("inf") for label in readers}
        lines: dict[str, list[str]] = {}
        for _ in range(max(args.repeat, 1)):
            for label, reader in readers.items():
                spent, lines[label] = timed_lines(reader, page)
                best[label] = min(best[label], spent)
        seen = columns.take()
        tiny_crops, tiny_cols = (max(v, 1) for v in seen["tiny"])
        small_crops, small_cols = (v / args.repeat for v in seen["small"])
        same = sum((Counter(lines["tiny-first"]) & Counter(lines["small"])).values())
        total = max(len(lines["small"]), len(lines["tiny-first"]))
        rows.append((best["tiny-first"], best["small"]))
        print(f"{name[:29]:<30}{best['tiny-first']:>11.2f}{best['small']:>8.2f}"
              f"{best['tiny-first'] / best['small']:>7.2f}{f'{same}/{total}':>12}"
              f"{small_crops / (tiny_crops / args.repeat):>21.2f}"
              f"{small_cols / (tiny_cols / args.repeat):>9.2f}")  # fmt: skip
        if args.show:
            for line in sorted(set(lines["small"]) - set(lines["tiny-first"])):
                print(f"    small:      {line}")
            for line in sorted(set(lines["tiny-first"]) - set(lines["small"])):
                print(f"    tiny-first: {line}")
    tiny, small = [r[0] for r in rows], [r[1] for r in rows]
    print(f"{'mean':<30}{sum(tiny) / len(tiny):>11.2f}{sum(small) / len(small):>8.2f}"
          f"{sum(tiny) / sum(small):>7.2f}")  # fmt: skip
    print(f"{'max':<30}{max(tiny):>11.2f}{max(small):>8.2f}")
    over = [(n, t, s) for (n, _), (t, s) in zip(pages, rows, strict=True)]
    print(
        f"pages over {args.budget:g} s: tiny-first {sum(t > args.budget for _, t, _ in over)}, "
        f"small {sum(s > args.budget for _, _, s in over)} (of {len(over)})"
    )


if __name__ == "__main__":
    main()
