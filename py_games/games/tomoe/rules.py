"""Tomoe's rules: the ``Tomoe`` game (see the package's docstring for the rules and every
choice).

The rules know the board as a surface of hexagons (:mod:`~py_games.games.tomoe.palago`), never where
anything is drawn: the board (:class:`~.scene.TomoePresenter`) and the search's playouts
(:class:`~.search.TomoeTuning`) read them through the public queries here
(:meth:`Tomoe.areas`, :meth:`Tomoe.locked`, :meth:`Tomoe.area_groups`,
:meth:`Tomoe.spaces_of`, :meth:`Tomoe.may_rotate`, :meth:`Tomoe.fitting`) and share the values
of :mod:`.state`.
"""

from __future__ import annotations

import re
from functools import cache

from ...core.errors import InvalidMoveError, InvalidPositionError, quoted
from ...core.game import Game, Outcome, Region, ScoreDetail
from ...i18n import N_, _, capitalized
from . import PARTS
from .designs import FRAME, SPACES, SUPPLY, TILES, UP
from .nesting import Nested, Nesting
from .palago import BLACK, WHITE, Areas, Surface, find_areas
from .position import position_text, read_position
from .state import (
    COLOURS,
    SPACE_COUNT,
    TYPES,
    AreaGroup,
    Placement,
    Rotation,
    TomoeMove,
    TomoeState,
    supply,
    tile_tips,
    tips,
    unit_tips,
)

_PLACE = re.compile(r"([0-9]{1,3})\s*=\s*([A-Za-z][0-9])\s*\.\s*([0-9])")
_TURN = re.compile(r"([0-9]{1,3})\s*([+-])")
_NAMES = (N_("Black"), N_("White"))
"""The players' names, in the order of ``COLOURS``."""


@cache
def _shared() -> tuple[Surface, Nesting]:
    """The board's surface and its nesting, shared by every ``Tomoe`` (whatever the options
    and tile designs: both are keyed by the hexagons' tips), so that what they work out as
    they go, per tile and turn, is worked out once per process, not once per game made (the
    player makes one per request)."""
    surface = Surface([cells for _points, cells in SPACES] + [FRAME])
    return surface, Nesting(surface)


def _space(text: str) -> int:
    number = int(text)
    if not 1 <= number <= SPACE_COUNT:
        raise InvalidMoveError(
            _("there is no space {number}: spaces are numbered 1 to {count}").format(
                number=number, count=SPACE_COUNT
            )
        )
    return number


class Tomoe(Game[TomoeState, TomoeMove]):
    """Tomoe: place and turn tiles of Palago's pattern; encircle the other colour."""

    id = PARTS.id
    title = PARTS.title
    summary = PARTS.summary
    OPTIONS = PARTS.options

    def _setup(self) -> None:
        self._first = COLOURS.index(str(self.options["first"]))

    def player_name(self, player: int) -> str:
        return _(_NAMES[player])

    # -- playing -------------------------------------------------------------------------------

    @classmethod
    def _state_type(cls) -> type[TomoeState]:
        return TomoeState

    def _initial_state(self) -> TomoeState:
        return TomoeState((None,) * SPACE_COUNT, self._first, 1)

    def _to_move(self, state: TomoeState) -> int:
        return state.to_move

    def _legal_moves(self, state: TomoeState) -> list[TomoeMove]:
        left = supply(state)
        rotating = self.may_rotate(state)
        locked = self.locked(state) if rotating else frozenset()
        moves: list[TomoeMove] = []
        for space, tile in enumerate(state.tiles, start=1):
            if tile is None:
                moves += [
                    Placement(space, kind, rotation)
                    for kind in TYPES
                    if TILES[kind][0] == SPACES[space - 1][0] and left[kind]
                    for rotation in range(3)
                ]
            elif rotating and space not in locked:
                moves += [Rotation(space, 1), Rotation(space, -1)]
        return moves

    def _parse_move(self, text: str) -> TomoeMove:
        if found := _PLACE.fullmatch(text):
            space, tile, rotation = _space(found[1]), found[2].upper(), int(found[3])
            if tile not in TILES:
                raise InvalidMoveError(
                    _("there is no tile {tile}: the tiles are {tiles}").format(
                        tile=quoted(found[2]), tiles=", ".join(TYPES)
                    )
                )
            if rotation > 2:
                raise InvalidMoveError(
                    _("an orientation is 0, 1 or 2, not {rotation}").format(rotation=rotation)
                )
            return Placement(space, tile, rotation)
        if found := _TURN.fullmatch(text):
            return Rotation(_space(found[1]), 1 if found[2] == "+" else -1)
        raise InvalidMoveError(
            _(
                "{text} is not a Tomoe step: write 14=W2.1 to place a W2 tile on space 14 in "
                "orientation 1, or 14+ / 14- to turn one"
            ).format(text=quoted(text))
        )

    def _why_illegal(self, state: TomoeState, move: TomoeMove) -> str | None:
        tile = state.tiles[move.space - 1]
        if isinstance(move, Rotation):
            return self._rotation_fault(state, move.space)
        if tile is not None:
            return _("space {space} already holds a tile").format(space=move.space)
        fits = TILES[move.tile][0]
        points = SPACES[move.space - 1][0]
        if fits != points:  # a space points up or down: the one way it does not
            if fits == UP:
                fault = _(
                    "{tile} has white tips and fits only spaces pointing up; "
                    "space {space} points down"
                )
            else:
                fault = _(
                    "{tile} has black tips and fits only spaces pointing down; "
                    "space {space} points up"
                )
            return fault.format(tile=move.tile, space=move.space)
        if not supply(state)[move.tile]:
            return _("all {supply} {tile} tiles are on the board").format(
                supply=SUPPLY, tile=move.tile
            )
        return None

    def _rotation_fault(self, state: TomoeState, space: int) -> str | None:
        if state.tiles[space - 1] is None:
            return _("space {space} is empty: there is no tile to turn").format(space=space)
        if state.step == 2:
            if state.rotated:
                return _("you have turned a tile this turn: now place one")
            return _("you placed a tile: the turn goes on with a second placement")
        if space in self.locked(state):
            return _("the tile on {space} is part of a closed ring: it cannot be turned").format(
                space=space
            )
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
                return capitalized(reason) + "."
        return super()._why_not(state, clicks)

    def _apply(self, state: TomoeState, move: TomoeMove) -> TomoeState:
        tiles = list(state.tiles)
        i = move.space - 1
        if isinstance(move, Rotation):
            kind, rotation = tiles[i]  # type: ignore[misc]
            tiles[i] = (kind, (rotation + move.turn) % 3)
            return TomoeState(tuple(tiles), state.to_move, 2, True)
        tiles[i] = (move.tile, move.rotation)
        # The first turn's placement leaves every other space empty.
        ends_turn = state.step == 2 or None not in tiles or tiles.count(None) == SPACE_COUNT - 1
        if ends_turn:
            return TomoeState(tuple(tiles), 1 - state.to_move, 1)
        return TomoeState(tuple(tiles), state.to_move, 2)

    def is_over(self, state: TomoeState) -> bool:
        return not state.empty

    def _first_turn(self, state: TomoeState) -> bool:
        return state.empty == SPACE_COUNT

    def may_rotate(self, state: TomoeState) -> bool:
        """Whether the next step of ``state`` may turn a tile: the first step of a turn after
        the first (which tiles may turn is :meth:`locked`'s complement)."""
        return state.step == 1 and not self._first_turn(state)

    def fitting(self, state: TomoeState, space: int) -> list[str]:
        """The tile types that fit ``space`` (which way it points) and are left in the supply,
        in the order of the designs."""
        left = supply(state)
        return [k for k in TYPES if TILES[k][0] == SPACES[space - 1][0] and left[k]]

    # -- areas ---------------------------------------------------------------------------------

    @property
    def surface(self) -> Surface:
        """The hexagons the areas are made of: each space's three in number order (a tile on
        space ``s`` holds regions ``12·(s-1)`` to ``12·s - 1``), then the printed frame's."""
        return _shared()[0]

    def areas(self, state: TomoeState) -> Areas:
        """The areas of ``state`` (:func:`~py_games.games.tomoe.palago.find_areas`), worked out once
        per state: read them, do not change them."""
        return self._remember(state, "_areas_memo", lambda s: find_areas(self.surface, tips(s)))

    @property
    def nesting(self) -> Nesting:
        """What scores and locks are worked out with: the areas' nesting alone, found faster
        than :meth:`areas` (:mod:`~py_games.games.tomoe.nesting`)."""
        return _shared()[1]

    def _nested(self, state: TomoeState) -> Nested:
        return self._remember(state, "_nested_memo", lambda s: self.nesting.of(unit_tips(s)))

    def locked(self, state: TomoeState) -> frozenset[int]:
        """The spaces whose tile has a part in a closed ring, which may not be turned; worked
        out once per state (the legal steps, a rotation's check and the board's marks ask)."""
        return self._remember(state, "_locked_memo", self._locked)

    def _locked(self, state: TomoeState) -> frozenset[int]:
        nested, fill = self._nested(state), self.nesting.fill
        rings, area_of = nested.rings(), nested.of_sector
        return frozenset(
            space
            for space, tile in enumerate(state.tiles, start=1)
            if tile is not None
            and any(area_of[s] in rings for s in fill(space - 1, tile_tips(tile)).sectors)
        )

    def area_groups(self, state: TomoeState) -> tuple[tuple[AreaGroup, ...], ...]:
        """For each player, the areas behind their score, in order: for each open area of
        their colour that encircles some of the opponent's, those (labelled with the points
        they score), then the areas of their own colour inside it, if any (not counted)."""
        return self._remember(state, "_groups_memo", self._area_groups)

    def _area_groups(self, state: TomoeState) -> tuple[tuple[AreaGroup, ...], ...]:
        areas = self.areas(state)
        groups: tuple[list[AreaGroup], list[AreaGroup]] = ([], [])
        for top, inside in sorted(areas.nested.items()):
            owner = areas.colour[top]
            scoring = tuple(a for a in inside if areas.colour[a] != owner)
            if not scoring:
                continue
            points = sum(areas.sectors_in[a] for a in scoring)
            groups[owner].append(AreaGroup(scoring, owner, str(points), True))
            if own := tuple(a for a in inside if areas.colour[a] == owner):
                groups[owner].append(AreaGroup(own, owner, "", False))
        return tuple(groups[0]), tuple(groups[1])

    def spaces_of(self, state: TomoeState, areas: tuple[int, ...]) -> tuple[str, ...]:
        """The spaces (named as places: ``"14"``) whose tiles hold part of ``areas``, in
        number order."""
        regions = self.areas(state).regions_of(areas)
        touched = {r // 12 + 1 for r in regions if r < 12 * SPACE_COUNT}  # not the frame's
        return tuple(str(space) for space in sorted(touched))

    # -- the end -------------------------------------------------------------------------------

    def _scores(self, state: TomoeState) -> tuple[int, int]:
        # From the nesting alone (the same sums as area_groups' labels, found faster).
        nested = self._nested(state)
        colour, sectors, top = nested.colour, nested.sectors, nested.top
        points = [0, 0]
        for area, around in nested.encircler.items():
            if around is not None and colour[area] != (owner := colour[top(around)]):
                points[owner] += sectors[area]
        return points[0], points[1]

    def _score_details(self, state: TomoeState) -> tuple[ScoreDetail, ...]:
        details = []
        for player, groups in enumerate(self.area_groups(state)):
            regions = tuple(
                Region(self.spaces_of(state, g.areas), g.owner, g.label, g.counts) for g in groups
            )
            counted = [int(g.label) for g in groups if g.counts]
            value = sum(counted)
            sums = " + ".join(map(str, counted)) + " = " if len(counted) > 1 else ""
            other = self.player_name(1 - player)
            # TRANSLATORS: {sum} is "3 + 4 = " (several areas) or nothing, before the total.
            formula = _("{other} sectors inside {player}'s areas: {sum}{total}").format(
                other=other, player=self.player_name(player), sum=sums, total=value
            )
            details.append(ScoreDetail(value, str(value), formula, regions))
        return tuple(details)

    def _outcome(self, state: TomoeState) -> Outcome | None:
        if state.empty:
            return None
        scores = self._scores(state)
        black, white = (self.player_name(p) for p in (BLACK, WHITE))
        if scores[BLACK] == scores[WHITE]:
            decided = _("Both score {score}: a draw.").format(score=scores[BLACK])
            return Outcome((0, 1), scores, _("every space is filled"), decided)
        winner = BLACK if scores[BLACK] > scores[WHITE] else WHITE
        high, low = max(scores), min(scores)
        decided = _("{player} encircles more sectors: {high} to {low}.").format(
            player=(black, white)[winner], high=high, low=low
        )
        return Outcome((winner,), scores, _("every space is filled"), decided)

    def _turn_hint(self, state: TomoeState) -> str:
        if self._first_turn(state):
            return _("Place one tile on a red space.")
        if state.step == 2:
            return _("Place a tile on a red space.")
        if state.empty == 1:
            return _("Place the last tile, or turn a tile by 120° and then place it.")
        return _("Place two tiles, or turn a tile by 120° and then place one.")

    def _turn_part(self, state: TomoeState) -> str:
        if self._first_turn(state):
            return _("first turn: one placement")
        if state.step == 2:
            if state.rotated:
                return _("step 2 of 2: place a tile after turning one")
            return _("step 2 of 2: place a tile")
        if state.empty == 1:
            return _("last space: place it, or turn a tile first")
        return _("step 1 of 2: place a tile, or turn one")

    # -- text ----------------------------------------------------------------------------------

    def _position(self, state: TomoeState) -> str:
        return position_text(state)

    def _from_position(self, text: str) -> TomoeState:
        board, mover, step = self._fields(text, _("spaces"), _("colour to move"), _("step"))
        state = read_position(board, mover, step)
        if state.empty == SPACE_COUNT and state.to_move != self._first:
            first = self.player_name(self._first)
            raise InvalidPositionError(
                _("on the empty board {player} moves first").format(player=first)
            )
        return state
