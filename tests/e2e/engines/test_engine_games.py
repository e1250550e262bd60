"""Every game played to the end by clicks, in Firefox and in WebKit: each step chosen by
Python's rules and made as a person makes it, as the scene lists it (its places in their usual
order, then the picker's choice where other steps take the same places), and the page's end is
Python's."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from boards import ASK_WORKER, legal, link, shown_at
from reviews import small

from py_games import GAMES, Game, Move, get_game

from .engine_pages import EngineError, EnginePage

PICKER = "b.shadowRoot.querySelector('.picker')"


def picked(page: EnginePage, step: str) -> None:
    """The picker's button for ``step``, clicked where it is drawn."""
    point = page.wait_board(
        f"""(s => {{ const e = {PICKER}?.querySelector(`[data-step="${{s}}"]`);
            if (!e || {PICKER}.hidden) return null;
            const r = e.getBoundingClientRect();
            return {{x: r.left + r.width / 2, y: r.top + r.height / 2}}; }})(a[0])""",
        step,
    )
    page.click_at(point["x"], point["y"])


def make(page: EnginePage, entries: list[Any], step: str) -> None:
    """Make ``step`` as a person does, from what the scene lists (``entries``): its places in
    their usual order (its first ``orders``, else its ``cells``), each held before the next
    (the board says so), then the picker's choice where other steps take the same clicks."""
    usual = [(e.get("orders") or [e["cells"]])[0] for e in entries]
    clicks = places(entries, step)
    for n, place in enumerate(clicks):
        page.wait_board("!b.moving")  # a board that glides: a click lands where it is drawn
        page.click_cell(place)
        if n < len(clicks) - 1:
            page.wait_board("b.clicks.length === a[0]", n + 1)
    if usual.count(clicks) > 1:
        picked(page, step)


def places(entries: list[Any], step: str) -> list[str]:
    """The places ``step`` is made by clicking, in their usual order."""
    entry = next(e for e in entries if e["step"] == step)
    return list((entry.get("orders") or [entry["cells"]])[0])


def short_line(game: Game, seed: int, tries: int = 50, most: int = 500) -> list[Move]:  # type: ignore[type-arg]
    """The shortest of ``tries`` seeded random games that end within ``most`` steps (a
    game's random lines can go on and on)."""
    found: list[list[Move]] = []
    for attempt in range(tries):
        rng, state, moves = random.Random(seed + attempt), game.initial_state(), []
        while (legal_now := game.legal_moves(state)) and len(moves) < most:
            moves.append(rng.choice(legal_now))
            state = game.apply(state, moves[-1])
        if game.outcome(state) is not None:
            found.append(moves)
    assert found, f"no game of {game.name} ends within {most} steps"
    return min(found, key=len)


@pytest.mark.parametrize("name", list(GAMES))
def test_every_game_is_played_to_the_end_by_clicks(
    open_page: Callable[..., EnginePage], site_url: str, name: str
) -> None:
    options = small(name)  # its board one size above its smallest: a short game
    game = get_game(name, **options)
    page = open_page()
    page.open_player(f"{site_url}play.html#{link(name, **options)}")
    state, played = game.initial_state(), []
    for ply, move in enumerate(short_line(game, seed=3)):
        entries = legal(name, played, **options)
        make(page, entries, str(move))
        try:
            page.wait_board("b.moves.length === a[0]", ply + 1)
        except EngineError as error:
            first = places(entries, str(move))[0]
            raise EngineError(
                f"step {ply + 1} ({move}) was not taken; the board: {page.board(shown_at(first))};"
                f" the page's Python worker: {page.call(ASK_WORKER)}"
            ) from error
        assert page.board("b.moves.at(-1)") == str(move)
        state = game.apply(state, move)
        played.append(str(move))
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


def test_escape_cancels_the_new_game_dialog_after_it_started_a_game(
    open_page: Callable[..., EnginePage], site_url: str
) -> None:
    # Firefox keeps a dialog's last value when Escape closes it: the "start" of the game before
    # would have started another game where the person cancelled.
    name = next(iter(GAMES))
    page = open_page()
    page.open_player(f"{site_url}play.html#{link(name, **small(name))}")
    page.click("#new")
    page.wait("() => document.querySelector('#new-game').open")
    page.click("#start-game")
    page.wait_text("#notice", "New game started.")
    page.js("document.querySelector('#notice').textContent = ''")
    page.click("#new")
    page.wait("() => document.querySelector('#new-game').open")
    page.press("Escape")
    page.wait("() => !document.querySelector('#new-game').open")
    assert page.js("document.querySelector('#new-game').returnValue") != "start"
    page.wait("() => new Promise((done) => setTimeout(() => done(true), 300))")
    assert page.text("#notice") == ""
