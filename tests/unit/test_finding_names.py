"""A supplier's name cut after its legal form when a street and house number follow it on
the same line with no comma between (OCR gave them one line: "Bei Spiel GmbH Ecke 12" on a
photographed real invoice)."""

from __future__ import annotations

import pytest

from dn_pipeline.finding.names import trim


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("Hollin Baustoffe GmbH Ecke 12", "Hollin Baustoffe GmbH"),
        ("Kestrel Joinery Ltd Unit 4", "Kestrel Joinery Ltd"),
        ("Vervoer Brands B.V. Havenweg 56", "Vervoer Brands B.V."),
        ("Hollin Baustoffe GmbH, Am Hafen 62, Bad Arnsfeld", "Hollin Baustoffe GmbH"),
    ],
)
def test_a_street_after_the_legal_form_is_not_the_name(line: str, name: str) -> None:
    assert trim(line) == name


@pytest.mark.parametrize("name", ["Hollin GmbH & Co. KG", "Kestrel & Co Ltd", "Acme Ltd"])
def test_a_name_that_ends_in_its_legal_form_stays_whole(name: str) -> None:
    assert trim(name) == name
