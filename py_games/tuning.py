"""How a search's random playouts go in one game: :class:`Tuning`.

A game's search tuning is one of its parts (the registry binds it, :mod:`py_games.registry`);
the search (:mod:`py_games.ai`) asks the registry for it and knows no game. A game without one
gets the defaults: uniformly random legal steps to the end of the game.
"""

from __future__ import annotations

from random import Random
from typing import Any, Generic, TypeVar

from .core.game import Game, Move, State

G = TypeVar("G", bound=Game[Any, Any])
S = TypeVar("S", bound=State)
M = TypeVar("M", bound=Move)

EXPLORATION = 1.0
"""UCT's exploration constant, unless the game's tuning gives its own."""


class Tuning(Generic[G, S, M]):
    """How a search's playouts go in one game; a game's subclass (its part ``tuning``) overrides
    what it needs, reading its game through public methods only. The defaults play uniformly
    random legal steps to the end of the game."""

    playout_steps: int | None = None
    """How many steps a playout takes before :meth:`estimate` scores where it stands;
    ``None``: to the end of the game (random play reaches a telling end in most games)."""

    exploration: float = EXPLORATION
    """How widely the search tries steps that score worse so far (UCT's constant). A game
    whose estimates differ by little from step to step may lower it, so that more of the
    search goes to the steps that score better."""

    learned_levels: frozenset[int] = frozenset({4})
    """The levels whose search, in a game with a learned evaluation (:mod:`py_games.learned`),
    scores the positions it reaches with it instead of playing them out at random (hints and
    the review use the table whatever this says). A game whose table helps a short search but
    not level 4's longer one, where playouts catch up, leaves level 4 out
    (``bench/bench_learned.py``)."""

    learned_iterations: int | None = None
    """Iterations of a level-4 search that scores with the game's learned evaluation
    (:attr:`learned_levels`), chosen so that it takes about the time of level 4's
    playouts; a lower level's scaled alike (its playouts' iterations times this over level
    4's). ``None``: the level's own."""

    learned_exploration: float = 0.5
    """UCT's constant for a search that scores with the learned evaluation: its values vary
    less than playouts' wins and losses, so it explores less widely (measured in bench/)."""

    learned_minimax: float = 0.0
    """With the learned evaluation, how much a step's score weighs the minimax value below it
    beside its mean: each node keeps the valuation of the best line the search has seen
    under it (implicit minimax backups, Lanctot et al. 2014), which a mean of valuations
    waters down where one reply refutes a step. 0: the mean alone (measured in bench/)."""

    amaf_levels: frozenset[int] = frozenset()
    """The levels whose search blends in what every playout says of a step taken anywhere
    (:mod:`py_games.amaf`), in a game that names its steps (:meth:`step_keys`); none by
    default. Not with a learned evaluation (it plays no playouts)."""

    amaf_iterations: int | None = None
    """Iterations of a level-4 search at :attr:`amaf_levels`, chosen so that it takes about
    the time of level 4's plain search (an iteration also weighs every step of the nodes it
    passes); a lower level's scaled alike. ``None``: the level's own."""

    amaf_level_4_iterations: int | None = None
    """Level 4's own budget with all-moves statistics, where a search that long costs
    differently an iteration than the short ones :attr:`amaf_iterations` was measured in
    (its tree's steps shorten the playouts), so that scaling would leave it too short or too
    long; ``None``: :attr:`amaf_iterations`. Lower levels, hints and the review scale that."""

    proof_nodes: int | None = None
    """The nodes Make a puzzle may search in this game (:mod:`py_games.puzzles.making`);
    ``None``: its :data:`~py_games.puzzles.making.BUDGET`. A game whose steps cost most lowers
    it, so that a whole budget takes about as long as in the others
    (``bench/bench_make_puzzle.py``)."""

    def __init__(self, game: G) -> None:
        self.game = game

    def playout_move(self, state: S, rng: Random) -> M:
        """A step for a random playout from an unfinished ``state``: by default any legal
        step, uniformly; a game may prefer sensible or cheaper ones."""
        return rng.choice(self.game.steps(state))  # type: ignore[no-any-return]

    def playout(
        self, state: S, rng: Random, keys: list[int] | None = None
    ) -> tuple[float, ...] | None:
        """Each player's reward from one random playout of the unfinished ``state``, played in
        one go by a game that can do so faster than step by step (Too fills a plain list, with
        no state or step built per cell); ``None`` (the default): the search plays it step by
        step with :meth:`playout_move`. A game's own must play and score exactly as those
        steps would, drawing the same numbers from ``rng``, so that a seed chooses as before,
        and, given ``keys``, add to it the :meth:`step_key` of every step it takes."""
        return None

    def step_keys(self) -> int:
        """How many step keys the game has (:meth:`step_key`: each from 0 up to this); 0 (the
        default): it names none, and no search blends all-moves statistics in."""
        return 0

    def step_key(self, state: S, move: M) -> int:
        """A whole number naming what ``move`` leaves on the board (this stone on this cell),
        the same wherever it is taken, for :mod:`py_games.amaf`; a key that depends on who
        takes the step says so itself. Two steps of one position never share a key; steps
        of different positions share one when they leave the same thing in the same place
        (a tile turned to the way another step would have placed it). Only asked where
        :meth:`step_keys` is more than 0."""
        raise NotImplementedError

    def estimate(self, state: S) -> tuple[float, ...] | None:
        """Each player's chance of winning an unfinished ``state`` (0 to 1), for a playout cut
        short; ``None`` (the default): share the win by the live scores."""
        return None

    def patterns(self, state: S, player: int) -> list[int] | None:
        """The local patterns ``player`` sees in ``state``, for a learned evaluation
        (:mod:`py_games.learned`): whole numbers from 0 to 2**31 - 1, each a small piece of the
        board as that player sees it, the same piece the same number on any board size;
        ``None`` (the default): the game has no learned evaluation."""
        return None

    def wins_at_once(self, state: S) -> bool | None:
        """Whether the player to move in an unfinished ``state`` has a step that ends the game
        with them the only winner; ``None`` (the default): not known without trying every
        step. Exhaustive proofs (:mod:`py_games.puzzles.proof`) ask it where one step is left,
        instead of playing every step; a game answers it only when it can do so for less."""
        return None
