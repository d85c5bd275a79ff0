"""The one place that speaks PocketBase.

Everything above this module talks in plain dicts with the contract field names of
SPEC §3 and in this module's verbs. This module owns superuser auth (and re-auth on 401
and on the 403 an expired token gets), filters with safe value binding, the server's date
format, protected-file downloads with file tokens, and the transactional ``/api/batch``
(the SDK's ``create_batch()`` is broken against PocketBase 0.40, so it is not used).

PocketBase errors become the project's own (``DuplicateRecord``, ``NotFound`` ...) here,
with the cause kept.
"""

from __future__ import annotations

import builtins
import contextlib
import json
import logging
import re
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime, timedelta
from email.utils import parsedate_to_datetime
from typing import Any, NoReturn

import httpx
from pocketbase import PocketBase
from pocketbase.errors import ClientResponseError
from pocketbase.models.file_upload import FileUpload

from dn_pipeline.errors import (
    AuthFailed,
    NotFound,
    StoreError,
    StoreUnavailable,
)
from dn_pipeline.hygiene import checked_id, redact_body, register_secret
from dn_pipeline.store.filters import FilterValue, Record, bind
from dn_pipeline.store.ops import FilePart, Op, _with_files
from dn_pipeline.store.realtime import Subscription
from dn_pipeline.store.translate import _batch_failure, _is_batch_disabled, translate

log = logging.getLogger(__name__)


# Generous: a 50 MB source upload over a slow link must not time out at the SDK's 5 s.
DEFAULT_TIMEOUT_S = 300.0
_PAGE_SIZE = 500  # PocketBase caps perPage at 1000
# Queries of one ``list_in`` in flight at once (PocketBase serves reads concurrently).
LIST_IN_PARALLEL = 4


class Store:
    """A superuser session on one PocketBase server.

    Safe to share between threads: the SDK's httpx client is, and re-auth is serialised.
    """

    def __init__(
        self, url: str, email: str, password: str, *, timeout_s: float = DEFAULT_TIMEOUT_S
    ) -> None:
        self.url = url.rstrip("/")
        self._email = email
        self._password = password
        register_secret(password)  # redacted from every body this store writes
        self._auth_lock = threading.Lock()
        self.pb = PocketBase(self.url, timeout=timeout_s)
        self.pb.after_send = self._observe_response
        self.requests = 0  # round trips made, for benchmarks and tests
        self._clock_lock = threading.Lock()
        # (server time, local monotonic time when it was observed, resolution in s)
        self._server_seen: tuple[datetime, float, float] | None = None
        self._file_token: tuple[str, float] | None = None  # (token, monotonic expiry)

    def __repr__(self) -> str:  # never show the password
        return f"Store({self.url!r})"

    # -- the server's clock -----------------------------------------------------

    def observe_server_time(self, stamp: datetime, *, resolution_s: float = 0.001) -> None:
        """Remember a server timestamp (a record's ``updated``, a ``Date`` header).

        A finer stamp replaces a coarser one; otherwise the newest wins.
        """
        now = time.monotonic()
        with self._clock_lock:
            seen = self._server_seen
            if seen is not None and resolution_s > seen[2] and now - seen[1] < 60:
                return
            self._server_seen = (stamp, now, resolution_s)

    def server_now(self) -> datetime:
        """The server's current time, estimated from its last stamp plus monotonic time
        elapsed since. Never derived from this machine's wall clock."""
        with self._clock_lock:
            seen = self._server_seen
        if seen is None:
            self.health()  # its Date header gives a first stamp
            with self._clock_lock:
                seen = self._server_seen
            if seen is None:
                raise StoreUnavailable("the server sent no Date header to tell its time")
        stamp, at, _ = seen
        return stamp + timedelta(seconds=time.monotonic() - at)

    def _observe_response(self, response: httpx.Response, data: Any, config: Any) -> Any:
        date = response.headers.get("date")
        if date:
            with contextlib.suppress(TypeError, ValueError):
                self.observe_server_time(parsedate_to_datetime(date), resolution_s=1.0)
        return data

    # -- plumbing ---------------------------------------------------------------

    def authenticate(self) -> None:
        """Log in as superuser; AuthFailed on bad credentials, StoreUnavailable if down."""
        with self._auth_lock:
            for wait_s in (1.0, 1.5, 2.0, 3.0, 0.0):
                try:
                    self.requests += 1
                    self.pb.collection("_superusers").auth_with_password(
                        self._email, self._password
                    )
                    return
                except ClientResponseError as exc:
                    # 429: the server's login rate limit; wait for its window and retry.
                    if exc.status != 429 or not wait_s:
                        self._auth_refused(exc)
                time.sleep(wait_s)

    @staticmethod
    def _auth_refused(exc: ClientResponseError) -> NoReturn:
        if exc.status in (400, 401, 403):
            raise AuthFailed(
                "PocketBase refused the superuser credentials", status=exc.status
            ) from exc
        raise translate(exc, "authenticate") from exc

    def send(self, path: str, config: dict[str, Any], what: str = "request") -> Any:
        """Send one request, re-authenticating once on 401/403 (an expired token)."""
        for attempt in (1, 2):
            try:
                self.requests += 1
                return self.pb.send(path, dict(config))
            except ClientResponseError as exc:
                if exc.status in (401, 403) and attempt == 1:
                    self.authenticate()
                    continue
                raise translate(exc, what) from exc
        raise AssertionError("unreachable")  # pragma: no cover

    def health(self) -> bool:
        """True when the server answers its health check."""
        try:
            self.requests += 1
            self.pb.send("/api/health", {"method": "GET", "headers": {"Authorization": ""}})
            return True
        except ClientResponseError:
            return False

    def subscribe(
        self,
        collections: Sequence[str],
        on_change: Callable[[str, str, str], None],
        on_gap: Callable[[], None] = lambda: None,
    ) -> Callable[[], None]:
        """Realtime: ``on_change(collection, record id, record's batch)`` for every change of
        a record of ``collections``, and ``on_gap()`` when the stream was lost and made
        again (changes in between went unseen). Both run on the subscription's thread.
        Returns once the topics are registered (or after 10 s, logged); call the returned
        function to close the stream.
        """
        self.authenticate()  # the topics are registered with this session's token
        subscription = Subscription(self, collections, on_change, on_gap)
        subscription.start()
        return subscription.close

    # -- records ----------------------------------------------------------------

    def get(self, collection: str, record_id: str, *, fields: str = "") -> Record:
        params = {"fields": fields} if fields else {}
        result: Record = self.send(
            f"/api/collections/{collection}/records/{checked_id(record_id)}",
            {"method": "GET", "params": params},
            f"get {collection}/{record_id}",
        )
        return result

    def find(self, collection: str, record_id: str) -> Record | None:
        """The record, or None when it does not exist (or ``record_id`` cannot name one)."""
        if not record_id:
            return None
        try:
            return self.get(collection, record_id)
        except NotFound:
            return None

    def list(
        self,
        collection: str,
        filter: str = "",
        *,
        sort: str = "",
        fields: str = "",
        limit: int | None = None,
    ) -> builtins.list[Record]:
        """Every matching record (paged transparently), or the first ``limit``."""
        return list(self.iter(collection, filter, sort=sort, fields=fields, limit=limit))

    def iter(
        self,
        collection: str,
        filter: str = "",
        *,
        sort: str = "",
        fields: str = "",
        limit: int | None = None,
    ) -> Iterator[Record]:
        page = 1
        seen = 0
        per_page = min(_PAGE_SIZE, limit) if limit else _PAGE_SIZE
        while True:
            params: dict[str, Any] = {"page": page, "perPage": per_page, "skipTotal": 1}
            if filter:
                params["filter"] = filter
            # A stable order is needed for paging; id breaks ties.
            params["sort"] = f"{sort},id" if sort else "id"
            if fields:
                params["fields"] = fields
            body = self.send(
                f"/api/collections/{collection}/records",
                {"method": "GET", "params": params},
                f"list {collection}",
            )
            items = body.get("items") or []
            for item in items:
                yield item
                seen += 1
                if limit is not None and seen >= limit:
                    return
            if len(items) < per_page:
                return
            page += 1

    def list_in(
        self,
        collection: str,
        field: str,
        values: Sequence[FilterValue],
        *,
        where: str = "",
        fields: str = "",
        chunk: int = 40,
    ) -> builtins.list[Record]:
        """Records whose ``field`` is one of ``values`` (and match the already-bound
        ``where``), a few dozen values per query so the URL stays short; several queries
        go out together (``LIST_IN_PARALLEL``), their records returned in query order."""
        unique = builtins.list(dict.fromkeys(values))

        def query(i: int) -> builtins.list[Record]:
            part = unique[i : i + chunk]
            ors = " || ".join(f"{field} = {{:v{j}}}" for j in range(len(part)))
            expr = bind(ors, **{f"v{j}": v for j, v in enumerate(part)})
            return self.list(collection, f"({where}) && ({expr})" if where else expr, fields=fields)

        starts = range(0, len(unique), chunk)
        if len(starts) < 2:
            return [r for i in starts for r in query(i)]
        with ThreadPoolExecutor(min(LIST_IN_PARALLEL, len(starts))) as pool:
            return [r for part in pool.map(query, starts) for r in part]

    def first(self, collection: str, filter: str, *, sort: str = "") -> Record | None:
        found = self.list(collection, filter, sort=sort, limit=1)
        return found[0] if found else None

    def count(self, collection: str, filter: str = "") -> int:
        params: dict[str, Any] = {"page": 1, "perPage": 1, "fields": "id"}
        if filter:
            params["filter"] = filter
        body = self.send(
            f"/api/collections/{collection}/records",
            {"method": "GET", "params": params},
            f"count {collection}",
        )
        return int(body.get("totalItems", 0))

    def create(
        self, collection: str, body: Mapping[str, Any], files: Sequence[FilePart] = ()
    ) -> Record:
        result: Record = self.send(
            f"/api/collections/{collection}/records",
            {"method": "POST", "body": _with_files(redact_body(dict(body)), files)},
            f"create {collection}",
        )
        return result

    def update(
        self,
        collection: str,
        record_id: str,
        body: Mapping[str, Any],
        files: Sequence[FilePart] = (),
    ) -> Record:
        result: Record = self.send(
            f"/api/collections/{collection}/records/{checked_id(record_id)}",
            {"method": "PATCH", "body": _with_files(redact_body(dict(body)), files)},
            f"update {collection}/{record_id}",
        )
        return result

    def delete(self, collection: str, record_id: str) -> None:
        self.send(
            f"/api/collections/{collection}/records/{checked_id(record_id)}",
            {"method": "DELETE"},
            f"delete {collection}/{record_id}",
        )

    # -- the transactional batch -------------------------------------------------

    def batch(self, ops: Sequence[Op]) -> builtins.list[Record]:
        """Apply ``ops`` in one PocketBase transaction: all of them land, or none.

        Raises BatchFailed (with the failing op's index and inner status) or
        DuplicateRecord when a unique index refused one op.
        """
        if not ops:
            return []
        requests: builtins.list[dict[str, Any]] = []
        parts: dict[str, Any] = {}
        for i, op in enumerate(ops):
            req: dict[str, Any] = {"method": op.method, "url": op.url()}
            if op.method != "DELETE":
                req["body"] = redact_body(dict(op.body))
            requests.append(req)
            for part in op.files:
                parts[f"requests.{i}.{part.field}"] = FileUpload(
                    (part.name, part.data, part.content_type)
                )
        body: dict[str, Any]
        if parts:
            body = {"@jsonPayload": json.dumps({"requests": requests}), **parts}
        else:
            body = {"requests": requests}
        for attempt in (1, 2):
            try:
                self.requests += 1
                results = self.pb.send("/api/batch", {"method": "POST", "body": body})
                break
            except ClientResponseError as exc:
                if exc.status in (401, 403) and attempt == 1 and not _is_batch_disabled(exc):
                    self.authenticate()
                    continue
                raise _batch_failure(exc) from exc
        return [r.get("body") or {} for r in results]

    # -- files ------------------------------------------------------------------

    def download(self, collection: str, record_id: str, filename: str) -> bytes:
        """The bytes of a protected file, fetched with a short-lived file token."""
        token = self._token()
        if not re.fullmatch(r"[A-Za-z0-9_.-]+", filename) or ".." in filename:
            raise StoreError(f"not a file name: {filename!r}")
        url = f"{self.url}/api/files/{collection}/{checked_id(record_id)}/{filename}"
        try:
            self.requests += 1
            resp = self.pb.http_client.get(url, params={"token": token})
        except httpx.HTTPError as exc:
            raise StoreUnavailable(f"download {collection}/{record_id}: {exc!r}") from exc
        if resp.status_code == 404:
            raise NotFound(f"file {collection}/{record_id}/{filename} not found", status=404)
        if resp.status_code >= 400:
            raise StoreError(f"download failed: {resp.status_code}", status=resp.status_code)
        return resp.content

    def _token(self) -> str:
        # File tokens live 180 s on the server; reuse one for two minutes.
        cached = self._file_token
        if cached is not None and time.monotonic() < cached[1]:
            return cached[0]
        token: str = self.send("/api/files/token", {"method": "POST"}, "file token")["token"]
        self._file_token = (token, time.monotonic() + 120.0)
        return token

    # -- admin ------------------------------------------------------------------

    def collections(self) -> builtins.list[Record]:
        body = self.send(
            "/api/collections", {"method": "GET", "params": {"perPage": 500}}, "collections"
        )
        items: builtins.list[Record] = body.get("items") or []
        return items

    def settings(self) -> Record:
        result: Record = self.send("/api/settings", {"method": "GET"}, "settings")
        return result
