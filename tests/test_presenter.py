"""The presenters' words: status and summary sentences, explanations, Tonga's prompt.

Worked examples for every game, exactly: the start, a turn's second part, and each kind of
ending (one winner, a shared win, a draw). Players are references a board fills in, so each
sentence is checked as data and, with the rules' names, as text.
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

import pytest

from py_games import Game, Move, State, get_game, plain, present
from py_games.contract.scene import Sentence
from py_games.registry import editor

P0, P1, P2 = {"player": 0}, {"player": 1}, {"player": 2}


def words(game: Game[Any, Any], state: State, last: list[tuple[int, Move]]) -> dict[str, Any]:
    scene = present(game).scene(state, last)
    names = [game.player_name(p) for p in range(game.players)]
    for sentence in (scene["status"], scene["summary"]):
        assert sentence and all(sentence), "no empty word"
        strings = [isinstance(word, str) for word in sentence]
        assert not any(a and b for a, b in pairwise(strings)), sentence
    return {**scene, "text": plain(scene["summary"], names)}


def step(game: Game[Any, Any], state: State, text: str) -> tuple[State, tuple[int, Move]]:
    """``state`` after ``text``, and the step as the last turn lists it."""
    player = game.to_move(state)
    assert player is not None
    move, after = game.play(state, text)
    return after, (player, move)


def test_contiguous_at_the_start_after_a_step_and_with_a_shared_win() -> None:
    game = get_game("contiguous", size=5, players=3)
    start = game.initial_state()
    scene = words(game, start, [])
    assert scene["status"] == [P0, " to move."]
    assert scene["summary"] == [
        P0, " to move. Fill any cell. Scores: ", P0, ": 0, ", P1, ": 0, ", P2, ": 0.",
    ]  # fmt: skip
    after, played = step(game, start, "c3")
    scene = words(game, after, [played])
    assert scene["status"] == [P1, " to move."]
    assert scene["text"] == (
        "Player 1 played c3. Player 2 to move. Fill an empty cell touching c3. "
        "Scores: Player 1: 1, Player 2: 0, Player 3: 0."
    )
    final = game.from_position("12331/32112/13213/21232/31231 2 e1")
    scene = words(game, final, [])
    assert scene["status"] == [P0, " and ", P1, " share the win: the grid is full."]
    assert scene["summary"][:6] == ["Game over: ", P0, " and ", P1, " share the win: ", P0]
    assert scene["text"] == (
        "Game over: Player 1 and Player 2 share the win: Player 1: 6, Player 2: 6, Player 3: 4 "
        "(the grid is full). Scores: Player 1: 6, Player 2: 6, Player 3: 4."
    )
    assert scene["outcome"]["explanation"] == (
        "The game ended because the grid is full. "
        "Player 1 and Player 2 tie at 6, the highest score, and share the win."
    )
    # The summary's result is the record's result line, word for word.
    assert f"Game over: {scene['outcome']['text']}." in scene["text"]


TONGA_FINAL = (
    ".bwb.wbbw/wwbwbwwbb/bbbwwbbww/wbww.wbwb/bwbbbbwwb/wwbww.wwb/bbwwbbbbw/bwwbbwbw./wb.w.wbwb b"
)


def test_tonga_with_one_winner_and_with_a_draw() -> None:
    game = get_game("tonga")
    scene = words(game, game.from_position(TONGA_FINAL), [])
    assert scene["status"] == [P0, " wins: no two empty cells touch."]
    assert scene["text"] == (
        "Game over: Black wins: Black: 114, White: 110 (no two empty cells touch). "
        "Scores: Black: 114, White: 110."
    )
    assert scene["outcome"]["explanation"] == (
        "The game ended because no two empty cells touch. Black's 114 beats White's 110."
    )
    ranks = [
        "".join("." if (f, r) == (0, 0) else "bw"[(f + r) % 2] for f in range(9))
        for r in reversed(range(9))
    ]
    scene = words(game, game.from_position("/".join(ranks) + " w"), [])
    assert scene["status"] == ["Draw: no two empty cells touch."]
    assert scene["summary"][0] == "Game over: draw: "
    assert scene["outcome"]["headline"] == "Draw"
    assert scene["outcome"]["explanation"] == (
        "The game ended because no two empty cells touch. "
        "The scores tie at 3 and no group from the 4th largest on breaks it."
    )


def test_too_names_the_last_step_and_the_winner() -> None:
    game = get_game("too", size=2)
    after, played = step(game, game.from_position(".w/bbw/wb 0"), "a1:b")
    scene = words(game, after, [played])
    assert scene["status"] == [P1, " wins: the board is full."]
    assert scene["summary"] == [
        P0, " played a1:b. Game over: ", P1, " wins: ", P0, ": (4), ", P1,
        ": (2 1) (the board is full). Scores: ", P0, ": 4, ", P1, ": 2 1.",
    ]  # fmt: skip
    assert scene["outcome"]["explanation"] == (
        "The game ended because the board is full. "
        "Black has no 2nd-largest group; White has one (1)."
    )


def test_nonaga_names_the_part_of_the_turn_and_a_win() -> None:
    game = get_game("nonaga")
    after, played = step(game, game.initial_state(), "2,-2>-1,1")
    scene = words(game, after, [played])
    assert scene["status"] == [P0, " to move (step 2 of 2: move a ring)."]
    assert scene["text"] == (
        "Player 1 played 2,-2>-1,1. Player 1 to move (step 2 of 2: move a ring). Move a free "
        "ring with no counter to an empty place touching two other rings. "
        "Scores: Player 1: 1, Player 2: 1."
    )
    rings = game.position(game.initial_state()).split()[0]
    before = game.from_position(f"{rings} 0,0;1,0;2,-2 0,-2;-2,0;-2,2 0 counter -")
    won, played = step(game, before, "2,-2>1,-1")
    scene = words(game, won, [played])
    assert scene["status"] == [P0, " wins: three counters touch."]
    assert scene["part"] == "" and scene["hint"] == "Game over: three counters touch."
    assert scene["text"] == (
        "Player 1 played 2,-2>1,-1. Game over: Player 1 wins: Player 1: 3, Player 2: 1 "
        "(three counters touch). Scores: Player 1: 3, Player 2: 1."
    )
    assert scene["outcome"]["explanation"] == (
        "The game ended because three counters touch. Player 1's three counters touch: a triangle."
    )


def test_tomoe_names_both_steps_of_a_turn() -> None:
    game = get_game("tomoe")
    start = game.initial_state()
    assert words(game, start, [])["status"] == [P0, " to move (first turn: one placement)."]
    first, _ = step(game, start, "1=B2.1")
    second, played = step(game, first, "5=W1.0")
    scene = words(game, second, [played])
    assert scene["status"] == [P1, " to move (step 2 of 2: place a tile)."]
    assert scene["text"] == (
        "White played 5=W1.0. White to move (step 2 of 2: place a tile). Place a tile on a red "
        "space. Scores: Black: 0, White: 0."
    )
    third, _ = step(game, second, "6=W2.2")
    turned, played = step(game, third, "1+")
    scene = words(game, turned, [played])
    assert scene["status"] == [P0, " to move (step 2 of 2: place a tile after the turn)."]


def test_tomoe_names_a_tile_one_way_wherever_a_player_reads_it() -> None:
    # The picker's choice, the tile on the board, the editor's palette and the move list
    # (the record's own notation, ``14=W2.1``) all call a W2 tile in rotation 1 "W2.1".
    game = get_game("tomoe")
    presenter = present(game)
    start = game.initial_state()
    legal = {entry["step"]: entry for entry in presenter.scene(start)["legal"]}
    assert legal["14=W2.1"]["label"] == "W2.1"
    assert [p["label"] for p in legal["14=W2.1"]["pieces"] or []] == ["W2.1 tile"]
    placed, _ = step(game, start, "14=W2.1")
    assert [p["label"] for p in presenter.scene(placed)["pieces"]] == ["W2.1 tile"]
    kinds = {kind["id"]: kind["label"] for kind in editor(game).kinds()}
    assert kinds["W2.1"] == "W2.1 tile"


def test_the_last_turn_lists_every_step_of_it() -> None:
    game = get_game("tomoe")
    first, _ = step(game, game.initial_state(), "1=B2.1")
    second, one = step(game, first, "5=W1.0")
    third, two = step(game, second, "6=W2.2")
    scene = words(game, third, [one, two])
    assert scene["summary"][:2] == [P1, " played 5=W1.0 then 6=W2.2. "]


def test_tonga_prompts_after_the_first_click_and_after_a_swap() -> None:
    game = get_game("tonga")
    presenter = present(game)
    start = game.initial_state()
    assert presenter.prompt(start, ("e5",)) == (
        "black on e5: click a highlighted place for white, or e5 again to swap."
    )
    assert presenter.prompt(start, ("e5", "e5")) == (
        "white on e5: click a highlighted place for black, or e5 again to swap."
    )
    assert presenter.prompt(start, ("e5", "e6")) is None
    assert presenter.prompt(start, ("e5", "e5", "e6")) is None
    assert present(get_game("too")).prompt(get_game("too").initial_state(), ("e5",)) is None


def test_plain_writes_the_names_given() -> None:
    sentence: Sentence = [{"player": 1}, " and ", {"player": 0}, " share the win."]
    assert plain(sentence, ["Ann", "Bob"]) == "Bob and Ann share the win."
    with pytest.raises(ValueError, match=r"^the sentence names player 1, but only 1 names"):
        plain(sentence, ["Ann"])


def test_a_presenter_is_built_once_per_game_and_options() -> None:
    assert present(get_game("tomoe")) is present(get_game("tomoe"))
    assert present(get_game("tomoe")) is not present(get_game("tomoe", first="white"))
    assert repr(present(get_game("too", size=3))) == "present(get_game('too', size=3))"


def test_nonaga_says_what_each_step_of_a_turn_moves() -> None:
    # Both steps are written 2,-2>1,-2: the board names them for the move list.
    assert present(get_game("nonaga")).board()["turn_steps"] == ["counter", "ring"]
    assert "turn_steps" not in present(get_game("tonga")).board()
