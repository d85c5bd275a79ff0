"""Reader benchmark (on demand, not a test): ``.venv/bin/python bench/reads.py``.

Section 1 measures the embedded reader on the generated reader set, with its default
detection side and with detection on the full image (the setting before ``DET_SIDE``; each
page read by both in turn, so the machine's load falls on both alike): CPU seconds
(``time.process_time``, all threads) and wall seconds per page for text-layer pages and for
OCR pages (the engine is loaded before timing starts), recognition passes per OCR page, the
CPU of finding fields again from the stored words (what every assembly pays), and field
precision / recall of read-then-find against ``fixtures/reader_set/truth.json``.
Each section is one function returning printable rows; ``main()`` runs them in order, so
the Anthropic section (image tokens and request bytes per page) is one more function.
"""

from __future__ import annotations

import json
import re
import statistics
import time
from pathlib import Path
from typing import Any

from rapidfuzz import fuzz

from dn_pipeline.finding import HostData
from dn_pipeline.readers.base import PageInput
from dn_pipeline.readers.embedded import MIN_TEXT_LAYER_WORDS, EmbeddedReader
from dn_pipeline.stages.fields import find_page
from dn_pipeline.stages.normalise import NormalisedPage, NormaliseOptions, iter_pages

READER_SET = Path(__file__).resolve().parents[1] / "fixtures" / "reader_set"
FIELDS = ("document_number", "supplier_name", "delivery_date", "po_number")


def _first_page(path: Path) -> PageInput:
    for page in iter_pages(path.read_bytes(), NormaliseOptions()):
        if isinstance(page, NormalisedPage):
            return PageInput(
                png=page.png, width=page.width, height=page.height, text_layer=page.text_layer
            )
    raise SystemExit(f"{path.name}: no page could be normalised")


def _norm(value: object) -> str:
    return re.sub(r"[^0-9A-Z]", "", str(value or "").upper())


def _correct(field: str, truth: dict[str, Any], read: dict[str, Any]) -> bool | None:
    """None when the reader answered nothing for ``field``; else whether it matches."""
    if field == "delivery_date":
        if not read.get("delivery_date_raw"):
            return None
        return _norm(read["delivery_date_raw"]) == _norm(truth["delivery_date_raw"]) and (
            read.get("delivery_date") == truth["delivery_date"]
        )
    if not read.get(field):
        return None
    if field == "supplier_name":
        return fuzz.ratio(str(read[field]).casefold(), truth[field].casefold()) >= 90
    return _norm(read[field]) == _norm(truth[field])


def embedded_section(*, full_detection: bool = False) -> list[str]:
    """CPU and wall seconds per page by path, recognition passes per OCR page, the cost of
    finding fields again from stored words, and field accuracy (read, then find), for the
    default reader and, with ``full_detection``, for detection on the full image too: each
    page is read by both in turn, so a changing machine load falls on both alike."""
    readers = [EmbeddedReader(det_side=0)] if full_detection else []
    readers.append(EmbeddedReader())
    truth = json.loads((READER_SET / "truth.json").read_text())
    pages = [(case, _first_page(READER_SET / case["file"])) for case in truth]
    stats = [_Stats() for _ in readers]
    for reader, stat in zip(readers, stats, strict=True):
        reader.read(pages[-1][1])  # warm-up: engine load is once per process, not per page
        stat.count(reader.engine())
    for case, page in pages:
        for reader, stat in zip(readers, stats, strict=True):
            stat.read(reader, case, page)
    rows: list[str] = []
    for reader, stat in zip(readers, stats, strict=True):
        rows += stat.rows(reader, pages)
    return rows


class _Stats:
    """One reader's figures over the reader set."""

    def __init__(self) -> None:
        self.passes: list[int] = []
        self.cpu: dict[str, list[float]] = {"text layer": [], "ocr": []}
        self.wall: dict[str, list[float]] = {"text layer": [], "ocr": []}
        self.finding_cpu: list[float] = []
        self.reads: list[tuple[dict[str, Any], dict[str, Any]]] = []
        self.slowest: list[tuple[float, str]] = []

    def count(self, engine: Any) -> None:
        """Count recognition passes on ``engine`` (the reader's own)."""
        recognise = engine.recognize_txt

        def counted(crops: Any) -> Any:
            self.passes[-1] += 1
            return recognise(crops)

        engine.recognize_txt = counted

    def read(self, reader: EmbeddedReader, case: dict[str, Any], page: PageInput) -> None:
        self.passes.append(0)
        started, started_cpu = time.perf_counter(), time.process_time()
        out = reader.read(page)
        path = "text layer" if len(page.text_layer) >= MIN_TEXT_LAYER_WORDS else "ocr"
        self.cpu[path].append(time.process_time() - started_cpu)
        self.slowest.append((self.cpu[path][-1], f"{case['file']} ({path})"))
        self.wall[path].append(time.perf_counter() - started)
        started_cpu = time.process_time()
        fields = find_page(read=out.result, words=out.words, text_layer=page.text_layer,
                           width=page.width, height=page.height, host=HostData(),
                           date_order="dmy")  # fmt: skip
        self.finding_cpu.append(time.process_time() - started_cpu)
        self.reads.append((case, fields.result))

    def rows(self, reader: EmbeddedReader, pages: list[tuple[Any, PageInput]]) -> list[str]:
        ocr_passes = [n for n, (_, p) in zip(self.passes, pages, strict=True)
                      if len(p.text_layer) < MIN_TEXT_LAYER_WORDS]  # fmt: skip
        rows = [
            f"embedded reader: {reader.model}",
            f"{'path':<12}{'pages':>6}{'cpu mean':>10}{'cpu max':>9}{'wall mean':>11}",
        ]
        for path, values in self.cpu.items():
            if values:
                rows.append(
                    f"{path:<12}{len(values):>6}{statistics.mean(values):>10.3f}"
                    f"{max(values):>9.3f}{statistics.mean(self.wall[path]):>11.3f}"
                )
        if ocr_passes:
            rows.append(f"recognition passes per OCR page: max {max(ocr_passes)}, "
                        f"mean {statistics.mean(ocr_passes):.2f}")  # fmt: skip
        slow = sorted(self.slowest, reverse=True)[:3]
        rows.append("slowest pages: " + ", ".join(f"{name} {cpu:.2f} s" for cpu, name in slow))
        finding = self.finding_cpu
        rows.append(f"finding fields from stored words: {statistics.mean(finding) * 1000:.1f} "
                    f"ms CPU per page (mean), {max(finding) * 1000:.1f} ms max")  # fmt: skip
        rows.append(f"{'field':<18}{'precision':>10}{'recall':>8}")
        for field in FIELDS:
            outcomes = [_correct(field, case, result) for case, result in self.reads]
            answered = [o for o in outcomes if o is not None]
            hits = sum(1 for o in answered if o)
            precision, recall = hits / max(len(answered), 1), hits / max(len(outcomes), 1)
            rows.append(f"{field:<18}{precision:>10.2f}{recall:>8.2f}")
        return [*rows, ""]


def anthropic_section() -> list[str]:
    """Image tokens and request bytes per page: our stored page fitted to the model's
    limits, against sending a 300-dpi render as it is (the API would resize that to the
    same tokens, so only the upload bytes differ). Offline: no request is sent."""
    import base64

    from dn_pipeline.readers import prices
    from dn_pipeline.readers.anthropic_reader import AnthropicReader

    reader = AnthropicReader(api_key="bench-no-network", model=prices.DEFAULT_MODEL)
    facts = prices.facts(prices.DEFAULT_MODEL)
    ours: list[tuple[int, int]] = []
    raw: list[int] = []
    for path in sorted(READER_SET.glob("*.pdf"))[:8]:
        page = _first_page(path)
        params = reader.build_params(page)
        ours.append((len(json.dumps(params)), _image_tokens(page.width, page.height, facts)))
        hi = next(
            p
            for p in iter_pages(path.read_bytes(), NormaliseOptions(dpi=300, max_long_edge=10_000))
            if isinstance(p, NormalisedPage)
        )
        raw.append(len(json.dumps(params)) - _image_b64_len(params) + len(base64.b64encode(hi.png)))
    bytes_ours = statistics.mean(b for b, _ in ours)
    tokens = statistics.mean(t for _, t in ours)
    bytes_raw = statistics.mean(raw)
    return [
        f"\nanthropic request per page ({len(ours)} digital pages, model {reader.model})",
        f"{'':<26}{'bytes':>12}{'image tokens':>14}",
        f"{'ours (fitted PNG)':<26}{bytes_ours:>12,.0f}{tokens:>14,.0f}",
        f"{'300-dpi render as is':<26}{bytes_raw:>12,.0f}{tokens:>14,.0f}",
        f"{'ratio ours / as is':<26}{bytes_ours / bytes_raw:>12.2f}",
    ]


def _image_tokens(width: int, height: int, facts: Any) -> int:
    """Image tokens after the model's limits, by the model's own rule (its table row)."""
    from dn_pipeline.readers.vision_input import target_size

    w, h = target_size(width, height, facts)
    return int(facts.image_token_count(w, h))


def _image_b64_len(params: dict[str, Any]) -> int:
    for message in params["messages"]:
        for block in message["content"]:
            if isinstance(block, dict) and block.get("type") == "image":
                return len(block["source"]["data"])
    return 0


def main() -> None:
    """Print each section's table in turn (``--full-detection``: also the reader detecting
    on the full image, page by page beside the default)."""
    import sys

    full = "--full-detection" in sys.argv[1:]
    for row in [*embedded_section(full_detection=full), *anthropic_section()]:
        print(row)


if __name__ == "__main__":
    main()
