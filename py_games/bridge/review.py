"""The bridge's review: every position of a line evaluated and every step judged
(:mod:`py_games.review`), a slice at a time, resumable from the evaluations a page kept.

A review outlives the call that started it, like a search (:mod:`.thinking`): kept here by
id, a few at most, and dropped by ``forget``.
"""

from __future__ import annotations

import itertools
import time
from collections import OrderedDict
from typing import TYPE_CHECKING, Any, cast

from .. import records
from .. import requests as read
from ..core import limits
from ..core.errors import GameError
from ..draw.annotations import shown
from ..evaluation import EVALUATION, Evaluation
from ..i18n import N_, _
from ..registry import present
from ..requests import BadRequest, Request

if TYPE_CHECKING:  # (imported by the first review: a page that reviews nothing is spared it)
    from .. import review as reviewing
    from ..contract import EvaluationInfo, ReviewAnswer, ReviewedStep
    from ..core.game import Game

_reviews: OrderedDict[str, reviewing.Reviewer] = OrderedDict()
_REVIEWS_KEPT = 4
_review_ids = itertools.count(1)


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
    from .. import review as reviewing  # noqa: PLC0415 (see above)

    review_id = read.field(request, "review", str, None)
    slice_ms = read.number(request, "slice_ms", 50, limits.SLICE_MS)
    game = read.game(request)
    reviewer = _reviews.pop(review_id, None) if review_id is not None else None
    if reviewer is not None and [str(m) for m in reviewer.moves] != read.moves(request):
        reviewer = None  # another line under the same id: reviewed afresh
    if reviewer is None or reviewer.game != game:
        line = read.replay(game, read.field(request, "start", str, None), read.moves(request))
        states = [s for _text, _step, s in line]
        moves = [m for _text, m, _state in line[1:] if m is not None]
        iterations = read.number(request, "iterations", EVALUATION, limits.ITERATIONS)
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
    if reviewer.evaluations:  # the steps judged so far: each whose two positions are evaluated
        judged = reviewer.so_far()
        steps = [_reviewed(game, reviewer.states[s.ply - 1], s) for s in judged.steps]
        curve, summary = [list(shares) for shares in judged.curve], judged.summary()
    else:
        steps, curve, summary = [], [], []
    return {
        "review": review_id,
        "done": reviewer.done,
        "progress": 1.0 if reviewer.done else reviewer.progress,
        "iterations": reviewer.iterations,
        "seed": reviewer.seed,
        "positions": len(reviewer.states),
        "evaluations": [cast("EvaluationInfo", e.to_json()) for e in reviewer.evaluations],
        "steps": steps,
        "curve": curve,
        "summary": summary,
        "judgments": list(reviewing.JUDGMENTS),
    }


def _evaluation(game: Game[Any, Any], state: Any, data: object, ply: int) -> Evaluation:
    """A stored evaluation of position ``ply``, refused as a ``BadRequest`` if damaged."""
    try:
        if not isinstance(data, dict):
            raise TypeError("not an object")
        evaluation = Evaluation.from_json(game, state, data)
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
    better = present(game).step(before, step.better)
    reviewed["marks"], reviewed["arrows"] = shown([better], path=True)
    reviewed["said"] = _(_FELL[step.judgment]).format(
        before=f"{step.before:.0%}",
        after=f"{step.after:.0%}",
        better=step.better,
        kept=f"{step.better_value or 0.0:.0%}",
    )
    return reviewed


_FELL = {
    # TRANSLATORS: {before}, {after} and {kept} are chances of winning as percentages ("45%");
    # {better} is a step in notation.
    "inaccuracy": N_(
        "Inaccuracy: the chance of winning fell from {before} to {after}. "
        "Better: {better}, keeping {kept}."
    ),
    "mistake": N_(
        "Mistake: the chance of winning fell from {before} to {after}. "
        "Better: {better}, keeping {kept}."
    ),
    "blunder": N_(
        "Blunder: the chance of winning fell from {before} to {after}. "
        "Better: {better}, keeping {kept}."
    ),
}
"""What a judged step's judgment says, one whole sentence per judgment."""


def drop_review(review_id: str) -> None:
    """Forget a review no longer wanted (cancelled); nothing if it is not kept."""
    _reviews.pop(review_id, None)
