"""How a search's playouts go in Nonaga (:class:`NonagaTuning`).

Random games of Nonaga wander for dozens of steps and end by chance, so a search's playout
takes a winning slide when it has one, stops after two turns and scores the position: a slide
that would win for the player about to slide is nearly a win; otherwise the player whose
counters stand closer together (their three distances summed) has the better chance. Those
scores differ by little from one step to the next, so the search explores less widely than
its default (``exploration`` 0.5 instead of 1), which is what lets a stronger level's larger
budget tell (level 3 against 2: 16–4 in the benchmark's first 20 games, against 11–9 with the
default; bench/README.md's table has the full rows).

For a learned evaluation (:mod:`py_games.learned`) the tuning names the patterns of
:mod:`.patterns`.
"""

from __future__ import annotations

from itertools import combinations
from random import Random

from ...core.hexes import Slide, distance
from ...tuning import Tuning
from .patterns import patterns
from .rules import Nonaga
from .state import COUNTER, NonagaState


class NonagaTuning(Tuning[Nonaga, NonagaState, Slide]):
    """Playouts that take a winning slide, stop after two turns and score how close each
    player's counters stand; and the patterns of :mod:`.patterns` for a learned evaluation."""

    playout_steps = 4
    exploration = 0.5  # the estimates below are close together: see the module docstring
    learned_iterations = 6_900
    """Level 4 scores with the table (``learned_levels``, as by default), in about the time of
    its 6,000 playouts: at 10,000 iterations the table's search took 1.45 times the playouts'
    time over 40 games at level 4's budgets (bench/README.md). Cheap because a node is scored
    by the patterns of one position, where a playout plays four steps, each listing slides or
    rings."""

    def playout_move(self, state: NonagaState, rng: Random) -> Slide:
        # A slide that wins at once when there is one (random slides almost never end a game),
        # else a random legal step, found by trying counters and rings in a random order
        # rather than listing every ring move.
        game = self.game
        if state.step == COUNTER:
            if winning := game.winning_slide(state):
                return winning
            mine = state.counters[state.to_move]
            return rng.choice([Slide(c, end) for c in mine for end in game.slides(state, c)])
        for ring in rng.sample(state.rings, len(state.rings)):
            if game.can_lift(state, ring) and (ends := game.destinations(state, ring)):
                return Slide(ring, rng.choice(ends))
        return rng.choice(game.steps(state))  # not reached: a ring step is never left waiting

    def wins_at_once(self, state: NonagaState) -> bool:
        # Only a counter slide can join three counters (joined counters are looked at before
        # any repetition, so such a slide always wins); a ring step never ends a game in a win.
        return state.step == COUNTER and self.game.winning_slide(state) is not None

    def estimate(self, state: NonagaState) -> tuple[float, float]:
        # Scored on how close each player's counters stand (the sum of their three distances:
        # 3 when they touch in a triangle), and on a slide that would win for the player about
        # to slide.
        if state.step == COUNTER and self.game.winning_slide(state):
            win = 0.9 if state.to_move == 0 else 0.1
            return win, 1.0 - win
        spread = [sum(distance(a, b) for a, b in combinations(c, 2)) for c in state.counters]
        first = min(0.9, max(0.1, 0.5 + 0.1 * (spread[1] - spread[0])))
        return first, 1.0 - first

    def patterns(self, state: NonagaState, player: int) -> list[int]:
        return patterns(state, player)
