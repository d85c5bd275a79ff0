"""Commands that never call the vision API do not pay for importing its SDK (~2 s of CPU
per ``dn-pipeline`` process, which a cron tick with the embedded reader runs every minute)."""

from __future__ import annotations

import subprocess
import sys

from dn_pipeline.lazy import LazyModule


def printed_by(probe: str) -> str:
    """What ``probe`` prints, run in a new interpreter (nothing imported yet)."""
    return subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    ).stdout.strip()


def test_the_cli_imports_without_the_anthropic_sdk() -> None:
    probe = (
        "import sys, dn_pipeline.cli.main, dn_pipeline.readers.anthropic_reader,"
        " dn_pipeline.reads.message_batches, dn_pipeline.reads.batch_submit,"
        " dn_pipeline.reads.batch_poll, dn_pipeline.reads.batch_apply;"
        "print(sorted(m for m in ('anthropic', 'httpx2') if m in sys.modules))"
    )
    assert printed_by(probe) == "[]"


def test_a_lazy_module_imports_on_first_attribute_and_is_the_real_module() -> None:
    import json

    lazy = LazyModule("json")
    assert lazy.dumps({"a": 1}) == json.dumps({"a": 1})
    assert lazy.module() is json
    assert lazy.JSONDecodeError is json.JSONDecodeError


def test_the_anthropic_reader_imports_the_sdk_at_its_first_call_not_when_it_is_made() -> None:
    """A tick builds its reader before it knows whether there is anything to read: with the
    client made in the constructor, every cron tick on an empty queue paid the SDK's import
    (an idle tick 2.7 s here, 1.05 s without)."""
    probe = (
        "import sys;"
        "from dn_pipeline.readers.anthropic_reader import AnthropicReader;"
        "reader = AnthropicReader(api_key='sk-test', base_url='http://127.0.0.1:9');"
        "made = 'anthropic' in sys.modules;"
        "reader._client;"
        "print(made, 'anthropic' in sys.modules)"
    )
    assert printed_by(probe).split() == ["False", "True"]
