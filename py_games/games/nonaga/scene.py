"""Nonaga's board: bare table where the rings lie, the counters on them, and what is marked.

The table has no printed places (``surface = "table"``): the places drawn are the rings and
every position next to one, where a ring may go, and they change with every ring step
(:meth:`NonagaPresenter.places_now`); the board's own places are those of the starting
hexagon. Rings and counters keep their ids for their whole life (their index in the state),
so a piece that moves is animated. The three counters that won are outlined; the ring the
opponent just moved is marked as locked while the game goes on.

Position editor: a sketch's pieces are ``ring``, ``counter0`` and ``counter1`` (player 0's
or player 1's counter, *on a ring*: a counter is never off one, so one kind on a place says
both); any position on the table may hold one. Its fields are ``to_move`` (``0`` or ``1``),
``step`` (``counter`` or ``ring``) and ``locked`` (a ring's position, or ``-``). An empty list
of positions is written ``-``, which the rules read as none (and then say how many they want).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.errors import GameError
from ...core.hexes import (
    Slide,
    axial_name,
    parse_axial,
    places_around,
    positions_text,
    reading_order,
)
from ...i18n import N_, _, ngettext, pgettext
from ...view.editor import Editor
from ...view.presenter import Presenter
from . import PARTS
from .rules import Nonaga
from .state import COUNTER, STEPS, NonagaState

if TYPE_CHECKING:
    from ...contract import FieldInfo, KindInfo, Sketch
    from ...contract.scene import MarkInfo, PieceInfo, PlaceInfo, PlayerInfo


class NonagaPresenter(Presenter[Nonaga, NonagaState, Slide]):
    """Nonaga on bare table: rings, counters in the seats' colours, locked and winning marks."""

    surface = "table"
    groups_name = PARTS.groups_name
    # A counter's slide and a ring's move are both written 2,-2>1,-2; the move list names them
    # (the words of STEPS, which position text writes as they are).
    turn_steps = (N_("counter"), N_("ring"))

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
                {"cells": cells, "look": "win", "label": _("three counters touch"), "owner": winner}
            ]
        if outcome is None and state.locked is not None:
            label = _("moved on the last turn: may not move now")
            return [{"cells": [axial_name(state.locked)], "look": "locked", "label": label}]
        return []

    def turn_step(self, state: NonagaState) -> int:
        return state.step

    def step_label(self, state: NonagaState, move: Slide) -> str:
        start, end = move.cells
        if state.step == COUNTER:
            return _("counter {start} to {end}").format(start=start, end=end)
        return _("ring {start} to {end}").format(start=start, end=end)

    def step_looks(self, state: NonagaState, move: Slide) -> list[str]:
        # The place left keeps its ring after a counter's slide and is empty after a ring's.
        return ["", STEPS[state.step]]

    def puzzle_goal(self, turns: int) -> str:
        # TRANSLATORS: follows "Player 1 to play: "; connect the three counters.
        return ngettext("connect in {n} turn", "connect in {n} turns", turns).format(n=turns)


class NonagaEditor(Editor[Nonaga, NonagaState]):
    """Nonaga's position editor: rings anywhere on the table, counters on rings, and the turn."""

    def kinds(self) -> list[KindInfo]:
        game = self.game
        ring: KindInfo = {
            "id": "ring",
            "label": pgettext("piece", "ring"),
            "piece": {"id": "", "at": "0,0", "look": "ring", "owner": None},
        }
        return [ring] + [
            {
                "id": f"counter{p}",
                "label": _("{player}'s counter on a ring").format(player=game.player_name(p)),
                "piece": {"id": "", "at": "0,0", "look": "counter", "owner": p},
            }
            for p in (0, 1)
        ]

    def fields(self) -> list[FieldInfo]:
        names = [self.game.player_name(p) for p in (0, 1)]
        return [
            {"name": "to_move", "label": _("To move"), "choices": ["0", "1"], "labels": names,
             "default": str(self.game.initial_state().to_move)},
            {"name": "step", "label": _("Step of the turn"), "choices": list(STEPS),
             "labels": [_("step 1: move a counter"), _("step 2: move a ring")],
             "default": "counter"},
            {"name": "locked", "label": _("Ring that may not move"), "choices": ["-"],
             "labels": [pgettext("locked ring", "none")], "default": "-", "place": True},
        ]  # fmt: skip

    def allows(self, name: str) -> bool:
        try:
            return axial_name(parse_axial(name)) == name  # one name per position
        except GameError:
            return False

    def places(self, sketch: Sketch) -> list[PlaceInfo] | None:
        cells = [parse_axial(name) for name in sketch["pieces"]]
        return places_around(cells) if cells else None

    def pieces(self, sketch: Sketch) -> list[PieceInfo]:
        pieces: list[PieceInfo] = []
        for at, kind in sketch["pieces"].items():
            pieces.append({"id": f"ring@{at}", "at": at, "look": "ring", "owner": None})
            if kind != "ring":
                owner = int(kind[-1])
                pieces.append({"id": f"{kind}@{at}", "at": at, "look": "counter", "owner": owner})
        return pieces

    def compose(self, sketch: Sketch) -> str:
        pieces, fields = sketch["pieces"], sketch["fields"]
        cells = {name: parse_axial(name) for name in pieces}
        lists = [
            positions_text(cells[n] for n, kind in pieces.items() if kind.startswith(prefix)) or "-"
            for prefix in ("", "counter0", "counter1")
        ]
        return " ".join([*lists, fields["to_move"], fields["step"], fields["locked"]])

    def decompose(self, state: NonagaState) -> Sketch:
        pieces = {axial_name(cell): "ring" for cell in state.rings}
        for player, mine in enumerate(state.counters):
            pieces.update({axial_name(cell): f"counter{player}" for cell in mine})
        locked = "-" if state.locked is None else axial_name(state.locked)
        fields = {"to_move": str(state.to_move), "step": STEPS[state.step], "locked": locked}
        return {"pieces": pieces, "fields": fields}
