"""The site's diagrams without script: every board on every rules page shows its picture
(written in by build.py), sized as the live board is, and named for screen readers."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from boards import ANY_GAME
from playwright.sync_api import Browser, Page, expect

from py_games import GAMES

LAST_GAME = list(GAMES)[-1]
"""Each test reads another game's rules page: between them, three games'."""


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


def first_board_has_a_position(page: str) -> bool:
    """Whether the first board of a page's HTML is a diagram from a position of its own."""
    first = re.search(r"<py-games-board\b[^>]*>", page)
    return first is not None and re.search(r"\sposition=", first.group(0)) is not None


def test_the_live_board_takes_over_the_picture_without_a_jump(
    page: Page, site_url: str, dist_dir: Path
) -> None:
    # A rules page whose first board is such a diagram: nothing above it comes alive and
    # moves it (a board's words and buttons come with Python).
    game_id = next(
        g
        for g in GAMES
        if first_board_has_a_position((dist_dir / "rules" / f"{g}.html").read_text("utf-8"))
    )
    page.goto(f"{site_url}rules/{game_id}.html")
    # A diagram from a position of its own: only Python can draw it, seconds from now. Until
    # then its picture stands where the board will be, at the board's size.
    board = page.locator("main py-games-board[position]").first
    inside = board.locator(".board")
    expect(inside).to_have_class(re.compile(r"\bpictured\b"))
    before = inside.bounding_box()
    picture = board.locator(":scope > svg")
    assert picture.is_visible() or inside.get_attribute("data-painted") is not None
    expect(inside).to_have_attribute("data-painted", "")
    expect(picture).to_be_hidden()
    expect(board.locator("canvas")).to_be_visible()
    # The drawing area stays where it was, as large (the words under it come with Python).
    after = inside.bounding_box()
    assert before and after
    assert after["y"] == pytest.approx(before["y"], abs=1)
    assert after["height"] == pytest.approx(before["height"], abs=1)
    assert after["width"] == pytest.approx(before["width"], abs=1)


def test_printed_rules_show_the_diagrams_not_the_controls(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}rules/{ANY_GAME}.html")
    boards = page.locator("main py-games-board")
    for n in range(boards.count()):
        expect(boards.nth(n).locator(".board")).to_have_attribute("data-painted", "")
    page.emulate_media(media="print")
    for n in range(boards.count()):
        expect(boards.nth(n).locator("canvas")).to_be_visible()
        for button in boards.nth(n).locator(".controls button").all():
            expect(button).to_be_hidden()
    assert page.pdf()[:5] == b"%PDF-"


def test_printed_without_script_the_pictures_are_on_paper(
    browser: Browser, browser_context_args: dict[str, Any], site_url: str
) -> None:
    context = browser.new_context(**{**browser_context_args, "java_script_enabled": False})
    try:
        page = context.new_page()
        page.goto(f"{site_url}rules/{LAST_GAME}.html")
        page.emulate_media(media="print")
        pictures = page.locator("main py-games-board > svg")
        assert pictures.count() > 0
        for n in range(pictures.count()):
            expect(pictures.nth(n)).to_be_visible()
        assert page.pdf()[:5] == b"%PDF-"
    finally:
        context.close()
