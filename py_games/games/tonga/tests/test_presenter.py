"""Tonga's words: one winner and a draw, and the prompt of its pair's clicks, exactly. Players are
references a board fills in, so each sentence is checked as data and, with the rules' names, as
text (tests/presenter_words.py)."""

from __future__ import annotations

from presenter_words import P0, words

from py_games import get_game, present

from .. import PARTS

TONGA_FINAL = (
    ".bwb.wbbw/wwbwbwwbb/bbbwwbbww/wbww.wbwb/bwbbbbwwb/wwbww.wwb/bbwwbbbbw/bwwbbwbw./wb.w.wbwb b"
)


def test_tonga_with_one_winner_and_with_a_draw() -> None:
    game = get_game(PARTS.id)
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


def test_tonga_prompts_after_the_first_click_and_after_a_swap() -> None:
    game = get_game(PARTS.id)
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


def test_a_turn_of_one_step_names_no_steps_of_a_turn() -> None:
    assert "turn_steps" not in present(get_game(PARTS.id)).board()
