"""Every word the bridge answers goes through the catalogs: asked in the pseudo-language
``en-XA``, whose every translated word carries an accent, an answer holds no plain-ASCII
English word. The requests cover each game's whole game, its errors, its lesson, puzzles,
editor, pictures and review, and hostile input.

What may stay plain is what is never translated: values (notation, positions, records, ids,
option names, the looks and colours a page draws by), game titles, and what was typed.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from py_games import GAMES, bridge, get_game, i18n
from py_games.practice import events

PSEUDO = "en-XA"
# Fields whose text is a value, not words: what a page reads, draws by, or sends back.
VALUES = {
    "id", "game", "moves", "step", "start", "position", "record", "text", "cells", "at",
    "best", "better", "svg", "html", "picture", "tree", "name", "search", "review", "kind",
    "value", "choices", "default", "places", "marks", "arrows", "replies", "seed", "steps",
    "options", "look", "looks", "surface", "empty", "status", "judgments", "colours", "type",
    "pieces", "fields", "title", "key",
}  # fmt: skip
# A run of 3 or more ASCII letters standing alone: a pseudo-translated word always carries an
# accented letter, so it never is one.
PLAIN = re.compile(r"(?<![^\W\d_])[A-Za-z_]{3,}(?![^\W\d_])")
TYPED = {"zzz", "nowhere", "garbage"}


def ask(**request: Any) -> Any:
    return json.loads(bridge.handle(json.dumps({**request, "lang": PSEUDO})))


def words(answer: Any, path: str = "") -> Iterator[tuple[str, str]]:
    """Every text of an answer that is words, with where it is."""
    if isinstance(answer, str):
        yield path, answer
    elif isinstance(answer, dict):
        for key, value in answer.items():
            if key not in VALUES:
                yield from words(value, f"{path}.{key}")
    elif isinstance(answer, list):
        for value in answer:
            yield from words(value, f"{path}[]")


def untranslated(answer: Any, allowed: set[str]) -> list[str]:
    return [
        f"{path}: {text!r}"
        for path, text in words(answer)
        if any(word.lower() not in allowed for word in PLAIN.findall(text))
    ]


def requests(game_id: str) -> Iterator[dict[str, Any]]:
    """What a player, an author and a hostile page ask of one game."""
    game, rng = get_game(game_id), random.Random(game_id)
    state, moves = game.initial_state(), []
    yield {"fn": "view", "game": game_id, "board": True, "history": True, "regions": True}
    while (legal := game.legal_moves(state)) and len(moves) < 80:
        move = rng.choice(legal)
        moves.append(str(move))
        state = game.apply(state, move)
        if len(moves) % 9 == 0:
            yield {"fn": "view", "game": game_id, "moves": moves, "history": True, "regions": True}
    yield {"fn": "view", "game": game_id, "moves": moves, "history": True, "regions": True}
    yield {"fn": "record", "game": game_id, "moves": moves, "names": ["Ann", "Bo"][: game.players]}
    yield {"fn": "svg", "game": game_id, "moves": moves[:3]}
    yield {"fn": "svg", "game": game_id, "marks": "nowhere:orange"}
    yield {"fn": "svg", "game": game_id, "arrows": "nowhere"}
    yield {"fn": "review", "game": game_id, "moves": moves[:6], "iterations": 20, "slice_ms": 500}
    yield {"fn": "think", "game": game_id, "moves": moves[:2], "level": 1, "budget_ms": 20}
    yield {"fn": "edit", "game": game_id, "board": True}
    yield {"fn": "edit", "game": game_id, "position": "garbage"}
    yield {"fn": "pack", "game": game_id, "moves": moves[:4]}
    yield {"fn": "unpack", "game": game_id, "steps": "!!"}
    yield {"fn": "load", "text": "garbage"}
    yield {"fn": "load", "text": f"game: {game_id}\n\n1. zzz"}
    yield {"fn": "play", "game": game_id, "step": "zzz"}
    yield {"fn": "view", "game": game_id, "start": "garbage"}
    yield {"fn": "view", "game": game_id, "options": {"zzz": 1}}
    for option in game.OPTIONS:
        yield {"fn": "view", "game": game_id, "options": {option.name: "zzz"}}
    board = json.loads(bridge.handle(json.dumps({"fn": "view", "game": game_id, "board": True})))
    for place in board["board"]["places"][:12]:
        yield {"fn": "why_not", "game": game_id, "cells": [place["name"]]}
    yield {"fn": "why_not", "game": game_id, "cells": ["zzz"]}
    yield {"fn": "lesson", "game": game_id}
    lesson = json.loads(bridge.handle(json.dumps({"fn": "lesson", "game": game_id})))
    for task in lesson.get("tasks", []):
        yield {"fn": "lesson", "game": game_id, "task": task["id"]}
        yield {"fn": "lesson", "game": game_id, "task": task["id"], "moves": ["zzz"]}
    yield {"fn": "lesson", "game": game_id, "task": "zzz"}
    yield {"fn": "puzzles", "game": game_id}
    listed = json.loads(bridge.handle(json.dumps({"fn": "puzzles", "game": game_id})))
    for puzzle in listed.get("puzzles", [])[:2]:
        yield {"fn": "puzzle", "puzzle": puzzle["id"]}
        yield {"fn": "puzzle", "puzzle": puzzle["id"], "hint": True}
        yield {"fn": "puzzle", "puzzle": puzzle["id"], "solution": True}
        yield {"fn": "puzzle", "puzzle": puzzle["id"], "moves": ["zzz"]}
    yield {"fn": "puzzle", "puzzle": f"{game_id}/0"}


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_word_a_game_answers_is_translated(game_id: str) -> None:
    game = GAMES[game_id]
    # Values a message may quote: the games' ids and titles, this game's options' names and
    # values, its lesson's task ids, and what was typed.
    allowed = {g.lower() for g in GAMES} | {g.title.lower() for g in GAMES.values()} | TYPED
    for option in game.OPTIONS:
        for value in (option.name, *(option.choices or ())):
            allowed |= {w.lower() for w in PLAIN.findall(str(value))}
    lesson = json.loads(bridge.handle(json.dumps({"fn": "lesson", "game": game_id})))
    allowed |= {w.lower() for t in lesson.get("tasks", []) for w in PLAIN.findall(t["id"])}
    found = [
        f"{request['fn']}: {problem}"
        for request in requests(game_id)
        for problem in untranslated(ask(**request), allowed)
    ]
    assert not found, "\n".join(found)


def test_the_catalogs_words_are_translated() -> None:
    allowed = {g.lower() for g in GAMES} | {g.title.lower() for g in GAMES.values()}
    assert not untranslated(ask(fn="catalog"), allowed)


def test_the_sweep_sees_a_word_left_in_english() -> None:
    # The check itself: an English word outside the catalog is found, a translated one not.
    assert untranslated({"said": "Black to move"}, set())
    assert not untranslated({"said": i18n.pseudo("Black to move")}, set())
    with i18n.using(PSEUDO):
        assert not untranslated({"said": i18n._("{n} cells").format(n=3)}, set())


def test_every_word_practice_answers_is_translated() -> None:
    # What a journal's file names is a value: its kinds, fields and results (as JSON keys are).
    allowed = {w.lower() for name in ("kind", *events.KINDS, *events.FIELDS, *events.RESULTS)
               for w in PLAIN.findall(name)} | TYPED  # fmt: skip
    game_id = next(iter(GAMES))
    header = '{"py-games":"practice","version":1}'
    missed = ('{"id":"a","at":1764000000000,"kind":"try","puzzle":"x/1","result":"missed",'
              '"seconds":3,"difficulty":4}')  # fmt: skip
    journal = f"{header}\n{missed}\ngarbage\n"
    now = 1_764_000_000_000 + 2 * 86_400_000
    asked = [
        {"fn": "practice", "journal": journal, "now": now, "game": game_id},
        {"fn": "practice", "journal": "", "now": now},
        {"fn": "practice", "journal": "garbage", "now": now},
        {"fn": "practice_import", "journal": "", "text": journal.replace("\ngarbage", "")},
        {"fn": "practice_import", "journal": "", "text": journal},
        {"fn": "practice_import", "journal": "", "text": "garbage"},
        {"fn": "practice_import", "journal": "", "text": '{"py-games":"practice","version":9}'},
    ]
    bad = ['{"id":"b","at":1}', '{"id":"b","at":1764000000000,"kind":"zzz"}', missed + "}",
           missed.replace('"x/1"', '""'), missed.replace("3", "-3", 1),
           missed.replace('"missed"', '"zzz"'), missed.replace('"a"', '"a","zzz":1'),
           missed.replace("4}", "true}"), missed.replace('"try"', '"lesson"'),
           f"{missed}\n{missed.replace('missed', 'solved')}", "[" * 6000]  # fmt: skip
    asked += [{"fn": "practice_import", "journal": "", "text": f"{header}\n{b}"} for b in bad]
    # Puzzle ids and the journal's lines are values too.
    answers = [{k: v for k, v in ask(**r).items() if k not in {"next", "lines"}} for r in asked]
    found = [p for answer in answers for p in untranslated(answer, allowed)]
    assert not found, "\n".join(found)
