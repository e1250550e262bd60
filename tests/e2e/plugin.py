"""Fixtures for the browser tests: the built site, served under a sub-path, and a guarded page.

A pytest plugin, registered by the checkout's root ``conftest.py``, so that the browser tests
beside a game's rules (``py_games/games/<id>/tests/test_e2e_*.py``) have them as well as those
in this folder; ``tests/e2e/conftest.py`` re-exports its helpers for ``from conftest import``.

- `dist_dir`: the site, built once per session by build.py into a temporary folder (or the
  build named by $PY_GAMES_DIST, to skip rebuilding while working on the tests).
- `site_url`: that site served on 127.0.0.1 under /py-games/, as GitHub Pages serves a
  project site; everything outside the sub-path is a 404, so any absolute URL shows up.
- `page`: pytest-playwright's page in Debian's Chromium, which fails the test if the page
  makes a request that leaves 127.0.0.1 (it is blocked and recorded), throws, or logs an error.
  Tests that provoke such things on purpose check `page_watch` and call `page_watch.clear()`.

Every test in this folder, and every test in a file named `test_e2e_*.py` anywhere, is marked
`e2e` (select or skip them with `-m e2e` / `-m "not e2e"`).
"""

from __future__ import annotations

import functools
import http.server
import importlib.util
import os
import shutil
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any
from urllib.parse import urlsplit

import pytest

from sitebuild.serve import SiteServer

ROOT = Path(__file__).resolve().parents[2]
# Test-only pages (the engine check), served next to the site's files but never part of it.
TEST_PAGES = Path(__file__).resolve().parent / "pages"
BASE = "/py-games/"
# Loading Pyodide takes a few seconds; on a busy 2-core CI machine it can take many more.
TIMEOUT_MS = 60_000
LOCAL_HOSTS = {"127.0.0.1"}

CHROMIUM_ARGS = [
    "--no-sandbox",  # CI runs as root, where Chromium's sandbox cannot start
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    # A second wall behind the request guard below: no name resolves except 127.0.0.1 and no
    # proxy is used, so even a request Playwright cannot see (a service worker's) goes nowhere.
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
    "--no-proxy-server",
]


E2E_FILES = "test_e2e_"
"""How the name of a file of browser tests outside this folder begins (a game's own)."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test under tests/e2e, or in a test_e2e_*.py file, as e2e, so new tests
    cannot forget it."""
    here = Path(__file__).parent
    for item in items:
        path = Path(item.path)
        if here in path.parents or path.name.startswith(E2E_FILES):
            item.add_marker(pytest.mark.e2e)


def load_build() -> ModuleType:
    """build.py as a module (a script at the top of the checkout, not an installed package).

    Loaded by path under another name: `import build` could find PyPA's `build` package.
    """
    spec = importlib.util.spec_from_file_location("py_games_build", ROOT / "build.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def build_module() -> ModuleType:
    return load_build()


@pytest.fixture(scope="session")
def dist_dir(build_module: ModuleType, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The built site: $PY_GAMES_DIST if set, else a fresh build in a temporary folder."""
    given = os.environ.get("PY_GAMES_DIST")
    if given:
        path = Path(given).resolve()
        if not (path / "manifest.json").is_file():
            pytest.fail(f"PY_GAMES_DIST={given} holds no built site (no manifest.json)")
        return path
    out = tmp_path_factory.mktemp("site") / "dist"
    try:
        build_module.build(out)
    except build_module.BuildError as error:
        pytest.fail(f"build.py failed: {error}")
    return out


@contextmanager
def serving(build_module: ModuleType, dist: Path, overlay: Path | None = None) -> Iterator[str]:
    """``dist`` (and ``overlay``'s test pages) served on 127.0.0.1 at a free port under
    ``BASE``, as GitHub Pages serves a project; stopped on leaving."""
    with stoppable(build_module, dist, overlay) as (url, _stop):
        yield url


@contextmanager
def stoppable(
    build_module: ModuleType, dist: Path, overlay: Path | None = None
) -> Iterator[tuple[str, Callable[[], None]]]:
    """As `serving`, with a function that stops the server before leaving (again: nothing)."""
    server = build_module.make_server(dist, "127.0.0.1", 0, base=BASE, quiet=True, overlay=overlay)
    thread = threading.Thread(target=server.serve_forever, name="site-server", daemon=True)
    thread.start()
    stopped = threading.Event()

    def stop() -> None:
        if not stopped.is_set():
            stopped.set()
            server.shutdown()
            server.server_close()
            thread.join(timeout=10)

    try:
        yield f"http://127.0.0.1:{server.server_address[1]}{BASE}", stop
    finally:
        stop()


def article(site_url: str, main: str) -> str:
    """An author's plain page (English) that loads the site's board.js and holds `main`."""
    return (
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>An article</title>'
        f'<link rel="icon" href="data:,"><script type="module" src="{site_url}board.js"></script>'
        f"</head><body><main>{main}</main></body></html>"
    )


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


@contextmanager
def other_origin(folder: Path, body: str) -> Iterator[str]:
    """An author's page (``article.html`` with ``body``, written into ``folder``) served from
    a second port of 127.0.0.1: another origin than the site's. Yields the page's address."""
    (folder / "article.html").write_text(body, encoding="utf-8")
    handler = functools.partial(_Quiet, directory=str(folder))
    with SiteServer(("127.0.0.1", 0), handler) as other:  # quiet when a browser drops a file
        thread = threading.Thread(target=other.serve_forever, name="other-origin", daemon=True)
        thread.start()
        try:
            yield f"http://127.0.0.1:{other.server_address[1]}/article.html"
        finally:
            other.shutdown()
            thread.join(timeout=10)


class Held:
    """Requests matching a pattern, stopped until `release()`: a page held loading."""

    def __init__(self, page: Any, pattern: str) -> None:
        self.page = page
        self.pattern = pattern
        self.routes: list[Any] = []
        page.context.route(pattern, lambda route: self.routes.append(route))  # noqa: PLW0108 (Playwright needs a function)

    def wait(self) -> None:
        """Until the page has asked for a held file (it is loading, and stuck there)."""
        for _ in range(600):
            if self.routes:
                return
            self.page.wait_for_timeout(100)
        pytest.fail("the held request never came")

    def release(self) -> None:
        for route in self.routes:
            route.fallback()
        self.routes.clear()

    def stop(self) -> None:
        """Release what is held and hold nothing more."""
        self.page.context.unroute(self.pattern)
        self.release()


@pytest.fixture
def held_rules(page: Any) -> Iterator[Held]:
    """The page's py_games wheel held: Python loads no rules until `release()`."""
    held = Held(page, "**/wheels/py_games-*")
    yield held
    held.release()


@dataclass(frozen=True)
class OwnSite:
    """The site on a server of a test's own, a guarded page on it in a browser context that
    lets service workers run, and `stop`, which stops that server: the network gone for this
    site only, as for a person who goes offline after a visit."""

    url: str
    page: Any
    stop: Callable[[], None]


@contextmanager
def own_site(
    browser: Any, build_module: ModuleType, dist: Path, page_watch: PageWatch
) -> Iterator[OwnSite]:
    """An `OwnSite` for the test's body; its server stopped and its context closed on leaving."""
    with stoppable(build_module, dist) as (url, stop):
        context = browser.new_context(service_workers="allow")
        try:
            yield OwnSite(url, page_watch.guard(context.new_page()), stop)
        finally:
            context.close()


def filled_pages(into: Path) -> Path:
    """The test pages, copied into ``into``, each ``{{game}}``, ``{{title}}`` and ``{{moves}}``
    of their boards filled with the registry's first game, its title and its first two steps
    (an author's page names a game; the tests name none)."""
    from py_games import GAMES, get_game
    from sitebuild import bundle

    game_id = next(iter(GAMES))
    game = get_game(game_id)
    state, moves = game.initial_state(), []
    for _ in range(2):
        moves.append(str(game.legal_moves(state)[0]))
        state = game.apply(state, moves[-1])
    shutil.copytree(TEST_PAGES, into, dirs_exist_ok=True)
    # The site bundles the engine into each page's script; the test pages that call it
    # themselves (smoke.html), and tests that use the live codes, load it bundled alike.
    bundle.modules(into, ["engine.js", "live.js"])
    for page in into.glob("*.html"):
        text = page.read_text(encoding="utf-8")
        for name, value in (("game", game_id), ("title", game.title), ("moves", " ".join(moves))):
            text = text.replace(f"{{{{{name}}}}}", value)
        page.write_text(text, encoding="utf-8")
    return into


@pytest.fixture(scope="session")
def site_url(
    build_module: ModuleType, dist_dir: Path, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[str]:
    """http://127.0.0.1:<free port>/py-games/ serving the built site, for the whole session."""
    pages = filled_pages(tmp_path_factory.mktemp("pages"))
    with serving(build_module, dist_dir, pages) as url:
        yield url


@pytest.fixture(scope="session")
def base_url(site_url: str) -> str:
    """The site, so tests may write page.goto("play.html#game=ID").

    This also stands in for pytest-playwright's own base_url fixture, which pytest 9 warns
    about (PytestRemovedIn10Warning).
    """
    return site_url


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """Use Debian's Chromium: `playwright install` needs a download we cannot make."""
    chromium = shutil.which("chromium")
    if chromium is None:
        pytest.skip("chromium is not on PATH (Debian: apt-get install chromium)")
    return {**browser_type_launch_args, "executable_path": chromium, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    """No service workers in ordinary tests.

    Playwright's routing does not see the requests a service worker makes, so with one running
    the request guard below could miss a request. The offline test opens its own context with
    service workers allowed.
    """
    return {**browser_context_args, "service_workers": "block"}


class PageWatch:
    """What a page did wrong: requests that left 127.0.0.1, uncaught errors, console errors."""

    def __init__(self) -> None:
        self.blocked: list[str] = []
        self.errors: list[str] = []

    def route(self, route: Any) -> None:
        """Let local requests through; block and record every other one."""
        url = route.request.url
        if urlsplit(url).hostname in LOCAL_HOSTS:
            route.continue_()
        else:
            self.blocked.append(url)
            route.abort("blockedbyclient")

    def console(self, message: Any) -> None:
        if message.type == "error":
            self.errors.append(f"console error: {message.text}")

    def page_error(self, error: Any) -> None:
        self.errors.append(f"uncaught error: {error}")

    def guard(self, page: Any) -> Any:
        """Watch `page` and its context (routes, errors, console); returns the page."""
        page.context.route("**/*", self.route)
        page.on("console", self.console)
        page.on("pageerror", self.page_error)
        return page

    def clear(self) -> None:
        """Forget everything so far (for tests that provoke errors on purpose)."""
        self.blocked.clear()
        self.errors.clear()

    def problems(self) -> list[str]:
        return [f"request left 127.0.0.1: {url}" for url in self.blocked] + self.errors

    def fail_if_any(self, when: str) -> None:
        """Fail the test with everything recorded, then forget it (so it is told only once)."""
        problems = self.problems()
        self.clear()
        if problems:
            pytest.fail(f"the page misbehaved {when}:\n  " + "\n  ".join(problems), pytrace=False)


@pytest.fixture
def page_watch() -> PageWatch:
    return PageWatch()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    """Check the page right after the test body, so a problem fails the test itself (a check
    left to the fixture's teardown would only show as an error at teardown)."""
    result = yield
    watch = getattr(item, "funcargs", {}).get("page_watch")
    if isinstance(watch, PageWatch):
        watch.fail_if_any("during the test")
    return result


@pytest.fixture
def page(page: Any, page_watch: PageWatch) -> Iterator[Any]:
    """pytest-playwright's page, guarded: the test fails on a foreign request or an error.

    The route is set on the context, which (in Chromium) also sees the requests of the
    page's workers, where Pyodide does all its fetching. Console messages logged by workers
    reach page.on("console") too.
    """
    from playwright.sync_api import expect

    expect.set_options(timeout=TIMEOUT_MS)
    page.set_default_timeout(TIMEOUT_MS)
    yield page_watch.guard(page)
    # Whatever happened after the test body (the check above) still counts.
    page_watch.fail_if_any("after the test")


def serious_violations(page: Any) -> list[str]:
    """What axe-core finds serious or critical on the page now, a line each (the rule, its
    help and the first elements it names): a test asserts there is none."""
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page)
    return [
        f"{v['id']} ({v['impact']}): {v['help']} — "
        + "; ".join(str(node["target"]) for node in v["nodes"][:4])
        for v in results.response["violations"]
        if v["impact"] in {"serious", "critical"}
    ]
