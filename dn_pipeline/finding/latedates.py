"""ff-10: dates written on the note after it was printed, by its receiver — a received stamp
("RECEIVED 03 DEC 2026", "Eingegangen am", "Reçu le", "Ricevuto il", "Recibido el",
"Ontvangen op") and a signature line's date ("Received by ___ Signature ___ Date: …",
"Ware erhalten von … Unterschrift … Datum:"). They are never the note's date when the page
prints another: ranked below even an unlabelled date in the letterhead's block.
"""

from __future__ import annotations

from collections.abc import Sequence

from dn_pipeline.finding import phrases as ph
from dn_pipeline.finding.dates import DateHit
from dn_pipeline.finding.layout import Line
from dn_pipeline.finding.lexicon import DN_TITLES

# A received stamp's words: the date after them, or under them in their column.
_STAMPS: dict[tuple[str, ...], str] = {
    k: "stamp"
    for k in (
        ("received",), ("received", "on"), ("date", "received"), ("eingegangen",),
        ("eingegangen", "am"), ("eingang",), ("eingang", "am"), ("recu", "le"),
        ("ricevuto", "il"), ("ricevuta", "il"), ("pervenuto", "il"), ("recibido",),
        ("recibido", "el"), ("recibida", "el"), ("ontvangen",), ("ontvangen", "op"),
    )
}  # fmt: skip
# A signature line's words: a date on their line or the two lines under them is the signer's.
_SIGNED: dict[tuple[str, ...], str] = {
    k: "signed"
    for k in (
        ("signature",), ("signed",), ("sign",), ("received", "by"), ("goods", "received", "by"),
        ("unterschrift",), ("unterschrieben",), ("ware", "erhalten"), ("erhalten", "von"),
        ("empfangen", "von"), ("signe",), ("recu", "par"), ("marchandise", "recue"),
        ("firma",), ("firmato",), ("ricevuto", "da"), ("merce", "ricevuta"), ("recibido", "por"),
        ("mercancia", "recibida"), ("handtekening",), ("getekend",), ("ontvangen", "door"),
        ("goederen", "ontvangen"), ("voor", "ontvangst"),
    )
}  # fmt: skip
_LATE = {**_STAMPS, **_SIGNED}
_TITLES = {title: "title" for title in DN_TITLES}
_BELOW = 2  # lines under a signature's words
_REACH = 3.0  # in line heights


def late_dates(lines: Sequence[Line], per_line: Sequence[list[DateHit]]) -> set[tuple[int, int]]:
    """(line, character offset) of each date a received stamp or a signature line gives."""
    late: set[tuple[int, int]] = set()
    for index, line in enumerate(lines):
        toks = ph.tokens(line.text)
        if not toks:
            continue
        titles = ph.find_phrases(toks, _TITLES)
        for first, last, _ in ph.find_phrases(toks, _LATE):
            kind = _LATE.get(tuple(t.t for t in toks[first:last]))
            if kind is None:
                continue  # exact words only
            if any(a <= first and last <= b for a, b, _ in titles):
                continue  # ff-15: the "Received" of a "Goods Received Note" title
            start = toks[first].start
            late.update((index, h.start) for h in per_line[index] if h.start >= start)
            x0 = line.x_at(start)
            for at in range(index + 1, min(index + 1 + _BELOW, len(lines))):
                other = lines[at]
                if other.y0 - line.y1 > _REACH * line.height:
                    break
                for hit in per_line[at]:
                    # a stamp's date under its words; a signature's anywhere on its lines
                    if kind == "signed" or abs(other.x_at(hit.start) - x0) <= 4 * line.height:
                        late.add((at, hit.start))
    return late
