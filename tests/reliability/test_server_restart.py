"""Scenario 4: PocketBase killed (SIGKILL) and restarted in the middle of a batch.

The test runs a PocketBase of its own (the session server is shared by every other test).
"""

from __future__ import annotations

import signal
import threading
import time
from collections.abc import Iterator

import pytest

from dn_pipeline.readers import prices
from dn_pipeline.store.filters import bind
from dn_pipeline.testing import TestServer
from tests.reliability.conftest import (
    Harness,
    Secrets,
    import_hostdata,
    ref_sources,
    reference_state,
    wait_for,
)

pytestmark = pytest.mark.reliability
# One fake read (1,800 input, 220 output tokens) at the default model's price.
ONE_READ = prices.cost_usd(prices.DEFAULT_MODEL, input_tokens=1800, output_tokens=220)


@pytest.fixture
def own(rel: Harness, leak_guard: Secrets) -> Iterator[Harness]:
    reference_state(rel)  # computed on the session server before we switch
    server = TestServer().start()
    leak_guard.values.append(server.password)
    harness = Harness(
        pb=server,
        store=server.store(),
        fake=rel.fake,
        guard=leak_guard,
        work=rel.work,
        forks=rel.forks,
    )
    import_hostdata(harness.store)
    harness.mark = len(rel.fake.requests)
    rel.procs = harness.procs  # so the rel fixture's cleanup sees them too
    try:
        yield harness
    finally:
        harness.cleanup()
        server.stop()


def assert_no_half_written_unit(h: Harness, batch: str) -> None:
    """Every page has its image and hash; every ok page links an ok read with a result."""
    where = bind("batch = {:b}", b=batch)
    reads = {r["id"]: r for r in h.store.list("dn_page_reads", fields="id,status,result,cost_usd")}
    for page in h.store.list("dn_batch_pages", where):
        assert page["image"] and page["image_sha256"], f"page {page['id']} without its image"
        if page["read_status"] == "ok":
            read = reads[page["read"]]
            assert read["status"] == "ok" and read["result"] and read["cost_usd"] > 0


def test_a_server_killed_and_restarted_mid_batch_leaves_no_half_written_unit(
    own: Harness, rel: Harness
) -> None:
    """Trials: 1 SIGKILL of PocketBase while the worker reads (after 2 of 5 calls), down for
    2 s, restarted on the same data. Pass: the worker ends by itself; every stored unit is
    whole; the next ticks complete the batch with a clean run's final state; no image is
    recorded as paid twice."""
    expected = reference_state(rel)
    batch = own.upload(ref_sources())
    own.latency_s = rel.latency_s = 0.5
    worker = own.spawn("tick", label="tick-server-killed", DN_READ_CONCURRENCY="1")
    try:
        wait_for(lambda: sum(own.calls_per_image().values()) >= 2, 30, "the second vision call")
        own.pb.server.stop(sig=signal.SIGKILL)
        time.sleep(2.0)
        own.pb.server.start(detach=False)
        code = worker.wait(60)
        assert code in (0, 1), worker.output()[-2000:]
    finally:
        worker.kill()
    own.store.authenticate()
    assert_no_half_written_unit(own, batch)
    own.latency_s = rel.latency_s = 0.0
    # The worker requeued the batch with backoff 0, or it is an orphan after the TTL.
    own.tick_until_settled([batch], deadline_s=60)
    assert_no_half_written_unit(own, batch)
    assert own.state(batch) == expected
    assert own.totals(batch)["cost_usd"] == pytest.approx(5 * ONE_READ)


def test_a_realtime_subscription_outlives_a_server_killed_and_restarted() -> None:
    """What ``batch watch`` rides on. Trials: 1 SIGKILL of a PocketBase of its own, restarted
    on the same port and data. Pass: a change before the kill is seen; after the restart
    ``on_gap`` says changes may have gone unseen once the topics are registered again, and a
    change made after that is seen too, although the session's token went stale meanwhile
    (the server takes a stale token's subscription as a guest's: it would send nothing);
    closing ends the subscription's thread. (The SDK's realtime client, used before, ended
    its thread on the lost stream and saw nothing more.)
    """
    seen: list[str] = []
    gap = threading.Event()
    with TestServer() as server:
        store = server.store()
        close = store.subscribe(["sites"], lambda _c, rid, _b: seen.append(rid), gap.set)
        try:
            before = store.create("sites", {"code": "BEFORE"})["id"]
            wait_for(lambda: before in seen, 10, "the change made before the kill")
            server.server.stop(sig=signal.SIGKILL)
            store.pb.auth_store.save("a-token-that-expired-while-the-server-was-down", None)
            server.server.start(detach=False)
            assert gap.wait(20), "no word of the gap after the restart"
            after = store.create("sites", {"code": "AFTER"})["id"]
            wait_for(lambda: after in seen, 10, "the change made after the restart")
        finally:
            close()
        wait_for(
            lambda: not any(t.name == "realtime" for t in threading.enumerate()),
            10,
            "the subscription's thread to end",
        )
