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
``review``
    Every position of a line evaluated and every step judged (:mod:`py_games.review`), a
    slice at a time like ``think``, resumable from the ``evaluations`` an earlier answer gave
    (see :func:`review`); ``forget`` with its ``review`` id drops it.
``record``
    The record text of a game (see :mod:`py_games.records`), with the players' ``names``, the
    ``seats`` (who plays each: ``human`` or a level) and the ``date``: names and seats one
    per player or none, anything else refused as reading the record would refuse it.
    ``load`` reads one back: the game, its moves, names, seats and date, and its last view.
``edit``
    A position editor's sketch checked and drawn (:func:`py_games.core.sketch.edit`).
``lesson``
    A task of a game's lesson (``task``: its id or number, the first by default) with the
    lesson's titles, and the try ``moves`` makes from the task's start: whether the
    learner's turn goes on, the computer answers (``replies``), or the goal is met or missed,
    in the rules' words with marks and arrows showing why (:mod:`py_games.lessons`).
``puzzles`` / ``puzzle``
    The shipped puzzles of a game (id, number, difficulty, depth), and one puzzle (by id,
    ``"tonga/12"``) with a try at it, ``moves`` played from its start: whether the solver's
    turn goes on, the others answered (``replies``), or the puzzle is solved or missed, with a
    ``refutation`` showing why; and when asked, a ``hint`` and the ``solution``
    (:mod:`py_games.puzzles.play`).
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
import time
from collections import OrderedDict
from collections.abc import Callable, Mapping
from typing import Any, cast

from . import ai, records
from . import requests as read
from . import review as reviewing
from . import tree as trees
from .core import limits
from .core.answers import (
    CatalogAnswer,
    EditAnswer,
    EvaluationInfo,
    ForgetAnswer,
    LessonAnswer,
    LoadAnswer,
    PicturedScene,
    PlayAnswer,
    PuzzleAnswer,
    PuzzlesAnswer,
    RecordAnswer,
    ReviewAnswer,
    ReviewedStep,
    SvgAnswer,
    ThinkAnswer,
    ViewAnswer,
    WhyNotAnswer,
)
from .core.errors import (
    GameError,
    IllegalMoveError,
    InvalidMoveError,
    quoted,
)
from .core.game import Game, Move
from .core.presenter import present
from .core.sketch import edit as edit_sketch
from .draw import Diagram
from .draw.annotations import COLOURS as ANNOTATION_COLOURS
from .draw.annotations import Annotations, describe, of
from .draw.annotations import check as check_annotations
from .draw.picture import picture
from .lessons import attempt, lesson
from .ratings import level_strengths
from .registry import GAMES, PLANNED
from .requests import BadRequest, Request

__all__ = ["BadRequest", "handle"]


def handle(request_json: str) -> str:
    """Answer one JSON request with one JSON response; never raises.

    ``InternalError`` means a bug of ours; anything wrong with the request itself is a
    ``BadRequest`` or the precise :class:`GameError` the rules raised.
    """
    try:
        request = read.parse(request_json)
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
                "strengths": level_strengths(cls.id),
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
    game = read.game(request)
    start = read.field(request, "start", str, None)
    tree = _tree(request)
    answer = _view(game, start, read.replay(game, start, read.moves(request)), request)
    if tree is not None:
        # Every branch is played by the rules: a link's or a save's tree is refused saying why.
        checked = records.replay(records.of(game, start=start, tree=tree)).tree
        answer["tree"] = None if checked is None else trees.to_json(checked)
    return answer


def play(request: Request) -> PlayAnswer:
    game = read.game(request)
    start = read.field(request, "start", str, None)
    step = read.field(request, "step", str, None)
    if step is None:
        raise BadRequest("'play' needs a 'step'")
    line = read.replay(game, start, read.moves(request))
    if len(line) > limits.LINE:  # the start, and as many steps as a line may hold
        raise IllegalMoveError(
            f"the line already has {limits.LINE:,} steps, the most a line may hold: "
            "the game cannot go on"
        )
    tree = _tree(request)
    read.extend(game, line, step)  # an IllegalMoveError carries the engine's reason as it is
    player = game.to_move(line[-2][2])
    assert player is not None  # a step was just played there
    answer = cast(
        PlayAnswer,
        {
            **_view(game, start, line, request),
            "played": {"step": str(line[-1][1]), "player": player},
        },
    )
    if tree is not None:
        # The next step already in the tree is gone to; any other starts a branch there.
        answer["tree"] = trees.to_json(trees.add(tree, [str(m) for _, m, _ in line[1:]]))
    return answer


def _tree(request: Request) -> trees.Tree | None:
    """The request's ``tree`` (token list), or ``None``; InvalidRecordError says what is wrong."""
    value = read.field(request, "tree", list, None)
    return None if value is None else trees.from_json(value)


def why_not(request: Request) -> WhyNotAnswer:
    game = read.game(request)
    cells = read.texts(request, "cells") or [read.field(request, "cell", str, "")]
    too_many = limits.too_many("clicks", len(cells), limits.CLICKS)
    if too_many:  # before the line is replayed
        raise InvalidMoveError(too_many)
    state = read.replay(game, read.field(request, "start", str, None), read.moves(request))[-1][2]
    reason = game.why_not(state, *cells)
    if reason is not None:
        return {"reason": reason, "prompt": None}
    clicks = tuple(cell.strip().lower() for cell in cells)  # as why_not read them
    return {"reason": None, "prompt": present(game).prompt(state, clicks)}


def record(request: Request) -> RecordAnswer:
    """The record text of a line; names and seats one per player or none, refused otherwise
    as :func:`records.read` would refuse them, so that every record written loads back."""
    game = read.game(request)
    names = read.texts(request, "names")
    seats = read.field(request, "seats", list, None) or []
    if not all(isinstance(s, str | int) and not isinstance(s, bool) for s in seats):
        raise BadRequest("'seats' must be a list of texts or levels")
    date = read.field(request, "date", str, None)
    start = read.field(request, "start", str, None)
    tree = _tree(request)
    if tree is not None and tree.depth:
        # Every branch is played through by the rules: a record written loads back.
        replayed = records.replay(records.of(game, start=start, tree=tree))
    else:
        line = read.replay(game, start, read.moves(request) if tree is None else tree.main_line)
        replayed = records.Replay(
            game, tuple(s for _, _, s in line), tuple(m for _, m, _ in line[1:] if m is not None)
        )
    text = records.format_replay(
        replayed, names=names, date=date, with_start=start is not None, seats=seats
    )
    return {"text": text}


def load(request: Request) -> LoadAnswer:
    rec = records.read(read.field(request, "text", str, ""))
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
        "tree": None if replayed.tree is None else trees.to_json(replayed.tree),
        "view": _view(
            game, start, read.replay(game, start, moves), {"board": True, "history": True}
        ),
    }


def _view(game: Game[Any, Any], start: str | None, line: read.Line, request: Request) -> ViewAnswer:
    presenter = present(game)
    board = presenter.board()
    scene = presenter.scene(line[-1][2], _last_turn(game, line))
    told = _annotations(request)
    if "places" not in scene:
        # A table's places come and go (Nonaga): a diagram's mark may name a place of a later
        # position, and is drawn where the place is; elsewhere every place is always there.
        check_annotations(told, {p["name"]: p for p in board["places"]})
    drawn = picture(board, scene, told)
    if not read.field(request, "names", bool, False):
        # Every place's name is a third of a late 19×19 picture: sent only to a board showing them.
        drawn["items"] = [item for item in drawn["items"] if item.get("when") != "names"]
    pictured: PicturedScene = {
        **scene,
        "picture": drawn,
        "told": describe(told),
    }
    answer: ViewAnswer = {"ply": len(line) - 1, "start": start, "scene": pictured}
    if read.field(request, "board", bool, False):
        answer["board"] = board
    if read.field(request, "history", bool, False):
        movers = [game.to_move(s) for _, _, s in line[:-1]]
        answer["history"] = {
            "moves": [str(m) for _, m, _ in line[1:]],
            "movers": [p for p in movers if p is not None],  # each played a step: none is None
        }
    return answer


def _annotations(request: Request) -> Annotations:
    """The request's marks and arrows (text); an ``InvalidAnnotationError`` names what is
    wrong with them."""
    return of(
        read.field(request, "marks", str, "") or "", read.field(request, "arrows", str, "") or ""
    )


def _last_turn(game: Game[Any, Any], line: read.Line) -> list[tuple[int, Move]]:
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
    search_id = read.field(request, "search", str, None)
    slice_ms = read.number(request, "slice_ms", 50, limits.SLICE_MS)
    budget_ms = read.number(request, "budget_ms", 3_000, limits.BUDGET_MS)
    found = _searches.pop(search_id, None) if search_id is not None else None
    if found is None:
        game = read.game(request)
        line = read.replay(game, read.field(request, "start", str, None), read.moves(request))
        level = read.field(request, "level", int, 2)
        seed = read.field(request, "seed", str, "")
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
    """Drop a search (the game moved on) or a review (cancelled) that is no longer wanted."""
    _searches.pop(read.field(request, "search", str, ""), None)
    _reviews.pop(read.field(request, "review", str, ""), None)
    return {}


_reviews: OrderedDict[str, reviewing.Reviewer] = OrderedDict()
_REVIEWS_KEPT = 4
_ITERATIONS = (1, 20_000)  # playouts per position a review may ask for
_EVALUATIONS_READ = (dict,)


def review(request: Request) -> ReviewAnswer:
    """Review the line ``moves`` (from ``start``): every position evaluated with
    ``iterations`` playouts (the ``review`` command's default when absent) seeded by
    ``seed`` (``"review"``, as the command), at most ``slice_ms`` milliseconds a call.

    The first call (no ``review`` id, or one no longer kept) starts from the
    ``evaluations`` given (an earlier answer's, stored with a saved game), so a review left
    and reopened goes on where it stopped; later calls name it by the id they were given.
    The answer holds every evaluation so far, the steps judged so far (each step whose two
    positions are evaluated) and each player's chance at every position (``curve``); the
    same as :func:`py_games.review.review` in one go, whatever the slices."""
    review_id = read.field(request, "review", str, None)
    slice_ms = read.number(request, "slice_ms", 50, limits.SLICE_MS)
    game = read.game(request)
    reviewer = _reviews.pop(review_id, None) if review_id is not None else None
    if reviewer is not None and [str(m) for m in reviewer.moves] != read.moves(request):
        reviewer = None  # another line under the same id: reviewed afresh
    if reviewer is None or reviewer.game != game:
        line = read.replay(game, read.field(request, "start", str, None), read.moves(request))
        states = [s for _, _, s in line]
        moves = [m for _, m, _ in line[1:] if m is not None]
        iterations = read.number(request, "iterations", ai.EVALUATION, _ITERATIONS)
        seed = read.field(request, "seed", str, "review")
        stored = read.field(request, "evaluations", list, None) or []
        if len(stored) > len(states):
            raise BadRequest(f"{len(stored)} 'evaluations' for {len(states)} positions")
        evaluations = [_evaluation(game, states[i], data, i) for i, data in enumerate(stored)]
        if any(e.iterations > iterations for e in evaluations):
            raise BadRequest(f"the 'evaluations' were not made with {iterations} iterations")
        replayed = records.Replay(game, tuple(states), tuple(moves))
        reviewer = reviewing.Reviewer(
            game, replayed, iterations=iterations, seed=seed, evaluations=evaluations
        )
        review_id = f"r{next(_review_ids)}"
    started = time.perf_counter()
    while not reviewer.done:
        left = slice_ms / 1000 - (time.perf_counter() - started)
        if left <= 0:
            break
        reviewer.run(time_limit=left)
    if not reviewer.done:
        _reviews[review_id] = reviewer
        while len(_reviews) > _REVIEWS_KEPT:
            _reviews.popitem(last=False)
    evaluated = len(reviewer.evaluations)
    so_far = tuple(reviewer.states[:evaluated])
    judged = (
        reviewing.Reviewer(
            game,
            records.Replay(game, so_far, tuple(reviewer.moves[: evaluated - 1])),
            iterations=reviewer.iterations,
            seed=reviewer.seed,
            evaluations=reviewer.evaluations,
        ).result()
        if evaluated
        else None
    )
    return {
        "review": review_id,
        "done": reviewer.done,
        "progress": 1.0 if reviewer.done else reviewer.progress,
        "iterations": reviewer.iterations,
        "seed": reviewer.seed,
        "positions": len(reviewer.states),
        "evaluations": [cast(EvaluationInfo, e.to_json()) for e in reviewer.evaluations],
        "steps": [_reviewed(game, so_far[s.ply - 1], s) for s in judged.steps] if judged else [],
        "curve": [list(shares) for shares in judged.curve] if judged else [],
        "summary": judged.summary() if judged else [],
        "judgments": list(reviewing.JUDGMENTS),
    }


def _evaluation(game: Game[Any, Any], state: Any, data: object, ply: int) -> ai.Evaluation:
    """A stored evaluation of position ``ply``, refused as a ``BadRequest`` if damaged."""
    try:
        if not isinstance(data, dict):
            raise TypeError("not an object")
        evaluation = ai.Evaluation.from_json(game, state, data)
        if len(evaluation.shares) != game.players or evaluation.player != game.to_move(state):
            raise ValueError("not of this position")
    except (GameError, KeyError, TypeError, ValueError) as error:
        raise BadRequest(f"evaluation {ply} of 'evaluations' is damaged ({error})") from None
    return evaluation


def _reviewed(game: Game[Any, Any], before: Any, step: reviewing.Step) -> ReviewedStep:
    """A judged step as the page shows it: the judgment in words, and the better step as
    marks (a stone placed, a tile turned) and arrows (a piece moved) to draw on the board."""
    reviewed: ReviewedStep = {**step.to_json(), "said": None, "marks": "", "arrows": ""}  # type: ignore[typeddict-item]
    if step.judgment is None or step.better is None:
        return reviewed
    info = present(game).step(before, step.better)
    cells = info["cells"]
    if info["kind"] == "move" and len(cells) >= 2:
        reviewed["arrows"] = " ".join(f"{a}>{b}" for a, b in itertools.pairwise(cells))
    else:
        reviewed["marks"] = " ".join(dict.fromkeys(cells))
    reviewed["said"] = (
        f"{step.judgment.capitalize()}: the chance of winning fell from {step.before:.0%} to "
        f"{step.after:.0%}. Better: {step.better}, keeping {step.better_value or 0.0:.0%}."
    )
    return reviewed


_review_ids = itertools.count(1)


_search_ids = itertools.count(1)


def edit(request: Request) -> EditAnswer:
    """A sketch (or ``position`` read into one) checked and drawn, for a position editor."""
    position = read.field(request, "position", str, None)
    if position is not None:
        limits.check(BadRequest, "the position", len(position), limits.POSITION)
    return edit_sketch(
        read.game(request),
        request.get("sketch"),
        position=position,
        marks=read.field(request, "marks", str, ""),
        arrows=read.field(request, "arrows", str, ""),
        width=read.number(request, "width", 480, (40, 4000)),
        board=read.field(request, "board", bool, False),
    )


_THEMES = ("light", "dark")
_SVG_WIDTH = (16, 4096)  # pixels: a favicon to a poster; past that a PNG would not fit a canvas


def svg(request: Request) -> SvgAnswer:
    """One position of a line drawn as :func:`py_games.draw.diagram` draws it (the same SVG,
    byte for byte), for a page that exports it: ``ply`` picks the position (0 is the start,
    the last by default), the last turn before it is marked as the board marks it."""
    game = read.game(request)
    start = read.field(request, "start", str, None)
    moves = read.moves(request)
    ply = read.number(request, "ply", len(moves), (0, len(moves)))
    width = read.number(request, "width", 480, _SVG_WIDTH)
    theme = read.field(request, "theme", str, "light")
    if theme not in _THEMES:
        raise BadRequest(f"'theme' must be one of {', '.join(_THEMES)}, not {quoted(theme)}")
    regions = read.field(request, "regions", bool, False)
    names = read.field(request, "names", bool, False)
    told = _annotations(request)
    line = read.replay(game, start, moves)[: ply + 1]
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


def lesson_task(request: Request) -> LessonAnswer:
    """A task of a game's lesson and a learner's try at it (:mod:`py_games.lessons`)."""
    course = lesson(read.field(request, "game", str, ""))
    task = course.task(read.field(request, "task", str, None))
    game = task.game(course.game)
    tried = attempt(game, task, read.moves(request))
    return {
        "game": course.game,
        "title": course.title,
        "intro": course.intro,
        "tasks": [{"id": t.id, "title": t.title} for t in course.tasks],
        "task": {
            "id": task.id,
            "number": course.tasks.index(task) + 1,
            "title": task.title,
            "goal": task.goal,
            "options": dict(game.options),
            "start": game.position(task.start(game)),
            "marks": task.marks,
            "arrows": task.arrows,
        },
        "attempt": {
            "status": tried.status,
            "said": tried.said,
            "marks": tried.marks,
            "arrows": tried.arrows,
            "replies": list(tried.replies),
        },
    }


def puzzles(request: Request) -> PuzzlesAnswer:
    """The shipped puzzles of a game; an ``UnknownGameError`` for a game with no set."""
    from .puzzles import play as puzzles_play  # noqa: PLC0415 (only the Puzzles page asks)

    game_id = read.field(request, "game", str, "")
    return {
        "game": game_id,
        "puzzles": [
            {"id": f"{game_id}/{n}", "number": n, "difficulty": p.difficulty, "depth": p.depth}
            for n, p in enumerate(puzzles_play.puzzle_set(game_id), 1)
        ],
    }


def puzzle(request: Request) -> PuzzleAnswer:
    """A shipped puzzle and a try at it (:mod:`py_games.puzzles.play`)."""
    from .puzzles import play as puzzles_play  # noqa: PLC0415 (only the Puzzles page asks)

    shipped = puzzles_play.find(read.field(request, "puzzle", str, ""))
    found = shipped.puzzle
    game = puzzles_play.game_of(found)
    start = game.from_position(found.position)
    to_move = game.to_move(start)
    assert to_move is not None  # a puzzle is never a finished game
    moves = read.moves(request)
    attempt = puzzles_play.Try(found, moves)
    tried = attempt.judgement
    answer: PuzzleAnswer = {
        "puzzle": {
            "id": shipped.id,
            "game": found.game,
            "number": shipped.number,
            "count": shipped.count,
            "options": dict(game.options),
            "start": found.position,
            "to_move": to_move,
            "goal": puzzles_play.goal(found),
            "depth": found.depth,
            "difficulty": found.difficulty,
        },
        "attempt": {
            "status": tried.status,
            "said": tried.said,
            "marks": tried.marks,
            "arrows": tried.arrows,
            "replies": list(tried.replies),
            "refutation": list(tried.refutation),
        },
    }
    if read.field(request, "hint", bool, False):
        given = attempt.hint()
        answer["hint"] = {"said": given.said, "marks": given.marks}
    if read.field(request, "solution", bool, False):
        answer["solution"] = list(found.line or (found.solution,))
    return answer


_FUNCTIONS: dict[str, Callable[[Request], Mapping[str, object]]] = {
    "catalog": catalog,
    "view": view,
    "play": play,
    "why_not": why_not,
    "record": record,
    "load": load,
    "think": think,
    "forget": forget,
    "review": review,
    "edit": edit,
    "svg": svg,
    "lesson": lesson_task,
    "puzzles": puzzles,
    "puzzle": puzzle,
}
