"""The reference pages of the docs (``docs/reference/{bridge,cli,limits,games}.md``) are what
``tools/docs_reference.py`` writes from the code now, and none leaves out a thing of the code:
every bridge function, command, option, limit and game is on its page, found here by other
means than the generator's own (the bridge's answer to an unknown function, ``--help``, the
limits module's names, the registry)."""

from __future__ import annotations

import contextlib
import importlib.util
import io
import json
import re
from pathlib import Path
from types import ModuleType

import pytest

from py_games import __main__ as cli
from py_games import bridge
from py_games.core import limits
from py_games.registry import GAMES

ROOT = Path(__file__).resolve().parents[1]
PAGES = ROOT / "docs" / "reference"


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "docs_reference", ROOT / "tools" / "docs_reference.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def page(name: str) -> str:
    return (PAGES / name).read_text(encoding="utf-8")


@pytest.mark.parametrize("name", ["bridge.md", "cli.md", "limits.md", "games.md"])
def test_each_reference_page_is_what_the_code_says_now(tool: ModuleType, name: str) -> None:
    stale = f"docs/reference/{name} is stale: run python tools/docs_reference.py"
    assert page(name) == tool.generate()[name], stale


def test_each_page_says_who_it_is_for_and_that_it_is_generated(tool: ModuleType) -> None:
    for name, text in tool.generate().items():
        title, who, generated = text.split("\n\n")[:3]
        assert title.startswith("# ") and text.count("\n# ") == 0, name
        assert who.startswith("For "), name
        assert "do not edit; run `python tools/docs_reference.py`" in generated, name


def test_the_bridge_page_has_every_function_the_bridge_answers() -> None:
    # The bridge names its functions when asked for one it does not know.
    refused = json.loads(bridge.handle('{"fn": "no_such_function"}'))["error"]["message"]
    known = refused.split("known: ")[1].split(", ")
    text = page("bridge.md")
    headings = re.findall(r"^### (.+) \{#", text, re.MULTILINE)
    named = {name for heading in headings for name in heading.split(" and ")}
    assert len(known) > 10
    assert set(known) <= named
    for name in known:
        assert f"- `{name}`: takes " in text


def test_the_bridge_pages_links_to_types_land_on_a_type() -> None:
    text = page("bridge.md")
    targets = set(re.findall(r"\{#(\w+)\}", text))
    assert set(re.findall(r'href="#(\w+)"', text)) <= targets


def help_of(*words: str) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit):
        cli.parser().parse_args([*words, "--help"])
    return out.getvalue()


def test_the_cli_page_has_every_command_and_option() -> None:
    commands = re.search(r"\{([\w,]+)\}", help_of()).group(1).split(",")  # type: ignore[union-attr]
    text = page("cli.md")
    assert len(commands) >= 5
    for command in commands:
        section = text.split(f"\n## {command}\n")[1].split("\n## ")[0]
        flags = set(re.findall(r"(--[\w-]+)", help_of(command))) - {"--help"}
        assert flags, command
        for flag in flags:
            assert f"`{flag}" in section, f"{flag} of {command}"


def test_the_limits_page_has_every_limit() -> None:
    names = [name for name in vars(limits) if name.isupper()]
    text = page("limits.md")
    assert len(names) >= 14
    for name in names:
        assert f"| `{name}` |" in text, name


def test_the_games_page_has_every_game_and_option() -> None:
    text = page("games.md")
    for game_id, game in GAMES.items():
        section = text.split(f"{{#{game_id}}}\n")[1].split("\n## ")[0]
        for option in game.OPTIONS:
            assert f"| `{option.name}` | {option.label} |" in section, f"{game_id} {option.name}"
