"""Field-finding benchmark (on demand, not a test): ``./dev bench finding --corpus DIR``.

Measures ``dn_pipeline.finding.find_fields`` on documents the finder was not written
against. ``--corpus DIR`` is a folder with a ``truth.json`` in the realdocs format (file,
kind, document_number, date, po_number, supplier, supplier_aliases, accept, date_order);
``--corpus reader_set`` is the project's generated reader set; ``--corpus gen`` is this
bench's own generator (``bench/gen_notes.py``), word lists with no OCR at all; ``--corpus
blind`` is a held-out generator written without sight of the finder (``bench/gen_blind.py``:
42 layouts, six languages, digital / scan / photo words with OCR noise); ``--corpus held``
is a second one, written after ``blind`` had been used to fix rules (``bench/gen_held.py``:
36 layouts, six languages, the same three kinds); ``--corpus fresh`` is a third, written
without sight of the finder or of the other generators (``bench/gen_fresh.py``: 35 layouts,
six languages, the same three kinds, recurring suppliers, host-data distractors); ``--corpus
other`` is a fourth, written the same way (``bench/gen_other.py``: 34 templates of trade
paperwork in six languages and seven English-speaking countries, notes of several pages);
``--corpus fifth`` is a fifth, written the same way (``bench/gen_fifth.py``: 27 templates of
the paperwork a contractor's site office receives, six languages, suppliers that recur);
``--corpus sixth`` is a sixth, written the same way (``bench/gen_sixth.py``: 31 layouts of
civil-engineering and facilities paperwork, weighbridge tickets, six languages, notes of two
pages); ``--corpus seventh`` is a seventh, written the same way (``bench/gen_seventh.py``: 24
layouts of building fit-out and services paperwork, wholesalers' ERP prints and hand-filled
carbon-copy dockets, six languages); ``--corpus eighth`` is an eighth, written the same way
(``bench/gen_eighth.py``: 21 layouts of paperwork whose structure is not a letterhead note:
CMR consignment notes, pallet proofs of delivery, carrier receipts, bills of lading, thermal
slips, dot-matrix prints, web-shop packing slips, faxed and forwarded notes, nurseries and
laboratory suppliers; six languages, notes of two pages); ``--corpus ninth`` is a ninth, written
the same way (``bench/gen_ninth.py``: 23 layouts of heavy-materials and site-services
paperwork: weighbridge tickets, concrete dockets, plant and scaffold hire and off-hire
notes, fuel, gas and waste transfer notes, Belgian and Swiss forms labelled in two or three
languages, notes whose number and date sit in a footer box or a side column, notes forwarded
by e-mail; six languages, notes of two pages); ``--corpus tenth`` is a tenth, written the same
way (``bench/gen_tenth.py``: 23 layouts of builders' merchants' and wholesalers' paperwork full
of distractors: long item tables, notes that are also the invoice, received stamps and
signatures, suppliers named through a brand, group, franchise or marketplace, the customer
printed first; six languages, notes of two pages); ``--corpus eleventh`` is an eleventh, written
the same way (``bench/gen_eleventh.py``: 22 layouts of bulk-materials, transport and form
paperwork: weighbridge, concrete, waste and fuel tickets, hire returns, consignment notes whose
sender is the supplier, dotted leaders, boxed header rows, values before their labels, spaced
capitals and partner letterheads; six languages, notes of two pages); ``--corpus twelfth`` is a
twelfth, written the same way (``bench/gen_twelfth.py``: 24 layouts of food and drink, pharmacy,
steel and timber and web-shop paperwork: cold-chain lots and best-before dates, product codes,
heat numbers, packing lists full of order, invoice and tracking numbers, weekday, ISO and
swappable dates, copy and reprint marks, names only in the small print, franchisees, and
order confirmations, credit notes, pro-formas and collection notes among the notes; six
languages, notes of two pages); ``--corpus thirteenth`` is a thirteenth, written the same way
(``bench/gen_thirteenth.py``: 24 layouts of glazing, joinery, HVAC and plumbing, roofing,
nursery, office fit-out, IT equipment, signage and equipment-hire paperwork: notes printed from
the customer's procurement portal or a marketplace with the seller named by a label, numbers in
a boxed grid, beside a barcode or split in a narrow column, long textual and month-first dates
among order, install, warranty and hire-period dates, serials, asset tags and MACs in the item
lines, thermal slips and distractor documents; six languages, notes of two pages); ``--corpus
fourteenth`` is a fourteenth, written the same way (``bench/gen_fourteenth.py``: 23 layouts of
electrical, paint, PPE, laboratory-chemical, fleet-parts, tile, insulation, catering, gas
cylinder, fastener, valve and ironmongery paperwork: tint formulas, UN numbers, shade and batch
codes, cylinder serials out and in, kanban bins, heat numbers, numbers in footer boxes, beside
barcodes, in side columns or in a sentence, suppliers named only in the small print, and
distractor documents; eleven language variants, notes of two pages); ``--corpus fifteenth`` is
a fifteenth, written the same way at the same time by another hand (``bench/gen_fifteenth.py``:
17 layouts of trade wholesalers' notes — grid headers, boxed and barcoded numbers, values
under their labels, numbers and dates in one line, consignor blocks, logo-only letterheads,
goods-in stamps with later dates — in seven languages, notes of two pages); ``--corpus
sixteenth`` is a sixteenth, written the same way (``bench/gen_sixteenth.py``: 30 layouts of
construction-site paperwork — ready-mix and weighbridge tickets, rebar, scaffold and plant-hire
notes, merchants' notes of up to three pages, pallet deposits, waste transfer notes — in six
languages and fifteen regional variants); ``--corpus seventeenth`` a seventeenth
(``bench/gen_seventeenth.py``: 21 layouts of the lighter trades' paperwork — electrical, data,
plumbing, HVAC, fire safety, landscaping, welfare and fencing hire, signage, lifts, glazing,
flooring, paints — in six languages and seventeen regions, bilingual labels, ship-to blocks
above the letterhead, numbers only in a barcode caption or the footer).

The words of each page are what the embedded reader reads (``EmbeddedReader.read``: the PDF
text layer, else one RapidOCR pass; ``--det-side`` picks its detection side, 0 for the full
image, ``--detector`` its detector: ``DN_OCR_DETECTOR``, ``--reread-columns`` the small
recogniser's budget a page: ``DN_OCR_REREAD_COLUMNS``). They are cached outside the
repository (``--cache``, default ``/tmp/dn-words-cache``), keyed by the file's content and
the reader's model string, with the CPU seconds they cost, so scoring a new finder takes
seconds. Nothing derived from the corpus is ever written elsewhere.

Printed: precision / recall per field, per kind and overall, without host data and with
every document's supplier and PO loaded as the site's host data (all of them at once, so
each page has the others as distractors), and CPU seconds per page by path.
``--host-extra 1000,3000`` prints instead the finder's CPU per page as the site's host data
grows by that many invented suppliers (and twice as many POs), against the corpus's own.
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import importlib
import json
import random
import re
import sys
import time
from collections import defaultdict
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from rapidfuzz import fuzz

sys.path.insert(0, str(Path(__file__).resolve().parent))

from dn_pipeline.finding import (
    FINDER_VERSION,
    HostData,
    HostPurchaseOrder,
    HostSupplier,
    find_fields,
)
from dn_pipeline.readers.base import Word
from dn_pipeline.readers.embedded import DET_SIDE, DETECTORS
from dn_pipeline.readers.tinyfirst import REREAD_COLUMNS
from dn_pipeline.stages.docnum import normalise_document_number, normalise_po_number
from dn_pipeline.stages.resolve import parse_date

SHOW = "--show" in sys.argv
ROOT = Path(__file__).resolve().parents[1]
FIELDS = ("document_number", "date", "po_number", "supplier")
# The bench's generators by corpus name: ``bench/gen_*.py``, each ``generate(seed=…)``.
GENERATORS = {
    "gen": "gen_notes", "blind": "gen_blind", "held": "gen_held", "fresh": "gen_fresh",
    "other": "gen_other", "fifth": "gen_fifth", "sixth": "gen_sixth", "seventh": "gen_seventh",
    "eighth": "gen_eighth", "ninth": "gen_ninth", "tenth": "gen_tenth",
    "eleventh": "gen_eleventh", "twelfth": "gen_twelfth", "thirteenth": "gen_thirteenth",
    "fourteenth": "gen_fourteenth", "fifteenth": "gen_fifteenth", "sixteenth": "gen_sixteenth",
    "seventeenth": "gen_seventeenth", "eighteenth": "gen_eighteenth",
    "nineteenth": "gen_nineteenth", "twentieth": "gen_twentieth", "twentyfirst": "gen_twentyfirst",
}  # fmt: skip
_SUFFIXES = re.compile(
    r"\b(?:inc|ltd|limited|pvt|pty|gmbh|ag|kg|sas|sarl|sa|srl|spa|bv|nv|sdn|bhd|s/b|llc|plc|co"
    r"|corp|company|sl|slu|snc|sro|ohg|ug|bvba|eurl)\b",
    re.I,
)
# Letters joined by dots ("s.l.", "b.v.", "s.r.l."): a legal form when, dotless, it is one.
_DOTTED = re.compile(r"\b(?:\w\.){1,3}\w\b\.?")


def _one_word_form(match: re.Match[str]) -> str:
    joined = match[0].replace(".", "")
    return joined if _SUFFIXES.fullmatch(joined) else match[0]


# --- words ----------------------------------------------------------------------------------


def _page_words(
    path: Path,
    cache: Path,
    det_side: int,
    detector: str = "small",
    photo: int | None = None,
    reread: int = REREAD_COLUMNS,
) -> list[dict[str, Any]]:
    """Every page of ``path`` as {words, width, height, path, cpu_s}; cached by content and
    the reader's model string (another OCR setting is another cache entry). With ``photo``
    (a seed), each page is first turned into a phone photo of itself (``_as_photo``)."""
    from dn_pipeline.readers.base import PageInput
    from dn_pipeline.readers.embedded import MIN_TEXT_LAYER_WORDS, EmbeddedReader
    from dn_pipeline.stages.normalise import NormalisedPage, NormaliseOptions, iter_pages

    reader = EmbeddedReader(det_side=det_side, detector=detector, reread_columns=reread)
    data = path.read_bytes()
    key = hashlib.sha256(data).hexdigest()[:24]
    model = hashlib.sha256(reader.model.encode()).hexdigest()[:8]
    cached = cache / f"{key}-{model}{'' if photo is None else f'-photo{photo}'}.json"
    if cached.exists():
        pages: list[dict[str, Any]] = json.loads(cached.read_text())
        return pages
    reader.engine()  # loaded before timing: once per process, not per page
    pages = []
    normalised = [p for p in iter_pages(data, NormaliseOptions()) if isinstance(p, NormalisedPage)]
    if photo is not None:
        shots = [_as_photo(p.png, f"{key}/{n}/{photo}") for n, p in enumerate(normalised)]
        normalised = [p for shot in shots for p in iter_pages(shot, NormaliseOptions())
                      if isinstance(p, NormalisedPage)]  # fmt: skip
    for page in normalised:
        started = time.process_time()
        layer = [w for w in page.text_layer if w["t"].strip()]
        kind = "text layer" if len(layer) >= MIN_TEXT_LAYER_WORDS else "ocr"
        out = reader.read(
            PageInput(png=page.png, width=page.width, height=page.height, text_layer=layer)
        )
        words = list(out.words or [])
        confidences = [float(w["c"]) for w in words if "c" in w]
        pages.append(
            {
                "words": [dict(w) for w in words],
                "confidences": confidences,
                "width": page.width,
                "height": page.height,
                "path": kind,
                "read_cpu_s": time.process_time() - started,
            }
        )
    cache.mkdir(parents=True, exist_ok=True)
    cached.write_text(json.dumps(pages))
    return pages


def _as_photo(png: bytes, seed: str) -> bytes:
    """A page (PNG) as a phone would upload it: the reader set's photo imitation
    (``fixtures/generate.py``: paper on a desk, a keystone, uneven light, blur, noise), a
    JPEG of 45-70 % quality, 1500 px on its long side, every third one stored turned with
    its EXIF orientation set. Deterministic per ``seed``."""
    import io

    import numpy as np
    from PIL import Image

    made = _reader_set_maker()
    rng = np.random.default_rng(int(hashlib.sha256(seed.encode()).hexdigest()[:12], 16))
    with Image.open(io.BytesIO(png)) as opened:
        page = opened.convert("RGB")
    tilt, blur = float(rng.uniform(0.0, 0.04)), float(rng.uniform(0.4, 1.1))
    shot = made.fit(made.photo(page, rng, tilt=tilt, blur=blur), 1500)
    turned = 6 if rng.random() < 1 / 3 else None
    return bytes(made.jpeg(shot, int(rng.integers(45, 70)), orientation=turned))


@functools.cache
def _reader_set_maker() -> Any:
    """``fixtures/generate.py``, which makes the reader set (and its photo imitation)."""
    import importlib.util

    path = ROOT / "fixtures" / "generate.py"
    spec = importlib.util.spec_from_file_location("dn_reader_set", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


# --- scoring --------------------------------------------------------------------------------


def _norm_name(value: str) -> str:
    """A name for comparing: case, punctuation and legal forms left out; a dotted legal form
    is one word first ("S.L." and "SL." are both "sl"; "S.r.l." is "srl")."""
    text = _DOTTED.sub(_one_word_form, value.casefold())
    text = _SUFFIXES.sub(" ", re.sub(r"[^\w\s/]", " ", text))
    return " ".join(text.replace("/", " ").split())


def _right(field: str, got: str, truth: dict[str, Any], host_id: str, want_host: str) -> bool:
    accepted = list((truth.get("accept") or {}).get(field, []))
    if field == "supplier":
        names = [truth["supplier"], *(truth.get("supplier_aliases") or [])]
        ok = any(fuzz.token_sort_ratio(_norm_name(got), _norm_name(n)) >= 85 for n in names)
        return ok and (not want_host or host_id == want_host)
    if field == "date":
        return got in [truth.get("date"), *accepted]
    norm = normalise_po_number if field == "po_number" else normalise_document_number
    wanted = [truth.get(field), *accepted]
    return bool(norm(got)) and any(w and norm(w) == norm(got) for w in wanted)


def _host(truths: list[dict[str, Any]]) -> HostData:
    suppliers: dict[str, HostSupplier] = {}
    orders: list[HostPurchaseOrder] = []
    extra_orders: set[tuple[str, str]] = set()
    for truth in truths:
        sid = _supplier_id(truth)
        suppliers.setdefault(
            sid,
            HostSupplier(
                id=sid,
                name=truth["supplier"],
                tax_id=truth.get("supplier_tax_id") or "",
                aliases=tuple(truth.get("supplier_aliases") or ()),
            ),
        )
        if truth.get("po_number"):
            orders.append(
                HostPurchaseOrder(id=f"po{len(orders)}", number=truth["po_number"], supplier=sid)
            )
        # A generator's other suppliers and POs of the site (look-alikes, neighbours).
        for extra in truth.get("host_extra_suppliers") or ():
            suppliers.setdefault(
                _supplier_id(extra),
                HostSupplier(
                    id=_supplier_id(extra),
                    name=extra["supplier"],
                    tax_id=extra.get("supplier_tax_id") or "",
                    aliases=tuple(extra.get("supplier_aliases") or ()),
                ),
            )
        for extra in truth.get("host_extra_pos") or ():
            key = (extra["po_number"], _supplier_id(extra))
            if key not in extra_orders:
                extra_orders.add(key)
                orders.append(
                    HostPurchaseOrder(id=f"po{len(orders)}", number=key[0], supplier=key[1])
                )
    return HostData(suppliers=tuple(suppliers.values()), purchase_orders=tuple(orders))


def _supplier_id(truth: dict[str, Any]) -> str:
    return "s-" + hashlib.sha1(truth["supplier"].casefold().encode()).hexdigest()[:8]


def _find_document(
    pages: list[dict[str, Any]], host: HostData | None, date_order: str
) -> tuple[dict[str, tuple[str, str]], float]:
    """The document's fields (first page that has each) with host ids, and finder CPU s."""
    found: dict[str, tuple[str, str]] = {}
    started = time.process_time()
    for page in pages:
        words: list[Word] = [Word(**w) for w in page["words"]]  # type: ignore[typeddict-item]
        finding = find_fields(
            words,
            page_width=float(page["width"]),
            page_height=float(page["height"]),
            host=host,
            date_order=date_order,
        )
        result, evidence = finding.result, finding.evidence
        values = {
            "document_number": result.get("document_number"),
            "date": parse_date(result.get("delivery_date_raw") or "", date_order)
            or parse_date(result.get("delivery_date") or ""),
            "po_number": result.get("po_number"),
            "supplier": result.get("supplier_name"),
        }
        host_ids = {
            "supplier": evidence.get("supplier_name"),
            "po_number": evidence.get("po_number"),
        }
        for field, value in values.items():
            if value and field not in found:
                ev = host_ids.get(field)
                found[field] = (str(value), ev.host_id if ev else "")
    return found, time.process_time() - started


def _score(
    docs: list[tuple[dict[str, Any], list[dict[str, Any]]]], host: HostData | None
) -> tuple[dict[str, dict[str, list[int]]], float, int]:
    """counts[group][field] = [right, filled, present]; finder CPU s and page count."""
    counts: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0, 0]))
    misses: list[str] = []
    cpu = 0.0
    n_pages = 0
    for truth, pages in docs:
        found, seconds = _find_document(pages, host, truth.get("date_order") or "dmy")
        cpu += seconds
        n_pages += len(pages)
        want_host = _supplier_id(truth) if host else ""
        for field in FIELDS:
            present = bool(truth.get(field))
            got, host_id = found.get(field, ("", ""))
            right = bool(got) and _right(field, got, truth, host_id, want_host)
            if (got or present) and not right:
                misses.append(f"  {truth['file']:<48}{field:<16}{got!r} != {truth.get(field)!r}")
            for group in (truth.get("kind", "?"), "all"):
                cell = counts[group][field]
                cell[0] += right
                cell[1] += bool(got)
                cell[2] += present
    if SHOW:
        print("\n".join(misses))
    return counts, cpu, n_pages


def _table(title: str, counts: dict[str, dict[str, list[int]]]) -> list[str]:
    rows = [title, f"{'kind':<9}" + "".join(f"{f:>22}" for f in FIELDS)]
    rows.append(f"{'':<9}" + "".join(f"{'P':>8}{'R':>7}{'n':>7}" for _ in FIELDS))
    for group in sorted(counts, key=lambda g: (g == "all", g)):
        cells = []
        for field in FIELDS:
            right, filled, present = counts[group][field]
            precision = f"{right / filled:.2f}" if filled else "-"
            recall = f"{min(right, present) / present:.2f}" if present else "-"
            cells.append(f"{precision:>8}{recall:>7}{present:>7}")
        rows.append(f"{group:<9}" + "".join(cells))
    return rows


def _load(
    corpus: str,
    cache: Path,
    det_side: int,
    seed: int | None = None,
    detector: str = "small",
    photo: int | None = None,
    reread: int = REREAD_COLUMNS,
) -> list[tuple[dict[str, Any], list[dict[str, Any]]]]:
    """The corpus's documents as (truth, pages); ``seed`` picks another sample of a
    generator (its own default when None); ``photo``: a folder's pages photographed first
    (``_as_photo``, this seed)."""
    if corpus in GENERATORS:
        generate = importlib.import_module(GENERATORS[corpus]).generate
        notes = generate() if seed is None else generate(seed=seed)
        # A note of several pages carries the pages after its first.
        return [(truth, [page, *page.pop("next_pages", [])]) for truth, page in notes]
    folder = ROOT / "fixtures" / "reader_set" if corpus == "reader_set" else Path(corpus)
    truths = json.loads((folder / "truth.json").read_text())
    docs = []
    for truth in truths:
        if "supplier" not in truth:  # the reader set's own truth format
            truth = {
                **truth,
                "supplier": truth["supplier_name"],
                # The reader set's truth leaves an ambiguous date's ISO empty; the
                # pipeline resolves the raw form in the site's order (day-first here).
                "date": parse_date(truth["delivery_date_raw"]) or truth["delivery_date"],
            }
        pages = _page_words(folder / truth["file"], cache, det_side, detector, photo, reread)
        docs.append(({**truth, "kind": "photo"} if photo is not None else truth, pages))
    return docs


def main(argv: Iterable[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--corpus",
        required=True,
        help="a folder with truth.json, reader_set or a generator: " + ", ".join(GENERATORS),
    )
    parser.add_argument("--show", action="store_true", help="print every miss")
    parser.add_argument(
        "--seed",
        type=int,
        default=None,
        help="a generator's corpus: another sample of it",
    )
    parser.add_argument("--cache", type=Path, default=Path("/tmp/dn-words-cache"))
    parser.add_argument(
        "--det-side", type=int, default=DET_SIDE, help="OCR detection side, 0: the full image"
    )
    parser.add_argument(
        "--detector", choices=DETECTORS, default=DETECTORS[0], help="the OCR detector"
    )
    parser.add_argument(
        "--reread-columns",
        type=int,
        default=REREAD_COLUMNS,
        metavar="N",
        help="the small recogniser re-reads at most N columns a page (DN_OCR_REREAD_COLUMNS)",
    )
    parser.add_argument(
        "--as-photo",
        type=int,
        default=None,
        metavar="SEED",
        help="a folder corpus: every page photographed first (the reader set's phone-photo "
        "imitation, then JPEG; this seed), so every page is OCR'd",
    )
    parser.add_argument(
        "--host-extra",
        default="",
        help="e.g. 1000,3000: finder CPU with that many more invented suppliers (and twice as "
        "many POs) in the host data, against none, on the corpus's first 60 documents",
    )
    args = parser.parse_args(list(argv) if argv is not None else None)
    docs = _load(
        args.corpus,
        args.cache,
        args.det_side,
        args.seed,
        args.detector,
        args.as_photo,
        args.reread_columns,
    )
    if args.host_extra:
        _host_scaling(docs[:60], [int(n) for n in args.host_extra.split(",")])
        return
    print(f"finder {FINDER_VERSION}; corpus {args.corpus}: {len(docs)} documents")
    without, cpu, n_pages = _score(docs, None)
    print("\n".join(_table("no host data", without)))
    with_host, cpu_host, _ = _score(docs, _host([t for t, _ in docs]))
    print("\n".join(_table("with host data (every document's supplier and PO loaded)", with_host)))
    by_path: dict[str, list[tuple[float, str]]] = defaultdict(list)
    for truth, pages in docs:
        for page in pages:
            seconds = float(page.get("read_cpu_s", 0.0))
            by_path[page.get("path", "words")].append((seconds, str(truth.get("file", "?"))))
    print(f"{'path':<12}{'pages':>6}{'read CPU s/page':>17}{'max':>8}  slowest page")
    for path, values in sorted(by_path.items()):
        slowest = max(values)
        mean = sum(v for v, _ in values) / len(values)
        print(f"{path:<12}{len(values):>6}{mean:>17.3f}{slowest[0]:>8.3f}  {slowest[1]}")
    print(f"finder CPU s/page: {cpu / max(n_pages, 1):.4f} (no host), "
          f"{cpu_host / max(n_pages, 1):.4f} (host)")  # fmt: skip
    print("\n".join(_finder_cpu_by_path(docs)))


def _host_scaling(
    docs: list[tuple[dict[str, Any], list[dict[str, Any]]]], extras: list[int]
) -> None:
    """Finder CPU per page with the corpus's host data and with ``extras`` more invented
    suppliers (a name, a tax id) and twice as many POs: a site's host data grows, and every
    assembly finds every page's fields again. Results are not scored (the invented rows are
    distractors); the ratio is against the corpus's own host data, in this run."""
    host = _host([t for t, _ in docs])
    rng = random.Random(5)
    syllables = ["ka", "lo", "mi", "ter", "von", "bau", "stra", "del", "rio", "berg", "haus"]

    def word() -> str:
        return "".join(rng.choice(syllables) for _ in range(3)).title()

    suppliers = [
        HostSupplier(
            id=f"x{i}", name=f"{word()} {word()} Ltd", tax_id=f"GB{rng.randrange(10**9):09d}"
        )
        for i in range(max(extras, default=0))
    ]
    orders = [
        HostPurchaseOrder(
            id=f"y{i}", number=f"PO-{rng.randrange(10**6):06d}", supplier=f"x{i // 2}"
        )
        for i in range(2 * max(extras, default=0))
    ]
    print(
        f"{'extra suppliers':>15}{'suppliers':>11}{'POs':>7}{'finder CPU s/page':>19}{'ratio':>7}"
    )
    baseline = 0.0
    for extra in [0, *extras]:
        grown = HostData(
            suppliers=(*host.suppliers, *suppliers[:extra]),
            purchase_orders=(*host.purchase_orders, *orders[: 2 * extra]),
        )
        for _, pages in docs[:3]:
            _find_document(pages, grown, "dmy")  # warm: the host's prepared rows
        seconds, n_pages = 0.0, 0
        for truth, pages in docs:
            seconds += _find_document(pages, grown, truth.get("date_order") or "dmy")[1]
            n_pages += len(pages)
        per_page = seconds / max(n_pages, 1)
        baseline = baseline or per_page
        print(f"{extra:>15}{len(grown.suppliers):>11}{len(grown.purchase_orders):>7}"
              f"{per_page:>19.4f}{per_page / baseline:>7.2f}")  # fmt: skip


def _finder_cpu_by_path(docs: list[tuple[dict[str, Any], list[dict[str, Any]]]]) -> list[str]:
    """Finder CPU per page by read path (a second pass: the line caches are warm)."""
    seconds: dict[str, list[float]] = defaultdict(list)
    for _, pages in docs:
        for page in pages:
            started = time.process_time()
            find_fields(
                [Word(**w) for w in page["words"]],  # type: ignore[typeddict-item]
                page_width=float(page["width"]),
                page_height=float(page["height"]),
            )
            seconds[page.get("path", "words")].append(time.process_time() - started)
    rows = [f"{'path':<12}{'finder CPU s/page mean':>24}{'max':>8}"]
    for path, values in sorted(seconds.items()):
        rows.append(f"{path:<12}{sum(values) / len(values):>24.4f}{max(values):>8.4f}")
    return rows


if __name__ == "__main__":
    main()
