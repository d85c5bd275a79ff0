"""A company name as printed, cleaned (``supplier.py``'s helpers, moved here in ff-8): read
once when the text layer holds it twice, without a copyright notice or marks at its ends, cut
after its legal form when codes or an address follow.
"""

from __future__ import annotations

import re
import unicodedata

from dn_pipeline.finding import lexicon as lx
from dn_pipeline.finding import phrases as ph


def once(text: str) -> str:
    """A name the text layer holds twice, read once."""
    parts = text.split()
    if len(parts) >= 2 and len(parts) % 2 == 0:
        if parts[0::2] == parts[1::2]:
            return " ".join(parts[0::2])
        half = len(parts) // 2
        if parts[:half] == parts[half:]:
            return " ".join(parts[:half])
    return text


# After a legal form: codes, or a tax / registry label and its number ("… Inc. EIN 61-…").
_AFTER_SUFFIX = re.compile(
    r"^[\s,.·|-]*(?:[(\[]|\d|(?:ein|vat|tax|abn|ust|tva|btw|iva|cif|nif|kvk|siret|rcs|hrb"
    r"|partita\s+iva|p\.?\s*iva)"
    r"(?![a-z])[\s\w.:-]*\d)",
    re.IGNORECASE,
)


def trim(name: str) -> str:
    """A name cut after its legal form when codes follow ("S/B 273500-U (KSB)"), without
    a copyright notice before it or the marks at its ends (``unmarked``)."""
    name = _COPYRIGHT.sub("", name.strip(" ,:;-"))
    name = name[: m.start()] if (m := _BRAND_OR_GROUP.search(name)) else name
    name = name[: m.start()] if (m := _WEB_AFTER.search(name)) else name
    name = name[: m.start()] if (m := _TAX_AFTER.search(name)) else name
    glued = _GLUED_STREET.search(name)
    if glued:  # ff-9: "Example Online GmbHIndustriestr. 25", OCR's lost space
        name = name[: glued.end()]
    name = once(unmarked(name).strip(" ,:;-"))
    ends = [m.end() for m in lx.COMPANY_SUFFIX.finditer(ph.fold(name))]
    if ends and _AFTER_SUFFIX.match(name[ends[-1] :]):
        name = name[: ends[-1]].strip(" ,:;-")
    elif ends and _ADDRESS_AFTER.match(name[ends[-1] - 1 :]):
        name = name[: ends[-1]].strip(" ,:;-")  # ff-8: "X B.V., Havenweg 56, Hazelbroek"
    return name


# ff-10: what follows a legal firm's name and is not its name: the brand it trades as ("X
# Ltd t/a BRAND", "X S.r.l. operante come BRAND"), the group it belongs to ("X GmbH, ein
# Unternehmen der Y Gruppe"); a line that starts with them names no seller.
_BRAND_OR_GROUP = re.compile(
    r"(?:^|[\s,;(·|-]+)(?:trading\s+as|t/as?|handelnd\s+als|handelend\s+(?:als|onder\s+de\s+naam)"
    r"|exer[çc]ant\s+sous|op[ée]rant\s+sous|operante\s+come|operando\s+como|h\.?o\.?\s+(?=[A-Z])"
    r"|(?:a\s+)?(?:member|part)\s+of\s|ein\s+Unternehmen\s+der\s|Mitglied\s+der\s"
    r"|une\s+soci[ée]t[ée]\s+du\s+groupe\s|una\s+societ[àa]\s+del\s+gruppo\s"
    r"|una\s+empresa\s+del\s+grupo\s|onderdeel\s+van\s+de\s)",
    re.IGNORECASE,
)


# ff-14: a web or mail address after a name on its line ("X SARL www.x.fr", a footer's run)
_WEB_AFTER = re.compile(r"(?<=\w)[\s,;·|]+(?:www\.|https?://|[\w.-]+@[\w-]+\.)", re.IGNORECASE)
# ff-15: a tax id's label after a name on its line, past a separator ("X S.L.U. · CIF B2998…",
# "X GmbH | USt-IdNr. DE…"): the tax id's, no part of the name
_TAX_AFTER = re.compile(
    r"(?<=[\w.])\s*[,;·|•]\s*(?:CIF|NIF|VAT|USt|UID|TVA|P\.?\s?IVA|BTW|ABN|GST|RFC|RUT|MwSt)\b"
)


# A comma (or OCR's full stop, or a space alone) after a legal form, then an address: words
# and a number before the next comma ("X B.V., Havenweg 56, Elst", "X GmbH. Am Hafen 62, Bad
# Arnsfeld", "X GmbH Ecke 12" that OCR made one line; not the "K6" OCR made of "& Co. KG").
_ADDRESS_AFTER = re.compile(r"(?:,|.\s*,|\.\s|\w\s)\s*[^\W\d_][^,\d]*\s\d")


# ff-9: a legal form OCR glued to the street after it: a capitalised word, at most three
# more, and its number.
_GLUED_STREET = re.compile(
    r"(?<=[\w.] )(?:GmbH|mbH|AG|KG|Ltd\.?|Limited|Inc\.?|B\.V\.|BV|N\.V\.|NV|SARL|SAS|S\.A\."
    r"|S\.r\.l\.|Srl|S\.p\.A\.|SpA|S\.L\.)(?=[A-ZÄÖÜ][a-zäöüßéèà]+\.?(?: [\w'.-]+){0,3},?\s*\d)"
)


# Unicode categories of marks that are no part of a name: symbols (™ ® ©, a logo's graphic
# read as one), numbers other than digits (a circled ⑤), private-use glyphs.
_MARKS = frozenset({"So", "No", "Co"})


# A copyright notice before a name: "© 2025 ", "(c) 2019-2025 ", "Copyright ".
_COPYRIGHT = re.compile(
    r"^(?:©|\(c\)|copyright)\s*(?:©\s*)?(?:\d{4}(?:\s*[-–]\s*\d{4})?\s*)?", re.IGNORECASE
)


def unmarked(text: str) -> str:
    """``text`` without the marks (``_MARKS``) at its ends: a trade-mark sign, or a logo's
    graphic the OCR read as a character ("⑤Saeco", "ACME®" are "Saeco", "ACME")."""
    start, end = 0, len(text)
    while start < end and unicodedata.category(text[start]) in _MARKS:
        start += 1
    while end > start and unicodedata.category(text[end - 1]) in _MARKS:
        end -= 1
    return text[start:end]
