"""Nonaga in the built site: the board that moves, played by clicks and checked against Python.

A turn is two steps of two clicks each (a counter and where it stops, then a ring and where it
goes); pieces glide to their new places and the view follows the board as it drifts.
"""

from __future__ import annotations

import random
import re
from typing import Any
from urllib.parse import quote

from playwright.sync_api import Page, expect

from py_games import Move, get_game, present
from tests.e2e.boards import BOARD, board, click_cell, message, open_player

GAME = get_game("nonaga")


def winning_line() -> list[Move]:
    """The first seeded random game that someone wins within 30 steps."""
    for seed in range(1000):
        rng, state, moves = random.Random(seed), GAME.initial_state(), []
        while (legal := GAME.legal_moves(state)) and len(moves) < 30:
            moves.append(rng.choice(legal))
            state = GAME.apply(state, moves[-1])
        outcome = GAME.outcome(state)
        if outcome is not None and not outcome.draw:
            return moves
    raise AssertionError("no short won game among the seeds")


def settled(page: Page) -> None:
    """Wait until nothing glides: a click lands where the place is drawn."""
    page.wait_for_function(f"() => !document.querySelector('{BOARD}').moving")


def rings_in_view(page: Page) -> bool:
    return board(  # type: ignore[no-any-return]
        page,
        """(() => {
            const r = b.shadowRoot.querySelector('canvas').getBoundingClientRect();
            return b.view.scene.pieces.every(p => {
                const c = b.cellCenter(p.at);
                return c.x > r.left && c.x < r.right && c.y > r.top && c.y < r.bottom;
            });
        })()""",
    )


def test_a_whole_game_by_clicks_until_three_counters_touch(page: Page, site_url: str) -> None:
    open_player(page, site_url, "game=nonaga")
    moves = winning_line()
    state = GAME.initial_state()
    for ply, move in enumerate(moves):
        settled(page)
        expect(page.locator("#turn")).to_contain_text(present(GAME).scene(state)["part"])
        start, end = move.cells
        click_cell(page, start)
        # The half-made step shows where it can go: exactly Python's ends for that start.
        ends = sorted(str(m).split(">")[1] for m in GAME.legal_moves(state) if m.cells[0] == start)
        page.wait_for_function(f"() => document.querySelector('{BOARD}').clicks.length === 1")
        assert sorted(board(page, "b.frame.targets")) == ends
        if ply == 1:  # a half-made step can be taken back
            page.keyboard.press("Escape")
            assert board(page, "b.clicks") == []
            click_cell(page, start)
        click_cell(page, end)
        page.wait_for_function(
            f"n => document.querySelector('{BOARD}').moves.length === n", arg=ply + 1
        )
        state = GAME.apply(state, move)
        assert board(page, "b.view.scene.position") == GAME.position(state)
        settled(page)
        assert rings_in_view(page), f"a ring is out of view after step {ply + 1}"
    expect(page.locator(BOARD)).to_have_attribute("data-status", "over")
    outcome = GAME.outcome(state)
    assert outcome is not None
    expect(page.locator("#result strong")).to_have_text(f"{GAME.headline(outcome)}.")
    expect(page.locator("#result")).to_contain_text(outcome.decided)
    # The moment of victory: the three counters are marked, in the winner's colours.
    win = board(page, "b.view.scene.marks")
    assert win == present(GAME).scene(state)["marks"] and win[0]["look"] == "win"


def test_a_step_glides_and_the_locked_ring_is_marked(page: Page, site_url: str) -> None:
    open_player(page, site_url, "game=nonaga&moves=2,-2>-1,1")
    settled(page)
    before = board(page, "b.cellCenter('2,-1')")
    # Watch the frame that first draws the ring's move: the ring is on its way, not yet there.
    # The board asks for that frame before it sends `move`, so a frame asked for then comes
    # just after the board's drawing, in the same frame, however slow the machine's frames.
    page.evaluate(
        f"""() => {{ const b = document.querySelector('{BOARD}');
            window.__glide = new Promise(done => b.addEventListener('move', () =>
                requestAnimationFrame(() => done(b.moving)), {{ once: true }})); }}"""
    )
    click_cell(page, "2,-1")
    click_cell(page, "2,-3")
    assert page.evaluate("window.__glide") is True
    settled(page)
    assert board(page, "b.moving") is False
    marks: list[dict[str, Any]] = board(page, "b.view.scene.marks")
    assert marks == [
        {"cells": ["2,-3"], "look": "locked", "label": "moved on the last turn: may not move now"}
    ]
    assert board(page, "b.cellCenter('2,-3')") != before
    assert rings_in_view(page)


def test_a_refused_click_says_why(page: Page, site_url: str) -> None:
    open_player(page, site_url, "game=nonaga")
    click_cell(page, "0,-2")
    page.wait_for_function(
        f"() => document.querySelector('{BOARD}').shadowRoot"
        ".querySelector('.message').textContent !== ''"
    )
    assert message(page) == "the counter on 0,-2 is Player 2's"


def test_the_move_list_says_which_step_moved_a_counter_and_which_a_ring(
    page: Page, site_url: str
) -> None:
    # Both steps of a turn are written a>b: the list says what each moved, in Python's words.
    open_player(page, site_url, "game=nonaga&moves=2,-2>-1,1+2,-1>2,-3")
    expect(page.locator("#moves li")).to_have_count(2)
    expect(page.locator("#moves li .what")).to_have_text(["counter", "ring"])
    expect(page.locator("#moves li button").first).to_have_attribute(
        "aria-label", re.compile(r"^Step 1: .* counter 2,-2>-1,1$")
    )


def test_a_line_from_the_ring_step_names_its_first_step_a_ring(page: Page, site_url: str) -> None:
    # An editor's position at the ring step: the line begins with a ring, then a whole turn.
    start = GAME.position(GAME.initial_state()).replace(" counter ", " ring ")
    moves = "2,-1>2,-3+0,-2>0,1+-1,-1>1,-3"
    open_player(page, site_url, f"game=nonaga&position={quote(start)}&moves={moves}")
    expect(page.locator("#moves li")).to_have_count(3)
    expect(page.locator("#moves li .what")).to_have_text(["ring", "counter", "ring"])
