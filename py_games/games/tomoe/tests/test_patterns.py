"""Tomoe's patterns for the learned evaluation (search.py), against a plain reference written
from the module's docstring: hexagons by axial coordinates, White's view built by turning the
board, digits by string."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from py_games import ai, get_game
from py_games.games.tomoe.designs import DOWN, FRAME, SPACES, TILES
from py_games.games.tomoe.palago import PATTERNS
from py_games.games.tomoe.search import HEXAGON, KIND, TURN, TomoeTuning
from py_games.games.tomoe.state import Placement, Rotation, TomoeState
from tests.playouts import playout

AROUND = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
"""East, north-east, north-west, west, south-west, south-east, in axial steps."""


def tips_of(tile: tuple[str, int]) -> list[int]:
    """A tile's tips in slot order: its design, turned ``rotation`` times by 120° (each
    hexagon to the next slot, its tip two corners back)."""
    kind, rotation = tile
    design = [PATTERNS[name] for name in TILES[kind][1]]
    turned = [0, 0, 0]
    for slot, tip in enumerate(design):
        turned[(slot + rotation) % 3] = (tip - 2 * rotation) % 6
    return turned


def board(state: TomoeState) -> dict[tuple[int, int], int]:
    """Every hexagon of the board and frame as Black sees it: 0 empty, 1 to 3 a tip at N, SE,
    SW, 4 frame."""
    seen = dict.fromkeys(FRAME, 4)
    for (_points, cells), tile in zip(SPACES, state.tiles, strict=True):
        tips = [None] * 3 if tile is None else tips_of(tile)
        for cell, tip in zip(cells, tips, strict=True):
            seen[cell] = 0 if tip is None else {0: 1, 2: 2, 4: 3}[tip]
    return seen


def reference(state: TomoeState, player: int) -> Counter[int]:
    seen = board(state)
    if player == 1:  # White: the board turned half a turn, colours swapped (tips stay)
        seen = {(q, r): seen[8 - q, 7 - r] for q, r in seen}
    found: Counter[int] = Counter()
    for points, cells in SPACES:
        for place, (q, r) in enumerate(cells):
            slot = place + 3 if points == DOWN else place
            rosette = [(q, r)] + [(q + dq, r + dr) for dq, dr in AROUND]
            digits = "".join(str(seen[cell]) for cell in rosette)
            found[HEXAGON * KIND + slot * 5**7 + int(digits, 5)] += 1
    after = 0 if state.to_move == player else 1
    turn = ((after * 2 + state.step - 1) * 2 + int(state.rotated)) * 33 + state.empty
    found[TURN * KIND + turn] += 1
    return found


@pytest.mark.parametrize("options", [{}, {"first": "white"}])
def test_the_patterns_are_what_the_docstring_says(options: dict[str, object]) -> None:
    game = get_game("tomoe", **options)
    tuned = TomoeTuning(game)  # type: ignore[arg-type]
    rng = random.Random(str(options))
    positions = 0
    for _game in range(3):
        for state in playout(game, rng)[0][:-1]:  # every position of a whole game but its end
            for player in (0, 1):
                patterns = tuned.patterns(state, player)
                assert all(0 <= p < 2**31 for p in patterns)
                assert Counter(patterns) == reference(state, player)
            positions += 1
    assert positions > 90


def mirrored(state: TomoeState) -> TomoeState:
    """The position turned half a turn with its colours swapped: on each space, the tile
    whose tips are those of the tile on its image (every tip stays at its corner)."""
    tiles = []
    for points, cells in SPACES:
        image = [(8 - q, 7 - r) for q, r in cells]
        source = next(i for i, (_p, c) in enumerate(SPACES) if set(c) == set(image))
        tile = state.tiles[source]
        if tile is None:
            tiles.append(None)
            continue
        tips = dict(zip(SPACES[source][1], tips_of(tile), strict=True))
        wanted = [tips[cell] for cell in image]
        tiles.append(
            next(
                (kind, rotation)
                for kind in TILES
                if TILES[kind][0] == points
                for rotation in range(3)
                if tips_of((kind, rotation)) == wanted
            )
        )
    return TomoeState(tuple(tiles), 1 - state.to_move, state.step, state.rotated)


def test_white_sees_what_black_sees_in_the_mirrored_game() -> None:
    """The docstring's claim that makes one weight serve both colours: the board turned half a
    turn with its colours swapped is a Tomoe position whose scores are the same, swapped, and
    where Black sees what White sees in the original."""
    game = get_game("tomoe")
    tuned = TomoeTuning(game)  # type: ignore[arg-type]
    rng = random.Random(41)
    for _game in range(3):
        state = game.initial_state()
        while not game.is_over(state):
            other = mirrored(state)
            assert Counter(tuned.patterns(other, 0)) == Counter(tuned.patterns(state, 1))
            assert game.scores(other) == game.scores(state)[::-1]
            state = game.successor(state, rng.choice(game.legal_moves(state)))
        assert game.scores(mirrored(state)) == game.scores(state)[::-1]


def test_a_turn_is_keyed_as_the_placement_that_would_leave_its_tile_so() -> None:
    # All-moves statistics weigh what a step leaves on the board: a tile turned to a way
    # shares the key of placing it that way; its two turns, leaving two ways, never share one.
    game = get_game("tomoe")
    tuned = ai.tuning(game)
    rng = random.Random(3)
    turns = 0
    for _game in range(3):
        state = game.initial_state()
        while not game.is_over(state):
            for move in game.legal_moves(state):
                if isinstance(move, Rotation):
                    kind, way = state.tiles[move.space - 1]  # type: ignore[misc]
                    placed = Placement(move.space, kind, (way + move.turn) % 3)
                    assert tuned.step_key(state, move) == tuned.step_key(state, placed)
                    other = Rotation(move.space, -move.turn)
                    assert tuned.step_key(state, other) != tuned.step_key(state, move)
                    turns += 1
            state = game.successor(state, rng.choice(game.legal_moves(state)))
    assert turns > 100
