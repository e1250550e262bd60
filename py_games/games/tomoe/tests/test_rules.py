"""Tomoe: the fixtures of shared/spec/tomoe.md, turns, position text, scoring, and properties.

The board, frame and tiles are a reconstruction kept in ``tomoe/designs.py``. The fixture
tests hold for any designs: they read the designs from that module and check what the spec
says must follow from the geometry. Regions are numbered ``4 · hexagon + part`` over the
surface's hexagons: the 32 spaces' three hexagons in number order, then the 42 frame hexagons,
so the tile on space ``s`` owns regions ``12·(s-1)`` to ``12·s - 1``.
"""

from __future__ import annotations

import math
import random
from collections import deque

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from py_games import (
    GameError,
    IllegalMoveError,
    InvalidMoveError,
    InvalidPositionError,
    get_game,
    present,
)
from py_games.core.hexes import centre, corners, neighbours
from py_games.games.tomoe.designs import DOWN, FRAME, FRAME_PATTERN, SPACES, SUPPLY, TILES, UP
from py_games.games.tomoe.palago import (
    BLACK,
    BLACK_TIP,
    PART_COLOUR,
    PATTERNS,
    WHITE,
    WHITE_TIP,
    Areas,
    find_areas,
    hexes_at,
    part_at,
    vertex,
)
from py_games.games.tomoe.state import Placement, Rotation, TomoeState
from py_games.games.tomoe.state import tips as surface_tips

GAME = get_game("tomoe")
SURFACE = GAME.surface
POINTS = [points for points, _ in SPACES]  # which way each space points, space 1 first
EMPTY = ",".join(["."] * 32)
# The spec's +120° turn of a hexagon's pattern: N -> SW -> SE -> N (corners 0 -> 4 -> 2 -> 0).
TURN = {
    PATTERNS["N"]: PATTERNS["SW"],
    PATTERNS["SW"]: PATTERNS["SE"],
    PATTERNS["SE"]: PATTERNS["N"],
}


def offset(column: int, row: int) -> tuple[int, int]:
    """The spec's ``off(col, row)``."""
    return (column - (row - (row & 1)) // 2, row)


def corner_colour(corner: int) -> int:
    """The spec: N, SE, SW corners are white; NE, S, NW black."""
    return WHITE if corner in (0, 2, 4) else BLACK


def position(tiles: dict[int, str], mover: str = "b", step: str = "1") -> str:
    """Position text with ``tiles`` (space -> ``"W2.1"``), the rest empty."""
    return ",".join(tiles.get(s, ".") for s in range(1, 33)) + f" {mover} {step}"


def full_board(rng: random.Random) -> dict[int, str]:
    """Every space filled: each orientation's two types shuffled 8 and 8, random rotations."""
    tiles: dict[int, str] = {}
    for points in (UP, DOWN):
        kinds = [k for k, (fits, _) in TILES.items() if fits == points for _ in range(SUPPLY)]
        rng.shuffle(kinds)
        spaces = [s for s in range(1, 33) if POINTS[s - 1] == points]
        for space, kind in zip(spaces, kinds, strict=True):
            tiles[space] = f"{kind}.{rng.randrange(3)}"
    return tiles


def entries(state: TomoeState) -> list[str]:
    return GAME.position(state).split()[0].split(",")


def areas_of(state: TomoeState) -> Areas:
    """The areas worked out afresh from the tiles' patterns."""
    return find_areas(SURFACE, surface_tips(state))


def game_areas(state: TomoeState) -> Areas:
    """The same, as the game keeps them on the state (quicker where the game already
    worked them out; the fixture tests above check them against :func:`areas_of`)."""
    return GAME.areas(state)


def tiletips(state: TomoeState, space: int) -> list[int | None]:
    return surface_tips(state)[3 * space - 3 : 3 * space]


def turned_tile(tips: list[int | None]) -> list[int | None]:
    """The spec's +120° turn of a tile: slot i moves to slot i+1, each pattern turns."""
    out: list[int | None] = [None, None, None]
    for slot, tip in enumerate(tips):
        assert tip is not None
        out[(slot + 1) % 3] = TURN[tip]
    return out


def rings(areas: Areas) -> set[int]:
    """The spec: a closed ring is an area that encircles at least one closed area."""
    around = {areas.encircler[a] for a, is_open in enumerate(areas.open) if not is_open}
    assert None not in around
    return {a for a in around if a is not None}


def locked(state: TomoeState, areas: Areas) -> set[int]:
    """Spaces whose tile has a region in a closed ring."""
    ring = rings(areas)
    return {
        s
        for s in range(1, 33)
        if state.tiles[s - 1] is not None
        and any(areas.area_of[r] in ring for r in range(12 * (s - 1), 12 * s))
    }


def expected_scores(areas: Areas) -> tuple[int, int]:
    """From first principles: each area lies inside the open area found by following its
    encirclers outwards; if that one has the other colour, its owner scores one point for
    every distinct sector among the area's regions."""
    sectors: dict[int, set[int]] = {}
    for area, sector in zip(areas.area_of, areas.sector_of, strict=True):
        if area >= 0:
            sectors.setdefault(area, set()).add(sector)
    points = [0, 0]
    for area, colour in enumerate(areas.colour):
        top = area
        while (up := areas.encircler[top]) is not None:
            top = up
        if areas.colour[top] != colour:
            points[areas.colour[top]] += len(sectors[area])
    return points[BLACK], points[WHITE]


def check_encirclers(areas: Areas) -> None:
    """Every closed area has exactly one neighbour one step nearer the outside, of the other
    colour: its encircler. Open areas have none."""
    for area, is_open in enumerate(areas.open):
        if is_open:
            assert areas.encircler[area] is None
            continue
        nearer = [b for b in areas.neighbours[area] if areas.reach[b] == areas.reach[area] - 1]
        assert nearer == [areas.encircler[area]], f"area {area}: {nearer}"
        assert areas.colour[nearer[0]] != areas.colour[area]


def spec_depths(areas: Areas) -> list[int]:
    """The spec's depth, worked out afresh: open areas 1, a closed area one more than its
    shallowest neighbour (a breadth-first search from the open areas)."""
    depth = [0 if o else -1 for o in areas.open]
    queue = deque(a for a, o in enumerate(areas.open) if o)
    for a in queue:
        depth[a] = 1
    while queue:
        a = queue.popleft()
        for b in areas.neighbours[a]:
            if depth[b] < 0:
                depth[b] = depth[a] + 1
                queue.append(b)
    assert min(depth) >= 1, "every area is reached from an open one"
    return depth


def playout(
    rng: random.Random, rotate: float = 0.3
) -> tuple[list[TomoeState], list[Placement | Rotation]]:
    """A random legal game; at a turn's start a rotation is chosen with chance ``rotate``."""
    states = [GAME.initial_state()]
    moves: list[Placement | Rotation] = []
    while legal := GAME.legal_moves(states[-1]):
        turns = [m for m in legal if isinstance(m, Rotation)]
        move = rng.choice(turns if turns and rng.random() < rotate else legal)
        moves.append(move)
        states.append(GAME.apply(states[-1], move))
        assert len(moves) < 100, "a game has at most 32 turns of two steps"
    return states, moves


# -- the board (fixtures) -------------------------------------------------------------------


def test_the_empty_board_is_42_frame_hexes_making_84_open_areas() -> None:
    board = {offset(c, r) for r in range(8) for c in range(12)}
    frame = {n for c in board for n in neighbours(c)} - board
    assert len(board) == 96 and len(frame) == 42
    assert set(FRAME) == frame and len(FRAME) == 42
    # The surface lists the spaces' hexagons in number order, then the frame.
    assert SURFACE.cells == tuple(c for _, cells in SPACES for c in cells) + FRAME
    state = GAME.initial_state()
    assert surface_tips(state)[96:] == [PATTERNS[FRAME_PATTERN]] * 42
    assert surface_tips(state)[:96] == [None] * 96
    areas = areas_of(state)
    assert len(areas.colour) == 84
    assert all(areas.open)
    # On the empty board only the frame is filled: each area is one printed sector.
    assert len(areas.sector_area) == 84
    assert areas.encircler == (None,) * 84 and GAME.scores(state) == (0, 0)


def test_32_spaces_16_up_16_down_cover_the_board_once() -> None:
    board = {offset(c, r) for r in range(8) for c in range(12)}
    assert len(SPACES) == 32
    assert POINTS.count(UP) == 16 and POINTS.count(DOWN) == 16
    hexes = [c for _, cells in SPACES for c in cells]
    assert len(hexes) == len(set(hexes)) == 96, "no hex twice"
    assert set(hexes) == board, "every board hex in exactly one space"
    for points, cells in SPACES:
        assert len(cells) == 3
        for a in cells:
            assert all(b == a or b in neighbours(a) for b in cells), "mutually adjacent"
        (q, r) = cells[0]
        shape = (
            {(q, r), (q - 1, r + 1), (q, r + 1)}
            if points == UP
            else {(q, r), (q + 1, r), (q, r + 1)}
        )
        assert set(cells) == shape
        # The three hexes share one vertex, the space's centre: black for up, white for down.
        shared = set.intersection(*({vertex(c, k) for k in range(6)} for c in cells))
        assert len(shared) == 1
        middle = shared.pop()
        kinds = {k for c in cells for k in range(6) if vertex(c, k) == middle}
        assert {corner_colour(k) for k in kinds} == {BLACK if points == UP else WHITE}


def test_spaces_are_numbered_in_reading_order_of_their_centres() -> None:
    middles = []
    for _, cells in SPACES:
        xs, ys = zip(*(centre(c) for c in cells), strict=True)
        middles.append((round(sum(ys) / 3, 6), round(sum(xs) / 3, 6)))
    assert middles == sorted(middles)
    # Numbers 1-4 point down, 5-8 up, and so on in each pair of rows.
    assert POINTS == ([DOWN] * 4 + [UP] * 4) * 4


def test_every_region_touching_a_vertex_has_that_vertex_colour() -> None:
    # The grid names a vertex the same from each of its hexes, at the same point, and the
    # corners meeting there are all white (N, SE, SW) or all black (NE, S, NW).
    for cell in SURFACE.cells:
        for k in range(6):
            point = corners(cell)[k]
            around = hexes_at(vertex(cell, k))
            assert (cell, k) in around
            for other, j in around:
                assert math.dist(corners(other)[j], point) < 1e-9
            assert {corner_colour(j) for _, j in around} == {corner_colour(k)}
            # Whatever the pattern, the region holding a corner has the corner's colour.
            for tip in PATTERNS.values():
                assert PART_COLOUR[part_at(k, tip)] == corner_colour(k)
    # In a real full board, every vertex's regions have one colour, and every area's too.
    tiles = full_board(random.Random(5))
    state = GAME.from_position(position(tiles, "w"))
    tips = surface_tips(state)
    areas = areas_of(state)
    for around in SURFACE.corners:
        colours = {PART_COLOUR[part_at(k, tips[h])] for h, k in around}
        assert colours == {corner_colour(around[0][1])}
    for region, area in enumerate(areas.area_of):
        assert PART_COLOUR[region % 4] == areas.colour[area]


def test_up_spaces_have_white_outer_tips_and_down_spaces_black() -> None:
    # The spec's "outer tips" of a space are the three corners of its outline pointing away
    # from its centre: the corner of each hex opposite the one at the centre. Their colour is
    # the grid's, so every tile that fits shows that colour there, in every rotation; and the
    # white-tip types are exactly those that fit up spaces.
    for points, cells in SPACES:
        middle = set.intersection(*({vertex(c, k) for k in range(6)} for c in cells)).pop()
        want = WHITE if points == UP else BLACK
        for slot, cell in enumerate(cells):
            inner = next(k for k in range(6) if vertex(cell, k) == middle)
            outer = (inner + 3) % 6
            assert corner_colour(outer) == want
            for kind, (fits, _) in TILES.items():
                if fits != points:
                    continue
                for rotation in range(3):
                    space = SPACES.index((points, cells)) + 1
                    state = GAME.from_position(position({space: f"{kind}.{rotation}"}, "w"))
                    tip = tiletips(state, space)[slot]
                    assert tip is not None
                    assert PART_COLOUR[part_at(outer, tip)] == want
    fits = sorted(TILES[k][0] for k in TILES)
    assert fits == [DOWN, DOWN, UP, UP] and SUPPLY == 8


def test_a_turn_of_the_tile_is_a_turn_of_its_space_by_120_degrees() -> None:
    # Geometry: turning a space by +120° (counter-clockwise as drawn, y downwards) about its
    # centre takes slot i's hexagon to slot i+1's, and corner k to corner k-2: so a white tip
    # at N goes to SW, SW to SE, SE to N, as the spec says.
    c, s = math.cos(math.radians(120)), math.sin(math.radians(120))
    for _, cells in SPACES:
        xs, ys = zip(*(centre(h) for h in cells), strict=True)
        mx, my = sum(xs) / 3, sum(ys) / 3
        for slot, cell in enumerate(cells):
            for k, (x, y) in enumerate(corners(cell)):
                dx, dy = x - mx, y - my
                image = (mx + dx * c + dy * s, my - dx * s + dy * c)
                target = corners(cells[(slot + 1) % 3])[(k - 2) % 6]
                assert math.dist(image, target) < 1e-9
    assert all(TURN[tip] == (tip - 2) % 6 for tip in TURN)
    # Each type's tiles, in rotation r+1, are its rotation r turned; rotation 0 is the design.
    # No design looks the same after a turn (or turning it would be no move).
    for kind, (fits, design) in TILES.items():
        space = POINTS.index(fits) + 1
        tips = [
            tiletips(GAME.from_position(position({space: f"{kind}.{r}"}, "w")), space)
            for r in range(3)
        ]
        assert tips[0] == [PATTERNS[p] for p in design]
        assert tips[1] == turned_tile(tips[0]) and tips[2] == turned_tile(tips[1])
        assert turned_tile(tips[2]) == tips[0]
        assert tips[1] != tips[0]


def test_rotating_any_tile_three_times_gives_back_the_same_position() -> None:
    rng = random.Random(3)
    done = 0
    # A full board is a finished game, and a nearly full one has most tiles in closed rings:
    # leave half the spaces or more empty.
    for keep in (2, 3, 5):
        tiles = {s: t for s, t in full_board(rng).items() if s % keep == 0}
        start = GAME.from_position(position(tiles, "w"))
        for space in sorted(tiles):
            state, text = start, GAME.position(start)
            for _ in range(3):
                if f"{space}+" not in map(str, GAME.legal_moves(state)):
                    break
                before = tiletips(state, space)
                state = GAME.apply(state, f"{space}+")
                assert tiletips(state, space) == turned_tile(before)
                # Back to the start of a turn, to turn it again.
                state = GAME.from_position(GAME.position(state).replace(" 2r", " 1"))
            else:
                done += 1
                assert GAME.position(state) == text
                assert areas_of(state) == areas_of(start)
            # And a turn back undoes a turn.
            if f"{space}-" in map(str, GAME.legal_moves(start)):
                there = GAME.apply(start, f"{space}-")
                again = GAME.from_position(GAME.position(there).replace(" 2r", " 1"))
                if f"{space}+" in map(str, GAME.legal_moves(again)):
                    assert GAME.position(GAME.apply(again, f"{space}+")) == text.replace(
                        " 1", " 2r"
                    )
    assert done >= 10, "many tiles can be turned three times"


def three_whitetips(space: int, base: TomoeState) -> Areas:
    """``base`` with the down space ``space`` holding the pattern [SE, N, SW], built directly."""
    tips = surface_tips(base)
    tips[3 * space - 3 : 3 * space] = [PATTERNS["SE"], PATTERNS["N"], PATTERNS["SW"]]
    return find_areas(SURFACE, tips)


@pytest.mark.parametrize("full", [False, True])
def test_three_white_tips_at_a_down_centre_make_a_closed_area_and_lock_the_tile(
    full: bool,
) -> None:
    base = GAME.initial_state()
    if full:
        base = GAME.from_position(position(full_board(random.Random(11)), "b"))
    pattern = [PATTERNS["SE"], PATTERNS["N"], PATTERNS["SW"]]
    assert turned_tile(pattern) == pattern, "the same in every rotation"
    for space in (s for s in range(1, 33) if POINTS[s - 1] == DOWN):
        cells = SPACES[space - 1][1]
        # The three white tips are at the space's centre vertex.
        assert len({vertex(c, k) for c, k in zip(cells, pattern, strict=True)}) == 1
        areas = three_whitetips(space, base)
        tip_regions = [4 * (3 * space - 3 + slot) + WHITE_TIP for slot in range(3)]
        area = areas.area_of[tip_regions[0]]
        assert areas.regions_of([area]) == tip_regions
        assert areas.colour[area] == WHITE
        assert not areas.open[area]
        assert areas.sectors_in[area] == 1
        assert len({areas.sector_of[r] for r in tip_regions}) == 1
        assert areas.neighbours[area], "surrounded"
        assert {areas.colour[b] for b in areas.neighbours[area]} == {BLACK}
        around = areas.encircler[area]
        assert around is not None and areas.colour[around] == BLACK
        # The black area around it is a closed ring, and that ring has parts on this tile.
        assert around in rings(areas)
        assert areas.rings == frozenset(rings(areas))
        tile_areas = {areas.area_of[r] for r in range(12 * (space - 1), 12 * space)}
        assert tile_areas & rings(areas)
        check_encirclers(areas)


def test_a_tile_in_a_closed_ring_cannot_be_turned() -> None:
    # Three tiles, White to move: the tile on 14 has parts in a closed ring.
    state = GAME.from_position(position({6: "W2.0", 14: "W1.0", 28: "B1.0"}, "w"))
    areas = areas_of(state)
    assert 14 in locked(state, areas) and 28 not in locked(state, areas)
    steps = [str(m) for m in GAME.legal_moves(state) if isinstance(m, Rotation)]
    assert "14+" not in steps and "14-" not in steps
    assert "28+" in steps and "28-" in steps
    with pytest.raises(IllegalMoveError) as error:
        GAME.apply(state, "14-")
    assert str(error.value) == "the tile on 14 is part of a closed ring: it cannot be turned"
    assert GAME.why_not(state, "14") == (
        "The tile on 14 is part of a closed ring: it cannot be turned."
    )
    assert present(GAME).scene(state)["marks"][0]["cells"] == [
        str(s) for s in sorted(locked(state, areas))
    ]


# -- turns ------------------------------------------------------------------------------------


def test_the_first_turn_is_one_placement() -> None:
    state = GAME.initial_state()
    assert GAME.position(state) == f"{EMPTY} b 1"
    legal = GAME.legal_moves(state)
    assert all(isinstance(m, Placement) for m in legal)
    # Every space takes either type of its orientation, in three rotations.
    assert len(legal) == 32 * 2 * 3
    after = GAME.apply(state, "14=W1.0")
    assert GAME.to_move(after) == 1
    assert GAME.position(after).endswith(" w 1")
    assert {str(m) for m in GAME.legal_moves(after) if isinstance(m, Rotation)} == {"14+", "14-"}
    white_first = get_game("tomoe", first="white")
    start = white_first.initial_state()
    assert white_first.position(start) == f"{EMPTY} w 1" and white_first.to_move(start) == 1
    assert white_first.to_move(white_first.apply(start, "1=B1.0")) == 0


def test_a_turn_is_two_placements_or_a_rotation_then_a_placement() -> None:
    state = GAME.apply(GAME.initial_state(), "14=W1.0")
    placed = GAME.apply(state, "1=B2.1")
    assert GAME.to_move(placed) == 1 and GAME.position(placed).endswith(" w 2")
    assert all(isinstance(m, Placement) for m in GAME.legal_moves(placed))
    assert len(GAME.legal_moves(placed)) == 30 * 6
    done = GAME.apply(placed, "2=B1.0")
    assert GAME.to_move(done) == 0 and GAME.position(done).endswith(" b 1")

    turned = GAME.apply(state, "14+")
    assert GAME.to_move(turned) == 1 and GAME.position(turned).endswith(" w 2r")
    assert entries(turned)[13] == "W1.1"
    assert all(isinstance(m, Placement) for m in GAME.legal_moves(turned))
    assert len(GAME.legal_moves(turned)) == 31 * 6
    after = GAME.apply(turned, "13=W2.0")
    assert GAME.to_move(after) == 0 and GAME.position(after).endswith(" b 1")
    assert GAME.position(GAME.apply(state, "14-")).split()[0].split(",")[13] == "W1.2"


def test_with_one_space_left_the_turn_is_one_placement_or_a_rotation_then_it() -> None:
    tiles = full_board(random.Random(2))
    del tiles[20]
    state = GAME.from_position(position(tiles, "b"))
    legal = GAME.legal_moves(state)
    placements = [m for m in legal if isinstance(m, Placement)]
    assert {m.space for m in placements} == {20}
    areas = areas_of(state)
    free = set(tiles) - locked(state, areas)
    assert free, "some tile can be turned"
    assert {str(m) for m in legal if isinstance(m, Rotation)} == {
        f"{s}{sign}" for s in free for sign in "+-"
    }
    # One placement fills the board: there is no second one, the game is over.
    last = GAME.apply(state, placements[0])
    assert GAME.outcome(last) is not None and GAME.legal_moves(last) == []
    assert GAME.to_move(last) is None
    # A rotation first, then the placement.
    space = min(free)
    turned = GAME.apply(state, f"{space}+")
    assert GAME.to_move(turned) == 0 and GAME.position(turned).endswith(" b 2r")
    assert {str(m) for m in GAME.legal_moves(turned)} == {str(m) for m in placements}
    end = GAME.apply(turned, placements[-1])
    assert GAME.outcome(end) is not None and GAME.to_move(end) is None
    with pytest.raises(IllegalMoveError) as error:
        GAME.apply(end, f"{space}-")
    assert str(error.value) == "the game is over: every space is filled"


def test_all_eight_tiles_of_a_type_placed_leaves_only_the_other() -> None:
    ups = [s for s in range(1, 33) if POINTS[s - 1] == UP and s != 14][:8]
    state = GAME.from_position(position(dict.fromkeys(ups, "W1.0"), "b"))
    assert {str(m) for m in GAME.legal_moves(state) if m.cells == ("14",)} == {
        "14=W2.0",
        "14=W2.1",
        "14=W2.2",
    }
    with pytest.raises(IllegalMoveError) as error:
        GAME.apply(state, "14=W1.0")
    assert str(error.value) == "all 8 W1 tiles are on the board"


@pytest.mark.parametrize(
    ("text", "step", "message"),
    [
        (position({14: "W1.0"}, "w"), "14=W2.0", "space 14 already holds a tile"),
        (
            position({14: "W1.0"}, "w"),
            "1=W1.0",
            "W1 has white tips and fits only spaces pointing up; space 1 points down",
        ),
        (
            position({14: "W1.0"}, "w"),
            "15=B2.1",
            "B2 has black tips and fits only spaces pointing down; space 15 points up",
        ),
        (position({14: "W1.0"}, "w"), "15+", "space 15 is empty: there is no tile to turn"),
        (EMPTY + " b 1", "14+", "space 14 is empty: there is no tile to turn"),
        (
            position({14: "W1.0", 1: "B1.0"}, "w", "2"),
            "14+",
            "you placed a tile: the turn goes on with a second placement",
        ),
        (
            position({14: "W1.0", 1: "B1.0"}, "w", "2"),
            "1-",
            "you placed a tile: the turn goes on with a second placement",
        ),
        (
            position({14: "W1.1"}, "w", "2r"),
            "14+",
            "you have turned a tile this turn: now place one",
        ),
        (
            position({14: "W1.1", 1: "B1.0"}, "w", "2r"),
            "1-",
            "you have turned a tile this turn: now place one",
        ),
    ],
)
def test_illegal_steps_say_why(text: str, step: str, message: str) -> None:
    state = GAME.from_position(text)
    with pytest.raises(IllegalMoveError) as error:
        GAME.apply(state, step)
    assert str(error.value) == message
    assert step not in map(str, GAME.legal_moves(state))


EXAMPLE = "write 14=W2.1 to place a W2 tile on space 14 in orientation 1, or 14+ / 14- to turn one"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        *((text, f"{text!r} is not a Tomoe step: {EXAMPLE}") for text in ("14", "14*", "W2.1")),
        ("0=W1.0", "there is no space 0: spaces are numbered 1 to 32"),
        ("33=B1.0", "there is no space 33: spaces are numbered 1 to 32"),
        ("33+", "there is no space 33: spaces are numbered 1 to 32"),
        ("0-", "there is no space 0: spaces are numbered 1 to 32"),
        ("14=W2.3", "an orientation is 0, 1 or 2, not 3"),
        ("14=X1.0", "there is no tile 'X1': the tiles are W1, W2, B1, B2"),
        ("14=W3.0", "there is no tile 'W3': the tiles are W1, W2, B1, B2"),
    ],
)
def test_bad_steps_say_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(InvalidMoveError) as error:
        GAME.parse_move(GAME.initial_state(), text)
    assert str(error.value) == message


def test_steps_are_read_with_spaces_and_any_case_and_written_without() -> None:
    state = GAME.initial_state()
    assert str(GAME.parse_move(state, " 14 = w2 . 1 ")) == "14=W2.1"
    after = GAME.apply(state, "14=W2.1")
    assert str(GAME.parse_move(after, " 14 - ")) == "14-"
    assert str(GAME.parse_move(after, "14+")) == "14+"


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (EMPTY + " b 1", None),  # 14 is empty: a placement starts there
        (position({14: "W1.0"}, "w"), None),  # a rotation starts there
        (
            position({14: "W1.0", 1: "B1.0"}, "w", "2"),
            "You placed a tile: the turn goes on with a second placement.",
        ),
        (position({14: "W1.1"}, "w", "2r"), "You have turned a tile this turn: now place one."),
        (
            position({6: "W2.0", 14: "W1.0", 28: "B1.0"}, "w"),
            "The tile on 14 is part of a closed ring: it cannot be turned.",
        ),
        (
            position(full_board(random.Random(1)), "b"),
            "The game is over: White wins (every space is filled).",
        ),
    ],
)
def test_why_not_14(text: str, reason: str | None) -> None:
    assert GAME.why_not(GAME.from_position(text), "14") == reason


def test_why_not_names_no_space_for_clicks_off_the_board() -> None:
    state = GAME.from_position(position({14: "W1.0"}, "w"))
    assert GAME.why_not(state, "33") == "No legal step starts at '33' now."
    assert GAME.why_not(state, "x") == "No legal step starts at 'x' now."
    # api.md: no exception but a GameError escapes the public API, for any input. "²" is a
    # digit to str.isdigit() but not to int().
    try:
        reason = GAME.why_not(state, "²")
    except GameError:
        reason = "refused"
    assert isinstance(reason, str)


# -- position text -------------------------------------------------------------------------


def test_position_text_round_trips_over_random_games() -> None:
    rng = random.Random(8)
    for _ in range(3):
        states, _ = playout(rng, rotate=0.5)
        for state in states:
            text = GAME.position(state)
            again = GAME.from_position(text)
            assert again == state
            assert GAME.position(again) == text
            assert len(text.split()[0].split(",")) == 32


FULL = position(full_board(random.Random(4)), "b")
NINE_W1 = position(dict.fromkeys([5, 6, 7, 8, 13, 14, 15, 16, 21], "W1.0"), "b")


def replace(text: str, space: int, entry: str) -> str:
    board, *rest = text.split()
    cells = board.split(",")
    cells[space - 1] = entry
    return " ".join([",".join(cells), *rest])


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "the position is empty"),
        (EMPTY + " b", "a Tomoe position has 3 fields (spaces, colour to move, step), not 2"),
        (EMPTY + " b 1 x", "a Tomoe position has 3 fields (spaces, colour to move, step), not 4"),
        (EMPTY[2:] + " b 1", "the board lists 31 spaces; Tomoe has 32, comma separated"),
        (EMPTY + ",. b 1", "the board lists 33 spaces; Tomoe has 32, comma separated"),
        *(
            (
                replace(EMPTY + " w 1", 5, entry),
                f"space 5 holds {entry!r}; a space is . or a tile such as W2.1 "
                "(W1, W2, B1, B2, orientation 0 to 2)",
            )
            for entry in ("W1", "X1.0", "W1.3", "w1.0", "", "W1.0.1", "W1.", "..")
        ),
        (
            replace(EMPTY + " w 1", 1, "W1.0"),
            "space 1 points down and cannot hold W1, which fits spaces pointing up",
        ),
        (
            replace(EMPTY + " w 1", 14, "B2.2"),
            "space 14 points up and cannot hold B2, which fits spaces pointing down",
        ),
        (EMPTY + " x 1", "the colour to move is b or w, not 'x'"),
        (EMPTY + " B 1", "the colour to move is b or w, not 'B'"),
        (EMPTY + " b 3", "the step is 1, 2 or 2r, not '3'"),
        (EMPTY + " b 1r", "the step is 1, 2 or 2r, not '1r'"),
        (NINE_W1, "9 W1 tiles are on the board; there are 8"),
        (FULL.replace(" b 1", " b 2"), "step 2 cannot come with 32 tiles on the board"),
        (FULL.replace(" b 1", " w 2r"), "step 2r cannot come with 32 tiles on the board"),
        (position({14: "W1.0"}, "w", "2"), "step 2 cannot come with 1 tile on the board"),
        (EMPTY + " b 2", "step 2 cannot come with 0 tiles on the board"),
        (EMPTY + " w 2r", "step 2r cannot come with 0 tiles on the board"),
        (EMPTY + " w 1", "on the empty board Black moves first"),
    ],
)
def test_bad_positions_say_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(InvalidPositionError) as error:
        GAME.from_position(text)
    assert str(error.value) == message


def test_the_first_player_option_decides_who_moves_on_the_empty_board() -> None:
    with pytest.raises(InvalidPositionError) as error:
        get_game("tomoe", first="white").from_position(EMPTY + " b 1")
    assert str(error.value) == "on the empty board White moves first"
    # The smallest legal step-2 positions: two tiles, or one after a rotation.
    for text in (position({14: "W1.0", 1: "B1.0"}, "w", "2"), position({14: "W1.1"}, "w", "2r")):
        assert GAME.position(GAME.from_position(text)) == text


# -- scoring --------------------------------------------------------------------------------


def edge_tile(space: int, middle: tuple[int, int, int], part: int) -> str:
    """A type and rotation for ``space`` whose regions at the vertex ``middle`` are all
    ``part`` (a tip), there and on the frame hex that shares it; skip if no design has it."""
    for kind, (fits, _) in TILES.items():
        if fits != POINTS[space - 1]:
            continue
        for rotation in range(3):
            state = GAME.from_position(position({space: f"{kind}.{rotation}"}, "w"))
            tips = surface_tips(state)
            index = {c: i for i, c in enumerate(SURFACE.cells)}
            if all(part_at(k, tips[index[c]]) == part for c, k in hexes_at(middle)):
                return f"{kind}.{rotation}"
    pytest.skip("no tile design puts two tips at that vertex")


def test_a_tip_cut_off_against_the_frame_scores_its_two_sectors() -> None:
    # Space 1 (down) has two hexes on the top row; the vertex between their tops is the S
    # corner of a frame hex. With three black tips there, that vertex alone is a black area:
    # a tip touches nothing but its corner, so the area is closed. It is two sectors (the
    # tile's two tips join inside the tile; the frame's tip is a printed sector), and all
    # around it is one white area that reaches the empty spaces: White scores 2.
    top_left, _, top_right = SPACES[0][1]
    middle = vertex(top_left, 1)
    assert middle == vertex(top_right, 5)
    assert sum(c in FRAME for c, _ in hexes_at(middle)) == 1
    black = edge_tile(1, middle, BLACK_TIP)
    # Likewise white tips at the bottom of an up space on the bottom row: Black scores 2.
    _, bottom_left, bottom_right = SPACES[31][1]
    low = vertex(bottom_left, 2)
    assert low == vertex(bottom_right, 4)
    white = edge_tile(32, low, WHITE_TIP)

    state = GAME.from_position(position({1: black}, "w"))
    areas = areas_of(state)
    closed = [a for a, o in enumerate(areas.open) if not o]
    index = {c: i for i, c in enumerate(SURFACE.cells)}
    tips_area = {areas.area_of[4 * index[c] + BLACK_TIP] for c, _ in hexes_at(middle)}
    assert closed == list(tips_area)
    assert len(areas.regions_of(closed)) == 3
    (around,) = areas.neighbours[closed[0]]
    assert areas.colour[around] == WHITE and areas.open[around]
    assert GAME.scores(state) == (0, 2) == expected_scores(areas)
    assert GAME.outcome(state) is None

    both = GAME.from_position(position({1: black, 32: white}, "w", "2"))
    assert GAME.scores(both) == (2, 2) == expected_scores(areas_of(both))
    black_detail, white_detail = GAME.score_details(both)
    assert black_detail.formula == "White sectors inside Black's areas: 2"
    assert white_detail.formula == "Black sectors inside White's areas: 2"
    assert [r.cells for r in white_detail.regions] == [("1",)]
    assert [r.cells for r in black_detail.regions] == [("32",)]


def test_scores_count_sectors_inside_areas_of_the_other_colour() -> None:
    rng = random.Random(6)
    deep = 0
    for _ in range(12):
        state = GAME.from_position(position(full_board(rng), "b"))
        areas = areas_of(state)
        assert GAME.scores(state) == expected_scores(areas)
        assert sum(GAME.scores(state)) <= len(areas.sector_area)
        deep += sum(d >= 3 for d in areas.depth)
    assert deep, "areas nested two deep (own colour inside own colour) come up"


def test_the_outcome_names_the_winner_or_a_draw_and_says_why() -> None:
    rng = random.Random(9)
    seen: set[tuple[int, ...]] = set()
    for _ in range(200):
        state = GAME.from_position(position(full_board(rng), "w"))
        black, white = GAME.scores(state)
        outcome = GAME.outcome(state)
        assert outcome is not None and outcome.reason == "every space is filled"
        assert outcome.scores == (black, white)
        if black == white:
            assert outcome.winners == (0, 1) and outcome.draw
            assert outcome.decided == f"Both score {black}: a draw."
        else:
            winner = 0 if black > white else 1
            assert outcome.winners == (winner,) and not outcome.draw
            name = ("Black", "White")[winner]
            high, low = max(black, white), min(black, white)
            assert outcome.decided == f"{name} encircles more sectors: {high} to {low}."
        seen.add(outcome.winners)
        if len(seen) == 3:
            break
    assert seen == {(0,), (1,), (0, 1)}


# -- properties ------------------------------------------------------------------------------


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), rotate=st.sampled_from([0.0, 0.3, 0.9]))
def test_random_games_end_after_32_placements_in_well_formed_turns(
    seed: int, rotate: float
) -> None:
    states, moves = playout(random.Random(seed), rotate)
    assert sum(isinstance(m, Placement) for m in moves) == 32
    end = states[-1]
    assert None not in end.tiles and GAME.outcome(end) is not None
    # Turns, by who moved: the first is one placement; then two placements, or a rotation
    # and a placement; the last may be a lone placement when one space was left.
    turns: list[tuple[int, int, list[str]]] = []  # (player, empty spaces at its start, kinds)
    for state, move in zip(states, moves, strict=False):
        player = GAME.to_move(state)
        assert player is not None
        if not turns or turns[-1][0] != player:
            turns.append((player, state.empty, []))
        turns[-1][2].append("R" if isinstance(move, Rotation) else "P")
    assert turns[0][2] == ["P"]
    for k, (_, empty, kinds) in enumerate(turns[1:], start=1):
        lone = k == len(turns) - 1 and empty == 1
        assert kinds in (["P", "P"], ["R", "P"]) or (lone and kinds == ["P"]), (k, kinds)
    for state in [*states[::2], end]:
        areas = game_areas(state)
        scores = GAME.scores(state)
        assert sum(scores) <= len(areas.sector_area)
        assert scores == expected_scores(areas)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), rotate=st.sampled_from([0.0, 0.3, 0.9]))
def test_every_closed_area_has_one_encircler(seed: int, rotate: float) -> None:
    states, _ = playout(random.Random(seed), rotate)
    for state in states[::3]:
        check_encirclers(game_areas(state))
    # With the board full, the encircler is also the spec's shallowest neighbour by depth.
    areas = game_areas(states[-1])
    check_encirclers(areas)
    depth = spec_depths(areas)
    assert tuple(depth) == areas.depth
    for area, around in enumerate(areas.encircler):
        if around is None:
            continue
        least = min(depth[b] for b in areas.neighbours[area])
        shallowest = [b for b in areas.neighbours[area] if depth[b] == least]
        assert shallowest == [around]
        assert depth[area] == least + 1


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), rotate=st.sampled_from([0.3, 0.9]))
def test_rotations_keep_the_tiles_and_spare_locked_ones(seed: int, rotate: float) -> None:
    rng = random.Random(seed)
    states, moves = playout(rng, rotate)
    for state, move, after in zip(states, moves, states[1:], strict=False):
        legal = GAME.legal_moves(state)
        turns = {str(m) for m in legal if isinstance(m, Rotation)}
        if state.step == 1 and state.empty < 32:
            free = {s for s in range(1, 33) if state.tiles[s - 1] is not None}
            free -= locked(state, game_areas(state))
            assert turns == {f"{s}{sign}" for s in free for sign in "+-"}
        else:
            assert not turns
        if isinstance(move, Rotation):
            before_tiles, after_tiles = entries(state), entries(after)
            assert [e == "." for e in before_tiles] == [e == "." for e in after_tiles]
            changed = [s for s in range(32) if before_tiles[s] != after_tiles[s]]
            assert changed == [move.space - 1]
            kind, rotation = state.tiles[move.space - 1]
            assert after.tiles[move.space - 1] == (kind, (rotation + move.turn) % 3)
            tips = tiletips(state, move.space)
            want = turned_tile(tips) if move.turn > 0 else turned_tile(turned_tile(tips))
            assert tiletips(after, move.space) == want
            # Three turns the same way give back the same tiles.
            text = GAME.position(state)
            again = GAME.from_position(text)
            for _ in range(3):
                again = GAME.successor(again, move)
                again = GAME.from_position(GAME.position(again).replace(" 2r", " 1"))
            assert GAME.position(again) == text


# -- the scene ----------------------------------------------------------------------------------


def test_the_scene_draws_tiles_frame_and_scoring_regions() -> None:
    board = present(GAME).board()
    assert board["empty"] == "red"
    assert len(board["printed"]) == 1 and len(board["printed"][0]["hexes"]) == len(FRAME)
    assert len(board["places"]) == 32
    tiles = {s: t for s, t in full_board(random.Random(12)).items() if s % 2}
    state = GAME.from_position(position(tiles, "b"))
    assert GAME.scores(state) != (0, 0)
    scene = present(GAME).scene(state)
    pieces = {p["at"]: p for p in scene["pieces"]}
    assert set(pieces) == {str(s) for s in tiles}
    for at, piece in pieces.items():
        assert len(piece["hexes"]) == 3
        assert piece["angle"] == 120 * int(entries(state)[int(at) - 1][-1])
        assert [h[2] for h in piece["hexes"]] == tiletips(state, int(at))
    assert scene["legal"]
    for step in scene["legal"]:
        assert [p["at"] for p in step["pieces"]] == step["cells"]
        assert all(len(p["hexes"]) == 3 for p in step["pieces"])
    assert scene["regions"]
    for region in scene["regions"]:
        assert region["parts"]
        assert all(len(part) == 4 for part in region["parts"])
