"""Whose supplier a page names, against the note it may join (assembly's question, SPEC
§5.5: "a supplier change starts a new note").

The note's side is what its pages so far say (``NoteSupplier``): the host suppliers all of
them allow, the first printed name and the first tax id. A page is in conflict with it by
"ids" (two host-data matches that share no supplier, or two tax ids that cannot be one read
twice) or by "names" (only the printed names differ); assembly forgives a "names" conflict
where a second page's letterhead is known to be read badly.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rapidfuzz import fuzz

from dn_pipeline.stages.docnum import fuzzy_name, normalise_tax_id

_SAME_SUPPLIER_SCORE = 80  # two spellings of one letterhead across pages of one note
_SHARED_WORD = 4  # letters of a word two spellings of one supplier's name share
_SAME_WORD = 85  # two spellings of one word ("KESSLCR", "KESSLER": 85.7)
_TAX_TAIL = 8  # characters of a tax id OCR may misread one of, or print without its prefix
_SURE_NAME = 0.85  # the finder's confidence in a letterhead, a legal form or a label's name


@dataclass(frozen=True, slots=True)
class NoteSupplier:
    """The note's supplier as its pages so far print it: ``hosts`` None before any page
    matched host data."""

    hosts: frozenset[str] | None
    name: str
    tax_id: str


def page_hosts(read: Mapping[str, Any]) -> frozenset[str]:
    """The host suppliers the page's supplier may be: its host-data match and the suppliers
    the same words match exactly as well (``supplier_host_ties``); empty when none."""
    host = read.get("supplier_host")
    if not isinstance(host, str) or not host:
        return frozenset()
    ties = read.get("supplier_host_ties")
    return frozenset([host, *(t for t in ties or () if isinstance(t, str) and t)])


def conflict(note: NoteSupplier, read: Mapping[str, Any]) -> str:
    """ "" when the page's supplier may be the note's; "ids" when host-data matches or tax ids
    differ; "names" when only the printed names do."""
    hosts_a, hosts_b = note.hosts, page_hosts(read)
    if hosts_a and hosts_b:
        # Two host-data matches are the authority: another supplier when none of the page's
        # could be the note's.
        return "" if hosts_a & hosts_b else "ids"
    tax_a, tax_b = (
        normalise_tax_id(note.tax_id),
        normalise_tax_id(read.get("supplier_tax_id")),
    )
    if tax_a and tax_b and not _tax_alike(tax_a, tax_b):
        return "ids"
    if tax_a and tax_b and tax_a == tax_b:
        return ""
    name_a, name_b = fuzzy_name(note.name), fuzzy_name(read.get("supplier_name"))
    if name_a and name_b:
        # Word order aside, or spaces aside: OCR loses the spaces of one page's letterhead
        # ("OberkammerElektrogroßhandel") and keeps the next page's.
        differ = (
            fuzz.token_sort_ratio(name_a, name_b) < _SAME_SUPPLIER_SCORE
            and fuzz.ratio(name_a.replace(" ", ""), name_b.replace(" ", "")) < _SAME_SUPPLIER_SCORE
        )
        return "names" if differ else ""
    return ""


def _tax_alike(a: str, b: str) -> bool:
    """Two normalised tax ids that may be one read twice: one OCR character apart
    ("DE437804741", "DF437804741"), or one with its country prefix and the other without
    ("FR72592616915", "592616915"). The names then decide."""
    short, long = sorted((a, b), key=len)
    if len(short) < _TAX_TAIL:
        return False  # a short id one character off is another id
    if len(short) == len(long):
        return sum(x != y for x, y in zip(short, long, strict=True)) <= 1
    return long.endswith(short) and len(long) - len(short) <= 4


def weak_supplier(read: Mapping[str, Any]) -> bool:
    """The page's supplier is the finder's weak guess (no letterhead, legal form or label
    backs it: an item line on a second page, "Husillo nivelador (5)")."""
    sure = read.get("confidence")
    value = sure.get("supplier_name") if isinstance(sure, Mapping) else None
    return isinstance(value, int | float) and value < _SURE_NAME


def names_share_a_word(note: NoteSupplier, read: Mapping[str, Any]) -> bool:
    """The note's supplier name and the page's have a word of four letters or more in common
    (legal forms aside; as OCR spells it, one letter in seven off): "Holzhandel Reuter GmbH"
    and "REUTER HOLZ", "Kesslcr" and "Farbenwerk Kessler GmbH & Co. KG"."""
    mine, theirs = (
        {w for w in fuzzy_name(name).split() if len(w) >= _SHARED_WORD}
        for name in (note.name, read.get("supplier_name"))
    )
    return any(fuzz.ratio(a, b) >= _SAME_WORD for a in mine for b in theirs)


def same_supplier(note: NoteSupplier, read: Mapping[str, Any]) -> bool:
    """The page, whose supplier is in no conflict with the note's (``conflict``),
    names it itself (a host-data match, a tax id or a printed name): not merely no other."""
    if note.hosts and note.hosts & page_hosts(read):
        return True
    tax = normalise_tax_id(read.get("supplier_tax_id"))
    if tax and normalise_tax_id(note.tax_id) == tax:
        return True
    return bool(fuzzy_name(note.name) and fuzzy_name(read.get("supplier_name")))
