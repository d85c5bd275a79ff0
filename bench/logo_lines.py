"""Logo lines read by the tiny recogniser against the small one (on demand, not a test):
``./dev bench logo_lines``.

A digital page's logo letterhead is read with the tiny model's text kept however unsure it
is (``tinyfirst.logo_reads``). This bench draws invented company names as logo lines —
every TrueType face under ``--fonts`` (the DejaVu and Liberation faces on Debian; Pillow's
own face when there is none), five colour schemes, 28–72 px — crops them as a detector
would (a margin of a third of the line's height), and recognises each crop with the tiny
model kept (``LOGO_SURE``) and with the small model alone. Printed: exact reads (case,
spaces and the marks the finder leaves out at a name's ends ignored: half the lines have an
emblem before the name)
of each, what keeping a tiny read only above a threshold would give, the CPU of each, and
every line either misread. Deterministic per ``--seed``.
"""

from __future__ import annotations

import argparse
import random
import time
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFont

from dn_pipeline.finding.names import unmarked
from dn_pipeline.readers import tinyfirst
from dn_pipeline.readers.embedded import EmbeddedReader

NAMES = (
    "Brixton Timber", "HOLZBAU KERN", "Ferronnerie Duval", "Vetreria Lombarda",
    "Aridos del Norte", "Van Dijk Bouwstoffen", "QUARRYMAX", "e-lectra", "Nordlicht",
    "Acier Plus", "Bauzentrum Süd", "Pavimenti Rossi", "Kwekerij De Linde", "Hormigones Turia",
    "Steelbridge", "MÉTALLERIE GIRAUD", "Fliesen Özkan", "Gruppo Edilcasa", "TOPSOIL DIRECT",
    "Kaltenbach", "Bouwmaat", "Les Carrières", "Cementos Ávila", "Plantas Sierra", "Rheinkies",
    "sanitär wolf", "ELECTROFIL", "Glasbau Haas", "Maçonnerie Lefèvre", "Isolteck", "OAKWOOD",
    "Fix & Go", "Schrauben Müller", "Tegelhuis", "MADERAS GALÁN", "Edilferro", "Brennan Bros",
    "Quincaillerie", "Lichtwerk", "Zinco Italia",
)  # fmt: skip
# (paper, ink): dark on white, coloured on white, white on a colour, grey on grey.
COLOURS = (
    ((255, 255, 255), (20, 30, 60)), ((255, 255, 255), (180, 30, 30)),
    ((20, 50, 110), (255, 255, 255)), ((240, 240, 240), (60, 60, 60)),
    ((255, 255, 255), (0, 120, 60)),
)  # fmt: skip
SIZES = (28, 40, 56, 72)
THRESHOLDS = (0.98, 0.95, 0.9, 0.85, 0.8, 0.0)


def logo_lines(fonts: list[Path], per_name: int, seed: int) -> list[tuple[str, str, np.ndarray]]:
    """(name, face, BGR crop) for ``per_name`` random face / colour / size draws of each name;
    every other draw has an emblem (a disc, a triangle or a ring) before the name, inside the
    crop, as a detector's line box often holds a logo's graphic."""
    rng = random.Random(seed)
    probe = ImageDraw.Draw(Image.new("RGB", (1, 1)))
    lines = []
    for name in NAMES:
        for draw_no in range(per_name):
            face, (paper, ink) = rng.choice(fonts) if fonts else None, rng.choice(COLOURS)
            size, emblem = rng.choice(SIZES), rng.choice(("disc", "triangle", "ring"))
            font = ImageFont.truetype(str(face), size) if face else ImageFont.load_default(size)
            x0, y0, x1, y1 = (int(v) for v in probe.textbbox((0, 0), name, font=font))
            pad, mark = max((y1 - y0) // 3, 4), (y1 - y0 if draw_no % 2 else 0)
            left = pad + (mark + pad // 2 if mark else 0)
            image = Image.new("RGB", (left + x1 - x0 + pad, y1 - y0 + 2 * pad), paper)
            draw = ImageDraw.Draw(image)
            box = (pad, pad, pad + mark, pad + mark)
            if mark and emblem == "disc":
                draw.ellipse(box, fill=ink)
            elif mark and emblem == "triangle":
                draw.polygon(
                    [(pad, pad + mark), (pad + mark // 2, pad), (pad + mark, pad + mark)], fill=ink
                )
            elif mark:
                draw.ellipse(box, outline=ink, width=max(mark // 6, 2))
            draw.text((left - x0, pad - y0), name, fill=ink, font=font)
            lines.append(
                (name, face.name if face else "pillow", np.asarray(image)[:, :, ::-1].copy())
            )
    return lines  # fmt: skip


def options(doc: str, per_name: int) -> tuple[argparse.Namespace, list[Path]]:
    """A logo bench's command line (``--fonts``, ``--per-name``, ``--seed``) and the
    TrueType faces it draws with."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--fonts", type=Path, default=Path("/usr/share/fonts/truetype"))
    parser.add_argument("--per-name", type=int, default=per_name, help="draws of each name")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    return args, sorted(f for f in args.fonts.rglob("*.ttf") if "Math" not in f.name)


def main() -> None:
    args, fonts = options(__doc__, per_name=6)
    lines = logo_lines(fonts, args.per_name, args.seed)
    engine = EmbeddedReader().engine()
    small = EmbeddedReader(recogniser="small").engine()
    cascade = engine._load_rec_model().session
    tiny_reads, small_reads, cpu = [], [], {"tiny kept": 0.0, "small": 0.0}
    for _, _, crop in lines:
        before, started = cascade.small_reads, time.process_time()
        with tinyfirst.logo_reads():
            out = engine.recognize_txt([crop])
        cpu["tiny kept"] += time.process_time() - started
        tiny_reads.append((out.txts[0], float(out.scores[0]), cascade.small_reads > before))
        started = time.process_time()
        out = small.recognize_txt([crop])
        cpu["small"] += time.process_time() - started
        small_reads.append(out.txts[0])

    def same(read: str, name: str) -> bool:
        """The name read, once the marks at its ends are left out as the finder does (an
        emblem read as ▲ or ●); a ring read as a letter O is a misread."""
        return "".join(unmarked(read).split()).casefold() == "".join(name.split()).casefold()

    print(f"{len(lines)} logo lines, {len(fonts) or 1} faces, seed {args.seed}")
    print(f"{'reader':34} {'exact':>7} {'CPU s':>7}")
    right_tiny = sum(same(t[0], n) for (n, _, _), t in zip(lines, tiny_reads, strict=True))
    right_small = sum(same(s, n) for (n, _, _), s in zip(lines, small_reads, strict=True))
    print(f"{'tiny kept (logo_reads)':34} {right_tiny:7} {cpu['tiny kept']:7.2f}")
    print(f"{'small alone':34} {right_small:7} {cpu['small']:7.2f}")
    for threshold in THRESHOLDS:
        kept = [not again and conf >= threshold for _, conf, again in tiny_reads]
        right = sum(
            same(t[0] if k else s, n)
            for (n, _, _), t, s, k in zip(lines, tiny_reads, small_reads, kept, strict=True)
        )
        label = f"tiny kept at >= {threshold:g} ({sum(kept)} kept)"
        print(f"{label:34} {right:7}")
    for (name, face, _), (text, conf, _), theirs in zip(
        lines, tiny_reads, small_reads, strict=True
    ):
        if not same(text, name) or not same(theirs, name):
            print(f"  {name!r:24} {face:34} tiny {text!r} ({conf:.3f})  small {theirs!r}")


if __name__ == "__main__":
    main()
