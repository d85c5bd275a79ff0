"""Deterministic record ids: the same inputs always name the same PocketBase record.

A re-run or a racing worker that creates "the same" row gets a duplicate-id refusal from
PocketBase instead of a second row.
"""

from __future__ import annotations

import hashlib

_ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz"


def derive_id(namespace: str, *parts: object) -> str:
    """A valid PocketBase record id (15 chars of ``[a-z0-9]``) hashed from the parts."""
    return hashed_id("\x1f".join([namespace, *(str(p) for p in parts)]))


def hashed_id(text: str) -> str:
    """A valid PocketBase record id (15 chars of ``[a-z0-9]``) hashed from ``text``: the one
    base-36 derivation (record ids already stored depend on it never changing)."""
    value = int.from_bytes(hashlib.sha256(text.encode()).digest(), "big")
    chars = []
    for _ in range(15):
        value, digit = divmod(value, 36)
        chars.append(_ALPHABET[digit])
    return "".join(chars)


def sha256_hex(data: bytes | str) -> str:
    if isinstance(data, str):
        data = data.encode()
    return hashlib.sha256(data).hexdigest()
