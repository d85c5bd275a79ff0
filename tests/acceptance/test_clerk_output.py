"""What an operator reads: `batch list` and `batch show` as subprocesses (issue 19)."""

from __future__ import annotations

import json
from pathlib import Path

from dn_pipeline import batches
from dn_pipeline.store import Store
from tests.acceptance.conftest import Cli, import_hostdata, note_images


def test_batch_list_has_a_label_column_telling_two_batches_of_the_same_files_apart(
    cli: Cli, store: Store, tmp_path: Path
) -> None:
    import_hostdata(store)
    files = note_images(tmp_path, 40, 1)
    first = batches.create_batch(store, "SYD-01", files, label="demo")
    again = batches.create_batch(store, "SYD-01", files, label="demo re-upload")
    long_label = "November deliveries for the north yard, second half"
    third = batches.create_batch(store, "SYD-01", files, label=long_label)
    lines = {line.split()[0]: line for line in cli.ok("batch", "list").splitlines()}
    assert " demo " in lines[first] and "demo re-upload" in lines[again]
    assert long_label not in lines[third] and "November deliveries…" in lines[third]
    listed = {r["id"]: r for r in json.loads(cli.ok("batch", "list", "--json"))}
    assert listed[third]["label"] == long_label  # the JSON has the full label


def test_batch_show_json_gives_the_totals_site_as_a_code_beside_its_id(
    cli: Cli, store: Store, tmp_path: Path
) -> None:
    import_hostdata(store)
    batch_id = batches.create_batch(store, "SYD-01", note_images(tmp_path, 41, 1))
    shown = json.loads(cli.ok("batch", "show", batch_id, "--json"))
    site = store.get("dn_batches", batch_id)["site"]
    assert shown["site"] == "SYD-01"
    assert shown["totals"]["site"] == site and shown["totals"]["site_code"] == "SYD-01"
    assert site not in cli.ok("batch", "show", batch_id)
