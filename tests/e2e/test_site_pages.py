"""The index, the rules page and the installable app: what a visitor sees first."""

from __future__ import annotations

import json
import re
import struct
import urllib.request
from typing import Any

from playwright.sync_api import Page, expect

from py_games import get_game

BOARDS = "document.querySelectorAll('py-games-board')"


def test_the_index_puts_playable_games_first_and_links_their_rules(
    page: Page, site_url: str
) -> None:
    page.goto(site_url)
    cards = page.locator(".game-card")
    expect(cards).to_have_count(5)
    expect(cards.first).to_have_attribute("data-game", "contiguous")
    for name in ("Tonga", "Too", "Tomoe", "Nonaga"):
        card = cards.filter(has_text=name)
        expect(card).to_contain_text("Not playable yet")
        expect(card).to_have_class(re.compile("unplayable"))
    expect(cards.first).not_to_have_class(re.compile("unplayable"))
    page.get_by_role("link", name="Rules of Contiguous").click()
    expect(page).to_have_title(re.compile("How to play Contiguous"))
    page.get_by_role("link", name="Play it").click()
    expect(page.locator("#board")).to_have_attribute("data-status", "ready")
    expect(page.locator("#rules-link")).to_have_attribute("href", "rules/contiguous.html")


def wait_for_boards(page: Page) -> int:
    count = page.evaluate(f"{BOARDS}.length")
    page.wait_for_function(
        f"() => [...{BOARDS}].every(b => ['ready', 'over'].includes(b.dataset.status))"
    )
    return int(count)


def test_the_rules_page_diagrams_show_what_their_captions_say(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}rules/contiguous.html")
    assert wait_for_boards(page) == 4
    figures = page.locator("figure")
    checked = 0
    for i in range(figures.count()):
        caption = figures.nth(i).locator("figcaption")
        if caption.get_attribute("data-scores") is None:
            continue
        # The numbers the caption states, in bold, are the scores Python computes.
        stated = [int(n) for n in caption.locator("b").all_inner_texts()]
        scores = page.evaluate(
            "i => document.querySelectorAll('figure')[i].querySelector('py-games-board')"
            ".view.scores",
            i,
        )
        assert stated == scores
        checked += 1
    assert checked == 2


def test_the_rules_page_placement_board_highlights_exactly_the_legal_cells(
    page: Page, site_url: str
) -> None:
    page.goto(f"{site_url}rules/contiguous.html")
    wait_for_boards(page)
    game = get_game("contiguous", size=5)
    state = game.initial_state()
    for step in ("c3", "d4", "e5"):
        state = game.apply(state, step)
    legal = page.evaluate(f"{BOARDS}[0].view.legal.map(e => e.step)")
    assert legal == [str(m) for m in game.legal_moves(state)] == ["e4", "d5"]
    # And the joining example: 8 before a2, 7 after it.
    page.evaluate(f"{BOARDS}[1].browse(0)")
    page.wait_for_function(f"() => {BOARDS}[1].browsing === 0")
    assert page.evaluate(f"{BOARDS}[1].s.shown.scores[0]") == 8
    assert page.evaluate(f"{BOARDS}[1].view.scores[0]") == 7


def fetch(url: str) -> bytes:
    with urllib.request.urlopen(url, timeout=10) as response:
        return bytes(response.read())


def test_the_site_is_an_installable_app(page: Page, site_url: str) -> None:
    manifest = json.loads(fetch(f"{site_url}manifest.webmanifest"))
    assert manifest["start_url"] == "./" and manifest["scope"] == "./"
    assert manifest["display"] == "standalone"
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
    for path in ("", "play.html", "rules/contiguous.html"):
        page.goto(site_url + path)
        session: Any = page.context.new_cdp_session(page)
        parsed = session.send("Page.getAppManifest")
        assert parsed["errors"] == [], parsed["errors"]
        assert parsed["url"] == f"{site_url}manifest.webmanifest"
        assert json.loads(parsed["data"])["short_name"] == "py-games"
