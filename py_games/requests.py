"""Reading a bridge request: the JSON text checked and decoded, its fields, the game it
names, and the line of steps it plays, replayed with a cache of recent lines.

Everything here refuses what it cannot read with a :class:`BadRequest` (a front end's bug) or
the precise :class:`~py_games.GameError` the rules raise (a player's mistake), naming the
field, and reads nothing past its limit (:mod:`.core.limits`). :mod:`py_games.bridge` answers
the requests; this module only reads them.
"""

from __future__ import annotations

import itertools
import json
import re
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any

from .core import limits
from .core.errors import GameError, InvalidRecordError, cut, quoted
from .core.game import Game, Move, State
from .i18n import _
from .registry import get_game, read_options

Request = dict[str, Any]

_LINES_KEPT = 16  # one replayed line per board on a page is plenty
# Requests nest two deep. The JSON decoder recurses per level, and in Pyodide the WebAssembly
# stack overflows (killing the worker) long before CPython's recursion limit is reached, so
# depth is checked before decoding (limits.DEPTH) instead of by catching RecursionError.
# A JSON string, read in one pass: possessive, so nothing read is ever read again, and an
# unclosed one runs to the end (as the decoder reads it: it would stop there). A pattern that
# must find the closing quote tries again from every quote inside an unclosed string: time
# quadratic in the request.
_JSON_STRING = re.compile(r'"(?:[^"\\]++|\\.)*+"?', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
# A lone surrogate (half of a character: an emoji cut in two) is text JSON carries and UTF-8
# cannot: anything that encodes a field (a link's check, a picture's ids) would fail on it.
# Looked for in the request's text first, in one pass (as a character, or escaped as
# \uD800 to \uDFFF), and only then in the fields, to name the one that holds it.
_MAYBE_SURROGATE = re.compile(r"[\ud800-\udfff]|\\u[dD][89a-fA-F]")
_SURROGATE = re.compile("[\ud800-\udfff]")
_BRACKET_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


class BadRequest(GameError):
    """A request the bridge cannot read (a front-end bug, not a player's mistake)."""


def parse(request_json: object) -> Request:
    """The request a JSON text holds: an object, within the length and nesting limits."""
    if not isinstance(request_json, str):
        raise BadRequest(f"a request is JSON text, not {type(request_json).__name__}")
    limits.check(BadRequest, "the request", len(request_json), limits.REQUEST)
    if too_deep(request_json):
        raise BadRequest("the request is nested too deeply")
    try:
        request = json.loads(request_json)
    except json.JSONDecodeError as error:
        raise BadRequest(f"the request is not JSON: {error}") from None
    except ValueError:  # only an integer past Python's 4,300-digit conversion limit
        raise BadRequest("the request holds a number too long to read") from None
    if not isinstance(request, dict):
        raise BadRequest("a request is a JSON object")
    if _MAYBE_SURROGATE.search(request_json):
        whole_characters(request)
    return request


def too_deep(text: str) -> bool:
    """Whether ``text`` opens more than ``limits.DEPTH`` brackets at once, strings aside; in
    time linear in the text (each character is read once, by C code)."""
    if text.count("[") + text.count("{") <= limits.DEPTH:
        return False  # the usual request: nothing to scan
    brackets = _NOT_BRACKET.sub("", _JSON_STRING.sub("", text))
    depths = itertools.accumulate(map(_BRACKET_STEP.__getitem__, brackets))
    return max(depths, default=0) > limits.DEPTH


def whole_characters(request: Request) -> None:
    """Refuse a request with a lone surrogate in any text, naming the field (a ``BadRequest``:
    a page sends whole characters). A loop, not a recursion, whatever the nesting."""
    for key in request:
        _whole("a field's name", key)
    fields: list[tuple[str, object]] = list(request.items())
    while fields:
        where, value = fields.pop()
        if isinstance(value, dict):
            for key, item in value.items():
                _whole(f"a name in {quoted(where)}", key)
                fields.append((f"{where}.{key}", item))
        elif isinstance(value, list):
            fields += ((f"{where}[{index}]", item) for index, item in enumerate(value))
        elif isinstance(value, str):
            _whole(quoted(where), value)


def _whole(what: str, text: str) -> None:
    half = _SURROGATE.search(text)
    if half is not None:
        raise BadRequest(
            f"{what} holds {quoted(half.group())} at character {half.start() + 1}, half of a "
            "character (a lone surrogate): text must be whole characters"
        )


# -- request fields --------------------------------------------------------------------------


def field(request: Request, name: str, kind: type, default: Any = None) -> Any:
    value = request.get(name, default)
    if value is not default and not isinstance(value, kind):
        raise BadRequest(f"{name!r} must be a {kind.__name__}")
    return value


_games: OrderedDict[str, Game[Any, Any]] = OrderedDict()


def game(request: Request) -> Game[Any, Any]:
    game_id = field(request, "game", str, "")
    options = dict(field(request, "options", dict, None) or {})
    # Building a game precomputes its tables (a board's geometry): keep the recent ones.
    key = json.dumps([game_id, options], sort_keys=True)
    game = _games.pop(key, None) or new_game(game_id, options)
    _games[key] = game
    while len(_games) > _LINES_KEPT:
        _games.popitem(last=False)
    return game


def new_game(game_id: str, options: dict[str, Any]) -> Game[Any, Any]:
    # Options may arrive as text (from a link's fragment): read them as a record would.
    return get_game(game_id, **read_options(game_id, options))


def texts(request: Request, name: str) -> list[str]:
    texts = field(request, name, list, None) or []
    if not all(isinstance(t, str) for t in texts):
        raise BadRequest(f"{name!r} must be a list of texts")
    return texts


def moves(request: Request) -> list[str]:
    moves = texts(request, "moves")
    limits.check(InvalidRecordError, _("the line"), len(moves), limits.LINE, _("steps"))
    return moves


# -- replay with a cache of recent lines -----------------------------------------------------

# (step text as sent, the step, the state after it); line[0] holds the start with no step.
Line = list[tuple[str, Move | None, State]]
_lines: OrderedDict[tuple[Game[Any, Any], str | None], Line] = OrderedDict()


def replay(game: Game[Any, Any], start: str | None, moves: Sequence[str]) -> Line:
    """States along ``moves``, reusing the longest prefix replayed before."""
    key = (game, start)
    line = _lines.pop(key, None)
    if line is None:
        try:
            first = game.initial_state() if start is None else game.from_position(start)
        except GameError as error:
            raise type(error)(_("start position: {error}").format(error=error)) from None
        line = [("", None, first)]
    _lines[key] = line
    while len(_lines) > _LINES_KEPT:
        _lines.popitem(last=False)
    common = 0
    while common < min(len(moves), len(line) - 1) and line[common + 1][0] == moves[common]:
        common += 1
    del line[common + 1 :]
    for ply in range(common, len(moves)):
        try:
            extend(game, line, moves[ply])
        except GameError as error:
            raise InvalidRecordError(
                _("step {n} ({step}): {error}").format(n=ply + 1, step=cut(moves[ply]), error=error)
            ) from None
    return line


def extend(game: Game[Any, Any], line: Line, text: str) -> None:
    move, after = game.play(line[-1][2], text)
    line.append((text, move, after))


def number(request: Request, name: str, default: int, bounds: tuple[int, int]) -> int:
    value = field(request, name, int, default)
    if isinstance(value, bool) or not bounds[0] <= value <= bounds[1]:
        raise BadRequest(f"{name!r} must be a whole number from {bounds[0]} to {bounds[1]}")
    return int(value)


def forget() -> None:
    """Drop every game and line kept (what a memory measurement starts from)."""
    _games.clear()
    _lines.clear()
