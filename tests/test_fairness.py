"""What self-play says of the rules (py_games.fairness, ``python -m py_games fairness``): the
measures on games whose outcome is known, the same games on any executor, resumed runs, and
the intervals."""

from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path
from typing import Any

import pytest
from examples import SQUARE

from py_games import GAMES, parallel
from py_games.__main__ import main
from py_games.fairness import (
    ResultsError,
    game_job,
    page_section,
    play,
    read_runs,
    summary,
    wilson,
)
from py_games.i18n import using
from py_games.parts import FAIRNESS
from py_games.registry import PARTS

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
    [(run, lines)] = read_runs(out.read_text(), "out")
    assert run == {"game": SQUARE, "options": run["options"], "level": 1, "seed": "fairness"}
    assert [line["number"] for line in lines] == [0, 1, 2, 3, 4]  # the first three not again
    said = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert said["games"] == 5 and said["options"]["size"] == 3


def test_bad_input_is_refused_with_a_reason(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["fairness", SQUARE, "--option", "size=99"]) == 2
    assert "size" in capsys.readouterr().err
    assert main(["fairness", SQUARE, "--option", "size"]) == 2
    assert "name=value" in capsys.readouterr().err


def test_an_out_that_is_no_plain_file_is_refused_and_left_as_it_is(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The results file is replaced as a whole when a run starts: given /dev/null, that put a
    # plain file in the device's place. A null device of the test's own stands in for it
    # (made as root, as CI runs; elsewhere the folder alone is tried).
    out = [tmp_path]
    if os.geteuid() == 0:
        device = tmp_path / "null"
        os.mknod(device, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
        out.append(device)
    for path in out:
        args = ["fairness", SQUARE, "--games", "1", "--level", "0", "--out", str(path)]
        assert main(args) == 2
        assert "not a plain file" in capsys.readouterr().err
    assert all(path.is_dir() or stat.S_ISCHR(path.stat().st_mode) for path in out)


RUN = {"game": SQUARE, "options": {"size": 3}, "level": 1, "seed": "t"}
GAME = {"number": 0, "winners": [0], "draw": False, "tie_break": False, "steps": 5}
GAME["branching"] = 6.0


def runs_text(*runs: tuple[dict[str, Any], list[dict[str, Any]]]) -> str:
    return "".join(
        json.dumps({"run": run}) + "\n" + "".join(json.dumps(g) + "\n" for g in games)
        for run, games in runs
    )


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("{cut", "line 1: not JSON"),
        (json.dumps(GAME), "line 1: a game before any run's first line"),
        (json.dumps({"run": {**RUN, "level": "1"}}), "line 1: the run's 'level' is not int"),
        (runs_text((RUN, [])) + "\n" + json.dumps({**GAME, "draw": 0}), "line 3: the game's 'draw"),
        (runs_text((RUN, [])) + json.dumps({**GAME, "steps": True}), "line 2: the game's 'steps'"),
        (runs_text((RUN, [])) + "[1]", "line 2: the game is not an object"),
        (runs_text((RUN, [{**GAME, "winners": ["0"]}])), "line 2: the game's 'winners' are"),
    ],
)
def test_a_damaged_results_file_is_refused_naming_the_line(text: str, said: str) -> None:
    with pytest.raises(ResultsError, match=re.escape(f"here, {said}")):
        read_runs(text, "here")


def test_a_file_keeps_each_run_and_the_command_resumes_the_one_asked_for(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "games.jsonl"
    base = ["fairness", SQUARE, "--option", "size=3", "--out", str(out)]
    assert main([*base, "--level", "1", "--games", "2"]) == 0
    assert main([*base, "--level", "0", "--games", "3"]) == 0
    assert main([*base, "--level", "1", "--games", "4"]) == 0  # the first run, resumed
    runs = read_runs(out.read_text(), "out")
    assert [(run["level"], [g["number"] for g in games]) for run, games in runs] == [
        (0, [0, 1, 2]),
        (1, [0, 1, 2, 3]),
    ]
    # Its games are those a run of four alone plays.
    assert runs[1][1] == play(SQUARE, SMALL, games=4, level=1, seed="fairness")
    capsys.readouterr()
    out.write_text("{cut")
    assert main([*base, "--games", "2"]) == 2
    assert "line 1: not JSON" in capsys.readouterr().err


def test_the_rules_page_shows_each_run_in_the_readers_language() -> None:
    games = [
        {**GAME, "number": 0},
        {**GAME, "number": 1, "winners": [1], "tie_break": True},
        {**GAME, "number": 2, "winners": [0, 1], "draw": True},
        {**GAME, "number": 3, "steps": 7},
    ]
    text = runs_text((RUN, games), ({**RUN, "options": {"size": 4}, "level": 2}, games[:2]))
    page = page_section(SQUARE, text)
    assert page.count("<table") == 2
    # The stronger level's run first, though the file holds it second.
    assert page.index("2 games, level “casual”") < page.index("4 games, level “beginner”")
    # Player 1 won 2 of 4; a tie-break decided 1 of the 3 decided games.
    assert re.search(r"Player 1 wins</th><td>50\.0% \(", page)
    assert re.search(r"Decided by a tie-break</th><td>33\.3% \(", page)
    assert re.search(r"Length, in steps</th><td>5\.5 \(", page)
    with using("fr"):
        french = page_section(SQUARE, text)
    assert re.search(r"<td>50,0\u202f% \(", french)
    assert "Est-ce équitable" in french
    # No tie-break in a run: its row is left out.
    assert "tie-break" not in page_section(SQUARE, runs_text((RUN, [games[0], games[3]])))
    assert page_section(SQUARE, "") == ""


def test_a_run_the_page_cannot_show_is_refused_saying_why() -> None:
    other = next(g for g in GAMES if g != SQUARE)
    with pytest.raises(ResultsError, match="holds a run of"):
        page_section(other, runs_text((RUN, [GAME])))
    with pytest.raises(ResultsError, match="not seats of 2 players"):
        page_section(SQUARE, runs_text((RUN, [{**GAME, "winners": [2]}])))
    assert page_section(SQUARE, runs_text((RUN, []))) == ""  # a run with no game yet


@pytest.mark.parametrize("game_id", [g for g, p in PARTS.items() if p.has(FAIRNESS)])
def test_the_shipped_results_are_the_games_the_command_plays(game_id: str) -> None:
    parts = PARTS[game_id]
    found = parts.file(FAIRNESS)
    assert found is not None
    for run, games in read_runs(found.read_text(encoding="utf-8"), parts.id):
        assert run["game"] == parts.id and games
        assert [g["number"] for g in games] == list(range(len(games)))
        # The first game again (a whole run would take the hours it took): the same game.
        job = (parts.id, run["options"], run["level"], 0, run["seed"])
        assert game_job(job) == games[0]
