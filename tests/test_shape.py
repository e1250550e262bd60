"""One folder per game: no game's id appears outside its folder and the registry.

Everything a game is lives in ``py_games/games/<id>/`` (its rules, board, lesson, puzzles,
ratings, data and tests); :mod:`py_games.registry` lists the folders. Everything else reads the
registry and names no game, so a game is added or removed in its folder and one line of the
registry. The ids are the registry's (:data:`py_games.GAMES`); this file names none.

Where it looks (:data:`AREAS`, each its own test): ``py_games/`` (a game's folder is searched
for the *other* games' ids), ``tools/``, ``sitebuild/``, ``build.py``, ``bench/``, ``web/`` and
``tests/`` (``tests/e2e`` and ``tests/web`` apart). Documentation is left out: ``docs/``, the
README and :data:`DOCUMENTATION` (``bench/README.md``, the benchmarks' tables, a row per game),
and in a Python module outside ``tests/`` its comments and its documentation strings
(a string standing alone as a statement: docstrings, an attribute's note), since those show
real games as examples and their doctests run as documentation (and so in the TypeScript that
:data:`GENERATED` is from them: ``web/contract.d.ts``'s comments are py_games/contract's
docstrings). Everything else counts: a
Python module's code, any other file's whole text (comments too: a script, page or style
sheet of ``web/`` and ``bench/``), every line of a test (comments and docstrings too: a test
reads the registry, or lives in its game's folder), and the path of every file.

What counts as naming a game, for each id:

- its quoted, path and option forms, as code writes an id: ``"id"``, ``'id'``, ```id```,
  ``id/`` and ``/id`` (a folder, a puzzle ``id/3``, a page ``/id.html``), ``.id`` (a module),
  ``=id`` (``#game=id``, ``--game=id``) and ``game: id`` (a record's header);
- the id as a whole word, in any case (``tonga``, ``Tonga``, ``TONGA``, ``TongaState``), for an
  id of four letters or more. A shorter id is often an English word (a game called "too"):
  only the forms above are looked for.
"""

from __future__ import annotations

import io
import re
import tokenize
from collections.abc import Iterator
from pathlib import Path

import pytest

from py_games.registry import GAMES, PARTS

ROOT = Path(__file__).resolve().parents[1]
AREAS = ("py_games", "tools", "sitebuild", "build.py", "bench", "web", "tests/e2e", "tests/web",
         "tests")  # fmt: skip
"""Where ids are looked for; ``tests`` leaves out its own ``e2e`` and ``web``."""
LEFT_OUT = {"py_games/registry.py", "tests/test_shape.py"}
"""The registry lists the games; this file reads their ids from it."""
DOCUMENTATION = {"bench/README.md"}
"""Documentation inside an area, as the README is: it shows each game's results by name."""
GENERATED = {"web/contract.d.ts": "tools/contract_types.py"}
"""Files written by a tool from Python's code and documentation: their comments are that
documentation, so only their code is searched."""
CATALOGS = {".pot", ".po", ".mo"}
"""The message catalogs (``py_games/i18n/``): the code's words as extracted, each with where it
is said (``tools/i18n.py``), and their translations; the words name games as the code does."""
BINARY = {".png", ".jpg", ".ico", ".woff", ".woff2", ".whl", ".pyc", ".zip", ".gz"}
SHORT = 3
"""An id of this many letters or fewer is looked for only in its quoted/path/option forms."""


def patterns(game_id: str) -> list[re.Pattern[str]]:
    forms = [rf"""(?:[.=]|\bgame:[ \t]*){re.escape(game_id)}(?![A-Za-z0-9_])""",
             # a string or a path that is the id or starts with it, not words (``/too long/``)
             rf"""["'`/]{re.escape(game_id)}(?=[/."'`?#&)\]]|$)""",
             rf"(?<![A-Za-z0-9_.]){re.escape(game_id)}/"]  # fmt: skip
    if len(game_id) > SHORT:
        title, upper = game_id.capitalize(), game_id.upper()
        forms += [
            rf"(?<![A-Za-z0-9]){re.escape(game_id)}(?![a-z0-9])",  # tonga, tonga_state, tongaX
            rf"(?<![A-Za-z0-9]){re.escape(title)}(?![a-z0-9])",  # Tonga, TongaState
            rf"(?<![A-Za-z0-9]){re.escape(upper)}(?![A-Z0-9])",  # TONGA, TONGA_SIZE
        ]
    return [re.compile(form) for form in forms]


PATTERNS = {game_id: patterns(game_id) for game_id in GAMES}


def code_of(text: str) -> str:
    """A Python module's text with its comments and lone strings (its documentation) blanked,
    line and column kept."""
    lines = text.splitlines(keepends=True)
    blanks: list[tuple[tuple[int, int], tuple[int, int]]] = []
    tokens = list(tokenize.generate_tokens(io.StringIO(text).readline))
    starts = (tokenize.NEWLINE, tokenize.NL, tokenize.INDENT, tokenize.DEDENT, tokenize.COMMENT)
    for i, token in enumerate(tokens):
        if token.type == tokenize.COMMENT:
            blanks.append((token.start, token.end))
        elif token.type == tokenize.STRING:
            before = next((t for t in reversed(tokens[:i]) if t.type != tokenize.NL), None)
            after = tokens[i + 1] if i + 1 < len(tokens) else None
            alone = before is None or before.type in starts
            if alone and after is not None and after.type in (tokenize.NEWLINE, tokenize.COMMENT):
                blanks.append((token.start, token.end))
    chars = [list(line) for line in lines]
    for (row, col), (end_row, end_col) in blanks:
        for r in range(row, end_row + 1):
            line = chars[r - 1]
            stop = end_col if r == end_row else len(line)
            for c in range(col if r == row else 0, stop):
                if line[c] != "\n":
                    line[c] = " "
    return "".join("".join(line) for line in chars)


def code_of_generated(text: str) -> str:
    """A generated TypeScript file's text with its comments blanked, lines kept."""
    blank = lambda match: re.sub(r"[^\n]", " ", match.group(0))  # noqa: E731
    return re.sub(r"/\*.*?\*/|//[^\n]*", blank, text, flags=re.S)


def files(area: str) -> Iterator[Path]:
    path = ROOT / area
    found = [path] if path.is_file() else sorted(p for p in path.rglob("*") if p.is_file())
    for file in found:
        name = file.relative_to(ROOT).as_posix()
        if area == "tests" and name.startswith(("tests/e2e/", "tests/web/")):
            continue
        if (
            name in LEFT_OUT | DOCUMENTATION
            or "__pycache__" in name
            or file.suffix in BINARY | CATALOGS
        ):
            continue
        yield file


def owner(name: str) -> str | None:
    """The game whose folder holds the file ``name``, if any."""
    for game_id, parts in PARTS.items():
        if name.startswith(parts.package.replace(".", "/") + "/"):
            return game_id
    return None


def named(area: str) -> list[str]:
    """Each place in ``area`` that names a game outside its folder: ``path:line: text``."""
    found = []
    for file in files(area):
        name = file.relative_to(ROOT).as_posix()
        text = file.read_text(encoding="utf-8", errors="replace")
        in_tests = name.startswith("tests/") or "/tests/" in name
        if file.suffix == ".py" and not in_tests:
            text = code_of(text)
        elif name in GENERATED:
            text = code_of_generated(text)
        mine = owner(name)
        for game_id, forms in PATTERNS.items():
            if game_id == mine:
                continue
            if game_id in re.split(r"[/_.-]", name.lower()):
                found.append(f"{name}: the path")
            for number, line in enumerate(text.splitlines(), 1):
                if any(form.search(line) for form in forms):
                    found.append(f"{name}:{number}: {line.strip()[:120]}")
    return found


@pytest.mark.parametrize("area", AREAS)
def test_no_game_is_named_outside_its_folder(area: str) -> None:
    found = named(area)
    assert not found, f"{len(found)} places name a game:\n" + "\n".join(found)


# -- the rule itself --------------------------------------------------------------------------


def test_the_rule_sees_every_form_and_no_english() -> None:
    long = max(GAMES, key=len)
    short = min(GAMES, key=len)
    named = [f'x = "{long}"', f"'{long}/3'", f"#game={long}", f"game: {long}",
             f"py_games.games.{long} import", f"{long.capitalize()}State", f"{long.upper()}_SIZE",
             f"a {long} board", f'"{short}"', f"rules/{short}.html", f"game: {short}",
             f"{short}/12"]  # fmt: skip
    not_named = [f"x{long}", f"{long}x"]
    if len(short) <= SHORT:
        not_named.append(f"it is {short} late; {short.capitalize()} much")
    for line in named + not_named:
        hits = [game_id for game_id, f in PATTERNS.items() if any(p.search(line) for p in f)]
        assert bool(hits) == (line in named), (line, hits)


def test_comments_and_documentation_are_not_code() -> None:
    game_id = next(iter(GAMES))
    text = (
        f'"""A module about {game_id!r}."""\n'
        f"X = 1  # as in {game_id!r}\n"
        f'Y = 2\n"""{game_id!r}: what Y is."""\n'
        f'def f():\n    """{game_id!r}"""\n    return {game_id!r}\n'
    )
    code = code_of(text)
    assert code.count(game_id) == 1 and f"return {game_id!r}" in code
    assert len(code.splitlines()) == len(text.splitlines())


def test_a_generated_files_comments_are_its_documentation() -> None:
    game_id = next(iter(GAMES))
    text = f'/** As in "{game_id}". */\nexport type A = "{game_id}"; // "{game_id}"\n'
    code = code_of_generated(text)
    assert code.count(game_id) == 1 and len(code.splitlines()) == 2
