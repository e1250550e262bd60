"""The shared executor, parallel matches, the round robin and the Bradley–Terry fit."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest
from examples import COLOURS, SQUARE

from py_games import ratings
from py_games.__main__ import main, match
from py_games.parts import RATINGS
from py_games.ratings import level_strengths
from py_games.ratings.fit import ELO, fit, fit_results
from py_games.ratings.play import round_robin
from py_games.registry import GAMES, PARTS


def _expected(strengths: dict[str, float], games: float) -> list[tuple[str, str, float]]:
    """Each pair's exact expected share, standing for ``games`` games."""
    names = list(strengths)
    out = []
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            p = strengths[a] / (strengths[a] + strengths[b])
            out.extend([(a, b, p)] * int(games))
    return out


def test_the_fit_recovers_known_strengths() -> None:
    truth = {"r": 1.0, "x": 3.0, "y": 10.0, "z": 0.5}
    rated = fit(_expected(truth, 10), list(truth), prior=0)
    for r in rated:
        assert r.rating == pytest.approx(ELO * math.log(truth[r.player]), abs=1e-6)
        assert r.games == 30
    assert rated[0].rating == 0 and rated[0].low == rated[0].high == 0


def test_the_fit_is_symmetric() -> None:
    results = [("a", "b", 1.0), ("a", "b", 1.0), ("a", "b", 0.0), ("b", "c", 0.5)]
    one = fit(results, ["b", "a", "c"])
    swapped = fit([(b, a, 1 - s) for a, b, s in results], ["b", "a", "c"])
    for x, y in zip(one, swapped, strict=True):
        assert x.rating == pytest.approx(y.rating) and x.high == pytest.approx(y.high)
    even = fit([("a", "b", 1.0), ("a", "b", 0.0)], ["a", "b"])
    assert even[1].rating == pytest.approx(0, abs=1e-9)
    assert even[1].low == pytest.approx(-even[1].high)


def test_a_player_who_won_every_game_gets_a_finite_rating() -> None:
    rated = fit([("a", "b", 0.0)] * 6, ["a", "b"])
    # Half a win each way: 6.5 to 0.5, so b is 13 times as strong.
    assert rated[1].rating == pytest.approx(ELO * math.log(13))
    assert math.isfinite(rated[1].low) and rated[1].low < rated[1].rating < rated[1].high


def test_intervals_shrink_with_more_games() -> None:
    truth = {"r": 1.0, "x": 2.0, "y": 4.0}
    few, many = (fit(_expected(truth, n), list(truth)) for n in (4, 40))
    for a, b in zip(few[1:], many[1:], strict=True):
        assert b.high - b.low < a.high - a.low


def test_a_player_without_games_is_not_rated() -> None:
    rated = fit([("a", "b", 1.0)], ["a", "b", "c"])
    assert rated[2].games == 0 and math.isnan(rated[2].rating)


def test_a_match_gives_the_same_games_whatever_the_workers() -> None:
    one = match(COLOURS, (1, 0), 4, options={"size": "3"}, seed="w")
    two = match(COLOURS, (1, 0), 4, options={"size": "3"}, seed="w", workers=2)
    assert one["per_game"] == two["per_game"] and len(one["per_game"]) == 4
    assert (one["wins"], one["draws"]) == (two["wins"], two["draws"])


def test_the_round_robin_resumes_and_fits(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    players = ("level 0", "level 1", "review")
    first = round_robin(SQUARE, 1, players=players, seed="s")
    assert [(r["a"], r["b"], r["number"]) for r in first] == [
        ("level 0", "level 1", 0),
        ("level 0", "review", 0),
        ("level 1", "review", 0),
    ]
    more = round_robin(SQUARE, 2, players=players, seed="s", done=first)
    assert more[:3] == first and len(more) == 6
    again = round_robin(SQUARE, 2, players=players, seed="s")
    strip = [{k: v for k, v in r.items() if k != "seconds"} for r in again]
    assert strip == [{k: v for k, v in r.items() if k != "seconds"} for r in more]
    rated = fit_results(more, players)
    assert [r.games for r in rated] == [4, 4, 4]
    out = tmp_path / "r.jsonl"
    argv = [
        "ratings",
        SQUARE,
        "--games-per-pair",
        "1",
        "--out",
        str(out),
        "--players",
        "level 0,level 1,review",
        "--seed",
        "s",
    ]
    assert main(argv) == 0
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert [{k: v for k, v in r.items() if k != "seconds"} for r in lines] == strip[:3]
    assert main(argv) == 0
    assert len(out.read_text().splitlines()) == 3  # resumed: nothing left to play
    assert "| review |" in capsys.readouterr().out


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_level_strengths_follow_the_shipped_table(game_id: str) -> None:
    strengths = level_strengths(game_id)
    assert len(strengths) == 5
    rows = {r["player"]: r for r in ratings.shipped(game_id).get("ratings", [])}
    for level, strength in enumerate(strengths):
        row = rows.get(f"level {level}")
        if strength is not None:
            assert row is not None and strength["rating"] == row["rating"]
            assert level == 0 or strength["low"] < strength["high"]
    # A game with ratings rates every level, and the dialog shows each one's strength; a game
    # without (ratings are an optional part) rates none, and the dialog shows none.
    rated = PARTS[game_id].file(RATINGS) is not None
    assert all((strength is not None) == rated for strength in strengths)


def test_a_dask_cluster_plays_the_match_one_process_plays(dask_client: Any) -> None:
    one = match(COLOURS, (1, 0), 3, options={"size": "3"}, seed="d")
    two = match(COLOURS, (1, 0), 3, options={"size": "3"}, seed="d",
                scheduler=dask_client.scheduler.address)  # fmt: skip
    assert two["per_game"] == one["per_game"]
