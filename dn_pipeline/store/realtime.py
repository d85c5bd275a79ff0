"""PocketBase realtime: one SSE connection that stays subscribed until it is closed.

Not the ``pocketbase`` SDK's realtime client: its event thread ends for good on the first
error (a dropped connection, a server restart, a listener map changed under it by a
concurrent re-subscription) and nothing tells the caller, who then waits for events that
never come. Here a lost stream is reconnected with backoff, the topics are registered again
under the new client id, and ``on_gap`` says that changes may have been missed, so the
caller re-reads what it shows.
"""

from __future__ import annotations

import contextlib
import json
import logging
import socket
import threading
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import httpx
from httpx_sse import connect_sse

if TYPE_CHECKING:
    from dn_pipeline.store.client import Store

log = logging.getLogger(__name__)

CONNECT_TIMEOUT_S = 10.0
# PocketBase ends a realtime stream after 5 idle minutes; a read silent for longer than
# that means a peer gone without a word, so the stream is dropped and made again.
READ_TIMEOUT_S = 330.0
RECONNECT_FIRST_S = 0.2
RECONNECT_CAP_S = 5.0

OnChange = Callable[[str, str, str], None]


class Subscription:
    """``on_change(collection, record id, record's batch)`` for every change of a record
    of ``collections``; ``on_gap()`` after the stream was lost and made again. Both are
    called on the subscription's own thread; an exception in them is logged, never fatal.
    """

    def __init__(
        self,
        store: Store,
        collections: Sequence[str],
        on_change: OnChange,
        on_gap: Callable[[], None] = lambda: None,
    ) -> None:
        self._store = store
        self._topics = [f"{name}/*" for name in collections]
        self._on_change = on_change
        self._on_gap = on_gap
        self._live = threading.Event()  # set once the topics were first registered
        self._closing = threading.Event()
        self._stream: httpx.Response | None = None  # the stream being read
        self._thread = threading.Thread(target=self._run, name="realtime", daemon=True)

    def start(self, wait_s: float = 10.0) -> bool:
        """Start listening; True once the topics are registered (within ``wait_s``)."""
        self._thread.start()
        if self._live.wait(wait_s):
            return True
        log.warning("realtime_not_connected topics=%s", ",".join(self._topics))
        return False

    def close(self) -> None:
        """Stop listening and drop the stream (the server then forgets the client)."""
        self._closing.set()
        stream = self._stream
        network = stream.extensions.get("network_stream") if stream is not None else None
        sock = network.get_extra_info("socket") if network is not None else None
        if sock is not None:
            # Closing the client would not wake a read blocked in another thread; shutting
            # the socket down does, and the stream's thread then sees ``_closing`` and ends.
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)

    def _run(self) -> None:
        delay = RECONNECT_FIRST_S
        while not self._closing.is_set():
            try:
                if self._listen():
                    delay = RECONNECT_FIRST_S
            except Exception as exc:  # the thread must outlive any one stream
                if self._closing.is_set():
                    return
                log.warning("realtime_lost error=%s: %s", type(exc).__name__, exc)
            if self._closing.wait(delay):
                return
            delay = min(delay * 2, RECONNECT_CAP_S)

    def _listen(self) -> bool:
        """Read one stream until it ends; True if its topics were registered."""
        timeout = httpx.Timeout(CONNECT_TIMEOUT_S, read=READ_TIMEOUT_S)
        registered = False
        with (
            httpx.Client(timeout=timeout) as client,
            connect_sse(client, "GET", f"{self._store.url}/api/realtime") as source,
        ):
            source.response.raise_for_status()
            self._stream = source.response
            try:
                if self._closing.is_set():  # closed while connecting
                    return False
                for event in source.iter_sse():
                    if self._closing.is_set():
                        break
                    if event.event == "PB_CONNECT":
                        self._register(json.loads(event.data)["clientId"])
                        registered = True
                    elif event.event in self._topics:
                        self._dispatch(event.event, event.data)
            finally:
                self._stream = None
        return registered

    def _register(self, client_id: str) -> None:
        if self._live.is_set():
            # A new stream after a lost one, maybe hours later: a fresh token, since the
            # server would take an expired one's subscription as a guest's and send nothing.
            self._store.authenticate()
        self._store.send(
            "/api/realtime",
            {"method": "POST", "body": {"clientId": client_id, "subscriptions": self._topics}},
            "realtime subscribe",
        )
        if self._live.is_set():
            self._guarded(self._on_gap)  # changes while the stream was down went unseen
        self._live.set()

    def _dispatch(self, topic: str, data: str) -> None:
        record: dict[str, Any] = json.loads(data).get("record") or {}
        collection = topic.split("/", 1)[0]
        self._guarded(
            lambda: self._on_change(
                collection, str(record.get("id", "")), str(record.get("batch") or "")
            )
        )

    @staticmethod
    def _guarded(call: Callable[[], None]) -> None:
        try:
            call()
        except Exception:  # one bad callback must not end the subscription
            log.exception("realtime_callback_failed")
