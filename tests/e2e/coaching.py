"""Helpers for the tests of coached boards (the Learn and Puzzles pages, embeds): playing a step
by clicks as a person does, waiting for the coach, a host page on another origin."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Page

from py_games import get_game
from py_games.bridge import handle


def ask(**request: Any) -> Any:
    """What the bridge answers, in the test's process (the same Python as the page's)."""
    answer = json.loads(handle(json.dumps(request)))
    assert "error" not in answer, answer
    return answer


def wrong_step(puzzle: str) -> str:
    """A first step of `puzzle` that Python calls wrong."""
    info = ask(fn="puzzle", puzzle=puzzle)["puzzle"]
    game = get_game(info["game"], **info["options"])
    for move in game.legal_moves(game.from_position(info["start"])):
        if ask(fn="puzzle", puzzle=puzzle, moves=[str(move)])["attempt"]["status"] == "wrong":
            return str(move)
    raise AssertionError(f"every first step of {puzzle} is right")


def board_js(selector: str) -> str:
    return f"document.querySelector({json.dumps(selector)})"


def phase(page: Page, selector: str = "py-games-board") -> str | None:
    return page.evaluate(f"() => {board_js(selector)}.dataset.coach ?? null")  # type: ignore[no-any-return]


def moves(page: Page, selector: str = "py-games-board") -> list[str]:
    return page.evaluate(f"() => {board_js(selector)}.moves")  # type: ignore[no-any-return]


def wait_phase(page: Page, wanted: str, selector: str = "py-games-board", played: int = 0) -> None:
    """Wait until the coach is at `wanted` with at least `played` steps on the board."""
    board = board_js(selector)
    page.wait_for_function(
        f"([p, n]) => {board}?.dataset.coach === p && {board}.moves.length >= n",
        arg=[wanted, played],
    )


def click_place(page: Page, place: str, selector: str = "py-games-board") -> None:
    point = page.evaluate(f"(p) => {board_js(selector)}.cellCenter(p)", place)
    assert point, f"no place {place} on the board"
    page.mouse.click(point["x"], point["y"])


def click_step(page: Page, step: str, selector: str = "py-games-board") -> None:
    """Play `step` by clicks, as a person does: the places the board's legal entry for it
    says to click, in its usual order (its first `orders`, else its `cells`)."""
    legal = page.evaluate(f"() => {board_js(selector)}.view.scene.legal")
    entry = next((e for e in legal if e["step"] == step), None)
    assert entry is not None, f"{step} is not among the legal steps {[e['step'] for e in legal]}"
    before = len(moves(page, selector))
    for place in (entry.get("orders") or [entry["cells"]])[0]:
        click_place(page, place, selector)
    # Where the places leave a choice (a stone's colour, a tile's turn), the picker opens:
    # its button for the step.
    page.wait_for_function(
        f"""(n) => {{ const b = {board_js(selector)};
            return b.moves.length > n || !b.shadowRoot.querySelector(".picker").hidden; }}""",
        arg=before,
    )
    if len(moves(page, selector)) == before:
        page.locator(f"{selector} .picker button[data-step={json.dumps(step)}]").click()
