"""Tomoe, by Gerd Breitenbach and Markus Hagenauer: encircle your opponent's areas with tiles.

Rules
    Black and White share 32 tiles of three hexagons, in four types of 8, each hexagon drawn
    with Palago's pattern of black and white (a straight line, two arcs). Two types have
    white tips and fit the 16 spaces pointing up; two have black tips and fit the 16 pointing
    down. The board's frame is printed with the same pattern. Where hexagons meet, parts of
    one colour join into *areas*; an area touching an empty space or the outside is *open*,
    and a closed area is *encircled* by the area around it.

    The first player places one tile. From then on, starting with the second player, a turn
    is two placements, or a rotation of a placed tile by 120° either way followed by one
    placement; nobody passes. A tile may not be rotated while any of its parts belongs to a
    *closed ring*: an area that encircles a closed area. The game ends when every space is
    filled; with one space left, the turn is one placement, or a rotation then the placement.

    Each open area of a player's colour controls everything nested inside it, at any depth.
    A player scores one point for every *sector* (a single-colour part of one tile, or of the
    printed board) of the opponent's colour inside an area they control. Most points wins.

Reconstruction
    No picture of the board or the tiles survives. The board, frame and tile designs are a
    reconstruction that keeps every sentence of the text (``tomoe_designs.py``, the one module
    to change for the real ones; its docstring gives the self-play numbers behind the tile
    designs).

Choices where the rules are silent
    - Equal points is a draw. Black (player 0) moves first unless the option ``first`` says
      white. Scores are shown live during play, counted as at the end.
    - Only a tile that was on the board when the turn began may be rotated (a turn has one
      rotation, always its first step, so this needs no bookkeeping).
    - Mid-game, an empty space enclosed inside a closed ring leaves the areas around it open,
      and a closed area beside one is encircled by the area on its outer side (the one through
      which it is reached from outside the board), not by the open area inside it
      (``core/palago.py``). With the board full both readings agree.

Notation
    Spaces are numbered 1 to 32 in reading order. ``14=W2.1`` places a W2 tile on space 14 in
    rotation 1 (rotations 0, 1, 2, each 120° counter-clockwise from the design); ``14+`` and
    ``14-`` turn the tile on space 14 by +120° (counter-clockwise) or -120°.

Position text
    Three fields: the 32 spaces in order, comma separated, each ``.`` or ``<type>.<rotation>``;
    the colour to move, ``b`` or ``w``; the step of the turn: ``1``, ``2`` (the second of two
    placements) or ``2r`` (the placement after a rotation). The start: 32 dots, ``b 1``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, cached_property
from random import Random

from ..core.errors import InvalidMoveError, InvalidPositionError, quoted
from ..core.game import Game, Move, Outcome, Region, ScoreDetail, State
from ..core.hexes import centre, corners, outline_of, vertex, vertex_point
from ..core.options import Option
from ..core.palago import (
    BLACK,
    PATTERNS,
    WHITE,
    Areas,
    Surface,
    find_areas,
    turn_unit,
)
from ..core.scene import (
    LabelInfo,
    MarkInfo,
    PieceInfo,
    PlaceInfo,
    PlayerInfo,
    PrintedInfo,
    StepInfo,
)
from .tomoe_designs import FRAME, FRAME_PATTERN, SPACES, SUPPLY, TILES, UP

COLOURS = ("black", "white")
SPACE_COUNT = len(SPACES)
TYPES = tuple(TILES)
Tile = tuple[str, int]
"""A placed tile: its type and rotation (0, 1, 2)."""

_PLACE = re.compile(r"([0-9]{1,3})\s*=\s*([A-Za-z][0-9])\s*\.\s*([0-9])")
_TURN = re.compile(r"([0-9]{1,3})\s*([+-])")
_EXAMPLE = "write 14=W2.1 to place a W2 tile on space 14 in rotation 1, or 14+ / 14- to turn one"


def _space(text: str) -> int:
    number = int(text)
    if not 1 <= number <= SPACE_COUNT:
        raise InvalidMoveError(
            f"there is no space {number}: spaces are numbered 1 to {SPACE_COUNT}"
        )
    return number


@dataclass(frozen=True, repr=False)
class Placement(Move):
    """A tile put on an empty space: ``14=W2.1``."""

    space: int
    tile: str
    rotation: int

    def __str__(self) -> str:
        return f"{self.space}={self.tile}.{self.rotation}"

    @property
    def cells(self) -> tuple[str, ...]:
        return (str(self.space),)


@dataclass(frozen=True, repr=False)
class Rotation(Move):
    """A placed tile turned by 120° in its space: ``14+`` (counter-clockwise) or ``14-``."""

    kind = "rotate"
    space: int
    turn: int
    """+1 or -1."""

    def __str__(self) -> str:
        return f"{self.space}{'+' if self.turn > 0 else '-'}"

    @property
    def cells(self) -> tuple[str, ...]:
        return (str(self.space),)


TomoeMove = Placement | Rotation


@dataclass(frozen=True)
class TomoeState(State):
    tiles: tuple[Tile | None, ...]
    """Per space, in number order: the tile on it, or ``None``."""
    to_move: int
    step: int
    """1 or 2: which step of the turn comes next."""
    rotated: bool = False
    """Whether this turn began with a rotation (then its second step is its last)."""

    @property
    def empty(self) -> int:
        return self.tiles.count(None)


class Tomoe(Game[TomoeState, TomoeMove]):
    """Tomoe: place and turn tiles of Palago's pattern; encircle the other colour."""

    id = "tomoe"
    title = "Tomoe"
    summary = "Place and turn tiles of black and white arcs; encircle your opponent's areas."
    groups_name = "areas"
    empty_look = "red"
    OPTIONS = (
        Option("first", "Who starts", "black", choices=COLOURS, help="the rules do not say"),
    )

    def _setup(self) -> None:
        self._first = COLOURS.index(str(self.options["first"]))

    def player_name(self, player: int) -> str:
        return COLOURS[player].capitalize()

    # -- playing ---------------------------------------------------------------------------

    @classmethod
    def _state_type(cls) -> type[TomoeState]:
        return TomoeState

    def _initial_state(self) -> TomoeState:
        return TomoeState((None,) * SPACE_COUNT, self._first, 1)

    def _to_move(self, state: TomoeState) -> int:
        return state.to_move

    def _legal_moves(self, state: TomoeState) -> list[TomoeMove]:
        supply = _supply(state)
        rotating = self._may_rotate(state)
        locked = self._locked(state) if rotating else frozenset()
        moves: list[TomoeMove] = []
        for space, tile in enumerate(state.tiles, start=1):
            if tile is None:
                moves += [
                    Placement(space, kind, rotation)
                    for kind in TYPES
                    if TILES[kind][0] == SPACES[space - 1][0] and supply[kind]
                    for rotation in range(3)
                ]
            elif rotating and space not in locked:
                moves += [Rotation(space, 1), Rotation(space, -1)]
        return moves

    def _parse_move(self, text: str) -> TomoeMove:
        if found := _PLACE.fullmatch(text):
            space, tile, rotation = _space(found[1]), found[2].upper(), int(found[3])
            if tile not in TILES:
                raise InvalidMoveError(f"there is no tile {quoted(found[2])}: the tiles are "
                                       f"{', '.join(TYPES)}")  # fmt: skip
            if rotation > 2:
                raise InvalidMoveError(f"a rotation is 0, 1 or 2, not {rotation}")
            return Placement(space, tile, rotation)
        if found := _TURN.fullmatch(text):
            return Rotation(_space(found[1]), 1 if found[2] == "+" else -1)
        raise InvalidMoveError(f"{quoted(text)} is not a Tomoe step: {_EXAMPLE}")

    def _why_illegal(self, state: TomoeState, move: TomoeMove) -> str | None:
        tile = state.tiles[move.space - 1]
        if isinstance(move, Rotation):
            return self._rotation_fault(state, move.space)
        if tile is not None:
            return f"space {move.space} already holds a tile"
        fits, _ = TILES[move.tile]
        points = SPACES[move.space - 1][0]
        if fits != points:
            tips = "white" if fits == UP else "black"
            return (f"{move.tile} has {tips} tips and fits only spaces pointing {fits}; "
                    f"space {move.space} points {points}")  # fmt: skip
        if not _supply(state)[move.tile]:
            return f"all {SUPPLY} {move.tile} tiles are on the board"
        return None

    def _rotation_fault(self, state: TomoeState, space: int) -> str | None:
        if state.tiles[space - 1] is None:
            return f"space {space} is empty: there is no tile to turn"
        if state.step == 2:
            if state.rotated:
                return "you have turned a tile this turn: now place one"
            return "you placed a tile: the turn goes on with a second placement"
        if space in self._locked(state):
            return f"the tile on {space} is part of a closed ring: it cannot be turned"
        return None

    def _why_not(self, state: TomoeState, clicks: tuple[str, ...]) -> str:
        # ASCII digits only: "²".isdigit() is true, but int() refuses it.
        if (
            len(clicks) == 1
            and re.fullmatch(r"[0-9]{1,2}", clicks[0])
            and 1 <= int(clicks[0]) <= SPACE_COUNT
        ):
            reason = self._rotation_fault(state, int(clicks[0]))
            if reason:
                return reason[:1].upper() + reason[1:] + "."
        return super()._why_not(state, clicks)

    def _apply(self, state: TomoeState, move: TomoeMove) -> TomoeState:
        tiles = list(state.tiles)
        i = move.space - 1
        if isinstance(move, Rotation):
            kind, rotation = tiles[i]  # type: ignore[misc]
            tiles[i] = (kind, (rotation + move.turn) % 3)
            return TomoeState(tuple(tiles), state.to_move, 2, True)
        tiles[i] = (move.tile, move.rotation)
        ends_turn = state.step == 2 or self._first_turn(state) or None not in tiles
        if ends_turn:
            return TomoeState(tuple(tiles), 1 - state.to_move, 1)
        return TomoeState(tuple(tiles), state.to_move, 2)

    def playout_move(self, state: TomoeState, rng: Random) -> TomoeMove:
        # A search's playouts only place tiles, anywhere they fit: listing turns needs every
        # position's rings, which would make a playout twenty times dearer.
        empty = [space for space, tile in enumerate(state.tiles, start=1) if tile is None]
        if state.step == 1 and len(empty) == 1 and self._may_rotate(state):
            return rng.choice(self._legal(state))  # the last space: turning first may be best
        space = rng.choice(empty)
        supply = _supply(state)
        fitting = [k for k in TYPES if TILES[k][0] == SPACES[space - 1][0] and supply[k]]
        return Placement(space, rng.choice(fitting), rng.randrange(3))

    def is_over(self, state: TomoeState) -> bool:
        return not state.empty

    def _first_turn(self, state: TomoeState) -> bool:
        return state.empty == SPACE_COUNT

    def _may_rotate(self, state: TomoeState) -> bool:
        return state.step == 1 and not self._first_turn(state)

    # -- areas -------------------------------------------------------------------------------

    @cached_property
    def _surface(self) -> Surface:
        return Surface([cells for _, cells in SPACES] + [FRAME])

    def _areas(self, state: TomoeState) -> Areas:
        """The areas of ``state``, worked out once per state."""
        return self._remember(state, "_areas_memo", lambda s: find_areas(self._surface, _tips(s)))

    def _locked(self, state: TomoeState) -> frozenset[int]:
        """The spaces whose tile has a part in a closed ring."""
        areas = self._areas(state)
        rings = areas.rings
        return frozenset(
            space
            for space, tile in enumerate(state.tiles, start=1)
            if tile is not None
            and any(areas.area_of[r] in rings for r in range(12 * space - 12, 12 * space))
        )

    @staticmethod
    def _controlled(areas: Areas) -> list[tuple[int, list[int], list[int]]]:
        """Each open area that controls something, in order: its owner (by colour), the areas
        of the opponent's colour nested in it (they score), and those of its own."""
        return [
            (
                areas.colour[top],
                [a for a in inside if areas.colour[a] != areas.colour[top]],
                [a for a in inside if areas.colour[a] == areas.colour[top]],
            )
            for top, inside in sorted(areas.nested.items())
        ]

    # -- the end ------------------------------------------------------------------------------

    def _scores(self, state: TomoeState) -> tuple[int, int]:
        areas = self._areas(state)
        points = [0, 0]
        for owner, scoring, _ in self._controlled(areas):
            points[owner] += sum(areas.sectors_in[a] for a in scoring)
        return points[0], points[1]

    def _score_details(self, state: TomoeState) -> tuple[ScoreDetail, ...]:
        areas = self._areas(state)
        region = self._region_maker(state)
        details = []
        for player in (BLACK, WHITE):
            regions: list[Region] = []
            for owner, scoring, own in self._controlled(areas):
                if owner != player or not scoring:
                    continue
                points = sum(areas.sectors_in[a] for a in scoring)
                regions.append(region(scoring, player, str(points), True))
                if own:
                    regions.append(region(own, player, "", False))
            counted = [int(r.label) for r in regions if r.counts]
            value = sum(counted)
            sums = " + ".join(map(str, counted)) + " = " if len(counted) > 1 else ""
            other = self.player_name(1 - player)
            formula = f"{other} sectors inside {self.player_name(player)}'s areas: {sums}{value}"
            details.append(ScoreDetail(value, str(value), formula, tuple(regions)))
        return tuple(details)

    def _regions(self, state: TomoeState, details: tuple[ScoreDetail, ...]) -> list[Region]:
        # Besides what each player controls: the rings that lock tiles, owned by nobody.
        region = self._region_maker(state)
        rings = sorted(self._areas(state).rings)
        return super()._regions(state, details) + [region([r], None, "", False) for r in rings]

    def _region_maker(
        self, state: TomoeState
    ) -> Callable[[list[int], int | None, str, bool], Region]:
        """Makes a region of the scene from areas of ``state``: the parts of hexagons they are
        made of, and the spaces they touch."""
        areas, tips = self._areas(state), _tips(state)

        def region(which: list[int], owner: int | None, label: str, counts: bool) -> Region:
            touched = {r // 12 + 1 for r in areas.regions_of(which) if r < 12 * SPACE_COUNT}
            parts = areas.parts(which, tips, self._hex_centres)
            return Region(tuple(map(str, sorted(touched))), owner, label, counts, parts)

        return region

    def _outcome(self, state: TomoeState) -> Outcome | None:
        if state.empty:
            return None
        scores = self._scores(state)
        black, white = (self.player_name(p) for p in (BLACK, WHITE))
        if scores[BLACK] == scores[WHITE]:
            decided = f"Both score {scores[BLACK]}: a draw."
            return Outcome((0, 1), scores, "every space is filled", decided)
        winner = BLACK if scores[BLACK] > scores[WHITE] else WHITE
        high, low = max(scores), min(scores)
        decided = f"{(black, white)[winner]} encircles more sectors: {high} to {low}."
        return Outcome((winner,), scores, "every space is filled", decided)

    def _turn_hint(self, state: TomoeState) -> str:
        if self._first_turn(state):
            return "Place one tile on a red space."
        if state.step == 2:
            return "Place a tile on a red space."
        if state.empty == 1:
            return "Place the last tile, or turn a tile by 120° and then place it."
        return "Place two tiles, or turn a tile by 120° and then place one."

    def _turn_part(self, state: TomoeState) -> str:
        if self._first_turn(state):
            return "first turn: one placement"
        if state.step == 2:
            return "step 2 of 2: place a tile" + (" after the turn" if state.rotated else "")
        if state.empty == 1:
            return "last space: place it, or turn a tile first"
        return "step 1 of 2: place a tile, or turn one"

    # -- text ------------------------------------------------------------------------------

    def _position(self, state: TomoeState) -> str:
        spaces = ",".join("." if t is None else f"{t[0]}.{t[1]}" for t in state.tiles)
        step = "2r" if state.rotated else str(state.step)
        return f"{spaces} {COLOURS[state.to_move][0]} {step}"

    def _from_position(self, text: str) -> TomoeState:
        board, mover, step = self._fields(text, "spaces", "colour to move", "step")
        entries = board.split(",")
        if len(entries) != SPACE_COUNT:
            raise InvalidPositionError(
                f"the board lists {len(entries)} spaces; Tomoe has {SPACE_COUNT}, comma separated"
            )
        tiles: list[Tile | None] = []
        for space, entry in enumerate(entries, start=1):
            tiles.append(None if entry == "." else self._read_tile(space, entry))
        if mover not in ("b", "w"):
            raise InvalidPositionError(f"the colour to move is b or w, not {quoted(mover)}")
        if step not in ("1", "2", "2r"):
            raise InvalidPositionError(f"the step is 1, 2 or 2r, not {quoted(step)}")
        state = TomoeState(tuple(tiles), "bw".index(mover), int(step[0]), step == "2r")
        for kind, left in _supply(state).items():
            if left < 0:
                raise InvalidPositionError(
                    f"{SUPPLY - left} {kind} tiles are on the board; there are {SUPPLY}"
                )
        placed = SPACE_COUNT - state.empty
        if state.step == 2 and (not state.empty or placed < (1 if state.rotated else 2)):
            raise InvalidPositionError(f"step {step} cannot come with {placed} tiles on the board")
        if not placed and state.to_move != self._first:
            first = self.player_name(self._first)
            raise InvalidPositionError(f"on the empty board {first} moves first")
        return state

    @staticmethod
    def _read_tile(space: int, entry: str) -> Tile:
        kind, dot, rotation = entry.partition(".")
        if not dot or kind not in TILES or rotation not in ("0", "1", "2"):
            raise InvalidPositionError(
                f"space {space} holds {quoted(entry)}; a space is . or a tile such as W2.1 "
                f"({', '.join(TYPES)}, rotation 0 to 2)"
            )
        fits, points = TILES[kind][0], SPACES[space - 1][0]
        if fits != points:
            raise InvalidPositionError(
                f"space {space} points {points} and cannot hold {kind}, which fits spaces "
                f"pointing {fits}"
            )
        return kind, int(rotation)

    # -- the scene -------------------------------------------------------------------------

    def _players(self) -> list[PlayerInfo]:
        return [{"name": self.player_name(p), "look": COLOURS[p]} for p in (BLACK, WHITE)]

    @cached_property
    def _origin(self) -> tuple[float, float]:
        """The frame's top-left corner: drawn at (0, 0)."""
        points = [p for c in FRAME for p in corners(c)]
        return min(x for x, _ in points), min(y for _, y in points)

    def _drawn(self, point: tuple[float, float]) -> tuple[float, float]:
        return round(point[0] - self._origin[0], 4), round(point[1] - self._origin[1], 4)

    @cached_property
    def _hex_centres(self) -> tuple[tuple[float, float], ...]:
        """Where every hexagon of the surface is drawn."""
        return tuple(self._drawn(centre(c)) for c in self._surface.cells)

    @cached_property
    def _space_places(self) -> list[PlaceInfo]:
        places: list[PlaceInfo] = []
        for number, (points, hexes) in enumerate(SPACES, start=1):
            middle = vertex(hexes[0], 3 if points == UP else 2)
            places.append({
                "name": str(number),
                "center": list(self._drawn(vertex_point(middle))),
                "outline": [list(self._drawn(vertex_point(v))) for v in outline_of(hexes)],
            })  # fmt: skip
        return places

    def _places(self) -> list[PlaceInfo]:
        return self._space_places

    def _labels(self) -> list[LabelInfo]:
        return [{"text": p["name"], "at": p["center"], "place": p["name"]} for p in self._places()]

    def _printed(self) -> list[PrintedInfo]:
        start = 3 * SPACE_COUNT
        tip = PATTERNS[FRAME_PATTERN]
        hexes = [[*self._hex_centres[h], tip] for h in range(start, start + len(FRAME))]
        return [{"look": "palago", "hexes": hexes}]

    def _tile_piece(self, space: int, tile: Tile) -> PieceInfo:
        """A tile on a space as the scene draws it; one of 32 × 12, each made once and shared
        by every scene (a view lists a hundred of them as steps): read it, do not change it."""
        key = (space, tile)
        piece = self._tile_pieces.get(key)
        if piece is None:
            piece = self._tile_pieces[key] = self._new_tile_piece(space, tile)
        return piece

    @cached_property
    def _tile_pieces(self) -> dict[tuple[int, Tile], PieceInfo]:
        return {}

    def _new_tile_piece(self, space: int, tile: Tile) -> PieceInfo:
        base = 3 * (space - 1)
        tips = _tile_tips(tile)
        return {
            "id": f"tile{space}",
            "at": str(space),
            "look": "palago",
            "owner": None,
            "label": f"{tile[0]} tile at {120 * tile[1]}°",
            "hexes": [[*self._hex_centres[base + k], tips[k]] for k in range(3)],
            "angle": 120 * tile[1],
        }

    def _pieces(self, state: TomoeState) -> list[PieceInfo]:
        return [
            self._tile_piece(space, tile)
            for space, tile in enumerate(state.tiles, start=1)
            if tile is not None
        ]

    def _marks(self, state: TomoeState) -> list[MarkInfo]:
        locked = sorted(self._locked(state))
        if not locked or self._final(state) is not None:
            return []
        label = "part of a closed ring: cannot be turned"
        return [{"cells": [str(s) for s in locked], "look": "locked", "label": label}]

    def _step_info(self, state: TomoeState, move: TomoeMove) -> StepInfo:
        # A placement reads the same in every position: made once per game and shared (a view
        # lists up to 192 of them), read it, do not change it.
        if not isinstance(move, Placement):
            return super()._step_info(state, move)
        info = self._placements.get(move)
        if info is None:
            info = self._placements[move] = super()._step_info(state, move)
        return info

    @cached_property
    def _placements(self) -> dict[Placement, StepInfo]:
        return {}

    def _step_label(self, state: TomoeState, move: TomoeMove) -> str:
        if isinstance(move, Rotation):
            return "+120° (counter-clockwise)" if move.turn > 0 else "-120° (clockwise)"
        return f"{move.tile} at {120 * move.rotation}°"

    def _step_looks(self, state: TomoeState, move: TomoeMove) -> list[str]:
        return ["palago"]

    def _step_pieces(self, state: TomoeState, move: TomoeMove) -> list[PieceInfo]:
        if isinstance(move, Placement):
            return [self._tile_piece(move.space, (move.tile, move.rotation))]
        kind, rotation = state.tiles[move.space - 1]  # type: ignore[misc]
        return [self._tile_piece(move.space, (kind, (rotation + move.turn) % 3))]


def _supply(state: TomoeState) -> dict[str, int]:
    """Tiles of each type not yet on the board."""
    left = dict.fromkeys(TYPES, SUPPLY)
    for tile in state.tiles:
        if tile is not None:
            left[tile[0]] -= 1
    return left


_FRAME_TIP = PATTERNS[FRAME_PATTERN]
_DESIGN_TIPS = {kind: tuple(PATTERNS[p] for p in design) for kind, (_, design) in TILES.items()}


@cache
def _tile_tips(tile: Tile) -> tuple[int, ...]:
    """Where the white tip of each of a tile's hexagons is, in slot order."""
    kind, rotation = tile
    return turn_unit(_DESIGN_TIPS[kind], rotation)


def _tips(state: TomoeState) -> list[int | None]:
    tips: list[int | None] = []
    for tile in state.tiles:
        tips.extend((None, None, None) if tile is None else _tile_tips(tile))
    return tips + [_FRAME_TIP] * len(FRAME)
