"""Tomoe's lesson: placing tiles, closing areas, who scores them, turning, rings, the outermost
encirclement, the last turn, and the opponent's answer.

Eight tasks, each a short step further:

1. ``first-tile``: the first turn is one placement, and a tile fits only spaces pointing its
   way (black tips down, white tips up).
2. ``score``: close a white area inside a black one (the printed black border below the
   board is one): Black scores a point for each white sector in it.
3. ``whose-points``: a closed area scores for the colour around it, so closing a black area
   gives White points; fill one space so that only Black scores.
4. ``turn``: a turn may begin by turning a placed tile by 120°; turn the tile on 10 so that
   it closes a white area, then place.
5. ``locked``: a tile with a part in a closed ring cannot be turned (the rules refuse it, in
   their words); turn the free tile instead.
6. ``outermost``: the first piece of strategy: the outermost encirclement decides, so
   closing the white area that encircles a black one takes White's points away and gives
   Black the white sectors, more than any other placement there scores.
7. ``last-tile``: the end: with one space left the turn is one placement, or a turn then
   the placement; only turning the one free tile first wins.
8. ``answer``: three spaces left; Black places one and the computer places White's last two
   as well as they can be placed: only one of Black's nine placements still wins.

Choices
    - Tomoe has one board (no smaller size), so the early positions hold two to four tiles
      near the places the goal names, and tasks 2, 3, 6 and 8 start at the second step of
      Black's turn (position text ``b 2``): one placement ends the turn, so every try is one
      step and the tests try every legal one. Tasks 4, 5 and 7 need a whole turn (a turn of
      a tile, then a placement); their tests try every turn that begins by turning a tile.
    - The learner is Black in every task. Only the last needs the computer: its answer
      (:func:`_best_turn`) tries every whole turn of White's and plays the first step of the
      one that leaves White furthest ahead in points (the first such in the rules' order of
      steps, so a try always meets the same answer); with two spaces left that is at most 18
      turns, some 15 ms here.
    - Every check reads the state with the rules engine: which spaces hold which tiles, the
      scores, the score details' regions (the spaces of the areas each player scores, and
      whether the printed border has a part) and the outcome; its words name those spaces
      and points, and its marks ring them (green: what the learner gained; orange: what went
      wrong, or what the opponent scores; purple: points lost).
    - The positions were found by trying every placement with the rules engine; the late
      ones (tasks 7 and 8) come from seeded random games. ``tests/test_lessons_tomoe.py``
      checks each claim the goals make.
"""

from __future__ import annotations

from typing import Any

from ..core.game import Game, Move, State
from ..games.tomoe import SPACE_COUNT, Tomoe, TomoeState
from .lesson import Check, Lesson, Task, Verdict, first_marks, learner_of, listed

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


# -- 1. the first tile -----------------------------------------------------------------------------

_FIRST = 10


def _first_tile(game: Game[Any, Any], start: State, now: State) -> Verdict:
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


def _score(game: Game[Any, Any], start: State, now: State) -> Verdict:
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


def _whose_points(game: Game[Any, Any], start: State, now: State) -> Verdict:
    mine, theirs = _gains(game, start, now)
    ((space, _),) = _placed(start, now)
    steps = _steps(start, now)
    if space != _WHOSE:
        said, marks = _news(game, start, now)
        return Verdict(
            False,
            " ".join([f"{steps} The goal is to fill space {_WHOSE}.", *said]),
            " ".join(first_marks([str(space), f"{_WHOSE}:green", *marks])),
        )
    if mine > 0 and theirs <= 0:
        return _verdict(game, start, now, f"{steps} Black scores and White does not.", right=True)
    if theirs > 0:
        return _verdict(
            game,
            start,
            now,
            f"{steps} A black area closed inside a white one scores for White.",
            right=False,
        )
    return _nothing(game, start, now)


# -- 4. and 5. turning a tile ----------------------------------------------------------------------

_TURN = 10


def _turning(space: int | None) -> Check:
    """The check of a turn that must turn a tile (the one on ``space``, or any free one when
    ``None``) and make Black, not White, score."""

    def check(game: Game[Any, Any], start: State, now: State) -> Verdict:
        mine, theirs = _gains(game, start, now)
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
        if mine > 0 and theirs <= 0:
            return _verdict(
                game, start, now, f"{steps} Black scores and White does not.", right=True
            )
        if theirs > 0:
            return _verdict(
                game,
                start,
                now,
                f"{steps} A black area is closed inside a white one: White scores for it.",
                right=False,
            )
        return _nothing(game, start, now)

    return check


# -- 6. the outermost encirclement -----------------------------------------------------------------


def _outermost(game: Game[Any, Any], start: State, now: State) -> Verdict:
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


def _last_tile(game: Game[Any, Any], start: State, now: State) -> Verdict:
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


def _best_turn(game: Game[Any, Any], state: State) -> Move:
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


def _answered(game: Game[Any, Any], start: State, now: State) -> Verdict:
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


LESSON = Lesson(
    game="tomoe",
    title="Tomoe in a few turns",
    intro=(
        "Place tiles of black and white arcs; where a colour's area closes inside the other "
        "colour's, the colour around it scores a point for each sector inside."
    ),
    tasks=(
        Task(
            id="first-tile",
            title="The first tile",
            goal=(
                "Black begins with one tile. Place it on space 10: it points down, so only a "
                "tile with black tips fits (B1 or B2), in any of its three rotations."
            ),
            check=_first_tile,
            solution=("10=B1.0",),
            wrong=("13=W1.0",),
            marks="10:green",
        ),
        Task(
            id="score",
            title="Close an area",
            goal=(
                "Black places the second tile of the turn. Close a white area inside a black "
                "one, so that Black scores a point for each white sector in it: the black "
                "border below spaces 29 to 32 is one such area."
            ),
            check=_score,
            solution=("30=W2.0",),
            wrong=("30=W1.0",),
            position=(".,.,.,.,.,.,.,.,.,.,.,.,W2.1,.,.,.,.,B2.2,.,.,.,.,.,.,.,.,.,.,.,.,.,. b 2"),
            marks="29:green 30:green 31:green 32:green",
        ),
        Task(
            id="whose-points",
            title="Whose points",
            goal=(
                "A closed area scores for the colour around it: close a white area inside "
                "black and Black scores, close a black one inside white and White does. Fill "
                "space 10 so that Black scores and White does not."
            ),
            check=_whose_points,
            solution=("10=B1.1",),
            wrong=("10=B1.0",),
            position=(".,.,.,.,.,.,.,.,.,.,.,.,W2.1,.,.,.,.,B2.2,.,.,.,.,.,.,.,.,.,.,.,.,.,. b 2"),
            marks="10:green 13 18",
        ),
        Task(
            id="turn",
            title="Turn, then place",
            goal=(
                "A turn may begin by turning a placed tile by 120° (10+ counter-clockwise, "
                "10- clockwise); then one tile is placed. Turn the tile on 10 so that Black "
                "scores and White does not, then place a tile that keeps it so."
            ),
            check=_turning(_TURN),
            solution=("10-", "30=W1.0"),
            wrong=("10+", "30=W1.0"),
            position=(
                ".,.,.,.,.,.,.,.,.,B1.2,.,.,W2.1,.,.,.,.,B2.2,.,.,.,.,.,.,.,.,.,.,.,.,.,. b 1"
            ),
            marks="10:green",
        ),
        Task(
            id="locked",
            title="A closed ring holds",
            goal=(
                "The white area on 10 and 13 is closed, so the black area around it is a "
                "closed ring: the tiles on 10, 13 and 18 have parts in it and cannot be turned. "
                "Turn a free tile so that Black scores more and White still scores nothing, "
                "then place one."
            ),
            check=_turning(None),
            solution=("30-", "31=W1.0"),
            wrong=("30+", "31=W1.0"),
            position=(
                ".,.,.,.,.,.,.,.,.,B1.1,.,.,W2.1,.,.,.,.,B2.2,.,.,.,.,.,.,.,.,.,.,.,W2.1,.,. b 1"
            ),
            marks="10 13 18 30:green",
        ),
        Task(
            id="outermost",
            title="The outermost encirclement",
            goal=(
                "White's area on 18, 22 and 26 encircles a black area: 2 points for White. "
                "Everything inside an area counts for the colour of the outermost one: close "
                "that white area inside a black one, so that White loses its 2 and Black scores "
                "the white sectors."
            ),
            check=_outermost,
            solution=("21=W2.2",),
            wrong=("30=W2.0",),
            position=(
                ".,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,B2.2,.,.,.,W2.1,.,.,.,B2.2,.,.,.,.,.,. b 2"
            ),
            marks="18 22 26",
        ),
        Task(
            id="last-tile",
            title="The last tile",
            goal=(
                "One space is left and White leads 23 to 11. The last turn is one placement, "
                "or a turn of a tile and then the placement; every tile but the one on 24 has a "
                "part in a closed ring. Win the game."
            ),
            check=_last_tile,
            solution=("24-", "31=W2.1"),
            wrong=("31=W2.1",),
            position=(
                "B1.0,B2.2,B2.1,B1.1,W1.1,W1.1,W2.0,W1.2,B1.1,B2.0,B1.2,B2.1,W1.2,W2.2,W1.1,"
                "W1.2,B2.1,B2.2,B1.0,B1.2,W2.2,W2.0,W1.0,W1.2,B2.0,B1.0,B2.2,B1.0,W2.1,W2.1,.,"
                "W2.2 b 1"
            ),
            marks="24:green 31:green",
        ),
        Task(
            id="answer",
            title="White answers",
            goal=(
                "Three spaces are left: 4, 11 and 16, and White leads 19 to 13. Black places "
                "the second tile of the turn; then White places the last two, and the computer "
                "plays White's best. Place so that Black still wins once every space is filled."
            ),
            check=_answered,
            solution=("11=B1.1",),
            wrong=("11=B1.0",),
            position=(
                "B2.2,B1.1,B1.0,.,W1.1,W2.0,W1.0,W1.0,B2.2,B2.2,.,B1.2,W1.2,W2.2,W1.1,.,"
                "B2.2,B2.1,B2.2,B1.2,W1.1,W2.2,W2.1,W2.0,B2.1,B1.0,B1.1,B2.1,W2.0,W2.1,W1.0,"
                "W1.2 b 2"
            ),
            reply=_best_turn,
            marks="4:green 11:green 16:green",
        ),
    ),
)
