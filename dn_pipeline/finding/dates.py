"""Dates as printed on delivery notes, in six languages, resolved to real calendar dates.

Numeric forms follow the site's date order (``dmy`` or ``mdy``) unless a part above 12
settles it; ISO forms are year-first; month names and abbreviations in English, German,
French, Italian, Spanish and Dutch; ordinals ("3rd", "1er", "1º"), two-digit years, stray
spaces before punctuation ("August 3 , 2014"). A form that is not a real date is no date.
Matching runs on ``phrases.fold``-ed text, so offsets are those of the printed line.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from dn_pipeline.finding import lexicon as lx
from dn_pipeline.finding import phrases as ph
from dn_pipeline.finding.phrases import fold

_MONTH_NAMES: dict[int, tuple[str, ...]] = {
    1: ("january", "januar", "janner", "janvier", "gennaio", "enero", "januari", "jan", "janv",
        "gen", "ene"),
    2: ("february", "februar", "fevrier", "febbraio", "febrero", "februari", "feb", "fev",
        "fevr", "febr"),
    3: ("march", "marz", "maerz", "mars", "marzo", "maart", "mar", "mrz", "mrt"),
    4: ("april", "avril", "aprile", "abril", "apr", "avr", "abr"),
    5: ("may", "mai", "maggio", "mayo", "mei", "mag", "may"),
    6: ("june", "juni", "juin", "giugno", "junio", "jun", "giu"),
    7: ("july", "juli", "juillet", "luglio", "julio", "jul", "juil", "lug"),
    8: ("august", "aout", "agosto", "augustus", "aug", "ago"),
    9: ("september", "septembre", "settembre", "septiembre", "setiembre", "sep", "sept",
        "set"),
    10: ("october", "oktober", "octobre", "ottobre", "octubre", "oct", "okt", "ott"),
    11: ("november", "novembre", "noviembre", "nov"),
    12: ("december", "dezember", "decembre", "dicembre", "diciembre", "dec", "dez", "dic"),
}  # fmt: skip
# ff-12: Polish (the genitive a date prints, "4 grudnia 2025 r.", the nominative and the
# short forms) and Portuguese ("23 de outubro de 2024"; not "out", an English word).
_MORE_MONTH_NAMES: dict[int, tuple[str, ...]] = {
    1: ("stycznia", "styczen", "sty", "janeiro"), 2: ("lutego", "luty", "lut", "fevereiro"),
    3: ("marca", "marzec", "marco"), 4: ("kwietnia", "kwiecien", "kwi"),
    5: ("maja", "maj", "maio"), 6: ("czerwca", "czerwiec", "cze", "junho"),
    7: ("lipca", "lipiec", "lip", "julho"), 8: ("sierpnia", "sierpien", "sie"),
    9: ("wrzesnia", "wrzesien", "wrz", "setembro"),
    10: ("pazdziernika", "pazdziernik", "paz", "outubro"),
    11: ("listopada", "listopad", "lis", "novembro"),
    12: ("grudnia", "grudzien", "gru", "dezembro"),
}  # fmt: skip
MONTHS: dict[str, int] = {
    name: month
    for table in (_MONTH_NAMES, _MORE_MONTH_NAMES)
    for month, names in table.items()
    for name in names
}
# ff-16: OCR reads an "m" as "rn" ("28 de rnarzo", "Decernber"): a month name of four letters
# or more with an "m" is read in that form too
MONTHS.update({n.replace("m", "rn"): k for n, k in list(MONTHS.items()) if "m" in n and len(n) > 3})
_MON = "(" + "|".join(sorted(MONTHS, key=lambda n: (-len(n), n))) + r")\.?"
_ORD = r"(?:st|nd|rd|th|er|e|eme|o|º|°|\.)?"
_YEAR = r"(\d{4}|'?\d{2})"
_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("ymd", re.compile(r"(?<![a-z\d.])(\d{4})\s?([-/.])\s?(\d{1,2})\s?\2\s?(\d{1,2})(?![\d])")),
    (
        "d_mon_y",
        re.compile(
            # ff-14: "11/jul/2025", "03/Nov/2023" (Mexico's, a web shop's) with slashes too
            r"(?<![a-z\d])(\d{1,2})" + _ORD + r"\s*(?:de\s+|[-/])?" + _MON + r"(?![a-z])\s*,?\s*"
            r"(?:de\s+|del\s+|[-/])?" + _YEAR + r"(?![\d])"
        ),
    ),
    (
        "mon_d_y",
        re.compile(
            r"(?<![a-z])"
            + _MON
            + r"(?![a-z])\s*(\d{1,2})"
            + _ORD
            + r"(?:\s*,\s*|\s+)"  # "February 2023" is no day 20 of year 23
            + _YEAR
            + r"(?![\d])"
        ),
    ),
    (
        "numeric",
        re.compile(
            r"(?<![a-z\d.,/-])(\d{1,2})\s?([/.\-])\s?(\d{1,2})\s?\2\s?(\d{4}|\d{2})(?![\d])"
        ),
    ),
)


@dataclass(frozen=True, slots=True)
class DateHit:
    raw: str
    iso: str  # resolved in the site's date order
    start: int
    end: int
    certain: bool = True  # False when the printed form also reads in the other order


def _year(text: str) -> int:
    value = int(text.lstrip("'"))
    return value + 2000 if value < 100 else value


def _iso(year: int, month: int, day: int) -> str | None:
    if not 1900 <= year <= 2199:
        return None
    try:
        return date(year, month, day).isoformat()
    except ValueError:
        return None


def _numeric(a: int, b: int, year: int, date_order: str) -> str | None:
    if a > 12 >= b:
        return _iso(year, b, a)
    if b > 12 >= a:
        return _iso(year, a, b)
    if date_order == "mdy":
        return _iso(year, a, b)
    return _iso(year, b, a)


# A numeric date OCR misread a digit of ("11/06/2O", "01/01/2l", "O5.11.2024"): letters that
# look like digits, read as digits when the form is otherwise a numeric date.
_LOOKALIKE = "oilsbz|"
_AS_DIGIT = str.maketrans(_LOOKALIKE, "0115821")
_D = "[0-9" + _LOOKALIKE + "]"
_NUMERIC_SHAPE = re.compile(
    r"(?<![a-z0-9])" + _D + r"{1,4}([/.\-])" + _D + r"{1,2}\1" + _D + r"{2,4}(?![a-z0-9])"
)
_MAX_LOOKALIKES = 2
# A two-character day before a month name with one look-alike ("l1 février 2020",
# "3l-ene-25").
_DAY_SHAPE = re.compile(
    r"(?<![a-z0-9])(?=[0-9" + _LOOKALIKE + r"]?[0-9])[0-9" + _LOOKALIKE + r"]{2}"
    r"(?=[.\-/]?\s*(?:de\s+)?" + _MON + r"(?![a-z])[\s,.\-/]*\d)"
)

# ff-6: a four-digit year after a month name with one look-alike ("27 Mar 2O26", "mars 2o26").
_YEAR_SHAPE = re.compile(
    r"(?<![a-z])(?P<at>"
    + _MON
    + r"[\s,.\-/]*)(?P<year>(?=[0-9]*["
    + _LOOKALIKE
    + r"][0-9]*(?![a-z0-9]))"
    r"[12][0-9" + _LOOKALIKE + r"]{3})(?![a-z0-9])"
)
# ff-6: one separator of a numeric date misread as a letter ("19/10l2026", "19l10/2026").
_SEP_LATE = re.compile(r"(?<![a-z0-9])(\d{1,2})([/.\-])(\d{1,2})[li|](\d{4})(?![a-z0-9])")
_SEP_EARLY = re.compile(r"(?<![a-z0-9])(\d{1,2})[li|](\d{1,2})([/.\-])(\d{4})(?![a-z0-9])")

# Month names this long may have one letter misread; shorter ones are too like other words
# ("Mario", "Marco").
_FUZZY_MONTH = 6
_LONG_MONTHS: dict[int, tuple[str, ...]] = {}
for _name in MONTHS:
    if len(_name) >= _FUZZY_MONTH:
        _LONG_MONTHS[len(_name)] = (*_LONG_MONTHS.get(len(_name), ()), _name)
_WORD = re.compile("[a-z]{" + str(_FUZZY_MONTH) + ",}")


def _month_misread(word: str) -> str | None:
    """The month name ``word`` is one letter off from ("avgustus", "dezemher"), if any."""
    if word in MONTHS:
        return None
    for name in _LONG_MONTHS.get(len(word), ()):
        if sum(a != b for a, b in zip(word, name, strict=True)) == 1:
            return name
    return None


def repair_months(folded: str) -> str:
    """Month names of six letters or more with one letter misread, spelt right (same length,
    so offsets hold); only before a year or after a day, where a month stands."""

    def fix(m: re.Match[str]) -> str:
        name = _month_misread(m[0])
        if name is None:
            return m[0]
        before, after = folded[max(m.start() - 4, 0) : m.start()], folded[m.end() : m.end() + 6]
        return name if re.search(r"\d\W*$", before) or re.match(r"\W*\d", after) else m[0]

    return _WORD.sub(fix, folded)


def repair_digits(folded: str, printed: str = "") -> str:
    """``folded`` with look-alike letters read as digits inside numeric-date forms that hold
    at least four real digits and at most two look-alikes; same length, so offsets hold.
    With the ``printed`` text (``folded``'s unfolded form), a lower-case "b" is read as the
    6 it looks like, a capital "B" as 8 (ff-7: "11.07.202b" is 2026)."""

    def digits(start: int, end: int) -> str:
        form = folded[start:end].translate(_AS_DIGIT)
        if len(printed) != len(folded) or "b" not in printed[start:end]:
            return form
        pairs = zip(form, printed[start:end], strict=True)
        return "".join("6" if p == "b" else f for f, p in pairs)

    def fix(m: re.Match[str]) -> str:
        form = m[0]
        lookalikes = sum(c in _LOOKALIKE for c in form)
        if not lookalikes or lookalikes > _MAX_LOOKALIKES or sum(c.isdigit() for c in form) < 4:
            return form
        return digits(m.start(), m.end())

    folded = _DAY_SHAPE.sub(lambda m: digits(m.start(), m.end()), folded)
    folded = _YEAR_SHAPE.sub(lambda m: m["at"] + digits(m.start("year"), m.end("year")), folded)
    folded = _SEP_LATE.sub(lambda m: f"{m[1]}{m[2]}{m[3]}{m[2]}{m[4]}", folded)
    folded = _SEP_EARLY.sub(lambda m: f"{m[1]}{m[3]}{m[2]}{m[3]}{m[4]}", folded)
    return _NUMERIC_SHAPE.sub(fix, folded)


def dates_in(text: str, date_order: str = "dmy") -> list[DateHit]:
    """Every real date printed in ``text``, left to right, never two overlapping. ``raw`` is
    the print with OCR look-alikes read as digits ("11/06/2O" gives "11/06/20"), so the
    site's date order still resolves it; its words are the printed ones."""
    folded = repair_digits(repair_months(fold(text)), text)
    hits: list[DateHit] = []
    for kind, pattern in _PATTERNS:
        for m in pattern.finditer(folded):
            if any(m.start() < h.end and h.start < m.end() for h in hits):
                continue
            iso: str | None
            certain = True
            if kind == "ymd":
                iso = _iso(int(m[1]), int(m[3]), int(m[4]))
            elif kind == "d_mon_y":
                iso = _iso(_year(m[3]), MONTHS[m[2]], int(m[1]))
            elif kind == "mon_d_y":
                iso = _iso(_year(m[3]), MONTHS[m[1]], int(m[2]))
            else:
                a, b = int(m[1]), int(m[3])
                iso = _numeric(a, b, _year(m[4]), date_order)
                certain = a == b or a > 12 or b > 12
            if iso:
                printed = text[m.start() : m.end()]
                raw = "".join(  # look-alikes as the digits they were read as
                    r if r.isdigit() or (r != p.lower() and r in "/.-") else p
                    for p, r in zip(printed, m[0], strict=True)
                )
                hits.append(DateHit(raw, iso, m.start(), m.end(), certain))
    hits.sort(key=lambda h: h.start)
    return hits


# "Leeds, 3 March 2025", "München, den 3. März 2025", "Lyon, le 07/01/26", "Padova, lì
# 8-giu-2026": a town, a comma, an article or weekday, and the date ending the line.
_PLACE = re.compile(
    r"^[^\W\d_][^\W\d_'.-]*(?:[ '.-]+[^\W\d_]+){0,3}\s*,\s*(?:[^\W\d_]{1,12}\.?\s*,?\s*){0,2}$"
)


def place_date(text: str, hits: Sequence[DateHit], start: int = 0) -> DateHit | None:
    """The date of a place-and-date line (the letter's date: the document's own date); from
    ``start`` (a column's first character: ff-15, "Montoya Obras S.A.   Barcelona, 09/10/25")."""
    if len(hits) != 1 or hits[0].end < len(text.rstrip()) - 1 or hits[0].start < start:
        return None
    if text[:start].rstrip().endswith(":"):
        return None  # a label's value in its next column ("Zahlbar bis:   Montag, 12. Januar")
    prefix = text[start : hits[0].start].lstrip()
    toks = ph.tokens(prefix)
    if not _PLACE.match(prefix) or (toks and ph.find_phrases(toks, lx.DATE_LABELS)):
        return None
    return hits[0]
