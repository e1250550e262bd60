"""The pages: web/ copied as is, then what lists the games written in from Python's catalog
(the index's cards, every rules page, the app manifest's name and description) by filling
the templates of web/templates/ and the pages' own ``{{name}}`` slots; every board of a page
drawn in; each page's script preloaded and its Python worker started early.

A game added to the registry is on all of them with no change to web/.
"""

from __future__ import annotations

import html
import json
import os
import re
import shutil
from pathlib import Path
from typing import Any

from py_games.i18n import LANGUAGES, N_, PSEUDO

from .bundle import MODULE_SCRIPT, Bundles, loaded
from .common import WEB, BuildError
from .host import host_python, host_rules, host_rules_pages

# How a fence that could not be drawn shows on a page (py_games.draw.fence.ERROR).
ERROR = 'class="py-games-error"'

# Names build.py writes into dist/; web/ must not use them.
RESERVED = ("pyodide", "wheels", "vendor", "manifest.json", "first-views.json")

# The markup the build fills (never shipped: the pages it makes are).
TEMPLATES = WEB / "templates"

# Editor and Python litter, and type declarations: not for browsers.
LITTER = shutil.ignore_patterns(".*", "__pycache__", "*~", "*.swp", "*.d.ts")


def copy_web(out: Path) -> None:
    """Copy web/ as is (pages, scripts, styles), minus what ignore_in_web leaves out."""
    clashes = [name for name in RESERVED if (WEB / name).exists()]
    if clashes:
        raise BuildError(f"web/ must not contain {', '.join(clashes)}: build.py writes those")
    shutil.copytree(WEB, out, ignore=ignore_in_web)


def ignore_in_web(folder: str, names: list[str]) -> set[str]:
    """What copy_web leaves out of `folder`: editor and Python litter, type declarations
    (for the type check, tsc, not for browsers), and web/templates/ (the build fills them)."""
    ignored = set(LITTER(folder, names))
    if Path(folder) == WEB:
        ignored.add(TEMPLATES.name)
    return ignored


def write(out: Path, catalog: Any, learning: dict[str, list[str]]) -> None:
    """The step: the pages written from Python's catalog (write_pages), then every board of
    them drawn in (draw_boards)."""
    write_pages(out, catalog, learning)
    draw_boards(out)


CHARSET = re.compile(r"<meta charset=[^>]*>", re.IGNORECASE)


def relative(path: Path, folder: Path) -> str:
    """``path`` as a URL relative to ``folder``, as an import needs it ("./x.js", "../x.js")."""
    url = os.path.relpath(path.resolve(), folder).replace(os.sep, "/")
    return url if url.startswith("../") else f"./{url}"


def preload_pages(out: Path, bundles: Bundles) -> None:
    """Let each page fetch its script at once, and start Python at once.

    Each page's module script (a bundle: sitebuild/bundle.py) gets a ``modulepreload`` link
    for it and each chunk it imports; a page whose bundle holds the engine starts the worker
    from a tiny inline classic script, first in the head, which runs as the HTML is read
    (modules run only once the whole page and script are in; a classic script after a
    stylesheet, once the stylesheet is in), keeps what the worker says until engine.js adopts
    it, and fetches the first views beside it (in the language the page will show).
    """
    for page in out.rglob("*.html"):
        if "pyodide" in page.relative_to(out).parts:
            continue
        text = page.read_text(encoding="utf-8")
        found = MODULE_SCRIPT.search(text)
        if not found:
            continue
        script = (page.parent / found.group(1)).resolve().relative_to(out.resolve()).as_posix()
        files = loaded(bundles, script)
        folder = page.parent.resolve()
        tags = [f'<link rel="modulepreload" href="{relative(out / f, folder)}">' for f in files]
        if any("engine.js" in bundles[name].inputs for name in files):
            views = json.dumps(relative(out / "first-views.json", folder))
            worker = json.dumps(relative(out / "worker.js", folder))
            # First in the head: a classic script after a stylesheet waits for it to load. It
            # preloads the first views in the page's language (a fixed link preloaded English's
            # on every page, ~45 KB that a page in another language never used).
            words = {
                "worker": worker,
                "views": views,
                "languages": json.dumps(LANGUAGES),
                "pseudo": json.dumps(PSEUDO),
            }
            early = fill(template("early-worker.html"), words)
            if charset := CHARSET.search(text):
                text = text.replace(charset.group(0), f"{charset.group(0)}\n  {early}", 1)
            else:
                tags.append(early)
        indent = "\n  "
        page.write_text(text.replace(found.group(0), indent.join([*tags, found.group(0)])))


def draw_boards(out: Path) -> None:
    """Put into every board of the site's pages the picture of what it first shows
    (py_games.draw.page), so that each page reads right with no script, in print, and before
    Python is up; the live board covers it once it draws. Each page's in its language (its
    ``<html lang>``: a rules page's in each language). A board that cannot be drawn is a
    build error naming its page."""
    pages = {
        str(page.relative_to(out)): page.read_text(encoding="utf-8")
        for page in sorted(out.rglob("*.html"))
        if "pyodide" not in page.relative_to(out).parts
        and "<py-games-board" in page.read_text(encoding="utf-8")
    }
    code = (
        "import json, re, sys\n"
        "from py_games.core.errors import GameError\n"
        "from py_games.draw.page import fill_boards\n"
        "from py_games.i18n import LANGUAGES, PSEUDO, using\n"
        "done = {}\n"
        "for name, text in json.load(sys.stdin).items():\n"
        '    lang = re.search(r\'<html lang="([^"]*)"\', text)\n'
        "    try:\n"
        "        with using(lang[1] if lang and lang[1] in (*LANGUAGES, PSEUDO) else 'en'):\n"
        "            done[name] = fill_boards(text)\n"
        "    except GameError as error:\n"
        "        sys.exit(f'{name}: {error}')\n"
        "print(json.dumps(done, ensure_ascii=False))"
    )
    for name, text in json.loads(host_python(code, json.dumps(pages))).items():
        (out / name).write_text(text, encoding="utf-8")


# How many games, in words: messages of their own, which the index's title and heading put
# into the page's language (their data-i18n-values).
NUMBERS = [
    # TRANSLATORS: how many games, in the index's title ("py-games — five abstract strategy…")
    N_("no"), N_("one"), N_("two"), N_("three"), N_("four"), N_("five"),
    N_("six"), N_("seven"), N_("eight"), N_("nine"), N_("ten"),
]  # fmt: skip
CAPITALS = [
    # TRANSLATORS: how many games, starting the index's heading ("Five abstract strategy games")
    N_("No"), N_("One"), N_("Two"), N_("Three"), N_("Four"), N_("Five"),
    N_("Six"), N_("Seven"), N_("Eight"), N_("Nine"), N_("Ten"),
]  # fmt: skip


def write_pages(out: Path, catalog: Any, learning: dict[str, list[str]] | None = None) -> None:
    """Write what lists the games, from Python's catalog: the index's cards, every rules
    page (the shared head around each game's body), and the app manifest's name and
    description. A game added to the registry is on all of them with no change to web/.
    """
    games = catalog["games"]
    learning = learning or {"lessons": [], "puzzles": []}
    titles = [game["title"] for game in games]
    few = len(games) < len(NUMBERS)
    count = NUMBERS[len(games)] if few else str(len(games))
    capital = CAPITALS[len(games)] if few else count
    rules = out / "rules"
    written = host_rules_pages()
    missing = [game["id"] for game in games if "body" not in written.get(game["id"], {})]
    docs = host_rules(missing) if missing else {}
    page = (rules / "page.html").read_text(encoding="utf-8")
    for game in games:
        own = written.get(game["id"], {})
        body = rules_body(game, own) if "body" in own else generated_rules(game, docs[game["id"]])
        for lang in PAGE_LANGUAGES:
            # A language's own rules.<lang>.md, else the English text (drawn in that language).
            translated = own.get("languages", {}).get(lang)
            words = {
                "id": game["id"],
                "title": html.escape(game["title"]),
                "values": titled(game),
                "body": (rules_body(game, translated, lang) if translated else body).strip(),
                "learning": learning_links(game, learning, "../"),
                "lang": lang,
                "languages": " ".join(PAGE_LANGUAGES),
            }
            (rules / rules_file(game["id"], lang)).write_text(fill(page, words), encoding="utf-8")
        if "picture" in own:  # for its card; inlined there, then deleted below
            (rules / f"{game['id']}.svg").write_text(own["picture"], encoding="utf-8")
    (rules / "page.html").unlink()
    cards = [card(game, rules, learning=learning) for game in games]
    cards += [card(game, rules, playable=False) for game in catalog["planned"]]
    for picture in rules.glob("*.svg"):
        picture.unlink()  # inlined in the cards
    index = out / "index.html"
    words = {"count": count, "Count": capital, "cards": "\n      ".join(cards)}
    index.write_text(fill(index.read_text(encoding="utf-8"), words), encoding="utf-8")
    manifest = out / "manifest.webmanifest"
    listed = ", ".join(titles[:-1]) + f" and {titles[-1]}" if len(titles) > 1 else titles[0]
    words = {"count": count, "titles": json.dumps(listed)[1:-1]}
    manifest.write_text(fill(manifest.read_text(encoding="utf-8"), words), encoding="utf-8")


def fill(template: str, words: dict[str, str]) -> str:
    """``template`` with each ``{{name}}`` replaced; a name left unfilled is a build error."""
    text = re.sub(r"\{\{(\w+)\}\}", lambda found: words.get(found[1], found[0]), template)
    if left := re.search(r"\{\{\w+\}\}", text):
        raise BuildError(f"nothing fills {left[0]} in a page template")
    return text


def template(name: str) -> str:
    """web/templates/<name> without the comment it starts with (which says where it goes) and
    its final line break, ready for fill()."""
    path = TEMPLATES / name
    if not path.is_file():
        raise BuildError(f"web/templates/{name} is missing")
    text = re.sub(r"\A<!--.*?-->\n", "", path.read_text(encoding="utf-8"), flags=re.DOTALL)
    return text.rstrip("\n")


def learning_links(game: Any, learning: dict[str, list[str]], up: str = "") -> str:
    """Links to the game's Learn and Puzzles pages, where it has a lesson or puzzles (relative:
    the site may live under a sub-path, so a rules page's links go `up` one folder)."""
    words = {
        "id": html.escape(game["id"]),
        "title": html.escape(game["title"]),
        "up": up,
        "values": titled(game),
    }
    links = []
    if game["id"] in learning.get("lessons", []):
        links.append(fill(template("learn-link.html"), words))
    if game["id"] in learning.get("puzzles", []):
        links.append(fill(template("puzzles-link.html"), words))
    return " ".join(links)


def card(
    game: Any, rules: Path, playable: bool = True, learning: dict[str, list[str]] | None = None
) -> str:
    """A game's card on the index (card.html, or card-planned.html for a game not playable
    yet): its picture (rules/<id>.svg, if there is one), title and summary, with links to play
    it, to its rules and to its lesson and puzzles."""
    picture = rules / f"{game['id']}.svg"
    svg = picture.read_text(encoding="utf-8").strip() if picture.is_file() else ""
    words = {
        "id": html.escape(game["id"]),
        "title": html.escape(game["title"]),
        "picture": re.sub(r'\s*xmlns="[^"]*"', "", svg, count=1),
        "values": titled(game),
    }
    if not playable:
        return fill(template("card-planned.html"), words)
    summary = game.get("summary")
    more = learning_links(game, learning) if learning else ""
    said = {"text": html.escape(summary)} if summary else {}
    words["summary"] = fill(template("summary.html"), said) if summary else ""
    words["learning"] = f" {more}" if more else ""
    return fill(template("card.html"), words)


PAGE_LANGUAGES = (*LANGUAGES, PSEUDO)
"""The languages a rules page is written in: the site's, and the pseudo-language, whose page
(the English text, its diagrams' words and pictures in en-XA) the tests walk to see that every
word a diagram says is in the page's language."""


def rules_file(game: str, lang: str) -> str:
    """A rules page's file in rules/: ``<id>.html`` in English, ``<id>.<lang>.html`` in another
    language (the page's language menu goes from one to the other, web/language.js)."""
    return f"{game}.html" if lang == LANGUAGES[0] else f"{game}.{lang}.html"


def rules_body(game: Any, own: dict[str, str], lang: str = "en") -> str:
    """A rules page's body from the game's rules.md, or its rules.<lang>.md (rendered by
    host_rules_pages): the page must state the game's title (its first line, ``# Title``: a
    name, the same in every language) and every diagram must draw."""
    source = "rules.md" if lang == LANGUAGES[0] else f"rules.{lang}.md"
    if own.get("title") != game["title"]:
        raise BuildError(
            f"{game['id']}'s {source} must start with '# {game['title']}', not "
            f"{own.get('title') or 'no title'!r}"
        )
    if ERROR in own["body"]:
        said = re.search(r'class="py-games-error"[^>]*>([^<]*)', own["body"])
        raise BuildError(f"{game['id']}'s {source}: {said[1] if said else 'a diagram failed'}")
    return f'<main class="rules">\n{own["body"]}\n  </main>'


def generated_rules(game: Any, paragraphs: list[str]) -> str:
    """A rules page's body for a game that has none written yet (rules-body.html): its
    summary, the rules as its module's docstring states them, and a board to play."""
    texts = [html.escape(p) for p in paragraphs] or ["See the game's module in py_games/games/."]
    words = {
        "id": html.escape(game["id"]),
        "summary": html.escape(game["summary"]),
        "rules": "\n    ".join(paragraph(text) for text in texts),
    }
    return fill(template("rules-body.html"), words)


def titled(game: Any) -> str:
    """The values of a message naming the game's title (``data-i18n-values``, web/i18n.js),
    as an attribute's text."""
    return html.escape(json.dumps({"title": game["title"]}, ensure_ascii=False))


def paragraph(text: str) -> str:
    """``text`` (HTML, escaped already) as a paragraph (paragraph.html)."""
    return fill(template("paragraph.html"), {"text": text})
