"""The steps of build.py, one module each: it composes them into the site in ``dist/``.

``common`` (paths, errors, running tools), ``runtime`` (Pyodide and the vendored modules, cut
to what the site uses), ``wheel`` (py_games as a wheel, compiled for Pyodide's Python),
``host`` (what this checkout's py_games answers, asked from the Python running the build),
``pages`` (web/ copied, the pages written from templates and Python's catalog), ``manifest``
(what the worker loads), ``workers`` (the worker and the service worker stamped with the
build), ``serve`` (the development server).

Standard library only, like build.py, and not part of the py_games wheel: it is the build's,
not the game's.
"""
