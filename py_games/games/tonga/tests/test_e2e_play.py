"""Tonga in the built site: a whole game played by clicks, checked against Python. A pair
takes two clicks (the first cell gets the black stone; clicking it again swaps); a refused click
says why; dead cells and groups are drawn from the scene."""

from __future__ import annotations

import random
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect

from py_games import Game, get_game, present
from py_games.games.tonga.rules import Pair
from tests.e2e.boards import BOARD, board, click_cell, message, open_player, shows_the_end


def wait_for_moves(page: Page, n: int) -> None:
    page.wait_for_function(f"n => document.querySelector('{BOARD}').moves.length === n", arg=n)


def play_tonga_pair(page: Page, move: Pair, swap: bool) -> None:
    """Black's cell then White's; with ``swap``, White's first, clicked twice to make it white."""
    before = board(page, "b.moves.length")
    if swap:
        click_cell(page, move.white)
        click_cell(page, move.white)
        page.wait_for_function(
            f"() => document.querySelector('{BOARD}').shadowRoot"
            ".querySelector('.message').textContent.startsWith('white on')"
        )
        click_cell(page, move.black)
    else:
        click_cell(page, move.black)
        click_cell(page, move.white)
    wait_for_moves(page, before + 1)


def play_whole_game(page: Page, game: Game, seed: int) -> None:  # type: ignore[type-arg]
    state, rng = game.initial_state(), random.Random(seed)
    while legal := game.legal_moves(state):
        move = rng.choice(legal)
        assert isinstance(move, Pair)
        play_tonga_pair(page, move, swap=rng.random() < 0.3)
        state = game.apply(state, move)
        assert board(page, "b.moves.at(-1)") == str(move)
    shows_the_end(page, game, state)


def test_a_whole_game_of_tonga_by_clicks(page: Page, site_url: str) -> None:
    open_player(page, site_url, "game=tonga")
    play_whole_game(page, get_game("tonga"), seed=3)


@pytest.mark.parametrize(
    ("clicks", "reason"),
    [
        (["e5"], "e5 is not empty"),
        (["a9", "c7"], "a9 and c7 do not touch: the stones go on neighbouring cells"),
    ],
)
def test_a_refused_click_says_why_in_the_rules_words(
    page: Page, site_url: str, clicks: list[str], reason: str
) -> None:
    open_player(page, site_url, "game=tonga&moves=e5-e6")
    for cell in clicks:
        click_cell(page, cell)
    page.wait_for_function(
        f"r => document.querySelector('{BOARD}').shadowRoot"
        ".querySelector('.message').textContent === r",
        arg=reason,
    )
    assert message(page) == reason
    # The half-made pair survives a refused second click.
    kept = clicks[:1] if len(clicks) > 1 else []
    assert board(page, "b.clicks") == kept


def pixels(page: Page, cell: str, corner: float = 0) -> list[int]:
    """The canvas's pixels in a small square at ``cell``'s centre, or ``corner`` of the way
    from it to the cell's first corner (RGBA, device pixels)."""
    return board(  # type: ignore[no-any-return]
        page,
        f"""(() => {{
            const {{x: x0, y: y0}} = b.cellCenter({cell!r});
            const {{x: x1, y: y1}} = b.cellOutline({cell!r})[0];
            const k = {corner}, dpr = window.devicePixelRatio || 1;
            const canvas = b.shadowRoot.querySelector('canvas');
            const box = canvas.getBoundingClientRect();
            const at = {{x: x0 + (x1 - x0) * k - box.left, y: y0 + (y1 - y0) * k - box.top}};
            return [...canvas.getContext('2d').getImageData(
                Math.round(at.x * dpr) - 4, Math.round(at.y * dpr) - 4, 8, 8).data];
        }})()""",
    )


def test_dead_cells_and_groups_are_drawn_from_the_scene(page: Page, site_url: str) -> None:
    game = get_game("tonga")
    start = (
        "........./..bw...../.bbw...../..w....../.....bw../......w../...wb.b../bwwb...../"
        "wb....... b"
    )
    open_player(page, site_url, f"game=tonga&position={quote(start)}&moves=e2-d1")
    state = game.apply(game.from_position(start), "e2-d1")
    dead = present(game).scene(state)["marks"][0]["cells"]
    assert "c1" in dead and board(page, "b.view.scene.marks[0].cells") == dead
    # c1 is dead, a9 is just empty: Python's mark makes them look different.
    assert pixels(page, "c1") != pixels(page, "a9")
    # Showing the groups draws over the stones of the group that counts, and only then.
    plain = pixels(page, "e3", corner=0.75)
    page.get_by_label("Show groups on the board").check()
    page.wait_for_function(f"() => document.querySelector('{BOARD}').showGroups")
    # The board draws it in an animation frame: read after the next two (a busy machine's
    # frames come late, so no fixed wait).
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    assert pixels(page, "e3", corner=0.75) != plain
    regions = board(page, "b.view.scene.regions.filter(r => r.counts).map(r => r.label)")
    assert regions == [r["label"] for r in present(game).scene(state)["regions"] if r["counts"]]


def test_tonga_the_ghost_under_the_pointer_agrees_with_the_message(
    page: Page, site_url: str
) -> None:
    # After the first click the pointer is still on e5: the message says black is on e5, so
    # the ghost there is black (the white of a swap only comes with a second click).
    open_player(page, site_url, "game=tonga")
    click_cell(page, "e5")
    expect(page.locator(f"{BOARD} .message")).to_contain_text("black on e5")
    assert board(page, "b.frame.previews.map(g => [g.at, g.look])") == [["e5", "black"]]
    click_cell(page, "e5")  # the swap
    expect(page.locator(f"{BOARD} .message")).to_contain_text("white on e5")
    assert board(page, "b.frame.previews.map(g => [g.at, g.look])") == [["e5", "white"]]
