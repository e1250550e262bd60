"""Reading record text: the header, then the steps with their variations."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from .. import i18n
from ..core import limits
from ..core.errors import InvalidRecordError, quoted
from ..i18n import _
from ..registry import GAMES, unknown_game
from ..tree import CLOSE, OPEN, Tree
from .record import TAGS, Record
from .text import check_texts, read_list, read_result, read_seats, read_text

if TYPE_CHECKING:
    from ..core.options import OptionValue

_HEADER = re.compile(r"([A-Za-z_][A-Za-z_ ]*):\s*(.*)")
# "12." before a step, and "12..." before a step in the middle of a turn (after a variation).
_TURN_NUMBER = re.compile(r"\d+\.+")
# A parenthesis, or a word between them and spaces: linear, each character read once.
_TOKEN = re.compile(r"[()]|[^\s()]+")


def read(text: str) -> Record:
    """Read record text (checking the header and the shape of the variations; the steps are
    checked by :func:`replay`)."""
    if not isinstance(text, str):
        raise InvalidRecordError(f"a record is text, not {type(text).__name__}")
    limits.check(InvalidRecordError, _("the record"), len(text), limits.RECORD)
    header, tokens = _split(text)
    if "game" not in header:
        if not header and not tokens:
            raise InvalidRecordError(_("the record is empty"))
        # TRANSLATORS: "game: <id>" is a line of the record, written as it is in every language.
        raise InvalidRecordError(_("the record does not say which game: add a line 'game: <id>'"))
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
                raise InvalidRecordError(
                    _("unknown header {key}; the headers are: {known}").format(
                        key=quoted(key), known=known
                    )
                )
        except ValueError as error:  # a GameError, or what a tag's reader found wrong
            said = (
                # TRANSLATORS: {n} is a line number of a record; {key} a header's name (names,
                # date), as it is written in every language; {error} what is wrong.
                _("line {n}: {key}: {error}")
                if key in TAGS and key not in declared
                else _("line {n}: {error}")
            )
            raise InvalidRecordError(said.format(n=number, key=key, error=error)) from None
    variations = OPEN in tokens
    return Record(
        game=game_id,
        options=options,
        moves=() if variations else tuple(tokens),
        start=tags.get("start") or None,
        names=tags.get("names", ()),
        date=tags.get("date") or None,
        result=tags.get("result") or None,
        seats=tags.get("seats", ()),
        tree=Tree(tuple(tokens)) if variations else None,
    )


def _split(text: str) -> tuple[dict[str, tuple[int, str]], list[str]]:
    """The header's values by key (with their line numbers), and the steps' tokens: steps,
    and parentheses around variations, checked to make a tree (:mod:`py_games.tree`)."""
    header: dict[str, tuple[int, str]] = {}
    tokens: list[str] = []
    steps = 0
    opened: list[int] = []  # the line of each variation open
    in_header = True
    # A byte-order mark is what some editors put first when saving text; it is not content.
    for number, raw in enumerate(text.removeprefix("\ufeff").splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        match = _HEADER.fullmatch(line) if in_header else None
        if match is None:
            in_header = False
            for found in _TOKEN.finditer(line):
                token = found.group()
                if token == OPEN:
                    if not tokens or tokens[-1] == OPEN:
                        raise InvalidRecordError(
                            _("line {n}: '(' must follow the step its variation replaces").format(
                                n=number
                            )
                        )
                    opened.append(number)
                    if len(opened) > limits.NESTING:
                        raise InvalidRecordError(
                            _(
                                "line {n}: variations nest more than {most} deep; "
                                "at most {most} are read"
                            ).format(n=number, most=limits.NESTING)
                        )
                elif token == CLOSE:
                    if not opened:
                        raise InvalidRecordError(
                            _("line {n}: ')' closes no variation").format(n=number)
                        )
                    if tokens[-1] == OPEN:
                        raise InvalidRecordError(
                            _("line {n}: '()' is a variation with no step").format(n=number)
                        )
                    opened.pop()
                else:
                    # "12." stands alone or is glued to its step ("12.c3").
                    number_prefix = _TURN_NUMBER.match(token)
                    token = token[number_prefix.end() :] if number_prefix else token
                    if not token:
                        continue
                    steps += 1
                tokens.append(token)
            if steps > limits.LINE:
                raise InvalidRecordError(
                    _(
                        "line {n}: the record has more than {most} steps; at most {most} are read"
                    ).format(n=number, most=i18n.number(limits.LINE))
                )
            continue
        key = match.group(1).strip().lower().replace(" ", "_")
        if key in header:
            raise InvalidRecordError(
                _("line {n}: {key} is given twice").format(n=number, key=quoted(key))
            )
        header[key] = (number, (match.group(2) or "").strip())
    if opened:
        said = (
            _(
                "line {n}: the variation opened there is not closed: add ')' "
                "({open} variations are open)"
            )
            if len(opened) > 1
            else _("line {n}: the variation opened there is not closed: add ')'")
        )
        raise InvalidRecordError(said.format(n=opened[-1], open=len(opened)))
    return header, tokens


def _read_tag(key: str, value: str) -> Any:
    """The value of a header that is not an option, as :class:`Record` holds it."""
    if key == "names":
        names = read_list(
            value, _("more than {limit} names; at most {limit} are read"), limits.PLAYERS
        )
        check_texts(names)
        return names
    if key == "seats":
        return read_seats(value)
    if key == "date":
        date = read_text(value)
        check_texts((), date)
        return date
    if key == "result":
        return read_result(value)
    return value
