"""Too in the position editor: a position built by clicking, impossible then possible
in the rules' words, opened in the player."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.e2e.editor_page import Case, build_a_position, click_place, open_editor

CASE: Case = ({"size": "3"}, [("b", "b2")], "it is player 1's turn", [], {"to_move": "1"})
"""Options, clicks (kind, place) making an impossible position, the words the problem line
shows, clicks that make it possible, fields chosen."""


def test_build_a_position_by_clicking_and_open_it_in_the_player(page: Page, site_url: str) -> None:
    build_a_position(page, site_url, "too", CASE)


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
