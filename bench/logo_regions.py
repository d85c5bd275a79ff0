"""Logo regions read from their marks against the detector (on demand, not a test):
``./dev bench logo_regions``.

A digital page's logo is OCR'd from the ink no text-layer word covers (``letterhead``): its
lines of letters are taken from the region's marks without the detection network when every
mark is accounted for and each line reads ``LINES_SURE`` sure (``logolines``); else the
detector finds them. This bench draws invented logos — ``logo_lines``' names in every
TrueType face under ``--fonts``, its colour schemes, 28–72 px, each with an emblem or not (a
disc, a ring, a square icon with a mark inside it, or a grid of nine tiles in an accent
colour of its own; as tall as the letters or two to three times taller) and a tag line in
small print under half of them — and reads each region both ways: the reader's (marks first,
detector when they do not qualify) and the detector's alone. Printed: how many regions the
marks path read, the exact reads of name and tag line either way (the words of one line
joined, as the finder sees them; case, spaces and the marks the finder leaves out at a
name's ends ignored), the CPU of each, and every region whose reads differ. Deterministic
per ``--seed``.
"""

from __future__ import annotations

import random
import time
from typing import NamedTuple

from logo_lines import COLOURS, NAMES, SIZES, options
from PIL import Image, ImageDraw, ImageFont

from dn_pipeline.finding.names import unmarked
from dn_pipeline.readers import letterhead
from dn_pipeline.readers.base import Word
from dn_pipeline.readers.embedded import EmbeddedReader
from dn_pipeline.readers.uncovered import uncovered

TAGS = (
    "Building supplies since 1952", "Baustoffe und Holz", "Matériaux de construction",
    "Materiali edili", "Materiales de construcción", "Bouwmaterialen en hout",
)  # fmt: skip


Font = ImageFont.FreeTypeFont | ImageFont.ImageFont
# A tiled emblem's colour: apart from every colour scheme's ink and paper.
ACCENT = (240, 150, 20)


class Row(NamedTuple):
    """One logo: its name and tag line, the face, and the lines read each way."""

    name: str
    tag: str
    face: str
    reader: list[str]
    detector: list[str]
    by_marks: bool


def region(
    name: str, font: Font, tag_font: Font | None,
    tag: str, paper: tuple[int, int, int], ink: tuple[int, int, int], emblem: str, scale: float,
) -> Image.Image:  # fmt: skip
    """A logo on a strip of paper: the emblem (``scale`` times the name's height) left of
    the name, the tag line under it when ``tag_font`` is given."""
    probe = ImageDraw.Draw(Image.new("RGB", (1, 1)))
    x0, y0, x1, y1 = (int(v) for v in probe.textbbox((0, 0), name, font=font))
    height = y1 - y0
    mark = int(height * scale) if emblem != "none" else 0
    tag_box = probe.textbbox((0, 0), tag, font=tag_font) if tag_font else (0, 0, 0, 0)
    width = 40 + mark + 20 + max(x1 - x0, int(tag_box[2] - tag_box[0])) + 40
    image = Image.new("RGB", (width, 40 + max(mark, height + 12 + int(tag_box[3])) + 40), paper)
    draw = ImageDraw.Draw(image)
    box = (40, 40, 40 + mark, 40 + mark)
    if emblem == "disc":
        draw.ellipse(box, fill=ink)
    elif emblem == "ring":
        draw.ellipse(box, outline=ink, width=max(mark // 8, 2))
    elif emblem == "icon":
        draw.rounded_rectangle(box, radius=max(mark // 6, 1), fill=ink)
        inner = (40 + mark // 4, 40 + mark // 4, 40 + 3 * mark // 4, 40 + 3 * mark // 4)
        draw.rectangle(inner, fill=paper)
    elif emblem == "tiles":  # nine tiles with paper between them, in an accent colour
        gap = max(mark // 12, 2)
        side = (mark - 2 * gap) // 3
        for row in range(3):
            for col in range(3):
                x, y = 40 + col * (side + gap), 40 + row * (side + gap)
                draw.rectangle((x, y, x + side, y + side), fill=ACCENT)
    left = 40 + (mark + 20 if mark else 0)
    draw.text((left - x0, 40 - y0), name, fill=ink, font=font)
    if tag_font:
        draw.text((left - int(tag_box[0]), 40 + height + 12), tag, fill=ink, font=tag_font)
    return image


def _lines(words: list[Word]) -> list[str]:
    """The words' texts as the finder sees them: words sharing half their rows one line,
    left to right, lines top to bottom (a name read as two words is still the name)."""
    lines: list[list[Word]] = []
    for word in sorted(words, key=lambda w: w["x0"]):
        for line in lines:
            last = line[-1]
            shared = min(word["y1"], last["y1"]) - max(word["y0"], last["y0"])
            if 2 * shared >= min(word["y1"] - word["y0"], last["y1"] - last["y0"]):
                line.append(word)
                break
        else:
            lines.append([word])
    lines.sort(key=lambda line: min(w["y0"] for w in line))
    return [" ".join(w["t"] for w in line) for line in lines]


def main() -> None:
    args, fonts = options(__doc__, per_name=4)
    rng = random.Random(args.seed)
    engine = EmbeddedReader().engine()
    rows: list[Row] = []
    cpu = {"reader": 0.0, "detector": 0.0}
    for name in NAMES:
        for _ in range(args.per_name):
            face, (paper, ink) = rng.choice(fonts) if fonts else None, rng.choice(COLOURS)
            size = rng.choice(SIZES)
            font = ImageFont.truetype(str(face), size) if face else ImageFont.load_default(size)
            tag = rng.choice(TAGS) if rng.random() < 0.5 else ""
            tag_size = max(size * 2 // 5, 12)
            tag_font = (
                (ImageFont.truetype(str(face), tag_size) if face else ImageFont.load_default())
                if tag
                else None
            )
            emblem = rng.choice(("none", "disc", "ring", "icon", "tiles"))
            image = region(
                name, font, tag_font, tag, paper, ink, emblem, rng.choice((1.0, 2.2, 3.0))
            )
            found = uncovered(image, [])
            if found is None:
                rows.append(Row(name, tag, face.name if face else "pillow", [], [], False))
                continue
            part, offset = image.crop(found.box), (found.box[0], found.box[1])
            started = time.process_time()
            words = None
            if found.lines:
                words = letterhead._lines_pass(engine, part, found.lines, offset, [])
            took_marks = words is not None
            if words is None:
                words = letterhead._region_pass(engine, part, found.glyph, offset, [])
            cpu["reader"] += time.process_time() - started
            started = time.process_time()
            alone = letterhead._region_pass(engine, part, found.glyph, offset, [])
            cpu["detector"] += time.process_time() - started
            rows.append(Row(name, tag, face.name if face else "pillow", _lines(words),
                            _lines(alone), took_marks))  # fmt: skip

    def key(text: str) -> str:
        return "".join(unmarked(text).split()).casefold()

    def right(reads: list[str], text: str) -> bool:
        return bool(text) and any(key(r) == key(text) for r in reads)

    print(f"{len(rows)} logo regions, {len(fonts) or 1} faces, seed {args.seed}; "
          f"{sum(r.by_marks for r in rows)} read from their marks")  # fmt: skip
    print(f"{'read by':12} {'names':>6} {'tags':>6} {'CPU s':>7}")
    tags = sum(bool(r.tag) for r in rows)
    for label in ("reader", "detector"):
        names_right = sum(right(getattr(r, label), r.name) for r in rows)
        tags_right = sum(right(getattr(r, label), r.tag) for r in rows)
        print(f"{label:12} {names_right:6} {tags_right:4}/{tags} {cpu[label]:7.2f}")
    for r in rows:
        if [key(t) for t in r.reader] != [key(t) for t in r.detector]:
            where = "marks" if r.by_marks else "detector"
            print(f"  {r.name!r:22} {r.face:28} {where:8} {r.reader} | {r.detector}")


if __name__ == "__main__":
    main()
