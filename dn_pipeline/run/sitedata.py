"""What the finder needs of a batch's site during its reads, loaded once per read cache (one
batch's run) on first use and shared by its threads: the host data and the site's supplier
profiles. Two things use it at read time:

- the cascade's disagreement check (``disagreement.py``);
- ``FoundAtRead``: the fields of each page found as its read is recorded (#20), so the
  ``found`` JSON rides in the very write that links the page to its read instead of one more
  write per page at assembly. Assembly still finds every page's fields again (a pure
  function of the stored words, the host data and the profiles, #13) and writes only what
  differs, e.g. after an operator's host-data fix or what supplier memory learnt since.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Mapping, Sequence
from typing import Any

from dn_pipeline.finding import HostData
from dn_pipeline.run import supplier_memory
from dn_pipeline.run.host import load_host
from dn_pipeline.stages.fields import fields_of_pages, host_data
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import Record
from dn_pipeline.store.names import BATCHES

log = logging.getLogger(__name__)


class SiteData:
    """The batch's host data (the finder's view of it) and its site's supplier profiles,
    loaded once, thread-safe."""

    def __init__(self, store: Store, batch_id: str) -> None:
        self.store = store
        self.batch_id = batch_id
        self._lock = threading.Lock()
        self._loaded: tuple[HostData, Sequence[Any]] | None = None

    def get(self) -> tuple[HostData, Sequence[Any]]:
        with self._lock:
            if self._loaded is None:
                batch = self.store.get(BATCHES, self.batch_id)
                host = host_data(load_host(self.store, batch, ()))
                profiles = supplier_memory.profiles_of_site(self.store, batch.get("site") or "")
                self._loaded = (host, profiles)
            return self._loaded


class FoundAtRead:
    """``reads.recording.FoundFor``: (pages sharing a read, the read's row) -> each page's
    ``found``, as assembly would store it. Best effort: when the site's data cannot be
    loaded, nothing (assembly writes it)."""

    def __init__(self, site: SiteData, date_order: str) -> None:
        self.site = site
        self.date_order = date_order

    def __call__(self, pages: Sequence[Record], read: Mapping[str, Any]) -> dict[str, Any]:
        try:
            host, profiles = self.site.get()
        except Exception as exc:  # a store blip: assembly finds and writes it instead
            log.info("found_at_read_skipped batch=%s error=%s", self.site.batch_id, exc)
            return {}
        linked = [{**p, "read": "this", "read_status": "ok"} for p in pages]
        found = fields_of_pages(linked, {"this": read}, host, self.date_order, profiles)
        return {page_id: fields.found for page_id, fields in found.items()}
