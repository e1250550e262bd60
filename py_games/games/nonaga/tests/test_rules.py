"""Nonaga: the fixtures of shared/spec/nonaga.md, its position text, and properties."""

from __future__ import annotations

import copy
import functools
import gc
import json
import random
import sys
import tracemalloc
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from py_games import (
    IllegalMoveError,
    InvalidMoveError,
    InvalidPositionError,
    bridge,
    get_game,
    present,
    requests,
)
from py_games.core import limits
from py_games.core.hexes import Slide, connected
from py_games.games.nonaga.state import COUNTER

START = get_game("nonaga").position(get_game("nonaga").initial_state())
RIM_MIDDLES = ["1,-2", "2,-1", "1,1", "-1,2", "-2,1", "-1,-1"]
# From the start, each player slides a counter and moves a ring, then each takes both back: the
# position after those eight steps comes round again every eight steps.
CYCLE = ["2,-2>1,-2", "-1,-1>1,-3", "0,-2>0,1", "2,-1>2,-3"]
CYCLE += ["1,-2>2,-2", "1,-3>-1,-1", "0,1>0,-2", "2,-3>2,-1"]


def cells(text: str) -> list[tuple[int, int]]:
    return [(int(q), int(r)) for q, r in (c.split(",") for c in text.split())]


def line_position(to_move: int, step: str, extra: str = "9,-1") -> str:
    """Eighteen rings in a row on r = 0 and one more; counters alternate on the first six."""
    rings = ";".join([f"{q},0" for q in range(18)] + [extra])
    return f"{rings} 0,0;2,0;4,0 1,0;3,0;5,0 {to_move} {step} -"


def test_at_the_start_each_corner_counter_has_three_moves() -> None:
    game = get_game("nonaga")
    moves = [str(m) for m in game.legal_moves(game.initial_state())]
    assert len(moves) == 9
    ends = {
        start: sorted(m.split(">")[1] for m in moves if m.startswith(start + ">"))
        for start in ("2,-2", "-2,0", "0,2")
    }
    assert ends == {
        "2,-2": sorted(["2,-1", "1,-2", "-1,1"]),
        "-2,0": sorted(["1,0", "-1,-1", "-2,1"]),
        "0,2": sorted(["1,1", "0,-1", "-1,2"]),
    }


@pytest.mark.parametrize("free_rule", ["gap", "fewer_than_5"])
def test_after_the_first_slide_seven_rings_can_move_seventy_ways(free_rule: str) -> None:
    game = get_game("nonaga", free_rule=free_rule)
    state = game.apply(game.initial_state(), "2,-2>-1,1")
    assert game.to_move(state) == 0  # the same player's ring step
    moves = game.legal_moves(state)
    assert len(moves) == 70
    assert {m.cells[0] for m in moves} == {"-2,1", "-1,-1", "-1,2", "1,-2", "1,1", "2,-2", "2,-1"}
    assert sorted(m.cells[1] for m in moves if m.cells[0] == "2,-1") == sorted(
        ["-3,1", "-3,2", "-2,-1", "-2,3", "-1,-2", "-1,3", "1,-3", "1,2", "2,-3", "2,1"]
    )


def test_at_the_start_only_the_six_rim_middle_rings_are_free_and_empty() -> None:
    game = get_game("nonaga")
    ring_step = game.from_position(START.replace(" counter ", " ring "))
    assert {m.cells[0] for m in game.legal_moves(ring_step)} == set(RIM_MIDDLES)


@pytest.mark.parametrize(
    ("counters", "joined"),
    [("0,0 1,0 2,0", True), ("0,0 1,0 0,1", True), ("0,0 1,0 1,1", True), ("0,0 2,0 4,0", False)],
)
def test_which_counters_are_connected(counters: str, joined: bool) -> None:
    assert connected(cells(counters)) is joined


def test_the_ring_just_moved_is_locked_for_the_opponent_and_marked() -> None:
    game = get_game("nonaga")
    state = game.initial_state()
    for step in ("2,-2>-1,1", "2,-1>2,-3", "0,-2>0,1"):
        state = game.apply(state, step)
    assert game.to_move(state) == 1 and "2,-3" not in {m.cells[0] for m in game.legal_moves(state)}
    assert game.why_not(state, "2,-3") == (
        "the ring at 2,-3 was moved by your opponent on the previous turn"
    )
    with pytest.raises(IllegalMoveError, match="moved by your opponent"):
        game.apply(state, "2,-3>3,-3")
    assert present(game).scene(state)["marks"] == [
        {"cells": ["2,-3"], "look": "locked", "label": "moved on the last turn: may not move now"}
    ]


def test_three_touching_counters_win_at_once_without_the_ring_step() -> None:
    game = get_game("nonaga")
    # Player 0's counters on 0,0 and 1,0; the one on 2,-2 slides towards them, stops on 1,-1.
    rings = START.split()[0]
    state = game.from_position(f"{rings} 0,0;1,0;2,-2 0,-2;-2,0;-2,2 0 counter -")
    assert game.outcome(state) is None
    won = game.apply(state, "2,-2>1,-1")
    outcome = game.outcome(won)
    assert outcome is not None and outcome.winners == (0,)
    assert outcome.reason == "three counters touch"
    assert outcome.decided == "Player 1's three counters touch: a triangle."
    assert game.legal_moves(won) == [] and game.to_move(won) is None
    assert present(game).scene(won)["marks"] == [
        {
            "cells": ["1,-1", "0,0", "1,0"],
            "look": "win",
            "label": "three counters touch",
            "owner": 0,
        }
    ]


def test_a_third_repetition_is_a_draw() -> None:
    game = get_game("nonaga")
    states = [game.initial_state()]
    for step in CYCLE * 3:
        if game.outcome(states[-1]) is not None:
            break
        states.append(game.apply(states[-1], step))
    # The first position to come up a third time is the one after step 2 (player 1's counter
    # step, the ring 1,-3 locked): again after steps 10 and 18, where the game ends.
    assert len(states) == 19
    assert [game.outcome(s) for s in states[:-1]] == [None] * 18
    assert game.position(states[2]) == game.position(states[10]) == game.position(states[18])
    outcome = game.outcome(states[-1])
    assert outcome is not None and outcome.draw
    assert outcome.reason == "the same position came up a third time"
    # The same position read from text has no past: nothing repeats there.
    assert game.outcome(game.from_position(game.position(states[-1]))) is None


def test_a_step_with_no_legal_move_is_skipped() -> None:
    game = get_game("nonaga")
    # Player 0's counters are each wedged between player 1's at the end of a line of rings.
    before = game.from_position(line_position(1, "ring"))
    after = game.apply(before, "9,-1>12,-1")
    assert game.to_move(after) == 0
    assert game.position(after).endswith(" 0 ring 12,-1")
    assert game.turn_hint(after).startswith("Move a free ring")
    with pytest.raises(
        InvalidPositionError, match="no legal counter step here; that step is skipped"
    ):
        game.from_position(line_position(0, "counter"))


def test_the_free_rules_differ_where_four_neighbours_leave_no_gap() -> None:
    # Around 0,0, rings and gaps alternate: three neighbours, but no two gaps side by side. A
    # loop joins the three around it, and a tail makes nineteen rings.
    loop = "0,0 1,0 2,-1 2,-2 1,-2 0,-1 -1,-1 -2,0 -2,1 -1,1"
    rings = ";".join(loop.split() + [f"{q},0" for q in range(2, 11)])
    text = f"{rings} 2,-2;-2,0;10,0 1,-2;-2,1;6,0 0 ring -"
    gap, fewer = get_game("nonaga"), get_game("nonaga", free_rule="fewer_than_5")
    assert gap.why_not(gap.from_position(text), "0,0") == (
        "the ring at 0,0 is not free: it cannot slide out without pushing another"
    )
    assert fewer.why_not(fewer.from_position(text), "0,0") is None


@pytest.mark.parametrize(
    ("clicks", "reason"),
    [
        (("0,-2",), "the counter on 0,-2 is Player 2's"),
        (("0,0",), "there is none of your counters on 0,0"),
        (("2,-2", "0,1"), "0,1 is not in a straight line from 2,-2"),
        (
            ("2,-2", "0,-2"),
            "a counter slides as far as it can: from 2,-2 that way it stops on 1,-2",
        ),
        (("2,-2", "-1,1"), None),
    ],
)
def test_why_not_explains_each_counter_click(clicks: tuple[str, ...], reason: str | None) -> None:
    game = get_game("nonaga")
    assert game.why_not(game.initial_state(), *clicks) == reason


@pytest.mark.parametrize(
    ("clicks", "reason"),
    [
        (("2,-2",), "the ring at 2,-2 carries a counter"),
        (("0,0",), "the ring at 0,0 is not free: it cannot slide out without pushing another"),
        (("5,5",), "there is no ring at 5,5"),
        (("1,-2", "1,-2"), "the ring must go somewhere other than 1,-2"),
        (("1,-2", "0,0"), "0,0 already holds a ring"),
        (
            ("1,-2", "1,-3"),
            "1,-3 touches only one other ring: a ring must be put touching at least two",
        ),
        (("1,-2", "3,-2"), None),
    ],
)
def test_why_not_explains_each_ring_click(clicks: tuple[str, ...], reason: str | None) -> None:
    game = get_game("nonaga")
    state = game.from_position(START.replace(" counter ", " ring "))
    assert game.why_not(state, *clicks) == reason


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("2,-2", "'2,-2' is not a Nonaga step: write from>to, as 2,-2>-1,1"),
        ("2,-2>x", "'x' is not a position: write q,r as two whole numbers, as 2,-1"),
        ("2;-2>1,1", "'2;-2' is not a position: write q,r as two whole numbers, as 2,-1"),
    ],
)
def test_bad_steps_say_what_is_wrong(text: str, message: str) -> None:
    game = get_game("nonaga")
    with pytest.raises(InvalidMoveError) as error:
        game.parse_move(game.initial_state(), text)
    assert str(error.value) == message


def test_steps_are_read_with_spaces_and_written_without() -> None:
    game = get_game("nonaga")
    assert str(game.parse_move(game.initial_state(), " 2, -2 > -1 ,1 ")) == "2,-2>-1,1"


RINGS = START.split()[0]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "a b c",
            "a Nonaga position has 6 fields (rings, player 0's counters, player 1's counters, "
            "player to move, step, locked ring), not 3",
        ),
        (START.replace("0,0;", ""), "the table has 18 rings; Nonaga has 19"),
        (START.replace("0,0;", "9,9;"), "the rings are not connected: 9,9 is apart"),
        (START.replace("0,0;", "1,0;"), "the rings: 1,0 is listed twice"),
        (
            START.replace("0,0;", "0,x;"),
            "the rings: '0,x' is not a position: write q,r as two whole numbers, as 2,-1",
        ),
        (
            f"{RINGS} 2,-2;-2,0 0,-2;2,0;-2,2 0 counter -",
            "player 0 has 2 counters; each player has 3",
        ),
        (
            f"{RINGS} 2,-2;-2,0;3,3 0,-2;2,0;-2,2 0 counter -",
            "player 0's counter on 3,3 is not on a ring",
        ),
        (f"{RINGS} 2,-2;-2,0;0,2 0,-2;2,0;0,2 0 counter -", "two counters on 0,2"),
        (START.replace(" 0 counter", " 2 counter"), "the player to move is 0 or 1, not '2'"),
        (START.replace(" counter ", " turn "), "the step is counter or ring, not 'turn'"),
        (START.replace(" -", " 7,7"), "the locked ring 7,7 is not a ring"),
        (
            f"{RINGS} 0,0;1,0;2,0 -2,2;-1,2;0,2 0 ring -",
            "both players' counters touch: the game ended before",
        ),
        (
            f"{RINGS} 0,0;1,0;2,0 -2,2;-1,1;0,-2 1 counter -",
            "player 0's counters touch, so player 0 has just won with a counter step: "
            "the position must be player 0's ring step",
        ),
    ],
)
def test_bad_positions_say_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(InvalidPositionError) as error:
        get_game("nonaga").from_position(text)
    assert str(error.value) == message


def test_position_text_lists_positions_in_reading_order_and_round_trips() -> None:
    game = get_game("nonaga")
    assert START.startswith("0,-2;1,-2;2,-2;-1,-1;0,-1;")
    assert START.endswith(" 2,-2;-2,0;0,2 0,-2;2,0;-2,2 0 counter -")
    shuffled = ";".join(reversed(RINGS.split(";"))) + START[len(RINGS) :]
    assert game.position(game.from_position(shuffled)) == START
    assert (
        get_game("nonaga", first=1)
        .position(get_game("nonaga", first=1).initial_state())
        .endswith(" 1 counter -")
    )


def test_a_step_moves_one_piece_and_every_piece_keeps_its_id() -> None:
    game = get_game("nonaga")
    before = game.apply(game.initial_state(), "2,-2>-1,1")
    after = game.apply(before, "2,-1>2,-3")
    old = {p["id"]: p["at"] for p in present(game).scene(before)["pieces"]}
    new = {p["id"]: p["at"] for p in present(game).scene(after)["pieces"]}
    assert old.keys() == new.keys()
    assert {i: (old[i], new[i]) for i in old if old[i] != new[i]} == {"ring6": ("2,-1", "2,-3")}
    # The places drawn are this position's: every ring and every empty position next to one.
    places = {p["name"] for p in present(game).scene(after)["places"]}
    assert "2,-3" in places and "2,-1" in places and "3,-4" in places and "4,-2" not in places


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), free_rule=st.sampled_from(["gap", "fewer_than_5"]))
def test_random_games_keep_the_board_whole_and_end(seed: int, free_rule: str) -> None:
    game = get_game("nonaga", free_rule=free_rule)
    rng = random.Random(seed)
    state = game.initial_state()
    for _ in range(3000):
        rings = set(state.rings)
        counters = [*state.counters[0], *state.counters[1]]
        assert len(rings) == len(state.rings) == 19
        assert connected(rings), "the rings must stay connected"
        assert len(set(counters)) == 6 and set(counters) <= rings
        legal = game.legal_moves(state)
        if not legal:
            break
        if state.step == 1:  # a ring step
            starts = {m.start for m in legal}
            assert not starts & set(counters), "a ring carrying a counter never moves"
            assert state.locked not in starts, "the ring just moved is locked"
        state = game.apply(state, rng.choice(legal))
    assert game.outcome(state) is not None, "every game ends"


# -- the table's edge: what is listed is what is read ------------------------------------------


def shifted(text: str, dq: int, dr: int) -> str:
    """Position text with every position moved by ``(dq, dr)``."""

    def move(field: str) -> str:
        if field == "-":
            return field
        cells = (c.split(",") for c in field.split(";"))
        return ";".join(f"{int(q) + dq},{int(r) + dr}" for q, r in cells)

    fields = text.split()
    return " ".join([*map(move, fields[:3]), *fields[3:5], move(fields[5])])


EDGE = limits.TABLE - 2  # the starting hexagon reaches two positions from its middle
near_edge = st.one_of(
    st.integers(EDGE - 3, EDGE), st.integers(-EDGE, -EDGE + 3), st.integers(-EDGE, EDGE)
)


@settings(max_examples=60, deadline=None)
@given(dq=near_edge, dr=near_edge, step=st.sampled_from(["counter", "ring"]))
def test_every_step_listed_near_the_tables_edge_reads_back(dq: int, dr: int, step: str) -> None:
    game = get_game("nonaga")
    text = shifted(START.replace(" counter ", f" {step} "), dq, dr)
    if any(abs(int(x)) > limits.TABLE for x in text.replace(";", " ").replace(",", " ").split()[:-3]
           if x.lstrip("-").isdigit()):  # fmt: skip
        return  # the position is not on the table (the third axis runs further)
    state = game.from_position(text)
    legal = game.legal_moves(state)
    assert legal
    for move in legal:
        assert game.parse_move(state, str(move)) == move
        for cell in move.cells:
            assert all(abs(int(x)) <= limits.TABLE for x in cell.split(","))


def test_a_ring_is_never_put_off_the_table() -> None:
    game = get_game("nonaga")
    text = shifted(START.replace(" counter ", " ring "), limits.TABLE - 2, 0)
    state = game.from_position(text)
    assert max(int(m.cells[1].split(",")[0]) for m in game.legal_moves(state)) == limits.TABLE
    beyond = f"{limits.TABLE - 1},-2>{limits.TABLE + 1},-2"
    with pytest.raises(InvalidMoveError, match="off the table: a coordinate runs from -999999"):
        game.parse_move(state, beyond)
    # The board draws no place off the table either: every place it offers can be clicked.
    for place in present(game).scene(state)["places"]:  # type: ignore[typeddict-item]
        assert all(abs(int(x)) <= limits.TABLE for x in place["name"].split(","))


def test_a_coordinate_is_read_by_its_value_and_a_long_one_is_refused_at_once() -> None:
    game = get_game("nonaga")
    assert str(game.parse_move(game.initial_state(), "0002,-02>-0001,01")) == "2,-2>-1,1"
    with pytest.raises(InvalidMoveError, match=r"'9{40}…' \(100002 characters\) is off the table"):
        game.parse_move(game.initial_state(), "9" * 100_000 + ",0>1,1")


def test_the_locked_ring_is_one_position() -> None:
    with pytest.raises(
        InvalidPositionError, match="the locked ring is one position or -, not '0,-1;5,5'"
    ):
        get_game("nonaga").from_position(START.replace(" -", " 0,-1;5,5"))


def test_the_number_of_rings_and_counters_is_checked_before_they_are_read() -> None:
    game = get_game("nonaga")
    rest = START[len(RINGS) :]
    with pytest.raises(InvalidPositionError, match=r"^the table has 30 rings; Nonaga has 19$"):
        game.from_position(";".join(["x"] * 30) + rest)
    with pytest.raises(
        InvalidPositionError, match=r"^player 1 has 40 counters; each player has 3$"
    ):
        game.from_position(START.replace(f" {START.split()[2]} ", " " + ";".join(["y"] * 40) + " "))


# -- history: shared between states, linear in the game's length ----------------------------


def wandering_line(steps: int, seed: str = "wander") -> list[Slide]:
    """A legal line of ``steps`` that never ends: rings wander, nobody wins, nothing comes up
    a third time. Each step is a random one that does not end the game, found as a search's
    playout finds one (a ring that may move, then where it may go), without listing them all.
    """
    game, rng = get_game("nonaga"), random.Random(seed)
    state, moves = game.initial_state(), []
    while len(moves) < steps:
        tries: Iterator[Slide]
        if state.step == COUNTER:
            mine = state.counters[state.to_move]
            slides = [Slide(c, end) for c in mine for end in game.slides(state, c)]
            tries = iter(rng.sample(slides, len(slides)))
        else:  # rings in a random order, each to a random place, looked for one at a time
            rings = (r for r in rng.sample(state.rings, 19) if game.can_lift(state, r))
            tries = (
                Slide(r, rng.choice(ends)) for r in rings if (ends := game.destinations(state, r))
            )
        move = next(m for m in tries if not game.is_over(game.successor(state, m)))
        moves.append(move)
        state = game.successor(state, move)
    return moves


@functools.cache
def long_line() -> list[Slide]:
    return wandering_line(4_000)


def bytes_per_step(line: Callable[[int], object], lengths: tuple[int, int]) -> tuple[float, float]:
    """Memory kept by ``line(n)`` per step, for each of two ``lengths`` in turn: what it
    returns and what it caches. Measured in one pass while tracing (which is slow), so
    ``line`` may go on from the shorter line to the longer."""
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        used = []
        kept = []
        for steps in lengths:
            kept.append(line(steps))
            gc.collect()
            used.append((tracemalloc.get_traced_memory()[0] - before) / steps)
    finally:
        tracemalloc.stop()
    return used[0], used[1]


# Memory is the code's, not the interpreter's: measured in CPython, where tracing is quick
# enough (the rules suites run again in Pyodide, several times slower).
in_pyodide = pytest.mark.skipif(sys.platform == "emscripten", reason="slow in Pyodide")


@in_pyodide
def test_a_long_line_keeps_memory_linear_in_its_length() -> None:
    game = get_game("nonaga")
    moves = long_line()
    states = [game.initial_state()]

    def line(steps: int) -> list[Any]:
        for move in moves[len(states) - 1 : steps]:
            states.append(game.successor(states[-1], move))  # each step was checked before
        return states

    short, long = bytes_per_step(line, (1_000, 4_000))
    assert long < 1.5 * short, f"{short:.0f} bytes per step for 1,000 steps, {long:.0f} for 4,000"


@in_pyodide
def test_the_bridges_replayed_lines_keep_memory_linear_too() -> None:
    texts = [str(move) for move in long_line()]
    requests.forget()  # what the line keeps is what is measured

    def view(steps: int) -> None:  # the longer line goes on from the shorter, cached
        request = {"fn": "view", "game": "nonaga", "moves": texts[:steps]}
        assert json.loads(bridge.handle(json.dumps(request)))["ply"] == steps

    short, long = bytes_per_step(view, (500, 2_000))
    requests.forget()
    assert long < 1.5 * short, f"{short:.0f} bytes per step for 500 steps, {long:.0f} for 2,000"


def test_repetition_is_counted_along_each_line_of_a_branching_history() -> None:
    game = get_game("nonaga")
    state = game.initial_state()
    for step in CYCLE * 2:
        state = game.apply(state, step)
    # Twice round the cycle: the position after two steps has come up twice, so going round
    # once more draws; a branch that leaves the cycle and comes back has its own count.
    twice = state
    again = twice
    for step in CYCLE[:2]:
        again = game.apply(again, step)
    assert game.outcome(again) is not None and game.outcome(again).draw  # type: ignore[union-attr]
    branch = game.apply(twice, "2,-2>2,-1")
    assert game.outcome(branch) is None
    # The same steps from the same start give equal states with equal hashes; the same
    # position reached along another line is another state.
    replayed = game.initial_state()
    for step in CYCLE * 2:
        replayed = game.apply(replayed, step)
    assert replayed == twice and hash(replayed) == hash(twice)
    once = game.initial_state()
    for step in CYCLE:
        once = game.apply(once, step)
    assert game.position(once) == game.position(twice)
    assert once != twice


def test_a_long_history_copies_and_pickles_without_recursion() -> None:
    import pickle

    game = get_game("nonaga")
    state = game.initial_state()
    for step in wandering_line(1_500):  # longer than the recursion limit
        state = game.successor(state, step)
    assert copy.deepcopy(state) == state
    assert pickle.loads(pickle.dumps(state)) == state
    assert len(repr(state)) < 2_000


def test_a_line_from_the_ring_step_says_it_begins_with_a_ring() -> None:
    # Both steps are written a>b; the move list names them from where the line's first step
    # stands in its turn, which only the start position knows.
    ring_first = START.replace(" counter ", " ring ")
    request = {"game": "nonaga", "start": ring_first}
    moves = ["2,-1>2,-3", "0,-2>0,1", "-1,-1>1,-3"]  # a ring, then the next player's turn
    view = json.loads(
        bridge.handle(json.dumps({**request, "fn": "view", "moves": moves, "history": True}))
    )
    assert view["history"]["movers"] == [0, 1, 1]
    assert view["history"]["first_turn_step"] == 1
    steps = json.loads(bridge.handle(json.dumps({**request, "fn": "pack", "moves": moves})))
    link = json.loads(bridge.handle(json.dumps({**request, "fn": "unpack", **steps})))
    assert link["movers"] == [0, 1, 1] and link["first_turn_step"] == 1
    # From the game's own start (a counter's step) the first step is a counter's.
    plain = json.loads(
        bridge.handle(json.dumps({"game": "nonaga", "fn": "view", "moves": [], "history": True}))
    )
    assert plain["history"]["first_turn_step"] == 0
