"""Puzzles (py_games.puzzles): proofs checked against a plain full-tree search, mining
checked by proving every puzzle again, and the command."""

from __future__ import annotations

import json
import random
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from examples import COLOURS, PAIRS, SQUARE, TWICE, game_cases

from py_games import Game, GameError, State, get_game
from py_games.__main__ import main
from py_games.puzzles import BudgetExceeded, difficulty, mine, prove


def brute_wins(game: Game[Any, Any], state: State, player: int, plies: int) -> bool:
    """Plain minimax, no table, no pruning beyond the rules: does every line end within
    ``plies`` with ``player`` winning alone (or sharing with fewer than everyone)?"""
    outcome = game.outcome(state)
    if outcome is not None:
        return player in outcome.winners and len(outcome.winners) < game.players
    if plies == 0:
        return False
    results = [brute_wins(game, game.apply(state, m), player, plies - 1)
               for m in game.legal_moves(state)]  # fmt: skip
    return any(results) if game.to_move(state) == player else all(results)


def brute_proof(game: Game[Any, Any], state: State, depth: int) -> dict[str, int]:
    player = game.to_move(state)
    assert player is not None
    found = {}
    for move in game.legal_moves(state):
        after = game.apply(state, move)
        for plies in range(1, depth + 1):
            if brute_wins(game, after, player, plies - 1):
                found[str(move)] = plies
                break
    return found


def near_end(game: Game[Any, Any], seed: int, back: int) -> State:
    """The position ``back`` steps before the end of a seeded random game."""
    rng = random.Random(seed)
    line: list[State] = [game.initial_state()]
    while game.to_move(line[-1]) is not None:
        line.append(game.apply(line[-1], rng.choice(game.legal_moves(line[-1]))))
    return line[max(0, len(line) - 1 - back)]


CASES = [
    (game_id, options, back, depth) for game_id, found in game_cases("PROOFS")
    for options, back, depth in found
]  # fmt: skip
"""Game, options, steps back from the end, depth: each game's, from its folder."""


@pytest.mark.parametrize(("game_id", "options", "back", "depth"), CASES)
def test_prove_agrees_with_a_plain_full_tree_search(
    game_id: str, options: dict[str, Any], back: int, depth: int
) -> None:
    game = get_game(game_id, **options)
    for seed in range(4):
        state = near_end(game, seed, back)
        for plies in range(1, depth + 1):
            assert prove(game, state, plies).wins == brute_proof(game, state, plies), (seed, plies)


def test_prove_agrees_on_turns_of_two_steps() -> None:
    # Positions from mined games one step from a win, the turn's first or second step to come.
    game = get_game(TWICE)
    tally = mine(TWICE, count=2, seed=1, max_depth=1, max_games=8)
    assert tally.puzzles
    for puzzle in tally.puzzles:
        state = game.from_position(puzzle.position)
        assert prove(game, state, 2).wins == brute_proof(game, state, 2)
        assert game.is_over(game.apply(state, puzzle.solution))  # a depth of 1: it wins


def test_a_budget_stops_a_proof_and_mining_counts_it() -> None:
    game = get_game(PAIRS)
    state = near_end(game, 1, 3)
    with pytest.raises(BudgetExceeded, match="more than 5 nodes"):
        prove(game, state, 3, budget=5)
    tally = mine(PAIRS, count=1, seed=1, max_depth=3, budget=5, max_games=8)
    assert tally.skipped > 0
    unlimited = mine(PAIRS, count=1, seed=1, max_depth=3, max_games=8)
    assert unlimited.skipped == 0 and unlimited.positions == tally.positions
    assert unlimited.proved > tally.proved


@pytest.mark.parametrize(
    ("game_id", "options", "depth"),
    [(game_id, *mined) for game_id, mined in game_cases("MINED")],
)
def test_every_mined_puzzle_has_exactly_one_winning_step(
    game_id: str, options: dict[str, Any], depth: int
) -> None:
    tally = mine(game_id, options, count=3, seed=7, max_depth=depth, max_games=24)
    assert tally.puzzles, tally
    game = get_game(game_id, **options)
    for puzzle in tally.puzzles:
        state = game.from_position(puzzle.position)
        proof = prove(game, state, depth)
        assert list(proof.wins) == [puzzle.solution]
        assert proof.steps == puzzle.steps == len(game.legal_moves(state)) > 1
        assert puzzle.depth == proof.wins[puzzle.solution] <= depth
        assert puzzle.difficulty == difficulty(puzzle.depth, puzzle.plausible)
        # The solution wins: after it, every line the others choose ends in the mover's win.
        mover = game.to_move(state)
        assert mover is not None
        assert brute_wins(game, game.apply(state, puzzle.solution), mover, puzzle.depth - 1)
        assert puzzle.seed.startswith("7/")


def test_difficulty_is_depth_plus_doublings_of_plausible_steps() -> None:
    assert difficulty(1, 2) == 2
    assert difficulty(5, 100) == 11
    assert difficulty(1, 1) == 1


def test_the_same_seed_gives_the_same_puzzles_whatever_the_workers() -> None:
    one = mine(COLOURS, {"size": 3}, count=6, seed="s", max_depth=3)
    two = mine(COLOURS, {"size": 3}, count=6, seed="s", max_depth=3, workers=2)
    threads = mine(COLOURS, {"size": 3}, count=6, seed="s", max_depth=3,
                   executor=ThreadPoolExecutor(3))  # fmt: skip
    assert len(one.puzzles) == 6
    assert one.puzzles == two.puzzles == threads.puzzles
    assert (one.positions, one.kept, one.nodes) == (two.positions, two.kept, two.nodes)
    other = mine(COLOURS, {"size": 3}, count=6, seed="t", max_depth=3)
    assert other.puzzles != one.puzzles


def test_mine_and_prove_refuse_bad_input() -> None:
    game = get_game(COLOURS, size=2)
    with pytest.raises(GameError, match="depth"):
        prove(game, game.initial_state(), 0)
    with pytest.raises(GameError, match="the game is over"):
        prove(game, near_end(game, 0, 0), 2)
    with pytest.raises(GameError, match="count"):
        mine(COLOURS, count=0)
    with pytest.raises(GameError, match="no option"):
        mine(COLOURS, {"sise": 3})
    with pytest.raises(GameError, match="no game"):
        mine("chess")


def test_the_command_writes_json_lines(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "p.jsonl"
    argv = ["puzzles", SQUARE, "--option", "size=4", "--count", "3", "--seed", "2",
            "--depth", "3", "--out", str(out)]  # fmt: skip
    assert main(argv) == 0
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(lines) == 3
    assert {line["game"] for line in lines} == {SQUARE}
    assert lines[0]["options"]["size"] == 4
    assert lines == [p.to_json() for p in mine(SQUARE, {"size": 4}, 3, "2", 3).puzzles]
    err = capsys.readouterr().err
    assert "3 puzzles:" in err and "positions looked at" in err and "skipped by the budget" in err


@pytest.mark.parametrize(
    ("argv", "reason"),
    [(["--count", "0"], "a count is a whole number from 1"),
     (["--depth", "99"], "a depth is a whole number from 1 to 40"),
     (["--workers", "x"], "a number of workers"),
     (["--option", "size=1"], "size"),
     (["--option", "size"], "write an option as name=value"),
     (["--out", "/nonexistent/dir/p.jsonl"], "cannot write")],
)  # fmt: skip
def test_the_command_refuses_bad_arguments(
    argv: list[str], reason: str, capsys: pytest.CaptureFixture[str]
) -> None:
    try:
        code = main(["puzzles", COLOURS, *argv])
    except SystemExit as exit_:
        code = exit_.code  # type: ignore[assignment]
    assert code == 2
    assert reason in capsys.readouterr().err


def test_a_dask_cluster_mines_what_one_process_mines(
    tmp_path: Path, dask_client: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    one = mine(COLOURS, {"size": 3}, count=6, seed="d", max_depth=3)
    two = mine(COLOURS, {"size": 3}, count=6, seed="d", max_depth=3,
               executor=dask_client.get_executor())  # fmt: skip
    out = tmp_path / "p.jsonl"
    address = dask_client.scheduler.address
    argv = ["puzzles", COLOURS, "--option", "size=3", "--count", "6", "--seed", "d",
            "--depth", "3", "--scheduler", address, "--out", str(out)]  # fmt: skip
    assert main(argv) == 0
    assert len(one.puzzles) == 6 and two.puzzles == one.puzzles
    assert (two.positions, two.kept, two.nodes) == (one.positions, one.kept, one.nodes)
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert lines == [p.to_json() for p in one.puzzles]
    assert "6 puzzles:" in capsys.readouterr().err


def test_the_command_says_how_to_install_dask(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "distributed", None)  # an import of it fails
    assert main(["puzzles", COLOURS, "--scheduler", "tcp://127.0.0.1:1"]) == 2
    assert "pip install 'py-games[cluster]'" in capsys.readouterr().err
