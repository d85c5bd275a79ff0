"""What every word-list generator of the finding bench (``bench/gen_*.py``) promises alike:
the same seed gives the same notes, another seed other notes. What each one promises of
its own paperwork is in its own ``test_gen_*.py``."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from tests.unit.bench_path import bench_on_path

GENERATORS = ("gen_notes", "gen_blind", "gen_held", "gen_fresh", "gen_other", "gen_fifth",
              "gen_sixth", "gen_seventh", "gen_eighth", "gen_ninth", "gen_tenth",
              "gen_eleventh", "gen_twelfth", "gen_thirteenth", "gen_fourteenth",
              "gen_fifteenth", "gen_sixteenth", "gen_seventeenth", "gen_eighteenth",
              "gen_nineteenth", "gen_twentieth", "gen_twentyfirst")  # fmt: skip


@pytest.mark.parametrize("name", GENERATORS)
def test_the_same_seed_gives_the_same_notes_and_another_seed_others(name: str) -> None:
    with bench_on_path():
        generate = importlib.import_module(name).generate
    first = list(generate(seed=5, count=24))
    assert first == list(generate(seed=5, count=24))
    other = list(generate(seed=6, count=24))
    assert [truth for truth, _ in first] != [truth for truth, _ in other]
    assert [page for _, page in first] != [page for _, page in other]


@pytest.mark.parametrize(
    ("corpus", "seed", "count", "pages"),
    [("sixth", 72, 150, {1, 2}), ("seventh", 82, 120, {1}), ("eighth", 92, 120, {1, 2}),
     ("ninth", 102, 120, {1, 2}), ("tenth", 112, 120, {1, 2}), ("eleventh", 122, 120, {1, 2}),
     ("twelfth", 132, 120, {1, 2}), ("thirteenth", 142, 120, {1, 2}),
     ("fourteenth", 152, 120, {1, 2}), ("fifteenth", 162, 120, {1, 2}),
     ("sixteenth", 172, 120, {1, 2, 3}), ("seventeenth", 182, 120, {1, 2}),
     ("eighteenth", 192, 120, {1, 2, 3}), ("nineteenth", 202, 120, {1, 2, 3}),
     ("twentieth", 212, 120, {1, 2, 3}), ("twentyfirst", 222, 120, {1, 2, 3})],
)  # fmt: skip
def test_the_bench_loads_a_corpus_with_each_notes_pages_as_one_document(
    corpus: str, seed: int, count: int, pages: set[int]
) -> None:
    with bench_on_path():
        finding = importlib.import_module("finding")
    docs = finding._load(corpus, Path("/nonexistent"), 0, seed=seed)
    assert len(docs) == count
    assert {len(doc_pages) for _, doc_pages in docs} == pages
    assert all("next_pages" not in page for _, doc_pages in docs for page in doc_pages)
