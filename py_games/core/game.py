"""The contract every game implements: ``Game`` (rules + options) and ``State`` (a position).

A game author writes small private hooks (``_initial_state``, ``_legal_moves``,
``_why_illegal``, ``_apply``, ``_scores``, ``_outcome``, ``_position``, ``_from_position``, …)
that only handle the case they are about. The public methods here own everything else once,
for every game (OpenSpiel's template methods): checking input types, refusing moves after the
end, turning text into moves, explaining illegal moves, and never mutating a state.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from copy import deepcopy
from dataclasses import dataclass, fields
from random import Random
from types import MappingProxyType
from typing import ClassVar, Generic, TypeVar

from .errors import IllegalMoveError, InvalidMoveError, InvalidPositionError, quoted
from .options import Option, OptionValue, normalise
from .scene import (
    BoardInfo,
    LabelInfo,
    MarkInfo,
    OutcomeInfo,
    PieceInfo,
    PlaceInfo,
    PlayerInfo,
    PrintedInfo,
    RegionInfo,
    Scene,
    ScoreInfo,
    StepInfo,
    TurnStepInfo,
)

Score = int | tuple[int, ...]
"""A player's score: a number in most games, a vector of group sizes where the rules compare
those (Too)."""


class State:
    """Base class of every game's position.

    Subclasses are frozen dataclasses: a state never changes, :meth:`Game.apply` returns a new
    one, and two states are equal exactly when they hold the same position.
    """

    __slots__ = ()

    def __deepcopy__(self, memo: dict[int, object]) -> State:
        # The fields alone: what Game._remember keeps on a state is work done on it, not part
        # of the position (and copying a list of legal steps with every state would be slow).
        copy = object.__new__(type(self))
        for field in fields(self):  # type: ignore[arg-type]
            object.__setattr__(copy, field.name, deepcopy(getattr(self, field.name), memo))
        return copy


class Move(ABC):
    """One step: the smallest thing a player decides.

    Subclasses are frozen dataclasses, so moves compare and hash by value. ``str(move)`` is the
    canonical notation, which :meth:`Game.parse_move` reads back.
    """

    __slots__ = ()

    kind: ClassVar[str] = "place"
    """What the step does, for the board: ``"place"``, ``"move"`` or ``"rotate"``."""

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
class Region:
    """Cells that make up (part of) a score: a group, an island."""

    cells: tuple[str, ...]
    owner: int | None
    label: str
    """Short text drawn on it, usually its size."""
    counts: bool = True
    """Whether it counts towards the score or the comparison that decides."""
    parts: tuple[tuple[float, float, int, int], ...] = ()
    """Where the region is parts of hexagons, not whole cells: see ``RegionInfo.parts``."""


@dataclass(frozen=True)
class ScoreDetail:
    """One player's score with its words, and what it is made of, to show on the board."""

    value: Score
    text: str
    """The score as shown ("114", "4 1 1")."""
    formula: str
    """The arithmetic, e.g. ``"3 × 2 × 1 = 6"``."""
    regions: tuple[Region, ...]
    """The groups of cells behind it, largest first."""

    @property
    def groups(self) -> tuple[tuple[str, ...], ...]:
        """The cells of every region, largest first."""
        return tuple(region.cells for region in self.regions)


def verdict(outcome: Outcome, name: Callable[[int], str]) -> str:
    """Who won, in a few words: ``"Black wins"``, ``"A and B share the win"``, ``"draw"``."""
    if outcome.draw:
        return "draw"
    if len(outcome.winners) == 1:
        return f"{name(outcome.winners[0])} wins"
    return " and ".join(name(p) for p in outcome.winners) + " share the win"


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
    surface: ClassVar[str] = "board"
    """How places are drawn: ``"board"``, a printed board of cells, or ``"table"``, bare
    table where only pieces (Nonaga's rings) and the places a step can reach are drawn."""
    groups_name: ClassVar[str] = "groups"
    """What the groups that score are called ("islands"), for "show the …" on the board."""
    empty_look: ClassVar[str] = ""
    """How an empty place is painted where it is not the paper (``"red"``)."""
    keeps_history: ClassVar[bool] = False
    """Whether a state holds the past the rules need (Nonaga's repetitions). Then two states
    of the same position may differ, and ``from_position(position(s))`` gives ``s``'s position
    with a history that starts there: equal position text, not an equal state."""

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
        return f"Player {player + 1}"

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
        return list(self._legal(state))

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
            return self.play(state, move)[1]
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

    def headline(self, outcome: Outcome) -> str:
        """Who won, in a few words: "Black wins", "Player 1 and Player 3 share the win"."""
        return self.outcome_info(outcome)["headline"]

    def turn_hint(self, state: S) -> str:
        """What the player to move must do now, in a sentence ("Fill a cell touching c3")."""
        self._check_state(state)
        outcome = self._final(state)
        if outcome is not None:
            return f"Game over: {outcome.reason}."
        return self._turn_hint(state)

    def why_not(self, state: S, *cells: str) -> str | None:
        """Why no legal step starts with the clicks ``cells`` (a player's clicks so far), or
        ``None`` if one does.

        Cell names are read as notation is: in any case, with spaces around.
        """
        self._check_state(state)
        if not cells:
            raise InvalidMoveError("name at least one cell")
        if not all(isinstance(cell, str) for cell in cells):
            raise InvalidMoveError("a cell is named by text")
        clicks = tuple(cell.strip().lower() for cell in cells)
        outcome = self._final(state)
        if outcome is not None:
            return f"The game is over: {outcome.reason}."
        n = len(clicks)
        if any(move.cells[:n] == clicks for move in self._legal(state)):
            return None
        return self._why_not(state, clicks)

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

    # -- the fast path for search (py_games.ai): no checks, no text ------------------------------

    def successor(self, state: S, move: M) -> S:
        """The state after ``move``, which must be one of ``legal_moves(state)``: nothing is
        checked (a search plays thousands of steps it has just listed)."""
        return self._apply(state, move)

    def is_over(self, state: S) -> bool:
        """Whether the game has ended, as cheaply as each game can tell."""
        return self._final(state) is not None

    playout_steps: int | None = None
    """How many steps a search's playout takes before :meth:`estimate` scores where it stands;
    ``None``: to the end of the game (random play reaches a telling end in most games)."""

    exploration: float | None = None
    """How widely a search tries steps that score worse so far (UCT's constant); ``None``: the
    search's own (1.0). A game whose estimates differ by little from step to step may lower it,
    so that more of the search goes to the steps that score better."""

    def estimate(self, state: S) -> tuple[float, ...] | None:
        """Each player's chance of winning an unfinished ``state`` (0 to 1), for a playout cut
        short; ``None`` (the default): share the win by the live scores."""
        return None

    def playout_move(self, state: S, rng: Random) -> M:
        """A step for a search's random playout from an unfinished ``state``: by default any
        legal step, uniformly; a game may prefer sensible or cheaper ones (the search itself
        stays the same for every game)."""
        return rng.choice(self._legal(state))

    # -- the scene (see core/scene.py): what the board draws -----------------------------------

    def board_info(self) -> BoardInfo:
        """What stays the same for the whole game: title, options, players, the empty board."""
        info: BoardInfo = {
            "game": self.id,
            "title": self.title,
            "options": dict(self.options),
            "players": self._players(),
            "groups_name": self.groups_name,
            "surface": self.surface,
            "places": self._places(),
            "labels": self._labels(),
        }
        printed = self._printed()
        if printed:
            info["printed"] = printed
        if self.empty_look:
            info["empty"] = self.empty_look
        return info

    def scene(self, state: S, last: Sequence[tuple[int, M]] = ()) -> Scene:
        """One position as drawn and played. ``last`` is the last turn: ``(player, step)``
        pairs in order (the caller holds the history; a state does not)."""
        self._check_state(state)
        outcome = self._final(state)
        details = self._score_details(state)
        to_move = None if outcome is not None else self._to_move(state)
        scene: Scene = {
            "position": self._position(state),
            "to_move": to_move,
            "part": "" if to_move is None else self._turn_part(state),
            "hint": self.turn_hint(state),
            "pieces": self._pieces(state),
            "regions": [_region_info(r) for r in self._regions(state, details)],
            "marks": self._marks(state),
            "last": [self._turn_step(player, move) for player, move in last],
            "legal": []
            if to_move is None
            else [self._step_info(state, move) for move in self._legal(state)],
            "scores": [self._score_info(d) for d in details],
            "outcome": None if outcome is None else self.outcome_info(outcome),
        }
        places = self._scene_places(state)
        if places is not None:
            scene["places"] = places
        return scene

    def outcome_info(self, outcome: Outcome, names: Sequence[str] = ()) -> OutcomeInfo:
        """The outcome with its words, for the board (``names`` replace the players')."""

        def name(player: int) -> str:
            return names[player] if player < len(names) else self.player_name(player)

        headline = verdict(outcome, name)
        scores = ", ".join(
            f"{name(p)}: {self._score_text(s)}" for p, s in enumerate(outcome.scores)
        )
        return {
            "winners": list(outcome.winners),
            "scores": [s if isinstance(s, int) else list(s) for s in outcome.scores],
            "reason": outcome.reason,
            "decided": outcome.decided,
            "draw": outcome.draw,
            "headline": headline[:1].upper() + headline[1:],
            # "Player 1: 10", not "Player 1 10", which reads as "Player 110".
            "text": f"{headline}: {scores} ({outcome.reason})",
        }

    def _step_info(self, state: S, move: M) -> StepInfo:
        info: StepInfo = {
            "step": str(move),
            "cells": list(move.cells),
            "kind": move.kind,
            "label": self._step_label(state, move),
            "looks": self._step_looks(state, move),
        }
        pieces = self._step_pieces(state, move)
        if pieces:
            info["pieces"] = pieces
        return info

    def _turn_step(self, player: int, move: M) -> TurnStepInfo:
        return {"step": str(move), "cells": list(move.cells), "kind": move.kind, "player": player}

    def _score_info(self, detail: ScoreDetail) -> ScoreInfo:
        value = detail.value if isinstance(detail.value, int) else list(detail.value)
        return {"value": value, "text": detail.text, "formula": detail.formula}

    @staticmethod
    def _score_text(score: Score) -> str:
        return str(score) if isinstance(score, int) else "(" + " ".join(map(str, score)) + ")"

    # -- shared checks -----------------------------------------------------------------------

    def _fields(self, text: str, *names: str) -> list[str]:
        """Position text split at spaces into ``names``, or an error saying how many there are."""
        fields = text.split()
        if len(fields) != len(names):
            raise InvalidPositionError(
                f"a {self.title} position has {len(names)} fields ({', '.join(names)}), "
                f"not {len(fields)}"
            )
        return fields

    def _read_player(self, text: str) -> int:
        """The player to move, written as their index (``0``, ``1``) in position text."""
        if text not in [str(p) for p in range(self.players)]:
            allowed = ", ".join(map(str, range(self.players - 1)))
            raise InvalidPositionError(
                f"the player to move is {allowed} or {self.players - 1}, not {quoted(text)}"
            )
        return int(text)

    def _check_state(self, state: object) -> None:
        # A state of another game, or of this game with other options (a 5x5 board given to a
        # 6x6 game), is refused here rather than failing somewhere deep in the rules.
        state_type = self._state_type()
        if not isinstance(state, state_type) or not self._state_fits(state):
            raise InvalidPositionError(
                f"that is not a position of {self!r}: got {type(state).__name__}"
            )

    def _final(self, state: S) -> Outcome | None:
        """The outcome of ``state``, worked out once per state and options.

        A view asks for it many times (whose turn, legal steps, hint, scene); scoring a full
        19×19 board each time was most of a click's cost.
        """
        return self._remember(state, "_final_memo", self._outcome)

    def _legal(self, state: S) -> Sequence[M]:
        """The legal steps of an unfinished ``state``, listed once per state and options:
        a view, a validation and every ``why_not`` of a half-made step all read them."""
        return self._remember(state, "_legal_memo", self._legal_moves)

    def _remember(self, state: S, slot: str, work: Callable[[S], T]) -> T:
        # States are immutable, so what is worked out from one is kept on the state itself,
        # keyed by this game's options (a game with other options may read the same cells
        # differently). The memo is not a field: equality, hashing and position text ignore it.
        memo = getattr(state, slot, None)
        if memo is not None and memo[0] == self._key:
            return memo[1]  # type: ignore[no-any-return]
        value = work(state)
        object.__setattr__(state, slot, (self._key, value))
        return value

    def _check_legal(self, state: S, move: M) -> None:
        outcome = self._final(state)
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
        """Why no step starts with ``clicks`` (lower case, stripped); games override this with
        a precise reason."""
        if len(clicks) == 1:
            return f"No legal step starts at {quoted(clicks[0])} now."
        return f"No legal step uses {' then '.join(quoted(c) for c in clicks)} now."

    def _turn_part(self, state: S) -> str:
        """Which part of the turn comes next, in games whose turns have several steps."""
        return ""

    def _players(self) -> list[PlayerInfo]:
        return [{"name": self.player_name(p), "look": "mark"} for p in range(self.players)]

    def _regions(self, state: S, details: tuple[ScoreDetail, ...]) -> list[Region]:
        """Hook: the regions to show on request; by default what each score is made of."""
        return [region for detail in details for region in detail.regions]

    def _marks(self, state: S) -> list[MarkInfo]:
        """Places to show in a special way (Tonga's dead cells)."""
        return []

    def _step_label(self, state: S, move: M) -> str:
        return str(move)

    def _step_looks(self, state: S, move: M) -> list[str]:
        """What each clicked place will hold after the step, for previews."""
        return ["mark"] * len(move.cells)

    @abstractmethod
    def _position(self, state: S) -> str: ...

    @abstractmethod
    def _from_position(self, text: str) -> S: ...

    @abstractmethod
    def _places(self) -> list[PlaceInfo]: ...

    def _labels(self) -> list[LabelInfo]:
        return []

    def _printed(self) -> list[PrintedInfo]:
        """Hook: what the board has printed on it besides its places (Tomoe's frame)."""
        return []

    def _step_pieces(self, state: S, move: M) -> list[PieceInfo]:
        """Hook: the pieces as ``move`` leaves them, where its looks cannot say enough."""
        return []

    def _scene_places(self, state: S) -> list[PlaceInfo] | None:
        """Hook: the places of this position, where the board changes shape (Nonaga's rings
        and the positions around them); ``None`` keeps the board's."""
        return None

    @abstractmethod
    def _pieces(self, state: S) -> list[PieceInfo]: ...


def _region_info(region: Region) -> RegionInfo:
    info: RegionInfo = {
        "cells": list(region.cells),
        "owner": region.owner,
        "label": region.label,
        "counts": region.counts,
    }
    if region.parts:
        info["parts"] = [list(part) for part in region.parts]
    return info
