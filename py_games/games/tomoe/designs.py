"""Tomoe's board, frame and tiles: a reconstruction, kept apart from the rules.

No picture of Tomoe's board or tiles survives; this module holds the reconstruction of
``shared/spec/tomoe.md``, and only this module needs to change when the real designs are
known. The rules (:mod:`.state`, :mod:`.rules`) and the board (:mod:`.scene`) read the names
below and nothing else about the designs.

Hexagons are pointy-top, in axial coordinates ``(q, r)`` with ``r`` growing downwards; a
pattern is named by the white corner that holds its white tip (``N``, ``SE`` or ``SW``; see
``core/palago.py``).

Board
    96 hexagons in 8 rows of 12, odd rows shifted half a hexagon to the right, cut into 32
    spaces of three hexagons around one vertex: 16 pointing *up* (a black vertex in the middle,
    for white-tip tiles) and 16 pointing *down* (a white vertex in the middle, for black-tip
    tiles). Spaces are numbered 1 to 32 in reading order of their middles.
Frame
    Every hexagon outside the board that touches it (42) is printed with pattern ``N``.
Tiles
    Four types of 8, placeholders until the real art is known: ``W1`` and ``W2`` have white
    tips and go on up spaces, ``B1`` and ``B2`` black tips and go on down spaces. A design lists
    its three hexagons' patterns counter-clockwise: on an up space top, bottom-left,
    bottom-right; on a down space top-left, bottom, top-right. No design may look the same
    after a turn of 120°, or turning it would be no move.

Why these placeholders (``bench/designs.py`` here, 2026-11-23)
    The spec asks for designs with which closed areas and rings appear in most games. Over 100
    seeded random games these make 15.4 closed areas and 4.6 rings per game (sd 1.3), at least
    one of each in every game; greedy players (the best score difference among 40 sampled
    steps) make 31.3 closed areas and 8.3 rings in 30 games. Final scores, random play: Black
    27.5 ± 10.6, White 29.6 ± 10.2, a mean gap of 12.7, 3% draws. Of the 8 designs per
    orientation a turn changes, all 28 colour-symmetric pairs give rings in every random game
    (2.7 to 5.9 per game; these rank 16th); the richest, D6+D7, makes 5.7 rings: a difference
    of degree, not of kind, so the placeholders stay until the real tiles are known.
"""

from __future__ import annotations

from ...core.hexes import Axial, neighbours

ROWS, COLUMNS = 8, 12
UP, DOWN = "up", "down"

FRAME_PATTERN = "N"

TILES: dict[str, tuple[str, tuple[str, str, str]]] = {
    "W1": (UP, ("N", "N", "N")),
    "W2": (UP, ("N", "SE", "SW")),
    "B1": (DOWN, ("N", "N", "N")),
    "B2": (DOWN, ("N", "SE", "SW")),
}
"""Tile type -> the spaces it fits and its design (patterns in slot order, unturned)."""

SUPPLY = 8
"""Tiles of each type."""


def _offset(column: int, row: int) -> Axial:
    """The hexagon in ``column`` of ``row`` (odd rows shifted right), in axial coordinates."""
    return (column - (row - (row & 1)) // 2, row)


def _spaces() -> tuple[tuple[str, tuple[Axial, Axial, Axial]], ...]:
    spaces: list[tuple[str, tuple[Axial, Axial, Axial]]] = []
    for pair in range(ROWS // 2):
        top, bottom = 2 * pair, 2 * pair + 1
        for i in range(0, COLUMNS, 3):
            # Slots counter-clockwise, as the designs list them.
            spaces.append((DOWN, (_offset(i, top), _offset(i, bottom), _offset(i + 1, top))))
            spaces.append(
                (UP, (_offset(i + 2, top), _offset(i + 1, bottom), _offset(i + 2, bottom)))
            )

    def middle(space: tuple[str, tuple[Axial, Axial, Axial]]) -> tuple[int, int]:
        # In half rows and half columns: an up space's middle is its top hexagon's bottom
        # corner, a down space's its top-left hexagon's lower-right corner.
        (q, r), _, _ = space[1]
        return (3 * r + 2, 2 * q + r) if space[0] == UP else (3 * r + 1, 2 * q + r + 1)

    return tuple(sorted(spaces, key=middle))


SPACES = _spaces()
"""Every space in number order (space 1 first): which way it points, and its hexagons in slot
order."""

BOARD: frozenset[Axial] = frozenset(c for _, cells in SPACES for c in cells)

FRAME: tuple[Axial, ...] = tuple(
    sorted({n for c in BOARD for n in neighbours(c)} - BOARD, key=lambda c: (c[1], c[0]))
)
"""The printed hexagons around the board, in reading order."""
