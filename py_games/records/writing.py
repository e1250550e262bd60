"""Writing record text: the header with every option spelled out, then the numbered turns,
each variation in parentheses after the step it replaces."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..core import limits
from ..core.errors import InvalidRecordError
from ..i18n import _, using
from ..tree import CLOSE, OPEN
from .record import Record, Replay, check_people, replay, walk
from .text import seat, wrap, write_text

if TYPE_CHECKING:
    from ..core.game import Game, Outcome
    from ..core.options import Option, OptionValue


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
    """Record text of a game already played through (see :func:`write`), with its
    variations (``replayed.tree``), each checked by the rules.

    The ``start`` line is written when ``with_start`` says so, or by default when the game did
    not start from its initial position. Names and seats are one per player, or none: what
    :func:`read` would refuse is refused here, so every record written loads back. Its text
    is English whatever the language of the moment (its option comments and result too): a
    record is the same text in every language; its errors are in the reader's.
    """
    game = replayed.game
    words = tuple(seat(word) for word in seats)
    check_people(game, names, words, date)
    limits.check(InvalidRecordError, _("the line"), len(replayed.moves), limits.LINE, _("steps"))
    lines = [f"game: {game.id}"]
    with using("en"):  # the comments too: a record is the same text in every language
        lines += [_option_line(option, game.options[option.name]) for option in game.OPTIONS]
    if names:
        lines.append(f"names: {', '.join(write_text(name, ',') for name in names)}")
    if words:
        lines.append(f"seats: {', '.join(words)}")
    if date:
        lines.append(f"date: {write_text(date)}")
    if with_start is None:
        with_start = replayed.states[0] != game.initial_state()
    if with_start:
        lines.append(f"start: {game.position(replayed.states[0])}")
    outcome = replayed.outcome
    if outcome is not None:
        # The result names the players: written like a name, so that no name breaks the line.
        # In English whatever the language of the moment: a record is the same text in every
        # language (it is read anywhere, and a result is never read, only kept).
        with using("en"):  # the outcome's own words too, worked out again in English
            result = describe_outcome(game, game.outcome(replayed.states[-1]) or outcome, names)
        lines.append(f"result: {write_text(result)}")
    lines.append("")
    lines += wrap(_turns(replayed), width=72)
    text = "\n".join(lines) + "\n"
    limits.check(InvalidRecordError, _("the record"), len(text), limits.RECORD)
    return text


def _turns(replayed: Replay) -> list[str]:
    """The steps as the words a line wraps: each turn with its number (``2. a1``), a
    variation's parentheses glued to its first and last turns (``(2. c3``, ``3. a1)``); a
    turn taken up again after a variation, or a variation that begins in the middle of one,
    is numbered with three dots (``2... c3``)."""
    game = replayed.game
    turns: list[str] = []
    if replayed.tree is None:
        for ply, move in enumerate(replayed.moves):
            mover = game.to_move(replayed.states[ply])
            if ply == 0 or mover != game.to_move(replayed.states[ply - 1]):
                turns.append(f"{len(turns) + 1}. {move}")
            else:
                turns[-1] += f" {move}"
        return turns
    numbered, opening = True, ""  # whether the next step needs its number; a "(" before it
    for item in walk(game, replayed.states[0], replayed.tree):
        if item == OPEN:
            numbered, opening = True, OPEN
        elif item == CLOSE:
            turns[-1] += CLOSE
            numbered = True
        elif not isinstance(item, str):
            if item.new_turn:
                turns.append(f"{opening}{item.turn}. {item.move}")
            elif numbered:
                turns.append(f"{opening}{item.turn}... {item.move}")
            else:
                turns[-1] += f" {item.move}"
            numbered, opening = False, ""
    return turns


def _option_line(option: Option, value: OptionValue) -> str:
    """An option's header line, with what its value means where the value does not say."""
    text = option.format(value)
    label = option.label_of(value)
    if not label or label.lower() == text.lower():
        return f"{option.name}: {text}"
    return f"{option.name}: {text}  # {label}"


def describe_outcome(game: Game[Any, Any], outcome: Outcome, names: Sequence[str] = ()) -> str:
    """The result in words: who won, every score, and why the game ended.

    >>> from py_games import get_game
    >>> from py_games.core.game import Outcome
    >>> game = get_game("contiguous")
    >>> describe_outcome(game, Outcome((0, 1), (6, 6), "the grid is full"))
    'draw: Player 1: 6, Player 2: 6 (the grid is full)'
    """
    return game.result_line(outcome, names)
