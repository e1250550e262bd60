"""A line of steps packed short enough for a chat message: what a link between two devices carries.

Each step is written as its index among the legal steps the rules list at its position
(:meth:`~py_games.core.game.Game.steps`, always in the same order), in just enough bits for
that many (a forced step takes none), so only the rules can read it back and nothing about a
game's notation is spelled out. The bytes are:

- ``1``, the format's version (a later format can be told apart and refused with a reason);
- the number of steps, 7 bits a byte, low bits first (LEB128);
- the steps' indices, each in ``ceil(log2(legal steps))`` bits, highest bit first, the last
  byte filled up with zeros;
- a check of three bytes (CRC-32 of the game, its options, the start position and every byte
  before it, cut to 24 bits), so that a link cut short, mistyped or moved to other options is
  refused before a step is replayed, in words, rather than read as another game.

and they are written in base64url without padding (``A-Z a-z 0-9 - _``), which a URL carries
as it is. Indices in bits come to about 1.2 characters a step on the largest boards (the
table of ``bench/README.md``, measured by ``bench/bench_links.py``): a deflated line of step
text is several times longer, since each step's name is new information to a compressor but
its index among a few hundred legal steps is only 8 or 9 bits.

Reading takes time linear in the text: it is refused past :data:`.limits.RECORD` characters
before it is decoded, the check is one pass, and each step read consumes its bits (a step of
one legal choice consumes none, but the count is at most :data:`.limits.LINE`).

>>> from py_games import get_game
>>> game = get_game("contiguous", size=3)
>>> packed = pack(game, ["b2", "a1", "b1"])
>>> packed, unpack(game, packed)
('AQNAl7CV', ['b2', 'a1', 'b1'])
>>> try:
...     unpack(game, "AQNAl7CW")
... except InvalidRecordError as error:
...     print(error)
the link was changed or cut short: its check does not match this game
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..core import limits
from ..core.errors import GameError, InvalidRecordError, cut, quoted
from ..i18n import _, ngettext

if TYPE_CHECKING:
    from ..core.game import Game, State

VERSION = 1
"""The format's version, its first byte."""
_CHECK = 3
"""Bytes of the check."""
_ALPHABET = re.compile(r"[A-Za-z0-9_-]*")


def pack(game: Game[Any, Any], moves: Sequence[str], start: str | None = None) -> str:
    """``moves`` (step texts, checked by the rules) played from ``start`` (position text, or
    the initial position), packed as described above."""
    limits.check(InvalidRecordError, _("the line"), len(moves), limits.LINE, _("steps"))
    state = _first(game, start)
    out = bytearray([VERSION])
    _varint(out, len(moves))
    bits = _Bits(out)
    for ply, text in enumerate(moves):
        try:
            move, after = game.play(state, text)
        except GameError as error:
            raise InvalidRecordError(
                _("step {n} ({step}): {error}").format(n=ply + 1, step=cut(text), error=error)
            ) from None
        steps = game.steps(state)
        bits.write(steps.index(move), _width(len(steps)))
        state = after
    bits.flush()
    out += checksum(game, start, out).to_bytes(_CHECK, "big")
    return base64.urlsafe_b64encode(bytes(out)).rstrip(b"=").decode("ascii")


def unpack(game: Game[Any, Any], packed: str, start: str | None = None) -> list[str]:
    """The step texts ``packed`` holds, replayed by the rules from ``start``; raises
    :class:`InvalidRecordError` saying what is wrong (not this format, changed or cut, a step
    the rules cannot have listed)."""
    return unpack_line(game, packed, start)[0]


def unpack_line(
    game: Game[Any, Any], packed: str, start: str | None = None
) -> tuple[list[str], list[State]]:
    """:func:`unpack`, with the states the replay went through (the start's first, the last
    one's after every step), for whoever needs them without replaying the line again."""
    if not isinstance(packed, str):
        raise InvalidRecordError(f"the link's steps are text, not {quoted(packed)}")
    limits.check(InvalidRecordError, _("the link's steps"), len(packed), limits.RECORD)
    wrong = _ALPHABET.match(packed)
    if wrong is None or wrong.end() != len(packed):  # pragma: no branch - match never fails
        at = 0 if wrong is None else wrong.end()
        raise InvalidRecordError(
            _(
                "the link's steps hold {character} at character {n}; "
                "they are written with A-Z, a-z, 0-9, - and _ only"
            ).format(character=quoted(packed[at]), n=at + 1)
        )
    try:
        data = base64.urlsafe_b64decode(packed + "=" * (-len(packed) % 4))
    except (binascii.Error, ValueError):
        raise InvalidRecordError(
            _("the link was cut short: a character too many or too few")
        ) from None
    if not data:
        raise InvalidRecordError(_("the link holds no steps"))
    if data[0] != VERSION:
        raise InvalidRecordError(
            _(
                "the link is in version {version} of the format; this site reads version {read}"
            ).format(version=data[0], read=VERSION)
        )
    # The start is read before the check is worked out from it: a start that is not a
    # position is said as such, and nothing is computed from text that was never checked.
    state = _first(game, start)
    body, check = data[:-_CHECK], data[-_CHECK:]
    if len(data) < 1 + 1 + _CHECK or int.from_bytes(check, "big") != checksum(game, start, body):
        raise InvalidRecordError(
            _("the link was changed or cut short: its check does not match this game")
        )
    count, at = _read_varint(body, 1)
    limits.check(InvalidRecordError, _("the link's line"), count, limits.LINE, _("steps"))
    bits = _Bits(body, at)
    moves: list[str] = []
    states = [state]
    for ply in range(count):
        steps = game.steps(state) if not game.is_over(state) else ()
        if not steps:
            raise InvalidRecordError(
                _("the link's step {n} comes after the end of the game").format(n=ply + 1)
            )
        index = bits.read(_width(len(steps)))
        if index is None:
            raise InvalidRecordError(
                _("the link's steps stop at step {n} of {count}").format(n=ply + 1, count=count)
            )
        if index >= len(steps):
            raise InvalidRecordError(
                ngettext(
                    "the link's step {n} is choice {choice} of {legal} legal step",
                    "the link's step {n} is choice {choice} of {legal} legal steps",
                    len(steps),
                ).format(n=ply + 1, choice=index + 1, legal=len(steps))
            )
        moves.append(str(steps[index]))
        state = game.successor(state, steps[index])
        states.append(state)
    if not bits.done():
        raise InvalidRecordError(
            ngettext(
                "the link holds more than its {n} step",
                "the link holds more than its {n} steps",
                count,
            ).format(n=count)
        )
    return moves, states


def _first(game: Game[Any, Any], start: str | None) -> Any:
    try:
        return game.initial_state() if start is None else game.from_position(start)
    except GameError as error:
        raise type(error)(_("start position: {error}").format(error=error)) from None


def _width(choices: int) -> int:
    """Bits that tell ``choices`` apart: none for a forced step."""
    return (choices - 1).bit_length()


def checksum(game: Game[Any, Any], start: str | None, data: bytes | bytearray) -> int:
    """The check a link ends with: CRC-32 of the game, its options, ``start`` and ``data`` (the
    bytes before the check), cut to 24 bits."""
    identity = json.dumps([game.id, sorted(game.options.items()), start], ensure_ascii=False)
    return zlib.crc32(data, zlib.crc32(identity.encode("utf-8"))) & (1 << 8 * _CHECK) - 1


def _varint(out: bytearray, number: int) -> None:
    while True:
        low, number = number & 0x7F, number >> 7
        out.append(low | (0x80 if number else 0))
        if not number:
            return


def _read_varint(data: bytes, at: int) -> tuple[int, int]:
    number = shift = 0
    while at < len(data) and shift < 21:  # 3 bytes hold far more than a line's limit
        byte = data[at]
        number |= (byte & 0x7F) << shift
        at += 1
        if not byte & 0x80:
            return number, at
        shift += 7
    raise InvalidRecordError(_("the link's number of steps is damaged"))


class _Bits:
    """Bits written into, or read from, bytes, highest bit first; a small accumulator keeps
    both linear in the number of bits (a growing integer would be quadratic)."""

    def __init__(self, data: bytes | bytearray, at: int = 0) -> None:
        self.data, self.at = data, at
        self.value = self.count = 0

    def write(self, value: int, width: int) -> None:
        assert isinstance(self.data, bytearray)
        self.value = self.value << width | value
        self.count += width
        while self.count >= 8:
            self.count -= 8
            self.data.append(self.value >> self.count & 0xFF)
        self.value &= (1 << self.count) - 1

    def flush(self) -> None:
        if self.count:
            self.write(0, 8 - self.count)

    def read(self, width: int) -> int | None:
        while self.count < width:
            if self.at >= len(self.data):
                return None
            self.value = self.value << 8 | self.data[self.at]
            self.at += 1
            self.count += 8
        self.count -= width
        value = self.value >> self.count
        self.value &= (1 << self.count) - 1
        return value

    def done(self) -> bool:
        """Whether only the last byte's zeros are left."""
        return self.at == len(self.data) and self.value == 0
