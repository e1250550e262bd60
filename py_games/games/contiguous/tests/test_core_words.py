"""The core's words go through the catalogs (issue 39): under the pseudo-language ``en-XA`` an
error of the rules or the registry, and a scene's status and summary, come out accented, their
values (game ids, cell names, numbers, players) as they are; in English, word for word as
before. The pseudo-language makes each message from its English template, so the expected
texts below are made the same way, from the templates the core is meant to use.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from py_games import i18n
from py_games.contract.words import sentence
from py_games.core.errors import GameError, IllegalMoveError, InvalidMoveError
from py_games.core.values import Outcome, Place
from py_games.games.contiguous.rules import Contiguous, ContiguousPresenter, ContiguousState
from py_games.i18n import _
from py_games.registry import GAMES as REGISTERED
from py_games.registry import get_game, present
from py_games.view.presenter import plain

XA = i18n.pseudo
GAMES = ", ".join(sorted(REGISTERED))
FULL = "211/122/121 2 c3"
"""A finished 3×3 Contiguous: the grid is full, Player 1 wins 4 to 3."""


def message(call: Callable[[], object], error: type[GameError] = GameError) -> str:
    with pytest.raises(error) as caught:
        call()
    return str(caught.value)


def test_an_unknown_game_is_refused_in_the_readers_language() -> None:
    def call() -> object:
        return get_game("nosuch")

    assert message(call) == f"there is no game 'nosuch'; the games are: {GAMES}"
    with i18n.using("en-XA"):
        said = message(call)
    assert said == XA("there is no game {given}; the games are: {known}").format(
        given="'nosuch'", known=GAMES
    )
    assert said.startswith("[ţĥéŕé îš ñö ĝåmé 'nosuch'")


def test_an_invalid_option_is_refused_in_the_readers_language() -> None:
    def call() -> object:
        return get_game("contiguous", size=99)

    assert message(call) == "option 'size' of contiguous must be from 3 to 19, not 99"
    with i18n.using("en-XA"):
        said = message(call)
    assert said == XA("option {name} of {game} must be from {min} to {max}, not {given}").format(
        name="'size'", game="contiguous", min=3, max=19, given=99
    )


def test_a_cell_off_the_board_is_refused_in_the_readers_language() -> None:
    game = get_game("contiguous")

    def call() -> object:
        return game.play(game.initial_state(), "z9")

    assert message(call, InvalidMoveError) == "z9 is not on the 6×6 board (a1 to f6)"
    with i18n.using("en-XA"):
        said = message(call, InvalidMoveError)
    board = XA("{width}×{height} board ({first} to {last})").format(
        width=6, height=6, first="a1", last="f6"
    )
    assert said == XA("{cell} is not on the {board}").format(cell="z9", board=board)


def test_a_step_after_the_end_is_refused_in_the_readers_language() -> None:
    game = get_game("contiguous", size=3)
    state = game.from_position(FULL)

    def call() -> object:
        return game.play(state, "a1")

    assert message(call, IllegalMoveError) == "the game is over: the grid is full"
    assert game.why_not(state, "a1") == "The game is over: Player 1 wins (the grid is full)."
    with i18n.using("en-XA"):
        said = message(call, IllegalMoveError)
        reason = game.outcome(state).reason  # the game's own words, as its area words them
        why = game.why_not(state, "a1")
    assert said == XA("the game is over: {reason}").format(reason=reason)
    player = XA("Player {number}").format(number=1)
    verdict = XA("{player} wins").format(player=player)
    assert why == XA("The game is over: {verdict} ({reason}).").format(
        verdict=verdict, reason=reason
    )


def test_a_scene_speaks_the_readers_language_with_its_values_intact() -> None:
    game = get_game("contiguous")
    first = game.parse_move(game.initial_state(), "a1")
    state = game.apply(game.initial_state(), first)
    english = present(game).scene(state, [(0, first)])
    assert english["status"] == [{"player": 1}, " to move."]
    assert english["summary"] == [
        {"player": 0},
        " played a1. ",
        {"player": 1},
        " to move. Fill an empty cell touching a1. Scores: ",
        {"player": 0},
        ": 1, ",
        {"player": 1},
        ": 0.",
    ]
    with i18n.using("en-XA"):
        scene = present(game).scene(state, [(0, first)])
    assert scene["status"] == sentence(XA("{player} to move."), player={"player": 1})
    each = XA("{player}: {score}")
    scores = XA("{items}, {item}").format(
        items=each.format(player="B", score=1), item=each.format(player="W", score=0)
    )
    assert plain(scene["summary"], ["B", "W"]) == " ".join([
        XA("{player} played {steps}.").format(player="B", steps="a1"),
        XA("{player} to move.").format(player="W"),
        scene["hint"],
        XA("Scores: {scores}.").format(scores=scores),
    ])  # fmt: skip


def test_a_finished_scene_says_who_won_in_the_readers_language() -> None:
    game = get_game("contiguous", size=3)
    state = game.from_position(FULL)
    english = present(game).scene(state)
    assert english["status"] == [{"player": 0}, " wins: the grid is full."]
    assert english["outcome"] is not None
    assert (
        english["outcome"]["text"] == "Player 1 wins: Player 1: 4, Player 2: 3 (the grid is full)"
    )
    with i18n.using("en-XA"):
        scene = present(game).scene(state)
        reason = game.outcome(state).reason
    verdict = sentence(XA("{player} wins"), player={"player": 0})
    assert scene["status"] == sentence(XA("{verdict}: {reason}."), verdict=verdict, reason=reason)
    assert scene["outcome"] is not None
    assert scene["outcome"]["headline"] == XA("{player} wins").format(
        player=XA("Player {number}").format(number=1)
    )


class _Worded(Contiguous):
    """Contiguous whose reason for the end goes through the catalogs, as a game's will."""

    def _outcome(self, state: ContiguousState) -> Outcome | None:
        found = super()._outcome(state)
        return (
            None if found is None else Outcome(found.winners, found.scores, _("the grid is full"))
        )


def test_an_outcome_is_worded_in_the_language_it_is_asked_in() -> None:
    # A state remembers its outcome; its words must not stay in the language first asked.
    game = _Worded(size=3)
    state = game.from_position(FULL)
    assert game.outcome(state) is not None
    with i18n.using("en-XA"):
        worded = game.outcome(state)
    assert worded is not None and worded.reason == XA("the grid is full")
    again = game.outcome(state)
    assert again is not None and again.reason == "the grid is full"


class _Labelled(ContiguousPresenter):
    """Contiguous's board whose steps, alike in every position, have translated labels."""

    def step_label(self, state: ContiguousState, move: Place) -> str:
        return _("fill {cell}").format(cell=move.cell)

    def step_alike(self, move: Place) -> bool:
        return True


def test_a_shared_step_is_worded_in_the_language_it_is_asked_in() -> None:
    presenter: Any = _Labelled(get_game("contiguous"))
    state = presenter.game.initial_state()
    with i18n.using("en-XA"):
        assert presenter.scene(state)["legal"][0]["label"] == XA("fill {cell}").format(cell="a1")
    assert presenter.scene(state)["legal"][0]["label"] == "fill a1"


class _Plain(ContiguousPresenter):
    """Contiguous's board showing no regions."""

    groups_name = ""


def test_what_the_groups_are_called_is_in_the_readers_language() -> None:
    game = get_game("contiguous")
    assert present(game).board()["groups_name"] == "islands"
    with i18n.using("en-XA"):
        assert present(game).board()["groups_name"] == XA("islands")
        # A board that shows none still says nothing: a page offers no box for them.
        assert _Plain(game).board()["groups_name"] == ""
