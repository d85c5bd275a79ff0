"""Entity resolution within the batch's confirmed site, dates and duplicates (SPEC §5.6, §10).

Pure functions over host data the caller loaded for the **confirmed site only**.

- Supplier: tax id, then exact name, then alias (both compared with ``normalise_name``),
  then fuzzy name (rapidfuzz ``token_sort_ratio`` on names without legal suffixes) at or
  above ``FUZZY_THRESHOLD``. Two suppliers at any step, or a fuzzy runner-up within
  ``FUZZY_TIE_MARGIN`` of the best, is ``supplier_ambiguous``: a tie is never a guess.
- Purchase order: the normalised number among the site's POs. Only an ``open`` PO whose
  supplier is the resolved one (or has no supplier) is linked; one is linked, two are
  ``po_ambiguous``; else ``po_closed`` (only closed ones fit), ``po_unknown`` (on the site
  but another supplier's, or nowhere), or ``po_not_on_site`` (the number exists only on
  another site: never linked).
- Dates: day-first unless ``date_order == "mdy"``; a form valid only in the other order is
  read that way; no date is ``""`` and blocks nothing.
- Duplicates: see ``find_duplicates``.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz

from dn_pipeline.stages.assemble import PAGE_UNREADABLE, Note
from dn_pipeline.stages.docnum import (
    fuzzy_name,
    normalise_name,
    normalise_po_number,
    normalise_tax_id,
)

NUMBER_MISSING = "number_missing"
SUPPLIER_UNKNOWN = "supplier_unknown"
SUPPLIER_AMBIGUOUS = "supplier_ambiguous"
PO_MISSING = "po_missing"
PO_UNKNOWN = "po_unknown"
PO_NOT_ON_SITE = "po_not_on_site"
PO_CLOSED = "po_closed"
PO_AMBIGUOUS = "po_ambiguous"
POSSIBLE_DUPLICATE = "possible_duplicate"
NO_MATCHING_NOTE = "no_matching_note"
ITEMS_REPRINTED = "items_reprinted"  # a page reprinted an earlier page's lines (not doubled)
# Canonical order of review_reasons, so equal reasons always compare equal.
REASON_ORDER = (
    NUMBER_MISSING,
    SUPPLIER_UNKNOWN,
    SUPPLIER_AMBIGUOUS,
    PO_MISSING,
    PO_UNKNOWN,
    PO_NOT_ON_SITE,
    PO_CLOSED,
    PO_AMBIGUOUS,
    PAGE_UNREADABLE,
    ITEMS_REPRINTED,
    POSSIBLE_DUPLICATE,
    NO_MATCHING_NOTE,
)

FUZZY_THRESHOLD = 88.0
FUZZY_TIE_MARGIN = 2.0


@dataclass(frozen=True, kw_only=True)
class Supplier:
    id: str
    name: str
    tax_id: str = ""
    aliases: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class PurchaseOrder:
    """A purchase order **of the batch's site**."""

    id: str
    number: str
    supplier: str = ""
    status: str = "open"


@dataclass(frozen=True, kw_only=True)
class KnownNote:
    """A (supplier, number) already taken outside this batch, and where: ``collection/id``."""

    supplier: str
    number_norm: str
    collection: str  # "dn_batch_notes" (another batch) or "delivery_notes"
    record_id: str
    created: str = ""  # when the record was made, so the earliest of several is chosen


@dataclass(frozen=True, kw_only=True)
class Host:
    """Host data for one batch: everything resolution may look at."""

    suppliers: tuple[Supplier, ...] = ()
    purchase_orders: tuple[PurchaseOrder, ...] = ()
    po_numbers_elsewhere: frozenset[str] = frozenset()  # normalised, POs of other sites
    known_notes: tuple[KnownNote, ...] = ()


@dataclass(frozen=True, kw_only=True)
class Resolution:
    supplier: str = ""  # suppliers record id, "" unless unique
    supplier_name: str = ""
    purchase_order: str = ""  # purchase_orders record id, "" unless unique open of the site
    po_number: str = ""
    delivery_date: str = ""  # ISO YYYY-MM-DD or ""
    reasons: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class DuplicateRef:
    """What a possible duplicate duplicates: an earlier note of this batch, or a record."""

    note_index: int | None = None
    collection: str = ""
    record_id: str = ""


def ordered_reasons(reasons: set[str] | Sequence[str]) -> tuple[str, ...]:
    """Reasons deduplicated in ``REASON_ORDER`` (unknown codes last, sorted)."""
    rank = {code: i for i, code in enumerate(REASON_ORDER)}
    return tuple(sorted(set(reasons), key=lambda c: (rank.get(c, len(rank)), c)))


def resolve_supplier(name: str, tax_id: str, suppliers: Sequence[Supplier]) -> tuple[str, str]:
    """``(supplier id, "")`` when unique, else ``("", reason code)``."""
    tax = normalise_tax_id(tax_id)
    if tax:
        hits = {s.id for s in suppliers if normalise_tax_id(s.tax_id) == tax}
        if hits:
            return _one(hits)
    wanted = normalise_name(name)
    if not wanted:
        return "", SUPPLIER_UNKNOWN
    for names in (lambda s: (s.name,), lambda s: s.aliases):
        hits = {s.id for s in suppliers if wanted in {normalise_name(n) for n in names(s)}}
        if hits:
            return _one(hits)
    target = fuzzy_name(name)
    scores: dict[str, float] = {}
    for s in suppliers:
        for n in (s.name, *s.aliases):
            if candidate := fuzzy_name(n):
                score = fuzz.token_sort_ratio(target, candidate)
                scores[s.id] = max(scores.get(s.id, 0.0), score)
    ranked = sorted(((score, sid) for sid, score in scores.items()), reverse=True)
    if not ranked or ranked[0][0] < FUZZY_THRESHOLD:
        return "", SUPPLIER_UNKNOWN
    if len(ranked) > 1 and ranked[1][0] >= ranked[0][0] - FUZZY_TIE_MARGIN:
        return "", SUPPLIER_AMBIGUOUS
    return ranked[0][1], ""


def _one(hits: set[str]) -> tuple[str, str]:
    return (next(iter(hits)), "") if len(hits) == 1 else ("", SUPPLIER_AMBIGUOUS)


def resolve_po(number: str, supplier: str, host: Host) -> tuple[str, str]:
    """``(purchase order id, "")`` when one open PO of the site fits, else ``("", reason)``."""
    norm = normalise_po_number(number)
    if not norm:
        return "", PO_MISSING
    same = [po for po in host.purchase_orders if normalise_po_number(po.number) == norm]
    fitting = [po for po in same if not supplier or not po.supplier or po.supplier == supplier]
    open_ = {po.id for po in fitting if po.status == "open"}
    if len(open_) == 1:
        return next(iter(open_)), ""
    if open_:
        return "", PO_AMBIGUOUS
    if fitting:
        return "", PO_CLOSED
    if not same and norm in host.po_numbers_elsewhere:
        return "", PO_NOT_ON_SITE
    return "", PO_UNKNOWN


_MONTHS = {
    m: i + 1
    for i, m in enumerate(
        ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
    )
}
_ISO = re.compile(r"^\s*(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:\b|T)")
_NUMERIC = re.compile(r"^\s*(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{2}|\d{4})\b")
_NAMED_DMY = re.compile(r"^\s*(\d{1,2})(?:st|nd|rd|th)?[-/. ]*([a-z]{3,})\.?[-/., ]*(\d{2,4})\b")
_NAMED_MDY = re.compile(r"^\s*([a-z]{3,})\.?[-/. ]*(\d{1,2})(?:st|nd|rd|th)?[-/., ]*(\d{2,4})\b")


def _date(year: int, month: int, day: int) -> str:
    if year < 100:
        year += 2000
    try:
        return dt.date(year, month, day).isoformat()
    except ValueError:
        return ""


def parse_date(raw: str, date_order: str = "dmy") -> str:
    """``raw`` as ISO ``YYYY-MM-DD``, or ``""`` when it is no date we can read.

    Numeric day/month forms are day-first unless ``date_order == "mdy"``; a form that is
    only valid the other way round (``11/23/2026`` day-first) is read that way.
    """
    text = raw.strip().lower()
    if m := _ISO.match(text):
        return _date(int(m[1]), int(m[2]), int(m[3]))
    if m := _NUMERIC.match(text):
        a, b, year = int(m[1]), int(m[2]), int(m[3])
        first, second = ((b, a), (a, b)) if date_order == "mdy" else ((a, b), (b, a))
        return _date(year, first[1], first[0]) or _date(year, second[1], second[0])
    for pattern, day_group, month_group in ((_NAMED_DMY, 1, 2), (_NAMED_MDY, 2, 1)):
        if (m := pattern.match(text)) and (month := _MONTHS.get(m[month_group][:3])):
            return _date(int(m[3]), month, int(m[day_group]))
    return ""


def resolve(note: Note, host: Host, date_order: str = "dmy") -> Resolution:
    """Supplier, PO and date of ``note`` within the site, with every reason that applies.

    ``possible_duplicate`` is not decided here (it needs the whole batch): ``find_duplicates``.
    """
    reasons: set[str] = set()
    if not note.number_norm:
        reasons.add(NUMBER_MISSING)
    # A host-data match the finder made on the page (its evidence) is the supplier / PO;
    # when the note's pages match several suppliers exactly as well (a logo word they
    # share), the page cannot tell which: ambiguous, for the reviewer to pick.
    known = {s.id for s in host.suppliers}
    if note.supplier_host in known and known & set(note.supplier_host_ties):
        supplier, why = "", SUPPLIER_AMBIGUOUS
    elif note.supplier_host in known:
        supplier, why = note.supplier_host, ""
    else:
        supplier, why = resolve_supplier(note.supplier_name, note.supplier_tax_id, host.suppliers)
    reasons.update({why} - {""})
    matched = next((p for p in host.purchase_orders if p.id == note.po_host), None)
    po, why = resolve_po(matched.number if matched else note.po_number, supplier, host)
    reasons.update({why} - {""})
    if note.touches_unreadable:
        reasons.add(PAGE_UNREADABLE)
    if note.reprinted_items_pages:
        reasons.add(ITEMS_REPRINTED)
    # The raw print is the authority under the site's date order; the reader's ISO guess
    # is the fallback for forms we cannot parse.
    date = parse_date(note.delivery_date_raw, date_order) or parse_date(note.delivery_date)
    name = note.supplier_name or next((s.name for s in host.suppliers if s.id == supplier), "")
    return Resolution(
        supplier=supplier,
        supplier_name=name,
        purchase_order=po,
        po_number=note.po_number,
        delivery_date=date,
        reasons=ordered_reasons(reasons),
    )


def _supplier_key(note: Note, resolution: Resolution) -> str:
    if resolution.supplier:
        return "id:" + resolution.supplier
    return "name:" + fuzzy_name(note.supplier_name) if note.supplier_name else ""


def find_duplicates(
    notes: Sequence[Note], resolutions: Sequence[Resolution], host: Host
) -> tuple[DuplicateRef | None, ...]:
    """For each note, what it possibly duplicates (``None``: nothing).

    In batch order, a note duplicates the earliest earlier note that shares a page image
    (the same photo uploaded twice), or that has its normalised number and a compatible
    supplier (equal, or either unknown). Otherwise, with a resolved supplier, the first
    ``KnownNote`` with the same supplier and number by (collection, created, id): a posted
    note before a candidate, the original upload before a later copy of it. The first note
    of a pair is never the duplicate.
    """
    # Indexes over the notes seen so far and over the known notes, so each note is one
    # look-up, never a scan of every earlier note (linear in the batch, not quadratic).
    first_image: dict[str, int] = {}  # image -> earliest note with it
    first_number: dict[str, dict[str, int]] = {}  # number -> supplier key -> earliest note
    known: dict[tuple[str, str], tuple[str, str, str]] = {}
    for k in host.known_notes:
        rank = (k.collection, k.created, k.record_id)
        known[(k.supplier, k.number_norm)] = min(known.get((k.supplier, k.number_norm), rank), rank)
    result: list[DuplicateRef | None] = []
    for note, res in zip(notes, resolutions, strict=True):
        images = {sha for sha in note.image_sha256s if sha}
        key = _supplier_key(note, res)
        earlier = [first_image[sha] for sha in images if sha in first_image]
        if note.number_norm and (holders := first_number.get(note.number_norm)):
            # Compatible suppliers: equal, or either unknown ("").
            earlier += [holders[k] for k in ((key, "") if key else holders) if k in holders]
        ref: DuplicateRef | None = None
        if earlier:
            ref = DuplicateRef(note_index=notes[min(earlier)].index)
        elif res.supplier and note.number_norm and (res.supplier, note.number_norm) in known:
            collection, _, record_id = known[(res.supplier, note.number_norm)]
            ref = DuplicateRef(collection=collection, record_id=record_id)
        result.append(ref)
        position = len(result) - 1
        for sha in images:
            first_image.setdefault(sha, position)
        if note.number_norm:
            first_number.setdefault(note.number_norm, {}).setdefault(key, position)
    return tuple(result)
