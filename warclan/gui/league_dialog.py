"""The League Server form (File ▸ Connect to League Server…): host, port, database, user
and password, and the ``LeagueLogin`` it holds. ``dialogs.ask_league_login`` runs it;
``league_connect`` does what the login asks for.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from warclan.gui import league_passwords
from warclan.gui.i18n import tr

DEFAULT_PORT = 5432


@dataclass(frozen=True, slots=True)
class LeagueLogin:
    host: str = ""
    port: int = DEFAULT_PORT
    database: str = ""
    user: str = ""
    password: str = ""
    remember: bool = True  # keep the password in the keyring

    @property
    def key(self) -> str:
        return league_passwords.entry_key(self.user, self.host, self.port, self.database)

    def url(self) -> str:
        """The server URL without the password (the keyring supplies it at connect)."""
        from urllib.parse import quote

        host = f"[{self.host}]" if ":" in self.host else self.host
        return (
            f"postgresql+psycopg://{quote(self.user, safe='')}@{host}:{self.port}/"
            f"{quote(self.database, safe='')}"
        )

    def shown_url(self) -> str:
        """What the dialog shows: the URL with the password as ``***``."""
        if not self.password:
            return self.url()
        return self.url().replace("@", ":***@", 1)


class LeagueDialog(QDialog):
    """The form; ``login()`` is what it holds."""

    def __init__(self, parent: QWidget | None, initial: LeagueLogin) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Connect to League Server"))
        self.setObjectName("league.connect")
        self.host = QLineEdit(initial.host)
        self.host.setPlaceholderText(tr("e.g. league.example.org"))
        self.port = QSpinBox()
        self.port.setRange(1, 65535)
        self.port.setValue(initial.port)
        self.database = QLineEdit(initial.database)
        self.database.setPlaceholderText(tr("e.g. league"))
        self.user = QLineEdit(initial.user)
        self.password = QLineEdit(initial.password)
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.remember = QCheckBox(tr("&Remember the password in this computer's keyring"))
        self.remember.setChecked(initial.remember)
        self.shown = QLabel()
        self.shown.setAccessibleName(tr("Server URL"))
        self.shown.setWordWrap(True)
        for widget, name in (
            (self.host, tr("Host")),
            (self.port, tr("Port")),
            (self.database, tr("Database")),
            (self.user, tr("User")),
            (self.password, tr("Password")),
        ):
            widget.setAccessibleName(name)
        form = QFormLayout()
        form.addRow(tr("&Host:"), self.host)
        form.addRow(tr("P&ort:"), self.port)
        form.addRow(tr("&Database:"), self.database)
        form.addRow(tr("&User:"), self.user)
        form.addRow(tr("&Password:"), self.password)
        form.addRow("", self.remember)
        form.addRow(tr("URL:"), self.shown)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("&Connect"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        for edit in (self.host, self.database, self.user, self.password):
            edit.textChanged.connect(self._update)
        self.port.valueChanged.connect(self._update)
        self._update()

    def login(self) -> LeagueLogin:
        return LeagueLogin(
            self.host.text().strip(),
            self.port.value(),
            self.database.text().strip(),
            self.user.text().strip(),
            self.password.text(),
            self.remember.isChecked(),
        )

    def _update(self) -> None:
        login = self.login()
        complete = bool(login.host and login.database and login.user)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(complete)
        self.shown.setText(login.shown_url() if complete else tr("host, database and user, please"))
