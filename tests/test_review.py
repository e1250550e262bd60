"""Review (py_games.review): every position evaluated, every step judged, and the command."""

from __future__ import annotations

import io
import itertools
import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest
from examples import COLOURS, ONE_THEN_TWO, SQUARE
from playouts import playout

from py_games import Game, GameError, Move, State, bridge, get_game, records
from py_games.__main__ import main
from py_games.core import limits
from py_games.evaluation import Evaluation, evaluate
from py_games.review import Reviewer, judge, review
from py_games.review.command import lines

SMALL = [(SQUARE, {"size": 3}), (COLOURS, {"size": 3}), (SQUARE, {"size": 4})]


def sole_win(game: Game[Any, Any], state: State, player: int) -> bool:
    outcome = game.outcome(state)
    return outcome is not None and outcome.winners == (player,)


def wins_whatever(game: Game[Any, Any], state: State, player: int) -> bool:
    """``player`` has won, or wins after any one step."""
    if game.is_over(state):
        return sole_win(game, state, player)
    return all(sole_win(game, game.apply(state, m), player) for m in game.legal_moves(state))


def lets_win_at_once(game: Game[Any, Any], state: State, player: int) -> bool:
    """Another player is to move in ``state`` and has a step that wins at once."""
    other = game.to_move(state)
    return (other is not None and other != player
            and any(sole_win(game, game.apply(state, m), other)
                    for m in game.legal_moves(state)))  # fmt: skip


def deciding(game: Game[Any, Any]) -> tuple[State, list[Move], list[Move]]:
    """A position from seeded games, its steps that win for the mover whatever follows, and
    its steps that let another player win at once."""
    for seed in range(60):
        states, _ = playout(game, random.Random(seed))
        for state in states[-4:]:
            player = game.to_move(state)
            if player is None:
                continue
            moves = game.legal_moves(state)
            good = [m for m in moves if wins_whatever(game, game.apply(state, m), player)]
            bad = [m for m in moves if lets_win_at_once(game, game.apply(state, m), player)]
            if good and bad:
                return state, good, bad
    raise AssertionError(f"no deciding position in {game!r}")


def finished(game: Game[Any, Any], seed: int = 0) -> tuple[list[State], list[Move]]:
    return playout(game, random.Random(seed))


@pytest.mark.parametrize(("game_id", "options"), SMALL)
def test_a_finished_position_is_evaluated_exactly(game_id: str, options: dict[str, Any]) -> None:
    game = get_game(game_id, **options)
    states, _ = finished(game)
    outcome = game.outcome(states[-1])
    assert outcome is not None
    evaluation = evaluate(game, states[-1], iterations=50, seed=1)
    share = 1 / len(outcome.winners)
    expected = tuple(share if p in outcome.winners else 0.0 for p in range(game.players))
    assert evaluation.shares == expected
    assert evaluation.exact and evaluation.player is None and evaluation.chance is None
    assert evaluation.best is None and evaluation.iterations == 0


@pytest.mark.parametrize(("game_id", "options"), SMALL)
def test_a_won_position_is_won_and_a_lost_one_lost(game_id: str, options: dict[str, Any]) -> None:
    game = get_game(game_id, **options)
    state, good, bad = deciding(game)
    player = game.to_move(state)
    assert player is not None
    # The mover is winning: the search finds it from its playouts.
    evaluation = evaluate(game, state, iterations=200, seed=2)
    assert evaluation.player == player and evaluation.chance is not None
    assert evaluation.chance > 0.6 and evaluation.best in good
    assert evaluation.best_value == 1.0
    # After a bad step the other player wins at once: exact, found without a playout.
    after = game.apply(state, bad[0])
    lost = evaluate(game, after, iterations=200, seed=2)
    assert lost.exact and lost.iterations == 0 and lost.shares[player] == 0.0
    assert lost.chance == 1.0 and lost.best is not None
    assert sole_win(game, game.apply(after, lost.best), game.to_move(after))  # type: ignore[arg-type]
    # After a good step the mover wins whatever follows: every playout says so.
    won = evaluate(game, game.apply(state, good[0]), iterations=50, seed=2)
    assert won.shares[player] == 1.0


@pytest.mark.parametrize(("game_id", "options"), SMALL)
def test_a_step_that_lets_the_opponent_win_is_a_blunder(
    game_id: str, options: dict[str, Any]
) -> None:
    game = get_game(game_id, **options)
    state, good, bad = deciding(game)
    reviewed = review(game, [state, game.apply(state, bad[0])], iterations=200, seed=3)
    (step,) = reviewed.steps
    assert step.move == bad[0] and step.judgment == "blunder" and step.after == 0.0
    # A certain win: every playout's, or a learned table's near-certainty where a game has one.
    assert step.better in good and step.better_value > 0.99 and step.loss > 0.6
    assert reviewed.summary()[step.mover]["blunder"] == 1
    fine = review(game, [state, game.apply(state, good[0])], iterations=200, seed=3)
    assert fine.steps[0].judgment is None and fine.steps[0].better is None


def test_judgments_follow_the_thresholds() -> None:
    assert [judge(x) for x in (0.0, 0.09, 0.1, 0.19, 0.2, 0.29, 0.3, 1.0)] == [
        None, None, "inaccuracy", "inaccuracy", "mistake", "mistake", "blunder", "blunder"
    ]  # fmt: skip


def small_game(seed: int = 5) -> records.Replay:
    game = get_game(SQUARE, size=4)
    _, moves = finished(game, seed)
    return records.replay(records.of(game, moves))


def test_a_review_is_the_same_for_a_seed_in_slices_of_any_size_and_resumed() -> None:
    replayed = small_game()
    whole = review(replayed.game, replayed, iterations=60, seed="s")
    assert whole == review(replayed.game, replayed, iterations=60, seed="s")
    assert len(whole.evaluations) == len(replayed.states) == len(whole.steps) + 1
    for size in (1, 7, 59):
        reviewer = Reviewer(replayed.game, replayed, iterations=60, seed="s")
        progress = [reviewer.progress]
        while not reviewer.run(iterations=size):
            progress.append(reviewer.progress)
        assert progress == sorted(progress) and reviewer.progress == 1.0
        assert reviewer.result() == whole
    # A page stores the evaluations done so far (as JSON) and continues from there.
    stored = [json.loads(json.dumps(e.to_json())) for e in whole.evaluations[:5]]
    kept = [Evaluation.from_json(replayed.game, replayed.states[i], data)
            for i, data in enumerate(stored)]  # fmt: skip
    resumed = Reviewer(replayed.game, replayed, iterations=60, seed="s", evaluations=kept)
    while not resumed.run(time_limit=0.01):
        pass
    assert resumed.result() == whole
    assert review(replayed.game, replayed, iterations=60, seed="t") != whole


def test_a_review_so_far_judges_the_steps_whose_positions_are_evaluated() -> None:
    replayed = small_game()
    whole = review(replayed.game, replayed, iterations=60, seed="s")
    reviewer = Reviewer(replayed.game, replayed, iterations=60, seed="s")
    assert reviewer.so_far().steps == () and reviewer.so_far().curve == ()
    while not reviewer.done:
        reviewer.run(iterations=60)  # a position a call
        so_far = reviewer.so_far()
        evaluated = len(reviewer.evaluations)
        assert so_far.evaluations == whole.evaluations[:evaluated]
        assert so_far.steps == whole.steps[: evaluated - 1]
    assert reviewer.so_far() == reviewer.result() == whole


def test_the_mover_keeps_the_point_of_view_in_compound_turns_and_three_player_games() -> None:
    for game in (get_game(SQUARE, size=3, players=3), get_game(ONE_THEN_TWO)):
        states, moves = finished(game, 1)
        line = states[:9]
        reviewed = review(game, line, iterations=30, seed=0)
        movers = [game.to_move(s) for s in line[:-1]]
        assert [step.mover for step in reviewed.steps] == movers
        assert [step.move for step in reviewed.steps] == moves[:8]
        for step, was, now in zip(reviewed.steps, reviewed.evaluations,
                                  reviewed.evaluations[1:], strict=False):  # fmt: skip
            assert step.before == was.shares[step.mover] and step.after == now.shares[step.mover]
        assert all(abs(sum(shares) - 1) < 1e-9 for shares in reviewed.curve)
        turns = [step.turn for step in reviewed.steps]
        assert turns[0] == 1 and all(b - a in (0, 1) for a, b in itertools.pairwise(turns))
        if game.id == ONE_THEN_TWO:  # two steps a turn: the same mover twice in a row
            assert any(a == b for a, b in itertools.pairwise(movers))
            assert turns[:4] == [1, 2, 2, 3] and lines(reviewed)[2].startswith(
                f"2… {game.player_name(1)} "
            )
        else:
            assert turns == list(range(1, 9))


def test_bad_budgets_and_lines_are_refused() -> None:
    game = get_game(SQUARE, size=3)
    state = game.initial_state()
    for bad in (0, -1, 1.5, True):
        with pytest.raises(GameError, match="1 or more iterations"):
            evaluate(game, state, iterations=bad)  # type: ignore[arg-type]
    with pytest.raises(GameError, match="does not follow"):
        review(game, [state, state], iterations=10)
    with pytest.raises(GameError, match="not finished"):
        Reviewer(game, [state], iterations=10).result()
    after = game.apply(state, "b2")
    stale = [evaluate(game, after, iterations=10)]  # the second position's, not the first's
    with pytest.raises(GameError, match="evaluation 0 is not of position 0"):
        Reviewer(game, [state, after], iterations=10, evaluations=stale)
    with pytest.raises(GameError, match="is one of"):
        Reviewer(get_game(SQUARE, size=4), records.load(f"game: {SQUARE}\nsize: 3\n"))


def test_a_record_is_reviewed_as_its_replay() -> None:
    text = f"game: {SQUARE}\nsize: 3\n\n1. b2 2. c2 3. b1"
    by_record = review(get_game(SQUARE, size=3), records.read(text), iterations=20)
    assert by_record == review(get_game(SQUARE, size=3), records.load(text), iterations=20)


def write_record(tmp_path: Path, text: str) -> str:
    path = tmp_path / "game.txt"
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_the_command_prints_the_reviews_judgments(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    replayed = small_game(7)
    text = records.format_replay(replayed, names=["Ann", "Bob"])
    path = write_record(tmp_path, text)
    reviewed = review(replayed.game, replayed, iterations=40, seed="x")
    assert main(["review", path, "--iterations", "40", "--seed", "x"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == lines(reviewed, ["Ann", "Bob"])
    assert len(out) == len(reviewed.steps) + 2 and out[0].startswith("1. Ann ")
    assert main(["review", path, "--iterations", "40", "--seed", "x", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data == json.loads(json.dumps(reviewed.to_json()))
    assert [s["judgment"] for s in data["steps"]] == [s.judgment for s in reviewed.steps]
    assert data["curve"] == [list(shares) for shares in reviewed.curve]


def test_a_blunder_on_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = get_game(SQUARE, size=3)
    state, _, bad = deciding(game)
    record = records.of(game, [bad[0]], start=game.position(state))
    path = write_record(tmp_path, records.write(record))
    assert main(["review", path, "--iterations", "100"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert "blunder, better " in out[0] and str(bad[0]) in out[0]
    mover = game.to_move(state)
    assert mover is not None
    assert out[1 + mover].endswith("1 blunder")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (f"game: {SQUARE}\nsize: 3\n\n1. b2 2. zz", "step 2 (zz): "),
        ("game: nosuch\n\n1. a1", "there is no game"),
        ("", "the record is empty"),
    ],
)
def test_a_bad_record_is_refused_with_its_reason(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, message: str
) -> None:
    path = write_record(tmp_path, text)
    assert main(["review", path]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and message in captured.err and path in captured.err
    with pytest.raises(GameError) as error:
        records.load(text)
    assert str(error.value) in captured.err


def test_a_missing_file_and_a_bad_budget_are_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["review", str(tmp_path / "absent.txt")]) == 2
    assert "cannot read" in capsys.readouterr().err
    path = write_record(tmp_path, f"game: {SQUARE}\nsize: 3\n")
    with pytest.raises(SystemExit) as exit_code:
        main(["review", path, "--iterations", "0"])
    assert exit_code.value.code == 2
    assert "a number of iterations is a whole number from 1" in capsys.readouterr().err


def test_the_command_and_the_bridge_bound_iterations_alike(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    low, high = limits.ITERATIONS
    assert (low, high) == (1, 20_000)
    path = write_record(tmp_path, records.format_replay(small_game(3)))
    for text in (str(high + 1), "1e9", str(low - 1)):
        with pytest.raises(SystemExit) as exit_code:
            main(["review", path, "--iterations", text])
        assert exit_code.value.code == 2
        assert f"a number of iterations is a whole number from 1 to 20,000, not '{text}'" in (
            capsys.readouterr().err
        )
    request = {"fn": "review", "game": SQUARE, "options": {"size": 4}, "moves": []}
    over = json.loads(bridge.handle(json.dumps({**request, "iterations": high + 1})))
    assert over["error"] == {
        "type": "BadRequest",
        "message": "'iterations' must be a whole number from 1 to 20000",
    }
    at = json.loads(bridge.handle(json.dumps({**request, "iterations": high, "slice_ms": 1})))
    assert "error" not in at
    bridge.handle(json.dumps({"fn": "forget", "review": at["review"]}))


class Terminal(io.StringIO):
    """Standard error as a terminal shows it."""

    def isatty(self) -> bool:
        return True


def test_a_review_says_its_progress_on_a_terminal_unless_quiet(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    replayed = small_game(7)
    positions = len(replayed.states)
    path = write_record(tmp_path, records.format_replay(replayed))
    command = ["review", path, "--iterations", "20"]
    terminal = Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main(command) == 0
    said = terminal.getvalue().splitlines()
    # A line each time another 5 % of the positions is evaluated, the last before the end.
    assert 0 < len(said) <= 20 and len(said) == min(20, positions - 1), said
    assert said[0] == f"… 1 of {positions} positions evaluated ({100 // positions}%)"
    assert said[-1].startswith(f"… {positions - 1} of {positions} positions evaluated")
    out = capsys.readouterr().out
    assert out.splitlines()[0].startswith("1. ")  # the review itself, on standard output
    # Quiet when asked, and when standard error is not a terminal (a log, a pipe).
    quiet = Terminal()
    monkeypatch.setattr(sys, "stderr", quiet)
    assert main([*command, "--quiet"]) == 0
    assert quiet.getvalue() == ""
    assert capsys.readouterr().out == out
    monkeypatch.undo()
    assert main(command) == 0
    assert capsys.readouterr() == (out, "")
