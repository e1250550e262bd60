"""The contract every game implements: ``Game`` (rules + options) and ``State`` (a position).

A game author writes small private hooks (``_initial_state``, ``_legal_moves``,
``_why_illegal``, ``_apply``, ``_scores``, ``_outcome``, ``_position``, ``_from_position``, …)
that only handle the case they are about. The public methods here own everything else once,
for every game (OpenSpiel's template methods): checking input types, refusing moves after the
end, turning text into moves, explaining illegal moves, and never mutating a state.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, ClassVar, Generic, TypeVar

from .errors import IllegalMoveError, InvalidMoveError, InvalidPositionError, quoted
from .options import Option, OptionValue, normalise

Score = int | tuple[int, ...]
"""A player's score: a number in most games, a vector of group sizes where the rules compare
those (Too)."""


class State:
    """Base class of every game's position.

    Subclasses are frozen dataclasses: a state never changes, :meth:`Game.apply` returns a new
    one, and two states are equal exactly when they hold the same position.
    """

    __slots__ = ()


class Move(ABC):
    """One step: the smallest thing a player decides.

    Subclasses are frozen dataclasses, so moves compare and hash by value. ``str(move)`` is the
    canonical notation, which :meth:`Game.parse_move` reads back.
    """

    __slots__ = ()

    @abstractmethod
    def __str__(self) -> str: ...

    @property
    @abstractmethod
    def cells(self) -> tuple[str, ...]:
        """Names of the cells the step touches, in the order a player clicks them."""

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self}>"


@dataclass(frozen=True, repr=False)
class Place(Move):
    """A step that fills one empty cell, written as the cell's name (``c4``)."""

    cell: str

    def __post_init__(self) -> None:
        if not isinstance(self.cell, str):
            raise InvalidMoveError(f"a cell is named by text, not {type(self.cell).__name__}")

    def __str__(self) -> str:
        return self.cell

    @property
    def cells(self) -> tuple[str, ...]:
        return (self.cell,)


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended."""

    winners: tuple[int, ...]
    """Indices of the players sharing first place; every player for a draw."""
    scores: tuple[Score, ...]
    """Final score of each player."""
    reason: str
    """Why the game ended, in a few words ("the grid is full")."""
    decided: str = ""
    """What decided the winners, in a sentence: the comparison, and any tie-break used."""

    @property
    def draw(self) -> bool:
        """True when every player shares first place."""
        return len(self.winners) == len(self.scores)


@dataclass(frozen=True)
class ScoreDetail:
    """What one player's score is made of, to show on the board."""

    groups: tuple[tuple[str, ...], ...]
    """The groups of cells that count, largest first."""
    formula: str
    """The arithmetic, e.g. ``"3 × 2 × 1 = 6"``."""


S = TypeVar("S", bound=State)
M = TypeVar("M", bound=Move)


class Game(ABC, Generic[S, M]):
    """The rules of one game with its options fixed. Stateless: positions are ``State`` values.

    Construct through :func:`py_games.get_game`, or directly with keyword options.
    """

    id: ClassVar[str]
    """Short id used in records, links and :data:`py_games.GAMES` (``"contiguous"``)."""
    title: ClassVar[str]
    summary: ClassVar[str]
    """One line about the game, for menus."""
    geometry: ClassVar[str]
    """Which board the front end draws: ``"square"``, ``"hex"``, ``"rings"`` or ``"tomoe"``."""
    OPTIONS: ClassVar[tuple[Option, ...]] = ()
    groups_name: ClassVar[str] = "groups"
    """What the groups that score are called ("islands"), for "show the …" on the board."""

    def __init__(self, /, **options: object) -> None:
        self.options: Mapping[str, OptionValue] = MappingProxyType(
            normalise(self.OPTIONS, options, self.id)
        )
        self._setup()

    def _setup(self) -> None:
        """Hook: precompute whatever the options determine (geometry tables)."""

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.options.items())
        return f"get_game({self.id!r}{args})"

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Game)
            and other.id == self.id
            and dict(other.options) == dict(self.options)
        )

    def __hash__(self) -> int:
        return hash((self.id, tuple(sorted(self.options.items()))))

    # -- the public API (see shared/spec/api.md); games do not override these -------------

    @property
    def players(self) -> int:
        """Number of players in this game."""
        return 2

    def player_name(self, player: int) -> str:
        """How the rules call a player ("Black"); "Player 1" where they have no name."""
        return f"Player {player + 1}"

    def initial_state(self) -> S:
        """The position before the first move."""
        return self._initial_state()

    def to_move(self, state: S) -> int | None:
        """Index of the player who takes the next step, or ``None`` once the game is over."""
        self._check_state(state)
        if self._outcome(state) is not None:
            return None
        return self._to_move(state)

    def legal_moves(self, state: S) -> list[M]:
        """Every legal next step, in a fixed order; empty exactly when the game is over."""
        self._check_state(state)
        if self._outcome(state) is not None:
            return []
        return list(self._legal_moves(state))

    def parse_move(self, state: S, text: str) -> M:
        """Read a step in notation and check it is legal in ``state``.

        Raises :class:`InvalidMoveError` for text that is not notation and
        :class:`IllegalMoveError`, saying why, for a step the rules forbid here.
        """
        self._check_state(state)
        if not isinstance(text, str):
            raise InvalidMoveError(f"a move is written as text, not {type(text).__name__}")
        stripped = text.strip()
        if not stripped:
            raise InvalidMoveError("the move is empty")
        move = self._parse_move(stripped)
        self._check_legal(state, move)
        return move

    def apply(self, state: S, move: M | str) -> S:
        """Return the state after ``move`` (a move or its text); ``state`` is left unchanged."""
        if isinstance(move, str):
            return self._apply(state, self.parse_move(state, move))
        self._check_state(state)
        if not isinstance(move, Move):
            raise InvalidMoveError(f"expected a move or its text, not {type(move).__name__}")
        # Round-trip through notation: a Move of another game's type cannot slip through.
        text = move.__str__()
        if not isinstance(text, str) or not text.strip():
            raise InvalidMoveError(f"{type(move).__name__} is not a move of {self.title}")
        checked = self._parse_move(text.strip())
        self._check_legal(state, checked)
        return self._apply(state, checked)

    def scores(self, state: S) -> tuple[Score, ...]:
        """The score of each player, live during the game."""
        self._check_state(state)
        return self._scores(state)

    def score_details(self, state: S) -> tuple[ScoreDetail, ...]:
        """What each player's score is made of: the groups that count and the arithmetic."""
        self._check_state(state)
        return self._score_details(state)

    def outcome(self, state: S) -> Outcome | None:
        """``None`` while the game is in progress, else winners, final scores and reason."""
        self._check_state(state)
        return self._outcome(state)

    def turn_hint(self, state: S) -> str:
        """What the player to move must do now, in a sentence ("Fill a cell touching c3")."""
        self._check_state(state)
        outcome = self._outcome(state)
        if outcome is not None:
            return f"Game over: {outcome.reason}."
        return self._turn_hint(state)

    def why_not(self, state: S, cell: str) -> str | None:
        """Why no legal step starts at ``cell`` (a player's click), or ``None`` if one does.

        Cell names are read as notation is: in any case, with spaces around.
        """
        self._check_state(state)
        if not isinstance(cell, str):
            raise InvalidMoveError(f"a cell is named by text, not {type(cell).__name__}")
        cell = cell.strip().lower()
        outcome = self._outcome(state)
        if outcome is not None:
            return f"The game is over: {outcome.reason}."
        if any(move.cells[:1] == (cell,) for move in self._legal_moves(state)):
            return None
        return self._why_not(state, cell)

    def position(self, state: S) -> str:
        """The position as one line of text (see the game's module docstring)."""
        self._check_state(state)
        return self._position(state)

    def from_position(self, text: str) -> S:
        """Read position text; raises :class:`InvalidPositionError` saying what and where."""
        if not isinstance(text, str):
            raise InvalidPositionError(f"a position is text, not {type(text).__name__}")
        if not text.strip():
            raise InvalidPositionError("the position is empty")
        return self._from_position(text.strip())

    def layout(self) -> dict[str, Any]:
        """What the front end needs to draw the empty board (JSON-ready)."""
        return self._layout()

    def pieces(self, state: S) -> list[dict[str, Any]]:
        """What stands on the board: ``{"cell": name, "player": index, …}`` per piece."""
        self._check_state(state)
        return self._pieces(state)

    # -- shared checks -----------------------------------------------------------------------

    def _check_state(self, state: object) -> None:
        # A state of another game, or of this game with other options (a 5x5 board given to a
        # 6x6 game), is refused here rather than failing somewhere deep in the rules.
        state_type = self._state_type()
        if not isinstance(state, state_type) or not self._state_fits(state):
            raise InvalidPositionError(
                f"that is not a position of {self!r}: got {type(state).__name__}"
            )

    def _check_legal(self, state: S, move: M) -> None:
        outcome = self._outcome(state)
        if outcome is not None:
            raise IllegalMoveError(f"the game is over: {outcome.reason}")
        reason = self._why_illegal(state, move)
        if reason is not None:
            raise IllegalMoveError(reason)

    # -- hooks each game writes ---------------------------------------------------------------

    @classmethod
    @abstractmethod
    def _state_type(cls) -> type[S]: ...

    def _state_fits(self, state: S) -> bool:
        """Hook: whether a state of the right type fits these options (its board size)."""
        return True

    @abstractmethod
    def _initial_state(self) -> S: ...

    @abstractmethod
    def _to_move(self, state: S) -> int:
        """The player to move, for a game in progress."""

    @abstractmethod
    def _legal_moves(self, state: S) -> Sequence[M]:
        """The legal steps of a game in progress."""

    @abstractmethod
    def _parse_move(self, text: str) -> M:
        """Text (stripped, non-empty) to a move, checking notation only."""

    @abstractmethod
    def _why_illegal(self, state: S, move: M) -> str | None:
        """``None`` if ``move`` is legal in a game in progress, else why not."""

    @abstractmethod
    def _apply(self, state: S, move: M) -> S:
        """The state after a move already known to be legal."""

    @abstractmethod
    def _scores(self, state: S) -> tuple[Score, ...]: ...

    @abstractmethod
    def _score_details(self, state: S) -> tuple[ScoreDetail, ...]: ...

    @abstractmethod
    def _outcome(self, state: S) -> Outcome | None: ...

    @abstractmethod
    def _turn_hint(self, state: S) -> str: ...

    def _why_not(self, state: S, cell: str) -> str:
        """Why no step starts at ``cell`` (lower case, stripped); games override this with a
        precise reason."""
        return f"No legal step starts at {quoted(cell)} now."

    @abstractmethod
    def _position(self, state: S) -> str: ...

    @abstractmethod
    def _from_position(self, text: str) -> S: ...

    @abstractmethod
    def _layout(self) -> dict[str, Any]: ...

    @abstractmethod
    def _pieces(self, state: S) -> list[dict[str, Any]]: ...


def winners_by_score(scores: Sequence[int]) -> tuple[int, ...]:
    """The players whose score is highest (several share a tie)."""
    best = max(scores)
    return tuple(player for player, score in enumerate(scores) if score == best)


def highest_score_outcome(game: Game[Any, Any], scores: Sequence[int], reason: str) -> Outcome:
    """The outcome where the highest score wins and players tied at the top share the win."""
    winners = winners_by_score(scores)
    if len(winners) == 1:
        decided = "The highest score wins."
    else:
        tied = " and ".join(game.player_name(p) for p in winners)
        decided = f"{tied} tie at {scores[winners[0]]}, the highest score, and share the win."
    return Outcome(winners, tuple(scores), reason, decided)
