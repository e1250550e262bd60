"""Palago patterns on hexagons: regions, areas, and which area encircles which.

Cameron Browne's Palago draws every hexagon the same way: a straight line joins the midpoints
of two opposite sides, and two arcs each cut one corner off, one on each side of the line.
Each hexagon then has four *regions*, in order across it: the white *tip* (one corner), the
black *arch* around it (the two corners beside it), the white arch (two corners), the black
tip (the opposite corner). A hexagon's pattern is the corner of its white tip.

Corners are numbered clockwise from the top of a pointy-top hexagon (0 N, 1 NE, 2 SE, 3 S,
4 SW, 5 NW). The corners' colours belong to the grid, not to the pattern: N, SE and SW are
white, NE, S and NW black. Every vertex of the grid is the N, SE or SW corner of the three
hexagons around it, or their S, NE or NW corner, so colours always match across sides, and a
white tip can only be at an even corner.

A :class:`Surface` is a fixed set of hexagons grouped in *units* (a tile's three hexagons, a
printed board); :func:`find_areas` takes the pattern of every filled hexagon and works out:

- *areas*: regions joined where filled hexagons meet (at both ends of a shared side);
- *sectors*: the same, joined only inside one unit (the single-colour parts of one tile);
- which areas are *open* (touching a side that borders an empty hexagon or the outside);
- for each closed area, the area that *encircles* it.

The encircler is the neighbouring area on the closed area's outer side. Boundaries between
colours are disjoint curves (each side's midpoint joins exactly two of them), so a closed
area is bounded by closed curves, and exactly one neighbour lies across the outermost: the
one through which it is reached from the outside. :func:`find_areas` finds it by a
breadth-first search from the outside through areas and empty units, so an area open to an
empty unit enclosed inside a ring never passes for the ring's encircler.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property

from ...core.hexes import Axial, Vertex, hexes_at, vertex

WHITE_TIP, BLACK_ARCH, WHITE_ARCH, BLACK_TIP = range(4)
"""A hexagon's four regions, in order across it."""
BLACK, WHITE = 0, 1
PART_COLOUR = (WHITE, BLACK, WHITE, BLACK)
TOUCHING = ((WHITE_TIP, BLACK_ARCH), (BLACK_ARCH, WHITE_ARCH), (WHITE_ARCH, BLACK_TIP))
"""Regions of one hexagon that share a boundary (an arc, the line, an arc)."""

PATTERNS = {"N": 0, "SE": 2, "SW": 4}
"""A pattern's name (its white corner holding the white tip) -> that corner's number."""
PATTERN_NAMES = {corner: name for name, corner in PATTERNS.items()}


def part_at(corner: int, tip: int) -> int:
    """Which region of a hexagon whose white tip is at ``tip`` holds ``corner``.

    >>> [part_at(corner, 0) for corner in range(6)]
    [0, 1, 2, 3, 2, 1]
    """
    return PARTS[(corner - tip) % 6]


PARTS = (WHITE_TIP, BLACK_ARCH, WHITE_ARCH, BLACK_TIP, WHITE_ARCH, BLACK_ARCH)
"""The region holding each corner of a hexagon, counted from its white tip (:func:`part_at`'s
table, for loops that look it up by the thousand)."""


def turned(tip: int, turns: int) -> int:
    """The white tip's corner after turning the hexagon by ``turns`` × 120° counter-clockwise
    (N → SW → SE → N).

    >>> [PATTERN_NAMES[turned(PATTERNS["N"], k)] for k in range(4)]
    ['N', 'SW', 'SE', 'N']
    """
    return (tip - 2 * turns) % 6


def turn_unit(tips: Sequence[int], turns: int) -> tuple[int, ...]:
    """The white tips of a unit of hexagons round one vertex (slots counter-clockwise, as a
    tile lists them) after turning it ``turns`` × 120° counter-clockwise: slot ``i`` goes to
    slot ``i + 1`` and each hexagon turns with it.

    >>> [PATTERN_NAMES[t] for t in turn_unit([PATTERNS[p] for p in ("N", "SE", "SW")], 1)]
    ['SE', 'SW', 'N']
    """
    size = len(tips)
    turned_tips = [0] * size
    for slot, tip in enumerate(tips):
        turned_tips[(slot + turns) % size] = turned(tip, turns)
    return tuple(turned_tips)


OUTSIDE = -1
"""The unit beyond a surface's edge."""


class Surface:
    """A fixed set of hexagons in units, and how they meet: worked out once per board.

    ``units`` lists each unit's hexagons; a unit is filled or empty as a whole (a space of a
    board and the tile on it, or a printed part that is always filled).
    """

    def __init__(self, units: Sequence[Sequence[Axial]]) -> None:
        self.cells: tuple[Axial, ...] = tuple(c for unit in units for c in unit)
        where = {c: i for i, c in enumerate(self.cells)}
        if len(where) != len(self.cells):
            raise ValueError("a hexagon is in two units")
        self.unit_of: tuple[int, ...] = tuple(u for u, unit in enumerate(units) for _ in unit)
        self.units = len(units)
        self.first: tuple[int, ...] = tuple(self.unit_of.index(u) for u in range(len(units)))
        """Per unit: its first hexagon (a unit is filled or empty as a whole)."""
        points: list[Vertex] = sorted({vertex(c, k) for c in self.cells for k in range(6)})
        corners: list[tuple[tuple[int, int], ...]] = []
        beyond: list[tuple[int, ...]] = []
        for point in points:
            around = hexes_at(point)
            corners.append(tuple((where[c], k) for c, k in around if c in where))
            beyond.append(tuple(sorted({self.unit_of[where[c]] if c in where else OUTSIDE
                                        for c, _ in around})))  # fmt: skip
        self.corners = tuple(corners)
        """Per vertex: ``(hexagon, corner)`` of each hexagon of the surface around it."""
        self.beyond = tuple(beyond)
        """Per vertex: the units around it (:data:`OUTSIDE` for hexagons not on the surface)."""
        touching: list[set[int]] = [set() for _ in units]
        for around_units in beyond:
            for u in around_units:
                if u != OUTSIDE:
                    touching[u].update(v for v in around_units if v not in (u, OUTSIDE))
        self.touching = tuple(tuple(sorted(t)) for t in touching)
        """Per unit: the units it shares a vertex with (a side, for units of whole hexes)."""
        self.size = tuple(len(unit) for unit in units)
        # What find_areas joins, worked out here once: inside each unit (a tile's own joins,
        # the same wherever it lies), and between units, one hexagon standing for each unit
        # around a vertex (the unit's others there are joined to it inside).
        inner: list[list[tuple[int, int, int, int]]] = [[] for _ in units]
        links: list[tuple[int, int, int, int]] = []
        rims: dict[int, list[tuple[tuple[int, int], ...]]] = {}
        for here, around_units in zip(corners, beyond, strict=True):
            by_unit: dict[int, list[tuple[int, int]]] = {}
            for h, k in here:
                by_unit.setdefault(self.unit_of[h], []).append((h, k))
            for u, (first, *others) in by_unit.items():
                inner[u] += [(*first, *other) for other in others]
            stand = [members[0] for members in by_unit.values()]
            links += [(*a, *b) for i, b in enumerate(stand) for a in stand[:i]]
            for u in around_units:
                rims.setdefault(u, []).append(here)
        self.inner = tuple(tuple(pairs) for pairs in inner)
        """Per unit: ``(hexagon, corner, hexagon, corner)`` joined inside it at a vertex."""
        self.links = tuple(links)
        """``(hexagon, corner, hexagon, corner)`` of different units meeting at a vertex."""
        self.rims = rims
        """Per unit (and :data:`OUTSIDE`): the hexagons and corners at the vertices around it:
        the regions that touch it when it is empty."""
        self._joins: dict[tuple[int, tuple[int, ...]], list[int]] = {}

    def joined_inside(self, unit: int, tips: tuple[int, ...]) -> list[int]:
        """The union-find parents of ``unit``'s regions when its hexagons have ``tips``, joined
        inside the unit only (a tile's sectors), each pointing at its root. Worked out once per
        unit and tips: a board has few (a tile type in one of three turns)."""
        key = (unit, tips)
        found = self._joins.get(key)
        if found is None:
            low = 4 * self.first[unit]
            parent = list(range(low, low + 4 * self.size[unit]))
            shifted = [p - low for p in parent]
            for h1, k1, h2, k2 in self.inner[unit]:
                a = 4 * h1 + PARTS[(k1 - tips[h1 - self.first[unit]]) % 6] - low
                b = 4 * h2 + PARTS[(k2 - tips[h2 - self.first[unit]]) % 6] - low
                _union(shifted, a, b)
            found = self._joins[key] = [_find(shifted, i) + low for i in range(len(parent))]
        return found


@dataclass(frozen=True)
class Areas:
    """The areas of one filling of a :class:`Surface`; regions are numbered ``4·hexagon +
    part``, areas and sectors from 0 in the order of their first region."""

    area_of: tuple[int, ...]
    """Per region: its area, or -1 where the hexagon is empty."""
    sector_of: tuple[int, ...]
    """Per region: its sector, or -1 where the hexagon is empty."""
    colour: tuple[int, ...]
    """Per area: :data:`BLACK` or :data:`WHITE`."""
    open: tuple[bool, ...]
    """Per area: whether it touches an empty hexagon or the outside."""
    encircler: tuple[int | None, ...]
    """Per area: the area around a closed one; ``None`` for an open area."""
    sector_area: tuple[int, ...]
    """Per sector: the area it lies in."""
    neighbours: tuple[frozenset[int], ...]
    """Per area: the areas it touches (always of the other colour)."""
    reach: tuple[int, ...]
    """Per area: steps from the outside, through areas and empty units."""

    @cached_property
    def depth(self) -> tuple[int, ...]:
        """Per area: 1 when open, else one more than its encircler's."""
        depth: list[int] = [0] * len(self.colour)

        def of(area: int) -> int:
            if not depth[area]:
                around = self.encircler[area]
                depth[area] = 1 if around is None else of(around) + 1
            return depth[area]

        return tuple(of(a) for a in range(len(self.colour)))

    @cached_property
    def top(self) -> tuple[int, ...]:
        """Per area: the open area it lies inside, at any depth (itself when open)."""
        top: list[int] = []
        for area in range(len(self.colour)):
            around = area
            while (up := self.encircler[around]) is not None:
                around = up
            top.append(around)
        return tuple(top)

    @cached_property
    def nested(self) -> dict[int, list[int]]:
        """Each open area that encircles something, with every area inside it at any depth,
        in order."""
        inside: dict[int, list[int]] = {}
        for area, top in enumerate(self.top):
            if area != top:
                inside.setdefault(top, []).append(area)
        return inside

    @cached_property
    def rings(self) -> frozenset[int]:
        """The areas that encircle at least one closed area."""
        return frozenset(a for a in self.encircler if a is not None)

    @cached_property
    def sectors_in(self) -> tuple[int, ...]:
        """Per area: how many sectors it is made of."""
        counts = [0] * len(self.colour)
        for area in self.sector_area:
            counts[area] += 1
        return tuple(counts)

    @cached_property
    def _regions(self) -> tuple[list[int], ...]:
        by_area: tuple[list[int], ...] = tuple([] for _ in self.colour)
        for region, area in enumerate(self.area_of):
            if area >= 0:
                by_area[area].append(region)
        return by_area

    def regions_of(self, areas: Iterable[int]) -> list[int]:
        """The regions that make up ``areas``, in order."""
        return sorted(region for area in areas for region in self._regions[area])

    def parts(
        self, areas: Iterable[int], tips: Sequence[int | None], at: Sequence[tuple[float, float]]
    ) -> tuple[tuple[float, float, int, int], ...]:
        """``areas`` as the scene draws them: ``(x, y, tip, part)`` for each of their regions,
        the hexagon ``h`` drawn at ``at[h]`` (``RegionInfo.parts``)."""
        return tuple((*at[r // 4], tips[r // 4] or 0, r % 4) for r in self.regions_of(areas))


def find_areas(surface: Surface, tips: Sequence[int | None]) -> Areas:
    """The areas of ``surface`` when hexagon ``i`` has its white tip at corner ``tips[i]``
    (``None``: empty; a unit is filled or empty as a whole)."""
    empty = {u for u, h in enumerate(surface.first) if tips[h] is None} | {OUTSIDE}
    area, sector, touches = _joined(surface, tips, empty)
    regions = len(area)
    area_of, sector_of = [-1] * regions, [-1] * regions
    area_ids: dict[int, int] = {}
    sector_ids: dict[int, int] = {}
    colour: list[int] = []
    voids_of: list[set[int]] = []
    sector_area: list[int] = []
    for r in range(regions):
        if tips[r // 4] is None:
            continue
        root = _find(area, r)
        if root not in area_ids:
            area_ids[root] = len(colour)
            colour.append(PART_COLOUR[r % 4])
            voids_of.append(set())
        a = area_of[r] = area_ids[root]
        if r in touches:
            voids_of[a].update(touches[r])
        s_root = sector[r]  # joined_inside points every region straight at its root
        if s_root not in sector_ids:
            sector_ids[s_root] = len(sector_area)
            sector_area.append(a)
        sector_of[r] = sector_ids[s_root]
    next_to = _touching(tips, area_of, len(colour))
    reach = _reach(surface, next_to, voids_of, empty)
    encircler = [
        None if voids_of[a] else min(b for b in next_to[a] if reach[b] == reach[a] - 1)
        for a in range(len(colour))
    ]
    return Areas(
        area_of=tuple(area_of),
        sector_of=tuple(sector_of),
        colour=tuple(colour),
        open=tuple(bool(v) for v in voids_of),
        encircler=tuple(encircler),
        sector_area=tuple(sector_area),
        neighbours=tuple(frozenset(n) for n in next_to),
        reach=tuple(reach),
    )


def _joined(
    surface: Surface, tips: Sequence[int | None], empty: set[int]
) -> tuple[list[int], list[int], dict[int, set[int]]]:
    """Regions joined at every vertex (areas) and within units (sectors), as union-find
    parents, and the empty units (or the outside) at the corners of the regions touching
    any."""
    regions = 4 * len(surface.cells)
    area = list(range(regions))
    for unit, (first, size) in enumerate(zip(surface.first, surface.size, strict=True)):
        if unit not in empty:
            inside = tuple(tips[first : first + size])
            area[4 * first : 4 * (first + size)] = surface.joined_inside(unit, inside)  # type: ignore[arg-type]
    sector = area.copy()  # joined inside units only: the sectors
    for h1, k1, h2, k2 in surface.links:
        t1, t2 = tips[h1], tips[h2]
        if t1 is not None and t2 is not None:
            _union(area, 4 * h1 + PARTS[(k1 - t1) % 6], 4 * h2 + PARTS[(k2 - t2) % 6])
    touches: dict[int, set[int]] = {}
    for unit in empty:
        for around in surface.rims.get(unit, ()):
            for h, k in around:
                if (tip := tips[h]) is not None:
                    touches.setdefault(4 * h + PARTS[(k - tip) % 6], set()).add(unit)
    return area, sector, touches


def _touching(tips: Sequence[int | None], area_of: list[int], count: int) -> list[set[int]]:
    """Which areas touch which: inside each hexagon, across its arcs and its line (areas that
    meet across a side also meet inside the hexagons on either side)."""
    next_to: list[set[int]] = [set() for _ in range(count)]
    for h, tip in enumerate(tips):
        if tip is not None:
            for x, y in TOUCHING:
                a, b = area_of[4 * h + x], area_of[4 * h + y]
                next_to[a].add(b)
                next_to[b].add(a)
    return next_to


def _reach(
    surface: Surface, next_to: list[set[int]], voids_of: list[set[int]], empty: set[int]
) -> list[int]:
    """Steps from the outside to each area, breadth-first through areas and empty units: an
    empty unit leads to the areas at its corners and to the empty units beside it."""
    count = len(next_to)
    by_void: dict[int, list[int]] = {}
    for a, voids in enumerate(voids_of):
        for u in voids:
            by_void.setdefault(u, []).append(a)
    # Nodes: areas are 0 .. count-1; unit u is count + 1 + u (the outside, u = -1, is count).
    reach = [-1] * (count + 1 + surface.units)
    reach[count] = 0
    queue = deque([count])
    while queue:
        node = queue.popleft()
        if node < count:
            onward = [*next_to[node], *(count + 1 + u for u in voids_of[node])]
        else:
            unit = node - count - 1
            beside = surface.touching[unit] if unit != OUTSIDE else ()
            onward = [*by_void.get(unit, ()), *(count + 1 + u for u in beside if u in empty)]
        for other in onward:
            if reach[other] < 0:
                reach[other] = reach[node] + 1
                queue.append(other)
    return reach[:count]


def _find(parent: list[int], x: int) -> int:
    while parent[x] != x:
        parent[x] = parent[parent[x]]
        x = parent[x]
    return x


def _union(parent: list[int], a: int, b: int) -> None:
    ra, rb = _find(parent, a), _find(parent, b)
    if ra != rb:
        parent[max(ra, rb)] = min(ra, rb)
