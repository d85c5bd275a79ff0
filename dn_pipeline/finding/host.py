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
from dataclasses import dataclass
from functools import lru_cache, partial
from typing import TYPE_CHECKING, Any

from rapidfuzz import fuzz

from dn_pipeline.finding.layout import Line
from dn_pipeline.finding.lexicon import COMPANY_SUFFIX
from dn_pipeline.finding.phrases import fold
from dn_pipeline.stages.docnum import normalise_po_number

if TYPE_CHECKING:
    from dn_pipeline.finding import HostPurchaseOrder, HostSupplier

_CONFUSIONS = str.maketrans("OILSBZGQD", "011582600")
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
    """Every host supplier seen on the page with its best evidence, best first."""
    keys = [name_key(line.text) for line in lines]
    page = _Page(
        keys=keys,
        shapes=[_shape(key) for key in keys],
        folded=[ocr_fold(line.text) for line in lines],
        domains=[domain_labels(line.text) for line in lines],
        forms=[legal_forms(line.text) for line in lines],
    )
    indexes = [index for index in range(len(lines)) if index not in customer]
    hits: list[HostHit] = []
    for supplier in suppliers:
        best: HostHit | None = None
        tax, contacts, names = _prepared(supplier)
        hit = partial(HostHit, supplier.id, supplier.name)
        for index in indexes:  # the customer / deliver-to block is never the supplier
            found: list[HostHit] = []
            folded = page.folded[index]
            if len(tax) >= _MIN_TAX and tax in folded:
                found.append(hit("host_tax_id", 3.0, index))
            for key in contacts:
                if len(key) >= _MIN_TAX and key in folded:
                    found.append(hit("host_contact", 2.5, index))
            for name in names:
                # Of two host companies with one name ("Acme Pty Ltd", "Acme EURL"), the one
                # whose legal form the line prints.
                agrees = bool(name.forms) and name.forms <= page.forms[index]
                found += _name_hits(name, page, hit, index, agrees)
            for candidate in found:
                if best is None or candidate.score > best.score:
                    best = candidate
        if best is not None:
            hits.append(best)
    hits.sort(key=lambda h: (-h.score, h.line, h.id))
    return hits


def _name_hits(
    name: _Name, page: _Page, hit: Any, index: int, form_agrees: bool = False
) -> list[HostHit]:
    """A host name or alias in one line: whole word when short, else fuzzy; or a domain.
    A name whose legal form the line prints too scores a little more (never above 2.5, a
    contact's score), so the legal form decides between companies of the same name."""
    bonus = _FORM_BONUS if form_agrees else 0.0
    key, line_key = name.key, page.keys[index]
    if len(key.replace(" ", "")) < _MIN_NAME:
        word = rf"(?<![a-z0-9]){re.escape(key)}(?![a-z0-9])"
        found = key and re.search(word, line_key)
        return [hit("host_name", 1.5 + bonus, index)] if found else []
    out: list[HostHit] = []
    if line_key and len(line_key) >= 0.6 * len(key):
        # Only a score of 90 or more counts: rapidfuzz stops early under it (0 then).
        score = max(
            fuzz.partial_ratio(key, line_key, score_cutoff=90),
            fuzz.partial_ratio(name.shape, page.shapes[index], score_cutoff=90),  # "C00lblue"
        )
        if score >= 90:
            out.append(hit("host_name", 1.5 - _FORM_BONUS + score / 100 + bonus, index))
    if domain_spells(key, page.domains[index]):
        out.append(hit("host_domain", 2.0, index))
    return out


def match_orders(
    orders: Sequence[HostPurchaseOrder], lines: Sequence[Line], supplier_id: str
) -> list[HostHit]:
    """Host POs whose number is printed on the page, the supplier's own first."""
    per_line = [(index, ocr_fold(line.text), line) for index, line in enumerate(lines)]
    hits: list[HostHit] = []
    for order in orders:
        key = ocr_fold(normalise_po_number(order.number) or order.number)
        if len(key) < _MIN_PO:
            continue
        for index, text, line in per_line:
            position = text.find(key)
            if position < 0:
                continue
            if not _bounded(line.text, key):
                continue
            score = 2.0 + (1.0 if supplier_id and order.supplier == supplier_id else 0.0)
            if supplier_id and order.supplier and order.supplier != supplier_id:
                score -= 1.0
            hits.append(HostHit(order.id, order.number, "host_po", score, index))
            break
    hits.sort(key=lambda h: (-h.score, h.line, h.id))
    return hits


def _bounded(text: str, key: str) -> bool:
    """The number stands as a value of its own, not inside a longer code."""
    runs = [m[0] for m in re.finditer(r"[0-9A-Za-z][0-9A-Za-z./_-]*", text)]
    pairs = ["".join(pair) for pair in itertools.pairwise(runs)]
    for run in (*runs, *pairs):
        if ocr_fold(run) == key or ocr_fold(normalise_po_number(run) or run) == key:
            return True
    return False
