"""The development server (``build.py serve``, and the tests'): a folder served under a base
path, as GitHub Pages serves a project site, with the MIME types Pyodide needs."""

from __future__ import annotations

import functools
import http.server
import sys
from pathlib import Path
from typing import Any

from .common import BuildError, display


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

    def handle_error(self, request: Any, client_address: Any) -> None:
        """Say nothing of a connection the browser dropped (a page closed or gone elsewhere
        while a file was on its way); any other error is printed as usual."""
        if isinstance(sys.exception(), ConnectionError):
            return
        super().handle_error(request, client_address)


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
