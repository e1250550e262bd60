"""The five languages' catalogs are complete and current: every message the code says (the
template, extracted now) is translated in each, none is left that the code no longer says,
no translation names a placeholder the English has not, each plural has the forms its
language's rule counts, and the compiled catalogs are those of the .po files
(``tools/i18n.py check``, which this runs)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from babel import Locale
from babel.messages.pofile import read_po, write_po

from py_games import i18n
from tools import i18n as catalogs


def test_every_catalog_is_complete_and_current() -> None:
    assert catalogs.problems() == []


@pytest.mark.parametrize("lang", catalogs.TRANSLATED)
def test_each_plural_has_the_forms_its_languages_rule_counts(lang: str) -> None:
    with catalogs.po_of(lang).open("rb") as handle:
        catalog = read_po(handle)
    forms = Locale.parse(lang).plural_form
    count = len(forms.tags | {"other"})
    plurals = [m for m in catalog if m.id and isinstance(m.id, tuple | list)]
    assert plurals
    assert {len(m.string) for m in plurals} == {count}
    # And the compiled catalog counts as the language does: one, and more than one.
    with i18n.using(lang):
        one, two = (i18n.ngettext("{n} cell", "{n} cells", n).format(n=n) for n in (1, 2))
    assert one != two


def test_a_missing_stale_or_misnamed_message_is_found(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    lang = catalogs.TRANSLATED[0]
    shutil.copytree(catalogs.LOCALES, tmp_path / "locale")
    monkeypatch.setattr(catalogs, "LOCALES", tmp_path / "locale")
    po = catalogs.po_of(lang)
    with po.open("rb") as handle:
        catalog = read_po(handle)
    singular = [m for m in catalog if m.id and isinstance(m.id, str) and "{" in m.id]
    dropped, misnamed = singular[0], singular[1]
    del catalog[dropped.id]
    catalog[misnamed.id].string = "{nothing}"
    catalog.add("a message the code no longer says", "un mensaje")
    with po.open("wb") as handle:
        write_po(handle, catalog)
    found = catalogs.problems((lang,))
    assert f"{lang}: missing {dropped.id!r}" in found
    assert f"{lang}: stale 'a message the code no longer says' (no longer in the code)" in found
    assert f"{lang}: {misnamed.id!r} names a placeholder the English has not" in found
    assert any("is stale: python tools/i18n.py compile" in line for line in found)


def test_a_line_added_above_a_message_leaves_the_template_as_it_was(tmp_path: Path) -> None:
    (tmp_path / "babel.cfg").write_text("[python: **.py]\n", encoding="utf-8")
    code = tmp_path / "words.py"
    code.write_text('_("Your move")\n', encoding="utf-8")
    before = catalogs.po_text(catalogs.extracted(tmp_path))
    code.write_text('"""A docstring added above."""\n\n_("Your move")\n', encoding="utf-8")
    after = catalogs.po_text(catalogs.extracted(tmp_path))
    assert after == before
    assert b"#: words.py\n" in after  # the file is still named for translators
