"""What the board draws of a game: a :class:`Presenter` per game.

The rules (:class:`~.game.Game`) say what may happen and why; a presenter turns that into the
scene contract of :mod:`.scene`: places and their coordinates, pieces, regions, marks, every
legal step as the board offers it, and the words a board shows or reads out, with players as
references (:data:`~.scene.Sentence`) that each board fills with the name it shows for that
seat. It reads the rules through their public API only, so anything a board draws can be
checked against what the rules say.

Choices:

- A game's presenter class is one of its parts, bound by the registry;
  :func:`py_games.registry.present` builds one per game and options and keeps the last few,
  since a presenter may precompute its drawing (Tomoe's tiles and hexagons) and a page asks
  for a scene at every click.
- Hooks are public methods and attributes (``places``, ``pieces``, ``step_label``, …): a game's
  presenter overrides the ones it needs, and nothing private.
- The status is the sentence a board shows under itself: whose turn and which part of it
  ("Player 1 to move (step 2 of 2: move a ring)."), or who won and why ("Black wins: the
  board is full."). The summary is what a screen reader hears: the last turn, then the status
  and the hint (or "Game over: " and the result line), then every score.
- A position editor is a part of its own (:mod:`.editor`), drawing with the presenter.
- A sentence never holds two strings in a row: they are merged, so a board can render it
  piece by piece without caring how it was built.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from ..contract.words import sentence
from ..core.game import Game
from ..core.values import (
    Move,
    Outcome,
    Region,
    ScoreDetail,
    State,
    listed,
    result_words,
    verdict_words,
)
from ..i18n import N_, _, capitalized, language

if TYPE_CHECKING:
    from ..contract.scene import (
        BoardInfo,
        EmptyLook,
        LabelInfo,
        MarkInfo,
        OutcomeInfo,
        PieceInfo,
        PlaceInfo,
        PlayerInfo,
        PlayerRef,
        PrintedInfo,
        RegionInfo,
        Scene,
        ScoreInfo,
        Sentence,
        StepInfo,
        SurfaceKind,
        TurnStepInfo,
    )

G = TypeVar("G", bound=Game[Any, Any])
S = TypeVar("S", bound=State)
M = TypeVar("M", bound=Move)


LOOK_NAMES = {
    "black": N_("black stone"),
    "white": N_("white stone"),
    "counter": N_("counter"),
    "ring": N_("ring"),
    "palago": N_("tile"),
}
"""What a reader calls a piece of each look that is a thing (a seat's mark is named by its
player): a board's ``look_names``, translated."""


class Presenter(ABC, Generic[G, S, M]):
    """Everything the board draws of ``game``: the board once, a scene per position."""

    surface: ClassVar[SurfaceKind] = "board"
    """How places are drawn: ``"board"``, a printed board of cells, or ``"table"``, bare
    table where only pieces (Nonaga's rings) and the places a step can reach are drawn."""
    groups_name: ClassVar[str] = ""
    """What the regions a scene shows on request are called ("islands"), for "Show the … on
    the board"; ``""`` (the default): it shows none, and pages offer no such box. A constant
    (marked ``N_``), translated where the board is described."""
    empty_look: ClassVar[EmptyLook | None] = None
    """How an empty place is painted where it is not the paper (``"red"``); ``None``: paper."""
    turn_steps: ClassVar[tuple[str, ...]] = ()
    """What each step of a turn moves, in order, where a step's text alone does not say
    (Nonaga: ``("counter", "ring")``, both written ``2,-2>1,-2``); ``()``: it does."""

    def __init__(self, game: G) -> None:
        self.game = game
        self._alike: dict[tuple[str, M], StepInfo] = {}  # the steps made once (see step)

    def __repr__(self) -> str:
        return f"present({self.game!r})"

    # -- what the board asks for ---------------------------------------------------------------

    def board(self) -> BoardInfo:
        """What stays the same for the whole game: title, options, players, the empty board."""
        game = self.game
        info: BoardInfo = {
            "game": game.id,
            "title": game.title,
            "options": dict(game.options),
            "players": self.players(),
            "groups_name": _(self.groups_name) if self.groups_name else "",
            "surface": self.surface,
            "places": self.places(),
            "labels": self.labels(),
        }
        printed = self.printed()
        if printed:
            info["printed"] = printed
        if self.empty_look is not None:
            info["empty"] = self.empty_look
        info["look_names"] = {look: _(name) for look, name in LOOK_NAMES.items()}
        if self.turn_steps:
            info["turn_steps"] = [_(name) for name in self.turn_steps]
        return info

    def turn_step(self, state: S) -> int:
        """Where in its turn the step to play from ``state`` stands: its index in
        :attr:`turn_steps` (a line from an editor's position may begin with a turn's second
        step); 0 where a turn's steps are not named."""
        return 0

    def scene(self, state: S, last: Sequence[tuple[int, M]] = ()) -> Scene:
        """One position as drawn and played. ``last`` is the last turn: ``(player, step)``
        pairs in order (the caller holds the history; a state does not)."""
        game = self.game
        outcome = game.outcome(state)  # checks the state once; the rest is remembered on it
        details = game.score_details(state)
        to_move = None if outcome is not None else game.to_move(state)
        part = game.turn_part(state)
        hint = game.turn_hint(state)
        status = self._status(to_move, part, outcome)
        steps = game.steps(state) if outcome is None else ()
        scene: Scene = {
            "position": game.position(state),
            "to_move": to_move,
            "status": status,
            "part": part,
            "hint": hint,
            "summary": self._summary(last, status, hint, outcome, details),
            "pieces": self.pieces(state),
            "regions": [_region_info(r) for r in self.regions(state, details)],
            "marks": self.marks(state),
            "last": [_turn_step(player, move) for player, move in last],
            "legal": [self.step(state, move) for move in steps],
            "scores": [_score_info(d) for d in details],
            "outcome": None if outcome is None else self.outcome(outcome),
        }
        places = self.places_now(state)
        if places is not None:
            scene["places"] = places
        return scene

    def step(self, state: S, move: M) -> StepInfo:
        """A legal step as the board offers it: notation, cells, click orders where there
        are more than its cells, kind, words and previews. A step offered alike in every
        position (:meth:`step_alike`) is made once and shared by every scene: read it, do not
        change it (a view lists hundreds of steps, and making each anew was most of its cost).
        A step's words are in the language of the moment, so it is kept per language."""
        if not self.step_alike(move):
            return self._step(state, move)
        key = (language(), move)
        info = self._alike.get(key)
        if info is None:
            info = self._alike[key] = self._step(state, move)
        return info

    def _step(self, state: S, move: M) -> StepInfo:
        info: StepInfo = {
            "step": str(move),
            "cells": list(move.cells),
            "kind": move.kind,
            "label": self.step_label(state, move),
            "looks": self.step_looks(state, move),
        }
        orders = move.orders
        if orders != (move.cells,):
            info["orders"] = [list(order) for order in orders]
        pieces = self.step_pieces(state, move)
        if pieces:
            info["pieces"] = pieces
        return info

    def outcome(self, outcome: Outcome) -> OutcomeInfo:
        """The outcome with its words, for the board."""
        game = self.game
        return {
            "winners": list(outcome.winners),
            "scores": [s if isinstance(s, int) else list(s) for s in outcome.scores],
            "reason": outcome.reason,
            "decided": outcome.decided,
            "draw": outcome.draw,
            "headline": game.headline(outcome),
            # TRANSLATORS: {reason} is why the game ended ("the board is full"), {decided} a
            # sentence saying what decided the winners, or nothing.
            "explanation": _("The game ended because {reason}. {decided}")
            .format(reason=outcome.reason, decided=outcome.decided)
            .strip(),
            "text": game.result_line(outcome),
        }

    def prompt(self, state: S, clicks: tuple[str, ...]) -> str | None:
        """What to do next after ``clicks`` (stripped, lower case), which begin a legal step,
        where a board's highlights cannot say it alone (Tonga's swap); ``None`` by default."""
        return None

    # -- hooks each game's presenter writes -----------------------------------------------------

    def players(self) -> list[PlayerInfo]:
        """Each player's name and look; by default the rules' names, with their seat's mark."""
        game = self.game
        return [{"name": game.player_name(p), "look": "mark"} for p in range(game.players)]

    @abstractmethod
    def places(self) -> list[PlaceInfo]:
        """The places of the empty board, where clicks land."""

    def labels(self) -> list[LabelInfo]:
        """Text written on or around the board: coordinates."""
        return []

    def printed(self) -> list[PrintedInfo]:
        """What the board has printed on it besides its places (Tomoe's frame)."""
        return []

    @abstractmethod
    def pieces(self, state: S) -> list[PieceInfo]:
        """Every piece of ``state``, with an id that follows it when it moves."""

    def regions(self, state: S, details: tuple[ScoreDetail, ...]) -> list[Region]:
        """The regions to show on request; by default what each score is made of."""
        return [region for detail in details for region in detail.regions]

    def marks(self, state: S) -> list[MarkInfo]:
        """Places to show in a special way (Tonga's dead cells)."""
        return []

    def places_now(self, state: S) -> list[PlaceInfo] | None:
        """The places of this position, where the board changes shape (Nonaga's rings and the
        positions around them); ``None`` keeps the board's."""
        return None

    def step_label(self, state: S, move: M) -> str:
        """A few words for a step, for a picker or a screen reader; by default its notation."""
        return str(move)

    def step_looks(self, state: S, move: M) -> list[str]:
        """What each of the step's cells will hold after it, for previews."""
        return ["mark"] * len(move.cells)

    def puzzle_goal(self, turns: int) -> str:
        """What a puzzle asks of the player to move, who wins within ``turns`` of their turns
        (after "Black to play: "); by default the one step that still wins."""
        return _("find the only step that still wins")

    def step_pieces(self, state: S, move: M) -> list[PieceInfo]:
        """The pieces as ``move`` leaves them, where its looks cannot say enough."""
        return []

    def step_alike(self, move: M) -> bool:
        """Whether ``move`` is offered the same in every position where it is legal (its label,
        looks and pieces depend on the step alone), so that it is made once; ``False`` by
        default."""
        return False

    # -- words ---------------------------------------------------------------------------------

    def _status(self, to_move: int | None, part: str, outcome: Outcome | None) -> Sentence:
        if outcome is None:
            assert to_move is not None  # a game in progress has a player to move
            if part:
                # TRANSLATORS: {part} is which part of the turn comes next ("step 2 of 2").
                return sentence(_("{player} to move ({part})."), player=_ref(to_move), part=part)
            return sentence(_("{player} to move."), player=_ref(to_move))
        words = sentence(
            # TRANSLATORS: who won ("Black wins", "draw"), then why the game ended.
            _("{verdict}: {reason}."),
            verdict=verdict_words(outcome, _ref),
            reason=outcome.reason,
        )
        if isinstance(words[0], str):  # "draw" starts the sentence
            words[0] = capitalized(words[0])
        return words

    def _summary(
        self,
        last: Sequence[tuple[int, M]],
        status: Sentence,
        hint: str,
        outcome: Outcome | None,
        details: tuple[ScoreDetail, ...],
    ) -> Sentence:
        said: list[Sentence] = []  # sentences, read one after another
        if last:
            steps = "".join(
                # TRANSLATORS: steps of one turn one after another, as "c3 then c4".
                listed([[str(move)] for _player, move in last], _("{items} then {item}"))
            )
            said.append(
                sentence(_("{player} played {steps}."), player=_ref(last[0][0]), steps=steps)
            )
        if outcome is None:
            said += [status, [hint]]
        else:
            result: Sentence = result_words(outcome, _ref)
            # TRANSLATORS: {result} is the result line ("Black wins: Black: 4, White: 2 (…)").
            said.append(sentence(_("Game over: {result}."), result=result))
        # TRANSLATORS: a player's score in a list of scores, as "Black: 114".
        each = _("{player}: {score}")
        scores: Sentence = listed(
            [sentence(each, player=_ref(p), score=d.text) for p, d in enumerate(details)],
            # TRANSLATORS: scores listed one after another, as "Black: 114, White: 110".
            _("{items}, {item}"),
        )
        said.append(sentence(_("Scores: {scores}."), scores=scores))
        return _merged([word for k, words in enumerate(said) for word in [" "] * bool(k) + words])


def plain(sentence: Sentence, names: Sequence[str]) -> str:
    """A sentence as plain text, each player written as ``names[player]``.

    >>> plain([{"player": 1}, " to move."], ["Black", "White"])
    'White to move.'
    """
    text = []
    for word in sentence:
        if isinstance(word, str):
            text.append(word)
        elif 0 <= word["player"] < len(names):
            text.append(names[word["player"]])
        else:
            raise ValueError(
                f"the sentence names player {word['player']}, but only {len(names)} names are given"
            )
    return "".join(text)


def _ref(player: int) -> PlayerRef:
    return {"player": player}


def _merged(words: Sequence[str | PlayerRef]) -> Sentence:
    """``words`` with every run of strings joined into one, and no empty string."""
    merged: Sentence = []
    for word in words:
        if isinstance(word, str):
            if not word:
                continue
            if merged and isinstance(merged[-1], str):
                merged[-1] += word
                continue
        merged.append(word)
    return merged


def _turn_step(player: int, move: Move) -> TurnStepInfo:
    return {"step": str(move), "cells": list(move.cells), "kind": move.kind, "player": player}


def _score_info(detail: ScoreDetail) -> ScoreInfo:
    value = detail.value if isinstance(detail.value, int) else list(detail.value)
    return {"value": value, "text": detail.text, "formula": detail.formula}


def _region_info(region: Region) -> RegionInfo:
    info: RegionInfo = {
        "cells": list(region.cells),
        "owner": region.owner,
        "label": region.label,
        "counts": region.counts,
    }
    if region.parts:
        info["parts"] = [list(part) for part in region.parts]
    return info
