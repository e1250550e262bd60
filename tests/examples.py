"""The games a generic test takes as its example, picked from the registry by what the test
needs, so that no test outside a game's folder names a game (tests/test_shape.py).

Each pick is the first game, in the registry's order, that has what is asked; a test that
writes steps or positions in the picked game's notation says so where it picks. A test about one
game's own words or notation lives in that game's folder instead.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from itertools import pairwise
from typing import Any

from py_games import Game
from py_games.parts import PUZZLES
from py_games.registry import GAMES, PARTS, present, tuning
from py_games.view.presenter import Presenter

Rules = type[Game[Any, Any]]


def first(need: Callable[[Rules], bool], what: str) -> str:
    """The id of the first game that has ``need`` (``what`` it is, for the message)."""
    found = next((game_id for game_id, rules in GAMES.items() if need(rules)), None)
    assert found is not None, f"no game in the registry is {what}"
    return found


def options(rules: Rules) -> set[str]:
    return {option.name for option in rules.OPTIONS}


def cells(rules: Rules) -> bool:
    """Whether every step of the game is one cell, named by a file letter and a rank number
    (``b2``) on its board's default size."""
    game = rules()
    steps = game.legal_moves(game.initial_state())
    return bool(steps) and all(
        len(s.cells) == 1 and str(s) == s.cells[0] and str(s)[0].isalpha() and str(s)[1:].isdigit()
        for s in steps
    )


SQUARE = first(
    lambda rules: {"size", "players"} <= options(rules) and cells(rules),
    "played by 2 or more players placing on the cells (b2) of a board of any size",
)
"""A game of single-cell steps (``b2``) on a square board of any ``size`` (3 the smallest), for
``players`` 2 and more: the tests written in its steps and positions (``"..1/.2./... 1 b2"``)
take it."""

COLOURS = first(
    lambda rules: options(rules) == {"size"} and ":" in str(rules(size=3).legal_moves(
        rules(size=3).initial_state())[0]),
    "played by placing a stone of either colour (b2:b) on a board of any size",
)  # fmt: skip
"""A game whose step places a stone of either colour (``b2:b``) on a board of any ``size``."""

TABLE = first(
    lambda rules: type(present(rules())).places_now is not Presenter.places_now,
    "played on a table whose places move",
)
"""A game whose places come and go as it is played (its presenter draws them each position)."""

HISTORY = first(lambda rules: rules.keeps_history, "a game whose states keep their past")
"""A game whose states hold the past its rules need."""


def movers(rules: Rules, count: int = 6) -> list[int | None]:
    """Who moves at each of the first ``count`` steps of the game played from the start by the
    first legal steps, with its default options."""
    game = rules()
    state = game.initial_state()
    found = []
    for _ in range(count):
        if game.outcome(state) is not None:
            break
        found.append(game.to_move(state))
        state = game.apply(state, game.legal_moves(state)[0])
    return found


def twice(rules: Rules) -> bool:
    """Whether a player takes two steps in a row early in the game (a turn of two steps)."""
    return any(a == b for a, b in pairwise(movers(rules)))


TWICE = first(twice, "a game whose turns are of two steps")
"""A game whose turn is two steps by the same player."""

ONE_THEN_TWO = first(
    lambda rules: movers(rules, 3) == [0, 1, 1],
    "a game whose first turn is one step and the next of two",
)
"""A game whose first player takes one step, and each turn after it two."""


def pairs(rules: Rules) -> bool:
    """Whether every first step of the game is two cells, each named by a file letter and a
    rank number (``e2-d1``)."""
    game = rules()
    steps = game.legal_moves(game.initial_state())
    return bool(steps) and all(
        len(s.cells) == 2 and all(c[0].isalpha() and c[1:].isdigit() for c in s.cells)
        for s in steps
    )


PAIRS = first(pairs, "played by placing on two cells of a board at once (e2-d1)")
"""A game whose step fills two cells of its board (``e2-d1``), clicked one after the other."""

LEARNS = first(
    lambda rules: (
        "size" in options(rules)
        and tuning(rules(size=4)).patterns(rules(size=4).initial_state(), 0) is not None
    ),
    "with a learned evaluation's patterns, on a board of any size (4 among them)",
)
"""A game whose tuning names patterns (:mod:`py_games.learned`), trained on a small board."""

PUZZLED = next(game_id for game_id, parts in PARTS.items() if parts.file(PUZZLES) is not None)
"""The first game with a puzzle set."""


def game_cases(name: str) -> list[tuple[str, Any]]:
    """Each game's cases ``name`` for a generic test, where its folder gives them
    (``tests/search_cases.py`` there), in the registry's order."""
    found = []
    for game_id, parts in PARTS.items():
        try:
            module = importlib.import_module(f"{parts.package}.tests.search_cases")
        except ModuleNotFoundError:
            continue
        if hasattr(module, name):
            found.append((game_id, getattr(module, name)))
    return found


def offered(game_id: str) -> dict[str, Any]:
    """The options of ``game_id`` as the bridge's catalog offers them, by name."""
    from py_games import bridge

    games = bridge.catalog({})["games"]
    return {o["name"]: o for g in games if g["id"] == game_id for o in g["options"]}
