"""The player page, for any game: how it loads, how the index leads to it, its options, a hint.

Tests that need a game take it from the registry (the first listed, for what every game does
alike); what a game does its own way is tested in its folder (``py_games/games/<id>/tests/``).
"""

from __future__ import annotations

import re

import pytest
from boards import ANY_GAME, BOARD, board, link, message, open_player
from playwright.sync_api import Page, expect
from reviews import small

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


def test_a_hint_shows_a_legal_step_and_a_click_clears_it(page: Page, site_url: str) -> None:
    open_player(page, site_url, f"{link(ANY_GAME, **small(ANY_GAME))}&seats=human+1")
    hint = page.get_by_role("button", name="Hint")
    expect(hint).to_be_enabled()
    hint.click()
    expect(page.locator(BOARD).locator(".message")).to_have_text(re.compile("^Hint: "))
    shown = board(page, "b.frame.hint")
    legal = board(page, "b.view.scene.legal")
    entry = next(e for e in legal if e["step"] == shown["step"])
    assert shown["cells"] == entry["cells"]
    assert message(page).startswith(f"Hint: {shown['step']}")
    # Marked on the board: the frame drawn selects the hinted places.
    assert board(page, "b.frame.selected") == entry["cells"]
    # A click elsewhere (beside the board) drops it.
    box = page.locator(BOARD).bounding_box()
    assert box is not None
    page.mouse.click(box["x"] + 2, box["y"] + 2)
    page.wait_for_function(f"() => document.querySelector('{BOARD}').frame.hint === null")
    assert not message(page).startswith("Hint")
    # Not the person's turn: no hint.
    board(page, "b.play(b.view.scene.legal[0].step)")
    page.wait_for_function(f"() => document.querySelector('{BOARD}').thinking")
    expect(hint).to_be_disabled()


def test_a_link_written_as_a_query_opens_its_game(page: Page, site_url: str) -> None:
    game_id = next(g for g in GAMES if small(g))  # a game with a board size
    page.goto(f"{site_url}play.html?{link(game_id, **small(game_id))}")
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
    assert board(page, "b.view.board.game") == game_id
    assert board(page, "b.view.board.options") == dict(get_game(game_id, **small(game_id)).options)
    # The query is gone (a reload or a share link keeps to the # form).
    assert page.evaluate("location.search") == ""


def test_the_index_says_what_a_visitor_can_do(page: Page, site_url: str) -> None:
    page.goto(site_url)
    intro = page.locator(".intro").first
    for words in ("on one device", "against the computer", "five levels", "offline"):
        expect(intro).to_contain_text(words)
    expect(intro).not_to_contain_text("against a friend")
    # And authors find the editor.
    editor = page.get_by_role("link", name="position editor")
    expect(editor).to_have_attribute("href", "editor.html")
