"""Every game played to the end by clicks, in Firefox and in WebKit: each step chosen by
Python's rules and made as a person makes it (a cell, a pair of cells, a cell then the
picker's choice, a place then where it goes), and the page's end is Python's."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from py_games import Game, Move, get_game

from .engine_pages import EnginePage

PICKER = "b.shadowRoot.querySelector('.picker')"


def two_clicks(page: EnginePage, first: str, second: str) -> None:
    """A step made of two cells: the first is held (the board says so), then the second."""
    page.wait_board("!b.moving")  # Nonaga's board glides: a click lands where it is drawn
    page.click_cell(first)
    page.wait_board("b.clicks.length === 1")
    page.click_cell(second)


def picked(page: EnginePage, cell: str, step: str) -> None:
    """A cell, then the picker's button for ``step`` (clicked where it is drawn)."""
    page.click_cell(cell)
    point = page.wait_board(
        f"""(s => {{ const e = {PICKER}?.querySelector(`[data-step="${{s}}"]`);
            if (!e || {PICKER}.hidden) return null;
            const r = e.getBoundingClientRect();
            return {{x: r.left + r.width / 2, y: r.top + r.height / 2}}; }})(a[0])""",
        step,
    )
    page.click_at(point["x"], point["y"])


def make(page: EnginePage, game: str, move: Move) -> None:
    cells = [str(c) for c in getattr(move, "cells", ())]
    if game == "tonga":
        two_clicks(page, str(move.black), str(move.white))  # type: ignore[attr-defined]
    elif game == "nonaga":
        two_clicks(page, *str(move).split(">"))
    elif game in {"too", "tomoe"}:
        picked(page, cells[0] if cells else str(move.cell), str(move))  # type: ignore[attr-defined]
    else:
        page.click_cell(str(move))


def short_line(game: Game, seed: int, limit: int) -> list[Move]:  # type: ignore[type-arg]
    """A seeded random game that ends within ``limit`` steps (Nonaga's can go on and on)."""
    for attempt in range(1000):
        rng, state, moves = random.Random(seed + attempt), game.initial_state(), []
        while (legal := game.legal_moves(state)) and len(moves) < limit:
            moves.append(rng.choice(legal))
            state = game.apply(state, moves[-1])
        if game.outcome(state) is not None:
            return moves
    raise AssertionError(f"no game of {game.name} ends within {limit} steps")


GAMES: list[tuple[str, str, Callable[[], Game]]] = [  # type: ignore[type-arg]
    ("tonga", "game=tonga", lambda: get_game("tonga")),
    ("too", "game=too&size=3", lambda: get_game("too", size=3)),
    ("tomoe", "game=tomoe", lambda: get_game("tomoe")),
    ("nonaga", "game=nonaga", lambda: get_game("nonaga")),
    ("contiguous", "game=contiguous&size=4", lambda: get_game("contiguous", size=4)),
]


@pytest.mark.parametrize(("name", "fragment", "rules"), GAMES, ids=[g[0] for g in GAMES])
def test_every_game_is_played_to_the_end_by_clicks(
    open_page: Callable[..., EnginePage],
    site_url: str,
    name: str,
    fragment: str,
    rules: Callable[[], Game],  # type: ignore[type-arg]
) -> None:
    game = rules()
    page = open_page()
    page.open_player(f"{site_url}play.html#{fragment}")
    state = game.initial_state()
    for ply, move in enumerate(short_line(game, seed=3, limit=30 if name == "nonaga" else 500)):
        make(page, name, move)
        page.wait_board("b.moves.length === a[0]", ply + 1)
        assert page.board("b.moves.at(-1)") == str(move)
        state = game.apply(state, move)
    outcome = game.outcome(state)
    assert outcome is not None
    page.wait_board("b.dataset.status === 'over'")
    assert page.board("b.view.scene.position") == game.position(state)
    headline = page.wait_text("#result strong", f"{game.headline(outcome)}.")
    assert headline == f"{game.headline(outcome)}."
    page.wait_text("#result", outcome.decided)
    scores = page.js(
        "[...document.querySelectorAll('#scores tbody td.score')].map(e => e.textContent)"
    )
    assert scores == [d.text for d in game.score_details(state)]
