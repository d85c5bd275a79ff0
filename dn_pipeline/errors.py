"""The one exception tree of dn-pipeline.

    DnError
    ├── ConfigError            bad or missing configuration (exit 1 at the CLI)
    ├── UsageError             the command was asked something impossible (exit 2)
    ├── StoreError             PocketBase answered with something unexpected
    │   ├── StoreUnavailable   the server cannot be reached (retryable)
    │   ├── AuthFailed         the superuser credentials were refused
    │   ├── NotFound           no such record
    │   ├── DuplicateRecord    a UNIQUE index or id refused the write
    │   ├── ValidationFailed   the server refused field values
    │   ├── BatchFailed        a transactional /api/batch rolled back
    │   └── UnsafeFilterValue  a value that cannot be bound safely into a filter
    ├── SchemaError            desired schema cannot be applied (type change, bad definition)
    ├── LeaseError
    │   ├── NotClaimed         somebody else holds the batch (a normal outcome)
    │   └── LeaseLost          our lease was taken over or expired: stop writing
    ├── SourceError            a source cannot become pages (bad input, carries a code)
    ├── ReadError              a page read failed for this page (bad answer; carries a code)
    ├── RetryableError         the batch should go back to the queue with backoff
    │   └── ReaderUnavailable  the vision API stayed unavailable after its retries
    ├── BudgetExhausted        the spend cap is reached: no new paid calls
    └── Stopped                a stop was requested (SIGTERM, --max-seconds, cancel)

Every class's docstring is its default message. Translate at the boundary and keep
the cause: ``raise NotClaimed(...) from exc``.
"""

from __future__ import annotations


class DnError(Exception):
    """dn-pipeline failed."""

    def __init__(self, message: str | None = None) -> None:
        super().__init__(message or (type(self).__doc__ or type(self).__name__).strip())


class ConfigError(DnError):
    """The configuration is incomplete or invalid."""


class UsageError(DnError):
    """The command cannot be done as asked."""


class StoreError(DnError):
    """PocketBase refused the request."""

    def __init__(self, message: str | None = None, *, status: int = 0, data: object = None) -> None:
        super().__init__(message)
        self.status = status
        self.data = data


class StoreUnavailable(StoreError):
    """PocketBase cannot be reached."""


class AuthFailed(StoreError):
    """PocketBase refused the superuser credentials."""


class NotFound(StoreError):
    """The record does not exist."""


class DuplicateRecord(StoreError):
    """A record with the same unique value already exists."""


class ValidationFailed(StoreError):
    """PocketBase refused the field values."""


class BatchFailed(StoreError):
    """The transactional batch was rolled back."""

    def __init__(
        self,
        message: str | None = None,
        *,
        status: int = 0,
        data: object = None,
        index: int = -1,
        inner_status: int = 0,
        inner: object = None,
    ) -> None:
        super().__init__(message, status=status, data=data)
        self.index = index
        self.inner_status = inner_status
        self.inner = inner


class UnsafeFilterValue(StoreError):
    """The value cannot be bound into a PocketBase filter safely."""


class SchemaError(DnError):
    """The desired schema cannot be applied."""


class LeaseError(DnError):
    """Lease failure."""


class NotClaimed(LeaseError):
    """Another worker holds this batch."""


class LeaseLost(LeaseError):
    """The lease was lost: this worker must stop writing."""


class SourceError(DnError):
    """The source cannot be turned into pages."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail


class ReadError(DnError):
    """The page could not be read."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail


class RetryableError(DnError):
    """A transient failure: retry the batch later."""


class ReaderUnavailable(RetryableError):
    """The vision API is unavailable after its retries."""


class BudgetExhausted(DnError):
    """The spend cap is reached: no new paid reads."""


class Stopped(DnError):
    """Work was asked to stop."""
