"""Nonaga's rules page in the built site: its diagrams show what their captions say."""

from __future__ import annotations

from playwright.sync_api import Page

from py_games import get_game
from tests.e2e.boards import check_rules_diagrams, wait_for_boards


def test_the_rules_page_diagrams_show_what_their_captions_say(page: Page, site_url: str) -> None:
    check_rules_diagrams(page, site_url, "nonaga", boards=4, checked=0)


def test_nonaga_diagrams_mark_as_many_places_as_their_captions_say(
    page: Page, site_url: str
) -> None:
    page.goto(f"{site_url}rules/nonaga.html")
    wait_for_boards(page)
    game = get_game("nonaga")
    captions = page.locator("figcaption[data-targets]")
    assert captions.count() == 3
    for i in range(captions.count()):
        figure = captions.nth(i).locator("xpath=..")
        element = figure.locator("py-games-board")
        clicks = (element.get_attribute("targets") or "").split()
        state = game.from_position(element.get_attribute("position") or "")
        # What Python says the next click can take, after the diagram's clicks.
        legal = [m.cells for m in game.legal_moves(state)]
        expected = {c[len(clicks)] for c in legal if list(c[: len(clicks)]) == clicks}
        shown = element.evaluate("b => b.frame.targets")
        assert set(shown) == expected
        assert [int(t) for t in captions.nth(i).locator("b").all_inner_texts()] == [len(expected)]
