"""Tomoe's board: where the spaces, the frame and the tiles' hexagons are drawn.

The rules know hexagons by axial coordinates only; this module places them. Hexagons are
drawn pointy-top with circumradius 1, the frame's top-left corner at ``(0, 0)``. A space is
the outline of its three hexagons, its middle (the vertex they share) where its number is
written; an empty space is painted red (``empty_look``), the frame printed in Palago's
pattern. A tile is drawn as its three hexagons with their white tips (``PieceInfo.hexes``),
turned about its space's middle when it rotates (``angle``). An area is drawn as the parts of
hexagons it is made of (``RegionInfo.parts``), with the spaces it touches as its cells.

What is the same in every position is made once per presenter and shared by every scene (a
view of a busy board lists some 400 tile drawings and up to 192 placements): the places, the
frame, each tile on each space, and each placement's step; read them, do not change them.

Position editor: a sketch's pieces are the tiles in their rotations, each written as position
text writes it (``W2.1``: a W2 tile in rotation 1), twelve kinds; any tile may be put on any
space, and the rules say when it does not fit. Its fields are ``to_move`` (``b`` or ``w``)
and ``step`` (``1``, ``2`` or ``2r``, as position text writes them).
"""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING

from ...core.game import Region, ScoreDetail
from ...core.hexes import centre, corners, outline_of, vertex, vertex_point
from ...i18n import _, language
from ...view.editor import Editor
from ...view.presenter import Presenter
from . import PARTS
from .designs import FRAME, SPACES, TILES, UP
from .palago import BLACK, WHITE
from .rules import Tomoe
from .state import (
    COLOURS,
    FRAME_TIP,
    SPACE_COUNT,
    TYPES,
    Placement,
    Rotation,
    Tile,
    TomoeMove,
    TomoeState,
    tile_name,
    tile_tips,
    tips,
)

if TYPE_CHECKING:
    from ...contract import FieldInfo, KindInfo, Sketch
    from ...contract.scene import (
        LabelInfo,
        MarkInfo,
        PieceInfo,
        PlaceInfo,
        PlayerInfo,
        PrintedInfo,
    )


class TomoePresenter(Presenter[Tomoe, TomoeState, TomoeMove]):
    """Tomoe's board: red spaces in a printed frame, tiles of Palago's pattern, and areas."""

    groups_name = PARTS.groups_name
    empty_look = "red"

    def players(self) -> list[PlayerInfo]:
        return [{"name": self.game.player_name(p), "look": COLOURS[p]} for p in (BLACK, WHITE)]

    def places(self) -> list[PlaceInfo]:
        return self._space_places

    def labels(self) -> list[LabelInfo]:
        return [{"text": p["name"], "at": p["center"], "place": p["name"]} for p in self.places()]

    def printed(self) -> list[PrintedInfo]:
        start = 3 * SPACE_COUNT
        hexes = [[*self._hex_centres[h], FRAME_TIP] for h in range(start, start + len(FRAME))]
        return [{"look": "palago", "hexes": hexes}]

    def pieces(self, state: TomoeState) -> list[PieceInfo]:
        return [
            self.tile_piece(space, tile)
            for space, tile in enumerate(state.tiles, start=1)
            if tile is not None
        ]

    def regions(self, state: TomoeState, details: tuple[ScoreDetail, ...]) -> list[Region]:
        # The rules' regions (what each score is made of: one per area group, in order), drawn
        # as the parts of hexagons their areas are made of; then the rings that lock tiles,
        # owned by nobody.
        game = self.game
        areas, hexagon_tips = game.areas(state), tips(state)
        groups = [group for mine in game.area_groups(state) for group in mine]
        scored = [region for detail in details for region in detail.regions]
        regions = [
            Region(
                region.cells,
                region.owner,
                region.label,
                region.counts,
                areas.parts(group.areas, hexagon_tips, self._hex_centres),
            )
            for region, group in zip(scored, groups, strict=True)
        ]
        for ring in sorted(areas.rings):
            parts = areas.parts((ring,), hexagon_tips, self._hex_centres)
            regions.append(Region(game.spaces_of(state, (ring,)), None, "", False, parts))
        return regions

    def marks(self, state: TomoeState) -> list[MarkInfo]:
        if self.game.outcome(state) is not None:
            return []
        locked = sorted(self.game.locked(state))
        if not locked:
            return []
        label = _("part of a closed ring: cannot be turned")
        return [{"cells": [str(s) for s in locked], "look": "locked", "label": label}]

    def step_alike(self, move: TomoeMove) -> bool:
        # A placement reads the same in every position (a view lists up to 192); a turn shows
        # the tile it turns, which depends on the position.
        return isinstance(move, Placement)

    def step_label(self, state: TomoeState, move: TomoeMove) -> str:
        if isinstance(move, Rotation):
            return _("+120° (counter-clockwise)") if move.turn > 0 else _("-120° (clockwise)")
        return tile_name((move.tile, move.rotation))

    def step_looks(self, state: TomoeState, move: TomoeMove) -> list[str]:
        return ["palago"]

    def step_pieces(self, state: TomoeState, move: TomoeMove) -> list[PieceInfo]:
        if isinstance(move, Placement):
            return [self.tile_piece(move.space, (move.tile, move.rotation))]
        kind, rotation = state.tiles[move.space - 1]  # type: ignore[misc]
        return [self.tile_piece(move.space, (kind, (rotation + move.turn) % 3))]

    # -- geometry, worked out once ---------------------------------------------------------------

    @cached_property
    def _origin(self) -> tuple[float, float]:
        """The frame's top-left corner: drawn at (0, 0)."""
        points = [p for c in FRAME for p in corners(c)]
        return min(x for x, _y in points), min(y for _x, y in points)

    def _drawn(self, point: tuple[float, float]) -> tuple[float, float]:
        return round(point[0] - self._origin[0], 4), round(point[1] - self._origin[1], 4)

    @cached_property
    def _hex_centres(self) -> tuple[tuple[float, float], ...]:
        """Where every hexagon of the rules' surface is drawn, in its order."""
        return tuple(self._drawn(centre(c)) for c in self.game.surface.cells)

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

    @cached_property
    def _tile_pieces(self) -> dict[tuple[int, Tile, str], PieceInfo]:
        return {}

    def tile_piece(self, space: int, tile: Tile) -> PieceInfo:
        """A tile on a space as the scene draws it; one of 32 × 12, each made once (per
        language: its label is words)."""
        key = (space, tile, language())
        piece = self._tile_pieces.get(key)
        if piece is None:
            base = 3 * (space - 1)
            hexagon_tips = tile_tips(tile)
            piece = self._tile_pieces[key] = {
                "id": f"tile{space}",
                "at": str(space),
                "look": "palago",
                "owner": None,
                # TRANSLATORS: {tile} is a tile's name as records write it, W2.1.
                "label": _("{tile} tile").format(tile=tile_name(tile)),
                "hexes": [[*self._hex_centres[base + k], hexagon_tips[k]] for k in range(3)],
                "angle": 120 * tile[1],
            }
        return piece


class TomoeEditor(Editor[Tomoe, TomoeState]):
    """Tomoe's position editor: tiles on the spaces, and the turn."""

    presenter: TomoePresenter

    def kinds(self) -> list[KindInfo]:
        kinds: list[KindInfo] = []
        for kind in TYPES:
            # Drawn on the first space it fits, so that the palette shows it as it lies.
            space = next(n for n, (points, _h) in enumerate(SPACES, 1) if points == TILES[kind][0])
            for rotation in range(3):
                piece = self.presenter.tile_piece(space, (kind, rotation))
                label = _("{tile} tile").format(tile=tile_name((kind, rotation)))
                kinds.append({"id": f"{kind}.{rotation}", "label": label, "piece": {**piece}})
        return kinds

    def fields(self) -> list[FieldInfo]:
        first = "bw"[self.game.initial_state().to_move]
        return [
            {"name": "to_move", "label": _("To move"), "choices": ["b", "w"],
             "labels": [self.game.player_name(p) for p in (BLACK, WHITE)], "default": first},
            {"name": "step", "label": _("Step of the turn"), "choices": ["1", "2", "2r"],
             "labels": [_("step 1 (or the first turn's one placement)"),
                        _("step 2: the second placement"), _("step 2 after turning a tile")],
             "default": "1"},
        ]  # fmt: skip

    def pieces(self, sketch: Sketch) -> list[PieceInfo]:
        pieces = []
        for space, entry in sketch["pieces"].items():
            kind, _dot, rotation = entry.partition(".")
            pieces.append(self.presenter.tile_piece(int(space), (kind, int(rotation))))
        return pieces

    def compose(self, sketch: Sketch) -> str:
        pieces, fields = sketch["pieces"], sketch["fields"]
        spaces = ",".join(pieces.get(str(n), ".") for n in range(1, SPACE_COUNT + 1))
        return f"{spaces} {fields['to_move']} {fields['step']}"

    def decompose(self, state: TomoeState) -> Sketch:
        pieces = {str(n): f"{tile[0]}.{tile[1]}" for n, tile in enumerate(state.tiles, 1) if tile}
        step = "2r" if state.rotated else str(state.step)
        return {"pieces": pieces, "fields": {"to_move": "bw"[state.to_move], "step": step}}
