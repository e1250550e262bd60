"""Helpers for the browser tests of pages with boards: the player's board (``#board``), and
every ``py-games-board`` of a page (a rules page's diagrams). The generic tests here and each
game's own (``py_games/games/<id>/tests/test_e2e_*.py``) use them."""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import Page, expect

from py_games import GAMES

BOARD = "#board"
BOARDS = "document.querySelectorAll('py-games-board')"
ANY_GAME = next(iter(GAMES))
"""A game for what every game does alike: the registry's first."""


def open_player(page: Page, site_url: str, fragment: str = f"game={ANY_GAME}") -> None:
    page.goto(f"{site_url}play.html#{fragment}")
    expect(page.locator(BOARD)).to_have_attribute("data-status", re.compile("ready|over"))


def board(page: Page, expression: str) -> Any:
    """Evaluate ``expression`` with ``b`` bound to the board element."""
    return page.evaluate(
        f"() => {{ const b = document.querySelector('{BOARD}'); return {expression}; }}"
    )


def click_cell(page: Page, cell: str) -> None:
    point = page.evaluate(f"c => document.querySelector('{BOARD}').cellCenter(c)", cell)
    assert point is not None, f"the board has no cell {cell}"
    page.mouse.click(point["x"], point["y"])


def play_by_click(page: Page, cell: str) -> None:
    before = board(page, "b.moves.length")
    click_cell(page, cell)
    page.wait_for_function(
        f"n => document.querySelector('{BOARD}').moves.length === n", arg=before + 1
    )


def message(page: Page) -> str:
    return board(page, "b.shadowRoot.querySelector('.message').textContent")


def start_new_game(page: Page, **options: object) -> None:
    """Use the New game dialog as a person would."""
    page.get_by_role("button", name="New game…").click()
    dialog = page.locator("#new-game")
    expect(dialog).to_be_visible()
    for name, value in options.items():
        field = dialog.locator(f"[name={name}]")
        if isinstance(value, bool):
            field.set_checked(value)
        elif isinstance(value, int):
            field.fill(str(value))
        else:
            field.select_option(str(value))
    dialog.get_by_role("button", name="Start").click()
    expect(dialog).to_be_hidden()
    # The new game, not the one before it (which may have had no move either): its options.
    page.wait_for_function(
        f"""wanted => {{ const b = document.querySelector('{BOARD}');
            return b.moves.length === 0 && Object.entries(wanted).every(
                ([k, v]) => String(b.view?.board.options[k]) === String(v)); }}""",
        arg=options,
    )


def wait_for_boards(page: Page) -> int:
    """Wait until every board of the page is ready (or over); how many there are."""
    count = page.evaluate(f"{BOARDS}.length")
    page.wait_for_function(
        f"() => [...{BOARDS}].every(b => ['ready', 'over'].includes(b.dataset.status))"
    )
    return int(count)


def check_rules_diagrams(
    page: Page, site_url: str, game_id: str, boards: int, checked: int
) -> None:
    """The rules page of ``game_id`` has ``boards`` boards, all ready, and its ``checked``
    captions that state scores or a verdict state Python's: the numbers in bold are the
    scores Python computes for the board above, the verdict in bold Python's headline."""
    page.goto(f"{site_url}rules/{game_id}.html")
    assert wait_for_boards(page) == boards
    figures = page.locator("figure")
    seen = 0
    for i in range(figures.count()):
        caption = figures.nth(i).locator("figcaption")
        scores, headline = (
            caption.get_attribute("data-scores"),
            caption.get_attribute("data-headline"),
        )
        if scores is None and headline is None:
            continue
        view = page.evaluate(
            "i => document.querySelectorAll('figure')[i].querySelector('py-games-board')"
            ".view.scene",
            i,
        )
        bold = caption.locator("b").all_inner_texts()
        if scores is not None:
            assert [int(t) for t in bold if t.isdigit()] == [s["value"] for s in view["scores"]]
        if headline is not None:
            assert [t for t in bold if not t.isdigit()] == [view["outcome"]["headline"]]
        seen += 1
    assert seen == checked
