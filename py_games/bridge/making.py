"""The bridge's puzzles made of any position (:mod:`py_games.puzzles.making`): a making a
slice at a time, kept by id like a search (:mod:`.thinking`) and dropped by ``forget``.

The puzzles' modules are imported by the first making: a page that makes none is spared them
(they are a part of the site fetched when first needed).
"""

from __future__ import annotations

import itertools
import json
from collections import OrderedDict
from typing import TYPE_CHECKING

from .. import requests as read
from ..core import limits

if TYPE_CHECKING:
    from ..contract import MakePuzzleAnswer
    from ..puzzles.making import Making
    from ..requests import Request

_makings: OrderedDict[str, tuple[str, Making]] = OrderedDict()
"""Each making by id, with what it was asked of (the game, options and line, as JSON)."""
_MAKINGS_KEPT = 4  # one dialog at a time is the page's way; a few spare
_making_ids = itertools.count(1)


def make_puzzle(request: Request) -> MakePuzzleAnswer:
    """Whether the position ``moves`` reaches from ``start`` is a puzzle, searched for at most
    ``slice_ms`` a call (see :mod:`py_games.puzzles.making`); later calls name the making by
    the id the first answer gave, with the same game and line (another, or a making no longer
    kept, starts again). The answer says whether it is ``done``, how far it got, and when done
    the ``puzzle`` or the ``reason`` there is none."""
    from ..puzzles import play  # noqa: PLC0415 (see above)
    from ..puzzles.making import Making  # noqa: PLC0415

    slice_ms = read.number(request, "slice_ms", 50, limits.SLICE_MS)
    game = read.game(request)
    start, moves = read.field(request, "start", str, None), read.moves(request)
    asked = json.dumps([game.id, dict(game.options), start, moves], sort_keys=True)
    making_id = read.field(request, "making", str, None)
    found = _makings.pop(making_id, None) if making_id is not None else None
    if found is None or found[0] != asked:
        line = read.replay(game, start, moves)
        found = (asked, Making(game, line[-1][2]))
        making_id = f"p{next(_making_ids)}"
    making = found[1]
    making.run(time_limit=slice_ms / 1000)
    if not making.done:
        _makings[making_id] = found
        while len(_makings) > _MAKINGS_KEPT:
            _makings.popitem(last=False)
    assert making_id is not None
    verdict = making.verdict
    puzzle = verdict.puzzle if verdict is not None else None
    return {
        "making": making_id,
        "done": making.done,
        "progress": making.progress,
        "puzzle": None if puzzle is None else {
            "game": puzzle.game,
            "options": dict(game.options),
            "position": puzzle.position,
            "solution": puzzle.solution,
            "depth": puzzle.depth,
            "difficulty": puzzle.difficulty,
            "line": list(puzzle.line),
            "goal": play.goal(puzzle),
        },
        "reason": verdict.reason() if verdict is not None else "",
    }  # fmt: skip


def drop_making(making_id: str) -> None:
    """Forget a making no longer wanted (cancelled); nothing if it is not kept."""
    _makings.pop(making_id, None)
