"""What a search learns of a step from every playout that took it, anywhere: all moves as
first (AMAF), blended into the tree's own statistics as in RAVE (Gelly and Silver, 2007).

In a game where stones are placed and stay, a step (this stone on this cell) does much the
same whenever it is taken: a playout that took it later still says something about taking it
now. A game says so by naming each step with a key (:meth:`~py_games.tuning.Tuning.step_key`;
the same key, the same effect, whichever position it is taken in). A step taken again (a
tile turned back) counts each time: its all-moves mean only weighs that iteration more.
Then each node of the tree keeps, beside each step's own visits and wins, the visits and wins
of every iteration through the node whose later steps (in the tree, then in the playout)
included that key. A step's score starts as that estimate, shared among many steps by one
playout, and moves to its own as its visits grow (:data:`EQUIVALENCE`); a step no playout has
taken yet is tried first. The search (:mod:`py_games.ai`) uses it at a game's
:attr:`~py_games.tuning.Tuning.amaf_levels`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Generic, TypeVar

if TYPE_CHECKING:
    from .core.game import Move

T = TypeVar("T")

EQUIVALENCE = 1000.0
"""The node visits at which a step's own score and its all-moves estimate weigh alike (``k``
in β = √(k / (3n + k)): β is ½ at n = k). MoGo's value, not tuned here: Too's level 4 won 86%
with it (``bench/bench_learned.py --amaf``)."""


class Stats(Generic[T]):
    """One node's statistics by step key: its steps' own visits and wins, and the all-moves
    visits and wins of every key; the steps, and the children made so far, by key."""

    __slots__ = ("children", "keys", "seen", "seen_wins", "steps", "visits", "wins")

    def __init__(self, keys: Sequence[int], steps: Sequence[Move], size: int) -> None:
        self.keys = list(keys)
        """The keys of the node's legal steps, in the order the rules list the steps."""
        self.steps = dict(zip(self.keys, steps, strict=True))
        self.children: dict[int, T] = {}
        self.visits = [0] * size
        self.wins = [0.0] * size
        self.seen = [0] * size
        self.seen_wins = [0.0] * size

    def select(self, node_visits: int) -> int:
        """The key of the step to search next: the best blend of its own score and its
        all-moves estimate (the first of equals, in the rules' order)."""
        beta = math.sqrt(EQUIVALENCE / (3 * node_visits + EQUIVALENCE))
        visits, wins, seen, seen_wins = self.visits, self.wins, self.seen, self.seen_wins
        best, best_score = self.keys[0], -1.0
        for key in self.keys:
            own, met = visits[key], seen[key]
            if own:
                score = wins[key] / own
                if met:
                    score += beta * (seen_wins[key] / met - score)
            elif met:
                score = seen_wins[key] / met
            else:
                score = 1.0  # never met: try it
            if score > best_score:
                best, best_score = key, score
        return best

    def credit(self, key: int, later: Sequence[int], reward: float) -> None:
        """One iteration through the node: it took step ``key``, then the steps ``later``
        (``key`` first among them), worth ``reward`` to the player who took ``key``."""
        self.visits[key] += 1
        self.wins[key] += reward
        seen, seen_wins = self.seen, self.seen_wins
        for met in later:
            seen[met] += 1
            seen_wins[met] += reward
