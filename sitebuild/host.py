"""What this checkout's py_games answers, asked from the Python running the build: the
catalog (the games and their options), the games with lessons and puzzles, each game's rules
page (its rules.md rendered) and card picture, the rules from its docstring for a game with
no rules.md, and any bridge request (the first views, the boards of the pages).

The pages are written from these answers, so a game added to the registry is on the index,
its rules page and the app manifest with no change to web/.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Any

from .common import ROOT, BuildError

CATALOG_REQUEST = '{"fn":"catalog"}'


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
    """The games with a lesson and with a set of puzzles, as this checkout's
    Python has them: the index, the rules pages and the player link to their pages."""
    code = (
        "import json\n"
        "from py_games.registry import lessons\n"
        "from py_games.puzzles.sets import set_games\n"
        "print(json.dumps({'lessons': lessons(), 'puzzles': set_games()}))"
    )
    learning: dict[str, list[str]] = json.loads(host_python(code, ""))
    return learning


def host_rules_pages() -> dict[str, dict[str, Any]]:
    """Each game's rules page and card picture, from its package as the registry finds them
    (``rules.md`` rendered by py_games.draw.fence.rules_page: ``title`` and ``body``;
    ``picture.svg``: ``picture``); a game without one of these files has no such key. With a
    rules.md, ``languages`` holds the page in each other language (``{lang: {title, body}}``):
    its ``rules.<lang>.md`` where there is one, else the English text, rendered in that language
    (the diagrams' words; the pseudo-language's too, for the tests that walk the site in it).
    Each body ends with what the game's ``fairness.jsonl`` says, where it has one.
    Needs Python-Markdown (the dev extra) where a game has a rules.md."""
    code = (
        "import json\n"
        "from py_games.i18n import LANGUAGES, PSEUDO, using\n"
        "from py_games.fairness import page_section\n"
        "from py_games.parts import FAIRNESS, PICTURE, RULES\n"
        "from py_games.registry import PARTS\n"
        "out = {}\n"
        "for game_id, parts in PARTS.items():\n"
        "    rules, picture, page = parts.file(RULES), parts.file(PICTURE), {}\n"
        "    if picture:\n"
        "        page['picture'] = picture.read_text(encoding='utf-8')\n"
        "    if rules:\n"
        "        try:\n"
        "            from py_games.draw.fence import rules_page\n"
        "        except ImportError as error:\n"
        "            raise SystemExit(f'{error}: the rules pages need Python-Markdown,'\n"
        "                             ' pip install -e .[dev]') from None\n"
        "        text = rules.read_text(encoding='utf-8')\n"
        "        found = parts.file(FAIRNESS)\n"
        "        played = found.read_text(encoding='utf-8') if found else ''\n"
        "        page['title'], page['body'] = rules_page(text)\n"
        "        page['body'] += page_section(game_id, played)\n"
        "        page['languages'] = {}\n"
        "        for lang in (*LANGUAGES[1:], PSEUDO):\n"
        "            own = parts.file(RULES.replace('.md', f'.{lang}.md'))\n"
        "            words = own.read_text(encoding='utf-8') if own else text\n"
        "            with using(lang):\n"
        "                title, body = rules_page(words)\n"
        "                body += page_section(game_id, played)\n"
        "            page['languages'][lang] = {'title': title, 'body': body}\n"
        "    out[game_id] = page\n"
        "print(json.dumps(out, ensure_ascii=False))"
    )
    pages: dict[str, dict[str, Any]] = json.loads(host_python(code, ""))
    return pages


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
