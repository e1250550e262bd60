"""embed.html and the element as a diagram: what a rules page or a blog shows."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from py_games import get_game

START = "..1/.2./... 1 b2"


def test_a_diagram_steps_through_its_moves(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}embed.html#game=contiguous&size=3&position={START}&moves=a2+a1")
    board = page.locator("py-games-board")
    expect(board).to_have_attribute("data-status", "ready")
    game = get_game("contiguous", size=3)
    start = game.from_position(START)
    after_one = game.apply(start, "a2")
    position = "() => document.querySelector('py-games-board').view"
    # A diagram opens on its first position, and cannot be played by clicking.
    assert page.evaluate("() => document.querySelector('py-games-board').browsing") == 0
    forward = board.get_by_role("button", name="Next step")
    forward.click()
    page.wait_for_function("() => document.querySelector('py-games-board').browsing === 1")
    expect(page.locator("#caption")).to_have_text(game.turn_hint(after_one))
    forward.click()
    page.wait_for_function("() => document.querySelector('py-games-board').browsing === null")
    final = game.apply(after_one, "a1")
    assert page.evaluate(position)["position"] == game.position(final)


def test_an_interactive_embed_plays(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}embed.html#game=contiguous&size=4&players=3&interactive")
    board = page.locator("py-games-board")
    expect(board).to_have_attribute("data-status", "ready")
    assert page.evaluate("() => document.querySelector('py-games-board').view.players") == 3
    point = page.evaluate("() => document.querySelector('py-games-board').cellCenter('b2')")
    page.mouse.click(point["x"], point["y"])
    expect(board).to_have_attribute("data-to-move", "1")
    legal = page.evaluate("() => document.querySelector('py-games-board').legalMoves()")
    assert len(legal) == 8


def test_a_bad_position_is_explained_on_the_board(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}embed.html#game=contiguous&size=3&position=../... 1 -")
    board = page.locator("py-games-board")
    expect(board).to_have_attribute("data-status", "error")
    expect(board.locator(".message")).to_have_text(
        re.compile("start position: the board has 2 ranks")
    )
