"""Fixtures of the engines suite: the site (tests/e2e/conftest.py's build and server) in
Firefox and in WebKitGTK.

- `engine`: each test runs once per engine, "firefox" then "webkit".
- `open_page`: opens a page in that engine (`open_page(width=390)` for a phone's width);
  every page is closed after the test, and the test fails if one of them threw, logged an
  error or asked for anything outside 127.0.0.1.

A missing engine skips its tests with what to install, except in CI (`CI` set), where it fails
them: there, .ci/run installs both, and a suite that did not run must not look green.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable, Iterator
from types import ModuleType

import pytest

from .engine_pages import (
    FIREFOX,
    WEBKIT_DRIVER,
    EnginePage,
    FirefoxDriver,
    WebKit,
    Xvfb,
)

ENGINES = ["firefox", "webkit"]
NEEDS = {
    "firefox": (FIREFOX, "firefox-esr"),
    "webkit": (WEBKIT_DRIVER, "webkit2gtk-driver (and xvfb)"),
}


def missing(engine: str) -> None:
    """Skip (fail in CI) when ``engine`` is not installed."""
    path, package = NEEDS[engine]
    absent = [p for p in (path, *(["Xvfb"] if engine == "webkit" else [])) if not shutil.which(p)]
    if absent:
        why = f"{engine}: {', '.join(absent)} not found (Debian: apt-get install {package})"
        pytest.fail(why) if os.environ.get("CI") else pytest.skip(why)


@pytest.fixture(scope="session")
def firefox(build_module: ModuleType) -> Iterator[FirefoxDriver]:
    missing("firefox")
    build_module.ensure_node_modules()  # puppeteer-core is pinned in package.json
    driver = FirefoxDriver()
    yield driver
    driver.quit()


@pytest.fixture(scope="session")
def webkit() -> Iterator[WebKit]:
    missing("webkit")
    server = Xvfb()
    try:
        browser = WebKit(server.display)
        yield browser
        browser.quit()
    finally:
        server.stop()


@pytest.fixture(params=ENGINES)
def engine(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def open_page(engine: str, request: pytest.FixtureRequest) -> Iterator[Callable[..., EnginePage]]:
    pages: list[EnginePage] = []

    def opener(width: int = 1280, height: int = 900) -> EnginePage:
        if engine == "firefox":
            page: EnginePage = request.getfixturevalue("firefox").new_page(width, height)
        else:
            page = request.getfixturevalue("webkit").new_page(width, height)
        pages.append(page)
        return page

    yield opener
    problems = []
    for page in pages:
        try:
            problems += page.problems()
        finally:
            page.close()
    if problems:
        pytest.fail(f"the {engine} page misbehaved:\n  " + "\n  ".join(problems), pytrace=False)
