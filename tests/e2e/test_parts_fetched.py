"""The parts of py_games (sitebuild/split.py) as a reader meets them: a first visit of the
player downloads none; the Learn and Puzzles pages, the editor and a review each fetch the one
they need (the Puzzles page its practice too, a review its game's learned table where it has
one) and work; after one visit of the player, every one works with the server gone."""

from __future__ import annotations

import re
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from boards import ONE_CLICK_GAME, one_click_places
from coaching import wait_phase
from editor_page import open_editor
from playwright.sync_api import Page, expect
from reviews import load_record, run_review, short_game

from py_games.parts import LEARNED, PUZZLES
from py_games.registry import PARTS

BOARD = "#board"
GAME = next(g for g, p in PARTS.items() if p.lesson_at and p.editor_at and p.has(PUZZLES))
"""A game with every part (the registry's first)."""
PART = re.compile(r"/parts/([a-z-]+)\.zip")


def fetched_parts(page: Page) -> Callable[[], set[str]]:
    """What the page and its workers fetch of the parts from now on (the context sees the
    Python worker's requests too)."""
    seen: set[str] = set()

    def note(request: Any) -> None:
        if found := PART.search(request.url):
            seen.add(found[1])

    page.context.on("request", note)
    return lambda: set(seen)


def test_a_first_visit_of_the_player_fetches_no_part(page: Page, site_url: str) -> None:
    wheels: list[str] = []
    page.context.on("request", lambda r: wheels.append(r.url) if "/wheels/" in r.url else None)
    parts = fetched_parts(page)
    page.goto(f"{site_url}play.html#game={ONE_CLICK_GAME}")
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
    place = one_click_places(ONE_CLICK_GAME)[0]
    point = page.evaluate(f"c => document.querySelector('{BOARD}').cellCenter(c)", place)
    page.mouse.click(point["x"], point["y"])
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 1")
    expect(page.locator(BOARD)).to_have_attribute("data-status", re.compile("ready|over"))
    # The worker's requests are seen: the wheel's is (and the snapshot helper's too, once the
    # page's worker is idle: how soon depends on the machine).
    assert wheels
    assert parts() == set()


def open_lesson(page: Page, site: str) -> None:
    page.goto(f"{site}learn.html#game={GAME}")
    wait_phase(page, "play")
    expect(page.locator("py-games-board .coach .goal")).not_to_be_empty()


def open_puzzle(page: Page, site: str) -> None:
    page.goto(f"{site}puzzles.html#game={GAME}&puzzle=1")
    wait_phase(page, "play")
    expect(page.locator("#task-title")).to_contain_text("Puzzle 1 of")


def open_editor_page(page: Page, site: str) -> None:
    open_editor(page, site, f"game={GAME}")


def review_a_game(page: Page, site: str) -> None:
    load_record(page, site, GAME, short_game(GAME, most=6)[1])
    run_review(page, iterations=4)
    expect(page.locator("#review-summary")).not_to_be_empty()


USES = {"lessons": open_lesson, "puzzles": open_puzzle, "editor": open_editor_page}
USES["review"] = review_a_game
FETCHED = {part: {part} for part in USES}
FETCHED["puzzles"] = {"puzzles", "practice"}  # the page's practice panel: what is due, the rating
if PARTS[GAME].has(LEARNED):  # the review scores with the game's learned table, and only its
    FETCHED["review"] = {"review", f"learned-{GAME}"}


@pytest.mark.parametrize("part", list(USES))
def test_a_page_fetches_the_part_it_needs_on_a_first_visit(
    page: Page, site_url: str, part: str
) -> None:
    parts = fetched_parts(page)
    USES[part](page, site_url)
    assert parts() == FETCHED[part]


def test_after_one_visit_of_the_player_every_part_works_with_the_server_gone(
    browser: Any, build_module: Any, dist_dir: Path, page_watch: Any
) -> None:
    # test_offline.py's pattern: a server of this test's own, stopped to cut the network.
    server = build_module.make_server(dist_dir, "127.0.0.1", 0, base="/py-games/", quiet=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    site = f"http://127.0.0.1:{server.server_address[1]}/py-games/"
    context = browser.new_context(service_workers="allow")
    page = page_watch.guard(context.new_page())
    try:
        page.goto(f"{site}play.html#game={GAME}")
        expect(page.locator(BOARD)).to_have_attribute("data-status", "ready", timeout=30_000)
        # Controlling the page means installed and activated: every file of the build stored.
        page.wait_for_function("navigator.serviceWorker?.controller != null", timeout=30_000)
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)
    try:
        for use in USES.values():
            use(page, site)
    finally:
        context.close()
    # With the server gone, failed loads are expected only if something was not stored.
    assert page_watch.problems() == []


def test_a_part_comes_when_python_starts_from_its_snapshot(page: Page, site_url: str) -> None:
    """A restored snapshot holds the modules the helper imported (the wheel's), not a part's
    nor any file: the lesson's part is fetched again, and the lesson works."""
    open_lesson(page, site_url)
    page.wait_for_function("() => document.documentElement.dataset.snapshot === 'saved'")
    parts = fetched_parts(page)
    page.reload()
    open_lesson(page, site_url)
    assert page.evaluate("() => document.documentElement.dataset.boot") == "snapshot"
    assert parts() == {"lessons"}
