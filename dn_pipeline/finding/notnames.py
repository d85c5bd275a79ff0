"""What never names the supplier (ff-9): a forwarded e-mail's header — From / Sent / To /
Subject in six languages (Von / Gesendet / An / Betreff, De / Envoyé / À / Objet, Da /
Inviato / A / Oggetto, De / Enviado / Para / Asunto, Van / Verzonden / Aan / Onderwerp) —
and its message down to the line that sets the forwarded note off; the rows of an items
table (its column heads and the lines of goods under them) never name it by the letterhead's
rules either.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from dn_pipeline.finding import phrases as ph
from dn_pipeline.finding.labels import TABLE_HEADS
from dn_pipeline.finding.layout import Line

_MAIL = {
    "from": "from", "von": "from", "de": "from", "da": "from", "van": "from",
    "sent": "sent", "gesendet": "sent", "envoye": "sent", "inviato": "sent",
    "enviado": "sent", "verzonden": "sent",
    "to": "to", "an": "to", "a": "to", "para": "to", "aan": "to", "cc": "to",
    "subject": "subject", "betreff": "subject", "objet": "subject", "oggetto": "subject",
    "asunto": "subject", "onderwerp": "subject",
}  # fmt: skip
_MAIL_LINE = re.compile(r"\s*([a-z]+)\s*:(?!\d)|\s*([a-z]+)\s+\S+@")
_RULE = re.compile(r"[-=_*~.\s]{10,}")
_TOP = 12  # segments from the top a mail header starts in
_MESSAGE = 8  # segments of a message before the line that ends it


def mail_header(segs: Sequence[Line]) -> set[int]:
    """The segments of a forwarded e-mail's header and message, or none: three header
    labels or more, close together, one of them a Sent or Subject line ("Betreff:" and
    "An:" alone head a letter)."""
    at: list[int] = []
    kinds: set[str] = set()
    for index, seg in enumerate(segs[:_TOP]):
        m = _MAIL_LINE.match(ph.fold(seg.text))
        kind = _MAIL.get((m[1] or m[2]) if m else "")
        if kind:
            at.append(index)
            kinds.add(kind)
    if len(kinds) < 3 or not kinds & {"sent", "subject"} or at[-1] - at[0] > _TOP // 2:
        return set()
    last = at[-1]
    for index in range(last + 1, min(last + 1 + _MESSAGE, len(segs))):
        if _RULE.fullmatch(segs[index].text):
            last = index
            break
    return set(range(at[0], last + 1))


_SKEW = 1.5  # in line heights


def item_rows(segs: Sequence[Line]) -> set[int]:
    """An items table's head (two column heads or more on one row, no digit) and the rows
    of goods under it, as long as they follow at the table's own pitch (a wider gap ends
    the table: what follows is the page's foot)."""
    heads = {
        i: len(found)
        for i, seg in enumerate(segs)
        if not any(c.isdigit() for c in seg.text)
        and (found := ph.find_phrases(ph.tokens(seg.text), TABLE_HEADS))
    }  # column heads a segment holds
    for first in heads:
        top = segs[first]
        # ff-10: heads a photo's skew put up to a row apart ("Réf. Désignation" / "Qté")
        row = {i for i in heads if abs(segs[i].y0 - top.y0) < _SKEW * top.height}
        words = sum(heads[i] for i in row)
        if words < 2:
            continue
        out, last_y, pitch = set(row), top.y0, 0.0
        for index in range(max(row) + 1, len(segs)):
            seg = segs[index]
            step = seg.y0 - last_y
            if step > 0.5 * top.height:  # the next row
                if step > (1.5 * pitch if pitch else 2.5 * top.height):
                    break
                pitch, last_y = pitch or step, seg.y0
            out.add(index)
        return out
    return set()


# ff-10: the words an items table's columns are headed with, in the six languages, folded
# (the quantity and description heads that find a table, and the other columns' heads):
# a segment of nothing else is a table's head (on a continued page, where the head may be
# the first thing printed), never a name. Exact words only: "Prins" is a name, not "Preis".
_COLUMN_WORDS = frozenset({word for head in TABLE_HEADS for word in head} | {
    "item", "items", "code", "price", "amount", "article", "articles", "ref", "reference",
    "uom", "weight", "batch", "discount", "vat", "pos", "artikel", "artikelnr", "preis",
    "einzelpreis", "gesamtpreis", "betrag", "einheit", "me", "gewicht", "rabatt", "libelle",
    "prix", "montant", "unite", "poids", "remise", "pu", "ht", "ttc", "articolo", "codice",
    "prezzo", "importo", "unita", "sconto", "um", "iva", "imponibile", "codigo", "precio",
    "importe", "unidad", "descuento", "referencia", "ud", "uds", "prijs", "bedrag", "eenheid",
    "korting", "stuks",
    # ff-16: German compound description heads
    "artikelbezeichnung", "artikelbeschreibung", "warenbezeichnung", "produktbezeichnung",
    "leistungsbeschreibung",
})  # fmt: skip


def column_heads_only(text: str) -> bool:
    """``text`` is nothing but an items table's column heads ("Montant", "Artikel Menge
    Preis", "Q.tà Prezzo Importo")."""
    words = [t.t for t in ph.tokens(text)]
    return (
        bool(words)
        and all(w in _COLUMN_WORDS or (len(w) == 1 and w.isalpha()) for w in words)
        and any(len(w) > 2 for w in words)
    )
