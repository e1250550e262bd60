"""Too's board on an author's page: whose turn it is and who won, said under the board, on its
rules page and in a puzzle against the computer."""

from __future__ import annotations

import random
from typing import Any

from playwright.sync_api import Page, expect

from py_games import get_game, plain, present
from tests.e2e.boards import ready


def status_of(game: Any, state: Any) -> str:
    """The board's status line for a game of stones: Python's sentence, players by name."""
    names = [game.player_name(p) for p in range(game.players)]
    return plain(present(game).scene(state)["status"], names)


def test_a_rules_page_board_says_whose_turn_and_who_won_and_plays_again(
    page: Page, site_url: str
) -> None:
    page.goto(site_url + "rules/too.html")
    board = page.locator("py-games-board[interactive]")
    expect(board).to_have_attribute("data-status", "ready")
    game = get_game("too", size=3)
    state, rng = game.initial_state(), random.Random(4)
    status = board.locator(".status")
    expect(status).to_have_text(status_of(game, state))
    undo = board.get_by_role("button", name="Undo")
    expect(undo).to_be_disabled()
    played = 0
    while legal := game.legal_moves(state):
        move = rng.choice(legal)
        board.evaluate("(b, s) => b.play(s)", str(move))
        state, played = game.apply(state, move), played + 1
        expect(status).to_have_text(status_of(game, state))
    outcome = game.outcome(state)
    assert outcome is not None
    # The result names the winner and the reason: "White wins: the board is full."
    expect(status).to_have_text(f"{game.headline(outcome)}: {outcome.reason}.")
    undo.click()
    expect(board).to_have_attribute("data-status", "ready")
    assert board.evaluate("b => b.moves.length") == played - 1
    board.get_by_role("button", name="Play again").click()
    page.wait_for_function(
        "() => document.querySelector('py-games-board[interactive]').moves.length === 0"
    )
    expect(status).to_have_text(status_of(game, game.initial_state()))


def test_a_puzzle_against_the_computer_says_whose_turn_and_who_won(
    page: Page, site_url: str
) -> None:
    page.goto(site_url + "host-light.html")
    ready(page)
    # The author's interactive board becomes the puzzle: the reader against the computer.
    page.evaluate(
        """() => {
            const b = document.querySelector('py-games-board[interactive]');
            b.setAttribute('options', '{"size": 3}');
            b.setAttribute('game', 'too');
            b.setAttribute('players', 'human 2');
        }"""
    )
    board = page.locator("py-games-board[interactive]")
    status = board.locator(".status")
    game = get_game("too", size=3)
    turn = """() => {
        const b = document.querySelector('py-games-board[interactive]');
        return b.dataset.status === 'over' || (b.dataset.status === 'ready' && b.personToMove);
    }"""
    page.wait_for_function(turn)
    expect(status).to_have_text(status_of(game, game.initial_state()))
    while board.get_attribute("data-status") != "over":
        state = game.initial_state()
        for move in board.evaluate("b => b.moves"):
            state = game.apply(state, move)
        # The reader's turn, said under the board in Python's words.
        expect(status).to_have_text(status_of(game, state))
        step = board.evaluate("async b => (await b.legalMoves())[0]")
        board.evaluate("(b, s) => b.play(s)", step)
        page.wait_for_function(turn)
    state = game.initial_state()
    for move in board.evaluate("b => b.moves"):
        state = game.apply(state, move)
    outcome = game.outcome(state)
    assert outcome is not None
    expect(status).to_have_text(f"{game.headline(outcome)}: {outcome.reason}.")
    # A click after the end says who won too.
    board.locator("canvas").scroll_into_view_if_needed()
    at = board.evaluate("b => b.cellCenter('b2')")
    page.mouse.click(at["x"], at["y"])
    expect(board.locator(".message")).to_contain_text(game.headline(outcome))
