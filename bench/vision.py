"""Vision reads per model and mode (on demand, not a test): ``./dev bench vision``.

1. **Per model and mode**, the same 20 pages of ``fixtures/reader_set`` through the real
   ``anthropic`` SDK against the loopback fake with token counting on
   (``FakeAnthropic(count_tokens=True)``): request bytes, image tokens, input / cache /
   output tokens and cost per 1,000 pages, for sync and Message Batches, with and without
   the cache mark. Costs come from ``prices.MODELS``; tokens from the fake's counting (text
   at 3.5 characters a token times the model's tokenizer factor, images by the model's rule).
2. **The cascade's escalation rate** (``--escalation DIR ...``, default the reader set): the
   fake answers each page from its truth file, with disagreements injected at fixed seeded
   rates (an over-long number, a refusal, a PO that is not printed); a page escalates when
   its answer is unusable ("before": the cascade without the disagreement trigger) or, too
   ("after"), when the page's text-layer words contradict it (``disagreement.py``'s check,
   the one the pipeline runs; a page without a text layer cannot disagree).
3. **A real corpus** (``--corpus DIR``, needs ``ANTHROPIC_API_KEY``; never run by tests):
   reads each file's first page with each ``--models`` model for real and prints precision /
   recall per field and cost per 1,000 pages, so an operator can check a model before
   switching ``DN_MODEL`` to it. ``DIR/truth.json`` is in the realdocs format (``file``,
   ``document_number``, ``supplier`` or ``supplier_name`` (+ ``supplier_aliases``),
   ``date`` or ``delivery_date``, ``po_number``).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
from pathlib import Path
from typing import Any

from rapidfuzz import fuzz

from dn_pipeline.errors import ReadError
from dn_pipeline.finding import HostData
from dn_pipeline.readers import prices
from dn_pipeline.readers.anthropic_reader import SYSTEM_PROMPT, AnthropicReader
from dn_pipeline.readers.base import PageInput
from dn_pipeline.readers.vision_input import fitted_image_tokens
from dn_pipeline.reads.cache import ESCALATE_CODES
from dn_pipeline.stages.fields import answer_disagreements
from dn_pipeline.testing.fake_anthropic import FakeAnthropic
from dn_pipeline.testing.fake_replies import (
    DEFAULT_READ,
    RecordedRequest,
    Reply,
    refusal,
    tool_answer,
)
from dn_pipeline.testing.fake_usage import TokenCounter

sys.path.insert(0, str(Path(__file__).resolve().parent))
from reads import READER_SET, _first_page

PAGES = 20
MODELS = ("claude-haiku-5-5", "claude-sonnet-5-5", "claude-opus-5-5", "claude-sonnet-4-6")


def _pages(folder: Path, limit: int | None = None) -> list[tuple[str, PageInput]]:
    files = sorted(p for p in folder.iterdir() if p.suffix.lower() in (".pdf", ".png", ".jpg"))
    return [(f.name, _first_page(f)) for f in files[:limit]]


def _usage_cost(model: str, usage: Any, *, batch: bool) -> float:
    one_hour = usage.cache_creation.ephemeral_1h_input_tokens if usage.cache_creation else 0
    return prices.cost_usd(
        model,
        input_tokens=usage.input_tokens,
        output_tokens=usage.output_tokens,
        cache_read_tokens=usage.cache_read_input_tokens or 0,
        cache_creation_tokens=usage.cache_creation_input_tokens or 0,
        cache_creation_1h_tokens=one_hour,
        batch=batch,
    )


def modes_section(pages: list[tuple[str, PageInput]]) -> list[str]:
    """Per model and mode: bytes, image tokens, tokens and cost per 1,000 pages."""
    head = (
        f"{'model':<20} {'mode':<14} {'KiB/req':>8} {'img tok':>8} {'in':>6} {'cache w':>8}"
        f" {'cache r':>8} {'out':>5} {'$/1000 pages':>13}"
    )
    rows = [f"{len(pages)} pages of fixtures/reader_set, fake with token counting"]
    for model in MODELS:
        f = prices.facts(model)
        prefix = TokenCounter.text_tokens("[]" + SYSTEM_PROMPT, f)
        verdict = "cached" if prefix >= f.min_cacheable_tokens else "not cached"
        rows.append(
            f"  {model}: cacheable prefix {prefix} tokens, caching minimum "
            f"{f.min_cacheable_tokens}: {verdict}"
        )
    rows.append(head)
    for model in MODELS:
        for mode in ("sync", "sync no-cache", "batch", "batch no-cache"):
            batch, cached = mode.startswith("batch"), not mode.endswith("no-cache")
            with FakeAnthropic(count_tokens=True) as fake:
                reader = AnthropicReader(api_key="bench", model=model, base_url=fake.base_url)
                totals = dict.fromkeys(("bytes", "img", "in", "w", "r", "out"), 0)
                cost = 0.0
                for _name, page in pages:
                    params = reader.build_params(page, batch=batch)
                    if not cached:
                        params["system"] = [
                            {k: v for k, v in b.items() if k != "cache_control"}
                            for b in params["system"]
                        ]
                    message = reader._client.messages.create(**params)
                    u = message.usage
                    totals["bytes"] += len(fake.requests[-1].body)
                    totals["img"] += fitted_image_tokens(page, reader.facts)
                    totals["in"] += u.input_tokens
                    totals["w"] += u.cache_creation_input_tokens or 0
                    totals["r"] += u.cache_read_input_tokens or 0
                    totals["out"] += u.output_tokens
                    cost += _usage_cost(model, u, batch=batch)
            n = len(pages)
            rows.append(
                f"{model:<20} {mode:<14} {totals['bytes'] / n / 1024:>8.0f}"
                f" {totals['img'] / n:>8.0f} {totals['in'] / n:>6.0f} {totals['w'] / n:>8.0f}"
                f" {totals['r'] / n:>8.0f} {totals['out'] / n:>5.0f} {cost / n * 1000:>13.3f}"
            )
    return rows


def _truth(folder: Path) -> dict[str, dict[str, Any]]:
    out = {}
    for t in json.loads((folder / "truth.json").read_text()):
        out[t["file"]] = {
            "document_number": t.get("document_number"),
            "supplier_name": t.get("supplier_name") or t.get("supplier"),
            "aliases": t.get("supplier_aliases") or [],
            "delivery_date": t.get("delivery_date") or t.get("date"),
            "po_number": t.get("po_number"),
        }
    return out


def _norm(value: object) -> str:
    return re.sub(r"[^0-9A-Z]", "", str(value or "").upper())


def escalation_section(folders: list[Path], seed: int = 17) -> list[str]:
    """The cascade's escalation rate with the fake answering from truth, disagreements
    injected: 5 % over-long numbers, 3 % refusals, 10 % a PO that is not printed. "before":
    unusable answers only (the cascade without the disagreement trigger); "after": also an
    answer the page's words contradict (``disagreement.py``'s check, no host data loaded);
    "false" counts truthful answers the check escalated (the finder misreading the words)."""
    rows = [
        "escalation rate (fake answers from truth; 5 % invalid, 3 % refused, 10 % bad PO)",
        f"{'corpus':<16} {'pages':>5} {'before':>12} {'after':>12} {'bad PO caught':>14}"
        f" {'false':>6}  reasons",
    ]
    for folder in folders:
        truth = _truth(folder)
        pages = [(n, p) for n, p in _pages(folder) if n in truth]
        rng = random.Random(seed)
        unusable = disagreeing = caught = injected = false = 0
        reasons: dict[str, int] = {}
        with FakeAnthropic() as fake:
            current: dict[str, Reply] = {}

            def answer(_req: RecordedRequest, cur: dict[str, Reply] = current) -> Reply:
                return cur["reply"]

            fake.default = answer
            cheap = AnthropicReader(api_key="bench", base_url=fake.base_url, max_retries=0)
            for name, page in pages:
                t = truth[name]
                read = {
                    **DEFAULT_READ,
                    **{k: t[k] for k in ("document_number", "po_number", "delivery_date")},
                    "supplier_name": t["supplier_name"],
                }
                roll, bad_po = rng.random(), False
                if roll < 0.05:
                    current["reply"] = tool_answer({**read, "document_number": "9" * 600})
                elif roll < 0.08:
                    current["reply"] = refusal()
                elif roll < 0.18:
                    current["reply"] = tool_answer({**read, "po_number": "PO-NOT-PRINTED"})
                    injected, bad_po = injected + 1, True
                else:
                    current["reply"] = tool_answer(read)
                try:
                    out = cheap.read(page)
                except ReadError as exc:
                    unusable += exc.code in ESCALATE_CODES
                    continue
                found = answer_disagreements(
                    read=out.result,
                    words=None,
                    text_layer=page.text_layer,
                    width=page.width,
                    height=page.height,
                    host=HostData(),
                    date_order="dmy",
                )
                if found:
                    disagreeing += 1
                    caught += bad_po and any(d["field"] == "po_number" for d in found)
                    false += not bad_po
                    for d in found:
                        reasons[d["field"]] = reasons.get(d["field"], 0) + 1
        n = max(1, len(pages))
        after = unusable + disagreeing
        rows.append(
            f"{folder.name:<16} {len(pages):>5} {unusable:>5} ({unusable / n:>4.0%})"
            f" {after:>5} ({after / n:>4.0%}) {caught:>9}/{injected:<4} {false:>6}  "
            + (", ".join(f"{k} {v}" for k, v in sorted(reasons.items())) or "-")
        )
    rows.append("(a page without a text layer has no words to disagree with)")
    return rows


def _right(field: str, truth: dict[str, Any], read: dict[str, Any]) -> bool | None:
    if not read.get(field):
        return None
    if field == "supplier_name":
        names = [truth["supplier_name"] or "", *truth["aliases"]]
        return any(fuzz.ratio(str(read[field]).casefold(), n.casefold()) >= 90 for n in names)
    return _norm(read[field]) == _norm(truth[field])


def corpus_section(folder: Path, models: list[str]) -> list[str]:
    """Real reads (needs ANTHROPIC_API_KEY): precision / recall per field, cost per model."""
    key = os.environ.get("ANTHROPIC_API_KEY", "")
    if not key:
        raise SystemExit("--corpus reads for real: set ANTHROPIC_API_KEY (never in tests)")
    truth = _truth(folder)
    pages = [(n, p) for n, p in _pages(folder) if n in truth]
    fields = ("document_number", "supplier_name", "delivery_date", "po_number")
    rows = [f"{folder} ({len(pages)} pages), real API"]
    for model in models:
        reader = AnthropicReader(api_key=key, model=model)
        problems = reader.check_capabilities()
        rows.append(f"{model}: " + ("; ".join(problems) or "the API agrees with the table"))
        right = dict.fromkeys(fields, 0)
        filled = dict.fromkeys(fields, 0)
        present = {f: sum(1 for n, _ in pages if truth[n][f]) for f in fields}
        cost = 0.0
        failed = 0
        for name, page in pages:
            try:
                out = reader.read(page)
            except ReadError as exc:
                failed += 1
                cost += getattr(getattr(exc, "usage", None), "cost_usd", 0.0)
                continue
            cost += out.usage.cost_usd
            for f in fields:
                ok = _right(f, truth[name], out.result)
                if ok is not None:
                    filled[f] += 1
                    right[f] += ok
        scores = "  ".join(
            f"{f} P {right[f] / max(1, filled[f]):.2f} R {right[f] / max(1, present[f]):.2f}"
            for f in fields
        )
        per_k = cost / max(1, len(pages)) * 1000
        rows.append(f"{model:<20} failed {failed}  ${per_k:.2f}/1000 pages  {scores}")
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--escalation", nargs="*", type=Path, metavar="DIR")
    parser.add_argument("--corpus", type=Path, metavar="DIR")
    parser.add_argument("--models", nargs="+", default=[prices.DEFAULT_MODEL])
    args = parser.parse_args()
    if args.corpus:
        print("\n".join(corpus_section(args.corpus, args.models)))
        return
    if args.escalation is not None:
        print("\n".join(escalation_section(args.escalation or [READER_SET])))
        return
    print("\n".join(modes_section(_pages(READER_SET, PAGES))))


if __name__ == "__main__":
    main()
