"""CI cannot be green without the review page's browser tests (issue 16): with ``CI=true``
a missing Chromium fails the run; elsewhere it skips with a message. The browser module's
own gate is called with its Chromium pointed at a path that does not exist."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.browser import test_review_page as browser


@pytest.fixture
def no_chromium(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(browser, "CHROMIUM", tmp_path / "no-such-chromium")


def outcome() -> tuple[type[BaseException], bool]:
    """How the gate ended (a skip is caught too, so a skip in CI fails here), and whether
    its message says CI requires the browser; the message always names what is missing."""
    with pytest.raises((pytest.fail.Exception, pytest.skip.Exception)) as caught:
        browser.require_browser()
    message = str(caught.value)
    assert "install Debian's chromium" in message
    return caught.type, "CI=true: the browser tests must run" in message


@pytest.mark.usefixtures("no_chromium")
def test_in_ci_a_missing_chromium_fails_the_browser_tests(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")
    assert outcome() == (pytest.fail.Exception, True)


@pytest.mark.usefixtures("no_chromium")
@pytest.mark.parametrize("ci", [None, "false", "1"], ids=["unset", "false", "1"])
def test_outside_ci_a_missing_chromium_skips_with_a_message(
    monkeypatch: pytest.MonkeyPatch, ci: str | None
) -> None:
    if ci is None:
        monkeypatch.delenv("CI", raising=False)
    else:
        monkeypatch.setenv("CI", ci)
    assert outcome() == (pytest.skip.Exception, False)
