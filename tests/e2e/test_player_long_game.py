"""A long game in the player (issue 36): the move list draws the entries around those in view,
not thousands of them (laying out 9,000 entries took the page seconds at opening and on each
step), and still reads, scrolls and goes by keys over the whole game."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect
from test_variations_page import COUNT_ADDED, open_player

from conftest import serious_violations
from py_games import get_game

BOARD = "#board"


def long_line(length: int) -> tuple[str, str]:
    """A Nonaga line of ``length`` steps that never ends, as a link's moves, and a step that
    may follow it."""
    from test_nonaga import wandering_line

    moves = [str(m) for m in wandering_line(length)]
    game = get_game("nonaga")
    state = game.initial_state()
    for move in moves:
        state = game.apply(state, game.parse_move(state, move))
    then = next(
        str(m) for m in game.legal_moves(state) if not game.is_over(game.successor(state, m))
    )
    return "+".join(moves), then


# The step the move list marks as played.
AT_PLY = "() => document.querySelector('#moves [aria-current=step]')?.dataset.ply"
# The list scrolled to its middle.
MIDDLE = """() => {
  const l = document.querySelector('#moves');
  l.scrollTop = (l.scrollHeight - l.clientHeight) / 2;
}"""

# What the move list holds: its entries drawn, and the one of the step played.
LIST = """() => {
  const items = [...document.querySelectorAll('#moves > li')];
  const at = document.querySelector('#moves [aria-current=step]')?.closest('li');
  return {
    drawn: items.length,
    at: at && {value: at.value, pos: at.getAttribute('aria-posinset'),
               size: at.getAttribute('aria-setsize'),
               label: at.querySelector('button').getAttribute('aria-label')},
  };
}"""


def test_a_long_game_draws_the_moves_in_view_and_a_step_adds_as_much_at_any_length(
    page: Page, site_url: str
) -> None:
    drawn, added = {}, {}
    for length in (1_000, 3_000):
        moves, then = long_line(length)
        page.goto("about:blank")
        open_player(page, site_url, f"game=nonaga&moves={moves}")
        page.wait_for_function(f"() => ({AT_PLY})() === '{length}'", timeout=120_000)
        shown = page.evaluate(LIST)
        drawn[length] = shown["drawn"]
        # The step played is drawn, and says where it is in the whole game.
        assert shown["at"]["value"] == length and shown["at"]["pos"] == str(length), shown
        assert shown["at"]["size"] == str(length) and shown["at"]["label"].startswith(
            f"Step {length}:"
        ), shown
        # A step played adds its entry, as many elements at any length of the game.
        page.evaluate(COUNT_ADDED)
        page.evaluate("s => document.querySelector('#board').play(s)", then)
        page.wait_for_function(
            f"() => document.querySelector('{BOARD}').moves.length === {length + 1}"
        )
        page.wait_for_function(f"() => ({AT_PLY})() === '{length + 1}'")
        added[length] = page.evaluate("window.added")
    assert drawn[1_000] == drawn[3_000] < 200, drawn
    assert added[1_000] == added[3_000] < 10, added

    # The keys go over the whole game: Home to the start, End back to the end.
    moves_list = page.locator("#moves")
    moves_list.focus()
    page.keyboard.press("Home")
    page.wait_for_function(f"() => document.querySelector('{BOARD}').browsing === 0")
    expect(moves_list.get_by_role("button", name=re.compile("^Step 1:"))).to_be_visible()
    page.keyboard.press("ArrowRight")
    page.wait_for_function(f"() => document.querySelector('{BOARD}').browsing === 1")
    expect(moves_list.locator("[aria-current=step]")).to_have_attribute("data-ply", "1")
    page.keyboard.press("End")
    page.wait_for_function(f"() => document.querySelector('{BOARD}').browsing === null")
    expect(moves_list.get_by_role("button", name=re.compile("^Step 3001:"))).to_be_visible()
    # Scrolled to the middle, the list draws the steps there, and one of them is gone to.
    page.evaluate(MIDDLE)
    middle = moves_list.get_by_role("button", name=re.compile("^Step 1500:"))
    expect(middle).to_be_visible()
    middle.click()
    page.wait_for_function(f"() => document.querySelector('{BOARD}').browsing === 1500")
    assert page.evaluate(LIST)["drawn"] == drawn[1_000]
    assert serious_violations(page) == []
