"""Generated sources for tests: the bad-input corpus and a few good documents.

Everything is built in memory with Pillow and fpdf2 (or by hand, for PDFs no library will
write), so no binary is committed. ``bad_input_corpus()`` is meant to be shared: the page
tests use it directly, and a runner test can upload the same cases as one batch.
"""

from __future__ import annotations

import functools
import io
import struct
import zipfile
import zlib
from typing import NamedTuple

from fpdf import FPDF
from fpdf.enums import EncryptionMethod
from PIL import Image, ImageChops, ImageDraw


class CorpusCase(NamedTuple):
    """One source: ``expected_code`` is the reason code it must yield, None when it is good."""

    case_id: str
    filename: str
    data: bytes
    expected_code: str | None


def bad_input_corpus() -> list[CorpusCase]:
    """Every bad-input case of SPEC §9 / issue 4, plus good sources that must still render."""
    return list(_corpus())


@functools.cache
def _corpus() -> tuple[CorpusCase, ...]:
    good_pdf = text_pdf(["DN-1001 Rebar 16mm qty 12"])
    good_jpeg = photo_jpeg()
    return (
        CorpusCase("zero_byte_file", "scan.pdf", b"", "empty_file"),
        CorpusCase(
            "truncated_pdf", "cut.pdf", good_pdf[: len(good_pdf) * 6 // 10], "truncated_or_corrupt"
        ),
        CorpusCase("pdf_missing_its_end", "cut2.pdf", good_pdf[:-40], "truncated_or_corrupt"),
        CorpusCase(
            "pdf_header_then_garbage",
            "junk.pdf",
            b"%PDF-1.7\n" + bytes(range(256)) * 4 + b"%%EOF",
            "truncated_or_corrupt",
        ),
        CorpusCase(
            "truncated_jpeg", "photo.jpg", good_jpeg[: len(good_jpeg) // 2], "truncated_or_corrupt"
        ),
        CorpusCase(
            "corrupt_jpeg_header",
            "photo2.jpg",
            b"\xff\xd8\xff\xe0" + b"\x00\x10garbage" * 50,
            "truncated_or_corrupt",
        ),
        CorpusCase(
            "encrypted_pdf_needing_a_password",
            "locked.pdf",
            text_pdf(["secret"], user_password="open-sesame"),
            "encrypted_pdf",
        ),
        CorpusCase(
            "owner_password_only_pdf_still_renders",
            "restricted.pdf",
            text_pdf(["DN-2002 restricted"], user_password=""),
            None,
        ),
        CorpusCase("pdf_with_zero_pages", "empty.pdf", raw_pdf_with_pages([]), "pdf_no_pages"),
        CorpusCase(
            "text_file_named_pdf",
            "note.pdf",
            b"Delivery note DN-1 (typed by hand)\n" * 10,
            "unsupported_format",
        ),
        CorpusCase("zip_named_jpg", "photo.jpg", _zip_bytes(), "unsupported_format"),
        CorpusCase(
            "png_header_claiming_400_megapixels",
            "bomb.png",
            png_header_only(20_000, 20_000),
            "decompression_bomb",
        ),
        CorpusCase(
            "png_header_claiming_108_megapixels",
            "bomb2.png",
            png_header_only(12_000, 9_000),
            "decompression_bomb",
        ),
        CorpusCase(
            "pdf_page_of_200_inches_square",
            "poster.pdf",
            raw_pdf_with_pages([(14_400, 14_400)]),
            "decompression_bomb",
        ),
        CorpusCase(
            "pdf_page_of_absurd_size",
            "absurd.pdf",
            raw_pdf_with_pages([(100_000, 100_000)]),
            "page_too_large",
        ),
        CorpusCase(
            "pdf_with_one_absurd_page_among_good_ones",
            "mixed.pdf",
            raw_pdf_with_pages([(595, 842), (595, 0.1)]),
            "page_too_large",
        ),
        CorpusCase(
            "tiff_with_a_broken_frame", "fax.tiff", tiff_with_broken_frame(), "truncated_or_corrupt"
        ),
        CorpusCase("good_pdf", "dn.pdf", good_pdf, None),
        CorpusCase("good_jpeg", "dn.jpg", good_jpeg, None),
        CorpusCase(
            "gif_named_png_is_judged_by_content",
            "dn.png",
            _image_bytes(Image.new("P", (64, 48)), "GIF"),
            None,
        ),
    )


def text_pdf(
    lines: list[str],
    *,
    pages: int = 1,
    user_password: str | None = None,
    page_size: tuple[float, float] = (595.28, 841.89),
) -> bytes:
    """A digital PDF: each page shows ``lines`` in 12 pt Helvetica from (72, 100) pt, 20 apart."""
    pdf = FPDF(unit="pt", format=page_size)
    pdf.set_compression(False)
    pdf.set_font("Helvetica", size=12)
    for number in range(1, pages + 1):
        pdf.add_page()
        for i, line in enumerate(lines):
            pdf.text(72, 100 + 20 * i, line.replace("{page}", str(number)))
    if user_password is not None:
        pdf.set_encryption(
            owner_password="owner-secret",
            user_password=user_password,
            encryption_method=EncryptionMethod.RC4,
        )
    return bytes(pdf.output())


def scan_pdf(pages: int = 1, *, seed: int = 0) -> bytes:
    """An image-only PDF: each A4 page is one JPEG 'scan' at 200 dpi, no text layer."""
    pdf = FPDF(unit="pt", format="A4")
    for number in range(pages):
        pdf.add_page()
        pdf.image(io.BytesIO(scan_jpeg(seed=seed + number)), x=0, y=0, w=595.28, h=841.89)
    return bytes(pdf.output())


def scan_jpeg(*, seed: int = 0, size: tuple[int, int] = (1654, 2339)) -> bytes:
    """A greyish, slightly noisy JPEG of typed lines, like a flatbed scan of a delivery note."""
    image = Image.new("L", size, 236)
    draw = ImageDraw.Draw(image)
    for line in range(size[1] // 40 - 4):
        draw.text(
            (90, 90 + 40 * line),
            f"{seed:03d}-{line:02d} Rebar B500B 16mm x 12  qty 340 kg",
            fill=25,
        )
    # Speckle darkens the paper a little, as a scanner's noise does.
    speckle = Image.effect_noise(size, 10).point(lambda v: v // 8)
    return _image_bytes(ImageChops.subtract(image, speckle).convert("RGB"), "JPEG", quality=80)


def photo_jpeg(size: tuple[int, int] = (640, 480)) -> bytes:
    """A small colour photo-like JPEG."""
    image = Image.new("RGB", size, (200, 180, 150))
    ImageDraw.Draw(image).rectangle((40, 40, 300, 200), fill=(30, 60, 160))
    return _image_bytes(image, "JPEG", quality=85)


def raw_pdf_with_pages(sizes: list[tuple[float, float]]) -> bytes:
    """A minimal hand-written PDF with empty pages of the given sizes in points (any size)."""
    kids = " ".join(f"{3 + i} 0 R" for i in range(len(sizes)))
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        f"<< /Type /Pages /Kids [{kids}] /Count {len(sizes)} >>".encode(),
        *(
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {w:g} {h:g}] >>".encode()
            for w, h in sizes
        ),
    ]
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        xref,
    )
    return bytes(out)


def png_header_only(width: int, height: int) -> bytes:
    """A PNG that claims a size in its header but carries almost no data (a bomb's signature)."""

    def chunk(kind: bytes, body: bytes) -> bytes:
        return (
            struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
        )

    ihdr = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", ihdr)
        + chunk(b"IDAT", zlib.compress(b"\x00" * 64))
        + chunk(b"IEND", b"")
    )


def tiff_with_broken_frame() -> bytes:
    """A 3-frame deflate TIFF whose second frame's compressed strip is overwritten with junk."""
    frames = [Image.new("L", (300, 200), shade) for shade in (40, 128, 220)]
    data = bytearray(
        _image_bytes(
            frames[0],
            "TIFF",
            save_all=True,
            append_images=frames[1:],
            compression="tiff_adobe_deflate",
        )
    )
    with Image.open(io.BytesIO(bytes(data))) as image:
        image.seek(1)
        tags = image.getexif()  # this frame's own tags: one strip, so plain ints
        offset, length = int(tags[273]), int(tags[279])
    data[offset : offset + length] = b"\xa5" * length
    return bytes(data)


def _zip_bytes() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("photo.jpg", b"not really")
    return buffer.getvalue()


def _image_bytes(image: Image.Image, format: str, **params: object) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format=format, **params)
    return buffer.getvalue()


def pdf_of_objects(objects: list[bytes], *, pages: list[int]) -> bytes:
    """A hand-written PDF: object 1 is the catalog, 2 the page tree, ``objects`` follow from
    3 (so ``pages`` lists object numbers of the page dictionaries among them)."""
    kids = " ".join(f"{n} 0 R" for n in pages)
    bodies = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        f"<< /Type /Pages /Kids [{kids}] /Count {len(pages)} >>".encode(),
        *objects,
    ]
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(bodies, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(bodies) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(bodies) + 1,
        xref,
    )
    return bytes(out)


def _stream(data: bytes, extra: str = "") -> bytes:
    return b"<< /Length %d %s >>\nstream\n%s\nendstream" % (len(data), extra.encode(), data)


def deflate_of_repeats(unit: bytes, times: int) -> bytes:
    """The zlib stream of ``unit * times``, made without compressing it all: each unit is
    deflated after a full flush (which resets the dictionary), so every repeat after the
    first deflates to the same bytes. ~2 ms for a stream that inflates to gigabytes."""
    comp = zlib.compressobj(9)
    first = comp.compress(unit) + comp.flush(zlib.Z_FULL_FLUSH)
    repeat = comp.compress(unit) + comp.flush(zlib.Z_FULL_FLUSH)
    tail = comp.flush(zlib.Z_FINISH)[:-4]  # the empty final block, without the checksum
    # Adler-32 of the repeats by arithmetic: one unit moves (a, b) to (a + S, b + L*a + W).
    mod, size = 65521, len(unit)
    plain = zlib.adler32(unit, 0)
    s_sum, w_sum, a, b = plain & 0xFFFF, plain >> 16, 1, 0
    for _ in range(times):
        a, b = (a + s_sum) % mod, (b + size * a + w_sum) % mod
    return first + repeat * (times - 1) + tail + struct.pack(">I", (b << 16) | a)


def text_page_objects(first: int, lines: list[str]) -> list[bytes]:
    """A page (object ``first``) showing ``lines`` in Helvetica, its content and its font."""
    text = "".join(
        f"BT /F1 12 Tf 72 {760 - 20 * i} Td ({line}) Tj ET\n" for i, line in enumerate(lines)
    )
    return [
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents %d 0 R "
        b"/Resources << /Font << /F1 %d 0 R >> >> >>" % (first + 1, first + 2),
        _stream(text.encode()),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]


def content_bomb_pdf(expanded_mib: int, *, good_lines: list[str] | None = None) -> bytes:
    """A small PDF whose first page's content stream inflates to ``expanded_mib`` MiB of path
    operators (the issue's 10 MB file that expands to ~10 GB, scaled); with ``good_lines``, a
    second, ordinary page follows it."""
    unit = b"0 0 m 1 1 l S\n" * 74898  # ~1 MiB
    bomb = [
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>",
        _stream(deflate_of_repeats(unit, expanded_mib), "/Filter /FlateDecode"),
    ]
    if good_lines is None:
        return pdf_of_objects(bomb, pages=[3])
    return pdf_of_objects(bomb + text_page_objects(5, good_lines), pages=[3, 5])


def many_pages_pdf(count: int) -> bytes:
    """``count`` empty A4 pages sharing one page-size dictionary (20,000 pages ~ 1.5 MB)."""
    return raw_pdf_with_pages([(595.0, 842.0)] * count)


def cpu_bomb_pdf(depth: int = 8, fan: int = 12) -> bytes:
    """A 3 KB one-page PDF that draws a form which draws the one below ``fan`` times, ``depth``
    levels deep: ``fan ** depth`` filled paths (430 million by default) from a few bytes."""
    forms = 5  # object number of the innermost form; the page is 3, its content 4
    objects = [
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R "
        b"/Resources << /XObject << /X %d 0 R >> >> >>" % (forms + depth),
        _stream(b"/X Do"),
    ]
    for level in range(depth + 1):
        body = b"0 0 m 500 800 l 10 700 l h f\n" * 20 if level == 0 else b"/X Do\n" * fan
        resources = b"/Resources << /XObject << /X %d 0 R >> >>" % (forms + level - 1)
        objects.append(
            b"<< /Type /XObject /Subtype /Form /BBox [0 0 595 842] %s /Length %d >>\n"
            b"stream\n%s\nendstream" % (resources if level else b"", len(body), body)
        )
    return pdf_of_objects(objects, pages=[3])
