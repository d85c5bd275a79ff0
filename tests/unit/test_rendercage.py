"""The render child (issue 15, point 5): same pages as in process, a bomb costs one page."""

from __future__ import annotations

import pytest

from dn_pipeline.errors import SourceError
from dn_pipeline.stages.normalise import NormalisedPage, NormaliseOptions, PageFailure, iter_pages
from dn_pipeline.stages.rendercage import RENDER_LIMIT, Cage, RenderLimits
from tests import corpus


def test_the_child_renders_the_same_bytes_as_the_process_and_skips_what_it_is_told() -> None:
    """A page's PNG is the input of a cached read: the child must not change one byte."""
    data = corpus.text_pdf(["REF NOTE=R1 PAGE={page} OF=3"], pages=3)
    options = NormaliseOptions()
    local = [p for p in iter_pages(data, options, skip={2}) if isinstance(p, NormalisedPage)]
    with Cage(options, RenderLimits()) as cage:
        assert cage.open(data, skip={2}) == 3
        caged = list(cage.pages())
        assert cage.open(corpus.text_pdf(["other"]), skip=()) == 1  # the same child goes on
        assert [p.page for p in cage.pages()] == [1]
    assert [
        (p.page, p.png, p.sha256, p.text_layer) for p in caged if isinstance(p, NormalisedPage)
    ] == [(p.page, p.png, p.sha256, p.text_layer) for p in local]


def test_a_content_bomb_costs_its_page_and_a_fresh_child_renders_the_next() -> None:
    """Trials: a 2 GiB content stream on page 1 of 2, a 512 MiB budget; then a one-page
    bomb. Pass: page 1 ``render_limit``, page 2 rendered; the one-page bomb a SourceError."""
    good = ["REF NOTE=R2 PAGE=1 OF=1"]
    with Cage(NormaliseOptions(), RenderLimits(max_mb=512)) as cage:
        assert cage.open(corpus.content_bomb_pdf(2048, good_lines=good)) == 2
        first, second = list(cage.pages())
        assert isinstance(first, PageFailure) and first.code == RENDER_LIMIT
        assert isinstance(second, NormalisedPage) and second.text_layer
        assert cage.open(corpus.content_bomb_pdf(2048)) == 1
        with pytest.raises(SourceError) as raised:
            list(cage.pages())
        assert raised.value.code == RENDER_LIMIT


def test_a_bad_source_is_the_same_source_error_as_in_process() -> None:
    with Cage(NormaliseOptions(), RenderLimits()) as cage, pytest.raises(SourceError) as raised:
        cage.open(corpus.text_pdf(["x"], user_password="secret"))
    assert raised.value.code == "encrypted_pdf"


def test_a_page_that_spins_is_stopped_by_its_cpu_budget() -> None:
    """Trials: a 3 KB page of nested forms (430 million paths), a 1 s CPU budget. Pass: a
    ``render_limit`` SourceError naming SIGXCPU (in process it would spin for hours)."""
    with Cage(NormaliseOptions(), RenderLimits(max_cpu_s=1)) as cage:
        assert cage.open(corpus.cpu_bomb_pdf()) == 1
        with pytest.raises(SourceError) as raised:
            list(cage.pages())
    assert raised.value.code == RENDER_LIMIT and "SIGXCPU" in raised.value.detail
