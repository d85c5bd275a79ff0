"""Supplier profiles (issue #14): learning from confirmed notes and use inside find_fields."""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dn_pipeline.finding import HostData, HostSupplier, find_fields, profiles
from dn_pipeline.finding.host import ocr_fold
from dn_pipeline.finding.profiles import MAX_VALUES, SupplierProfile, forget, learn
from dn_pipeline.readers.base import Word
from tests.unit.finding_words import PAGE_H, PAGE_W, words
from tests.unit.test_finding_properties import _words as _hostile_words

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
HOST = HostData(
    suppliers=(HostSupplier(id="sup1", name="Kestrel Timber Ltd", tax_id="GB123456789"),)
)


def note(number: str, po: str, date: str, *, label: str = "Kommission") -> list[Word]:
    """A Kestrel note: the number after a label no lexicon knows, the date unlabelled in the
    top right corner, the PO after an odd label."""
    return words(
        (60, 80, "Kestrel Timber Ltd"),
        (100, 80, "VAT GB123456789"),
        (60, 1300, date),
        (300, 80, "Deliver to: Harbour Civil Works"),
        (500, 900, f"{label} {number}"),
        (540, 900, f"Objet {po}"),
        (700, 80, "Qty Description"),
        (740, 80, "4 Art. 55512 Material"),
    )


def confirm(profile: SupplierProfile, note_id: str, number: str, po: str, iso: str, printed: str,
            *, label: str = "Kommission") -> SupplierProfile:  # fmt: skip
    values = {"document_number": number, "po_number": po, "delivery_date": iso}
    return learn(
        profile,
        note(number, po, printed, label=label),
        values,
        f"2026-11-{int(note_id[-1]) + 10:02d}T00:00:00Z",  # seen_at differs per note
        note_id=note_id,
        page_width=PAGE_W,
        page_height=PAGE_H,
    )


def find(word_list: list[Word], profiles: list[SupplierProfile]) -> dict[str, object]:
    finding = find_fields(
        word_list, page_width=PAGE_W, page_height=PAGE_H, host=HOST, profiles=profiles
    )
    return {"result": finding.result, "evidence": finding.evidence}


EMPTY = SupplierProfile(supplier_id="sup1")


def test_the_finder_misses_an_unlabelled_layout_without_a_profile() -> None:
    got = find(note("KS-204117", "B20771", "11/13/2026"), [])["result"]
    assert got.get("document_number") != "KS-204117"  # type: ignore[union-attr]


def test_a_profile_learned_from_one_confirmed_note_reads_the_next_note_right() -> None:
    profile = confirm(EMPTY, "n1", "KS-104233", "B10442", "2026-03-04", "03/04/2026")
    got = find(note("KS-204117", "B20771", "11/05/2026"), [profile])
    result, evidence = got["result"], got["evidence"]
    assert result["document_number"] == "KS-204117"  # type: ignore[index]
    assert result["po_number"] == "B20771"  # type: ignore[index]
    # 03/04 confirmed as 2026-03-04: the supplier prints the month first
    assert result["delivery_date"] == "2026-11-05"  # type: ignore[index]
    ev = evidence["document_number"]  # type: ignore[index]
    assert (ev.rule, ev.support, ev.label) == ("supplier_profile", 1, "kommission")


def test_a_learned_month_first_order_reads_an_ambiguous_date() -> None:
    profile = confirm(EMPTY, "n1", "KS-104233", "B10442", "2026-11-13", "11/13/2026")
    result = find(note("KS-204117", "B20771", "04/05/2026"), [profile])["result"]
    assert result["delivery_date"] == "2026-04-05"  # type: ignore[index]


def test_an_ocr_look_alike_in_a_learned_shape_is_read_as_the_digit() -> None:
    profile = confirm(EMPTY, "n1", "KS-104233", "B10442", "2026-03-04", "03/04/2026")
    result = find(note("KS-2O4117", "B20771", "11/05/2026"), [profile])["result"]
    assert result["document_number"] == "KS-204117"  # type: ignore[index]


def test_a_date_with_ocr_look_alikes_is_read_at_the_learned_place() -> None:
    profile = confirm(EMPTY, "n1", "KS-104233", "B10442", "2026-11-13", "11/13/2026")
    result = find(note("KS-204117", "B20771", "0l/25/2O25"), [profile])["result"]
    assert result["delivery_date"] == "2025-01-25"  # type: ignore[index]


def glue(word_list: list[Word], number: str) -> list[Word]:
    """One OCR box for label and value without a space: ``Kommission.KS-204117``."""
    out = [w for w in word_list if w["t"] != "Kommission"]
    for w in out:
        if w["t"] == number:
            w["t"] = f"Kommission.{number}"
    return out


def test_a_number_glued_to_its_label_by_ocr_is_learned_and_found() -> None:
    values = {"document_number": "KS-104233", "po_number": "B10442", "delivery_date": ""}
    first = glue(note("KS-104233", "B10442", "03/04/2026"), "KS-104233")
    taught = learn(EMPTY, first, values, "t", note_id="n1", page_width=PAGE_W, page_height=PAGE_H)
    assert taught.winner("document_number.label").value == "kommission"  # type: ignore[union-attr]
    second = glue(note("KS-204117", "B20771", "11/05/2026"), "KS-204117")
    assert find(second, [taught])["result"]["document_number"] == "KS-204117"  # type: ignore[index]


def test_without_host_data_the_supplier_is_identified_by_its_learned_tax_id() -> None:
    values = {"document_number": "KS-104233", "supplier_tax_id": "GB123456789"}
    taught = learn(
        EMPTY,
        note("KS-104233", "B10442", "03/04/2026"),
        values,
        "t",
        note_id="n1",
        page_width=PAGE_W,
        page_height=PAGE_H,
    )
    finding = find_fields(
        note("KS-204117", "B20771", "11/05/2026"),
        page_width=PAGE_W,
        page_height=PAGE_H,
        profiles=[taught.to_json()],  # the stored JSON form is accepted as well
    )
    assert finding.result["document_number"] == "KS-204117"
    assert finding.evidence["document_number"].rule == "supplier_profile"


def test_relearning_the_same_note_changes_nothing() -> None:
    once = confirm(EMPTY, "n1", "KS-104233", "B10442", "2026-03-04", "03/04/2026")
    twice = confirm(once, "n1", "KS-104233", "B10442", "2026-03-04", "03/04/2026")
    assert twice == once
    assert once.winner("document_number.shape").support == 1  # type: ignore[union-attr]


def test_a_profile_of_another_supplier_is_not_used() -> None:
    profile = confirm(
        SupplierProfile(supplier_id="other"),
        "n1",
        "KS-104233",
        "B10442",
        "2026-03-04",
        "03/04/2026",
    )
    evidence = find(note("KS-204117", "B20771", "11/05/2026"), [profile])["evidence"]
    assert all(e.rule != "supplier_profile" for e in evidence.values())  # type: ignore[attr-defined]


def test_forgetting_a_field_drops_only_its_facts() -> None:
    profile = confirm(EMPTY, "n1", "KS-104233", "B10442", "2026-03-04", "03/04/2026")
    left = forget(profile, "document_number")
    assert left.winner("document_number.shape") is None
    assert left.winner("po_number.shape") is not None
    assert forget(profile).facts == {}


def test_a_profile_round_trips_through_json() -> None:
    profile = confirm(EMPTY, "n1", "KS-104233", "B10442", "2026-03-04", "03/04/2026")
    assert SupplierProfile.from_json(profile.to_json()) == profile


# --- properties -------------------------------------------------------------------------------

_DIGITS = st.integers(100000, 999999)
_NOTES = st.lists(
    st.tuples(_DIGITS, st.integers(10000, 99999), st.integers(1, 28), st.integers(1, 12)),
    min_size=1,
    max_size=4,
    unique_by=lambda t: t[0],
)


def _learn_all(
    notes: list[tuple[int, int, int, int]], labels: list[str] | None = None
) -> SupplierProfile:
    profile = EMPTY
    for k, (num, po, day, month) in enumerate(notes):
        label = labels[k] if labels else "Kommission"
        iso, printed = f"2026-{month:02d}-{day:02d}", f"{month:02d}/{day:02d}/2026"
        note_id = f"n{num}"  # the note's own id, whatever order it is learned in
        profile = confirm(profile, note_id, f"KS-{num}", f"B{po}", iso, printed, label=label)
    return profile


@SETTINGS
@given(_NOTES, st.randoms(use_true_random=False))
def test_learning_agreeing_notes_gives_the_same_profile_in_any_order(
    notes: list[tuple[int, int, int, int]], rnd: Random
) -> None:
    shuffled = list(notes)
    rnd.shuffle(shuffled)
    assert _learn_all(shuffled) == _learn_all(notes)


@SETTINGS
@given(st.integers(1, 3), st.integers(1, 3))
def test_a_contradicted_label_loses_to_a_longer_history(old: int, new: int) -> None:
    labels = ["Kommission"] * old + ["Vorgang"] * new
    notes = [(100000 + k, 20000 + k, 3, 4) for k in range(old + new)]
    profile = _learn_all(notes, labels)
    won = profile.winner("document_number.label")
    if new > old:
        assert won is not None and won.value == "vorgang"
    elif old > new:
        assert won is not None and won.value == "kommission"
    else:
        assert won is None  # an even contradiction: no label is trusted


@SETTINGS
@given(_hostile_words(), _NOTES)
def test_find_fields_with_a_profile_never_raises_on_any_words(
    page: list[Word], notes: list[tuple[int, int, int, int]]
) -> None:
    profile = _learn_all(notes)
    page = [*words((60, 80, "Kestrel Timber Ltd"), (500, 900, "Kommission KS-204117")), *page]
    first = find_fields(page, page_width=PAGE_W, page_height=PAGE_H, host=HOST, profiles=[profile])
    again = find_fields(page, page_width=PAGE_W, page_height=PAGE_H, host=HOST, profiles=[profile])
    assert first == again


def test_a_profile_survives_a_word_at_the_edge_of_the_floats() -> None:
    profile = confirm(EMPTY, "n1", "KS-104233", "B10442", "2026-03-04", "03/04/2026")
    page = note("KS-204117", "B20771", "11/05/2026")
    page.append(Word(t="KS-999999", x0=1e308, y0=1e308, x1=1e308, y1=1e308))
    assert find(page, [profile])["result"]["document_number"] == "KS-204117"  # type: ignore[index]


_TOKEN = st.sampled_from(
    ["KS-204117", "Kommission", "B20771", "Objet", "11/05/2026", "KS-2O4117", "Ref", "4", "x"]
)


@SETTINGS
@given(
    st.lists(
        st.tuples(st.integers(0, 2000), st.integers(0, 1500), _TOKEN), min_size=0, max_size=12
    ),
    _NOTES,
)
def test_a_profile_never_yields_a_value_absent_from_the_words(
    rows: list[tuple[int, int, str]], notes: list[tuple[int, int, int, int]]
) -> None:
    profile = _learn_all(notes)
    page = words((60, 80, "Kestrel Timber Ltd"), *[(float(y), float(x), t) for y, x, t in rows])
    finding = find_fields(
        page, page_width=PAGE_W, page_height=PAGE_H, host=HOST, profiles=[profile]
    )
    text = ocr_fold(" ".join(w["t"] for w in page))
    for name, ev in finding.evidence.items():
        if ev.rule != "supplier_profile":
            continue
        value = str(finding.result.get(name if name != "delivery_date" else "delivery_date_raw"))
        assert ocr_fold(value) in text
        assert ev.words and all(0 <= i < len(page) for i in ev.words)


def test_a_kind_of_fact_keeps_a_bounded_number_of_values() -> None:
    profile = EMPTY
    for k in range(MAX_VALUES + 4):
        profile = confirm(profile, f"n{k}", f"KS-{100000 + k}", "B10442", "", "03/04/2026",
                          label=f"Label{chr(97 + k)}")  # fmt: skip
    assert len(profile.facts["document_number.label"]) == MAX_VALUES
    assert profile.winner("document_number.shape").support == MAX_VALUES + 4  # type: ignore[union-attr]


def test_the_learned_note_list_keeps_the_newest_and_the_count_keeps_them_all(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The row stays bounded: past KEEP_NOTES the oldest learned ids go (the same ones in
    any learning order), the facts and the count of notes learned keep every note."""
    monkeypatch.setattr(profiles, "KEEP_NOTES", 3)
    ids = [f"note{i}" for i in range(1, 6)]
    learned = []
    for order in (ids, ids[::-1]):
        profile = EMPTY
        for note_id in order:
            profile = confirm(profile, note_id, "KS-104233", "B10442", "2026-04-03", "03/04/2026")
        learned.append(profile)
    assert learned[0] == learned[1]
    profile = learned[0]
    assert sorted(profile.notes) == ["note3", "note4", "note5"]  # seen_at 13..15: newest
    assert profile.learned == 5 and profile.winner("document_number.shape") is not None
    assert profile.winner("document_number.shape").support == 5  # type: ignore[union-attr]
    assert SupplierProfile.from_json(profile.to_json()) == profile
    assert learn(profile, [], {}, "2026-12-01", note_id="note5", page_width=1, page_height=1) == (
        profile
    )


def test_a_profile_stored_with_a_plain_note_list_still_loads() -> None:
    old = {"supplier_id": "sup1", "notes": ["a1", "b2"], "facts": {}}
    profile = SupplierProfile.from_json(old)
    assert sorted(profile.notes) == ["a1", "b2"] and profile.learned == 2
