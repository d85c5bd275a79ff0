"""Supplier profiles: what confirmed notes taught about one supplier's printed layout.

A ``SupplierProfile`` is a set of facts, each a (kind, value) with the number of confirmed
notes that showed it and when it was last seen: the printed name variants and identifiers
(tax id, email domain, phone), and per field (document number, PO, date) the shape of the
value (``AA-999999``), the label words before it, where it stood relative to its label
(``right`` / ``below``) and on the page (a grid cell), and for dates the printed form and
the day/month order.

``learn`` is pure and idempotent per note id; support counts add, so agreeing notes give the
same profile in any order. A fact is *used* only while the notes supporting it outnumber
all the notes contradicting it (``SupplierProfile.winner``): one odd note never outweighs a
consistent history, and a contradicted fact loses weight with every contradiction.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from dn_pipeline.finding import phrases as ph
from dn_pipeline.finding.dates import dates_in
from dn_pipeline.finding.host import _DOMAIN, name_key, ocr_fold
from dn_pipeline.finding.spots import (
    Spot,
    date_form,
    date_spans,
    glued_spans,
    id_spans,
    order_of,
    page_lines,
    shape,
    spot,
)
from dn_pipeline.finding.values import clean_id
from dn_pipeline.readers.base import Word

MAX_VALUES = 16  # values kept per kind of fact
# Note ids kept as learned (the newest by learning time, then id): a bounded row. A note
# pruned from the list is learned again only if, after this many newer notes of its
# supplier, it comes back among the newest confirmed notes a run looks at (it changed
# again): its facts then gain one support more on a history of thousands.
KEEP_NOTES = 2000
FIELDS = ("document_number", "po_number", "delivery_date")
ID_FIELDS = ("document_number", "po_number")
_PHONE = re.compile(
    r"(?:tel|phone|fon|telefon|telephone|tfno|ph)\.?\s*:?\s*(\+?[\d][\d ()/.-]{6,20})"
)


@dataclass(frozen=True, kw_only=True)
class Fact:
    """One learned value of one kind, with its support (confirmed notes) and last sighting."""

    value: str
    support: int
    last_seen: str


@dataclass(frozen=True, kw_only=True)
class SupplierProfile:
    """Everything learned about one supplier: ``facts[kind]`` lists the values seen."""

    supplier_id: str
    facts: Mapping[str, tuple[Fact, ...]] = field(default_factory=dict)
    # The confirmed notes already learned: id -> when learned (the newest KEEP_NOTES).
    notes: Mapping[str, str] = field(default_factory=dict)
    learned: int = 0  # every note ever learned, pruned ones too

    def winner(self, kind: str) -> Fact | None:
        """The fact of ``kind`` whose support outnumbers all its contradictions, if any."""
        facts = self.facts.get(kind, ())
        if not facts:
            return None
        top = max(facts, key=lambda f: (f.support, f.value))
        against = sum(f.support for f in facts) - top.support
        return top if top.support > against else None

    def values(self, kind: str) -> list[str]:
        """Every value of ``kind`` seen (name variants, identifiers), most supported first."""
        facts = sorted(self.facts.get(kind, ()), key=lambda f: (-f.support, f.value))
        return [f.value for f in facts]

    def to_json(self) -> dict[str, Any]:
        return {
            "supplier_id": self.supplier_id,
            "notes": dict(sorted(self.notes.items())),
            "learned": self.learned,
            "facts": {
                kind: [
                    {"value": f.value, "support": f.support, "last_seen": f.last_seen}
                    for f in sorted(facts, key=lambda f: f.value)
                ]
                for kind, facts in sorted(self.facts.items())
            },
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> SupplierProfile:
        facts: dict[str, tuple[Fact, ...]] = {}
        for kind, items in dict(data.get("facts") or {}).items():
            facts[str(kind)] = tuple(
                Fact(
                    value=str(i["value"]),
                    support=int(i["support"]),
                    last_seen=str(i.get("last_seen", "")),
                )
                for i in items
                if int(i.get("support", 0)) > 0
            )
        raw = data.get("notes") or {}
        # A list: a profile stored before learning times were kept (learned at "").
        notes = {str(k): str(v) for k, v in (raw.items() if isinstance(raw, dict) else ())}
        notes.update({str(n): "" for n in raw} if isinstance(raw, list) else {})
        return cls(
            supplier_id=str(data.get("supplier_id", "")),
            facts=facts,
            notes=notes,
            learned=int(data.get("learned") or len(notes)),
        )


def forget(profile: SupplierProfile, field_name: str = "") -> SupplierProfile:
    """The profile without the facts of ``field_name`` (every fact when empty)."""
    if not field_name:
        return SupplierProfile(
            supplier_id=profile.supplier_id, notes=profile.notes, learned=profile.learned
        )
    facts = {k: v for k, v in profile.facts.items() if k.split(".")[0] != field_name}
    return replace(profile, facts=facts)


# --- learning ---------------------------------------------------------------------------------


def learn(
    profile: SupplierProfile,
    words: Sequence[Word],
    values: Mapping[str, Any],
    seen_at: str,
    *,
    note_id: str,
    page_width: float,
    page_height: float,
) -> SupplierProfile:
    """The profile after one confirmed note (``values``: the fields as confirmed).

    Learns only what the words show: a confirmed value absent from the words teaches
    nothing about its place. Re-learning a note already learned changes nothing.
    """
    if note_id in profile.notes:
        return profile
    lines = page_lines(words)
    size = (page_width, page_height)
    seen: dict[str, str] = {}
    for name in ID_FIELDS:
        want = ocr_fold(str(values.get(name) or ""))
        hits = [s for s in id_spans(lines) if want and ocr_fold(s[3]) == want]
        glued = [g for g, text in glued_spans(lines, size) if want and ocr_fold(text) == want]
        if hits or glued:
            where = spot(lines, *hits[0][:3], size) if hits else glued[0]
            seen.update(_placed(name, where))
            seen[f"{name}.shape"] = shape(clean_id(str(values[name])))  # not the OCR's
    iso = str(values.get("delivery_date") or "")
    for at, first, last, raw, _ in date_spans(lines, "dmy") if iso else ():
        order = order_of(raw, iso)
        if order or any(h.iso == iso for h in dates_in(raw, "dmy")):
            seen.update(_placed("delivery_date", spot(lines, at, first, last, size)))
            seen["delivery_date.form"] = date_form(raw)
            if order:
                seen["delivery_date.order"] = order
            break
    text = " ".join(line.text for line in lines)
    name = str(values.get("supplier_name") or "")
    if name and name_key(name) and name_key(name) in name_key(text):
        seen["name"] = name
    tax = ocr_fold(str(values.get("supplier_tax_id") or ""))
    if len(tax) >= 6 and tax in ocr_fold(text):
        seen["tax_id"] = tax
    for domain in sorted(set(_DOMAIN.findall(ph.fold(text))))[:3]:
        seen[f"email_domain:{domain}"] = domain
    for phone in _PHONE.findall(ph.fold(text))[:2]:
        digits = re.sub(r"\D", "", phone)
        if len(digits) >= 7:
            seen[f"phone:{digits}"] = digits
    facts = dict(profile.facts)
    for kind, value in seen.items():
        kind = kind.split(":")[0]
        facts[kind] = _add(facts.get(kind, ()), value, seen_at)
    return replace(
        profile,
        facts=facts,
        notes=_kept({**profile.notes, note_id: seen_at}),
        learned=profile.learned + 1,
    )


def _kept(notes: Mapping[str, str]) -> dict[str, str]:
    """The newest ``KEEP_NOTES`` learned notes (by learning time, then id): the same set
    whatever order the notes were learned in."""
    if len(notes) <= KEEP_NOTES:
        return dict(notes)
    newest = sorted(notes.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)[:KEEP_NOTES]
    return dict(sorted(newest))


def _placed(name: str, where: Spot) -> dict[str, str]:
    out = {f"{name}.place": where.place, f"{name}.cell": where.cell}
    if where.label:
        out[f"{name}.label"] = where.label
    return out


def _add(facts: tuple[Fact, ...], value: str, seen_at: str) -> tuple[Fact, ...]:
    out, found = [], False
    for fact in facts:
        if fact.value == value:
            fact = Fact(
                value=value, support=fact.support + 1, last_seen=max(fact.last_seen, seen_at)
            )
            found = True
        out.append(fact)
    if not found:
        out.append(Fact(value=value, support=1, last_seen=seen_at))
    if len(out) > MAX_VALUES:  # bounded row: the least supported, oldest value goes
        out.remove(min(out, key=lambda f: (f.support, f.last_seen, f.value)))
    return tuple(sorted(out, key=lambda f: f.value))
