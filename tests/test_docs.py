"""The documentation itself: every Python example in it is a doctest (pytest runs every ``*.md``
of docs/ and the README as doctest files, pyproject's addopts), the README stays short, and
the docs build refuses what a reader would meet broken.

What the built docs do in a browser (their links, boards, examples and pages without script)
is tests/e2e/test_docs_site.py.
"""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

import pytest

from py_games import GAMES
from sitebuild import docs
from sitebuild.common import BuildError

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
PAGES = sorted(DOCS.rglob("*.md"))
# An opening fence and its info string: ```pycon, ~~~ python, ```py title="…".
FENCE = re.compile(
    r"^(?P<fence>`{3,}|~{3,})[ \t]*(?P<info>[^\n`]*)\n(?P<body>.*?)^(?P=fence)[ \t]*$", re.M | re.S
)
PYTHON = {"python", "py", "pycon", "python3"}
GAME = next(iter(GAMES))


def fences(text: str, languages: set[str]) -> list[tuple[int, str, str]]:
    """The fenced blocks in one of `languages`: each one's first line number, info string and
    body."""
    found = []
    for match in FENCE.finditer(text):
        words = match["info"].split()
        if words and words[0].lower() in languages:
            line = text.count("\n", 0, match.start()) + 1
            found.append((line, match["info"], match["body"]))
    return found


def test_the_docs_have_every_section_of_the_split() -> None:
    """Tutorials, how-to guides, reference and explanation: each folder holds pages."""
    for part in ("tutorials", "how-to", "reference", "explanation"):
        assert list((DOCS / part).glob("*.md")), f"docs/{part}/ has no page"


def is_excerpt(body: str, path: Path) -> bool:
    """Whether the listing's lines (``...`` standing for what it leaves out) are the file's,
    in the file's order."""
    if not path.is_file():
        return False
    lines = iter(line.strip() for line in path.read_text(encoding="utf-8").splitlines())
    shown = [line.strip() for line in body.splitlines() if line.strip() not in ("", "...")]
    return all(any(line == kept for kept in lines) for line in shown)


@pytest.mark.parametrize("page", [*PAGES, ROOT / "README.md"], ids=lambda p: p.name)
def test_every_python_example_runs_or_is_quoted_from_the_code(page: Path) -> None:
    """A Python block that never runs could rot unseen. Each is a session (``>>>`` lines,
    which pytest runs and whose output it compares) or a listing of a file of this checkout
    (``title="path"``) whose lines are that file's."""
    text = page.read_text(encoding="utf-8")
    unchecked = []
    for line, info, body in fences(text, PYTHON):
        title = re.search(r'title="([^"]+)"', info)
        if ">>> " in body or (title and is_excerpt(body, ROOT / title[1])):
            continue
        unchecked.append(line)
    assert unchecked == [], f"{page.name}: Python blocks at lines {unchecked} neither run nor quote"


def test_the_readme_is_short() -> None:
    """The README introduces and points to the docs; the docs hold the rest."""
    lines = (ROOT / "README.md").read_text(encoding="utf-8").count("\n")
    assert lines <= 200, f"README.md has {lines} lines: move the detail into docs/"


def copy_of_the_docs(tmp_path: Path, page: str) -> Path:
    """A docs project in `tmp_path` with one page (`page`'s Markdown) and this checkout's
    mkdocs.yml, pointed at it; its path."""
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "index.md").write_text(page, encoding="utf-8")
    config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    # Only the page and the settings: no navigation naming pages that are not there.
    config = re.sub(r"^nav:\n(?:[ \t-].*\n)*", "", config, flags=re.M)
    config = re.sub(r"^(extra_css|extra_javascript):\n(?:[ \t-].*\n)*", "", config, flags=re.M)
    config = config.replace("custom_dir: docs/", f"custom_dir: {DOCS}/")
    (tmp_path / "mkdocs.yml").write_text(config, encoding="utf-8")
    return tmp_path / "mkdocs.yml"


def test_the_docs_build_stops_at_a_board_it_cannot_draw(tmp_path: Path) -> None:
    """A fence's mistake would only show a message on the page: the build makes it an error
    that names it."""
    page = f"# A page\n\n```py-games\ngame: {GAME}\nmoves: nowhere\n```\n"
    with pytest.raises(BuildError, match="nowhere"):
        docs.write(tmp_path / "out", copy_of_the_docs(tmp_path, page))


def test_the_docs_build_stops_at_a_broken_link(tmp_path: Path) -> None:
    """Strict: a link to a page or anchor that is not there fails the build."""
    page = textwrap.dedent("""\
        # A page

        See [the rules](rules.md) and [below](#nowhere).
        """)
    with pytest.raises(BuildError, match=r"rules\.md"):
        docs.write(tmp_path / "out", copy_of_the_docs(tmp_path, page))


def test_a_good_page_builds_with_its_board_as_a_picture(tmp_path: Path) -> None:
    """The fence becomes the element holding its SVG: a reader without script sees the board."""
    page = f"# A page\n\n```py-games\ngame: {GAME}\n```\n"
    docs.write(tmp_path / "out", copy_of_the_docs(tmp_path, page))
    html = (tmp_path / "out" / "docs" / "index.html").read_text(encoding="utf-8")
    assert re.search(r"<py-games-board[^>]*>\s*<svg", html)


def test_every_link_of_the_readme_resolves() -> None:
    """The README's links to the docs and the code name files of the checkout (the docs' own
    links are checked by their strict build, and in the built site)."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    targets = re.findall(r"\]\(([^)\s]+)\)", text) + re.findall(r'src="([^"]+)"', text)
    local = [target.split("#")[0] for target in targets if "://" not in target]
    assert local, "the README links to the docs"
    assert [target for target in local if not (ROOT / target).exists()] == []
