"""The embedded reader's angle vote (``embedded._turn_vote``) on real detected lines: it
classifies the widest lines first and stops once they settle the page's turn, and the turn it
settles on is the one classifying every line gives. No timing here (the CPU it saves is in
``./dev bench ocr_stages``)."""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image, ImageDraw, ImageFont

from dn_pipeline.readers import embedded
from dn_pipeline.readers.embedded import EmbeddedReader

# Lines of an ordinary width: this classifier squeezes every line into 192 × 48 px, and
# sees a line much wider than ~25 times its height as upside down whichever way it stands.
WIDE = ["Delivery Docket No: 557120", "Deliver to: Harbour Road Depot",
        "Westside Aggregates Pty Ltd", "Order No: 4500123 of 3 Nov 2026"]  # fmt: skip
SHORT = ["Qty 4", "Item 7", "t 2.5", "Bay 3", "Ref 9", "Lot 61", "Gate 2", "Bin 8"]


@pytest.fixture(scope="module")
def engine() -> Any:
    return EmbeddedReader().engine()


def _page(top: list[str], bottom: list[str] = (), *, turn_all: bool = False) -> Image.Image:
    """Lines typed on an A4 page; ``bottom`` lines upside down under the ``top`` ones."""
    image = Image.new("RGB", (1240, 1754), "white")
    font = ImageFont.load_default(size=30)
    draw = ImageDraw.Draw(image)
    for i, line in enumerate(top):
        draw.text((60, 90 + 64 * i), line, fill="black", font=font)
    if bottom:
        lower = Image.new("RGB", (1240, 760), "white")
        lower_draw = ImageDraw.Draw(lower)
        for i, line in enumerate(bottom):
            lower_draw.text((60, 60 + 64 * i), line, fill="black", font=font)
        image.paste(lower.rotate(180), (0, 900))
    return image.rotate(180) if turn_all else image


def _crops(engine: Any, image: Image.Image) -> list[Any]:
    buffer = io.BytesIO()
    image.save(buffer, "PNG")
    original = engine.load_img(Image.open(io.BytesIO(buffer.getvalue())).convert("RGB"))
    prepared, op_record = engine.preprocess_img(original)
    crops, _ = engine.detect_and_crop(prepared, op_record)
    return list(crops)


def _full_vote(engine: Any, crops: list[Any]) -> float:
    """The vote over every line, as the reader took it before it learnt to stop early."""
    classified = engine._load_cls_model()(crops)
    threshold = float(engine.cfg.Cls.cls_thresh)
    total = turned = 0.0
    for crop, (label, score) in zip(crops, classified.cls_res, strict=True):
        total += crop.shape[1]
        if "180" in str(label) and float(score) >= threshold:
            turned += crop.shape[1]
    return turned / total


def _classified(engine: Any, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the lines the angle classifier's network is given from now on."""
    session = engine._load_cls_model().session.session
    original = session.run
    seen: list[int] = []

    def run(names: Any, feed: dict[str, Any]) -> Any:
        seen.extend(int(v.shape[0]) for v in feed.values())
        return original(names, feed)

    monkeypatch.setattr(session, "run", run)
    return seen


def test_an_upright_page_stops_voting_once_its_widest_lines_hold_three_quarters_of_its_width(
    engine: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    crops = _crops(engine, _page(WIDE + SHORT))
    widths = sorted((c.shape[1] for c in crops), reverse=True)
    batch = int(engine.cfg.Cls.cls_batch_num)
    # The page is what the test means: its widest batch of lines holds over three quarters
    # of its line width, and more lines follow.
    assert len(crops) > batch and sum(widths[:batch]) > 0.75 * sum(widths), widths
    assert embedded._vote_side(_full_vote(engine, crops)) == 0  # upright by every line too
    seen = _classified(engine, monkeypatch)

    vote = embedded._turn_vote(engine, crops)

    assert embedded._vote_side(vote) == 0
    # One classifier batch (the widest lines) settles it; the rest are never classified.
    assert sum(seen) == batch < len(crops), (seen, len(crops))


@pytest.mark.parametrize(
    ("top", "bottom", "turn_all", "side"),
    [  # (upright: the test above)
        (WIDE + SHORT, [], True, 2),  # upside down: recognised turned
        (WIDE[:2] + SHORT[:4], WIDE[2:] + SHORT[4:], False, 1),  # half turned: both compared
    ],
)
def test_the_early_vote_settles_on_the_turn_the_vote_over_every_line_gives(
    engine: Any, top: list[str], bottom: list[str], turn_all: bool, side: int
) -> None:
    crops = _crops(engine, _page(top, bottom, turn_all=turn_all))
    full = _full_vote(engine, crops)
    assert embedded._vote_side(full) == side, full  # the page is what the case means

    assert embedded._vote_side(embedded._turn_vote(engine, crops)) == side
