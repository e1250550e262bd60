"""Boards on other pages (rules pages, authors' embeds, puzzles): each says, visibly, whose turn
it is or who won and why, offers Undo and Play again (a diagram its step buttons), can fill
the screen, follows the colours of the page it is on, and asks a finger on small cells to
confirm its move; what it tells a screen reader is words, not symbols."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from conftest import TIMEOUT_MS, serious_violations
from py_games import get_game, plain, present

READY = re.compile("ready|over")
SYMBOLS = "●○×#△□◇"


def ready(page: Page, selector: str = "py-games-board") -> None:
    boards = page.locator(selector)
    for i in range(boards.count()):
        expect(boards.nth(i)).to_have_attribute("data-status", READY)


def status_of(game: Any, state: Any) -> str:
    """The board's status line for a game of stones: Python's sentence, players by name."""
    names = [game.player_name(p) for p in range(game.players)]
    return plain(present(game).scene(state)["status"], names)


def test_a_rules_page_board_says_whose_turn_and_who_won_and_plays_again(
    page: Page, site_url: str
) -> None:
    page.goto(site_url + "rules/too.html")
    board = page.locator("py-games-board[interactive]")
    expect(board).to_have_attribute("data-status", "ready")
    game = get_game("too", size=3)
    state, rng = game.initial_state(), random.Random(4)
    status = board.locator(".status")
    expect(status).to_have_text(status_of(game, state))
    undo = board.get_by_role("button", name="Undo")
    expect(undo).to_be_disabled()
    played = 0
    while legal := game.legal_moves(state):
        move = rng.choice(legal)
        board.evaluate("(b, s) => b.play(s)", str(move))
        state, played = game.apply(state, move), played + 1
        expect(status).to_have_text(status_of(game, state))
    outcome = game.outcome(state)
    assert outcome is not None
    # The result names the winner and the reason: "White wins: the board is full."
    expect(status).to_have_text(f"{game.headline(outcome)}: {outcome.reason}.")
    undo.click()
    expect(board).to_have_attribute("data-status", "ready")
    assert board.evaluate("b => b.moves.length") == played - 1
    board.get_by_role("button", name="Play again").click()
    page.wait_for_function(
        "() => document.querySelector('py-games-board[interactive]').moves.length === 0"
    )
    expect(status).to_have_text(status_of(game, game.initial_state()))


def test_a_puzzle_against_the_computer_says_whose_turn_and_who_won(
    page: Page, site_url: str
) -> None:
    page.goto(site_url + "host-light.html")
    ready(page)
    # The author's interactive board becomes the puzzle: the reader against the computer.
    page.evaluate(
        """() => {
            const b = document.querySelector('py-games-board[interactive]');
            b.setAttribute('options', '{"size": 3}');
            b.setAttribute('game', 'too');
            b.setAttribute('players', 'human 2');
        }"""
    )
    board = page.locator("py-games-board[interactive]")
    status = board.locator(".status")
    game = get_game("too", size=3)
    turn = """() => {
        const b = document.querySelector('py-games-board[interactive]');
        return b.dataset.status === 'over' || (b.dataset.status === 'ready' && b.personToMove);
    }"""
    page.wait_for_function(turn)
    expect(status).to_have_text(status_of(game, game.initial_state()))
    while board.get_attribute("data-status") != "over":
        state = game.initial_state()
        for move in board.evaluate("b => b.moves"):
            state = game.apply(state, move)
        # The reader's turn, said under the board in Python's words.
        expect(status).to_have_text(status_of(game, state))
        step = board.evaluate("async b => (await b.legalMoves())[0]")
        board.evaluate("(b, s) => b.play(s)", step)
        page.wait_for_function(turn)
    state = game.initial_state()
    for move in board.evaluate("b => b.moves"):
        state = game.apply(state, move)
    outcome = game.outcome(state)
    assert outcome is not None
    expect(status).to_have_text(f"{game.headline(outcome)}: {outcome.reason}.")
    # A click after the end says who won too.
    board.locator("canvas").scroll_into_view_if_needed()
    at = board.evaluate("b => b.cellCenter('b2')")
    page.mouse.click(at["x"], at["y"])
    expect(board.locator(".message")).to_contain_text(game.headline(outcome))


def test_authors_choose_which_controls_a_board_shows(page: Page, site_url: str) -> None:
    page.goto(site_url + "host-light.html")
    ready(page)
    board = page.locator("py-games-board[interactive]")
    buttons = ["Undo", "Play again", "Full screen"]
    for name in buttons:
        expect(board.get_by_role("button", name=name)).to_be_visible()
    expect(board.locator(".status")).to_be_visible()
    board.evaluate("b => b.setAttribute('controls', 'off')")
    expect(board.locator(".status")).to_be_hidden()
    for name in buttons:
        expect(board.get_by_role("button", name=name)).to_be_hidden()
    board.evaluate("b => b.setAttribute('controls', 'status enlarge')")
    expect(board.locator(".status")).to_be_visible()
    expect(board.get_by_role("button", name="Full screen")).to_be_visible()
    expect(board.get_by_role("button", name="Undo")).to_be_hidden()
    # A diagram keeps its step buttons, and counts its positions as a reader does.
    diagram = page.locator("figure py-games-board")
    expect(diagram.get_by_role("button", name="Next step")).to_be_visible()
    expect(diagram.locator(".caption")).to_have_text(re.compile(r"^Position 1 of 3 · "))


def test_any_board_can_fill_the_screen(page: Page, site_url: str) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(site_url + "embed.html#game=too&size=10&interactive")
    board = page.locator("py-games-board")
    expect(board).to_have_attribute("data-status", "ready")
    before = board.evaluate("b => b.shadowRoot.querySelector('canvas').clientWidth")
    board.get_by_role("button", name="Full screen").click()
    enlarged = "b => document.fullscreenElement === b || b.hasAttribute('data-enlarged')"
    page.wait_for_function(f"() => ({enlarged})(document.querySelector('py-games-board'))")
    # Upright on a phone, the board grows past the screen's width (it scrolls sideways): its
    # small cells grow with it.
    page.wait_for_function(
        "w => document.querySelector('py-games-board').shadowRoot"
        ".querySelector('canvas').clientWidth > 1.5 * w",
        arg=before,
    )
    board.get_by_role("button", name="Leave full screen").click()
    page.wait_for_function(f"() => !({enlarged})(document.querySelector('py-games-board'))")
    page.wait_for_function(
        "w => document.querySelector('py-games-board').shadowRoot"
        ".querySelector('canvas').clientWidth === w",
        arg=before,
    )


@pytest.mark.parametrize(
    ("host", "system", "expected"),
    [
        ("host-light.html", "dark", "light"),
        ("host-dark.html", "light", "dark"),
        ("host-plain.html", "dark", "light"),  # declares nothing: what is painted behind
    ],
)
def test_boards_follow_the_page_they_are_on(
    page: Page, site_url: str, host: str, system: str, expected: str
) -> None:
    page.emulate_media(color_scheme=system)
    page.goto(site_url + host)
    ready(page)
    schemes = page.evaluate(
        "() => [...document.querySelectorAll('py-games-board')].map(b => b.dataset.scheme)"
    )
    assert schemes == [expected, expected]
    # Nothing of the board's (its words on the page's background least of all) fails axe.
    assert serious_violations(page) == []


def test_the_theme_attribute_overrides_the_page(page: Page, site_url: str) -> None:
    page.goto(site_url + "host-light.html")
    ready(page)
    board = page.locator("py-games-board[interactive]")
    board.evaluate("b => b.setAttribute('theme', 'dark')")
    expect(board).to_have_attribute("data-scheme", "dark")
    # Seat 5's colour is named for the scheme it is drawn in (black on light, white on dark).
    board.evaluate("b => b.setAttribute('theme', 'auto')")
    expect(board).to_have_attribute("data-scheme", "light")


def test_an_embed_without_a_game_says_what_is_missing(page: Page, site_url: str) -> None:
    page.goto(site_url + "embed.html")
    note = page.locator("#caption")
    expect(note).to_contain_text("This embed names no game")
    expect(note).to_contain_text("#game=contiguous (Contiguous)")
    assert page.locator("py-games-board").count() == 0


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


def test_coordinates_are_written_on_the_board_on_request(page: Page, site_url: str) -> None:
    page.goto(site_url + "embed.html#game=nonaga&interactive")
    board = page.locator("py-games-board")
    expect(board).to_have_attribute("data-status", "ready")
    canvas = "b => b.shadowRoot.querySelector('canvas').toDataURL()"
    plain_board = board.evaluate(canvas)
    board.evaluate("b => { b.showCoordinates = true; }")
    expect(board).to_have_attribute("coordinates", "")
    page.wait_for_function(
        f"p => ({canvas})(document.querySelector('py-games-board')) !== p", arg=plain_board
    )
    board.evaluate("b => { b.showCoordinates = false; }")
    page.wait_for_function(
        f"p => ({canvas})(document.querySelector('py-games-board')) === p", arg=plain_board
    )


def test_the_picker_stays_on_the_board_and_off_the_place_chosen(page: Page, site_url: str) -> None:
    page.goto(site_url + "embed.html#game=tomoe&interactive")
    board = page.locator("py-games-board")
    expect(board).to_have_attribute("data-status", "ready")
    for space in ("32", "1"):  # the bottom row, then the top
        at = board.evaluate("(b, s) => b.cellCenter(s)", space)
        page.mouse.click(at["x"], at["y"])
        picker = board.locator(".picker")
        expect(picker).to_be_visible()
        box = picker.bounding_box()
        canvas = board.locator("canvas").first.bounding_box()
        corners = board.evaluate("(b, s) => b.cellOutline(s)", space)
        assert box and canvas
        inside = canvas["y"] - 1 <= box["y"]
        assert inside and box["y"] + box["height"] <= canvas["y"] + canvas["height"] + 1
        top, bottom = min(c["y"] for c in corners), max(c["y"] for c in corners)
        assert box["y"] >= bottom or box["y"] + box["height"] <= top, "the picker covers the space"
        page.keyboard.press("Escape")
        expect(picker).to_be_hidden()


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


def test_tomoe_figures_take_a_phone_screen_and_name_the_spaces_they_speak_of(
    page: Page, site_url: str
) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(site_url + "rules/tomoe.html")
    ready(page)
    widths = page.evaluate(
        "() => [...document.querySelectorAll('figure py-games-board')]"
        ".map(b => b.getBoundingClientRect().width)"
    )
    assert min(widths) >= 389, widths
    # A figure whose caption names spaces writes every space's number on the board.
    named = page.evaluate(
        """() => [...document.querySelectorAll('figure')]
            .filter(f => f.querySelector('[data-fact=locked], [data-fact=step]'))
            .map(f => f.querySelector('py-games-board').hasAttribute('coordinates'))"""
    )
    assert named and all(named), named


def test_the_board_is_drawn_at_its_width_when_the_window_or_its_place_changes(
    page: Page, site_url: str
) -> None:
    # The width is measured when it changes (a ResizeObserver), not in every frame: a narrower
    # window, and the board taken off the page and put back narrower, are both drawn at their
    # new width.
    page.set_viewport_size({"width": 900, "height": 800})
    page.goto(site_url + "embed.html#game=too&size=10&interactive")
    ready(page)
    drawn_below = """w => document.querySelector('py-games-board').shadowRoot
        .querySelector('canvas').width < w"""
    width = "b => b.shadowRoot.querySelector('canvas').width"
    board = page.locator("py-games-board")
    wide = board.evaluate(width)
    page.set_viewport_size({"width": 450, "height": 800})
    page.wait_for_function(drawn_below, arg=wide)
    narrower = board.evaluate(width)
    page.evaluate(
        """() => { const board = document.querySelector('py-games-board');
            const box = document.createElement('div');
            document.body.append(box);
            board.style.width = '200px';
            box.append(board); }"""
    )
    page.wait_for_function(drawn_below, arg=narrower)
    assert board.evaluate(width) <= 200 * page.evaluate("devicePixelRatio")
