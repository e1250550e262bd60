"""A game's position editor: which pieces and fields a position of it has, and how they make
position text. One of a game's optional parts (:class:`py_games.parts.Parts`): a game without
one plays all the same, and the editor page says it has none.

An :class:`Editor` says what an author may put where (:meth:`~Editor.kinds`, and
:meth:`~Editor.allows` where not every place of the board takes a piece), what else a position
holds (:meth:`~Editor.fields`), and how a sketch is written as position text and read back
(:meth:`~Editor.compose`, :meth:`~Editor.decompose`). :mod:`py_games.editing` does the rest
(checking a sketch, drawing it), and the rules alone say whether a position is possible.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from functools import cached_property
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from ..core.game import Game, State

if TYPE_CHECKING:
    from ..contract import FieldInfo, KindInfo, Sketch
    from ..contract.scene import PieceInfo, PlaceInfo
    from .presenter import Presenter

G = TypeVar("G", bound=Game[Any, Any])
S = TypeVar("S", bound=State)


class Editor(ABC, Generic[G, S]):
    """The position editor of one game with its options fixed, drawing with its presenter."""

    def __init__(self, presenter: Presenter[G, S, Any]) -> None:
        self.presenter = presenter
        self.game: G = presenter.game

    def __repr__(self) -> str:
        return f"editor({self.game!r})"

    @abstractmethod
    def kinds(self) -> list[KindInfo]:
        """Every kind of piece the editor offers, each standing on a place it fits."""

    @abstractmethod
    def fields(self) -> list[FieldInfo]:
        """What a position holds besides its pieces, in the order position text writes them."""

    @abstractmethod
    def compose(self, sketch: Sketch) -> str:
        """The position text of ``sketch`` (checked: known places, kinds and field values),
        whether or not it is a possible position: the rules say that when they read it."""

    @abstractmethod
    def decompose(self, state: S) -> Sketch:
        """``state`` as a sketch, with every field: what :meth:`compose` turns back into
        ``game.position(state)``."""

    def pieces(self, sketch: Sketch) -> list[PieceInfo]:
        """The pieces a sketch's picture draws; by default each kind's look on its place."""
        kinds = {kind["id"]: kind["piece"] for kind in self.kinds()}
        return [
            {**kinds[kind], "id": place, "at": place} for place, kind in sketch["pieces"].items()
        ]

    def places(self, sketch: Sketch) -> list[PlaceInfo] | None:
        """The places of a sketch where the board changes shape (a table of rings that moves);
        ``None`` keeps the board's."""
        return None

    def allows(self, name: str) -> bool:
        """Whether a piece may be put on ``name``; by default a place of the board."""
        return name in self.place_names

    @cached_property
    def place_names(self) -> frozenset[str]:
        """The names of the board's places, worked out once."""
        return frozenset(place["name"] for place in self.presenter.places())
