"""How strong each computer level plays: a round robin of the levels, and ratings fitted from
its results.

Players
    ``"level 0"`` to ``"level 4"`` are the levels of :mod:`py_games.ai`; ``"review"`` is what
    engine review would play: the step an :class:`~py_games.evaluation.Evaluator` of
    :data:`~py_games.evaluation.EVALUATION` iterations prefers (the same budget as level 2, its own
    seeds), so the review's judgement can be read against the levels.

:mod:`.play`
    The round robin (``python -m py_games ratings GAME``), played through
    :mod:`py_games.parallel` (processes here, a Dask cluster beyond) with the same results
    whatever runs it.
:mod:`.fit`
    Bradley–Terry ratings with 95% intervals, in pure Python.
This module
    Each game's shipped table (its ``ratings.json``, written by ``tools/ship_ratings.py`` from
    its ``data/ratings.jsonl``), read by the bridge's catalog for the New game dialog. It imports
    neither of the others: the page loads only this.
"""

from __future__ import annotations

import json
from functools import cache
from typing import TYPE_CHECKING, Any

from ..ai import LEVELS
from ..parts import RATINGS
from ..registry import PARTS

if TYPE_CHECKING:
    from ..contract import StrengthInfo

PLAYERS: tuple[str, ...] = (*(f"level {level}" for level in LEVELS), "review")
"""The round robin's players; the first (random) is the anchor, at rating 0."""


@cache  # read once: the catalog asks for every game's strengths
def shipped(game_id: str) -> dict[str, Any]:
    """The shipped ratings of ``game_id`` (its ``ratings.json``, written by
    ``tools/ship_ratings.py``): its schedule and its table; empty when none is shipped.
    Shared between callers: read it, never change it."""
    source = PARTS[game_id].file(RATINGS) if game_id in PARTS else None
    if source is None:
        return {}
    data: dict[str, Any] = json.loads(source.read_text(encoding="utf-8"))
    return data


def level_strengths(game_id: str) -> list[StrengthInfo | None]:
    """Per level 0 to 4 of ``game_id``, its shipped strength: ``rating`` (Elo points above
    random), ``low`` and ``high`` (the 95% interval) and ``games``; ``None`` where none was
    measured."""
    table = {row["player"]: row for row in shipped(game_id).get("ratings", [])}
    out: list[StrengthInfo | None] = []
    for level in LEVELS:
        row = table.get(f"level {level}")
        if row is None or not row.get("games") or row.get("rating") is None:
            out.append(None)
        else:
            out.append({"rating": float(row["rating"]), "low": float(row["low"]),
                        "high": float(row["high"]), "games": int(row["games"])})  # fmt: skip
    return out
