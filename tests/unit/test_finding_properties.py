"""Properties of the finder: it never raises on any words and is deterministic; its answer
is always a schema-valid read whose evidence names only input words."""

from __future__ import annotations

import math

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dn_pipeline.finding import HostData, HostPurchaseOrder, HostSupplier, find_fields
from dn_pipeline.readers.base import Word
from dn_pipeline.readers.schema import validate_read

SETTINGS = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])

_VOCAB = st.sampled_from(
    ["Invoice", "No.", "Lieferschein-Nr:", "Datum", "31/02/2024", "12.03.2024", "P.O.#",
     "Your", "order", "Deliver", "to:", "GmbH", "Pty", "Ltd", "W A R E N", "Page 2 of 1",
     "Facture n°", "A-1", "4500", "O0Il", "#", ":", "Juillet", "2014", "3 ,", "", " ",
     "Continued", "Kunde", "B.V.", "@acme.de", "ABN 53 004 085 616"]
)  # fmt: skip
_TEXT = st.one_of(_VOCAB, st.text(max_size=40), st.lists(_VOCAB, max_size=6).map(" ".join))
_COORD = st.one_of(
    st.floats(min_value=-50, max_value=3000, allow_nan=False),
    st.sampled_from([0.0, 1e308, -1e308, math.inf, -math.inf, math.nan]),
)


@st.composite
def _words(draw: st.DrawFn) -> list[Word]:
    out: list[Word] = []
    for _ in range(draw(st.integers(0, 40))):
        x0, y0 = draw(_COORD), draw(_COORD)
        out.append(
            Word(
                t=draw(_TEXT),
                x0=x0,
                y0=y0,
                x1=x0 + draw(st.floats(0, 900, allow_nan=False)),
                y1=y0 + draw(st.floats(0, 80, allow_nan=False)),
            )
        )
    return out


_HOST = HostData(
    suppliers=(
        HostSupplier(id="s1", name="Acme GmbH", tax_id="DE298765431", aliases=("Acme",)),
        HostSupplier(id="s2", name="B.V.", tax_id="1"),
    ),
    purchase_orders=(HostPurchaseOrder(id="p1", number="4500", supplier="s1"),),
)


@SETTINGS
@given(words=_words(), hosted=st.booleans(), order=st.sampled_from(["dmy", "mdy", "xyz"]))
def test_finding_never_raises_is_deterministic_and_gives_a_valid_read(
    words: list[Word], hosted: bool, order: str
) -> None:
    host = _HOST if hosted else None
    first = find_fields(words, page_width=1600, page_height=2200, host=host, date_order=order)
    again = find_fields(list(words), page_width=1600, page_height=2200, host=host, date_order=order)
    assert first == again
    validate_read(first.result)
    for name, evidence in first.evidence.items():
        assert first.result.get(name) or first.result.get(f"{name}_raw"), name
        assert all(0 <= i < len(words) for i in evidence.words)


@SETTINGS
@given(words=_words(), height=st.sampled_from([0.0, -1.0, 1.0, math.nan, math.inf]))
def test_odd_page_sizes_never_raise(words: list[Word], height: float) -> None:
    validate_read(find_fields(words, page_width=height, page_height=height).result)
