"""A game the site has never seen, added as docs/adding-a-game.md says — its module and its name
in the registry, with ``web/`` untouched — is on the built site's index, has a rules page with
the shared head, and plays to the end in the player, by clicks, with Python's result.

The project is copied with Gomoku on 7×7 added (tests/toy/), built by the copy's own build.py
and served like the real site.
"""

from __future__ import annotations

import filecmp
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from boards import BOARD, board, click_cell
from playwright.sync_api import Page, expect
from toy.project import ROOT, with_game

from conftest import serving

# Black makes five across rank 1 while White answers on rank 2: nine steps.
MOVES = ["a1", "a2", "b1", "b2", "c1", "c2", "d1", "d2", "e1"]


@pytest.fixture(scope="module")
def toy_site(
    build_module: ModuleType, dist_dir: Path, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[str]:
    """The copy with Gomoku, built by its own build.py, served on 127.0.0.1 (after the site's
    own build, which installs the npm packages the copy links to)."""
    project = with_game(tmp_path_factory.mktemp("new-game") / "project")
    # web/ is this project's, byte for byte: the new game asks nothing of it.
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
    with serving(build_module, project / "dist") as url:
        yield url


def test_the_index_lists_the_new_game_with_its_rules(page: Page, toy_site: str) -> None:
    page.goto(toy_site)
    card = page.locator(".game-card[data-game='gomoku']")
    expect(card).to_contain_text("Put down a stone of your colour; five in a row wins.")
    expect(page.locator("h1")).to_have_text("Six abstract strategy games")
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
