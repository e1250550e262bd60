"""All-moves statistics (py_games.amaf): the blend against a plain reference, and the search
that uses them, over every game that names its steps."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest
from playouts import playout

from py_games import GAMES, ai, amaf, get_game
from py_games.learned import table_of

GAME_IDS = sorted(GAMES)
BLENDED_TOP = [g for g in GAME_IDS if 4 in ai.tuning(get_game(g)).amaf_levels]
"""The games whose level 4 blends all-moves statistics in (each adopted after its match
against playouts alone, bench/README.md)."""


def reference_score(stats: amaf.Stats[Any], key: int, node_visits: int) -> float:
    """A step's score as Gelly and Silver write it: (1 - β) × its own mean + β × its
    all-moves mean, β = √(k / (3n + k)); the all-moves mean alone for a step not yet taken
    here, 1 for one no playout has taken."""
    k = amaf.EQUIVALENCE
    beta = math.sqrt(k / (3 * node_visits + k))
    own, met = stats.visits[key], stats.seen[key]
    if own and met:
        return (1 - beta) * stats.wins[key] / own + beta * stats.seen_wins[key] / met
    if own:
        return stats.wins[key] / own
    return stats.seen_wins[key] / met if met else 1.0


@pytest.mark.parametrize("seed", range(20))
def test_the_step_chosen_scores_best_by_the_plain_formula(seed: int) -> None:
    rng = random.Random(seed)
    size = 30
    keys = rng.sample(range(size), 12)
    stats: amaf.Stats[Any] = amaf.Stats(keys, [object()] * len(keys), size)  # type: ignore[list-item]
    visits = 0
    for _ in range(rng.randrange(0, 400)):
        taken = rng.choice(keys)
        later = [taken, *rng.sample(range(size), rng.randrange(0, 10))]
        stats.credit(taken, [*dict.fromkeys(later)], rng.choice((0.0, 0.5, 1.0)))
        visits += 1
    chosen = stats.select(visits)
    best = max(reference_score(stats, key, visits) for key in keys)
    assert reference_score(stats, chosen, visits) == pytest.approx(best, abs=1e-12)
    assert sum(stats.visits) == visits


def test_a_credit_counts_the_step_taken_and_every_later_one() -> None:
    stats: amaf.Stats[Any] = amaf.Stats([0, 1, 2], [object()] * 3, 4)  # type: ignore[list-item]
    stats.credit(1, [1, 3], 1.0)
    stats.credit(2, [2, 1], 0.0)
    assert stats.visits == [0, 1, 1, 0] and stats.wins == [0.0, 1.0, 0.0, 0.0]
    assert stats.seen == [0, 2, 1, 1] and stats.seen_wins == [0.0, 1.0, 0.0, 1.0]
    assert stats.select(2) == 0  # never met: tried first
    stats.credit(0, [0], 0.0)
    assert stats.select(3) == 1  # the one that won


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_step_keys_name_each_step_by_one_key(game_id: str) -> None:
    game = get_game(game_id)
    tuned = ai.tuning(game)
    count = tuned.step_keys()
    if not count:
        return  # the game names no steps: its search never blends all-moves statistics in
    for seed in range(3):
        states, moves = playout(game, random.Random(seed))
        taken = [tuned.step_key(state, move) for state, move in zip(states, moves, strict=False)]
        assert all(0 <= key < count for key in taken)
        # A key names what a step leaves in one place, the same in any position: steps that
        # share a key act on the same cells.
        where = {(key, move.cells) for key, move in zip(taken, moves, strict=False)}
        assert len(where) == len(set(taken))
        for state in states[:: max(1, len(states) // 5)]:
            legal = game.legal_moves(state)
            assert len({tuned.step_key(state, m) for m in legal}) == len(legal)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_search_with_all_moves_statistics_is_seeded_and_sliceable(game_id: str) -> None:
    game = get_game(game_id)
    states, _ = playout(game, random.Random(5))
    state = states[len(states) // 3]
    runs = [ai.Search(game, state, level=2, seed="amaf", amaf=True) for _ in range(2)]
    runs[0].run()
    while not runs[1].run(iterations=9):  # in slices, as the browser runs it
        pass
    assert runs[0].best() == runs[1].best() and runs[0].iterations == runs[1].iterations
    assert runs[0].best() in game.legal_moves(state)
    plain = ai.Search(game, state, level=2, seed="amaf", amaf=False)
    plain.run()
    if not ai.tuning(game).step_keys():  # nothing to blend in: the plain search, exactly
        assert [(str(m), c.visits) for m, c in plain.root.children] == [
            (str(m), c.visits) for m, c in runs[0].root.children
        ]
    else:
        root = runs[0].root
        assert root.steps is not None
        assert sum(root.steps.visits) == runs[0].iterations == root.visits


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_level_4_s_own_all_moves_budget_leaves_the_shorter_searches_scaled(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A deep search costs differently an iteration than a short one, so level 4 may have a
    # budget of its own; hints, the review and lower levels keep theirs, scaled to their time.
    game = get_game(game_id)
    state = game.initial_state()
    tuned = ai.tuning(game)
    if not tuned.step_keys():
        assert ai.Search(game, state, level=4, amaf=True).keys == 0
        return
    monkeypatch.setattr(type(tuned), "amaf_iterations", 3_000)
    monkeypatch.setattr(type(tuned), "amaf_level_4_iterations", 7_777)
    assert ai.Search(game, state, level=4, amaf=True).budget == 7_777
    assert ai.Search(game, state, level=3, amaf=True).budget == ai.LEVELS[3] // 2
    assert ai.Search(game, state, level=4, amaf=False).budget == ai.LEVELS[4]
    hint = ai.hint_search(game, state)
    assert hint.table is not None or hint.budget == ai.LEVELS[2] // 2
    monkeypatch.setattr(type(tuned), "amaf_level_4_iterations", None)
    assert ai.Search(game, state, level=4, amaf=True).budget == 3_000


@pytest.mark.parametrize("game_id", BLENDED_TOP)
def test_level_4_and_hints_blend_all_moves_statistics_in(game_id: str) -> None:
    # Level 4 alone: the others keep the search they were rated with. Hints (and the review)
    # too, at their time, where the game ships no learned table (which would judge them).
    game = get_game(game_id)
    state = game.initial_state()
    for _step in range(4):  # a position with steps of both players behind it
        state = game.successor(state, game.legal_moves(state)[0])
    tuned = ai.tuning(game)
    assert tuned.amaf_iterations is not None
    top = ai.Search(game, state, level=4, seed=game_id)
    assert top.table is None and top.keys == tuned.step_keys() > 0
    assert top.budget == (tuned.amaf_level_4_iterations or tuned.amaf_iterations)
    assert all(ai.Search(game, state, level=level).keys == 0 for level in (1, 2, 3))
    hint = ai.hint_search(game, state, game_id)
    if table_of(game) is None:
        assert hint.table is None and hint.keys == top.keys
        assert hint.budget == round(ai.LEVELS[2] * tuned.amaf_iterations / ai.LEVELS[4])
    else:
        assert hint.table is table_of(game) and hint.keys == 0
    hint.run()
    assert hint.best() in game.legal_moves(state)
