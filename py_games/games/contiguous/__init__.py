"""Contiguous, one package: its rules, its board, its position editor
(:mod:`.rules`, whose docstring states every choice made), its lesson (:mod:`.lesson`), its
puzzle set, ratings and rules page beside them, and its parts as the registry binds them
(:data:`PARTS`)."""

from __future__ import annotations

from ...core.options import Option
from ...i18n import N_
from ...parts import Parts

PARTS = Parts(
    id="contiguous",
    title="Contiguous",
    summary=N_("Fill a cell next to the last one; your score is the product of your islands."),
    package=__name__,
    rules_at=".rules:Contiguous",
    presenter_at=".rules:ContiguousPresenter",
    options=(
        Option("size", N_("Board size"), 6, minimum=3, maximum=19, help=N_("cells per side")),
        Option("players", N_("Players"), 2, minimum=2, maximum=6),
        Option(
            "placement",
            N_("Touching the last cell"),
            "king",
            choices=("king", "orthogonal"),
            help=N_(
                "how a new cell touches the cell filled last: the author's rule is sides or corners"
            ),
            labels=(N_("sides or corners"), N_("sides only")),
        ),
        Option(
            "diagonal_islands",
            N_("Corners join islands"),
            False,
            help=N_("whether cells touching only at a corner belong to one island"),
        ),
    ),
    groups_name=N_("islands"),
    tuning_at=".patterns:ContiguousTuning",
    editor_at=".rules:ContiguousEditor",
    lesson_at=".lesson:LESSON",
)
"""Everything Contiguous is, as the registry binds it: said here without importing its rules,
which take their id, title, summary and options from it (and its board its ``groups_name``),
each part imported when first asked for."""
