#!/usr/bin/env python3
"""Build the static site into ``dist/``, and serve it for local use.

    python3 build.py                      # write dist/ fresh
    python3 build.py serve [--port 8000]  # build, then serve dist/ on http://127.0.0.1:8000/

The site is plain files: the pages and scripts of ``web/``, the Pyodide runtime copied from
the npm package pinned in package.json, a wheel of ``py_games`` built from this checkout (with
its bytecode for that runtime's Python), and ``manifest.json`` naming them. Every URL inside
it is relative, so it works from any static server, under a sub-path (a GitHub Pages project
site lives at ``/<repo>/``), and with the network cut: nothing is ever fetched from another
origin.

Standard library only, so a fresh checkout can build before anything is installed; it needs
``npm`` (to fetch Pyodide once), Node.js (to compile py_games with that Pyodide's Python) and
``pip`` for the Python running this file.
"""

from __future__ import annotations

import argparse
import base64
import functools
import hashlib
import html
import http.server
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent
WEB = ROOT / "web"
DIST = ROOT / "dist"
# Downloads worth keeping between builds (gitignored).
CACHE = ROOT / ".cache"

# The runtime files Pyodide fetches when the page loads it as an ES module with `indexURL`
# set; checked with every non-local request blocked. pyodide.js (the classic-script build)
# is not needed: the worker imports pyodide.mjs, which imports pyodide.asm.mjs.
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)

STDLIB = "python_stdlib.zip"  # the site's is written over by cut_stdlib

# Of those, the ones fetched with fetch() (the .mjs are imported): the progress bar counts them.
FETCHED_PYODIDE_FILES = ("pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")

# npm packages the pages import, each as one file of dist/vendor/: its name there, the
# package, the file of the package (an ES module), and the notice its licence asks to keep.
# Only the file the page imports is shipped (not the package's CommonJS build, maps, sources).
VENDOR = (
    (
        "gifenc.js",
        "gifenc",
        "dist/gifenc.esm.js",
        "gifenc 1.0.3, (c) 2017 Matt DesLauriers, MIT License: https://github.com/mattdesl/gifenc",
    ),
    (
        "uqr.js",
        "uqr",
        "dist/index.mjs",
        "uqr 0.1.3, (c) Project Nayuki, (c) 2023 Anthony Fu, MIT License: https://github.com/unjs/uqr",
    ),
)

# Names build.py writes into dist/; web/ must not use them.
RESERVED = ("pyodide", "wheels", "vendor", "manifest.json", "first-views.json")

CATALOG_REQUEST = '{"fn":"catalog"}'


class BuildError(Exception):
    """A build step failed; the message is one line, fit to show a person as is."""


def log(message: str) -> None:
    """Say what the build is doing (stderr, so stdout stays clean for the serve URL)."""
    print(f"build.py: {message}", file=sys.stderr, flush=True)


def run(command: list[str], what: str, cwd: Path = ROOT) -> str:
    """Run a command and return its stdout; on failure raise BuildError naming `what`.

    Output is captured so a successful build stays quiet; on failure one line of the tool's
    stderr says why (network, bad pin, missing file, ...), and it goes into the message.
    """
    try:
        done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)
    except FileNotFoundError:
        raise BuildError(f"{what} failed: {command[0]} not found on PATH") from None
    if done.returncode != 0:
        lines = [line.strip() for line in done.stderr.splitlines() if line.strip()]
        # Both tools print their error lines ("ERROR: …", "npm error …") among warnings and
        # hints; the first one that is not npm's error code or log path says what went wrong.
        errors = [
            line
            for line in lines
            if line.lower().startswith(("error", "npm error"))
            and not re.match(r"npm error (code \S+$|A complete log)", line)
        ]
        # When pip runs a build backend, the backend's exception ("OSError: …") is the reason.
        raised = [line for line in lines if re.match(r"\w*(Error|Exception): ", line)]
        reason = (raised[-1:] or errors or lines[-1:] or [f"exit status {done.returncode}"])[0]
        raise BuildError(f"{what} failed: {reason}")
    return done.stdout


def sha256_of(path: Path) -> str:
    """Hex sha256 of a file."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


# --- Pyodide (npm) ---------------------------------------------------------------------


def pinned_versions() -> dict[str, str]:
    """The exact version package.json pins for each npm package (Pyodide, TypeScript)."""
    package = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))
    pins = {**package.get("dependencies", {}), **package.get("devDependencies", {})}
    return {name: str(version) for name, version in pins.items()}


def pinned_pyodide_version() -> str:
    """The exact Pyodide version package.json pins."""
    return pinned_versions()["pyodide"]


def installed_version(name: str) -> str | None:
    """The version of node_modules/<name>, or None when it is not installed."""
    manifest = ROOT / "node_modules" / name / "package.json"
    if not manifest.is_file():
        return None
    return str(json.loads(manifest.read_text(encoding="utf-8"))["version"])


def ensure_node_modules() -> Path:
    """Make node_modules match package.json (npm ci only when a pin is not installed) and
    return node_modules/pyodide. TypeScript comes with it: the tests type-check web/."""
    wanted = pinned_versions()
    missing = [name for name, version in wanted.items() if installed_version(name) != version]
    if missing:
        log(f"npm ci ({', '.join(f'{name} {wanted[name]}' for name in missing)})")
        # `npm ci` installs exactly package-lock.json, so every build ships the same bytes.
        run(["npm", "ci", "--no-audit", "--no-fund"], "npm ci")
        for name in missing:
            if installed_version(name) != wanted[name]:
                raise BuildError(
                    f"npm ci did not install {name} {wanted[name]}: check package-lock.json"
                )
    return ROOT / "node_modules" / "pyodide"


def copy_pyodide(source: Path, out: Path, folder: str = "pyodide") -> None:
    """Copy only the runtime files the browser fetches (not the typings, maps, consoles) into
    out/<folder>; the site's standard library and lock file are then cut (cut_stdlib, trim_lock)."""
    target = out / folder
    target.mkdir(parents=True)
    for name in PYODIDE_FILES:
        if not (source / name).is_file():
            raise BuildError(f"node_modules/pyodide/{name} is missing: delete node_modules/")
        shutil.copy2(source / name, target / name)


SOURCE_MAP = re.compile(r"^//# sourceMappingURL=.*$", re.MULTILINE)


def copy_vendor(out: Path) -> None:
    """Copy each module of VENDOR into dist/vendor/, under its licence notice; its source map
    comment goes (the map is not shipped, and a browser would ask for it)."""
    target = out / "vendor"
    target.mkdir(parents=True)
    for name, package, file, notice in VENDOR:
        source = ROOT / "node_modules" / package / file
        if not source.is_file():
            raise BuildError(f"node_modules/{package}/{file} is missing: delete node_modules/")
        text = SOURCE_MAP.sub("", source.read_text(encoding="utf-8")).rstrip()
        (target / name).write_text(f"/*! {notice} */\n{text}\n", encoding="utf-8")


# --- Pyodide's start, cut to what the site uses --------------------------------------------


def cut_stdlib(wheel: Path, pyodide: Path, out: Path) -> list[str]:
    """Replace out/pyodide/python_stdlib.zip by the standard modules the site imports, as
    bytecode for Pyodide's Python; return their top-level names.

    The stock zip holds the sources of the whole library (179 top-level names, 2.5 MB), and
    Python compiles every module it imports from source on every start (zipimport cannot keep
    bytecode): about a second of each first visit, for modules Pyodide's own start imports.
    `tools/pyodide_stdlib.mjs` (~6 s) finds the names in the Pyodide it ships, from the wheel's
    own imports and a workout of every bridge function, writes the cut and starts Python from
    it to check it. The in-Pyodide test suites add the rest of the library after it.
    """
    log("cutting Pyodide's standard library to what the site imports, compiled")
    target = out / "pyodide" / STDLIB
    with tempfile.TemporaryDirectory() as tmp:
        with zipfile.ZipFile(wheel) as archive:
            archive.extractall(tmp)
        script = ROOT / "tools" / "pyodide_stdlib.mjs"
        names = run(["node", str(script), str(pyodide), tmp, str(target)], "cutting the stdlib")
    return names.split()


def trim_lock(out: Path) -> None:
    """Leave out/pyodide/pyodide-lock.json without its packages.

    Pyodide fetches and reads the whole lock file (119 KB) before Python starts, only to know
    where packages are; the site loads none (no micropip, no `loadPackage`). Its `info` (the
    versions Pyodide checks it against) stays.
    """
    path = out / "pyodide" / "pyodide-lock.json"
    lock = json.loads(path.read_text(encoding="utf-8"))
    trimmed = {**lock, "packages": {}}
    path.write_text(json.dumps(trimmed, separators=(",", ":")) + "\n", encoding="utf-8")


# --- wheels (pip) ----------------------------------------------------------------------


def pip(*args: str, what: str) -> None:
    """Run pip of the Python running this file (the venv's, when run with its Python)."""
    if importlib.util.find_spec("pip") is None:  # e.g. Debian's python3 without python3-pip
        raise BuildError(
            f"{what} failed: pip is not available for {sys.executable}; "
            "run build.py with the venv's Python (.venv/bin/python build.py)"
        )
    run([sys.executable, "-m", "pip", *args, "--disable-pip-version-check"], what)


def py_games_wheel(tmp: Path) -> Path:
    """Build the py_games wheel from this checkout into `tmp` (outside the repository)."""
    log("building the py_games wheel")
    pip("wheel", "--no-deps", "--quiet", "--wheel-dir", str(tmp), str(ROOT), what="pip wheel")
    wheels = sorted(tmp.glob("py_games-*.whl"))
    if len(wheels) != 1:
        raise BuildError(f"pip wheel produced {len(wheels)} py_games wheels, expected one")
    return wheels[0]


def add_bytecode(wheel: Path, pyodide: Path) -> None:
    """Add to `wheel` the bytecode of its modules for the site's Python (Pyodide's, in Node).

    A first visit then imports py_games without compiling it: about 90 ms sooner. The wheel
    stays a valid wheel (RECORD lists the new files); the bytecode is hash-checked, so a
    Python of that version elsewhere uses it only for unedited sources, and others ignore it.
    """
    log("compiling py_games for Pyodide's Python")
    with tempfile.TemporaryDirectory() as tmp:
        unpacked = Path(tmp)
        with zipfile.ZipFile(wheel) as archive:
            names = archive.namelist()
            archive.extractall(unpacked)
        script = ROOT / "tools" / "pyodide_bytecode.mjs"
        run(["node", str(script), str(pyodide), str(unpacked)], "compiling for Pyodide")
        compiled = sorted(p.relative_to(unpacked).as_posix() for p in unpacked.rglob("*.pyc"))
        if not compiled:
            raise BuildError("compiling for Pyodide wrote no bytecode")
        record = next(name for name in names if name.endswith(".dist-info/RECORD"))
        # The .dist-info folder stays last, as the wheel format recommends.
        info = record.partition("/")[0] + "/"
        files = [n for n in names if not n.startswith(info)] + compiled
        files += [n for n in names if n.startswith(info) and n != record]
        lines = []
        for name in files:
            data = (unpacked / name).read_bytes()
            digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
            lines.append(f"{name},sha256={digest.decode()},{len(data)}")
        lines.append(f"{record},,")
        with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as archive:
            for name in files:
                archive.write(unpacked / name, name)
            archive.writestr(record, "\n".join(lines) + "\n")


# --- answers of the bridge, from host CPython ------------------------------------------


def host_python(code: str, stdin: str) -> str:
    """What ``code`` prints, run by this Python with this checkout first on sys.path.

    A subprocess, so it is this tree's py_games that answers (not an installed copy, nor a
    module this process imported earlier).
    """
    paths = [str(ROOT), *filter(None, os.environ.get("PYTHONPATH", "").split(os.pathsep))]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(paths), "PYTHONIOENCODING": "utf-8"}
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=env,
        input=stdin,
        capture_output=True,
        text=True,
        encoding="utf-8",
        check=False,
    )
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["no output"])[-1]
        raise BuildError(f"py_games failed: {last}")
    return done.stdout


def host_bridge(requests: list[dict[str, Any]]) -> list[Any]:
    """What the checkout's bridge answers to each request, run by this Python."""
    code = (
        "import json, sys\n"
        "from py_games.bridge import handle\n"
        "answers = [json.loads(handle(json.dumps(r))) for r in json.load(sys.stdin)]\n"
        "print(json.dumps(answers, ensure_ascii=False))"
    )
    answers: list[Any] = json.loads(host_python(code, json.dumps(requests)))
    for request, answer in zip(requests, answers, strict=True):
        if isinstance(answer, dict) and "error" in answer:
            raise BuildError(f"py_games.bridge.handle({request}) answered {answer['error']}")
    return answers


def host_catalog() -> Any:
    """The catalog (the playable games and their options) as the bridge answers it."""
    return host_bridge([json.loads(CATALOG_REQUEST)])[0]


def host_learning() -> dict[str, list[str]]:
    """The games with a lesson (py_games.lessons) and with a set of puzzles, as this checkout's
    Python has them: the index, the rules pages and the player link to their pages."""
    code = (
        "import json\n"
        "from py_games.lessons import LESSONS\n"
        "from py_games.puzzles.play import set_games\n"
        "print(json.dumps({'lessons': list(LESSONS), 'puzzles': list(set_games())}))"
    )
    learning: dict[str, list[str]] = json.loads(host_python(code, ""))
    return learning


def host_rules(games: list[str]) -> dict[str, list[str]]:
    """Each game's rules as its module's docstring states them (the paragraphs of its "Rules"
    section), for a rules page that has no body of its own yet. Run by this checkout's Python,
    as host_bridge is."""
    code = (
        "import importlib, inspect, json, sys\n"
        "from py_games.registry import GAMES\n"
        "out = {}\n"
        "for game in json.load(sys.stdin):\n"
        "    module = GAMES[game].__module__\n"
        "    docs = [importlib.import_module(module.rsplit('.', n)[0]).__doc__ or ''\n"
        "            for n in range(module.count('.'))]\n"
        "    out[game] = next((d for d in docs if '\\nRules\\n' in d), docs[0])\n"
        "print(json.dumps(out))"
    )
    docs: dict[str, str] = json.loads(host_python(code, json.dumps(games)))
    return {game: docstring_section(doc, "Rules") for game, doc in docs.items()}


def docstring_section(doc: str, title: str) -> list[str]:
    """The paragraphs of a docstring's section (a line ``title``, then indented text)."""
    lines = doc.splitlines()
    if title not in (line.strip() for line in lines):
        return []
    start = next(i for i, line in enumerate(lines) if line.strip() == title) + 1
    paragraphs: list[list[str]] = [[]]
    for line in lines[start:]:
        if line and not line.startswith(" "):
            break  # the next section
        if line.strip():
            paragraphs[-1].append(line.strip())
        elif paragraphs[-1]:
            paragraphs.append([])
    return [" ".join(p) for p in paragraphs if p]


# --- the site --------------------------------------------------------------------------


def copy_web(out: Path) -> None:
    """Copy web/ as is (pages, scripts, styles), minus editor and Python litter."""
    clashes = [name for name in RESERVED if (WEB / name).exists()]
    if clashes:
        raise BuildError(f"web/ must not contain {', '.join(clashes)}: build.py writes those")
    # Type declarations are for the type check (tsc), not for browsers.
    ignore = shutil.ignore_patterns(".*", "__pycache__", "*~", "*.swp", "*.d.ts")
    shutil.copytree(WEB, out, ignore=ignore)


IMPORT = re.compile(
    r"""^\s*(?:import|export)\b[^"';]*?["'](\.{1,2}/[^"']+\.js)["']""", re.MULTILINE
)
MODULE_SCRIPT = re.compile(r'<script type="module" src="([^"]+)"></script>')
CHARSET = re.compile(r"<meta charset=[^>]*>", re.IGNORECASE)


def module_graph(entry: Path) -> list[Path]:
    """Every module ``entry`` imports, directly or not, by static relative imports."""
    seen: list[Path] = []
    todo = [entry.resolve()]
    while todo:
        module = todo.pop()
        if module in seen or not module.is_file():
            continue
        seen.append(module)
        text = module.read_text(encoding="utf-8")
        todo += [(module.parent / name).resolve() for name in IMPORT.findall(text)]
    return seen


def relative(path: Path, folder: Path) -> str:
    """``path`` as a URL relative to ``folder``, as an import needs it ("./x.js", "../x.js")."""
    url = os.path.relpath(path.resolve(), folder).replace(os.sep, "/")
    return url if url.startswith("../") else f"./{url}"


def preload_pages(out: Path) -> None:
    """Let each page fetch its whole module graph at once, and start Python at once.

    A browser finds a module's imports only once the module has arrived, so the player's
    scripts came in four rounds, and the board (which starts the Python worker) ran only after
    the last. Each page's module script gets a ``modulepreload`` link per module of its graph;
    a page whose graph holds the engine starts the worker from a tiny inline classic script,
    first in the head, which runs as the HTML is read (modules run only once the whole page
    and graph are in; a classic script after a stylesheet, once the stylesheet is in),
    keeps what the worker says until engine.js adopts it, and fetches the first views beside it.
    """
    engine = (out / "engine.js").resolve()
    for page in out.rglob("*.html"):
        if "pyodide" in page.relative_to(out).parts:
            continue
        text = page.read_text(encoding="utf-8")
        found = MODULE_SCRIPT.search(text)
        if not found:
            continue
        graph = module_graph(page.parent / found.group(1))
        folder = page.parent.resolve()
        tags = [f'<link rel="modulepreload" href="{relative(m, folder)}">' for m in graph]
        if engine in graph:
            views = relative(out / "first-views.json", folder)
            worker = json.dumps(relative(out / "worker.js", folder))
            tags.append(f'<link rel="preload" href="{views}" as="fetch" crossorigin>')
            # First in the head: a classic script after a stylesheet waits for it to load.
            early = f"<script>{EARLY_WORKER.replace('WORKER', worker)}</script>"
            if charset := CHARSET.search(text):
                text = text.replace(charset.group(0), f"{charset.group(0)}\n  {early}", 1)
            else:
                tags.append(early)
        indent = "\n  "
        page.write_text(text.replace(found.group(0), indent.join([*tags, found.group(0)])))


def draw_boards(out: Path) -> None:
    """Put into every board of the site's pages the picture of what it first shows
    (py_games.draw.page), so that each page reads right with no script, in print, and before
    Python is up; the live board covers it once it draws. A board that cannot be drawn is a
    build error naming its page."""
    pages = {
        str(page.relative_to(out)): page.read_text(encoding="utf-8")
        for page in sorted(out.rglob("*.html"))
        if "pyodide" not in page.relative_to(out).parts
        and "<py-games-board" in page.read_text(encoding="utf-8")
    }
    code = (
        "import json, sys\n"
        "from py_games.core.errors import GameError\n"
        "from py_games.draw.page import fill_boards\n"
        "done = {}\n"
        "for name, text in json.load(sys.stdin).items():\n"
        "    try:\n"
        "        done[name] = fill_boards(text)\n"
        "    except GameError as error:\n"
        "        sys.exit(f'{name}: {error}')\n"
        "print(json.dumps(done, ensure_ascii=False))"
    )
    for name, text in json.loads(host_python(code, json.dumps(pages))).items():
        (out / name).write_text(text, encoding="utf-8")


NUMBERS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]


def write_pages(out: Path, catalog: Any, learning: dict[str, list[str]] | None = None) -> None:
    """Write what lists the games, from Python's catalog: the index's cards, every rules
    page (the shared head around each game's body), and the app manifest's name and
    description. A game added to the registry is on all of them with no change to web/.
    """
    games = catalog["games"]
    learning = learning or {"lessons": [], "puzzles": []}
    titles = [game["title"] for game in games]
    count = NUMBERS[len(games)] if len(games) < len(NUMBERS) else str(len(games))
    rules = out / "rules"
    missing = [game["id"] for game in games if not (rules / f"{game['id']}.html").is_file()]
    docs = host_rules(missing) if missing else {}
    page = (rules / "page.html").read_text(encoding="utf-8")
    for game in games:
        body_file = rules / f"{game['id']}.html"
        if body_file.is_file():
            body = "\n".join(
                line
                for line in body_file.read_text(encoding="utf-8").splitlines()
                if not line.startswith("<!--")
            )
        else:
            body = generated_rules(game, docs[game["id"]])
        words = {
            "id": game["id"],
            "title": html.escape(game["title"]),
            "body": body.strip(),
            "learning": learning_links(game, learning, "../"),
        }
        body_file.write_text(fill(page, words), encoding="utf-8")
    (rules / "page.html").unlink()
    cards = [card(game, rules, learning=learning) for game in games]
    cards += [card(game, rules, playable=False) for game in catalog["planned"]]
    for picture in rules.glob("*.svg"):
        picture.unlink()  # inlined in the cards
    index = out / "index.html"
    words = {"count": count, "Count": count.capitalize(), "cards": "\n      ".join(cards)}
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


def learning_links(game: Any, learning: dict[str, list[str]], up: str = "") -> str:
    """Links to the game's Learn and Puzzles pages, where it has a lesson or puzzles (relative:
    the site may live under a sub-path)."""
    gid, title = html.escape(game["id"]), html.escape(game["title"])
    links = []
    if game["id"] in learning.get("lessons", []):
        links.append(f'<a class="learn" href="{up}learn.html#game={gid}">Learn {title}</a>')
    if game["id"] in learning.get("puzzles", []):
        links.append(f'<a class="puzzles" href="{up}puzzles.html#game={gid}">{title} puzzles</a>')
    return " ".join(links)


def card(
    game: Any, rules: Path, playable: bool = True, learning: dict[str, list[str]] | None = None
) -> str:
    """A game's card on the index: its picture (rules/<id>.svg, if there is one), title and
    summary, with links to play it and to its rules (or "Not playable yet")."""
    gid, title = html.escape(game["id"]), html.escape(game["title"])
    picture = rules / f"{game['id']}.svg"
    svg = picture.read_text(encoding="utf-8").strip() if picture.is_file() else ""
    svg = re.sub(r'\s*xmlns="[^"]*"', "", svg, count=1)
    summary = f"<p>{html.escape(game['summary'])}</p>" if game.get("summary") else ""
    if playable:
        status = (
            f'<a class="play" href="play.html#game={gid}">Play {title}</a> '
            f'<a href="rules/{gid}.html">Rules of {title}</a>'
        )
        if learning and (more := learning_links(game, learning)):
            status += f" {more}"
        return (
            f'<li class="game-card" data-game="{gid}">{svg}<h2>{title}</h2>{summary}'
            f'<p class="status">{status}</p></li>'
        )
    return (
        f'<li class="game-card unplayable" data-game="{gid}">{svg}<h2>{title}</h2>'
        f'<p class="status">Not playable yet.</p></li>'
    )


def generated_rules(game: Any, paragraphs: list[str]) -> str:
    """A rules page's body for a game that has none written yet: its summary, the rules as its
    module's docstring states them, and a board to play."""
    gid = html.escape(game["id"])
    rules = "\n    ".join(f"<p>{html.escape(p)}</p>" for p in paragraphs)
    return f"""<main class="rules">
    <p class="lead">{html.escape(game["summary"])}</p>
    <h2>The rules</h2>
    {rules or "<p>See the game's module in py_games/games/.</p>"}
    <h2>Try it</h2>
    <figure>
      <py-games-board game="{gid}" interactive></py-games-board>
    </figure>
  </main>"""


# Starts the page's Python worker as the HTML is read; engine.js adopts it (see earlyWorker
# there) and replays the events kept meanwhile. On a browser that cannot run it, nothing is
# lost: engine.js then starts the worker itself.
EARLY_WORKER = (
    "try{const e=window.pyGamesEarly={url:new URL(WORKER,document.baseURI).href,events:[]};"
    'e.worker=new Worker(e.url,{type:"module"});for(const t of["message","error","messageerror"])'
    "e.worker.addEventListener(t,v=>e.events&&e.events.push(v))}catch{}"
)
SW_PLACEHOLDER = 'const BUILD = { id: "dev", files: [] };'
WORKER_PLACEHOLDER = (
    'const BUILD = { pyodide: "dev", stdlib: "", wheel: "", sha256: "", bytes: {} };'
)


def stamp_worker(out: Path, manifest: dict[str, Any]) -> None:
    """Write what the Python worker loads into worker.js, so that it fetches no manifest
    before starting the runtime: the wheel, its hash (its URL and the snapshot's key), the
    Pyodide version and the standard library's hash (the snapshot's key too) and the bytes
    its progress bar counts."""
    worker = out / "worker.js"
    text = worker.read_text(encoding="utf-8")
    if WORKER_PLACEHOLDER not in text:
        raise BuildError(f"web/worker.js lost its placeholder line: {WORKER_PLACEHOLDER}")
    build = {
        "pyodide": manifest["pyodide"],
        "stdlib": manifest["stdlib"]["sha256"][:16],
        "wheel": manifest["py_games"]["wheel"],
        "sha256": manifest["py_games"]["sha256"],
        "bytes": manifest["download_bytes"],
    }
    worker.write_text(text.replace(WORKER_PLACEHOLDER, f"const BUILD = {json.dumps(build)};"))


def stamp_service_worker(out: Path) -> None:
    """Write this build's id and file list into sw.js, which stores them for offline use.

    The id changes whenever any file does, so browsers install the new worker (a worker is
    updated only when its own bytes change) and drop the copies of the previous build.
    """
    worker = out / "sw.js"
    text = worker.read_text(encoding="utf-8")
    if SW_PLACEHOLDER not in text:
        raise BuildError(f"web/sw.js lost its placeholder line: {SW_PLACEHOLDER}")
    files = sorted(
        path.relative_to(out).as_posix()
        for path in out.rglob("*")
        if path.is_file() and path != worker
    )
    digest = hashlib.sha256()
    for name in files:
        digest.update(f"{name}\0{sha256_of(out / name)}\n".encode())
    build = {"id": digest.hexdigest()[:16], "files": ["./", *files]}  # "./" is index.html
    stamped = f"const BUILD = {json.dumps(build)};"
    worker.write_text(text.replace(SW_PLACEHOLDER, stamped), encoding="utf-8")


def write_manifest(
    out: Path,
    py_games: Path,
    catalog: Any,
    learning: dict[str, list[str]] | None = None,
    stdlib: list[str] | None = None,
) -> dict[str, Any]:
    """Write dist/manifest.json (what the worker loads, the catalog) and dist/first-views.json
    (each game's starting position, painted before Python is up).

    The py_games sha256 lets the worker ask for `wheels/<name>?sha256=<hash>`: the wheel's
    file name stays the same from one build to the next, the URL does not, so a browser never
    runs stale rules from its cache.
    """
    games = [game["id"] for game in catalog["games"]]
    first = host_bridge([{"fn": "view", "game": game, "board": True} for game in games])
    fetched = [out / "pyodide" / name for name in FETCHED_PYODIDE_FILES] + [py_games]
    manifest = {
        "pyodide": pinned_pyodide_version(),
        "runtime_files": list(PYODIDE_FILES),  # in pyodide/
        "py_games": {"wheel": py_games.name, "sha256": sha256_of(py_games)},
        # The standard library's top-level names python_stdlib.zip keeps (cut_stdlib), and its
        # hash: a memory snapshot is valid only with the zip it was taken with.
        "stdlib": {"modules": stdlib or [], "sha256": sha256_of(out / "pyodide" / STDLIB)},
        # What the worker downloads, so its progress bar can count bytes.
        "download_bytes": {path.name: path.stat().st_size for path in fetched},
        "catalog": catalog,
        # The games with a lesson and with puzzles: the player links to their pages.
        "learning": learning or {"lessons": [], "puzzles": []},
    }
    text = json.dumps(manifest, indent=2, ensure_ascii=False) + "\n"
    (out / "manifest.json").write_text(text, encoding="utf-8")
    # Each game's starting position at its default options, to paint before Python is up: the
    # board and the scene without the legal steps (nothing is clickable before Python answers),
    # compact, so the file arrives in the first few frames (~45 KB for five games).
    views = {}
    for game, view in zip(games, first, strict=True):
        scene = {key: value for key, value in view["scene"].items() if key != "legal"}
        views[game] = {"board": view["board"], "scene": scene}
    compact = json.dumps(views, separators=(",", ":"), ensure_ascii=False)
    (out / "first-views.json").write_text(compact, encoding="utf-8")
    return manifest


def build(out: Path = DIST) -> dict[str, Any]:
    """Write the whole site into `out` (replacing it) and return the manifest.

    Everything is assembled in a staging folder next to `out` and swapped in at the end, so a
    failed build leaves the previous site untouched.
    """
    out = out.resolve()
    if not WEB.is_dir():
        raise BuildError(f"{WEB} is missing")
    check_replaceable(out)
    pyodide = ensure_node_modules()
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=f".{out.name}-", dir=out.parent) as staging_dir:
        staging = Path(staging_dir) / "site"
        copy_web(staging)
        copy_pyodide(pyodide, staging)
        copy_vendor(staging)
        wheels = staging / "wheels"
        wheels.mkdir()
        with tempfile.TemporaryDirectory() as tmp:
            built = py_games_wheel(Path(tmp))
            add_bytecode(built, pyodide)
            shutil.copy2(built, wheels / built.name)
            stdlib = cut_stdlib(built, pyodide, staging)
        trim_lock(staging)
        catalog = host_catalog()
        learning = host_learning()
        manifest = write_manifest(staging, wheels / built.name, catalog, learning, stdlib)
        write_pages(staging, catalog, learning)
        draw_boards(staging)
        stamp_worker(staging, manifest)
        preload_pages(staging)
        stamp_service_worker(staging)  # last: it lists every other file
        if out.exists():
            shutil.rmtree(out)
        staging.rename(out)
    log(f"wrote {display(out)} ({size_of(out) / 1e6:.1f} MB)")
    return manifest


def check_replaceable(out: Path) -> None:
    """Refuse an output folder whose deletion would lose work: `out` is wiped on success."""
    if ROOT.is_relative_to(out) or out.is_relative_to(WEB):
        raise BuildError(f"refusing to build into {out}: it holds the sources")
    if out.is_dir() and any(out.iterdir()) and not (out / "manifest.json").is_file():
        raise BuildError(f"refusing to replace {out}: not empty and not a previous build")


def size_of(folder: Path) -> int:
    """Total bytes of the files under `folder`."""
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file())


def display(path: Path) -> str:
    """A path relative to the checkout when it is inside it, for short messages."""
    return f"{path.relative_to(ROOT)}/" if path.is_relative_to(ROOT) else str(path)


# --- serving ---------------------------------------------------------------------------


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Serves a folder under a base path, with the MIME types Pyodide needs.

    Browsers refuse ES modules served with a non-JavaScript type and compile wasm fastest
    (streaming) only when it is application/wasm; older Pythons know neither extension.
    Anything outside `base` is a 404, which is how a GitHub Pages project site behaves.
    """

    extensions_map = {  # noqa: RUF012 (class attribute by design of http.server)
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
        ".whl": "application/zip",
        ".webmanifest": "application/manifest+json",
        ".svg": "image/svg+xml",
    }
    base = "/"
    quiet = False
    overlay: str | None = None
    """A folder whose files are served in place of the site's (the tests' own pages)."""

    def send_head(self) -> Any:
        """Refuse paths outside the base (or redirect the base itself missing its slash)."""
        path = self.path.split("?", 1)[0].split("#", 1)[0]
        if path == self.base.rstrip("/") and self.base != "/":
            self.send_response(301)
            self.send_header("Location", self.base)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return None
        if not path.startswith(self.base):
            self.send_error(404, f"Not under {self.base}")
            return None
        return super().send_head()

    def translate_path(self, path: str) -> str:
        """Map /base/x to <directory>/x, or to <overlay>/x where that file exists."""
        local = super().translate_path("/" + path[len(self.base) :])
        if self.overlay:
            inside = Path(local).relative_to(Path(self.directory).resolve())
            candidate = Path(self.overlay) / inside
            if candidate.is_file():
                return str(candidate)
        return local

    def end_headers(self) -> None:
        # Always revalidate: a rebuilt site must never mix with files cached from the last one.
        self.send_header("Cache-Control", "no-cache")
        # Any page may embed a board from here (board.js, its worker and Python's files), as
        # from GitHub Pages, which sends the same header.
        self.send_header("Access-Control-Allow-Origin", "*")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        if not self.quiet:
            super().log_message(format, *args)


def normalize_base(base: str) -> str:
    """Any spelling of a sub-path ("py-games", "/py-games/") as "/py-games/"; none as "/"."""
    inner = base.strip("/")
    return f"/{inner}/" if inner else "/"


def make_server(  # noqa: PLR0917 (host, port, base mirror the command line)
    directory: Path,
    host: str = "127.0.0.1",
    port: int = 8000,
    base: str = "/",
    quiet: bool = False,
    overlay: Path | None = None,
) -> http.server.ThreadingHTTPServer:
    """A threaded server for `directory` at http://host:port/base (port 0: any free port).

    Threaded because a page fetches the runtime, the stdlib and the wheels in parallel.
    `overlay` adds pages that are not part of the site (the tests' engine check page).
    """
    attributes = {
        "base": normalize_base(base),
        "quiet": quiet,
        "overlay": str(overlay.resolve()) if overlay else None,
    }
    handler = type("Handler", (SiteHandler,), attributes)
    bound = functools.partial(handler, directory=str(directory.resolve()))
    return SiteServer((host, port), bound)


class SiteServer(http.server.ThreadingHTTPServer):
    # A browser opens six connections at once, and this server one per file: with the default
    # queue of 5, the sixth was dropped and retried a second later (seen as a one-second stall
    # on a random script of the page).
    request_queue_size = 64


def serve(directory: Path, host: str, port: int, base: str) -> None:
    """Serve until Ctrl-C."""
    if not (directory / "manifest.json").is_file():
        raise BuildError(f"{display(directory)} holds no built site: run python3 build.py first")
    with make_server(directory, host, port, base) as server:
        # server_port is the port actually bound (port 0 asks the system for a free one).
        url = f"http://{host}:{server.server_port}{normalize_base(base)}"
        print(f"Serving {display(directory)} at {url}", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            print("\nStopped.", file=sys.stderr)


# --- command line ----------------------------------------------------------------------


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """Parse `build.py [--out DIR]` and `build.py serve [...]`."""
    parser = argparse.ArgumentParser(
        prog="build.py", description="Build the static py-games site into dist/, or serve it."
    )
    parser.add_argument("--out", type=Path, default=DIST, help="output folder (default: dist/)")
    commands = parser.add_subparsers(dest="command", metavar="{serve}")
    serving = commands.add_parser("serve", help="build, then serve the site locally")
    serving.add_argument("--host", default="127.0.0.1", help="address (default: 127.0.0.1)")
    serving.add_argument("--port", type=int, default=8000, help="port; 0 = any free port")
    serving.add_argument(
        "--base", default="/", help="serve under this sub-path, as GitHub Pages does (/py-games/)"
    )
    serving.add_argument("--no-build", action="store_true", help="serve the existing build")
    # Also accepted after `serve`; SUPPRESS keeps a value given before it.
    serving.add_argument("--out", type=Path, default=argparse.SUPPRESS, help="folder to serve")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """Entry point; returns the process exit status."""
    args = parse_args(argv)
    try:
        if not (args.command == "serve" and args.no_build):
            build(args.out)
        if args.command == "serve":
            serve(args.out.resolve(), args.host, args.port, args.base)
    except BuildError as error:
        print(f"build.py: error: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
