"""The position editor (editor.html): build a position by clicking, read the rules' reason
while it is impossible, take its link to the player; the keyboard alone; axe."""

from __future__ import annotations

import re
from typing import Any

import pytest
from conftest import serious_violations
from playwright.sync_api import Page, expect

# For each game: options, clicks (kind, place) making an impossible position, the words the
# problem line shows, then clicks that make it possible.
CASES: dict[str, Any] = {
    "contiguous": ({"size": "4"}, [("1", "b2"), ("2", "c3")], "last cell filled is missing",
                   [("1", "a1")], {"to_move": "2", "last": "a1"}, ""),
    "tonga": ({}, [("b", "e5")], "counts must be equal", [("w", "e4")], {"to_move": "b"}, ""),
    "too": ({"size": "3"}, [("b", "b2")], "it is player 1's turn", [], {"to_move": "1"}, ""),
    "nonaga": ({}, [("", "0,0")], "there are 18 rings", [("ring", "0,0")], {}, ""),
    "tomoe": ({}, [("W2.1", "1")], "cannot hold W2", [("", "1"), ("B2.1", "1")], {}, ""),
}  # fmt: skip


def open_editor(page: Page, site_url: str, fragment: str) -> None:
    page.goto(f"{site_url}editor.html#{fragment}")
    expect(page.locator("#editor")).to_have_attribute("data-status", "possible", timeout=60_000)


def click_place(page: Page, place: str) -> None:
    """Click the middle of ``place`` (from the places the page hit-tests), as a person aims."""
    x, y = page.evaluate(
        """(name) => {
          const box = document.querySelector('#picture');
          const p = box.places.find(p => p.name === name);
          const q = new DOMPoint(p.center[0], p.center[1])
            .matrixTransform(box.querySelector('svg').getScreenCTM());
          return [q.x, q.y];
        }""",
        place,
    )
    page.mouse.click(x, y)


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
    expect(page.locator("#picture svg")).to_have_count(1)
    page.get_by_role("button", name="Arrows", exact=True).click()
    click_place(page, "a1")
    click_place(page, "c3")
    # The picture's words (its title) say what is marked, as a screen reader would hear them.
    expect(page.locator("#picture svg title")).to_contain_text("Marked: b2. Arrow: a1 to c3.")
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
