"""Who a party block names (ff-8): multilingual box captions and labels printed in a cell of
their own beside their value.

A CMR's or a carrier's box caption is printed in two or three languages ("1 Expéditeur /
Sender / Absender", "Destinatario / Consignee / Destinataire", "16 Transporteur / Carrier /
Frachtführer"): a caption, never a name; it labels the block under it as a label in one
language does. A party's label in a cell of its own ("Expéditeur:", "Empfänger:") labels
the value printed right of it on the same line ("Empfänger:   Steinbrecher Hochbau GmbH").
"""

from __future__ import annotations

from collections.abc import Sequence

from dn_pipeline.finding import lexicon as lx
from dn_pipeline.finding import phrases as ph
from dn_pipeline.finding import transport
from dn_pipeline.finding.layout import Line

# ff-16: a construction site's caption ("Chantier:", "Baustelle:", "Obra:"): with its colon,
# what follows is the site the goods went to
SITE_LABELS: tuple[tuple[str, ...], ...] = (
    ("site",), ("job", "site"), ("jobsite",), ("project",), ("project", "site"),
    ("delivery", "site"), ("chantier",), ("projet",), ("baustelle",), ("bauvorhaben",),
    ("projekt",), ("cantiere",), ("progetto",), ("obra",), ("proyecto",), ("bouwplaats",),
    ("werf",), ("project", "naam"), ("bouwproject",),
)  # fmt: skip
_PARTIES: dict[tuple[str, ...], str] = {
    **lx.CUSTOMER_LABELS,
    **lx.CARRIER_LABELS,
    **lx.SUPPLIER_LABELS,
    # the receiving party of a carrier's paper, and a CMR's successive carriers
    ("empfanger",): "customer", ("porteador",): "carrier",
    ("successive", "carriers"): "carrier", ("transporteurs", "successifs"): "carrier",
}  # fmt: skip
_MAX_GAP = 25.0  # text heights between a label's cell and its value's


def _exact(text: str) -> str:
    """The party kind ``text`` names when it is that label and nothing else ("" if not)."""
    toks = tuple(t.t for t in ph.tokens(text))
    return _PARTIES.get(toks, "") if toks else ""


def caption_kind(text: str) -> str:
    """The party a multilingual caption names ("1 Expéditeur / Sender / Absender":
    "supplier"), "" when ``text`` is no such caption: two or more parts split by "/", one of
    them exactly a party's label, none of them longer than a label."""
    if "/" not in text:
        return ""
    body = text[transport.box_label_start(text) :]
    parts = [p.strip(" :") for p in body.split("/")]
    if len(parts) < 2 or not all(parts) or any(len(p.split()) > 5 for p in parts):
        return ""
    kinds = [_exact(p) for p in parts]
    return next((k for k in kinds if k), "")


def label_cell(seg: Line) -> str:
    """The party kind of a segment that is only a party's label and its colon
    ("Expéditeur:", "2 Empfänger:"), "" otherwise."""
    text = seg.text.rstrip()
    if not text.endswith(":"):
        return ""
    return _exact(text[transport.box_label_start(text) :])


def value_right(segs: Sequence[Line], index: int) -> int:
    """The segment right of a label's cell on the same line (its value), or -1."""
    seg = segs[index]
    if index + 1 >= len(segs):
        return -1
    other = segs[index + 1]
    same_line = abs(other.y0 - seg.y0) < 0.5 * seg.height and other.x0 > seg.x1
    if same_line and other.x0 - seg.x1 < _MAX_GAP * seg.height:
        return index + 1
    return -1


def sender_line(text: str) -> bool:
    """``text`` starts with a sender's label ("Sender Onslow Tools Ltd", "Absender: X")."""
    toks = ph.tokens(text)
    box = transport.box_tokens(text, toks)
    return any(
        first == box and tuple(t.t for t in toks[first:last]) in lx.SUPPLIER_LABELS
        for first, last, _ in (ph.find_phrases(toks, lx.SUPPLIER_LABELS) if toks else [])
    )


_FAX_WORDS = frozenset({"fax", "telefax", "telecopie", "telecopia", "facsimile"})


def fax_line(text: str) -> bool:
    """A fax's transmission line ("FAX From: X  13/08/25 14:08"): it names who sent the fax,
    not the supplier whose note it carries."""
    toks = ph.tokens(text)
    return len(toks) >= 2 and toks[0].t in _FAX_WORDS and toks[1].t.isalpha()
