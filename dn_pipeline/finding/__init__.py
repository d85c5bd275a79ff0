"""Field finding: a page's words (with the batch site's host data and, later, supplier
profiles) in; the delivery-note fields out, each with the evidence it was found by.

This is the contract between the read (words, paid once and cached per image) and assembly
(which runs the finder on every assembly, so a finder upgrade re-finds fields with no read).
It is pure: no I/O, no clock, no globals that change; it never raises on any words, and the
same input always gives the same ``Finding``. ``FINDER_VERSION`` names the rules; it is never
part of a read-cache key.

The implementation behind ``find_fields`` is replaced by the field-finding work (issue #13);
the names and shapes below are what the rest of the package relies on.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from dn_pipeline.readers.base import Word

FINDER_VERSION = "ff-18"


@dataclass(frozen=True, kw_only=True)
class HostSupplier:
    """A supplier of the site's host data, as the finder sees it."""

    id: str
    name: str
    tax_id: str = ""
    aliases: tuple[str, ...] = ()
    emails: tuple[str, ...] = ()  # addresses or bare domains ("orders@acme.de", "acme.de")
    phones: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class HostPurchaseOrder:
    """A purchase order of the batch's site."""

    id: str
    number: str
    supplier: str = ""  # a HostSupplier id, or "" when unknown


@dataclass(frozen=True, kw_only=True)
class HostData:
    """What the site knows: its suppliers and its purchase orders (never another site's)."""

    suppliers: tuple[HostSupplier, ...] = ()
    purchase_orders: tuple[HostPurchaseOrder, ...] = ()


@dataclass(frozen=True, kw_only=True)
class Evidence:
    """Why a field has its value: the rule, the words (indices into the input) and any match."""

    rule: str
    words: tuple[int, ...] = ()
    host_id: str = ""  # the HostSupplier / HostPurchaseOrder id the value matched
    label: str = ""  # the label text that preceded the value, when one did
    confidence: float = 0.0
    support: int = 0  # rule "supplier_profile": the confirmed notes the learned fact rests on
    # ff-13: other host ids the same words match exactly as well (``host.HostHit.ties``)
    ties: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class Finding:
    """The fields of one page: ``result`` has the shape of a read (``readschema.READ_SCHEMA``),
    ``evidence`` explains each non-empty field of it by name; ``continues``: the page says
    its note goes on past it ("Continued overleaf", "PTO"), a hint for assembly, no field."""

    result: dict[str, Any]
    evidence: dict[str, Evidence] = field(default_factory=dict)
    version: str = FINDER_VERSION
    continues: bool = False


def find_fields(
    words: Sequence[Word],
    *,
    page_width: float,
    page_height: float,
    host: HostData | None = None,
    date_order: str = "dmy",
    profiles: Sequence[Any] = (),
) -> Finding:
    """Find the delivery-note fields among ``words`` (page pixel coordinates, top-left origin).

    Never raises on any words; the same input always gives the same ``Finding``.
    ``profiles`` are ``SupplierProfile`` values (or their JSON form): when one is the page's
    supplier's, its learned layout is tried first (evidence rule ``supplier_profile``).
    """
    from dn_pipeline.finding.core import find  # late: core imports the names above
    from dn_pipeline.finding.profile_use import apply, as_profiles

    finding = find(
        words,
        page_width=page_width,
        page_height=page_height,
        host=host or HostData(),
        date_order=date_order if date_order in ("dmy", "mdy") else "dmy",
    )
    return apply(
        finding, words, as_profiles(profiles), page_width=page_width, page_height=page_height
    )
