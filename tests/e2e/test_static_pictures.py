"""The site's diagrams without script: every board on every rules page shows its picture
(written in by build.py), sized as the live board is, and named for screen readers."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, expect

from py_games import GAMES


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_board_reads_right_with_javascript_disabled(
    browser: Browser, browser_context_args: dict[str, Any], site_url: str, game_id: str
) -> None:
    context = browser.new_context(**{**browser_context_args, "java_script_enabled": False})
    try:
        page = context.new_page()
        page.goto(f"{site_url}rules/{game_id}.html")
        boards = page.locator("main py-games-board")
        assert boards.count() > 0
        for n in range(boards.count()):
            picture = boards.nth(n).locator(":scope > svg")
            expect(picture).to_be_visible()
            # A picture as wide as the figure its board stands in, with its own words.
            box, holder = picture.bounding_box(), boards.nth(n).bounding_box()
            assert box and holder and box["width"] == pytest.approx(holder["width"], abs=1)
            assert box["height"] > 100
            label = picture.get_attribute("aria-label") or ""
            assert label.startswith(f"{GAMES[game_id].title} board. ")
            # Pieces and places are drawn: more than a blank frame.
            assert picture.locator("path").count() > 1
    finally:
        context.close()
