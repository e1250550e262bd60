"""Each listed game's rules page (its ``rules.md``) against its code and its docstring.

A game's rules are written once, for players, in its rules.md; its module's docstring keeps
what is about the code (notation, position text, choices the rules leave open). Where the two
state the same thing, these tests check that they agree, by checking both against the code:

- the page exists, starts with ``# <the game's title>`` and every ```` ```py-games ````
  diagram on it draws (a position or move the game refuses would show as an error message);
- notation: the move examples of the docstring's "Notation" section (its ````literals````
  that the game reads as a move) and of the page (its ``code`` that the game reads as a
  move) are the same examples, wherever the page gives any; and every ``code`` on the page
  is a move the game reads or a literal of the docstring (a place name, say). So a notation
  changed in the code and its docstring cannot leave the page showing the old one;
- options: the docstring names each option (````name````) and states an integer option's
  range and default as ``(min–max, default d)``; the page states them too (a choice's value
  or label and, for a choice or a yes-or-no option, the option's label; for an integer
  option, one sentence saying "<minimum> to <maximum>" and giving its default, as digits or
  words ("3×3 to 19×19", "two to six"); for
  numbered players, their names, and "by lot" where lots may be drawn).

The games are the registry's: a game added there is checked with no change here.
"""

from __future__ import annotations

import html
import importlib
import re
from typing import Any

import pytest

from py_games.core.errors import IllegalMoveError, InvalidMoveError
from py_games.core.game import Game
from py_games.draw import diagram
from py_games.draw.fence import ERROR, FENCE, rules_page
from py_games.i18n import LANGUAGES
from py_games.parts import RULES, Parts
from py_games.registry import PARTS

LISTED = [parts for parts in PARTS.values() if parts.file(RULES) is not None]
"""The games with a rules page of their own (an optional part: a game without one gets a page
made from its docstring's Rules section, tests/e2e/test_new_game_site.py)."""
WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def page_of(parts: Parts) -> tuple[str, str]:
    """The title and rendered body of the game's rules.md."""
    found = parts.file(RULES)
    assert found is not None, f"{parts.id} has no {RULES} in {parts.package}"
    return rules_page(found.read_text(encoding="utf-8"))


def docstring(parts: Parts) -> str:
    """The docstring that states the game's rules: its rules module's, or its package's where
    the rules are split over modules (as the build finds it for a page of its own)."""
    module = parts.rules.__module__
    docs = [importlib.import_module(module.rsplit(".", n)[0]).__doc__ or ""
            for n in range(module.count("."))]  # fmt: skip
    return next((doc for doc in docs if "\nRules\n" in doc), docs[0])


def section(doc: str, title: str) -> str:
    """The indented text under the docstring's line ``title``."""
    found = re.search(rf"^{re.escape(title)}\n((?:    .*\n|\n)+)", doc, re.M)
    return found[1] if found else ""


def text_of(body: str) -> str:
    """What the page says: its HTML without tags, pictures or scripts, spaces collapsed."""
    body = re.sub(r"<(svg|script)\b.*?</\1>", " ", body, flags=re.S)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", body)).split())


def reads(game: Game[Any, Any], text: str) -> bool:
    """Whether the game reads ``text`` as a move (legal from the start or not)."""
    try:
        game.parse_move(game.initial_state(), text)
    except IllegalMoveError:
        return True
    except InvalidMoveError:
        return False
    return True


def states(number: int) -> str:
    """A pattern for ``number`` written as digits or as a word."""
    word = f"|{WORDS[number]}" if 0 <= number < len(WORDS) else ""
    return rf"\b(?:{number}{word})\b"


@pytest.mark.parametrize("parts", LISTED, ids=[parts.id for parts in LISTED])
def test_the_rules_page_states_the_title_and_every_diagram_draws(parts: Parts) -> None:
    title, body = page_of(parts)
    assert title == parts.rules.title
    assert ERROR not in body
    assert "<py-games-board" in body and "<svg" in body  # its diagrams, drawn


def test_a_diagram_the_game_refuses_shows_as_an_error_on_the_page() -> None:
    """What the check above relies on: a bad diagram is visible in the rendered body."""
    parts = LISTED[0]
    _, body = rules_page(f"# {parts.rules.title}\n\n```py-games\ngame: {parts.id}\nmoves: ?\n```\n")
    assert ERROR in body


@pytest.mark.parametrize("parts", LISTED, ids=[parts.id for parts in LISTED])
def test_the_page_and_the_docstring_give_the_same_notation_examples(parts: Parts) -> None:
    game = parts.rules()
    literals = re.findall(r"``([^`]+)``", section(docstring(parts), "Notation"))
    in_docstring = {text for text in literals if reads(game, text)}
    _, body = page_of(parts)
    on_page = {html.unescape(code) for code in re.findall(r"<code>(.*?)</code>", body)}
    assert in_docstring, "the docstring's Notation section gives no move the game reads"
    written = set(re.findall(r"``([^`]+)``", docstring(parts)))
    for code in on_page:
        assert reads(game, code) or code in written, f"the game does not read {code!r}"
    moves = {text for text in on_page if reads(game, text)}
    if moves:
        assert moves == in_docstring


@pytest.mark.parametrize("parts", LISTED, ids=[parts.id for parts in LISTED])
def test_the_page_and_the_docstring_state_the_options_as_the_game_declares_them(
    parts: Parts,
) -> None:
    doc = docstring(parts)
    said = text_of(page_of(parts)[1])
    sentences = re.split(r"(?<=[.:;])\s+", said)
    for option in parts.rules.OPTIONS:
        assert f"``{option.name}``" in doc
        if option.names:
            for name in option.names:
                assert name in said
            if option.by_lot:
                assert "by lot" in said
        elif option.choices:
            assert option.label.lower() in said.lower()
            for choice, label in zip(option.choices, option.labels or option.choices, strict=True):
                assert choice.lower() in doc.lower()
                assert choice.lower() in said.lower() or label.lower() in said.lower()
        elif option.minimum is None:
            assert option.label.lower() in said.lower()
        if option.minimum is not None and option.maximum is not None:
            low, high, default = option.minimum, option.maximum, option.default
            pattern = rf"``{option.name}`` \({low}(?:–| or ){high}, default {default}\)"
            assert re.search(pattern, doc), pattern
            if not option.names:
                wanted = [rf"{states(low)}\S*\s+to\s+{states(high)}", states(default)]
                assert any(all(re.search(w, s, re.I) for w in wanted) for s in sentences), (
                    f"no sentence of the page gives {option.name}: {low} to {high}, {default}"
                )


def test_a_fence_sets_up_a_board_as_a_page_writes_one_by_hand() -> None:
    """The keys the rules pages' boards need: a board to play from its position after its
    moves, the places marked as targets, every place's name and the scoring areas shown."""
    parts = LISTED[0]
    game = parts.rules()
    move = str(game.legal_moves(game.initial_state())[0])
    keys = "targets:\ninteractive: yes\ncoordinates: yes\nshow-areas: yes"
    fence = f"```py-games\ngame: {parts.id}\nmoves: {move}\n{keys}\n```\n"
    _, body = rules_page(f"# {parts.rules.title}\n\n{fence}")
    start = f'<py-games-board game="{parts.id}" moves="{move}" targets="" interactive coordinates'
    assert f"{start} data-show-areas>" in body
    shown = diagram(game, moves=[move]).svg(400, theme="auto", regions=True, names=True)
    assert f">{shown}</py-games-board>" in body
    _, wrong = rules_page(f"```py-games\ngame: {parts.id}\ninteractive: maybe\n```\n")
    assert ERROR in wrong and "interactive: yes or no" in wrong


def test_the_build_refuses_a_rules_page_without_the_title_or_with_a_broken_diagram() -> None:
    from sitebuild.common import BuildError
    from sitebuild.pages import rules_body

    parts = LISTED[0]
    game = {"id": parts.id, "title": parts.rules.title}
    title, body = page_of(parts)
    assert rules_body(game, {"title": title, "body": body}).startswith('<main class="rules">')
    with pytest.raises(BuildError, match=f"must start with '# {parts.rules.title}'"):
        rules_body(game, {"title": "", "body": body})
    _, broken = rules_page(f"# {title}\n\n```py-games\ngame: {parts.id}\nmoves: ?\n```\n")
    with pytest.raises(BuildError, match="py-games diagram: "):
        rules_body(game, {"title": title, "body": broken})


def fences(text: str) -> list[str]:
    """The ```py-games fences of a rules page, in order, each without its ``caption:`` lines
    (a caption is words, translated; the rest sets up the board and must not change)."""
    return [
        "\n".join(
            line for line in found["body"].splitlines() if not line.lstrip().startswith("caption:")
        )
        for found in FENCE.finditer(text)
    ]


TRANSLATED = [
    (parts, lang)
    for parts in LISTED
    for lang in LANGUAGES[1:]
    if parts.file(RULES.replace(".md", f".{lang}.md")) is not None
]


@pytest.mark.parametrize(
    ("parts", "lang"), TRANSLATED, ids=[f"{parts.id}-{lang}" for parts, lang in TRANSLATED]
)
def test_a_translated_rules_page_has_the_same_diagrams_in_the_same_order(
    parts: Parts, lang: str
) -> None:
    english = fences(page_text(parts, RULES))
    translated = fences(page_text(parts, RULES.replace(".md", f".{lang}.md")))
    assert translated == english, f"rules.{lang}.md's py-games fences differ from rules.md's"


def test_the_fence_check_tells_a_changed_diagram_from_a_translated_caption() -> None:
    page = "# T\n\n```py-games\ngame: g\nmoves: a1 b2\ncaption: After two steps.\n```\n"
    assert fences(page) == fences(page.replace("After two steps.", "Nach zwei Zügen."))
    assert fences(page) != fences(page.replace("a1 b2", "a1 b3"))
    assert fences(page) != fences(page + page)


def page_text(parts: Parts, name: str) -> str:
    found = parts.file(name)
    assert found is not None, f"{parts.id} has no {name}"
    return found.read_text(encoding="utf-8")
