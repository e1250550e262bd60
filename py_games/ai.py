"""A computer opponent for every game: Monte Carlo tree search over steps.

The search knows no game: it reads ``legal_moves``, ``to_move`` and ``outcome`` of the public
API, and uses the fast path every game offers for search (``steps``: the legal steps listed
once, unchecked; ``successor``: apply a listed step unchecked; ``is_over``). What differs from
game to game is how its random playouts go, and that is a game's
:class:`~py_games.tuning.Tuning` (the registry binds it; the defaults otherwise):
``playout_move`` may steer playouts to cheaper or more sensible steps, ``playout_steps`` and
``estimate`` let a game whose random games wander stop a playout after a few steps and score
where it stands, and ``exploration`` says how
widely the search tries steps that score worse so far. A game added to the registry gets an
opponent for free.

A compound turn (Nonaga's slide then ring, Tomoe's two placements) is several steps by the
same player: each node of the tree is one step, scored for the player who took it.

Levels
    ``0`` plays a uniformly random legal step. Levels 1 to 4 search a budget of iterations
    (:data:`LEVELS`): the same ``seed`` and budget always choose the same step. Every level
    first takes a step that wins at once. ``time_limit`` (seconds) stops the search early, for
    a page that must answer within a few seconds whatever the device. A seed is any text or
    number (:func:`seed_bytes`), even text that is not valid Unicode.

>>> import py_games
>>> from py_games import ai
>>> game = py_games.get_game("contiguous", size=3)
>>> move = ai.choose_move(game, game.initial_state(), level=1, seed=7)
>>> move in game.legal_moves(game.initial_state())
True
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from operator import itemgetter
from random import Random
from typing import Any

from . import amaf, learned, registry
from .core.errors import GameError
from .core.game import Game, Move, State
from .core.scoring import rewards
from .i18n import N_, _
from .node import Node
from .tuning import EXPLORATION, Tuning

LEVELS: dict[int, int] = {0: 0, 1: 60, 2: 400, 3: 1_500, 4: 6_000}
"""Level -> iterations of the search (0: random steps)."""
LEVEL_NAMES = {
    # TRANSLATORS: the computer's levels, from random steps to its strongest search (a page
    # says "Computer (casual)").
    0: N_("random"),
    1: N_("beginner"),
    2: N_("casual"),
    3: N_("strong"),
    4: N_("strongest"),
}
"""Level -> its name: the word records write a seat as (never translated there), and, said
with :func:`~py_games.i18n._`, what a page shows."""
SORTED = 32
"""With a learned evaluation, a node of at most this many steps tries them best first; one
of more, in random order, as valuing them all would cost more than the search it guides."""
HINT_LEVEL = 2
"""The level of a hint's search (:func:`hint_search`): quick, as a hint is asked for in the
middle of a game."""
PLAYOUT_LIMIT = 400
"""Steps a playout may take before it is scored on the live scores (a Nonaga game can wander)."""
__all__ = ["EXPLORATION", "LEVELS", "LEVEL_NAMES", "Tuning", "rewards"]  # for the search's users


def tuning(game: Game[Any, Any]) -> Tuning[Any, Any, Any]:
    """The tuning a search of ``game`` uses: the one the registry binds to it, or the
    defaults."""
    return registry.tuning(game)


class SearchError(GameError):
    """The search was asked for something it cannot do (a level that does not exist, a
    finished game)."""


def choose_move(
    game: Game[Any, Any],
    state: State,
    level: int = 2,
    seed: int | str | None = None,
    time_limit: float | None = None,
) -> Move:
    """A legal step for the player to move in ``state``, chosen at ``level`` (0 to 4).

    Deterministic for a given ``seed`` when no ``time_limit`` cuts the search short.
    """
    search = Search(game, state, level=level, seed=seed)
    search.run(time_limit=time_limit)
    return search.best()


def hint_search(game: Game[Any, Any], state: State, seed: int | str | None = None) -> Search:
    """The search a hint makes: :data:`HINT_LEVEL`'s budget, scored with the game's learned
    evaluation where it has one (at this time the table judges better than playouts do:
    ``bench/bench_learned.py --level 2``), else with playouts and, where the game names its
    steps, all-moves statistics (``--amaf --level 2``)."""
    return Search(game, state, HINT_LEVEL, seed, table=learned.table_of(game), amaf=True)


class Search:
    """One search, which can run in slices (the browser runs it a few dozen milliseconds at a
    time, so that the page and other boards keep answering and a player can interrupt)."""

    def __init__(
        self,
        game: Game[Any, Any],
        state: State,
        level: int = 2,
        seed: int | str | None = None,
        *,
        table: learned.Table | None = None,
        learning: bool = True,
        amaf: bool | None = None,
    ) -> None:
        """``table``: the learned evaluation to score positions with (any level); otherwise,
        at the game's :attr:`~py_games.tuning.Tuning.learned_levels` and with ``learning``, the
        game's own if it has one. ``amaf``: whether a search with playouts blends in
        all-moves statistics (:mod:`py_games.amaf`), where the game names its steps; ``None``:
        at the game's :attr:`~py_games.tuning.Tuning.amaf_levels`."""
        if not isinstance(level, int) or isinstance(level, bool) or level not in LEVELS:
            raise SearchError(
                _("the level is one of {levels}, not {given}").format(
                    levels=", ".join(map(str, LEVELS)), given=repr(level)
                )
            )
        legal = game.legal_moves(state)
        if not legal:
            raise SearchError(_("the game is over: there is no step to choose"))
        self.game, self.level = game, level
        self.rng = Random(seed_bytes(seed))
        self.budget = LEVELS[level]
        self.tuning = tuning(game)
        if table is None and learning and level in self.tuning.learned_levels:
            table = learned.table_of(game)
        self.table = table
        self.exploration = self.tuning.exploration
        self.minimax = 0.0
        if table is not None:
            self.exploration = self.tuning.learned_exploration
            self.minimax = self.tuning.learned_minimax
            self.budget = scaled(self.budget, self.tuning.learned_iterations)
        if amaf is None:
            amaf = level in self.tuning.amaf_levels
        self.keys = self.tuning.step_keys() if amaf and table is None else 0
        """How many step keys the search keeps all-moves statistics of (0: none)."""
        if self.keys:
            deep = self.tuning.amaf_level_4_iterations if level == 4 else None
            self.budget = deep or scaled(self.budget, self.tuning.amaf_iterations)
        self.iterations = 0
        player = game.to_move(state)
        assert player is not None  # the game is not over: someone is to move
        self.player: int = player
        self.root = Node(state, None, player, list(legal))
        self.totals = [0.0] * game.players
        """Each player's rewards summed over every playout (the root's statistics)."""
        self._decided = self._obvious(state, legal)

    @property
    def done(self) -> bool:
        return self._decided is not None or self.iterations >= self.budget

    def keep_searching(self) -> Move | None:
        """Search on where a step was decided at once (one that wins at once, or a lone
        step): an evaluation wants every player's share, not only the step. The step that
        was decided, if one was."""
        decided, self._decided = self._decided, None
        return decided

    @property
    def progress(self) -> float:
        """How much of the budget is spent, from 0 to 1."""
        return 1.0 if self.done else self.iterations / self.budget

    def run(self, time_limit: float | None = None, iterations: int | None = None) -> bool:
        """Search until the budget is spent, ``time_limit`` seconds have passed, or
        ``iterations`` more iterations are done; returns whether the search is finished."""
        deadline = None if time_limit is None else time.perf_counter() + time_limit
        stop = self.budget if iterations is None else min(self.budget, self.iterations + iterations)
        while not self.done and self.iterations < stop:
            self._iterate()
            self.iterations += 1
            if deadline is not None and time.perf_counter() >= deadline:
                break
        return self.done

    def best(self) -> Move:
        """The step chosen so far: the most visited (a random one at level 0)."""
        if self._decided is not None:
            return self._decided
        if self.level == 0 or not self.root.children:
            return self.rng.choice(self.root.untried)
        return max(self.root.children, key=lambda child: child[1].visits)[0]

    # -- the search ----------------------------------------------------------------------

    def _obvious(self, state: State, legal: Sequence[Move]) -> Move | None:
        """The only legal step, or a step that wins at once (levels 1 and up); else ``None``."""
        if self.level == 0:
            return None
        if len(legal) == 1:
            return legal[0]
        game, me = self.game, self.player
        for move in legal:
            after = game.successor(state, move)
            if game.is_over(after) and rewards(game, after)[me] == 1.0:
                return move
        return None

    def _iterate(self) -> None:
        if self.keys:
            return self._iterate_keyed()
        game = self.game
        node, path = self.root, [self.root]
        # Selection: down through fully expanded nodes by UCT.
        while not node.untried and node.children:
            node = self._select(node)
            path.append(node)
        # Expansion: one untried step, chosen at random; with a learned evaluation, the one
        # whose position it values most for the player taking it.
        found: tuple[float, ...] | None = None
        if node.untried:
            if self.table is not None and not node.children and len(node.untried) <= SORTED:
                self._rank(node)  # the best last
            value = None
            if node.ranked:
                move = node.untried.pop()
                after, value = node.valued.pop()
            else:
                move = node.untried.pop(self.rng.randrange(len(node.untried)))
                after = game.successor(node.state, move)
            over = game.is_over(after)
            child = Node(
                after,
                node.to_move,
                None if over else game.to_move(after),
                [] if over else list(game.legal_moves(after)),
            )
            node.children.append((move, child))
            node, path = child, [*path, child]
            if value is not None and not over:
                assert child.mover is not None  # a step led here
                found = learned.shares_of(value, game.players, child.mover)
        if found is None:
            found = self._playout(node.state, node.mover)
        if self.minimax:
            self._minimax_up(path, found)
        self._back_up(path, found)

    def _minimax_up(self, path: list[Node], found: tuple[float, ...]) -> None:
        """The leaf's valuation ``found``, then, up ``path``, each node's minimax: that of its
        child best for the player to move there (a player's two steps in a turn both theirs).
        Only the child on the path changed, so a node looks at every child only when the one
        that gave its minimax fell; where a node's is unchanged, so are those above. (A node's
        own valuation, from when it was a leaf, gives way to its first child's.)"""
        before, path[-1].minimax = path[-1].minimax, found
        for depth in range(len(path) - 2, -1, -1):
            node, child = path[depth], path[depth + 1]
            was, best = node.minimax, itemgetter(node.to_move)
            if len(node.children) == 1 or best(child.minimax) > best(was):  # (1: was a leaf)
                node.minimax = child.minimax
            elif was is before:  # (the same tuple: the child gave it)
                node.minimax = max((c.minimax for _step, c in node.children), key=best)
            else:
                return
            before = was

    def _back_up(self, path: list[Node], found: tuple[float, ...]) -> None:
        """Each player's reward ``found`` added to the root's totals and, for the player who
        took the step into it, to every node on ``path``."""
        for p, reward in enumerate(found):
            self.totals[p] += reward
        for visited in path:
            visited.visits += 1
            if visited.mover is not None:
                visited.value += found[visited.mover]

    def _iterate_keyed(self) -> None:
        """An iteration with all-moves statistics: down the tree by their blend, one new node
        at most, a playout that lists its steps' keys, then each node on the way credited
        with the keys taken after it."""
        game = self.game
        node, path, taken = self.root, [self.root], []
        while node.untried or node.children:
            if node.steps is None:  # made at a node's second visit: most are visited once
                keys = [self.tuning.step_key(node.state, move) for move in node.untried]
                node.steps = amaf.Stats(keys, node.untried, self.keys)
            stats = node.steps
            key = stats.select(node.visits)
            taken.append(key)
            child = stats.children.get(key)
            if child is None:
                move = stats.steps[key]
                node.untried.remove(move)
                after = game.successor(node.state, move)
                over = game.is_over(after)
                child = Node(
                    after, node.to_move, None if over else game.to_move(after),
                    [] if over else list(game.legal_moves(after)),
                )  # fmt: skip
                stats.children[key] = child
                node.children.append((move, child))
                path.append(child)
                break
            node = child
            path.append(node)
        later: list[int] = []
        found = self._playout(path[-1].state, path[-1].mover, later)
        for depth, key in enumerate(taken):
            above = path[depth]
            assert above.steps is not None and above.to_move is not None  # a step was taken
            above.steps.credit(key, taken[depth:] + later, found[above.to_move])
        self._back_up(path, found)

    def _rank(self, node: Node) -> None:
        """Put ``node``'s untried steps in the learned evaluation's order, the one it values
        least for the player taking it first (a step that ends the game by its outcome), each
        with its position and value kept for its expansion."""
        game, tuned, table, mover = self.game, self.tuning, self.table, node.to_move
        assert table is not None and mover is not None
        valued = []
        for move in node.untried:
            after = game.successor(node.state, move)
            if game.is_over(after):
                value = rewards(game, after)[mover]
            else:
                value = table.value(tuned.patterns(after, mover) or ())
            valued.append((value, move, after))
        valued.sort(key=itemgetter(0))  # stable: steps valued alike keep the rules' order
        node.untried = [move for _value, move, _after in valued]
        node.valued = [(after, value) for value, _move, after in valued]
        node.ranked = True

    def _select(self, node: Node) -> Node:
        log_n, weight, mover = math.log(node.visits), self.minimax, node.to_move
        assert mover is not None  # a node with children is no game's end
        best, best_score = node.children[0][1], -math.inf
        for _step, child in node.children:
            mean = child.value / child.visits
            if weight:  # (every child's mover is the one to move here)
                mean += weight * (child.minimax[mover] - mean)
            score = mean + self.exploration * math.sqrt(log_n / child.visits)
            if score > best_score:
                best, best_score = child, score
        return best

    def _playout(
        self, state: State, mover: int | None = None, keys: list[int] | None = None
    ) -> tuple[float, ...]:
        """Each player's reward from ``state``; ``keys``, if given, gets its steps' keys."""
        game, rng, tuned = self.game, self.rng, self.tuning
        if game.is_over(state):
            return rewards(game, state)
        if self.table is not None:
            assert mover is not None  # only the root has none, and the root has steps
            return learned.shares(tuned, self.table, state, game.players, mover)
        played = tuned.playout(state, rng, keys)  # the game's own, in one go, if it has one
        if played is not None:
            return played
        for _ply in range(tuned.playout_steps or PLAYOUT_LIMIT):
            move = tuned.playout_move(state, rng)
            if keys is not None:
                keys.append(tuned.step_key(state, move))
            state = game.successor(state, move)
            if game.is_over(state):
                return rewards(game, state)
        return tuned.estimate(state) or rewards(game, state)


def scaled(budget: int, level_4: int | None) -> int:
    """A budget of plain iterations turned into as many of a costlier search as take the same
    time, where ``level_4`` of them take the time of level 4's (the ratio measured there,
    kept); ``None``: the same budget."""
    return budget if level_4 is None else max(1, round(budget * level_4 / LEVELS[4]))


def seed_bytes(seed: int | str | None) -> bytes:
    """The bytes a search's random numbers are seeded with: the seed's text in UTF-8.

    Random seeds text with exactly these bytes, so every seed chooses as it always did; but
    text holding a lone surrogate (half an emoji cut off, or bytes that were not UTF-8 on a
    command line) has no UTF-8, and ``surrogatepass`` writes it anyway, so that any text is
    a seed, and always the same one.

    >>> seed_bytes("a"), seed_bytes(7), seed_bytes("\\ud800")
    (b'a', b'7', b'\\xed\\xa0\\x80')
    """
    return f"{seed}".encode("utf-8", "surrogatepass")


Player = Callable[[Game[Any, Any], State], Move]


def player(level: int, seed: int | str | None = None, time_limit: float | None = None) -> Player:
    """A function that chooses a step at ``level``, for matches (a fresh seed every step,
    derived from ``seed``, so a match is repeatable)."""
    counter = iter(range(1 << 62))

    def choose(game: Game[Any, Any], state: State) -> Move:
        return choose_move(game, state, level, f"{seed}/{next(counter)}", time_limit)

    return choose
