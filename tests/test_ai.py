"""The computer opponent (py_games.ai) over every registered game, through the public API."""

from __future__ import annotations

import json
import random
import sys
from typing import Any

import pytest
from examples import COLOURS, SQUARE, game_cases
from playouts import playout

from py_games import GAMES, Game, GameError, Move, State, ai, bridge, get_game
from py_games.__main__ import main, match

GAME_IDS = sorted(GAMES)


def positions(game: Game[Any, Any], seed: int, count: int) -> list[State]:
    """``count`` unfinished positions from one seeded random game, spread over it."""
    states, _ = playout(game, random.Random(seed))
    unfinished = [s for s in states if game.to_move(s) is not None]
    step = max(1, len(unfinished) // count)
    return unfinished[::step][:count]


def deciding_position(game: Game[Any, Any], seeds: range, plies: int) -> State | None:
    """A position from seeded random games where some steps force a win for the player to
    move within ``plies`` steps and others do not."""
    for seed in seeds:
        states, _ = playout(game, random.Random(seed))
        for state in states[-plies - 1 :]:
            player = game.to_move(state)
            if player is None:
                continue
            forced = [forces(game, game.apply(state, m), player, plies - 1)
                      for m in game.legal_moves(state)]  # fmt: skip
            if any(forced) and not all(forced):
                return state
    return None


def forces(game: Game[Any, Any], state: State, player: int, plies: int) -> bool:
    """Whether ``player`` has won, or wins within ``plies`` more steps whatever the others
    play."""
    if game.is_over(state):
        return winners(game, state) == (player,)
    if plies <= 0:
        return False
    results = (forces(game, game.apply(state, m), player, plies - 1)
               for m in game.legal_moves(state))  # fmt: skip
    return any(results) if game.to_move(state) == player else all(results)


def winners(game: Game[Any, Any], state: State) -> tuple[int, ...] | None:
    outcome = game.outcome(state)
    return None if outcome is None else outcome.winners


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_level_chooses_a_legal_step_in_random_positions(game_id: str) -> None:
    game = get_game(game_id)
    for level in (0, 1):
        for number, state in enumerate(positions(game, seed=level, count=3)):
            search = ai.Search(game, state, level=level, seed=number)
            search.run(iterations=25)  # a slice of level 1's budget: the best so far
            assert search.best() in game.legal_moves(state)
    state = positions(game, seed=9, count=1)[0]
    assert ai.choose_move(game, state, level=1, seed=1) in game.legal_moves(state)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_seed_and_a_budget_of_iterations_always_choose_the_same_step(game_id: str) -> None:
    game = get_game(game_id)
    state = positions(game, seed=3, count=2)[-1]
    chosen = {str(ai.choose_move(game, state, level=1, seed="same")) for _ in range(3)}
    assert len(chosen) == 1
    runs = [ai.Search(game, state, level=1, seed="same") for _ in range(2)]
    runs[0].run()
    while not runs[1].run(iterations=7):  # in slices, as the browser runs it
        pass
    assert runs[0].best() == runs[1].best() and runs[0].iterations == runs[1].iterations


@pytest.mark.parametrize(
    ("game_id", "options", "plies"), [(g, *case) for g, case in game_cases("DECIDING")]
)
def test_a_step_that_decides_the_game_is_found(
    game_id: str, options: dict[str, int], plies: int
) -> None:
    # Found in seeded random games, whatever the rules of each: a position where some steps
    # force a win within ``plies`` steps, and the others do not.
    game = get_game(game_id, **options)
    state = deciding_position(game, range(80), plies)
    assert state is not None, f"no deciding position among the seeded {game_id} games"
    player = game.to_move(state)
    assert player is not None
    for level in (1, 2):
        move = ai.choose_move(game, state, level=level, seed=level)
        assert forces(game, game.apply(state, move), player, plies - 1)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_fast_path_agrees_with_the_checked_api(game_id: str) -> None:
    # What the search plays unchecked is what the rules would play; a playout's steps are
    # legal steps; the cheap end test is the outcome's.
    game = get_game(game_id)
    rng = random.Random(5)
    state = game.initial_state()
    while True:
        assert game.is_over(state) == (game.outcome(state) is not None)
        if game.is_over(state):
            break
        legal = game.legal_moves(state)
        assert list(game.steps(state)) == legal  # what a search reads, unchecked
        tuned = ai.tuning(game)
        for _ in range(3):
            assert tuned.playout_move(state, rng) in legal
        estimate = tuned.estimate(state)  # a game's guess for a playout cut short, if any
        if estimate is not None:
            assert len(estimate) == game.players and all(0 <= e <= 1 for e in estimate)
            assert sum(estimate) == pytest.approx(1)
        move = rng.choice(legal)
        assert game.successor(state, move) == game.apply(state, move)
        state = game.successor(state, move)


def test_a_playout_stops_where_the_game_says_and_takes_its_estimate(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = get_game(SQUARE, size=5)
    played: list[State] = []
    successor = game.successor
    monkeypatch.setattr(game, "successor", lambda s, m: played.append(s) or successor(s, m))
    search = ai.Search(game, game.initial_state(), level=1, seed=1)
    monkeypatch.setattr(search.tuning, "playout_steps", 3)
    monkeypatch.setattr(search.tuning, "estimate", lambda state: (0.25, 0.75))
    played.clear()  # (the search looked for a winning step first)
    assert search._playout(game.initial_state()) == (0.25, 0.75)
    assert len(played) == 3
    monkeypatch.setattr(search.tuning, "estimate", lambda state: None)  # no guess: live scores
    search._playout(game.initial_state())
    assert len(played) == 6


def test_a_game_may_narrow_the_search(monkeypatch: pytest.MonkeyPatch) -> None:
    # The lower the game's exploration, the more of the search goes to the step it prefers.
    game = get_game(GAME_IDS[0])
    tuned = type(ai.tuning(game))  # its tuning's class: every search of the game reads it

    def preferred_share(exploration: float) -> float:
        monkeypatch.setattr(tuned, "exploration", exploration)
        search = ai.Search(game, game.initial_state(), level=2, seed=3)
        search.run()
        return max(child.visits for _, child in search.root.children) / search.iterations

    assert preferred_share(0.1) > 2 * preferred_share(3.0)


def test_levels_and_finished_games_are_refused_with_reasons() -> None:
    game = get_game(COLOURS, size=2)
    with pytest.raises(ai.SearchError, match=r"^the level is one of 0, 1, 2, 3, 4, not 7$"):
        ai.choose_move(game, game.initial_state(), level=7)
    with pytest.raises(ai.SearchError, match=r"^the level is one of .*, not True$"):
        ai.choose_move(game, game.initial_state(), level=True)
    states, _ = playout(game, random.Random(1))
    with pytest.raises(GameError, match=r"^the game is over: there is no step to choose$"):
        ai.choose_move(game, states[-1])


def test_a_time_limit_cuts_the_search_short() -> None:
    # The game with the most first steps: its search is the slowest to finish.
    game_id = max(GAMES, key=lambda g: len(get_game(g).legal_moves(get_game(g).initial_state())))
    game = get_game(game_id)
    search = ai.Search(game, game.initial_state(), level=4, seed=1)
    assert not search.run(time_limit=0.05)
    assert 0 < search.iterations < ai.LEVELS[4]
    assert search.best() in game.legal_moves(game.initial_state())


def think(**request: Any) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(bridge.handle(json.dumps({"fn": "think", **request})))
    return answer


def test_the_bridge_thinks_in_slices_and_forgets() -> None:
    base = {"game": COLOURS, "options": {"size": 3}, "moves": ["c3:b"], "level": 2, "seed": "s"}
    first = think(**base, slice_ms=1)
    assert not first["done"] and 0 <= first["progress"] < 1
    answer, slices = first, 1
    while not answer["done"]:
        answer = think(**base, search=first["search"], slice_ms=20)
        slices += 1
        assert answer["search"] == first["search"] and answer["iterations"] > 0
    assert slices > 1 and answer["progress"] == 1.0
    game = get_game(COLOURS, size=3)
    state = game.apply(game.initial_state(), "c3:b")
    # The same seed and level give the same step as Python's own search.
    assert answer["step"] == str(ai.choose_move(game, state, level=2, seed="s"))
    # A search no longer kept (forgotten, or pushed out by others) starts again from the game.
    assert bridge.handle(json.dumps({"fn": "forget", "search": first["search"]})) == "{}"
    again = think(**base, search=first["search"], slice_ms=500, budget_ms=60_000)
    assert again["search"] != first["search"]


@pytest.mark.parametrize(
    ("request_fields", "message"),
    [
        ({"slice_ms": 0}, "'slice_ms' must be a whole number from 1 to 500"),
        ({"budget_ms": True}, "'budget_ms' must be a whole number from 1 to 60000"),
        ({"level": "2"}, "'level' must be a int"),
        ({"level": 5}, "the level is one of 0, 1, 2, 3, 4, not 5"),
    ],
)
def test_bad_think_requests_say_what_is_wrong(request_fields: dict[str, Any], message: str) -> None:
    answer = think(game=COLOURS, options={"size": 2}, **request_fields)
    assert answer["error"]["message"] == message


def test_the_catalog_names_the_levels() -> None:
    catalog = json.loads(bridge.handle('{"fn": "catalog"}'))
    assert [entry["level"] for entry in catalog["levels"]] == list(ai.LEVELS)
    assert all(entry["name"] for entry in catalog["levels"])


def test_a_match_from_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["match", COLOURS, "--a", "1", "--b", "random", "--games", "2", "--option", "size=2"]
    assert main(args) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"get_game({COLOURS!r}, size=2): A (level 1) against B (random), 2 games"
    wins = [int(word.rstrip(",")) for word in lines[1].split() if word.rstrip(",").isdigit()]
    assert sum(wins) == 2  # A's wins, B's wins and draws add up to the games played
    assert lines[2].startswith("seconds per move: A ")
    assert main(["match", COLOURS, "--option", "size=99"]) == 2
    assert "size" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["match", COLOURS, "--a", "expert"])


def test_a_match_swaps_seats_so_neither_side_keeps_the_first_move() -> None:
    seen: list[int] = []

    def recording(level: int, seed: object = None, time_limit: object = None) -> ai.Player:
        def choose(game: Game[Any, Any], state: State) -> Move:
            if state == game.initial_state():
                seen.append(level)
            return game.legal_moves(state)[0]

        return choose

    original = ai.player
    ai.player = recording  # type: ignore[assignment]
    try:
        match(COLOURS, (1, 0), 4, options={"size": 2})
    finally:
        ai.player = original  # type: ignore[assignment]
    assert seen == [1, 0, 1, 0]  # who made the first move of each game


# -- any seed, and numbers on the command line that say what they must be ----------------------

SEEDS = ["\ud800", "\udcff\udcfe", "emoji \ud83d", "emoji \U0001f600", "", "ordinary", 7]


@pytest.mark.parametrize("seed", SEEDS)
def test_any_text_seed_chooses_a_step_and_always_the_same(seed: str | int) -> None:
    game = get_game(COLOURS, size=3)
    start = game.initial_state()
    chosen = {str(ai.choose_move(game, start, level=1, seed=seed)) for _ in range(3)}
    assert len(chosen) == 1
    assert chosen <= {str(m) for m in game.legal_moves(start)}
    if not isinstance(seed, str):
        return  # a request's seed is text
    answer = think(game=COLOURS, options={"size": 3}, level=1, seed=seed, slice_ms=500)
    if any("\ud800" <= c <= "\udfff" for c in seed):  # a request holds whole characters
        assert answer["error"]["type"] == "BadRequest", answer
        assert answer["error"]["message"].startswith("'seed' holds "), answer
        return
    assert "error" not in answer, answer
    assert answer["step"] in {str(m) for m in game.legal_moves(start)}


def test_a_seed_of_valid_text_chooses_as_it_always_did() -> None:
    # Text seeds are read as their UTF-8 bytes, as Random reads text: the same steps as before.
    game = get_game(SQUARE, size=4)
    chosen = [ai.choose_move(game, game.initial_state(), level=2, seed=seed)
              for seed in ("é", "match/0/1", 1, None, "")]  # fmt: skip
    assert [str(step) for step in chosen] == ["a2", "b1", "c4", "a3", "a3"]


@pytest.mark.skipif(sys.platform == "emscripten", reason="no processes in Pyodide")
def test_a_match_seeded_with_bytes_that_are_not_utf8_runs() -> None:
    import subprocess

    command = [sys.executable, "-m", "py_games", "match", COLOURS, "--games", "1"]
    command += ["--a", "1", "--option", "size=2", "--seed", b"\xff\xfe"]  # type: ignore[list-item]
    done = subprocess.run(command, capture_output=True, check=False)
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    assert b"Traceback" not in done.stderr
    assert main(["match", COLOURS, "--games", "1", "--option", "size=2", "--seed", "\udcff"]) == 0


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["--games", "-1"],
            "argument --games: a number of games is a whole number from 1, not '-1'",
        ),
        (["--games", "0"], "argument --games: a number of games is a whole number from 1, not '0'"),
        (["--games", "two"], "a number of games is a whole number from 1, not 'two'"),
        (
            ["--time-limit", "-1"],
            "argument --time-limit: a time limit is a number of seconds above 0",
        ),
        (["--time-limit", "0"], "a time limit is a number of seconds above 0, not '0'"),
        (["--time-limit", "nan"], "a time limit is a number of seconds above 0, not 'nan'"),
        (["--time-limit", "inf"], "a time limit is a number of seconds above 0, not 'inf'"),
        (["--option", "size=" + "9" * 5000], f"option 'size' of {COLOURS} must be"),
        (["--option", "size=²"], f"option 'size' of {COLOURS} must be a whole number, not '²'"),
    ],
)
def test_bad_numbers_on_the_command_line_are_refused_with_a_reason(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    try:
        code = main(["match", COLOURS, *args])
    except SystemExit as exit_:
        code = int(exit_.code or 0)
    assert code == 2
    assert message in capsys.readouterr().err
