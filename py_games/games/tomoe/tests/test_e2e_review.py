"""The review on the player page with Tomoe, whose reviews take longest: it goes on after a
reload, and waits while a step is half made (a space clicked, its picker open)."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.reviews import (
    BOARD,
    READY,
    judged_in_python,
    judged_on_page,
    load_record,
    short_game,
    wait_done,
)


def test_a_review_goes_on_after_a_reload(page: Page, site_url: str) -> None:
    _, moves = short_game("tomoe")
    load_record(page, site_url, "tomoe", moves)
    page.fill("#review-iterations", "150")
    page.click("#review-start")
    # Some positions evaluated, and kept with the save...
    page.wait_for_function(
        """() => JSON.parse(localStorage.getItem('py-games/recent') || '[]')
            .some((e) => (e.review?.evaluations.length ?? 0) >= 3)"""
    )
    kept = page.evaluate(
        """() => Math.max(...JSON.parse(localStorage.getItem('py-games/recent'))
            .map((e) => e.review?.evaluations.length ?? 0))"""
    )
    page.reload()
    # ... and after the reload the review goes on from them (its progress starts there), to
    # the same end.
    started = page.wait_for_function(
        """() => { const bar = document.querySelector('#review-progress');
                   return !bar.hidden && bar.value > 0 && bar.value; }"""
    ).json_value()
    assert started >= kept / (len(moves) + 1) - 1e-9
    wait_done(page)
    assert judged_on_page(page) == judged_in_python("tomoe", moves, 150)


def test_the_review_waits_while_a_step_is_being_made(page: Page, site_url: str) -> None:
    # A step half made (a Tomoe space clicked, its picker open): the review following the game
    # sends no slice until the step is made or given up, so the step's answer comes first.
    game, moves = short_game("tomoe", most=12)
    state = game.initial_state()
    for text in moves:
        state = game.apply(state, game.parse_move(state, text))
    space = next(m for m in game.legal_moves(state) if len(m.cells) == 1).cells[0]
    page.goto(f"{site_url}play.html#game=tomoe&moves={'+'.join(moves)}")
    expect(page.locator(BOARD)).to_have_attribute("data-status", READY)
    page.fill("#review-iterations", "400")
    page.uncheck("#hide-engine")
    progress = page.locator("#review-progress")
    page.wait_for_function("() => document.querySelector('#review-progress').value > 0")
    page.locator(BOARD).scroll_into_view_if_needed()  # (the switch is further down)
    point = page.evaluate(f"() => document.querySelector('{BOARD}').cellCenter('{space}')")
    page.mouse.click(point["x"], point["y"])
    page.wait_for_function(f"() => document.querySelector('{BOARD}').clicks.length === 1")
    page.wait_for_timeout(300)  # the slice under way at the click comes back
    held = progress.evaluate("bar => bar.value")
    page.wait_for_timeout(800)
    assert progress.evaluate("bar => bar.value") == held < 1
    expect(progress).to_be_visible()  # paused, not stopped
    page.keyboard.press("Escape")  # the step given up: the review goes on
    page.wait_for_function(f"() => document.querySelector('{BOARD}').clicks.length === 0")
    page.wait_for_function("v => document.querySelector('#review-progress').value > v", arg=held)
