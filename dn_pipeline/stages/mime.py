"""What a source's bytes say it is: shared by the upload (its recorded type) and preparing
(the type it re-checks).
"""

from __future__ import annotations

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
