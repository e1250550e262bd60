"""The index, the rules page and the installable app: what a visitor sees first."""

from __future__ import annotations

import json
import re
import struct
import urllib.request
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from py_games import GAMES, get_game

BOARDS = "document.querySelectorAll('py-games-board')"


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


def wait_for_boards(page: Page) -> int:
    count = page.evaluate(f"{BOARDS}.length")
    page.wait_for_function(
        f"() => [...{BOARDS}].every(b => ['ready', 'over'].includes(b.dataset.status))"
    )
    return int(count)


@pytest.mark.parametrize(
    ("game_id", "boards", "checked"),
    [("contiguous", 4, 2), ("tonga", 3, 1), ("too", 4, 3), ("nonaga", 4, 0), ("tomoe", 6, 1)],
)
def test_the_rules_page_diagrams_show_what_their_captions_say(
    page: Page, site_url: str, game_id: str, boards: int, checked: int
) -> None:
    page.goto(f"{site_url}rules/{game_id}.html")
    assert wait_for_boards(page) == boards
    figures = page.locator("figure")
    seen = 0
    for i in range(figures.count()):
        caption = figures.nth(i).locator("figcaption")
        scores, headline = (
            caption.get_attribute("data-scores"),
            caption.get_attribute("data-headline"),
        )
        if scores is None and headline is None:
            continue
        view = page.evaluate(
            "i => document.querySelectorAll('figure')[i].querySelector('py-games-board')"
            ".view.scene",
            i,
        )
        bold = caption.locator("b").all_inner_texts()
        # The numbers the caption states in bold are the scores Python computes, and the
        # verdict in bold is Python's headline.
        if scores is not None:
            assert [int(t) for t in bold if t.isdigit()] == [s["value"] for s in view["scores"]]
        if headline is not None:
            assert [t for t in bold if not t.isdigit()] == [view["outcome"]["headline"]]
        seen += 1
    assert seen == checked


def test_nonaga_diagrams_mark_as_many_places_as_their_captions_say(
    page: Page, site_url: str
) -> None:
    page.goto(f"{site_url}rules/nonaga.html")
    wait_for_boards(page)
    game = get_game("nonaga")
    captions = page.locator("figcaption[data-targets]")
    assert captions.count() == 3
    for i in range(captions.count()):
        figure = captions.nth(i).locator("xpath=..")
        element = figure.locator("py-games-board")
        clicks = (element.get_attribute("targets") or "").split()
        state = game.from_position(element.get_attribute("position") or "")
        # What Python says the next click can take, after the diagram's clicks.
        legal = [m.cells for m in game.legal_moves(state)]
        expected = {c[len(clicks)] for c in legal if list(c[: len(clicks)]) == clicks}
        shown = element.evaluate("b => b.frame.targets")
        assert set(shown) == expected
        assert [int(t) for t in captions.nth(i).locator("b").all_inner_texts()] == [len(expected)]


def test_the_rules_page_placement_board_highlights_exactly_the_legal_cells(
    page: Page, site_url: str
) -> None:
    page.goto(f"{site_url}rules/contiguous.html")
    wait_for_boards(page)
    game = get_game("contiguous", size=5)
    state = game.initial_state()
    for step in ("c3", "d4", "e5"):
        state = game.apply(state, step)
    legal = page.evaluate(f"{BOARDS}[0].view.scene.legal.map(e => e.step)")
    assert legal == [str(m) for m in game.legal_moves(state)] == ["e4", "d5"]
    # And the joining example: 8 before a2, 7 after it.
    page.evaluate(f"{BOARDS}[1].browse(0)")
    page.wait_for_function(f"() => {BOARDS}[1].browsing === 0")
    assert page.evaluate(f"{BOARDS}[1].shown.scene.scores[0].value") == 8
    assert page.evaluate(f"{BOARDS}[1].view.scene.scores[0].value") == 7


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
    for path in ("", "play.html", "rules/contiguous.html"):
        page.goto(site_url + path)
        session: Any = page.context.new_cdp_session(page)
        parsed = session.send("Page.getAppManifest")
        assert parsed["errors"] == [], parsed["errors"]
        assert parsed["url"] == f"{site_url}manifest.webmanifest"
        assert json.loads(parsed["data"])["short_name"] == "py-games"
