"""Dates for the field parser: numeric and month-name dates in several languages, and the
delivery date picked by its label. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from dn_pipeline.readers.wordlines import _Line

_MONTHS = {
    "jan": 1, "feb": 2, "mar": 3, "mär": 3, "apr": 4, "may": 5, "mai": 5, "jun": 6, "jul": 7,
    "aug": 8, "sep": 9, "oct": 10, "okt": 10, "nov": 11, "dec": 12, "dez": 12,
}  # fmt: skip


_MON = r"(jan|feb|m[aä]r|apr|ma[iy]|jun|jul|aug|sep|o[ck]t|nov|de[cz])[a-z]*\.?"


_DATE_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("iso", re.compile(r"\b(\d{4})\s?-\s?(\d{1,2})\s?-\s?(\d{1,2})\b")),
    ("dmy_name", re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)?\.?\s*" + _MON + r",?\s*(\d{4})\b", re.I)),
    ("mdy_name", re.compile(r"\b" + _MON + r"\s*(\d{1,2})(?:st|nd|rd|th)?,?\s*(\d{4})\b", re.I)),
    ("numeric", re.compile(r"\b(\d{1,2})\s?([/.\-])\s?(\d{1,2})\s?\2\s?(\d{4}|\d{2})\b")),
)


_DATE_LABEL = re.compile(r"\b(?:delivery\s*date|date|datum|delivered|dated)\b", re.I)


_NOT_DELIVERY_DATE = re.compile(r"\b(?:order|due|invoice|print(?:ed)?|expiry)\s*date\b", re.I)


@dataclass(frozen=True, kw_only=True)
class _DateHit:
    raw: str
    iso: str | None
    start: int


def _iso(year: int, month: int, day: int) -> str | None:
    try:
        return date(year, month, day).isoformat()
    except ValueError:
        return None


def _dates_in(text: str) -> list[_DateHit]:
    """Every date in ``text``; ``iso`` only when the printed form has a single reading."""
    hits: list[_DateHit] = []
    taken: list[tuple[int, int]] = []
    for kind, pattern in _DATE_PATTERNS:
        for m in pattern.finditer(text):
            if any(m.start() < e and s < m.end() for s, e in taken):
                continue
            iso: str | None
            if kind == "iso":
                iso = _iso(int(m[1]), int(m[2]), int(m[3]))
            elif kind == "dmy_name":
                iso = _iso(int(m[3]), _MONTHS[m[2].lower()[:3]], int(m[1]))
            elif kind == "mdy_name":
                iso = _iso(int(m[3]), _MONTHS[m[1].lower()[:3]], int(m[2]))
            else:
                a, b, y = int(m[1]), int(m[3]), int(m[4])
                year = y + 2000 if y < 100 else y
                if a > 12 >= b:
                    iso = _iso(year, b, a)
                elif b > 12 >= a:
                    iso = _iso(year, a, b)  # only fits month-first (11/23/2026)
                elif a == b:
                    iso = _iso(year, a, b)
                else:
                    iso = None  # day/month order is the site's decision (DN_DATE_ORDER)
                if a > 31 or b > 31 or (a > 12 and b > 12):
                    continue
            taken.append((m.start(), m.end()))
            hits.append(_DateHit(raw=m[0], iso=iso, start=m.start()))
    hits.sort(key=lambda h: h.start)
    return hits


def _find_date(lines: Sequence[_Line]) -> tuple[_DateHit, float] | None:
    """The delivery date: a labelled one first, else the first date on the page."""
    first: _DateHit | None = None
    for index, line in enumerate(lines):
        hits = _dates_in(line.text)
        for label in _DATE_LABEL.finditer(line.text):
            before = line.text[max(0, label.start() - 12) : label.end()]
            if _NOT_DELIVERY_DATE.search(before):
                continue
            after = [h for h in hits if h.start >= label.end()]
            if after:
                return after[0], 0.9
            for below in lines[index + 1 : index + 3]:
                below_hits = _dates_in(below.text)
                if below_hits:
                    return below_hits[0], 0.8
        if hits and first is None and not _NOT_DELIVERY_DATE.search(line.text):
            first = hits[0]
    return (first, 0.5) if first else None
