"""A second held-out generator of delivery-note pages for the finding bench (issue #13).

Written without sight of the field finder or of the project's other generators, from
what real supplier paperwork in English, German, French, Italian, Spanish and Dutch
does: a brand letterhead with the legal name only in the footer, the issuer only in a
sender line over the address window or in an e-mail domain, a carrier and a customer
that carry legal forms too, labels above values in header grids, the number only in the
title line, several references side by side, order / due / print dates next to the
delivery date, weekday names, two-digit years, goods-in stamps and pen marks on photos.

``generate(seed, count)`` yields ``(truth, page)``: truth in the realdocs format plus
``layout``, ``date_raw`` (the date as printed) and ``supplier_tax_id``; a page is the
text layer (``digital``) or OCR line segments with noise (``scan``, ``photo``).
Deterministic per seed; stdlib only.
"""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Iterator
from typing import Any

from held_blocks import Pair
from held_canvas import Canvas, digital_words, ocr_segments
from held_layouts import LAYOUTS, Doc, render
from held_lexicon import INVOICE_TITLES, LABELS, LANGS, TITLES
from held_names import COUNTRIES, company, iban, printed_date, reference

_PLACE = {"en": "{c}, {d}", "de": "{c}, den {d}", "fr": "{c}, le {d}", "it": "{c}, lì {d}",
          "es": "{c}, a {d}", "nl": "{c}, {d}"}  # fmt: skip


def _city(party_city: str) -> str:
    return (
        " ".join(w for w in party_city.split(",")[0].split() if w.isalpha() and len(w) > 2)
        or "Leeds"
    )


def _doc(rng: random.Random, lang: str) -> tuple[Doc, dict[str, Any]]:
    country = rng.choice(COUNTRIES[lang])
    lab = LABELS[lang]
    vat = rng.choice(lab["vat"])
    sup = company(rng, lang, country, vat)
    cust = company(rng, lang, rng.choice(COUNTRIES[lang]), vat)
    invoice = rng.random() < 0.15
    day = dt.date(2025, 1, 1) + dt.timedelta(days=rng.randrange(700))

    def when(d: dt.date) -> str:
        return printed_date(rng, d, lang, country)

    def pick(key: str) -> str:
        return rng.choice(lab[key])

    number = reference(rng, "inv" if invoice else "num", day.year)
    pairs = [Pair("inv" if invoice else "num", pick("inv" if invoice else "num"), number)]
    truth_date, date_line = "", ""
    scheme = rng.choice(("date", "ddate", "both", "both", "line+ddate", "line"))
    shift = rng.choice((0, 0, 1, 2)) if scheme in ("both", "line+ddate") else 0
    doc_day = day - dt.timedelta(days=shift)
    if scheme in ("date", "both"):
        truth_date = when(doc_day)
        pairs.append(Pair("date", pick("date"), truth_date))
    if scheme.startswith("line"):
        truth_date = when(doc_day)
        date_line = _PLACE[lang].format(c=_city(sup.city), d=truth_date)
    if scheme in ("ddate", "both", "line+ddate"):
        truth_date = when(day)
        pairs.append(Pair("ddate", pick("ddate"), truth_date))
    po = reference(rng, "po", day.year) if rng.random() < 0.8 else ""
    if po:
        pairs.append(Pair("po", pick("po"), po))
    extras = [
        ("cust", 0.7, reference(rng, "cust", day.year)),
        ("our", 0.5, reference(rng, "our", day.year)),
        ("odate", 0.4, when(day - dt.timedelta(days=rng.randint(3, 25)))),
        ("inv" if not invoice else "num", 0.2 if not invoice else 0.8,
         reference(rng, "num" if invoice else "inv", day.year)),
        ("due", 0.8 if invoice else 0.05, when(day + dt.timedelta(days=30))),
    ]  # fmt: skip
    for key, p, value in extras:
        if rng.random() < p:
            pairs.insert(rng.randrange(1, len(pairs) + 1), Pair(key, pick(key), value))
    if rng.random() < 0.3:  # the number is not always first
        rng.shuffle(pairs)
    site = company(rng, lang, country, vat) if rng.random() < 0.3 else None
    if site is not None:
        word = rng.choice(("Site", "Baustelle", "Chantier", "Cantiere", "Obra", "Bouwplaats"))
        site.name = rng.choice((cust.name, f"{cust.name} – {word} {rng.randint(2, 40)}"))
    doc = Doc(
        lang=lang,
        title=rng.choice(INVOICE_TITLES[lang] if invoice else TITLES[lang]),
        sup=sup,
        cust=cust,
        pairs=pairs,
        date_line=date_line,
        site=site,
        carrier=company(rng, lang, country, vat) if rng.random() < 0.4 else None,
        show_brand=rng.random() < 0.35,
        tax_in_footer=rng.random() < 0.55,
        cust_vat=rng.random() < 0.3,
        page=pick("page").format(p=1, n=rng.choice((1, 2, 3))) if rng.random() < 0.5 else "",
        printed=f"{pick('printed')} {when(day + dt.timedelta(days=rng.randint(0, 3)))} "
        f"{rng.randint(6, 18)}:{rng.randint(0, 59):02d}"
        if rng.random() < 0.3
        else "",
        iban=iban(rng, country) if rng.random() < 0.6 else "",
        labels={"carrier": pick("carrier")},
    )
    truth = {
        "doc_type": "invoice" if invoice else "delivery_note",
        "language": lang,
        "document_number": number,
        "date": day.isoformat(),  # the delivery date when printed, else the document date
        "date_raw": truth_date,
        "po_number": po,
        "supplier": sup.name,
        "country": country,
    }
    if country == "US":
        truth["date_order"] = "mdy"
    return doc, truth


def _printed(canvas: Canvas, text: str) -> bool:
    return any(text in run.text for run in canvas.runs)


def generate(seed: int = 29, count: int = 180) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    """``count`` (truth, page) pairs; every layout and language recur, kinds are mixed."""
    for i in range(count):
        rng = random.Random(f"held-{seed}-{i}")
        layout_id = (i * 7 + seed) % len(LAYOUTS)
        lang = LANGS[(i // len(LAYOUTS) + i + seed) % len(LANGS)]
        kind = rng.choices(("digital", "scan", "photo"), weights=(40, 35, 25))[0]
        doc, truth = _doc(rng, lang)
        if kind == "photo" and rng.random() < 0.4:
            stamped = dt.date.fromisoformat(truth["date"]) + dt.timedelta(days=rng.randint(0, 1))
            doc.stamp = printed_date(rng, stamped, lang, "GB")
        letter = truth.get("date_order") == "mdy"
        canvas = Canvas(1275 if letter else 1240, 1650 if letter else 1754)
        render(doc, LAYOUTS[layout_id], canvas, rng, kind)
        sup = doc.sup
        brand_printed = sup.brand != sup.name and _printed(canvas, sup.brand)
        truth.update(
            file=f"held-{seed}-{i:03d}",
            kind=kind,
            layout=f"H{layout_id:02d}-{'-'.join(LAYOUTS[layout_id])}",
            supplier_aliases=[sup.brand] if brand_printed else [],
            supplier_tax_id=sup.tax_id if _printed(canvas, sup.tax_id) else "",
        )
        words = digital_words(canvas) if kind == "digital" else ocr_segments(canvas, rng, kind)
        yield truth, {"words": words, "width": canvas.w, "height": canvas.h, "path": kind}


if __name__ == "__main__":
    import json
    import sys

    for truth, page in generate(int(sys.argv[1]) if len(sys.argv) > 1 else 29, 3):
        print(json.dumps(truth, ensure_ascii=False))
        print(" | ".join(w["t"] for w in page["words"]))
