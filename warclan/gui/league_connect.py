"""File ▸ Connect to League Server…: host, port, database, user and password; and what
the window offers once connected, as the server says the user's role allows.

The password goes to the keyring (``league_passwords``); QSettings keeps the rest of the
form for next time, and the URL shown anywhere hides the password.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings
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

from warclan.gui import access, dialogs, league_passwords

if TYPE_CHECKING:
    from warclan.store.database import Database

FORM_KEY = "league/last"  # host, port, database, user: never the password
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
        self.setWindowTitle("Connect to League Server")
        self.setObjectName("league.connect")
        self.host = QLineEdit(initial.host)
        self.host.setPlaceholderText("e.g. league.example.org")
        self.port = QSpinBox()
        self.port.setRange(1, 65535)
        self.port.setValue(initial.port)
        self.database = QLineEdit(initial.database)
        self.database.setPlaceholderText("e.g. league")
        self.user = QLineEdit(initial.user)
        self.password = QLineEdit(initial.password)
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.remember = QCheckBox("&Remember the password in this computer's keyring")
        self.remember.setChecked(initial.remember)
        self.shown = QLabel()
        self.shown.setAccessibleName("Server URL")
        self.shown.setWordWrap(True)
        for widget, name in (
            (self.host, "Host"),
            (self.port, "Port"),
            (self.database, "Database"),
            (self.user, "User"),
            (self.password, "Password"),
        ):
            widget.setAccessibleName(name)
        form = QFormLayout()
        form.addRow("&Host:", self.host)
        form.addRow("P&ort:", self.port)
        form.addRow("&Database:", self.database)
        form.addRow("&User:", self.user)
        form.addRow("&Password:", self.password)
        form.addRow("", self.remember)
        form.addRow("URL:", self.shown)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText("&Connect")
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
        self.shown.setText(login.shown_url() if complete else "host, database and user, please")


def last_login(settings: QSettings) -> LeagueLogin:
    """The form as last filled in, with the kept password, if any."""
    saved: Any = settings.value(FORM_KEY) or {}
    if not isinstance(saved, dict):
        saved = {}
    login = LeagueLogin(
        str(saved.get("host", "")),
        int(saved.get("port", DEFAULT_PORT)),
        str(saved.get("database", "")),
        str(saved.get("user", "")),
    )
    if login.host and login.user:
        kept = league_passwords.load(login.key)
        if kept is not None:
            return LeagueLogin(login.host, login.port, login.database, login.user, kept)
    return login


def connect_to_league(window: Any) -> str | None:
    """Ask for the server and open it in ``window``; the URL opened (no password)."""
    settings: QSettings = window.settings
    login = dialogs.ask_league_login(window, last_login(settings))
    if login is None:
        return None
    settings.setValue(
        FORM_KEY,
        {"host": login.host, "port": login.port, "database": login.database, "user": login.user},
    )
    if login.remember and login.password:
        if not league_passwords.save(login.key, login.password):
            window.show_status("No keyring on this computer: the password is kept until you quit")
    else:
        league_passwords.forget(login.key)
        if login.password:
            league_passwords.keep_for_this_run(login.key, login.password)
    url: str = login.url()
    window.open_database(url)
    return url


# --- what the connected role may do ---------------------------------------------------


def apply_access(window: Any, db: Database) -> None:
    """Hide what the connected role may not do (the server decides: a hidden action is
    a courtesy, a refused write is still explained). The window's actions are tagged where
    they are built; pages and menus built later are fitted by ``MainWindow.fit_access``."""
    from warclan.services import league

    found = window.ops.call("League role", lambda: league.access(db))
    window.access = found  # None (the server did not say): everything is offered
    access.apply(window, found)
    if found is None:
        return
    if found.reason:
        # The label says the role; its tooltip why changes are missing (a status message
        # this long would be cut off beside the status bar's other fields at 150 %).
        hidden = f"{found.reason}; what the role may not change is not offered"
        window.database_label.setToolTip(f"{window.database_label.toolTip()}\n{hidden}")
    if found.role is not None:
        window.database_label.setText(f"{window.database_label.text()} ({found.role})")
