"""Building the running parts from Settings: the store, the reader, a worker, a local server.

Kept apart from ``main.py`` so the demo and tests build things exactly as the CLI does.
"""

from __future__ import annotations

import sys
import threading
from pathlib import Path

from dn_pipeline.errors import ConfigError
from dn_pipeline.hygiene import register_secret
from dn_pipeline.readers.base import Reader
from dn_pipeline.run.worker import Worker
from dn_pipeline.settings import Settings
from dn_pipeline.store.client import Store
from dn_pipeline.store.connect import connect
from dn_pipeline.store.localserver import LocalServer


def make_reader(settings: Settings) -> Reader:
    """The embedded reader unless DN_EXTRACTOR=anthropic (which needs an API key)."""
    if settings.extractor == "anthropic":
        settings.require_api_key()
        register_secret(settings.anthropic_api_key)  # redacted from whatever is stored
        from dn_pipeline.readers.anthropic_reader import AnthropicReader

        reader = AnthropicReader(
            api_key=settings.anthropic_api_key,
            model=settings.model,
            base_url=settings.anthropic_base_url,
        )
        if settings.escalation_model and settings.escalation_model != settings.model:
            reader.escalation = AnthropicReader(
                api_key=settings.anthropic_api_key,
                model=settings.escalation_model,
                base_url=settings.anthropic_base_url,
            )
        return reader
    from dn_pipeline.readers.embedded import EmbeddedReader

    return EmbeddedReader(
        recogniser=settings.ocr_recogniser,
        detector=settings.ocr_detector,
        reread_columns=settings.ocr_reread_columns,
    )


def progress_printer() -> object:
    """Progress lines on a terminal's stderr; silence under cron (no TTY)."""
    if sys.stderr.isatty():
        return lambda text: print(f"  {text}", file=sys.stderr, flush=True)
    return lambda text: None


def make_worker(
    settings: Settings,
    store: Store,
    *,
    stop: threading.Event | None = None,
    reader: Reader | None = None,
) -> Worker:
    return Worker(
        store=store,
        settings=settings,
        reader=reader or make_reader(settings),
        stop=stop,
        progress=progress_printer(),  # type: ignore[arg-type]
        crash_after_write=settings.test_crash_after_write,
        crash_hold_s=settings.test_crash_hold_s,
    )


def local_server(settings: Settings) -> LocalServer:
    public = Path("pb_public")
    return LocalServer(
        root=settings.local_dir.resolve(),
        port=settings.local_port,
        public_dir=public.resolve() if public.is_dir() else None,
    )


def local_up(settings: Settings, server: LocalServer | None = None) -> str:
    """Start the local server unless it runs; returns a one-line report."""
    server = server or local_server(settings)
    if not settings.is_local:
        raise ConfigError(f"PB_URL {settings.pb_url} is not local: `local up` runs 127.0.0.1 only")
    if server.pid():
        return f"already running at {server.url}"
    server.start()
    try:
        server.ensure_superuser(settings.pb_email, settings.pb_password)
        apply_production_settings(connect(settings))
    except Exception:
        server.stop()
        raise
    return f"running at {server.url} (data in {server.data_dir})"


# PocketBase's own rate limits (off by default), per client IP; superusers' record calls
# are not limited, their logins are (the CLI waits and retries on 429).
RATE_LIMITS = [
    {"label": "*:auth", "audience": "", "duration": 3, "maxRequests": 2},
    {"label": "*:create", "audience": "", "duration": 5, "maxRequests": 20},
    {"label": "/api/batch", "audience": "", "duration": 1, "maxRequests": 3},
    {"label": "/api/", "audience": "", "duration": 10, "maxRequests": 300},
]


def apply_production_settings(store: Store) -> None:
    """Turn on the rate limits (login attempts above all) on a server we run."""
    store.send(
        "/api/settings",
        {"method": "PATCH", "body": {"rateLimits": {"enabled": True, "rules": RATE_LIMITS}}},
        "enable rate limits",
    )
