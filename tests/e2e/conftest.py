"""The browser tests' fixtures and hooks are the plugin ``tests/e2e/plugin.py`` (registered by
the checkout's root ``conftest.py``, so a game's own browser tests have them too); its helpers
are re-exported here for the tests of this folder (``from conftest import serving``).

Only plain names are imported: a fixture or hook imported here would be registered twice."""

from __future__ import annotations

from tests.e2e.plugin import (
    CHROMIUM_ARGS,
    ROOT,
    TEST_PAGES,
    TIMEOUT_MS,
    Held,
    OwnSite,
    PageWatch,
    article,
    filled_pages,
    other_origin,
    own_site,
    serious_violations,
    serving,
)

__all__ = [
    "CHROMIUM_ARGS",
    "ROOT",
    "TEST_PAGES",
    "TIMEOUT_MS",
    "Held",
    "OwnSite",
    "PageWatch",
    "article",
    "filled_pages",
    "other_origin",
    "own_site",
    "serious_violations",
    "serving",
]
