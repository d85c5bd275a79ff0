"""Pages: every source split into canonical PNG pages (SPEC §5 steps 2-3, §9; issue 4).

A pure layer with no server: bytes in, pages out. Persistence is the runner's job.

Promises:

- The type is decided by content (``sniff``), never by a file name or declared MIME type.
- ``page_count`` parses headers only and never decodes pixels, so a rerun that finds every
  page already stored decodes nothing; it raises ``SourceError`` for whole-source problems.
- ``iter_pages`` yields one page at a time, in page order, so memory stays bounded however
  long the source; pages in ``skip`` are neither rendered nor decoded. A bad page of a
  multi-page source is a ``PageFailure``; when the source has one page, its failure is a
  ``SourceError``.
- A page's PNG bytes are deterministic for the same input and ``NORMALISER_VERSION``: 8-bit
  ``L`` or ``RGB``, no metadata, a fixed zlib level, long edge at most ``max_long_edge``.
- Every PDFium call goes through ``PDFIUM_LOCK``: PDFium is not thread-safe, even across
  documents. PNG encoding happens outside the lock.

Reason codes: ``empty_file``, ``unsupported_format``, ``truncated_or_corrupt``,
``encrypted_pdf``, ``pdf_no_pages``, ``decompression_bomb``, ``page_too_large``.
"""

from __future__ import annotations

import hashlib
import io
import math
import threading
import warnings
from collections.abc import Collection, Generator
from dataclasses import dataclass
from types import TracebackType
from typing import Protocol

import PIL
import pillow_heif
import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
from PIL import Image, ImageChops, ImageOps, UnidentifiedImageError, features
from pypdfium2.version import PDFIUM_INFO

from dn_pipeline.errors import SourceError
from dn_pipeline.readers.base import Word
from dn_pipeline.stages.mime import _PILLOW_FORMAT, sniff
from dn_pipeline.stages.textlayer import _text_layer

__all__ = [
    "NORMALISER_VERSION",
    "PDFIUM_LOCK",
    "NormaliseOptions",
    "NormalisedPage",
    "PageFailure",
    "iter_pages",
    "page_count",
]


def _normaliser_version() -> str:
    parts = [
        "norm-1",
        f"pdfium-{PDFIUM_INFO.build}",
        f"pillow-{PIL.__version__}",
        f"zlib-{features.version('zlib')}",
    ]
    # Pillow may deflate with zlib-ng and decode JPEG with libjpeg-turbo: both shape the bytes.
    if features.check("zlib_ng"):
        parts.append(f"zlib-ng-{features.version('zlib_ng')}")
    if features.check("libjpeg_turbo"):
        parts.append(f"jpeg-turbo-{features.version('libjpeg_turbo')}")
    parts.append(f"libheif-{pillow_heif.libheif_version()}")
    return "/".join(parts)


NORMALISER_VERSION: str = _normaliser_version()
"""Recorded on every page; changes whenever a library that shapes the PNG bytes changes."""

PDFIUM_LOCK = threading.Lock()
"""Held around every PDFium call in the process (PDFium is not thread-safe)."""

PNG_COMPRESS_LEVEL = 4
"""The knee, measured on bench pages (L, 1414x2000): level 1 = 330 KiB in 37 ms, 4 = 291 KiB
in 51 ms, 6 = 282 KiB in 77 ms, 9 = 270 KiB in 739 ms."""

_REGION = "full"
_MAX_PDF_SIDE_PT = 14_400.0  # PDF 1.7 Annex C: 200 inches is the largest page a viewer must handle
_MIN_PDF_SIDE_PT = 1.0
_COLOUR_THUMB_EDGE = 256  # the colour test looks at a box-filtered thumbnail of this long edge
_COLOUR_TOLERANCE = 24  # max-min channel spread below which a pixel counts as grey
_COLOUR_FRACTION = 0.0005  # share of clearly coloured thumbnail pixels that makes a page colour
_EXIF_ORIENTATION = 0x0112
_PDF_PASSWORD_ERRORS = (pdfium_c.FPDF_ERR_PASSWORD, pdfium_c.FPDF_ERR_SECURITY)

# The decompression-bomb guard, process-wide as Pillow keeps it; sources are also checked
# against NormaliseOptions.max_pixels from their headers before any pixel is decoded.
Image.MAX_IMAGE_PIXELS = 100_000_000
warnings.filterwarnings("error", category=Image.DecompressionBombWarning)
pillow_heif.register_heif_opener(thumbnails=False)


@dataclass(frozen=True, kw_only=True)
class NormaliseOptions:
    """How sources become pages; part of what a page's bytes depend on."""

    dpi: int = 200
    max_long_edge: int = 2000
    max_pixels: int = 100_000_000


@dataclass(frozen=True, kw_only=True)
class NormalisedPage:
    """One canonical page: PNG bytes, their sha256, size, and a PDF page's positioned words."""

    page: int
    region: str
    png: bytes
    sha256: str
    width: int
    height: int
    text_layer: list[Word]


@dataclass(frozen=True, kw_only=True)
class PageFailure:
    """One page of a multi-page source that cannot be rendered; the other pages go on."""

    page: int
    region: str
    code: str
    detail: str


# --- sniffing -------------------------------------------------------------------------------


# --- the two kinds of source ----------------------------------------------------------------


class _Source(Protocol):
    count: int

    def page(self, number: int) -> NormalisedPage: ...

    def close(self) -> None: ...


class _Opened:
    """Opens a source (validating it) and closes it on exit, under the PDFium lock if needed."""

    def __init__(self, data: bytes, options: NormaliseOptions) -> None:
        kind = sniff(data)
        self.source: _Source = (
            _PdfSource(data, options) if kind == "pdf" else _ImageSource(data, kind, options)
        )

    def __enter__(self) -> _Source:
        return self.source

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.source.close()


def page_count(data: bytes, options: NormaliseOptions) -> int:
    """Validate the whole source from its headers and return how many pages it has.

    Never decodes pixels. Raises ``SourceError`` when the source cannot become pages at all
    (including when every page is too large).
    """
    with _Opened(data, options) as source:
        return source.count


def iter_pages(
    data: bytes, options: NormaliseOptions, *, skip: Collection[int] = ()
) -> Generator[NormalisedPage | PageFailure, None, None]:
    """Yield the source's pages lazily, in order; page numbers in ``skip`` are never decoded.

    Closing the generator early (``close()``, or dropping it) closes the source.

    Raises ``SourceError`` for whole-source problems, and for the failure of a source's only
    page; a failing page among several is yielded as a ``PageFailure``.
    """
    with _Opened(data, options) as source:
        for number in range(1, source.count + 1):
            if number in skip:
                continue
            try:
                page = source.page(number)
            except SourceError as exc:
                if source.count == 1:
                    raise
                yield PageFailure(page=number, region=_REGION, code=exc.code, detail=exc.detail)
            else:
                yield page


# --- PDF ------------------------------------------------------------------------------------


class _PdfSource:
    """A PDF held open for the life of the iteration; pages are loaded one at a time."""

    def __init__(self, data: bytes, options: NormaliseOptions) -> None:
        self.options = options
        # PDFium silently rebuilds a PDF cut short, losing pages: a missing %%EOF means truncation.
        eof = data.rfind(b"%%EOF")
        if eof < 0 or eof < len(data) - 4096:
            raise SourceError("truncated_or_corrupt", "no %%EOF at the end: the PDF is cut short")
        self.data = data  # PDFium reads from this buffer for as long as the document is open
        with PDFIUM_LOCK:
            self.doc = _open_pdf(data)
            try:
                self.doc.init_forms()  # so filled-in form fields render too
                self.count = len(self.doc)
                sizes = [self.doc.get_page_size(i) for i in range(self.count)]
            except pdfium.PdfiumError as exc:
                self.doc.close()
                raise SourceError("truncated_or_corrupt", str(exc)) from exc
        self.problems = [_pdf_size_problem(w, h, options) for w, h in sizes]
        if all(self.problems):
            self.close()
            code, detail = self.problems[0] or ("", "")
            raise SourceError(code, detail)

    def page(self, number: int) -> NormalisedPage:
        problem = self.problems[number - 1]
        if problem:
            raise SourceError(*problem)
        with PDFIUM_LOCK:
            try:
                image, words = _render_pdf_page(self.doc, number - 1, self.options)
            except pdfium.PdfiumError as exc:
                raise SourceError("truncated_or_corrupt", f"page {number}: {exc}") from exc
        return _encode(number, _grey_if_colourless(image), words)

    def close(self) -> None:
        with PDFIUM_LOCK:
            self.doc.close()


def _open_pdf(data: bytes) -> pdfium.PdfDocument:
    """Open with the raw API: pypdfium2 reports an empty page tree with a stale error code."""
    raw = pdfium_c.FPDF_LoadMemDocument64(data, len(data), None)
    if not raw:
        code = pdfium_c.FPDF_GetLastError()
        if code in _PDF_PASSWORD_ERRORS:
            raise SourceError("encrypted_pdf", "a password is needed to open it")
        raise SourceError("truncated_or_corrupt", f"PDFium cannot load it (error {code})")
    if pdfium_c.FPDF_GetPageCount(raw) < 1:
        pdfium_c.FPDF_CloseDocument(raw)
        raise SourceError("pdf_no_pages", "the PDF has no pages")
    return pdfium.PdfDocument(raw)


def _pdf_size_problem(
    width: float, height: float, options: NormaliseOptions
) -> tuple[str, str] | None:
    """Judge a page from its size in points, before anything is rendered."""
    if not (
        _MIN_PDF_SIDE_PT <= width <= _MAX_PDF_SIDE_PT
        and _MIN_PDF_SIDE_PT <= height <= _MAX_PDF_SIDE_PT
    ):
        return "page_too_large", f"page of {width:g} x {height:g} pt"
    pixels = math.ceil(width * options.dpi / 72) * math.ceil(height * options.dpi / 72)
    if pixels > options.max_pixels:
        return "decompression_bomb", f"{pixels} pixels at {options.dpi} dpi > {options.max_pixels}"
    return None


def _render_pdf_page(
    doc: pdfium.PdfDocument, index: int, options: NormaliseOptions
) -> tuple[Image.Image, list[Word]]:
    """Render straight at the capped size (no resample) and read the text layer. Lock held."""
    page = doc[index]
    try:
        width, height = page.get_size()
        # Shrink a hair below the cap: PDFium rounds the bitmap size up.
        scale = min(options.dpi / 72, options.max_long_edge / max(width, height) * (1 - 1e-9))
        bitmap = page.render(scale=scale, rev_byteorder=True)
        try:
            image = bitmap.to_pil()
            if image.mode != "RGB":  # only RGB is a copy; anything else shares PDFium's buffer
                image = image.copy()
        finally:
            bitmap.close()
        textpage = page.get_textpage()
        try:
            words = _text_layer(page, textpage, scale, image.size)
        finally:
            textpage.close()
    finally:
        page.close()
    return image, words


# --- images ---------------------------------------------------------------------------------


class _ImageSource:
    """An image opened header-only; TIFF frames are pages, other formats use their first frame."""

    def __init__(self, data: bytes, kind: str, options: NormaliseOptions) -> None:
        self.options = options
        try:
            self.image = Image.open(io.BytesIO(data), formats=[_PILLOW_FORMAT[kind]])
        except (Image.DecompressionBombError, Image.DecompressionBombWarning) as exc:
            raise SourceError("decompression_bomb", str(exc)) from exc
        except UnidentifiedImageError as exc:  # its message carries a memory address
            raise SourceError("truncated_or_corrupt", f"unreadable {kind} header") from exc
        except Exception as exc:  # any decoder failure on hostile bytes is bad input, not a bug
            raise SourceError("truncated_or_corrupt", f"{kind}: {exc}") from exc
        try:
            self.count = getattr(self.image, "n_frames", 1) if kind == "tiff" else 1
            problems = [self._frame_problem(number) for number in range(1, self.count + 1)]
        except Exception as exc:
            self.image.close()
            raise SourceError("truncated_or_corrupt", f"{kind}: {exc}") from exc
        if all(problems):  # no frame can become a page: a whole-source error
            self.image.close()
            code, detail = problems[0] or ("", "")
            raise SourceError(code, detail)

    def _frame_problem(self, number: int) -> tuple[str, str] | None:
        self.image.seek(number - 1)  # reads the frame's header only
        return _pixels_problem(self.image.size, self.options)

    def page(self, number: int) -> NormalisedPage:
        try:
            problem = self._frame_problem(number)
            if not problem:
                frame = _canonical(self.image, self.options)
        except (Image.DecompressionBombError, Image.DecompressionBombWarning) as exc:
            raise SourceError("decompression_bomb", f"frame {number}: {exc}") from exc
        except Exception as exc:  # a broken frame is bad input
            raise SourceError("truncated_or_corrupt", f"frame {number}: {exc}") from exc
        if problem:
            raise SourceError(*problem)
        return _encode(number, frame, [])

    def close(self) -> None:
        self.image.close()


def _pixels_problem(size: tuple[int, int], options: NormaliseOptions) -> tuple[str, str] | None:
    width, height = size
    if width * height > options.max_pixels:
        return "decompression_bomb", f"{width} x {height} pixels > {options.max_pixels}"
    if width < 1 or height < 1:
        return "page_too_large", f"degenerate image of {width} x {height} pixels"
    return None


def _canonical(image: Image.Image, options: NormaliseOptions) -> Image.Image:
    """Decode one frame to an upright, flattened, capped 8-bit L or RGB image."""
    ratio = options.max_long_edge / max(image.size)
    if ratio < 1 and image.format == "JPEG":  # libjpeg decodes at 1/2, 1/4, 1/8 far faster
        image.draft(None, (math.ceil(image.width * ratio), math.ceil(image.height * ratio)))
    image.load()
    frame = image
    if image.getexif().get(_EXIF_ORIENTATION, 1) != 1:  # transposing copies: only when needed
        frame = ImageOps.exif_transpose(image)
    frame = _flattened(frame)
    long_edge = max(frame.size)
    if long_edge > options.max_long_edge:
        ratio = options.max_long_edge / long_edge
        size = (max(1, round(frame.width * ratio)), max(1, round(frame.height * ratio)))
        frame = frame.resize(size, Image.Resampling.LANCZOS, reducing_gap=3.0)
    return _grey_if_colourless(frame)


def _flattened(image: Image.Image) -> Image.Image:
    """Any Pillow mode to L or RGB: alpha composited on white, 16-bit scaled down, not clipped."""
    mode = image.mode
    if mode == "P":
        mode = "RGBA" if "transparency" in image.info else "RGB"
        image = image.convert(mode)
    if mode in ("L", "RGB"):
        return image
    if mode == "1":
        return image.convert("L")
    if mode.startswith("I") or mode == "F":
        return image.convert("I").point(lambda v: v * (1 / 256)).convert("L")
    if mode in ("LA", "La", "PA", "RGBA", "RGBa"):
        base = "L" if mode in ("LA", "La") else "RGB"
        rgba = image.convert("LA" if base == "L" else "RGBA")
        canvas = Image.new(base, image.size, 255 if base == "L" else (255, 255, 255))
        canvas.paste(rgba.convert(base), mask=rgba.getchannel("A"))
        return canvas
    return image.convert("RGB")  # CMYK, YCbCr, LAB, HSV


def _grey_if_colourless(image: Image.Image) -> Image.Image:
    """Convert an RGB page to L when a thumbnail shows no clearly coloured pixels."""
    if image.mode != "RGB":
        return image
    factor = max(1, max(image.size) // _COLOUR_THUMB_EDGE)
    thumb = image.reduce(factor)  # a box filter: cheap, and keeps solid colour areas
    red, green, blue = thumb.split()
    spread = ImageChops.lighter(
        ImageChops.lighter(ImageChops.difference(red, green), ImageChops.difference(green, blue)),
        ImageChops.difference(red, blue),
    )
    coloured = sum(spread.histogram()[_COLOUR_TOLERANCE + 1 :])
    if coloured > thumb.width * thumb.height * _COLOUR_FRACTION:
        return image
    return image.convert("L")


def _encode(number: int, image: Image.Image, words: list[Word]) -> NormalisedPage:
    """Save deterministic PNG bytes: no metadata carried over, a fixed compression level."""
    image.info = {}  # an ICC profile, dpi or text chunk would otherwise ride along
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", compress_level=PNG_COMPRESS_LEVEL)
    png = buffer.getvalue()
    return NormalisedPage(
        page=number,
        region=_REGION,
        png=png,
        sha256=hashlib.sha256(png).hexdigest(),
        width=image.width,
        height=image.height,
        text_layer=words,
    )
