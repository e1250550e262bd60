"""A position in a search's tree (:mod:`py_games.ai`): what the search keeps of it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from . import amaf
    from .core.game import Move, State


@dataclass
class Node:
    """One position the search reached: its statistics, and the steps tried and left."""

    state: State
    mover: int | None
    """The player who took the step into this node (None at the root)."""
    to_move: int | None
    untried: list[Move]
    children: list[tuple[Move, Node]] = field(default_factory=list)
    visits: int = 0
    value: float = 0.0
    """Sum of the rewards of the playouts through here, for ``mover``."""
    ranked: bool = False
    """Its untried steps are in the learned evaluation's order, the best last."""
    valued: list[tuple[State, float]] = field(default_factory=list)
    """For a ranked node, each untried step's position and its value (in the same order):
    expanding one scores it with that value instead of valuing it again."""
    steps: amaf.Stats[Node] | None = None
    """With all-moves statistics (:mod:`py_games.amaf`): its steps by key, and their
    statistics, from its second visit on (None before, and at the end of the game)."""
    minimax: tuple[float, ...] = ()
    """With the learned evaluation's minimax (:attr:`~py_games.tuning.Tuning.learned_minimax`):
    each player's share at the end of the best line below, as valued where the search stops."""
