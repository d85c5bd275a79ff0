"""Candidates, their keys, and reconciliation with existing ``dn_batch_notes`` rows (SPEC §6).

``propose`` turns an assembly into candidates; ``reconcile`` compares them with the rows the
batch already has and returns a ``Plan`` the caller applies: ``creates`` (full field dicts,
each with a deterministic 15-character ``id`` derived from its key, so a retried create is
refused by PocketBase instead of duplicated) and ``updates`` (row id -> changed fields only).
Applying the plan and reconciling again yields an empty plan.

Matching, each existing row used at most once, first match wins:
1. exact ``candidate_key``;
2. a normalised document number held by exactly one candidate and one row (all of them
   counted, matched or not) when that row is still free;
3. page overlap that is the unique best for the candidate and for the row (ties match
   nothing), repeated until no pair is left;
4. a keyless legacy row with the candidate's ``note_index``, unique, with a compatible number
   and overlapping (or no) pages.
Steps 3 and 4 need compatible numbers (equal, or one unknown). A number a reviewer set is
not a read and counts as unknown for matching.

Writes: matched rows keep their key (a keyless one gets the proposed key); only new rows get
the proposed key. Terminal rows (status ``dismissed``/``posted``/``promoted``, or a
``delivery_note`` or ``posted_at`` set) only ever get ``candidate_key`` (if they had none)
and ``note_index``; unmatched terminal rows get nothing. Unmatched non-terminal rows become
``status=blocked, stage=needs_review, review_reasons=["no_matching_note"]``, nothing else.
Fields named in ``reviewed_fields`` are never written, and the reasons they settle are
dropped; a read without a number never blanks the number a row has. A row a reviewer
accepted (``ready_to_post`` with ``reviewed_at``) keeps status, stage and reasons while its
pages are unchanged.

``stage`` of a candidate mirrors where it waits: ``ready_to_post`` or ``needs_review``.
``duplicate_of`` (text) is ``"<collection>:<record id>"`` of what a ``possible_duplicate``
duplicates (``dn_batch_notes:...`` for a candidate of this or another batch,
``delivery_notes:...`` for a posted note); ``""`` otherwise.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from dn_pipeline.ids import derive_id
from dn_pipeline.stages.assemble import Assembly
from dn_pipeline.stages.docnum import normalise_document_number
from dn_pipeline.stages.resolve import (
    NO_MATCHING_NOTE,
    POSSIBLE_DUPLICATE,
    DuplicateRef,
    Host,
    find_duplicates,
    ordered_reasons,
    resolve,
)

READY, NEEDS_REVIEW, BLOCKED = "ready_to_post", "needs_review", "blocked"
TERMINAL_STATUSES = frozenset({"dismissed", "posted", "promoted"})
COMMERCIAL_FIELDS = (
    "document_number",
    "document_number_norm",
    "supplier",
    "supplier_name",
    "purchase_order",
    "po_number",
    "delivery_date",
    "items",
    "pages",
    "status",
    "stage",
    "review_reasons",
    "duplicate_of",
)
# A reviewer's value for the field settles these reasons.
_SETTLED_BY = {
    "document_number": ("number_missing",),
    "supplier": ("supplier_unknown", "supplier_ambiguous"),
    "purchase_order": ("po_missing", "po_unknown", "po_not_on_site", "po_closed", "po_ambiguous"),
}


@dataclass(frozen=True, kw_only=True)
class Candidate:
    """One proposed candidate: what the current reads say about one note."""

    key: str
    note_index: int
    document_number: str = ""
    document_number_norm: str = ""
    supplier: str = ""
    supplier_name: str = ""
    purchase_order: str = ""
    po_number: str = ""
    delivery_date: str = ""
    items: tuple[Mapping[str, Any], ...] = ()
    pages: tuple[str, ...] = ()
    reasons: tuple[str, ...] = ()
    duplicate_of: DuplicateRef | None = None


@dataclass(frozen=True, kw_only=True)
class Plan:
    """Writes to ``dn_batch_notes``: new rows and changed fields of existing rows."""

    creates: tuple[dict[str, Any], ...] = ()
    updates: Mapping[str, dict[str, Any]] = field(default_factory=dict)
    # candidate key -> the record id that holds it after the plan (creates included).
    record_ids: Mapping[str, str] = field(default_factory=dict)

    @property
    def empty(self) -> bool:
        return not self.creates and not self.updates


def candidate_key(batch_id: str, source_id: str, page: int, region: str, number_norm: str) -> str:
    """Durable key of a note: batch + first page's source/page/region + normalised number.

    The first page is always part of it, so two notes with unknown numbers never collide.
    """
    text = "\x1f".join(("dn-candidate-v1", batch_id, source_id, str(page), region, number_norm))
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def record_id(key: str) -> str:
    """A valid PocketBase id (15 chars of ``[a-z0-9]``) derived from a candidate key."""
    return derive_id("dn-note-id", key)


def _free_id(key: str, taken: set[str]) -> str:
    """The key's record id, or (when a legacy row already holds it) the next derived one:
    every create carries a deterministic id, so a duplicate pointer to it is stable."""
    candidate, n = record_id(key), 0
    while candidate in taken:
        n += 1
        candidate = record_id(f"{key}#{n}")
    return candidate


def propose(
    batch_id: str, assembly: Assembly, host: Host, date_order: str = "dmy"
) -> tuple[Candidate, ...]:
    """One candidate per note of ``assembly``, resolved within the site, duplicates flagged."""
    resolutions = [resolve(note, host, date_order) for note in assembly.notes]
    duplicates = find_duplicates(assembly.notes, resolutions, host)
    result = []
    for note, res, dup in zip(assembly.notes, resolutions, duplicates, strict=True):
        reasons = res.reasons + ((POSSIBLE_DUPLICATE,) if dup else ())
        result.append(
            Candidate(
                key=candidate_key(
                    batch_id, note.source_id, note.page, note.region, note.number_norm
                ),
                note_index=note.index,
                document_number=note.document_number,
                document_number_norm=note.number_norm,
                supplier=res.supplier,
                supplier_name=res.supplier_name,
                purchase_order=res.purchase_order,
                po_number=res.po_number,
                delivery_date=res.delivery_date,
                items=note.items,
                pages=note.page_ids,
                reasons=ordered_reasons(reasons),
                duplicate_of=dup,
            )
        )
    return tuple(result)


def is_terminal(row: Mapping[str, Any]) -> bool:
    """Dismissed, posted, legacy promoted, or already linked to the financial side."""
    return (
        row.get("status") in TERMINAL_STATUSES
        or bool(row.get("delivery_note"))
        or bool(row.get("posted_at"))
    )


def reviewed(row: Mapping[str, Any]) -> frozenset[str]:
    """Names of the fields a reviewer set (``reviewed_fields`` as a dict, or a list of names)."""
    value = row.get("reviewed_fields")
    if isinstance(value, Mapping):
        return frozenset(str(k) for k in value)
    if isinstance(value, list):
        return frozenset(str(k) for k in value)
    return frozenset()


def _row_number(row: Mapping[str, Any]) -> str:
    # A reviewer's number is not a read: it neither matches nor conflicts.
    if "document_number" in reviewed(row):
        return ""
    return str(row.get("document_number_norm") or "") or normalise_document_number(
        row.get("document_number")
    )


def _compatible(cand: Candidate, row: Mapping[str, Any]) -> bool:
    mine, theirs = cand.document_number_norm, _row_number(row)
    return not mine or not theirs or mine == theirs


def _pages(row: Mapping[str, Any]) -> set[str]:
    value = row.get("pages")
    return {str(p) for p in value} if isinstance(value, list) else set()


def _match(cands: Sequence[Candidate], rows: Sequence[Mapping[str, Any]]) -> dict[int, int]:
    """Candidate position -> row position, by SPEC §6's four steps.

    Every step looks candidates and rows up in indexes (key, number, page, note index), so
    the cost grows with the batch, not with its square.
    """
    matched: dict[int, int] = {}
    used: set[int] = set()  # rows matched so far

    def pair(c: int, r: int) -> None:
        matched[c] = r
        used.add(r)

    by_key: dict[str, int] = {}
    for r, row in enumerate(rows):  # rows are sorted by id: the first holder wins
        by_key.setdefault(str(row.get("candidate_key") or ""), r)
    by_key.pop("", None)
    for c, cand in enumerate(cands):
        if (holder := by_key.get(cand.key)) is not None and holder not in used:
            pair(c, holder)

    # Uniqueness counts every candidate and every row, matched or not: a number two notes
    # (or two rows) share is never a match, whichever of them a key already found; else a
    # re-run, where keys find more, would match differently.
    rows_by_number: dict[str, list[int]] = {}
    for r, row in enumerate(rows):
        if number := _row_number(row):
            rows_by_number.setdefault(number, []).append(r)
    cands_by_number: dict[str, list[int]] = {}
    for c, cand in enumerate(cands):
        if cand.document_number_norm:
            cands_by_number.setdefault(cand.document_number_norm, []).append(c)
    free = set(range(len(rows))) - used
    for c in [c for c in range(len(cands)) if c not in matched]:
        number = cands[c].document_number_norm
        partners = rows_by_number.get(number, []) if number else []
        rivals = cands_by_number.get(number, []) if partners else []
        if len(partners) == 1 and rivals == [c] and partners[0] in free:
            pair(c, partners[0])

    while True:
        rows_of_page: dict[str, list[int]] = {}
        for r in range(len(rows)):
            if r not in used:
                for page in _pages(rows[r]):
                    rows_of_page.setdefault(page, []).append(r)
        scores: dict[tuple[int, int], int] = {}
        for c in range(len(cands)):
            if c in matched:
                continue
            for page in set(cands[c].pages):
                for r in rows_of_page.get(page, ()):
                    if _compatible(cands[c], rows[r]):
                        scores[(c, r)] = scores.get((c, r), 0) + 1
        pairs = _mutual_best(scores)
        if not pairs:
            break
        for c, r in pairs.items():
            pair(c, r)

    legacy: dict[float, list[int]] = {}
    for r in range(len(rows)):
        index = rows[r].get("note_index")
        if r in used or rows[r].get("candidate_key"):
            continue
        if isinstance(index, int | float) and not isinstance(index, bool):
            legacy.setdefault(float(index), []).append(r)
    for c in [c for c in range(len(cands)) if c not in matched]:
        cand = cands[c]
        fits = [
            r
            for r in legacy.get(float(cand.note_index), ())
            if _compatible(cand, rows[r])
            and (not _pages(rows[r]) or _pages(rows[r]) & set(cand.pages))
        ]
        if len(fits) == 1 and fits[0] not in used:
            pair(c, fits[0])
    return matched


def _number_pair(
    cands: Sequence[Candidate], rows: Sequence[Mapping[str, Any]], c: int, r: int
) -> bool:
    number = cands[c].document_number_norm
    return bool(number) and number == _row_number(rows[r])


def _mutual_best(scores: Mapping[tuple[int, int], int]) -> dict[int, int]:
    best_c: dict[int, list[tuple[int, int]]] = {}
    best_r: dict[int, list[tuple[int, int]]] = {}
    for (c, r), s in scores.items():
        best_c.setdefault(c, []).append((s, r))
        best_r.setdefault(r, []).append((s, c))

    def unique_best(options: list[tuple[int, int]]) -> int | None:
        top = max(s for s, _ in options)
        winners = [x for s, x in options if s == top]
        return winners[0] if len(winners) == 1 else None

    pairs = {}
    for c, options in best_c.items():
        row = unique_best(options)
        if row is not None and unique_best(best_r[row]) == c:
            pairs[c] = row
    return pairs


def _canon(name: str, value: Any) -> Any:
    """Values as PocketBase returns them compare equal to what we write."""
    if value is None or value == "" or value == [] or value == {}:
        return None
    if name == "delivery_date" and isinstance(value, str):
        return value[:10]  # a date field reads back as "YYYY-MM-DD 00:00:00.000Z"
    if isinstance(value, tuple):
        return [_canon("", v) for v in value]
    if isinstance(value, list):
        return [_canon("", v) for v in value]
    if isinstance(value, Mapping):
        return {k: _canon("", v) for k, v in value.items()}
    return value


def _changed(row: Mapping[str, Any], fields: Mapping[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in fields.items() if _canon(k, row.get(k)) != _canon(k, v)}


def commercial_fields(
    cand: Candidate, reasons: Sequence[str], duplicate_of: str = ""
) -> dict[str, Any]:
    """The row fields for ``cand``; ready to post exactly when no reason remains."""
    status = READY if not reasons else NEEDS_REVIEW
    return {
        "document_number": cand.document_number,
        "document_number_norm": cand.document_number_norm,
        "supplier": cand.supplier,
        "supplier_name": cand.supplier_name,
        "purchase_order": cand.purchase_order,
        "po_number": cand.po_number,
        "delivery_date": cand.delivery_date,
        "items": [dict(i) for i in cand.items],
        "pages": list(cand.pages),
        "status": status,
        "stage": status,
        "review_reasons": list(reasons),
        "duplicate_of": duplicate_of,
    }


def _desired(cand: Candidate, duplicate_of: str, row: Mapping[str, Any] | None) -> dict[str, Any]:
    """The fields a non-terminal row should have for ``cand`` (reviewer's fields left out)."""
    by_reviewer = reviewed(row) if row is not None else frozenset()
    protected = set(by_reviewer)
    # A read without a number never blanks a number the row has (it keeps number_missing,
    # so the row still waits for review); this also keeps re-runs matching the same rows.
    if not cand.document_number_norm and row is not None and _row_number(row):
        protected |= {"document_number"}
    if "document_number" in protected:
        protected |= {"document_number_norm"}
    settled = {
        code
        for name, codes in _SETTLED_BY.items()
        if name in by_reviewer and row is not None and row.get(name)
        for code in codes
    }
    reasons = [r for r in cand.reasons if r not in settled]
    fields = commercial_fields(cand, reasons, duplicate_of)
    accepted = row is not None and row.get("status") == READY and bool(row.get("reviewed_at"))
    if accepted and row is not None and _pages(row) == set(cand.pages):
        protected |= {"status", "stage", "review_reasons"}
    return {k: v for k, v in fields.items() if k not in protected}


def reconcile(
    batch_id: str, candidates: Sequence[Candidate], existing_rows: Iterable[Mapping[str, Any]]
) -> Plan:
    """The writes that make the batch's rows represent ``candidates`` (module docstring)."""
    rows = sorted(existing_rows, key=lambda row: str(row.get("id") or ""))
    matched = _match(candidates, rows)
    taken = {str(row.get("id")) for row in rows}
    ids: dict[int, str] = {}
    for c, cand in enumerate(candidates):
        if c in matched:
            ids[c] = str(rows[matched[c]]["id"])
        else:
            ids[c] = _free_id(cand.key, taken)
            taken.add(ids[c])
    by_index = {cand.note_index: ids.get(c, "") for c, cand in enumerate(candidates)}

    def pointer(ref: DuplicateRef | None) -> str:
        if ref is None:
            return ""
        if ref.note_index is not None:
            target = by_index.get(ref.note_index, "")
            return f"dn_batch_notes:{target}" if target else ""
        return f"{ref.collection}:{ref.record_id}"

    creates: list[dict[str, Any]] = []
    updates: dict[str, dict[str, Any]] = {}
    record_ids: dict[str, str] = {}
    for c, cand in enumerate(candidates):
        if c not in matched:
            new = {"batch": batch_id, "candidate_key": cand.key, "note_index": cand.note_index}
            new = {"id": ids[c], **new}
            record_ids[cand.key] = ids[c]
            creates.append({**new, **_desired(cand, pointer(cand.duplicate_of), None)})
            continue
        row = rows[matched[c]]
        record_ids[cand.key] = ids[c]
        fields: dict[str, Any] = {"note_index": cand.note_index}
        if not row.get("candidate_key"):
            fields["candidate_key"] = cand.key  # a keyless legacy row is migrated in place
        if not is_terminal(row):
            fields.update(_desired(cand, pointer(cand.duplicate_of), row))
        if change := _changed(row, fields):
            updates[ids[c]] = change
    used = set(matched.values())
    for r, row in enumerate(rows):
        if r in used or is_terminal(row):
            continue
        surplus = {"status": BLOCKED, "stage": NEEDS_REVIEW, "review_reasons": [NO_MATCHING_NOTE]}
        if change := _changed(row, surplus):
            updates[str(row["id"])] = change
    return Plan(creates=tuple(creates), updates=updates, record_ids=record_ids)


def apply_plan(rows: Iterable[Mapping[str, Any]], plan: Plan) -> list[dict[str, Any]]:
    """The rows after ``plan`` (in memory: for tests and for ``batch_status``)."""
    result = [{**row, **plan.updates.get(str(row.get("id")), {})} for row in rows]
    for i, create in enumerate(plan.creates):
        result.append({"id": create.get("id") or f"new{i}", **create})
    return result


def batch_status(
    candidates_after_plan: Iterable[Mapping[str, Any]],
    open_page_count: int,
    source_error_count: int,
) -> str:
    """``staged`` only with a candidate, every non-terminal one ready, no open page or error."""
    rows = list(candidates_after_plan)
    ready = all(is_terminal(r) or r.get("status") == READY for r in rows)
    if rows and ready and open_page_count == 0 and source_error_count == 0:
        return "staged"
    return NEEDS_REVIEW
