"""Review on the player page: a whole game of each kind reviewed by clicking, its marked steps
exactly `py_games.review`'s (the same seed and budget), the graph, the engine's better step
on the board, a review resumed after a reload, Play from here, the switch that hides the
engine during play, and no serious accessibility violation."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from conftest import serious_violations
from py_games import ai, bridge, get_game, records
from py_games.review import review

BOARD = "#board"
READY = re.compile("ready|over")
CASES = {"contiguous": {"size": 4}, "too": {"size": 3}, "tonga": {}, "nonaga": {}, "tomoe": {}}
PLAY_ONE = (
    "async () => { const b = document.querySelector('#board');"
    " await b.play((await b.legalMoves())[0]); }"
)
ITERATIONS = 12  # playouts per position: small, for a quick review (the page's setting too)


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


def judged_on_page(page: Page) -> list[list[Any]]:
    return page.evaluate(
        """() => [...document.querySelectorAll('#moves button.judged')].map(
            (b) => [Number(b.dataset.ply), b.querySelector('.judgment').textContent.trim()])"""
    )


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


def test_a_review_goes_on_after_a_reload(page: Page, site_url: str) -> None:
    _, moves = short_game("tomoe")
    load_record(page, site_url, "tomoe", moves)
    page.fill("#review-iterations", "150")
    page.click("#review-start")
    # Some positions evaluated, and kept with the save...
    page.wait_for_function(
        """() => JSON.parse(localStorage.getItem('py-games/recent') || '[]')
            .some((e) => (e.review?.evaluations.length ?? 0) >= 3)"""
    )
    kept = page.evaluate(
        """() => Math.max(...JSON.parse(localStorage.getItem('py-games/recent'))
            .map((e) => e.review?.evaluations.length ?? 0))"""
    )
    page.reload()
    # ... and after the reload the review goes on from them (its progress starts there), to
    # the same end.
    started = page.wait_for_function(
        """() => { const bar = document.querySelector('#review-progress');
                   return !bar.hidden && bar.value > 0 && bar.value; }"""
    ).json_value()
    assert started >= kept / (len(moves) + 1) - 1e-9
    wait_done(page)
    assert judged_on_page(page) == judged_in_python("tomoe", moves, 150)


def test_play_from_here_starts_a_game_against_the_computer(page: Page, site_url: str) -> None:
    _, moves = short_game("contiguous")
    load_record(page, site_url, "contiguous", moves)
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
    game = get_game("contiguous", **CASES["contiguous"])
    state = game.initial_state()
    for text in moves[:3]:
        state = game.apply(state, game.parse_move(state, text))
    me = game.to_move(state)
    assert board[1][me] == "human" and board[1][1 - me] != "human"
    expect(page.locator("#notice")).to_contain_text("against the computer")
    expect(page.locator("#review-graph")).to_be_hidden()


def test_the_engine_is_hidden_during_play_unless_asked(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}play.html#game=contiguous&size=4&moves=b2+c3")
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


def test_the_review_waits_while_a_step_is_being_made(page: Page, site_url: str) -> None:
    # A step half made (a Tomoe space clicked, its picker open): the review following the game
    # sends no slice until the step is made or given up, so the step's answer comes first.
    game, moves = short_game("tomoe", most=12)
    state = game.initial_state()
    for text in moves:
        state = game.apply(state, game.parse_move(state, text))
    space = next(m for m in game.legal_moves(state) if len(m.cells) == 1).cells[0]
    page.goto(f"{site_url}play.html#game=tomoe&moves={'+'.join(moves)}")
    expect(page.locator(BOARD)).to_have_attribute("data-status", READY)
    page.fill("#review-iterations", "400")
    page.uncheck("#hide-engine")
    progress = page.locator("#review-progress")
    page.wait_for_function("() => document.querySelector('#review-progress').value > 0")
    page.locator(BOARD).scroll_into_view_if_needed()  # (the switch is further down)
    point = page.evaluate(f"() => document.querySelector('{BOARD}').cellCenter('{space}')")
    page.mouse.click(point["x"], point["y"])
    page.wait_for_function(f"() => document.querySelector('{BOARD}').clicks.length === 1")
    page.wait_for_timeout(300)  # the slice under way at the click comes back
    held = progress.evaluate("bar => bar.value")
    page.wait_for_timeout(800)
    assert progress.evaluate("bar => bar.value") == held < 1
    expect(progress).to_be_visible()  # paused, not stopped
    page.keyboard.press("Escape")  # the step given up: the review goes on
    page.wait_for_function(f"() => document.querySelector('{BOARD}').clicks.length === 0")
    page.wait_for_function("v => document.querySelector('#review-progress').value > v", arg=held)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_review_has_no_serious_accessibility_violation(
    page: Page, site_url: str, scheme: str
) -> None:
    page.emulate_media(color_scheme=scheme)
    _, moves = short_game("too")
    load_record(page, site_url, "too", moves)
    run_review(page)
    page.click("#review-graph summary")  # the table open too
    first = judged_in_python("too", moves)
    if first:
        page.click(f"#moves button[data-ply='{first[0][0]}']")
        expect(page.locator("#review-said")).not_to_be_empty()
    assert serious_violations(page) == []


def play_another_step(page: Page, game: Any, moves: list[str], ply: int) -> list[str]:
    """Back to position ``ply``, another step than the game's played there: the variation."""
    page.click(f"#moves button[data-ply='{ply}']")
    page.wait_for_function(f"() => document.querySelector('#board').browsing === {ply}")
    state = game.initial_state()
    for text in moves[:ply]:
        state = game.apply(state, game.parse_move(state, text))
    other = next(str(m) for m in game.legal_moves(state) if str(m) != moves[ply])
    page.evaluate("s => document.querySelector('#board').play(s)", other)
    variation = [*moves[:ply], other]
    page.wait_for_function(
        "m => document.querySelector('#board').moves.join(' ') === m", arg=" ".join(variation)
    )
    return variation


SAVED_REVIEW = "() => JSON.parse(localStorage.getItem('py-games/recent'))[0].review"


def test_a_variation_played_keeps_the_review_and_is_reviewed_beside_it(
    page: Page, site_url: str
) -> None:
    game, moves = short_game("too")
    load_record(page, site_url, "too", moves)
    run_review(page)
    expected = judged_in_python("too", moves)
    assert judged_on_page(page) == expected and [p for p, _ in expected if p > 3]
    main_rows = page.locator("#review-graph .graph-table tbody").first.locator("tr")
    expect(main_rows).to_have_count(len(moves))
    variation = play_another_step(page, game, moves, 3)
    other = variation[-1]
    # The main line's review stays: its graph, its table, its marks, its words on the steps
    # the variation shares with it...
    expect(page.locator("#review-graph")).to_be_visible()
    expect(main_rows).to_have_count(len(moves))
    marks = page.locator("#review-graph circle.graph-mark")
    expect(marks.first).to_be_visible()
    plies = [int(p) for p in marks.evaluate_all("ms => ms.map((m) => m.dataset.ply)")]
    assert all(p in plies for p, _ in expected), plies
    assert [j for j in judged_on_page(page) if j[0] <= 3] == [e for e in expected if e[0] <= 3]
    # ... and the variation's own position is evaluated beside it: a dashed line from
    # position 3, and a part of the table of its own.
    expect(page.locator("#review-graph polyline.graph-variation")).to_have_count(1)
    side = page.locator("#review-graph .graph-table tbody").nth(1)
    expect(side.locator("th")).to_have_text("The variation shown, from step 4")
    expect(side.locator("td").first).to_have_text(f"4. {other}")
    expect(side.locator("td").nth(2)).to_have_text(re.compile(r"^\d+%$"))
    page.click("#review-graph summary")  # the table open: read as a whole
    assert serious_violations(page) == []
    page.wait_for_function(f"() => ({SAVED_REVIEW})().lines?.length === 1")
    saved = page.evaluate(SAVED_REVIEW)
    assert saved["moves"] == moves and len(saved["evaluations"]) == len(moves) + 1
    assert saved["lines"][0]["moves"] == variation and saved["lines"][0]["from"] == 4
    # Review asked again there: the main line keeps every evaluation.
    page.click("#review-start")
    wait_done(page)
    assert len(page.evaluate(SAVED_REVIEW)["evaluations"]) == len(moves) + 1
    expect(main_rows).to_have_count(len(moves))
    # Back to the main line's end: every word, mark and row as before.
    instead = page.locator("#moves").get_by_role("group", name="Played instead of step 4")
    instead.get_by_role("button").last.click()
    page.wait_for_function(
        "n => document.querySelector('#board').moves.length === n", arg=len(moves)
    )
    expect(page.locator("#review-graph polyline.graph-variation")).to_have_count(0)
    expect(marks).to_have_count(len(expected))
    expect(main_rows).to_have_count(len(moves))
    assert judged_on_page(page) == expected
    expect(page.locator("#review-summary")).not_to_be_empty()
    # From the variation again, a row of the main line's table goes to its position there.
    page.locator("#moves").get_by_role("group", name="Played instead of step 4").get_by_role(
        "button"
    ).first.click()
    page.wait_for_function(
        "m => document.querySelector('#board').moves.join(' ') === m", arg=" ".join(variation)
    )
    main_rows.nth(9).get_by_role("button").click()
    page.wait_for_function(
        "m => document.querySelector('#board').moves.join(' ') === m", arg=" ".join(moves[:10])
    )
    # Reopened, the review is there again, the variation's evaluations kept beside it.
    page.reload()
    expect(page.locator(BOARD)).to_have_attribute("data-status", READY)
    expect(main_rows).to_have_count(len(moves))
    saved = page.evaluate(SAVED_REVIEW)
    assert len(saved["evaluations"]) == len(moves) + 1 and saved["lines"][0]["moves"] == variation
