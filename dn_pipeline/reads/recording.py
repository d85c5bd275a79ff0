"""The paid call of one read and what is written after it: the call (with its retries and
calls in doubt), the completion with its paid event and page links, in fenced writes that
may also claim the lane's next image and are shared with the other lanes' records when they
can be (``group_commit.py``). ``Recording`` is that half of ``ReadCache``.
"""

from __future__ import annotations

import functools
import logging
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from dn_pipeline.errors import (
    DuplicateRecord,
    ReadError,
    StoreUnavailable,
)
from dn_pipeline.ids import derive_id
from dn_pipeline.leasing.leases import Lease
from dn_pipeline.readers.base import PageInput, PreparedImages, Reader, ReadOutput, Usage
from dn_pipeline.reads.budget import ReadStats, SpendCaps
from dn_pipeline.reads.group_commit import GroupCommit, GroupFailed, Turn
from dn_pipeline.reads.rows import completion_op, give_back_ops, page_link_ops
from dn_pipeline.store.events import own_write_landed
from dn_pipeline.store.filters import Record, bind
from dn_pipeline.store.names import EVENTS, PAGES, READS
from dn_pipeline.store.ops import Op
from dn_pipeline.store.writes import singles, write_units

log = logging.getLogger("dn_pipeline.reads.cache")


@dataclass(frozen=True)
class _Item:
    """One image to read: its key, the pages sharing it, the key's row from the batch-wide
    look-up (None: no live row then) and, for a chained claim, the claimed attempt."""

    key: str
    pages: list[Record]
    first_look: Record | None
    claimed: Record | None = None


# What a lane reads next after a call: the image whose claim went out with that call's
# record (the record itself, still being written in the background: ``_record_soon``), an
# image already claimed, or nothing.
Next = _Item | Future[_Item | None] | None

# (pages sharing a read, the read's row: ``result``, ``words``, ``rotation``) -> each
# page's ``found`` fields, written with its link (``run/sitedata.py``); {} for none.
FoundFor = Callable[[Sequence[Record], Mapping[str, Any]], Mapping[str, Any]]


class Recording(SpendCaps):
    """The paid-call half of ``ReadCache`` (which defines the attributes and the two methods
    declared here for typing)."""

    lease: Lease
    reader: Reader
    actor: str
    stats: ReadStats
    prepared: PreparedImages | None
    found_for: FoundFor | None
    _commit: GroupCommit | None
    # Writes the records of finished calls while their lanes make their next calls.
    _recorder: ThreadPoolExecutor | None
    # Downloads of the lanes' next images, started while the write claiming them is in
    # flight (``_prefetch``), by image sha256; only once the reader asked for bytes.
    _fetcher: ThreadPoolExecutor | None
    _prefetched: dict[str, Future[bytes]]
    _fetch_lock: threading.Lock
    _wants_bytes: bool

    if TYPE_CHECKING:

        def _escalation_reason(self, reader: Reader, row: Record, pages: list[Record]) -> str: ...

        def _chain_next(self) -> tuple[_Item, Op] | None: ...

        def _prefetch_window(self) -> None: ...

    def _call_and_record(
        self,
        claimed: Record,
        old: Record | None,
        pages: list[Record],
        reader: Reader,
        escalated_for: str = "",
    ) -> tuple[str, Next]:
        """Call ``reader`` once and record the outcome. Returns the escalation reason when
        the pages are left for the escalation reader to link ("" when linked here) and the
        next image when its claim was chained onto this record (``Next``: the record, in
        flight, when it is written in the background)."""
        page = pages[0]
        # The image is downloaded only if the reader asks for its bytes (one that answers
        # from the text layer never does), and not at all when this run prepared it.
        kept = self.prepared.take(page["image_sha256"]) if self.prepared is not None else None
        with self._fetch_lock:
            ahead = self._prefetched.pop(page["image_sha256"], None)

        def fetch() -> bytes:
            if not self._wants_bytes:
                self._prefetch_window()
            if ahead is not None:
                return ahead.result()  # started while this image's claim was written
            return self.store.download(PAGES, page["id"], page["image"])

        inp = PageInput(
            png=kept,
            fetch=fetch,
            width=int(page.get("width") or 0),
            height=int(page.get("height") or 0),
            text_layer=list(page.get("text_layer") or []),
        )
        turn: Turn | None = None
        try:
            self.lease.checkpoint()  # never pay for a read we could not record
            if self._commit is not None:
                turn = self._commit.call_started()
            try:
                out = reader.read(inp)
            finally:
                if inp.fetch_error is not None:
                    # The download failed, not the page, whatever the reader made of it.
                    raise inp.fetch_error
        except ReadError as exc:
            usage = getattr(exc, "usage", None) or Usage()
            failed = {"status": "failed", "error": str(exc)}
            why = self._escalation_reason(reader, failed, pages)
            self._add_spend(usage.cost_usd)
            failure = functools.partial(
                self._complete,
                claimed,
                pages,
                status="failed",
                result=None,
                usage=usage,
                error=str(exc),
                reader=reader,
                link=not why,
                escalated_for=escalated_for,
                turn=turn,
            )
            return why, self._record_soon(failure, ahead=not why and reader is self.reader)
        except BaseException as exc:
            # ReaderUnavailable, BudgetExhausted, ConfigError, LeaseLost, Stopped, a bug:
            # nothing was learnt about the page, so the claim is handed back.
            self._record_in_doubt(claimed, int(getattr(exc, "calls_in_doubt", 0) or 0))
            self._give_back(claimed, old)
            raise
        done = {"status": "ok", "result": out.result}
        self._add_spend(out.usage.cost_usd)
        record = functools.partial(
            self._complete,
            claimed,
            pages,
            status="ok",
            result=out,
            usage=out.usage,
            error="",
            reader=reader,
            escalated_for=escalated_for,
            turn=turn,
        )
        try:
            why = self._escalation_reason(reader, done, pages)
        except BaseException:
            # The trigger could not be asked (a store blip loading the site's host data):
            # the paid answer is recorded first, unlinked, so nothing is paid twice; the
            # next run finds it cached and asks again.
            record(link=False)
            raise
        linked = functools.partial(record, link=not why)
        return why, self._record_soon(linked, ahead=not why and reader is self.reader)

    def _record_soon(self, record: Callable[[], _Item | None], *, ahead: bool) -> Next:
        """Write a finished call's record (and its chained claim): in the background when
        ``ahead`` (the lane makes its next call meanwhile, on a claim that landed with an
        earlier record), else now. An escalation, or a read whose answer is kept unlinked,
        is recorded before anything else happens to its pages."""
        if ahead and self._recorder is not None:
            return self._recorder.submit(record)
        return record()

    def _record_in_doubt(self, claimed: Record, calls: int) -> None:
        """Attempts of a call that gave up which may have reached the API: an event the
        totals count in ``calls_in_doubt`` (their cost is unknown)."""
        if calls <= 0:
            return
        event = {
            "id": derive_id("dn-read-in-doubt", claimed["id"]),
            "batch": self.batch_id,
            "kind": "read_in_doubt",
            "actor": self.actor,
            "actor_kind": "worker",
            "detail": {"read": claimed["id"], "key": claimed["key"], "calls_in_doubt": calls},
        }
        try:
            self._write_result([[Op(method="POST", collection=EVENTS, body=event)]])
        except Exception as exc:  # never hide the error that stopped the call
            log.warning("read_in_doubt_unrecorded read=%s calls=%d: %s", claimed["id"], calls, exc)

    def _give_back(self, claimed: Record, old: Record | None) -> None:
        """Delete our claim and make the row it retired live again, in one fenced write."""
        try:
            self.lease.write(give_back_ops(claimed["id"], old))
        except Exception as exc:  # the next run takes the pending row over instead
            log.warning("read_give_back_failed read=%s error=%s", claimed["id"], exc)

    def _complete(
        self,
        claimed: Record,
        pages: list[Record],
        *,
        status: str,
        result: ReadOutput | None,
        usage: Usage,
        error: str,
        reader: Reader | None = None,
        link: bool = True,
        escalated_for: str = "",
        turn: Turn | None = None,
    ) -> _Item | None:
        """Record a finished call. When the pages are linked here and another miss waits,
        its claim goes last in the same fenced write (``_write_chained``); that image is
        returned, claimed, for this lane to read next."""
        reader = reader or self.reader
        escalation = reader is not self.reader
        # The completion and its paid event land together, first; the page links follow
        # (split only when they exceed the batch limits: see ``writes.py``); a chained
        # claim comes last, so a crash never leaves it without this completion.
        ops = [completion_op(claimed["id"], status, result, usage, error)]
        links = []
        if link:
            found = self._found(pages, ops[0].body) if status == "ok" else None
            links = page_link_ops(pages, claimed["id"], status, error, found)
        if reader.paid:
            ops.append(
                Op(
                    method="POST",
                    collection=EVENTS,
                    body={
                        "id": derive_id("dn-read-paid", claimed["id"]),
                        "batch": self.batch_id,
                        "kind": "read_paid",
                        "actor": self.actor,
                        "actor_kind": "worker",
                        "detail": {
                            "read": claimed["id"],
                            "key": claimed["key"],
                            "status": status,
                            "cost_usd": usage.cost_usd,
                            "input_tokens": usage.input_tokens,
                            "output_tokens": usage.output_tokens,
                            "model": reader.model,
                            "escalation": escalation,
                            # why the first model's read was not kept ("refused",
                            # "disagrees: document_number", ...); "" for a first read
                            "escalation_reason": escalated_for if escalation else "",
                            "calls_in_doubt": usage.calls_in_doubt,
                        },
                    },
                )
            )
        chain = self._chain_next() if link and not escalation else None
        chained: _Item | None = None
        try:
            if chain is None:
                self._write_result([ops, *singles(links)], grouped=True, turn=turn)
            else:
                item, claim = chain
                self._prefetch(item.pages[0])
                row = self._write_chained([ops, *singles(links)], claim, turn)
                if row is not None:
                    chained = replace(item, claimed=row)
                else:  # another worker claimed it first (or the claim's fate is unknown)
                    again = self.store.first(READS, bind("key = {:k}", k=item.key))
                    chained = replace(item, first_look=again)
        except Exception:
            # Paid but not recorded: the next run takes the pending row over and pays again.
            log.warning(
                "read_paid_unrecorded batch=%s read=%s cost_usd=%.6f",
                self.batch_id,
                claimed["id"],
                usage.cost_usd,
            )
            raise
        log.info(
            "read_made batch=%s read=%s status=%s cost_usd=%.6f pages=%d",
            self.batch_id,
            claimed["id"],
            status,
            usage.cost_usd,
            len(pages),
        )
        self.stats.add(
            made=1,
            failed=1 if status == "failed" and link else 0,
            escalated=1 if escalation else 0,
            cost_usd=usage.cost_usd,
        )
        if link and len(pages) > 1:
            self.stats.add(reused=len(pages) - 1)
        return chained

    def _prefetch(self, page: Record) -> None:
        """Start downloading the image of the lane's next read now, so the download runs
        while the write that claims it is in flight, not after it: only once the reader
        has asked for an image's bytes (a text-layer reader never does) and when this run
        did not prepare it. A download is a read: nothing is written, the call still
        leaves only after its claim landed, and a crash leaves what it left before."""
        reserved = self._reserve(page)
        if reserved is not None:
            self._download_into(reserved, page)

    def _reserve(self, page: Record) -> Future[bytes] | None:
        """The future a prefetch of ``page``'s image will fill, registered at once (so a
        lane taking the image finds it); None when there is nothing to prefetch."""
        sha = str(page.get("image_sha256") or "")
        if self._fetcher is None or not self._wants_bytes or not page.get("image"):
            return None
        if self.prepared is not None and self.prepared.has(sha):
            return None
        future: Future[bytes] = Future()
        with self._fetch_lock:
            self._prefetched[sha] = future
        return future

    def _download_into(self, future: Future[bytes], page: Record) -> None:
        def download() -> None:
            try:
                future.set_result(self.store.download(PAGES, page["id"], page["image"]))
            except BaseException as exc:
                future.set_exception(exc)

        assert self._fetcher is not None
        try:
            self._fetcher.submit(download)
        except RuntimeError as exc:  # the read is over (pool shut down): nobody waits
            future.set_exception(exc)

    def _write_chained(
        self, units: list[list[Op]], claim: Op, turn: Turn | None = None
    ) -> Record | None:
        """Record a finished call and claim the next miss in one fenced write (the claim
        last); the claimed row, or None when the claim did not land.

        It goes out shared with the other lanes' records when it can (``_first_attempt``).
        A refused claim (another worker created that attempt) rolls the whole piece back,
        and a blip leaves its fate unknown: the record is then written alone exactly as an
        unchained one (``_write_result``), and the claim counts as ours only if its row
        exists under our lease (it landed with a write whose answer was lost).
        """
        try:
            return self._first_attempt([*units, [claim]], turn)[-1]
        except (DuplicateRecord, StoreUnavailable) as exc:
            log.info("read_chain_fallback batch=%s error=%s", self.batch_id, type(exc).__name__)
        self._write_result(units)
        row = self.store.find(READS, str(claim.body["id"]))
        if row is not None and row.get("lock") == self.lease.id and row["status"] == "pending":
            return row
        return None

    def _first_attempt(self, units: list[list[Op]], turn: Turn | None = None) -> list[Record]:
        """Write a lane's units in the run's shared write (``group_commit.py``) when they
        fit one; after a shared write of several lanes failed (``GroupFailed``), or when
        they do not fit, alone, as before group commit. A write that carried this lane
        alone raises its own error, as the lone write did."""
        if self._commit is not None and turn is not None:
            try:
                rows = self._commit.write(units, turn)
            except GroupFailed:
                log.info("read_group_fallback batch=%s", self.batch_id)
            else:
                if rows is not None:
                    return rows
        return write_units(self.lease, units)

    def _write_result(
        self, units: list[list[Op]], *, grouped: bool = False, turn: Turn | None = None
    ) -> None:
        """Record a finished call; a blip is retried once, since a paid call cannot be unpaid.

        The first unit (completion and paid event) comes first; the rest are page links.
        The ops are idempotent but for the event's create, whose deterministic id makes a
        duplicate refusal mean an earlier write landed -- when the event there is our own
        (``events.own_write_landed``); anything else under that id is raised, never taken
        for our record. When ours landed, only the idempotent links are written again.
        """
        try:
            try:
                if grouped:
                    self._first_attempt(units, turn)
                else:
                    write_units(self.lease, units)
            except StoreUnavailable:
                time.sleep(1.0)
                write_units(self.lease, units)
        except DuplicateRecord:
            if not own_write_landed(self.store, units[0]):
                raise
            log.info("read_paid_already_recorded batch=%s", self.batch_id)
            write_units(self.lease, units[1:])

    def _found(self, pages: list[Record], read: Mapping[str, Any]) -> Mapping[str, Any] | None:
        """The pages' fields found from ``read`` (``found_for``), to go with their links.
        Never in the way of the record: on any error, none (assembly finds and writes
        them), since a paid read that is not recorded is paid again."""
        if self.found_for is None or not read.get("result"):
            return None
        try:
            return self.found_for(pages, read)
        except Exception:
            log.exception("found_at_read_failed batch=%s", self.batch_id)
            return None

    def _link(self, pages: list[Record], row: Record) -> None:
        status = "ok" if row["status"] == "ok" else "failed"
        found = self._found(pages, row) if status == "ok" else None
        ops = page_link_ops(pages, row["id"], status, row.get("error") or "", found)
        write_units(self.lease, singles(ops))
        self.stats.add(reused=len(pages), failed=len(pages) if status == "failed" else 0)
