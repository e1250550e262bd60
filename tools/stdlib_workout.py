"""What `tools/pyodide_stdlib.mjs` runs inside Pyodide to find the standard library the site
uses, and to check a cut of it.

- `plan()` (in a Python started from the stock zip): the zip's top-level names, the modules of
  `py_games`, and every standard module its sources import anywhere.
- `exercise(plan)`: forgets every module imported since Python started (this file's own and
  the plan's), then imports every module of the plan, answers every bridge function for every
  game in every language, and returns the names of the modules then in `sys.modules` that were
  imported from the zip (a package's modules one by one: `encodings.utf_8`, not every codec;
  modules Python has frozen in, `os` or `importlib.util`, never come from the zip).
- `write_cut(names, out)`: those modules of the stock zip, compiled, into `out`, with the
  other files of their packages.

Run by Pyodide's Python (3.14), never imported by py_games or the tests. What it imports at the
top must be in any cut (the bridge needs them anyway); the rest is imported where it is used.
"""

import sys

BOOT = frozenset(sys.modules)  # before this file's own imports: what Python's start imported

import importlib  # noqa: E402 (after BOOT)
import json  # noqa: E402
import random  # noqa: E402

PACKAGE = "py_games"


Plan = dict[str, list[str]]


def stdlib_zip() -> str:
    """The zip the standard library is imported from (`/lib/python314.zip`)."""
    (found,) = (entry for entry in sys.path if entry.endswith(".zip"))
    return found


def zip_names(path: str) -> set[str]:
    """The top-level module names of a standard-library zip."""
    import zipfile  # noqa: PLC0415

    with zipfile.ZipFile(path) as archive:
        return {top_level(name) for name in archive.namelist()}


def top_level(entry: str) -> str:
    """`asyncio/events.py` -> `asyncio`; `json.pyc` -> `json`."""
    first = entry.split("/", maxsplit=1)[0]
    return first.removesuffix(".py").removesuffix(".pyc")


def module_of(entry: str) -> str:
    """The module an entry of the zip is, or the package it belongs to: `asyncio/events.py` ->
    `asyncio.events`; `asyncio/__init__.py` and `asyncio/` -> `asyncio`; a data file
    `email/architecture.rst` -> `email`."""
    if entry.endswith((".py", ".pyc")):
        path = entry.rsplit(".", maxsplit=1)[0].removesuffix("/__init__")
    else:
        path = entry.rstrip("/") if entry.endswith("/") else entry.rpartition("/")[0]
    return path.replace("/", ".")


def imported_names(folder: str) -> set[str]:
    """Every absolute module name any source under `folder` imports, wherever the import is
    (inside functions and `if TYPE_CHECKING:` too)."""
    import ast  # noqa: PLC0415
    from pathlib import Path  # noqa: PLC0415

    names: set[str] = set()
    for source in Path(folder).rglob("*.py"):
        for node in ast.walk(ast.parse(source.read_bytes(), str(source))):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module)
    return names


def plan() -> Plan:
    """What `exercise` imports: found here, so that a cut Python need not find it."""
    import pkgutil  # noqa: PLC0415

    stdlib = zip_names(stdlib_zip())
    package = importlib.import_module(PACKAGE)
    modules = [info.name for info in pkgutil.walk_packages(package.__path__, PACKAGE + ".")]
    names = imported_names(package.__path__[0])
    imports = [name for name in sorted(names) if name.split(".")[0] in stdlib]
    return {"stdlib": sorted(stdlib), "modules": modules, "imports": imports}


def exercise(plan: Plan) -> list[str]:
    """Import and run what the site can; the names of the stock zip then imported, sorted.

    A module of `py_games` that needs what no standard library holds (an optional, build-time
    dependency: `markdown`, `cairosvg`) is left out; one whose standard import fails is not.
    """
    for name in set(sys.modules) - BOOT:
        del sys.modules[name]  # this file's and the plan's imports: not the site's
    stdlib = set(plan["stdlib"])
    for name in plan["modules"]:
        try:
            importlib.import_module(name)
        except ModuleNotFoundError as error:
            if (error.name or "").split(".")[0] in stdlib:
                raise
            print(f"left out (needs {error.name}): {name}")
    for name in plan["imports"]:
        importlib.import_module(name)
    workout()
    zipped = stdlib_zip() + "/"
    return sorted(
        name
        for name, module in sys.modules.items()
        if (getattr(getattr(module, "__spec__", None), "origin", None) or "").startswith(zipped)
    )


def ask(request: dict[str, object]) -> dict[str, object]:
    """The bridge's answer; a bug (an `InternalError`, a missing module among them) raises.

    A game need not have everything (docs/tutorials/add-a-game.md): a position editor, a lesson or
    puzzles it does not have yet answer `NotImplementedError`, which is no missing module.
    """
    from py_games.bridge import handle  # noqa: PLC0415 (imported by `exercise` first)

    answer: dict[str, object] = json.loads(handle(json.dumps(request)))
    error = answer.get("error")
    if isinstance(error, dict) and error.get("type") == "InternalError":
        message = str(error.get("message", ""))
        if not message.startswith("NotImplementedError"):
            raise RuntimeError(f"{request['fn']}: {message}")
    return answer


def workout() -> None:
    """Every bridge function, for every game, on a seeded random line of a few steps."""
    from py_games import GAMES, get_game  # noqa: PLC0415

    ask({"fn": "catalog"})
    rng = random.Random("stdlib")
    for game_id in GAMES:
        game = get_game(game_id)
        state, moves = game.initial_state(), []
        while len(moves) < 8 and (legal := game.legal_moves(state)):
            move = rng.choice(legal)
            moves.append(str(move))
            state = game.apply(state, move)
        line = {"game": game_id, "moves": moves}
        view = ask({"fn": "view", **line, "board": True, "history": True, "names": True})
        ask({"fn": "view", **line, "tree": ["(", *moves, ")"], "marks": "a1", "arrows": "a1>a2"})
        ask({"fn": "play", "game": game_id, "moves": moves[:-1], "step": moves[-1]})
        ask({"fn": "why_not", **line, "cell": "a1"})
        text = ask({"fn": "record", **line, "names": [], "date": "2026-11-24"})["text"]
        ask({"fn": "load", "text": text})
        search = ask({"fn": "think", **line, "level": 4, "slice_ms": 20, "budget_ms": 40})
        ask({"fn": "forget", "search": search.get("search")})
        review = ask({"fn": "review", **line, "iterations": 20, "slice_ms": 50})
        ask({"fn": "review", **line, "review": review.get("review"), "slice_ms": 50})
        ask({"fn": "edit", "game": game_id, "position": game.position(state), "board": True})
        ask({"fn": "svg", **line, "theme": "dark", "regions": True, "names": True})
        steps = ask({"fn": "pack", **line})["steps"]
        ask({"fn": "unpack", "game": game_id, "steps": steps})
        ask({"fn": "lesson", "game": game_id, "moves": []})
        puzzles = ask({"fn": "puzzles", "game": game_id}).get("puzzles")  # none: no set
        if isinstance(puzzles, list) and puzzles:
            ask({"fn": "puzzle", "puzzle": puzzles[0]["id"], "hint": True, "solution": True})
        del view
    languages()


def languages() -> None:
    """A view and a refused step in every language, each catalog read from the bytes of its
    `.mo` as the site's worker hands them over (from `/catalogs`, when the build mounts them)."""
    from pathlib import Path  # noqa: PLC0415

    from py_games import GAMES, i18n  # noqa: PLC0415

    folder = Path("/catalogs")
    if folder.is_dir():
        i18n.catalogs_from(
            lambda lang: file.read_bytes() if (file := folder / f"{lang}.mo").is_file() else None
        )
    game_id = next(iter(GAMES))
    for lang in (*i18n.LANGUAGES, i18n.PSEUDO):
        ask({"fn": "view", "game": game_id, "moves": [], "board": True, "lang": lang})
        ask({"fn": "why_not", "game": game_id, "moves": [], "cell": "a1", "lang": lang})


def write_cut(names: list[str], out: str) -> None:
    """Write the entries of the running standard library's zip of the modules `names` into
    `out`: each module as sourceless, unchecked-hash bytecode, any other file of their packages
    as it is.

    Entries go in the stock zip's order with a fixed date, so a build writes the same bytes.
    """
    import py_compile  # noqa: PLC0415
    import tempfile  # noqa: PLC0415
    import zipfile  # noqa: PLC0415
    from pathlib import Path  # noqa: PLC0415

    keep = set(names)
    source = stdlib_zip()
    with (
        zipfile.ZipFile(source) as stock,
        tempfile.TemporaryDirectory() as tmp,
        zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as cut,
    ):
        for info in stock.infolist():
            if module_of(info.filename) not in keep:
                continue
            data = stock.read(info)
            name = info.filename
            if name.endswith(".py"):
                py = Path(tmp, "module.py")
                py.write_bytes(data)
                pyc = Path(tmp, "module.pyc")
                py_compile.compile(
                    str(py),
                    cfile=str(pyc),
                    dfile=f"{source}/{name}",  # where tracebacks say it is, as before
                    doraise=True,
                    invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH,
                )
                data, name = pyc.read_bytes(), name + "c"
            entry = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            entry.compress_type = zipfile.ZIP_DEFLATED
            entry.external_attr = info.external_attr
            cut.writestr(entry, data, compresslevel=9)
