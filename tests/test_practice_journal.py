"""The practice journal (py_games/practice/journal.py): read line by line with precise
errors, written and read back equal, merged by event id without losing or doubling anything."""

from __future__ import annotations

import contextlib
import json
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from py_games import GAMES, get_game, i18n, records
from py_games.practice import events as kinds
from py_games.practice import journal
from py_games.practice.events import (
    EARLIEST,
    LATEST,
    Collect,
    DeleteCollection,
    Event,
    LessonTry,
    Made,
    NameCollection,
    RunEnd,
    RunStart,
    Try,
    Uncollect,
)
from py_games.practice.journal import Journal, JournalError, merge, read, read_kept, write

HEADER = '{"py-games": "practice", "version": 1}'
T0 = 1_764_000_000_000
_GAME = get_game(next(iter(GAMES)))
RECORD = records.write(records.of(_GAME, _GAME.legal_moves(_GAME.initial_state())[:1]))
"""A saved game's record, the file most likely to be taken for a practice file."""

texts = st.text(st.characters(exclude_categories=("Cs",)), min_size=1, max_size=12)
ids = st.text("abcdef0123", min_size=1, max_size=4)  # few: ids collide across journals
times = st.integers(EARLIEST, LATEST)
events: st.SearchStrategy[Event] = st.one_of(
    st.builds(Try, ids, times, texts, st.sampled_from(kinds.RESULTS),
              st.floats(0, kinds.LONGEST_TRY), st.integers(1, 99), st.none() | texts),
    st.builds(LessonTry, ids, times, texts, st.booleans()),
    st.builds(Collect, ids, times, texts, texts),
    st.builds(Uncollect, ids, times, texts, texts),
    st.builds(NameCollection, ids, times, texts, texts),
    st.builds(DeleteCollection, ids, times, texts),
    st.builds(Made, ids, times, texts,
              st.dictionaries(texts, texts | st.booleans() | st.integers(-5, 5), max_size=3)
              .map(lambda d: tuple(sorted(d.items()))),
              texts, texts, st.integers(1, 99), st.none() | st.integers(1, 99)),
    st.builds(RunStart, ids, times, texts, texts, texts),
    st.builds(RunEnd, ids, times, texts),
)  # fmt: skip


def _journal(found: list[Event]) -> Journal:
    """Events as a journal: each id once (the first kept), in order."""
    return merge(Journal(), Journal(tuple({event.id: event for event in reversed(found)}.values())))


journals = st.lists(events, max_size=8).map(_journal)


@given(journals, journals)
def test_merge_is_commutative(a: Journal, b: Journal) -> None:
    assert merge(a, b) == merge(b, a)


@given(journals, journals, journals)
def test_merge_is_associative(a: Journal, b: Journal, c: Journal) -> None:
    assert merge(merge(a, b), c) == merge(a, merge(b, c))


@given(journals, journals)
def test_merge_is_idempotent_and_keeps_every_id(a: Journal, b: Journal) -> None:
    merged = merge(a, b)
    assert merge(merged, a) == merged and merge(a, a) == a
    assert {e.id for e in merged.events} == {e.id for e in a.events} | {e.id for e in b.events}
    assert len({e.id for e in merged.events}) == len(merged.events)


@given(journals)
def test_a_journal_written_then_read_is_equal(found: Journal) -> None:
    text = write(found)
    assert read(text) == found
    assert read_kept(text) == (found, [])
    assert write(read(text)) == text


@given(journals, journals)
def test_an_import_adds_exactly_the_events_the_journal_lacks(a: Journal, b: Journal) -> None:
    new = journal.added(a, b)
    assert merge(a, Journal(tuple(new))).events == merge(a, b).events or any(
        e.id in {x.id for x in a.events} and e not in a.events for e in b.events
    )  # the same id for two events (a forged file): the merge keeps one, the import a's
    assert not {e.id for e in new} & {e.id for e in a.events}


def _line(**fields: object) -> str:
    return json.dumps({"id": "e1", "at": T0, "kind": "try", "puzzle": "a/1",
                       "result": "missed", "seconds": 3, "difficulty": 4, **fields})  # fmt: skip


@pytest.mark.parametrize(
    ("lines", "message"),
    [
        ([], "this is not a py-games practice file"),
        (RECORD.splitlines(), "this is not a py-games practice file"),
        (['{"py-games": "record", "version": 1}'], "this is not a py-games practice file"),
        (['{"py-games": "practice", "version": 2}'], "is version 2; this site reads version 1"),
        ([HEADER, "{oops"], "line 2: it is not a JSON object"),
        ([HEADER, "", _line(), "[1, 2]"], "line 4: it is not a JSON object"),
        ([HEADER, _line(kind="dance")], "line 2: unknown kind 'dance'; the kinds: try, lesson"),
        ([HEADER, _line(result=None)], "line 2: 'result' must be one of solved, missed, hint"),
        ([HEADER, json.dumps({"id": "x", "at": T0})], "line 2: it has no 'kind'"),
        ([HEADER, json.dumps({"id": "x", "at": T0, "kind": "lesson", "task": "t"})],
         "line 2: it has no 'passed'"),
        ([HEADER, _line(at=12)], "line 2: 'at' must be a time from the year 2000 to 9999"),
        ([HEADER, _line(at=True)], "line 2: 'at' must be a time"),
        ([HEADER, _line().replace(str(T0), "7" * 4400)], "line 2: it is not a JSON object"),
        ([HEADER, _line(seconds=-1)], "'seconds' must be a number of seconds from 0 to 86400"),
        ([HEADER, _line().replace("3", "NaN", 1)], "line 2:"),
        ([HEADER, _line(puzzle="")], "line 2: 'puzzle' must be a text of 1 to 200 characters"),
        ([HEADER, _line(puzzle="\ud83d")], "'puzzle' must be a text of 1 to 200 characters"),
        ([HEADER, _line(colour="red")], "line 2: unknown field 'colour'"),
        ([HEADER, _line(), _line(result="solved")],
         "line 3: the id 'e1' is already that of line 2, another event"),
        ([HEADER, "[" * 100_000], "line 2: this line is 100,000 characters long"),
        ([HEADER, "[" * 2000 + "]" * 2000], "line 2: it is not a JSON object"),
        ([HEADER, json.dumps({"id": "m", "at": T0, "kind": "made", "game": "g", "options": [],
                              "position": "p", "solution": "s", "depth": 1})],
         "line 2: 'options' must be an object of at most 32 options"),
    ],
)  # fmt: skip
def test_a_file_that_cannot_be_read_is_refused_naming_the_line_and_what_is_wrong(
    lines: list[str], message: str
) -> None:
    with pytest.raises(JournalError, match=re.escape(message)):
        read("\n".join(lines))


def test_the_same_event_twice_counts_once_and_windows_line_ends_are_read() -> None:
    text = "\r\n".join([HEADER, _line(), _line(), ""])
    assert len(read(text).events) == 1


def test_the_limits_are_checked_before_anything_is_decoded() -> None:
    short = json.dumps({"id": "e", "at": T0, "kind": "run_end", "run": "r"})
    many = "\n".join([HEADER, *[short] * (journal.EVENTS + 1)])
    assert len(many) <= journal.CHARACTERS
    with pytest.raises(JournalError, match=r"^6,001 events; at most 6,000 are read"):
        read(many)
    with pytest.raises(JournalError, match="the practice file is 1,000,000 characters long"):
        read(HEADER + "\n" + " " * (1_000_000 - len(HEADER) - 1))


def test_the_messages_are_in_the_readers_language() -> None:
    with i18n.using("de"), pytest.raises(JournalError) as raised:
        read("\n".join([HEADER, _line(kind="dance")]))
    assert "dance" in str(raised.value) and "unknown kind" not in str(raised.value)


def test_a_kept_journal_is_read_as_far_as_it_can_be_naming_each_damaged_line() -> None:
    text = "\n".join([HEADER, _line(), "{oops", _line(id="e2", at=5), _line(id="e3")])
    found, damage = read_kept(text)
    assert [e.id for e in found.events] == ["e1", "e3"]
    assert [(d.line, d.problem.split(" ")[0]) for d in damage] == [(3, "it"), (4, "'at'")]
    assert read_kept("") == (Journal(), [])
    with pytest.raises(JournalError, match="not a py-games practice file"):
        read_kept("hello")


PIECES = [HEADER, _line(), "{", "[]", "", '{"id": 1}', _line(kind="made"), _line(seconds=1e400)]


@given(st.text(max_size=300) | st.lists(st.sampled_from(PIECES), max_size=6).map("\n".join))
def test_a_bad_file_never_raises_anything_but_a_journal_error(text: str) -> None:
    with contextlib.suppress(JournalError):
        read(text)
    with contextlib.suppress(JournalError):
        read_kept(text)


def test_a_made_puzzles_id_is_what_it_is_whoever_made_it_when() -> None:
    made = Made("a", T0, "g", (("size", 9),), "pos", "a1", 3)
    again = Made("b", T0 + 5, "g", (("size", 9),), "pos", "a1", 3, 6)
    other = Made("c", T0, "g", (("size", 9),), "pos", "b2", 3)
    assert made.puzzle == again.puzzle != other.puzzle
    assert made.puzzle.startswith("made/")
    # A page opening a made puzzle from a link (never kept) names it the same.
    opened = kinds.made_id("g", {"size": 9}, "pos", "a1", 3)
    assert opened == made.puzzle
    two = kinds.made_id("g", {"b": 1, "a": True}, "p", "s", 2)
    assert two == kinds.made_id("g", {"a": True, "b": 1}, "p", "s", 2)


def test_a_file_an_editor_saved_with_a_byte_order_mark_is_read() -> None:
    text = "\n".join([HEADER, _line()])
    assert read("\ufeff" + text) == read(text)
    assert read_kept(["\ufeff" + text]) == read_kept(text)
