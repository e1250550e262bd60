"""The position editor (editor.html): build a position by clicking, read the rules' reason
while it is impossible, take its link to the player; the keyboard alone; axe."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from conftest import serious_violations
from py_games.draw.palette import palette

# For each game: options, clicks (kind, place) making an impossible position, the words the
# problem line shows, then clicks that make it possible.
CASES: dict[str, Any] = {
    "contiguous": ({"size": "4"}, [("1", "b2"), ("2", "c3")], "last cell filled is missing",
                   [("1", "a1")], {"to_move": "2", "last": "a1"}, ""),
    "tonga": ({}, [("b", "e5")], "counts must be equal", [("w", "e4")], {"to_move": "b"}, ""),
    "too": ({"size": "3"}, [("b", "b2")], "it is player 1's turn", [], {"to_move": "1"}, ""),
    "nonaga": ({}, [("", "0,0")], "the table has 18 rings", [("ring", "0,0")], {}, ""),
    "tomoe": ({}, [("W2.1", "1")], "cannot hold W2", [("", "1"), ("B2.1", "1")], {}, ""),
}  # fmt: skip


def open_editor(page: Page, site_url: str, fragment: str) -> None:
    page.goto(f"{site_url}editor.html#{fragment}")
    expect(page.locator("#editor")).to_have_attribute("data-status", "possible", timeout=60_000)


def click_place(page: Page, place: str) -> None:
    """Click the middle of ``place`` (where the page says it is drawn), as a person aims."""
    point = page.evaluate("(name) => document.querySelector('#picture').centerOf(name)", place)
    assert point is not None, f"the editor draws no place {place}"
    page.mouse.click(point["x"], point["y"])


@pytest.mark.parametrize("game_id", list(CASES))
def test_build_a_position_by_clicking_and_open_it_in_the_player(
    page: Page, site_url: str, game_id: str
) -> None:
    options, wrong, reason, fix, fields, _ = CASES[game_id]
    fragment = "&".join([f"game={game_id}", *(f"{k}={v}" for k, v in options.items())])
    open_editor(page, site_url, fragment)
    problem = page.locator("#problem")
    for kind, place in wrong:
        button = page.locator(f"#palette button[data-kind='{kind}']")
        button.click()
        expect(button).to_have_attribute("aria-pressed", "true")
        before = page.locator("#position").input_value()
        click_place(page, place)
        expect(page.locator("#position")).not_to_have_value(before)
    expect(problem).to_contain_text(reason)
    expect(page.locator("#editor")).to_have_attribute("data-status", "impossible")
    for kind, place in fix:
        page.locator(f"#palette button[data-kind='{kind}']").click()
        before = page.locator("#position").input_value()
        click_place(page, place)
        expect(page.locator("#position")).not_to_have_value(before)
    for name, value in fields.items():
        page.locator(f"#fields select[name='{name}']").select_option(value)
    expect(page.locator("#editor")).to_have_attribute("data-status", "possible")
    expect(problem).to_have_text("A possible position.")
    position = page.locator("#position").input_value()
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.get_by_role("button", name="Copy the link").click()
    link = page.locator("#copied").get_attribute("data-copied")
    assert link and "play.html#" in link
    page.goto(link)
    board = page.locator("#board")
    expect(board).to_have_attribute("data-status", "ready", timeout=60_000)
    shown = page.evaluate("document.querySelector('#board').view.scene.position")
    assert shown == position


def test_the_keyboard_alone_builds_a_position(page: Page, site_url: str) -> None:
    open_editor(page, site_url, "game=too&size=2")
    page.locator("#picture").focus()
    page.keyboard.press("ArrowRight")  # the cursor appears on the middle place
    first = page.locator("#cursor-place").text_content()
    assert first and "Cursor on" in first
    page.keyboard.press("Enter")  # a black stone: impossible, White would be to move
    expect(page.locator("#editor")).to_have_attribute("data-status", "impossible")
    expect(page.locator("#problem")).to_contain_text("it is player 1's turn")
    page.keyboard.press("Delete")
    expect(page.locator("#editor")).to_have_attribute("data-status", "possible")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("Tab")  # the palette, marks and outputs are buttons with names
    page.get_by_role("button", name="white stone").press("Enter")
    page.locator("#picture").focus()
    page.keyboard.press("Space")
    expect(page.locator("#position")).to_have_value(re.compile("w"))
    expect(page.locator("#editor")).to_have_attribute("data-status", "impossible")


def test_marks_and_arrows_and_a_bad_link_keep_the_sketch(page: Page, site_url: str) -> None:
    open_editor(page, site_url, "game=contiguous&size=3")
    page.get_by_role("button", name="Marks", exact=True).click()
    click_place(page, "b2")
    # The picture's words say what is marked, as a screen reader hears them (the board's).
    words = page.locator("#picture-words")
    expect(words).to_contain_text("Marked: b2.")
    assert "picture-words" in (page.locator("#picture").get_attribute("aria-describedby") or "")
    page.get_by_role("button", name="Arrows", exact=True).click()
    click_place(page, "a1")
    click_place(page, "c3")
    expect(words).to_contain_text("Marked: b2. Arrow: a1 to c3.")
    page.get_by_role("button", name="Copy the HTML").click()
    # Asked of Python when copied (not written at every click): it comes a moment later.
    expect(page.locator("#copied")).to_have_attribute("data-copied", re.compile("^<py-games"))
    html = page.locator("#copied").get_attribute("data-copied")
    assert html and html.startswith("<py-games-board") and 'marks="b2:orange"' in html
    assert 'arrows="a1&gt;c3:orange"' in html


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_no_serious_accessibility_violation_in_the_editor(
    page: Page, site_url: str, scheme: str
) -> None:
    page.emulate_media(color_scheme=scheme)
    open_editor(page, site_url, "game=tomoe")
    assert serious_violations(page) == []


# The colour the editor's canvas shows at a place's centre (device pixels: the canvas is drawn
# at the screen's density).
PIXEL = """(name) => {
  const box = document.querySelector('#picture'), canvas = box.querySelector('canvas');
  const at = box.centerOf(name), rect = canvas.getBoundingClientRect();
  const k = canvas.width / rect.width;
  const x = Math.round((at.x - rect.left) * k), y = Math.round((at.y - rect.top) * k);
  return [...canvas.getContext('2d').getImageData(x, y, 1, 1).data];
}"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_picture_is_drawn_on_a_canvas_and_downloaded_as_python_s_svg(
    page: Page, site_url: str, scheme: str
) -> None:
    page.emulate_media(color_scheme=scheme)
    open_editor(page, site_url, "game=contiguous&size=4")
    empty = page.evaluate(PIXEL, "b2")
    # The board's paper in the page's scheme (light paper is bright, dark paper dark).
    assert (sum(empty[:3]) > 600) == (scheme == "light"), empty
    # The palette draws the pieces in the board's scheme too (Python's palette's seat colour).
    stroke = page.evaluate(
        """() => getComputedStyle(document.querySelector(
             "#palette button[data-kind='1'] svg path")).stroke"""
    )
    seat = palette(scheme)["seat0"]["color"]
    assert stroke == "rgb({}, {}, {})".format(*bytes.fromhex(seat[1:])), (stroke, seat)
    page.locator("#palette button[data-kind='1']").click()
    before = page.locator("#position").input_value()
    click_place(page, "b2")
    expect(page.locator("#position")).not_to_have_value(before)
    page.wait_for_function(
        f"e => ({PIXEL})('b2').join() !== e.join()", arg=empty
    )  # the piece drawn where it was put
    words = page.locator("#picture-words").text_content()
    assert words and "impossible position" in words
    with page.expect_download() as download:
        page.get_by_role("button", name="Download SVG").click()
    text = Path(download.value.path()).read_text()
    root = ET.fromstring(text)
    title = root.find("{http://www.w3.org/2000/svg}title")
    assert title is not None and title.text == words
    assert download.value.suggested_filename == "contiguous.svg"


def test_a_ring_put_on_a_bare_place_of_the_table_brings_places_round_it(
    page: Page, site_url: str
) -> None:
    """Nonaga's table is bare round its rings: the editor's places there (outlined) take a
    click, and a ring put on one brings new places round it (the view follows them)."""
    open_editor(page, site_url, "game=nonaga")
    places = page.evaluate("document.querySelector('#picture').places.length")
    # The place farthest from the middle: bare table round the rings.
    outside = page.evaluate(
        """() => document.querySelector('#picture').places
             .map(p => [Math.hypot(...p.center), p.name]).sort((a, b) => b[0] - a[0])[0][1]"""
    )
    page.locator("#palette button[data-kind='ring']").click()
    before = page.locator("#position").input_value()
    click_place(page, outside)
    expect(page.locator("#position")).not_to_have_value(before)
    expect(page.locator("#problem")).to_contain_text("the table has 20 rings")
    grown = page.evaluate("document.querySelector('#picture').places.length")
    assert grown > places


@pytest.mark.parametrize(
    ("fragment", "reason"),
    [
        ("game=contiguous&size=4&position=garbage!!", "a Contiguous position has 3 fields"),
        ("game=too&size=99", "option 'size' of too must be from 2 to 10, not 99"),
    ],
)
def test_a_link_the_rules_refuse_opens_the_game_s_start_and_says_why(
    page: Page, site_url: str, fragment: str, reason: str
) -> None:
    # Nothing to keep on opening: the start of the game (its usual options), not a board left
    # loading for good.
    page.goto(f"{site_url}editor.html#{fragment}")
    expect(page.locator("#editor")).to_have_attribute("data-status", "possible", timeout=60_000)
    problem = page.locator("#problem")
    expect(problem).to_contain_text("Could not open the link's")
    expect(problem).to_contain_text(reason)
    game = fragment.split("&", maxsplit=1)[0].removeprefix("game=")
    assert page.locator("#game").input_value() == game
    page.locator("#palette button[data-kind]").first.click()
    before = page.locator("#position").input_value()
    click_place(page, page.evaluate("document.querySelector('#picture').places[0].name"))
    expect(page.locator("#position")).not_to_have_value(before)  # and it is played with


def test_a_link_to_no_game_opens_the_first_game_and_says_which_games_are(
    page: Page, site_url: str
) -> None:
    # Its options and position were for another game: the first game's start, and why.
    page.goto(f"{site_url}editor.html#game=nosuch&size=5&position=garbage")
    expect(page.locator("#editor")).to_have_attribute("data-status", "possible", timeout=60_000)
    games = page.evaluate("[...document.querySelectorAll('#game option')].map(o => o.value)")
    titles = page.evaluate("[...document.querySelectorAll('#game option')].map(o => o.text)")
    assert page.locator("#game").input_value() == games[0]
    expect(page.locator("#problem")).to_have_text(
        f"There is no game “nosuch” here; the games are: {', '.join(titles)}."
    )
    page.locator("#palette button[data-kind]").first.click()
    before = page.locator("#position").input_value()
    click_place(page, page.evaluate("document.querySelector('#picture').places[0].name"))
    expect(page.locator("#position")).not_to_have_value(before)  # and it is edited as ever


def test_an_impossible_position_gives_no_link_as_it_gives_no_html(
    page: Page, site_url: str
) -> None:
    open_editor(page, site_url, "game=too&size=3")
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.locator("#palette button[data-kind='b']").click()
    click_place(page, "b2")  # a black stone: impossible, White would be to move
    expect(page.locator("#editor")).to_have_attribute("data-status", "impossible")
    copied = page.locator("#copied")
    for name in ["Copy the HTML", "Copy the link"]:
        page.get_by_role("button", name=name).click()
        expect(copied).to_have_text("Nothing to copy: the position is impossible.")
        expect(copied).not_to_have_attribute("data-copied", re.compile(""))
        copied.evaluate("(p) => (p.textContent = '')")
    # Nor a link to the player that would open an empty board.
    expect(page.locator("#open-player")).not_to_have_attribute("href", re.compile(""))
    expect(page.get_by_role("link", name="Open in the player")).to_have_count(0)
    click_place(page, "b2")  # taken off again: the start, possible
    expect(page.locator("#editor")).to_have_attribute("data-status", "possible")
    page.get_by_role("button", name="Copy the link").click()
    expect(copied).to_have_attribute("data-copied", re.compile("play\\.html#game=too"))
    expect(page.get_by_role("link", name="Open in the player")).to_have_attribute(
        "href", re.compile("^play\\.html#game=too")
    )


def test_with_marks_or_arrows_in_hand_no_piece_looks_chosen(page: Page, site_url: str) -> None:
    open_editor(page, site_url, "game=tonga")
    pressed = page.locator("#palette button[aria-pressed='true']")
    expect(pressed).to_have_count(1)
    page.locator("#tool-arrows").click()
    expect(page.locator("#tool-arrows")).to_have_attribute("aria-pressed", "true")
    expect(pressed).to_have_count(0)
    page.locator("#tool-marks").click()
    expect(pressed).to_have_count(0)
    page.locator("#tool-marks").click()  # back to the pieces: the piece chosen before
    expect(pressed).to_have_count(1)
