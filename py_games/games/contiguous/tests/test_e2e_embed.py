"""embed.html and the element as a diagram, with Contiguous: what a rules page or a blog shows."""

from __future__ import annotations

import functools
import http.server
import re
import threading
from pathlib import Path

from playwright.sync_api import Page, expect

from py_games import GAMES, get_game
from tests.e2e.coaching import wait_phase

START = "..1/.2./... 1 b2"
OTHER = next(game_id for game_id in GAMES if game_id != "contiguous")
"""Another game, for an embed whose address changes to it."""


def test_a_diagram_steps_through_its_moves(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}embed.html#game=contiguous&size=3&position={START}&moves=a2+a1")
    board = page.locator("py-games-board")
    expect(board).to_have_attribute("data-status", "ready")
    game = get_game("contiguous", size=3)
    start = game.from_position(START)
    after_one = game.apply(start, "a2")
    position = "() => document.querySelector('py-games-board').view"
    # A diagram opens on its first position, and cannot be played by clicking.
    assert page.evaluate("() => document.querySelector('py-games-board').browsing") == 0
    forward = board.get_by_role("button", name="Next step")
    forward.click()
    page.wait_for_function("() => document.querySelector('py-games-board').browsing === 1")
    # A diagram says which position it shows and whose turn it is, not the player's hint.
    mover = game.player_name(game.to_move(after_one))
    expect(board.locator(".caption")).to_have_text(re.compile(f"^Position 2 of 3 · {mover} \\("))
    expect(page.locator("#caption")).to_have_text("")
    forward.click()
    page.wait_for_function("() => document.querySelector('py-games-board').browsing === null")
    final = game.apply(after_one, "a1")
    assert page.evaluate(position)["scene"]["position"] == game.position(final)


def test_an_interactive_embed_plays(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}embed.html#game=contiguous&size=4&players=3&interactive")
    board = page.locator("py-games-board")
    expect(board).to_have_attribute("data-status", "ready")
    players = page.evaluate("() => document.querySelector('py-games-board').view.board.players")
    assert len(players) == 3
    point = page.evaluate("() => document.querySelector('py-games-board').cellCenter('b2')")
    page.mouse.click(point["x"], point["y"])
    expect(board).to_have_attribute("data-to-move", "1")
    legal = page.evaluate("() => document.querySelector('py-games-board').legalMoves()")
    assert len(legal) == 8


def test_a_bad_position_is_explained_on_the_board(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}embed.html#game=contiguous&size=3&position=../... 1 -")
    board = page.locator("py-games-board")
    expect(board).to_have_attribute("data-status", "error")
    expect(board.locator(".message")).to_have_text(
        re.compile("start position: the board has 2 ranks")
    )


def test_a_diagram_draws_its_step_buttons_and_disables_the_ends(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}embed.html#game=contiguous&size=3&position={START}&moves=a2+a1")
    board = page.locator("py-games-board")
    expect(board).to_have_attribute("data-status", "ready")
    steps = board.locator(".steps button")
    expect(steps).to_have_count(4)
    # Drawn icons, not characters a system font may lack (⏮ ⏭ showed as empty boxes).
    for i in range(4):
        expect(steps.nth(i).locator("svg path")).to_have_count(1)
        assert steps.nth(i).inner_text().strip() == ""
    expect(board.get_by_role("button", name="First position")).to_be_disabled()
    expect(board.get_by_role("button", name="Last position")).to_be_enabled()


def test_a_bad_game_shows_its_error_instead_of_a_board(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}embed.html#game=chess")
    board = page.locator("py-games-board")
    expect(board).to_have_attribute("data-status", "error")
    expect(board.locator(".message")).to_have_text(re.compile("there is no game 'chess'"))
    expect(board.locator("canvas")).to_be_hidden()


def test_a_board_without_host_css_fits_the_window_and_host_css_wins(
    page: Page, site_url: str
) -> None:
    page.set_viewport_size({"width": 1280, "height": 720})
    article = (
        '<!doctype html><title>An article</title><article style="width: 1264px">'
        '<py-games-board game="contiguous"></py-games-board></article>'
        '<script type="module" src="board.js"></script>'
    )
    page.route(
        f"{site_url}article.html",
        lambda route: route.fulfill(content_type="text/html", body=article),
    )
    page.goto(f"{site_url}article.html")
    board = page.locator("py-games-board")
    expect(board).to_have_attribute("data-status", "ready")
    box = board.bounding_box()
    assert box is not None
    assert box["width"] <= 0.5 * 1264, "a comfortable size, not the whole column"
    assert box["height"] <= 720, "never taller than the window"
    page.add_style_tag(content="py-games-board { width: 300px; }")
    page.wait_for_function("() => document.querySelector('py-games-board').offsetWidth === 300")


def test_a_page_on_another_origin_embeds_a_playable_board(
    page: Page, site_url: str, tmp_path: Path
) -> None:
    (tmp_path / "article.html").write_text(
        "<!doctype html><title>A blog</title><h1>Contiguous</h1>\n"
        f'<script type="module" src="{site_url}board.js"></script>\n'
        '<py-games-board game="contiguous" options=\'{"size": 4}\' interactive>'
        "</py-games-board>\n",
        encoding="utf-8",
    )
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(tmp_path))
    with http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler) as other:
        thread = threading.Thread(target=other.serve_forever, daemon=True)
        thread.start()
        try:
            page.goto(f"http://127.0.0.1:{other.server_address[1]}/article.html")
            board = page.locator("py-games-board")
            expect(board).to_have_attribute("data-status", "ready")
            point = page.evaluate("() => document.querySelector('py-games-board').cellCenter('b2')")
            page.mouse.click(point["x"], point["y"])
            expect(board).to_have_attribute("data-to-move", "1")
            assert page.evaluate("() => document.querySelector('py-games-board').moves") == ["b2"]
        finally:
            other.shutdown()
            thread.join(timeout=10)


def test_a_diagram_of_a_game_with_variations_shows_its_main_line_and_says_so(
    page: Page, site_url: str
) -> None:
    page.goto(f"{site_url}embed.html#game=contiguous&size=3&moves=b2+a1(c3)b1")
    board = page.locator("py-games-board")
    expect(board).to_have_attribute("data-status", "ready")
    tree = page.evaluate("() => document.querySelector('py-games-board').tree")
    assert tree == ["b2", "a1", "(", "c3", ")", "b1"]
    assert page.evaluate("() => document.querySelector('py-games-board').moves") == [
        "b2",
        "a1",
        "b1",
    ]
    expect(page.locator("#caption")).to_contain_text("This game has variations")
    player = page.get_by_role("link", name="open it in the player")
    assert player.get_attribute("href") == "play.html#game=contiguous&size=3&moves=b2+a1(c3)b1"


def test_an_embed_draws_the_marks_and_arrows_of_its_address(page: Page, site_url: str) -> None:
    """`marks` and `arrows` are the author's annotations (as the editor writes them), not
    options of the game: the board draws them and says them."""
    page.goto(
        f"{site_url}embed.html#game=contiguous&size=3&marks=b2:green+c3&arrows=a1%3Ec3:orange"
    )
    board = page.locator("py-games-board")
    expect(board).to_have_attribute("data-status", "ready")
    expect(board).to_have_attribute("marks", "b2:green c3")
    told = page.evaluate("() => document.querySelector('py-games-board').view.scene.told")
    assert "Marked: b2, c3." in told and "Arrow: a1 to c3." in told, told


def test_an_embed_follows_a_new_fragment_in_the_same_tab(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}embed.html#game=contiguous&size=3&position={START}")
    board = page.locator("py-games-board")
    expect(board).to_have_attribute("data-status", "ready")
    scene = "() => document.querySelector('py-games-board')?.view?.scene.position"
    assert page.evaluate(scene) == START
    other = get_game(OTHER)
    page.evaluate("g => (location.hash = `game=${g}&interactive`)", OTHER)
    page.wait_for_function(f"(p) => ({scene})() === p", arg=other.position(other.initial_state()))
    expect(board).to_have_count(1)
    expect(board).to_have_attribute("data-status", "ready")
    # A fragment naming no game: no board, the caption says so; then a puzzle.
    page.evaluate("() => (location.hash = 'nothing')")
    expect(board).to_have_count(0)
    expect(page.get_by_role("alert")).to_contain_text("This embed names no game")
    page.evaluate("() => (location.hash = 'puzzle=contiguous/1')")
    wait_phase(page, "play")
    expect(page.locator("#caption")).to_have_text("")
    expect(page.get_by_role("alert")).to_have_count(0)
