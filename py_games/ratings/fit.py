"""Bradley–Terry ratings, with intervals, from games' results (pure Python).

Player ``i`` beats ``j`` with probability ``p_i / (p_i + p_j)``. A win counts 1, a draw (or a
win both sides share) half to each. The strengths are the maximum-likelihood ones, found by
Hunter's MM iteration, after ``prior`` (half a game by default) is added as a win to each side
of every pair that played: a weak prior that keeps a player who won every game at a finite
rating (without it the likelihood has no maximum). Ratings are on the Elo scale
(``400 * log10(p)``) with the first player (the anchor) at 0. Intervals are 95% ones
(``±1.96`` standard errors) from the observed Fisher information of the log-likelihood at the
fit (with the prior), inverted with the anchor held fixed: a rating's interval is that of its
difference from the anchor.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..core.errors import GameError, quoted
from . import PLAYERS

ELO = 400 / math.log(10)
"""Elo points per unit of natural-log strength."""
Z95 = 1.959963984540054
PRIOR = 0.5


@dataclass(frozen=True)
class Rating:
    player: str
    rating: float
    """Elo points above the anchor (the first player)."""
    low: float
    high: float
    """The 95% interval."""
    games: int

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "rating": round(self.rating, 1), "low": round(self.low, 1),
                "high": round(self.high, 1), "games": self.games}  # fmt: skip


def fit(
    results: Iterable[tuple[str, str, float]],
    players: Sequence[str] | None = None,
    *,
    prior: float = PRIOR,
    tolerance: float = 1e-10,
    max_rounds: int = 100_000,
) -> list[Rating]:
    """Bradley–Terry ratings of ``players`` (the first the anchor, at 0; by default the players
    in order of appearance) from ``results`` ``(a, b, score)``, ``score`` A's share of the game
    (1, 0.5, 0, or any share; fractional counts may stand for many games). See the module for
    the prior and the intervals. A player with no game gets nan. Pure: the same results give
    the same ratings."""
    order: list[str] = list(players or [])
    wins: dict[tuple[str, str], float] = {}
    played: dict[tuple[str, str], float] = {}
    counted: dict[str, float] = {}
    for a, b, score in results:
        for name in (a, b):
            if name not in order:
                if players is not None:
                    raise GameError(f"{quoted(name)} is not among the players")
                order.append(name)
            counted[name] = counted.get(name, 0) + 1
        wins[(a, b)] = wins.get((a, b), 0.0) + score
        wins[(b, a)] = wins.get((b, a), 0.0) + 1 - score
        played[(a, b)] = played.get((a, b), 0.0) + 1
        played[(b, a)] = played.get((b, a), 0.0) + 1
    for pair in list(played):
        wins[pair] += prior
        played[pair] += 2 * prior
    index = {name: i for i, name in enumerate(order)}
    active = [name for name in order if name in counted]
    total = {name: sum(wins.get((name, o), 0.0) for o in order) for name in active}
    strength = _mm(active, played, total, tolerance, max_rounds)
    anchor = order[0]
    base = math.log(strength[anchor]) if anchor in strength else 0.0
    theta = {k: math.log(v) - base for k, v in strength.items()}
    # Observed information (the Hessian of minus the log-likelihood in theta), anchor fixed.
    free = [k for k in active if k != anchor]
    info = [[0.0] * len(free) for _ in free]
    position = {k: n for n, k in enumerate(free)}
    for (i, j), n in played.items():
        if index[i] >= index[j]:
            continue
        p = 1 / (1 + math.exp(theta[j] - theta[i]))
        w = n * p * (1 - p)
        for x, y, sign in ((i, i, 1), (j, j, 1), (i, j, -1), (j, i, -1)):
            if x in position and y in position:
                info[position[x]][position[y]] += sign * w
    covariance = _inverse(info)
    ratings = []
    for name in order:
        if name not in counted:
            ratings.append(Rating(name, math.nan, math.nan, math.nan, 0))
            continue
        value = ELO * theta[name]
        spread = 0.0
        if name in position:
            variance = covariance[position[name]][position[name]]
            spread = Z95 * ELO * math.sqrt(variance) if variance > 0 else math.inf
        ratings.append(Rating(name, value, value - spread, value + spread, int(counted[name])))
    return ratings


def _mm(
    active: list[str],
    played: dict[tuple[str, str], float],
    total: dict[str, float],
    tolerance: float,
    max_rounds: int,
) -> dict[str, float]:
    """Hunter's MM iteration for Bradley–Terry strengths (geometric mean 1)."""
    strength = dict.fromkeys(active, 1.0)
    for _ in range(max_rounds):
        new = {}
        for i in active:
            denominator = sum(played[(i, j)] / (strength[i] + strength[j])
                              for j in active if (i, j) in played)  # fmt: skip
            new[i] = total[i] / denominator if total[i] > 0 else 1e-300
        norm = math.exp(sum(math.log(v) for v in new.values()) / len(new))
        new = {k: v / norm for k, v in new.items()}
        change = max(abs(math.log(new[k] / strength[k])) for k in active)
        strength = new
        if change < tolerance:
            break
    return strength


def _inverse(matrix: list[list[float]]) -> list[list[float]]:
    """Gauss–Jordan inverse; inf on the diagonal where the matrix is singular there."""
    n = len(matrix)
    work = [row[:] + [1.0 if i == j else 0.0 for j in range(n)] for i, row in enumerate(matrix)]
    for column in range(n):
        pivot = max(range(column, n), key=lambda r: abs(work[r][column]))
        if abs(work[pivot][column]) < 1e-300:
            return [[math.inf if i == j else math.nan for j in range(n)] for i in range(n)]
        work[column], work[pivot] = work[pivot], work[column]
        head = work[column][column]
        work[column] = [v / head for v in work[column]]
        for r in range(n):
            if r != column and work[r][column] != 0:
                factor = work[r][column]
                work[r] = [v - factor * w for v, w in zip(work[r], work[column], strict=True)]
    return [row[n:] for row in work]


def fit_results(
    lines: Iterable[Mapping[str, Any]], players: Sequence[str] = PLAYERS
) -> list[Rating]:
    """:func:`fit` of round-robin results (as :func:`round_robin` gives them)."""
    return fit(((line["a"], line["b"], float(line["score"])) for line in lines), players)


def markdown(game_id: str, ratings: Sequence[Rating]) -> str:
    """A Markdown table of ``ratings`` (bench/README.md holds them)."""
    lines = [f"**{game_id}**", "", "| player | rating | 95% interval | games |",
             "|---|---:|---|---:|"]  # fmt: skip
    for r in ratings:
        if not r.games:
            lines.append(f"| {r.player} | – | – | 0 |")
            continue
        interval = "anchor" if r.low == r.high else f"{r.low:.0f} to {r.high:.0f}"
        lines.append(f"| {r.player} | {r.rating:.0f} | {interval} | {r.games} |")
    return "\n".join(lines)
