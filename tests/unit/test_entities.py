"""Entity resolution within the confirmed site, dates and duplicates."""

from __future__ import annotations

from dataclasses import replace

import pytest

from dn_pipeline.stages.assemble import Note
from dn_pipeline.stages.resolve import (
    DuplicateRef,
    Host,
    KnownNote,
    PurchaseOrder,
    Resolution,
    Supplier,
    find_duplicates,
    parse_date,
    resolve,
    resolve_po,
    resolve_supplier,
)

ACME = Supplier(
    id="sup_acme", name="Acme Concrete Pty Ltd", tax_id="51 824 753 556", aliases=("ACME READYMIX",)
)
BORAL = Supplier(id="sup_boral", name="Boral Steel", tax_id="11 111 111 111")
HOST = Host(
    suppliers=(ACME, BORAL),
    purchase_orders=(
        PurchaseOrder(id="po_open", number="PO-100", supplier="sup_acme", status="open"),
        PurchaseOrder(id="po_closed", number="PO-200", supplier="sup_acme", status="closed"),
        PurchaseOrder(id="po_boral", number="PO-300", supplier="sup_boral", status="open"),
        PurchaseOrder(id="po_a1", number="PO-400", supplier="sup_acme", status="open"),
        PurchaseOrder(id="po_a2", number="400", supplier="", status="open"),
    ),
    po_numbers_elsewhere=frozenset({"900"}),
)


def note(**fields: object) -> Note:
    base = Note(index=0, page_ids=("p1",), source_id="s1", page=1, region="full")
    return replace(base, **fields)  # type: ignore[arg-type]


CLEAR = note(
    document_number="DN-1",
    number_norm="1",
    supplier_name="Acme Concrete Pty Ltd",
    po_number="PO-100",
    delivery_date_raw="03/04/2026",
)


def test_a_clear_note_resolves_supplier_po_and_date_with_no_reasons() -> None:
    assert resolve(CLEAR, HOST) == Resolution(
        supplier="sup_acme",
        supplier_name="Acme Concrete Pty Ltd",
        purchase_order="po_open",
        po_number="PO-100",
        delivery_date="2026-04-03",
        reasons=(),
    )


@pytest.mark.parametrize(
    ("name", "tax_id", "expected"),
    [
        pytest.param("Someone Else", "51824753556", ("sup_acme", ""), id="tax-id-wins"),
        pytest.param("acme concrete pty. ltd.", "", ("sup_acme", ""), id="exact-name"),
        pytest.param("Acme Readymix", "", ("sup_acme", ""), id="alias"),
        pytest.param("Acme Concrete", "", ("sup_acme", ""), id="fuzzy-without-suffix"),
        pytest.param("Acmee Concrete Ltd", "", ("sup_acme", ""), id="fuzzy-typo"),
        pytest.param("Holcim", "", ("", "supplier_unknown"), id="below-threshold"),
        pytest.param("", "", ("", "supplier_unknown"), id="nothing-read"),
    ],
)
def test_supplier_is_matched_by_tax_id_exact_name_alias_then_fuzzy(
    name: str, tax_id: str, expected: tuple[str, str]
) -> None:
    assert resolve_supplier(name, tax_id, HOST.suppliers) == expected


def test_two_suppliers_with_the_same_name_are_ambiguous_not_guessed() -> None:
    twin = Supplier(id="sup_twin", name="ACME CONCRETE PTY LTD")
    assert resolve_supplier("Acme Concrete Pty Ltd", "", (ACME, twin)) == ("", "supplier_ambiguous")


def test_a_fuzzy_tie_between_two_suppliers_is_ambiguous() -> None:
    one, two = Supplier(id="a", name="Smith Sands"), Supplier(id="b", name="Smith Sandy")
    assert resolve_supplier("Smith Sandz", "", (one, two)) == ("", "supplier_ambiguous")
    assert resolve_supplier("Smith Sandz", "", (one,)) == ("a", "")


@pytest.mark.parametrize(
    ("number", "supplier", "expected"),
    [
        pytest.param("po 0100", "sup_acme", ("po_open", ""), id="open-po-of-the-site"),
        pytest.param("", "sup_acme", ("", "po_missing"), id="missing"),
        pytest.param("PO-200", "sup_acme", ("", "po_closed"), id="closed"),
        pytest.param("PO-300", "sup_acme", ("", "po_unknown"), id="another-suppliers-po"),
        pytest.param("PO-300", "", ("po_boral", ""), id="supplier-unknown-still-links-unique"),
        pytest.param("PO-400", "sup_acme", ("", "po_ambiguous"), id="two-open-pos"),
        pytest.param("PO-900", "sup_acme", ("", "po_not_on_site"), id="another-site"),
        pytest.param("PO-555", "sup_acme", ("", "po_unknown"), id="nowhere"),
    ],
)
def test_po_is_an_open_po_of_the_site_consistent_with_the_supplier(
    number: str, supplier: str, expected: tuple[str, str]
) -> None:
    assert resolve_po(number, supplier, HOST) == expected


def test_another_sites_po_is_never_linked() -> None:
    res = resolve(replace(CLEAR, po_number="PO-900"), HOST)
    assert res.purchase_order == "" and res.reasons == ("po_not_on_site",)


def test_every_reason_that_applies_is_listed_in_canonical_order() -> None:
    res = resolve(note(touches_unreadable=True), HOST)
    assert res.reasons == ("number_missing", "supplier_unknown", "po_missing", "page_unreadable")


@pytest.mark.parametrize(
    ("raw", "order", "expected"),
    [
        pytest.param("03/04/2026", "dmy", "2026-04-03", id="day-first-by-default"),
        pytest.param("03/04/2026", "mdy", "2026-03-04", id="month-first-for-us-sites"),
        pytest.param("11/23/2026", "dmy", "2026-11-23", id="only-valid-month-first"),
        pytest.param("23/11/2026", "mdy", "2026-11-23", id="only-valid-day-first"),
        pytest.param("23.11.26", "dmy", "2026-11-23", id="two-digit-year"),
        pytest.param("2026-11-23", "mdy", "2026-11-23", id="iso-is-iso"),
        pytest.param("23 Nov 2026", "mdy", "2026-11-23", id="month-name-day-first"),
        pytest.param("November 23, 2026", "dmy", "2026-11-23", id="month-name-month-first"),
        pytest.param("31/02/2026", "dmy", "", id="impossible"),
        pytest.param("soon", "dmy", "", id="not-a-date"),
    ],
)
def test_dates_follow_the_site_order_unless_only_the_other_fits(
    raw: str, order: str, expected: str
) -> None:
    assert parse_date(raw, order) == expected


def test_the_printed_date_wins_over_the_readers_iso_guess_and_no_date_blocks_nothing() -> None:
    guessed = replace(CLEAR, delivery_date="2026-03-04", delivery_date_raw="03/04/2026")
    assert resolve(guessed, HOST).delivery_date == "2026-04-03"
    undated = replace(CLEAR, delivery_date="", delivery_date_raw="")
    assert resolve(undated, HOST).reasons == () and resolve(undated, HOST).delivery_date == ""


def _dups(notes: list[Note], host: Host = HOST) -> tuple[DuplicateRef | None, ...]:
    return find_duplicates(notes, [resolve(n, host) for n in notes], host)


def test_the_same_image_twice_makes_the_second_note_the_duplicate() -> None:
    first = replace(CLEAR, image_sha256s=("img",))
    second = replace(CLEAR, index=1, page_ids=("p2",), image_sha256s=("img",), number_norm="")
    assert _dups([first, second]) == (None, DuplicateRef(note_index=0))


def test_the_same_supplier_and_number_in_the_batch_flags_the_later_note() -> None:
    second = replace(CLEAR, index=1, page_ids=("p2",))
    assert _dups([CLEAR, second]) == (None, DuplicateRef(note_index=0))


def test_the_same_number_from_another_supplier_is_not_a_duplicate() -> None:
    other = replace(CLEAR, index=1, supplier_name="Boral Steel", po_number="PO-300")
    assert _dups([CLEAR, other]) == (None, None)


def test_a_known_note_outside_the_batch_is_pointed_to() -> None:
    host = replace(
        HOST,
        known_notes=(
            KnownNote(
                supplier="sup_acme", number_norm="1", collection="delivery_notes", record_id="d2"
            ),
            KnownNote(
                supplier="sup_acme", number_norm="1", collection="delivery_notes", record_id="d1"
            ),
        ),
    )
    assert _dups([CLEAR], host) == (DuplicateRef(collection="delivery_notes", record_id="d1"),)


def test_of_several_earlier_candidates_the_earliest_made_is_pointed_to_whatever_its_id() -> None:
    """The original upload, not a later re-upload of the same note that happens to have the
    smaller random id (seen in CI: a copy pointed at the page's re-upload, not the original)."""
    later = KnownNote(
        supplier="sup_acme",
        number_norm="1",
        collection="dn_batch_notes",
        record_id="aaa",
        created="2026-11-30 10:05:00.000Z",
    )
    first = replace(later, record_id="zzz", created="2026-11-30 10:00:00.000Z")
    for order in ((later, first), (first, later)):
        host = replace(HOST, known_notes=order)
        assert _dups([CLEAR], host) == (DuplicateRef(collection="dn_batch_notes", record_id="zzz"),)
