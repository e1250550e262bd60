"""Glicko-2 as Glickman's "Example of the Glicko-2 system" (2013) computes it, and the solver's
rating worked out from a journal's tries (py_games/practice/glicko.py and rating.py)."""

from __future__ import annotations

import pytest

from py_games.practice import glicko
from py_games.practice.events import Try
from py_games.practice.glicko import SCALE, Game, Rating, idle, puzzle_rating, steps, update
from py_games.practice.journal import Journal
from py_games.practice.rating import WINDOW, choose, day_of, solver
from py_games.practice.schedule import DAY

PLAYER = Rating(1500, 200, 0.06)
GAMES = [Game(1400, 30, 1), Game(1550, 100, 0), Game(1700, 300, 0)]
T0 = 1_764_000_000_000


def test_glickmans_worked_example_to_the_printed_digits() -> None:
    done = steps(PLAYER, GAMES, tau=0.5)
    # Step 7: the paper prints mu' = -0.2069, phi' = 0.8722, and sigma' = 0.05999 cut (not
    # rounded) to five decimals: it is 0.059996 ...
    assert round(done.mu, 4) == -0.2069
    assert round(done.phi, 4) == 0.8722
    assert 0.05999 <= done.volatility < 0.06000
    after = update(PLAYER, GAMES, tau=0.5)
    assert round(after.deviation, 2) == 151.52
    assert after.volatility == done.volatility
    # ... and step 8 converts its printed mu' back: 173.7178 x -0.2069 + 1500 = 1464.06. Unrounded,
    # mu' = -0.206941 is 1464.0507: the paper's 1464.06 is its printed mu' converted.
    assert round(1500 + SCALE * round(done.mu, 4), 2) == 1464.06
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    # v and Delta, which the paper prints from g and E rounded to 4 and 3 digits (1.7785 and
    # -0.4834), agree to those digits' precision.
    assert done.v == pytest.approx(1.7785, abs=0.001)
    assert done.delta == pytest.approx(-0.4834, abs=0.001)


def test_a_period_with_no_game_only_raises_the_deviation() -> None:
    # The paper: a player who does not compete keeps r and sigma, phi' = sqrt(phi^2 + sigma^2).
    after = idle(PLAYER)
    assert after.rating == PLAYER.rating and after.volatility == PLAYER.volatility
    assert after.deviation == pytest.approx(SCALE * ((200 / SCALE) ** 2 + 0.06**2) ** 0.5)
    assert update(PLAYER, []) == after
    assert idle(PLAYER, 100_000).deviation == 350  # never past a new player's


def test_a_puzzles_rating_grows_with_its_difficulty_and_difficulty_4_is_a_new_solvers() -> None:
    assert puzzle_rating(4) == glicko.START.rating
    assert [puzzle_rating(d) for d in (1, 2, 11)] == [1050, 1200, 2550]


def _try(n: int, puzzle: str, result: str, difficulty: int = 4, **more: object) -> Try:
    return Try(f"t{n:04}", T0 + n * 60_000, puzzle, result, 30.0, difficulty, **more)  # type: ignore[arg-type]


def test_the_solver_is_rated_by_first_tries_outside_timed_runs_one_period_each() -> None:
    events = (
        _try(1, "a/1", "solved"),
        _try(2, "a/1", "missed"),  # played again: not rated
        _try(3, "a/2", "missed", run="r"),  # in a timed run: not rated (nor later)
        _try(4, "a/2", "solved"),
        _try(5, "a/3", "hint", difficulty=2),
    )
    found = solver(Journal(events), now=T0 + 10 * 60_000)
    expected = glicko.START
    expected = update(expected, [Game(1500, glicko.PUZZLE_DEVIATION, 1)])
    expected = update(expected, [Game(1200, glicko.PUZZLE_DEVIATION, 0)])
    assert found.rating == expected
    assert found.tries == 2
    assert [p.day for p in found.history] == [day_of(T0)]
    assert found.history[-1].rating == expected.rating


def test_idle_days_raise_the_deviation_until_now_and_the_history_has_a_point_a_day() -> None:
    events = (_try(0, "a/1", "solved"), Try("x", T0 + 3 * DAY, "a/2", "solved", 9.0, 5))
    found = solver(Journal(events), now=T0 + 10 * DAY)
    first = update(glicko.START, [Game(1500, glicko.PUZZLE_DEVIATION, 1)])
    second = update(idle(first, 3), [Game(1650, glicko.PUZZLE_DEVIATION, 1)])
    assert found.rating == idle(second, 7)
    assert [p.rating for p in found.history] == [first.rating, second.rating]
    assert len({p.day for p in found.history}) == 2
    # The day is the player's: 23:30 UTC is the next day two hours east.
    late = 1_764_027_000_000  # 2025-11-24 23:30 UTC
    assert (day_of(late), day_of(late, 120)) == ("2025-11-24", "2025-11-25")


def test_choose_serves_an_unseen_puzzle_near_the_rating_widening_the_window() -> None:
    pool = [("p/1", 1050.0), ("p/2", 1500.0), ("p/3", 1520.0), ("p/4", 2400.0)]
    assert choose(pool, 1510, [], "s") in {"p/2", "p/3"}
    assert choose(pool, 1510, ["p/2"], "s") == "p/3"
    assert choose(pool, 1510, ["p/2", "p/3"], "s") == "p/1"  # 460 away: the window doubled
    assert abs(1050 - 1510) > 2 * WINDOW
    assert choose(pool, 1510, ["p/1", "p/2", "p/3", "p/4"], "s") in {"p/2", "p/3"}  # all seen
    assert choose([], 1500, [], "s") is None
    assert len({choose(pool, 1510, [], seed) for seed in map(str, range(40))}) == 2
    assert choose(pool, 1510, [], "same") == choose(pool, 1510, [], "same")
