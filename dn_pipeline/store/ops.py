"""Write operations for ``/api/batch``: one record create / update / delete (``Op``), with its
file parts.
"""

from __future__ import annotations

import builtins
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from pocketbase.models.file_upload import FileUpload

from dn_pipeline.hygiene import checked_id


@dataclass(frozen=True, kw_only=True)
class FilePart:
    """A file to upload with a record: field name, file name, bytes, content type."""

    field: str
    name: str
    data: bytes
    content_type: str = "application/octet-stream"


@dataclass(frozen=True, kw_only=True)
class Op:
    """One write inside a transactional ``/api/batch``.

    ``PUT`` is PocketBase's upsert by ``body["id"]`` and exists only inside a batch.
    """

    method: Literal["POST", "PATCH", "PUT", "DELETE"]
    collection: str
    id: str | None = None
    body: Mapping[str, Any] = field(default_factory=dict)
    files: Sequence[FilePart] = ()

    def url(self) -> str:
        base = f"/api/collections/{self.collection}/records"
        if self.method in ("PATCH", "DELETE"):
            if not self.id:
                raise ValueError(f"{self.method} needs a record id")
            return f"{base}/{checked_id(self.id)}"
        return base


def _with_files(body: Mapping[str, Any], files: Sequence[FilePart]) -> dict[str, Any]:
    if not files:
        return dict(body)
    # Multipart: non-file values must be primitives, so JSON values are pre-serialised.
    out: dict[str, Any] = {}
    for k, v in body.items():
        out[k] = json.dumps(v) if isinstance(v, dict | list) else v
    grouped: dict[str, builtins.list[tuple[str, bytes, str]]] = {}
    for part in files:
        grouped.setdefault(part.field, []).append((part.name, part.data, part.content_type))
    for name, items in grouped.items():
        out[name] = FileUpload(*items)
    return out
