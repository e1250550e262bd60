"""The player page's smaller promises, each once broken, with Contiguous: what the notice line
keeps and for how long, saves that cannot be read kept one by one, and a damaged saved preview
that must never throw (the stones' markers are another game's tests, the index's words the player
site's)."""

from __future__ import annotations

import random
import re
from typing import Any

from playwright.sync_api import Page, expect

from py_games import get_game
from tests.e2e.boards import BOARD, READY, board, open_player, play_by_click
from tests.playouts import playout

NOTICE = "#notice"
RECENT = "py-games/recent"
ASIDE = "py-games/unreadable/"


def stored(page: Page) -> Any:
    return page.evaluate(f"JSON.parse(localStorage.getItem('{RECENT}'))")


# -- 1. the notice line ----------------------------------------------------------------------


def test_what_an_action_did_goes_once_the_game_moves_on(page: Page, site_url: str) -> None:
    notice = page.locator(NOTICE)
    # A shared game one step from its end: the words about opening it are gone by the result.
    game = get_game("contiguous", size=3)
    _, moves = playout(game, random.Random(3))
    first = "+".join(map(str, moves[:-1]))
    open_player(page, site_url, f"game=contiguous&size=3&moves={first}")
    expect(notice).to_have_text("Opened the shared game.")
    play_by_click(page, str(moves[-1]))
    expect(page.locator("#result")).to_be_visible()
    expect(notice).to_be_empty()

    # A new game, with the game before offered back: gone at its first step (the game before
    # stays in Recent games).
    page.get_by_role("button", name="New game…").click()
    page.locator("#new-game [name=size]").fill("5")
    page.locator("#new-game").get_by_role("button", name="Start").click()
    expect(notice).to_contain_text("New game started. Your previous game is in Recent games")
    play_by_click(page, "c3")
    expect(notice).to_be_empty()
    expect(page.locator("#recent-list")).to_contain_text(f"{len(moves)} moves")

    # Gone when a step is undone or redone, and when an earlier position is looked at.
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    play_by_click(page, "d4")
    for button in ("Undo", "Redo"):
        page.get_by_role("button", name="Copy share link").click()
        expect(notice).to_have_text("Share link copied.")
        page.get_by_role("button", name=button).click()
        expect(notice).to_be_empty()
    page.get_by_role("button", name="Copy share link").click()
    expect(notice).to_have_text("Share link copied.")
    page.locator("#moves").get_by_role("button", name=re.compile("^Step 1:")).click()
    expect(page.locator("#browsing")).to_be_visible()
    expect(notice).to_be_empty()


def test_a_problem_with_saved_data_stays_until_dismissed(page: Page, site_url: str) -> None:
    open_player(page, site_url, "game=contiguous&size=5")
    page.evaluate(f"localStorage.setItem('{RECENT}', '{{not json')")
    page.reload()
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
    notice = page.locator(NOTICE)
    expect(notice).to_contain_text("Your saved games could not be read")
    for cell in ("c3", "d4"):
        play_by_click(page, cell)
    page.get_by_role("button", name="Undo").click()
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 1")
    expect(notice).to_contain_text("Your saved games could not be read")
    notice.get_by_role("button", name="Dismiss").click()
    expect(notice).to_be_empty()


def test_a_choice_between_two_tabs_stays_until_made(
    page: Page, page_watch: Any, site_url: str
) -> None:
    open_player(page, site_url, "game=contiguous&size=5")
    play_by_click(page, "c3")
    other = page_watch.guard(page.context.new_page())
    other.set_default_timeout(60_000)
    open_player(other, site_url, "game=contiguous")
    play_by_click(page, "d4")
    notice = other.locator(NOTICE)
    expect(notice).to_contain_text("changed in another tab")
    play_by_click(other, "b2")
    play_by_click(other, "a1")
    other.locator("#moves").get_by_role("button", name=re.compile("^Step 1:")).click()
    expect(notice).to_contain_text("changed in another tab")
    notice.get_by_role("button", name="Load that version").click()
    other.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 2")
    assert board(other, "b.moves") == ["c3", "d4"]
    expect(notice).to_be_empty()
    other.close()


# -- 2. stones' markers ----------------------------------------------------------------------


# -- 4. the index ----------------------------------------------------------------------------


# -- 5. saves that cannot be read ------------------------------------------------------------

# Every new Date() and Date.now() in the page at one millisecond, as on a fast machine.
FROZEN_CLOCK = """
(() => {
  const T = 1_800_000_000_000;
  const Real = Date;
  globalThis.Date = class extends Real {
    constructor(...args) { if (args.length) super(...args); else super(T); }
    static now() { return T; }
  };
})();
"""


def test_every_unreadable_save_is_kept_under_a_key_of_its_own(page: Page, site_url: str) -> None:
    page.add_init_script(FROZEN_CLOCK)
    open_player(page, site_url, "game=contiguous")
    bad = [
        "not a game",
        {"game": "contiguous", "moves": "c3"},
        {"moves": ["c3"]},
        [1, 2],
    ]
    kept: list[str] = []
    named: list[str] = []

    def read_after_reload(recent: list[Any], legacy: str | None = None) -> None:
        """Store `recent` (and a one-slot save), open the player again; the page reads them at
        once and names, in its notice, the key each is kept under. They are stored from a page
        of the site that saves nothing: the player, left, saves what it still had to (its
        saving reads the list too, and would set them aside itself)."""
        page.goto(f"{site_url}manifest.json")
        page.evaluate(
            """([key, recent, legacy]) => {
                 localStorage.setItem(key, JSON.stringify(recent));
                 if (legacy !== null) localStorage.setItem('py-games/game/contiguous', legacy);
               }""",
            [RECENT, recent, legacy],
        )
        page.goto(f"{site_url}play.html#game=contiguous")
        expect(page.locator(BOARD)).to_have_attribute("data-status", READY)
        notice = page.locator(NOTICE).inner_text()
        keys = re.findall(r"“(py-games/unreadable/[^”]+)”", notice)
        assert len(keys) == len(recent) + (legacy is not None), notice
        named.extend(keys)

    read_after_reload(bad[:3], "{cut sho")
    kept += ['"not a game"', '{"game":"contiguous","moves":"c3"}', '{"moves":["c3"]}', "{cut sho"]
    # A second read in the same millisecond (the clock is stopped): nothing is written over.
    read_after_reload(bad[2:])
    kept += ['{"moves":["c3"]}', "[1,2]"]

    aside = page.evaluate(
        f"""() => Object.keys(localStorage).filter(k => k.startsWith('{ASIDE}'))
                  .map(k => [k, localStorage.getItem(k)])"""
    )
    assert sorted(text for _, text in aside) == sorted(kept)
    # Each under its own key, the one the page named for it.
    assert sorted(named) == sorted(key for key, _ in aside)


# -- 6. a damaged saved preview --------------------------------------------------------------

DAMAGES = {
    "places not a list": "p => { p.board.places = 'a1'; }",
    "a place without outline": "p => { delete p.board.places[0].outline; }",
    "a place's centre not a point": "p => { p.board.places[0].center = [1]; }",
    "players not a list": "p => { p.board.players = {name: 'Player 1'}; }",
    "pieces a number": "p => { p.scene.pieces = 3; }",
    "a piece on no place": "p => { p.scene.pieces[0].at = 'z99'; }",
    "marks of the wrong shape": "p => { p.scene.marks = [{cells: 5}]; }",
    "last a string": "p => { p.scene.last = 'c3'; }",
    "movers of the wrong length": "p => { p.movers = [0]; }",
    "a mover who is no seat": "p => { p.movers = [0, 7]; }",
    "no scene": "p => { delete p.scene; }",
    "the preview a string": "p => 'board'",
}


def test_a_damaged_saved_preview_is_skipped_quietly(page: Page, site_url: str) -> None:
    open_player(page, site_url, "game=contiguous&size=5")
    for cell in ("c3", "d4"):
        play_by_click(page, cell)
    page.wait_for_function(
        f"() => JSON.parse(localStorage.getItem('{RECENT}'))?.[0]?.preview?.movers?.length === 2"
    )
    (entry,) = stored(page)
    for damage, spoil in DAMAGES.items():
        page.evaluate(
            f"""([key, entry]) => {{
                  const spoil = {spoil};
                  const preview = structuredClone(entry.preview);
                  const spoilt = spoil(preview);
                  entry = {{...entry, preview: spoilt === undefined ? preview : spoilt}};
                  localStorage.setItem(key, JSON.stringify([entry]));
                }}""",
            [RECENT, entry],
        )
        page.reload()
        # Read, checked and dropped at once: what is stored no longer holds the damage.
        assert stored(page)[0]["preview"] in (None, entry["preview"]), damage
        expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
        assert board(page, "b.moves") == ["c3", "d4"], damage
        expect(page.locator("#moves li")).to_have_count(2)
        expect(page.locator(NOTICE)).to_be_empty()
        # Once Python has shown the game, its preview is stored again, whole.
        page.wait_for_function(
            f"""p => JSON.stringify(JSON.parse(localStorage.getItem('{RECENT}'))[0].preview)
                     === JSON.stringify(p)""",
            arg=entry["preview"],
        )
