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
    computer's ``levels``; and the ``limits`` of what is read (:mod:`py_games.core.limits`).
``view``
    ``ply`` and ``start`` of the position reached by ``moves`` (played from ``start``, or the
    initial position), and its ``scene``: everything the board draws and accepts as clicks
    (see :mod:`py_games.contract.scene`), built by the game's presenter. With ``"board": true``
    it also holds ``board``, what does not change during the game (sent once per game); with
    ``"history": true``, ``history``: every step's canonical text and who played it (for a
    move list, once per game). The scene carries its ``picture`` (:mod:`py_games.draw.picture`, what
    every board draws), with the ``marks`` and ``arrows`` the request writes (text, as
    :mod:`py_games.draw.annotations` reads it), every place's name only when ``names`` is true
    and the scoring regions only when ``regions`` is, and ``told``: those marks and arrows in
    words.
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
``review``
    Every position of a line evaluated and every step judged (:mod:`py_games.review`), a
    slice at a time like ``think``, resumable from the ``evaluations`` an earlier answer gave
    (see :func:`review`); ``forget`` with its ``review`` id drops it.
``record``
    The record text of a game (see :mod:`py_games.records`), with the players' ``names``, the
    ``seats`` (who plays each: ``human`` or a level) and the ``date``: names and seats one
    per player or none, anything else refused as reading the record would refuse it. A board
    asks for it only when something needs it (an export), never at each step.
``load``
    A record read back: the game, its options, start, ``moves``, ``names``, ``seats`` and
    ``date``, and the view at its end (with the board and the history).
``edit``
    A position editor's sketch checked and drawn (:func:`py_games.editing.edit`).
``lesson``
    A task of a game's lesson (``task``: its id or number, the first by default) with the
    lesson's titles, and the try ``moves`` makes from the task's start: whether the
    learner's turn goes on, the computer answers (``replies``), or the goal is met or missed,
    in the rules' words with marks and arrows showing why (:mod:`py_games.lessons`).
``puzzles`` / ``puzzle``
    The shipped puzzles of a game (id, number, difficulty, depth), and one puzzle (by id,
    ``"tonga/12"``) with a try at it, ``moves`` played from its start: whether the solver's
    turn goes on, the others answered (``replies``), or the puzzle is solved or missed, with a
    ``refutation`` showing why; and when asked, a ``hint`` and the ``solution`` (a try asked
    with the solution is the solution shown: its win is said as shown, never as solved)
    (:mod:`py_games.puzzles.play`). A made puzzle is asked for as its link carries it
    (``made``: the game, options, position, solution and depth), its solution checked again.
``make_puzzle``
    Whether the position ``moves`` reaches is a puzzle (exactly one step wins within a depth),
    searched a slice at a time like ``think``; ``forget`` with its ``making`` id drops it. When
    done, the ``puzzle`` or the ``reason`` it is not one (:mod:`py_games.puzzles.making`).
``pack`` / ``unpack``
    A line (``moves`` from ``start``) packed short for a link between two devices, as
    ``steps`` (each step's index among the legal steps, :mod:`py_games.records.compact`), and
    a link's ``steps`` read back into ``moves`` (with the ``options`` as the game reads them),
    refused in words when changed, cut short or refused by the rules.
``practice`` / ``practice_import``
    A player's practice worked out from the journal the page keeps (:mod:`py_games.practice`):
    the mistakes due, the solver's rating and its history, collections, made puzzles, the
    timed run, the puzzle to serve next; and a file's events checked and added to the
    journal, or refused whole, naming the line (:mod:`.practice`).
``svg``
    The picture of one position of a line (``ply``, the last by default) as an SVG document,
    exactly what :func:`py_games.draw.diagram` draws of it, with the ``marks`` and ``arrows``,
    ``width`` pixels wide in the ``theme`` asked, and its ``description`` (what a screen
    reader hears): for a page's exports (a picture, the frames of a GIF).

Every answer is one of the TypedDicts of :mod:`py_games.contract` (each function is
annotated with its own, and mypy checks them). Each job is done once: a game and its presenter
are built once per id and options, a step is checked once, the outcome is worked out once per
state, and a view's cost does not grow with the game's length (the record text and the
history are only sent when asked for).

The front end holds the list of steps; replaying it on every call is what keeps the worker
free of per-board state, and a small cache of replayed lines makes that cheap: extending,
undoing or browsing a line only applies the steps that differ. A cached line holds a state per
step, and states share what they hold of the past (Nonaga's history), so a line takes memory
linear in its length.

Nothing is read past its limit (:mod:`py_games.core.limits`): a request longer than ``REQUEST``
characters is refused before it is decoded, a line of more than ``LINE`` steps before it is
replayed, and a line that long cannot go on.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from importlib import import_module

from .. import i18n
from .. import requests as read
from ..core.errors import GameError, quoted
from ..requests import BadRequest, Request
from .positions import catalog, load, play, record, view, why_not
from .thinking import forget, think

__all__ = [
    "BadRequest",
    "catalog",
    "edit",
    "forget",
    "handle",
    "lesson_task",
    "load",
    "make_puzzle",
    "pack",
    "play",
    "practice",
    "practice_import",
    "puzzle",
    "puzzles",
    "record",
    "review",
    "svg",
    "think",
    "unpack",
    "view",
    "why_not",
]


def handle(request_json: str) -> str:
    """Answer one JSON request with one JSON response; never raises: an error is an answer.

    >>> from py_games import bridge
    >>> bridge.handle('{"fn": "play", "game": "contiguous", "moves": ["c3"], "step": "c3"}')
    '{"error": {"type": "IllegalMoveError", "message": "c3 is not empty"}}'

    A malformed request is a ``BadRequest``: longer than :data:`~.limits.REQUEST` characters
    (2 MiB), not JSON, nested more than :data:`~.limits.DEPTH` deep (checked before decoding,
    in one pass over the text), a number too long to read, ``fn`` that is not a name or names
    no function, or a lone surrogate (half of a character, such as an emoji cut in two) in any
    text, named by its field:

    >>> import json
    >>> answer = bridge.handle('{"fn": "record", "game": "tonga", "names": ["Ann", "Bo \\ud83d"]}')
    >>> error = json.loads(answer)["error"]
    >>> print(error["type"], error["message"].split(",")[0])
    BadRequest 'names[1]' holds '\\ud83d' at character 4

    Any request may name the language of its answer's words (``lang``, a BCP 47 tag; English
    when absent): the answer is made within :func:`~py_games.i18n.using` it, and a language
    not offered is an ``UnknownLanguageError`` naming the languages:

    >>> error = json.loads(bridge.handle('{"fn": "catalog", "lang": "xx"}'))["error"]
    >>> print(error["type"], error["message"])
    UnknownLanguageError there is no language 'xx'; the languages: en, es, de, fr, pt

    Anything else wrong with the request is the precise :class:`GameError` the rules raised;
    ``InternalError`` only ever means a bug of ours. Replies are always valid UTF-8.
    """
    try:
        request = read.parse(request_json)
        fn = request.get("fn")
        if not isinstance(fn, str):
            raise BadRequest(f"'fn' names a function, it is not {quoted(fn)}")
        if fn not in _FUNCTIONS:
            raise BadRequest(f"unknown function {quoted(fn)}; known: {', '.join(_FUNCTIONS)}")
        lang = request.get("lang", "en")
        if not isinstance(lang, str):
            raise BadRequest(f"'lang' names a language (such as \"de\"), it is not {quoted(lang)}")
        with i18n.using(lang):
            return _dumps(function(fn)(request))
    except GameError as error:
        return _error(type(error).__name__, str(error))
    except i18n.UnknownLanguageError as error:
        return _error(type(error).__name__, str(error))
    except Exception as error:  # a bug must come back as data, not kill the worker
        return _error("InternalError", f"{type(error).__name__}: {error}")


def _dumps(answer: object) -> str:
    text = json.dumps(answer, ensure_ascii=False)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        # A lone surrogate (half a character) is not UTF-8: requests holding one are refused
        # (py_games.requests), and should one come from anywhere else, it is escaped, so the
        # reply stays valid text for JavaScript.
        text = json.dumps(answer)
    return text


def _error(kind: str, message: str) -> str:
    return _dumps({"error": {"type": kind, "message": message}})


Function = Callable[[Request], Mapping[str, object]]

_FUNCTIONS: dict[str, Function | str] = {
    "catalog": catalog,
    "view": view,
    "play": play,
    "why_not": why_not,
    "record": record,
    "load": load,
    "think": think,
    "forget": forget,
    "review": ".review:review",
    "edit": ".pictures:edit",
    "svg": ".pictures:svg",
    "lesson": ".learning:lesson_task",
    "puzzles": ".learning:puzzles",
    "puzzle": ".learning:puzzle",
    "make_puzzle": ".making:make_puzzle",
    "pack": ".links:pack",
    "unpack": ".links:unpack",
    "practice": ".practice:practice",
    "practice_import": ".practice:practice_import",
}
"""Each function by its ``fn``: those that show and play a position imported with the bridge,
the others (``module:name``) when first asked for, so that a page's worker imports, and a
site ships first, only what showing and playing a game needs (:mod:`py_games.absent`)."""


def function(fn: str) -> Function:
    """The function `fn` names, imported if need be."""
    found = _FUNCTIONS[fn]
    if isinstance(found, str):
        module, _, name = found.partition(":")
        found = _FUNCTIONS[fn] = getattr(import_module(module, __name__), name)
    return found


def __getattr__(name: str) -> Function:
    """A function of the bridge imported when first asked for (``bridge.review``)."""
    fn = {"lesson_task": "lesson"}.get(name, name)
    if name not in __all__ or fn not in _FUNCTIONS:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return function(fn)
