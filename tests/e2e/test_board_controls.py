"""Boards on other pages (rules pages, authors' embeds, puzzles): each offers Undo and Play
again (a diagram its step buttons), can fill the screen and follows the colours of the page it
is on. What a board says of a game's turns, a finger's confirmation on small cells and what a
screen reader hears are tested with a game in its folder (``py_games/games/<id>/tests/``)."""

from __future__ import annotations

import re

import pytest
from boards import ANY_GAME, BIGGEST, BIGGEST_GAME, ready
from playwright.sync_api import Page, expect

from conftest import serious_violations
from py_games import GAMES


def test_authors_choose_which_controls_a_board_shows(page: Page, site_url: str) -> None:
    page.goto(site_url + "host-light.html")
    ready(page)
    board = page.locator("py-games-board[interactive]")
    buttons = ["Undo", "Play again", "Full screen"]
    for name in buttons:
        expect(board.get_by_role("button", name=name)).to_be_visible()
    expect(board.locator(".status")).to_be_visible()
    board.evaluate("b => b.setAttribute('controls', 'off')")
    expect(board.locator(".status")).to_be_hidden()
    for name in buttons:
        expect(board.get_by_role("button", name=name)).to_be_hidden()
    board.evaluate("b => b.setAttribute('controls', 'status enlarge')")
    expect(board.locator(".status")).to_be_visible()
    expect(board.get_by_role("button", name="Full screen")).to_be_visible()
    expect(board.get_by_role("button", name="Undo")).to_be_hidden()
    # A diagram keeps its step buttons, and counts its positions as a reader does.
    diagram = page.locator("figure py-games-board")
    expect(diagram.get_by_role("button", name="Next step")).to_be_visible()
    expect(diagram.locator(".caption")).to_have_text(re.compile(r"^Position 1 of 3 · "))


def test_any_board_can_fill_the_screen(page: Page, site_url: str) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(site_url + f"embed.html#game={BIGGEST_GAME}&{BIGGEST}&interactive")
    board = page.locator("py-games-board")
    expect(board).to_have_attribute("data-status", "ready")
    before = board.evaluate("b => b.shadowRoot.querySelector('canvas').clientWidth")
    board.get_by_role("button", name="Full screen").click()
    enlarged = "b => document.fullscreenElement === b || b.hasAttribute('data-enlarged')"
    page.wait_for_function(f"() => ({enlarged})(document.querySelector('py-games-board'))")
    # Upright on a phone, the board grows past the screen's width (it scrolls sideways): its
    # small cells grow with it.
    page.wait_for_function(
        "w => document.querySelector('py-games-board').shadowRoot"
        ".querySelector('canvas').clientWidth > 1.5 * w",
        arg=before,
    )
    board.get_by_role("button", name="Leave full screen").click()
    page.wait_for_function(f"() => !({enlarged})(document.querySelector('py-games-board'))")
    page.wait_for_function(
        "w => document.querySelector('py-games-board').shadowRoot"
        ".querySelector('canvas').clientWidth === w",
        arg=before,
    )


@pytest.mark.parametrize(
    ("host", "system", "expected"),
    [
        ("host-light.html", "dark", "light"),
        ("host-dark.html", "light", "dark"),
        ("host-plain.html", "dark", "light"),  # declares nothing: what is painted behind
    ],
)
def test_boards_follow_the_page_they_are_on(
    page: Page, site_url: str, host: str, system: str, expected: str
) -> None:
    page.emulate_media(color_scheme=system)
    page.goto(site_url + host)
    ready(page)
    schemes = page.evaluate(
        "() => [...document.querySelectorAll('py-games-board')].map(b => b.dataset.scheme)"
    )
    assert schemes == [expected, expected]
    # Nothing of the board's (its words on the page's background least of all) fails axe.
    assert serious_violations(page) == []


def test_the_theme_attribute_overrides_the_page(page: Page, site_url: str) -> None:
    page.goto(site_url + "host-light.html")
    ready(page)
    board = page.locator("py-games-board[interactive]")
    board.evaluate("b => b.setAttribute('theme', 'dark')")
    expect(board).to_have_attribute("data-scheme", "dark")
    # Seat 5's colour is named for the scheme it is drawn in (black on light, white on dark).
    board.evaluate("b => b.setAttribute('theme', 'auto')")
    expect(board).to_have_attribute("data-scheme", "light")


def test_an_embed_without_a_game_says_what_is_missing(page: Page, site_url: str) -> None:
    page.goto(site_url + "embed.html")
    note = page.locator("#caption")
    expect(note).to_contain_text("This embed names no game")
    expect(note).to_contain_text(f"#game={ANY_GAME} ({GAMES[ANY_GAME].title})")
    assert page.locator("py-games-board").count() == 0


def test_coordinates_are_written_on_the_board_on_request(page: Page, site_url: str) -> None:
    page.goto(site_url + f"embed.html#game={ANY_GAME}&interactive")
    board = page.locator("py-games-board")
    expect(board).to_have_attribute("data-status", "ready")
    canvas = "b => b.shadowRoot.querySelector('canvas').toDataURL()"
    plain_board = board.evaluate(canvas)
    board.evaluate("b => { b.showCoordinates = true; }")
    expect(board).to_have_attribute("coordinates", "")
    page.wait_for_function(
        f"p => ({canvas})(document.querySelector('py-games-board')) !== p", arg=plain_board
    )
    board.evaluate("b => { b.showCoordinates = false; }")
    page.wait_for_function(
        f"p => ({canvas})(document.querySelector('py-games-board')) === p", arg=plain_board
    )


def test_the_board_is_drawn_at_its_width_when_the_window_or_its_place_changes(
    page: Page, site_url: str
) -> None:
    # The width is measured when it changes (a ResizeObserver), not in every frame: a narrower
    # window, and the board taken off the page and put back narrower, are both drawn at their
    # new width.
    page.set_viewport_size({"width": 900, "height": 800})
    page.goto(site_url + f"embed.html#game={BIGGEST_GAME}&{BIGGEST}&interactive")
    ready(page)
    drawn_below = """w => document.querySelector('py-games-board').shadowRoot
        .querySelector('canvas').width < w"""
    width = "b => b.shadowRoot.querySelector('canvas').width"
    board = page.locator("py-games-board")
    wide = board.evaluate(width)
    page.set_viewport_size({"width": 450, "height": 800})
    page.wait_for_function(drawn_below, arg=wide)
    narrower = board.evaluate(width)
    page.evaluate(
        """() => { const board = document.querySelector('py-games-board');
            const box = document.createElement('div');
            document.body.append(box);
            board.style.width = '200px';
            box.append(board); }"""
    )
    page.wait_for_function(drawn_below, arg=narrower)
    assert board.evaluate(width) <= 200 * page.evaluate("devicePixelRatio")
