"""A first step before Python is up: a person makes it on the first view the build wrote
(first-views.json, with its legal steps) while Python loads; it is drawn at once, played
when Python is ready, and taken back with a clear message if Python refuses it.

The py_games wheel is held back (its request waits until the test lets it go), so the test
acts during the loading window as a person on a first visit would.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from boards import ANY_GAME, legal
from playwright.sync_api import Browser, Page, Route, expect

from conftest import TIMEOUT_MS, Held, PageWatch
from py_games import GAMES

BOARD = "py-games-board"
PAINTED = "performance.getEntriesByName('py-games:painted').length === 1"


def board(page: Page, expression: str) -> Any:
    return page.evaluate(
        f"() => {{ const b = document.querySelector('{BOARD}'); return {expression}; }}"
    )


def message(page: Page) -> str:
    return str(board(page, "b.shadowRoot.querySelector('.message').textContent"))


def click_place(page: Page, place: str) -> None:
    point = page.evaluate(f"c => document.querySelector('{BOARD}').cellCenter(c)", place)
    assert point is not None, f"the board has no place {place}"
    page.mouse.click(point["x"], point["y"])


def first_view_shown(page: Page, held: Held) -> None:
    """Python held back, and the first view painted: the board takes a step now."""
    held.wait()
    page.wait_for_function(f"() => {PAINTED}")
    expect(page.locator(BOARD)).to_have_attribute("data-status", "loading")
    assert page.evaluate("performance.getEntriesByName('py-games:first-step-ready').length") == 1


def make_step(page: Page, entry: dict[str, Any]) -> None:
    """Make the step as a person does: its places in their usual order, and where they leave a
    choice (a stone's colour, a tile's turn), the picker's button for it."""
    for place in (entry.get("orders") or [entry["cells"]])[0]:
        click_place(page, place)
    page.wait_for_function(
        f"""() => {{ const b = document.querySelector('{BOARD}');
            return b.frame.previews.length > 0 && b.clicks.length === 0
              || !b.shadowRoot.querySelector('.picker').hidden; }}"""
    )
    if not board(page, "b.shadowRoot.querySelector('.picker').hidden"):
        page.locator(f"{BOARD} .picker button[data-step={json.dumps(entry['step'])}]").click()


def drawn_early(page: Page, step: str) -> None:
    """The step is drawn on the board (what it puts down), said, and not yet played."""
    page.wait_for_function(f"() => document.querySelector('{BOARD}').frame.previews.length > 0")
    expect(page.locator(BOARD)).to_have_attribute("data-status", "loading")
    assert message(page) == f"{step} will be played as soon as the rules have loaded."
    assert board(page, "b.moves") == []  # Python has not played it yet


FRAMES = """(() => {
    window.__frames = 0; window.__clickAt = null; window.__drawnAt = null;
    const tick = () => { window.__frames++; requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
    document.addEventListener("pointerup", () => { window.__clickAt ??= window.__frames; }, true);
    b.addEventListener("drawn", () => {
        if (window.__clickAt !== null) window.__drawnAt ??= window.__frames;
    });
})()"""


def test_a_first_step_clicked_while_python_loads_is_drawn_at_once_and_played_when_it_is_up(
    page: Page, site_url: str, held_rules: Held
) -> None:
    entry = next(e for e in legal(ANY_GAME) if len(e["cells"]) == 1 and "orders" not in e)
    step, place = entry["step"], entry["cells"][0]
    page.goto(f"{site_url}play.html#game={ANY_GAME}")
    first_view_shown(page, held_rules)
    # Frames counted from the click to the first frame that shows it: the same or the next.
    board(page, FRAMES)
    click_place(page, place)
    drawn_early(page, step)
    page.wait_for_function("() => window.__drawnAt !== null")
    assert page.evaluate("window.__drawnAt - window.__clickAt") <= 1
    assert board(page, "b.frame.selected") == [place]
    assert [g["at"] for g in board(page, "b.frame.previews")] == [place]
    # A second step waits for Python: the position after the first is its own to say.
    other = next(e["cells"][0] for e in legal(ANY_GAME, [step]) if e["cells"] != [place])
    click_place(page, other)
    assert message(page) == "One moment: the rules are still loading."
    held_rules.release()
    expect(page.locator(BOARD)).to_have_attribute("data-status", re.compile("ready|thinking"))
    assert board(page, "b.moves") == [step]
    assert board(page, "b.shown.scene.pieces.map(p => p.at)") == [place]
    expect(page.locator("#moves li")).to_have_text([re.compile(rf"{step}$")])
    record = page.evaluate(f"() => document.querySelector('{BOARD}').recordText()")
    assert re.search(rf"\b1\. {step}\b", record), record
    # Saved as any step is: a reload shows it.
    held_rules.stop()
    page.reload()
    expect(page.locator(BOARD)).to_have_attribute("data-status", re.compile("ready|thinking"))
    assert board(page, "b.moves") == [step]


def test_the_first_step_by_keyboard_while_python_loads(
    page: Page, site_url: str, held_rules: Held
) -> None:
    page.goto(f"{site_url}play.html#game={ANY_GAME}")
    first_view_shown(page, held_rules)
    board(page, "b.shadowRoot.querySelector('canvas').focus()")
    page.keyboard.press("ArrowRight")  # the cursor shows where it is
    page.keyboard.press("ArrowRight")
    cursor = board(page, "b.frame.cursor")
    steps = {e["cells"][0]: e["step"] for e in legal(ANY_GAME) if len(e["cells"]) == 1}
    assert cursor in steps
    # A screen reader hears that the place can be played (the first view's steps).
    page.wait_for_function(
        f"() => document.querySelector('{BOARD}').shadowRoot.querySelector('[aria-live]')"
        ".textContent.length > 0"
    )
    page.keyboard.press("Enter")
    drawn_early(page, steps[cursor])
    held_rules.release()
    expect(page.locator(BOARD)).to_have_attribute("data-status", re.compile("ready|thinking"))
    assert board(page, "b.moves") == [steps[cursor]]


def test_a_first_step_tapped_on_a_phone_in_the_dark(
    browser: Browser, site_url: str, page_watch: PageWatch
) -> None:
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True, color_scheme="dark"
    )
    try:
        phone = page_watch.guard(context.new_page())
        phone.set_default_timeout(TIMEOUT_MS)
        held = Held(phone, "**/wheels/py_games-*")
        entry = next(e for e in legal(ANY_GAME) if len(e["cells"]) == 1 and "orders" not in e)
        phone.goto(f"{site_url}play.html#game={ANY_GAME}")
        first_view_shown(phone, held)
        assert board(phone, "b.dataset.scheme") == "dark"
        phone.locator(BOARD).scroll_into_view_if_needed()
        point = phone.evaluate(
            f"c => document.querySelector('{BOARD}').cellCenter(c)", entry["cells"][0]
        )
        phone.touchscreen.tap(point["x"], point["y"])
        drawn_early(phone, entry["step"])
        held.release()
        phone.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 1")
        assert board(phone, "b.moves") == [entry["step"]]
    finally:
        context.close()


def test_a_first_step_python_refuses_is_taken_back_with_a_message(
    page: Page, site_url: str, held_rules: Held
) -> None:
    # Stale first views: a step Python does not know, on a place it offers.
    entry = next(e for e in legal(ANY_GAME) if len(e["cells"]) == 1 and "orders" not in e)
    place = entry["cells"][0]

    def doctored(route: Route) -> None:
        views = route.fetch().json()
        for each in views[ANY_GAME]["scene"]["legal"]:
            if each["step"] == entry["step"]:
                each["step"] = "zz99"
        route.fulfill(json=views)

    page.context.route("**/first-views.json", doctored)
    page.goto(f"{site_url}play.html#game={ANY_GAME}")
    first_view_shown(page, held_rules)
    click_place(page, place)
    drawn_early(page, "zz99")
    held_rules.release()
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
    undone = "zz99 was taken back: once the rules had loaded, it could not be played."
    assert message(page) == undone
    assert board(page, "b.moves") == []
    assert board(page, "b.shown.scene.pieces") == []  # back to the first position
    assert board(page, "b.frame.selected") == []
    # And the game goes on: the same place played as any step.
    click_place(page, place)
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 1")
    assert board(page, "b.moves") == [entry["step"]]


@pytest.mark.parametrize("game", list(GAMES))
def test_every_game_takes_its_first_step_while_python_loads_on_an_embedded_board(
    page: Page, site_url: str, held_rules: Held, game: str
) -> None:
    entry = legal(game)[0]
    step = entry["step"]
    page.goto(f"{site_url}embed.html#game={game}&interactive")
    first_view_shown(page, held_rules)
    make_step(page, entry)
    drawn_early(page, step)
    held_rules.release()
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 1")
    assert board(page, "b.moves") == [step]
    assert board(page, "b.view.scene.last.map(s => s.step)") == [step]
    assert message(page) == ""


def test_against_the_computer_its_answer_comes_once_python_is_up(
    page: Page, site_url: str, held_rules: Held
) -> None:
    entry = next(e for e in legal(ANY_GAME) if len(e["cells"]) == 1 and "orders" not in e)
    page.goto(f"{site_url}embed.html#game={ANY_GAME}&interactive&seats=human+1")
    first_view_shown(page, held_rules)
    make_step(page, entry)
    drawn_early(page, entry["step"])
    held_rules.release()
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 2")
    assert board(page, "b.moves")[0] == entry["step"]
    assert board(page, "b.view.movers") == [0, 1]


def test_no_step_is_taken_early_for_the_computer_s_seat(
    page: Page, site_url: str, held_rules: Held
) -> None:
    page.goto(f"{site_url}embed.html#game={ANY_GAME}&interactive&seats=1+human")
    held_rules.wait()
    page.wait_for_function(f"() => {PAINTED}")
    # The first view lists its steps, but the computer is to move: a click waits for Python.
    assert board(page, "b.shown.scene.legal.length") == len(legal(ANY_GAME))
    click_place(page, legal(ANY_GAME)[0]["cells"][0])
    assert message(page) == "One moment: the rules are still loading."
    assert board(page, "b.frame.previews") == []
    assert page.evaluate("performance.getEntriesByName('py-games:first-step-ready').length") == 0
    held_rules.release()
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 1")
    assert board(page, "b.view.movers") == [0]
