"""Help ▸ Licences lists the licence of every part warclan ships with: from the installed
distributions in a checkout, from the bundle's licenses/ folder when frozen (issue 25)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from warclan.gui import licences


def by_name(found: list[licences.Licence]) -> dict[str, str]:
    return {licence.name.split(" ")[0].lower(): licence.text for licence in found}


def test_a_checkout_reads_the_texts_from_the_installed_distributions() -> None:
    found = by_name(licences.installed_licences())
    for part in ("sqlalchemy", "alembic", "reportlab", "mako", "platformdirs", "warclan"):
        assert part in found, part
    assert "Permission is hereby granted" in found["sqlalchemy"]  # the MIT text itself
    assert "LGPL-3.0" in found["pyside6_essentials"]
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in found["lgpl-3.0"]
    assert "GNU GENERAL PUBLIC LICENSE" in found["gpl-3.0"]
    fonts = [text for name, text in found.items() if name == "font:"]
    assert fonts and any("SIL OPEN FONT LICENSE" in text.upper() for text in fonts)


def test_an_extra_is_not_a_requirement() -> None:
    names = {licences.distribution_key(d.metadata["Name"]) for d in licences.distributions()}
    assert {"sqlalchemy", "pyside6-essentials", "shiboken6", "mako"} <= names
    assert not names & {"pytest", "keyring", "psycopg", "pyinstaller"}  # extras only


def test_the_bundle_reads_its_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    licences.write_folder(
        tmp_path / licences.FOLDER,
        [licences.Licence("Qt/PySide6 6.12", "LGPL"), licences.Licence("alembic 1.2", "MIT")],
    )
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert [(x.name, x.text) for x in licences.all_licences()] == [
        ("alembic 1.2", "MIT"),
        ("QtPySide6 6.12", "LGPL"),
    ]


@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
def test_the_dialog_shows_the_chosen_text(qtbot) -> None:
    dialog = licences.show_licences(None)
    qtbot.addWidget(dialog)
    from PySide6.QtWidgets import QListWidget, QPlainTextEdit

    names = dialog.findChild(QListWidget)
    text = dialog.findChild(QPlainTextEdit)
    row = next(i for i in range(names.count()) if names.item(i).text().startswith("SQLAlchemy"))
    names.setCurrentRow(row)
    assert "Permission is hereby granted" in text.toPlainText()
    assert text.isReadOnly()
