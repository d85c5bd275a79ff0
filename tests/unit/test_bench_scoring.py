"""The finding bench's scoring (``bench/finding.py``): a supplier found is right when its
name is the truth's or an alias's, legal forms and their dots aside. No finder here."""

from __future__ import annotations

import pytest

from tests.unit.bench_path import bench_on_path

with bench_on_path():
    import finding as bench

TRUTH = {"supplier": "Materiales Sarasola S.L.", "supplier_aliases": ["Sarasola"]}


@pytest.mark.parametrize(
    "found",
    ["Materiales Sarasola SL.", "MATERIALES SARASOLA S.L.", "Materiales Sarasola", "Sarasola"],
)
def test_a_name_is_right_whatever_the_dots_and_case_of_its_legal_form(found: str) -> None:
    assert bench._right("supplier", found, TRUTH, "", "")


@pytest.mark.parametrize("found", ["Materiales Soria S.L.", "Transportes Sarasola Hermanos"])
def test_another_firm_is_not_right(found: str) -> None:
    assert not bench._right("supplier", found, TRUTH, "", "")


def test_dotted_legal_forms_are_one_word_and_other_dotted_letters_stay_apart() -> None:
    assert bench._norm_name("Edil S.r.l.") == bench._norm_name("EDIL SRL") == "edil"
    assert bench._norm_name("Bouw B.V.") == "bouw"
    assert bench._norm_name("J.B. Hunt Ltd") == "j b hunt"
    # An OCR-damaged "Ges.m.b.H." stays letters, as close to the right one as before.
    assert bench._norm_name("Pelvistbach Ges.rn.b.H.") == "pelvistbach ges rn b h"
