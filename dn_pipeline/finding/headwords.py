"""ff-11: what a letterhead prints beside the firm's name, as a clerk tells them apart: a
letterhead in spaced capitals ("B R I C K W O R X") is one word, not a letter; a slogan
("Building the region, load by load", "Ihr Partner am Bau", "Qualità dal 1964") and an
address line ("Industriestraße 45, Brunnstadt") are never the name.
"""

from __future__ import annotations

import itertools
import re

from dn_pipeline.finding import lexicon as lx
from dn_pipeline.finding import phrases as ph
from dn_pipeline.finding import transport
from dn_pipeline.finding.abbrev import DATE_ABBREVIATIONS, OWN_ABBREVIATIONS, PO_ABBREVIATIONS
from dn_pipeline.finding.layout import Line

# Words that make a text a label, a title or a form's caption, never a name (moved here from
# ``supplier.py`` in ff-11, for its size). Not ff-11's abbreviations: "DT Plant Hire Ltd",
# "DD Bouw B.V." are names.
LABELLISH = {
    **lx.NUMBER_LABELS, **lx.PO_LABELS, **lx.DATE_LABELS, **lx.CUSTOMER_LABELS,
    **{t: "title" for t in (*lx.DN_TITLES, *lx.INVOICE_TITLES, *lx.OTHER_TITLES)},
    **{t: "title" for t in (*transport.CONSIGNMENT_TITLES, *transport.POD_TITLES)},  # ff-8
    ("page",): "x", ("seite",): "x", ("total",): "x", ("tel",): "x", ("phone",): "x",
    ("fax",): "x", ("email",): "x", ("vat",): "x", ("abn",): "x", ("tax",): "x",
    ("gst",): "x", ("iban",): "x", ("bic",): "x", ("btw",): "x", ("tva",): "x",
    ("ust",): "x", ("account",): "x", ("cashier",): "x", ("amount",): "x", ("logo",): "x",
    ("reference",): "x", ("check", "in"): "x", ("summary",): "x", ("description",): "x",
    ("qty",): "x", ("quantity",): "x", ("thank", "you"): "x", ("welcome",): "x",
    ("greetings",): "x", ("dear",): "x", ("geachte",): "x", ("code",): "x", ("unit",): "x",
    ("item",): "x", ("received",): "x", ("driver",): "x", ("signature",): "x", ("signed",): "x",
    ("notes",): "x", ("comments",): "x", ("price",): "x", ("subtotal",): "x", ("cash",): "x",
    ("line",): "x", ("pos",): "x", ("until", "paid"): "x", ("paid", "in", "full"): "x",
}  # fmt: skip
for _short in (*PO_ABBREVIATIONS, *OWN_ABBREVIATIONS, *DATE_ABBREVIATIONS):
    if len(_short) == 1 or len(_short[0]) <= 2:
        LABELLISH.pop(_short, None)
_MIN_LETTERS = 3
_WORD_GAP = 1.8  # a gap this many times the typical one between letters ends a word


def spaced_capitals(seg: Line) -> str:
    """A segment of single capitals, one space or more apart ("S T E E N B E E K"), as the
    word(s) it spells ("STEENBEEK"; a wider gap between two letters starts a new word);
    "" when the segment is anything else."""
    toks = seg.tokens
    if len(toks) < _MIN_LETTERS or not all(
        len(t.t) == 1 and t.t.isalpha() and t.t.isupper() for t in toks
    ):
        return ""
    gaps = [b.x0 - a.x1 for a, b in itertools.pairwise(toks)]
    typical = sorted(gaps)[len(gaps) // 2]
    words, run = [], toks[0].t
    for gap, tok in zip(gaps, toks[1:], strict=True):
        if gap > _WORD_GAP * max(typical, 0.0) + 0.25 * seg.height:
            words.append(run)
            run = tok.t
        else:
            run += tok.t
    words.append(run)
    return " ".join(words)


# Words a slogan starts with: the reader's possessive ("Your partner", "Ihr Partner", "Votre
# partenaire", "Il vostro partner", "Su socio", "Uw partner").
_POSSESSIVES = frozenset(
    {"your", "ihr", "ihre", "votre", "vos", "vostro", "vostra", "su", "sus", "uw", "our", "unser",
     "unsere", "notre", "nos", "nostro", "nuestro", "onze", "tu", "dein"}
)  # fmt: skip
# Small words a firm's name may hold in lower case ("Steenbeek Zand en Grind", "Gebr. van der
# Berg", "Casa del Vino").
_PARTICLES = frozenset(
    {"and", "und", "et", "e", "y", "en", "of", "the", "de", "di", "da", "del", "della", "des",
     "du", "la", "le", "los", "las", "van", "der", "den", "het", "von", "zu", "zum", "zur",
     "am", "im", "an", "op", "aan", "in", "for", "fur", "per", "pour", "al", "el", "s", "sa"}
)  # fmt: skip
# "since 1952", "seit 1961", "depuis 1958", "dal 1964", "desde 1971", "sinds 1949"
_SINCE = re.compile(r"(?<![a-z])(?:since|seit|depuis|dal|dall|desde|sinds|est|estd)\.?\s+\d{4}\b")
_ADDRESS_PART = re.compile(r"[^\W\d_]{3,}\.?\s+\d{1,5}[a-z]?$")


# ff-13: what a registry's line starts with, with a number ("RCS Saint-Herblain 824 368 523",
# "HRB 4711 Amtsgericht"): never a name
_REGISTRY_START = re.compile(r"^(?:rcs|hrb|hra|kvk|siret|siren|ape|naf)(?![a-z])")


def not_a_name(text: str) -> bool:
    """``text`` is a slogan, an address or a registry's line, not a firm's name: it starts
    with a registry word and holds a number (ff-13); or, with no legal form in it, it starts
    with a possessive, says since when, holds two lower-case words that are no particles (a
    sentence), or its first comma-separated part (ff-13: or all of it) is a street and its
    number."""
    folded = ph.fold(text).strip()
    if _REGISTRY_START.match(folded) and any(c.isdigit() for c in folded):
        return True
    if lx.COMPANY_SUFFIX.search(folded):
        return False
    words = re.findall(r"[^\W\d_]+", text)
    if not words:
        return False
    first = [w.lower() for w in words[:2]]
    if len(words) >= 2 and (first[0] in _POSSESSIVES or first[1] in _POSSESSIVES):
        return True  # "Ihr Partner am Bau", "Il vostro partner in cantiere"
    if _SINCE.search(folded):
        return True
    lower = [w for w in words if w[0].islower() and len(w) >= 3 and w not in _PARTICLES]
    if len(lower) >= 2:
        return True
    head = folded.split(",")[0].strip()
    if "," not in folded and not lx.STREET_WORDS.search(head):
        return False  # ff-13: but "Linzer Straße 88", a street and its number with no town
    return bool(_ADDRESS_PART.search(head))


# A colon, or a dotted leader a form prints between a label and its value ("Haulier ......
# Tamsworth Haulage Ltd", OCR's "Frachtführer ,,,, Spedition X"): after a label, its value.
_LED = re.compile(r"\s?:|\s*(?:[.,…·_]\s?){3,}|\s*…")


def led(text: str, end: int) -> bool:
    """A colon or a dotted leader follows character ``end`` of ``text`` (a label's end)."""
    return bool(_LED.match(text, end))
