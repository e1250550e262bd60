"""The position editor's sketches: every game's compose and decompose, the rules' reasons for
impossible sketches, and hostile sketches refused by name through the bridge."""

from __future__ import annotations

import dataclasses
import importlib
import json
import random
import xml.etree.ElementTree as ET
from typing import Any

import pytest
from examples import SQUARE, TABLE

import py_games
from py_games import bridge, registry
from py_games.draw.svg import svg
from py_games.editing import check, edit
from py_games.registry import PARTS, editor

GAMES = sorted(game_id for game_id, parts in PARTS.items() if parts.editor is not None)
"""The games that have a position editor (an optional part)."""
SMALL = {
    game_id: {o.name: o.minimum + 1 for o in rules.OPTIONS if o.name in ("size", "players")
              and o.minimum}
    for game_id, rules in py_games.GAMES.items()
}  # fmt: skip
"""Each game's options for quick sketches: one more than the fewest cells and players."""


def _game(game_id: str) -> Any:
    return py_games.get_game(game_id, **SMALL.get(game_id, {}))


def _positions(game: Any, seed: int, count: int = 12) -> list[Any]:
    """States along a seeded random game (to its end or ``count`` steps)."""
    rng, state = random.Random(seed), game.initial_state()
    states = [state]
    for _ in range(count):
        moves = game.legal_moves(state) if game.outcome(state) is None else []
        if not moves:
            break
        state = game.apply(state, rng.choice(moves))
        states.append(state)
    return states


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seed", range(4))
def test_decompose_then_compose_gives_the_position_back(game_id: str, seed: int) -> None:
    game = _game(game_id)
    editing = editor(game)
    for state in _positions(game, seed, count=80 if game_id != TABLE else 16):
        sketch = editing.decompose(state)
        assert check(editing, sketch) == sketch  # every field, every kind known
        assert editing.compose(sketch) == game.position(state)
        answer = edit(game, sketch)
        assert answer["problem"] is None
        assert answer["position"] == game.position(state)


@pytest.mark.parametrize("game_id", GAMES)
def test_bridge_edit_starts_from_position_text_and_draws(game_id: str) -> None:
    game = _game(game_id)
    state = _positions(game, 7)[-1]
    request = {"fn": "edit", "game": game_id, "options": SMALL.get(game_id, {}),
               "position": game.position(state), "board": True}  # fmt: skip
    answer = json.loads(bridge.handle(json.dumps(request)))
    assert answer["problem"] is None, answer
    assert answer["position"] == game.position(state)
    assert "html" not in answer  # only when asked, for copying
    copied = json.loads(bridge.handle(json.dumps({**request, "html": True})))
    assert copied["html"].startswith("<py-games-board") and "<svg" in copied["html"]
    ET.fromstring(answer["svg"])
    for kind in answer["kinds"]:
        ET.fromstring(kind["svg"])
        assert "<path" in kind["svg"] or "<use" in kind["svg"], kind["id"]
    # A table's places come with each sketch; a board's are the board's, sent with it.
    places = answer.get("places", answer["board"]["places"])
    assert ("places" in answer) == (answer["board"]["surface"] == "table")
    assert {p["name"] for p in places} >= set(answer["sketch"]["pieces"])


def impossible() -> list[tuple[str, dict[str, Any], str]]:
    """Each game's impossible sketches (its folder's ``tests/sketches.py``, which a game with an
    editor writes) with the words of the rules' reason."""
    found = []
    for game_id in GAMES:
        module = importlib.import_module(f"{PARTS[game_id].package}.tests.sketches")
        found += [(game_id, sketch, reason) for sketch, reason in module.IMPOSSIBLE]
    return found


IMPOSSIBLE = impossible()


@pytest.mark.parametrize(("game_id", "sketch", "reason"), IMPOSSIBLE)
def test_an_impossible_sketch_answers_the_rules_reason(
    game_id: str, sketch: dict[str, Any], reason: str
) -> None:
    game = _game(game_id)
    answer = edit(game, sketch, html=True)
    assert answer["problem"] is not None and reason in answer["problem"]
    with pytest.raises(py_games.GameError) as raised:
        game.from_position(answer["position"])
    assert str(raised.value) == answer["problem"]  # the rules' own words
    assert answer["html"] is None
    ET.fromstring(answer["svg"])  # drawn all the same
    assert "impossible position" in answer["svg"]


HOSTILE = [
    ({"pieces": {"z9": "1"}}, "no place 'z9'"),
    ({"pieces": {"a1": "queen"}}, "a1 holds 'queen'"),
    ({"pieces": {"a1": 1}}, "a1 holds 1"),
    ({"pieces": {"a1": "1"}, "fields": {"colour": "1"}}, "no field 'colour'"),
    ({"pieces": {}, "fields": {"to_move": "9"}}, "To move is 1, 2, not '9'"),
    ({"pieces": {}, "fields": {"last": "q7"}}, "Cell filled last is - or a place, not 'q7'"),
    ({"pieces": [], "fields": {}}, "pieces are an object"),
    ({"pieces": {"x" * 100_000: "1"}}, "no place 'xxxx"),
    ({"pieces": {f"p{i}": "1" for i in range(5000)}}, "5,000 pieces; the board has 36 places"),
    ("not a sketch", "a sketch is an object"),
    ({"rooks": {}}, "not 'rooks'"),
]


@pytest.mark.parametrize(("sketch", "message"), HOSTILE)
def test_a_hostile_sketch_is_refused_by_name(sketch: object, message: str) -> None:
    request = {"fn": "edit", "game": SQUARE, "sketch": sketch}
    answer = json.loads(bridge.handle(json.dumps(request)))
    assert answer["error"]["type"] == "InvalidSketchError", answer
    assert message in answer["error"]["message"]
    assert len(answer["error"]["message"]) < 300


def test_marks_and_arrows_are_drawn_on_the_sketch() -> None:
    request = {"fn": "edit", "game": SQUARE, "sketch": {"pieces": {"a1": "1"}},
               "marks": "c3:green:A", "arrows": "a1>c3"}  # fmt: skip
    answer = json.loads(bridge.handle(json.dumps(request)))
    assert "Marked: c3 (A). Arrow: a1 to c3." in answer["svg"]


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("possible", [True, False])
def test_the_picture_asked_as_items_is_the_svg_drawn(game_id: str, possible: bool) -> None:
    """A canvas (the editor's board) asks the picture's items, not its SVG: the same picture,
    which the SVG writer turns into the very SVG answered otherwise, with the same words."""
    game = _game(game_id)
    sketch = editor(game).decompose(_positions(game, 3)[-1])
    if not possible:  # the first impossible sketch of the game's above
        sketch = next(s for g, s, _ in IMPOSSIBLE if g == game_id)
    request = {"fn": "edit", "game": game_id, "options": SMALL.get(game_id, {}),
               "sketch": sketch, "marks": "", "width": 300}  # fmt: skip
    as_svg = json.loads(bridge.handle(json.dumps(request)))
    as_items = json.loads(bridge.handle(json.dumps({**request, "picture": True})))
    assert (as_svg["problem"] is None) == possible
    assert "svg" not in as_items and "picture" not in as_svg
    assert as_items["description"] == as_svg["description"]
    assert f"<title>{as_items['description']}" in as_svg["svg"].replace("&#x27;", "'")
    drawn = svg(as_items["picture"], width=300, title=as_items["description"])
    assert drawn == as_svg["svg"]
    assert {k: v for k, v in as_items.items() if k != "picture"} == {
        k: v for k, v in as_svg.items() if k != "svg"
    }


def test_a_game_without_an_editor_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    # An editor is an optional part: a game without one gets a clear answer, not a crash.
    game_id = GAMES[0]
    bare = dataclasses.replace(PARTS[game_id], editor_at=None)
    monkeypatch.setattr(registry, "PARTS", {**PARTS, game_id: bare})
    answer = json.loads(bridge.handle(json.dumps({"fn": "edit", "game": game_id})))
    title = PARTS[game_id].rules.title
    having = [p.rules.title for g, p in PARTS.items() if g != game_id and p.editor is not None]
    assert answer["error"] == {
        "type": "NoEditorError",
        "message": f"{title} has no position editor; the games with one: {', '.join(having)}",
    }
