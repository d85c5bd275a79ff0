"""Round trips of a first run's reads (#20 point 1), counted on the HTTP client.

Each lane records its finished read and claims its next image in one fenced write, and a
page image is downloaded only when the reader asks for its bytes. Counted with
``RequestLog`` (an httpx hook on the store's client), never timed.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable
from typing import Any

import pytest

from dn_pipeline.errors import DuplicateRecord, StoreUnavailable
from dn_pipeline.leasing.leases import Lease
from dn_pipeline.readers.base import PageInput
from dn_pipeline.reads import rows as reads
from dn_pipeline.reads.rows import read_key
from dn_pipeline.run.assembling import pages_of
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import bind
from dn_pipeline.testing import FakeReader, RequestLog, TestServer
from tests.integration import test_reads
from tests.integration.test_reads import ANSWER, READS, cache_for, png, run, worker_for

# test_reads' fixtures, shared
site, make_batch, prepared = test_reads.site, test_reads.make_batch, test_reads.prepared

IMAGES = 6


def bytes_reader(latency_s: float = 0.0) -> FakeReader:
    """A reader that needs the image, as a vision reader does (it sends the PNG)."""

    def answer(page: PageInput) -> dict[str, Any]:
        assert page.png.startswith(b"\x89PNG")
        return dict(ANSWER)

    return FakeReader(answer=answer, latency_s=latency_s)


def text_reader() -> FakeReader:
    """A reader answering without the image bytes (as the embedded reader on a text layer)."""
    return FakeReader(answer=lambda _page: dict(ANSWER))


def _counted_read(
    pb: TestServer,
    store: Store,
    lease: Lease,
    batch: str,
    reader: FakeReader,
    concurrency: int,
) -> RequestLog:
    lease.stop_heartbeat()  # heartbeats are timing, not per-image cost
    pages = pages_of(store, batch)
    counter = pb.store()
    lease.store = counter  # fenced writes go out on the counted client, as the reads do
    with RequestLog(counter) as log:
        cache_for(counter, lease, reader, batch, concurrency=concurrency).read_pages(pages)
    return log


def _all_read_once(store: Store, batch: str, reader: FakeReader) -> None:
    pages = pages_of(store, batch)
    assert reader.calls == IMAGES
    assert all(p["read_status"] == "ok" for p in pages)
    rows = store.list(READS, bind("batch = {:b}", b=batch))
    assert len(rows) == IMAGES and {r["status"] for r in rows} == {"ok"}
    paid = store.count("dn_batch_events", bind("batch = {:b} && kind = 'read_paid'", b=batch))
    assert paid == IMAGES


def _their_read(page: dict[str, Any]) -> dict[str, Any]:
    """Another worker's finished read of ``page``'s image (as another batch would leave)."""
    key = read_key(page["image_sha256"], page.get("text_layer"), "fake", "fake-1")
    return {
        "id": reads.read_id(key, 1),
        "key": key,
        "reader": "fake",
        "model": "fake-1",
        "prompt_version": reads.PROMPT_VERSION,
        "status": "ok",
        "attempts": 1,
        "result": dict(ANSWER),
        "cost_usd": 0.001,
    }


@pytest.mark.parametrize("concurrency", [1, 3])
def test_a_first_run_writes_once_per_image_by_claiming_the_next_image_with_the_last_record(
    pb: TestServer,
    store: Store,
    make_batch: Callable[..., str],
    prepared: Callable[[str], Lease],
    concurrency: int,
) -> None:
    """Before: a claim write and a completion write per image (12 writes for 6 images);
    then one claim write per lane and one record-and-claim write per image (6 + K); at
    K > 1 lanes finishing together now share writes (at most 6 + 1)."""
    batch = make_batch(*(png(300 + 10 * concurrency + i) for i in range(IMAGES)))
    lease = prepared(batch)
    reader = bytes_reader()
    log = _counted_read(pb, store, lease, batch, reader, concurrency)
    writes = [path for _, path in log.writes if path != "/api/files/token"]
    files = [path for _, path in log.reads if path.startswith("/api/files/")]
    print(f"K={concurrency}: {len(log.requests)} requests for {IMAGES} images: {log.requests}")
    # The lanes' first claims go out in one write; every later claim rides on a record.
    assert set(writes) == {"/api/batch"}, writes
    if concurrency == 1:
        assert len(writes) == IMAGES + 1, writes
    else:
        assert len(writes) <= IMAGES + 1, writes
    assert len(files) == IMAGES  # the reader needs the bytes: one download per image
    _all_read_once(store, batch, reader)


def test_a_reader_that_never_asks_for_the_image_bytes_downloads_no_image(
    pb: TestServer, store: Store, make_batch: Callable[..., str], prepared: Callable[[str], Lease]
) -> None:
    """Before: every read downloaded its page image first, needed or not."""
    batch = make_batch(*(png(340 + i) for i in range(IMAGES)))
    lease = prepared(batch)
    reader = text_reader()
    log = _counted_read(pb, store, lease, batch, reader, 1)
    assert not [path for _, path in log.reads if path.startswith("/api/files/")], log.reads
    # the key look-up, the first claim, then one write per image; nothing else
    assert len(log.requests) == 1 + 1 + IMAGES, log.requests
    _all_read_once(store, batch, reader)


def test_a_chained_claim_another_worker_beat_rolls_back_nothing_and_pays_nothing_twice(
    pb: TestServer, store: Store, make_batch: Callable[..., str], prepared: Callable[[str], Lease]
) -> None:
    """One lane: the first two images are claimed up front (a call ahead). While the first
    is read, another worker finishes the last two: the claim chained onto each record is
    refused, the record lands alone, those two images are linked to the other's reads."""
    batch = make_batch(*(png(350 + i) for i in range(4)))
    lease = prepared(batch)
    pages = pages_of(store, batch)
    seen: list[str] = []

    def answer(_page: PageInput) -> dict[str, Any]:
        if not seen:
            seen.append("first")
            for other in pages[2:]:  # one lane takes the images in page order
                store.create(READS, _their_read(other))
        return dict(ANSWER)

    reader = FakeReader(answer=answer)
    stats = cache_for(store, lease, reader, batch, concurrency=1).read_pages(pages)
    assert reader.calls == 2 and stats.made == 2 and stats.reused == 2
    after = pages_of(store, batch)
    assert all(p["read_status"] == "ok" and p["read"] for p in after)
    mine = store.list(READS, bind("batch = {:b}", b=batch))
    assert len(mine) == 2 and {r["status"] for r in mine} == {"ok"}  # despite the refusals


def test_a_lost_answer_to_a_chained_write_that_landed_keeps_the_claim_and_calls_once(
    pb: TestServer,
    store: Store,
    make_batch: Callable[..., str],
    prepared: Callable[[str], Lease],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The record-and-claim landed but its answer was lost: the claim is found under our
    lease and read once; nothing is abandoned, nothing paid twice."""
    batch = make_batch(*(png(360 + i) for i in range(3)))
    lease = prepared(batch)
    real_write = Lease.write
    lost: list[int] = []

    def write(self: Lease, ops: Any) -> Any:
        chained = any(o.method == "POST" and o.collection == READS for o in ops) and any(
            o.method == "PATCH" and o.collection == READS for o in ops
        )
        result = real_write(self, ops)
        if chained and not lost:
            lost.append(len(ops))
            raise StoreUnavailable("connection reset after sending")
        return result

    monkeypatch.setattr(Lease, "write", write)
    reader = bytes_reader()
    cache_for(store, lease, reader, batch, concurrency=1).read_pages(pages_of(store, batch))
    assert lost, "no chained write was made"
    assert reader.calls == 3
    rows = store.list(READS, bind("batch = {:b}", b=batch))
    assert len(rows) == 3 and {r["status"] for r in rows} == {"ok"}, rows
    assert all(p["read_status"] == "ok" for p in pages_of(store, batch))


def test_a_window_claim_another_worker_beat_falls_back_to_each_lanes_own_claim(
    pb: TestServer,
    store: Store,
    make_batch: Callable[..., str],
    prepared: Callable[[str], Lease],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Four images. Another worker read the first before this run: the window claimed
    while the keys are looked up is refused (its key is held), nothing of it lands. It read
    the second after the look-up: the window claimed after the look-up is refused too, the
    whole window rolls back, each lane claims for itself. Both images are linked to the
    other worker's reads, not read again; the other two are read once each."""
    batch = make_batch(*(png(370 + i) for i in range(4)))
    lease = prepared(batch)
    pages = pages_of(store, batch)
    before, after_look_up = _their_read(pages[0]), _their_read(pages[1])
    store.create(READS, before)
    real_list_in = Store.list_in
    refused: list[int] = []
    real_batch = Store.batch

    def look_up_then_the_other_finishes(self: Store, collection: str, *a: Any, **kw: Any) -> Any:
        found = real_list_in(self, collection, *a, **kw)
        if collection == READS and not store.find(READS, str(after_look_up["id"])):
            store.create(READS, after_look_up)  # lands between the look-up and the claim
        return found

    def batch_counting_refusals(self: Store, ops: Any) -> Any:
        try:
            return real_batch(self, ops)
        except DuplicateRecord:
            refused.append(len(ops))
            raise

    monkeypatch.setattr(Store, "list_in", look_up_then_the_other_finishes)
    monkeypatch.setattr(Store, "batch", batch_counting_refusals)
    reader = bytes_reader()
    stats = cache_for(store, lease, reader, batch, concurrency=2).read_pages(pages)
    assert len(refused) >= 2, refused  # the early window and the window after the look-up
    assert reader.calls == 2 and stats.made == 2 and stats.reused == 2
    linked = {p["id"]: p for p in pages_of(store, batch)}
    assert linked[pages[0]["id"]]["read"] == before["id"]
    assert linked[pages[1]["id"]]["read"] == after_look_up["id"]
    assert all(p["read_status"] == "ok" for p in linked.values())
    mine = store.list(READS, bind("batch = {:b}", b=batch))
    assert len(mine) == 2 and {r["status"] for r in mine} == {"ok"}, mine


def test_a_first_runs_window_is_claimed_while_its_keys_are_looked_up(
    pb: TestServer,
    store: Store,
    make_batch: Callable[..., str],
    prepared: Callable[[str], Lease],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Four images no page has a read of: the batch-wide key look-up holds on (up to 10 s)
    until a write claiming reads has gone out. Before, the window was claimed only after
    the look-up returned: the look-up waited out its 10 s and saw none, the test failed.
    Each image is still claimed once and read once."""
    batch = make_batch(*(png(390 + i) for i in range(4)))
    lease = prepared(batch)
    pages = pages_of(store, batch)
    claims: list[int] = []
    seen: list[int] = []
    real_batch, real_list_in = Store.batch, Store.list_in

    def counting_batch(self: Store, ops: Any) -> Any:
        claims.append(sum(1 for op in ops if op.collection == READS and op.method == "POST"))
        return real_batch(self, ops)

    def list_in(self: Store, collection: str, field: str, *a: Any, **kw: Any) -> Any:
        if collection == READS and field == "key":
            deadline = time.monotonic() + 10
            while not any(claims) and time.monotonic() < deadline:
                time.sleep(0.01)
            seen.append(sum(claims))
        return real_list_in(self, collection, field, *a, **kw)

    monkeypatch.setattr(Store, "batch", counting_batch)
    monkeypatch.setattr(Store, "list_in", list_in)
    reader = bytes_reader()
    stats = cache_for(store, lease, reader, batch, concurrency=2).read_pages(pages)
    assert seen == [4], seen  # the whole window (two a lane) claimed during the look-up
    assert reader.calls == 4 and stats.made == 4
    mine = store.list(READS, bind("batch = {:b}", b=batch))
    assert len(mine) == 4 and {r["status"] for r in mine} == {"ok"}, mine


# -- group commit: lanes share their record-and-claim writes --------------------------------


def _completions(ops: Any) -> int:
    return sum(1 for o in ops if o.collection == READS and o.method == "PATCH")


# A write waits for the other lanes whose calls started within ``gather_s`` of its own.
# Lanes of one latency end within microseconds, but a loaded machine may spread them over
# more than the default 10 ms: tests wait half a call. The calls last CALL_S, so every
# lane has started its call before the first one ends, and a lane's next call (begun as
# its last one ended, a round later) is never waited for.
CALL_S = 1.0
TOGETHER_S = CALL_S / 2


def test_lanes_finishing_together_share_one_write_instead_of_one_each(
    pb: TestServer, store: Store, make_batch: Callable[..., str], prepared: Callable[[str], Lease]
) -> None:
    """4 lanes, 12 images (3 rounds). Before: the window claim, then one write per image
    (13). Now the four records of a round (and the next claims) share one write (4 in all),
    each image still read, recorded and paid once."""
    lanes, images = 4, 12
    batch = make_batch(*(png(400 + i) for i in range(images)))
    lease = prepared(batch)
    reader = bytes_reader(CALL_S)
    lease.stop_heartbeat()
    counter = pb.store()
    lease.store = counter
    cache = cache_for(counter, lease, reader, batch, concurrency=lanes, gather_s=TOGETHER_S)
    sizes: list[int] = []
    real_write = Lease.write

    def write(self: Lease, ops: Any) -> Any:
        sizes.append(_completions(ops))
        return real_write(self, ops)

    with pytest.MonkeyPatch.context() as m, RequestLog(counter) as log:
        m.setattr(Lease, "write", write)
        cache.read_pages(pages_of(store, batch))
    writes = [path for _, path in log.writes if path != "/api/files/token"]
    print(f"{len(writes)} writes, completions per write {sizes}")
    assert set(writes) == {"/api/batch"}
    assert len(writes) == 1 + images // lanes, (writes, sizes)
    assert sizes == [0, lanes, lanes, lanes], sizes  # the window claim, then a write a round
    assert reader.calls == images and all(p["read_status"] == "ok" for p in pages_of(store, batch))
    rows = store.list(READS, bind("batch = {:b}", b=batch))
    assert len(rows) == images and {r["status"] for r in rows} == {"ok"}
    paid = store.count("dn_batch_events", bind("batch = {:b} && kind = 'read_paid'", b=batch))
    assert paid == images


def test_a_shared_write_refused_for_one_lanes_claim_still_lands_the_other_lanes_records(
    pb: TestServer, store: Store, make_batch: Callable[..., str], prepared: Callable[[str], Lease]
) -> None:
    """3 lanes, 9 images (two claimed by each lane up front). The first round's records
    share a write with the claims of the last three images; just before it goes, another
    worker reads the image of the last of those claims. The whole write is refused; each
    lane then writes alone: the three records land, the other claims are kept and read,
    the image the other worker read is linked to its read, nothing is read or paid twice."""
    lanes = 3
    batch = make_batch(*(png(420 + i) for i in range(9)))
    lease = prepared(batch)
    pages = pages_of(store, batch)
    reader = bytes_reader(CALL_S)
    cache = cache_for(store, lease, reader, batch, concurrency=lanes, gather_s=TOGETHER_S)
    real_write = Lease.write
    theirs: dict[str, Any] = {}
    refused: list[int] = []

    def write(self: Lease, ops: Any) -> Any:
        if _completions(ops) >= 2 and not theirs:
            claim = [o for o in ops if o.collection == READS and o.method == "POST"][-1]
            theirs.update(
                id=claim.body["id"],
                key=claim.body["key"],
                reader="fake",
                model="fake-1",
                prompt_version=reads.PROMPT_VERSION,
                status="ok",
                attempts=1,
                result=dict(ANSWER),
                cost_usd=0.001,
            )
            store.create(READS, theirs)  # lands between our look-up and our write
        try:
            return real_write(self, ops)
        except DuplicateRecord:
            refused.append(_completions(ops))
            raise

    with pytest.MonkeyPatch.context() as m:
        m.setattr(Lease, "write", write)
        stats = cache.read_pages(pages)
    print(f"refused writes (completions each): {refused}")
    assert theirs and refused[0] == lanes, refused  # the shared write, refused as a whole
    assert reader.calls == 8 and stats.made == 8 and stats.reused == 1
    after = pages_of(store, batch)
    assert [p["id"] for p in after if p["read"] == theirs["id"]] and all(
        p["read_status"] == "ok" for p in after
    )
    mine = store.list(READS, bind("batch = {:b} && id != {:t}", b=batch, t=theirs["id"]))
    assert len(mine) == 8 and {r["status"] for r in mine} == {"ok"}, mine
    paid = store.count("dn_batch_events", bind("batch = {:b} && kind = 'read_paid'", b=batch))
    assert paid == 8


def test_a_lost_answer_to_a_shared_write_that_landed_keeps_every_claim_and_calls_once(
    pb: TestServer, store: Store, make_batch: Callable[..., str], prepared: Callable[[str], Lease]
) -> None:
    """The write carrying three lanes' records and next claims landed, its answer was lost:
    each lane writes alone as after a lost chained write, finds its record landed and its
    claim under our lease, and reads that image once; nothing abandoned or paid twice.
    (9 images: the first six are claimed up front, two a lane.)"""
    lanes = 3
    batch = make_batch(*(png(440 + i) for i in range(9)))
    lease = prepared(batch)
    reader = bytes_reader(CALL_S)
    cache = cache_for(store, lease, reader, batch, concurrency=lanes, gather_s=TOGETHER_S)
    real_write = Lease.write
    lost: list[int] = []

    def write(self: Lease, ops: Any) -> Any:
        result = real_write(self, ops)
        if _completions(ops) >= 2 and not lost:
            lost.append(_completions(ops))
            raise StoreUnavailable("connection reset after sending")
        return result

    with pytest.MonkeyPatch.context() as m:
        m.setattr(Lease, "write", write)
        stats = cache.read_pages(pages_of(store, batch))
    assert lost == [lanes], lost
    assert reader.calls == 9 and stats.made == 9
    rows = store.list(READS, bind("batch = {:b}", b=batch))
    assert len(rows) == 9 and {r["status"] for r in rows} == {"ok"}, rows
    assert not [r for r in rows if r.get("error")]  # no claim abandoned
    assert all(p["read_status"] == "ok" for p in pages_of(store, batch))
    paid = store.count("dn_batch_events", bind("batch = {:b} && kind = 'read_paid'", b=batch))
    assert paid == 9


# -- bytes kept from preparing ----------------------------------------------------------------


def test_a_run_that_prepared_its_pages_reads_them_without_downloading_one(
    pb: TestServer, store: Store, make_batch: Callable[..., str]
) -> None:
    """Upload, then one run: it renders and stores the page PNGs, keeps them, and its reader
    (which needs the bytes) gets them without a download. Before: one download per image
    (as a run over pages stored earlier still makes: the first test above)."""
    batch = make_batch(*(png(460 + i) for i in range(IMAGES)))
    reader = bytes_reader()
    counter = pb.store()
    worker = worker_for(pb, counter, reader)
    with RequestLog(counter) as log:
        assert run(worker, batch).status in ("staged", "needs_review")
    downloads = [p for _, p in log.reads if p.startswith("/api/files/dn_batch_pages/")]
    assert reader.calls == IMAGES
    assert downloads == [], downloads
    assert all(p["read_status"] == "ok" for p in pages_of(store, batch))


# -- overlap: the next image downloads while the write claiming it is in flight --------------


def test_the_next_images_download_runs_while_the_write_that_claims_it_is_in_flight(
    pb: TestServer,
    store: Store,
    make_batch: Callable[..., str],
    prepared: Callable[[str], Lease],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """One lane, 5 images stored earlier, a reader that needs the bytes (the first two are
    claimed up front). Each write that records a read and claims a next image waits (at
    most 10 s) inside the write for that image's download to start: before, it started
    only after the write returned, so none overlapped. Still one download per image, each
    image read once."""
    batch = make_batch(*(png(480 + i) for i in range(5)))
    lease = prepared(batch)
    pages = pages_of(store, batch)
    key_of = {
        p["id"]: read_key(p["image_sha256"], p.get("text_layer"), "fake", "fake-1") for p in pages
    }
    started: list[str] = []  # keys whose image download began
    real_download, real_write = Store.download, Lease.write

    def download(self: Store, collection: str, record_id: str, name: str) -> bytes:
        started.append(key_of[record_id])
        return real_download(self, collection, record_id, name)

    overlapped: list[bool] = []
    claims_landed: set[str] = set()

    def write(self: Lease, ops: Any) -> Any:
        claims = [o for o in ops if o.collection == READS and o.method == "POST"]
        if claims and _completions(ops):
            key = str(claims[-1].body["key"])
            deadline = time.monotonic() + 10
            while key not in started and time.monotonic() < deadline:
                time.sleep(0.01)
            overlapped.append(key in started)
        result = real_write(self, ops)
        claims_landed.update(str(o.body["key"]) for o in claims)
        return result

    reader = bytes_reader()
    monkeypatch.setattr(Store, "download", download)
    monkeypatch.setattr(Lease, "write", write)
    cache_for(store, lease, reader, batch, concurrency=1).read_pages(pages)
    assert overlapped == [True, True, True], overlapped
    assert sorted(started) == sorted(key_of.values())  # one download per image
    rows = store.list(READS, bind("batch = {:b}", b=batch))
    assert len(rows) == 5 and {r["status"] for r in rows} == {"ok"} and reader.calls == 5


def test_the_windows_second_images_download_while_the_first_calls_are_in_flight(
    pb: TestServer,
    store: Store,
    make_batch: Callable[..., str],
    prepared: Callable[[str], Lease],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """2 lanes, 4 images stored earlier, read-ahead on: the window claims all four, two a
    lane. Each first call, once it has its bytes, waits (at most 10 s) for all four images
    to be downloading. Before, a lane's second image downloaded only when its call began,
    after the first call: neither first call saw it. Still one download per image."""
    batch = make_batch(*(png(500 + i) for i in range(4)))
    lease = prepared(batch)
    pages = pages_of(store, batch)
    started: list[str] = []  # pages whose image download began
    real_download = Store.download

    def download(self: Store, collection: str, record_id: str, name: str) -> bytes:
        started.append(record_id)
        return real_download(self, collection, record_id, name)

    calls: list[int] = []
    seen: list[int] = []

    def answer(page: PageInput) -> dict[str, Any]:
        assert page.png.startswith(b"\x89PNG")
        calls.append(1)
        if len(calls) <= 2:  # a first call of a lane
            deadline = time.monotonic() + 10
            while len(set(started)) < 4 and time.monotonic() < deadline:
                time.sleep(0.01)
            seen.append(len(set(started)))
        return dict(ANSWER)

    reader = FakeReader(answer=answer)
    monkeypatch.setattr(Store, "download", download)
    cache_for(store, lease, reader, batch, concurrency=2).read_pages(pages)
    assert seen == [4, 4], seen
    assert sorted(started) == sorted(p["id"] for p in pages)  # one download per image
    rows = store.list(READS, bind("batch = {:b}", b=batch))
    assert len(rows) == 4 and {r["status"] for r in rows} == {"ok"} and reader.calls == 4


# -- read-ahead: a lane's next call goes out while its last record is written ---------------


def test_with_read_ahead_every_call_goes_out_only_once_its_claim_landed(
    pb: TestServer,
    store: Store,
    make_batch: Callable[..., str],
    prepared: Callable[[str], Lease],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """3 lanes, 12 images, read-ahead on (the default). Every write that claims images is
    slowed by 0.3 s, so a call sent before its claim landed would be seen: at each call the
    image's read row must exist, ``pending``, under our lease. And the test must see what it
    is about: calls sent while a record of this run was still being written."""
    batch = make_batch(*(png(520 + i) for i in range(12)))
    lease = prepared(batch)
    pages = pages_of(store, batch)
    key_of = {
        p["image_sha256"]: read_key(p["image_sha256"], p.get("text_layer"), "fake", "fake-1")
        for p in pages
    }
    writing = {"records": 0}
    seen: list[tuple[bool, bool]] = []  # per call: claim landed under our lease, a record in flight
    real_write = Lease.write

    def write(self: Lease, ops: Any) -> Any:
        records = _completions(ops)
        writing["records"] += records
        try:
            if any(o.collection == READS and o.method == "POST" for o in ops):
                time.sleep(0.3)
            return real_write(self, ops)
        finally:
            writing["records"] -= records

    def answer(page: PageInput) -> dict[str, Any]:
        key = key_of[hashlib.sha256(page.png).hexdigest()]
        row = store.first(READS, bind("key = {:k}", k=key))
        landed = bool(row and row["status"] == "pending" and row["lock"] == lease.id)
        seen.append((landed, writing["records"] > 0))
        return dict(ANSWER)

    monkeypatch.setattr(Lease, "write", write)
    reader = FakeReader(answer=answer, latency_s=0.1)
    cache_for(store, lease, reader, batch, concurrency=3, read_ahead=True).read_pages(pages)
    assert len(seen) == 12 and all(landed for landed, _ in seen), seen
    assert any(during for _, during in seen), "no call overlapped a record: nothing tested"
    rows = store.list(READS, bind("batch = {:b}", b=batch))
    assert len(rows) == 12 and {r["status"] for r in rows} == {"ok"}
