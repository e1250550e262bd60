"""Write the docs' reference pages from the code: ``docs/reference/`` bridge, cli, limits, games.

    python tools/docs_reference.py           # rewrite the four pages
    python tools/docs_reference.py --check   # exit 1 if one is stale (the tests do the same)

Each fact is written once, next to the thing in the code, and printed from there: the bridge's
functions from ``py_games.bridge``'s docstring and ``FUNCTIONS`` (``py_games/contract/``), the
types of their requests and answers from the TypedDicts (read as ``tools/contract_types.py``
reads them for the web code), the command line from its argparse parser
(``py_games.__main__.parser``), the limits from ``py_games/core/limits.py`` and the games from
the bridge's own catalog. The docstrings' reStructuredText becomes Markdown in
``tools/docs_markdown.py``.
"""

from __future__ import annotations

import argparse
import ast
import html
import inspect
import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
# This checkout's py_games and the tools beside this file, whoever runs it and from where.
sys.path[:0] = [str(ROOT), str(ROOT / "tools")]

import contract_types  # noqa: E402
from docs_markdown import code, inline, markdown, one_line, terms  # noqa: E402

from py_games import __main__ as cli  # noqa: E402
from py_games import bridge, contract  # noqa: E402
from py_games.core import limits, options  # noqa: E402
from py_games.registry import get_game  # noqa: E402

OUT = ROOT / "docs" / "reference"
GENERATED = (
    "*Generated from the code by `tools/docs_reference.py`: do not edit; run "
    "`python tools/docs_reference.py`.*"
)


def page(title: str, who: str, *parts: str) -> str:
    """A page: its title, who it is for, the generated notice, then its parts."""
    return "\n\n".join([f"# {title}", who, GENERATED, *parts]).rstrip() + "\n"


# -- the bridge ----------------------------------------------------------------------------------


def function_entries(doc: str) -> tuple[list[str], list[tuple[str, str]], list[str]]:
    """The bridge's docstring cut in three: the paragraphs before its list of functions, the
    list (each entry's term and text), and the paragraphs after it."""
    before: list[str] = []
    entries: list[tuple[str, str]] = []
    after: list[str] = []
    for block in re.split(r"\n\s*\n", inspect.cleandoc(doc)):
        lines = block.splitlines()
        if lines[0].startswith("``") and len(lines) > 1 and lines[1].startswith("    "):
            entries += terms(lines)
        elif not block.startswith("Functions ("):
            (after if entries else before).append(block)
    return before, entries, after


def declared() -> Iterator[tuple[Path, bool, list[contract_types.Declaration]]]:
    """The types of the contract, in the order ``web/contract.d.ts`` has them: each module,
    whether all of it is the contract's, and its types."""
    for path, names in contract_types.MODULES:
        yield path, names is None, list(contract_types.parse(path, names))


def typed(ts: str, known: set[str]) -> str:
    """A type as inline code, each contract type in it a link to its entry."""
    words = re.split(r"(\b[A-Z]\w*\b)", html.escape(ts, quote=False))
    linked = (f'<a href="#{w}">{w}</a>' if i % 2 and w in known else w for i, w in enumerate(words))
    return "<code>" + "".join(linked) + "</code>"


def type_entry(item: contract_types.Declaration, known: set[str]) -> str:
    """A type's heading, docstring and fields."""
    lines = [f"### {item.name} {{#{item.name}}}", markdown(item.doc)]
    if item.value is not None:
        lines.append(f"`{item.name}` is {typed(contract_types.ts_type(item.value), known)}.")
    if item.parents:
        parents = ", ".join(typed(parent, known) for parent in item.parents)
        lines.append(f"All the fields of {parents}, and:")
    fields = []
    for field in item.fields:
        kind = typed(contract_types.ts_type(field.annotation), known)
        optional = ", may be left out" if field.optional else ""
        text = f": {one_line(field.doc)}" if field.doc else ""
        fields.append(f"- `{field.name}` ({kind}{optional}){text}")
    if item.value is None and not item.fields and not item.parents:
        fields.append("No fields: `{}`.")
    return "\n\n".join(part for part in [*lines, "\n".join(fields)] if part)


def bridge_page() -> str:
    known = {item.name for _, _, items in declared() for item in items}
    before, entries, after = function_entries(bridge.__doc__ or "")
    said = [name for term, _ in entries for name in re.findall(r"``(\w+)``", term)]
    if sorted(said) != sorted(contract.FUNCTIONS):
        raise SystemExit(f"py_games.bridge's docstring lists {said}, not {[*contract.FUNCTIONS]}")
    parts = [markdown(contract.__doc__), "## Calling the bridge", markdown("\n\n".join(before))]
    parts += [markdown(bridge.handle.__doc__), "## The functions"]
    for term, text in entries:
        names = re.findall(r"``(\w+)``", term)
        calls = []
        for name in names:
            asked, answered = (typed(kind.__name__, known) for kind in contract.FUNCTIONS[name])
            calls.append(f"- `{name}`: takes {asked}, answers {answered}")
        parts += [f"### {' and '.join(names)} {{#{names[0]}}}", inline(text), "\n".join(calls)]
    parts.append(markdown("\n\n".join(after)))
    for path, whole, items in declared():
        module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        parts.append(f"## Types of `{module}`")
        if whole:  # a module of the rules core lends a few types: its docstring is not theirs
            parts.append(markdown(ast.get_docstring(ast.parse(path.read_text(encoding="utf-8")))))
        parts += [type_entry(item, known) for item in items]
    return page(
        "The bridge: functions and answers",
        "For a developer who calls Python from a page or a worker: every function of "
        "`py_games.bridge`, what its request may carry, and exactly what it answers. The types "
        "are written as the JSON they stand for (TypeScript's words: `string`, `number`, "
        "`T[]`, `null`), as the web code reads them in `web/contract.d.ts`.",
        *parts,
    )


# -- the command line ----------------------------------------------------------------------------


Parser = argparse.ArgumentParser


def subcommands(parser: Parser) -> Iterator[tuple[str, str, Parser]]:
    """Each subcommand's name, help and parser. argparse offers no public way to walk its
    parsers, so its own attributes are read, here only."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            helps = {choice.dest: choice.help or "" for choice in action._choices_actions}
            for name, sub in action.choices.items():
                yield name, helps.get(name, ""), sub


def metavar(action: argparse.Action) -> str:
    """What an argument's value is called (``GAME``, ``NAME=VALUE``)."""
    named = action.metavar if isinstance(action.metavar, str) else None  # a tuple: nargs > 1
    return (named or action.dest).upper()


def argument(action: argparse.Action) -> str:
    """One argument: how it is written, its help, choices and default."""
    metavar_ = metavar(action)
    takes = action.nargs != 0
    written = ", ".join(action.option_strings) or metavar_
    if takes and action.option_strings:
        written += f" {metavar_}" + (" …" if action.nargs in ("*", "+") else "")
    said = [inline(action.help.rstrip(".")) if action.help else ""]
    if action.choices is not None:
        said.append("one of " + ", ".join(code(str(choice)) for choice in action.choices))
    default = action.default
    told = "default" in (action.help or "")  # the help already says it
    if not told and default not in (None, "", [], argparse.SUPPRESS) and default is not False:
        shown = ",".join(default) if isinstance(default, tuple) else str(default)
        said.append(f"default {code(shown)}")
    if isinstance(action, argparse._AppendAction):
        said.append("may be given more than once")
    return f"- {code(written)}: " + "; ".join(part for part in said if part)


def cli_page() -> str:
    parts = [markdown(cli.__doc__)]
    top = cli.parser()
    for name, help_text, sub in subcommands(top):
        # Written here, not by argparse's formatter, whose wrapping changes between versions.
        given = [metavar(a) for a in sub._actions if not a.option_strings]
        usage = " ".join([sub.prog, "[OPTIONS]", *given])
        args = [argument(a) for a in sub._actions if not isinstance(a, argparse._HelpAction)]
        for group in sub._mutually_exclusive_groups:
            flags = " and ".join(code(a.option_strings[0]) for a in group._group_actions)
            args.append(f"- {flags} cannot be given together")
        parts += [f"## {name}", inline(help_text[:1].upper() + help_text[1:]) + ".",
                  f"```text\n{usage}\n```", "\n".join(args)]  # fmt: skip
    return page(
        "The command line",
        "For a developer, an author or a tester who runs the games' Python from a shell: every "
        "command of `python -m py_games` and each of its options, as `--help` says them.",
        *parts,
    )


# -- the limits ----------------------------------------------------------------------------------


def limit_entries() -> Iterator[tuple[str, str]]:
    """Each limit of ``py_games/core/limits.py`` (a constant in capitals) and its docstring,
    in source order."""
    body = ast.parse(Path(limits.__file__).read_text(encoding="utf-8")).body
    for i, node in enumerate(body):
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
            name = node.targets[0].id
            if name.isupper():
                yield name, contract_types.docstring_after(body, i) or ""


def limits_page() -> str:
    sent = bridge.catalog({}).get("limits", {})
    caught = {value: field for field, value in sent.items()}
    rows = ["| Limit | At most | In the catalog | What and why |", "|---|---|---|---|"]
    for name, doc in limit_entries():
        value: Any = getattr(limits, name)
        at_most = f"{value[0]:,} to {value[1]:,}" if isinstance(value, tuple) else f"{value:,}"
        field = code(caught[value]) if isinstance(value, int) and value in caught else ""
        rows.append(f"| `{name}` | {at_most} | {field} | {one_line(doc)} |")
    return page(
        "Limits",
        "For a page author, an embedder or a developer who hands the games input: how much of "
        "each kind of input is read, why that much, and what happens past it.",
        markdown(limits.__doc__),
        "\n".join(rows),
    )


# -- the games -----------------------------------------------------------------------------------


def values(option: dict[str, Any]) -> str:
    """An option's values, each with its words where it has them."""
    if option["kind"] == "bool":
        return "`true`, `false`"
    if option["kind"] == "choice":
        labels = option.get("labels") or [""] * len(option["choices"])
        said = zip(option["choices"], labels, strict=True)
        return ", ".join(f"`{c}`" + (f" ({inline(w)})" if w else "") for c, w in said)
    if option.get("names"):
        named = enumerate(option["names"], start=option["min"])
        return ", ".join(f"`{value}` ({inline(words)})" for value, words in named)
    return f"{option['min']} to {option['max']}"


def game_entry(entry: dict[str, Any]) -> str:
    game = get_game(entry["id"])
    players = f"{game.players}"
    for option in entry["options"]:
        if option["name"] == "players":
            players = f"{option['min']} to {option['max']} (the option `players`)"
    has = [part for part in ("editor", "lesson", "puzzles") if entry["has"][part]]
    rows = ["| Option | Label | Values | Default | About it |", "|---|---|---|---|---|"]
    for option in entry["options"]:
        lot = "; a form also offers to draw it by lot" if option.get("by_lot") else ""
        rows.append(
            f"| `{option['name']}` | {inline(option['label'])} | {values(option)} | "
            f"`{json.dumps(option['default'])}` | {inline(option.get('help', ''))}{lot} |"
        )
    facts = f"Id: `{entry['id']}`. Players: {players}. Has: {', '.join(has) or 'none'}."
    table = "\n".join(rows) if entry["options"] else "No options."
    return "\n\n".join([f"## {entry['title']} {{#{entry['id']}}}", inline(entry["summary"]),
                        facts, table])  # fmt: skip


def games_page() -> str:
    catalog = bridge.catalog({})
    entries = [game_entry(dict(entry)) for entry in catalog["games"]]
    return page(
        "Games and their options",
        "For a player, a teacher or a developer who sets a game up in a link, a record, a "
        "command or a board's attributes: every game, its id, its players and each option "
        "with its values and their words.",
        markdown(options.__doc__),
        *entries,
    )


PAGES = {"bridge.md": bridge_page, "cli.md": cli_page, "limits.md": limits_page,
         "games.md": games_page}  # fmt: skip


def generate() -> dict[str, str]:
    """Every page's text, by its file name in ``docs/reference/``."""
    return {name: make() for name, make in PAGES.items()}


def main(argv: list[str]) -> int:
    stale = []
    for name, text in generate().items():
        path = OUT / name
        if "--check" in argv:
            if not path.is_file() or path.read_text(encoding="utf-8") != text:
                stale.append(name)
        else:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}")
    for name in stale:
        print(f"docs/reference/{name} is stale: run python tools/docs_reference.py")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
