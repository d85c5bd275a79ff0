"""A third held-out generator of delivery-note pages: ``./dev bench finding --corpus fresh``.

Written without sight of the field finder or of the other generators (issue #13: never tune
the finder to one generator), from what supplier paperwork does: 35 templates
(bench/fresh_layouts.py) in English, German, French, Italian, Spanish and Dutch, read as a
PDF text layer (``digital``), a flatbed ``scan`` or a phone ``photo`` (OCR line segments
with noise, bench/fresh_canvas.py). Suppliers recur with their own template, number and
date forms, and the site's host data holds their tax ids, trading names and open POs, plus
distractors: look-alike and unrelated suppliers, and neighbouring PO numbers.

``generate(seed, count)`` yields ``(truth, page)``: truth in the realdocs format (file,
kind, document_number, date, po_number, supplier, supplier_aliases, accept, date_order)
with ``layout``, ``language``, ``doc_type``, ``date_raw`` (the date as printed),
``supplier_tax_id`` (``tax_id_printed`` says whether the page shows it) and the host-data
extras ``host_extra_suppliers`` / ``host_extra_pos``; page = {words, width, height, path}.
Deterministic per seed; standard library only.
"""

from __future__ import annotations

import datetime as dt
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from fresh_canvas import digital, ocr
from fresh_layouts import LAYOUTS, Doc, draw
from fresh_lexicon import LANGUAGES
from fresh_names import (
    _STEMS,
    Supplier,
    carrier,
    customer,
    document_number,
    party,
    po_number,
    supplier,
    tax_id,
    vehicle,
)

# Templates of one country; the others are drawn in every language.
COUNTRY = {
    "din_letter": ("de",),
    "ddt_form": ("it",),
    "albaran_box": ("es",),
    "pakbon_split": ("nl",),
    "title_line_number_date": ("fr",),
    "us_bol": ("en",),
}
# Paper only (a stamp or a pen on a printed form): never a text layer.
PAPER = frozenset({"handwritten_form", "grn_stamp"})
INVOICES = tuple(sorted(n for n, spec in LAYOUTS.items() if spec[1] == "invoice"))
_FILLERS = {
    "en": ("phone order", "Mr Dunne on site", "TBC"),
    "de": ("Hr. Kowalski", "telefonisch", "Baustelle"),
    "fr": ("M. Garnier", "par téléphone", "chantier"),
    "it": ("Sig. Rossi", "telefonico", "cantiere"),
    "es": ("Sr. Ortega", "por teléfono", "obra"),
    "nl": ("dhr. Smit", "telefonisch", "bouw"),
}
_LOOKALIKE_TRADES = ("Logistics", "Holdings", "Services", "Recycling")
_OTHER_STEMS = ("Aldren", "Castellan", "Dravik", "Eskmoor", "Fennick", "Gallow")


def _pool(rng: random.Random) -> list[tuple[Supplier, list[str]]]:
    """One supplier per template, then a few more on random templates; each with its
    site's open POs."""
    stems = list(_STEMS)
    rng.shuffle(stems)
    names = sorted(LAYOUTS)
    names += [
        rng.choice([n for n in names if n not in COUNTRY]) for _ in range(len(stems) - len(names))
    ]
    offset = rng.randrange(len(LANGUAGES))
    pool = []
    for i, (stem, name) in enumerate(zip(stems, names, strict=True)):
        languages = COUNTRY.get(name, LANGUAGES)
        language = languages[(i + offset) % len(languages)]
        sup = supplier(rng, stem, language, LAYOUTS[name][0], name)
        if name == "us_bol":
            sup = Supplier(
                **{
                    **sup.__dict__,
                    "legal": f"{stem} Freight Inc.",
                    "tax_id": f"{rng.randint(10, 99)}-{rng.randint(1000000, 9999999)}",
                    "party": party(rng, "en", f"{stem} Freight Inc."),
                }
            )
        style = rng.randrange(6)
        pos = sorted({po_number(rng, style) for _ in range(rng.randint(1, 3))})
        pool.append((sup, pos))
    return pool


def _distractors(
    rng: random.Random, pool: list[tuple[Supplier, list[str]]]
) -> list[dict[str, Any]]:
    """Suppliers of the site that never send a page here: look-alikes of real ones (a
    sister company) and unrelated ones."""
    out = []
    for sup, _ in rng.sample(pool, 4):
        stem = sup.brand.title()
        out.append(
            {
                "supplier": f"{stem} {rng.choice(_LOOKALIKE_TRADES)} Ltd",
                "supplier_tax_id": tax_id(rng, sup.language),
                "supplier_aliases": [],
            }
        )
    for stem in _OTHER_STEMS:
        language = rng.choice(LANGUAGES)
        out.append(
            {
                "supplier": f"{stem} {rng.choice(_LOOKALIKE_TRADES)} Ltd",
                "supplier_tax_id": tax_id(rng, language),
                "supplier_aliases": [stem.upper()],
            }
        )
    return out


def _near(po: str, rng: random.Random) -> str:
    """A neighbouring PO number of the site (sequences: the next or previous one)."""
    digits = [i for i, ch in enumerate(po) if ch.isdigit()]
    i = digits[-1]
    return po[:i] + str((int(po[i]) + rng.choice((1, 9))) % 10) + po[i + 1 :]


def generate(seed: int = 41, count: int = 180) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    rng = random.Random(seed)
    pool = _pool(rng)
    distractors = _distractors(rng, pool)
    customers = {lang: [customer(rng, lang) for _ in range(2)] for lang in LANGUAGES}
    weights = [1 / (rank + 1) ** 0.6 for rank in range(len(pool))]
    rng.shuffle(weights)  # which suppliers send the most paper
    used: set[str] = set()
    for i in range(count):
        sup, pos = pool[i] if i < len(pool) else rng.choices(pool, weights)[0]
        name = sup.layout
        if i >= len(pool) and rng.random() < 0.12:
            name = rng.choice(INVOICES)  # the same supplier's invoice
        doc_type = LAYOUTS[name][1]
        language = sup.language
        day = dt.date(2025, 1, 6) + dt.timedelta(days=rng.randrange(680))
        number = document_number(rng, sup.number_format, day.year)
        while number in used:
            number = document_number(rng, sup.number_format, day.year)
        used.add(number)
        po = rng.choice(pos) if rng.random() < 0.82 else None
        filler = "" if po or rng.random() < 0.5 else rng.choice(_FILLERS[language])
        cust = rng.choice(customers[language])
        numbers = {
            "confirmation": rng.choice(("AB", "SO", "")) + str(rng.randint(100000, 9999999)),
            "account": str(rng.randint(10000, 999999)),
            "route": str(rng.randint(1, 240)),
            "vehicle": vehicle(rng, language),
            "job": f"{rng.choice(('P', 'J', 'B'))}-{rng.randint(100, 9999)}",
            "contract": f"HC{rng.randint(100000, 999999)}",
            "dn_ref": document_number(rng, sup.number_format, day.year),
            "grn": str(rng.randint(10000, 99999)),
        }
        doc = Doc(
            rng=rng,
            sup=sup,
            doc_type=doc_type,
            number=number,
            po=po,
            po_filler=filler,
            date=day,
            customer=cust,
            site=party(rng, language, cust.name),
            carrier=carrier(rng, language),
            numbers=numbers,
        )
        canvas = draw(name, doc)
        if name in PAPER:
            kind = rng.choice(("scan", "photo"))
        else:
            kind = rng.choices(("digital", "scan", "photo"), (0.45, 0.3, 0.25))[0]
        if kind == "digital":
            words, width, height = digital(canvas), canvas.width, canvas.height
        else:
            words, width, height = ocr(canvas, rng, kind)
        others = [p for p in pos if p != po]
        extra_pos = [{"po_number": p, "supplier": sup.legal} for p in others]
        if po:
            lookalike = distractors[i % len(distractors)]["supplier"]
            extra_pos.append({"po_number": _near(po, rng), "supplier": lookalike})
        truth = {
            "file": f"fresh-{seed}-{i:03d}-{name}-{language}-{kind}",
            "doc_type": doc_type,
            "kind": kind,
            "layout": name,
            "language": language,
            "document_number": number,
            "date": day.isoformat(),
            "date_raw": doc.date_raw,
            "po_number": po,
            "supplier": sup.legal,
            "supplier_aliases": [sup.brand],
            "supplier_tax_id": sup.tax_id,
            "tax_id_printed": doc.tax_printed,
            "accept": {"date": sorted(set(doc.accept_dates) - {day.isoformat()})},
            "date_order": "mdy" if sup.mdy else "dmy",
            "host_extra_suppliers": distractors,
            "host_extra_pos": extra_pos,
        }
        path = "text layer" if kind == "digital" else "ocr"
        yield truth, {"words": words, "width": width, "height": height, "path": path}


if __name__ == "__main__":
    for truth, page in generate(count=3):
        print(truth)
        print(" ".join(w["t"] for w in page["words"]))
