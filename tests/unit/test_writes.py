"""How ``writes.plan`` packs units of ops into pieces the server's batch limits accept."""

from __future__ import annotations

import pytest

from dn_pipeline.store.ops import FilePart, Op
from dn_pipeline.store.writes import BatchLimits, WriteTooLarge, op_size, plan, singles


def link(i: int, pad: int = 0) -> Op:
    body = {"read": "r" * 15, "read_status": "ok", "read_error": "x" * pad}
    return Op(method="PATCH", collection="dn_batch_pages", id=f"p{i:014d}", body=body)


def test_a_write_within_the_limits_stays_one_transaction() -> None:
    ops = [link(i) for i in range(199)]
    assert plan(singles(ops), BatchLimits(200, 1 << 30)) == [ops]


def test_pieces_leave_room_for_the_fence_and_keep_the_order() -> None:
    ops = [link(i) for i in range(301)]
    pieces = plan(singles(ops), BatchLimits(200, 1 << 30))
    assert [len(p) for p in pieces] == [199, 102]
    assert [op for p in pieces for op in p] == ops
    unfenced = plan(singles(ops), BatchLimits(200, 1 << 30), reserved=0)
    assert [len(p) for p in unfenced] == [200, 101]


def test_a_unit_never_straddles_two_pieces() -> None:
    units = [[link(3 * i), link(3 * i + 1)] for i in range(5)]
    pieces = plan(units, BatchLimits(6, 1 << 30))  # 5 ops a piece: 2 whole units fit
    assert [len(p) for p in pieces] == [4, 4, 2]
    assert [op for p in pieces for op in p] == [op for u in units for op in u]


def test_the_body_size_splits_too() -> None:
    ops = [link(i, pad=10_000) for i in range(10)]
    limits = BatchLimits(200, 64 * 1024)
    pieces = plan(singles(ops), limits)
    assert len(pieces) > 1
    budget = limits.max_body_size - 16 * 1024
    assert all(sum(op_size(op) for op in p) <= budget for p in pieces)


def test_file_parts_count_in_the_body_size() -> None:
    part = FilePart(field="image", name="page.png", data=b"\0" * 40_000)
    op = Op(method="POST", collection="dn_batch_pages", body={"page": 1}, files=[part])
    assert op_size(op) > 40_000
    assert len(plan(singles([op, op, op]), BatchLimits(200, 80 * 1024))) == 3


def test_a_unit_that_can_never_fit_is_refused_before_anything_is_sent() -> None:
    with pytest.raises(WriteTooLarge):
        plan([[link(i) for i in range(4)]], BatchLimits(4, 1 << 30))


def test_limits_from_settings_fall_back_to_pocketbase_defaults() -> None:
    limits = BatchLimits.from_settings({"maxRequests": 50, "maxBodySize": 0})
    assert (limits.max_requests, limits.max_body_size) == (50, 128 << 20)
    assert (
        BatchLimits.from_settings({"maxRequests": 200, "maxBodySize": 1000}).max_body_size == 1000
    )
