"""Helpers for the browser tests of pages with boards: the player's board (``#board``), and
every ``py-games-board`` of a page (a rules page's diagrams). The generic tests here and each
game's own (``py_games/games/<id>/tests/test_e2e_*.py``) use them."""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from typing import Any
from urllib.parse import quote

from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from py_games import GAMES, get_game, present

BOARD = "#board"
BOARDS = "document.querySelectorAll('py-games-board')"
READY = re.compile("ready|over")
ANY_GAME = next(iter(GAMES))
"""A game for what every game does alike: the registry's first (the site's default game)."""
OTHER_GAME = next(game_id for game_id in GAMES if game_id != ANY_GAME)
"""Another game than :data:`ANY_GAME`."""


def legal(game_id: str, moves: Sequence[str] = (), **options: object) -> list[Any]:
    """The steps Python offers after ``moves``, as the scene lists them (``step``, ``cells``,
    ``orders``)."""
    game = get_game(game_id, **options)
    state = game.initial_state()
    for move in moves:
        state = game.apply(state, move)
    return list(present(game).scene(state)["legal"])


def one_click_places(game_id: str, moves: Sequence[str] = (), **options: object) -> list[str]:
    """The places where one click makes a step after ``moves`` (no other step takes that
    click), in the scene's order."""
    clicks = [(e.get("orders") or [e["cells"]])[0] for e in legal(game_id, moves, **options)]
    return [c[0] for c in clicks if len(c) == 1 and clicks.count(c) == 1]


def played_by_one_click(game_id: str) -> bool:
    """Whether every step at the start of ``game_id`` is one click on a place of its own."""
    steps = legal(game_id)
    return len(one_click_places(game_id)) == len(steps) > 1


ONE_CLICK_GAME = next(game_id for game_id in GAMES if played_by_one_click(game_id))
"""A game whose steps are each one click on a place (a placement game), for tests that click
places as steps."""


def largest(game_id: str) -> dict[str, int]:
    """The game's quantities (options with a maximum whose values are not named: a board's
    size, the number of players) each at its maximum."""
    options = GAMES[game_id].OPTIONS
    return {o.name: o.maximum for o in options if o.maximum is not None and not o.names}


def place_names(game_id: str, **options: object) -> list[str]:
    """The names of the places of the game's board with ``options``."""
    return [place["name"] for place in present(get_game(game_id, **options)).board()["places"]]


def aspect(game_id: str, **options: object) -> float:
    """How much wider than tall the game's board is (its places' outlines)."""
    board = present(get_game(game_id, **options)).board()
    points = [point for place in board["places"] for point in place["outline"]]
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return (max(xs) - min(xs)) / (max(ys) - min(ys))


def places(game_id: str, **options: object) -> int:
    """How many places the game's board has with ``options``."""
    return len(place_names(game_id, **options))


BIGGEST_GAME = max(GAMES, key=lambda game_id: places(game_id, **largest(game_id)))
"""The game with the most places (at its largest options): the smallest cells on a screen."""
BIGGEST = "&".join(f"{k}={v}" for k, v in largest(BIGGEST_GAME).items())
"""Its largest options, as a link writes them."""


def line(game_id: str, most: int | None = None, seed: int = 0, **options: object) -> list[str]:
    """A seeded random game's steps: ``most`` of them, or to its end (``None``)."""
    game = get_game(game_id, **options)
    state, rng, steps = game.initial_state(), random.Random(seed), []
    while (most is None or len(steps) < most) and (legal_now := game.legal_moves(state)):
        steps.append(str(rng.choice(legal_now)))
        state = game.apply(state, steps[-1])
    return steps


def link(game_id: str, steps: Sequence[str] = (), **options: object) -> str:
    """A player's fragment for ``game_id`` with ``options`` and ``steps`` (without the #)."""
    parts = [f"game={game_id}", *(f"{k}={v}" for k, v in options.items())]
    if steps:
        parts.append("moves=" + "+".join(quote(step, safe="") for step in steps))
    return "&".join(parts)


def one_click_line(game_id: str, most: int, seed: int = 0, **options: object) -> list[str]:
    """A seeded line of ``most`` steps, each made by one click: the places clicked, which are
    the steps' texts in a game played one click a step (:data:`ONE_CLICK_GAME`)."""
    rng, steps = random.Random(seed), []
    for _ in range(most):
        steps.append(rng.choice(one_click_places(game_id, steps, **options)))
    return steps


def biggest_board(game_id: str) -> dict[str, int]:
    """The game's largest board (its option ``size`` at its maximum), else its defaults."""
    options = GAMES[game_id].OPTIONS
    return {o.name: o.maximum for o in options if o.name == "size" and o.maximum is not None}


def smallest(game_id: str) -> dict[str, int]:
    """The game's smallest board (its option ``size`` at its minimum), else its defaults."""
    options = GAMES[game_id].OPTIONS
    return {o.name: o.minimum for o in options if o.name == "size" and o.minimum is not None}


TWO_STEP_GAME = next(g for g in GAMES if present(get_game(g)).board().get("turn_steps"))
"""A game whose turn is two steps (the board names each: ``turn_steps``)."""


def ready(page: Page, selector: str = "py-games-board") -> None:
    """Wait until every board ``selector`` finds is ready (or over)."""
    boards = page.locator(selector)
    for i in range(boards.count()):
        expect(boards.nth(i)).to_have_attribute("data-status", READY)


def open_player(page: Page, site_url: str, fragment: str = f"game={ANY_GAME}") -> None:
    """Load the player afresh at ``fragment`` and wait until its board is ready.

    A page already on the player only changes its fragment, and its board is already ready
    before the new link is read: it goes through a blank page so the load is a new one.
    """
    if page.url.startswith(f"{site_url}play.html"):
        page.goto("about:blank")
    page.goto(f"{site_url}play.html#{fragment}")
    expect(page.locator(BOARD)).to_have_attribute("data-status", re.compile("ready|over"))


def board(page: Page, expression: str) -> Any:
    """Evaluate ``expression`` with ``b`` bound to the board element."""
    return page.evaluate(
        f"() => {{ const b = document.querySelector('{BOARD}'); return {expression}; }}"
    )


def click_cell(page: Page, cell: str) -> None:
    point = page.evaluate(f"c => document.querySelector('{BOARD}').cellCenter(c)", cell)
    assert point is not None, f"the board has no cell {cell}"
    page.mouse.click(point["x"], point["y"])


def play_by_click(page: Page, cell: str) -> None:
    """Click ``cell`` and wait for the board to play the step it makes."""
    play_by_clicks(page, cell)


# Whether the page's Python worker answers a request of its own (an id no board waits for),
# and how the page says Python started: for a failure's message.
ASK_WORKER = """async () => {
    const worker = window.pyGamesEarly?.worker, root = document.documentElement.dataset;
    const started = `boot ${root.boot}, snapshot ${root.snapshot}`;
    if (!worker) return `none to ask (${started})`;
    const asked = performance.now();
    const answered = await new Promise(done => {
        const ms = () => Math.round(performance.now() - asked);
        const heard = e => e.data?.id === -1 && done(`answered in ${ms()} ms`);
        worker.addEventListener('message', heard);
        setTimeout(() => done('no answer in 10 s'), 10000);
        worker.postMessage({id: -1, request: JSON.stringify({fn: 'catalog'})});
    });
    return `${answered} (${started})`;
}"""


def play_by_clicks(page: Page, *cells: str) -> None:
    """Click ``cells`` in order, one step's clicks, and wait for the board to play the step."""
    before = board(page, "b.moves.length")
    for cell in cells:
        click_cell(page, cell)
    wait_for_step(page, before, f"the step at {cells}", cells[0])


def play_by_keys(page: Page, *keys: str) -> None:
    """Press ``keys`` on the focused board (the last one Enter) and wait for the step."""
    before = board(page, "b.moves.length")
    for key in keys:
        page.keyboard.press(key)
    wait_for_step(page, before, f"the step made by {keys}", None)


def wait_for_step(page: Page, before: int, what: str, place: str | None) -> None:
    """Wait for a step after ``before`` moves; else fail saying where the board and the
    page's Python worker stand (``what``: the step asked for, ``place``: where it was)."""
    try:
        # Longer, not one longer: a computer's seat may answer before the test looks again.
        page.wait_for_function(
            f"n => document.querySelector('{BOARD}').moves.length > n", arg=before
        )
    except PlaywrightTimeoutError as error:
        said, worker = board(page, shown_at(place)), page.evaluate(ASK_WORKER)
        raise AssertionError(
            f"{what} was not taken: {said}; the page's Python worker: {worker}"
        ) from error


def shown_at(place: str | None) -> str:
    """A script (``b`` bound to the board) that says where the board stands, what it said
    last, what has the focus and what is drawn at ``place`` (if one is named), as JSON: for
    a failure's message, in any browser's driver."""
    point = "null" if place is None else f"b.cellCenter({place!r})"
    return f"""JSON.stringify({{status: b.dataset.status, clicks: b.clicks, moving: b.moving,
        thinking: b.thinking, moves: b.moves, url: location.href,
        message: b.shadowRoot.querySelector('.message')?.textContent,
        announced: b.shadowRoot.querySelector('[aria-live]')?.textContent,
        focus: (e => e && (e.id || e.tagName))(document.activeElement),
        at: (p => {{ const e = p && document.elementFromPoint(p.x, p.y);
                     return e && (e.id || e.tagName); }})({point}),
        notice: document.querySelector('#notice')?.textContent}})"""


def message(page: Page) -> str:
    return board(page, "b.shadowRoot.querySelector('.message').textContent")


def start_new_game(page: Page, **options: object) -> None:
    """Use the New game dialog as a person would."""
    page.get_by_role("button", name="New game…").click()
    dialog = page.locator("#new-game")
    expect(dialog).to_be_visible()
    for name, value in options.items():
        field = dialog.locator(f"[name={name}]")
        if isinstance(value, bool):
            field.set_checked(value)
        elif isinstance(value, int):
            field.fill(str(value))
        else:
            field.select_option(str(value))
    dialog.get_by_role("button", name="Start").click()
    expect(dialog).to_be_hidden()
    # The new game, not the one before it (which may have had no move either): its options.
    page.wait_for_function(
        f"""wanted => {{ const b = document.querySelector('{BOARD}');
            return b.moves.length === 0 && Object.entries(wanted).every(
                ([k, v]) => String(b.view?.board.options[k]) === String(v)); }}""",
        arg=options,
    )


def wait_for_boards(page: Page) -> int:
    """Wait until every board of the page is ready (or over); how many there are."""
    count = page.evaluate(f"{BOARDS}.length")
    page.wait_for_function(
        f"() => [...{BOARDS}].every(b => ['ready', 'over'].includes(b.dataset.status))"
    )
    return int(count)


def check_rules_diagrams(
    page: Page, site_url: str, game_id: str, boards: int, checked: int
) -> None:
    """The rules page of ``game_id`` has ``boards`` boards, all ready, and its ``checked``
    captions that state scores or a verdict state Python's: the numbers in bold are the
    scores Python computes for the board above, the verdict in bold Python's headline."""
    page.goto(f"{site_url}rules/{game_id}.html")
    assert wait_for_boards(page) == boards
    figures = page.locator("figure")
    seen = 0
    for i in range(figures.count()):
        caption = figures.nth(i).locator("figcaption")
        scores, headline = (
            caption.get_attribute("data-scores"),
            caption.get_attribute("data-headline"),
        )
        if scores is None and headline is None:
            continue
        view = page.evaluate(
            "i => document.querySelectorAll('figure')[i].querySelector('py-games-board')"
            ".view.scene",
            i,
        )
        bold = caption.locator("b").all_inner_texts()
        if scores is not None:
            assert [int(t) for t in bold if t.isdigit()] == [s["value"] for s in view["scores"]]
        if headline is not None:
            assert [t for t in bold if not t.isdigit()] == [view["outcome"]["headline"]]
        seen += 1
    assert seen == checked


def shows_the_end(page: Page, game: Any, state: Any) -> None:
    """The player shows the game over at ``state``: its position, Python's headline and how it
    was decided, and each score with what it is made of."""
    expect(page.locator(BOARD)).to_have_attribute("data-status", "over")
    outcome = game.outcome(state)
    assert outcome is not None
    assert board(page, "b.view.scene.position") == game.position(state)
    result = page.locator("#result")
    expect(result.locator("strong")).to_have_text(f"{game.headline(outcome)}.")
    expect(result).to_contain_text(outcome.decided)
    details = game.score_details(state)
    expect(page.locator("#scores tbody td.score")).to_have_text([d.text for d in details])
    expect(page.locator("#scores tbody td.made")).to_have_text([d.formula for d in details])
