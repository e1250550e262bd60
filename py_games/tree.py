"""A game tree: the steps played, with the variations tried at any point, as one value.

Playing a different step while looking at an earlier position keeps the game and starts a
branch (as a chess analysis board does) instead of cutting the game off. The tree is written
the way a record writes it (:mod:`py_games.records`): its *tokens* are the steps in order,
and a variation, in parentheses, follows the step it replaces::

    b2 a1 ( c3 a1 ) c3        the record text: 1. b2 2. a1 (2. c3 3. a1) 3. c3

Here ``b2 a1 c3`` is the main line, and after ``b2`` the line ``c3 a1`` was tried instead of
``a1``. Variations nest, and several may follow one step (``a1 (c3) (b1)``: three steps tried
after ``b2``, ``a1`` first). The tokens are also the tree's plain JSON form, a flat list
(``["b2", "a1", "(", "c3", "a1", ")", "c3"]``): as compact as the text, one level deep
whatever the nesting (a bridge request may nest only :data:`~.core.limits.DEPTH` brackets,
and every whole-tree operation here is a loop, never a recursion that a hostile tree could
drive off the stack), and equal trees are equal lists.

One tree, one form
    A variation written right after a variation's first step is tried instead of that step:
    ``a1 (c3 (b1) b3)`` is read as ``a1 (c3 b3) (b1)``, the form :func:`add` and records
    write, so that equal trees have equal tokens.

Nodes
    A node is a position in the tree: the start, or the position after a step. It is
    addressed by the steps from the start (``("b2", "c3")``). A node's children are the
    steps played from it, in order: the first is the line's own next step (the main one),
    then each variation's first step, in the order written.

Limits (:mod:`.core.limits`)
    Every step of every variation counts against ``LINE``; variations nest at most
    ``NESTING`` deep. Adding past either is refused. The tokens are at most ``TOKENS``, three
    a step, so that any tree within ``LINE`` fits (a variation adds two parentheses around at
    least one step of its own); longer token lists are refused before they are read.

The tree checks its shape only; whether each step is legal is the rules' business
(:func:`py_games.records.replay` plays every branch).

>>> tree = add(add(Tree(("b2", "a1", "c3")), ("b2", "c3", "a1")), ("b2", "a1", "c3"))
>>> tree.tokens
('b2', 'a1', '(', 'c3', 'a1', ')', 'c3')
>>> tree.main_line, children(tree, ("b2",)), line(tree, ("b2", "c3"))
(('b2', 'a1', 'c3'), ('a1', 'c3'), ('b2', 'c3', 'a1'))
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from .core import limits
from .core.errors import InvalidRecordError, cut, quoted
from .i18n import _, ngettext

OPEN = "("
"""The token that opens a variation."""
CLOSE = ")"
"""The token that closes a variation."""
ROOT = -1
"""The start's node number in :func:`_parents`."""

Steps = tuple[str, ...]
"""A node addressed by the steps from the start."""


@dataclass(frozen=True)
class Tree:
    """A game tree as its tokens: steps, and ``(`` … ``)`` around each variation, written
    after the step it replaces (see the module). ``Tree(("b2", "a1"))`` is a line with no
    variations; ``Tree()`` is a game with no step yet."""

    tokens: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.tokens, tuple):
            object.__setattr__(self, "tokens", tuple(self.tokens))
        check(self.tokens)
        tokens = self.tokens
        if any(tokens[i] == OPEN == tokens[i - 2] for i in range(2, len(tokens))):
            # "(c3 (b1) b3)": b1 is tried instead of c3, so it is written after c3's
            # variation, "(c3 b3) (b1)", as :func:`add` and records write it: one tree, one form.
            object.__setattr__(self, "tokens", _canonical(tokens))

    @property
    def main_line(self) -> Steps:
        """The steps of the main line: every step outside parentheses."""
        depth, steps = 0, []
        for token in self.tokens:
            if token == OPEN:
                depth += 1
            elif token == CLOSE:
                depth -= 1
            elif depth == 0:
                steps.append(token)
        return tuple(steps)

    @property
    def size(self) -> int:
        """The number of steps in the tree, over every branch."""
        return sum(1 for token in self.tokens if token not in (OPEN, CLOSE))

    @property
    def depth(self) -> int:
        """How deep variations nest (0: a line with no variation)."""
        depth = deepest = 0
        for token in self.tokens:
            if token == OPEN:
                depth += 1
                deepest = max(deepest, depth)
            elif token == CLOSE:
                depth -= 1
        return deepest


def check(tokens: Sequence[Any]) -> None:
    """Refuse tokens that are not a tree, saying which token and why (InvalidRecordError):
    a step is non-empty text with no space or parenthesis; a variation follows a step (or
    the variation before it) and holds at least one step; every ``(`` is closed; limits."""
    limits.check(InvalidRecordError, _("the tree"), len(tokens), limits.TOKENS, _("tokens"))
    depth = steps = 0
    after_step = False  # whether a variation may open here
    for number, token in enumerate(tokens, start=1):
        if token == OPEN:
            if not after_step:
                raise InvalidRecordError(
                    # TRANSLATORS: a token is a step or a parenthesis of a game tree,
                    # numbered from 1.
                    _("token {n}: a variation must follow the step it replaces").format(n=number)
                )
            depth += 1
            if depth > limits.NESTING:
                raise InvalidRecordError(
                    _(
                        "token {n}: variations nest more than {most} deep; at most {most} are read"
                    ).format(n=number, most=limits.NESTING)
                )
            after_step = False
        elif token == CLOSE:
            if depth == 0:
                raise InvalidRecordError(_("token {n}: ')' closes no variation").format(n=number))
            if tokens[number - 2] == OPEN:
                raise InvalidRecordError(_("token {n}: a variation holds no step").format(n=number))
            depth -= 1
            after_step = True
        else:
            if not isinstance(token, str):
                raise InvalidRecordError(
                    _("token {n} is not text but {given}").format(n=number, given=quoted(token))
                )
            if not token or any(c.isspace() or c in "()" for c in token):
                raise InvalidRecordError(
                    _(
                        "token {n} ({given}) is not a step: "
                        "a step is text with no space or parenthesis"
                    ).format(n=number, given=quoted(token))
                )
            steps += 1
            after_step = True
    if depth:
        raise InvalidRecordError(
            ngettext(
                "a variation is not closed: add ')'",
                "{n} variations are not closed: add ')'",
                depth,
            ).format(n=depth)
        )
    limits.check(InvalidRecordError, _("the tree"), steps, limits.LINE, _("steps"))


def to_json(tree: Tree) -> list[str]:
    """The tree's plain JSON form: its tokens, a flat list (see the module)."""
    return list(tree.tokens)


def from_json(value: object) -> Tree:
    """The tree of a JSON form (see :func:`to_json`); InvalidRecordError saying what is wrong.

    >>> from_json(["b2", "a1", "(", "c3", ")"]).main_line
    ('b2', 'a1')
    """
    if not isinstance(value, list | tuple):
        raise InvalidRecordError(
            _("a tree is a list of steps and parentheses, not {given}").format(given=quoted(value))
        )
    return Tree(tuple(value))


# -- nodes ------------------------------------------------------------------------------------


def _parents(tokens: Sequence[str]) -> list[int]:
    """Each token's parent node: for a step, the token index of the step before it (ROOT at
    the start); for a parenthesis, -2. One pass, with an explicit stack."""
    parents = [-2] * len(tokens)
    stack: list[int] = []
    current = ROOT  # the node the next step is played from... after the last step read
    for index, token in enumerate(tokens):
        if token == OPEN:
            stack.append(current)
            current = parents[current]  # a variation replaces the last step: its parent
        elif token == CLOSE:
            current = stack.pop()
        else:
            parents[index] = current
            current = index
    return parents


def _children(tokens: Sequence[str], parents: Sequence[int]) -> dict[int, list[int]]:
    """Each node's children (token indexes of steps), main first, in the order written."""
    children: dict[int, list[int]] = {}
    for index, parent in enumerate(parents):
        if parent != -2:
            children.setdefault(parent, []).append(index)
    return children


def _find(tree: Tree, steps: Iterable[str]) -> tuple[int, list[int], dict[int, list[int]], int]:
    """The node reached by ``steps`` as far as the tree has them: its token index, the
    parents, the children, and how many of ``steps`` were found."""
    parents = _parents(tree.tokens)
    children = _children(tree.tokens, parents)
    node, found = ROOT, 0
    for step in steps:
        following = [c for c in children.get(node, ()) if tree.tokens[c] == step]
        if not following:
            break
        node, found = following[0], found + 1
    return node, parents, children, found


def _steps(tree: Tree, at: Sequence[str]) -> int:
    """The token index of the node ``at`` (ROOT for the start); InvalidRecordError if absent."""
    at = tuple(at)
    node, _up, _down, found = _find(tree, at)
    if found < len(at):
        before = " ".join(at[:found])
        said = (
            # TRANSLATORS: {n} is a step's number, {step} the step; {steps} the steps before it.
            _("step {n} ({step}) is not in the tree after {steps}")
            if before
            else _("step {n} ({step}) is not in the tree after the start")
        )
        raise InvalidRecordError(said.format(n=found + 1, step=cut(at[found]), steps=before))
    return node


def children(tree: Tree, at: Sequence[str] = ()) -> Steps:
    """The steps played from the node ``at``, the main one first."""
    node = _steps(tree, at)
    parents = _parents(tree.tokens)
    return tuple(tree.tokens[i] for i, p in enumerate(parents) if p == node)


def line(tree: Tree, at: Sequence[str] = ()) -> Steps:
    """The line through the node ``at``: its steps, then each first child to the end (the
    line a move list shows, and what redo walks along)."""
    node = _steps(tree, at)
    kids = _children(tree.tokens, _parents(tree.tokens))
    steps = list(at)
    while kids.get(node):
        node = kids[node][0]
        steps.append(tree.tokens[node])
    return tuple(steps)


def _group_end(tokens: Sequence[str], index: int) -> int:
    """Where the token after ``index`` and the variations that follow it end (the index of
    the first token past them)."""
    at, depth = index + 1, 0
    while at < len(tokens) and (depth or tokens[at] == OPEN):
        if tokens[at] == OPEN:
            depth += 1
        elif tokens[at] == CLOSE:
            depth -= 1
        at += 1
    return at


def add(tree: Tree, steps: Sequence[str]) -> Tree:
    """The tree with the line ``steps`` (from the start) in it: the steps it already has are
    followed, and the rest added where they leave it, continuing the line of a node with no
    step after it, or else as a new variation, after the others there. Adding steps already
    in the tree gives the same tree.

    >>> add(Tree(("b2",)), ("b2", "a1")).tokens, add(Tree(("b2",)), ("c3",)).tokens
    (('b2', 'a1'), ('b2', '(', 'c3', ')'))
    """
    steps = tuple(steps)
    node, _up, kids, found = _find(tree, steps)
    new = steps[found:]
    if not new:
        return tree
    tokens = tree.tokens
    following = kids.get(node)
    if not following:  # the end of a line (or an empty tree): the line goes on
        at = len(tokens) if node == ROOT else _group_end(tokens, node)
        added: tuple[str, ...] = new
    else:  # a variation of the main child, after the ones it has
        at = _group_end(tokens, following[0])
        added = (OPEN, *new, CLOSE)
    return Tree((*tokens[:at], *added, *tokens[at:]))


def _write(tokens: Sequence[str], kids: dict[int, list[int]]) -> Tree:
    """The tree whose nodes are ``tokens``' steps with the children ``kids`` (a step left out of
    every list is dropped, with all that follows it), written out again: each node's first
    child continues its line, the others follow it in parentheses. A loop over a work stack:
    ``("line", i)`` writes what follows node ``i``; ``("step", i)`` the step ``i``;
    ``(text, 0)`` a parenthesis."""
    written: list[str] = []
    work: list[tuple[str, int]] = [("line", ROOT)]
    while work:
        kind, node = work.pop()
        if kind == "step":
            written.append(tokens[node])
        elif kind != "line":
            written.append(kind)
        elif following := kids.get(node):
            items = [("step", following[0])]
            for other in following[1:]:
                items += [(OPEN, 0), ("step", other), ("line", other), (CLOSE, 0)]
            items.append(("line", following[0]))
            work += reversed(items)
    return Tree(tuple(written))


def _canonical(tokens: Sequence[str]) -> tuple[str, ...]:
    return _write(tokens, _children(tokens, _parents(tokens))).tokens


def remove(tree: Tree, at: Sequence[str]) -> Tree:
    """The tree without the node ``at`` and every step after it; when it was the main step
    there, the next one tried there takes its place. Removing the start empties the tree.

    >>> remove(Tree(("b2", "a1", "(", "c3", ")", "b1")), ("b2", "a1")).tokens
    ('b2', 'c3')
    """
    node = _steps(tree, at)
    if node == ROOT:
        return Tree()
    parents = _parents(tree.tokens)
    kids = _children(tree.tokens, parents)
    kids[parents[node]].remove(node)
    return _write(tree.tokens, kids)


def promote(tree: Tree, at: Sequence[str]) -> Tree:
    """The tree with the line to the node ``at`` made the main line: each step of it first
    among the steps tried where it was played (the others keep their order after it).

    >>> promote(Tree(("b2", "a1", "(", "c3", ")", "b1")), ("b2", "c3")).tokens
    ('b2', 'c3', '(', 'a1', 'b1', ')')
    """
    node = _steps(tree, at)
    parents = _parents(tree.tokens)
    kids = _children(tree.tokens, parents)
    while node != ROOT:
        siblings = kids[parents[node]]
        siblings.remove(node)
        siblings.insert(0, node)
        node = parents[node]
    return _write(tree.tokens, kids)
