"""Variations: the game tree (py_games.tree), and records that keep every branch."""

from __future__ import annotations

import functools
import random
import re
from typing import Any

import pytest
from examples import COLOURS, SQUARE, TWICE
from hypothesis import given
from hypothesis import strategies as st
from playouts import playout

from py_games import GAMES, Game, InvalidRecordError, get_game, records, tree
from py_games.core import limits
from py_games.tree import Tree

GAME = get_game(SQUARE, size=3)
HEADER = f"game: {SQUARE}\nsize: 3\n\n"


def tokens(text: str) -> tuple[str, ...]:
    return tuple(text.split())


def nodes(value: Tree) -> list[tuple[str, ...]]:
    """Every node of a tree, as the steps to it, walked through children (a loop, no stack)."""
    found: list[tuple[str, ...]] = []
    todo: list[tuple[str, ...]] = [()]
    while todo:
        at = todo.pop()
        found.append(at)
        todo += [(*at, step) for step in tree.children(value, at)]
    return found


# -- the tree ---------------------------------------------------------------------------------


def test_a_branch_is_added_where_a_line_leaves_the_tree_and_steps_it_has_just_move_there() -> None:
    line = Tree(("b2", "a1", "c3"))
    assert tree.add(line, ("b2", "a1")) == line  # already there
    assert tree.add(line, ("b2", "a1", "c3", "b1")).tokens == ("b2", "a1", "c3", "b1")
    branched = tree.add(line, ("b2", "c3", "a1"))
    assert branched.tokens == ("b2", "a1", "(", "c3", "a1", ")", "c3")
    # A second variation of the same step comes after the first; one inside it nests.
    two = tree.add(branched, ("b2", "b1"))
    assert two.tokens == ("b2", "a1", "(", "c3", "a1", ")", "(", "b1", ")", "c3")
    nested = tree.add(two, ("b2", "c3", "b3"))
    assert nested.tokens == ("b2", "a1", "(", "c3", "a1", "(", "b3", ")", ")", "(", "b1", ")", "c3")
    # A variation's line goes on at its end, before the parenthesis that closes it.
    longer = tree.add(nested, ("b2", "b1", "a2"))
    assert longer.tokens[-5:] == ("(", "b1", "a2", ")", "c3")
    assert longer.main_line == ("b2", "a1", "c3")
    assert (longer.size, longer.depth, nested.depth, line.depth) == (8, 2, 2, 0)
    assert tree.add(Tree(), ("b2", "a1")).tokens == ("b2", "a1")
    assert tree.add(Tree(("b2",)), ("a1",)).tokens == ("b2", "(", "a1", ")")


def test_nodes_are_addressed_by_the_steps_from_the_start() -> None:
    value = Tree(("b2", "a1", "(", "c3", "a1", "(", "b3", ")", ")", "(", "b1", ")", "c3"))
    assert tree.children(value) == ("b2",)
    assert tree.children(value, ("b2",)) == ("a1", "c3", "b1")
    assert tree.children(value, ("b2", "c3")) == ("a1", "b3")
    assert tree.line(value, ("b2", "c3")) == ("b2", "c3", "a1")
    assert tree.line(value) == value.main_line == ("b2", "a1", "c3")
    assert len(nodes(value)) == value.size + 1
    with pytest.raises(InvalidRecordError, match=r"step 2 \(a2\) is not in the tree after b2"):
        tree.children(value, ("b2", "a2"))


def test_removing_a_node_drops_what_follows_and_the_next_step_tried_takes_its_place() -> None:
    value = Tree(tokens("b2 a1 ( c3 a1 ( b3 ) ) ( b1 ) c3"))
    assert tree.remove(value, ("b2", "b1")).tokens == tokens("b2 a1 ( c3 a1 ( b3 ) ) c3")
    assert tree.remove(value, ("b2", "a1")).tokens == tokens("b2 c3 ( b1 ) a1 ( b3 )")
    assert tree.remove(value, ("b2", "c3", "a1")).tokens == tokens("b2 a1 ( c3 b3 ) ( b1 ) c3")
    assert tree.remove(value, ()) == tree.remove(value, ("b2",)) == Tree()


def test_promoting_a_node_makes_the_line_to_it_the_main_line() -> None:
    value = Tree(("b2", "a1", "(", "c3", "a1", "(", "b3", ")", ")", "(", "b1", ")", "c3"))
    promoted = tree.promote(value, ("b2", "c3", "b3"))
    assert promoted.main_line == ("b2", "c3", "b3")
    assert tree.children(promoted, ("b2",)) == ("c3", "a1", "b1")
    assert tree.children(promoted, ("b2", "c3")) == ("b3", "a1")
    assert tree.promote(value, ("b2", "a1")) == value


def test_a_variation_after_a_variations_first_step_is_one_tried_instead_of_that_step() -> None:
    # One tree, one form: (c3 (b1) b3) is c3 b3, and b1 instead of c3.
    value = Tree(("b2", "a1", "(", "c3", "(", "b1", ")", "b3", ")"))
    assert value.tokens == ("b2", "a1", "(", "c3", "b3", ")", "(", "b1", ")")
    assert value == tree.add(tree.add(Tree(("b2", "a1")), ("b2", "c3", "b3")), ("b2", "b1"))
    record = records.read(HEADER + "1. b2 2. a1 (2. c3 (2. b1) 3. b3)")
    assert records.write(record).endswith("1. b2 2. a1 (2. c3 3. b3) (2. b1)\n")


def test_the_json_form_is_the_tokens() -> None:
    value = Tree(("b2", "a1", "(", "c3", ")"))
    assert tree.to_json(value) == ["b2", "a1", "(", "c3", ")"]
    assert tree.from_json(tree.to_json(value)) == value


@pytest.mark.parametrize(
    ("tokens", "message"),
    [
        ("b2 a1", "a tree is a list of steps and parentheses, not 'b2 a1'"),
        (["(", "b2", ")"], "token 1: a variation must follow the step it replaces"),
        (["b2", "(", "(", "a1", ")", ")"], "token 3: a variation must follow the step"),
        (["b2", ")"], "token 2: ')' closes no variation"),
        (["b2", "(", ")"], "token 3: a variation holds no step"),
        (["b2", "(", "a1"], "a variation is not closed: add ')'"),
        (["b2", 3], "token 2 is not text but 3"),
        (["b2", "a 1"], "token 2 ('a 1') is not a step: a step is text with no space"),
        (["b2", ""], "token 2 ('') is not a step"),
        (["b2", "a1)"], "token 2 ('a1)') is not a step"),
        (["b2"] * (limits.LINE + 1), "the tree is 10,001 steps long; at most 10,000"),
        (["a", "(", "b"] * 101, "token 302: variations nest more than 100 deep"),
    ],
)
def test_a_tree_that_is_not_one_says_why(tokens: Any, message: str) -> None:
    with pytest.raises(InvalidRecordError, match=re.escape(message)):
        tree.from_json(tokens)


# -- records with variations ------------------------------------------------------------------


def test_a_record_keeps_its_variations_and_moves_is_the_main_line() -> None:
    text = HEADER + "1. b2 2. a1 (2. c3 3. b3 (3. c2)) (2.b1) 3. b1\n"
    record = records.read(text)
    assert record.moves == ("b2", "a1", "b1")
    assert record.tree is not None
    assert record.tree.tokens == (
        *("b2", "a1", "(", "c3", "b3", "(", "c2", ")", ")", "(", "b1", ")", "b1"),
    )
    replayed = records.replay(record)
    assert [str(m) for m in replayed.moves] == ["b2", "a1", "b1"]
    assert replayed.tree == record.tree
    written = records.write(record)
    assert written.endswith("\n\n1. b2 2. a1 (2. c3 3. b3 (3. c2)) (2. b1) 3. b1\n")
    assert records.read(written).tree == record.tree


def test_a_record_without_parentheses_reads_as_it_always_did() -> None:
    record = records.read(HEADER + "1. b2 2. a1 3. b1")
    assert record == records.Record(SQUARE, {"size": 3}, ("b2", "a1", "b1"))
    assert record.tree is None
    assert record.whole_tree == Tree(("b2", "a1", "b1"))
    # A tree with no variation is a line: the same record, written the same.
    as_tree = records.of(GAME, tree=Tree(("b2", "a1", "b1")))
    assert as_tree == records.of(GAME, ["b2", "a1", "b1"])
    assert records.write(as_tree) == records.write(records.of(GAME, ["b2", "a1", "b1"]))


def test_the_moves_given_with_a_tree_are_its_main_line() -> None:
    value = Tree(("b2", "a1", "(", "c3", ")"))
    assert records.of(GAME, ["b2", "a1"], tree=value).moves == ("b2", "a1")
    with pytest.raises(InvalidRecordError, match="the moves are not the tree's main line"):
        records.of(GAME, ["b2"], tree=value)


def test_a_turn_taken_up_after_a_variation_or_a_variation_in_the_middle_of_one_has_dots() -> None:
    # A game whose turn is two steps by the same player.
    game = get_game(TWICE)
    _, line = playout(game, random.Random(3))
    steps = [str(m) for m in line[:3]]
    state = game.apply(game.initial_state(), steps[0])
    other = next(str(m) for m in game.legal_moves(state) if str(m) != steps[1])
    value = tree.add(Tree(tuple(steps)), (steps[0], other))
    text = records.write(records.of(game, tree=value))
    body = f"1. {steps[0]} {steps[1]} (1... {other}) 2. {steps[2]}\n"
    assert text.endswith("\n\n" + body)
    assert records.read(text.replace("1...", "1.")).tree == value  # numbers are optional
    # A variation of a turn's first step: the turn taken up again after it, with dots.
    state = game.apply(state, steps[1])
    other = next(str(m) for m in game.legal_moves(state) if str(m) != steps[2])
    steps.append(str(game.legal_moves(game.apply(state, steps[2]))[0]))
    value = tree.add(Tree(tuple(steps)), (*steps[:2], other))
    body = f"1. {steps[0]} {steps[1]} 2. {steps[2]} (2. {other}) 2... {steps[3]}\n"
    assert records.write(records.of(game, tree=value)).endswith("\n\n" + body)
    assert records.read(records.write(records.of(game, tree=value))).tree == value


@pytest.mark.parametrize(
    ("moves", "message"),
    [
        ("1. b2 2. a1 (2. c3 3. x9) 3. b1", "in the variation after 2. a1: step 3 (x9): "),
        (
            "1. b2 2. a1 (2. c3 3. b3 (3. a1)) 3. b1",
            "in the variation after 3. b3 (within the variation after 2. a1): step 3 (a1): a1 "
            "does not touch c3",
        ),
        ("1. b2 2. a1 (2. A1) 3. b1", "in the variation after 2. a1: step 2 (A1) is played there"),
        ("1. b2 2. a1 (2. c3) (2. c3)", "in the variation after 2. a1: step 2 (c3) is played"),
        ("1. b2 2. a1 (2. c3) 3. x9", "step 3 (x9): "),  # the main line: as always
    ],
)
def test_a_wrong_step_in_a_variation_is_named_with_its_variation(moves: str, message: str) -> None:
    with pytest.raises(InvalidRecordError) as raised:
        records.load(HEADER + moves)
    assert str(raised.value).startswith(message)


@pytest.mark.parametrize(
    ("moves", "message"),
    [
        ("(1. b2)", "line 4: '(' must follow the step its variation replaces"),
        ("1. b2 ((a1))", "line 4: '(' must follow the step its variation replaces"),
        ("1. b2\n2. a1)", "line 5: ')' closes no variation"),
        ("1. b2 2. a1 ()", "line 4: '()' is a variation with no step"),
        ("1. b2 2. a1\n(2. c3\n(3. b3) 3. b1", "line 5: the variation opened there is not closed"),
        ("1. b2 (a1 (b1 (c1\n", "line 4: the variation opened there is not closed: add ')' (3"),
    ],
)
def test_unbalanced_parentheses_say_which_line(moves: str, message: str) -> None:
    with pytest.raises(InvalidRecordError, match=re.escape(message)):
        records.read(HEADER + moves)


def test_hostile_records_are_refused_at_the_first_character_too_many() -> None:
    # 100,000 parentheses: the second already has no step before it.
    for text in ("(" * 100_000, "b2 " + "(" * 100_000, "b2 " + ")" * 100_000):
        with pytest.raises(InvalidRecordError, match="line 4: "):
            records.read(HEADER + text)
    # Nesting past the limit is refused where it goes past, however far the text goes on.
    deep = "b2 " + "(a1 " * 100_000
    with pytest.raises(InvalidRecordError, match="line 4: variations nest more than 100 deep"):
        records.read(HEADER + deep)
    # Every step of every variation counts against the limit of a line.
    many = "b2 " + "(a1) " * limits.LINE
    with pytest.raises(InvalidRecordError, match="more than 10,000 steps"):
        records.read(HEADER + many)


def deep_tree(game: Game[Any, Any], depth: int) -> Tree:
    """A legal tree whose variations nest ``depth`` deep: each replaces its parent's second step."""
    state = game.initial_state()
    first = game.legal_moves(state)[0]
    path, value = [str(first)], Tree((str(first),))
    state = game.apply(state, first)
    for _ in range(depth + 1):
        a, b = game.legal_moves(state)[:2]  # Too: a stone of either colour on any empty cell
        value = tree.add(value, (*path, str(a)))
        value = tree.add(value, (*path, str(b), str(game.legal_moves(game.apply(state, b))[0])))
        state = game.apply(state, b)
        path.append(str(b))
    return value


def test_variations_nest_up_to_the_limit() -> None:
    game = get_game(COLOURS, size=10)
    value = deep_tree(game, limits.NESTING - 1)
    assert value.depth == limits.NESTING
    text = records.write(records.of(game, tree=value))
    assert records.read(text).tree == value
    assert records.replay(records.read(text)).tree == value
    deepest: tuple[str, ...] = tree.children(value)[:1]
    for _ in range(limits.NESTING):  # the first variation's first step, at every depth
        deepest = (*deepest, tree.children(value, deepest)[1])
    path = tree.line(value, deepest)
    state = game.initial_state()
    for step in path[:-1]:
        state = game.apply(state, step)
    other = next(str(m) for m in game.legal_moves(state) if str(m) != path[-1])
    with pytest.raises(InvalidRecordError, match="variations nest more than 100 deep"):
        tree.add(value, (*path[:-1], other))  # the deepest variation's last step replaced


# -- round trip -------------------------------------------------------------------------------


@functools.cache
def finished_lines() -> list[tuple[Game[Any, Any], list[str]]]:
    games = [GAMES[game_id]() for game_id in sorted(GAMES)]
    games.append(get_game(SQUARE, size=4, players=3))
    rng = random.Random("variations")
    return [(game, [str(m) for m in playout(game, rng)[1]]) for game in games]


def grow(game: Game[Any, Any], value: Tree, rng: random.Random, branches: int) -> Tree:
    """``value`` with ``branches`` random legal lines added, each from a random node."""
    for _ in range(branches):
        at = rng.choice(nodes(value))
        at = at[: rng.randrange(len(at) + 1)]
        state = game.initial_state()
        for step in at:
            state = game.apply(state, step)
        line = list(at)
        for _ in range(rng.randrange(1, 6)):
            legal = game.legal_moves(state)
            if not legal:
                break
            move = rng.choice(legal)
            line.append(str(move))
            state = game.apply(state, move)
        value = tree.add(value, line)
    return value


@given(data=st.data())
def test_every_tree_written_reads_back_the_same(data: st.DataObject) -> None:
    game, line = data.draw(st.sampled_from(finished_lines()))
    rng = data.draw(st.randoms(use_true_random=False))
    main = Tree(tuple(line[: data.draw(st.integers(0, len(line)))]))
    value = grow(game, main, rng, data.draw(st.integers(0, 6)))
    record = records.of(game, tree=value, names=[f"P{n}" for n in range(game.players)])
    text = records.write(record)
    back = records.read(text)
    assert back.whole_tree == value
    assert back.moves == value.main_line
    assert (back.names, back.options, back.start) == (record.names, record.options, None)
    assert records.write(back) == text
    assert records.replay(back).tree == record.tree
    # Every tree through its JSON form, every line already in.
    for at in nodes(value):
        assert tree.add(value, tree.line(value, at)) == value
    assert tree.from_json(tree.to_json(value)) == value
    # Promoting or removing any node: the same nodes, or all but those from it on.
    at = data.draw(st.sampled_from(nodes(value)))
    promoted = tree.promote(value, at)
    assert promoted.main_line[: len(at)] == at
    assert sorted(nodes(promoted)) == sorted(nodes(value))
    assert records.read(records.write(records.of(game, tree=promoted))).whole_tree == promoted
    removed = tree.remove(value, at)
    kept = [node for node in nodes(value) if at and node[: len(at)] != at]
    assert sorted(nodes(removed)) == sorted(kept or [()])
