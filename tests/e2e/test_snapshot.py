"""Starting from a memory snapshot: the first visit stores a copy of Python's memory, later
visits restore it; a damaged or stale copy is thrown away and Python starts as usual, with the
game in progress intact and nothing shown to the player.

Each test has a browser context of its own, so its Cache Storage starts empty.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from boards import ANY_GAME, ONE_CLICK_GAME, OTHER_GAME, one_click_places
from playwright.sync_api import Page, expect

BOARD = "#board"
SAVED = "document.documentElement.dataset.snapshot === 'saved'"

# Replace the stored copy by a damaged or stale one, as a browser could hold it: cut short
# (its last pages missing), bytes that are not a snapshot, or the right bytes stored for
# another build (another Pyodide, or another cut of its standard library).
SPOIL = """async (how) => {
  const cache = await caches.open("py-games-snapshot");
  const [request] = await cache.keys();
  const stored = await cache.match(request);
  let key = stored.headers.get("X-Snapshot-Key");
  let body = await stored.arrayBuffer();
  if (how === "cut short") body = body.slice(0, body.byteLength >> 1);
  if (how === "not a snapshot") {
    const junk = new Uint8Array(1 << 16).map((_, i) => (i * 7919) & 255);
    body = junk.buffer;
  }
  if (how === "another build") key = "314.0.6/" + key.split("/").slice(1).join("/");
  if (how === "another library") {
    const parts = key.split("/");
    parts[1] = "0123456789abcdef"; // the standard library's hash
    key = parts.join("/");
  }
  await cache.put(request, new Response(body, { headers: { "X-Snapshot-Key": key } }));
  return key;
}"""
STORED_KEY = """async () => {
  const cache = await caches.open("py-games-snapshot");
  const stored = await Promise.all((await cache.keys()).map((r) => cache.match(r)));
  return stored.map((s) => s.headers.get("X-Snapshot-Key"));
}"""


def started(page: Page, selector: str = BOARD) -> str:
    """Wait for the board to be ready; how its Python started (the board's data-boot)."""
    board = page.locator(selector).first
    expect(board).to_have_attribute("data-status", "ready")
    expect(board).to_have_attribute("data-boot", re.compile(r"\w"))  # set as `ready` resolves
    return str(board.get_attribute("data-boot"))


def click(page: Page, cell: str) -> None:
    point = page.evaluate(f"c => document.querySelector('{BOARD}').cellCenter(c)", cell)
    page.mouse.click(point["x"], point["y"])


def moves(page: Page) -> Any:
    return page.evaluate(f"() => document.querySelector('{BOARD}').moves")


def test_the_first_visit_stores_a_snapshot_and_the_next_restores_it(
    page: Page, site_url: str, dist_dir: Path
) -> None:
    workers: list[str] = []
    page.on("worker", lambda worker: workers.append(worker.url))
    first, second = one_click_places(ONE_CLICK_GAME)[:2]
    page.goto(f"{site_url}play.html#game={ONE_CLICK_GAME}")
    assert started(page) == "fresh"
    page.wait_for_function(SAVED, timeout=60_000)
    # The copy was made by one helper worker beside the page's, and no other starts after it.
    page.wait_for_timeout(1500)
    assert len(workers) == 2, workers
    # The copy was taken before any request: the game played meanwhile is not in it.
    click(page, first)
    page.wait_for_function("n => document.querySelector('#board').moves.length === n", arg=1)
    (key,) = page.evaluate(STORED_KEY)
    # Valid for this runtime, this cut of its standard library and these rules only.
    manifest = json.loads((dist_dir / "manifest.json").read_text(encoding="utf-8"))
    pyodide, stdlib, wheel, _format = key.split("/")
    assert pyodide == manifest["pyodide"] and pyodide.startswith("314.")
    assert stdlib == manifest["stdlib"]["sha256"][:16]
    assert wheel == manifest["py_games"]["sha256"]

    page.reload()
    assert started(page) == "snapshot"
    assert page.evaluate("document.documentElement.dataset.boot") == "snapshot"
    assert page.evaluate("document.documentElement.dataset.snapshot") == "restored"
    assert moves(page) == [first]  # the saved game, replayed by the restored Python
    click(page, second)
    page.wait_for_function("() => document.querySelector('#board').moves.length === 2")
    # Rules work in full after a restore: a refused click is explained by Python.
    click(page, second)
    expect(page.locator(BOARD)).to_contain_text(second)


@pytest.mark.parametrize("how", ["cut short", "not a snapshot", "another build", "another library"])
def test_a_bad_snapshot_is_replaced_and_the_game_survives(
    page: Page, site_url: str, how: str
) -> None:
    (first,) = one_click_places(ONE_CLICK_GAME)[:1]
    page.goto(f"{site_url}play.html#game={ONE_CLICK_GAME}")
    started(page)
    page.wait_for_function(SAVED, timeout=60_000)
    click(page, first)
    page.wait_for_function("() => document.querySelector('#board').moves.length === 1")
    (good,) = page.evaluate(STORED_KEY)
    assert page.evaluate(SPOIL, how)

    page.reload()
    assert started(page) == "fresh"
    assert moves(page) == [first]  # the game in progress survives
    # Nothing for the player to see: no message on the board or the page.
    expect(page.locator(f"{BOARD} >> .message.failed")).to_have_count(0)
    expect(page.locator("#notice")).to_be_empty()
    # The bad copy is gone and a good one stored in its place, which the next visit restores.
    page.wait_for_function(SAVED, timeout=60_000)
    assert page.evaluate(STORED_KEY) == [good]
    page.reload()
    assert started(page) == "snapshot"
    assert moves(page) == [first]


def test_embeds_and_pages_with_several_boards_restore_it_too(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}embed.html#game={ANY_GAME}")
    assert started(page, "py-games-board") == "fresh"
    page.wait_for_function(SAVED, timeout=60_000)

    page.goto(f"{site_url}embed.html#game={OTHER_GAME}")
    page.reload()  # a new hash alone keeps the page, and its Python
    assert started(page, "py-games-board") == "snapshot"

    page.goto(f"{site_url}rules/{ANY_GAME}.html")
    boards = page.locator("py-games-board")
    assert boards.count() > 1
    for i in range(boards.count()):
        expect(boards.nth(i)).to_have_attribute("data-boot", "snapshot")  # once it can be read
