"""Links against saved games (issue 36): a link the page refuses changes nothing in Recent
games, nor does an empty game push a played one out. A friend's link going only to the game by
link it was written for, and one far ahead taken in one request, are tested with one game's
sizes in its folder."""

from __future__ import annotations

from boards import ONE_CLICK_GAME, line, smallest
from playwright.sync_api import Page, expect
from saved import BOARD, READY, entry, open_page, seed, stored

from conftest import PageWatch
from py_games import GAMES


def test_a_refused_link_changes_nothing_and_an_empty_game_pushes_no_played_one_out(
    page: Page, site_url: str, page_watch: PageWatch
) -> None:
    steps = line(ONE_CLICK_GAME, 2, **smallest(ONE_CLICK_GAME))
    played = [
        entry(f"abc{i}-played", ONE_CLICK_GAME, smallest(ONE_CLICK_GAME), steps) for i in range(8)
    ]
    option = GAMES[ELSEWHERE].OPTIONS[0].name
    refused = [
        (f"game={ELSEWHERE}&moves=zz", "This link does not hold a playable game"),
        (f"game={ELSEWHERE}&{option}=purple", "This link does not hold a playable game"),
        (f"game={ELSEWHERE}&friend=aaaa-bbbb&steps=garbage", "This link cannot be opened"),
        (
            f"game={ELSEWHERE}&friend=not%20an%20id&steps=AQ",
            "This link does not name a game this site wrote",
        ),
    ]
    for fragment, said in refused:
        seed(page, site_url, played)
        open_page(page, site_url, fragment, said)
        page.wait_for_timeout(300)  # a save comes the frame after the game is shown
        assert [e["id"] for e in stored(page)] == [e["id"] for e in played], fragment
    # Nor does a plain link to a game with none saved.
    seed(page, site_url, played)
    page.goto(f"{site_url}play.html#game={ELSEWHERE}")
    expect(page.locator(BOARD)).to_have_attribute("data-status", READY)
    page.wait_for_timeout(300)
    assert [e["id"] for e in stored(page)] == [e["id"] for e in played]
    # Played, the new game takes the place of the oldest.
    step = page.evaluate(f"() => document.querySelector('{BOARD}').legalMoves()")[0]
    page.evaluate(f"s => document.querySelector('{BOARD}').play(s)", step)
    page.wait_for_function(
        "g => JSON.parse(localStorage.getItem('py-games/recent'))[0].game === g", arg=ELSEWHERE
    )
    assert [e["id"] for e in stored(page)][1:] == [e["id"] for e in played][:-1]


ELSEWHERE = next(g for g in GAMES if g != ONE_CLICK_GAME and GAMES[g].OPTIONS)
"""Another game than the saved ones, with an option (a link can give it a wrong value)."""


def test_a_link_opened_over_the_new_game_dialog_closes_it_and_opens_the_link_s_game(
    page: Page, site_url: str
) -> None:
    # A link pasted into the address bar of an open page: the dialog was filled for the game
    # before, and its Start would have played that one instead of the link's.
    page.goto(f"{site_url}play.html#game={ONE_CLICK_GAME}")
    expect(page.locator(BOARD)).to_have_attribute("data-status", READY)
    page.get_by_role("button", name="New game…").click()
    dialog = page.locator("#new-game")
    expect(dialog).to_be_visible()
    page.evaluate("g => { location.hash = `game=${g}`; }", ELSEWHERE)
    expect(dialog).to_be_hidden()
    page.wait_for_function(
        "g => document.querySelector('#board').view?.board.game === g", arg=ELSEWHERE
    )
    page.wait_for_timeout(300)  # the close event's handler, had the dialog started a game
    assert page.evaluate("document.querySelector('#board').view.board.game") == ELSEWHERE
