"""Using a supplier profile inside ``find_fields``: the learned layout tried first.

The page's supplier is the host match when the finder made one, else the one profile whose
identifiers (tax id, phone, email domain, printed name) the page shows. For each field with
a learned shape (or date form), a value of that shape beside the learned label, or at the
learned place on the page, replaces what the labels found; its evidence is the rule
``supplier_profile`` with the support count. Every value is a run of the page's own tokens:
a profile never yields a value absent from the words.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from dn_pipeline.finding import Evidence, Finding
from dn_pipeline.finding import phrases as ph
from dn_pipeline.finding.host import _DOMAIN, name_key, ocr_fold
from dn_pipeline.finding.profiles import ID_FIELDS, Fact, SupplierProfile
from dn_pipeline.finding.spots import (
    Spot,
    date_form,
    date_spans,
    fit,
    glued_spans,
    id_spans,
    page_lines,
    spot,
)
from dn_pipeline.readers.base import Word

RULE = "supplier_profile"
_MAX_STR = 500


def identify(
    profiles: Sequence[SupplierProfile], finding: Finding, text: str
) -> SupplierProfile | None:
    """The profile of the page's supplier: host match first, else a unique identifier match."""
    supplier = finding.evidence.get("supplier_name")
    if supplier is not None and supplier.host_id:
        return next((p for p in profiles if p.supplier_id == supplier.host_id), None)
    folded, digits = ocr_fold(text), re.sub(r"\D", "", text)
    domains = set(_DOMAIN.findall(ph.fold(text)))
    key = name_key(text)
    matched = []
    for profile in profiles:
        hit = any(len(t) >= 6 and t in folded for t in profile.values("tax_id"))
        hit = hit or any(len(p) >= 7 and p in digits for p in profile.values("phone"))
        hit = hit or bool(domains & set(profile.values("email_domain")))
        hit = hit or any(len(n) >= 6 and n in key for n in map(name_key, profile.values("name")))
        if hit:
            matched.append(profile)
    return matched[0] if len(matched) == 1 else None


def apply(
    finding: Finding,
    words: Sequence[Word],
    profiles: Sequence[SupplierProfile],
    *,
    page_width: float,
    page_height: float,
) -> Finding:
    """``finding`` with the fields the identified supplier's profile places better."""
    if not profiles or finding.result.get("doc_type") == "blank":
        return finding
    lines = page_lines(words)
    profile = identify(profiles, finding, " ".join(line.text for line in lines))
    if profile is None:
        return finding
    size = (page_width, page_height if page_height > 0 else max(ln.y1 for ln in lines))
    result, evidence = dict(finding.result), dict(finding.evidence)
    for name in ID_FIELDS:
        learned = profile.winner(f"{name}.shape")
        if learned is None or (name == "po_number" and _host_matched(evidence, name)):
            continue
        spots = [
            (spot(lines, at, first, last, size), fitted)
            for at, first, last, text in id_spans(lines)
            if (fitted := fit(text, learned.value)) is not None
        ]
        spots += [
            (where, fitted)
            for where, text in glued_spans(lines, size)
            if (fitted := fit(text, learned.value)) is not None
        ]
        chosen = _choose(profile, name, spots)
        if chosen is not None:
            where, text, support = chosen
            result[name] = text[:_MAX_STR]
            evidence[name] = _evidence(where, support)
    form = profile.winner("delivery_date.form")
    if form is not None:
        order_fact = profile.winner("delivery_date.order")
        order = order_fact.value if order_fact else "dmy"
        dates = [
            (spot(lines, at, first, last, size), f"{raw}\t{iso}")
            for at, first, last, raw, iso in date_spans(lines, order)
            if date_form(raw) == form.value
        ]
        chosen = _choose(profile, "delivery_date", dates)
        if chosen is not None:
            where, both, support = chosen
            raw, iso = both.split("\t")
            result["delivery_date_raw"] = raw[:_MAX_STR]
            # The supplier's learned day/month order settles a numeric date's reading.
            result["delivery_date"] = iso if order_fact else _certain_iso(raw, iso)
            evidence["delivery_date"] = _evidence(where, support)
    if evidence == finding.evidence:
        return finding
    confidence = dict(result.get("confidence") or {})
    for name in (*ID_FIELDS, "delivery_date"):
        if evidence.get(name) is not None and evidence[name].rule == RULE:
            confidence[name] = evidence[name].confidence
    result["confidence"] = confidence
    return replace(finding, result=result, evidence=evidence)


def _host_matched(evidence: dict[str, Evidence], name: str) -> bool:
    found = evidence.get(name)
    return found is not None and bool(found.host_id)


def _choose(
    profile: SupplierProfile, name: str, spots: list[tuple[Spot, str]]
) -> tuple[Spot, str, int] | None:
    """Beside the learned label (with the learned relation) first, else at the learned cell."""
    label, place, cell = (profile.winner(f"{name}.{k}") for k in ("label", "place", "cell"))
    best: tuple[tuple[int, int, int], Spot, str, int] | None = None
    for where, text in spots:
        by_label = label is not None and where.label == label.value
        if by_label and place is not None and where.place != place.value:
            by_label = False
        distance = _cell_distance(where.cell, cell)
        if not by_label and distance > 1:
            continue
        support = _support(label if by_label else cell)
        rank = (int(by_label), -distance, -where.line)
        if best is None or rank > best[0]:
            best = (rank, where, text, support)
    return None if best is None else (best[1], best[2], best[3])


def _support(fact: Fact | None) -> int:
    return fact.support if fact is not None else 0


def _cell_distance(cell: str, learned: Fact | None) -> int:
    if learned is None:
        return 99
    (x, y), (lx_, ly) = (map(int, c.split(",")) for c in (cell, learned.value))
    return max(abs(x - lx_), abs(y - ly))


def _certain_iso(raw: str, iso: str) -> str | None:
    from dn_pipeline.finding.dates import dates_in

    readings = {h.iso for o in ("dmy", "mdy") for h in dates_in(raw, o)}
    return iso if len(readings) == 1 else None


def _evidence(where: Spot, support: int) -> Evidence:
    return Evidence(
        rule=RULE,
        words=where.words,
        label=where.label,
        confidence=0.95 if support >= 2 else 0.9,
        support=support,
    )


def as_profiles(values: Sequence[Any]) -> list[SupplierProfile]:
    """The ``profiles`` argument of ``find_fields``: profiles or their JSON form."""
    out = []
    for value in values:
        if isinstance(value, SupplierProfile):
            out.append(value)
        elif isinstance(value, dict):
            try:
                out.append(SupplierProfile.from_json(value))
            except (KeyError, TypeError, ValueError):
                continue  # a damaged profile is no profile, never a failed page
    return out
