"""Screen readers hear the chosen language: what a board's live region says is in the page's
language once the reader picks it (its words from that language's catalog), and the element
holding those words says which language they are in (`lang`, inherited across the board's
shadow root), on the site's pages as on another site's page whose boards speak their own."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

from boards import ONE_CLICK_GAME, wait_for_boards
from playwright.sync_api import Locator, Page, expect
from pseudo import own_words, words_of

from conftest import article, other_origin

BOARD = "#board"
MENU = "header.site .language-menu select"

# What the board's live region says now, and the language of the element holding it: the
# closest `lang`, looked for across the board's shadow root as a screen reader does.
SPOKEN = """(board) => {
  const live = board.shadowRoot.querySelector('[aria-live]');
  let lang = null;
  for (let e = live; e && lang === null; e = e.parentElement ?? e.getRootNode().host ?? null) {
    if (e.hasAttribute('lang')) lang = e.getAttribute('lang');
  }
  return { text: live.textContent, lang };
}"""


def spoken(board: Locator) -> dict[str, str]:
    said: dict[str, str] = board.evaluate(SPOKEN)
    return said


def wait_for_words(board: Locator, words: set[str]) -> dict[str, str]:
    """What the live region says once it says one of `words`."""
    board.page.wait_for_function(
        f"([b, words]) => {{ const s = ({SPOKEN})(b); const set = new Set(words);"
        " return (s.text.toLowerCase().match(/[\\p{L}]{3,}/gu) ?? []).some((w) => set.has(w)); }",
        arg=[board.element_handle(), sorted(words)],
    )
    return spoken(board)


def play_a_step(board: Locator) -> None:
    step = board.evaluate("b => b.view.scene.legal[0].step")
    before = board.evaluate("b => b.moves.length")
    board.evaluate("(b, s) => b.play(s)", step)
    board.page.wait_for_function(
        "([b, n]) => b.moves.length > n", arg=[board.element_handle(), before]
    )


def test_after_switching_to_german_the_live_region_speaks_german(
    page: Page, site_url: str, dist_dir: Path
) -> None:
    german, english = own_words(dist_dir, "de")
    page.goto(f"{site_url}play.html?lang=en#game={ONE_CLICK_GAME}")
    board = page.locator(BOARD)
    expect(board).to_have_attribute("data-status", "ready")
    page.locator(MENU).select_option("de")
    expect(page.locator("html")).to_have_attribute("lang", "de")
    said = wait_for_words(board, german)  # the position, told again in German
    assert said["lang"] == "de"
    play_a_step(board)
    said = wait_for_words(board, german)
    assert said["lang"] == "de"
    assert not words_of(said["text"]) & english, said["text"]  # no English word left in it


def test_a_french_board_on_an_english_page_marks_its_french_words_french(
    page: Page, site_url: str, build_module: ModuleType, dist_dir: Path, tmp_path: Path
) -> None:
    french, english = own_words(dist_dir, "fr")
    body = article(
        site_url,
        '<p>A game in French:</p><py-games-board id="fr" lang="fr"'
        f' game="{ONE_CLICK_GAME}" interactive></py-games-board>',
    )
    with other_origin(tmp_path, body) as url:
        page.goto(url)
        wait_for_boards(page)
        board = page.locator("#fr")
        play_a_step(board)
        said = wait_for_words(board, french)
        assert said["lang"] == "fr"
        assert not words_of(said["text"]) & english, said["text"]
        # Nothing inside the board says its words are in another language.
        others = board.evaluate(
            "b => [...b.shadowRoot.querySelectorAll('[lang]')].map((e) => e.getAttribute('lang'))"
        )
        assert set(others) <= {"fr"}, others
        expect(page.locator("html")).to_have_attribute("lang", "en")
