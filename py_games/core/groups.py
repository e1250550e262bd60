"""Connected groups of cells, for any geometry.

Groups are found by flood fill: boards here have at most a few hundred cells, scoring runs at
most once per position shown, and a fill over immutable states needs no bookkeeping to undo.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from math import prod
from typing import TypeVar

C = TypeVar("C", bound=Hashable)


def connected_groups(
    members: Iterable[C], neighbours: Callable[[C], Iterable[C]]
) -> list[tuple[C, ...]]:
    """Split ``members`` into groups joined through ``neighbours``.

    Groups come largest first; equal sizes keep the order of their first member in
    ``members``, and each group lists its cells in the order of ``members`` too, so the result
    is deterministic.

    >>> line = {1, 2, 4, 5, 6}
    >>> connected_groups(sorted(line), lambda c: (c - 1, c + 1))
    [(4, 5, 6), (1, 2)]
    """
    order = {cell: i for i, cell in enumerate(members)}
    seen: set[C] = set()
    groups: list[tuple[C, ...]] = []
    for start in order:
        if start in seen:
            continue
        seen.add(start)
        group, frontier = [start], [start]
        while frontier:
            for other in neighbours(frontier.pop()):
                if other in order and other not in seen:
                    seen.add(other)
                    group.append(other)
                    frontier.append(other)
        group.sort(key=order.__getitem__)
        groups.append(tuple(group))
    groups.sort(key=len, reverse=True)  # stable: ties keep discovery order
    return groups


_SUPERSCRIPTS = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


def product_formula(factors: Sequence[int]) -> str:
    """The arithmetic of a product, short enough to read on a 19×19 board: the factors largest
    first, and the ones, which change nothing, as one power.

    >>> product_formula([2, 1, 3, 1, 1])
    '3 × 2 × 1³ = 6'
    >>> product_formula([4, 1]), product_formula([1])
    ('4 × 1 = 4', '1 = 1')
    """
    big = sorted((f for f in factors if f != 1), reverse=True)
    ones = len(factors) - len(big)
    shown = [str(f) for f in big]
    if ones:
        shown.append("1" if ones == 1 else "1" + str(ones).translate(_SUPERSCRIPTS))
    return f"{' × '.join(shown)} = {prod(factors)}"


def product_of_sizes(groups: Sequence[Sequence[object]]) -> int:
    """The product of the group sizes; 0 when there is no group at all.

    >>> product_of_sizes([[1, 2, 3], [4, 5], [6]])
    6
    >>> product_of_sizes([])
    0
    """
    return prod(len(group) for group in groups) if groups else 0
