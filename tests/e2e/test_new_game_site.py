"""Games the site has never seen, added as docs/tutorials/add-a-game.md says — each its folder and
its line in the registry, with ``web/`` untouched — are on the built site's index, have a rules
page with the shared head, and play to the end in the player, by clicks, with Python's result.
A game with none of the optional parts (Breakthrough: no editor, lesson, puzzles or rules page)
is offered no "Show … on the board" box, and the editor, Learn and Puzzles pages say, in
Python's words, what it lacks.

The project is copied with Gomoku on 7×7 and Breakthrough on 5×5 added (tests/toy/), built by
the copy's own build.py and served like the real site.
"""

from __future__ import annotations

import filecmp
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from boards import BOARD, board, click_cell, play_by_clicks
from playwright.sync_api import Page, expect
from toy.project import BREAKTHROUGH, GOMOKU, ROOT, with_game

from conftest import serving

# Black makes five across rank 1 while White answers on rank 2: nine steps.
MOVES = ["a1", "a2", "b1", "b2", "c1", "c2", "d1", "d2", "e1"]
# Breakthrough: Black steps up, White takes it, Black takes back, and Black's piece walks
# through the gap White left and takes on rank 5; each step clicked as from-cell, to-cell.
STEPS = [("c2", "c3"), ("b4", "c3"), ("d2", "c3"), ("e4", "e3"), ("c3", "b4"), ("a4", "a3"),
         ("b4", "c5")]  # fmt: skip


@pytest.fixture(scope="module")
def toy_project(
    build_module: ModuleType, dist_dir: Path, tmp_path_factory: pytest.TempPathFactory
) -> Path:
    """The copy with Gomoku and Breakthrough, its site built by its own build.py in its dist/
    (after the site's own build, which installs the npm packages the copy links to)."""
    project = with_game(tmp_path_factory.mktemp("new-game") / "project", GOMOKU, BREAKTHROUGH)
    # web/ is this project's, byte for byte: the new games ask nothing of it.
    compared = filecmp.dircmp(ROOT / "web", project / "web")
    assert not (compared.diff_files or compared.left_only or compared.right_only)
    done = subprocess.run(
        [sys.executable, "build.py", "--out", str(project / "dist")],
        cwd=project,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return project


@pytest.fixture(scope="module")
def toy_site(build_module: ModuleType, toy_project: Path) -> Iterator[str]:
    """The copy's site, served on 127.0.0.1 like the real one."""
    with serving(build_module, toy_project / "dist") as url:
        yield url


def test_the_index_lists_the_new_game_with_its_rules(page: Page, toy_site: str) -> None:
    page.goto(toy_site)
    card = page.locator(".game-card[data-game='gomoku']")
    expect(card).to_contain_text("Put down a stone of your colour; five in a row wins.")
    expect(page.locator("h1")).to_have_text("Seven abstract strategy games")
    card.get_by_role("link", name="Rules of Gomoku", exact=True).click()
    # The shared head of every rules page, and the rules from the game's docstring.
    expect(page).to_have_title("How to play Gomoku — py-games")
    expect(page.locator("header h1")).to_have_text("How to play Gomoku")
    expect(page.locator("main.rules")).to_contain_text("five or more stones of their colour")
    expect(page.locator("py-games-board")).to_have_attribute("data-status", "ready")
    page.get_by_role("link", name="Play it").click()
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
    assert board(page, "b.view.board.title") == "Gomoku"


def test_the_new_game_plays_to_its_end_in_the_player(page: Page, toy_site: str) -> None:
    page.goto(f"{toy_site}play.html#game=gomoku")
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
    expect(page.locator("#turn")).to_contain_text("Black to move.")
    for ply, cell in enumerate(MOVES, start=1):
        click_cell(page, cell)
        page.wait_for_function(
            f"n => document.querySelector('{BOARD}').moves.length === n", arg=ply
        )
    expect(page.locator(BOARD)).to_have_attribute("data-status", "over")
    expect(page.locator("#result strong")).to_have_text("Black wins.")
    expect(page.locator("#result")).to_contain_text("Black has 5 in a row.")
    assert board(page, "b.view.scene.outcome.winners") == [0]
    # A refused click is explained in the game's own words.
    page.goto(f"{toy_site}play.html#game=gomoku&moves=d4")
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
    click_cell(page, "d4")
    expect(page.locator(BOARD).locator(".message")).to_have_text("d4 is not empty")


def test_a_game_of_pieces_is_on_the_index_with_its_rules(page: Page, toy_site: str) -> None:
    page.goto(toy_site)
    card = page.locator(".game-card[data-game='breakthrough']")
    expect(card).to_contain_text("Move your pieces forward and take diagonally")
    card.get_by_role("link", name="Rules of Breakthrough", exact=True).click()
    # No rules page of its own: the rules from its docstring, under the shared head.
    expect(page).to_have_title("How to play Breakthrough — py-games")
    expect(page.locator("main.rules")).to_contain_text("A piece never takes straight ahead.")
    page.get_by_role("link", name="Play it").click()
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
    assert board(page, "b.view.board.title") == "Breakthrough"


def test_a_game_of_pieces_plays_to_its_end_by_clicks(page: Page, toy_site: str) -> None:
    page.goto(f"{toy_site}play.html#game=breakthrough")
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
    expect(page.locator("#turn")).to_contain_text("Black to move.")
    # Its scenes have no regions, and it names none: there is nothing to show.
    expect(page.locator("label:has(#show-groups)")).to_be_hidden()
    pieces = "b.view.scene.pieces.map(p => `${p.id}@${p.at}`)"
    for ply, (start, end) in enumerate(STEPS, start=1):
        play_by_clicks(page, start, end)
        if ply == 1:  # the piece that moved is the same piece, so the board glides it
            assert "c2@c3" in board(page, pieces)
        if ply == 2:  # White's piece took Black's: one piece fewer
            assert board(page, f"{pieces}.length") == 19
            assert "b4@c3" in board(page, pieces) and "c2@c3" not in board(page, pieces)
    expect(page.locator(BOARD)).to_have_attribute("data-status", "over")
    expect(page.locator("#result strong")).to_have_text("Black wins.")
    expect(page.locator("#result")).to_contain_text("Black reached rank 5")
    assert board(page, "b.view.scene.outcome.winners") == [0]
    assert board(page, "b.view.scene.scores.map(s => s.value)") == [9, 8]
    # A click on the other player's piece is refused in the game's own words.
    page.goto(f"{toy_site}play.html#game=breakthrough&moves=c2-c3")
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
    click_cell(page, "c3")
    expect(page.locator(BOARD).locator(".message")).to_have_text("the piece on c3 is Black's")


def test_pages_of_parts_it_lacks_say_so_in_pythons_words(page: Page, toy_site: str) -> None:
    page.goto(f"{toy_site}editor.html#game=breakthrough")
    expect(page.locator("#problem")).to_contain_text("Breakthrough has no position editor")
    # Another game, one with an editor, opens instead.
    expect(page.locator("#game")).not_to_have_value("breakthrough")
    assert page.locator("#game option[value='breakthrough']").count() == 0
    page.goto(f"{toy_site}learn.html#game=breakthrough")
    expect(page.locator("main")).to_contain_text("Breakthrough has no lesson yet")
    page.goto(f"{toy_site}puzzles.html#game=breakthrough")
    expect(page.locator("main")).to_contain_text("Breakthrough has no puzzles")


def test_the_browser_tests_over_every_game_pass_on_a_game_of_pieces(toy_project: Path) -> None:
    # The copy's own browser suite, on its built site, restricted to the tests naming the game.
    env = {**os.environ, "PYTHONPATH": str(toy_project), "PY_GAMES_DIST": "dist"}
    command = ["pytest", "tests/e2e", "-k", "breakthrough", "-v", "-p", "no:randomly"]
    done = subprocess.run(
        [sys.executable, "-m", *command],
        cwd=toy_project,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    report = done.stdout + done.stderr
    assert done.returncode == 0, report[-4000:]
    ran = [line for line in report.splitlines() if "breakthrough" in line and "PASSED" in line]
    # The index, its link to the player, the pictures and the page without JavaScript.
    assert len(ran) >= 4, report[-3000:]
