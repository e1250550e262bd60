"""How a search goes in Tomoe (:class:`TomoeTuning`): its playouts, and what its learned
evaluation (:mod:`py_games.learned`) sees.

Playouts
    Playouts only place tiles, anywhere they fit: listing the turns of a tile needs every
    position's rings, which would make a playout twenty times dearer. The one exception is
    the last space, where turning a tile first may be the best step, so every legal step is
    weighed.

What the learned evaluation sees
    Tiles belong to no one: a player owns a colour (player 0 Black, player 1 White) and scores
    the other colour's sectors inside their own open areas. Areas are drawn by the tips of
    the hexagons, so the patterns read the board hexagon by hexagon. Each hexagon of the board
    is one of: **empty** (0), a tile's hexagon with its white tip at the corner ``N`` (1),
    ``SE`` (2) or ``SW`` (3), or **frame** (4), a printed hexagon around the board (always
    ``N``; an area that reaches it is open). As Black sees the board it is as it stands. As
    White sees it, it is the board turned half a turn about its centre (axial ``(q, r)`` to
    ``(8 - q, 7 - r)``, which takes the board, the frame and every space onto themselves)
    with every colour swapped: that leaves every tip at the corner it was at and makes White's
    areas black, so that one weight serves both colours (Black's chance of what White sees).
    The patterns of a position for a player are:

    - **hexagon**, for every hexagon of the board (96), its rosette as that player sees it:
      the hexagon and its six neighbours across a side, read as the digits of a number in
      base 5 (the hexagon itself first, then its neighbours in the order of
      ``core.hexes.DIRECTIONS``: east, north-east, north-west, west, south-west, south-east),
      plus its *slot* times 5**7: where the hexagon lies in its space (0, 1, 2: the top,
      bottom-left and bottom-right hexagons of a space pointing up; 3, 4, 5: the top-left,
      bottom and top-right ones of a space pointing down), which says which neighbours share
      its tile. A rosette sees every vertex of its hexagon with all three hexagons around it:
      the small closed areas that most points come from, the arcs about to close one, and the
      edge, where areas stay open;
    - **turn**, once: what comes next, relative to that player, and how much of the game is
      left: ``((next × 2 + (step - 1)) × 2 + rotated) × 33 + empty spaces``, where ``next``
      is 0 when that player moves next and 1 when the other does, ``step`` and ``rotated``
      the state's (a turn is two steps: after their first placement they place again).

    Each pattern is its kind (:data:`HEXAGON` or :data:`TURN`) times :data:`KIND` plus its
    number. Tomoe has one board, but no pattern depends on where on it it lies.
"""

from __future__ import annotations

from random import Random

from ...core.hexes import DIRECTIONS, Axial
from ...tuning import Tuning
from .designs import BOARD, FRAME, SPACES, SUPPLY, TILES, UP
from .rules import Tomoe
from .state import TYPES, Placement, TomoeMove, TomoeState, tile_tips

EMPTY, FRAMED = 0, 4
"""What a hexagon of a rosette is when it holds no tile's hexagon (tips are 1 to 3)."""
KIND = 1 << 22
"""Patterns of one kind are KIND apart (the kinds below, times KIND, plus the pattern)."""
HEXAGON, TURN = 1, 2
ROSETTE = 5**7
"""How many rosettes there are per slot."""
_FIRST = min(BOARD, key=lambda cell: (cell[1], cell[0]))
_LAST = max(BOARD, key=lambda cell: (cell[1], cell[0]))
CENTRE = (_FIRST[0] + _LAST[0], _FIRST[1] + _LAST[1])
"""White sees hexagon ``(q, r)`` where Black sees ``(8 - q, 7 - r)``: the first and last
hexagons in reading order swap places."""


def _rosettes() -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    """For each colour, for each hexagon of the board: its slot times :data:`ROSETTE`, then
    where the seven hexagons of its rosette are read from (index ``3 × (space - 1) + slot``
    in the board's list of hexagons, or 96 for the frame), in the digits' order, as that
    colour sees it."""
    where: dict[Axial, int] = {}
    slot_at: dict[Axial, int] = {}
    for points, cells in SPACES:
        for slot, cell in enumerate(cells):
            where[cell] = len(where)
            slot_at[cell] = slot if points == UP else 3 + slot
    where.update(dict.fromkeys(FRAME, len(where)))
    cq, cr = CENTRE
    black, white = [], []
    for _points, cells in SPACES:
        for q, r in cells:
            # Black reads the board as it stands.
            ahead = (where[q + dq, r + dr] for dq, dr in DIRECTIONS)
            black.append((slot_at[q, r] * ROSETTE, where[q, r], *ahead))
            # White reads, at (q, r), the hexagons Black sees at its image: that image's
            # neighbour in a direction is this hexagon's neighbour in the opposite one.
            image = (cq - q, cr - r)
            assert image in BOARD  # (and so the frame is the frame's image)
            behind = (where[q - dq, r - dr] for dq, dr in DIRECTIONS)
            white.append((slot_at[image] * ROSETTE, where[q, r], *behind))
    return tuple(black), tuple(white)


_ROSETTES = _rosettes()
_SEEN: dict[tuple[int, ...], tuple[int, ...]] = {}
"""A tile's tips (corners 0, 2, 4) -> its three hexagons as rosettes read them (1, 2, 3),
filled in as tiles come up."""
_NO_TILE = (EMPTY, EMPTY, EMPTY)


class TomoeTuning(Tuning[Tomoe, TomoeState, TomoeMove]):
    """Playouts that place tiles at random where they fit; a key for what each step leaves on
    its space (a tile, a rotation), for all-moves statistics; and the patterns above for a
    learned evaluation."""

    learned_levels: frozenset[int] = frozenset()
    """A table trained on these patterns judged better than playouts in a hint's short search,
    not at level 4's budget, where playouts catch up (bench/README.md)."""

    learned_iterations = 12_000
    """For a table trained on these patterns (none ships: all-moves statistics beat it in a
    hint's search, bench/README.md). On four positions of a random game (27 to 9 empty
    spaces), an iteration scored by the table took 0.50 to 0.54 times a random playout's
    (three runs): what costs is listing the new node's steps (its rings, for the tiles that may
    turn), not its patterns (1/30 to 1/50 of a playout)."""

    amaf_levels = frozenset({4})
    """Level 4 blends in all-moves statistics since its 200-game match (bench/README.md)."""

    amaf_iterations = 5_000
    """With all-moves statistics an iteration took 1.12 to 1.40 times a plain one (median 1.19,
    eight positions of two random games, 1,500 iterations each): hints and the review search
    as many, scaled to their time."""

    amaf_level_4_iterations = 6_500
    """Level 4's, about the time of its 6,000 plain iterations over whole games: dearer than
    plain ones in the opening, as above, far cheaper near the end, where the tree reaches the
    last spaces and few playouts are left to play (``bench/bench_search_cost.py``), so
    :attr:`amaf_iterations` would leave it short."""

    proof_nodes = 9_000
    """Make a puzzle's budget: a node costs about 2.5 times Tonga's, whose 25,000 take about
    as long (``bench/bench_make_puzzle.py``)."""

    def playout_move(self, state: TomoeState, rng: Random) -> TomoeMove:
        game, tiles = self.game, state.tiles
        empty = [space for space, tile in enumerate(tiles, start=1) if tile is None]
        if state.step == 1 and len(empty) == 1 and game.may_rotate(state):
            return rng.choice(game.steps(state))  # the last space: turning first may be best
        space = rng.choice(empty)
        # game.fitting(state, space), counting only the two types that fit.
        placed = [tile[0] for tile in tiles if tile is not None]
        kinds = [kind for kind in _FITTING[space - 1] if placed.count(kind) < SUPPLY]
        return Placement(space, rng.choice(kinds), rng.randrange(3))

    def step_keys(self) -> int:
        return len(SPACES) * len(TYPES) * 3

    def step_key(self, state: TomoeState, move: TomoeMove) -> int:
        # What the step leaves on its space: a tile type turned one way. A turn is keyed by
        # the way it leaves its tile, as the placement that would have put it so: "turn 14
        # clockwise" does opposite things to different tiles, and only the board at the end
        # is scored (a key for the turn itself misled level 4's deep search: bench/README.md).
        if isinstance(move, Placement):
            kind, rotation = move.tile, move.rotation
        else:
            kind, turned = state.tiles[move.space - 1]  # type: ignore[misc]
            rotation = (turned + move.turn) % 3
        return ((move.space - 1) * len(TYPES) + _TYPE[kind]) * 3 + rotation

    def patterns(self, state: TomoeState, player: int) -> list[int]:
        seen: list[int] = []
        for tile in state.tiles:
            if tile is None:
                seen += _NO_TILE
                continue
            tips = tile_tips(tile)
            found = _SEEN.get(tips)
            if found is None:
                found = _SEEN[tips] = tuple(1 + tip // 2 for tip in tips)
            seen += found
        seen.append(FRAMED)
        base = HEXAGON * KIND
        patterns = [
            base + slot + seen[a] * 15625 + seen[b] * 3125 + seen[c] * 625 + seen[d] * 125
            + seen[e] * 25 + seen[f] * 5 + seen[g]
            for slot, a, b, c, d, e, f, g in _ROSETTES[player]
        ]  # fmt: skip
        nxt = 0 if state.to_move == player else 1
        turn = ((nxt * 2 + state.step - 1) * 2 + state.rotated) * 33 + state.empty
        patterns.append(TURN * KIND + turn)
        return patterns


_TYPE = {kind: i for i, kind in enumerate(TYPES)}
"""A tile type's place in :data:`TYPES` (keys are asked for every step a node weighs)."""
_FITTING = tuple(tuple(k for k in TYPES if TILES[k][0] == points) for points, _ in SPACES)
"""Per space (from 0): the tile types that fit it, in the order of the designs."""
