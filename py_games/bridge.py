"""The one module the browser calls: JSON text in, JSON text out.

The web worker calls :func:`handle` with a request such as
``{"fn": "view", "game": "contiguous", "options": {"size": 5}, "moves": ["c3", "d4"]}`` and
gets back a JSON string. Only strings cross the boundary, so no Python object outlives a call
(no PyProxy leaks), and every error comes back as data, ``{"error": {"type", "message"}}``,
never as an exception that would kill the worker.

Functions (``fn``):

``catalog``
    The playable games with their options (each value with its words), for menus and new-game
    forms; under ``planned`` the games that are not playable yet (id and title); the
    computer's ``levels``; and the ``limits`` of what is read (:mod:`.core.limits`).
``view``
    ``ply`` and ``start`` of the position reached by ``moves`` (played from ``start``, or the
    initial position), and its ``scene``: everything the board draws and accepts as clicks
    (see :mod:`.core.scene`), built by the game's presenter. With ``"board": true`` it also
    holds ``board``, what does not change during the game (sent once per game); with
    ``"history": true``, ``history``: every step's canonical text and who played it (for a
    move list, once per game). The scene carries its ``picture`` (:mod:`.draw.picture`, what
    every board draws), with the ``marks`` and ``arrows`` the request writes (text, as
    :mod:`.draw.annotations` reads it) and every place's name only when ``names`` is true,
    and ``told``: those marks and arrows in words.
``play``
    Like ``view`` with ``step`` played after ``moves``, and ``played``: the step's canonical
    text and its player. An illegal step is an ``IllegalMoveError`` whose message is the
    engine's reason.
``why_not``
    Why the ``cells`` clicked so far (or one ``cell``) begin no click order of a legal step,
    as ``reason`` (``null`` when they do); and then, as ``prompt``, what they mean where the
    game has something to say (Tonga: which stone is where, and how to swap it).
``think`` / ``forget``
    A computer's step, searched a slice at a time (see :func:`think`), and dropping a search.
``record``
    The record text of a game (see :mod:`py_games.records`), with the players' ``names``, the
    ``seats`` (who plays each: ``human`` or a level) and the ``date``: names and seats one
    per player or none, anything else refused as reading the record would refuse it.
    ``load`` reads one back: the game, its moves, names, seats and date, and its last view.
``edit``
    A position editor's sketch checked and drawn (:func:`py_games.core.sketch.edit`).
``svg``
    The picture of one position of a line (``ply``, the last by default) as an SVG document,
    exactly what :func:`py_games.draw.diagram` draws of it, with the ``marks`` and ``arrows``,
    ``width`` pixels wide in the ``theme`` asked, and its ``description`` (what a screen
    reader hears): for a page's exports (a picture, the frames of a GIF).

Every answer is one of the TypedDicts of :mod:`.core.answers` (each function is annotated with
its own, and mypy checks them). Each job is done once: a game and its presenter are built once
per id and options, a step is checked once, the outcome is worked out once per state, and a
view's cost does not grow with the game's length (the record text and the history are only
sent when asked for).

The front end holds the list of steps; replaying it on every call is what keeps the worker
free of per-board state, and a small cache of replayed lines makes that cheap: extending,
undoing or browsing a line only applies the steps that differ. A cached line holds a state per
step, and states share what they hold of the past (Nonaga's history), so a line takes memory
linear in its length.

Nothing is read past its limit (:mod:`.core.limits`): a request longer than ``REQUEST``
characters is refused before it is decoded, a line of more than ``LINE`` steps before it is
replayed, and a line that long cannot go on.
"""

from __future__ import annotations

import itertools
import json
import re
import time
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from . import ai, records
from .core import limits
from .core.answers import (
    CatalogAnswer,
    EditAnswer,
    ForgetAnswer,
    LoadAnswer,
    PicturedScene,
    PlayAnswer,
    RecordAnswer,
    SvgAnswer,
    ThinkAnswer,
    ViewAnswer,
    WhyNotAnswer,
)
from .core.errors import (
    GameError,
    IllegalMoveError,
    InvalidMoveError,
    InvalidRecordError,
    cut,
    quoted,
)
from .core.game import Game, Move, State
from .core.presenter import present
from .core.sketch import edit as edit_sketch
from .draw import Diagram
from .draw.annotations import COLOURS as ANNOTATION_COLOURS
from .draw.annotations import Annotations, describe, of
from .draw.annotations import check as check_annotations
from .draw.picture import picture
from .registry import GAMES, PLANNED, get_game

Request = dict[str, Any]

_LINES_KEPT = 16  # one replayed line per board on a page is plenty
# Requests nest two deep. The JSON decoder recurses per level, and in Pyodide the WebAssembly
# stack overflows (killing the worker) long before CPython's recursion limit is reached, so
# depth is checked before decoding (limits.DEPTH) instead of by catching RecursionError.
# A JSON string, read in one pass: possessive, so nothing read is ever read again, and an
# unclosed one runs to the end (as the decoder reads it: it would stop there). A pattern that
# must find the closing quote tries again from every quote inside an unclosed string, which
# took 3 to 11 s on a 32 KB request.
_JSON_STRING = re.compile(r'"(?:[^"\\]++|\\.)*+"?', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_BRACKET_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


class BadRequest(GameError):
    """A request the bridge cannot read (a front-end bug, not a player's mistake)."""


def handle(request_json: str) -> str:
    """Answer one JSON request with one JSON response; never raises.

    ``InternalError`` means a bug of ours; anything wrong with the request itself is a
    ``BadRequest`` or the precise :class:`GameError` the rules raised.
    """
    try:
        request = _parse(request_json)
        fn = request.get("fn")
        if not isinstance(fn, str):
            raise BadRequest(f"'fn' names a function, it is not {quoted(fn)}")
        if fn not in _FUNCTIONS:
            raise BadRequest(f"unknown function {quoted(fn)}; known: {', '.join(_FUNCTIONS)}")
        return _dumps(_FUNCTIONS[fn](request))
    except GameError as error:
        return _error(type(error).__name__, str(error))
    except Exception as error:  # a bug must come back as data, not kill the worker
        return _error("InternalError", f"{type(error).__name__}: {error}")


def _parse(request_json: object) -> Request:
    if not isinstance(request_json, str):
        raise BadRequest(f"a request is JSON text, not {type(request_json).__name__}")
    limits.check(BadRequest, "the request", len(request_json), limits.REQUEST)
    if _too_deep(request_json):
        raise BadRequest("the request is nested too deeply")
    try:
        request = json.loads(request_json)
    except json.JSONDecodeError as error:
        raise BadRequest(f"the request is not JSON: {error}") from None
    except ValueError:  # only an integer past Python's 4,300-digit conversion limit
        raise BadRequest("the request holds a number too long to read") from None
    if not isinstance(request, dict):
        raise BadRequest("a request is a JSON object")
    return request


def _too_deep(text: str) -> bool:
    """Whether ``text`` opens more than ``limits.DEPTH`` brackets at once, strings aside; in
    time linear in the text (each character is read once, by C code)."""
    if text.count("[") + text.count("{") <= limits.DEPTH:
        return False  # the usual request: nothing to scan
    brackets = _NOT_BRACKET.sub("", _JSON_STRING.sub("", text))
    depths = itertools.accumulate(map(_BRACKET_STEP.__getitem__, brackets))
    return max(depths, default=0) > limits.DEPTH


def _dumps(answer: object) -> str:
    text = json.dumps(answer, ensure_ascii=False)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        # A lone surrogate copied from the request (a cut emoji) is not UTF-8: escape it, so
        # the reply stays valid text for JavaScript.
        text = json.dumps(answer)
    return text


def _error(kind: str, message: str) -> str:
    return _dumps({"error": {"type": kind, "message": message}})


# -- request fields --------------------------------------------------------------------------


def _field(request: Request, name: str, kind: type, default: Any = None) -> Any:
    value = request.get(name, default)
    if value is not default and not isinstance(value, kind):
        raise BadRequest(f"{name!r} must be a {kind.__name__}")
    return value


_games: OrderedDict[str, Game[Any, Any]] = OrderedDict()


def _game(request: Request) -> Game[Any, Any]:
    game_id = _field(request, "game", str, "")
    options = dict(_field(request, "options", dict, None) or {})
    # Building a game precomputes its tables (1.5 ms at 19×19): keep the recent ones.
    key = json.dumps([game_id, options], sort_keys=True)
    game = _games.pop(key, None) or _new_game(game_id, options)
    _games[key] = game
    while len(_games) > _LINES_KEPT:
        _games.popitem(last=False)
    return game


def _new_game(game_id: str, options: dict[str, Any]) -> Game[Any, Any]:
    # Options may arrive as text (from a link's fragment): read them as a record would.
    declared = (
        {option.name: option for option in GAMES[game_id].OPTIONS} if game_id in GAMES else {}
    )
    for name, value in options.items():
        if isinstance(value, str) and name in declared:
            options[name] = declared[name].parse(value, game_id)
    return get_game(game_id, **options)


def _texts(request: Request, name: str) -> list[str]:
    texts = _field(request, name, list, None) or []
    if not all(isinstance(t, str) for t in texts):
        raise BadRequest(f"{name!r} must be a list of texts")
    return texts


def _moves(request: Request) -> list[str]:
    moves = _texts(request, "moves")
    limits.check(InvalidRecordError, "the line", len(moves), limits.LINE, "steps")
    return moves


# -- replay with a cache of recent lines -----------------------------------------------------

# (step text as sent, the step, the state after it); line[0] holds the start with no step.
_Line = list[tuple[str, Move | None, State]]
_lines: OrderedDict[tuple[Game[Any, Any], str | None], _Line] = OrderedDict()


def _replay(game: Game[Any, Any], start: str | None, moves: Sequence[str]) -> _Line:
    """States along ``moves``, reusing the longest prefix replayed before."""
    key = (game, start)
    line = _lines.pop(key, None)
    if line is None:
        try:
            first = game.initial_state() if start is None else game.from_position(start)
        except GameError as error:
            raise type(error)(f"start position: {error}") from None
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
            _extend(game, line, moves[ply])
        except GameError as error:
            raise InvalidRecordError(f"step {ply + 1} ({cut(moves[ply])}): {error}") from None
    return line


def _extend(game: Game[Any, Any], line: _Line, text: str) -> None:
    move, after = game.play(line[-1][2], text)
    line.append((text, move, after))


# -- the functions ---------------------------------------------------------------------------


def catalog(_request: Request) -> CatalogAnswer:
    return {
        "games": [
            {
                "id": cls.id,
                "title": cls.title,
                "summary": cls.summary,
                "groups_name": cls.presenter.groups_name,
                "options": [option.describe() for option in cls.OPTIONS],
            }
            for cls in GAMES.values()
        ],
        # Not playable yet: listed so a page can say so instead of "no such game".
        "planned": [{"id": game_id, "title": title} for game_id, title in PLANNED.items()],
        # The colours an author's marks and arrows may have, the default first.
        "colours": list(ANNOTATION_COLOURS),
        # What a seat can be besides a person: the computer at each level (0 plays at random).
        "levels": [{"level": level, "name": name} for level, name in ai.LEVEL_NAMES.items()],
        # How much is read, so that a page can refuse what is too long before sending it.
        "limits": {
            "request": limits.REQUEST,
            "record": limits.RECORD,
            "position": limits.POSITION,
            "line": limits.LINE,
            "text": limits.TEXT,
            "clicks": limits.CLICKS,
        },
    }


def view(request: Request) -> ViewAnswer:
    game = _game(request)
    start = _field(request, "start", str, None)
    return _view(game, start, _replay(game, start, _moves(request)), request)


def play(request: Request) -> PlayAnswer:
    game = _game(request)
    start = _field(request, "start", str, None)
    step = _field(request, "step", str, None)
    if step is None:
        raise BadRequest("'play' needs a 'step'")
    line = _replay(game, start, _moves(request))
    if len(line) > limits.LINE:  # the start, and as many steps as a line may hold
        raise IllegalMoveError(
            f"the line already has {limits.LINE:,} steps, the most a line may hold: "
            "the game cannot go on"
        )
    _extend(game, line, step)  # an IllegalMoveError carries the engine's reason as it is
    player = game.to_move(line[-2][2])
    assert player is not None  # a step was just played there
    answer: PlayAnswer = {
        **_view(game, start, line, request),
        "played": {"step": str(line[-1][1]), "player": player},
    }
    return answer


def why_not(request: Request) -> WhyNotAnswer:
    game = _game(request)
    cells = _texts(request, "cells") or [_field(request, "cell", str, "")]
    too_many = limits.too_many("clicks", len(cells), limits.CLICKS)
    if too_many:  # before the line is replayed
        raise InvalidMoveError(too_many)
    state = _replay(game, _field(request, "start", str, None), _moves(request))[-1][2]
    reason = game.why_not(state, *cells)
    if reason is not None:
        return {"reason": reason, "prompt": None}
    clicks = tuple(cell.strip().lower() for cell in cells)  # as why_not read them
    return {"reason": None, "prompt": present(game).prompt(state, clicks)}


def record(request: Request) -> RecordAnswer:
    """The record text of a line; names and seats one per player or none, refused otherwise
    as :func:`records.read` would refuse them, so that every record written loads back."""
    game = _game(request)
    names = _texts(request, "names")
    seats = _field(request, "seats", list, None) or []
    if not all(isinstance(s, str | int) and not isinstance(s, bool) for s in seats):
        raise BadRequest("'seats' must be a list of texts or levels")
    date = _field(request, "date", str, None)
    start = _field(request, "start", str, None)
    line = _replay(game, start, _moves(request))
    replayed = records.Replay(
        game, tuple(s for _, _, s in line), tuple(m for _, m, _ in line[1:] if m is not None)
    )
    text = records.format_replay(
        replayed, names=names, date=date, with_start=start is not None, seats=seats
    )
    return {"text": text}


def load(request: Request) -> LoadAnswer:
    rec = records.read(_field(request, "text", str, ""))
    replayed = records.replay(rec)
    game = replayed.game
    start = None if rec.start is None else game.position(replayed.states[0])
    moves = [str(m) for m in replayed.moves]
    return {
        "game": game.id,
        "options": dict(game.options),
        "start": start,
        "moves": moves,
        "names": list(rec.names),
        "seats": list(rec.seats),
        "date": rec.date,
        "view": _view(game, start, _replay(game, start, moves), {"board": True, "history": True}),
    }


def _view(game: Game[Any, Any], start: str | None, line: _Line, request: Request) -> ViewAnswer:
    presenter = present(game)
    board = presenter.board()
    scene = presenter.scene(line[-1][2], _last_turn(game, line))
    told = _annotations(request)
    if "places" not in scene:
        # A table's places come and go (Nonaga): a diagram's mark may name a place of a later
        # position, and is drawn where the place is; elsewhere every place is always there.
        check_annotations(told, {p["name"]: p for p in board["places"]})
    drawn = picture(board, scene, told)
    if not _field(request, "names", bool, False):
        # Every place's name is a third of a late 19×19 picture: sent only to a board showing them.
        drawn["items"] = [item for item in drawn["items"] if item.get("when") != "names"]
    pictured: PicturedScene = {
        **scene,
        "picture": drawn,
        "told": describe(told),
    }
    answer: ViewAnswer = {"ply": len(line) - 1, "start": start, "scene": pictured}
    if _field(request, "board", bool, False):
        answer["board"] = board
    if _field(request, "history", bool, False):
        movers = [game.to_move(s) for _, _, s in line[:-1]]
        answer["history"] = {
            "moves": [str(m) for _, m, _ in line[1:]],
            "movers": [p for p in movers if p is not None],  # each played a step: none is None
        }
    return answer


def _annotations(request: Request) -> Annotations:
    """The request's marks and arrows (text); an ``InvalidAnnotationError`` names what is
    wrong with them."""
    return of(_field(request, "marks", str, "") or "", _field(request, "arrows", str, "") or "")


def _last_turn(game: Game[Any, Any], line: _Line) -> list[tuple[int, Move]]:
    """The steps of the last turn: back from the end while the same player made them."""
    turn: list[tuple[int, Move]] = []
    for ply in range(len(line) - 1, 0, -1):
        player = game.to_move(line[ply - 1][2])
        move = line[ply][1]
        if player is None or move is None or (turn and turn[0][0] != player):
            break
        turn.insert(0, (player, move))
    return turn


_searches: OrderedDict[str, tuple[ai.Search, float]] = OrderedDict()
_SEARCHES_KEPT = 8  # one per board thinking at once is plenty


def think(request: Request) -> ThinkAnswer:
    """Search for the player to move, one slice at a time (see :mod:`py_games.ai`).

    The first call (no ``search``) starts a search of the position reached by ``moves`` at
    ``level`` with ``seed``; each call runs it for at most ``slice_ms`` milliseconds, and
    later calls name it by the ``search`` id they were given, with the same game and moves
    (a search dropped from the cache starts again from them). The answer says whether it is
    ``done`` (its iterations spent, or ``budget_ms`` of thinking in all), how far it got, and
    the ``step`` it would play now, so a page can stop it early (a player pressed Undo) or
    ask for a hint."""
    search_id = _field(request, "search", str, None)
    slice_ms = _number(request, "slice_ms", 50, limits.SLICE_MS)
    budget_ms = _number(request, "budget_ms", 3_000, limits.BUDGET_MS)
    found = _searches.pop(search_id, None) if search_id is not None else None
    if found is None:
        game = _game(request)
        line = _replay(game, _field(request, "start", str, None), _moves(request))
        level = _field(request, "level", int, 2)
        seed = _field(request, "seed", str, "")
        found = (ai.Search(game, line[-1][2], level=level, seed=seed), 0.0)
        search_id = f"s{next(_search_ids)}"
    search, spent = found
    started = time.perf_counter()
    search.run(time_limit=min(slice_ms, max(0.0, budget_ms - spent)) / 1000)
    spent += (time.perf_counter() - started) * 1000
    done = search.done or spent >= budget_ms
    if not done:
        assert search_id is not None
        _searches[search_id] = (search, spent)
        while len(_searches) > _SEARCHES_KEPT:
            _searches.popitem(last=False)
    return {
        "search": search_id,
        "done": done,
        "progress": 1.0 if done else max(search.progress, spent / budget_ms),
        "iterations": search.iterations,
        "step": str(search.best()),
    }


def forget(request: Request) -> ForgetAnswer:
    """Drop a search that is no longer wanted (the game moved on)."""
    _searches.pop(_field(request, "search", str, ""), None)
    return {}


_search_ids = itertools.count(1)


def _number(request: Request, name: str, default: int, bounds: tuple[int, int]) -> int:
    value = _field(request, name, int, default)
    if isinstance(value, bool) or not bounds[0] <= value <= bounds[1]:
        raise BadRequest(f"{name!r} must be a whole number from {bounds[0]} to {bounds[1]}")
    return int(value)


def edit(request: Request) -> EditAnswer:
    """A sketch (or ``position`` read into one) checked and drawn, for a position editor."""
    position = _field(request, "position", str, None)
    if position is not None:
        limits.check(BadRequest, "the position", len(position), limits.POSITION)
    return edit_sketch(
        _game(request),
        request.get("sketch"),
        position=position,
        marks=_field(request, "marks", str, ""),
        arrows=_field(request, "arrows", str, ""),
        width=_number(request, "width", 480, (40, 4000)),
        board=_field(request, "board", bool, False),
    )


_THEMES = ("light", "dark")
_SVG_WIDTH = (16, 4096)  # pixels: a favicon to a poster; past that a PNG would not fit a canvas


def svg(request: Request) -> SvgAnswer:
    """One position of a line drawn as :func:`py_games.draw.diagram` draws it (the same SVG,
    byte for byte), for a page that exports it: ``ply`` picks the position (0 is the start,
    the last by default), the last turn before it is marked as the board marks it."""
    game = _game(request)
    start = _field(request, "start", str, None)
    moves = _moves(request)
    ply = _number(request, "ply", len(moves), (0, len(moves)))
    width = _number(request, "width", 480, _SVG_WIDTH)
    theme = _field(request, "theme", str, "light")
    if theme not in _THEMES:
        raise BadRequest(f"'theme' must be one of {', '.join(_THEMES)}, not {quoted(theme)}")
    regions = _field(request, "regions", bool, False)
    names = _field(request, "names", bool, False)
    told = _annotations(request)
    line = _replay(game, start, moves)[: ply + 1]
    state, last = line[-1][2], _last_turn(game, line)
    scene = present(game).scene(state, last)
    if "places" in scene:
        # A table's places come and go (Nonaga): as on the board (see _view), what names a
        # place not there at this ply is left out, so one set of marks serves every frame.
        there = scene["places"]
        told = _kept_on(told, {p["name"] for p in there})
    figure = Diagram(game, state, last, told)
    return {
        "svg": figure.svg(width, theme=theme, regions=regions, names=names),
        "description": figure.description,
    }


def _kept_on(told: Annotations, there: set[str]) -> Annotations:
    """``told`` without the marks and arrows naming a place not in ``there``."""
    kept: Annotations = {}
    if "marks" in told:
        kept["marks"] = [m for m in told["marks"] if m["at"] in there]
    if "arrows" in told:
        kept["arrows"] = [a for a in told["arrows"] if a["start"] in there and a["end"] in there]
    return kept


_FUNCTIONS: dict[str, Callable[[Request], Mapping[str, object]]] = {
    "catalog": catalog,
    "view": view,
    "play": play,
    "why_not": why_not,
    "record": record,
    "load": load,
    "think": think,
    "forget": forget,
    "edit": edit,
    "svg": svg,
}
