"""A note printed by one firm for another (ff-5): a logistics firm's letterhead over
"Despatched on behalf of X Ltd", "Versandt im Auftrag von X GmbH", "Expédié pour le compte
de X SARL", "Per conto di X S.r.l.", "Por cuenta de X S.A.", "Namens X B.V.". The party
named after the words is the supplier; the firm that printed the note is not.
"""

from __future__ import annotations

from collections.abc import Sequence

from dn_pipeline.finding import lexicon as lx
from dn_pipeline.finding import phrases as ph
from dn_pipeline.finding.layout import Line

BEHALF_LABELS: dict[tuple[str, ...], str] = {
    k: "behalf"
    for k in (
        ("on", "behalf", "of"), ("for", "and", "on", "behalf", "of"), ("acting", "for"),
        ("im", "auftrag", "von"), ("im", "auftrag", "der"), ("im", "auftrag", "des"),
        ("im", "namen", "von"), ("im", "namen", "der"), ("im", "namen", "des"),
        ("i", "a", "der"), ("i", "a", "des"), ("i", "a", "von"),
        ("versandt", "fur"), ("versand", "fur"), ("geliefert", "fur"),
        ("ausgeliefert", "fur"), ("spediert", "fur"),
        ("pour", "le", "compte", "de"), ("pour", "le", "compte", "d"), ("pour", "compte", "de"),
        ("au", "nom", "de"), ("per", "conto", "di"), ("per", "conto", "del"),
        ("per", "conto", "della"), ("in", "nome", "di"), ("por", "cuenta", "de"),
        ("por", "cuenta", "y", "orden", "de"), ("en", "nombre", "de"), ("namens",),
        ("in", "naam", "van"), ("in", "opdracht", "van"),
    )
}  # fmt: skip


def behalf_names(segs: Sequence[Line]) -> list[tuple[int, int, str]]:
    """(segment, character offset, label) of each name printed right after on-behalf words:
    the name runs from the offset to the segment's end."""
    out = []
    for index, seg in enumerate(segs):
        toks = ph.tokens(seg.text)
        if not toks:
            continue
        for first, last, _ in ph.find_phrases(toks, BEHALF_LABELS):
            words = tuple(t.t for t in toks[first:last])
            if words not in BEHALF_LABELS:
                continue  # exact words only: "namens" is not "Namen"
            rest = seg.text[toks[last - 1].end :]
            start = len(seg.text) - len(rest.lstrip(" :-–,"))
            if start < len(seg.text) and (
                "fur" not in words or lx.COMPANY_SUFFIX.search(ph.fold(seg.text[start:]))
            ):
                label = seg.text[toks[first].start : toks[last - 1].end]
                out.append((index, start, label))
            break
    return out
