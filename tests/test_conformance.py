"""One conformance test over every registered game (OpenSpiel's random_sim_test, pgx's api_test).

Seeded random playouts check the invariants of shared/spec/api.md at every step.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from playouts import option_sets, playout

from py_games import (
    GAMES,
    Game,
    GameError,
    IllegalMoveError,
    Move,
    Presenter,
    State,
    ai,
    bridge,
    present,
    records,
)
from py_games.registry import PARTS

GAME_IDS = sorted(GAMES)
PLAYOUTS_PER_GAME = 12


def check_step_invariants(game: Game[Any, Any], state: State, others: list[Move]) -> list[Move]:
    """Every invariant that holds at one state; returns its legal moves."""
    legal = game.legal_moves(state)
    outcome = game.outcome(state)
    # Legal moves are empty exactly at the end, and the player to move agrees.
    assert (legal == []) == (outcome is not None) == (game.to_move(state) is None)
    assert legal == game.legal_moves(state), "legal moves must come in a fixed order"
    assert len(set(legal)) == len(legal), "a legal move is listed twice"
    if outcome is None:
        assert 0 <= game.to_move(state) < game.players  # type: ignore[operator]
        # The fast path's steps are the legal moves, listed once and shared.
        assert list(game.steps(state)) == legal and game.steps(state) is game.steps(state)
    else:
        assert game.turn_part(state) == ""
    # Position text round-trips. A game whose states hold their past (repetitions)
    # reads text as the position alone: the same position and steps, a history starting there.
    text = game.position(state)
    read = game.from_position(text)
    if game.keeps_history:
        assert game.position(read) == text
        assert game.to_move(read) == game.to_move(state) or game.outcome(state) is not None
        if game.outcome(state) is None and game.outcome(read) is None:
            assert game.legal_moves(read) == legal
    else:
        assert read == state
    # Scores: one per player, live.
    assert len(game.scores(state)) == game.players
    assert len(game.score_details(state)) == game.players
    snapshot = copy.deepcopy(state)
    for move in legal:
        assert move.cells, f"{move} touches no cell: the board could not offer it"
        assert game.parse_move(state, str(move)) == move
        assert game.parse_move(state, f"  {str(move).upper()} ") == move
        game.apply(state, move)
        assert game.why_not(state, move.cells[0]) is None
        assert game.why_not(state, *move.cells) is None
    assert state == snapshot, "apply must leave the state it was given unchanged"
    # A move that is legal somewhere else but not listed here must raise IllegalMoveError.
    for move in others:
        if move not in legal:
            with pytest.raises(IllegalMoveError):
                game.apply(state, move)
            with pytest.raises(IllegalMoveError):
                game.parse_move(state, str(move))
    return legal


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_random_playouts_keep_the_invariants(game_id: str) -> None:
    rng = random.Random(f"conformance-{game_id}")
    for game in option_sets(game_id, rng, PLAYOUTS_PER_GAME):
        states, moves = playout(game, rng)
        seen: list[Move] = list(game.legal_moves(states[0]))
        for state in states:
            legal = check_step_invariants(game, state, rng.sample(seen, min(len(seen), 20)))
            seen.extend(legal[:5])
        outcome = game.outcome(states[-1])
        assert outcome is not None
        assert outcome.winners == tuple(sorted(set(outcome.winners)))
        assert 1 <= len(outcome.winners) <= game.players
        assert all(0 <= w < game.players for w in outcome.winners)
        assert outcome.scores == game.scores(states[-1])
        assert outcome.draw == (len(outcome.winners) == game.players)
        assert outcome.reason
        assert outcome.decided, "the end of a game must say what decided the winners"
        with pytest.raises(IllegalMoveError, match="over"):
            game.apply(states[-1], moves[-1])


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_records_round_trip_and_cut_short_records_load_in_progress(game_id: str) -> None:
    rng = random.Random(f"records-{game_id}")
    for game in option_sets(game_id, rng, 4):
        states, moves = playout(game, rng)
        text = records.write(records.of(game, moves, names=[f"P{i}" for i in range(game.players)]))
        replayed = records.load(text)
        assert replayed.game == game
        assert list(replayed.states) == states
        assert records.write(records.read(text)) == text
        cut = rng.randrange(len(moves))
        short = records.load(records.write(records.of(game, moves[:cut])))
        assert short.final == states[cut]
        assert short.outcome is None
        # A record starting from a mid-game position replays to the same end (the same
        # position, where states hold a past that the record's start does not carry).
        middle = records.of(game, moves[cut:], start=game.position(states[cut]))
        assert same(game, records.load(records.write(middle)).final, states[-1], True)


def same(game: Game[Any, Any], replayed: State, state: State, from_text: bool) -> bool:
    """Whether a line replayed from position text (``from_text``) or from the start reached
    ``state``: the same position, where states hold a past that position text does not."""
    if game.keeps_history and from_text:
        return game.position(replayed) == game.position(state)
    return replayed == state


def check_view(game: Game[Any, Any], states: list[State], moves: list[Move], answer: Any) -> None:
    """A bridge view of ``moves`` says what the API says of the position they reach."""
    state = states[-1]
    assert answer["ply"] == len(moves)
    view = answer["scene"]
    assert view["position"] == game.position(state)
    assert view["to_move"] == game.to_move(state)
    assert view["hint"] == game.turn_hint(state)
    assert view["part"] == game.turn_part(state)
    assert [entry["step"] for entry in view["legal"]] == [str(m) for m in game.legal_moves(state)]
    assert [entry["cells"] for entry in view["legal"]] == [
        list(m.cells) for m in game.legal_moves(state)
    ]
    details = game.score_details(state)
    assert [s["value"] for s in view["scores"]] == [
        s if isinstance(s, int) else list(s) for s in game.scores(state)
    ]
    assert [s["text"] for s in view["scores"]] == [d.text for d in details]
    # Regions: what every score is made of first, then whatever else the game shows on
    # request (a game's own figures), exactly as the game's own scene has them.
    groups = [list(g) for d in details for g in d.groups]
    assert [r["cells"] for r in view["regions"]][: len(groups)] == groups
    assert view["regions"] == present(game).scene(state)["regions"]
    # Every cell holding a piece is a place of the position, and no two pieces share an id.
    places = {p["name"] for p in view.get("places", present(game).board()["places"])}
    assert {piece["at"] for piece in view["pieces"]} <= places
    assert len({piece["id"] for piece in view["pieces"]}) == len(view["pieces"])
    # The last turn ends with the last step, played by the player who moved before.
    if moves:
        assert view["last"][-1]["step"] == str(moves[-1])
        assert view["last"][-1]["player"] == game.to_move(states[-2])
    else:
        assert view["last"] == []
    outcome = game.outcome(state)
    if outcome is None:
        assert view["outcome"] is None
    else:
        assert view["outcome"]["winners"] == list(outcome.winners)
        assert view["outcome"]["decided"] == outcome.decided
        assert view["outcome"]["reason"] == outcome.reason
        assert view["outcome"]["draw"] == outcome.draw
        assert view["outcome"]["text"] == records.describe_outcome(game, outcome)
        assert view["outcome"]["text"] == game.result_line(outcome)
        assert view["outcome"]["headline"] == game.headline(outcome)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_bridge_views_agree_with_the_api(game_id: str) -> None:
    """Several games with varied options, asked about in an interleaved order: the bridge's
    cache of replayed lines must never answer for another line, nor for another game."""
    rng = random.Random(f"bridge-{game_id}")
    lines = []
    for game in option_sets(game_id, rng, 4):
        for _ in range(2):  # two games with the same options: their lines share the cache key
            states, moves = playout(game, rng)
            lines.append((game, states, moves))
    # Each line asked about from its start, and from a position in its middle (a `start`).
    asks: list[tuple[tuple[Any, list[State], list[Move]], int, str | None]] = []
    for game, states, moves in lines:
        cut = rng.randrange(len(moves))
        asks += [((game, states, moves), ply, None) for ply in range(0, len(moves) + 1, 3)]
        middle = (game, states[cut:], moves[cut:])
        start = game.position(states[cut])
        asks += [(middle, ply, start) for ply in range(0, len(moves) - cut + 1, 4)]
    rng.shuffle(asks)
    for (game, states, moves), ply, start in asks:
        request = {"game": game_id, "options": dict(game.options), "start": start}
        texts = [str(m) for m in moves[:ply]]
        view = json.loads(bridge.handle(json.dumps({**request, "fn": "view", "moves": texts})))
        check_view(game, states[: ply + 1], moves[:ply], view)
        assert view["start"] == start
        history = {**request, "fn": "view", "moves": texts, "history": True, "board": True}
        told = json.loads(bridge.handle(json.dumps(history)))
        assert told["history"] == {
            "moves": texts,
            "movers": [game.to_move(s) for s in states[:ply]],
            "first_turn_step": present(game).turn_step(states[0]),
        }
        assert told["board"] == present(game).board()
        recorded = json.loads(
            bridge.handle(json.dumps({**request, "fn": "record", "moves": texts}))
        )
        assert same(game, records.load(recorded["text"]).final, states[ply], start is not None)
        if ply < len(moves):
            played = {**request, "fn": "play", "moves": texts, "step": str(moves[ply])}
            answer = json.loads(bridge.handle(json.dumps(played)))
            check_view(game, states[: ply + 2], moves[: ply + 1], answer)
            assert answer["played"] == {
                "step": str(moves[ply]),
                "player": game.to_move(states[ply]),
            }
        cells = _cells(game)
        for clicks in [rng.sample(cells, 1), rng.sample(cells, 2)]:
            asked = {**request, "fn": "why_not", "moves": texts, "cells": clicks}
            reason = game.why_not(states[ply], *clicks)
            prompt = None if reason else present(game).prompt(states[ply], tuple(clicks))
            assert json.loads(bridge.handle(json.dumps(asked))) == {
                "reason": reason,
                "prompt": prompt,
            }
    # The bridge never raises: a bad step comes back as data.
    request = {"fn": "play", "game": game_id, "step": "?!"}
    bad = json.loads(bridge.handle(json.dumps(request)))
    assert bad["error"]["type"] in {"InvalidMoveError", "IllegalMoveError"}


def _cells(game: Game[Any, Any]) -> list[str]:
    """Every place a player could click."""
    return [place["name"] for place in present(game).board()["places"]]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_error_is_a_game_error_and_a_value_error(game_id: str) -> None:
    game = GAMES[game_id]()
    for bad in ("", "   ", "??", "x" * 500):
        with pytest.raises(GameError):
            game.from_position(bad)
        with pytest.raises(GameError):
            game.parse_move(game.initial_state(), bad)
    assert issubclass(GameError, ValueError)


# -- what a game may override -----------------------------------------------------------------

TEMPLATES = (Game, Presenter, ai.Tuning)


def private_names(cls: type, base: type) -> list[tuple[str, str]]:
    """``(class, name)`` of every private method or attribute that ``cls`` or a class between
    it and ``base`` defines and that one of the templates also has (dunders and Python's own
    ``_abc_impl`` aside)."""
    found = []
    for klass in cls.__mro__:
        if klass in TEMPLATES or not issubclass(klass, base):
            continue
        for name in vars(klass):
            dunder = name.startswith("__") and name.endswith("__")
            if not name.startswith("_") or dunder or name == "_abc_impl":
                continue
            if any(hasattr(template, name) for template in TEMPLATES):
                found.append((klass.__name__, name))
    return found


def test_the_declared_hooks_are_methods_of_game() -> None:
    assert Game.HOOKS.issubset(dir(Game))
    assert all(name.startswith("_") and not name.startswith("__") for name in Game.HOOKS)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_games_override_only_declared_hooks(game_id: str) -> None:
    cls = GAMES[game_id]
    parts = PARTS[cls.id]
    assert issubclass(parts.presenter, Presenter), "every game has a presenter"
    assert issubclass(parts.tuning, ai.Tuning)
    companions: list[tuple[type, type]] = [(cls, Game), (parts.presenter, Presenter)]
    if parts.tuning is not ai.Tuning:
        companions.append((parts.tuning, ai.Tuning))
    for companion, base in companions:
        undeclared = [
            f"{klass}.{name}"
            for klass, name in private_names(companion, base)
            if name not in Game.HOOKS
        ]
        assert not undeclared, f"private methods of the template overridden: {undeclared}"


def test_the_hooks_check_finds_an_override() -> None:
    class Sneaky(next(iter(GAMES.values()))):  # type: ignore[misc, valid-type]
        def _check_state(self, state: object) -> None:
            pass

    assert ("Sneaky", "_check_state") in private_names(Sneaky, Game)


# -- clicks: why_not and the click orders agree ------------------------------------------------


def prefixes(game: Game[Any, Any], state: State) -> set[tuple[str, ...]]:
    """Every sequence of clicks that begins a click order of a legal step."""
    return {
        tuple(order[:n])
        for move in game.legal_moves(state)
        for order in move.orders
        for n in range(1, len(order) + 1)
    }


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_why_not_accepts_exactly_the_beginnings_of_click_orders(game_id: str) -> None:
    rng = random.Random(f"orders-{game_id}")
    for game in option_sets(game_id, rng, 3):
        states, _ = playout(game, rng)
        places = _cells(game)
        for state in rng.sample(states[:-1], min(8, len(states) - 1)):
            legal = game.legal_moves(state)
            for move in legal:
                assert move.orders[0] == move.cells, "the first order is the step's cells"
                assert len(set(move.orders)) == len(move.orders)
            accepted = prefixes(game, state)
            near = sorted({c for prefix in accepted for c in prefix})
            tries = [rng.choice(sorted(accepted)) for _ in range(10)]
            for _ in range(30):  # clicks on the board, and near what the steps touch
                length = rng.randint(1, 3)
                tries.append(tuple(rng.choice(rng.choice([places, near])) for _ in range(length)))
            tries += [(*prefix[:-1], rng.choice(places)) for prefix in tries[:10]]
            for clicks in tries:
                reason = game.why_not(state, *clicks)
                assert (reason is None) == (clicks in accepted), (clicks, reason)
                assert reason is None or (isinstance(reason, str) and reason)
        assert game.why_not(states[-1], places[0]) == (
            f"The game is over: {game.headline(game.outcome(states[-1]))}"  # type: ignore[arg-type]
            f" ({game.outcome(states[-1]).reason})."  # type: ignore[union-attr]
        )
