"""Review on the player page: a whole game of each kind reviewed by clicking, its marked steps
exactly `py_games.review`'s (the same seed and budget), the graph, the engine's better step
on the board, a review resumed after a reload, Play from here, the switch that hides the
engine during play. A review that takes long (it goes on after a reload, it waits for a step
half made) and one with a variation are tested in their games' folders."""

from __future__ import annotations

import pytest
from boards import ANY_GAME
from playwright.sync_api import Page, expect
from reviews import (
    BOARD,
    CASES,
    ITERATIONS,
    PLAY_ONE,
    READY,
    judged_in_python,
    judged_on_page,
    load_record,
    run_review,
    short_game,
    wait_done,
)

from py_games import get_game


@pytest.mark.parametrize("game_id", list(CASES))
def test_a_whole_game_reviewed_marks_what_python_marks(
    page: Page, site_url: str, game_id: str
) -> None:
    _, moves = short_game(game_id)
    load_record(page, site_url, game_id, moves)
    expect(page.locator("#review-graph")).to_be_hidden()  # nothing judged before it is asked
    run_review(page)
    expected = judged_in_python(game_id, moves)
    assert judged_on_page(page) == expected
    # The graph marks the same steps, each with Python's word.
    marks = page.locator("#review-graph circle.graph-mark")
    assert marks.count() == len(expected)
    assert [int(p) for p in marks.evaluate_all("ms => ms.map((m) => m.dataset.ply)")] == [
        p for p, _ in expected
    ]
    if expected:
        # A judged step shows the engine's step on the board, and says it in words.
        ply, word = expected[0]
        page.click(f"#moves button[data-ply='{ply}']")
        expect(page.locator("#review-said")).to_contain_text(word.capitalize())
        drawn = page.evaluate(
            "() => (document.querySelector('#board').getAttribute('marks') ?? '') + "
            "(document.querySelector('#board').getAttribute('arrows') ?? '')"
        )
        assert drawn
        expect(page.locator(BOARD)).to_have_attribute("data-status", READY)
    # A click on the graph goes to that position.
    graph = page.locator("#review-graph svg")
    box = graph.bounding_box()
    assert box
    graph.click(position={"x": 6 / 320 * box["width"], "y": box["height"] / 2})
    page.wait_for_function("() => document.querySelector('#board').browsing === 0")


def test_play_from_here_starts_a_game_against_the_computer(page: Page, site_url: str) -> None:
    _, moves = short_game(ANY_GAME)
    load_record(page, site_url, ANY_GAME, moves)
    run_review(page)
    page.click("#moves button[data-ply='3']")
    page.wait_for_function("() => document.querySelector('#board').browsing === 3")
    page.click("#play-from-here")
    page.wait_for_function("() => document.querySelector('#board').browsing === null")
    board = page.evaluate(
        "() => { const b = document.querySelector('#board');"
        " return [b.moves.slice(0, 3), b.seats]; }"
    )
    assert board[0] == moves[:3]
    # The player to move after step 3 plays, the computer the other.
    game = get_game(ANY_GAME, **CASES[ANY_GAME])
    state = game.initial_state()
    for text in moves[:3]:
        state = game.apply(state, game.parse_move(state, text))
    me = game.to_move(state)
    assert board[1][me] == "human" and board[1][1 - me] != "human"
    expect(page.locator("#notice")).to_contain_text("against the computer")
    expect(page.locator("#review-graph")).to_be_hidden()


def test_the_engine_is_hidden_during_play_unless_asked(page: Page, site_url: str) -> None:
    options = "".join(f"&{name}={value}" for name, value in CASES[ANY_GAME].items())
    _, moves = short_game(ANY_GAME, most=2)
    page.goto(f"{site_url}play.html#game={ANY_GAME}{options}&moves={'+'.join(moves)}")
    expect(page.locator(BOARD)).to_have_attribute("data-status", READY)
    expect(page.locator("#hide-engine")).to_be_checked()
    page.fill("#review-iterations", str(ITERATIONS))
    expect(page.locator("#review-graph")).to_be_hidden()
    page.click("#review-start")  # asked: shown, in the middle of a game
    wait_done(page)
    expect(page.locator("#review-graph")).to_be_visible()
    page.evaluate(PLAY_ONE)
    page.wait_for_function("() => document.querySelector('#board').moves.length === 3")
    expect(page.locator("#review-graph")).to_be_hidden()  # the game went on: hidden again
    page.uncheck("#hide-engine")  # shown during play: the review follows the game
    wait_done(page)
    expect(page.locator("#review-graph svg polyline")).to_have_count(1)
    page.evaluate(PLAY_ONE)
    page.wait_for_function("() => document.querySelector('#board').moves.length === 4")
    page.wait_for_function(
        "() => document.querySelectorAll('#review-graph .graph-table tbody tr').length === 4"
    )
    page.reload()  # the switch is remembered
    expect(page.locator(BOARD)).to_have_attribute("data-status", READY)
    expect(page.locator("#hide-engine")).not_to_be_checked()
    page.check("#hide-engine")
