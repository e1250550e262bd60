"""A game with a friend on another device, by link (issue 25): a whole game (of a game played
one click a step, on its smallest board) played between two browser contexts, each link opened
in the other, with a link already seen, one that branches from the game, and one tampered with;
the page says what each is, keeps both lines of a branch, loses nothing to a bad link, and works
with the keyboard, in both colour schemes and on a phone's width."""

from __future__ import annotations

import re
from typing import Any

from boards import ONE_CLICK_GAME, TWO_STEP_GAME, link, one_click_places, smallest
from playwright.sync_api import Browser, Page, expect

from conftest import TIMEOUT_MS, PageWatch, serious_violations

BOARD = "#board"
READY = re.compile("ready|over")
START = link(ONE_CLICK_GAME, **smallest(ONE_CLICK_GAME))
"""The game played by link: one click a step, on its smallest board."""


def board(page: Page, expression: str) -> Any:
    return page.evaluate(
        f"() => {{ const b = document.querySelector('{BOARD}'); return {expression}; }}"
    )


def wait_moves(page: Page, moves: list[str]) -> None:
    page.wait_for_function(
        f"m => JSON.stringify(document.querySelector('{BOARD}').moves) === JSON.stringify(m)",
        arg=moves,
    )


def click_cell(page: Page, cell: str, moves: list[str]) -> None:
    page.locator(BOARD).scroll_into_view_if_needed()  # on a phone, the panel is below it
    point = page.evaluate(f"c => document.querySelector('{BOARD}').cellCenter(c)", cell)
    page.mouse.click(point["x"], point["y"])
    wait_moves(page, moves)


def link_to_send(page: Page, previous: str = "") -> str:
    """The link the page offers once the turn is the friend's (a new one after each turn)."""
    field = page.locator("#friend-link")
    expect(field).to_be_visible()
    page.wait_for_function(
        "p => { const v = document.getElementById('friend-link').value; return v && v !== p; }",
        arg=previous,
    )
    return field.input_value()


def open_link(page: Page, link: str, said: str | re.Pattern[str]) -> None:
    page.goto(link)
    expect(page.locator(BOARD)).to_have_attribute("data-status", READY)
    expect(page.locator("#notice")).to_contain_text(said)


def play_first_legal(page: Page) -> list[str]:
    """Click the first legal step (one click: its place), and answer the line after it."""
    moves = board(page, "b.moves")
    step = page.evaluate(f"() => document.querySelector('{BOARD}').legalMoves()")[0]
    click_cell(page, step, [*moves, step])
    return [*moves, step]


def start_by_link(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}play.html#{START}")
    expect(page.locator(BOARD)).to_have_attribute("data-status", READY)
    page.get_by_role("button", name="New game…").click()
    dialog = page.locator("#new-game")
    dialog.locator("select[data-seat='1']").select_option(label="Friend, by link")
    dialog.get_by_role("button", name="Start").click()
    expect(page.locator("#notice")).to_contain_text("A game with a friend, by link")
    expect(page.locator("#friend-status")).to_contain_text("Your turn: you play Player 1")


class Devices:
    """Two devices playing one game by link: each page, and the last link each sent."""

    def __init__(self, a: Page, b: Page) -> None:
        self.pages = {"a": a, "b": b}
        self.sent = {"a": "", "b": ""}

    def turn(self, me: str) -> tuple[list[str], str]:
        """``me`` plays the first legal step: the line after it, and the link it gives."""
        line = play_first_legal(self.pages[me])
        self.sent[me] = link_to_send(self.pages[me], self.sent[me])
        return line, self.sent[me]


def opening_turns(devices: Devices, site_url: str) -> str:
    """A starts a game by link and plays; B opens it and replies; A takes the reply and plays;
    B opens the first link again (stale), then A's. Answers the first link."""
    a, b = devices.pages["a"], devices.pages["b"]
    start_by_link(a, site_url)
    line, to_b = devices.turn("a")
    assert re.search(rf"#{START}&.*&friend=[0-9a-z]+-[0-9a-z]+&steps=[\w-]+$", to_b)
    expect(a.locator("#friend-status")).to_contain_text("Player 2 (")
    assert board(a, "b.interactive") is False  # not A's turn: the board waits
    expect(a.get_by_role("button", name="Hint")).to_be_disabled()  # it would give B's step away
    # B opens it: the game is new there, B plays the seat to move.
    open_link(b, to_b, "Opened the game your friend sent: you play Player 2")
    wait_moves(b, line)
    expect(b.get_by_role("button", name="Hint")).to_be_enabled()
    line, to_a = devices.turn("b")
    box = b.locator("#friend-link").bounding_box()
    assert box is not None and box["x"] + box["width"] <= 390  # the phone's width
    assert serious_violations(b) == []
    # A takes B's reply: it continues A's game.
    open_link(a, to_a, "The link continues your game.")
    wait_moves(a, line)
    line, later = devices.turn("a")
    # A stale link: B opens the first link again; nothing changes.
    open_link(b, to_b, "You have seen this link already")
    wait_moves(b, line[:2])
    open_link(b, later, "The link continues your game.")
    wait_moves(b, line)
    return to_b


def branch_and_tamper(devices: Devices) -> None:
    """B plays, A takes it; B takes its step back and plays another: the link branches from
    A's game, and both are kept. Then a tampered link is refused and A's game stays."""
    a, b = devices.pages["a"], devices.pages["b"]
    before_branch = board(b, "b.moves")
    line, to_a = devices.turn("b")
    open_link(a, to_a, "The link continues your game.")
    wait_moves(a, line)
    b.get_by_role("button", name="Undo").click()
    wait_moves(b, before_branch)
    legal = b.evaluate(f"() => document.querySelector('{BOARD}').legalMoves()")
    other = next(step for step in legal if step != line[-1])
    click_cell(b, other, [*before_branch, other])
    to_a = devices.sent["b"] = link_to_send(b, to_a)
    open_link(a, to_a, f"From step {len(line)}, the link has {other} where your game has")
    expect(a.locator("#notice")).to_contain_text("Both are kept")
    line = [*before_branch, other]
    wait_moves(a, line)
    assert board(a, "b.tree") is not None  # both lines, A's as a variation
    # A tampered link: refused in Python's words; A's game is as it was.
    head, steps = to_a.split("&steps=")
    middle = len(steps) // 2
    swapped = "B" if steps[middle] != "B" else "C"
    tampered = f"{head}&steps={steps[:middle]}{swapped}{steps[middle + 1 :]}"
    open_link(a, tampered, "This link cannot be opened: the link was changed or cut short")
    expect(a.locator("#notice")).to_contain_text("your game is as it was")
    wait_moves(a, line)
    assert board(a, "b.tree") is not None


def to_the_end(devices: Devices) -> None:
    """A link each way after each turn, until the game is over on both devices."""
    me, friend = "a", "b"
    while board(devices.pages[me], "b.view.scene.to_move") is not None:
        line, sent = devices.turn(me)
        open_link(devices.pages[friend], sent, re.compile("continues your game|played"))
        wait_moves(devices.pages[friend], line)
        me, friend = friend, me
    for page in devices.pages.values():
        expect(page.locator(BOARD)).to_have_attribute("data-status", "over")
        expect(page.locator("#friend-status")).to_contain_text("The game is over")
        page.locator("#recent summary").click()
        expect(page.locator("#recent-list")).to_contain_text("by link, over since")


def test_a_whole_game_by_link_between_two_devices(
    browser: Browser, site_url: str, page_watch: PageWatch
) -> None:
    one = browser.new_context()
    # The friend's device is a phone, in the dark.
    two = browser.new_context(viewport={"width": 390, "height": 800}, color_scheme="dark")
    expect.set_options(timeout=TIMEOUT_MS)
    try:
        a, b = page_watch.guard(one.new_page()), page_watch.guard(two.new_page())
        for device in (a, b):
            device.set_default_timeout(TIMEOUT_MS)
        devices = Devices(a, b)
        opening_turns(devices, site_url)
        branch_and_tamper(devices)
        to_the_end(devices)
        # The keyboard: the QR code on request, the link copied (or selected to copy by hand).
        a.locator("#friend-qr").focus()
        a.keyboard.press("Enter")
        expect(a.locator("#friend-qr-code")).to_be_visible()
        expect(a.locator("#friend-qr")).to_have_attribute("aria-expanded", "true")
        assert a.evaluate("() => document.getElementById('friend-qr-code').width") > 100
        a.locator("#friend-copy").focus()
        a.keyboard.press("Enter")
        expect(a.locator("#notice")).to_contain_text(re.compile("Link copied|copy it by hand"))
        assert serious_violations(a) == []
    finally:
        one.close()
        two.close()


def test_a_game_by_link_keeps_its_turn_in_recent_games_and_refuses_a_computer_seat(
    page: Page, site_url: str
) -> None:
    start_by_link(page, site_url)
    play_first_legal(page)
    link_to_send(page)
    page.locator("#recent summary").click()
    expect(page.locator("#recent-list")).to_contain_text(re.compile(r"by link, their turn since"))
    # A click on the board while it is the friend's turn plays nothing.
    moves = board(page, "b.moves")
    place = one_click_places(ONE_CLICK_GAME, **smallest(ONE_CLICK_GAME))[0]
    point = page.evaluate(f"c => document.querySelector('{BOARD}').cellCenter(c)", place)
    page.mouse.click(point["x"], point["y"])
    assert board(page, "b.moves") == moves
    # A computer cannot sit at a game by link: nothing starts, and the page says why.
    page.get_by_role("button", name="New game…").click()
    dialog = page.locator("#new-game")
    dialog.locator("select[data-seat='0']").select_option(label="Friend, by link")
    dialog.locator("select[data-seat='1']").select_option(index=3)
    dialog.get_by_role("button", name="Start").click()
    expect(page.locator("#notice")).to_contain_text("A game by link is played by people")
    assert board(page, "b.moves") == moves


def test_a_two_step_turn_goes_by_one_link_and_is_shown_step_by_step(
    page: Page, site_url: str, browser: Browser, page_watch: PageWatch
) -> None:
    """A game whose turn is two steps: the link is offered once both are played, and the
    friend sees both played on their board."""
    page.goto(f"{site_url}play.html#game={TWO_STEP_GAME}")
    expect(page.locator(BOARD)).to_have_attribute("data-status", READY)
    page.get_by_role("button", name="New game…").click()
    page.locator("#new-game select[data-seat='1']").select_option(label="Friend, by link")
    page.locator("#new-game").get_by_role("button", name="Start").click()
    expect(page.locator("#friend-status")).to_contain_text("Your turn")
    turn = []
    for _ in range(2):
        expect(page.locator("#friend-send")).to_be_hidden()  # mid-turn: nothing to send yet
        turn.append(board(page, "b.legalMoves()")[0])
        page.evaluate(f"s => document.querySelector('{BOARD}').play(s)", turn[-1])
        wait_moves(page, turn)
    link = link_to_send(page)
    other = browser.new_context()
    try:
        friend = page_watch.guard(other.new_page())
        friend.set_default_timeout(TIMEOUT_MS)
        open_link(friend, link, f"played {turn[0]} {turn[1]}.")
        wait_moves(friend, turn)
        expect(friend.locator("#friend-status")).to_contain_text("Your turn: you play Player 2")
        assert board(friend, "b.interactive") is True
    finally:
        other.close()


def test_play_again_after_a_game_by_link_starts_another_by_link(page: Page, site_url: str) -> None:
    start_by_link(page, site_url)
    first = board(page, "b.moves")
    while board(page, "b.view.scene.to_move") is not None:
        # Both seats played here through the board's API, to reach the end quickly.
        page.evaluate(
            f"async () => {{ const b = document.querySelector('{BOARD}');"
            " await b.play((await b.legalMoves())[0]); }"
        )
    expect(page.locator(BOARD)).to_have_attribute("data-status", "over")
    link = page.locator("#friend-link").input_value()
    page.get_by_role("button", name="Play again").click()
    expect(page.locator("#notice")).to_contain_text("New game by link started")
    expect(page.locator("#friend-status")).to_contain_text("Your turn: you play Player 1")
    assert board(page, "b.moves") == first == []
    play_first_legal(page)
    game_id = re.compile(r"friend=([^&]+)")
    assert game_id.findall(link_to_send(page, link)) != game_id.findall(link)
