"""Pictures in the bridge's answers: every scene carries its picture, with an author's marks
and arrows, and marks or arrows that cannot be drawn are an error answer naming the fault."""

from __future__ import annotations

import json
from typing import Any

import pytest
from examples import SQUARE, TABLE

from py_games import bridge
from py_games.draw.picture import picture


def ask(**request: Any) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(bridge.handle(json.dumps(request)))
    return answer


def test_the_scene_carries_its_picture() -> None:
    request = {"game": SQUARE, "options": {"size": 3}, "moves": ["b2"], "board": True}
    answer = ask(fn="view", regions=True, **request)
    scene = {k: v for k, v in answer["scene"].items() if k not in ("picture", "told")}
    drawn = picture(answer["board"], scene)  # type: ignore[arg-type]
    drawn["items"] = [item for item in drawn["items"] if item.get("when") != "names"]
    assert answer["scene"]["picture"] == json.loads(json.dumps(drawn))
    assert answer["scene"]["told"] == ""
    # Without `regions` (a board not showing them), the same picture but the regions' items.
    plain = ask(fn="view", **request)["scene"]["picture"]
    assert plain["items"] == [i for i in drawn["items"] if i.get("when") != "regions"]
    assert len(plain["items"]) < len(drawn["items"])


def test_names_only_when_asked() -> None:
    plain = ask(fn="view", game=SQUARE, options={"size": 3})["scene"]["picture"]
    named = ask(fn="view", game=SQUARE, options={"size": 3}, names=True)["scene"]["picture"]
    assert not any(item.get("when") == "names" for item in plain["items"])
    assert sum(item.get("when") == "names" for item in named["items"]) == 9


def test_marks_and_arrows_are_drawn_and_told() -> None:
    answer = ask(
        fn="play",
        game=SQUARE,
        options={"size": 3},
        step="b2",
        marks="a1:green:A c3",
        arrows="a1>c3",
    )
    scene = answer["scene"]
    assert scene["told"] == "Marked: a1 (A), c3. Arrow: a1 to c3."
    texts = [item["text"] for item in scene["picture"]["items"] if "text" in item]
    assert "A" in texts


@pytest.mark.parametrize(
    ("marks", "arrows", "words"),
    [
        ("z9", "", "no place 'z9'"),
        ("a1:pink", "", "no colour 'pink'"),
        ("a1::ABCD", "", "a label is 1 to 3 characters"),
        ("", "a1-c3", "is not written FROM>TO"),
        ("", "a1>z9", "no place 'z9'"),
    ],
)
def test_bad_marks_and_arrows_are_named(marks: str, arrows: str, words: str) -> None:
    answer = ask(fn="view", game=SQUARE, options={"size": 3}, marks=marks, arrows=arrows)
    assert answer["error"]["type"] == "InvalidAnnotationError"
    assert words in answer["error"]["message"]


def test_marks_must_be_text() -> None:
    answer = ask(fn="view", game=SQUARE, options={"size": 3}, marks=["a1"])
    assert answer["error"]["type"] == "BadRequest"


def test_a_tables_marks_may_name_places_of_later_positions() -> None:
    # A diagram on a table (its places named q,r) steps through positions whose places lie
    # elsewhere: its marks are drawn where their places are, and are no error where they are not.
    answer = ask(fn="view", game=TABLE, marks="9,9", arrows="9,9>0,0")
    assert "error" not in answer
    assert answer["scene"]["told"] == "Marked: 9,9. Arrow: 9,9 to 0,0."
