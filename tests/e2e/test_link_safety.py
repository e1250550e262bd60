"""Links against saved games (issue 36): a link the page refuses changes nothing in Recent
games, nor does an empty game push a played one out; a friend's link goes only to the game by
link it was written for (same game, options and start), and one far ahead is taken in one
request, not a step at a time; the player's board shows no diagram caption on a friend's turn."""

from __future__ import annotations

import json
import random
import re
from typing import Any
from urllib.parse import quote

from playwright.sync_api import Page, expect

from conftest import PageWatch
from py_games.bridge import handle
from py_games.registry import get_game

BOARD = "#board"
READY = re.compile("ready|over")
# Every request the page sends to Python, by function name, in window.__asked.
COUNT_REQUESTS = """
  window.__asked = [];
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    try { window.__asked.push(JSON.parse(message.request).fn); } catch {}
    return post.call(this, message, ...rest);
  };
"""


def entry(
    id_: str, game: str, options: dict[str, Any], moves: list[str], **more: Any
) -> dict[str, Any]:
    """A saved game as saves.js stores it."""
    return {
        "id": id_,
        "game": game,
        "options": options,
        "start": None,
        "moves": moves,
        "redo": [],
        "tree": None,
        "players": "",
        "rev": 1,
        "updated": 1_700_000_000_000,
        "preview": None,
        **more,
    }


def seed(page: Page, site_url: str, entries: list[dict[str, Any]]) -> None:
    """Recent games holding ``entries`` (from another page of the site: the player reads them
    as it starts)."""
    page.goto(f"{site_url}index.html")
    page.evaluate(
        "e => { localStorage.clear();"
        " localStorage.setItem('py-games/recent', JSON.stringify(e)); }",
        entries,
    )


def stored(page: Page) -> list[dict[str, Any]]:
    return json.loads(page.evaluate("() => localStorage.getItem('py-games/recent')") or "[]")


def open_page(page: Page, site_url: str, fragment: str, said: str) -> None:
    page.goto(f"{site_url}play.html#{fragment}")
    expect(page.locator(BOARD)).to_have_attribute("data-status", READY)
    expect(page.locator("#notice")).to_contain_text(said)


def packed(game: str, options: dict[str, Any], moves: list[str], start: str | None = None) -> str:
    answer = json.loads(
        handle(
            json.dumps(
                {"fn": "pack", "game": game, "options": options, "moves": moves, "start": start}
            )
        )
    )
    return str(answer["steps"])


def test_a_refused_link_changes_nothing_and_an_empty_game_pushes_no_played_one_out(
    page: Page, site_url: str, page_watch: PageWatch
) -> None:
    played = [entry(f"abc{i}-played", "contiguous", {"size": 5}, ["c3", "d4"]) for i in range(8)]
    refused = [
        ("game=tonga&moves=zz", "This link does not hold a playable game"),
        ("game=tonga&first=purple", "This link does not hold a playable game"),
        ("game=tonga&friend=aaaa-bbbb&steps=garbage", "This link cannot be opened"),
        (
            "game=tonga&friend=not%20an%20id&steps=AQ",
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
    page.goto(f"{site_url}play.html#game=tonga")
    expect(page.locator(BOARD)).to_have_attribute("data-status", READY)
    page.wait_for_timeout(300)
    assert [e["id"] for e in stored(page)] == [e["id"] for e in played]
    # Played, the new game takes the place of the oldest.
    step = page.evaluate(f"() => document.querySelector('{BOARD}').legalMoves()")[0]
    page.evaluate(f"s => document.querySelector('{BOARD}').play(s)", step)
    page.wait_for_function(
        "() => JSON.parse(localStorage.getItem('py-games/recent'))[0].game === 'tonga'"
    )
    assert [e["id"] for e in stored(page)][1:] == [e["id"] for e in played][:-1]


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
