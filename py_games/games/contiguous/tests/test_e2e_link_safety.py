"""Friends' links against saved games of Contiguous (issue 36): a friend's link goes only to
the game by link it was written for (same game, options and start), and one far ahead is taken
in one request, not a step at a time; the player's board shows no diagram caption on a friend's
turn."""

from __future__ import annotations

import random
from urllib.parse import quote

from playwright.sync_api import Page, expect

from py_games.registry import get_game
from tests.e2e.plugin import PageWatch
from tests.e2e.saved import BOARD, COUNT_REQUESTS, entry, open_page, packed, seed, stored

FIVE = {"size": 5, "players": 2, "placement": "king", "diagonal_islands": False}


def test_a_friend_link_goes_only_to_the_game_by_link_it_was_written_for(
    page: Page, site_url: str, page_watch: PageWatch
) -> None:
    ours = entry("cccc-dddd", "contiguous", FIVE, ["c3", "d4"], friend={"seats": [0], "toMove": 0})
    plain = entry("eeee-ffff", "contiguous", FIVE, ["c3", "d4"])
    line = ["c3", "d4", "e5", "d5"]
    seven = packed("contiguous", {"size": 7}, ["c3", "d4", "e5", "f6"])
    start = "...../...../..1../...../..... 2 c3"  # c3 played
    refused = [
        # Another size of board: nothing is played onto the 5×5 game (it threw "f6 is not on
        # the 5×5 board", after playing e5 on it).
        (
            f"game=contiguous&size=7&friend=cccc-dddd&steps={seven}",
            "its size is 7 where your game's is 5",
        ),
        # An ordinary game of that id (never played by link).
        (
            f"game=contiguous&size=5&friend=eeee-ffff&steps={packed('contiguous', FIVE, line)}",
            "that game is not played by link",
        ),
        # The same game from another start.
        (
            f"game=contiguous&size=5&position={quote(start)}&friend=cccc-dddd"
            f"&steps={packed('contiguous', FIVE, line[1:], start)}",
            "it starts from another position than your game",
        ),
    ]
    for fragment, said in refused:
        seed(page, site_url, [ours, plain])
        open_page(page, site_url, fragment, said)
        expect(page.locator("#notice")).to_contain_text("nothing was changed")
        page.wait_for_timeout(300)
        kept = {e["id"]: (e["options"]["size"], e["moves"], e["tree"]) for e in stored(page)}
        assert kept["cccc-dddd"] == (5, ["c3", "d4"], None), fragment
        assert kept["eeee-ffff"] == (5, ["c3", "d4"], None), fragment
    # The link written for it goes on from it (an option the save does not hold, saved before
    # the option was, is its default).
    older = {**ours, "options": {k: v for k, v in FIVE.items() if k != "diagonal_islands"}}
    seed(page, site_url, [older, plain])
    open_page(
        page,
        site_url,
        f"game=contiguous&size=5&friend=cccc-dddd&steps={packed('contiguous', FIVE, line[:3])}",
        "The link continues your game",
    )
    page.wait_for_function(
        f"m => document.querySelector('{BOARD}').moves.join(' ') === m", arg=" ".join(line[:3])
    )
    expect(page.locator("#friend-status")).to_contain_text("is to play, on their device")
    # One that differs turns back: its line is taken in one request, ours kept as a variation.
    seed(page, site_url, [{**ours, "moves": line}])
    page.add_init_script(COUNT_REQUESTS)
    theirs = ["c3", "d4", "c4", "b3", "b4"]
    open_page(
        page,
        site_url,
        f"game=contiguous&size=5&friend=cccc-dddd&steps={packed('contiguous', FIVE, theirs)}",
        "From step 3, the link has c4 where your game has e5",
    )
    page.wait_for_function(
        f"m => document.querySelector('{BOARD}').moves.join(' ') === m", arg=" ".join(theirs)
    )
    # As py_games.tree.add puts the line into ours.
    assert page.evaluate(f"() => document.querySelector('{BOARD}').tree") == [
        "c3",
        "d4",
        "e5",
        "(",
        "c4",
        "b3",
        "b4",
        ")",
        "d5",
    ]
    asked = page.evaluate("() => window.__asked")
    assert asked.count("play") == 1, asked


def test_a_friend_link_far_ahead_is_taken_in_one_request(
    page: Page, site_url: str, page_watch: PageWatch
) -> None:
    """Contiguous 19×19: this device has 2 steps of the game, the link 302."""
    options = {"size": 19, "players": 2, "placement": "king", "diagonal_islands": False}
    game = get_game("contiguous", size=19)
    state, line, rng = game.initial_state(), [], random.Random(7)
    while len(line) < 302:
        move = rng.choice(game.legal_moves(state))
        line.append(str(move))
        state = game.apply(state, move)
    ours = entry("gggg-hhhh", "contiguous", options, line[:2], friend={"seats": [0], "toMove": 0})
    seed(page, site_url, [ours])
    page.add_init_script(COUNT_REQUESTS)
    link = f"game=contiguous&size=19&friend=gggg-hhhh&steps={packed('contiguous', options, line)}"
    open_page(page, site_url, link, "The link continues your game")
    page.wait_for_function(
        f"n => document.querySelector('{BOARD}').moves.length === n", arg=len(line)
    )
    asked = page.evaluate("() => window.__asked")
    # The line up to the friend's last turn in one view; that turn played as it happens.
    assert asked.count("play") == 1, asked
    assert asked.count("view") <= 3, asked
    # Taken in one request, the game is as step by step: the line, saved, the turn ours.
    expect(page.locator("#friend-status")).to_contain_text("Your turn")
    page.wait_for_function(
        "n => JSON.parse(localStorage.getItem('py-games/recent'))[0].moves.length === n",
        arg=len(line),
    )
    assert stored(page)[0]["moves"] == line and stored(page)[0]["tree"] is None
    # On the friend's turn the player's board is not playable, and shows no diagram's caption.
    step = page.evaluate(f"() => document.querySelector('{BOARD}').legalMoves()")[0]
    page.evaluate(f"s => document.querySelector('{BOARD}').play(s)", step)
    expect(page.locator("#friend-status")).to_contain_text("is to play, on their device")
    assert page.evaluate(f"() => document.querySelector('{BOARD}').interactive") is False
    expect(page.locator(f"{BOARD} .caption")).to_have_text("")
