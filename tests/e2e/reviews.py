"""Helpers for the browser tests of the review on the player page: a short game played by the
computer, loaded as a record, reviewed on the page and in Python."""

from __future__ import annotations

import contextlib
import json
import re
from typing import Any

from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from py_games import GAMES, ai, bridge, get_game, records
from py_games.review import review


def small(game_id: str) -> dict[str, int]:
    """The game's board one size above its smallest (an option ``size``), else its defaults."""
    return {
        o.name: o.minimum + 1
        for o in GAMES[game_id].OPTIONS
        if o.name == "size" and o.minimum is not None
    }


BOARD = "#board"
READY = re.compile("ready|over")
CASES = {game_id: small(game_id) for game_id in GAMES}
"""Each game's options for a quick review: its board one size above its smallest."""
PLAY_ONE = (
    "async () => { const b = document.querySelector('#board');"
    " await b.play((await b.legalMoves())[0]); }"
)
ITERATIONS = 12  # playouts per position: small, for a quick review (as the page's setting is)


def short_game(game_id: str, seed: int = 0, most: int = 40) -> tuple[Any, list[str]]:
    """A game played by the computer at levels 0 and 1, at most ``most`` steps."""
    game = get_game(game_id, **CASES[game_id])
    state, moves = game.initial_state(), []
    while not game.is_over(state) and len(moves) < most:
        level = len(moves) % 2
        move = ai.choose_move(game, state, level=level, seed=f"{seed}/{len(moves)}")
        moves.append(str(move))
        state = game.apply(state, move)
    return game, moves


def record_text(game_id: str, moves: list[str]) -> str:
    answer = json.loads(bridge.handle(json.dumps(
        {"fn": "record", "game": game_id, "options": CASES[game_id], "moves": moves})))  # fmt: skip
    return str(answer["text"])


def judged_in_python(
    game_id: str, moves: list[str], iterations: int = ITERATIONS
) -> list[list[Any]]:
    replayed = records.replay(records.read(record_text(game_id, moves)))
    reviewed = review(replayed.game, replayed, iterations=iterations)
    return [[step.ply, step.judgment] for step in reviewed.steps if step.judgment]


def load_record(page: Page, site_url: str, game_id: str, moves: list[str]) -> None:
    page.goto(f"{site_url}play.html#game={game_id}")
    expect(page.locator(BOARD)).to_have_attribute("data-status", READY)
    page.click("#import")
    page.fill("#record-text", record_text(game_id, moves))
    page.click("#record-load")
    page.wait_for_function(
        "n => document.querySelector('#board').moves.length === n", arg=len(moves)
    )


def run_review(page: Page, iterations: int = ITERATIONS) -> None:
    page.fill("#review-iterations", str(iterations))
    page.click("#review-start")
    wait_done(page)


def wait_done(page: Page) -> None:
    expect(page.locator("#review-summary")).not_to_be_empty(timeout=180_000)
    expect(page.locator("#review-progress")).to_be_hidden()


JUDGED = """(through) => [...document.querySelectorAll('#moves button.judged')]
    .map((b) => [Number(b.dataset.ply), b.querySelector('.judgment').textContent.trim()])
    .filter(([ply]) => through === null || ply <= through)"""
"""The judgments the move list shows, as [ply, word], up to ply ``through`` (null: all)."""


def judged_on_page(page: Page, through: int | None = None) -> list[list[Any]]:
    result: list[list[Any]] = page.evaluate(JUDGED, through)
    return result


def expect_judged(page: Page, expected: list[list[Any]], through: int | None = None) -> None:
    """The move list shows ``expected``'s judgments (up to ply ``through``): waited for, as
    the list is redrawn a frame after the line shown changes."""
    wanted = [list(j) for j in expected]
    want = json.dumps(wanted)
    with contextlib.suppress(PlaywrightTimeoutError):  # the assertion below says what differs
        page.wait_for_function(
            f"([through, want]) => JSON.stringify(({JUDGED})(through)) === want",
            arg=[through, want],
        )
    assert judged_on_page(page, through) == wanted
