"""Nonaga's board: bare table where the rings lie, the counters on them, and what is marked.

The table has no printed places (``surface = "table"``): the places drawn are the rings and
every position next to one, where a ring may go, and they change with every ring step
(:meth:`NonagaPresenter.places_now`); the board's own places are those of the starting
hexagon. Rings and counters keep their ids for their whole life (their index in the state),
so a piece that moves is animated. The three counters that won are outlined; the ring the
opponent just moved is marked as locked while the game goes on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.hexes import Slide, axial_name, places_around, reading_order
from ...core.presenter import Presenter
from ...core.scene import MarkInfo, PieceInfo, PlaceInfo, PlayerInfo
from .state import STEPS, NonagaState

if TYPE_CHECKING:
    from .rules import Nonaga  # noqa: F401 (named as a string in the base class)


class NonagaPresenter(Presenter["Nonaga", NonagaState, Slide]):
    """Nonaga on bare table: rings, counters in the seats' colours, locked and winning marks."""

    surface = "table"
    groups_name = "groups of counters"

    def players(self) -> list[PlayerInfo]:
        game = self.game
        return [{"name": game.player_name(p), "look": "counter"} for p in range(game.players)]

    def places(self) -> list[PlaceInfo]:
        return places_around(self.game.initial_state().rings)

    def places_now(self, state: NonagaState) -> list[PlaceInfo]:
        return places_around(state.rings)

    def pieces(self, state: NonagaState) -> list[PieceInfo]:
        rings: list[PieceInfo] = [
            {"id": f"ring{k}", "at": axial_name(cell), "look": "ring", "owner": None}
            for k, cell in enumerate(state.rings)
        ]
        counters: list[PieceInfo] = [
            {"id": f"counter{p}.{k}", "at": axial_name(cell), "look": "counter", "owner": p}
            for p, mine in enumerate(state.counters)
            for k, cell in enumerate(mine)
        ]
        return rings + counters

    def marks(self, state: NonagaState) -> list[MarkInfo]:
        outcome = self.game.outcome(state)
        if outcome is not None and not outcome.draw:
            winner = outcome.winners[0]
            cells = [axial_name(c) for c in sorted(state.counters[winner], key=reading_order)]
            return [
                {"cells": cells, "look": "win", "label": "three counters touch", "owner": winner}
            ]
        if outcome is None and state.locked is not None:
            label = "moved on the last turn: may not move now"
            return [{"cells": [axial_name(state.locked)], "look": "locked", "label": label}]
        return []

    def step_label(self, state: NonagaState, move: Slide) -> str:
        return f"{STEPS[state.step]} {move.cells[0]} to {move.cells[1]}"

    def step_looks(self, state: NonagaState, move: Slide) -> list[str]:
        # The place left keeps its ring after a counter's slide and is empty after a ring's.
        return ["", STEPS[state.step]]
