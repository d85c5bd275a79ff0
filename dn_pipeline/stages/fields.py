"""Page fields at assembly: a stored read (its words, or a vision answer) and the site's host
data in; the fields assembly works on and the evidence a reviewer sees out (issue #13).

The read is the words, paid once and cached per image; the fields are found again at every
assembly, so a finder upgrade changes fields with no read. Two kinds of stored read:

- **words** and no answer (the embedded reader): ``find_fields`` over them; a read that
  saw only blank paper stays blank, a page with ink but no legible word is a delivery-note
  page with no field (``page_unreadable`` downstream, never blank).
- **an answer** (the vision reader, or an old embedded read made before words were kept):
  its fields stand. The finder runs over the read's words, else the page's text layer;
  where both give a value and they differ, or the answer gives a document number or PO
  printed nowhere in the words, the answer's value is kept and the disagreement recorded
  (``disagreements``), never silently overwritten. The cascade asks the same check at read
  time (``answer_disagreements``, ``disagreement.py``) to escalate such an answer. Its
  values are located in the words where they appear, so the review page can still show
  where they came from.

``found`` is the JSON stored on the page (``dn_batch_pages.found``) and reported by
``batch show --json``: the finder's version, the fields, and per field its rule, label,
host match, confidence and word boxes (page pixel coordinates, top-left origin), and for
a value found through supplier memory (rule ``supplier_profile``) the ``support``: how many
confirmed notes the learned fact rests on.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from rapidfuzz import fuzz

from dn_pipeline import finding
from dn_pipeline.finding import Evidence, HostData, HostPurchaseOrder, HostSupplier
from dn_pipeline.readers.base import Word
from dn_pipeline.readers.sideways import image_box
from dn_pipeline.stages.docnum import fuzzy_name, normalise_document_number
from dn_pipeline.stages.resolve import Host, parse_date

# The fields reported in ``found`` (items stay on the read: they are long and not evidenced).
REPORTED = (
    "doc_type",
    "document_number",
    "supplier_name",
    "supplier_tax_id",
    "delivery_date",
    "delivery_date_raw",
    "po_number",
    "page_number",
    "page_total",
    "continuation",
)
_CHECKED = ("document_number", "supplier_name", "supplier_tax_id", "delivery_date", "po_number")
# Values an answer copies as printed: one the words hold nowhere is a disagreement.
_PRINTED_AS_IS = ("document_number", "po_number")
_MAX_WINDOW = 8  # words a located value may span
_SAME_NAME = 85  # rapidfuzz score under which two supplier names disagree


@dataclass(frozen=True, kw_only=True)
class PageFields:
    """One page's fields for assembly (read-shaped, plus ``supplier_host`` / ``po_host``
    ids when the value is a host-data match) and the ``found`` JSON stored on the page."""

    result: dict[str, Any]
    found: dict[str, Any]


def host_data(host: Host) -> HostData:
    """The finder's view of the host data entity resolution already loaded for the site."""
    return HostData(
        suppliers=tuple(
            HostSupplier(id=s.id, name=s.name, tax_id=s.tax_id, aliases=s.aliases)
            for s in host.suppliers
        ),
        purchase_orders=tuple(
            HostPurchaseOrder(id=p.id, number=p.number, supplier=p.supplier)
            for p in host.purchase_orders
        ),
    )


def fields_of_pages(
    pages: Sequence[Mapping[str, Any]],
    reads: Mapping[str, Mapping[str, Any]],
    host: HostData,
    date_order: str,
    profiles: Sequence[Any] = (),
) -> dict[str, PageFields]:
    """Page id -> its fields, for every ``dn_batch_pages`` row whose read is ``ok`` and
    loaded in ``reads`` (``dn_page_reads`` rows by id, with ``result``, ``words``,
    ``rotation``). ``profiles`` are the site's supplier profiles (``supplier_memory``)."""
    out: dict[str, PageFields] = {}
    for page in pages:
        read = reads.get(page.get("read") or "")
        if page.get("read_status") != "ok" or not read or not read.get("result"):
            continue
        words = read.get("words")
        out[page["id"]] = find_page(
            read=read["result"],
            words=words if isinstance(words, list) else None,
            text_layer=page.get("text_layer") or [],
            width=float(page.get("width") or 0),
            height=float(page.get("height") or 0),
            host=host,
            date_order=date_order,
            rotation=int(read.get("rotation") or 0),
            profiles=profiles,
        )
    return out


def find_page(
    *,
    read: Mapping[str, Any],
    words: Sequence[Word] | None,
    text_layer: Sequence[Word],
    width: float,
    height: float,
    host: HostData,
    date_order: str,
    rotation: int = 0,
    profiles: Sequence[Any] = (),
) -> PageFields:
    """The fields of one page whose read succeeded (see the module promises). A ``rotation``
    (90, 180, 270: degrees clockwise the stored image turns to stand upright) means ``words``
    are in the upright frame but the image is not: found on the upright page's size, their
    evidence boxes turned back onto the image."""
    # A page read lying on its side has its words on the upright page: width and height swap.
    up_w, up_h = (height, width) if rotation in (90, 270) and words else (width, height)
    if words is not None and not any(k != "doc_type" for k in read):
        fields = _from_words(read, words, up_w, up_h, host, date_order, profiles)
    else:
        # An answer is checked against the read's own words, else the page's text layer.
        checked = words if words is not None else text_layer
        fields = _from_answer(read, checked, up_w, up_h, host, date_order, profiles)
    if rotation in (90, 180, 270):
        for shown in fields.found["evidence"].values():
            shown["boxes"] = [image_box(box, rotation, width, height) for box in shown["boxes"]]
    return fields


def _from_words(
    read: Mapping[str, Any],
    words: Sequence[Word],
    width: float,
    height: float,
    host: HostData,
    date_order: str,
    profiles: Sequence[Any],
) -> PageFields:
    if read.get("doc_type") == "blank":
        result: dict[str, Any] = {"doc_type": "blank"}
        return PageFields(result=result, found=_found("words", result, {}, (), []))
    found = finding.find_fields(
        words,
        page_width=width,
        page_height=height,
        host=host,
        date_order=date_order,
        profiles=profiles,
    )
    result = dict(found.result)
    if result.get("doc_type") == "blank":
        result["doc_type"] = "delivery_note"  # ink, but nothing legible: unreadable, not blank
    _add_host_ids(result, found.evidence)
    if found.continues:
        result["continues"] = True  # for assembly: the next page is this note's
    evidence = _located(found.evidence, result, words)
    return PageFields(
        result=result, found=_found("words", result, evidence, words, [], version=found.version)
    )


def _located(
    evidence: Mapping[str, Evidence], result: Mapping[str, Any], words: Sequence[Word]
) -> dict[str, Evidence]:
    """Evidence whose rule names no words points at where its value is printed, if it is."""
    if not words:  # a scan read by a vision reader: nothing to point at
        return dict(evidence)
    return {
        name: ev if ev.words else replace(ev, words=_locate(_printed(result, name), words))
        for name, ev in evidence.items()
    }


def _printed(result: Mapping[str, Any], name: str) -> str:
    """The value as printed on the page (a date's raw form, not its ISO reading)."""
    if name == "delivery_date":
        return str(result.get("delivery_date_raw") or result.get(name) or "")
    return str(result.get(name) or "")


def _from_answer(
    read: Mapping[str, Any],
    text_layer: Sequence[Word],
    width: float,
    height: float,
    host: HostData,
    date_order: str,
    profiles: Sequence[Any],
) -> PageFields:
    result = dict(read)
    words = [w for w in text_layer if str(w.get("t", "")).strip()]
    evidence: dict[str, Evidence] = {}
    checked, disagreements = _check(result, words, width, height, host, date_order, profiles)
    if checked is not None:
        differ = {d["field"] for d in disagreements}
        for name in _CHECKED:
            mine, theirs = result.get(name), checked.result.get(name)
            found = checked.evidence.get(name)
            if mine and theirs and name not in differ and found is not None:
                evidence[name] = found  # the words confirm the answer: their evidence holds
        _add_host_ids(result, evidence)
    for name in _CHECKED:
        value = result.get(name)
        if value and name not in evidence:
            evidence[name] = Evidence(rule="read", words=_locate(_printed(result, name), words))
    evidence = _located(evidence, result, words)
    return PageFields(result=result, found=_found("read", result, evidence, words, disagreements))


def answer_disagreements(
    *,
    read: Mapping[str, Any],
    words: Sequence[Word] | None,
    text_layer: Sequence[Word],
    width: float,
    height: float,
    host: HostData,
    date_order: str,
    profiles: Sequence[Any] = (),
) -> list[dict[str, Any]]:
    """The disagreements ``find_page`` records for a vision answer, without the rest: the
    fields (``_CHECKED`` order) where the answer and what the finder makes of the page's
    words and the site's host data both give a value and differ, or where the answer gives
    a document number or PO the finder did not find and the words hold nowhere
    (``"words": None``). [] for a read that is words only, and when there are no words to
    check against (the cascade's trigger, ``disagreement.py``, asks this at read time;
    assembly records the same at every run)."""
    if words is not None and not any(k != "doc_type" for k in read):
        return []
    checked = words if words is not None else text_layer
    legible = [w for w in checked if str(w.get("t", "")).strip()]
    return _check(read, legible, width, height, host, date_order, profiles)[1]


def _check(
    read: Mapping[str, Any],
    words: Sequence[Word],
    width: float,
    height: float,
    host: HostData,
    date_order: str,
    profiles: Sequence[Any],
) -> tuple[finding.Finding | None, list[dict[str, Any]]]:
    """A delivery-note answer against the finder's fields of the same legible words:
    the finding (None when nothing was checked) and where the two differ."""
    if not words or read.get("doc_type") != "delivery_note":
        return None, []
    checked = finding.find_fields(
        words,
        page_width=width,
        page_height=height,
        host=host,
        date_order=date_order,
        profiles=profiles,
    )
    disagreements = []
    for name in _CHECKED:
        mine, theirs = read.get(name), checked.result.get(name)
        if mine and theirs and _differ(name, str(mine), str(theirs), date_order):
            disagreements.append({"field": name, "read": mine, "words": theirs})
        elif mine and not theirs and name in _PRINTED_AS_IS and not _locate(str(mine), words):
            # The finder found none, and the answer's value is printed nowhere on the page.
            disagreements.append({"field": name, "read": mine, "words": None})
    return checked, disagreements


def _add_host_ids(result: dict[str, Any], evidence: Mapping[str, Evidence]) -> None:
    for name, key in (("supplier_name", "supplier_host"), ("po_number", "po_host")):
        ev = evidence.get(name)
        if ev is not None and ev.host_id:
            result[key] = ev.host_id
            if ev.ties:  # other suppliers the same words match as well: assembly narrows
                result[key + "_ties"] = list(ev.ties)
    supplier = evidence.get("supplier_tax_id")
    if "supplier_host" not in result and supplier is not None and supplier.host_id:
        result["supplier_host"] = supplier.host_id


def _differ(name: str, mine: str, theirs: str, date_order: str) -> bool:
    if name == "supplier_name":
        return fuzz.token_sort_ratio(fuzzy_name(mine), fuzzy_name(theirs)) < _SAME_NAME
    if name == "delivery_date":
        return parse_date(mine, date_order) != parse_date(theirs, date_order)
    return normalise_document_number(mine) != normalise_document_number(theirs)


def _key(text: str) -> str:
    return re.sub(r"[^0-9a-z]", "", text.casefold())


def _locate(value: str, words: Sequence[Word]) -> tuple[int, ...]:
    """The shortest run of consecutive words (reading order as given) holding ``value``."""
    if not words:
        return ()
    target = _key(value)
    if not target:
        return ()
    keys = [_key(str(w.get("t", ""))) for w in words]
    best: tuple[int, ...] = ()
    for start, first in enumerate(keys):
        if not first:
            continue
        joined = ""
        for end in range(start, min(start + _MAX_WINDOW, len(keys))):
            joined += keys[end]
            if target in joined:
                span = tuple(range(start, end + 1))
                if not best or len(span) < len(best):
                    best = span
                break
            if len(joined) > 2 * len(target) + 20:
                break
    return best


def _found(
    source: str,
    result: Mapping[str, Any],
    evidence: Mapping[str, Evidence],
    words: Sequence[Word],
    disagreements: list[dict[str, Any]],
    *,
    version: str = finding.FINDER_VERSION,
) -> dict[str, Any]:
    """The JSON stored on the page: what a reviewer and ``batch show --json`` are shown."""
    fields = {k: result[k] for k in REPORTED if result.get(k) not in (None, "")}
    shown: dict[str, Any] = {}
    for name, ev in sorted(evidence.items()):
        if not result.get(name):
            continue
        indices = [i for i in ev.words if 0 <= i < len(words)]
        shown[name] = {
            "rule": ev.rule,
            "label": ev.label,
            "host_id": ev.host_id,
            "confidence": round(float(ev.confidence), 3),
            "words": indices,
            "boxes": [
                [round(float(words[i][k]), 1) for k in ("x0", "y0", "x1", "y1")] for i in indices
            ],
            "text": " ".join(str(words[i]["t"]) for i in indices)[:300],
        }
        if ev.support:  # rule supplier_profile: "learned from N confirmed notes" on the page
            shown[name]["support"] = ev.support
        if ev.ties:  # "also matches": the host records these words fit as well
            shown[name]["host_ties"] = list(ev.ties)
    return {
        "finder": version,
        "from": source,
        "fields": fields,
        "evidence": shown,
        "disagreements": disagreements,
    }
