"""What a source's bytes say it is: its MIME type (recorded at upload, re-checked when
preparing) and the format normalising opens it as (``sniff``).
"""

from __future__ import annotations

from dn_pipeline.errors import SourceError

_MAGIC: tuple[tuple[bytes, int, str], ...] = (
    (b"%PDF-", 0, "application/pdf"),
    (b"\xff\xd8\xff", 0, "image/jpeg"),
    (b"\x89PNG\r\n\x1a\n", 0, "image/png"),
    (b"II*\x00", 0, "image/tiff"),
    (b"MM\x00*", 0, "image/tiff"),
    (b"GIF8", 0, "image/gif"),
    (b"BM", 0, "image/bmp"),
    (b"WEBP", 8, "image/webp"),
    (b"ftypheic", 4, "image/heic"),
    (b"ftypheix", 4, "image/heic"),
    (b"ftypmif1", 4, "image/heif"),
    (b"ftypmsf1", 4, "image/heif"),
)


def sniff_mime(data: bytes) -> str:
    """The MIME type the content says it is (never the file name)."""
    for magic, offset, mime in _MAGIC:
        if data[offset : offset + len(magic)] == magic:
            return mime
    # PDFs may carry junk before the header; readers accept it within the first 1 KiB.
    if b"%PDF-" in data[:1024]:
        return "application/pdf"
    return "application/octet-stream"


_HEIF_BRANDS = {b"heic", b"heix", b"heim", b"heis", b"hevc", b"hevx", b"hevm", b"hevs"}


_PILLOW_FORMAT = {
    "jpeg": "JPEG",
    "png": "PNG",
    "tiff": "TIFF",
    "webp": "WEBP",
    "bmp": "BMP",
    "gif": "GIF",
    "heif": "HEIF",
}


def sniff(data: bytes) -> str:
    """Name the source's format from its bytes alone.

    Returns one of ``pdf jpeg png tiff webp bmp gif heif``; raises ``SourceError`` with
    ``empty_file`` or ``unsupported_format``.
    """
    if not data:
        raise SourceError("empty_file", "the file has no bytes")
    head = data[:32]
    # Readers accept a PDF header anywhere in the first KiB (junk before it is common).
    if b"%PDF-" in data[:1024]:
        return "pdf"
    if head.startswith(b"\xff\xd8\xff"):
        return "jpeg"
    if head.startswith(b"\x89PNG\r\n\x1a\n"):
        return "png"
    if head[:4] in (b"II*\x00", b"MM\x00*", b"II+\x00", b"MM\x00+"):
        return "tiff"
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return "webp"
    if head[:6] in (b"GIF87a", b"GIF89a"):
        return "gif"
    # "BM" alone is too weak: also require a known DIB header size.
    if head[:2] == b"BM" and len(head) >= 18 and head[14] in (12, 40, 52, 56, 64, 108, 124):
        return "bmp"
    if head[4:8] == b"ftyp" and _is_heif(data):
        return "heif"
    raise SourceError("unsupported_format", f"not a PDF or a supported image (starts {head[:8]!r})")


def _is_heif(data: bytes) -> bool:
    size = int.from_bytes(data[:4], "big")
    box = data[8 : min(max(size, 16), 256)]
    major, compatible = box[:4], {box[i : i + 4] for i in range(8, len(box) - 3, 4)}
    if major in _HEIF_BRANDS:
        return True
    # A generic HEIF brand: HEVC-coded (supported) unless it is really AVIF.
    return major in (b"mif1", b"msf1") and bool(compatible & _HEIF_BRANDS)
