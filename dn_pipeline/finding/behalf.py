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


# ff-10: the firm that sold the goods, named after words that say so: a marketplace's
# vendor ("Sold by", "Verkauf durch", "Vendu par", "Venduto da", "Vendido por", "Verkocht
# door"), a franchise branch's operator, the legal firm a brand is a division of. The name
# must carry a legal form (a salesman is "Sold by: Tom").
SELLER_LABELS: dict[tuple[str, ...], str] = {
    k: "seller"
    for k in (
        ("sold", "by"), ("verkauf", "durch"), ("verkauft", "durch"), ("verkauft", "von"),
        ("vendu", "par"), ("vendus", "par"), ("venduto", "da"), ("venduti", "da"),
        ("vendido", "por"), ("vendidos", "por"), ("verkocht", "door"),
        ("operated", "by"), ("owned", "and", "operated", "by"), ("betrieben", "von"),
        ("exploite", "par"), ("gestito", "da"), ("gestita", "da"), ("operada", "por"),
        ("operado", "por"), ("geexploiteerd", "door"), ("uitgebaat", "door"),
        ("selbstandiger", "partner"),
        ("a", "division", "of"), ("division", "of"), ("ein", "geschaftsbereich", "der"),
        ("ein", "geschaftsbereich", "von"), ("eine", "sparte", "der"), ("une", "division", "de"),
        ("division", "de"), ("una", "divisione", "di"), ("divisione", "di"),
        ("una", "division", "de"), ("een", "divisie", "van"), ("divisie", "van"),
    )
}  # fmt: skip
_NAMES_AFTER = {**BEHALF_LABELS, **SELLER_LABELS}
_UNDER = 1.6  # the name on the next line, in line heights


def behalf_names(segs: Sequence[Line]) -> list[tuple[int, int, str]]:
    """(segment, character offset, label) of each name printed right after on-behalf words
    (or, after seller words ending their line, alone on the line under them): the name runs
    from the offset to the segment's end."""
    out = []
    for index, seg in enumerate(segs):
        toks = ph.tokens(seg.text)
        if not toks:
            continue
        for first, last, kind in ph.find_phrases(toks, _NAMES_AFTER):
            words = tuple(t.t for t in toks[first:last])
            if words not in _NAMES_AFTER:
                continue  # exact words only: "namens" is not "Namen"
            label = seg.text[toks[first].start : toks[last - 1].end]
            rest = seg.text[toks[last - 1].end :]
            at, start = index, len(seg.text) - len(rest.lstrip(" :-–,"))
            if start == len(seg.text) and kind == "seller":
                under = _name_under(segs, index)
                if under is None:
                    break
                at, start = under, 0
            name = ph.fold(segs[at].text[start:])
            if start < len(segs[at].text) and (
                ("fur" not in words and kind != "seller") or lx.COMPANY_SUFFIX.search(name)
            ):
                out.append((at, start, label))
            break
    return out


def _name_under(segs: Sequence[Line], index: int) -> int | None:
    """The segment right under seller words that end their line ("Vendu par:" over the
    vendor's name), its left edge under theirs."""
    seg = segs[index]
    for at in range(index + 1, min(index + 8, len(segs))):
        other = segs[at]
        if other.y0 <= seg.y0 + 0.5 * seg.height or other.x1 < seg.x0 or other.x0 > seg.x1:
            continue
        if other.y0 - seg.y1 > _UNDER * seg.height:
            return None
        if abs(other.x0 - seg.x0) <= seg.height:
            return at
    return None
