"""Page fields at assembly (``pagefields``): words in, fields and their evidence out; a
vision answer checked against the words, never overwritten; host matches reach resolution."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dn_pipeline import finding
from dn_pipeline.finding import Evidence, Finding, HostData
from dn_pipeline.readers.base import Word
from dn_pipeline.stages.assemble import Page, assemble
from dn_pipeline.stages.fields import answer_disagreements, find_page
from dn_pipeline.stages.resolve import Host, PurchaseOrder, Supplier, resolve


def _line(text: str, y: float, x: float = 100.0) -> list[Word]:
    words, left = [], x
    for token in text.split():
        words.append(Word(t=token, x0=left, y0=y, x1=left + 14 * len(token), y1=y + 30))
        left += 14 * len(token) + 12
    return words


WORDS = [
    *_line("Westside Aggregates Pty Ltd", 80),
    *_line("DELIVERY DOCKET", 200, 700),
    *_line("Docket No: DN-5521", 300),
    *_line("Date: 03/11/2026", 350),
    *_line("Order No: 4500123", 400),
    *_line("Deliver to: Harbour Civil Pty Ltd", 500),
]


def _find(read: dict[str, Any], words: Sequence[Word] | None, **kw: Any) -> Any:
    return find_page(read=read, words=words, text_layer=kw.pop("text_layer", []), width=1240,
                     height=1754, host=kw.pop("host", HostData()), date_order="dmy",
                     **kw)  # fmt: skip


def test_fields_are_found_from_the_words_with_boxes_a_reviewer_can_be_shown() -> None:
    fields = _find({"doc_type": "delivery_note"}, WORDS)
    assert (fields.result["document_number"], fields.result["po_number"]) == ("DN-5521", "4500123")
    shown = fields.found["evidence"]["document_number"]
    assert shown["text"] == "DN-5521" and shown["boxes"] == [[250.0, 300.0, 348.0, 330.0]]
    assert fields.found["from"] == "words" and fields.found["fields"]["po_number"] == "4500123"


def test_a_page_that_says_continued_overleaf_joins_the_next_page_of_its_file() -> None:
    # The item after page 1's "Continued overleaf" has a best-before date the finder reads as
    # page 2's date; the page before says the note goes on, so assembly joins it.
    first = _find({"doc_type": "delivery_note"}, [*WORDS, *_line("Continued overleaf", 1600)])
    second = _find({"doc_type": "delivery_note"}, [
        *_line("Westside Aggregates Pty Ltd", 80), *_line("Use by: 21/12/2026", 300),
    ])  # fmt: skip
    assert first.result["continues"] is True and "continues" not in second.result
    pages = [
        Page(page_id=f"p{n}", source_id="s1", page=n, read_status="ok", read=fields.result)
        for n, fields in ((1, first), (2, second))
    ]
    assert [note.page_ids for note in assemble(pages).notes] == [("p1", "p2")]


def test_a_read_of_blank_paper_stays_blank_and_ink_with_no_words_is_not_blank() -> None:
    assert _find({"doc_type": "blank"}, []).result == {"doc_type": "blank"}
    unreadable = _find({"doc_type": "delivery_note"}, [])
    assert unreadable.result["doc_type"] == "delivery_note"
    assert not unreadable.result.get("document_number")


def test_a_page_read_turned_shows_its_boxes_on_the_stored_upside_down_image() -> None:
    fields = _find({"doc_type": "delivery_note"}, WORDS, rotation=180)
    assert fields.found["evidence"]["document_number"]["boxes"] == [
        [1240 - 348.0, 1754 - 330.0, 1240 - 250.0, 1754 - 300.0]
    ]


def test_a_vision_answer_is_kept_and_its_disagreement_with_the_words_recorded() -> None:
    answer = {"doc_type": "delivery_note", "document_number": "DN-5527", "po_number": "4500123"}
    fields = _find(answer, None, text_layer=WORDS)
    assert fields.result["document_number"] == "DN-5527"
    assert fields.found["disagreements"] == [
        {"field": "document_number", "read": "DN-5527", "words": "DN-5521"}
    ]
    assert fields.found["evidence"]["po_number"]["text"] == "4500123"


def test_the_cascades_check_is_the_disagreement_assembly_records() -> None:
    answer = {"doc_type": "delivery_note", "document_number": "DN-5527", "po_number": "4500123"}
    recorded = _find(answer, None, text_layer=WORDS).found["disagreements"]
    asked = answer_disagreements(read=answer, words=None, text_layer=WORDS, width=1240,
                                 height=1754, host=HostData(), date_order="dmy")  # fmt: skip
    assert asked == recorded and [d["field"] for d in asked] == ["document_number"]
    agreeing = {**answer, "document_number": "DN-5521"}
    assert answer_disagreements(read=agreeing, words=None, text_layer=WORDS, width=1240,
                                height=1754, host=HostData(), date_order="dmy") == []  # fmt: skip
    assert answer_disagreements(read=answer, words=None, text_layer=[], width=1240,
                                height=1754, host=HostData(), date_order="dmy") == []  # fmt: skip


def test_a_number_or_po_the_words_hold_nowhere_is_a_disagreement() -> None:
    words = [w for w in WORDS if w["t"] not in ("Order", "No:", "4500123")]
    answer = {"doc_type": "delivery_note", "document_number": "DN-5521", "po_number": "PO-77"}
    assert _find(answer, None, text_layer=words).found["disagreements"] == [
        {"field": "po_number", "read": "PO-77", "words": None}
    ]
    printed = {**answer, "po_number": "Harbour Civil"}  # printed, though not as a PO
    assert _find(printed, None, text_layer=words).found["disagreements"] == []


def test_a_vision_answer_with_no_words_to_check_passes_through() -> None:
    answer = {"doc_type": "delivery_note", "document_number": "DN-5527"}
    fields = _find(answer, None)
    assert fields.result == answer and fields.found["disagreements"] == []
    assert fields.found["evidence"]["document_number"]["boxes"] == []


def test_host_matches_in_the_evidence_decide_supplier_and_po_at_resolution(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def matching(words: Sequence[Word], **kw: Any) -> Finding:
        result = {"doc_type": "delivery_note", "document_number": "DN-5521",
                  "supplier_name": "WESTS1DE AGGR.", "po_number": "45OO123"}  # fmt: skip
        return Finding(result=result, evidence={
            "supplier_name": Evidence(rule="host_tax_id", host_id="sup-2"),
            "po_number": Evidence(rule="host_po", host_id="po-9"),
        })  # fmt: skip

    monkeypatch.setattr(finding, "find_fields", matching)
    fields = _find({"doc_type": "delivery_note"}, WORDS)
    assert (fields.result["supplier_host"], fields.result["po_host"]) == ("sup-2", "po-9")
    (note,) = assemble([Page(page_id="p1", source_id="s", page=1, read_status="ok",
                             read=fields.result)]).notes  # fmt: skip
    host = Host(
        suppliers=(Supplier(id="sup-1", name="Eastside Sand"),
                   Supplier(id="sup-2", name="Westside Aggregates Pty Ltd")),
        purchase_orders=(PurchaseOrder(id="po-9", number="4500123", supplier="sup-2"),),
    )  # fmt: skip
    resolution = resolve(note, host)
    assert (resolution.supplier, resolution.purchase_order) == ("sup-2", "po-9")
    assert resolution.reasons == ()


_WORD = st.builds(
    lambda t, x, y, w, h, c: Word(t=t, x0=x, y0=y, x1=x + w, y1=y + h, c=c),
    st.text(max_size=30),
    *(st.floats(0, 2000, allow_nan=False) for _ in range(2)),
    *(st.floats(0, 400, allow_nan=False) for _ in range(2)),
    st.floats(0, 1),
)
_ANSWER = st.fixed_dictionaries(
    {"doc_type": st.sampled_from(["delivery_note", "invoice", "blank", "other"])},
    optional={k: st.text(max_size=40) for k in
              ("document_number", "supplier_name", "delivery_date", "po_number")},
)  # fmt: skip


@settings(max_examples=60, deadline=None)
@given(words=st.lists(_WORD, max_size=40), answer=_ANSWER, as_answer=st.booleans(),
       rotation=st.sampled_from([0, 180]))  # fmt: skip
def test_page_fields_never_raise_are_deterministic_and_store_as_json(
    words: list[Word], answer: dict[str, Any], as_answer: bool, rotation: int
) -> None:
    read = answer if as_answer else {"doc_type": answer["doc_type"]}
    first = _find(read, None if as_answer else words, text_layer=words, rotation=rotation)
    again = _find(read, None if as_answer else words, text_layer=words, rotation=rotation)
    assert first == again
    assert json.loads(json.dumps(first.found)) == first.found
