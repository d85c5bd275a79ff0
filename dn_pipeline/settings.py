"""One typed Settings, built at the edge (the CLI) from the environment and handed in.

No other module reads the environment.
"""

from __future__ import annotations

import ipaddress
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import SplitResult, urlsplit

from dn_pipeline.errors import ConfigError
from dn_pipeline.readers.prices import DEFAULT_ESCALATION_MODEL, DEFAULT_MODEL

LOCAL_DEFAULT_EMAIL = "admin@dn-pipeline.local"
# Documented local-only default (README); refused for any non-loopback PB_URL.
LOCAL_DEFAULT_PASSWORD = "local-dev-password-change-me"


@dataclass(frozen=True, kw_only=True)
class LeaseTimings:
    ttl_s: float = 60.0
    heartbeat_s: float = 15.0
    grace_s: float = 15.0
    # Stop writing this long before the TTL runs out since the last good heartbeat.
    fence_margin_s: float = 15.0

    def __post_init__(self) -> None:
        if self.heartbeat_s > self.ttl_s / 3:
            raise ConfigError("DN_LEASE_HEARTBEAT_S must be at most DN_LEASE_TTL_S / 3")
        if self.fence_margin_s >= self.ttl_s:
            raise ConfigError("the fence margin must be smaller than the lease TTL")


@dataclass(frozen=True, kw_only=True)
class Settings:
    pb_url: str = "http://127.0.0.1:8090"
    pb_email: str = LOCAL_DEFAULT_EMAIL
    pb_password: str = field(default=LOCAL_DEFAULT_PASSWORD, repr=False)
    staged: bool = False
    extractor: str = "embedded"
    anthropic_api_key: str = field(default="", repr=False)
    anthropic_base_url: str | None = None
    model: str = DEFAULT_MODEL
    # The cascade's stronger model; "" = no escalation (DN_ESCALATION_MODEL set empty).
    escalation_model: str = DEFAULT_ESCALATION_MODEL
    # Also escalate an answer that disagrees with the page's words / host data (only ever
    # with an escalation model; DN_ESCALATE_ON_DISAGREEMENT=false turns it off).
    escalate_on_disagreement: bool = True
    read_mode: str = "sync"
    read_concurrency: int = 4
    # How long a read record's write waits for the other lanes' records to share it.
    read_gather_ms: float = 10.0
    # A lane's next call goes out while its last call's record is being written (on a
    # claim that landed with an earlier record). Off: no write lands while a call of the
    # run is in flight, so a crash repeats only the calls it cut off, one a lane, and the
    # calls in doubt are counted exactly (on: up to one more a lane, claimed, maybe uncalled).
    read_ahead: bool = True
    date_order: str = "dmy"
    # The embedded reader's recogniser: PP-OCRv6 tiny first, the small one where it is unsure
    # ("tiny-first"), or the small one alone ("small": about twice the CPU on a dense page).
    ocr_recogniser: str = "tiny-first"
    # How many 48-px columns of a page's unsure lines the small model re-reads at most, the
    # least sure first ("tiny-first" only; README, "Round twenty-three").
    ocr_reread_columns: int = 10_000
    # The embedded reader's page detector: PP-OCRv6 tiny ("tiny") or rapidocr's small one
    # ("small": about a fifth more CPU on a dense page, a tenth on the reader set's).
    ocr_detector: str = "tiny"
    lease: LeaseTimings = field(default_factory=LeaseTimings)
    max_attempts: int = 5
    backoff_base_s: float = 30.0
    backoff_cap_s: float = 3600.0
    read_failure_budget: int = 2
    max_cost_usd_per_day: float | None = None
    max_cost_usd_per_batch: float | None = None
    batch_poll_s: float = 180.0
    poison_redrives: int = 3
    stale_uploading_s: float = 24 * 3600.0
    health_max_wait_s: float = 900.0
    local_dir: Path = Path(".pb")
    local_port: int = 8090
    # Bounded input (issue 15): caps a real site never hits, and each page's render budget.
    max_sources_per_batch: int = 100
    max_pages_per_source: int = 300
    max_pages_per_batch: int = 500
    render_max_mb: int = 2048
    render_max_cpu_s: int = 60
    # Test-only fault injection (issue 8): crash right after the N-th fenced write.
    test_crash_after_write: int | None = None
    # ...and wait this long first, so calls already started reach the wire (a busy process).
    test_crash_hold_s: float = 0.0

    def __post_init__(self) -> None:
        parse_pb_url(self.pb_url)
        if self.extractor not in ("embedded", "anthropic"):
            raise ConfigError(f"DN_EXTRACTOR must be embedded or anthropic, not {self.extractor!r}")
        if self.read_mode not in ("sync", "batch"):
            raise ConfigError(f"DN_READ_MODE must be sync or batch, not {self.read_mode!r}")
        if self.date_order not in ("dmy", "mdy"):
            raise ConfigError(f"DN_DATE_ORDER must be dmy or mdy, not {self.date_order!r}")
        if self.ocr_recogniser not in ("tiny-first", "small"):
            raise ConfigError(
                f"DN_OCR_RECOGNISER must be tiny-first or small, not {self.ocr_recogniser!r}"
            )
        if self.ocr_reread_columns < 0:
            raise ConfigError("DN_OCR_REREAD_COLUMNS must be at least 0")
        if self.ocr_detector not in ("tiny", "small"):
            raise ConfigError(f"DN_OCR_DETECTOR must be tiny or small, not {self.ocr_detector!r}")
        if self.read_concurrency < 1:
            raise ConfigError("DN_READ_CONCURRENCY must be at least 1")
        if not 0 <= self.read_gather_ms <= 60_000:
            raise ConfigError("DN_READ_GATHER_MS must be between 0 and 60000")
        if min(self.max_sources_per_batch, self.max_pages_per_source, self.max_pages_per_batch) < 1:
            raise ConfigError("DN_MAX_SOURCES_PER_BATCH and DN_MAX_PAGES_* must be at least 1")
        if self.render_max_mb < 256 or self.render_max_cpu_s < 1:
            raise ConfigError("DN_RENDER_MAX_MB must be at least 256 and DN_RENDER_MAX_CPU_S 1")

    def require_api_key(self) -> None:
        if self.extractor == "anthropic" and not self.anthropic_api_key:
            raise ConfigError("DN_EXTRACTOR=anthropic needs ANTHROPIC_API_KEY")

    @property
    def is_local(self) -> bool:
        """The URL's host (never its user part) is this machine's loopback."""
        return is_loopback_url(self.pb_url)


def parse_pb_url(url: str) -> SplitResult:
    """``PB_URL`` split by a URL parser; ConfigError when it is not a plain http(s) URL."""
    example = "use e.g. http://127.0.0.1:8090"
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - raises ValueError on a bad port
    except ValueError as exc:
        raise ConfigError(f"PB_URL is not a valid URL ({exc}): {example}") from exc
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ConfigError(f"PB_URL must be an http:// or https:// URL with a host: {example}")
    if parts.username is not None or parts.password is not None or "@" in parts.netloc:
        raise ConfigError("PB_URL must not carry a user or password (use PB_SUPERUSER_*)")
    if parts.query or parts.fragment:
        raise ConfigError(f"PB_URL must not carry a query or fragment: {example}")
    return parts


def is_loopback_url(url: str) -> bool:
    host = (parse_pb_url(url).hostname or "").rstrip(".")
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _num(env: Mapping[str, str], name: str, default: float) -> float:
    raw = env.get(name, "")
    if raw == "":
        return default
    try:
        return float(raw)
    except ValueError as exc:
        raise ConfigError(f"{name} must be a number, not {raw!r}") from exc


def _opt_num(env: Mapping[str, str], name: str) -> float | None:
    return _num(env, name, -1.0) if env.get(name) else None


def from_env(env: Mapping[str, str] | None = None) -> Settings:
    """Settings from the environment (and ``.env`` in the working directory, if present)."""
    if env is None:
        from dotenv import dotenv_values

        dotenv = {k: v for k, v in dotenv_values(".env").items() if v is not None}
        env = {**dotenv, **os.environ}
    local_port = int(_num(env, "DN_LOCAL_PORT", 8090))
    # Without PB_URL the server is the local one, on the port `local up` gives it.
    url = env.get("PB_URL") or f"http://127.0.0.1:{local_port}"
    settings = Settings(
        pb_url=url,
        pb_email=env.get("PB_SUPERUSER_EMAIL") or LOCAL_DEFAULT_EMAIL,
        pb_password=env.get("PB_SUPERUSER_PASSWORD") or "",
        # Exactly "true": any other value, "TRUE" and "1" included, keeps the legacy path.
        staged=env.get("DN_STAGED_INGESTION_ENABLED") == "true",
        extractor=env.get("DN_EXTRACTOR") or "embedded",
        anthropic_api_key=env.get("ANTHROPIC_API_KEY") or "",
        anthropic_base_url=env.get("ANTHROPIC_BASE_URL") or None,
        model=env.get("DN_MODEL") or DEFAULT_MODEL,
        escalation_model=env.get("DN_ESCALATION_MODEL", DEFAULT_ESCALATION_MODEL).strip(),
        escalate_on_disagreement=env.get("DN_ESCALATE_ON_DISAGREEMENT", "true").strip().lower()
        not in ("false", "0", "no", "off"),
        read_mode=env.get("DN_READ_MODE") or "sync",
        read_concurrency=int(_num(env, "DN_READ_CONCURRENCY", 4)),
        read_gather_ms=_num(env, "DN_READ_GATHER_MS", 10.0),
        read_ahead=env.get("DN_READ_AHEAD", "true").strip().lower()
        not in ("false", "0", "no", "off"),
        date_order=env.get("DN_DATE_ORDER") or "dmy",
        ocr_recogniser=env.get("DN_OCR_RECOGNISER") or "tiny-first",
        ocr_reread_columns=int(_num(env, "DN_OCR_REREAD_COLUMNS", 10_000)),
        ocr_detector=env.get("DN_OCR_DETECTOR") or "tiny",
        lease=LeaseTimings(
            ttl_s=_num(env, "DN_LEASE_TTL_S", 60.0),
            heartbeat_s=_num(env, "DN_LEASE_HEARTBEAT_S", 15.0),
            grace_s=_num(env, "DN_LEASE_GRACE_S", 15.0),
            fence_margin_s=_num(env, "DN_LEASE_FENCE_MARGIN_S", 15.0),
        ),
        max_attempts=int(_num(env, "DN_MAX_ATTEMPTS", 5)),
        backoff_base_s=_num(env, "DN_BACKOFF_BASE_S", 30.0),
        backoff_cap_s=_num(env, "DN_BACKOFF_CAP_S", 3600.0),
        read_failure_budget=int(_num(env, "DN_READ_FAILURE_BUDGET", 2)),
        max_cost_usd_per_day=_opt_num(env, "DN_MAX_COST_USD_PER_DAY"),
        max_cost_usd_per_batch=_opt_num(env, "DN_MAX_COST_USD_PER_BATCH"),
        batch_poll_s=_num(env, "DN_BATCH_POLL_S", 180.0),
        poison_redrives=int(_num(env, "DN_POISON_REDRIVES", 3)),
        stale_uploading_s=_num(env, "DN_STALE_UPLOADING_S", 24 * 3600.0),
        health_max_wait_s=_num(env, "DN_HEALTH_MAX_WAIT_S", 900.0),
        local_dir=Path(env.get("DN_LOCAL_DIR") or ".pb"),
        local_port=local_port,
        max_sources_per_batch=int(_num(env, "DN_MAX_SOURCES_PER_BATCH", 100)),
        max_pages_per_source=int(_num(env, "DN_MAX_PAGES_PER_SOURCE", 300)),
        max_pages_per_batch=int(_num(env, "DN_MAX_PAGES_PER_BATCH", 500)),
        render_max_mb=int(_num(env, "DN_RENDER_MAX_MB", 2048)),
        render_max_cpu_s=int(_num(env, "DN_RENDER_MAX_CPU_S", 60)),
        test_crash_after_write=int(_num(env, "DN_TEST_CRASH_AFTER_WRITE", 0)) or None,
        test_crash_hold_s=_num(env, "DN_TEST_CRASH_HOLD_S", 0.0),
    )
    if not settings.pb_password:
        if not settings.is_local:
            raise ConfigError("PB_SUPERUSER_PASSWORD is required for a non-local PB_URL")
        # The documented local default, only ever for a loopback server.
        return _with_local_password(settings)
    return settings


def _with_local_password(settings: Settings) -> Settings:
    from dataclasses import replace

    return replace(settings, pb_password=LOCAL_DEFAULT_PASSWORD)
