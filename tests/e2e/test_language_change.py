"""A change of language is complete and lossless: every word a page or a board drew is redrawn
in the new language (the menu's own label too), a lesson's or puzzle's steps are kept, each
board of a host page speaks its own `lang`, and a first visit in a language fetches only that
language's first views.

Python's words are checked in en-XA (every message accented); going back to English shows
them plain again.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from types import ModuleType
from typing import Any

from boards import ONE_CLICK_GAME, played_by_one_click, wait_for_boards
from coaching import ask, click_step, moves, wait_phase, wrong_step
from playwright.sync_api import Page, expect

from conftest import Held, article, other_origin
from py_games.registry import lesson, lessons

MENU = "header.site .language-menu select"
ACCENTED = re.compile(r"[ÅåÇçÐðÉéĜĝĤĥÎîĴĵĶķĻļÑñÖöŔŕŠšŢţÛûŴŵÝýŽž]")
# A lesson's task whose first step the coach answers, the learner playing on.
LESSON_GAME, LESSON_TASK = next(
    (game, task)
    for game in lessons()
    if played_by_one_click(game)
    for task in lesson(game).tasks
    if len(task.solution) >= 2
)


def test_the_menus_own_label_follows_each_change(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}index.html?lang=en-XA")
    label = page.locator("header.site .language-menu .sr-only")
    expect(label).to_have_text(ACCENTED)
    page.locator(MENU).select_option("en")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(label).to_have_text("Language")


def test_an_embed_that_names_no_game_says_so_in_its_language_when_the_catalog_comes_last(
    page: Page, site_url: str
) -> None:
    # The caption is written before the page's catalog is in (a slow network, a busy CPU):
    # it is written again in the page's language when the catalog comes.
    catalog = Held(page, "**/i18n/en-XA.json")
    page.goto(f"{site_url}embed.html?lang=en-XA")
    catalog.wait()
    caption = page.get_by_role("alert")
    expect(caption).to_contain_text("#game=")  # the games there are, from the manifest
    catalog.stop()
    expect(caption).to_have_text(ACCENTED)
    expect(caption).to_contain_text("#game=")


def test_a_first_visit_in_german_fetches_the_german_first_views_only(
    *, browser: Any, browser_context_args: dict[str, Any], site_url: str, page_watch: Any
) -> None:
    context = browser.new_context(**{**browser_context_args, "locale": "de-DE"})
    try:
        page = page_watch.guard(context.new_page())
        views: list[str] = []
        page.on(
            "request",
            lambda r: views.append(r.url.rsplit("/", 1)[-1]) if "first-views" in r.url else None,
        )
        page.goto(f"{site_url}play.html#game={ONE_CLICK_GAME}")
        expect(page.locator("#board")).to_have_attribute("data-status", "ready")
        expect(page.locator("html")).to_have_attribute("lang", "de")
        assert "first-views.de.json" in views
        assert "first-views.json" not in views  # English's, which this page never shows
    finally:
        context.close()


def coach_said(page: Page) -> str:
    return page.locator("py-games-board .coach .said").inner_text()


def test_a_lessons_task_keeps_the_learners_steps_through_a_change_of_language(
    page: Page, site_url: str
) -> None:
    page.goto(f"{site_url}learn.html?lang=en-XA#game={LESSON_GAME}&task={LESSON_TASK.id}")
    wait_phase(page, "play")
    click_step(page, LESSON_TASK.solution[0])
    wait_phase(page, "play", played=2)  # the learner's step and the coach's reply
    played = moves(page)
    goal = page.locator("py-games-board .coach .goal")
    expect(goal).to_have_text(ACCENTED)
    page.locator(MENU).select_option("en")
    expect(goal).to_have_text(LESSON_TASK.goal)  # asked again, in English
    expect(page.locator("#title")).to_have_text(lesson(LESSON_GAME).title)
    expect(page.locator("#task-title")).not_to_have_text(ACCENTED)
    assert moves(page) == played  # not started again
    assert page.evaluate("document.querySelector('py-games-board').dataset.coach") == "play"


def test_a_wrong_try_at_a_puzzle_is_said_again_in_the_new_language_and_kept(
    page: Page, site_url: str
) -> None:
    puzzle = f"{ONE_CLICK_GAME}/1"
    step = wrong_step(puzzle)
    page.goto(f"{site_url}puzzles.html?lang=en-XA#game={ONE_CLICK_GAME}&puzzle=1")
    wait_phase(page, "play")
    click_step(page, step)
    wait_phase(page, "wrong")
    played = moves(page)
    expect(page.locator("py-games-board .coach .said")).to_have_text(ACCENTED)
    page.locator(MENU).select_option("en")
    english = ask(fn="puzzle", puzzle=puzzle, moves=[step])["attempt"]["said"]
    expect(page.locator("py-games-board .coach .said")).to_have_text(english)
    assert moves(page) == played
    assert page.evaluate("document.querySelector('py-games-board').dataset.coach") == "wrong"


def test_each_board_of_a_host_page_says_its_own_words_in_its_own_lang(
    page: Page, site_url: str, build_module: ModuleType, dist_dir: Path, tmp_path: Path
) -> None:
    board = f'game="{ONE_CLICK_GAME}" interactive></py-games-board>'
    body = article(
        site_url,
        f'<py-games-board id="xa" lang="en-XA" {board}<py-games-board id="en" {board}'
        f'<py-games-board id="de" lang="de" {board}',
    )
    asked: list[str] = []
    page.on("request", lambda r: asked.append(r.url) if "/i18n/" in r.url else None)
    first = '[data-go="first"]'
    with other_origin(tmp_path, body) as url:
        page.goto(url)
        wait_for_boards(page)
        expect(page.locator(f"#xa {first}")).to_have_attribute("aria-label", ACCENTED)
        expect(page.locator(f"#en {first}")).to_have_attribute("aria-label", "First position")
        german = json.loads((dist_dir / "i18n" / "de.json").read_text("utf-8"))["messages"]
        expect(page.locator(f"#de {first}")).to_have_attribute(
            "aria-label", german.get("First position") or "First position"
        )
        # Each language's catalogs fetched once for all its boards (Python's too, for German).
        catalogs = ["de.json", "de.mo", "en-XA.json"]
        page.wait_for_function("() => document.querySelector('#de').dataset.status === 'ready'")
        assert sorted(u.rsplit("/", 1)[-1] for u in asked) == catalogs
        # A board's lang changed: its own words follow, the others' stay.
        page.locator("#en").evaluate("b => b.setAttribute('lang', 'en-XA')")
        expect(page.locator(f"#en {first}")).to_have_attribute("aria-label", ACCENTED)
        page.locator("#xa").evaluate("b => b.setAttribute('lang', 'en')")
        expect(page.locator(f"#xa {first}")).to_have_attribute("aria-label", "First position")
        assert sorted(u.rsplit("/", 1)[-1] for u in asked) == catalogs


def test_the_workers_failure_is_said_in_the_pages_language(
    page: Page, page_watch: Any, site_url: str
) -> None:
    page.context.route("**/wheels/py_games-*", lambda route: route.fulfill(status=404))
    page.goto(f"{site_url}play.html?lang=en-XA#game={ONE_CLICK_GAME}")
    board = page.locator("#board")
    expect(board).to_have_attribute("data-status", "error")
    said = board.evaluate("b => b.shadowRoot.querySelector('.message').textContent")
    # The worker's message ("Could not load the game rules: Missing file …") in en-XA; the
    # file's address stays as it is.
    assert ACCENTED.search(said.split("http")[0]), said
    assert "/wheels/py_games-" in said
    page_watch.clear()  # the worker logs the failure as a console error, as it should


def test_the_editor_says_everything_again_in_the_new_language_and_keeps_the_sketch(
    page: Page, site_url: str
) -> None:
    from editor_page import click_place

    game = ONE_CLICK_GAME
    page.goto(f"{site_url}editor.html?lang=en-XA#game={game}")
    expect(page.locator("#editor")).to_have_attribute("data-status", "possible", timeout=60_000)
    board = ask(fn="view", game=game, board=True)["board"]
    click_place(page, board["places"][len(board["places"]) // 2]["name"])
    position = page.locator("#position")
    expect(position).not_to_have_value(ask(fn="edit", game=game)["position"])
    sketched = position.input_value()
    words, colour, palette = (
        page.locator("#picture-words"),
        page.locator("#colour option").first,
        page.locator("#palette button").first,
    )
    for shown in (words, colour, palette):
        expect(shown).to_have_text(ACCENTED)
    page.locator(MENU).select_option("en")
    # Python's words again, in the new language: the picture's, the colours', the palette's.
    for shown in (words, colour, palette):
        expect(shown).not_to_have_text(ACCENTED)
        expect(shown).not_to_be_empty()
    expect(position).to_have_value(sketched)  # the sketch kept
    page.locator(MENU).select_option("en-XA")
    expect(words).to_have_text(ACCENTED)
    expect(position).to_have_value(sketched)
