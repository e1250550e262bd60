"""The position editor (editor.html), for any game: a link refused or naming no game, marks in
hand, axe. Building each game's positions by clicks, the keyboard alone and the canvas's
picture are tested in the games' folders (``py_games/games/<id>/tests/test_e2e_editor.py``)."""

from __future__ import annotations

import pytest
from boards import ANY_GAME
from editor_page import click_place, open_editor
from playwright.sync_api import Page, expect

from conftest import serious_violations
from py_games import GAMES, get_game, i18n, registry
from py_games.contract import FieldInfo
from py_games.core.errors import GameError
from py_games.editing import edit
from py_games.registry import read_options


@pytest.mark.parametrize("game_id", list(GAMES))
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_no_serious_accessibility_violation_in_the_editor(
    page: Page, site_url: str, scheme: str, game_id: str
) -> None:
    page.emulate_media(color_scheme=scheme)
    open_editor(page, site_url, f"game={game_id}")
    assert serious_violations(page) == []


def refused(game_id: str, **given: object) -> str:
    """Why Python refuses ``given`` for ``game_id``: options, or a ``position`` to start from."""
    position = given.pop("position", None)
    try:
        game = get_game(game_id, **read_options(game_id, given))
        if isinstance(position, str):
            game.from_position(position)
    except GameError as error:
        return str(error)
    raise AssertionError(f"{game_id} takes {given}, position {position!r}")


SIZED = next(g for g in GAMES if any(o.name == "size" for o in GAMES[g].OPTIONS))
"""A game with a board size."""


@pytest.mark.parametrize(
    ("fragment", "reason"),
    [
        (f"game={ANY_GAME}&position=garbage!!", refused(ANY_GAME, position="garbage!!")),
        (f"game={SIZED}&size=99", refused(SIZED, size="99")),
    ],
)
def test_a_link_the_rules_refuse_opens_the_game_s_start_and_says_why(
    page: Page, site_url: str, fragment: str, reason: str
) -> None:
    # Nothing to keep on opening: the start of the game (its usual options), not a board left
    # loading for good.
    page.goto(f"{site_url}editor.html#{fragment}")
    expect(page.locator("#editor")).to_have_attribute("data-status", "possible", timeout=60_000)
    problem = page.locator("#problem")
    expect(problem).to_contain_text("Could not open the link's")
    expect(problem).to_contain_text(reason)
    game = fragment.split("&", maxsplit=1)[0].removeprefix("game=")
    assert page.locator("#game").input_value() == game
    page.locator("#palette button[data-kind]").first.click()
    before = page.locator("#position").input_value()
    click_place(page, page.evaluate("document.querySelector('#picture').places[0].name"))
    expect(page.locator("#position")).not_to_have_value(before)  # and it is played with


def test_a_link_to_no_game_opens_the_first_game_and_says_which_games_are(
    page: Page, site_url: str
) -> None:
    # Its options and position were for another game: the first game's start, and why.
    page.goto(f"{site_url}editor.html#game=nosuch&size=5&position=garbage")
    expect(page.locator("#editor")).to_have_attribute("data-status", "possible", timeout=60_000)
    games = page.evaluate("[...document.querySelectorAll('#game option')].map(o => o.value)")
    titles = page.evaluate("[...document.querySelectorAll('#game option')].map(o => o.text)")
    assert page.locator("#game").input_value() == games[0]
    expect(page.locator("#problem")).to_have_text(
        f"There is no game “nosuch” here; the games are: {', '.join(titles)}."
    )
    page.locator("#palette button[data-kind]").first.click()
    before = page.locator("#position").input_value()
    click_place(page, page.evaluate("document.querySelector('#picture').places[0].name"))
    expect(page.locator("#position")).not_to_have_value(before)  # and it is edited as ever


def test_with_marks_or_arrows_in_hand_no_piece_looks_chosen(page: Page, site_url: str) -> None:
    open_editor(page, site_url, f"game={ANY_GAME}")
    pressed = page.locator("#palette button[aria-pressed='true']")
    expect(pressed).to_have_count(1)
    page.locator("#tool-arrows").click()
    expect(page.locator("#tool-arrows")).to_have_attribute("aria-pressed", "true")
    expect(pressed).to_have_count(0)
    page.locator("#tool-marks").click()
    expect(pressed).to_have_count(0)
    page.locator("#tool-marks").click()  # back to the pieces: the piece chosen before
    expect(pressed).to_have_count(1)


def choosable(game_id: str) -> list[FieldInfo]:
    """``game_id``'s editor fields with more than one value to choose."""
    return [f for f in registry.editor(get_game(game_id)).fields() if len(f["choices"]) > 1]


def test_fields_changed_before_the_first_answer_all_count(page: Page, site_url: str) -> None:
    # A quick hand changes a second field while Python answers the first: each change is made
    # from what the one before left, so neither is lost.
    game_id = next(g for g in GAMES if len(choosable(g)) >= 2)
    game = get_game(game_id)
    start = edit(game)["sketch"]
    wanted = {
        f["name"]: next(c for c in f["choices"] if c != start["fields"][f["name"]])
        for f in choosable(game_id)
    }
    expected = edit(game, {"pieces": start["pieces"], "fields": {**start["fields"], **wanted}})
    open_editor(page, site_url, f"game={game_id}")
    page.evaluate(
        """(wanted) => { for (const [name, value] of Object.entries(wanted)) {
            const select = document.querySelector(`#fields select[name='${name}']`);
            select.value = value;
            select.dispatchEvent(new Event('change'));
        } }""",
        wanted,
    )
    expect(page.locator("#editor")).to_have_attribute("data-position", expected["position"])
    for name, value in wanted.items():
        expect(page.locator(f"#fields select[name='{name}']")).to_have_value(value)


def test_a_language_changed_while_python_answers_an_edit_keeps_the_edit(
    page: Page, site_url: str
) -> None:
    # The page asks again for its words in the new language, with the sketch shown: asked
    # before the edit's answer came (the catalog already in), it carried the sketch before
    # the edit, and its answer, the later one, took the edit back.
    game_id = next(g for g in GAMES if choosable(g))
    game = get_game(game_id)
    start = edit(game)["sketch"]
    field = choosable(game_id)[0]
    value = next(c for c in field["choices"] if c != start["fields"][field["name"]])
    edited = {"pieces": start["pieces"], "fields": {**start["fields"], field["name"]: value}}
    with i18n.using("de"):
        expected = edit(game, edited)
    open_editor(page, site_url, f"game={game_id}")
    menu = page.locator(".language-menu select")
    for lang in ("de", "en"):  # both catalogs in, so that a change is at once
        menu.select_option(lang)
        expect(page.locator("html")).to_have_attribute("data-language-shown", lang)
    page.evaluate(
        """([name, value]) => {
            const select = document.querySelector(`#fields select[name='${name}']`);
            select.value = value;
            select.dispatchEvent(new Event('change'));
            const menu = document.querySelector('.language-menu select');
            menu.value = 'de';
            menu.dispatchEvent(new Event('change'));
        }""",
        [field["name"], value],
    )
    # The last answer is the language's (the picture described in German), of the edit.
    expect(page.locator("#picture-words")).to_have_text(expected["description"])
    expect(page.locator("#editor")).to_have_attribute("data-position", expected["position"])
    expect(page.locator(f"#fields select[name='{field['name']}']")).to_have_value(value)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_on_a_small_phone_nothing_in_the_editor_is_wider_than_the_screen(
    page: Page, site_url: str, game_id: str
) -> None:
    # A field's long value ("step 1 (or the first turn's one placement)") widened its box.
    page.set_viewport_size({"width": 320, "height": 640})
    open_editor(page, site_url, f"game={game_id}")
    wide = page.evaluate(
        """() => [...document.querySelectorAll('#editor *')]
            .filter((e) => e.getBoundingClientRect().right > innerWidth + 0.5)
            .map((e) => e.id || e.tagName)"""
    )
    assert wide == []
