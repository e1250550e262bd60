"""The bridge's ``review``: a review in slices is the review in one go (the command's), it
resumes from the evaluations an answer gave, and bad requests say what is wrong."""

from __future__ import annotations

import json
from typing import Any

import pytest
from examples import COLOURS, SQUARE, TWICE

from py_games import GAMES, ai, bridge, get_game, records
from py_games.evaluation import EVALUATION
from py_games.review import review

CASES = {
    game_id: {o.name: o.minimum + 1 for o in rules.OPTIONS if o.name == "size" and o.minimum}
    for game_id, rules in GAMES.items()
}
"""Each game's options for a quick review: the smallest board but one, where it has sizes."""


def ask(**request: Any) -> Any:
    return json.loads(bridge.handle(json.dumps(request)))


def short_game(game_id: str, seed: int = 0, most: int = 24) -> tuple[Any, list[str]]:
    """A game played at random (level 0), at most ``most`` steps."""
    game = get_game(game_id, **CASES[game_id])
    state, moves = game.initial_state(), []
    while not game.is_over(state) and len(moves) < most:
        move = ai.choose_move(game, state, level=0, seed=f"{seed}/{len(moves)}")
        moves.append(str(move))
        state = game.apply(state, move)
    return game, moves


def in_one_go(game: Any, moves: list[str], iterations: int, seed: str) -> Any:
    return review(game, _replayed(game, moves), iterations=iterations, seed=seed)


def _replayed(game: Any, moves: list[str]) -> records.Replay:
    state, states, played = game.initial_state(), [], []
    states.append(state)
    for text in moves:
        move = game.parse_move(state, text)
        state = game.apply(state, move)
        states.append(state)
        played.append(move)
    return records.Replay(game, tuple(states), tuple(played))


def run_in_slices(request: dict[str, Any], slice_ms: int = 1) -> tuple[Any, int]:
    answer, calls = ask(fn="review", slice_ms=slice_ms, **request), 1
    while not answer["done"]:
        assert "error" not in answer, answer
        answer = ask(fn="review", slice_ms=slice_ms, review=answer["review"], **request)
        calls += 1
    return answer, calls


@pytest.mark.parametrize("game_id", list(CASES))
def test_a_review_in_slices_is_the_review_in_one_go(game_id: str) -> None:
    game, moves = short_game(game_id)
    request = {"game": game_id, "options": CASES[game_id], "moves": moves,
               "iterations": 30, "seed": "s"}  # fmt: skip
    answer, calls = run_in_slices(request)
    assert calls > 1
    whole = in_one_go(game, moves, 30, "s")
    assert answer["done"] and answer["progress"] == 1.0
    assert answer["curve"] == [list(shares) for shares in whole.curve]
    assert list(answer["evaluations"]) == [e.to_json() for e in whole.evaluations]
    mine = [{k: s[k] for k in s if k not in ("said", "marks", "arrows")} for s in answer["steps"]]
    assert mine == [step.to_json() for step in whole.steps]
    assert answer["summary"] == whole.summary()
    for step in answer["steps"]:
        assert (step["said"] is None) == (step["judgment"] is None)
        if step["judgment"]:
            assert step["judgment"] in step["said"].lower() and step["better"] in step["said"]
            assert step["marks"] or step["arrows"]


def test_the_default_budget_and_seed_are_the_commands() -> None:
    game, moves = short_game(SQUARE, most=4)
    answer, _ = run_in_slices({"game": SQUARE, "options": CASES[SQUARE], "moves": moves}, 500)
    assert answer["iterations"] == EVALUATION and answer["seed"] == "review"
    whole = review(game, _replayed(game, moves))
    assert answer["curve"] == [list(shares) for shares in whole.curve]


def test_a_review_resumes_from_the_evaluations_an_answer_gave() -> None:
    game, moves = short_game(TWICE, most=12)
    request = {"game": TWICE, "moves": moves, "iterations": 40, "seed": "x"}
    first = ask(fn="review", slice_ms=5, **request)
    assert not first["done"] and 0 < first["progress"] < 1
    kept = first["evaluations"]
    assert len(first["curve"]) == len(kept) and len(first["steps"]) == max(0, len(kept) - 1)
    ask(fn="forget", review=first["review"])  # cancelled: dropped
    again = ask(fn="review", slice_ms=5, review=first["review"], evaluations=kept, **request)
    assert again["review"] != first["review"] and again["evaluations"][: len(kept)] == kept
    answer, _ = run_in_slices({**request, "evaluations": again["evaluations"]}, 20)
    whole = in_one_go(game, moves, 40, "x")
    assert answer["evaluations"] == [e.to_json() for e in whole.evaluations]


def test_a_finished_review_needs_no_search() -> None:
    _game, moves = short_game(COLOURS, most=10)
    request = {"game": COLOURS, "options": CASES[COLOURS], "moves": moves, "iterations": 20}
    done, _ = run_in_slices(request, 500)
    again = ask(fn="review", evaluations=done["evaluations"], **request)
    assert again["done"] and again["steps"] == done["steps"]


@pytest.mark.parametrize(
    ("extra", "words"),
    [
        ({"iterations": 0}, "iterations"),
        ({"iterations": "many"}, "iterations"),
        ({"evaluations": "none"}, "evaluations"),
        ({"evaluations": [{"player": 0}]}, "evaluation 0"),
        ({"evaluations": [7]}, "evaluation 0"),
        (
            {
                "evaluations": [
                    {
                        "player": 1,
                        "shares": [0.5, 0.5],
                        "best": None,
                        "best_value": None,
                        "iterations": 10,
                        "exact": False,
                    }
                ]
            },
            "evaluation 0",
        ),
        ({"evaluations": [None] * 9}, "positions"),
        ({"moves": ["zz9"]}, ""),
        ({"slice_ms": 0}, "slice_ms"),
    ],
)
def test_bad_requests_say_what_is_wrong(extra: dict[str, Any], words: str) -> None:
    request = {"fn": "review", "game": SQUARE, "options": {"size": 3}, "moves": ["b2"],
               "iterations": 10, **extra}  # fmt: skip
    answer = ask(**request)
    assert "error" in answer, answer
    assert words in answer["error"]["message"]
    assert answer["error"]["type"] != "InternalError"


def test_stored_evaluations_of_another_budget_are_refused() -> None:
    request = {"game": SQUARE, "options": {"size": 3}, "moves": ["b2"]}
    done, _ = run_in_slices({**request, "iterations": 50}, 500)
    answer = ask(fn="review", iterations=10, evaluations=done["evaluations"], **request)
    assert answer["error"]["type"] == "BadRequest"


def test_a_review_id_with_another_line_reviews_that_line() -> None:
    game, moves = short_game(SQUARE, most=6)
    request = {"game": SQUARE, "options": CASES[SQUARE], "iterations": 20}
    first = ask(fn="review", slice_ms=1, moves=moves, **request)
    other = ask(fn="review", slice_ms=500, review=first["review"], moves=moves[:3], **request)
    assert other["done"] and other["positions"] == 4
    whole = review(game, _replayed(game, moves[:3]), iterations=20)
    assert other["evaluations"] == [e.to_json() for e in whole.evaluations]
