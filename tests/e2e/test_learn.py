"""The Learn page (learn.html#game=…&task=…) and a lesson's task on a coached board: a whole
lesson solved by clicks as a person solves it, the coach playing the computer's answers; the
ticks kept over a reload; a wrong try explained in Python's words with marks; a task embedded
on another origin; axe."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from boards import aspect, played_by_one_click
from coaching import ask, click_step, moves, wait_phase, wrong_step
from playwright.sync_api import Page, expect

from conftest import other_origin, own_site, serious_violations
from py_games import GAMES
from py_games.bridge import handle
from py_games.puzzles.sets import set_games
from py_games.registry import lesson, lessons

LESSONS = {game_id: lesson(game_id) for game_id in lessons()}

GAME = next(g for g in LESSONS if played_by_one_click(g))  # for the tests of one task
TITLE = GAMES[GAME].title
OTHER = next(game_id for game_id in LESSONS if game_id != GAME)
"""Another game with a lesson."""
LESSON = LESSONS[GAME]


def solve(page: Page, task: Any, selector: str = "py-games-board") -> list[str]:
    """Play the task's solution by clicks; the coach plays the computer's replies between.
    Returns the line the coach asked Python about last (the replies after it not included)."""
    asked: list[str] = []
    for step in task.solution:
        wait_phase(page, "play", selector)
        asked = [*moves(page, selector), step]
        before = len(asked) - 1
        click_step(page, step, selector)
        page.wait_for_function(
            f"""(n) => {{ const b = document.querySelector("{selector}");
                return b.moves.length > n && b.dataset.coach !== "busy"; }}""",
            arg=before,
        )
    wait_phase(page, "right", selector)
    return asked


@pytest.mark.parametrize("game", list(LESSONS))
def test_a_whole_lesson_is_solved_by_clicks_and_its_ticks_survive_a_reload(
    page: Page, site_url: str, game: str
) -> None:
    lesson = LESSONS[game]
    page.goto(f"{site_url}learn.html#game={game}")
    expect(page.locator("#title")).to_have_text(lesson.title)
    expect(page.locator("#intro")).to_have_text(lesson.intro)
    tasks = page.locator("#tasks li")
    expect(tasks).to_have_count(len(lesson.tasks))
    board = page.locator("py-games-board")
    for number, task in enumerate(lesson.tasks, 1):
        expect(page.locator("#task-title")).to_have_text(
            f"Task {number} of {len(lesson.tasks)}: {task.title}"
        )
        expect(board.locator(".coach .goal")).to_have_text(task.goal)
        expect(page.locator("#next")).to_be_disabled()
        asked = solve(page, task)
        verdict = ask(fn="lesson", game=game, task=task.id, moves=asked)["attempt"]
        assert verdict["status"] == "right"
        expect(board.locator(".coach .said")).to_have_text(verdict["said"])
        expect(tasks.nth(number - 1).locator(".tick")).to_have_text("✓")
        if number < len(lesson.tasks):
            page.locator("#next").click()
    expect(page.locator("#end")).to_contain_text("You have finished the lesson.")
    expect(page.locator("#end").get_by_role("link", name="Try the puzzles")).to_be_visible()
    page.reload()
    expect(tasks).to_have_count(len(lesson.tasks))
    expect(page.locator("#tasks .tick", has_text="✓")).to_have_count(len(lesson.tasks))
    expect(page.locator("#progress")).to_have_text(
        f"{len(lesson.tasks)} of {len(lesson.tasks)} tasks solved."
    )


@pytest.mark.parametrize("game", list(LESSONS))
def test_a_wrong_try_shows_pythons_words_and_marks_and_try_again_starts_over(
    page: Page, site_url: str, game: str
) -> None:
    task = LESSONS[game].tasks[0]
    page.goto(f"{site_url}learn.html#game={game}&task={task.id}")
    board = page.locator("py-games-board")
    wait_phase(page, "play")
    start = page.evaluate("() => document.querySelector('py-games-board').position")
    for step in task.wrong:
        wait_phase(page, "play")
        click_step(page, step)
    wait_phase(page, "wrong")
    verdict = ask(fn="lesson", game=game, task=task.id, moves=moves(page))["attempt"]
    assert verdict["status"] == "wrong"
    expect(board.locator(".coach .said")).to_have_text(verdict["said"])
    expect(board.locator(".coach .goal")).to_have_text(task.goal)  # the verdict is beside it
    told = page.evaluate("() => document.querySelector('py-games-board').view.scene.told")
    assert "Marked" in told, told
    expect(page.locator("#next")).to_be_disabled()
    board.get_by_role("button", name="Try again").click()
    wait_phase(page, "play")
    assert moves(page) == []
    assert page.evaluate("() => document.querySelector('py-games-board').position") == start
    expect(board.locator(".coach .goal")).to_have_text(task.goal)
    expect(board.locator(".coach .said")).to_be_empty()


def test_a_corrupt_progress_never_breaks_the_page(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}learn.html#game={GAME}")
    wait_phase(page, "play")
    said = {
        "{not json": "Your lesson progress could not be read",
        f'{{"{GAME}": {{"solved": 7}}, "{OTHER}": []}}': "Your lesson progress here was damaged",
    }
    for value, words in said.items():
        page.evaluate("(v) => localStorage.setItem('py-games-learn', v)", value)
        page.reload()
        wait_phase(page, "play")
        expect(page.locator("#tasks li")).to_have_count(len(LESSON.tasks))
        expect(page.locator("#progress")).to_have_text(f"0 of {len(LESSON.tasks)} tasks solved.")
        # Said, and the damaged text kept aside, as the player does with a damaged save.
        expect(page.locator("#notice")).to_contain_text(words)
        expect(page.locator("#notice")).to_contain_text("kept aside")
        kept = page.evaluate(
            "() => Object.keys(localStorage).filter((k) => k.startsWith('py-games/unreadable/'))"
            ".map((k) => localStorage.getItem(k))"
        )
        assert any(value in text or '"solved":7' in text for text in kept), kept


def test_a_lesson_task_embedded_on_another_origin_is_solved_there(
    page: Page, site_url: str, tmp_path: Path
) -> None:
    task = LESSON.tasks[-1]
    body = (
        f"<!doctype html><title>A blog</title><h1>Learn {TITLE}</h1>\n"
        f'<script type="module" src="{site_url}board.js"></script>\n'
        f'<py-games-board lesson="{GAME}" task="{task.id}"></py-games-board>\n'
        "<script>document.querySelector('py-games-board').addEventListener('solved',"
        " (e) => (window.solved = e.detail.info.id))</script>\n"
    )
    with other_origin(tmp_path, body) as url:
        page.goto(url)
        solve(page, task)
        assert page.evaluate("() => window.solved") == task.id


def test_embed_html_shows_a_lesson_task(page: Page, site_url: str) -> None:
    task = LESSON.tasks[0]
    page.goto(f"{site_url}embed.html#lesson={GAME}&task=1")
    board = page.locator("py-games-board")
    expect(board.locator(".coach .goal")).to_have_text(task.goal)
    solve(page, task)


def test_the_learn_page_has_no_serious_accessibility_problem(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}learn.html#game={GAME}")
    wait_phase(page, "play")
    assert serious_violations(page) == []
    solve(page, LESSON.tasks[0])
    assert serious_violations(page) == []


def test_the_learn_and_puzzles_pages_work_offline_after_one_visit(
    browser: Any, build_module: Any, dist_dir: Path, page_watch: Any
) -> None:
    # A server of this test's own, stopped to cut the network.
    with own_site(browser, build_module, dist_dir, page_watch) as own:
        page, site = own.page, own.url
        page.goto(f"{site}learn.html#game={GAME}")
        wait_phase(page, "play")
        page.wait_for_function("navigator.serviceWorker?.controller != null")
        own.stop()
        page.reload()
        solve(page, LESSON.tasks[0])
        expect(page.locator("#tasks .tick").first).to_have_text("✓")
        page.goto(f"{site}puzzles.html#game={GAME}&puzzle=1")
        wait_phase(page, "play")
        expect(page.locator("#task-title")).to_contain_text("Puzzle 1 of")
    assert page_watch.problems() == []


def test_the_index_the_rules_and_the_player_link_to_learn_and_puzzles(
    page: Page, site_url: str
) -> None:
    page.goto(site_url)
    page.get_by_role("link", name=f"Learn {TITLE}").click()
    wait_phase(page, "play")
    assert page.url.endswith(f"learn.html#game={GAME}")
    page.goto(f"{site_url}rules/{GAME}.html")
    page.locator("header nav").get_by_role("link", name=f"{TITLE} puzzles").click()
    wait_phase(page, "play")
    assert f"puzzles.html#game={GAME}" in page.url
    # A game without a lesson, where there is one, has no link to Learn.
    for game in [GAME, *[g for g in GAMES if g not in LESSONS][:1]]:
        page.goto(f"{site_url}play.html#game={game}")
        expect(page.locator("#board")).to_have_attribute("data-status", "ready")
        learn = page.locator("#learn-link")
        if game in LESSONS:
            expect(learn).to_have_attribute("href", f"learn.html#game={game}")
            expect(learn).to_be_visible()
        else:
            expect(learn).to_be_hidden()


def test_a_lesson_that_is_not_there_is_said_in_pythons_words(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}learn.html#game={GAME}&task=nowhere")
    expect(page.locator("#learn")).to_have_attribute("data-status", "error")
    answer = json.loads(handle(json.dumps({"fn": "lesson", "game": GAME, "task": "nowhere"})))
    expect(page.locator("#task-title")).to_have_text(answer["error"]["message"])


@pytest.mark.parametrize("page_name", ["learn", "puzzles"])
def test_a_page_opened_without_a_game_lists_the_games_and_opens_the_one_chosen(
    page: Page, site_url: str, page_name: str
) -> None:
    offered = list(LESSONS) if page_name == "learn" else list(set_games())
    page.goto(f"{site_url}{page_name}.html")
    choices = page.locator(".choices a")
    expect(choices).to_have_count(len(offered))
    catalog = json.loads(handle(json.dumps({"fn": "catalog"})))
    title = {entry["id"]: entry["title"] for entry in catalog["games"]}
    expect(choices).to_have_text([title[game] for game in offered])
    expect(page.locator(".panel")).to_be_hidden()  # nothing that needs a game shows
    assert not serious_violations(page)
    choices.first.click()
    expect(page).to_have_url(f"{site_url}{page_name}.html#game={offered[0]}")
    expect(page.locator(".choices")).to_have_count(0)
    expect(page.locator(".panel")).to_be_visible()
    expect(page.locator("py-games-board")).to_have_attribute("data-status", "ready")


@pytest.mark.parametrize("page_name", ["learn", "puzzles"])
def test_a_phone_held_sideways_shows_the_goal_beside_the_board(
    page: Page, site_url: str, page_name: str
) -> None:
    page.set_viewport_size({"width": 740, "height": 360})
    # The widest board, which a phone held sideways has the least room beside.
    page.goto(f"{site_url}{page_name}.html#game={max(LESSONS, key=aspect)}")
    board = page.locator("main.learn py-games-board")
    expect(board).to_have_attribute("data-status", "ready")
    said = board.locator(".coach .goal")
    expect(said).not_to_be_empty()
    place, words = board.locator(".board").bounding_box(), said.bounding_box()
    assert place is not None and words is not None
    assert words["x"] >= place["x"] + place["width"]  # beside the board, not under it
    assert words["y"] + words["height"] <= 360  # and seen without scrolling
    assert board.locator(".board").bounding_box()["width"] > 300  # type: ignore[index]


def in_view(box: Any, width: int, height: int) -> bool:
    return (
        bool(box)
        and box["x"] >= 0
        and box["y"] >= 0
        and (box["x"] + box["width"] <= width and box["y"] + box["height"] <= height)
    )


@pytest.mark.parametrize("page_name", ["learn", "puzzles"])
def test_at_1280_by_800_the_goal_the_buttons_and_a_verdict_beside_the_goal_are_in_view(
    page: Page, site_url: str, page_name: str
) -> None:
    """A desktop window: the goal, the coach's buttons and the page's Next are seen without
    scrolling; after a wrong try the goal stays, with the verdict under it, both in view."""
    width, height = 1280, 800
    page.set_viewport_size({"width": width, "height": height})
    if page_name == "learn":  # the longest goal of a first task
        longest = max(LESSONS, key=lambda game_id: len(LESSONS[game_id].tasks[0].goal))
        task = LESSONS[longest].tasks[0]
        page.goto(f"{site_url}learn.html#game={longest}&task={task.id}")
        goal, wrong, retry = task.goal, list(task.wrong), "Try again"
    else:
        info = ask(fn="puzzle", puzzle=f"{GAME}/1")
        page.goto(f"{site_url}puzzles.html#game={GAME}&puzzle=1")
        goal, wrong, retry = info["puzzle"]["goal"], [wrong_step(f"{GAME}/1")], "Try again"
        assert ask(fn="puzzle", puzzle=f"{GAME}/1", moves=wrong)["attempt"]["status"] == "wrong"
    wait_phase(page, "play")
    board = page.locator("py-games-board")
    shown = board.locator(".coach .goal")
    expect(shown).to_have_text(goal)
    next_name = "Next task" if page_name == "learn" else "Next puzzle"
    start_again = board.get_by_role("button", name="Start again")
    for part in [shown, start_again, page.get_by_role("button", name=next_name)]:
        assert in_view(part.bounding_box(), width, height), part
    for step in wrong:
        wait_phase(page, "play")
        click_step(page, step)
    wait_phase(page, "wrong")
    said = board.locator(".coach .said")
    expect(said).not_to_be_empty()
    expect(shown).to_have_text(goal)
    for part in [shown, said, board.get_by_role("button", name=retry)]:
        expect(part).to_be_visible()
        assert in_view(part.bounding_box(), width, height), part
    assert page.evaluate("() => [window.scrollX, window.scrollY]") == [0, 0]
