"""Glicko-2, exactly as Glickman's "Example of the Glicko-2 system" (2013) computes it.

A rating is ``(rating, deviation, volatility)`` on the Glicko scale (1500 and 350 for a new
player); :func:`update` is step 1 to 8 of the paper for one rating period: the games are
moved to the Glicko-2 scale (``(r - 1500) / 173.7178``), the estimated variance ``v`` and
improvement ``Δ`` are summed, the new volatility is found by the Illinois algorithm (a
regula falsi that halves the stale end) to ε = 0.000001, and the deviation and rating follow.
A period with no game only raises the deviation (step 6 alone: ``φ* = √(φ² + σ²)``),
:func:`idle`. ``tests/test_practice_glicko.py`` reproduces the paper's worked example to its
printed digits.

Choices, for the solver of puzzles (:mod:`.rating` applies them):

- τ, the system constant, is :data:`TAU` = 0.5, the middle of the paper's 0.3 to 1.2: a
  solver's strength changes as they learn, but not by leaps from one puzzle to the next.
- **A rating period is one try** (as lichess rates puzzles): each rated try updates the
  rating at once, so the page can show it change after every puzzle. Each whole day without a
  rated try counts as a period with no game (:func:`idle`): the deviation grows back while the
  solver is away, up to :data:`START`'s 350.
- **A puzzle's rating is fixed**, from its proved difficulty (:func:`puzzle_rating`), with the
  deviation :data:`PUZZLE_DEVIATION`. Each browser has one solver: puzzle ratings updated by
  its tries would measure that solver, differ from device to device, and make every solver's
  rating relative to their own past; a rating read from the proof is the same everywhere.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

SCALE = 173.7178
"""Glicko points per unit of the Glicko-2 scale."""
TAU = 0.5
"""The system constant: how much the volatility may change in a period."""
EPSILON = 0.000001
"""The volatility iteration's convergence tolerance (the paper's)."""
PUZZLE_DEVIATION = 60.0
"""Every puzzle's deviation: a proved difficulty is a fair but coarse estimate of how hard a
position is (a point of difficulty is :data:`PER_DIFFICULTY` rating points)."""
BASE = 900.0
PER_DIFFICULTY = 150.0
"""A puzzle's rating is ``BASE + PER_DIFFICULTY × difficulty``: difficulty 4 (the middle of the
shipped sets, such as a win in 2 plies among 4 to 7 plausible steps) is 1500, a new solver's
rating; difficulty 2 (a win in 1 among 2 steps) is 1200; 11 (a win in 5 among 100) is 2550."""


@dataclass(frozen=True)
class Rating:
    """A player's rating on the Glicko scale."""

    rating: float = 1500.0
    deviation: float = 350.0
    """RD: one standard deviation of the rating's uncertainty (95% is ±1.96 RD)."""
    volatility: float = 0.06
    """Sigma: how erratic the player's results are."""


START = Rating()
"""A new solver: 1500 ± 350, volatility 0.06 (the paper's defaults)."""


@dataclass(frozen=True)
class Game:
    """One game of a period: the opponent's rating and deviation, and the score (1 a win,
    0 a loss, 0.5 a draw)."""

    rating: float
    deviation: float
    score: float


@dataclass(frozen=True)
class Steps:
    """The paper's intermediate quantities of one update (for the worked example's test)."""

    v: float
    delta: float
    volatility: float
    mu: float
    phi: float


def puzzle_rating(difficulty: int) -> float:
    """A puzzle's fixed rating from its proved difficulty (see :data:`PER_DIFFICULTY`)."""
    return BASE + PER_DIFFICULTY * difficulty


def _g(phi: float) -> float:
    return 1 / math.sqrt(1 + 3 * phi * phi / (math.pi * math.pi))


def _expected(mu: float, mu_j: float, phi_j: float) -> float:
    return 1 / (1 + math.exp(-_g(phi_j) * (mu - mu_j)))


def steps(player: Rating, games: Sequence[Game], tau: float = TAU) -> Steps:
    """Steps 2 to 7 of the paper for one period of ``games`` (at least one)."""
    mu = (player.rating - 1500) / SCALE
    phi = player.deviation / SCALE
    sigma = player.volatility
    inverse_v = 0.0
    total = 0.0
    for game in games:
        mu_j = (game.rating - 1500) / SCALE
        g = _g(game.deviation / SCALE)
        e = _expected(mu, mu_j, game.deviation / SCALE)
        inverse_v += g * g * e * (1 - e)
        total += g * (game.score - e)
    v = 1 / inverse_v
    delta = v * total
    new_sigma = _volatility(phi, sigma, v, delta, tau)
    phi_star = math.sqrt(phi * phi + new_sigma * new_sigma)
    new_phi = 1 / math.sqrt(1 / (phi_star * phi_star) + 1 / v)
    new_mu = mu + new_phi * new_phi * total
    return Steps(v, delta, new_sigma, new_mu, new_phi)


def _volatility(phi: float, sigma: float, v: float, delta: float, tau: float) -> float:
    """Step 5: the new volatility, by the Illinois algorithm."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        spread = phi * phi + v + ex
        return ex * (delta * delta - phi * phi - v - ex) / (2 * spread * spread) - (x - a) / (
            tau * tau
        )

    low = a
    if delta * delta > phi * phi + v:
        high = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        high = a - k * tau
    f_low, f_high = f(low), f(high)
    # Each round shrinks the bracket; the paper's stopping rule, with a bound on rounds that
    # the iteration never comes near (it converges in a few dozen).
    for _round in range(1_000):
        if abs(high - low) <= EPSILON:
            break
        c = low + (low - high) * f_low / (f_high - f_low)
        f_c = f(c)
        if f_c * f_high <= 0:
            low, f_low = high, f_high
        else:
            f_low /= 2
        high, f_high = c, f_c
    return math.exp(low / 2)


def update(player: Rating, games: Sequence[Game], tau: float = TAU) -> Rating:
    """The player's rating after one period of ``games``; with none, :func:`idle`'s."""
    if not games:
        return idle(player)
    done = steps(player, games, tau)
    return Rating(
        rating=1500 + SCALE * done.mu,
        deviation=SCALE * done.phi,
        volatility=done.volatility,
    )


def idle(player: Rating, periods: int = 1) -> Rating:
    """The player's rating after ``periods`` periods with no game: the deviation grows
    (``φ' = √(φ² + n σ²)``), to at most :data:`START`'s."""
    phi = player.deviation / SCALE
    grown = math.sqrt(phi * phi + periods * player.volatility * player.volatility) * SCALE
    return Rating(player.rating, min(grown, START.deviation), player.volatility)
