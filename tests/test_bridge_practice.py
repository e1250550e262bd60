"""The bridge's practice requests end to end: what a page shows, worked out from the journal
it keeps and the time (``practice``), and a file imported into it (``practice_import``)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from contract_check import answered
from examples import PUZZLED
from hypothesis import given
from hypothesis import strategies as st
from timing import ratio

from py_games import bridge, get_game, records
from py_games.practice import journal
from py_games.practice.glicko import puzzle_rating
from py_games.practice.schedule import DAY
from py_games.practice.timed import LENGTH_MS, PENALTY_MS, plan
from py_games.puzzles.sets import puzzle_set

HEADER = '{"py-games":"practice","version":1}'
LINEAR = 40  # 16 times the input: about 16 times as long when linear, 256 when quadratic
T0 = 1_764_000_000_000


def _text(*events: dict[str, Any]) -> str:
    return "\n".join([HEADER, *(json.dumps(e) for e in events)]) + "\n"


def _try(n: int, puzzle: str, result: str, **more: Any) -> dict[str, Any]:
    return {"id": f"t{n}", "at": T0 + n * 1000, "kind": "try", "puzzle": puzzle,
            "result": result, "seconds": 8, "difficulty": 4, **more}  # fmt: skip


def ask(fn: str, **request: Any) -> Any:
    return json.loads(bridge.handle(json.dumps({"fn": fn, **request})))


def test_a_new_player_has_nothing_due_a_new_solvers_rating_and_a_puzzle_to_start() -> None:
    answer = answered("practice", {"journal": "", "now": T0, "game": PUZZLED})
    assert (answer["events"], answer["due"], answer["run"], answer["damaged"]) == (0, [], None, [])
    assert answer["said"] == "No mistakes to review"
    assert answer["solver"]["said"] == "1,500 ± 686"
    assert answer["solver"]["history"] == []
    first = answer["next"]
    ratings = {f"{PUZZLED}/{n}": puzzle_rating(p.difficulty)
               for n, p in enumerate(puzzle_set(PUZZLED), 1)}  # fmt: skip
    assert abs(first["rating"] - 1500) <= min(abs(r - 1500) for r in ratings.values()) + 150
    assert ratings[first["puzzle"]] == first["rating"]


def test_a_missed_puzzle_is_due_after_a_day_then_three_then_seven() -> None:
    # What the Review mistakes page is built on, with the page's clock moved on.
    events = [_try(0, f"{PUZZLED}/3", "missed")]
    for days, review in ((1, 1), (3, 2), (7, 3)):
        due_at = events[-1]["at"] + days * DAY
        before = answered("practice", {"journal": _text(*events), "now": due_at - 1})
        assert before["due"] == [] and before["later"][0]["due"] == due_at
        now = answered("practice", {"journal": _text(*events), "now": due_at})
        assert [(d["id"], d["review"]) for d in now["due"]] == [(f"{PUZZLED}/3", review)]
        assert now["said"] == "1 mistake to review"
        events.append({**_try(len(events), f"{PUZZLED}/3", "solved"), "at": due_at})


def test_collections_made_puzzles_and_the_rating_come_from_the_journal() -> None:
    made = {"id": "m", "at": T0 + 9000, "kind": "made", "game": PUZZLED, "options": {"size": 5},
            "position": "x", "solution": "c3", "depth": 3}  # fmt: skip
    text = _text(
        _try(1, f"{PUZZLED}/1", "solved"),
        {"id": "n", "at": T0 + 5000, "kind": "name_collection", "collection": "c", "name": "Hard"},
        {"id": "a", "at": T0 + 6000, "kind": "collect", "collection": "c", "puzzle": "x/1"},
        {"id": "b", "at": T0 + 7000, "kind": "collect", "collection": "c", "puzzle": "x/2"},
        {"id": "u", "at": T0 + 8000, "kind": "uncollect", "collection": "c", "puzzle": "x/1"},
        made,
        {**made, "id": "m2", "at": T0 + 9500},  # made again in another tab: kept once
    )
    answer = answered("practice", {"journal": text, "now": T0 + 10_000, "offset": 60})
    assert answer["collections"] == [{"id": "c", "name": "Hard", "puzzles": ["x/2"]}]
    [kept] = answer["made"]
    assert kept["id"].startswith("made/") and kept["difficulty"] == 5 and kept["made"] == T0 + 9000
    solver = answer["solver"]
    assert solver["tries"] == 1 and solver["rating"] > 1500
    assert solver["low"] < solver["rating"] < solver["high"]
    assert [p["rating"] for p in solver["history"]] == [solver["rating"]]


def test_a_timed_run_survives_a_reload() -> None:
    order = plan([(f"{PUZZLED}/{n}", puzzle_rating(p.difficulty))
                  for n, p in enumerate(puzzle_set(PUZZLED), 1)], "s")  # fmt: skip
    start = {"id": "s", "at": T0, "kind": "run_start", "run": "r", "set": PUZZLED, "seed": "s"}
    tries = [_try(1, order[0], "solved", run="r"), _try(2, order[1], "missed", run="r")]
    text = _text(start, *tries)
    # The page reloads 30 seconds in: the journal and the time give the run back.
    run = answered("practice", {"journal": text, "now": T0 + 30_000})["run"]
    assert (run["current"], run["number"], run["score"], run["misses"]) == (order[2], 3, 1, 1)
    assert run["left_ms"] == LENGTH_MS - PENALTY_MS - 30_000 and run["over"] is None
    over = answered("practice", {"journal": text, "now": T0 + LENGTH_MS})["run"]
    assert (over["over"], over["current"], over["replay"]) == ("time", None, [order[1]])


def test_a_damaged_line_in_the_kept_journal_is_named_and_the_rest_counts() -> None:
    text = _text(_try(1, "a/1", "missed")) + "{oops\n" + json.dumps(_try(3, "a/2", "missed"))
    answer = answered("practice", {"journal": text, "now": T0 + DAY + 5000})
    assert answer["damaged"] == [{"text": 0, "line": 3, "problem": "it is not a JSON object"}]
    assert [d["id"] for d in answer["due"]] == ["a/1", "a/2"]


def test_an_import_adds_what_the_journal_lacks_and_a_damaged_file_adds_nothing() -> None:
    mine = _text(_try(1, "a/1", "missed"), _try(2, "a/2", "solved"))
    theirs = _text(_try(2, "a/2", "solved"), _try(3, "a/3", "missed"))
    answer = answered("practice_import", {"journal": mine, "text": theirs})
    assert (answer["added"], answer["known"], answer["said"]) == (1, 1, "1 event added")
    merged = mine + "".join(line + "\n" for line in answer["lines"])
    assert journal.read(merged) == journal.merge(journal.read(mine), journal.read(theirs))
    again = answered("practice_import", {"journal": merged, "text": theirs})
    nothing = "Nothing new in this file: every event in it is already in your record."
    assert (again["lines"], again["added"], again["said"]) == ([], 0, nothing)
    assert answered("practice_import", {"journal": "", "text": mine})["said"] == "2 events added"
    # Into an empty journal: the header first, then the events.
    fresh = answered("practice_import", {"journal": "", "text": theirs})
    assert journal.read("\n".join(fresh["lines"])) == journal.read(theirs)
    damaged = theirs + '{"id": "x", "at": 5, "kind": "try"}\n'
    error = ask("practice_import", journal=mine, text=damaged)["error"]
    assert error == {"type": "JournalError", "message": "line 4: 'at' must be a time from the "
                     "year 2000 to 9999, in milliseconds since 1970"}  # fmt: skip
    game = get_game(PUZZLED)
    record = records.write(records.of(game, game.legal_moves(game.initial_state())[:1]))
    foreign = ask("practice_import", journal=mine, text=record)["error"]
    assert foreign["message"] == "this is not a py-games practice file"


def test_an_import_past_the_journals_limit_is_refused() -> None:
    short = '{"id":"%d","at":%d,"kind":"run_end","run":"r"}'
    half = journal.EVENTS // 2 + 1
    mine = "\n".join([HEADER, *(short % (n, T0) for n in range(half))])
    theirs = "\n".join([HEADER, *(short % (n, T0) for n in range(half, 2 * half))])
    error = ask("practice_import", journal=mine, text=theirs)["error"]
    assert error["type"] == "JournalError" and "at most 6,000 are read" in error["message"]


@pytest.mark.parametrize(
    ("request_fields", "kind", "message"),
    [
        ({"journal": ""}, "BadRequest", "'now' must be a whole number from 946684800000"),
        ({"journal": "", "now": T0, "offset": 9999}, "BadRequest", "'offset' must be"),
        ({"journal": 5, "now": T0}, "BadRequest", "'journal' must be a text or a list of texts"),
        ({"journal": ["", 5], "now": T0}, "BadRequest", "'journal' must be a text or a list"),
        ({"journal": "", "now": T0, "game": "chess"}, "UnknownGameError", "chess"),
        ({"journal": "hello", "now": T0}, "JournalError", "not a py-games practice file"),
    ],
)
def test_a_practice_request_that_cannot_be_answered_says_why(
    request_fields: dict[str, Any], kind: str, message: str
) -> None:
    error = ask("practice", **request_fields)["error"]
    assert error["type"] == kind and message in error["message"], error


PIECES = [HEADER, json.dumps(_try(1, "a/1", "missed")), "{", "[]", "", '{"id": 1}', "\ud83d",
          json.dumps({"id": "r", "at": T0, "kind": "run_start", "run": "r", "set": "chess",
                      "seed": "s"})]  # fmt: skip


@given(
    lines=st.lists(st.sampled_from(PIECES) | st.text(max_size=40), max_size=6),
    now=st.integers(0, 2**60),
)
def test_any_journal_is_answered_or_refused_in_words_never_with_an_internal_error(
    lines: list[str], now: int
) -> None:
    text = "\n".join(lines)
    for fn, fields in (("practice", {"journal": text, "now": now}),
                       ("practice_import", {"journal": text, "text": text})):  # fmt: skip
        answer = ask(fn, **fields)
        if "error" in answer:
            assert answer["error"]["type"] in {"JournalError", "BadRequest"}, answer


def test_practice_is_worked_out_in_time_linear_in_the_journal() -> None:
    # Every kind of event, and one collection holding thousands of puzzles (a collection
    # rebuilt at each event would be quadratic).
    def run(n: int) -> None:
        lines = [HEADER]
        for i in range(n):
            at = T0 + i * 60_000
            lines.append(json.dumps(_try(i, f"{PUZZLED}/{i % 90 + 1}", "missed") | {"at": at}))
            lines.append(json.dumps({"id": f"c{i}", "at": at, "kind": "collect",
                                     "collection": "all", "puzzle": f"p/{i}"}))  # fmt: skip
        answer = ask("practice", journal="\n".join(lines), now=T0 + n * 60_000, game=PUZZLED)
        assert len(answer["collections"][0]["puzzles"]) == n

    assert ratio(run, 180) < LINEAR  # 360 events, then 5,760


def test_two_tabs_texts_are_read_as_one_journal_and_an_import_appends_to_the_first() -> None:
    # Each tab appends to its own text: split however, the journal says the same.
    events = [_try(n, f"a/{n % 3}", ("missed", "solved")[n % 2]) for n in range(8)]
    whole = _text(*events)
    split = [_text(*events[::2]), _text(*events[1::2]) + "{oops\n"]
    now = T0 + 2 * DAY
    one = answered("practice", {"journal": whole, "now": now})
    two = answered("practice", {"journal": split, "now": now})
    assert two["damaged"] == [{"text": 1, "line": 6, "problem": "it is not a JSON object"}]
    assert {**two, "damaged": []} == one
    # A tab with no text yet imports a file another tab already holds half of.
    imported = answered("practice_import", {"journal": ["", split[0]], "text": whole})
    assert imported["lines"][0] == HEADER and (imported["added"], imported["known"]) == (4, 4)


def test_export_then_import_round_trips_and_a_damaged_import_changes_nothing() -> None:
    events = [_try(n, f"a/{n}", "missed") for n in range(5)]
    kept = [_text(*events[:3]), _text(*events[2:]) + "{oops\n"]
    exported = answered("practice", {"journal": kept, "now": T0, "export": True})["export"]
    assert journal.read(exported) == journal.merge(
        journal.read(kept[0]), journal.read(_text(*events[3:]))
    )
    # Into another browser's empty journal: the same journal, the same answer.
    lines = answered("practice_import", {"journal": "", "text": exported})["lines"]
    elsewhere = "\n".join(lines) + "\n"
    assert elsewhere == exported
    later = T0 + 3 * DAY
    mine = answered("practice", {"journal": kept, "now": later})
    assert answered("practice", {"journal": elsewhere, "now": later})["due"] == mine["due"]
    # A damaged file: refused, and nothing to append.
    refused = ask("practice_import", journal=elsewhere, text=exported.replace('"a/4"', "a/4"))
    assert refused["error"]["message"].startswith("line 6: it is not a JSON object")
    assert "lines" not in refused
