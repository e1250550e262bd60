"""Which area encircles which, worked out fast: what a score and a rotation's lock need.

:func:`~.palago.find_areas` describes every region of a filling (what the board draws); a
search needs far less, many thousand times: each area's colour, size in sectors, and the area
around it when it is closed. :class:`Nesting` finds exactly that, the same as
:func:`~.palago.find_areas` (``tests/test_fast_path.py`` compares them over seeded random
positions), by working on *sectors* instead of regions, with every table it needs worked out
once per board, unit and filling:

- per unit and filling (:class:`_Fill`): its sectors, each named by its lowest region (what
  ``Surface.joined_inside`` points every region at), the sectors that touch inside its
  hexagons, and the sectors at the rim of each unit around it (they touch it when it is empty);
- per pair of units that meet, and their fillings: the sectors joined where they meet.

An area is named by its lowest region too (union-find keeps the lower root), so areas compare
in the order :func:`~.palago.find_areas` numbers them, and each closed area gets the same
encircler: of the neighbours one step nearer the outside, the first.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

from .palago import OUTSIDE, PART_COLOUR, PARTS, TOUCHING, Surface

_Link = tuple[int, int, int, int]
"""``(hexagon, corner, hexagon, corner)`` where two units meet (``Surface.links``)."""
_Group = tuple[int, int, tuple[_Link, ...], dict[int, tuple[tuple[int, int], ...]]]


class _Fill:
    """One unit of a surface with one filling: what :class:`Nesting` reads of it."""

    __slots__ = ("id", "rims", "sectors", "touching")

    def __init__(self, number: int, surface: Surface, unit: int, tips: tuple[int, ...]) -> None:
        self.id = number
        first, size = surface.first[unit], surface.size[unit]
        roots = surface.joined_inside(unit, tips)
        low = 4 * first

        def root(hexagon: int, corner: int) -> int:
            return roots[4 * hexagon + PARTS[(corner - tips[hexagon - first]) % 6] - low]

        self.sectors: tuple[int, ...] = tuple(sorted(set(roots)))
        pairs = {
            (roots[4 * h + x - low], roots[4 * h + y - low])
            for h in range(first, first + size)
            for x, y in TOUCHING
        }
        rims: dict[int, tuple[int, ...]] = {}
        for void, around in surface.rims.items():
            if void == unit:
                continue
            found = {root(h, k) for at in around for h, k in at if first <= h < first + size}
            if found:
                rims[void] = tuple(sorted(found))
        self.rims = rims
        """Void unit (or :data:`OUTSIDE`) -> the sectors at its rim."""
        # Sectors at the outside both lie in open areas one step from it, so whether their
        # areas touch changes no area's distance from the outside: left out.
        outer = set(rims.get(OUTSIDE, ()))
        self.touching: tuple[tuple[int, int], ...] = tuple(
            sorted((x, y) for x, y in pairs if x not in outer or y not in outer)
        )
        """Sectors that touch inside the unit's hexagons."""


class Nesting:
    """The areas of fillings of one :class:`Surface`, as far as nesting goes: make one per
    surface and call :meth:`of` for each filling."""

    def __init__(self, surface: Surface) -> None:
        self.surface = surface
        self._fills: list[dict[tuple[int, ...], _Fill]] = [{} for _ in range(surface.units)]
        self._count = 0
        links: dict[tuple[int, int], list[_Link]] = {}
        unit_of = surface.unit_of
        for h1, k1, h2, k2 in surface.links:
            u, v = unit_of[h1], unit_of[h2]
            if u < v:  # each pair of units once, the lower first
                links.setdefault((u, v), []).append((h1, k1, h2, k2))
            else:
                links.setdefault((v, u), []).append((h2, k2, h1, k1))
        self._links: tuple[_Group, ...] = tuple(
            (u, v, tuple(found), {}) for (u, v), found in sorted(links.items())
        )
        """Per pair of units that meet: their links, and the sectors joined there per pair
        of fillings (filled in as fillings come)."""
        self._regions = 4 * len(surface.cells)
        rim_units: dict[int, set[int]] = {}
        for void, around in surface.rims.items():
            rim_units[void] = {unit_of[h] for at in around for h, _ in at} - {void}
        self._rim_units = {void: tuple(sorted(units)) for void, units in rim_units.items()}

    def fill(self, unit: int, tips: tuple[int, ...]) -> _Fill:
        """``unit`` filled with hexagons whose white tips are ``tips``, worked out once."""
        fills = self._fills[unit]
        found = fills.get(tips)
        if found is None:
            found = fills[tips] = _Fill(self._count, self.surface, unit, tips)
            self._count += 1
        return found

    def of(self, units: Sequence[tuple[int, ...] | None]) -> Nested:
        """The nesting of the filling whose unit ``u`` has white tips ``units[u]`` (``None``:
        empty)."""
        known = self._fills
        fills = [
            None if tips is None else known[u].get(tips) or self.fill(u, tips)
            for u, tips in enumerate(units)
        ]
        parent = list(range(self._regions))
        for u, v, links, joins in self._links:
            a, b = fills[u], fills[v]
            if a is None or b is None:
                continue
            key = a.id << 16 | b.id
            pairs = joins.get(key)
            if pairs is None:
                pairs = joins[key] = _joins(self.surface, links, units[u], units[v])
            for first, second in pairs:
                x, y = first, second
                while parent[x] != x:
                    parent[x] = x = parent[parent[x]]
                while parent[y] != y:
                    parent[y] = y = parent[parent[y]]
                if x < y:
                    parent[y] = x
                elif y < x:
                    parent[x] = y
        return Nested(fills, parent, self.surface.touching, self._rim_units)


def _joins(
    surface: Surface,
    links: tuple[_Link, ...],
    tips_a: tuple[int, ...] | None,
    tips_b: tuple[int, ...] | None,
) -> tuple[tuple[int, int], ...]:
    """The sectors of two units filled with ``tips_a`` and ``tips_b`` that join at
    ``links``, where the units meet."""
    assert tips_a is not None and tips_b is not None
    ua, ub = surface.unit_of[links[0][0]], surface.unit_of[links[0][2]]
    fa, fb = surface.first[ua], surface.first[ub]
    ra, rb = surface.joined_inside(ua, tips_a), surface.joined_inside(ub, tips_b)
    pairs = set()
    for h1, k1, h2, k2 in links:
        x = ra[4 * (h1 - fa) + PARTS[(k1 - tips_a[h1 - fa]) % 6]]
        y = rb[4 * (h2 - fb) + PARTS[(k2 - tips_b[h2 - fb]) % 6]]
        pairs.add((x, y))
    return tuple(sorted(pairs))


class Nested:
    """One filling's areas, each named by its lowest region: colour, sectors, and encircler."""

    __slots__ = ("colour", "encircler", "of_sector", "sectors")

    def __init__(
        self,
        fills: list[_Fill | None],
        parent: list[int],
        beside: tuple[tuple[int, ...], ...],
        rim_units: dict[int, tuple[int, ...]],
    ) -> None:
        # Every sector's parent becomes its area (its root), so that parent reads as of_sector.
        count = [0] * len(parent)
        areas: list[int] = []
        next_to: dict[int, set[int]] = {}
        empty = {u for u, f in enumerate(fills) if f is None}
        empty.add(OUTSIDE)
        for fill in fills:
            if fill is None:
                continue
            for sector in fill.sectors:
                area = parent[sector]
                while parent[area] != area:
                    area = parent[area]
                parent[sector] = area
                if not count[area]:
                    areas.append(area)
                    next_to[area] = set()
                count[area] += 1
        of_sector = parent
        for fill in fills:
            if fill is not None:
                for x, y in fill.touching:
                    ax, ay = of_sector[x], of_sector[y]
                    next_to[ax].add(ay)
                    next_to[ay].add(ax)
        voids: dict[int, set[int]] = {}
        for void in empty:
            for unit in rim_units.get(void, ()):
                fill = fills[unit]
                if fill is not None:
                    for sector in fill.rims[void]:
                        area = of_sector[sector]
                        if area in voids:
                            voids[area].add(void)
                        else:
                            voids[area] = {void}
        self.of_sector = of_sector
        """Sector (named by its lowest region) -> its area (other regions: meaningless)."""
        self.sectors = {area: count[area] for area in areas}
        """Area -> how many sectors it is made of."""
        self.colour = {area: PART_COLOUR[area & 3] for area in areas}
        """Area -> its colour."""
        reach = _reach(beside, next_to, voids, empty)
        get = reach.get
        self.encircler: dict[int, int | None] = {
            a: None if a in voids else min(b for b in next_to[a] if get(b, -1) == get(a, -1) - 1)
            for a in areas
        }
        """Area -> the area around it, or ``None`` when it is open."""

    def top(self, area: int) -> int:
        """The open area ``area`` lies inside, at any depth (itself when open)."""
        encircler = self.encircler
        while (up := encircler[area]) is not None:
            area = up
        return area

    def rings(self) -> set[int]:
        """The areas that encircle at least one closed area."""
        return {a for a in self.encircler.values() if a is not None}


def _reach(
    beside: tuple[tuple[int, ...], ...],
    next_to: dict[int, set[int]],
    voids: dict[int, set[int]],
    empty: set[int],
) -> dict[int, int]:
    """Steps from the outside to each area, breadth-first through areas and empty units, as
    :func:`~.palago.find_areas` counts them."""
    by_void: dict[int, list[int]] = {}
    for area, around in voids.items():
        for u in around:
            by_void.setdefault(u, []).append(area)
    reach: dict[int, int] = {}
    # Nodes: areas are their lowest region (0 and up); a unit u is -2 - u (the outside: -1).
    seen_units = {OUTSIDE: 0}
    queue: deque[int] = deque([-1])
    while queue:
        node = queue.popleft()
        if node >= 0:
            steps = reach[node] + 1
            for other in next_to[node]:
                if other not in reach:
                    reach[other] = steps
                    queue.append(other)
            for u in voids.get(node, ()):
                if u not in seen_units:
                    seen_units[u] = steps
                    queue.append(-2 - u)
        else:
            unit = -2 - node
            steps = seen_units[unit] + 1
            for other in by_void.get(unit, ()):
                if other not in reach:
                    reach[other] = steps
                    queue.append(other)
            if unit != OUTSIDE:
                for u in beside[unit]:
                    if u in empty and u not in seen_units:
                        seen_units[u] = steps
                        queue.append(-2 - u)
    return reach
