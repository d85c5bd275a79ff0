"""Normalisation of document numbers, PO numbers, tax ids and supplier names.

The same printed number reaches us in many spellings: from two pages of one note, from a
vision model and from OCR, from a docket and from the purchase-order table. Two spellings
that normalise to the same string are the same number; that is the whole promise.

Document and PO numbers (``normalise_document_number`` / ``normalise_po_number``):

1. Unicode NFKC, then upper case (``dn-0042`` == ``DN-0042``).
2. Leading labels are dropped, repeatedly, when a separator or a digit follows them:
   ``No.``, ``Nr``, ``Number``, ``#``, ``Ref`` and, for documents, ``DN``, ``D/N``,
   ``Docket``, ``Delivery Note``, ``Dispatch Note``; for POs, ``PO``, ``P.O.``, ``P/O``,
   ``Purchase Order``, ``Order``. A label glued to letters is kept: ``DNA12`` stays ``DNA12``.
3. Everything that is not a letter or digit is a separator and is removed (spaces, ``-``,
   ``/``, ``.``, ``_``): ``12 345`` == ``12-345`` == ``12345``.
4. Leading zeros of every digit run are dropped (``DN-0042`` == ``42``, ``A0042`` == ``A42``,
   ``000`` == ``0``); zeros inside a run stay (``1002``).
5. A value that is only a placeholder (``N/A``, ``NONE``, ``UNKNOWN``, ``?``, ``-``) or that
   is empty after the steps above is unknown and normalises to ``""``.

The letter O and the digit 0 are *not* folded: that is a reader error, not a spelling
(only ``ocr_alike_numbers`` folds them, for assembly's next page of one note).
"""

from __future__ import annotations

import re
import unicodedata

_COMMON_LABELS = ("NUMBER", "NO", "NR", "NUM", "REF", "#")
_DOC_LABELS = (
    "DELIVERY DOCKET",
    "DELIVERY NOTE",
    "DISPATCH NOTE",
    "DEL NOTE",
    "DOCKET",
    "D/N",
    "DN",
    *_COMMON_LABELS,
)
_PO_LABELS = (
    "PURCHASE ORDER",
    "CUSTOMER ORDER",
    "YOUR ORDER",
    "YOUR REF",
    "ORDER",
    "P.O.",
    "P/O",
    "PO",
    *_COMMON_LABELS,
)
_PLACEHOLDERS = frozenset({"NA", "N/A", "NONE", "NULL", "UNKNOWN", "NIL", "?", "-", "--"})
_LEADING_ZEROS = re.compile(r"(?<![0-9])0+(?=[0-9])")
_NOT_ALNUM = re.compile(r"[^0-9A-Z]+")


def _label_pattern(labels: tuple[str, ...]) -> re.Pattern[str]:
    # Longest first so "DELIVERY NOTE" wins over "NO"; spaces inside a label match any run
    # of separators. A label must be followed by a non-letter (or the end).
    alternatives = sorted(labels, key=len, reverse=True)
    body = "|".join(re.escape(label).replace(r"\ ", r"[\s._/-]*") for label in alternatives)
    return re.compile(rf"^[\s:.#-]*(?:{body})(?![A-Z])[\s:.#/-]*")


_DOC_RE = _label_pattern(_DOC_LABELS)
_PO_RE = _label_pattern(_PO_LABELS)


def _normalise(raw: object, labels: re.Pattern[str]) -> str:
    if not isinstance(raw, str | int) or isinstance(raw, bool):
        return ""
    text = unicodedata.normalize("NFKC", str(raw)).upper().strip()
    if text in _PLACEHOLDERS:
        return ""
    while True:
        stripped = labels.sub("", text, count=1)
        if stripped == text:
            break
        text = stripped
    text = _NOT_ALNUM.sub("", text)
    return _LEADING_ZEROS.sub("", text)


def normalise_document_number(raw: object) -> str:
    """The comparable form of a delivery-note number; ``""`` when blank or unknown."""
    return _normalise(raw, _DOC_RE)


# The letters an OCR engine reads for digits (host matching's ``ocr_fold`` too), and, beside
# digits in a number (``ocr_alike_numbers``), a bar for a one.
OCR_AS_DIGIT = str.maketrans("OILSBZGQD", "011582600")
_AS_DIGIT: dict[int, int] = {**OCR_AS_DIGIT, ord("|"): ord("1")}
_BESIDE_DIGIT = re.compile(r"(?<=[0-9])[OQDILSBZG|]|[OQDILSBZG|](?=[0-9])")
_DOC_PREFIX = 3  # "BL 80423052" beside "80423052": a document-type abbreviation's letters


def ocr_alike_numbers(a: object, b: object) -> bool:
    """Two readings of one printed number, for assembly's pages of one note only (never
    for duplicates: the normalised forms above stay the only identity): equal once a letter
    the reader put beside a digit is read as that digit ("DNO2567O", "DN025670"), a "/"
    read as "1" ("6144/10/2025", "6144llOl202S"), or one of them has a few more letters in
    front ("BL 80423052", "80423052")."""
    keys_a, keys_b = _ocr_keys(a), _ocr_keys(b)
    if keys_a & keys_b:
        return True
    plain_a, plain_b = normalise_document_number(a), normalise_document_number(b)
    short, long = sorted((plain_a, plain_b), key=len)
    head = long[: len(long) - len(short)]
    return len(short) >= 5 and long.endswith(short) and head.isalpha() and len(head) <= _DOC_PREFIX


def _as_digit(match: re.Match[str]) -> str:
    return match[0].translate(_AS_DIGIT)


def _ocr_keys(raw: object) -> set[str]:
    if not isinstance(raw, str) or not raw.strip():
        return set()
    text = unicodedata.normalize("NFKC", raw).upper()
    keys = set()
    for variant in {text, text.replace("/", "1")}:
        folded = ""
        while folded != variant:  # "4llOl2": each letter a digit once its neighbour is one
            folded, variant = variant, _BESIDE_DIGIT.sub(_as_digit, variant)
        keys.add(normalise_document_number(variant))
    return keys - {""}


def normalise_po_number(raw: object) -> str:
    """The comparable form of a purchase-order number; ``""`` when blank or unknown."""
    return _normalise(raw, _PO_RE)


def normalise_tax_id(raw: object) -> str:
    """Tax ids compare on upper-case letters and digits only (``12 345-678`` == ``12345678``)."""
    if not isinstance(raw, str):
        return ""
    return _NOT_ALNUM.sub("", unicodedata.normalize("NFKC", raw).upper())


_LEGAL_SUFFIXES = re.compile(
    r"\b(PTY|PROPRIETARY|LTD|LIMITED|LLC|INC|INCORPORATED|CORP|CORPORATION|CO|COMPANY|"
    r"GMBH|AG|SA|SAS|SARL|BV|NV|PLC|SRL|SPA|AB|AS|OY|KG)\b"
)


def normalise_name(raw: object) -> str:
    """A supplier name for exact comparison: upper case, punctuation and spaces collapsed.

    ``"Acme Concrete Pty. Ltd."`` -> ``"ACME CONCRETE PTY LTD"``.
    """
    if not isinstance(raw, str):
        return ""
    text = unicodedata.normalize("NFKC", raw).upper().replace("&", " AND ")
    return " ".join(re.sub(r"[^0-9A-Z]+", " ", text).split())


def fuzzy_name(raw: object) -> str:
    """A supplier name for fuzzy comparison: ``normalise_name`` without legal suffixes."""
    return " ".join(_LEGAL_SUFFIXES.sub(" ", normalise_name(raw)).split())
