"""The Puzzles page (puzzles.html#game=…&puzzle=N) and a puzzle on a coached board: ten puzzles
solved by clicks in a row make a streak of ten; a wrong step is refuted on the board and Try
again restores the start; a hint draws its marks; the solution is played; a puzzle embedded on
another origin is solved there; axe. The solution lines are the shipped data's, through Python."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from boards import ONE_CLICK_GAME
from coaching import ask, click_step, moves, wait_phase
from playwright.sync_api import Page, expect

from conftest import other_origin, serious_violations
from py_games import GAMES, get_game

GAME = ONE_CLICK_GAME  # one click a step
OTHER = next(game_id for game_id in GAMES if game_id != GAME)
"""Another game, whose progress a damaged one beside it must leave alone."""
BOARD = "py-games-board"


def solution(puzzle: str) -> list[str]:
    return ask(fn="puzzle", puzzle=puzzle, solution=True)["solution"]  # type: ignore[no-any-return]


def solve(page: Page, puzzle: str, selector: str = BOARD) -> None:
    """Play the solver's steps of the solution line by clicks; the coach plays the answers."""
    line = solution(puzzle)
    while True:
        page.wait_for_function(
            f"""() => ["play", "right", "wrong"].includes(
                document.querySelector("{selector}").dataset.coach)"""
        )
        state = page.evaluate(f"() => document.querySelector('{selector}').dataset.coach")
        if state != "play":
            break
        played = moves(page, selector)
        assert played == line[: len(played)], "the coach answered as the solution line does"
        click_step(page, line[len(played)], selector)
        page.wait_for_function(
            f"""(n) => {{ const b = document.querySelector("{selector}");
                return b.moves.length > n && b.dataset.coach !== "busy"; }}""",
            arg=len(played),
        )
    assert state == "right", state


def wait_puzzle(page: Page, number: int) -> None:
    page.wait_for_function(
        f"""(n) => {{ const b = document.querySelector("{BOARD}");
            return b?.coaching?.info.number === n && b.dataset.coach === "play"; }}""",
        arg=number,
    )


def test_ten_puzzles_solved_by_clicks_in_a_row_make_a_streak_of_ten(
    page: Page, site_url: str
) -> None:
    listed = ask(fn="puzzles", game=GAME)["puzzles"]
    page.goto(f"{site_url}puzzles.html#game={GAME}&puzzle={listed[0]['number']}")
    # Served in the set's order (by difficulty), not near the solver's rating.
    page.get_by_label("Serve puzzles").select_option("set")
    for done, entry in enumerate(listed[:10], 1):
        wait_puzzle(page, entry["number"])
        expect(page.locator("#task-title")).to_have_text(
            f"Puzzle {entry['number']} of {len(listed)}"
        )
        solve(page, entry["id"])
        said = ask(fn="puzzle", puzzle=entry["id"], moves=moves(page))["attempt"]["said"]
        expect(page.locator(f"{BOARD} .coach .said")).to_have_text(said)
        expect(page.locator("#streak")).to_have_text(str(done))
        page.get_by_role("button", name="Next puzzle").click()
    expect(page.locator("#best")).to_have_text("10")
    expect(page.locator("#progress")).to_have_text(f"10 of {len(listed)} puzzles solved.")
    # Next asks Python for the puzzle after this one before the address names it: a reload
    # before then would open the tenth again.
    wait_puzzle(page, listed[10]["number"])  # the first one not solved yet
    page.reload()
    wait_puzzle(page, listed[10]["number"])
    expect(page.locator("#streak")).to_have_text("10")


def wrong_step(puzzle: str) -> tuple[str, Any]:
    """A step the solver may play that does not win, and Python's answer to it."""
    info = ask(fn="puzzle", puzzle=puzzle)["puzzle"]
    game = get_game(info["game"], **info["options"])
    state = game.from_position(info["start"])
    for step in map(str, game.legal_moves(state)):
        answer = ask(fn="puzzle", puzzle=puzzle, moves=[step])["attempt"]
        if answer["status"] == "wrong":
            return step, answer
    raise AssertionError(f"{puzzle} has no wrong step")


def test_a_wrong_step_is_refuted_on_the_board_and_try_again_restores_the_start(
    page: Page, site_url: str
) -> None:
    puzzle = f"{GAME}/1"
    step, answer = wrong_step(puzzle)
    assert answer["refutation"]
    page.goto(f"{site_url}puzzles.html#game={GAME}&puzzle=1")
    wait_puzzle(page, 1)
    start = page.evaluate(f"() => document.querySelector('{BOARD}').position")
    click_step(page, step)
    wait_phase(page, "wrong", played=1 + len(answer["refutation"]))
    assert moves(page) == [step, *answer["replies"], *answer["refutation"]]
    board = page.locator(BOARD)
    expect(board.locator(".coach .said")).to_have_text(answer["said"])
    expect(page.locator("#streak")).to_have_text("0")
    board.get_by_role("button", name="Try again").click()
    wait_phase(page, "play")
    assert moves(page) == []
    assert page.evaluate(f"() => document.querySelector('{BOARD}').position") == start


def test_a_hint_draws_its_marks_and_the_solution_is_played(page: Page, site_url: str) -> None:
    puzzle = f"{GAME}/2"
    hint = ask(fn="puzzle", puzzle=puzzle, hint=True)["hint"]
    page.goto(f"{site_url}puzzles.html#game={GAME}&puzzle=2")
    wait_puzzle(page, 2)
    board = page.locator(BOARD)
    board.get_by_role("button", name="Hint").click()
    expect(board.locator(".coach .said")).to_have_text(hint["said"])
    page.wait_for_function(
        f"() => document.querySelector('{BOARD}').view.scene.told.includes('Marked')"
    )
    board.get_by_role("button", name="Show solution").click()
    line = solution(puzzle)
    wait_phase(page, "shown", played=len(line))
    assert moves(page) == line
    expect(page.locator("#streak")).to_have_text("0")
    # Shown is not solved: Python's words say so, and the puzzle is not counted.
    said = ask(fn="puzzle", puzzle=puzzle, moves=line, solution=True)["attempt"]["said"]
    assert said.startswith("That was the solution: ")
    expect(board.locator(".coach .said")).to_have_text(said)
    expect(board.locator(".coach")).not_to_contain_text("Solved")
    expect(page.locator("#progress")).to_have_text(re.compile("^0 of \\d+ puzzles solved\\.$"))


def test_a_puzzle_embedded_on_another_origin_is_solved_there(
    page: Page, site_url: str, tmp_path: Path
) -> None:
    body = (
        f"<!doctype html><title>A blog</title><h1>A {GAMES[GAME].title} puzzle</h1>\n"
        f'<script type="module" src="{site_url}board.js"></script>\n'
        f'<py-games-board puzzle="{GAME}/3"></py-games-board>\n'
        "<script>document.querySelector('py-games-board').addEventListener('solved',"
        " (e) => (window.solved = e.detail.info.id))</script>\n"
    )
    with other_origin(tmp_path, body) as url:
        page.goto(url)
        solve(page, f"{GAME}/3")
        assert page.evaluate("() => window.solved") == f"{GAME}/3"


def test_embed_html_sets_a_puzzle(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}embed.html#puzzle={GAME}/4")
    solve(page, f"{GAME}/4")


def test_the_puzzles_page_has_no_serious_accessibility_problem(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}puzzles.html#game={GAME}&puzzle=1")
    wait_puzzle(page, 1)
    assert serious_violations(page) == []
    step, _ = wrong_step(f"{GAME}/1")
    click_step(page, step)
    wait_phase(page, "wrong")
    assert serious_violations(page) == []


def test_the_puzzles_load_when_python_starts_from_its_snapshot(page: Page, site_url: str) -> None:
    """A restored snapshot has py_games's modules but not its files until the page is idle:
    the worker asks again, once they are back, a request that failed without them (the sets
    are files, read when first asked for)."""
    page.goto(f"{site_url}puzzles.html#game={GAME}&puzzle=5")
    wait_puzzle(page, 5)
    page.wait_for_function("() => document.documentElement.dataset.snapshot === 'saved'")
    page.reload()
    wait_puzzle(page, 5)
    assert page.evaluate("() => document.documentElement.dataset.boot") == "snapshot"


ASIDE = """() => Object.keys(localStorage).filter((k) => k.startsWith('py-games/unreadable/'))
    .map((k) => localStorage.getItem(k))"""


def test_damaged_progress_is_said_kept_aside_and_what_is_valid_stays(
    page: Page, site_url: str
) -> None:
    count = len(ask(fn="puzzles", game=GAME)["puzzles"])
    page.goto(f"{site_url}puzzles.html#game={GAME}&puzzle=1")
    wait_puzzle(page, 1)
    damaged = (
        f'{{"{GAME}": {{"solved": [1, 2, 100000, 2, "x"], "streak": 1e308, "best": 1e308}},'
        f' "{OTHER}": {{"solved": [3], "streak": 1, "best": 2}}}}'
    )
    page.evaluate("(v) => localStorage.setItem('py-games-puzzles', v)", damaged)
    page.reload()
    wait_puzzle(page, 1)
    expect(page.locator("#progress")).to_have_text(f"2 of {count} puzzles solved.")
    expect(page.locator("#streak")).to_have_text("0")
    expect(page.locator("#best")).to_have_text("0")
    notice = page.locator("#notice")
    expect(notice).to_contain_text("Your puzzle progress here was damaged")
    expect(notice).to_contain_text("kept aside in this browser's storage as “py-games/unreadable/")
    kept = page.evaluate(ASIDE)
    assert len(kept) == 1 and "100000" in kept[0] and "1e+308" in kept[0], kept
    stored = page.evaluate("() => JSON.parse(localStorage.getItem('py-games-puzzles'))")
    assert stored == {
        GAME: {"solved": [1, 2], "streak": 0, "best": 0},
        OTHER: {"solved": [3], "streak": 1, "best": 2},  # another game's, untouched
    }
    page.reload()  # repaired: nothing more to say
    wait_puzzle(page, 1)
    expect(notice).to_be_empty()
    # A value that is not JSON at all: said, kept aside as it was, and a clean start.
    page.evaluate("() => localStorage.setItem('py-games-puzzles', '{not json')")
    page.reload()
    wait_puzzle(page, 1)
    expect(notice).to_contain_text("Your puzzle progress could not be read")
    expect(page.locator("#progress")).to_have_text(f"0 of {count} puzzles solved.")
    assert "{not json" in page.evaluate(ASIDE)


def test_a_puzzle_solved_again_after_start_again_does_not_grow_the_streak(
    page: Page, site_url: str
) -> None:
    page.goto(f"{site_url}puzzles.html#game={GAME}&puzzle=5")
    page.get_by_label("Serve puzzles").select_option("set")
    wait_puzzle(page, 5)
    solve(page, f"{GAME}/5")
    expect(page.locator("#streak")).to_have_text("1")
    page.locator(BOARD).get_by_role("button", name="Start again").click()
    wait_phase(page, "play")
    solve(page, f"{GAME}/5")  # the same puzzle again: not right first time, nor a miss
    expect(page.locator(f"{BOARD} .coach .said")).to_contain_text("Solved!")
    expect(page.locator("#streak")).to_have_text("1")
    page.get_by_role("button", name="Next puzzle").click()
    wait_puzzle(page, 6)
    solve(page, f"{GAME}/6")
    expect(page.locator("#streak")).to_have_text("2")
