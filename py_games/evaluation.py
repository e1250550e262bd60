"""What a search makes of a position: :class:`Evaluation`, found by an :class:`Evaluator`
in slices or by :func:`evaluate` at once.

The review marks each step by how much it gave away (:mod:`py_games.review`), and the
ratings' round robin scores each level's steps against the same measure: both read the
players' expected shares from a search of :data:`EVALUATION` playouts (level 1's search
with level 2's budget), seeded, so a position is always judged the same way.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from . import ai, learned

if TYPE_CHECKING:
    from .core.game import Game, Move, State

EVALUATION = 400  # Iterations an evaluation searches by default (level 2's budget).


@dataclass(frozen=True)
class Evaluation:
    """What a search makes of a position: each player's expected share of the win, and the
    step it prefers for the player to move."""

    player: int | None
    """The player to move; ``None`` when the game is over."""
    shares: tuple[float, ...]
    """Each player's expected share of the win (1 a sole win, 0 a loss, 1/k a win shared by
    k): the mean over the search's playouts, or exact when :attr:`exact`."""
    best: Move | None
    """The step the search prefers (the most visited, or one that wins at once)."""
    best_value: float | None
    """The player to move's mean share after :attr:`best`."""
    iterations: int
    exact: bool
    """The game is over (its outcome), or a step wins at once (the mover's sole win)."""

    @property
    def chance(self) -> float | None:
        """The chance that the player to move wins (``None`` when the game is over)."""
        return None if self.player is None else self.shares[self.player]

    def to_json(self) -> dict[str, Any]:
        best = None if self.best is None else str(self.best)
        return {"player": self.player, "shares": list(self.shares), "best": best,
                "best_value": self.best_value, "iterations": self.iterations,
                "exact": self.exact}  # fmt: skip

    @classmethod
    def from_json(cls, game: Game[Any, Any], state: State, data: dict[str, Any]) -> Evaluation:
        """An evaluation stored by :meth:`to_json` (a review resumed), for ``state``."""
        best = data["best"]
        return cls(data["player"], tuple(float(s) for s in data["shares"]),
                   None if best is None else game.parse_move(state, best), data["best_value"],
                   int(data["iterations"]), bool(data["exact"]))  # fmt: skip


class Evaluator:
    """One evaluation, which can run in slices like :class:`Search`: ``iterations`` playouts
    from ``state`` seeded by ``seed``, whatever the slices (a time limit only pauses it); or,
    with a learned ``table``, as many iterations scored by it."""

    def __init__(
        self,
        game: Game[Any, Any],
        state: State,
        *,
        iterations: int = EVALUATION,
        seed: int | str | None = None,
        table: learned.Table | None = None,
        amaf: bool = False,
    ) -> None:
        """``amaf``: without a table, blend in all-moves statistics where the game names its
        steps (:mod:`py_games.amaf`), as many iterations as take the time of ``iterations``
        plain ones."""
        if not isinstance(iterations, int) or isinstance(iterations, bool) or iterations < 1:
            raise ai.SearchError(f"an evaluation searches 1 or more iterations, not {iterations!r}")
        self.game, self.budget = game, iterations
        self.search: ai.Search | None = None
        self._result: Evaluation | None = None
        if game.is_over(state):
            self._result = Evaluation(None, ai.rewards(game, state), None, None, 0, True)
            return
        search = ai.Search(game, state, level=1, seed=seed, table=table, amaf=amaf)
        search.budget, player = iterations, search.player
        if search.keys:
            search.budget = ai.scaled(iterations, search.tuning.amaf_iterations)
        won = search.keep_searching()
        after = None if won is None else game.successor(state, won)
        # A step that wins at once (not a lone step, which is searched like any other).
        if after is not None and game.is_over(after) and ai.rewards(game, after)[player] == 1.0:
            self._result = Evaluation(player, ai.rewards(game, after), won, 1.0, 0, True)
            return
        self.search = search

    @property
    def done(self) -> bool:
        return self.search is None or self.search.done

    @property
    def progress(self) -> float:
        return 1.0 if self.search is None else self.search.progress

    def run(self, time_limit: float | None = None, iterations: int | None = None) -> bool:
        """Search on (see :meth:`Search.run`); returns whether the evaluation is finished."""
        return self.search is None or self.search.run(time_limit, iterations)

    def result(self) -> Evaluation:
        """The evaluation so far (final once :attr:`done`)."""
        if self._result is not None:
            return self._result
        search = self.search
        assert search is not None
        visits = max(search.iterations, 1)
        shares = tuple(total / visits for total in search.totals)
        if not search.root.children:  # not one iteration yet: an even share each
            return Evaluation(search.player, (1 / len(shares),) * len(shares), None, None, 0, False)
        move, child = max(search.root.children, key=lambda c: c[1].visits)
        value = child.value / child.visits
        return Evaluation(search.player, shares, move, value, search.iterations, False)


def evaluate(
    game: Game[Any, Any],
    state: State,
    *,
    iterations: int = EVALUATION,
    seed: int | str | None = None,
) -> Evaluation:
    """How ``state`` stands (see :class:`Evaluation`), from a search of ``iterations``
    playouts; the same seed and budget always give the same evaluation.

    >>> import py_games
    >>> game = py_games.get_game("contiguous", size=3)
    >>> found = evaluate(game, game.initial_state(), iterations=200, seed=1)
    >>> found == evaluate(game, game.initial_state(), iterations=200, seed=1), found.player
    (True, 0)
    """
    evaluator = Evaluator(game, state, iterations=iterations, seed=seed)
    evaluator.run()
    return evaluator.result()
