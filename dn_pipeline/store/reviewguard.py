"""The review guard: the PocketBase hook that makes review integrity the server's job.

``pb_hooks/dn_review.pb.js`` (with its logic in ``dn_review_lib.js``) refuses a reviewer's
change to a candidate while a worker holds the batch, validates ``reviewed_fields``, stamps
``reviewed_by`` / ``reviewed_at`` itself and writes the change's event in the same
transaction, lets reviewers record only their upload's event and mark an open page "not a
delivery note" or take the mark off (``pagemarks``), and refuses client-chosen record ids.
Every server ``LocalServer`` starts runs it (``--hooksDir``); a production server needs the
files in its own ``pb_hooks/`` folder, which ``install`` copies and ``installed_version``
checks through the hook's own superuser-only route.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from dn_pipeline.errors import NotFound
from dn_pipeline.store.client import Store
from dn_pipeline.store.localserver import HOOKS_DIR

VERSION = 3
FILES = ("dn_review.pb.js", "dn_review_lib.js")
ROUTE = "/api/dn-pipeline/review-guard"


def installed_version(store: Store) -> int | None:
    """The guard's version on the server behind ``store``; None when it is not running."""
    try:
        found = store.send(ROUTE, {"method": "GET"}, "review guard check")
    except NotFound:
        return None
    version = found.get("version") if isinstance(found, dict) else None
    return int(version) if isinstance(version, int) else None


def install(hooks_dir: Path) -> list[str]:
    """Copy the guard's files into a server's ``pb_hooks`` folder; the files it changed."""
    hooks_dir.mkdir(parents=True, exist_ok=True)
    changed = []
    for name in FILES:
        source, target = HOOKS_DIR / name, hooks_dir / name
        if not target.exists() or target.read_bytes() != source.read_bytes():
            shutil.copyfile(source, target)
            changed.append(str(target))
    return changed
