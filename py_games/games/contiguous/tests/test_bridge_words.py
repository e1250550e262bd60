"""Contiguous through the bridge in the language a request names (``lang``): its words
translated, its values (steps, places, numbers) as they are; the language is the request's
alone; a record is the same text in every language and reads back.

The pseudo-language ``en-XA`` (:mod:`py_games.i18n`) makes every translated word visible, so
each test compares with the English message made foreign by :func:`i18n.pseudo`.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from py_games import ai, bridge, get_game, i18n
from py_games.core.game import Game

PSEUDO = "en-XA"


def ask(**request: Any) -> Any:
    return json.loads(bridge.handle(json.dumps(request)))


def test_a_replayed_steps_error_is_said_in_the_language_asked_with_its_values_intact() -> None:
    request = {"fn": "view", "game": "contiguous", "moves": ["c3", "c3"]}
    english = ask(**request)["error"]
    foreign = ask(**request, lang=PSEUDO)["error"]
    assert english["message"] == "step 2 (c3): c3 is not empty"
    assert foreign["type"] == english["type"] == "InvalidRecordError"
    template = i18n.pseudo("step {n} ({step}): {error}")
    inner = i18n.pseudo("{cell} is not empty").format(cell="c3")
    assert foreign["message"] == template.format(n=2, step="c3", error=inner)
    assert foreign["message"].startswith("[šţép 2 (c3): ")


def test_a_judged_steps_sentence_is_said_in_the_language_asked_with_its_numbers() -> None:
    request: dict[str, Any] = {
        "fn": "review",
        "game": "contiguous",
        "options": {"size": 3},
        "start": ".11/222/1.1 2 c3",
        "moves": ["a3"],
        "iterations": 200,
        "seed": "1",
        "slice_ms": 500,
    }
    answers = {}
    for lang in ("en", PSEUDO):
        answer = ask(**request, lang=lang)
        while not answer["done"]:
            answer = ask(**request, lang=lang, review=answer["review"])
        answers[lang] = answer["steps"][0]
    english, foreign = answers["en"], answers[PSEUDO]
    assert english["judgment"] == foreign["judgment"] == "blunder"
    values = {
        "before": f"{english['before']:.0%}",
        "after": f"{english['after']:.0%}",
        "better": english["better"],
        "kept": f"{english['better_value']:.0%}",
    }
    sentence = (
        "Blunder: the chance of winning fell from {before} to {after}. "
        "Better: {better}, keeping {kept}."
    )
    assert english["said"] == sentence.format(**values)
    assert foreign["said"] == i18n.pseudo(sentence).format(**values)
    assert {k: v for k, v in foreign.items() if k != "said"} == {
        k: v for k, v in english.items() if k != "said"
    }


def test_a_language_is_the_requests_alone() -> None:
    ask(fn="view", game="contiguous", moves=["c3", "c3"], lang=PSEUDO)
    assert i18n.language() == "en"
    error = ask(fn="view", game="contiguous", moves=["c3", "c3"])["error"]
    assert error["message"] == "step 2 (c3): c3 is not empty"
    assert ask(fn="view", game="contiguous", lang="pt-BR")["ply"] == 0


def _finished(game_id: str, **options: Any) -> list[str]:
    game = get_game(game_id, **options)
    state, moves = game.initial_state(), []
    while not game.is_over(state):
        move = ai.choose_move(game, state, level=0, seed=f"i18n/{len(moves)}")
        moves.append(str(move))
        state = game.apply(state, move)
    return moves


def test_a_record_is_the_same_text_in_every_language_and_reads_back(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game_class: type[Game[Any, Any]] = type(get_game("contiguous", size=3))
    result_line = game_class.result_line

    def said(self: Game[Any, Any], *args: Any, **kwargs: Any) -> str:
        # A result in words, as the games' own words will be: in the language of the moment.
        return i18n._(result_line(self, *args, **kwargs))

    monkeypatch.setattr(game_class, "result_line", said)
    moves = _finished("contiguous", size=3)
    request = {
        "fn": "record",
        "game": "contiguous",
        "options": {"size": 3},
        "moves": moves,
        "names": ["Ann", "Bo"],
        "seats": ["human", 2],
        "date": "2026-11-27",
    }
    english = ask(**request)["text"]
    assert "result: " in english
    assert ask(**request, lang=PSEUDO)["text"] == english
    loaded = ask(fn="load", text=english, lang=PSEUDO)
    assert loaded["moves"] == moves
    assert loaded["names"] == ["Ann", "Bo"]
    assert loaded["seats"] == ["human", "casual"]
