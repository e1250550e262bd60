"""Reading a position for Nonaga's lesson: the steps played, the slides, the marks."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from itertools import pairwise
from typing import TYPE_CHECKING, Any

from ....core.hexes import (
    Axial,
    Slide,
    axial_name,
    connected,
    moved,
    straight,
)
from ....i18n import _
from ....lessons.lesson import listed, marks
from ..rules import Nonaga
from ..state import COUNTER, NonagaState

if TYPE_CHECKING:
    from ....core.game import Game, State

# -- reading the position -------------------------------------------------------------------


def rules_of(game: Game[Any, Any]) -> Nonaga:
    assert isinstance(game, Nonaga)
    return game


def nonaga_state(state: State) -> NonagaState:
    assert isinstance(state, NonagaState)
    return state


def cell_name(cell: Axial) -> str:
    return axial_name(cell)


def cell_names(cells: Iterable[Axial]) -> str:
    """``1,0``, ``1,0 and 2,0``, ``1,0, 2,0 and 3,0``."""
    return listed([cell_name(c) for c in cells])


def joining(game: Nonaga, state: NonagaState, player: int) -> list[Slide]:
    """The slides of ``player``'s counters in ``state`` (whoever is to move) after which their
    three counters touch."""
    mine = state.counters[player]
    return [
        Slide(start, end)
        for start in mine
        for end in game.slides(state, start)
        if connected(moved(mine, Slide(start, end)))
    ]


@dataclass(frozen=True)
class Step:
    """One step read back from the history: who, which step, from where to where, and the
    position it was played in."""

    player: int
    kind: int
    start: Axial
    end: Axial
    before: NonagaState


def steps_played(game: Nonaga, start: NonagaState, now: NonagaState) -> list[Step]:
    """The steps played from ``start`` to ``now``, in order, from ``now``'s history."""
    assert start.seen is not None and now.seen is not None
    keys = list(now.seen)[len(start.seen) - 1 :]
    states = [start] + [game.from_position(key) for key in keys[1:]]
    steps = []
    for before, after in pairwise(states):
        player = before.to_move
        if before.step == COUNTER:
            old, new = set(before.counters[player]), set(after.counters[player])
        else:
            old, new = set(before.rings), set(after.rings)
        if old != new:
            (left,), (came,) = old - new, new - old
            steps.append(Step(player, before.step, left, came, before))
    return steps


def why_stopped(state: NonagaState, move: Slide) -> tuple[Axial, str]:
    """Where the slide ``move`` (played in ``state``) would have gone next, and why it could
    not: that position holds a counter, or no ring."""
    direction = straight(move.start, move.end)
    assert direction is not None
    beyond = (move.end[0] + direction[0], move.end[1] + direction[1])
    for player, counters in enumerate(state.counters):
        if beyond in counters:
            if player == state.to_move:
                why = _("{cell} holds your counter")
            else:
                why = _("{cell} holds your opponent's counter")
            return beyond, why.format(cell=cell_name(beyond))
    return beyond, _("there is no ring on {cell}").format(cell=cell_name(beyond))


def place_marks(*parts: tuple[Iterable[Axial | str], str]) -> str:
    """Annotation text (:func:`~.lesson.marks`) for places given by name or as cells."""
    return marks(
        *(
            ([c if isinstance(c, str) else cell_name(c) for c in cells], colour)
            for cells, colour in parts
        )
    )


def winner_of(game: Nonaga, state: NonagaState) -> int | None:
    """The player whose three counters touch, once the game is over so."""
    outcome = game.outcome(state)
    return None if outcome is None or outcome.draw else outcome.winners[0]


def slides_of(game: Nonaga, start: NonagaState, now: NonagaState, player: int) -> list[Step]:
    return [s for s in steps_played(game, start, now) if s.player == player and s.kind == COUNTER]


def slide_path(step: Step) -> list[Axial]:
    direction = straight(step.start, step.end)
    assert direction is not None
    path, cell = [], step.start
    while cell != step.end:
        cell = (cell[0] + direction[0], cell[1] + direction[1])
        path.append(cell)
    return path
