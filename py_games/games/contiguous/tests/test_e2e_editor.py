"""Contiguous in the position editor: a position built by clicking, impossible then possible
in the rules' words, opened in the player."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from py_games.draw.palette import palette
from tests.e2e.editor_page import Case, build_a_position, click_place, open_editor

CASE: Case = (
    {"size": "4"},
    [("1", "b2"), ("2", "c3")],
    "last cell filled is missing",
    [("1", "a1")],
    {"to_move": "2", "last": "a1"},
)
"""Options, clicks (kind, place) making an impossible position, the words the problem line
shows, clicks that make it possible, fields chosen."""


def test_build_a_position_by_clicking_and_open_it_in_the_player(page: Page, site_url: str) -> None:
    build_a_position(page, site_url, "contiguous", CASE)


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
    # The board's paper in the page's scheme (light paper is bright, dark paper dark), once
    # the frame that draws it has come (the page says a position is possible before).
    light = "true" if scheme == "light" else "false"
    try:
        page.wait_for_function(
            f"name => {{ const p = ({PIXEL})(name); return p[3] === 255 && "
            f"(p[0] + p[1] + p[2] > 600) === {light}; }}",
            arg="b2",
            timeout=10_000,
        )
    except PlaywrightTimeoutError as error:
        raise AssertionError(f"b2 is drawn {page.evaluate(PIXEL, 'b2')}") from error
    empty = page.evaluate(PIXEL, "b2")
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
