"""Record ids derived in one place (issue #18 point 4) keep the values already stored.

The lease row id, a candidate's record id and every ``derive_id`` share ``ids.hashed_id``;
these literals were computed with the three separate derivations before they were merged,
so a change to the shared one (which would orphan stored rows) fails here.
"""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from dn_pipeline.ids import derive_id, hashed_id
from dn_pipeline.leasing.leases import lease_record_id
from dn_pipeline.stages.reconcile import record_id


def test_ids_keep_the_values_of_the_three_former_derivations() -> None:
    assert lease_record_id("abc123def456ghi", "host/12/deadbeef") == "c5ind7ka0vjqs88"
    assert record_id("0123456789abcdef0123456789abcdef") == "6ykz6wp4n3s61gb"
    assert derive_id("dn-read", "k", 3) == "qyhg7f3g27puiyn"


@given(st.text())
def test_every_derived_id_is_a_valid_pocketbase_id(text: str) -> None:
    assert re.fullmatch(r"[a-z0-9]{15}", hashed_id(text))
    assert derive_id("ns", text) == hashed_id("ns\x1f" + text)
