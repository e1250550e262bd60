"""Too in the built site: a whole game played by clicks, its colour from the picker driven by
its keyboard shortcuts, checked against Python."""

from __future__ import annotations

import random

from playwright.sync_api import Page, expect

from py_games import Game, get_game
from py_games.games.too.rules import Stone
from tests.e2e.boards import BOARD, board, click_cell, open_player, shows_the_end


def wait_for_moves(page: Page, n: int) -> None:
    page.wait_for_function(f"n => document.querySelector('{BOARD}').moves.length === n", arg=n)


def play_too_stone(page: Page, move: Stone) -> None:
    before = board(page, "b.moves.length")
    click_cell(page, move.cell)
    picker = page.locator(f"{BOARD} .picker")
    expect(picker).to_be_visible()
    page.keyboard.press("b" if move.colour == 0 else "w")
    wait_for_moves(page, before + 1)


def play_whole_game(page: Page, game: Game, seed: int) -> None:  # type: ignore[type-arg]
    state, rng = game.initial_state(), random.Random(seed)
    while legal := game.legal_moves(state):
        move = rng.choice(legal)
        assert isinstance(move, Stone)
        play_too_stone(page, move)
        state = game.apply(state, move)
        assert board(page, "b.moves.at(-1)") == str(move)
    shows_the_end(page, game, state)


def test_a_whole_game_of_too_by_clicks_and_picker_keys(page: Page, site_url: str) -> None:
    open_player(page, site_url, "game=too&size=3")
    assert board(page, "b.view.board.options") == {"size": 3}
    play_whole_game(page, get_game("too", size=3), seed=5)
