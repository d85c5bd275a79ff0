"""The embedded reader's field parser: positioned words in, a read dict (``READ_SCHEMA``) out.

Pure and fast: no I/O, no clock, no globals that change. The same words always give the same
read, so ``PARSER_VERSION`` (part of the embedded reader's ``model``) is what invalidates
cached reads when the rules here change.

Words come from a PDF text layer (one word per box) or from OCR (one text line per box, after
``words_from_quads`` has de-rotated the quads). Both are split into sub-words, grouped into
lines, and the fields are found by label-to-value rules on those lines.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from dn_pipeline.readers.base import Word
from dn_pipeline.readers.fielddates import _DATE_LABEL, _dates_in, _find_date
from dn_pipeline.readers.schema import READ_SCHEMA
from dn_pipeline.readers.wordlines import _group_lines, _Line, _segments

PARSER_VERSION = "fp-2026-12.1"

_MAX_STR = 200  # the tightest maxLength READ_SCHEMA gives a text field
_ITEM_CAPS = {  # an item's text fields, each as long as READ_SCHEMA allows
    name: int(spec["maxLength"])
    for name, spec in READ_SCHEMA["properties"]["items"]["items"]["properties"].items()
    if "maxLength" in spec
}
_MAX_ITEMS = 500


# ---------------------------------------------------------------------------------------------
# OCR quads -> words


# ---------------------------------------------------------------------------------------------
# words -> lines


# ---------------------------------------------------------------------------------------------
# labels and values

_NO = r"(?:n[o0][.:]?|nr[.:]?|num(?:ber)?[.:]?|#)"
_VALUE = r"([A-Z0-9][A-Z0-9\-/.]{1,30})"

_DOCNO_LABEL = re.compile(
    r"(?:delivery\s*(?:note|docket)\s*" + _NO + r"?|dispatch\s*docket\s*" + _NO + r"?"
    r"|docket\s*" + _NO + r"|lieferschein\s*-?\s*(?:nr\.?|nummer|no\.?)|\bdn\s*" + _NO + r"?"
    r"|\bnote\s*" + _NO + r")(?![a-z])\s*[:#.]?\s*",
    re.IGNORECASE,
)
_PO_LABEL = re.compile(
    r"(?:purchase\s*order|customer\s*order|your\s*ref(?:erence)?|\bp\.?\s?o\.?(?!\s*box)"
    r"|\border|bestell(?:ung|nummer)?)(?![a-z])(?!\s*date)\s*" + _NO + r"?\s*[:#.]?\s*",
    re.IGNORECASE,
)
_TAX_LABEL = re.compile(
    r"(?:a\.?b\.?n\.?|vat(?:\s*(?:reg(?:istration)?\.?\s*)?(?:no\.?|nr\.?|number))?|tax\s*id"
    r"|ust-?\s*id(?:\.?\s*-?\s*nr\.?)?|gst\s*(?:no\.?|number))\s*[:#.]?\s*"
    r"([A-Z]{0,2}\s?\d[\d -]{5,18}\d)",
    re.IGNORECASE,
)
_VALUE_RE = re.compile(_VALUE, re.IGNORECASE)
_HAS_NO = re.compile(r"n[o0r]\b|nummer|num|#|ref|order\b|\bp\.?\s?o\b", re.IGNORECASE)
_PAGE_RE = re.compile(r"\b(?:page|seite|pg\.?)\s*(\d{1,5})\s*(?:of|/|von)\s*(\d{1,5})", re.I)
_CONT_RE = re.compile(r"\bcontinu(?:ed|ation)\b|\bfortsetzung\b", re.IGNORECASE)
_CONT_FORWARD = re.compile(
    r"continued\s+(?:overleaf|on\s+(?:next|following)\s+page)|continues\b|\bp\.?t\.?o\b", re.I
)
_DN_WORDS = re.compile(
    r"delivery\s*(?:note|docket)|dispatch\s*(?:note|docket)|lieferschein|docket", re.I
)
_INVOICE_WORDS = re.compile(r"\b(?:tax\s*)?invoice\b|\brechnung\b", re.IGNORECASE)
_INVOICE_REFERENCE = re.compile(r"invoice\s*(?:to\s*follow|no|number|#|will)", re.IGNORECASE)
_OTHER_WORDS = re.compile(r"\b(?:statement|remittance|quotation|order\s*confirmation)\b", re.I)
_CUSTOMER_LABEL = re.compile(
    r"\b(?:deliver(?:ed)?\s*to|delivery\s*address|ship\s*to|bill\s*to|sold\s*to|customer"
    r"|site\s*address|lieferadresse|kunde)\b",
    re.IGNORECASE,
)
_SUPPLIER_NOISE = re.compile(
    r"delivery|docket|lieferschein|invoice|page\s*\d|\b(?:abn|vat|tax|phone|ph|tel|fax|email|number)"
    r"\b|www\.|@|https?:|\bdate\b|\bp\.?o\.?\s*box|\bno[.:]",
    re.IGNORECASE,
)
_COMPANY_SUFFIX = re.compile(
    r"\b(?:pty|ltd|limited|gmbh|inc|llc|plc|co\.?|group|holdings|ag|kg|sons|industries)\b", re.I
)
_END_OF_TABLE = re.compile(
    r"\b(?:total|signature|signed|received\s*by|driver|notes?:|comments|thank)\b", re.I
)
_HEADER_COLUMNS: dict[str, re.Pattern[str]] = {
    "product_code": re.compile(r"^(?:code|item|product|sku|art(?:ikel)?\.?-?nr\.?)$", re.I),
    "description": re.compile(r"^(?:description|details|bezeichnung|material)$", re.I),
    "quantity": re.compile(r"^(?:qty|quantity|menge|qty\.|amount)$", re.I),
    "unit": re.compile(r"^(?:unit|uom|units|einheit)$", re.I),
}

# ---------------------------------------------------------------------------------------------
# dates


# ---------------------------------------------------------------------------------------------
# field finders


def _clean_value(value: str) -> str:
    return value.strip(" .:,;-/#")[:_MAX_STR]


def _looks_like_id(value: str) -> bool:
    return any(c.isdigit() for c in value) and not _dates_in(value)


def _labelled_value(
    lines: Sequence[_Line], label: re.Pattern[str], skip: re.Pattern[str] | None = None
) -> tuple[str, int] | None:
    """The first value after ``label``: on the same line, else below the label."""
    for index, line in enumerate(lines):
        for m in label.finditer(line.text):
            if skip is not None and skip.match(line.text, m.start()):
                continue
            after = _VALUE_RE.match(line.text, m.end())
            if after and _looks_like_id(after[1]):
                return _clean_value(after[1]), index
            if not _HAS_NO.search(m[0]):
                continue  # a bare title ("DELIVERY NOTE") has no value below it
            below = _value_below(lines, index, line.char_x(m.start()), line.char_x(m.end()))
            if below:
                return below, index
    return None


def _value_below(lines: Sequence[_Line], index: int, x0: float, x1: float) -> str | None:
    """A value printed under a label (boxed table-style headers)."""
    line = lines[index]
    for below in lines[index + 1 : index + 3]:
        if below.y0 - line.y1 > 2.5 * line.height:
            break
        for sub in below.subs:
            centre = (sub.x0 + sub.x1) / 2
            if x0 - line.height <= centre <= x1 + 3 * line.height:
                m = _VALUE_RE.match(sub.t)
                if m and _looks_like_id(m[1]):
                    return _clean_value(m[1])
    return None


def _customer_zone(lines: Sequence[_Line]) -> set[int]:
    """Indexes of lines in the customer / deliver-to block (never the supplier)."""
    zone: set[int] = set()
    for index, line in enumerate(lines):
        m = _CUSTOMER_LABEL.search(line.text)
        if not m:
            continue
        zone.add(index)
        label_x = line.char_x(m.start())
        bottom = line.y1
        # Segments run left to right then down, so the block's lines are not adjacent ones.
        for offset, below in enumerate(lines[index + 1 : index + 16], start=1):
            if below.y0 - bottom > 2.5 * line.height:
                break
            if abs(below.x0 - label_x) < 2.5 * line.height:  # left-aligned under the label
                zone.add(index + offset)
                bottom = max(bottom, below.y1)
    return zone


def _delivery_address(lines: Sequence[_Line]) -> str | None:
    for index, line in enumerate(lines):
        m = re.search(r"\b(?:deliver(?:ed)?\s*to|delivery\s*address|site(?:\s*address)?)\b"
                      r"\s*[:\-]?\s*", line.text, re.I)  # fmt: skip
        if not m:
            continue
        parts = [line.text[m.end() :].strip()]
        label_x = line.char_x(m.start())
        for below in lines[index + 1 : index + 3]:
            if below.y0 - line.y1 > 3 * line.height:
                break
            near = [s.t for s in below.subs if abs(s.x0 - label_x) < 12 * line.height]
            if near and not _DATE_LABEL.search(" ".join(near)):
                parts.append(" ".join(near))
        text = ", ".join(p for p in parts if p)
        return text[:_MAX_STR] or None
    return None


def _supplier(
    lines: Sequence[_Line], page_height: float, customer: set[int]
) -> tuple[str, float] | None:
    """The letterhead name: the largest text near the top, not a title nor the customer."""
    best: tuple[float, str, float] | None = None
    limit = page_height * 0.3
    for index, line in enumerate(lines):
        if line.y0 > limit or index in customer:
            continue
        text = line.text.strip()
        letters = sum(c.isalpha() for c in text)
        if letters < 3 or letters < 0.5 * len(text.replace(" ", "")) or text[0].isdigit():
            continue  # numbers, codes and street addresses are not a company name
        if _SUPPLIER_NOISE.search(text) or _CUSTOMER_LABEL.search(text):
            continue
        if any(p.match(sub.t) for sub in line.subs[:2] for p in _HEADER_COLUMNS.values()):
            continue  # a table header cell
        suffix = bool(_COMPANY_SUFFIX.search(text))
        score = line.height * (1.5 if suffix else 1.0) - line.y0 / max(page_height, 1.0)
        if best is None or score > best[0]:
            best = (score, text[:_MAX_STR], 0.9 if suffix else 0.6)
    return (best[1], best[2]) if best else None


def _tax_id(lines: Sequence[_Line], customer: set[int]) -> str | None:
    fallback: str | None = None
    for index, line in enumerate(lines):
        m = _TAX_LABEL.search(line.text)
        if m:
            value = re.sub(r"\s+", " ", m[1]).strip()[:_MAX_STR]
            if index not in customer:
                return value
            fallback = fallback or value
    return fallback


def _items(lines: Sequence[_Line]) -> list[dict[str, Any]]:
    """Rows under a Code/Description/Qty/Unit header, cut into columns by header x (best effort)."""
    for index, line in enumerate(lines):
        anchors: list[tuple[float, str]] = []
        for sub in line.subs:
            for column, pattern in _HEADER_COLUMNS.items():
                if pattern.match(sub.t.strip(":")) and column not in {c for _, c in anchors}:
                    anchors.append((sub.x0, column))
        if len(anchors) < 3 or "quantity" not in {c for _, c in anchors}:
            continue
        anchors.sort()
        items: list[dict[str, Any]] = []
        previous = line
        for row in lines[index + 1 :]:
            if row.y0 - previous.y1 > 3 * previous.height or _END_OF_TABLE.search(row.text):
                break
            cells: dict[str, list[str]] = {c: [] for _, c in anchors}
            for sub in row.subs:
                column = anchors[0][1]
                for x, name in anchors:
                    if sub.x0 >= x - 0.8 * row.height:
                        column = name
                cells[column].append(sub.t)
            item = _item(cells)
            if item:
                items.append(item)
            previous = row
            if len(items) >= _MAX_ITEMS:
                break
        return items
    return []


def _item(cells: dict[str, list[str]]) -> dict[str, Any] | None:
    item: dict[str, Any] = {}
    for column in ("product_code", "description", "unit"):
        if cells.get(column):
            item[column] = " ".join(cells[column])[: _ITEM_CAPS[column]]
    qty_text = " ".join(cells.get("quantity", [])).replace(",", ".")
    m = re.search(r"-?\d+(?:\.\d+)?", qty_text)
    if m:
        quantity = float(m[0])
        item["quantity"] = int(quantity) if quantity.is_integer() else quantity
    elif not item.get("description"):
        return None
    return item if item.get("description") or item.get("product_code") else None


# ---------------------------------------------------------------------------------------------
# the parser


def parse_words(words: list[Word], *, page_height: float) -> dict[str, Any]:
    """Read one page's positioned words into a dict valid against ``READ_SCHEMA``.

    Promises: never raises on any words (hostile text included); strings are capped at the
    schema's length; ``delivery_date`` is ISO only when the printed date has one reading
    (ISO, a month name, or a day above 12), the raw form always goes to
    ``delivery_date_raw``; no words at all is ``doc_type: "blank"``.
    """
    lines = _group_lines(words)
    if not lines:
        return {"doc_type": "blank", "continuation": False, "items": [], "confidence": {}}
    full = "\n".join(line.text for line in lines)
    result: dict[str, Any] = {"doc_type": _doc_type(full)}
    confidence: dict[str, float] = {}

    number = _labelled_value(lines, _DOCNO_LABEL)
    if number:
        result["document_number"] = number[0]
        confidence["document_number"] = 0.9
    po = _labelled_value(lines, _PO_LABEL)
    if po and po[0] != result.get("document_number"):
        result["po_number"] = po[0]
        confidence["po_number"] = 0.9
    found_date = _find_date(lines)
    if found_date:
        hit, conf = found_date
        result["delivery_date_raw"] = hit.raw[:_MAX_STR]
        result["delivery_date"] = hit.iso
        confidence["delivery_date"] = conf if hit.iso else 0.0

    segments = _segments(lines)
    customer = _customer_zone(segments)
    supplier = _supplier(segments, page_height, customer)
    if supplier:
        result["supplier_name"], confidence["supplier_name"] = supplier
    tax_id = _tax_id(segments, customer)
    if tax_id:
        result["supplier_tax_id"] = tax_id
    address = _delivery_address(lines)
    if address:
        result["delivery_address"] = address

    page = _PAGE_RE.search(full)
    if page:
        page_number, page_total = int(page[1]), int(page[2])
        if 1 <= page_number <= page_total <= 10000:
            result["page_number"], result["page_total"] = page_number, page_total
    result["continuation"] = _continuation(full, result)
    result["items"] = _items(lines)
    result["confidence"] = confidence
    return result


def _doc_type(full: str) -> str:
    if _DN_WORDS.search(full):
        return "delivery_note"
    if _INVOICE_WORDS.search(_INVOICE_REFERENCE.sub("", full)):
        return "invoice"
    if _OTHER_WORDS.search(full):
        return "other"
    # The product's input is delivery notes: a page we cannot classify stays one, so a
    # page with no fields becomes page_unreadable (an open page), not silently "other".
    return "delivery_note"


def _continuation(full: str, result: dict[str, Any]) -> bool:
    """True when the page says it continues an earlier page (not that it continues later)."""
    backward = _CONT_RE.search(_CONT_FORWARD.sub("", full)) is not None
    later_page = (result.get("page_number") or 1) > 1
    return backward or (later_page and not result.get("document_number"))
