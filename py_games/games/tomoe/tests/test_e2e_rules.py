"""Tomoe's rules page: every number and claim in its captions is what Python computes for the
board above it, the boards that say they show areas do, and the board to play starts at the
opening position.

A caption that states facts carries ``data-facts``; each number it states sits in an element
with ``data-fact`` naming what it is (``locked``, ``closed``, ``score-white``, …), and
:func:`test_every_caption_states_what_python_computes` fails on a number outside one (angles,
like 120°, are part of the rules, not of a position). The claims in words are checked figure
by figure in :data:`CLAIMS`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, cast

from playwright.sync_api import Page, expect

from py_games import get_game, present
from py_games.games.tomoe.designs import SPACES
from py_games.games.tomoe.palago import BLACK, WHITE, Areas
from py_games.games.tomoe.rules import Tomoe
from py_games.games.tomoe.state import SPACE_COUNT, Rotation, TomoeMove, TomoeState
from tests.e2e.boards import BOARDS, check_rules_diagrams, wait_for_boards

GAME = cast(Tomoe, get_game("tomoe"))
PAGE = "rules/tomoe.html"
COLOUR = {"black": BLACK, "white": WHITE}
FRAME_REGIONS = 12 * SPACE_COUNT
"""Regions numbered from here on belong to the printed border (4 per hexagon, 3 per space)."""
DESIGNERS_EXAMPLE = (15, 19)
"""Black's and White's score in the example that ends the original rules."""

FIGURES = """() => [...document.querySelectorAll('figure')].map(f => {
    const b = f.querySelector('py-games-board'), caption = f.querySelector('figcaption');
    const rest = caption.cloneNode(true);
    rest.querySelectorAll('[data-fact]').forEach(e => e.remove());
    return {
        id: f.id, position: b.getAttribute('position'), moves: b.getAttribute('moves'),
        interactive: b.hasAttribute('interactive'), showAreas: b.hasAttribute('data-show-areas'),
        showGroups: b.showGroups, status: b.dataset.status,
        view: {...b.view.scene, moves: b.view.moves},
        checked: caption.hasAttribute('data-facts'),
        facts: [...caption.querySelectorAll('[data-fact]')]
            .map(e => [e.dataset.fact, e.textContent.replace(/\\s+/g, ' ').trim()]),
        rest: rest.textContent,
    };
})"""
"""Per figure: its board's attributes and view, and its caption's facts and other words."""


def numbers(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", text)]


def line(figure: dict[str, Any]) -> tuple[TomoeState, list[TomoeMove], list[TomoeState]]:
    """The figure's first position, its steps, and the position after each step."""
    state = GAME.from_position(figure["position"] or GAME.position(GAME.initial_state()))
    moves = [GAME.parse_move(state, text) for text in (figure["moves"] or "").split()]
    states = [state]
    for move in moves:
        states.append(GAME.apply(states[-1], move))
    return state, moves, states[1:]


def closed(areas: Areas, colour: int | None = None) -> list[int]:
    return [
        a
        for a, is_open in enumerate(areas.open)
        if not is_open and colour in (None, areas.colour[a])
    ]


def with_border(areas: Areas, area: int) -> bool:
    return any(r >= FRAME_REGIONS for r in areas.regions_of([area]))


def check_fact(kind: str, text: str, state: TomoeState, view: dict[str, Any]) -> None:
    """One fact of a caption about the position the board ends on, against Python and the
    board's view of it."""
    areas = GAME.areas(state)
    scores = GAME.scores(state)
    if kind == "locked":
        shown = [c for m in view["marks"] if m["look"] == "locked" for c in m["cells"]]
        assert numbers(text) == sorted(GAME.locked(state)) == [int(c) for c in shown]
    elif kind == "closed":
        assert numbers(text) == [len(closed(areas))]
    elif kind in ("closed-black", "closed-white"):
        assert numbers(text) == [len(closed(areas, COLOUR[kind.split("-")[1]]))]
    elif kind in ("score-black", "score-white"):
        player = COLOUR[kind.split("-")[1]]
        assert numbers(text) == [scores[player]] == [view["scores"][player]["value"]]
    elif kind == "headline":
        outcome = present(GAME).scene(state)["outcome"]
        assert outcome is not None
        assert text == outcome["headline"] == view["outcome"]["headline"]
    elif kind != "step":  # steps are checked with the line
        raise AssertionError(f"a caption states a fact of unknown kind {kind!r}")


# -- the claims in words, figure by figure ------------------------------------------------


def turn_closes_a_black_ring(
    start: TomoeState, moves: list[TomoeMove], after: list[TomoeState]
) -> None:
    # "Black to play … Black turns the tile on 22 … and then places a tile on 27. Turning it
    # closes a black ring around a white area."
    assert GAME.to_move(start) == BLACK and not GAME.areas(start).rings
    assert isinstance(moves[0], Rotation) and not isinstance(moves[1], Rotation)
    areas = GAME.areas(after[0])
    assert areas.rings and all(areas.colour[r] == BLACK for r in areas.rings)
    assert closed(areas) == closed(areas, WHITE) != []
    assert all(areas.encircler[a] in areas.rings for a in closed(areas))


def border_and_tile_ring(
    start: TomoeState, moves: list[TomoeMove], after: list[TomoeState]
) -> None:
    # "the tile on 3, on the top edge, and the border make a white ring around 1 black area"
    areas = GAME.areas(start)
    _, hexes = SPACES[3 - 1]
    assert min(r for _, r in hexes) == 0  # the top row of the board
    [ring] = areas.rings
    assert areas.colour[ring] == WHITE and with_border(areas, ring)
    assert [areas.colour[a] for a in closed(areas)] == [BLACK]
    assert [areas.encircler[a] for a in closed(areas)] == [ring]


def ring_of_tiles_only(start: TomoeState, moves: list[TomoeMove], after: list[TomoeState]) -> None:
    # "Two tiles in the middle close a white ring of their own around 1 black area"
    areas = GAME.areas(start)
    assert SPACE_COUNT - start.empty == 2
    [ring] = areas.rings
    assert areas.colour[ring] == WHITE and not with_border(areas, ring)
    assert [areas.colour[a] for a in closed(areas)] == [BLACK]
    assert [areas.encircler[a] for a in closed(areas)] == [ring]


def nested_areas(start: TomoeState, moves: list[TomoeMove], after: list[TomoeState]) -> None:
    # "White's open area along the top edge encircles 2 black areas, and the larger of these
    # is itself a ring around 1 white area."
    areas = GAME.areas(start)
    black, [white] = closed(areas, BLACK), closed(areas, WHITE)
    outer = {areas.encircler[a] for a in black}
    assert len(outer) == 1
    [top] = outer
    assert top is not None and areas.open[top] and areas.colour[top] == WHITE
    assert with_border(areas, top)
    larger = max(black, key=lambda a: areas.sectors_in[a])
    assert areas.encircler[white] == larger and larger in areas.rings


def finished_like_the_designers_example(
    start: TomoeState, moves: list[TomoeMove], after: list[TomoeState]
) -> None:
    # "A finished game: no red space is left. … by the same score as in the designers' own
    # example."
    assert start.empty == 0 and GAME.outcome(start) is not None
    assert GAME.scores(start) == DESIGNERS_EXAMPLE


Claim = Callable[[TomoeState, list[TomoeMove], list[TomoeState]], None]
CLAIMS: dict[str, Claim] = {
    "turn": turn_closes_a_black_ring,
    "border-ring": border_and_tile_ring,
    "tile-ring": ring_of_tiles_only,
    "nested": nested_areas,
    "final": finished_like_the_designers_example,
}


def test_every_caption_states_what_python_computes(page: Page, site_url: str) -> None:
    page.goto(site_url + PAGE)
    assert wait_for_boards(page) == 6
    figures = page.evaluate(FIGURES)
    assert [f["id"] for f in figures] == [*CLAIMS, "play"]
    for figure in figures:
        if not figure["checked"]:
            continue
        start, moves, after = line(figure)
        end = after[-1] if after else start
        view = figure["view"]
        # The board shows the end of its line as Python does.
        assert view["position"] == GAME.position(end), figure["id"]
        assert view["moves"] == [str(m) for m in moves]
        assert figure["facts"], figure["id"]
        for kind, text in figure["facts"]:
            try:
                check_fact(kind, text, end, view)
            except AssertionError as error:
                raise AssertionError(f"#{figure['id']}: {kind} {text!r}") from error
        steps = [numbers(text)[0] for kind, text in figure["facts"] if kind == "step"]
        assert steps == [m.space for m in moves], figure["id"]
        # No number stated without being checked (angles are rules, not facts).
        assert re.findall(r"\d+(?![\d°])", figure["rest"]) == [], figure["id"]
        CLAIMS[figure["id"]](start, moves, after)


def test_the_boards_that_show_areas_show_what_each_player_controls(
    page: Page, site_url: str
) -> None:
    page.goto(site_url + PAGE)
    wait_for_boards(page)
    page.wait_for_function(
        f"() => [...{BOARDS}].every(b => b.showGroups === b.hasAttribute('data-show-areas'))"
    )
    figures = page.evaluate(FIGURES)
    shown = [f["id"] for f in figures if f["showAreas"]]
    assert shown == ["border-ring", "tile-ring", "nested", "final"]
    for figure in figures:
        if not figure["showAreas"]:
            continue
        start, _, _ = line(figure)
        regions = figure["view"]["regions"]
        assert regions == present(GAME).scene(start)["regions"]
        # The labelled regions add up to each player's score; the rings are shown too.
        for player in (BLACK, WHITE):
            counted = [int(r["label"]) for r in regions if r["counts"] and r["owner"] == player]
            assert sum(counted) == GAME.scores(start)[player]
        rings = [r for r in regions if r["owner"] is None]
        assert len(rings) == len(GAME.areas(start).rings) > 0
    final = next(f for f in figures if f["id"] == "final")
    assert final["status"] == "over"


def test_the_board_to_play_starts_from_the_opening(page: Page, site_url: str) -> None:
    page.goto(site_url + PAGE)
    wait_for_boards(page)
    play = page.locator("#play py-games-board")
    expect(play).to_have_attribute("interactive", "")
    opening = GAME.initial_state()
    assert play.evaluate("b => b.view.scene.position") == GAME.position(opening)
    assert play.evaluate("b => b.legalMoves()") == [str(m) for m in GAME.legal_moves(opening)]
    expect(play).to_have_attribute("data-to-move", str(BLACK))
    step = "14=W2.1"
    play.evaluate("(b, step) => b.play(step)", step)
    assert play.evaluate("b => b.view.scene.position") == GAME.position(GAME.apply(opening, step))


def test_the_player_links_to_the_rules_and_back(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}play.html#game=tomoe")
    expect(page.locator("#board")).to_have_attribute("data-status", "ready")
    page.locator("#rules-link").click()
    expect(page).to_have_title(re.compile("How to play Tomoe"))
    # Says plainly that the board and the tiles are a reconstruction.
    expect(page.locator("main")).to_contain_text("no picture of its board or its tiles")
    expect(page.locator("main")).to_contain_text("Reconstructed")
    page.get_by_role("link", name="Play it").click()
    expect(page.locator("#board")).to_have_attribute("data-status", "ready")
    expect(page.locator("#board")).to_have_attribute("data-to-move", str(BLACK))


def test_the_rules_page_diagrams_show_what_their_captions_say(page: Page, site_url: str) -> None:
    check_rules_diagrams(page, site_url, "tomoe", boards=6, checked=1)
