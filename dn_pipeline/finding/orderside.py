"""Whose order a labelled order number is (ff-6's rules, moved here from ``core.py``): a page
that prints a label naming the customer's order ("Your Order No", "Ihre Bestellung") makes an
order word of either side ("Order No.", "Pedido #") the shop's own order."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dn_pipeline.finding import lexicon as lx
from dn_pipeline.finding import phrases as ph
from dn_pipeline.finding.labels import Candidate
from dn_pipeline.finding.layout import column_breaks
from dn_pipeline.finding.values import EVERY


def shop_order(candidate: Candidate) -> bool:
    """An order word of either side with a number word ("Order No.", "Pedido #"); not the
    buyer's word ("Bestell-Nr.", "Bestelnummer": the customer's order on a packing list)."""
    toks = ph.tokens(candidate.label)
    return candidate.kind == "order_no" and bool(toks) and toks[-1].t in _ORDER_NUMBER_WORDS


_ORDER_NUMBER_WORDS = lx.NUMBER_WORD_SET - {"ref", "id"} | {"o"}  # "o": the º of "N.º"
_NOT_AFTER_PO = frozenset({"box", "bus", "postfach", "boite"})  # "PO Box 12": an address


def names_customer_order(lines: Sequence[Any]) -> bool:
    """The page prints a label that names the customer's order ("Your Order No",
    "Purchase Order", "Ihre Bestellung", "Vs. ordine"), with or without a value."""
    for line in lines:
        toks = ph.tokens(line.text)
        if not toks:
            continue
        breaks = column_breaks(line)
        every = ph.find_phrases(toks, EVERY, breaks)
        for first, last, kind in ph.find_phrases(toks, lx.PO_LABELS, breaks):
            after = toks[last].t if last < len(toks) else ""
            before = toks[first - 1].t if first > 0 else ""
            if kind != "po" or after in _NOT_AFTER_PO:
                continue
            if len(toks[first].t) == 1 and any(
                len(t) == 1 and t.isalpha() for t in (before, after)
            ):
                continue  # letters of a spaced-out word: "T R A S P O R T O"
            if ph.inside_longer(first, last, every):
                continue  # a part of a longer label: "N° de bon de commande"
            return True
    return False
