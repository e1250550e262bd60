"""Reading and clicking the player's board, for tests of any game: the board element is
``#board`` on the player page, and a cell is clicked at the centre the board reports for it."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page

BOARD = "#board"


def board(page: Page, expression: str) -> Any:
    """Evaluate ``expression`` with ``b`` bound to the board element."""
    return page.evaluate(
        f"() => {{ const b = document.querySelector('{BOARD}'); return {expression}; }}"
    )


def click_cell(page: Page, cell: str) -> None:
    """Click the middle of ``cell`` as a person would, with the mouse."""
    point = page.evaluate(f"c => document.querySelector('{BOARD}').cellCenter(c)", cell)
    assert point is not None, f"the board has no cell {cell}"
    page.mouse.click(point["x"], point["y"])


def play_by_clicks(page: Page, *cells: str) -> None:
    """Click ``cells`` in order, one step's clicks, and wait for the board to play the step."""
    before = board(page, "b.moves.length")
    for cell in cells:
        click_cell(page, cell)
    page.wait_for_function(
        f"n => document.querySelector('{BOARD}').moves.length === n", arg=before + 1
    )
