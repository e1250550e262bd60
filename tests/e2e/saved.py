"""Helpers for the browser tests of links against saved games: a saved game as saves.js stores
it, Recent games seeded and read back, a line packed as a friend's link packs it."""

from __future__ import annotations

import json
import re
from typing import Any

from playwright.sync_api import Page, expect

from py_games.bridge import handle

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
