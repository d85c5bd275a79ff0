"""How assembly joins a corpus's pages into notes (on demand, not a test): ``./dev bench joins``.

``bench/finding.py`` scores each document's fields from the first of its pages that has
each, so it cannot see what the pipeline makes of a note of several pages: a second page
whose own supplier or number the finder read differently starts a note of its own (SPEC
§5.5: a new number or a supplier change starts a new note). This bench runs the pipeline's
own page step (``stages.fields.find_page``, as the staged run calls it on a read's words)
and ``stages.assemble.assemble`` on the whole corpus as one batch, every document a source
of its own in corpus order, and counts per document where its pages ended:

- ``one note``: all its pages in one note that holds no other document's page;
- ``split``: its pages in two notes or more, or some in a note and some open;
- ``merged``: its note also holds another document's page;
- ``open``: every page open (``not_a_delivery_note``, ``page_unreadable``).

Printed for all documents and for those of several pages, without host data and with every
document's supplier and PO loaded (``finding._host``), then each split or merged document
with its pages' numbers and suppliers as found (``--show``: every one). The corpora and
their words are ``bench/finding.py``'s (``--corpus``, ``--seed``, ``--cache``).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from finding import _host, _load

from dn_pipeline.finding import HostData
from dn_pipeline.readers.embedded import DET_SIDE, DETECTORS
from dn_pipeline.stages.assemble import Assembly, Page, assemble
from dn_pipeline.stages.fields import find_page

OUTCOMES = ("one note", "split", "merged", "open")
# A generator's truth ``doc_type`` as a delivery note, an invoice or another document that is
# no note (an order confirmation, a credit note, a quotation, a statement: SPEC §10, an open
# page); "" when it says none of these, or nothing: a return, a ticket, a hire or collection
# note is a note or not as the finder decides.
_TRUTH_KINDS = {
    "dn": "dn", "delivery_note": "dn", "inv": "inv", "invoice": "inv",
    **dict.fromkeys(("order_confirmation", "credit_note", "quotation", "statement"), "other"),
}  # fmt: skip
Doc = tuple[dict[str, Any], list[dict[str, Any]]]


def batch_pages(docs: list[Doc], host: HostData) -> list[Page]:
    """Every page of ``docs`` as assembly takes it: document ``i``'s page ``n`` is page id
    ``i/n`` of source ``i``, read as the embedded reader's words are."""
    pages = []
    for i, (truth, doc_pages) in enumerate(docs):
        for n, page in enumerate(doc_pages, 1):
            fields = find_page(
                read={"doc_type": "delivery_note"},
                words=page["words"],
                text_layer=[],
                width=float(page["width"]),
                height=float(page["height"]),
                host=host,
                date_order=truth.get("date_order") or "dmy",
            )
            pages.append(
                Page(
                    page_id=f"{i}/{n}", source_id=str(i), page=n, read_status="ok",
                    read=fields.result,
                )
            )  # fmt: skip
    return pages


def outcomes(docs: list[Doc], assembly: Assembly) -> list[str]:
    """Each document's outcome (``OUTCOMES``) in ``assembly`` of ``batch_pages(docs)``."""
    note_of = {pid: k for k, note in enumerate(assembly.notes) for pid in note.page_ids}
    holders = [{pid.split("/")[0] for pid in note.page_ids} for note in assembly.notes]
    result = []
    for i, (_, doc_pages) in enumerate(docs):
        ids = [f"{i}/{n}" for n in range(1, len(doc_pages) + 1)]
        notes = {note_of.get(pid) for pid in ids}
        (only,) = notes if len(notes) == 1 else (None,)
        if notes == {None}:
            result.append("open")
        elif only is None:
            result.append("split")
        elif holders[only] != {str(i)}:
            result.append("merged")
        else:
            result.append("one note")
    return result


def _truth_kind(truth: dict[str, Any]) -> str:
    return _TRUTH_KINDS.get(str(truth.get("doc_type")), "")


def _report(title: str, docs: list[Doc], host: HostData, show: bool) -> None:
    pages = batch_pages(docs, host)
    assembly = assemble(pages)
    got = outcomes(docs, assembly)
    reasons = Counter(o.reason for o in assembly.open_pages)
    print(title)
    for label, least in (("all", 1), ("2+ pages", 2)):
        counts = Counter(o for (_, p), o in zip(docs, got, strict=True) if len(p) >= least)
        total = sum(counts.values())
        cells = "".join(f"{o + ':':>11}{counts[o]:>5}" for o in OUTCOMES)
        print(f"  {label:<9}{total:>5} documents{cells}")
    print(f"  open pages by reason: {dict(sorted(reasons.items())) or '-'}")
    read = {p.page_id: p.read or {} for p in pages}
    kinds = [_truth_kind(truth) for truth, _ in docs]
    notes_open = [
        i for i, (k, o) in enumerate(zip(kinds, got, strict=True)) if k == "dn" and o == "open"
    ]
    invoices = [
        i for i, (k, o) in enumerate(zip(kinds, got, strict=True)) if k == "inv" and o != "open"
    ]
    others = [
        i for i, (k, o) in enumerate(zip(kinds, got, strict=True)) if k == "other" and o != "open"
    ]
    if any(kinds):
        print(
            f"  by the truth's document type: delivery notes left open {len(notes_open)} of "
            f"{kinds.count('dn')}, invoices made notes {len(invoices)} of {kinds.count('inv')}"
            + (f", other documents made notes {len(others)} of {kinds.count('other')}"
               if "other" in kinds else "")
        )  # fmt: skip
    bad = [(i, o) for i, o in enumerate(got) if o in ("split", "merged")]
    bad += [(i, "open, a delivery note") for i in notes_open]
    bad += [(i, "a note, an invoice") for i in invoices]
    bad += [(i, f"a note, {docs[i][0].get('doc_type')}") for i in others]
    for i, outcome in bad if show else bad[:10]:
        truth, doc_pages = docs[i]
        seen = []
        for n in range(1, len(doc_pages) + 1):
            page = read[f"{i}/{n}"]
            cont = " cont" if page.get("continuation") else ""
            seen.append(
                f"p{n}: {page.get('doc_type')} {page.get('document_number')!r} "
                f"{page.get('supplier_name')!r}{cont}"
            )
        print(f"    {outcome:<7} {str(truth.get('file', i))[:30]:<31}{' | '.join(seen)}")
    if not show and len(bad) > 10:
        print(f"    ... {len(bad) - 10} more (--show)")


def main(argv: Iterable[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", required=True, help="as bench/finding.py's --corpus")
    parser.add_argument("--seed", type=int, default=None, help="another sample of a generator")
    parser.add_argument("--cache", type=Path, default=Path("/tmp/dn-words-cache"))
    parser.add_argument("--show", action="store_true", help="every split or merged document")
    args = parser.parse_args(list(argv) if argv is not None else None)
    docs = _load(args.corpus, args.cache, DET_SIDE, args.seed, DETECTORS[0])
    print(f"corpus {args.corpus}: {len(docs)} documents, {sum(len(p) for _, p in docs)} pages")
    _report("no host data", docs, HostData(), args.show)
    _report("with host data", docs, _host([t for t, _ in docs]), args.show)


if __name__ == "__main__":
    main()
