"""Issue #18: the pipeline's own collections are named in one place (``store/names.py``), so
a renamed collection is one edit. Every string literal in the package that is exactly one of
those names is found with the tokenizer (comments and docstrings that mention a name in
passing do not count); only ``store/names.py`` and the read schema's table of which
collection a cap comes from may hold one."""

from __future__ import annotations

import io
import tokenize
from pathlib import Path

from dn_pipeline.store import names

PACKAGE = Path(names.__file__).resolve().parents[1]
ALLOWED = {"store/names.py", "readers/schema.py"}
OWN = {*names.OWN, names.TOTALS}


def literals_naming_a_collection(source: str) -> list[tuple[int, str]]:
    found = []
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.STRING and tok.string[1:-1] in OWN and tok.string[0] in "\"'":
            found.append((tok.start[0], tok.string))
    return found


def test_no_module_names_a_collection_but_store_names() -> None:
    offenders = {
        str(path.relative_to(PACKAGE)): hits
        for path in sorted(PACKAGE.rglob("*.py"))
        if str(path.relative_to(PACKAGE)) not in ALLOWED
        and (hits := literals_naming_a_collection(path.read_text()))
    }
    assert offenders == {}


def test_the_check_sees_a_collection_named_in_code_and_not_in_a_comment() -> None:
    planted = 'rows = store.list("dn_batch_pages", where)  # "dn_batch_notes" in a comment\n'
    assert literals_naming_a_collection(planted) == [(1, '"dn_batch_pages"')]
