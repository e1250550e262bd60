"""Cancel stops a long proof of Make a puzzle (web/practice/make-dialog.js): Python is told to
drop it (the bridge's ``forget``), and no slice of it is asked for after."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from py_games import get_game
from py_games.puzzles.making import make
from py_games.registry import GAMES


def _long(game_id: str) -> bool:
    game = get_game(game_id)
    return make(game, game.initial_state(), budget=2_000).why == "budget"


LONG = next(g for g in GAMES if _long(g))
"""A game whose first position needs more than a few thousand nodes to decide: in the
browser, a proof that runs for seconds."""


def test_cancel_stops_a_long_proof(page: Page, site_url: str) -> None:
    # Every request the page sends its worker, by function (and a making's id, if any).
    page.add_init_script(
        """const send = Worker.prototype.postMessage;
        window.asked = [];
        Worker.prototype.postMessage = function (message, ...rest) {
          if (typeof message?.request === "string") {
            const { fn, making } = JSON.parse(message.request);
            window.asked.push([fn, making ?? null]);
          }
          return send.call(this, message, ...rest);
        };"""
    )
    page.goto(f"{site_url}play.html#game={LONG}")
    expect(page.locator("#board")).to_have_attribute("data-status", re.compile("ready|over"))
    page.get_by_role("button", name="Make a puzzle", exact=True).click()
    page.wait_for_function("() => document.querySelector('#make-puzzle-progress').value > 0")
    page.get_by_role("button", name="Cancel").click()
    expect(page.locator("#make-puzzle")).not_to_be_visible()
    # Python is told to drop the making, and no slice of it is asked for after that.
    page.wait_for_function("() => window.asked.some(([fn, id]) => fn === 'forget' && id)")
    making = page.evaluate("() => window.asked.find(([fn]) => fn === 'forget')[1]")
    asked = page.evaluate("() => window.asked.length")
    page.wait_for_timeout(500)
    after = page.evaluate("(n) => window.asked.slice(n)", asked)
    assert ["make_puzzle", making] not in after
    assert page.evaluate("() => document.querySelector('#make-puzzle').dataset.status") == "proving"
