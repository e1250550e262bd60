"""The rules of a game: ``Game``, the one class every game implements.

A game author writes small hooks (``_initial_state``, ``_legal_moves``, ``_why_illegal``,
``_apply``, ``_scores``, ``_outcome``, ``_position``, ``_from_position``, …, listed in
:data:`Game.HOOKS`) that only handle the case they are about. The public methods here own
everything else once, for every game (OpenSpiel's template methods): checking input types,
refusing moves after the end, turning text into moves, explaining illegal moves and clicks,
and never mutating a state.

What a ``Game`` holds is the rules and the rules' words (hints, reasons, who won), and it
names nothing else: what draws it (its presenter, :mod:`py_games.view.presenter`), how a
search's playouts go in it (its tuning, :mod:`py_games.tuning`) and its other parts are bound
to it by the registry (:mod:`py_games.registry`), above it. The value types (``State``,
``Move``, ``Outcome``, …) live in :mod:`.values` and are re-exported here.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType
from typing import ClassVar, Generic, TypeVar

from ..i18n import _, capitalized, language
from . import limits
from .errors import IllegalMoveError, InvalidMoveError, InvalidPositionError, quoted
from .options import Option, OptionValue, normalise
from .values import (
    Move,
    Outcome,
    Place,
    Region,
    Score,
    ScoreDetail,
    State,
    listed,
    result_words,
    verdict,
)

__all__ = ["Game", "Move", "Outcome", "Place", "Region", "Score", "ScoreDetail", "State", "verdict"]

S = TypeVar("S", bound=State)
M = TypeVar("M", bound=Move)
T = TypeVar("T")


class Game(ABC, Generic[S, M]):
    """The rules of one game with its options fixed. Stateless: positions are ``State`` values.

    Construct through :func:`py_games.get_game`, or directly with keyword options.
    """

    id: ClassVar[str]
    """Short id used in records, links and :data:`py_games.GAMES` (``"contiguous"``)."""
    title: ClassVar[str]
    summary: ClassVar[str]
    """One line about the game, for menus."""
    OPTIONS: ClassVar[tuple[Option, ...]] = ()
    keeps_history: ClassVar[bool] = False
    """Whether a state holds the past the rules need (Nonaga's repetitions). Then two states
    of the same position may differ, and ``from_position(position(s))`` gives ``s``'s position
    with a history that starts there: equal position text, not an equal state."""

    HOOKS: ClassVar[frozenset[str]] = frozenset({
        "_setup", "_state_type", "_state_fits", "_initial_state", "_to_move", "_legal_moves",
        "_parse_move", "_why_illegal", "_apply", "_scores", "_score_details", "_outcome",
        "_turn_hint", "_why_not", "_turn_part", "_position", "_from_position",
    })  # fmt: skip
    """The private methods a game may write; every other private method here is the template's
    own, and no game overrides it (``tests/test_conformance.py`` checks)."""

    def __init__(self, /, **options: object) -> None:
        self.options: Mapping[str, OptionValue] = MappingProxyType(
            normalise(self.OPTIONS, options, self.id)
        )
        self._key = (self.id, tuple(sorted(self.options.items())))
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
        return hash(self._key)

    # -- the public API (see shared/spec/api.md); games do not override these -------------

    @property
    def players(self) -> int:
        """Number of players in this game."""
        return 2

    def player_name(self, player: int) -> str:
        """How the rules call a player ("Black"); "Player 1" where they have no name."""
        return _("Player {number}").format(number=player + 1)

    def initial_state(self) -> S:
        """The position before the first move."""
        return self._initial_state()

    def to_move(self, state: S) -> int | None:
        """Index of the player who takes the next step, or ``None`` once the game is over."""
        self._check_state(state)
        if self._final(state) is not None:
            return None
        return self._to_move(state)

    def legal_moves(self, state: S) -> list[M]:
        """Every legal next step, in a fixed order; empty exactly when the game is over."""
        self._check_state(state)
        if self._final(state) is not None:
            return []
        return list(self.steps(state))

    def parse_move(self, state: S, text: str) -> M:
        """Read a step in notation and check it is legal in ``state``.

        Raises :class:`InvalidMoveError` for text that is not notation and
        :class:`IllegalMoveError`, saying why, for a step the rules forbid here.
        """
        self._check_state(state)
        if not isinstance(text, str):
            raise InvalidMoveError(
                _("a move is written as text, not {kind}").format(kind=type(text).__name__)
            )
        stripped = text.strip()
        if not stripped:
            raise InvalidMoveError(_("the move is empty"))
        move = self._parse_move(stripped)
        self._check_legal(state, move)
        return move

    def apply(self, state: S, move: M | str) -> S:
        """Return the state after ``move`` (a move or its text); ``state`` is left unchanged."""
        if isinstance(move, str):
            return self.play(state, move)[1]
        self._check_state(state)
        if not isinstance(move, Move):
            raise InvalidMoveError(
                _("expected a move or its text, not {kind}").format(kind=type(move).__name__)
            )
        # Round-trip through notation: a Move of another game's type cannot slip through.
        text = move.__str__()
        if not isinstance(text, str) or not text.strip():
            raise InvalidMoveError(
                # TRANSLATORS: {kind} is a Python class's name, {game} the game's title.
                _("{kind} is not a move of {game}").format(
                    kind=type(move).__name__, game=self.title
                )
            )
        checked = self._parse_move(text.strip())
        self._check_legal(state, checked)
        return self._apply(state, checked)

    def play(self, state: S, text: str) -> tuple[M, S]:
        """Read a step in notation and play it, checking it once: the move and the new state."""
        move = self.parse_move(state, text)
        return move, self._apply(state, move)

    def scores(self, state: S) -> tuple[Score, ...]:
        """The score of each player, live during the game."""
        self._check_state(state)
        return self._scores(state)

    def score_details(self, state: S) -> tuple[ScoreDetail, ...]:
        """Each player's score with its words, and the regions it is made of."""
        self._check_state(state)
        return self._score_details(state)

    def outcome(self, state: S) -> Outcome | None:
        """``None`` while the game is in progress, else winners, final scores and reason."""
        self._check_state(state)
        return self._final(state)

    def headline(self, outcome: Outcome, names: Sequence[str] = ()) -> str:
        """Who won, in a few words: "Black wins", "Player 1 and Player 3 share the win",
        "Draw" (``names`` replace the rules' names of the players)."""
        words = verdict(outcome, self._namer(names))
        return capitalized(words)

    def result_line(self, outcome: Outcome, names: Sequence[str] = ()) -> str:
        """The result line of a record: who won, every final score and why the game ended,
        "Black wins: Black: 114, White: 110 (no two empty cells touch)"."""
        return "".join(result_words(outcome, self._namer(names)))

    def turn_hint(self, state: S) -> str:
        """What the player to move must do now, in a sentence ("Fill a cell touching c3")."""
        self._check_state(state)
        outcome = self._final(state)
        if outcome is not None:
            return _("Game over: {reason}.").format(reason=outcome.reason)
        return self._turn_hint(state)

    def turn_part(self, state: S) -> str:
        """Which part of the turn comes next, in words ("step 2 of 2: move a ring"); ``""``
        once the game is over, and in games whose turns are one step."""
        self._check_state(state)
        return "" if self._final(state) is not None else self._turn_part(state)

    def why_not(self, state: S, *cells: str) -> str | None:
        """``None`` when the clicks ``cells`` (a player's clicks so far) begin one of the
        click orders (:attr:`Move.orders`) of a legal step; otherwise why not, in words.

        Cell names are read as notation is: in any case, with spaces around. More clicks than
        any step takes (:data:`.limits.CLICKS`) are refused before any is read.
        """
        self._check_state(state)
        if not cells:
            raise InvalidMoveError(_("name at least one cell"))
        too_many = limits.too_many(_("clicks"), len(cells), limits.CLICKS)
        if too_many:  # no step takes as many: refused before any is read
            raise InvalidMoveError(too_many)
        if not all(isinstance(cell, str) for cell in cells):
            raise InvalidMoveError(_("a cell is named by text"))
        clicks = tuple(cell.strip().lower() for cell in cells)
        outcome = self._final(state)
        if outcome is not None:
            # Who won, too: a click after the end is a reader asking what happened.
            return _("The game is over: {verdict} ({reason}).").format(
                verdict=self.headline(outcome), reason=outcome.reason
            )
        n = len(clicks)
        if any(order[:n] == clicks for move in self.steps(state) for order in move.orders):
            return None
        return self._why_not(state, clicks)

    def position(self, state: S) -> str:
        """The position as one line of text (see the game's module docstring)."""
        self._check_state(state)
        return self._position(state)

    def from_position(self, text: str) -> S:
        """Read position text; raises :class:`InvalidPositionError` saying what and where.

        Text longer than any position (:data:`.limits.POSITION`) is refused before it is read.
        """
        if not isinstance(text, str):
            raise InvalidPositionError(
                _("a position is text, not {kind}").format(kind=type(text).__name__)
            )
        limits.check(InvalidPositionError, _("the position"), len(text), limits.POSITION)
        if not text.strip():
            raise InvalidPositionError(_("the position is empty"))
        return self._from_position(text.strip())

    # -- the fast path for search (py_games.ai): no checks, no text ------------------------------

    def steps(self, state: S) -> Sequence[M]:
        """The legal steps of an unfinished ``state``, unchecked: listed once per state and
        options, and shared by every caller (a view, a validation, every click's ``why_not``
        and a search all read them), so read the sequence and never change it."""
        return self._remember(state, "_legal_memo", self._legal_moves)

    def successor(self, state: S, move: M) -> S:
        """The state after ``move``, which must be one of ``steps(state)``: nothing is
        checked (a search plays thousands of steps it has just listed)."""
        return self._apply(state, move)

    def is_over(self, state: S) -> bool:
        """Whether the game has ended, as cheaply as each game can tell."""
        return self._final(state) is not None

    # -- shared checks -----------------------------------------------------------------------

    def _namer(self, names: Sequence[str]) -> Callable[[int], str]:
        """Names players by ``names`` where given, else as the rules do."""
        return lambda p: names[p] if p < len(names) else self.player_name(p)

    def _fields(self, text: str, *names: str) -> list[str]:
        """Position text split at spaces into ``names``, or an error saying how many there are."""
        fields = text.split()
        if len(fields) != len(names):
            raise InvalidPositionError(
                # TRANSLATORS: {game} is a game's title; {fields} the fields' names, in order
                # and translated ("board, player to move").
                _("a {game} position has {count} fields ({fields}), not {given}").format(
                    game=self.title, count=len(names), fields=", ".join(names), given=len(fields)
                )
            )
        return fields

    def _read_player(self, text: str) -> int:
        """The player to move, written as their index (``0``, ``1``) in position text."""
        if text not in [str(p) for p in range(self.players)]:
            allowed = ", ".join(map(str, range(self.players - 1)))
            raise InvalidPositionError(
                # TRANSLATORS: {allowed} lists the players' numbers but the last ("0, 1"), {last}
                # is the last.
                _("the player to move is {allowed} or {last}, not {given}").format(
                    allowed=allowed, last=self.players - 1, given=quoted(text)
                )
            )
        return int(text)

    def _check_state(self, state: object) -> None:
        # A state of another game, or of this game with other options (a 5x5 board given to a
        # 6x6 game), is refused here rather than failing somewhere deep in the rules.
        state_type = self._state_type()
        if not isinstance(state, state_type) or not self._state_fits(state):
            raise InvalidPositionError(
                # TRANSLATORS: {game} is the game as code writes it (get_game('too', size=5)).
                _("that is not a position of {game}: got {kind}").format(
                    game=repr(self), kind=type(state).__name__
                )
            )

    def _final(self, state: S) -> Outcome | None:
        """The outcome of ``state``, worked out once per state and options.

        A view asks for it many times (whose turn, legal steps, hint, scene); scoring a full
        19×19 board each time was most of a click's cost. An outcome has words (its reason),
        so it is kept per language too.
        """
        return self._remember(state, "_final_memo", self._outcome, language())

    def _remember(self, state: S, slot: str, work: Callable[[S], T], words: str = "") -> T:
        # States are immutable, so what is worked out from one is kept on the state itself,
        # keyed by this game's options (a game with other options may read the same cells
        # differently) and, for work that has words, the language they are in. The memo is
        # not a field: equality, hashing and position text ignore it.
        key = (self._key, words)
        memo = getattr(state, slot, None)
        if memo is not None and memo[0] == key:
            return memo[1]  # type: ignore[no-any-return]
        value = work(state)
        object.__setattr__(state, slot, (key, value))
        return value

    def _check_legal(self, state: S, move: M) -> None:
        outcome = self._final(state)
        if outcome is not None:
            raise IllegalMoveError(_("the game is over: {reason}").format(reason=outcome.reason))
        reason = self._why_illegal(state, move)
        if reason is not None:
            raise IllegalMoveError(reason)

    # -- hooks each game writes (HOOKS) -------------------------------------------------------

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

    def _scores(self, state: S) -> tuple[Score, ...]:
        """Hook: the scores alone; games override it where that is cheaper than details."""
        return tuple(detail.value for detail in self._score_details(state))

    @abstractmethod
    def _score_details(self, state: S) -> tuple[ScoreDetail, ...]: ...

    @abstractmethod
    def _outcome(self, state: S) -> Outcome | None: ...

    @abstractmethod
    def _turn_hint(self, state: S) -> str: ...

    def _why_not(self, state: S, clicks: tuple[str, ...]) -> str:
        """Why no legal step has a click order starting with ``clicks`` (lower case,
        stripped) in a game in progress; games override this with a precise reason."""
        if len(clicks) == 1:
            return _("No legal step starts at {cell} now.").format(cell=quoted(clicks[0]))
        # TRANSLATORS: clicks or steps one after another, as "'c3' then 'c4'".
        cells = listed([[quoted(c)] for c in clicks], _("{items} then {item}"))
        return _("No legal step uses {cells} now.").format(cells="".join(cells))

    def _turn_part(self, state: S) -> str:
        """Hook: which part of the turn comes next, in games whose turns have several steps."""
        return ""

    @abstractmethod
    def _position(self, state: S) -> str: ...

    @abstractmethod
    def _from_position(self, text: str) -> S: ...
