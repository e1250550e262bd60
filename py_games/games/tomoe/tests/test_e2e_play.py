"""Tomoe in the built site: tiles placed through the drawn picker, tiles turned, played to the
end by clicks and keys and checked against Python at every step."""

from __future__ import annotations

import random
from typing import Any

from playwright.sync_api import Page, expect

from py_games import get_game, present
from py_games.games.tomoe.state import Placement, Rotation, TomoeMove, TomoeState
from tests.e2e.boards import BOARD, board, click_cell, message, open_player

GAME = get_game("tomoe")


def line_with(wanted: int) -> tuple[list[TomoeMove], int]:
    """The first seeded random game with at least ``wanted`` rotations, and the step after
    which some tile is locked (so the game shows a ring): its steps, and that ply."""
    for seed in range(500):
        rng, state, moves, locked_at = random.Random(seed), GAME.initial_state(), [], 0
        while legal := GAME.legal_moves(state):
            # Turning is rare among ~150 steps: favour it, so a game has a few.
            turns = [m for m in legal if isinstance(m, Rotation)]
            moves.append(rng.choice(turns if turns and rng.random() < 0.3 else legal))
            state = GAME.apply(state, moves[-1])
            marks = present(GAME).scene(state)["marks"]
            if not locked_at and any(m["look"] == "locked" for m in marks):
                locked_at = len(moves)
        if sum(isinstance(m, Rotation) for m in moves) >= wanted and locked_at:
            return moves, locked_at
    raise AssertionError("no seeded game turns a tile and locks one")


def choices(page: Page) -> list[str]:
    """The steps the open picker offers."""
    page.wait_for_function(
        f"() => !document.querySelector('{BOARD}').shadowRoot.querySelector('.picker').hidden"
    )
    return board(  # type: ignore[no-any-return]
        page, "[...b.shadowRoot.querySelectorAll('.picker button')].map(e => e.dataset.step)"
    )


def wait_for_steps(page: Page, count: int) -> None:
    page.wait_for_function(f"n => document.querySelector('{BOARD}').moves.length === n", arg=count)


def test_a_whole_game_by_the_picker_with_turns_ends_with_pythons_scores(
    page: Page, site_url: str
) -> None:
    open_player(page, site_url, "game=tomoe")
    moves, _ = line_with(2)
    state: TomoeState = GAME.initial_state()
    for ply, move in enumerate(moves):
        expect(page.locator("#turn")).to_contain_text(present(GAME).scene(state)["part"])
        space = move.cells[0]
        click_cell(page, space)
        # The picker offers exactly Python's steps on that space, each drawn.
        offered = [str(m) for m in GAME.legal_moves(state) if m.cells == (space,)]
        assert choices(page) == offered
        assert board(page, "b.shadowRoot.querySelectorAll('.picker canvas').length") == len(offered)
        key = board(
            page,
            f"b.shadowRoot.querySelector('.picker [data-step=\"{move}\"]').dataset.key",
        )
        if ply % 2:  # by its key on the keyboard
            page.keyboard.type(key)  # type, not press: press reads "+" as a key combination
        else:  # by a click on its drawing
            button = page.locator(f"{BOARD} .picker [data-step='{move}']")
            button.click()
        wait_for_steps(page, ply + 1)
        state = GAME.apply(state, move)
        assert board(page, "b.view.scene.position") == GAME.position(state)
    assert sum(isinstance(m, Placement) for m in moves) == 32
    assert sum(isinstance(m, Rotation) for m in moves) >= 2
    expect(page.locator(BOARD)).to_have_attribute("data-status", "over")
    outcome = GAME.outcome(state)
    assert outcome is not None
    expect(page.locator("#result strong")).to_have_text(f"{GAME.headline(outcome)}.")
    expect(page.locator("#result")).to_contain_text(outcome.decided)
    assert GAME.scores(state) == outcome.scores
    expect(page.locator("#scores tbody td.score")).to_have_text([str(s) for s in outcome.scores])


def test_a_turn_is_animated_and_a_locked_tile_says_why(page: Page, site_url: str) -> None:
    moves, locked_at = line_with(0)
    state = GAME.initial_state()
    for move in moves[:locked_at]:
        state = GAME.apply(state, move)
    # Go on to the first step of a turn, where turning is allowed.
    while state.step != 1:
        move = GAME.legal_moves(state)[0]
        moves.insert(locked_at, move)
        locked_at += 1
        state = GAME.apply(state, move)
    link = "+".join(str(m).replace("+", "%2B") for m in moves[:locked_at])
    open_player(page, site_url, f"game=tomoe&moves={link}")
    marks = board(page, "b.view.scene.marks")
    assert marks == present(GAME).scene(state)["marks"] and marks[0]["look"] == "locked"
    locked = marks[0]["cells"][0]
    click_cell(page, locked)
    page.wait_for_function(
        f"() => document.querySelector('{BOARD}').shadowRoot"
        ".querySelector('.message').textContent !== ''"
    )
    assert message(page) == GAME.why_not(state, locked)
    assert "closed ring" in message(page)
    # A tile that may turn: it turns on screen, the shorter way, and ends where Python says.
    turn = next(m for m in GAME.legal_moves(state) if isinstance(m, Rotation))
    page.evaluate(
        f"""() => {{ const b = document.querySelector('{BOARD}');
            window.__turning = new Promise(done => b.addEventListener('move', () =>
                requestAnimationFrame(() => requestAnimationFrame(() => done(b.moving))),
                {{ once: true }})); }}"""
    )
    click_cell(page, turn.cells[0])
    assert choices(page) == [f"{turn.space}+", f"{turn.space}-"]
    page.locator(f"{BOARD} .picker [data-step='{turn}']").click()
    assert page.evaluate("window.__turning") is True
    page.wait_for_function(f"() => !document.querySelector('{BOARD}').moving")
    assert board(page, "b.view.scene.position") == GAME.position(GAME.apply(state, turn))
    expect(page.locator("#turn")).to_contain_text("step 2 of 2: place a tile after turning one")
    # The turn is drawn to its end by itself: a frame drawn on request now shows the same.
    turned = page.evaluate(CANVAS)
    board(page, "b.showGroups = false")  # asks for a frame, changes nothing
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    assert page.evaluate(CANVAS) == turned, "the tile was left drawn part way through its turn"


# The whole canvas, as a data URL.
CANVAS = f"() => document.querySelector('{BOARD}').shadowRoot.querySelector('canvas').toDataURL()"


def test_the_picker_cycles_with_keys_and_shows_the_choice_on_the_board(
    page: Page, site_url: str
) -> None:
    open_player(page, site_url, "game=tomoe")
    space = "14"
    click_cell(page, space)
    offered = choices(page)
    steps = {m["step"]: m for m in present(GAME).scene(GAME.initial_state())["legal"]}
    for i in range(len(offered) + 1):
        focused = board(page, "b.shadowRoot.activeElement.dataset.step")
        assert focused == offered[i % len(offered)]
        # The choice in focus is drawn on its space, as it would stand.
        assert board(page, "b.frame.previews") == steps[focused]["pieces"]
        page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")  # the next row: the other tile, same rotation
    assert board(page, "b.shadowRoot.activeElement.dataset.step") == offered[4]
    page.keyboard.press("Escape")
    assert board(page, "b.clicks") == [] and board(page, "b.frame.previews") == []
    click_cell(page, space)
    choices(page)
    page.keyboard.press("Enter")
    wait_for_steps(page, 1)
    assert board(page, "b.moves") == [offered[0]]


def test_a_tap_on_a_phone_only_opens_the_picker_beside_the_space(
    browser: Any, page_watch: Any, site_url: str
) -> None:
    # On a phone the picker must not open over the space tapped, and the click the browser
    # sends after the touch must not land on one of its choices (it played a tile at once).
    context = browser.new_context(
        viewport={"width": 390, "height": 844},
        device_scale_factor=3,
        is_mobile=True,
        has_touch=True,
        service_workers="block",
    )
    phone = page_watch.guard(context.new_page())
    phone.set_default_timeout(60_000)
    expect.set_options(timeout=60_000)  # Pyodide may take more than expect's 5 s here
    open_player(phone, site_url, "game=tomoe")
    spaces = sorted({str(m.cells[0]) for m in GAME.legal_moves(GAME.initial_state())}, key=int)
    assert len(spaces) == 32
    played, covered = [], []
    for space in spaces:
        point = board(phone, f"b.cellCenter('{space}')")
        phone.touchscreen.tap(point["x"], point["y"])
        # The picker opens, or (the fault) a tile is played at once.
        phone.wait_for_function(
            f"() => {{ const b = document.querySelector('{BOARD}');"
            " return b.moves.length || !b.shadowRoot.querySelector('.picker').hidden; }"
        )
        # Whatever follows the tap in the browser (its click) has been delivered by now.
        phone.evaluate("() => new Promise(r => setTimeout(r, 100))")
        if board(phone, "b.moves"):
            played.append(space)
            board(phone, "b.undo()")
            phone.wait_for_function(f"() => !document.querySelector('{BOARD}').moves.length")
            continue
        box = phone.locator(f"{BOARD} .picker").bounding_box()
        corners = board(phone, f"b.cellOutline('{space}')")
        assert box is not None and corners
        xs, ys = [c["x"] for c in corners], [c["y"] for c in corners]
        apart = (
            box["x"] >= max(xs)
            or box["x"] + box["width"] <= min(xs)
            or box["y"] >= max(ys)
            or box["y"] + box["height"] <= min(ys)
        )
        if not apart:
            covered.append(space)
        phone.keyboard.press("Escape")
        phone.wait_for_function(
            f"() => document.querySelector('{BOARD}').shadowRoot.querySelector('.picker').hidden"
        )
    assert played == [], "a tap played a tile at once"
    assert covered == [], "the picker opened over the space tapped"
    context.close()


def test_a_click_not_begun_on_the_picker_picks_nothing(page: Page, site_url: str) -> None:
    # The click a browser sends after the touch that opened the picker lands on whatever is
    # under the finger by then; where the picker cannot stand beside the space (a board too
    # small for it), that is a choice. Only a press on the picker, or a key, picks.
    open_player(page, site_url, "game=tomoe")
    click_cell(page, "14")
    first = choices(page)[0]
    board(
        page,
        "b.shadowRoot.querySelector('.picker button')"
        ".dispatchEvent(new PointerEvent('click',"
        " {detail: 1, pointerType: 'touch', bubbles: true}))",
    )
    page.evaluate("() => new Promise(r => setTimeout(r, 100))")
    assert board(page, "b.moves") == []
    assert choices(page)[0] == first  # still open
    page.locator(f"{BOARD} .picker [data-step='{first}']").click()
    wait_for_steps(page, 1)
    assert board(page, "b.moves") == [first]
