"""Variations in the player (issue 24), with Contiguous's steps: a step played at an earlier
position starts a branch instead of cutting the game off; the tree is shown, gone through, and
kept by records, share links and saves; records and links of a single line load as before."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.e2e.boards import BOARD, READY, board, open_player
from tests.e2e.plugin import serious_violations

TREE = ["b2", "a1", "(", "c3", ")", "b1"]


def click_cell(page: Page, cell: str, moves: list[str]) -> None:
    """Click ``cell`` and wait for the line played to be ``moves``."""
    point = page.evaluate(f"c => document.querySelector('{BOARD}').cellCenter(c)", cell)
    page.mouse.click(point["x"], point["y"])
    page.wait_for_function(
        f"m => JSON.stringify(document.querySelector('{BOARD}').moves) === JSON.stringify(m)",
        arg=moves,
    )


def branch(page: Page) -> None:
    """b2 a1 b1 played, back to after b2, c3 played there: both lines kept."""
    for n, cell in enumerate(("b2", "a1", "b1")):
        click_cell(page, cell, ["b2", "a1", "b1"][: n + 1])
    page.locator("#moves").get_by_role("button", name=re.compile("^Step 1:")).click()
    page.wait_for_function(f"() => document.querySelector('{BOARD}').browsing === 1")
    expect(page.locator("#browsing")).to_be_visible()
    click_cell(page, "c3", ["b2", "c3"])


def test_a_step_at_an_earlier_position_starts_a_branch(page: Page, site_url: str) -> None:
    open_player(page, site_url, "game=contiguous&size=3")
    branch(page)
    assert board(page, "b.tree") == TREE
    assert board(page, "b.browsing") is None
    tree = page.locator("#variations-tree")
    expect(page.locator("#variations")).to_be_visible()
    expect(tree).to_have_text(re.compile(r"b2\s+a1\s+\(c3\s*\)\s*b1"))
    expect(tree.locator("[aria-current=step]")).to_have_text("c3")
    # Going to the main line's last step: it is the position played; back keeps the tree.
    tree.get_by_role("button", name=re.compile("^Step 3: b1")).click()
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 3")
    assert board(page, "b.moves") == ["b2", "a1", "b1"] and board(page, "b.tree") == TREE
    page.get_by_role("button", name="Undo").click()
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 2")
    assert board(page, "b.redoMoves") == ["b1"] and board(page, "b.tree") == TREE
    # Replaying the step taken back goes along the tree: nothing new.
    page.get_by_role("button", name="Redo").click()
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 3")
    assert board(page, "b.tree") == TREE
    # The saved game keeps the tree: a reload brings it back.
    page.wait_for_function(
        "() => (JSON.parse(localStorage.getItem('py-games/recent')) ?? [])[0]?.tree?.length === 6"
    )
    page.reload()
    expect(page.locator(BOARD)).to_have_attribute("data-status", READY)
    assert board(page, "b.tree") == TREE and board(page, "b.moves") == ["b2", "a1", "b1"]


def test_a_record_and_a_link_carry_the_tree(page: Page, site_url: str) -> None:
    open_player(page, site_url, "game=contiguous&size=3")
    branch(page)
    page.get_by_role("button", name="Export record").click()
    expect(page.locator("#record-dialog")).to_be_visible()
    exported = page.locator("#record-text").input_value()
    assert "(2. c3)" in exported, exported
    page.get_by_role("button", name="Close").click()

    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.get_by_role("button", name="Copy share link").click()
    expect(page.locator("#notice")).to_contain_text("Share link copied")
    link = page.evaluate("navigator.clipboard.readText()")
    # The link opens where the game is: the variation's c3 (`at`).
    assert "moves=b2+a1(c3)b1&at=b2+c3" in link, link

    # A new game, then the record imported: the same tree.
    page.evaluate("localStorage.clear()")
    open_player(page, site_url, "game=contiguous&size=3&moves=a1")
    assert board(page, "b.tree") is None
    page.get_by_role("button", name="Import record").click()
    page.locator("#record-text").fill(exported)
    page.get_by_role("button", name="Load this record").click()
    expect(page.locator("#record-dialog")).to_be_hidden()
    assert board(page, "b.tree") == TREE and board(page, "b.moves") == ["b2", "a1", "b1"]

    # The link opens the same tree.
    page.evaluate("localStorage.clear()")
    page.goto("about:blank")
    page.goto(link)
    expect(page.locator(BOARD)).to_have_attribute("data-status", READY)
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.join(' ') === 'b2 c3'")
    assert board(page, "b.tree") == TREE
    expect(page.locator("#variations-tree")).to_contain_text("c3")


def test_records_and_links_of_one_line_load_as_before(page: Page, site_url: str) -> None:
    open_player(page, site_url, "game=contiguous&size=3&moves=b2+a1")
    assert board(page, "b.moves") == ["b2", "a1"] and board(page, "b.tree") is None
    expect(page.locator("#variations")).to_be_hidden()
    page.get_by_role("button", name="Import record").click()
    page.locator("#record-text").fill("game: contiguous\nsize: 3\n\n1. b2 2. a1 3. b1\n")
    page.get_by_role("button", name="Load this record").click()
    expect(page.locator("#record-dialog")).to_be_hidden()
    assert board(page, "b.moves") == ["b2", "a1", "b1"] and board(page, "b.tree") is None
    # A link with a broken tree is refused, saying why; the game stays.
    page.goto(f"{site_url}play.html#game=contiguous&size=3&moves=b2(a1")
    expect(page.locator("#notice")).to_contain_text("not closed")


def test_a_link_opens_at_the_position_it_names(page: Page, site_url: str) -> None:
    tree = "moves=b2+a1(c3+b3)b1"
    open_player(page, site_url, f"game=contiguous&size=3&{tree}&at=1")
    page.wait_for_function(f"() => document.querySelector('{BOARD}').browsing === 1")
    assert board(page, "b.moves") == ["b2", "a1", "b1"]
    expect(page.locator("#browsing")).to_be_visible()
    # Copied again, the link says the same position.
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.get_by_role("button", name="Copy share link").click()
    expect(page.locator("#notice")).to_contain_text("Share link copied")
    assert page.evaluate("navigator.clipboard.readText()").endswith(f"{tree}&at=1")
    # Steps into a variation: the game goes there, the rest of it replayable.
    page.goto("about:blank")
    open_player(page, site_url, f"game=contiguous&size=3&{tree}&at=b2+c3")
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.join(' ') === 'b2 c3'")
    assert board(page, "b.redoMoves") == ["b3"] and board(page, "b.browsing") is None
    # A position the game does not have is said; the game opens at its end.
    page.goto("about:blank")
    open_player(page, site_url, f"game=contiguous&size=3&{tree}&at=9")
    expect(page.locator("#notice")).to_contain_text("at=9")
    assert board(page, "b.moves") == ["b2", "a1", "b1"] and board(page, "b.browsing") is None


def test_an_earlier_position_looked_at_marks_its_clicks(page: Page, site_url: str) -> None:
    open_player(page, site_url, "game=contiguous&size=3&moves=b2+a1")
    page.locator("#moves").get_by_role("button", name=re.compile("^Step 1:")).click()
    page.wait_for_function(f"() => document.querySelector('{BOARD}').browsing === 1")
    # Where a step can go is marked there as at the live position (a1 is free again).
    page.wait_for_function(f"() => document.querySelector('{BOARD}').frame.targets.includes('a1')")


def test_the_move_list_shows_branches_and_the_arrow_keys_go_through_them(
    page: Page, site_url: str
) -> None:
    open_player(page, site_url, "game=contiguous&size=3")
    branch(page)
    moves = page.locator("#moves")
    expect(moves.get_by_role("group", name="Played instead of step 2")).to_have_text(
        "(2. a1 3. b1)"
    )
    expect(moves.locator("[aria-current=step]")).to_contain_text("c3")
    moves.get_by_role("button", name="Variation, step 2: a1").click()
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.join(' ') === 'b2 a1'")
    expect(moves.get_by_role("group", name="Played instead of step 2")).to_have_text("(2. c3)")
    moves.focus()
    page.keyboard.press("ArrowDown")  # the other step played there
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.join(' ') === 'b2 c3'")
    page.keyboard.press("ArrowUp")
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.join(' ') === 'b2 a1'")
    page.keyboard.press("ArrowRight")  # on along the main line
    page.wait_for_function(
        f"() => document.querySelector('{BOARD}').moves.join(' ') === 'b2 a1 b1'"
    )
    page.keyboard.press("ArrowLeft")
    page.wait_for_function(f"() => document.querySelector('{BOARD}').browsing === 2")
    assert serious_violations(page) == []


def test_a_variation_is_made_the_main_line_or_deleted_and_undone(page: Page, site_url: str) -> None:
    open_player(page, site_url, "game=contiguous&size=3")
    branch(page)
    page.get_by_role("button", name="Make main line").click()
    expect(page.locator("#notice")).to_contain_text("now the main line")
    page.wait_for_function(f"() => document.querySelector('{BOARD}').tree?.[1] === 'c3'")
    assert board(page, "b.tree") == ["b2", "c3", "(", "a1", "b1", ")"]
    expect(page.get_by_role("button", name="Make main line")).to_be_disabled()  # on the main line
    page.locator("#notice").get_by_role("button", name="Undo").click()
    page.wait_for_function(f"() => document.querySelector('{BOARD}').tree?.[1] === 'a1'")
    assert board(page, "b.tree") == TREE and board(page, "b.moves") == ["b2", "c3"]
    page.get_by_role("button", name="Delete variation").click()
    expect(page.locator("#notice")).to_contain_text("Variation deleted")
    page.wait_for_function(f"() => document.querySelector('{BOARD}').tree === null")
    assert board(page, "b.moves") == ["b2"] and board(page, "b.redoMoves") == ["b1", "a1"]
    expect(page.locator("#variations")).to_be_hidden()
    page.locator("#notice").get_by_role("button", name="Undo").click()
    page.wait_for_function(f"() => document.querySelector('{BOARD}').tree !== null")
    assert board(page, "b.tree") == TREE and board(page, "b.moves") == ["b2", "c3"]
