"""The computer opponent in the browser, with Contiguous (one click a step): seats, thinking
without freezing, undo, links (a hint is tested for any game in tests/e2e/test_player_site.py).

The computer searches in the page's one Python worker, a slice of a few dozen milliseconds per
request, so the page, the board's clicks and other boards keep answering while it thinks.
Levels 0 and 1 keep these games fast; level 4 on a bigger board makes it think for seconds
where a test needs it to be thinking.
"""

from __future__ import annotations

import itertools
import math
import random
import re
from typing import Any

from playwright.sync_api import Page, expect

from py_games import get_game
from py_games.bridge import catalog
from tests.e2e.boards import BOARD, board, click_cell, open_player

WAIT = "Wait for the computer"


def level_labels(game_id: str) -> list[str]:
    """The dialog's level choices for ``game_id``: each level's name and the strength the
    bridge's catalog gives (rounded to tens as the page rounds, half up)."""
    answer: dict[str, Any] = catalog({})  # type: ignore[arg-type]
    entry = next(g for g in answer["games"] if g["id"] == game_id)

    def tens(value: float) -> int:
        return int(math.floor(value / 10 + 0.5) * 10)

    labels = []
    for level in answer["levels"]:
        strength = entry["strengths"][level["level"]]
        label = f"Computer, {level['name']}"
        if strength is not None and level["level"] != 0:
            about, spread = tens(strength["rating"]), tens((strength["high"] - strength["low"]) / 2)
            side = f"{-about} below" if about < 0 else f"{about} above"
            label += f" · about {side} random (±{spread})"
        labels.append(label)
    return labels


def watch_frames(page: Page, thinker: str = BOARD) -> None:
    """Count animation frames, those drawn while the board ``thinker``'s computer thought
    among them, and keep the longest gap between two and the time spent thinking (the gaps
    between two frames that both saw it think): Python run on the page's thread would draw no
    frame while the computer thinks, its search inside one long gap."""
    page.evaluate(
        f"""() => {{
            const b = document.querySelector('{thinker}');
            const f = window.__frames = {{ last: performance.now(), maxGap: 0, count: 0,
                                           thinking: 0, was: false, thought: 0 }};
            const tick = (t) => {{
                const gap = t - f.last;
                f.maxGap = Math.max(f.maxGap, gap);
                f.last = t;
                f.count++;
                const now = Boolean(b.thinking);
                if (now) f.thinking++;
                if (now && f.was) f.thought += gap;  // a gap seen thinking at both its ends
                f.was = now;
                requestAnimationFrame(tick);
            }};
            requestAnimationFrame(tick);
        }}"""
    )


def frames(page: Page) -> dict[str, float]:
    result: dict[str, float] = page.evaluate("() => window.__frames")
    return result


def kept_drawing(page: Page, least: int) -> None:
    """Since ``watch_frames``: more than ``least`` frames drawn while the computer thought,
    and no gap between two frames half the time it spent thinking (the page's own clock,
    compared with itself)."""
    drawn = frames(page)
    assert drawn["thinking"] > least, drawn
    assert drawn["maxGap"] < drawn["thought"] / 2, drawn


def watch_answers(page: Page) -> None:
    """Record whether the next click on the board lands while the computer thinks, and every
    message the board shows with whether the computer was thinking then: "answered at once"
    means before the computer's step, which no machine's load can reorder."""
    page.evaluate(
        f"""() => {{
            const b = document.querySelector('{BOARD}');
            const w = window.__answers = {{ clickedWhileThinking: false, said: [] }};
            // Capture on the board itself: runs before the board's own pointerup handler.
            b.addEventListener('pointerup', () => {{
                if (window.__answers === w && b.thinking) w.clickedWhileThinking = true;
            }}, {{ capture: true, once: true }});
            const message = b.shadowRoot.querySelector('.message');
            const seen = new MutationObserver(() => {{
                if (window.__answers !== w) return seen.disconnect();
                w.said.push([message.textContent, b.thinking]);
            }});
            seen.observe(message, {{ subtree: true, childList: true, characterData: true }});
        }}"""
    )


def choose_seats(page: Page, seats: dict[int, str], **options: int) -> None:
    """Start a new game from the dialog: `options` typed in, `seats[p]` chosen for seat p
    (a level's value, or "human")."""
    page.get_by_role("button", name="New game…").click()
    dialog = page.locator("#new-game")
    expect(dialog).to_be_visible()
    for name, value in options.items():
        dialog.locator(f"[name={name}]").fill(str(value))
    for seat, value in seats.items():
        dialog.locator(f"select[data-seat='{seat}']").select_option(value)
    dialog.get_by_role("button", name="Start").click()
    expect(dialog).to_be_hidden()


def wait_for_person(page: Page) -> None:
    """Until a person is to move, or the game is over."""
    page.wait_for_function(
        f"""() => {{ const b = document.querySelector('{BOARD}');
            return b.dataset.status === 'over'
                || (b.dataset.status === 'ready' && b.personToMove); }}"""
    )


def test_a_whole_game_against_the_computer_ends_as_python_says_and_never_freezes(
    page: Page, site_url: str
) -> None:
    open_player(page, site_url, "game=contiguous&size=4")
    choose_seats(page, {0: "human", 1: "1"}, size=4)
    page.wait_for_function(
        f"() => document.querySelector('{BOARD}').players === 'human 1'"
        f" && document.querySelector('{BOARD}').moves.length === 0"
    )
    # The level's name is Python's, shown beside the seat.
    expect(page.locator("#scores tbody tr").nth(1)).to_contain_text("computer, beginner")
    watch_frames(page)
    rng = random.Random(3)
    answered_while_thinking = turns = 0
    while board(page, "b.dataset.status") != "over":
        assert board(page, "b.personToMove")
        before = board(page, "b.moves.length")
        step = rng.choice(board(page, "b.view.scene.legal.map(e => e.step)"))
        click_cell(page, step)
        page.wait_for_function(
            f"n => document.querySelector('{BOARD}').moves.length > n", arg=before
        )
        if board(page, "b.dataset.status") == "over":
            break
        # The computer's turn: the board says it is thinking, and a click is answered at once
        # (on the cell just filled, so that a click after the computer's step plays nothing).
        frames_before = frames(page)["count"]
        turns += 1
        if board(page, "b.dataset.status") == "thinking":
            expect(page.locator(BOARD)).to_have_attribute("data-status", "thinking")
            watch_answers(page)
            click_cell(page, step)
        wait_for_person(page)
        answers = page.evaluate("() => window.__answers")
        if answers and answers["clickedWhileThinking"]:
            # Answered before the computer's step came, however long the machine took.
            assert any(t.startswith(WAIT) and thinking for t, thinking in answers["said"]), answers
            answered_while_thinking += 1
        page.evaluate("() => { window.__answers = null; }")
        assert frames(page)["count"] > frames_before  # frames kept coming while it thought
        assert board(page, "b.moves.length") >= before + 2 or board(page, "b.view.scene.outcome")
    assert answered_while_thinking >= 1
    # The page was never frozen: frames kept coming while the computer thought, more than two
    # a turn.
    kept_drawing(page, 2 * turns)
    game = get_game("contiguous", size=4)
    state = game.initial_state()
    moves = board(page, "b.moves")
    movers = board(page, "b.view.movers")
    for move in moves:
        state = game.apply(state, move)
    assert len(moves) == 16 and set(movers[1::2]) == {1} and set(movers[::2]) == {0}
    outcome = game.outcome(state)
    assert outcome is not None
    assert board(page, "b.view.scene.outcome.winners") == list(outcome.winners)
    expect(page.locator("#scores tbody td.score")).to_have_text([str(s) for s in outcome.scores])
    expect(page.locator("#result strong")).to_have_text(f"{game.headline(outcome)}.")


def test_undo_stops_the_computer_and_goes_back_to_the_persons_turn(
    page: Page, site_url: str
) -> None:
    # Level 4 on a 6×6 board thinks for a second or more: long enough to interrupt.
    open_player(page, site_url, "game=contiguous&size=6&seats=human+4")
    assert board(page, "b.seats") == ["human", 4]
    click_cell(page, "c3")
    expect(page.locator(BOARD)).to_have_attribute("data-status", "thinking")
    expect(page.locator(BOARD).locator(".message")).to_have_text(re.compile("is thinking…"))
    page.get_by_role("button", name="Undo").click()
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready", timeout=1_000)
    assert board(page, "b.moves") == []
    assert board(page, "b.personToMove")
    # Longer than the search's whole budget (3 s): no computer step comes afterwards.
    page.wait_for_timeout(3_500)
    assert board(page, "b.moves") == []
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")

    # Against the computer, undo takes back to the person's previous turn (two steps here);
    # redo replays up to the person's turn again. Random steps (level 0) keep it quick.
    page.evaluate(f"() => document.querySelector('{BOARD}').players = 'human random'")
    page.wait_for_function(f"() => document.querySelector('{BOARD}').seats[1] === 0")
    click_cell(page, "c3")
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 2")
    wait_for_person(page)
    second = board(page, "b.view.scene.legal[0].step")
    click_cell(page, second)
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 4")
    wait_for_person(page)
    played = board(page, "b.moves")
    page.get_by_role("button", name="Undo").click()
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 2")
    assert board(page, "b.moves") == played[:2]
    assert board(page, "b.personToMove") and board(page, "b.view.scene.to_move") == 0
    page.get_by_role("button", name="Undo").click()
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 0")
    expect(page.get_by_role("button", name="Undo")).to_be_disabled()
    page.get_by_role("button", name="Redo").click()
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 2")
    wait_for_person(page)
    assert board(page, "b.moves") == played[:2]
    page.keyboard.press("Control+y")
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 4")
    assert board(page, "b.moves") == played
    assert board(page, "b.personToMove")


def test_another_board_plays_while_a_board_of_computers_thinks(page: Page, site_url: str) -> None:
    # The embed page's board: computers at level 3, thinking much of the time, on a 9×9 board
    # so that their game lasts the test through (on a 5×5 board, under load, it could end
    # while the other board was still loading).
    page.goto(f"{site_url}embed.html#game=contiguous&size=9&seats=3+3&interactive")
    thinker = page.locator("py-games-board").first
    expect(thinker).to_have_attribute("data-status", "thinking")
    # Both boards in view, side by side.
    page.add_style_tag(content="py-games-board { width: 300px; display: inline-block; }")
    page.evaluate(
        """() => {
            const other = document.createElement('py-games-board');
            other.id = 'other';
            other.setAttribute('game', 'contiguous');
            other.setAttribute('options', '{"size": 4}');
            other.setAttribute('interactive', '');
            document.querySelector('main').append(other);
        }"""
    )
    other = page.locator("#other")
    expect(other).to_have_attribute("data-status", "ready")
    watch_frames(page, "py-games-board")
    game = get_game("contiguous", size=4)
    state, rng, seen = game.initial_state(), random.Random(5), []
    thinker_moves = "() => document.querySelector('py-games-board').moves.length"
    for _ in range(6):
        move = str(rng.choice(game.legal_moves(state)))
        before = page.evaluate("() => document.getElementById('other').moves.length")
        thinking = page.evaluate(
            "() => document.querySelector('py-games-board').dataset.status === 'thinking'"
        )
        searched = page.evaluate(thinker_moves)
        # The place's centre relative to the other board's canvas, clicked through a locator
        # (which scrolls it into view and waits until nothing covers it): page coordinates
        # read before the click went stale when the page scrolled or shifted meanwhile.
        point = page.evaluate(
            """c => {
                const other = document.getElementById('other');
                const at = other.cellCenter(c);
                const box = other.shadowRoot.querySelector('canvas').getBoundingClientRect();
                return {x: at.x - box.x, y: at.y - box.y};
            }""",
            move,
        )
        other.locator("canvas").click(position=point)
        page.wait_for_function("n => document.getElementById('other').moves.length > n", arg=before)
        # No clock: the step counts as answered during a search when the computers were
        # thinking before it and are still on the same step after it (a step that waited for
        # the search to end would find their board a step further).
        seen.append((thinking, searched, page.evaluate(thinker_moves)))
        state = game.apply(state, move)
    during = sum(1 for thinking, searched, after in seen if thinking and after == searched)
    # (whether the computers were thinking, their steps before and after): for a failure.
    assert during >= 3, f"the other board's steps waited for the computers' searches: {seen}"
    assert page.evaluate("() => document.getElementById('other').position") == game.position(state)
    # The computers went on playing meanwhile, and the page kept drawing frames while they
    # thought.
    page.wait_for_function("() => document.querySelector('py-games-board').moves.length >= 2")
    kept_drawing(page, 6)


def test_computers_against_each_other_play_to_the_end_at_a_watchable_pace(
    page: Page, site_url: str
) -> None:
    page.goto(f"{site_url}embed.html#game=contiguous&size=3&seats=random+1&interactive")
    element = page.locator("py-games-board")
    page.evaluate(
        """() => {
            const b = document.querySelector('py-games-board');
            window.__times = [];
            b.addEventListener('move', () => window.__times.push(performance.now()));
            // A page that works 150 ms on every other position shown (or a drawing slow now
            // and then): the pause after such a step is still the whole pause.
            let shown = 0;
            b.addEventListener('update', () => {
                const end = performance.now() + (shown++ % 2 ? 150 : 0);
                while (performance.now() < end) {}
            });
        }"""
    )
    expect(element).to_have_attribute("data-status", "over", timeout=30_000)
    times: list[float] = page.evaluate("() => window.__times")
    moves: list[str] = page.evaluate("() => document.querySelector('py-games-board').moves")
    assert len(moves) == 9
    gaps = [b - a for a, b in itertools.pairwise(times)]
    assert min(gaps) >= 350, gaps  # a pause between the steps, to follow the game
    game = get_game("contiguous", size=3)
    state = game.initial_state()
    for move in moves:
        state = game.apply(state, move)
    outcome = game.outcome(state)
    assert outcome is not None
    view: dict[str, Any] = page.evaluate("() => document.querySelector('py-games-board').view")
    assert view["scene"]["outcome"]["winners"] == list(outcome.winners)


def test_seats_ride_in_the_share_link_the_save_and_the_dialog(page: Page, site_url: str) -> None:
    open_player(page, site_url, "game=contiguous&size=4&players=3&seats=human+1+random")
    assert board(page, "b.players") == "human 1 random"
    assert board(page, "b.seats") == ["human", 1, 0]
    click_cell(page, "b2")
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 3")
    wait_for_person(page)
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.get_by_role("button", name="Copy share link").click()
    expect(page.locator("#notice")).to_contain_text("Share link copied")
    link = page.evaluate("navigator.clipboard.readText()")
    assert "seats=human+1+random" in link and "players=3" in link
    moves = board(page, "b.moves")
    # A reload keeps the seats with the game.
    page.reload()
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
    assert board(page, "b.players") == "human 1 random"
    assert board(page, "b.moves") == moves
    # The dialog shows them, and starting again keeps them.
    page.get_by_role("button", name="New game…").click()
    dialog = page.locator("#new-game")
    assert [dialog.locator(f"select[data-seat='{p}']").input_value() for p in range(3)] == [
        "human",
        "1",
        "0",
    ]
    names = [o.strip() for o in dialog.locator("select[data-seat='1'] option").all_inner_texts()]
    assert names == ["Person", "Friend, by link", *level_labels("contiguous")]
    assert "above random" in names[-1]  # contiguous's levels are rated (py_games/ratings.json)
    dialog.get_by_role("button", name="Cancel").click()
    # The link alone opens the same game with the same seats.
    page.evaluate("localStorage.clear()")
    page.goto("about:blank")
    page.goto(link)
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
    assert board(page, "b.players") == "human 1 random"
    assert board(page, "b.moves") == moves
    # An embed link carries them too.
    page.goto(f"{site_url}embed.html#game=contiguous&size=3&seats=human+random&interactive")
    embedded = page.locator("py-games-board")
    expect(embedded).to_have_attribute("data-status", "ready")
    assert page.evaluate("() => document.querySelector('py-games-board').seats") == ["human", 0]


def test_a_bad_seat_is_explained_and_played_by_a_person(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}embed.html#game=contiguous&size=3&seats=human+7+2&interactive")
    element = page.locator("py-games-board")
    expect(element).to_have_attribute("data-status", "ready")
    expect(element.locator(".message")).to_contain_text("“7” is not a seat")
    expect(element.locator(".message")).to_contain_text("is played by a person")
    assert page.evaluate("() => document.querySelector('py-games-board').seats") == [
        "human",
        "human",
    ]
    # The game goes on: both seats are people.
    page.evaluate("() => document.querySelector('py-games-board').play('b2')")
    expect(element).to_have_attribute("data-to-move", "1")
    expect(element).to_have_attribute("data-status", "ready")
    # A diagram never thinks, whatever its seats.
    page.goto("about:blank")
    page.goto(f"{site_url}embed.html#game=contiguous&size=3&seats=1+1")
    expect(element).to_have_attribute("data-status", "ready")
    page.wait_for_timeout(800)
    assert page.evaluate("() => document.querySelector('py-games-board').moves") == []
    expect(element).to_have_attribute("data-status", "ready")
