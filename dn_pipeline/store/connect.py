"""A connected, authenticated store from Settings: the CLI's way of building one, shared by the
commands that build their own (``reviewer``, ``supplier``) and by tests.
"""

from __future__ import annotations

from dn_pipeline.settings import Settings
from dn_pipeline.store.client import Store
from dn_pipeline.store.writes import load_limits


def connect(settings: Settings) -> Store:
    store = Store(settings.pb_url, settings.pb_email, settings.pb_password)
    store.authenticate()
    load_limits(store)  # the server's /api/batch limits, read once at start
    return store
