"""The puzzles page's practice (web/practice/), on Python's answers to the journal it keeps, with
the browser's clock mocked (Playwright's page.clock): a missed puzzle comes back for review
after 1 day, then 3 and 7; a timed run survives a reload and ends with the puzzles to replay;
export then import gives back the same journal, and a damaged or foreign file changes nothing;
two tabs each trying a puzzle lose neither's try; axe and a phone's width on the new parts."""

from __future__ import annotations

import json
import re
from pathlib import Path

from coaching import ask, click_place, click_step, moves, wait_phase, wrong_step
from playwright.sync_api import Page, expect
from practice_page import DAY, START, TEXTS, at, events, moment, tries
from test_puzzles_page import GAME, solve, wait_puzzle

from conftest import PageWatch, serious_violations
from py_games.practice import journal

ON_BOARD = "() => document.querySelector('py-games-board').getAttribute('puzzle')"


def miss(page: Page, puzzle: str) -> None:
    """A wrong first step: the puzzle is missed (the try is written at once)."""
    wait_phase(page, "play")
    click_step(page, wrong_step(puzzle))
    wait_phase(page, "wrong")


def test_a_missed_puzzle_is_due_again_after_one_day_then_three_then_seven(
    page: Page, site_url: str
) -> None:
    page.clock.install(time=moment(START))
    page.goto(f"{site_url}puzzles.html#game={GAME}&puzzle=1")
    wait_puzzle(page, 1)
    miss(page, f"{GAME}/1")
    assert tries(page) == [(f"{GAME}/1", "missed")]
    review = page.get_by_role("button", name="Review mistakes")
    due = page.locator("#due")
    expect(due).to_have_text("No mistakes to review")
    expect(review).to_be_disabled()
    missed_at = int(events(page)[0]["at"])  # type: ignore[call-overload]
    solved_at = missed_at
    for days in (1, 3, 7):
        at(page, solved_at + days * DAY - 60_000)  # a minute early: not yet
        expect(due).to_have_text("No mistakes to review")
        at(page, solved_at + days * DAY)
        expect(due).to_have_text("1 mistake to review")
        review.click()
        expect(page.locator("#mode")).to_have_text("1 mistake to review")
        assert "mode=review" in page.url and "puzzle=1" in page.url
        wait_puzzle(page, 1)
        solve(page, f"{GAME}/1")
        expect(due).to_have_text("No mistakes to review")
        solved_at = int(events(page)[-1]["at"])  # type: ignore[call-overload]
    assert [result for _, result in tries(page)] == ["missed", "solved", "solved", "solved"]
    at(page, solved_at + 21 * DAY)  # the last review, 21 days on
    expect(due).to_have_text("1 mistake to review")


def run_puzzle(page: Page, other_than: str = "") -> str:
    """The puzzle the run shows, once it is on the board and ready (not `other_than`)."""
    page.wait_for_function(
        """(other) => { const b = document.querySelector("py-games-board");
            const id = b?.getAttribute("puzzle");
            return location.hash.includes("mode=run") && id && id !== other
                && id.endsWith(`/${b.coaching?.info.number}`) && b.dataset.coach === "play"; }""",
        arg=other_than,
    )
    return page.evaluate("() => document.querySelector('py-games-board').getAttribute('puzzle')")  # type: ignore[no-any-return]


def solve_in_run(page: Page, puzzle: str) -> None:
    """Play the solution's steps (one click each in this game) until the run goes on to its
    next puzzle: the run shows it at once, without waiting on the solved one."""
    line = ask(fn="puzzle", puzzle=puzzle, solution=True)["solution"]
    while True:
        page.wait_for_function(
            """(p) => { const b = document.querySelector("py-games-board");
                return b.getAttribute("puzzle") !== p || b.dataset.coach === "play"; }""",
            arg=puzzle,
        )
        if page.evaluate(ON_BOARD) != puzzle:
            return
        click_place(page, line[len(moves(page))])
        page.wait_for_function(
            """([p, n]) => { const b = document.querySelector("py-games-board");
                return b.getAttribute("puzzle") !== p
                    || (b.moves.length > n && b.dataset.coach !== "busy"); }""",
            arg=[puzzle, len(moves(page))],
        )


def test_a_timed_run_survives_a_reload_and_ends_with_the_puzzles_to_replay(
    page: Page, site_url: str
) -> None:
    page.clock.install(time=moment(START))
    page.goto(f"{site_url}puzzles.html#game={GAME}&puzzle=1")
    wait_puzzle(page, 1)
    page.get_by_role("button", name="Timed run (3 minutes)").click()
    expect(page.locator("#mode")).to_have_text("Timed run (3 minutes)")
    clock = page.locator("#clock")
    expect(clock).to_have_text(re.compile(r"^(3:00|2:59)$"))
    first = run_puzzle(page)
    solve_in_run(page, first)
    second = run_puzzle(page, other_than=first)
    expect(page.locator("#run-score")).to_have_text("1 solved")
    page.clock.fast_forward(30_000)
    page.reload()
    # The same run: its score, its clock (less the half minute), its puzzle.
    expect(page.locator("#run-score")).to_have_text("1 solved")
    expect(clock).to_have_text(re.compile(r"^2:[23]\d$"))
    assert run_puzzle(page) == second
    left = page.evaluate("() => document.querySelector('#clock').textContent")
    # A wrong step (one click in this game): the run goes on to its next puzzle at once.
    click_place(page, wrong_step(second))
    # A miss costs ten seconds.
    run_puzzle(page, other_than=second)
    minutes, seconds = map(int, left.split(":"))
    shown = page.evaluate("() => document.querySelector('#clock').textContent")
    m2, s2 = map(int, shown.split(":"))
    assert 9 <= (minutes * 60 + seconds) - (m2 * 60 + s2) <= 12, (left, shown)
    page.clock.fast_forward(180_000)
    run_end = page.locator("#run-end")
    expect(run_end).to_contain_text("The run is over: 1 puzzle solved.")
    expect(run_end.locator(".replay li")).to_have_text([f"{second}: missed"])
    run_end.get_by_role("link", name="Replay these in a row").click()
    expect(page.locator("#mode")).to_have_text("1 puzzle in a row.")
    page.wait_for_function(
        "(p) => document.querySelector('py-games-board').getAttribute('puzzle') === p", arg=second
    )


def test_export_then_import_round_trips_and_a_damaged_file_changes_nothing(
    page: Page, site_url: str, tmp_path: Path
) -> None:
    page.goto(f"{site_url}puzzles.html#game={GAME}&puzzle=1")
    wait_puzzle(page, 1)
    miss(page, f"{GAME}/1")
    page.locator("#collection-name").fill("Hard ones")
    page.get_by_role("button", name="Add", exact=True).click()
    expect(page.locator("#collections")).to_contain_text("Hard ones (1)")
    with page.expect_download() as download:
        page.get_by_role("button", name="Export my practice").click()
    exported = tmp_path / "practice.jsonl"
    download.value.save_as(exported)
    kept = page.evaluate(TEXTS)
    written = exported.read_text(encoding="utf-8")
    assert written == journal.write(journal.read_kept(kept)[0])
    # A collection named and its first puzzle are kept in one step, often in one millisecond,
    # and events of one millisecond are ordered by their random ids: either order.
    kinds = [e["kind"] for e in events(page)]
    assert kinds[0] == "try" and sorted(kinds[1:]) == ["collect", "name_collection"]

    # A damaged file, and a foreign one: refused with the reason, nothing changed.
    lines = written.splitlines()
    damaged = tmp_path / "damaged.jsonl"
    damaged.write_text("\n".join([*lines[:2], "{not json", *lines[2:]]) + "\n", encoding="utf-8")
    foreign = tmp_path / "saves.json"
    foreign.write_text(json.dumps({"solved": [1, 2]}), encoding="utf-8")
    notice = page.locator("#practice-notice")
    refusals = (
        (damaged, "line 3: it is not a JSON object"),
        (foreign, "this is not a py-games practice file"),
    )
    for file, reason in refusals:
        page.locator("#import-file").set_input_files(file)
        expect(notice).to_contain_text(
            f"The file {file.name} was not imported, and nothing changed: "
        )
        expect(notice).to_contain_text(reason)
        assert page.evaluate(TEXTS) == kept

    # The journal gone (another browser): the file brings every event back, once.
    page.evaluate("() => localStorage.clear()")
    page.reload()
    wait_puzzle(page, 1)
    expect(page.locator("#collections")).not_to_contain_text("Hard ones")
    page.locator("#import-file").set_input_files(exported)
    expect(notice).to_have_text("3 events added")
    expect(page.locator("#collections")).to_contain_text("Hard ones (1)")
    imported = page.evaluate(TEXTS)
    assert journal.write(journal.read_kept(imported)[0]) == written
    page.locator("#import-file").set_input_files(exported)  # again: nothing new
    expect(notice).to_have_text(  # Python's words
        "Nothing new in this file: every event in it is already in your record."
    )
    assert page.evaluate(TEXTS) == imported


def test_two_tabs_each_trying_a_puzzle_lose_neither_try(
    page: Page, site_url: str, page_watch: PageWatch
) -> None:
    other = page_watch.guard(page.context.new_page())
    page.goto(f"{site_url}puzzles.html#game={GAME}&puzzle=1")
    other.goto(f"{site_url}puzzles.html#game={GAME}&puzzle=2")
    wait_puzzle(page, 1)
    wait_puzzle(other, 2)
    miss(page, f"{GAME}/1")
    miss(other, f"{GAME}/2")
    # Each tab shows the other's try too (the storage event): two rated tries. Each tab's copy
    # of the storage catches up a moment after the other writes, so the storage is read after.
    for tab in (page, other):
        expect(tab.locator("#rating")).to_have_attribute("title", "2 rated tries")
    assert sorted(tries(page)) == [(f"{GAME}/1", "missed"), (f"{GAME}/2", "missed")]


def test_the_practice_panel_is_accessible_and_fits_a_phone(page: Page, site_url: str) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{site_url}puzzles.html#game={GAME}&puzzle=1")
    wait_puzzle(page, 1)
    miss(page, f"{GAME}/1")
    page.locator("#collection-name").fill("Mine")
    page.get_by_role("button", name="Add", exact=True).click()
    expect(page.locator("#collections")).to_contain_text("Mine (1)")
    expect(page.locator("#rating-chart svg")).to_be_visible()
    assert serious_violations(page) == []
    assert page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")
    page.get_by_role("button", name="Timed run (3 minutes)").click()
    expect(page.locator("#clock")).to_be_visible()
    assert serious_violations(page) == []
    assert page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")


def test_a_lesson_task_failed_is_due_a_day_later_and_links_to_the_learn_page(
    page: Page, site_url: str
) -> None:
    # A game whose lesson's steps are one click each.
    from test_learn import GAME as LESSON_GAME
    from test_learn import LESSON

    task = LESSON.tasks[0]
    page.clock.install(time=moment(START))
    page.goto(f"{site_url}learn.html#game={LESSON_GAME}&task={task.id}")
    for step in task.wrong:
        wait_phase(page, "play")
        click_step(page, step)
    wait_phase(page, "wrong")
    kept = [e for e in events(page) if e["kind"] == "lesson"]
    assert [(e["task"], e["passed"]) for e in kept] == [(f"{LESSON_GAME}/{task.id}", False)]
    page.clock.set_system_time(moment(int(kept[0]["at"]) + DAY))  # type: ignore[call-overload]
    page.goto(f"{site_url}puzzles.html#game={GAME}&puzzle=1")
    link = page.get_by_role("link", name=f"A lesson's task to review: {LESSON_GAME}/{task.id}")
    link.click()
    expect(page.locator("py-games-board")).to_have_attribute("task", task.id)
    assert page.url.endswith(f"learn.html#game={LESSON_GAME}&task={task.id}")


def test_puzzles_are_served_near_the_rating_by_default_or_in_the_sets_order(
    page: Page, site_url: str
) -> None:
    near = ask(fn="practice", journal="", now=START, game=GAME)["next"]["puzzle"]
    page.goto(f"{site_url}puzzles.html#game={GAME}")
    page.wait_for_function(
        "(p) => document.querySelector('py-games-board')?.getAttribute('puzzle') === p", arg=near
    )
    page.get_by_label("Serve puzzles").select_option("set")
    page.goto(f"{site_url}puzzles.html#game={GAME}")  # the choice is remembered
    wait_puzzle(page, 1)


def test_a_collection_shared_by_link_is_offered_to_keep(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}puzzles.html#game={GAME}&puzzle=2")
    wait_puzzle(page, 2)
    page.locator("#collection-name").fill("For my class")
    page.get_by_role("button", name="Add", exact=True).click()
    share = page.get_by_role("link", name="A link to share “For my class”")
    href = share.get_attribute("href") or ""
    assert f"puzzles={GAME}%2F2" in href and "name=For+my+class" in href, href
    # Another browser: no journal; the link opens the list and offers to keep it.
    page.evaluate("() => localStorage.clear()")
    page.goto(f"{site_url}puzzles.html{href}")
    expect(page.locator("#mode")).to_contain_text("A shared collection, “For my class”: 1 puzzle.")
    wait_puzzle(page, 2)
    page.get_by_role("button", name="Keep this collection").click()
    expect(page.locator("#collections")).to_contain_text("For my class (1)")
    expect(page.get_by_role("button", name="Keep this collection")).to_have_count(0)


def test_a_run_that_starts_with_the_puzzle_shown_counts_its_try(page: Page, site_url: str) -> None:
    page.clock.install(time=moment(START))
    started = {
        "id": "r1-start",
        "at": START,
        "kind": "run_start",
        "run": "r1",
        "set": GAME,
        "seed": "s",
    }
    text = '{"py-games":"practice","version":1}\n' + json.dumps(started) + "\n"
    first = ask(fn="practice", journal=text, now=START, game=GAME)["run"]["current"]
    number = int(first.split("/")[1])
    page.goto(f"{site_url}puzzles.html#game={GAME}&puzzle={number}")
    wait_puzzle(page, number)
    # The run starts (as another tab started it) with the puzzle this page shows.
    page.evaluate("(t) => localStorage.setItem('py-games/practice', t)", text)
    page.evaluate("(n) => (location.hash += '&mode=run')", number)
    expect(page.locator("#mode")).to_have_text("Timed run (3 minutes)")
    solve_in_run(page, first)
    expect(page.locator("#run-score")).to_have_text("1 solved")
    assert [e.get("run") for e in events(page) if e["kind"] == "try"] == ["r1"]


def test_a_collection_is_renamed_loses_the_puzzle_shown_and_is_deleted_once_confirmed(
    page: Page, site_url: str
) -> None:
    page.goto(f"{site_url}puzzles.html#game={GAME}&puzzle=1")
    wait_puzzle(page, 1)
    box = page.locator("#collections")
    page.locator("#collection-name").fill("Hard ones")
    page.get_by_role("button", name="Add", exact=True).click()
    expect(box).to_contain_text("Hard ones (1)")
    # Rename: the field takes the focus; Enter saves.
    page.get_by_role("button", name="Rename “Hard ones”").click()
    field = page.get_by_label("New name for “Hard ones”")
    expect(field).to_be_focused()
    field.fill("Harder")
    field.press("Enter")
    expect(box).to_contain_text("Harder (1)")
    expect(box).not_to_contain_text("Hard ones")
    # The puzzle shown taken out.
    page.get_by_role("button", name="Remove this puzzle from “Harder”").click()
    expect(box).to_contain_text("Harder (0)")
    expect(page.get_by_role("button", name="Remove this puzzle from “Harder”")).to_have_count(0)
    # Delete asks first: the focus on Cancel, Esc keeps the collection and gives the focus back.
    delete = page.get_by_role("button", name="Delete “Harder”")
    delete.click()
    confirm = page.get_by_role("group", name=re.compile("Delete the collection “Harder”"))
    expect(confirm.get_by_role("button", name="Cancel")).to_be_focused()
    assert serious_violations(page) == []
    page.keyboard.press("Escape")
    expect(confirm).to_have_count(0)
    expect(delete).to_be_focused()
    expect(box).to_contain_text("Harder (0)")
    delete.click()
    confirm.get_by_role("button", name="Delete “Harder”").click()
    expect(box).not_to_contain_text("Harder")
    # (The first two are kept in one step, often in one millisecond: in either order.)
    kinds = [e["kind"] for e in events(page)]
    assert sorted(kinds[:2]) == ["collect", "name_collection"]
    assert kinds[2:] == ["name_collection", "uncollect", "delete_collection"]
    page.reload()  # from the journal: still gone
    wait_puzzle(page, 1)
    expect(box).not_to_contain_text("Harder")
