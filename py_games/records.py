"""Game records: text a person can read and edit, which is also the save, export and share format.

A record is a header of ``key: value`` lines, then the steps in notation, numbered by turn::

    game: contiguous
    size: 3
    players: 2
    placement: king  # sides or corners
    diagonal_islands: false
    names: Ann, Bob
    seats: human, casual
    date: 2026-11-22

    1. b2 2. a1 3. c3

Header keys are ``game`` (required), the game's options (any left out take their default),
``names`` (comma separated, one per player), ``seats`` (who plays each seat, one per player),
``date``, ``start`` (position text to start from instead of the initial position) and
``result`` (written for readers; it is recomputed when the record is replayed, never
trusted). Lines starting with ``#`` are comments. Turn numbers (``12.``, also glued to the
step as in ``12.c3``) are optional when reading. A record that stops early is simply a game in
progress.

Seats
    Each seat is ``human`` (a person) or the computer at a level, written by the level's name
    (:data:`py_games.ai.LEVEL_NAMES`: ``random``, ``beginner``, ``casual``, ``strong``,
    ``strongest``), so a reader need not know the numbers: ``seats: human, casual``. Reading
    is lenient: the words may be separated by commas or spaces (``seats: human 2``, as a
    board's ``players`` attribute), in any case, and a level may be its number (0 to 4).
    :func:`seat` reads one.

Option values
    An option's value is written as the API and links write it, so that it reads back, and
    where the value alone does not say what it means, its words follow as a comment:
    ``placement: king  # sides or corners``, ``first: 0  # Player 1``. Only an option's line
    may end with a comment: its value is a number, a word or yes/no and never holds a ``#``,
    while a name or a date may (``names: #1, Ann`` is two names).

Names, dates and the result
    A name or a date that plain text would misread — one with a comma (names), a line break
    (any character :meth:`str.splitlines` ends a line at), a space at either end, a leading
    ``"``, or nothing at all — is written as a JSON string, ``names: Ann, "Smith, Jo"``. The
    result line, which repeats the names, is written the same way. So every record written
    loads back to the same game, names, seats, date and moves.

Limits (:mod:`.core.limits`)
    A record is at most ``RECORD`` characters and ``LINE`` steps, a name or the date at most
    ``TEXT`` characters; reading stops at once past any of them, and writing refuses what
    reading would refuse.

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

from .ai import LEVEL_NAMES
from .core import limits
from .core.errors import GameError, InvalidRecordError, cut, quoted
from .core.game import Game, Move, Outcome, State
from .core.options import Option, OptionValue
from .registry import GAMES, get_game, unknown_game

TAGS = ("game", "names", "seats", "date", "start", "result")
"""Header keys that are not game options."""
HUMAN = "human"
"""The seat of a person (any other seat is the computer's, at a level)."""

_HEADER = re.compile(r"([A-Za-z_][A-Za-z_ ]*):\s*(.*)")
_TURN_NUMBER = re.compile(r"\d+\.")
_SPACE = re.compile(r"\s*")
_SEAT_SEPARATOR = re.compile(r"[\s,]+")
_QUOTED = json.JSONDecoder()
# Every word a seat may be read from, and the word it is written as.
_SEATS = {
    HUMAN: HUMAN,
    **{str(level): name for level, name in LEVEL_NAMES.items()},
    **{name: name for name in LEVEL_NAMES.values()},
}


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
    seats: tuple[str, ...] = ()
    """Who plays each seat: ``human`` or a level's name (see :func:`seat`); empty when the
    record does not say."""


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


def seat(word: str | int) -> str:
    """A seat as records write it: ``human``, or the name of the computer's level, from the
    word or level number that says it (in any case, spaces around).

    >>> seat("Human"), seat(2), seat("0"), seat(" STRONG ")
    ('human', 'casual', 'random', 'strong')
    """
    found = None
    if isinstance(word, str):
        found = _SEATS.get(word.strip().lower())
    elif isinstance(word, int) and not isinstance(word, bool):
        found = LEVEL_NAMES.get(word)
    if found is None:
        levels = [level for level in LEVEL_NAMES if level]
        raise InvalidRecordError(
            f"{quoted(word)} is not a seat: a seat is {HUMAN}, {LEVEL_NAMES[0]}, or a level "
            f"from {min(levels)} to {max(levels)} or its name "
            f"({', '.join(LEVEL_NAMES[level] for level in levels)})"
        )
    return found


def read(text: str) -> Record:
    """Read record text (checking the header; the moves are checked by :func:`replay`)."""
    if not isinstance(text, str):
        raise InvalidRecordError(f"a record is text, not {type(text).__name__}")
    limits.check(InvalidRecordError, "the record", len(text), limits.RECORD)
    header, tokens = _split(text)
    if "game" not in header:
        if not header and not tokens:
            raise InvalidRecordError("the record is empty")
        raise InvalidRecordError("the record does not say which game: add a line 'game: <id>'")
    game_id = header.pop("game")[1].lower()
    if game_id not in GAMES:
        raise InvalidRecordError(str(unknown_game(game_id)))
    declared = {option.name: option for option in GAMES[game_id].OPTIONS}
    options: dict[str, OptionValue] = {}
    tags: dict[str, Any] = {}
    for key, (number, value) in header.items():
        try:
            if key in declared:
                # An option's value never holds a "#": what follows one is a comment.
                options[key] = declared[key].parse(value.partition("#")[0], game_id)
            elif key in TAGS:
                tags[key] = _read_tag(key, value)
            else:
                known = ", ".join([*TAGS, *declared])
                raise InvalidRecordError(f"unknown header {quoted(key)}; the headers are: {known}")
        except ValueError as error:  # a GameError, or what a tag's reader found wrong
            where = f"{key}: " if key in TAGS and key not in declared else ""
            raise InvalidRecordError(f"line {number}: {where}{error}") from None
    return Record(
        game=game_id,
        options=options,
        moves=tuple(tokens),
        start=tags.get("start") or None,
        names=tags.get("names", ()),
        date=tags.get("date") or None,
        result=tags.get("result") or None,
        seats=tags.get("seats", ()),
    )


def _split(text: str) -> tuple[dict[str, tuple[int, str]], list[str]]:
    """The header's values by key (with their line numbers), and the steps' tokens."""
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
            if len(tokens) > limits.LINE:
                raise InvalidRecordError(
                    f"line {number}: the record has more than {limits.LINE:,} steps; "
                    f"at most {limits.LINE:,} are read"
                )
            continue
        key = match.group(1).strip().lower().replace(" ", "_")
        if key in header:
            raise InvalidRecordError(f"line {number}: {quoted(key)} is given twice")
        header[key] = (number, (match.group(2) or "").strip())
    return header, tokens


def _read_tag(key: str, value: str) -> Any:
    """The value of a header that is not an option, as :class:`Record` holds it."""
    if key == "names":
        names = _read_list(value, "names", limits.PLAYERS)
        _check_texts(names)
        return names
    if key == "seats":
        return _read_seats(value)
    if key == "date":
        date = _read_text(value)
        _check_texts((), date)
        return date
    if key == "result":
        return _read_result(value)
    return value


def replay(record: Record) -> Replay:
    """Play a record through, checking every step against the rules."""
    try:
        game = get_game(record.game, **record.options)
    except GameError as error:
        raise InvalidRecordError(str(error)) from None
    _check_people(game, record.names, record.seats, record.date)
    limits.check(InvalidRecordError, "the line", len(record.moves), limits.LINE, "steps")
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
    seats: Sequence[str | int] = (),
) -> Record:
    """The record of ``moves`` played in ``game`` (from ``start``, or the initial position);
    ``seats`` may name a level by its number (see :func:`seat`)."""
    return Record(
        game=game.id,
        options=dict(game.options),
        moves=tuple(str(m) for m in moves),
        start=start,
        names=tuple(names),
        date=date,
        seats=tuple(seat(word) for word in seats),
    )


def write(record: Record) -> str:
    """Record text: the header with every option spelled out, then the numbered turns.

    The record is replayed first, so only a legal record is ever written, and its result
    line says how the game ended.
    """
    replayed = replay(record)
    return format_replay(
        replayed,
        names=record.names,
        date=record.date,
        with_start=record.start is not None,
        seats=record.seats,
    )


def format_replay(
    replayed: Replay,
    *,
    names: Sequence[str] = (),
    date: str | None = None,
    with_start: bool | None = None,
    seats: Sequence[str | int] = (),
) -> str:
    """Record text of a game already played through (see :func:`write`).

    The ``start`` line is written when ``with_start`` says so, or by default when the game did
    not start from its initial position. Names and seats are one per player, or none: what
    :func:`read` would refuse is refused here, so every record written loads back.
    """
    game = replayed.game
    words = tuple(seat(word) for word in seats)
    _check_people(game, names, words, date)
    limits.check(InvalidRecordError, "the line", len(replayed.moves), limits.LINE, "steps")
    lines = [f"game: {game.id}"]
    lines += [_option_line(option, game.options[option.name]) for option in game.OPTIONS]
    if names:
        lines.append(f"names: {', '.join(_write_text(name, ',') for name in names)}")
    if words:
        lines.append(f"seats: {', '.join(words)}")
    if date:
        lines.append(f"date: {_write_text(date)}")
    if with_start is None:
        with_start = replayed.states[0] != game.initial_state()
    if with_start:
        lines.append(f"start: {game.position(replayed.states[0])}")
    outcome = replayed.outcome
    if outcome is not None:
        # The result names the players: written like a name, so that no name breaks the line.
        lines.append(f"result: {_write_text(describe_outcome(game, outcome, names))}")
    lines.append("")
    turns: list[str] = []
    for ply, move in enumerate(replayed.moves):
        mover = game.to_move(replayed.states[ply])
        if ply == 0 or mover != game.to_move(replayed.states[ply - 1]):
            turns.append(f"{len(turns) + 1}. {move}")
        else:
            turns[-1] += f" {move}"
    lines += _wrap(turns, width=72)
    text = "\n".join(lines) + "\n"
    limits.check(InvalidRecordError, "the record", len(text), limits.RECORD)
    return text


def _option_line(option: Option, value: OptionValue) -> str:
    """An option's header line, with what its value means where the value does not say."""
    text = option.format(value)
    label = option.label_of(value)
    if not label or label.lower() == text.lower():
        return f"{option.name}: {text}"
    return f"{option.name}: {text}  # {label}"


def _check_people(
    game: Game[Any, Any], names: Sequence[str], seats: Sequence[str], date: str | None
) -> None:
    """Refuse names or seats that are not one per player, and a name or date too long."""
    players = game.players
    if names and len(names) != players:
        raise InvalidRecordError(
            f"the record names {_count(len(names), 'player')} but the game has {players}"
        )
    if seats and len(seats) != players:
        raise InvalidRecordError(
            f"the record gives {_count(len(seats), 'seat')} but the game has {players} players"
        )
    _check_texts(names, date)


def _check_texts(names: Sequence[str], date: str | None = None) -> None:
    for number, name in enumerate(names, start=1):
        if not isinstance(name, str):
            raise InvalidRecordError(f"name {number} is not text but {quoted(name)}")
        limits.check(InvalidRecordError, f"name {number}", len(name), limits.TEXT)
    if date is not None:
        if not isinstance(date, str):
            raise InvalidRecordError(f"the date is not text but {quoted(date)}")
        limits.check(InvalidRecordError, "the date", len(date), limits.TEXT)


def _count(number: int, thing: str) -> str:
    return f"{number} {thing}" if number == 1 else f"{number} {thing}s"


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
    rest = text[end:].strip()
    if rest:
        raise ValueError(f"unexpected {quoted(rest)} after the quoted text")
    return value


def _read_result(text: str) -> str:
    """The result line, read like a date; as it stands when it does not read (it is never
    trusted, and a person may have edited it)."""
    try:
        return _read_text(text)
    except ValueError:
        return text


def _read_list(text: str, what: str, limit: int) -> tuple[str, ...]:
    """Comma-separated values, each plain or a JSON string, white space around each dropped;
    at most ``limit`` of them (ValueError past it, at once).

    Linear in the text: each value is read where it stands, never from a copy of the rest."""
    items: list[str] = []
    at, end = 0, len(text)
    while True:
        if len(items) == limit:
            raise ValueError(f"more than {limit} {what}; at most {limit} are read")
        at = _skip_space(text, at)
        if text.startswith('"', at):
            item, at = _read_quoted(text, at)
            at = _skip_space(text, at)
            if at < end and text[at] != ",":
                raise ValueError(f"expected a comma after {quoted(item)}")
        else:
            comma = text.find(",", at)
            comma = end if comma < 0 else comma
            item, at = text[at:comma].strip(), comma
        items.append(item)
        if at >= end:
            return tuple(items)
        at += 1  # the comma


def _read_seats(text: str) -> tuple[str, ...]:
    words = [word for word in _SEAT_SEPARATOR.split(text, maxsplit=limits.PLAYERS + 1) if word]
    if len(words) > limits.PLAYERS:
        raise ValueError(f"more than {limits.PLAYERS} seats; at most {limits.PLAYERS} are read")
    return tuple(seat(word) for word in words)


def _skip_space(text: str, at: int) -> int:
    found = _SPACE.match(text, at)
    assert found is not None  # \s* matches everywhere
    return found.end()


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
