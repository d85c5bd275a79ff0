"""PocketBase's error responses translated into the pipeline's errors (``dn_pipeline.errors``)."""

from __future__ import annotations

from typing import Any

from pocketbase.errors import ClientResponseError

from dn_pipeline.errors import (
    BatchFailed,
    DuplicateRecord,
    NotFound,
    StoreError,
    StoreUnavailable,
    ValidationFailed,
)


def _error_code_of(data: Any) -> set[str]:
    """All ``code`` values in a PocketBase error payload's ``data`` map."""
    codes: set[str] = set()
    if isinstance(data, dict):
        for v in (data.get("data") or {}).values():
            if isinstance(v, dict) and "code" in v:
                codes.add(str(v["code"]))
    return codes


def translate(exc: ClientResponseError, what: str) -> StoreError:
    """Turn an SDK error into the project's own, keeping status and payload."""
    status = exc.status or 0
    data = exc.data
    message = data.get("message", "") if isinstance(data, dict) else ""
    text = f"{what}: {status} {message}".strip()
    if status == 0:
        return StoreUnavailable(f"{what}: PocketBase unreachable ({exc.original_error!r})")
    if status == 404:
        return NotFound(text, status=status, data=data)
    codes = _error_code_of(data)
    if "validation_not_unique" in codes:
        return DuplicateRecord(text, status=status, data=data)
    if status == 400 and codes:
        detail = ", ".join(f"{k}: {v.get('code')}" for k, v in (data.get("data") or {}).items())
        return ValidationFailed(f"{text} ({detail})", status=status, data=data)
    if status in (502, 503, 504):
        return StoreUnavailable(text, status=status, data=data)
    return StoreError(text, status=status, data=data)


def _batch_failure(exc: ClientResponseError) -> StoreError:
    data = exc.data if isinstance(exc.data, dict) else {}
    requests = (data.get("data") or {}).get("requests")
    if exc.status == 400 and isinstance(requests, dict):
        for key, err in requests.items():
            if isinstance(err, dict) and isinstance(err.get("response"), dict):
                inner = err["response"]
                codes = _error_code_of(inner)
                index = int(key) if str(key).isdigit() else -1
                cls = DuplicateRecord if "validation_not_unique" in codes else BatchFailed
                if cls is DuplicateRecord:
                    return DuplicateRecord(
                        f"batch op {index}: duplicate ({sorted(codes)})", status=400, data=inner
                    )
                return BatchFailed(
                    f"batch op {index} failed: {inner.get('status')} {inner.get('message', '')}",
                    status=400,
                    data=data,
                    index=index,
                    inner_status=int(inner.get("status") or 0),
                    inner=inner,
                )
    return translate(exc, "batch")


def _is_batch_disabled(exc: ClientResponseError) -> bool:
    data = exc.data if isinstance(exc.data, dict) else {}
    return "Batch requests are not allowed" in str(data.get("message", ""))
