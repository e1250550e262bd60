"""The checks of Tomoe's lesson and the computer's answers (the tasks: :mod:`.tasks`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....i18n import _, ngettext
from ....lessons.lesson import Check, Verdict, first_marks, learner_of, listed
from ..rules import Tomoe
from ..state import SPACE_COUNT, TomoeState

if TYPE_CHECKING:
    from ....core.game import Game, Move, State


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
    """The learner's turn in words: "You turned 10 and placed B1.0 on 14." (a turn is one
    placement, two, or a tile turned and one placement)."""
    turned, placed = _turned(start, now), _placed(start, now)
    match turned, placed:
        case [], [(space, tile)]:
            return _("You placed {tile} on {space}.").format(tile=tile, space=space)
        case [], [(space, tile), (space2, tile2)]:
            return _("You placed {tile} on {space} and placed {tile2} on {space2}.").format(
                tile=tile, space=space, tile2=tile2, space2=space2
            )
        case [turn], [(space, tile)]:
            return _("You turned {turned} and placed {tile} on {space}.").format(
                turned=turn, tile=tile, space=space
            )
    # Not a whole turn (no check reads one): each step said alone.
    said = [_("You turned {space}.").format(space=space) for space in turned]
    said += [_("You placed {tile} on {space}.").format(tile=t, space=s) for s, t in placed]
    return " ".join(said)


def _scored_words(player: int, name: str, points: int, cells: str) -> str:
    """A new group of ``player``'s (called ``name``) points: ``points`` of the other colour's
    sectors on ``cells``, closed inside an area of ``player``'s colour."""
    if player == 0:
        # TRANSLATORS: {spaces} lists spaces ("10 and 14"), maybe with "and the printed border".
        template = ngettext(
            "{n} white sector on {spaces} lies closed inside a black area: "
            "{player} scores {n} for it.",
            "{n} white sectors on {spaces} lie closed inside a black area: "
            "{player} scores {n} for them.",
            points,
        )
    else:
        template = ngettext(
            "{n} black sector on {spaces} lies closed inside a white area: "
            "{player} scores {n} for it.",
            "{n} black sectors on {spaces} lie closed inside a white area: "
            "{player} scores {n} for them.",
            points,
        )
    return template.format(n=points, spaces=cells, player=name)


def _news(game: Game[Any, Any], start: State, now: State) -> tuple[list[str], list[str]]:
    """What the turn changed in the scores, as sentences, and the marks that show it: the
    learner's new points green, the opponent's orange, points lost purple."""
    learner = learner_of(game, start)
    said: list[str] = []
    marks: list[str] = []
    for player in (learner, 1 - learner):
        name = game.player_name(player)
        before, after = _groups(game, start, player), _groups(game, now, player)
        colour = "green" if player == learner else "orange"
        for cells, points, border in after:
            if (cells, points, border) not in before and cells:
                where = listed(cells)
                if border:
                    where = _("{spaces} and the printed border").format(spaces=where)
                said.append(_scored_words(player, name, points, where))
                marks += [f"{c}:{colour}" for c in cells if f"{c}:{colour}" not in marks]
        for cells, points, border in before:
            if (cells, points, border) not in after and cells:
                said.append(
                    _("{player} no longer scores the {n} on {spaces}.").format(
                        player=name, n=points, spaces=listed(cells)
                    )
                )
                marks += [f"{c}:purple" for c in cells if f"{c}:purple" not in marks]
    return said, first_marks(marks)


def _gains(game: Game[Any, Any], start: State, now: State) -> tuple[int, int]:
    """How many points the learner and the opponent gained (negative: lost)."""
    learner = learner_of(game, start)
    before, after = _score_of(game, start), _score_of(game, now)
    return after[learner] - before[learner], after[1 - learner] - before[1 - learner]


def _scores_now(game: Game[Any, Any], now: State) -> str:
    black, white = _score_of(game, now)
    return _("Black {black}, White {white}").format(black=black, white=white)


def _nothing(game: Game[Any, Any], start: State, now: State) -> Verdict:
    """A turn after which the learner scores no more: what changed, or that nothing did."""
    said, marks = _news(game, start, now)
    if said:
        name = game.player_name(learner_of(game, start))
        headline = _("{player} scores no more.").format(player=name)
        return Verdict(False, " ".join([_steps(start, now), headline, *said]), " ".join(marks))
    spaces = [str(s) for s in _turned(start, now)] + [str(s) for s, _t in _placed(start, now)]
    nothing = _("That scores nothing new for either colour: the scores stay {scores}.").format(
        scores=_scores_now(game, now)
    )
    return Verdict(False, f"{_steps(start, now)} {nothing}", " ".join(spaces))


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
        right = _("Black scores and White does not.")
        headline = f"{_steps(start, now)} {right}"
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
            _(
                "{tile} on {space}: a tile with black tips on a space pointing down. From now on "
                "a turn is two placements, or a turn of a tile by 120° and then a placement."
            ).format(tile=tile, space=space),
            f"{space}:green",
        )
    return Verdict(
        False,
        _(
            "You placed {tile} on {space}. The goal is space {goal}, which points down: it "
            "takes a tile with black tips, B1 or B2."
        ).format(tile=tile, space=space, goal=_FIRST),
        f"{space} {_FIRST}:green",
    )


# -- 2. close an area: a point ---------------------------------------------------------------------


def scored(game: Game[Any, Any], start: State, now: State) -> Verdict:
    mine, theirs = _gains(game, start, now)
    name = game.player_name(learner_of(game, start))
    if mine > 0:
        extra = ""
        if theirs > 0:
            extra = _("But White scores too: the next task is about that.")
        scores = _("{player} scores.").format(player=name)
        headline = f"{_steps(start, now)} {scores}"
        return _verdict(game, start, now, headline, right=True, extra=extra)
    if theirs > 0:
        wrong = _(
            "That closes a black area inside a white one: a closed area scores for the colour "
            "around it."
        )
        return _verdict(game, start, now, f"{_steps(start, now)} {wrong}", right=False)
    return _nothing(game, start, now)


# -- 3. whose points -------------------------------------------------------------------------------

_WHOSE = 10


def whose_points(game: Game[Any, Any], start: State, now: State) -> Verdict:
    ((space, _tile),) = _placed(start, now)
    steps = _steps(start, now)
    if space != _WHOSE:
        said, marks = _news(game, start, now)
        goal = _("The goal is to fill space {space}.").format(space=_WHOSE)
        return Verdict(
            False,
            " ".join([steps, goal, *said]),
            " ".join(first_marks([str(space), f"{_WHOSE}:green", *marks])),
        )
    white = _("A black area closed inside a white one scores for White.")
    return _black_only(game, start, now, f"{steps} {white}")


# -- 4. and 5. turning a tile ----------------------------------------------------------------------

TURN = 10


def turning(space: int | None) -> Check:
    """The check of a turn that must turn a tile (the one on ``space``, or any free one when
    ``None``) and make Black, not White, score."""

    def check(game: Game[Any, Any], start: State, now: State) -> Verdict:
        turned = _turned(start, now)
        steps = _steps(start, now)
        if not turned:
            placed = [str(s) for s, _tile in _placed(start, now)]
            if space:
                goal = _("The goal is to turn the tile on {space} first, then place one tile.")
            else:
                goal = _("The goal is to turn a free tile first, then place one tile.")
            return Verdict(
                False,
                f"{steps} {goal.format(space=space)}",
                " ".join([*placed, *([f"{space}:green"] if space else [])]),
            )
        if space is not None and turned != [space]:
            return Verdict(
                False,
                f"{steps} "
                + _("The goal is to turn the tile on {space}, not the one on {turned}.").format(
                    space=space, turned=turned[0]
                ),
                f"{turned[0]} {space}:green",
            )
        white = _("A black area is closed inside a white one: White scores for it.")
        return _black_only(game, start, now, f"{steps} {white}")

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
            f"{steps} "
            + _(
                "White's area is closed inside a black one: the outermost encirclement "
                "decides, so everything inside it counts for Black."
            ),
            right=True,
        )
    kept = [cells for cells, _n, _border in _groups(game, now, 1 - learner_of(game, start))]
    still = sorted({c for cells in kept for c in cells}, key=int)
    said, marks = _news(game, start, now)
    white = _score_of(game, now)[1 - learner_of(game, start)]
    if still:
        kept_text = _(
            "White still scores {n}: the black sectors on {spaces} lie inside a white area "
            "that still touches a red space or the edge, so White keeps them."
        ).format(n=white, spaces=listed(still))
    else:
        kept_text = _("White scores nothing now, but Black scores no more.")
    text = f"{steps} {kept_text}"
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
    spaces = [str(s) for s in _turned(start, now)] + [str(s) for s, _t in _placed(start, now)]
    # TRANSLATORS: {decided} is the outcome's sentence ("Black encircles more sectors: 5 to 3.").
    filled = _("Every space is filled: {decided}").format(decided=outcome.decided)
    said = f"{_steps(start, now)} {filled}"
    if outcome.winners == (learner,):
        return Verdict(True, said, " ".join(f"{s}:green" for s in spaces))
    return Verdict(False, said, " ".join(spaces))


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
    spaces = [str(s) for s, _t in _placed(start, now)]
    said = _("Every space is filled ({spaces}) after White's best answer: {decided}").format(
        spaces=listed(spaces), decided=outcome.decided
    )
    if outcome.winners == (learner_of(game, start),):
        return Verdict(True, said, " ".join(f"{s}:green" for s in spaces))
    hint = _("Look for the tile that closes so much at once that White's two cannot undo it.")
    return Verdict(False, f"{said} {hint}", " ".join(spaces))
