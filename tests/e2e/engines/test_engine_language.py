"""A change of language in Firefox and in WebKit: the player's header menu switches a game in
progress to German, which its words then say, and the game is kept."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from boards import ONE_CLICK_GAME, one_click_places
from pseudo import own_words

from .engine_pages import EnginePage

MENU = "header.site .language-menu select"


def test_the_menu_switches_a_game_in_progress_to_german(
    open_page: Callable[..., EnginePage], site_url: str, dist_dir: Path
) -> None:
    german, _ = own_words(dist_dir, "de")
    page = open_page()
    page.open_player(f"{site_url}play.html?lang=en#game={ONE_CLICK_GAME}")
    page.click_cell(one_click_places(ONE_CLICK_GAME)[0])
    page.wait_board("b.moves.length === 1")
    # A choice in a drop-down list, as the list sets it (no pointer reaches an open list).
    page.call(
        "(s) => { const e = document.querySelector(s); e.focus(); e.value = 'de';"
        " e.dispatchEvent(new Event('change', {bubbles: true})); }",
        MENU,
    )
    page.wait("() => document.documentElement.lang === 'de'")
    said = page.wait(
        "(words) => { const t = document.querySelector('#turn').textContent; const w = new"
        " Set(words); return (t.toLowerCase().match(/\\p{L}{3,}/gu) ?? []).some((x) => w.has(x))"
        " && t; }",
        sorted(german),
    )
    assert said
    assert page.board("b.moves.length") == 1  # the game kept
