"""Learning-curve benchmark (on demand, not a test): ``./dev bench learning``.

Supplier memory (issue #14) measured on ``gen_suppliers``: each supplier's six notes go
through in order; note 1 is read with no profile and then confirmed with its true values
(as a reviewer would fix it), which teaches the supplier's profile; notes 2-6 are read as
they come, with and without that profile. The site's host data holds every supplier
(name, tax id) but no purchase orders, so the PO must be found on the page.

Printed per field: accuracy (right / notes) of note 1, of notes 2-6 without and with the
profile, and precision (right / filled) of notes 2-6 without and with; on the ``hard``
corpus (layouts the labels do not read) and the ``ordinary`` one (where they do).
``--suppliers N`` (default 18), ``--seed S``, ``--show`` lists the misses with profiles.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from gen_suppliers import suppliers

from dn_pipeline.finding import HostData, HostSupplier, find_fields
from dn_pipeline.finding.profiles import SupplierProfile, learn
from dn_pipeline.readers.base import Word
from dn_pipeline.stages.docnum import normalise_document_number, normalise_po_number
from dn_pipeline.stages.resolve import parse_date

FIELDS = ("document_number", "delivery_date", "po_number")


def _found(page: dict[str, Any], host: HostData, profiles: list[SupplierProfile]) -> dict[str, str]:
    words: list[Word] = [Word(**w) for w in page["words"]]  # type: ignore[typeddict-item]
    finding = find_fields(
        words,
        page_width=float(page["width"]),
        page_height=float(page["height"]),
        host=host,
        profiles=profiles,
    )
    result = finding.result
    date = result.get("delivery_date") or parse_date(result.get("delivery_date_raw") or "", "dmy")
    return {
        "document_number": str(result.get("document_number") or ""),
        "delivery_date": str(date or ""),
        "po_number": str(result.get("po_number") or ""),
    }


def _right(field: str, got: str, truth: dict[str, Any]) -> bool:
    if not got:
        return False
    if field == "delivery_date":
        return got == str(truth["date"])
    norm = normalise_po_number if field == "po_number" else normalise_document_number
    return bool(norm(got)) and norm(got) == norm(str(truth[field]))


def _run(style: str, count: int, seed: int, show: bool) -> list[str]:
    corpus = suppliers(seed=seed, count=count, style=style)
    host = HostData(
        suppliers=tuple(
            HostSupplier(id=f"s{sup.index}", name=sup.name, tax_id=sup.tax) for sup, _ in corpus
        )
    )
    # cells[(group, field)] = [right, filled, notes]
    cells: dict[tuple[str, str], list[int]] = {}

    def count_in(group: str, got: dict[str, str], truth: dict[str, Any]) -> None:
        for field in FIELDS:
            cell = cells.setdefault((group, field), [0, 0, 0])
            ok = _right(field, got[field], truth)
            cell[0] += ok
            cell[1] += bool(got[field])
            cell[2] += 1
            if show and group == "with" and not ok:
                want = truth["date" if field == "delivery_date" else field]
                print(f"  {truth['file']:<34}{field:<17}{got[field]!r} != {want!r}")

    for sup, notes in corpus:
        first_truth, first_page = notes[0]
        count_in("note1", _found(first_page, host, []), first_truth)
        profile = learn(
            SupplierProfile(supplier_id=f"s{sup.index}"),
            [Word(**w) for w in first_page["words"]],  # type: ignore[typeddict-item]
            {
                "document_number": first_truth["document_number"],
                "po_number": first_truth["po_number"],
                "delivery_date": first_truth["date"],
                "supplier_name": sup.name,
                "supplier_tax_id": sup.tax,
            },
            "2026-01-01T00:00:00Z",
            note_id=first_truth["file"],
            page_width=float(first_page["width"]),
            page_height=float(first_page["height"]),
        )
        for truth, page in notes[1:]:
            count_in("without", _found(page, host, []), truth)
            count_in("with", _found(page, host, [profile]), truth)
    rows = [
        f"{style} corpus: {count} suppliers x {len(corpus[0][1])} notes",
        f"{'field':<17}{'note 1':>8}{'2-6 w/o':>9}{'2-6 with':>10}{'P w/o':>8}{'P with':>8}",
    ]
    for field in FIELDS:
        acc = {g: cells[(g, field)][0] / cells[(g, field)][2] for g in ("note1", "without", "with")}
        prec = {
            g: cells[(g, field)][0] / cells[(g, field)][1] if cells[(g, field)][1] else 0.0
            for g in ("without", "with")
        }
        rows.append(
            f"{field:<17}{acc['note1']:>8.2f}{acc['without']:>9.2f}{acc['with']:>10.2f}"
            f"{prec['without']:>8.2f}{prec['with']:>8.2f}"
        )
    return rows


def main(argv: Iterable[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--suppliers", type=int, default=18)
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--show", action="store_true")
    args = parser.parse_args(list(argv) if argv is not None else None)
    for style in ("hard", "ordinary"):
        print("\n".join(_run(style, args.suppliers, args.seed, args.show)))
        print()


if __name__ == "__main__":
    main()
