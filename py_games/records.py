"""Game records: text a person can read and edit, which is also the save, export and share format.

A record is a header of ``key: value`` lines, then the steps in notation, numbered by turn::

    game: contiguous
    size: 3
    players: 2
    placement: king
    diagonal_islands: false
    names: Ann, Bob

    1. b2 2. a1 3. c3

Header keys are ``game`` (required), the game's options (any left out take their default),
``names`` (comma separated, one per player), ``date``, ``start`` (position text to start from
instead of the initial position) and ``result`` (written for readers; it is recomputed when
the record is replayed, never trusted). Lines starting with ``#`` are comments. Turn numbers
(``12.``, also glued to the step as in ``12.c3``) are optional when reading. A record that stops
early is simply a game in progress.

A name or a date that plain text would misread — one with a comma (names), a line break, a
space at either end, a leading ``"``, or nothing at all — is written as a JSON string,
``names: Ann, "Smith, Jo"``, so every record written loads back to the same game, names and
moves.

>>> replayed = load("game: contiguous\\nsize: 3\\n\\n1. b2 2. a1")
>>> replayed.game.position(replayed.final)
'.../.1./2.. 1 a1'
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .core.errors import GameError, InvalidRecordError, cut, quoted
from .core.game import Game, Move, Outcome, State
from .core.options import OptionValue
from .registry import GAMES, get_game, unknown_game

TAGS = ("game", "names", "date", "start", "result")
"""Header keys that are not game options."""

_HEADER = re.compile(r"([A-Za-z_][A-Za-z_ ]*):\s*(.*)")
_TURN_NUMBER = re.compile(r"\d+\.")
_QUOTED = json.JSONDecoder()


@dataclass(frozen=True)
class Record:
    """A game as data: which game, its options, where it starts, and the steps played."""

    game: str
    options: Mapping[str, OptionValue] = field(default_factory=dict)
    moves: tuple[str, ...] = ()
    start: str | None = None
    """Position text the game starts from; ``None`` for the game's initial position."""
    names: tuple[str, ...] = ()
    date: str | None = None
    result: str | None = None
    """The result line as read (informative only)."""


@dataclass(frozen=True)
class Replay:
    """A record played through: the game, every state, and the moves between them."""

    game: Game[Any, Any]
    states: tuple[State, ...]
    """``states[0]`` is the start; ``states[i]`` follows ``moves[i - 1]``."""
    moves: tuple[Move, ...]

    @property
    def final(self) -> State:
        """The position after the last step."""
        return self.states[-1]

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, or ``None`` for a game in progress."""
        return self.game.outcome(self.final)


def read(text: str) -> Record:
    """Read record text (checking the header; the moves are checked by :func:`replay`)."""
    if not isinstance(text, str):
        raise InvalidRecordError(f"a record is text, not {type(text).__name__}")
    header: dict[str, tuple[int, str]] = {}
    tokens: list[str] = []
    in_header = True
    # A byte-order mark is what some editors put first when saving text; it is not content.
    for number, raw in enumerate(text.removeprefix("\ufeff").splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        match = _HEADER.fullmatch(line) if in_header else None
        if match is None:
            in_header = False
            for token in line.split():
                # "12." stands alone or is glued to its step ("12.c3").
                number_prefix = _TURN_NUMBER.match(token)
                step = token[number_prefix.end() :] if number_prefix else token
                if step:
                    tokens.append(step)
            continue
        key = match.group(1).strip().lower().replace(" ", "_")
        if key in header:
            raise InvalidRecordError(f"line {number}: {quoted(key)} is given twice")
        header[key] = (number, (match.group(2) or "").strip())
    if "game" not in header:
        if not header and not tokens:
            raise InvalidRecordError("the record is empty")
        raise InvalidRecordError("the record does not say which game: add a line 'game: <id>'")
    game_id = header.pop("game")[1].lower()
    if game_id not in GAMES:
        raise InvalidRecordError(str(unknown_game(game_id)))
    declared = {option.name: option for option in GAMES[game_id].OPTIONS}
    names: tuple[str, ...] = ()
    date: str | None = None
    options: dict[str, OptionValue] = {}
    tags: dict[str, str] = {}
    for key, (number, value) in header.items():
        if key in declared:
            try:
                options[key] = declared[key].parse(value, game_id)
            except GameError as error:
                raise InvalidRecordError(f"line {number}: {error}") from None
        elif key in TAGS:
            tags[key] = value
            try:
                if key == "names":
                    names = _read_list(value)
                elif key == "date":
                    date = _read_text(value)
            except ValueError as error:
                raise InvalidRecordError(f"line {number}: {key}: {error}") from None
        else:
            known = ", ".join([*TAGS, *declared])
            raise InvalidRecordError(
                f"line {number}: unknown header {quoted(key)}; the headers are: {known}"
            )
    return Record(
        game=game_id,
        options=options,
        moves=tuple(tokens),
        start=tags.get("start") or None,
        names=names,
        date=date or None,
        result=tags.get("result") or None,
    )


def replay(record: Record) -> Replay:
    """Play a record through, checking every step against the rules."""
    try:
        game = get_game(record.game, **record.options)
    except GameError as error:
        raise InvalidRecordError(str(error)) from None
    if record.names and len(record.names) != game.players:
        raise InvalidRecordError(
            f"the record names {len(record.names)} players but the game has {game.players}"
        )
    try:
        state = game.initial_state() if record.start is None else game.from_position(record.start)
    except GameError as error:
        raise InvalidRecordError(f"start position: {error}") from None
    states, moves = [state], []
    for ply, text in enumerate(record.moves, start=1):
        try:
            move = game.parse_move(state, text)
        except GameError as error:
            raise InvalidRecordError(f"step {ply} ({cut(text)}): {error}") from None
        state = game.apply(state, move)
        states.append(state)
        moves.append(move)
    return Replay(game, tuple(states), tuple(moves))


def load(text: str) -> Replay:
    """Read and replay record text: :func:`replay` of :func:`read`."""
    return replay(read(text))


def of(
    game: Game[Any, Any],
    moves: Sequence[Move | str] = (),
    *,
    start: str | None = None,
    names: Sequence[str] = (),
    date: str | None = None,
) -> Record:
    """The record of ``moves`` played in ``game`` (from ``start``, or the initial position)."""
    return Record(
        game=game.id,
        options=dict(game.options),
        moves=tuple(str(m) for m in moves),
        start=start,
        names=tuple(names),
        date=date,
    )


def write(record: Record) -> str:
    """Record text: the header with every option spelled out, then the numbered turns.

    The record is replayed first, so only a legal record is ever written, and its result
    line says how the game ended.
    """
    replayed = replay(record)
    return format_replay(
        replayed, names=record.names, date=record.date, with_start=record.start is not None
    )


def format_replay(
    replayed: Replay,
    *,
    names: Sequence[str] = (),
    date: str | None = None,
    with_start: bool | None = None,
) -> str:
    """Record text of a game already played through (see :func:`write`).

    The ``start`` line is written when ``with_start`` says so, or by default when the game did
    not start from its initial position.
    """
    game = replayed.game
    lines = [f"game: {game.id}"]
    lines += [
        f"{option.name}: {option.format(game.options[option.name])}" for option in game.OPTIONS
    ]
    if names:
        lines.append(f"names: {', '.join(_write_text(name, ',') for name in names)}")
    if date:
        lines.append(f"date: {_write_text(date)}")
    if with_start is None:
        with_start = replayed.states[0] != game.initial_state()
    if with_start:
        lines.append(f"start: {game.position(replayed.states[0])}")
    outcome = replayed.outcome
    if outcome is not None:
        lines.append(f"result: {describe_outcome(game, outcome, names)}")
    lines.append("")
    turns: list[str] = []
    for ply, move in enumerate(replayed.moves):
        mover = game.to_move(replayed.states[ply])
        if ply == 0 or mover != game.to_move(replayed.states[ply - 1]):
            turns.append(f"{len(turns) + 1}. {move}")
        else:
            turns[-1] += f" {move}"
    lines += _wrap(turns, width=72)
    return "\n".join(lines) + "\n"


def _write_text(text: str, separator: str = "") -> str:
    """``text`` as is where :func:`_read_text` reads it back unchanged, else as a JSON string
    (which escapes line breaks and every other character that could end a line)."""
    plain = (
        text
        and text == text.strip()
        and text.isprintable()  # false for line breaks, tabs and separators such as U+2028
        and not text.startswith('"')
        and not (separator and separator in text)
    )
    return text if plain else json.dumps(text)


def _read_text(text: str) -> str:
    """A header value: plain text, or one JSON string; ValueError saying what is wrong."""
    if not text.startswith('"'):
        return text
    value, end = _read_quoted(text, 0)
    if text[end:].strip():
        raise ValueError(f"unexpected {quoted(text[end:].strip())} after the quoted text")
    return value


def _read_list(text: str) -> tuple[str, ...]:
    """Comma-separated values, each plain or a JSON string, white space around each dropped."""
    items: list[str] = []
    at = 0
    while True:
        while at < len(text) and text[at].isspace():
            at += 1
        if text.startswith('"', at):
            item, at = _read_quoted(text, at)
            rest = text[at:].lstrip()
            if rest and not rest.startswith(","):
                raise ValueError(f"expected a comma after {quoted(item)}")
            at = len(text) - len(rest)
        else:
            end = text.find(",", at)
            end = len(text) if end < 0 else end
            item, at = text[at:end].strip(), end
        items.append(item)
        if at >= len(text):
            return tuple(items)
        at += 1  # the comma


def _read_quoted(text: str, at: int) -> tuple[str, int]:
    try:
        value, end = _QUOTED.raw_decode(text, at)
    except json.JSONDecodeError:
        raise ValueError(f"{quoted(text[at:])} is not a closed quoted text") from None
    read: str = value  # JSON that starts with '"' is a string
    return read, end


def _wrap(words: Sequence[str], width: int) -> list[str]:
    """Join words into lines of at most ``width`` characters (a longer word stands alone)."""
    lines: list[str] = []
    for word in words:
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def describe_outcome(game: Game[Any, Any], outcome: Outcome, names: Sequence[str] = ()) -> str:
    """The result in words: who won, every score, and why the game ended.

    >>> game = get_game("contiguous")
    >>> describe_outcome(game, Outcome((0, 1), (6, 6), "the grid is full"))
    'draw: Player 1: 6, Player 2: 6 (the grid is full)'
    """
    return game.result_line(outcome, names)
