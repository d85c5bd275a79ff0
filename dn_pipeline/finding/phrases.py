"""Tolerant phrase matching over a line's tokens, for the lexicon's labels (``lexicon.py``).

Label text is folded (accents off, lower case), cut into alphanumeric tokens (``#`` is a
token of its own), German / Dutch compounds are split before a number or date word
("Rechnungsnr." -> rechnung nr, "Lieferscheindatum" -> lieferschein datum), and a phrase
matches when each of its tokens equals the line's token, or, for words of six letters or
more, is within one edit of it (two from ten letters; OCR noise: "Involce", "Subtotai").
Spacing, case and punctuation do not count: "P.O.#", "p o #" and "PO#" are the same label.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from rapidfuzz import process
from rapidfuzz.distance import Levenshtein

from dn_pipeline.finding.lexicon import DOC_STEMS, NUMBER_WORDS

_NUMBER_FIRST = frozenset(w[0] for w in NUMBER_WORDS)


# ff-12: letters with no decomposition into a base letter and an accent ("Dostawa własna",
# "Złączne", "Søren", "Đorđe"): their base letter, one character for one.
_BARE = {"ł": "l", "Ł": "l", "ø": "o", "Ø": "o", "đ": "d", "Đ": "d", "ı": "i"}


@lru_cache(maxsize=4096)
def _fold_char(char: str) -> str:
    if char in _BARE:
        return _BARE[char]
    base = unicodedata.normalize("NFKD", char)[:1] or char
    return base.lower() if base.isascii() else char.lower()[:1] or char


def fold(text: str) -> str:
    """Lower case without accents, one character per character (offsets stay valid)."""
    if text.isascii():  # most of a page: nothing to take off, and lower() keeps offsets
        return text.lower()
    return "".join(map(_fold_char, text))


_TOKEN = re.compile(r"[a-z0-9]+|#")
# A colon after a label, spaces before it allowed ("Nº albarán proveedor :"): ``COLON.match``.
COLON = re.compile(r"\s*:")
_NUMBER_SUFFIXES = ("nummer", "number", "numero", "nr", "no")
_DATE_SUFFIXES = ("datum",)
_COMPOUND_MIN_STEM = 4


@dataclass(frozen=True, slots=True)
class Tok:
    t: str
    start: int
    end: int


def _split_compound(token: str) -> list[str]:
    for suffixes in (_NUMBER_SUFFIXES, _DATE_SUFFIXES):
        for suffix in suffixes:
            stem = token[: -len(suffix)]
            if token.endswith(suffix) and len(stem) >= _COMPOUND_MIN_STEM and stem.isalpha():
                if suffix == "no" and stem not in DOC_STEMS:
                    continue  # "casino", "piano": only a known document word + "no"
                if stem.endswith("s") and stem[:-1] in DOC_STEMS:
                    stem = stem[:-1]  # German linking s: rechnungs-nr, leistungs-datum
                return [stem, suffix]
    return [token]


def _split_misread(token: str) -> list[str]:
    """A compound label whose "rn" OCR read as "m" where its two words meet
    ("Factuumummer": factuur + nummer); else the token alone."""
    for at in (i for i, char in enumerate(token) if char == "m"):
        parts = _split_compound(f"{token[:at]}rn{token[at + 1 :]}")
        if len(parts) == 2 and len(parts[0]) - 1 <= at <= len(parts[0]):
            return parts
    return [token]


def tokens(text: str) -> list[Tok]:
    """Folded label tokens of ``text`` with their character offsets in ``text``."""
    return list(_tokens(text))


@lru_cache(maxsize=8192)
def _tokens(text: str) -> tuple[Tok, ...]:
    out: list[Tok] = []
    for token, start, end, gap in _healed(fold(text)):
        if not token.isdigit() and sum(c.isdigit() for c in token) == 1 and len(token) > 3:
            # One OCR digit inside a word: "lnv0ice", "Subt0tal".
            token = _in_word(token)
        if token in ("n0", "p0"):
            token = token[0] + "o"  # "N0.:", "P0 #" (OCR's zero for an o)
        elif len(token) <= 3 and not token.isdigit() and not token.isalpha():
            token = _short_word(token)  # ff-7: "5u ref." is "Su ref."
        if token.endswith("s") and token[:-1] in DOC_STEMS:
            token = token[:-1]  # "Leistungs-Datum", "Rechnungs-Nr."
        parts = _split_compound(token) if token.isalpha() else [token]
        if len(parts) == 1 and token.isalpha() and "m" in token:
            parts = _split_misread(token)
        if gap >= 0:  # healed across a space: offsets past it one further
            split = len(token) - len(parts[-1]) if len(parts) == 2 else len(token)
            cut = start + split + (split >= gap)
            out.append(Tok(parts[0], start, min(cut, end)))
            if len(parts) == 2:
                out.append(Tok(parts[1], cut, end))
        elif len(parts) == 1:
            out.extend(_glued(token, start))
        else:
            cut = start + len(parts[0]) + (len(token) - len(parts[0]) - len(parts[1]))
            head = _glued(parts[0], start)
            head[-1] = Tok(head[-1].t, head[-1].start, cut)  # with a linking s
            out.extend(head)
            out.append(Tok(parts[1], cut, end))
    return tuple(out)


_MIN_HEALED = 6  # letters of a label word OCR broke with a space


def _healed(folded: str) -> list[tuple[str, int, int, int]]:
    """The tokens of ``folded`` (text, start, end, where a healed one's space was in its
    text, else -1), a label word OCR broke in two with a space made whole again (ff-15:
    "Nu mero:" is numero, "Liefersch einnummer" is lieferschein nummer): two letter runs one
    space apart, the second no label word, whose letters together are one (or a compound
    of them)."""
    runs = [(m[0], m.start(), m.end(), -1) for m in _TOKEN.finditer(folded)]
    vocabulary = _vocabulary()
    out: list[tuple[str, int, int, int]] = []
    k = 0
    while k < len(runs):
        token, start, end, _ = runs[k]
        if k + 1 < len(runs):
            after, after_start, after_end, _ = runs[k + 1]
            joined = token + after
            if (
                after_start == end + 1
                and folded[end] == " "
                and token.isalpha()
                and after.isalpha()
                and len(joined) >= _MIN_HEALED
                and after not in vocabulary
                and all(part in vocabulary for part in _split_compound(joined))
            ):
                out.append((joined, start, after_end, len(token)))
                k += 2
                continue
        out.append(runs[k])
        k += 1
    return out


def _glued(token: str, start: int) -> list[Tok]:
    """``token`` (at ``start``) as its label words, when OCR lost the space between them."""
    parts = _unglue(token)
    out = []
    for part in parts:
        out.append(Tok(part, start, start + len(part)))
        start += len(part)
    return out


@lru_cache(maxsize=1)
def _vocabulary() -> frozenset[str]:
    """Every word of the lexicon's number, PO, date, title and account labels."""
    from dn_pipeline.finding import lexicon as lx
    from dn_pipeline.finding.paperwork import ACCOUNT_LABELS

    tables = (lx.NUMBER_LABELS, lx.PO_LABELS, lx.DATE_LABELS, lx.TITLE_LABELS, ACCOUNT_LABELS)
    return frozenset(w for table in tables for phrase in table for w in phrase if w.isalpha())


# OCR digits read as the letters they stand for: inside a word ("lnv0ice"), and in a short
# word or a value that is letters but for one ("5u", "8ezeichnung").
_IN_WORD = str.maketrans("0157", "olst")
AS_LETTER = str.maketrans("0158", "olsb")
_GLUED_DIGITS = re.compile(r"([a-z]{4,})(\d{3,})")
_MIN_GLUED = 6  # letters of a token two label words lost their space in
_MIN_TAIL = 4


def _in_word(token: str) -> str:
    """A word with one OCR digit in it as letters: a one is an l ("Artike1"), or an i where
    that parts label words OCR also glued together (ff-14: "Del1veryNote")."""
    word = token.translate(_IN_WORD)
    if "1" in token:
        other = token.replace("1", "i").translate(_IN_WORD)
        if len(_unglue(other)) > len(_unglue(word)):
            return other
    return word


def _short_word(token: str) -> str:
    """A word of two or three characters with one OCR look-alike digit, when it reads as a
    label word ("5u" -> "su"); else the token as it was."""
    if sum(c.isdigit() for c in token) != 1:
        return token
    word = token.translate(AS_LETTER)
    return word if word.isalpha() and word in _vocabulary() else token


def _unglue(token: str) -> list[str]:
    """ff-7: two label words OCR printed without their space ("Supedido" -> su pedido,
    "Uwordernr" -> uw order nr, "Fechaentrega"), or a label word and its number
    ("Número5417945" -> numero 5417945); else the token alone."""
    vocabulary = _vocabulary()
    glued = _GLUED_DIGITS.fullmatch(token)
    if glued:
        words = _split_compound(glued[1])
        if all(p in vocabulary for p in words) and sum(map(len, words)) == len(glued[1]):
            return [*words, glued[2]]
        return [token]
    if len(token) < _MIN_GLUED or not token.isalpha() or token in vocabulary:
        return [token]
    for cut in range(2, len(token) - 1):
        head, tail = token[:cut], token[cut:]
        short = len(tail) < _MIN_TAIL and len(head) < _MIN_GLUED - 1  # "CustomerPO", not "Supo"
        if head in vocabulary and tail in vocabulary and not short:
            return [head, tail]
    return [token]


# Letters OCR takes for one another at a word's start. Another first letter with the rest
# spelt right is another word, not a misread label: "Socket" (an item) is no "Docket",
# "Pocket" none either; "Iieferschein" and "0rder" are misreads.
_SHAPES = ("ocdqeg", "iltjf", "bh", "nmr", "uv")
_SHAPE_OF = {c: k for k, group in enumerate(_SHAPES) for c in group}


def _same(word: str, token: str) -> bool:
    if word == token:
        return True
    if "rn" in token and token.replace("rn", "m") == word:
        return True  # OCR's "rn" for "m": "comrnande", "Nurnmer"
    if len(word) < 6 or abs(len(word) - len(token)) > 2:
        return False  # "klant" / "plant": short words must be spelt right
    if word[1:] == token[1:] and token[0].isalpha() and word[0].isalpha():
        shape = _SHAPE_OF.get(word[0])
        return shape is not None and shape == _SHAPE_OF.get(token[0])
    allowed = 1 if len(word) < 10 else 2
    return Levenshtein.distance(word, token, score_cutoff=allowed) <= allowed


def match_at(phrase: tuple[str, ...], toks: list[Tok], index: int) -> bool:
    if index + len(phrase) > len(toks):
        return False
    return all(_same(word, toks[index + k].t) for k, word in enumerate(phrase))


@dataclass(frozen=True, slots=True)
class _Index:
    phrases: dict[tuple[str, ...], str]
    by_first: dict[str, tuple[tuple[str, ...], ...]]
    long_firsts: tuple[str, ...]
    cache: dict[tuple[tuple[Tok, ...], frozenset[int]], tuple[tuple[int, int, str], ...]]


_INDEXES: dict[int, _Index] = {}


def _index(phrases: dict[tuple[str, ...], str]) -> _Index:
    """Phrases by first word (built once per phrase table; the tables are module constants)."""
    found = _INDEXES.get(id(phrases))
    if found is not None and found.phrases is phrases:
        return found
    by_first: dict[str, list[tuple[str, ...]]] = {}
    for phrase in phrases:
        by_first.setdefault(phrase[0], []).append(phrase)
    index = _Index(
        phrases=phrases,
        by_first={k: tuple(sorted(v, key=lambda p: (-len(p), p))) for k, v in by_first.items()},
        long_firsts=tuple(sorted(k for k in by_first if len(k) >= 6)),
        cache={},
    )
    if len(_INDEXES) < 64:
        _INDEXES[id(phrases)] = index
    return index


@lru_cache(maxsize=65536)
def _near(token: str, firsts: tuple[str, ...]) -> tuple[str, ...]:
    if len(token) < 4:
        return ()
    near = process.extract(token, firsts, scorer=Levenshtein.distance, score_cutoff=2, limit=None)
    return tuple(w for w, _, _ in near if w != token and _same(w, token))


def find_phrases(
    toks: list[Tok], phrases: dict[tuple[str, ...], str], breaks: frozenset[int] = frozenset()
) -> list[tuple[int, int, str]]:
    """Non-overlapping matches (first token, past-last token, kind); longest phrase first.

    ``breaks`` are character offsets where a column gap lies (``layout.column_breaks``): no
    phrase spans one, so "Purchase Order" and "Date" heading two columns of one header row
    are two labels, not an "Order Date".
    """
    index = _index(phrases)
    key = (tuple(toks), breaks)
    cached = index.cache.get(key)
    if cached is None:
        cached = _find(toks, index, breaks)
        if len(index.cache) > 20000:
            index.cache.clear()
        index.cache[key] = cached
    return list(cached)


def inside_longer(first: int, last: int, spans: list[tuple[int, int, str]]) -> bool:
    """Tokens ``first``..``last`` are a part of a longer match among ``spans`` (what
    ``find_phrases`` gives for a wider lexicon): the "n." of "Vs. ordine n.", the "commande"
    of "N° de bon de commande"."""
    return any(a <= first and last <= b and b - a > last - first for a, b, _ in spans)


def break_before(toks: list[Tok], index: int, breaks: frozenset[int]) -> bool:
    """A column gap (one of ``breaks``) lies between token ``index`` and the one before."""
    return index > 0 and any(toks[index - 1].end <= b <= toks[index].start for b in breaks)


def _spans_break(toks: list[Tok], start: int, end: int, breaks: frozenset[int]) -> bool:
    return any(break_before(toks, k, breaks) for k in range(start + 1, end))


def _find(
    toks: list[Tok], index: _Index, breaks: frozenset[int] = frozenset()
) -> tuple[tuple[int, int, str], ...]:
    phrases = index.phrases
    found: list[tuple[int, int, tuple[str, ...]]] = []
    for at, tok in enumerate(toks):
        rn_m = (tok.t.replace("rn", "m"),) if "rn" in tok.t else ()  # "Núrn." is "Núm."
        for first in (tok.t, *rn_m, *_near(tok.t, index.long_firsts)):
            for phrase in index.by_first.get(first, ()):
                if match_at(phrase, toks, at) and not (
                    breaks and _spans_break(toks, at, at + len(phrase), breaks)
                ):
                    inexact = sum(w != toks[at + k].t for k, w in enumerate(phrase))
                    found.append((at, 2 * len(phrase) - inexact, phrase))
    # Longest first, a word matched only within OCR tolerance counting half (the exact
    # "Vostro ordine n." before a "Nostro ordine n." one letter off); of two as long, one
    # that starts with its head word ("Bestell-Nr") before one that starts with a number
    # word ("Nr. Bestell..." across two labels).
    found.sort(key=lambda f: (-f[1], f[2][0] in _NUMBER_FIRST, f[0], f[2]))
    taken = [False] * len(toks)
    hits: list[tuple[int, int, str]] = []
    for start, _, phrase in found:
        end = start + len(phrase)
        if any(taken[start:end]):
            continue
        hits.append((start, end, phrases[phrase]))
        for k in range(start, end):
            taken[k] = True
    hits.sort()
    return tuple(hits)


_CHAIN_GAP = re.compile(r"[\s.:°º'’-]*[/|][\s.:°º'’-]*")


def _stroke(text: str, tok: Tok) -> bool:
    """``tok`` is a thin "/" as OCR reads it: "1", "l" or "i" standing alone between spaces
    (ff-17: not the "L" of "N.L.", Nuevo León, after "Monterrey, N.")"""
    before, after = text[tok.start - 1 : tok.start], text[tok.end : tok.end + 1]
    return tok.t in ("1", "l", "i") and before in ("", " ") and after in ("", " ")


def chained(
    text: str,
    toks: list[Tok],
    hits: list[tuple[int, int, str]],
    rank: dict[str, float] | None = None,
) -> list[tuple[int, int, str]]:
    """ff-9: one label printed in several languages ("Nr. / N°", "Datum / Date / Data",
    "Leveringsbon nr. / Bon de livraison n°"): matches of one table separated by nothing but
    a "/" or "|" are one match, of the kind ``rank`` ranks highest (else the last's)."""
    if len(hits) < 2:
        return hits
    out: list[tuple[int, int, str]] = []
    for hit in hits:
        prev = out[-1] if out else None
        # (OCR reads a thin "/" as "1", "l" or "I": "Nr. 1 N°:")
        stroke = prev is not None and prev[1] + 1 == hit[0] and _stroke(text, toks[prev[1]])
        if prev is not None and (prev[1] == hit[0] or stroke):
            gap = text[toks[prev[1] - 1].end : toks[hit[0]].start]
            if stroke:
                mark = toks[prev[1]]
                gap = gap.replace(text[mark.start : mark.end], "/", 1)
            if _CHAIN_GAP.fullmatch(gap):
                kinds = (prev[2], hit[2])
                kind = max(kinds, key=lambda k: rank.get(k, 0.0)) if rank else hit[2]
                out[-1] = (prev[0], hit[1], kind)
                continue
        out.append(hit)
    return out
