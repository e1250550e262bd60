"""The bridge's functions of a game in play: the catalog, a position viewed or a step played,
why clicks begin no step, and a line written as a record or read back from one.

Each answer is built from the line the request replays (:mod:`py_games.requests` keeps the
replayed lines), so no board's state lives here; :func:`view_answer` is the one view every
function that shows a position answers, and :func:`told_of` / :func:`last_turn` are what
the pictures (:mod:`.pictures`) read the same way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from .. import ai, records
from .. import requests as read
from .. import tree as trees
from ..core import limits
from ..core.errors import IllegalMoveError, InvalidMoveError
from ..draw.annotations import COLOUR_LABELS, Annotations, describe, of
from ..draw.annotations import COLOURS as ANNOTATION_COLOURS
from ..draw.annotations import check as check_annotations
from ..draw.picture import picture
from ..i18n import _, number
from ..parts import PUZZLES
from ..ratings import level_strengths
from ..registry import PARTS, PLANNED, present
from ..requests import BadRequest, Request

if TYPE_CHECKING:
    from ..contract import (
        CatalogAnswer,
        LoadAnswer,
        PicturedScene,
        PlayAnswer,
        RecordAnswer,
        ViewAnswer,
        WhyNotAnswer,
    )
    from ..core.game import Game, Move


def catalog(_request: Request) -> CatalogAnswer:
    # From each game's declaration alone: listing the games imports none of their rules.
    return {
        "games": [
            {
                "id": parts.id,
                "title": parts.title,
                "summary": _(parts.summary),
                "groups_name": _(parts.groups_name),
                "options": [option.describe() for option in parts.options],
                "strengths": level_strengths(parts.id),
                "has": {
                    "editor": parts.editor_at is not None,
                    "lesson": parts.lesson_at is not None,
                    "puzzles": parts.has(PUZZLES),
                },
            }
            for parts in PARTS.values()
        ],
        # Not playable yet: listed so a page can say so instead of "no such game".
        "planned": [{"id": game_id, "title": title} for game_id, title in PLANNED.items()],
        # The colours an author's marks and arrows may have, the default first.
        "colours": list(ANNOTATION_COLOURS),
        "colour_labels": [_(COLOUR_LABELS[colour]) for colour in ANNOTATION_COLOURS],
        # What a seat can be besides a person: the computer at each level (0 plays at random).
        "levels": [
            {"level": level, "name": name, "label": _(name)}
            for level, name in ai.LEVEL_NAMES.items()
        ],
        # How much is read, so that a page can refuse what is too long before sending it.
        "limits": {
            "request": limits.REQUEST,
            "record": limits.RECORD,
            "position": limits.POSITION,
            "line": limits.LINE,
            "text": limits.TEXT,
            "clicks": limits.CLICKS,
        },
    }


def view(request: Request) -> ViewAnswer:
    game = read.game(request)
    start = read.field(request, "start", str, None)
    tree = tree_of(request)
    answer = view_answer(game, start, read.replay(game, start, read.moves(request)), request)
    if tree is not None:
        # Every branch is played by the rules: a link's or a save's tree is refused saying why.
        checked = records.replay(records.of(game, start=start, tree=tree)).tree
        answer["tree"] = None if checked is None else trees.to_json(checked)
    return answer


def play(request: Request) -> PlayAnswer:
    game = read.game(request)
    start = read.field(request, "start", str, None)
    step = read.field(request, "step", str, None)
    if step is None:
        raise BadRequest("'play' needs a 'step'")
    line = read.replay(game, start, read.moves(request))
    if len(line) > limits.LINE:  # the start, and as many steps as a line may hold
        raise IllegalMoveError(
            _(
                "the line already has {most} steps, the most a line may hold: the game cannot go on"
            ).format(most=number(limits.LINE))
        )
    tree = tree_of(request)
    read.extend(game, line, step)  # an IllegalMoveError carries the engine's reason as it is
    player = game.to_move(line[-2][2])
    assert player is not None  # a step was just played there
    answer = cast(
        "PlayAnswer",
        {
            **view_answer(game, start, line, request),
            "played": {"step": str(line[-1][1]), "player": player},
        },
    )
    if tree is not None:
        # The next step already in the tree is gone to; any other starts a branch there.
        answer["tree"] = trees.to_json(trees.add(tree, [str(m) for _text, m, _state in line[1:]]))
    return answer


def tree_of(request: Request) -> trees.Tree | None:
    """The request's ``tree`` (token list), or ``None``; InvalidRecordError says what is wrong."""
    value = read.field(request, "tree", list, None)
    return None if value is None else trees.from_json(value)


def why_not(request: Request) -> WhyNotAnswer:
    game = read.game(request)
    cells = read.texts(request, "cells") or [read.field(request, "cell", str, "")]
    too_many = limits.too_many("clicks", len(cells), limits.CLICKS)
    if too_many:  # before the line is replayed
        raise InvalidMoveError(too_many)
    state = read.replay(game, read.field(request, "start", str, None), read.moves(request))[-1][2]
    reason = game.why_not(state, *cells)
    if reason is not None:
        return {"reason": reason, "prompt": None}
    clicks = tuple(cell.strip().lower() for cell in cells)  # as why_not read them
    return {"reason": None, "prompt": present(game).prompt(state, clicks)}


def record(request: Request) -> RecordAnswer:
    """The record text of a line; names and seats one per player or none, refused otherwise
    as :func:`records.read` would refuse them, so that every record written loads back."""
    game = read.game(request)
    names = read.texts(request, "names")
    seats = read.field(request, "seats", list, None) or []
    if not all(isinstance(s, str | int) and not isinstance(s, bool) for s in seats):
        raise BadRequest("'seats' must be a list of texts or levels")
    date = read.field(request, "date", str, None)
    start = read.field(request, "start", str, None)
    tree = tree_of(request)
    if tree is not None and tree.depth:
        # Every branch is played through by the rules: a record written loads back.
        replayed = records.replay(records.of(game, start=start, tree=tree))
    else:
        line = read.replay(game, start, read.moves(request) if tree is None else tree.main_line)
        replayed = records.Replay(
            game,
            tuple(s for _text, _step, s in line),
            tuple(m for _text, m, _state in line[1:] if m is not None),
        )
    text = records.format_replay(
        replayed, names=names, date=date, with_start=start is not None, seats=seats
    )
    return {"text": text}


def load(request: Request) -> LoadAnswer:
    rec = records.read(read.field(request, "text", str, ""))
    replayed = records.replay(rec)
    game = replayed.game
    start = None if rec.start is None else game.position(replayed.states[0])
    moves = [str(m) for m in replayed.moves]
    return {
        "game": game.id,
        "options": dict(game.options),
        "start": start,
        "moves": moves,
        "names": list(rec.names),
        "seats": list(rec.seats),
        "date": rec.date,
        "tree": None if replayed.tree is None else trees.to_json(replayed.tree),
        "view": view_answer(
            # With the regions: a board showing them already draws a loaded game with them.
            game,
            start,
            read.replay(game, start, moves),
            {"board": True, "history": True, "regions": True},
        ),
    }


def view_answer(
    game: Game[Any, Any], start: str | None, line: read.Line, request: Request
) -> ViewAnswer:
    presenter = present(game)
    board = presenter.board()
    scene = presenter.scene(line[-1][2], last_turn(game, line))
    told = told_of(request)
    if "places" not in scene:
        # A table's places come and go (Nonaga): a diagram's mark may name a place of a later
        # position, and is drawn where the place is; elsewhere every place is always there.
        check_annotations(told, {p["name"]: p for p in board["places"]})
    drawn = picture(board, scene, told, regions=read.field(request, "regions", bool, False))
    if not read.field(request, "names", bool, False):
        # Every place's name is a third of a late 19×19 picture: sent only to a board showing them.
        drawn["items"] = [item for item in drawn["items"] if item.get("when") != "names"]
    pictured: PicturedScene = {
        **scene,
        "picture": drawn,
        "told": describe(told),
    }
    answer: ViewAnswer = {"ply": len(line) - 1, "start": start, "scene": pictured}
    if read.field(request, "board", bool, False):
        answer["board"] = board
    if read.field(request, "history", bool, False):
        movers = [game.to_move(s) for _text, _step, s in line[:-1]]
        answer["history"] = {
            "moves": [str(m) for _text, m, _state in line[1:]],
            "movers": [p for p in movers if p is not None],  # each played a step: none is None
            "first_turn_step": presenter.turn_step(line[0][2]),
        }
    return answer


def told_of(request: Request) -> Annotations:
    """The request's marks and arrows (text); an ``InvalidAnnotationError`` names what is
    wrong with them."""
    return of(
        read.field(request, "marks", str, "") or "", read.field(request, "arrows", str, "") or ""
    )


def last_turn(game: Game[Any, Any], line: read.Line) -> list[tuple[int, Move]]:
    """The steps of the last turn: back from the end while the same player made them."""
    turn: list[tuple[int, Move]] = []
    for ply in range(len(line) - 1, 0, -1):
        player = game.to_move(line[ply - 1][2])
        move = line[ply][1]
        if player is None or move is None or (turn and turn[0][0] != player):
            break
        turn.insert(0, (player, move))
    return turn
