"""PreparedImages: page PNGs a run keeps from preparing for its own reads, bounded."""

from __future__ import annotations

from dn_pipeline.readers.base import PreparedImages


def test_images_past_the_byte_budget_are_not_kept_and_each_is_handed_out_once() -> None:
    kept = PreparedImages(budget=10)
    assert kept.keep("a", b"12345") and kept.keep("b", b"6789")
    assert not kept.keep("c", b"xy")  # 9 + 2 > 10: read later with a download
    assert kept.used == 9
    assert kept.take("a") == b"12345" and kept.take("a") is None
    assert kept.take("c") is None
    assert kept.used == 4 and kept.keep("c", b"xy")  # taken bytes free the budget
