"""A learned evaluation: each game's local patterns, weighted by self-play.

A game's tuning names the patterns a player sees in a position
(:meth:`~py_games.tuning.Tuning.patterns`: whole numbers, each one small piece of the board
around one place, as that player sees it: theirs, another's, empty, off the board). A
:class:`Table` holds one weight per pattern; a position's **value** for a player is the
logistic of the sum of the weights of the patterns they see: their chance of winning, learned
from games the computer played against itself (:mod:`py_games.training`, temporal-difference
learning). Inference is table lookups and one sum: pure Python, the same in CPython and in the
page's worker, and since patterns are local, one table serves every board size a game offers.

A game's shipped table is its file ``learned.bin`` (:data:`~py_games.parts.LEARNED`), read
when a search first asks for it (:func:`table_of`); a game without one searches as before.

>>> table = Table({1: 0.5, 2: -0.5, 3: 2.0}, {"game": "example"})
>>> round(table.value([1, 2]), 3), round(table.value([3]), 3), round(table.value([9]), 3)
(0.5, 0.881, 0.5)
>>> Table.from_bytes(table.to_bytes()) == table
True
"""

from __future__ import annotations

import json
import math
import sys
from array import array
from collections.abc import Iterable, Mapping
from functools import cache
from typing import TYPE_CHECKING, Any

from .core.errors import GameError
from .parts import LEARNED
from .registry import parts

if TYPE_CHECKING:
    from .core.game import Game, State
    from .tuning import Tuning

MAGIC = b"py-games patterns 1\n"
"""The first bytes of a table file: what it is, and the version of its layout."""
LARGEST = 2**31 - 1
"""The largest pattern a table file can hold (its patterns are stored as 32-bit integers)."""


class InvalidTableError(GameError):
    """A table file that cannot be read: not one, damaged, or of another version."""


class Table:
    """One weight per pattern, and what the table is (``about``: the game, how it was trained).
    Never changed once made: training makes a new one each time it saves."""

    __slots__ = ("_weights", "about")

    def __init__(self, weights: Mapping[int, float], about: Mapping[str, Any]) -> None:
        # Each weight as its file holds it (a 32-bit float), so that a table read back from its
        # bytes is this one, and a training resumed from a checkpoint goes on exactly.
        self._weights: dict[int, float] = dict(
            zip(weights, array("f", weights.values()), strict=True)
        )
        self.about: dict[str, Any] = dict(about)

    def __len__(self) -> int:
        return len(self._weights)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Table):
            return NotImplemented
        return self._weights == other._weights and self.about == other.about

    __hash__ = None  # type: ignore[assignment]  # (equal by value, and holds a dict)

    def weight(self, pattern: int) -> float:
        """The weight of ``pattern`` (0 for one never seen in training)."""
        return self._weights.get(pattern, 0.0)

    def weights(self) -> dict[int, float]:
        """A copy of every weight, by pattern (for training to go on from)."""
        return dict(self._weights)

    def value(self, patterns: Iterable[int]) -> float:
        """The chance of winning of the player who sees ``patterns``: the logistic of the sum
        of their weights."""
        get = self._weights.get
        return logistic(sum(get(pattern, 0.0) for pattern in patterns))

    def to_bytes(self) -> bytes:
        """The table as its file holds it: :data:`MAGIC`, ``about`` as one line of JSON, then
        the patterns (32-bit) and their weights (32-bit floats), little-endian, in pattern
        order, so that the same weights always make the same bytes."""
        order = sorted(self._weights)
        if order and (order[0] < 0 or order[-1] > LARGEST):
            raise InvalidTableError(f"a table's patterns are 0 to {LARGEST}")
        patterns = array("i", order)
        weights = array("f", (self._weights[p] for p in order))
        if sys.byteorder != "little":
            patterns.byteswap()
            weights.byteswap()
        header = json.dumps({**self.about, "patterns": len(order)}, sort_keys=True)
        return MAGIC + header.encode() + b"\n" + patterns.tobytes() + weights.tobytes()

    @classmethod
    def from_bytes(cls, data: bytes) -> Table:
        """A table read back from :meth:`to_bytes`; an :class:`InvalidTableError` says what
        is wrong with bytes that are not one."""
        if not data.startswith(MAGIC):
            raise InvalidTableError("not a py-games pattern table (or one of another version)")
        end = data.find(b"\n", len(MAGIC))
        try:
            about = json.loads(data[len(MAGIC) : end]) if end > 0 else None
        except ValueError:
            about = None
        if not isinstance(about, dict) or not isinstance(about.get("patterns"), int):
            raise InvalidTableError("the table's description is damaged")
        count = about.pop("patterns")
        body = data[end + 1 :]
        if count < 0 or len(body) != 8 * count:
            raise InvalidTableError(
                f"the table should hold {count} patterns in {8 * count} bytes, not {len(body)}"
            )
        patterns, weights = array("i"), array("f")
        patterns.frombytes(body[: 4 * count])
        weights.frombytes(body[4 * count :])
        if sys.byteorder != "little":
            patterns.byteswap()
            weights.byteswap()
        if not all(math.isfinite(w) for w in weights):
            raise InvalidTableError("the table holds a weight that is not a number")
        return cls(dict(zip(patterns, weights, strict=True)), about)


def logistic(x: float) -> float:
    """1 / (1 + e^-x), without overflowing far from 0."""
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    z = math.exp(x)
    return z / (1.0 + z)


def shares(
    tuning: Tuning[Any, Any, Any], table: Table, state: State, players: int, mover: int
) -> tuple[float, ...]:
    """Each player's expected share of the win in the unfinished ``state``, which ``mover``'s
    step made: ``mover``'s value of it (a table learns the positions right after each step,
    as the player who took it sees them), the rest shared by the others."""
    return shares_of(table.value(tuning.patterns(state, mover) or ()), players, mover)


def shares_of(value: float, players: int, mover: int) -> tuple[float, ...]:
    """Each player's share of the win where ``mover`` has the chance ``value``: the rest is
    shared by the others."""
    others = (1.0 - value) / (players - 1)
    return tuple(value if player == mover else others for player in range(players))


@cache
def _read(game_id: str) -> Table | None:
    found = parts(game_id).file(LEARNED)
    return None if found is None else Table.from_bytes(found.read_bytes())


def table_of(game: Game[Any, Any]) -> Table | None:
    """The shipped table of ``game`` (read once), or ``None`` when it has none."""
    return _read(game.id)
