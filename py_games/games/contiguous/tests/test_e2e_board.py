"""Contiguous's board anywhere (an embed): a tap to confirm on small cells, the words a screen
reader hears."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page, expect

from tests.e2e.plugin import TIMEOUT_MS

SYMBOLS = "●○×#△□◇"
"""The board's symbols for the players' pieces: never in what a screen reader hears."""


def test_a_finger_on_small_cells_confirms_its_move(
    browser: Any, site_url: str, page_watch: Any
) -> None:
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True
    )
    phone = page_watch.guard(context.new_page())
    phone.set_default_timeout(TIMEOUT_MS)
    phone.goto(site_url + "embed.html#game=contiguous&size=19&interactive")
    board = phone.locator("py-games-board")
    expect(board).to_have_attribute("data-status", "ready", timeout=TIMEOUT_MS)
    at = board.evaluate("b => b.cellCenter('j10')")
    phone.touchscreen.tap(at["x"], at["y"])
    expect(board.locator(".message")).to_have_text(
        "Tap j10 again to play j10; anywhere else to choose again.", timeout=TIMEOUT_MS
    )
    assert board.evaluate("b => b.moves") == []
    # The step waiting is shown where it would go.
    assert board.evaluate("b => b.frame.previews.map(g => g.at)") == ["j10"]
    phone.touchscreen.tap(at["x"], at["y"])
    phone.wait_for_function("() => document.querySelector('py-games-board').moves.length === 1")
    assert board.evaluate("b => b.moves") == ["j10"]
    context.close()


def test_a_board_may_always_or_never_ask_to_confirm(page: Page, site_url: str) -> None:
    page.goto(site_url + "embed.html#game=contiguous&size=5&interactive")
    board = page.locator("py-games-board")
    expect(board).to_have_attribute("data-status", "ready")
    board.evaluate("b => b.setAttribute('confirm', 'on')")
    for cell in ("c3", "b2"):  # another place instead: that one waits now
        at = board.evaluate("(b, c) => b.cellCenter(c)", cell)
        page.mouse.click(at["x"], at["y"])
        expect(board.locator(".message")).to_contain_text(f"Tap {cell} again")
    page.mouse.click(at["x"], at["y"])
    page.wait_for_function("() => document.querySelector('py-games-board').moves.length === 1")
    assert board.evaluate("b => b.moves") == ["b2"]
    board.evaluate("b => b.setAttribute('confirm', 'off')")
    at = board.evaluate("b => b.cellCenter('c3')")
    page.mouse.click(at["x"], at["y"])
    page.wait_for_function("() => document.querySelector('py-games-board').moves.length === 2")


def test_a_screen_reader_hears_words_not_symbols(page: Page, site_url: str) -> None:
    page.goto(site_url + "embed.html#game=contiguous&size=5&players=3&interactive")
    board = page.locator("py-games-board")
    expect(board).to_have_attribute("data-status", "ready")
    at = board.evaluate("b => b.cellCenter('c3')")
    page.mouse.click(at["x"], at["y"])
    live = board.locator("[aria-live]")
    expect(live).to_contain_text("Player 1 (Blue cross) played c3.")
    said = live.text_content() or ""
    assert not set(said) & set(SYMBOLS), said
    label = board.locator("canvas").first.get_attribute("aria-label") or ""
    assert "Player 2 (Orange ring) to move" in label and not set(label) & set(SYMBOLS)
