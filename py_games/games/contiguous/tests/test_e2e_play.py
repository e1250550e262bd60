"""Contiguous in the built site: played by clicking, checked against Python's own answers;
and, with Contiguous as the example, what the player does for every game (undo, keys, saves,
links, records, recent games, a phone's taps).

Every test opens the real site (served under a sub-path on 127.0.0.1, with any request to
another host failing the test) in headless Chromium, acts as a person would (clicks on the
canvas, buttons, dialogs, keys) and asserts on what the page shows and on the state the board
element exposes for tests.
"""

from __future__ import annotations

import random
import re
from typing import Any

from playwright.sync_api import Page, expect

from py_games import GAMES, get_game, records
from tests.e2e.boards import (
    BOARD,
    board,
    click_cell,
    message,
    open_player,
    play_by_click,
    play_by_keys,
    start_new_game,
)


def test_a_whole_game_played_by_clicking_ends_with_pythons_scores(
    page: Page, site_url: str
) -> None:
    open_player(page, site_url)
    start_new_game(page, size=4, players=3, diagonal_islands=True)
    game = get_game("contiguous", size=4, players=3, diagonal_islands=True)
    assert board(page, "b.view.board.options") == dict(game.options)
    state, rng = game.initial_state(), random.Random(7)
    moves_played = []
    while legal := game.legal_moves(state):
        move = rng.choice(legal)
        moves_played.append(move)
        # Before each click, the page highlights exactly the cells Python calls legal.
        assert board(page, "b.view.scene.legal.map(e => e.step)") == [str(m) for m in legal]
        play_by_click(page, str(move))
        state = game.apply(state, move)
        mover = game.to_move(state)
        expect(page.locator(BOARD)).to_have_attribute(
            "data-to-move", "" if mover is None else str(mover)
        )
    outcome = game.outcome(state)
    assert outcome is not None
    expect(page.locator(BOARD)).to_have_attribute("data-status", "over")
    # (The panel follows the board's frame: expect waits for it.)
    expect(page.locator("#scores tbody td.score")).to_have_text([str(s) for s in outcome.scores])
    result = page.locator("#result")
    expect(result).to_be_visible()
    expect(result.locator("strong")).to_have_text(f"{game.headline(outcome)}.")
    expect(result).to_contain_text(outcome.reason)
    expect(result).to_contain_text(outcome.decided)
    # The scores table marks exactly the winners, in words (not only by colour).
    rows = page.locator("#scores tbody tr")
    for player in range(game.players):
        badge = rows.nth(player).locator(".badge")
        expect(badge).to_have_text("Winner") if player in outcome.winners else expect(
            badge
        ).to_have_count(0)
    assert board(page, "b.view.scene.outcome.winners") == list(outcome.winners)
    assert board(page, "b.view.scene.position") == game.position(state)
    # Play again: the same game and options, from the start; the finished one is kept.
    result.get_by_role("button", name="Play again").click()
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
    assert board(page, "b.moves") == []
    assert board(page, "b.view.board.options") == dict(game.options)
    # The finished game stays in Recent games; the empty game left at the start does not.
    expect(page.locator("#recent-summary")).to_have_text("Recent games (2)")
    expect(page.locator("#recent-list")).to_contain_text(f"{len(moves_played)} moves")


def test_undo_and_redo_step_through_the_game(page: Page, site_url: str) -> None:
    open_player(page, site_url, "game=contiguous&size=5")
    for cell in ("c3", "d4", "e5"):
        play_by_click(page, cell)
    page.get_by_role("button", name="Undo").click()
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 2")
    assert "e5" not in [p["at"] for p in board(page, "b.view.scene.pieces")]
    expect(page.locator(BOARD)).to_have_attribute("data-to-move", "0")
    page.keyboard.press("Control+z")
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 1")
    page.get_by_role("button", name="Redo").click()
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 2")
    page.keyboard.press("Control+y")
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 3")
    assert board(page, "b.moves") == ["c3", "d4", "e5"]
    expect(page.get_by_role("button", name="Redo")).to_be_disabled()
    # A new step after an undo replaces what was undone.
    page.get_by_role("button", name="Undo").click()
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 2")
    play_by_click(page, "c5")
    assert board(page, "b.moves") == ["c3", "d4", "c5"]
    expect(page.get_by_role("button", name="Redo")).to_be_disabled()
    game = get_game("contiguous", size=5)
    expected = game.initial_state()
    for step in ("c3", "d4", "c5"):
        expected = game.apply(expected, step)
    assert board(page, "b.view.scene.scores.map(s => s.value)") == list(game.scores(expected))


def test_a_click_outside_the_legal_cells_says_why(page: Page, site_url: str) -> None:
    open_player(page, site_url, "game=contiguous&size=5")
    play_by_click(page, "c3")
    click_cell(page, "a1")
    page.wait_for_function(
        f"() => document.querySelector('{BOARD}').shadowRoot.querySelector('.message').textContent"
    )
    assert "a1 does not touch c3" in message(page)
    click_cell(page, "c3")
    page.wait_for_function(
        f"() => document.querySelector('{BOARD}').shadowRoot"
        ".querySelector('.message').textContent.includes('not empty')"
    )
    assert board(page, "b.moves") == ["c3"]


def test_keyboard_alone_can_play(page: Page, site_url: str) -> None:
    open_player(page, site_url, "game=contiguous&size=6")
    page.locator(f"{BOARD} canvas").focus()
    play_by_keys(page, "ArrowUp", "Enter")  # the cursor appears on the middle cell, d4
    play_by_keys(page, "ArrowRight", "Enter")
    assert board(page, "b.moves") == ["d4", "e4"]
    page.wait_for_function(
        f"() => document.querySelector('{BOARD}').shadowRoot"
        ".querySelector('[aria-live]').textContent.includes('played e4')"
    )


def test_focus_redraws_the_board_only_when_it_shows_the_keyboard_cursor(
    page: Page, site_url: str
) -> None:
    # A click gives the board focus: without a cursor to show, that needs no frame (it asked
    # for one with nothing new in it, as the step's answer came).
    open_player(page, site_url, "game=contiguous&size=6")
    page.evaluate(
        f"""() => {{ window.drawnFrames = 0;
            document.querySelector('{BOARD}')
              .addEventListener('drawn', () => window.drawnFrames++); }}"""
    )
    frames = "n => new Promise(r => { const f = () => n-- ? requestAnimationFrame(f) : r(); f(); })"
    canvas = page.locator(f"{BOARD} canvas")
    canvas.focus()
    page.evaluate(frames, 3)
    assert page.evaluate("window.drawnFrames") == 0
    page.keyboard.press("ArrowUp")  # the cursor shows: a frame
    page.wait_for_function("() => window.drawnFrames === 1")
    canvas.blur()  # and goes with the focus: another
    page.wait_for_function("() => window.drawnFrames === 2")
    canvas.focus()  # and comes back with it
    page.wait_for_function("() => window.drawnFrames === 3")


def test_the_game_survives_a_reload_and_a_bad_link_keeps_it(page: Page, site_url: str) -> None:
    open_player(page, site_url, "game=contiguous&size=5&players=3")
    for cell in ("b2", "c3", "d4"):
        play_by_click(page, cell)
    page.reload()
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
    assert board(page, "b.moves") == ["b2", "c3", "d4"]
    assert board(page, "b.view.board.players.length") == 3
    page.goto(f"{site_url}play.html#game=contiguous&size=30")
    expect(page.locator("#notice")).to_contain_text("must be from 3 to 19, not 30")
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
    assert board(page, "b.moves") == ["b2", "c3", "d4"]


def test_a_new_game_keeps_the_previous_one_in_recent_games(page: Page, site_url: str) -> None:
    open_player(page, site_url, "game=contiguous&size=5")
    for cell in ("c3", "c4"):
        play_by_click(page, cell)
    start_new_game(page, size=6)
    expect(page.locator("#notice")).to_contain_text("Your previous game is in Recent games")
    play_by_click(page, "a1")
    # The offer goes with the next step (it was news of the new game), the game stays in the list.
    expect(page.locator("#notice")).to_be_empty()
    page.locator("#recent summary").click()
    page.locator("#recent-list").get_by_role("button", name=re.compile("size 5.* 2 moves")).click()
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 2")
    assert board(page, "b.view.board.options.size") == 5
    assert board(page, "b.moves") == ["c3", "c4"]
    # The 6x6 game is kept too, and can be reopened from the list after a reload.
    page.reload()
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
    assert board(page, "b.moves") == ["c3", "c4"]
    page.locator("#recent summary").click()
    recent = page.locator("#recent-list")
    recent.get_by_role("button", name=re.compile("size 6.* 1 move\\b")).click()
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 1")
    assert board(page, "b.view.board.options.size") == 6


def test_share_link_reproduces_the_game(page: Page, site_url: str) -> None:
    open_player(page, site_url, "game=contiguous&size=4")
    for cell in ("a1", "b2", "c3"):
        play_by_click(page, cell)
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.get_by_role("button", name="Copy share link").click()
    expect(page.locator("#notice")).to_contain_text("Share link copied")
    link = page.evaluate("navigator.clipboard.readText()")
    assert link.startswith(site_url) and "moves=a1+b2+c3" in link
    page.evaluate("localStorage.clear()")
    page.goto("about:blank")
    page.goto(link)
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
    assert board(page, "b.moves") == ["a1", "b2", "c3"]
    assert board(page, "b.view.board.options.size") == 4
    assert page.evaluate("location.hash") == "#game=contiguous"


def test_records_export_and_import_without_losing_the_game(page: Page, site_url: str) -> None:
    open_player(page, site_url, "game=contiguous&size=3")
    for cell in ("b2", "a1", "b1"):
        play_by_click(page, cell)
    page.get_by_role("button", name="Export record").click()
    expect(page.locator("#record-dialog")).to_be_visible()  # opened once the text is there
    exported = page.locator("#record-text").input_value()
    game = get_game("contiguous", size=3)
    # With who played each seat and the day it was exported.
    today = page.evaluate("new Date().toISOString().slice(0, 10)")
    seats = ["human", "human"]
    assert exported == records.write(records.of(game, ["b2", "a1", "b1"], seats=seats, date=today))
    page.get_by_role("button", name="Close").click()

    page.get_by_role("button", name="Import record").click()
    page.locator("#record-text").fill("game: contiguous\nsize: 3\n\n1. b2 2. b2")
    page.get_by_role("button", name="Load this record").click()
    expect(page.locator("#record-error")).to_contain_text("step 2 (b2): b2 is not empty")
    assert board(page, "b.moves") == ["b2", "a1", "b1"]  # the current game survives

    page.locator("#record-text").fill("game: contiguous\nsize: 4\nplayers: 3\n\n1. a1 2. a2 3. b2")
    page.get_by_role("button", name="Load this record").click()
    expect(page.locator("#record-dialog")).to_be_hidden()
    assert board(page, "b.moves") == ["a1", "a2", "b2"]
    assert board(page, "b.view.board.players.length") == 3


def test_moves_list_shows_earlier_positions(page: Page, site_url: str) -> None:
    open_player(page, site_url, "game=contiguous&size=4")
    for cell in ("a1", "b2", "c3"):
        play_by_click(page, cell)
    page.locator("#moves").get_by_role("button", name="Step 1: Player 1 a1").click()
    expect(page.locator("#browsing")).to_be_visible()
    page.wait_for_function(f"() => document.querySelector('{BOARD}').browsing === 1")
    page.keyboard.press("ArrowRight")
    page.wait_for_function(f"() => document.querySelector('{BOARD}').browsing === 2")
    page.get_by_role("button", name="Back to the game").click()
    expect(page.locator("#browsing")).to_be_hidden()
    assert board(page, "b.moves") == ["a1", "b2", "c3"]


def damage_saves(page: Page, site_url: str, recent: str) -> None:
    """The saved games edited by hand to `recent` while no player is open (a player open then
    would find the damage with its next save, and say so on a page about to go)."""
    page.goto(f"{site_url}index.html")
    page.evaluate("recent => localStorage.setItem('py-games/recent', recent)", recent)
    page.evaluate("sessionStorage.clear()")


def test_corrupt_saves_and_unknown_games_are_explained(page: Page, site_url: str) -> None:
    open_player(page, site_url, "game=contiguous")
    # Saved games edited by hand into nonsense: explained, kept aside, never silently dropped.
    damage_saves(page, site_url, "{not json")
    page.goto(f"{site_url}play.html#game=contiguous")
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
    expect(page.locator("#notice")).to_contain_text("Your saved games could not be read")
    assert board(page, "b.moves") == []
    aside = page.evaluate(
        "Object.keys(localStorage).filter(k => k.startsWith('py-games/unreadable/'))"
        ".map(k => localStorage.getItem(k))"
    )
    assert aside == ["{not json"]
    # One entry of the list damaged, another one whose steps break the rules.
    damage_saves(
        page,
        site_url,
        """[{"id": "bad", "game": "contiguous", "options": {"size": 3}, "moves": ["b2", "b2"],
             "rev": 1},
            {"id": "broken", "game": "contiguous", "moves": "b2"}]""",
    )
    page.goto(f"{site_url}play.html#game=contiguous")
    expect(page.locator("#notice")).to_contain_text("its list of moves is damaged")
    expect(page.locator("#notice")).to_contain_text("could not be restored")
    expect(page.locator("#notice")).to_contain_text("b2 is not empty")
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
    # The save that did not load stays in Recent games, for a later version of the rules.
    assert (
        page.evaluate("JSON.parse(localStorage.getItem('py-games/recent')).map(e => e.id)")[-1]
        == "bad"
    )
    page.goto(f"{site_url}play.html#game=chess")
    expect(page.locator("#notice")).to_contain_text("There is no game “chess” here")
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
    assert board(page, "b.view.board.game") == "contiguous"


def test_a_damaged_save_another_tab_wrote_is_said_when_this_tab_saves(
    page: Page, site_url: str
) -> None:
    open_player(page, site_url, "game=contiguous")
    play_by_click(page, "b2")
    page.wait_for_function(
        "() => (JSON.parse(localStorage.getItem('py-games/recent')) ?? [])"
        ".some(e => e.moves.length === 1)"
    )
    # Another tab (or a hand) adds an entry whose moves are damaged; no storage event comes to
    # this tab for it. Its next save reads the list: the damage is set aside and said.
    page.evaluate(
        """localStorage.setItem('py-games/recent', JSON.stringify([
             ...JSON.parse(localStorage.getItem('py-games/recent')),
             {id: 'theirs', game: 'contiguous', moves: 'b2'}]))"""
    )
    play_by_click(page, "c3")
    expect(page.locator("#notice")).to_contain_text("its list of moves is damaged")
    assert board(page, "b.moves") == ["b2", "c3"]


def test_saves_of_the_one_slot_format_are_kept(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}play.html#game=contiguous")
    page.evaluate(
        """localStorage.setItem('py-games/game/contiguous',
           JSON.stringify({game: 'contiguous', options: {size: 4}, moves: ['a1', 'b2']}))"""
    )
    page.reload()
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
    assert board(page, "b.moves") == ["a1", "b2"]
    assert page.evaluate("localStorage.getItem('py-games/game/contiguous')") is None


def test_taps_play_on_a_phone_sized_screen(browser: Any, site_url: str, page_watch: Any) -> None:
    context = browser.new_context(
        viewport={"width": 390, "height": 844},
        device_scale_factor=3,
        is_mobile=True,
        has_touch=True,
    )
    phone = page_watch.guard(context.new_page())
    try:
        open_player(phone, site_url, "game=contiguous&size=7")
        # The whole board fits the screen's width, and the panel follows below it.
        box = phone.locator(f"{BOARD} canvas").bounding_box()
        assert box is not None and box["width"] <= 390
        # Crisp on a high-DPI screen: one canvas pixel per device pixel.
        canvas = f"document.querySelector('{BOARD}').shadowRoot.querySelector('canvas')"
        pixels = phone.evaluate(f"() => [{canvas}.width, {canvas}.clientWidth]")
        assert pixels[0] == round(pixels[1] * 3)
        for cell in ("d4", "e5"):
            point = phone.evaluate(f"c => document.querySelector('{BOARD}').cellCenter(c)", cell)
            phone.touchscreen.tap(point["x"], point["y"])
        phone.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 2")
        assert board(phone, "b.moves") == ["d4", "e5"]
        expect(phone.locator("#turn")).to_contain_text("Player 1")
    finally:
        context.close()
    assert page_watch.problems() == []


def test_a_record_brings_back_who_played_each_seat(page: Page, site_url: str) -> None:
    open_player(page, site_url, "game=contiguous&size=3&seats=human+2")
    play_by_click(page, "b2")
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 2")
    page.get_by_role("button", name="Export record").click()
    expect(page.locator("#record-dialog")).to_be_visible()  # opened once the text is there
    exported = page.locator("#record-text").input_value()
    assert "seats: human, casual" in exported.splitlines()
    page.get_by_role("button", name="Close").click()
    # A new game between people.
    page.get_by_role("button", name="New game…").click()
    page.locator("#new-game [name=seat-1]").select_option("human")
    page.locator("#new-game").get_by_role("button", name="Start").click()
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 0")
    assert board(page, "b.seats") == ["human", "human"]
    page.get_by_role("button", name="Import record").click()
    page.locator("#record-text").fill(exported)
    page.get_by_role("button", name="Load this record").click()
    expect(page.locator("#record-dialog")).to_be_hidden()
    assert board(page, "b.seats") == ["human", 2]
    expect(page.locator("#scores")).to_contain_text("computer, casual")


def test_the_new_game_dialog_shows_every_value_in_words(page: Page, site_url: str) -> None:
    open_player(page, site_url)
    page.get_by_role("button", name="New game…").click()
    dialog = page.locator("#new-game")
    placement = dialog.locator("[name=placement]")
    # Python's words for each value; the value itself is what the game is started with.
    labels = [o.text_content() for o in placement.locator("option").all()]
    assert labels == list(GAMES["contiguous"].OPTIONS[2].labels)
    assert "king" not in labels and placement.input_value() == "king"
    dialog.get_by_role("button", name="Cancel").click()


def test_a_click_after_the_end_says_who_won(page: Page, site_url: str) -> None:
    moves = "b2+a1+a2+a3+b3+c3+c2+c1+b1"
    open_player(page, site_url, f"game=contiguous&size=3&moves={moves}")
    expect(page.locator(BOARD)).to_have_attribute("data-status", "over")
    click_cell(page, "a1")
    game = get_game("contiguous", size=3)
    state = game.initial_state()
    for move in moves.split("+"):
        state = game.apply(state, move)
    outcome = game.outcome(state)
    assert outcome is not None
    expect(page.locator(BOARD).locator(".message")).to_have_text(
        f"The game is over: {game.headline(outcome)} ({outcome.reason})."
    )
