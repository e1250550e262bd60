"""The board of my article plays: a click makes a step, and a wrong step is refused."""

import functools
import http.server
import os
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, Route, expect

SITE = Path(__file__).parent / "site"
PUBLISHED = "https://example.org/py-games/"  # where the article loads board.js from
LOCAL = os.environ.get("PY_GAMES_SITE", "http://127.0.0.1:8000/py-games/")  # build.py serve


@pytest.fixture(scope="session")
def article() -> Iterator[str]:
    """site/ served on 127.0.0.1 at a free port while the tests run."""
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=SITE)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/article.html"
    server.shutdown()


@pytest.fixture
def page(page: Page) -> Iterator[Page]:
    """The page, with the published py-games site answered by the local one."""

    def local(route: Route) -> None:
        route.fulfill(response=route.fetch(url=LOCAL + route.request.url[len(PUBLISHED) :]))

    page.route(PUBLISHED + "**", local)
    yield page
    # The worker may still be fetching as the page closes: let those fetches go.
    page.unroute_all(behavior="ignoreErrors")


def test_a_click_plays_a_step(page: Page, article: str) -> None:
    page.goto(article)
    board = page.locator("py-games-board")
    # Python starts in a worker: the first visit takes a few seconds.
    expect(board).to_have_attribute("data-status", "ready", timeout=60_000)
    expect(board).to_have_attribute("data-to-move", "0")
    # Listen before clicking: the move event comes once the step is played.
    board.evaluate("b => { b.played = new Promise(r => b.addEventListener('move', r)); }")
    where = board.evaluate("b => b.cellCenter('b2')")
    page.mouse.click(where["x"], where["y"])
    assert board.evaluate("b => b.played.then(e => e.detail.step)") == "b2"
    expect(board).to_have_attribute("data-to-move", "1")


def test_a_wrong_step_is_refused_in_the_rules_words(page: Page, article: str) -> None:
    page.goto(article)
    board = page.locator("py-games-board")
    expect(board).to_have_attribute("data-status", "ready", timeout=60_000)
    said = board.evaluate("b => b.play('z9').then(() => 'played', e => e.message)")
    assert said == "z9 is not on the 3×3 board (a1 to c3)"
    assert board.evaluate("b => b.moves") == []
