"""What every step shares: the checkout's folders, the build's error, its log and its way of
running a tool."""

from __future__ import annotations

import hashlib
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"
DIST = ROOT / "dist"


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


def size_of(folder: Path) -> int:
    """Total bytes of the files under `folder`."""
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file())


def display(path: Path) -> str:
    """A path relative to the checkout when it is inside it, for short messages."""
    return f"{path.relative_to(ROOT)}/" if path.is_relative_to(ROOT) else str(path)
