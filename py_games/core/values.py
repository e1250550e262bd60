"""The values the rules hand out: positions, steps, outcomes and scores, and their words.

Kept apart from :class:`~.game.Game` so that the rules, the scene (:mod:`.presenter`) and the
search (:mod:`py_games.ai`) share them without importing one another; :mod:`.game` and
:mod:`py_games` re-export every name, so ``from py_games.core.game import Move`` and
``py_games.Outcome`` keep working.

Words that name players (who won, the result line) are built once, by :func:`verdict_words`
and :func:`result_words`, from a function that names a player: the rules pass one that
returns names (``"Black"``), the scene one that returns ``{"player": p}`` references for the
board to fill in, so the two always say the same thing.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from copy import deepcopy
from dataclasses import dataclass, fields
from string import Formatter
from typing import ClassVar, Literal, TypeVar

from ..i18n import _
from .errors import InvalidMoveError

Score = int | tuple[int, ...]
"""A player's score: a number in most games, a vector of group sizes where the rules compare
those (Too)."""

T = TypeVar("T")

StepKind = Literal["place", "move", "rotate"]
"""What a step does: put a piece down, move one, or turn one in its place."""


class State:
    """Base class of every game's position.

    Subclasses are frozen dataclasses: a state never changes, :meth:`Game.apply` returns a new
    one, and two states are equal exactly when they hold the same position.
    """

    __slots__ = ()

    def __deepcopy__(self, memo: dict[int, object]) -> State:
        # The fields alone: what a game remembers on a state (its outcome, its legal steps) is
        # work done on it, not part of the position, and copying it with every state is slow.
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

    kind: ClassVar[StepKind] = "place"
    """What the step does, for the board: ``"place"``, ``"move"`` or ``"rotate"``."""

    @abstractmethod
    def __str__(self) -> str: ...

    @property
    @abstractmethod
    def cells(self) -> tuple[str, ...]:
        """Names of the cells the step touches, in the order a player usually clicks them."""

    @property
    def orders(self) -> tuple[tuple[str, ...], ...]:
        """Every sequence of clicks that makes this step, :attr:`cells` first.

        Decided here, once, for every board: :meth:`Game.why_not` accepts exactly the
        prefixes of these, and the scene sends them where there is more than ``cells``
        (Tonga's pair may also be made by clicking the white stone's cell twice)."""
        return (self.cells,)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self}>"


@dataclass(frozen=True, repr=False)
class Place(Move):
    """A step that fills one empty cell, written as the cell's name (``c4``)."""

    cell: str

    def __post_init__(self) -> None:
        if not isinstance(self.cell, str):
            raise InvalidMoveError(
                _("a cell is named by text, not {kind}").format(kind=type(self.cell).__name__)
            )

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
    """Where the region is parts of hexagons, not whole cells: see ``RegionInfo.parts``.
    Drawing, not rules: only a presenter fills it (Tomoe's); the rules leave it empty."""


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


def score_text(score: Score) -> str:
    """A final score as a result line writes it: ``10``, or group sizes as ``(3 1)``."""
    return str(score) if isinstance(score, int) else "(" + " ".join(map(str, score)) + ")"


def filled(template: str, /, **values: str | T | list[str | T]) -> list[str | T]:
    """``template`` (a translated message) as words: each ``{name}`` replaced by its value,
    text written in, anything else (a player's reference) kept as it is, a list of words
    spliced in; strings in a row are merged. :func:`py_games.contract.words.sentence` is its
    like for the scene's sentences; this one serves any way of naming players.

    >>> filled("{a} and {b} share the win", a="Ann", b={"player": 1})
    ['Ann and ', {'player': 1}, ' share the win']
    """
    words: list[str | T] = []

    def add(word: str | T) -> None:
        if isinstance(word, str):
            if not word:
                return
            if words and isinstance(words[-1], str):
                words[-1] += word
                return
        words.append(word)

    for literal, name, _spec, _conversion in Formatter().parse(template):
        add(literal)
        if name is None:
            continue
        value = values[name]
        if isinstance(value, list):
            for word in value:
                add(word)
        else:
            add(value)
    return words


def listed(items: list[list[str | T]], template: str) -> list[str | T]:
    """``items`` one after another, each added to those before by ``template`` (a translated
    message naming ``{items}`` and ``{item}``, as ``"{items} and {item}"``)."""
    if not items:
        return []
    words = items[0]
    for item in items[1:]:
        words = filled(template, items=words, item=item)
    return words


def verdict_words(outcome: Outcome, name: Callable[[int], T]) -> list[str | T]:
    """Who won, as words and players named by ``name``: ``[name(0), " wins"]``,
    ``[name(0), " and ", name(2), " share the win"]``, ``["draw"]`` (strings in a row
    merged)."""
    if outcome.draw:
        # TRANSLATORS: the verdict of a drawn game, within a sentence ("draw: Black: 3, …").
        return [_("draw")]
    if len(outcome.winners) == 1:
        return filled(_("{player} wins"), player=name(outcome.winners[0]))
    # TRANSLATORS: players named one after another, as "Ann and Bob and Cy".
    players = listed([[name(p)] for p in outcome.winners], _("{items} and {item}"))
    return filled(_("{players} share the win"), players=players)


def verdict(outcome: Outcome, name: Callable[[int], str]) -> str:
    """Who won, in a few words: ``"Black wins"``, ``"A and B share the win"``, ``"draw"``."""
    return "".join(verdict_words(outcome, name))


def result_words(outcome: Outcome, name: Callable[[int], T]) -> list[str | T]:
    """A record's result line as words and players: the verdict, every final score, and why
    the game ended: "Black wins: Black: 114, White: 110 (no two empty cells touch)". A score
    is written "Player 1: 10", not "Player 1 10", which reads as "Player 110"."""
    # TRANSLATORS: a player's score in a list of scores, as "Black: 114".
    each = _("{player}: {score}")
    scores = listed(
        [filled(each, player=name(p), score=score_text(s)) for p, s in enumerate(outcome.scores)],
        # TRANSLATORS: scores listed one after another, as "Black: 114, White: 110".
        _("{items}, {item}"),
    )
    return filled(
        # TRANSLATORS: a result line: who won, every final score, why the game ended, as
        # "Black wins: Black: 114, White: 110 (no two empty cells touch)".
        _("{verdict}: {scores} ({reason})"),
        verdict=verdict_words(outcome, name),
        scores=scores,
        reason=outcome.reason,
    )
