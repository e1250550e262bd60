"""Records as data, and replaying them: every step of every branch checked by the rules."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..core import limits
from ..core.errors import GameError, InvalidRecordError, cut
from ..i18n import _, ngettext
from ..registry import get_game
from ..tree import CLOSE, OPEN, Tree
from .text import check_texts, seat

if TYPE_CHECKING:
    from ..core.game import Game, Move, Outcome, State
    from ..core.options import OptionValue

TAGS = ("game", "names", "seats", "date", "start", "result")
"""Header keys that are not game options."""


@dataclass(frozen=True)
class Record:
    """A game as data: which game, its options, where it starts, and the steps played."""

    game: str
    options: Mapping[str, OptionValue] = field(default_factory=dict)
    moves: tuple[str, ...] = ()
    """The main line's steps."""
    start: str | None = None
    """Position text the game starts from; ``None`` for the game's initial position."""
    names: tuple[str, ...] = ()
    date: str | None = None
    result: str | None = None
    """The result line as read (informative only)."""
    seats: tuple[str, ...] = ()
    """Who plays each seat: ``human`` or a level's name (see :func:`seat`); empty when the
    record does not say."""
    tree: Tree | None = None
    """Every step with the variations (see :mod:`py_games.tree`); ``None`` when the record
    has no variation, ``moves`` being all of it. Given a tree, ``moves`` is its main line."""

    def __post_init__(self) -> None:
        _set_tree(self, self.tree, self.moves)

    @property
    def whole_tree(self) -> Tree:
        """The tree, variations or not (for a single line, the tree of its steps)."""
        return self.tree if self.tree is not None else Tree(self.moves)


@dataclass(frozen=True)
class Replay:
    """A record played through: the game, every state, and the moves between them."""

    game: Game[Any, Any]
    states: tuple[State, ...]
    """``states[0]`` is the start; ``states[i]`` follows ``moves[i - 1]``: the main line."""
    moves: tuple[Move, ...]
    tree: Tree | None = None
    """Every step with the variations, each step as the game writes it; ``None`` when there
    is no variation."""

    def __post_init__(self) -> None:
        _set_tree(self, self.tree, tuple(str(move) for move in self.moves), "moves")

    @property
    def final(self) -> State:
        """The position after the last step."""
        return self.states[-1]

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, or ``None`` for a game in progress."""
        return self.game.outcome(self.final)


def _set_tree(value: Any, tree: Tree | None, moves: tuple[str, ...], name: str = "") -> None:
    """Keep a tree only when it has variations, with ``moves`` its main line."""
    if tree is None:
        return
    if not isinstance(tree, Tree):
        raise InvalidRecordError(f"a record's tree is a Tree, not {type(tree).__name__}")
    main = tree.main_line
    if moves and moves != main:
        raise InvalidRecordError("the moves are not the tree's main line")
    if not name:
        object.__setattr__(value, "moves", main)
    if not tree.depth:
        object.__setattr__(value, "tree", None)


@dataclass
class Step:
    """A step met by :func:`walk`: where it is, and what it does."""

    index: int
    """The step's token index in the tree."""
    depth: int
    """How many variations it is in (0: the main line)."""
    ply: int
    """Its number in its line from the start (1 for the first step)."""
    turn: int
    """The number of the turn it belongs to, in its line."""
    new_turn: bool
    """Whether it starts a turn (its player did not play the step before)."""
    move: Move
    before: State
    after: State


@dataclass
class _Line:
    """Where :func:`walk` is in one line of the tree."""

    state: State
    turns: int = 0
    mover: int | None = -1  # who played the last step (-1: nobody yet)
    ply: int = 0
    context: str = ""
    siblings: set[str] = field(default_factory=set)  # steps played where the last one was
    first: set[str] | None = None  # the siblings of this variation's first step
    before: tuple[State, int, int | None, int, str] | None = None  # before its last step


def walk(game: Game[Any, Any], start: State, tree: Tree) -> Iterator[Step | str]:
    """Every token of ``tree`` in order, each step played (a :class:`Step`) and checked:
    InvalidRecordError naming the variation and the step, for a step the rules refuse, or a
    variation that begins with the step it replaces (or another variation's). An explicit
    stack, so a tree nested as deep as it may be never deepens Python's."""
    lines = [_Line(start)]
    for index, token in enumerate(tree.tokens):
        current = lines[-1]
        if token == OPEN:
            assert current.before is not None  # a variation follows a step
            state, turns, mover, ply, label = current.before
            context = (
                # TRANSLATORS: {label} is a step with its turn's number ("3. c3"); {context} is
                # this same phrase for the variation this one is in.
                _("the variation after {label} (within {context})")
                if current.context
                else _("the variation after {label}")
            ).format(label=label, context=current.context)
            lines.append(_Line(state, turns, mover, ply, context))
            lines[-1].first = current.siblings
            yield token
            continue
        if token == CLOSE:
            lines.pop()
            yield token
            continue
        try:
            move = game.parse_move(current.state, token)
        except GameError as error:
            said = (
                # TRANSLATORS: {context} is "the variation after 3. c3"; {n} a step's number;
                # {step} the step as written; {error} why the rules refuse it.
                _("in {context}: step {n} ({step}): {error}")
                if current.context
                else _("step {n} ({step}): {error}")
            )
            raise InvalidRecordError(
                said.format(
                    context=current.context, n=current.ply + 1, step=cut(token), error=error
                )
            ) from None
        mover = game.to_move(current.state)
        new_turn = mover != current.mover
        turn = current.turns + new_turn
        siblings = current.first if current.first is not None else set()
        current.first = None
        if str(move) in siblings:
            said = (
                _(
                    "in {context}: step {n} ({step}) is played there already: "
                    "a variation begins with another step"
                )
                if current.context
                else _(
                    "step {n} ({step}) is played there already: "
                    "a variation begins with another step"
                )
            )
            raise InvalidRecordError(
                said.format(context=current.context, n=current.ply + 1, step=cut(token))
            )
        siblings.add(str(move))
        label = f"{turn}{'.' if new_turn else '...'} {move}"
        current.before = (current.state, current.turns, current.mover, current.ply, label)
        current.siblings = siblings
        after = game.apply(current.state, move)
        yield Step(
            index, len(lines) - 1, current.ply + 1, turn, new_turn, move, current.state, after
        )
        current.state, current.turns, current.mover = after, turn, mover
        current.ply += 1


def replay(record: Record) -> Replay:
    """Play a record through, checking every step of every branch against the rules."""
    try:
        game = get_game(record.game, **record.options)
    except GameError as error:
        raise InvalidRecordError(str(error)) from None
    check_people(game, record.names, record.seats, record.date)
    limits.check(InvalidRecordError, _("the line"), len(record.moves), limits.LINE, _("steps"))
    try:
        state = game.initial_state() if record.start is None else game.from_position(record.start)
    except GameError as error:
        raise InvalidRecordError(_("start position: {error}").format(error=error)) from None
    states, moves = [state], []
    if record.tree is None:
        for ply, text in enumerate(record.moves, start=1):
            try:
                move = game.parse_move(state, text)
            except GameError as error:
                raise InvalidRecordError(
                    _("step {n} ({step}): {error}").format(n=ply, step=cut(text), error=error)
                ) from None
            state = game.apply(state, move)
            states.append(state)
            moves.append(move)
        return Replay(game, tuple(states), tuple(moves))
    tokens = []
    for item in walk(game, state, record.tree):
        if isinstance(item, str):
            tokens.append(item)
            continue
        tokens.append(str(item.move))
        if item.depth == 0:
            states.append(item.after)
            moves.append(item.move)
    return Replay(game, tuple(states), tuple(moves), Tree(tuple(tokens)))


def of(
    game: Game[Any, Any],
    moves: Sequence[Move | str] = (),
    *,
    start: str | None = None,
    names: Sequence[str] = (),
    date: str | None = None,
    seats: Sequence[str | int] = (),
    tree: Tree | None = None,
) -> Record:
    """The record of ``moves`` played in ``game`` (from ``start``, or the initial position),
    or of a ``tree`` of them with variations (``moves`` then left out, or its main line);
    ``seats`` may name a level by its number (see :func:`seat`)."""
    return Record(
        game=game.id,
        options=dict(game.options),
        moves=tuple(str(m) for m in moves),
        start=start,
        names=tuple(names),
        date=date,
        seats=tuple(seat(word) for word in seats),
        tree=tree,
    )


def check_people(
    game: Game[Any, Any], names: Sequence[str], seats: Sequence[str], date: str | None
) -> None:
    """Refuse names or seats that are not one per player, and a name or date too long."""
    players = game.players
    if names and len(names) != players:
        raise InvalidRecordError(
            ngettext(
                "the record names {n} player but the game has {players}",
                "the record names {n} players but the game has {players}",
                len(names),
            ).format(n=len(names), players=players)
        )
    if seats and len(seats) != players:
        raise InvalidRecordError(
            ngettext(
                "the record gives {n} seat but the game has {players} players",
                "the record gives {n} seats but the game has {players} players",
                len(seats),
            ).format(n=len(seats), players=players)
        )
    check_texts(names, date)
