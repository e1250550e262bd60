"""The positions a game has seen, shared between its states: a persistent history.

A game whose rules count repetitions (Nonaga: the third time a position comes up, the game is
a draw) needs, in every state, how many times each position came up before. A tuple of every
position in every state costs memory quadratic in the game's length: a legal 16,000-step line
held 1.2 GB. A :class:`History` is shared instead. Each state's history is its parent's with
one more position, so a line of n steps holds n small links, and the states of a search tree
share their ancestors' links. It has two parts:

- a chain of positions back to the first (each link names its parent): two histories are
  equal when they hold the same positions in the same order, as two tuples would be;
- a persistent hash trie from position to the number of times it came up, copied along one
  path at each step (a few tuples of 16 slots, as deep as the sixteenth root of the number of
  positions: four for 65,536), so that a count is read in a few steps however long the game.

Memory is linear in the game's length, and time per step is constant in practice (the trie's
depth grows by one for every sixteen times more positions). A history never changes once
made: copying one returns it, and pickling writes its positions in a flat list (a chain ten
thousand links long would be too deep to copy or pickle link by link).

>>> seen = History.of("a", "b", "a")
>>> seen.key, seen.times, seen.count("b"), seen.count("z"), len(seen), list(seen)
('a', 2, 1, 0, 3, ['a', 'b', 'a'])
>>> seen == History.of("a", "b").then("a"), seen == History.of("b", "a", "a")
(True, False)
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TypeAlias

_BITS = 4
_WIDTH = 1 << _BITS
_MASK = _WIDTH - 1
_HASH_BITS = 64
"""How many bits of a position's hash the trie reads; past them, equal hashes share a bucket."""
_ALL = (1 << _HASH_BITS) - 1


class _Leaf:
    """A position in the trie, with its hash and how many times it came up."""

    __slots__ = ("count", "hashed", "key")

    def __init__(self, key: str, hashed: int, count: int) -> None:
        self.key, self.hashed, self.count = key, hashed, count


# A trie node is a tuple of _WIDTH slots, each empty, a leaf or a node; past _HASH_BITS, a
# node is a bucket: a tuple of the leaves whose whole hashes are equal.
_Node: TypeAlias = "tuple[_Leaf | _Node | None, ...]"
_EMPTY: _Node = (None,) * _WIDTH


def _bump(node: _Node | None, key: str, hashed: int, shift: int) -> tuple[_Node, int]:
    """``node`` with one more of ``key`` (a new node: ``node`` is shared, never changed), and
    how many times ``key`` has now come up."""
    if shift >= _HASH_BITS:  # a bucket
        bucket = node or ()
        for index, leaf in enumerate(bucket):
            assert isinstance(leaf, _Leaf)
            if leaf.key == key:
                bumped = _Leaf(key, hashed, leaf.count + 1)
                return (*bucket[:index], bumped, *bucket[index + 1 :]), bumped.count
        return (*bucket, _Leaf(key, hashed, 1)), 1
    slots = _EMPTY if node is None else node
    index = (hashed >> shift) & _MASK
    entry = slots[index]
    if entry is None:
        new: _Leaf | _Node = _Leaf(key, hashed, 1)
        count = 1
    elif isinstance(entry, _Leaf):
        if entry.key == key:
            new = _Leaf(key, hashed, entry.count + 1)
            count = entry.count + 1
        else:  # two positions meet in one slot: one level further down tells them apart
            new, count = _bump(_alone(entry, shift + _BITS), key, hashed, shift + _BITS)
    else:
        new, count = _bump(entry, key, hashed, shift + _BITS)
    return (*slots[:index], new, *slots[index + 1 :]), count


def _alone(leaf: _Leaf, shift: int) -> _Node:
    """A node (or bucket) holding ``leaf`` alone, at the level ``shift`` reads."""
    if shift >= _HASH_BITS:
        return (leaf,)
    index = (leaf.hashed >> shift) & _MASK
    return (*_EMPTY[:index], leaf, *_EMPTY[index + 1 :])


def _count(node: _Node, key: str, hashed: int) -> int:
    shift = 0
    while shift < _HASH_BITS:
        entry = node[(hashed >> shift) & _MASK]
        if entry is None:
            return 0
        if isinstance(entry, _Leaf):
            return entry.count if entry.key == key else 0
        node, shift = entry, shift + _BITS
    return next((leaf.count for leaf in node if isinstance(leaf, _Leaf) and leaf.key == key), 0)


class History:
    """The positions seen so far, the latest (:attr:`key`) last; shared, never changed.

    Make one with :meth:`of`, and the next with :meth:`then`."""

    __slots__ = ("_hash", "_parent", "_trie", "key", "length", "times")

    _trie: _Node
    _parent: History | None
    _hash: int
    key: str
    """The latest position."""
    times: int
    """How many times :attr:`key` has come up, this time included."""
    length: int
    """How many positions the history holds."""

    def __init__(self, key: str, parent: History | None = None) -> None:
        hashed = hash(key) & _ALL
        self._trie, self.times = _bump(None if parent is None else parent._trie, key, hashed, 0)
        self.key = key
        self.length = 1 if parent is None else parent.length + 1
        self._parent = parent
        # The hash of the whole sequence, built a link at a time, so hashing a state is cheap.
        self._hash = hash((0 if parent is None else parent._hash, key))

    @classmethod
    def of(cls, *keys: str) -> History:
        """The history of ``keys``, in order (at least one)."""
        history = cls(keys[0])
        for key in keys[1:]:
            history = cls(key, history)
        return history

    def then(self, key: str) -> History:
        """This history with ``key`` come up next (this one is left as it is)."""
        return History(key, self)

    def count(self, key: str) -> int:
        """How many times ``key`` has come up."""
        return _count(self._trie, key, hash(key) & _ALL)

    def __len__(self) -> int:
        return self.length

    def __iter__(self) -> Iterator[str]:
        """The positions, oldest first."""
        keys = []
        link: History | None = self
        while link is not None:
            keys.append(link.key)
            link = link._parent
        return reversed(keys)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, History):
            return NotImplemented
        mine: History | None = self
        theirs: History | None = other
        if self.length != other.length or self._hash != other._hash:
            return False
        # Back along both chains until they meet: histories of one game share their past.
        while mine is not theirs:
            if mine is None or theirs is None or mine.key != theirs.key:
                return False
            mine, theirs = mine._parent, theirs._parent
        return True

    def __hash__(self) -> int:
        return self._hash

    def __copy__(self) -> History:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> History:
        return self

    def __reduce__(self) -> tuple[object, tuple[str, ...]]:
        return (History.of, tuple(self))

    def __repr__(self) -> str:
        return f"<History of {self.length} positions, the last seen {self.times} times>"
