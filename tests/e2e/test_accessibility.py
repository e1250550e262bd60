"""axe-core (https://github.com/dequelabs/axe-core), bundled by axe-playwright-python so it
runs offline, over every page of the site in both colour schemes: no serious or critical
violation."""

from __future__ import annotations

import json
import re

import pytest
from boards import ANY_GAME, line, link
from playwright.sync_api import Page, expect
from reviews import load_record, run_review, short_game, small

from conftest import serious_violations
from py_games import GAMES, bridge
from py_games.registry import lessons

SMALLEST = {o.name: o.minimum for o in GAMES[ANY_GAME].OPTIONS if o.name == "size"}
"""The smallest board of the first game, for a game played to its end."""
PAGES = {
    "index": ("index.html", None),
    "finished game": (
        f"play.html#{link(ANY_GAME, line(ANY_GAME, **SMALLEST), **SMALLEST)}", "#board"
    ),
    "embed": (f"embed.html#{link(ANY_GAME, line(ANY_GAME, 2))}", "py-games-board"),
    "learn": (f"learn.html#game={lessons()[0]}", "#board"),
    "puzzles": (f"puzzles.html#game={ANY_GAME}&puzzle=1", "#board"),
    # Every game's player a few steps in, and its rules page.
    **{f"{game_id} player": (f"play.html#{link(game_id, line(game_id, 3))}", "#board")
       for game_id in GAMES},
    **{f"{game_id} rules": (f"rules/{game_id}.html", "py-games-board") for game_id in GAMES},
}  # fmt: skip


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("name", sorted(PAGES))
def test_no_serious_accessibility_violation(
    page: Page, site_url: str, name: str, scheme: str
) -> None:
    path, board = PAGES[name]
    page.emulate_media(color_scheme=scheme)
    page.goto(site_url + path)
    if board:
        for i in range(page.locator(board).count()):
            expect(page.locator(board).nth(i)).to_have_attribute(
                "data-status", re.compile("ready|over")
            )
    assert serious_violations(page) == []


# Each marker that names a player on the player page (whose turn, the scores, the move list,
# the New game dialog's seats), with the colour of its body (a stone's fill, else the colour of
# its character), the colour directly behind that (the nearest box with a background) and the
# page's own background.
MARKERS = """() => {
  const rgb = (c) => (c.match(/[\\d.]+/g) || []).map(Number);
  const opaque = (c) => {
    const v = rgb(c);
    return v.length === 3 || (v.length === 4 && v[3] > 0);
  };
  const behind = (e) => {
    for (let p = e.parentElement; p; p = p.parentElement) {
      const c = getComputedStyle(p).backgroundColor;
      if (opaque(c)) return c;
    }
    return getComputedStyle(document.documentElement).backgroundColor;
  };
  const page = getComputedStyle(document.documentElement).backgroundColor;
  const where = ['#turn', '#scores', '#moves', '#seat-list'];
  return [...document.querySelectorAll(where.map((w) => `${w} .glyph`).join(', '))].map((g) => {
    const stone = g.querySelector('.stone');
    const body = stone ? getComputedStyle(stone).backgroundColor : getComputedStyle(g).color;
    const under = getComputedStyle(g).backgroundColor;
    const plate = stone && opaque(under) ? under : null;
    return { where: g.closest(where.join(', ')).id, body, behind: behind(stone ?? g), plate, page };
  });
}"""


def contrast_of(a: str, b: str) -> float:
    def luminance(colour: str) -> float:
        r, g, b = (int(float(v)) / 255 for v in re.findall(r"[\d.]+", colour)[:3])
        lin = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in (r, g, b)]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_players_marker_stands_out_3_to_1_in_both_themes(
    page: Page, site_url: str, scheme: str, game_id: str
) -> None:
    # WCAG 1.4.11: a marker a player reads (Black's stone, a seat's cross) contrasts 3:1 with
    # what is behind it; a stone's plate, with the page.
    page.emulate_media(color_scheme=scheme)
    page.goto(f"{site_url}play.html#{link(game_id, line(game_id, 3))}")
    expect(page.locator("#board")).to_have_attribute("data-status", re.compile("ready|over"))
    expect(page.locator("#moves .glyph")).not_to_have_count(0)
    page.click("#new")  # the New game dialog names each seat with its marker too
    expect(page.locator("#seat-list .glyph")).to_have_count(2)
    markers = page.evaluate(MARKERS)
    assert {m["where"] for m in markers} == {"turn", "scores", "moves", "seat-list"}
    for marker in markers:
        assert contrast_of(marker["body"], marker["behind"]) >= 3, marker
        if marker["plate"]:
            assert contrast_of(marker["plate"], marker["page"]) >= 3, marker


# What the review's graph draws over its two halves (each a player's colour, faint, over the
# box behind the graph): the halves as painted, and the colour of each line, judged step's
# ring, position-shown line and seat marker (a stone's plate and stone, or a seat's mark).
GRAPH = """() => {
  const rgb = (c) => (c.match(/[\\d.]+/g) || []).map(Number);
  const opaque = (c) => {
    const v = rgb(c);
    return v.length === 3 || (v.length === 4 && v[3] > 0);
  };
  const svg = document.querySelector('#review-graph svg');
  let behind = getComputedStyle(document.documentElement).backgroundColor;
  for (let p = svg.parentElement; p; p = p.parentElement) {
    const c = getComputedStyle(p).backgroundColor;
    if (opaque(c)) { behind = c; break; }
  }
  const style = (e) => getComputedStyle(e);
  return {
    behind,
    halves: [...svg.querySelectorAll(':scope > rect:not(.graph-frame)')]
      .map((r) => ({ fill: style(r).fill, alpha: Number(style(r).fillOpacity) })),
    strokes: [...svg.querySelectorAll('polyline, .graph-now')].map((l) => style(l).stroke),
    rings: [...svg.querySelectorAll('.graph-mark')].map((c) => style(c).stroke),
    seats: [...svg.querySelectorAll('.graph-seat')].map((g) => {
      const plate = style(g.querySelector('rect'));
      const body = style(g.querySelector('circle, text')).fill;
      return { plate: plate.fill, edge: plate.stroke, body };
    }),
  };
}"""


def painted_over(fill: str, alpha: float, behind: str) -> str:
    top = [float(v) for v in re.findall(r"[\d.]+", fill)[:3]]
    under = [float(v) for v in re.findall(r"[\d.]+", behind)[:3]]
    return "rgb({}, {}, {})".format(
        *(round(a * alpha + b * (1 - alpha)) for a, b in zip(top, under, strict=True))
    )


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("game_id", list(GAMES)[:2])
def test_the_review_graph_stands_out_3_to_1_in_both_themes(
    page: Page, site_url: str, scheme: str, game_id: str
) -> None:
    # Each half of the graph is tinted with its player's colour: Black's on the dark page is
    # the page's own colour, White's on the light page too. What the graph draws over them
    # (the line, each judged step's ring, the position shown, whose half it is) keeps 3:1
    # from either half; a seat's mark stands on a plate 3:1 from it, edged 3:1 from the half.
    page.emulate_media(color_scheme=scheme)
    _, moves = short_game(game_id, most=16)
    load_record(page, site_url, game_id, moves)
    run_review(page)
    graph = page.evaluate(GRAPH)
    halves = [painted_over(h["fill"], h["alpha"], graph["behind"]) for h in graph["halves"]]
    assert len(halves) == 2 and graph["strokes"] and graph["rings"], graph
    for colour in graph["strokes"] + graph["rings"]:
        for half in halves:
            assert contrast_of(colour, half) >= 3, (colour, half)
    assert len(graph["seats"]) == 2, graph  # whose half each is, beside the names
    for half, marker in zip(halves, graph["seats"], strict=True):
        assert contrast_of(marker["edge"], half) >= 3, (marker, half)
        assert contrast_of(marker["body"], marker["plate"]) >= 3, marker


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_with_more_than_two_players_each_line_is_its_seats_colour_in_an_ink_casing(
    page: Page, site_url: str, scheme: str
) -> None:
    # Three players: a line each in the seat's colour (the stylesheet's ink once won over the
    # colour, so the lines could not be told apart); a seat's colour may be faint on either
    # page, so each line runs in a casing 3:1 from the graph.
    page.emulate_media(color_scheme=scheme)
    game_id, options = next(
        (g, {**small(g), "players": 3})
        for g in GAMES
        for o in GAMES[g].OPTIONS
        if o.name == "players" and (o.maximum or 0) >= 3
    )
    answer = json.loads(bridge.handle(json.dumps(
        {"fn": "record", "game": game_id, "options": options,
         "moves": line(game_id, 6, **options)})))  # fmt: skip
    page.goto(f"{site_url}play.html#game={game_id}")
    expect(page.locator("#board")).to_have_attribute("data-status", re.compile("ready|over"))
    page.click("#import")
    page.fill("#record-text", answer["text"])
    page.click("#record-load")
    page.wait_for_function("() => document.querySelector('#board').moves.length === 6")
    run_review(page)
    lines = page.evaluate(
        """() => [...document.querySelectorAll('#review-graph polyline.graph-line')]
        .filter((l) => !l.classList.contains('graph-variation'))
        .map((l) => ({casing: l.classList.contains('graph-casing'),
                      stroke: getComputedStyle(l).stroke}))"""
    )
    graph = page.evaluate(GRAPH)
    casings = [line["stroke"] for line in lines if line["casing"]]
    coloured = [line["stroke"] for line in lines if not line["casing"]]
    assert len(casings) == len(coloured) == 3, lines
    assert len(set(coloured)) == 3, coloured  # three seats, three colours
    for casing in casings:
        assert contrast_of(casing, graph["behind"]) >= 3, (casing, graph["behind"])
