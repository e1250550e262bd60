"""Tonga's stones as the player page marks its players: each stone's own colour, in both
themes, beside the player's name in words."""

from __future__ import annotations

from typing import Literal

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.boards import BOARD, board, open_player

# The board's stones (web/render/seats.js STONES): the same in both themes.
BLACK_FILL, WHITE_FILL = "rgb(27, 27, 27)", "rgb(247, 247, 242)"


@pytest.mark.parametrize("scheme", ["dark", "light"])
def test_stones_markers_show_their_own_colour_in_both_themes(
    page: Page, site_url: str, scheme: Literal["dark", "light"]
) -> None:
    page.emulate_media(color_scheme=scheme)
    open_player(page, site_url, "game=tonga")
    step = board(page, "b.view.scene.legal[0].step")
    page.evaluate(f"s => document.querySelector('{BOARD}').play(s)", step)
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 1")
    rows = page.locator("#scores tbody tr")
    expect(rows).to_have_count(2)
    # Decorative (hidden from screen readers); the name says who, in words.
    for row, (name, fill) in enumerate([("Black", BLACK_FILL), ("White", WHITE_FILL)]):
        cell = rows.nth(row).locator("td.player")
        expect(cell.locator(".name")).to_have_text(name)
        expect(cell.locator(".glyph")).to_have_attribute("aria-hidden", "true")
        expect(cell.locator(".glyph .stone")).to_have_css("background-color", fill)
    mover = board(page, "b.view.movers[0]")
    mark = page.locator("#moves li").first.locator(".glyph")
    expect(mark).to_have_attribute("aria-hidden", "true")
    expect(mark.locator(".stone")).to_have_css("background-color", [BLACK_FILL, WHITE_FILL][mover])
    # The edge sets each stone off from the paper: light around black, dark around white.
    edges = page.evaluate(
        """() => [...document.querySelectorAll('#scores .glyph .stone')]
                 .map(s => getComputedStyle(s).borderTopColor)"""
    )
    assert edges == ["rgb(138, 138, 138)", "rgb(77, 77, 77)"]
