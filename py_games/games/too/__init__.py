"""Too, one package: its rules, its board, its position editor and its search's tuning
(:mod:`.rules`, whose docstring states every choice made), the patterns of its learned
evaluation (:mod:`.patterns`), its lesson (:mod:`.lesson`), its puzzle set, ratings and rules
page beside them, and its parts as the registry binds them (:data:`PARTS`)."""

from __future__ import annotations

from ...core.options import Option
from ...i18n import N_
from ...parts import Parts

PARTS = Parts(
    id="too",
    title="Too",
    summary=N_("Place a stone of either colour; the colour with the larger second group wins."),
    package=__name__,
    rules_at=".rules:Too",
    presenter_at=".rules:TooPresenter",
    options=(
        Option("size", N_("Board size"), 5, minimum=2, maximum=10, help=N_("cells per edge")),
    ),
    groups_name=N_("groups"),
    tuning_at=".patterns:TooPatterns",
    editor_at=".rules:TooEditor",
    lesson_at=".lesson:LESSON",
)
"""Everything Too is, as the registry binds it: said here without importing its rules,
which take their id, title, summary and options from it (and its board its ``groups_name``),
each part imported when first asked for."""
