"""Text helpers of records: seats, names and dates written so that they read back, lists."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence

from ..ai import LEVEL_NAMES
from ..core import limits
from ..core.errors import InvalidRecordError, quoted
from ..i18n import _

HUMAN = "human"
"""The seat of a person (any other seat is the computer's, at a level)."""

_SPACE = re.compile(r"\s*")
_SEAT_SEPARATOR = re.compile(r"[\s,]+")
_QUOTED = json.JSONDecoder()
# Every word a seat may be read from, and the word it is written as.
_SEATS = {
    HUMAN: HUMAN,
    **{str(level): name for level, name in LEVEL_NAMES.items()},
    **{name: name for name in LEVEL_NAMES.values()},
}


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
            # TRANSLATORS: {human}, {random} and {names} are the words a record writes a seat
            # as (human, random, casual…): written as they are in every language.
            _(
                "{given} is not a seat: a seat is {human}, {random}, or a level "
                "from {low} to {high} or its name ({names})"
            ).format(
                given=quoted(word),
                human=HUMAN,
                random=LEVEL_NAMES[0],
                low=min(levels),
                high=max(levels),
                names=", ".join(LEVEL_NAMES[level] for level in levels),
            )
        )
    return found


def check_texts(names: Sequence[str], date: str | None = None) -> None:
    """Refuse a name or a date that is not text, or too long."""
    for number, name in enumerate(names, start=1):
        if not isinstance(name, str):
            raise InvalidRecordError(
                _("name {n} is not text but {given}").format(n=number, given=quoted(name))
            )
        # TRANSLATORS: a player's name, numbered from 1 ("name 2 is longer than…").
        limits.check(InvalidRecordError, _("name {n}").format(n=number), len(name), limits.TEXT)
    if date is not None:
        if not isinstance(date, str):
            raise InvalidRecordError(
                _("the date is not text but {given}").format(given=quoted(date))
            )
        limits.check(InvalidRecordError, _("the date"), len(date), limits.TEXT)


def write_text(text: str, separator: str = "") -> str:
    """``text`` as is where :func:`read_text` reads it back unchanged, else as a JSON string
    (which escapes line breaks and every other character that could end a line)."""
    plain = (
        text
        and text == text.strip()
        and text.isprintable()  # false for line breaks, tabs and separators such as U+2028
        and not text.startswith('"')
        and not (separator and separator in text)
    )
    return text if plain else json.dumps(text)


def read_text(text: str) -> str:
    """A header value: plain text, or one JSON string; ValueError saying what is wrong."""
    if not text.startswith('"'):
        return text
    value, end = read_quoted(text, 0)
    rest = text[end:].strip()
    if rest:
        raise ValueError(_("unexpected {rest} after the quoted text").format(rest=quoted(rest)))
    return value


def read_result(text: str) -> str:
    """The result line, read like a date; as it stands when it does not read (it is never
    trusted, and a person may have edited it)."""
    try:
        return read_text(text)
    except ValueError:
        return text


def read_list(text: str, too_many: str, limit: int) -> tuple[str, ...]:
    """Comma-separated values, each plain or a JSON string, white space around each dropped;
    at most ``limit`` of them (ValueError past it, at once, saying ``too_many``: a translated
    message with ``{limit}``).

    Linear in the text: each value is read where it stands, never from a copy of the rest."""
    items: list[str] = []
    at, end = 0, len(text)
    while True:
        if len(items) == limit:
            raise ValueError(too_many.format(limit=limit))
        at = skip_space(text, at)
        if text.startswith('"', at):
            item, at = read_quoted(text, at)
            at = skip_space(text, at)
            if at < end and text[at] != ",":
                raise ValueError(_("expected a comma after {item}").format(item=quoted(item)))
        else:
            comma = text.find(",", at)
            comma = end if comma < 0 else comma
            item, at = text[at:comma].strip(), comma
        items.append(item)
        if at >= end:
            return tuple(items)
        at += 1  # the comma


def read_seats(text: str) -> tuple[str, ...]:
    words = [word for word in _SEAT_SEPARATOR.split(text, maxsplit=limits.PLAYERS + 1) if word]
    if len(words) > limits.PLAYERS:
        raise ValueError(
            _("more than {limit} seats; at most {limit} are read").format(limit=limits.PLAYERS)
        )
    return tuple(seat(word) for word in words)


def skip_space(text: str, at: int) -> int:
    found = _SPACE.match(text, at)
    assert found is not None  # \s* matches everywhere
    return found.end()


def read_quoted(text: str, at: int) -> tuple[str, int]:
    try:
        value, end = _QUOTED.raw_decode(text, at)
    except json.JSONDecodeError:
        raise ValueError(
            _("{text} is not a closed quoted text").format(text=quoted(text[at:]))
        ) from None
    read: str = value  # JSON that starts with '"' is a string
    return read, end


def wrap(words: Sequence[str], width: int) -> list[str]:
    """Join words into lines of at most ``width`` characters (a longer word stands alone)."""
    lines: list[str] = []
    for word in words:
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines
