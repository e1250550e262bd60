"""The bridge's computer player: a step searched a slice at a time, and searches dropped.

A search outlives the call that started it (the page asks for the next slice), so it is kept
here by id, a few at most: with the reviews (:mod:`.review`), the only state the worker holds
besides the replayed lines.
"""

from __future__ import annotations

import itertools
import time
from collections import OrderedDict
from typing import TYPE_CHECKING

from .. import ai
from .. import requests as read
from ..core import limits

if TYPE_CHECKING:
    from ..contract import ForgetAnswer, ThinkAnswer
    from ..requests import Request

_searches: OrderedDict[str, tuple[ai.Search, float]] = OrderedDict()
_SEARCHES_KEPT = 8  # one per board thinking at once is plenty
_search_ids = itertools.count(1)


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
        seed = read.field(request, "seed", str, "")
        if read.field(request, "hint", bool, False):
            search = ai.hint_search(game, line[-1][2], seed)
        else:
            level = read.field(request, "level", int, 2)
            search = ai.Search(game, line[-1][2], level=level, seed=seed)
        found = (search, 0.0)
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
    """Drop a search (the game moved on), a review or a puzzle being made (cancelled) that is
    no longer wanted."""
    _searches.pop(read.field(request, "search", str, ""), None)
    # Their modules are imported only when the request names one (it was started, and so
    # imported, before): showing and playing a position imports neither.
    review = read.field(request, "review", str, "")
    if review:
        from .review import drop_review  # noqa: PLC0415 (imported when a review is first asked)

        drop_review(review)
    making = read.field(request, "making", str, "")
    if making:
        from .making import drop_making  # noqa: PLC0415 (imported when a puzzle is first made)

        drop_making(making)
    return {}
