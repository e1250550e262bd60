"""Tomoe's position text: a state written (:func:`position_text`) and read back
(:func:`read_position`), each field checked with a message naming what is wrong.

The rules (:meth:`.rules.Tomoe._from_position`) split the text into its fields and check
what only they know (who moves first on the empty board); this module knows only the tiles.
"""

from __future__ import annotations

from ...core.errors import InvalidPositionError, quoted
from ...i18n import _, ngettext
from .designs import SPACES, SUPPLY, TILES, UP
from .state import COLOURS, SPACE_COUNT, TYPES, Tile, TomoeState, supply


def position_text(state: TomoeState) -> str:
    """``state`` as position text: each space (``.`` or a tile and its orientation), the
    colour to move, the step."""
    spaces = ",".join("." if t is None else f"{t[0]}.{t[1]}" for t in state.tiles)
    step = "2r" if state.rotated else str(state.step)
    return f"{spaces} {COLOURS[state.to_move][0]} {step}"


def read_position(board: str, mover: str, step: str) -> TomoeState:
    """The state written by position text's three fields: the spaces, the colour to move
    (``b`` or ``w``) and the step (``1``, ``2``, or ``2r`` once the tile is turned)."""
    entries = board.split(",")
    if len(entries) != SPACE_COUNT:
        raise InvalidPositionError(
            ngettext(
                "the board lists {n} space; Tomoe has {count}, comma separated",
                "the board lists {n} spaces; Tomoe has {count}, comma separated",
                len(entries),
            ).format(n=len(entries), count=SPACE_COUNT)
        )
    tiles: list[Tile | None] = []
    for space, entry in enumerate(entries, start=1):
        tiles.append(None if entry == "." else _read_tile(space, entry))
    if mover not in ("b", "w"):
        raise InvalidPositionError(
            _("the colour to move is b or w, not {text}").format(text=quoted(mover))
        )
    if step not in ("1", "2", "2r"):
        raise InvalidPositionError(
            _("the step is 1, 2 or 2r, not {text}").format(text=quoted(step))
        )
    state = TomoeState(tuple(tiles), "bw".index(mover), int(step[0]), step == "2r")
    for kind, left in supply(state).items():
        if left < 0:
            raise InvalidPositionError(
                _("{n} {tile} tiles are on the board; there are {supply}").format(
                    n=SUPPLY - left, tile=kind, supply=SUPPLY
                )
            )
    placed = SPACE_COUNT - state.empty
    if state.step == 2 and (not state.empty or placed < (1 if state.rotated else 2)):
        raise InvalidPositionError(
            ngettext(
                "step {step} cannot come with {n} tile on the board",
                "step {step} cannot come with {n} tiles on the board",
                placed,
            ).format(step=step, n=placed)
        )
    return state


def _read_tile(space: int, entry: str) -> Tile:
    kind, dot, rotation = entry.partition(".")
    if not dot or kind not in TILES or rotation not in ("0", "1", "2"):
        raise InvalidPositionError(
            _(
                "space {space} holds {text}; a space is . or a tile such as W2.1 "
                "({tiles}, orientation 0 to 2)"
            ).format(space=space, text=quoted(entry), tiles=", ".join(TYPES))
        )
    fits, points = TILES[kind][0], SPACES[space - 1][0]
    if fits != points:  # a space points up or down: the one way it does not
        if fits == UP:
            fault = _(
                "space {space} points down and cannot hold {tile}, which fits spaces pointing up"
            )
        else:
            fault = _(
                "space {space} points up and cannot hold {tile}, which fits spaces pointing down"
            )
        raise InvalidPositionError(fault.format(space=space, tile=kind))
    return kind, int(rotation)
