"""What the vision reader sends of a page: the image fitted to the model's size limits (and
the tokens it costs), and the text layer as lines of bounded length.
"""

from __future__ import annotations

import io
import math

from PIL import Image

from dn_pipeline.readers import prices
from dn_pipeline.readers.base import PageInput, Word

# Bounds the text-layer tokens of a pathological PDF (e.g. a page of tiny repeated text).
MAX_TEXT_LAYER_CHARS = 6000


def target_size(width: int, height: int, facts: prices.ModelFacts) -> tuple[int, int]:
    """The largest size within the model's long-edge and pixel limits, aspect kept."""
    scale = min(
        1.0,
        facts.max_long_edge_px / max(width, height),
        math.sqrt(facts.max_pixels / (width * height)),
    )
    w, h = max(1, math.floor(width * scale)), max(1, math.floor(height * scale))
    while w * h > facts.max_pixels:  # float rounding can overshoot by a pixel row
        w, h = (w - 1, h) if w >= h else (w, h - 1)
    return w, h


def fit_image(png: bytes, facts: prices.ModelFacts) -> tuple[bytes, int, int]:
    """``png`` downscaled (Lanczos, deterministic) to the model's limits, as PNG.

    A page already within the limits is sent byte for byte as stored.
    """
    with Image.open(io.BytesIO(png)) as stored:
        width, height = stored.size
        w, h = target_size(width, height, facts)
        if (w, h) == (width, height):
            return png, width, height
        img: Image.Image = stored
        if img.mode not in ("L", "RGB"):
            # Lanczos needs a continuous-tone mode; canonical pages are L or RGB already.
            img = img.convert("L" if img.mode in ("1", "I;16", "I") else "RGB")
        small = img.resize((w, h), Image.Resampling.LANCZOS)
    out = io.BytesIO()
    small.save(out, format="PNG")
    return out.getvalue(), w, h


def text_layer_lines(words: list[Word], max_chars: int = MAX_TEXT_LAYER_CHARS) -> str:
    """The text layer as reading-order lines: words whose vertical centres are close join."""
    if not words:
        return ""
    ordered = sorted(words, key=lambda w: ((w["y0"] + w["y1"]) / 2, w["x0"]))
    lines: list[list[Word]] = []
    line_mid = -1e9
    for word in ordered:
        mid = (word["y0"] + word["y1"]) / 2
        half = max(1.0, (word["y1"] - word["y0"]) / 2)
        if not lines or abs(mid - line_mid) > half:
            lines.append([])
            line_mid = mid
        lines[-1].append(word)
    text = "\n".join(" ".join(w["t"] for w in sorted(ln, key=lambda w: w["x0"])) for ln in lines)
    return text if len(text) <= max_chars else text[:max_chars] + " …"


def fitted_image_tokens(page: PageInput, facts: prices.ModelFacts) -> int:
    """Visual tokens the page costs on ``facts.model`` once fitted to its limits."""
    with Image.open(io.BytesIO(page.png)) as img:
        w, h = target_size(img.size[0], img.size[1], facts)
    return facts.image_token_count(w, h)
