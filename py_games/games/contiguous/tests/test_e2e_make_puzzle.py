"""Make a puzzle (web/practice/), on Contiguous's small boards: from a position in the player,
proved in the worker, its link opened on the Puzzles page and solved by clicks, kept under My
puzzles (in the practice journal: exported and imported with it; puzzles kept before it moved
in); a missed made puzzle comes back in Review mistakes; a position that is not a puzzle says
Python's reason; a forged link is refused; a made puzzle embedded on another origin is solved
there; axe on the dialog. (Cancel: tests/e2e/test_make_puzzle_cancel.py.)"""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import parse_qsl, quote

from playwright.sync_api import Page, expect

from py_games import get_game
from tests.e2e.boards import open_player
from tests.e2e.coaching import ask, click_step, moves, wait_phase
from tests.e2e.plugin import other_origin, serious_violations
from tests.e2e.practice_page import DAY, START, at, events, moment, tries

# Contiguous on a board of 4 (test_make_puzzle.py beside this file): one step wins (d4, in 4
# plies), and a position where two do.
PUZZLE = "121./1221/..22/.121 1 b4"
TWO_WIN = "1211/1222/121./..2. 1 c1"
LINK = {
    "game": "contiguous",
    "options": {"size": "4"},
    "position": PUZZLE,
    "solution": "d4",
    "depth": 4,
}
FRAGMENT = f"game=contiguous&size=4&position={quote(PUZZLE)}&solution=d4&depth=4"


def made(page: Page, status: str) -> None:
    page.get_by_role("button", name="Make a puzzle", exact=True).click()
    page.wait_for_function(
        "(s) => document.querySelector('#make-puzzle')?.dataset.status === s", arg=status
    )


def solve(page: Page, selector: str = "py-games-board") -> None:
    """Play the solver's steps of the line Python gives by clicks; the coach answers."""
    line = ask(fn="puzzle", made=LINK, solution=True)["solution"]
    while True:
        wait_phase_any(page, selector)
        if page.evaluate(f"() => document.querySelector('{selector}').dataset.coach") != "play":
            break
        played = moves(page, selector)
        click_step(page, line[len(played)], selector)
        page.wait_for_function(
            f"""(n) => {{ const b = document.querySelector("{selector}");
                return b.moves.length > n && b.dataset.coach !== "busy"; }}""",
            arg=len(played),
        )
    wait_phase(page, "right", selector)


def wait_phase_any(page: Page, selector: str) -> None:
    page.wait_for_function(
        f"""() => ["play", "right", "wrong"].includes(
            document.querySelector("{selector}")?.dataset.coach)"""
    )


def test_a_position_made_a_puzzle_opens_by_its_link_is_solved_and_kept(
    page: Page, site_url: str
) -> None:
    open_player(page, site_url, f"game=contiguous&size=4&position={quote(PUZZLE)}")
    made(page, "puzzle")
    goal = ask(fn="puzzle", made=LINK)["puzzle"]["goal"]
    expect(page.locator("#make-puzzle-goal")).to_have_text(goal)
    expect(page.locator("#make-puzzle-facts")).to_contain_text("Depth 4")
    href = page.locator("#make-puzzle-open").get_attribute("href")
    assert href is not None and href.startswith(f"{site_url}puzzles.html#")
    fields = dict(parse_qsl(href.partition("#")[2]))
    assert {k: fields[k] for k in ("game", "size", "position", "solution", "depth")} == {
        "game": "contiguous", "size": "4", "position": PUZZLE, "solution": "d4", "depth": "4"
    }  # fmt: skip
    page.get_by_role("button", name="Keep").click()
    expect(page.locator("#make-puzzle-said")).to_contain_text("Kept")
    page.goto(href)
    wait_phase(page, "play")
    expect(page.locator("#task-title")).to_have_text("A made puzzle")
    solve(page)
    expect(page.locator("#mine-list a")).to_have_count(1)
    # The same link, its options in the journal's order (by name).
    mine = page.locator("#mine-list a").get_attribute("href") or ""
    assert dict(parse_qsl(mine.lstrip("#"))) == dict(parse_qsl(href.partition("#")[2]))


def test_a_position_that_is_not_a_puzzle_says_why(page: Page, site_url: str) -> None:
    open_player(page, site_url, f"game=contiguous&size=4&position={quote(TWO_WIN)}")
    made(page, "none")
    expect(page.locator("#make-puzzle-status")).to_have_text(
        "2 steps win within 4 plies: b1 and d2. A puzzle has exactly one."
    )
    expect(page.locator("#make-puzzle-made")).to_be_hidden()


def test_a_forged_link_is_refused_with_the_reason(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}puzzles.html#{FRAGMENT.replace('solution=d4', 'solution=a2')}")
    expect(page.locator("#task-title")).to_contain_text("solution, a2, does not win within 4 plies")


def test_a_made_puzzle_embedded_on_another_origin_is_solved_there(
    page: Page, site_url: str, tmp_path: Path
) -> None:
    attribute = FRAGMENT.replace("&", "&amp;")
    body = (
        "<!doctype html><title>A blog</title><h1>A puzzle from my game</h1>\n"
        f'<script type="module" src="{site_url}board.js"></script>\n'
        f'<py-games-board puzzle="{attribute}" interactive></py-games-board>\n'
    )
    with other_origin(tmp_path, body) as url:
        page.goto(url)
        wait_phase(page, "play")
        solve(page)


def test_the_make_a_puzzle_dialog_has_no_serious_accessibility_problem(
    page: Page, site_url: str
) -> None:
    open_player(page, site_url, f"game=contiguous&size=4&position={quote(PUZZLE)}")
    made(page, "puzzle")
    assert serious_violations(page) == []


def test_a_step_the_review_marked_offers_a_puzzle_of_the_position_before_it(
    page: Page, site_url: str
) -> None:
    # test_make_puzzle.py's game (BLUNDER): the review marks step 6 a blunder.
    start, line = ".211../..122./.21112/1.1221/222112/112212 1 f4", "f5 e6 f6 b5 a5 a6 b3 a4"
    open_player(page, site_url, f"game=contiguous&position={quote(start)}&moves={quote(line)}")
    page.fill("#review-iterations", "200")
    page.click("#review-start")
    expect(page.locator("#review-summary")).not_to_be_empty(timeout=180_000)
    page.click("#moves button[data-ply='6']")
    page.get_by_role("button", name="Make a puzzle of the position before this step").click()
    page.wait_for_function(
        "() => document.querySelector('#make-puzzle')?.dataset.status === 'puzzle'"
    )
    href = page.locator("#make-puzzle-open").get_attribute("href") or ""
    fields = dict(parse_qsl(href.partition("#")[2]))
    game = get_game("contiguous")
    before = game.from_position(start)
    for step in line.split()[:5]:
        before = game.apply(before, step)
    assert fields["position"] == game.position(before)
    assert (fields["solution"], fields["depth"]) == ("a4", "3")
    page.keyboard.press("Escape")
    expect(page.locator("#make-puzzle")).not_to_be_visible()
    page.click("#moves button[data-ply='3']")  # a step not marked: no such button
    expect(page.locator("#make-puzzle-before")).to_be_hidden()


def test_the_editor_makes_a_puzzle_of_its_position(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}editor.html#game=contiguous&size=4&position={quote(PUZZLE)}")
    expect(page.locator("#editor")).to_have_attribute("data-status", "possible")
    made(page, "puzzle")
    href = page.locator("#make-puzzle-open").get_attribute("href") or ""
    assert dict(parse_qsl(href.partition("#")[2]))["solution"] == "d4"


def test_puzzles_kept_before_the_journal_move_into_it_and_a_damaged_store_is_said(
    page: Page, site_url: str
) -> None:
    kept = {
        **LINK,
        "options": {"size": 4},
        "goal": "Red to play",
        "difficulty": 6,
        "kept": "2026-01-02",
    }
    page.goto(f"{site_url}puzzles.html")
    page.evaluate(
        "(k) => localStorage.setItem('py-games-made', JSON.stringify([k, {game: 3}, 'junk']))",
        kept,
    )
    page.reload()
    expect(page.locator("#mine-notice")).to_contain_text("could not be read")
    expect(page.locator("#mine-list a")).to_have_count(1)
    expect(page.locator("#mine-list a")).to_have_text(
        "Contiguous: depth 4, difficulty 6 (2026-01-02)"
    )
    # In the journal now (a made event of the day it was kept), and the old key gone.
    [moved] = [e for e in events(page) if e["kind"] == "made"]
    assert moved["at"] == 1_767_312_000_000  # 2026-01-02 00:00 UTC
    assert {k: moved[k] for k in ("game", "options", "position", "solution", "depth")} == {
        **LINK, "options": {"size": 4}
    }  # fmt: skip
    assert page.evaluate("() => localStorage.getItem('py-games-made')") is None
    aside = page.evaluate(
        "() => Object.keys(localStorage).filter((k) => k.startsWith('py-games/unreadable/'))"
    )
    assert len(aside) == 1
    page.reload()  # moved once: the list is the same, and nothing more is said
    expect(page.locator("#mine-list a")).to_have_count(1)
    expect(page.locator("#mine-notice")).to_have_text("")
    assert len([e for e in events(page) if e["kind"] == "made"]) == 1


def test_a_kept_made_puzzle_is_exported_and_an_import_brings_it_back_to_an_empty_browser(
    page: Page, site_url: str, tmp_path: Path
) -> None:
    open_player(page, site_url, f"game=contiguous&size=4&position={quote(PUZZLE)}")
    made(page, "puzzle")
    page.get_by_role("button", name="Keep").click()
    expect(page.locator("#make-puzzle-said")).to_contain_text("Kept")
    page.goto(f"{site_url}puzzles.html#{FRAGMENT}")
    wait_phase(page, "play")
    mine = page.locator("#mine-list a")
    expect(mine).to_have_count(1)
    with page.expect_download() as download:
        page.get_by_role("button", name="Export my practice").click()
    exported = tmp_path / "practice.jsonl"
    download.value.save_as(exported)
    [line] = [json.loads(row) for row in exported.read_text(encoding="utf-8").splitlines()[1:]]
    assert line["kind"] == "made" and line["solution"] == "d4" and line["position"] == PUZZLE
    page.evaluate("() => localStorage.clear()")  # another browser
    page.reload()
    wait_phase(page, "play")
    expect(mine).to_have_count(0)
    page.locator("#import-file").set_input_files(exported)
    expect(page.locator("#practice-notice")).to_have_text("1 event added")
    expect(mine).to_have_count(1)
    mine.click()
    expect(page.locator("#task-title")).to_have_text("A made puzzle")


def test_a_missed_made_puzzle_is_due_after_a_day_and_review_mistakes_opens_it(
    page: Page, site_url: str
) -> None:
    # Opened from a link, never kept: missed, it is kept so that it can come back.
    page.clock.install(time=moment(START))
    page.goto(f"{site_url}puzzles.html#{FRAGMENT}")
    wait_phase(page, "play")
    game = get_game("contiguous", size=4)
    wrong = next(
        str(m) for m in game.legal_moves(game.from_position(PUZZLE))
        if ask(fn="puzzle", made=LINK, moves=[str(m)])["attempt"]["status"] == "wrong"
    )  # fmt: skip
    click_step(page, wrong)
    wait_phase(page, "wrong")
    made_id = ask(fn="puzzle", made=LINK)["puzzle"]["id"]
    assert made_id.startswith("made/")
    assert tries(page) == [(made_id, "missed")]
    expect(page.locator("#mine-list a")).to_have_count(1)
    # A collection takes it, and opens it.
    page.locator("#collection-name").fill("From my games")
    page.get_by_role("button", name="Add", exact=True).click()
    expect(page.locator("#collections")).to_contain_text("From my games (1)")
    opens = page.get_by_role("link", name="From my games (1)").get_attribute("href") or ""
    assert "solution=d4" in opens and "mode=collection" in opens, opens
    missed_at = int(events(page)[0]["at"])  # type: ignore[call-overload]
    due = page.locator("#due")
    at(page, missed_at + DAY - 60_000)
    expect(due).to_have_text("No mistakes to review")
    at(page, missed_at + DAY)
    expect(due).to_have_text("1 mistake to review")
    page.get_by_role("button", name="Review mistakes").click()
    expect(page.locator("#mode")).to_have_text("1 mistake to review")
    assert "mode=review" in page.url and "solution=d4" in page.url
    wait_phase(page, "play")
    solve(page)
    expect(due).to_have_text("No mistakes to review")
    assert tries(page) == [(made_id, "missed"), (made_id, "solved")]
