"""The Reader protocol and the values that cross it.

A reader takes one stored page (its canonical PNG and the PDF text layer recorded with it)
and returns a read validated against ``readschema.READ_SCHEMA`` plus what it cost.

Errors a reader raises:
- ``ReadError(code, detail)``: this page's answer is unusable (malformed, invalid against the
  schema, cut off at max_tokens, nothing recognisable). A page-level failure, recorded on
  the page; the batch goes on.
- ``ReaderUnavailable``: the service stayed unavailable after its own retries (429, 529,
  5xx, timeouts, connection errors). A batch-level retryable error; nothing is recorded on
  the page.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, NotRequired, Protocol, TypedDict


class Word(TypedDict):
    """One positioned word (a text-layer word or an OCR line), in the pixel coordinates of
    the page PNG; ``c`` is the OCR engine's confidence (absent for a text layer)."""

    t: str
    x0: float
    y0: float
    x1: float
    y1: float
    c: NotRequired[float]


class PageInput:
    """A stored page as a reader sees it.

    ``png`` is the page's canonical PNG. Given ``fetch`` instead of ``png``, the bytes are
    fetched the first time a reader asks for them and kept: a reader that answers from the
    text layer alone never downloads the image. A failed fetch is kept in ``fetch_error``
    (and raised), so a caller can tell it from the reader's own failure.
    """

    __slots__ = ("_fetch", "_png", "fetch_error", "height", "text_layer", "width")

    def __init__(
        self,
        *,
        png: bytes | None = None,
        width: int,
        height: int,
        text_layer: list[Word] | None = None,
        fetch: Callable[[], bytes] | None = None,
    ) -> None:
        if png is None and fetch is None:
            raise TypeError("PageInput needs png or fetch")
        self._png = png
        self._fetch = fetch
        self.width = width
        self.height = height
        self.text_layer: list[Word] = text_layer if text_layer is not None else []
        self.fetch_error: BaseException | None = None

    @property
    def png(self) -> bytes:
        if self._png is None:
            assert self._fetch is not None
            try:
                self._png = self._fetch()
            except BaseException as exc:
                self.fetch_error = exc
                raise
        return self._png

    @property
    def fetched(self) -> bool:
        """The bytes are here (given, or fetched by a reader that needed them)."""
        return self._png is not None


class PreparedImages:
    """Page PNGs a run rendered and stored itself (preparing), kept for its reads so a
    reader asking for the bytes needs no download (#20 point 1). Keyed by the image's
    sha256 (the stored file's, by construction); at most ``budget`` bytes are kept, the
    first pages first (the order they are read in); each is handed out once (``take``)
    and forgotten, so memory shrinks as the reads go. Thread-safe: the lanes take at once.
    """

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.used = 0
        self._lock = threading.Lock()
        self._png: dict[str, bytes] = {}

    def keep(self, sha256: str, png: bytes) -> bool:
        """Keep ``png`` if it fits the budget; False when it did not (it is downloaded)."""
        with self._lock:
            if sha256 in self._png:
                return True
            if self.used + len(png) > self.budget:
                return False
            self._png[sha256] = png
            self.used += len(png)
            return True

    def has(self, sha256: str) -> bool:
        with self._lock:
            return sha256 in self._png

    def take(self, sha256: str) -> bytes | None:
        """The kept bytes of ``sha256`` (then forgotten), or None."""
        with self._lock:
            png = self._png.pop(sha256, None)
            if png is not None:
                self.used -= len(png)
            return png


@dataclass(frozen=True, kw_only=True)
class Usage:
    """Tokens and money one reader call cost (all zero for the embedded reader)."""

    input_tokens: int = 0
    output_tokens: int = 0
    cache_read_tokens: int = 0
    cache_creation_tokens: int = 0
    # Of ``cache_creation_tokens``, those written with the 1-hour TTL (priced apart).
    cache_creation_1h_tokens: int = 0
    cost_usd: float = 0.0
    # Earlier attempts of this call that may have reached the API unanswered (timeouts,
    # dropped connections): possibly billed, cost unknown.
    calls_in_doubt: int = 0


@dataclass(frozen=True, kw_only=True)
class ReadOutput:
    """A validated read and its usage. ``words`` is what the page says (text layer or one OCR
    pass), stored with the read so fields can be found again at assembly without reading;
    None for a reader whose answer is its fields (vision: its words are the text layer)."""

    result: dict[str, Any]
    usage: Usage = field(default_factory=Usage)
    words: list[Word] | None = None
    rotation: int = 0  # degrees the page image was turned to read ``words`` upright


class Reader(Protocol):
    """Reads one page. ``name`` and ``model`` are part of the read-cache key."""

    @property
    def name(self) -> str: ...

    @property
    def model(self) -> str: ...

    @property
    def paid(self) -> bool:
        """True when a call costs money (counts against the spend cap)."""
        ...

    def read(self, page: PageInput) -> ReadOutput: ...
