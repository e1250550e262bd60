"""The page's language (web/language.js): chosen from the browser on a first visit, changed from
the header's menu without losing the game, remembered, named by a link for one visit, followed
by <html lang>, by Python's words on the boards (an embed's `lang` too) and by the rules pages;
a first visit fetches one language's catalogs at most (the pages' i18n/<lang>.json and
Python's i18n/<lang>.mo); a language shown once works offline.

Where Python's words must be seen to change whatever a catalog says, the tests use en-XA, the
pseudo-language every message is accented in.
"""

from __future__ import annotations

import re
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from boards import ONE_CLICK_GAME, one_click_places, wait_for_boards
from playwright.sync_api import Page, expect
from plugin import serious_violations

from conftest import article, other_origin, own_site
from py_games import i18n

BOARD = "#board"
MENU = "header.site .language-menu select"
ACCENTED = re.compile(r"[ÅåÇçÐðÉéĜĝĤĥÎîĴĵĶķĻļÑñÖöŔŕŠšŢţÛûŴŵÝýŽž]")
REMEMBERED = "py-games/language"


def catalogs_fetched(page: Page) -> list[str]:
    """The language catalogs (i18n/<lang>.json) `page` asks for from now on, in order."""
    asked: list[str] = []
    page.on(
        "request", lambda r: asked.append(r.url.rsplit("/", 1)[-1]) if "/i18n/" in r.url else None
    )
    return asked


def said_to_move(lang: str) -> str:
    """What Python's "… to move." says in `lang` once the player is named: the template's
    words after its placeholder."""
    with i18n.using(lang):
        template = i18n._("{player} to move.")
    return max(re.split(r"\{\w+\}", template), key=len).strip()


def play_one_step(page: Page) -> None:
    place = one_click_places(ONE_CLICK_GAME)[0]
    point = page.evaluate(f"c => document.querySelector('{BOARD}').cellCenter(c)", place)
    page.mouse.click(point["x"], point["y"])
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 1")


@pytest.mark.parametrize(
    ("locale", "lang", "fetched"),
    [
        ("de-DE", "de", ["de.json", "de.mo"]),
        ("pt-BR", "pt", ["pt.json", "pt.mo"]),
        ("en-US", "en", []),
    ],
)
def test_a_first_visit_shows_the_browsers_language_and_fetches_only_its_catalog(
    *,
    browser: Any,
    browser_context_args: dict[str, Any],
    site_url: str,
    page_watch: Any,
    locale: str,
    lang: str,
    fetched: list[str],
) -> None:
    context = browser.new_context(**{**browser_context_args, "locale": locale})
    try:
        page = page_watch.guard(context.new_page())
        asked = catalogs_fetched(page)
        page.goto(f"{site_url}play.html#game={ONE_CLICK_GAME}")
        # A new context starts Python cold (no snapshot stored yet): longer than expect's 5 s
        # on a busy machine.
        expect(page.locator(BOARD)).to_have_attribute("data-status", "ready", timeout=90_000)
        expect(page.locator("html")).to_have_attribute("lang", lang)
        expect(page.locator(MENU)).to_have_value(lang)
        # Python's words are in the language too: its catalog (lang.mo) was fetched for them.
        expect(page.locator("#turn")).to_contain_text(said_to_move(lang))
        assert sorted(asked) == fetched
        # Nothing is remembered by a choice the reader did not make.
        assert page.evaluate(f"localStorage.getItem('{REMEMBERED}')") is None
    finally:
        context.close()


def test_the_menu_switches_a_game_in_progress_and_the_choice_is_remembered(
    page: Page, site_url: str
) -> None:
    page.goto(f"{site_url}play.html?lang=en-XA#game={ONE_CLICK_GAME}")
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
    expect(page.locator("html")).to_have_attribute("lang", "en-XA")
    turn = page.locator("#turn")
    expect(turn).to_have_text(ACCENTED)
    play_one_step(page)
    menu = page.locator(MENU)
    expect(menu.locator("option")).to_have_text(
        ["English", "Español", "Deutsch", "Français", "Português", "en-XA"]
    )
    menu.select_option("en")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(turn).not_to_have_text(ACCENTED)  # Python asked again, in English
    expect(turn).not_to_be_empty()
    assert page.evaluate(f"document.querySelector('{BOARD}').moves.length") == 1  # the game kept
    menu.select_option("en-XA")
    expect(turn).to_have_text(ACCENTED)
    assert page.evaluate(f"document.querySelector('{BOARD}').moves.length") == 1
    assert "lang=" not in page.url  # the choice is the menu's now, not the address's
    menu.select_option("de")
    expect(page.locator("html")).to_have_attribute("lang", "de")
    # The next visit, with no language in its address, is in the language picked.
    page.goto(f"{site_url}play.html#game={ONE_CLICK_GAME}")
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(page.locator(MENU)).to_have_value("de")
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 1")


def test_a_link_with_lang_opens_in_it_for_the_visit_without_changing_the_readers_choice(
    page: Page, site_url: str
) -> None:
    page.goto(f"{site_url}index.html")
    page.locator(MENU).select_option("de")
    expect(page.locator("html")).to_have_attribute("lang", "de")
    page.goto(f"{site_url}play.html#game={ONE_CLICK_GAME}&lang=en-XA")
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
    expect(page.locator("html")).to_have_attribute("lang", "en-XA")
    expect(page.locator("#turn")).to_have_text(ACCENTED)
    expect(page.locator("#notice")).not_to_contain_text("lang")  # not read as a game option
    assert page.evaluate(f"localStorage.getItem('{REMEMBERED}')") == "de"
    # The visit goes on in it, across the site's pages; a new tab is the reader's own again.
    page.goto(f"{site_url}learn.html")
    expect(page.locator("html")).to_have_attribute("lang", "en-XA")
    other = page.context.new_page()
    other.goto(f"{site_url}index.html")
    expect(other.locator("html")).to_have_attribute("lang", "de")
    other.close()


def test_a_shared_link_names_the_language_only_when_the_reader_chose_it(
    page: Page, site_url: str
) -> None:
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.goto(f"{site_url}editor.html#game={ONE_CLICK_GAME}")
    expect(page.locator("#editor")).to_have_attribute("data-status", "possible")

    def copied_link() -> str:
        page.locator("#copy-link").click()
        expect(page.locator("#copied")).to_have_attribute("data-copied", re.compile("#"))
        link = page.locator("#copied").get_attribute("data-copied") or ""
        page.evaluate("delete document.querySelector('#copied').dataset.copied")
        return link

    # The browser's language: not the reader's choice to pass on.
    assert "lang=" not in copied_link()
    english = page.locator("#copy-link").inner_text()
    page.locator(MENU).select_option("fr")
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    # The page's words are French once the catalog is in (a click before may be lost).
    expect(page.locator("#copy-link")).not_to_have_text(english)
    assert copied_link().endswith("&lang=fr")


def test_an_embedded_board_speaks_its_lang_attribute_on_another_site(
    page: Page, site_url: str, build_module: ModuleType, tmp_path: Path
) -> None:
    board = f'game="{ONE_CLICK_GAME}" interactive></py-games-board>'
    body = article(
        site_url, f'<py-games-board id="xa" lang="en-XA" {board}<py-games-board id="en" {board}'
    )
    status = "b => JSON.stringify(b.view.scene.status)"  # Python's words, a sentence's parts
    with other_origin(tmp_path, body) as url:
        page.goto(url)
        wait_for_boards(page)
        said = page.locator("#xa").evaluate(status)
        assert ACCENTED.search(said), said
        assert not ACCENTED.search(page.locator("#en").evaluate(status))
        # The attribute changed: the board is redrawn in the new language, keeping its game.
        page.locator("#en").evaluate("b => b.setAttribute('lang', 'en-XA')")
        page.wait_for_function(
            "() => /[åéîöûñ]/.test(JSON.stringify(document.querySelector('#en').view.scene.status))"
        )


def test_a_rules_page_moves_to_its_page_in_the_language_picked_keeping_the_hash(
    page: Page, site_url: str
) -> None:
    page.goto(f"{site_url}rules/{ONE_CLICK_GAME}.html#top")
    wait_for_boards(page)
    page.locator(MENU).select_option("es")
    expect(page).to_have_url(re.compile(rf"rules/{ONE_CLICK_GAME}\.es\.html#top$"))
    expect(page.locator("html")).to_have_attribute("lang", "es")
    wait_for_boards(page)
    # Remembered: the English page opened later is the Spanish one.
    page.goto(f"{site_url}rules/{ONE_CLICK_GAME}.html")
    expect(page).to_have_url(re.compile(rf"rules/{ONE_CLICK_GAME}\.es\.html$"))
    page.locator(MENU).select_option("en")
    expect(page).to_have_url(re.compile(rf"rules/{ONE_CLICK_GAME}\.html$"))
    expect(page.locator("html")).to_have_attribute("lang", "en")
    # The pseudo-language's page (the English text, its diagrams drawn in en-XA), and from it
    # another language's.
    page.goto(f"{site_url}rules/{ONE_CLICK_GAME}.html?lang=en-XA#top")
    expect(page).to_have_url(re.compile(rf"rules/{ONE_CLICK_GAME}\.en-XA\.html\?lang=en-XA#top$"))
    expect(page.locator("html")).to_have_attribute("lang", "en-XA")
    wait_for_boards(page)
    page.locator(MENU).select_option("de")
    expect(page).to_have_url(re.compile(rf"rules/{ONE_CLICK_GAME}\.de\.html#top$"))


PAGES = [
    ("index", "index.html", ""),
    ("player, New game dialog open", "play.html", f"game={ONE_CLICK_GAME}"),
    ("learn", "learn.html", f"game={ONE_CLICK_GAME}"),
    ("puzzles", "puzzles.html", f"game={ONE_CLICK_GAME}&puzzle=1"),
    ("editor", "editor.html", f"game={ONE_CLICK_GAME}"),
    ("rules", f"rules/{ONE_CLICK_GAME}.html", ""),
    ("embed", "embed.html", f"game={ONE_CLICK_GAME}"),
]
"""Every kind of page (the player with a dialog open), each opened as a link in a language."""


@pytest.mark.parametrize("lang", ["en", "es", "de", "fr", "pt", "en-XA"])
def test_axe_passes_on_every_page_in_each_language(page: Page, site_url: str, lang: str) -> None:
    found: list[str] = []
    for name, path, state in PAGES:
        page.goto(f"{site_url}{path}?lang={lang}{f'#{state}' if state else ''}")
        expect(page.locator("html")).to_have_attribute("lang", lang)
        expect(page.locator("html")).to_have_attribute("data-language-shown", lang)
        wait_for_boards(page)
        if name.startswith("player"):
            page.locator("#new").click()
            expect(page.locator("#new-game")).to_be_visible()
        elif name == "editor":
            expect(page.locator("#editor")).to_have_attribute("data-status", "possible")
        found += [f"{name}: {violation}" for violation in serious_violations(page)]
    assert found == []


def test_a_language_shown_once_works_offline(
    browser: Any, build_module: ModuleType, dist_dir: Path, page_watch: Any
) -> None:
    with own_site(browser, build_module, dist_dir, page_watch) as own:
        page, site = own.page, own.url
        page.goto(f"{site}index.html")
        page.evaluate(f"localStorage.setItem('{REMEMBERED}', 'de')")
        page.goto(f"{site}play.html#game={ONE_CLICK_GAME}")
        expect(page.locator(BOARD)).to_have_attribute("data-status", "ready", timeout=30_000)
        page.wait_for_function("navigator.serviceWorker?.controller != null", timeout=30_000)
        expect(page.locator("#turn")).to_contain_text(said_to_move("de"))
        # The catalogs the page shows are stored once the worker controls the page: the pages'
        # words, and Python's (fetched again under the worker's control: a reload).
        page.reload()
        expect(page.locator(BOARD)).to_have_attribute("data-status", "ready", timeout=30_000)
        expect(page.locator("#turn")).to_contain_text(said_to_move("de"))
        page.wait_for_function(
            "async () => Boolean(await caches.match(new URL('i18n/de.json', location.href).href))"
            " && Boolean(await caches.match(new URL('i18n/de.mo', location.href).href))",
            timeout=30_000,
        )
        stored = page.evaluate(
            "async () => { const all = []; for (const n of await caches.keys()) for (const r of"
            " await (await caches.open(n)).keys()) all.push(r.url);"
            " return all.filter(u => u.includes('/i18n/')) }"
        )
        assert sorted(url.rsplit("/", 1)[-1] for url in stored) == ["de.json", "de.mo"]
        own.stop()
        page.reload()
        expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
        expect(page.locator("html")).to_have_attribute("lang", "de")
        expect(page.locator("#turn")).to_contain_text(said_to_move("de"))
    assert page_watch.problems() == []


def test_the_index_says_corrections_to_translations_are_welcome_and_how(
    page: Page, site_url: str
) -> None:
    page.goto(f"{site_url}index.html?lang=en-XA")
    welcome = page.locator("footer.site a[href='docs/how-to/translate.html']")
    expect(welcome).to_have_text(ACCENTED)  # in the page's language, through the catalog
    page.locator(MENU).select_option("en")
    expect(welcome).to_have_text(re.compile("Corrections to the translations are welcome"))
    welcome.click()
    expect(page.locator("h1")).to_have_text(re.compile("Translate or correct a language"))
