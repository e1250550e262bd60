"""Making a puzzle of a Contiguous position (py_games.puzzles.making): the position before a
step a review marked a blunder, made a puzzle and proved again by the plain minimax of
tests/puzzle_making.py; on a board of 4, each reason a position is not a puzzle, and a made
puzzle's link checked again, played, and a changed or forged one refused."""

from __future__ import annotations

import json

import pytest
from puzzle_making import Blunder, ask, proved_again

from py_games import GameError, State, get_game
from py_games.i18n import using
from py_games.puzzles.making import MAX_PLIES, NotAPuzzleError, check, make

from .. import PARTS

BLUNDER = Blunder(".211../..122./.21112/1.1221/222112/112212 1 f4", "f5 e6 f6 b5 a5 a6 b3 a4", 6)
"""The last eight steps of a seeded random game; the review marks the one at this ply."""


def test_a_blunders_position_made_a_puzzle_is_proved_again_by_plain_minimax() -> None:
    proved_again(PARTS.id, BLUNDER)


# A board of 4: an empty board, a position with one step, one where two win.
SMALL = {"size": 4}


def test_each_reason_a_position_is_not_a_puzzle_is_said() -> None:
    game = get_game(PARTS.id, **SMALL)
    cases: list[tuple[State, str]] = [
        (game.from_position("..../..../..../.... 1 -"), "Nothing wins within 5 plies."),
        (game.from_position("1.../12../12../.... 2 a3"),
         "Only one legal step: there is nothing to find."),
        (game.from_position("1211/1222/121./..2. 1 c1"),
         "2 steps win within 4 plies: b1 and d2. A puzzle has exactly one."),
    ]  # fmt: skip
    for state, said in cases:
        verdict = make(game, state)
        assert verdict.puzzle is None and verdict.reason() == said
    refused = make(game, cases[0][0], budget=5)
    assert refused.why == "budget" and "more than 5 positions" in refused.reason()  # its own
    with using("de"):
        assert make(game, cases[2][0]).reason().startswith("2 ")  # translated (its words)
        assert make(game, cases[2][0]).reason() != cases[2][1]


def test_the_bridge_says_why_a_position_is_not_a_puzzle_in_the_requests_language() -> None:
    over = ask("make_puzzle", game=PARTS.id, options=SMALL, start="1211/1222/121./..2. 1 c1",
               lang="de")  # fmt: skip
    assert over["done"] and over["puzzle"] is None and "b1" in over["reason"]
    assert "A puzzle has exactly one" not in over["reason"]


def test_a_made_puzzles_link_is_checked_again_and_a_changed_one_refused() -> None:
    game = get_game(PARTS.id, **SMALL)
    state = game.from_position("121./1221/..22/.121 1 b4")
    puzzle = make(game, state).puzzle
    assert puzzle is not None and puzzle.solution == "d4"
    link = {"position": puzzle.position, "solution": puzzle.solution, "depth": puzzle.depth}
    assert check(game, link) == puzzle
    wrong = next(str(m) for m in game.legal_moves(state) if str(m) != "d4")
    with pytest.raises(NotAPuzzleError, match=f"solution, {wrong}, does not win within"):
        check(game, {**link, "solution": wrong})
    with pytest.raises(NotAPuzzleError, match="from 1 to 5, not 9"):
        check(game, {**link, "depth": 9})
    with pytest.raises(GameError):
        check(game, {**link, "solution": "z9"})
    with pytest.raises(NotAPuzzleError, match="needs its position"):
        check(game, {"solution": "d4", "depth": 1})
    assert MAX_PLIES == 5


def test_a_made_puzzle_is_played_from_its_link_and_a_forged_one_refused() -> None:
    link = {"game": PARTS.id, "options": {"size": "4"}, "position": "121./1221/..22/.121 1 b4",
            "solution": "d4", "depth": 4}  # fmt: skip
    opened = ask("puzzle", made=link)
    assert opened["puzzle"]["id"].startswith("made/")
    assert opened["puzzle"]["start"] == link["position"]
    assert opened["attempt"]["status"] == "turn"
    line = ask("puzzle", made=link, solution=True)["solution"]
    assert line == ["d4", "a1", "a2", "b2"]
    assert ask("puzzle", made=link, moves=["d4"])["attempt"]["replies"] == ["a1"]
    assert ask("puzzle", made=link, moves=line)["attempt"]["status"] == "right"
    forged = ask("puzzle", made={**link, "solution": "a2"})["error"]
    assert forged["type"] == "NotAPuzzleError" and "a2" in forged["message"]


def test_a_made_puzzles_id_is_the_same_opened_by_its_link_and_kept_in_the_journal() -> None:
    """The page writes a try at a made puzzle under the id the ``puzzle`` answer gives; kept,
    the ``practice`` answer lists it under the same id: its tries and reviews are its own."""
    asked = {"game": PARTS.id, "options": {"size": 4}, "start": "121./1221/..22/.121 1 b4"}
    made = ask("make_puzzle", **asked, slice_ms=500)
    while not made["done"]:
        made = ask("make_puzzle", **asked, slice_ms=500, making=made["making"])
    puzzle = made["puzzle"]
    fields = {name: puzzle[name] for name in ("game", "options", "position", "solution", "depth")}
    kept = {"id": "k", "at": 1_764_000_000_000, "kind": "made", **fields,
            "difficulty": puzzle["difficulty"]}  # fmt: skip
    journal = '{"py-games":"practice","version":1}\n' + json.dumps(kept) + "\n"
    [listed] = ask("practice", journal=journal, now=1_764_000_001_000)["made"]
    # The link carries the options as text ("size=4"): the game reads each as its type.
    link = {**fields, "options": {"size": "4"}}
    opened = ask("puzzle", made=link)["puzzle"]
    assert opened["id"] == listed["id"]
    assert opened["difficulty"] == listed["difficulty"]
    other = ask("puzzle", made={**link, "depth": 5})["puzzle"]
    assert other["id"] != listed["id"]  # another depth is another puzzle, with its own tries
