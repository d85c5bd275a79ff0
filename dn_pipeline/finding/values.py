"""How a clerk reads a value after its label (ff-5): a number printed in spaced digit groups
is one number, a placeholder after a PO label means the page has no PO, and a barcode's
caption between asterisks names the document when no label does.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from dn_pipeline.finding import lexicon as lx
from dn_pipeline.finding import ocr_values
from dn_pipeline.finding import phrases as ph
from dn_pipeline.finding.dates import MONTHS, dates_in
from dn_pipeline.finding.layout import Line, Token
from dn_pipeline.finding.paperwork import ACCOUNT_LABELS

# --- what a value is -----------------------------------------------------------------------

_MONEY = re.compile(r"^[$€£]?\d{1,3}(?:[.,' ]\d{3})*[.,]\d{2}[$€£]?$")
# A date's digits: day, month, year or year, month, day. ff-12: three or four digits before a
# month and a year are a number's sequence, not a day ("1486/11/2026", Polish "WZ 433/07/2026").
# ff-16: a month and its year ("MAR 2024", "März 2024", "juin '24"): a period or the tail of a
# date stamp, never a number
_MONTH_YEAR = re.compile(
    r"(?<![a-z0-9])(?:"
    + "|".join(sorted(MONTHS, key=len, reverse=True))
    + r")\.?[ ./-]?(?:(?:19|20)\d\d|'\d\d)(?![a-z0-9])"
)
_NUMERIC_DATE = re.compile(r"^(?:\d{1,2}[./-]\d{1,2}[./-]\d{1,4}|\d{4}[./-]\d{1,2}[./-]\d{1,2})$")
_MAX_VALUE = 40
EVERY: dict[tuple[str, ...], str] = {
    **{t: "title" for t in lx.TITLE_LABELS},
    **lx.DATE_LABELS,
    **lx.NUMBER_LABELS,
    **lx.PO_LABELS,
    **ACCOUNT_LABELS,
}


# OCR's look-alikes of digits. Read as digits between two digits ("PB375B016"), trailing
# after three digits when O / I / l, and lowercase beside a digit in a value that has no
# other lowercase letter ("A23/o3937", "418122b8": ids are printed in capitals and digits).
_AS_DIGIT = str.maketrans("OoIlSBZbGsz", "00115826652")
_BETWEEN_DIGITS = re.compile(r"(?<=\d)[OoIlSBZbG](?=\d)|(?<=\d{3})[OoIl]$")
_LOWER_LOOKALIKE = re.compile(r"(?<=\d)[olbsz]|[olbsz](?=\d)")


def clean_id(text: str) -> str:
    """A value without edge punctuation, OCR look-alikes of digits read as digits."""
    text = text.strip(" .:,;-/#_*")[:_MAX_VALUE]
    text = ocr_values.repair(_BETWEEN_DIGITS.sub(lambda m: m[0].translate(_AS_DIGIT), text))
    lower = [i for i, c in enumerate(text) if c.islower()]
    if lower and len(lower) == len(_LOWER_LOOKALIKE.findall(text)):
        text = _LOWER_LOOKALIKE.sub(lambda m: m[0].translate(_AS_DIGIT), text)
    return text


_LOOKS_LIKE_LETTER = frozenset("01568")


def _misread_word(value: str) -> bool:
    """ff-7: a word OCR put one look-alike digit in ("8ezeichnung", "K1inikum", "c1ient",
    "C0de"): letters but for that digit, lower case after the first (ids are printed in
    capitals and digits)."""
    digits = [c for c in value if c.isdigit()]
    if len(digits) != 1 or digits[0] not in _LOOKS_LIKE_LETTER:
        return False
    rest = value.replace(digits[0], "", 1)
    return (
        len(rest) >= 3
        and rest.isalpha()
        and rest[1:].islower()
        and sum(c.islower() for c in rest) >= 2
    )


def is_id(value: str) -> bool:
    """A document / PO number: has a digit, 3+ alphanumerics, is not a date, money or %, nor
    a label OCR put a digit in ("Bestel1nummer" heading the next column)."""
    alnum = sum(c.isalnum() for c in value)
    if alnum < 3 or not any(c.isdigit() for c in value) or len(value) > _MAX_VALUE:
        return False
    if _MONEY.match(value) or _NUMERIC_DATE.match(value) or value.endswith("%"):
        return False
    if _MONTH_YEAR.fullmatch(ph.fold(value)):
        return False
    return not dates_in(value) and not _misread_label(value) and not _misread_word(value)


def in_month_year(text: str, start: int, end: int) -> bool:
    """ff-16: ``text[start:end]`` is part of a month and its year ("29 MAR 2024" under a
    label: its "2024" is no number)."""
    return any(m.start() < end and start < m.end() for m in _MONTH_YEAR.finditer(ph.fold(text)))


def _misread_label(value: str) -> bool:
    """A word of letters with one digit that, read as a letter, is a label of the lexicon."""
    if sum(c.isdigit() for c in value) != 1 or sum(c.isalpha() for c in value) < 5:
        return False
    toks = ph.tokens(ph.fold(value).translate(ph.AS_LETTER))
    return bool(toks) and bool(ph.find_phrases(toks, EVERY))


# --- spaced digit groups ("PO 3426 7379", "ORD 566 388", "179 440", "DN 2026 004711") --------

# A value that may go on in groups: digits, or a short letter code and digits ("ORD 566").
_GROUPABLE = re.compile(r"(?:[A-Za-z]{1,3} )?\d{2,6}")
_GROUP = re.compile(r"\d{2,4}")
# ff-10: a group of five or six digits ends the value ("DN 2026 004711", "26 754005")
_LAST_GROUP = re.compile(r"\d{5,6}")
_MAX_GROUPS = 4
_AT_HYPHEN = re.compile(r" (-?\d{2,})(?=\s|$)")
_GAP = 0.9  # a single space, in line heights: a column gap is wider
# What a quantity's number is followed by: the groups before it are no part of the value.
_UNIT = re.compile(
    r"(?:x|kg|g|t|to|m|m2|m3|mm|cm|l|lt|ml|pcs|pc|pz|pce|stk|st|ea|u|un|uds|bag|bags|box|pal"
    r"|rol|roll|set|sack|sacs|sacchi|colli|units?|pieces?|stuck|stueck|%)(?![a-z0-9])"
)
_DAY_MONTH_YEAR = re.compile(r"(?<!\d)(?:\d{1,2} ){2}(?:\d{2}|\d{4})(?!\d)")
_LOOKALIKES = frozenset("OoIlSBZG")


def digit_group(text: str) -> str:
    """``text`` as a group of digits (ff-10: one OCR look-alike among three digits or more
    read as its digit: "202G", "8O2760"), else ""."""
    if text.isdigit():
        return text
    odd = [c for c in text if not c.isdigit()]
    if len(text) >= 4 and len(odd) == 1 and odd[0] in _LOOKALIKES and text[0].isdigit():
        return text.translate(_AS_DIGIT)
    return ""


def join_groups(line: Line, value: str, end: int) -> tuple[str, int]:
    """``value`` (ending at character ``end`` of the line) with the digit groups printed
    after it, one space apart, joined: groups of two to four digits, or a last one of five
    or six, each a single space from the last, and not followed by a unit or another number
    (a quantity) nor a town's name (a postcode) nor reading as a date. Returns the value and
    the character offset where it now ends."""
    toks, starts = line.tokens, line.starts
    at = next((k for k, s in enumerate(starts) if s + len(toks[k].t) == end), -1)
    if at < 0:
        return value, end
    split = _AT_HYPHEN.match(line.text, end)
    if (
        split
        and value.endswith("-") != split[1].startswith("-")
        and at + 1 < len(toks)
        and toks[at + 1].x0 - toks[at].x1 <= _GAP * line.height
    ):  # ff-14: a number OCR broke at its hyphen ("ALB-24- 13356", "PB23 -07241")
        return value + split[1], split.end()
    head, _, digits = value.rpartition(" ")
    group = digit_group(digits)
    if not group or not _GROUPABLE.fullmatch(f"{head} {group}" if head else group):
        return value, end
    k = at
    groups: list[str] = []
    while k + 1 < len(toks) and len(groups) < _MAX_GROUPS:
        nxt = toks[k + 1]
        if nxt.x0 - toks[k].x1 > _GAP * line.height:
            break
        digits_of = digit_group(nxt.t)
        if _GROUP.fullmatch(digits_of):
            groups.append(digits_of)
            k += 1
            continue
        if _LAST_GROUP.fullmatch(digits_of) and len(group) <= 4:
            groups.append(digits_of)
            k += 1
        break
    if not groups:
        return value, end
    if k + 1 < len(toks) and toks[k + 1].x0 - toks[k].x1 <= _GAP * line.height:
        after = ph.fold(toks[k + 1].t)
        if after[:1].isdigit() or _UNIT.match(after):
            return value, end  # "4711 12 25 kg", "4711 12 3": a quantity follows
        if len(groups[-1]) in (4, 5) and toks[k + 1].t[:1].isupper() and after.isalpha():
            return value, end  # "4711 48155 Münster": a postcode and its town follow
    tail = " ".join([group, *groups])
    if _DAY_MONTH_YEAR.search(tail) or dates_in(tail):
        return value, end  # "4711 12 03 2026": a date follows
    head = f"{head} " if head else ""
    return head + " ".join([group, *groups]), starts[k] + len(toks[k].t)


def unit_after(text: str, end: int) -> bool:
    """ff-9: a unit follows offset ``end`` of ``text`` ("12500 kg"): the number is a quantity."""
    return bool(_UNIT.match(ph.fold(text[end:]).lstrip()))


# --- the value right after a label ----------------------------------------------------------

# ff-11: a dotted leader OCR read as commas (",,,,") separates a label from its value too
_SKIP = re.compile(
    r"(?:[\s:#.\-–=°º*_…]|,{2,})*(?:(?:n[o°º]?|nr|no|num|nummer|number|numero|número)\.?"
    r"(?![A-Za-z0-9])[\s:#.\-–=_…]*)?",
    re.IGNORECASE,
)
# ff-14: never the part of a value before a mark OCR read for one of its characters
# ("DEL5;85~5", "D427'375", "SD/828`97"): the whole of it is unreadable, and a number cut
# short there is another number
_LEADER = re.compile(r"\.{4,}|…{2,}|,{4,}")
VALUE = re.compile(r"[A-Za-z0-9][A-Za-z0-9\-/_.]*+(?![;~'`^¦°´’|!][A-Za-z0-9])")


# A document type's code before its number ("DDT 6883/24", "BL 1-359798"): the number.
_DOC_CODES = frozenset(t for t in (*lx.DN_TITLES, *lx.INVOICE_TITLES) if len(t) == 1)

# A number OCR printed with the next label's word, its space lost ("26839276Date"), or with
# the word that introduces its date ("DDT26-83251del venerdì 17 luglio").
_GLUED_LABEL = re.compile(r"(.*\d)([A-Z][a-z]{2,}|[a-z]{3,})")
_DATED = lx.DATE_WORD_SET | {"vom", "van", "dal"}


def right_value(line: Line, end: int) -> tuple[str, tuple[int, ...]] | None:
    """The value printed right after a label (``end``): the next thing, if it is a number."""
    skip = _SKIP.match(line.text, end)
    start = skip.end() if skip else end
    m = VALUE.match(line.text, start)
    if not m:
        return None
    gap = line.x_at(m.start()) - line.x_at(max(end - 1, 0))
    led = _LEADER.search(line.text, end, start) is not None  # ff-14: a dotted leader's
    if gap > 40 * line.height and not led:  # a value right-aligned in its column is still
        return None  # the next thing; one a dotted leader leads to, however far
    value, stop_at = m[0], m.end()
    glued = _GLUED_LABEL.fullmatch(value)
    if glued and (ph.fold(glued[2]) in _DATED or ph.find_phrases(ph.tokens(glued[2]), EVERY)):
        value, stop_at = glued[1], m.start() + len(glued[1])  # ff-7: "26839276Date"; ff-9: "del"
    nxt = VALUE.match(line.text, m.end() + 1) if m.end() < len(line.text) else None
    if (
        nxt
        and len(value) <= 3
        and value.isalnum()
        and not value.isalpha()
        and value.translate(ph.AS_LETTER).isalpha()
        and nxt[0][:1].isdigit()
        and line.text[m.end() : nxt.start()] == " "
    ):  # ff-8: "B5T 163435", "0DA 5261/25": a code OCR put a digit in, then the number
        m, value, stop_at = nxt, nxt[0], nxt.end()
    elif (
        nxt
        and len(value) <= 3
        and (ph.fold(value),) in _DOC_CODES
        and not nxt[0][:1].isdigit()
        and line.text[m.end() : nxt.start()] == " "
        and is_id(clean_id(nxt[0]))
    ):  # ff-13: "Bon de livraison N° BL BL-24-91908": the label's code, then the value
        m, value, stop_at = nxt, nxt[0], nxt.end()
    elif (
        nxt
        and value.isalpha()
        and len(value) <= 3
        and nxt[0][:1].isdigit()
        and line.text[m.end() : nxt.start()] == " "
    ):
        if group := digit_group(nxt[0]):  # ff-10: "DN 202G 707667", a look-alike in it
            value, stop_at = f"{value} {group}", nxt.end()  # "RM 58214"
        elif (ph.fold(value),) in _DOC_CODES:  # ff-8: "DDT 6883/24", "BL 1-359798"
            m, value, stop_at = nxt, nxt[0], nxt.end()
        else:  # ff-8: "FT 8156/23"
            value, stop_at = f"{value} {nxt[0]}", nxt.end()
    value, stop_at = join_groups(line, value, stop_at)  # "3426 7379": one number
    value = clean_id(value)
    if not is_id(value):
        return None
    return value, line.words_between(m.start(), stop_at)


# --- whose value a token under a header row is (ff-6) ------------------------------------------


def nearest_label(token: Token, spans: Sequence[tuple[float, float]]) -> int:
    """The index of the header label (``x0, x1`` span) ``token`` stands under: the one whose
    left or right edge it lines up with best (a value left- or right-aligned in its cell)."""
    return min(
        range(len(spans)),
        key=lambda k: min(abs(token.x0 - spans[k][0]), abs(token.x1 - spans[k][1])),
    )


_NAMED = re.compile(r"[^\W\d_]{2,}\.?:$")  # a word and a colon: the name of what follows


def labels_value(line: Line, token: Token) -> bool:
    """``token`` is the value printed right after a label of its own line ("Auftrags-Nr.:
    ORD394463", "Schedule Ref: 742422"): it is that label's, not a value of the label above
    it."""
    k = line.tokens.index(token)
    if k > 0 and _NAMED.search(line.tokens[k - 1].t):
        return True  # "Schedule Ref: 742422", the value in a column right of its label
    toks = ph.tokens(line.text[: line.starts[k]])
    if not toks:
        return False
    hits = ph.find_phrases(toks, EVERY)
    if not hits or len(toks) - hits[-1][1] > 1:  # "Bestellnummer AB 744932": one code between
        return False
    first = line.token_at(toks[hits[-1][0]].start)
    return (
        first < k
        and all(  # no column gap between the label and the token
            b.x0 - a.x1 <= 1.5 * line.height
            for a, b in zip(line.tokens[first:k], line.tokens[first + 1 : k + 1], strict=True)
        )
    )


# --- placeholders after a PO label ("as per phone", "TBC", "verbal", "-") -------------------

_PLACEHOLDER = re.compile(
    r"[\s:#.=]*(?:[-–—]+(?=[.,;:)]*(?:\s|$))|(?:"
    r"as per (?:tel(?:ephone)?|phone)|per (?:tel(?:ephone)?|phone)|by (?:tel(?:ephone)?|phone)"
    r"|phone(?:d)?(?: order)?|telephone(?: order)?|verbal(?:ly|e|mente)?|oral(?:ly|e)?"
    r"|tbc|tba|tbd|to follow|n/?a|nil|none|not applicable"
    r"|telefonisch|mundlich|folgt|keine?|ohne"
    r"|par telephone|telephonique|a confirmer|aucune?|sans"
    r"|per telefono|telefonic[oa]|da confermare|nessuno|senza"
    r"|por telefono|a confirmar|ninguno|sin pedido|sin"
    r"|n\.?v\.?t\.?|geen|zonder|volgt)(?=[.,;:)]*(?:\s|$)))",
)


def placeholder_after(line: Line, end: int) -> bool:
    """A label at character ``end`` is followed by a placeholder, not a value: "PO: TBC",
    "Your Ref: as per phone", "Pedido: -". A dash before a value ("PO - 4711") is a
    separator; a placeholder is alone in its cell (line end, a column gap or no value)."""
    m = _PLACEHOLDER.match(ph.fold(line.text), end)
    if not m:
        return False
    after = [k for k, s in enumerate(line.starts) if s >= m.end()]
    if not after:
        return True
    nxt = line.tokens[after[0]]
    if nxt.x0 - line.x_at(max(m.end() - 1, 0)) > 1.5 * line.height:
        return True  # the next column's
    return not is_id(clean_id(nxt.t))


# --- a barcode's caption ("*DN26-03496*") ---------------------------------------------------

_CAPTION = re.compile(r"\*([A-Z0-9][A-Z0-9\-/.]{2,30}[A-Z0-9])\*")


def barcode_captions(lines: Sequence[Line]) -> list[tuple[str, int, int]]:
    """Values printed between asterisks, as a Code 39 barcode's caption is: (value, line,
    input word)."""
    out = []
    for index, line in enumerate(lines):
        for token in line.tokens:
            m = _CAPTION.fullmatch(token.t)
            if m and any(c.isdigit() for c in m[1]):
                out.append((m[1], index, token.word))
    return out
