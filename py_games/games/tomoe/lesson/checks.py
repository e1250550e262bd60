"""The checks of Tomoe's lesson and the computer's answers (the tasks: :mod:`.tasks`)."""

from __future__ import annotations

from typing import Any

from ....core.game import Game, Move, State
from ....lessons.lesson import Check, Verdict, first_marks, learner_of, listed
from ..rules import Tomoe
from ..state import SPACE_COUNT, TomoeState

_COLOUR = ("black", "white")


def _tiles(state: State) -> tuple[tuple[str, int] | None, ...]:
    assert isinstance(state, TomoeState)
    return state.tiles


def _score_of(game: Game[Any, Any], state: State) -> tuple[int, int]:
    """Black's and White's points."""
    black, white = game.scores(state)
    assert isinstance(black, int) and isinstance(white, int)
    return black, white


def _groups(
    game: Game[Any, Any], state: State, player: int
) -> list[tuple[tuple[str, ...], int, bool]]:
    """What ``player`` scores: for each group of the other colour's areas inside one of
    theirs, its spaces, its points (as the score details count them), and whether part of it
    is the printed border's."""
    assert isinstance(game, Tomoe)
    assert isinstance(state, TomoeState)
    areas = game.areas(state)
    border = 12 * SPACE_COUNT  # the first region of the frame
    regions = [r for r in game.score_details(state)[player].regions if r.counts]
    groups = [g for g in game.area_groups(state)[player] if g.counts]
    return [
        (region.cells, int(region.label), any(r >= border for r in areas.regions_of(group.areas)))
        for region, group in zip(regions, groups, strict=True)
    ]


def _placed(start: State, now: State) -> list[tuple[int, str]]:
    """The spaces filled since ``start``, with the tile put there (``W2.0``)."""
    return [
        (space, f"{tile[0]}.{tile[1]}")
        for space, (was, tile) in enumerate(zip(_tiles(start), _tiles(now), strict=True), 1)
        if was is None and tile is not None
    ]


def _turned(start: State, now: State) -> list[int]:
    """The spaces whose tile was turned since ``start``."""
    return [
        space
        for space, (was, tile) in enumerate(zip(_tiles(start), _tiles(now), strict=True), 1)
        if was is not None and tile is not None and was != tile
    ]


def _steps(start: State, now: State) -> str:
    """The learner's turn in words: "You turned 10 and placed B1.0 on 14"."""
    parts = [f"turned {space}" for space in _turned(start, now)]
    parts += [f"placed {tile} on {space}" for space, tile in _placed(start, now)]
    return "You " + " and ".join(parts) + "."


def _news(game: Game[Any, Any], start: State, now: State) -> tuple[list[str], list[str]]:
    """What the turn changed in the scores, as sentences, and the marks that show it: the
    learner's new points green, the opponent's orange, points lost purple."""
    learner = learner_of(game, start)
    said: list[str] = []
    marks: list[str] = []
    for player in (learner, 1 - learner):
        name, other = game.player_name(player), _COLOUR[1 - player]
        before, after = _groups(game, start, player), _groups(game, now, player)
        colour = "green" if player == learner else "orange"
        for cells, points, border in after:
            if (cells, points, border) not in before and cells:
                where = listed(cells) + (" and the printed border" if border else "")
                many = points != 1
                said.append(
                    f"{points} {other} sector{'s' if many else ''} on {where} "
                    f"{'lie' if many else 'lies'} closed inside a {_COLOUR[player]} area: "
                    f"{name} scores {points} for {'them' if many else 'it'}."
                )
                marks += [f"{c}:{colour}" for c in cells if f"{c}:{colour}" not in marks]
        for cells, points, border in before:
            if (cells, points, border) not in after and cells:
                said.append(f"{name} no longer scores the {points} on {listed(cells)}.")
                marks += [f"{c}:purple" for c in cells if f"{c}:purple" not in marks]
    return said, first_marks(marks)


def _gains(game: Game[Any, Any], start: State, now: State) -> tuple[int, int]:
    """How many points the learner and the opponent gained (negative: lost)."""
    learner = learner_of(game, start)
    before, after = _score_of(game, start), _score_of(game, now)
    return after[learner] - before[learner], after[1 - learner] - before[1 - learner]


def _scores_now(game: Game[Any, Any], now: State) -> str:
    black, white = _score_of(game, now)
    return f"Black {black}, White {white}"


def _nothing(game: Game[Any, Any], start: State, now: State) -> Verdict:
    """A turn after which the learner scores no more: what changed, or that nothing did."""
    said, marks = _news(game, start, now)
    if said:
        name = game.player_name(learner_of(game, start))
        return Verdict(False, " ".join([f"{_steps(start, now)} {name} scores no more.", *said]),
                       " ".join(marks))  # fmt: skip
    spaces = [str(s) for s in _turned(start, now)] + [str(s) for s, _ in _placed(start, now)]
    return Verdict(
        False,
        f"{_steps(start, now)} That scores nothing new for either colour: the scores stay "
        f"{_scores_now(game, now)}.",
        " ".join(spaces),
    )


def _verdict(
    game: Game[Any, Any], start: State, now: State, headline: str, *, right: bool, extra: str = ""
) -> Verdict:
    said, marks = _news(game, start, now)
    text = " ".join([headline, *said, extra]).strip()
    return Verdict(right, text, " ".join(marks))


def _black_only(game: Game[Any, Any], start: State, now: State, white_scores: str) -> Verdict:
    """Right when the turn made Black score and not White; else what it did (``white_scores``:
    the headline when White scored)."""
    mine, theirs = _gains(game, start, now)
    if mine > 0 and theirs <= 0:
        headline = f"{_steps(start, now)} Black scores and White does not."
        return _verdict(game, start, now, headline, right=True)
    if theirs > 0:
        return _verdict(game, start, now, white_scores, right=False)
    return _nothing(game, start, now)


# -- 1. the first tile -----------------------------------------------------------------------------

_FIRST = 10


def first_tile(game: Game[Any, Any], start: State, now: State) -> Verdict:
    ((space, tile),) = _placed(start, now)
    if space == _FIRST:
        return Verdict(
            True,
            f"{tile} on {space}: a tile with black tips on a space pointing down. From now on "
            "a turn is two placements, or a turn of a tile by 120° and then a placement.",
            f"{space}:green",
        )
    return Verdict(
        False,
        f"You placed {tile} on {space}. The goal is space {_FIRST}, which points down: it "
        "takes a tile with black tips, B1 or B2.",
        f"{space} {_FIRST}:green",
    )


# -- 2. close an area: a point ---------------------------------------------------------------------


def scored(game: Game[Any, Any], start: State, now: State) -> Verdict:
    mine, theirs = _gains(game, start, now)
    name = game.player_name(learner_of(game, start))
    if mine > 0:
        extra = ""
        if theirs > 0:
            extra = "But White scores too: the next task is about that."
        return _verdict(
            game, start, now, f"{_steps(start, now)} {name} scores.", right=True, extra=extra
        )
    if theirs > 0:
        return _verdict(
            game,
            start,
            now,
            f"{_steps(start, now)} That closes a black area inside a white one: a closed area "
            "scores for the colour around it.",
            right=False,
        )
    return _nothing(game, start, now)


# -- 3. whose points -------------------------------------------------------------------------------

_WHOSE = 10


def whose_points(game: Game[Any, Any], start: State, now: State) -> Verdict:
    ((space, _),) = _placed(start, now)
    steps = _steps(start, now)
    if space != _WHOSE:
        said, marks = _news(game, start, now)
        return Verdict(
            False,
            " ".join([f"{steps} The goal is to fill space {_WHOSE}.", *said]),
            " ".join(first_marks([str(space), f"{_WHOSE}:green", *marks])),
        )
    return _black_only(
        game, start, now, f"{steps} A black area closed inside a white one scores for White."
    )


# -- 4. and 5. turning a tile ----------------------------------------------------------------------

TURN = 10


def turning(space: int | None) -> Check:
    """The check of a turn that must turn a tile (the one on ``space``, or any free one when
    ``None``) and make Black, not White, score."""

    def check(game: Game[Any, Any], start: State, now: State) -> Verdict:
        turned = _turned(start, now)
        steps = _steps(start, now)
        if not turned:
            placed = [str(s) for s, _ in _placed(start, now)]
            what = f"the tile on {space}" if space else "a free tile"
            return Verdict(
                False,
                f"{steps} The goal is to turn {what} first, then place one tile.",
                " ".join([*placed, *([f"{space}:green"] if space else [])]),
            )
        if space is not None and turned != [space]:
            return Verdict(
                False,
                f"{steps} The goal is to turn the tile on {space}, not the one on {turned[0]}.",
                f"{turned[0]} {space}:green",
            )
        return _black_only(
            game,
            start,
            now,
            f"{steps} A black area is closed inside a white one: White scores for it.",
        )

    return check


# -- 6. the outermost encirclement -----------------------------------------------------------------


def outermost(game: Game[Any, Any], start: State, now: State) -> Verdict:
    mine, theirs = _gains(game, start, now)
    steps = _steps(start, now)
    if theirs < 0 and mine > 0:
        return _verdict(
            game,
            start,
            now,
            f"{steps} White's area is closed inside a black one: the outermost encirclement "
            "decides, so everything inside it counts for Black.",
            right=True,
        )
    kept = [cells for cells, _, _ in _groups(game, now, 1 - learner_of(game, start))]
    still = sorted({c for cells in kept for c in cells}, key=int)
    said, marks = _news(game, start, now)
    white = _score_of(game, now)[1 - learner_of(game, start)]
    text = (
        f"{steps} White still scores {white}: the black sectors on {listed(still)} lie inside "
        "a white area that still touches a red space or the edge, so White keeps them."
        if still
        else f"{steps} White scores nothing now, but Black scores no more."
    )
    return Verdict(
        False,
        " ".join([text, *said]),
        " ".join(first_marks([*marks, *(f"{c}:orange" for c in still)])),
    )


# -- 7. the last tile ------------------------------------------------------------------------------


def last_tile(game: Game[Any, Any], start: State, now: State) -> Verdict:
    outcome = game.outcome(now)
    assert outcome is not None
    learner = learner_of(game, start)
    spaces = [str(s) for s in _turned(start, now)] + [str(s) for s, _ in _placed(start, now)]
    if outcome.winners == (learner,):
        return Verdict(
            True,
            f"{_steps(start, now)} Every space is filled: {outcome.decided}",
            " ".join(f"{s}:green" for s in spaces),
        )
    return Verdict(
        False,
        f"{_steps(start, now)} Every space is filled: {outcome.decided}",
        " ".join(spaces),
    )


# -- 8. the answer ---------------------------------------------------------------------------------


def _margin(game: Game[Any, Any], state: State, player: int) -> int:
    points = _score_of(game, state)
    return points[player] - points[1 - player]


def best_turn(game: Game[Any, Any], state: State) -> Move:
    """The computer's step: the first of its whole turn that leaves it furthest ahead in
    points (every turn tried; the first found of the best ones, so always the same)."""
    player = game.to_move(state)
    assert player is not None
    best: tuple[int, Move] | None = None
    for first in game.legal_moves(state):
        after = game.apply(state, first)
        if game.is_over(after) or game.to_move(after) != player:
            value = _margin(game, after, player)
        else:
            value = max(
                _margin(game, game.apply(after, s), player) for s in game.legal_moves(after)
            )
        if best is None or value > best[0]:
            best = (value, first)
    assert best is not None
    return best[1]


def answered(game: Game[Any, Any], start: State, now: State) -> Verdict:
    outcome = game.outcome(now)
    assert outcome is not None
    spaces = [str(s) for s, _ in _placed(start, now)]
    said = f"Every space is filled ({listed(spaces)}) after White's best answer: {outcome.decided}"
    if outcome.winners == (learner_of(game, start),):
        return Verdict(True, said, " ".join(f"{s}:green" for s in spaces))
    return Verdict(
        False,
        f"{said} Look for the tile that closes so much at once that White's two cannot undo it.",
        " ".join(spaces),
    )
