"""The bridge's variations: load and record carry the game tree, play adds a branch."""

from __future__ import annotations

import json
from typing import Any

import pytest
from examples import SQUARE

from py_games import bridge
from py_games.core import limits

BASE = {"game": SQUARE, "options": {"size": 3}}
TEXT = f"game: {SQUARE}\nsize: 3\n\n1. b2 2. a1 (2. c3 3. b3) (2. b1) 3. b1\n"
TREE = ["b2", "a1", "(", "c3", "b3", ")", "(", "b1", ")", "b1"]


def ask(**request: Any) -> Any:
    return json.loads(bridge.handle(json.dumps(request)))


def test_load_answers_the_tree_and_the_main_line() -> None:
    loaded = ask(fn="load", text=TEXT)
    assert loaded["tree"] == TREE
    assert loaded["moves"] == ["b2", "a1", "b1"]
    assert loaded["view"]["history"]["moves"] == ["b2", "a1", "b1"]


def test_a_record_without_variations_loads_with_no_tree() -> None:
    loaded = ask(fn="load", text=f"game: {SQUARE}\nsize: 3\n\n1. b2 2. a1\n")
    assert loaded["tree"] is None and loaded["moves"] == ["b2", "a1"]


def test_record_writes_the_tree_and_it_loads_back() -> None:
    text = ask(fn="record", **BASE, moves=["b2", "c3"], tree=TREE)["text"]
    assert "(" in text and ")" in text
    assert ask(fn="load", text=text)["tree"] == TREE


def test_record_of_a_tree_without_variations_is_its_line() -> None:
    text = ask(fn="record", **BASE, tree=["b2", "a1"])["text"]
    assert "(" not in text and ask(fn="load", text=text)["moves"] == ["b2", "a1"]


def test_play_adds_a_branch_or_goes_to_the_next_step() -> None:
    tree = ["b2", "a1", "b1"]
    branch = ask(fn="play", **BASE, moves=["b2"], step="c3", tree=tree)
    assert branch["played"]["step"] == "c3"
    assert branch["tree"] == ["b2", "a1", "(", "c3", ")", "b1"]
    again = ask(fn="play", **BASE, moves=["b2"], step="a1", tree=tree)
    assert again["tree"] == tree
    assert "tree" not in ask(fn="play", **BASE, moves=["b2"], step="c3")


@pytest.mark.parametrize(
    ("tree", "words"),
    [
        (["b2", "(", ")"], "holds no step"),
        (["(", "b2", ")"], "must follow the step"),
        (["b2", "a1", "(", "c3"], "not closed"),
        (["b2", ")"], "closes no variation"),
        (["b2", 3], "not text"),
        ("b2 a1", "must be a list"),
        (["b2"] + ["a1", "("] * (limits.NESTING + 1), "nest more than"),
    ],
)
def test_bad_trees_are_refused_saying_why(tree: Any, words: str) -> None:
    for request in (
        {"fn": "play", **BASE, "moves": ["b2"], "step": "c3", "tree": tree},
        {"fn": "record", **BASE, "tree": tree},
    ):
        answer = ask(**request)
        assert "error" in answer and words in answer["error"]["message"], answer


def test_an_illegal_branch_is_refused_by_the_rules() -> None:
    answer = ask(fn="record", **BASE, tree=["b2", "a1", "(", "b2", ")"])
    assert "error" in answer


def test_view_checks_a_tree_by_the_rules() -> None:
    assert ask(fn="view", **BASE, moves=["b2"], tree=TREE)["tree"] == TREE
    assert ask(fn="view", **BASE, moves=[], tree=["b2", "a1"])["tree"] is None
    assert "tree" not in ask(fn="view", **BASE, moves=["b2"])
    refused = ask(fn="view", **BASE, moves=[], tree=["b2", "a1", "(", "b2", ")"])
    assert "error" in refused
    assert "not closed" in ask(fn="view", **BASE, moves=[], tree=["b2", "("])["error"]["message"]
