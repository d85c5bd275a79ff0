"""The supplier when host data has no match: the letterhead, never the customer.

Customer / deliver-to / bill-to / ship-to blocks are marked first (a label and the lines
left-aligned under it). Candidates are then the segments of the top zone and the company
names of the page's legal lines, scored by text size, height on the page, a company suffix,
a "sold by" / "supplier" label, a sender line above the address window ("Name - Street 1 -
12345 Town"), the name coming back elsewhere on the page, and a web / email domain that
spells it. Titles, labels, dates, addresses and codes are never a supplier; a letterhead
that the text layer holds twice ("Lot Lot Sommer Sommer GmbH GmbH") is read once.
"""

from __future__ import annotations

import re
import statistics
from collections.abc import Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz

from dn_pipeline.finding import headwords as hw
from dn_pipeline.finding import lexicon as lx
from dn_pipeline.finding import parties, transport
from dn_pipeline.finding import phrases as ph
from dn_pipeline.finding.behalf import behalf_names
from dn_pipeline.finding.dates import dates_in
from dn_pipeline.finding.host import domain_labels, domain_spells, name_key
from dn_pipeline.finding.layout import Line
from dn_pipeline.finding.names import trim as _trim
from dn_pipeline.finding.notnames import column_heads_only
from dn_pipeline.finding.titlenum import title_after, title_only
from dn_pipeline.finding.titles import marker_only

_TOP_SHARE = 0.3
_MAX_NAME_WORDS = 8
_SENDER_SPLIT = re.compile(r"\s+[-–|·•●]\s+|\s*[•●|·]\s*")
_CONTACT = re.compile(r"@|www\.|https?:|\.(?:com|de|fr|nl|it|es|net|org)(?![a-z])")
_LABELLISH = hw.LABELLISH


@dataclass(frozen=True, slots=True)
class SupplierGuess:
    name: str
    words: tuple[int, ...]
    score: float
    rule: str
    label: str = ""


def customer_zone(segs: Sequence[Line]) -> set[int]:
    """Indexes of segments in a customer / deliver-to / bill-to block, or a carrier's."""
    zone: set[int] = set()
    for index, seg in enumerate(segs):
        toks = ph.tokens(seg.text)
        hits = ph.find_phrases(toks, _NOT_SUPPLIER) if toks else []
        # ff-8: "Destinatario / Consignee / Destinataire", "Empfänger:" beside its value
        caption = parties.caption_kind(seg.text) in _NOT_SUPPLIER_KINDS
        if not hits and not caption:
            continue
        first, last, kind = hits[0] if hits else (0, len(toks), "")
        after = ":" if hw.led(seg.text, toks[last - 1].end) else ""  # ff-11: "Vettore ....."
        if transport.is_copy_stamp(seg.text):
            continue  # "CUSTOMER COPY": which copy the sheet is, no customer's block
        if not caption and first > transport.box_tokens(seg.text, toks) and ":" not in after:
            continue  # a customer word inside a name ("Coastal Plant Hire ... Customer")
        if not caption and kind == "carrier" and ":" not in after and last < len(toks):
            continue  # "Transport & Logistik GmbH": a name, not a "Transport:" label
        zone.add(index)
        if parties.label_cell(seg) in _NOT_SUPPLIER_KINDS:
            right = parties.value_right(segs, index)
            if right >= 0:
                zone.add(right)
        if tuple(t.t for t in toks[first:last]) in _ATTENTION:
            zone.update(_above_in_column(segs, index))  # the name the "Attn:" line is under
        label_x = seg.x_at(toks[first].start)
        bottom, named = seg.y1, _ends_in_suffix(seg.text)
        for offset, other in enumerate(segs[index + 1 : index + 20], start=1):
            if other.y0 - bottom > 2.2 * seg.height:
                break
            if other.y0 > bottom - 0.3 * seg.height and abs(other.x0 - label_x) < 2.5 * seg.height:
                if parties.sender_line(other.text) or (named and _ends_in_suffix(other.text)):
                    break  # ff-8: nor a "Sender ..." line under it; ff-9: nor a second firm
                named = named or _ends_in_suffix(other.text)
                zone.add(index + offset)
                bottom = max(bottom, other.y1)
    return zone


_ATTENTION = frozenset(lx.ATTENTION_LABELS)
_NOT_SUPPLIER = {**lx.CUSTOMER_LABELS, **lx.CARRIER_LABELS}
_NOT_SUPPLIER_KINDS = frozenset({"customer", "carrier"})


def sender_cells(segs: Sequence[Line]) -> dict[int, str]:
    """Segments under a supplier label that is a cell of its own ("Shipper", "Absender",
    "Remitente" heading a shipper / consignee / carrier row): index -> the label."""
    out: dict[int, str] = {}
    for index, seg in enumerate(segs):
        toks = ph.tokens(seg.text)
        if parties.label_cell(seg) == "supplier":  # ff-8: "Expéditeur:   Montferrand SAS"
            right = parties.value_right(segs, index)
            if right >= 0:
                out[right] = seg.text.strip(" :")
            continue
        hits = ph.find_phrases(toks, lx.SUPPLIER_LABELS) if toks else []
        box = transport.box_tokens(seg.text, toks)  # "1 Expéditeur": a CMR's numbered box
        caption = parties.caption_kind(seg.text) == "supplier"  # ff-8: "Sender / Absender"
        if not caption and (len(hits) != 1 or hits[0][:2] != (box, len(toks))):
            continue
        if not caption and tuple(t.t for t in toks[box:]) not in lx.SUPPLIER_LABELS:
            continue  # exact only: "Supplies", "Keller"
        for offset, other in enumerate(segs[index + 1 : index + 12], start=1):
            if other.y0 - seg.y1 > 2.2 * seg.height:
                break
            if other.y0 > seg.y1 - 0.3 * seg.height and abs(other.x0 - seg.x0) < 2.5 * seg.height:
                out[index + offset] = seg.text.strip(" :")
                break
    return out


_ABOVE = 2  # lines of a recipient's name and company over its attention line


def _above_in_column(segs: Sequence[Line], index: int) -> list[int]:
    """The segments right over ``segs[index]`` in its column (a block's first lines)."""
    seg, top = segs[index], segs[index].y0
    out: list[int] = []
    for other_index in range(index - 1, -1, -1):
        other = segs[other_index]
        if top - other.y1 > 1.5 * seg.height or len(out) >= _ABOVE:
            break
        if other.y1 <= top + 0.3 * seg.height and abs(other.x0 - seg.x0) < 2.5 * seg.height:
            out.append(other_index)
            top = other.y0
    return out


_HONORIFIC = re.compile(
    r"^(?:mr|mrs|ms|miss|dhr|mevr|mw|herr|frau|fam|m|mme|mlle|sig|sigra|sr|sra|srta|attn)\.?\s"
)
_LEGAL = re.compile(
    r"au capital|capital social|(?<![a-z])rcs(?![a-z])|siret|registered (?:office|in|address)"
    r"|siege social|handelsregister|registergericht|amtsgericht|(?<![a-z])hrb(?![a-z])"
    r"|(?<![a-z])kvk(?![a-z])|sede legale|partita iva|p\.?\s?iva|(?<![a-z])cif(?![a-z])"
    r"|registro mercantil|company (?:reg|no)|reg(?:istered|\.)? no|geschaftsfuhrer|vorstand"
    r"|statutair gevestigd|statutaire zetel|sitz der gesellschaft|domicilio social|sede sociale"
)
_TITLE_WORDS = frozenset(
    "".join(t) for t in (*lx.DN_TITLES, *lx.INVOICE_TITLES, *lx.OTHER_TITLES, ("taxinvoice",))
)
# (ff-16: a street's letters may be any, "Industriestraße 12")
_HOUSE_NUMBER = re.compile(r"[^\W\d_]{3,}\.?,?\s+\d{1,5}[a-z]?(?:\s*[-/]\s*\d{1,5})?\s*,?$")
_NUMBERISH = frozenset({"no", "nr", "#", "reg", "number", "nummer", "numero", "num", "id"})
_JOIN_END = re.compile(r"(?:&|\band|\bund|\bet|\by|\ben|-)$", re.IGNORECASE)
_QUANTITY = re.compile(
    r"(?<![a-z0-9])\d+(?:[.,]\d+)?\s?(?:kg|g|t|m|m2|m3|mm|cm|l|lt|ml|pcs|pc|pz|stk|st|ea|u"
    r"|sac|sacco|bag|bags|box|pal|rol|roll|set)(?![a-z0-9])"
)


def _ends_in_suffix(text: str) -> bool:
    """``text`` ends in a legal form ("Acme Pty Ltd"), not merely holds one."""
    folded = ph.fold(text).rstrip(" .,")
    return any(m.end() >= len(folded) - 1 for m in lx.COMPANY_SUFFIX.finditer(folded))


def _name_like(text: str) -> bool:
    folded = ph.fold(text)
    suffix = lx.COMPANY_SUFFIX.search(folded) is not None
    letters = sum(c.isalpha() for c in text)
    if letters < 3 or letters < 0.55 * len(text.replace(" ", "")) or text[:1].isdigit():
        return False
    if len(text.split()) > _MAX_NAME_WORDS or dates_in(text) or _HONORIFIC.match(folded):
        return False
    if _CONTACT.search(folded) and not suffix:
        return False
    if text.rstrip().endswith(":") or (":" in text and any(c.isdigit() for c in text)):
        return False  # a label, or a label and its value
    if (lx.STREET_WORDS.search(folded) or lx.POSTCODE.search(folded)) and not suffix:
        return False
    if not suffix and any(_HOUSE_NUMBER.search(p) for p in _SENDER_SPLIT.split(folded)):
        return False  # "Lindenlaan 212", "Am Hafen 46 · Lindenau": a street and its number
    quantities = [m.span() for m in _QUANTITY.finditer(folded)]
    if quantities and not any(
        not any(a <= m.start() and m.end() <= b for a, b in quantities)
        for m in lx.COMPANY_SUFFIX.finditer(folded)
    ):
        return False  # "Cement 32,5R bag 25 kg": an item line ("25 kg" is no KG)
    toks = ph.tokens(text)
    if any(t.t in _NUMBERISH for t in toks) or "".join(t.t for t in toks) in _TITLE_WORDS:
        return False  # "Reg No.", "DELIVERYNOTE"
    return not ph.find_phrases(toks, _LABELLISH)


def _suffix_span(text: str) -> tuple[int, int] | None:
    """The company name ending in a legal form inside a longer text, as character offsets."""
    folded = ph.fold(text)
    for m in lx.COMPANY_SUFFIX.finditer(folded):
        words = list(re.finditer(r"[^\s,:;()]+", text[: m.start()]))
        short = len(words) <= 4  # "Le petit four SARL": a short text is all name
        kept: list[re.Match[str]] = []
        for word in reversed(words[-5:]):
            w = word[0]
            if not (short or w[:1].isupper() or w[:1].isdigit() or w == "&") or w.endswith(":"):
                break
            if ph.find_phrases(ph.tokens(w), _LABELLISH) or ph.fold(w) in _NUMBERISH:
                break
            kept.insert(0, word)
        if kept and any(c.isupper() for k in kept for c in k[0]):
            return kept[0].start(), m.end()
    return None


def _legal(segs: Sequence[Line], index: int, *, above: bool) -> bool:
    """A legal line names the issuer: "X SAS au capital ...", or (``above``) "X" right over
    "Registered office: ..." (not in the letterhead, where registration lines follow the
    address)."""
    seg = segs[index]
    if _LEGAL.search(ph.fold(seg.text)):
        return True
    for other in segs[index + 1 : index + 6] if above else ():
        if other.y0 - seg.y1 > 1.2 * seg.height:
            break
        if other.y0 > seg.y0 + 0.5 * seg.height and _LEGAL.match(ph.fold(other.text)):
            return True
    return False


def _site_caption(text: str, toks: Sequence[ph.Tok]) -> bool:
    """ff-16: ``text`` begins with a site's caption and its colon: it and what follows (the
    site the goods went to) are never the supplier."""
    return any(
        tuple(t.t for t in toks[: len(label)]) == label
        and ph.COLON.match(text, toks[len(label) - 1].end) is not None
        for label in parties.SITE_LABELS
        if len(toks) >= len(label)
    )


def _after_site_cell(segs: Sequence[Line], index: int) -> bool:
    """ff-16: the segment is the value of a site's caption printed in a cell of its own on
    the same line ("Baustelle:   Neubau Kita Lindenweg")."""
    if index == 0 or parties.value_right(segs, index - 1) != index:
        return False
    cell = segs[index - 1].text.rstrip()
    toks = ph.tokens(cell)
    return cell.endswith(":") and tuple(t.t for t in toks) in parties.SITE_LABELS


def _candidate(segs: Sequence[Line], index: int, top: bool) -> tuple[str, str, float, str] | None:
    """(name, rule, bonus, label) read from one segment, or None."""
    seg = segs[index]
    text = hw.spaced_capitals(seg) or seg.text.strip()  # ff-11: "B R I C K W O R X"
    if transport.is_copy_stamp(text) or parties.caption_kind(text) or parties.fax_line(text):
        return None  # "SUPPLIER COPY", "Original", "Sender / Absender", "FAX From: X": no name
    if title_only(text) or marker_only(text) or column_heads_only(text):
        # ff-9: "*** METER TICKET ***", "Ticket de pesée / Weegbon", "Pagina 2 di 2"; ff-10:
        # a table's column heads ("Montant", "Artikel Menge Preis")
        return None
    rule, bonus, label = "letterhead", 0.0, ""
    toks = ph.tokens(text)
    if _site_caption(text, toks) or _after_site_cell(segs, index):
        return None  # ff-16: "Chantier: Groupe scolaire", "Baustelle: Neubau Kita"
    labelled = [
        (a, b, k)
        for a, b, k in (ph.find_phrases(toks, lx.SUPPLIER_LABELS) if toks else [])
        if tuple(t.t for t in toks[a:b]) in lx.SUPPLIER_LABELS  # exact: "Supplies", "Keller"
    ]
    if labelled:
        cut = toks[labelled[0][1] - 1].end
        label = text[toks[labelled[0][0]].start : cut]
        text = text[cut:].strip(" :-")
        rule, bonus = "supplier_label", 3.0
    toks = ph.tokens(text)
    customer = [
        a
        for a, b, _ in (ph.find_phrases(toks, lx.CUSTOMER_LABELS) if toks else [])
        if tuple(t.t for t in toks[a:b]) in lx.CUSTOMER_LABELS
    ]
    if customer:
        if customer[0] == 0:
            return None
        text = text[: toks[customer[0]].start].strip()  # "Acme Ltd Customer ..." (OCR merged)
    parts = [p for p in _SENDER_SPLIT.split(text) if p.strip()]
    if len(parts) >= 3 and any(lx.POSTCODE.search(ph.fold(p)) for p in parts[1:]):
        text, rule, bonus = parts[0].strip(), "sender_line", 2.5
    elif len(parts) >= 2 and _ends_in_suffix(parts[0]):
        text = parts[0].strip()  # "Acme Pty Ltd · Singapore 628134": the name before the dot
    if _JOIN_END.search(text) and index + 1 < len(segs):
        below = segs[index + 1]
        if below.y0 - seg.y1 < 1.0 * seg.height and below.x0 < seg.x1 and below.x1 > seg.x0:
            text = f"{text} {below.text}"  # "GOLDEN ANCHOR TOOLS &" / "PLUMBING"
    titled = title_after(text)  # ff-9: "... GmbH & Co. KG Flaschenlieferschein"
    name = _trim(text[:titled] if titled and _ends_in_suffix(text[:titled]) else text)
    if hw.not_a_name(name):
        return None  # ff-11: a slogan, an address ("Ihr Partner am Bau", "Weg 4, Elst")
    if not _name_like(name):
        span = _suffix_span(name)
        if span is None:
            return None
        name = _trim(name[span[0] : span[1]])
        if not _name_like(name):
            return None
        rule = "company_suffix" if rule == "letterhead" else rule
    suffix = lx.COMPANY_SUFFIX.search(ph.fold(name)) is not None
    if rule in ("letterhead", "company_suffix") and _legal(segs, index, above=suffix or not top):
        rule, bonus = "legal_line", 2.0
    return name, rule, bonus, label


def guess(
    segs: Sequence[Line], page_height: float, customer: set[int], consignment: bool = False
) -> SupplierGuess | None:
    """The letterhead name, or None when nothing on the page looks like one (ff-11: on a
    carrier's ``consignment`` note, a name its supplier or sender label names first)."""
    if not segs:
        return None
    heights = statistics.median(s.height for s in segs)
    keys = [name_key(s.text) for s in segs]
    domains = {label for s in segs for label in domain_labels(s.text)}
    candidates: list[SupplierGuess] = []
    senders = sender_cells(segs)
    for index, seg in enumerate(segs):
        if index in customer:
            continue
        top = seg.y0 < _TOP_SHARE * page_height
        found = _candidate(segs, index, top)
        if found is None:
            continue
        name, rule, bonus, label = found
        if index in senders and rule != "supplier_label":
            rule, bonus, label = "supplier_label", 3.0, senders[index]
        suffix = lx.COMPANY_SUFFIX.search(ph.fold(name)) is not None
        if not top and rule in ("letterhead", "company_suffix") and not suffix:
            continue
        key = name_key(name)
        if not key:
            continue
        score = bonus + min(seg.height / max(heights, 1.0), 3.0)
        score += 1.5 if suffix else 0.0
        score += 1.0 - seg.y0 / max(page_height, 1.0) if top else -0.5
        others = [k for i, k in enumerate(keys) if i != index and k]
        if _repeated(key, others):
            score += 1.0
        if domain_spells(key, domains):
            score += 1.0
        candidates.append(SupplierGuess(name[:200], _words_of(seg, name), score, rule, label))
    candidates += _on_behalf(segs, customer)
    named = [c for c in candidates if c.rule in ("supplier_label", "on_behalf")]
    candidates = named if consignment and named else candidates
    if not candidates:
        return None
    return _spelled_out(_strongest(candidates), candidates)


def _strongest(candidates: Sequence[SupplierGuess]) -> SupplierGuess:
    """The best-scored guess; of equal scores the shorter name."""
    return max(candidates, key=lambda c: (c.score, -len(c.name)))


# A name in full scoring within this much of a logo's one word is the name the logo stands for.
_SPELLED_OUT = 1.0
_FULL_RULES = frozenset({"letterhead", "company_suffix", "sender_line", "legal_line"})


def _spelled_out(best: SupplierGuess, candidates: Sequence[SupplierGuess]) -> SupplierGuess:
    """A logo's one word ("azure", "kestrel") that is the first word of a company name
    printed in full on the page ("Azure Interior", "Kestrel Joinery Ltd"): the name in full,
    as a clerk would write it down."""
    key = name_key(best.name)
    if best.rule != "letterhead" or not key or " " in key:
        return best
    fuller = [
        c
        for c in candidates
        if c.rule in _FULL_RULES
        and name_key(c.name).startswith(key + " ")
        and c.score >= best.score - _SPELLED_OUT
    ]
    return _strongest(fuller) if fuller else best


_BEHALF_BONUS = 9.0  # above any letterhead: the firm that printed the note is not the supplier


def _on_behalf(segs: Sequence[Line], customer: set[int]) -> list[SupplierGuess]:
    """The party a note was printed for ("on behalf of X Ltd", "por cuenta de X S.A.")."""
    out = []
    for index, start, label in behalf_names(segs):
        if index in customer:
            continue
        seg = segs[index]
        name = _trim(seg.text[start:])
        if not _name_like(name):
            span = _suffix_span(name)
            name = _trim(name[span[0] : span[1]]) if span else ""
            if not name or not _name_like(name):
                continue
        if not name_key(name):
            continue
        score = _BEHALF_BONUS + (1.5 if lx.COMPANY_SUFFIX.search(ph.fold(name)) else 0.0)
        out.append(SupplierGuess(name[:200], _words_of(seg, name), score, "on_behalf", label))
    return out


def _repeated(key: str, others: Sequence[str]) -> bool:
    """The name comes back elsewhere on the page: a short one as a whole word only."""
    if len(key) < 4:
        return False
    if len(key) < 8:
        word = re.compile(rf"(?<![a-z0-9]){re.escape(key)}(?![a-z0-9])")
        return any(word.search(k) for k in others)
    return any(fuzz.partial_ratio(key, k) >= 92 for k in others)


def _words_of(seg: Line, name: str) -> tuple[int, ...]:
    start = seg.text.find(name)
    if start < 0:
        return tuple(dict.fromkeys(t.word for t in seg.tokens))
    return seg.words_between(start, start + len(name))
