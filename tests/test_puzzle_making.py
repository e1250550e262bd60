"""Making a puzzle of any position (py_games.puzzles.making): each game's position before a
step a review marked a blunder, made a puzzle and proved again by a plain minimax written
here; each reason a position is not one; a search sliced as finely as can be gives what one
call gives; a made puzzle's link checked again, and a changed one refused."""

from __future__ import annotations

import json
from typing import Any

import pytest
from typeguard import CollectionCheckStrategy, check_type

from py_games import Game, GameError, State, bridge, contract, get_game
from py_games.i18n import using
from py_games.puzzles.making import (
    MAX_PLIES,
    Making,
    NotAPuzzleError,
    Verdict,
    check,
    make,
)
from py_games.review import review


def wins(game: Game[Any, Any], state: State, player: int, plies: int) -> bool:
    """Plain minimax over legal_moves and apply, no table: does every line end within
    ``plies`` with ``player`` among the winners, and not everyone (a draw)?"""
    outcome = game.outcome(state)
    if outcome is not None:
        return player in outcome.winners and len(outcome.winners) < game.players
    if plies == 0:
        return False
    results = (wins(game, game.apply(state, m), player, plies - 1) for m in game.legal_moves(state))
    return any(results) if game.to_move(state) == player else all(results)


def winners(game: Game[Any, Any], state: State, plies: int) -> list[str]:
    player = game.to_move(state)
    assert player is not None
    return [str(m) for m in game.legal_moves(state)
            if wins(game, game.apply(state, m), player, plies - 1)]  # fmt: skip


# Each game's last eight steps of a seeded random game (the start, then its steps), reviewed
# as the player reviews (200 playouts a position, seed "review"), and the step it marks.
BLUNDERS = [
    ("tonga", "bw..wbbb./bwbwwb.ww/bwbb.w..b/bwbww.bbw/.wwwbbbww/w..w..ww./bbbbwbwb./ww.wbbbb./"
     "..b..w.w. b", "d9-c9 i2-i3 g8-h7 a1-b1 g7-f6 c2-d1 b4-a5 e4-f4", 6),
    ("too", "bbbbb/wb.bwb/wwbw.bw/wb.w.wbb/bbbw.wbbw/w.bbwwbb/bbbwbbb/wwwwbb/ww.b. 1",
     "c5:b d5:b i3:w b3:w i5:w e5:w f2:w d3:b", 7),
    ("contiguous", ".211../..122./.21112/1.1221/222112/112212 1 f4", "f5 e6 f6 b5 a5 a6 b3 a4", 6),
    ("nonaga", "0,-3;1,-3;2,-3;-1,-2;0,-2;1,-2;-1,-1;0,-1;1,-1;2,-1;-2,0;-1,0;0,0;1,0;2,0;-3,1;"
     "-2,1;-1,1;0,1 -1,-1;0,-1;1,0 0,-2;0,0;2,0 1 ring 1,-3",
     "0,-3>2,-2 1,0>2,-1 -2,1>1,1 0,0>1,0 2,-3>0,-3 0,-1>0,1 -1,-2>2,1 0,-2>0,0", 6),
    ("tomoe", ".,B2.2,B1.1,B2.1,W2.0,.,.,W1.1,B1.0,.,B2.0,.,W1.2,W2.2,W2.0,W1.1,B2.2,.,B2.1,B1.0,"
     ".,W2.2,W2.2,W1.0,B1.0,B1.1,B2.2,B2.2,W1.0,W2.2,W1.0,. b 2",
     "32=W2.1 1=B2.1 21=W2.2 18=B1.2 10=B1.2 12=B1.1 6=W1.2 7=W1.1", 7),
]  # fmt: skip


@pytest.mark.parametrize(
    ("game_id", "start", "moves", "ply"), BLUNDERS, ids=[b[0] for b in BLUNDERS]
)
def test_a_blunders_position_made_a_puzzle_is_proved_again_by_plain_minimax(
    game_id: str, start: str, moves: str, ply: int
) -> None:
    game = get_game(game_id)
    line = [game.from_position(start)]
    for step in moves.split():
        line.append(game.apply(line[-1], step))
    marked = review(game, line, iterations=200, seed="review").steps[ply - 1]
    assert marked.judgment in ("mistake", "blunder")
    before = line[ply - 1]
    puzzle = make(game, before).puzzle
    assert puzzle is not None
    assert puzzle.position == game.position(before)
    # Exactly one step wins within the depth, and nothing wins within one ply less.
    assert winners(game, before, puzzle.depth) == [puzzle.solution]
    if puzzle.depth > 1:
        assert winners(game, before, puzzle.depth - 1) == []
    assert puzzle.steps == len(game.legal_moves(before)) > 1
    # The line plays the solution out to the solver's win within the depth.
    state = before
    for step in puzzle.line:
        state = game.apply(state, step)
    outcome = game.outcome(state)
    assert outcome is not None and game.to_move(before) in outcome.winners
    assert puzzle.line[0] == puzzle.solution and len(puzzle.line) <= puzzle.depth


# Contiguous on a board of 4: an empty board, a position with one step, one where two win.
SMALL = {"size": 4}


def test_each_reason_a_position_is_not_a_puzzle_is_said() -> None:
    game = get_game("contiguous", **SMALL)
    cases: list[tuple[State, str]] = [
        (game.from_position("..../..../..../.... 1 -"), "Nothing wins within 5 plies."),
        (game.from_position("1.../12../12../.... 2 a3"),
         "Only one legal step: there is nothing to find."),
        (game.from_position("1211/1222/121./..2. 1 c1"),
         "2 steps win within 4 plies: b1 and d2. A puzzle has exactly one."),
    ]  # fmt: skip
    over = game.initial_state()
    while not game.is_over(over):
        over = game.apply(over, game.legal_moves(over)[0])
    cases.append((over, "The game is over: there is no step to find."))
    for state, said in cases:
        verdict = make(game, state)
        assert verdict.puzzle is None and verdict.reason() == said
    refused = make(game, cases[0][0], budget=5)
    assert refused.why == "budget" and "more than 25,000 positions" in refused.reason()
    with using("de"):
        assert make(game, cases[2][0]).reason().startswith("2 ")  # translated (its words)
        assert make(game, cases[2][0]).reason() != cases[2][1]


HARD = {"options": {"first": "white"}, "start": "wbwwwwbwb/bbbbbbwwb/wwwbbww../bbwwwbb.w/"
        ".wbbwbbwb/wb.w.wwb./wb...b.wb/...wbwwbb/..wbbwbw. w"}  # fmt: skip
"""Tonga's hardest shipped puzzle (a win in 5 among 40 steps): some 5,000 nodes."""


def test_a_search_sliced_as_finely_as_can_be_gives_what_one_call_gives() -> None:
    game = get_game("tonga", **HARD["options"])
    state = game.from_position(HARD["start"])
    whole = Making(game, state)
    whole.run()
    sliced = Making(game, state)
    progress, slices = [], 0
    while not sliced.done:
        sliced.run(time_limit=0)  # one pause of the search at a time
        progress.append(sliced.progress)
        slices += 1
    assert slices > 3 and progress == sorted(progress) and progress[-1] == 1.0
    assert sliced.verdict == whole.verdict and sliced.nodes == whole.nodes
    assert isinstance(sliced.verdict, Verdict) and sliced.verdict.puzzle is not None


def test_a_made_puzzles_link_is_checked_again_and_a_changed_one_refused() -> None:
    game = get_game("contiguous", **SMALL)
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


def ask(fn: str, **fields: object) -> Any:
    """The bridge's answer, checked against the contract's TypedDict when not an error."""
    answer = json.loads(bridge.handle(json.dumps({"fn": fn, **fields})))
    if "error" not in answer:
        every = CollectionCheckStrategy.ALL_ITEMS
        check_type(answer, contract.FUNCTIONS[fn][1], collection_check_strategy=every)
    return answer


def test_the_bridge_makes_a_puzzle_a_slice_at_a_time_and_forget_cancels_it() -> None:
    asked = {"game": "tonga", **HARD}
    answer = ask("make_puzzle", **asked, slice_ms=10)
    making, calls = answer["making"], 1
    assert not answer["done"] and answer["puzzle"] is None and answer["reason"] == ""
    while not answer["done"]:
        answer = ask("make_puzzle", **asked, slice_ms=10, making=making)
        assert answer["making"] == making  # the same making, gone on with
        calls += 1
    assert calls > 2 and answer["progress"] == 1.0
    made = answer["puzzle"]
    assert made["solution"] == "d3-e4" and made["depth"] == 5 and made["line"][0] == "d3-e4"
    assert made["goal"].startswith("White to play")
    # Cancelled: forgotten, so the same id asked again starts a new making.
    first = ask("make_puzzle", **asked, slice_ms=1)
    assert ask("forget", making=first["making"]) == {}
    again = ask("make_puzzle", **asked, slice_ms=1, making=first["making"])
    assert again["making"] != first["making"]
    # Not a puzzle: the reason, in the request's language.
    over = ask("make_puzzle", game="contiguous", options={"size": 4},
               start="1211/1222/121./..2. 1 c1", lang="de")  # fmt: skip
    assert over["done"] and over["puzzle"] is None and "b1" in over["reason"]
    assert "A puzzle has exactly one" not in over["reason"]


def test_a_made_puzzle_is_played_from_its_link_and_a_forged_one_refused() -> None:
    link = {"game": "contiguous", "options": {"size": "4"}, "position": "121./1221/..22/.121 1 b4",
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
    asked = {"game": "contiguous", "options": {"size": 4}, "start": "121./1221/..22/.121 1 b4"}
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
    other = ask("puzzle", made={**link, "options": {"size": "4"}, "depth": 5})["puzzle"]
    assert other["id"] != listed["id"]  # another depth is another puzzle, with its own tries
