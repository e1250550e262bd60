"""The player page, for any game: how it loads, how the index leads to it, its options.

Tests that need a game take it from the registry (the first listed, for what every game does
alike); what a game does its own way is tested in its folder (``py_games/games/<id>/tests/``).
"""

from __future__ import annotations

import pytest
from boards import BOARD, board, open_player
from playwright.sync_api import Page, expect

from py_games import GAMES, get_game


def test_loading_reports_its_stages(page: Page, site_url: str) -> None:
    page.add_init_script(
        """
        window.__stages = [];
        window.__progress = [];
        const Original = window.Worker;
        window.Worker = class extends Original {
          constructor(...args) {
            super(...args);
            this.addEventListener("message", (e) => {
              if (e.data && e.data.type === "stage") window.__stages.push(e.data.stage);
              if (e.data && e.data.type === "stage") window.__progress.push(e.data.progress);
            });
          }
        };
        """
    )
    open_player(page, site_url)
    stages = page.evaluate("window.__stages")
    # The download stage repeats as bytes come in; the stages themselves come once, in order.
    assert [s for i, s in enumerate(stages) if i == 0 or stages[i - 1] != s] == [
        "runtime",
        "rules",
    ]
    assert stages.count("runtime") > 5, "the download reports its progress as it goes"
    progress = page.evaluate("window.__progress")
    assert progress == sorted(progress), "the progress bar never moves back"
    assert 0 < progress[len(progress) // 2] < progress[-1] < 1
    expect(page.locator(BOARD).locator(".loading")).to_be_hidden()


@pytest.mark.parametrize("game_id", list(GAMES))
def test_index_links_every_game_to_its_player(page: Page, site_url: str, game_id: str) -> None:
    page.goto(site_url)
    cards = page.locator(".game-card")
    expect(cards).to_have_count(len(GAMES))
    title = get_game(game_id).title
    page.get_by_role("link", name=f"Play {title}", exact=True).click()
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
    assert board(page, "b.view.board.game") == game_id


def test_coordinates_can_be_shown_on_the_player(page: Page, site_url: str) -> None:
    open_player(page, site_url)
    toggle = page.get_by_label("Show coordinates on the board")
    toggle.check()
    expect(page.locator(BOARD)).to_have_attribute("coordinates", "")
    toggle.uncheck()
    assert board(page, "b.showCoordinates") is False
