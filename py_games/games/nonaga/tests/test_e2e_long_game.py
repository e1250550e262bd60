"""A long game in the player (issue 36), Nonaga's lines that never end: the move list draws the
entries around those in view, not thousands of them (laying out 9,000 entries took the page
seconds at opening and on each step), and still reads, scrolls and goes by keys over the whole
game."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from py_games import get_game
from tests.e2e.boards import board, open_player
from tests.e2e.plugin import serious_violations

BOARD = "#board"


def long_line(length: int) -> tuple[str, str]:
    """A Nonaga line of ``length`` steps that never ends, as a link's moves, and a step that
    may follow it."""
    from .test_rules import wandering_line

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
            f"Step {length:,}:"
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
    expect(moves_list.get_by_role("button", name=re.compile("^Step 3,001:"))).to_be_visible()
    # Scrolled to the middle, the list draws the steps there, and one of them is gone to.
    page.evaluate(MIDDLE)
    middle = moves_list.get_by_role("button", name=re.compile("^Step 1,500:"))
    expect(middle).to_be_visible()
    middle.click()
    page.wait_for_function(f"() => document.querySelector('{BOARD}').browsing === 1500")
    assert page.evaluate(LIST)["drawn"] == drawn[1_000]
    assert serious_violations(page) == []


# Every element put in the move list or the tree shown from now on, counted.
COUNT_ADDED = """() => {
  window.added = 0;
  const count = new MutationObserver((records) => {
    for (const r of records) window.added += r.addedNodes.length;
  });
  for (const id of ['moves', 'variations-tree']) {
    count.observe(document.getElementById(id), {childList: true, subtree: true});
  }
}"""


# What the move list and the tree shown hold in their elements' attributes, and how many
# elements they are.
PANEL_SIZE = """() => {
  let bytes = 0, longest = 0, elements = 0;
  for (const el of document.querySelectorAll('#moves *, #variations-tree *')) {
    elements++;
    for (const a of el.attributes) {
      bytes += a.value.length;
      longest = Math.max(longest, a.value.length);
    }
  }
  return {bytes, longest, elements};
}"""


def long_tree(length: int) -> tuple[str, list[str], str]:
    """A Nonaga line of ``length`` steps that never ends, with a one-step variation at step 2:
    the link's tree, the variation's steps, and a step that may follow them."""
    from .test_rules import wandering_line

    moves = [str(m) for m in wandering_line(length)]
    game = get_game("nonaga")
    state = game.apply(game.initial_state(), game.parse_move(game.initial_state(), moves[0]))
    ending = lambda state, m: game.is_over(game.successor(state, m))  # noqa: E731
    other = next(m for m in game.legal_moves(state) if str(m) != moves[1] and not ending(state, m))
    state = game.successor(state, other)
    then = next(str(m) for m in game.legal_moves(state) if not ending(state, m))
    return f"{moves[0]}+{moves[1]}({other}){'+'.join(moves[2:])}", [moves[0], str(other)], then


def test_a_long_game_with_a_variation_holds_as_much_as_its_length(
    page: Page, site_url: str
) -> None:
    # Each step's button says where it is, never its steps from the start: one variation on a
    # line of thousands of steps put hundreds of megabytes of attributes in the page.
    sizes = {}
    for length in (1_000, 3_000):
        tree, variation, then = long_tree(length)
        page.goto("about:blank")
        open_player(page, site_url, f"game=nonaga&moves={tree}&at={'+'.join(variation)}")
        # At the variation: the move list shows the main line as the line played instead.
        # Its first steps and its last: the tree below has all of them.
        group = page.locator("#moves").get_by_role("group", name="Played instead of step 2")
        expect(group.get_by_role("button")).to_have_count(13, timeout=120_000)
        expect(group).to_contain_text(f" … {length - 14:,} more steps … {length}. ")
        # The tree draws the main line's first and last 20 steps after the variation, and a
        # button standing for the others.
        expect(page.locator("#variations-tree button:not(.fold)")).to_have_count(43)
        expect(page.locator("#variations-tree .fold")).to_have_text(
            f"… {length - 42:,} more steps …"
        )
        sizes[length] = page.evaluate(PANEL_SIZE)
        assert sizes[length]["longest"] < 100, sizes[length]
    short, long = sizes[1_000], sizes[3_000]
    assert long["bytes"] / 3_000 < 1.2 * short["bytes"] / 1_000, sizes
    assert long["elements"] / 3_000 < 1.2 * short["elements"] / 1_000, sizes
    # A step played in the variation adds its own button to each list, not the game's again.
    page.evaluate(COUNT_ADDED)
    page.evaluate("s => document.querySelector('#board').play(s)", then)
    expect(page.locator("#variations-tree button:not(.fold)")).to_have_count(44)
    expect(page.locator("#moves > li")).to_have_count(3)
    assert page.evaluate("window.added") < 40
    # A step of the main line in the move list still goes to its position.
    page.locator("#moves").get_by_role("button", name=re.compile(r"^Variation, step 5:")).click()
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 5")
    assert board(page, "b.moves")[1] != variation[1]
    # The button standing for the steps not drawn draws 200 more at each press.
    fold = page.locator("#variations-tree .fold")
    fold.click()
    expect(page.locator("#variations-tree button:not(.fold)")).to_have_count(244)
    expect(fold).to_have_text("… 2,758 more steps …")
    expect(fold).to_be_focused()
    page.locator("#variations-tree").get_by_role("button", name=re.compile("^Step 222:")).click()
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 222")
    # And one of the tree.
    step = re.compile(rf"^Step 3: {re.escape(then)}$")
    page.locator("#variations-tree").get_by_role("button", name=step).click()
    page.wait_for_function(
        f"v => document.querySelector('{BOARD}').moves.join(' ') === v",
        arg=" ".join([*variation, then]),
    )
