"""What self-play says of the rules (py_games.fairness, ``python -m py_games fairness``): the
measures on games whose outcome is known, the same games on any executor, resumed runs, and
the intervals."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from examples import SQUARE

from py_games import parallel
from py_games.__main__ import main
from py_games.fairness import game_job, play, summary, wilson

SMALL = {"size": 3}


def test_each_game_is_measured_as_it_was_played() -> None:
    found = game_job((SQUARE, SMALL, 0, 4, "t"))
    # A step fills a cell of the 3×3 board: at most 9 steps, never more than 9 to choose from.
    assert 1 <= found["steps"] <= 9 and found["number"] == 4
    assert 1 <= found["branching"] <= 9
    assert found["draw"] == (found["winners"] == [0, 1])


def test_the_summary_counts_shares_and_tie_breaks() -> None:
    results = [
        {"winners": [0], "draw": False, "tie_break": False, "steps": 10, "branching": 4.0},
        {"winners": [0], "draw": False, "tie_break": True, "steps": 12, "branching": 5.0},
        {"winners": [1], "draw": False, "tie_break": False, "steps": 14, "branching": 6.0},
        {"winners": [0, 1], "draw": True, "tie_break": False, "steps": 12, "branching": 5.0},
    ]
    found = summary(results, 2)
    assert [s["share"] for s in found["seat_wins"]] == [0.5, 0.25]
    assert found["draws"]["share"] == 0.25
    assert found["tie_breaks"]["share"] == pytest.approx(1 / 3) and found["tie_breaks"]["of"] == 3
    assert found["steps"]["mean"] == 12.0 and found["steps"]["low"] < 12.0 < found["steps"]["high"]


def test_wilson_s_interval() -> None:
    # Wilson's interval for 50 of 100 (Newcombe 1998, method 3): 0.4038 to 0.5962.
    low, high = wilson(50, 100)
    assert (round(low, 4), round(high, 4)) == (0.4038, 0.5962)
    assert wilson(0, 10)[0] == pytest.approx(0.0, abs=1e-12)
    assert wilson(10, 10)[1] == pytest.approx(1.0)


def test_processes_and_a_dask_cluster_play_the_same_games(dask_client: Any) -> None:
    def run(pool: Any) -> list[dict[str, Any]]:
        return play(SQUARE, SMALL, games=6, level=1, seed="same", pool=pool)

    here = run(None)
    with parallel.executor(2) as pool:
        processes = run(pool)
    with parallel.executor(1, dask_client.scheduler.address) as pool:
        cluster = run(pool)
    assert here == processes == cluster


def test_the_command_resumes_from_its_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "games.jsonl"
    argv = ["fairness", SQUARE, "--option", "size=3", "--level", "1", "--out", str(out)]
    assert main([*argv, "--games", "3"]) == 0
    assert main([*argv, "--games", "5", "--json"]) == 0
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert [line["number"] for line in lines] == [0, 1, 2, 3, 4]  # the first three not again
    said = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert said["games"] == 5 and said["options"]["size"] == 3


def test_bad_input_is_refused_with_a_reason(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["fairness", SQUARE, "--option", "size=99"]) == 2
    assert "size" in capsys.readouterr().err
    assert main(["fairness", SQUARE, "--option", "size"]) == 2
    assert "name=value" in capsys.readouterr().err
