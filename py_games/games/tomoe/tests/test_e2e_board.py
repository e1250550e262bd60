"""Tomoe's board anywhere: its picker stays on the board, its rules page's figures fit a phone."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.boards import ready


def test_the_picker_stays_on_the_board_and_off_the_place_chosen(page: Page, site_url: str) -> None:
    page.goto(site_url + "embed.html#game=tomoe&interactive")
    board = page.locator("py-games-board")
    expect(board).to_have_attribute("data-status", "ready")
    for space in ("32", "1"):  # the bottom row, then the top
        at = board.evaluate("(b, s) => b.cellCenter(s)", space)
        page.mouse.click(at["x"], at["y"])
        picker = board.locator(".picker")
        expect(picker).to_be_visible()
        box = picker.bounding_box()
        canvas = board.locator("canvas").first.bounding_box()
        corners = board.evaluate("(b, s) => b.cellOutline(s)", space)
        assert box and canvas
        inside = canvas["y"] - 1 <= box["y"]
        assert inside and box["y"] + box["height"] <= canvas["y"] + canvas["height"] + 1
        top, bottom = min(c["y"] for c in corners), max(c["y"] for c in corners)
        assert box["y"] >= bottom or box["y"] + box["height"] <= top, "the picker covers the space"
        page.keyboard.press("Escape")
        expect(picker).to_be_hidden()


def test_tomoe_figures_take_a_phone_screen_and_name_the_spaces_they_speak_of(
    page: Page, site_url: str
) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(site_url + "rules/tomoe.html")
    ready(page)
    widths = page.evaluate(
        "() => [...document.querySelectorAll('figure py-games-board')]"
        ".map(b => b.getBoundingClientRect().width)"
    )
    assert min(widths) >= 389, widths
    # A figure whose caption names spaces writes every space's number on the board.
    named = page.evaluate(
        """() => [...document.querySelectorAll('figure')]
            .filter(f => f.querySelector('[data-fact=locked], [data-fact=step]'))
            .map(f => f.querySelector('py-games-board').hasAttribute('coordinates'))"""
    )
    assert named and all(named), named
