"""Nonaga's geometry, worked out fast: the search asks it thousands of times a second.

What :mod:`.rules` asks of a position over and over (where a ring may go, whether a ring
holds the board together, whether three counters touch, where counters may slide) is worked
out here with the neighbours counted once per state and kept on it, as plain loops over
coordinates. Each function answers exactly what the general one in
:mod:`~py_games.core.hexes` it replaces would (``tests/test_fast_path.py`` compares them over
seeded random games).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from ...core.hexes import DIRECTIONS, Axial, on_table

if TYPE_CHECKING:
    from .state import NonagaState

_STEPS = frozenset(DIRECTIONS)


class Layout:
    """The rings of one state as sets, and how many rings touch each position: worked out
    once per state (:func:`layout`)."""

    __slots__ = ("counts", "free", "rings")

    def __init__(self, state: NonagaState) -> None:
        self.rings = frozenset(state.rings)
        """Where the rings are."""
        mine, theirs = state.counters
        self.free = self.rings.difference(mine, theirs)
        """The rings with no counter on them: where a counter can slide."""
        counts: dict[Axial, int] = {}
        get = counts.get
        for q, r in state.rings:
            for dq, dr in DIRECTIONS:
                p = (q + dq, r + dr)
                counts[p] = get(p, 0) + 1
        self.counts = counts
        """Position -> how many rings touch it (positions no ring touches are left out)."""


def layout(state: NonagaState) -> Layout:
    """``state``'s :class:`Layout`, worked out once and kept on the state (not a field:
    equality, hashing and position text ignore it)."""
    found: Layout | None = state.__dict__.get("_layout_memo")
    if found is None:
        found = Layout(state)
        object.__setattr__(state, "_layout_memo", found)
    return found


def touching(cells: tuple[Axial, ...]) -> bool:
    """Whether three cells form one group (two of their three pairs are neighbours)."""
    a, b, c = cells
    return (
        ((a[0] - b[0], a[1] - b[1]) in _STEPS)
        + ((b[0] - c[0], b[1] - c[1]) in _STEPS)
        + ((a[0] - c[0], a[1] - c[1]) in _STEPS)
    ) >= 2


def slides(free: frozenset[Axial], start: Axial) -> list[Axial]:
    """Where a counter on ``start`` stops in each direction it can slide, in the order of
    :data:`~py_games.core.hexes.DIRECTIONS` (``hexes.slide`` in every direction)."""
    ends = []
    q0, r0 = start
    for dq, dr in DIRECTIONS:
        q, r = q0 + dq, r0 + dr
        if (q, r) in free:
            while (q + dq, r + dr) in free:
                q, r = q + dq, r + dr
            ends.append((q, r))
    return ends


def _open(state: NonagaState, ring: Axial) -> Iterator[Axial]:
    """The empty positions on the table touching at least two rings other than ``ring``, as
    the layout counts them (not in reading order)."""
    found = layout(state)
    rings, q0, r0 = found.rings, ring[0], ring[1]
    near = {(q0 + dq, r0 + dr) for dq, dr in DIRECTIONS}
    return (
        p
        for p, n in found.counts.items()
        if n >= 2 and (p not in rings) and (n >= 3 or p not in near) and on_table(p)
    )


def destinations(state: NonagaState, ring: Axial) -> list[Axial]:
    """Where the ring on ``ring`` may be put once lifted: the empty positions on the table
    touching at least two rings other than it, in reading order."""
    ends = [(r, q) for q, r in _open(state, ring)]
    ends.sort()
    return [(q, r) for r, q in ends]


def has_destination(state: NonagaState, ring: Axial) -> bool:
    """Whether :func:`destinations` lists anything."""
    return next(_open(state, ring), None) is not None


def liftable(state: NonagaState, ring: Axial, gap: bool) -> bool:
    """Whether the ring on ``ring`` may be lifted: ``Nonaga._ring_held`` finds nothing
    against it (the same tests in the same order, without the words: a search asks about
    thousands of rings). ``gap``: the option ``free_rule`` is ``"gap"``."""
    found = layout(state)
    if ring not in found.free or ring == state.locked:
        return False  # no ring there, a counter on it, or just moved
    rings, (q, r) = found.rings, ring
    around = [(q + dq, r + dr) in rings for dq, dr in DIRECTIONS]
    pairs = list(zip(around, around[1:] + around[:1], strict=True))
    if gap and not any(not a and not b for a, b in pairs):
        return False
    if not gap and sum(around) > 4:
        return False
    arcs = sum(1 for a, b in pairs if a and not b)
    return arcs <= 1 or holds_together(state, ring)


def holds_together(state: NonagaState, ring: Axial) -> bool:
    """Whether the rings other than ``ring`` stay connected without it."""
    rings = layout(state).rings
    start = state.rings[0] if state.rings[0] != ring else state.rings[1]
    seen = {ring, start}
    stack = [start]
    while stack:
        q, r = stack.pop()
        for dq, dr in DIRECTIONS:
            p = (q + dq, r + dr)
            if p in rings and p not in seen:
                seen.add(p)
                stack.append(p)
    return len(seen) == len(rings)
