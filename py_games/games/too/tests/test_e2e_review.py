"""The review on the player page with a game of Too on a small board: no serious accessibility
violation, and a variation played keeps the review and is reviewed beside it."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.plugin import serious_violations
from tests.e2e.reviews import (
    BOARD,
    READY,
    expect_judged,
    judged_in_python,
    judged_on_page,
    load_record,
    run_review,
    short_game,
    wait_done,
)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_review_has_no_serious_accessibility_violation(
    page: Page, site_url: str, scheme: str
) -> None:
    page.emulate_media(color_scheme=scheme)
    _, moves = short_game("too")
    load_record(page, site_url, "too", moves)
    run_review(page)
    page.click("#review-graph summary")  # the table open too
    first = judged_in_python("too", moves)
    if first:
        page.click(f"#moves button[data-ply='{first[0][0]}']")
        expect(page.locator("#review-said")).not_to_be_empty()
    assert serious_violations(page) == []


def play_another_step(page: Page, game: Any, moves: list[str], ply: int) -> list[str]:
    """Back to position ``ply``, another step than the game's played there: the variation."""
    page.click(f"#moves button[data-ply='{ply}']")
    page.wait_for_function(f"() => document.querySelector('#board').browsing === {ply}")
    state = game.initial_state()
    for text in moves[:ply]:
        state = game.apply(state, game.parse_move(state, text))
    other = next(str(m) for m in game.legal_moves(state) if str(m) != moves[ply])
    page.evaluate("s => document.querySelector('#board').play(s)", other)
    variation = [*moves[:ply], other]
    page.wait_for_function(
        "m => document.querySelector('#board').moves.join(' ') === m", arg=" ".join(variation)
    )
    return variation


SAVED_REVIEW = "() => JSON.parse(localStorage.getItem('py-games/recent'))[0].review"


def test_a_variation_played_keeps_the_review_and_is_reviewed_beside_it(
    page: Page, site_url: str
) -> None:
    game, moves = short_game("too")
    load_record(page, site_url, "too", moves)
    run_review(page)
    expected = judged_in_python("too", moves)
    assert judged_on_page(page) == expected and [p for p, _ in expected if p > 3]
    main_rows = page.locator("#review-graph .graph-table tbody").first.locator("tr")
    expect(main_rows).to_have_count(len(moves))
    variation = play_another_step(page, game, moves, 3)
    other = variation[-1]
    # The main line's review stays: its graph, its table, its marks, its words on the steps
    # the variation shares with it...
    expect(page.locator("#review-graph")).to_be_visible()
    expect(main_rows).to_have_count(len(moves))
    marks = page.locator("#review-graph circle.graph-mark")
    expect(marks.first).to_be_visible()
    plies = [int(p) for p in marks.evaluate_all("ms => ms.map((m) => m.dataset.ply)")]
    assert all(p in plies for p, _ in expected), plies
    expect_judged(page, [e for e in expected if e[0] <= 3], through=3)
    # ... and the variation's own position is evaluated beside it: a dashed line from
    # position 3, and a part of the table of its own.
    expect(page.locator("#review-graph polyline.graph-variation")).to_have_count(1)
    side = page.locator("#review-graph .graph-table tbody").nth(1)
    expect(side.locator("th")).to_have_text("The variation shown, from step 4")
    expect(side.locator("td").first).to_have_text(f"4. {other}")
    expect(side.locator("td").nth(2)).to_have_text(re.compile(r"^\d+%$"))
    page.click("#review-graph summary")  # the table open: read as a whole
    assert serious_violations(page) == []
    page.wait_for_function(f"() => ({SAVED_REVIEW})().lines?.length === 1")
    saved = page.evaluate(SAVED_REVIEW)
    assert saved["moves"] == moves and len(saved["evaluations"]) == len(moves) + 1
    assert saved["lines"][0]["moves"] == variation and saved["lines"][0]["from"] == 4
    # Review asked again there: the main line keeps every evaluation.
    page.click("#review-start")
    wait_done(page)
    assert len(page.evaluate(SAVED_REVIEW)["evaluations"]) == len(moves) + 1
    expect(main_rows).to_have_count(len(moves))
    # Back to the main line's end: every word, mark and row as before.
    instead = page.locator("#moves").get_by_role("group", name="Played instead of step 4")
    instead.get_by_role("button").last.click()
    page.wait_for_function(
        "n => document.querySelector('#board').moves.length === n", arg=len(moves)
    )
    expect(page.locator("#review-graph polyline.graph-variation")).to_have_count(0)
    expect(marks).to_have_count(len(expected))
    expect(main_rows).to_have_count(len(moves))
    expect_judged(page, expected)
    expect(page.locator("#review-summary")).not_to_be_empty()
    # From the variation again, a row of the main line's table goes to its position there.
    page.locator("#moves").get_by_role("group", name="Played instead of step 4").get_by_role(
        "button"
    ).first.click()
    page.wait_for_function(
        "m => document.querySelector('#board').moves.join(' ') === m", arg=" ".join(variation)
    )
    main_rows.nth(9).get_by_role("button").click()
    page.wait_for_function(
        "m => document.querySelector('#board').moves.join(' ') === m", arg=" ".join(moves[:10])
    )
    # Reopened, the review is there again, the variation's evaluations kept beside it.
    page.reload()
    expect(page.locator(BOARD)).to_have_attribute("data-status", READY)
    expect(main_rows).to_have_count(len(moves))
    saved = page.evaluate(SAVED_REVIEW)
    assert len(saved["evaluations"]) == len(moves) + 1 and saved["lines"][0]["moves"] == variation
