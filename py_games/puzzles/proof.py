"""Exhaustive proofs of wins within a number of plies: :func:`prove`.

Only the rules' final outcomes count: no evaluation, no sampling. A step *wins within d
plies* for the player ``P`` to move when every line the other players can choose after it
reaches the end of the game within ``d`` plies (that step included) with ``P`` among the
winners and the game not a draw (not every player sharing first place). It is an AND/OR
search: where ``P`` is to move one step that wins is enough, where anyone else is to move
every step must still win. Whose step it is comes from ``to_move`` at every node, never from
alternation, so turns of several steps (Nonaga, Tomoe) and games of more players
(Contiguous) are searched as they are played.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from .. import ai
from ..core.errors import GameError

if TYPE_CHECKING:
    from ..core.game import Game, Move, State

BUDGET = 200_000
"""Nodes a proof may expand by default: a pathological position is given up, not run forever."""
MAX_DEPTH = 40
"""The deepest proof asked for: Tonga's whole game is 40 steps, deeper is a typo."""


PAUSE = 64
"""A sliced search (a generator, :data:`Sliced`) pauses after every this many nodes, so that
whoever drives it can look at the clock: a few milliseconds of work in Pyodide."""

T = TypeVar("T")
Sliced = Generator[None, None, T]
"""A search done a slice at a time: a generator that yields now and then (every :data:`PAUSE`
nodes) and returns its answer. Its caller may stop between two yields and go on later, in
another call to the worker: nothing is searched twice. :func:`finish` runs one to its end."""


def finish(search: Sliced[T]) -> T:
    """The answer of a sliced search, run to its end in one go."""
    while True:
        try:
            next(search)
        except StopIteration as done:
            return done.value  # type: ignore[no-any-return]


class BudgetExceeded(RuntimeError):
    """A proof needed more nodes than its budget allowed (not bad input: the search gave up)."""


@dataclass(frozen=True)
class Proof:
    """What :func:`prove` found for the player to move."""

    player: int
    wins: dict[str, int]
    """Each winning step's notation and the fewest plies it wins within (itself included)."""
    steps: int
    """How many legal steps there are."""
    nodes: int
    """Nodes expanded, over every step and depth tried."""
    plausible: int
    """Steps that do not end the game at once without the mover winning."""


def prove(game: Game[Any, Any], state: State, depth: int, budget: int = BUDGET) -> Proof:
    """Which steps win within ``depth`` plies for the player to move (see the module).

    Every legal step is searched, each at depths 1, 2, … up to ``depth`` (iterative
    deepening) so the fewest plies are known. Raises :class:`BudgetExceeded` past ``budget``
    nodes, and :class:`GameError` for a finished game or a depth out of range.
    """
    if isinstance(depth, bool) or not isinstance(depth, int) or not 1 <= depth <= MAX_DEPTH:
        raise GameError(f"a depth is a whole number of plies from 1 to {MAX_DEPTH}, not {depth!r}")
    if isinstance(budget, bool) or not isinstance(budget, int) or budget < 1:
        raise GameError(f"a node budget is a whole number from 1, not {budget!r}")
    player = game.to_move(state)
    if player is None:
        raise GameError("the game is over: there is no step to prove")
    search = _Search(game, player, budget)
    wins: dict[str, int] = {}
    plausible = 0
    for step in game.legal_moves(state):
        after = game.successor(state, step)
        if not game.is_over(after) or search.wins(after, 0):
            plausible += 1
        for plies in range(1, depth + 1):
            if search.wins(after, plies - 1):
                wins[str(step)] = plies
                break
    return Proof(player, wins, len(game.legal_moves(state)), search.nodes, plausible)


def wins_within(
    game: Game[Any, Any], state: State, player: int, plies: int, budget: int = BUDGET
) -> int | None:
    """The fewest plies (0 to ``plies``) within which every line from ``state`` ends with
    ``player`` winning, or ``None`` when some line holds out longer (see the module).

    Raises :class:`BudgetExceeded` past ``budget`` nodes. :class:`Prover` answers many such
    questions about one game and player with one table.
    """
    return Prover(game, player, budget).fewest(state, plies)


class Prover:
    """Many :func:`wins_within` questions for one game and player, sharing one table and one
    node budget (all the questions together expand at most ``budget`` nodes)."""

    def __init__(self, game: Game[Any, Any], player: int, budget: int = BUDGET) -> None:
        if isinstance(budget, bool) or not isinstance(budget, int) or budget < 1:
            raise GameError(f"a node budget is a whole number from 1, not {budget!r}")
        self.game, self.player = game, player
        self._search = _Search(game, player, budget)

    @property
    def nodes(self) -> int:
        return self._search.nodes

    def wins(self, state: State, plies: int) -> Sliced[bool]:
        """Whether every line from ``state`` ends within ``plies`` with the player winning,
        searched a slice at a time (see :data:`Sliced`)."""
        return self._search.solve(state, plies)

    def fewest(self, state: State, plies: int) -> int | None:
        """The fewest plies (0 to ``plies``) within which ``player`` wins from ``state``;
        ``None`` when not within ``plies`` (iterative deepening: the table keeps what each
        depth learnt)."""
        return finish(self.sliced_fewest(state, plies))

    def sliced_fewest(self, state: State, plies: int) -> Sliced[int | None]:
        """:meth:`fewest`, a slice at a time."""
        for depth in range(max(plies, 0) + 1):
            if (yield from self._search.solve(state, depth)):
                return depth
        return None

    def choice(self, state: State, plies: int) -> tuple[Move, int | None] | None:
        """The step played from ``state`` with ``plies`` left, and the plies the player then
        needs (itself included; ``None``: the player no longer wins within ``plies``).

        Where the player is to move: the fastest winning step (``None`` when none wins within
        ``plies``). Where anyone else is: a step after which the player no longer wins, if
        there is one, else the defence that holds out longest. Ties go to the first step in
        the rules' order, so a line is always the same.
        """
        return finish(self._choice(state, plies))

    def _choice(self, state: State, plies: int) -> Sliced[tuple[Move, int | None] | None]:
        game = self.game
        if game.is_over(state):
            return None
        mover = game.to_move(state) == self.player
        best: tuple[Move, int | None] | None = None
        for step in game.steps(state):
            after = yield from self.sliced_fewest(game.successor(state, step), plies - 1)
            needed = None if after is None else after + 1
            if mover:
                if needed is not None and (best is None or needed < (best[1] or 0)):
                    best = (step, needed)
            elif needed is None:
                return (step, None)
            elif best is None or needed > (best[1] or 0):
                best = (step, needed)
        return best

    def line(self, state: State, plies: int) -> list[Move]:
        """The best play from ``state`` to the end of the game (see :meth:`choice`), where the
        player wins within ``plies``: the player's fastest steps, the longest defences."""
        return finish(self.sliced_line(state, plies))

    def sliced_line(self, state: State, plies: int) -> Sliced[list[Move]]:
        """:meth:`line`, a slice at a time."""
        moves: list[Move] = []
        while not self.game.is_over(state):
            chosen = yield from self._choice(state, plies)
            if chosen is None or chosen[1] is None:
                raise GameError("the player does not win within the plies left")
            moves.append(chosen[0])
            state = self.game.successor(state, chosen[0])
            plies -= 1
        return moves


class _Search:
    def __init__(self, game: Game[Any, Any], player: int, budget: int) -> None:
        self.game, self.player, self.budget = game, player, budget
        self.nodes = 0
        self.tuning = ai.tuning(game)
        # position -> (fewest plies known to win, most plies known not to win). A position
        # proved at some depth is proved at every larger one, and refuted at every smaller
        # one. A game whose states remember their past (Nonaga's repetitions) may end
        # differently from the same position reached another way: no table there.
        self.table: dict[str, tuple[int, int]] | None = None if game.keeps_history else {}

    def wins(self, state: State, plies: int) -> bool:
        """Whether every line from ``state`` ends within ``plies`` with the player winning."""
        return finish(self.solve(state, plies))

    def solve(self, state: State, plies: int) -> Sliced[bool]:
        """:meth:`wins`, a slice at a time: one search, whether driven to its end at once or
        across calls (a generator costs about nothing next to a step's successor)."""
        game = self.game
        if game.is_over(state):
            outcome = game.outcome(state)
            assert outcome is not None
            return self.player in outcome.winners and not outcome.draw
        if plies == 0:
            return False
        key = None
        if self.table is not None:
            key = game.position(state)
            known = self.table.get(key)
            if known is not None:
                if plies >= known[0]:
                    return True
                if plies <= known[1]:
                    return False
        self.nodes += 1
        if self.nodes > self.budget:
            raise BudgetExceeded(f"the proof needs more than {self.budget:,} nodes")
        if not self.nodes % PAUSE:
            yield
        mover = game.to_move(state) == self.player
        # Where the game can tell cheaply that the one to move wins at once (Nonaga's winning
        # slide): the player's last ply needs no step played, and no other player's step can
        # leave the player winning if that player can win alone now.
        at_once = self.tuning.wins_at_once(state) if plies == 1 or not mover else None
        if at_once is not None and (mover or at_once):
            result = at_once if mover else False
        else:  # the mover needs one step that wins, anyone else's every step must still lose
            result = not mover
            for step in game.steps(state):
                if (yield from self.solve(game.successor(state, step), plies - 1)) == mover:
                    result = mover
                    break
        if self.table is not None and key is not None:
            won, lost = self.table.get(key, (MAX_DEPTH + 1, -1))
            self.table[key] = (min(won, plies), lost) if result else (won, max(lost, plies))
        return result
