"""What one page read returns: the JSON Schema every reader's answer is validated against.

Two forms of one shape:

- ``READ_SCHEMA``: what we validate every answer against (``validate_read``), length caps
  (``maxLength``, ``maxItems``, ``minimum`` / ``maximum``) included. Ours, after the answer.
- ``OUTPUT_SCHEMA``: what the Anthropic reader sends as structured outputs
  (``output_config.format``). The feature refuses ``maxLength``, ``minimum`` / ``maximum``
  and ``maxItems``, wants ``additionalProperties: false`` on every object and nullable types
  as ``anyOf``, and has no open maps, so ``confidence`` has one fixed property per field.
  Anything it guarantees, ``READ_SCHEMA`` also accepts but for the caps, which is the point:
  a guaranteed-shape answer can still be too long, and fails its page as ``invalid_answer``.

The schema is versioned with ``PROMPT_VERSION``; changing the schema or the prompt means a
new version, which changes every read-cache key (new reads, never a stale cached answer).

A text the schema allows must fit the field it is stored in (``STORED_AS``; a test compares
them with ``schema/collections.json``): an answer too long for the store is then an
``invalid_answer`` that fails its page with a reason (SPEC §9), caught before anything is
written, never a refused write that aborts the tick.
"""

from __future__ import annotations

from typing import Any

import jsonschema

from dn_pipeline.errors import ReadError

PROMPT_VERSION = "2026-11-30.2"

DOC_TYPES = ("delivery_note", "invoice", "other", "blank")

_OPT_STR: dict[str, Any] = {"type": ["string", "null"], "maxLength": 500}

# Read field -> the (collection, field) that stores it, whose ``max`` caps its length.
STORED_AS: dict[str, tuple[str, str]] = {
    "document_number": ("dn_batch_notes", "document_number"),
    "supplier_name": ("dn_batch_notes", "supplier_name"),
    "po_number": ("dn_batch_notes", "po_number"),
}
ITEM_STORED_AS: dict[str, tuple[str, str]] = {
    "product_code": ("delivery_note_items", "product_code"),
    "description": ("delivery_note_items", "description"),
    "unit": ("delivery_note_items", "unit"),
}


def _str(max_length: int) -> dict[str, Any]:
    return {"type": ["string", "null"], "maxLength": max_length}


READ_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["doc_type"],
    "properties": {
        "doc_type": {
            "enum": list(DOC_TYPES),
            "description": "delivery_note for a delivery note / docket; blank for an empty page.",
        },
        "document_number": {**_str(200), "description": "The delivery note / docket number."},
        "supplier_name": {
            **_str(300),
            "description": "The supplier (letterhead), not the customer.",
        },
        "supplier_tax_id": {**_OPT_STR, "description": "Supplier VAT / ABN / tax id if printed."},
        "delivery_date": {
            **_OPT_STR,
            "description": "Delivery date as ISO YYYY-MM-DD when certain, else null.",
        },
        "delivery_date_raw": {**_OPT_STR, "description": "The date exactly as printed."},
        "po_number": {**_str(200), "description": "Customer purchase order / order / your ref."},
        "delivery_address": {**_OPT_STR, "description": "Delivery address or site text."},
        "page_number": {"type": ["integer", "null"], "minimum": 1, "maximum": 10000},
        "page_total": {"type": ["integer", "null"], "minimum": 1, "maximum": 10000},
        "continuation": {
            "type": "boolean",
            "description": "True when this page continues a note started on a previous page.",
        },
        "items": {
            "type": "array",
            "maxItems": 500,
            "items": {
                "type": "object",
                "additionalProperties": False,
                "properties": {
                    "product_code": _str(200),
                    "description": _str(2000),
                    "quantity": {"type": ["number", "null"]},
                    "unit": _str(50),
                },
            },
        },
        "confidence": {
            "type": "object",
            "description": "Per-field confidence from 0 to 1, where the reader can give one.",
            "additionalProperties": {"type": "number", "minimum": 0, "maximum": 1},
        },
    },
}

_VALIDATOR = jsonschema.Draft202012Validator(READ_SCHEMA)

# Keywords structured outputs refuse; enforced by validate_read after the answer instead.
UNSUPPORTED_KEYWORDS = frozenset(
    {"maxLength", "minLength", "minimum", "maximum", "maxItems", "minItems", "pattern"}
)
CONFIDENCE_FIELDS = (
    "doc_type",
    "document_number",
    "supplier_name",
    "supplier_tax_id",
    "delivery_date",
    "po_number",
    "items",
)


def structured_output_schema(schema: dict[str, Any]) -> dict[str, Any]:
    """``schema`` in the form structured outputs accept (see the module docstring)."""
    out: dict[str, Any] = {}
    for key, value in schema.items():
        if key in UNSUPPORTED_KEYWORDS:
            continue
        if key == "properties":
            out[key] = {k: structured_output_schema(v) for k, v in value.items()}
        elif key == "items" and isinstance(value, dict):
            out[key] = structured_output_schema(value)
        else:
            out[key] = value
    kind = out.get("type")
    if isinstance(kind, list) and "null" in kind:
        (real,) = [t for t in kind if t != "null"]
        del out["type"]
        description = out.pop("description", None)
        out = {"anyOf": [{**out, "type": real}, {"type": "null"}]}
        if description:
            out["description"] = description
    if out.get("type") == "object":
        if isinstance(out.get("additionalProperties"), dict):  # an open map: fixed keys
            out["properties"] = {f: {"type": "number"} for f in CONFIDENCE_FIELDS}
        out["additionalProperties"] = False
    return out


OUTPUT_SCHEMA: dict[str, Any] = structured_output_schema(READ_SCHEMA)

# Fields that make a page a delivery-note page at all (SPEC §10: none of them -> unreadable).
NOTE_FIELDS = (
    "document_number",
    "supplier_name",
    "delivery_date",
    "delivery_date_raw",
    "po_number",
)


def validate_read(result: object) -> dict[str, Any]:
    """Return ``result`` if it is a valid read; raise ReadError('invalid_answer') otherwise."""
    errors = sorted(_VALIDATOR.iter_errors(result), key=lambda e: list(e.absolute_path))
    if errors:
        first = errors[0]
        where = "/".join(str(p) for p in first.absolute_path) or "(root)"
        raise ReadError("invalid_answer", f"{where}: {first.message}"[:300])
    assert isinstance(result, dict)
    return result


def has_note_fields(result: dict[str, Any]) -> bool:
    """True when the read found at least one delivery-note field."""
    return any(result.get(f) for f in NOTE_FIELDS)
