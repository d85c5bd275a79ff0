"""Host data first: the site's suppliers and purchase orders found anywhere in the words.

A supplier matches by tax id / VAT / ABN (its digits and letters, separators ignored), by
email address or phone, by name or alias (fuzzy, rapidfuzz), or by a web / email domain
that spells the name. A PO matches when its number appears in the words with OCR's usual
confusions folded (O/0, I/l/1, S/5, B/8, Z/2, G/6) and separators ignored, within one line.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import numpy as np
from rapidfuzz import fuzz, process

from dn_pipeline.finding.layout import Line
from dn_pipeline.finding.lexicon import COMPANY_SUFFIX
from dn_pipeline.finding.phrases import fold
from dn_pipeline.stages.docnum import OCR_AS_DIGIT, normalise_po_number

if TYPE_CHECKING:
    from dn_pipeline.finding import HostPurchaseOrder, HostSupplier

_CONFUSIONS = OCR_AS_DIGIT
_NOT_ALNUM = re.compile(r"[^0-9A-Z]+")
_DOMAIN = re.compile(
    r"(?:@|www\.|https?://)([a-z0-9-]+(?:\.[a-z0-9-]+)*)\.[a-z]{2,6}(?![a-z0-9])"
    r"|(?<![a-z0-9@./-])([a-z0-9-]+(?:\.[a-z0-9-]+)*)"
    r"\.(?:com|net|org|biz|info|eu|de|at|ch|fr|be|lu|nl|it|es|pt|uk|ie|au|nz|my|sg|in)(?![a-z0-9.])"
)
# Host labels that name a service, not the company: "mail.", "shop.", "co.uk".
_SERVICE_LABELS = frozenset(
    {"www", "mail", "email", "smtp", "shop", "store", "web", "my", "portal", "co", "com", "net"}
)
_MIN_NAME = 4
_MIN_PO = 4
_MIN_TAX = 6
_FORM_BONUS = 0.05


def ocr_fold(text: str) -> str:
    """Upper case, separators out, OCR look-alikes folded to digits."""
    return _NOT_ALNUM.sub("", fold(text).upper()).translate(_CONFUSIONS)


def _shape(text: str) -> str:
    return text.upper().translate(_CONFUSIONS)


def name_key(name: str) -> str:
    """A company name without case, accents, punctuation or legal form."""
    text = COMPANY_SUFFIX.sub(" ", fold(name))
    return " ".join(re.sub(r"[^a-z0-9&]+", " ", text).split())


@dataclass(frozen=True, slots=True)
class HostHit:
    id: str
    value: str
    rule: str
    score: float
    line: int  # index into the lines searched
    start: int = 0
    end: int = 0
    # ff-13: other suppliers these words match exactly as well (the same score on the same
    # line, a name or alias as like the line): "NAVARRO" printed, the alias of both
    # "Suministros Eléctricos Navarro S.L." and "… Navarro Distribuciones S.L.". The page
    # cannot tell them apart; assembly and resolution must not pretend it can.
    ties: tuple[str, ...] = ()


def domain_labels(text: str) -> set[str]:
    """The labels of every web / e-mail domain in ``text`` (``www.``, ``@``, ``https://`` or a
    bare ``name.tld``), the top level and service labels left out, hyphens dropped:
    "info@mail.blau-haus.co.uk" gives {"blauhaus"}."""
    out: set[str] = set()
    for prefixed, bare in _DOMAIN.findall(fold(text)):
        for label in (prefixed or bare).split("."):
            label = label.replace("-", "")
            if label and label not in _SERVICE_LABELS:
                out.add(label)
    return out


def domain_spells(key: str, labels: set[str]) -> bool:
    """A domain label spells the name ``key`` (a ``name_key``): it starts with the whole name
    ("blauhaus", "blauhausbv" for "Blauhaus B.V.") or is the name's first words run together
    ("hetzner" for "Hetzner Online"). A name the label merely contains ("rooms" in
    "oyorooms") or a cut-off word ("blau") does not count."""
    if not labels:
        return False
    compact, leading = _spellings(key)
    if len(compact) < _MIN_NAME:
        return False
    return any(
        label.startswith(compact) or (len(label) >= _MIN_NAME and label in leading)
        for label in labels
    )


@lru_cache(maxsize=8192)
def _spellings(key: str) -> tuple[str, frozenset[str]]:
    """The name run together, and its first words run together (``domain_spells``)."""
    words = [w for w in key.split() if w != "&"]
    return "".join(words), frozenset("".join(words[:n]) for n in range(1, len(words) + 1))


def legal_forms(text: str) -> frozenset[str]:
    """The legal forms printed in ``text``, letters only ("Pty Ltd" gives "ptyltd")."""
    return frozenset(re.sub(r"[^a-z&]", "", m[0]) for m in COMPANY_SUFFIX.finditer(fold(text)))


@dataclass(frozen=True, slots=True)
class _Page:
    """What every supplier is matched against, worked out once per page: each line's name
    key and its OCR shape, OCR-folded text, domain labels and legal forms."""

    keys: list[str]
    shapes: list[str]
    folded: list[str]
    domains: list[set[str]]
    forms: list[frozenset[str]]


@dataclass(frozen=True, slots=True)
class _Name:
    """A host name or alias as matched: its key, the key's OCR shape and its legal forms."""

    key: str
    shape: str
    forms: frozenset[str]


@lru_cache(maxsize=8192)
def _prepared(supplier: HostSupplier) -> tuple[str, tuple[str, ...], tuple[_Name, ...]]:
    """A supplier's tax id and contacts folded, and its names, once per process (a site's
    host data is matched against every page of every assembly)."""
    contacts = tuple(ocr_fold(extra) for extra in (*supplier.emails, *supplier.phones))
    names = tuple(
        _Name(key, _shape(key), legal_forms(n))
        for n in (supplier.name, *supplier.aliases)
        for key in (name_key(n),)
    )
    return ocr_fold(supplier.tax_id), contacts, names


def match_suppliers(
    suppliers: Sequence[HostSupplier], lines: Sequence[Line], customer: set[int]
) -> list[HostHit]:
    """Every host supplier seen on the page with its best evidence, best first: of a
    supplier's hits the highest score, the first on the page (and in a line: tax id,
    contacts, then each name's fuzzy match and domain, in the supplier's order) on a tie.

    A site's host data may hold thousands of suppliers, matched against every page at every
    assembly: the fuzzy name scores of all long names against all lines are one
    ``rapidfuzz.process.cdist`` (C, no Python per pair), and a tax id or contact is looked for
    in a line only when it is somewhere on the page."""
    keys = [name_key(line.text) for line in lines]
    page = _Page(
        keys=keys,
        shapes=[_shape(key) for key in keys],
        folded=[ocr_fold(line.text) for line in lines],
        domains=[domain_labels(line.text) for line in lines],
        forms=[legal_forms(line.text) for line in lines],
    )
    indexes = [index for index in range(len(lines)) if index not in customer]
    prepared = [_prepared(supplier) for supplier in suppliers]
    # (supplier, index in line order, order within the line) -> score, rule
    found: dict[tuple[int, int, int], tuple[float, str]] = {}
    blob = "|".join(page.folded[index] for index in indexes)  # "|": never in a folded line
    for s, (tax, contacts, _) in enumerate(prepared):
        for order, (key, score, rule) in enumerate(
            [(tax, 3.0, "host_tax_id"), *((c, 2.5, "host_contact") for c in contacts)]
        ):
            if len(key) >= _MIN_TAX and key in blob:
                for index in indexes:
                    if key in page.folded[index]:
                        found[(s, index, order)] = (score, rule)
    _name_scores(prepared, page, indexes, found)
    best: dict[int, tuple[float, int, int, str]] = {}  # supplier -> -score, index, order, rule
    for (s, index, order), (score, rule) in found.items():
        here = (-score, index, order, rule)
        if s not in best or here < best[s]:
            best[s] = here
    hits = [
        HostHit(suppliers[s].id, suppliers[s].name, rule, -negative, index)
        for s, (negative, index, _, rule) in best.items()
    ]
    # ff-12: of suppliers the same line matches as well ("Farbenwerk Kessler GmbH" printed,
    # "Farbenwerk Kessler GmbH" and "Farbenwerk Kessler Nord GmbH" in the host data), the one
    # whose name or alias the whole line is most like (before ff-12: by host id, by chance)
    likeness = {
        suppliers[s].id: max(
            (fuzz.ratio(n.key, page.keys[index]) for n in prepared[s][2]), default=0.0
        )
        for s, (_, index, _, _) in best.items()
    }
    hits.sort(key=lambda h: (-h.score, h.line, -likeness[h.id], h.id))
    rank = {h.id: (h.score, h.line, likeness[h.id]) for h in hits}
    return [
        replace(h, ties=tuple(o.id for o in hits if o.id != h.id and rank[o.id] == rank[h.id]))
        for h in hits
    ]


def named_hit(hits: Sequence[HostHit], lines: Sequence[Line], cells: frozenset[int]) -> HostHit:
    """ff-11: of the host suppliers a page names, the one the ``cells`` (lines: a consignment
    note's sender cells) name, found there or by its tax id or contact elsewhere on the page
    (the cell prints its name); else the best."""
    names = [name_key(lines[index].text) for index in cells]
    for hit in hits:
        key = name_key(hit.value)
        if hit.line in cells or any(n and fuzz.ratio(key, n) >= _SAME_NAME for n in names):
            return hit
    return hits[0]


_SAME_NAME = 90


def _name_scores(
    prepared: list[tuple[str, tuple[str, ...], tuple[_Name, ...]]],
    page: _Page,
    indexes: list[int],
    found: dict[tuple[int, int, int], tuple[float, str]],
) -> None:
    """Add every supplier name's and alias's hits to ``found``: a short name as a whole word,
    a long one fuzzily (a partial ratio of 90 or more, on the letters or on their OCR
    shapes), and a domain that spells it. A name whose legal form the line prints too
    scores a little more (never above 2.5, a contact's score), so the legal form decides
    between companies of the same name ("Acme Pty Ltd", "Acme EURL")."""
    long: list[tuple[int, int, _Name]] = []
    with_domains = [index for index in indexes if page.domains[index]]  # few lines have one
    for s, (_, contacts, names) in enumerate(prepared):
        first = 1 + len(contacts)  # after the tax id and the contacts in a line
        for n, name in enumerate(names):
            order = first + 2 * n
            if len(name.key.replace(" ", "")) < _MIN_NAME:
                if not name.key:
                    continue
                word = re.compile(rf"(?<![a-z0-9]){re.escape(name.key)}(?![a-z0-9])")
                for index in indexes:
                    if word.search(page.keys[index]):
                        found[(s, index, order)] = (1.5 + _bonus(name, page, index), "host_name")
                continue
            long.append((s, order, name))
            for index in with_domains:
                if domain_spells(name.key, page.domains[index]):
                    found[(s, index, order + 1)] = (2.0, "host_domain")
    lined = [index for index in indexes if page.keys[index]]
    if not long or not lined:
        return
    scores = np.maximum(
        _cdist([name.key for _, _, name in long], [page.keys[i] for i in lined]),
        _cdist([name.shape for _, _, name in long], [page.shapes[i] for i in lined]),  # C00l
    )
    for row, column in zip(*np.nonzero(scores >= 90), strict=True):
        s, order, name = long[row]
        index = lined[column]
        if len(page.keys[index]) < 0.6 * len(name.key):
            continue
        score = 1.5 - _FORM_BONUS + float(scores[row, column]) / 100 + _bonus(name, page, index)
        found[(s, index, order)] = (score, "host_name")


def _cdist(names: list[str], lines: list[str]) -> Any:
    """Partial ratios of every name against every line; 0 under 90 (rapidfuzz stops early)."""
    return process.cdist(
        names, lines, scorer=fuzz.partial_ratio, score_cutoff=90, dtype=np.float64, workers=1
    )


def _bonus(name: _Name, page: _Page, index: int) -> float:
    return _FORM_BONUS if name.forms and name.forms <= page.forms[index] else 0.0


def match_orders(
    orders: Sequence[HostPurchaseOrder], lines: Sequence[Line], supplier_id: str
) -> list[HostHit]:
    """Host POs whose number is printed on the page, the supplier's own first. A number is
    looked for line by line only when it is somewhere on the page (a site may hold
    thousands of POs)."""
    per_line = [(index, ocr_fold(line.text), line) for index, line in enumerate(lines)]
    blob = "|".join(text for _, text, _ in per_line)  # "|": never in a folded line
    hits: list[HostHit] = []
    for order in orders:
        key = _po_key(order.number)
        if len(key) < _MIN_PO or key not in blob:
            continue
        for index, text, line in per_line:
            if key not in text or not _bounded(line.text, key):
                continue
            score = 2.0 + (1.0 if supplier_id and order.supplier == supplier_id else 0.0)
            if supplier_id and order.supplier and order.supplier != supplier_id:
                score -= 1.0
            hits.append(HostHit(order.id, order.number, "host_po", score, index))
            break
    hits.sort(key=lambda h: (-h.score, h.line, h.id))
    return hits


@lru_cache(maxsize=65536)
def _po_key(number: str) -> str:
    """A PO number as looked for: normalised, OCR look-alikes folded (once per process)."""
    return ocr_fold(normalise_po_number(number) or number)


def _bounded(text: str, key: str) -> bool:
    """The number stands as a value of its own, not inside a longer code."""
    runs = [m[0] for m in re.finditer(r"[0-9A-Za-z][0-9A-Za-z./_-]*", text)]
    pairs = ["".join(pair) for pair in itertools.pairwise(runs)]
    for run in (*runs, *pairs):
        if ocr_fold(run) == key or ocr_fold(normalise_po_number(run) or run) == key:
            return True
    return False
