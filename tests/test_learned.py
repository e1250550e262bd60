"""The learned evaluation (py_games.learned): its tables read and written, its inference and
each game's patterns checked against plain reference implementations on random positions, and
the search that scores with a table. Run in Pyodide too (tests/e2e/test_in_pyodide.py): a
shipped table loads and plays there."""

from __future__ import annotations

import json
import math
import random
from typing import Any

import pytest
from playouts import playout

from py_games import GAMES, Game, State, ai, bridge, get_game
from py_games.evaluation import Evaluator
from py_games.learned import LARGEST, MAGIC, InvalidTableError, Table, shares, table_of
from py_games.node import Node
from py_games.registry import tuning
from py_games.review import Reviewer, position_seed

LEARNING = sorted(g for g in GAMES if tuning(get_game(g)).patterns(get_game(g).initial_state(), 0))
"""The games whose tuning names patterns."""


def reference_value(weights: dict[int, float], patterns: list[int]) -> float:
    """The value as the module's docstring defines it, written plainly."""
    total = 0.0
    for pattern in patterns:
        total += weights.get(pattern, 0.0)
    return 1 / (1 + math.exp(-total))


def random_positions(game: Game[Any, Any], seed: int, count: int) -> list[State]:
    states, _ = playout(game, random.Random(seed))
    unfinished = [s for s in states if game.to_move(s) is not None]
    return unfinished[:: max(1, len(unfinished) // count)][:count]


def test_a_table_is_read_back_from_its_bytes_exactly() -> None:
    rng = random.Random(1)
    weights = {rng.randrange(LARGEST + 1): rng.uniform(-3, 3) for _ in range(500)}
    table = Table(weights, {"game": "an example", "games": 7})
    again = Table.from_bytes(table.to_bytes())
    assert again.about == {"game": "an example", "games": 7}
    assert again.to_bytes() == table.to_bytes()  # the same weights make the same bytes
    assert again == table
    for pattern, weight in weights.items():  # held as 32-bit floats
        assert again.weight(pattern) == pytest.approx(weight, rel=1e-6)


@pytest.mark.parametrize(
    ("damage", "reason"),
    [
        (lambda data: b"PK\x03\x04" + data, "not a py-games pattern table"),
        (lambda data: data[:-3], "should hold 2 patterns in 16 bytes, not 13"),
        (lambda data: data.replace(b'"patterns"', b'"pattern"'), "description is damaged"),
        (lambda data: MAGIC + b"{nope\n", "description is damaged"),
        (lambda data: data[:-4] + b"\x00\x00\xc0\x7f", "not a number"),  # a NaN weight
    ],
)
def test_a_damaged_table_is_refused_saying_what_is_wrong(damage: Any, reason: str) -> None:
    data = Table({3: 0.25, 9: -1.0}, {"game": "an example"}).to_bytes()
    with pytest.raises(InvalidTableError, match=reason):
        Table.from_bytes(damage(data))


def test_a_table_refuses_patterns_its_file_cannot_hold() -> None:
    with pytest.raises(InvalidTableError, match="patterns are 0 to"):
        Table({LARGEST + 1: 1.0}, {}).to_bytes()


@pytest.mark.parametrize("game_id", LEARNING)
def test_the_value_is_the_logistic_of_the_patterns_weights(game_id: str) -> None:
    # Inference against the plain definition, on the patterns of random positions.
    game = get_game(game_id)
    tuned = tuning(game)
    rng = random.Random(game_id)
    for state in random_positions(game, 3, 8):
        for player in range(game.players):
            patterns = tuned.patterns(state, player)
            assert patterns, "a game with patterns names some in every unfinished position"
            assert all(0 <= p <= LARGEST for p in patterns)
            weights = {p: rng.uniform(-1, 1) for p in patterns[::2]}
            table = Table(weights, {})
            assert table.value(patterns) == pytest.approx(reference_value(weights, patterns))
        mover = (game.to_move(state) - 1) % game.players  # (the one before, in most games)
        found = shares(tuned, Table({}, {}), state, game.players, mover)
        assert sum(found) == pytest.approx(1.0) and found[mover] == 0.5


SHIPPED = [g for g in LEARNING if table_of(get_game(g)) is not None]
"""The games that ship a table (a game's patterns come first, its table once it is trained and
measured stronger: bench/bench_learned.py)."""


def test_a_table_ships_with_a_game() -> None:
    assert SHIPPED, "no game ships a learned.bin"


@pytest.mark.parametrize("game_id", SHIPPED)
def test_a_game_s_shipped_table_is_of_that_game_and_plays(game_id: str) -> None:
    game = get_game(game_id)
    table = table_of(game)
    assert table is not None and table.about["game"] == game_id
    state = random_positions(game, 5, 4)[-1]
    # It plays at the strongest level that scores with it (a hint's, where no level does).
    strongest = max(tuning(game).learned_levels, default=ai.HINT_LEVEL)
    chosen = []
    for _run in range(2):
        search = ai.Search(game, state, level=strongest, seed="learned", table=table)
        search.run()
        chosen.append(search.best())
    assert chosen[0] in game.legal_moves(state)
    assert chosen[1] == chosen[0]  # seeded: the same
    # The levels the game's tuning names score with the shipped table, the others play out.
    for level in ai.LEVELS:
        searched = ai.Search(game, state, level=level, seed="learned")
        wanted = table if level in tuning(game).learned_levels else None
        assert searched.table is wanted, level
    assert ai.hint_search(game, state, "learned").table is table  # hints, whatever the levels


@pytest.mark.parametrize("game_id", LEARNING)
def test_a_search_values_each_position_it_ranks_once(game_id: str) -> None:
    # A node's steps are valued when it is ranked; expanding one of them scores it with that
    # value, not a second look at the same position (half the search's time went to that).
    game = get_game(game_id)
    states, _ = playout(game, random.Random(7))
    # The first position narrow enough for the search to rank its steps.
    state = next(s for s in states if 1 < len(game.legal_moves(s)) <= ai.SORTED)
    table = Table({p: 0.1 * (p % 7 - 3) for p in tuning(game).patterns(state, 0) or ()}, {})
    search = ai.Search(game, state, level=2, seed="once", table=table)
    looked = 0
    seen = search.tuning.patterns

    def counted(state: State, player: int) -> list[int] | None:
        nonlocal looked
        looked += 1
        return seen(state, player)

    search.tuning.patterns = counted  # type: ignore[method-assign]
    search.run()
    assert search.iterations > 0
    # Once per position a ranked node values, or a node too wide to rank expanded.
    once, ranked = 0, 0
    nodes = [search.root]
    while nodes:
        node = nodes.pop()
        nodes.extend(child for _move, child in node.children)
        positions = [child.state for _move, child in node.children]
        if node.ranked:
            positions += [after for after, _value in node.valued]
            ranked += 1
        once += sum(not game.is_over(after) for after in positions)
    assert ranked > 0
    assert looked == once


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_hint_scores_with_the_game_s_table_at_the_hint_level_s_time(game_id: str) -> None:
    game = get_game(game_id)
    states, played = playout(game, random.Random(6))
    ply = len(played) // 2
    state, moves = states[ply], [str(m) for m in played[:ply]]
    search = ai.hint_search(game, state, "h")
    tuned = tuning(game)
    table, learned, amaf = table_of(game), tuned.learned_iterations, tuned.amaf_iterations
    assert search.table is table
    playouts = ai.LEVELS[ai.HINT_LEVEL]
    if table is not None and learned is not None:
        # The level's budget scaled as level 4's is: about the time of its playouts.
        assert search.budget == round(playouts * learned / ai.LEVELS[4]) != playouts
    elif table is None and tuned.step_keys() and amaf is not None:
        # No table, and the game names its steps: all-moves statistics, scaled alike.
        assert search.keys and search.budget == round(playouts * amaf / ai.LEVELS[4])
    else:
        assert search.budget == playouts
    # Through the bridge, a hint is that search: its budget, the same step for a seed.
    asked = {"fn": "think", "game": game_id, "options": dict(game.options), "moves": moves,
             "hint": True, "seed": "h", "slice_ms": 500, "budget_ms": 60_000}  # fmt: skip
    answer = json.loads(bridge.handle(json.dumps(asked)))
    while not answer["done"]:
        answer = json.loads(bridge.handle(json.dumps({**asked, "search": answer["search"]})))
    search.run()
    assert answer["step"] == str(search.best())
    assert answer["iterations"] == search.iterations


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_review_scores_with_the_game_s_table(game_id: str) -> None:
    game = get_game(game_id)
    states, _played = playout(game, random.Random(7))
    line, table = states[:3], table_of(game)
    reviewer = Reviewer(game, line, iterations=60, seed="r")
    assert reviewer.table is table
    while not reviewer.run():
        pass

    def evaluated(table: Table | None, amaf: bool = True) -> list[Any]:
        found = []
        for ply, state in enumerate(line):
            evaluator = Evaluator(game, state, iterations=60, seed=position_seed("r", ply),
                                  table=table, amaf=amaf)  # fmt: skip
            evaluator.run()
            found.append(evaluator.result())
        return found

    # The table where the game has one, else all-moves statistics where it names its steps.
    assert reviewer.evaluations == evaluated(table)
    if table is not None or ai.tuning(game).step_keys():  # and not what plain playouts find
        assert reviewer.evaluations != evaluated(None, amaf=False)
    plain = Reviewer(game, line, iterations=60, seed="r", table=None)
    assert plain.table is None
    while not plain.run():
        pass
    assert plain.evaluations == evaluated(None, amaf=False)


def minimax_of(game: Game[Any, Any], table: Table, node: Any) -> tuple[float, ...]:
    """A node's minimax as the search's docstring defines it, from scratch: a leaf's
    valuation (the outcome where the game is over), else the child best for the player to
    move."""
    if not node.children:
        if game.is_over(node.state):
            return ai.rewards(game, node.state)
        return shares(tuning(game), table, node.state, game.players, node.mover)
    below = [minimax_of(game, table, child) for _move, child in node.children]
    return max(below, key=lambda found: found[node.to_move])


@pytest.mark.parametrize("game_id", LEARNING)
def test_a_search_s_minimax_is_the_best_line_s_valuation(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = get_game(game_id)
    monkeypatch.setattr(type(tuning(game)), "learned_minimax", 0.3)
    states, _ = playout(game, random.Random(11))
    state = states[len(states) // 2]
    seen = {p for s in states for p in tuning(game).patterns(s, 0) or ()}
    table = Table({p: 0.1 * (p % 7 - 3) for p in seen}, {})
    search = ai.Search(game, state, level=2, seed="minimax", table=table)
    search.run()
    nodes, inner = [search.root], 0
    while nodes:
        node = nodes.pop()
        nodes.extend(child for _move, child in node.children)
        inner += bool(node.children)
        assert node.minimax == pytest.approx(minimax_of(game, table, node))
    assert inner > 1


def test_the_minimax_weighs_in_choosing_the_step_to_search() -> None:
    # Two steps searched alike: the first's mean is higher, but a reply found below it
    # leaves its mover less than the second's line does.
    game = get_game(LEARNING[0])
    search = ai.Search(game, game.initial_state(), level=2, seed=1, table=Table({}, {}))
    steps = list(search.root.untried[:2])
    mover = search.player
    others = game.players - 1
    refuted = Node(search.root.state, mover, None, [], visits=10, value=6.0)
    refuted.minimax = tuple(0.2 if p == mover else 0.8 / others for p in range(game.players))
    steady = Node(search.root.state, mover, None, [], visits=10, value=5.0)
    steady.minimax = tuple(0.5 if p == mover else 0.5 / others for p in range(game.players))
    search.root.children = [(steps[0], refuted), (steps[1], steady)]
    search.root.visits = 20
    search.minimax = 0.0
    assert search._select(search.root) is refuted
    search.minimax = 0.5
    assert search._select(search.root) is steady
