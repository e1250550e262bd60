"""The bridge's practice: what a page shows of a player's practice, from the journal it keeps
(:mod:`py_games.practice`), and a file imported into it.

``practice``
    The journal's text (or texts) and ``now`` in; out: the mistakes due and those to come,
    the solver's rating with its history, the collections, the puzzles made, the last timed
    run, (with ``game``) the puzzle to serve next and (with ``export``) the journal as one
    file. A kept journal with a damaged line is read as far as it can be, the line named
    (``damaged``): the page keeps working, and loses nothing.
``practice_import``
    The journal and a file's text in; out: the lines to append (the file's events the
    journal lacks). The file is checked whole first: one line wrong, and it is refused with a
    ``JournalError`` naming the line, and nothing is added.

The practice package is imported when first asked for, as the lessons are: only the pages
that show practice ask. The shipped puzzles are read for a timed run's plan and for ``next``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import requests as read
from ..core.errors import GameError
from ..i18n import _, ngettext, number
from ..registry import GAMES
from ..requests import BadRequest, Request

if TYPE_CHECKING:
    from ..contract import (
        KeptPuzzleInfo,
        NextInfo,
        PracticeAnswer,
        PracticeImportAnswer,
        QueueEntry,
        RunInfo,
        SolverInfo,
    )
    from ..practice.events import Made
    from ..practice.journal import Journal
    from ..practice.rating import Solver
    from ..practice.schedule import Item
    from ..practice.timed import Run

OFFSET = (-14 * 60, 14 * 60)
"""Minutes a clock may be ahead of UTC, either way (UTC-12 to UTC+14, with room)."""


def _now(request: Request) -> int:
    from ..practice import events  # noqa: PLC0415 (only the practice pages ask)

    return read.number(request, "now", -1, (events.EARLIEST, events.LATEST))


def _texts(request: Request) -> list[str]:
    """The journal's texts: one, or one per tab (see ``PracticeRequest``)."""
    kept = request.get("journal", "")
    if isinstance(kept, str):
        return [kept]
    if not isinstance(kept, list) or not all(isinstance(text, str) for text in kept):
        raise BadRequest("'journal' must be a text or a list of texts")
    return kept


def _set(game_id: str) -> list[tuple[str, float]]:
    """A game's shipped puzzles as ``(id, rating)`` pairs; none for a game without a set."""
    from ..practice.glicko import puzzle_rating  # noqa: PLC0415
    from ..puzzles import sets  # noqa: PLC0415

    try:
        found = sets.puzzle_set(game_id)
    except GameError:  # a run of a set this site does not ship (a file from elsewhere)
        return []
    return [(f"{game_id}/{n}", puzzle_rating(p.difficulty)) for n, p in enumerate(found, 1)]


def practice(request: Request) -> PracticeAnswer:
    """Everything the journal says at ``now`` (see the module)."""
    from ..practice import journal, kept, rating, schedule, timed  # noqa: PLC0415

    now = _now(request)
    offset = read.number(request, "offset", 0, OFFSET)
    game_id = read.field(request, "game", str, None)
    seed = read.field(request, "seed", str, None)
    texts = _texts(request)
    if game_id is not None:  # an unknown game is refused before anything is worked out
        read.new_game(game_id, {})
    found, damage = journal.read_kept(texts)
    queue = schedule.due(found, now)
    solver = rating.solver(found, now, offset)
    start = timed.latest(found)
    run = None if start is None else timed.state(found, now, start, _set(start.set))
    waiting = len(queue.due)
    answer: PracticeAnswer = {
        "events": len(found.events),
        "due": [_entry(item) for item in queue.due],
        "later": [_entry(item) for item in queue.later],
        "learned": queue.learned,
        "said": ngettext("{n} mistake to review", "{n} mistakes to review", waiting).format(
            n=number(waiting)
        )
        if waiting
        else _("No mistakes to review"),
        "solver": _solver(solver),
        "collections": [
            {"id": c.id, "name": c.name, "puzzles": list(c.puzzles)}
            for c in kept.collections(found)
        ],
        "made": [_made(made, kept.difficulty(made)) for made in kept.made(found)],
        "run": None if run is None else _run(run),
        "damaged": [{"text": d.text, "line": d.line, "problem": d.problem} for d in damage],
        "limits": {"events": journal.EVENTS, "characters": journal.CHARACTERS},
    }
    if game_id is not None:
        answer["next"] = _next(found, game_id, solver.rating.rating, seed)
    if read.field(request, "export", bool, False):
        answer["export"] = journal.write(found)
    return answer


def _entry(item: Item) -> QueueEntry:
    return {
        "kind": item.kind,
        "id": item.id,
        "due": item.due,
        "review": item.review,
        "since": item.since,
    }


def _solver(solver: Solver) -> SolverInfo:
    value, deviation = solver.rating.rating, solver.rating.deviation
    margin = 1.96 * deviation
    return {
        "rating": round(value, 2),
        "deviation": round(deviation, 2),
        "volatility": round(solver.rating.volatility, 6),
        "low": round(value - margin, 2),
        "high": round(value + margin, 2),
        "tries": solver.tries,
        # TRANSLATORS: a puzzle rating and its 95% margin: "1464 ± 297".
        "said": _("{rating} ± {margin}").format(
            rating=number(round(value)), margin=number(round(margin))
        ),
        "history": [
            {"day": p.day, "rating": round(p.rating, 2), "deviation": round(p.deviation, 2)}
            for p in solver.history
        ],
    }


def _made(made: Made, difficulty: int) -> KeptPuzzleInfo:
    known = GAMES.get(made.game)
    return {
        "id": made.puzzle,
        "game": made.game,
        "title": made.game if known is None else known.title,
        "options": dict(made.options),
        "position": made.position,
        "solution": made.solution,
        "depth": made.depth,
        "difficulty": difficulty,
        "made": made.at,
    }


def _run(run: Run) -> RunInfo:
    return {
        "id": run.id,
        "set": run.set,
        "started": run.started,
        "deadline": run.deadline,
        "left_ms": run.left_ms,
        "over": run.over,
        "score": run.score,
        "misses": run.misses,
        "current": run.current,
        "number": len(run.tries) + 1,
        "missed": list(run.missed),
        "slow": list(run.slow),
        "replay": list(run.replay),
    }


def _next(found: Journal, game_id: str, solver_rating: float, seed: str | None) -> NextInfo:
    from ..practice.events import Try  # noqa: PLC0415
    from ..practice.rating import choose  # noqa: PLC0415

    pool = _set(game_id)
    seen = [event.puzzle for event in found.events if isinstance(event, Try)]
    chosen = choose(pool, solver_rating, seen, seed if seed is not None else str(len(seen)))
    ratings = dict(pool)
    return {"puzzle": chosen, "rating": None if chosen is None else ratings[chosen]}


def practice_import(request: Request) -> PracticeImportAnswer:
    """A file's events that the journal lacks, the file checked whole first."""
    from ..practice import journal  # noqa: PLC0415 (only the practice pages ask)

    text = read.field(request, "text", str, "")
    lines, new, known = journal.appended(_texts(request), text)
    return {
        "lines": lines,
        "added": new,
        "known": known,
        "said": ngettext("{n} event added", "{n} events added", new).format(n=number(new))
        if new
        else _("Nothing new in this file: every event in it is already in your record."),
    }
