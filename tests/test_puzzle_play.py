"""Solving the shipped puzzles (py_games.puzzles.play and .sets, and the bridge's puzzles / puzzle):
the sets, their proofs (a seeded sample here; every puzzle in bench/bench_puzzles.py), their
solution lines, and tries judged through the bridge."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from examples import COLOURS, PUZZLED, twice

from py_games import Game, State, bridge
from py_games.parts import PUZZLES
from py_games.puzzles import Puzzle, prove, sets, wins_within
from py_games.puzzles import play as puzzles
from py_games.registry import GAMES, PARTS, present

SET_GAMES = tuple(g for g, parts in PARTS.items() if parts.file(PUZZLES) is not None)
"""The games whose folder holds a puzzle set."""
SAMPLE = 10  # puzzles re-proved per game


def ask(request: dict[str, Any]) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(bridge.handle(json.dumps(request)))
    return answer


def sample(game_id: str, count: int = SAMPLE) -> list[tuple[int, Puzzle]]:
    numbered = list(enumerate(sets.puzzle_set(game_id), 1))
    return random.Random(f"sample/{game_id}").sample(numbered, min(count, len(numbered)))


def places(game: Game[Any, Any], state: State) -> set[str]:
    """The places a mark may name in ``state`` (a table's come and go)."""
    presenter = present(game)
    scene = presenter.scene(state)
    there = scene.get("places") or presenter.board()["places"]
    return {place["name"] for place in there}


def test_every_game_has_a_set_of_at_least_100_puzzles_over_3_difficulties() -> None:
    assert sets.set_games() == [g for g in GAMES if g in SET_GAMES]
    for game_id in SET_GAMES:
        shipped = sets.puzzle_set(game_id)
        assert len(shipped) >= 100, game_id
        assert len({p.difficulty for p in shipped}) >= 3, game_id
        assert [p.difficulty for p in shipped] == sorted(p.difficulty for p in shipped)
        assert {p.game for p in shipped} == {game_id}
        # Distinct positions: a set never asks the same thing twice.
        assert len({p.position for p in shipped}) == len(shipped), game_id


@pytest.mark.parametrize("game_id", SET_GAMES)
def test_every_solution_line_is_legal_and_ends_in_the_solvers_win(game_id: str) -> None:
    for number, puzzle in enumerate(sets.puzzle_set(game_id), 1):
        game = sets.game_of(puzzle)
        state = game.from_position(puzzle.position)
        solver = game.to_move(state)
        assert puzzle.line[0] == puzzle.solution, number
        # Against the longest defence the fastest win takes exactly the puzzle's depth.
        assert len(puzzle.line) == puzzle.depth, number
        for step in puzzle.line:
            state = game.apply(state, step)
        outcome = game.outcome(state)
        assert outcome is not None and solver in outcome.winners and not outcome.draw, number


@pytest.mark.parametrize("game_id", SET_GAMES)
def test_a_sample_of_shipped_puzzles_proves_again(game_id: str) -> None:
    for number, puzzle in sample(game_id):
        game = sets.game_of(puzzle)
        state = game.from_position(puzzle.position)
        proof = prove(game, state, puzzle.depth)
        assert proof.wins == {puzzle.solution: puzzle.depth}, number
        assert proof.steps == puzzle.steps and proof.plausible == puzzle.plausible, number


def play_through(puzzle_id: str, line: list[str]) -> list[str]:
    """Play ``line``'s solver steps through the bridge, the replies as answered; the statuses."""
    moves: list[str] = []
    statuses = []
    while len(moves) < len(line):
        moves.append(line[len(moves)])
        attempt = ask({"fn": "puzzle", "puzzle": puzzle_id, "moves": moves})["attempt"]
        statuses.append(attempt["status"])
        assert attempt["refutation"] == []
        if attempt["status"] in ("again", "right"):
            # On the line, the answers are the line's: the longest defence.
            assert attempt["replies"] == line[len(moves) : len(moves) + len(attempt["replies"])]
            moves += attempt["replies"]
        if attempt["status"] == "right":
            break
    assert moves == line
    return statuses


@pytest.mark.parametrize("game_id", SET_GAMES)
def test_the_solution_played_through_the_bridge_is_again_then_right(game_id: str) -> None:
    for number, puzzle in sample(game_id, 4):
        puzzle_id = f"{game_id}/{number}"
        answer = ask({"fn": "puzzle", "puzzle": puzzle_id, "hint": True, "solution": True})
        info = answer["puzzle"]
        assert info["id"] == puzzle_id and info["number"] == number
        assert info["count"] == len(sets.puzzle_set(game_id))
        assert info["start"] == puzzle.position and info["depth"] == puzzle.depth
        game = sets.game_of(puzzle)
        start = game.from_position(puzzle.position)
        assert info["to_move"] == game.to_move(start)
        assert info["options"] == dict(game.options) and set(info["options"]) == {
            option.name for option in type(game).OPTIONS
        }
        assert info["goal"].startswith(game.player_name(info["to_move"]) + " to play: ")
        assert answer["attempt"]["status"] == "turn" and answer["attempt"]["said"] == info["goal"]
        assert answer["solution"] == list(puzzle.line)
        hint = answer["hint"]
        assert hint["marks"] in places(game, start)
        assert hint["said"] == f"Look at {hint['marks']}."
        # The hint's place is where the solution's step starts: its first click.
        step = present(game).step(start, game.parse_move(start, puzzle.solution))
        assert hint["marks"] == (step.get("orders") or [step["cells"]])[0][0]
        statuses = play_through(puzzle_id, list(puzzle.line))
        assert statuses[-1] == "right"
        assert set(statuses[:-1]) <= {"turn", "again"}


@pytest.mark.parametrize("game_id", SET_GAMES)
def test_the_solution_shown_is_not_said_as_solved(game_id: str) -> None:
    """The whole line asked with the solution (the page showed it): still Python's `right`
    (the line wins), but its words are a solution shown, never "Solved!"."""
    for number, puzzle in sample(game_id, 2):
        request = {"fn": "puzzle", "puzzle": f"{game_id}/{number}", "moves": list(puzzle.line)}
        solved = ask(request)["attempt"]
        shown = ask({**request, "solution": True})["attempt"]
        assert solved["status"] == shown["status"] == "right"
        assert solved["said"].startswith("Solved! ")
        assert "Solved" not in shown["said"] and shown["said"].startswith("That was the solution: ")
        assert shown["said"].endswith(solved["said"].removeprefix("Solved! "))


@pytest.mark.parametrize("game_id", SET_GAMES)
def test_a_wrong_first_step_is_refuted(game_id: str) -> None:
    for number, puzzle in sample(game_id, 4):
        game = sets.game_of(puzzle)
        start = game.from_position(puzzle.position)
        solver = game.to_move(start)
        wrong = random.Random(number).choice(
            [str(m) for m in game.legal_moves(start) if str(m) != puzzle.solution]
        )
        attempt = ask({"fn": "puzzle", "puzzle": f"{game_id}/{number}", "moves": [wrong]})[
            "attempt"
        ]
        assert attempt["status"] == "wrong", (number, wrong)
        assert attempt["said"] and attempt["replies"] == []
        state = game.apply(start, wrong)
        for step in attempt["refutation"]:  # legal, from the position the wrong step reached
            state = game.apply(state, step)
        outcome = game.outcome(state)
        assert outcome is None or solver not in outcome.winners or outcome.draw
        assert len(attempt["refutation"]) <= puzzle.depth - 1
        there = places(game, game.apply(start, wrong))
        assert set(attempt["marks"].split()) <= there | places(game, start)


def test_any_winning_step_is_accepted_not_only_the_stored_ones() -> None:
    found = 0
    for game_id in (g for g in SET_GAMES if not twice(GAMES[g])):  # turns of one step
        for number, puzzle in enumerate(sets.puzzle_set(game_id), 1):
            if puzzle.depth < 5 or found >= 3:
                continue
            game = sets.game_of(puzzle)
            state = game.from_position(puzzle.position)
            solver = game.to_move(state)
            assert solver is not None
            for step in puzzle.line[:2]:
                state = game.apply(state, step)
            others = [
                str(m)
                for m in game.legal_moves(state)
                if str(m) != puzzle.line[2]
                and wins_within(game, game.apply(state, m), solver, puzzle.depth - 3) is not None
            ]
            if not others:
                continue
            found += 1
            moves = [*puzzle.line[:2], others[0]]
            attempt = puzzles.judge(puzzle, moves)
            assert attempt.status in ("again", "right"), (game_id, number, attempt)
            # ... and a step that does not win is refused even there.
            losing = [
                str(m)
                for m in game.legal_moves(state)
                if wins_within(game, game.apply(state, m), solver, puzzle.depth - 3) is None
            ]
            if losing:
                assert puzzles.judge(puzzle, [*puzzle.line[:2], losing[0]]).status == "wrong"
    assert found >= 3


def test_a_turn_of_two_steps_half_done_is_a_turn() -> None:
    # A turn of two steps: a puzzle may start with the first of them.
    for game_id in (g for g in SET_GAMES if twice(GAMES[g])):
        for number, puzzle in enumerate(sets.puzzle_set(game_id), 1):
            game = sets.game_of(puzzle)
            start = game.from_position(puzzle.position)
            after = game.apply(start, puzzle.solution)
            if not game.is_over(after) and game.to_move(after) == game.to_move(start):
                attempt = ask({"fn": "puzzle", "puzzle": f"{game_id}/{number}",
                               "moves": [puzzle.solution], "hint": True})  # fmt: skip
                assert attempt["attempt"]["status"] == "turn", number
                assert attempt["attempt"]["said"] == game.turn_hint(after)
                assert attempt["attempt"]["replies"] == []
                step = game.parse_move(after, puzzle.line[1])  # the hint: the line's next step
                info = present(game).step(after, step)
                assert attempt["hint"]["marks"] == (info.get("orders") or [info["cells"]])[0][0]
                return
    pytest.fail("no puzzle starts with the first step of a turn of two")


def test_puzzles_lists_a_set() -> None:
    answer = ask({"fn": "puzzles", "game": PUZZLED})
    assert answer["game"] == PUZZLED
    entries = answer["puzzles"]
    shipped = sets.puzzle_set(PUZZLED)
    assert len(entries) == len(shipped)
    assert entries[0] == {
        "id": f"{PUZZLED}/1",
        "number": 1,
        "difficulty": shipped[0].difficulty,
        "depth": shipped[0].depth,
    }
    assert [e["number"] for e in entries] == list(range(1, len(shipped) + 1))


@pytest.mark.parametrize(
    ("request_", "kind", "words"),
    [
        ({"fn": "puzzles", "game": "chess"}, "UnknownGameError", "there is no game 'chess'"),
        ({"fn": "puzzle", "puzzle": f"{PUZZLED}/0"}, "UnknownPuzzleError", "numbered 1 to"),
        ({"fn": "puzzle", "puzzle": f"{PUZZLED}/x"}, "UnknownPuzzleError", "numbered 1 to"),
        (
            {"fn": "puzzle", "puzzle": f"{PUZZLED}/100000"},
            "UnknownPuzzleError",
            "no puzzle '100000'",
        ),
        ({"fn": "puzzle", "puzzle": "chess/1"}, "UnknownPuzzleError", "no puzzles of 'chess'"),
        ({"fn": "puzzle", "puzzle": PUZZLED}, "UnknownPuzzleError", "named game/number"),
        ({"fn": "puzzle"}, "UnknownPuzzleError", "named game/number"),
        ({"fn": "puzzle", "puzzle": 3}, "BadRequest", "'puzzle' must be a str"),
        ({"fn": "puzzle", "puzzle": f"{COLOURS}/1", "moves": "a1"}, "BadRequest", "'moves'"),
        ({"fn": "puzzle", "puzzle": f"{COLOURS}/1", "hint": "yes"}, "BadRequest", "'hint'"),
    ],
)
def test_bad_puzzle_requests_are_named(request_: dict[str, Any], kind: str, words: str) -> None:
    error = ask(request_)["error"]
    assert error["type"] == kind
    assert words in error["message"]
    if words in ("no puzzles of 'chess'", "named game/number"):
        assert f"the games with puzzles: {', '.join(SET_GAMES)}" in error["message"]


def test_an_illegal_step_is_the_engines_error() -> None:
    puzzle = sets.puzzle_set(COLOURS)[0]
    game = sets.game_of(puzzle)
    start = game.from_position(puzzle.position)
    occupied = next(  # a place no step fills
        p["name"]
        for p in present(game).board()["places"]
        if not any(p["name"] == str(m).split(":")[0] for m in game.legal_moves(start))
    )
    error = ask({"fn": "puzzle", "puzzle": f"{COLOURS}/1", "moves": [f"{occupied}:b"]})["error"]
    assert error["type"] == "IllegalMoveError"
    assert occupied in error["message"]
    # Past the end of the game no step is legal.
    over = ask({"fn": "puzzle", "puzzle": f"{COLOURS}/1", "moves": [*puzzle.line, "a1:b"]})["error"]
    assert over["type"] == "IllegalMoveError"
