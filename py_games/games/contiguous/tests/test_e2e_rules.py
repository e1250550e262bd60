"""Contiguous's rules page in the built site: its diagrams show what their captions say."""

from __future__ import annotations

from playwright.sync_api import Page

from py_games import get_game
from tests.e2e.boards import BOARDS, check_rules_diagrams, wait_for_boards


def test_the_rules_page_diagrams_show_what_their_captions_say(page: Page, site_url: str) -> None:
    check_rules_diagrams(page, site_url, "contiguous", boards=4, checked=2)


def test_the_rules_page_placement_board_highlights_exactly_the_legal_cells(
    page: Page, site_url: str
) -> None:
    page.goto(f"{site_url}rules/contiguous.html")
    wait_for_boards(page)
    game = get_game("contiguous", size=5)
    state = game.initial_state()
    for step in ("c3", "d4", "e5"):
        state = game.apply(state, step)
    legal = page.evaluate(f"{BOARDS}[0].view.scene.legal.map(e => e.step)")
    assert legal == [str(m) for m in game.legal_moves(state)] == ["e4", "d5"]
    # And the joining example: 8 before a2, 7 after it.
    page.evaluate(f"{BOARDS}[1].browse(0)")
    page.wait_for_function(f"() => {BOARDS}[1].browsing === 0")
    assert page.evaluate(f"{BOARDS}[1].shown.scene.scores[0].value") == 8
    assert page.evaluate(f"{BOARDS}[1].view.scene.scores[0].value") == 7
