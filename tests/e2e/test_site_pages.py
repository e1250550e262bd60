"""The index, the rules page and the installable app: what a visitor sees first, and what a
visitor with JavaScript off is told.

What each game's rules page shows is checked in its own folder
(``py_games/games/<id>/tests/test_e2e_rules.py``)."""

from __future__ import annotations

import json
import re
import struct
import urllib.request
from typing import Any

import pytest
from boards import wait_for_boards
from playwright.sync_api import Browser, Page, expect

from py_games import GAMES, get_game
from py_games.fairness import percent, read_runs, summary
from py_games.i18n import _, using
from py_games.parts import FAIRNESS
from py_games.registry import PARTS


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_index_lists_every_game_with_its_rules(page: Page, site_url: str, game_id: str) -> None:
    # The cards are the registry's games, in its order, each with Python's title and summary.
    title = GAMES[game_id].title
    page.goto(site_url)
    cards = page.locator(".game-card")
    expect(cards).to_have_count(len(GAMES))
    assert [cards.nth(i).get_attribute("data-game") for i in range(len(GAMES))] == list(GAMES)
    expect(cards.filter(has_text="Not playable yet")).to_have_count(0)
    card = page.locator(f".game-card[data-game='{game_id}']")
    expect(card.locator("h2")).to_have_text(title)
    expect(card).to_contain_text(GAMES[game_id].summary)
    page.get_by_role("link", name=f"Rules of {title}", exact=True).click()
    expect(page).to_have_title(re.compile(f"How to play {title}"))
    wait_for_boards(page)
    page.get_by_role("link", name="Play it").click()
    expect(page.locator("#board")).to_have_attribute("data-status", "ready")
    expect(page.locator("#rules-link")).to_have_attribute("href", f"rules/{game_id}.html")


def fetch(url: str) -> bytes:
    with urllib.request.urlopen(url, timeout=10) as response:
        return bytes(response.read())


def test_the_site_is_an_installable_app(page: Page, site_url: str) -> None:
    manifest = json.loads(fetch(f"{site_url}manifest.webmanifest"))
    assert manifest["start_url"] == "./" and manifest["scope"] == "./"
    assert manifest["display"] == "standalone"
    # Its name and description list the games the registry has (build.py writes them).
    assert all(game.title in manifest["description"] for game in GAMES.values())
    assert "{{" not in json.dumps(manifest)
    purposes = set()
    for icon in manifest["icons"]:
        data = fetch(site_url + icon["src"])
        purposes.add(icon["purpose"])
        if icon["type"] == "image/png":
            assert data[:8] == b"\x89PNG\r\n\x1a\n"
            width, height = struct.unpack(">II", data[16:24])
            assert f"{width}x{height}" == icon["sizes"]
        else:
            assert b"<svg" in data
    assert {"any", "maskable"} <= purposes
    assert {i["sizes"] for i in manifest["icons"]} >= {"192x192", "512x512"}
    for path in ("", "play.html", f"rules/{next(iter(GAMES))}.html"):
        page.goto(site_url + path)
        session: Any = page.context.new_cdp_session(page)
        parsed = session.send("Page.getAppManifest")
        assert parsed["errors"] == [], parsed["errors"]
        assert parsed["url"] == f"{site_url}manifest.webmanifest"
        assert json.loads(parsed["data"])["short_name"] == "py-games"


SELF_PLAYED = [game for game, parts in PARTS.items() if parts.has(FAIRNESS)]


@pytest.mark.parametrize("game_id", SELF_PLAYED)
def test_the_rules_page_says_what_self_play_found(page: Page, site_url: str, game_id: str) -> None:
    found = PARTS[game_id].file(FAIRNESS)
    assert found is not None
    runs = read_runs(found.read_text(encoding="utf-8"), game_id)
    runs.sort(key=lambda run: -run[0]["level"])  # the page shows the strongest level's first
    page.goto(f"{site_url}rules/{game_id}.html?lang=de")  # the page written in German
    tables = page.locator("table.self-play-table")
    expect(tables).to_have_count(len(runs))
    for table, (run, games) in zip((tables.nth(i) for i in range(len(runs))), runs, strict=True):
        first = summary(games, get_game(game_id, **run["options"]).players)["seat_wins"][0]
        with using("de"):
            row, share = _("Player {n} wins").format(n="1"), percent(first["share"])
        expect(table.locator("tbody tr").filter(has_text=row).first).to_contain_text(share)


@pytest.mark.parametrize(
    "name", ["index.html", "play.html", "learn.html", "puzzles.html", "editor.html", "embed.html"]
)
def test_with_javascript_off_a_page_says_it_needs_it(
    browser: Browser, site_url: str, name: str
) -> None:
    # Not "Loading…" for ever: the reader learns why nothing comes, and what reads without it.
    context = browser.new_context(java_script_enabled=False)
    try:
        page = context.new_page()
        page.goto(f"{site_url}{name}")
        expect(page.get_by_text(re.compile(r"needs? JavaScript"))).to_be_visible()
    finally:
        context.close()
