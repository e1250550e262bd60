"""The pages' words reach the message catalogs: ``tools/i18n.py extract`` reads the pages'
scripts (``t``, ``tn``) and HTML (``data-i18n``, ``data-i18n-attrs``) as babel.cfg says, into
the same template as Python's words."""

from __future__ import annotations

import importlib.util
import shutil
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]


def tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "tools" / "i18n.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def site(tmp_path: Path) -> Path:
    """A checkout of one script and one page, with the project's babel.cfg."""
    shutil.copy(ROOT / "babel.cfg", tmp_path / "babel.cfg")
    (tmp_path / "web" / "play").mkdir(parents=True)
    (tmp_path / "web" / "play" / "notes.js").write_text(
        'import { t, tn } from "../i18n.js";\n'
        'say(t("Record loaded."));\n'
        "// TRANSLATORS: {n} is how many steps\n"
        'say(tn("{n} step taken back.", "{n} steps taken back.", n, { n }));\n'
        'console.log("for developers, not a message");\n'
        'note(`${said} ${t("Your previous game is in Recent games:")}`);\n'
        'setWords(heading, "Task {n} of {count}", { n, count });\n',
        encoding="utf-8",
    )
    (tmp_path / "web" / "page.html").write_text(
        "<!doctype html>\n<html><head><title data-i18n>Play — py-games</title></head>\n"
        "<body><p data-i18n>Click or tap   a highlighted\n    cell.</p>\n"
        '<button data-i18n data-i18n-attrs="title" title="Ctrl+Z means undo">Undo</button>\n'
        '<a data-i18n="Play {title}" data-i18n-values=\'{"title":"Hex"}\'>Play Hex</a>\n'
        "<p>Not marked, not extracted.</p></body></html>\n",
        encoding="utf-8",
    )
    return tmp_path


def test_extraction_finds_the_scripts_and_the_pages_words(site: Path) -> None:
    catalog = tool().extracted(site)
    ids = {m.id if isinstance(m.id, str) else m.id[0]: m for m in catalog if m.id}
    assert set(ids) == {
        "Record loaded.",
        "{n} step taken back.",
        "Your previous game is in Recent games:",
        "Task {n} of {count}",
        "Play — py-games",
        "Click or tap a highlighted cell.",
        "Ctrl+Z means undo",
        "Undo",
        "Play {title}",
    }
    plural = ids["{n} step taken back."]
    assert plural.id == ("{n} step taken back.", "{n} steps taken back.")
    assert plural.auto_comments == ["TRANSLATORS: {n} is how many steps"]
    assert ids["Record loaded."].locations == [("web/play/notes.js", 2)]
    assert ids["Click or tap a highlighted cell."].locations == [("web/page.html", 3)]


def test_a_marked_element_with_markup_inside_is_refused_naming_its_line(site: Path) -> None:
    (site / "web" / "page.html").write_text(
        '<p data-i18n>Show <span id="x">groups</span> on the board</p>\n', encoding="utf-8"
    )
    with pytest.raises(ValueError, match=r"line 1: <span> inside an element marked data-i18n"):
        tool().extracted(site)


def test_the_template_holds_the_pages_words_beside_pythons() -> None:
    catalog = tool().extracted()
    where = {path for m in catalog for path, _line in m.locations}
    assert any(path.startswith("py_games/") for path in where)
    assert any(path.startswith("web/") and path.endswith(".js") for path in where)
    assert any(path.startswith("web/") and path.endswith(".html") for path in where)
