"""What a page is and where it stands in its document: the document type from its title
(six languages, spaced-out titles too) and the page markers ("page 2 of 3", "continued")."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from dn_pipeline.finding import carriage
from dn_pipeline.finding import lexicon as lx
from dn_pipeline.finding import phrases as ph
from dn_pipeline.finding.layout import Line
from dn_pipeline.finding.transport import DN_TITLES as TRANSPORT_TITLES

_SPACED = re.compile(r"(?<!\S)(?:[^\W\d_] ){2,}[^\W\d_](?!\S)")
_TITLE_KINDS: dict[tuple[str, ...], str] = {
    **{t: "delivery_note" for t in lx.DN_TITLES if t not in {("dn",), ("bl",)}},
    **{t: "invoice" for t in lx.INVOICE_TITLES if t not in {("bon",), ("inv",)}},
    **{t: "other" for t in lx.OTHER_TITLES},
    **{t: "delivery_note" for t in TRANSPORT_TITLES},
}


# A document word followed by one of these labels something else: "Invoice to", "Factuur aan",
# "Facturé à", "Facturar a".
_NOT_A_TITLE_AFTER = frozenset(
    {"to", "for", "address", "adres", "adresse", "total", "totaal", "aan", "an", "a"}
)
# A receipt's word that acknowledges goods on a delivery note's signature line is no title:
# "Reçu par", "Reçu en bon état", "Ricevuto da", "Merce ricevuta:", "Received by".
# (OCR-tolerant: "Ricevuto" matches "ricevuta"; a word's start tells a receipt from an invoice).
_RECEIPT_WORD = re.compile(r"^(?:rece|recu|ricev|recib|quitt|kassab)")
_RECEIVED_AFTER = frozenset(
    {"by", "on", "in", "par", "le", "en", "da", "il", "por", "el", "door", "op", "von",
     "am", "conforme", "conformes", "conformi"}  # "Ricevuto conforme", "Recibí conforme"
)  # fmt: skip
_GOODS = frozenset(
    {"goods", "merce", "merci", "marchandise", "marchandises", "ware", "waren", "mercancia",
     "mercaderia", "goederen"}
)  # fmt: skip
# ff-15: a document word past this many words into a segment of at least ``_PROSE_WORDS``
# is a sentence's word ("Hierbij leveren wij u onder pakbon …"), not a title
_PROSE_AFTER = 3
_PROSE_WORDS = 8
# A document word followed by one of these is a label: "Invoice No", "Lieferschein Datum".
_MAKES_A_LABEL = lx.NUMBER_WORD_SET | lx.DATE_WORD_SET
_JOINED_TITLES = sorted(
    (("".join(p), k) for p, k in _TITLE_KINDS.items() if len("".join(p)) >= 4),
    key=lambda pk: (-len(pk[0]), pk),
)


def spaced_titles(text: str) -> Iterator[tuple[re.Match[str], str]]:
    """Each spaced-out run of letters in ``text`` and the document kind its letters end in
    ("" for none): "W A R E N R E C H N U N G" is an invoice title."""
    for m in _SPACED.finditer(text):
        joined = ph.fold(m[0]).replace(" ", "")
        yield m, next((k for p, k in _JOINED_TITLES if joined.endswith(p)), "")


def doc_type(lines: Sequence[Line], page_height: float) -> tuple[str, float, int]:
    """The document type from its title (largest, highest standing word), with line index.

    A document word used as a label ("Lieferschein-Nr", "invoice no", "invoice to follow",
    "Conferma d'ordine: 8285135") is not a title: an invoice that prints its delivery-note
    number stays an invoice.
    """
    best_title: tuple[float, str, int] | None = None
    label_kinds: list[str] = []
    big_labels: list[tuple[float, str]] = []  # (height, kind) of labels in title-size text
    median = sorted(line.height for line in lines)[len(lines) // 2] if lines else 0.0
    for index, line in enumerate(lines):
        top = 1.5 if line.y0 < 0.4 * page_height else 1.0
        for _, kind in spaced_titles(line.text):  # "W A R E N R E C H N U N G", "T A X INVOICE"
            score = line.height * top * 1.5
            if kind and (best_title is None or score > best_title[0]):
                best_title = (score, kind, index)
        toks = ph.tokens(line.text)
        if tuple(t.t for t in toks) in lx.ALONE_TITLES:  # ff-17: "Sales - Shipment"
            score = line.height * top * 1.5
            if best_title is None or score > best_title[0]:
                best_title = (score, "delivery_note", index)
            continue
        for first, last, kind in ph.find_phrases(toks, _TITLE_KINDS):
            word = toks[first].t
            if last - first == 1 and len(word) < 7 and (word,) not in _TITLE_KINDS:
                continue  # a short word one letter off is another word: "Recibí" is no "Recibo"
            after = toks[last].t if last < len(toks) else ""
            before = toks[first - 1].t if first > 0 else ""
            # A colon after it, its value beside it or in the next cell, makes a label too: a
            # reference to another document ("Conferma d'ordine: 8285135" on a delivery note).
            colon = ph.COLON.match(line.text, toks[last - 1].end) is not None
            if colon and _acknowledges(toks, first, last, line.text):
                continue  # "Merce ricevuta: ______" signs for the goods
            if after in _MAKES_A_LABEL or before in lx.NUMBER_WORD_SET or colon:
                label_kinds.append(kind)
                if line.height >= 1.5 * median:
                    big_labels.append((line.height, kind))  # "FACTUUR No. 4711" as the title
                continue
            if after in _NOT_A_TITLE_AFTER:
                continue
            if _acknowledges(toks, first, last, line.text):
                continue
            if before in {"this", "the", "your", "our", "la", "le", "de", "die", "der", "uw"}:
                continue
            if first >= _PROSE_AFTER and len(toks) >= _PROSE_WORDS:
                continue  # ff-15: "… d'envoi du devis ou en nous contactant …": a sentence's
            short = 1.5 if len(toks) <= 4 else 1.0
            score = line.height * top * short
            if best_title is None or score > best_title[0]:
                best_title = (score, kind, index)
    if best_title is not None:
        return best_title[1], 0.9, best_title[2]
    if big_labels:
        return max(big_labels)[1], 0.9, -1
    if label_kinds:
        kind = "delivery_note" if "delivery_note" in label_kinds else label_kinds[0]
        return kind, 0.6, -1
    return "delivery_note", 0.3, -1


def _acknowledges(toks: Sequence[ph.Tok], first: int, last: int, text: str) -> bool:
    """The receipt word at ``toks[first:last]`` says goods were received, on a signature
    line: a preposition or "en bon état" after it, goods before it, a colon after it, or a
    blank to sign on the rest of its line."""
    if last - first != 1 or not _RECEIPT_WORD.match(toks[first].t):
        return False
    after = toks[last].t if last < len(toks) else ""
    before = toks[first - 1].t if first > 0 else ""
    rest = text[toks[first].end :]
    signed = rest.strip(" _.").startswith(":") or "__" in rest  # a blank to sign on
    return after in _RECEIVED_AFTER or before in _GOODS or signed


_PAGE = re.compile(
    r"(?<![a-z])(?:page|pages|seite|blatt|pagina|pag|pg|p|feuille|hoja|blad|strona)\.?\s*:?\s*"
    r"(\d{1,4})\s*(?:of|/|von|de|sur|di|van|from|z|\|)\s*(\d{1,4})(?!\d|[/.-]\d)"
)
# No note runs to a thousand pages: "1 von 2026" is a date's year, not a total.
_MAX_PAGES = 999
_CONTINUED = re.compile(
    r"(?<![a-z])(?:continued|continuation|cont'?d|fortsetzung|ubertrag|suite|vervolg"
    r"|continua|continuacion|seguito)(?![a-z])"
)
_FORWARD = re.compile(
    r"continued\s+(?:overleaf|on\s+(?:next|following)\s+page)|continues(?![a-z])|p\.?t\.?o(?![a-z])"
    r"|suite\s+au\s+verso|a\s+suivre|fortsetzung\s+(?:folgt|siehe)|zie\s+ommezijde"
    r"|vervolg\s+op|segue(?![a-z])|sigue(?![a-z])|suite\s+page"
)


def marker_only(text: str) -> bool:
    """A line that is a page marker and nothing else ("Pagina 2 di 2", "Seite 2 von 3
    (Fortsetzung)", "Página 2 de 2 / Page 2/2"): no name, however the page's letterhead
    zone holds it."""
    folded = ph.fold(text)
    if not _PAGE.search(folded):
        return False
    rest = _CONTINUED.sub(" ", _PAGE.sub(" ", folded))
    return re.search(r"[a-z]{2,}", rest) is None


def goes_on(lines: Sequence[Line]) -> bool:
    """The page says its note goes on past it ("Continued overleaf", "PTO", "Fortsetzung
    folgt", "segue"): the page after it is the same note's."""
    return any(_FORWARD.search(ph.fold(line.text)) for line in lines)


def page_marker(lines: Sequence[Line]) -> tuple[int, int, bool, int]:
    """(page number, page total, continued-from-before marker, line index) or zeros."""
    number = total = 0
    where = -1
    backward = False
    for index, line in enumerate(lines):
        folded = ph.fold(line.text)
        m = _PAGE.search(folded)
        if m and not number:
            a, b = int(m[1]), int(m[2])
            if 1 <= a <= b <= _MAX_PAGES:
                number, total, where = a, b, index
        if _CONTINUED.search(_FORWARD.sub(" ", folded)):
            backward = True
            where = index if where < 0 else where
    return number, total, backward, where


def packing_title(title: str) -> bool:
    """ff-8: the page's title names a packing slip or list ("Packzettel", "Paklijst") and
    no delivery note ("Lieferschein / Packliste" is a supplier's note)."""
    toks = ph.tokens(title)
    kinds = {kind for _, _, kind in ph.find_phrases(toks, _PACKING)} if toks else set()
    return kinds == {"packing"}


def confirmation_title(title: str) -> bool:
    """ff-16: the page's title names an order confirmation or acknowledgement."""
    toks = ph.tokens(title)
    return bool(toks) and any(ph.find_phrases(toks, _CONFIRMATION))


_CONFIRMATION = dict.fromkeys(lx.CONFIRMATION_TITLES, "confirmation")
_PACKING = {
    **{t: "note" for t in lx.DN_TITLES},
    **{t: "packing" for t in carriage.PACKING_TITLES},
}
