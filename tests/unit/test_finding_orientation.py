"""Orientation: decided from the classifier's confident lines; an upright read is kept
unless a turned one is clearly better."""

from __future__ import annotations

from dn_pipeline.finding.orientation import ReadQuality, keep_turned, quality, upside_down


def test_a_page_is_turned_only_when_most_confident_lines_say_180() -> None:
    assert upside_down([("180", 0.99)] * 8 + [("0", 0.95)] * 2)
    assert not upside_down([("180", 0.99)] * 3 + [("0", 0.95)] * 5)
    assert not upside_down([("180", 0.5)] * 10)  # unsure lines do not count
    assert not upside_down([("180", 0.99)] * 2)  # too few lines to decide
    assert not upside_down([])


def test_an_upright_read_is_never_replaced_by_a_worse_or_equal_one() -> None:
    upright = quality(["Delivery Docket", "No 665734"], [0.99, 0.98])
    assert not keep_turned(upright, ReadQuality(mean_score=0.97, chars=40))
    assert not keep_turned(upright, ReadQuality(mean_score=upright.mean_score, chars=99))
    assert not keep_turned(upright, ReadQuality(mean_score=1.0, chars=5))  # fewer characters
    garbage = quality(["ʇǝʞɔop", "ɹǝʌᴉɹp"], [0.62, 0.55])
    assert keep_turned(garbage, upright)


def test_quality_ignores_empty_lines() -> None:
    assert quality(["", " "], [0.1, 0.2]) == ReadQuality(mean_score=0.0, chars=0)
    assert quality(["ab1", ""], [0.5, 0.0]) == ReadQuality(mean_score=0.5, chars=3)
