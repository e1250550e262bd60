"""Helpers for the browser tests of the position editor (editor.html): the page opened, a place
clicked where it is drawn, a position built by clicks and opened in the player (each game's
case is in its folder, ``py_games/games/<id>/tests/test_e2e_editor.py``)."""

from __future__ import annotations

from playwright.sync_api import Page, expect

Case = tuple[dict[str, str], list[tuple[str, str]], str, list[tuple[str, str]], dict[str, str]]
"""Options, clicks making an impossible position, the problem's words, clicks making it
possible, fields chosen."""


def open_editor(page: Page, site_url: str, fragment: str) -> None:
    page.goto(f"{site_url}editor.html#{fragment}")
    expect(page.locator("#editor")).to_have_attribute("data-status", "possible", timeout=60_000)


def click_place(page: Page, place: str) -> None:
    """Click the middle of ``place`` (where the page says it is drawn), as a person aims."""
    point = page.evaluate("(name) => document.querySelector('#picture').centerOf(name)", place)
    assert point is not None, f"the editor draws no place {place}"
    page.mouse.click(point["x"], point["y"])


def build_a_position(page: Page, site_url: str, game_id: str, case: Case) -> None:
    """Build a position of ``game_id`` by clicking, as ``case`` says: its options, the clicks
    (kind, place) making an impossible position, the words the problem line shows, the clicks
    that make it possible and the fields chosen; then open its link in the player."""
    options, wrong, reason, fix, fields = case
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
