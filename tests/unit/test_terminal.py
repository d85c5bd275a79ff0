"""Text for a terminal: nothing cut without an ellipsis."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from dn_pipeline.operator.terminal import ELLIPSIS, clip
from dn_pipeline.operator.uploads import render_batch


def test_clip_pads_short_text_and_marks_a_cut_with_an_ellipsis() -> None:
    assert clip("abc", 5) == "abc  "
    assert clip("abcdef", 5) == "abcd" + ELLIPSIS
    assert clip("abcde", 5) == "abcde"


@given(st.text(), st.integers(min_value=1, max_value=80))
def test_clip_is_always_the_width_and_either_whole_or_marked_as_cut(text: str, width: int) -> None:
    out = clip(text, width)
    assert len(out) == width
    if len(text) <= width:
        assert out == text.ljust(width)
    else:
        assert out.endswith(ELLIPSIS) and text.startswith(out[:-1])


def shown(supplier: str) -> dict[str, Any]:
    return {
        "id": "b1",
        "site": "SYD-01",
        "status": "staged",
        "page_count": 1,
        "open_pages": 0,
        "totals": {},
        "source_errors": [],
        "pages": [],
        "candidates": [
            {
                "number": "DN-1",
                "supplier_name": supplier,
                "po_number": "4500101",
                "status": "ready_to_post",
                "reasons": [],
            }
        ],
    }


def test_batch_show_prints_a_long_supplier_name_whole_or_with_an_ellipsis_never_cut_silently() -> (
    None
):
    name = "Southern Cross Concrete Pty Ltd"  # 31 characters: cut at 26 before
    assert name in render_batch(shown(name))
    longer = "Southern Cross Concrete and Quarry Supplies Pty Ltd"
    text = render_batch(shown(longer))
    row = next(line for line in text.splitlines() if "DN-1" in line)
    assert longer not in row and ELLIPSIS in row
    assert longer[:31] in row
