"""The pseudo-locale walk (issue 39's "done when"): every page, dialog and embed, and for every
game a whole game, its lesson and a puzzle, all in ``en-XA``, at a phone's width (390 px):
no word of our catalogs left in plain English, and no text cut off. Each test reports every
offending string with where it is, so that the gaps can be fixed at once."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from boards import line, link, smallest
from coaching import ask, wait_phase
from playwright.sync_api import Page, expect
from pseudo import cut_off, in_pseudo, shows_pseudo, untranslated, vocabulary

from py_games import GAMES
from py_games.puzzles.sets import set_games
from py_games.registry import lesson, lessons

PHONE = {"width": 390, "height": 844}
READY = r"ready|over"
REVIEW_MS = 300_000


@pytest.fixture
def walk(page: Page, dist_dir: Path) -> Callable[[str], list[str]]:
    """The page at a phone's width; each call checks that it shows en-XA and says what is
    wrong with it now."""
    page.set_viewport_size(PHONE)
    words = vocabulary(dist_dir)

    def check(where: str) -> list[str]:
        shows_pseudo(page)
        drawn = untranslated(page, words, f"{where}, the build's pictures", pictures=True)
        return untranslated(page, words, where) + cut_off(page, where) + drawn

    return check


def report(found: list[str]) -> None:
    assert not found, f"{len(found)} strings not in the page's language, or cut off:\n  " + (
        "\n  ".join(dict.fromkeys(found))
    )


# Two painted frames and the tasks after them: the player's panel shows a board's view once
# the board's frame is painted (web/play/panel.js, renderSoon), after the board says it is ready.
PAINTED = """() => new Promise(done => requestAnimationFrame(() => setTimeout(() =>
    requestAnimationFrame(() => setTimeout(done)))))"""


def ready(page: Page, selector: str = "py-games-board") -> None:
    boards = page.locator(selector)
    for i in range(boards.count()):
        expect(boards.nth(i)).to_have_attribute("data-status", re.compile(READY))
    page.evaluate(PAINTED)


def test_the_pages_and_their_dialogs_speak_the_pseudo_language(
    page: Page, site_url: str, walk: Callable[[str], list[str]]
) -> None:
    found: list[str] = []
    game = next(iter(GAMES))
    for path, where in [
        ("index.html", "index"),
        ("editor.html", "editor"),
        ("learn.html", "learn, no game"),
        ("puzzles.html", "puzzles, no game"),
        (f"embed.html#{link(game, line(game, 2))}", "embed"),
        ("embed.html", "embed, no game"),
        *((f"rules/{g}.html", f"rules of {g}") for g in GAMES),
    ]:
        page.goto(in_pseudo(site_url + path))
        ready(page)
        page.wait_for_load_state("networkidle")
        found += walk(where)
    page.goto(in_pseudo(f"{site_url}play.html#game={game}"))
    ready(page, "#board")
    found += walk("player")
    for opener, dialog in [
        ("#new", "#new-game"),
        ("#export", "#record-dialog"),
        ("#import", "#record-dialog"),
        ("#picture", "#picture-dialog"),
    ]:
        page.locator(opener).click()
        expect(page.locator(dialog)).to_be_visible()
        found += walk(f"player, dialog {dialog} from {opener}")
        page.keyboard.press("Escape")
        expect(page.locator(dialog)).to_be_hidden()
    # A game against the computer: its seat named by its level, once it has played.
    page.locator("#new").click()
    page.locator("#seat-list select").first.select_option("1")
    page.locator("#start-game").click()
    page.wait_for_function("() => document.querySelector('#board').moves.length > 0")
    ready(page, "#board")
    found += walk("player, against the computer")
    # A game with a friend, by link: the section and the live dialog.
    page.locator("#new").click()
    page.locator("#seat-list select").first.select_option("human")
    page.locator("#seat-list select").last.select_option("friend")
    page.locator("#start-game").click()
    expect(page.locator("#friend")).to_be_visible()
    found += walk("player, game by link")
    if page.locator("#live-open").is_visible():
        page.locator("#live-open").click()
        expect(page.locator("#live")).to_be_visible()
        found += walk("player, live dialog")
        page.keyboard.press("Escape")
    report(found)


@pytest.mark.parametrize("game", list(GAMES))
def test_a_whole_game_speaks_the_pseudo_language(
    page: Page, site_url: str, walk: Callable[[str], list[str]], game: str
) -> None:
    page.goto(in_pseudo(f"{site_url}play.html#{link(game, **smallest(game))}"))
    ready(page, "#board")
    found = walk(f"{game}, start")
    played = 0
    while page.evaluate("() => !document.querySelector('#board').view.scene.outcome"):
        step = page.evaluate("() => document.querySelector('#board').view.scene.legal[0]?.step")
        assert step is not None, f"{game}: no legal step and no outcome after {played} steps"
        page.evaluate("(s) => document.querySelector('#board').play(s)", step)
        played += 1
        if played in (1, 2):
            found += walk(f"{game}, after {played} steps")
    ready(page, "#board")
    expect(page.locator("#result")).to_be_visible()
    found += walk(f"{game}, over after {played} steps")
    page.locator("#review-start").click()
    # A review of the longest games (sixty-odd steps) takes minutes on a busy machine.
    expect(page.locator("#review-summary")).not_to_be_empty(timeout=REVIEW_MS)
    found += walk(f"{game}, reviewed")
    report(found)


@pytest.mark.parametrize("game", lessons())
def test_a_lesson_speaks_the_pseudo_language(
    page: Page, site_url: str, walk: Callable[[str], list[str]], game: str
) -> None:
    found: list[str] = []
    for task in lesson(game).tasks:
        page.goto(in_pseudo(f"{site_url}learn.html#game={game}&task={task.id}"))
        wait_phase(page, "play")
        found += walk(f"lesson {game}, task {task.id}")
        # A first step, right or wrong: the coach's verdict.
        legal = page.evaluate("() => document.querySelector('py-games-board').view.scene.legal")
        page.evaluate("(s) => document.querySelector('py-games-board').play(s)", legal[0]["step"])
        page.wait_for_function(
            "() => { const b = document.querySelector('py-games-board');"
            " return b.moves.length > 0 && b.dataset.coach !== 'busy'; }"
        )
        found += walk(f"lesson {game}, task {task.id}, after a step")
    report(found)


@pytest.mark.parametrize("game", set_games())
def test_a_puzzle_speaks_the_pseudo_language(
    page: Page, site_url: str, walk: Callable[[str], list[str]], game: str
) -> None:
    assert ask(fn="puzzle", puzzle=f"{game}/1")["puzzle"]
    page.goto(in_pseudo(f"{site_url}puzzles.html#game={game}&puzzle=1"))
    wait_phase(page, "play")
    found = walk(f"puzzle {game}/1")
    page.evaluate(
        "() => document.querySelector('py-games-board').shadowRoot"
        ".querySelector('[data-coach=hint]').click()"
    )
    found += walk(f"puzzle {game}/1, hint")
    page.evaluate(
        "() => document.querySelector('py-games-board').shadowRoot"
        ".querySelector('[data-coach=solution]').click()"
    )
    wait_phase(page, "shown")
    found += walk(f"puzzle {game}/1, solution shown")
    report(found)
