"""Tonga, one package: its rules, its board and its position editor (:mod:`.rules`, whose
docstring states every choice made), its search's tuning and the patterns its learned
evaluation weighs (:mod:`.patterns`), its lesson (:mod:`.lesson`), its puzzle set, ratings and
rules page beside them, and its parts as the registry binds them (:data:`PARTS`)."""

from __future__ import annotations

from ...core.options import Option
from ...i18n import N_
from ...parts import Parts

PARTS = Parts(
    id="tonga",
    title="Tonga",
    summary=N_(
        "Each turn place a black and a white stone together; your colour's largest groups score."
    ),
    package=__name__,
    rules_at=".rules:Tonga",
    presenter_at=".rules:TongaPresenter",
    options=(
        Option(
            "first",
            N_("Who starts"),
            "white",
            choices=("white", "black"),
            help=N_("no source says; the designers' example has White starting"),
            labels=(N_("White"), N_("Black")),
        ),
    ),
    groups_name=N_("groups"),
    tuning_at=".patterns:TongaTuning",
    editor_at=".rules:TongaEditor",
    lesson_at=".lesson:LESSON",
)
"""Everything Tonga is, as the registry binds it: said here without importing its rules,
which take their id, title, summary and options from it (and its board its ``groups_name``),
each part imported when first asked for."""
