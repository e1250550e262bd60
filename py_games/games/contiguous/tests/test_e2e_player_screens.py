"""The player page on real screen sizes, with big boards, the keyboard, two tabs and the dark
theme: what a careless or demanding player runs into."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from py_games import get_game
from tests.playouts import playout

BOARD = "#board"
READY = re.compile("ready|over")


@pytest.fixture
def screen(browser: Any, page_watch: Any, request: pytest.FixtureRequest) -> Iterator[Page]:
    """A page on a screen of `request.param` = (width, height, phone?)."""
    width, height, phone = request.param
    context = browser.new_context(
        viewport={"width": width, "height": height},
        device_scale_factor=3 if phone else 1,
        is_mobile=phone,
        has_touch=phone,
        service_workers="block",
    )
    page = page_watch.guard(context.new_page())
    page.set_default_timeout(60_000)
    # As the `page` fixture does: Pyodide may take more than expect's 5 s on a busy machine
    # (a test run first with this fixture had only those).
    expect.set_options(timeout=60_000)
    yield page
    context.close()


def finished_game_link(size: int, players: int) -> str:
    game = get_game("contiguous", size=size, players=players)
    _, moves = playout(game, random.Random(size * players))
    return f"game=contiguous&size={size}&players={players}&moves=" + "+".join(map(str, moves))


def in_viewport(page: Page, selector: str) -> bool:
    box = page.locator(selector).bounding_box()
    size = page.viewport_size
    assert box is not None and size is not None
    return (
        box["x"] >= 0
        and box["y"] >= 0
        and box["x"] + box["width"] <= size["width"] + 0.5
        and box["y"] + box["height"] <= size["height"] + 0.5
    )


def play(page: Page, cell: str, *, touch: bool = False) -> None:
    """Tap or click `cell`, and wait for the step to be played."""
    before = page.evaluate(f"() => document.querySelector('{BOARD}').moves.length")
    point = page.evaluate(f"c => document.querySelector('{BOARD}').cellCenter(c)", cell)
    if touch:
        page.touchscreen.tap(point["x"], point["y"])
    else:
        page.mouse.click(point["x"], point["y"])
    page.wait_for_function(
        f"n => document.querySelector('{BOARD}').moves.length === n", arg=before + 1
    )


@pytest.mark.parametrize("screen", [(390, 844, True)], indirect=True)
def test_a_phone_game_never_scrolls_the_page(screen: Page, site_url: str) -> None:
    screen.goto(f"{site_url}play.html#game=contiguous&size=7")
    expect(screen.locator(BOARD)).to_have_attribute("data-status", READY)
    game = get_game("contiguous", size=7)
    state, rng = game.initial_state(), random.Random(14)
    for _ in range(14):
        move = rng.choice(game.legal_moves(state))
        play(screen, str(move), touch=True)
        state = game.apply(state, move)
        assert screen.evaluate("scrollY") == 0, "a move scrolled the page"
    assert in_viewport(screen, f"{BOARD} canvas")


@pytest.mark.parametrize("screen", [(844, 390, True)], indirect=True)
def test_a_landscape_phone_shows_the_board_and_whose_turn(screen: Page, site_url: str) -> None:
    screen.goto(f"{site_url}play.html#game=contiguous&size=9")
    expect(screen.locator(BOARD)).to_have_attribute("data-status", READY)
    assert in_viewport(screen, f"{BOARD} canvas")
    expect(screen.locator("#turn")).to_contain_text("to move")
    assert in_viewport(screen, "#turn")


@pytest.mark.parametrize("screen", [(1280, 720, False)], indirect=True)
def test_a_big_board_fits_a_desktop_window_and_the_panel_stays_readable(
    screen: Page, site_url: str
) -> None:
    screen.goto(f"{site_url}play.html#{finished_game_link(19, 6)}")
    expect(screen.locator(BOARD)).to_have_attribute("data-status", "over")
    assert in_viewport(screen, f"{BOARD} canvas"), "every cell of 19x19 stays in view"
    # What each score is made of is summarised (the ones as one power), not 50 factors.
    expect(screen.locator("#scores td.made")).to_have_count(6)
    for text in screen.locator("#scores td.made").all_inner_texts():
        assert len(text) < 60, text
    assert screen.locator("#scores").bounding_box()["height"] < 720  # type: ignore[index]
    # 361 moves: the list scrolls itself, its numbers ("361.") fit inside it.
    fits = screen.evaluate(
        """() => {
             const list = document.querySelector('#moves');
             const ctx = document.createElement('canvas').getContext('2d');
             ctx.font = getComputedStyle(list).font;
             return parseFloat(getComputedStyle(list).paddingLeft) >= ctx.measureText('361. ').width
               && list.scrollHeight > list.clientHeight && list.scrollWidth <= list.clientWidth;
           }"""
    )
    assert fits


@pytest.mark.parametrize("screen", [(1280, 720, False)], indirect=True)
def test_the_move_list_is_one_tab_stop_with_the_arrows_inside(screen: Page, site_url: str) -> None:
    screen.goto(f"{site_url}play.html#{finished_game_link(9, 2)}")
    expect(screen.locator(BOARD)).to_have_attribute("data-status", "over")
    screen.locator("#moves").focus()
    screen.keyboard.press("ArrowLeft")
    screen.wait_for_function(f"() => document.querySelector('{BOARD}').browsing === 80")
    screen.keyboard.press("Home")
    screen.wait_for_function(f"() => document.querySelector('{BOARD}').browsing === 0")
    screen.keyboard.press("Tab")
    # One Tab leaves the list of 81 moves, to the next control.
    assert screen.evaluate("document.activeElement.closest('#moves') === null")
    assert screen.evaluate("document.activeElement.id") == "back-to-game"


def test_two_tabs_never_overwrite_each_other(page: Page, page_watch: Any, site_url: str) -> None:
    page.goto(f"{site_url}play.html#game=contiguous&size=5")
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
    play(page, "c3")
    other = page_watch.guard(page.context.new_page())
    other.set_default_timeout(60_000)
    other.goto(f"{site_url}play.html#game=contiguous")
    expect(other.locator(BOARD)).to_have_attribute("data-status", "ready")
    assert other.evaluate(f"() => document.querySelector('{BOARD}').moves") == ["c3"]
    play(page, "d4")  # the first tab goes on
    expect(other.locator("#notice")).to_contain_text("changed in another tab")
    play(other, "b2")  # the second tab goes on too: it must not overwrite the first's game
    saved = other.evaluate("JSON.parse(localStorage.getItem('py-games/recent'))[0].moves")
    assert saved == ["c3", "d4"]
    other.get_by_role("button", name="Keep this one as a separate game").click()
    expect(other.locator("#notice")).to_contain_text("saved on its own")
    # Each tab keeps its own copy of the storage, which the browser brings up to date a moment
    # after the other tab writes: wait for the first tab to see both games.
    recent = "JSON.parse(localStorage.getItem('py-games/recent'))"
    page.wait_for_function(f"() => {recent}.length === 2")
    games = page.evaluate(f"{recent}.map(e => e.moves)")
    assert sorted(games) == [["c3", "b2"], ["c3", "d4"]]
    other.close()


def test_the_page_follows_a_dark_colour_scheme(page: Page, site_url: str) -> None:
    page.emulate_media(color_scheme="dark")
    page.goto(f"{site_url}play.html#game=contiguous")
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
    background = page.evaluate("getComputedStyle(document.documentElement).backgroundColor")
    paper = page.evaluate(
        f"getComputedStyle(document.querySelector('{BOARD}')).getPropertyValue('--board-paper')"
    )
    assert background == "rgb(27, 25, 21)"
    assert paper.strip() == "#2b2822"
    # The system's scheme changes: the board follows (its scheme is its own, set as the
    # change is heard, a moment after it).
    page.emulate_media(color_scheme="light")
    page.wait_for_function(
        f"() => getComputedStyle(document.querySelector('{BOARD}'))"
        ".getPropertyValue('--board-paper').trim() === '#f6f1e3'"
    )
    expect(page.locator(BOARD)).to_have_attribute("data-scheme", "light")


@pytest.mark.parametrize(
    "screen",
    [
        (1280, 720, False),
        (1366, 768, False),
        (1920, 1080, False),
        (390, 844, True),
        (844, 390, True),
    ],
    indirect=True,
)
def test_the_board_its_message_line_and_the_keyboard_help_fit_the_window(
    screen: Page, site_url: str
) -> None:
    screen.goto(f"{site_url}play.html#game=contiguous&size=19")
    expect(screen.locator(BOARD)).to_have_attribute("data-status", READY)
    assert screen.evaluate("scrollY") == 0
    assert in_viewport(screen, f"{BOARD} canvas")
    assert in_viewport(screen, f"{BOARD} .message"), "the board's message line is cut off"
    # The keyboard help under the board, where it is shown (not on a phone).
    keys = screen.locator(".keys")
    if screen.viewport_size["width"] > 900:  # type: ignore[index]
        expect(keys).to_be_visible()
    if keys.is_visible():
        assert in_viewport(screen, ".keys"), "the keyboard help is cut off"


def test_a_step_is_drawn_before_the_panel_follows_it(page: Page, site_url: str) -> None:
    # The board's frame never waits for the move list and the scores: they follow in the next.
    page.goto(f"{site_url}play.html#game=contiguous&size=9&players=2")
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
    page.evaluate(
        f"""() => {{ const b = document.querySelector('{BOARD}');
            window.listedWhenDrawn = null;
            b.addEventListener('drawn', () => {{
              if (b.moves.length === 1 && window.listedWhenDrawn === null)
                window.listedWhenDrawn = document.querySelectorAll('#moves li').length;
            }}); }}"""
    )
    play(page, "a1")
    page.wait_for_function("() => window.listedWhenDrawn !== null")
    assert page.evaluate("window.listedWhenDrawn") == 0
    expect(page.locator("#moves li")).to_have_count(1)
    expect(page.locator("#moves")).to_contain_text("a1")


def test_a_step_is_drawn_before_a_screen_reader_is_told_it(page: Page, site_url: str) -> None:
    # Changing the live region's words lays the page out; the step's frame does not wait for it.
    page.goto(f"{site_url}play.html#game=contiguous&size=9&players=2")
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
    page.evaluate(
        f"""() => {{ const b = document.querySelector('{BOARD}');
            window.toldWhenDrawn = null;
            b.addEventListener('drawn', () => {{
              if (b.moves.length === 1 && window.toldWhenDrawn === null)
                window.toldWhenDrawn = b.shadowRoot.querySelector('[aria-live]').textContent;
            }}); }}"""
    )
    play(page, "a1")
    page.wait_for_function("() => window.toldWhenDrawn !== null")
    assert "a1" not in page.evaluate("window.toldWhenDrawn")
    expect(page.locator(BOARD).locator("[aria-live]")).to_contain_text("played a1")


@pytest.mark.parametrize("screen", [(390, 844, True)], indirect=True)
def test_a_recent_games_number_stands_by_the_first_line_of_its_entry(
    screen: Page, site_url: str
) -> None:
    # An entry's label wraps on a phone; its number ("1.") stood by its last line.
    screen.goto(f"{site_url}play.html#game=contiguous&size=5")
    expect(screen.locator(BOARD)).to_have_attribute("data-status", READY)
    screen.evaluate(
        """() => { const now = Date.now(); localStorage.setItem('py-games/recent', JSON.stringify(
             [1, 2, 3].map(i => ({id: 'g' + i, game: 'contiguous', options: {size: 9, players: 6},
               players: 'human 2 3 4 5 6', moves: ['a1', 'b2'], rev: 1, updated: now}))));
             sessionStorage.clear(); }"""
    )
    screen.reload()
    expect(screen.locator(BOARD)).to_have_attribute("data-status", READY)
    screen.locator("#recent summary").click()
    entries = screen.locator("#recent-list li button")
    expect(entries).not_to_have_count(0)
    # A mark put at the start of the entry's line stands where its number does.
    tops = screen.evaluate(
        """() => [...document.querySelectorAll('#recent-list li:has(button)')].map(li => {
             const mark = li.insertBefore(document.createElement('span'), li.firstChild);
             mark.textContent = '\\u200b';
             const button = li.querySelector('button').getBoundingClientRect();
             const line = parseFloat(getComputedStyle(li).lineHeight);
             return { mark: mark.getBoundingClientRect().top, top: button.top,
                      height: button.height, line };
           })"""
    )
    for entry in tops:
        assert entry["height"] > 1.5 * entry["line"], "the entry fits one line: nothing to see"
        assert entry["mark"] < entry["top"] + entry["line"], entry
