"""The store against a real PocketBase: filters, the transactional batch, files."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dn_pipeline.errors import BatchFailed, DuplicateRecord, NotFound
from dn_pipeline.store.client import Store
from dn_pipeline.store.filters import bind
from dn_pipeline.store.ops import FilePart, Op

HOSTILE = [
    "it's",
    "a\\'b",
    "x' || code != 'zz",
    'x" || code != "zz',
    "trailing\\",
    "\\'",
    "''",
    "a && b",
    "üñí ✓ 東京",
    "%_*",
    "line\nbreak",
]


@pytest.mark.parametrize("value", HOSTILE, ids=[f"v{i}" for i in range(len(HOSTILE))])
def test_a_hostile_filter_value_matches_only_itself(store: Store, value: str) -> None:
    store.create("sites", {"code": "OTHER", "name": "other"})
    store.create("sites", {"code": value, "name": "hostile"})
    found = store.list("sites", bind("code = {:c}", c=value))
    assert [r["code"] for r in found] == [value]


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    value=st.text(
        alphabet=st.characters(blacklist_categories=["Cs"], blacklist_characters="\x00"),
        max_size=30,
    )
)
def test_any_text_value_binds_to_an_exact_match(store: Store, value: str) -> None:
    found = store.list("sites", bind("name = {:v} && code = 'nope-nope'", v=value))
    assert found == []


def test_bind_refuses_a_placeholder_without_a_value() -> None:
    with pytest.raises(Exception, match="no value"):
        bind("code = {:c}")


def test_a_batch_lands_all_or_nothing(store: Store) -> None:
    site = store.create("sites", {"code": "B-1"})
    ops = [
        Op(method="POST", collection="sites", body={"code": "B-2"}),
        Op(method="POST", collection="sites", body={"code": "B-1"}),  # duplicate: refused
    ]
    with pytest.raises(DuplicateRecord):
        store.batch(ops)
    assert store.first("sites", bind("code = {:c}", c="B-2")) is None
    assert store.get("sites", site["id"])["code"] == "B-1"


def test_a_batch_touching_a_deleted_record_rolls_back_with_the_op_index(store: Store) -> None:
    site = store.create("sites", {"code": "GONE"})
    store.delete("sites", site["id"])
    with pytest.raises(BatchFailed) as err:
        store.batch(
            [
                Op(method="PATCH", collection="sites", id=site["id"], body={}),
                Op(method="POST", collection="sites", body={"code": "NEVER"}),
            ]
        )
    assert (err.value.index, err.value.inner_status) == (0, 404)
    assert store.first("sites", bind("code = {:c}", c="NEVER")) is None


def test_put_in_a_batch_upserts_by_id(store: Store) -> None:
    site = store.create("sites", {"code": "UPS"})
    batch = store.create("dn_batches", {"site": site["id"], "status": "queued"})
    body = {"id": "abcdefghij12345", "batch": batch["id"], "kind": "x", "detail": {"n": 1}}
    store.batch([Op(method="PUT", collection="dn_batch_events", body=body)])
    store.batch([Op(method="PUT", collection="dn_batch_events", body={**body, "detail": {"n": 2}})])
    assert store.get("dn_batch_events", "abcdefghij12345")["detail"] == {"n": 2}


def test_files_go_up_in_a_batch_and_come_back_with_a_file_token(store: Store) -> None:
    site = store.create("sites", {"code": "F-1"})
    batch = store.create("dn_batches", {"site": site["id"], "status": "queued"})
    data = b"%PDF-1.4 not really"
    [src] = store.batch(
        [
            Op(
                method="POST",
                collection="dn_batch_sources",
                body={"batch": batch["id"], "original_name": "a.pdf"},
                files=[FilePart(field="file", name="a.pdf", data=data)],
            )
        ]
    )
    assert store.download("dn_batch_sources", src["id"], src["file"]) == data


def test_a_missing_record_is_not_found(store: Store) -> None:
    with pytest.raises(NotFound):
        store.get("sites", "nosuchrecord123")
    assert store.find("sites", "nosuchrecord123") is None


def test_listing_pages_through_more_than_one_page(store: Store) -> None:
    store.batch([Op(method="POST", collection="sites", body={"code": f"P{i}"}) for i in range(150)])
    import dn_pipeline.store.client as store_module

    old = store_module._PAGE_SIZE
    store_module._PAGE_SIZE = 40
    try:
        codes = [r["code"] for r in store.list("sites")]
    finally:
        store_module._PAGE_SIZE = old
    assert len(codes) == len(set(codes)) == 150


def test_an_expired_token_is_renewed_transparently(store: Store) -> None:
    store.pb.auth_store.save("garbage.token.value", None)
    assert store.count("sites") == 0
